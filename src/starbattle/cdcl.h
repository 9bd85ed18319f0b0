// A second Star Battle counting engine: conflict-driven clause learning over the puzzle's own
// constraints (CDCL with native rules, as in lazy clause generation). Each cell is a boolean
// (star or empty). The rules propagate directly and say why: a star empties its eight
// neighbours (the reason is the star); a unit (row, column, zone) with all its stars empties the
// rest (the reason is those stars); a unit with only as many free cells as missing stars fills
// them (the reason is its empty cells); a row or column whose runs of free cells cannot hold its
// missing stars fails (the reason is its settled cells). A conflict is analysed back to its first
// unique implication point; the learnt clause joins the rules, so no later branch repeats the
// failure. Decisions follow variable activity (VSIDS) with saved phases, Luby restarts, and
// learnt clauses are pruned by literal block distance. Counting goes on after a solution by
// adding the clause that forbids it.
//
// On large boards (the 21x21 k=5 puzzles) this explores far fewer nodes than the depth-first
// solver in solver.cc, which stays the engine for `--trace` and small boards.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "core/budget.h"
#include "starbattle/solver.h"

namespace ps::starbattle {

// Same contract as Solve (solver.h), without the trace. `facts`, when given, are cells already
// known in every solution (n*n marks: 0 unknown, 1 star, 2 empty), such as the depth-first
// solver's root propagation settles.
SolveResult SolveCdcl(const Puzzle& puzzle, int limit, Budget* budget = nullptr,
                      const std::function<void(const Solution&)>& on_solution = nullptr,
                      const std::vector<uint8_t>* facts = nullptr);

}  // namespace ps::starbattle
