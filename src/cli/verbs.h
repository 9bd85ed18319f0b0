// The verbs every kind shares (make, solve, grade, hint, levels, convert, print), each written
// once over the registry of kinds and registered twice: as the shared verb (`make sudoku`,
// `solve FILE`) and under each spelling a kind's table lists (`sudoku generate`, `starbattle
// solve`), the same command with the kind fixed (kinds_cmd.cc). What the verbs share is here:
// reading puzzles from files, standard input, game IDs or text, and writing records.
//
//   verb_input.cc   the input options and reading every puzzle of every input; writing a file
//   verb_make.cc    make (and batches, cli/batch.h)
//   verb_answer.cc  solve, grade, hint, levels
//   verb_write.cc   convert, print
#pragma once

#include <CLI/CLI.hpp>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "app/puzzles.h"
#include "app/read_stream.h"
#include "app/registry.h"
#include "cli/common.h"
#include "core/budget.h"

namespace ps::cli {

// What a verb is registered with: the kind it is fixed to and the spelling it is registered as
// (both null for the shared verb).
struct VerbContext {
  const app::Kind* kind = nullptr;
  const app::Kind::Spelling* spelling = nullptr;
};

using AddVerb = void (*)(CLI::App* cmd, int& exit_code, const VerbContext& context);
void AddMakeVerb(CLI::App* cmd, int& exit_code, const VerbContext& context);
void AddSolveVerb(CLI::App* cmd, int& exit_code, const VerbContext& context);
void AddGradeVerb(CLI::App* cmd, int& exit_code, const VerbContext& context);
void AddHintVerb(CLI::App* cmd, int& exit_code, const VerbContext& context);
void AddLevelsVerb(CLI::App* cmd, int& exit_code, const VerbContext& context);
void AddConvertVerb(CLI::App* cmd, int& exit_code, const VerbContext& context);
void AddPrintVerb(CLI::App* cmd, int& exit_code, const VerbContext& context);

// The puzzles a command reads: files ('-' standard input), game IDs, or a puzzle's text given on
// the command line (an 81-character Sudoku line, a puzz.link URL, a record's JSON), each of which
// may hold many puzzles.
struct InputArgs {
  std::vector<std::string> inputs;
  std::string from = "auto";
  // The readers' import parameters (app::ImportParams()), by name: the text of an option (a
  // file's name for those in `files`), or a flag.
  std::map<std::string, std::string> params;
  std::map<std::string, bool> flags;
  std::set<std::string> files;
  std::string words;  // the word list a seeded fill-in ID makes from
  const app::Kind* kind = nullptr;
};

// INPUT... and the reading options (--from, --words, and one option per import parameter of the
// kinds' tables: --stars, --box, --diagonals, --word-list, --key, --strict, ...), with the old
// spellings of a kind's command kept hidden. A spelling with a
// `positional` takes one INPUT and that option as its second argument (`fillin solve LAYOUT
// WORDS`).
// `positional` false: the reading options alone (the command takes its INPUT itself).
void AddInputOptions(CLI::App* cmd, InputArgs& in, const VerbContext& context,
                     bool positional = true);

// The puzzles of one input, or why it could not be read.
struct InputPuzzles {
  std::string name;  // the file ("<stdin>"), or the ID or text as given
  Result<std::vector<app::PuzzleRecord>> records;
  // A file read a piece at a time (ReadInputs with `pieces`): `records` is empty until the first
  // stream->Next (app/read_stream.h).
  std::shared_ptr<app::PuzzleStream> stream = nullptr;
};
// Every input's puzzles; `clues_only` for solve and grade (kind.h's ImportOptions). Notes of the
// readers are said on stderr, one line each. With `pieces`, a file is opened as a stream for the
// caller to read (and say the notes of: SayNotes), so that a file of any size is answered.
std::vector<InputPuzzles> ReadInputs(const InputArgs& in, Budget& budget, bool clues_only,
                                     bool pieces = false);
// What the readers assumed or skipped in these puzzles of `name`, one line each on stderr.
void SayNotes(const std::string& name, const std::vector<app::PuzzleRecord>& records);

// Writes `body` to `path` ('-': standard output): kExitOk, or the failure said in one line with
// exit code 74 (the output could not be written).
int WriteTo(const std::string& path, const std::string& body);

// A progress line on a terminal for a command over many puzzles ("solve 120/10000 puzzles"),
// after the first second; Done() clears it.
class BulkProgress {
 public:
  static constexpr size_t kUnknown = static_cast<size_t>(-1);  // a total not known yet
  BulkProgress(const CommonOptions& common, std::string verb, size_t total);
  void Step(size_t done);
  void Done();

 private:
  bool shown_ = false, on_ = false;
  std::string verb_;
  size_t total_ = 0;
  double start_ = 0, last_ = 0;
};

// A step or hint's line for people: its text when that names the technique already, else
// "technique: text".
std::string StepLine(const nlohmann::json& step);

// The puzzle on one line: the kind's `line` format (Sudoku's 81 characters, Star Battle's URL),
// else its game ID.
std::string PuzzleLine(const app::PuzzleRecord& record);

// What a make or convert writes: --to (a format of the kind, "id", "seed-id", "json", "text",
// "svg", "pdf" or "html") and where (-o, or convert's OUT), with the print options.
struct OutputArgs {
  std::string to;  // "": from OUT's extension, else the verb's default
  std::string out = "-";
  std::string title, author, copyright;
  bool answers = true;  // a print of a made or converted puzzle carries its answers
  int per_page = 1;
  std::string blocks = "auto";
  render::Paper paper;
  // More files at once: {format, path} (--ipuz FILE, --pdf FILE, ...).
  std::vector<std::pair<std::string, std::string>> files;
  CommonOptions common;
};
// --to, -o, the file options (--ipuz FILE, --pdf FILE, ...), --title (unless the kind's table
// has a title of its own), --author, --copyright, --answers, --per-page, --paper.
// The file options are those of `kind`'s formats (every kind's when null).
void AddOutputOptions(CLI::App* cmd, OutputArgs& out, const std::string& default_to,
                      const app::Kind* kind, bool with_title = true);
// The text of `records` as `to` (a format, "id", "seed-id", "text" or a print), one after
// another; an error for a format a record's kind does not write.
Result<std::string> RecordsText(const std::vector<app::PuzzleRecord>& records,
                                const std::string& to, const OutputArgs& out);
// Writes the records as asked; the exit code.
int EmitRecords(std::vector<app::PuzzleRecord> records, const OutputArgs& out,
                const std::string& default_to);
// The format --to or OUT's extension names for a record of `kind` ("" when OUT tells none).
std::string FormatForOut(const app::Kind& kind, const std::string& out);

}  // namespace ps::cli
