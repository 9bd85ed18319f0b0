// ipuz Sudoku (PuzzleKind http://ipuz.org/sudoku#1 of the ipuz v2 specification): read and write.
//
// The kind's fields: "puzzle" (rows of SudokuGiven: a value, 0 or null for an empty square, or
// {"given": value, "style": ...}), "solution" (rows of SudokuValue, optional), "charset" (the
// characters of the values, "123456789" by default), "boxes" (standard boxes, true by default),
// "zones" (extra regions as GroupSpecs) and "cages" (killer Sudoku). The specification has no
// field for Sudoku-X's diagonals: puzzlesmith writes them as two zones listing the diagonals'
// cells ([x, y], 0-based, as libipuz counts; files counting from 1 are read too) and reads two
// zones that are exactly the diagonals as Sudoku-X. Irregular regions ("boxes": false), other
// zones and cages are refused: puzzlesmith plays no jigsaw or killer Sudoku.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/sudoku.h"

namespace ps::sudoku {

inline constexpr std::string_view kIpuzSudokuKind = "http://ipuz.org/sudoku#1";

// Whether a JSON value is an ipuz file whose "kind" names an ipuz Sudoku kind.
bool IsIpuzSudoku(const nlohmann::json& j);

struct IpuzSudoku {
  Puzzle puzzle;
  std::vector<uint8_t> solution;  // empty when the file has none
  std::string title, author;
};

// Reads an ipuz Sudoku. Errors name the field (and the row and column of a bad square).
Result<IpuzSudoku> ReadIpuzSudoku(std::string_view text);

// Writes an ipuz Sudoku: version, kind, charset, boxes, dimensions, puzzle, the solution when
// given (empty: none), the title and, for Sudoku-X, the diagonals as zones. Ends with a newline.
std::string WriteIpuzSudoku(const Puzzle& puzzle, const std::vector<uint8_t>& solution,
                            const std::string& title);

}  // namespace ps::sudoku
