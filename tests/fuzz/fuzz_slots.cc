// Fuzz target: the JSON slot-list parser. Whatever parses must format and solve without harm.
#include <cstdint>
#include <string>

#include "app/fillin_service.h"
#include "core/result.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace ps::crossword;
  using namespace ps::fillin;
  std::string text(reinterpret_cast<const char*>(data), size);
  ps::Result<Board> b = ParseSlotList(text);
  if (!b.ok()) return 0;
  PS_CHECK(!b->slots.empty());
  FillinPuzzle p{*b, {}};
  for (const Slot& s : b->slots) p.words.push_back(std::string(static_cast<size_t>(s.length), 'e'));
  ps::Budget budget = ps::Budget::Unlimited().WithNodeLimit(2000);
  FillinSolveOptions o;
  o.explain_seconds = 0.05;
  FillinResult r = SolveFillin(p, o, budget);
  if (r.count > 0) PS_CHECK(IsFillinSolution(p, r.fill));
  (void)FormatDocStyle(FilledCells(p.board, r.fill));
  return 0;
}
