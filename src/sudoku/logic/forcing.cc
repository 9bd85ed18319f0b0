// The last resorts, tried only when every pattern technique fails.
//   Forcing chain (by contradiction): assume a candidate and follow singles; if that empties a
//     cell or leaves a value no place in a unit, the candidate is false. The rating grows with
//     the number of singles the contradiction takes (7.2 up to 8.6, like SE's forcing chains).
//   Trial and error: assume a candidate and apply every technique below this one; a
//     contradiction removes it (8.8 up to 9.4). If even that finds nothing, a candidate is
//     removed because a complete search shows it leads to no solution (10.0): pure guessing.
#include <fmt/format.h>

#include <bit>

#include "sudoku/count_solver.h"
#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace ps::sudoku::logic {

namespace {

// One look at the grid for FollowSingles: whether it is broken (as LogicGrid::Broken), and if
// not, the single the grader would apply next (as HiddenSingle on boxes, then on lines, then
// NakedSingle: the first unit or cell in index order) in one pass over the units, with no step
// built. -1 broken, 0 no single, 1 a single in (cell, value).
int ScanSingles(const LogicGrid& g, int& cell, int& value) {
  const int n = g.n();
  const uint32_t all = (1u << n) - 1;
  const auto& units = g.topo().units;
  int box_unit = -1, line_unit = -1;
  uint32_t box_single = 0, line_single = 0;
  for (int u = 0; u < static_cast<int>(units.size()); ++u) {
    uint32_t once = 0, twice = 0, placed = 0, seen = 0;
    for (int c : units[static_cast<size_t>(u)]) {
      const uint32_t cand = g.cand(c);
      seen |= cand;
      if (g.value(c)) {
        placed |= 1u << (g.value(c) - 1);
      } else {
        twice |= once & cand;
        once |= cand;
      }
    }
    if (seen != all) return -1;
    const uint32_t single = once & ~twice & ~placed;
    if (!single) continue;
    const bool is_box = u >= 2 * n && u < 3 * n;
    if (is_box && box_unit < 0) {
      box_unit = u;
      box_single = single;
    } else if (!is_box && line_unit < 0) {
      line_unit = u;
      line_single = single;
    }
  }
  int naked = -1;
  for (int c = 0; c < g.cells(); ++c) {
    if (g.value(c)) continue;
    if (!g.cand(c)) return -1;
    if (naked < 0 && std::popcount(static_cast<unsigned>(g.cand(c))) == 1) naked = c;
  }
  const int u = box_unit >= 0 ? box_unit : line_unit;
  if (u >= 0) {
    value = std::countr_zero(box_unit >= 0 ? box_single : line_single) + 1;
    for (int c : units[static_cast<size_t>(u)]) {
      if (!g.value(c) && (g.cand(c) & (1u << (value - 1)))) cell = c;
    }
    return 1;
  }
  if (naked < 0) return 0;
  cell = naked;
  value = std::countr_zero(static_cast<unsigned>(g.cand(naked))) + 1;
  return 1;
}

// An assumption followed by singles, carried on as the step limit grows (the singles come in a
// fixed order, so the first `limit` of them are the same whatever the limit).
struct Assumption {
  LogicGrid grid;
  int steps = 0;
  int status = 0;  // 0 going on, -1 contradiction, 1 no single left (never a contradiction)
  // Applies singles while fewer than `limit` were applied; a contradiction found before one of
  // them or after the last ends it.
  void Follow(int limit) {
    while (status == 0) {
      int cell = -1, value = 0;
      const int scan = ScanSingles(grid, cell, value);
      if (scan < 0) {
        status = -1;
      } else if (steps >= limit) {
        return;
      } else if (scan == 0) {
        status = 1;
      } else {
        grid.Place(cell, value);
        ++steps;
      }
    }
  }
};

// Cells in order of fewest candidates: short chains start from them.
std::vector<int> CellsByCandidates(const LogicGrid& g) {
  std::vector<int> order;
  for (int k = 2; k <= g.n(); ++k) {
    for (int c = 0; c < g.cells(); ++c) {
      if (!g.value(c) && std::popcount(static_cast<unsigned>(g.cand(c))) == k) order.push_back(c);
    }
  }
  return order;
}

}  // namespace

bool ForcingChain(const LogicGrid& g, Step& step, Budget& budget) {
  const std::vector<int> order = CellsByCandidates(g);
  // Iterative deepening on the number of singles: the shortest contradiction wins. Each
  // assumption keeps its grid from one limit to the next.
  std::vector<Assumption> assumed;
  for (int limit : {2, 4, 8, 16, 32, 64, 256}) {
    size_t next = 0;
    for (int c : order) {
      for (uint16_t m = g.cand(c); m; m = static_cast<uint16_t>(m & (m - 1))) {
        if (!budget.Step()) return false;
        int v = std::countr_zero(static_cast<unsigned>(m)) + 1;
        if (next == assumed.size()) {
          assumed.push_back(Assumption{g});
          assumed.back().grid.Place(c, v);
        }
        Assumption& a = assumed[next++];
        a.Follow(limit);
        if (a.status >= 0) continue;
        double rating = 7.2;
        for (int l = 2; l < limit && rating < 8.6; l *= 2) rating += 0.2;
        step = {};
        step.technique = Technique::kForcingChain;
        step.rating = std::min(rating, 8.6);
        step.cells = {c};
        step.removals = {{c, static_cast<uint16_t>(1u << (v - 1))}};
        if (g.explain())
          step.text = fmt::format(
              "if {} were {}, singles would lead to a contradiction within {} "
              "steps",
              CellText(g, c), ValueChar(v), limit);
        return true;
      }
    }
  }
  return false;
}

bool TrialAndError(const LogicGrid& g, Step& step, Budget& budget) {
  const std::vector<int> order = CellsByCandidates(g);
  for (int c : order) {
    for (uint16_t m = g.cand(c); m; m = static_cast<uint16_t>(m & (m - 1))) {
      if (!budget.CheckNow()) return false;
      int v = std::countr_zero(static_cast<unsigned>(m)) + 1;
      LogicGrid trial = g;
      trial.Place(c, v);
      int depth = 0;
      Step inner;
      bool broken = trial.Broken();
      while (!broken && !trial.Solved() && NextStep(trial, inner, budget, 8.6)) {
        trial.Apply(inner);
        ++depth;
        broken = trial.Broken();
      }
      if (!broken) continue;
      step = {};
      step.technique = Technique::kTrialAndError;
      step.rating = std::min(9.4, 8.8 + 0.1 * (depth / 8));
      step.cells = {c};
      step.removals = {{c, static_cast<uint16_t>(1u << (v - 1))}};
      if (g.explain())
        step.text = fmt::format(
            "if {} were {}, the techniques above lead to a contradiction "
            "after {} steps",
            CellText(g, c), ValueChar(v), depth);
      return true;
    }
  }
  // Nothing short of search: remove a candidate that a complete search refutes.
  CountSolver solver(g.topo().geo);
  for (int c : order) {
    for (uint16_t m = g.cand(c); m; m = static_cast<uint16_t>(m & (m - 1))) {
      int v = std::countr_zero(static_cast<unsigned>(m)) + 1;
      Puzzle p{g.topo().geo, g.values()};
      p.cells[static_cast<size_t>(c)] = static_cast<uint8_t>(v);
      Budget inner = budget.Child(0);
      CountResult r = solver.Count(p, 1, &inner);
      if (!r.complete) return false;
      if (r.count > 0) continue;
      step = {};
      step.technique = Technique::kTrialAndError;
      step.rating = 10.0;
      step.cells = {c};
      step.removals = {{c, static_cast<uint16_t>(1u << (v - 1))}};
      if (g.explain())
        step.text =
            fmt::format("a complete search shows {} cannot be {}", CellText(g, c), ValueChar(v));
      return true;
    }
  }
  return false;
}

}  // namespace ps::sudoku::logic
