// The public crossword API (puzzlesmith/crossword.h) over the crossword model and its file
// formats, the fill-in solver and the layout maker.
#include <fmt/format.h>
#include <puzzlesmith/crossword.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "api/convert.h"
#include "crossword/board.h"
#include "crossword/formats.h"
#include "crossword/record.h"
#include "crossword/wordlist.h"
#include "fillin/fillin.h"
#include "layout/layout.h"

namespace puzzlesmith::crossword {
namespace {

namespace cw = ps::crossword;
using ps::api::BudgetError;
using ps::api::MakeError;
using ps::api::ToBudget;
using ps::api::ToError;

Result<Crossword> FromInternal(const cw::Crossword& grid, const cw::Metadata* meta) {
  ps::Result<ps::Grid<char>> letters = cw::Letters(grid);
  if (!letters.ok()) return ToError(letters.error());
  Crossword out;
  out.width = grid.width;
  out.height = grid.height;
  out.rows = cw::FormatRows(*letters);
  for (const cw::Entry& e : grid.entries) {
    out.entries.push_back({e.number, e.dir == cw::Direction::kAcross, e.y, e.x, e.answer, e.clue});
  }
  if (meta != nullptr) {
    out.title = meta->title;
    out.author = meta->author;
    out.copyright = meta->copyright;
    out.notes = meta->notes;
    out.words = meta->words;
  }
  return out;
}

Result<cw::FileFormat> Named(std::string_view format) {
  std::optional<cw::FileFormat> f = cw::FormatNamed(format);
  if (!f || *f == cw::FileFormat::kProject) {
    return MakeError(ErrorCode::kInvalidInput,
                     fmt::format("no crossword format '{}'; the formats are {}", format,
                                 fmt::join(Formats(), ", ")));
  }
  return *f;
}

// The format a file's content shows (its signature, header or JSON shape).
Result<cw::FileFormat> Detected(std::string_view bytes) {
  ps::kind::Sniff sniff;
  sniff.text = bytes;
  const size_t first = bytes.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos) sniff.start = bytes.substr(first);
  if (sniff.IsJson()) sniff.json = nlohmann::json::parse(sniff.start, nullptr, false);
  const ps::kind::Detection d = cw::record::Detect(sniff);
  if (d.confidence == ps::kind::Detection::kNone) {
    return MakeError(ErrorCode::kInvalidInput,
                     fmt::format("the text is no crossword file puzzlesmith reads ({}); name its "
                                 "format",
                                 fmt::join(Formats(), ", ")));
  }
  return Named(d.format);
}

}  // namespace

std::vector<std::string> Formats() { return {"ipuz", "puz", "xd", "jpz", "acrosslite", "json"}; }

Result<Crossword> Read(std::string_view bytes, std::string_view format) {
  Result<cw::FileFormat> f = format.empty() ? Detected(bytes) : Named(format);
  if (!f) return f.error();
  ps::Result<cw::CrosswordFile> file = cw::ReadCrosswordFile(bytes, *f);
  if (!file.ok()) return ToError(file.error());
  return FromInternal(file->grid, &file->meta);
}

Result<Crossword> ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  if (!in || !(bytes << in.rdbuf())) {
    return MakeError(ErrorCode::kIo, fmt::format("{}: cannot be read", path));
  }
  const std::string content = bytes.str();
  ps::Result<cw::FileFormat> by_name = cw::FormatForPath(path);
  Result<cw::FileFormat> f = by_name.ok() && *by_name != cw::FileFormat::kProject
                                 ? Result<cw::FileFormat>(*by_name)
                                 : Detected(content);
  if (!f) {
    Error e = f.error();
    e.message = path + ": " + e.message;
    return e;
  }
  ps::Result<cw::CrosswordFile> file = cw::ReadCrosswordFile(content, *f);
  if (!file.ok()) return ToError(file.error().WithFile(path));
  return FromInternal(file->grid, &file->meta);
}

Result<std::string> Write(const Crossword& crossword, std::string_view format) {
  Result<cw::FileFormat> f = Named(format);
  if (!f) return f.error();
  cw::CrosswordFile file;
  file.grid.width = crossword.width;
  file.grid.height = crossword.height;
  for (const Entry& e : crossword.entries) {
    file.grid.entries.push_back({e.answer,
                                 e.clue,
                                 e.column,
                                 e.row,
                                 e.across ? cw::Direction::kAcross : cw::Direction::kDown,
                                 0,
                                 {},
                                 0,
                                 {}});
  }
  cw::Number(file.grid);
  if (std::string why = cw::CheckCrossword(file.grid); !why.empty()) {
    return MakeError(ErrorCode::kInvalidInput, "the crossword breaks a rule: " + why);
  }
  file.meta.title = crossword.title;
  file.meta.author = crossword.author;
  file.meta.copyright = crossword.copyright;
  file.meta.notes = crossword.notes;
  file.meta.words = crossword.words;
  return cw::WriteCrosswordFile(file, *f);
}

Result<FillinSolution> SolveFillin(std::string_view layout, const std::vector<std::string>& words,
                                   int64_t limit, const Limits& limits) {
  if (limit < 1) return MakeError(ErrorCode::kInvalidInput, "the limit must be at least 1");
  ps::Result<cw::Board> board = cw::ParseLayout(layout);
  if (!board.ok()) return ToError(board.error());
  std::string list;
  for (const std::string& w : words) {
    if (w.find_first_of("\r\n") != std::string::npos) {
      return MakeError(ErrorCode::kInvalidInput,
                       fmt::format("the word '{}' holds a line break; give one word each", w));
    }
    list += w + "\n";
  }
  ps::Result<std::vector<std::string>> parsed = cw::ParseWordList(list);
  if (!parsed.ok()) return ToError(parsed.error());
  ps::fillin::FillinPuzzle puzzle{std::move(*board), std::move(*parsed)};
  if (std::optional<std::string> why = ps::fillin::CountMismatch(puzzle)) {
    return MakeError(ErrorCode::kInvalidInput, *why);
  }
  ps::fillin::FillinSolveOptions options;
  options.limit = limit;
  ps::Budget budget = ToBudget(limits);
  const ps::fillin::FillinResult r = ps::fillin::SolveFillin(puzzle, options, budget);
  if (r.count == 0) {
    if (!r.complete) return BudgetError(budget, "the fill-in solve");
    return MakeError(ErrorCode::kNoSolution,
                     r.explanation.empty() ? "the words cannot fill the grid" : r.explanation);
  }
  FillinSolution out;
  out.count = r.count;
  out.complete = r.complete;
  out.rows = cw::FormatRows(cw::FilledCells(puzzle.board, r.fill));
  return out;
}

Result<Layout> LayoutWords(const std::vector<Word>& words, const LayoutOptions& options,
                           const Limits& limits) {
  nlohmann::json list = nlohmann::json::array();
  for (const Word& w : words) list.push_back({{"word", w.word}, {"clue", w.clue}});
  ps::Result<std::vector<cw::ClueWord>> clue_words = cw::ClueListFromJson(list);
  if (!clue_words.ok()) return ToError(clue_words.error());
  if (clue_words->empty())
    return MakeError(ErrorCode::kInvalidInput, "there are no words to lay out");
  ps::Result<cw::Strategy> strategy = cw::ParseStrategy(options.strategy);
  if (!strategy.ok()) return ToError(strategy.error());
  ps::layout::ConstructOptions construct;
  construct.width = options.width;
  construct.height = options.height;
  construct.strategy = *strategy;
  construct.seed = options.seed;
  ps::Budget budget = ToBudget(limits);
  const ps::layout::ConstructResult r = ps::layout::Construct(*clue_words, construct, budget);
  if (r.layouts.empty()) return BudgetError(budget, "the layout");
  Result<Crossword> grid = FromInternal(r.layouts.front().grid, nullptr);
  if (!grid) return grid.error();
  Layout out;
  out.crossword = std::move(*grid);
  for (const ps::layout::Unplaced& u : r.layouts.front().unplaced) {
    out.unplaced.push_back(u.answer + ": " + u.reason);
  }
  return out;
}

}  // namespace puzzlesmith::crossword
