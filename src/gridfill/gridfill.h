// Crossword grid fill from a large scored word list: the constructor's job of filling a
// block pattern, some entries possibly fixed by the theme, with good entries. The fill-in solver
// (fillin.h) is the special case of an exact list; this filler is tuned for lists of 100,000+
// entries:
//
//   * each slot's candidates are a reversible sparse bitset over the words of its length, the
//     words sorted best score first, so the first candidate is the best one;
//   * every cell keeps the letters both of its slots can still have; a slot whose candidates
//     shrink recomputes its letter supports, and a letter that loses support leaves the crossing
//     slot's candidates (arc consistency through letter supports, as Qxw and ingrid_core keep);
//   * a slot reduced to one word removes that word (and, on request, every word sharing an
//     N-letter substring with it) from every other slot, inside propagation;
//   * the next slot is the one with the fewest candidates per conflict weight (dom/wdeg); the
//     search branches slot = best word / slot != that word and restarts with a growing cap on
//     failures, the weights kept across restarts;
//   * once decisions leave the open slots in parts that share no open crossing (the corners of
//     a themeless grid once its long stacks are in), each part is filled on its own: when one
//     has no fill, the search goes back to the decision that split them instead of through the
//     parts filled before it; within a run, parts that come up again with the same candidates
//     reuse their fill or their failure;
//   * a run that ends inside its cap has searched everything: "no fill" is then proved (a run
//     that went back over filled parts is followed by a plain one, since the parts share the
//     rule that no entry is used twice).
//
// A grid's preferred words (GridFillOptions::preferred) come before every other candidate, and a
// slot that can still take one is branched on first, so that they are placed while they fit.
// Otherwise candidates are ordered by the quality score's grade of each entry (quality.h: a short
// abbreviation or a piece of crosswordese goes behind the dictionary words), then by the list's
// score. The first fill is searched for with good entries (dictionary words and names: no
// quality charge for being short non-words or crosswordese) weighed first: a decision counts the
// good words it leaves its crossing slots, the others at a twentieth; after 50,000 dead ends
// without a fill that try is dropped and the plain search runs as before. Once a first fill is
// found, `quality_rounds` rounds of large-neighbourhood search improve it, good words weighed first
// again: each round takes an entry the quality score charges, frees it and the slots around it
// (breadth first over crossings), keeps every other entry and refills the freed part with a capped
// search. Most rounds keep each freed slot to words graded as well as its word or better, and
// three in four of those ask for a better grade in the charged entry's place (so a fill found is a
// gain, not a trade of one non-word for another); the others ask for a different word there (a
// sideways move), and one round in ten refills a smaller part freely. A new fill is kept when its
// quality score is no lower (fewer repeated roots first), and the best one seen is the result;
// the search ends early after 250 rounds without a better fill.
// The min score stays a hard floor.
//
// The filler is deterministic per seed (the rounds too, unless `quality_seconds` cuts them
// short). "Budget exhausted" is its own outcome.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/budget.h"
#include "core/grid.h"
#include "core/outcome.h"
#include "core/result.h"
#include "crossword/board.h"
#include "crossword/wordlist.h"
#include "gridfill/quality.h"

namespace ps::gridfill {

using crossword::Board;
using crossword::Dictionary;
using crossword::Fill;
using crossword::ToString;

struct GridFillOptions {
  int min_score = 50;            // entries scored below this are not used
  int max_shared_substring = 0;  // N >= 2: no two entries share N letters in a row; 0: off
  uint64_t seed = 1;
  // Rounds of quality search after the first fill (0: the first fill as found), and a cap on
  // their time in seconds; the rounds are the deterministic budget, the time a cap (and the
  // search stops early once no entry is weak).
  int quality_rounds = 0;
  double quality_seconds = 3;
  // Words tried first in every slot they fit, before every other word whatever its grade and
  // score (a constructor's preferred words; lowercase, and in the list: AdjustDictionary).
  std::vector<std::string> preferred;
  ProgressFn progress;
  double progress_interval = 0.25;
};

struct GridFillResult {
  Outcome outcome = Outcome::kNone;  // found (one fill, not counted), none, or budget ran out
  Fill fill;                         // a word per slot (lowercase), in the board's slot order
  std::vector<int> scores;     // per slot; -1 for an entry given whole in the grid and not listed
  double mean_score = 0;       // over the entries that have a score
  FillQuality quality;         // the quality score of the fill, its weakest entries and why
  double first_quality = 0;    // the quality score of the first fill found
  int64_t quality_rounds = 0;  // rounds of quality search run
  bool quality_cut = false;    // the time cap (or a stop) ended them before `quality_rounds`
  StopReason stop = StopReason::kNone;
  int64_t nodes = 0;     // decisions
  int64_t failures = 0;  // dead ends
  int64_t restarts = 0;
  std::string explanation;  // why there is no fill, or why the search stopped
  // When no fill was found: the slots where the search met most of its dead ends (conflict
  // weight), worst first, as board slot indices; where a block or a lower min score would help.
  std::vector<int> trouble;
};

// Merges word lists: a later list's score for an entry replaces an earlier one's (a personal
// list that re-scores or bans entries of a big list, as constructors use them).
Dictionary MergeDictionaries(const std::vector<Dictionary>& lists);

// A grid's own words beside its list: preferred words are listed as scored kPreferredScore (at
// least; added when the list lacks them), excluded ones are left out of the whole grid.
inline constexpr int kPreferredScore = 100;
Dictionary AdjustDictionary(const Dictionary& dictionary, const std::vector<std::string>& preferred,
                            const std::vector<std::string>& excluded);

// The words of a text of words separated by spaces, commas, semicolons or line breaks
// ("ERIE, oleo"), lowercase; an error naming `field` and the first that is not a word of the
// letters A to Z.
Result<std::vector<std::string>> ParseWordSet(std::string_view text, std::string_view field);

GridFillResult FillGrid(const Board& board, const Dictionary& dictionary,
                        const GridFillOptions& options, Budget& budget);

// Independent checker, sharing no code with the filler. `pattern` is the grid to fill ('#'
// blocks, '.' empty, lowercase letters given), `rows` the filled grid. Every white cell holds a
// letter, given letters are kept, and every across and down run of two or more cells is either
// an entry of `dictionary` scored at least `min_score` or given whole in the pattern; no entry
// appears twice; with `max_shared_substring` N >= 2, no two entries share N letters in a row. In
// a barred grid (`bars`) a run also ends at a bar.
bool IsGridFill(const Grid<char>& pattern, const std::vector<std::string>& rows,
                const Dictionary& dictionary, int min_score, int max_shared_substring,
                std::string* why = nullptr, const crossword::Bars& bars = {});

}  // namespace ps::gridfill
