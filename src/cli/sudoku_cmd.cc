// `puzzlesmith sudoku solve|encode|decode`: Sudoku.
#include <fmt/format.h>

#include <bit>
#include <cmath>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "app/io.h"
#include "app/puzzles.h"
#include "cli/batch.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "core/grid.h"
#include "core/text.h"
#include "render/pdf_canvas.h"
#include "render/svg_canvas.h"
#include "sudoku/canonical.h"
#include "sudoku/count_solver.h"
#include "sudoku/draw.h"
#include "sudoku/format.h"
#include "sudoku/generate.h"
#include "sudoku/ipuz.h"
#include "sudoku/logic.h"

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
  cmd->add_flag("--x", in.x, "Sudoku-X: the two main diagonals are units too");
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

struct SolveArgs {
  SudokuInput in;
  bool grid = false;
  int64_t count = 2;
  CommonOptions common;
};

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
    CountResult r = solver->Count(p, a.count, budget);
    if (r.count > 0) PS_CHECK(IsSolution(p, r.solution));
    std::string_view status = CountStatus(r.count, r.complete, a.count);
    if (a.common.json) {
      nlohmann::json j;
      j["puzzle"] = FormatLine(p);
      j["status"] = std::string(status);
      j["count"] = r.count;
      j["complete"] = r.complete;
      j["solution"] = r.count > 0 ? nlohmann::json(FormatValues(r.solution)) : nlohmann::json();
      std::printf("%s\n", j.dump().c_str());
    } else if (a.grid) {
      if (!Answered(status)) std::printf("# %s\n", std::string(status).c_str());
      std::printf("%s\n", FormatGrid(r.count > 0 ? Puzzle{p.geo, r.solution} : p).c_str());
    } else if (Answered(status)) {
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
    if (!Answered(status) && worst == kExitOk) worst = kExitNoSolution;
  }
  std::fflush(stdout);
  return worst;
}

nlohmann::json StepJson(const LogicGrid& g, const Step& step) {
  nlohmann::json j;
  j["technique"] = std::string(TechniqueName(step.technique));
  j["rating"] = step.rating;
  j["text"] = step.text;
  nlohmann::json cells = nlohmann::json::array();
  for (int c : step.cells) cells.push_back(logic::CellText(g, c));
  j["cells"] = cells;
  nlohmann::json places = nlohmann::json::array();
  for (auto [c, v] : step.placements)
    places.push_back({{"cell", logic::CellText(g, c)}, {"value", v}});
  j["placements"] = places;
  nlohmann::json removals = nlohmann::json::array();
  for (auto [c, mask] : step.removals) {
    nlohmann::json values = nlohmann::json::array();
    for (int v = 1; v <= g.n(); ++v) {
      if (mask & (1u << (v - 1))) values.push_back(v);
    }
    removals.push_back({{"cell", logic::CellText(g, c)}, {"values", values}});
  }
  j["removals"] = removals;
  return j;
}

struct GradeArgs {
  SudokuInput in;
  bool explain = false;
  CommonOptions common;
};

int RunGrade(const GradeArgs& a) {
  Result<std::vector<ParsedPuzzle>> puzzles = LoadPuzzles(a.in);
  if (!puzzles.ok()) return Fail(puzzles.error());
  Budget budget = MakeBudget(a.common, 0);
  int worst = kExitOk;
  for (const ParsedPuzzle& pp : *puzzles) {
    const Puzzle& p = pp.puzzle;
    Budget count_budget = budget.Child(0);
    CountResult c = CountSolutions(p, 2, count_budget);
    if (!c.complete)
      return Fail(Error{ErrorCode::kBudget, "stopped while counting solutions", "", pp.line, 0});
    if (c.count != 1) {
      std::string status = c.count == 0 ? "none" : "multiple";
      if (a.common.json) {
        nlohmann::json j{{"puzzle", FormatLine(p)},
                         {"status", status},
                         {"level", nullptr},
                         {"rating", nullptr},
                         {"steps", nlohmann::json::array()}};
        std::printf("%s\n", j.dump().c_str());
      } else {
        std::printf("%s not graded: %s\n", FormatLine(p).c_str(),
                    c.count == 0 ? "no solution" : "more than one solution");
      }
      worst = kExitNoSolution;
      continue;
    }
    GradeOptions o;
    o.keep_steps = a.explain || a.common.json;
    GradeResult g = Grade(p, o, budget);
    if (!g.complete) {
      return Fail(Error{ErrorCode::kBudget,
                        fmt::format("stopped while grading the puzzle on line {}: {}", pp.line,
                                    ToString(budget.reason())),
                        "", 0, 0});
    }
    const Level& level = kLevels[g.level];
    Topology topo(p.geo);
    LogicGrid grid(topo, p);
    if (a.common.json) {
      nlohmann::json steps = nlohmann::json::array();
      for (const Step& s : g.steps) {
        steps.push_back(StepJson(grid, s));
        grid.Apply(s);
      }
      nlohmann::json j{{"puzzle", FormatLine(p)},
                       {"status", "unique"},
                       {"level", std::string(level.name)},
                       {"rating", std::round(g.rating * 10) / 10},
                       {"steps", steps}};
      std::printf("%s\n", j.dump().c_str());
    } else {
      std::printf("%s %s %.1f\n", FormatLine(p).c_str(), std::string(level.name).c_str(), g.rating);
      if (a.explain) {
        int k = 0;
        for (const Step& s : g.steps) {
          std::printf("  %3d. %s\n", ++k, DescribeStep(grid, s).c_str());
          grid.Apply(s);
        }
      }
    }
  }
  std::fflush(stdout);
  return worst;
}

struct GenerateArgs {
  std::string level, symmetry = "180", clues, box, size;
  bool x = false, minimal = false, grid = false;
  BatchOptions batch;
  CommonOptions common;
};

// The box shape of `--size N`: a square N has square boxes (9: 3x3); any other N has two box
// shapes (6: 3x2 or 2x3), so --box says which.
Result<std::string> BoxForSize(const std::string& text) {
  Result<std::pair<int, int>> size = ParseSize(text, 1, 64);
  if (!size.ok()) return size.error();
  if (size->first != size->second) {
    return InvalidInput(fmt::format("--size '{}': a Sudoku grid is square (N or NxN)", text));
  }
  const int n = size->first;
  int k = 1;
  while (k * k < n) ++k;
  if (k * k != n || n < 4) {
    return InvalidInput(fmt::format(
        "--size {}: the box shape is not clear for {}x{}; give it with --box WxH (such as --box "
        "3x2 for 6x6)",
        text, n, n));
  }
  return fmt::format("{}x{}", k, k);
}

int RunGenerate(const GenerateArgs& a) {
  GenerateParams params;
  std::string box = a.box;
  if (!a.size.empty()) {
    Result<std::string> b = BoxForSize(a.size);
    if (!b.ok()) return Fail(b.error());
    if (!box.empty() && box != *b) {
      Result<Geometry> given = ParseGeometry(box, a.x);
      if (!given.ok()) return Fail(given.error());
      if (given->n() != std::stoi(*b) * std::stoi(*b)) {
        return Fail(InvalidInput(
            fmt::format("--size {} and --box {} do not agree; give one of them", a.size, box)));
      }
    }
    if (box.empty()) box = *b;
  }
  if (!box.empty()) {
    Result<Geometry> g = ParseGeometry(box, a.x);
    if (!g.ok()) return Fail(g.error());
    params.geo = *g;
  }
  params.geo.diagonals = a.x;
  if (!a.level.empty() && a.level != "any") {
    params.level = FindLevel(a.level);
    if (params.level < 0) {
      return Fail(InvalidInput(fmt::format(
          "no level '{}': use any or a level that `puzzlesmith sudoku levels` lists", a.level)));
    }
    if (params.level == kNumLevels - 1 && !a.common.quiet) {
      std::fprintf(stderr,
                   "note: random clue removal almost never makes a %s puzzle (see "
                   "docs/benchmarks.md); each puzzle stops after --time-limit seconds (default "
                   "600)\n",
                   std::string(kLevels[params.level].name).c_str());
    }
  }
  Result<Symmetry> sym = ParseSymmetry(a.symmetry);
  if (!sym.ok()) return Fail(sym.error());
  params.symmetry = *sym;
  params.minimal = a.minimal;
  if (!a.clues.empty()) {
    int lo = 0, hi = 0;
    char dash = 0, extra = 0;
    int got = std::sscanf(a.clues.c_str(), "%d%c%d%c", &lo, &dash, &hi, &extra);
    if (got == 1) {
      hi = lo;
    } else if (got != 3 || dash != '-') {
      return Fail(
          InvalidInput(fmt::format("--clues '{}': expected MIN-MAX such as 24-28", a.clues)));
    }
    params.min_clues = lo;
    params.max_clues = hi;
  }
  const uint64_t seed = ResolveSeed(a.common);
  const nlohmann::json stamp =
      BatchStamp(a.batch, a.common, seed, "sudoku",
                 {{"box", fmt::format("{}x{}", params.geo.box_w, params.geo.box_h)},
                  {"diagonals", a.x},
                  {"level", a.level.empty() ? "any" : a.level},
                  {"symmetry", std::string(ToString(params.symmetry))},
                  {"minimal", a.minimal},
                  {"clues", a.clues.empty() ? nlohmann::json(nullptr) : nlohmann::json(a.clues)}});
  auto make_worker = [&]() -> BatchMake {
    auto generator = std::make_shared<Generator>(params);
    return [&, generator](int k, uint64_t s, Budget& budget) -> Result<std::string> {
      Rng rng(s);
      Result<Generated> g = generator->Next(rng, budget);
      if (!g.ok()) return g.error();
      if (a.common.json) {
        nlohmann::json j = stamp;
        j.update(nlohmann::json{{"k", k},
                                {"status", "ok"},
                                {"canonical", CanonicalKey(g->puzzle)},
                                {"puzzle", FormatLine(g->puzzle)},
                                {"solution", FormatValues(g->solution)},
                                {"seed", s},
                                {"level", std::string(kLevels[g->level].name)},
                                {"rating", std::round(g->rating * 10) / 10},
                                {"clues", g->puzzle.Clues()},
                                {"symmetry", std::string(ToString(params.symmetry))},
                                {"attempts", g->attempts}});
        return j.dump();
      }
      if (a.grid) {
        return fmt::format("# seed {}, {} {:.1f}, {} clues\n{}", s, kLevels[g->level].name,
                           g->rating, g->puzzle.Clues(), FormatGrid(g->puzzle));
      }
      return FormatLine(g->puzzle);
    };
  };
  return RunBatchToStdout(a.batch, a.common, seed, 600, make_worker, stamp);
}

struct PrintArgs {
  SudokuInput in;
  std::string svg, pdf, html, title;
  bool answers = false;
  int per_page = 1;
  render::Paper paper;
  CommonOptions common;
};

int RunPrint(const PrintArgs& a) {
  if (a.svg.empty() && a.pdf.empty() && a.html.empty()) {
    return Fail(InvalidInput("say where to print: --svg FILE, --pdf FILE and/or --html FILE"));
  }
  Result<std::vector<ParsedPuzzle>> puzzles = LoadPuzzles(a.in);
  if (!puzzles.ok()) return Fail(puzzles.error());
  std::vector<PrintItem> items;
  int k = 0;
  for (const ParsedPuzzle& pp : *puzzles) {
    ++k;
    Budget budget = MakeBudget(a.common, 0);
    CountResult r = CountSolutions(pp.puzzle, 2, budget);
    if (r.outcome == Outcome::kBudget) return Fail(Interrupted(budget));
    std::string caption = fmt::format("#{}", k);
    if (r.outcome == Outcome::kUnique) {
      Budget b = Budget::Seconds(10, &GlobalCancel());
      GradeResult g = Grade(pp.puzzle, {}, b);
      if (g.solved) caption += fmt::format("  {} {:.1f}", kLevels[g.level].name, g.rating);
    } else {
      caption += r.count == 0 ? "  (no solution)" : "  (not unique)";
    }
    items.push_back({pp.puzzle, r.count == 1 ? r.solution : std::vector<uint8_t>{}, caption});
  }
  PrintOptions o;
  o.title = a.title;
  o.per_page = a.per_page;
  o.answers = a.answers;
  o.page_width = a.paper.width;
  o.page_height = a.paper.height;
  if (!a.pdf.empty()) {
    render::PdfCanvas pdf(a.pdf == "-" ? "/dev/stdout" : a.pdf);
    DrawPages(items, o, pdf);
    if (ps::Status s = pdf.Finish(); !s.ok()) return Fail(s.error());
  }
  if (!a.svg.empty()) {
    render::SvgCanvas svg;
    DrawPages(items, o, svg);
    if (ps::Status s = app::WriteOutput(a.svg, svg.str()); !s.ok()) return Fail(s.error());
  }
  if (!a.html.empty()) {
    // Each page is its own SVG on its own printed sheet (the paper of the PDF), so that a browser's
    // print never cuts a grid across sheets; on screen the pages follow one another.
    std::string title = a.title.empty() ? std::string("Sudoku") : a.title;
    std::string safe;
    for (char c : title) {
      safe += c == '<' ? std::string("&lt;") : c == '&' ? std::string("&amp;") : std::string(1, c);
    }
    std::string html =
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + safe +
        "</title>\n<style>@page{size:" + std::string(a.paper.name) + ";margin:0} body{margin:0} " +
        // (a hair short of the sheet, so that rounding never spills a page onto a second sheet)
        fmt::format(".page{{width:{:.0f}pt;height:{:.0f}pt;", a.paper.width, a.paper.height - 3) +
        "margin:0 auto;break-after:page;page-break-after:always;"
        "break-inside:avoid;overflow:hidden} .page:last-child{break-after:auto;"
        "page-break-after:auto} .page svg{display:block;width:100%;height:100%}"
        "@media screen{body{background:#ddd} .page{background:#fff;margin:1em auto;"
        "box-shadow:0 1px 4px #0004}}</style></head><body>\n";
    render::SvgCanvas all;
    DrawPages(items, o, all);
    for (const std::string& page : all.Pages()) html += "<div class=\"page\">" + page + "</div>\n";
    html += "</body></html>\n";
    if (ps::Status s = app::WriteOutput(a.html, html); !s.ok()) return Fail(s.error());
  }
  if (a.common.json) {
    nlohmann::json written = nlohmann::json::array();
    for (const std::string* path : {&a.svg, &a.pdf, &a.html}) {
      if (!path->empty() && *path != "-") written.push_back(*path);
    }
    std::printf("%s\n",
                nlohmann::json{{"written", written}, {"puzzles", items.size()}}.dump().c_str());
  }
  return kExitOk;
}

struct HintArgs {
  std::string file = "-";
  CommonOptions common;
};

int RunHint(const HintArgs& a) {
  Result<std::string> text = app::ReadInput(a.file);
  if (!text.ok()) return Fail(text.error());
  Result<PencilGrid> marks = ParsePencilMarks(*text);
  if (!marks.ok()) return Fail(marks.error().WithFile(a.file == "-" ? "<stdin>" : a.file));
  Topology topo(marks->geo);
  std::optional<LogicGrid> grid;
  // Without pencil marks (every empty cell has every value), the givens' peers lose theirs.
  const uint16_t all = static_cast<uint16_t>((1u << marks->geo.n()) - 1);
  bool plain = true;
  for (size_t i = 0; i < marks->values.size(); ++i) {
    if (!marks->values[i] && marks->candidates[i] != all) plain = false;
  }
  if (plain) {
    grid.emplace(topo, Puzzle{marks->geo, marks->values});
  } else {
    grid.emplace(topo, marks->values, marks->candidates);
  }
  if (grid->Broken()) {
    return Fail(Error{ErrorCode::kNoSolution,
                      "the grid is contradictory: a cell or a unit has no "
                      "candidate left for some value",
                      "", 0, 0});
  }
  if (grid->Solved()) {
    std::printf(a.common.json ? "{\"status\":\"solved\"}\n" : "the grid is solved\n");
    return kExitOk;
  }
  Budget budget = MakeBudget(a.common, 0);
  Step step;
  if (!NextStep(*grid, step, budget)) {
    if (budget.Exhausted())
      return Fail(Error{ErrorCode::kBudget, "stopped before finding a step", "", 0, 0});
    return Fail(
        Error{ErrorCode::kNoSolution, "no step applies: the grid has no solution", "", 0, 0});
  }
  if (a.common.json) {
    std::printf("%s\n", StepJson(*grid, step).dump().c_str());
  } else {
    std::printf("%s\n", DescribeStep(*grid, step).c_str());
  }
  return kExitOk;
}

}  // namespace

void AddSudokuCommands(CLI::App& app, int& exit_code) {
  CLI::App* sudoku =
      app.add_subcommand("sudoku", "Sudoku: solve, grade and explain, hint, generate, encode");
  sudoku->require_subcommand(1);

  auto solve_args = std::make_shared<SolveArgs>();
  CLI::App* solve = sudoku->add_subcommand(
      "solve", "Solve puzzles and count their solutions (unique / multiple / none)");
  AddInputFlags(solve, solve_args->in);
  solve
      ->add_option("--max-solutions", solve_args->count,
                   "Count solutions up to N (default 2: unique, multiple or none; 1: any solution)")
      ->type_name("N")
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 40));
  AddRenamedOption(solve, "--count", "--max-solutions", solve_args->count)
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 40));
  solve->add_flag("--grid", solve_args->grid, "Print readable grids instead of lines");
  AddCommonOptions(solve, solve_args->common, false);
  solve->callback([solve_args, &exit_code] { exit_code = RunSolve(*solve_args); });

  auto grade_args = std::make_shared<GradeArgs>();
  CLI::App* grade = sudoku->add_subcommand(
      "grade", "Rate puzzles by the techniques a person needs (Sudoku Explainer scale)");
  AddInputFlags(grade, grade_args->in);
  grade->add_flag("--explain", grade_args->explain, "Print every step: technique, cells, effect");
  AddCommonOptions(grade, grade_args->common, false);
  grade->callback([grade_args, &exit_code] { exit_code = RunGrade(*grade_args); });

  auto hint_args = std::make_shared<HintArgs>();
  CLI::App* hint = sudoku->add_subcommand(
      "hint", "The next logical step for a partly solved grid (with or without pencil marks)");
  hint->add_option("FILE", hint_args->file,
                   "A puzzle, or N*N tokens of values and candidate lists; '-' for stdin")
      ->capture_default_str();
  AddCommonOptions(hint, hint_args->common, false);
  hint->callback([hint_args, &exit_code] { exit_code = RunHint(*hint_args); });

  auto gen_args = std::make_shared<GenerateArgs>();
  CLI::App* gen = sudoku->add_subcommand(
      "generate", "Make puzzles with one solution at a chosen level of difficulty");
  gen->add_option("--level", gen_args->level, "Difficulty (see `sudoku levels`); default any");
  gen->add_option("--symmetry", gen_args->symmetry, "none, 180, 90, mirror or diagonal")
      ->capture_default_str();
  gen->add_flag("--minimal", gen_args->minimal, "Every clue is needed for uniqueness");
  gen->add_option("--clues", gen_args->clues, "Clue count range MIN-MAX (or one number)");
  AddBatchOptions(gen, gen_args->batch);
  gen->add_option("--box", gen_args->box, "Box shape WxH (default 3x3)");
  gen->add_option("--size", gen_args->size,
                  "Grid size N or NxN: 4, 9, 16 or 25 (square boxes); for other sizes give --box")
      ->type_name("N");
  gen->add_flag("--x", gen_args->x, "Sudoku-X");
  gen->add_flag("--grid", gen_args->grid, "Print readable grids instead of lines");
  AddCommonOptions(gen, gen_args->common, true);
  gen->callback([gen_args, &exit_code] { exit_code = RunGenerate(*gen_args); });

  auto print_args = std::make_shared<PrintArgs>();
  CLI::App* print = sudoku->add_subcommand(
      "print", "Print puzzles to SVG, PDF or HTML: one a page or a booklet, with answer pages");
  AddInputFlags(print, print_args->in);
  print->add_option("--svg", print_args->svg, "SVG file (pages stacked)");
  print->add_option("--pdf", print_args->pdf, "PDF file (pages of the --paper size)");
  AddPaperOption(print, print_args->paper);
  print->add_option("--html", print_args->html, "HTML page to print from a browser");
  print->add_option("--title", print_args->title, "Title at the top of each page");
  print->add_option("--per-page", print_args->per_page, "Puzzles a page: 1, 2, 4 or 6")
      ->check(CLI::IsMember({1, 2, 4, 6}));
  print->add_flag("--answers", print_args->answers, "Add answer pages");
  AddCommonOptions(print, print_args->common, false);
  print->callback([print_args, &exit_code] { exit_code = RunPrint(*print_args); });

  CLI::App* levels = sudoku->add_subcommand("levels", "List the difficulty levels");
  auto levels_common = std::make_shared<CommonOptions>();
  AddCommonOptions(levels, *levels_common, false);
  levels->callback([levels_common, &exit_code] {
    exit_code = kExitOk;
    if (levels_common->json) {
      nlohmann::json all = nlohmann::json::array();
      for (const Level& l : kLevels) {
        all.push_back({{"name", std::string(l.name)},
                       {"code", std::string(1, l.code)},
                       {"max_rating", l.max_rating > 50 ? 99.0 : l.max_rating},
                       {"techniques", std::string(l.techniques)}});
      }
      std::printf("%s\n", all.dump().c_str());
      return;
    }
    std::printf("%-11s %s  %s  %s\n", "level", "code", "max SE", "techniques");
    for (const Level& l : kLevels) {
      std::printf("%-11s %c     %5.1f  %s\n", std::string(l.name).c_str(), l.code,
                  l.max_rating > 50 ? 99.0 : l.max_rating, std::string(l.techniques).c_str());
    }
    exit_code = kExitOk;
  });

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
