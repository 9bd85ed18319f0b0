// Fuzz target: the layout parser. Whatever parses must survive solving (with a tiny budget),
// drawing, formatting, and re-parse to the same board.
#include <cstdint>
#include <string>

#include "app/fillin_service.h"
#include "core/result.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace ps::crossword;
  using namespace ps::fillin;
  std::string text(reinterpret_cast<const char*>(data), size);
  ps::Result<Board> b = ParseLayout(text);
  if (!b.ok()) return 0;
  std::string again = FormatDocStyle(b->cells);
  ps::Result<Board> b2 = ParseLayout(again);
  PS_CHECK(b2.ok());
  PS_CHECK(b2->cells == b->cells);
  FillinPuzzle p{*b, {}};
  for (const Slot& s : b->slots) p.words.push_back(std::string(static_cast<size_t>(s.length), 'a'));
  ps::Budget budget = ps::Budget::Unlimited().WithNodeLimit(2000);
  FillinSolveOptions o;
  o.explain_seconds = 0.05;
  FillinResult r = SolveFillin(p, o, budget);
  if (r.count > 0) PS_CHECK(IsFillinSolution(p, r.fill));
  (void)ps::app::FillinSvg(p.board, r.count > 0 ? &r.fill : nullptr, {}, "t");
  (void)ps::app::FillinResultJson(p, r).dump();
  return 0;
}
