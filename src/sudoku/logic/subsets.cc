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

// Calls `visit` with every k-subset of `items` (as indices, in lexicographic order), until it
// returns true.
template <typename Visit>
bool ForSubsets(int count, int k, Visit&& visit) {
  if (k > count || k <= 0) return false;
  std::vector<int> pick(static_cast<size_t>(k));
  for (int i = 0; i < k; ++i) pick[static_cast<size_t>(i)] = i;
  for (;;) {
    if (visit(static_cast<const std::vector<int>&>(pick))) return true;
    // The next combination: the rightmost index that can still grow, then its tail.
    int i = k - 1;
    while (i >= 0 && pick[static_cast<size_t>(i)] == count - k + i) --i;
    if (i < 0) return false;
    ++pick[static_cast<size_t>(i)];
    for (int j = i + 1; j < k; ++j)
      pick[static_cast<size_t>(j)] = pick[static_cast<size_t>(j - 1)] + 1;
  }
}

}  // namespace

bool NakedSubset(const LogicGrid& g, int size, Step& step) {
  const auto& units = g.topo().units;
  for (int u = 0; u < static_cast<int>(units.size()); ++u) {
    std::vector<int> open;
    for (int c : units[static_cast<size_t>(u)]) {
      int k = std::popcount(static_cast<unsigned>(g.cand(c)));
      if (!g.value(c) && k >= 2 && k <= size) open.push_back(c);
    }
    if (static_cast<int>(open.size()) < size) continue;
    bool found = ForSubsets(static_cast<int>(open.size()), size, [&](const std::vector<int>& pick) {
      uint16_t values = 0;
      for (int i : pick)
        values = static_cast<uint16_t>(values | g.cand(open[static_cast<size_t>(i)]));
      if (std::popcount(static_cast<unsigned>(values)) != size) return false;
      std::vector<int> cells;
      for (int i : pick) cells.push_back(open[static_cast<size_t>(i)]);
      std::vector<std::pair<int, uint16_t>> removals;
      for (int c : units[static_cast<size_t>(u)]) {
        if (g.value(c) || std::find(cells.begin(), cells.end(), c) != cells.end()) continue;
        if (g.cand(c) & values) removals.push_back({c, static_cast<uint16_t>(g.cand(c) & values)});
      }
      if (removals.empty()) return false;
      step = {};
      step.technique = kNaked[size - 2];
      step.rating = kNakedRating[size - 2];
      step.cells = cells;
      step.removals = std::move(removals);
      if (g.explain())
        step.text = fmt::format("naked {} {{{}}} in {} holds {}", kSizeName[size - 2],
                                ValuesText(values), UnitText(g, u), CellsText(g, cells));
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
    // Values not placed in the unit, with 2..size places.
    std::vector<int> values;
    std::vector<uint32_t> places;  // bit i = unit cell i
    for (int v = 1; v <= n; ++v) {
      const uint16_t bit = static_cast<uint16_t>(1u << (v - 1));
      uint32_t where = 0;
      bool placed = false;
      for (size_t i = 0; i < unit.size(); ++i) {
        int c = unit[i];
        if (g.value(c) == v) placed = true;
        if (!g.value(c) && (g.cand(c) & bit)) where |= 1u << i;
      }
      int k = std::popcount(where);
      if (!placed && k >= 2 && k <= size) {
        values.push_back(v);
        places.push_back(where);
      }
    }
    if (static_cast<int>(values.size()) < size) continue;
    bool found =
        ForSubsets(static_cast<int>(values.size()), size, [&](const std::vector<int>& pick) {
          uint32_t where = 0;
          uint16_t mask = 0;
          for (int i : pick) {
            where |= places[static_cast<size_t>(i)];
            mask = static_cast<uint16_t>(mask | (1u << (values[static_cast<size_t>(i)] - 1)));
          }
          if (std::popcount(where) != size) return false;
          std::vector<std::pair<int, uint16_t>> removals;
          std::vector<int> cells;
          for (size_t i = 0; i < unit.size(); ++i) {
            if (!(where & (1u << i))) continue;
            int c = unit[i];
            cells.push_back(c);
            if (g.cand(c) & ~mask)
              removals.push_back({c, static_cast<uint16_t>(g.cand(c) & ~mask)});
          }
          if (removals.empty()) return false;
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
