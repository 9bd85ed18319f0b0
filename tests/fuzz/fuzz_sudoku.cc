// Fuzz target: the Sudoku readers (line and grid forms, letter encoding). Whatever parses must
// re-parse from its own formatting to the same puzzle and survive a budgeted count.
#include <cstdint>
#include <string>

#include "core/budget.h"
#include "sudoku/count_solver.h"
#include "sudoku/format.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace ps::sudoku;
  std::string text(reinterpret_cast<const char*>(data), size);
  auto decoded = DecodeLetters(text);
  if (decoded.ok()) PS_CHECK(DecodeLetters(EncodeLetters(decoded->puzzle)).ok());
  auto puzzles = ParsePuzzles(text);
  if (!puzzles.ok()) return 0;
  for (const auto& pp : *puzzles) {
    auto again = ParsePuzzles(FormatGrid(pp.puzzle));
    PS_CHECK(again.ok() && again->size() == 1 && again->front().puzzle == pp.puzzle);
    PS_CHECK(ParsePuzzles(FormatLine(pp.puzzle))->front().puzzle == pp.puzzle);
    ps::Budget budget = ps::Budget::Unlimited().WithNodeLimit(200);
    CountResult r = CountSolutions(pp.puzzle, 2, budget);
    if (r.count > 0) PS_CHECK(IsSolution(pp.puzzle, r.solution));
  }
  return 0;
}
