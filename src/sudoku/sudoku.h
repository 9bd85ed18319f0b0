// Sudoku: the model shared by the counting solver, the formats, the graded solver and the
// generator. A board is N x N with N = box_w * box_h (4x4 with 2x2 boxes up to 16x16 with 4x4
// boxes); Sudoku-X adds the two main diagonals as units. A jigsaw Sudoku has N irregular regions
// of N cells in place of the boxes (Geometry::regions); its box shape is only a factoring of N
// (N x 1 for a prime side) and nothing may read boxes from it. A killer Sudoku adds cages
// (Geometry::cages): sets of squares whose digits differ and add up to the cage's sum. Cages are a
// list beside the units, not units (a unit holds every value once; a cage need not), on boxes or
// on a jigsaw's regions alike.
//
// Cells are indexed y * N + x (grid.h's convention); values are 1..N, 0 for an empty cell.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/result.h"

namespace ps::sudoku {

inline constexpr int kMaxN = 16;
inline constexpr int kMaxCells = kMaxN * kMaxN;

// A killer cage: its squares (cell indices, ascending), whose digits are all different and add up
// to `sum`.
struct Cage {
  std::vector<int> cells;
  int sum = 0;
  bool operator==(const Cage&) const = default;
};

struct Geometry {
  Geometry() = default;
  Geometry(int w, int h, bool x = false) : box_w(w), box_h(h), diagonals(x) {}
  int box_w = 3;           // columns in a box
  int box_h = 3;           // rows in a box
  bool diagonals = false;  // Sudoku-X
  // Jigsaw: the region (0..N-1) of every cell, row by row, numbered in order of first appearance;
  // empty: the boxes. Whatever reads boxes checks jigsaw() first.
  std::vector<uint8_t> regions;
  // Killer: the cages, ordered by their first square (KillerGeometry checks and orders them);
  // empty: no cages. A square may be in no cage.
  std::vector<Cage> cages;

  int n() const { return box_w * box_h; }
  int cells() const { return n() * n(); }
  bool jigsaw() const { return !regions.empty(); }
  bool killer() const { return !cages.empty(); }
  bool operator==(const Geometry&) const = default;
};

// Parses a box shape "WxH" (box width x box height), e.g. "3x3", "3x2", "4x4".
Result<Geometry> ParseGeometry(const std::string& text, bool diagonals);
// The usual box shape for a board side: 4 -> 2x2, 6 -> 3x2 (3 wide, 2 high), 8 -> 4x2, 9 -> 3x3,
// 12 -> 4x3, 16 -> 4x4. Error for other sides.
Result<Geometry> GeometryForSide(int n, bool diagonals);
// A jigsaw board of side `n` (4 to 16) from a region number per cell (any numbers; renumbered in
// order of first appearance): an error unless there are exactly n regions of n cells each.
// Regions need not be connected to be read (Solo's are; ours are grown connected).
Result<Geometry> JigsawGeometry(int n, const std::vector<int>& regions, bool diagonals);

// `geo` with `cages` (a killer Sudoku): an error unless every cage has 1 to N squares of the board,
// no square is in two cages, a cage's squares touch (side by side) and its sum is one that many
// different digits can make. Cells are sorted and the cages ordered by their first square.
Result<Geometry> KillerGeometry(Geometry geo, std::vector<Cage> cages);
// The least and the most that `k` different digits of 1..n add up to.
int MinSum(int k);
int MaxSum(int n, int k);

struct Puzzle {
  Geometry geo;
  std::vector<uint8_t> cells;  // geo.cells() values, 0 = empty

  int Clues() const;
  bool operator==(const Puzzle&) const = default;
};

// A set of cells of a board (up to kMaxCells): bit c of word c / 64.
struct CellMask {
  uint64_t w[kMaxCells / 64] = {};
  void Set(int c) { w[c / 64] |= uint64_t{1} << (c % 64); }
  bool Test(int c) const { return (w[c / 64] >> (c % 64)) & 1u; }
  CellMask& operator&=(const CellMask& o) {
    for (int i = 0; i < kMaxCells / 64; ++i) w[i] &= o.w[i];
    return *this;
  }
  bool Intersects(const CellMask& o) const {
    uint64_t any = 0;
    for (int i = 0; i < kMaxCells / 64; ++i) any |= w[i] & o.w[i];
    return any != 0;
  }
};

struct SumCage;  // cages.h

// The units (rows 0..N-1, columns N..2N-1, boxes or a jigsaw's regions 2N..3N-1, then the
// diagonals for Sudoku-X) and each cell's peers: the squares that share a unit or a killer cage
// with it (a cage's digits differ too).
struct Topology {
  explicit Topology(const Geometry& geo);
  Geometry geo;
  std::vector<std::vector<int>> units;
  std::vector<std::vector<int>> peers;  // per cell, sorted, without the cell itself
  std::vector<CellMask> peer_mask;      // the same peers as sets
  std::vector<int> cage_of;             // per cell, its cage (index into geo.cages) or -1
  // A killer's cages and the hidden cages of the 45 rule, as the solvers narrow them (cages.h's
  // SolverCages); null without cages.
  std::shared_ptr<const std::vector<SumCage>> sum_cages;
};

// Independent checker, sharing no code with any solver: `solution` is complete, uses values
// 1..N, keeps every given of `puzzle`, and no row, column, box (or jigsaw region) or diagonal
// repeats a value; every killer cage holds different digits adding up to its sum.
bool IsSolution(const Puzzle& puzzle, const std::vector<uint8_t>& solution);

}  // namespace ps::sudoku
