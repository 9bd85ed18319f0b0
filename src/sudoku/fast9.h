// The 9x9 counting core on per-digit bitboards. Used by CountSolver for the standard 9x9 board;
// every other shape uses the generic core in count_solver.cc.
//
// Layout: the board is three bands of three rows. For each digit d and band b, cand[d][b] holds
// the unsolved cells where d may go, one bit per cell:
//
//   bit  0.. 8  row 3b+0, columns 0..8
//   bit  9..17  row 3b+1
//   bit 18..26  row 3b+2
//
// Placing d at a cell clears the cell in every digit's board and clears the cell's row, column and
// box in d's board (about twenty word operations). Units that already hold d are remembered in
// row/col/box masks, so "d has exactly one place left in this unit" (hidden single) and "no place
// left" (contradiction) are read off with a few masks per digit. Cells with exactly one candidate
// (naked singles) and with none come from bit-sliced counts across the nine digit boards.
//
// A plain count (no random order, no known solution) also applies, after the singles, the band
// and stack reasoning per digit (BandStack): in a band a digit takes exactly one mini-row (three
// cells of a row in one box) in each row and in each box, so its mini-rows form one of six
// permutations; the mini-rows in none of the permutations left are cleared, and the same holds
// for a stack's mini-columns. This covers pointing and claiming. It branches on the cell with two
// candidates that has the most unsolved cells in its row, column and box. Where the processor
// allows, a plain count is the SIMD core's (simd9.h), from the givens: the same counts, fewer and
// cheaper branches (docs/sudoku-solver-notes.md).
#pragma once

#include <cstdint>
#include <vector>

#include "sudoku/count_solver.h"
#include "sudoku/simd9.h"

namespace ps::sudoku::internal {

class Fast9 {
 public:
  CountResult Count(const Puzzle& puzzle, int64_t limit, Budget& budget, Rng* rng);
  // CountSolver::FindAnother.
  CountResult FindAnother(const Puzzle& puzzle, const std::vector<uint8_t>& known, Budget& budget);
  // Whether naked and hidden singles (and with `locked` pointing and claiming) alone solve it.
  bool SolvedByPropagation(const Puzzle& puzzle, bool locked);

 private:
  struct State {
    uint32_t cand[9][3];
    uint32_t unsolved[3];
    uint32_t placed[9][3];  // where each digit is placed, same layout
    uint16_t row_done[9], col_done[9], box_done[9];
    int left;
  };
  static bool Init(State& s, const Puzzle& puzzle);  // false when the givens clash
  static void Place(State& s, int cell, int d);
  // `bands`: also the band and stack reasoning per digit (BandStack) at every step.
  static bool Propagate(State& s, bool locked, bool bands = false);
  static bool LockedCandidates(State& s);
  // Returns -1 on a contradiction, else whether something was eliminated; skips the digits whose
  // boards are `done` (as it left them) and updates `done`.
  static int BandStack(State& s, uint32_t (&done)[9][3]);
  bool Search(State& s, int depth);
  // A plain count by the SIMD core (simd_), from the givens (81 values, 0 = empty).
  void SimdSearch(const uint8_t* cells);

  int64_t limit_ = 0;
  Budget* budget_ = nullptr;
  Rng* rng_ = nullptr;
  CountResult* result_ = nullptr;
  bool stopped_ = false;
  const uint8_t* known_ = nullptr;  // FindAnother's solution, tried last at every branch
  bool found_known_ = false;
  bool plain_ = false;                     // a plain count: see Count
  simd9::CountFn simd_ = simd9::Select();  // the SIMD core for plain counts, when there is one
};

}  // namespace ps::sudoku::internal
