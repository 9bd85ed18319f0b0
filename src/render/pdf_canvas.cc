// PDF output through cairo; see pdf_canvas.h.
#include "render/pdf_canvas.h"

#include <cairo-pdf.h>
#include <cairo.h>
#include <fmt/format.h>

namespace ps::render {

namespace {
void SetColor(cairo_t* cr, Color c) {
  cairo_set_source_rgb(cr, c.r / 255.0, c.g / 255.0, c.b / 255.0);
}
}  // namespace

PdfCanvas::PdfCanvas(std::string path) : path_(std::move(path)) {}

PdfCanvas::~PdfCanvas() { (void)Finish(); }

void PdfCanvas::Begin(double width, double height) {
  if (surface_ == nullptr) {
    surface_ = cairo_pdf_surface_create(path_.c_str(), width, height);
    cr_ = cairo_create(surface_);
  } else {
    cairo_pdf_surface_set_size(surface_, width, height);
  }
}

void PdfCanvas::Rect(double x, double y, double w, double h, Color fill, Color stroke,
                     double stroke_width) {
  cairo_rectangle(cr_, x, y, w, h);
  SetColor(cr_, fill);
  if (stroke_width > 0) {
    cairo_fill_preserve(cr_);
    SetColor(cr_, stroke);
    cairo_set_line_width(cr_, stroke_width);
    cairo_stroke(cr_);
  } else {
    cairo_fill(cr_);
  }
}

void PdfCanvas::Line(double x1, double y1, double x2, double y2, Color stroke, double width) {
  cairo_move_to(cr_, x1, y1);
  cairo_line_to(cr_, x2, y2);
  SetColor(cr_, stroke);
  cairo_set_line_width(cr_, width);
  cairo_set_line_cap(cr_, CAIRO_LINE_CAP_SQUARE);
  cairo_stroke(cr_);
}

void PdfCanvas::Text(double x, double y, std::string_view text, double size, Anchor anchor,
                     bool bold, Color color) {
  std::string s(text);
  cairo_select_font_face(cr_, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                         bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr_, size);
  cairo_text_extents_t ext;
  cairo_text_extents(cr_, s.c_str(), &ext);
  double dx = anchor == Anchor::kStart    ? 0
              : anchor == Anchor::kMiddle ? ext.x_advance / 2
                                          : ext.x_advance;
  SetColor(cr_, color);
  cairo_move_to(cr_, x - dx, y);
  cairo_show_text(cr_, s.c_str());
}

void PdfCanvas::End() { cairo_show_page(cr_); }

Status PdfCanvas::Finish() {
  if (finished_ || surface_ == nullptr) return Ok{};
  finished_ = true;
  cairo_destroy(cr_);
  cairo_surface_finish(surface_);
  cairo_status_t st = cairo_surface_status(surface_);
  cairo_surface_destroy(surface_);
  if (st != CAIRO_STATUS_SUCCESS) {
    return Error{ErrorCode::kIo,
                 fmt::format("cannot write '{}': {}", path_, cairo_status_to_string(st)), "", 0, 0};
  }
  return Ok{};
}

}  // namespace ps::render
