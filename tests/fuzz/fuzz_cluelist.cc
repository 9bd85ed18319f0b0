// Fuzz target: the crossword construction word list (text or JSON). Whatever parses must lay
// out into a grid the independent rule checker accepts.
#include <cstdint>
#include <string>

#include "core/result.h"
#include "layout/layout.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 4096) return 0;
  std::string text(reinterpret_cast<const char*>(data), size);
  ps::Result<std::vector<ps::crossword::ClueWord>> w = ps::crossword::ParseClueList(text);
  if (!w.ok()) {
    PS_CHECK(!w.error().message.empty());
    return 0;
  }
  PS_CHECK(!w->empty());
  for (const auto& word : *w) {
    PS_CHECK(word.answer.size() >= 2);
    for (char c : word.answer) PS_CHECK(c >= 'A' && c <= 'Z');
  }
  if (w->size() > 40) return 0;
  for (int side : {0, 4}) {  // free-form, then a small frame that long words do not fit
    ps::layout::ConstructOptions o;
    o.attempts = 2;
    o.width = side;
    o.height = side;
    ps::Budget b;
    ps::layout::ConstructResult r = ps::layout::Construct(*w, o, b);
    PS_CHECK(!r.layouts.empty());
    const ps::layout::Construction& c = r.layouts[0];
    PS_CHECK(c.grid.entries.size() + c.unplaced.size() == w->size());
    if (side == 0) PS_CHECK(!c.grid.entries.empty());
    if (!c.grid.entries.empty()) PS_CHECK(ps::crossword::CheckCrossword(c.grid).empty());
  }
  return 0;
}
