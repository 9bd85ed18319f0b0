// Jigsaw Sudoku regions: N connected regions of N cells each, grown at random (the generator's
// first step for a jigsaw, before a grid is filled over them).
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.h"
#include "core/rng.h"

namespace ps::sudoku {

// N regions of N cells of an N x N board (a region number 0..N-1 per cell, row by row, numbered
// in order of first appearance), each connected by sides: N seed cells drawn at random, then the
// unfinished region with the fewest free cells beside it takes one of them at random, until the
// board is full. A region left with no free cell beside it before it is full starts the growth
// again. Deterministic per Rng state; empty when the budget runs out first.
std::vector<int> GrowRegions(int n, Rng& rng, Budget& budget);

// Whether every region is connected by sides (the regions of a Geometry, 0..n-1).
bool RegionsConnected(int n, const std::vector<uint8_t>& regions);

}  // namespace ps::sudoku
