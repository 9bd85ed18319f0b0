// `puzzlesmith crossword layout`: crossword construction from a word list with clues.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#include "app/io.h"
#include "app/puzzles.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "cli/crossword_files.h"
#include "core/text.h"
#include "crossword/draw.h"
#include "crossword/formats.h"
#include "gridfill/gridfill.h"
#include "layout/layout.h"
#include "render/pdf_canvas.h"
#include "render/svg_canvas.h"

// This file's names are in a namespace of its own: the build compiles several of the command's
// files as one (a unity build), and each file's `using namespace` must not reach the others.
namespace ps::cli::crossword_cmd {
namespace {

using namespace ps::crossword;
using namespace ps::layout;
using namespace ps::gridfill;

struct LayoutArgs {
  std::string words;
  std::string save;
  OutputArgs out;
  CLI::Option* size_opt = nullptr;
  CLI::Option* strategy_opt = nullptr;
  std::string size;
  std::string strategy = "compact";
  std::string crossings = "normal";
  int count = 1;
  int next = 0;
  int attempts = 0;
  bool blank = false;
  CommonOptions common;
};

nlohmann::json ToJson(const Construction& c, uint64_t seed) {
  nlohmann::json j = LayoutJson(c.grid);
  nlohmann::json unplaced = nlohmann::json::array();
  for (const Unplaced& u : c.unplaced)
    unplaced.push_back({{"word", u.answer}, {"reason", u.reason}});
  j["unplaced"] = std::move(unplaced);
  j["density"] = std::round(c.density * 1000) / 1000;
  j["crossings"] = c.crossings;
  j["seed"] = seed;
  return j;
}

int RunLayout(const LayoutArgs& a) {
  Result<std::string> text = app::ReadInput(a.words);
  if (!text.ok()) return Fail(text.error());
  const std::string source = a.words == "-" ? "<stdin>" : a.words;
  // A project file brings its words, settings and metadata; options on the command line win.
  Project project;
  Result<FileFormat> format = FormatForPath(a.words);
  if (format.ok() && *format == FileFormat::kProject) {
    Result<Project> p = ReadProject(*text);
    if (!p.ok()) return Fail(p.error().WithFile(source));
    project = std::move(*p);
  } else {
    Result<std::vector<ClueWord>> words = ParseClueList(*text);
    if (!words.ok()) return Fail(words.error().WithFile(source));
    project.words = std::move(*words);
    project.settings.seed = ResolveSeed(a.common);
  }
  if (a.common.seed_given) project.settings.seed = a.common.seed;
  if (a.size_opt->count() > 0) {
    Result<std::pair<int, int>> size = ParseSize(a.size, 2, kMaxSide);
    if (!size.ok()) return Fail(size.error());
    project.settings.width = size->first;
    project.settings.height = size->second;
  }
  if (a.strategy_opt->count() > 0) project.settings.strategy = a.strategy;
  ApplyMeta(a.out, project.meta);
  ConstructOptions opts;
  opts.width = project.settings.width;
  opts.height = project.settings.height;
  Result<Strategy> strategy = ParseStrategy(project.settings.strategy);
  if (!strategy.ok()) return Fail(strategy.error());
  opts.strategy = *strategy;
  opts.more_crossings = a.crossings == "more";
  opts.seed = project.settings.seed;
  const std::vector<ClueWord>* words = &project.words;
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
  // Files and the project get the first layout printed.
  const CrosswordFile chosen{r.layouts[first].grid, project.meta, {}};
  if (Status st = WriteOutputs(chosen, a.out); !st.ok()) return Fail(st.error());
  if (!a.save.empty()) {
    project.settings.strategy = std::string(ToString(opts.strategy));
    project.layout = chosen.grid;
    if (Status st = app::WriteOutput(a.save, WriteProject(project)); !st.ok()) {
      return Fail(st.error());
    }
  }
  for (size_t i = first; i < r.layouts.size(); ++i) {
    const Construction& c = r.layouts[i];
    const std::string broken = CheckCrossword(c.grid);
    PS_CHECK(broken.empty());
    if (a.common.json) {
      std::printf("%s\n", ToJson(c, opts.seed)
                              .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
                              .c_str());
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

Result<CrosswordFile> ReadAnyCrossword(const std::string& path, const std::string& key = "") {
  if (path != "-" && !app::PathExists(path) && app::IsGameId(path)) {
    Budget budget = Budget::Seconds(60, &GlobalCancel());
    Result<app::PuzzleInput> got = app::ReadPuzzleInput(path, "", "ipuz", budget);
    if (!got.ok()) return got.error();
    return ReadCrosswordFile(got->text, FileFormat::kIpuz);
  }
  Result<std::string> content = app::ReadInput(path);
  if (!content.ok()) return content.error();
  // The format from the extension, else (standard input, a file without one) from the text.
  Result<FileFormat> format = FormatForPath(path);
  if (!format.ok()) {
    std::optional<FileFormat> detected = FormatNamed(app::DetectFormat(*content));
    if (!detected) {
      if (path != "-") return format.error();
      return InvalidInput(
          "cannot tell the crossword format of standard input: it reads as none of .ipuz, .puz, "
          ".xd, .jpz, Across Lite text or layout .json");
    }
    format = *detected;
  }
  const std::string shown = path == "-" ? "<stdin>" : path;
  const std::optional<int> lock = ParsePuzKey(key);
  if (!key.empty() && !lock) {
    return InvalidInput(fmt::format("--key '{}' is not 4 digits; a .puz key is 4 digits", key));
  }
  Result<CrosswordFiles> files = ReadCrosswordFiles(*content, *format, lock);
  if (!files.ok()) return files.error().WithFile(shown);
  // A file of several puzzles: these commands take one, and say which.
  if (files->total > 1) {
    std::fprintf(stderr,
                 "puzzlesmith: note: %s: this file holds %zu puzzles; the first that reads is used "
                 "(the web app's Import stores them all)\n",
                 path.c_str(), files->total);
    for (const std::string& s : files->skipped) {
      std::fprintf(stderr, "puzzlesmith: note: %s: %s\n", path.c_str(), s.c_str());
    }
  }
  return std::move(files->files.front());
}

// The record --json prints for a command that wrote a file.
std::string WrittenJson(const std::string& path) {
  return nlohmann::json{{"written", nlohmann::json::array({path})}}.dump();
}

struct ConvertArgs {
  std::string in, out, key, to;
  OutputArgs outputs;
  CommonOptions common;
};

int RunConvert(ConvertArgs a) {
  Result<CrosswordFile> file = ReadAnyCrossword(a.in, a.key);
  if (!file.ok()) return Fail(file.error());
  ApplyMeta(a.outputs, file->meta);
  // The format: --to, else OUT's extension ('-', standard output, has none).
  std::string ext =
      !a.to.empty()  ? a.to
      : a.out == "-" ? ""
                     : a.out.substr(a.out.rfind('.') == std::string::npos ? a.out.size()
                                                                          : a.out.rfind('.') + 1);
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (ext == "acrosslite") ext = "txt";
  if (ext == "ipuz") {
    a.outputs.ipuz = a.out;
  } else if (ext == "puz") {
    a.outputs.puz = a.out;
  } else if (ext == "xd") {
    a.outputs.xd = a.out;
  } else if (ext == "jpz") {
    a.outputs.jpz = a.out;
  } else if (ext == "txt") {
    a.outputs.acrosslite = a.out;
  } else if (ext == "svg") {
    a.outputs.svg = a.out;
  } else if (ext == "pdf") {
    a.outputs.pdf = a.out;
  } else if (ext == "json") {
    if (Status st = app::WriteOutput(a.out, WriteLayoutJson(*file)); !st.ok()) {
      return Fail(st.error());
    }
    if (a.common.json && a.out != "-") std::printf("%s\n", WrittenJson(a.out).c_str());
    return kExitOk;
  } else if (!a.to.empty()) {
    return Fail(InvalidInput(
        fmt::format("--to {}: no such format (ipuz, puz, xd, jpz, txt or acrosslite (Across Lite "
                    "text), json, svg or pdf)",
                    a.to)));
  } else {
    return Fail(InvalidInput(fmt::format(
        "cannot tell the output format of '{}' (use .ipuz, .puz, .xd, .jpz, .txt (Across Lite "
        "text), .json, .svg or .pdf, or name it with --to)",
        a.out)));
  }
  if (Status st = WriteOutputs(*file, a.outputs); !st.ok()) return Fail(st.error());
  if (a.common.json && a.out != "-") std::printf("%s\n", WrittenJson(a.out).c_str());
  return kExitOk;
}

struct ShowArgs {
  std::string file;
  bool blank = false;
  CommonOptions common;
};

int RunShow(const ShowArgs& a) {
  Result<CrosswordFile> file = ReadAnyCrossword(a.file);
  if (!file.ok()) return Fail(file.error());
  if (a.common.json) {
    std::printf("%s", WriteLayoutJson(*file).c_str());
    return kExitOk;
  }
  const Metadata& m = file->meta;
  const Squares& sq = file->squares;
  if (!m.title.empty()) std::printf("%s\n", m.title.c_str());
  if (!m.author.empty()) std::printf("by %s\n", m.author.c_str());
  for (auto [label, value] : {std::pair{"Edited by", &m.editor},
                              {"Published by", &m.publisher},
                              {"Date:", &m.date},
                              {"Difficulty:", &m.difficulty}}) {
    if (!value->empty()) std::printf("%s %s\n", label, value->c_str());
  }
  if (!m.copyright.empty()) std::printf("%s\n", m.copyright.c_str());
  if (!m.intro.empty()) std::printf("\n%s\n", m.intro.c_str());
  std::printf("\n");
  const std::string text = FormatCrossword(file->grid, a.blank);
  std::printf("%s", text.substr(0, text.find("\nAcross\n")).c_str());
  if (m.words.empty()) {
    for (Direction d : {Direction::kAcross, Direction::kDown}) {
      std::printf(d == Direction::kAcross ? "\nAcross\n" : "\nDown\n");
      for (const Entry& e : file->grid.entries) {
        if (e.dir != d) continue;
        const std::string spelled = Spelled(*file, e);
        std::printf("%3d. %s (%zu)%s\n", e.number, e.clue.empty() ? "-" : e.clue.c_str(),
                    spelled.size(), a.blank ? "" : ("  " + spelled).c_str());
      }
    }
  } else {  // a fill-in puzzle: the grid, then its words by length
    std::printf("\nWords\n");
    for (const auto& [length, words] : WordsByLength(m.words)) {
      std::printf("%3zu: %s\n", length, fmt::format("{}", fmt::join(words, " ")).c_str());
    }
  }
  // The squares that are more than a letter.
  const int w = file->grid.width;
  auto names = [&](const std::set<int>& set) {
    std::string out;
    for (int i : set) {
      if (!out.empty()) out += ' ';
      out += CellName(i % w, i / w);
    }
    return out;
  };
  if (!sq.rebus.empty() && !a.blank) {
    std::string list;
    for (const auto& [i, letters] : sq.rebus) {
      list += fmt::format("{}{} {}", list.empty() ? "" : ", ", CellName(i % w, i / w), letters);
    }
    std::printf("\nRebus squares: %s\n", list.c_str());
  } else if (!sq.rebus.empty()) {
    std::printf("\nRebus squares: %zu (several letters in one square)\n", sq.rebus.size());
  }
  if (!sq.circled.empty()) std::printf("Circled: %s\n", names(sq.circled).c_str());
  if (!sq.shaded.empty()) std::printf("Shaded: %s\n", names(sq.shaded).c_str());
  if (!sq.omitted.empty()) std::printf("Not part of the puzzle: %s\n", names(sq.omitted).c_str());
  if (sq.diagramless) std::printf("Diagramless: solved without the blocks shown\n");
  if (!sq.bars.empty()) {
    std::string bars = sq.bars.top.empty() ? "" : "above " + names(sq.bars.top);
    if (!sq.bars.left.empty())
      bars += (bars.empty() ? "left of " : "; left of ") + names(sq.bars.left);
    std::printf("Bars (words end at them): %s\n", bars.c_str());
  }
  if (!m.notes.empty()) std::printf("\nNotes:\n%s\n", m.notes.c_str());
  std::printf("\n%dx%d, %zu entries\n", file->grid.width, file->grid.height,
              file->grid.entries.size());
  return kExitOk;
}

struct FillArgs {
  std::string grid;
  std::vector<std::string> words;
  int min_score = 50;
  int max_shared = 0;
  bool allow_excluded = false;
  double quality_time = 30;
  int quality_rounds = 1000;
  OutputArgs out;
  CommonOptions common;
};

// The grid to fill: text ('#' block, '.' empty, letters given) or an .ipuz file.
Result<Board> ReadFillGrid(const std::string& path) {
  Result<std::string> text = app::ReadInput(path);
  if (!text.ok()) return text.error();
  const std::string source = path == "-" ? "<stdin>" : path;
  Result<FileFormat> format = FormatForPath(path);
  if (format.ok() && *format == FileFormat::kIpuz) {
    Result<Grid<char>> cells = ReadIpuzPattern(*text);
    if (!cells.ok()) return cells.error().WithFile(source);
    Result<Board> board = BoardFromCells(std::move(*cells));
    if (!board.ok()) return board.error().WithFile(source);
    return board;
  }
  LayoutOptions lo;
  lo.background = kBlock;
  lo.space = kEmpty;
  lo.auto_detect = false;
  Result<Board> board = ParseLayout(*text, lo);
  if (!board.ok()) return board.error().WithFile(source);
  return board;
}

// A slot as the fill's JSON names it.
nlohmann::json SlotJson(const Slot& slot) {
  return {{"row", slot.y}, {"col", slot.x}, {"direction", ToString(slot.dir)}};
}

nlohmann::json FillJson(const Board& board, const GridFillResult& r, const Grid<char>& filled,
                        uint64_t seed, double seconds) {
  nlohmann::json j;
  j["status"] = ToString(r.outcome);
  nlohmann::json grid = nlohmann::json::array();
  if (r.outcome == Outcome::kFound) {
    for (std::string row : FormatRows(filled)) grid.push_back(UpperAscii(row));
  }
  j["grid"] = std::move(grid);
  nlohmann::json entries = nlohmann::json::array();
  if (r.outcome == Outcome::kFound) {
    for (size_t s = 0; s < board.slots.size(); ++s) {
      const Slot& slot = board.slots[s];
      nlohmann::json e = {{"row", slot.y},
                          {"col", slot.x},
                          {"direction", ToString(slot.dir)},
                          {"word", UpperAscii(r.fill[s])}};
      e["score"] = r.scores[s] >= 0 ? nlohmann::json(r.scores[s]) : nlohmann::json(nullptr);
      if (s < r.quality.quality.size()) e["quality"] = r.quality.quality[s];
      entries.push_back(std::move(e));
    }
  }
  j["entries"] = std::move(entries);
  j["mean_score"] = r.outcome == Outcome::kFound
                        ? nlohmann::json(std::round(r.mean_score * 100) / 100)
                        : nlohmann::json(nullptr);
  if (r.outcome == Outcome::kFound) {
    j["quality"] = std::round(r.quality.score * 10) / 10;
    j["first_quality"] = std::round(r.first_quality * 10) / 10;
    j["quality_rounds"] = r.quality_rounds;
    j["quality_cut"] = r.quality_cut;
    j["short_entries"] = r.quality.short_entries;
    j["short_nonwords"] = r.quality.short_nonwords;
    j["repeated_roots"] = r.quality.repeats;
    nlohmann::json weakest = nlohmann::json::array();
    for (const WeakEntry& w : r.quality.weakest) {
      nlohmann::json e = SlotJson(board.slots[static_cast<size_t>(w.slot)]);
      e["word"] = UpperAscii(r.fill[static_cast<size_t>(w.slot)]);
      e["quality"] = w.quality;
      e["why"] = w.why;
      weakest.push_back(std::move(e));
    }
    j["weakest"] = std::move(weakest);
  }
  if (!r.explanation.empty()) j["explanation"] = r.explanation;
  if (!r.trouble.empty()) {
    nlohmann::json trouble = nlohmann::json::array();
    for (int s : r.trouble) {
      const Slot& slot = board.slots[static_cast<size_t>(s)];
      trouble.push_back({{"row", slot.y},
                         {"col", slot.x},
                         {"direction", ToString(slot.dir)},
                         {"length", slot.length}});
    }
    j["trouble"] = std::move(trouble);
  }
  j["seed"] = seed;
  j["seconds"] = std::round(seconds * 1000) / 1000;
  j["decisions"] = r.nodes;
  j["restarts"] = r.restarts;
  return j;
}

int RunFill(const FillArgs& a) {
  Result<Board> board = ReadFillGrid(a.grid);
  if (!board.ok()) return Fail(board.error());
  std::vector<Dictionary> lists;
  for (const std::string& path : a.words) {
    Result<std::string> text = app::ReadInput(path);
    if (!text.ok()) return Fail(text.error());
    DictionaryOptions dopts;
    dopts.min_score = std::numeric_limits<int>::min();  // later lists may re-score; filter after
    dopts.skip_excluded = !a.allow_excluded;
    Result<Dictionary> d = ParseDictionary(*text, dopts);
    if (!d.ok()) return Fail(d.error().WithFile(path == "-" ? "<stdin>" : path));
    lists.push_back(std::move(*d));
  }
  Dictionary dict = MergeDictionaries(lists);
  lists.clear();
  if (a.allow_excluded)
    std::fprintf(stderr, "puzzlesmith: %s\n", app::ExclusionLiftedNotice().c_str());
  GridFillOptions opts;
  opts.min_score = a.min_score;
  opts.max_shared_substring = a.max_shared;
  opts.seed = ResolveSeed(a.common);
  opts.quality_rounds = a.quality_time > 0 ? a.quality_rounds : 0;
  opts.quality_seconds = a.quality_time;
  opts.progress = TerminalProgress(a.common);
  Budget budget = MakeBudget(a.common, 0);
  GridFillResult r = FillGrid(*board, dict, opts, budget);
  ClearProgress();
  const double seconds = budget.ElapsedSeconds();
  Grid<char> filled = FilledCells(*board, r.fill);
  if (r.outcome == Outcome::kFound) {
    std::string why;
    PS_CHECK(IsGridFill(board->cells, FormatRows(filled), dict, a.min_score, a.max_shared, &why));
    if (a.out.any()) {
      Grid<char> letters = filled;
      for (int i = 0; i < letters.size(); ++i) letters[i] = UpperAscii(letters[i]);
      Result<Crossword> grid = FromLetters(letters);
      if (!grid.ok()) return Fail(grid.error());
      Metadata meta;
      ApplyMeta(a.out, meta);
      if (Status st = WriteOutputs(CrosswordFile{*grid, meta, {}}, a.out); !st.ok()) {
        return Fail(st.error());
      }
    }
  }
  if (a.common.json) {
    std::printf("%s\n", FillJson(*board, r, filled, opts.seed, seconds)
                            .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
                            .c_str());
  } else if (r.outcome == Outcome::kFound) {
    for (std::string row : FormatRows(filled)) std::printf("%s\n", UpperAscii(row).c_str());
    std::printf("\n%dx%d, %zu entries, mean score %.1f, %.2f s (%lld decisions, %lld restarts)\n",
                board->width(), board->height(), board->slots.size(), r.mean_score, seconds,
                static_cast<long long>(r.nodes), static_cast<long long>(r.restarts));
    std::printf("quality %.1f of 100 (first fill %.1f; %lld rounds of quality search%s)\n",
                r.quality.score, r.first_quality, static_cast<long long>(r.quality_rounds),
                r.quality_cut ? ", cut short by the time cap" : "");
    if (!r.quality.weakest.empty()) std::printf("weakest entries:\n");
    for (const WeakEntry& w : r.quality.weakest) {
      std::printf("  %s %s: %s\n", SlotName(board->slots[static_cast<size_t>(w.slot)]).c_str(),
                  UpperAscii(r.fill[static_cast<size_t>(w.slot)]).c_str(), w.why.c_str());
    }
  }
  switch (r.outcome) {
    case Outcome::kFound:
    case Outcome::kUnique:  // the filler finds one fill without counting: not given
    case Outcome::kSeveral:
      return kExitOk;
    case Outcome::kNone:
      if (!a.common.json)
        std::fprintf(stderr, "puzzlesmith: no fill exists: %s\n", r.explanation.c_str());
      return kExitNoSolution;
    case Outcome::kBudget:
      if (!a.common.json)
        std::fprintf(stderr, "puzzlesmith: no fill yet; %s\n", r.explanation.c_str());
      return kExitBudget;
  }
  return kExitBudget;
}

}  // namespace

void AddCrosswordCommands(CLI::App& app, int& exit_code) {
  CLI::App* cw = app.add_subcommand(
      "crossword",
      "Crosswords: lay out a word list with clues, fill grid patterns, convert and print files");
  cw->require_subcommand(1);

  auto args = std::make_shared<LayoutArgs>();
  CLI::App* layout = cw->add_subcommand(
      "layout", "Arrange a word list (with clues) into an interlocking crossword");
  layout
      ->add_option("WORDS", args->words,
                   "Word list: 'word', 'word: clue' or 'word across|down: clue' per line, or "
                   "JSON ('-' for stdin)")
      ->required();
  args->size_opt = layout
                       ->add_option("--size", args->size,
                                    "A fixed frame of N or WIDTHxHEIGHT cells (default: free-form)")
                       ->type_name("N|WxH");
  args->strategy_opt = layout->add_option("--strategy", args->strategy,
                                          "compact (default), top-down, centre-out or random");
  layout
      ->add_option("--crossings", args->crossings,
                   "normal (default: densest layout first) or more (a tighter kriss-kross: more "
                   "words cross two or more others)")
      ->check(CLI::IsMember({"normal", "more"}));
  layout->add_option("--save", args->save,
                     "Save the project (words, clues, settings, the layout) to a .pzproj file; "
                     "give that file as WORDS to load it");
  AddOutputOptions(layout, args->out);
  layout->add_option("--layouts", args->count, "Distinct layouts to print, best first (default 1)")
      ->type_name("N")
      ->check(CLI::Range(1, 1000));
  AddRenamedOption(layout, "--count", "--layouts", args->count)->check(CLI::Range(1, 1000));
  layout
      ->add_option("--next", args->next,
                   "Skip the N best layouts and print the ones after (ask again with a "
                   "larger N for the next layout)")
      ->check(CLI::Range(0, 1000));
  layout->add_option("--attempts", args->attempts, "Layouts to try (default: more for short lists)")
      ->check(CLI::Range(1, 10000000));
  layout->add_flag("--blank", args->blank, "Print the grid without its letters");
  AddCommonOptions(layout, args->common, true);
  layout->callback([args, &exit_code] { exit_code = RunLayout(*args); });

  auto conv = std::make_shared<ConvertArgs>();
  CLI::App* convert = cw->add_subcommand(
      "convert",
      "Convert a crossword between .ipuz, .puz, .xd, .jpz, Across Lite text (.txt), layout "
      ".json and .pzproj, or print it to .svg/.pdf");
  convert
      ->add_option("IN", conv->in,
                   "Crossword file (.ipuz, .puz, .xd, .jpz, .txt (Across Lite text), .json, "
                   ".pzproj)")
      ->required();
  convert
      ->add_option("OUT", conv->out,
                   "Output file (.ipuz, .puz, .xd, .jpz, .txt (Across Lite text), .json, .svg, "
                   ".pdf; '-' for stdout, with --to)")
      ->required();
  convert->add_option("--to", conv->to,
                      "The output format when OUT does not tell it (such as '-'): ipuz, puz, xd, "
                      "jpz, txt (Across Lite text; also acrosslite), json, svg or pdf");
  conv->outputs.blocks = "auto";
  convert->add_option("--title", conv->outputs.title, "Set the title");
  convert->add_option("--author", conv->outputs.author, "Set the author");
  convert->add_option("--copyright", conv->outputs.copyright, "Set the copyright line");
  convert->add_option("--blocks", conv->outputs.blocks,
                      "Print blocks as black squares: auto, black or none");
  convert->add_flag("--no-answers", conv->outputs.no_answers, "Print without the answer key");
  AddPaperOption(convert, conv->outputs.paper);
  convert->add_option("--key", conv->key,
                      "A locked (scrambled) .puz file's 4-digit key (without it, every key is "
                      "tried against the file's checksum)");
  AddCommonOptions(convert, conv->common, false);
  convert->callback([conv, &exit_code] { exit_code = RunConvert(*conv); });

  auto show = std::make_shared<ShowArgs>();
  CLI::App* show_cmd =
      cw->add_subcommand("show", "Print a crossword file on the terminal: grid and clue lists");
  show_cmd
      ->add_option("FILE", show->file,
                   "Crossword file (.ipuz, .puz, .xd, .jpz, .txt (Across Lite text), .json, "
                   ".pzproj)")
      ->required();
  show_cmd->add_flag("--blank", show->blank, "Leave the white cells empty");
  AddCommonOptions(show_cmd, show->common, false);
  show_cmd->callback([show, &exit_code] { exit_code = RunShow(*show); });
  auto fill = std::make_shared<FillArgs>();
  CLI::App* fill_cmd = cw->add_subcommand(
      "fill", "Fill a crossword grid pattern from scored word lists (entry;score or one a line)");
  fill_cmd
      ->add_option("GRID", fill->grid,
                   "Grid: text ('#' block, '.' empty, letters given) or .ipuz; '-' for stdin")
      ->required();
  fill_cmd
      ->add_option("--words", fill->words,
                   "Word list, 'entry;score' a line (Spread the Wordlist and the like) or one "
                   "word a line (score 50); repeat for more lists, later lists re-score earlier "
                   "entries")
      ->required();
  fill_cmd->add_option("--min-score", fill->min_score, "Use only entries scored at least S (50)");
  fill_cmd->add_flag("--allow-excluded,--allow-offensive", fill->allow_excluded,
                     "Also use the words of the exclusion list (slurs, vulgarities, non-words), "
                     "which are left out by default");
  fill_cmd
      ->add_option("--max-shared-substring", fill->max_shared,
                   "Also forbid two entries sharing N letters in a row (0: off)")
      ->check(CLI::Range(0, 64));
  fill_cmd
      ->add_option("--quality-time", fill->quality_time,
                   "After the first fill, improve how it reads for at most S seconds (30, a cap: "
                   "the rounds decide; 0: keep "
                   "the first fill): refill the parts around the weakest entries (abbreviations, "
                   "partials, crosswordese, repeated roots), keeping the min score")
      ->check(CLI::Range(0.0, 1e6));
  fill_cmd
      ->add_option("--quality-rounds", fill->quality_rounds,
                   "Rounds of that search (1000); the same seed and rounds give the same fill, "
                   "unless the time cap ends them first (the JSON then says quality_cut)")
      ->check(CLI::Range(0, 100000000));
  AddOutputOptions(fill_cmd, fill->out);
  AddCommonOptions(fill_cmd, fill->common, true);
  fill_cmd->callback([fill, &exit_code] { exit_code = RunFill(*fill); });
}

}  // namespace ps::cli::crossword_cmd
