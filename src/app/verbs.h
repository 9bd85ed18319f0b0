// The verbs every kind shares (make, read, solve, grade, hint, write), over the kind contract,
// with the JSON that `puzzlesmith make|convert|solve|grade|hint --json` prints: one place that
// builds it, for every front end (the command line, cli/kinds_cmd.cc, and the library's generic
// API, api/kinds.cc, which the Python module wraps), so that what they answer cannot differ.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "app/puzzles.h"
#include "core/budget.h"
#include "core/outcome.h"

namespace ps::app {

// How a puzzle's text is read: a file's content (any kind's format, told from the text unless
// `from` names it) or a game ID.
struct ReadOptions {
  std::string from = "auto";
  // The readers' import parameters by name (Kind::import_params; ImportParams() lists them):
  // each reader takes its own.
  nlohmann::json params = nlohmann::json::object();
  std::string words;  // the word list a seeded fill-in ID makes from ("": the built-in one)
  bool allow_excluded = false;
  // The kind whose formats are tried first (a command line's `sudoku solve`); "": any.
  std::string kind = {};
  // The clues alone (ImportOptions::clues_only): what solve and grade read.
  bool clues_only = false;
  // The file the text came from: what a Star Battle zone file's name says of its stars; never
  // the title (a command line's record keeps its kind's own).
  std::string file_name = {};
  // A piece of a bigger file (read_stream.h): the number of the text's first line, and whether
  // it is a piece (ImportOptions::first_line and ::piece).
  int first_line = 1;
  bool piece = false;
};

// The puzzle of `text`: a game ID (one line that reads as one), a puzzle record as `make --json`
// prints it (a JSON object with "kind" and "doc"), else a file's content read by ImportPuzzle.
// What the reader assumed or skipped is in the record's notes.
Result<PuzzleRecord> ReadPuzzleText(const std::string& text, const ReadOptions& options,
                                    Budget& budget);
// Every puzzle of `text`: game IDs and records one a line, or every puzzle a file holds (lines of
// Sudoku, boards of Star Battle, the crosswords of an ipuz or .jpz file); the first record's notes
// say what was assumed or skipped.
Result<std::vector<PuzzleRecord>> ReadPuzzleTexts(const std::string& text,
                                                  const ReadOptions& options, Budget& budget);

// Whether a line (trimmed) is a game ID or a puzzle record's JSON: what ReadPuzzleTexts reads one
// a line.
bool IsPuzzleLine(const std::string& line);

// The default budget of each verb, the same for every front end (docs/api.md, "Budgets"): a
// make, each puzzle of a batch, and a solve, grade or hint of one puzzle each get this many
// seconds unless the request gives its own (--time-limit, "time_limit", seconds=).
inline constexpr double kDefaultSeconds = 60;

// A record back from its PuzzleJson (what `make` and `convert` print with --json): the kind,
// title, level, parameters, seed, IDs and document.
Result<PuzzleRecord> RecordFromJson(const nlohmann::json& puzzle);

// `make KIND`: `params` completed against the kind's table (the seed drawn from the clock when
// absent), checked, and made, with the word list (LoadDictionary's `words`) when the kind makes
// from one. The record's PuzzleJson is what `make --json` prints.
Result<PuzzleRecord> MakeKind(const std::string& kind, const nlohmann::json& params, Budget& budget,
                              const ProgressFn& progress, const std::string& words,
                              bool allow_excluded);

// `solve`: the puzzle's solutions counted up to `limit` from its clues alone,
// {"kind", "game_id", "outcome", "count", "limit", "state", "solution", "explanation"?} (state:
// the first solution as a game state, or null; solution: the same on one line as people read it,
// a Sudoku's 81 digits, a Star Battle's rows joined by '/'; explanation: why there is none, when
// the solver says), and the outcome (for the command's exit code).
struct SolveAnswer {
  nlohmann::json json;
  Outcome outcome = Outcome::kNone;
};
Result<SolveAnswer> SolveJson(const PuzzleRecord& record, int64_t limit, Budget& budget);

// The same answer before it is JSON, for a front end that prints it otherwise (the command's
// line of text): the kind's count, and its first solution on one line as "solution" has it
// (`has_line` false where "solution" is null). SolveJson is AnswerJson of Solve.
struct Solution {
  kind::Solved solved;
  std::string line;
  bool has_line = false;
};
Result<Solution> Solve(const PuzzleRecord& record, int64_t limit, Budget& budget);
nlohmann::json AnswerJson(const PuzzleRecord& record, int64_t limit, const Solution& solution);

// `grade`: graded from the clues, never a stored label: {"kind", "game_id", "outcome", "level",
// "rating", "steps"? (when `steps`), ...what else the kind measures} (kind.h's `grade`); an
// error of code kInvalidInput for a kind without a grade (saying why), kBudget when grading
// stopped before it finished.
Result<nlohmann::json> GradeJson(const PuzzleRecord& record, bool steps, Budget& budget);

// `hint`: the next step from `state` (null: the game the puzzle came with, else its start),
// {"kind", "game_id", "technique", "text", "cells", ...} as HintGame gives it.
Result<nlohmann::json> HintJson(const PuzzleRecord& record, const nlohmann::json& state,
                                Budget& budget);

// `hint --state`: a game state from its JSON text, as the web app keeps it (an object).
Result<nlohmann::json> ParseState(const std::string& text);

// `levels KIND`: the kind's levels, easiest first (an error for a kind without levels).
Result<nlohmann::json> KindLevels(const std::string& kind);

// A puzzle given to a verb as text: a record as PuzzleJson writes it (a JSON object with its
// "kind" and "doc"), else a file's content or a game ID, read as ReadPuzzleText reads it with
// `options`.
Result<PuzzleRecord> ReadPuzzleArg(const std::string& text, const ReadOptions& options,
                                   Budget& budget);

// `convert --to FORMAT`: the record written as a format of its kind (ExportPuzzle), or as its
// game ID ("id") or seeded ID ("seed-id"), each without a line break.
Result<Download> WritePuzzle(const PuzzleRecord& record, const std::string& format);

// The text of a JSON answer as `--json` prints it, without the last line break: what the
// library's generic API returns.
std::string JsonText(const nlohmann::json& answer);

}  // namespace ps::app
