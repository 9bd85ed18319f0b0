// The Sudoku kind's readers (kind_doc.h): its document, detection, and the import of one puzzle
// or of every puzzle of a text (lines, grids, .sdk and the other forms of format.h, ipuz, JSON,
// the letter code, a grid with pencil marks, Solo's game IDs, the plain jigsaw text, f-puzzles'
// JSON and links, SudokuWiki's killer string), solved and graded unless the clues alone are
// asked.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "core/text.h"
#include "kind/common.h"
#include "sudoku/count_solver.h"
#include "sudoku/format.h"
#include "sudoku/fpuzzles.h"
#include "sudoku/ipuz.h"
#include "sudoku/jigsaw_text.h"
#include "sudoku/kind_doc.h"
#include "sudoku/logic.h"
#include "sudoku/solo_id.h"
#include "sudoku/sudokuwiki.h"

namespace ps::sudoku::kind_doc {

using namespace ps::kind;
using nlohmann::json;

namespace {

// The document with `rating` as it is stored (a number, or null when not graded). Its object is
// built in key order, each key at the end: one puzzle of a file of thousands costs no more than
// its few allocations.
json DocOf(const Puzzle& p, const std::vector<uint8_t>& solution, json rating) {
  json::object_t o;
  const auto put = [&o](const char* key, json value) {
    o.emplace_hint(o.end(), key, std::move(value));
  };
  put("box", json::array({p.geo.box_w, p.geo.box_h}));
  put("diagonals", p.geo.diagonals);
  put("givens", FormatLine(p));
  put("rating", std::move(rating));
  put("size", p.geo.n());
  put("solution", solution.empty() ? std::string() : FormatValues(solution));
  json doc(std::move(o));
  if (p.geo.jigsaw()) {
    doc["variant"] = "jigsaw";
    doc["regions"] = p.geo.regions;
  }
  if (p.geo.killer()) {
    doc["variant"] = p.geo.jigsaw() ? "jigsaw-killer" : "killer";
    json cages = json::array();
    for (const Cage& c : p.geo.cages) cages.push_back({{"cells", c.cells}, {"sum", c.sum}});
    doc["cages"] = std::move(cages);
  }
  return doc;
}

}  // namespace

json Doc(const Puzzle& p, const std::vector<uint8_t>& solution, double rating) {
  return DocOf(p, solution, std::round(rating * 10) / 10);
}

Result<Geometry> KillerOfDoc(const json& doc, Geometry geo, std::string_view where) {
  if (!doc.contains("cages")) return geo;
  const json& list = doc["cages"];
  const std::string shape = fmt::format(
      "{}: \"cages\" must be an array of {{\"cells\": [square indices, row by row from 0], "
      "\"sum\": a number}}",
      where);
  if (!list.is_array()) return InvalidInput(shape);
  std::vector<Cage> cages;
  for (const json& c : list) {
    if (!c.is_object() || !c.contains("cells") || !c["cells"].is_array() || !c.contains("sum") ||
        !c["sum"].is_number_integer()) {
      return InvalidInput(shape);
    }
    Cage cage;
    for (const json& x : c["cells"]) {
      if (!x.is_number_integer() || x.get<int64_t>() < 0 || x.get<int64_t>() >= geo.cells()) {
        return InvalidInput(fmt::format("{}: a cage's square {} is not one of the board's 0 to {}",
                                        where, x.dump(), geo.cells() - 1));
      }
      cage.cells.push_back(x.get<int>());
    }
    const int64_t sum = c["sum"].get<int64_t>();
    cage.sum = sum < 0 || sum > 1000 ? -1 : static_cast<int>(sum);
    cages.push_back(std::move(cage));
  }
  if (cages.empty()) return InvalidInput(fmt::format("{}: \"cages\" is empty", where));
  Result<Geometry> g = KillerGeometry(std::move(geo), std::move(cages));
  if (!g.ok()) return InvalidInput(fmt::format("{}: {}", where, g.error().message));
  return g;
}

Result<Geometry> JigsawOfDoc(const json& doc, int n, bool diagonals, std::string_view where) {
  const json& r = doc["regions"];
  if (!r.is_array() || !std::all_of(r.begin(), r.end(), [](const json& x) {
        return x.is_number_integer() && x.get<int64_t>() >= 0 && x.get<int64_t>() < 256;
      })) {
    return InvalidInput(fmt::format(
        "{}: \"regions\" must be an array of region numbers, one per cell row by row", where));
  }
  Result<Geometry> geo = JigsawGeometry(n, r.get<std::vector<int>>(), diagonals);
  if (!geo.ok()) return InvalidInput(fmt::format("{}: {}", where, geo.error().message));
  return geo;
}

namespace {

// A string field without a copy: "" when absent, nullopt when not a string.
std::optional<std::string_view> StringOf(const json* field) {
  if (field == nullptr) return std::string_view();
  if (!field->is_string()) return std::nullopt;
  return std::string_view(field->get_ref<const std::string&>());
}

}  // namespace

Result<Data> FromDoc(const json& doc) {
  Data d;
  if (!doc.is_object()) return InvalidInput("stored sudoku: not a document");
  // Its fields, found in one walk of its keys (a solve of a file's puzzles reads thousands).
  const json *variant = nullptr, *regions = nullptr, *size = nullptr, *box = nullptr,
             *diagonals = nullptr, *cages = nullptr, *givens_field = nullptr,
             *solution_field = nullptr;
  const std::pair<std::string_view, const json**> fields[] = {{"box", &box},
                                                              {"cages", &cages},
                                                              {"diagonals", &diagonals},
                                                              {"givens", &givens_field},
                                                              {"regions", &regions},
                                                              {"size", &size},
                                                              {"solution", &solution_field},
                                                              {"variant", &variant}};
  for (const auto& [key, value] : doc.get_ref<const json::object_t&>()) {
    for (const auto& [name, at] : fields) {
      if (key == name) {
        *at = &value;
        break;
      }
    }
  }
  const auto diagonal = [&] { return diagonals != nullptr && diagonals->get<bool>(); };
  if (StringOf(variant) == "jigsaw" || regions != nullptr) {
    if (size == nullptr || !size->is_number_integer()) {
      return InvalidInput("stored sudoku: a jigsaw without its size");
    }
    PS_TRY(geo, JigsawOfDoc(doc, size->get<int>(), diagonal(), "stored sudoku"));
    d.puzzle.geo = std::move(geo);
  } else if (box == nullptr || !box->is_array() || box->size() != 2) {
    return InvalidInput("stored sudoku: no box shape");
  } else {
    d.puzzle.geo.box_w = (*box)[0].get<int>();
    d.puzzle.geo.box_h = (*box)[1].get<int>();
    d.puzzle.geo.diagonals = diagonal();
  }
  if (cages != nullptr) {
    PS_TRY(killer, KillerOfDoc(doc, std::move(d.puzzle.geo), "stored sudoku"));
    d.puzzle.geo = std::move(killer);
  }
  const int cells = d.puzzle.geo.cells();
  const std::optional<std::string_view> given = StringOf(givens_field),
                                        solved = StringOf(solution_field);
  if (!given || !solved) return InvalidInput("stored sudoku: givens or solution not a string");
  const std::string_view givens = *given, solution = *solved;
  if (static_cast<int>(givens.size()) != cells ||
      (!solution.empty() && static_cast<int>(solution.size()) != cells)) {
    return InvalidInput("stored sudoku: givens or solution of the wrong length");
  }
  d.puzzle.cells.resize(Z(cells));
  for (int i = 0; i < cells; ++i)
    d.puzzle.cells[Z(i)] = static_cast<uint8_t>(ValueOf(givens[Z(i)]));
  if (!solution.empty()) {
    d.solution.resize(Z(cells));
    for (int i = 0; i < cells; ++i) {
      d.solution[Z(i)] = static_cast<uint8_t>(ValueOf(solution[Z(i)]));
    }
  }
  return d;
}

std::string Title(const Puzzle& p, const std::string& level) {
  const std::string side = std::to_string(p.geo.n());
  std::string title = p.geo.jigsaw() ? "Jigsaw " : "";
  if (p.geo.killer()) title += "Killer ";
  title += p.geo.diagonals ? "Sudoku-X " : "Sudoku ";
  title += side + 'x' + side + ' ' + level;
  return title;
}

Result<PuzzleRecord> Imported(const Puzzle& puzzle, std::vector<uint8_t> solution,
                              const std::string& source, const std::string& title, Budget& budget,
                              bool clues_only) {
  PuzzleRecord r;
  r.kind = "sudoku";
  r.params = json::object_t{{"imported", source}};
  if (clues_only) {
    if (title.empty()) {
      r.title = Title(puzzle, "");
      r.title.pop_back();  // the space before the level
    } else {
      r.title = title;
    }
    r.doc = DocOf(puzzle, {}, nullptr);
    return r;
  }
  CountResult cr = CountSolutions(puzzle, 2, budget);
  if (!cr.complete) return MakeError(ErrorCode::kBudget, "stopped before the puzzle was solved");
  if (cr.count == 0) return MakeError(ErrorCode::kNoSolution, "this sudoku has no solution");
  if (cr.count > 1) {
    return MakeError(ErrorCode::kNoSolution,
                     "this sudoku has more than one solution; add givens so that one remains");
  }
  if (!solution.empty() && solution != cr.solution) {
    return InvalidInput(source == "ipuz"
                            ? "the ipuz file's \"solution\" is not the puzzle's one solution"
                            : "the encoded values do not match the puzzle's solution");
  }
  GradeOptions go;
  GradeResult gr = Grade(puzzle, go, budget);
  r.level = gr.complete ? std::string(kLevels[gr.level].name) : "";
  r.title = title.empty() ? Title(puzzle, r.level) : title;
  r.doc = Doc(puzzle, cr.solution, gr.complete ? gr.rating : 0);
  return r;
}

namespace {

// The puzzle of a sudoku JSON's "givens" (one character a square) on its checked geometry.
Result<PuzzleRecord> JsonPuzzle(Geometry geo, const std::string& givens, const ImportOptions& o,
                                Budget& budget) {
  if (static_cast<int>(givens.size()) != geo.cells()) {
    return InvalidInput(fmt::format("sudoku JSON: \"givens\" must have {} characters, not {}",
                                    geo.cells(), givens.size()));
  }
  Puzzle puzzle{std::move(geo), std::vector<uint8_t>()};
  puzzle.cells.resize(Z(puzzle.geo.cells()));
  for (int i = 0; i < puzzle.geo.cells(); ++i) {
    const int v = ValueOf(givens[Z(i)]);
    if (v > puzzle.geo.n()) {
      return InvalidInput(fmt::format("sudoku JSON: {} is too large", givens[Z(i)]));
    }
    puzzle.cells[Z(i)] = static_cast<uint8_t>(v);
  }
  return Imported(puzzle, {}, "json", ImportTitle(o.title, "", o.TitleName()), budget,
                  o.clues_only);
}

// The JSON that ExportPuzzle writes: {"box": [w, h], "diagonals", "givens", "solution"?}, or
// for a jigsaw {"size", "regions": [a region number per cell], "diagonals"?, "givens"}; either
// with a killer's "cages" (then "givens" may be left out, and "box" too beside "size").
Result<PuzzleRecord> ReadSudokuJson(const std::string& text, const ImportOptions& o,
                                    Budget& budget) {
  json doc = json::parse(text, nullptr, false);
  if (doc.is_object() && doc.contains("regions")) {
    if (!doc.contains("givens") || !doc["givens"].is_string() ||
        (doc.contains("diagonals") && !doc["diagonals"].is_boolean())) {
      return InvalidInput(
          "jigsaw sudoku JSON needs \"regions\", \"givens\" (a string) and may have "
          "\"size\" and \"diagonals\": true");
    }
    const std::string& givens = doc["givens"].get_ref<const std::string&>();
    int n = doc.contains("size") && doc["size"].is_number_integer() ? doc["size"].get<int>() : 0;
    while (n == 0 && doc["regions"].is_array() && n * n < static_cast<int>(givens.size())) ++n;
    PS_TRY(jigsaw, JigsawOfDoc(doc, n, doc.value("diagonals", false), "sudoku JSON"));
    PS_TRY(geo, KillerOfDoc(doc, std::move(jigsaw), "sudoku JSON"));
    return JsonPuzzle(std::move(geo), givens, o, budget);
  }
  // A killer may give its size alone (the usual boxes) and no givens.
  if (doc.is_object() && doc.contains("cages") && !doc.contains("box") && doc.contains("size") &&
      doc["size"].is_number_integer()) {
    PS_TRY(usual, GeometryForSide(doc["size"].get<int>(), false));
    doc["box"] = {usual.box_w, usual.box_h};
  }
  if (doc.is_object() && doc.contains("cages") && !doc.contains("givens") && doc.contains("box") &&
      doc["box"].is_array() && doc["box"].size() == 2 && doc["box"][0].is_number_integer() &&
      doc["box"][1].is_number_integer()) {
    const int64_t side = doc["box"][0].get<int64_t>() * doc["box"][1].get<int64_t>();
    if (side >= 1 && side <= 16) doc["givens"] = std::string(static_cast<size_t>(side * side), '.');
  }
  if (!doc.is_object() || !doc.contains("box") || !doc["box"].is_array() ||
      doc["box"].size() != 2 || !doc["box"][0].is_number_integer() ||
      !doc["box"][1].is_number_integer() || !doc.contains("givens") || !doc["givens"].is_string() ||
      (doc.contains("diagonals") && !doc["diagonals"].is_boolean())) {
    return InvalidInput(
        "sudoku JSON needs \"box\": [width, height], \"givens\" (a string) and may have "
        "\"diagonals\": true");
  }
  const int64_t w = doc["box"][0].get<int64_t>(), h = doc["box"][1].get<int64_t>();
  if (w < 1 || h < 1 || w > 16 || h > 16) {
    return InvalidInput("sudoku JSON: \"box\" sides run from 1 to 16");
  }
  PS_TRY(usual, GeometryForSide(static_cast<int>(w * h), doc.value("diagonals", false)));
  if (usual.box_w != w) {
    return InvalidInput("sudoku JSON: unsupported box shape; use the usual one for its side");
  }
  PS_TRY(geo, KillerOfDoc(doc, std::move(usual), "sudoku JSON"));
  return JsonPuzzle(std::move(geo), doc["givens"].get_ref<const std::string&>(), o, budget);
}

// A grid with pencil marks (format.h's PencilGrid): some square has a token of several values.
// Its placed values are the puzzle's givens, and its marks the game a hint starts from.
// Its tokens are counted on the way (ParsePencilMarks's: runs between separators), so that a
// text that cannot be one (a file of many puzzle lines) is not parsed as one.
std::optional<PencilGrid> PencilMarks(const std::string& text) {
  bool several = false, in_token = false;
  size_t run = 0, tokens = 0;
  for (char c : text) {
    const bool separator = IsPencilSeparator(c);
    if (!separator && !in_token && ++tokens > static_cast<size_t>(kMaxCells)) return std::nullopt;
    in_token = !separator;
    if (ValueOf(c) > 0) {
      if (++run >= 2) several = true;
    } else {
      if (!separator && c != '.' && c != '0') return std::nullopt;
      run = 0;
    }
  }
  if (!several) return std::nullopt;
  // N*N tokens for a side N the reader knows (else it reads a plain puzzle: no marks).
  if (std::none_of(std::begin(kTextSides), std::end(kTextSides),
                   [&](int side) { return tokens == static_cast<size_t>(side * side); })) {
    return std::nullopt;
  }
  Result<PencilGrid> marks = ParsePencilMarks(text);
  if (!marks.ok()) return std::nullopt;
  const uint16_t all = static_cast<uint16_t>((1u << marks->geo.n()) - 1);
  for (size_t i = 0; i < marks->values.size(); ++i) {
    if (marks->values[i] == 0 && marks->candidates[i] != all) return std::move(*marks);
  }
  return std::nullopt;
}

// Every puzzle of a text of lines and grids (format.h's ReadPuzzles), what was skipped and
// assumed in the first record's notes.
Result<std::vector<PuzzleRecord>> ReadLines(const std::string& text, const ImportOptions& o,
                                            Budget& budget, bool all) {
  const std::string box = o.params.value("box", std::string());
  const bool diagonals = o.params.value("diagonals", false);
  if (std::optional<PencilGrid> marks = PencilMarks(text)) {
    Puzzle puzzle{marks->geo, marks->values};
    puzzle.geo.diagonals = puzzle.geo.diagonals || diagonals;
    PS_TRY(r, Imported(puzzle, {}, "sudoku", ImportTitle(o.title, "", o.TitleName()), budget,
                       o.clues_only));
    json pencil = json::array();
    for (size_t i = 0; i < marks->values.size(); ++i) {
      pencil.push_back(marks->values[i] != 0 ? 0 : marks->candidates[i]);
    }
    r.game = {{"values", FormatLine(puzzle)}, {"pencil", std::move(pencil)}};
    return std::vector<PuzzleRecord>{std::move(r)};
  }
  ReadOptions ro;
  ro.strict = o.params.value("strict", false);
  ro.first_line = o.first_line;
  if (!box.empty()) {
    PS_TRY(geo, ParseGeometry(box, diagonals));
    ro.geometry = geo;
  }
  PS_TRY(file, ReadPuzzles(text, ro));
  if (diagonals) {
    for (ParsedPuzzle& p : file.puzzles) p.puzzle.geo.diagonals = true;
  }
  std::vector<PuzzleRecord> out;
  const size_t take = all ? file.puzzles.size() : 1;
  out.reserve(take);
  for (size_t i = 0; i < take; ++i) {
    PS_TRY(r, Imported(file.puzzles[i].puzzle, {}, "sudoku",
                       ImportTitle(o.title, "", o.TitleName()), budget, o.clues_only));
    out.push_back(std::move(r));
  }
  // What the reader assumed or left out, for the person reading (never silently).
  std::vector<std::string>& notes = out.front().notes;
  for (const Error& e : file.skipped) {
    notes.push_back(fmt::format("line {}, column {} skipped: {}", e.line, e.column, e.message));
  }
  // (A piece of a bigger file: what its start assumed was said with the file's first piece, and
  // the counts are the piece's.)
  if (!o.piece || o.first_line == 1)
    notes.insert(notes.end(), file.notes.begin(), file.notes.end());
  if (o.piece) return out;
  if (!all && file.puzzles.size() > 1) {
    notes.push_back(fmt::format("the text holds {} puzzles; the first (line {}) was imported",
                                file.puzzles.size(), file.puzzles.front().line));
  }
  if (all && !file.skipped.empty()) {
    const size_t n = file.puzzles.size(), k = file.skipped.size();
    notes.push_back(fmt::format("read {} {}, skipped {} bad {} (--strict stops at the first)", n,
                                n == 1 ? "puzzle" : "puzzles", k, k == 1 ? "line" : "lines"));
  }
  return out;
}

Result<std::vector<PuzzleRecord>> ReadSome(const std::string& text, const std::string& format,
                                           const ImportOptions& o, Budget& budget, bool all) {
  const bool diagonals = o.params.value("diagonals", false);
  const size_t first = text.find_first_not_of(" \t\r\n");
  if (format == "ipuz" || (first != std::string::npos && text[first] == '{' &&
                           IsIpuzSudoku(json::parse(text, nullptr, false)))) {
    PS_TRY(ipuz, ReadIpuzSudoku(text));
    if (diagonals) ipuz.puzzle.geo.diagonals = true;
    PS_TRY(r, Imported(ipuz.puzzle, ipuz.solution, "ipuz",
                       ImportTitle(o.title, ipuz.title, o.TitleName()), budget, o.clues_only));
    return std::vector<PuzzleRecord>{std::move(r)};
  }
  if (format == "fpuzzles" || LooksLikeFpuzzles(text) ||
      (first != std::string::npos && text[first] != '{' &&
       LooksLikeFpuzzles(text.substr(first, text.find('\n', first) - first)))) {
    // One JSON document, or one link (or packed text) a line.
    std::vector<std::string_view> items;
    if (first != std::string::npos && text[first] == '{') {
      items.push_back(text);
    } else {
      for (const Line& line : SplitLines(text)) {
        if (line.text.find_first_not_of(" \t\r") != std::string_view::npos)
          items.push_back(line.text);
      }
    }
    std::vector<PuzzleRecord> out;
    for (std::string_view item : items) {
      PS_TRY(f, ReadFpuzzles(item));
      if (diagonals) f.puzzle.geo.diagonals = true;
      PS_TRY(r, Imported(f.puzzle, {}, "fpuzzles", ImportTitle(o.title, f.title, o.TitleName()),
                         budget, o.clues_only));
      out.push_back(std::move(r));
      if (!all) break;
    }
    if (out.empty()) return InvalidInput("no f-puzzles puzzle in the text");
    return out;
  }
  if (format == "sudokuwiki" ||
      (first != std::string::npos &&
       LooksLikeSudokuWiki(text.substr(first, text.find('\n', first) - first)))) {
    std::vector<PuzzleRecord> out;
    for (const Line& line : SplitLines(text)) {
      if (line.text.find_first_not_of(" \t\r") == std::string_view::npos) continue;
      Result<Puzzle> p = ReadSudokuWiki(line.text);
      if (!p.ok()) {
        Error e = p.error();
        e.line = line.number;
        return e;
      }
      PS_TRY(r, Imported(*p, {}, "sudokuwiki", ImportTitle(o.title, "", o.TitleName()), budget,
                         o.clues_only));
      out.push_back(std::move(r));
      if (!all) break;
    }
    if (out.empty()) return InvalidInput("no SudokuWiki puzzle string in the text");
    return out;
  }
  if (first != std::string::npos && text[first] == '{') {
    PS_TRY(r, ReadSudokuJson(text, o, budget));
    return std::vector<PuzzleRecord>{std::move(r)};
  }
  if (format == "solo" || (format != "letters" && LooksLikeSoloId(text))) {
    // One ID a line.
    std::vector<PuzzleRecord> out;
    for (const Line& line : SplitLines(text)) {
      if (line.text.find_first_not_of(" \t\r") == std::string_view::npos) continue;
      Result<Puzzle> p = ReadSoloId(line.text);
      if (!p.ok()) {
        Error e = p.error();
        e.line = line.number;
        return e;
      }
      if (diagonals) p->geo.diagonals = true;
      PS_TRY(r, Imported(*p, {}, "solo", ImportTitle(o.title, "", o.TitleName()), budget,
                         o.clues_only));
      out.push_back(std::move(r));
      if (!all) break;
    }
    if (out.empty()) return InvalidInput("no Solo game ID in the text");
    return out;
  }
  if (format != "letters" && LooksLikeJigsawText(text)) {
    PS_TRY(puzzles, ReadJigsawText(text, diagonals));
    std::vector<PuzzleRecord> out;
    for (const ParsedPuzzle& p : puzzles) {
      PS_TRY(r, Imported(p.puzzle, {}, "sudoku", ImportTitle(o.title, "", o.TitleName()), budget,
                         o.clues_only));
      out.push_back(std::move(r));
      if (!all) break;
    }
    if (!all && puzzles.size() > 1) {
      out.front().notes.push_back(
          fmt::format("the text holds {} puzzles; the first (line {}) was imported", puzzles.size(),
                      puzzles.front().line));
    }
    return out;
  }
  if (format == "letters") {
    std::vector<PuzzleRecord> out;
    // One code written over several lines, or one code a line.
    std::string whole;
    for (char ch : text) {
      if (ch != ' ' && ch != '\n' && ch != '\r' && ch != '\t') whole += ch;
    }
    std::vector<Line> lines = SplitLines(text);
    if (whole.size() == 81) lines = {Line{whole, 1}};
    for (const Line& line : lines) {
      std::string compact;
      for (char ch : line.text) {
        if (ch != ' ' && ch != '\r' && ch != '\t') compact += ch;
      }
      if (compact.empty()) continue;
      Result<Decoded> d = DecodeLetters(compact);
      if (!d.ok()) {
        Error e = d.error();
        e.line = line.number;
        return e;
      }
      PS_TRY(r, Imported(d->puzzle, d->solution, "letters", ImportTitle(o.title, "", o.TitleName()),
                         budget, o.clues_only));
      out.push_back(std::move(r));
      if (!all) break;
    }
    if (out.empty()) return InvalidInput("no letter code in the text");
    return out;
  }
  return ReadLines(text, o, budget, all);
}

}  // namespace

int LinesApart(const std::string& text, const std::string& format, const ImportOptions& o) {
  // Only what ReadSome reads as lines of digits: not JSON, ipuz, f-puzzles, SudokuWiki strings,
  // Solo IDs, jigsaw lines or letter codes.
  const size_t first = text.find_first_not_of(" \t\r\n");
  if (format != "sudoku" || first == std::string::npos || text[first] == '{') return -1;
  const std::string first_line = text.substr(first, text.find('\n', first) - first);
  if (LooksLikeFpuzzles(first_line) || LooksLikeSudokuWiki(first_line) || LooksLikeSoloId(text) ||
      LooksLikeJigsawText(text)) {
    return -1;
  }
  ReadOptions ro;
  if (const std::string box = o.params.value("box", std::string()); !box.empty()) {
    Result<Geometry> geo = ParseGeometry(box, false);
    if (!geo.ok()) return -1;
    ro.geometry = *geo;
  }
  Result<PuzzleFile> file = ReadPuzzles(text, ro);
  if (!file.ok() || file->grid_puzzles > 0) return -1;
  return file->header_line;
}

Result<PuzzleRecord> Read(const std::string& text, const std::string& format,
                          const ImportOptions& o, Budget& budget) {
  PS_TRY(records, ReadSome(text, format, o, budget, false));
  return std::move(records.front());
}

Result<std::vector<PuzzleRecord>> ReadAll(const std::string& text, const std::string& format,
                                          const ImportOptions& o, Budget& budget) {
  return ReadSome(text, format, o, budget, true);
}

// "sudoku" JSON ({"givens", "box"} or a jigsaw's {"givens", "regions"}), a Solo game ID (one a
// line), jigsaw lines (givens and region letters), an ipuz file of a Sudoku kind, lines of 81
// letters of the letter code, an .sdk file's [Puzzle] section, or any other text as lines of digits
// (the reader says what is wrong with it).
Detection Detect(const Sniff& text) {
  const std::string_view t = text.start;
  if (t.empty()) return {};
  if (t.rfind("[Puzzle]", 0) == 0) return {"sudoku", Detection::kHeader};
  const std::string_view head = t.substr(0, t.find('\n'));
  if (LooksLikeSudokuWiki(head)) return {"sudokuwiki", Detection::kHeader};
  if (head.find("f-puzzles.com") != std::string_view::npos ||
      head.find("sudokupad.app/fpuzzles") != std::string_view::npos ||
      (!text.IsJson() && LooksLikeFpuzzles(head))) {
    return {"fpuzzles", Detection::kHeader};
  }
  if (text.IsJson() && text.json.is_object() && text.json.contains("size") &&
      text.json.contains("grid") && text.json["grid"].is_array()) {
    return {"fpuzzles", Detection::kSignature};
  }
  if (LooksLikeSoloId(t.substr(0, t.find('\n')))) return {"solo", Detection::kHeader};
  if (LooksLikeJigsawText(t)) return {"sudoku", Detection::kStrictShape};
  if (text.IsJson()) {
    const json& j = text.json;
    if (j.is_object() && j.contains("givens") && (j.contains("box") || j.contains("regions"))) {
      return {"sudoku", Detection::kSignature};
    }
    if (j.is_object() && j.contains("cages") && j.contains("size")) {
      return {"sudoku", Detection::kSignature};
    }
    if (IsIpuzSudoku(j)) return {"ipuz", Detection::kSignature};
    return {};
  }
  // 81 letters of the letter code, or every line such a code (spaces aside). Each look stops at
  // the first character that cannot be one: a file of digit lines is not read to its end here.
  auto is_code = [](std::string_view code, bool lines) {
    size_t letters = 0;
    for (char c : code) {
      if (c == ' ' || c == '\r' || c == '\t' || (!lines && c == '\n')) continue;
      if (++letters > 81 ||
          kLetterAlphabet.find(static_cast<char>(std::toupper(static_cast<unsigned char>(c)))) ==
              std::string_view::npos) {
        return false;
      }
    }
    return letters == 81;
  };
  if (is_code(t, false)) return {"letters", Detection::kStrictShape};
  bool any = false;
  for (size_t at = 0; at < t.size();) {
    const size_t end = std::min(t.find('\n', at), t.size());
    const std::string_view line = t.substr(at, end - at);
    at = end + 1;
    if (line.find_first_not_of(" \r\t") == std::string_view::npos) continue;
    if (!is_code(line, true)) return {"sudoku", Detection::kFallback};
    any = true;
  }
  if (any) return {"letters", Detection::kStrictShape};
  return {"sudoku", Detection::kFallback};
}

}  // namespace ps::sudoku::kind_doc
