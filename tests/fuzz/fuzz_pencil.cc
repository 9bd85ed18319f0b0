// Fuzz target: the pencil-mark grid reader behind `sudoku hint`. Whatever parses must give a
// grid whose next step can be looked for (with a small budget) without harm.
#include <cstdint>
#include <string>

#include "core/budget.h"
#include "sudoku/format.h"
#include "sudoku/logic.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace ps::sudoku;
  std::string text(reinterpret_cast<const char*>(data), size);
  ps::Result<PencilGrid> g = ParsePencilMarks(text);
  if (!g.ok()) return 0;
  PS_CHECK(g->values.size() == g->candidates.size());
  PS_CHECK(static_cast<int>(g->values.size()) == g->geo.cells());
  Topology topo(g->geo);
  LogicGrid grid(topo, g->values, g->candidates);
  if (grid.Broken() || grid.Solved()) return 0;
  ps::Budget budget = ps::Budget::Unlimited().WithNodeLimit(500).WithDeadlineSeconds(0.5);
  Step step;
  (void)NextStep(grid, step, budget, 7.0);
  return 0;
}
