// The counting solver: counts the solutions of a Sudoku up to a limit (limit 2 = "is it
// unique?"), for every box shape, Sudoku-X and jigsaw regions.
//
// Candidates are bitmasks per cell (bit v-1 for value v). Placing a value removes it from the
// cell's peers; a cell left with one candidate is queued and placed (naked single). After the
// queue empties, every unit is scanned once with two accumulators,
//     twice |= once & cand;  once |= cand;
// so that `once & ~twice` are the values with exactly one place in the unit (hidden singles),
// and `once != all` proves a value has no place left (a contradiction). Then the unsolved cell
// with the fewest candidates is branched on, copying the state (at most 256 cells).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "core/budget.h"
#include "core/outcome.h"
#include "core/rng.h"
#include "sudoku/sudoku.h"

namespace ps::sudoku {

struct CountResult {
  Outcome outcome = Outcome::kNone;  // what the count says (see core/outcome.h)
  int64_t count = 0;                 // solutions found, at most the limit
  bool complete = false;             // the count is exact (or reached the limit)
  StopReason stop = StopReason::kNone;
  int64_t nodes = 0;  // branching nodes
  // Solved by propagation alone, before any branch: naked and hidden singles (and on the 9x9
  // core pointing and claiming; a plain 9x9 count in the SIMD core, its propagation: singles,
  // the mini-rows' triads and the bands' permutations), so solvable by those and unique.
  bool solved_at_root = false;
  std::vector<uint8_t> solution;  // the first solution found
  std::vector<uint8_t> second;    // the second one, when the count reached two
};

namespace internal {
class GenericCore;
class Fast9;
}  // namespace internal

// Which implementation counts: the 9x9 bitboard core where it applies, or the generic core
// (every shape). Both must agree; tests run the golden file against each.
enum class CountEngine { kAuto, kGeneric };

class CountSolver {
 public:
  explicit CountSolver(const Geometry& geo, CountEngine engine = CountEngine::kAuto);
  ~CountSolver();
  CountSolver(CountSolver&&) noexcept;

  // `budget` bounds the search (a default Budget is unlimited). With `rng`, values are tried in
  // random order at every branch, so the first solution is a random one: any solution can come
  // first.
  CountResult Count(const Puzzle& puzzle, int64_t limit, Budget& budget, Rng* rng = nullptr);

  // Whether `known`, a solution of `puzzle`, is its only one: count 1 when it is, 2 (with
  // `solution` = known and `second` another) when not. On the 9x9 core this is faster than
  // Count for the generator's trials: values other than the known solution's are tried first at
  // every branch and the search stops at the first other solution, and the root propagates
  // singles only (pointing and claiming there cost more than the branches they save on such
  // puzzles), so `solved_at_root` means solved by singles. Elsewhere it is Count.
  CountResult FindAnother(const Puzzle& puzzle, const std::vector<uint8_t>& known, Budget& budget);

  // Whether naked and hidden singles (with `intersections`, pointing and claiming too) alone
  // solve the puzzle, by the 9x9 core's propagation; nullopt on other shapes.
  std::optional<bool> SolvedByPropagation(const Puzzle& puzzle, bool intersections);

 private:
  Geometry geo_;
  std::unique_ptr<internal::Fast9> fast9_;
  std::unique_ptr<internal::GenericCore> generic_;
};

// Convenience: one count with a fresh solver.
CountResult CountSolutions(const Puzzle& puzzle, int64_t limit, Budget& budget);

}  // namespace ps::sudoku
