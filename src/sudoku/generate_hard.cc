// Diabolical Sudoku by local search near hard puzzles; see generate_hard.h.
#include "sudoku/generate_hard.h"

#include <fmt/format.h>

#include <algorithm>
#include <span>

namespace ps::sudoku::internal {

namespace {

// Moves without a better rating before the search starts again from a new grid.
constexpr int kStall = 400;

class HardSearch {
 public:
  HardSearch(const GenerateParams& params, CountSolver& solver, QuickSolver& quick,
             const std::vector<std::vector<int>>& orbits, Rng& rng, Budget& budget)
      : params_(params),
        solver_(solver),
        quick_(quick),
        orbits_(orbits),
        rng_(rng),
        budget_(budget),
        floor_(kLevels[params.level - 1].max_rating),
        ceiling_(kLevels[params.level].max_rating) {}

  // Climbs from `grid`; true with `out` filled when a puzzle within the level was found.
  bool Climb(const std::vector<uint8_t>& grid, Generated& out);

 private:
  bool Unique(const Puzzle& p) {
    Budget inner = budget_.Child(0);
    const CountResult c = solver_.FindAnother(p, *grid_, inner);
    return c.solved_at_root || c.outcome == Outcome::kUnique;
  }
  int Clues(const Puzzle& p) const {
    return static_cast<int>(
        std::count_if(p.cells.begin(), p.cells.end(), [](uint8_t v) { return v != 0; }));
  }
  bool IsClue(const Puzzle& p, size_t orbit) const {
    return p.cells[static_cast<size_t>(orbits_[orbit].front())] != 0;
  }
  void Set(Puzzle& p, size_t orbit, bool clue) const {
    for (int c : orbits_[orbit])
      p.cells[static_cast<size_t>(c)] = clue ? (*grid_)[static_cast<size_t>(c)] : uint8_t{0};
  }
  // Removes every clue orbit (in random order) whose removal keeps the puzzle unique.
  void Reduce(Puzzle& p) {
    std::vector<size_t> order;
    for (size_t k = 0; k < orbits_.size(); ++k) {
      if (IsClue(p, k)) order.push_back(k);
    }
    rng_.Shuffle(std::span<size_t>(order));
    int clues = Clues(p);
    for (size_t k : order) {
      const int size = static_cast<int>(orbits_[k].size());
      if (params_.min_clues > 0 && clues - size < params_.min_clues) continue;
      Set(p, k, false);
      if (Unique(p)) {
        clues -= size;
      } else {
        Set(p, k, true);
      }
      if (budget_.Exhausted()) return;
    }
  }
  // The grader's rating (the quick fixpoint, then its harder steps); -1 when cut short.
  double Rate(const Puzzle& p, bool exact) {
    quick_.Solve(p, kQuickMaxRating, exact);
    Budget inner = budget_.Child(0);
    const QuickResult r = quick_.Finish(1e9, inner);
    if (!r.solved || inner.Exhausted()) return -1;
    return r.rating;
  }

  const GenerateParams& params_;
  CountSolver& solver_;
  QuickSolver& quick_;
  const std::vector<std::vector<int>>& orbits_;
  Rng& rng_;
  Budget& budget_;
  const double floor_, ceiling_;
  const std::vector<uint8_t>* grid_ = nullptr;
};

bool HardSearch::Climb(const std::vector<uint8_t>& grid, Generated& out) {
  grid_ = &grid;
  const Geometry& geo = params_.geo;
  Puzzle p{geo, grid};
  Reduce(p);
  double rating = Rate(p, false);
  int stall = 0;
  while (stall < kStall && budget_.Step()) {
    if (rating > floor_ + 1e-9 && rating <= ceiling_ + 1e-9 &&
        (params_.max_clues <= 0 || Clues(p) <= params_.max_clues)) {
      // Confirmed with the exact grade (the search's skips a little order in the easy part).
      const double exact = Rate(p, true);
      if (exact > floor_ + 1e-9 && exact <= ceiling_ + 1e-9) {
        out.puzzle = p;
        out.solution = grid;
        out.rating = exact;
        out.level = LevelOf(exact);
        PS_CHECK(IsSolution(out.puzzle, out.solution));
        return true;
      }
    }
    // Move one clue orbit to an empty one, then drop what is no longer needed.
    std::vector<size_t> clues, empty;
    for (size_t k = 0; k < orbits_.size(); ++k) (IsClue(p, k) ? clues : empty).push_back(k);
    if (clues.empty() || empty.empty()) return false;
    Puzzle q = p;
    Set(q, clues[static_cast<size_t>(rng_.Below(clues.size()))], false);
    Set(q, empty[static_cast<size_t>(rng_.Below(empty.size()))], true);
    ++stall;
    if (!Unique(q)) continue;
    Reduce(q);
    if (params_.max_clues > 0 && Clues(q) > params_.max_clues && Clues(q) > Clues(p)) continue;
    const double r = Rate(q, false);
    if (r < 0 || r > ceiling_ + 1e-9 || r < rating - 1e-9) continue;
    if (r > rating + 1e-9) stall = 0;
    p = std::move(q);
    rating = r;
  }
  return false;
}

}  // namespace

Result<Generated> GenerateHard(const GenerateParams& params, CountSolver& solver,
                               QuickSolver& quick, const std::vector<std::vector<int>>& orbits,
                               const FullGrid& grids, Rng& rng, Budget& budget) {
  HardSearch search(params, solver, quick, orbits, rng, budget);
  Generated out;
  while (budget.CheckNow()) {
    ++out.attempts;
    const std::vector<uint8_t> grid = grids(rng);
    if (search.Climb(grid, out)) return out;
  }
  return Error{ErrorCode::kBudget,
               fmt::format("no puzzle found before the budget ran out ({} grids searched; {})",
                           out.attempts, ToString(budget.reason())),
               "", 0, 0};
}

}  // namespace ps::sudoku::internal
