// Star Battle with the puzzlesmith library: read a board from a puzz.link URL, solve it and
// check it has one solution, then make a new board from a seed and print its zones and stars.
// Build: c++ -std=c++17 starbattle.cc $(pkg-config --cflags --libs puzzlesmith)
#include <puzzlesmith/puzzlesmith.h>

#include <iostream>
#include <string>

namespace sb = puzzlesmith::starbattle;

int main() {
  // A puzz.link URL; a zone file (N lines of N zone ids), a pzprv3 file or JSON read as well.
  puzzlesmith::Result<sb::Puzzle> board =
      sb::Parse("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou");
  if (!board) {
    std::cerr << "starbattle: " << board.error().ToString() << "\n";
    return 2;
  }
  std::cout << board->size << "x" << board->size << ", " << board->stars << " star(s) a unit\n"
            << sb::FormatZones(*board);

  puzzlesmith::Result<sb::Count> count = sb::CountSolutions(*board, 2);
  puzzlesmith::Result<sb::Solution> solution = sb::Solve(*board);
  if (!count || !solution) {
    std::cerr << "starbattle: " << (count ? solution.error() : count.error()).ToString() << "\n";
    return 1;
  }
  std::cout << "solutions: " << count->count << "\n";
  for (const std::string& row : *solution) std::cout << row << "\n";

  // A new 8x8 board with one star a unit; the seed makes it again.
  sb::GenerateOptions options;
  options.size = 8;
  options.stars = 1;
  options.seed = 5;
  puzzlesmith::Result<sb::Generated> made = sb::Generate(options);
  if (!made) {
    std::cerr << "starbattle: " << made.error().ToString() << "\n";
    return 3;
  }
  std::cout << "made (" << made->level << "): " << sb::FormatUrl(made->puzzle) << "\n";
  for (const std::string& row : made->solution) std::cout << row << "\n";
  return 0;
}
