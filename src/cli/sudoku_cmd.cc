// `puzzlesmith sudoku encode|decode`: the verbs that are Sudoku's own, the letter code of the
// Blazing Games Sudoku player. (`sudoku generate`, `solve`, `grade`, `hint`, `print` and `levels`
// are the shared verbs, registered under `sudoku` from the kind's table: cli/kinds_cmd.cc.)
#include <fmt/format.h>

#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "app/io.h"
#include "app/puzzles.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "core/text.h"
#include "sudoku/count_solver.h"
#include "sudoku/format.h"
#include "sudoku/ipuz.h"

// This file's names are in a namespace of its own: the build compiles several of the command's
// files as one (a unity build), and each file's `using namespace` must not reach the others.
namespace ps::cli::sudoku_cmd {

namespace {

using namespace ps::sudoku;

struct SudokuInput {
  std::string file = "-";
  std::string box;
  bool x = false;
  bool strict = false;
};

void AddInputFlags(CLI::App* cmd, SudokuInput& in) {
  cmd->add_option("FILE", in.file, "Puzzles: one a line (81 characters) or grids; '-' for stdin")
      ->capture_default_str();
  cmd->add_option("--box", in.box, "Box shape WxH for other sizes (default: from the input)");
  cmd->add_flag("--diagonals", in.x, "Sudoku-X: the two main diagonals are units too");
  AddRenamedFlag(cmd, "--x", "--diagonals", in.x);
  cmd->add_flag("--strict", in.strict,
                "Stop at the first line that is no puzzle (exit 2) instead of skipping it");
}

Result<std::vector<ParsedPuzzle>> LoadPuzzles(const SudokuInput& in) {
  Budget budget = Budget::Seconds(60, &GlobalCancel());
  Result<app::PuzzleInput> input = app::ReadPuzzleInput(in.file, "sudoku", "line", budget);
  if (!input.ok()) return input.error();
  const std::string text = std::move(input->text);
  std::optional<Geometry> geo;
  if (input->record) {  // a game ID: its box shape and diagonals
    const nlohmann::json& doc = input->record->doc;
    if (doc.contains("regions")) {
      return InvalidInput("the letter encoding has no place for a jigsaw's regions");
    }
    geo =
        Geometry{doc["box"][0].get<int>(), doc["box"][1].get<int>(), doc["diagonals"].get<bool>()};
  } else if (!in.box.empty()) {
    Result<Geometry> g = ParseGeometry(in.box, in.x);
    if (!g.ok()) return g.error();
    geo = *g;
  }
  const std::string name = in.file == "-" ? "<stdin>" : in.file;
  // An ipuz Sudoku file: its one puzzle.
  if (const size_t first = text.find_first_not_of(" \t\r\n");
      first != std::string::npos && text[first] == '{') {
    if (IsIpuzSudoku(nlohmann::json::parse(text, nullptr, false))) {
      Result<IpuzSudoku> ipuz = ReadIpuzSudoku(text);
      if (!ipuz.ok()) return ipuz.error().WithFile(name);
      if (in.x) ipuz->puzzle.geo.diagonals = true;
      return std::vector<ParsedPuzzle>{{ipuz->puzzle, 1}};
    }
  }
  ReadOptions options;
  options.geometry = geo;
  options.strict = in.strict;
  Result<PuzzleFile> file = ReadPuzzles(text, options);
  if (!file.ok()) return file.error().WithFile(name);
  // Every skipped line with its place and why, what was assumed, and the count: never silently.
  for (const Error& e : file->skipped) {
    std::fprintf(stderr, "puzzlesmith: %s (line skipped)\n", e.WithFile(name).ToString().c_str());
  }
  for (const std::string& note : file->notes) {
    std::fprintf(stderr, "puzzlesmith: note: %s: %s\n", name.c_str(), note.c_str());
  }
  if (!file->skipped.empty()) {
    const size_t n = file->puzzles.size(), k = file->skipped.size();
    std::fprintf(stderr,
                 "puzzlesmith: %s: read %zu %s, skipped %zu bad %s (--strict stops at the "
                 "first)\n",
                 name.c_str(), n, n == 1 ? "puzzle" : "puzzles", k, k == 1 ? "line" : "lines");
  }
  std::vector<ParsedPuzzle> puzzles = std::move(file->puzzles);
  if (in.x) {
    for (auto& p : puzzles) p.puzzle.geo.diagonals = true;
  }
  return puzzles;
}

}  // namespace

void AddSudokuCommands(CLI::App& app, int& exit_code) {
  CLI::App* sudoku = app.add_subcommand(
      "sudoku", "Sudoku: generate, solve, grade and explain, hint, print, encode");
  sudoku->require_subcommand(1);

  struct EncodeArgs {
    SudokuInput in;
    CommonOptions common;
  };
  auto enc_args = std::make_shared<EncodeArgs>();
  CLI::App* encode = sudoku->add_subcommand(
      "encode",
      "Print each 9x9 puzzle in the Blazing Games Sudoku player's letter code "
      "(JBLAKIRNEFPSMCOGDTQH: givens and hidden values, 81 letters)");
  AddInputFlags(encode, enc_args->in);
  AddCommonOptions(encode, enc_args->common, false);
  encode->callback([enc_args, &exit_code] {
    Result<std::vector<ParsedPuzzle>> puzzles = LoadPuzzles(enc_args->in);
    if (!puzzles.ok()) {
      exit_code = Fail(puzzles.error());
      return;
    }
    for (const ParsedPuzzle& pp : *puzzles) {
      if (pp.puzzle.geo.n() != 9) {
        exit_code = Fail(InvalidInput("the letter encoding is for 9x9 Sudoku only", pp.line, 1));
        return;
      }
      Budget budget = MakeBudget(enc_args->common, 0);
      CountResult r = CountSolutions(pp.puzzle, 2, budget);
      if (r.outcome == Outcome::kBudget) {
        exit_code = Fail(Interrupted(budget));
        return;
      }
      // Hidden squares carry their solution value, as the Blazing Games player expects: a puzzle
      // without exactly one solution has none to carry.
      if (r.count != 1) {
        exit_code =
            Fail(InvalidInput(
                     r.count == 0
                         ? "this sudoku has no solution, so it has no letter code; check its givens"
                         : "this sudoku has more than one solution, so its hidden values are not "
                           "known; add givens until one solution remains",
                     pp.line, 1)
                     .WithFile(enc_args->in.file == "-" ? "<stdin>" : enc_args->in.file));
        return;
      }
      const std::string code = EncodeLetters(pp.puzzle, &r.solution);
      if (enc_args->common.json) {
        std::printf(
            "%s\n",
            nlohmann::json{{"puzzle", FormatLine(pp.puzzle)}, {"code", code}}.dump().c_str());
      } else {
        std::printf("%s\n", code.c_str());
      }
    }
    exit_code = kExitOk;
  });

  struct DecodeArgs {
    std::string file = "-";
    CommonOptions common;
  };
  auto dec_args = std::make_shared<DecodeArgs>();
  CLI::App* decode = sudoku->add_subcommand(
      "decode", "Read letter-encoded puzzles (one a line) and print them as 81-character lines");
  decode->add_option("FILE", dec_args->file, "Encoded puzzles, one a line; '-' for stdin")
      ->capture_default_str();
  AddCommonOptions(decode, dec_args->common, false);
  decode->callback([dec_args, &exit_code] {
    const std::string* dec_file = &dec_args->file;
    Result<std::string> text = app::ReadInput(*dec_file);
    if (!text.ok()) {
      exit_code = Fail(text.error());
      return;
    }
    std::string name = *dec_file == "-" ? "<stdin>" : *dec_file;
    for (const Line& line : SplitLines(*text)) {
      if (Trim(line.text).empty()) continue;
      Result<Decoded> d = DecodeLetters(line.text);
      if (!d.ok()) {
        Error e = d.error();
        e.line = line.number;
        exit_code = Fail(e.WithFile(name));
        return;
      }
      // The hidden values must be the puzzle's one solution.
      Budget budget = MakeBudget(dec_args->common, 0);
      CountResult r = CountSolutions(d->puzzle, 2, budget);
      if (r.outcome == Outcome::kBudget) {
        exit_code = Fail(Interrupted(budget));
        return;
      }
      const char* wrong =
          r.count == 0  ? "the givens have no solution"
          : r.count > 1 ? "the givens have more than one solution"
          : !d->solution.empty() && d->solution != r.solution
              ? "the hidden values are not the puzzle's solution (a mistyped letter?)"
              : nullptr;
      if (wrong != nullptr) {
        exit_code =
            Fail(InvalidInput(fmt::format("{}: not a valid letter code", wrong), line.number, 1)
                     .WithFile(name));
        return;
      }
      if (dec_args->common.json) {
        std::printf("%s\n", nlohmann::json{{"code", std::string(Trim(line.text))},
                                           {"puzzle", FormatLine(d->puzzle)}}
                                .dump()
                                .c_str());
      } else {
        std::printf("%s\n", FormatLine(d->puzzle).c_str());
      }
    }
    exit_code = kExitOk;
  });
}

}  // namespace ps::cli::sudoku_cmd
