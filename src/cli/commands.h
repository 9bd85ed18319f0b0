// Registration of each kind's subcommands. Each Add* function adds its subcommands to `app` and
// returns nothing; the chosen subcommand's callback sets `exit_code`.
#pragma once

#include <CLI/CLI.hpp>

namespace ps::cli {

void AddFillinCommands(CLI::App& app, int& exit_code);
void AddSudokuCommands(CLI::App& app, int& exit_code);
void AddStarbattleCommands(CLI::App& app, int& exit_code);
void AddCrosswordCommands(CLI::App& app, int& exit_code);
void AddServeCommand(CLI::App& app, int& exit_code);

}  // namespace ps::cli
