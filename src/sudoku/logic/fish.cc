// Basic fish: X-wing (2), swordfish (3), jellyfish (4). In k rows, a value's candidates lie in
// only k columns: it leaves those columns' other rows (and the same with rows and columns
// swapped).
#include <fmt/format.h>

#include <bit>

#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace ps::sudoku::logic {

bool Fish(const LogicGrid& g, int size, Step& step) {
  const int n = g.n();
  static constexpr Technique kTech[] = {Technique::kXWing, Technique::kSwordfish,
                                        Technique::kJellyfish};
  static constexpr double kRating[] = {3.2, 3.8, 5.2};
  for (int v = 1; v <= n; ++v) {
    const uint16_t bit = static_cast<uint16_t>(1u << (v - 1));
    // The value's open places: by row (bits are columns) and by column (bits are rows), and the
    // rows and columns where it is placed.
    uint32_t by_row[kMaxN] = {}, by_col[kMaxN] = {}, placed_rows = 0, placed_cols = 0;
    for (int r = 0; r < n; ++r) {
      for (int col = 0; col < n; ++col) {
        const int c = r * n + col;
        if (g.value(c) == v) {
          placed_rows |= 1u << r;
          placed_cols |= 1u << col;
        } else if (!g.value(c) && (g.cand(c) & bit)) {
          by_row[r] |= 1u << col;
          by_col[col] |= 1u << r;
        }
      }
    }
    for (int rows_base = 1; rows_base >= 0; --rows_base) {
      // line i, position j: the cell in base line i at cover position j.
      auto cell = [&](int i, int j) { return rows_base ? i * n + j : j * n + i; };
      const uint32_t* base_places = rows_base ? by_row : by_col;
      const uint32_t* cover_places = rows_base ? by_col : by_row;
      const uint32_t placed = rows_base ? placed_rows : placed_cols;
      int lines[kMaxN];
      uint32_t cover[kMaxN];
      int count = 0;
      for (int i = 0; i < n; ++i) {
        const int k = std::popcount(base_places[i]);
        if (!((placed >> i) & 1u) && k >= 2 && k <= size) {
          lines[count] = i;
          cover[count++] = base_places[i];
        }
      }
      const bool found = FirstClosedSubset(size, count, cover, [&](const int* pick, uint32_t cols) {
        uint32_t base = 0;
        for (int k = 0; k < size; ++k) base |= 1u << lines[pick[k]];
        bool removes = false;
        for (int j = 0; j < n && !removes; ++j) {
          if ((cols >> j) & 1u) removes = (cover_places[j] & ~base) != 0;
        }
        if (!removes) return false;
        std::vector<std::pair<int, uint16_t>> removals;
        std::vector<int> cells;
        for (int j = 0; j < n; ++j) {
          if (!((cols >> j) & 1u)) continue;
          for (int i = 0; i < n; ++i) {
            if (!((cover_places[j] >> i) & 1u)) continue;
            const int c = cell(i, j);
            if ((base >> i) & 1u) {
              cells.push_back(c);
            } else {
              removals.push_back({c, bit});
            }
          }
        }
        step = {};
        step.technique = kTech[size - 2];
        step.rating = kRating[size - 2];
        step.cells = std::move(cells);
        step.removals = std::move(removals);
        if (g.explain()) {
          std::string base_names, cover_names;
          for (int k = 0; k < size; ++k)
            base_names += fmt::format("{}{}", base_names.empty() ? "" : ",", lines[pick[k]] + 1);
          for (int j = 0; j < n; ++j) {
            if ((cols >> j) & 1u)
              cover_names += fmt::format("{}{}", cover_names.empty() ? "" : ",", j + 1);
          }
          const char* lines_name = rows_base ? "rows" : "columns";
          const char* cover_name = rows_base ? "columns" : "rows";
          step.text = fmt::format(
              "{} on {}: in {} {}, {} can only be in {} {} (in each of those {}, a strong link or "
              "set: one of its places holds {}). Because each of those {} {} needs a {} and they "
              "can only go in those {} {}, they are the {}s of {} {}, which can have no other (a "
              "weak link: a {} holds one {})",
              TechniqueName(kTech[size - 2]), ValueChar(v), lines_name, base_names, ValueChar(v),
              cover_name, cover_names, lines_name, ValueChar(v), size, lines_name, ValueChar(v),
              size, cover_name, ValueChar(v), cover_name, cover_names, rows_base ? "column" : "row",
              ValueChar(v));
        }
        return true;
      });
      if (found) return true;
    }
  }
  return false;
}

}  // namespace ps::sudoku::logic
