// The words kept out of puzzles made from a dictionary unless the user asks for them: the list of
// data/words/offensive.txt (its header names its sources and licence), compiled in.
#pragma once

#include <string_view>

namespace ps::crossword {

// Whether a lowercase word is on the list, or is the plural of a word on it ("s"; "es" after s,
// x, z, ch and sh).
bool IsOffensive(std::string_view word);

// The list as it is stored (comments included), for those who want to read it.
std::string_view OffensiveListText();

}  // namespace ps::crossword
