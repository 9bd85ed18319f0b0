// Sudoku generation; see generate.h.
#include "sudoku/generate.h"

#include <fmt/format.h>

#include <algorithm>

#include "sudoku/count_solver.h"
#include "sudoku/generate_hard.h"
#include "sudoku/killer_generate.h"
#include "sudoku/logic.h"
#include "sudoku/regions.h"

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
// Clue removals tried on one complete grid before the next is drawn (see Generator::Next).
constexpr int kTriesPerGrid = 16;

// The cells where `pick` holds for a cell index, 64 at a time into a register, with no branch
// (whether a clue is there is a coin toss a branch predictor cannot learn).
template <class Pick>
CellMask CellsWhere(size_t cells, Pick&& pick) {
  CellMask s;
  for (size_t base = 0; base < cells; base += 64) {
    const size_t end = std::min(cells, base + 64);
    uint64_t w = 0;
    for (size_t c = base; c < end; ++c) w |= static_cast<uint64_t>(pick(c)) << (c - base);
    s.w[base / 64] = w;
  }
  return s;
}

// The filled cells of a board.
CellMask Filled(const std::vector<uint8_t>& cells) {
  return CellsWhere(cells.size(), [&](size_t c) { return cells[c] != 0; });
}

// The cells where two grids differ: an unavoidable set of either when both are solutions.
CellMask Differing(const std::vector<uint8_t>& a, const std::vector<uint8_t>& b) {
  return CellsWhere(a.size(), [&](size_t c) { return a[c] != b[c]; });
}

// The grid's unavoidable rectangles: two rows and two columns whose four cells hold a b / b a,
// within two boxes (or one). Swapping a and b there gives another valid grid (each row, column
// and box keeps one a and one b; Sudoku-X's diagonals and a jigsaw's regions are checked), so a
// puzzle needs a clue in each; found at the start, they fail removal trials without a count.
std::vector<CellMask> Rectangles(const Geometry& geo, const std::vector<uint8_t>& grid) {
  std::vector<CellMask> out;
  const int n = geo.n();
  auto at = [&](int y, int x) { return grid[static_cast<size_t>(y * n + x)]; };
  for (int y1 = 0; y1 < n; ++y1) {
    for (int y2 = y1 + 1; y2 < n; ++y2) {
      const bool same_band = y1 / geo.box_h == y2 / geo.box_h;
      for (int x1 = 0; x1 < n; ++x1) {
        for (int x2 = x1 + 1; x2 < n; ++x2) {
          if (!geo.jigsaw() && !same_band && x1 / geo.box_w != x2 / geo.box_w) continue;
          if (at(y1, x1) != at(y2, x2) || at(y1, x2) != at(y2, x1)) continue;
          if (geo.diagonals || geo.jigsaw()) {
            std::vector<uint8_t> swapped = grid;
            for (int c : {y1 * n + x1, y1 * n + x2, y2 * n + x1, y2 * n + x2}) {
              swapped[static_cast<size_t>(c)] =
                  grid[static_cast<size_t>(c)] == at(y1, x1) ? at(y1, x2) : at(y1, x1);
            }
            if (!IsSolution(Puzzle{geo, std::vector<uint8_t>(grid.size(), 0)}, swapped)) continue;
          }
          CellMask set;
          for (int c : {y1 * n + x1, y1 * n + x2, y2 * n + x1, y2 * n + x2}) set.Set(c);
          out.push_back(set);
        }
      }
    }
  }
  return out;
}

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
  Budget unlimited;  // an empty board always has a solution, found without backtracking
  CountResult r = solver.Count(empty, 1, unlimited, &rng);
  PS_CHECK(r.count == 1);
  return r.solution;
}

}  // namespace

std::vector<uint8_t> RandomGrid(const Geometry& geo, Rng& rng) {
  CountSolver solver(geo);
  return RandomGrid(solver, geo, rng);
}

struct Generator::Impl {
  explicit Impl(const GenerateParams& p) : params(p), orbits(Orbits(p.geo.n(), p.symmetry)) {
    if (!p.jigsaw) Use(p.geo);
  }
  // The solvers of a board (a jigsaw's change with its regions).
  void Use(const Geometry& g) {
    geo = g;
    quick.reset();
    solver = std::make_unique<CountSolver>(g);
    topo = std::make_unique<Topology>(g);
    quick = std::make_unique<QuickSolver>(*topo);
  }
  // Regions grown at random and a random grid over them: regions grown again while no grid is
  // found within a few thousand nodes (some region sets have none). False when the budget ran
  // out first.
  bool JigsawGrid(Rng& rng, Budget& budget, std::vector<uint8_t>& grid) {
    const int n = params.geo.n();
    while (!budget.Exhausted()) {
      const std::vector<int> regions = GrowRegions(n, rng, budget);
      if (regions.empty()) return false;
      Result<Geometry> g = JigsawGeometry(n, regions, params.geo.diagonals);
      PS_CHECK(g.ok());
      Use(*g);
      Puzzle empty{geo, std::vector<uint8_t>(static_cast<size_t>(geo.cells()), 0)};
      Budget fill = budget.Child(0);
      fill.WithNodeLimit(kJigsawFillNodes);
      const CountResult c = solver->Count(empty, 1, fill, &rng);
      if (c.count == 1) {
        grid = c.solution;
        return true;
      }
    }
    return false;
  }
  static constexpr int64_t kJigsawFillNodes = 5000;
  GenerateParams params;
  Geometry geo;
  std::unique_ptr<CountSolver> solver;
  std::unique_ptr<Topology> topo;
  std::unique_ptr<QuickSolver> quick;
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
  const Geometry& geo = impl_->geo;  // a jigsaw's changes with its regions
  if (params.level >= kNumLevels) return InvalidInput("no such level");
  // Every 4x4 Sudoku with one solution is solved by hidden singles (checked on all of them: every
  // set of clues of the two essentially different 4x4 grids, whose symmetries give all 288), so no
  // search could reach another level there.
  if (params.geo.n() == 4 && !params.geo.diagonals && !params.jigsaw && !params.killer &&
      params.level > 0) {
    return InvalidInput(fmt::format(
        "a 4x4 Sudoku is always solved by hidden singles, so {} is the only level it can have: "
        "choose {}, or a larger box (6x6 and up)",
        kLevels[0].name, kLevels[0].name));
  }
  if (params.max_clues > 0 && params.min_clues > params.max_clues) {
    return InvalidInput("the clue range is empty (minimum above maximum)");
  }
  if (params.level > kMaxGeneratedLevel) {
    return InvalidInput(fmt::format(
        "{} is the grade of puzzles that need trial and error beyond forcing chains, which the "
        "generator never makes: choose {} or an easier level",
        kLevels[params.level].name, kLevels[kMaxGeneratedLevel].name));
  }
  // Diabolical puzzles (Sudoku Explainer 9.0 and up) by local search near hard puzzles: random
  // clue removal almost never reaches them.
  if (params.level == kMaxGeneratedLevel && !params.killer && !params.jigsaw) {
    const internal::FullGrid grids = [this](Rng& r) {
      return RandomGrid(*impl_->solver, impl_->geo, r);
    };
    return internal::GenerateHard(params, *impl_->solver, *impl_->quick, impl_->orbits, grids, rng,
                                  budget);
  }
  if (params.killer) {
    const internal::GridSource grids = [this](Rng& r, Budget& b, Geometry& g,
                                              std::vector<uint8_t>& values) {
      if (impl_->params.jigsaw) {
        if (!impl_->JigsawGrid(r, b, values)) return false;
      } else {
        values = RandomGrid(*impl_->solver, impl_->geo, r);
      }
      g = impl_->geo;
      return true;
    };
    return internal::GenerateKiller(params, grids, rng, budget);
  }
  // A jigsaw's solvers change with its regions (Impl::Use).
  CountSolver* solver = impl_->solver.get();
  QuickSolver* quick = impl_->quick.get();
  const double ceiling = params.level >= 0 ? kLevels[params.level].max_rating : 1e9;
  const double floor = params.level > 0 ? kLevels[params.level - 1].max_rating : -1;
  // Whether a trial has one solution, by the counting solver told the grid (FindAnother: a second
  // solution, when there is one, comes sooner). Every second solution found gives
  // an unavoidable set of the grid: the cells where it differs from the grid. A puzzle with no
  // clue in such a set has that second solution too, so later trials that clear one are known
  // to fail without a count (near the end of removal, most trials).
  std::vector<uint8_t> grid;          // the current attempt's grid
  std::vector<CellMask> unavoidable;  // its unavoidable sets found so far
  enum class Uniqueness { kNo, kYes, kByPropagation };
  auto unique = [&](const Puzzle& trial) {
    const CellMask clues = Filled(trial.cells);
    for (const CellMask& set : unavoidable) {
      if (!set.Intersects(clues)) return Uniqueness::kNo;
    }
    Budget inner = budget.Child(0);
    const CountResult c = solver->FindAnother(trial, grid, inner);
    if (c.solved_at_root) return Uniqueness::kByPropagation;
    // A count cut short by the deadline has found the grid and not yet looked everywhere for a
    // second solution: not unique (its clue stays).
    if (c.outcome == Outcome::kUnique) return Uniqueness::kYes;
    if (c.count >= 2) {
      const std::vector<uint8_t>& other = c.solution == grid ? c.second : c.solution;
      unavoidable.push_back(Differing(grid, other));
    }
    return Uniqueness::kNo;
  };
  // Whether the puzzle stays unique and no harder than the level without `trial`'s clues. The
  // quick fixpoint answers most trials alone: what it solves is unique (sound deductions only);
  // only beyond its techniques do the counting solver and the grader run.
  auto keeps = [&](const Puzzle& trial) {
    if (ceiling <= 2.8) {
      // All singles (easy), or singles and intersections (medium): on 9x9 exactly the counting
      // core's propagation, the fastest code for it.
      if (ceiling >= 2.3) {
        if (auto r = solver->SolvedByPropagation(trial, ceiling >= 2.8)) return *r;
      }
      return quick->Solve(trial, ceiling, /*exact=*/false).solved;
    }
    // Harder levels count first: the counting solver's propagation at the root (singles) settles
    // most trials, and a puzzle with several solutions is cheaper to spot by counting than by
    // failing every harder technique.
    const Uniqueness u = unique(trial);
    if (u == Uniqueness::kByPropagation) return true;
    if (u == Uniqueness::kNo) return false;
    if (params.level < 0) return true;
    if (quick->Solve(trial, 2.8, /*exact=*/false).solved) return true;
    Budget grade_budget = budget.Child(0);
    return quick->Finish(ceiling, grade_budget).solved;
  };
  // Whether a unique puzzle is solvable below the level.
  auto too_easy = [&](const Puzzle& p) {
    if (floor < 0) return false;
    if (floor <= kQuickMaxRating) return quick->Solve(p, floor, /*exact=*/false).solved;
    quick->Solve(p, 2.8, /*exact=*/false);
    Budget grade_budget = budget.Child(0);
    return quick->Finish(floor, grade_budget).solved;
  };
  // Expert and above are rated by the grader's harder finders, which cost far more than a count.
  // Their removal runs on uniqueness alone and the ceiling is checked afterwards: removing clues
  // never makes a puzzle easier, so the first removal that took the puzzle above the ceiling is
  // found by bisection over the removals made, kept as a clue, and the removal carries on after
  // it. This gives the puzzle that checking the ceiling at every trial gives, with a few grades
  // per grid instead of one per trial.
  const bool lazy = params.level >= 0 && ceiling > kQuickMaxRating;
  // Whether a unique puzzle is within the ceiling (the lazy levels' check).
  // `lazy_rating` is then Grade's rating when above kQuickMaxRating (the fixpoint state below it
  // does not depend on the order of its deductions, and the harder steps come easiest first), and
  // 0 when the fixpoint alone solves it (a rating at most kQuickMaxRating: below the level).
  double lazy_rating = 0;
  auto within = [&](const Puzzle& p) {
    lazy_rating = 0;
    if (quick->Solve(p, kQuickMaxRating, /*exact=*/false).solved) return true;
    Budget grade_budget = budget.Child(0);
    const QuickResult q = quick->Finish(ceiling, grade_budget);
    lazy_rating = q.rating;
    return q.solved && !grade_budget.Exhausted();
  };
  // Removes the orbits from `next` on, in order, each when the puzzle keeps (uniqueness and, on
  // the eager levels, the ceiling); appends the removed ones' indices to `removed`. Since
  // removing clues never makes a puzzle easier, a run of orbits that keeps together would each
  // have kept alone: while clues are plenty, runs are tried whole (halved when one fails), which
  // gives the same puzzle with far fewer trials.
  auto remove = [&](const std::vector<std::vector<int>>& orbits, size_t next, Puzzle& puzzle,
                    int& clues, std::vector<size_t>& removed) {
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
      if (lazy ? unique(trial) != Uniqueness::kNo : keeps(trial)) {
        puzzle = std::move(trial);
        clues -= gone;
        for (size_t k = next; k < next + take; ++k) removed.push_back(k);
        next += take;
      } else if (take > 1) {
        run = take / 2;
      } else {
        ++next;
      }
    }
  };
  Generated out;
  // Each grid is tried kTriesPerGrid times (a new random removal order each time) before the
  // next one is drawn: the unavoidable sets found on it fail more trials of the next removals
  // without a count.
  for (int tries = 0; budget.CheckNow(); ++tries) {
    ++out.attempts;
    if (tries % kTriesPerGrid == 0) {
      if (params.jigsaw) {
        if (!impl_->JigsawGrid(rng, budget, grid)) break;
        solver = impl_->solver.get();
        quick = impl_->quick.get();
      } else {
        grid = RandomGrid(*solver, geo, rng);
      }
      unavoidable = Rectangles(geo, grid);
    }
    std::vector<std::vector<int>> orbits = impl_->orbits;
    rng.Shuffle(std::span<std::vector<int>>(orbits));
    Puzzle puzzle{geo, grid};
    int clues = geo.cells();
    std::vector<size_t> removed;
    remove(orbits, 0, puzzle, clues, removed);
    // The lazy levels: while the puzzle is above the ceiling, bisect the removals of the last
    // pass (prefix `lo` is within the ceiling, prefix `hi` is not; prefix 0 is the pass's start,
    // within by the invariant), keep the orbit that crossed it, and remove on from there.
    Puzzle base{geo, grid};
    int base_clues = geo.cells();
    while (lazy && !budget.Exhausted() && !within(puzzle)) {
      if (budget.Exhausted() || removed.empty()) break;  // stopped mid-grade
      auto prefix = [&](size_t k, int& left) {
        Puzzle p = base;
        left = base_clues;
        for (size_t i = 0; i < k; ++i) {
          for (int c : orbits[removed[i]]) p.cells[static_cast<size_t>(c)] = 0;
          left -= static_cast<int>(orbits[removed[i]].size());
        }
        return p;
      };
      size_t lo = 0, hi = removed.size();
      while (hi - lo > 1 && !budget.Exhausted()) {
        const size_t mid = lo + (hi - lo) / 2;
        int left = 0;
        if (within(prefix(mid, left))) {
          lo = mid;
        } else {
          hi = mid;
        }
      }
      const size_t crossed = removed[lo];  // stays a clue
      base = prefix(lo, base_clues);
      puzzle = base;
      clues = base_clues;
      removed.clear();
      remove(orbits, crossed + 1, puzzle, clues, removed);
    }
    if (budget.Exhausted()) break;
    if (params.max_clues > 0 && clues > params.max_clues) continue;
    // Too easy for the level (solvable below it): known without the full grade.
    if (lazy ? lazy_rating <= floor + 1e-9 : too_easy(puzzle)) continue;
    if (params.minimal) {
      bool removable = false;
      Budget check = budget.Child(0);
      for (int c = 0; c < geo.cells() && !removable; ++c) {
        if (!puzzle.cells[static_cast<size_t>(c)]) continue;
        Puzzle trial = puzzle;
        trial.cells[static_cast<size_t>(c)] = 0;
        // Removable unless a second solution was found: a count cut short proves nothing, so
        // the puzzle is not kept as minimal.
        removable = solver->Count(trial, 2, check).outcome != Outcome::kSeveral;
      }
      if (removable) continue;
    }
    // The grade: the quick fixpoint, easiest first, then the grader's harder steps (the same
    // rating as Grade, which tests check on every level). The lazy levels have it already.
    double rating = lazy_rating;
    if (!lazy) {
      quick->Solve(puzzle, kQuickMaxRating);
      Budget grade_budget = budget.Child(0);
      const QuickResult g = quick->Finish(1e9, grade_budget);
      if (!g.solved || grade_budget.Exhausted()) continue;
      rating = g.rating;
    }
    if (params.level >= 0 && (rating > ceiling + 1e-9 || rating <= floor + 1e-9)) continue;
    out.puzzle = std::move(puzzle);
    out.solution = std::move(grid);
    out.rating = rating;
    out.level = LevelOf(rating);
    PS_CHECK(IsSolution(out.puzzle, out.solution));
    return out;
  }
  return Error{ErrorCode::kBudget,
               fmt::format("no puzzle found before the budget ran out ({} removals tried; {})",
                           out.attempts, ToString(budget.reason())),
               "", 0, 0};
}

}  // namespace ps::sudoku
