// The puzzlesmith-server binary: the web app, started by `puzzlesmith serve ARGS` with the same
// arguments (serve_exec.cc). Its options are in serve_cmd.cc.
#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/common.h"

int main(int argc, char** argv) {
  CLI::App app{"Start the web app: make, play, keep and print puzzles in a browser",
               "puzzlesmith serve"};
  app.set_version_flag("--version", ps::cli::kVersionText);
  int exit_code = 0;
  ps::cli::ConfigureServe(&app, exit_code);
  return ps::cli::ParseAndRun(app, argc, argv, exit_code);
}
