// Fuzz target: the lenient dictionary reader (plain and entry;score lists).
#include <cstdint>
#include <string>

#include "core/result.h"
#include "crossword/wordlist.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  ps::Result<ps::crossword::Dictionary> d = ps::crossword::ParseDictionary(text);
  if (!d.ok()) return 0;
  PS_CHECK(d->words.size() == d->scores.size());
  for (const auto& word : d->words) {
    for (char c : word) PS_CHECK(c >= 'a' && c <= 'z');
  }
  return 0;
}
