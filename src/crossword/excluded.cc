// The exclusion list and the short words and crosswordese lists; see excluded.h. The texts come
// from data/words/ through excluded_words.inc, short_words.inc and crosswordese_words.inc, which
// the build writes. The built-in word list is common_words.cc's (or, in the WebAssembly engine,
// common_words_file.cc's).
#include "crossword/excluded.h"

#include <string>
#include <unordered_set>

#include "core/text.h"

namespace ps::crossword {
namespace {

constexpr std::string_view kText =
#include "excluded_words.inc"
    ;

constexpr std::string_view kShortText =
#include "short_words.inc"
    ;

constexpr std::string_view kCrosswordeseText =
#include "crosswordese_words.inc"
    ;

// The non-comment lines of a compiled-in list.
std::unordered_set<std::string> Lines(std::string_view text) {
  std::unordered_set<std::string> out;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = Trim(text.substr(start, end - start));
    if (!line.empty() && line[0] != '#') out.emplace(line);
    start = end + 1;
  }
  return out;
}

const std::unordered_set<std::string>& Words() {
  static const std::unordered_set<std::string> words = Lines(kText);
  return words;
}

bool EndsWith(std::string_view s, std::string_view tail) {
  return s.size() >= tail.size() && s.substr(s.size() - tail.size()) == tail;
}

}  // namespace

bool IsExcluded(std::string_view word) {
  const auto& words = Words();
  if (words.count(std::string(word))) return true;
  if (EndsWith(word, "s") && words.count(std::string(word.substr(0, word.size() - 1)))) {
    return true;
  }
  if (EndsWith(word, "es")) {
    std::string_view base = word.substr(0, word.size() - 2);
    const bool sibilant = EndsWith(base, "s") || EndsWith(base, "x") || EndsWith(base, "z") ||
                          EndsWith(base, "ch") || EndsWith(base, "sh");
    if (sibilant && words.count(std::string(base))) return true;
  }
  return false;
}

std::string_view ExcludedListText() { return kText; }

bool IsShortWordOrName(std::string_view word) {
  static const std::unordered_set<std::string> words = Lines(kShortText);
  return word.size() >= 3 && word.size() <= 5 && words.count(std::string(word)) != 0;
}

bool IsCrosswordese(std::string_view word) {
  static const std::unordered_set<std::string> words = Lines(kCrosswordeseText);
  return words.count(std::string(word)) != 0;
}

}  // namespace ps::crossword
