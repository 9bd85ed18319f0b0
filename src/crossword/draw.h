// Drawing of crossword-like boards through the render::Canvas interface.
#pragma once

#include <string>
#include <vector>

#include "crossword/board.h"
#include "crossword/formats.h"
#include "render/canvas.h"
#include "render/paper.h"

namespace ps::crossword {

struct DrawOptions {
  double cell = 28;  // cell side in points
  double margin = 12;
  std::vector<std::string> words;  // fill-in word list printed under the grid (may be empty)
  std::string title;
  // Background cells (in no slot) as black squares; false leaves them white, which only reads
  // well when no background cell is boxed in by slots.
  bool blocks = true;
};

// Draws `cells` (background cells black unless options.blocks is false, letters in upper case);
// slot cells get a frame.
void DrawBoard(const Grid<char>& cells, const DrawOptions& options, render::Canvas& canvas);

enum class BlockStyle {
  kAuto,   // black squares for a dense grid (a standard crossword), none for a free-form layout
  kBlack,  // black squares
  kNone,   // only the white cells are drawn
};

struct PrintOptions {
  bool answers = true;  // end with the answer key page
  BlockStyle blocks = BlockStyle::kAuto;
  render::Paper paper = render::kA4;
};

// Whether a grid's blocks are drawn black: kAuto says yes for a dense grid (a standard crossword)
// and for a fill-in (`fillin`: its background cells boxed in by words would look like cells to
// fill), no for a free-form crossword layout.
bool BlackBlocks(const Grid<char>& letters, BlockStyle style, bool fillin = false);

// A grid of `cell`-point squares with its top-left corner at (left, top): blocks black (or
// left undrawn), the letters of `letters` (a rebus square's whole answer) when `with_letters`,
// entry numbers when `with_numbers`; circled squares with a circle, shaded squares grey, omitted
// squares not drawn, a barred grid's bars as thick lines. A diagramless puzzle without its
// letters shows no blocks and no numbers.
void DrawGrid(const CrosswordFile& file, const Grid<char>& letters, bool black, bool with_letters,
              bool with_numbers, double left, double top, double cell, render::Canvas& canvas);

// A printable crossword on US Letter pages: title, author, the empty numbered grid, the Across
// and Down clue lists in two columns (continued on further pages when long), the copyright line;
// then the answer key. One Begin/End per page.
void DrawCrossword(const CrosswordFile& file, const PrintOptions& options, render::Canvas& canvas);

}  // namespace ps::crossword
