/// @file
/// Star Battle: an N x N board split into N zones; put k stars in every row, column and zone so
/// that no two stars touch, not even diagonally. Read a board, count its solutions, solve,
/// generate.
///
/// @code
///   auto p = puzzlesmith::starbattle::Parse("https://puzz.link/p?starbattle/6/6/1/...");
///   auto rows = puzzlesmith::starbattle::Solve(*p);  // {"..*...", ...}
/// @endcode
/// A whole program: examples/library/starbattle.cc (docs/library.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzlesmith/result.h"

namespace puzzlesmith::starbattle {

/// A Star Battle board: its side, the stars a unit needs and the zone of every cell.
struct Puzzle {
  int size = 0;            ///< N (at most 32)
  int stars = 1;           ///< k: stars per row, per column and per zone
  std::vector<int> zones;  ///< N*N zone ids 0..N-1, row by row
};

/// Reads a board in any of the forms puzzlesmith reads: a zone file (N lines of N zone ids), a
/// puzz.link URL, a pzprv3 save file or puzzlesmith's JSON. `stars` is k where the text does not
/// say it (a zone file). Errors carry line and column.
PUZZLESMITH_API Result<Puzzle> Parse(std::string_view text, int stars = 1);
/// The board as a zone file: N lines of N zone ids (Parse reads it).
PUZZLESMITH_API std::string FormatZones(const Puzzle& puzzle);
/// The board as a puzz.link URL (Parse reads it).
PUZZLESMITH_API std::string FormatUrl(const Puzzle& puzzle);

/// A solution: N rows of '*' (star) and '.' (empty).
using Solution = std::vector<std::string>;

/// The answer of CountSolutions.
struct Count {
  int64_t count = 0;      ///< solutions found, at most the limit
  bool complete = false;  ///< true: exact, or reached the limit
  Solution first;         ///< the first solution found (empty when none)
};
/// Counts solutions up to `limit` (limit 2 answers "is it unique?"). When the limits run out the
/// result holds what was found with complete == false.
PUZZLESMITH_API Result<Count> CountSolutions(const Puzzle& puzzle, int64_t limit = 2,
                                             const Limits& limits = {});
/// A solution; kNoSolution when there is none, kBudget when the limits ran out first.
PUZZLESMITH_API Result<Solution> Solve(const Puzzle& puzzle, const Limits& limits = {});

/// The levels, easiest first: easy, medium, hard, expert, extreme.
PUZZLESMITH_API std::vector<std::string> Levels();

/// What Generate makes.
struct GenerateOptions {
  int size = 10;              ///< N, 5 to 32 (two stars need N >= 8 or so, three N >= 11)
  int stars = 2;              ///< k
  std::string level = "any";  ///< "any" (or empty) or one of Levels()
  /// The same seed gives the same board; absent: one drawn from the clock (Generated::seed).
  std::optional<uint64_t> seed;
};
/// A board made by Generate.
struct Generated {
  Puzzle puzzle;      ///< exactly one solution
  Solution solution;  ///< its stars
  std::string level;  ///< its level, one of Levels()
  uint64_t seed = 0;  ///< the seed it was made from (GenerateOptions::seed makes it again)
};
/// Makes a board with exactly one solution, deterministic per seed. kInvalidInput for options
/// it cannot meet (too many stars for the size), kBudget when the limits run out first.
PUZZLESMITH_API Result<Generated> Generate(const GenerateOptions& options,
                                           const Limits& limits = {});

}  // namespace puzzlesmith::starbattle
