// Fuzz target: the Sudoku readers (line and grid forms with their frames, .sdk sections, CSV
// columns, comments, the 16x16 conventions; the letter encoding; ipuz Sudoku). Whatever parses
// must re-parse from its own formatting to the same puzzle and survive a budgeted count; the
// tolerant read gives the strict read's puzzles when nothing is skipped, and every skipped line
// has a place.
#include <cstdint>
#include <string>

#include "core/budget.h"
#include "sudoku/count_solver.h"
#include "sudoku/format.h"
#include "sudoku/ipuz.h"

namespace {

using namespace ps::sudoku;

void Survives(const Puzzle& p) {
  // The text forms carry no diagonals: the same squares come back.
  auto again = ParsePuzzles(FormatGrid(p));
  PS_CHECK(again.ok() && again->size() == 1 && again->front().puzzle.cells == p.cells);
  PS_CHECK(ParsePuzzles(FormatLine(p))->front().puzzle.cells == p.cells);
  // ipuz keeps the diagonals too.
  auto ipuz = ReadIpuzSudoku(WriteIpuzSudoku(p, {}, "t"));
  PS_CHECK(ipuz.ok() && ipuz->puzzle == p);
  ps::Budget budget = ps::Budget::Unlimited().WithNodeLimit(200);
  CountResult r = CountSolutions(p, 2, budget);
  if (r.count > 0) PS_CHECK(IsSolution(p, r.solution));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  auto decoded = DecodeLetters(text);
  if (decoded.ok()) PS_CHECK(DecodeLetters(EncodeLetters(decoded->puzzle)).ok());
  auto ipuz = ReadIpuzSudoku(text);
  if (ipuz.ok()) Survives(ipuz->puzzle);
  auto tolerant = ReadPuzzles(text);
  auto puzzles = ParsePuzzles(text);
  if (puzzles.ok()) {
    // Nothing bad for the strict reader: the tolerant one reads the same, skipping nothing.
    PS_CHECK(tolerant.ok() && tolerant->skipped.empty() &&
             tolerant->puzzles.size() == puzzles->size());
  }
  if (!tolerant.ok()) return 0;
  PS_CHECK(!tolerant->puzzles.empty());
  for (const ps::Error& e : tolerant->skipped) PS_CHECK(e.line >= 1 && e.column >= 1);
  for (const auto& pp : tolerant->puzzles) Survives(pp.puzzle);
  return 0;
}
