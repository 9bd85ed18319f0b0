// The fill-in kind's table (kind/kind.h): made from the dictionary on a layout it grows itself,
// stored as a crossword record that carries its word list, and solved by any fill of that list.
#include "kind/kind.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/grid.h"
#include "core/rng.h"
#include "core/text.h"
#include "crossword/record.h"
#include "fillin/fillin.h"
#include "kind/canonical.h"
#include "kind/common.h"

namespace ps::fillin {
namespace {

using namespace ps::kind;
using nlohmann::json;

Result<PuzzleRecord> MakeFillin(const json& p, MakeContext& ctx) {
  const int width = p["width"].get<int>();
  const int height = p["height"].get<int>();
  const uint64_t seed = p["seed"].get<uint64_t>();
  if (ctx.dictionary == nullptr || ctx.dictionary->words.empty()) {
    return MakeError(ErrorCode::kIo, "no word list loaded (start the server with --words FILE)");
  }
  FillinGenerateOptions opts;
  opts.width = width;
  opts.height = height;
  opts.progress = ctx.progress;
  Rng rng(seed);
  PS_TRY(g, GenerateFillin(nullptr, *ctx.dictionary, opts, rng, ctx.budget));
  PS_CHECK(IsFillinSolution(g.puzzle, g.answer));
  crossword::Metadata meta;
  meta.title = fmt::format("Fill-in {}x{}", width, height);
  PS_TRY(file, crossword::FillinFile(g.puzzle.board, g.answer, g.puzzle.words, meta));
  PuzzleRecord r;
  r.kind = "fillin";
  r.title = meta.title;
  r.seed = seed;
  r.level = fmt::format("{} words", g.puzzle.words.size());
  r.params = {{"width", width}, {"height", height}};
  r.doc = crossword::record::Doc(file);
  return r;
}

// The fill-in of a stored document: its empty board and its word list.
Result<FillinPuzzle> PuzzleFromDoc(const json& doc) {
  const int w = doc.value("width", 0), h = doc.value("height", 0);
  PS_TRY(rows,
         crossword::record::LetterRows({{"letters", doc.value("grid", json::array())}}, w, h));
  Grid<char> cells(w, h, '#');
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (rows[Z(y)][Z(x)] != '#') cells.At(x, y) = '.';
    }
  }
  PS_TRY(board, crossword::BoardFromCells(cells));
  FillinPuzzle puzzle;
  puzzle.board = std::move(board);
  if (doc.contains("words") && doc["words"].is_array()) {
    for (const json& word : doc["words"]) {
      puzzle.words.push_back(LowerAscii(word.get<std::string>()));
    }
  }
  return puzzle;
}

// A fill-in is solved by any fill of its word list, not only the stored one.
Result<json> CheckFillin(const PuzzleRecord& r, const json& state) {
  PS_TRY(result, crossword::record::Check(r, state));
  if (result["solved"].get<bool>() || !result["complete"].get<bool>()) return result;
  const int w = r.doc.value("width", 0), h = r.doc.value("height", 0);
  PS_TRY(rows, crossword::record::LetterRows(state, w, h));
  Result<FillinPuzzle> puzzle = PuzzleFromDoc(r.doc);
  if (!puzzle.ok()) return result;
  crossword::Fill fill;
  for (const crossword::Slot& slot : puzzle->board.slots) {
    std::string word;
    for (int i = 0; i < slot.length; ++i) {
      word += static_cast<char>(rows[Z(slot.CellY(i))][Z(slot.CellX(i))] - 'A' + 'a');
    }
    fill.push_back(word);
  }
  if (IsFillinSolution(*puzzle, fill)) {
    result["solved"] = true;
    result["wrong"] = json::array();
  }
  return result;
}

// Fills the board from the word list alone, counting fills up to the limit.
Result<Solved> SolveFillinRecord(const PuzzleRecord& r, int64_t limit, Budget& budget) {
  PS_TRY(puzzle, PuzzleFromDoc(r.doc));
  if (puzzle.words.empty()) return InvalidInput("this fill-in carries no word list to solve from");
  FillinSolveOptions options;
  options.limit = limit;
  options.explain = false;
  const FillinResult fr = SolveFillin(puzzle, options, budget);
  Solved out;
  out.outcome = fr.outcome;
  out.count = fr.count;
  if (fr.count > 0) {
    const Grid<char> filled = crossword::FilledCells(puzzle.board, fr.fill);
    json rows = json::array();
    for (const std::string& row : crossword::FormatRows(filled)) rows.push_back(UpperAscii(row));
    out.state = {{"letters", std::move(rows)}};
  }
  return out;
}

}  // namespace

// A fill-in: a board and the word list that fills it one way (files of it are read as crosswords
// that carry their word list).
extern const kind::Kind kKind;
const kind::Kind kKind{
    .name = "fillin",
    .label = "Fill-in",
    .aliases = {},
    .player = "crossword",
    .maker = "",
    .make_label = "",
    .make = MakeFillin,
    .params =
        {
            {"width", "Width", Param::Type::kInt, 15, 3, 25, {}},
            {"height", "Height", Param::Type::kInt, 15, 3, 25, {}},
            {"seed", "Seed (empty: random)", Param::Type::kSeed, nullptr, 0, 0, {}},
        },
    .reads = {},
    .read = nullptr,
    .writes = {"ipuz", "puz", "xd", "jpz", "acrosslite", "json"},
    .write = crossword::record::Write,
    .draw = crossword::record::Draw,
    .board = crossword::record::Board,
    .start = crossword::record::Start,
    .answer = crossword::record::Answer,
    .check = CheckFillin,
    .hint = crossword::record::Hint,
    .solve = SolveFillinRecord,
    .levels = nullptr,
    .write_id = crossword::record::WriteId,
    .read_id = crossword::record::ReadId,
    .needs_dictionary = true,
    .example = {{"width", 7}, {"height", 7}, {"seed", 1}},
    .packs = {},
    .canonical = kind::CanonicalCrossword,
};

}  // namespace ps::fillin
