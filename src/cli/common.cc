// See common.h.
#include "cli/common.h"

#include <fmt/format.h>
#include <langinfo.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <clocale>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <thread>

#include "core/outcome.h"

namespace ps::cli {

namespace {
CancelFlag g_cancel;
bool g_progress_shown = false;
bool g_json_errors = false;
std::optional<uint64_t> g_clock_seed;  // a seed drawn from the clock, to be said at the end

extern "C" void OnSignal(int sig) {
  g_cancel.Cancel();
  std::signal(sig, SIG_DFL);  // a second Ctrl-C ends the program at once
}
}  // namespace

void AddCommonOptions(CLI::App* app, CommonOptions& options, bool with_seed) {
  app->add_flag("--json", options.json, "Machine-readable JSON output");
  app->add_option("--time-limit", options.time_limit,
                  "Stop after this many seconds (exit code 3); none: no limit but Ctrl-C")
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
          ""))
      ->type_name("SECONDS|none");
  app->add_flag("-q,--quiet", options.quiet, "No progress line and no seed line on stderr");
  if (with_seed) {
    app->add_option("--seed", options.seed,
                    "Random seed from 0 up; the same seed gives the same result")
        ->check(CLI::Validator(
            [](std::string& text) -> std::string {
              // Never wrapped around: a negative or too large seed is refused.
              if (text.empty() || text.size() > 19 ||
                  text.find_first_not_of("0123456789") != std::string::npos) {
                return fmt::format(
                    "'{}' is not a seed: give a whole number from 0 to 9999999999999999999", text);
              }
              return "";
            },
            "SEED"))
        ->each([&options](const std::string&) { options.seed_given = true; });
  }
}

uint64_t ResolveSeed(const CommonOptions& options) {
  if (options.seed_given) return options.seed;
  auto now = std::chrono::system_clock::now().time_since_epoch().count();
  const uint64_t seed = static_cast<uint64_t>(now) % 1000000007ULL;
  // Said when the command ends (ParseAndRun), after its last progress line.
  if (!options.quiet && !options.json) g_clock_seed = seed;
  return seed;
}

render::Paper SystemPaper() {
  auto first_word = [](std::string text) {
    // /etc/papersize may hold comment lines; the first other line names the paper.
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
      const size_t a = line.find_first_not_of(" \t\r");
      if (a == std::string::npos || line[a] == '#') continue;
      const size_t b = line.find_first_of(" \t\r", a);
      return line.substr(a, b == std::string::npos ? std::string::npos : b - a);
    }
    return std::string();
  };
  if (const char* env = std::getenv("PAPERSIZE"); env != nullptr && *env != '\0') {
    if (std::optional<render::Paper> p = render::PaperNamed(first_word(env))) return *p;
  }
  if (std::ifstream file("/etc/papersize"); file) {
    std::stringstream text;
    text << file.rdbuf();
    if (std::optional<render::Paper> p = render::PaperNamed(first_word(text.str()))) return *p;
  }
  // glibc's LC_PAPER: the paper's width and height in millimetres (216 x 279 for Letter).
  if (std::setlocale(LC_PAPER, "") != nullptr) {
    // NOLINTNEXTLINE(cppcoreguidelines-pro-type-union-access): glibc returns an int in a char*.
    const auto width = static_cast<int>(reinterpret_cast<intptr_t>(nl_langinfo(_NL_PAPER_WIDTH)));
    std::setlocale(LC_PAPER, "C");
    if (width == 216) return render::kLetter;
  }
  return render::kA4;
}

void AddPaperOption(CLI::App* cmd, render::Paper& paper) {
  paper = SystemPaper();
  cmd->add_option_function<std::string>(
         "--paper",
         [&paper](const std::string& name) {
           std::optional<render::Paper> p = render::PaperNamed(name);
           if (!p) {
             throw CLI::ValidationError("--paper",
                                        "'" + name + "' is not a paper: give a4 or letter");
           }
           paper = *p;
         },
         std::string("Paper for the PDF and SVG pages: a4 or letter (default: ") +
             std::string(paper.name) + ", the system's: $PAPERSIZE, /etc/papersize or the locale)")
      ->type_name("a4|letter");
}

Result<std::pair<int, int>> ParseSize(const std::string& text, int lo, int hi,
                                      std::string_view flag) {
  int w = 0, h = 0;
  char x = 0, extra = 0;
  const int got = std::sscanf(text.c_str(), "%d%c%d%c", &w, &x, &h, &extra);
  if (got == 1 && text.find_first_not_of("0123456789") == std::string::npos) {
    h = w;
  } else if (got != 3 || (x != 'x' && x != 'X') ||
             text.find_first_not_of("0123456789xX") != std::string::npos) {
    return InvalidInput(fmt::format(
        "{} '{}' is not a size: give N (N by N) or WIDTHxHEIGHT, such as 15 or 15x11", flag, text));
  }
  if (w < lo || h < lo || w > hi || h > hi) {
    return InvalidInput(
        fmt::format("{} '{}': each side must be from {} to {}", flag, text, lo, hi));
  }
  return std::pair{w, h};
}

const char* const kExitCodesText =
    "Exit codes: 0 success; 1 no solution, or not unique where that is the question; 2 bad "
    "input or command line; 3 stopped by --time-limit or Ctrl-C; 74 the output could not be "
    "written; 70 an internal error (a bug).";

namespace {
// `top_footer`: the top-level footer, which subcommands inherit from it and need not repeat.
void FinishLeaves(CLI::App* app, const std::string& top_footer) {
  for (CLI::App* sub : app->get_subcommands([](CLI::App*) { return true; })) {
    if (sub->get_subcommands([](CLI::App*) { return true; }).empty()) {
      if (sub->get_option_no_throw("--version") == nullptr) {
        sub->set_version_flag("--version", kVersionText);
      }
      const std::string footer = sub->get_footer() == top_footer ? "" : sub->get_footer();
      sub->footer(footer.empty() ? kExitCodesText : footer + "\n\n" + kExitCodesText);
    } else {
      if (sub->get_footer() == top_footer) sub->footer("");
      FinishLeaves(sub, top_footer);
    }
  }
}
}  // namespace

void FinishCommandTree(CLI::App& app) {
  FinishLeaves(&app, app.get_footer());
  const std::string footer = app.get_footer();
  app.footer(footer.empty() ? kExitCodesText : footer + "\n\n" + kExitCodesText);
}

bool JsonErrors() { return g_json_errors; }

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
  for (int i = 1; i < argc && std::strcmp(argv[i], "--") != 0; ++i) {
    if (std::strcmp(argv[i], "--json") == 0) g_json_errors = true;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);  // --help, --version
    // One line, as every error: an unknown command named as such, CLI11's other messages as
    // they are (without their "Run with --help" line).
    auto known = [](CLI::App* parent, const char* name) {
      for (CLI::App* sub : parent->get_subcommands([](CLI::App*) { return true; })) {
        if (sub->check_name(name)) return sub;
      }
      return static_cast<CLI::App*>(nullptr);
    };
    std::string message = e.what();
    // The command's words, past the options before them (`puzzlesmith --json frob`).
    // (Only in a program of commands, and past flags that take no value.)
    std::vector<std::string> words;
    int at = 1;
    while (at < argc && (std::strcmp(argv[at], "--json") == 0 || std::strcmp(argv[at], "-q") == 0 ||
                         std::strcmp(argv[at], "--quiet") == 0)) {
      ++at;
    }
    for (; at < argc && words.size() < 2 && argv[at][0] != '-'; ++at) words.emplace_back(argv[at]);
    const bool commands = !app.get_subcommands([](CLI::App*) { return true; }).empty();
    if (!commands) {
      // A program without commands (puzzlesmith-server): CLI11's message as it is.
    } else if (words.empty() && at >= argc) {
      message = "give a command (puzzlesmith --help lists them)";
    } else if (words.empty()) {
      // An option before any command: CLI11's message as it is.
    } else if (CLI::App* group = known(&app, words[0].c_str()); group == nullptr) {
      message = fmt::format("no command '{}' (puzzlesmith --help lists the commands)", words[0]);
    } else if (!group->get_subcommands([](CLI::App*) { return true; }).empty()) {
      if (words.size() == 1) {
        message = fmt::format("give a command after '{}' (puzzlesmith {} --help lists them)",
                              words[0], words[0]);
      } else if (known(group, words[1].c_str()) == nullptr) {
        message = fmt::format("no command '{} {}' (puzzlesmith {} --help lists them)", words[0],
                              words[1], words[0]);
      }
    }
    for (char& c : message) {
      if (c == '\n') c = ' ';
    }
    while (!message.empty() && message.back() == ' ') message.pop_back();
    std::fprintf(stderr, "puzzlesmith: %s\n", message.c_str());
    if (g_json_errors) {
      std::printf("%s\n", nlohmann::json{{"error",
                                          {{"message", message},
                                           {"exit", static_cast<int>(kExitBadInput)},
                                           {"file", nullptr},
                                           {"line", nullptr},
                                           {"column", nullptr}}}}
                              .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
                              .c_str());
      std::fflush(stdout);
    }
    return kExitBadInput;
  } catch (const nlohmann::json::exception& e) {
    // A field of a puzzle's JSON (a record, a document, an f-puzzles file) of a type its reader
    // did not check: one line and exit 2, never an abort.
    ClearProgress();
    std::string what = e.what();
    if (const size_t at = what.find("] "); at != std::string::npos) what = what.substr(at + 2);
    std::fprintf(stderr,
                 "puzzlesmith: a puzzle's JSON has a field of the wrong type (%s): write it as "
                 "puzzlesmith make --json or convert --to json does\n",
                 what.c_str());
    std::fflush(stdout);
    return kExitBadInput;
  }
  // A seed drawn from the clock is said, so that the run can be repeated (not after bad input:
  // nothing was made from it).
  if (g_clock_seed && exit_code != kExitBadInput) {
    ClearProgress();
    std::fprintf(stderr, "puzzlesmith: seed %llu (--seed %llu makes the same again)\n",
                 static_cast<unsigned long long>(*g_clock_seed),
                 static_cast<unsigned long long>(*g_clock_seed));
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
  const int code = ExitCodeFor(error.code);
  if (g_json_errors) {
    auto place = [](int n) { return n > 0 ? nlohmann::json(n) : nlohmann::json(nullptr); };
    nlohmann::json record{
        {"error",
         {{"message", error.message},
          {"exit", code},
          {"file", error.file.empty() ? nlohmann::json(nullptr) : nlohmann::json(error.file)},
          {"line", place(error.line)},
          {"column", place(error.column)}}}};
    std::printf("%s\n",
                record.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace).c_str());
    std::fflush(stdout);
  }
  return code;
}

}  // namespace ps::cli
