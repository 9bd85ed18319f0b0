// The Sudoku kind's table (kind/kind.h): its document, make, import, export, print, check and hint.
#include "kind/kind.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "core/grid.h"
#include "core/rng.h"
#include "kind/common.h"
#include "sudoku/canonical.h"
#include "sudoku/count_solver.h"
#include "sudoku/draw.h"
#include "sudoku/format.h"
#include "sudoku/generate.h"
#include "sudoku/ipuz.h"
#include "sudoku/logic.h"

namespace ps::sudoku {
namespace {

using namespace ps::kind;

using nlohmann::json;
namespace sd = sudoku;

json SudokuDoc(const sd::Puzzle& p, const std::vector<uint8_t>& solution, double rating) {
  return {{"size", p.geo.n()},
          {"box", {p.geo.box_w, p.geo.box_h}},
          {"diagonals", p.geo.diagonals},
          {"givens", sd::FormatLine(p)},
          {"solution", sd::FormatValues(solution)},
          {"rating", std::round(rating * 10) / 10}};
}

int ValueOf(char c) {
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'G') return c - 'A' + 10;
  if (c >= 'a' && c <= 'g') return c - 'a' + 10;
  return 0;
}

struct SudokuData {
  sd::Puzzle puzzle;
  std::vector<uint8_t> solution;
};

Result<SudokuData> SudokuFromDoc(const json& doc) {
  SudokuData d;
  if (!doc.contains("box") || !doc["box"].is_array() || doc["box"].size() != 2) {
    return InvalidInput("stored sudoku: no box shape");
  }
  d.puzzle.geo.box_w = doc["box"][0].get<int>();
  d.puzzle.geo.box_h = doc["box"][1].get<int>();
  d.puzzle.geo.diagonals = doc.value("diagonals", false);
  const int cells = d.puzzle.geo.cells();
  std::string givens = doc.value("givens", "");
  std::string solution = doc.value("solution", "");
  if (static_cast<int>(givens.size()) != cells || static_cast<int>(solution.size()) != cells) {
    return InvalidInput("stored sudoku: givens or solution of the wrong length");
  }
  d.puzzle.cells.resize(Z(cells));
  d.solution.resize(Z(cells));
  for (int i = 0; i < cells; ++i) {
    d.puzzle.cells[Z(i)] = static_cast<uint8_t>(ValueOf(givens[Z(i)]));
    d.solution[Z(i)] = static_cast<uint8_t>(ValueOf(solution[Z(i)]));
  }
  return d;
}

std::string SudokuTitle(const sd::Puzzle& p, const std::string& level) {
  std::string shape = fmt::format("{}x{}", p.geo.n(), p.geo.n());
  return fmt::format("Sudoku{} {} {}", p.geo.diagonals ? "-X" : "", shape, level);
}

Status ValidateSudoku(const json& p) {
  Result<sd::Geometry> geo = sd::GeometryForSide(p["size"].get<int>(), p["diagonals"].get<bool>());
  if (!geo.ok()) return geo.error();
  return Ok{};
}

Result<PuzzleRecord> MakeSudoku(const json& p, MakeContext& ctx) {
  const int size = p["size"].get<int>();
  const bool diagonals = p["diagonals"].get<bool>();
  const std::string level_name = p["level"].get<std::string>();
  const std::string sym_name = p["symmetry"].get<std::string>();
  const bool minimal = p["minimal"].get<bool>();
  const uint64_t seed = p["seed"].get<uint64_t>();
  PS_TRY(geo, sd::GeometryForSide(size, diagonals));
  sd::GenerateParams gp;
  gp.geo = geo;
  gp.minimal = minimal;
  if (level_name != "any") {
    gp.level = sd::FindLevel(level_name);
    if (gp.level < 0) {
      return InvalidInput(fmt::format("unknown sudoku level '{}' (see /api/levels)", level_name));
    }
  }
  PS_TRY(sym, sd::ParseSymmetry(sym_name));
  gp.symmetry = sym;
  if (ctx.progress) ctx.progress({"generating", 0, 0, -1, 0});
  Rng rng(seed);
  PS_TRY(g, sd::Generate(gp, rng, ctx.budget));
  PS_CHECK(sd::IsSolution(g.puzzle, g.solution));
  PuzzleRecord r;
  r.kind = "sudoku";
  r.level = std::string(sd::kLevels[g.level].name);
  r.title = SudokuTitle(g.puzzle, r.level);
  r.seed = seed;
  r.params = {{"size", size},
              {"diagonals", diagonals},
              {"level", level_name},
              {"symmetry", sym_name},
              {"minimal", minimal}};
  r.doc = SudokuDoc(g.puzzle, g.solution, g.rating);
  return r;
}
Result<PuzzleRecord> ImportedSudoku(const sd::Puzzle& puzzle, std::vector<uint8_t> solution,
                                    const std::string& source, const std::string& title,
                                    Budget& budget) {
  sd::CountResult cr = sd::CountSolutions(puzzle, 2, budget);
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
  sd::GradeOptions go;
  sd::GradeResult gr = sd::Grade(puzzle, go, budget);
  PuzzleRecord r;
  r.kind = "sudoku";
  r.level = gr.complete ? std::string(sd::kLevels[gr.level].name) : "";
  r.title = title.empty() ? SudokuTitle(puzzle, r.level) : title;
  r.params = {{"imported", source}};
  r.doc = SudokuDoc(puzzle, cr.solution, gr.complete ? gr.rating : 0);
  return r;
}
// The JSON that ExportPuzzle writes: {"box": [w, h], "diagonals", "givens", "solution"?}.
Result<PuzzleRecord> ReadSudokuJson(const std::string& text, const ImportOptions& o,
                                    Budget& budget) {
  json doc = json::parse(text, nullptr, false);
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
  PS_TRY(geo, sd::GeometryForSide(static_cast<int>(w * h), doc.value("diagonals", false)));
  if (geo.box_w != w) {
    return InvalidInput("sudoku JSON: unsupported box shape; use the usual one for its side");
  }
  const std::string& givens = doc["givens"].get_ref<const std::string&>();
  if (static_cast<int>(givens.size()) != geo.cells()) {
    return InvalidInput(fmt::format("sudoku JSON: \"givens\" must have {} characters, not {}",
                                    geo.cells(), givens.size()));
  }
  sd::Puzzle puzzle{geo, std::vector<uint8_t>(Z(geo.cells()))};
  for (int i = 0; i < geo.cells(); ++i) {
    const int v = ValueOf(givens[Z(i)]);
    if (v > geo.n()) return InvalidInput(fmt::format("sudoku JSON: {} is too large", givens[Z(i)]));
    puzzle.cells[Z(i)] = static_cast<uint8_t>(v);
  }
  return ImportedSudoku(puzzle, {}, "json", ImportTitle(o.title, "", o.file_name), budget);
}

Result<PuzzleRecord> ReadSudoku(const std::string& text, const std::string& format,
                                const ImportOptions& o, Budget& budget) {
  const size_t first = text.find_first_not_of(" \t\r\n");
  if (format == "ipuz" || (first != std::string::npos && text[first] == '{' &&
                           sd::IsIpuzSudoku(json::parse(text, nullptr, false)))) {
    PS_TRY(ipuz, sd::ReadIpuzSudoku(text));
    PS_TRY(r, ImportedSudoku(ipuz.puzzle, ipuz.solution, "ipuz",
                             ImportTitle(o.title, ipuz.title, o.file_name), budget));
    return r;
  }
  if (first != std::string::npos && text[first] == '{') return ReadSudokuJson(text, o, budget);
  if (format == "letters") {
    std::string compact;
    for (char ch : text) {
      if (ch != ' ' && ch != '\n' && ch != '\r' && ch != '\t') compact += ch;
    }
    PS_TRY(d, sd::DecodeLetters(compact));
    return ImportedSudoku(d.puzzle, d.solution, "letters", ImportTitle(o.title, "", o.file_name),
                          budget);
  }
  sd::ReadOptions ro;
  ro.strict = o.params.value("strict", false);
  PS_TRY(file, sd::ReadPuzzles(text, ro));
  PS_TRY(r, ImportedSudoku(file.puzzles.front().puzzle, {}, "sudoku",
                           ImportTitle(o.title, "", o.file_name), budget));
  // What the reader assumed or left out, for the person importing (never silently).
  for (const Error& e : file.skipped) {
    r.notes.push_back(fmt::format("line {}, column {} skipped: {}", e.line, e.column, e.message));
  }
  r.notes.insert(r.notes.end(), file.notes.begin(), file.notes.end());
  if (file.puzzles.size() > 1) {
    r.notes.push_back(fmt::format("the text holds {} puzzles; the first (line {}) was imported",
                                  file.puzzles.size(), file.puzzles.front().line));
  }
  return r;
}
// Entries that contradict the solution: a value that differs; a star where there is none or a
// dot on a star.
json WrongValues(const std::vector<uint8_t>& values, const std::vector<uint8_t>& solution) {
  json wrong = json::array();
  for (size_t i = 0; i < values.size(); ++i) {
    if (values[i] != 0 && values[i] != solution[i]) wrong.push_back(i);
  }
  return wrong;
}
Result<std::vector<uint8_t>> ValuesParam(const json& state, const sd::Puzzle& p) {
  const int cells = p.geo.cells();
  if (!state.contains("values") || !state["values"].is_string() ||
      static_cast<int>(state["values"].get_ref<const std::string&>().size()) != cells) {
    return InvalidInput(fmt::format("'values' must be a string of {} characters", cells));
  }
  const std::string& s = state["values"].get_ref<const std::string&>();
  std::vector<uint8_t> v(Z(cells));
  for (int i = 0; i < cells; ++i) {
    int x = ValueOf(s[Z(i)]);
    if (x > p.geo.n()) return InvalidInput(fmt::format("'values': {} is too large", s[Z(i)]));
    v[Z(i)] = static_cast<uint8_t>(p.cells[Z(i)] != 0 ? p.cells[Z(i)] : x);
  }
  return v;
}

// The player's pencil marks ("pencil": one bit mask per square, bit v-1 for value v; 0 for a square
// without marks), optional: an empty result when the state has none.
Result<std::vector<uint16_t>> PencilParam(const json& state, const sd::Puzzle& p) {
  const int cells = p.geo.cells();
  std::vector<uint16_t> pencil;
  if (!state.contains("pencil") || state["pencil"].is_null()) return pencil;
  const json& marks = state["pencil"];
  if (!marks.is_array() || static_cast<int>(marks.size()) != cells) {
    return InvalidInput(fmt::format("'pencil' must be {} numbers (a bit mask per square)", cells));
  }
  const int all = (1 << p.geo.n()) - 1;
  for (const json& m : marks) {
    if (!m.is_number_integer() || m.get<int>() < 0 || m.get<int>() > all) {
      return InvalidInput(
          fmt::format("'pencil' holds bit masks from 0 to {} (bit v-1 for value v)", all));
    }
    pencil.push_back(static_cast<uint16_t>(m.get<int>()));
  }
  return pencil;
}

// The working grid a hint starts from: the placed values and, where the player has pencil marks,
// only the candidates marked (a square without marks has every value its peers leave).
sd::LogicGrid HintGrid(const sd::Topology& topo, const sd::Puzzle& now,
                       const std::vector<uint16_t>& pencil) {
  sd::LogicGrid plain(topo, now);
  if (pencil.empty()) return plain;
  std::vector<uint16_t> cand(now.cells.size());
  for (size_t c = 0; c < cand.size(); ++c) {
    const uint16_t allowed = plain.cand(static_cast<int>(c));
    cand[c] = pencil[c] != 0 ? static_cast<uint16_t>(allowed & pencil[c]) : allowed;
  }
  return sd::LogicGrid(topo, now.cells, cand);
}
Result<Download> WriteSudoku(const PuzzleRecord& r, const std::string& format) {
  Download d;
  const std::string base;  // the caller puts the puzzle's name before the extension

  PS_TRY(s, SudokuFromDoc(r.doc));
  d.content_type = "text/plain; charset=utf-8";
  if (format == "line") {
    d.body = sd::FormatLine(s.puzzle) + "\n";
    d.filename = base + ".txt";
  } else if (format == "grid") {
    d.body = sd::FormatGrid(s.puzzle);
    d.filename = base + ".grid.txt";  // not the line's name: both can be downloaded side by side
  } else if (format == "letters") {
    if (s.puzzle.geo.n() != 9) return InvalidInput("the letter encoding is for 9x9 sudoku only");
    d.body = sd::EncodeLetters(s.puzzle, &s.solution) + "\n";
    d.filename = base + ".letters.txt";
  } else if (format == "json") {
    d.body = r.doc.dump(2) + "\n";
    d.content_type = "application/json";
    d.filename = base + ".json";
  } else if (format == "ipuz") {
    Result<sd::Geometry> usual = sd::GeometryForSide(s.puzzle.geo.n(), s.puzzle.geo.diagonals);
    if (!usual.ok() || usual->box_w != s.puzzle.geo.box_w) {
      return InvalidInput(fmt::format(
          "ipuz has no field for {}x{} boxes in a {}x{} Sudoku (only the usual box shape)",
          s.puzzle.geo.box_w, s.puzzle.geo.box_h, s.puzzle.geo.n(), s.puzzle.geo.n()));
    }
    d.body = sd::WriteIpuzSudoku(s.puzzle, s.solution, r.title);
    d.content_type = "application/json";
    d.filename = base + ".ipuz";
  } else {
    return InvalidInput("sudoku exports as line, grid, letters, json or ipuz");
  }
  return d;
}
Result<Drawing> DrawSudoku(const PuzzleRecord& r, const kind::PrintRequest& request) {
  Drawing draw;

  PS_TRY(s, SudokuFromDoc(r.doc));
  draw = [s, r, request](render::Canvas& c) {
    sd::PrintItem item{s.puzzle, s.solution, r.title};
    sd::PrintOptions o;
    o.title = r.title;
    o.answers = request.answers;
    o.page_width = request.paper.width;
    o.page_height = request.paper.height;
    sd::DrawPages({item}, o, c);
  };

  return draw;
}
Result<Board> BoardSudoku(const PuzzleRecord& r, bool answers) {
  PS_TRY(s, SudokuFromDoc(r.doc));
  Board b;
  b.cols = b.rows = s.puzzle.geo.n();
  b.cell = 32;
  b.margin = 4;
  const double side = b.cols * b.cell, m = b.margin;
  b.draw = [s, answers, side, m](render::Canvas& c) {
    c.Begin(side + 2 * m, side + 2 * m);
    c.Rect(0, 0, side + 2 * m, side + 2 * m, render::Color::White(), render::Color::White(), 0);
    sd::DrawGrid(s.puzzle, answers ? &s.solution : nullptr, m, m, side, c);
    c.End();
  };
  return b;
}

// The givens, every other square empty.
json StartSudoku(const PuzzleRecord& r) { return json{{"values", r.doc.value("givens", "")}}; }

// Every square as the solution has it.
json AnswerSudoku(const PuzzleRecord& r) {
  const json solution = r.doc.value("solution", json());
  return solution.is_string() ? json{{"values", solution}} : json();
}

Result<json> CheckSudoku(const PuzzleRecord& r, const json& state) {
  json wrong = json::array();
  bool complete = true, solved = false;

  PS_TRY(s, SudokuFromDoc(r.doc));
  PS_TRY(values, ValuesParam(state, s.puzzle));
  wrong = WrongValues(values, s.solution);
  complete = std::find(values.begin(), values.end(), 0) == values.end();
  solved = complete && sd::IsSolution(s.puzzle, values);

  return json{{"solved", solved}, {"complete", complete}, {"wrong", wrong}};
}
Result<json> HintSudoku(const PuzzleRecord& r, const json& state, Budget& budget) {
  PS_TRY(s, SudokuFromDoc(r.doc));
  PS_TRY(values, ValuesParam(state, s.puzzle));
  PS_TRY(pencil, PencilParam(state, s.puzzle));
  json wrong = WrongValues(values, s.solution);
  if (!wrong.empty()) return Mistake(wrong, "entries");
  sd::Topology topo(s.puzzle.geo);
  sd::Puzzle now = s.puzzle;
  now.cells = values;
  sd::LogicGrid grid = HintGrid(topo, now, pencil);
  json lost = json::array();  // squares whose pencil marks leave out the right value
  for (int c = 0; c < grid.cells(); ++c) {
    if (!values[Z(c)] && !(grid.cand(c) & (1u << (s.solution[Z(c)] - 1)))) lost.push_back(c);
  }
  if (!lost.empty()) {
    return json{
        {"technique", "mistake"},
        {"text", fmt::format("the pencil marks of {} leave out {} right value{} "
                             "(shown in red): add {} back before the next step",
                             lost.size() == 1 ? "1 square" : fmt::format("{} squares", lost.size()),
                             lost.size() == 1 ? "the" : "their", lost.size() == 1 ? "" : "s",
                             lost.size() == 1 ? "it" : "them")},
        {"cells", lost}};
  }
  if (grid.Solved()) return json{{"technique", "solved"}, {"text", "The grid is solved."}};
  sd::Step step;
  if (!sd::NextStep(grid, step, budget)) {
    return MakeError(ErrorCode::kBudget, "no step found within the time allowed");
  }
  json placements = json::array(), removals = json::array();
  for (auto [c, v] : step.placements) placements.push_back({c, v});
  for (auto [c, mask] : step.removals) {
    json vals = json::array();
    for (int v = 1; v <= 16; ++v) {
      if (mask & (1u << (v - 1))) vals.push_back(v);
    }
    removals.push_back({c, vals});
  }
  return json{{"technique", sd::TechniqueName(step.technique)},
              {"rating", step.rating},
              {"text", sd::DescribeStep(grid, step)},
              {"cells", step.cells},
              {"placements", placements},
              {"removals", removals}};
}
// "min_size": the smallest side at which the level is made within the web form's 30 s. Measured
// (release build, seeds 1-3): 9x9 beginner to extreme in under 0.04 s each; 6x6, 8x8, 12x12 and
// 16x16 up to extreme in under 1.7 s; 4x4 only beginner (easy and up: none in 5 s, about two
// million removals tried).
json SudokuLevels() {
  json s = json::array();
  for (const sd::Level& l : sd::kLevels) {
    json level = {{"name", l.name},
                  {"techniques", l.techniques},
                  {"min_size", &l == &sd::kLevels[0] ? 4 : 6}};
    if (&l == &sd::kLevels[sd::kNumLevels - 1]) {
      // Random clue removal almost never reaches trial and error: a generation runs for many
      // minutes, far past what the web form waits, so the web app leaves it to the command line.
      level["web"] = false;
      level["note"] =
          "Diabolical Sudoku (trial and error) is made only from the command line: puzzlesmith "
          "sudoku generate --level diabolical (it can take many minutes).";
    }
    s.push_back(std::move(level));
  }
  return s;
}

// Game ID: "<side>[x][-<box w>x<box h>]:<squares>", the box only when it is not the usual one
// for the side and 'x' for Sudoku-X. Squares in reading order: a given as its digit (10 and up as
// A, B, ...), a run of 1 to 26 empty squares as one letter a to z.
Result<std::string> WriteSudokuId(const PuzzleRecord& r) {
  PS_TRY(s, SudokuFromDoc(r.doc));
  const sd::Geometry& g = s.puzzle.geo;
  std::string id = std::to_string(g.n());
  if (g.diagonals) id += 'x';
  Result<sd::Geometry> usual = sd::GeometryForSide(g.n(), g.diagonals);
  if (!usual.ok() || usual->box_w != g.box_w) id += fmt::format("-{}x{}", g.box_w, g.box_h);
  id += ':';
  int run = 0;
  for (uint8_t v : s.puzzle.cells) {
    if (v == 0) {
      if (++run == 26) {
        id += 'z';
        run = 0;
      }
      continue;
    }
    if (run > 0) id += static_cast<char>('a' + run - 1);
    run = 0;
    id += sd::ValueChar(v);
  }
  if (run > 0) id += static_cast<char>('a' + run - 1);
  return id;
}

Result<PuzzleRecord> ReadSudokuId(std::string_view params, std::string_view desc, Budget& budget) {
  const auto bad = [&](std::string_view what) {
    return InvalidInput(fmt::format("sudoku ID: {} (it reads like sudoku/9:4a3b...)", what));
  };
  int side = 0;
  size_t i = 0;
  while (i < params.size() && params[i] >= '0' && params[i] <= '9' && side < 100) {
    side = side * 10 + (params[i++] - '0');
  }
  const bool diagonals = i < params.size() && params[i] == 'x';
  if (diagonals) ++i;
  sd::Geometry geo{0, 0, diagonals};
  if (i < params.size()) {
    int w = 0, h = 0;
    char extra = 0;
    const std::string box(params.substr(i));
    if (std::sscanf(box.c_str(), "-%dx%d%c", &w, &h, &extra) != 2 || w < 1 || h < 1 ||
        w * h != side) {
      return bad(fmt::format("'{}' is not a side with an optional x and -WxH box", params));
    }
    geo.box_w = w;
    geo.box_h = h;
  } else {
    Result<sd::Geometry> usual = sd::GeometryForSide(side, diagonals);
    if (!usual.ok()) return bad(fmt::format("no usual box shape for a side of {}", side));
    geo = *usual;
  }
  if (side < 4 || side > 16) return bad("the side runs from 4 to 16");
  sd::Puzzle puzzle{geo, {}};
  for (char c : desc) {
    if (c >= 'a' && c <= 'z') {
      puzzle.cells.insert(puzzle.cells.end(), Z(c - 'a' + 1), 0);
    } else {
      const int v = ValueOf(c);
      if (v == 0 || v > side)
        return bad(fmt::format("'{}' is not a value of a {}x{}", c, side, side));
      puzzle.cells.push_back(static_cast<uint8_t>(v));
    }
    if (static_cast<int>(puzzle.cells.size()) > geo.cells()) break;
  }
  if (static_cast<int>(puzzle.cells.size()) != geo.cells()) {
    return bad(fmt::format("it describes {} squares where a {}x{} has {}", puzzle.cells.size(),
                           side, side, geo.cells()));
  }
  return ImportedSudoku(puzzle, {}, "id", "", budget);
}

// "sudoku" JSON ({"givens", "box"}), an ipuz file of a Sudoku kind, 81 letters of the letter
// code, an .sdk file's [Puzzle] section, or any other text as lines of digits (the reader says
// what is wrong with it).
Detection DetectSudoku(const Sniff& text) {
  const std::string_view t = text.start;
  if (t.empty()) return {};
  if (t.rfind("[Puzzle]", 0) == 0) return {"sudoku", Detection::kHeader};
  if (text.IsJson()) {
    const json& j = text.json;
    if (j.is_object() && j.contains("givens") && j.contains("box")) {
      return {"sudoku", Detection::kSignature};
    }
    if (sd::IsIpuzSudoku(j)) return {"ipuz", Detection::kSignature};
    return {};
  }
  std::string letters;
  for (char c : t) {
    if (c != ' ' && c != '\n' && c != '\r' && c != '\t') letters += c;
  }
  if (letters.size() == 81 && std::all_of(letters.begin(), letters.end(), [](char c) {
        return sd::kLetterAlphabet.find(static_cast<char>(
                   std::toupper(static_cast<unsigned char>(c)))) != std::string_view::npos;
      })) {
    return {"letters", Detection::kStrictShape};
  }
  return {"sudoku", Detection::kFallback};
}

Result<Solved> SolveSudoku(const PuzzleRecord& r, int64_t limit, Budget& budget) {
  PS_TRY(d, SudokuFromDoc(r.doc));
  const sd::CountResult cr = sd::CountSolutions(d.puzzle, limit, budget);
  Solved out;
  out.outcome = OutcomeOf(cr.count, cr.complete, limit);
  out.count = cr.count;
  if (cr.count > 0) out.state = {{"values", sd::FormatValues(cr.solution)}};
  return out;
}

std::string CanonicalSudoku(const PuzzleRecord& r) {
  Result<SudokuData> d = SudokuFromDoc(r.doc);
  return d.ok() ? sd::CanonicalKey(d->puzzle) : "";
}

}  // namespace

extern const kind::Kind kKind;
const kind::Kind kKind{
    .name = "sudoku",
    .label = "Sudoku",
    .aliases = {},
    .player = "sudoku",
    .maker = "",
    .make_label = "",
    .make = MakeSudoku,
    .params =
        {
            {"size", "Size", Param::Type::kInt, 9, 4, 16, {"9", "4", "6", "8", "12", "16"}},
            {"level", "Level", Param::Type::kLevel, "any", 0, 0, {}},
            {"symmetry",
             "Symmetry",
             Param::Type::kChoice,
             "180",
             0,
             0,
             {"180", "none", "90", "mirror", "diagonal"}},
            {"diagonals", "Sudoku-X (diagonals)", Param::Type::kBool, false, 0, 0, {}},
            {"minimal", "Minimal (no clue can go)", Param::Type::kBool, false, 0, 0, {}},
            {"seed", "Seed (empty: random)", Param::Type::kSeed, nullptr, 0, 0, {}},
        },
    .validate = ValidateSudoku,
    .reads = {"sudoku", "letters", "ipuz"},
    .import_params = {{"strict",
                       "Strict Sudoku text (refuse a text with a bad line instead of skipping "
                       "the line)",
                       Param::Type::kBool,
                       false,
                       0,
                       0,
                       {}}},
    .detect = DetectSudoku,
    .read = ReadSudoku,
    .writes = {"line", "letters", "grid", "json", "ipuz"},
    .write = WriteSudoku,
    .draw = DrawSudoku,
    .board = BoardSudoku,
    .start = StartSudoku,
    .answer = AnswerSudoku,
    .check = CheckSudoku,
    .hint = HintSudoku,
    .solve = SolveSudoku,
    .levels = SudokuLevels,
    .write_id = WriteSudokuId,
    .read_id = ReadSudokuId,
    .example = {{"level", "easy"}, {"seed", 1}},
    .packs = {{"9×9 beginner", "size=9,level=beginner", 20},
              {"9×9 easy", "size=9,level=easy", 20},
              {"9×9 medium", "size=9,level=medium", 20},
              {"9×9 hard", "size=9,level=hard", 20},
              {"9×9 expert", "size=9,level=expert", 20},
              {"Sudoku-X 9×9 easy", "size=9,level=easy,diagonals=1", 20},
              {"6×6 easy", "size=6,level=easy", 20}},
    .canonical = CanonicalSudoku,
};

}  // namespace ps::sudoku
