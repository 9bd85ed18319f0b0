// Sudoku with the puzzlesmith library: read a puzzle, ask whether it has one solution, solve it,
// grade it by the techniques a person needs, and make a new puzzle from a seed.
// Build: c++ -std=c++17 sudoku.cc $(pkg-config --cflags --libs puzzlesmith)
#include <puzzlesmith/puzzlesmith.h>

#include <iostream>

namespace ss = puzzlesmith::sudoku;

int main() {
  // One line of 81 characters, '.' for an empty cell (a 9-line grid reads as well).
  puzzlesmith::Result<ss::Puzzle> puzzle = ss::Parse(
      "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
  if (!puzzle) {
    std::cerr << "sudoku: " << puzzle.error().ToString() << "\n";
    return 2;
  }

  // Count up to 2: one solution means the puzzle is sound.
  puzzlesmith::Result<ss::Count> count = ss::CountSolutions(*puzzle, 2);
  if (!count) {
    std::cerr << "sudoku: " << count.error().ToString() << "\n";
    return 1;
  }
  std::cout << "solutions: " << count->count << (count->complete ? "" : " (search cut short)")
            << "\n";

  // Solve, with limits on the work (10 seconds, no node limit).
  puzzlesmith::Result<ss::Puzzle> solution = ss::Solve(*puzzle, puzzlesmith::Limits{10, 0});
  if (!solution) {
    std::cerr << "sudoku: " << solution.error().ToString() << "\n";
    return 1;
  }
  std::cout << ss::FormatGrid(*solution);

  // Grade: the level a person needs, and each deduction on the way.
  puzzlesmith::Result<ss::Grade> grade = ss::GradePuzzle(*puzzle, /*steps=*/true);
  if (grade) {
    std::cout << "level: " << grade->level << ", " << grade->steps.size()
              << " steps, first: " << grade->steps.front() << "\n";
  }

  // Generate: the same options and seed give the same puzzle on every machine.
  ss::GenerateOptions options;
  options.level = "hard";
  options.seed = 7;
  puzzlesmith::Result<ss::Generated> made = ss::Generate(options);
  if (!made) {
    std::cerr << "sudoku: " << made.error().ToString() << "\n";
    return 3;
  }
  std::cout << "made (" << made->level << "): " << ss::FormatLine(made->puzzle) << "\n";

  // Bad input is an error value with its place, never an exception.
  puzzlesmith::Result<ss::Puzzle> bad = ss::Parse("12x4\n");
  if (!bad) std::cout << "bad input: " << bad.error().ToString() << "\n";
  return 0;
}
