// Killer cages for the solvers (the counting solver and the graded one): the digit sets that fill
// a cage (its combinations, from one table by size and sum), the hidden cages of the 45 rule, and
// the narrowing of a cage's candidates by its sum.
//
// The 45 rule: a house (row, column, box or region) holds every digit once, so its squares add
// up to T = 1 + 2 + ... + N (45 on 9x9). The squares of the house outside the cages wholly inside
// it (its innies) add up to T less those cages' sums; the squares outside the house of the cages
// that cross its edge (its outies) add up to those cages' sums less T. The same holds for k
// adjacent rows or columns with k * T. Innies of one house are a cage of different digits (one
// house); other hidden cages are sums alone unless their squares all see each other. A hidden
// cage that lies inside one cage splits it: the rest of that cage adds up to the difference.
#pragma once

#include <cstdint>
#include <vector>

#include "sudoku/sudoku.h"

namespace ps::sudoku {

// Every set of k different digits of 1..n (n up to 16) adding up to s, as masks (bit v-1 for
// value v), in increasing order of mask; empty when none. From a table built once.
struct MaskRange {
  const uint16_t* first = nullptr;
  const uint16_t* last = nullptr;
  const uint16_t* begin() const { return first; }
  const uint16_t* end() const { return last; }
  bool empty() const { return first == last; }
  size_t size() const { return static_cast<size_t>(last - first); }
};
MaskRange Combinations(int n, int k, int s);

// A cage as the solvers narrow it: squares and sum, with or without different digits.
struct SumCage {
  std::vector<int> cells;
  int sum = 0;
  bool distinct = true;
  // Where it comes from, for the graded solver's words: -1 a cage of the puzzle (`cage` its
  // index); else the 45 rule over `houses` (unit indices of Topology) with `outside` for outies,
  // and `cage` the cage it splits (or -1).
  int cage = -1;
  std::vector<int> houses;
  bool outside = false;
  bool split = false;
};

// The puzzle's cages, then the hidden cages of the 45 rule over single houses and (when
// `max_lines` > 1) over 2 to `max_lines` adjacent rows or columns, each of 1 to N squares, none
// twice and none equal to a cage of the puzzle; each hidden cage inside one cage adds the rest of
// that cage. Empty for a board without cages.
std::vector<SumCage> SolverCages(const Topology& topo, int max_lines);

// Narrows the candidates (`cand`, one mask per cell of the board; a cell with one candidate
// counts as holding it) by one cage: a cage of different digits keeps in each square only the
// digits of the combinations that fit (each square can hold one of the combination's digits not
// yet placed, and the placed digits are in it), and places a digit that every such combination
// holds where one square alone can take it; a cage of sums alone keeps each square's digits
// within what the others' least and most allow. False when nothing fits (a contradiction);
// `changed` set when a candidate went.
bool NarrowCage(int n, const SumCage& cage, uint16_t* cand, bool& changed);

// The digits of the combinations that fit a cage's squares, as NarrowCage finds them for a cage
// of different digits: `any` in some, `all` in every one; false when none fits. `count` the
// number that fit.
bool FittingCombinations(int n, const SumCage& cage, const uint16_t* cand, uint16_t& any,
                         uint16_t& all, int& count);

}  // namespace ps::sudoku
