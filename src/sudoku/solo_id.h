// Simon Tatham's Solo game IDs (sgt-puzzles solo.c), read and written: "3x3:<givens>",
// "2x3:<givens>" (Solo's "CxR": boxes R squares wide and C high), "3x3x:" for Sudoku-X and
// "9j:<givens>,<regions>" for a jigsaw ("9jx:" with diagonals). Givens in reading order: a value
// in decimal, a run of 1 to 26 empty squares as a letter a to z, '_' between two adjacent values.
// Regions as their dividing lines (solo.c's encode_block_structure_desc): the internal vertical
// lines in reading order, then the internal horizontal ones in transposed order, each line the
// count of non-lines before it (a = 1 ... y = 25, '_' = 0), a last virtual line ending the code.
// A 'z' is a run of non-lines with no line after it: Solo's writer means 25 of them, its reader
// (spec_to_dsf) takes 26, so that Solo cannot open what it writes for a run above 25 (Debian's
// sgt-solo 20230122 refuses "16j:" with rows for regions written its writer's way and opens it
// written the reader's way). Read here both ways (the one that covers the grid exactly), written
// the reader's way. A killer ("3x3k:", "9jk:", with x "3x3xk:") adds two parts: its cages as the
// same code of dividing lines, then the sums, each at the first square (reading order) of its
// cage, in the givens' encoding with numbers of any length. Solo cages every square and refuses a
// cage of one square; puzzlesmith reads both, and writes a square in no cage as a part of its own
// with no sum (which Solo cannot open).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "sudoku/sudoku.h"

namespace ps::sudoku {

// Whether `text` (spaces around it aside) has the shape of a Solo ID: digits, an optional "xR",
// flags j/x, a ':' and a description of letters, digits, '_' and ','.
bool LooksLikeSoloId(std::string_view text);
Result<Puzzle> ReadSoloId(std::string_view text);
std::string WriteSoloId(const Puzzle& puzzle);

// The region code alone (also the regions of our own jigsaw game ID), for a jigsaw of side n; any
// partition of the board into pieces whose squares touch (a killer's cages).
std::string EncodeRegionEdges(int n, const std::vector<uint8_t>& regions);
std::string EncodeRegionEdges(int n, const std::vector<int>& regions);
// A region number per cell (numbered in order of first appearance); errors say what is wrong.
Result<std::vector<int>> DecodeRegionEdges(int n, std::string_view code);

// Numbers in the givens' encoding: a number in decimal, a run of 1 to 26 zeros as a letter a to
// z, '_' between two numbers; exactly `cells` of them, each at most `max`.
std::string EncodeNumbers(const std::vector<int>& values);
Status DecodeNumbers(std::string_view code, int cells, int max, std::vector<int>& out);
// A killer's cages as a partition of the board (a part number per square, a square in no cage a
// part of its own) and the sums at each cage's first square (0 elsewhere); and back, where a
// part with no sum is no cage and a part with two is an error.
std::vector<int> CageClasses(const Geometry& g, std::vector<int>& sums);
Result<std::vector<Cage>> CagesOf(int n, const std::vector<int>& classes,
                                  const std::vector<int>& sums);

}  // namespace ps::sudoku
