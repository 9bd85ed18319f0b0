// `puzzlesmith starbattle ...` (alias `sweetspots`): Star Battle, the Sweet Spots documents' game
// (001_, 000_): solve, grade, hint, generate, convert, print, and the document's own command
// lines (solvegame, creategame).
#include <fmt/format.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "app/io.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "core/text.h"
#include "starbattle/format.h"
#include "starbattle/solver.h"

namespace ps::cli {
namespace {

using namespace ps::starbattle;

struct BoardInput {
  std::string source;  // a file, '-' or a URL
  int stars = 0;       // 0: from the input, else 1
  int row_stars = 0, col_stars = 0, zone_stars = 0;
};

void AddBoardInput(CLI::App* cmd, BoardInput& in) {
  cmd->add_option("BOARD", in.source,
                  "A zone file, a puzz.link URL, a pzprv3 file, JSON, or '-' for stdin")
      ->required();
  cmd->add_option("--stars", in.stars, "Stars per row, column and zone (a zone file's default: 1)")
      ->check(CLI::Range(1, 16));
  cmd->add_option("--row-stars", in.row_stars, "Stars per row, when it differs")
      ->check(CLI::Range(1, 16));
  cmd->add_option("--col-stars", in.col_stars, "Stars per column, when it differs")
      ->check(CLI::Range(1, 16));
  cmd->add_option("--zone-stars", in.zone_stars, "Stars per zone, when it differs")
      ->check(CLI::Range(1, 16));
}

// A URL (or pzprv3 text in URL form) given on the command line rather than a file name.
bool LooksLikeUrl(const std::string& s) {
  if (s == "-" || std::filesystem::exists(s)) return false;
  return s.rfind("http", 0) == 0 || s.rfind("puzz.link", 0) == 0 || s.rfind("pzv.jp", 0) == 0 ||
         s.rfind("starbattle/", 0) == 0 || s.rfind("pzprv3/", 0) == 0;
}

Result<Parsed> LoadBoard(const BoardInput& in) {
  std::string text;
  std::string name = in.source == "-" ? "<stdin>" : in.source;
  if (LooksLikeUrl(in.source)) {
    text = in.source;
    name = "";
  } else {
    Result<std::string> got = app::ReadInput(in.source);
    if (!got.ok()) return got.error();
    text = std::move(*got);
  }
  Result<Parsed> parsed = ParseAny(text, in.stars > 0 ? in.stars : 1);
  if (!parsed.ok()) return name.empty() ? parsed.error() : parsed.error().WithFile(name);
  Puzzle& p = parsed->puzzle;
  if (in.stars > 0) p.row_stars = p.col_stars = p.zone_stars = in.stars;
  if (in.row_stars > 0) p.row_stars = in.row_stars;
  if (in.col_stars > 0) p.col_stars = in.col_stars;
  if (in.zone_stars > 0) p.zone_stars = in.zone_stars;
  Status ok = Validate(p);
  if (!ok.ok()) return name.empty() ? ok.error() : ok.error().WithFile(name);
  return parsed;
}

std::string_view StatusText(const SolveResult& r) {
  if (!r.complete && r.count < 2) return "budget_exhausted";
  if (r.count == 0) return "none";
  if (r.count == 1) return "unique";
  return "multiple";
}

struct SolveArgs {
  BoardInput in;
  int count = 2;
  bool trace = false;
  CommonOptions common;
};

int RunSolve(const SolveArgs& a) {
  Result<Parsed> parsed = LoadBoard(a.in);
  if (!parsed.ok()) return Fail(parsed.error());
  const Puzzle& p = parsed->puzzle;
  Budget budget = MakeBudget(a.common, 0);
  std::function<void(const std::string&)> trace;
  if (a.trace) trace = [](const std::string& line) { std::printf("%s\n", line.c_str()); };
  SolveResult r = Solve(p, a.count, &budget, nullptr, trace);
  if (r.count > 0) PS_CHECK(IsSolution(p, r.solution));
  std::string_view status = StatusText(r);
  if (a.common.json) {
    nlohmann::json j;
    j["status"] = std::string(status);
    j["count"] = r.count;
    j["complete"] = r.complete;
    j["solution"] = r.count > 0 ? nlohmann::json(SolutionRows(p.n, r.solution)) : nlohmann::json();
    j["nodes"] = r.nodes;
    std::printf("%s\n", j.dump().c_str());
  } else {
    if (r.count > 0) std::printf("%s", FormatText(p, &r.solution).c_str());
    std::string what(status);
    if (status == "multiple") {
      what = fmt::format("multiple (at least {} solutions{})", r.count,
                         r.count == a.count ? "; --count N counts further" : "");
    } else if (status == "unique" || status == "none") {
      what += r.complete ? "" : " so far (stopped)";
    }
    std::printf("%s\n", what.c_str());
  }
  std::fflush(stdout);
  if (!r.complete && r.count < 2) {
    return Fail(Error{ErrorCode::kBudget,
                      fmt::format("search stopped ({}) after {} nodes with {} solution(s) found",
                                  ToString(budget.reason()), r.nodes, r.count),
                      "", 0, 0});
  }
  return status == "unique" ? kExitOk : kExitNoSolution;
}

// The document's command line: solvegame <trace 0|1> <zonefile> <size> <perRow> <perCol> <perZone>.
struct GameArgs {
  int trace = 0;
  std::string file;
  int size = 0, per_row = 1, per_col = 1, per_zone = 1;
};

int RunSolveGame(const GameArgs& g) {
  SolveArgs a;
  a.in.source = g.file;
  a.in.row_stars = g.per_row;
  a.in.col_stars = g.per_col;
  a.in.zone_stars = g.per_zone;
  a.trace = g.trace != 0;
  Result<Parsed> parsed = LoadBoard(a.in);
  if (!parsed.ok()) return Fail(parsed.error());
  if (parsed->puzzle.n != g.size) {
    return Fail(InvalidInput(fmt::format("{}: the zone file is {}x{} but the size argument says {}",
                                         g.file, parsed->puzzle.n, parsed->puzzle.n, g.size)));
  }
  return RunSolve(a);
}

void AddGameArgs(CLI::App* cmd, GameArgs& g) {
  cmd->add_option("trace", g.trace, "1 prints each step, 0 does not")
      ->required()
      ->check(CLI::Range(0, 1));
  cmd->add_option("zonefile", g.file, "The zone file")->required();
  cmd->add_option("size", g.size, "Board size N")->required()->check(CLI::Range(1, kMaxN));
  cmd->add_option("perRow", g.per_row, "Stars per row")->required()->check(CLI::Range(1, 16));
  cmd->add_option("perCol", g.per_col, "Stars per column")->required()->check(CLI::Range(1, 16));
  cmd->add_option("perZone", g.per_zone, "Stars per zone")->required()->check(CLI::Range(1, 16));
}

}  // namespace

void AddStarbattleCommands(CLI::App& app, int& exit_code) {
  CLI::App* sb = app.add_subcommand("starbattle",
                                    "Star Battle (Sweet Spots): N zones, k stars "
                                    "per row, column and zone, no two touching");
  sb->alias("sweetspots");
  sb->require_subcommand(1);

  auto solve_args = std::make_shared<SolveArgs>();
  CLI::App* solve = sb->add_subcommand("solve", "Solve a board and count its solutions");
  AddBoardInput(solve, solve_args->in);
  solve->add_option("--count", solve_args->count, "Count solutions up to N (default 2)")
      ->check(CLI::Range(1, 1000000));
  solve->add_flag("--trace", solve_args->trace, "Print each search decision");
  AddCommonOptions(solve, solve_args->common, false);
  solve->callback([solve_args, &exit_code] { exit_code = RunSolve(*solve_args); });

  auto game_args = std::make_shared<GameArgs>();
  CLI::App* solvegame =
      sb->add_subcommand("solvegame",
                         "The document's command: solvegame <trace> <zonefile> <size> <perRow> "
                         "<perCol> <perZone>");
  AddGameArgs(solvegame, *game_args);
  solvegame->callback([game_args, &exit_code] { exit_code = RunSolveGame(*game_args); });
}

}  // namespace ps::cli
