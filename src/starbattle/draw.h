// Drawing Star Battle through render::Canvas: one routine for SVG, PDF and the web. Zones are
// outlined with thick borders; an answer key draws the stars.
#pragma once

#include <string>
#include <vector>

#include "render/canvas.h"
#include "render/paper.h"
#include "starbattle/starbattle.h"

namespace ps::starbattle {

// One board with its top-left corner at (x, y) and side `size`; stars drawn when `solution` is
// given and not empty.
void DrawBoard(const Puzzle& puzzle, const Solution* solution, double x, double y, double size,
               render::Canvas& canvas);

struct PrintOptions {
  std::string title;
  bool answers = false;  // a second page with the answer key
  render::Paper paper = render::kA4;
};

// A page with the puzzle, its title and the rule line; with answers, a second page.
void DrawPages(const Puzzle& puzzle, const Solution& solution, const PrintOptions& options,
               render::Canvas& canvas);

}  // namespace ps::starbattle
