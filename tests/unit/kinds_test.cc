// The registry of kinds walked as a whole: every kind that can be made is made (at every level it
// offers), its puzzle passes its own check when solved and gets "solved" from its hint, prints to
// SVG and PDF, and every format it writes that some kind reads comes back as the same puzzle. A
// kind added to the registry without example parameters (Kind::example) fails the walk.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "app/puzzles.h"
#include "app/registry.h"
#include "crossword/wordlist.h"

namespace ps::app {
namespace {

using nlohmann::json;

const crossword::Dictionary& Words() {
  static const crossword::Dictionary dict = [] {
    std::ifstream in(std::string(PS_SOURCE_DIR) + "/data/crossword/fill/words-scored.dict");
    std::stringstream text;
    text << in.rdbuf();
    Result<crossword::Dictionary> d = crossword::ParseDictionary(text.str());
    PS_CHECK(d.ok());
    return *d;
  }();
  return dict;
}

Result<PuzzleRecord> Make(const std::string& kind, const json& params) {
  Budget budget = Budget::Seconds(60);
  MakeContext ctx{budget, nullptr, &Words()};
  return MakePuzzle(kind, params, ctx);
}

// The state of a solved game, as the player keeps it: from the kind's solver, which must find
// exactly one solution from the clues alone; a crossword with clues (no solver) by its answer.
json SolvedState(const PuzzleRecord& r, bool unique) {
  const Kind* kind = FindKind(r.kind);
  if (kind == nullptr || kind->solve == nullptr) {
    Result<json> answer = AnswerGame(r);
    EXPECT_TRUE(answer.ok()) << answer.error().ToString();
    return answer.ok() ? *answer : json::object();
  }
  Budget budget = Budget::Seconds(30);
  Result<kind::Solved> solved = kind->solve(r, 2, budget);
  EXPECT_TRUE(solved.ok()) << solved.error().ToString();
  if (!solved.ok()) return json::object();
  if (unique) {
    EXPECT_EQ(solved->outcome, Outcome::kUnique) << r.kind << ": " << ToString(solved->outcome);
    EXPECT_EQ(solved->count, 1);
  } else {
    EXPECT_TRUE(solved->outcome == Outcome::kUnique || solved->outcome == Outcome::kSeveral)
        << r.kind << ": " << ToString(solved->outcome);
  }
  return solved->state;
}

// What makes two records the same puzzle, whatever the file they came through: the puzzle its
// game ID carries, without the byline that some formats fill in when it is empty (.puz writes
// "Unknown").
std::string Essence(const PuzzleRecord& r) {
  const Kind* kind = FindKind(r.kind);
  if (kind == nullptr || kind->write_id == nullptr) return "no game ID for " + r.kind;
  PuzzleRecord bare = r;
  for (const char* byline : {"author", "copyright", "editor", "publisher", "date"}) {
    bare.doc.erase(byline);
  }
  Result<std::string> id = kind->write_id(bare);
  return id.ok() ? *id : id.error().ToString();
}

const Kind* Reader(std::string_view format) {
  for (const Kind* k : Kinds()) {
    for (std::string_view f : k->reads) {
      if (f == format) return k;
    }
  }
  return nullptr;
}

// `unique`: made by a kind whose puzzles have one solution (Kind::makes_unique).
void WalkRecord(const PuzzleRecord& r, bool unique) {
  const Kind* kind = FindKind(r.kind);
  ASSERT_NE(kind, nullptr) << r.kind;
  ASSERT_NE(kind->write, nullptr) << r.kind << " is stored but has no operations";
  // Solved, it passes its own check and its hint says so; empty, it is not solved.
  Result<json> check = CheckGame(r, SolvedState(r, unique));
  ASSERT_TRUE(check.ok()) << check.error().ToString();
  EXPECT_TRUE((*check)["solved"].get<bool>()) << check->dump();
  Budget budget = Budget::Seconds(30);
  Result<json> hint = HintGame(r, SolvedState(r, unique), budget);
  ASSERT_TRUE(hint.ok()) << hint.error().ToString();
  EXPECT_EQ((*hint)["technique"], "solved");
  // Its stored answer, as a reveal shows it, is solved too.
  Result<json> answer = AnswerGame(r);
  ASSERT_TRUE(answer.ok()) << answer.error().ToString();
  EXPECT_TRUE((*CheckGame(r, *answer))["solved"].get<bool>()) << answer->dump();
  // At the start (the kind's start state, what a null state means), it is not solved, and a hint
  // names a step on some squares.
  Result<json> start = StartGame(r);
  ASSERT_TRUE(start.ok()) << start.error().ToString();
  // (A null state is the start; its check names no square wrong: givens are never wrong.)
  EXPECT_NE(*start, *answer);
  Result<json> fresh = CheckGame(r, json());
  ASSERT_TRUE(fresh.ok()) << fresh.error().ToString();
  EXPECT_FALSE((*fresh)["solved"].get<bool>()) << fresh->dump();
  EXPECT_FALSE((*fresh)["complete"].get<bool>()) << fresh->dump();
  EXPECT_TRUE((*fresh)["wrong"].empty()) << fresh->dump();
  Result<json> first = HintGame(r, json(), budget);
  ASSERT_TRUE(first.ok()) << first.error().ToString();
  EXPECT_NE((*first)["technique"], "solved") << first->dump();
  EXPECT_NE((*first)["technique"], "mistake") << first->dump();
  EXPECT_FALSE(first->value("cells", json::array()).empty()) << first->dump();
  // Prints.
  for (bool answers : {false, true}) {
    for (const char* format : {"svg", "pdf"}) {
      Result<Download> d = PrintPuzzle(r, format, answers);
      ASSERT_TRUE(d.ok()) << d.error().ToString();
      EXPECT_GT(d->body.size(), 500u) << format;
    }
  }
  // The board the web app plays on, drawn by the same routine: one picture of its squares.
  for (bool answers : {false, true}) {
    Result<json> board = DrawBoard(r, answers);
    ASSERT_TRUE(board.ok()) << board.error().ToString();
    const int squares = r.doc.contains("size")
                            ? r.doc["size"].get<int>() * r.doc["size"].get<int>()
                            : r.doc["width"].get<int>() * r.doc["height"].get<int>();
    EXPECT_EQ((*board)["cols"].get<int>() * (*board)["rows"].get<int>(), squares);
    const std::string svg = (*board)["svg"];
    EXPECT_EQ(svg.rfind("<svg", 0), 0u) << svg.substr(0, 80);
    size_t strokes = 0;  // lines, frames and squares drawn
    for (const char* tag : {"<line", "<rect"}) {
      for (size_t at = svg.find(tag); at != std::string::npos; at = svg.find(tag, at + 1))
        ++strokes;
    }
    EXPECT_GT(strokes, static_cast<size_t>((*board)["cols"].get<int>())) << svg.substr(0, 200);
  }
  // Every format it writes that a kind reads comes back as the same puzzle.
  int round_trips = 0;
  for (std::string_view format : kind->writes) {
    Result<Download> d = ExportPuzzle(r, std::string(format));
    ASSERT_TRUE(d.ok()) << format << ": " << d.error().ToString();
    EXPECT_FALSE(d->body.empty()) << format;
    const Kind* reader = Reader(format);
    if (reader == nullptr) continue;
    Budget b = Budget::Seconds(60);
    Result<PuzzleRecord> back =
        ImportPuzzle(json{{"text", d->body}, {"format", std::string(format)}}, b);
    ASSERT_TRUE(back.ok()) << format << ": " << back.error().ToString();
    EXPECT_EQ(back->kind, r.kind) << format;
    EXPECT_EQ(Essence(*back), Essence(r)) << format;
    ++round_trips;
  }
  EXPECT_GT(round_trips, 0) << r.kind << " writes no format that comes back";
  // Its game ID carries it: the puzzle comes back from the ID alone (solved again), with the
  // same ID; the seeded form, where it has one, makes the same puzzle again.
  ASSERT_FALSE(r.game_id.empty()) << r.kind << " has no game ID";
  EXPECT_TRUE(IsGameId(r.game_id)) << r.game_id;
  EXPECT_EQ(r.game_id.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                        "0123456789-_.,=:/#"),
            std::string::npos)
      << "not URL- and shell-safe: " << r.game_id;
  Budget b = Budget::Seconds(60);
  MakeContext ctx{b, nullptr, &Words()};
  Result<PuzzleRecord> back = OpenGameId(r.game_id, ctx);
  ASSERT_TRUE(back.ok()) << r.game_id << ": " << back.error().ToString();
  EXPECT_EQ(back->kind, r.kind);
  EXPECT_EQ(Essence(*back), Essence(r)) << r.game_id;
  EXPECT_EQ(back->game_id, r.game_id);
  if (!r.seed_id.empty()) {
    EXPECT_TRUE(IsSeedId(r.seed_id)) << r.seed_id;
    Result<PuzzleRecord> again = OpenGameId(r.seed_id, ctx);
    ASSERT_TRUE(again.ok()) << r.seed_id << ": " << again.error().ToString();
    EXPECT_EQ(again->doc, r.doc) << r.seed_id;
    EXPECT_EQ(again->seed_id, r.seed_id);
    EXPECT_EQ(again->game_id, r.game_id);
  }
}

TEST(Kinds, EveryKindIsMadeCheckedHintedPrintedAndRoundTripped) {
  int made = 0;
  for (const Kind* kind : Kinds()) {
    if (kind->make == nullptr) continue;
    SCOPED_TRACE(std::string(kind->name));
    ASSERT_TRUE(kind->example.is_object()) << "no example parameters for " << kind->name;
    Result<PuzzleRecord> r = Make(std::string(kind->name), kind->example);
    ASSERT_TRUE(r.ok()) << r.error().ToString();
    ++made;
    WalkRecord(*r, kind->makes_unique);
  }
  // Every kind's folder (src/<folder>/kind.cc) is in the build's list: a folder without its
  // ps_kind line is not a kind of the programs.
  int folders = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::string(PS_SOURCE_DIR) + "/src")) {
    folders += std::filesystem::exists(entry.path() / "kind.cc");
  }
  EXPECT_EQ(static_cast<int>(Kinds().size()), folders);
  EXPECT_GT(made, 0);
}

// A level pack's first and last puzzles open from their seeded game IDs, quickly, each with
// one solution and the pack's parameters; the API lists every pack with its ID.
TEST(Kinds, EveryLevelPackOpensFromItsSeededIds) {
  int packs = 0;
  const json listed = KindsJson();
  for (const Kind* kind : Kinds()) {
    for (const Kind::Pack& pack : kind->packs) {
      if (pack.boards != nullptr) continue;  // boards kept as they are: sweetspots_test.cc
      ++packs;
      const std::string prefix = fmt::format("{}/{}#", kind->name, pack.params);
      // The API's ID of the pack's puzzles: the library's ID of each (every parameter written).
      std::string listed_id;
      for (const json& k : listed) {
        for (const json& p : k["packs"]) {
          if (k["name"] == kind->name && p["label"] == pack.label) listed_id = p["id"];
        }
      }
      EXPECT_FALSE(listed_id.empty()) << prefix << " is not in GET /api/kinds";
      ASSERT_GT(pack.count, 0);
      for (int seed : {1, pack.count}) {
        const std::string id = prefix + std::to_string(seed);
        SCOPED_TRACE(id);
        Budget b = Budget::Seconds(30);
        MakeContext ctx{b, nullptr, &Words()};
        const auto start = std::chrono::steady_clock::now();
        Result<PuzzleRecord> r = OpenGameId(id, ctx);
        ASSERT_TRUE(r.ok()) << r.error().ToString();
        EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
                  5.0)
            << "a pack's puzzle must open at once";
        // Made with the pack's parameters: each NAME=VALUE of the pack is one of the ID's.
        const size_t slash = r->seed_id.find('/'), hash = r->seed_id.rfind('#');
        std::set<std::string> made;
        std::stringstream given{r->seed_id.substr(slash + 1, hash - slash - 1)};
        for (std::string part; std::getline(given, part, ',');) made.insert(part);
        std::stringstream wanted{std::string(pack.params)};
        for (std::string part; std::getline(wanted, part, ',');) {
          EXPECT_TRUE(made.count(part)) << part << " in " << r->seed_id;
        }
        EXPECT_EQ(*r->seed, static_cast<uint64_t>(seed));
        EXPECT_EQ(r->seed_id, listed_id + std::to_string(seed));
        SolvedState(*r, true);  // exactly one solution
      }
    }
  }
  EXPECT_GE(packs, 8);  // at least Star Battle's board sizes
}

TEST(Kinds, EveryLevelOfferedIsMadeAtThatLevel) {
  for (const Kind* kind : Kinds()) {
    if (kind->levels == nullptr || kind->make == nullptr) continue;
    for (const json& level : kind->levels()) {
      if (level.value("web", true) == false) continue;  // made only from the command line
      const std::string name = level["name"];
      SCOPED_TRACE(std::string(kind->name) + " " + name);
      json params = kind->example;  // examples are made at every level the web offers
      params["level"] = name;
      Result<PuzzleRecord> r = Make(std::string(kind->name), params);
      ASSERT_TRUE(r.ok()) << r.error().ToString();
      EXPECT_EQ(r->level, name);
      WalkRecord(*r, kind->makes_unique);
    }
  }
}

TEST(Kinds, NamesAndAliasesFindTheirKindAndTheApiListsThemAll) {
  for (const Kind* kind : Kinds()) {
    EXPECT_EQ(FindKind(kind->name), kind);
    for (std::string_view alias : kind->aliases) EXPECT_EQ(FindKind(alias), kind);
  }
  // Every kind that is stored and played names its player: a module of the web app exporting
  // `game`.
  for (const Kind* kind : Kinds()) {
    if (kind->write == nullptr) continue;
    ASSERT_FALSE(kind->player.empty()) << kind->name << " has no player";
    std::ifstream module(std::string(PS_SOURCE_DIR) + "/web/" + std::string(kind->player) + ".js");
    std::stringstream text;
    text << module.rdbuf();
    EXPECT_NE(text.str().find("export const game = "), std::string::npos)
        << "web/" << kind->player << ".js does not export its game";
  }
  EXPECT_EQ(FindKind("sweetspots"), FindKind("starbattle"));
  EXPECT_EQ(FindKind("nosuch"), nullptr);
  json listed = KindsJson();
  ASSERT_EQ(listed.size(), Kinds().size());
  EXPECT_EQ(listed[0]["name"], "sudoku");
  Budget budget = Budget::Seconds(1);
  MakeContext ctx{budget, nullptr, nullptr};
  Result<PuzzleRecord> bad = MakePuzzle("nosuch", json::object(), ctx);
  ASSERT_FALSE(bad.ok());
  for (const Kind* kind : Kinds()) {  // the message names every kind that is made
    if (kind->make == nullptr) continue;
    EXPECT_NE(bad.error().message.find(std::string(kind->name)), std::string::npos)
        << bad.error().message;
  }
}

// The command line's output for `args` (stderr dropped).
std::string Cli(const std::string& args) {
  std::string out;
  FILE* p = popen((std::string(PS_BINARY) + " " + args + " 2>/dev/null").c_str(), "r");
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  pclose(p);
  return out;
}

TEST(Kinds, TheCommandLineAndTheApiMakeTheSamePuzzleFromTheSameSeedByDefault) {
  // Same defaults, same generator: `generate --seed S` and a make request with only the seed.
  for (uint64_t seed : {5u, 6u}) {
    json cli = json::parse(Cli("sudoku generate --json -q --seed " + std::to_string(seed)));
    Result<PuzzleRecord> api = Make("sudoku", {{"seed", seed}});
    ASSERT_TRUE(api.ok()) << api.error().ToString();
    EXPECT_EQ(cli["doc"]["givens"], api->doc["givens"]) << seed;
    EXPECT_EQ(cli["game_id"], api->game_id) << seed;
    EXPECT_EQ(cli["level"], api->level);

    json scli = json::parse(Cli("starbattle generate --json -q --seed " + std::to_string(seed)));
    Result<PuzzleRecord> sapi = Make("starbattle", {{"seed", seed}});
    ASSERT_TRUE(sapi.ok()) << sapi.error().ToString();
    Result<Download> url = ExportPuzzle(*sapi, "url");
    ASSERT_TRUE(url.ok());
    EXPECT_EQ(Cli("starbattle generate -q --to url --seed " + std::to_string(seed)), url->body)
        << seed;
    EXPECT_EQ(scli["doc"], sapi->doc) << seed;
    EXPECT_EQ(scli["level"], sapi->level);
  }
}

TEST(Kinds, ParametersAreCheckedAgainstTheTableWithTheirNameInTheMessage) {
  struct Case {
    const char* kind;
    json params;
    const char* says;
  };
  const std::vector<Case> cases = {
      {"sudoku", {{"size", 7}}, "'size' must be 9, 4, 6, 8, 12 or 16"},
      {"sudoku", {{"level", "impossible"}}, "'level' must be any, beginner"},
      {"sudoku", {{"symmetry", "spiral"}}, "'symmetry'"},
      {"sudoku", {{"diagonals", "yes"}}, "'diagonals' must be true or false"},
      {"starbattle", {{"size", 99}}, "'size' must be from 4 to 25"},
      {"starbattle", {{"colour", "red"}}, "unknown parameter 'colour'"},
      {"fillin", {{"seed", -1}}, "'seed'"},
      {"crossword", {{"strategy", "sideways"}}, "'strategy'"},
  };
  for (const Case& c : cases) {
    Result<json> r = CheckParams(*FindKind(c.kind), c.params);
    ASSERT_FALSE(r.ok()) << c.kind << " " << c.params.dump();
    EXPECT_NE(r.error().message.find(c.says), std::string::npos) << r.error().message;
  }
  // Defaults fill in what is absent.
  Result<json> d = CheckParams(*FindKind("starbattle"), json{{"seed", 3}});
  ASSERT_TRUE(d.ok());
  EXPECT_EQ((*d)["size"], 10);
  EXPECT_EQ((*d)["stars"], 2);
  EXPECT_EQ((*d)["level"], "any");
}

TEST(Kinds, EveryLevelTheFormOffersAtASizeIsMadeWithinTheFormsTime) {
  // The web form offers a level only at sizes and star counts where it is made in time; a level's
  // "min_size" and "min_stars" say where. Seed 1, the form's 30 s.
  const std::vector<std::pair<std::string, json>> boards = {
      {"sudoku", {{"size", 9}}},
      {"sudoku", {{"size", 4}}},
      {"starbattle", {{"size", 8}, {"stars", 1}}},
      {"starbattle", {{"size", 10}, {"stars", 2}}},
  };
  for (const auto& [name, board] : boards) {
    const Kind* kind = FindKind(name);
    for (const json& level : kind->levels()) {
      if (level.value("web", true) == false) continue;
      if (board.value("size", 0) < level.value("min_size", 0)) continue;
      if (board.value("stars", 1) < level.value("min_stars", 1)) continue;
      json params = board;
      params["level"] = level["name"];
      params["seed"] = 1;
      SCOPED_TRACE(name + " " + params.dump());
      Budget budget = Budget::Seconds(30);
      MakeContext ctx{budget, nullptr, nullptr};
      Result<PuzzleRecord> r = MakePuzzle(name, params, ctx);
      ASSERT_TRUE(r.ok()) << r.error().ToString();
      EXPECT_EQ(r->level, level["name"].get<std::string>());
    }
  }
}

TEST(Kinds, AMakeRequestIsCheckedWithoutMakingAnything) {
  // What the server answers 400 to before a job starts: the table and the kind's own checks.
  EXPECT_FALSE(CheckMakeRequest("crossword", {{"words", ""}}).ok());
  EXPECT_FALSE(CheckMakeRequest("crossword", {{"words", "apple"}, {"size", "2x99"}}).ok());
  EXPECT_FALSE(CheckMakeRequest("fill", {{"pattern", "###\n###"}}).ok());
  EXPECT_FALSE(
      CheckMakeRequest("fill", {{"pattern", "...\n..."}, {"max_shared_substring", 1}}).ok());
  EXPECT_FALSE(CheckMakeRequest("nosuch", json::object()).ok());
  EXPECT_TRUE(CheckMakeRequest("sudoku", {{"size", 6}, {"diagonals", true}}).ok());
  // A long word list is only read, not laid out: far quicker than any construction.
  std::string words;
  for (int i = 0; i < 500; ++i) {
    std::string w;
    for (int k = i; k > 0 || w.empty(); k /= 26) w += static_cast<char>('a' + k % 26);
    words += "word" + w + ": clue\n";
  }
  const auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(CheckMakeRequest("crossword", {{"words", words}}).ok());
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 0.5);
}

}  // namespace
}  // namespace ps::app
