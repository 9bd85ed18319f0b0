// The public Sudoku API (puzzlesmith/sudoku.h) over the Sudoku kind: the counting solver and the
// graded logical solver, and the generator through the kind's table (app/verbs.h, as every
// front end makes a Sudoku).
#include <fmt/format.h>
#include <puzzlesmith/sudoku.h>

#include "api/convert.h"
#include "app/verbs.h"
#include "sudoku/count_solver.h"
#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace puzzlesmith::sudoku {
namespace {

namespace in = ps::sudoku;
using ps::api::BudgetError;
using ps::api::MakeError;
using ps::api::ToBudget;
using ps::api::ToError;

Puzzle FromInternal(const in::Geometry& geo, const std::vector<uint8_t>& values) {
  Puzzle p;
  p.size = geo.n();
  p.box_width = geo.box_w;
  p.box_height = geo.box_h;
  p.diagonals = geo.diagonals;
  p.cells.assign(values.begin(), values.end());
  return p;
}

// The internal puzzle, checked: a supported box shape, N*N cells, values 0..N.
Result<in::Puzzle> ToInternal(const Puzzle& p) {
  ps::Result<in::Geometry> geo =
      in::ParseGeometry(fmt::format("{}x{}", p.box_width, p.box_height), p.diagonals);
  if (!geo.ok()) return ToError(geo.error());
  if (geo->n() != p.size) {
    return MakeError(ErrorCode::kInvalidInput,
                     fmt::format("size {} is not box width x box height ({} x {}); set size to {}",
                                 p.size, p.box_width, p.box_height, geo->n()));
  }
  if (static_cast<int>(p.cells.size()) != geo->cells()) {
    return MakeError(ErrorCode::kInvalidInput,
                     fmt::format("a {}x{} Sudoku has {} cells, not {}", p.size, p.size,
                                 geo->cells(), p.cells.size()));
  }
  in::Puzzle out;
  out.geo = *geo;
  out.cells.reserve(p.cells.size());
  for (size_t i = 0; i < p.cells.size(); ++i) {
    const int v = p.cells[i];
    if (v < 0 || v > p.size) {
      return MakeError(ErrorCode::kInvalidInput,
                       fmt::format("r{}c{} holds {}; values are 1 to {}, 0 for an empty cell",
                                   static_cast<int>(i) / p.size + 1,
                                   static_cast<int>(i) % p.size + 1, v, p.size));
    }
    out.cells.push_back(static_cast<uint8_t>(v));
  }
  return out;
}

Result<std::vector<Puzzle>> ParseImpl(std::string_view text, const ParseOptions& options) {
  std::optional<in::Geometry> geo;
  if (!options.box.empty()) {
    ps::Result<in::Geometry> g = in::ParseGeometry(options.box, options.diagonals);
    if (!g.ok()) return ToError(g.error());
    geo = *g;
  }
  ps::Result<std::vector<in::ParsedPuzzle>> parsed = in::ParsePuzzles(text, geo);
  if (!parsed.ok()) return ToError(parsed.error());
  std::vector<Puzzle> out;
  for (in::ParsedPuzzle& pp : *parsed) {
    pp.puzzle.geo.diagonals = options.diagonals;
    out.push_back(FromInternal(pp.puzzle.geo, pp.puzzle.cells));
  }
  if (out.empty()) return MakeError(ErrorCode::kInvalidInput, "the text holds no Sudoku");
  return out;
}

}  // namespace

Result<Puzzle> Parse(std::string_view text, const ParseOptions& options) {
  Result<std::vector<Puzzle>> all = ParseImpl(text, options);
  if (!all) return all.error();
  return std::move(all->front());
}

Result<std::vector<Puzzle>> ParseAll(std::string_view text, const ParseOptions& options) {
  return ParseImpl(text, options);
}

std::string FormatLine(const Puzzle& puzzle) {
  Result<in::Puzzle> p = ToInternal(puzzle);
  return p ? in::FormatLine(*p) : std::string();
}

std::string FormatGrid(const Puzzle& puzzle) {
  Result<in::Puzzle> p = ToInternal(puzzle);
  return p ? in::FormatGrid(*p) : std::string();
}

Result<Count> CountSolutions(const Puzzle& puzzle, int64_t limit, const Limits& limits) {
  Result<in::Puzzle> p = ToInternal(puzzle);
  if (!p) return p.error();
  if (limit < 1) return MakeError(ErrorCode::kInvalidInput, "the limit must be at least 1");
  ps::Budget budget = ToBudget(limits);
  const in::CountResult r = in::CountSolutions(*p, limit, budget);
  Count c;
  c.count = r.count;
  c.complete = r.complete;
  c.first.assign(r.solution.begin(), r.solution.end());
  return c;
}

Result<Puzzle> Solve(const Puzzle& puzzle, const Limits& limits) {
  Result<in::Puzzle> p = ToInternal(puzzle);
  if (!p) return p.error();
  ps::Budget budget = ToBudget(limits);
  const in::CountResult r = in::CountSolutions(*p, 1, budget);
  if (r.count > 0) return FromInternal(p->geo, r.solution);
  if (!r.complete) return BudgetError(budget, "the solve");
  return MakeError(ErrorCode::kNoSolution, "the Sudoku has no solution");
}

std::vector<std::string> Levels() {
  std::vector<std::string> out;
  for (const in::Level& l : in::kLevels) out.emplace_back(l.name);
  return out;
}

Result<Grade> GradePuzzle(const Puzzle& puzzle, bool steps, const Limits& limits) {
  Result<in::Puzzle> p = ToInternal(puzzle);
  if (!p) return p.error();
  ps::Budget budget = ToBudget(limits);
  const in::CountResult count = in::CountSolutions(*p, 2, budget);
  if (!count.complete) return BudgetError(budget, "the uniqueness check");
  if (count.count == 0) return MakeError(ErrorCode::kNoSolution, "the Sudoku has no solution");
  if (count.count > 1) {
    return MakeError(ErrorCode::kInvalidInput,
                     "the Sudoku has more than one solution; a grade needs exactly one");
  }
  in::GradeOptions options;
  options.keep_steps = steps;
  const in::GradeResult r = in::Grade(*p, options, budget);
  if (!r.complete) return BudgetError(budget, "the grading");
  if (!r.solved) return MakeError(ErrorCode::kInternal, "the grader did not reach the solution");
  Grade g;
  g.level = std::string(in::kLevels[r.level].name);
  g.rating = r.rating;
  for (const in::Step& s : r.steps) g.steps.push_back(s.text);
  return g;
}

// Made by the Sudoku kind's table (the parameters `puzzlesmith make sudoku` and the web app's
// form take, checked there), and read back from its record.
Result<Generated> Generate(const GenerateOptions& options, const Limits& limits) {
  nlohmann::json params = {{"size", options.size},
                           {"diagonals", options.diagonals},
                           {"level", options.level.empty() ? "any" : options.level},
                           {"symmetry", options.symmetry},
                           {"minimal", options.minimal}};
  if (options.seed) params["seed"] = *options.seed;
  ps::Budget budget = ToBudget(limits);
  ps::Result<ps::kind::PuzzleRecord> made =
      ps::app::MakeKind("sudoku", params, budget, nullptr, "", false);
  if (!made.ok()) return ToError(made.error());
  const nlohmann::json& doc = made->doc;
  const ParseOptions shape{fmt::format("{}x{}", doc["box"][0].get<int>(), doc["box"][1].get<int>()),
                           doc["diagonals"].get<bool>()};
  Result<Puzzle> puzzle = Parse(doc["givens"].get<std::string>(), shape);
  Result<Puzzle> solution = Parse(doc["solution"].get<std::string>(), shape);
  if (!puzzle) return puzzle.error();
  if (!solution) return solution.error();
  Generated out;
  out.puzzle = std::move(*puzzle);
  out.solution = std::move(*solution);
  out.level = made->level;
  out.rating = doc["rating"].get<double>();
  out.seed = made->seed.value_or(0);
  return out;
}

}  // namespace puzzlesmith::sudoku
