// A PDF implementation of Canvas on cairo. Every Begin() starts a new page of the given size;
// End() finishes the page. Finish() closes the document (also done by the destructor).
#pragma once

#include <string>

#include "core/result.h"
#include "render/canvas.h"

typedef struct _cairo_surface cairo_surface_t;
typedef struct _cairo cairo_t;

namespace ps::render {

class PdfCanvas : public Canvas {
 public:
  // Writes to `path`; check status() after Finish().
  explicit PdfCanvas(std::string path);
  ~PdfCanvas() override;
  PdfCanvas(const PdfCanvas&) = delete;
  PdfCanvas& operator=(const PdfCanvas&) = delete;

  void Begin(double width, double height) override;
  void Rect(double x, double y, double w, double h, Color fill, Color stroke,
            double stroke_width) override;
  void Line(double x1, double y1, double x2, double y2, Color stroke, double width) override;
  void Circle(double cx, double cy, double r, Color stroke, double width) override;
  void Text(double x, double y, std::string_view text, double size, Anchor anchor, bool bold,
            Color color) override;
  void End() override;

  Status Finish();

 private:
  std::string path_;
  cairo_surface_t* surface_ = nullptr;
  cairo_t* cr_ = nullptr;
  bool begun_ = false;
  bool finished_ = false;
};

}  // namespace ps::render
