// SudokuWiki's puzzle strings (its solvers' "bd=" links). A classic 9x9: its 81 squares, a digit
// or 0 (or '.') for an empty one, as "https://www.sudokuwiki.org/sudoku.htm?bd=...". A killer:
// the killer solver's string: 81 characters colouring the
// cages (squares side by side with the same character are one cage: cages of one colour never
// touch), a comma, then 81 two-digit numbers: each cage's sum at its first square in reading
// order ("the top-left most"), 00 elsewhere. 9x9 with boxes, every square caged, no givens.
// Written as "https://www.sudokuwiki.org/killersudoku.aspx?bd=..." with the colours 1 to 4 (a
// four-colouring of the cages found by search); read bare or from such a link.
#pragma once

#include <string>
#include <string_view>

#include "core/result.h"
#include "sudoku/sudoku.h"

namespace ps::sudoku {

bool LooksLikeSudokuWikiKiller(std::string_view text);
Result<Puzzle> ReadSudokuWikiKiller(std::string_view text);
// An error for a puzzle the string cannot carry (another size, regions, diagonals, givens, a
// square in no cage).
Result<std::string> WriteSudokuWikiKiller(const Puzzle& puzzle);
// Either string: a classic link ("sudoku.htm?bd=" with 81 squares) or a killer's.
bool LooksLikeSudokuWiki(std::string_view text);
Result<Puzzle> ReadSudokuWiki(std::string_view text);
// A classic 9x9 with boxes (no diagonals) or a killer as above; an error for any other.
Result<std::string> WriteSudokuWiki(const Puzzle& puzzle);

}  // namespace ps::sudoku
