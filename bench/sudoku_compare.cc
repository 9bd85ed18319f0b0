// Side-by-side Sudoku solving with the uniqueness check (count to 2) against Debian's qqwing
// (`qqwing --solve --count-solutions`), on the shared benchmark sets. Each set is solved in one
// run by both; our answers are checked with IsSolution and must be unique. Prints a Markdown
// table with puzzles per second (wall clock, single thread).
#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "app/io.h"
#include "sudoku/count_solver.h"
#include "sudoku/format.h"

namespace {

using namespace ps;
using namespace ps::sudoku;
using Clock = std::chrono::steady_clock;

double Since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

}  // namespace

int main(int argc, char** argv) {
  std::string data = argc > 1 ? argv[1] : "../shared/data/sudoku";
  struct Set {
    const char* file;
    size_t qqwing_sample;  // qqwing is slow on hard sets: time it on the first N puzzles
  };
  const Set sets[] = {{"puzzles2_17_clue.txt", 10000},
                      {"puzzles3_magictour_top1465.txt", 1465},
                      {"puzzles5_forum_hardest_1905_11plus.txt", 1000},
                      {"puzzles6_forum_hardest_1106.txt", 375}};
  std::printf(
      "| set | puzzles | ours: puzzles/s | ours: guesses/puzzle | qqwing: puzzles/s (sample) | "
      "ratio |\n|---|---|---|---|---|---|\n");
  for (const Set& set : sets) {
    std::string path = data + "/" + set.file;
    Result<std::string> text = app::ReadInput(path);
    if (!text.ok()) {
      std::fprintf(stderr, "%s\n", text.error().ToString().c_str());
      return 2;
    }
    Result<std::vector<ParsedPuzzle>> puzzles = ParsePuzzles(*text);
    CountSolver solver(Geometry{});
    Budget unlimited;  // what every caller passes; the count steps it once a branch
    // Warm-up with validation: every answer is unique and correct.
    for (size_t i = 0; i < puzzles->size() && i < 100; ++i) {
      CountResult r = solver.Count((*puzzles)[i].puzzle, 2, unlimited);
      if (r.count != 1 || !IsSolution((*puzzles)[i].puzzle, r.solution)) {
        std::fprintf(stderr, "wrong answer on %s line %d\n", set.file, (*puzzles)[i].line);
        return 1;
      }
    }
    // Whole passes over the set until at least a second has gone by, so small sets time well.
    int64_t nodes = 0, solved = 0;
    auto t0 = Clock::now();
    do {
      for (const ParsedPuzzle& p : *puzzles) nodes += solver.Count(p.puzzle, 2, unlimited).nodes;
      solved += static_cast<int64_t>(puzzles->size());
    } while (Since(t0) < 1.0);
    double ours = static_cast<double>(solved) / Since(t0);
    // qqwing on a sample, through a file.
    size_t n = std::min(set.qqwing_sample, puzzles->size());
    std::string sample = "/tmp/ps_sudoku_sample.txt";
    FILE* f = std::fopen(sample.c_str(), "w");
    for (size_t i = 0; i < n; ++i)
      std::fprintf(f, "%s\n", FormatLine((*puzzles)[i].puzzle).c_str());
    std::fclose(f);
    auto t1 = Clock::now();
    int rc = std::system(("qqwing --solve --count-solutions < " + sample + " > /dev/null").c_str());
    double q = rc == 0 ? static_cast<double>(n) / Since(t1) : 0;
    std::printf("| %s | %zu | %.0f | %.1f | %.0f (%zu) | %.0fx |\n", set.file, puzzles->size(),
                ours, static_cast<double>(nodes) / static_cast<double>(solved), q, n,
                q > 0 ? ours / q : 0);
    std::fflush(stdout);
  }
  return 0;
}
