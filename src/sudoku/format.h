// Sudoku text formats (docs/formats.md has the table of every form read and written).
//
//   line   one puzzle a line: N*N characters, row by row; values 1-9 then A-G for 10-16
//          (case-insensitive); '.', '0', '-', '_' or '*' for an empty cell. The puzzle is the
//          first whitespace- or comma-separated field of N*N characters (so `hash puzzle rating`
//          lines and CSV rows read), or the column a CSV header names (`puzzle`, `quizzes`, ...).
//          Also SadMan's .sdm (one puzzle a line).
//   grid   a readable grid over N lines, cells optionally separated by spaces, commas and '|',
//          frame lines of '-', '+', '=', '*' and '|' (Simple Sudoku .ss, HoDoKu's printed grids);
//          SadMan's .sdk (9 lines, `#A`-style header lines, `[Puzzle]` and other sections, of
//          which only [Puzzle] is read).
//   Lines starting with '#', '//' or ';' are comments; blank lines and labels ("Grid 01") are
//   skipped. 16x16 is read as 1-9 A-G (0 empty) unless the text has 0 with '.' for empty squares
//   and no G, which is the 0-F convention (0 to F for 1 to 16); the choice is a note.
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

struct ReadOptions {
  // The box shape; without it the size comes from the first puzzle (a line of 16, 36, 64, 81,
  // 144 or 256 cells, or a grid row of 4, 6, 8, 9, 12 or 16 cells).
  std::optional<Geometry> geometry;
  bool strict = false;  // the first bad line is the error, instead of being skipped
  int first_line = 1;   // the number of the text's first line (a piece of a bigger file)
};

// What a text held: its puzzles in order, the bad lines skipped (each an error with its line and
// column; a bad row skips its whole grid), and notes on what was assumed (the 16x16 convention,
// a CSV header, an .sdk section left out), each one line for a person.
struct PuzzleFile {
  std::vector<ParsedPuzzle> puzzles;
  std::vector<Error> skipped;
  std::vector<std::string> notes;
  int grid_puzzles = 0;  // how many of the puzzles were grids over several lines
  int header_line = 0;   // the line of a CSV header (0: none)
};

// Reads every puzzle in `text` (line form, grid form, or a mix). An error when the text is binary,
// when nothing could be read (the first bad line's error), or in strict mode at the first bad
// line. Never an error for bad lines when a puzzle was read: they are in `skipped`.
Result<PuzzleFile> ReadPuzzles(std::string_view text, const ReadOptions& options = {});

// ReadPuzzles in strict mode, the puzzles alone. Errors carry line and column.
Result<std::vector<ParsedPuzzle>> ParsePuzzles(std::string_view text,
                                               std::optional<Geometry> geometry = std::nullopt);

char ValueChar(int value);  // 0 -> '.', 1..9 -> digit, 10.. -> 'A'..
std::string FormatLine(const Puzzle& p);
std::string FormatValues(const std::vector<uint8_t>& values);
// A readable grid with box separators, ending with a newline (a jigsaw: each row's values,
// then its region letters beside them).
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
// The sides of the boards a puzzle written as text may have (GeometryForSide's usual boxes).
inline constexpr int kTextSides[] = {4, 6, 8, 9, 12, 16};
// What separates a pencil-mark grid's tokens (ParsePencilMarks): spaces, line ends and rules.
inline bool IsPencilSeparator(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '|' || c == '-' || c == '+' ||
         c == '=';
}

// The document's letter encoding (9x9 only). With a solution, hidden cells carry their solution
// value (as the document's player does); without, they encode as empty.
std::string EncodeLetters(const Puzzle& p, const std::vector<uint8_t>* solution = nullptr);
struct Decoded {
  Puzzle puzzle;                  // the givens
  std::vector<uint8_t> solution;  // values of every cell when the encoding carries them, else empty
};
Result<Decoded> DecodeLetters(std::string_view text);

}  // namespace ps::sudoku
