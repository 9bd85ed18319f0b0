// Fuzz target: f-puzzles' JSON and "?load=" links (with lz-string's base64 codec under them) and
// SudokuWiki's killer string. Whatever reads must be written back to a text that reads to the
// same puzzle, and survive a budgeted count and grade; lz-string must unpack what it packs.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/budget.h"
#include "core/lz_string.h"
#include "sudoku/count_solver.h"
#include "sudoku/fpuzzles.h"
#include "sudoku/logic.h"
#include "sudoku/sudokuwiki.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace ps;
  using namespace ps::sudoku;
  if (size > 16384) return 0;
  const std::string text(reinterpret_cast<const char*>(data), size);
  // The codec: any text packs and unpacks to itself (as UTF-16 units: valid UTF-8 only).
  const std::string packed = LzCompressToBase64(text);
  Result<std::string> unpacked = LzDecompressFromBase64(packed);
  PS_CHECK(unpacked.ok());
  (void)LzDecompressFromBase64(text);
  (void)LooksLikeFpuzzles(text);
  (void)LooksLikeSudokuWikiKiller(text);
  auto survive = [](const Puzzle& p) {
    Budget budget = Budget::Unlimited().WithNodeLimit(200);
    CountResult r = CountSolutions(p, 2, budget);
    if (r.count > 0) PS_CHECK(IsSolution(p, r.solution));
    Budget grade_budget = Budget::Unlimited().WithNodeLimit(200);
    GradeOptions o;
    o.max_rating = 3.0;
    (void)Grade(p, o, grade_budget);
  };
  Result<FpuzzlesRead> f = ReadFpuzzles(text);
  if (f.ok()) {
    const std::string again = WriteFpuzzlesJson(f->puzzle, f->title);
    Result<FpuzzlesRead> back = ReadFpuzzles(again);
    PS_CHECK(back.ok() && back->puzzle == f->puzzle);
    Result<FpuzzlesRead> linked = ReadFpuzzles(FpuzzlesLink(f->puzzle, f->title));
    PS_CHECK(linked.ok() && linked->puzzle == f->puzzle);
    survive(f->puzzle);
  } else {
    PS_CHECK(!f.error().message.empty());
  }
  Result<Puzzle> w = ReadSudokuWikiKiller(text);
  if (w.ok()) {
    Result<std::string> again = WriteSudokuWikiKiller(*w);
    PS_CHECK(again.ok());
    Result<Puzzle> back = ReadSudokuWikiKiller(*again);
    PS_CHECK(back.ok() && *back == *w);
    survive(*w);
  }
  return 0;
}
