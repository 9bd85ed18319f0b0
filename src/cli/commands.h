// Registration of each kind's subcommands. Each Add* function adds its subcommands to `app` and
// returns nothing; the chosen subcommand's callback sets `exit_code`.
#pragma once

#include <CLI/CLI.hpp>
#include <string_view>

namespace ps::cli {

// (Each in the namespace of its file, sudoku_cmd.cc and so on.)
namespace sudoku_cmd {
void AddSudokuCommands(CLI::App& app, int& exit_code);
}
namespace starbattle_cmd {
void AddStarbattleCommands(CLI::App& app, int& exit_code);
}
namespace crossword_cmd {
void AddCrosswordCommands(CLI::App& app, int& exit_code);
}
using crossword_cmd::AddCrosswordCommands;
using starbattle_cmd::AddStarbattleCommands;
using sudoku_cmd::AddSudokuCommands;
// The verbs every kind shares, from the registry: make, convert, print, solve, grade, hint,
// levels, kinds. Only the one named `wanted` (the command line's first word; "*": every one, for
// `help` and `completions`) gets its options; the others are listed by --help and not built.
void AddKindCommands(CLI::App& app, int& exit_code, std::string_view wanted);
// The kinds' own spellings of those verbs (kind.h's `spellings`: `sudoku generate`, `crossword
// layout`), each under its group (made here when no kind command made it), built when the group
// is the command asked for. Called after the kind commands, which make their groups.
void AddKindSpellings(CLI::App& app, int& exit_code, std::string_view wanted);
// `serve` runs the puzzlesmith-server binary next to this one with the same arguments: the web
// server's libraries (cpp-httplib with OpenSSL and brotli, SQLite) are not loaded by the other
// commands, which start about 4 ms faster for it.
// `described`: its options declared, for `help` and `completions` (which describe the tree).
void AddServeCommand(CLI::App& app, int& exit_code, bool described = false);
void AddLibraryCommands(CLI::App& app, int& exit_code);
// `help` (a command's help, the manual page, a JSON map of the commands) and `completions`
// (bash, zsh, fish), generated from the tree `app` holds when they run.
void AddHelpCommands(CLI::App& app, int& exit_code);
// The serve options and their callback, on `cmd` (the puzzlesmith-server binary's own app).
void ConfigureServe(CLI::App* cmd, int& exit_code);

}  // namespace ps::cli
