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
// lowercase a-z, 3 letters or more, that Spread the Wordlist also lists, one a line after a few
// '#' comment lines. Read it with ParseDictionary, which applies the exclusion list.
std::string_view CommonWordsText();

// Whether a lowercase word of 3-5 letters is a dictionary word or a name (data/words/short.txt:
// Debian wamerican's words and capitalised names, SCOWL size 50). Longer words: false.
bool IsShortWordOrName(std::string_view word);

// Whether a lowercase word is on the crosswordese list (data/words/crosswordese.txt): entries a
// solver knows only from crosswords (ERNE, ETUI, OLEO).
bool IsCrosswordese(std::string_view word);

// The name the command line, the API and the messages give the built-in list.
inline constexpr std::string_view kCommonWordsName = "common English words (built in)";

}  // namespace ps::crossword
