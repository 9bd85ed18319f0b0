// An SVG implementation of Canvas; the document is kept in memory (`str()`). Pages drawn one
// after another are stacked vertically in one document.
#pragma once

#include <string>
#include <vector>

#include "render/canvas.h"

namespace ps::render {

class SvgCanvas : public Canvas {
 public:
  void Begin(double width, double height) override;
  void Rect(double x, double y, double w, double h, Color fill, Color stroke,
            double stroke_width) override;
  void Line(double x1, double y1, double x2, double y2, Color stroke, double width) override;
  void Circle(double cx, double cy, double r, Color stroke, double width) override;
  void Text(double x, double y, std::string_view text, double size, Anchor anchor, bool bold,
            Color color) override;
  void End() override;

  // The document: one page, or several stacked top to bottom (one Begin/End each).
  std::string str() const;
  // Each page as its own <svg> element (no XML declaration), to place one per printed sheet.
  std::vector<std::string> Pages() const;

 private:
  struct Page {
    double top, width, height;
    size_t begin, end;  // its part of body_
  };
  std::vector<Page> pages_;
  std::string body_;
  double width_ = 0, height_ = 0;  // of the whole document
  double page_top_ = 0;
};

}  // namespace ps::render
