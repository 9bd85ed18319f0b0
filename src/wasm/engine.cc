// The WebAssembly engine: the web app's puzzle requests without a server, one entry point of JSON
// in and JSON out, over the same app functions the server's routes call (app/puzzles.h,
// app/verbs.h), so that a puzzle made, read, drawn, checked or hinted here is the server's, byte
// for byte. Built by the `wasm` preset (`make web`) into engine.js and engine.wasm, which
// web/engine-worker.js runs in a Web Worker; web/static-api.js answers the app's API calls with
// it and keeps the library in IndexedDB (docs/design.md, "The web app without a server").
//
// ps_engine_call(request) takes {"verb", ...} and answers {"ok": answer} or {"error": {"code",
// "message"}} (code: invalid_input, no_solution, budget, io, internal). A puzzle crosses as the
// text of its record (app::PuzzleJson, as make, open and import answer it), so that nothing of it
// (a seed past 2^53) is rounded by JavaScript on the way; a verb that takes a record also takes
// "puzzle" instead, any text puzzlesmith::solve() reads (a file's content, a game ID). Verbs:
//   kinds                          {"kinds": [...]}: GET /api/kinds
//   levels                         GET /api/levels
//   check_make {kind, params}      a make request checked without making anything
//   make {kind, params, seconds}   the puzzle (record, writes, losses), progress as it goes
//   seed_request {id}              {"kind", "params"} of a seeded game ID, or null for an ID
//                                  that carries its puzzle; an error for one that is neither
//   open {id, seconds}             the puzzle of a game ID that carries it
//   import {request, seconds}      [puzzle, ...] of POST /api/import's body, notes on the first
//   board {record, answers}        GET /api/puzzles/ID/board
//   check {record, state}          POST .../check
//   hint {record, state, seconds}  POST .../hint
//   answer {record}                the game state of its stored answer
//   solve {record, limit, seconds} its solutions counted to `limit` (`puzzlesmith solve --json`)
//   export {record, format}        {"body" (base64url), "content_type", "filename", "losses"}
//   print {record, answers, paper} the print as SVG {"body", "content_type", "filename"} and
//                                  its "pages" (an <svg> a sheet) and "paper" {width, height}
//   fill_candidates {request}      POST /api/fill/candidates's answer to its body `request`,
//                                  over the word list its "lists" names
//   fill_entries {request}         POST /api/fill/entries's answer to its body `request`
//   builtin_list                   {"name", "entries"} of the built-in word list
//   wordlist_read {text}           an own word list read as POST /api/wordlists reads it:
//                                  {"text" (as stored), "entries", "skipped", "notes"}
// The word list a request names by "lists" (make's, fill_candidates' and fill_entries' request):
// "builtin" is the built-in list, and an own list N is the file /words/list-N.txt (its stored
// text), which the worker writes from IndexedDB before the call; lists read and merged are kept
// (app/wordlists.h). Progress of a make reaches JavaScript through ps_progress (the worker posts it
// on).
#include <emscripten/em_js.h>
#include <emscripten/emscripten.h>

#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "app/fill_candidates.h"
#include "app/io.h"
#include "app/puzzles.h"
#include "app/verbs.h"
#include "app/wordlists.h"
#include "core/budget.h"
#include "core/result.h"
#include "crossword/excluded.h"
#include "kind/common.h"
#include "render/paper.h"

namespace ps::wasm {
namespace {

using nlohmann::json;

// clang-format off
EM_JS(void, ps_progress, (const char* text), {
  if (globalThis.psProgress) globalThis.psProgress(UTF8ToString(text));
});
// clang-format on

std::string Text(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

const char* CodeName(ErrorCode code) {
  switch (code) {
    case ErrorCode::kInvalidInput:
      return "invalid_input";
    case ErrorCode::kNoSolution:
      return "no_solution";
    case ErrorCode::kBudget:
      return "budget";
    case ErrorCode::kIo:
      return "io";
    case ErrorCode::kInternal:
      break;
  }
  return "internal";
}

json ErrorJson(const Error& e) {
  return {{"error", {{"code", CodeName(e.code)}, {"message", e.ToString()}}}};
}

// A request's seconds, as the server bounds them: 30 by default, at most 120.
Budget BudgetOf(const json& request) {
  double seconds = 30;
  if (request.contains("seconds") && request["seconds"].is_number()) {
    seconds = request["seconds"].get<double>();
  }
  if (!(seconds > 0)) seconds = 30;
  return Budget::Seconds(std::min(seconds, 120.0));
}

// The record a request carries as text ("record"), or the puzzle of its "puzzle": a file's
// content, a game ID or a record, as the library's generic API reads a PUZZLE argument.
Result<app::PuzzleRecord> RecordOf(const json& request) {
  if (request.contains("puzzle") && request["puzzle"].is_string()) {
    Budget budget = BudgetOf(request);
    return app::ReadPuzzleArg(request["puzzle"].get<std::string>(), app::ReadOptions{}, budget);
  }
  if (!request.contains("record") || !request["record"].is_string()) {
    return InvalidInput("'record' is missing: the puzzle's record as make answered it");
  }
  json record = json::parse(request["record"].get<std::string>(), nullptr, false);
  if (record.is_discarded()) return InvalidInput("'record' is not JSON");
  return app::RecordFromJson(record);
}

std::string StringOf(const json& request, const char* name) {
  return request.contains(name) && request[name].is_string() ? request[name].get<std::string>()
                                                             : std::string();
}

// A made, opened or imported puzzle as the library keeps it: the record's text (what later
// requests give back), and what the web app shows of it at once.
json Puzzle(const app::PuzzleRecord& r) {
  json out = {{"record", Text(app::PuzzleJson(r))},
              {"writes", app::WritesFor(r)},
              {"losses", app::LossesFor(r)}};
  if (!r.notes.empty()) out["notes"] = r.notes;
  return out;
}

// The built-in word list (the file the worker wrote; crossword/common_words_file.cc), read once.
Result<std::shared_ptr<const crossword::Dictionary>> Builtin() {
  static std::shared_ptr<const crossword::Dictionary> dictionary;
  if (!dictionary) {
    PS_TRY(d, app::LoadDictionary("", false));
    dictionary = std::make_shared<const crossword::Dictionary>(std::move(d));
  }
  return dictionary;
}

// The word list `request`'s "lists" names: the built-in list, own lists (/words/list-N.txt), or
// several merged in order.
Result<std::shared_ptr<const crossword::Dictionary>> Words(const json& request) {
  static app::WordListCache cache;
  PS_TRY(refs, app::ListRefs(request));
  return cache.Get(refs, [](int64_t id) -> Result<std::shared_ptr<const crossword::Dictionary>> {
    if (id == 0) return Builtin();
    Result<std::string> text = app::ReadInput("/words/list-" + std::to_string(id) + ".txt");
    if (!text.ok()) {
      return InvalidInput("'lists': this browser has no word list " + std::to_string(id) +
                          " (deleted?): choose another list");
    }
    PS_TRY(d, app::ReadStoredWordList(*text));
    return std::make_shared<const crossword::Dictionary>(std::move(d));
  });
}

ProgressFn Reporter() {
  return [](const Progress& p) {
    ps_progress(Text({{"phase", std::string(p.phase)},
                      {"nodes", p.nodes},
                      {"found", p.found},
                      {"fraction", p.fraction}})
                    .c_str());
  };
}

Result<json> Make(const json& request) {
  const std::string kind = StringOf(request, "kind");
  const json params = request.value("params", json::object());
  if (!params.is_object()) return InvalidInput("'params' must be an object");
  if (Status s = app::CheckMakeRequest(kind, params); !s.ok()) return s.error();
  Budget budget = BudgetOf(request);
  app::MakeContext ctx{budget, Reporter(), nullptr};
  std::shared_ptr<const crossword::Dictionary> words;
  if (app::NeedsDictionary(kind)) {
    PS_TRY(d, Words(request));
    words = std::move(d);
    ctx.dictionary = words.get();
  }
  PS_TRY(r, app::MakePuzzle(kind, params, ctx));
  return Puzzle(r);
}

Result<json> SeedRequest(const json& request) {
  const std::string id = StringOf(request, "id");
  if (Status s = app::CheckGameId(id); !s.ok()) return s.error();
  if (!app::IsSeedId(id)) return json(nullptr);
  PS_TRY(made, app::SeedIdRequest(id));
  return json{{"kind", made.first}, {"params", made.second}};
}

Result<json> Open(const json& request) {
  const std::string id = StringOf(request, "id");
  if (Status s = app::CheckGameId(id); !s.ok()) return s.error();
  Budget budget = BudgetOf(request);
  app::MakeContext ctx{budget, Reporter(), nullptr};
  PS_TRY(r, app::OpenGameId(id, ctx));
  return Puzzle(r);
}

Result<json> Import(const json& request) {
  const json body = request.value("request", json::object());
  Budget budget = BudgetOf(request);
  PS_TRY(records, app::ImportPuzzles(body, budget));
  json out = json::array();
  for (const app::PuzzleRecord& r : records) out.push_back(Puzzle(r));
  return out;
}

Result<json> Export(const json& request) {
  PS_TRY(r, RecordOf(request));
  PS_TRY(d, app::ExportPuzzle(r, StringOf(request, "format")));
  return json{{"body", kind::Base64UrlEncode(d.body)},
              {"content_type", d.content_type},
              {"filename", d.filename},
              {"losses", d.losses}};
}

Result<json> Print(const json& request) {
  PS_TRY(r, RecordOf(request));
  const std::string paper_name = StringOf(request, "paper");
  std::optional<render::Paper> paper = render::PaperNamed(paper_name.empty() ? "a4" : paper_name);
  if (!paper) return InvalidInput("'paper' must be a4 or letter");
  const bool answers = request.value("answers", false);
  PS_TRY(d, app::PrintPuzzle(r, "svg", answers, *paper));
  PS_TRY(pages, app::PrintPages(r, answers, *paper));
  return json{{"body", d.body},
              {"content_type", d.content_type},
              {"filename", d.filename},
              {"pages", pages},
              {"paper", {{"width", paper->width}, {"height", paper->height}}}};
}

Result<json> Call(const json& request) {
  const std::string verb = StringOf(request, "verb");
  if (verb == "kinds") return json{{"kinds", app::KindsJson()}};
  if (verb == "levels") return app::LevelsJson();
  if (verb == "check_make") {
    const json params = request.value("params", json::object());
    if (!params.is_object()) return InvalidInput("'params' must be an object");
    if (Status s = app::CheckMakeRequest(StringOf(request, "kind"), params); !s.ok()) {
      return s.error();
    }
    return json(true);
  }
  if (verb == "make") return Make(request);
  if (verb == "seed_request") return SeedRequest(request);
  if (verb == "open") return Open(request);
  if (verb == "import") return Import(request);
  if (verb == "export") return Export(request);
  if (verb == "print") return Print(request);
  if (verb == "fill_candidates") {
    const json body = request.value("request", json::object());
    PS_TRY(d, Words(body));
    Budget budget = Budget::Seconds(app::CandidateSeconds(body));
    return app::FillCandidatesJson(body, d, budget);
  }
  if (verb == "fill_entries") {
    const json body = request.value("request", json::object());
    PS_TRY(d, Words(body));
    return app::FillEntriesJson(body, d);
  }
  if (verb == "builtin_list") {
    PS_TRY(d, Builtin());
    return json{{"name", crossword::kCommonWordsName}, {"entries", d->words.size()}};
  }
  if (verb == "wordlist_read") {
    PS_TRY(read, app::ReadOwnWordList(StringOf(request, "text"), false));
    return json{{"text", std::move(read.text)},
                {"entries", read.dict.words.size()},
                {"skipped", read.skipped},
                {"notes", read.notes}};
  }
  PS_TRY(r, RecordOf(request));
  const json state = request.value("state", json());
  if (verb == "board") return app::DrawBoard(r, request.value("answers", false));
  if (verb == "check") return app::CheckGame(r, state);
  if (verb == "hint") {
    Budget budget = BudgetOf(request);
    return app::HintGame(r, state, budget);
  }
  if (verb == "answer") return app::AnswerGame(r);
  if (verb == "solve") {
    Budget budget = BudgetOf(request);
    PS_TRY(solved, app::SolveJson(r, request.value("limit", int64_t{2}), budget));
    return std::move(solved.json);
  }
  return InvalidInput("unknown verb '" + verb + "'");
}

json Answer(const char* text) {
  try {
    json request = json::parse(text, nullptr, false);
    if (!request.is_object()) return ErrorJson(InvalidInput("a request is a JSON object"));
    Result<json> answer = Call(request);
    if (!answer.ok()) return ErrorJson(answer.error());
    return {{"ok", std::move(*answer)}};
  } catch (const std::exception& e) {
    return ErrorJson(MakeError(ErrorCode::kInternal, std::string("internal error: ") + e.what()));
  }
}

}  // namespace
}  // namespace ps::wasm

// The entry point: the answer's text in memory of malloc's, for ps_engine_free.
extern "C" EMSCRIPTEN_KEEPALIVE char* ps_engine_call(const char* request) {
  const std::string text = ps::wasm::Text(ps::wasm::Answer(request));
  char* out = static_cast<char*>(std::malloc(text.size() + 1));
  std::memcpy(out, text.c_str(), text.size() + 1);
  return out;
}

extern "C" EMSCRIPTEN_KEEPALIVE void ps_engine_free(char* answer) { std::free(answer); }
