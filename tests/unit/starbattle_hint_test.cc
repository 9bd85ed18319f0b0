// Star Battle hints (starbattle/hint.h, through the kind's hint as the web app and the command
// line ask for it): a hint gives its deduction whole (the first hint on an empty 10x10 two-star
// board settles several squares), hints applied one after another solve the board with every
// mark agreeing with the solution, and their words (and the grader's) read as a solver writes:
// no "only 0 of", no "1 stars", no zone numbers the board does not show.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "app/puzzles.h"
#include "common/budget.h"
#include "starbattle/hint.h"
#include "starbattle/logic.h"
#include "starbattle/words.h"

// A namespace of its own: the unity build compiles several test files as one.
namespace ps::starbattle::hint_test {
namespace {

using nlohmann::json;
using test_support::NoLimit;

struct Made {
  app::PuzzleRecord record;
  Puzzle puzzle;
  Solution solution;
};

// A board as `puzzlesmith make starbattle --size N --stars K --seed S [--level L]` makes it.
Made Make(int n, int k, uint64_t seed, const std::string& level = "any") {
  Budget budget = Budget::Seconds(60);
  kind::MakeContext ctx{budget, nullptr, nullptr};
  Result<app::PuzzleRecord> r = app::MakePuzzle(
      "starbattle", {{"size", n}, {"stars", k}, {"seed", seed}, {"level", level}}, ctx);
  PS_CHECK(r.ok());
  Made b;
  b.record = *r;
  const json& doc = r->doc;
  b.puzzle.n = n;
  b.puzzle.row_stars = b.puzzle.col_stars = b.puzzle.zone_stars = k;
  for (int y = 0; y < n; ++y) {
    const std::string row = doc["solution"][static_cast<size_t>(y)].get<std::string>();
    for (int x = 0; x < n; ++x) {
      b.puzzle.zones.push_back(doc["zones"][static_cast<size_t>(y)][static_cast<size_t>(x)]);
      b.solution.push_back(row[static_cast<size_t>(x)] == '*' ? 1 : 0);
    }
  }
  return b;
}

// What no hint or grader step may say.
void ExpectWords(const std::string& text) {
  static const std::regex zone_number("zones? [0-9]");
  EXPECT_EQ(text.find("only 0 of"), std::string::npos) << text;
  EXPECT_EQ(text.find(" 1 stars"), std::string::npos) << text;
  EXPECT_EQ(text.find(" 0 stars"), std::string::npos) << text;
  EXPECT_FALSE(std::regex_search(text, zone_number)) << text;
  EXPECT_FALSE(text.empty());
}

// Applies the kind's hints from an empty board to the end; each settles at least one square,
// agrees with the solution and outlines what it settles. Returns the hints' texts.
std::vector<std::string> PlayByHints(const Made& b) {
  const int cells = b.puzzle.Cells();
  std::vector<int> marks(static_cast<size_t>(cells), 0);
  std::vector<std::string> texts;
  for (int round = 0; round < cells; ++round) {
    Budget budget = Budget::Seconds(30);
    Result<json> h = app::HintGame(b.record, json{{"marks", marks}}, budget);
    EXPECT_TRUE(h.ok());
    if (!h.ok()) break;
    const std::string technique = (*h)["technique"];
    if (technique == "solved") break;
    EXPECT_NE(technique, "mistake");
    EXPECT_NE(technique, "reveal") << "the techniques stalled";
    texts.push_back((*h)["text"]);
    const std::vector<int> outlined = (*h)["cells"];
    int settled = 0;
    for (const char* what : {"stars", "empties"}) {
      for (int c : (*h)[what].get<std::vector<int>>()) {
        EXPECT_EQ(b.solution[static_cast<size_t>(c)], what[0] == 's' ? 1 : 0) << texts.back();
        EXPECT_EQ(marks[static_cast<size_t>(c)], 0) << texts.back();
        EXPECT_NE(std::find(outlined.begin(), outlined.end(), c), outlined.end())
            << "the outline holds what the hint settles: " << texts.back();
        marks[static_cast<size_t>(c)] = what[0] == 's' ? 1 : 2;
        ++settled;
      }
    }
    EXPECT_GE(settled, 1) << texts.back();
    if (settled == 0) break;
  }
  EXPECT_EQ(std::count(marks.begin(), marks.end(), 0), 0) << "the hints did not finish the board";
  return texts;
}

TEST(StarbattleHint, FirstHintOnAnEmptyTenByTenTwoStarBoardSettlesSeveralSquares) {
  // Seed 2 is left out: its first no-room squares (three) each starve a different zone, so its
  // first deduction is one square (the next test holds it to the grader's whole group).
  for (const uint64_t seed : std::vector<uint64_t>{1, 3, 4, 5, 6, 7, 8, 9, 10, 11}) {
    const Made b = Make(10, 2, seed);
    Budget budget = Budget::Seconds(30);
    Result<json> h = app::HintGame(b.record, json(), budget);
    ASSERT_TRUE(h.ok());
    EXPECT_GT((*h)["stars"].size() + (*h)["empties"].size(), 1u)
        << "seed " << seed << ": " << (*h)["text"];
  }
}

// The first hint empties at least every square that the grader's first no-room pass over the
// empty board (one square a step) empties for one unit: the most any unit gets there.
TEST(StarbattleHint, FirstHintHoldsTheGradersLargestNoRoomGroup) {
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    const Made b = Make(10, 2, seed);
    const GradeResult g = Grade(b.puzzle, NoLimit());
    std::map<std::vector<int>, std::set<int>> groups;  // a unit's cells -> the squares emptied
    // The first pass: its squares come in reading order (a second pass starts again from r1c1).
    int last = -1;
    for (const Step& s : g.steps) {
      if (s.technique != Technique::kNoRoom || s.empties[0] <= last) break;
      last = s.empties[0];
      groups[s.cells].insert(s.empties.begin(), s.empties.end());
    }
    ASSERT_FALSE(groups.empty()) << seed;
    size_t most = 0;
    for (const auto& [unit, squares] : groups) most = std::max(most, squares.size());
    Step hint;
    ASSERT_TRUE(HintStep(b.puzzle, std::vector<uint8_t>(static_cast<size_t>(100), kUnknown), hint));
    EXPECT_EQ(hint.technique, Technique::kNoRoom);
    EXPECT_GE(hint.empties.size(), most) << seed << ": " << hint.text;
    const std::set<int> emptied(hint.empties.begin(), hint.empties.end());
    bool holds_one = false;
    for (const auto& [unit, squares] : groups) {
      holds_one = holds_one ||
                  std::includes(emptied.begin(), emptied.end(), squares.begin(), squares.end());
    }
    EXPECT_TRUE(holds_one) << seed << ": " << hint.text;
  }
}

// Hints applied one after another solve boards of one and two stars at several levels; every
// text, and every grader step's, reads right.
TEST(StarbattleHint, HintsSolveEveryBoardAndReadRight) {
  struct Case {
    int n, k;
    uint64_t seed;
    const char* level;
  };
  const Case cases[] = {{8, 1, 1, "any"},    {8, 1, 2, "any"},     {8, 1, 3, "hard"},
                        {10, 1, 1, "any"},   {10, 1, 2, "expert"}, {8, 2, 1, "any"},
                        {8, 2, 4, "any"},    {10, 2, 1, "any"},    {10, 2, 2, "any"},
                        {10, 2, 7, "any"},   {10, 2, 1, "medium"}, {10, 2, 1, "hard"},
                        {10, 2, 3, "expert"}};
  std::set<std::string> techniques;
  for (const Case& c : cases) {
    SCOPED_TRACE(testing::Message()
                 << c.n << "x" << c.n << " k" << c.k << " seed " << c.seed << " " << c.level);
    const Made b = Make(c.n, c.k, c.seed, c.level);
    for (const std::string& text : PlayByHints(b)) ExpectWords(text);
    const GradeResult g = Grade(b.puzzle, NoLimit());
    for (const Step& s : g.steps) {
      ExpectWords(s.text);
      techniques.insert(std::string(TechniqueName(s.technique)));
    }
  }
  // The cases reach every technique but search.
  EXPECT_EQ(techniques.size(), 8u);
}

// The command line's `starbattle hint` and the kind's hint are one function: the same step.
TEST(StarbattleHint, KindHintIsHintStep) {
  const Made b = Make(10, 2, 5);
  Step step;
  ASSERT_TRUE(HintStep(b.puzzle, std::vector<uint8_t>(100, kUnknown), step));
  Budget budget = Budget::Seconds(30);
  Result<json> h = app::HintGame(b.record, json(), budget);
  ASSERT_TRUE(h.ok());
  EXPECT_EQ((*h)["text"], step.text);
  EXPECT_EQ((*h)["empties"].get<std::vector<int>>(), step.empties);
  EXPECT_EQ((*h)["cells"].get<std::vector<int>>(), step.cells);
}

TEST(StarbattleHint, RoomWords) {
  EXPECT_EQ(RoomFor(1, 0, 0, false), "no room for its star");
  EXPECT_EQ(RoomFor(2, 0, 1, false), "room for only one of its two stars");
  EXPECT_EQ(RoomFor(2, 0, 0, false), "no room for either of its stars");
  EXPECT_EQ(RoomFor(2, 1, 1, false), "no room for the star it still needs");
  EXPECT_EQ(RoomFor(2, 0, 1, true), "no room for its second star");
  EXPECT_EQ(RoomFor(3, 0, 2, true), "room for only one of the two more stars it would still need");
  EXPECT_EQ(SquareList(10, {0, 1, 12}, 8, "or"), "r1c1, r1c2 or r2c3");
  EXPECT_EQ(SquareList(10, {0, 1, 2, 3}, 3), "r1c1, r1c2 and two more");
}

}  // namespace
}  // namespace ps::starbattle::hint_test
