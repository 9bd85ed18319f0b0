/// @file
/// Sudoku: read a puzzle, count its solutions, solve, grade and generate.
///
/// Boards are N x N with N = box width x box height: 4x4 (2x2 boxes), 6x6 (3x2), 8x8 (4x2), 9x9,
/// 12x12 (4x3) and 16x16 (4x4); Sudoku-X adds the two main diagonals. Cells run row by row, value
/// 1..N, 0 for an empty cell.
///
/// @code
///   #include <puzzlesmith/sudoku.h>
///   namespace ss = puzzlesmith::sudoku;
///   auto p =
///   ss::Parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
///   auto s = p ? ss::Solve(*p) : p.error();      // Result<Puzzle>, every cell filled
///   if (s) std::cout << ss::FormatGrid(*s);     // 9 lines with box separators
/// @endcode
/// A whole program: examples/library/sudoku.cc (docs/library.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzlesmith/result.h"

namespace puzzlesmith::sudoku {

/// A Sudoku board: its shape and its cells (a puzzle, or a solution with every cell filled).
struct Puzzle {
  int size = 9;            ///< N, the side
  int box_width = 3;       ///< columns in a box
  int box_height = 3;      ///< rows in a box
  bool diagonals = false;  ///< Sudoku-X: the two main diagonals hold 1..N too
  std::vector<int> cells;  ///< N*N values row by row, 0 = empty
};

/// How to read a puzzle whose text does not say its shape.
struct ParseOptions {
  /// The box shape "WxH" (e.g. "3x2" for 6x6 with boxes 3 wide and 2 high); empty: the usual
  /// shape for the side read from the text.
  std::string box;
  bool diagonals = false;  ///< read it as Sudoku-X
};

/// The first puzzle of `text`: one line of N*N characters (digits, then A-G above 9; '.', '0',
/// '-', '_' or '*' empty) or a grid over N lines, frame characters allowed; comments and labels
/// are skipped. Errors carry line and column.
PUZZLESMITH_API Result<Puzzle> Parse(std::string_view text, const ParseOptions& options = {});
/// Every puzzle of `text` (a file of one puzzle a line, or grids one after another). Strict: the
/// first bad line is the error.
PUZZLESMITH_API Result<std::vector<Puzzle>> ParseAll(std::string_view text,
                                                     const ParseOptions& options = {});

/// One line of N*N characters ('.' empty), as Parse reads it.
PUZZLESMITH_API std::string FormatLine(const Puzzle& puzzle);
/// A readable grid over N lines with box separators, ending with a newline (Parse reads it).
PUZZLESMITH_API std::string FormatGrid(const Puzzle& puzzle);

/// The answer of CountSolutions.
struct Count {
  int64_t count = 0;       ///< solutions found, at most the limit
  bool complete = false;   ///< true: the count is exact, or reached the limit
  std::vector<int> first;  ///< the first solution found (empty when none)
};
/// Counts solutions up to `limit` (limit 2 answers "is it unique?"). When the limits run out the
/// result holds what was found with complete == false.
PUZZLESMITH_API Result<Count> CountSolutions(const Puzzle& puzzle, int64_t limit = 2,
                                             const Limits& limits = {});

/// A solution (the puzzle with every cell filled). kNoSolution when there is none, kBudget when
/// the limits ran out first. Does not ask whether it is the only one: CountSolutions does.
PUZZLESMITH_API Result<Puzzle> Solve(const Puzzle& puzzle, const Limits& limits = {});

/// The difficulty levels, easiest first: beginner, easy, medium, hard, expert, master, extreme,
/// diabolical.
PUZZLESMITH_API std::vector<std::string> Levels();

/// The answer of GradePuzzle.
struct Grade {
  std::string level;  ///< one of Levels()
  double rating = 0;  ///< hardest step, on the Sudoku Explainer scale (1.2 to 10+)
  /// With steps = true: each deduction, e.g. "hidden single in box 5: r4c6 = 7".
  std::vector<std::string> steps;
};
/// Grades a puzzle by the techniques a person needs. The puzzle must have exactly one solution
/// (kNoSolution when it has none, kInvalidInput when it has several).
PUZZLESMITH_API Result<Grade> GradePuzzle(const Puzzle& puzzle, bool steps = false,
                                          const Limits& limits = {});

/// What Generate makes: the parameters of `puzzlesmith make sudoku` (and of make("sudoku", ...),
/// puzzlesmith/kinds.h), with the same names and defaults, checked by the same table.
struct GenerateOptions {
  int size = 9;                  ///< 4, 6, 8, 9, 12 or 16 (the usual box shape for it)
  std::string level = "any";     ///< "any" (or empty) or one of Levels()
  std::string symmetry = "180";  ///< "180", "none", "90", "mirror" or "diagonal"
  bool diagonals = false;        ///< Sudoku-X
  bool minimal = false;          ///< no clue can go without a second solution
  /// The same seed gives the same puzzle; absent: one drawn from the clock (Generated::seed).
  std::optional<uint64_t> seed;
};
/// A puzzle made by Generate.
struct Generated {
  Puzzle puzzle;      ///< one solution, graded at the level asked
  Puzzle solution;    ///< every cell filled
  std::string level;  ///< its level, one of Levels()
  double rating = 0;  ///< its hardest step on the Sudoku Explainer scale
  uint64_t seed = 0;  ///< the seed it was made from (GenerateOptions::seed makes it again)
};
/// Makes a puzzle with exactly one solution at the level asked (any level when none is asked),
/// deterministic per seed. kInvalidInput for options it cannot meet (a 4x4 above beginner),
/// kBudget when the limits run out first.
PUZZLESMITH_API Result<Generated> Generate(const GenerateOptions& options,
                                           const Limits& limits = {});

}  // namespace puzzlesmith::sudoku
