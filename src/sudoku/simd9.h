// The SIMD 9x9 counting core: the search of a plain count (no random order, no known solution)
// of the classic board, with all nine digits propagated at once in SIMD vectors. Fast9::Count
// hands a plain count to it from the givens when the processor has the instructions (simd9.cc
// chooses at run time); otherwise Fast9's scalar search counts, with the same answers.
//
// The technique is the one tdoku (Tom Dillon) made known; none of its code is here. The state:
//
// - A box is a 4x4 matrix of 9-bit digit sets (16 lanes of 16 bits: one 256-bit vector, or two
//   128-bit ones without AVX2): the top-left 3x3 are its cells' candidates; lane (i, 3) is the
//   "absent from mini-row i" triad, the digits that may be missing from row i of the box; lane (3,
//   j) the same for mini-column j. For every digit each row and each column of the matrix (three
//   cells and the triad) holds it exactly once, a cell holds at least one digit and a triad at
//   least six (a mini-row holds three). Singles in those lines (hidden singles, pointing, claiming
//   and the triads' own rule) and cells or triads at their minimum (naked singles, and a mini-row
//   whose three digits are known) assert; assertions eliminate in the box and tell its two bands.
// - A band (three boxes in a row, or, for the vertical bands, in a column) keeps for every digit
//   which of the six permutations of its mini-rows over the three boxes are still possible: one
//   vector of six 9-bit digit sets. From them come the digits each mini-row may hold, which
//   restrict the boxes; a mini-row that may hold only three digits holds those three.
//
// Search branches on a band's digit with fewest permutations left (the first permutation, or
// not it). When every digit has one permutation in each band, the grid is read off the boxes and
// checked (every cell one digit, every row, column and box all nine, the givens kept) before it
// counts.
#pragma once

#include <cstdint>

namespace ps::sudoku::internal::simd9 {

struct Request {
  const uint8_t* cells = nullptr;  // 81 values, 0 for an empty cell
  int64_t limit = 2;               // stop at this many solutions (at least 1)
  bool (*step)(void*) = nullptr;   // called once a branch; false stops the count
  void* step_arg = nullptr;
};

struct Answer {
  int64_t count = 0;            // solutions found, at most the limit
  int64_t nodes = 0;            // branches
  bool stopped = false;         // `step` said stop
  bool solved_at_root = false;  // no branch was needed
  // The first and second solutions, values 1..9; only as many as `count` are written.
  uint8_t first[81];
  uint8_t second[81];
};

using CountFn = void (*)(const Request&, Answer&);

// The count for this processor (AVX-512 with BITALG, else AVX-512, else AVX2, else SSE4.1), or
// nullptr when it has none of them or the build is not for x86-64.
CountFn Select();

// Each instruction set's build of the same code (simd9_avx512icl.cc, simd9_avx512.cc,
// simd9_avx2.cc, simd9_sse41.cc); only on x86-64.
namespace avx512 {
void Count(const Request& request, Answer& answer);
}
namespace avx512icl {
void Count(const Request& request, Answer& answer);
}
namespace avx2 {
void Count(const Request& request, Answer& answer);
}
namespace sse41 {
void Count(const Request& request, Answer& answer);
}

}  // namespace ps::sudoku::internal::simd9
