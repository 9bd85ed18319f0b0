// Runs of free cells along a row or column, as bit masks: no two stars may be neighbours, so a
// run of r cells holds at most ceil(r / 2) stars. Shared by both Star Battle solvers.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace ps::starbattle {

// Calls f(start, length) for each run of set bits in `bits`, lowest first.
template <typename F>
inline void ForRuns(uint32_t bits, F&& f) {
  while (bits != 0) {
    const int start = std::countr_zero(bits);
    const uint32_t shifted = bits >> start;
    const int len = std::countr_one(shifted);
    f(start, len);
    if (start + len >= 32) return;
    bits &= ~((len == 32 ? ~0u : ((1u << len) - 1)) << start);
  }
}

// Greedy picks along a line, a byte at a time: entry [carry][byte] holds the number of cells
// picked (lowest first, never two neighbours) and, in bit 7, whether the byte's top cell was
// picked; `carry` says whether the cell before the byte was.
struct RunTable {
  std::array<std::array<uint8_t, 256>, 2> entry{};
  RunTable() {
    for (int carry = 0; carry < 2; ++carry) {
      for (int byte = 0; byte < 256; ++byte) {
        bool prev = carry != 0;
        int count = 0;
        for (int bit = 0; bit < 8; ++bit) {
          const bool pick = (byte >> bit & 1) != 0 && !prev;
          count += pick ? 1 : 0;
          prev = pick;
        }
        entry[static_cast<size_t>(carry)][static_cast<size_t>(byte)] =
            static_cast<uint8_t>(count | (prev ? 0x80 : 0));
      }
    }
  }
};

// The most stars a set of cells along one line takes when no two may be neighbours: the sum
// of ceil(run / 2) over its runs, which the greedy pick from the lowest cell attains.
inline int RunBound(uint32_t bits) {
  static const RunTable table;
  int bound = 0;
  size_t carry = 0;
  for (int shift = 0; shift < 32 && (bits >> shift) != 0; shift += 8) {
    const uint8_t e = table.entry[carry][bits >> shift & 0xffu];
    bound += e & 0x7f;
    carry = e >> 7;
  }
  return bound;
}

}  // namespace ps::starbattle
