// A Star Battle exported as a zone file comes back as it went out (starbattle/zone_stars.h, the
// kind's reader, the import API): the zone file carries no star count, so its download is named
// <title>-N-K.txt as the Sweet Spots game named its files, and import reads the count from such a
// name; without one, the one count that gives one solution; else a refusal in one line. The
// original Sweet Spots boards keep their counts.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "app/puzzles.h"
#include "kind/common.h"
#include "starbattle/format.h"
#include "starbattle/originals.h"

// A namespace of its own: the unity build compiles several test files as one.
namespace ps::app::zone_stars_test {
namespace {

using nlohmann::json;

PuzzleRecord Make(int n, int k, uint64_t seed) {
  Budget budget = Budget::Seconds(60);
  kind::MakeContext ctx{budget, nullptr, nullptr};
  Result<PuzzleRecord> r =
      MakePuzzle("starbattle", {{"size", n}, {"stars", k}, {"seed", seed}}, ctx);
  PS_CHECK(r.ok());
  return *r;
}

Result<PuzzleRecord> Import(const json& request) {
  Budget budget = Budget::Seconds(60);
  return ImportPuzzle(request, budget);
}

TEST(StarbattleZoneStars, NamesGiveTheCount) {
  using starbattle::StarsFromName;
  EXPECT_EQ(StarsFromName("game-10-2.txt", 10), 2);
  EXPECT_EQ(StarsFromName("/some/where/game-8-1.txt", 8), 1);
  EXPECT_EQ(StarsFromName("gamezone.10a-2.txt", 10), 2);
  EXPECT_EQ(StarsFromName("Star-Battle-10x10-2-expert-10-2.txt", 10), 2);
  EXPECT_EQ(StarsFromName("Star-Battle-10x10-2-expert-10-2.zones.txt", 10), 2);
  EXPECT_EQ(StarsFromName("14x14-k3-019.txt", 14), 3);
  EXPECT_EQ(StarsFromName("game-10-2.txt", 8), 0) << "another side: the name is not this board's";
  EXPECT_EQ(StarsFromName("board.txt", 10), 0);
  EXPECT_EQ(StarsFromName("", 10), 0);
  EXPECT_EQ(StarsFromName("x110-2.txt", 10), 0);
}

// A 10x10 two-star board exported as zones: named with its counts, and back as two stars with
// its download name and without one (the one count that gives one solution, said in a note).
TEST(StarbattleZoneStars, ATwoStarBoardComesBackAsItWentOut) {
  for (uint64_t seed : {1u, 2u, 3u}) {
    SCOPED_TRACE(seed);
    const PuzzleRecord made = Make(10, 2, seed);
    Result<Download> d = ExportPuzzle(made, "zones");
    ASSERT_TRUE(d.ok());
    EXPECT_EQ(d->filename, kind::SafeName(made.title) + "-10-2.txt");
    // The file as the original game reads it: ten lines of ten ids, nothing else.
    std::istringstream lines(d->body);
    int rows = 0;
    for (std::string line; std::getline(lines, line); ++rows) {
      std::istringstream ids(line);
      int id = 0, count = 0;
      while (ids >> id) ++count;
      EXPECT_EQ(count, 10) << line;
    }
    EXPECT_EQ(rows, 10);

    Result<PuzzleRecord> named = Import({{"text", d->body}, {"name", d->filename}});
    ASSERT_TRUE(named.ok()) << named.error().ToString();
    EXPECT_EQ(named->doc["stars"], 2);
    EXPECT_EQ(named->doc["zones"], made.doc["zones"]);
    EXPECT_EQ(named->doc["solution"], made.doc["solution"]);
    EXPECT_TRUE(named->notes.empty()) << named->notes[0];

    Result<PuzzleRecord> pasted = Import({{"text", d->body}});
    ASSERT_TRUE(pasted.ok()) << pasted.error().ToString();
    EXPECT_EQ(pasted->doc["stars"], 2);
    EXPECT_EQ(pasted->doc["solution"], made.doc["solution"]);
    ASSERT_EQ(pasted->notes.size(), 1u);
    EXPECT_NE(pasted->notes[0].find("the only count from 1 to 5 that gives one solution"),
              std::string::npos)
        << pasted->notes[0];

    // A count given is taken as it is (an import of the zones as a one-star board).
    Result<PuzzleRecord> one = Import({{"text", d->body}, {"stars", 1}, {"name", d->filename}});
    ASSERT_TRUE(one.ok()) << one.error().ToString();
    EXPECT_EQ(one->doc["stars"], 1);
  }
}

// Ten rows as ten zones: every count leaves several solutions (or none), so nothing tells it.
TEST(StarbattleZoneStars, AZoneFileThatDoesNotTellIsRefusedInOneLine) {
  std::string stripes;
  for (int y = 0; y < 10; ++y) {
    for (int x = 0; x < 10; ++x) stripes += std::to_string(y) + (x < 9 ? " " : "\n");
  }
  Result<PuzzleRecord> r = Import({{"text", stripes}});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, ErrorCode::kInvalidInput);
  const std::string& m = r.error().message;
  EXPECT_EQ(m.find('\n'), std::string::npos) << m;
  EXPECT_NE(m.find("does not say how many stars"), std::string::npos) << m;
  EXPECT_NE(m.find("no count from 1 to 5 gives one solution"), std::string::npos) << m;
  EXPECT_NE(m.find("--stars K (Stars on the Import page)"), std::string::npos) << m;
  // Told, it reads (a board with many solutions, as any board may be).
  Result<PuzzleRecord> told = Import({{"text", stripes}, {"stars", 2}});
  ASSERT_TRUE(told.ok()) << told.error().ToString();
  EXPECT_EQ(told->doc["stars"], 2);
  Result<PuzzleRecord> named = Import({{"text", stripes}, {"name", "game-10-2.txt"}});
  ASSERT_TRUE(named.ok()) << named.error().ToString();
  EXPECT_EQ(named->doc["stars"], 2);
}

// The game's own 16 boards (several solutions, one or two stars) import as those boards, with
// their file names and without, and with an explicit count as before.
TEST(StarbattleZoneStars, TheSweetSpotsOriginalsKeepTheirCounts) {
  for (const starbattle::Original& o : starbattle::SweetSpotsOriginals()) {
    SCOPED_TRACE(std::string(o.name));
    const std::string name = "gamezone." + std::string(o.name) + ".txt";
    std::ifstream in(std::string(PS_SOURCE_DIR) + "/data/starbattle/sweetspots/" + name);
    std::stringstream text;
    text << in.rdbuf();
    for (const json& request :
         {json{{"text", text.str()}, {"name", name}}, json{{"text", text.str()}},
          json{{"text", text.str()}, {"stars", o.puzzle.Stars()}}}) {
      Result<PuzzleRecord> r = Import(request);
      ASSERT_TRUE(r.ok()) << r.error().ToString();
      EXPECT_EQ(r->doc["stars"], o.puzzle.Stars());
      EXPECT_NE(r->title.find("Sweet Spots original " + std::string(o.name)), std::string::npos)
          << r->title;
      EXPECT_TRUE(r->notes.empty());
    }
  }
}

}  // namespace
}  // namespace ps::app::zone_stars_test
