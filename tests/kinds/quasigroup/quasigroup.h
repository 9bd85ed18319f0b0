// A test's kind, never built into the programs users get: Latin squares (the tables of
// quasigroups, whose name it has because no other file uses that word: `git grep -i quasigroup
// -- ':!tests'` finds nothing). An n x n grid (n from 3 to 9) where each row and each column
// holds 1..n once, some squares given. It exists to show
// that a kind is its folder and its one ps_kind line: tests/CMakeLists.txt builds test copies of
// the command, the library, the server and the Python module with it (docs/design.md, "Adding
// a kind"), and the tests drive it through each of them.
//
// The model: a solver that counts solutions up to a limit (plain backtracking, the cell with the
// fewest candidates first), the singles a person sees (a square with one value left), a
// generator (a shuffled cyclic square, then squares emptied while one solution remains) and the
// text form ("quasigroup N" and N lines of digits, '.' for an empty square).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/budget.h"
#include "core/result.h"
#include "core/rng.h"

namespace ps::quasigroup {

struct Square {
  int n = 0;
  std::vector<int> cells;  // n*n values row by row, 0 for empty
};

// The levels: "easy" is solved by singles alone, "hard" needs more.
inline constexpr const char* kLevels[] = {"easy", "hard"};

struct Count {
  int64_t count = 0;
  bool complete = false;   // false: the budget ran out
  std::vector<int> first;  // the first solution found
};
// Solutions counted up to `limit`.
Count CountSolutions(const Square& square, int64_t limit, Budget& budget);

// The values square `c` may still take (bit v for value v), given the filled squares.
unsigned Candidates(const Square& square, int c);
// The first empty square with one candidate, or -1.
int FirstSingle(const Square& square);
// Whether singles alone fill the square.
bool SolvedBySingles(Square square);

struct Made {
  Square puzzle, solution;
  int level = 0;  // an index of kLevels
};
// A puzzle with one solution at `level` (-1: any), the same for the same seed.
Result<Made> Generate(int n, int level, Rng& rng, Budget& budget);

// "quasigroup N\n" and N lines of N characters ('.' empty).
std::string FormatText(const Square& square);
Result<Square> ParseText(std::string_view text);
// The squares as one string of n*n characters ('.' empty), and back.
std::string Cells(const Square& square);
Result<Square> FromCells(int n, std::string_view cells);

}  // namespace ps::quasigroup
