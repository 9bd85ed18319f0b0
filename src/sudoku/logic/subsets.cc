// Naked and hidden subsets (pairs, triples, quads) inside one unit.
//   naked:  k cells whose candidates together are k values: those values leave the unit's other
//           cells.
//   hidden: k values that together fit only k cells: those cells lose every other candidate.
#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace ps::sudoku::logic {

namespace {

constexpr Technique kNaked[] = {Technique::kNakedPair, Technique::kNakedTriple,
                                Technique::kNakedQuad};
constexpr Technique kHidden[] = {Technique::kHiddenPair, Technique::kHiddenTriple,
                                 Technique::kHiddenQuad};
constexpr double kNakedRating[] = {3.0, 3.6, 5.0};
constexpr double kHiddenRating[] = {3.4, 4.0, 5.4};
constexpr const char* kSizeName[] = {"pair", "triple", "quad"};

}  // namespace

bool NakedSubset(const LogicGrid& g, int size, Step& step) {
  const auto& units = g.topo().units;
  for (int u = 0; u < static_cast<int>(units.size()); ++u) {
    const auto& unit = units[static_cast<size_t>(u)];
    // Open cells with 2..size candidates (their unit positions and candidates), and every open
    // cell's position.
    int open[kMaxN];
    uint32_t cands[kMaxN], open_all = 0;
    int count = 0;
    for (size_t i = 0; i < unit.size(); ++i) {
      const int c = unit[i];
      if (g.value(c)) continue;
      open_all |= 1u << i;
      const int k = std::popcount(static_cast<unsigned>(g.cand(c)));
      if (k >= 2 && k <= size) {
        open[count] = static_cast<int>(i);
        cands[count++] = g.cand(c);
      }
    }
    const bool found = FirstClosedSubset(size, count, cands, [&](const int* pick, uint32_t values) {
      uint32_t picked = 0;
      for (int k = 0; k < size; ++k) picked |= 1u << open[pick[k]];
      std::vector<std::pair<int, uint16_t>> removals;
      for (size_t i = 0; i < unit.size(); ++i) {
        if (!((open_all & ~picked) >> i & 1u)) continue;
        const int c = unit[i];
        if (g.cand(c) & values) removals.push_back({c, static_cast<uint16_t>(g.cand(c) & values)});
      }
      if (removals.empty()) return false;
      std::vector<int> cells;
      for (int k = 0; k < size; ++k) cells.push_back(unit[static_cast<size_t>(open[pick[k]])]);
      step = {};
      step.technique = kNaked[size - 2];
      step.rating = kNakedRating[size - 2];
      step.cells = cells;
      step.removals = std::move(removals);
      if (g.explain())
        step.text = fmt::format("naked {} {{{}}} in {} holds {}", kSizeName[size - 2],
                                ValuesText(static_cast<uint16_t>(values)), UnitText(g, u),
                                CellsText(g, cells));
      return true;
    });
    if (found) return true;
  }
  return false;
}

bool HiddenSubset(const LogicGrid& g, int size, Step& step) {
  const int n = g.n();
  const auto& units = g.topo().units;
  for (int u = 0; u < static_cast<int>(units.size()); ++u) {
    const auto& unit = units[static_cast<size_t>(u)];
    uint32_t where_of[kMaxN];
    const uint32_t placed = UnitPlaces(g, unit, where_of);
    // Values not placed in the unit, with 2..size places.
    int values[kMaxN];
    uint32_t places[kMaxN];
    int count = 0;
    for (int v = 0; v < n; ++v) {
      const int k = std::popcount(where_of[v]);
      if (!((placed >> v) & 1u) && k >= 2 && k <= size) {
        values[count] = v + 1;
        places[count++] = where_of[v];
      }
    }
    const bool found = FirstClosedSubset(size, count, places, [&](const int* pick, uint32_t where) {
      uint16_t mask = 0;
      for (int k = 0; k < size; ++k)
        mask = static_cast<uint16_t>(mask | (1u << (values[pick[k]] - 1)));
      std::vector<std::pair<int, uint16_t>> removals;
      for (size_t i = 0; i < unit.size(); ++i) {
        if (!((where >> i) & 1u)) continue;
        const int c = unit[i];
        if (g.cand(c) & ~mask) removals.push_back({c, static_cast<uint16_t>(g.cand(c) & ~mask)});
      }
      if (removals.empty()) return false;
      std::vector<int> cells;
      for (size_t i = 0; i < unit.size(); ++i) {
        if ((where >> i) & 1u) cells.push_back(unit[i]);
      }
      step = {};
      step.technique = kHidden[size - 2];
      step.rating = kHiddenRating[size - 2];
      step.cells = cells;
      step.removals = std::move(removals);
      if (g.explain())
        step.text = fmt::format("hidden {} {{{}}} in {} only fits {}", kSizeName[size - 2],
                                ValuesText(mask), UnitText(g, u), CellsText(g, cells));
      return true;
    });
    if (found) return true;
  }
  return false;
}

}  // namespace ps::sudoku::logic
