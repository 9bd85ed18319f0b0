// Star Battle (the Sweet Spots documents' game): an N x N board split into N zones; place stars so
// that every row, column and zone holds its count (k per row, per column and per zone; the
// document lets the three differ, though a solution then needs them equal) and no two stars
// touch, not even diagonally.
//
// Cells are indexed y * N + x (grid.h's convention). A solution is N*N bytes, 1 for a star.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/result.h"

namespace ps::starbattle {

inline constexpr int kMaxN = 32;  // a row fits a 32-bit mask

struct Puzzle {
  int n = 0;
  int row_stars = 1;
  int col_stars = 1;
  int zone_stars = 1;
  std::vector<int> zones;  // n*n zone ids, 0..n-1

  int Cells() const { return n * n; }
  int Zone(int x, int y) const { return zones[static_cast<size_t>(y * n + x)]; }
  // The common count when the three are equal, else 0.
  int Stars() const;
  bool operator==(const Puzzle&) const = default;
};

using Solution = std::vector<uint8_t>;

// Checks the board: 1 <= n <= kMaxN, n*n zone ids, every id in 0..n-1 used by one contiguous
// zone, star counts >= 1 and small enough to fit a row without touching. Messages name the cell
// (r3c5) and say how to fix it.
Status Validate(const Puzzle& puzzle);

// Renumbers zones in order of first appearance (row by row), the canonical form.
void Canonicalize(Puzzle& puzzle);

// Independent checker, sharing no code with the solvers: every row, column and zone holds its
// count of stars and no two stars are neighbours (8-neighbourhood).
bool IsSolution(const Puzzle& puzzle, const Solution& solution);

}  // namespace ps::starbattle
