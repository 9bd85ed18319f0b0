// Crosswords: read a crossword file (ipuz, Across Lite .puz and text, .xd, Crossword Compiler
// .jpz, puzzlesmith's layout JSON), write one, solve a fill-in puzzle (a grid and the exact list
// of its words), and lay out a word list as an interlocking crossword.
//
//   auto cw = puzzlesmith::crossword::ReadFile("puzzle.puz");
//   for (const auto& row : cw->rows) std::cout << row << "\n";  // letters, '#' for blocks
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "puzzlesmith/result.h"

namespace puzzlesmith::crossword {

struct Entry {
  int number = 0;
  bool across = true;  // false: down
  int row = 0;         // first letter, 0-based
  int column = 0;
  std::string answer;  // upper case; a rebus square gives its first letter
  std::string clue;
};

struct Crossword {
  int width = 0;
  int height = 0;
  std::vector<std::string> rows;  // the answer grid: letters A-Z, '#' for a block
  std::vector<Entry> entries;     // across by number, then down by number
  std::string title, author, copyright, notes;
  std::vector<std::string> words;  // a fill-in puzzle's word list (lowercase); empty otherwise
};

// The formats by name: "ipuz", "puz", "xd", "jpz", "acrosslite" (Across Lite text), "json".
PUZZLESMITH_API std::vector<std::string> Formats();

// Reads a crossword from the file's bytes. `format` is one of Formats(), or empty to tell it by
// the content. Errors name the place and what is wrong.
PUZZLESMITH_API Result<Crossword> Read(std::string_view bytes, std::string_view format = "");
// Reads the file at `path`: the format from its extension (.ipuz .puz .xd .jpz .txt .json), else
// from its content. kIo when it cannot be read.
PUZZLESMITH_API Result<Crossword> ReadFile(const std::string& path);
// The crossword as a file of `format` (one of Formats(); "puz" gives bytes). What a format
// cannot hold (rebus squares, circles read from another file) is not part of Crossword and so
// not written.
PUZZLESMITH_API Result<std::string> Write(const Crossword& crossword, std::string_view format);

struct FillinSolution {
  int64_t count = 0;              // fills found, at most the limit
  bool complete = false;          // true: exact, or reached the limit
  std::vector<std::string> rows;  // the first fill: lowercase letters, '#' for blocks
};
// Solves a fill-in puzzle: `layout` is the grid, one row a line ('#' block and '.' empty square,
// or the fill-in form '.' block and '*' square; letters are given squares); `words` must be
// placed once each. kNoSolution (with the conflicting slots named) when no fill exists.
PUZZLESMITH_API Result<FillinSolution> SolveFillin(std::string_view layout,
                                                   const std::vector<std::string>& words,
                                                   int64_t limit = 1, const Limits& limits = {});

struct Word {
  std::string word;  // letters; spaces, hyphens and apostrophes are dropped ("ice cream")
  std::string clue;
};
struct LayoutOptions {
  int width = 0;  // a fixed frame when both are > 0; free-form otherwise
  int height = 0;
  std::string strategy = "compact";  // "compact", "top-down", "centre-out" or "random"
  uint64_t seed = 0;                 // the same seed gives the same layout
};
struct Layout {
  Crossword crossword;
  std::vector<std::string> unplaced;  // "WORD: why", for words that found no place
};
// Arranges `words` into one connected crossword, numbered, with their clues.
PUZZLESMITH_API Result<Layout> LayoutWords(const std::vector<Word>& words,
                                           const LayoutOptions& options = {},
                                           const Limits& limits = {});

}  // namespace puzzlesmith::crossword
