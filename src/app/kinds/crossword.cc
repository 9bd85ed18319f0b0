// The crossword-like kinds in the app layer: crosswords (construction and files), fill-ins and
// the grid filler: one document (a letter grid with its entries), make, import, export, print,
// check and hint.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "app/kinds/common.h"
#include "app/kinds/kind.h"
#include "core/grid.h"
#include "core/rng.h"
#include "core/text.h"
#include "crossword/board.h"
#include "crossword/cluelist.h"
#include "crossword/construct.h"
#include "crossword/draw.h"
#include "crossword/fillin.h"
#include "crossword/formats.h"
#include "crossword/grid_fill.h"

namespace ps::app {
namespace {

using nlohmann::json;
namespace cw = crossword;

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
  const int width = p["width"].get<int>();
  const int height = p["height"].get<int>();
  const uint64_t seed = p["seed"].get<uint64_t>();
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

// The construction maker's word list and options from checked parameters (no construction yet).
struct CrosswordRequest {
  std::vector<cw::ClueWord> words;
  cw::ConstructOptions options;
};
Result<CrosswordRequest> ReadCrosswordRequest(const json& p) {
  const std::string words_text = p["words"].get<std::string>();
  const std::string strategy_name = p["strategy"].get<std::string>();
  const std::string size = p["size"].get<std::string>();
  CrosswordRequest out;
  PS_TRY(words, cw::ParseClueList(words_text));
  if (words.empty()) return InvalidInput("'words': give at least one word, one a line");
  if (words.size() > 500) return InvalidInput("'words': at most 500 words");
  out.words = std::move(words);
  cw::ConstructOptions& opts = out.options;
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
  return out;
}

Status ValidateCrossword(const json& p) {
  Result<CrosswordRequest> request = ReadCrosswordRequest(p);
  if (!request.ok()) return request.error();
  return Ok{};
}

Result<PuzzleRecord> MakeCrossword(const json& p, MakeContext& ctx) {
  const int next = p["next"].get<int>();
  const std::string title = p["title"].get<std::string>();
  const uint64_t seed = p["seed"].get<uint64_t>();
  PS_TRY(request, ReadCrosswordRequest(p));
  const std::vector<cw::ClueWord>& words = request.words;
  cw::ConstructOptions opts = request.options;
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
  r.params = {
      {"strategy", p["strategy"]}, {"size", p["size"]}, {"next", next}, {"words", p["words"]}};
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

// The grid filler's board from checked parameters.
Result<cw::Board> ReadFillBoard(const json& p) {
  const std::string pattern = p["pattern"].get<std::string>();
  if (p["max_shared_substring"].get<int>() == 1) {
    return InvalidInput("'max_shared_substring' must be 0 (off) or 2 and up");
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
  return board;
}

Status ValidateFill(const json& p) {
  Result<cw::Board> board = ReadFillBoard(p);
  if (!board.ok()) return board.error();
  return Ok{};
}

Result<PuzzleRecord> MakeFill(const json& p, MakeContext& ctx) {
  const int min_score = p["min_score"].get<int>();
  const int max_shared = p["max_shared_substring"].get<int>();
  const uint64_t seed = p["seed"].get<uint64_t>();
  if (ctx.dictionary == nullptr || ctx.dictionary->words.empty()) {
    return MakeError(ErrorCode::kIo, "no word list loaded (start the server with --words FILE)");
  }
  PS_TRY(board, ReadFillBoard(p));
  cw::GridFillOptions opts;
  opts.min_score = min_score;
  opts.max_shared_substring = max_shared;
  opts.seed = seed;
  opts.progress = ctx.progress;
  cw::GridFillResult fr = cw::FillGrid(board, *ctx.dictionary, opts, *ctx.budget);
  if (fr.status == cw::GridFillStatus::kNoFill) {
    return MakeError(ErrorCode::kNoSolution, "no fill exists: " + fr.explanation);
  }
  if (fr.status == cw::GridFillStatus::kBudgetExhausted) {
    return MakeError(ErrorCode::kBudget, "stopped before a fill was found: " + fr.explanation);
  }
  Grid<char> filled = cw::FilledCells(board, fr.fill);
  std::string why;
  PS_CHECK(cw::IsGridFill(board.cells, cw::FormatRows(filled), *ctx.dictionary, min_score,
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
  r.title = fmt::format("Grid fill {}x{}", board.width(), board.height());
  r.seed = seed;
  r.level = fmt::format("mean score {:.1f}", fr.mean_score);
  r.params = {
      {"pattern", p["pattern"]}, {"min_score", min_score}, {"max_shared_substring", max_shared}};
  r.doc = CrosswordDoc(file);
  r.doc["mean_score"] = std::round(fr.mean_score * 100) / 100;
  return r;
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

Result<PuzzleRecord> ReadCrossword(const std::string& text, const std::string& format,
                                   const ImportOptions& o, Budget& /*budget*/) {
  cw::FileFormat f = format == "puz"    ? cw::FileFormat::kPuz
                     : format == "ipuz" ? cw::FileFormat::kIpuz
                     : format == "xd"   ? cw::FileFormat::kXd
                                        : cw::FileFormat::kJson;
  PS_TRY(file, cw::ReadCrosswordFile(text, f));
  return ImportedCrossword(file, format, o.title);
}

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

Result<Download> WriteCrossword(const PuzzleRecord& r, const std::string& format) {
  Download d;
  const std::string base;  // the caller puts the puzzle's name before the extension

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

Result<Drawing> DrawCrossword(const PuzzleRecord& r, bool answers) {
  Drawing draw;

  PS_TRY(file, FileFromDoc(r));
  draw = [file, answers](render::Canvas& c) {
    cw::PrintOptions o;
    o.answers = answers;
    cw::DrawCrossword(file, o, c);
  };

  return draw;
}

Result<json> CheckCrossword(const PuzzleRecord& r, const json& state) {
  json wrong = json::array();
  bool complete = true, solved = false;

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

  return json{{"solved", solved}, {"complete", complete}, {"wrong", wrong}};
}

Result<json> HintCrossword(const PuzzleRecord& r, const json& state, Budget& /*budget*/) {
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

// Game ID: "<width>x<height>:<packed>", the crossword's own JSON (grid, clues, title, word list)
// deflated and written in base64url: a 15x15 with its clues takes about 2,000 characters.
constexpr size_t kMaxIdJson = 4 << 20;

Result<std::string> WriteCrosswordId(const PuzzleRecord& r) {
  PS_TRY(file, FileFromDoc(r));
  return fmt::format("{}x{}:{}", file.grid.width, file.grid.height,
                     Base64UrlEncode(Deflate(cw::WriteLayoutJson(file))));
}

Result<PuzzleRecord> ReadCrosswordId(std::string_view params, std::string_view desc,
                                     Budget& budget) {
  Result<std::string> packed = Base64UrlDecode(desc);
  if (!packed.ok()) return InvalidInput("crossword ID: " + packed.error().message);
  Result<std::string> text = Inflate(*packed, kMaxIdJson);
  if (!text.ok()) return InvalidInput("crossword ID: " + text.error().message);
  PS_TRY(r, ReadCrossword(*text, "json", {}, budget));
  const int w = r.doc.value("width", 0), h = r.doc.value("height", 0);
  if (params != fmt::format("{}x{}", w, h)) {
    return InvalidInput(fmt::format(
        "crossword ID: it says '{}' but holds a {}x{} grid (was it cut or edited?)", params, w, h));
  }
  r.params = {{"imported", "id"}};
  return r;
}

}  // namespace

// A crossword with clues: made by the construction maker (a word list with clues laid out) or
// read from a crossword file.
extern const Kind kCrosswordKind;
const Kind kCrosswordKind{
    .name = "crossword",
    .label = "Crossword",
    .aliases = {},
    .player = "crossword",
    .make = MakeCrossword,
    .params =
        {
            {"words", "Words and clues", Param::Type::kText, "", 0, 200000, {}},
            {"strategy",
             "Strategy",
             Param::Type::kChoice,
             "compact",
             0,
             0,
             {"compact", "top-down", "centre-out", "random"}},
            {"size", "Frame (WxH; empty: free-form)", Param::Type::kText, "", 0, 16, {}},
            {"next", "Layouts to skip", Param::Type::kInt, 0, 0, 99, {}},
            {"title", "Title", Param::Type::kText, "", 0, 200, {}},
            {"seed", "Seed (empty: random)", Param::Type::kSeed, nullptr, 0, 0, {}},
        },
    .validate = ValidateCrossword,
    .reads = {"ipuz", "puz", "xd", "json"},
    .read = ReadCrossword,
    .writes = {"ipuz", "puz", "xd", "json"},
    .write = WriteCrossword,
    .draw = DrawCrossword,
    .check = CheckCrossword,
    .hint = HintCrossword,
    .levels = nullptr,
    .write_id = WriteCrosswordId,
    .read_id = ReadCrosswordId,
};

// A fill-in: a board and the word list that fills it one way (files of it are read as crosswords
// that carry their word list).
extern const Kind kFillinKind;
const Kind kFillinKind{
    .name = "fillin",
    .label = "Fill-in",
    .aliases = {},
    .player = "crossword",
    .make = MakeFillin,
    .params =
        {
            {"width", "Width", Param::Type::kInt, 15, 3, 25, {}},
            {"height", "Height", Param::Type::kInt, 15, 3, 25, {}},
            {"seed", "Seed (empty: random)", Param::Type::kSeed, nullptr, 0, 0, {}},
        },
    .reads = {},
    .read = nullptr,
    .writes = {"ipuz", "puz", "xd", "json"},
    .write = WriteCrossword,
    .draw = DrawCrossword,
    .check = CheckCrossword,
    .hint = HintCrossword,
    .levels = nullptr,
    .write_id = WriteCrosswordId,
    .read_id = ReadCrosswordId,
    .needs_dictionary = true,
};

// The grid filler: a block pattern filled from the dictionary; what it makes is a fill-in.
extern const Kind kFillKind;
const Kind kFillKind{
    .name = "fill",
    .label = "Grid filler",
    .aliases = {},
    .player = "",
    .make = MakeFill,
    .params =
        {
            {"pattern", "Pattern", Param::Type::kText, "", 0, 100000, {}},
            {"min_score", "Min score", Param::Type::kInt, 50, 0, 100, {}},
            {"max_shared_substring", "Max shared letters", Param::Type::kInt, 0, 0, 64, {}},
            {"seed", "Seed (empty: random)", Param::Type::kSeed, nullptr, 0, 0, {}},
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
};

}  // namespace ps::app
