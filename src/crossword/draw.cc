// Board drawing; see draw.h.
#include "crossword/draw.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace ps::crossword {

void DrawBoard(const Grid<char>& cells, const DrawOptions& o, render::Canvas& canvas) {
  using render::Anchor;
  using render::Color;
  const double title_h = o.title.empty() ? 0 : 24;
  // The word list, grouped by length, one line a length.
  std::map<size_t, std::vector<std::string>> by_length;
  for (const auto& w : o.words) by_length[w.size()].push_back(w);
  std::vector<std::string> lines;
  for (auto& [len, ws] : by_length) {
    std::sort(ws.begin(), ws.end());
    std::string line = fmt::format("{} letters: ", len);
    for (size_t i = 0; i < ws.size(); ++i) {
      std::string up = ws[i];
      for (char& c : up) c = static_cast<char>(c - 'a' + 'A');
      line += (i ? ", " : "") + up;
    }
    lines.push_back(std::move(line));
  }
  const double line_h = 14;
  const double grid_w = cells.width() * o.cell, grid_h = cells.height() * o.cell;
  const double width = std::max(grid_w, 360.0) + 2 * o.margin;
  const double height = title_h + grid_h + 2 * o.margin +
                        (lines.empty() ? 0 : 10 + line_h * static_cast<double>(lines.size()));
  canvas.Begin(width, height);
  canvas.Rect(0, 0, width, height, Color::White(), Color::White(), 0);
  if (!o.title.empty()) {
    canvas.Text(o.margin, o.margin + 16, o.title, 16, Anchor::kStart, true, Color::Black());
  }
  const double top = o.margin + title_h, left = o.margin;
  for (int y = 0; y < cells.height(); ++y) {
    for (int x = 0; x < cells.width(); ++x) {
      char c = cells.At(x, y);
      if (c == kBlock) continue;
      double cx = left + x * o.cell, cy = top + y * o.cell;
      canvas.Rect(cx, cy, o.cell, o.cell, Color::White(), Color::Black(), 1.5);
      if (c != kEmpty) {
        std::string letter(1, static_cast<char>(c - 'a' + 'A'));
        canvas.Text(cx + o.cell / 2, cy + o.cell * 0.72, letter, o.cell * 0.6, Anchor::kMiddle,
                    false, Color::Black());
      }
    }
  }
  double ty = top + grid_h + o.margin + 10;
  for (const auto& line : lines) {
    canvas.Text(left, ty, line, 11, Anchor::kStart, false, Color::Black());
    ty += line_h;
  }
  canvas.End();
}

}  // namespace ps::crossword
