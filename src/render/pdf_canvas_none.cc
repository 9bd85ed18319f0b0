// PdfCanvas for a build without cairo's headers (the library alone, configured where
// libcairo2-dev is not installed): every drawing call does nothing and Finish() says that this
// build writes no PDF. src/CMakeLists.txt picks this file or pdf_canvas.cc.
#include "render/pdf_canvas.h"

namespace ps::render {

PdfCanvas::PdfCanvas(std::string path) : path_(std::move(path)) {}

PdfCanvas::~PdfCanvas() { (void)Finish(); }

void PdfCanvas::Begin(double /*width*/, double /*height*/) { begun_ = true; }

void PdfCanvas::Rect(double /*x*/, double /*y*/, double /*w*/, double /*h*/, Color /*fill*/,
                     Color /*stroke*/, double /*stroke_width*/) {}

void PdfCanvas::Line(double /*x1*/, double /*y1*/, double /*x2*/, double /*y2*/, Color /*stroke*/,
                     double /*width*/) {}

void PdfCanvas::Circle(double /*cx*/, double /*cy*/, double /*r*/, Color /*stroke*/,
                       double /*width*/) {}

void PdfCanvas::Text(double /*x*/, double /*y*/, std::string_view /*text*/, double /*size*/,
                     Anchor /*anchor*/, bool /*bold*/, Color /*color*/) {}

void PdfCanvas::End() {}

Status PdfCanvas::Finish() {
  if (finished_ || !begun_) return Ok{};
  finished_ = true;
  (void)surface_;  // cairo's, unused here
  (void)cr_;
  return Error{ErrorCode::kIo,
               "this build of puzzlesmith writes no PDF: it was built without cairo's headers "
               "(Debian package libcairo2-dev); SVG works",
               "", 0, 0};
}

}  // namespace ps::render
