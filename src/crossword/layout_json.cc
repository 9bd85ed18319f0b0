// Layout JSON (what `crossword layout --json` prints) and construction projects (.pzproj, which
// keep the construction settings of the layout maker, src/layout).
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>

#include "core/text.h"
#include "crossword/formats.h"
#include "crossword/formats_internal.h"
#include "crossword/json_text.h"

namespace ps::crossword {

using nlohmann::json;
using namespace formats_detail;

// ---------------------------------------------------------------------------------------------
// Layout JSON and projects

nlohmann::json LayoutJson(const Crossword& g) {
  json j;
  j["width"] = g.width;
  j["height"] = g.height;
  json entries = json::array();
  for (const Entry& e : g.entries) {
    entries.push_back({{"word", e.answer},
                       {"clue", e.clue},
                       {"row", e.y},
                       {"col", e.x},
                       {"direction", ToString(e.dir)},
                       {"number", e.number}});
    if (IsVariety(g)) {
      // A variety crossword's entry, as the crossword record keeps it (record.cc): its list, its
      // label and its squares in order (y * width + x).
      entries.back()["list"] = ListName(g, e);
      entries.back()["label"] = e.label;
      entries.back()["cells"] = e.cells;
    }
  }
  j["entries"] = std::move(entries);
  if (IsVariety(g)) j["lists"] = g.lists;
  return j;
}

namespace {

// A crossword from layout JSON: the entries are drawn into a letter grid, which is read back the
// one way every format is, so the entries must be exactly the grid's runs (between the blocks and
// `bars`, in a barred grid).
Result<Crossword> LayoutFromJson(const json& j, std::string_view where, const Bars& bars = {}) {
  if (!j.is_object()) return Invalid(fmt::format("{} is not a JSON object", where));
  for (const char* key : {"width", "height"}) {
    if (!j.contains(key) || !j[key].is_number_integer()) {
      return Invalid(fmt::format("{} needs an integer \"{}\"", where, key));
    }
  }
  if (!j.contains("entries") || !j["entries"].is_array()) {
    return Invalid(fmt::format("{} needs an \"entries\" array", where));
  }
  Crossword raw;
  raw.width = j["width"].get<int>();
  raw.height = j["height"].get<int>();
  if (raw.width < 1 || raw.height < 1 || raw.width > kMaxSide || raw.height > kMaxSide) {
    return Invalid(fmt::format("{}: a {}x{} grid is outside 1..{} a side", where, raw.width,
                               raw.height, kMaxSide));
  }
  int index = 0;
  for (const json& e : j["entries"]) {
    ++index;
    const std::string at = fmt::format("{}, entry {}", where, index);
    if (!e.is_object() || !e.contains("word") || !e["word"].is_string() || !e.contains("row") ||
        !e["row"].is_number_integer() || !e.contains("col") || !e["col"].is_number_integer() ||
        !e.contains("direction") || !e["direction"].is_string()) {
      return Invalid(fmt::format(
          "{} needs \"word\", \"row\", \"col\" and \"direction\" (\"across\" or \"down\")", at));
    }
    Entry entry;
    const std::string dir = e["direction"].get<std::string>();
    if (dir != "across" && dir != "down") {
      return Invalid(fmt::format("{}: direction is \"across\" or \"down\", not \"{}\"", at, dir));
    }
    entry.dir = dir == "across" ? Direction::kAcross : Direction::kDown;
    entry.x = e["col"].get<int>();
    entry.y = e["row"].get<int>();
    for (char c : e["word"].get<std::string>()) {
      if (!IsSquareChar(UpperAscii(c))) {
        return Invalid(fmt::format(
            "{}: the word holds '{}'; a square holds a letter A-Z, a digit or a sign ({})", at,
            std::string(1, c), kSquareSigns));
      }
      entry.answer += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    if (entry.answer.size() < 2 || entry.answer.size() > static_cast<size_t>(kMaxSide)) {
      return Invalid(fmt::format("{}: a word has 2 to {} letters", at, kMaxSide));
    }
    entry.clue = OptString(e, "clue");
    raw.entries.push_back(std::move(entry));
  }
  Result<Grid<char>> letters = Letters(raw);
  if (!letters.ok()) return Invalid(fmt::format("{}: {}", where, letters.error().message));
  Result<Crossword> g = FromLetters(*letters, bars);
  if (!g.ok()) return Invalid(fmt::format("{}: {}", where, g.error().message));
  if (g->entries.size() != raw.entries.size()) {
    return Invalid(fmt::format(
        "{}: the entries' letters make {} runs of two or more letters, not {} (letters that "
        "touch form words too)",
        where, g->entries.size(), raw.entries.size()));
  }
  for (const Entry& e : raw.entries) {
    Entry* found = FindEntry(*g, e.x, e.y, e.dir);
    if (found == nullptr || found->answer != e.answer) {
      return Invalid(fmt::format("{}: {} at {} {} is not a whole run of the grid's letters", where,
                                 e.answer, CellName(e.x, e.y), ToString(e.dir)));
    }
    found->clue = e.clue;
  }
  return g;
}

}  // namespace

std::string WriteLayoutJson(const CrosswordFile& f) {
  json j = LayoutJson(f.grid);
  if (!f.meta.title.empty()) j["title"] = f.meta.title;
  if (!f.meta.author.empty()) j["author"] = f.meta.author;
  if (!f.meta.copyright.empty()) j["copyright"] = f.meta.copyright;
  if (const std::string notes = NotesText(f.meta); !notes.empty()) j["notes"] = notes;
  PutExtras(f, j);
  return j.dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
}

Result<CrosswordFile> ReadLayoutJson(std::string_view text) {
  Result<json> j = ParseJson(text, "layout file");
  if (!j.ok()) return j.error();
  Result<Bars> bars = GetBars(*j);
  if (!bars.ok()) return Invalid("the layout: " + bars.error().message);
  Result<Crossword> g = LayoutFromJson(*j, "the layout", *bars);
  if (!g.ok()) return g.error();
  CrosswordFile out;
  out.grid = std::move(*g);
  out.meta.title = OptString(*j, "title");
  out.meta.author = OptString(*j, "author");
  out.meta.copyright = OptString(*j, "copyright");
  out.meta.notes = OptString(*j, "notes");
  if (Status st = GetExtras(*j, out); !st.ok()) {
    return Invalid("the layout: " + st.error().message);
  }
  if (Status st = TakeWords(out); !st.ok()) return st.error();
  return out;
}

constexpr char kProjectTag[] = "puzzlesmith crossword project";

std::string WriteProject(const Project& p) {
  json j;
  j["format"] = kProjectTag;
  j["version"] = 1;
  j["title"] = p.meta.title;
  j["author"] = p.meta.author;
  j["copyright"] = p.meta.copyright;
  j["notes"] = NotesText(p.meta);
  json words = json::array();
  for (const ClueWord& w : p.words) {
    json item = {{"word", w.text.empty() ? w.answer : w.text}, {"clue", w.clue}};
    if (w.direction) item["direction"] = ToString(*w.direction);
    words.push_back(std::move(item));
  }
  j["words"] = std::move(words);
  j["settings"] = {{"strategy", p.settings.strategy},
                   {"seed", p.settings.seed},
                   {"width", p.settings.width},
                   {"height", p.settings.height}};
  j["layout"] = p.layout ? LayoutJson(*p.layout) : json(nullptr);
  return j.dump(1, ' ', false, json::error_handler_t::replace) + "\n";
}

Result<Project> ReadProject(std::string_view text) {
  Result<json> parsed = ParseJson(text, "project file");
  if (!parsed.ok()) return parsed.error();
  const json& j = *parsed;
  if (!j.is_object() || OptString(j, "format") != kProjectTag) {
    return Invalid(fmt::format("not a puzzlesmith crossword project (\"format\": \"{}\" missing)",
                               kProjectTag));
  }
  if (!j.contains("version") || !j["version"].is_number_integer() || j["version"].get<int>() != 1) {
    return Invalid(
        "this project file has a version other than 1; use the puzzlesmith that wrote it");
  }
  Project p;
  // The word list is the word-list reader's JSON form ({"words": [...]}).
  Result<std::vector<ClueWord>> words = ClueListFromJson(j);
  if (!words.ok()) return Invalid("the project's word list: " + words.error().message);
  p.words = std::move(*words);
  p.meta.title = OptString(j, "title");
  p.meta.author = OptString(j, "author");
  p.meta.copyright = OptString(j, "copyright");
  p.meta.notes = OptString(j, "notes");
  if (auto s = j.find("settings"); s != j.end()) {
    if (!s->is_object()) return Invalid("the project's \"settings\" is not an object");
    if (auto v = s->find("strategy"); v != s->end() && v->is_string()) {
      Result<Strategy> st = ParseStrategy(v->get<std::string>());
      if (!st.ok()) return Invalid("the project's settings: " + st.error().message);
      p.settings.strategy = std::string(ToString(*st));
    }
    if (auto v = s->find("seed"); v != s->end() && v->is_number_unsigned()) {
      p.settings.seed = v->get<uint64_t>();
    }
    for (auto [key, field] :
         {std::pair{"width", &p.settings.width}, {"height", &p.settings.height}}) {
      if (auto v = s->find(key); v != s->end() && v->is_number_integer()) {
        const int64_t n = v->get<int64_t>();
        if (n != 0 && (n < 2 || n > kMaxSide)) {
          return Invalid(
              fmt::format("the project's frame {} {} is outside 2..{}", key, n, kMaxSide));
        }
        *field = static_cast<int>(n);
      }
    }
  }
  if (auto l = j.find("layout"); l != j.end() && !l->is_null()) {
    Result<Crossword> g = LayoutFromJson(*l, "the project's layout");
    if (!g.ok()) return g.error();
    p.layout = std::move(*g);
  }
  return p;
}

}  // namespace ps::crossword
