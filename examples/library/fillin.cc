// A fill-in puzzle with the puzzlesmith library: a grid of empty squares and the exact list of
// words that go in it, each once. Solve it, prove the fill is the only one, and see the error a
// word list with no fill gives.
// Build: c++ -std=c++17 fillin.cc $(pkg-config --cflags --libs puzzlesmith)
#include <puzzlesmith/puzzlesmith.h>

#include <iostream>
#include <string>
#include <vector>

namespace cw = puzzlesmith::crossword;

int main() {
  // One row a line: '#' a block, '.' an empty square (a letter would be a given square).
  const std::string grid =
      "##########\n"
      "##........\n"
      "###.#####.\n"
      "#......##.\n"
      "###.##.##.\n"
      "....##.##.\n"
      "######.#.#\n"
      "######.#.#\n"
      "#........#\n"
      "######.#.#\n";
  std::vector<std::string> words = {"mandarin", "apple", "nance", "papaya",
                                    "avocado",  "date",  "kiwi",  "honeydew"};

  // limit 2: find up to two fills, so a count of 1 proves the fill unique.
  puzzlesmith::Result<cw::FillinSolution> fill = cw::SolveFillin(grid, words, 2);
  if (!fill) {
    std::cerr << "fillin: " << fill.error().ToString() << "\n";
    return 1;
  }
  std::cout << "fills: " << fill->count << (fill->complete ? "" : " (search cut short)") << "\n";
  for (const std::string& row : fill->rows) std::cout << row << "\n";

  // One word changed: no fill exists, and the error says where the words conflict.
  words.back() = "honeydue";
  puzzlesmith::Result<cw::FillinSolution> none = cw::SolveFillin(grid, words, 2);
  if (!none) {
    std::cout << "with honeydue: "
              << (none.error().code == puzzlesmith::ErrorCode::kNoSolution ? "no fill"
                                                                           : "bad input")
              << "\n";
  }
  return 0;
}
