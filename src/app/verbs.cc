// The verbs every kind shares; see verbs.h.
#include "app/verbs.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "app/registry.h"
#include "kind/common.h"

namespace ps::app {

using nlohmann::json;

namespace {

// `s` without the spaces and line breaks around it.
std::string Trimmed(const std::string& s) {
  const size_t a = s.find_first_not_of(" \t\r\n"), b = s.find_last_not_of(" \t\r\n");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

}  // namespace

namespace {

// The import request of a text: the readers' parameters by name, with what the command line adds
// (the kind read first, the clues alone, the file's name for what it tells and never as a title).
json ImportRequest(const std::string& text, const ReadOptions& options) {
  json request = options.params.is_object() ? options.params : json::object();
  request["text"] = text;
  request["format"] = options.from;
  request["kind"] = options.kind;
  request["clues_only"] = options.clues_only;
  request["name"] = options.file_name;
  request["title_from_name"] = false;
  if (options.first_line != 1) request["first_line"] = options.first_line;
  if (options.piece) request["piece"] = true;
  return request;
}

// A line that is a puzzle record (`make --json`, a batch's line): an object with "kind" and "doc".
bool IsRecordJson(const json& j) {
  return j.is_object() && j.contains("kind") && j.contains("doc");
}

// The record of a puzzle record's JSON, with its IDs set.
Result<PuzzleRecord> FromRecordJson(const json& j) {
  PS_TRY(r, RecordFromJson(j));
  SetIds(r);
  return r;
}

}  // namespace

bool IsPuzzleLine(const std::string& line) {
  if (!line.empty() && line[0] == '{') return IsRecordJson(json::parse(line, nullptr, false));
  return IsGameId(line);
}

Result<PuzzleRecord> ReadPuzzleText(const std::string& text, const ReadOptions& options,
                                    Budget& budget) {
  if (std::string t = Trimmed(text); t.find('\n') == std::string::npos && IsGameId(t)) {
    return OpenGameIdWithWords(t, budget, options.words, options.allow_excluded);
  }
  if (const std::string t = Trimmed(text); !t.empty() && t[0] == '{') {
    const json j = json::parse(t, nullptr, false);
    if (IsRecordJson(j)) return FromRecordJson(j);
  }
  return ImportPuzzle(ImportRequest(text, options), budget);
}

Result<std::vector<PuzzleRecord>> ReadPuzzleTexts(const std::string& text,
                                                  const ReadOptions& options, Budget& budget) {
  // Game IDs and puzzle records, one a line (what `make` and `make --json --count` print).
  std::vector<std::string> lines;
  bool every = true;
  for (size_t at = 0; at < text.size();) {
    const size_t end = std::min(text.find('\n', at), text.size());
    const std::string line = Trimmed(text.substr(at, end - at));
    at = end + 1;
    if (line.empty()) continue;
    if (!IsPuzzleLine(line)) {
      every = false;
      break;
    }
    lines.push_back(line);
  }
  if (every && !lines.empty()) {
    std::vector<PuzzleRecord> out;
    for (const std::string& line : lines) {
      if (line[0] == '{') {
        PS_TRY(r, FromRecordJson(json::parse(line)));
        out.push_back(std::move(r));
      } else {
        PS_TRY(r, OpenGameIdWithWords(line, budget, options.words, options.allow_excluded));
        out.push_back(std::move(r));
      }
    }
    return out;
  }
  if (const std::string t = Trimmed(text); !t.empty() && t[0] == '{') {
    const json j = json::parse(t, nullptr, false);
    if (IsRecordJson(j)) {
      PS_TRY(r, FromRecordJson(j));
      return std::vector<PuzzleRecord>{std::move(r)};
    }
  }
  return ImportPuzzles(ImportRequest(text, options), budget);
}

Result<PuzzleRecord> RecordFromJson(const json& puzzle) {
  if (!puzzle.is_object() || !puzzle.contains("kind") || !puzzle["kind"].is_string() ||
      !puzzle.contains("doc")) {
    return InvalidInput(
        "not a puzzle: give a puzzle as make or read return it (with its kind and doc), a file's "
        "text or a game ID");
  }
  // (Text fields of another type are refused here, with their name, rather than deep inside.)
  for (const char* field : {"title", "level", "game_id", "seed_id"}) {
    if (puzzle.contains(field) && !puzzle[field].is_string() && !puzzle[field].is_null()) {
      return InvalidInput(fmt::format(
          "a puzzle record's \"{}\" is {}, not text: write the record as make --json does", field,
          puzzle[field].type_name()));
    }
  }
  if (!puzzle["doc"].is_object()) {
    return InvalidInput(fmt::format(
        "a puzzle record's \"doc\" is {}, not an object: write the record as make --json does",
        puzzle["doc"].type_name()));
  }
  PuzzleRecord r;
  r.kind = puzzle["kind"].get<std::string>();
  const Kind* kind = FindKind(r.kind);
  if (kind == nullptr) return InvalidInput(fmt::format("unknown kind '{}'", r.kind));
  r.kind = std::string(kind->name);
  auto text = [&](const char* field) {
    return puzzle.contains(field) && puzzle[field].is_string() ? puzzle[field].get<std::string>()
                                                               : std::string();
  };
  r.title = text("title");
  r.level = text("level");
  if (puzzle.contains("params") && puzzle["params"].is_object()) r.params = puzzle["params"];
  if (puzzle.contains("seed")) {
    const json& s = puzzle["seed"];
    if (s.is_number_unsigned()) r.seed = s.get<uint64_t>();
    if (s.is_number_integer() && s.get<int64_t>() >= 0)
      r.seed = static_cast<uint64_t>(s.get<int64_t>());
  }
  r.doc = puzzle["doc"];
  r.game_id = text("game_id");
  r.seed_id = text("seed_id");
  return r;
}

Result<PuzzleRecord> MakeKind(const std::string& kind, const json& params, Budget& budget,
                              const ProgressFn& progress, const std::string& words,
                              bool allow_excluded) {
  if (Status s = CheckMakeRequest(kind, params); !s.ok()) return s.error();
  std::optional<crossword::Dictionary> dict;
  MakeContext ctx{budget, progress, nullptr};
  if (NeedsDictionary(kind)) {
    PS_TRY(d, LoadDictionary(words, allow_excluded));
    dict = std::move(d);
    ctx.dictionary = &*dict;
  }
  return MakePuzzle(kind, params, ctx);
}

Result<Solution> Solve(const PuzzleRecord& record, int64_t limit, Budget& budget) {
  const Kind* kind = FindKind(record.kind);
  if (kind == nullptr || kind->solve == nullptr) {
    return InvalidInput(
        fmt::format("a {} is not solved by a program (its answer comes with it): use `puzzlesmith "
                    "convert` or `print --answers` to see it",
                    record.kind));
  }
  PS_TRY(solved, kind->solve(record, limit, budget));
  Solution out;
  out.has_line = kind->state_text != nullptr && !solved.state.is_null();
  if (out.has_line) out.line = kind->state_text(record, solved.state, false);
  out.solved = std::move(solved);
  return out;
}

json AnswerJson(const PuzzleRecord& record, int64_t limit, const Solution& solution) {
  const kind::Solved& solved = solution.solved;
  json out{{"kind", record.kind},
           {"game_id", record.game_id},
           {"outcome", std::string(ToString(solved.outcome))},
           {"count", solved.count},
           {"limit", limit},
           {"state", solved.state},
           {"solution", solution.has_line ? json(solution.line) : json(nullptr)}};
  if (!solved.explanation.empty()) out["explanation"] = solved.explanation;
  return out;
}

Result<SolveAnswer> SolveJson(const PuzzleRecord& record, int64_t limit, Budget& budget) {
  PS_TRY(solution, Solve(record, limit, budget));
  return SolveAnswer{AnswerJson(record, limit, solution), solution.solved.outcome};
}

Result<json> GradeJson(const PuzzleRecord& record, bool steps, Budget& budget) {
  const Kind* kind = FindKind(record.kind);
  if (kind == nullptr) return InvalidInput(fmt::format("unknown kind '{}'", record.kind));
  if (kind->grade == nullptr) {
    return InvalidInput(kind->no_grade.empty() ? fmt::format("a {} has no grade", record.kind)
                                               : std::string(kind->no_grade));
  }
  PS_TRY(graded, kind->grade(record, steps, budget));
  json out{{"kind", record.kind}, {"game_id", record.game_id}};
  out.update(graded);
  return out;
}

Result<json> HintJson(const PuzzleRecord& record, const json& state, Budget& budget) {
  PS_TRY(hint, HintGame(record, state.is_null() ? record.game : state, budget));
  json out{{"kind", record.kind}, {"game_id", record.game_id}};
  out.update(hint);
  return out;
}

Result<json> ParseState(const std::string& text) {
  json state = json::parse(text, nullptr, false);
  if (!state.is_object()) {
    return InvalidInput(
        "--state: not a JSON object (give a file or text such as {\"values\": \"...\"})");
  }
  return state;
}

Result<json> KindLevels(const std::string& name) {
  const Kind* kind = FindKind(name);
  if (kind == nullptr) {
    std::vector<std::string_view> names;
    for (const Kind* k : Kinds()) names.push_back(k->name);
    return InvalidInput(fmt::format("unknown kind '{}': use {}", name, kind::OneOf(names)));
  }
  if (kind->levels == nullptr) return InvalidInput(fmt::format("{} has no levels", kind->name));
  return kind->levels();
}

Result<PuzzleRecord> ReadPuzzleArg(const std::string& text, const ReadOptions& options,
                                   Budget& budget) {
  if (const size_t first = text.find_first_not_of(" \t\r\n");
      first != std::string::npos && text[first] == '{') {
    json record = json::parse(text, nullptr, false);
    if (record.is_object() && record.contains("kind") && record.contains("doc")) {
      return RecordFromJson(record);
    }
  }
  return ReadPuzzleText(text, options, budget);
}

Result<Download> WritePuzzle(const PuzzleRecord& record, const std::string& format) {
  if (format == "id" || format == "seed-id") {
    const std::string& id = format == "id" ? record.game_id : record.seed_id;
    if (id.empty()) {
      return InvalidInput(
          format == "id"
              ? fmt::format("a {} has no game ID", record.kind)
              : std::string("this puzzle has no seeded ID (only puzzles made from "
                            "parameters and a seed have one); write its game ID (id) instead"));
    }
    Download d;
    d.body = id;
    d.content_type = "text/plain; charset=utf-8";
    return d;
  }
  return ExportPuzzle(record, format);
}

std::string JsonText(const json& answer) { return answer.dump(2); }

}  // namespace ps::app
