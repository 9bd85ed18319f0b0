// A program that uses the installed puzzlesmith library: solves the Sudoku given as its
// argument (one line of 81 characters) and prints the solution as a grid. tests/package/run.sh
// builds it the three ways a project takes the library: find_package, pkg-config and
// add_subdirectory.
#include <puzzlesmith/puzzlesmith.h>

#include <iostream>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: solve_sudoku PUZZLE\n";
    return 2;
  }
  namespace ss = puzzlesmith::sudoku;
  puzzlesmith::Result<ss::Puzzle> puzzle = ss::Parse(argv[1]);
  if (!puzzle) {
    std::cerr << "solve_sudoku: " << puzzle.error().ToString() << "\n";
    return 2;
  }
  puzzlesmith::Result<ss::Count> count = ss::CountSolutions(*puzzle, 2);
  puzzlesmith::Result<ss::Puzzle> solution = ss::Solve(*puzzle, puzzlesmith::Limits{10, 0});
  if (!count || !solution) {
    std::cerr << "solve_sudoku: " << (count ? solution.error() : count.error()).ToString() << "\n";
    return 1;
  }
  std::cout << "puzzlesmith " << puzzlesmith::Version() << " (headers "
            << PUZZLESMITH_VERSION_STRING << ")\n"
            << (count->count == 1 ? "unique" : "several solutions") << "\n"
            << ss::FormatGrid(*solution);
  return 0;
}
