// The crossword-like board shared by every crossword kind: a grid of block, empty and lettered
// cells, its slots (maximal runs of two or more non-block cells, across or down) and the
// crossings between them. Fill-in puzzles, constructed crosswords and grids to fill all use it.
//
// Two constructions, as in the fill-in document: from the cells (slots are found), or from an
// explicit slot list (cells are carved out of a background).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.h"
#include "core/result.h"

namespace ps::crossword {

inline constexpr char kBlock = '#';
inline constexpr char kEmpty = '.';
// Boards larger than this on either side are refused as input.
inline constexpr int kMaxSide = 256;

enum class Direction : uint8_t { kAcross, kDown };
std::string_view ToString(Direction d);

struct Slot {
  int x = 0;  // column of the first cell
  int y = 0;  // row of the first cell
  Direction dir = Direction::kAcross;
  int length = 0;

  int CellX(int i) const { return dir == Direction::kAcross ? x + i : x; }
  int CellY(int i) const { return dir == Direction::kAcross ? y : y + i; }
  bool operator==(const Slot&) const = default;
};

// "r2c3 across (8)" for messages.
std::string SlotName(const Slot& s);

struct Crossing {
  int a = 0, pos_a = 0;  // slot index and position in it
  int b = 0, pos_b = 0;
};

// The bars of a barred grid (thick lines between two letter squares that end words, as in
// British cryptics): every bar is kept as the top or the left edge of the square below it or
// right of it (a file's bottom and right bars are read as such), never on the grid's outer edge.
// Squares are numbered row by row from 0 (y * width + x).
struct Bars {
  std::set<int> top;   // a bar between square i and the square above it
  std::set<int> left;  // a bar between square i and the square left of it
  bool empty() const { return top.empty() && left.empty(); }
  bool operator==(const Bars&) const = default;
};

struct Board {
  Grid<char> cells;  // kBlock, kEmpty or a lowercase letter
  std::vector<Slot> slots;
  std::vector<Crossing> crossings;
  Bars bars;  // a barred grid's: its slots end at them as at blocks

  int width() const { return cells.width(); }
  int height() const { return cells.height(); }
  // The letters of slot `s` with '?' for empty cells, e.g. "a?p??".
  std::string Pattern(int s) const;
};

struct SlotScan {
  std::vector<Slot> slots;                  // row by row, across before down at the same cell
  std::optional<std::pair<int, int>> lone;  // (x, y) of the first non-block cell in no slot
};

// The slots of `cells`: every maximal run of two or more non-block cells, across or down, a run
// ending at a bar as at a block.
SlotScan FindSlots(const Grid<char>& cells, const Bars& bars = {});

// Finds the slots (row by row, across before down at the same cell) and crossings of `cells`
// with its bars. An error when a non-block cell belongs to no slot; its line and column are then
// the cell's 1-based row and column.
Result<Board> BoardFromCells(Grid<char> cells, const Bars& bars = {});

// Builds a board of `width` x `height` block cells with the given slots carved out, optionally
// holding fixed words (empty string: no word). Slots of one direction may not overlap; crossing
// letters must agree.
Result<Board> BoardFromSlots(int width, int height, const std::vector<Slot>& slots,
                             const std::vector<std::string>& words);

struct LayoutOptions {
  char background = '.';  // a block cell
  char space = '*';       // an empty slot cell
  // With no '*' in the text but some '#', read '#' as background and '.' as empty cell (the
  // common crossword grid form). Off when the user names the characters.
  bool auto_detect = true;
};

// Parses a layout text: one row a line, cells optionally separated by spaces; letters are
// pre-filled cells. Errors carry line and column.
Result<Board> ParseLayout(std::string_view text, const LayoutOptions& options = {});

// Parses a JSON slot list: an array of {"row", "col", "direction": "across"|"down", "length",
// "word"?} (0-based) or an object {"width", "height" (or "size"), "slots": [...]}. Without a
// size, the board is the slots' bounding box from row 0 and column 0.
Result<Board> ParseSlotList(std::string_view text);

// The fill of each slot, in slot order; an empty string for an unfilled slot.
using Fill = std::vector<std::string>;

// The cells with the fill written in.
Grid<char> FilledCells(const Board& board, const Fill& fill);

// A fill-in word list as it is printed: grouped by length (shortest first), each group in upper
// case and a-z order.
std::map<size_t, std::vector<std::string>> WordsByLength(const std::vector<std::string>& words);

// The document's print style: every cell followed by a space, '.' background, '*' empty cell.
std::string FormatDocStyle(const Grid<char>& cells, char background = '.', char space = '*');
// Compact rows: '#' block, '.' empty, letters.
std::vector<std::string> FormatRows(const Grid<char>& cells);

}  // namespace ps::crossword
