/// @file
/// Every kind of puzzle by its name, as the command line has them: make, read, write, solve,
/// grade, hint, check and draw (print) a puzzle of any kind (`kinds()` lists them: sudoku,
/// starbattle, fillin, crossword, fill, ...), with parameters as JSON text and answers as JSON
/// text.
///
/// Each call returns the text `puzzlesmith VERB ... --json` prints for the same arguments (the
/// same functions build both; the command ends it with a line break):
///
/// @code
///   // The text of `puzzlesmith make sudoku --seed 5 --json`:
///   puzzlesmith::Result<std::string> made = puzzlesmith::make("sudoku", R"({"seed": 5})");
///   if (!made) { std::cerr << made.error().ToString() << "\n"; return 2; }
///   std::cout << *made << "\n";
///   // Its answer, counted to 2 (unique or not), from the record or its game ID:
///   puzzlesmith::Result<std::string> solved = puzzlesmith::solve(*made);
/// @endcode
///
/// A PUZZLE argument is any of: a record as make() and read() return it (JSON with its "kind"
/// and "doc"), a file's content in any format a kind reads, or a game ID (sudoku/9:4a3b...,
/// sudoku/size=9,level=hard#42). Parameters are JSON objects whose names are those of the kind's
/// table (kinds(): "params"; `puzzlesmith make KIND --help`), absent names taking the table's
/// defaults (a seed drawn from the clock, given back in the record's "seed").
///
/// Nothing is thrown: a failure is an Error (code kInvalidInput for bad input, with the
/// parameter's name; kBudget when the Limits ran out or their cancel flag was set; kNoSolution,
/// kIo). Every call may be made from several threads at once.
/// A whole program: examples/library/kinds.cc (docs/library.md).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "puzzlesmith/result.h"

namespace puzzlesmith {

/// Every kind, in menu order: [{"name", "label", "aliases", "makes", "params", "import_params",
/// "reads", "writes", "levels", ...}], the text of `puzzlesmith kinds --json`.
PUZZLESMITH_API Result<std::string> kinds();

/// A kind's levels, easiest first ([{"name", "techniques", ...}]): `puzzlesmith levels KIND
/// --json`. kInvalidInput for a kind without levels.
PUZZLESMITH_API Result<std::string> levels(std::string_view kind);

/// Makes a puzzle of `kind` (a name or alias) from `params`, a JSON object of the kind's
/// parameters, e.g. {"size": 9, "level": "hard", "seed": 42}: the record `puzzlesmith make KIND
/// --PARAM VALUE ... --json` prints, {"kind", "title", "level", "params", "seed", "game_id",
/// "seed_id", "doc"}. The same parameters and seed make the same puzzle on every machine. A kind
/// that makes from a word list (fillin, fill) also takes "word_list" (a file's path, the
/// command's --words; absent: the built-in list) and "allow_excluded" (true lets the words of the
/// exclusion list in).
PUZZLESMITH_API Result<std::string> make(std::string_view kind, std::string_view params = "{}",
                                         const Limits& limits = {});

/// Reads a puzzle from a file's content (text, or bytes such as a .puz file's) or a game ID: the
/// record `puzzlesmith convert INPUT --json` prints. `options` is a JSON object: "format" (a
/// format some kind reads; absent or "auto": told from the content), the kinds' import
/// parameters by name (kinds(): "import_params", such as Star Battle's "stars"), and for a seeded
/// ID of a kind made from a word list, "word_list" and "allow_excluded" as make() has them. What
/// the reader assumed or skipped (the command's `note:` lines) is added to `notes` when given.
PUZZLESMITH_API Result<std::string> read(std::string_view text, std::string_view options = "{}",
                                         const Limits& limits = {},
                                         std::vector<std::string>* notes = nullptr);

/// A PUZZLE written as `format`: a format its kind writes (kinds(): "writes"; bytes for a binary
/// one such as "puz"), "id" (its game ID) or "seed-id" (the ID that makes it again from its seed):
/// what `puzzlesmith convert INPUT --to FORMAT` writes (an ID without the command's line break).
/// What the format cannot keep is added to `losses` when given.
PUZZLESMITH_API Result<std::string> write(std::string_view puzzle, std::string_view format,
                                          const Limits& limits = {},
                                          std::vector<std::string>* losses = nullptr);

/// Counts a PUZZLE's solutions up to `max_solutions` from its clues alone (2 tells unique from
/// several): {"kind", "outcome", "count", "limit", "state"}, `puzzlesmith solve INPUT
/// --max-solutions N --json`. "outcome" is none, solved, unique, multiple or budget_exhausted;
/// "state" holds the first solution as a game state (null when none was found).
PUZZLESMITH_API Result<std::string> solve(std::string_view puzzle, int64_t max_solutions = 2,
                                          const Limits& limits = {});

/// A PUZZLE's level as its kind grades it: {"kind", "level"}, `puzzlesmith grade INPUT --json`.
PUZZLESMITH_API Result<std::string> grade(std::string_view puzzle, const Limits& limits = {});

/// The next step of a game of a PUZZLE from `state`, a game state as JSON text as the web app
/// keeps it ({"values": ...} for Sudoku, {"marks": [...]} for Star Battle, {"letters": [...]}
/// for crosswords; empty: the start of the game): {"technique", "text", "cells", ...},
/// `puzzlesmith hint INPUT --state STATE --json`. A wrong entry is named ("technique":
/// "mistake") before any step.
PUZZLESMITH_API Result<std::string> hint(std::string_view puzzle, std::string_view state = "",
                                         const Limits& limits = {});

/// Checks a game `state` of a PUZZLE (as hint() takes it; empty: the start):
/// {"solved", "complete", "wrong": [square, ...]}.
PUZZLESMITH_API Result<std::string> check(std::string_view puzzle, std::string_view state = "",
                                          const Limits& limits = {});

/// A PUZZLE drawn as "svg" or "pdf" (the file's bytes): what `puzzlesmith print INPUT --svg
/// FILE` (or --pdf) writes.
/// `options` is a JSON object: "answers" (true: the answer page too), "board" (true: the board
/// alone, one page its own size, as the web app shows it) and "paper" ("a4", the default, or
/// "letter").
/// A PDF needs cairo where the library runs (kIo otherwise).
PUZZLESMITH_API Result<std::string> draw(std::string_view puzzle, std::string_view format = "svg",
                                         std::string_view options = "{}",
                                         const Limits& limits = {});

}  // namespace puzzlesmith
