// Diabolical Sudoku (generate.h's Generator at the diabolical level): by local search near hard
// puzzles rather than fresh grids, since random clue removal almost never reaches a Sudoku
// Explainer rating of 9.0. A complete grid's minimal puzzle is graded; then, over and over, one
// clue orbit (a clue and its symmetric partners) moves to an empty orbit, the clues that are no
// longer needed go, and the move is kept when the puzzle stays unique and its rating does not
// drop. The first puzzle graded within the level is the answer. A search that climbs no higher
// for a while starts again from a new grid. Deterministic per Rng state.
#pragma once

#include <functional>
#include <vector>

#include "core/budget.h"
#include "core/result.h"
#include "core/rng.h"
#include "sudoku/count_solver.h"
#include "sudoku/generate.h"
#include "sudoku/logic.h"

namespace ps::sudoku::internal {

// A new complete grid for the search to start from.
using FullGrid = std::function<std::vector<uint8_t>(Rng&)>;

// `orbits`: the symmetry's cell orbits (every clue move keeps the symmetry). Fails with
// ErrorCode::kBudget when the budget runs out first.
Result<Generated> GenerateHard(const GenerateParams& params, CountSolver& solver,
                               QuickSolver& quick, const std::vector<std::vector<int>>& orbits,
                               const FullGrid& grids, Rng& rng, Budget& budget);

}  // namespace ps::sudoku::internal
