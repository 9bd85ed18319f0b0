// Word lists. Two readers:
//   * ParseWordList: an exact list for fill-in puzzles, one word a line, letters only; a repeated
//     word is two words. Strict: anything else is an error with line and column.
//   * ParseDictionary: a large list to draw words from, plain (one word a line) or scored
//     (`entry;score`, as Spread the Wordlist and similar lists). Lenient: entries that are not
//     plain lowercase words are skipped, since dictionaries hold names, apostrophes and accents.
// Words are normalised to lowercase a-z.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace ps::crossword {

// Longest word accepted in a fill-in list (longer words can never fit a board side).
inline constexpr int kMaxWordLength = 256;

Result<std::vector<std::string>> ParseWordList(std::string_view text);

struct Dictionary {
  std::vector<std::string> words;  // distinct, lowercase a-z
  std::vector<int> scores;         // parallel to words; 50 for plain lists
};

struct DictionaryOptions {
  int min_score = 0;
  int min_length = 2;
  int max_length = 64;
  // In plain lists, skip entries with capitals (names, abbreviations), Roman numerals and
  // vowelless abbreviations; not in a list written all in capitals (a constructor's list).
  bool skip_capitalized = true;
  // Skip the words of the exclusion list (see excluded.h): slurs, vulgarities, non-words.
  bool skip_excluded = true;
};

Result<Dictionary> ParseDictionary(std::string_view text, const DictionaryOptions& options = {});

}  // namespace ps::crossword
