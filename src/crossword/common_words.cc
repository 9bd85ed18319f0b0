// The built-in word list (data/words/common.txt; see excluded.h), compiled in through
// common_words.inc, which the build writes. The WebAssembly engine reads it from a file instead
// (common_words_file.cc), so that a page that never makes a fill-in does not download it.
#include <string_view>

#include "crossword/excluded.h"

namespace ps::crossword {
namespace {

// An array, not a string_view: measuring 350 kB in a constant expression passes gcc's limits.
// Longer than the 65,536 characters the standard asks every compiler to take; gcc and clang take
// it, clang with a pedantic warning that is turned off here.
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Woverlength-strings"
#endif
constexpr char kCommonText[] =
#include "common_words.inc"
    ;
#if defined(__clang__)
#pragma clang diagnostic pop
#endif

}  // namespace

std::string_view CommonWordsText() { return {kCommonText, sizeof(kCommonText) - 1}; }

}  // namespace ps::crossword
