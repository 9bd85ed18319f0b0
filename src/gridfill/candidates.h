// The words that fit one slot of a grid being filled, with look-ahead: what a constructor's
// editor lists beside the grid while the fill is made by hand (Crosshare's and Exet's word
// panes). For the slot at a square:
//
//   * every word of the list (scored at least min_score) that fits the slot's letters, with its
//     score; `total` counts them, the list is cut to `limit`;
//   * `viable`: after placing the word, the filler's own propagation (arc consistency through
//     letter supports, no entry twice; gridfill.h) leaves every slot some candidate. Propagation
//     never rejects a word that a whole fill uses, so a word that can be completed is never
//     called a dead end. On grids of at most kExactSide squares a side, `viable` is exact: the
//     filler's complete search, with the word placed, finds a fill (or proves there is none);
//   * `options`: how many words the crossing slots keep, in all: for each slot crossing this one
//     at a square still open, its candidates (after the grid's propagation) with this word's
//     letter there;
//   * best first: viable, then score (highest first), then options (most first), then A to Z.
//     The words are checked in that order without `viable`, and checking stops once `limit`
//     viable words are found (the rest cannot come before them), so a long slot of an open grid
//     costs the few hundred checks its list shows, not thousands; where many words fail, the
//     letters that fail alone at a square are found once and their words skipped;
//   * for the grid's overlay, the letters each square can still take after propagation, and the
//     slots left with no candidate (none at all when the grid as it is has no fill by propagation:
//     then every word is a dead end).
//
// Every call runs under a Budget; when it runs out, the words not checked yet are listed as
// viable (no word is called a dead end without proof) and `stopped` says so.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/budget.h"
#include "core/result.h"
#include "crossword/board.h"
#include "crossword/wordlist.h"

namespace ps::gridfill {

// Grids up to this many squares on each side get exact viability (a complete search per word).
inline constexpr int kExactSide = 5;

struct CandidateOptions {
  int row = 0;  // a square of the slot, 0-based
  int col = 0;
  crossword::Direction dir = crossword::Direction::kAcross;
  int min_score = 50;
  size_t limit = 200;
  // Exact viability on grids up to kExactSide a side (off: propagation only, on any grid).
  bool exact_small = true;
};

struct Candidate {
  std::string word;  // lowercase
  int score = 0;     // the list's
  bool viable = true;
  int64_t options = 0;
};

struct CandidateList {
  int slot = -1;                      // the board's slot index
  std::string pattern;                // its letters, '?' for an open square
  size_t total = 0;                   // words that fit its letters
  std::vector<Candidate> candidates;  // best first, at most `limit`
  // Per square (the board's cell index): the letters it can still take, bit i for 'a' + i, after
  // the grid's propagation (as far as it went when the grid has no fill); 0 for a block.
  std::vector<uint32_t> letters;
  std::vector<int> dead_slots;  // board slot indices with no candidate left
  bool exact = false;           // `viable` came from complete searches
  bool stopped = false;         // the budget ran out: unchecked words are listed as viable
  size_t checked = 0;           // words whose viability was checked
};

// The slot of `board` through the square (row, col) in direction `dir`, or an error naming why
// there is none (a block, a square outside the grid, no run of two squares that way).
Result<int> SlotAt(const crossword::Board& board, int row, int col, crossword::Direction dir);

Result<CandidateList> ListCandidates(const crossword::Board& board,
                                     const crossword::Dictionary& dictionary,
                                     const CandidateOptions& options, Budget& budget);

// A word list prepared for the candidates of any grid (filler.h): its words grouped by length,
// best first, with the letter index, which ListCandidates would otherwise build on every call
// (most of a call's time on an open grid). Built once for a list and a min score, and shared:
// it is read only.
struct CandidateIndex;
std::shared_ptr<const CandidateIndex> BuildCandidateIndex(
    std::shared_ptr<const crossword::Dictionary> dictionary, int min_score);
// The score `index`'s list gives `word` (lowercase), whatever the min score; none when it is not
// listed.
std::optional<int> ListedScore(const CandidateIndex& index, std::string_view word);
// The same answer as above over `index`'s list at its min score (options.min_score is not read).
Result<CandidateList> ListCandidates(const crossword::Board& board, const CandidateIndex& index,
                                     const CandidateOptions& options, Budget& budget);

}  // namespace ps::gridfill
