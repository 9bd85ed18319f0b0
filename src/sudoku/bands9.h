// The classic 9x9 board's bitboard layout, shared by the counting core (fast9.cc), the quick
// fixpoint (logic/quick.cc) and the forcing-chain finder (logic/forcing.cc): the board is three
// bands of three rows, and a band is one 27-bit word, bit 9 * (row in band) + column.
#pragma once

#include <cstdint>

namespace ps::sudoku::bands9 {

inline constexpr uint32_t kBand = (1u << 27) - 1;                     // every cell of a band
inline constexpr uint32_t kRow0 = 0x1FFu;                             // row 0 of a band
inline constexpr uint32_t kCol0 = 1u | (1u << 9) | (1u << 18);        // column 0 of a band
inline constexpr uint32_t kBox0 = 0x7u | (0x7u << 9) | (0x7u << 18);  // box 0 of a band

constexpr uint32_t RowMask(int row_in_band) { return kRow0 << (9 * row_in_band); }
constexpr uint32_t ColMask(int col) { return kCol0 << col; }
constexpr uint32_t BoxMask(int box_in_band) { return kBox0 << (3 * box_in_band); }

}  // namespace ps::sudoku::bands9
