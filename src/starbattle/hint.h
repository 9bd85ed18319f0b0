// Star Battle hints (the web app's Hint, `puzzlesmith hint`, `puzzlesmith starbattle hint` and the
// library's hint, all through HintStep): the next step as the grader finds it (NextStep, easiest
// technique first), given whole and in a solver's words.
//
// Whole: a "no room" step empties every free square whose star would leave the same row, column
// or zone too little room, not the first one alone (the grader, whose choices make the levels and
// so the puzzles a seed makes, still takes them one square at a time). Its text names that unit as
// the board shows it and says why it runs out of room: which of its squares the star would touch
// or rule out by filling a unit, and how few stars what is left can hold (stars never sit side by
// side in a line; a two-by-two block holds one star at most).
#pragma once

#include <cstdint>
#include <vector>

#include "starbattle/logic.h"

namespace ps::starbattle {

// The hint from `marks` (consistent, as NextStep asks): false when NextStep finds no step. The
// step's `cells` are the units it reasons about and the squares it settles.
bool HintStep(const Puzzle& puzzle, const std::vector<uint8_t>& marks, Step& step,
              int max_level = kNumLevels - 2);

}  // namespace ps::starbattle
