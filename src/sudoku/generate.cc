// Sudoku generation; see generate.h.
#include "sudoku/generate.h"

#include <fmt/format.h>

#include <algorithm>

#include "sudoku/count_solver.h"
#include "sudoku/logic.h"

namespace ps::sudoku {

std::string_view ToString(Symmetry s) {
  switch (s) {
    case Symmetry::kNone:
      return "none";
    case Symmetry::kRotate180:
      return "180";
    case Symmetry::kRotate90:
      return "90";
    case Symmetry::kMirror:
      return "mirror";
    case Symmetry::kDiagonal:
      return "diagonal";
  }
  return "none";
}

Result<Symmetry> ParseSymmetry(std::string_view t) {
  for (Symmetry s : {Symmetry::kNone, Symmetry::kRotate180, Symmetry::kRotate90, Symmetry::kMirror,
                     Symmetry::kDiagonal}) {
    if (t == ToString(s)) return s;
  }
  return InvalidInput(fmt::format("symmetry '{}': expected none, 180, 90, mirror or diagonal", t));
}

namespace {

// Orbits tried together at first in clue removal (see Generate).
constexpr size_t kFirstRun = 8;

// The cells that must be cleared together to keep the symmetry, each orbit once.
std::vector<std::vector<int>> Orbits(int n, Symmetry sym) {
  std::vector<std::vector<int>> orbits;
  std::vector<char> done(static_cast<size_t>(n * n), 0);
  auto image = [&](int x, int y, int k, int& ox, int& oy) {
    // k-th image of (x, y) under the symmetry group's generator.
    ox = x;
    oy = y;
    for (int i = 0; i < k; ++i) {
      int nx = ox, ny = oy;
      switch (sym) {
        case Symmetry::kNone:
          break;
        case Symmetry::kRotate180:
          nx = n - 1 - ox;
          ny = n - 1 - oy;
          break;
        case Symmetry::kRotate90:
          nx = n - 1 - oy;
          ny = ox;
          break;
        case Symmetry::kMirror:
          nx = n - 1 - ox;
          break;
        case Symmetry::kDiagonal:
          nx = oy;
          ny = ox;
          break;
      }
      ox = nx;
      oy = ny;
    }
  };
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      if (done[static_cast<size_t>(y * n + x)]) continue;
      std::vector<int> orbit;
      for (int k = 0; k < 4; ++k) {
        int ox, oy;
        image(x, y, k, ox, oy);
        int c = oy * n + ox;
        if (!done[static_cast<size_t>(c)]) {
          done[static_cast<size_t>(c)] = 1;
          orbit.push_back(c);
        }
      }
      orbits.push_back(orbit);
    }
  }
  return orbits;
}

}  // namespace

namespace {

std::vector<uint8_t> RandomGrid(CountSolver& solver, const Geometry& geo, Rng& rng) {
  Puzzle empty{geo, std::vector<uint8_t>(static_cast<size_t>(geo.cells()), 0)};
  CountResult r = solver.Count(empty, 1, nullptr, &rng);
  PS_CHECK(r.count == 1);
  return r.solution;
}

}  // namespace

std::vector<uint8_t> RandomGrid(const Geometry& geo, Rng& rng) {
  CountSolver solver(geo);
  return RandomGrid(solver, geo, rng);
}

struct Generator::Impl {
  explicit Impl(const GenerateParams& p)
      : params(p), solver(p.geo), topo(p.geo), quick(topo), orbits(Orbits(p.geo.n(), p.symmetry)) {}
  GenerateParams params;
  CountSolver solver;
  const Topology topo;
  QuickSolver quick;
  const std::vector<std::vector<int>> orbits;
};

Generator::Generator(const GenerateParams& params) : impl_(std::make_unique<Impl>(params)) {}
Generator::~Generator() = default;

Result<Generated> Generate(const GenerateParams& params, Rng& rng, Budget& budget) {
  Generator generator(params);
  return generator.Next(rng, budget);
}

Result<Generated> Generator::Next(Rng& rng, Budget& budget) {
  const GenerateParams& params = impl_->params;
  const Geometry& geo = params.geo;
  if (params.level >= kNumLevels) return InvalidInput("no such level");
  if (params.max_clues > 0 && params.min_clues > params.max_clues) {
    return InvalidInput("the clue range is empty (minimum above maximum)");
  }
  CountSolver& solver = impl_->solver;
  QuickSolver& quick = impl_->quick;
  const double ceiling = params.level >= 0 ? kLevels[params.level].max_rating : 1e9;
  const double floor = params.level > 0 ? kLevels[params.level - 1].max_rating : -1;
  // Whether the puzzle stays unique and no harder than the level without `trial`'s clues. The
  // quick fixpoint answers most trials alone: what it solves is unique (sound deductions only);
  // only beyond its techniques do the counting solver and the grader run.
  auto keeps = [&](const Puzzle& trial) {
    if (ceiling <= 2.8) {
      // All singles (easy), or singles and intersections (medium): on 9x9 exactly the counting
      // core's propagation, the fastest code for it.
      if (ceiling >= 2.3) {
        if (auto r = solver.SolvedByPropagation(trial, ceiling >= 2.8)) return *r;
      }
      return quick.Solve(trial, ceiling, /*exact=*/false).solved;
    }
    // Harder levels count first: the counting solver's propagation at the root is singles and
    // pointing/claiming already, so most trials are settled by it, and a puzzle with several
    // solutions is cheaper to spot by counting than by failing every harder technique.
    Budget inner = budget.Child(0);
    const CountResult c = solver.Count(trial, 2, &inner);
    if (c.solved_at_root) return true;
    if (c.count != 1) return false;
    if (params.level < 0) return true;
    if (quick.Solve(trial, 2.8, /*exact=*/false).solved) return true;
    Budget grade_budget = budget.Child(0);
    return quick.Finish(ceiling, grade_budget).solved;
  };
  // Whether a unique puzzle is solvable below the level.
  auto too_easy = [&](const Puzzle& p) {
    if (floor < 0) return false;
    if (floor <= kQuickMaxRating) return quick.Solve(p, floor, /*exact=*/false).solved;
    quick.Solve(p, 2.8, /*exact=*/false);
    Budget grade_budget = budget.Child(0);
    return quick.Finish(floor, grade_budget).solved;
  };
  Generated out;
  while (budget.CheckNow()) {
    ++out.attempts;
    std::vector<uint8_t> grid = RandomGrid(solver, geo, rng);
    Puzzle puzzle{geo, grid};
    std::vector<std::vector<int>> orbits = impl_->orbits;
    rng.Shuffle(std::span<std::vector<int>>(orbits));
    int clues = geo.cells();
    // The orbits are tried one after another, each removed when the puzzle keeps. Since removing
    // clues never makes a puzzle easier, a run of orbits that keeps together would each have
    // kept alone: while clues are plenty, runs are tried whole (halved when one fails), which
    // gives the same puzzle with far fewer trials.
    size_t next = 0;
    size_t run = kFirstRun;
    while (next < orbits.size() && budget.Step()) {
      size_t take = 0;
      int gone = 0;
      while (take < run && next + take < orbits.size()) {
        const int size = static_cast<int>(orbits[next + take].size());
        if (params.min_clues > 0 && clues - gone - size < params.min_clues) break;
        gone += size;
        ++take;
      }
      if (take == 0) {  // this orbit alone would go below the clue minimum
        ++next;
        continue;
      }
      Puzzle trial = puzzle;
      for (size_t k = next; k < next + take; ++k) {
        for (int c : orbits[k]) trial.cells[static_cast<size_t>(c)] = 0;
      }
      if (keeps(trial)) {
        puzzle = std::move(trial);
        clues -= gone;
        next += take;
      } else if (take > 1) {
        run = take / 2;
      } else {
        ++next;
      }
    }
    if (budget.Exhausted()) break;
    if (params.max_clues > 0 && clues > params.max_clues) continue;
    // Too easy for the level (solvable below it): known without the full grade.
    if (too_easy(puzzle)) continue;
    if (params.minimal) {
      bool removable = false;
      for (int c = 0; c < geo.cells() && !removable; ++c) {
        if (!puzzle.cells[static_cast<size_t>(c)]) continue;
        Puzzle trial = puzzle;
        trial.cells[static_cast<size_t>(c)] = 0;
        removable = solver.Count(trial, 2).count == 1;
      }
      if (removable) continue;
    }
    // The grade: the quick fixpoint, easiest first, then the grader's harder steps (the same
    // rating as Grade, which tests check on every level).
    quick.Solve(puzzle, kQuickMaxRating);
    Budget grade_budget = budget.Child(0);
    const QuickResult g = quick.Finish(1e9, grade_budget);
    if (!g.solved || grade_budget.Exhausted()) continue;
    if (params.level >= 0 && (g.rating > ceiling + 1e-9 || g.rating <= floor + 1e-9)) continue;
    out.puzzle = std::move(puzzle);
    out.solution = std::move(grid);
    out.rating = g.rating;
    out.level = LevelOf(g.rating);
    PS_CHECK(IsSolution(out.puzzle, out.solution));
    return out;
  }
  return Error{ErrorCode::kBudget,
               fmt::format("no puzzle found before the budget ran out ({} grids tried; {})",
                           out.attempts, ToString(budget.reason())),
               "", 0, 0};
}

}  // namespace ps::sudoku
