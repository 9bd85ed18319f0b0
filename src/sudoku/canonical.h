// The canonical form of a Sudoku: the least of its equivalent forms, so that two puzzles that
// are the same up to symmetry get the same key (a batch's or a library's duplicates are found
// by comparing keys).
//
// Equivalent forms (the validity-preserving transformations of a plain Sudoku): permuting the
// bands (groups of box-height rows) and the rows within each band, the stacks and the columns
// within each stack, transposing (when boxes are square), and relabelling the digits. The key
// is the least of them in lexicographic order ("minlex"), blanks written 0, digits relabelled
// in order of first appearance. Sudoku-X keeps its diagonals only under the symmetries of the
// square (8 with square boxes, 4 otherwise) and the relabelling, so its key uses those; so do
// boards above 9x9, whose row and column orders are too many to walk. A jigsaw keeps its regions
// only under the symmetries of the square: its key is the least over those 8 of its givens and
// its regions, each relabelled. A killer keeps its sums only with its digits as they are: its key
// is the least over the 8 symmetries of its givens, regions, cages and sums.
#pragma once

#include <string>

#include "sudoku/sudoku.h"

namespace ps::sudoku {

// "3x3:" (the box shape; "3x3x:" for Sudoku-X) followed by n*n characters: '0' for a blank, then
// '1'..'9', 'A'.. for the relabelled digits; a jigsaw "9j:" ("9jx:") followed by its n*n givens
// so written, ',' and n*n region numbers from '1' in order of first appearance; a killer "9k:"
// ("9jk:", "9xk:", "9jxk:") with its givens as they are, its regions so, then ',' and its cage
// numbers per square (0: none) and ',' and the cages' sums, each list joined by '.'. Pure; about
// a millisecond for a 9x9 puzzle.
std::string CanonicalKey(const Puzzle& puzzle);

}  // namespace ps::sudoku
