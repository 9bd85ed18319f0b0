// `solve`, `grade`, `hint` and `levels` (verbs.h): every puzzle of every input answered in turn,
// each answer one JSON shape for every kind (app/verbs.h builds it) or a line of text, and the
// worst outcome as the exit code. What a line of text holds:
//   solve  the first solution on one line (the puzzle's line when there is none), then the
//          outcome unless it is the answer asked for (unique, or solved with --max-solutions 1);
//          --grid: the solution as a readable grid, then the outcome on a line of its own
//   grade  the puzzle's line (its kind's line format, else its game ID), its level and rating;
//          --explain: every step under it
//   hint   the step: its text, or "technique: text"
//   levels one level a line, easiest first: "name: techniques"
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>

#include "app/io.h"
#include "app/verbs.h"
#include "cli/verbs.h"

namespace ps::cli {
namespace {

using nlohmann::json;

// Writes a line of output on stdout (the flush at the end finds a write that failed).
void Out(const std::string& text) { std::fputs(text.c_str(), stdout); }

// Every puzzle of the inputs, each answered by `answer` (which returns its exit code: 0, 1 for
// none or several, 3 when stopped, which ends the run); an input that cannot be read is said
// and the others are answered (exit 2 at the end). A file is read a piece at a time
// (app/read_stream.h), each piece answered before the next is read.
int ForEachPuzzle(const InputArgs& in, const CommonOptions& common, bool clues_only,
                  const char* verb,
                  const std::function<int(const app::PuzzleRecord&, Budget&)>& answer) {
  Budget reading = MakeBudget(common, app::kDefaultSeconds);
  std::vector<InputPuzzles> inputs = ReadInputs(in, reading, clues_only, true);
  // The next puzzles of a file, its mistakes named with it.
  auto next = [&](InputPuzzles& each) {
    Budget piece = MakeBudget(common, app::kDefaultSeconds);
    each.records = each.stream->Next(piece);
    if (!each.records.ok() && each.records.error().code == ErrorCode::kInvalidInput) {
      each.records = each.records.error().WithFile(each.name);
    }
    if (each.records.ok()) SayNotes(each.name, *each.records);
  };
  // Every file's first piece (a file that is not big, whole): the total, when that is all.
  size_t total = 0;
  for (InputPuzzles& each : inputs) {
    if (each.stream != nullptr) next(each);
    if (each.stream != nullptr && !each.stream->done()) total = BulkProgress::kUnknown;
    if (total != BulkProgress::kUnknown && each.records.ok()) total += each.records->size();
  }
  BulkProgress progress(common, verb, total);
  int worst = kExitOk;
  size_t done = 0;
  for (InputPuzzles& each : inputs) {
    for (;;) {
      if (!each.records.ok()) {
        progress.Done();
        const int code = Fail(each.records.error());
        if (code == kExitBudget) return code;
        worst = std::max(worst, code);
        break;
      }
      for (const app::PuzzleRecord& r : *each.records) {
        // Each puzzle its own budget: --time-limit, else the default of every front end.
        Budget budget = MakeBudget(common, app::kDefaultSeconds);
        const int code = answer(r, budget);
        progress.Step(++done);
        if (code == kExitBudget) {
          progress.Done();
          return code;
        }
        worst = std::max(worst, code);
      }
      if (each.stream == nullptr || each.stream->done()) break;
      next(each);
    }
  }
  progress.Done();
  return worst;
}

std::string Rating(const json& rating) {
  return rating.is_number() ? fmt::format("{:.1f}", rating.get<double>()) : "";
}

}  // namespace

void AddSolveVerb(CLI::App* cmd, int& exit_code, const VerbContext& context) {
  struct Args {
    InputArgs in;
    int64_t limit = 2;
    bool grid = false;
    bool unique = false;  // `fillin solve --unique`: counting to 2 is the default everywhere now
    CommonOptions common;
  };
  auto a = std::make_shared<Args>();
  AddInputOptions(cmd, a->in, context);
  cmd->add_option("--max-solutions", a->limit,
                  "Count solutions up to this many (2 tells unique from several; 1 finds one)")
      ->type_name("N")
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 40))
      ->capture_default_str();
  AddRenamedOption(cmd, "--limit", "--max-solutions", a->limit)
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 40));
  AddRenamedOption(cmd, "--count", "--max-solutions", a->limit)
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 40));
  const bool grid_default = context.spelling != nullptr && context.spelling->as == "grid";
  a->grid = grid_default;
  cmd->add_flag("--grid", a->grid,
                std::string("Each solution as a readable grid, then its outcome on a line") +
                    (grid_default ? " (the default here; --grid=false: one line)" : ""));
  // (In the command's Args, which outlive this function: CLI11 sets it while parsing.)
  cmd->add_flag("--unique", a->unique, "Count to 2 (the default)")->group("");
  AddCommonOptions(cmd, a->common, false);
  cmd->callback([a, &exit_code] {
    exit_code = ForEachPuzzle(
        a->in, a->common, true, "solve", [&](const app::PuzzleRecord& r, Budget& budget) -> int {
          Result<app::Solution> solution = app::Solve(r, a->limit, budget);
          if (!solution.ok()) return Fail(solution.error());
          const kind::Solved& solved = solution->solved;
          const Outcome outcome = solved.outcome;
          const bool answered = Answered(ToString(outcome));
          if (a->common.json) {
            Out(app::AnswerJson(r, a->limit, *solution)
                    .dump(-1, ' ', false, json::error_handler_t::replace) +
                "\n");
          } else {
            const app::Kind* kind = app::FindKind(r.kind);
            const json& state = solved.state;
            std::string shown;
            if (!a->grid && solution->has_line) {
              shown = solution->line;  // the kind's state_text of the state, on one line
            } else if (kind != nullptr && kind->state_text != nullptr) {
              shown = kind->state_text(r, state, a->grid);
            } else {
              shown = state.is_null() ? PuzzleLine(r) : state.dump();
            }
            const std::string_view word = ToString(outcome);
            if (a->grid) {
              shown += shown.empty() || shown.back() == '\n' ? "" : "\n";
              shown += word;
            } else if (!answered) {
              shown += ' ';
              shown += word;
            }
            shown += '\n';
            Out(shown);
          }
          // Why there is no solution, when the solver says (a fill-in's conflicting slots).
          if (!solved.explanation.empty() && outcome != Outcome::kUnique &&
              outcome != Outcome::kFound) {
            std::fprintf(stderr, "puzzlesmith: %s\n", solved.explanation.c_str());
          }
          if (outcome == Outcome::kBudget) {
            return Fail(Error{ErrorCode::kBudget,
                              fmt::format("stopped after {} solution(s) were found ({})",
                                          solved.count, Interrupted(budget).message),
                              "", 0, 0});
          }
          return answered ? kExitOk : kExitNoSolution;
        });
  });
}

void AddGradeVerb(CLI::App* cmd, int& exit_code, const VerbContext& context) {
  struct Args {
    InputArgs in;
    bool explain = false;
    CommonOptions common;
  };
  auto a = std::make_shared<Args>();
  AddInputOptions(cmd, a->in, context);
  cmd->add_flag("--explain", a->explain,
                "Every step under the puzzle's line: the technique, what it does, the cells");
  AddCommonOptions(cmd, a->common, false);
  cmd->callback([a, &exit_code] {
    exit_code = ForEachPuzzle(
        a->in, a->common, true, "grade", [&](const app::PuzzleRecord& r, Budget& budget) -> int {
          Result<json> graded = app::GradeJson(r, a->explain, budget);
          if (!graded.ok()) return Fail(graded.error());
          const json& g = *graded;
          const std::string outcome = g.value("outcome", "");
          const bool several = outcome == "multiple", none = outcome == "none";
          if (a->common.json) {
            Out(g.dump(-1, ' ', false, json::error_handler_t::replace) + "\n");
            return several || none ? kExitNoSolution : kExitOk;
          }
          std::string line = PuzzleLine(r);
          if (several || none) {
            Out(line + " not graded: " + (none ? "no solution" : "more than one solution") + "\n");
            return kExitNoSolution;
          }
          if (g["level"].is_string()) {
            line += " " + g["level"].get<std::string>();
            if (const std::string rating = Rating(g["rating"]); !rating.empty()) {
              line += " " + rating;
            }
          } else {
            // A kind without levels says what it measures.
            line += " no level: " + g.value("note", std::string("its kind has no levels"));
            if (g.contains("words")) line += fmt::format("; {} words", g["words"].dump());
            if (g.contains("fill_quality")) {
              line += fmt::format("; fill quality {:.1f}", g["fill_quality"].get<double>());
            }
          }
          Out(line + "\n");
          if (a->explain && g.contains("steps")) {
            int k = 0;
            for (const json& step : g["steps"])
              Out(fmt::format("  {:3}. {}\n", ++k, StepLine(step)));
          }
          return kExitOk;
        });
  });
}

void AddHintVerb(CLI::App* cmd, int& exit_code, const VerbContext& context) {
  struct Args {
    InputArgs in;
    std::string state;
    CommonOptions common;
  };
  auto a = std::make_shared<Args>();
  AddInputOptions(cmd, a->in, context);
  cmd->add_option("--state", a->state,
                  "The game so far: a JSON file or text, as the web app keeps it "
                  "({\"values\": ...} for Sudoku, {\"marks\": [...]} for Star Battle, "
                  "{\"letters\": [...]} for crosswords); see docs/api.md. Default: the game the "
                  "file carries (a grid's pencil marks, a pzprv3 file's marks), else the start");
  AddCommonOptions(cmd, a->common, false);
  cmd->callback([a, &exit_code] {
    json state;  // null: the game the puzzle came with, else the start
    if (!a->state.empty()) {
      std::string text = a->state;
      if (app::PathExists(a->state) || a->state == "-") {
        Result<std::string> got = app::ReadInput(a->state);
        if (!got.ok()) {
          exit_code = Fail(got.error());
          return;
        }
        text = std::move(*got);
      }
      Result<json> parsed = app::ParseState(text);
      if (!parsed.ok()) {
        exit_code = Fail(parsed.error());
        return;
      }
      state = std::move(*parsed);
    }
    exit_code = ForEachPuzzle(
        a->in, a->common, false, "hint", [&](const app::PuzzleRecord& r, Budget& budget) -> int {
          Result<json> hint = app::HintJson(r, state, budget);
          if (!hint.ok()) return Fail(hint.error());
          Out(a->common.json ? hint->dump(-1, ' ', false, json::error_handler_t::replace) + "\n"
                             : StepLine(*hint) + "\n");
          return kExitOk;
        });
  });
}

void AddLevelsVerb(CLI::App* cmd, int& exit_code, const VerbContext& context) {
  auto name = std::make_shared<std::string>();
  auto common = std::make_shared<CommonOptions>();
  if (context.kind != nullptr) {
    *name = std::string(context.kind->name);
  } else {
    cmd->add_option("KIND", *name, "A kind (see `puzzlesmith kinds`)")->required();
  }
  AddCommonOptions(cmd, *common, false);
  cmd->callback([name, common, &exit_code] {
    Result<json> levels = app::KindLevels(*name);
    if (!levels.ok()) {
      exit_code = Fail(levels.error());
      return;
    }
    std::string body;
    if (common->json) {
      body = levels->dump() + "\n";
    } else {
      for (const json& l : *levels) {
        body += l.value("name", "");
        if (l.contains("techniques")) {
          const json& t = l["techniques"];
          body += ": " + (t.is_string() ? t.get<std::string>() : t.dump());
        }
        // The rating range, on the kind's scale when it names one.
        const std::string scale =
            l.contains("scale") ? " on the " + l["scale"].get<std::string>() + " scale" : "";
        if (l.contains("min_rating") && l.contains("max_rating")) {
          const double lo = l["min_rating"].get<double>(), hi = l["max_rating"].get<double>();
          body += hi > 50 ? fmt::format(" (rating {:.1f} and up{})", lo, scale)
                          : fmt::format(" (rating {:.1f} to {:.1f}{})", lo, hi, scale);
        } else if (l.contains("max_rating")) {
          body += fmt::format(" (rating up to {:.1f}{})", l["max_rating"].get<double>(), scale);
        }
        if (l.contains("note")) body += " (" + l["note"].get<std::string>() + ")";
        body += "\n";
      }
    }
    exit_code = WriteTo("-", body);
  });
}

}  // namespace ps::cli
