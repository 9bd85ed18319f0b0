// The crossword kind's table (kind/kind.h): a word list with clues laid out by the layout maker
// (layout.h), or a crossword read from a file; stored as a crossword record.
#include "kind/kind.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/grid.h"
#include "core/rng.h"
#include "core/text.h"
#include "crossword/cluelist.h"
#include "crossword/formats.h"
#include "crossword/record.h"
#include "kind/canonical.h"
#include "kind/common.h"
#include "layout/layout.h"

namespace ps::layout {
namespace {

using namespace ps::kind;
using nlohmann::json;

// The construction maker's word list and options from checked parameters (no construction yet).
struct CrosswordRequest {
  std::vector<crossword::ClueWord> words;
  ConstructOptions options;
};
Result<CrosswordRequest> ReadCrosswordRequest(const json& p) {
  const std::string words_text = p["words"].get<std::string>();
  const std::string strategy_name = p["strategy"].get<std::string>();
  const std::string size = p["size"].get<std::string>();
  CrosswordRequest out;
  out.options.more_crossings = p["crossings"].get<std::string>() == "more";
  out.options.attempts = p.value("attempts", 0);
  // A construction project (.pzproj) brings its words, and its settings where the request keeps
  // the defaults.
  std::string size_text = size;
  if (const size_t first = words_text.find_first_not_of(" \t\r\n");
      first != std::string::npos && words_text[first] == '{') {
    PS_TRY(project, crossword::ReadProject(words_text));
    if (project.words.empty()) return InvalidInput("'words': the project has no words");
    out.words = std::move(project.words);
    if (size.empty() && project.settings.width > 0) {
      size_text = fmt::format("{}x{}", project.settings.width, project.settings.height);
    }
    PS_TRY(strategy, crossword::ParseStrategy(strategy_name == "compact" ? project.settings.strategy
                                                                         : strategy_name));
    out.options.strategy = strategy;
    if (!size_text.empty()) {
      int w = 0, h = 0;
      char x = 0, extra = 0;
      if (std::sscanf(size_text.c_str(), "%d%c%d%c", &w, &x, &h, &extra) == 3) {
        out.options.width = w;
        out.options.height = h;
      }
    }
    return out;
  }
  PS_TRY(words, crossword::ParseClueList(words_text));
  if (words.empty()) return InvalidInput("'words': give at least one word, one a line");
  if (words.size() > 500) return InvalidInput("'words': at most 500 words");
  out.words = std::move(words);
  ConstructOptions& opts = out.options;
  PS_TRY(strategy, crossword::ParseStrategy(strategy_name));
  opts.strategy = strategy;
  if (!size.empty()) {
    int w = 0, h = 0;
    char x = 0, extra = 0;
    const int got = std::sscanf(size.c_str(), "%d%c%d%c", &w, &x, &h, &extra);
    if (got == 1 && size.find_first_not_of("0123456789") == std::string::npos) h = w;
    if ((got != 1 && (got != 3 || (x != 'x' && x != 'X'))) ||
        (got == 1 && size.find_first_not_of("0123456789") != std::string::npos) || w < 3 || h < 3 ||
        w > 64 || h > 64) {
      return InvalidInput(fmt::format(
          "'size' '{}': give N (N by N) or WIDTHxHEIGHT, such as 15 or 15x11, each side 3 to 64",
          size));
    }
    opts.width = w;
    opts.height = h;
  }
  return out;
}

Status ValidateCrossword(const json& p) {
  Result<CrosswordRequest> request = ReadCrosswordRequest(p);
  if (!request.ok()) return request.error();
  return Ok{};
}

Result<PuzzleRecord> MakeCrossword(const json& p, MakeContext& ctx) {
  const int next = p["next"].get<int>();
  const std::string title = p["title"].get<std::string>();
  const uint64_t seed = p["seed"].get<uint64_t>();
  PS_TRY(request, ReadCrosswordRequest(p));
  const std::vector<crossword::ClueWord>& words = request.words;
  ConstructOptions opts = request.options;
  opts.seed = seed;
  opts.count = next + 1;
  opts.progress = ctx.progress;
  ConstructResult cr = Construct(words, opts, ctx.budget);
  const size_t which = std::min(Z(next), cr.layouts.size() - 1);
  const Construction& c = cr.layouts[which];
  PS_CHECK(crossword::CheckCrossword(c.grid).empty() || c.grid.entries.empty());
  if (c.grid.entries.empty()) {
    const std::string frame =
        opts.width > 0 ? fmt::format(" in the {}x{} frame", opts.width, opts.height) : "";
    return MakeError(ErrorCode::kNoSolution,
                     c.unplaced.empty()
                         ? "no word fits" + frame
                         : fmt::format("no word fits{} ({}: {})", frame, c.unplaced.front().answer,
                                       c.unplaced.front().reason));
  }
  crossword::CrosswordFile file;
  file.grid = c.grid;
  // Layouts of one word list (Next layout) are told apart by their number after the first.
  const std::string layout = which == 0 ? "" : fmt::format("layout {}", which + 1);
  file.meta.title = !title.empty()
                        ? (layout.empty() ? title : fmt::format("{} ({})", title, layout))
                        : fmt::format("Crossword {}x{}, {} words{}", c.grid.width, c.grid.height,
                                      c.grid.entries.size(), layout.empty() ? "" : ", " + layout);
  PuzzleRecord r;
  r.kind = "crossword";
  r.title = file.meta.title;
  r.seed = seed;
  r.level = fmt::format("{} words", c.grid.entries.size());
  r.params = {{"strategy", p["strategy"]},
              {"crossings", p["crossings"]},
              {"size", p["size"]},
              {"next", next},
              {"words", p["words"]}};
  if (p.value("attempts", 0) != 0) r.params["attempts"] = p["attempts"];
  // The title as given (not the one made up for an untitled layout), for making it again.
  if (!title.empty()) r.params["title"] = title;
  r.doc = crossword::record::Doc(file);
  json unplaced = json::array();
  for (const Unplaced& u : c.unplaced) {
    unplaced.push_back({{"word", u.answer}, {"reason", u.reason}});
  }
  r.doc["unplaced"] = std::move(unplaced);
  r.doc["density"] = std::round(c.density * 1000) / 1000;
  r.doc["crossings"] = c.crossings;
  r.doc["layouts_found"] = cr.layouts.size();
  r.doc["stopped"] = cr.stopped;
  return r;
}

// A crossword made from a word list as its construction project (.pzproj: the words and clues,
// the settings, the title and the layout), which `make crossword --words FILE.pzproj` reads
// back; every other format as every crossword record writes it.
Result<Download> WriteCrossword(const PuzzleRecord& r, const std::string& format) {
  if (format != "pzproj") return crossword::record::Write(r, format);
  if (!r.params.contains("words") || !r.params["words"].is_string()) {
    return InvalidInput(
        "only a crossword made from a word list has a project (.pzproj); write it as ipuz");
  }
  json p = r.params;
  p["title"] = "";
  p["seed"] = r.seed.value_or(0);
  if (!p.contains("attempts")) p["attempts"] = 0;
  PS_TRY(request, ReadCrosswordRequest(p));
  PS_TRY(file, crossword::record::FileFromDoc(r));
  crossword::Project project;
  project.words = request.words;
  project.settings.strategy = std::string(crossword::ToString(request.options.strategy));
  project.settings.seed = r.seed.value_or(0);
  project.settings.width = request.options.width;
  project.settings.height = request.options.height;
  project.meta = file.meta;
  project.layout = file.grid;
  Download d;
  d.body = crossword::WriteProject(project);
  d.content_type = "application/json";
  d.filename = ".pzproj";
  return d;
}

}  // namespace

// A crossword with clues: made by the construction maker (a word list with clues laid out) or
// read from a crossword file.
extern const kind::Kind kKind;
const kind::Kind kKind{
    .name = "crossword",
    .label = "Crossword",
    .aliases = {},
    .player = "crossword",
    .maker = "crossword-maker",
    .make_label = "Crossword maker",
    .make = MakeCrossword,
    .params =
        {
            {"words", "Words and clues", Param::Type::kText, "", 0, 200000, {}},
            {"strategy",
             "Strategy",
             Param::Type::kChoice,
             "compact",
             0,
             0,
             {"compact", "top-down", "centre-out", "random"}},
            {"crossings",
             "Crossings (more: a tighter kriss-kross)",
             Param::Type::kChoice,
             "normal",
             0,
             0,
             {"normal", "more"}},
            {"size", "Frame (WxH; empty: free-form)", Param::Type::kText, "", 0, 16, {}},
            {"next", "Layouts to skip", Param::Type::kInt, 0, 0, 99, {}},
            {"title", "Title", Param::Type::kText, "", 0, 200, {}},
            {"seed", "Seed (empty: random)", Param::Type::kSeed, nullptr, 0, 0, {}},
            // Added after seeded IDs were shared: left out of an ID at their default.
            {"attempts",
             "Layouts to try (0: more for short lists)",
             Param::Type::kInt,
             0,
             0,
             10000000,
             {},
             true,
             true},
        },
    .validate = ValidateCrossword,
    .reads = {"ipuz", "puz", "xd", "jpz", "acrosslite", "json"},
    .import_params = {{"key",
                       "Key of a locked .puz file (4 digits; empty: every key is tried against "
                       "the file's checksum)",
                       Param::Type::kText,
                       "",
                       0,
                       16,
                       {}}},
    .detect = crossword::record::Detect,
    .read = crossword::record::Read,
    .read_all = crossword::record::ReadAll,
    .writes = {"ipuz", "puz", "xd", "jpz", "acrosslite", "json"},
    .write = WriteCrossword,
    .also_writes = {"pzproj"},
    .draw = crossword::record::Draw,
    .board = crossword::record::Board,
    .start = crossword::record::Start,
    .answer = crossword::record::Answer,
    .check = crossword::record::Check,
    .hint = crossword::record::Hint,
    .no_grade =
        "a crossword has no grade: its difficulty is in its clues, which no program here "
        "measures",
    .levels = nullptr,
    .text = crossword::record::Text,
    .state_text = crossword::record::StateText,
    .write_id = crossword::record::WriteId,
    .read_id = crossword::record::ReadId,
    .example = {{"words",
                 "planet: Earth, for one\norbit: Path around a star\ncomet: Icy visitor\n"
                 "moon: Natural satellite\nstar: Sun, for one"},
                {"seed", 1}},
    .packs = {},
    .canonical = kind::CanonicalCrossword,
    .spellings = {{"crossword", "layout", "make", "words", "text"},
                  {"crossword", "convert", "convert"}},
};

}  // namespace ps::layout
