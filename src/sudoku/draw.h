// Drawing Sudoku through render::Canvas: one routine for SVG, PDF and the HTML page (which embeds
// the SVG). A page holds one puzzle or a booklet grid of several; answer pages follow.
#pragma once

#include <string>
#include <vector>

#include "render/canvas.h"
#include "sudoku/sudoku.h"

namespace ps::sudoku {

struct PrintItem {
  Puzzle puzzle;
  std::vector<uint8_t> solution;  // empty: no answer page for it
  std::string caption;            // e.g. "#3 hard 3.8"
};

struct PrintOptions {
  std::string title;
  int per_page = 1;         // puzzles on a page (1, 2, 4, 6)
  bool answers = false;     // add answer pages after the puzzles
  double page_width = 595;  // A4 in points
  double page_height = 842;
};

// Draws the puzzle pages, then (with options.answers) the answer pages: one Begin/End per page.
void DrawPages(const std::vector<PrintItem>& items, const PrintOptions& options,
               render::Canvas& canvas);

// Draws one grid with its top-left corner at (x, y) and side `size`; `solution` fills the empty
// cells in grey when given.
void DrawGrid(const Puzzle& puzzle, const std::vector<uint8_t>* solution, double x, double y,
              double size, render::Canvas& canvas);

}  // namespace ps::sudoku
