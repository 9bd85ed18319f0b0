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
#include "sudoku/fpuzzles.h"
#include "sudoku/generate.h"
#include "sudoku/ipuz.h"
#include "sudoku/jigsaw_text.h"
#include "sudoku/kind_doc.h"
#include "sudoku/logic.h"
#include "sudoku/solo_id.h"
#include "sudoku/sudokuwiki.h"

namespace ps::sudoku {
namespace {

using namespace ps::kind;

using nlohmann::json;
namespace sd = sudoku;
using kind_doc::FromDoc;
using kind_doc::ValueOf;

// The variant parameter: "classic", "jigsaw", "killer" or "jigsaw-killer".
bool IsJigsaw(const json& p) {
  const std::string v = p.value("variant", std::string("classic"));
  return v == "jigsaw" || v == "jigsaw-killer";
}
bool IsKiller(const json& p) {
  const std::string v = p.value("variant", std::string("classic"));
  return v == "killer" || v == "jigsaw-killer";
}

// The board of checked parameters: `box` WxH when given (its side is the size: a size given
// beside it must agree), else the usual box shape of `size`. A jigsaw's regions are grown by the
// generator: here only its side (and a box shape is refused).
Result<sd::Geometry> GeometryOf(const json& p) {
  const int size = p["size"].get<int>();
  const bool diagonals = p["diagonals"].get<bool>();
  const std::string box = p.value("box", std::string());
  if (IsJigsaw(p) && !box.empty()) {
    return InvalidInput("'box': a jigsaw Sudoku has irregular regions, not boxes; leave it out");
  }
  // Measured: a grid over random 16x16 regions takes about ten seconds to find (most region sets
  // give none within thousands of nodes), past the web form's time for any level.
  if (IsJigsaw(p) && size > 12) {
    return InvalidInput(fmt::format(
        "'size' {}: jigsaw Sudoku is made from 4x4 to 12x12 (a {}x{} jigsaw is read, not made)",
        size, size, size));
  }
  // As Solo: the sums of larger boards say too little (and grading them takes too long).
  if (IsKiller(p) && size > 9) {
    return InvalidInput(fmt::format(
        "'size' {}: killer Sudoku is made from 4x4 to 9x9 (a {}x{} killer is read, not made)", size,
        size, size));
  }
  if (box.empty()) return sd::GeometryForSide(size, diagonals);
  Result<sd::Geometry> geo = sd::ParseGeometry(box, diagonals);
  if (!geo.ok()) return InvalidInput("'box': " + geo.error().message);
  if (geo->n() < 4 || geo->n() > 16) {
    return InvalidInput(fmt::format("'box' {}: a Sudoku's side runs from 4 to 16", box));
  }
  if (size != 9 && size != geo->n()) {
    return InvalidInput(
        fmt::format("'size' {} and 'box' {} do not agree; give one of them", size, box));
  }
  return geo;
}

// The clue count range of checked parameters: "MIN-MAX" or one number; {0, 0}: any.
Result<std::pair<int, int>> CluesOf(const json& p) {
  const std::string clues = p.value("clues", std::string());
  if (clues.empty()) return std::pair{0, 0};
  int lo = 0, hi = 0;
  char dash = 0, extra = 0;
  const int got = std::sscanf(clues.c_str(), "%d%c%d%c", &lo, &dash, &hi, &extra);
  if (got == 1 && clues.find_first_not_of("0123456789") == std::string::npos) {
    hi = lo;
  } else if (got != 3 || dash != '-' || lo < 0 || hi < lo) {
    return InvalidInput(fmt::format("'clues' '{}': expected MIN-MAX such as 24-28", clues));
  }
  return std::pair{lo, hi};
}

Status ValidateSudoku(const json& p) {
  Result<sd::Geometry> geo = GeometryOf(p);
  if (!geo.ok()) return geo.error();
  Result<std::pair<int, int>> clues = CluesOf(p);
  if (!clues.ok()) return clues.error();
  // A range no puzzle of the board can have is refused at once, not searched until the budget
  // ends: more clues than squares, or fewer than a unique puzzle of the usual boxes ever has
  // (17 at 9x9, 8 at 6x6, 4 at 4x4; Sudoku-X, jigsaw and killer puzzles can have fewer).
  const auto [lo, hi] = *clues;
  const std::string given = p.value("clues", std::string());
  const int n = geo->n(), cells = n * n;
  if (!given.empty() && hi == 0) {
    return InvalidInput(fmt::format(
        "'clues' '{}': a puzzle has at least one clue; leave it out for any count", given));
  }
  if (hi > cells) {
    return InvalidInput(
        fmt::format("'clues' '{}': a {}x{} Sudoku has {} squares", given, n, n, cells));
  }
  const bool usual = !geo->diagonals && !IsJigsaw(p) && !IsKiller(p);
  const int least = !usual ? 0 : n == 9 ? 17 : n == 6 ? 8 : n == 4 ? 4 : 0;
  if (hi > 0 && hi < least) {
    return InvalidInput(fmt::format(
        "'clues' '{}': a {}x{} Sudoku with one solution has at least {} clues: ask for a range "
        "that reaches {}",
        given, n, n, least, least));
  }
  return Ok{};
}

Result<PuzzleRecord> MakeSudoku(const json& p, MakeContext& ctx) {
  const bool diagonals = p["diagonals"].get<bool>();
  const std::string level_name = p["level"].get<std::string>();
  const std::string sym_name = p["symmetry"].get<std::string>();
  const bool minimal = p["minimal"].get<bool>();
  const uint64_t seed = p["seed"].get<uint64_t>();
  PS_TRY(geo, GeometryOf(p));
  PS_TRY(clues, CluesOf(p));
  sd::GenerateParams gp;
  gp.geo = geo;
  gp.jigsaw = IsJigsaw(p);
  gp.killer = IsKiller(p);
  gp.minimal = minimal;
  gp.min_clues = clues.first;
  gp.max_clues = clues.second;
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
  r.title = kind_doc::Title(g.puzzle, r.level);
  r.seed = seed;
  r.params = {{"size", geo.n()},
              {"diagonals", diagonals},
              {"level", level_name},
              {"symmetry", sym_name},
              {"minimal", minimal}};
  // Parameters added later stay out while at their default, as in the seeded ID.
  if (!p.value("box", std::string()).empty()) r.params["box"] = p["box"];
  if (!p.value("clues", std::string()).empty()) r.params["clues"] = p["clues"];
  if (gp.jigsaw || gp.killer) r.params["variant"] = p["variant"];
  r.doc = kind_doc::Doc(g.puzzle, g.solution, g.rating);
  return r;
}

// A step as a hint gives it (and a grade's steps are): {"technique", "rating", "text" (what it
// does, with cells as r3c5), "cells": [index, ...], "placements": [[cell, value], ...],
// "removals": [[cell, [value, ...]], ...]}.
json StepJson(const sd::LogicGrid& grid, const sd::Step& step) {
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

// The puzzle with its solution: a record read for its clues alone is solved here (one solution,
// or the reason why there is none to hint from).
Result<kind_doc::Data> WithSolution(const PuzzleRecord& r, Budget& budget) {
  PS_TRY(s, FromDoc(r.doc));
  if (!s.solution.empty()) return s;
  const sd::CountResult c = sd::CountSolutions(s.puzzle, 2, budget);
  if (c.outcome == Outcome::kBudget) return MakeError(ErrorCode::kBudget, "stopped while solving");
  if (c.outcome != Outcome::kUnique) {
    return MakeError(ErrorCode::kNoSolution, c.count == 0
                                                 ? "this sudoku has no solution"
                                                 : "this sudoku has more than one solution");
  }
  s.solution = c.solution;
  return s;
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

  PS_TRY(s, FromDoc(r.doc));
  d.content_type = "text/plain; charset=utf-8";
  if (s.solution.empty() && (format == "letters" || format == "ipuz")) {
    Budget budget = Budget::Seconds(10);
    PS_TRY(solved, WithSolution(r, budget));
    s = std::move(solved);
  }
  const bool jigsaw = s.puzzle.geo.jigsaw(), killer = s.puzzle.geo.killer();
  if (killer && (format == "letters" || format == "ipuz" || format == "grid")) {
    return InvalidInput(fmt::format(
        "{} has no cages: write a killer Sudoku as line, json, solo, fpuzzles, fpuzzles-url or "
        "sudokuwiki",
        format));
  }
  if (jigsaw && (format == "letters" || format == "ipuz")) {
    return InvalidInput(fmt::format(
        "{} has no jigsaw regions: write a jigsaw Sudoku as line, grid, json or solo", format));
  }
  if (format == "line") {
    // A jigsaw's line carries its regions after the givens (jigsaw_text.h); a killer's is its
    // Solo ID, the one-line form that carries cages most widely read.
    d.body = (killer   ? sd::WriteSoloId(s.puzzle)
              : jigsaw ? sd::FormatJigsawLine(s.puzzle)
                       : sd::FormatLine(s.puzzle)) +
             "\n";
    d.filename = base + ".txt";
  } else if (format == "solo") {
    d.body = sd::WriteSoloId(s.puzzle) + "\n";
    d.filename = base + ".solo.txt";
  } else if (format == "fpuzzles") {
    d.body = sd::WriteFpuzzlesJson(s.puzzle, r.title) + "\n";
    d.content_type = "application/json";
    d.filename = base + ".fpuzzles.json";
  } else if (format == "fpuzzles-url") {
    d.body = sd::FpuzzlesLink(s.puzzle, r.title) + "\n";
    d.filename = base + ".fpuzzles.txt";
  } else if (format == "sudokuwiki") {
    PS_TRY(line, sd::WriteSudokuWiki(s.puzzle));
    d.body = line + "\n";
    d.filename = base + ".sudokuwiki.txt";
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
    return InvalidInput(
        "sudoku exports as line, grid, letters, json, ipuz, solo, fpuzzles, fpuzzles-url or "
        "sudokuwiki");
  }
  // A Sudoku-X's line, grid and letter code are its givens alone.
  if (s.puzzle.geo.diagonals && !killer &&
      (format == "line" || format == "grid" || format == "letters")) {
    d.losses.push_back(fmt::format(
        "{} has no mark for the diagonals: read back, this Sudoku-X is a plain Sudoku (with more "
        "than one solution); json, ipuz, solo and fpuzzles keep them",
        format));
  }
  return d;
}
// Every puzzle on pages of `per_page` (1, 2, 4 or 6) with answer pages when asked: one puzzle
// captioned with its title; several each with its number, level and rating.
Result<Drawing> DrawSudokus(const std::vector<PuzzleRecord>& records,
                            const kind::PrintRequest& request) {
  std::vector<sd::PrintItem> items;
  for (size_t k = 0; k < records.size(); ++k) {
    const PuzzleRecord& r = records[k];
    PS_TRY(s, FromDoc(r.doc));
    std::string caption = r.title;
    if (records.size() > 1) {
      caption = fmt::format("#{}", k + 1);
      const json rating = r.doc.value("rating", json());
      if (!r.level.empty() && rating.is_number()) {
        caption += fmt::format("  {} {:.1f}", r.level, rating.get<double>());
      }
    }
    items.push_back({s.puzzle, s.solution, caption});
  }
  sd::PrintOptions o;
  o.title = !request.title.empty() ? request.title
            : records.size() == 1  ? records.front().title
                                   : std::string();
  o.per_page = request.per_page;
  o.answers = request.answers;
  o.page_width = request.paper.width;
  o.page_height = request.paper.height;
  return Drawing([items, o](render::Canvas& c) { sd::DrawPages(items, o, c); });
}

Result<Drawing> DrawSudoku(const PuzzleRecord& r, const kind::PrintRequest& request) {
  return DrawSudokus({r}, request);
}

Result<Board> BoardSudoku(const PuzzleRecord& r, bool answers) {
  PS_TRY(s, FromDoc(r.doc));
  Board b;
  b.cols = b.rows = s.puzzle.geo.n();
  b.cell = 32;
  b.margin = 4;
  const double side = b.cols * b.cell, m = b.margin;
  b.draw = [s, answers, side, m](render::Canvas& c) {
    c.Begin(side + 2 * m, side + 2 * m);
    c.Rect(0, 0, side + 2 * m, side + 2 * m, render::Color::White(), render::Color::White(), 0);
    sd::DrawGrid(s.puzzle, answers && !s.solution.empty() ? &s.solution : nullptr, m, m, side, c);
    c.End();
  };
  return b;
}

// The givens, every other square empty.
json StartSudoku(const PuzzleRecord& r) { return json{{"values", r.doc.value("givens", "")}}; }

// Every square as the solution has it.
json AnswerSudoku(const PuzzleRecord& r) {
  const json solution = r.doc.value("solution", json());
  return solution.is_string() && !solution.get<std::string>().empty() ? json{{"values", solution}}
                                                                      : json();
}

Result<json> CheckSudoku(const PuzzleRecord& r, const json& state) {
  json wrong = json::array();
  bool complete = true, solved = false;

  Budget budget = Budget::Seconds(10);
  PS_TRY(s, WithSolution(r, budget));
  PS_TRY(values, ValuesParam(state, s.puzzle));
  wrong = WrongValues(values, s.solution);
  complete = std::find(values.begin(), values.end(), 0) == values.end();
  solved = complete && sd::IsSolution(s.puzzle, values);

  return json{{"solved", solved}, {"complete", complete}, {"wrong", wrong}};
}
Result<json> HintSudoku(const PuzzleRecord& r, const json& state, Budget& budget) {
  PS_TRY(s, WithSolution(r, budget));
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
  return StepJson(grid, step);
}
// Game ID: "<side>[x][-<box w>x<box h>]:<squares>", the box only when it is not the usual one
// for the side and 'x' for Sudoku-X; a jigsaw "<side>[x]j:<squares>,<regions>", its regions as
// Solo writes them (solo_id.h); a killer adds 'k' ("9k:", "9xk:", "9jk:", "6k-2x3:") and, after
// the rest, ",<cages>,<sums>" as Solo writes them. Squares in reading order: a given as its digit
// (10 and up as A, B, ...), a run of 1 to 26 empty squares as one letter a to z.
Result<std::string> WriteSudokuId(const PuzzleRecord& r) {
  PS_TRY(s, FromDoc(r.doc));
  const sd::Geometry& g = s.puzzle.geo;
  std::string id = std::to_string(g.n());
  id.reserve(static_cast<size_t>(g.cells()) + 16);
  if (g.diagonals) id += 'x';
  if (g.jigsaw()) id += 'j';
  if (g.killer()) id += 'k';
  if (!g.jigsaw()) {
    Result<sd::Geometry> usual = sd::GeometryForSide(g.n(), g.diagonals);
    if (!usual.ok() || usual->box_w != g.box_w) id += fmt::format("-{}x{}", g.box_w, g.box_h);
  }
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
  if (g.jigsaw()) id += ',' + sd::EncodeRegionEdges(g.n(), g.regions);
  if (g.killer()) {
    std::vector<int> sums;
    const std::vector<int> classes = sd::CageClasses(g, sums);
    id += ',' + sd::EncodeRegionEdges(g.n(), classes) + ',' + sd::EncodeNumbers(sums);
  }
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
  const bool jigsaw = i < params.size() && params[i] == 'j';
  if (jigsaw) ++i;
  const bool killer = i < params.size() && params[i] == 'k';
  if (killer) ++i;
  // A killer's two last parts: its cages and their sums (as Solo writes them).
  std::string_view cage_code, sum_code;
  if (killer) {
    if (side < 4 || side > 16) return bad("the side runs from 4 to 16");
    const size_t last = desc.rfind(',');
    const size_t before = last == std::string_view::npos ? last : desc.rfind(',', last - 1);
    if (before == std::string_view::npos) {
      return bad("a killer's cages and sums are missing (',cages,sums' at the end)");
    }
    cage_code = desc.substr(before + 1, last - before - 1);
    sum_code = desc.substr(last + 1);
    desc = desc.substr(0, before);
  }
  sd::Geometry geo{0, 0, diagonals};
  if (jigsaw) {
    if (i < params.size()) return bad(fmt::format("'{}' after a jigsaw's 'j'", params.substr(i)));
    if (side < 4 || side > 16) return bad("the side runs from 4 to 16");
    const size_t comma = desc.find(',');
    if (comma == std::string_view::npos) return bad("a jigsaw's regions are missing after ','");
    Result<std::vector<int>> regions = sd::DecodeRegionEdges(side, desc.substr(comma + 1));
    if (!regions.ok()) return bad(regions.error().message);
    Result<sd::Geometry> g = sd::JigsawGeometry(side, *regions, diagonals);
    if (!g.ok()) return bad(g.error().message);
    geo = std::move(*g);
    desc = desc.substr(0, comma);
  } else if (i < params.size()) {
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
  puzzle.cells.reserve(Z(geo.cells()));
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
  if (killer) {
    Result<std::vector<int>> classes = sd::DecodeRegionEdges(side, cage_code);
    if (!classes.ok()) return bad(classes.error().message);
    std::vector<int> sums;
    if (Status st = sd::DecodeNumbers(sum_code, geo.cells(), 999, sums); !st.ok()) {
      return bad(st.error().message);
    }
    Result<std::vector<sd::Cage>> cages = sd::CagesOf(side, *classes, sums);
    if (!cages.ok()) return bad(cages.error().message);
    Result<sd::Geometry> g = sd::KillerGeometry(puzzle.geo, std::move(*cages));
    if (!g.ok()) return bad(g.error().message);
    puzzle.geo = std::move(*g);
  }
  return kind_doc::Imported(puzzle, {}, "id", "", budget);
}

Result<Solved> SolveSudoku(const PuzzleRecord& r, int64_t limit, Budget& budget) {
  PS_TRY(d, FromDoc(r.doc));
  const sd::CountResult cr = sd::CountSolutions(d.puzzle, limit, budget);
  Solved out;
  out.outcome = OutcomeOf(cr.count, cr.complete, limit);
  out.count = cr.count;
  if (cr.count > 0) out.state = json::object_t{{"values", sd::FormatValues(cr.solution)}};
  return out;
}

// Counts the solutions, and grades a puzzle with one by the techniques a person needs (the
// Sudoku Explainer scale): {"outcome", "level", "rating", "clues", "steps"?}.
Result<json> GradeSudoku(const PuzzleRecord& r, bool steps, Budget& budget) {
  PS_TRY(d, FromDoc(r.doc));
  const sd::CountResult c = sd::CountSolutions(d.puzzle, 2, budget);
  if (c.outcome == Outcome::kBudget) {
    return MakeError(ErrorCode::kBudget, "stopped while counting its solutions");
  }
  json out{{"outcome", std::string(ToString(c.outcome))},
           {"level", nullptr},
           {"rating", nullptr},
           {"clues", d.puzzle.Clues()}};
  if (c.outcome != Outcome::kUnique) return out;
  sd::GradeOptions o;
  o.keep_steps = steps;
  const sd::GradeResult g = sd::Grade(d.puzzle, o, budget);
  if (!g.complete) return MakeError(ErrorCode::kBudget, "stopped while grading");
  out["level"] = std::string(sd::kLevels[g.level].name);
  out["rating"] = std::round(g.rating * 10) / 10;
  if (steps) {
    sd::Topology topo(d.puzzle.geo);
    sd::LogicGrid grid(topo, d.puzzle);
    json list = json::array();
    for (const sd::Step& step : g.steps) {
      list.push_back(StepJson(grid, step));
      grid.Apply(step);
    }
    out["steps"] = std::move(list);
  }
  return out;
}

// The puzzle for a terminal: a line with its title, rating and clues, then its grid.
std::string TextSudoku(const PuzzleRecord& r) {
  Result<kind_doc::Data> d = FromDoc(r.doc);
  if (!d.ok()) return "";
  const json rating = r.doc.value("rating", json());
  return fmt::format(
      "# {}{}, {} clues\n{}", r.title,
      rating.is_number() ? fmt::format(", rating {:.1f}", rating.get<double>()) : std::string(),
      d->puzzle.Clues(), sd::FormatGrid(d->puzzle));
}

// A game's values (the givens when null) as one line, or as a readable grid.
std::string StateSudoku(const PuzzleRecord& r, const json& state, bool grid) {
  Result<kind_doc::Data> d = FromDoc(r.doc);
  if (!d.ok()) return "";
  sd::Puzzle shown = std::move(d->puzzle);
  if (state.is_object() && state.contains("values") && state["values"].is_string()) {
    const std::string& values = state["values"].get_ref<const std::string&>();
    for (size_t i = 0; i < shown.cells.size() && i < values.size(); ++i) {
      shown.cells[i] = static_cast<uint8_t>(ValueOf(values[i]));
    }
  }
  if (grid) return sd::FormatGrid(shown);
  if (shown.geo.killer()) return sd::WriteSoloId(shown);
  return shown.geo.jigsaw() ? sd::FormatJigsawLine(shown) : sd::FormatLine(shown);
}

std::string CanonicalSudoku(const PuzzleRecord& r) {
  Result<kind_doc::Data> d = FromDoc(r.doc);
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
            // Added after seeded IDs were shared: left out of an ID while classic.
            {"variant",
             "Variant",
             Param::Type::kChoice,
             "classic",
             0,
             0,
             {"classic", "jigsaw", "killer", "jigsaw-killer"},
             true},
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
            // Added after seeded IDs were shared: left out of an ID at their default.
            {"box",
             "Box shape WxH (empty: the usual one for the size)",
             Param::Type::kText,
             "",
             0,
             5,
             {},
             true,
             true},
            {"clues", "Clues MIN-MAX (empty: any)", Param::Type::kText, "", 0, 7, {}, true, true},
        },
    .validate = ValidateSudoku,
    .reads = {"sudoku", "letters", "ipuz", "solo", "fpuzzles", "sudokuwiki"},
    .import_params = {{"strict",
                       "Strict Sudoku text (refuse a text with a bad line instead of skipping "
                       "the line)",
                       Param::Type::kBool,
                       false,
                       0,
                       0,
                       {}},
                      {"box",
                       "A Sudoku's box shape WxH when its size does not tell it (6x6: 3x2 by "
                       "default)",
                       Param::Type::kText,
                       "",
                       0,
                       5,
                       {}},
                      {"diagonals",
                       "Sudoku-X: the two main diagonals are units too",
                       Param::Type::kBool,
                       false,
                       0,
                       0,
                       {}}},
    .detect = kind_doc::Detect,
    .read = kind_doc::Read,
    .read_all = kind_doc::ReadAll,
    .lines_apart = kind_doc::LinesApart,
    .writes = {"line", "letters", "grid", "json", "ipuz", "solo", "fpuzzles", "fpuzzles-url",
               "sudokuwiki"},
    .write = WriteSudoku,
    .draw = DrawSudoku,
    .draw_all = DrawSudokus,
    .board = BoardSudoku,
    .start = StartSudoku,
    .answer = AnswerSudoku,
    .check = CheckSudoku,
    .hint = HintSudoku,
    .solve = SolveSudoku,
    .grade = GradeSudoku,
    .levels = kind_doc::SudokuLevels,
    .text = TextSudoku,
    .state_text = StateSudoku,
    .line = "line",
    .write_id = WriteSudokuId,
    .read_id = ReadSudokuId,
    .example = {{"level", "easy"}, {"seed", 1}},
    .packs = {{"9×9 beginner", "size=9,level=beginner", 20},
              {"9×9 easy", "size=9,level=easy", 20},
              {"9×9 medium", "size=9,level=medium", 20},
              {"9×9 hard", "size=9,level=hard", 20},
              {"9×9 expert", "size=9,level=expert", 20},
              {"Sudoku-X 9×9 easy", "size=9,level=easy,diagonals=1", 20},
              {"Jigsaw 9×9 easy", "size=9,variant=jigsaw,level=easy", 20},
              {"Jigsaw 9×9 medium", "size=9,variant=jigsaw,level=medium", 20},
              {"Jigsaw 9×9 hard", "size=9,variant=jigsaw,level=hard", 20},
              {"Killer 9×9 easy", "size=9,variant=killer,level=easy", 20},
              {"Killer 9×9 medium", "size=9,variant=killer,level=medium", 20},
              {"Killer 9×9 hard", "size=9,variant=killer,level=hard", 20},
              {"6×6 easy", "size=6,level=easy", 20}},
    .canonical = CanonicalSudoku,
    .spellings = {{"sudoku", "generate", "make", {}, "line"},
                  {"sudoku", "solve", "solve", {}, "line"},
                  {"sudoku", "grade", "grade"},
                  {"sudoku", "hint", "hint"},
                  {"sudoku", "print", "print"},
                  {"sudoku", "convert", "convert"},
                  {"sudoku", "levels", "levels"}},
};

}  // namespace ps::sudoku
