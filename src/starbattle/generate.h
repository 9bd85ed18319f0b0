// Star Battle generation.
//
// kStarsFirst (the default): a random star placement (k per row and column, none touching), one
// small region grown around each star, regions joined into N zones of k stars each.
//   - An asked level the techniques reach (easy to expert): a grade-guided walk. A non-star cell
//     moves to a neighbouring zone (its own zone staying connected, so the intended solution
//     stays one; three moves in four are drawn from the cells the techniques leave unknown and
//     their neighbours) and the move is kept when the techniques up to the level leave no more
//     cells unknown than before, until they solve the board (which makes it unique) and the easier
//     techniques do not. A map is dropped for a fresh one after 16 n^2 draws (32 n^2 when at most
//     n / 2 cells are left by then) or n^2 draws without a gain.
//   - Extreme, and the first step when no level is asked: a unique board. While the solver finds
//     other solutions (up to 24 per call), a cell that is a star in one of them but not in the
//     intended one moves to a neighbouring zone (with any part of its zone it cuts off from the
//     zone's stars), which keeps the intended solution and rules the other one out.
//   - No level asked: the unique board is given when the techniques solve it (with few stars for
//     the size it mostly is); otherwise the walk above runs from it, on at most 3 zone maps, each
//     with a bounded number of technique steps; when none reaches a board the techniques solve,
//     the first unique board is given (extreme). Past 17x17 the unique board is given whatever
//     its level. Each zone map also has a bounded number of solver nodes to become unique: one
//     that needs more is dropped for a fresh one. The bounds count work, not time, so the result
//     stays the same per seed; the level given is always the one the grader finds.
//
// kSweetspots: the Sweet Spots document's CreateGame for comparison: random zone sizes from a
// triangular distribution, zones walked out cell by cell, the board transposed at random, and
// the whole repeated until the zones fill the board; here repeated further until the board has
// exactly one solution (the document only asked for one to exist).
//
// Post-conditions (checked in tests): IsSolution, exactly one solution, grade == asked level.
// Deterministic per Rng state.
#pragma once

#include <string_view>

#include "core/budget.h"
#include "core/rng.h"
#include "starbattle/starbattle.h"

namespace ps::starbattle {

enum class Method { kStarsFirst, kSweetspots };
Result<Method> ParseMethod(std::string_view text);  // "stars-first", "sweetspots"

// The zone shapes of stars-first. kCompact: each star's region grown by a random flood fill.
// kSnakes: n / 3 stars first grow a snake each (a path one cell wide, n / 2 to n cells), the
// flood fill leaves the snakes one cell wide, and cells with one neighbour in their region (teeth)
// join the region beside them. The later border moves may still reshape them; at 14x14 k=3 the
// longest zone comes out longer and the zones less compact, closer to hand-made boards
// (docs/quality.md).
enum class ZoneStyle { kCompact, kSnakes };
Result<ZoneStyle> ParseZoneStyle(std::string_view text);  // "compact", "snakes"

struct GenerateParams {
  int n = 10;
  int stars = 2;
  // Index into kLevels (logic.h); -1: any level, easy to expert whenever the bounded walk reaches
  // one (see above).
  int level = -1;
  Method method = Method::kStarsFirst;
  ZoneStyle zones = ZoneStyle::kCompact;
};

struct Generated {
  Puzzle puzzle;
  Solution solution;
  int level = 0;
  int attempts = 0;      // boards started
  int border_moves = 0;  // cells moved between zones in the kept attempt
};

// Fails with kInvalidInput for impossible sizes (n < 4k: no k stars a row and column fit there,
// none touching), kBudget when the budget runs out.
Result<Generated> Generate(const GenerateParams& params, Rng& rng, Budget& budget);

// A random star placement: k per row and column, none touching; empty when the budget ran out.
Solution RandomStars(int n, int k, Rng& rng, Budget& budget);

}  // namespace ps::starbattle
