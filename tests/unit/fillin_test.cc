// Fill-in puzzles: the document's example, a golden file of 0/1/2+ fill cases, a brute-force
// cross-check on random small boards, explanations, and the generator's post-conditions.
#include "fillin/fillin.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "app/fillin_service.h"
#include "app/io.h"

namespace ps::crossword {
using namespace ps::fillin;
namespace {

std::string Read(const std::string& rel) {
  Result<std::string> t = app::ReadInput(std::string(PS_SOURCE_DIR) + "/" + rel);
  EXPECT_TRUE(t.ok()) << rel;
  return t.ok() ? *t : "";
}

FillinPuzzle Load(const std::string& layout, const std::string& words) {
  Result<Board> b = ParseLayout(Read(layout));
  EXPECT_TRUE(b.ok()) << b.error().ToString();
  Result<std::vector<std::string>> w = ParseWordList(Read(words));
  EXPECT_TRUE(w.ok()) << w.error().ToString();
  return {*b, *w};
}

FillinResult Solve(const FillinPuzzle& p, int64_t limit) {
  Budget budget = Budget::Seconds(30);
  FillinSolveOptions o;
  o.limit = limit;
  return SolveFillin(p, o, budget);
}

// Independent counter: every assignment of the words to the slots, deduplicated as grids.
int64_t BruteForceCount(const FillinPuzzle& p) {
  std::vector<std::string> words = p.words;
  std::sort(words.begin(), words.end());
  std::set<Fill> fills;
  // Permute all words over all slots (small cases only), keep those the checker accepts.
  std::vector<int> order(words.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  do {
    Fill f;
    for (int i : order) f.push_back(words[static_cast<size_t>(i)]);
    if (IsFillinSolution(p, f)) fills.insert(f);
  } while (std::next_permutation(order.begin(), order.end()));
  return static_cast<int64_t>(fills.size());
}

TEST(Fillin, DocumentExampleIsUniqueAndMatchesTheDocument) {
  FillinPuzzle p = Load("data/fillin/seed-10x10.txt", "data/fillin/seed-10x10.words");
  FillinResult r = Solve(p, 2);
  ASSERT_GT(r.count, 0);
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.count, 1);
  EXPECT_EQ(r.outcome, Outcome::kUnique);
  EXPECT_TRUE(IsFillinSolution(p, r.fill));
  // The filled board exactly as the document prints it.
  std::string want = Read("data/fillin/seed-10x10.solution");
  EXPECT_EQ(FormatDocStyle(FilledCells(p.board, r.fill)), want);
}

// tests/golden/fillin/golden.txt: "name:count" where count is the exact number of fills of
// name.layout with name.words (0, 1 or more), checked against the brute-force counter too.
TEST(Fillin, GoldenCounts) {
  std::istringstream golden(Read("tests/golden/fillin/golden.txt"));
  std::string line;
  int cases = 0;
  std::set<int64_t> kinds;
  while (std::getline(golden, line)) {
    if (line.empty() || line[0] == '#') continue;
    size_t colon = line.find(':');
    std::string name = line.substr(0, colon);
    int64_t want = std::stoll(line.substr(colon + 1));
    FillinPuzzle p =
        Load("tests/golden/fillin/" + name + ".layout", "tests/golden/fillin/" + name + ".words");
    FillinResult r = Solve(p, 1000);
    EXPECT_TRUE(r.complete) << name;
    EXPECT_EQ(r.count, want) << name;
    if (p.words.size() <= 9) {
      EXPECT_EQ(BruteForceCount(p), want) << name;
    }
    if (r.count > 0) {
      EXPECT_TRUE(IsFillinSolution(p, r.fill)) << name;
    }
    kinds.insert(std::min<int64_t>(want, 2));
    ++cases;
  }
  EXPECT_GE(cases, 6);
  EXPECT_EQ(kinds.size(), 3u) << "the golden file needs 0-, 1- and 2+-fill cases";
}

// Random small boards and word lists drawn partly from the board's own fill and partly at
// random: the solver's count must equal the brute-force count.
TEST(Fillin, AgreesWithBruteForceOnRandomSmallPuzzles) {
  Rng rng(2024);
  const char* layouts[] = {"***\n*.*\n***\n", "****\n*..*\n****\n", "***.\n*.**\n***.\n",
                           "*****\n*.*.*\n*****\n"};
  const char letters[] = "aabe";
  int checked = 0;
  for (int round = 0; round < 120; ++round) {
    Result<Board> b = ParseLayout(layouts[round % 4]);
    ASSERT_TRUE(b.ok());
    if (b->slots.size() > 8) continue;
    FillinPuzzle p{*b, {}};
    for (const Slot& s : b->slots) {
      std::string w;
      for (int i = 0; i < s.length; ++i) w += letters[rng.Below(4)];
      p.words.push_back(w);
    }
    FillinResult r = Solve(p, 100000);
    ASSERT_TRUE(r.complete);
    EXPECT_EQ(r.count, BruteForceCount(p)) << "round " << round;
    ++checked;
  }
  EXPECT_GT(checked, 100);
}

TEST(Fillin, CountMismatchNamesLengthsCountsAndWords) {
  FillinPuzzle p = Load("data/fillin/seed-10x10.txt", "data/fillin/seed-10x10.words");
  p.words.push_back("melon");
  FillinResult r = Solve(p, 1);
  EXPECT_EQ(r.outcome, Outcome::kNone);
  EXPECT_TRUE(r.complete);
  EXPECT_NE(r.explanation.find("length 5: 2 slots but 3 words (apple, nance, melon)"),
            std::string::npos)
      << r.explanation;
}

TEST(Fillin, NoFillNamesTheSmallestConflict) {
  FillinPuzzle p = Load("data/fillin/seed-10x10.txt", "data/fillin/seed-10x10-bad.words");
  FillinResult r = Solve(p, 1);
  EXPECT_EQ(r.outcome, Outcome::kNone);
  EXPECT_TRUE(r.complete);
  // honeydev cannot cross kiwi: the 8-letter row r9 and the 4-letter column c9.
  ASSERT_EQ(r.conflict_slots.size(), 2u) << r.explanation;
  EXPECT_NE(r.explanation.find("r7c9 down (4)"), std::string::npos) << r.explanation;
  EXPECT_NE(r.explanation.find("r9c2 across (8)"), std::string::npos) << r.explanation;
}

TEST(Fillin, PrefilledLetterConflictIsOneSlot) {
  Result<Board> b = ParseLayout("*z*\n*.*\n***\n");
  ASSERT_TRUE(b.ok());
  FillinPuzzle p{*b, {"abc", "abc", "abc", "abc"}};
  FillinResult r = Solve(p, 1);
  EXPECT_EQ(r.outcome, Outcome::kNone);
  EXPECT_NE(r.explanation.find("pattern ?z?"), std::string::npos) << r.explanation;
}

TEST(Fillin, RepeatedWordsAreSeparateWordsButOneGrid) {
  // Two identical 3-letter words in two parallel unconnected slots: one grid, not two.
  Result<Board> b = ParseLayout("***\n...\n***\n");
  ASSERT_TRUE(b.ok());
  FillinPuzzle p{*b, {"cat", "cat"}};
  FillinResult r = Solve(p, 10);
  EXPECT_EQ(r.count, 1);
  FillinPuzzle q{*b, {"cat", "dog"}};
  EXPECT_EQ(Solve(q, 10).count, 2);
}

TEST(Fillin, BudgetExhaustedIsItsOwnOutcome) {
  FillinPuzzle p = Load("data/fillin/seed-10x10.txt", "data/fillin/seed-10x10.words");
  CancelFlag flag;
  flag.Cancel();
  Budget b = Budget::Unlimited(&flag);
  b.CheckNow();
  FillinSolveOptions o;
  FillinResult r = SolveFillin(p, o, b);
  EXPECT_NE(r.outcome, Outcome::kNone);
  EXPECT_FALSE(r.complete && r.count == 0);
}

TEST(Fillin, CheckerRejectsWrongFills) {
  FillinPuzzle p = Load("data/fillin/seed-10x10.txt", "data/fillin/seed-10x10.words");
  FillinResult r = Solve(p, 1);
  Fill f = r.fill;
  ASSERT_TRUE(IsFillinSolution(p, f));
  std::swap(f[0], f[7]);  // both 8 letters, crossings disagree
  std::string why;
  EXPECT_FALSE(IsFillinSolution(p, f, &why));
  Fill g = r.fill;
  g.pop_back();
  EXPECT_FALSE(IsFillinSolution(p, g));
}

Dictionary SmallDictionary() {
  Result<std::string> text =
      app::ReadInput(std::string(PS_SOURCE_DIR) + "/data/fillin/words-test.txt");
  EXPECT_TRUE(text.ok());
  Result<Dictionary> d = ParseDictionary(*text);
  EXPECT_TRUE(d.ok());
  return *d;
}

// The generator's post-conditions over many seeds: the fill is valid, the puzzle's words have
// exactly one fill (complete search), the puzzle re-solves from its text form alone, and the
// same seed gives the same puzzle.
TEST(FillinGenerate, PropertiesOverSeeds) {
  Dictionary dict = SmallDictionary();
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    FillinGenerateOptions o;
    o.width = 9 + static_cast<int>(seed % 3) * 2;
    o.height = 9;
    Rng rng(seed);
    Budget budget = Budget::Seconds(30);
    Result<FillinGenerated> g = GenerateFillin(nullptr, dict, o, rng, budget);
    ASSERT_TRUE(g.ok()) << g.error().ToString();
    EXPECT_TRUE(IsFillinSolution(g->puzzle, g->answer));
    EXPECT_GE(g->puzzle.words.size(), 6u);
    FillinResult r = Solve(g->puzzle, 2);
    EXPECT_TRUE(r.complete);
    EXPECT_EQ(r.count, 1) << "seed " << seed;
    // Round trip through the text forms.
    std::string layout = FormatDocStyle(g->puzzle.board.cells);
    Result<Board> b = ParseLayout(layout);
    ASSERT_TRUE(b.ok()) << b.error().ToString();
    std::string words;
    for (const auto& w : g->puzzle.words) words += w + "\n";
    FillinPuzzle again{*b, *ParseWordList(words)};
    FillinResult r2 = Solve(again, 2);
    EXPECT_EQ(r2.count, 1);
    EXPECT_EQ(FilledCells(again.board, r2.fill), FilledCells(g->puzzle.board, g->answer));
    // Determinism.
    Rng rng2(seed);
    Budget budget2 = Budget::Seconds(30);
    Result<FillinGenerated> g2 = GenerateFillin(nullptr, dict, o, rng2, budget2);
    ASSERT_TRUE(g2.ok());
    EXPECT_EQ(g2->puzzle.words, g->puzzle.words);
    EXPECT_EQ(g2->puzzle.board.cells, g->puzzle.board.cells);
  }
}

TEST(FillinGenerate, OnAGivenLayout) {
  Dictionary dict = SmallDictionary();
  Result<Board> layout = ParseLayout(Read("data/fillin/seed-10x10.txt"));
  ASSERT_TRUE(layout.ok());
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    Rng rng(seed);
    Budget budget = Budget::Seconds(30);
    Result<FillinGenerated> g = GenerateFillin(&*layout, dict, {}, rng, budget);
    ASSERT_TRUE(g.ok()) << g.error().ToString();
    EXPECT_EQ(g->puzzle.board.cells, layout->cells);
    EXPECT_EQ(Solve(g->puzzle, 2).count, 1);
  }
}

TEST(FillinGenerate, DeterminismGolden) {
  // seed -> puzzle words: a change to the generator (or to the words it may use, such as the
  // offensive-word list) shows up here as a visible event.
  Dictionary dict = SmallDictionary();
  FillinGenerateOptions o;
  o.width = 9;
  o.height = 9;
  Rng rng(7);
  Budget budget = Budget::Seconds(30);
  Result<FillinGenerated> g = GenerateFillin(nullptr, dict, o, rng, budget);
  ASSERT_TRUE(g.ok());
  std::string joined;
  for (const auto& w : g->puzzle.words) joined += w + " ";
  EXPECT_EQ(joined, "add cis gad zen flay mere astir intro addled erupts scrods embroil stumbled ");
}

}  // namespace
}  // namespace ps::crossword
