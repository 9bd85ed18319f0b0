// The canonical form of a Star Battle board: the least of its forms under the 8 symmetries of
// the square, zones renumbered in order of first appearance (row by row), so that two boards
// that are the same up to a rotation, a reflection and the names of their zones get the same
// key (a batch's or a library's duplicates are found by comparing keys).
#pragma once

#include <string>

#include "starbattle/starbattle.h"

namespace ps::starbattle {

// "10k2:" (side and stars per row, column and zone; "10k2,2,1:" when the three differ) followed
// by n*n characters, the renumbered zone of each cell ('0'..'9', 'a'..). Pure.
std::string CanonicalKey(const Puzzle& puzzle);

}  // namespace ps::starbattle
