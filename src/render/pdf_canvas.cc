// PDF output through cairo; see pdf_canvas.h.
//
// libcairo is opened with dlopen() the first time a PDF is written, not linked: cairo brings
// about fifteen shared libraries (pixman, freetype, fontconfig, X11, xcb, ...), and loading them
// at every start cost about 1 ms per run of `puzzlesmith`, whatever the command. The header is
// still included, so every call below is checked against cairo's own declarations.
#include "render/pdf_canvas.h"

#include <cairo-pdf.h>
#include <cairo.h>
#include <dlfcn.h>
#include <fmt/format.h>

#include <mutex>

namespace ps::render {

namespace {

#define PS_CAIRO_FUNCTIONS(X)   \
  X(cairo_arc)                  \
  X(cairo_create)               \
  X(cairo_destroy)              \
  X(cairo_fill)                 \
  X(cairo_fill_preserve)        \
  X(cairo_line_to)              \
  X(cairo_move_to)              \
  X(cairo_new_sub_path)         \
  X(cairo_pdf_surface_create)   \
  X(cairo_pdf_surface_set_size) \
  X(cairo_rectangle)            \
  X(cairo_select_font_face)     \
  X(cairo_set_font_size)        \
  X(cairo_set_line_cap)         \
  X(cairo_set_line_width)       \
  X(cairo_set_source_rgb)       \
  X(cairo_show_page)            \
  X(cairo_show_text)            \
  X(cairo_status_to_string)     \
  X(cairo_stroke)               \
  X(cairo_surface_destroy)      \
  X(cairo_surface_finish)       \
  X(cairo_surface_status)       \
  X(cairo_text_extents)

// The cairo entry points, each typed by cairo's own declaration.
struct Cairo {
#define PS_CAIRO_FIELD(name) decltype(&::name) name = nullptr;
  PS_CAIRO_FUNCTIONS(PS_CAIRO_FIELD)
#undef PS_CAIRO_FIELD
  std::string error;  // why cairo could not be loaded; empty when it was
};

// Loads libcairo once per process (thread-safe); never unloaded.
const Cairo& LoadCairo() {
  static Cairo api;
  static std::once_flag once;
  std::call_once(once, [] {
    void* lib = dlopen("libcairo.so.2", RTLD_NOW | RTLD_LOCAL);
    if (lib == nullptr) {
      const char* why = dlerror();
      api.error = fmt::format("PDF output needs cairo (Debian package libcairo2): {}",
                              why != nullptr ? why : "libcairo.so.2 not found");
      return;
    }
#define PS_CAIRO_LOAD(name)                                                                  \
  api.name = reinterpret_cast<decltype(api.name)>(dlsym(lib, #name));                        \
  if (api.name == nullptr && api.error.empty()) {                                            \
    api.error = fmt::format("PDF output: libcairo.so.2 has no {}; update libcairo2", #name); \
  }
    PS_CAIRO_FUNCTIONS(PS_CAIRO_LOAD)
#undef PS_CAIRO_LOAD
  });
  return api;
}

void SetColor(const Cairo& c, cairo_t* cr, Color color) {
  c.cairo_set_source_rgb(cr, color.r / 255.0, color.g / 255.0, color.b / 255.0);
}

}  // namespace

PdfCanvas::PdfCanvas(std::string path) : path_(std::move(path)) {}

PdfCanvas::~PdfCanvas() { (void)Finish(); }

void PdfCanvas::Begin(double width, double height) {
  begun_ = true;
  const Cairo& c = LoadCairo();
  if (!c.error.empty()) return;  // reported by Finish()
  if (surface_ == nullptr) {
    surface_ = c.cairo_pdf_surface_create(path_.c_str(), width, height);
    cr_ = c.cairo_create(surface_);
  } else {
    c.cairo_pdf_surface_set_size(surface_, width, height);
  }
}

void PdfCanvas::Rect(double x, double y, double w, double h, Color fill, Color stroke,
                     double stroke_width) {
  if (cr_ == nullptr) return;
  const Cairo& c = LoadCairo();
  c.cairo_rectangle(cr_, x, y, w, h);
  SetColor(c, cr_, fill);
  if (stroke_width > 0) {
    c.cairo_fill_preserve(cr_);
    SetColor(c, cr_, stroke);
    c.cairo_set_line_width(cr_, stroke_width);
    c.cairo_stroke(cr_);
  } else {
    c.cairo_fill(cr_);
  }
}

void PdfCanvas::Line(double x1, double y1, double x2, double y2, Color stroke, double width) {
  if (cr_ == nullptr) return;
  const Cairo& c = LoadCairo();
  c.cairo_move_to(cr_, x1, y1);
  c.cairo_line_to(cr_, x2, y2);
  SetColor(c, cr_, stroke);
  c.cairo_set_line_width(cr_, width);
  c.cairo_set_line_cap(cr_, CAIRO_LINE_CAP_SQUARE);
  c.cairo_stroke(cr_);
}

void PdfCanvas::Circle(double cx, double cy, double r, Color stroke, double width) {
  if (cr_ == nullptr) return;
  const Cairo& c = LoadCairo();
  c.cairo_new_sub_path(cr_);
  c.cairo_arc(cr_, cx, cy, r, 0, 2 * 3.14159265358979323846);
  SetColor(c, cr_, stroke);
  c.cairo_set_line_width(cr_, width);
  c.cairo_stroke(cr_);
}

void PdfCanvas::Text(double x, double y, std::string_view text, double size, Anchor anchor,
                     bool bold, Color color) {
  if (cr_ == nullptr) return;
  const Cairo& c = LoadCairo();
  std::string s(text);
  c.cairo_select_font_face(cr_, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  c.cairo_set_font_size(cr_, size);
  cairo_text_extents_t ext;
  c.cairo_text_extents(cr_, s.c_str(), &ext);
  double dx = anchor == Anchor::kStart    ? 0
              : anchor == Anchor::kMiddle ? ext.x_advance / 2
                                          : ext.x_advance;
  SetColor(c, cr_, color);
  c.cairo_move_to(cr_, x - dx, y);
  c.cairo_show_text(cr_, s.c_str());
}

void PdfCanvas::End() {
  if (cr_ != nullptr) LoadCairo().cairo_show_page(cr_);
}

Status PdfCanvas::Finish() {
  if (finished_ || !begun_) return Ok{};
  finished_ = true;
  const Cairo& c = LoadCairo();
  if (!c.error.empty()) return Error{ErrorCode::kIo, c.error, "", 0, 0};
  c.cairo_destroy(cr_);
  c.cairo_surface_finish(surface_);
  cairo_status_t st = c.cairo_surface_status(surface_);
  c.cairo_surface_destroy(surface_);
  if (st != CAIRO_STATUS_SUCCESS) {
    return Error{ErrorCode::kIo,
                 fmt::format("cannot write '{}': {}", path_, c.cairo_status_to_string(st)), "", 0,
                 0};
  }
  return Ok{};
}

}  // namespace ps::render
