// SVG output; see svg_canvas.h.
#include "render/svg_canvas.h"

#include <fmt/format.h>

#include <algorithm>

namespace ps::render {

namespace {

std::string Hex(Color c) { return fmt::format("#{:02x}{:02x}{:02x}", c.r, c.g, c.b); }

std::string Escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace

void SvgCanvas::Begin(double width, double height) {
  page_top_ = height_;
  width_ = std::max(width_, width);
  height_ += height;
  body_ += fmt::format("<g transform=\"translate(0 {:.2f})\">\n", page_top_);
  pages_.push_back({page_top_, width, height, body_.size(), body_.size()});
}

std::vector<std::string> SvgCanvas::Pages() const {
  std::vector<std::string> out;
  for (const Page& p : pages_) {
    // The page's own drawing is translated down to its place in the stack: a view box over that
    // place shows it alone.
    out.push_back(fmt::format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{:.2f}\" "
                              "height=\"{:.2f}\" viewBox=\"0 {:.2f} {:.2f} {:.2f}\">\n"
                              "<g transform=\"translate(0 {:.2f})\">\n",
                              p.width, p.height, p.top, p.width, p.height, p.top) +
                  body_.substr(p.begin, p.end - p.begin) + "</g>\n</svg>\n");
  }
  return out;
}

std::string SvgCanvas::str() const {
  return fmt::format(
             "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
             "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0:.2f}\" height=\"{1:.2f}\" "
             "viewBox=\"0 0 {0:.2f} {1:.2f}\">\n",
             width_, height_) +
         body_ + "</svg>\n";
}

void SvgCanvas::Rect(double x, double y, double w, double h, Color fill, Color stroke,
                     double stroke_width) {
  body_ +=
      fmt::format("<rect x=\"{:.2f}\" y=\"{:.2f}\" width=\"{:.2f}\" height=\"{:.2f}\" fill=\"{}\"",
                  x, y, w, h, Hex(fill));
  if (stroke_width > 0) {
    body_ += fmt::format(" stroke=\"{}\" stroke-width=\"{:.2f}\"", Hex(stroke), stroke_width);
  }
  body_ += "/>\n";
}

void SvgCanvas::Line(double x1, double y1, double x2, double y2, Color stroke, double width) {
  body_ += fmt::format(
      "<line x1=\"{:.2f}\" y1=\"{:.2f}\" x2=\"{:.2f}\" y2=\"{:.2f}\" stroke=\"{}\" "
      "stroke-width=\"{:.2f}\" stroke-linecap=\"square\"/>\n",
      x1, y1, x2, y2, Hex(stroke), width);
}

void SvgCanvas::Circle(double cx, double cy, double r, Color stroke, double width) {
  body_ += fmt::format(
      "<circle cx=\"{:.2f}\" cy=\"{:.2f}\" r=\"{:.2f}\" fill=\"none\" stroke=\"{}\" "
      "stroke-width=\"{:.2f}\"/>\n",
      cx, cy, r, Hex(stroke), width);
}

void SvgCanvas::Text(double x, double y, std::string_view text, double size, Anchor anchor,
                     bool bold, Color color) {
  const char* a = anchor == Anchor::kStart ? "start" : anchor == Anchor::kMiddle ? "middle" : "end";
  body_ += fmt::format(
      "<text x=\"{:.2f}\" y=\"{:.2f}\" font-family=\"DejaVu Sans, Arial, sans-serif\" "
      "font-size=\"{:.2f}\" text-anchor=\"{}\"{} fill=\"{}\">{}</text>\n",
      x, y, size, a, bold ? " font-weight=\"bold\"" : "", Hex(color), Escape(text));
}

void SvgCanvas::End() {
  if (!pages_.empty()) pages_.back().end = body_.size();
  body_ += "</g>\n";
}

}  // namespace ps::render
