// Killer Sudoku's forms: lz-string's base64 codec against the npm package's own output (a fixture
// it wrote), f-puzzles' JSON and link for classic, Sudoku-X, jigsaw and killer puzzles both ways,
// SudokuWiki's killer string (a published one read, ours written back the same), our game ID and
// document through the kind's table, the canonical key under the 8 symmetries of the square, and
// the kind's format names ("convert --to solo|fpuzzles|fpuzzles-url|sudokuwiki").
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "app/puzzles.h"
#include "app/verbs.h"
#include "common/budget.h"
#include "common/files.h"
#include "core/lz_string.h"
#include "core/text.h"
#include "sudoku/canonical.h"
#include "sudoku/count_solver.h"
#include "sudoku/fpuzzles.h"
#include "sudoku/generate.h"
#include "sudoku/logic.h"
#include "sudoku/solo_id.h"
#include "sudoku/sudokuwiki.h"

namespace ps::sudoku {
namespace killer_forms_test {
namespace {

using nlohmann::json;
using test_support::NoLimit;

Generated Make(const char* level, uint64_t seed, bool jigsaw = false, bool x = false) {
  GenerateParams params;
  params.killer = true;
  params.jigsaw = jigsaw;
  params.geo.diagonals = x;
  params.level = FindLevel(level);
  Rng rng(seed);
  Budget budget = Budget::Seconds(30);
  Result<Generated> g = Generate(params, rng, budget);
  EXPECT_TRUE(g.ok());
  return *g;
}

TEST(SudokuKillerForms, LzStringGivesTheNpmPackagesText) {
  const std::string text =
      testing_files::Slurp(std::string(PS_SOURCE_DIR) + "/tests/data/sudoku-killer/lz-string.txt");
  int cases = 0;
  for (const Line& line : SplitLines(text)) {
    if (line.text.empty() || line.text[0] == '#') continue;
    const json pair = json::parse(line.text);
    const std::string plain = pair[0], packed = pair[1];
    EXPECT_EQ(LzCompressToBase64(plain), packed) << plain.substr(0, 40);
    Result<std::string> back = LzDecompressFromBase64(packed);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(*back, plain);
    ++cases;
  }
  EXPECT_GE(cases, 10);
  // Broken texts: one line each.
  for (const char* bad : {"", "N4Ig*", "N4IgzglgXgpiBc", "////"}) {
    Result<std::string> r = LzDecompressFromBase64(bad);
    EXPECT_FALSE(r.ok()) << bad;
  }
}

TEST(SudokuKillerForms, FpuzzlesJsonAndLinkBothWays) {
  std::vector<Puzzle> puzzles;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    puzzles.push_back(Make("medium", seed).puzzle);
    puzzles.push_back(Make("easy", seed, /*jigsaw=*/true).puzzle);
    puzzles.push_back(Make("easy", seed, false, /*x=*/true).puzzle);
  }
  // Classic, X and jigsaw without cages, and a 6x6 and a 4x4 classic.
  for (uint64_t seed = 1; seed <= 2; ++seed) {
    for (int kind = 0; kind < 4; ++kind) {
      GenerateParams params;
      params.level = FindLevel("easy");
      if (kind == 1) params.geo.diagonals = true;
      if (kind == 2) params.jigsaw = true;
      if (kind == 3) params.geo = Geometry(3, 2);
      Rng rng(seed);
      Budget budget = Budget::Seconds(30);
      puzzles.push_back(Generate(params, rng, budget)->puzzle);
    }
  }
  for (const Puzzle& p : puzzles) {
    const std::string j = WriteFpuzzlesJson(p, "A title");
    SCOPED_TRACE(j.substr(0, 80));
    EXPECT_TRUE(LooksLikeFpuzzles(j));
    Result<FpuzzlesRead> back = ReadFpuzzles(j);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back->puzzle, p);
    EXPECT_EQ(back->title, "A title");
    const std::string link = FpuzzlesLink(p, "A title");
    EXPECT_EQ(link.rfind("https://f-puzzles.com/?load=N4IgzglgXgpiBc", 0), 0u);
    EXPECT_TRUE(LooksLikeFpuzzles(link));
    Result<FpuzzlesRead> from_link = ReadFpuzzles(link);
    ASSERT_TRUE(from_link.ok());
    EXPECT_EQ(from_link->puzzle, p);
  }
  // The npm-packed f-puzzles killer of the lz-string fixture reads as a killer with one solution.
  const std::string text =
      testing_files::Slurp(std::string(PS_SOURCE_DIR) + "/tests/data/sudoku-killer/lz-string.txt");
  bool read = false;
  for (const Line& line : SplitLines(text)) {
    if (line.text.find("killercage") == std::string_view::npos) continue;
    const json pair = json::parse(line.text);
    Result<FpuzzlesRead> f =
        ReadFpuzzles("https://f-puzzles.com/?load=" + pair[1].get<std::string>());
    ASSERT_TRUE(f.ok()) << f.error().message;
    EXPECT_TRUE(f->puzzle.geo.killer());
    EXPECT_EQ(CountSolutions(f->puzzle, 2, NoLimit()).outcome, Outcome::kUnique);
    read = true;
  }
  EXPECT_TRUE(read);
  // What puzzlesmith has no rule for is refused by name; so are a cage with no sum and one
  // diagonal.
  const std::string base =
      R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]])";
  for (const std::string& bad :
       {base + R"(,"thermometer":[{"lines":[["R1C1","R1C2"]]}]})",
        base + R"(,"killercage":[{"cells":["R1C1","R1C2"]}]})", base + R"(,"diagonal+":true})",
        base + R"(,"killercage":[{"cells":["R1C1","R9C9"],"value":"3"}]})",
        std::string(R"({"size":4,"grid":[[{}]]})")}) {
    Result<FpuzzlesRead> r = ReadFpuzzles(bad);
    ASSERT_FALSE(r.ok()) << bad;
    EXPECT_EQ(r.error().message.find('\n'), std::string::npos);
  }
}

TEST(SudokuKillerForms, SudokuWikiKillerStringBothWays) {
  // A killer published as a SudokuWiki link (its colours and two-digit sums).
  const std::string published =
      "http://www.sudokuwiki.org/killersudoku.htm?bd="
      "111212111322212223333444333121141121123141321443333344441121144311121113333222333,"
      "080000171222150000270000000000000020000000200000000000051713000010001314000041000"
      "000000000150000000000001800000025003319000000220000000000000019000000000000000000";
  ASSERT_TRUE(LooksLikeSudokuWikiKiller(published));
  Result<Puzzle> p = ReadSudokuWikiKiller(published);
  ASSERT_TRUE(p.ok()) << p.error().message;
  EXPECT_EQ(CountSolutions(*p, 2, NoLimit()).outcome, Outcome::kUnique);
  // Ours, written and read back; refused for what the string cannot carry.
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    const Puzzle k = Make("hard", seed).puzzle;
    Result<std::string> s = WriteSudokuWikiKiller(k);
    ASSERT_TRUE(s.ok()) << s.error().message;
    Result<Puzzle> back = ReadSudokuWikiKiller(*s);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(*back, k);
  }
  EXPECT_FALSE(WriteSudokuWikiKiller(Make("easy", 1, true).puzzle).ok());
  EXPECT_FALSE(WriteSudokuWikiKiller(Make("easy", 1, false, true).puzzle).ok());
  std::string two_sums = published;
  two_sums[two_sums.size() - 1] = '5';
  EXPECT_FALSE(ReadSudokuWikiKiller(two_sums).ok());
}

// Through the kind's table: our game ID, the document, and every killer format by name.
TEST(SudokuKillerForms, GameIdDocumentAndFormatsThroughTheKind) {
  for (const char* variant : {"killer", "jigsaw-killer"}) {
    Budget budget = Budget::Seconds(60);
    Result<app::PuzzleRecord> made =
        app::MakeKind("sudoku", json{{"variant", variant}, {"level", "medium"}, {"seed", 3}},
                      budget, nullptr, "", false);
    ASSERT_TRUE(made.ok()) << made.error().ToString();
    EXPECT_EQ(made->doc["variant"], variant);
    EXPECT_TRUE(made->doc["cages"].is_array());
    EXPECT_EQ(made->params["variant"], variant);
    Result<std::string> id = app::GameIdOf(*made);
    ASSERT_TRUE(id.ok());
    EXPECT_EQ(id->rfind(std::string(variant) == "killer" ? "sudoku/9k:" : "sudoku/9jk:", 0), 0u)
        << *id;
    kind::MakeContext ctx{budget, {}, nullptr};
    Result<app::PuzzleRecord> opened = app::OpenGameId(*id, ctx);
    ASSERT_TRUE(opened.ok()) << opened.error().ToString();
    EXPECT_EQ(opened->doc["cages"], made->doc["cages"]);
    EXPECT_EQ(opened->doc["givens"], made->doc["givens"]);
    for (const char* format : {"line", "json", "solo", "fpuzzles", "fpuzzles-url"}) {
      SCOPED_TRACE(format);
      Result<app::Download> d = app::ExportPuzzle(*made, format);
      ASSERT_TRUE(d.ok()) << d.error().ToString();
      Result<app::PuzzleRecord> back = app::ImportPuzzle(json{{"text", d->body}}, budget);
      ASSERT_TRUE(back.ok()) << back.error().ToString() << "\n" << d->body;
      EXPECT_EQ(back->doc["cages"], made->doc["cages"]);
      EXPECT_EQ(back->doc.value("regions", json()), made->doc.value("regions", json()));
      EXPECT_EQ(back->doc["solution"], made->doc["solution"]);
    }
    // Formats without cages say so.
    EXPECT_FALSE(app::ExportPuzzle(*made, "letters").ok());
    EXPECT_FALSE(app::ExportPuzzle(*made, "grid").ok());
  }
}

TEST(SudokuKillerForms, CanonicalKeyIsTheSameOverTheSymmetriesOfTheSquare) {
  const Puzzle k = Make("medium", 7).puzzle;
  const std::string key = CanonicalKey(k);
  EXPECT_EQ(key.rfind("9k:", 0), 0u);
  const int n = 9;
  for (int s = 1; s < 8; ++s) {
    std::vector<int> to(81);
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        int sx = (s & 1) ? n - 1 - x : x, sy = (s & 2) ? n - 1 - y : y;
        if (s & 4) std::swap(sx, sy);
        to[static_cast<size_t>(y * n + x)] = sy * n + sx;
      }
    }
    std::vector<Cage> cages;
    for (const Cage& c : k.geo.cages) {
      Cage moved{{}, c.sum};
      for (int cell : c.cells) moved.cells.push_back(to[static_cast<size_t>(cell)]);
      cages.push_back(moved);
    }
    Result<Geometry> g = KillerGeometry(Geometry(3, 3), cages);
    ASSERT_TRUE(g.ok());
    EXPECT_EQ(CanonicalKey(Puzzle{*g, k.cells}), key) << s;
  }
  EXPECT_NE(CanonicalKey(Make("medium", 8).puzzle), key);
}

}  // namespace
}  // namespace killer_forms_test
}  // namespace ps::sudoku
