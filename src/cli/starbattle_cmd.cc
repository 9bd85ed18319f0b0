// `puzzlesmith starbattle ...` (alias `sweetspots`): the verbs that are Star Battle's own: the
// original Sweet Spots game's command lines (solvegame, creategame) and `cnf`. (`starbattle
// generate`, `solve`, `grade`, `hint`, `convert`, `print` and `levels` are the shared verbs,
// registered under `starbattle` from the kind's table: cli/kinds_cmd.cc.)
#include <fmt/format.h>

#include <cstdio>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>

#include "app/io.h"
#include "app/puzzles.h"
#include "app/verbs.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "cli/verbs.h"
#include "core/rng.h"
#include "starbattle/cnf.h"
#include "starbattle/format.h"
#include "starbattle/generate.h"
#include "starbattle/solver.h"

// This file's names are in a namespace of its own: the build compiles several of the command's
// files as one (a unity build), and each file's `using namespace` must not reach the others.
namespace ps::cli::starbattle_cmd {
namespace {

using namespace ps::starbattle;

struct BoardInput {
  std::string source;  // a file, '-' or a URL
  int stars = 0;       // 0: from the input, else 1
  int row_stars = 0, col_stars = 0, zone_stars = 0;
};

void AddStarOptions(CLI::App* cmd, BoardInput& in) {
  cmd->add_option("--stars", in.stars,
                  "Stars per row, column and zone (a zone file: its name's, as in game-10-2.txt or "
                  "14x14-k3.txt, else 1)")
      ->check(CLI::Range(1, 16));
  cmd->add_option("--row-stars", in.row_stars, "Stars per row, when it differs")
      ->check(CLI::Range(1, 16));
  cmd->add_option("--col-stars", in.col_stars, "Stars per column, when it differs")
      ->check(CLI::Range(1, 16));
  cmd->add_option("--zone-stars", in.zone_stars, "Stars per zone, when it differs")
      ->check(CLI::Range(1, 16));
}

void AddBoardInput(CLI::App* cmd, BoardInput& in) {
  cmd->add_option("BOARD", in.source,
                  "A zone file, a puzz.link URL, a pzprv3 file, JSON, or '-' for stdin")
      ->required();
  AddStarOptions(cmd, in);
}

// A URL (or pzprv3 text in URL form) given on the command line rather than a file name.
bool LooksLikeUrl(const std::string& s) {
  if (s == "-" || app::PathExists(s)) return false;
  return s.rfind("http", 0) == 0 || s.rfind("puzz.link", 0) == 0 || s.rfind("pzv.jp", 0) == 0 ||
         s.rfind("starbattle/", 0) == 0 || s.rfind("pzprv3/", 0) == 0;
}

Result<Parsed> ParseBoardText(const std::string& text, const std::string& name,
                              const BoardInput& in, const std::string& file);

// `stars_from_name`: a file's name gives the stars when --stars does not (as `solve` takes them).
Result<Parsed> LoadBoard(const BoardInput& in, bool stars_from_name = false) {
  std::string text;
  std::string name = in.source == "-" ? "<stdin>" : in.source;
  if (in.source != "-" && !app::PathExists(in.source) && app::IsGameId(in.source)) {
    Budget budget = Budget::Seconds(60, &GlobalCancel());
    Result<app::PuzzleInput> got = app::ReadPuzzleInput(in.source, "starbattle", "pzprv3", budget);
    if (!got.ok()) return got.error();
    text = std::move(got->text);
    name = "";
  } else if (LooksLikeUrl(in.source)) {
    text = in.source;
    name = "";
  } else {
    Result<std::string> got = app::ReadInput(in.source);
    if (!got.ok()) return got.error();
    text = std::move(*got);
  }
  const bool file = stars_from_name && in.source != "-" && !name.empty();
  return ParseBoardText(text, name, in, file ? in.source : "");
}

// One board's text (of a file named `name`, "" for a URL or ID), with the star counts of `in`,
// else those the name of `file` gives (StarsFromName), else the text's own, else 1.
Result<Parsed> ParseBoardText(const std::string& text, const std::string& name,
                              const BoardInput& in, const std::string& file) {
  Result<Parsed> parsed = ParseAny(text, in.stars > 0 ? in.stars : 1);
  if (!parsed.ok()) return name.empty() ? parsed.error() : parsed.error().WithFile(name);
  Puzzle& p = parsed->puzzle;
  const int stars = in.stars > 0 ? in.stars : file.empty() ? 0 : StarsFromName(file, p.n);
  if (stars > 0 && !parsed->stars_given) p.row_stars = p.col_stars = p.zone_stars = stars;
  if (in.stars > 0) p.row_stars = p.col_stars = p.zone_stars = in.stars;
  if (in.row_stars > 0) p.row_stars = in.row_stars;
  if (in.col_stars > 0) p.col_stars = in.col_stars;
  if (in.zone_stars > 0) p.zone_stars = in.zone_stars;
  Status ok = Validate(p);
  if (!ok.ok()) return name.empty() ? ok.error() : ok.error().WithFile(name);
  return parsed;
}

// The Sweet Spots game's SolveGame: one board, each search decision printed with trace 1, then
// the board with its stars and the outcome.
struct GameArgs {
  int trace = 0;
  std::string file;
  int size = 0, per_row = 1, per_col = 1, per_zone = 1;
  CommonOptions common;
};

int RunSolveGame(const GameArgs& g) {
  BoardInput in;
  in.source = g.file;
  in.row_stars = g.per_row;
  in.col_stars = g.per_col;
  in.zone_stars = g.per_zone;
  Result<Parsed> parsed = LoadBoard(in);
  if (!parsed.ok()) return Fail(parsed.error());
  const Puzzle& p = parsed->puzzle;
  if (p.n != g.size) {
    return Fail(InvalidInput(fmt::format("{}: the zone file is {}x{} but the size argument says {}",
                                         g.file, p.n, p.n, g.size)));
  }
  Budget budget = MakeBudget(g.common, app::kDefaultSeconds);
  std::function<void(const std::string&)> trace;
  if (g.trace != 0) trace = [](const std::string& line) { std::printf("%s\n", line.c_str()); };
  const int limit = 2;
  SolveResult r = g.trace != 0 ? Solve(p, limit, budget, nullptr, trace)
                               : Solve(p, limit, budget, SolveOptions{.quick_order = true});
  if (r.count > 0) PS_CHECK(IsSolution(p, r.solution));
  const std::string_view status = CountStatus(r.count, r.complete, limit);
  if (g.common.json) {
    nlohmann::json j{{"outcome", std::string(status)},
                     {"count", r.count},
                     {"solution", r.count > 0 ? nlohmann::json(SolutionRows(p.n, r.solution))
                                              : nlohmann::json()},
                     {"nodes", r.nodes}};
    std::printf("%s\n", j.dump().c_str());
  } else {
    if (r.count > 0) std::printf("%s", FormatText(p, &r.solution).c_str());
    std::printf("%s\n", std::string(status).c_str());
  }
  if (!r.complete && r.count < 2) return Fail(Interrupted(budget));
  return Answered(status) ? kExitOk : kExitNoSolution;
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

// The document's creategame <trace> <zonefile> <size> <perRow> <perCol> <perZone>: writes the
// zone file of a unique puzzle made by the Sweet Spots game's method. The counts must be equal (no
// other board has a solution).
int RunCreateGame(const GameArgs& g) {
  if (g.per_row != g.per_col || g.per_col != g.per_zone) {
    return Fail(InvalidInput(fmt::format(
        "stars per row, column and zone are {}, {} and {}: an N x N board with N zones has a "
        "solution only when they are equal",
        g.per_row, g.per_col, g.per_zone)));
  }
  if (g.size < 4 || g.size > kMaxN) {
    return Fail(InvalidInput(fmt::format("size {}: a board runs from 4 to {}", g.size, kMaxN)));
  }
  GenerateParams params;
  params.n = g.size;
  params.stars = g.per_row;
  const uint64_t seed = ResolveSeed(g.common);
  Rng rng(seed);
  Budget budget = MakeBudget(g.common, app::kDefaultSeconds);
  Result<Generated> made = Generate(params, rng, budget);
  if (!made.ok()) return Fail(made.error());
  PS_CHECK(IsSolution(made->puzzle, made->solution));
  if (int rc = WriteTo(g.file, FormatZoneFile(made->puzzle)); rc != kExitOk) return rc;
  if (g.common.json) {
    std::printf("%s\n", nlohmann::json{{"written", g.file}, {"seed", seed}}.dump().c_str());
  }
  if (g.trace != 0) std::fprintf(stderr, "wrote %s\n", g.file.c_str());
  return kExitOk;
}

// The board as DIMACS CNF (starbattle/cnf.h), for a SAT solver; k from --stars, the board's own
// text, or a file's name (14x14-k3-019.txt).
struct CnfArgs {
  BoardInput in;
  std::string out = "-";
  CommonOptions common;
};

int RunCnf(const CnfArgs& a) {
  Result<Parsed> parsed = LoadBoard(a.in, true);
  if (!parsed.ok()) return Fail(parsed.error());
  const std::string text = FormatCnf(parsed->puzzle);
  if (a.common.json && a.out == "-") {
    std::printf("%s\n", nlohmann::json{{"format", "cnf"}, {"text", text}}.dump().c_str());
    return kExitOk;
  }
  if (int rc = WriteTo(a.out, text); rc != kExitOk) return rc;
  if (a.common.json) {
    std::printf("%s\n", nlohmann::json{{"format", "cnf"}, {"written", a.out}}.dump().c_str());
  }
  return kExitOk;
}

}  // namespace

void AddStarbattleCommands(CLI::App& app, int& exit_code) {
  CLI::App* sb = app.add_subcommand("starbattle",
                                    "Star Battle (Sweet Spots): N zones, k stars "
                                    "per row, column and zone, no two touching");
  sb->alias("sweetspots");
  sb->require_subcommand(1);

  auto game_args = std::make_shared<GameArgs>();
  CLI::App* solvegame =
      sb->add_subcommand("solvegame",
                         "The Sweet Spots game's SolveGame command line: solvegame <trace> "
                         "<zonefile> <size> <perRow> <perCol> <perZone>");
  AddGameArgs(solvegame, *game_args);
  AddCommonOptions(solvegame, game_args->common, false);
  solvegame->callback([game_args, &exit_code] { exit_code = RunSolveGame(*game_args); });

  auto create_args = std::make_shared<GameArgs>();
  CLI::App* creategame =
      sb->add_subcommand("creategame",
                         "The Sweet Spots game's CreateGame command line: creategame <trace> "
                         "<zonefile> <size> <perRow> <perCol> <perZone> (writes a unique "
                         "puzzle's zone file)");
  AddGameArgs(creategame, *create_args);
  AddCommonOptions(creategame, create_args->common, true);
  creategame->callback([create_args, &exit_code] { exit_code = RunCreateGame(*create_args); });

  auto cnf_args = std::make_shared<CnfArgs>();
  CLI::App* cnf = sb->add_subcommand(
      "cnf", "Write a board as DIMACS CNF for a SAT solver (one variable a cell, r*N+c+1)");
  AddBoardInput(cnf, cnf_args->in);
  cnf->add_option("OUT", cnf_args->out, "Output file ('-' for stdout)")->capture_default_str();
  cnf->footer(
      "Cell (row r, column c, both from 0) is variable r*N + c + 1, true for a star; the "
      "auxiliaries of the cardinality constraints follow. The comment lines at the top say how "
      "the file is encoded and how to count solutions with blocking clauses. Without --stars, "
      "a file name such as 14x14-k3-019.txt gives k=3, else the board's own text, else the one "
      "count that gives one solution.");
  AddCommonOptions(cnf, cnf_args->common, false);
  cnf->callback([cnf_args, &exit_code] { exit_code = RunCnf(*cnf_args); });
}

}  // namespace ps::cli::starbattle_cmd
