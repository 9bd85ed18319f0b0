// See common.h.
#include "cli/common.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>

#include "core/outcome.h"

namespace ps::cli {

namespace {
CancelFlag g_cancel;
bool g_progress_shown = false;

extern "C" void OnSignal(int sig) {
  g_cancel.Cancel();
  std::signal(sig, SIG_DFL);  // a second Ctrl-C ends the program at once
}
}  // namespace

void AddCommonOptions(CLI::App* app, CommonOptions& options, bool with_seed) {
  app->add_flag("--json", options.json, "Machine-readable JSON output");
  app->add_option("--time-limit", options.time_limit,
                  "Stop after this many seconds (exit code 3); none: no limit but Ctrl-C")
      ->type_name("SECONDS|none")
      ->transform(CLI::Validator(
          [](std::string& text) -> std::string {
            if (text == "none") {
              text = "inf";
              return "";
            }
            char* end = nullptr;
            const double v = std::strtod(text.c_str(), &end);
            if (end == text.c_str() || *end != '\0' || !std::isfinite(v) || v <= 0) {
              return fmt::format(
                  "'{}' is not a time limit: give a number of seconds above 0, or "
                  "none for no limit",
                  text);
            }
            return "";
          },
          "SECONDS|none"));
  app->add_flag("-q,--quiet", options.quiet, "No progress line");
  if (with_seed) {
    app->add_option("--seed", options.seed, "Random seed; the same seed gives the same result")
        ->each([&options](const std::string&) { options.seed_given = true; });
  }
}

uint64_t ResolveSeed(const CommonOptions& options) {
  if (options.seed_given) return options.seed;
  auto now = std::chrono::system_clock::now().time_since_epoch().count();
  return static_cast<uint64_t>(now) % 1000000007ULL;
}

void InstallSignalHandlers() {
  std::signal(SIGINT, OnSignal);
  std::signal(SIGTERM, OnSignal);
}

const CancelFlag& GlobalCancel() { return g_cancel; }

Budget UntilInterrupted() { return Budget::Unlimited(&g_cancel); }

Error Interrupted(const Budget& budget) {
  const std::string what = budget.reason() == StopReason::kDeadline
                               ? "stopped: the time limit was reached (raise --time-limit)"
                               : "stopped (Ctrl-C)";
  return Error{ErrorCode::kBudget, what, "", 0, 0};
}

Budget MakeBudget(const CommonOptions& options, double default_seconds) {
  double seconds = options.time_limit > 0 ? options.time_limit : default_seconds;
  return Budget::Seconds(seconds, &g_cancel);
}

ProgressFn TerminalProgress(const CommonOptions& options) {
  if (options.quiet || !isatty(STDERR_FILENO)) return {};
  return [last = -1.0](const Progress& p) mutable {
    if (p.elapsed < 1.0 || p.elapsed - last < 0.1) return;  // after 1 s, at most 10 times a second
    last = p.elapsed;
    std::string line = fmt::format("{} {:.1f} s, {} nodes", p.phase, p.elapsed, p.nodes);
    if (p.found > 0) line += fmt::format(", {} found", p.found);
    if (p.fraction >= 0) line += fmt::format(", ~{:.0f}% of the tree", p.fraction * 100);
    line += " (Ctrl-C stops)";
    std::fprintf(stderr, "\r\033[K%s", line.c_str());
    std::fflush(stderr);
    g_progress_shown = true;
  };
}

void ClearProgress() {
  if (g_progress_shown) {
    std::fprintf(stderr, "\r\033[K");
    std::fflush(stderr);
    g_progress_shown = false;
  }
}

int ExitCodeFor(ErrorCode code) {
  switch (code) {
    case ErrorCode::kNoSolution:
      return kExitNoSolution;
    case ErrorCode::kBudget:
      return kExitBudget;
    case ErrorCode::kInvalidInput:
    case ErrorCode::kIo:
      return kExitBadInput;
    case ErrorCode::kInternal:
      return 70;
  }
  return kExitBadInput;
}

std::string_view CountStatus(int64_t count, bool complete, int64_t limit) {
  return ToString(OutcomeOf(count, complete, limit));
}

bool Answered(std::string_view status) {
  return status == ToString(Outcome::kUnique) || status == ToString(Outcome::kFound);
}

int ParseAndRun(CLI::App& app, int argc, char** argv, const int& exit_code) {
  InstallSignalHandlers();
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int rc = app.exit(e);
    return rc == 0 ? 0 : kExitBadInput;
  }
  // Whatever was written and not yet flushed goes out now; a write that failed on the way (a
  // full disk, a closed pipe) makes the command fail, so that no script takes a cut-short
  // output for a whole one.
  const bool flushed = std::fflush(stdout) == 0;
  const int err = errno;
  if ((!flushed || std::ferror(stdout)) && exit_code != kExitWrite) {
    ClearProgress();
    std::fprintf(stderr,
                 "puzzlesmith: could not write the output%s; what was written is incomplete\n",
                 !flushed ? fmt::format(" ({})", std::strerror(err)).c_str()
                          : " (a full disk, or a reader that went away)");
    return kExitWrite;
  }
  return exit_code;
}

int Fail(const Error& error) {
  ClearProgress();
  std::fprintf(stderr, "puzzlesmith: %s\n", error.ToString().c_str());
  return ExitCodeFor(error.code);
}

}  // namespace ps::cli
