// `puzzlesmith crossword show`: the verb that is the crosswords' own, a crossword file on the
// terminal. (`crossword layout`, `fill` and `convert` are the shared verbs `make crossword`,
// `make fill` and `convert`, registered under `crossword` from the kinds' tables:
// cli/kinds_cmd.cc.)
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#include "app/io.h"
#include "app/puzzles.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "core/text.h"
#include "crossword/draw.h"
#include "crossword/formats.h"

// This file's names are in a namespace of its own: the build compiles several of the command's
// files as one (a unity build), and each file's `using namespace` must not reach the others.
namespace ps::cli::crossword_cmd {
namespace {

using namespace ps::crossword;

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
  // The grid alone: FormatCrossword's clue lists follow its first blank line.
  const size_t grid_end = text.find("\n\n");
  std::printf("%s",
              text.substr(0, grid_end == std::string::npos ? grid_end : grid_end + 1).c_str());
  if (m.words.empty()) {
    // The clue lists: a variety crossword's named lists in order, each entry by its label; else
    // Across and Down by number. Each entry's letters as spelled (a rebus square's whole).
    const Crossword& g = file->grid;
    const bool variety = IsVariety(g);
    const size_t lists = variety ? g.lists.size() : 2;
    for (size_t l = 0; l < lists; ++l) {
      std::printf("\n%s\n", variety ? g.lists[l].c_str() : l == 0 ? "Across" : "Down");
      for (const Entry& e : g.entries) {
        if (variety ? e.list != static_cast<int>(l)
                    : e.dir != (l == 0 ? Direction::kAcross : Direction::kDown)) {
          continue;
        }
        const std::string spelled = Spelled(*file, e);
        const std::string label = variety ? EntryLabel(e) : std::to_string(e.number);
        std::printf("%3s%s%s (%zu)%s\n", label.c_str(), label.empty() ? "" : ". ",
                    e.clue.empty() ? "-" : e.clue.c_str(), spelled.size(),
                    a.blank ? "" : ("  " + spelled).c_str());
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

}  // namespace

void AddCrosswordCommands(CLI::App& app, int& exit_code) {
  CLI::App* cw = app.add_subcommand(
      "crossword",
      "Crosswords: lay out a word list with clues, fill grid patterns, convert, show and print "
      "files");
  cw->require_subcommand(1);
  auto show = std::make_shared<ShowArgs>();
  CLI::App* show_cmd =
      cw->add_subcommand("show", "Print a crossword file on the terminal: grid and clue lists");
  show_cmd
      ->add_option("FILE", show->file,
                   "Crossword file (.ipuz, .puz, .xd, .jpz, .txt (Across Lite text), .json, "
                   ".pzproj) or a game ID")
      ->required();
  show_cmd->add_flag("--blank", show->blank, "Leave the white cells empty");
  AddCommonOptions(show_cmd, show->common, false);
  show_cmd->callback([show, &exit_code] { exit_code = RunShow(*show); });
}

}  // namespace ps::cli::crossword_cmd
