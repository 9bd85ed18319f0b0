// ipuz Sudoku; see ipuz.h.
#include "sudoku/ipuz.h"

#include <fmt/format.h>

#include <optional>

#include "core/text.h"

namespace ps::sudoku {

namespace {

using nlohmann::json;

std::string DefaultCharset(int n) {
  return std::string(std::string_view("123456789ABCDEFG").substr(0, static_cast<size_t>(n)));
}

// The cells of the main diagonal (`anti` false) or the other one, as [x, y] counted from `base`.
json Diagonal(int n, bool anti, int base) {
  json cells = json::array();
  for (int i = 0; i < n; ++i) cells.push_back({(anti ? n - 1 - i : i) + base, i + base});
  return cells;
}

// Whether `zone` (a GroupSpec) lists exactly the cells of a diagonal, from 0 or from 1.
bool IsDiagonal(const json& zone, int n, bool anti) {
  if (!zone.is_object() || !zone.contains("cells") || !zone["cells"].is_array()) return false;
  json cells = zone["cells"];
  for (int base : {0, 1}) {
    json want = Diagonal(n, anti, base);
    if (cells.size() != want.size()) return false;
    bool all = true;
    for (const json& c : want) {
      if (std::find(cells.begin(), cells.end(), c) == cells.end()) all = false;
    }
    if (all) return true;
  }
  return false;
}

class CellReader {
 public:
  CellReader(int n, std::string charset, json empty)
      : n_(n), charset_(std::move(charset)), empty_(std::move(empty)) {}

  // The value of a SudokuGiven or SudokuValue (`key` "given" or "value" in its object form): 0
  // for empty, 1..n, or nothing when it is no value of this puzzle.
  std::optional<int> Value(const json& v, const char* key) const {
    if (v.is_null()) return 0;
    if (!empty_.is_null() && v == empty_) return 0;
    if (v.is_object()) return v.contains(key) ? Value(v[key], key) : std::optional<int>(0);
    if (v.is_number_integer()) {
      const int64_t x = v.get<int64_t>();
      if (x == 0) return 0;
      if (x >= 1 && x <= n_) return static_cast<int>(x);
      return std::nullopt;
    }
    if (!v.is_string()) return std::nullopt;
    const std::string& s = v.get_ref<const std::string&>();
    if (s.empty() || s == "." || s == "0") return 0;
    if (s.size() == 1) {
      size_t at = charset_.find(s[0]);
      if (at == std::string::npos) at = charset_.find(UpperAscii(s[0]));
      if (at != std::string::npos) return static_cast<int>(at) + 1;
    }
    if (s.size() <= 2 && s.find_first_not_of("0123456789") == std::string::npos) {
      const int x = std::stoi(s);
      if (x >= 1 && x <= n_) return x;
    }
    return std::nullopt;
  }

 private:
  int n_;
  std::string charset_;
  json empty_;
};

Error Bad(std::string what) { return InvalidInput("ipuz Sudoku: " + std::move(what)); }

}  // namespace

bool IsIpuzSudoku(const json& j) {
  if (!j.is_object() || !j.contains("kind") || !j["kind"].is_array()) return false;
  for (const json& k : j["kind"]) {
    if (k.is_string() &&
        k.get_ref<const std::string&>().find("ipuz.org/sudoku") != std::string::npos) {
      return true;
    }
  }
  return false;
}

Result<IpuzSudoku> ReadIpuzSudoku(std::string_view text) {
  if (Status s = CheckText(text); !s.ok()) return s.error();
  json j;
  try {
    j = json::parse(text);
  } catch (const json::parse_error& e) {
    int line = 0, column = 0;
    OffsetToLineColumn(text, e.byte > 0 ? e.byte - 1 : 0, line, column);
    return InvalidInput("ipuz Sudoku: not valid JSON", line, column);
  } catch (const json::exception&) {  // a number too large for JSON numbers, and the like
    return InvalidInput("ipuz Sudoku: not valid JSON (a number out of range)");
  }
  if (!IsIpuzSudoku(j)) {
    return Bad("\"kind\" names no http://ipuz.org/sudoku kind (is this another kind of ipuz?)");
  }
  if (!j.contains("puzzle") || !j["puzzle"].is_array()) {
    return Bad("no \"puzzle\" (the rows of the grid)");
  }
  const json& rows = j["puzzle"];
  const int n = static_cast<int>(rows.size());
  Result<Geometry> geo = GeometryForSide(n, false);
  if (!geo.ok() || n > kMaxN) {
    return Bad(fmt::format("\"puzzle\" has {} rows; puzzlesmith reads 4, 6, 8, 9, 12 or 16", n));
  }
  if (j.contains("boxes") && j["boxes"].is_boolean() && !j["boxes"].get<bool>()) {
    return Bad("\"boxes\": false (irregular regions, a jigsaw Sudoku) is not read");
  }
  if (j.contains("cages") && j["cages"].is_array() && !j["cages"].empty()) {
    return Bad("\"cages\" (a killer Sudoku) are not read");
  }
  std::string charset = DefaultCharset(n);
  if (j.contains("charset")) {
    if (!j["charset"].is_string() ||
        j["charset"].get_ref<const std::string&>().size() != static_cast<size_t>(n)) {
      return Bad(fmt::format("\"charset\" must be a string of {} characters for a {}x{}", n, n, n));
    }
    charset = j["charset"].get<std::string>();
  }
  const CellReader cells(n, charset, j.value("empty", json()));
  IpuzSudoku out;
  out.puzzle = Puzzle{*geo, std::vector<uint8_t>(static_cast<size_t>(n * n), 0)};
  if (j.contains("zones") && j["zones"].is_array() && !j["zones"].empty()) {
    const json& zones = j["zones"];
    const bool x =
        zones.size() == 2 && ((IsDiagonal(zones[0], n, false) && IsDiagonal(zones[1], n, true)) ||
                              (IsDiagonal(zones[0], n, true) && IsDiagonal(zones[1], n, false)));
    if (!x) {
      return Bad(
          "\"zones\" other than the two diagonals of Sudoku-X (extra or irregular regions) are "
          "not read");
    }
    out.puzzle.geo.diagonals = true;
  }
  for (int y = 0; y < n; ++y) {
    const json& row = rows[static_cast<size_t>(y)];
    if (!row.is_array() || static_cast<int>(row.size()) != n) {
      return Bad(fmt::format("row {} of \"puzzle\" must be a list of {} squares", y + 1, n));
    }
    for (int x = 0; x < n; ++x) {
      std::optional<int> v = cells.Value(row[static_cast<size_t>(x)], "given");
      if (!v) {
        return Bad(
            fmt::format("r{}c{} of \"puzzle\" is {}, not a value 1 to {} of the charset "
                        "\"{}\" or an empty square (0 or null)",
                        y + 1, x + 1, row[static_cast<size_t>(x)].dump(), n, charset));
      }
      out.puzzle.cells[static_cast<size_t>(y * n + x)] = static_cast<uint8_t>(*v);
    }
  }
  if (j.contains("solution") && j["solution"].is_array() &&
      static_cast<int>(j["solution"].size()) == n) {
    std::vector<uint8_t> sol(static_cast<size_t>(n * n), 0);
    bool complete = true;
    for (int y = 0; y < n && complete; ++y) {
      const json& row = j["solution"][static_cast<size_t>(y)];
      if (!row.is_array() || static_cast<int>(row.size()) != n) {
        complete = false;
        break;
      }
      for (int x = 0; x < n; ++x) {
        std::optional<int> v = cells.Value(row[static_cast<size_t>(x)], "value");
        if (!v || *v == 0) {
          complete = false;
          break;
        }
        sol[static_cast<size_t>(y * n + x)] = static_cast<uint8_t>(*v);
      }
    }
    if (complete) out.solution = std::move(sol);
  }
  if (j.contains("title") && j["title"].is_string()) out.title = j["title"].get<std::string>();
  if (j.contains("author") && j["author"].is_string()) out.author = j["author"].get<std::string>();
  return out;
}

std::string WriteIpuzSudoku(const Puzzle& puzzle, const std::vector<uint8_t>& solution,
                            const std::string& title) {
  const int n = puzzle.geo.n();
  const std::string charset = DefaultCharset(n);
  // Values as numbers up to 9 (as ipuz Sudoku files have them), as characters of the charset
  // beyond; 0 for an empty square.
  auto value = [&](uint8_t v) -> json {
    if (v == 0) return 0;
    if (n <= 9) return v;
    return std::string(1, charset[static_cast<size_t>(v - 1)]);
  };
  auto grid = [&](const std::vector<uint8_t>& cells) {
    json rows = json::array();
    for (int y = 0; y < n; ++y) {
      json row = json::array();
      for (int x = 0; x < n; ++x) row.push_back(value(cells[static_cast<size_t>(y * n + x)]));
      rows.push_back(std::move(row));
    }
    return rows;
  };
  // Written field by field in the specification's order, a row of the grid a line.
  std::vector<std::pair<std::string, std::string>> fields = {
      {"version", json("http://ipuz.org/v2").dump()},
      {"kind", json::array({std::string(kIpuzSudokuKind)}).dump()}};
  if (!title.empty()) fields.push_back({"title", json(title).dump()});
  fields.push_back({"origin", json("puzzlesmith").dump()});
  fields.push_back({"charset", json(charset).dump()});
  fields.push_back({"displaycharset", "true"});
  fields.push_back({"boxes", "true"});
  fields.push_back({"dimensions", json{{"width", n}, {"height", n}}.dump()});
  auto rows = [](const json& lines) {
    std::string out = "[\n";
    for (size_t i = 0; i < lines.size(); ++i) {
      out += "    " + lines[i].dump() + (i + 1 < lines.size() ? ",\n" : "\n");
    }
    return out + "  ]";
  };
  fields.push_back({"puzzle", rows(grid(puzzle.cells))});
  if (!solution.empty()) fields.push_back({"solution", rows(grid(solution))});
  if (puzzle.geo.diagonals) {
    fields.push_back({"zones", rows(json::array({{{"cells", Diagonal(n, false, 0)}},
                                                 {{"cells", Diagonal(n, true, 0)}}}))});
  }
  std::string out = "{\n";
  for (size_t i = 0; i < fields.size(); ++i) {
    out += "  " + json(fields[i].first).dump() + ": " + fields[i].second +
           (i + 1 < fields.size() ? ",\n" : "\n");
  }
  return out + "}\n";
}

}  // namespace ps::sudoku
