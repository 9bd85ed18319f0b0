// The words Star Battle steps are written in (logic.cc's grader, hint.cc's hints): squares as
// r3c5, lists with "and", small numbers spelled out, a count of stars with its plural, and units
// named as the board shows them: rows and columns by number from the top and the left, a zone by
// the square it starts at in reading order ("the zone holding r1c4": the board draws zones by
// their borders and colours, never by the ids of a file).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "starbattle/starbattle.h"

namespace ps::starbattle {

// "one" to "twelve", else the digits.
std::string Number(int k);
// "one star", "two stars", "no stars".
std::string StarCount(int k);
// Square c of an n x n board: "r3c5".
std::string SquareName(int n, int c);
// "r1c1", "r1c1 and r1c2", "r1c1, r1c2 and r1c3"; past `most` squares, the first most - 1 and
// "and N more". `last` joins the last two ("or": "r1c1, r1c2 or r1c3").
std::string SquareList(int n, const std::vector<int>& cells, size_t most = 8,
                       std::string_view last = "and");

// "is" for one, "are" for more.
const char* IsAre(size_t count);
// What a unit that needs `need` stars, holds `stars` and could hold at most `room` (< need) after a
// trial star has room for, as "would leave row 3 ...": "no room for its star", "room for only one
// of its two stars", "no room for the star it still needs", and when the trial star is in the
// unit itself (counted in `room`), "no room for its second star".
std::string RoomFor(int need, int stars, int room, bool star_inside);

// Names of a board's units, numbered as logic.h's tables: rows 0..n-1, columns n..2n-1, zones
// 2n..3n-1.
class UnitNames {
 public:
  explicit UnitNames(const Puzzle& p);
  // "row 3", "column 5", "the zone holding r1c4".
  std::string Name(int unit) const;
  // Zones by their ids: "the zone holding r1c4", "the zones holding r1c1, r1c4 and r3c8".
  std::string Zones(const std::vector<int>& zone_ids) const;

 private:
  int n_;
  std::vector<int> first_;  // each zone's first square in reading order
};

}  // namespace ps::starbattle
