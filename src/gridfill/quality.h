// How well a grid fill reads: a score per entry and for the whole fill, the weakest entries and
// why each is weak. The list's score is a hard floor (--min-score); among the entries above it,
// many lists score nearly everything alike (Spread the Wordlist gives 50 to ERIES and ERIE both),
// so this score adds what a constructor checks by eye:
//
//   * a short entry (3-5 letters) that is neither a dictionary word nor a name is an abbreviation,
//     a partial or crosswordese (RCA, ATEIN, IDEST, OREE): -40;
//   * an entry on the crosswordese list (ERNE, ETUI, OLEO): -40;
//   * an entry that repeats the root of another (ERIE and ERIES, TATE and TATES): -50, charged to
//     the one further down the slot order (editors reject a repeat before any abbreviation);
//   * an entry scored below 50 loses two points per point of score (a list scored 0-50 or 0-60);
//   * an entry on the exclusion list (only there with --allow-excluded): quality 0.
//
// An entry's quality is 100 less these, at least 0; the fill's quality is the mean over its
// entries. Dictionary words and names come from data/words/short.txt (Debian wamerican), the
// crosswordese from data/words/crosswordese.txt (crossword/excluded.h).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "crossword/board.h"

namespace ps::gridfill {

// What the quality score charges a single entry, without the root repeats (which need the grid).
// `score` is the list's score, or -1 for an entry given whole and not listed.
struct EntryGrade {
  int quality = 100;  // 0..100
  std::string why;    // empty when nothing is charged
};
EntryGrade GradeEntry(std::string_view word, int score);

// The word and its possible roots for the repeat rule: the word less one ending (s; ies -> y;
// es after s, x, z, ch, sh; ed; d after e; ing; ing -> e) while three letters stay. Two entries
// repeat a root when their lists meet.
std::vector<std::string> Roots(std::string_view word);

inline constexpr int kRepeatPenalty = 50;

struct WeakEntry {
  int slot = 0;  // board slot index
  int quality = 0;
  std::string why;
};

struct FillQuality {
  double score = 0;                // mean entry quality, 0..100
  std::vector<int> quality;        // per slot
  std::vector<std::string> why;    // per slot, empty when nothing is charged
  std::vector<WeakEntry> weakest;  // the weakest charged entries, worst first
  int short_entries = 0;           // entries of 3-5 letters
  int short_nonwords = 0;          // of those: neither a dictionary word nor a name
  int repeats = 0;                 // entries that repeat another's root
  std::vector<int> repeated;       // the slots of those entries and of the ones they repeat
};

// Grades a complete fill: `fill` a lowercase word per board slot, `scores` the list's score per
// slot (-1: given whole, unlisted); `weakest` the number of weak entries to name.
FillQuality AssessFill(const crossword::Board& board, const std::vector<std::string>& fill,
                       const std::vector<int>& scores, size_t weakest = 5);

}  // namespace ps::gridfill
