/// @file
/// The puzzlesmith library: every kind by name (kinds.h: make, read, write, solve, grade, hint,
/// check and draw, with the JSON the command prints), and Sudoku, Star Battle and crosswords
/// (when PUZZLESMITH_HAS_CROSSWORDS) in typed form.
/// Link puzzlesmith::puzzlesmith (CMake) or `pkg-config --cflags --libs puzzlesmith`. Plain types
/// in and out, errors as values (result.h), no exceptions; every call is safe to make from several
/// threads at once.
#pragma once

#include "puzzlesmith/kinds.h"
#include "puzzlesmith/result.h"
#include "puzzlesmith/starbattle.h"
#include "puzzlesmith/sudoku.h"
#include "puzzlesmith/version.h"
#if PUZZLESMITH_HAS_CROSSWORDS
#include "puzzlesmith/crossword.h"
#endif
