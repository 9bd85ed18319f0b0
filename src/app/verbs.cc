// The verbs every kind shares; see verbs.h.
#include "app/verbs.h"

#include <fmt/format.h>

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

Result<PuzzleRecord> ReadPuzzleText(const std::string& text, const ReadOptions& options,
                                    Budget& budget) {
  if (std::string t = Trimmed(text); t.find('\n') == std::string::npos && IsGameId(t)) {
    return OpenGameIdWithWords(t, budget, options.words, options.allow_excluded);
  }
  json request = options.params.is_object() ? options.params : json::object();
  request["text"] = text;
  request["format"] = options.from;
  return ImportPuzzle(request, budget);
}

Result<PuzzleRecord> RecordFromJson(const json& puzzle) {
  if (!puzzle.is_object() || !puzzle.contains("kind") || !puzzle["kind"].is_string() ||
      !puzzle.contains("doc")) {
    return InvalidInput(
        "not a puzzle: give a puzzle as make or read return it (with its kind and doc), a file's "
        "text or a game ID");
  }
  PuzzleRecord r;
  r.kind = puzzle["kind"].get<std::string>();
  const Kind* kind = FindKind(r.kind);
  if (kind == nullptr) return InvalidInput(fmt::format("unknown kind '{}'", r.kind));
  r.kind = std::string(kind->name);
  r.title = puzzle.value("title", "");
  r.level = puzzle.value("level", "");
  if (puzzle.contains("params") && puzzle["params"].is_object()) r.params = puzzle["params"];
  if (puzzle.contains("seed")) {
    const json& s = puzzle["seed"];
    if (s.is_number_unsigned()) r.seed = s.get<uint64_t>();
    if (s.is_number_integer() && s.get<int64_t>() >= 0)
      r.seed = static_cast<uint64_t>(s.get<int64_t>());
  }
  r.doc = puzzle["doc"];
  r.game_id = puzzle.value("game_id", "");
  r.seed_id = puzzle.value("seed_id", "");
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

Result<SolveAnswer> SolveJson(const PuzzleRecord& record, int64_t limit, Budget& budget) {
  const Kind* kind = FindKind(record.kind);
  if (kind == nullptr || kind->solve == nullptr) {
    return InvalidInput(
        fmt::format("a {} is not solved by a program (its answer comes with it): use `puzzlesmith "
                    "convert` or `print --answers` to see it",
                    record.kind));
  }
  PS_TRY(solved, kind->solve(record, limit, budget));
  SolveAnswer out;
  out.outcome = solved.outcome;
  out.json = json{{"kind", record.kind},
                  {"outcome", std::string(ToString(solved.outcome))},
                  {"count", solved.count},
                  {"limit", limit},
                  {"state", solved.state}};
  return out;
}

Result<json> GradeJson(const PuzzleRecord& record) {
  if (record.level.empty()) {
    return MakeError(ErrorCode::kBudget,
                     "grading stopped before it finished: give more --time-limit");
  }
  return json{{"kind", record.kind}, {"level", record.level}};
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
      return InvalidInput(format == "id"
                              ? fmt::format("a {} has no game ID", record.kind)
                              : std::string("this puzzle has no seeded ID (only puzzles made from "
                                            "parameters and a seed have one); write its id"));
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
