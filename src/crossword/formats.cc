// Crossword file formats; see formats.h. Byte layouts and field meanings follow the ipuz v2
// specification, the community description of the Across Lite format and the xd format spec
// (notes in docs/formats.md).
#include "crossword/formats.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>

#include "core/text.h"
#include "crossword/json_text.h"

namespace ps::crossword {
namespace {

using nlohmann::json;

// ---------------------------------------------------------------------------------------------
// Shared model

bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }

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

Error Invalid(std::string message, int line = 0) {
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

}  // namespace

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
  }
  return "?";
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
  return InvalidInput(fmt::format(
      "cannot tell the format of '{}' from its extension (use .ipuz, .puz, .xd, .json or "
      ".pzproj)",
      path));
}

Result<Crossword> FromLetters(const Grid<char>& letters) {
  const int w = letters.width(), h = letters.height();
  if (w < 1 || h < 1 || w > kMaxSide || h > kMaxSide) {
    return InvalidInput(fmt::format("a {}x{} grid is outside 1..{} a side", w, h, kMaxSide));
  }
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const char c = letters.At(x, y);
      if (c != kBlock && !IsUpper(c)) {
        return InvalidInput(fmt::format("{} holds '{}'; a cell is a block or one letter A-Z",
                                        CellName(x, y), std::string(1, c)));
      }
    }
  }
  // The entries are the grid's slots (board.h) with their letters.
  SlotScan scan = FindSlots(letters);
  if (scan.lone) {
    return InvalidInput(
        fmt::format("the letter at {} belongs to no entry (a lone letter between blocks)",
                    CellName(scan.lone->first, scan.lone->second)));
  }
  Crossword g;
  g.width = w;
  g.height = h;
  for (const Slot& slot : scan.slots) {
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
  CrosswordFile out{std::move(*g), std::move(meta)};
  return out;
}

// ---------------------------------------------------------------------------------------------
// ipuz

std::string WriteIpuz(const CrosswordFile& f) {
  const Crossword& g = f.grid;
  Result<Grid<char>> letters = Letters(g);
  PS_CHECK(letters.ok());
  json j;
  j["version"] = "http://ipuz.org/v2";
  j["kind"] = json::array({"http://ipuz.org/crossword#1"});
  j["origin"] = "puzzlesmith";
  if (!f.meta.title.empty()) j["title"] = f.meta.title;
  if (!f.meta.author.empty()) j["author"] = f.meta.author;
  if (!f.meta.copyright.empty()) j["copyright"] = f.meta.copyright;
  if (const std::string notes = NotesText(f.meta); !notes.empty()) j["notes"] = notes;
  j["dimensions"] = {{"width", g.width}, {"height", g.height}};
  j["block"] = "#";
  j["empty"] = 0;
  Grid<int> numbers(g.width, g.height, 0);
  for (const Entry& e : g.entries) numbers.At(e.x, e.y) = e.number;
  json puzzle = json::array(), solution = json::array();
  for (int y = 0; y < g.height; ++y) {
    json prow = json::array(), srow = json::array();
    for (int x = 0; x < g.width; ++x) {
      const char c = letters->At(x, y);
      if (c == kBlock) {
        prow.push_back("#");
        srow.push_back("#");
      } else {
        prow.push_back(numbers.At(x, y));
        srow.push_back(std::string(1, c));
      }
    }
    puzzle.push_back(std::move(prow));
    solution.push_back(std::move(srow));
  }
  j["puzzle"] = std::move(puzzle);
  j["solution"] = std::move(solution);
  json across = json::array(), down = json::array();
  for (const Entry& e : g.entries) {
    (e.dir == Direction::kAcross ? across : down).push_back(json::array({e.number, e.clue}));
  }
  j["clues"] = {{"Across", std::move(across)}, {"Down", std::move(down)}};
  return j.dump(1, ' ', false, json::error_handler_t::replace) + "\n";
}

namespace {

// The grid size and the block string of an ipuz file, checked.
struct IpuzShape {
  int width = 0;
  int height = 0;
  std::string block = "#";
};

Result<IpuzShape> ReadIpuzShape(const json& j) {
  auto dims = j.find("dimensions");
  if (dims == j.end() || !dims->is_object() || !dims->contains("width") ||
      !dims->contains("height") || !(*dims)["width"].is_number_integer() ||
      !(*dims)["height"].is_number_integer()) {
    return Invalid("the ipuz file needs \"dimensions\": {\"width\": W, \"height\": H}");
  }
  IpuzShape shape;
  shape.width = (*dims)["width"].get<int>();
  shape.height = (*dims)["height"].get<int>();
  if (shape.width < 1 || shape.height < 1 || shape.width > kMaxSide || shape.height > kMaxSide) {
    return Invalid(fmt::format("ipuz dimensions {}x{} are outside 1..{}", shape.width, shape.height,
                               kMaxSide));
  }
  if (auto b = j.find("block"); b != j.end() && b->is_string()) shape.block = b->get<std::string>();
  return shape;
}

// A cell of an ipuz "solution": the letter, kBlock, or 0 when the cell has no answer.
Result<char> IpuzSolutionCell(const json& v, const std::string& block, int x, int y) {
  const json* value = &v;
  if (v.is_object()) {
    auto it = v.find("value");
    if (it == v.end()) it = v.find("cell");
    if (it == v.end()) return char{0};
    value = &*it;
  }
  if (value->is_null()) return kBlock;
  if (value->is_number()) return char{0};
  if (!value->is_string()) {
    return InvalidInput(
        fmt::format("solution cell {} is neither a letter nor a block", CellName(x, y)));
  }
  const std::string s = value->get<std::string>();
  if (s == block || s == "#") return kBlock;
  if (s.empty()) return char{0};
  if (s.size() == 1 && std::isalpha(static_cast<unsigned char>(s[0]))) {
    return static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  }
  return InvalidInput(fmt::format(
      "solution cell {} holds \"{}\"; puzzlesmith grids hold one letter A-Z a cell (no rebus)",
      CellName(x, y), s));
}

// A number in an ipuz file (an integer or a string of digits), or -1.
int IpuzNumberValue(const json& n) {
  if (n.is_number_integer()) return n.get<int>();
  if (n.is_string()) {
    const std::string s = n.get<std::string>();
    if (s.empty() || s.size() > 6) return -1;
    int v = 0;
    for (char c : s) {
      if (c < '0' || c > '9') return -1;
      v = v * 10 + (c - '0');
    }
    return v;
  }
  return -1;
}

// The number in an ipuz "puzzle" cell, or 0; true in `block` when the cell is a block or omitted.
int IpuzNumber(const json& v, const std::string& block_text, bool& block) {
  const json* value = &v;
  block = false;
  if (v.is_object()) {
    auto it = v.find("cell");
    if (it == v.end()) return 0;
    value = &*it;
  }
  block = value->is_null() ||
          (value->is_string() && (*value == block_text || *value == std::string("#")));
  return block ? 0 : std::max(0, IpuzNumberValue(*value));
}

}  // namespace

Result<CrosswordFile> ReadIpuz(std::string_view text) {
  Result<json> parsed = ParseJson(text, "ipuz file");
  if (!parsed.ok()) return parsed.error();
  const json& j = *parsed;
  if (!j.is_object()) return Invalid("an ipuz file is a JSON object");
  bool crossword = false;
  if (auto k = j.find("kind"); k != j.end() && k->is_array()) {
    for (const json& s : *k) {
      if (s.is_string() && s.get<std::string>().find("ipuz.org/crossword") != std::string::npos) {
        crossword = true;
      }
    }
  }
  if (!crossword) {
    return Invalid("not an ipuz crossword: \"kind\" names no http://ipuz.org/crossword kind");
  }
  Result<IpuzShape> shape = ReadIpuzShape(j);
  if (!shape.ok()) return shape.error();
  const int w = shape->width, h = shape->height;
  const std::string& block = shape->block;
  auto sol = j.find("solution");
  if (sol == j.end() || !sol->is_array()) {
    return Invalid(
        "the ipuz file has no \"solution\"; puzzlesmith needs the answers to number and check "
        "the grid");
  }
  const json* puzzle = nullptr;
  if (auto p = j.find("puzzle"); p != j.end() && p->is_array()) puzzle = &*p;
  auto row_ok = [&](const json& rows) {
    if (rows.size() != static_cast<size_t>(h)) return false;
    return std::all_of(rows.begin(), rows.end(), [&](const json& r) {
      return r.is_array() && r.size() == static_cast<size_t>(w);
    });
  };
  if (!row_ok(*sol))
    return Invalid(fmt::format("the ipuz \"solution\" is not {} rows of {} cells", h, w));
  if (puzzle != nullptr && !row_ok(*puzzle)) {
    return Invalid(fmt::format("the ipuz \"puzzle\" is not {} rows of {} cells", h, w));
  }
  Grid<char> letters(w, h, kBlock);
  std::map<int, std::pair<int, int>> file_numbers;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      Result<char> c =
          IpuzSolutionCell((*sol)[static_cast<size_t>(y)][static_cast<size_t>(x)], block, x, y);
      if (!c.ok()) return c.error();
      bool is_block = false;
      int number = 0;
      if (puzzle != nullptr) {
        number =
            IpuzNumber((*puzzle)[static_cast<size_t>(y)][static_cast<size_t>(x)], block, is_block);
      }
      if (*c == 0 && !is_block) {
        return Invalid(fmt::format("the ipuz solution has no letter at {}", CellName(x, y)));
      }
      letters.At(x, y) = is_block ? kBlock : *c;
      if (number > 0 && !is_block) file_numbers[number] = {x, y};
    }
  }
  Result<Crossword> g = FromLetters(letters);
  if (!g.ok()) return g.error();
  const std::map<int, std::pair<int, int>> standard = NumberCells(*g);
  if (auto clues = j.find("clues"); clues != j.end()) {
    if (!clues->is_object()) return Invalid("the ipuz \"clues\" is not an object");
    for (const auto& [key, list] : clues->items()) {
      const std::string dir_name = key.substr(0, key.find(':'));
      Direction d;
      if (dir_name == "Across" || dir_name == "across") {
        d = Direction::kAcross;
      } else if (dir_name == "Down" || dir_name == "down") {
        d = Direction::kDown;
      } else {
        return Invalid(fmt::format(
            "ipuz clue list \"{}\": puzzlesmith reads Across and Down clues only", key));
      }
      if (!list.is_array())
        return Invalid(fmt::format("ipuz clue list \"{}\" is not an array", key));
      for (const json& c : list) {
        int number = -1;
        std::string clue;
        if (c.is_array() && c.size() >= 2 && c[1].is_string()) {
          number = IpuzNumberValue(c[0]);
          clue = c[1].get<std::string>();
        } else if (c.is_object()) {
          if (auto n = c.find("number"); n != c.end()) number = IpuzNumberValue(*n);
          clue = OptString(c, "clue");
        }
        if (number < 0) {
          return Invalid(
              fmt::format("a clue in \"{}\" has no number: {}", key, c.dump().substr(0, 80)));
        }
        // The file's own numbers place the clue; without them, the standard numbering.
        std::optional<std::pair<int, int>> start;
        if (auto it = file_numbers.find(number); it != file_numbers.end()) {
          start = it->second;
        } else if (file_numbers.empty()) {
          if (auto it2 = standard.find(number); it2 != standard.end()) start = it2->second;
        }
        Entry* e = start ? FindEntry(*g, start->first, start->second, d) : nullptr;
        if (e == nullptr) {
          return Invalid(fmt::format("clue {} {} has no entry in the grid", number, key));
        }
        e->clue = clue;
      }
    }
  }
  CrosswordFile out;
  out.grid = std::move(*g);
  out.meta.title = OptString(j, "title");
  out.meta.author = OptString(j, "author");
  out.meta.copyright = OptString(j, "copyright");
  out.meta.notes = OptString(j, "notes");
  if (Status st = TakeWords(out); !st.ok()) return st.error();
  return out;
}

// ---------------------------------------------------------------------------------------------
// Across Lite .puz

namespace {

constexpr char kPuzMagic[] = "ACROSS&DOWN";  // followed by a NUL in the file

uint16_t PuzChecksum(std::string_view data, uint16_t sum) {
  for (char ch : data) {
    sum = static_cast<uint16_t>((sum & 1) ? (sum >> 1) | 0x8000 : sum >> 1);
    sum = static_cast<uint16_t>(sum + static_cast<unsigned char>(ch));
  }
  return sum;
}

uint16_t PuzTextChecksum(const std::string& title, const std::string& author,
                         const std::string& copyright, const std::vector<std::string>& clues,
                         const std::string& notes, uint16_t sum) {
  auto with_nul = [](const std::string& s) { return s + '\0'; };
  if (!title.empty()) sum = PuzChecksum(with_nul(title), sum);
  if (!author.empty()) sum = PuzChecksum(with_nul(author), sum);
  if (!copyright.empty()) sum = PuzChecksum(with_nul(copyright), sum);
  for (const std::string& c : clues) sum = PuzChecksum(c, sum);
  if (!notes.empty()) sum = PuzChecksum(with_nul(notes), sum);
  return sum;
}

void Put16(std::string& buf, size_t at, uint16_t v) {
  buf[at] = static_cast<char>(v & 0xFF);
  buf[at + 1] = static_cast<char>(v >> 8);
}

uint16_t Get16(std::string_view buf, size_t at) {
  return static_cast<uint16_t>(static_cast<unsigned char>(buf[at]) |
                               (static_cast<unsigned char>(buf[at + 1]) << 8));
}

// The entries in .puz clue order: by start cell row by row, across before down.
std::vector<size_t> PuzOrder(const Crossword& g) {
  std::vector<size_t> order(g.entries.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t i, size_t j) {
    const Entry &a = g.entries[i], &b = g.entries[j];
    if (a.number != b.number) return a.number < b.number;
    return a.dir == Direction::kAcross && b.dir == Direction::kDown;
  });
  return order;
}

}  // namespace

std::string WritePuz(const CrosswordFile& f) {
  const Crossword& g = f.grid;
  PS_CHECK(g.width <= 255 && g.height <= 255);
  Result<Grid<char>> letters = Letters(g);
  PS_CHECK(letters.ok());
  // Strings are ISO-8859-1 in version 1.3; a text with characters outside it needs version 2.0,
  // whose strings are UTF-8.
  std::vector<std::string> texts = {f.meta.title.empty() ? "Untitled" : f.meta.title,
                                    f.meta.author.empty() ? "Unknown" : f.meta.author,
                                    f.meta.copyright.empty() ? "-" : f.meta.copyright,
                                    NotesText(f.meta)};
  // Across Lite and the common readers show an empty title, author or copyright badly, and one
  // widely used reader checksums empty strings differently: always write them.
  for (size_t i : PuzOrder(g)) {
    const Entry& e = g.entries[i];
    texts.push_back(OneLine(e.clue));
  }
  bool latin1 = true;
  for (const std::string& t : texts) latin1 = latin1 && Utf8ToLatin1(t).has_value();
  if (latin1) {
    for (std::string& t : texts) t = *Utf8ToLatin1(t);
  }
  const std::string& title = texts[0];
  const std::string& author = texts[1];
  const std::string& copyright = texts[2];
  const std::string& notes = texts[3];
  const std::vector<std::string> clues(texts.begin() + 4, texts.end());

  std::string solution, state;
  for (int y = 0; y < g.height; ++y) {
    for (int x = 0; x < g.width; ++x) {
      const char c = letters->At(x, y);
      solution += c == kBlock ? '.' : c;
      state += c == kBlock ? '.' : '-';
    }
  }
  std::string buf(0x34, '\0');
  std::copy(kPuzMagic, kPuzMagic + 11, buf.begin() + 0x02);
  std::string version = latin1 ? "1.3" : "2.0";
  std::copy(version.begin(), version.end(), buf.begin() + 0x18);
  buf[0x2C] = static_cast<char>(g.width);
  buf[0x2D] = static_cast<char>(g.height);
  Put16(buf, 0x2E, static_cast<uint16_t>(clues.size()));
  Put16(buf, 0x30, 0x0001);  // a normal puzzle
  Put16(buf, 0x32, 0x0000);  // not scrambled
  const uint16_t cib = PuzChecksum(std::string_view(buf).substr(0x2C, 8), 0);
  const uint16_t sol = PuzChecksum(solution, 0);
  const uint16_t grid = PuzChecksum(state, 0);
  const uint16_t part = PuzTextChecksum(title, author, copyright, clues, notes, 0);
  uint16_t file = PuzChecksum(solution, cib);
  file = PuzChecksum(state, file);
  file = PuzTextChecksum(title, author, copyright, clues, notes, file);
  Put16(buf, 0x00, file);
  Put16(buf, 0x0E, cib);
  const char mask[] = "ICHEATED";
  const uint16_t parts[4] = {cib, sol, grid, part};
  for (size_t i = 0; i < 4; ++i) {
    buf[0x10 + i] = static_cast<char>(mask[i] ^ (parts[i] & 0xFF));
    buf[0x14 + i] = static_cast<char>(mask[i + 4] ^ (parts[i] >> 8));
  }
  buf += solution;
  buf += state;
  for (const std::string* s : {&title, &author, &copyright}) {
    buf += *s;
    buf += '\0';
  }
  for (const std::string& c : clues) {
    buf += c;
    buf += '\0';
  }
  buf += notes;
  buf += '\0';
  return buf;
}

Result<Grid<char>> ReadIpuzPattern(std::string_view text) {
  Result<json> parsed = ParseJson(text, "ipuz file");
  if (!parsed.ok()) return parsed.error();
  const json& j = *parsed;
  if (!j.is_object()) return Invalid("an ipuz file is a JSON object");
  Result<IpuzShape> shape = ReadIpuzShape(j);
  if (!shape.ok()) return shape.error();
  const int w = shape->width, h = shape->height;
  const std::string& block = shape->block;
  auto rows_of = [&](const char* key) -> Result<const json*> {
    auto it = j.find(key);
    if (it == j.end()) return static_cast<const json*>(nullptr);
    bool ok = it->is_array() && it->size() == static_cast<size_t>(h) &&
              std::all_of(it->begin(), it->end(), [&](const json& r) {
                return r.is_array() && r.size() == static_cast<size_t>(w);
              });
    if (!ok) return Invalid(fmt::format("the ipuz \"{}\" is not {} rows of {} cells", key, h, w));
    return &*it;
  };
  Result<const json*> puzzle = rows_of("puzzle");
  if (!puzzle.ok()) return puzzle.error();
  Result<const json*> solution = rows_of("solution");
  if (!solution.ok()) return solution.error();
  if (*puzzle == nullptr && *solution == nullptr) {
    return Invalid("the ipuz file has neither \"puzzle\" nor \"solution\": no grid to fill");
  }
  // A letter given in a cell value ("A", {"value": "A"}), or 0.
  auto given = [&](const json& v) -> char {
    const json* value = &v;
    if (v.is_object()) {
      auto it = v.find("value");
      if (it == v.end()) return 0;
      value = &*it;
    }
    if (!value->is_string()) return 0;
    const std::string s = value->get<std::string>();
    if (s.size() == 1 && std::isalpha(static_cast<unsigned char>(s[0]))) {
      return static_cast<char>(std::tolower(static_cast<unsigned char>(s[0])));
    }
    return 0;
  };
  Grid<char> cells(w, h, kEmpty);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const size_t ys = static_cast<size_t>(y), xs = static_cast<size_t>(x);
      bool is_block = false;
      char letter = 0;
      if (*puzzle != nullptr) {
        const json& c = (**puzzle)[ys][xs];
        IpuzNumber(c, block, is_block);
        if (!is_block) letter = given(c);
      }
      if (*solution != nullptr && !is_block) {
        const json& c = (**solution)[ys][xs];
        if (*puzzle == nullptr) {
          is_block = c.is_null() || (c.is_string() && (c == block || c == std::string("#")));
        }
        if (!is_block && letter == 0) letter = given(c);
      }
      cells.At(x, y) = is_block ? kBlock : (letter != 0 ? letter : kEmpty);
    }
  }
  return cells;
}

Result<CrosswordFile> ReadPuz(std::string_view bytes) {
  const size_t magic = bytes.find(std::string_view(kPuzMagic, 12));
  if (magic == std::string_view::npos || magic < 2) {
    return Invalid("not an Across Lite .puz file (no ACROSS&DOWN signature)");
  }
  const std::string_view b = bytes.substr(magic - 2);
  if (b.size() < 0x34) return Invalid("the .puz file ends inside its header");
  const int w = static_cast<unsigned char>(b[0x2C]), h = static_cast<unsigned char>(b[0x2D]);
  const int nclues = Get16(b, 0x2E);
  if (w < 1 || h < 1) return Invalid(fmt::format("the .puz grid is {}x{}", w, h));
  if (Get16(b, 0x32) != 0) {
    return Invalid(
        "the .puz file is scrambled (locked with a key); unlock it in Across Lite first");
  }
  const size_t cells = static_cast<size_t>(w * h);
  if (b.size() < 0x34 + 2 * cells) return Invalid("the .puz file ends inside its grid");
  const std::string_view solution = b.substr(0x34, cells), state = b.substr(0x34 + cells, cells);
  const bool utf8 = b[0x18] >= '2' && b[0x18] <= '9';
  size_t at = 0x34 + 2 * cells;
  bool ended = false;
  auto next_string = [&]() -> std::string {
    if (at >= b.size()) {
      ended = true;
      return "";
    }
    const size_t nul = b.find('\0', at);
    const size_t end = nul == std::string_view::npos ? b.size() : nul;
    std::string s(b.substr(at, end - at));
    if (nul == std::string_view::npos) ended = true;
    at = end + 1;
    return s;
  };
  const std::string title = next_string(), author = next_string(), copyright = next_string();
  std::vector<std::string> clues;
  for (int i = 0; i < nclues; ++i) {
    clues.push_back(next_string());
    if (ended)
      return Invalid(fmt::format("the .puz file ends after {} of its {} clues", i, nclues));
  }
  const std::string notes = at < b.size() ? next_string() : "";
  // Checksums: the header's, then the whole file's.
  const uint16_t cib = PuzChecksum(b.substr(0x2C, 8), 0);
  if (cib != Get16(b, 0x0E)) {
    return Invalid("the .puz header checksum does not match (the file is damaged)");
  }
  uint16_t file = PuzChecksum(solution, cib);
  file = PuzChecksum(state, file);
  const bool v13 = !(b[0x18] == '1' && b[0x1A] < '3');
  file = PuzTextChecksum(title, author, copyright, clues, v13 ? notes : "", file);
  if (file != Get16(b, 0x00)) {
    return Invalid("the .puz file checksum does not match (the file is damaged or was edited)");
  }
  // Extra sections: a rebus grid cannot be represented.
  for (size_t s = at; s + 8 <= b.size();) {
    const std::string_view name = b.substr(s, 4);
    const size_t len = Get16(b, s + 4);
    if (name == "GRBS") {
      return Invalid("the .puz file has rebus squares; puzzlesmith grids hold one letter a cell");
    }
    s += 8 + len + 1;
  }
  Grid<char> letters(w, h, kBlock);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const char c = solution[static_cast<size_t>(y * w + x)];
      if (c == '.' || c == ':') continue;
      if (!std::isalpha(static_cast<unsigned char>(c))) {
        return Invalid(
            fmt::format("the .puz solution holds '{}' at {}; puzzlesmith reads letters A-Z",
                        std::string(1, c), CellName(x, y)));
      }
      letters.At(x, y) = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
  }
  Result<Crossword> g = FromLetters(letters);
  if (!g.ok()) return g.error();
  const std::vector<size_t> order = PuzOrder(*g);
  if (order.size() != clues.size()) {
    return Invalid(fmt::format("the .puz file has {} clues for a grid of {} entries", clues.size(),
                               order.size()));
  }
  for (const std::string* s : {&title, &author, &copyright, &notes}) {
    if (utf8 && !CheckText(*s).ok()) return Invalid("a .puz 2.0 text is not valid UTF-8");
  }
  for (const std::string& s : clues) {
    if (utf8 && !CheckText(s).ok()) return Invalid("a .puz 2.0 clue is not valid UTF-8");
  }
  auto text = [&](const std::string& s) { return utf8 ? s : Latin1ToUtf8(s); };
  for (size_t i = 0; i < order.size(); ++i) {
    g->entries[order[i]].clue = text(clues[i]);
  }
  CrosswordFile out;
  out.grid = std::move(*g);
  out.meta = {text(title), text(author), text(copyright), text(notes), {}};
  if (Status st = TakeWords(out); !st.ok()) return st.error();
  return out;
}

// ---------------------------------------------------------------------------------------------
// .xd

std::string WriteXd(const CrosswordFile& f) {
  const Crossword& g = f.grid;
  Result<Grid<char>> letters = Letters(g);
  PS_CHECK(letters.ok());
  std::string out = "## Metadata\n\n";
  auto meta = [&](const char* key, const std::string& value) {
    if (!value.empty()) out += fmt::format("{}: {}\n", key, OneLine(value));
  };
  meta("Title", f.meta.title.empty() ? "Untitled" : f.meta.title);
  meta("Author", f.meta.author);
  meta("Copyright", f.meta.copyright);
  out += "\n## Grid\n\n";
  for (int y = 0; y < g.height; ++y) {
    for (int x = 0; x < g.width; ++x) out += letters->At(x, y);
    out += '\n';
  }
  out += "\n## Clues\n\n";
  for (Direction d : {Direction::kAcross, Direction::kDown}) {
    bool any = false;
    for (const Entry& e : g.entries) {
      if (e.dir != d) continue;
      out += fmt::format("{}{}. {} ~ {}\n", d == Direction::kAcross ? 'A' : 'D', e.number,
                         OneLine(e.clue), e.answer);
      any = true;
    }
    if (any && d == Direction::kAcross) out += '\n';
  }
  if (const std::string notes = NotesText(f.meta); !notes.empty()) {
    out += "\n## Notes\n\n" + notes + "\n";
  }
  return out;
}

Result<CrosswordFile> ReadXd(std::string_view text) {
  if (Status st = CheckText(text); !st.ok()) return st.error();
  // Lines, without '\r'.
  std::vector<std::string> lines;
  for (size_t at = 0; at <= text.size();) {
    size_t nl = text.find('\n', at);
    if (nl == std::string_view::npos) nl = text.size();
    std::string line(text.substr(at, nl - at));
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
    at = nl + 1;
  }
  // Sections: "## Name" headings, or (the older form) blocks separated by two blank lines in
  // the order metadata, grid, clues, notes.
  enum Part { kMeta, kGrid, kClues, kNotes, kOther };
  std::vector<Part> part(lines.size(), kOther);
  const bool headed = std::any_of(lines.begin(), lines.end(),
                                  [](const std::string& l) { return l.rfind("## ", 0) == 0; });
  if (headed) {
    Part cur = kOther;
    for (size_t i = 0; i < lines.size(); ++i) {
      if (lines[i].rfind("## ", 0) == 0) {
        std::string name = lines[i].substr(3);
        for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        while (!name.empty() && name.back() == ' ') name.pop_back();
        cur = name == "metadata" ? kMeta
              : name == "grid"   ? kGrid
              : name == "clues"  ? kClues
              : name == "notes"  ? kNotes
                                 : kOther;
        continue;
      }
      part[i] = cur;
    }
  } else {
    int section = 0, blanks = 0;
    bool seen = false;
    for (size_t i = 0; i < lines.size(); ++i) {
      if (lines[i].find_first_not_of(" \t") == std::string::npos) {
        ++blanks;
        continue;
      }
      if (seen && blanks >= 2) ++section;
      blanks = 0;
      seen = true;
      part[i] = section == 0 ? kMeta : section == 1 ? kGrid : section == 2 ? kClues : kNotes;
    }
  }
  CrosswordFile out;
  std::vector<std::string> grid_rows;
  int grid_line = 0;
  std::string notes;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& l = lines[i];
    const int line_no = static_cast<int>(i) + 1;
    const bool blank = l.find_first_not_of(" \t") == std::string::npos;
    if (part[i] == kMeta && !blank) {
      const size_t colon = l.find(':');
      if (colon == std::string::npos) {
        return Invalid(fmt::format("metadata line '{}' is not 'Key: value'", l), line_no);
      }
      std::string key = l.substr(0, colon);
      for (char& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      std::string value = l.substr(colon + 1);
      value.erase(0, value.find_first_not_of(' '));
      if (key == "title") out.meta.title = value;
      if (key == "author") out.meta.author = value;
      if (key == "copyright") out.meta.copyright = value;
      if (key == "rebus") {
        return Invalid("the .xd file has rebus squares; puzzlesmith grids hold one letter a cell",
                       line_no);
      }
    } else if (part[i] == kGrid && !blank) {
      if (grid_rows.empty()) grid_line = line_no;
      grid_rows.push_back(l);
    } else if (part[i] == kNotes) {
      notes += l + "\n";
    }
  }
  if (grid_rows.empty()) return Invalid("the .xd file has no grid");
  const int h = static_cast<int>(grid_rows.size());
  const int w = static_cast<int>(grid_rows.front().size());
  if (h > kMaxSide || w > kMaxSide)
    return Invalid("the .xd grid is larger than 256 a side", grid_line);
  Grid<char> letters(w, h, kBlock);
  for (int y = 0; y < h; ++y) {
    const std::string& row = grid_rows[static_cast<size_t>(y)];
    if (static_cast<int>(row.size()) != w) {
      return InvalidInput(
          fmt::format("grid row {} has {} cells, the first row {}", y + 1, row.size(), w),
          grid_line + y, 1);
    }
    for (int x = 0; x < w; ++x) {
      const char c = row[static_cast<size_t>(x)];
      if (c == '#' || c == '_' || c == '.') continue;
      if (!std::isalpha(static_cast<unsigned char>(c))) {
        return InvalidInput(
            fmt::format("grid cell '{}' is not a letter, '#' (block) or '_' (no cell)",
                        std::string(1, c)),
            grid_line + y, x + 1);
      }
      letters.At(x, y) = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
  }
  Result<Crossword> g = FromLetters(letters);
  if (!g.ok()) return g.error();
  const std::map<int, std::pair<int, int>> cells = NumberCells(*g);
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& l = lines[i];
    const int line_no = static_cast<int>(i) + 1;
    if (part[i] != kClues || l.find_first_not_of(" \t") == std::string::npos) continue;
    // "A1. Clue text ~ ANSWER"
    const char d = static_cast<char>(std::toupper(static_cast<unsigned char>(l[0])));
    size_t k = 1;
    int number = 0;
    while (k < l.size() && k < 8 && std::isdigit(static_cast<unsigned char>(l[k]))) {
      number = number * 10 + (l[k] - '0');
      ++k;
    }
    if ((d != 'A' && d != 'D') || k == 1 || k >= l.size() || l[k] != '.') {
      return Invalid(fmt::format("clue line '{}' is not 'A1. Clue ~ ANSWER'", l), line_no);
    }
    std::string clue = l.substr(k + 1);
    std::string answer;
    if (const size_t tilde = clue.rfind(" ~ "); tilde != std::string::npos) {
      answer = clue.substr(tilde + 3);
      clue.resize(tilde);
    }
    clue.erase(0, clue.find_first_not_of(' '));
    const Direction dir = d == 'A' ? Direction::kAcross : Direction::kDown;
    auto cell = cells.find(number);
    Entry* e =
        cell == cells.end() ? nullptr : FindEntry(*g, cell->second.first, cell->second.second, dir);
    if (e == nullptr) {
      return Invalid(fmt::format("clue {}{} has no entry in the grid", d, number), line_no);
    }
    std::string upper;
    for (char c : answer) {
      if (std::isalpha(static_cast<unsigned char>(c))) {
        upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      }
    }
    if (!answer.empty() && upper != e->answer) {
      return Invalid(fmt::format("clue {}{} gives the answer {} but the grid spells {}", d, number,
                                 answer, e->answer),
                     line_no);
    }
    e->clue = clue;
  }
  while (!notes.empty() && (notes.back() == '\n' || notes.back() == ' ')) notes.pop_back();
  notes.erase(0, notes.find_first_not_of('\n'));
  out.meta.notes = notes;
  out.grid = std::move(*g);
  if (Status st = TakeWords(out); !st.ok()) return st.error();
  return out;
}

// ---------------------------------------------------------------------------------------------
// Layout JSON and projects

nlohmann::json LayoutJson(const Crossword& g) {
  json j;
  j["width"] = g.width;
  j["height"] = g.height;
  json entries = json::array();
  for (const Entry& e : g.entries) {
    entries.push_back({{"word", e.answer},
                       {"clue", e.clue},
                       {"row", e.y},
                       {"col", e.x},
                       {"direction", ToString(e.dir)},
                       {"number", e.number}});
  }
  j["entries"] = std::move(entries);
  return j;
}

namespace {

// A crossword from layout JSON: the entries are drawn into a letter grid, which is read back the
// one way every format is, so the entries must be exactly the grid's runs.
Result<Crossword> LayoutFromJson(const json& j, std::string_view where) {
  if (!j.is_object()) return Invalid(fmt::format("{} is not a JSON object", where));
  for (const char* key : {"width", "height"}) {
    if (!j.contains(key) || !j[key].is_number_integer()) {
      return Invalid(fmt::format("{} needs an integer \"{}\"", where, key));
    }
  }
  if (!j.contains("entries") || !j["entries"].is_array()) {
    return Invalid(fmt::format("{} needs an \"entries\" array", where));
  }
  Crossword raw;
  raw.width = j["width"].get<int>();
  raw.height = j["height"].get<int>();
  if (raw.width < 1 || raw.height < 1 || raw.width > kMaxSide || raw.height > kMaxSide) {
    return Invalid(fmt::format("{}: a {}x{} grid is outside 1..{} a side", where, raw.width,
                               raw.height, kMaxSide));
  }
  int index = 0;
  for (const json& e : j["entries"]) {
    ++index;
    const std::string at = fmt::format("{}, entry {}", where, index);
    if (!e.is_object() || !e.contains("word") || !e["word"].is_string() || !e.contains("row") ||
        !e["row"].is_number_integer() || !e.contains("col") || !e["col"].is_number_integer() ||
        !e.contains("direction") || !e["direction"].is_string()) {
      return Invalid(fmt::format(
          "{} needs \"word\", \"row\", \"col\" and \"direction\" (\"across\" or \"down\")", at));
    }
    Entry entry;
    const std::string dir = e["direction"].get<std::string>();
    if (dir != "across" && dir != "down") {
      return Invalid(fmt::format("{}: direction is \"across\" or \"down\", not \"{}\"", at, dir));
    }
    entry.dir = dir == "across" ? Direction::kAcross : Direction::kDown;
    entry.x = e["col"].get<int>();
    entry.y = e["row"].get<int>();
    for (char c : e["word"].get<std::string>()) {
      if (!std::isalpha(static_cast<unsigned char>(c))) {
        return Invalid(fmt::format("{}: the word holds a character other than A-Z", at));
      }
      entry.answer += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    if (entry.answer.size() < 2 || entry.answer.size() > static_cast<size_t>(kMaxSide)) {
      return Invalid(fmt::format("{}: a word has 2 to {} letters", at, kMaxSide));
    }
    entry.clue = OptString(e, "clue");
    raw.entries.push_back(std::move(entry));
  }
  Result<Grid<char>> letters = Letters(raw);
  if (!letters.ok()) return Invalid(fmt::format("{}: {}", where, letters.error().message));
  Result<Crossword> g = FromLetters(*letters);
  if (!g.ok()) return Invalid(fmt::format("{}: {}", where, g.error().message));
  if (g->entries.size() != raw.entries.size()) {
    return Invalid(fmt::format(
        "{}: the entries' letters make {} runs of two or more letters, not {} (letters that "
        "touch form words too)",
        where, g->entries.size(), raw.entries.size()));
  }
  for (const Entry& e : raw.entries) {
    Entry* found = FindEntry(*g, e.x, e.y, e.dir);
    if (found == nullptr || found->answer != e.answer) {
      return Invalid(fmt::format("{}: {} at {} {} is not a whole run of the grid's letters", where,
                                 e.answer, CellName(e.x, e.y), ToString(e.dir)));
    }
    found->clue = e.clue;
  }
  return g;
}

}  // namespace

std::string WriteLayoutJson(const CrosswordFile& f) {
  json j = LayoutJson(f.grid);
  if (!f.meta.title.empty()) j["title"] = f.meta.title;
  if (!f.meta.author.empty()) j["author"] = f.meta.author;
  if (!f.meta.copyright.empty()) j["copyright"] = f.meta.copyright;
  if (const std::string notes = NotesText(f.meta); !notes.empty()) j["notes"] = notes;
  return j.dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
}

Result<CrosswordFile> ReadLayoutJson(std::string_view text) {
  Result<json> j = ParseJson(text, "layout file");
  if (!j.ok()) return j.error();
  Result<Crossword> g = LayoutFromJson(*j, "the layout");
  if (!g.ok()) return g.error();
  CrosswordFile out;
  out.grid = std::move(*g);
  out.meta = {OptString(*j, "title"),
              OptString(*j, "author"),
              OptString(*j, "copyright"),
              OptString(*j, "notes"),
              {}};
  if (Status st = TakeWords(out); !st.ok()) return st.error();
  return out;
}

constexpr char kProjectTag[] = "puzzlesmith crossword project";

std::string WriteProject(const Project& p) {
  json j;
  j["format"] = kProjectTag;
  j["version"] = 1;
  j["title"] = p.meta.title;
  j["author"] = p.meta.author;
  j["copyright"] = p.meta.copyright;
  j["notes"] = NotesText(p.meta);
  json words = json::array();
  for (const ClueWord& w : p.words) {
    json item = {{"word", w.text.empty() ? w.answer : w.text}, {"clue", w.clue}};
    if (w.direction) item["direction"] = ToString(*w.direction);
    words.push_back(std::move(item));
  }
  j["words"] = std::move(words);
  j["settings"] = {{"strategy", p.settings.strategy},
                   {"seed", p.settings.seed},
                   {"width", p.settings.width},
                   {"height", p.settings.height}};
  j["layout"] = p.layout ? LayoutJson(*p.layout) : json(nullptr);
  return j.dump(1, ' ', false, json::error_handler_t::replace) + "\n";
}

Result<Project> ReadProject(std::string_view text) {
  Result<json> parsed = ParseJson(text, "project file");
  if (!parsed.ok()) return parsed.error();
  const json& j = *parsed;
  if (!j.is_object() || OptString(j, "format") != kProjectTag) {
    return Invalid(fmt::format("not a puzzlesmith crossword project (\"format\": \"{}\" missing)",
                               kProjectTag));
  }
  if (!j.contains("version") || !j["version"].is_number_integer() || j["version"].get<int>() != 1) {
    return Invalid(
        "this project file has a version other than 1; use the puzzlesmith that wrote it");
  }
  Project p;
  // The word list is the word-list reader's JSON form ({"words": [...]}).
  Result<std::vector<ClueWord>> words = ClueListFromJson(j);
  if (!words.ok()) return Invalid("the project's word list: " + words.error().message);
  p.words = std::move(*words);
  p.meta = {OptString(j, "title"),
            OptString(j, "author"),
            OptString(j, "copyright"),
            OptString(j, "notes"),
            {}};
  if (auto s = j.find("settings"); s != j.end()) {
    if (!s->is_object()) return Invalid("the project's \"settings\" is not an object");
    if (auto v = s->find("strategy"); v != s->end() && v->is_string()) {
      Result<Strategy> st = ParseStrategy(v->get<std::string>());
      if (!st.ok()) return Invalid("the project's settings: " + st.error().message);
      p.settings.strategy = std::string(ToString(*st));
    }
    if (auto v = s->find("seed"); v != s->end() && v->is_number_unsigned()) {
      p.settings.seed = v->get<uint64_t>();
    }
    for (auto [key, field] :
         {std::pair{"width", &p.settings.width}, {"height", &p.settings.height}}) {
      if (auto v = s->find(key); v != s->end() && v->is_number_integer()) {
        const int64_t n = v->get<int64_t>();
        if (n != 0 && (n < 2 || n > kMaxSide)) {
          return Invalid(
              fmt::format("the project's frame {} {} is outside 2..{}", key, n, kMaxSide));
        }
        *field = static_cast<int>(n);
      }
    }
  }
  if (auto l = j.find("layout"); l != j.end() && !l->is_null()) {
    Result<Crossword> g = LayoutFromJson(*l, "the project's layout");
    if (!g.ok()) return g.error();
    p.layout = std::move(*g);
  }
  return p;
}

Result<CrosswordFile> ReadCrosswordFile(std::string_view content, FileFormat format) {
  switch (format) {
    case FileFormat::kIpuz:
      return ReadIpuz(content);
    case FileFormat::kPuz:
      return ReadPuz(content);
    case FileFormat::kXd:
      return ReadXd(content);
    case FileFormat::kJson:
      return ReadLayoutJson(content);
    case FileFormat::kProject: {
      Result<Project> p = ReadProject(content);
      if (!p.ok()) return p.error();
      if (!p->layout) {
        return Invalid("the project has no layout yet; run 'puzzlesmith crossword layout' on it");
      }
      return CrosswordFile{*p->layout, p->meta};
    }
  }
  return Invalid("unknown format");
}

}  // namespace ps::crossword
