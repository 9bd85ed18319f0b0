// What every puzzlesmith subcommand shares: exit codes, the common options (--json, --seed,
// --time-limit), Ctrl-C handling, the progress line on a terminal and error printing.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/budget.h"
#include "core/result.h"

namespace ps::cli {

// What --version prints, in puzzlesmith and puzzlesmith-server alike.
inline constexpr const char* kVersionText = "puzzlesmith 0.1.0";

enum Exit : int {
  kExitOk = 0,
  kExitNoSolution = 1,  // no solution, or not unique where that was asked
  kExitBadInput = 2,
  kExitBudget = 3,  // budget exhausted or stopped
  kExitWrite = 74,  // the output could not be written (a full disk, a closed pipe): EX_IOERR
};

struct CommonOptions {
  bool json = false;
  uint64_t seed = 0;
  bool seed_given = false;
  // Seconds; 0: the command's default; infinity: none (--time-limit none), only Ctrl-C stops.
  double time_limit = 0;
  bool quiet = false;
};

void AddCommonOptions(CLI::App* app, CommonOptions& options, bool with_seed);

// The seed to use: the given one, or a fresh one from the clock (printed so it can be reused).
uint64_t ResolveSeed(const CommonOptions& options);

// Installs the SIGINT/SIGTERM handler that sets the global cancel flag; a second Ctrl-C kills.
void InstallSignalHandlers();
const CancelFlag& GlobalCancel();
// No limit but Ctrl-C: for the short checks of commands without --time-limit.
Budget UntilInterrupted();
// The error a check stopped by its budget gives (exit code 3), saying what stopped it: Ctrl-C,
// or the time limit (and how to raise it).
Error Interrupted(const Budget& budget);

// A budget with the time limit (or `default_seconds` when none was given) and the cancel flag.
Budget MakeBudget(const CommonOptions& options, double default_seconds);

// A progress line on stderr, shown only on a terminal and only after the first second.
ProgressFn TerminalProgress(const CommonOptions& options);
void ClearProgress();

// Batches of generated puzzles (--count, --shard, --threads, ...): cli/batch.h.

// The answer of a solver that counted `count` solutions with the limit at `limit`, in the words
// of core/outcome.h: "unique", "multiple", "none", "budget_exhausted" (stopped before a second
// solution), or "solved" when one was found with the limit at one.
std::string_view CountStatus(int64_t count, bool complete, int64_t limit);
// Whether that answer is a success (exit 0): "unique" or "solved".
bool Answered(std::string_view status);

// Prints "puzzlesmith: <error>" on stderr and returns the matching exit code.
int Fail(const Error& error);

// The end of both binaries' main(): installs the signal handlers, parses the command line (the
// chosen callback sets `exit_code`) and returns the process's exit code: 2 for a bad command line,
// 0 after --help or --version.
int ParseAndRun(CLI::App& app, int argc, char** argv, const int& exit_code);
int ExitCodeFor(ErrorCode code);

}  // namespace ps::cli
