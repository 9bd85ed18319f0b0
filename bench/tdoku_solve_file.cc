// tdoku (https://github.com/t-dillon/tdoku, BSD-2-Clause, built from its sources at
// PS_TDOKU_DIR; none of its code is in this repository) as a user would run it on a file, the
// way `puzzlesmith sudoku solve FILE` runs: read every 81-character line, count each puzzle to 2,
// print one line each (the solution, followed by " multiple" when there are two, or the puzzle
// and " none"). The least a program around tdoku's solver must do to answer the same question;
// ps_compare_sudoku times it as a process beside ours.
#include <cstdio>
#include <fstream>
#include <string>

#include "tdoku.h"

namespace {

// TdokuEnumerate's callback: keeps the first solution found. (TdokuSolverDpllTriadSimd with a
// limit of 2 keeps only the second solution, so a unique puzzle's would be lost.)
void KeepFirst(const char* solution, void* arg) {
  auto* first = static_cast<std::string*>(arg);
  if (first->empty()) first->assign(solution, 81);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: tdoku_solve_file PUZZLE_FILE\n");
    return 2;
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::fprintf(stderr, "tdoku_solve_file: cannot read %s\n", argv[1]);
    return 2;
  }
  std::string out;
  bool all_unique = true;
  for (std::string line; std::getline(in, line);) {
    if (line.size() < 81) continue;
    std::string p = line.substr(0, 81);
    for (char& c : p) {
      if (c < '1' || c > '9') c = '.';
    }
    std::string first;
    const size_t n = TdokuEnumerate(p.c_str(), 2, KeepFirst, &first);
    if (n == 0) {
      out += p + " none\n";
    } else {
      out += first;
      out += n > 1 ? " multiple\n" : "\n";
    }
    all_unique = all_unique && n == 1;
    if (out.size() > (1 << 16)) {
      std::fwrite(out.data(), 1, out.size(), stdout);
      out.clear();
    }
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  return all_unique ? 0 : 1;
}
