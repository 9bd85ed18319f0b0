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

// Applies singles until none is left, at most `max_steps` of them. Returns the number applied,
// or -1 when the grid became contradictory.
int FollowSingles(LogicGrid& g, int max_steps) {
  int steps = 0;
  Step s;
  while (steps < max_steps) {
    if (g.Broken()) return -1;
    if (!HiddenSingle(g, true, s) && !HiddenSingle(g, false, s) && !NakedSingle(g, s)) {
      return steps;
    }
    g.Apply(s);
    ++steps;
  }
  return g.Broken() ? -1 : steps;
}

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
  // Iterative deepening on the number of singles: the shortest contradiction wins.
  for (int limit : {2, 4, 8, 16, 32, 64, 256}) {
    for (int c : order) {
      for (uint16_t m = g.cand(c); m; m = static_cast<uint16_t>(m & (m - 1))) {
        if (!budget.Step()) return false;
        int v = std::countr_zero(static_cast<unsigned>(m)) + 1;
        LogicGrid trial = g;
        trial.Place(c, v);
        int steps = FollowSingles(trial, limit);
        if (steps >= 0) continue;
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
