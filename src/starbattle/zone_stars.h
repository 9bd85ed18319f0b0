// How many stars a zone file's board takes when neither its text nor the person importing it says.
// A zone file (the original Sweet Spots game's format: N lines of N zone ids, nothing else) carries
// no star count; that game put it in the file's name (game-10-2.txt), as our zones export does
// (<title>-10-2.txt). So: the file's name (StarsFromName), else the count of the original Sweet
// Spots board it is, else the one count from 1 to ceil(N/2) under which the board has exactly one
// solution (each count tried with the counting solver, up to two solutions). Never a silent 1.
#pragma once

#include <string>
#include <string_view>

#include "core/budget.h"
#include "core/result.h"
#include "starbattle/starbattle.h"

namespace ps::starbattle {

struct ZoneStars {
  int stars = 0;
  // How the count was found, for the person importing: "" from the name or an original board,
  // else which counts were tried.
  std::string note;
};

// The stars a row, column and zone of `board` (its zones; its counts are ignored) take, for a
// zone file named `file_name` ("" when pasted). kInvalidInput, with one line saying how to give
// the count, when no count, or more than one, gives one solution; kBudget when the budget ran out.
Result<ZoneStars> ZoneFileStars(const Puzzle& board, std::string_view file_name, Budget& budget);

}  // namespace ps::starbattle
