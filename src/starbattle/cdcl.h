// The Star Battle counting engine behind Solve (solver.h): conflict-driven clause learning over
// the puzzle's own rules (native propagators with reasons, as in lazy clause generation), no
// CNF encoding. Each cell is a boolean (star or empty). The rules, each with the false literals
// that justify it:
//   - a star empties its eight neighbours (the star);
//   - a unit with all its stars empties the rest (those stars); a unit with only as many free
//     cells as missing stars fills them (its empty cells);
//   - a row or column whose runs of free cells cannot hold its missing stars fails; when they
//     hold exactly enough, odd runs place their stars and even runs empty the cells beside them;
//   - two neighbouring lines as a strip: runs of usable columns bound its stars;
//   - a zone: a greedy cover of its free cells by 2x2 squares bounds its stars.
// Reasons are minimised: a failure keeps only the settled cells its bound needs, and a tight
// line's conclusion is explained by the failure its opposite would cause. Short reasons are what
// make the learnt clauses useful. A conflict is analysed to its first unique implication point
// (learnt clause minimised recursively); decisions follow VSIDS activity from a heap with saved
// phases (star first), the activity decaying by 0.95 a conflict; for a quick count, every
// decision is a star, the decay rises from 0.9 to 0.98 by 0.01 every 1,000 conflicts (as Glucose
// does) and more learnt clauses are kept; restarts when recent learnt clauses have a much higher
// LBD than the average; learnt clauses pruned by literal block distance.
// Counting goes on after a solution by adding, at level 0, the clause that forbids it.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "core/budget.h"
#include "starbattle/solver.h"

namespace ps::starbattle {

// Same contract as Solve (solver.h), without the trace. `facts`, when given, are cells already
// known in every solution (n*n marks: 0 unknown, 1 star, 2 empty), such as the depth-first
// solver's root propagation settles. `quick_order`: the quick count above (see SolveOptions in
// solver.h).
SolveResult SolveCdcl(const Puzzle& puzzle, int limit, Budget& budget,
                      const std::function<void(const Solution&)>& on_solution = nullptr,
                      const std::vector<uint8_t>* facts = nullptr, bool quick_order = false);

}  // namespace ps::starbattle
