// Star Battle formats; see format.h and docs/formats.md.
#include "starbattle/format.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "core/text.h"

namespace ps::starbattle {
namespace {

constexpr std::string_view kBase32 = "0123456789abcdefghijklmnopqrstuv";

Result<Puzzle> Finish(Puzzle p) {
  Status ok = Validate(p);
  if (!ok.ok()) return ok.error();
  Canonicalize(p);
  return p;
}

bool AllDigits(std::string_view s) {
  if (s.empty() || s.size() > 6) return false;
  for (char c : s) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

int ToInt(std::string_view s) {
  int v = 0;
  for (char c : s) v = v * 10 + (c - '0');
  return v;
}

// Zones from wall bits: the connected pieces between walls, numbered in first-appearance order.
std::vector<int> ZonesFromWalls(int n, const std::vector<uint8_t>& vwall,
                                const std::vector<uint8_t>& hwall, int& count) {
  std::vector<int> zones(static_cast<size_t>(n * n), -1);
  count = 0;
  std::vector<int> stack;
  for (int start = 0; start < n * n; ++start) {
    if (zones[static_cast<size_t>(start)] >= 0) continue;
    zones[static_cast<size_t>(start)] = count;
    stack.assign(1, start);
    while (!stack.empty()) {
      int c = stack.back();
      stack.pop_back();
      int x = c % n, y = c / n;
      auto visit = [&](int o, bool wall) {
        if (!wall && zones[static_cast<size_t>(o)] < 0) {
          zones[static_cast<size_t>(o)] = count;
          stack.push_back(o);
        }
      };
      if (x + 1 < n) visit(c + 1, vwall[static_cast<size_t>(y * (n - 1) + x)]);
      if (x > 0) visit(c - 1, vwall[static_cast<size_t>(y * (n - 1) + x - 1)]);
      if (y + 1 < n) visit(c + n, hwall[static_cast<size_t>(y * n + x)]);
      if (y > 0) visit(c - n, hwall[static_cast<size_t>((y - 1) * n + x)]);
    }
    ++count;
  }
  return zones;
}

Result<std::vector<int>> ParseZoneRow(std::string_view row, int line, int column_base) {
  std::vector<int> ids;
  size_t i = 0;
  while (i < row.size()) {
    char c = row[i];
    if (c == ' ' || c == '\t' || c == ',') {
      ++i;
      continue;
    }
    if (!std::isdigit(static_cast<unsigned char>(c))) {
      return InvalidInput(fmt::format("unexpected {} in a zone row; zone ids are numbers "
                                      "separated by spaces",
                                      Printable(c)),
                          line, column_base + static_cast<int>(i) + 1);
    }
    size_t j = i;
    while (j < row.size() && std::isdigit(static_cast<unsigned char>(row[j]))) ++j;
    if (j - i > 4) {
      return InvalidInput("zone id is too long", line, column_base + static_cast<int>(i) + 1);
    }
    ids.push_back(ToInt(row.substr(i, j - i)));
    i = j;
  }
  return ids;
}

// Lines pzprjs writes after a file's data, which end what a reader reads: metadata and history
// (`info:{...}`, `history:{...}`, JSON over several lines), trial positions (`TrialData(1)`
// followed by more boards), and the URL very old files ended with.
bool IsTrailer(std::string_view line) {
  for (std::string_view start :
       {"info:", "history:", "__HISTORY__", "TrialData", "http://", "https://"}) {
    if (line.rfind(start, 0) == 0) return true;
  }
  return false;
}

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The pzprv3 file in a pzprjs "duplicate" URL, https://puzz.link/p?pzprv3/starbattle/6/6/...
// (each line percent-encoded, '/' between lines; `?type=player&pzprv3/...` too), decoded to its
// one-line form; nullopt when `t` is not such a URL.
std::optional<std::string> PzprFileInUrl(std::string_view t) {
  if (t.find('\n') != std::string_view::npos) return std::nullopt;
  for (size_t at = t.find("pzprv3"); at != std::string_view::npos; at = t.find("pzprv3", at + 1)) {
    if (at == 0 || (t[at - 1] != '?' && t[at - 1] != '&')) continue;
    const size_t slash = t.find('/', at);
    if (slash == std::string_view::npos) return std::nullopt;
    std::string out;
    for (size_t i = at; i < t.size(); ++i) {
      if (t[i] == '%' && i + 2 < t.size() && HexValue(t[i + 1]) >= 0 && HexValue(t[i + 2]) >= 0) {
        out += static_cast<char>(HexValue(t[i + 1]) * 16 + HexValue(t[i + 2]));
        i += 2;
      } else {
        out += t[i];
      }
    }
    return out;
  }
  return std::nullopt;
}

}  // namespace

Result<Puzzle> ParseZoneFile(std::string_view text, int stars) {
  Status st = CheckText(text);
  if (!st.ok()) return st.error();
  Puzzle p;
  p.row_stars = p.col_stars = p.zone_stars = stars;
  int rows = 0, last_line = 0;
  for (const Line& line : SplitLines(text)) {
    std::string_view t = Trim(line.text);
    if (t.empty() || t[0] == '#') continue;
    Result<std::vector<int>> ids = ParseZoneRow(line.text, line.number, 0);
    if (!ids.ok()) return ids.error();
    int width = static_cast<int>(ids->size());
    if (rows == 0) {
      p.n = width;
      if (p.n > kMaxN) {
        return InvalidInput(fmt::format("a row of {} zone ids: boards up to {}x{} are supported",
                                        p.n, kMaxN, kMaxN),
                            line.number, 1);
      }
    } else if (width != p.n) {
      return InvalidInput(fmt::format("row {} has {} zone ids but the first row has {}; every row "
                                      "needs the same count",
                                      rows + 1, width, p.n),
                          line.number, 1);
    }
    if (rows == p.n) {
      return InvalidInput(
          fmt::format("more than {} rows; a board of {} columns needs exactly {} rows", p.n, p.n,
                      p.n),
          line.number, 1);
    }
    p.zones.insert(p.zones.end(), ids->begin(), ids->end());
    ++rows;
    last_line = line.number;
  }
  if (rows == 0) return InvalidInput("no zone rows found; expected N lines of N zone ids");
  if (rows != p.n) {
    return InvalidInput(
        fmt::format("{} rows of {} zone ids; the board must be square ({} rows)", rows, p.n, p.n),
        last_line, 1);
  }
  return Finish(std::move(p));
}

Result<Puzzle> ParseUrl(std::string_view text) {
  std::string_view t = Trim(text);
  size_t at = t.find("starbattle/");
  if (at == std::string_view::npos) {
    return InvalidInput(
        "not a Star Battle URL; expected https://puzz.link/p?starbattle/<cols>/"
        "<rows>/<k>/<borders>");
  }
  std::string_view rest = t.substr(at + 11);
  std::vector<std::string_view> parts;
  while (!rest.empty()) {
    size_t slash = rest.find('/');
    parts.push_back(rest.substr(0, slash));
    if (slash == std::string_view::npos) break;
    rest = rest.substr(slash + 1);
  }
  size_t i = 0;
  while (i < parts.size() && !AllDigits(parts[i])) ++i;  // a flag segment such as "v:"
  if (parts.size() < i + 3 || !AllDigits(parts[i]) || !AllDigits(parts[i + 1]) ||
      !AllDigits(parts[i + 2])) {
    return InvalidInput("Star Battle URL: expected <cols>/<rows>/<k>/<borders> after 'starbattle/'",
                        1, static_cast<int>(at + 12));
  }
  const int cols = ToInt(parts[i]), rows = ToInt(parts[i + 1]), k = ToInt(parts[i + 2]);
  if (cols != rows) {
    return InvalidInput(
        fmt::format("Star Battle URL: the board is {}x{}; only square boards are "
                    "supported",
                    cols, rows));
  }
  if (cols < 1 || cols > kMaxN) {
    return InvalidInput(
        fmt::format("Star Battle URL: size {} is out of range (1 to {})", cols, kMaxN));
  }
  std::string_view bits_text = parts.size() > i + 3 ? parts[i + 3] : std::string_view();
  const int n = cols;
  const int vcount = (n - 1) * n, hcount = n * (n - 1);
  const int vchars = (vcount + 4) / 5, hchars = (hcount + 4) / 5;
  std::vector<uint8_t> vwall(static_cast<size_t>(vcount)), hwall(static_cast<size_t>(hcount));
  for (size_t ci = 0; ci < bits_text.size(); ++ci) {
    size_t v =
        kBase32.find(static_cast<char>(std::tolower(static_cast<unsigned char>(bits_text[ci]))));
    if (v == std::string_view::npos) {
      return InvalidInput(fmt::format("Star Battle URL: {} is not a border character (0-9, a-v)",
                                      Printable(bits_text[ci])));
    }
    if (static_cast<int>(ci) >= vchars + hchars) break;  // trailing data: ignored as pzprjs does
    for (int b = 0; b < 5; ++b) {
      bool bit = (v >> (4 - b)) & 1;
      if (static_cast<int>(ci) < vchars) {
        int idx = static_cast<int>(ci) * 5 + b;
        if (idx < vcount) vwall[static_cast<size_t>(idx)] = bit;
      } else {
        int idx = (static_cast<int>(ci) - vchars) * 5 + b;
        if (idx < hcount) hwall[static_cast<size_t>(idx)] = bit;
      }
    }
  }
  Puzzle p;
  p.n = n;
  p.row_stars = p.col_stars = p.zone_stars = k;
  int count = 0;
  p.zones = ZonesFromWalls(n, vwall, hwall, count);
  if (count != n) {
    return InvalidInput(
        fmt::format("Star Battle URL: the borders make {} zones; a {}x{} board "
                    "needs {}",
                    count, n, n, n));
  }
  return Finish(std::move(p));
}

Result<Parsed> ParsePzprv3(std::string_view text) {
  // The one-line form (puzz.link's file text with '/' for line breaks) may end with a newline.
  std::string_view whole = text;
  while (!whole.empty() && std::isspace(static_cast<unsigned char>(whole.back()))) {
    whole.remove_suffix(1);
  }
  while (!whole.empty() && std::isspace(static_cast<unsigned char>(whole.front()))) {
    whole.remove_prefix(1);
  }
  std::string owned(whole.find('\n') == std::string_view::npos ? whole : Trim(text));
  if (owned.find('\n') == std::string::npos) {
    for (char& c : owned) {
      if (c == '/') c = '\n';
    }
  }
  Status st = CheckText(owned);
  if (!st.ok()) return st.error();
  std::vector<Line> lines = SplitLines(owned);
  size_t li = 0;
  auto next = [&](std::string_view what) -> Result<std::string_view> {
    while (li < lines.size() && Trim(lines[li].text).empty()) ++li;
    if (li == lines.size()) {
      return InvalidInput(fmt::format("pzprv3 file ends early: {} is missing", what),
                          lines.empty() ? 0 : lines.back().number + 1, 1);
    }
    return Trim(lines[li++].text);
  };
  auto number = [&](std::string_view what) -> Result<int> {
    Result<std::string_view> t = next(what);
    if (!t.ok()) return t.error();
    if (!AllDigits(*t)) {
      return InvalidInput(fmt::format("pzprv3: expected {} (a number), got '{}'", what, *t),
                          lines[li - 1].number, 1);
    }
    return ToInt(*t);
  };
  Result<std::string_view> magic = next("the 'pzprv3' header");
  if (!magic.ok()) return magic.error();
  if (*magic != "pzprv3" && *magic != "pzprv3.1") {
    return InvalidInput("not a pzprv3 file: the first line must be 'pzprv3'", lines[li - 1].number,
                        1);
  }
  Result<std::string_view> kind = next("the puzzle kind");
  if (!kind.ok()) return kind.error();
  if (*kind != "starbattle") {
    return InvalidInput(fmt::format("pzprv3 file of kind '{}'; expected 'starbattle'", *kind),
                        lines[li - 1].number, 1);
  }
  Result<int> rows = number("the row count");
  if (!rows.ok()) return rows.error();
  Result<int> cols = number("the column count");
  if (!cols.ok()) return cols.error();
  Result<int> k = number("the stars per unit");
  if (!k.ok()) return k.error();
  Result<int> zone_count = number("the zone count");
  if (!zone_count.ok()) return zone_count.error();
  if (*rows != *cols || *rows < 1 || *rows > kMaxN) {
    return InvalidInput(
        fmt::format("pzprv3: a {}x{} board; only square boards from 1x1 to {}x{} "
                    "are supported",
                    *rows, *cols, kMaxN, kMaxN));
  }
  const int n = *rows;
  if (*zone_count != n) {
    return InvalidInput(
        fmt::format("pzprv3: the file declares {} zone{} on a {}x{} board; Star Battle needs {} "
                    "(one zone per row)",
                    *zone_count, *zone_count == 1 ? "" : "s", n, n, n),
        lines[li - 1].number, 1);
  }
  Parsed out;
  out.format = Format::kPzprv3;
  out.stars_given = true;
  Puzzle& p = out.puzzle;
  p.n = n;
  p.row_stars = p.col_stars = p.zone_stars = *k;
  for (int r = 0; r < n; ++r) {
    Result<std::string_view> row = next(fmt::format("zone row {}", r + 1));
    if (!row.ok()) return row.error();
    Result<std::vector<int>> ids = ParseZoneRow(*row, lines[li - 1].number, 0);
    if (!ids.ok()) return ids.error();
    if (static_cast<int>(ids->size()) != n) {
      return InvalidInput(
          fmt::format("pzprv3: zone row {} has {} ids; expected {}", r + 1, ids->size(), n),
          lines[li - 1].number, 1);
    }
    p.zones.insert(p.zones.end(), ids->begin(), ids->end());
  }
  // Answer rows are optional (a file saved before any move may leave them out), and end at what
  // pzprjs writes after them (metadata, history, trial positions).
  bool any = false;
  Solution marks(static_cast<size_t>(n * n), 0);
  for (int r = 0; r < n && li < lines.size(); ++r) {
    while (li < lines.size() && Trim(lines[li].text).empty()) ++li;
    if (li == lines.size() || IsTrailer(Trim(lines[li].text))) {
      if (r == 0) break;
      return InvalidInput(
          fmt::format("pzprv3: {} answer rows; a {}x{} board needs {} (or none)", r, n, n, n),
          li == lines.size() ? lines.back().number : lines[li].number, 1);
    }
    const Line& line = lines[li++];
    int x = 0;
    for (size_t i = 0; i < line.text.size(); ++i) {
      char c = line.text[i];
      if (c == ' ' || c == '\t') continue;
      if (c != '.' && c != '#' && c != '+' && c != '0') {
        return InvalidInput(fmt::format("pzprv3: answer mark {} is not one of '#' (star), '+' "
                                        "(empty) or '.'",
                                        Printable(c)),
                            line.number, static_cast<int>(i) + 1);
      }
      if (x >= n) {
        return InvalidInput(fmt::format("pzprv3: answer row {} has more than {} cells", r + 1, n),
                            line.number, static_cast<int>(i) + 1);
      }
      if (c == '#' || c == '+') {
        marks[static_cast<size_t>(r * n + x)] = c == '#' ? 1 : 2;
        any = true;
      }
      ++x;
    }
    if (x < n) {
      return InvalidInput(
          fmt::format("pzprv3: answer row {} has {} cells; expected {} ('#' star, '+' empty, "
                      "'.' unknown, separated by spaces)",
                      r + 1, x, n),
          line.number, static_cast<int>(line.text.size()) + 1);
    }
  }
  Result<Puzzle> done = Finish(std::move(out.puzzle));
  if (!done.ok()) return done.error();
  out.puzzle = std::move(*done);
  if (any) out.marks = std::move(marks);
  return out;
}

Result<Parsed> ParseJson(std::string_view text) {
  nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded() || !j.is_object()) {
    return InvalidInput("not a JSON object; expected {\"stars\": K, \"zones\": [...]}");
  }
  Parsed out;
  out.format = Format::kJson;
  Puzzle& p = out.puzzle;
  int stars = 1;
  if (j.contains("stars")) {
    if (!j["stars"].is_number_integer()) return InvalidInput("JSON: \"stars\" must be an integer");
    stars = j["stars"].get<int>();
    out.stars_given = true;
  }
  p.row_stars = p.col_stars = p.zone_stars = stars;
  for (auto [key, field] : {std::pair<const char*, int*>{"row_stars", &p.row_stars},
                            {"col_stars", &p.col_stars},
                            {"zone_stars", &p.zone_stars}}) {
    if (!j.contains(key)) continue;
    if (!j[key].is_number_integer()) {
      return InvalidInput(fmt::format("JSON: \"{}\" must be an integer", key));
    }
    *field = j[key].get<int>();
    out.stars_given = true;
  }
  if (!j.contains("zones") || !j["zones"].is_array() || j["zones"].empty()) {
    return InvalidInput("JSON: \"zones\" must be a list of rows of zone ids");
  }
  const auto& zones = j["zones"];
  p.n = static_cast<int>(zones.size());
  if (p.n > kMaxN) return InvalidInput(fmt::format("JSON: {} rows; at most {}", p.n, kMaxN));
  for (size_t r = 0; r < zones.size(); ++r) {
    std::vector<int> ids;
    if (zones[r].is_string()) {
      Result<std::vector<int>> got = ParseZoneRow(zones[r].get<std::string>(), 0, 0);
      if (!got.ok()) {
        return InvalidInput(fmt::format("JSON: zone row {}: {}", r + 1, got.error().message));
      }
      ids = std::move(*got);
    } else if (zones[r].is_array()) {
      for (const auto& v : zones[r]) {
        if (!v.is_number_integer()) {
          return InvalidInput(
              fmt::format("JSON: zone row {} holds a value that is not an integer", r + 1));
        }
        ids.push_back(v.get<int>());
      }
    } else {
      return InvalidInput(
          fmt::format("JSON: zone row {} must be a string of ids or a list of ids", r + 1));
    }
    if (static_cast<int>(ids.size()) != p.n) {
      return InvalidInput(fmt::format("JSON: zone row {} has {} ids; a board of {} rows needs {}",
                                      r + 1, ids.size(), p.n, p.n));
    }
    p.zones.insert(p.zones.end(), ids.begin(), ids.end());
  }
  if (j.contains("size") && (!j["size"].is_number_integer() || j["size"].get<int>() != p.n)) {
    return InvalidInput(fmt::format("JSON: \"size\" does not match the {} zone rows", p.n));
  }
  if (j.contains("solution") && j["solution"].is_array()) {
    const auto& rows = j["solution"];
    if (static_cast<int>(rows.size()) != p.n) {
      return InvalidInput(
          fmt::format("JSON: \"solution\" has {} rows; expected {}", rows.size(), p.n));
    }
    Solution marks(static_cast<size_t>(p.n * p.n), 0);
    for (size_t r = 0; r < rows.size(); ++r) {
      if (!rows[r].is_string() || static_cast<int>(rows[r].get<std::string>().size()) != p.n) {
        return InvalidInput(fmt::format(
            "JSON: solution row {} must be a string of {} '*' or '.' characters", r + 1, p.n));
      }
      const std::string s = rows[r].get<std::string>();
      for (int x = 0; x < p.n; ++x) {
        char c = s[static_cast<size_t>(x)];
        if (c != '*' && c != '.') {
          return InvalidInput(
              fmt::format("JSON: solution row {}: {} is not '*' or '.'", r + 1, Printable(c)));
        }
        marks[r * static_cast<size_t>(p.n) + static_cast<size_t>(x)] = c == '*' ? 1 : 2;
      }
    }
    out.marks = std::move(marks);
  }
  Result<Puzzle> done = Finish(std::move(out.puzzle));
  if (!done.ok()) return done.error();
  out.puzzle = std::move(*done);
  return out;
}

Result<Parsed> ParseAny(std::string_view text, int default_stars) {
  std::string_view t = text;
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
  if (t.substr(0, 6) == "pzprv3") return ParsePzprv3(text);
  if (std::optional<std::string> file = PzprFileInUrl(t)) return ParsePzprv3(*file);
  if (!t.empty() && t[0] == '{') return ParseJson(text);
  if (t.find("starbattle/") != std::string_view::npos && t.find('\n') == std::string_view::npos) {
    Result<Puzzle> p = ParseUrl(t);
    if (!p.ok()) return p.error();
    Parsed out;
    out.puzzle = std::move(*p);
    out.format = Format::kUrl;
    out.stars_given = true;
    return out;
  }
  Result<Puzzle> p = ParseZoneFile(text, default_stars);
  if (!p.ok()) return p.error();
  Parsed out;
  out.puzzle = std::move(*p);
  return out;
}

std::string FormatZoneFile(const Puzzle& p) {
  std::string out;
  for (int y = 0; y < p.n; ++y) {
    for (int x = 0; x < p.n; ++x) {
      if (x) out += ' ';
      out += std::to_string(p.Zone(x, y));
    }
    out += '\n';
  }
  return out;
}

std::string FormatUrl(const Puzzle& p) {
  if (p.Stars() == 0) return "";
  const int n = p.n;
  std::vector<uint8_t> bits;
  auto flush = [&](std::string& out) {
    while (bits.size() % 5) bits.push_back(0);
    for (size_t i = 0; i < bits.size(); i += 5) {
      int v = 0;
      for (size_t b = 0; b < 5; ++b) v = v * 2 + bits[i + b];
      out += kBase32[static_cast<size_t>(v)];
    }
    bits.clear();
  };
  std::string body;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x + 1 < n; ++x) bits.push_back(p.Zone(x, y) != p.Zone(x + 1, y));
  }
  flush(body);
  for (int y = 0; y + 1 < n; ++y) {
    for (int x = 0; x < n; ++x) bits.push_back(p.Zone(x, y) != p.Zone(x, y + 1));
  }
  flush(body);
  return fmt::format("https://puzz.link/p?starbattle/{}/{}/{}/{}", n, n, p.Stars(), body);
}

std::string FormatPzprv3(const Puzzle& p, const Solution* solution) {
  std::string out = fmt::format("pzprv3\nstarbattle\n{}\n{}\n{}\n{}\n", p.n, p.n, p.row_stars, p.n);
  for (int y = 0; y < p.n; ++y) {
    for (int x = 0; x < p.n; ++x) out += std::to_string(p.Zone(x, y)) + ' ';
    out += '\n';
  }
  for (int y = 0; y < p.n; ++y) {
    for (int x = 0; x < p.n; ++x) {
      char c = '.';
      if (solution != nullptr && !solution->empty()) {
        c = (*solution)[static_cast<size_t>(y * p.n + x)] ? '#' : '+';
      }
      out += c;
      out += ' ';
    }
    out += '\n';
  }
  return out;
}

std::vector<std::string> SolutionRows(int n, const Solution& s) {
  std::vector<std::string> rows;
  for (int y = 0; y < n; ++y) {
    std::string row;
    for (int x = 0; x < n; ++x) row += s[static_cast<size_t>(y * n + x)] ? '*' : '.';
    rows.push_back(std::move(row));
  }
  return rows;
}

std::string FormatJson(const Puzzle& p, const Solution* solution) {
  nlohmann::json j;
  j["size"] = p.n;
  if (p.Stars() > 0) {
    j["stars"] = p.Stars();
  } else {
    j["row_stars"] = p.row_stars;
    j["col_stars"] = p.col_stars;
    j["zone_stars"] = p.zone_stars;
  }
  std::vector<std::string> rows;
  for (int y = 0; y < p.n; ++y) {
    std::string row;
    for (int x = 0; x < p.n; ++x) {
      if (x) row += ' ';
      row += std::to_string(p.Zone(x, y));
    }
    rows.push_back(std::move(row));
  }
  j["zones"] = rows;
  if (solution != nullptr && !solution->empty()) j["solution"] = SolutionRows(p.n, *solution);
  return j.dump();
}

std::string FormatText(const Puzzle& p, const Solution* solution) {
  const int n = p.n;
  auto wall_h = [&](int x, int y) {  // above cell (x, y), y in 0..n
    return y == 0 || y == n || p.Zone(x, y) != p.Zone(x, y - 1);
  };
  auto wall_v = [&](int x, int y) {  // left of cell (x, y), x in 0..n
    return x == 0 || x == n || p.Zone(x, y) != p.Zone(x - 1, y);
  };
  std::string out;
  for (int y = 0; y <= n; ++y) {
    // The border line above row y.
    for (int x = 0; x <= n; ++x) {
      bool corner = (x < n && wall_h(x, y)) || (x > 0 && wall_h(x - 1, y)) ||
                    (y < n && wall_v(x, y)) || (y > 0 && wall_v(x, y - 1));
      out += corner ? '+' : ' ';
      if (x < n) out += wall_h(x, y) ? "---" : "   ";
    }
    out += '\n';
    if (y == n) break;
    for (int x = 0; x <= n; ++x) {
      out += wall_v(x, y) ? '|' : ' ';
      if (x == n) break;
      bool star =
          solution != nullptr && !solution->empty() && (*solution)[static_cast<size_t>(y * n + x)];
      out += star ? " * " : " . ";
    }
    out += '\n';
  }
  return out;
}

int StarsFromName(std::string_view file_name, int n) {
  auto digit = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
  auto cut = [](char c) { return c == '-' || c == '_' || c == '.' || c == ' '; };
  // The number `s` spells (one or two digits), else -1.
  auto count = [&](std::string_view s) {
    if (s.empty() || s.size() > 2 || !std::all_of(s.begin(), s.end(), digit)) return -1;
    return std::stoi(std::string(s));
  };
  std::string_view stem = file_name.substr(file_name.find_last_of("/\\") + 1);
  // Without its extensions (".txt", ".zones.txt"): trailing parts of letters only.
  for (size_t dot = stem.rfind('.'); dot != std::string_view::npos && dot > 0;
       dot = stem.rfind('.')) {
    const std::string_view ext = stem.substr(dot + 1);
    if (ext.empty() || !std::all_of(ext.begin(), ext.end(), [](char c) {
          return std::isalpha(static_cast<unsigned char>(c)) != 0;
        })) {
      break;
    }
    stem = stem.substr(0, dot);
  }
  // "...N-K" or "...Nx-K" (a variant letter), N after the start or a separator.
  if (const size_t dash = stem.rfind('-'); dash != std::string_view::npos) {
    const int k = count(stem.substr(dash + 1));
    size_t end = dash;
    if (end > 0 && std::islower(static_cast<unsigned char>(stem[end - 1]))) --end;
    size_t start = end;
    while (start > 0 && digit(stem[start - 1])) --start;
    if (k >= 1 && k <= 16 && start < end && (start == 0 || cut(stem[start - 1])) &&
        count(stem.substr(start, end - start)) == n) {
      return k;
    }
  }
  // A part "kK".
  for (size_t i = 0; i + 1 < stem.size(); ++i) {
    if ((i > 0 && !cut(stem[i - 1])) || (stem[i] != 'k' && stem[i] != 'K')) continue;
    size_t j = i + 1;
    while (j < stem.size() && digit(stem[j])) ++j;
    const int k = count(stem.substr(i + 1, j - i - 1));
    if (k >= 1 && k <= 16 && (j == stem.size() || cut(stem[j]))) return k;
  }
  return 0;
}

}  // namespace ps::starbattle
