// Times tdoku (https://github.com/t-dillon/tdoku, BSD-2-Clause, built from its sources at
// PS_TDOKU_DIR; none of its code is in this repository) on one puzzle file, counting every
// puzzle to 2 like our uniqueness check. One measurement: whole passes over the file until at
// least `min_seconds` of user CPU time; prints "puzzles/s guesses/puzzle unique" on one line
// (unique: how many puzzles have one solution, counted with "check", else -1).
// Run by ps_compare_sudoku, which alternates it with our solver and takes medians.
#include <sys/resource.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "tdoku.h"

namespace {

double UserSeconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_utime.tv_sec) + static_cast<double>(u.ru_utime.tv_usec) * 1e-6;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: tdoku_rate PUZZLE_FILE [MIN_SECONDS [check]]\n");
    return 2;
  }
  const double min_seconds = argc > 2 ? std::atof(argv[2]) : 0.5;
  std::ifstream in(argv[1]);
  std::vector<std::string> puzzles;
  for (std::string line; std::getline(in, line);) {
    if (line.size() < 81) continue;
    std::string p = line.substr(0, 81);
    for (char& c : p) {
      if (c < '1' || c > '9') c = '.';
    }
    puzzles.push_back(p);
  }
  if (puzzles.empty()) {
    std::fprintf(stderr, "tdoku_rate: no 81-character puzzle lines in %s\n", argv[1]);
    return 2;
  }
  char solution[82] = {};
  long unique = -1;
  if (argc > 3 && std::string(argv[3]) == "check") {
    unique = 0;
    for (const std::string& p : puzzles) {
      size_t guesses = 0;
      unique += TdokuSolverDpllTriadSimd(p.c_str(), 2, 0, solution, &guesses) == 1;
    }
  }
  size_t solved = 0, guesses = 0;
  const double t0 = UserSeconds();
  double t = 0;
  do {
    for (const std::string& p : puzzles) {
      size_t g = 0;
      TdokuSolverDpllTriadSimd(p.c_str(), 2, 0, solution, &g);
      guesses += g;
    }
    solved += puzzles.size();
    t = UserSeconds() - t0;
  } while (t < min_seconds);
  std::printf("%.1f %.2f %ld\n", static_cast<double>(solved) / t,
              static_cast<double>(guesses) / static_cast<double>(solved), unique);
  return 0;
}
