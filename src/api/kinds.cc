// The public API's generic verbs (puzzlesmith/kinds.h): every kind by name, over the app layer's
// verbs (app/verbs.h), the functions whose JSON the command prints with --json, so that the
// library, its Python module and the command cannot answer differently. Parameters and answers
// cross as JSON text; nothing thrown inside (a bad allocation, a bug) leaves the library.
#include <fmt/format.h>
#include <puzzlesmith/kinds.h>

#include <exception>
#include <string>

#include "api/convert.h"
#include "app/puzzles.h"
#include "app/registry.h"
#include "app/verbs.h"
#include "kind/common.h"

namespace puzzlesmith {
namespace {

using nlohmann::json;
using ps::api::ToBudget;

// Runs a verb: its internal error as the API's, an exception as kInternal.
template <typename F>
Result<std::string> Guard(F verb) {
  try {
    ps::Result<std::string> r = verb();
    if (!r.ok()) return ps::api::ToError(r.error());
    return std::move(*r);
  } catch (const std::exception& e) {
    return ps::api::MakeError(ErrorCode::kInternal, std::string("internal error: ") + e.what());
  } catch (...) {
    return ps::api::MakeError(ErrorCode::kInternal, "internal error");
  }
}

// A JSON object given as text ("" or blank: an empty object).
ps::Result<json> Object(std::string_view text, std::string_view what) {
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) return json::object();
  json j = json::parse(text, nullptr, false);
  if (!j.is_object()) {
    return ps::InvalidInput(fmt::format("{}: not a JSON object (such as {{\"seed\": 5}})", what));
  }
  return j;
}

// Refuses a name of `given` that `known` does not list, naming what is.
ps::Status OnlyKnown(const json& given, const std::vector<std::string_view>& known,
                     std::string_view what) {
  for (const auto& item : given.items()) {
    if (std::find(known.begin(), known.end(), item.key()) == known.end()) {
      return ps::InvalidInput(
          fmt::format("unknown {} '{}': use {}", what, item.key(), ps::kind::OneOf(known)));
    }
  }
  return ps::Ok{};
}

// The word list a kind that makes from one takes: "word_list" and "allow_excluded" of `options`,
// taken out of it.
struct WordList {
  std::string path;
  bool allow_excluded = false;
};
ps::Result<WordList> TakeWordList(json& options) {
  PS_TRY(path, ps::kind::StringParam(options, "word_list", "", 4096));
  PS_TRY(allow, ps::kind::BoolParam(options, "allow_excluded", false));
  options.erase("word_list");
  options.erase("allow_excluded");
  return WordList{path, allow};
}

// How read() reads: "format" and the kinds' import parameters by name (ps::app::ImportParams()).
ps::Result<ps::app::ReadOptions> ReadOptionsOf(std::string_view text) {
  PS_TRY(options, Object(text, "options"));
  PS_TRY(words, TakeWordList(options));
  PS_TRY(format, ps::kind::StringParam(options, "format", "auto", 32));
  options.erase("format");
  std::vector<std::string_view> known = {"format", "word_list", "allow_excluded"};
  for (const ps::app::Param* p : ps::app::ImportParams()) known.push_back(p->name);
  if (ps::Status s = OnlyKnown(options, known, "read option"); !s.ok()) return s.error();
  return ps::app::ReadOptions{.from = format,
                              .params = std::move(options),
                              .words = words.path,
                              .allow_excluded = words.allow_excluded};
}

// A PUZZLE argument: a record, a file's content or a game ID.
ps::Result<ps::app::PuzzleRecord> Puzzle(std::string_view puzzle, ps::Budget& budget) {
  return ps::app::ReadPuzzleArg(std::string(puzzle), ps::app::ReadOptions{}, budget);
}

// A game state given as text ("": the start of the game, null).
ps::Result<json> State(std::string_view state) {
  if (state.find_first_not_of(" \t\r\n") == std::string_view::npos) return json();
  return ps::app::ParseState(std::string(state));
}

}  // namespace

Result<std::string> kinds() {
  return Guard([]() -> ps::Result<std::string> { return ps::app::JsonText(ps::app::KindsJson()); });
}

Result<std::string> levels(std::string_view kind) {
  return Guard([&]() -> ps::Result<std::string> {
    PS_TRY(levels, ps::app::KindLevels(std::string(kind)));
    return ps::app::JsonText(levels);
  });
}

Result<std::string> make(std::string_view kind, std::string_view params, const Limits& limits) {
  return Guard([&]() -> ps::Result<std::string> {
    PS_TRY(request, Object(params, "params"));
    WordList words;
    if (ps::app::NeedsDictionary(std::string(kind))) {
      PS_TRY(taken, TakeWordList(request));
      words = taken;
    }
    ps::Budget budget = ToBudget(limits);
    PS_TRY(record, ps::app::MakeKind(std::string(kind), request, budget, nullptr, words.path,
                                     words.allow_excluded));
    return ps::app::JsonText(ps::app::PuzzleJson(record));
  });
}

Result<std::string> read(std::string_view text, std::string_view options, const Limits& limits,
                         std::vector<std::string>* notes) {
  return Guard([&]() -> ps::Result<std::string> {
    PS_TRY(how, ReadOptionsOf(options));
    ps::Budget budget = ToBudget(limits);
    PS_TRY(record, ps::app::ReadPuzzleText(std::string(text), how, budget));
    if (notes != nullptr) notes->insert(notes->end(), record.notes.begin(), record.notes.end());
    return ps::app::JsonText(ps::app::PuzzleJson(record));
  });
}

Result<std::string> write(std::string_view puzzle, std::string_view format, const Limits& limits,
                          std::vector<std::string>* losses) {
  return Guard([&]() -> ps::Result<std::string> {
    ps::Budget budget = ToBudget(limits);
    PS_TRY(record, Puzzle(puzzle, budget));
    PS_TRY(written, ps::app::WritePuzzle(record, std::string(format)));
    if (losses != nullptr) {
      losses->insert(losses->end(), written.losses.begin(), written.losses.end());
    }
    return std::move(written.body);
  });
}

Result<std::string> solve(std::string_view puzzle, int64_t max_solutions, const Limits& limits) {
  return Guard([&]() -> ps::Result<std::string> {
    if (max_solutions < 1) return ps::InvalidInput("max_solutions must be 1 or more");
    ps::Budget budget = ToBudget(limits);
    PS_TRY(record, Puzzle(puzzle, budget));
    PS_TRY(solved, ps::app::SolveJson(record, max_solutions, budget));
    return ps::app::JsonText(solved.json);
  });
}

Result<std::string> grade(std::string_view puzzle, const Limits& limits) {
  return Guard([&]() -> ps::Result<std::string> {
    ps::Budget budget = ToBudget(limits);
    PS_TRY(record, Puzzle(puzzle, budget));
    PS_TRY(graded, ps::app::GradeJson(record, false, budget));
    return ps::app::JsonText(graded);
  });
}

Result<std::string> hint(std::string_view puzzle, std::string_view state, const Limits& limits) {
  return Guard([&]() -> ps::Result<std::string> {
    PS_TRY(game, State(state));
    ps::Budget budget = ToBudget(limits);
    PS_TRY(record, Puzzle(puzzle, budget));
    PS_TRY(step, ps::app::HintJson(record, game, budget));
    return ps::app::JsonText(step);
  });
}

Result<std::string> check(std::string_view puzzle, std::string_view state, const Limits& limits) {
  return Guard([&]() -> ps::Result<std::string> {
    PS_TRY(game, State(state));
    ps::Budget budget = ToBudget(limits);
    PS_TRY(record, Puzzle(puzzle, budget));
    PS_TRY(checked, ps::app::CheckGame(record, game));
    return ps::app::JsonText(checked);
  });
}

Result<std::string> draw(std::string_view puzzle, std::string_view format, std::string_view options,
                         const Limits& limits) {
  return Guard([&]() -> ps::Result<std::string> {
    PS_TRY(how, Object(options, "options"));
    if (ps::Status s = OnlyKnown(how, {"answers", "board", "paper"}, "draw option"); !s.ok()) {
      return s.error();
    }
    PS_TRY(answers, ps::kind::BoolParam(how, "answers", false));
    PS_TRY(board, ps::kind::BoolParam(how, "board", false));
    PS_TRY(paper_name, ps::kind::StringParam(how, "paper", "a4", 16));
    const std::optional<ps::render::Paper> paper = ps::render::PaperNamed(paper_name);
    if (!paper) return ps::InvalidInput("'paper' must be a4 or letter, not '" + paper_name + "'");
    ps::Budget budget = ToBudget(limits);
    PS_TRY(record, Puzzle(puzzle, budget));
    const std::string f(format);
    PS_TRY(printed, board ? ps::app::PrintBoard(record, f, answers)
                          : ps::app::PrintPuzzle(record, f, answers, *paper));
    return std::move(printed.body);
  });
}

}  // namespace puzzlesmith
