// Sudoku text formats.
//
//   line   one puzzle a line: N*N characters, row by row; values 1-9 then A-G for 10-16
//          (case-insensitive); '.', '0', '-' or '_' for an empty cell. Text after the first
//          whitespace on the line (a rating, a comment) is ignored.
//   grid   a readable grid over N lines, cells optionally separated by spaces, boxes by '|', with
//          separator lines of '-', '+' and '=' between bands; '#' starts a comment line.
//   letter the fill-in document's 81-letter encoding: letter index = value, plus 10 when the cell
//          is a given, over the alphabet JBLAKIRNEFPSMCOGDTQH; index 0 is an empty cell.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/sudoku.h"

namespace ps::sudoku {

inline constexpr std::string_view kLetterAlphabet = "JBLAKIRNEFPSMCOGDTQH";

struct ParsedPuzzle {
  Puzzle puzzle;
  int line = 0;  // where it starts
};

// Parses every puzzle in `text` (line form, grid form, or a mix). Without `geometry`, the size
// comes from the first puzzle (a line of 16, 36, 64, 81, 144 or 256 cells, or a grid row of 4, 6,
// 8, 9, 12 or 16 cells). Errors carry line and column.
Result<std::vector<ParsedPuzzle>> ParsePuzzles(std::string_view text,
                                               std::optional<Geometry> geometry = std::nullopt);

char ValueChar(int value);  // 0 -> '.', 1..9 -> digit, 10.. -> 'A'..
std::string FormatLine(const Puzzle& p);
std::string FormatValues(const std::vector<uint8_t>& values);
// A readable grid with box separators, ending with a newline.
std::string FormatGrid(const Puzzle& p);

// A grid with pencil marks: N*N whitespace-separated tokens ('|' and separator characters
// '-', '+', '=' are ignored); a token of one value is a placed value, a longer token the cell's
// candidates, '.' or '0' a cell with none. Text that is not N*N tokens is read as a plain puzzle
// (all candidates). Candidates are bitmasks, bit v-1 for value v.
struct PencilGrid {
  Geometry geo;
  std::vector<uint8_t> values;
  std::vector<uint16_t> candidates;
};
Result<PencilGrid> ParsePencilMarks(std::string_view text);

// The document's letter encoding (9x9 only). With a solution, hidden cells carry their solution
// value (as the document's player does); without, they encode as empty.
std::string EncodeLetters(const Puzzle& p, const std::vector<uint8_t>* solution = nullptr);
struct Decoded {
  Puzzle puzzle;                  // the givens
  std::vector<uint8_t> solution;  // values of every cell when the encoding carries them, else empty
};
Result<Decoded> DecodeLetters(std::string_view text);

}  // namespace ps::sudoku
