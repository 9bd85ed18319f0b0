// See canonical.h: the 8 images, each written out, and the least.
#include "kind/canonical.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <utility>

namespace ps::kind {

std::string CanonicalGridKey(const std::vector<std::string>& rows) {
  const int h = static_cast<int>(rows.size());
  int w = 0;
  for (const std::string& r : rows) w = std::max(w, static_cast<int>(r.size()));
  auto at = [&](int x, int y) {
    const std::string& r = rows[static_cast<size_t>(y)];
    return static_cast<size_t>(x) < r.size() ? r[static_cast<size_t>(x)] : '#';
  };
  std::string best;
  for (int s = 0; s < 8; ++s) {
    const bool swap = (s & 4) != 0;
    const int ow = swap ? h : w, oh = swap ? w : h;  // the image's width and height
    std::string text = std::to_string(ow) + "x" + std::to_string(oh) + ":";
    for (int y = 0; y < oh; ++y) {
      if (y) text += '/';
      for (int x = 0; x < ow; ++x) {
        int sx = x, sy = y;
        if (swap) std::swap(sx, sy);  // (sx, sy) in the original grid
        if (s & 1) sx = w - 1 - sx;
        if (s & 2) sy = h - 1 - sy;
        text += at(sx, sy);
      }
    }
    if (best.empty() || text < best) best = text;
  }
  return best;
}

std::string CanonicalCrossword(const PuzzleRecord& record) {
  const nlohmann::json& grid = record.doc.contains("grid") ? record.doc["grid"] : nlohmann::json();
  if (!grid.is_array() || grid.empty()) return "";
  std::vector<std::string> rows;
  for (const nlohmann::json& row : grid) {
    if (!row.is_string()) return "";
    std::string text = row.get<std::string>();
    for (char& c : text) {
      if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    }
    rows.push_back(std::move(text));
  }
  return CanonicalGridKey(rows);
}

}  // namespace ps::kind
