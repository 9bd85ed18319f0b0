// The plain text of a jigsaw Sudoku: one puzzle a line, its N*N givens (as the line form writes
// them: 1-9 then A-G, '.' or '0' for an empty square) then its N*N region letters (a region
// number per cell row by row; any letters or digits, numbered in order of first appearance), run
// together ("4...3....<81 letters>") or as two fields with spaces between. Written run together,
// regions as a, b, c, ..., so that a reader of plain lines refuses it rather than losing them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "sudoku/format.h"
#include "sudoku/sudoku.h"

namespace ps::sudoku {

// The givens and the region letters on one line (no line break); a puzzle with boxes gives its
// plain line (FormatLine).
std::string FormatJigsawLine(const Puzzle& p);

// Whether the first line with content (comments aside) is a jigsaw line.
bool LooksLikeJigsawText(std::string_view text);

// Every jigsaw line of a text (comments and blank lines skipped); the first bad line is the
// error, with its line and column.
Result<std::vector<ParsedPuzzle>> ReadJigsawText(std::string_view text, bool diagonals);

}  // namespace ps::sudoku
