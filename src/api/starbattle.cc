// The public Star Battle API (puzzlesmith/starbattle.h) over the Star Battle kind.
#include <fmt/format.h>
#include <puzzlesmith/starbattle.h>

#include "api/convert.h"
#include "kind/common.h"
#include "starbattle/format.h"
#include "starbattle/generate.h"
#include "starbattle/logic.h"
#include "starbattle/solver.h"

namespace puzzlesmith::starbattle {
namespace {

namespace in = ps::starbattle;
using ps::api::BudgetError;
using ps::api::MakeError;
using ps::api::ToBudget;
using ps::api::ToError;

Result<Puzzle> FromInternal(const in::Puzzle& p) {
  if (p.Stars() == 0) {
    return MakeError(ErrorCode::kInvalidInput,
                     fmt::format("the board asks {} stars per row, {} per column and {} per zone; "
                                 "it has a solution only when the three are equal",
                                 p.row_stars, p.col_stars, p.zone_stars));
  }
  Puzzle out;
  out.size = p.n;
  out.stars = p.Stars();
  out.zones = p.zones;
  return out;
}

// The internal board, checked (contiguous zones, counts that fit).
Result<in::Puzzle> ToInternal(const Puzzle& p) {
  in::Puzzle out;
  out.n = p.size;
  out.row_stars = out.col_stars = out.zone_stars = p.stars;
  out.zones = p.zones;
  if (p.size < 1 || p.size > in::kMaxN || p.zones.size() != static_cast<size_t>(p.size * p.size)) {
    return MakeError(ErrorCode::kInvalidInput,
                     fmt::format("a board of size {} needs {} zone ids (size 1 to {})", p.size,
                                 p.size * p.size, in::kMaxN));
  }
  if (ps::Status s = in::Validate(out); !s.ok()) return ToError(s.error());
  in::Canonicalize(out);
  return out;
}

}  // namespace

Result<Puzzle> Parse(std::string_view text, int stars) {
  ps::Result<in::Parsed> parsed = in::ParseAny(text, stars);
  if (!parsed.ok()) return ToError(parsed.error());
  return FromInternal(parsed->puzzle);
}

std::string FormatZones(const Puzzle& puzzle) {
  Result<in::Puzzle> p = ToInternal(puzzle);
  return p ? in::FormatZoneFile(*p) : std::string();
}

std::string FormatUrl(const Puzzle& puzzle) {
  Result<in::Puzzle> p = ToInternal(puzzle);
  return p ? in::FormatUrl(*p) : std::string();
}

Result<Count> CountSolutions(const Puzzle& puzzle, int64_t limit, const Limits& limits) {
  Result<in::Puzzle> p = ToInternal(puzzle);
  if (!p) return p.error();
  if (limit < 1 || limit > 1'000'000'000) {
    return MakeError(ErrorCode::kInvalidInput, "the limit must be 1 to 1000000000");
  }
  ps::Budget budget = ToBudget(limits);
  const in::SolveResult r =
      in::Solve(*p, static_cast<int>(limit), budget, in::SolveOptions{.quick_order = true});
  Count c;
  c.count = r.count;
  c.complete = r.complete;
  if (!r.solution.empty()) c.first = in::SolutionRows(p->n, r.solution);
  return c;
}

Result<Solution> Solve(const Puzzle& puzzle, const Limits& limits) {
  Result<in::Puzzle> p = ToInternal(puzzle);
  if (!p) return p.error();
  ps::Budget budget = ToBudget(limits);
  const in::SolveResult r = in::Solve(*p, 1, budget, in::SolveOptions{.quick_order = true});
  if (r.count > 0) return in::SolutionRows(p->n, r.solution);
  if (!r.complete) return BudgetError(budget, "the solve");
  return MakeError(ErrorCode::kNoSolution, "the Star Battle board has no solution");
}

std::vector<std::string> Levels() {
  std::vector<std::string> out;
  for (const in::Level& l : in::kLevels) out.emplace_back(l.name);
  return out;
}

Result<Generated> Generate(const GenerateOptions& options, const Limits& limits) {
  in::GenerateParams params;
  params.n = options.size;
  params.stars = options.stars;
  if (!options.level.empty() && options.level != "any") {
    params.level = in::FindLevel(options.level);
    if (params.level < 0) {
      return MakeError(ErrorCode::kInvalidInput,
                       fmt::format("no Star Battle level '{}'; the levels are {}", options.level,
                                   fmt::join(Levels(), ", ")));
    }
  }
  // Absent, the seed is drawn as the kind's table draws it (make("starbattle", ...)).
  ps::Result<uint64_t> seed =
      options.seed ? ps::Result<uint64_t>(*options.seed) : ps::kind::SeedParam(nlohmann::json());
  if (!seed.ok()) return ToError(seed.error());
  ps::Rng rng(*seed);
  ps::Budget budget = ToBudget(limits);
  ps::Result<in::Generated> g = in::Generate(params, rng, budget);
  if (!g.ok()) return ToError(g.error());
  Result<Puzzle> puzzle = FromInternal(g->puzzle);
  if (!puzzle) return puzzle.error();
  Generated out;
  out.puzzle = std::move(*puzzle);
  out.solution = in::SolutionRows(g->puzzle.n, g->solution);
  out.level = std::string(in::kLevels[g->level].name);
  out.seed = *seed;
  return out;
}

}  // namespace puzzlesmith::starbattle
