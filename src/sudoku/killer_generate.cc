// Killer generation; see killer_generate.h.
#include "sudoku/killer_generate.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>
#include <optional>
#include <span>

#include "sudoku/count_solver.h"
#include "sudoku/logic.h"

namespace ps::sudoku::internal {

namespace {

// Merges that failed in a row (the puzzle went above the level or lost uniqueness) before the
// last cage set at the level is kept. Solo tries 50; measured here, 24 gives cages as large at a
// third of the time.
constexpr int kMergeFailures = 24;

// Cage squares as a cage index per cell.
std::vector<int> Owners(int cells, const std::vector<Cage>& cages) {
  std::vector<int> owner(static_cast<size_t>(cells), -1);
  for (size_t k = 0; k < cages.size(); ++k) {
    for (int c : cages[k].cells) owner[static_cast<size_t>(c)] = static_cast<int>(k);
  }
  return owner;
}

uint32_t Digits(const Cage& cage, const std::vector<uint8_t>& grid) {
  uint32_t m = 0;
  for (int c : cage.cells) m |= 1u << grid[static_cast<size_t>(c)];
  return m;
}

// Two cages side by side, with no digit in common and at most `max_size` squares together,
// merged at random; false when no two can be.
bool MergeSome(int n, const std::vector<uint8_t>& grid, int max_size, std::vector<Cage>& cages,
               Rng& rng) {
  const std::vector<int> owner = Owners(n * n, cages);
  std::vector<std::pair<int, int>> pairs;
  for (int c = 0; c < n * n; ++c) {
    for (int d : {c + 1, c + n}) {
      if (d >= n * n || (d == c + 1 && d % n == 0)) continue;
      int a = owner[static_cast<size_t>(c)], b = owner[static_cast<size_t>(d)];
      if (a == b || a < 0 || b < 0) continue;
      if (a > b) std::swap(a, b);
      const Cage &ca = cages[static_cast<size_t>(a)], &cb = cages[static_cast<size_t>(b)];
      if (static_cast<int>(ca.cells.size() + cb.cells.size()) > max_size) continue;
      if (Digits(ca, grid) & Digits(cb, grid)) continue;
      pairs.push_back({a, b});
    }
  }
  std::sort(pairs.begin(), pairs.end());
  pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
  if (pairs.empty()) return false;
  const auto [a, b] = pairs[static_cast<size_t>(rng.Below(pairs.size()))];
  Cage& into = cages[static_cast<size_t>(a)];
  Cage& from = cages[static_cast<size_t>(b)];
  into.cells.insert(into.cells.end(), from.cells.begin(), from.cells.end());
  std::sort(into.cells.begin(), into.cells.end());
  into.sum += from.sum;
  cages.erase(cages.begin() + b);
  return true;
}

}  // namespace

std::vector<Cage> SmallCages(int n, const std::vector<uint8_t>& grid, int single, int triple,
                             Rng& rng) {
  const int cells = n * n;
  std::vector<int> order(static_cast<size_t>(cells));
  std::iota(order.begin(), order.end(), 0);
  rng.Shuffle(std::span<int>(order));
  std::vector<int> owner(static_cast<size_t>(cells), -1);
  std::vector<Cage> cages;
  for (int start : order) {
    if (owner[static_cast<size_t>(start)] >= 0) continue;
    const int k = static_cast<int>(cages.size());
    Cage cage;
    cage.cells = {start};
    owner[static_cast<size_t>(start)] = k;
    const int roll = static_cast<int>(rng.Below(100));
    const int size = roll < single ? 1 : roll < single + triple ? 3 : 2;
    while (static_cast<int>(cage.cells.size()) < size) {
      std::vector<int> next;
      for (int c : cage.cells) {
        const int x = c % n;
        for (int d : {c - n, c + n, x > 0 ? c - 1 : -1, x + 1 < n ? c + 1 : -1}) {
          if (d < 0 || d >= cells || owner[static_cast<size_t>(d)] >= 0) continue;
          if (Digits(cage, grid) & (1u << grid[static_cast<size_t>(d)])) continue;
          next.push_back(d);
        }
      }
      if (next.empty()) break;
      const int d = next[static_cast<size_t>(rng.Below(next.size()))];
      owner[static_cast<size_t>(d)] = k;
      cage.cells.push_back(d);
    }
    std::sort(cage.cells.begin(), cage.cells.end());
    for (int c : cage.cells) cage.sum += grid[static_cast<size_t>(c)];
    cages.push_back(std::move(cage));
  }
  if (single > 0) return cages;
  // No single squares wanted: one left over (its neighbours caged already, or holding its digit
  // in their cage) joins a neighbour's cage that lacks its digit, as Solo's do.
  for (size_t k = 0; k < cages.size();) {
    if (cages[k].cells.size() > 1) {
      ++k;
      continue;
    }
    const int c = cages[k].cells[0], x = c % n;
    std::vector<int> others;
    for (int d : {c - n, c + n, x > 0 ? c - 1 : -1, x + 1 < n ? c + 1 : -1}) {
      if (d < 0 || d >= cells) continue;
      const int o = owner[static_cast<size_t>(d)];
      if (!(Digits(cages[static_cast<size_t>(o)], grid) & (1u << grid[static_cast<size_t>(c)])) &&
          cages[static_cast<size_t>(o)].cells.size() < static_cast<size_t>(n)) {
        others.push_back(o);
      }
    }
    if (others.empty()) {
      ++k;
      continue;
    }
    const auto into = static_cast<size_t>(others[static_cast<size_t>(rng.Below(others.size()))]);
    cages[into].cells.push_back(c);
    std::sort(cages[into].cells.begin(), cages[into].cells.end());
    cages[into].sum += grid[static_cast<size_t>(c)];
    cages.erase(cages.begin() + static_cast<std::ptrdiff_t>(k));
    owner = Owners(cells, cages);
  }
  return cages;
}

Result<Generated> GenerateKiller(const GenerateParams& params, const GridSource& grids, Rng& rng,
                                 Budget& budget) {
  const int n = params.geo.n();
  // Any level: whatever merging reaches up to hard (above it every merge costs a count).
  const double ceiling = kLevels[params.level >= 0 ? params.level : FindLevel("hard")].max_rating;
  const double floor = params.level > 0 ? kLevels[params.level - 1].max_rating : -1;
  // Cages up to two thirds of the side (six squares on 9x9): larger ones make sums that say
  // little and a board few people like.
  const int max_size = std::max(3, 2 * n / 3);
  // Beginner and easy puzzles keep single squares (a quarter of the first cages); from medium on
  // there are none, as in Solo's killers (whose IDs refuse them).
  const int single = params.level >= 0 && params.level <= 1 ? 25 : 0;
  Generated out;
  Geometry geo;
  std::vector<uint8_t> grid;
  // The grade of `cages` and `givens` over the grid, within the ceiling; nullopt when it is not
  // solved within it (above the level, or not unique) or the budget ran out.
  auto grade = [&](const std::vector<Cage>& cages,
                   const std::vector<uint8_t>& givens) -> std::optional<double> {
    Result<Geometry> g = KillerGeometry(geo, cages);
    PS_CHECK(g.ok());
    const Puzzle p{*g, givens};
    if (ceiling > kQuickMaxRating) {
      // Uniqueness techniques would assume what is to be proved: count first.
      Budget count_budget = budget.Child(0);
      if (CountSolutions(p, 2, count_budget).outcome != Outcome::kUnique) return std::nullopt;
    }
    Topology topo(*g);
    GradeOptions o;
    o.max_rating = ceiling;
    Budget grade_budget = budget.Child(0);
    const GradeResult r = Grade(topo, p, o, grade_budget);
    if (!r.solved || !r.complete) return std::nullopt;
    return r.rating;
  };
  // The puzzle made: the cages and givens over the grid at `rating`.
  auto made = [&](const std::vector<Cage>& cages, std::vector<uint8_t> givens, double rating) {
    Result<Geometry> g = KillerGeometry(geo, cages);
    PS_CHECK(g.ok());
    out.puzzle = Puzzle{*g, std::move(givens)};
    out.solution = grid;
    out.rating = rating;
    out.level = LevelOf(rating);
    PS_CHECK(IsSolution(out.puzzle, out.solution));
    return out;
  };
  const std::vector<uint8_t> none(static_cast<size_t>(n * n), 0);
  while (budget.CheckNow()) {
    ++out.attempts;
    if (!grids(rng, budget, geo, grid)) break;
    geo.cages.clear();
    if (params.max_clues > 0) {
      // With givens: larger cages (merged at random to four squares a cage on average, whatever
      // their sums then allow), and the givens hidden from the whole grid as for a classic
      // Sudoku, in random order, each one whose removal keeps one solution within the level,
      // down to the fewest asked for.
      std::vector<Cage> cages = SmallCages(n, grid, 0, 30, rng);
      while (static_cast<int>(cages.size()) > n * n / 4 &&
             MergeSome(n, grid, max_size, cages, rng)) {
      }
      std::vector<uint8_t> givens = grid;
      std::vector<int> order(static_cast<size_t>(n * n));
      std::iota(order.begin(), order.end(), 0);
      rng.Shuffle(std::span<int>(order));
      int count = n * n;
      std::optional<double> rating = grade(cages, givens);
      for (int c : order) {
        if (count <= params.min_clues || budget.Exhausted()) break;
        givens[static_cast<size_t>(c)] = 0;
        const std::optional<double> r = grade(cages, givens);
        if (r) {
          rating = r;
          --count;
        } else {
          givens[static_cast<size_t>(c)] = grid[static_cast<size_t>(c)];
        }
      }
      if (budget.Exhausted()) break;
      if (!rating || *rating <= floor + 1e-9 || count > params.max_clues) continue;
      return made(cages, std::move(givens), *rating);
    }
    std::vector<Cage> cages = SmallCages(n, grid, single, 15, rng);
    std::optional<std::vector<Cage>> good, easier;
    double good_rating = 0;
    int failures = 0;
    for (;;) {
      const std::optional<double> rating = grade(cages, none);
      if (budget.Exhausted()) break;
      if (rating && *rating > floor + 1e-9) {
        good = cages;
        good_rating = *rating;
        failures = 0;
      } else if (rating) {
        easier = cages;
      } else {
        if (++failures > kMergeFailures) break;
        if (good) {
          cages = *good;
        } else if (easier) {
          cages = *easier;
        } else {
          break;  // the first cages are above the level already
        }
      }
      if (!MergeSome(n, grid, max_size, cages, rng)) break;
    }
    if (budget.Exhausted()) break;
    if (!good) continue;
    return made(*good, none, good_rating);
  }
  return Error{ErrorCode::kBudget,
               fmt::format("no killer found before the budget ran out ({} grids tried; {})",
                           out.attempts, ToString(budget.reason())),
               "", 0, 0};
}

}  // namespace ps::sudoku::internal
