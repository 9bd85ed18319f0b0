// Crossword file formats, what they share: the helpers of formats_internal.h, format names, a
// crossword from a letter grid, a fill-in as a file, and reading by format. Each format has its
// own file: ipuz.cc, puz.cc, xd.cc, layout_json.cc (notes in docs/formats.md); what each cannot
// keep is losses.cc.
#include "crossword/formats.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <tuple>

#include "core/text.h"
#include "crossword/formats_internal.h"
#include "crossword/json_text.h"

namespace ps::crossword {
namespace formats_detail {

using nlohmann::json;

// ---------------------------------------------------------------------------------------------
// Shared model

bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }

}  // namespace formats_detail

bool IsSign(char c) { return c != 0 && kSquareSigns.find(c) != std::string_view::npos; }

bool IsSquareChar(char c) {
  return formats_detail::IsUpper(c) || (c >= '0' && c <= '9') || IsSign(c);
}

namespace formats_detail {

bool IsRebusText(std::string_view s) {
  return !s.empty() && s.size() <= 12 && std::all_of(s.begin(), s.end(), IsSquareChar);
}

std::string RebusKeyPool(const CrosswordFile& f, std::string_view pool) {
  std::set<char> used;
  bool digits = false;
  for (const Entry& e : f.grid.entries) {
    for (char c : e.answer) {
      if (!IsUpper(c)) used.insert(c);
      digits = digits || (c >= '0' && c <= '9');
    }
  }
  // A grid whose squares hold digits gets no digit keys at all, so that every digit in it reads
  // as itself (a person reading the grid need not look each one up).
  std::string out;
  for (char k : pool) {
    if (!used.count(k) && !(digits && k >= '0' && k <= '9')) out += k;
  }
  return out;
}

Entry* FindEntry(Crossword& g, int x, int y, Direction d) {
  for (Entry& e : g.entries) {
    if (e.x == x && e.y == y && e.dir == d) return &e;
  }
  return nullptr;
}

// The start cell of every number of the standard numbering.
std::map<int, std::pair<int, int>> NumberCells(const Crossword& g) {
  std::map<int, std::pair<int, int>> cells;
  for (const Entry& e : g.entries) cells[e.number] = {e.x, e.y};
  return cells;
}

Error Invalid(std::string message, int line) {
  return InvalidInput(std::move(message), line, line > 0 ? 1 : 0);
}

// JSON text of a crossword file, binary text refused first.
Result<json> ParseJson(std::string_view text, std::string_view what) {
  if (Status st = CheckText(text); !st.ok()) return st.error();
  return ParseJsonText(text, what);
}

std::string OptString(const json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_string()) return "";
  return it->get<std::string>();
}

// A fill-in's word list rides in the notes as their last line (see Metadata::words).
constexpr std::string_view kWordsLine = "Fill-in words:";

std::string NotesText(const Metadata& m) {
  if (m.words.empty()) return m.notes;
  std::string out = m.notes;
  if (!out.empty()) out += '\n';
  out += kWordsLine;
  for (const std::string& w : m.words) out += ' ' + UpperAscii(w);
  return out;
}

// Takes the fill-in word line out of `f.meta.notes` into `f.meta.words`, checked against the
// grid: the words must be exactly the entries' answers.
Status TakeWords(CrosswordFile& f) {
  std::string& notes = f.meta.notes;
  const size_t nl = notes.rfind('\n');
  const size_t start = nl == std::string::npos ? 0 : nl + 1;
  if (notes.compare(start, kWordsLine.size(), kWordsLine) != 0) return Ok{};
  std::vector<std::string> words;
  std::string word;
  for (size_t i = start + kWordsLine.size(); i <= notes.size(); ++i) {
    const char c = i < notes.size() ? notes[i] : ' ';
    if (c == ' ') {
      if (!word.empty()) words.push_back(std::move(word));
      word.clear();
    } else if (IsUpper(c)) {
      word += LowerAscii(c);
    } else {
      return Invalid(
          fmt::format("the notes' \"{}\" line holds '{}'; it lists words A-Z "
                      "separated by spaces",
                      kWordsLine, std::string(1, c)));
    }
  }
  std::vector<std::string> listed = words, answers;
  for (const Entry& e : f.grid.entries) answers.push_back(LowerAscii(e.answer));
  std::sort(listed.begin(), listed.end());
  std::sort(answers.begin(), answers.end());
  if (listed != answers) {
    std::vector<std::string> extra, missing;
    std::set_difference(listed.begin(), listed.end(), answers.begin(), answers.end(),
                        std::back_inserter(extra));
    std::set_difference(answers.begin(), answers.end(), listed.begin(), listed.end(),
                        std::back_inserter(missing));
    return Invalid(fmt::format(
        "the fill-in word list in the notes does not match the grid ({}); fix the \"{}\" line "
        "or remove it",
        !extra.empty() ? fmt::format("{} is in no entry", extra.front())
                       : fmt::format("the entry {} is not listed", missing.front()),
        kWordsLine));
  }
  f.meta.words = std::move(words);
  notes.erase(nl == std::string::npos ? 0 : nl);
  return Ok{};
}

// Latin-1 <-> UTF-8, for .puz files before version 2.0.
std::string Latin1ToUtf8(std::string_view s) {
  std::string out;
  for (char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (c < 0x80) {
      out += ch;
    } else {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return out;
}

// The Latin-1 form of `s` when every character has one; nullopt otherwise (or when `s` is not
// valid UTF-8).
std::optional<std::string> Utf8ToLatin1(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      out += s[i];
    } else if ((c == 0xC2 || c == 0xC3) && i + 1 < s.size() &&
               (static_cast<unsigned char>(s[i + 1]) & 0xC0) == 0x80) {
      out += static_cast<char>(((c & 0x03) << 6) | (static_cast<unsigned char>(s[i + 1]) & 0x3F));
      ++i;
    } else {
      return std::nullopt;
    }
  }
  return out;
}

// One line, for formats whose clues are single lines.
std::string OneLine(std::string_view s) {
  std::string out;
  for (char c : s) out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
  return out;
}

void AddBar(Bars& bars, int w, int h, int x, int y, char side) {
  switch (side) {
    case 'T':
    case 't':
      if (y > 0) bars.top.insert(y * w + x);
      break;
    case 'L':
    case 'l':
      if (x > 0) bars.left.insert(y * w + x);
      break;
    case 'B':
    case 'b':
      if (y + 1 < h) bars.top.insert((y + 1) * w + x);
      break;
    case 'R':
    case 'r':
      if (x + 1 < w) bars.left.insert(y * w + x + 1);
      break;
    default:
      break;
  }
}

void DropIdleBars(Bars& bars, const Grid<char>& letters) {
  const int w = letters.width();
  auto block = [&](int i) { return letters[i] == kBlock; };
  std::erase_if(bars.top, [&](int i) { return block(i) || block(i - w); });
  std::erase_if(bars.left, [&](int i) { return block(i) || block(i - 1); });
}

}  // namespace formats_detail

using namespace formats_detail;

std::string_view ToString(FileFormat f) {
  switch (f) {
    case FileFormat::kIpuz:
      return "ipuz";
    case FileFormat::kPuz:
      return "puz";
    case FileFormat::kXd:
      return "xd";
    case FileFormat::kJson:
      return "json";
    case FileFormat::kProject:
      return "pzproj";
    case FileFormat::kJpz:
      return "jpz";
    case FileFormat::kAcrossText:
      return "acrosslite";
  }
  return "?";
}

std::optional<FileFormat> FormatNamed(std::string_view name) {
  for (FileFormat f : {FileFormat::kIpuz, FileFormat::kPuz, FileFormat::kXd, FileFormat::kJson,
                       FileFormat::kProject, FileFormat::kJpz, FileFormat::kAcrossText}) {
    if (ToString(f) == name) return f;
  }
  return std::nullopt;
}

Result<FileFormat> FormatForPath(std::string_view path) {
  const size_t dot = path.rfind('.');
  std::string ext = dot == std::string_view::npos ? "" : std::string(path.substr(dot + 1));
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (ext == "ipuz") return FileFormat::kIpuz;
  if (ext == "puz") return FileFormat::kPuz;
  if (ext == "xd") return FileFormat::kXd;
  if (ext == "json") return FileFormat::kJson;
  if (ext == "pzproj") return FileFormat::kProject;
  if (ext == "jpz") return FileFormat::kJpz;
  if (ext == "txt") return FileFormat::kAcrossText;
  return InvalidInput(fmt::format(
      "cannot tell the format of '{}' from its extension (use .ipuz, .puz, .xd, .jpz, .txt "
      "(Across Lite text), .json or .pzproj)",
      path));
}

Result<Crossword> FromLetters(const Grid<char>& letters, const Bars& bars) {
  const int w = letters.width(), h = letters.height();
  if (w < 1 || h < 1 || w > kMaxSide || h > kMaxSide) {
    return InvalidInput(fmt::format("a {}x{} grid is outside 1..{} a side", w, h, kMaxSide));
  }
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const char c = letters.At(x, y);
      if (c != kBlock && !IsSquareChar(c)) {
        return InvalidInput(
            fmt::format("{} holds '{}'; a cell is a block, a letter A-Z, a digit or a sign",
                        CellName(x, y), std::string(1, c)));
      }
    }
  }
  // The entries are the grid's slots (board.h) with their letters; in a barred grid, the runs
  // between blocks, bars and the edges.
  SlotScan scan = FindSlots(letters, bars);
  std::vector<Slot> slots = std::move(scan.slots);
  const std::optional<std::pair<int, int>> lone = scan.lone;
  if (lone) {
    return InvalidInput(fmt::format(
        "the letter at {} belongs to no entry (a lone letter between {})",
        CellName(lone->first, lone->second), bars.empty() ? "blocks" : "blocks and bars"));
  }
  Crossword g;
  g.width = w;
  g.height = h;
  for (const Slot& slot : slots) {
    Entry e;
    e.x = slot.x;
    e.y = slot.y;
    e.dir = slot.dir;
    for (int i = 0; i < slot.length; ++i) e.answer += letters.At(slot.CellX(i), slot.CellY(i));
    g.entries.push_back(std::move(e));
  }
  if (g.entries.empty()) return InvalidInput("the grid has no entries");
  Number(g);
  return g;
}

Result<CrosswordFile> FillinFile(const Board& board, const Fill& fill,
                                 std::vector<std::string> words, Metadata meta) {
  PS_CHECK(fill.size() == board.slots.size());
  for (size_t s = 0; s < fill.size(); ++s) {
    PS_CHECK(static_cast<int>(fill[s].size()) == board.slots[s].length);
  }
  Grid<char> letters = FilledCells(board, fill);  // lower case, kBlock elsewhere
  for (int c = 0; c < letters.size(); ++c) letters[c] = UpperAscii(letters[c]);
  Result<Crossword> g = FromLetters(letters);
  if (!g.ok()) return g.error();
  // A fill-in has no clues; an app shows the entry's length in the clue's place.
  for (Entry& e : g->entries) e.clue = fmt::format("{} letters", e.answer.size());
  std::vector<Slot> runs;
  for (const Entry& e : g->entries)
    runs.push_back({e.x, e.y, e.dir, static_cast<int>(e.answer.size())});
  for (const Slot& run : runs) {
    if (std::find(board.slots.begin(), board.slots.end(), run) == board.slots.end()) {
      return InvalidInput(fmt::format(
          "the letters at {} {} form a run that is no slot of the board; crossword files number "
          "every run of letters, so this board cannot be written as one (give it as a grid "
          "whose slots are its runs)",
          CellName(run.x, run.y), ToString(run.dir)));
    }
  }
  if (runs.size() != board.slots.size()) {
    return InvalidInput(
        "the board has slots inside longer runs of letters; crossword files "
        "number every run, so this board cannot be written as one");
  }
  if (words.empty()) {
    words = fill;
    std::sort(words.begin(), words.end(), [](const std::string& a, const std::string& b) {
      return a.size() != b.size() ? a.size() < b.size() : a < b;
    });
  }
  for (std::string& w : words) w = LowerAscii(w);
  meta.words = std::move(words);
  CrosswordFile out{std::move(*g), std::move(meta), {}};
  return out;
}

std::string Spelled(const CrosswordFile& f, const Entry& e) {
  std::string out;
  for (int i = 0; i < static_cast<int>(e.answer.size()); ++i) {
    const int x = e.dir == Direction::kAcross ? e.x + i : e.x;
    const int y = e.dir == Direction::kAcross ? e.y : e.y + i;
    auto it = f.squares.rebus.find(y * f.grid.width + x);
    out +=
        it != f.squares.rebus.end() ? it->second : std::string(1, e.answer[static_cast<size_t>(i)]);
  }
  return out;
}

Status CheckSquares(const CrosswordFile& f) {
  Result<Grid<char>> letters = Letters(f.grid);
  if (!letters.ok()) return letters.error();
  const int w = f.grid.width, n = w * f.grid.height;
  auto name = [&](int i) { return CellName(i % w, i / w); };
  auto inside = [&](int i) { return i >= 0 && i < n; };
  for (const auto& [i, text] : f.squares.rebus) {
    if (!inside(i)) return Invalid(fmt::format("rebus square {} is outside the grid", i));
    if ((*letters)[i] == kBlock) {
      return Invalid(fmt::format("the rebus square {} is a block", name(i)));
    }
    if (text.size() < 2 || !IsRebusText(text)) {
      return Invalid(fmt::format(
          "the rebus square {} holds \"{}\"; a rebus is 2 to 12 characters A-Z, 0-9 and signs",
          name(i), text));
    }
    if (text[0] != (*letters)[i]) {
      return Invalid(fmt::format("the rebus square {} holds \"{}\" but its letter is {}", name(i),
                                 text, std::string(1, (*letters)[i])));
    }
  }
  for (const auto* set : {&f.squares.circled, &f.squares.shaded}) {
    for (int i : *set) {
      if (!inside(i)) return Invalid(fmt::format("marked square {} is outside the grid", i));
      if ((*letters)[i] == kBlock) {
        return Invalid(fmt::format("the block at {} is marked {}", name(i),
                                   set == &f.squares.circled ? "circled" : "shaded"));
      }
    }
  }
  for (int i : f.squares.omitted) {
    if (!inside(i)) return Invalid(fmt::format("omitted square {} is outside the grid", i));
    if ((*letters)[i] != kBlock) {
      return Invalid(fmt::format("the square {} is omitted but holds a letter", name(i)));
    }
  }
  for (int i : f.squares.bars.top) {
    if (!inside(i) || i < w) {
      return Invalid(fmt::format("a bar above square {} is not inside the grid", i));
    }
  }
  for (int i : f.squares.bars.left) {
    if (!inside(i) || i % w == 0) {
      return Invalid(fmt::format("a bar left of square {} is not inside the grid", i));
    }
  }
  if (!f.squares.bars.empty()) {
    // The entries are the runs between the blocks and bars.
    Result<Crossword> runs = FromLetters(*letters, f.squares.bars);
    if (!runs.ok()) return runs.error();
    auto starts = [](const Crossword& c) {
      std::set<std::tuple<int, int, Direction, size_t>> out;
      for (const Entry& e : c.entries) out.insert({e.x, e.y, e.dir, e.answer.size()});
      return out;
    };
    if (starts(*runs) != starts(f.grid)) {
      return Invalid("the entries are not the runs of letters between the blocks and bars");
    }
  }
  return Ok{};
}

void PutExtras(const CrosswordFile& f, nlohmann::json& j) {
  const Metadata& m = f.meta;
  for (auto [key, value] : {std::pair{"editor", &m.editor},
                            {"publisher", &m.publisher},
                            {"date", &m.date},
                            {"difficulty", &m.difficulty},
                            {"intro", &m.intro}}) {
    if (!value->empty()) j[key] = *value;
  }
  const Squares& sq = f.squares;
  if (!sq.rebus.empty()) {
    json rebus = json::object();
    for (const auto& [i, text] : sq.rebus) rebus[std::to_string(i)] = text;
    j["rebus"] = std::move(rebus);
  }
  for (auto [key, set] :
       {std::pair{"circled", &sq.circled}, {"shaded", &sq.shaded}, {"omitted", &sq.omitted}}) {
    if (!set->empty()) j[key] = *set;
  }
  if (sq.diagramless) j["diagramless"] = true;
  if (!sq.bars.top.empty()) j["bar_top"] = sq.bars.top;
  if (!sq.bars.left.empty()) j["bar_left"] = sq.bars.left;
}

// The square numbers listed under `key` of a layout JSON's extras ("circled", "bar_top"...),
// added to `set`; nothing when the key is absent.
Status GetSquareList(const nlohmann::json& j, const char* key, std::set<int>& set) {
  auto it = j.find(key);
  if (it == j.end()) return Ok{};
  if (!it->is_array()) return Invalid(fmt::format("\"{}\" is not a list of square numbers", key));
  for (const json& v : *it) {
    if (!v.is_number_integer()) {
      return Invalid(fmt::format("\"{}\" holds {}, not a square number", key, v.dump()));
    }
    set.insert(v.get<int>());
  }
  return Ok{};
}

Result<Bars> GetBars(const nlohmann::json& j) {
  Bars bars;
  if (!j.is_object()) return bars;
  for (auto [key, set] : {std::pair{"bar_top", &bars.top}, {"bar_left", &bars.left}}) {
    if (Status s = GetSquareList(j, key, *set); !s.ok()) return s.error();
  }
  return bars;
}

Status GetExtras(const nlohmann::json& j, CrosswordFile& f) {
  if (!j.is_object()) return Ok{};
  Metadata& m = f.meta;
  for (auto [key, value] : {std::pair{"editor", &m.editor},
                            {"publisher", &m.publisher},
                            {"date", &m.date},
                            {"difficulty", &m.difficulty},
                            {"intro", &m.intro}}) {
    *value = OptString(j, key);
  }
  Squares sq;
  if (auto r = j.find("rebus"); r != j.end()) {
    if (!r->is_object()) return Invalid("\"rebus\" is not an object of square: letters");
    for (const auto& [key, text] : r->items()) {
      if (key.empty() || key.size() > 6 ||
          !std::all_of(key.begin(), key.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
          !text.is_string()) {
        return Invalid(
            fmt::format("\"rebus\" entry \"{}\" is not square number: \"LETTERS\"", key));
      }
      sq.rebus[std::stoi(key)] = UpperAscii(text.get<std::string>());
    }
  }
  for (auto [key, set] :
       {std::pair{"circled", &sq.circled}, {"shaded", &sq.shaded}, {"omitted", &sq.omitted}}) {
    if (Status s = GetSquareList(j, key, *set); !s.ok()) return s.error();
  }
  if (auto d = j.find("diagramless"); d != j.end() && d->is_boolean())
    sq.diagramless = d->get<bool>();
  Result<Bars> bars = GetBars(j);
  if (!bars.ok()) return bars.error();
  sq.bars = std::move(*bars);
  f.squares = std::move(sq);
  return CheckSquares(f);
}

std::optional<int> ParsePuzKey(std::string_view text) {
  if (text.size() != 4 ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    return std::nullopt;
  }
  return std::stoi(std::string(text));
}

std::string WriteCrosswordFile(const CrosswordFile& file, FileFormat format) {
  switch (format) {
    case FileFormat::kIpuz:
      return WriteIpuz(file);
    case FileFormat::kPuz:
      return WritePuz(file);
    case FileFormat::kXd:
      return WriteXd(file);
    case FileFormat::kJson:
      return WriteLayoutJson(file);
    case FileFormat::kJpz:
      return WriteJpz(file);
    case FileFormat::kAcrossText:
      return WriteAcrossText(file);
    case FileFormat::kProject:
      break;
  }
  PS_CHECK(false && "a project is written with WriteProject");
  return "";
}

namespace {

// One puzzle of `format`.
Result<CrosswordFile> ReadOne(std::string_view content, FileFormat format, std::optional<int> key) {
  switch (format) {
    case FileFormat::kIpuz:
      return ReadIpuz(content);
    case FileFormat::kPuz:
      return ReadPuz(content, key);
    case FileFormat::kXd:
      return ReadXd(content);
    case FileFormat::kJson:
      return ReadLayoutJson(content);
    case FileFormat::kJpz:
      return ReadJpz(content);
    case FileFormat::kAcrossText:
      return ReadAcrossText(content);
    case FileFormat::kProject: {
      Result<Project> p = ReadProject(content);
      if (!p.ok()) return p.error();
      if (!p->layout) {
        return Invalid("the project has no layout yet; run 'puzzlesmith crossword layout' on it");
      }
      return CrosswordFile{*p->layout, p->meta, {}};
    }
  }
  return Invalid("unknown format");
}

// A text of several puzzles one after another: the line numbers (1-based) where each starts, a
// line that starts with `mark` (after spaces) opening one; {1} when there is at most one. With
// `grid` (.xd, whose sections may come twice: a second "## Metadata" may add to the first), a
// mark opens a puzzle only when a `grid` line comes both before it (since the last puzzle's
// start) and after it (before the next mark).
std::vector<int> PuzzleStarts(std::string_view text, std::string_view mark,
                              std::string_view grid = {}) {
  std::vector<int> marks, grids;
  int line = 1;
  auto starts_with = [](std::string_view l, std::string_view m) {
    return !m.empty() && l.size() >= m.size() && LowerAscii(l.substr(0, m.size())) == LowerAscii(m);
  };
  for (size_t at = 0; at <= text.size(); ++line) {
    size_t nl = text.find('\n', at);
    if (nl == std::string_view::npos) nl = text.size();
    std::string_view l = text.substr(at, nl - at);
    l.remove_prefix(std::min(l.size(), l.find_first_not_of(" \t")));
    if (starts_with(l, mark)) marks.push_back(line);
    if (starts_with(l, grid)) grids.push_back(line);
    at = nl + 1;
  }
  auto grid_between = [&](int a, int b) {
    return std::any_of(grids.begin(), grids.end(), [&](int g) { return g > a && g < b; });
  };
  std::vector<int> starts = {1};
  for (size_t i = 1; i < marks.size(); ++i) {
    const int next = i + 1 < marks.size() ? marks[i + 1] : line + 1;
    if (grid.empty() || (grid_between(starts.back(), marks[i]) && grid_between(marks[i], next))) {
      starts.push_back(marks[i]);
    }
  }
  return starts;
}

// The text from line `from` to before line `to` (1-based; to 0: the end).
std::string_view Lines(std::string_view text, int from, int to) {
  size_t a = 0, b = text.size();
  int line = 1;
  for (size_t at = 0; at <= text.size(); ++line) {
    if (line == from) a = at;
    if (line == to) {
      b = at;
      break;
    }
    const size_t nl = text.find('\n', at);
    if (nl == std::string_view::npos) break;
    at = nl + 1;
  }
  return text.substr(a, b - a);
}

}  // namespace

Result<CrosswordFiles> ReadCrosswordFiles(std::string_view content, FileFormat format,
                                          std::optional<int> key) {
  std::vector<Result<CrosswordFile>> all;
  if (format == FileFormat::kJpz || format == FileFormat::kIpuz) {
    Result<std::vector<Result<CrosswordFile>>> read =
        format == FileFormat::kJpz ? ReadJpzAll(content) : ReadIpuzAll(content);
    if (!read.ok()) return read.error();
    all = std::move(*read);
  } else if (format == FileFormat::kAcrossText || format == FileFormat::kXd) {
    const std::vector<int> starts = format == FileFormat::kXd
                                        ? PuzzleStarts(content, "## Metadata", "## Grid")
                                        : PuzzleStarts(content, "<ACROSS PUZZLE");
    for (size_t i = 0; i < starts.size(); ++i) {
      const int to = i + 1 < starts.size() ? starts[i + 1] : 0;
      Result<CrosswordFile> one = ReadOne(Lines(content, starts[i], to), format, key);
      if (!one.ok() && one.error().line > 0) {
        // Lines counted in the whole text.
        Error e = one.error();
        e.line += starts[i] - 1;
        one = e;
      }
      all.push_back(std::move(one));
    }
  } else {
    all.push_back(ReadOne(content, format, key));
  }
  CrosswordFiles out;
  out.total = all.size();
  for (size_t i = 0; i < all.size(); ++i) {
    if (all[i].ok()) {
      out.files.push_back(std::move(*all[i]));
    } else {
      out.skipped.push_back(
          fmt::format("puzzle {} of {} skipped: {}", i + 1, all.size(), all[i].error().ToString()));
    }
  }
  if (out.files.empty()) {
    if (all.size() == 1) return all.front().error();
    Error e = all.front().error();
    e.message =
        fmt::format("none of the {} puzzles could be read; the first: {}", all.size(), e.message);
    return e;
  }
  return out;
}

Result<CrosswordFile> ReadCrosswordFile(std::string_view content, FileFormat format,
                                        std::optional<int> key) {
  Result<CrosswordFiles> read = ReadCrosswordFiles(content, format, key);
  if (!read.ok()) return read.error();
  return std::move(read->files.front());
}

}  // namespace ps::crossword
