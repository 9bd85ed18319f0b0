/// @file
/// Crosswords: read a crossword file (ipuz, Across Lite .puz and text, .xd, Crossword Compiler
/// .jpz, puzzlesmith's layout JSON), write one, solve a fill-in puzzle (a grid and the exact list
/// of its words), and lay out a word list as an interlocking crossword.
///
/// @code
///   auto cw = puzzlesmith::crossword::ReadFile("puzzle.puz");
///   for (const auto& row : cw->rows) std::cout << row << "\n";  // letters, '#' for blocks
/// @endcode
/// Whole programs: examples/library/crossword.cc and fillin.cc (docs/library.md).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "puzzlesmith/result.h"

namespace puzzlesmith::crossword {

/// One answer of the grid with its clue.
struct Entry {
  int number = 0;      ///< the number in its first square
  bool across = true;  ///< false: down
  int row = 0;         ///< first letter, 0-based
  int column = 0;      ///< first letter, 0-based
  std::string answer;  ///< upper case; a rebus square gives its first letter
  std::string clue;    ///< the clue's text (may be empty)
};

/// A crossword: its answer grid, its entries with their clues, and what the file says about it.
struct Crossword {
  int width = 0;                   ///< squares across
  int height = 0;                  ///< squares down
  std::vector<std::string> rows;   ///< the answer grid: letters A-Z, '#' for a block
  std::vector<Entry> entries;      ///< across by number, then down by number
  std::string title;               ///< the file's title (may be empty)
  std::string author;              ///< the file's author (may be empty)
  std::string copyright;           ///< the file's copyright line (may be empty)
  std::string notes;               ///< the file's notes (may be empty)
  std::vector<std::string> words;  ///< a fill-in puzzle's word list (lowercase); empty otherwise
};

/// The formats by name: "ipuz", "puz", "xd", "jpz", "acrosslite" (Across Lite text), "json".
PUZZLESMITH_API std::vector<std::string> Formats();

/// Reads a crossword from the file's bytes. `format` is one of Formats(), or empty to tell it by
/// the content. Errors name the place and what is wrong.
PUZZLESMITH_API Result<Crossword> Read(std::string_view bytes, std::string_view format = "");
/// Reads the file at `path`: the format from its extension (.ipuz .puz .xd .jpz .txt .json), else
/// from its content. kIo when it cannot be read.
PUZZLESMITH_API Result<Crossword> ReadFile(const std::string& path);
/// The crossword as a file of `format` (one of Formats(); "puz" gives bytes). What a format
/// cannot hold (rebus squares, circles read from another file) is not part of Crossword and so
/// not written.
PUZZLESMITH_API Result<std::string> Write(const Crossword& crossword, std::string_view format);

/// The answer of SolveFillin.
struct FillinSolution {
  int64_t count = 0;              ///< fills found, at most the limit
  bool complete = false;          ///< true: exact, or reached the limit
  std::vector<std::string> rows;  ///< the first fill: lowercase letters, '#' for blocks
};
/// Solves a fill-in puzzle: `layout` is the grid, one row a line ('#' block and '.' empty square,
/// or the fill-in form '.' block and '*' square; letters are given squares); `words` must be
/// placed once each. kNoSolution (with the conflicting slots named) when no fill exists.
PUZZLESMITH_API Result<FillinSolution> SolveFillin(std::string_view layout,
                                                   const std::vector<std::string>& words,
                                                   int64_t limit = 1, const Limits& limits = {});

/// A word to lay out, with its clue.
struct Word {
  std::string word;  ///< letters; spaces, hyphens and apostrophes are dropped ("ice cream")
  std::string clue;  ///< its clue (may be empty)
};
/// How LayoutWords arranges the words.
struct LayoutOptions {
  int width = 0;                     ///< a fixed frame when both are > 0; free-form otherwise
  int height = 0;                    ///< the fixed frame's height (with width)
  std::string strategy = "compact";  ///< "compact", "top-down", "centre-out" or "random"
  uint64_t seed = 0;                 ///< the same seed gives the same layout
};
/// The answer of LayoutWords.
struct Layout {
  Crossword crossword;                ///< the grid, numbered, with the placed words' clues
  std::vector<std::string> unplaced;  ///< "WORD: why", for words that found no place
};
/// Arranges `words` into one connected crossword, numbered, with their clues.
PUZZLESMITH_API Result<Layout> LayoutWords(const std::vector<Word>& words,
                                           const LayoutOptions& options = {},
                                           const Limits& limits = {});

}  // namespace puzzlesmith::crossword
