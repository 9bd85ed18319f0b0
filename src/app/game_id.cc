// Game IDs over the registry of kinds: a short text that carries a puzzle, or names a made one by
// its parameters and seed. The forms are described in docs/formats.md ("Game IDs").
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <limits>
#include <optional>

#include "app/io.h"
#include "app/puzzles.h"
#include "app/registry.h"
#include "kind/common.h"

namespace ps::app {

using namespace ps::kind;
namespace {

using nlohmann::json;

constexpr size_t kMaxIdLength = 1 << 20;

bool SafeChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         std::string_view("-_.,=:/#").find(c) != std::string_view::npos;
}

struct Parts {
  const Kind* kind = nullptr;
  std::string_view params;
  std::string_view desc;  // after ':' (a descriptive ID)
  std::optional<uint64_t> seed;
};

// Splits an ID into its kind, parameters and description or seed.
Result<Parts> Split(std::string_view id) {
  const auto bad = [&](const std::string& what) {
    return InvalidInput(
        fmt::format("not a game ID: {} (an ID reads like sudoku/9:4a3b..., "
                    "starbattle/10k2:... or sudoku/level=hard#42)",
                    what));
  };
  while (!id.empty() && (id.back() == '\n' || id.back() == '\r' || id.back() == ' ')) {
    id.remove_suffix(1);
  }
  if (id.size() > kMaxIdLength) return bad("it is longer than a megabyte");
  for (char c : id) {
    if (!SafeChar(c)) {
      return bad(fmt::format("'{}' cannot be in one",
                             c == ' ' ? std::string("a space") : std::string(1, c)));
    }
  }
  const size_t slash = id.find('/');
  if (slash == std::string_view::npos) return bad("no '/' after the kind's name");
  Parts parts;
  parts.kind = FindKind(id.substr(0, slash));
  if (parts.kind == nullptr || parts.kind->read_id == nullptr) {
    std::vector<std::string_view> names;
    for (const Kind* k : Kinds()) {
      if (k->read_id != nullptr) names.push_back(k->name);
    }
    return bad(fmt::format("'{}' is not a kind with IDs ({})", id.substr(0, slash), OneOf(names)));
  }
  std::string_view rest = id.substr(slash + 1);
  const size_t colon = rest.find(':'), hash = rest.find('#');
  if (colon != std::string_view::npos && (hash == std::string_view::npos || colon < hash)) {
    parts.params = rest.substr(0, colon);
    parts.desc = rest.substr(colon + 1);
    if (parts.desc.find_first_of(":#") != std::string_view::npos) {
      return bad("a second ':' or a '#' after the description");
    }
    return parts;
  }
  if (hash == std::string_view::npos) return bad("neither a ':' before a puzzle nor a '#seed'");
  parts.params = rest.substr(0, hash);
  const std::string_view seed = rest.substr(hash + 1);
  uint64_t v = 0;
  auto [end, ec] = std::from_chars(seed.data(), seed.data() + seed.size(), v);
  if (seed.empty() || ec != std::errc() || end != seed.data() + seed.size()) {
    return bad(fmt::format("the seed '{}' after '#' is not a whole number", seed));
  }
  parts.seed = v;
  return parts;
}

// Whether the kind's puzzles are named by their parameters: none of them is free text (a word list
// or a pattern that only the ID's long form could carry).
// A text parameter short enough for an ID (a Sudoku's box "3x2", its clues "24-28"); a longer
// one (a word list, a layout) is carried by no seeded ID.
constexpr int kIdText = 64;

bool LongText(const Param& p) { return p.type == Param::Type::kText && p.hi > kIdText; }

// Whether a kind's puzzles are named by seeded IDs: it makes, and every long text parameter is one
// an ID leaves out at its default (a puzzle made with it given has no seeded ID).
bool Seedable(const Kind& kind) {
  if (kind.make == nullptr) return false;
  return std::none_of(kind.params.begin(), kind.params.end(),
                      [](const Param& p) { return LongText(p) && !p.id_omits_default; });
}

}  // namespace

bool IsGameId(std::string_view text) { return Split(text).ok(); }

Status CheckGameId(std::string_view text) {
  Result<Parts> parts = Split(text);
  if (!parts.ok()) return parts.error();
  return Ok{};
}

bool IsSeedId(std::string_view text) {
  Result<Parts> parts = Split(text);
  return parts.ok() && parts->seed.has_value();
}

Result<std::string> GameIdOf(const PuzzleRecord& record) {
  const Kind* kind = FindKind(record.kind);
  if (kind == nullptr || kind->write_id == nullptr) {
    return InvalidInput(fmt::format("a {} has no game ID", record.kind));
  }
  PS_TRY(body, kind->write_id(record));
  return std::string(kind->name) + '/' + body;
}

std::string SeedIdOf(const PuzzleRecord& record) {
  const Kind* kind = FindKind(record.kind);
  if (kind == nullptr || !record.seed || !Seedable(*kind) || !record.params.is_object()) return "";
  for (const auto& item : record.params.items()) {
    if (std::none_of(kind->params.begin(), kind->params.end(),
                     [&](const Param& p) { return p.name == item.key(); })) {
      return "";  // made by another maker, or imported
    }
  }
  for (const Param& p : kind->params) {
    const std::string name(p.name);
    if (LongText(p) && record.params.contains(name) && record.params[name] != p.def) return "";
  }
  std::string out = fmt::format("{}/", kind->name);
  bool first = true;
  for (const Param& p : kind->params) {
    if (p.type == Param::Type::kSeed) continue;
    const json& v = record.params.contains(p.name) ? record.params[std::string(p.name)] : p.def;
    if (v.is_null() || (p.id_omits_default && v == p.def)) continue;
    out += first ? "" : ",";
    first = false;
    out += fmt::format("{}={}", p.name,
                       v.is_boolean()  ? (v.get<bool>() ? "1" : "0")
                       : v.is_string() ? v.get<std::string>()
                                       : v.dump());
  }
  return out + fmt::format("#{}", *record.seed);
}

Result<std::pair<std::string, json>> SeedIdRequest(std::string_view id) {
  PS_TRY(parts, Split(id));
  if (!parts.seed) return InvalidInput("this game ID carries its puzzle; it names no seed");
  const Kind& kind = *parts.kind;
  if (!Seedable(kind)) {
    return InvalidInput(fmt::format("a {} is not named by a seed; use its full ID", kind.name));
  }
  json params = json::object();
  std::string_view rest = parts.params;
  while (!rest.empty()) {
    const size_t comma = rest.find(',');
    const std::string_view item = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    const size_t eq = item.find('=');
    if (eq == std::string_view::npos) {
      return InvalidInput(fmt::format("game ID: '{}' is not name=value", item));
    }
    const std::string name(item.substr(0, eq));
    const std::string value(item.substr(eq + 1));
    auto p = std::find_if(kind.params.begin(), kind.params.end(),
                          [&](const Param& q) { return q.name == name; });
    if (p != kind.params.end() && p->type == Param::Type::kBool) {
      if (value != "0" && value != "1" && value != "true" && value != "false") {
        return InvalidInput(fmt::format("'{}' must be 0 or 1, not '{}'", name, value));
      }
      params[name] = value == "1" || value == "true";
    } else {
      params[name] = value;  // numbers as text: the table reads them
    }
  }
  params["seed"] = *parts.seed;
  PS_TRY(checked, CheckParams(kind, params));
  if (kind.validate != nullptr) {
    if (Status s = kind.validate(checked); !s.ok()) return s.error();
  }
  return std::pair<std::string, json>{std::string(kind.name), std::move(checked)};
}

namespace {

Result<PuzzleRecord> MakeSeeded(std::string_view id, MakeContext& ctx) {
  PS_TRY(request, SeedIdRequest(id));
  return MakePuzzle(request.first, request.second, ctx);
}

}  // namespace

Result<PuzzleRecord> OpenGameId(std::string_view id, MakeContext& ctx) {
  PS_TRY(parts, Split(id));
  Result<PuzzleRecord> r =
      parts.seed ? MakeSeeded(id, ctx) : parts.kind->read_id(parts.params, parts.desc, ctx.budget);
  if (!r.ok()) return r.error();
  SetIds(*r);
  return r;
}

std::string ExclusionLiftedNotice() {
  return "the exclusion list is lifted (--allow-excluded): slurs, vulgarities and non-words may "
         "appear";
}

Result<PuzzleRecord> OpenGameIdWithWords(std::string_view id, Budget& budget,
                                         const std::string& words, bool allow_excluded) {
  std::optional<crossword::Dictionary> dictionary;
  MakeContext ctx{budget, nullptr, nullptr};
  if (IsSeedId(id)) {
    PS_TRY(request, SeedIdRequest(id));
    if (NeedsDictionary(request.first)) {
      PS_TRY(d, LoadDictionary(words, allow_excluded));
      dictionary = std::move(d);
      ctx.dictionary = &*dictionary;
    }
  }
  return OpenGameId(id, ctx);
}

Result<PuzzleInput> ReadPuzzleInput(const std::string& input, const std::string& kind,
                                    const std::string& format, Budget& budget) {
  PuzzleInput out;
  if (input != "-" && !PathExists(input) && IsGameId(input)) {
    PS_TRY(record, OpenGameIdWithWords(input, budget, "", false));
    const Kind* want = FindKind(kind);
    if (want != nullptr && FindKind(record.kind) != want) {
      return InvalidInput(fmt::format("{} is a game ID of a {}, not of a {}", input.substr(0, 40),
                                      record.kind, kind));
    }
    PS_TRY(text, ExportPuzzle(record, format));
    out.text = std::move(text.body);
    out.record = std::move(record);
    return out;
  }
  PS_TRY(text, ReadInput(input));
  out.text = std::move(text);
  return out;
}

void SetIds(PuzzleRecord& record) {
  Result<std::string> game_id = GameIdOf(record);
  record.game_id = game_id.ok() ? *game_id : "";
  record.seed_id = SeedIdOf(record);
}

}  // namespace ps::app
