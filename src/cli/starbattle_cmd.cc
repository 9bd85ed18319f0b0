// `puzzlesmith starbattle ...` (alias `sweetspots`): Star Battle, the game of Sweet Spots:
// solve, grade, hint, generate, convert, print, and the original Sweet Spots command
// lines (solvegame, creategame).
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "app/io.h"
#include "app/puzzles.h"
#include "cli/batch.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "core/grid.h"
#include "core/text.h"
#include "render/pdf_canvas.h"
#include "render/svg_canvas.h"
#include "starbattle/canonical.h"
#include "starbattle/cnf.h"
#include "starbattle/draw.h"
#include "starbattle/format.h"
#include "starbattle/generate.h"
#include "starbattle/hint.h"
#include "starbattle/logic.h"
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

struct SolveArgs {
  BoardInput in;
  std::vector<std::string> sources;        // empty: in.source alone (solvegame)
  const Result<Parsed>* loaded = nullptr;  // solvegame: the board it read (standard input once)
  int count = 2;
  bool trace = false;
  CommonOptions common;
};

// A board to solve: where it came from, and the board or why it could not be read.
struct Board {
  std::string name;  // the file ("<stdin>"), or the URL or game ID
  int index = 0;     // 1-based place among the boards of a file of several; 0 when alone
  Result<Parsed> parsed;
};

// The boards of one source: a URL or game ID is one board; a file is one board, or several zone
// boards separated by blank lines. Each block is read with the other lines blanked out, so that
// an error names the line of the file.
std::vector<Board> LoadBoards(const std::string& source, const BoardInput& stars) {
  BoardInput in = stars;
  in.source = source;
  const std::string shown = source == "-" ? "<stdin>" : source;
  if (source == "-" || app::PathExists(source)) {
    Result<std::string> got = app::ReadInput(source);
    if (!got.ok()) return {Board{shown, 0, got.error()}};
    const std::string& text = *got;
    const std::string file = source == "-" ? "" : source;
    const std::string_view trimmed = Trim(text);
    std::vector<std::pair<int, int>> blocks;  // [first, last] line indexes with a zone row
    const std::vector<Line> lines = SplitLines(text);
    if (trimmed.substr(0, 6) != "pzprv3" && (trimmed.empty() || trimmed[0] != '{')) {
      bool open = false;
      for (int i = 0; i < static_cast<int>(lines.size()); ++i) {
        const std::string_view t = Trim(lines[static_cast<size_t>(i)].text);
        if (t.empty()) {
          open = false;
        } else if (t[0] != '#') {
          if (!open) blocks.push_back({i, i});
          blocks.back().second = i;
          open = true;
        }
      }
    }
    if (blocks.size() <= 1) return {Board{shown, 0, ParseBoardText(text, shown, in, file)}};
    std::vector<Board> boards;
    for (size_t b = 0; b < blocks.size(); ++b) {
      std::string part;
      for (int i = 0; i < static_cast<int>(lines.size()); ++i) {
        if (i >= blocks[b].first && i <= blocks[b].second)
          part += lines[static_cast<size_t>(i)].text;
        part += '\n';
      }
      boards.push_back(
          Board{shown, static_cast<int>(b) + 1, ParseBoardText(part, shown, in, file)});
    }
    return boards;
  }
  return {Board{source, 0, LoadBoard(in)}};
}

// Solves one board and prints its result; returns its exit code.
int SolveBoard(const SolveArgs& a, const Board& board, bool several, Budget& budget) {
  const Puzzle& p = board.parsed->puzzle;
  std::function<void(const std::string&)> trace;
  if (a.trace) trace = [](const std::string& line) { std::printf("%s\n", line.c_str()); };
  // Without a trace, the quicker search order (solver.h): the same counts, sooner.
  SolveResult r = a.trace ? Solve(p, a.count, budget, nullptr, trace)
                          : Solve(p, a.count, budget, SolveOptions{.quick_order = true});
  if (r.count > 0) PS_CHECK(IsSolution(p, r.solution));
  std::string_view status = CountStatus(r.count, r.complete, a.count);
  if (a.common.json) {
    nlohmann::json j;
    if (several) {
      j["file"] = board.name;
      j["board"] = board.index > 0 ? nlohmann::json(board.index) : nlohmann::json(nullptr);
    }
    j["status"] = std::string(status);
    j["count"] = r.count;
    j["complete"] = r.complete;
    j["solution"] = r.count > 0 ? nlohmann::json(SolutionRows(p.n, r.solution)) : nlohmann::json();
    j["nodes"] = r.nodes;
    std::printf("%s\n", j.dump().c_str());
  } else {
    if (several) {
      std::printf("# %s%s\n", board.name.c_str(),
                  board.index > 0 ? fmt::format(" board {}", board.index).c_str() : "");
    }
    if (r.count > 0) std::printf("%s", FormatText(p, &r.solution).c_str());
    std::string what(status);
    if (status == "multiple") {
      what = fmt::format("multiple (at least {} solutions{})", r.count,
                         r.count == a.count ? "; --max-solutions N counts further" : "");
    } else if (status == "unique" || status == "none") {
      what += r.complete ? "" : " so far (stopped)";
    }
    std::printf("%s\n", what.c_str());
  }
  std::fflush(stdout);
  if (!r.complete && r.count < 2) {
    Error stop{ErrorCode::kBudget,
               fmt::format("search stopped ({}) after {} nodes with {} solution(s) found",
                           ToString(budget.reason()), r.nodes, r.count),
               "", 0, 0};
    if (several) stop = stop.WithFile(board.name);
    return Fail(stop);
  }
  return Answered(status) ? kExitOk : kExitNoSolution;
}

int RunSolve(const SolveArgs& a) {
  std::vector<Board> boards;
  if (a.sources.empty()) {
    boards.push_back(Board{a.in.source, 0, a.loaded ? *a.loaded : LoadBoard(a.in)});
  } else {
    for (const std::string& source : a.sources) {
      std::vector<Board> more = LoadBoards(source, a.in);
      for (Board& b : more) boards.push_back(std::move(b));
    }
  }
  const bool several = boards.size() > 1;
  Budget budget = MakeBudget(a.common, 0);
  bool bad = false, unsolved = false;
  for (const Board& board : boards) {
    if (!board.parsed.ok()) {
      // A board that does not read is said, and the others are still solved.
      Fail(board.parsed.error());
      if (!several) return ExitCodeFor(board.parsed.error().code);
      bad = true;
      continue;
    }
    const int code = SolveBoard(a, board, several, budget);
    if (code == kExitBudget) return code;
    if (code == kExitNoSolution) unsolved = true;
  }
  return bad ? kExitBadInput : unsolved ? kExitNoSolution : kExitOk;
}

// The document's command line: solvegame <trace 0|1> <zonefile> <size> <perRow> <perCol> <perZone>.
struct GameArgs {
  int trace = 0;
  std::string file;
  int size = 0, per_row = 1, per_col = 1, per_zone = 1;
  CommonOptions common;
};

int RunSolveGame(const GameArgs& g) {
  SolveArgs a;
  a.in.source = g.file;
  a.in.row_stars = g.per_row;
  a.in.col_stars = g.per_col;
  a.in.zone_stars = g.per_zone;
  a.trace = g.trace != 0;
  a.common = g.common;
  Result<Parsed> parsed = LoadBoard(a.in);
  if (!parsed.ok()) return Fail(parsed.error());
  if (parsed->puzzle.n != g.size) {
    return Fail(InvalidInput(fmt::format("{}: the zone file is {}x{} but the size argument says {}",
                                         g.file, parsed->puzzle.n, parsed->puzzle.n, g.size)));
  }
  a.loaded = &parsed;
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

nlohmann::json StepJson(int n, const Step& s) {
  auto names = [n](const std::vector<int>& cells) {
    nlohmann::json a = nlohmann::json::array();
    for (int c : cells) a.push_back(CellName(c % n, c / n));
    return a;
  };
  return {{"technique", std::string(TechniqueName(s.technique))},
          {"level", std::string(kLevels[TechniqueLevel(s.technique)].name)},
          {"text", s.text},
          {"stars", names(s.stars)},
          {"empties", names(s.empties)}};
}

struct GradeArgs {
  BoardInput in;
  bool explain = false;
  CommonOptions common;
};

int RunGrade(const GradeArgs& a) {
  Result<Parsed> parsed = LoadBoard(a.in, true);
  if (!parsed.ok()) return Fail(parsed.error());
  const Puzzle& p = parsed->puzzle;
  Budget budget = MakeBudget(a.common, 0);
  SolveResult r = Solve(p, 2, budget);
  if (!r.complete)
    return Fail(Error{ErrorCode::kBudget, "stopped while counting solutions", "", 0, 0});
  if (r.count != 1) {
    return Fail(Error{ErrorCode::kNoSolution,
                      r.count == 0 ? "the board has no solution, so it has no grade"
                                   : "the board has more than one solution, so it has no grade",
                      "", 0, 0});
  }
  GradeResult g = Grade(p, budget);
  if (!g.solved) return Fail(Error{ErrorCode::kBudget, "stopped while grading", "", 0, 0});
  if (a.common.json) {
    nlohmann::json steps = nlohmann::json::array();
    for (const Step& s : g.steps) steps.push_back(StepJson(p.n, s));
    nlohmann::json j{
        {"level", std::string(kLevels[g.level].name)}, {"steps", steps}, {"url", FormatUrl(p)}};
    std::printf("%s\n", j.dump().c_str());
    return kExitOk;
  }
  std::printf("%s (%zu steps)\n", std::string(kLevels[g.level].name).c_str(), g.steps.size());
  if (a.explain) {
    int k = 0;
    for (const Step& s : g.steps) {
      std::printf("  %3d. [%s] %s\n", ++k, std::string(TechniqueName(s.technique)).c_str(),
                  s.text.c_str());
    }
  }
  return kExitOk;
}

int RunHint(const GradeArgs& a) {
  Result<Parsed> parsed = LoadBoard(a.in, true);
  if (!parsed.ok()) return Fail(parsed.error());
  const Puzzle& p = parsed->puzzle;
  std::vector<uint8_t> marks = parsed->marks;
  if (marks.empty()) marks.assign(static_cast<size_t>(p.Cells()), kUnknown);
  // A hint never builds on a wrong mark: check the marks against the solution first.
  Budget budget = MakeBudget(a.common, 0);
  SolveResult r = Solve(p, 2, budget);
  if (r.outcome == Outcome::kBudget) return Fail(Interrupted(budget));
  if (r.outcome == Outcome::kUnique) {
    for (int c = 0; c < p.Cells(); ++c) {
      uint8_t m = marks[static_cast<size_t>(c)];
      if ((m == kStarMark && !r.solution[static_cast<size_t>(c)]) ||
          (m == kEmptyMark && r.solution[static_cast<size_t>(c)])) {
        return Fail(Error{ErrorCode::kNoSolution,
                          fmt::format("the mark at {} is wrong: {}", CellName(c % p.n, c / p.n),
                                      m == kStarMark ? "no star goes there" : "a star goes there"),
                          "", 0, 0});
      }
    }
  }
  Step s;
  if (!HintStep(p, marks, s)) {
    if (std::find(marks.begin(), marks.end(), kUnknown) == marks.end()) {
      std::printf("the board is complete\n");
      return kExitOk;
    }
    if (a.common.json) {
      std::printf("%s\n", nlohmann::json{{"technique", "trial and error"}}.dump().c_str());
    } else {
      std::printf("no technique applies: the next step needs trial and error\n");
    }
    return kExitOk;
  }
  if (a.common.json) {
    std::printf("%s\n", StepJson(p.n, s).dump().c_str());
  } else {
    std::printf("[%s] %s\n", std::string(TechniqueName(s.technique)).c_str(), s.text.c_str());
  }
  return kExitOk;
}

struct GenerateArgs {
  int size = 10, stars = 2;
  std::string size_text;  // --size: N or NxN
  std::string level, method = "stars-first", zones = "compact";
  BatchOptions batch;
  std::string zonefile;  // creategame: where to write
  CommonOptions common;
};

nlohmann::json GeneratedJson(const Generated& g, uint64_t seed) {
  std::vector<std::string> rows;
  for (int y = 0; y < g.puzzle.n; ++y) {
    std::string row;
    for (int x = 0; x < g.puzzle.n; ++x) {
      if (x) row += ' ';
      row += std::to_string(g.puzzle.Zone(x, y));
    }
    rows.push_back(row);
  }
  return {{"zones", rows},
          {"stars", g.puzzle.Stars()},
          {"solution", SolutionRows(g.puzzle.n, g.solution)},
          {"level", std::string(kLevels[g.level].name)},
          {"seed", seed},
          {"url", FormatUrl(g.puzzle)},
          {"attempts", g.attempts}};
}

int RunGenerate(const GenerateArgs& a) {
  GenerateParams params;
  params.n = a.size;
  if (!a.size_text.empty()) {
    Result<std::pair<int, int>> size = ParseSize(a.size_text, 4, kMaxN);
    if (!size.ok()) return Fail(size.error());
    if (size->first != size->second) {
      return Fail(InvalidInput(
          fmt::format("--size '{}': a Star Battle board is square (N or NxN)", a.size_text)));
    }
    params.n = size->first;
  }
  params.stars = a.stars;
  Result<Method> method = ParseMethod(a.method);
  if (!method.ok()) return Fail(method.error());
  params.method = *method;
  Result<ZoneStyle> zones = ParseZoneStyle(a.zones);
  if (!zones.ok()) return Fail(zones.error());
  params.zones = *zones;
  if (!a.level.empty() && a.level != "any") {
    params.level = FindLevel(a.level);
    if (params.level < 0) {
      return Fail(InvalidInput(fmt::format(
          "no level '{}': use any or a level that `puzzlesmith starbattle levels` lists",
          a.level)));
    }
  }
  const uint64_t seed = ResolveSeed(a.common);
  nlohmann::json stamp_params = {{"size", params.n},
                                 {"stars", a.stars},
                                 {"level", a.level.empty() ? "any" : a.level},
                                 {"method", a.method}};
  if (params.zones != ZoneStyle::kCompact) stamp_params["zones"] = a.zones;
  const nlohmann::json stamp = BatchStamp(a.batch, a.common, seed, "starbattle", stamp_params);
  auto make_worker = [&]() -> BatchMake {
    return [&](int k, uint64_t s, Budget& budget) -> Result<std::string> {
      Rng rng(s);
      Result<Generated> g = Generate(params, rng, budget);
      if (!g.ok()) return g.error();
      PS_CHECK(IsSolution(g->puzzle, g->solution));
      if (!a.zonefile.empty()) return FormatZoneFile(g->puzzle);
      if (a.common.json) {
        nlohmann::json j = stamp;
        j.update(
            nlohmann::json{{"k", k}, {"status", "ok"}, {"canonical", CanonicalKey(g->puzzle)}});
        j.update(GeneratedJson(*g, s));
        return j.dump();
      }
      return fmt::format("# seed {}, {}x{} k={}, {}\n{}{}", s, g->puzzle.n, g->puzzle.n,
                         g->puzzle.Stars(), kLevels[g->level].name, FormatText(g->puzzle),
                         FormatUrl(g->puzzle));
    };
  };
  // creategame collects the zone file and writes it once the puzzle is made.
  std::string zone_text;
  BatchRun run{.batch = &a.batch,
               .common = &a.common,
               .seed = seed,
               .default_seconds = 600,
               .make_worker = make_worker,
               .stamp = stamp,
               .json = a.common.json,
               .emit = [&](const std::string& line) {
                 if (!a.zonefile.empty()) {
                   zone_text += line;
                   return;
                 }
                 std::printf("%s\n", line.c_str());
               }};
  int rc = RunBatch(run);
  if (rc != kExitOk || a.zonefile.empty()) return rc;
  if (ps::Status st = app::WriteOutput(a.zonefile, zone_text); !st.ok()) return Fail(st.error());
  if (a.common.json) {
    std::printf("%s\n", nlohmann::json{{"written", a.zonefile}, {"seed", seed}}.dump().c_str());
  }
  return kExitOk;
}

// The document's creategame <trace> <zonefile> <size> <perRow> <perCol> <perZone>: writes the
// zone file. The counts must be equal (no other board has a solution).
int RunCreateGame(const GameArgs& g) {
  if (g.per_row != g.per_col || g.per_col != g.per_zone) {
    return Fail(InvalidInput(fmt::format(
        "stars per row, column and zone are {}, {} and {}: an N x N board with N zones has a "
        "solution only when they are equal",
        g.per_row, g.per_col, g.per_zone)));
  }
  GenerateArgs a;
  a.size = g.size;
  a.stars = g.per_row;
  a.zonefile = g.file;
  a.common = g.common;
  a.common.quiet = g.common.quiet || g.trace == 0;
  a.batch.on_failure = "stop";  // one board: no failure record in the zone file
  int rc = RunGenerate(a);
  if (rc == kExitOk && g.trace) std::fprintf(stderr, "wrote %s\n", g.file.c_str());
  return rc;
}

struct ConvertArgs {
  BoardInput in;
  std::string out = "-", to;
  bool with_solution = false;
  CommonOptions common;
};

int RunConvert(const ConvertArgs& a, bool stars_from_name = false) {
  Result<Parsed> parsed = LoadBoard(a.in, stars_from_name);
  if (!parsed.ok()) return Fail(parsed.error());
  const Puzzle& p = parsed->puzzle;
  std::string to = a.to;
  if (to.empty()) {
    auto ends = [&](const char* ext) {
      std::string e(ext);
      return a.out.size() >= e.size() && a.out.compare(a.out.size() - e.size(), e.size(), e) == 0;
    };
    to = ends(".json")                      ? "json"
         : ends(".pzpr") || ends(".pzprv3") ? "pzprv3"
         : ends(".url")                     ? "url"
         : ends(".cnf")                     ? "cnf"
                                            : "zones";
  }
  Solution solution;
  if (a.with_solution) {
    Budget budget = MakeBudget(a.common, 0);
    SolveResult r = Solve(p, 2, budget);
    if (r.outcome == Outcome::kBudget) return Fail(Interrupted(budget));
    if (r.outcome != Outcome::kUnique) {
      return Fail(Error{ErrorCode::kNoSolution,
                        "--with-solution needs a board with exactly one solution", "", 0, 0});
    }
    solution = r.solution;
  }
  std::string text;
  if (to == "zones") {
    text = FormatZoneFile(p);
  } else if (to == "url") {
    text = FormatUrl(p);
    if (text.empty()) {
      return Fail(InvalidInput("a puzz.link URL carries one star count; this board's differ"));
    }
    text += '\n';
  } else if (to == "pzprv3") {
    text = FormatPzprv3(p, a.with_solution ? &solution : nullptr);
  } else if (to == "json") {
    text = FormatJson(p, a.with_solution ? &solution : nullptr) + "\n";
  } else if (to == "text") {
    text = FormatText(p, a.with_solution ? &solution : nullptr);
  } else if (to == "cnf") {
    text = FormatCnf(p);
  } else {
    return Fail(
        InvalidInput(fmt::format("--to {}: use zones, url, pzprv3, json, text or cnf", to)));
  }
  // With --json the record says what was written; written to standard output, the text is in it.
  if (a.common.json && a.out == "-") {
    std::printf("%s\n", nlohmann::json{{"format", to}, {"text", text}}.dump().c_str());
    return kExitOk;
  }
  if (ps::Status st = app::WriteOutput(a.out, text); !st.ok()) return Fail(st.error());
  if (a.common.json) {
    std::printf("%s\n", nlohmann::json{{"format", to}, {"written", a.out}}.dump().c_str());
  }
  return kExitOk;
}

// The board as DIMACS CNF (starbattle/cnf.h), for a SAT solver; k as `solve` takes it.
int RunCnf(const ConvertArgs& a) {
  ConvertArgs c = a;
  c.to = "cnf";
  return RunConvert(c, true);
}

struct PrintArgs {
  BoardInput in;
  std::string svg, pdf, title;
  bool answers = false;
  render::Paper paper;
  CommonOptions common;
};

int RunPrint(const PrintArgs& a) {
  if (a.svg.empty() && a.pdf.empty()) {
    return Fail(InvalidInput("say where to print: --svg FILE and/or --pdf FILE"));
  }
  Result<Parsed> parsed = LoadBoard(a.in, true);
  if (!parsed.ok()) return Fail(parsed.error());
  const Puzzle& p = parsed->puzzle;
  Budget budget = MakeBudget(a.common, 0);
  SolveResult r = Solve(p, 2, budget);
  if (r.outcome == Outcome::kBudget) return Fail(Interrupted(budget));
  if (a.answers && r.outcome != Outcome::kUnique) {
    return Fail(Error{ErrorCode::kNoSolution, "--answers needs a board with exactly one solution",
                      "", 0, 0});
  }
  PrintOptions o;
  o.title = a.title;
  o.answers = a.answers;
  o.paper = a.paper;
  if (!a.pdf.empty()) {
    render::PdfCanvas pdf(a.pdf == "-" ? "/dev/stdout" : a.pdf);
    DrawPages(p, r.solution, o, pdf);
    if (ps::Status st = pdf.Finish(); !st.ok()) return Fail(st.error());
  }
  if (!a.svg.empty()) {
    render::SvgCanvas svg;
    DrawPages(p, r.solution, o, svg);
    if (ps::Status st = app::WriteOutput(a.svg, svg.str()); !st.ok()) return Fail(st.error());
  }
  if (a.common.json) {
    nlohmann::json written = nlohmann::json::array();
    for (const std::string* path : {&a.svg, &a.pdf}) {
      if (!path->empty() && *path != "-") written.push_back(*path);
    }
    std::printf("%s\n", nlohmann::json{{"written", written}}.dump().c_str());
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

  auto solve_args = std::make_shared<SolveArgs>();
  CLI::App* solve = sb->add_subcommand(
      "solve", "Solve boards and count their solutions: one result for each board");
  solve
      ->add_option("BOARD", solve_args->sources,
                   "Zone files (several boards in one file: separated by blank lines), puzz.link "
                   "URLs, pzprv3 files, JSON, or '-' for stdin; as many as you like")
      ->required();
  AddStarOptions(solve, solve_args->in);
  solve
      ->add_option("--max-solutions", solve_args->count,
                   "Count solutions up to N (default 2; 1: any solution)")
      ->type_name("N")
      ->check(CLI::Range(1, 1000000));
  AddRenamedOption(solve, "--count", "--max-solutions", solve_args->count)
      ->check(CLI::Range(1, 1000000));
  solve->footer(
      "A zone file does not carry the star count: --stars gives it for every board; without it, "
      "a file name such as 14x14-k3-019.txt gives k=3, and else it is 1. With several boards, "
      "each result starts with a line '# FILE' (text) or carries \"file\" and \"board\" "
      "(JSON); a board that does not read is reported (exit code 2 at the end) and the others "
      "are solved.");
  solve->add_flag("--trace", solve_args->trace, "Print each search decision");
  AddCommonOptions(solve, solve_args->common, false);
  solve->callback([solve_args, &exit_code] { exit_code = RunSolve(*solve_args); });

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

  auto grade_args = std::make_shared<GradeArgs>();
  CLI::App* grade = sb->add_subcommand("grade", "Grade a board by the techniques it needs");
  AddBoardInput(grade, grade_args->in);
  grade->add_flag("--explain", grade_args->explain, "Print every step");
  AddCommonOptions(grade, grade_args->common, false);
  grade->callback([grade_args, &exit_code] { exit_code = RunGrade(*grade_args); });

  auto hint_args = std::make_shared<GradeArgs>();
  CLI::App* hint = sb->add_subcommand(
      "hint", "The next step for a board, with the marks of a pzprv3 file or JSON solution rows");
  AddBoardInput(hint, hint_args->in);
  AddCommonOptions(hint, hint_args->common, false);
  hint->callback([hint_args, &exit_code] { exit_code = RunHint(*hint_args); });

  CLI::App* levels = sb->add_subcommand("levels", "List the difficulty levels");
  auto levels_common = std::make_shared<CommonOptions>();
  AddCommonOptions(levels, *levels_common, false);
  levels->callback([levels_common, &exit_code] {
    if (levels_common->json) {
      nlohmann::json all = nlohmann::json::array();
      for (const Level& l : kLevels) {
        all.push_back({{"name", std::string(l.name)},
                       {"code", std::string(1, l.code)},
                       {"techniques", std::string(l.techniques)}});
      }
      std::printf("%s\n", all.dump().c_str());
      exit_code = kExitOk;
      return;
    }
    for (const Level& l : kLevels) {
      std::printf("%-8s %c  %s\n", std::string(l.name).c_str(), l.code,
                  std::string(l.techniques).c_str());
    }
    exit_code = kExitOk;
  });

  auto gen_args = std::make_shared<GenerateArgs>();
  CLI::App* gen = sb->add_subcommand("generate", "Generate puzzles with exactly one solution");
  gen->add_option("--size", gen_args->size_text,
                  fmt::format("Board size N or NxN, from 4 to {} (default 10)", kMaxN))
      ->type_name("N");
  gen->add_option("--stars", gen_args->stars, "Stars per row, column and zone (default 2)")
      ->check(CLI::Range(1, 8));
  gen->add_option("--level", gen_args->level, "Difficulty (`starbattle levels`); default any");
  gen->add_option("--method", gen_args->method,
                  "stars-first (default) or sweetspots (the random zones of the Sweet Spots "
                  "game's CreateGame)");
  gen->add_option("--zones", gen_args->zones,
                  "Zone shapes: compact (default: rounded zones) or snakes (some zones are long "
                  "winding paths one square wide, fewer one-square bumps, as on many hand-made "
                  "boards)")
      ->type_name("STYLE");
  AddBatchOptions(gen, gen_args->batch);
  AddCommonOptions(gen, gen_args->common, true);
  gen->callback([gen_args, &exit_code] { exit_code = RunGenerate(*gen_args); });

  auto conv_args = std::make_shared<ConvertArgs>();
  CLI::App* conv = sb->add_subcommand("convert", "Convert a board between formats");
  AddBoardInput(conv, conv_args->in);
  conv->add_option("OUT", conv_args->out, "Output file ('-' for stdout)")->capture_default_str();
  conv->add_option("--to", conv_args->to,
                   "zones, url, pzprv3, json, text or cnf (default: from OUT's extension, else "
                   "zones)");
  conv->add_flag("--with-solution", conv_args->with_solution,
                 "Include the solution (pzprv3 answer, JSON, text)");
  AddCommonOptions(conv, conv_args->common, false);
  conv->callback([conv_args, &exit_code] { exit_code = RunConvert(*conv_args, true); });

  auto cnf_args = std::make_shared<ConvertArgs>();
  CLI::App* cnf = sb->add_subcommand(
      "cnf", "Write a board as DIMACS CNF for a SAT solver (one variable a cell, r*N+c+1)");
  AddBoardInput(cnf, cnf_args->in);
  cnf->add_option("OUT", cnf_args->out, "Output file ('-' for stdout)")->capture_default_str();
  cnf->footer(
      "Cell (row r, column c, both from 0) is variable r*N + c + 1, true for a star; the "
      "auxiliaries of the cardinality constraints follow. The comment lines at the top say how "
      "the file is encoded and how to count solutions with blocking clauses. Without --stars, "
      "a file name such as 14x14-k3-019.txt gives k=3 (as for solve). The same as `starbattle "
      "convert BOARD OUT --to cnf`, which takes k from --stars or the board's own text only.");
  AddCommonOptions(cnf, cnf_args->common, false);
  cnf->callback([cnf_args, &exit_code] { exit_code = RunCnf(*cnf_args); });

  auto print_args = std::make_shared<PrintArgs>();
  CLI::App* print = sb->add_subcommand("print", "Print a board as SVG or PDF");
  AddBoardInput(print, print_args->in);
  print->add_option("--svg", print_args->svg, "Write SVG here");
  print->add_option("--pdf", print_args->pdf, "Write PDF here");
  print->add_option("--title", print_args->title, "Title on the page");
  print->add_flag("--answers", print_args->answers, "Add an answer page");
  AddPaperOption(print, print_args->paper);
  AddCommonOptions(print, print_args->common, false);
  print->callback([print_args, &exit_code] { exit_code = RunPrint(*print_args); });
}

}  // namespace ps::cli::starbattle_cmd
