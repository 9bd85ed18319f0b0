// The crossword model every crossword kind shares: a grid given by its entries (answer, clue,
// start cell, direction, number), standard numbering, the letter grid, the independent rule
// check and a text form. The layout builder (layout/layout.h), the grid filler, the file
// formats (formats.h) and the drawing work on it.
//
// An Across/Down crossword is the common case: an entry is the straight run from its first
// square. A variety crossword (rows gardens, marching bands, spirals...) names its own clue lists
// (`Crossword::lists`) and each of its entries lists the squares it runs through in order, any
// path (straight, bent, a ring, apart); a square may be in any number of entries. The Across/Down
// case stores nothing more than before (an empty `cells` and `lists`), so it costs no time.
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
  // A variety crossword's entry: the squares it runs through in order (y * width + x; x, y above
  // are its first), the index of its clue list in Crossword::lists, and the label shown before
  // its clue ("A", "L1", "1-5"; empty: none; `number` is the label's value when it is a number).
  // An Across/Down entry has no cells (its run from x, y along dir), list 0 and no label. A
  // variety entry may have no cells and no answer: a clue without squares, which the solver
  // places (Hearts, unlabelled patchwork pieces, a Route 66 row's two answers).
  std::vector<int> cells;
  int list = 0;
  std::string label;
  bool operator==(const Entry&) const = default;
};

// A crossword grid given by its entries: cells not covered by an entry are blocks.
struct Crossword {
  int width = 0;
  int height = 0;
  std::vector<Entry> entries;  // after Number(): across by number, then down by number
  // A variety crossword's clue lists in order ("Rows", "Blooms"); its entries are in list order,
  // each list's as its file gives them. Empty for an Across/Down crossword.
  std::vector<std::string> lists;
  // A variety crossword's letter grid, row by row ('#' a block), so that a letter in no entry (a
  // clue the solver places, a square between entries) keeps its letter. Empty otherwise.
  std::string solution;
  bool operator==(const Crossword&) const = default;
};

inline bool IsVariety(const Crossword& grid) { return !grid.lists.empty(); }
// The squares of an entry in order (y * width + x): its cells, or its straight run. A variety
// entry without cells is a clue that the solver places (its squares are not given).
std::vector<int> EntryCells(const Crossword& grid, const Entry& e);
// The name of the entry's list: its variety list, else "Across" or "Down".
std::string_view ListName(const Crossword& grid, const Entry& e);
// How the entry is named in its list: its label (variety), else its number ("" when neither).
std::string EntryLabel(const Entry& e);

// Standard numbering, row by row: a cell gets the next number when it starts an across or a
// down entry. Sets every entry's number and sorts the entries, across before down. A variety
// crossword keeps its labels and order.
void Number(Crossword& grid);

// The grid's letters, '#' for block cells; an error when entries disagree or leave the grid.
Result<Grid<char>> Letters(const Crossword& grid);

// Independent rule check (shares no code with the builder): entries inside the grid, crossing
// letters agree, a block or the edge at both ends of every entry, every run of two or more
// letters across or down is exactly one entry, every letter belongs to an entry, and the
// letters form one connected piece. Empty string when all hold, else the first broken rule.
// A variety crossword: every entry has squares inside the grid, each once, and crossing letters
// agree.
std::string CheckCrossword(const Crossword& grid);

// Text for the terminal: the grid (letters, '#' for blocks; `blank` leaves the white cells as
// '.'), then the numbered Across and Down clue lists (a variety crossword's lists by name).
std::string FormatCrossword(const Crossword& grid, bool blank = false);

// How the layout maker (src/layout) places words, kept in construction projects: "compact",
// "top-down", "centre-out" (or "center-out") or "random".
enum class Strategy { kCompact, kTopDown, kCentreOut, kRandom };
std::string_view ToString(Strategy s);
Result<Strategy> ParseStrategy(std::string_view name);

}  // namespace ps::crossword
