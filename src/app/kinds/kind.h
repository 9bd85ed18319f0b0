// The contract of a puzzle kind in the app layer: one table of functions per kind, walked by the
// API (app/puzzles.h) instead of a ladder of `kind == "..."` tests. The kinds themselves (solvers,
// generators, formats, drawing) live in their own libraries; a Kind adapts one to the JSON the
// web app and the API speak: its document, what it makes, reads, writes, draws, checks and hints.
//
// Adding a kind: a file in app/kinds/ that defines its `const Kind`, one line in registry.cc.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "app/puzzles.h"
#include "render/canvas.h"

namespace ps::app {

// A print: draws every page of a puzzle on a canvas (the same routine for SVG and PDF).
using Drawing = std::function<void(render::Canvas&)>;

// One parameter of a maker: the API checks requests against it and fills in its default, and the
// web app builds its form from it (GET /api/kinds), so that the two cannot disagree.
struct Param {
  enum class Type {
    kInt,     // a whole number from lo to hi (or one of `choices`, written as numbers)
    kBool,    // true or false
    kChoice,  // one of `choices`
    kLevel,   // "any" or one of the kind's level names
    kText,    // a string of at most hi characters
    kSeed,    // a whole number from 0 up; absent: one from the clock
  };
  std::string_view name;
  std::string_view label;  // for a form
  Type type = Type::kInt;
  nlohmann::json def;  // the default (null for the seed)
  int lo = 0, hi = 0;
  std::vector<std::string_view> choices;
};

struct ImportOptions {
  std::string title;  // empty: the file's own title, else one made from the puzzle
  int stars = 1;      // Star Battle zone files: stars per row, column and zone
};

struct Kind {
  std::string_view name;   // in records, the API and the web app: "sudoku"
  std::string_view label;  // for people: "Sudoku"
  std::vector<std::string_view> aliases;
  // The web app's module that plays its puzzles: web/<player>.js, whose `game` export makes the
  // game (see web/play.js); empty for a maker whose puzzles are of another kind.
  std::string_view player;
  // Makes a puzzle from parameters checked and completed against `params` (null: not made here).
  Result<PuzzleRecord> (*make)(const nlohmann::json& params, MakeContext& ctx) = nullptr;
  std::vector<Param> params;
  // Cheap checks of checked parameters beyond the table (a word list that parses, a pattern with
  // entries), so that a request gets its 400 before any work starts (null: the table is all).
  Status (*validate)(const nlohmann::json& params) = nullptr;
  // The import formats it reads (DetectFormat's names) and the reader.
  std::vector<std::string_view> reads;
  Result<PuzzleRecord> (*read)(const std::string& text, const std::string& format,
                               const ImportOptions& options, Budget& budget) = nullptr;
  // What a stored puzzle of this kind does; null for a maker whose puzzles are of another kind.
  // `write` gives the body, content type and the file name's extension.
  std::vector<std::string_view> writes;
  Result<Download> (*write)(const PuzzleRecord& record, const std::string& format) = nullptr;
  Result<Drawing> (*draw)(const PuzzleRecord& record, bool answers) = nullptr;
  Result<nlohmann::json> (*check)(const PuzzleRecord& record,
                                  const nlohmann::json& state) = nullptr;
  Result<nlohmann::json> (*hint)(const PuzzleRecord& record, const nlohmann::json& state,
                                 Budget& budget) = nullptr;
  // Its levels, easiest first: [{"name", "techniques", "web"?, "note"?}] (null: no levels).
  nlohmann::json (*levels)() = nullptr;
  // Game IDs (game_id.cc): the part after "<name>/" that carries a puzzle, "<params>:<desc>", and
  // the puzzle back from those two parts (solved and graded as an import is). Null: no IDs.
  Result<std::string> (*write_id)(const PuzzleRecord& record) = nullptr;
  Result<PuzzleRecord> (*read_id)(std::string_view params, std::string_view desc,
                                  Budget& budget) = nullptr;
  // Making it draws words from the server's dictionary (MakeContext::dictionary).
  bool needs_dictionary = false;
};

// `request` checked against the kind's parameter table: every parameter present (its default when
// absent), of its type and range; unknown names refused. The seed is drawn when absent.
Result<nlohmann::json> CheckParams(const Kind& kind, const nlohmann::json& request);
// The table as JSON for GET /api/kinds.
nlohmann::json ParamsJson(const Kind& kind);

// Every kind, in menu order: the only list of kinds.
const std::vector<const Kind*>& Kinds();
// By name or alias; null when there is none.
const Kind* FindKind(std::string_view name);

}  // namespace ps::app
