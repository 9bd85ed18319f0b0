// The words kept out of puzzles made from a dictionary unless the user asks for them (the
// exclusion list: slurs, vulgarities, and non-words that spelling lists carry), and the built-in
// word list of common English words. Both are files of data/words/ (whose README says where they
// come from and how they are kept), compiled in.
#pragma once

#include <string_view>

namespace ps::crossword {

// Whether a lowercase word is on the exclusion list, or is the plural of a word on it ("s"; "es"
// after s, x, z, ch and sh).
bool IsExcluded(std::string_view word);

// The exclusion list as it is stored (comments included), for those who want to read it.
std::string_view ExcludedListText();

// The built-in word list (data/words/common.txt): common English words of SCOWL sizes 10-35,
// lowercase a-z, 3 letters or more, one a line after a few '#' comment lines. Read it with
// ParseDictionary, which applies the exclusion list.
std::string_view CommonWordsText();

// The name the command line, the API and the messages give the built-in list.
inline constexpr std::string_view kCommonWordsName = "common English words (built in)";

}  // namespace ps::crossword
