// Runs of free cells along a row or column, as bit masks: no two stars may be neighbours, so a
// run of r cells holds at most ceil(r / 2) stars. Shared by both Star Battle solvers.
#pragma once

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

// The cells a greedy pick from the lowest takes in each run of set bits (never two neighbours):
// the run's first cell and every other one after it. Bit-parallel: adding each run's first bit
// to the bits carries through the run, so the runs starting on an even place are the bits the
// sum clears; those take the even places, the others the odd ones.
inline uint32_t GreedyPicks(uint32_t bits) {
  constexpr uint64_t kEven = 0x55555555u, kOdd = 0xAAAAAAAAu;
  const uint64_t u = bits;
  const uint64_t starts = u & ~(u << 1);
  const uint64_t even_runs = u & ~(u + (starts & kEven));
  return static_cast<uint32_t>((even_runs & kEven) | (u & ~even_runs & kOdd));
}

// The most stars a set of cells along one line takes when no two may be neighbours: the sum
// of ceil(run / 2) over its runs, which the greedy pick from the lowest cell attains.
inline int RunBound(uint32_t bits) { return std::popcount(GreedyPicks(bits)); }

// The bits in reverse order (bit i to bit 31 - i).
inline uint32_t ReverseBits(uint32_t x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
  x = ((x >> 8) & 0x00FF00FFu) | ((x & 0x00FF00FFu) << 8);
  return (x >> 16) | (x << 16);
}

// The odd places (second, fourth, ... cell) of the runs of odd length: the cells that neither the
// greedy pick from the lowest cell nor the one from the highest takes (of an even run, one of
// them takes every cell).
inline uint32_t OddPlacesOfOddRuns(uint32_t bits) {
  return bits & ~GreedyPicks(bits) & ~ReverseBits(GreedyPicks(ReverseBits(bits)));
}

}  // namespace ps::starbattle
