// Intersections: inside a box, a value confined to one row or column leaves the rest of that
// line (pointing); inside a row or column, a value confined to one box leaves the rest of that
// box (claiming).
#include <fmt/format.h>

#include <algorithm>

#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace ps::sudoku::logic {

bool Intersection(const LogicGrid& g, bool pointing, Step& step) {
  const int n = g.n();
  const auto& units = g.topo().units;
  // Pointing: from a box (2n..3n-1) to a line (0..2n-1); claiming: from a line to a box.
  const int from_lo = pointing ? 2 * n : 0, from_hi = pointing ? 3 * n : 2 * n;
  const int to_lo = pointing ? 0 : 2 * n, to_hi = pointing ? 2 * n : 3 * n;
  for (int a = from_lo; a < from_hi; ++a) {
    for (int v = 1; v <= n; ++v) {
      const uint16_t bit = static_cast<uint16_t>(1u << (v - 1));
      std::vector<int> where;
      bool placed = false;
      for (int c : units[static_cast<size_t>(a)]) {
        if (g.value(c) == v) placed = true;
        if (!g.value(c) && (g.cand(c) & bit)) where.push_back(c);
      }
      if (placed || where.size() < 2) continue;
      for (int b = to_lo; b < to_hi; ++b) {
        const auto& ub = units[static_cast<size_t>(b)];
        bool inside = std::all_of(where.begin(), where.end(), [&](int c) {
          return std::find(ub.begin(), ub.end(), c) != ub.end();
        });
        if (!inside) continue;
        std::vector<std::pair<int, uint16_t>> removals;
        for (int c : ub) {
          if (!g.value(c) && (g.cand(c) & bit) &&
              std::find(where.begin(), where.end(), c) == where.end()) {
            removals.push_back({c, bit});
          }
        }
        if (removals.empty()) continue;
        step = {};
        step.technique = pointing ? Technique::kPointing : Technique::kClaiming;
        step.rating = pointing ? 2.6 : 2.8;
        step.cells = where;
        step.removals = std::move(removals);
        if (g.explain())
          step.text = fmt::format("in {}, {} can only be in {}", UnitText(g, a), ValueChar(v),
                                  UnitText(g, b));
        return true;
      }
    }
  }
  return false;
}

}  // namespace ps::sudoku::logic
