// Drawing of crossword-like boards through the render::Canvas interface.
#pragma once

#include <string>
#include <vector>

#include "crossword/board.h"
#include "render/canvas.h"

namespace ps::crossword {

struct DrawOptions {
  double cell = 28;  // cell side in points
  double margin = 12;
  std::vector<std::string> words;  // fill-in word list printed under the grid (may be empty)
  std::string title;
};

// Draws `cells` (blocks as background, letters in upper case). Background cells outside the
// slots are left white, as fill-in puzzles are printed; slot cells get a frame.
void DrawBoard(const Grid<char>& cells, const DrawOptions& options, render::Canvas& canvas);

}  // namespace ps::crossword
