// Fuzz target: Simon Tatham's Solo game IDs (classic "3x3:", Sudoku-X "3x3x:", jigsaw "9j:" with
// its region code, killer "3x3k:" and "9jk:" with cages and sums). Whatever reads must be written
// back to an ID that reads to the same puzzle, and survive a budgeted count; the region code alone
// must never crash or loop.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/budget.h"
#include "sudoku/count_solver.h"
#include "sudoku/solo_id.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace ps;
  using namespace ps::sudoku;
  if (size > 4096) return 0;
  const std::string text(reinterpret_cast<const char*>(data), size);
  (void)LooksLikeSoloId(text);
  for (int n : {4, 6, 9, 12, 16}) (void)DecodeRegionEdges(n, text);
  std::vector<int> numbers;
  (void)DecodeNumbers(text, 81, 999, numbers);
  Result<Puzzle> p = ReadSoloId(text);
  if (!p.ok()) {
    PS_CHECK(!p.error().message.empty());
    return 0;
  }
  const std::string id = WriteSoloId(*p);
  Result<Puzzle> again = ReadSoloId(id);
  PS_CHECK(again.ok() && *again == *p);
  PS_CHECK(WriteSoloId(*again) == id);
  Budget budget = Budget::Unlimited().WithNodeLimit(200);
  CountResult r = CountSolutions(*p, 2, budget);
  if (r.count > 0) PS_CHECK(IsSolution(*p, r.solution));
  return 0;
}
