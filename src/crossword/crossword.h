// The crossword model every crossword kind shares: a grid given by its entries (answer, clue,
// start cell, direction, number), standard numbering, the letter grid, the independent rule
// check and a text form. The layout builder (layout/layout.h), the grid filler, the file
// formats (formats.h) and the drawing work on it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/grid.h"
#include "core/result.h"
#include "crossword/board.h"

namespace ps::crossword {

struct Entry {
  std::string answer;  // upper case
  std::string clue;
  int x = 0;  // column of the first letter, 0-based
  int y = 0;  // row of the first letter, 0-based
  Direction dir = Direction::kAcross;
  int number = 0;  // standard numbering; 0 until numbered
  bool operator==(const Entry&) const = default;
};

// A crossword grid given by its entries: cells not covered by an entry are blocks.
struct Crossword {
  int width = 0;
  int height = 0;
  std::vector<Entry> entries;  // after Number(): across by number, then down by number
  bool operator==(const Crossword&) const = default;
};

// Standard numbering, row by row: a cell gets the next number when it starts an across or a
// down entry. Sets every entry's number and sorts the entries, across before down.
void Number(Crossword& grid);

// The grid's letters, '#' for block cells; an error when entries disagree or leave the grid.
Result<Grid<char>> Letters(const Crossword& grid);

// Independent rule check (shares no code with the builder): entries inside the grid, crossing
// letters agree, a block or the edge at both ends of every entry, every run of two or more
// letters across or down is exactly one entry, every letter belongs to an entry, and the
// letters form one connected piece. Empty string when all hold, else the first broken rule.
std::string CheckCrossword(const Crossword& grid);

// Text for the terminal: the grid (letters, '#' for blocks; `blank` leaves the white cells as
// '.'), then the numbered Across and Down clue lists.
std::string FormatCrossword(const Crossword& grid, bool blank = false);

// How the layout maker (src/layout) places words, kept in construction projects: "compact",
// "top-down", "centre-out" (or "center-out") or "random".
enum class Strategy { kCompact, kTopDown, kCentreOut, kRandom };
std::string_view ToString(Strategy s);
Result<Strategy> ParseStrategy(std::string_view name);

}  // namespace ps::crossword
