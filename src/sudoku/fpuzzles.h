// f-puzzles' puzzle JSON (f-puzzles.com; SudokuPad opens the same) and its link, for classic,
// Sudoku-X, jigsaw and killer Sudoku, read and written:
//   {"size": 9, "title": "...", "grid": [[{"value": 5, "given": true, "region": 0}, {}, ...],
//    ...], "killercage": [{"cells": ["R1C1", "R1C2"], "value": "15"}, ...],
//    "diagonal+": true, "diagonal-": true}
// `grid` is size rows of size squares; a given has "value" and "given": true (a value without
// "given" is a solver's entry, not a clue); "region" (from 0) overrides the square's usual box,
// so a jigsaw gives every square one; cells are "R<row>C<column>" from 1. The link is
// "https://f-puzzles.com/?load=" with the JSON packed by lz-string's compressToBase64
// (core/lz_string.h). Constraints puzzlesmith has no rule for (thermometers, arrows, ...) are
// refused by name, a cage without a sum too, and Sudoku-X needs both diagonals.
#pragma once

#include <string>
#include <string_view>

#include "core/result.h"
#include "sudoku/sudoku.h"

namespace ps::sudoku {

// f-puzzles JSON, its packed text, or a link holding it ("?load=").
bool LooksLikeFpuzzles(std::string_view text);
struct FpuzzlesRead {
  Puzzle puzzle;
  std::string title;
};
Result<FpuzzlesRead> ReadFpuzzles(std::string_view text);
std::string WriteFpuzzlesJson(const Puzzle& puzzle, const std::string& title);
std::string FpuzzlesLink(const Puzzle& puzzle, const std::string& title);

}  // namespace ps::sudoku
