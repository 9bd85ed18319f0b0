// `puzzlesmith fillin solve|generate`: fill-in crosswords.
#include <fmt/format.h>

#include <cstdio>
#include <memory>

#include "app/fillin_service.h"
#include "app/io.h"
#include "app/puzzles.h"
#include "cli/batch.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "cli/crossword_files.h"
#include "kind/canonical.h"

// This file's names are in a namespace of its own: the build compiles several of the command's
// files as one (a unity build), and each file's `using namespace` must not reach the others.
namespace ps::cli::fillin_cmd {

namespace {

using namespace ps::crossword;
using namespace ps::fillin;

struct LayoutFlags {
  std::string background;
  std::string space;
  bool slot_list = false;
};

void AddLayoutFlags(CLI::App* cmd, LayoutFlags& f) {
  cmd->add_option("--background", f.background,
                  "Character for background cells (default '.', or '#' in #/. grids)");
  cmd->add_option("--space", f.space,
                  "Character for empty slot cells (default '*', or '.' in #/. grids)");
  cmd->add_flag("--slots", f.slot_list, "Read the layout as a JSON slot list");
}

Result<Board> LoadLayout(const std::string& path, const LayoutFlags& f) {
  Result<std::string> text = app::ReadInput(path);
  if (!text.ok()) return text.error();
  app::LayoutSource src;
  src.text = std::move(*text);
  src.name = path == "-" ? "<stdin>" : path;
  src.slot_list = f.slot_list;
  for (auto [flag, out, name] : {std::tuple{&f.background, &src.layout.background, "--background"},
                                 {&f.space, &src.layout.space, "--space"}}) {
    if (flag->empty()) continue;
    if (flag->size() != 1 || (*flag)[0] == ' ' || (*flag)[0] == '\t') {
      return InvalidInput(fmt::format("{} takes one visible character", name));
    }
    *out = (*flag)[0];
    src.layout.auto_detect = false;
  }
  return app::LoadBoard(src);
}

struct SolveArgs {
  std::string layout, words, svg, style = "doc";
  int64_t count = 2;
  bool unique = false;
  LayoutFlags layout_flags;
  OutputArgs out;
  CommonOptions common;
};

int RunSolve(const SolveArgs& a) {
  Result<BlockStyle> blocks = ParseBlocks(a.out.blocks);
  if (!blocks.ok()) return Fail(blocks.error());
  Result<Board> board = LoadLayout(a.layout, a.layout_flags);
  if (!board.ok()) return Fail(board.error());
  Result<std::string> words_text = app::ReadInput(a.words);
  if (!words_text.ok()) return Fail(words_text.error());
  Result<std::vector<std::string>> words = ParseWordList(*words_text);
  if (!words.ok()) return Fail(words.error().WithFile(a.words == "-" ? "<stdin>" : a.words));

  FillinPuzzle puzzle{std::move(*board), std::move(*words)};
  FillinSolveOptions opts;
  opts.limit = a.unique ? std::max<int64_t>(2, a.count) : std::max<int64_t>(1, a.count);
  opts.progress = TerminalProgress(a.common);
  Budget budget = MakeBudget(a.common, 0);
  FillinResult r = SolveFillin(puzzle, opts, budget);
  ClearProgress();

  if (r.count > 0) {
    std::string why;
    PS_CHECK(IsFillinSolution(puzzle, r.fill, &why));
  }
  if (!a.svg.empty() && r.count > 0) {
    if (Status s = app::WriteOutput(
            a.svg, app::FillinSvg(puzzle.board, &r.fill, {}, "", *blocks != BlockStyle::kNone));
        !s.ok()) {
      return Fail(s.error());
    }
  }
  if (a.out.any() && r.count > 0) {
    Metadata meta;
    ApplyMeta(a.out, meta);
    Result<CrosswordFile> file = FillinFile(puzzle.board, r.fill, puzzle.words, std::move(meta));
    if (!file.ok()) return Fail(file.error());
    if (Status s = WriteOutputs(*file, a.out); !s.ok()) return Fail(s.error());
  }
  if (a.common.json) {
    std::printf("%s\n", app::FillinResultJson(puzzle, r).dump().c_str());
  } else if (r.count > 0) {
    Grid<char> cells = FilledCells(puzzle.board, r.fill);
    if (a.style == "grid") {
      for (const auto& row : FormatRows(cells)) std::printf("%s\n", row.c_str());
    } else {
      std::fputs(FormatDocStyle(cells).c_str(), stdout);
    }
    if (opts.limit > 1) {
      if (!r.complete) {
        std::printf("fills: at least %lld (counting stopped: %s)\n",
                    static_cast<long long>(r.count), std::string(ToString(r.stop)).c_str());
      } else if (r.count == 1) {
        std::printf("fills: 1 (unique)\n");
      } else if (r.count >= opts.limit) {
        std::printf("fills: at least %lld (not unique)\n", static_cast<long long>(r.count));
      } else {
        std::printf("fills: %lld (not unique)\n", static_cast<long long>(r.count));
      }
    }
  }
  switch (r.outcome) {
    case Outcome::kFound:
    case Outcome::kUnique:
      return kExitOk;
    case Outcome::kSeveral:
      if (!r.complete) return kExitBudget;
      if (a.unique) {
        if (!a.common.json) std::fprintf(stderr, "puzzlesmith: the fill is not unique\n");
        return kExitNoSolution;
      }
      return kExitOk;
    case Outcome::kNone:
      std::fprintf(stderr, "puzzlesmith: %s\n", r.explanation.c_str());
      return kExitNoSolution;
    case Outcome::kBudget:
      if (r.count == 0) std::fprintf(stderr, "puzzlesmith: %s\n", r.explanation.c_str());
      return kExitBudget;
  }
  return kExitOk;
}

struct GenerateArgs {
  std::string layout, size, dictionary, svg, answer_svg;
  int target_words = 0, min_length = 3, max_length = 0, min_score = 0;
  bool allow_excluded = false;
  LayoutFlags layout_flags;
  OutputArgs out;
  CommonOptions common;
  BatchOptions batch;
};

// `fillin generate --count N` (or --shard, --node-limit): puzzle k from seed SEED + k, as the
// other generators batch (cli/batch.h); one JSON record a line with --json, else each puzzle's
// text followed by a blank line.
int RunGenerateBatch(const GenerateArgs& a, const Board* layout, const FillinGenerateOptions& opts,
                     const Dictionary& dict) {
  if (!a.svg.empty() || !a.answer_svg.empty() || a.out.any()) {
    return Fail(InvalidInput(
        "--svg, --answer-svg and the file outputs hold one puzzle: leave them out with --count "
        "(or make the puzzles one at a time)"));
  }
  const uint64_t seed = ResolveSeed(a.common);
  const nlohmann::json stamp = BatchStamp(
      a.batch, a.common, seed, "fillin",
      {{"layout", a.layout.empty() ? nlohmann::json(nullptr) : nlohmann::json(a.layout)},
       {"size", layout != nullptr ? nlohmann::json(nullptr)
                                  : nlohmann::json(fmt::format("{}x{}", opts.width, opts.height))},
       {"words", a.dictionary.empty() ? nlohmann::json("built-in") : nlohmann::json(a.dictionary)},
       {"min_score", a.min_score},
       {"allow_excluded", a.allow_excluded},
       {"target_words", a.target_words},
       {"min_length", a.min_length},
       {"max_length", a.max_length}});
  auto make_worker = [&]() -> BatchMake {
    return [&](int k, uint64_t s, Budget& budget) -> Result<std::string> {
      Rng rng(s);
      FillinGenerateOptions o = opts;
      o.progress = nullptr;  // the batch shows its own
      Result<FillinGenerated> g = GenerateFillin(layout, dict, o, rng, budget);
      if (!g.ok()) return g.error();
      PS_CHECK(IsFillinSolution(g->puzzle, g->answer));
      if (a.common.json) {
        nlohmann::json j = stamp;
        j.update(app::FillinGeneratedJson(*g, s));
        j["k"] = k;
        j["status"] = "ok";
        j["canonical"] = kind::CanonicalGridKey(j.value("grid", std::vector<std::string>{}));
        return j.dump();
      }
      // The text ends with a line break, so a blank line follows each puzzle.
      return app::FillinGeneratedText(*g, s);
    };
  };
  return RunBatchToStdout(a.batch, a.common, seed, 60, make_worker, stamp);
}

int RunGenerate(const GenerateArgs& a) {
  Result<BlockStyle> block_style = ParseBlocks(a.out.blocks);
  if (!block_style.ok()) return Fail(block_style.error());
  std::unique_ptr<Board> layout;
  FillinGenerateOptions opts;
  if (!a.layout.empty()) {
    if (!a.size.empty()) return Fail(InvalidInput("give either a LAYOUT or --size, not both"));
    Result<Board> b = LoadLayout(a.layout, a.layout_flags);
    if (!b.ok()) return Fail(b.error());
    layout = std::make_unique<Board>(std::move(*b));
  } else {
    Result<std::pair<int, int>> size = ParseSize(a.size.empty() ? "15x15" : a.size, 3, kMaxSide);
    if (!size.ok()) return Fail(size.error());
    opts.width = size->first;
    opts.height = size->second;
  }
  opts.target_words = a.target_words;
  opts.min_length = a.min_length;
  opts.max_length = a.max_length;
  opts.progress = TerminalProgress(a.common);

  Result<Dictionary> dict = app::LoadDictionary(a.dictionary, a.allow_excluded, a.min_score);
  if (!dict.ok()) return Fail(dict.error());
  if (a.allow_excluded)
    std::fprintf(stderr, "puzzlesmith: %s\n", app::ExclusionLiftedNotice().c_str());
  if (a.batch.count_given) return RunGenerateBatch(a, layout.get(), opts, *dict);

  uint64_t seed = ResolveSeed(a.common);
  Rng rng(seed);
  Budget budget = MakeBudget(a.common, 60);
  Result<FillinGenerated> g = GenerateFillin(layout.get(), *dict, opts, rng, budget);
  ClearProgress();
  if (!g.ok()) return Fail(g.error());
  PS_CHECK(IsFillinSolution(g->puzzle, g->answer));

  const Board& board = g->puzzle.board;
  std::string title = fmt::format("Fill-in {}x{} (seed {})", board.width(), board.height(), seed);
  const bool blocks = *block_style != BlockStyle::kNone;
  if (!a.svg.empty()) {
    if (Status s =
            app::WriteOutput(a.svg, app::FillinSvg(board, nullptr, g->puzzle.words, title, blocks));
        !s.ok()) {
      return Fail(s.error());
    }
  }
  if (!a.answer_svg.empty()) {
    if (Status s = app::WriteOutput(
            a.answer_svg, app::FillinSvg(board, &g->answer, {}, title + " answer", blocks));
        !s.ok()) {
      return Fail(s.error());
    }
  }
  if (a.out.any()) {
    Metadata meta;
    meta.title = title;
    ApplyMeta(a.out, meta);
    Result<CrosswordFile> file = FillinFile(board, g->answer, g->puzzle.words, std::move(meta));
    if (!file.ok()) return Fail(file.error());
    if (Status s = WriteOutputs(*file, a.out); !s.ok()) return Fail(s.error());
  }
  if (a.common.json) {
    std::printf("%s\n", app::FillinGeneratedJson(*g, seed).dump().c_str());
  } else {
    std::fputs(app::FillinGeneratedText(*g, seed).c_str(), stdout);
  }
  return kExitOk;
}

}  // namespace

void AddFillinCommands(CLI::App& app, int& exit_code) {
  CLI::App* fillin = app.add_subcommand(
      "fillin", "Fill-in crosswords: place every word of a list once so that crossings agree");
  fillin->require_subcommand(1);

  auto solve_args = std::make_shared<SolveArgs>();
  CLI::App* solve = fillin->add_subcommand("solve", "Fill a board with an exact word list");
  solve
      ->add_option("LAYOUT", solve_args->layout,
                   "Board: layout text ('.' background, '*' empty cell, letters pre-filled; "
                   "or '#'/'.') or JSON slot list; '-' for stdin")
      ->required();
  solve->add_option("WORDS", solve_args->words, "Word list, one word a line; '-' for stdin")
      ->required();
  solve
      ->add_option("--max-solutions", solve_args->count,
                   "Count fills up to N (default 2: unique or not; 1: any fill, the fastest)")
      ->type_name("N")
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 40));
  AddRenamedOption(solve, "--count", "--max-solutions", solve_args->count)
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 40));
  solve->add_flag("--unique", solve_args->unique,
                  "Require a unique fill: counts to 2, exit code 1 when not unique");
  solve->add_option("--svg", solve_args->svg, "Also draw the filled board as SVG to FILE");
  solve
      ->add_option("--style", solve_args->style,
                   "Text output: 'doc' (cells separated by spaces) or 'grid' (#/. rows)")
      ->check(CLI::IsMember({"doc", "grid"}));
  AddLayoutFlags(solve, solve_args->layout_flags);
  AddOutputOptions(solve, solve_args->out, /*with_svg=*/false);
  AddCommonOptions(solve, solve_args->common, false);
  solve->callback([solve_args, &exit_code] { exit_code = RunSolve(*solve_args); });

  auto gen_args = std::make_shared<GenerateArgs>();
  CLI::App* gen = fillin->add_subcommand(
      "generate", "Make a fill-in puzzle whose word list has exactly one fill");
  gen->add_option("LAYOUT", gen_args->layout, "Board to fill (as for solve); omit to use --size");
  gen->add_option("--size", gen_args->size,
                  "Make a layout of N or WIDTHxHEIGHT cells (default 15x15)")
      ->type_name("N|WxH");
  gen->add_option("--words", gen_args->dictionary,
                  "Dictionary to draw words from: one word a line, or entry;score (default: the "
                  "built-in list of common English words)");
  gen->add_option("--min-score", gen_args->min_score, "Skip scored entries below this score");
  gen->add_flag("--allow-excluded,--allow-offensive", gen_args->allow_excluded,
                "Also use the words of the exclusion list (slurs, vulgarities, non-words), which "
                "are left out by default");
  gen->add_option("--target-words", gen_args->target_words,
                  "Words to place when making a layout (default: about one per 5.6 cells)")
      ->check(CLI::Range(2, 10000));
  gen->add_option("--min-length", gen_args->min_length, "Shortest word when making a layout")
      ->capture_default_str()
      ->check(CLI::Range(2, 64));
  gen->add_option("--max-length", gen_args->max_length,
                  "Longest word when making a layout (default: the board side, at most 15)")
      ->check(CLI::Range(2, 64));
  gen->add_option("--svg", gen_args->svg, "Draw the puzzle (empty board and word list) as SVG");
  gen->add_option("--answer-svg", gen_args->answer_svg, "Draw the filled board as SVG");
  AddLayoutFlags(gen, gen_args->layout_flags);
  AddOutputOptions(gen, gen_args->out, /*with_svg=*/false);
  AddCommonOptions(gen, gen_args->common, true);
  AddBatchOptions(gen, gen_args->batch);
  gen->callback([gen_args, &exit_code] { exit_code = RunGenerate(*gen_args); });
}

}  // namespace ps::cli::fillin_cmd
