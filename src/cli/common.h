// What every puzzlesmith subcommand shares: exit codes, the common options (--json, --seed,
// --time-limit), Ctrl-C handling, the progress line on a terminal and error printing.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

#include "core/budget.h"
#include "core/result.h"

namespace ps::cli {

enum Exit : int {
  kExitOk = 0,
  kExitNoSolution = 1,  // no solution, or not unique where that was asked
  kExitBadInput = 2,
  kExitBudget = 3,  // budget exhausted or stopped
};

struct CommonOptions {
  bool json = false;
  uint64_t seed = 0;
  bool seed_given = false;
  double time_limit = 0;  // seconds; 0 = the command's default
  bool quiet = false;
};

void AddCommonOptions(CLI::App* app, CommonOptions& options, bool with_seed);

// The seed to use: the given one, or a fresh one from the clock (printed so it can be reused).
uint64_t ResolveSeed(const CommonOptions& options);

// Installs the SIGINT/SIGTERM handler that sets the global cancel flag; a second Ctrl-C kills.
void InstallSignalHandlers();
const CancelFlag& GlobalCancel();

// A budget with the time limit (or `default_seconds` when none was given) and the cancel flag.
Budget MakeBudget(const CommonOptions& options, double default_seconds);

// A progress line on stderr, shown only on a terminal and only after the first second.
ProgressFn TerminalProgress(const CommonOptions& options);
void ClearProgress();

// Prints "puzzlesmith: <error>" on stderr and returns the matching exit code.
int Fail(const Error& error);
int ExitCodeFor(ErrorCode code);

}  // namespace ps::cli
