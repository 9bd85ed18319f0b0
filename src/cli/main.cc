// The puzzlesmith command: `puzzlesmith <kind> <verb> ...`. See README.md for every command.
#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/common.h"

int main(int argc, char** argv) {
  CLI::App app{
      "puzzlesmith: makes and solves recreational puzzles (fill-in crosswords, Sudoku, Star "
      "Battle, ...)",
      "puzzlesmith"};
  app.require_subcommand(1);
  app.set_version_flag("--version", ps::cli::kVersionText);
  int exit_code = 0;
  ps::cli::AddKindCommands(app, exit_code);
  ps::cli::AddFillinCommands(app, exit_code);
  ps::cli::AddSudokuCommands(app, exit_code);
  ps::cli::AddStarbattleCommands(app, exit_code);
  ps::cli::AddCrosswordCommands(app, exit_code);
  ps::cli::AddServeCommand(app, exit_code);
  return ps::cli::ParseAndRun(app, argc, argv, exit_code);
}
