// The puzzlesmith command: `puzzlesmith <verb> ...` and `puzzlesmith <kind> <verb> ...`. See
// docs/cli.md for every command.
#include <CLI/CLI.hpp>
#include <string_view>

#include "cli/commands.h"
#include "cli/common.h"

int main(int argc, char** argv) {
  CLI::App app{
      "puzzlesmith: makes and solves recreational puzzles (fill-in crosswords, Sudoku, Star "
      "Battle, ...)",
      "puzzlesmith"};
  app.require_subcommand(1);
  app.footer(
      "Every puzzle has a game ID, one line that carries it (sudoku/9:4e8a5a3j..., "
      "starbattle/6k1:4ilbhgdnmhou): `puzzlesmith make` prints it; `convert`, `print`, `solve`, "
      "`grade`, `hint` and the "
      "Sudoku, Star Battle and crossword commands that read a puzzle take one in place of a file. "
      "`puzzlesmith make`, `convert`, `print`, `solve`, `grade`, `hint` and `levels` work for "
      "every "
      "kind; `puzzlesmith kinds` lists the kinds with their formats and levels.");
  app.set_version_flag("--version", ps::cli::kVersionText);
  int exit_code = 0;
  // `help` and `completions` describe the whole tree, so every verb is built for them.
  const std::string_view first = argc > 1 ? argv[1] : "";
  const bool whole_tree = first == "help" || first == "completions";
  ps::cli::AddKindCommands(app, exit_code, whole_tree ? "*" : first);
  ps::cli::AddSudokuCommands(app, exit_code);
  ps::cli::AddStarbattleCommands(app, exit_code);
  ps::cli::AddCrosswordCommands(app, exit_code);
  ps::cli::AddKindSpellings(app, exit_code, whole_tree ? "*" : first);
  ps::cli::AddServeCommand(app, exit_code, whole_tree);
  ps::cli::AddLibraryCommands(app, exit_code);
  ps::cli::AddHelpCommands(app, exit_code);
  ps::cli::FinishCommandTree(app);
  return ps::cli::ParseAndRun(app, argc, argv, exit_code);
}
