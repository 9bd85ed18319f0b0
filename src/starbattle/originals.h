// The 16 boards of the original Sweet Spots game (Leo Cheung, 2015; GitHub oel/sweetspots, its
// data under the LGPL-3.0), compiled in from data/starbattle/sweetspots/ (see its README). They
// were made by a program that only checked that a solution exists, so most have several
// solutions (only 08a-2 and 08b-2 have one): they are offered as the historic boards they are,
// and any placement that keeps the rules solves them.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "starbattle/starbattle.h"

namespace ps::starbattle {

struct Original {
  std::string_view name;  // "05a-1": side, variant, stars per row, column and zone
  Puzzle puzzle;          // canonical (Canonicalize)
};

// The boards in name order (5x5 first), read from the text compiled in (a few microseconds).
std::vector<Original> SweetSpotsOriginals();

// The original board that `puzzle` is (canonical zones and the same star counts), if any.
std::optional<Original> FindOriginal(const Puzzle& puzzle);

}  // namespace ps::starbattle
