// Killer generation (generate.h's Generator for GenerateParams::killer), as Solo makes killers
// and a little further: a complete grid, small random cages over it (dominoes, some single
// squares and triples, never a digit twice in a cage), their sums, no givens; then adjacent
// cages are merged at random while the puzzle keeps one solution and its grade stays at or below
// the asked level. The last cage set graded at the asked level is kept; a merge that takes the
// puzzle above it is undone and another tried, until `kMergeFailures` in a row have failed.
//
// Uniqueness: up to hard (ratings to 4.0) the grader's techniques are all sound deductions, so a
// puzzle they solve has one solution; above, where uniqueness techniques come in, the counting
// solver says so first.
//
// With givens (GenerateParams::max_clues above 0): the first cages are merged at random to about
// four squares a cage, and givens are hidden from the whole grid as for a classic Sudoku (in
// random order, each one whose removal keeps one solution at or below the level, down to
// min_clues); a grid whose puzzle keeps more than max_clues or falls below the level is
// replaced.
#pragma once

#include <functional>
#include <vector>

#include "core/budget.h"
#include "core/result.h"
#include "core/rng.h"
#include "sudoku/generate.h"

namespace ps::sudoku::internal {

// A complete grid to cage: its geometry (a jigsaw's regions grown anew) and its values; false
// when the budget ran out first.
using GridSource = std::function<bool(Rng&, Budget&, Geometry&, std::vector<uint8_t>&)>;

Result<Generated> GenerateKiller(const GenerateParams& params, const GridSource& grids, Rng& rng,
                                 Budget& budget);

// The first cages over a grid: every square in reading order of a shuffled list starts a cage
// unless caged already, kept alone with chance `single` (in 100), grown to three squares with
// chance `triple`, else to two, with neighbours whose digits the cage does not hold yet. Sums from
// the grid. With `single` 0, a square left alone joins a neighbour's cage that lacks its digit.
std::vector<Cage> SmallCages(int n, const std::vector<uint8_t>& grid, int single, int triple,
                             Rng& rng);

}  // namespace ps::sudoku::internal
