#include "app/puzzles.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <tuple>

#include "core/rng.h"
#include "core/text.h"
#include "crossword/board.h"
#include "crossword/cluelist.h"
#include "crossword/construct.h"
#include "crossword/draw.h"
#include "crossword/fillin.h"
#include "crossword/formats.h"
#include "crossword/grid_fill.h"
#include "render/pdf_canvas.h"
#include "render/svg_canvas.h"
#include "starbattle/cdcl.h"
#include "starbattle/draw.h"
#include "starbattle/format.h"
#include "starbattle/generate.h"
#include "starbattle/logic.h"
#include "starbattle/solver.h"
#include "sudoku/count_solver.h"
#include "sudoku/draw.h"
#include "sudoku/format.h"
#include "sudoku/generate.h"
#include "sudoku/logic.h"

namespace ps::app {
namespace {

using nlohmann::json;
namespace cw = crossword;
namespace sb = starbattle;
namespace sd = sudoku;

size_t Z(int i) { return static_cast<size_t>(i); }

// ---- parameters ----

Result<int> IntParam(const json& p, const char* name, int def, int lo, int hi) {
  if (!p.contains(name) || p[name].is_null()) return def;
  const json& v = p[name];
  int64_t x = 0;
  if (v.is_number_integer()) {
    x = v.get<int64_t>();
  } else if (v.is_string()) {
    const std::string& s = v.get_ref<const std::string&>();
    char* end = nullptr;
    long long parsed = std::strtoll(s.c_str(), &end, 10);
    if (s.empty() || end == nullptr || *end != '\0') {
      return InvalidInput(fmt::format("'{}' must be a whole number, not '{}'", name, s));
    }
    x = parsed;
  } else {
    return InvalidInput(fmt::format("'{}' must be a whole number", name));
  }
  if (x < lo || x > hi) {
    return InvalidInput(fmt::format("'{}' must be from {} to {}, not {}", name, lo, hi, x));
  }
  return static_cast<int>(x);
}

Result<std::string> StringParam(const json& p, const char* name, const std::string& def,
                                size_t max_len = 1 << 20) {
  if (!p.contains(name) || p[name].is_null()) return def;
  if (!p[name].is_string()) return InvalidInput(fmt::format("'{}' must be a string", name));
  std::string s = p[name].get<std::string>();
  if (s.size() > max_len) {
    return InvalidInput(fmt::format("'{}' is longer than {} characters", name, max_len));
  }
  return s;
}

Result<bool> BoolParam(const json& p, const char* name, bool def) {
  if (!p.contains(name) || p[name].is_null()) return def;
  if (p[name].is_boolean()) return p[name].get<bool>();
  return InvalidInput(fmt::format("'{}' must be true or false", name));
}

// The seed: given (a whole number >= 0), else from the clock; written back into `used`.
Result<uint64_t> SeedParam(const json& p) {
  if (!p.contains("seed") || p["seed"].is_null() ||
      (p["seed"].is_string() && p["seed"].get<std::string>().empty())) {
    auto now = std::chrono::system_clock::now().time_since_epoch().count();
    return static_cast<uint64_t>(now) % 1000000007ULL;
  }
  const json& v = p["seed"];
  if (v.is_number_unsigned()) return v.get<uint64_t>();
  if (v.is_number_integer() && v.get<int64_t>() >= 0)
    return static_cast<uint64_t>(v.get<int64_t>());
  if (v.is_string()) {
    const std::string& s = v.get_ref<const std::string&>();
    if (!s.empty() && s.size() <= 19 &&
        std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      return std::strtoull(s.c_str(), nullptr, 10);
    }
  }
  return InvalidInput("'seed' must be a whole number from 0 up");
}

#define PS_TRY(var, expr)                    \
  auto var##_r = (expr);                     \
  if (!var##_r.ok()) return var##_r.error(); \
  auto var = std::move(*var##_r)

// ---- Sudoku ----

json SudokuDoc(const sd::Puzzle& p, const std::vector<uint8_t>& solution, double rating) {
  return {{"size", p.geo.n()},
          {"box", {p.geo.box_w, p.geo.box_h}},
          {"diagonals", p.geo.diagonals},
          {"givens", sd::FormatLine(p)},
          {"solution", sd::FormatValues(solution)},
          {"rating", std::round(rating * 10) / 10}};
}

int ValueOf(char c) {
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'G') return c - 'A' + 10;
  if (c >= 'a' && c <= 'g') return c - 'a' + 10;
  return 0;
}

struct SudokuData {
  sd::Puzzle puzzle;
  std::vector<uint8_t> solution;
};

Result<SudokuData> SudokuFromDoc(const json& doc) {
  SudokuData d;
  if (!doc.contains("box") || !doc["box"].is_array() || doc["box"].size() != 2) {
    return InvalidInput("stored sudoku: no box shape");
  }
  d.puzzle.geo.box_w = doc["box"][0].get<int>();
  d.puzzle.geo.box_h = doc["box"][1].get<int>();
  d.puzzle.geo.diagonals = doc.value("diagonals", false);
  const int cells = d.puzzle.geo.cells();
  std::string givens = doc.value("givens", "");
  std::string solution = doc.value("solution", "");
  if (static_cast<int>(givens.size()) != cells || static_cast<int>(solution.size()) != cells) {
    return InvalidInput("stored sudoku: givens or solution of the wrong length");
  }
  d.puzzle.cells.resize(Z(cells));
  d.solution.resize(Z(cells));
  for (int i = 0; i < cells; ++i) {
    d.puzzle.cells[Z(i)] = static_cast<uint8_t>(ValueOf(givens[Z(i)]));
    d.solution[Z(i)] = static_cast<uint8_t>(ValueOf(solution[Z(i)]));
  }
  return d;
}

std::string SudokuTitle(const sd::Puzzle& p, const std::string& level) {
  std::string shape = fmt::format("{}x{}", p.geo.n(), p.geo.n());
  return fmt::format("Sudoku{} {} {}", p.geo.diagonals ? "-X" : "", shape, level);
}

Result<PuzzleRecord> MakeSudoku(const json& p, MakeContext& ctx) {
  PS_TRY(size, IntParam(p, "size", 9, 4, 16));
  PS_TRY(diagonals, BoolParam(p, "diagonals", false));
  PS_TRY(level_name, StringParam(p, "level", "easy", 32));
  PS_TRY(sym_name, StringParam(p, "symmetry", "180", 32));
  PS_TRY(minimal, BoolParam(p, "minimal", false));
  PS_TRY(seed, SeedParam(p));
  PS_TRY(geo, sd::GeometryForSide(size, diagonals));
  sd::GenerateParams gp;
  gp.geo = geo;
  gp.minimal = minimal;
  if (level_name != "any") {
    gp.level = sd::FindLevel(level_name);
    if (gp.level < 0) {
      return InvalidInput(fmt::format("unknown sudoku level '{}' (see /api/levels)", level_name));
    }
  }
  PS_TRY(sym, sd::ParseSymmetry(sym_name));
  gp.symmetry = sym;
  if (ctx.progress) ctx.progress({"generating", 0, 0, -1, 0});
  Rng rng(seed);
  PS_TRY(g, sd::Generate(gp, rng, *ctx.budget));
  PS_CHECK(sd::IsSolution(g.puzzle, g.solution));
  PuzzleRecord r;
  r.kind = "sudoku";
  r.level = std::string(sd::kLevels[g.level].name);
  r.title = SudokuTitle(g.puzzle, r.level);
  r.seed = seed;
  r.params = {{"size", size},
              {"diagonals", diagonals},
              {"level", level_name},
              {"symmetry", sym_name},
              {"minimal", minimal}};
  r.doc = SudokuDoc(g.puzzle, g.solution, g.rating);
  return r;
}

// ---- Star Battle ----

// `solutions`: how many solutions the board has (1 for every board made here); `exact` false when
// the count stopped at a limit ("at least").
json StarbattleDoc(const sb::Puzzle& p, const sb::Solution& s, int solutions = 1,
                   bool exact = true) {
  json zones = json::array();
  for (int y = 0; y < p.n; ++y) {
    json row = json::array();
    for (int x = 0; x < p.n; ++x) row.push_back(p.Zone(x, y));
    zones.push_back(std::move(row));
  }
  return {{"size", p.n},
          {"stars", p.Stars()},
          {"zones", std::move(zones)},
          {"solution", sb::SolutionRows(p.n, s)},
          {"solutions", solutions},
          {"solutions_exact", exact}};
}

struct StarbattleData {
  sb::Puzzle puzzle;
  sb::Solution solution;  // one solution (the only one when `solutions` is 1)
  int solutions = 1;
};

Result<StarbattleData> StarbattleFromDoc(const json& doc) {
  StarbattleData d;
  d.puzzle.n = doc.value("size", 0);
  int k = doc.value("stars", 1);
  d.puzzle.row_stars = d.puzzle.col_stars = d.puzzle.zone_stars = k;
  const int n = d.puzzle.n;
  if (n < 1 || n > sb::kMaxN || !doc.contains("zones") || !doc.contains("solution")) {
    return InvalidInput("stored star battle: bad size, zones or solution");
  }
  d.puzzle.zones.assign(Z(n * n), 0);
  d.solution.assign(Z(n * n), 0);
  for (int y = 0; y < n; ++y) {
    const std::string row = doc["solution"].at(Z(y)).get<std::string>();
    for (int x = 0; x < n; ++x) {
      d.puzzle.zones[Z(y * n + x)] = doc["zones"].at(Z(y)).at(Z(x)).get<int>();
      d.solution[Z(y * n + x)] = Z(x) < row.size() && row[Z(x)] == '*' ? 1 : 0;
    }
  }
  if (Status s = sb::Validate(d.puzzle); !s.ok()) return s.error();
  d.solutions = std::max(1, doc.value("solutions", 1));
  return d;
}

Result<PuzzleRecord> MakeStarbattle(const json& p, MakeContext& ctx) {
  PS_TRY(size, IntParam(p, "size", 8, 4, 25));
  PS_TRY(stars, IntParam(p, "stars", 1, 1, 6));
  PS_TRY(level_name, StringParam(p, "level", "any", 32));
  PS_TRY(seed, SeedParam(p));
  sb::GenerateParams gp;
  gp.n = size;
  gp.stars = stars;
  if (level_name != "any") {
    gp.level = sb::FindLevel(level_name);
    if (gp.level < 0) {
      return InvalidInput(
          fmt::format("unknown star battle level '{}' (see /api/levels)", level_name));
    }
  }
  if (ctx.progress) ctx.progress({"generating", 0, 0, -1, 0});
  Rng rng(seed);
  PS_TRY(g, sb::Generate(gp, rng, *ctx.budget));
  PS_CHECK(sb::IsSolution(g.puzzle, g.solution));
  PuzzleRecord r;
  r.kind = "starbattle";
  r.level = std::string(sb::kLevels[g.level].name);
  r.title = fmt::format("Star Battle {}x{} {}★ {}", size, size, stars, r.level);
  r.seed = seed;
  r.params = {{"size", size}, {"stars", stars}, {"level", level_name}};
  r.doc = StarbattleDoc(g.puzzle, g.solution);
  return r;
}

// ---- crossword-like documents ----

json CrosswordDoc(const cw::CrosswordFile& file) {
  Result<Grid<char>> letters = cw::Letters(file.grid);
  PS_CHECK(letters.ok());
  json rows = json::array();
  for (int y = 0; y < letters->height(); ++y) {
    std::string row;
    for (int x = 0; x < letters->width(); ++x) row += letters->At(x, y);
    rows.push_back(std::move(row));
  }
  json entries = json::array();
  for (const cw::Entry& e : file.grid.entries) {
    entries.push_back({{"number", e.number},
                       {"row", e.y},
                       {"col", e.x},
                       {"direction", cw::ToString(e.dir)},
                       {"answer", e.answer},
                       {"clue", e.clue}});
  }
  json words = json::array();
  for (const std::string& w : file.meta.words) words.push_back(UpperAscii(w));
  return {{"width", file.grid.width},         {"height", file.grid.height},
          {"grid", std::move(rows)},          {"entries", std::move(entries)},
          {"words", std::move(words)},        {"author", file.meta.author},
          {"copyright", file.meta.copyright}, {"notes", file.meta.notes}};
}

Result<Grid<char>> GridFromRows(const json& rows, int width, int height) {
  if (!rows.is_array() || static_cast<int>(rows.size()) != height) {
    return InvalidInput("stored crossword: grid rows do not match the height");
  }
  Grid<char> g(width, height, '#');
  for (int y = 0; y < height; ++y) {
    std::string row = rows[Z(y)].get<std::string>();
    if (static_cast<int>(row.size()) != width) {
      return InvalidInput("stored crossword: a grid row does not match the width");
    }
    for (int x = 0; x < width; ++x) g.At(x, y) = row[Z(x)];
  }
  return g;
}

Result<cw::CrosswordFile> FileFromDoc(const PuzzleRecord& r) {
  const json& doc = r.doc;
  int w = doc.value("width", 0), h = doc.value("height", 0);
  if (w < 1 || h < 1 || w > cw::kMaxSide || h > cw::kMaxSide) {
    return InvalidInput("stored crossword: bad size");
  }
  PS_TRY(letters, GridFromRows(doc["grid"], w, h));
  PS_TRY(grid, cw::FromLetters(letters));
  std::map<std::tuple<int, int, std::string>, std::string> clues;
  if (doc.contains("entries")) {
    for (const json& e : doc["entries"]) {
      clues[{e.value("col", 0), e.value("row", 0), e.value("direction", "")}] = e.value("clue", "");
    }
  }
  for (cw::Entry& e : grid.entries) {
    auto it = clues.find({e.x, e.y, std::string(cw::ToString(e.dir))});
    if (it != clues.end()) e.clue = it->second;
  }
  cw::CrosswordFile file;
  file.grid = std::move(grid);
  file.meta.title = r.title;
  file.meta.author = doc.value("author", "");
  file.meta.copyright = doc.value("copyright", "");
  file.meta.notes = doc.value("notes", "");
  if (doc.contains("words")) {
    for (const json& word : doc["words"]) {
      file.meta.words.push_back(LowerAscii(word.get<std::string>()));
    }
  }
  return file;
}

Result<PuzzleRecord> MakeFillin(const json& p, MakeContext& ctx) {
  PS_TRY(width, IntParam(p, "width", 9, 3, 25));
  PS_TRY(height, IntParam(p, "height", 9, 3, 25));
  PS_TRY(seed, SeedParam(p));
  if (ctx.dictionary == nullptr || ctx.dictionary->words.empty()) {
    return MakeError(ErrorCode::kIo, "no word list loaded (start the server with --words FILE)");
  }
  cw::FillinGenerateOptions opts;
  opts.width = width;
  opts.height = height;
  opts.progress = ctx.progress;
  Rng rng(seed);
  PS_TRY(g, cw::GenerateFillin(nullptr, *ctx.dictionary, opts, rng, *ctx.budget));
  PS_CHECK(cw::IsFillinSolution(g.puzzle, g.answer));
  cw::Metadata meta;
  meta.title = fmt::format("Fill-in {}x{}", width, height);
  PS_TRY(file, cw::FillinFile(g.puzzle.board, g.answer, g.puzzle.words, meta));
  PuzzleRecord r;
  r.kind = "fillin";
  r.title = meta.title;
  r.seed = seed;
  r.level = fmt::format("{} words", g.puzzle.words.size());
  r.params = {{"width", width}, {"height", height}};
  r.doc = CrosswordDoc(file);
  return r;
}

Result<PuzzleRecord> MakeCrossword(const json& p, MakeContext& ctx) {
  PS_TRY(words_text, StringParam(p, "words", "", 200000));
  PS_TRY(strategy_name, StringParam(p, "strategy", "compact", 32));
  PS_TRY(size, StringParam(p, "size", "", 16));
  PS_TRY(next, IntParam(p, "next", 0, 0, 99));
  PS_TRY(title, StringParam(p, "title", "", 200));
  PS_TRY(seed, SeedParam(p));
  PS_TRY(words, cw::ParseClueList(words_text));
  if (words.empty()) return InvalidInput("'words': give at least one word, one a line");
  if (words.size() > 500) return InvalidInput("'words': at most 500 words");
  cw::ConstructOptions opts;
  PS_TRY(strategy, cw::ParseStrategy(strategy_name));
  opts.strategy = strategy;
  if (!size.empty()) {
    int w = 0, h = 0;
    char x = 0, extra = 0;
    if (std::sscanf(size.c_str(), "%d%c%d%c", &w, &x, &h, &extra) != 3 || (x != 'x' && x != 'X') ||
        w < 3 || h < 3 || w > 64 || h > 64) {
      return InvalidInput(
          fmt::format("'size' '{}': expected WxH such as 15x15, each side 3 to 64", size));
    }
    opts.width = w;
    opts.height = h;
  }
  opts.seed = seed;
  opts.count = next + 1;
  opts.progress = ctx.progress;
  cw::ConstructResult cr = cw::Construct(words, opts, *ctx.budget);
  const cw::Construction& c = cr.layouts[std::min(Z(next), cr.layouts.size() - 1)];
  PS_CHECK(cw::CheckCrossword(c.grid).empty() || c.grid.entries.empty());
  if (c.grid.entries.empty()) {
    return MakeError(ErrorCode::kNoSolution,
                     c.unplaced.empty() ? "no word fits" : c.unplaced.front().reason);
  }
  cw::CrosswordFile file;
  file.grid = c.grid;
  file.meta.title =
      title.empty() ? fmt::format("Crossword ({} words)", c.grid.entries.size()) : title;
  PuzzleRecord r;
  r.kind = "crossword";
  r.title = file.meta.title;
  r.seed = seed;
  r.level = fmt::format("{} words", c.grid.entries.size());
  r.params = {{"strategy", strategy_name}, {"size", size}, {"next", next}, {"words", words_text}};
  r.doc = CrosswordDoc(file);
  json unplaced = json::array();
  for (const cw::Unplaced& u : c.unplaced) {
    unplaced.push_back({{"word", u.answer}, {"reason", u.reason}});
  }
  r.doc["unplaced"] = std::move(unplaced);
  r.doc["density"] = std::round(c.density * 1000) / 1000;
  r.doc["layouts_found"] = cr.layouts.size();
  r.doc["stopped"] = cr.stopped;
  return r;
}

Result<PuzzleRecord> MakeFill(const json& p, MakeContext& ctx) {
  PS_TRY(pattern, StringParam(p, "pattern", "", 100000));
  PS_TRY(min_score, IntParam(p, "min_score", 50, 0, 100));
  PS_TRY(max_shared, IntParam(p, "max_shared_substring", 0, 0, 64));
  PS_TRY(seed, SeedParam(p));
  if (max_shared == 1) return InvalidInput("'max_shared_substring' must be 0 (off) or 2 and up");
  if (ctx.dictionary == nullptr || ctx.dictionary->words.empty()) {
    return MakeError(ErrorCode::kIo, "no word list loaded (start the server with --words FILE)");
  }
  cw::LayoutOptions lo;
  lo.background = cw::kBlock;
  lo.space = cw::kEmpty;
  lo.auto_detect = false;
  Result<cw::Board> board = cw::ParseLayout(pattern, lo);
  if (!board.ok()) {
    Error e = board.error();
    e.message = "'pattern': " + e.message;
    return e;
  }
  if (board->slots.empty()) return InvalidInput("'pattern': the grid has no entry to fill");
  cw::GridFillOptions opts;
  opts.min_score = min_score;
  opts.max_shared_substring = max_shared;
  opts.seed = seed;
  opts.progress = ctx.progress;
  cw::GridFillResult fr = cw::FillGrid(*board, *ctx.dictionary, opts, *ctx.budget);
  if (fr.status == cw::GridFillStatus::kNoFill) {
    return MakeError(ErrorCode::kNoSolution, "no fill exists: " + fr.explanation);
  }
  if (fr.status == cw::GridFillStatus::kBudgetExhausted) {
    return MakeError(ErrorCode::kBudget, "stopped before a fill was found: " + fr.explanation);
  }
  Grid<char> filled = cw::FilledCells(*board, fr.fill);
  std::string why;
  PS_CHECK(cw::IsGridFill(board->cells, cw::FormatRows(filled), *ctx.dictionary, min_score,
                          max_shared, &why));
  Grid<char> upper(filled.width(), filled.height(), '#');
  for (int i = 0; i < filled.size(); ++i) {
    char c = filled[i];
    upper[i] = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : '#';
  }
  PS_TRY(grid, cw::FromLetters(upper));
  cw::CrosswordFile file;
  file.grid = std::move(grid);
  for (const std::string& w : fr.fill) file.meta.words.push_back(w);
  std::sort(file.meta.words.begin(), file.meta.words.end(), [](const auto& a, const auto& b) {
    return a.size() != b.size() ? a.size() < b.size() : a < b;
  });
  PuzzleRecord r;
  r.kind = "fillin";
  r.title = fmt::format("Grid fill {}x{}", board->width(), board->height());
  r.seed = seed;
  r.level = fmt::format("mean score {:.1f}", fr.mean_score);
  r.params = {{"pattern", pattern}, {"min_score", min_score}, {"max_shared_substring", max_shared}};
  r.doc = CrosswordDoc(file);
  r.doc["mean_score"] = std::round(fr.mean_score * 100) / 100;
  return r;
}

// ---- import ----

std::string Base64Decode(const std::string& in, bool& ok) {
  static const std::string chars =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  uint32_t buf = 0;
  int bits = 0;
  ok = true;
  for (char c : in) {
    if (c == '=' || c == '\n' || c == '\r' || c == ' ') continue;
    size_t v = chars.find(c);
    if (v == std::string::npos) {
      ok = false;
      return {};
    }
    buf = (buf << 6) | static_cast<uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((buf >> bits) & 0xFF);
    }
  }
  return out;
}

Result<PuzzleRecord> ImportedCrossword(const cw::CrosswordFile& file, const std::string& source,
                                       const std::string& title) {
  PuzzleRecord r;
  r.kind = file.meta.words.empty() ? "crossword" : "fillin";
  r.title = !title.empty() ? title
            : !file.meta.title.empty()
                ? file.meta.title
                : fmt::format("Imported {} {}x{}", source, file.grid.width, file.grid.height);
  r.level = fmt::format("{} words", file.grid.entries.size());
  r.params = {{"imported", source}};
  r.doc = CrosswordDoc(file);
  return r;
}

Result<PuzzleRecord> ImportedSudoku(const sd::Puzzle& puzzle, std::vector<uint8_t> solution,
                                    const std::string& source, const std::string& title,
                                    Budget& budget) {
  sd::CountResult cr = sd::CountSolutions(puzzle, 2, &budget);
  if (!cr.complete) return MakeError(ErrorCode::kBudget, "stopped before the puzzle was solved");
  if (cr.count == 0) return MakeError(ErrorCode::kNoSolution, "this sudoku has no solution");
  if (cr.count > 1) {
    return MakeError(ErrorCode::kNoSolution,
                     "this sudoku has more than one solution; add givens so that one remains");
  }
  if (!solution.empty() && solution != cr.solution) {
    return InvalidInput("the encoded values do not match the puzzle's solution");
  }
  sd::GradeOptions go;
  sd::GradeResult gr = sd::Grade(puzzle, go, budget);
  PuzzleRecord r;
  r.kind = "sudoku";
  r.level = gr.complete ? std::string(sd::kLevels[gr.level].name) : "";
  r.title = title.empty() ? SudokuTitle(puzzle, r.level) : title;
  r.params = {{"imported", source}};
  r.doc = SudokuDoc(puzzle, cr.solution, gr.complete ? gr.rating : 0);
  return r;
}

// Boards with several solutions are counted up to this many.
constexpr int kStarbattleCountLimit = 1000;

Result<PuzzleRecord> ImportedStarbattle(const sb::Puzzle& puzzle, const std::string& source,
                                        const std::string& title, Budget& budget) {
  if (puzzle.Stars() == 0) {
    return InvalidInput("star battle: the stars per row, column and zone must be equal");
  }
  sb::SolveResult sr = sb::Solve(puzzle, kStarbattleCountLimit, &budget);
  if (sr.count == 0) {
    if (!sr.complete) return MakeError(ErrorCode::kBudget, "stopped before the puzzle was solved");
    return MakeError(ErrorCode::kNoSolution, "this star battle has no solution");
  }
  if (!sr.complete && sr.count < 2) {
    return MakeError(ErrorCode::kBudget, "stopped before the solutions were counted");
  }
  const std::string stars =
      fmt::format("Star Battle {}x{} {}★", puzzle.n, puzzle.n, puzzle.Stars());
  PuzzleRecord r;
  r.kind = "starbattle";
  r.params = {{"imported", source}};
  if (sr.count == 1) {
    sb::GradeResult gr = sb::Grade(puzzle, &budget);
    r.level = std::string(sb::kLevels[gr.level].name);
    r.title = !title.empty() ? title : fmt::format("{} {}", stars, r.level);
    r.doc = StarbattleDoc(puzzle, sr.solution);
    return r;
  }
  // Several solutions (as many boards of the original Sweet Spots game have): any placement that
  // keeps the rules wins, and hints only give what every remaining solution shares.
  const bool exact = sr.complete && sr.count < kStarbattleCountLimit;
  r.level =
      exact ? fmt::format("{} solutions", sr.count) : fmt::format("{} or more solutions", sr.count);
  r.title = !title.empty() ? title : fmt::format("{} ({})", stars, r.level);
  r.doc = StarbattleDoc(puzzle, sr.solution, sr.count, exact);
  return r;
}

// ---- print ----

Result<std::string> RenderPdf(const std::function<void(render::Canvas&)>& draw) {
  std::string tmpl =
      (std::filesystem::temp_directory_path() / "puzzlesmith-print-XXXXXX.pdf").string();
  std::vector<char> name(tmpl.begin(), tmpl.end());
  name.push_back('\0');
  int fd = mkstemps(name.data(), 4);
  if (fd < 0) return MakeError(ErrorCode::kIo, "cannot create a temporary file for the PDF");
  close(fd);
  std::string path(name.data());
  Status st = Ok{};
  {
    render::PdfCanvas canvas(path);
    draw(canvas);
    st = canvas.Finish();
  }
  std::string bytes;
  if (st.ok()) {
    std::ifstream f(path, std::ios::binary);
    std::ostringstream ss;
    ss << f.rdbuf();
    bytes = ss.str();
  }
  std::remove(path.c_str());
  if (!st.ok()) return st.error();
  return bytes;
}

std::string SafeName(const std::string& title) {
  std::string out;
  for (char c : title) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
      out += c;
    } else if (!out.empty() && out.back() != '-') {
      out += '-';
    }
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "puzzle" : out;
}

// ---- games ----

Result<std::vector<std::string>> LetterRows(const json& state, int w, int h) {
  if (!state.contains("letters") || !state["letters"].is_array() ||
      static_cast<int>(state["letters"].size()) != h) {
    return InvalidInput(fmt::format("'letters' must be {} rows", h));
  }
  std::vector<std::string> rows;
  for (const json& r : state["letters"]) {
    if (!r.is_string() || static_cast<int>(r.get_ref<const std::string&>().size()) != w) {
      return InvalidInput(fmt::format("each row of 'letters' must have {} characters", w));
    }
    rows.push_back(UpperAscii(r.get<std::string>()));
  }
  return rows;
}

Result<std::vector<uint8_t>> MarksParam(const json& state, int cells) {
  if (!state.contains("marks") || !state["marks"].is_array() ||
      static_cast<int>(state["marks"].size()) != cells) {
    return InvalidInput(fmt::format("'marks' must be {} numbers (0, 1 star, 2 dot)", cells));
  }
  std::vector<uint8_t> marks;
  for (const json& m : state["marks"]) {
    if (!m.is_number_integer() || m.get<int>() < 0 || m.get<int>() > 2) {
      return InvalidInput("'marks' holds 0 (unknown), 1 (star) or 2 (dot)");
    }
    marks.push_back(static_cast<uint8_t>(m.get<int>()));
  }
  return marks;
}

// Entries that contradict the solution: a value that differs; a star where there is none or a
// dot on a star.
json WrongValues(const std::vector<uint8_t>& values, const std::vector<uint8_t>& solution) {
  json wrong = json::array();
  for (size_t i = 0; i < values.size(); ++i) {
    if (values[i] != 0 && values[i] != solution[i]) wrong.push_back(i);
  }
  return wrong;
}
json WrongMarks(const std::vector<uint8_t>& marks, const sb::Solution& solution) {
  json wrong = json::array();
  for (size_t i = 0; i < marks.size(); ++i) {
    if ((marks[i] == 1 && solution[i] == 0) || (marks[i] == 2 && solution[i] == 1)) {
      wrong.push_back(i);
    }
  }
  return wrong;
}
// Star Battle boards with several solutions: the solver told the player's marks as facts.
sb::SolveResult SolveKeeping(const sb::Puzzle& p, const std::vector<uint8_t>& marks, int limit,
                             Budget& budget) {
  return sb::SolveCdcl(p, limit, &budget, nullptr, &marks);
}

// The marks that no solution keeps: first each mark no solution keeps on its own, then, while
// the others still rule out every solution, each mark (stars before dots) that breaks the ones
// kept before it. Empty when some solution keeps them all, or when the budget runs out.
json WrongMarksAnySolution(const sb::Puzzle& p, const std::vector<uint8_t>& marks, Budget& budget) {
  json wrong = json::array();
  if (SolveKeeping(p, marks, 1, budget).count > 0 || budget.Exhausted()) return wrong;
  const size_t cells = marks.size();
  std::vector<bool> bad(cells, false);
  std::vector<uint8_t> facts(cells, sb::kUnknown);
  for (size_t i = 0; i < cells; ++i) {
    if (marks[i] == sb::kUnknown) continue;
    facts[i] = marks[i];
    bad[i] = SolveKeeping(p, facts, 1, budget).count == 0;
    facts[i] = sb::kUnknown;
    if (budget.Exhausted()) return wrong;
  }
  for (uint8_t mark : {sb::kStarMark, sb::kEmptyMark}) {
    for (size_t i = 0; i < cells; ++i) {
      if (marks[i] != mark || bad[i]) continue;
      facts[i] = mark;
      if (SolveKeeping(p, facts, 1, budget).count == 0) {
        if (budget.Exhausted()) return wrong;
        facts[i] = sb::kUnknown;
        bad[i] = true;
      }
    }
  }
  for (size_t i = 0; i < cells; ++i) {
    if (bad[i]) wrong.push_back(i);
  }
  return wrong;
}

// A square on which every solution keeping `marks` agrees (`one` is such a solution): a star
// first, else an empty square. -1 when none is, or the budget ran out.
int ForcedSquare(const sb::Puzzle& p, const std::vector<uint8_t>& marks, const sb::Solution& one,
                 Budget& budget) {
  std::vector<uint8_t> facts = marks;
  for (const uint8_t star : {uint8_t{1}, uint8_t{0}}) {
    for (size_t c = 0; c < marks.size(); ++c) {
      if (marks[c] != sb::kUnknown || one[c] != star) continue;
      facts[c] = star ? sb::kEmptyMark : sb::kStarMark;  // the other way round
      const bool forced = SolveKeeping(p, facts, 1, budget).count == 0;
      facts[c] = sb::kUnknown;
      if (budget.Exhausted()) return -1;
      if (forced) return static_cast<int>(c);
    }
  }
  return -1;
}

json Mistake(const json& wrong, const char* what) {
  return json{{"technique", "mistake"},
              {"text", fmt::format("{} of your {} {} wrong (shown in red): clear them before the "
                                   "next step",
                                   wrong.size(), what, wrong.size() == 1 ? "is" : "are")},
              {"cells", wrong}};
}

Result<std::vector<uint8_t>> ValuesParam(const json& state, const sd::Puzzle& p) {
  const int cells = p.geo.cells();
  if (!state.contains("values") || !state["values"].is_string() ||
      static_cast<int>(state["values"].get_ref<const std::string&>().size()) != cells) {
    return InvalidInput(fmt::format("'values' must be a string of {} characters", cells));
  }
  const std::string& s = state["values"].get_ref<const std::string&>();
  std::vector<uint8_t> v(Z(cells));
  for (int i = 0; i < cells; ++i) {
    int x = ValueOf(s[Z(i)]);
    if (x > p.geo.n()) return InvalidInput(fmt::format("'values': {} is too large", s[Z(i)]));
    v[Z(i)] = static_cast<uint8_t>(p.cells[Z(i)] != 0 ? p.cells[Z(i)] : x);
  }
  return v;
}

// The player's pencil marks ("pencil": one bit mask per square, bit v-1 for value v; 0 for a square
// without marks), optional: an empty result when the state has none.
Result<std::vector<uint16_t>> PencilParam(const json& state, const sd::Puzzle& p) {
  const int cells = p.geo.cells();
  std::vector<uint16_t> pencil;
  if (!state.contains("pencil") || state["pencil"].is_null()) return pencil;
  const json& marks = state["pencil"];
  if (!marks.is_array() || static_cast<int>(marks.size()) != cells) {
    return InvalidInput(fmt::format("'pencil' must be {} numbers (a bit mask per square)", cells));
  }
  const int all = (1 << p.geo.n()) - 1;
  for (const json& m : marks) {
    if (!m.is_number_integer() || m.get<int>() < 0 || m.get<int>() > all) {
      return InvalidInput(
          fmt::format("'pencil' holds bit masks from 0 to {} (bit v-1 for value v)", all));
    }
    pencil.push_back(static_cast<uint16_t>(m.get<int>()));
  }
  return pencil;
}

// The working grid a hint starts from: the placed values and, where the player has pencil marks,
// only the candidates marked (a square without marks has every value its peers leave).
sd::LogicGrid HintGrid(const sd::Topology& topo, const sd::Puzzle& now,
                       const std::vector<uint16_t>& pencil) {
  sd::LogicGrid plain(topo, now);
  if (pencil.empty()) return plain;
  std::vector<uint16_t> cand(now.cells.size());
  for (size_t c = 0; c < cand.size(); ++c) {
    const uint16_t allowed = plain.cand(static_cast<int>(c));
    cand[c] = pencil[c] != 0 ? static_cast<uint16_t>(allowed & pencil[c]) : allowed;
  }
  return sd::LogicGrid(topo, now.cells, cand);
}

}  // namespace

std::string DetectFormat(const std::string& text) {
  if (text.size() >= 14 && text.compare(2, 12, std::string("ACROSS&DOWN\0", 12)) == 0) {
    return "puz";
  }
  size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  std::string t = text.substr(first);
  if (t[0] == '{' || t[0] == '[') {
    json j = json::parse(t, nullptr, false);
    if (j.is_object() && j.contains("kind") && j.contains("dimensions")) return "ipuz";
    if (j.is_object() && j.contains("zones")) return "starbattle";
    return "json";
  }
  if (t.rfind("pzprv3", 0) == 0 || t.find("starbattle/") != std::string::npos) {
    return "starbattle";
  }
  if (t.find("## Grid") != std::string::npos || t.find("\nTitle:") != std::string::npos ||
      t.rfind("Title:", 0) == 0) {
    return "xd";
  }
  std::string letters;
  for (char c : t) {
    if (c != ' ' && c != '\n' && c != '\r' && c != '\t') letters += c;
  }
  if (letters.size() == 81 && std::all_of(letters.begin(), letters.end(), [](char c) {
        return sd::kLetterAlphabet.find(static_cast<char>(
                   std::toupper(static_cast<unsigned char>(c)))) != std::string_view::npos;
      })) {
    return "letters";
  }
  // N lines of N zone ids that make N contiguous zones: a Star Battle zone file. A Sudoku grid
  // written with spaces never makes such zones (its empty squares are 0 or '.', and its digits
  // 1..N overflow the ids 0..N-1 or break the zones apart).
  if (sb::ParseZoneFile(t, 1).ok()) return "starbattle";
  return "sudoku";
}

Result<PuzzleRecord> MakePuzzle(const std::string& kind, const json& params, MakeContext& ctx) {
  PS_CHECK(ctx.budget != nullptr);
  if (!params.is_object()) return InvalidInput("'params' must be an object");
  if (kind == "sudoku") return MakeSudoku(params, ctx);
  if (kind == "starbattle" || kind == "sweetspots") return MakeStarbattle(params, ctx);
  if (kind == "fillin") return MakeFillin(params, ctx);
  if (kind == "crossword") return MakeCrossword(params, ctx);
  if (kind == "fill") return MakeFill(params, ctx);
  return InvalidInput(
      fmt::format("unknown kind '{}': use sudoku, starbattle, fillin, crossword or fill", kind));
}

Result<PuzzleRecord> ImportPuzzle(const json& request, Budget& budget) {
  if (!request.is_object()) return InvalidInput("the request must be a JSON object");
  PS_TRY(text, StringParam(request, "text", "", 8 << 20));
  PS_TRY(is_b64, BoolParam(request, "base64", false));
  PS_TRY(format, StringParam(request, "format", "auto", 32));
  PS_TRY(title, StringParam(request, "title", "", 200));
  PS_TRY(stars, IntParam(request, "stars", 1, 1, 6));
  if (is_b64) {
    bool ok = false;
    text = Base64Decode(text, ok);
    if (!ok) return InvalidInput("'text' is not valid base64");
  }
  if (text.empty()) return InvalidInput("'text' is empty: paste a puzzle or choose a file");
  if (format == "auto") format = DetectFormat(text);
  if (format == "puz" || format == "ipuz" || format == "xd" || format == "json") {
    cw::FileFormat f = format == "puz"    ? cw::FileFormat::kPuz
                       : format == "ipuz" ? cw::FileFormat::kIpuz
                       : format == "xd"   ? cw::FileFormat::kXd
                                          : cw::FileFormat::kJson;
    PS_TRY(file, cw::ReadCrosswordFile(text, f));
    return ImportedCrossword(file, format, title);
  }
  if (format == "letters") {
    std::string compact;
    for (char ch : text) {
      if (ch != ' ' && ch != '\n' && ch != '\r' && ch != '\t') compact += ch;
    }
    PS_TRY(d, sd::DecodeLetters(compact));
    return ImportedSudoku(d.puzzle, d.solution, "letters", title, budget);
  }
  if (format == "sudoku") {
    PS_TRY(ps, sd::ParsePuzzles(text));
    if (ps.empty()) return InvalidInput("no sudoku found in the text");
    return ImportedSudoku(ps.front().puzzle, {}, "sudoku", title, budget);
  }
  if (format == "starbattle") {
    PS_TRY(parsed, sb::ParseAny(text, stars));
    return ImportedStarbattle(parsed.puzzle, "starbattle", title, budget);
  }
  return InvalidInput(fmt::format(
      "unknown format '{}': use auto, sudoku, letters, starbattle, ipuz, puz, xd or json", format));
}

Result<Download> ExportPuzzle(const PuzzleRecord& r, const std::string& format) {
  Download d;
  std::string base = SafeName(r.title);
  if (r.kind == "sudoku") {
    PS_TRY(s, SudokuFromDoc(r.doc));
    d.content_type = "text/plain; charset=utf-8";
    if (format == "line") {
      d.body = sd::FormatLine(s.puzzle) + "\n";
      d.filename = base + ".txt";
    } else if (format == "grid") {
      d.body = sd::FormatGrid(s.puzzle);
      d.filename = base + ".txt";
    } else if (format == "letters") {
      if (s.puzzle.geo.n() != 9) return InvalidInput("the letter encoding is for 9x9 sudoku only");
      d.body = sd::EncodeLetters(s.puzzle, &s.solution) + "\n";
      d.filename = base + ".letters.txt";
    } else if (format == "json") {
      d.body = r.doc.dump(2) + "\n";
      d.content_type = "application/json";
      d.filename = base + ".json";
    } else {
      return InvalidInput("sudoku exports as line, grid, letters or json");
    }
    return d;
  }
  if (r.kind == "starbattle") {
    PS_TRY(s, StarbattleFromDoc(r.doc));
    d.content_type = "text/plain; charset=utf-8";
    if (format == "url") {
      d.body = sb::FormatUrl(s.puzzle) + "\n";
      d.filename = base + ".url.txt";
    } else if (format == "pzprv3") {
      d.body = sb::FormatPzprv3(s.puzzle);
      d.filename = base + ".pzprv";
    } else if (format == "zones") {
      d.body = sb::FormatZoneFile(s.puzzle);
      d.filename = base + ".zones.txt";
    } else if (format == "json") {
      d.body = sb::FormatJson(s.puzzle, &s.solution);
      d.content_type = "application/json";
      d.filename = base + ".json";
    } else {
      return InvalidInput("star battle exports as url, pzprv3, zones or json");
    }
    return d;
  }
  if (r.kind == "crossword" || r.kind == "fillin") {
    PS_TRY(file, FileFromDoc(r));
    if (format == "ipuz") {
      d.body = cw::WriteIpuz(file);
      d.content_type = "application/json";
      d.filename = base + ".ipuz";
    } else if (format == "puz") {
      d.body = cw::WritePuz(file);
      d.content_type = "application/x-crossword";
      d.filename = base + ".puz";
    } else if (format == "xd") {
      d.body = cw::WriteXd(file);
      d.content_type = "text/plain; charset=utf-8";
      d.filename = base + ".xd";
    } else if (format == "json") {
      d.body = cw::WriteLayoutJson(file);
      d.content_type = "application/json";
      d.filename = base + ".json";
    } else {
      return InvalidInput("crosswords export as ipuz, puz, xd or json");
    }
    return d;
  }
  return InvalidInput(fmt::format("unknown kind '{}'", r.kind));
}

Result<Download> PrintPuzzle(const PuzzleRecord& r, const std::string& format, bool answers) {
  std::function<void(render::Canvas&)> draw;
  if (r.kind == "sudoku") {
    PS_TRY(s, SudokuFromDoc(r.doc));
    draw = [s, r, answers](render::Canvas& c) {
      sd::PrintItem item{s.puzzle, s.solution, r.title};
      sd::PrintOptions o;
      o.title = r.title;
      o.answers = answers;
      sd::DrawPages({item}, o, c);
    };
  } else if (r.kind == "starbattle") {
    PS_TRY(s, StarbattleFromDoc(r.doc));
    draw = [s, r, answers](render::Canvas& c) {
      sb::PrintOptions o;
      o.title = r.title;
      o.answers = answers;
      sb::DrawPages(s.puzzle, s.solution, o, c);
    };
  } else if (r.kind == "crossword" || r.kind == "fillin") {
    PS_TRY(file, FileFromDoc(r));
    draw = [file, answers](render::Canvas& c) {
      cw::PrintOptions o;
      o.answers = answers;
      cw::DrawCrossword(file, o, c);
    };
  } else {
    return InvalidInput(fmt::format("unknown kind '{}'", r.kind));
  }
  Download d;
  std::string base = SafeName(r.title) + (answers ? "-with-answers" : "");
  if (format == "svg") {
    render::SvgCanvas canvas;
    draw(canvas);
    d.body = canvas.str();
    d.content_type = "image/svg+xml";
    d.filename = base + ".svg";
  } else if (format == "pdf") {
    PS_TRY(bytes, RenderPdf(draw));
    d.body = std::move(bytes);
    d.content_type = "application/pdf";
    d.filename = base + ".pdf";
  } else {
    return InvalidInput("print as svg or pdf");
  }
  return d;
}

Result<json> CheckGame(const PuzzleRecord& r, const json& state) {
  if (!state.is_object()) return InvalidInput("the game state must be an object");
  json wrong = json::array();
  bool complete = true, solved = false;
  if (r.kind == "sudoku") {
    PS_TRY(s, SudokuFromDoc(r.doc));
    PS_TRY(values, ValuesParam(state, s.puzzle));
    wrong = WrongValues(values, s.solution);
    complete = std::find(values.begin(), values.end(), 0) == values.end();
    solved = complete && sd::IsSolution(s.puzzle, values);
  } else if (r.kind == "starbattle") {
    PS_TRY(s, StarbattleFromDoc(r.doc));
    PS_TRY(marks, MarksParam(state, s.puzzle.Cells()));
    sb::Solution stars(marks.size());
    int placed = 0;
    for (size_t i = 0; i < marks.size(); ++i) {
      stars[i] = marks[i] == 1 ? 1 : 0;
      placed += stars[i];
    }
    complete = placed == s.puzzle.n * s.puzzle.Stars();
    solved = sb::IsSolution(s.puzzle, stars);
    if (solved) {
      wrong = json::array();  // any placement that keeps the rules counts
    } else if (s.solutions > 1) {
      Budget budget = Budget::Seconds(10);
      wrong = WrongMarksAnySolution(s.puzzle, marks, budget);
    } else {
      wrong = WrongMarks(marks, s.solution);
    }
  } else if (r.kind == "crossword" || r.kind == "fillin") {
    int w = r.doc.value("width", 0), h = r.doc.value("height", 0);
    PS_TRY(rows, LetterRows(state, w, h));
    const json& grid = r.doc["grid"];
    for (int y = 0; y < h; ++y) {
      std::string ans = grid[Z(y)].get<std::string>();
      for (int x = 0; x < w; ++x) {
        if (ans[Z(x)] == '#') continue;
        char c = rows[Z(y)][Z(x)];
        if (c < 'A' || c > 'Z') {
          complete = false;
        } else if (c != ans[Z(x)]) {
          wrong.push_back(y * w + x);
        }
      }
    }
    solved = complete && wrong.empty();
    if (!solved && complete && r.kind == "fillin") {
      // A fill-in is solved by any fill of its word list, not only the stored one.
      Grid<char> cells(w, h, '#');
      for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
          if (grid[Z(y)].get<std::string>()[Z(x)] != '#') cells.At(x, y) = '.';
        }
      }
      Result<cw::Board> board = cw::BoardFromCells(cells);
      if (board.ok()) {
        cw::FillinPuzzle puzzle;
        puzzle.board = *board;
        for (const json& word : r.doc["words"]) {
          puzzle.words.push_back(LowerAscii(word.get<std::string>()));
        }
        cw::Fill fill;
        for (const cw::Slot& slot : board->slots) {
          std::string word;
          for (int i = 0; i < slot.length; ++i) {
            word += static_cast<char>(rows[Z(slot.CellY(i))][Z(slot.CellX(i))] - 'A' + 'a');
          }
          fill.push_back(word);
        }
        if (cw::IsFillinSolution(puzzle, fill)) {
          solved = true;
          wrong = json::array();
        }
      }
    }
  } else {
    return InvalidInput(fmt::format("unknown kind '{}'", r.kind));
  }
  return json{{"solved", solved}, {"complete", complete}, {"wrong", wrong}};
}

Result<json> HintGame(const PuzzleRecord& r, const json& state, Budget& budget) {
  if (!state.is_object()) return InvalidInput("the game state must be an object");
  if (r.kind == "sudoku") {
    PS_TRY(s, SudokuFromDoc(r.doc));
    PS_TRY(values, ValuesParam(state, s.puzzle));
    PS_TRY(pencil, PencilParam(state, s.puzzle));
    json wrong = WrongValues(values, s.solution);
    if (!wrong.empty()) return Mistake(wrong, "entries");
    sd::Topology topo(s.puzzle.geo);
    sd::Puzzle now = s.puzzle;
    now.cells = values;
    sd::LogicGrid grid = HintGrid(topo, now, pencil);
    json lost = json::array();  // squares whose pencil marks leave out the right value
    for (int c = 0; c < grid.cells(); ++c) {
      if (!values[Z(c)] && !(grid.cand(c) & (1u << (s.solution[Z(c)] - 1)))) lost.push_back(c);
    }
    if (!lost.empty()) {
      return json{{"technique", "mistake"},
                  {"text", fmt::format("the pencil marks of {} {} leave out the right value "
                                       "(shown in red): add it back before the next step",
                                       lost.size(), lost.size() == 1 ? "square" : "squares")},
                  {"cells", lost}};
    }
    if (grid.Solved()) return json{{"technique", "solved"}, {"text", "The grid is solved."}};
    sd::Step step;
    if (!sd::NextStep(grid, step, budget)) {
      return MakeError(ErrorCode::kBudget, "no step found within the time allowed");
    }
    json placements = json::array(), removals = json::array();
    for (auto [c, v] : step.placements) placements.push_back({c, v});
    for (auto [c, mask] : step.removals) {
      json vals = json::array();
      for (int v = 1; v <= 16; ++v) {
        if (mask & (1u << (v - 1))) vals.push_back(v);
      }
      removals.push_back({c, vals});
    }
    return json{{"technique", sd::TechniqueName(step.technique)},
                {"rating", step.rating},
                {"text", sd::DescribeStep(grid, step)},
                {"cells", step.cells},
                {"placements", placements},
                {"removals", removals}};
  }
  if (r.kind == "starbattle") {
    PS_TRY(s, StarbattleFromDoc(r.doc));
    PS_TRY(marks, MarksParam(state, s.puzzle.Cells()));
    const bool several = s.solutions > 1;
    json wrong =
        several ? WrongMarksAnySolution(s.puzzle, marks, budget) : WrongMarks(marks, s.solution);
    if (!wrong.empty()) return Mistake(wrong, "marks");
    sb::Solution placed(marks.size());
    for (size_t i = 0; i < marks.size(); ++i) placed[i] = marks[i] == sb::kStarMark ? 1 : 0;
    if (sb::IsSolution(s.puzzle, placed)) {
      return json{{"technique", "solved"}, {"text", "Every star is placed."}};
    }
    sb::Step step;
    if (sb::NextStep(s.puzzle, marks, step) && (!step.stars.empty() || !step.empties.empty())) {
      return json{{"technique", sb::TechniqueName(step.technique)},
                  {"text", step.text},
                  {"cells", step.cells},
                  {"stars", step.stars},
                  {"empties", step.empties}};
    }
    const int n = s.puzzle.n;
    auto star_at = [](const char* technique, int c, const std::string& text) {
      return json{{"technique", technique},
                  {"text", text},
                  {"cells", {c}},
                  {"stars", {c}},
                  {"empties", json::array()}};
    };
    if (!several) {
      for (size_t i = 0; i < marks.size(); ++i) {
        if (s.solution[i] == 1 && marks[i] != sb::kStarMark) {
          const int c = static_cast<int>(i);
          return star_at(
              "reveal", c,
              fmt::format("No step by the techniques: a star goes at {}", CellName(c % n, c / n)));
        }
      }
      return json{{"technique", "solved"}, {"text", "Every star is placed."}};
    }
    // Several solutions: only what every solution keeping the marks shares is sure.
    sb::SolveResult one = SolveKeeping(s.puzzle, marks, 1, budget);
    if (one.count == 0)
      return MakeError(ErrorCode::kBudget, "no step found within the time allowed");
    const int forced = ForcedSquare(s.puzzle, marks, one.solution, budget);
    if (budget.Exhausted()) {
      return MakeError(ErrorCode::kBudget, "no step found within the time allowed");
    }
    if (forced >= 0) {
      const std::string where = CellName(forced % n, forced / n);
      if (one.solution[Z(forced)] == 1) {
        return star_at("forced", forced,
                       fmt::format("Every solution that keeps your marks has a star at {}", where));
      }
      return json{
          {"technique", "forced"},
          {"text", fmt::format("No solution that keeps your marks has a star at {}", where)},
          {"cells", {forced}},
          {"stars", json::array()},
          {"empties", {forced}}};
    }
    for (size_t i = 0; i < marks.size(); ++i) {
      if (one.solution[i] == 1 && marks[i] == sb::kUnknown) {
        const int c = static_cast<int>(i);
        return star_at("choice", c,
                       fmt::format("No square is forced: this board has more than one solution "
                                   "from here, so choose. A star at {} keeps a solution open",
                                   CellName(c % n, c / n)));
      }
    }
    return json{{"technique", "solved"}, {"text", "Every star is placed."}};
  }
  if (r.kind == "crossword" || r.kind == "fillin") {
    int w = r.doc.value("width", 0), h = r.doc.value("height", 0);
    PS_TRY(rows, LetterRows(state, w, h));
    const json& grid = r.doc["grid"];
    for (int y = 0; y < h; ++y) {
      std::string ans = grid[Z(y)].get<std::string>();
      for (int x = 0; x < w; ++x) {
        if (ans[Z(x)] != '#' && rows[Z(y)][Z(x)] != ans[Z(x)]) {
          return json{{"technique", "reveal"},
                      {"text", fmt::format("{} is {}", CellName(x, y), ans[Z(x)])},
                      {"cells", {y * w + x}},
                      {"letter", std::string(1, ans[Z(x)])}};
        }
      }
    }
    return json{{"technique", "solved"}, {"text", "Every letter is right."}};
  }
  return InvalidInput(fmt::format("unknown kind '{}'", r.kind));
}

json LevelsJson() {
  json s = json::array(), b = json::array();
  for (const sd::Level& l : sd::kLevels) {
    json level = {{"name", l.name}, {"techniques", l.techniques}};
    if (&l == &sd::kLevels[sd::kNumLevels - 1]) {
      // Random clue removal almost never reaches trial and error: a generation runs for many
      // minutes, far past what the web form waits, so the web app leaves it to the command line.
      level["web"] = false;
      level["note"] =
          "Diabolical Sudoku (trial and error) is made only from the command line: puzzlesmith "
          "sudoku generate --level diabolical (it can take many minutes).";
    }
    s.push_back(std::move(level));
  }
  for (const sb::Level& l : sb::kLevels) {
    b.push_back({{"name", l.name}, {"techniques", l.techniques}});
  }
  return {{"sudoku", s},
          {"starbattle", b},
          {"symmetry", {"none", "180", "90", "mirror", "diagonal"}},
          {"strategy", {"compact", "top-down", "centre-out", "random"}}};
}

}  // namespace ps::app
