// The word list of a crossword to construct: one word per entry, with an optional clue
// and an optional across/down preference.
//
// Text form, one word a line; blank lines and lines starting with '#' are skipped:
//   word
//   word: clue text
//   word across: clue text        (or `down`; the word goes only that way)
// Spaces, hyphens and apostrophes inside a word are dropped ("ice cream" -> ICECREAM, as
// crosswords print answers); any other non-letter is an error. JSON form: an array of strings
// or of {"word", "clue"?, "direction"?: "across"|"down"}, or an object {"words": [...]}.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "crossword/board.h"

namespace ps::crossword {

struct ClueWord {
  std::string answer;                  // upper-case A-Z, what goes in the grid
  std::string text;                    // the word as written
  std::string clue;                    // may be empty
  std::optional<Direction> direction;  // a required direction, when given
  bool operator==(const ClueWord&) const = default;
};

// Reads the text or JSON form (JSON when the first visible character is '[' or '{'). Errors
// carry the line and column. Words longer than kMaxSide or duplicated answers are errors.
Result<std::vector<ClueWord>> ParseClueList(std::string_view text);

// The JSON form, already parsed (an array, or an object with a "words" array; other keys are
// ignored, so a construction project is also a word list).
Result<std::vector<ClueWord>> ClueListFromJson(const nlohmann::json& j);

}  // namespace ps::crossword
