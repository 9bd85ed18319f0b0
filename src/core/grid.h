// A rectangular grid of cells. Coordinates are written once, here: `x` is the column, `y` the
// row, both 0-based, and the cell index is y * width + x. Users see cells 1-based as "r3c5".
#pragma once

#include <string>
#include <vector>

#include "core/result.h"

namespace ps {

// "r<row>c<col>", 1-based, for messages.
std::string CellName(int x, int y);

template <typename T>
class Grid {
 public:
  Grid() = default;
  Grid(int width, int height, const T& fill = T())
      : width_(width), height_(height), cells_(static_cast<size_t>(width * height), fill) {
    PS_CHECK(width >= 0 && height >= 0);
  }

  int width() const { return width_; }
  int height() const { return height_; }
  int size() const { return width_ * height_; }
  bool Contains(int x, int y) const { return x >= 0 && y >= 0 && x < width_ && y < height_; }
  int Index(int x, int y) const { return y * width_ + x; }

  T& At(int x, int y) { return cells_[static_cast<size_t>(Index(x, y))]; }
  const T& At(int x, int y) const { return cells_[static_cast<size_t>(Index(x, y))]; }
  T& operator[](int i) { return cells_[static_cast<size_t>(i)]; }
  const T& operator[](int i) const { return cells_[static_cast<size_t>(i)]; }

  bool operator==(const Grid& o) const = default;

 private:
  int width_ = 0;
  int height_ = 0;
  std::vector<T> cells_;
};

}  // namespace ps
