// The test's kind's table (kind/kind.h): Latin squares (quasigroup.h) made, read, written, drawn,
// checked, hinted, solved and carried by game IDs, as a real kind's table does it.
#include "kind/kind.h"

#include <fmt/format.h>

#include <bit>
#include <string>

#include "core/outcome.h"
#include "kind/common.h"
#include "quasigroup/quasigroup.h"

namespace ps::quasigroup {
namespace {

using namespace ps::kind;
using nlohmann::json;

json Doc(const Square& puzzle, const Square& solution) {
  return {{"size", puzzle.n}, {"givens", Cells(puzzle)}, {"solution", Cells(solution)}};
}

struct Stored {
  Square puzzle, solution;
};
Result<Stored> FromDoc(const json& doc) {
  if (!doc.is_object() || !doc.contains("size") || !doc["size"].is_number_integer()) {
    return InvalidInput("stored quasigroup square: no size");
  }
  PS_TRY(puzzle, FromCells(doc["size"].get<int>(), doc.value("givens", "")));
  PS_TRY(solution, FromCells(doc["size"].get<int>(), doc.value("solution", "")));
  return Stored{puzzle, solution};
}

PuzzleRecord Record(const Square& puzzle, const Square& solution, int level) {
  PuzzleRecord r;
  r.kind = "quasigroup";
  r.level = kLevels[level];
  r.title = fmt::format("Latin square {}x{} {}", puzzle.n, puzzle.n, r.level);
  r.doc = Doc(puzzle, solution);
  return r;
}

Result<PuzzleRecord> Make(const json& p, MakeContext& ctx) {
  const std::string level = p["level"];
  const int wanted = level == "any" ? -1 : level == "easy" ? 0 : 1;
  Rng rng(p["seed"].get<uint64_t>());
  PS_TRY(made, Generate(p["size"].get<int>(), wanted, rng, ctx.budget));
  PuzzleRecord r = Record(made.puzzle, made.solution, made.level);
  r.seed = p["seed"].get<uint64_t>();
  r.params = {{"size", p["size"]}, {"level", level}};
  return r;
}

// A square read from a file or an ID: solved (one solution) and graded.
Result<PuzzleRecord> Imported(const Square& puzzle, const std::string& title, Budget& budget) {
  const Count count = CountSolutions(puzzle, 2, budget);
  if (!count.complete) return MakeError(ErrorCode::kBudget, "stopped before it was solved");
  if (count.count != 1) {
    return MakeError(ErrorCode::kNoSolution, count.count == 0
                                                 ? "this Latin square has no solution"
                                                 : "this Latin square has more than one solution");
  }
  PuzzleRecord r = Record(puzzle, Square{puzzle.n, count.first}, SolvedBySingles(puzzle) ? 0 : 1);
  if (!title.empty()) r.title = title;
  r.params = {{"imported", "quasigroup"}};
  return r;
}

Detection Detect(const Sniff& text) {
  if (text.start.rfind("quasigroup ", 0) == 0) return {"quasigroup", Detection::kHeader};
  return {};
}

Result<PuzzleRecord> Read(const std::string& text, const std::string& /*format*/,
                          const ImportOptions& o, Budget& budget) {
  PS_TRY(square, ParseText(text.substr(text.find_first_not_of(" \t\r\n"))));
  if (o.params.value("transpose", false)) {  // its import parameter, checked by its table
    const Square rows = square;
    for (int i = 0; i < square.n * square.n; ++i) {
      square.cells[static_cast<size_t>(i)] =
          rows.cells[static_cast<size_t>(i % square.n * square.n + i / square.n)];
    }
  }
  return Imported(square, ImportTitle(o.title, "", o.file_name), budget);
}

Result<Download> Write(const PuzzleRecord& r, const std::string& format) {
  PS_TRY(s, FromDoc(r.doc));
  if (format != "quasigroup") return InvalidInput("a Latin square is written as quasigroup");
  Download d;
  d.body = FormatText(s.puzzle);
  d.content_type = "text/plain; charset=utf-8";
  d.filename = ".quasigroup.txt";
  return d;
}

// The grid and its values; the answers in grey where the puzzle has none.
void DrawSquare(const Stored& s, bool answers, double x0, double y0, double cell,
                render::Canvas& c) {
  const int n = s.puzzle.n;
  for (int i = 0; i <= n; ++i) {
    const double w = i == 0 || i == n ? 2 : 0.75;
    c.Line(x0 + i * cell, y0, x0 + i * cell, y0 + n * cell, render::Color::Black(), w);
    c.Line(x0, y0 + i * cell, x0 + n * cell, y0 + i * cell, render::Color::Black(), w);
  }
  for (int i = 0; i < n * n; ++i) {
    const int given = s.puzzle.cells[static_cast<size_t>(i)];
    const int v = given != 0 ? given : answers ? s.solution.cells[static_cast<size_t>(i)] : 0;
    if (v == 0) continue;
    c.Text(x0 + (i % n + 0.5) * cell, y0 + (i / n + 0.7) * cell, std::to_string(v), cell * 0.6,
           render::Anchor::kMiddle, given != 0,
           given != 0 ? render::Color::Black() : render::Color::Gray(110));
  }
}

Result<Drawing> Draw(const PuzzleRecord& r, const PrintRequest& request) {
  PS_TRY(s, FromDoc(r.doc));
  return Drawing([s, r, request](render::Canvas& c) {
    const double cell = 40, side = s.puzzle.n * cell;
    for (bool answers : {false, true}) {
      if (answers && !request.answers) break;
      c.Begin(request.paper.width, request.paper.height);
      c.Text(request.paper.width / 2, 60, r.title + (answers ? " (answers)" : ""), 18,
             render::Anchor::kMiddle, true, render::Color::Black());
      DrawSquare(s, answers, (request.paper.width - side) / 2, 100, cell, c);
      c.End();
    }
  });
}

Result<Board> DrawBoard(const PuzzleRecord& r, bool answers) {
  PS_TRY(s, FromDoc(r.doc));
  Board b;
  b.cols = b.rows = s.puzzle.n;
  b.cell = 32;
  b.margin = 4;
  const double side = b.cols * b.cell + 2 * b.margin;
  b.draw = [s, answers, side](render::Canvas& c) {
    c.Begin(side, side);
    DrawSquare(s, answers, 4, 4, 32, c);
    c.End();
  };
  return b;
}

json Start(const PuzzleRecord& r) { return json{{"values", r.doc.value("givens", "")}}; }
json Answer(const PuzzleRecord& r) { return json{{"values", r.doc.value("solution", "")}}; }

// The player's values over the givens.
Result<Square> Values(const json& state, const Stored& s) {
  if (!state.contains("values") || !state["values"].is_string()) {
    return InvalidInput("'values' must be a string of the square's values ('.' empty)");
  }
  PS_TRY(values, FromCells(s.puzzle.n, state["values"].get<std::string>()));
  for (size_t i = 0; i < values.cells.size(); ++i) {
    if (s.puzzle.cells[i] != 0) values.cells[i] = s.puzzle.cells[i];
  }
  return values;
}

json Wrong(const Square& values, const Stored& s) {
  json wrong = json::array();
  for (size_t i = 0; i < values.cells.size(); ++i) {
    if (values.cells[i] != 0 && values.cells[i] != s.solution.cells[i]) wrong.push_back(i);
  }
  return wrong;
}

Result<json> Check(const PuzzleRecord& r, const json& state) {
  PS_TRY(s, FromDoc(r.doc));
  PS_TRY(values, Values(state, s));
  const bool complete = Cells(values).find('.') == std::string::npos;
  const json wrong = Wrong(values, s);
  return json{{"solved", complete && wrong.empty()}, {"complete", complete}, {"wrong", wrong}};
}

Result<json> Hint(const PuzzleRecord& r, const json& state, Budget& /*budget*/) {
  PS_TRY(s, FromDoc(r.doc));
  PS_TRY(values, Values(state, s));
  if (json wrong = Wrong(values, s); !wrong.empty()) return Mistake(wrong, "entries");
  const int at = FirstSingle(values);
  if (at >= 0) {
    const int v = std::countr_zero(Candidates(values, at));
    return json{
        {"technique", "single"},
        {"text", fmt::format("r{}c{} can only be {}", at / s.puzzle.n + 1, at % s.puzzle.n + 1, v)},
        {"cells", {at}},
        {"placements", {{at, v}}}};
  }
  const size_t empty = Cells(values).find('.');
  if (empty == std::string::npos) return json{{"technique", "solved"}, {"text", "It is solved."}};
  const int c = static_cast<int>(empty);
  return json{{"technique", "reveal"},
              {"text", fmt::format("r{}c{} is {}", c / s.puzzle.n + 1, c % s.puzzle.n + 1,
                                   s.solution.cells[empty])},
              {"cells", {c}}};
}

Result<Solved> Solve(const PuzzleRecord& r, int64_t limit, Budget& budget) {
  PS_TRY(s, FromDoc(r.doc));
  const Count count = CountSolutions(s.puzzle, limit, budget);
  Solved out;
  out.outcome = OutcomeOf(count.count, count.complete, limit);
  out.count = count.count;
  if (count.count > 0) out.state = {{"values", Cells(Square{s.puzzle.n, count.first})}};
  return out;
}

// Graded from its clues: easy when singles solve it, hard otherwise (a square with one solution).
Result<json> Grade(const PuzzleRecord& r, bool /*steps*/, Budget& budget) {
  PS_TRY(s, FromDoc(r.doc));
  const Count count = CountSolutions(s.puzzle, 2, budget);
  if (!count.complete) return MakeError(ErrorCode::kBudget, "stopped while counting");
  json out{{"outcome", std::string(ToString(OutcomeOf(count.count, count.complete, 2)))},
           {"level", nullptr},
           {"rating", nullptr}};
  if (count.count == 1) out["level"] = kLevels[SolvedBySingles(s.puzzle) ? 0 : 1];
  return out;
}

json Levels() {
  return json::array({{{"name", "easy"}, {"techniques", "singles"}},
                      {{"name", "hard"}, {"techniques", "singles and search"}}});
}

// Game ID: "<n>:<squares>", a square's value or '0' for an empty one.
Result<std::string> WriteId(const PuzzleRecord& r) {
  PS_TRY(s, FromDoc(r.doc));
  std::string cells = Cells(s.puzzle);
  for (char& c : cells) c = c == '.' ? '0' : c;
  return fmt::format("{}:{}", s.puzzle.n, cells);
}

Result<PuzzleRecord> ReadId(std::string_view params, std::string_view desc, Budget& budget) {
  if (params.size() != 1 || params[0] < '3' || params[0] > '9') {
    return InvalidInput("quasigroup ID: it reads like quasigroup/4:1020...");
  }
  PS_TRY(square, FromCells(params[0] - '0', desc));
  return Imported(square, "", budget);
}

}  // namespace

extern const kind::Kind kKind;
const kind::Kind kKind{
    .name = "quasigroup",
    .label = "Latin square",
    .aliases = {},
    .player = "",
    .maker = "",
    .make_label = "",
    .make = Make,
    .params =
        {
            {"size", "Size", Param::Type::kInt, 5, 3, 9, {}},
            {"level", "Level", Param::Type::kLevel, "any", 0, 0, {}},
            {"seed", "Seed (empty: random)", Param::Type::kSeed, nullptr, 0, 0, {}},
        },
    .reads = {"quasigroup"},
    .import_params = {{"transpose",
                       "Transposed (read a square's rows as its columns)",
                       Param::Type::kBool,
                       false,
                       0,
                       0,
                       {}}},
    .detect = Detect,
    .read = Read,
    .writes = {"quasigroup"},
    .write = Write,
    .draw = Draw,
    .board = DrawBoard,
    .start = Start,
    .answer = Answer,
    .check = Check,
    .hint = Hint,
    .solve = Solve,
    .grade = Grade,
    .levels = Levels,
    .write_id = WriteId,
    .read_id = ReadId,
    .example = {{"size", 4}, {"seed", 1}},
    .packs = {},
    .canonical = nullptr,
};

}  // namespace ps::quasigroup
