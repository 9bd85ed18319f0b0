// A crossword as a puzzle record (kind/kind.h): the document the API and the web app use for
// every crossword-like kind (crosswords with clues, fill-ins), and what those kinds share: import
// from the crossword formats, export, print, check and hint a game, and the game ID.
#include "crossword/record.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "core/grid.h"
#include "core/text.h"
#include "crossword/draw.h"
#include "crossword/packing.h"
#include "kind/common.h"

namespace ps::crossword::record {

using kind::Base64UrlDecode;
using kind::Base64UrlEncode;
using kind::Z;

namespace {

Result<Grid<char>> GridFromRows(const json& rows, int width, int height) {
  if (!rows.is_array() || static_cast<int>(rows.size()) != height) {
    return InvalidInput("stored crossword: grid rows do not match the height");
  }
  Grid<char> g(width, height, '#');
  for (int y = 0; y < height; ++y) {
    std::string row = rows[Z(y)].get<std::string>();
    if (static_cast<int>(row.size()) != width) {
      return InvalidInput("stored crossword: a grid row does not match the width");
    }
    for (int x = 0; x < width; ++x) g.At(x, y) = row[Z(x)];
  }
  return g;
}

// Game ID: "<width>x<height>:<packed>", the crossword's own JSON (grid, clues, title, word list)
// deflated and written in base64url: a 15x15 with its clues takes about 2,000 characters.
constexpr size_t kMaxIdJson = 4 << 20;

}  // namespace

json Doc(const CrosswordFile& file) {
  Result<Grid<char>> letters = Letters(file.grid);
  PS_CHECK(letters.ok());
  json rows = json::array();
  for (int y = 0; y < letters->height(); ++y) {
    std::string row;
    for (int x = 0; x < letters->width(); ++x) row += letters->At(x, y);
    rows.push_back(std::move(row));
  }
  json entries = json::array();
  const bool variety = IsVariety(file.grid);
  for (const Entry& e : file.grid.entries) {
    entries.push_back({{"number", e.number},
                       {"row", e.y},
                       {"col", e.x},
                       {"direction", ToString(e.dir)},
                       {"answer", e.answer},
                       {"spelled", Spelled(file, e)},
                       {"clue", e.clue}});
    if (variety) {
      // A variety crossword's entry: its list, its label and its squares in order.
      entries.back()["list"] = ListName(file.grid, e);
      entries.back()["label"] = e.label;
      entries.back()["cells"] = e.cells;
    }
  }
  json words = json::array();
  for (const std::string& w : file.meta.words) words.push_back(UpperAscii(w));
  json doc = {{"width", file.grid.width},         {"height", file.grid.height},
              {"grid", std::move(rows)},          {"entries", std::move(entries)},
              {"words", std::move(words)},        {"author", file.meta.author},
              {"copyright", file.meta.copyright}, {"notes", file.meta.notes}};
  if (variety) doc["lists"] = file.grid.lists;
  PutExtras(file, doc);
  return doc;
}

namespace {

// A variety crossword's entries from its document: the lists and each entry's squares.
Result<Crossword> VarietyFromDoc(const json& doc, const Grid<char>& letters) {
  std::vector<ListedClues> lists;
  for (const json& name : doc["lists"]) {
    if (!name.is_string()) return InvalidInput("stored crossword: a list name is not text");
    lists.push_back({name.get<std::string>(), {}});
  }
  for (const json& e : doc.value("entries", json::array())) {
    const std::string list = e.value("list", "");
    auto it = std::find_if(lists.begin(), lists.end(),
                           [&](const ListedClues& l) { return l.name == list; });
    if (it == lists.end()) return InvalidInput("stored crossword: an entry's list is not listed");
    ListedClue c{e.value("label", ""), e.value("clue", ""), {}};
    for (const json& i : e.value("cells", json::array())) {
      if (!i.is_number_integer()) return InvalidInput("stored crossword: a cell is not a number");
      c.cells.push_back(i.get<int>());
    }
    it->clues.push_back(std::move(c));
  }
  Result<Crossword> g = FromLists(letters, lists);
  if (!g.ok()) return InvalidInput("stored crossword: " + g.error().message);
  return g;
}

}  // namespace

Result<CrosswordFile> FileFromDoc(const PuzzleRecord& r) {
  const json& doc = r.doc;
  int w = doc.value("width", 0), h = doc.value("height", 0);
  if (w < 1 || h < 1 || w > kMaxSide || h > kMaxSide) {
    return InvalidInput("stored crossword: bad size");
  }
  PS_TRY(letters, GridFromRows(doc["grid"], w, h));
  PS_TRY(bars, GetBars(doc));
  const bool variety = doc.contains("lists") && doc["lists"].is_array() && !doc["lists"].empty();
  PS_TRY(grid, variety ? VarietyFromDoc(doc, letters) : FromLetters(letters, bars));
  std::map<std::tuple<int, int, std::string>, std::string> clues;
  if (doc.contains("entries") && !variety) {
    for (const json& e : doc["entries"]) {
      clues[{e.value("col", 0), e.value("row", 0), e.value("direction", "")}] = e.value("clue", "");
    }
  }
  for (Entry& e : grid.entries) {
    auto it = clues.find({e.x, e.y, std::string(ToString(e.dir))});
    if (it != clues.end()) e.clue = it->second;
  }
  CrosswordFile file;
  file.grid = std::move(grid);
  file.meta.title = r.title;
  file.meta.author = doc.value("author", "");
  file.meta.copyright = doc.value("copyright", "");
  file.meta.notes = doc.value("notes", "");
  if (doc.contains("words")) {
    for (const json& word : doc["words"]) {
      file.meta.words.push_back(LowerAscii(word.get<std::string>()));
    }
  }
  if (Status st = GetExtras(doc, file); !st.ok()) {
    return InvalidInput("stored crossword: " + st.error().message);
  }
  return file;
}

Result<PuzzleRecord> Imported(const CrosswordFile& file, const std::string& source,
                              const std::string& title, const std::string& file_name) {
  PuzzleRecord r;
  r.kind = file.meta.words.empty() ? "crossword" : "fillin";
  r.title = kind::ImportTitle(title, file.meta.title, file_name);
  if (r.title.empty()) {
    r.title = fmt::format("Imported {} {}x{}", source, file.grid.width, file.grid.height);
  }
  r.level = fmt::format("{} words", file.grid.entries.size());
  r.params = {{"imported", source}};
  r.doc = Doc(file);
  return r;
}

kind::Detection Detect(const kind::Sniff& text) {
  using kind::Detection;
  // The .puz signature is at offset 2; some files have a line before it (a name, as puzpy's
  // washpost.puz has), which Across Lite and puzpy skip.
  if (const size_t magic = text.text.substr(0, 1024).find(std::string_view("ACROSS&DOWN\0", 12));
      magic != std::string_view::npos && magic >= 2) {
    return {"puz", Detection::kSignature};
  }
  // A .jpz as the Crossword Compiler applet read it: a ZIP archive (no other kind reads ZIP).
  if (text.text.size() >= 4 && text.text.compare(0, 4, std::string_view("PK\3\4", 4)) == 0) {
    return {"jpz", Detection::kHeader};
  }
  const std::string_view t = text.start;
  if (t.empty()) return {};
  if (t.rfind("<ACROSS PUZZLE", 0) == 0) return {"acrosslite", Detection::kSignature};
  if (t[0] == '<' && LooksLikeUclick(text.text)) return {"uclick", Detection::kSignature};
  if (t[0] == '<' && t.find("<rectangular-puzzle") != std::string_view::npos) {
    return {"jpz", Detection::kSignature};
  }
  if (t.rfind("ipuz(", 0) == 0) return {"ipuz", Detection::kSignature};  // ipuz as JSONP
  if (text.IsJson()) {
    // A list of ipuz puzzles is told by its first.
    const json& j = text.json.is_array() && !text.json.empty() ? text.json.front() : text.json;
    if (j.is_object() && j.contains("kind") && j.contains("dimensions")) {
      // Surely ours when its "kind" names a crossword; an ipuz of another kind is claimed
      // loosely, so that the kind it names (whose own detection is sure of it) reads it, and
      // otherwise the crossword reader says what it lacks.
      const bool crossword = j["kind"].dump().find("ipuz.org/crossword") != std::string::npos;
      return {"ipuz", crossword ? Detection::kSignature : Detection::kHeader};
    }
    return {"json", Detection::kJson};
  }
  if (t.find("## Grid") != std::string_view::npos || t.find("\nTitle:") != std::string_view::npos ||
      t.rfind("Title:", 0) == 0) {
    return {"xd", Detection::kHeader};
  }
  return {};
}

namespace {

Result<CrosswordFiles> ReadFiles(const std::string& text, const std::string& format,
                                 const ImportOptions& o) {
  // Any other name (the project's own JSON) is the layout JSON.
  std::optional<FileFormat> named = FormatNamed(format);
  const FileFormat f = named && *named != FileFormat::kProject ? *named : FileFormat::kJson;
  const std::string given = o.params.value("key", "");
  const std::optional<int> key = ParsePuzKey(given);
  if (!given.empty() && !key) {
    return InvalidInput(fmt::format("the key '{}' is not 4 digits; a .puz key is 4 digits", given));
  }
  return ReadCrosswordFiles(text, f, key);
}

}  // namespace

Result<PuzzleRecord> Read(const std::string& text, const std::string& format,
                          const ImportOptions& o, Budget& /*budget*/) {
  PS_TRY(files, ReadFiles(text, format, o));
  PS_TRY(r, Imported(files.files.front(), format, o.title, o.TitleName()));
  if (files.total > 1) {
    r.notes.push_back(fmt::format(
        "this text holds {} puzzles; the first that reads is used (the web app's Import stores "
        "them all)",
        files.total));
  }
  return r;
}

Result<std::vector<PuzzleRecord>> ReadAll(const std::string& text, const std::string& format,
                                          const ImportOptions& o, Budget& /*budget*/) {
  PS_TRY(files, ReadFiles(text, format, o));
  std::vector<PuzzleRecord> out;
  for (size_t i = 0; i < files.files.size(); ++i) {
    // A title asked for, or the file's name, is numbered after the first puzzle.
    const std::string given =
        o.title.empty() || i == 0 ? o.title : fmt::format("{} ({})", o.title, i + 1);
    const std::string name = kind::ImportTitle("", "", o.TitleName());
    PS_TRY(r, Imported(files.files[i], format, given,
                       i == 0 || name.empty() ? name : fmt::format("{} ({})", name, i + 1)));
    out.push_back(std::move(r));
  }
  if (files.total > 1) {
    std::vector<std::string>& notes = out.front().notes;
    notes.push_back(fmt::format(
        "this text holds {} puzzles: {} read{}", files.total, files.files.size(),
        files.skipped.empty() ? "" : fmt::format(", {} skipped", files.skipped.size())));
    notes.insert(notes.end(), files.skipped.begin(), files.skipped.end());
  }
  return out;
}

Result<std::vector<std::string>> LetterRows(const json& state, int w, int h) {
  if (!state.contains("letters") || !state["letters"].is_array() ||
      static_cast<int>(state["letters"].size()) != h) {
    return InvalidInput(fmt::format("'letters' must be {} rows", h));
  }
  std::vector<std::string> rows;
  for (const json& r : state["letters"]) {
    if (!r.is_string() || static_cast<int>(r.get_ref<const std::string&>().size()) != w) {
      return InvalidInput(fmt::format("each row of 'letters' must have {} characters", w));
    }
    rows.push_back(UpperAscii(r.get<std::string>()));
  }
  return rows;
}

Result<Download> Write(const PuzzleRecord& r, const std::string& format) {
  // Each export: its format, content type and extension (the caller puts the puzzle's name
  // before the extension).
  struct Export {
    FileFormat format;
    const char* content_type;
    const char* extension;
  };
  static const Export kExports[] = {{FileFormat::kIpuz, "application/json", ".ipuz"},
                                    {FileFormat::kPuz, "application/x-crossword", ".puz"},
                                    {FileFormat::kXd, "text/plain; charset=utf-8", ".xd"},
                                    {FileFormat::kJpz, "application/xml; charset=utf-8", ".jpz"},
                                    {FileFormat::kAcrossText, "text/plain; charset=utf-8", ".txt"},
                                    {FileFormat::kJson, "application/json", ".json"}};
  PS_TRY(file, FileFromDoc(r));
  for (const Export& e : kExports) {
    if (ToString(e.format) != format) continue;
    if (Status st = CheckWritable(file, e.format); !st.ok()) return st.error();
    Download d;
    d.losses = Losses(file, e.format);
    d.body = WriteCrosswordFile(file, e.format);
    d.content_type = e.content_type;
    d.filename = e.extension;
    return d;
  }
  return InvalidInput("crosswords export as ipuz, puz, xd, jpz, acrosslite or json");
}

namespace {
std::optional<Result<PuzzleRecord>> Unlocked(const PuzzleRecord& r, const json& state);
}  // namespace

Result<Drawing> Draw(const PuzzleRecord& r, const kind::PrintRequest& request) {
  Drawing draw;

  // A locked puzzle printed with its answers: unlocked by the key of its game in progress (the
  // saved game keeps the key the player typed); without a key that fits, printed as it is.
  std::optional<Result<PuzzleRecord>> unlocked;
  if (request.answers && r.game.is_object() && r.game.contains("key")) {
    unlocked = Unlocked(r, r.game);
  }
  PS_TRY(file, FileFromDoc(unlocked && unlocked->ok() ? **unlocked : r));
  draw = [file, request](render::Canvas& c) {
    PrintOptions o;
    o.answers = request.answers;
    o.paper = request.paper;
    o.blocks = request.blocks == "black"  ? BlockStyle::kBlack
               : request.blocks == "none" ? BlockStyle::kNone
                                          : BlockStyle::kAuto;
    DrawCrossword(file, o, c);
  };

  return draw;
}

Result<kind::Board> Board(const PuzzleRecord& r, bool answers) {
  PS_TRY(file, FileFromDoc(r));
  PS_TRY(letters, Letters(file.grid));
  kind::Board b;
  b.cols = file.grid.width;
  b.rows = file.grid.height;
  b.cell = 32;
  b.margin = 4;
  const double w = b.cols * b.cell, h = b.rows * b.cell, m = b.margin;
  const bool numbers = file.meta.words.empty();
  const bool black = BlackBlocks(letters, BlockStyle::kAuto, /*fillin=*/!numbers);
  b.draw = [file, letters, answers, black, numbers, w, h, m](render::Canvas& c) {
    c.Begin(w + 2 * m, h + 2 * m);
    c.Rect(0, 0, w + 2 * m, h + 2 * m, render::Color::White(), render::Color::White(), 0);
    DrawGrid(file, letters, black, answers, numbers, m, m, w / file.grid.width, c);
    c.End();
  };
  return b;
}

namespace {
// A diagramless puzzle is solved on an open grid: the solver puts the blocks ('#' in the state).
bool Diagramless(const PuzzleRecord& r) {
  const json d = r.doc.value("diagramless", json());
  return d.is_boolean() && d.get<bool>();
}
}  // namespace

json Start(const PuzzleRecord& r) {
  const bool open = Diagramless(r);
  json rows = json::array();
  for (const json& row : r.doc.value("grid", json::array())) {
    if (!row.is_string()) return nullptr;
    std::string letters = row.get<std::string>();
    for (char& c : letters) c = c == '#' && !open ? '#' : '.';
    rows.push_back(std::move(letters));
  }
  return json{{"letters", std::move(rows)}};
}

namespace {

// A puzzle whose answers are not known (a file without a solution, a locked .puz): its record
// unlocked with the game state's "key" (4 digits), else an error saying so, kNoSolution (there
// is nothing to check against: a game is saved unsolved, app::CheckSavedGame) once the state's
// letters read. nullopt: the answers are known.
std::optional<Result<PuzzleRecord>> Unlocked(const PuzzleRecord& r, const json& state) {
  const std::string unknown = r.doc.value("answers_unknown", "");
  if (unknown.empty()) return std::nullopt;
  if (Result<std::vector<std::string>> rows =
          LetterRows(state, r.doc.value("width", 0), r.doc.value("height", 0));
      !rows.ok()) {
    return Result<PuzzleRecord>(rows.error());
  }
  const std::string given = state.is_object() ? state.value("key", "") : "";
  if (unknown == "locked" && !given.empty()) {
    const std::optional<int> key = ParsePuzKey(given);
    if (!key) {
      return Result<PuzzleRecord>(
          InvalidInput(fmt::format("the key '{}' is not 4 digits; a .puz key is 4 digits", given)));
    }
    Result<CrosswordFile> file = FileFromDoc(r);
    if (!file.ok()) return Result<PuzzleRecord>(file.error());
    Result<CrosswordFile> open = UnlockPuz(*file, *key);
    if (!open.ok()) return Result<PuzzleRecord>(open.error());
    PuzzleRecord out = r;
    out.doc = Doc(*open);
    return Result<PuzzleRecord>(std::move(out));
  }
  return Result<PuzzleRecord>(MakeError(
      ErrorCode::kNoSolution,
      unknown == "locked"
          ? "this puzzle's answers are locked (a .puz file whose key is not known): give its "
            "4-digit key to check or reveal"
          : "this puzzle came without its answers: there is nothing to check or reveal"));
}

}  // namespace

json Answer(const PuzzleRecord& r) {
  if (!r.doc.value("answers_unknown", "").empty()) return json();
  const json grid = r.doc.value("grid", json());
  if (!grid.is_array()) return json();
  json answer = {{"letters", grid}};
  json rebus = r.doc.value("rebus", json::object());
  // A square whose answer is the sign '*' is saved as a rebus is ('*' in `letters` means "see
  // rebus"), so it goes in "rebus" too.
  if (rebus.is_object()) {
    const int w = r.doc.value("width", 1);
    for (size_t y = 0; y < grid.size(); ++y) {
      const std::string row = grid[y].is_string() ? grid[y].get<std::string>() : "";
      for (size_t x = 0; x < row.size(); ++x) {
        const std::string key = std::to_string(static_cast<int>(y) * w + static_cast<int>(x));
        if (row[x] == '*' && !rebus.contains(key)) rebus[key] = "*";
      }
    }
  }
  if (rebus.is_object() && !rebus.empty()) {
    // As a player saves it: '*' in `letters`, the whole answer in "rebus".
    for (const auto& [key, text] : rebus.items()) {
      const int i = std::atoi(key.c_str());
      const int w = r.doc.value("width", 1);
      if (i < 0 || i / w >= static_cast<int>(answer["letters"].size())) continue;
      std::string row = answer["letters"][Z(i / w)].get<std::string>();
      row[Z(i % w)] = '*';
      answer["letters"][Z(i / w)] = row;
    }
    answer["rebus"] = rebus;
  }
  return answer;
}

Result<json> Check(const PuzzleRecord& r, const json& state) {
  if (std::optional<Result<PuzzleRecord>> open = Unlocked(r, state)) {
    if (!open->ok()) return open->error();
    json plain = state;
    plain.erase("key");
    return Check(**open, plain);
  }
  json wrong = json::array();
  bool complete = true, solved = false;

  int w = r.doc.value("width", 0), h = r.doc.value("height", 0);
  PS_TRY(rows, LetterRows(state, w, h));
  const json& grid = r.doc["grid"];
  const json rebus = r.doc.value("rebus", json::object());
  const json typed = state.value("rebus", json::object());
  const bool open = Diagramless(r);
  for (int y = 0; y < h; ++y) {
    std::string ans = grid[Z(y)].get<std::string>();
    for (int x = 0; x < w; ++x) {
      const int i = y * w + x;
      if (ans[Z(x)] == '#') {
        // In a diagramless grid a letter where the answer has a block is wrong; the block
        // itself may be put or left empty.
        const char c = rows[Z(y)][Z(x)];
        if (open && c != '#' && c != '.') wrong.push_back(i);
        continue;
      }
      const std::string key = std::to_string(i);
      char c = rows[Z(y)][Z(x)];
      // A rebus square is right with its whole answer, or with its first letter (as Across
      // Lite accepts); several letters typed are in the state's "rebus" with '*' in `letters`.
      std::string s(1, c);
      if (c == '*') s = typed.is_object() ? UpperAscii(typed.value(key, std::string())) : "";
      const std::string want = rebus.is_object() ? rebus.value(key, std::string(1, ans[Z(x)]))
                                                 : std::string(1, ans[Z(x)]);
      // A square's answer may be a digit or a sign (`12$@`); '.' is an empty square.
      if (s.empty() || !IsSquareChar(UpperAscii(s[0]))) {
        complete = false;
      } else if (s != want && s != std::string(1, ans[Z(x)])) {
        wrong.push_back(i);
      }
    }
  }
  solved = complete && wrong.empty();
  return json{{"solved", solved}, {"complete", complete}, {"wrong", wrong}};
}

namespace {

// " (1 Across)": the entry a square is in, across first, as the clue lists name it; a variety
// crossword's first entry through it, by list and label (" (Blooms L1)"); "" for none.
std::string EntryOf(const PuzzleRecord& r, int x, int y) {
  Result<CrosswordFile> file = FileFromDoc(r);
  if (!file.ok()) return "";
  if (IsVariety(file->grid)) {
    for (const Entry& e : file->grid.entries) {
      if (std::find(e.cells.begin(), e.cells.end(), y * file->grid.width + x) != e.cells.end()) {
        const std::string label = EntryLabel(e);
        return fmt::format(" ({}{}{})", ListName(file->grid, e), label.empty() ? "" : " ", label);
      }
    }
    return "";
  }
  for (const Direction dir : {Direction::kAcross, Direction::kDown}) {
    for (const Entry& e : file->grid.entries) {
      if (e.dir != dir) continue;
      const int at = dir == Direction::kAcross ? x - e.x : y - e.y;
      const bool on_line = dir == Direction::kAcross ? y == e.y : x == e.x;
      if (on_line && at >= 0 && at < static_cast<int>(e.answer.size())) {
        return fmt::format(" ({} {})", e.number, dir == Direction::kAcross ? "Across" : "Down");
      }
    }
  }
  return "";
}

}  // namespace

Result<json> Hint(const PuzzleRecord& r, const json& state, Budget& budget) {
  if (std::optional<Result<PuzzleRecord>> open = Unlocked(r, state)) {
    if (!open->ok()) return open->error();
    json plain = state;
    plain.erase("key");
    return Hint(**open, plain, budget);
  }
  int w = r.doc.value("width", 0), h = r.doc.value("height", 0);
  // Wrong letters come first, as Check finds them: a hint that went on past them would have the
  // player build on a mistake.
  // (A letter where a diagramless grid has its block is told below, as "is a block".)
  PS_TRY(checked, Check(r, state));
  const json& grid = r.doc["grid"];
  json wrong = json::array();
  for (const json& i : checked["wrong"]) {
    const int at = i.get<int>();
    if (grid[Z(at / w)].get_ref<const std::string&>()[Z(at % w)] != '#') wrong.push_back(at);
  }
  if (!wrong.empty()) return kind::Mistake(wrong, "letters");
  PS_TRY(rows, LetterRows(state, w, h));
  const json rebus = r.doc.value("rebus", json::object());
  const json typed = state.value("rebus", json::object());
  for (int y = 0; y < h; ++y) {
    std::string ans = grid[Z(y)].get<std::string>();
    for (int x = 0; x < w; ++x) {
      const int i = y * w + x;
      const std::string want = rebus.is_object()
                                   ? rebus.value(std::to_string(i), std::string(1, ans[Z(x)]))
                                   : std::string(1, ans[Z(x)]);
      const char c = rows[Z(y)][Z(x)];
      const std::string got = c == '*' && typed.is_object()
                                  ? UpperAscii(typed.value(std::to_string(i), std::string()))
                                  : std::string(1, c);
      if (ans[Z(x)] == '#') {
        if (Diagramless(r) && got != "#" && got != ".") {
          return json{{"technique", "reveal"},
                      {"text", fmt::format("Revealed: {} is a block", CellName(x, y))},
                      {"cells", {i}},
                      {"letter", "#"}};
        }
        continue;
      }
      if (got != want) {
        return json{
            {"technique", "reveal"},
            {"text", fmt::format("Revealed: {}{} is {}", CellName(x, y), EntryOf(r, x, y), want)},
            {"cells", {i}},
            {"letter", want}};
      }
    }
  }
  return json{{"technique", "solved"}, {"text", "Every letter is right."}};
}

std::string Text(const PuzzleRecord& r) {
  Result<CrosswordFile> file = FileFromDoc(r);
  if (!file.ok()) return "";
  const Crossword& grid = file->grid;
  std::string out = r.title.empty() ? "" : "# " + r.title + "\n";
  if (file->meta.words.empty()) {
    out += FormatCrossword(grid);
    out += fmt::format("\n{}x{}, {} entries", grid.width, grid.height, grid.entries.size());
    if (r.doc.contains("density") && r.doc.contains("crossings")) {
      out += fmt::format(", {} crossings, density {:.3f}", r.doc["crossings"].get<int>(),
                         r.doc["density"].get<double>());
    }
    out += "\n";
    for (const json& u : r.doc.value("unplaced", json::array())) {
      out += fmt::format("not placed: {} ({})\n", u.value("word", ""), u.value("reason", ""));
    }
    return out;
  }
  // A grid fill: the filled grid, then how it reads (gridfill/quality.h, measured when filled).
  if (r.doc.contains("fill_quality")) {
    for (const json& row : r.doc.value("grid", json::array())) {
      out += row.get<std::string>() + "\n";
    }
    const json& q = r.doc["fill_quality"];
    out += fmt::format("\n{}x{}, {} entries, mean score {:.1f}\n", grid.width, grid.height,
                       grid.entries.size(), r.doc.value("mean_score", 0.0));
    out += fmt::format("quality {:.1f} of 100 (first fill {:.1f}; {} rounds of quality search{})\n",
                       q.value("score", 0.0), q.value("first", 0.0), q.value("rounds", 0),
                       q.value("cut", false) ? ", cut short by the time cap" : "");
    if (!q.value("weakest", json::array()).empty()) out += "weakest entries:\n";
    for (const json& w : q.value("weakest", json::array())) {
      out += fmt::format("  {}: {}\n", w.value("word", ""), w.value("why", ""));
    }
    return out;
  }
  // A fill-in: its words by length, the empty board, the answer.
  out += "Words:\n";
  for (const auto& [length, words] : WordsByLength(file->meta.words)) {
    out += fmt::format("{:2} letters: {}\n", length, fmt::join(words, ", "));
  }
  Result<Grid<char>> letters = Letters(grid);
  if (!letters.ok()) return out;
  Grid<char> empty = *letters, filled = *letters;
  for (int i = 0; i < empty.size(); ++i) {
    const bool block = (*letters)[i] == '#';
    empty[i] = block ? kBlock : kEmpty;
    filled[i] = block ? kBlock : LowerAscii((*letters)[i]);
  }
  out += "\nBoard:\n" + FormatDocStyle(empty) + "\nAnswer:\n" + FormatDocStyle(filled);
  return out;
}

std::string StateText(const PuzzleRecord& r, const json& state, bool grid) {
  const int w = r.doc.value("width", 0), h = r.doc.value("height", 0);
  Result<std::vector<std::string>> rows = LetterRows(state.is_object() ? state : Start(r), w, h);
  if (!rows.ok()) return "";
  if (!grid) return fmt::format("{}", fmt::join(*rows, "/"));
  // The spaced cells of the fill-in article: '.' background, '*' an empty square, letters.
  Grid<char> cells(w, h, kBlock);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const char c = (*rows)[Z(y)][Z(x)];
      cells.At(x, y) = c == '#' ? kBlock : c == '.' ? kEmpty : LowerAscii(c);
    }
  }
  return FormatDocStyle(cells);
}

Result<std::string> WriteId(const PuzzleRecord& r) {
  PS_TRY(file, FileFromDoc(r));
  // A variety crossword travels as its ipuz (the layout JSON knows straight entries only).
  return fmt::format(
      "{}x{}:{}", file.grid.width, file.grid.height,
      Base64UrlEncode(Deflate(IsVariety(file.grid) ? WriteIpuz(file) : WriteLayoutJson(file))));
}

Result<PuzzleRecord> ReadId(std::string_view params, std::string_view desc, Budget& budget) {
  Result<std::string> packed = Base64UrlDecode(desc);
  if (!packed.ok()) return InvalidInput("crossword ID: " + packed.error().message);
  Result<std::string> text = Inflate(*packed, kMaxIdJson);
  if (!text.ok()) return InvalidInput("crossword ID: " + text.error().message);
  const bool ipuz = text->find("\"http://ipuz.org/") != std::string::npos;
  PS_TRY(r, Read(*text, ipuz ? "ipuz" : "json", {}, budget));
  const int w = r.doc.value("width", 0), h = r.doc.value("height", 0);
  if (params != fmt::format("{}x{}", w, h)) {
    return InvalidInput(fmt::format(
        "crossword ID: it says '{}' but holds a {}x{} grid (was it cut or edited?)", params, w, h));
  }
  r.params = {{"imported", "id"}};
  return r;
}

}  // namespace ps::crossword::record
