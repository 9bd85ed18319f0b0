// Crossword construction: the word-list reader, the builder (checked by the independent rule
// checker on every layout), numbering and determinism.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "common/files.h"
#include "core/rng.h"
#include "layout/layout.h"

namespace ps::crossword {
using namespace ps::layout;
namespace {

// A w x h crossword of these entries.
Crossword Grid5(int w, int h, std::vector<Entry> entries) {
  Crossword c;
  c.width = w;
  c.height = h;
  c.entries = std::move(entries);
  return c;
}

using testing_files::Slurp;

std::vector<ClueWord> Words(std::string_view text) {
  Result<std::vector<ClueWord>> w = ParseClueList(text);
  EXPECT_TRUE(w.ok()) << (w.ok() ? "" : w.error().ToString());
  return w.ok() ? *w : std::vector<ClueWord>{};
}

TEST(ClueList, ReadsWordsCluesAndDirections) {
  std::vector<ClueWord> w = Words(
      "# comment\n\npuzzle: Something to solve\nice cream: Cold treat\nGRID down: Rows and "
      "columns\nrock-n-roll\n");
  ASSERT_EQ(w.size(), 4u);
  EXPECT_EQ(w[0].answer, "PUZZLE");
  EXPECT_EQ(w[0].clue, "Something to solve");
  EXPECT_FALSE(w[0].direction.has_value());
  EXPECT_EQ(w[1].answer, "ICECREAM");
  EXPECT_EQ(w[2].answer, "GRID");
  ASSERT_TRUE(w[2].direction.has_value());
  EXPECT_EQ(*w[2].direction, Direction::kDown);
  EXPECT_EQ(w[3].answer, "ROCKNROLL");
  std::vector<ClueWord> j =
      Words(R"({"words": ["alpha", {"word": "beta", "clue": "Second", "direction": "across"}]})");
  ASSERT_EQ(j.size(), 2u);
  EXPECT_EQ(j[1].clue, "Second");
  EXPECT_EQ(*j[1].direction, Direction::kAcross);
}

TEST(ClueList, RejectsBadInputWithAPlace) {
  Result<std::vector<ClueWord>> bad = ParseClueList("alpha\n  be7a: clue\n");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().line, 2);
  EXPECT_EQ(bad.error().column, 5);
  EXPECT_FALSE(ParseClueList("alpha\nALPHA\n").ok());  // the same answer twice
  EXPECT_FALSE(ParseClueList("a\n").ok());             // one letter
  EXPECT_FALSE(ParseClueList("\n# only a comment\n").ok());
  Result<std::vector<ClueWord>> json = ParseClueList("[\"ok\",\n 3]");
  EXPECT_FALSE(json.ok());
  Result<std::vector<ClueWord>> broken = ParseClueList("[\"ok\",\n ");
  ASSERT_FALSE(broken.ok());
  EXPECT_EQ(broken.error().line, 2);
}

TEST(Numbering, FollowsTheStandardOrder) {
  // C A T
  // A . E
  // R A N      numbers: 1 C (across, down), 2 T (down), 3 R (across)
  auto e = [](std::string a, int x, int y, Direction d) {
    return Entry{a, "", x, y, d, 0, {}, 0, {}};
  };
  Crossword ok = Grid5(5, 5,
                       {e("CAT", 0, 0, Direction::kAcross), e("CAR", 0, 0, Direction::kDown),
                        e("TEN", 2, 0, Direction::kDown), e("RAN", 0, 2, Direction::kAcross)});
  EXPECT_EQ(CheckCrossword(ok), "");
  Number(ok);
  ASSERT_EQ(ok.entries.size(), 4u);
  EXPECT_EQ(ok.entries[0].answer, "CAT");
  EXPECT_EQ(ok.entries[0].number, 1);
  EXPECT_EQ(ok.entries[1].answer, "RAN");
  EXPECT_EQ(ok.entries[1].number, 3);
  EXPECT_EQ(ok.entries[2].answer, "CAR");
  EXPECT_EQ(ok.entries[2].number, 1);
  EXPECT_EQ(ok.entries[3].answer, "TEN");
  EXPECT_EQ(ok.entries[3].number, 2);
}

TEST(RuleCheck, CatchesEveryBrokenRule) {
  auto e = [](std::string a, int x, int y, Direction d) {
    return Entry{a, "", x, y, d, 0, {}, 0, {}};
  };
  const Direction A = Direction::kAcross, D = Direction::kDown;
  // Two across words side by side (their letters form two-letter downs nobody placed).
  EXPECT_NE(CheckCrossword(Grid5(4, 3, {e("ABC", 0, 0, A), e("DEF", 0, 1, A)})), "");
  // Letters disagree at a crossing.
  EXPECT_NE(CheckCrossword(Grid5(3, 3, {e("CAT", 0, 0, A), e("DOG", 0, 0, D)})), "");
  // An entry running into another letter (no block at its end).
  EXPECT_NE(CheckCrossword(Grid5(4, 3, {e("CAT", 0, 0, A), e("SO", 3, 0, D)})), "");
  // Two pieces.
  EXPECT_NE(CheckCrossword(Grid5(7, 1, {e("CAT", 0, 0, A), e("DOG", 4, 0, A)})), "");
  // Out of the grid.
  EXPECT_NE(CheckCrossword(Grid5(2, 2, {e("CAT", 0, 0, A)})), "");
  // A legal pair.
  EXPECT_EQ(CheckCrossword(Grid5(3, 3, {e("CAT", 0, 0, A), e("COW", 0, 0, D)})), "");
}

TEST(Construct, PlacesTheSampleListLegallyAndDeterministically) {
  std::vector<ClueWord> words = Words(Slurp(PS_SOURCE_DIR "/data/crossword/sample-words.txt"));
  ASSERT_EQ(words.size(), 20u);
  for (Strategy st :
       {Strategy::kCompact, Strategy::kTopDown, Strategy::kCentreOut, Strategy::kRandom}) {
    ConstructOptions o;
    o.seed = 7;
    o.strategy = st;
    o.count = 3;
    o.attempts = 200;
    Budget b;
    ConstructResult r = Construct(words, o, b);
    ASSERT_EQ(r.layouts.size(), 3u) << ToString(st);
    for (const Construction& c : r.layouts) {
      EXPECT_EQ(CheckCrossword(c.grid), "") << ToString(st) << "\n" << FormatCrossword(c.grid);
      EXPECT_EQ(c.grid.entries.size() + c.unplaced.size(), words.size());
      for (const Entry& e : c.grid.entries) EXPECT_FALSE(e.clue.empty()) << e.answer;
    }
    EXPECT_NE(r.layouts[0].grid, r.layouts[1].grid);
    EXPECT_TRUE(r.layouts[0].unplaced.empty()) << ToString(st);
    Budget b2;
    EXPECT_EQ(Construct(words, o, b2).layouts[0].grid, r.layouts[0].grid) << ToString(st);
  }
}

TEST(Construct, RandomListsObeyTheRulesAndExplainLeftovers) {
  // Random words, some with rare letters; every layout passes the checker and every word is
  // either placed or given a reason.
  Rng rng(11);
  for (int t = 0; t < 30; ++t) {
    std::vector<ClueWord> words;
    const int n = 3 + static_cast<int>(rng.Below(25));
    for (int k = 0; k < n; ++k) {
      std::string w;
      const int len = 3 + static_cast<int>(rng.Below(8));
      for (int i = 0; i < len; ++i) w += static_cast<char>('A' + rng.Below(k % 5 == 4 ? 26 : 8));
      w += static_cast<char>('A' + k % 26);
      w += static_cast<char>('A' + k / 26);
      words.push_back({w, w, "", std::nullopt});
    }
    ConstructOptions o;
    o.seed = static_cast<uint64_t>(t);
    o.attempts = 20;
    if (t % 3 == 0) {
      o.width = 15;
      o.height = 15;
    }
    Budget b;
    ConstructResult r = Construct(words, o, b);
    const Construction& c = r.layouts.at(0);
    EXPECT_EQ(CheckCrossword(c.grid), "") << FormatCrossword(c.grid);
    EXPECT_EQ(c.grid.entries.size() + c.unplaced.size(), words.size());
    for (const Unplaced& u : c.unplaced) EXPECT_FALSE(u.reason.empty());
    if (t % 3 == 0) {
      EXPECT_EQ(c.grid.width, 15);
      EXPECT_EQ(c.grid.height, 15);
    }
  }
}

TEST(Construct, DefaultLayoutIsDenseAndLongerSearchIsNeverWorse) {
  // The issue's bar (density >= 0.45, every word, one piece) on the committed 20-word sample,
  // over several seeds; and a run with a time limit starts with the default run, so it can only
  // end as dense or denser.
  std::vector<ClueWord> words = Words(Slurp(PS_SOURCE_DIR "/data/crossword/sample-words.txt"));
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    ConstructOptions o;
    o.seed = seed;
    Budget b;
    const Construction c = Construct(words, o, b).layouts.at(0);
    EXPECT_EQ(CheckCrossword(c.grid), "") << FormatCrossword(c.grid);
    EXPECT_TRUE(c.unplaced.empty());
    EXPECT_GE(c.density, 0.45) << "seed " << seed << "\n" << FormatCrossword(c.grid);
    if (seed == 1) {
      o.until_deadline = true;
      Budget timed = Budget::Seconds(3);
      const Construction t = Construct(words, o, timed).layouts.at(0);
      EXPECT_EQ(CheckCrossword(t.grid), "") << FormatCrossword(t.grid);
      EXPECT_TRUE(t.unplaced.empty());
      EXPECT_GE(t.density, c.density - 1e-12);
    }
  }
}

TEST(Construct, MoreCrossingsGiveATighterKrissKrossAtAboutTheSameDensity) {
  // --crossings more on lists of common words (the built-in word list): more crossings over the
  // lists than the default ranking, every word placed, every layout legal, density at most a
  // little lower (when written: 85 crossings against 78, density 0.466 against 0.468).
  std::vector<std::string> pool;
  std::istringstream in(Slurp(PS_SOURCE_DIR "/data/words/common.txt"));
  for (std::string w; std::getline(in, w);) {
    if (w.size() >= 4 && w.size() <= 9) pool.push_back(w);
  }
  ASSERT_GT(pool.size(), 1000u);
  Rng rng(5);
  int normal_crossings = 0, more_crossings = 0;
  double normal_density = 0, more_density = 0;
  for (int list = 0; list < 4; ++list) {
    std::string text;
    for (int k = 0; k < 20; ++k) text += pool[rng.Below(pool.size())] + "\n";
    const std::vector<ClueWord> words = Words(text);
    for (bool more : {false, true}) {
      ConstructOptions o;
      o.seed = 1;
      o.attempts = 100;
      o.more_crossings = more;
      Budget b;
      const Construction c = Construct(words, o, b).layouts.at(0);
      EXPECT_EQ(CheckCrossword(c.grid), "") << FormatCrossword(c.grid);
      EXPECT_TRUE(c.unplaced.empty());
      (more ? more_crossings : normal_crossings) += c.crossings;
      (more ? more_density : normal_density) += c.density / 4;
    }
  }
  EXPECT_GT(more_crossings, normal_crossings);
  EXPECT_GE(more_density, normal_density - 0.015);
}

TEST(Construct, TinyListsReportProgressThroughEveryRound) {
  // A short list runs two rounds; with three words the second round finds only layouts seen in
  // the first, and the progress report must still name the best so far.
  std::vector<ClueWord> words = Words("cat\ntab\nbat\n");
  ConstructOptions o;
  int64_t last_found = -1;
  int reports = 0;
  o.progress = [&](const Progress& p) {
    ++reports;
    last_found = p.found;
  };
  Budget b;
  const ConstructResult r = Construct(words, o, b);
  ASSERT_FALSE(r.layouts.empty());
  EXPECT_EQ(CheckCrossword(r.layouts[0].grid), "");
  EXPECT_GT(reports, 0);
  EXPECT_EQ(last_found, static_cast<int64_t>(r.layouts[0].grid.entries.size()));
}

TEST(Construct, HonoursDirectionsAndNamesWordsThatCannotCross) {
  std::vector<ClueWord> words = Words("planet across\nnebula down\norbit down\nxyz\n");
  ConstructOptions o;
  o.attempts = 50;
  Budget b;
  const ConstructResult r = Construct(words, o, b);
  const Construction& c = r.layouts.at(0);
  EXPECT_EQ(CheckCrossword(c.grid), "");
  for (const Entry& e : c.grid.entries) {
    if (e.answer == "PLANET") {
      EXPECT_EQ(e.dir, Direction::kAcross);
    }
    if (e.answer == "NEBULA" || e.answer == "ORBIT") {
      EXPECT_EQ(e.dir, Direction::kDown);
    }
  }
  ASSERT_EQ(c.unplaced.size(), 1u);
  EXPECT_EQ(c.unplaced[0].answer, "XYZ");
  EXPECT_EQ(c.unplaced[0].reason, "shares no letter with the placed words");
}

}  // namespace
}  // namespace ps::crossword
