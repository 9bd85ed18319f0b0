// The cost of one short call of the library's API from C++: a 17-clue Sudoku counted to 2 (is it
// unique?), in a loop, as bench/call_cost.py times the same call from Python; docs/benchmarks.md,
// "Python call overhead", compares the two.
//   call_cost [SECONDS]   prints "C++ count: N calls/s (T us a call)"
#include <puzzlesmith/puzzlesmith.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
  const double seconds = argc > 1 ? std::atof(argv[1]) : 2;
  namespace ss = puzzlesmith::sudoku;
  // The first of Gordon Royle's 17-clue puzzles.
  puzzlesmith::Result<ss::Puzzle> p = ss::Parse(
      "000000010400000000020000000000050407008000300001090000300400200050100000000806000");
  if (!p) return 2;
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  long calls = 0;
  double elapsed = 0;
  while (elapsed < seconds) {
    for (int i = 0; i < 100; ++i) {
      puzzlesmith::Result<ss::Count> c = ss::CountSolutions(*p, 2);
      if (!c || c->count != 1) return 1;
    }
    calls += 100;
    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  }
  const auto n = static_cast<double>(calls);
  std::printf("C++ count: %.0f calls/s (%.2f us a call)\n", n / elapsed, 1e6 * elapsed / n);
  return 0;
}
