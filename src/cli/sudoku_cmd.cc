// `puzzlesmith sudoku solve|encode|decode`: Sudoku (003_).
#include <fmt/format.h>

#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "app/io.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "core/text.h"
#include "sudoku/count_solver.h"
#include "sudoku/format.h"

namespace ps::cli {

namespace {

using namespace ps::sudoku;

struct SudokuInput {
  std::string file = "-";
  std::string box;
  bool x = false;
};

void AddInputFlags(CLI::App* cmd, SudokuInput& in) {
  cmd->add_option("FILE", in.file, "Puzzles: one a line (81 characters) or grids; '-' for stdin")
      ->capture_default_str();
  cmd->add_option("--box", in.box, "Box shape WxH for other sizes (default: from the input)");
  cmd->add_flag("--x", in.x, "Sudoku-X: the two main diagonals are units too");
}

Result<std::vector<ParsedPuzzle>> LoadPuzzles(const SudokuInput& in) {
  Result<std::string> text = app::ReadInput(in.file);
  if (!text.ok()) return text.error();
  std::optional<Geometry> geo;
  if (!in.box.empty()) {
    Result<Geometry> g = ParseGeometry(in.box, in.x);
    if (!g.ok()) return g.error();
    geo = *g;
  }
  Result<std::vector<ParsedPuzzle>> puzzles = ParsePuzzles(*text, geo);
  if (!puzzles.ok()) return puzzles.error().WithFile(in.file == "-" ? "<stdin>" : in.file);
  if (in.x) {
    for (auto& p : *puzzles) p.puzzle.geo.diagonals = true;
  }
  return puzzles;
}

struct SolveArgs {
  SudokuInput in;
  int64_t count = 2;
  CommonOptions common;
};

std::string_view Status(const CountResult& r) {
  if (!r.complete && r.count < 2) return r.count == 0 ? "budget_exhausted" : "budget_exhausted";
  if (r.count == 0) return "none";
  if (r.count == 1) return "unique";
  return "multiple";
}

int RunSolve(const SolveArgs& a) {
  Result<std::vector<ParsedPuzzle>> puzzles = LoadPuzzles(a.in);
  if (!puzzles.ok()) return Fail(puzzles.error());
  Budget budget = MakeBudget(a.common, 0);
  std::unique_ptr<CountSolver> solver;
  int worst = kExitOk;
  for (const ParsedPuzzle& pp : *puzzles) {
    const Puzzle& p = pp.puzzle;
    if (!solver || !(p.geo == (*puzzles)[0].puzzle.geo))
      solver = std::make_unique<CountSolver>(p.geo);
    CountResult r = solver->Count(p, a.count, &budget);
    if (r.count > 0) PS_CHECK(IsSolution(p, r.solution));
    std::string_view status = Status(r);
    if (a.common.json) {
      nlohmann::json j;
      j["puzzle"] = FormatLine(p);
      j["status"] = std::string(status);
      j["count"] = r.count;
      j["complete"] = r.complete;
      j["solution"] = r.count > 0 ? nlohmann::json(FormatValues(r.solution)) : nlohmann::json();
      std::printf("%s\n", j.dump().c_str());
    } else if (status == "unique") {
      std::printf("%s\n", FormatValues(r.solution).c_str());
    } else {
      std::printf("%s %s\n", r.count > 0 ? FormatValues(r.solution).c_str() : FormatLine(p).c_str(),
                  std::string(status).c_str());
    }
    if (!r.complete) {
      worst = kExitBudget;
      ClearProgress();
      std::fprintf(stderr, "puzzlesmith: stopped at the puzzle on line %d: %s\n", pp.line,
                   std::string(ToString(budget.reason())).c_str());
      break;
    }
    if (status != "unique" && worst == kExitOk) worst = kExitNoSolution;
  }
  std::fflush(stdout);
  return worst;
}

struct EncodeArgs {
  SudokuInput in;
  std::string solution;
  CommonOptions common;
};

}  // namespace

void AddSudokuCommands(CLI::App& app, int& exit_code) {
  CLI::App* sudoku = app.add_subcommand("sudoku", "Sudoku: solve and count, encode and decode");
  sudoku->require_subcommand(1);

  auto solve_args = std::make_shared<SolveArgs>();
  CLI::App* solve = sudoku->add_subcommand(
      "solve", "Solve puzzles and count their solutions (unique / multiple / none)");
  AddInputFlags(solve, solve_args->in);
  solve
      ->add_option("--count", solve_args->count,
                   "Count solutions up to N (default 2: unique, multiple or none)")
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 40));
  AddCommonOptions(solve, solve_args->common, false);
  solve->callback([solve_args, &exit_code] { exit_code = RunSolve(*solve_args); });

  auto enc_args = std::make_shared<SudokuInput>();
  CLI::App* encode = sudoku->add_subcommand(
      "encode", "Print each 9x9 puzzle in the document's letter encoding (JBLAKIRNEFPSMCOGDTQH)");
  AddInputFlags(encode, *enc_args);
  encode->callback([enc_args, &exit_code] {
    Result<std::vector<ParsedPuzzle>> puzzles = LoadPuzzles(*enc_args);
    if (!puzzles.ok()) {
      exit_code = Fail(puzzles.error());
      return;
    }
    for (const ParsedPuzzle& pp : *puzzles) {
      if (pp.puzzle.geo.n() != 9) {
        exit_code = Fail(InvalidInput("the letter encoding is for 9x9 Sudoku only", pp.line, 1));
        return;
      }
      CountResult r = CountSolutions(pp.puzzle, 2);
      // Hidden cells carry their solution value, as the document's player expects, when the
      // puzzle is unique.
      std::printf("%s\n", EncodeLetters(pp.puzzle, r.count == 1 ? &r.solution : nullptr).c_str());
    }
    exit_code = kExitOk;
  });

  auto dec_file = std::make_shared<std::string>("-");
  CLI::App* decode = sudoku->add_subcommand(
      "decode", "Read letter-encoded puzzles (one a line) and print them as 81-character lines");
  decode->add_option("FILE", *dec_file, "Encoded puzzles, one a line; '-' for stdin")
      ->capture_default_str();
  decode->callback([dec_file, &exit_code] {
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
      std::printf("%s\n", FormatLine(d->puzzle).c_str());
    }
    exit_code = kExitOk;
  });
}

}  // namespace ps::cli
