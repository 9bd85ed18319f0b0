// The graded logical solver: every step of every explanation is sound (placements agree with
// the solution, removals never remove the solution's value), the techniques all occur, the
// grade agrees with human (Sudoku Explainer) ratings, and hints work on pencil-marked grids.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <span>
#include <sstream>

#include "app/io.h"
#include "common/budget.h"
#include "core/rng.h"
#include "core/stats.h"
#include "sudoku/count_solver.h"
#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace ps::sudoku {
namespace {

// An unlimited budget for counts that need no limit.
using test_support::NoLimit;

struct Rated {
  Puzzle puzzle;
  double se;
};

std::vector<Rated> LoadRated() {
  Result<std::string> text =
      app::ReadInput(std::string(PS_SOURCE_DIR) + "/data/sudoku/se-rated-sample.txt");
  EXPECT_TRUE(text.ok());
  std::vector<Rated> out;
  std::istringstream in(*text);
  std::string line;
  while (std::getline(in, line)) {
    size_t sp = line.find(' ');
    Result<std::vector<ParsedPuzzle>> p = ParsePuzzles(line.substr(0, sp));
    EXPECT_TRUE(p.ok());
    out.push_back({p->front().puzzle, std::stod(line.substr(sp + 1))});
  }
  return out;
}

TEST(SudokuLogic, EveryStepIsSoundAndTechniquesAllOccur) {
  std::vector<Rated> rated = LoadRated();
  std::set<Technique> seen;
  int checked = 0;
  for (size_t i = 0; i < rated.size(); i += 3) {
    const Puzzle& p = rated[i].puzzle;
    CountResult truth = CountSolutions(p, 2, NoLimit());
    ASSERT_EQ(truth.count, 1);
    Budget budget = Budget::Seconds(30);
    GradeOptions o;
    o.keep_steps = true;
    GradeResult g = Grade(p, o, budget);
    ASSERT_TRUE(g.solved) << FormatLine(p);
    EXPECT_EQ(g.solution, truth.solution);
    for (const Step& s : g.steps) {
      seen.insert(s.technique);
      for (auto [cell, v] : s.placements) {
        ASSERT_EQ(truth.solution[static_cast<size_t>(cell)], v)
            << TechniqueName(s.technique) << " in " << FormatLine(p) << ": " << s.text;
      }
      for (auto [cell, mask] : s.removals) {
        ASSERT_FALSE(mask & (1u << (truth.solution[static_cast<size_t>(cell)] - 1)))
            << TechniqueName(s.technique) << " in " << FormatLine(p) << ": " << s.text;
      }
      EXPECT_FALSE(s.text.empty());
    }
    ++checked;
  }
  EXPECT_GT(checked, 100);
  for (Technique t :
       {Technique::kHiddenSingleBox, Technique::kHiddenSingleLine, Technique::kNakedSingle,
        Technique::kPointing, Technique::kClaiming, Technique::kNakedPair, Technique::kXWing,
        Technique::kHiddenPair, Technique::kNakedTriple, Technique::kSwordfish, Technique::kXYWing,
        Technique::kXChain, Technique::kMultipleChain, Technique::kDynamicChain}) {
    EXPECT_TRUE(seen.count(t)) << TechniqueName(t) << " never used on the sample";
  }
}

// A hint a person can follow: every chain, fish, wing and uniqueness step says why in a
// "because" sentence; a chain names the unit of each link and whether it is strong or weak; a
// wing names where the pivot sees each pincer; a unique rectangle says it avoids two solutions.
TEST(SudokuLogic, AdvancedStepsSayWhyAndNameTheUnitOfEachLink) {
  std::vector<Rated> rated = LoadRated();
  std::map<Technique, int> checked;
  for (const Rated& r : rated) {
    Budget budget = Budget::Seconds(30);
    GradeOptions o;
    o.keep_steps = true;
    GradeResult g = Grade(r.puzzle, o, budget);
    for (const Step& s : g.steps) {
      const Technique t = s.technique;
      const bool chain = t == Technique::kXChain || t == Technique::kXYChain;
      const bool wing = t == Technique::kXYWing || t == Technique::kXYZWing;
      const bool fish =
          t == Technique::kXWing || t == Technique::kSwordfish || t == Technique::kJellyfish;
      const bool unique = t == Technique::kUniqueRectangle || t == Technique::kUniqueLoop;
      const bool forcing = t == Technique::kNishioChain || t == Technique::kMultipleChain ||
                           t == Technique::kDynamicChain || t == Technique::kDynamicChainPlus;
      const bool advanced = chain || wing || fish || unique || forcing || t == Technique::kWWing ||
                            t == Technique::kBug;
      if (!advanced) continue;
      ++checked[t];
      const std::string& text = s.text;
      EXPECT_NE(text.find("ecause"), std::string::npos) << text;  // "because" or "Because"
      if (unique || t == Technique::kBug) {
        EXPECT_NE(text.find("two solutions"), std::string::npos) << text;
      }
      // Wings and fish say which links are strong (one of the two holds the digit) and which
      // weak (not both can).
      if (wing || fish || t == Technique::kWWing) {
        EXPECT_NE(text.find("strong link"), std::string::npos) << text;
        EXPECT_NE(text.find("weak link"), std::string::npos) << text;
      }
      // A forcing chain shows each of its chains link by link, from the assumption to the
      // conclusion, and its length.
      if (forcing) {
        EXPECT_NE(text.find(" → "), std::string::npos) << text;
        EXPECT_NE(text.find(" links)"), std::string::npos) << text;
      }
      // Each unit named is one holding both squares of the link it names (rows, columns and
      // boxes numbered from 1; r5c3 is row 5, column 3, box 4).
      auto unit_of = [](int a, int b) {
        const int ra = a / 9, ca = a % 9, rb = b / 9, cb = b % 9;
        if (ra == rb) return fmt::format("row {}", ra + 1);
        if (ca == cb) return fmt::format("column {}", ca + 1);
        if (ra / 3 == rb / 3 && ca / 3 == cb / 3)
          return fmt::format("box {}", ra / 3 * 3 + ca / 3 + 1);
        return std::string("?");
      };
      if (chain) {
        for (size_t i = 0; i + 1 < s.cells.size(); ++i) {
          EXPECT_NE(text.find(unit_of(s.cells[i], s.cells[i + 1])), std::string::npos)
              << "link " << i << " of " << text;
        }
      }
      if (t == Technique::kXYChain) {
        size_t weak = 0;
        for (size_t at = 0; (at = text.find("(weak link)", at)) != std::string::npos; ++at) ++weak;
        EXPECT_EQ(weak + 1, s.cells.size()) << text;
      }
      if (t == Technique::kXChain) {
        size_t strong = 0, weak = 0;
        for (size_t at = 0; (at = text.find("(strong link)", at)) != std::string::npos; ++at)
          ++strong;
        for (size_t at = 0; (at = text.find("(weak link)", at)) != std::string::npos; ++at) ++weak;
        EXPECT_EQ(strong + weak + 1, s.cells.size()) << text;
        EXPECT_EQ(strong, weak + 1) << text;
      }
      if (wing) {
        EXPECT_NE(text.find(unit_of(s.cells[0], s.cells[1])), std::string::npos) << text;
        EXPECT_NE(text.find(unit_of(s.cells[0], s.cells[2])), std::string::npos) << text;
      }
    }
  }
  for (Technique t :
       {Technique::kXWing, Technique::kSwordfish, Technique::kXYWing, Technique::kXChain,
        Technique::kXYChain, Technique::kUniqueRectangle, Technique::kUniqueLoop, Technique::kWWing,
        Technique::kMultipleChain, Technique::kDynamicChain}) {
    EXPECT_GT(checked[t], 0) << TechniqueName(t) << " never used on the sample";
  }
}

// The puzzle on `line`, which must have one solution (`truth`), graded with its steps kept; the
// grader must solve it.
void GradeUniquePuzzle(const std::string& line, Puzzle& puzzle, CountResult& truth,
                       GradeResult& g) {
  Result<std::vector<ParsedPuzzle>> p = ParsePuzzles(line);
  ASSERT_TRUE(p.ok());
  puzzle = p->front().puzzle;
  truth = CountSolutions(puzzle, 2, NoLimit());
  ASSERT_EQ(truth.count, 1);
  Budget budget = Budget::Seconds(30);
  GradeOptions o;
  o.keep_steps = true;
  g = Grade(puzzle, o, budget);
  ASSERT_TRUE(g.solved) << line;
}

// Puzzles Sukaku Explainer rates 4.6 need a unique rectangle whose two extra squares, taken as
// one, form a naked subset with other squares of their unit (type 3); without it the grader fell
// back on chains rated 6.5 and more. Each is now rated 4.6, through that step, and its
// eliminations keep the solution.
TEST(SudokuLogic, UniqueRectangleType3RatesLikeSudokuExplainer) {
  for (const char* line :
       {".5.9.2.7.3..8.4..5..6.5.9....3...7...7.619.8.5.......2.4.2.1.6...1...2...3.....4.",
        "...17..3.57.3...641...49..78.....7...2.....4...4.....13..89...548...3.19.5..61...",
        "...345...3..7.9..2.7.....4...7.8.4..28.....39..6...7..9.......4...936....2.8.4.5."}) {
    Puzzle puzzle;
    CountResult truth;
    GradeResult g;
    ASSERT_NO_FATAL_FAILURE(GradeUniquePuzzle(line, puzzle, truth, g));
    EXPECT_DOUBLE_EQ(g.rating, 4.6) << line;
    int type3 = 0;
    for (const Step& s : g.steps) {
      if (s.text.find("(as one square)") == std::string::npos) continue;
      ++type3;
      EXPECT_EQ(s.technique, Technique::kUniqueRectangle);
      EXPECT_NE(s.text.find("two solutions"), std::string::npos) << s.text;
      EXPECT_FALSE(s.removals.empty());
      for (auto [cell, mask] : s.removals) {
        EXPECT_FALSE(mask & (1u << (truth.solution[static_cast<size_t>(cell)] - 1))) << s.text;
      }
    }
    EXPECT_GT(type3, 0) << line << ": no unique rectangle of type 3";
  }
}

// Puzzles Sukaku Explainer rates by a unique loop (six or more squares on two values, where
// each row, column and box touched holds two of them): one of each type and length. Each is
// rated as SE rates it, its first loop step removes exactly these candidates (and keeps the
// solution), and the text names each link's unit and says why (two solutions otherwise).
TEST(SudokuLogic, UniqueLoopsRateLikeSudokuExplainer) {
  struct Case {
    const char* line;
    double rating;
    std::vector<std::pair<std::string, std::string>> removals;  // square, values
    const char* words;                                          // in the text
  };
  const Case cases[] = {
      // Type 1, six squares: r4c9 is the only square with more than 6 and 7.
      {".3.....8....791.....5...7....4.8.5....12.43..2..3.5..8..25.86...........5.3.1.8.9",
       4.6,
       {{"r4c9", "6,7"}},
       "r4c2 - row 4 - r4c9 - column 9 - r5c9 - row 5 - r5c5 - column 5 - r6c5 - row 6 - r6c2 - "
       "column 2 - r4c2"},
      // Type 2, eight squares: two of them can also be 4, so r4c9 (seeing both) cannot.
      {".2...53.94.6931.5...3.....8....67.8...........1.58....3.....6...4.3268.78.17...2.",
       4.7,
       {{"r4c9", "4"}},
       "except r5c7, r4c3, which can also be 4"},
      // Type 3, six squares: r8c1 and r8c2 (as one square) with r8c7 hold 2 and 7 in row 8.
      {".........825...497.6..7..2....4.6.....91.78...47.9.53.4.1...6.9...8.9.......4....",
       4.7,
       {{"r8c3", "2"}},
       "(as one square) and r8c7"},
      // Type 4, six squares: in row 4, 3 is only in the loop's r4c7 and r4c9, so neither is 6.
      {".....5.1....6.3..8......54..8.7...9.3.95.48.1.6...8.5..34......6..4.1....5.9.....",
       4.6,
       {{"r4c7", "6"}, {"r4c9", "6"}},
       "in row 4, 3 can only be in r4c7 and r4c9 (a strong link)"},
      // Type 1, ten squares: rated 5.0.
      {".........13..9..26..64.23.............41658....9...7.....7.3...3.1...2.857..2..43",
       5.0,
       {{"r1c5", "1,5"}},
       "all but r1c5 can only be 1 or 5"},
  };
  for (const Case& k : cases) {
    Puzzle puzzle;
    CountResult truth;
    GradeResult g;
    ASSERT_NO_FATAL_FAILURE(GradeUniquePuzzle(k.line, puzzle, truth, g));
    EXPECT_DOUBLE_EQ(g.rating, k.rating) << k.line;
    auto loop = std::find_if(g.steps.begin(), g.steps.end(),
                             [](const Step& s) { return s.technique == Technique::kUniqueLoop; });
    ASSERT_NE(loop, g.steps.end()) << k.line << ": no unique loop";
    EXPECT_DOUBLE_EQ(loop->rating, k.rating) << loop->text;
    std::vector<std::pair<std::string, std::string>> removals;
    const Topology topo(puzzle.geo);
    const LogicGrid grid(topo, puzzle);
    for (auto [cell, mask] : loop->removals) {
      removals.push_back({logic::CellText(grid, cell), logic::ValuesText(mask)});
      EXPECT_FALSE(mask & (1u << (truth.solution[static_cast<size_t>(cell)] - 1))) << loop->text;
    }
    EXPECT_EQ(removals, k.removals) << loop->text;
    EXPECT_NE(loop->text.find(k.words), std::string::npos) << loop->text;
    EXPECT_NE(loop->text.find("two solutions"), std::string::npos) << loop->text;
    EXPECT_NE(loop->text.find("because"), std::string::npos) << loop->text;
  }
}

// At the top of the scale the rating is Sudoku Explainer's own: forcing chains rated by family
// (Nishio, cell and region, dynamic) and length. On the sample's puzzles that SE rates 8.0 and
// up, most of our ratings are SE's exactly, every one SE rates 9.0 or more is diabolical for us
// too, and none that SE rates below 8.5 is.
TEST(SudokuLogic, TopRatingsAreSudokuExplainers) {
  std::vector<Rated> rated = LoadRated();
  int top = 0, exact = 0, se9 = 0;
  for (const Rated& r : rated) {
    if (r.se < 7.5) continue;
    Budget budget = Budget::Seconds(30);
    GradeResult g = Grade(r.puzzle, {}, budget);
    ASSERT_TRUE(g.solved) << FormatLine(r.puzzle);
    if (r.se >= 9.0) {
      ++se9;
      EXPECT_GE(g.rating, 9.0) << "SE " << r.se << ": " << FormatLine(r.puzzle);
      EXPECT_EQ(kLevels[g.level].name, "diabolical") << FormatLine(r.puzzle);
    } else if (r.se < 8.5) {
      EXPECT_LT(g.rating, 9.0) << "SE " << r.se << ": " << FormatLine(r.puzzle);
    }
    if (r.se >= 8.0) {
      ++top;
      if (std::abs(g.rating - r.se) < 0.05) ++exact;
    }
  }
  EXPECT_GE(se9, 10);
  EXPECT_GE(exact * 10, top * 8) << exact << " of " << top << " rated exactly as SE";
}

TEST(SudokuLogic, RatingAgreesWithHumanRatings) {
  std::vector<Rated> rated = LoadRated();
  std::vector<double> ours, theirs;
  for (const Rated& r : rated) {
    Budget budget = Budget::Seconds(30);
    GradeResult g = Grade(r.puzzle, {}, budget);
    ASSERT_TRUE(g.solved);
    ours.push_back(g.rating);
    theirs.push_back(r.se);
  }
  double rho = SpearmanCorrelation(ours, theirs);
  EXPECT_GE(rho, 0.85) << "Spearman rank correlation with Sudoku Explainer ratings";
}

TEST(SudokuLogic, LevelsAreOrderedAndFound) {
  for (int i = 1; i < kNumLevels; ++i) EXPECT_LT(kLevels[i - 1].max_rating, kLevels[i].max_rating);
  EXPECT_EQ(LevelOf(1.2), 0);
  EXPECT_EQ(LevelOf(2.3), 1);
  EXPECT_EQ(LevelOf(8.9), FindLevel("extreme"));
  EXPECT_EQ(LevelOf(9.0), FindLevel("diabolical"));
  EXPECT_EQ(LevelOf(11.0), kNumLevels - 1);
  EXPECT_EQ(FindLevel("hard"), 3);
  EXPECT_EQ(FindLevel("h"), 3);
  EXPECT_EQ(FindLevel("impossible"), -1);
}

TEST(SudokuLogic, HintOnAPencilMarkedGrid) {
  // A grid where r1c1 has candidates {1,2} and everything else is solved: a naked single?
  // Build from a solution, blank two cells, and give one of them an extra wrong candidate.
  std::vector<Rated> rated = LoadRated();
  CountResult truth = CountSolutions(rated[0].puzzle, 2, NoLimit());
  Topology topo(Geometry{});
  std::vector<uint8_t> values = truth.solution;
  std::vector<uint16_t> cands(81, 0);
  values[0] = 0;
  cands[0] =
      static_cast<uint16_t>((1u << (truth.solution[0] - 1)) | (1u << (truth.solution[0] % 9)));
  LogicGrid g(topo, values, cands);
  EXPECT_FALSE(g.Broken());
  Budget b = Budget::Seconds(5);
  Step step;
  ASSERT_TRUE(NextStep(g, step, b));
  ASSERT_EQ(step.placements.size(), 1u);
  EXPECT_EQ(step.placements[0].first, 0);
  EXPECT_EQ(step.placements[0].second, truth.solution[0]);
}

TEST(SudokuLogic, OtherBoxShapesGrade) {
  // A 6x6 puzzle made by blanking a solved grid: the grader solves it with singles.
  Puzzle empty{Geometry{3, 2}, std::vector<uint8_t>(36, 0)};
  CountResult full = CountSolutions(empty, 1, NoLimit());
  Puzzle p{Geometry{3, 2}, full.solution};
  for (int c : {0, 7, 14, 21, 28, 35, 3, 10}) p.cells[static_cast<size_t>(c)] = 0;
  ASSERT_EQ(CountSolutions(p, 2, NoLimit()).count, 1);
  Budget b = Budget::Seconds(5);
  GradeResult g = Grade(p, {}, b);
  EXPECT_TRUE(g.solved);
  EXPECT_EQ(g.solution, full.solution);
  EXPECT_LE(g.rating, 2.3);
}

// The quick fixpoint answers "solvable at rating r?" exactly as the grader does, with the same
// rating, on rated puzzles and on random thinned puzzles of other shapes (Sudoku-X included).
TEST(SudokuLogic, QuickSolverAgreesWithTheGrader) {
  std::vector<Puzzle> puzzles;
  std::vector<Rated> rated = LoadRated();
  for (size_t i = 0; i < rated.size(); i += 2) puzzles.push_back(rated[i].puzzle);
  Rng rng(7);
  for (const Geometry& geo :
       {Geometry{3, 3}, Geometry{3, 3, true}, Geometry{3, 2}, Geometry{2, 2}, Geometry{4, 3}}) {
    CountSolver solver(geo);
    // Minimal Sudoku-X puzzles mostly need dynamic forcing chains, far the slowest to grade: ten
    // of them keep the test short.
    for (int k = 0; k < (geo.n() > 9 ? 8 : geo.diagonals ? 10 : 40); ++k) {
      Puzzle empty{geo, std::vector<uint8_t>(static_cast<size_t>(geo.cells()), 0)};
      Puzzle p{geo, solver.Count(empty, 1, NoLimit(), &rng).solution};
      std::vector<int> order(static_cast<size_t>(geo.cells()));
      for (int c = 0; c < geo.cells(); ++c) order[static_cast<size_t>(c)] = c;
      rng.Shuffle(std::span<int>(order));
      for (int c : order) {
        Puzzle trial = p;
        trial.cells[static_cast<size_t>(c)] = 0;
        if (solver.Count(trial, 2, NoLimit()).count == 1) p = trial;
      }
      puzzles.push_back(p);
    }
  }
  int quick_solved = 0;
  std::map<double, int> by_rating;
  for (const Puzzle& p : puzzles) {
    const Topology topo(p.geo);
    QuickSolver quick(topo);
    Budget budget = Budget::Seconds(30);
    GradeResult g = Grade(topo, p, {}, budget);
    ASSERT_TRUE(g.solved) << FormatLine(p);
    for (double r : {1.2, 1.5, 2.3, 2.6, 2.8, 3.0, 3.2, 3.4, 3.6, 3.8, 4.0}) {
      QuickResult q = quick.Solve(p, r);
      EXPECT_FALSE(q.broken);
      ASSERT_EQ(q.solved, g.rating <= r + 1e-9)
          << "at " << r << " (grader " << g.rating << "): " << FormatLine(p);
      if (q.solved) {
        EXPECT_DOUBLE_EQ(q.rating, g.rating) << FormatLine(p);
      }
    }
    if (g.rating <= kQuickMaxRating) {
      ++quick_solved;
      ++by_rating[g.rating];
    } else {
      // Carrying on from the quick fixpoint gives the grader's own rating.
      QuickResult q = quick.Solve(p, kQuickMaxRating);
      Budget b2 = Budget::Seconds(30);
      GradeResult rest = Grade(quick.State(), {}, b2, q.rating);
      EXPECT_TRUE(rest.solved);
      EXPECT_EQ(rest.solution, g.solution);
      EXPECT_NEAR(rest.rating, g.rating, 1e-9) << FormatLine(p);
      // So does the quick fixpoint between the grader's harder steps, and it stops below.
      quick.Solve(p, 2.8);
      QuickResult f = quick.Finish(1e9, b2);
      EXPECT_TRUE(f.solved);
      EXPECT_NEAR(f.rating, g.rating, 1e-9) << FormatLine(p);
      quick.Solve(p, 2.8);
      EXPECT_FALSE(quick.Finish(g.rating - 0.05, b2).solved) << FormatLine(p);
    }
  }
  EXPECT_GT(quick_solved, 120);
  EXPECT_GE(by_rating.size(), 6u) << "the sample covers most basic techniques";
  // A contradiction is seen as one, not as solved.
  Puzzle bad{Geometry{3, 3}, std::vector<uint8_t>(81, 0)};
  bad.cells[0] = 5;
  bad.cells[1] = 5;
  const Topology topo(bad.geo);
  QuickSolver quick(topo);
  QuickResult q = quick.Solve(bad, 4.0);
  EXPECT_TRUE(q.broken);
  EXPECT_FALSE(q.solved);
}

}  // namespace
}  // namespace ps::sudoku
