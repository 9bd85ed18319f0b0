// `puzzlesmith crossword layout`: crossword construction from a word list with clues (004_).
#include <fmt/format.h>

#include <cstdio>
#include <nlohmann/json.hpp>

#include "app/io.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "crossword/construct.h"

namespace ps::cli {
namespace {

using namespace ps::crossword;

struct LayoutArgs {
  std::string words;
  std::string size;
  std::string strategy = "compact";
  int count = 1;
  int next = 0;
  int attempts = 0;
  bool blank = false;
  CommonOptions common;
};

nlohmann::json ToJson(const Construction& c, uint64_t seed) {
  nlohmann::json j;
  j["width"] = c.grid.width;
  j["height"] = c.grid.height;
  nlohmann::json entries = nlohmann::json::array();
  for (const Entry& e : c.grid.entries) {
    entries.push_back({{"word", e.answer},
                       {"clue", e.clue},
                       {"row", e.y},
                       {"col", e.x},
                       {"direction", ToString(e.dir)},
                       {"number", e.number}});
  }
  j["entries"] = std::move(entries);
  nlohmann::json unplaced = nlohmann::json::array();
  for (const Unplaced& u : c.unplaced)
    unplaced.push_back({{"word", u.answer}, {"reason", u.reason}});
  j["unplaced"] = std::move(unplaced);
  j["density"] = std::round(c.density * 1000) / 1000;
  j["crossings"] = c.crossings;
  j["seed"] = seed;
  return j;
}

Result<std::pair<int, int>> ParseSize(const std::string& s) {
  int w = 0, h = 0;
  char x = 0, extra = 0;
  if (std::sscanf(s.c_str(), "%d%c%d%c", &w, &x, &h, &extra) != 3 || (x != 'x' && x != 'X') ||
      w < 2 || h < 2 || w > kMaxSide || h > kMaxSide) {
    return InvalidInput(
        fmt::format("--size '{}' is not WIDTHxHEIGHT with sides 2..{} (e.g. 15x15)", s, kMaxSide));
  }
  return std::pair{w, h};
}

int RunLayout(const LayoutArgs& a) {
  Result<std::string> text = app::ReadInput(a.words);
  if (!text.ok()) return Fail(text.error());
  Result<std::vector<ClueWord>> words = ParseClueList(*text);
  if (!words.ok()) return Fail(words.error().WithFile(a.words == "-" ? "<stdin>" : a.words));
  ConstructOptions opts;
  if (!a.size.empty()) {
    Result<std::pair<int, int>> size = ParseSize(a.size);
    if (!size.ok()) return Fail(size.error());
    opts.width = size->first;
    opts.height = size->second;
  }
  Result<Strategy> strategy = ParseStrategy(a.strategy);
  if (!strategy.ok()) return Fail(strategy.error());
  opts.strategy = *strategy;
  opts.seed = ResolveSeed(a.common);
  opts.count = a.count + a.next;
  opts.attempts = a.attempts;
  // --time-limit searches that long for better layouts; without it the attempt count decides
  // (deterministic per seed) and Ctrl-C stops early with the best so far.
  opts.until_deadline = a.common.time_limit > 0;
  opts.progress = TerminalProgress(a.common);
  Budget budget = MakeBudget(a.common, 0);
  ConstructResult r = Construct(*words, opts, budget);
  ClearProgress();
  if (r.layouts.front().grid.entries.empty()) {
    std::fprintf(stderr, "puzzlesmith: no word fits in the %dx%d frame (%s: %s)\n", opts.width,
                 opts.height, r.layouts.front().unplaced.front().answer.c_str(),
                 r.layouts.front().unplaced.front().reason.c_str());
    return kExitNoSolution;
  }
  const size_t first = static_cast<size_t>(a.next);
  if (r.layouts.size() <= first) {
    std::fprintf(stderr, "puzzlesmith: only %zu distinct layouts found in %d attempts\n",
                 r.layouts.size(), r.attempts);
    return kExitNoSolution;
  }
  for (size_t i = first; i < r.layouts.size(); ++i) {
    const Construction& c = r.layouts[i];
    const std::string broken = CheckCrossword(c.grid);
    PS_CHECK(broken.empty());
    if (a.common.json) {
      std::printf("%s\n", ToJson(c, opts.seed).dump().c_str());
      continue;
    }
    if (i > first) std::printf("\n");
    std::printf("%s", FormatCrossword(c.grid, a.blank).c_str());
    std::printf("\n%dx%d, %zu entries, %d crossings, density %.3f\n", c.grid.width, c.grid.height,
                c.grid.entries.size(), c.crossings, c.density);
    for (const Unplaced& u : c.unplaced) {
      std::printf("not placed: %s (%s)\n", u.answer.c_str(), u.reason.c_str());
    }
  }
  if (r.stopped) {
    std::fprintf(stderr,
                 "puzzlesmith: stopped after %d attempts; the best layout so far is shown\n",
                 r.attempts);
    return kExitBudget;
  }
  return kExitOk;
}

}  // namespace

void AddCrosswordCommands(CLI::App& app, int& exit_code) {
  CLI::App* cw = app.add_subcommand("crossword", "Crossword construction (004_)");
  cw->require_subcommand(1);

  auto args = std::make_shared<LayoutArgs>();
  CLI::App* layout = cw->add_subcommand(
      "layout", "Arrange a word list (with clues) into an interlocking crossword");
  layout
      ->add_option("WORDS", args->words,
                   "Word list: 'word', 'word: clue' or 'word across|down: clue' per line, or "
                   "JSON ('-' for stdin)")
      ->required();
  layout->add_option("--size", args->size, "A fixed frame WIDTHxHEIGHT (default: free-form)");
  layout->add_option("--strategy", args->strategy,
                     "compact (default), top-down, centre-out or random");
  layout->add_option("--count", args->count, "Distinct layouts to print, best first")
      ->check(CLI::Range(1, 1000));
  layout
      ->add_option("--next", args->next,
                   "Skip the N best layouts and print the ones after (the document's "
                   "'continue')")
      ->check(CLI::Range(0, 1000));
  layout->add_option("--attempts", args->attempts, "Layouts to try (default: more for short lists)")
      ->check(CLI::Range(1, 10000000));
  layout->add_flag("--blank", args->blank, "Print the grid without its letters");
  AddCommonOptions(layout, args->common, true);
  layout->callback([args, &exit_code] { exit_code = RunLayout(*args); });
}

}  // namespace ps::cli
