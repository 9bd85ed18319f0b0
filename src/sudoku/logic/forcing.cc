// The last resort, tried only when every forcing chain fails (level "beyond"): trial and error.
// Assume a candidate and apply every technique up to the XY-chains; a contradiction removes it
// (rated 11.0, up to 11.9 as the contradiction takes longer). If even that finds nothing, a
// candidate is removed because a complete search shows it leads to no solution (12.0): pure
// guessing.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <vector>

#include "sudoku/count_solver.h"
#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace ps::sudoku::logic {

namespace {

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
      while (!broken && !trial.Solved() && NextStep(trial, inner, budget, 7.4)) {
        trial.Apply(inner);
        ++depth;
        broken = trial.Broken();
      }
      if (!broken) continue;
      step = {};
      step.technique = Technique::kTrialAndError;
      step.rating = std::min(11.9, 11.0 + 0.1 * (depth / 8));
      step.cells = {c};
      step.removals = {{c, static_cast<uint16_t>(1u << (v - 1))}};
      if (g.explain())
        step.text = fmt::format(
            "if {} were {}, the techniques up to XY-chains lead to a contradiction after {} steps, "
            "so it "
            "is not, because a digit that leaves a square or a unit with no place for a digit "
            "cannot be part of the solution",
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
      CountResult r = solver.Count(p, 1, inner);
      if (!r.complete) return false;
      if (r.count > 0) continue;
      step = {};
      step.technique = Technique::kTrialAndError;
      step.rating = 12.0;
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
