// The drawing interface every kind draws through, so one routine serves SVG, PDF and the web.
// Units are points; the origin is the top-left corner, y grows downwards.
#pragma once

#include <string>
#include <string_view>

namespace ps::render {

struct Color {
  unsigned char r = 0, g = 0, b = 0;
  static constexpr Color Black() { return {0, 0, 0}; }
  static constexpr Color White() { return {255, 255, 255}; }
  static constexpr Color Gray(unsigned char v) { return {v, v, v}; }
};

enum class Anchor { kStart, kMiddle, kEnd };

class Canvas {
 public:
  virtual ~Canvas() = default;
  virtual void Begin(double width, double height) = 0;
  virtual void Rect(double x, double y, double w, double h, Color fill, Color stroke,
                    double stroke_width) = 0;
  // Lines have square caps (they reach half their width past their ends), in every canvas.
  virtual void Line(double x1, double y1, double x2, double y2, Color stroke, double width) = 0;
  // A circle's outline (centre, radius), not filled.
  virtual void Circle(double cx, double cy, double r, Color stroke, double width) = 0;
  // `y` is the text's baseline.
  virtual void Text(double x, double y, std::string_view text, double size, Anchor anchor,
                    bool bold, Color color) = 0;
  virtual void End() = 0;
};

}  // namespace ps::render
