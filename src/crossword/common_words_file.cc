// The built-in word list (excluded.h) in the WebAssembly engine: read from the file
// /words/common.txt of the engine's file system, which the engine worker writes there (fetched
// from the site, compressed, and cached) before a request that makes from a word list. The
// native programs compile it in (common_words.cc); the engine does not, so that a page that never
// makes a fill-in does not download it. The same text either way, so a seed makes the same puzzle.
#include <fstream>
#include <sstream>
#include <string>

#include "crossword/excluded.h"

namespace ps::crossword {

std::string_view CommonWordsText() {
  // Read once: the worker writes it before the first request that needs it.
  static std::string text;
  if (text.empty()) {
    std::ifstream in("/words/common.txt", std::ios::binary);
    std::ostringstream all;
    all << in.rdbuf();
    text = all.str();
  }
  return text;
}

}  // namespace ps::crossword
