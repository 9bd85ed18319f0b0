// Sudoku drawing (boxes, a jigsaw's regions, Sudoku-X's diagonals, a killer's dashed cages with
// their sums); see draw.h.
#include "sudoku/draw.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "sudoku/format.h"

namespace ps::sudoku {

using render::Anchor;
using render::Color;

namespace {

// A dashed line: dashes of `dash` points and gaps of `gap`, from the start.
void Dashed(render::Canvas& canvas, double x1, double y1, double x2, double y2, double dash,
            double gap, Color color, double width) {
  const double len = std::hypot(x2 - x1, y2 - y1);
  if (len <= 0) return;
  const double ux = (x2 - x1) / len, uy = (y2 - y1) / len;
  for (double at = 0; at < len; at += dash + gap) {
    const double to = std::min(len, at + dash);
    canvas.Line(x1 + ux * at, y1 + uy * at, x1 + ux * to, y1 + uy * to, color, width);
  }
}

// Killer cages: a dashed outline inset in their squares (joined across squares of one cage, the
// inner corners too), and the sum small in the top-left corner of each cage's first square, on
// white so that the dashes do not cross it.
void DrawCages(const Geometry& g, double x0, double y0, double cell, render::Canvas& canvas) {
  const int n = g.n();
  Topology t(g);
  auto same = [&](int r, int c, int dr, int dc) {
    const int rr = r + dr, cc = c + dc;
    if (rr < 0 || rr >= n || cc < 0 || cc >= n) return false;
    const int k = t.cage_of[static_cast<size_t>(r * n + c)];
    return k >= 0 && t.cage_of[static_cast<size_t>(rr * n + cc)] == k;
  };
  const double d = cell * 0.09, dash = cell * 0.08, gap = cell * 0.06, width = cell * 0.025;
  const Color ink = Color::Gray(70);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (t.cage_of[static_cast<size_t>(r * n + c)] < 0) continue;
      const double x = x0 + c * cell, y = y0 + r * cell;
      const bool up = same(r, c, -1, 0), down = same(r, c, 1, 0), left = same(r, c, 0, -1),
                 right = same(r, c, 0, 1);
      // Where a side's line starts and ends: inset at an outer corner, to the square's edge where
      // the next square of the cage carries it on, past the edge at an inner corner.
      auto from = [&](bool along, bool diagonal, double edge) {
        return !along ? edge + d : diagonal ? edge - d : edge;
      };
      auto to = [&](bool along, bool diagonal, double edge) {
        return !along ? edge - d : diagonal ? edge + d : edge;
      };
      if (!up) {
        Dashed(canvas, from(left, same(r, c, -1, -1), x), y + d,
               to(right, same(r, c, -1, 1), x + cell), y + d, dash, gap, ink, width);
      }
      if (!down) {
        Dashed(canvas, from(left, same(r, c, 1, -1), x), y + cell - d,
               to(right, same(r, c, 1, 1), x + cell), y + cell - d, dash, gap, ink, width);
      }
      if (!left) {
        Dashed(canvas, x + d, from(up, same(r, c, -1, -1), y), x + d,
               to(down, same(r, c, 1, -1), y + cell), dash, gap, ink, width);
      }
      if (!right) {
        Dashed(canvas, x + cell - d, from(up, same(r, c, -1, 1), y), x + cell - d,
               to(down, same(r, c, 1, 1), y + cell), dash, gap, ink, width);
      }
    }
  }
  const double size = cell * 0.24;
  for (const Cage& cage : g.cages) {
    const int first = cage.cells[0];
    const double x = x0 + (first % n) * cell, y = y0 + (first / n) * cell;
    const std::string sum = std::to_string(cage.sum);
    const double w = size * 0.62 * static_cast<double>(sum.size()) + size * 0.2;
    canvas.Rect(x + d * 0.5, y + d * 0.5, w, size * 1.05, Color::White(), Color::White(), 0);
    canvas.Text(x + d * 0.5 + size * 0.1, y + d * 0.5 + size * 0.88, sum, size, Anchor::kStart,
                false, Color::Black());
  }
}

}  // namespace

void DrawGrid(const Puzzle& p, const std::vector<uint8_t>* solution, double x, double y,
              double size, render::Canvas& canvas) {
  const Geometry& g = p.geo;
  const int n = g.n();
  const double cell = size / n;
  canvas.Rect(x, y, size, size, Color::White(), Color::White(), 0);
  if (g.diagonals) {
    for (int i = 0; i < n; ++i) {
      canvas.Rect(x + i * cell, y + i * cell, cell, cell, Color::Gray(235), Color::White(), 0);
      canvas.Rect(x + (n - 1 - i) * cell, y + i * cell, cell, cell, Color::Gray(235),
                  Color::White(), 0);
    }
  }
  const double thin = 0.6, thick = 2.0;
  if (g.jigsaw()) {
    // Thin lines between all squares, then a thick one wherever two squares beside each other
    // are in different regions, and round the board.
    for (int i = 1; i < n; ++i) {
      canvas.Line(x + i * cell, y, x + i * cell, y + size, Color::Black(), thin);
      canvas.Line(x, y + i * cell, x + size, y + i * cell, Color::Black(), thin);
    }
    auto region = [&](int r, int c) { return g.regions[static_cast<size_t>(r * n + c)]; };
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        if (c + 1 < n && region(r, c) != region(r, c + 1)) {
          canvas.Line(x + (c + 1) * cell, y + r * cell - thick / 2, x + (c + 1) * cell,
                      y + (r + 1) * cell + thick / 2, Color::Black(), thick);
        }
        if (r + 1 < n && region(r, c) != region(r + 1, c)) {
          canvas.Line(x + c * cell - thick / 2, y + (r + 1) * cell, x + (c + 1) * cell + thick / 2,
                      y + (r + 1) * cell, Color::Black(), thick);
        }
      }
    }
    for (int i : {0, n}) {
      canvas.Line(x + i * cell, y, x + i * cell, y + size, Color::Black(), thick);
      canvas.Line(x, y + i * cell, x + size, y + i * cell, Color::Black(), thick);
    }
  }
  for (int i = 0; i <= n && !g.jigsaw(); ++i) {
    double wv = (i % g.box_w == 0) ? thick : thin;  // vertical lines: box columns
    double wh = (i % g.box_h == 0) ? thick : thin;  // horizontal lines: box rows
    canvas.Line(x + i * cell, y, x + i * cell, y + size, Color::Black(), wv);
    canvas.Line(x, y + i * cell, x + size, y + i * cell, Color::Black(), wh);
  }
  if (g.killer()) DrawCages(g, x, y, cell, canvas);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      int v = p.cells[static_cast<size_t>(r * n + c)];
      bool given = v != 0;
      if (!given && solution != nullptr && !solution->empty())
        v = (*solution)[static_cast<size_t>(r * n + c)];
      if (v == 0) continue;
      std::string text(1, ValueChar(v));
      canvas.Text(x + (c + 0.5) * cell, y + (r + 0.73) * cell, text, cell * 0.62, Anchor::kMiddle,
                  given, given ? Color::Black() : Color::Gray(110));
    }
  }
}

namespace {

void Page(const std::vector<const PrintItem*>& items, bool answers, const PrintOptions& o, int page,
          render::Canvas& canvas) {
  canvas.Begin(o.page_width, o.page_height);
  canvas.Rect(0, 0, o.page_width, o.page_height, Color::White(), Color::White(), 0);
  const double margin = 40, header = 36;
  std::string head = o.title.empty() ? "Sudoku" : o.title;
  if (answers) head += " - answers";
  canvas.Text(margin, margin + 14, head, 16, Anchor::kStart, true, Color::Black());
  canvas.Text(o.page_width - margin, margin + 14, fmt::format("page {}", page), 10, Anchor::kEnd,
              false, Color::Gray(90));
  const int per = std::max(1, o.per_page);
  const int cols = per == 1 ? 1 : 2;
  const int rows = (per + cols - 1) / cols;
  const double area_w = o.page_width - 2 * margin;
  const double area_h = o.page_height - 2 * margin - header;
  const double slot_w = area_w / cols, slot_h = area_h / rows;
  const double caption_h = 16;
  const double size = std::min(slot_w - 16, slot_h - caption_h - 16);
  for (size_t i = 0; i < items.size(); ++i) {
    int col = static_cast<int>(i) % cols, row = static_cast<int>(i) / cols;
    double x = margin + col * slot_w + (slot_w - size) / 2;
    double y = margin + header + row * slot_h + caption_h;
    const PrintItem& item = *items[i];
    canvas.Text(x, y - 5, item.caption, 10, Anchor::kStart, false, Color::Gray(60));
    DrawGrid(item.puzzle, answers ? &item.solution : nullptr, x, y, size, canvas);
  }
  canvas.End();
}

}  // namespace

void DrawPages(const std::vector<PrintItem>& items, const PrintOptions& o, render::Canvas& canvas) {
  const size_t per = static_cast<size_t>(std::max(1, o.per_page));
  int page = 1;
  for (int pass = 0; pass < (o.answers ? 2 : 1); ++pass) {
    std::vector<const PrintItem*> batch;
    for (const PrintItem& item : items) {
      if (pass == 1 && item.solution.empty()) continue;
      batch.push_back(&item);
      if (batch.size() == per) {
        Page(batch, pass == 1, o, page++, canvas);
        batch.clear();
      }
    }
    if (!batch.empty()) Page(batch, pass == 1, o, page++, canvas);
  }
}

}  // namespace ps::sudoku
