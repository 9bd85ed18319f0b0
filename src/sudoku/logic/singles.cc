// Singles: a value with one place left in a unit (hidden single), a cell with one candidate
// left (naked single).
#include <fmt/format.h>

#include <bit>

#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace ps::sudoku::logic {

bool HiddenSingle(const LogicGrid& g, bool boxes, Step& step) {
  const int n = g.n();
  const auto& units = g.topo().units;
  for (int u = 0; u < static_cast<int>(units.size()); ++u) {
    bool is_box = u >= 2 * n && u < 3 * n;
    if (is_box != boxes) continue;
    // One pass: values seen once and more than once among unsolved cells, and placed values.
    uint32_t once = 0, twice = 0, placed = 0;
    for (int c : units[static_cast<size_t>(u)]) {
      if (g.value(c)) {
        placed |= 1u << (g.value(c) - 1);
      } else {
        twice |= once & g.cand(c);
        once |= g.cand(c);
      }
    }
    uint32_t single = once & ~twice & ~placed;
    if (!single) continue;
    const int v = std::countr_zero(single) + 1;
    const uint16_t bit = static_cast<uint16_t>(1u << (v - 1));
    int where = -1;
    for (int c : units[static_cast<size_t>(u)]) {
      if (!g.value(c) && (g.cand(c) & bit)) where = c;
    }
    step = {};
    step.technique = boxes ? Technique::kHiddenSingleBox : Technique::kHiddenSingleLine;
    step.rating = boxes ? 1.2 : 1.5;
    step.cells = {where};
    step.placements = {{where, v}};
    if (g.explain())
      step.text = fmt::format("{} is the only place for {} in {}", CellText(g, where), ValueChar(v),
                              UnitText(g, u));
    return true;
  }
  return false;
}

bool NakedSingle(const LogicGrid& g, Step& step) {
  for (int c = 0; c < g.cells(); ++c) {
    if (g.value(c) || std::popcount(static_cast<unsigned>(g.cand(c))) != 1) continue;
    int v = std::countr_zero(static_cast<unsigned>(g.cand(c))) + 1;
    step = {};
    step.technique = Technique::kNakedSingle;
    step.rating = 2.3;
    step.cells = {c};
    step.placements = {{c, v}};
    if (g.explain()) step.text = fmt::format("{} can only be {}", CellText(g, c), ValueChar(v));
    return true;
  }
  return false;
}

}  // namespace ps::sudoku::logic
