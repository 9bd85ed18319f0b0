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

// Share of the cells above which removal trials are not graded (see Generate).
constexpr double kUngradedShare = 0.5;

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

std::vector<uint8_t> RandomGrid(const Geometry& geo, Rng& rng) {
  Puzzle empty{geo, std::vector<uint8_t>(static_cast<size_t>(geo.cells()), 0)};
  CountSolver solver(geo);
  CountResult r = solver.Count(empty, 1, nullptr, &rng);
  PS_CHECK(r.count == 1);
  return r.solution;
}

Result<Generated> Generate(const GenerateParams& params, Rng& rng, Budget& budget) {
  const Geometry& geo = params.geo;
  const int n = geo.n();
  if (params.level >= kNumLevels) return InvalidInput("no such level");
  if (params.max_clues > 0 && params.min_clues > params.max_clues) {
    return InvalidInput("the clue range is empty (minimum above maximum)");
  }
  CountSolver solver(geo);
  const Topology topo(geo);
  const double ceiling = params.level >= 0 ? kLevels[params.level].max_rating : 1e9;
  const double floor = params.level > 0 ? kLevels[params.level - 1].max_rating : -1;
  Generated out;
  while (budget.CheckNow()) {
    ++out.attempts;
    std::vector<uint8_t> grid = RandomGrid(geo, rng);
    Puzzle puzzle{geo, grid};
    std::vector<std::vector<int>> orbits = Orbits(n, params.symmetry);
    rng.Shuffle(std::span<std::vector<int>>(orbits));
    int clues = geo.cells();
    for (const auto& orbit : orbits) {
      if (!budget.CheckNow()) break;
      if (params.min_clues > 0 && clues - static_cast<int>(orbit.size()) < params.min_clues)
        continue;
      Puzzle trial = puzzle;
      for (int c : orbit) trial.cells[static_cast<size_t>(c)] = 0;
      Budget inner = budget.Child(0);
      if (solver.Count(trial, 2, &inner).count != 1) continue;
      // While most clues remain the puzzle is almost surely easy enough: skip grading those
      // trials. The final grade below still checks the level, so only speed depends on this.
      const bool crowded = clues - static_cast<int>(orbit.size()) > geo.cells() * kUngradedShare;
      if (params.level >= 0 && !crowded) {
        GradeOptions o;
        o.max_rating = ceiling;
        Budget grade_budget = budget.Child(0);
        if (!Grade(topo, trial, o, grade_budget).solved) continue;
      }
      puzzle = std::move(trial);
      clues -= static_cast<int>(orbit.size());
    }
    if (budget.Exhausted()) break;
    if (params.max_clues > 0 && clues > params.max_clues) continue;
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
    Budget grade_budget = budget.Child(0);
    GradeResult g = Grade(topo, puzzle, {}, grade_budget);
    if (!g.complete || !g.solved) continue;
    if (params.level >= 0 && (g.rating > ceiling + 1e-9 || g.rating <= floor + 1e-9)) continue;
    out.puzzle = std::move(puzzle);
    out.solution = std::move(grid);
    out.rating = g.rating;
    out.level = g.level;
    PS_CHECK(IsSolution(out.puzzle, out.solution));
    return out;
  }
  return Error{ErrorCode::kBudget,
               fmt::format("no puzzle found before the budget ran out ({} grids tried; {})",
                           out.attempts, ToString(budget.reason())),
               "", 0, 0};
}

}  // namespace ps::sudoku
