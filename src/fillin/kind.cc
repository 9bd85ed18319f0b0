// The fill-in kind's table (kind/kind.h): made from the dictionary on a layout it grows itself,
// stored as a crossword record that carries its word list, and solved by any fill of that list.
#include "kind/kind.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <optional>
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

// A board given as text: layout text ('.' background, '*' an empty square, letters pre-filled;
// or '#' blocks and '.' squares) or a JSON slot list.
Result<crossword::Board> BoardOf(const std::string& text,
                                 const crossword::LayoutOptions& layout = {}) {
  const std::string_view t = Trim(text);
  if (!t.empty() && (t[0] == '[' || t[0] == '{')) return crossword::ParseSlotList(text);
  return crossword::ParseLayout(text, layout);
}

// The characters a board text uses, when the import names them (`background`, `space`): named,
// they are read as given and the '#'/'.' form is no longer guessed.
Result<crossword::LayoutOptions> LayoutCharacters(const json& params) {
  crossword::LayoutOptions layout;
  for (auto [name, out] : {std::pair{"background", &layout.background}, {"space", &layout.space}}) {
    const std::string c = params.value(name, std::string());
    if (c.empty()) continue;
    if (c.size() != 1 || c[0] == ' ' || c[0] == '\t' || c[0] == '\n') {
      return InvalidInput(fmt::format("'{}' takes one visible character, not '{}'", name, c));
    }
    *out = c[0];
    layout.auto_detect = false;
  }
  if (!layout.auto_detect && layout.background == layout.space) {
    return InvalidInput("'background' and 'space' must be different characters");
  }
  return layout;
}

Status ValidateFillin(const json& p) {
  const int lo = p.value("min_length", 3), hi = p.value("max_length", 0);
  if (hi > 0 && hi < lo) {
    return InvalidInput(fmt::format(
        "'max_length' {} is below 'min_length' {}: give a longest word at least as long as the "
        "shortest (0: no longest)",
        hi, lo));
  }
  const std::string layout = p["layout"].get<std::string>();
  if (layout.empty()) return Ok{};
  Result<crossword::Board> board = BoardOf(layout);
  if (!board.ok()) return InvalidInput("'layout': " + board.error().ToString());
  return Ok{};
}

Result<PuzzleRecord> MakeFillin(const json& p, MakeContext& ctx) {
  const int width = p["width"].get<int>();
  const int height = p["height"].get<int>();
  const uint64_t seed = p["seed"].get<uint64_t>();
  const std::string layout_text = p.value("layout", std::string());
  const int min_score = p.value("min_score", 0);
  if (ctx.dictionary == nullptr || ctx.dictionary->words.empty()) {
    return MakeError(ErrorCode::kIo, "no word list loaded (start the server with --words FILE)");
  }
  // Scored entries below the minimum are left out.
  crossword::Dictionary kept;
  const crossword::Dictionary* dict = ctx.dictionary;
  if (min_score > 0) {
    for (size_t i = 0; i < dict->words.size(); ++i) {
      if (dict->scores[i] >= min_score) {
        kept.words.push_back(dict->words[i]);
        kept.scores.push_back(dict->scores[i]);
      }
    }
    dict = &kept;
  }
  std::optional<crossword::Board> layout;
  if (!layout_text.empty()) {
    PS_TRY(board, BoardOf(layout_text));
    layout = std::move(board);
  }
  FillinGenerateOptions opts;
  opts.width = width;
  opts.height = height;
  opts.target_words = p.value("target_words", 0);
  opts.min_length = p.value("min_length", 3);
  opts.max_length = p.value("max_length", 0);
  opts.progress = ctx.progress;
  Rng rng(seed);
  PS_TRY(g, GenerateFillin(layout ? &*layout : nullptr, *dict, opts, rng, ctx.budget));
  PS_CHECK(IsFillinSolution(g.puzzle, g.answer));
  crossword::Metadata meta;
  meta.title = fmt::format("Fill-in {}x{}", g.puzzle.board.width(), g.puzzle.board.height());
  PS_TRY(file, crossword::FillinFile(g.puzzle.board, g.answer, g.puzzle.words, meta));
  PuzzleRecord r;
  r.kind = "fillin";
  r.title = meta.title;
  r.seed = seed;
  r.level = fmt::format("{} words", g.puzzle.words.size());
  r.params = {{"width", width}, {"height", height}};
  // Parameters added later stay out while at their default, as in the seeded ID.
  for (const char* name : {"layout", "target_words", "min_length", "max_length", "min_score"}) {
    const json def = name == std::string("min_length") ? json(3)
                     : name == std::string("layout")   ? json("")
                                                       : json(0);
    if (p.contains(name) && p[name] != def) r.params[name] = p[name];
  }
  r.doc = crossword::record::Doc(file);
  return r;
}

// The fill-in of a stored document: its empty board and its word list.
Result<FillinPuzzle> PuzzleFromDoc(const json& doc) {
  const int w = doc.value("width", 0), h = doc.value("height", 0);
  PS_TRY(rows,
         crossword::record::LetterRows({{"letters", doc.value("grid", json::array())}}, w, h));
  // A board read with its word list (no answer yet) keeps its pre-filled letters.
  const bool board_only = doc.value("board", false);
  Grid<char> cells(w, h, '#');
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const char c = rows[Z(y)][Z(x)];
      if (c != '#') cells.At(x, y) = board_only && c != '.' ? LowerAscii(c) : '.';
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
  const FillinResult fr = SolveFillin(puzzle, options, budget);
  Solved out;
  out.outcome = fr.outcome;
  out.count = fr.count;
  out.explanation = fr.explanation;
  if (fr.count > 0) {
    const Grid<char> filled = crossword::FilledCells(puzzle.board, fr.fill);
    json rows = json::array();
    for (const std::string& row : crossword::FormatRows(filled)) rows.push_back(UpperAscii(row));
    out.state = {{"letters", std::move(rows)}};
  }
  return out;
}

// A fill-in board and its word list ("fillin" format: layout text or a JSON slot list, with
// ImportOptions::word_list): for solving, the board and its word list without an answer; else
// the fill-in puzzle with its answer, the board filled by its word list.
Result<PuzzleRecord> ReadFillinBoard(const std::string& text, const std::string& /*format*/,
                                     const ImportOptions& o, Budget& budget) {
  const std::string word_list = o.params.value("word_list", std::string());
  if (word_list.empty()) {
    return InvalidInput(
        "a fill-in board needs its word list: give it after the board (`fillin solve LAYOUT "
        "WORDS`) or with --word-list FILE");
  }
  PS_TRY(layout, LayoutCharacters(o.params));
  PS_TRY(board, BoardOf(text, layout));
  PS_TRY(words, crossword::ParseWordList(word_list));
  if (!o.clues_only) {
    // The puzzle with its answer: the board's one fill (the first, with a note, when it has more).
    FillinPuzzle puzzle{board, words};
    FillinSolveOptions options;
    options.limit = 2;
    const FillinResult fr = SolveFillin(puzzle, options, budget);
    if (fr.outcome == Outcome::kBudget) {
      return MakeError(ErrorCode::kBudget, "stopped before the board was filled");
    }
    if (fr.count == 0) return MakeError(ErrorCode::kNoSolution, fr.explanation);
    PS_CHECK(IsFillinSolution(puzzle, fr.fill));
    crossword::Metadata meta;
    meta.title =
        o.title.empty() ? fmt::format("Fill-in {}x{}", board.width(), board.height()) : o.title;
    PS_TRY(file, crossword::FillinFile(board, fr.fill, words, meta));
    PS_TRY(r, crossword::record::Imported(file, "fillin", meta.title));
    if (fr.count > 1) r.notes.push_back("the word list fills the board more than one way");
    return r;
  }
  json rows = json::array();
  for (const std::string& row : crossword::FormatRows(board.cells)) rows.push_back(UpperAscii(row));
  json list = json::array();
  for (const std::string& w : words) list.push_back(UpperAscii(w));
  PuzzleRecord r;
  r.kind = "fillin";
  r.title = o.title.empty() ? fmt::format("Fill-in {}x{}", board.width(), board.height()) : o.title;
  r.params = {{"imported", "fillin"}};
  r.doc = {{"width", board.width()},   {"height", board.height()}, {"grid", std::move(rows)},
           {"entries", json::array()}, {"words", std::move(list)}, {"board", true}};
  return r;
}

// A layout text (rows of '.' and '*', or '#' and '.', letters pre-filled) or a slot list.
Detection DetectFillin(const Sniff& text) {
  if (text.start.empty()) return {};
  if (text.IsJson()) {
    return crossword::ParseSlotList(text.start).ok() ? Detection{"fillin", Detection::kShape}
                                                     : Detection{};
  }
  return crossword::ParseLayout(text.text, crossword::LayoutOptions{}).ok()
             ? Detection{"fillin", Detection::kShape}
             : Detection{};
}

// No levels: placing the words is the whole puzzle. What is measured: whether the fill is
// unique, the words, and for a grid fill how it reads (gridfill/quality.h, measured when filled).
Result<json> GradeFillin(const PuzzleRecord& r, bool /*steps*/, Budget& budget) {
  PS_TRY(solved, SolveFillinRecord(r, 2, budget));
  if (solved.outcome == Outcome::kBudget) {
    return MakeError(ErrorCode::kBudget, "stopped while counting its fills");
  }
  json out{{"outcome", std::string(ToString(solved.outcome))},
           {"level", nullptr},
           {"rating", nullptr},
           {"words", r.doc.value("words", json::array()).size()},
           {"note", "a fill-in has no levels: placing its words is the whole puzzle"}};
  if (r.doc.contains("fill_quality")) {
    out["fill_quality"] = r.doc["fill_quality"].value("score", 0.0);
    out["mean_score"] = r.doc.value("mean_score", 0.0);
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
            {"width", "Width", Param::Type::kInt, 15, 3, 256, {}},
            {"height", "Height", Param::Type::kInt, 15, 3, 256, {}},
            {"seed", "Seed (empty: random)", Param::Type::kSeed, nullptr, 0, 0, {}},
            // Added after seeded IDs were shared: left out of an ID at their default.
            {"layout",
             "Layout to fill (empty: one made here at width x height)",
             Param::Type::kText,
             "",
             0,
             100000,
             {},
             true,
             true},
            {"target_words",
             "Words to place when making a layout (0: about one per 5.6 cells)",
             Param::Type::kInt,
             0,
             0,
             10000,
             {},
             true,
             true},
            {"min_length",
             "Shortest word when making a layout",
             Param::Type::kInt,
             3,
             2,
             64,
             {},
             true,
             true},
            {"max_length",
             "Longest word when making a layout (0: the board side, at most 15)",
             Param::Type::kInt,
             0,
             0,
             64,
             {},
             true,
             true},
            {"min_score",
             "Skip scored entries of the word list below this score",
             Param::Type::kInt,
             0,
             0,
             100,
             {},
             true,
             true},
        },
    .validate = ValidateFillin,
    .reads = {"fillin"},
    .import_params = {{"word_list",
                       "A fill-in board's word list, one word a line (the command line: a file)",
                       Param::Type::kText,
                       "",
                       0,
                       8 << 20,
                       {}},
                      {"background",
                       "The character of a board's background squares (default '.', or '#' in a "
                       "board of '#' and '.')",
                       Param::Type::kText,
                       "",
                       0,
                       1,
                       {}},
                      {"space",
                       "The character of a board's empty squares (default '*', or '.' in a board "
                       "of '#' and '.')",
                       Param::Type::kText,
                       "",
                       0,
                       1,
                       {}}},
    .detect = DetectFillin,
    .read = ReadFillinBoard,
    .writes = {"ipuz", "puz", "xd", "jpz", "acrosslite", "json"},
    .write = crossword::record::Write,
    .draw = crossword::record::Draw,
    .board = crossword::record::Board,
    .start = crossword::record::Start,
    .answer = crossword::record::Answer,
    .check = CheckFillin,
    .hint = crossword::record::Hint,
    .solve = SolveFillinRecord,
    .grade = GradeFillin,
    .levels = nullptr,
    .text = crossword::record::Text,
    .state_text = crossword::record::StateText,
    .write_id = crossword::record::WriteId,
    .read_id = crossword::record::ReadId,
    .needs_dictionary = true,
    .example = {{"width", 7}, {"height", 7}, {"seed", 1}},
    .packs = {},
    .canonical = kind::CanonicalCrossword,
    .spellings = {{"fillin", "generate", "make", "layout", "text"},
                  {"fillin", "solve", "solve", "word-list", "grid"}},
};

}  // namespace ps::fillin
