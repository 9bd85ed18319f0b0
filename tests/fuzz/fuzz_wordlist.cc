// Fuzz target: the strict fill-in word list. Accepted words are lowercase letters, 2 or more.
#include <cstdint>
#include <string>

#include "core/result.h"
#include "crossword/wordlist.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  ps::Result<std::vector<std::string>> w = ps::crossword::ParseWordList(text);
  if (!w.ok()) {
    PS_CHECK(!w.error().message.empty());
    return 0;
  }
  PS_CHECK(!w->empty());
  for (const auto& word : *w) {
    PS_CHECK(word.size() >= 2);
    for (char c : word) PS_CHECK(c >= 'a' && c <= 'z');
  }
  return 0;
}
