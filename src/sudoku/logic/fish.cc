// Basic fish: X-wing (2), swordfish (3), jellyfish (4). In k rows, a value's candidates lie in
// only k columns: it leaves those columns' other rows (and the same with rows and columns
// swapped).
#include <fmt/format.h>

#include <bit>
#include <functional>

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
    for (int rows_base = 1; rows_base >= 0; --rows_base) {
      // line i, position j: the cell in base line i at cover position j.
      auto cell = [&](int i, int j) { return rows_base ? i * n + j : j * n + i; };
      std::vector<int> lines;
      std::vector<uint32_t> cover;
      for (int i = 0; i < n; ++i) {
        uint32_t where = 0;
        bool placed = false;
        for (int j = 0; j < n; ++j) {
          int c = cell(i, j);
          if (g.value(c) == v) placed = true;
          if (!g.value(c) && (g.cand(c) & bit)) where |= 1u << j;
        }
        int k = std::popcount(where);
        if (!placed && k >= 2 && k <= size) {
          lines.push_back(i);
          cover.push_back(where);
        }
      }
      if (static_cast<int>(lines.size()) < size) continue;
      std::vector<int> pick;
      std::function<bool(int)> rec = [&](int from) -> bool {
        if (static_cast<int>(pick.size()) == size) {
          uint32_t cols = 0, base = 0;
          for (int i : pick) {
            cols |= cover[static_cast<size_t>(i)];
            base |= 1u << lines[static_cast<size_t>(i)];
          }
          if (std::popcount(cols) != size) return false;
          std::vector<std::pair<int, uint16_t>> removals;
          std::vector<int> cells;
          for (int j = 0; j < n; ++j) {
            if (!(cols & (1u << j))) continue;
            for (int i = 0; i < n; ++i) {
              int c = cell(i, j);
              if (g.value(c) || !(g.cand(c) & bit)) continue;
              if (base & (1u << i)) {
                cells.push_back(c);
              } else {
                removals.push_back({c, bit});
              }
            }
          }
          if (removals.empty()) return false;
          step = {};
          step.technique = kTech[size - 2];
          step.rating = kRating[size - 2];
          step.cells = cells;
          step.removals = std::move(removals);
          std::string base_names, cover_names;
          for (int i : pick)
            base_names += fmt::format("{}{}", base_names.empty() ? "" : ",",
                                      lines[static_cast<size_t>(i)] + 1);
          for (int j = 0; j < n; ++j) {
            if (cols & (1u << j))
              cover_names += fmt::format("{}{}", cover_names.empty() ? "" : ",", j + 1);
          }
          if (g.explain())
            step.text =
                fmt::format("{} on {} in {} {} covers {} {}", TechniqueName(kTech[size - 2]),
                            ValueChar(v), rows_base ? "rows" : "columns", base_names,
                            rows_base ? "columns" : "rows", cover_names);
          return true;
        }
        for (int i = from; i < static_cast<int>(lines.size()); ++i) {
          pick.push_back(i);
          if (rec(i + 1)) return true;
          pick.pop_back();
        }
        return false;
      };
      if (rec(0)) return true;
    }
  }
  return false;
}

}  // namespace ps::sudoku::logic
