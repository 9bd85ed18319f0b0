// Star Battle drawing; see draw.h.
#include "starbattle/draw.h"

#include <fmt/format.h>

#include <cmath>

namespace ps::starbattle {

using render::Anchor;
using render::Color;

void DrawBoard(const Puzzle& p, const Solution* solution, double x0, double y0, double size,
               render::Canvas& canvas) {
  const int n = p.n;
  const double cell = size / n;
  canvas.Rect(x0, y0, size, size, Color::White(), Color::White(), 0);
  for (int i = 0; i <= n; ++i) {  // thin grid
    canvas.Line(x0 + i * cell, y0, x0 + i * cell, y0 + size, Color::Gray(170), 0.5);
    canvas.Line(x0, y0 + i * cell, x0 + size, y0 + i * cell, Color::Gray(170), 0.5);
  }
  const double thick = std::max(1.5, cell * 0.08);
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      if (x + 1 < n && p.Zone(x, y) != p.Zone(x + 1, y)) {
        canvas.Line(x0 + (x + 1) * cell, y0 + y * cell, x0 + (x + 1) * cell, y0 + (y + 1) * cell,
                    Color::Black(), thick);
      }
      if (y + 1 < n && p.Zone(x, y) != p.Zone(x, y + 1)) {
        canvas.Line(x0 + x * cell, y0 + (y + 1) * cell, x0 + (x + 1) * cell, y0 + (y + 1) * cell,
                    Color::Black(), thick);
      }
    }
  }
  // The frame as four lines (square caps close the corners): a filled rectangle here would paint
  // over the grid.
  const double frame = thick * 1.3;
  canvas.Line(x0, y0, x0 + size, y0, Color::Black(), frame);
  canvas.Line(x0, y0 + size, x0 + size, y0 + size, Color::Black(), frame);
  canvas.Line(x0, y0, x0, y0 + size, Color::Black(), frame);
  canvas.Line(x0 + size, y0, x0 + size, y0 + size, Color::Black(), frame);
  if (solution == nullptr || solution->empty()) return;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      if (!(*solution)[static_cast<size_t>(y * n + x)]) continue;
      // A five-pointed star drawn as text keeps the canvas interface small.
      canvas.Text(x0 + (x + 0.5) * cell, y0 + (y + 0.78) * cell, "\u2605", cell * 0.8,
                  Anchor::kMiddle, false, Color::Black());
    }
  }
}

void DrawPages(const Puzzle& p, const Solution& solution, const PrintOptions& o,
               render::Canvas& canvas) {
  const double w = o.paper.width, h = o.paper.height, margin = 50;
  for (int page = 0; page < (o.answers ? 2 : 1); ++page) {
    canvas.Begin(w, h);
    canvas.Rect(0, 0, w, h, Color::White(), Color::White(), 0);
    std::string title = o.title.empty() ? fmt::format("Star Battle {}x{}", p.n, p.n) : o.title;
    if (page == 1) title += " - answer";
    canvas.Text(margin, margin + 16, title, 18, Anchor::kStart, true, Color::Black());
    std::string rule =
        p.Stars() > 0
            ? fmt::format(
                  "Place {} star{} in every row, column and outlined zone. Stars never "
                  "touch, not even diagonally.",
                  p.Stars(), p.Stars() > 1 ? "s" : "")
            : fmt::format("Place {} per row, {} per column and {} per zone; stars never touch.",
                          p.row_stars, p.col_stars, p.zone_stars);
    canvas.Text(margin, margin + 36, rule, 10, Anchor::kStart, false, Color::Gray(60));
    const double size = w - 2 * margin;
    DrawBoard(p, page == 1 ? &solution : nullptr, margin, margin + 56, size, canvas);
    canvas.End();
  }
}

}  // namespace ps::starbattle
