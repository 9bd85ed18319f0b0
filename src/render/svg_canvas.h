// An SVG implementation of Canvas; the document is kept in memory (`str()`).
#pragma once

#include <string>

#include "render/canvas.h"

namespace ps::render {

class SvgCanvas : public Canvas {
 public:
  void Begin(double width, double height) override;
  void Rect(double x, double y, double w, double h, Color fill, Color stroke,
            double stroke_width) override;
  void Line(double x1, double y1, double x2, double y2, Color stroke, double width) override;
  void Text(double x, double y, std::string_view text, double size, Anchor anchor, bool bold,
            Color color) override;
  void End() override;

  const std::string& str() const { return out_; }

 private:
  std::string out_;
};

}  // namespace ps::render
