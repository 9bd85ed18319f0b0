// Star Battle as a person solves it: an ordered table of techniques, applied easiest first, one
// step at a time, each step saying which cells it reasons about and what it settles. A puzzle's
// level is the hardest technique its solve needs.
//
//   easy     a unit with all its stars empties its other cells; a star empties its neighbours;
//            a unit with exactly as many free cells as missing stars fills them; runs in a row
//            or column (r free cells hold at most ceil(r/2) stars); "no room": a star here would
//            leave some unit too little room for its stars
//   medium   runs over a strip of two neighbouring rows or columns (one star per 2x2 block)
//   hard     pigeonhole over bands of rows or columns: m lines against the zones inside them or
//            the zones that cover them
//   expert   contradiction: a star here leads, by the techniques above, to a broken unit
//   extreme  none of the above finishes: trial and error (search)
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/budget.h"
#include "starbattle/starbattle.h"

namespace ps::starbattle {

struct Level {
  std::string_view name;
  char code;
  std::string_view techniques;
};

inline constexpr Level kLevels[] = {
    {"easy", 'e', "full units, neighbours of stars, just enough room, runs in a line, no room"},
    {"medium", 'm', "runs in two-line strips (one star per 2x2 block)"},
    {"hard", 'h', "pigeonhole over bands of rows or columns and their zones"},
    {"expert", 'x', "contradiction from a trial star"},
    {"extreme", 'z', "trial and error (search)"},
};
inline constexpr int kNumLevels = 5;
int FindLevel(std::string_view name);  // -1 when unknown

enum class Technique {
  kFullUnit,
  kNeighbours,
  kJustEnough,
  kLineRuns,
  kStripRuns,
  kNoRoom,
  kBand,
  kContradiction,
  kSearch,
};
std::string_view TechniqueName(Technique t);
int TechniqueLevel(Technique t);

// Cell marks while solving: 0 unknown, 1 star, 2 empty.
inline constexpr uint8_t kUnknown = 0, kStarMark = 1, kEmptyMark = 2;

struct Step {
  Technique technique = Technique::kFullUnit;
  std::vector<int> cells;    // what the reasoning looks at (a unit's cells, a trial star)
  std::vector<int> stars;    // cells this step fills with stars
  std::vector<int> empties;  // cells this step marks empty
  std::string text;          // e.g. "row 3 has its 2 stars: r3c1, r3c5 are empty"
};

struct GradeResult {
  int level = 0;
  bool solved = false;  // the techniques (search included) reached the solution
  std::vector<Step> steps;
};

// The next step from `marks` (n*n, see kUnknown...), easiest technique first; nullopt-like empty
// `technique == kSearch` with no effect when nothing applies. `marks` must be consistent.
bool NextStep(const Puzzle& puzzle, const std::vector<uint8_t>& marks, Step& step,
              int max_level = kNumLevels - 2);

// Grades a puzzle with exactly one solution: the steps from an empty board. When the techniques
// stall, one kSearch step fills the rest from the solver (level extreme).
GradeResult Grade(const Puzzle& puzzle, Budget& budget);

// The cells still unknown when the techniques up to `max_level` stall, from an empty board
// (0: solved at that level). -1 when the budget ran out.
int Unresolved(const Puzzle& puzzle, int max_level, Budget& budget);
// The same, leaving in `marks` the marks where the techniques stalled.
int Unresolved(const Puzzle& puzzle, int max_level, Budget& budget, std::vector<uint8_t>& marks);

// Applies a step to marks.
void Apply(const Step& step, std::vector<uint8_t>& marks);

}  // namespace ps::starbattle
