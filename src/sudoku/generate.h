// Sudoku generation: a random complete grid, then clue removal under a symmetry, keeping the
// puzzle unique and no harder than the asked level; the result is kept only when its grade is
// exactly the asked level (solvable at that level and not at the one below). A jigsaw first
// grows its regions at random (regions.h) and fills a grid over them, growing new regions when
// no grid is found quickly; its puzzle's geometry carries them. A killer (killer_generate.h)
// cages a complete grid instead and gives no givens: its cages are merged while the puzzle stays
// unique and within the level.
//
// Post-conditions (checked in tests): IsSolution(puzzle, solution), exactly one solution, grade
// level == asked level, clue count within the asked range. Deterministic per Rng state.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/budget.h"
#include "core/rng.h"
#include "sudoku/sudoku.h"

namespace ps::sudoku {

enum class Symmetry { kNone, kRotate180, kRotate90, kMirror, kDiagonal };
std::string_view ToString(Symmetry s);  // "none", "180", "90", "mirror", "diagonal"
Result<Symmetry> ParseSymmetry(std::string_view text);

struct GenerateParams {
  Geometry geo;         // the side and diagonals; for a jigsaw, the regions are grown
  bool jigsaw = false;  // irregular regions in place of the boxes
  bool killer =
      false;       // cages with sums; givens only when max_clues > 0 (symmetry, minimal unused)
  int level = -1;  // index into kLevels; -1: any level
  Symmetry symmetry = Symmetry::kRotate180;
  bool minimal = false;  // no single clue can be removed without losing uniqueness
  int min_clues = 0;     // 0: no bound
  int max_clues = 0;     // 0: no bound
};

struct Generated {
  Puzzle puzzle;
  std::vector<uint8_t> solution;
  double rating = 0;
  int level = 0;
  int attempts = 0;  // clue removals tried (up to sixteen per complete grid); a killer's grids
};

// Fails with ErrorCode::kBudget when the budget runs out first, kInvalidInput for impossible
// parameters.
Result<Generated> Generate(const GenerateParams& params, Rng& rng, Budget& budget);

// The same, keeping its solvers and tables from one puzzle to the next (one per thread for
// batches). Next(rng, budget) gives what Generate(params, rng, budget) gives.
class Generator {
 public:
  explicit Generator(const GenerateParams& params);
  ~Generator();
  Generator(const Generator&) = delete;
  Generator& operator=(const Generator&) = delete;
  Result<Generated> Next(Rng& rng, Budget& budget);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// A uniformly shuffled complete grid (random value order at every branch: every grid can come).
std::vector<uint8_t> RandomGrid(const Geometry& geo, Rng& rng);

}  // namespace ps::sudoku
