// The canonical form of a grid of characters (a crossword's letters and blocks): the least of
// its 8 images under the symmetries of the square (rotations and reflections; a W x H grid
// turned a quarter is H x W), so that two grids that are the same up to those get the same key.
#pragma once

#include <string>
#include <vector>

#include "kind/kind.h"

namespace ps::kind {

// "WxH:" of the image chosen, then its rows joined by '/'. `rows` are of equal length (a short
// row is read as padded with '#'). Pure.
std::string CanonicalGridKey(const std::vector<std::string>& rows);

// The key of a crossword-like record (crossword, fill-in): its document's answer grid ("grid":
// rows of letters and '#'), upper-cased; "" when there is none.
std::string CanonicalCrossword(const PuzzleRecord& record);

}  // namespace ps::kind
