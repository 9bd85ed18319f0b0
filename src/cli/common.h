// What every puzzlesmith subcommand shares: exit codes, the common options (--json, --seed,
// --time-limit), Ctrl-C handling, the progress line on a terminal and error printing.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/budget.h"
#include "core/result.h"
#include "render/paper.h"

namespace ps::cli {

// What --version prints, in puzzlesmith and puzzlesmith-server alike. PS_VERSION is the version
// of the top CMakeLists.txt's project() (src/CMakeLists.txt passes it).
inline constexpr const char* kVersionText = "puzzlesmith " PS_VERSION;

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

// The options every leaf command takes, with the same names and meanings everywhere: --json,
// -q/--quiet, --time-limit SECONDS (and --seed N where the command draws random numbers).
void AddCommonOptions(CLI::App* app, CommonOptions& options, bool with_seed);

// The seed to use: the given one, or a fresh one from the clock. A seed from the clock is said on
// stderr when the command ends ("puzzlesmith: seed N ...", not after bad input) unless --quiet or
// --json (whose records carry it), so that the run can be repeated.
uint64_t ResolveSeed(const CommonOptions& options);

// A size as every command writes it: "N" (N by N) or "WxH". Sides outside lo..hi are refused with
// the flag's name in the message.
Result<std::pair<int, int>> ParseSize(const std::string& text, int lo, int hi,
                                      std::string_view flag = "--size");

// `--paper a4|letter` on a command that prints; `paper` starts as the system's paper
// (SystemPaper) and the help says which that is.
void AddPaperOption(CLI::App* cmd, render::Paper& paper);
// The system's paper as other Debian programs find it: $PAPERSIZE, else /etc/papersize, else the
// locale's LC_PAPER (Letter where that is the size in use), else A4.
render::Paper SystemPaper();

// A hidden old name of an option, kept so that existing scripts keep working: it writes the same
// variable and prints "puzzlesmith: note: OLD is now NEW" once on stderr.
template <typename T>
CLI::Option* AddRenamedOption(CLI::App* cmd, const std::string& old_name,
                              const std::string& new_name, T& target) {
  return cmd->add_option(old_name, target, "Old name of " + new_name)
      ->group("")
      ->each([old_name, new_name](const std::string&) {
        std::fprintf(stderr, "puzzlesmith: note: %s is now %s\n", old_name.c_str(),
                     new_name.c_str());
      });
}

// The same for a flag: `old_name` sets `target` as `new_name` does.
inline CLI::Option* AddRenamedFlag(CLI::App* cmd, const std::string& old_name,
                                   const std::string& new_name, bool& target) {
  return cmd->add_flag(old_name, target, "Old name of " + new_name)
      ->group("")
      ->each([old_name, new_name](const std::string&) {
        std::fprintf(stderr, "puzzlesmith: note: %s is now %s\n", old_name.c_str(),
                     new_name.c_str());
      });
}

// The exit codes, as the top-level --help and every command's help list them.
extern const char* const kExitCodesText;

// What every leaf command gets from the tree: --version and the exit codes in its help footer.
// Call once the whole tree is built.
void FinishCommandTree(CLI::App& app);

// Whether errors also go to stdout as a JSON record (--json was given).
bool JsonErrors();

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

// Prints "puzzlesmith: <error>" on stderr and returns the matching exit code. Under --json it also
// prints {"error": {"message", "exit", "file", "line", "column"}} on stdout.
int Fail(const Error& error);

// The end of both binaries' main(): installs the signal handlers, parses the command line (the
// chosen callback sets `exit_code`) and returns the process's exit code: 2 for a bad command line,
// 0 after --help or --version.
int ParseAndRun(CLI::App& app, int argc, char** argv, const int& exit_code);
int ExitCodeFor(ErrorCode code);

}  // namespace ps::cli
