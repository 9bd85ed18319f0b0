// Fill-in crosswords: a board of slots and an exact
// word list; place every word once so that crossings agree.
//
// The document's solver restarts after shuffling and gives up after a fixed number of trials;
// this one searches exhaustively with propagation (fill_model.h), counts fills up to a limit,
// and when no fill exists it proves so and names the smallest conflicting set of slots it finds
// (a deletion-based minimal unsatisfiable subset over slots).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/budget.h"
#include "core/outcome.h"
#include "core/rng.h"
#include "crossword/board.h"
#include "crossword/wordlist.h"

namespace ps::fillin {

using crossword::Board;
using crossword::Dictionary;
using crossword::Fill;
using crossword::ToString;

struct FillinPuzzle {
  Board board;
  std::vector<std::string> words;  // lowercase; a repeated word is two words
};

struct FillinSolveOptions {
  int64_t limit = 1;             // count fills up to this many
  bool explain = true;           // on no fill, look for the smallest conflicting part
  double explain_seconds = 5.0;  // at most this long for the explanation
  bool collect_fills = false;    // keep every fill found (up to the limit) in `fills`
  ProgressFn progress;
};

struct FillinResult {
  Outcome outcome = Outcome::kNone;  // found / unique / several, none, or budget ran out first
  int64_t count = 0;                 // fills found, at most the limit
  bool complete = false;             // the count is exact (or reached the limit)
  StopReason stop = StopReason::kNone;
  int64_t nodes = 0;
  Fill fill;                        // the first fill, a word per slot
  std::vector<Fill> fills;          // with collect_fills: every fill found
  std::string explanation;          // why there is no fill, or why the search stopped
  std::vector<int> conflict_slots;  // the smallest conflicting part found (slot indices)
};

// When the words of some length do not match the slots of that length, says which.
std::optional<std::string> CountMismatch(const FillinPuzzle& puzzle);

FillinResult SolveFillin(const FillinPuzzle& puzzle, const FillinSolveOptions& options,
                         Budget& budget);

// Independent checker, sharing no code with the solver: every slot holds a word of its length,
// pre-filled letters are kept, crossing cells agree, and the words used are exactly the list.
bool IsFillinSolution(const FillinPuzzle& puzzle, const Fill& fill, std::string* why = nullptr);

struct FillinGenerateOptions {
  int width = 15;  // board size when no layout is given
  int height = 15;
  int target_words = 0;  // words to place when making a layout; 0: about one per 5.6 cells
  int min_length = 3;
  int max_length = 0;  // 0: the board's longer side, at most 15
  ProgressFn progress;
};

struct FillinGenerated {
  FillinPuzzle puzzle;  // the empty board and the word list, sorted by length then a-z
  Fill answer;          // its unique fill
  int attempts = 0;     // fills tried before one was unique
};

// Makes a fill-in puzzle whose word list has exactly one fill: on `layout` when given, else on
// a layout it grows itself. Words come from `dictionary`. Deterministic per `rng` state. Fails
// with ErrorCode::kBudget when the budget runs out, kNoSolution when the layout cannot be filled
// from the dictionary.
Result<FillinGenerated> GenerateFillin(const Board* layout, const Dictionary& dictionary,
                                       const FillinGenerateOptions& options, Rng& rng,
                                       Budget& budget);

}  // namespace ps::fillin
