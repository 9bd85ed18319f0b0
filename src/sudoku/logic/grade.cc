// The grader: always the easiest step, rated on the SE scale; see logic.h.
#include <algorithm>

#include "sudoku/logic.h"

namespace ps::sudoku {

bool NextStep(const LogicGrid& g, Step& step, Budget& budget, double max_rating,
              double min_rating) {
  using namespace logic;
  if (g.Solved()) return false;
  struct Finder {
    double rating;  // the lowest rating the finder can give
    bool (*find)(const LogicGrid&, Step&, Budget&);
  };
  static const Finder kFinders[] = {
      {1.0, [](const LogicGrid& x, Step& s,
               Budget&) { return KillerStep(x, KillerRule::kSingleCage, s); }},
      {1.2, [](const LogicGrid& x, Step& s, Budget&) { return HiddenSingle(x, true, s); }},
      {1.4, [](const LogicGrid& x, Step& s,
               Budget&) { return KillerStep(x, KillerRule::kLastSquare, s); }},
      {1.5, [](const LogicGrid& x, Step& s, Budget&) { return HiddenSingle(x, false, s); }},
      {2.0, [](const LogicGrid& x, Step& s,
               Budget&) { return KillerStep(x, KillerRule::kOneCombination, s); }},
      {2.3, [](const LogicGrid& x, Step& s, Budget&) { return NakedSingle(x, s); }},
      {2.5, [](const LogicGrid& x, Step& s,
               Budget&) { return KillerStep(x, KillerRule::kCombinations, s); }},
      {2.6, [](const LogicGrid& x, Step& s, Budget&) { return Intersection(x, true, s); }},
      {2.6, [](const LogicGrid& x, Step& s,
               Budget&) { return KillerStep(x, KillerRule::kHouseOne, s); }},
      {2.8, [](const LogicGrid& x, Step& s, Budget&) { return Intersection(x, false, s); }},
      {2.8, [](const LogicGrid& x, Step& s,
               Budget&) { return KillerStep(x, KillerRule::kHouseCage, s); }},
      {3.0, [](const LogicGrid& x, Step& s, Budget&) { return NakedSubset(x, 2, s); }},
      {3.0, [](const LogicGrid& x, Step& s,
               Budget&) { return KillerStep(x, KillerRule::kHouseBounds, s); }},
      {3.2, [](const LogicGrid& x, Step& s, Budget&) { return Fish(x, 2, s); }},
      {3.2, [](const LogicGrid& x, Step& s,
               Budget&) { return KillerStep(x, KillerRule::kHouseSplit, s); }},
      {3.4, [](const LogicGrid& x, Step& s, Budget&) { return HiddenSubset(x, 2, s); }},
      {3.4, [](const LogicGrid& x, Step& s,
               Budget&) { return KillerStep(x, KillerRule::kLinesOne, s); }},
      {3.6, [](const LogicGrid& x, Step& s, Budget&) { return NakedSubset(x, 3, s); }},
      {3.6, [](const LogicGrid& x, Step& s,
               Budget&) { return KillerStep(x, KillerRule::kLinesCage, s); }},
      {3.8, [](const LogicGrid& x, Step& s, Budget&) { return Fish(x, 3, s); }},
      {3.8, [](const LogicGrid& x, Step& s,
               Budget&) { return KillerStep(x, KillerRule::kLinesBounds, s); }},
      {3.9, [](const LogicGrid& x, Step& s,
               Budget&) { return KillerStep(x, KillerRule::kLinesSplit, s); }},
      {4.0, [](const LogicGrid& x, Step& s, Budget&) { return HiddenSubset(x, 3, s); }},
      {4.1, [](const LogicGrid& x, Step& s, Budget&) { return XChain(x, s, 3); }},
      {4.1, [](const LogicGrid& x, Step& s, Budget&) { return LawOfLeftovers(x, s); }},
      {4.2, [](const LogicGrid& x, Step& s, Budget&) { return XYWing(x, s); }},
      {4.4, [](const LogicGrid& x, Step& s, Budget&) { return XYZWing(x, s); }},
      {4.5, [](const LogicGrid& x, Step& s, Budget&) { return UniqueRectangle(x, s); }},
      {4.5, [](const LogicGrid& x, Step& s, Budget&) { return UniqueRectangleTypes2And4(x, s); }},
      {4.6, [](const LogicGrid& x, Step& s, Budget&) { return UniqueLoop(x, s); }},
      {5.0, [](const LogicGrid& x, Step& s, Budget&) { return NakedSubset(x, 4, s); }},
      {5.2, [](const LogicGrid& x, Step& s, Budget&) { return Fish(x, 4, s); }},
      {5.4, [](const LogicGrid& x, Step& s, Budget&) { return HiddenSubset(x, 4, s); }},
      {5.4, [](const LogicGrid& x, Step& s, Budget&) { return XChain(x, s, 5); }},
      {5.5, [](const LogicGrid& x, Step& s, Budget&) { return WWing(x, s); }},
      {5.6, [](const LogicGrid& x, Step& s, Budget&) { return Bug(x, s); }},
      {6.5,
       [](const LogicGrid& x, Step& s, Budget& bu) {
         // The chain kinds compete: take the lower rating.
         Step a, b, c;
         const bool fa = XChain(x, a), fb = XYChain(x, b);
         if (fa || fb) s = (fa && (!fb || a.rating <= b.rating)) ? a : b;
         // A forcing chain only where it is rated lower.
         if (DynamicChain(x, ChainFamily::kForcing, c, bu, fa || fb ? s.rating : 1e9)) {
           s = std::move(c);
           return true;
         }
         return fa || fb;
       }},
      {7.5, [](const LogicGrid& x, Step& s,
               Budget& bu) { return DynamicChain(x, ChainFamily::kNishio, s, bu); }},
      {8.0, [](const LogicGrid& x, Step& s,
               Budget& bu) { return DynamicChain(x, ChainFamily::kMultiple, s, bu); }},
      {8.5, [](const LogicGrid& x, Step& s,
               Budget& bu) { return DynamicChain(x, ChainFamily::kDynamic, s, bu); }},
      {9.0, [](const LogicGrid& x, Step& s,
               Budget& bu) { return DynamicChain(x, ChainFamily::kDynamicPlus, s, bu); }},
      {11.0, [](const LogicGrid& x, Step& s, Budget& bu) { return TrialAndError(x, s, bu); }},
  };
  for (const Finder& f : kFinders) {
    if (f.rating > max_rating + 1e-9) return false;
    if (f.rating < min_rating - 1e-9) continue;
    if (!budget.CheckNow()) return false;
    if (f.find(g, step, budget)) return step.rating <= max_rating + 1e-9;
  }
  return false;
}

GradeResult Grade(const Puzzle& puzzle, const GradeOptions& options, Budget& budget) {
  Topology topo(puzzle.geo);
  return Grade(topo, puzzle, options, budget);
}

GradeResult Grade(const Topology& topo, const Puzzle& puzzle, const GradeOptions& options,
                  Budget& budget) {
  return Grade(LogicGrid(topo, puzzle), options, budget);
}

GradeResult Grade(LogicGrid grid, const GradeOptions& options, Budget& budget, double rating) {
  grid.set_explain(options.keep_steps);
  if (grid.Broken()) return GradeResult{false, true, 0, 0, {}, {}};
  GradeResult result;
  result.rating = rating;
  Step step;
  while (!grid.Solved()) {
    if (!NextStep(grid, step, budget, options.max_rating)) {
      result.complete = !budget.Exhausted();
      break;
    }
    result.rating = std::max(result.rating, step.rating);
    grid.Apply(step);
    if (options.keep_steps) result.steps.push_back(std::move(step));
  }
  result.solved = grid.Solved() && !grid.Broken();
  if (result.solved) result.solution = grid.values();
  result.level = LevelOf(result.rating);
  return result;
}

}  // namespace ps::sudoku
