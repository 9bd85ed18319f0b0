// Star Battle generation.
//
// kStarsFirst (the default): a random star placement (k per row and column, none touching), one
// small region grown around each star, regions joined into N zones of k stars each, then zone
// borders moved until one solution remains: while the solver finds a second solution, a cell
// that is a star there but not in the intended one moves to a neighbouring zone (its own zone
// staying connected), which keeps the intended solution and rules the other one out.
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

struct GenerateParams {
  int n = 10;
  int stars = 2;
  int level = -1;  // index into kLevels (logic.h); -1: any
  Method method = Method::kStarsFirst;
};

struct Generated {
  Puzzle puzzle;
  Solution solution;
  int level = 0;
  int attempts = 0;      // boards started
  int border_moves = 0;  // cells moved between zones in the kept attempt
};

// Fails with kInvalidInput for impossible sizes, kBudget when the budget runs out.
Result<Generated> Generate(const GenerateParams& params, Rng& rng, Budget& budget);

// A random star placement: k per row and column, none touching; empty when the budget ran out.
Solution RandomStars(int n, int k, Rng& rng, Budget& budget);

}  // namespace ps::starbattle
