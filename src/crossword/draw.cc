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
  const double grid_w = cells.width() * o.cell, grid_h = cells.height() * o.cell;
  const double width = std::max(grid_w, 420.0) + 2 * o.margin;
  const double font = 11;
  // Wrap each length's list to the page width (about 0.6 em a character in a sans font).
  const size_t max_chars = static_cast<size_t>((width - 2 * o.margin) / (font * 0.6));
  std::vector<std::string> lines;
  for (auto& [len, ws] : by_length) {
    std::sort(ws.begin(), ws.end());
    std::string line = fmt::format("{} letters: ", len);
    const std::string indent(4, ' ');
    for (size_t i = 0; i < ws.size(); ++i) {
      std::string up = ws[i];
      for (char& c : up) c = static_cast<char>(c - 'a' + 'A');
      std::string piece = up + (i + 1 < ws.size() ? "," : "");
      if (line.size() + 1 + piece.size() > max_chars && line.size() > indent.size()) {
        lines.push_back(std::move(line));
        line = indent;
      } else if (i > 0) {
        line += ' ';
      }
      line += piece;
    }
    lines.push_back(std::move(line));
  }
  const double line_h = 14;
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
    // Continuation lines start with spaces, which SVG would collapse: indent them by position.
    bool cont = line.rfind("    ", 0) == 0;
    canvas.Text(cont ? left + 24 : left, ty, cont ? line.substr(4) : line, font, Anchor::kStart,
                false, Color::Black());
    ty += line_h;
  }
  canvas.End();
}

}  // namespace ps::crossword
