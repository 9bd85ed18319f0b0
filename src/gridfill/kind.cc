// The grid filler's table (kind/kind.h): a block pattern filled from the dictionary (gridfill.h);
// what it makes is a fill-in, stored as a crossword record that carries its word list.
#include "kind/kind.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "core/grid.h"
#include "core/rng.h"
#include "core/text.h"
#include "crossword/board.h"
#include "crossword/formats.h"
#include "crossword/record.h"
#include "gridfill/gridfill.h"
#include "kind/common.h"

namespace ps::gridfill {
namespace {

using namespace ps::kind;
using nlohmann::json;

// Rounds of quality search when the request gives it time (the work budget; its time is a cap).
constexpr int kQualityRounds = 1000;

// The squares of a text of square numbers ("3 17, 22"), each below `n`, for a bar parameter.
Result<std::set<int>> ReadSquares(const json& p, const char* name, int n) {
  std::set<int> out;
  const std::string text = p.value(name, std::string());
  size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ' || text[i] == ',' || text[i] == '\n' || text[i] == '\t') {
      ++i;
      continue;
    }
    size_t j = i;
    while (j < text.size() && text[j] >= '0' && text[j] <= '9') ++j;
    const std::string number = text.substr(i, j - i);
    if (number.empty() || number.size() > 6 || std::stoi(number) >= n) {
      return InvalidInput(fmt::format(
          "'{}': \"{}\" is not a square of the grid: give square numbers from 0 to {} (row by "
          "row), apart by spaces",
          name, text.substr(i, std::max<size_t>(j - i, 1)).substr(0, 20), n - 1));
    }
    out.insert(std::stoi(number));
    i = j;
  }
  return out;
}

// The grid filler's board from checked parameters.
Result<crossword::Board> ReadFillBoard(const json& p) {
  const std::string pattern = p["pattern"].get<std::string>();
  if (p["max_shared_substring"].get<int>() == 1) {
    return InvalidInput("'max_shared_substring' must be 0 (off) or 2 and up");
  }
  // An .ipuz file: its blocks and the letters given in it.
  if (const size_t first = pattern.find_first_not_of(" \t\r\n");
      first != std::string::npos && pattern[first] == '{') {
    Result<Grid<char>> cells = crossword::ReadIpuzPattern(pattern);
    if (!cells.ok()) return cells.error();
    return crossword::BoardFromCells(std::move(*cells));
  }
  crossword::LayoutOptions lo;
  lo.background = crossword::kBlock;
  lo.space = crossword::kEmpty;
  lo.auto_detect = false;
  Result<crossword::Board> board = crossword::ParseLayout(pattern, lo);
  if (!board.ok()) {
    Error e = board.error();
    e.message = "'pattern': " + e.message;
    return e;
  }
  // A barred grid: its slots end at the bars too.
  const int n = board->width() * board->height();
  PS_TRY(top, ReadSquares(p, "bar_top", n));
  PS_TRY(left, ReadSquares(p, "bar_left", n));
  if (!top.empty() || !left.empty()) {
    crossword::Bars bars{std::move(top), std::move(left)};
    Result<crossword::Board> barred = crossword::BoardFromCells(board->cells, bars);
    if (!barred.ok()) {
      const Error& e = barred.error();
      return InvalidInput(fmt::format(
          "'bar_top', 'bar_left': the square at row {}, column {} is in no entry between its bars "
          "and blocks: take a bar away or make it a block",
          e.line, e.column));
    }
    board = std::move(barred);
  }
  if (board->slots.empty()) return InvalidInput("'pattern': the grid has no entry to fill");
  return board;
}

// The grid's preferred and excluded words (texts of words), read.
struct OwnWords {
  std::vector<std::string> preferred, excluded;
};
Result<OwnWords> ReadOwnWords(const json& p) {
  OwnWords w;
  PS_TRY(preferred, ParseWordSet(p.value("preferred", std::string()), "preferred"));
  PS_TRY(excluded, ParseWordSet(p.value("excluded", std::string()), "excluded"));
  w.preferred = std::move(preferred);
  w.excluded = std::move(excluded);
  return w;
}

Status ValidateFill(const json& p) {
  Result<crossword::Board> board = ReadFillBoard(p);
  if (!board.ok()) return board.error();
  Result<OwnWords> own = ReadOwnWords(p);
  if (!own.ok()) return own.error();
  return Ok{};
}

Result<PuzzleRecord> MakeFill(const json& p, MakeContext& ctx) {
  const int min_score = p["min_score"].get<int>();
  const int max_shared = p["max_shared_substring"].get<int>();
  const uint64_t seed = p["seed"].get<uint64_t>();
  const int quality_time = p["quality_time"].get<int>();
  if (ctx.dictionary == nullptr || ctx.dictionary->words.empty()) {
    return MakeError(ErrorCode::kIo, "no word list loaded (start the server with --words FILE)");
  }
  PS_TRY(board, ReadFillBoard(p));
  PS_TRY(own, ReadOwnWords(p));
  const crossword::Dictionary* words = ctx.dictionary;
  crossword::Dictionary adjusted;
  if (!own.preferred.empty() || !own.excluded.empty()) {
    adjusted = AdjustDictionary(*ctx.dictionary, own.preferred, own.excluded);
    words = &adjusted;
  }
  GridFillOptions opts;
  opts.min_score = min_score;
  opts.max_shared_substring = max_shared;
  opts.seed = seed;
  opts.preferred = own.preferred;
  opts.quality_rounds = quality_time > 0 ? p.value("quality_rounds", kQualityRounds) : 0;
  opts.quality_seconds = quality_time;
  opts.progress = ctx.progress;
  GridFillResult fr = FillGrid(board, *words, opts, ctx.budget);
  if (fr.outcome == Outcome::kNone) {
    return MakeError(ErrorCode::kNoSolution, "no fill exists: " + fr.explanation);
  }
  if (fr.outcome == Outcome::kBudget) {
    return MakeError(ErrorCode::kBudget, "stopped before a fill was found: " + fr.explanation);
  }
  Grid<char> filled = crossword::FilledCells(board, fr.fill);
  std::string why;
  PS_CHECK(IsGridFill(board.cells, crossword::FormatRows(filled), *words, min_score, max_shared,
                      &why, board.bars));
  Grid<char> upper(filled.width(), filled.height(), '#');
  for (int i = 0; i < filled.size(); ++i) {
    char c = filled[i];
    upper[i] = c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : '#';
  }
  PS_TRY(grid, crossword::FromLetters(upper, board.bars));
  crossword::CrosswordFile file;
  file.grid = std::move(grid);
  file.squares.bars = board.bars;
  for (const std::string& w : fr.fill) file.meta.words.push_back(w);
  std::sort(file.meta.words.begin(), file.meta.words.end(), [](const auto& a, const auto& b) {
    return a.size() != b.size() ? a.size() < b.size() : a < b;
  });
  PuzzleRecord r;
  r.kind = "fillin";
  r.title = fmt::format("Grid fill {}x{}", board.width(), board.height());
  r.seed = seed;
  r.level = fmt::format("quality {:.1f}, mean score {:.1f}", fr.quality.score, fr.mean_score);
  r.params = {{"pattern", p["pattern"]},
              {"min_score", min_score},
              {"max_shared_substring", max_shared},
              {"quality_time", quality_time}};
  if (p.value("quality_rounds", kQualityRounds) != kQualityRounds) {
    r.params["quality_rounds"] = p["quality_rounds"];
  }
  for (const char* name : {"preferred", "excluded", "bar_top", "bar_left"}) {
    if (!p.value(name, std::string()).empty()) r.params[name] = p[name];
  }
  r.doc = crossword::record::Doc(file);
  r.doc["mean_score"] = std::round(fr.mean_score * 100) / 100;
  // How the fill reads (quality.h), for the line under the grid.
  json weakest = json::array();
  for (const WeakEntry& w : fr.quality.weakest) {
    weakest.push_back({{"word", UpperAscii(fr.fill[static_cast<size_t>(w.slot)])}, {"why", w.why}});
  }
  r.doc["fill_quality"] = {{"score", std::round(fr.quality.score * 10) / 10},
                           {"first", std::round(fr.first_quality * 10) / 10},
                           {"rounds", fr.quality_rounds},
                           {"cut", fr.quality_cut},
                           {"short_entries", fr.quality.short_entries},
                           {"short_nonwords", fr.quality.short_nonwords},
                           {"repeated_roots", fr.quality.repeats},
                           {"weakest", std::move(weakest)}};
  // Each entry's list score (null: a theme entry given whole, not listed) and quality.
  json scores = json::array();
  for (size_t i = 0; i < fr.fill.size(); ++i) {
    const crossword::Slot& slot = board.slots[i];
    scores.push_back(
        {{"row", slot.y},
         {"col", slot.x},
         {"direction", crossword::ToString(slot.dir)},
         {"word", UpperAscii(fr.fill[i])},
         {"score", fr.scores[i] >= 0 ? json(fr.scores[i]) : json(nullptr)},
         {"quality", i < fr.quality.quality.size() ? json(fr.quality.quality[i]) : json(nullptr)}});
  }
  r.doc["entry_scores"] = std::move(scores);
  return r;
}

}  // namespace

// The grid filler: a block pattern filled from the dictionary; what it makes is a fill-in.
extern const kind::Kind kKind;
const kind::Kind kKind{
    .name = "fill",
    .label = "Grid filler",
    .aliases = {},
    .player = "",
    .maker = "construct",
    .make_label = "Crossword constructor",
    .makes_kind = "fillin",
    .make = MakeFill,
    .params =
        {
            {"pattern", "Pattern", Param::Type::kText, "", 0, 100000, {}},
            {"min_score", "Min score", Param::Type::kInt, 50, 0, 100, {}},
            {"max_shared_substring", "Max shared letters", Param::Type::kInt, 0, 0, 64, {}},
            {"quality_time", "Quality search (s)", Param::Type::kInt, 30, 0, 60, {}},
            {"seed", "Seed (empty: random)", Param::Type::kSeed, nullptr, 0, 0, {}},
            // Added after seeded IDs were shared: left out of an ID at its default.
            {"quality_rounds",
             "Rounds of quality search (the same seed and rounds: the same fill)",
             Param::Type::kInt,
             kQualityRounds,
             0,
             100000000,
             {},
             true,
             true},
            // The grid's own words (a constructor's, web/construct-words.js): listed first
            // (scored 100) and never used; words separated by spaces or commas.
            {"preferred",
             "Words to use first (spaces or commas between them)",
             Param::Type::kText,
             "",
             0,
             100000,
             {},
             true,
             true},
            {"excluded",
             "Words never to use (spaces or commas between them)",
             Param::Type::kText,
             "",
             0,
             100000,
             {},
             true,
             true},
            // A barred grid's bars (as a crossword's "bar_top" and "bar_left"): the squares, row
            // by row from 0, with a bar on their top side, and on their left side.
            {"bar_top",
             "Squares with a bar on their top side (numbers row by row from 0)",
             Param::Type::kText,
             "",
             0,
             1000,
             {},
             true,
             true},
            {"bar_left",
             "Squares with a bar on their left side (numbers row by row from 0)",
             Param::Type::kText,
             "",
             0,
             1000,
             {},
             true,
             true},
        },
    .validate = ValidateFill,
    .reads = {},
    .read = nullptr,
    .writes = {},
    .write = nullptr,
    .draw = nullptr,
    .check = nullptr,
    .hint = nullptr,
    .levels = nullptr,
    .needs_dictionary = true,
    .makes_unique = false,
    .example = {{"pattern", "...#\n....\n....\n#..."}, {"seed", 1}},
    .packs = {},
    .spellings = {{"crossword", "fill", "make", "pattern", "text"}},
};

}  // namespace ps::gridfill
