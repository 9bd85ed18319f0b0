// How many stars a unit's free squares can hold at most, as the "no room" steps count it (logic.cc
// for the grader, hint.cc for the hints): along a row or column, a run of r free squares holds
// ceil(r / 2) (stars never sit side by side); in a zone, each two-by-two block holds one star at
// most, so the blocks that cover its free squares bound its stars.
#pragma once

#include <bit>
#include <cstdint>

namespace ps::starbattle {

// Stars that at most fit in the free cells `free` of a line (bit i: cell i): a run of r free
// cells holds ceil(r/2).
inline int LineRoom(uint32_t free) {
  int bound = 0;
  uint64_t rest = free;
  while (rest) {
    const int start = std::countr_zero(rest);
    const int len = std::countr_one(rest >> start);
    bound += (len + 1) / 2;
    rest &= ~(((uint64_t{1} << len) - 1) << start);
  }
  return bound;
}

// Stars that at most fit in a zone's free cells (bits rows[y] in row y, for the rows y0..y1 it
// spans): 2x2 squares, one star each at most, laid greedily in reading order, each anchored at
// the first free cell no square covers yet. (A bound, not the least cover: fewer free cells can
// give more squares.)
inline int ZoneRoom(const uint32_t* rows, int y0, int y1) {
  int squares = 0;
  uint32_t covered = 0;  // by the squares of the row above
  for (int y = y0; y <= y1; ++y) {
    uint32_t rest = rows[y] & ~covered, anchored = 0;
    while (rest) {
      const uint32_t bits = 3u << std::countr_zero(rest);
      ++squares;
      anchored |= bits;
      rest &= ~bits;
    }
    covered = anchored;
  }
  return squares;
}

}  // namespace ps::starbattle
