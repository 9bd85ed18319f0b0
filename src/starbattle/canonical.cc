// See canonical.h: all 8 images of the board, each renumbered, and the least text of them.
// Transposing swaps rows and columns, so a board whose row and column counts differ keeps only
// the 4 symmetries that do not transpose.
#include "starbattle/canonical.h"

#include <fmt/format.h>

#include <utility>
#include <vector>

namespace ps::starbattle {

std::string CanonicalKey(const Puzzle& puzzle) {
  const int n = puzzle.n;
  const size_t cells = static_cast<size_t>(n) * static_cast<size_t>(n);
  std::string best, text(cells, '0');
  for (int s = 0; s < 8; ++s) {
    const bool swap = (s & 4) != 0;
    if (swap && puzzle.row_stars != puzzle.col_stars) continue;
    std::vector<int> label(cells + 1, -1);
    int next = 0;
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        int sx = (s & 1) ? n - 1 - x : x, sy = (s & 2) ? n - 1 - y : y;
        if (swap) std::swap(sx, sy);
        const int zone = puzzle.Zone(sx, sy);
        int& l = label[zone >= 0 && static_cast<size_t>(zone) < cells ? static_cast<size_t>(zone)
                                                                      : cells];
        if (l < 0) l = next++;
        text[static_cast<size_t>(y * n + x)] = static_cast<char>(l < 10   ? '0' + l
                                                                 : l < 36 ? 'a' + (l - 10)
                                                                          : 'A' + (l - 36));
      }
    }
    if (best.empty() || text < best) best = text;
  }
  const std::string stars =
      puzzle.row_stars == puzzle.col_stars && puzzle.col_stars == puzzle.zone_stars
          ? fmt::format("{}", puzzle.row_stars)
          : fmt::format("{},{},{}", puzzle.row_stars, puzzle.col_stars, puzzle.zone_stars);
  return fmt::format("{}k{}:{}", n, stars, best);
}

}  // namespace ps::starbattle
