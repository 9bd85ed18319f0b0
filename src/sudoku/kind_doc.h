// What the Sudoku kind's files (kind.cc: the table; kind_read.cc: reading files and IDs;
// kind_levels.cc: the levels) share:
// the document of a puzzle record and its way back to a puzzle. The document:
//   {"size", "box": [w, h], "diagonals", "givens": "line", "solution": "line" ("" for a puzzle
//    read for its clues alone), "rating"}, and for a jigsaw also "variant": "jigsaw" and
//   "regions": [a region number 0..size-1 per cell, row by row] (its "box" is only a factoring of
//   the size: the regions replace the boxes); a killer's "cages": [{"cells": [square indices,
//   row by row from 0], "sum": S}] beside the givens, with "variant": "killer" ("jigsaw-killer"
//   over regions)
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/budget.h"
#include "core/result.h"
#include "kind/kind.h"
#include "sudoku/sudoku.h"

namespace ps::sudoku::kind_doc {

// The document of a puzzle with its solution (empty: not known) and rating.
nlohmann::json Doc(const Puzzle& p, const std::vector<uint8_t>& solution, double rating);

// A jigsaw's geometry from a document's "regions" (errors start with `where`).
Result<Geometry> JigsawOfDoc(const nlohmann::json& doc, int n, bool diagonals,
                             std::string_view where);

// `geo` with the cages of a document's "cages" when it has them (errors start with `where`).
Result<Geometry> KillerOfDoc(const nlohmann::json& doc, Geometry geo, std::string_view where);

// A value from its character: '1'..'9', 'A'..'G' for 10..16; 0 for anything else.
inline int ValueOf(char c) {
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'G') return c - 'A' + 10;
  if (c >= 'a' && c <= 'g') return c - 'a' + 10;
  return 0;
}

struct Data {
  Puzzle puzzle;
  std::vector<uint8_t> solution;  // empty when the record holds the clues alone
};
Result<Data> FromDoc(const nlohmann::json& doc);

// "Sudoku 9x9 easy", "Sudoku-X 9x9 hard".
std::string Title(const Puzzle& p, const std::string& level);

// The record of a puzzle read from `source` ("sudoku", "ipuz", "letters", "json", "id"): solved
// (refused unless it has one solution; `solution`, when given, must be it) and graded; with
// `clues_only`, neither (ImportOptions::clues_only).
Result<kind::PuzzleRecord> Imported(const Puzzle& puzzle, std::vector<uint8_t> solution,
                                    const std::string& source, const std::string& title,
                                    Budget& budget, bool clues_only = false);

// The kind's readers (kind_read.cc): detection, one puzzle, every puzzle of a text.
// Kind::levels: every level, easiest first, with its rating range and smallest board.
nlohmann::json SudokuLevels();
kind::Detection Detect(const kind::Sniff& text);
// Kind::lines_apart: lines of digits, one puzzle a line, with the CSV header's lines to carry.
int LinesApart(const std::string& text, const std::string& format,
               const kind::ImportOptions& options);
Result<kind::PuzzleRecord> Read(const std::string& text, const std::string& format,
                                const kind::ImportOptions& options, Budget& budget);
Result<std::vector<kind::PuzzleRecord>> ReadAll(const std::string& text, const std::string& format,
                                                const kind::ImportOptions& options, Budget& budget);

}  // namespace ps::sudoku::kind_doc
