// The Star Battle kind in the app layer: its document, make, import (boards with several
// solutions too), export, print, check and hint; its detection is kind_detect.cc.
#include "kind/kind.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "core/grid.h"
#include "core/rng.h"
#include "core/text.h"
#include "kind/common.h"
#include "starbattle/canonical.h"
#include "starbattle/cdcl.h"
#include "starbattle/cnf.h"
#include "starbattle/draw.h"
#include "starbattle/format.h"
#include "starbattle/generate.h"
#include "starbattle/hint.h"
#include "starbattle/kind_detect.h"
#include "starbattle/logic.h"
#include "starbattle/originals.h"
#include "starbattle/solver.h"
#include "starbattle/zone_stars.h"

namespace ps::starbattle {
namespace {

using namespace ps::kind;

using nlohmann::json;
namespace sb = starbattle;

// `solutions`: how many solutions the board has (1 for every board made here); `exact` false when
// the count stopped at a limit ("at least").
json StarbattleDoc(const sb::Puzzle& p, const sb::Solution& s, int solutions = 1,
                   bool exact = true) {
  json zones = json::array();
  for (int y = 0; y < p.n; ++y) {
    json row = json::array();
    for (int x = 0; x < p.n; ++x) row.push_back(p.Zone(x, y));
    zones.push_back(std::move(row));
  }
  return {{"size", p.n},
          {"stars", p.Stars()},
          {"zones", std::move(zones)},
          {"solution", sb::SolutionRows(p.n, s)},
          {"solutions", solutions},
          {"solutions_exact", exact}};
}

struct StarbattleData {
  sb::Puzzle puzzle;
  sb::Solution solution;  // one solution (the only one when `solutions` is 1); empty: not known
  int solutions = 1;      // 0: not counted (a board read for its clues alone)
};

Result<StarbattleData> StarbattleFromDoc(const json& doc) {
  StarbattleData d;
  d.puzzle.n = doc.value("size", 0);
  int k = doc.value("stars", 1);
  d.puzzle.row_stars = d.puzzle.col_stars = d.puzzle.zone_stars = k;
  const int n = d.puzzle.n;
  if (n < 1 || n > sb::kMaxN || !doc.contains("zones") || !doc.contains("solution")) {
    return InvalidInput("stored star battle: bad size, zones or solution");
  }
  // A board read for its clues alone has no solution rows (and "solutions": null).
  const bool known = !doc["solution"].empty();
  d.puzzle.zones.assign(Z(n * n), 0);
  if (known) d.solution.assign(Z(n * n), 0);
  for (int y = 0; y < n; ++y) {
    const std::string row = known ? doc["solution"].at(Z(y)).get<std::string>() : "";
    for (int x = 0; x < n; ++x) {
      d.puzzle.zones[Z(y * n + x)] = doc["zones"].at(Z(y)).at(Z(x)).get<int>();
      if (known) d.solution[Z(y * n + x)] = Z(x) < row.size() && row[Z(x)] == '*' ? 1 : 0;
    }
  }
  if (Status s = sb::Validate(d.puzzle); !s.ok()) return s.error();
  const json solutions = doc.value("solutions", json(1));
  d.solutions = solutions.is_number_integer() ? std::max(1, solutions.get<int>()) : 0;
  return d;
}

// The board with its solutions counted: a board read for its clues alone is solved here (one
// solution, or several; none is an error).
Result<StarbattleData> Counted(const PuzzleRecord& r, Budget& budget) {
  PS_TRY(d, StarbattleFromDoc(r.doc));
  if (d.solutions > 0) return d;
  const sb::SolveResult sr = sb::Solve(d.puzzle, 2, budget);
  if (sr.outcome == Outcome::kBudget) return MakeError(ErrorCode::kBudget, "stopped while solving");
  if (sr.count == 0) return MakeError(ErrorCode::kNoSolution, "this star battle has no solution");
  d.solution = sr.solution;
  d.solutions = static_cast<int>(sr.count);
  return d;
}

Result<PuzzleRecord> MakeStarbattle(const json& p, MakeContext& ctx) {
  const int size = p["size"].get<int>();
  const int stars = p["stars"].get<int>();
  const std::string level_name = p["level"].get<std::string>();
  const uint64_t seed = p["seed"].get<uint64_t>();
  sb::GenerateParams gp;
  gp.n = size;
  gp.stars = stars;
  if (level_name != "any") {
    gp.level = sb::FindLevel(level_name);
    if (gp.level < 0) {
      return InvalidInput(
          fmt::format("unknown star battle level '{}' (see /api/levels)", level_name));
    }
  }
  const std::string zones = p.value("zones", std::string("compact"));
  PS_TRY(style, sb::ParseZoneStyle(zones));
  gp.zones = style;
  const std::string method_name = p.value("method", std::string("stars-first"));
  PS_TRY(method, sb::ParseMethod(method_name));
  gp.method = method;
  if (ctx.progress) ctx.progress({"generating", 0, 0, -1, 0});
  Rng rng(seed);
  PS_TRY(g, sb::Generate(gp, rng, ctx.budget));
  PS_CHECK(sb::IsSolution(g.puzzle, g.solution));
  PuzzleRecord r;
  r.kind = "starbattle";
  r.level = std::string(sb::kLevels[g.level].name);
  r.title = fmt::format("Star Battle {}x{} {}★ {}", size, size, stars, r.level);
  r.seed = seed;
  r.params = {{"size", size}, {"stars", stars}, {"level", level_name}};
  if (style != sb::ZoneStyle::kCompact) r.params["zones"] = zones;
  if (method != sb::Method::kStarsFirst) r.params["method"] = method_name;
  r.doc = StarbattleDoc(g.puzzle, g.solution);
  return r;
}

// Boards with several solutions are counted up to this many.
constexpr int kStarbattleCountLimit = 1000;

Result<PuzzleRecord> ImportedStarbattle(const sb::Puzzle& puzzle, const std::string& source,
                                        const std::string& given, Budget& budget,
                                        const std::string& file_name = "",
                                        bool clues_only = false) {
  if (puzzle.Stars() == 0) {
    return InvalidInput("star battle: the stars per row, column and zone must be equal");
  }
  if (clues_only) {
    PuzzleRecord r;
    r.kind = "starbattle";
    r.params = {{"imported", source}};
    r.title = ImportTitle(given, "", file_name);
    if (r.title.empty()) {
      r.title = fmt::format("Star Battle {}x{} {}★", puzzle.n, puzzle.n, puzzle.Stars());
    }
    r.doc = StarbattleDoc(puzzle, sb::Solution(Z(puzzle.Cells()), 0), 1);
    r.doc["solution"] = json::array();
    r.doc["solutions"] = nullptr;
    return r;
  }
  sb::SolveResult sr = sb::Solve(puzzle, kStarbattleCountLimit, budget);
  if (sr.count == 0) {
    if (!sr.complete) return MakeError(ErrorCode::kBudget, "stopped before the puzzle was solved");
    return MakeError(ErrorCode::kNoSolution, "this star battle has no solution");
  }
  if (!sr.complete && sr.count < 2) {
    return MakeError(ErrorCode::kBudget, "stopped before the solutions were counted");
  }
  // A board of the original Sweet Spots game is named as such.
  const std::optional<sb::Original> original = sb::FindOriginal(puzzle);
  const std::string stars =
      original ? fmt::format("Sweet Spots original {}, {}x{} {}★", original->name, puzzle.n,
                             puzzle.n, puzzle.Stars())
               : fmt::format("Star Battle {}x{} {}★", puzzle.n, puzzle.n, puzzle.Stars());
  // A board of the original game keeps its name before the file's.
  const std::string title = ImportTitle(given, "", original ? "" : file_name);
  PuzzleRecord r;
  r.kind = "starbattle";
  r.params = {{"imported", source}};
  if (original) r.params["original"] = fmt::format("sweetspots/{}", original->name);
  if (sr.count == 1) {
    sb::GradeResult gr = sb::Grade(puzzle, budget);
    r.level = std::string(sb::kLevels[gr.level].name);
    r.title = !title.empty() ? title : fmt::format("{} {}", stars, r.level);
    r.doc = StarbattleDoc(puzzle, sr.solution);
    return r;
  }
  // Several solutions (as many boards of the original Sweet Spots game have): any placement that
  // keeps the rules wins, and hints only give what every remaining solution shares.
  const bool exact = sr.complete && sr.count < kStarbattleCountLimit;
  r.level =
      exact ? fmt::format("{} solutions", sr.count) : fmt::format("{} or more solutions", sr.count);
  r.title = !title.empty() ? title : fmt::format("{} ({})", stars, r.level);
  r.doc = StarbattleDoc(puzzle, sr.solution, sr.count, exact);
  return r;
}

// One board's text. A zone file carries no star count: the one asked for, else its name's, else
// the one count that gives one solution (zone_stars.h), never a silent 1. Marks in the text (a
// pzprv3 file's answer, JSON solution rows) are the game a hint starts from.
Result<PuzzleRecord> ReadBoard(const std::string& text, const ImportOptions& o, Budget& budget) {
  const int stars = o.params.value("stars", 0);
  Result<sb::Parsed> any = sb::ParseAny(text, stars > 0 ? stars : 1);
  // A board as `--to text` shows it for a terminal (its title, its drawing, its URL on a line of
  // its own): the URL is the board.
  if (!any.ok()) {
    for (const Line& line : SplitLines(text)) {
      const std::string_view t = Trim(line.text);
      if (t.rfind("http", 0) == 0 && t.find("starbattle/") != std::string_view::npos) {
        any = sb::ParseAny(t, stars > 0 ? stars : 1);
        break;
      }
    }
  }
  if (!any.ok()) return any.error();
  sb::Parsed parsed = std::move(*any);
  std::string note;
  if (!parsed.stars_given && stars == 0) {
    PS_TRY(found, sb::ZoneFileStars(parsed.puzzle, o.file_name, budget));
    parsed.puzzle.row_stars = parsed.puzzle.col_stars = parsed.puzzle.zone_stars = found.stars;
    note = found.note;
  }
  PS_TRY(r, ImportedStarbattle(parsed.puzzle, "starbattle", o.title, budget, o.TitleName(),
                               o.clues_only));
  if (!note.empty()) r.notes.push_back(note);
  if (std::any_of(parsed.marks.begin(), parsed.marks.end(), [](uint8_t m) { return m != 0; })) {
    json marks = json::array();
    for (uint8_t m : parsed.marks) marks.push_back(m);
    r.game = {{"marks", std::move(marks)}};
  }
  return r;
}

Result<PuzzleRecord> ReadStarbattle(const std::string& text, const std::string& /*format*/,
                                    const ImportOptions& o, Budget& budget) {
  return ReadBoard(text, o, budget);
}

// Every board of a text: a zone file may hold several, separated by blank lines (each read with
// the other lines blanked out, so that an error names its line in the file); any other text is
// one board.
Result<std::vector<PuzzleRecord>> ReadStarbattles(const std::string& text,
                                                  const std::string& format, const ImportOptions& o,
                                                  Budget& budget) {
  const std::string_view trimmed = Trim(text);
  std::vector<std::pair<int, int>> blocks;  // [first, last] line indexes of each board
  const std::vector<Line> lines = SplitLines(text);
  if (trimmed.substr(0, 6) != "pzprv3" && !trimmed.empty() && trimmed[0] != '{' &&
      trimmed.find("starbattle/") == std::string_view::npos) {
    bool open = false;
    for (int i = 0; i < static_cast<int>(lines.size()); ++i) {
      const std::string_view t = Trim(lines[Z(i)].text);
      if (t.empty()) {
        open = false;
      } else if (t[0] != '#') {
        if (!open) blocks.push_back({i, i});
        blocks.back().second = i;
        open = true;
      }
    }
  }
  if (blocks.size() <= 1) {
    PS_TRY(r, ReadStarbattle(text, format, o, budget));
    return std::vector<PuzzleRecord>{std::move(r)};
  }
  std::vector<PuzzleRecord> out;
  std::vector<std::string> skipped;
  for (size_t b = 0; b < blocks.size(); ++b) {
    std::string part;
    for (int i = 0; i < static_cast<int>(lines.size()); ++i) {
      if (i >= blocks[b].first && i <= blocks[b].second) part += lines[Z(i)].text;
      part += '\n';
    }
    ImportOptions each = o;
    if (!o.title.empty()) each.title = fmt::format("{} ({})", o.title, b + 1);
    Result<PuzzleRecord> r = ReadBoard(part, each, budget);
    // A board that does not read is said and skipped (--strict: the error), as a Sudoku file's
    // bad line is; the others are read.
    if (!r.ok()) {
      if (r.error().code != ErrorCode::kInvalidInput) return r.error();
      skipped.push_back(fmt::format("board {} skipped: {}", b + 1, r.error().ToString()));
      continue;
    }
    out.push_back(std::move(*r));
  }
  if (out.empty()) return InvalidInput("no board of the text reads: " + skipped.front());
  out.front().notes.push_back(fmt::format("this text holds {} boards", blocks.size()));
  out.front().notes.insert(out.front().notes.end(), skipped.begin(), skipped.end());
  return out;
}

Result<std::vector<uint8_t>> MarksParam(const json& state, int cells) {
  if (!state.contains("marks") || !state["marks"].is_array() ||
      static_cast<int>(state["marks"].size()) != cells) {
    return InvalidInput(fmt::format("'marks' must be {} numbers (0, 1 star, 2 dot)", cells));
  }
  std::vector<uint8_t> marks;
  for (const json& m : state["marks"]) {
    if (!m.is_number_integer() || m.get<int>() < 0 || m.get<int>() > 2) {
      return InvalidInput("'marks' holds 0 (unknown), 1 (star) or 2 (dot)");
    }
    marks.push_back(static_cast<uint8_t>(m.get<int>()));
  }
  return marks;
}

json WrongMarks(const std::vector<uint8_t>& marks, const sb::Solution& solution) {
  json wrong = json::array();
  for (size_t i = 0; i < marks.size(); ++i) {
    if ((marks[i] == 1 && solution[i] == 0) || (marks[i] == 2 && solution[i] == 1)) {
      wrong.push_back(i);
    }
  }
  return wrong;
}
// Star Battle boards with several solutions: the solver told the player's marks as facts.
sb::SolveResult SolveKeeping(const sb::Puzzle& p, const std::vector<uint8_t>& marks, int limit,
                             Budget& budget) {
  return sb::SolveCdcl(p, limit, budget, nullptr, &marks);
}

// The marks that no solution keeps: first each mark no solution keeps on its own, then, while
// the others still rule out every solution, each mark (stars before dots) that breaks the ones
// kept before it. Empty when some solution keeps them all, or when the budget runs out.
json WrongMarksAnySolution(const sb::Puzzle& p, const std::vector<uint8_t>& marks, Budget& budget) {
  json wrong = json::array();
  if (SolveKeeping(p, marks, 1, budget).count > 0 || budget.Exhausted()) return wrong;
  const size_t cells = marks.size();
  std::vector<bool> bad(cells, false);
  std::vector<uint8_t> facts(cells, sb::kUnknown);
  for (size_t i = 0; i < cells; ++i) {
    if (marks[i] == sb::kUnknown) continue;
    facts[i] = marks[i];
    bad[i] = SolveKeeping(p, facts, 1, budget).count == 0;
    facts[i] = sb::kUnknown;
    if (budget.Exhausted()) return wrong;
  }
  for (uint8_t mark : {sb::kStarMark, sb::kEmptyMark}) {
    for (size_t i = 0; i < cells; ++i) {
      if (marks[i] != mark || bad[i]) continue;
      facts[i] = mark;
      if (SolveKeeping(p, facts, 1, budget).count == 0) {
        if (budget.Exhausted()) return wrong;
        facts[i] = sb::kUnknown;
        bad[i] = true;
      }
    }
  }
  for (size_t i = 0; i < cells; ++i) {
    if (bad[i]) wrong.push_back(i);
  }
  return wrong;
}

// A square on which every solution keeping `marks` agrees (`one` is such a solution): a star
// first, else an empty square. -1 when none is, or the budget ran out.
int ForcedSquare(const sb::Puzzle& p, const std::vector<uint8_t>& marks, const sb::Solution& one,
                 Budget& budget) {
  std::vector<uint8_t> facts = marks;
  for (const uint8_t star : {uint8_t{1}, uint8_t{0}}) {
    for (size_t c = 0; c < marks.size(); ++c) {
      if (marks[c] != sb::kUnknown || one[c] != star) continue;
      facts[c] = star ? sb::kEmptyMark : sb::kStarMark;  // the other way round
      const bool forced = SolveKeeping(p, facts, 1, budget).count == 0;
      facts[c] = sb::kUnknown;
      if (budget.Exhausted()) return -1;
      if (forced) return static_cast<int>(c);
    }
  }
  return -1;
}

Result<Download> WriteStarbattle(const PuzzleRecord& r, const std::string& format) {
  Download d;
  const std::string base;  // the caller puts the puzzle's name before the extension

  PS_TRY(s, StarbattleFromDoc(r.doc));
  d.content_type = "text/plain; charset=utf-8";
  if (format == "url") {
    d.body = sb::FormatUrl(s.puzzle) + "\n";
    d.filename = base + ".url.txt";
  } else if (format == "pzprv3" || format == "pzprv3-solved") {
    // (-solved: the solution's stars in the file's board, as pzprjs saves a solved game.)
    if (format == "pzprv3-solved" && s.solution.empty()) {
      return InvalidInput("pzprv3-solved needs a board with its solution (one that has one)");
    }
    d.body = sb::FormatPzprv3(s.puzzle, format == "pzprv3" ? nullptr : &s.solution);
    d.filename = base + ".pzprv";
  } else if (format == "zones") {
    // The file carries no star count: its name does, as the Sweet Spots game named its files
    // (game-10-2.txt), so that it comes back as it went out (StarsFromName).
    d.body = sb::FormatZoneFile(s.puzzle);
    d.filename = fmt::format("{}-{}-{}.txt", base, s.puzzle.n, s.puzzle.Stars());
  } else if (format == "json") {
    d.body = sb::FormatJson(s.puzzle, s.solution.empty() ? nullptr : &s.solution);
    d.content_type = "application/json";
    d.filename = base + ".json";
  } else if (format == "cnf") {
    // For a SAT solver (starbattle/cnf.h); written on request, not offered as an export.
    d.body = sb::FormatCnf(s.puzzle);
    d.filename = base + ".cnf";
  } else {
    return InvalidInput(
        "a star battle is written as url, pzprv3, pzprv3-solved, zones, json or cnf");
  }
  return d;
}

Result<Drawing> DrawStarbattle(const PuzzleRecord& r, const kind::PrintRequest& request) {
  Drawing draw;

  PS_TRY(s, StarbattleFromDoc(r.doc));
  draw = [s, r, request](render::Canvas& c) {
    sb::PrintOptions o;
    o.title = r.title;
    o.answers = request.answers;
    o.paper = request.paper;
    sb::DrawPages(s.puzzle, s.solution, o, c);
  };

  return draw;
}

Result<Board> BoardStarbattle(const PuzzleRecord& r, bool answers) {
  PS_TRY(s, StarbattleFromDoc(r.doc));
  Board b;
  b.cols = b.rows = s.puzzle.n;
  b.cell = 32;
  b.margin = 4;
  const double side = b.cols * b.cell, m = b.margin;
  b.draw = [s, answers, side, m](render::Canvas& c) {
    c.Begin(side + 2 * m, side + 2 * m);
    c.Rect(0, 0, side + 2 * m, side + 2 * m, render::Color::White(), render::Color::White(), 0);
    sb::DrawBoard(s.puzzle, answers && !s.solution.empty() ? &s.solution : nullptr, m, m, side, c);
    c.End();
  };
  return b;
}

// Every square unmarked.
json StartStarbattle(const PuzzleRecord& r) {
  Result<StarbattleData> s = StarbattleFromDoc(r.doc);
  if (!s.ok()) return nullptr;
  return json{{"marks", json(std::vector<int>(Z(s->puzzle.Cells()), 0))}};
}

// A star where the solution has one, a dot everywhere else.
json AnswerStarbattle(const PuzzleRecord& r) {
  Result<StarbattleData> s = StarbattleFromDoc(r.doc);
  if (!s.ok() || s->solution.empty()) return nullptr;
  json marks = json::array();
  for (uint8_t star : s->solution) marks.push_back(star ? sb::kStarMark : sb::kEmptyMark);
  return json{{"marks", std::move(marks)}};
}

// A step as a hint gives it (and a grade's steps are): {"technique", "level" (the level of its
// technique), "text", "cells", "stars", "empties"}, squares as indices.
json StepJson(const sb::Step& step) {
  return json{{"technique", sb::TechniqueName(step.technique)},
              {"level", std::string(sb::kLevels[sb::TechniqueLevel(step.technique)].name)},
              {"text", step.text},
              {"cells", step.cells},
              {"stars", step.stars},
              {"empties", step.empties}};
}

Result<json> CheckStarbattle(const PuzzleRecord& r, const json& state) {
  json wrong = json::array();
  bool complete = true, solved = false;

  Budget count_budget = Budget::Seconds(10);
  PS_TRY(s, Counted(r, count_budget));
  PS_TRY(marks, MarksParam(state, s.puzzle.Cells()));
  sb::Solution stars(marks.size());
  int placed = 0;
  for (size_t i = 0; i < marks.size(); ++i) {
    stars[i] = marks[i] == 1 ? 1 : 0;
    placed += stars[i];
  }
  complete = placed == s.puzzle.n * s.puzzle.Stars();
  solved = sb::IsSolution(s.puzzle, stars);
  if (solved) {
    wrong = json::array();  // any placement that keeps the rules counts
  } else if (s.solutions > 1) {
    Budget budget = Budget::Seconds(10);
    wrong = WrongMarksAnySolution(s.puzzle, marks, budget);
  } else {
    wrong = WrongMarks(marks, s.solution);
  }

  return json{{"solved", solved}, {"complete", complete}, {"wrong", wrong}};
}

Result<json> HintStarbattle(const PuzzleRecord& r, const json& state, Budget& budget) {
  PS_TRY(s, Counted(r, budget));
  PS_TRY(marks, MarksParam(state, s.puzzle.Cells()));
  const bool several = s.solutions > 1;
  json wrong =
      several ? WrongMarksAnySolution(s.puzzle, marks, budget) : WrongMarks(marks, s.solution);
  if (!wrong.empty()) return Mistake(wrong, "marks");
  sb::Solution placed(marks.size());
  for (size_t i = 0; i < marks.size(); ++i) placed[i] = marks[i] == sb::kStarMark ? 1 : 0;
  if (sb::IsSolution(s.puzzle, placed)) {
    return json{{"technique", "solved"}, {"text", "Every star is placed."}};
  }
  sb::Step step;
  if (sb::HintStep(s.puzzle, marks, step) && (!step.stars.empty() || !step.empties.empty())) {
    return StepJson(step);
  }
  const int n = s.puzzle.n;
  auto star_at = [](const char* technique, int c, const std::string& text) {
    return json{{"technique", technique},
                {"text", text},
                {"cells", {c}},
                {"stars", {c}},
                {"empties", json::array()}};
  };
  if (!several) {
    for (size_t i = 0; i < marks.size(); ++i) {
      if (s.solution[i] == 1 && marks[i] != sb::kStarMark) {
        const int c = static_cast<int>(i);
        return star_at(
            "reveal", c,
            fmt::format("No step by the techniques: a star goes at {}", CellName(c % n, c / n)));
      }
    }
    return json{{"technique", "solved"}, {"text", "Every star is placed."}};
  }
  // Several solutions: only what every solution keeping the marks shares is sure.
  sb::SolveResult one = SolveKeeping(s.puzzle, marks, 1, budget);
  if (one.count == 0) return MakeError(ErrorCode::kBudget, "no step found within the time allowed");
  const int forced = ForcedSquare(s.puzzle, marks, one.solution, budget);
  if (budget.Exhausted()) {
    return MakeError(ErrorCode::kBudget, "no step found within the time allowed");
  }
  if (forced >= 0) {
    const std::string where = CellName(forced % n, forced / n);
    if (one.solution[Z(forced)] == 1) {
      return star_at("forced", forced,
                     fmt::format("Every solution that keeps your marks has a star at {}", where));
    }
    return json{{"technique", "forced"},
                {"text", fmt::format("No solution that keeps your marks has a star at {}", where)},
                {"cells", {forced}},
                {"stars", json::array()},
                {"empties", {forced}}};
  }
  for (size_t i = 0; i < marks.size(); ++i) {
    if (one.solution[i] == 1 && marks[i] == sb::kUnknown) {
      const int c = static_cast<int>(i);
      return star_at("choice", c,
                     fmt::format("No square is forced: this board has more than one solution "
                                 "from here, so choose. A star at {} keeps a solution open",
                                 CellName(c % n, c / n)));
    }
  }
  return json{{"technique", "solved"}, {"text", "Every star is placed."}};
}

// "min_stars" and "min_size": where the level is made within the web form's 30 s. Measured
// (release build, seeds 1-3): easy, hard and expert at 8x8 with 1 star in under 2.1 s; medium
// (two-line strips) never with 1 star (8x8 and 10x10, 15-30 s runs), nor extreme (trial and
// error) with 1 star or on 8x8 with 2; 9x9 and 10x10 with 2 stars and 14x14 with 3 made every
// level in under 1.7 s.
json StarbattleLevels() {
  json b = json::array();
  for (const sb::Level& l : sb::kLevels) {
    const bool medium = l.name == "medium", extreme = l.name == "extreme";
    b.push_back({{"name", l.name},
                 {"code", std::string(1, l.code)},
                 {"techniques", l.techniques},
                 {"min_stars", medium || extreme ? 2 : 1},
                 {"min_size", extreme ? 9 : 4}});
  }
  return b;
}

// Game ID: "<side>k<stars>:<borders>", the borders between squares as puzz.link writes them (so an
// ID and a puzz.link URL carry the same text).
std::string IdOf(const sb::Puzzle& p) {
  const std::string url = sb::FormatUrl(p);
  return fmt::format("{}k{}:{}", p.n, p.Stars(), url.substr(url.rfind('/') + 1));
}

Result<std::string> WriteStarbattleId(const PuzzleRecord& r) {
  PS_TRY(s, StarbattleFromDoc(r.doc));
  return IdOf(s.puzzle);
}

Result<PuzzleRecord> ReadStarbattleId(std::string_view params, std::string_view desc,
                                      Budget& budget) {
  int n = 0, k = 0;
  char extra = 0;
  const std::string p(params);
  if (std::sscanf(p.c_str(), "%dk%d%c", &n, &k, &extra) != 2 || n < 1 || n > sb::kMaxN || k < 1 ||
      k > 6) {
    return InvalidInput(fmt::format(
        "star battle ID: '{}' is not <side>k<stars> (it reads like starbattle/10k2:...)", p));
  }
  Result<sb::Puzzle> puzzle =
      sb::ParseUrl(fmt::format("https://puzz.link/p?starbattle/{}/{}/{}/{}", n, n, k, desc));
  if (!puzzle.ok()) return InvalidInput("star battle ID: " + puzzle.error().message);
  return ImportedStarbattle(*puzzle, "id", "", budget);
}

// Counts the solutions, and grades a board with one by the techniques a person needs:
// {"outcome", "level", "rating": null (levels only), "steps"?}.
Result<json> GradeStarbattle(const PuzzleRecord& r, bool steps, Budget& budget) {
  PS_TRY(d, StarbattleFromDoc(r.doc));
  const sb::SolveResult sr = sb::Solve(d.puzzle, 2, budget, sb::SolveOptions{.quick_order = true});
  if (sr.outcome == Outcome::kBudget) {
    return MakeError(ErrorCode::kBudget, "stopped while counting its solutions");
  }
  json out{{"outcome", std::string(ToString(sr.outcome))}, {"level", nullptr}, {"rating", nullptr}};
  if (sr.outcome != Outcome::kUnique) return out;
  const sb::GradeResult g = sb::Grade(d.puzzle, budget);
  if (!g.solved) return MakeError(ErrorCode::kBudget, "stopped while grading");
  out["level"] = std::string(sb::kLevels[g.level].name);
  if (steps) {
    json list = json::array();
    for (const sb::Step& step : g.steps) list.push_back(StepJson(step));
    out["steps"] = std::move(list);
  }
  return out;
}

// The board for a terminal: a line with its title, the zones, and its puzz.link URL.
std::string TextStarbattle(const PuzzleRecord& r) {
  Result<StarbattleData> d = StarbattleFromDoc(r.doc);
  if (!d.ok()) return "";
  return fmt::format("# {}\n{}{}\n", r.title, sb::FormatText(d->puzzle), sb::FormatUrl(d->puzzle));
}

// A game's stars ('*') and the rest ('.') as rows joined by '/' on one line, or the board with
// them (the start of a game: the zones alone).
std::string StateStarbattle(const PuzzleRecord& r, const json& state, bool grid) {
  Result<StarbattleData> d = StarbattleFromDoc(r.doc);
  if (!d.ok()) return "";
  const int n = d->puzzle.n;
  sb::Solution stars(Z(n * n), 0);
  bool any = false;
  if (state.is_object() && state.contains("marks") && state["marks"].is_array() &&
      state["marks"].size() == stars.size()) {
    for (size_t i = 0; i < stars.size(); ++i) {
      stars[i] = state["marks"][i] == 1 ? 1 : 0;
      any = any || stars[i] != 0;
    }
  }
  if (grid) return sb::FormatText(d->puzzle, any ? &stars : nullptr);
  std::string line;
  for (const std::string& row : sb::SolutionRows(n, stars)) {
    line += (line.empty() ? "" : "/") + row;
  }
  return any ? line : sb::FormatUrl(d->puzzle);
}

Result<Solved> SolveStarbattle(const PuzzleRecord& r, int64_t limit, Budget& budget) {
  PS_TRY(d, StarbattleFromDoc(r.doc));
  // The command's quicker search order (solver.h): the same counts, fewer decisions.
  const sb::SolveResult sr =
      sb::Solve(d.puzzle, static_cast<int>(limit), budget, sb::SolveOptions{.quick_order = true});
  Solved out;
  out.outcome = OutcomeOf(sr.count, sr.complete, limit);
  out.count = sr.count;
  if (sr.count > 0) {
    json marks = json::array();
    for (uint8_t star : sr.solution) marks.push_back(star != 0 ? 1 : 2);  // stars, the rest dots
    out.state = {{"marks", std::move(marks)}};
  }
  return out;
}

// The original Sweet Spots game's boards as a pack: each opens from its game ID.
std::vector<Kind::PackBoard> SweetSpotsPack() {
  std::vector<Kind::PackBoard> out;
  for (const sb::Original& o : sb::SweetSpotsOriginals()) {
    out.push_back({std::string(o.name), IdOf(o.puzzle)});
  }
  return out;
}

std::string CanonicalStarbattle(const PuzzleRecord& r) {
  Result<StarbattleData> d = StarbattleFromDoc(r.doc);
  return d.ok() ? sb::CanonicalKey(d->puzzle) : "";
}

}  // namespace

extern const kind::Kind kKind;
const kind::Kind kKind{
    .name = "starbattle",
    .label = "Star Battle",
    .aliases = {"sweetspots"},
    .player = "starbattle",
    .maker = "",
    .make_label = "",
    .make = MakeStarbattle,
    .params =
        {
            {"size", "Size (N×N)", Param::Type::kInt, 10, 4, 25, {}},
            {"stars", "Stars per row, column, zone", Param::Type::kInt, 2, 1, 6, {}},
            {"level", "Level", Param::Type::kLevel, "any", 0, 0, {}},
            {"zones",
             "Zone shapes (snakes: some long winding zones, as on many hand-made boards)",
             Param::Type::kChoice,
             "compact",
             0,
             0,
             {"compact", "snakes"},
             true},
            {"seed", "Seed (empty: random)", Param::Type::kSeed, nullptr, 0, 0, {}},
            {"method",
             "Method (sweetspots: the random zones of the Sweet Spots game's CreateGame)",
             Param::Type::kChoice,
             "stars-first",
             0,
             0,
             {"stars-first", "sweetspots"},
             true,
             true},
        },
    .reads = {"starbattle"},
    .import_params = {{"stars",
                       "Stars of a zone file (per row, column and zone; 0 or empty: its name's, "
                       "such as game-10-2.txt, else the one count that gives one solution)",
                       Param::Type::kInt,
                       0,
                       0,
                       6,
                       {}}},
    .detect = DetectStarbattle,
    .read = ReadStarbattle,
    .read_all = ReadStarbattles,
    .writes = {"url", "pzprv3", "zones", "json"},
    .write = WriteStarbattle,
    .also_writes = {"cnf", "pzprv3-solved"},
    .draw = DrawStarbattle,
    .board = BoardStarbattle,
    .start = StartStarbattle,
    .answer = AnswerStarbattle,
    .check = CheckStarbattle,
    .hint = HintStarbattle,
    .solve = SolveStarbattle,
    .grade = GradeStarbattle,
    .levels = StarbattleLevels,
    .text = TextStarbattle,
    .state_text = StateStarbattle,
    .line = "url",
    .write_id = WriteStarbattleId,
    .read_id = ReadStarbattleId,
    .example = {{"size", 10}, {"stars", 2}, {"seed", 1}},  // every level exists at 10x10, 2 stars
    // The board sizes of the original Sweet Spots game's menu: 5x5 to 8x8 with one star, 8x8 to
    // 11x11 with two. Its puzzles are ours, made again from their seeds, each with one solution;
    // the last pack is the game's own boards (originals.h: its menu's 14 and the two 8x8 one-star
    // boards of its solver's files), kept as they are.
    .packs = {{"5×5, one star", "size=5,stars=1", 20},
              {"6×6, one star", "size=6,stars=1", 20},
              {"7×7, one star", "size=7,stars=1", 20},
              {"8×8, one star", "size=8,stars=1", 20},
              {"8×8, two stars", "size=8,stars=2", 20},
              {"9×9, two stars", "size=9,stars=2", 20},
              {"10×10, two stars", "size=10,stars=2", 20},
              {"11×11, two stars", "size=11,stars=2", 20},
              {"Sweet Spots originals", "", 0, SweetSpotsPack,
               "The boards of the original Sweet Spots game (Leo Cheung, 2015), as the game had "
               "them: the 14 of its menu, 5×5 to 11×11 with one or two stars, and two 8×8 "
               "one-star boards (08a-1, 08b-1) that came only with its solver. Its maker only "
               "checked that a "
               "solution exists, so all but 08a-2 and 08b-2 have several solutions: any "
               "placement that keeps the rules wins."}},
    .canonical = CanonicalStarbattle,
    .spellings = {{"starbattle", "generate", "make", {}, "text"},
                  {"starbattle", "solve", "solve", {}, "grid"},
                  {"starbattle", "grade", "grade"},
                  {"starbattle", "hint", "hint"},
                  {"starbattle", "convert", "convert"},
                  {"starbattle", "print", "print"},
                  {"starbattle", "levels", "levels"}},
};

}  // namespace ps::starbattle
