// Independent check of generated 9x9 Sudokus (make bench, section checks): reads the JSON lines
// of `puzzlesmith sudoku generate --json` on stdin and, for each puzzle, asks tdoku's solver
// (TdokuSolverDpllTriadSimd, built from ../shared/peers/tdoku, BSD-2, not part of puzzlesmith)
// whether it has exactly one solution, and whether that solution is the one we printed. The
// printed solution is also checked here by brute force (every row, column and box holds 1..9
// once) and against the givens (every given is the solution's digit there). Shares no code
// with puzzlesmith: it reads only the text we print.
//
// Prints one summary line per figure and up to 10 failures; exits 1 when any puzzle fails, 2
// when the input is not what `sudoku generate --json` prints.
#include <tdoku.h>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

namespace {

// Whether `s` is a complete 9x9 grid: every row, column and box holds 1..9 once.
bool IsCompleteGrid(const std::string& s) {
  if (s.size() != 81) return false;
  for (int unit = 0; unit < 27; ++unit) {
    int seen = 0;
    for (int i = 0; i < 9; ++i) {
      int r = 0, c = 0;
      if (unit < 9) {
        r = unit, c = i;
      } else if (unit < 18) {
        r = i, c = unit - 9;
      } else {
        r = (unit - 18) / 3 * 3 + i / 3, c = (unit - 18) % 3 * 3 + i % 3;
      }
      const char ch = s[static_cast<size_t>(r * 9 + c)];
      if (ch < '1' || ch > '9') return false;
      seen |= 1 << (ch - '1');
    }
    if (seen != 0x1ff) return false;
  }
  return true;
}

}  // namespace

int main() {
  long checked = 0, failures = 0, givens_total = 0;
  std::map<std::string, long> levels;
  double tdoku_seconds = 0;
  std::string line;
  long line_number = 0;
  auto fail = [&](const std::string& what, const std::string& puzzle) {
    if (++failures <= 10)
      std::printf("FAIL line %ld: %s: %s\n", line_number, what.c_str(), puzzle.c_str());
  };
  while (std::getline(std::cin, line)) {
    ++line_number;
    if (line.empty()) continue;
    nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.contains("puzzle") || !j["puzzle"].is_string()) {
      std::fprintf(stderr,
                   "check_sudoku_tdoku: line %ld is not a puzzle of sudoku generate --json\n",
                   line_number);
      return 2;
    }
    ++checked;
    std::string puzzle = j["puzzle"];
    const std::string solution = j.value("solution", "");
    levels[j.value("level", "?")]++;
    if (puzzle.size() != 81) {
      fail("not 81 squares", puzzle);
      continue;
    }
    for (char& c : puzzle) {
      if (c == '0') c = '.';
      if (c != '.') ++givens_total;
    }
    const auto t0 = std::chrono::steady_clock::now();
    size_t guesses = 0;
    char tdoku_solution[82] = {};
    const size_t count = TdokuSolverDpllTriadSimd(puzzle.c_str(), 2, 0, tdoku_solution, &guesses);
    // tdoku gives the solution only when asked for one (limit 1).
    size_t one = 0;
    if (count == 1) one = TdokuSolverDpllTriadSimd(puzzle.c_str(), 1, 0, tdoku_solution, &guesses);
    tdoku_seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (count != 1) {
      fail(count == 0 ? "tdoku finds no solution" : "tdoku finds two or more solutions", puzzle);
      continue;
    }
    if (solution.empty()) continue;  // nothing printed to compare with
    if (!IsCompleteGrid(solution)) {
      fail("the printed solution is not a complete grid", solution);
      continue;
    }
    bool agree = true;
    for (size_t i = 0; i < 81; ++i) agree = agree && (puzzle[i] == '.' || puzzle[i] == solution[i]);
    if (!agree) {
      fail("a given differs from the printed solution", puzzle + " " + solution);
      continue;
    }
    if (one != 1 || std::string(tdoku_solution, 81) != solution) {
      fail("tdoku's solution differs from the printed one", puzzle);
    }
  }
  std::printf("checked %ld\nfailures %ld\ntdoku_seconds %.3f\nmean_givens %.2f\n", checked,
              failures, tdoku_seconds,
              checked > 0 ? static_cast<double>(givens_total) / static_cast<double>(checked) : 0.0);
  for (const auto& [level, n] : levels) std::printf("level %s %ld\n", level.c_str(), n);
  return failures > 0 ? 1 : 0;
}
