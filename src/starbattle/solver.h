// The Star Battle counting solver: constraint propagation plus depth-first search, counting
// solutions up to a limit within a budget.
//
// Propagation, to a fixpoint at every node:
//   - a star empties its eight neighbours;
//   - a unit (row, column, zone) holding its count empties the rest of its cells; a unit whose
//     free cells are exactly as many as the stars it still needs fills them;
//   - rows and columns: a run of r free cells holds at most ceil(r/2) stars, so the runs bound the
//     stars a line can still take (too few: contradiction); when the bound is tight every run
//     holds its maximum, which places the stars of odd runs and empties the cells beside each run
//     in the neighbouring lines;
//   - zones: the free cells covered greedily by 2x2 squares (one star each at most) bound the stars
//     a zone can still take.
//   - two neighbouring lines as one strip: runs of usable columns bound the strip's stars;
//   - bands of consecutive rows (columns): zones inside the band and zones touching it against
//     the stars the band needs (pigeonhole), at the top of the search and at every node;
//   - failed-star probing at every node: a free cell whose star propagates to a contradiction
//     is empty.
// Search branches, star first, on a cell of the unit with the fewest ways to place its missing
// stars weighed against the failures the unit caused so far (dom/wdeg); rows and columns are
// also kept as bit masks so that the line and strip bounds are table lookups.
#pragma once

#include <cstdint>
#include <functional>

#include "core/budget.h"
#include "core/outcome.h"
#include "starbattle/starbattle.h"

namespace ps::starbattle {

struct SolveResult {
  Outcome outcome = Outcome::kNone;  // what the count says (see core/outcome.h)
  int count = 0;                     // solutions found, at most the limit
  bool complete = true;              // false: the budget ran out before the search finished
  Solution solution;                 // the first solution found (empty when none)
  int64_t nodes = 0;                 // search nodes
};

// How Solve searches. The defaults keep the order in which the search meets solutions: the
// generator makes a board unique against the second solution it meets, so its boards depend on
// that order. A solve that only counts (or shows a unique solution) may take the quicker order.
struct SolveOptions {
  // The clause-learning engine puts a star on every cell it decides, its decisions follow the
  // latest conflicts more closely early in the search, and it keeps more learnt clauses
  // (cdcl.h): on the benchmark's boards 38 % fewer decisions, the slowest board (21x21) at half
  // of them; the same answers (counts, a unique solution), but a board with several solutions
  // may show another one first.
  bool quick_order = false;
};

// Counts solutions of a valid puzzle (see Validate) up to `limit` (>= 1). Without `trace`, the
// root of the search above settles what it can and the clause-learning engine (cdcl.h) counts
// from there; `nodes` is then its decisions. With `trace`, the depth-first search above runs
// alone and reports each branch. `on_solution`, when
// given, sees every solution found; `trace`, when given, hears each branching decision and
// contradiction as a line of text.
SolveResult Solve(const Puzzle& puzzle, int limit, Budget& budget,
                  const std::function<void(const Solution&)>& on_solution = nullptr,
                  const std::function<void(const std::string&)>& trace = nullptr);
// The same with options (no trace).
SolveResult Solve(const Puzzle& puzzle, int limit, Budget& budget, const SolveOptions& options,
                  const std::function<void(const Solution&)>& on_solution = nullptr);

}  // namespace ps::starbattle
