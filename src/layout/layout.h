// Crossword construction: arranges a word list into an
// interlocking crossword, choosing across or down for each word itself.
//
// The builder places words one at a time, each crossing at least one word already placed, so a
// layout is always one connected piece. A placement is legal under the crossword rules: the cells
// before and after the word are empty, letters at crossings agree, and a new letter never sits
// beside another letter unless both belong to the crossing word. Among legal placements the
// chosen strategy picks one: `compact` (default) weighs crossings against growth of the bounding
// box; `top-down` and `centre-out` are the document's scan orders; `random` picks at random.
// Each attempt runs in a frame (a target width and height); many seeded attempts with different
// frames and word orders run and the best layouts are kept: most words placed, then densest
// (letter cells / bounding-box area), then most crossings. When an attempt's frame has no room
// for some words, a search in that frame (FrameSearch) puts a waiting word across the few words
// in its way, takes those out and puts back what fits, keeping a step when no more letters wait.
// Free-form, a local search then works on the best few: it takes out the words on one side of
// the bounding box (or a few at random, with whatever their removal would leave illegal or cut
// off) and puts them back where the compact score likes them, keeping the change when the box
// is no larger; last, Shrink takes a line off the box and runs the frame search in the smaller
// frame, as long as lines will go.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/budget.h"
#include "core/result.h"
#include "crossword/board.h"
#include "crossword/cluelist.h"
#include "crossword/crossword.h"

namespace ps::layout {

using crossword::ClueWord;
using crossword::Crossword;
using crossword::Strategy;

struct Unplaced {
  std::string answer;
  std::string reason;
};

struct Construction {
  Crossword grid;
  std::vector<Unplaced> unplaced;
  int crossings = 0;   // cells shared by an across and a down entry
  double density = 0;  // letter cells / (width * height)
};

struct ConstructOptions {
  int width = 0;  // a fixed frame when both are > 0; free-form (cropped to the words) otherwise
  int height = 0;
  Strategy strategy = Strategy::kCompact;
  uint64_t seed = 0;
  int count = 1;  // distinct layouts wanted (the document's "continue")
  // Attempts to run; 0 = a default that scales with the list. With a deadline in the budget,
  // attempts go on until it passes (the result then depends on the machine's speed).
  int attempts = 0;
  bool until_deadline = false;
  // Weigh crossings more, in placing words and in ranking layouts: a tighter kriss-kross with
  // more words crossing two or more others (the default ranks by density, then crossings).
  bool more_crossings = false;
  ProgressFn progress;
};

struct ConstructResult {
  std::vector<Construction> layouts;  // best first, pairwise distinct; at least one
  int attempts = 0;                   // attempts run
  bool stopped = false;               // the budget or a cancel ended the search early
};

// Builds layouts of `words` (non-empty, answers distinct). Deterministic for a seed and an
// attempt count. When stopped, the layouts are the best found so far (at least one attempt
// always completes). Free-form, at least one word is always placed; in a fixed frame that no
// word fits, the best layout has no entries and every word is unplaced with its reason.
ConstructResult Construct(const std::vector<ClueWord>& words, const ConstructOptions& options,
                          Budget& budget);

}  // namespace ps::layout
