// Crosswords with the puzzlesmith library: lay out a list of words and clues as an interlocking
// crossword, print its grid and clues, write it as an .xd file and an ipuz file and read them
// back, and read a file with a mistake in it.
// Build: c++ -std=c++17 crossword.cc $(pkg-config --cflags --libs puzzlesmith)
#include <puzzlesmith/puzzlesmith.h>

#include <iostream>
#include <string>
#include <vector>

namespace cw = puzzlesmith::crossword;

int main() {
  const std::vector<cw::Word> words = {
      {"python", "A snake, or a language"}, {"sudoku", "Number place"},
      {"star", "It shines at night"},       {"puzzle", "What this is"},
      {"grid", "Squares in rows"},          {"clue", "A hint to an answer"},
  };
  cw::LayoutOptions options;
  options.seed = 3;  // the same seed gives the same layout
  puzzlesmith::Result<cw::Layout> layout = cw::LayoutWords(words, options);
  if (!layout) {
    std::cerr << "crossword: " << layout.error().ToString() << "\n";
    return 3;
  }
  const cw::Crossword& grid = layout->crossword;
  std::cout << grid.width << "x" << grid.height << "\n";
  for (const std::string& row : grid.rows) std::cout << row << "\n";
  for (const cw::Entry& e : grid.entries) {
    std::cout << e.number << (e.across ? " across" : " down") << ": " << e.clue << " ("
              << e.answer.size() << ") " << e.answer << "\n";
  }
  for (const std::string& u : layout->unplaced) std::cout << "not placed: " << u << "\n";

  // Write and read back: every format holds the grid and the clues.
  for (const char* format : {"xd", "ipuz"}) {
    puzzlesmith::Result<std::string> file = cw::Write(grid, format);
    puzzlesmith::Result<cw::Crossword> back = file ? cw::Read(*file) : file.error();
    if (!back) {
      std::cerr << "crossword: " << back.error().ToString() << "\n";
      return 1;
    }
    std::cout << format << ": " << file->size() << " bytes, read back "
              << (back->rows == grid.rows && back->entries.size() == grid.entries.size()
                      ? "the same"
                      : "different")
              << "\n";
  }

  // A file with a mistake: the error names the line.
  puzzlesmith::Result<cw::Crossword> bad =
      cw::Read("Title: Broken\n\n\nAB\nC\n\n\nA1. x ~ AB\n", "xd");
  if (!bad) std::cout << "bad file: " << bad.error().ToString() << "\n";
  return 0;
}
