// Killer Sudoku, the model and the counting solver: cages checked when read, cage squares as
// peers, the independent checker's cage rule, the combination table against an enumeration of
// every digit set, the counting solver against a brute-force count on small killers (4x4, 6x6,
// with boxes, Sudoku-X and jigsaw regions, some squares in no cage, givens now and then), and
// zero-given 9x9 killers counted to two within a fraction of a second.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "common/budget.h"
#include "common/files.h"
#include "common/sanitized.h"
#include "common/sudoku_generated.h"
#include "core/rng.h"
#include "core/text.h"
#include "sudoku/cages.h"
#include "sudoku/count_solver.h"
#include "sudoku/generate.h"
#include "sudoku/logic.h"
#include "sudoku/regions.h"
#include "sudoku/solo_id.h"

namespace ps::sudoku {
namespace killer_test {
namespace {

// The brute-force count, sharing nothing with the solvers: every value tried in every empty
// square in reading order, with a mask of the values used per row, column, box (or region) and
// diagonal, and per cage its digits, its running sum and its squares left (its sum checked when
// the last is filled, a running sum above it cut).
int64_t BruteCount(const Puzzle& p, int64_t limit) {
  const Geometry& g = p.geo;
  const int n = g.n(), cells = n * n;
  auto box = [&](int c) {
    if (g.jigsaw()) return static_cast<int>(g.regions[static_cast<size_t>(c)]);
    return (c / n / g.box_h) * (n / g.box_w) + (c % n) / g.box_w;
  };
  std::vector<int> cage(static_cast<size_t>(cells), -1);
  for (size_t k = 0; k < g.cages.size(); ++k) {
    for (int c : g.cages[k].cells) cage[static_cast<size_t>(c)] = static_cast<int>(k);
  }
  std::vector<uint32_t> row(static_cast<size_t>(n)), col(row), reg(row), diag(2),
      cage_used(g.cages.size());
  std::vector<int> cage_sum(g.cages.size()), cage_left(g.cages.size());
  for (size_t k = 0; k < g.cages.size(); ++k) {
    cage_left[k] = static_cast<int>(g.cages[k].cells.size());
  }
  std::vector<uint8_t> b(static_cast<size_t>(cells), 0);
  int64_t count = 0;
  // Puts v in c (or takes it back with `on` false); false when a rule breaks.
  auto fits = [&](int c, int v) {
    const uint32_t bit = 1u << v;
    const int y = c / n, x = c % n;
    if ((row[static_cast<size_t>(y)] | col[static_cast<size_t>(x)] |
         reg[static_cast<size_t>(box(c))]) &
        bit) {
      return false;
    }
    if (g.diagonals && ((x == y && (diag[0] & bit)) || (x + y == n - 1 && (diag[1] & bit)))) {
      return false;
    }
    const int k = cage[static_cast<size_t>(c)];
    if (k >= 0) {
      const auto kk = static_cast<size_t>(k);
      if (cage_used[kk] & bit) return false;
      const int sum = cage_sum[kk] + v;
      if (sum > g.cages[kk].sum) return false;
      if (cage_left[kk] == 1 && sum != g.cages[kk].sum) return false;
    }
    return true;
  };
  auto flip = [&](int c, int v, bool on) {
    const uint32_t bit = 1u << v;
    const int y = c / n, x = c % n;
    row[static_cast<size_t>(y)] ^= bit;
    col[static_cast<size_t>(x)] ^= bit;
    reg[static_cast<size_t>(box(c))] ^= bit;
    if (g.diagonals && x == y) diag[0] ^= bit;
    if (g.diagonals && x + y == n - 1) diag[1] ^= bit;
    const int k = cage[static_cast<size_t>(c)];
    if (k >= 0) {
      const auto kk = static_cast<size_t>(k);
      cage_used[kk] ^= bit;
      cage_sum[kk] += on ? v : -v;
      cage_left[kk] += on ? -1 : 1;
    }
  };
  auto go = [&](auto& self, int c) -> void {
    if (count >= limit) return;
    if (c == cells) {
      EXPECT_TRUE(IsSolution(p, b));
      ++count;
      return;
    }
    const int given = p.cells[static_cast<size_t>(c)];
    for (int v = given ? given : 1; v <= (given ? given : n); ++v) {
      if (!fits(c, v)) continue;
      b[static_cast<size_t>(c)] = static_cast<uint8_t>(v);
      flip(c, v, true);
      self(self, c + 1);
      flip(c, v, false);
      b[static_cast<size_t>(c)] = 0;
    }
  };
  go(go, 0);
  return count;
}

// Cages as Solo first draws them (solo.c gen_killer_cages): in reading order, each square not yet
// caged starts a cage, most often joined by its right or lower neighbour, now and then a third
// square; `uncaged` in 10 squares are left out of every cage.
std::vector<Cage> RandomCages(int n, const std::vector<uint8_t>& grid, Rng& rng, int uncaged) {
  std::vector<int> owner(static_cast<size_t>(n * n), -1);
  std::vector<Cage> cages;
  for (int c = 0; c < n * n; ++c) {
    if (owner[static_cast<size_t>(c)] >= 0) continue;
    if (static_cast<int>(rng.Below(10)) < uncaged) {
      owner[static_cast<size_t>(c)] = -2;
      continue;
    }
    Cage cage;
    cage.cells = {c};
    owner[static_cast<size_t>(c)] = static_cast<int>(cages.size());
    const int size = rng.Below(8) == 0 ? 1 : rng.Below(4) == 0 ? 3 : 2;
    while (static_cast<int>(cage.cells.size()) < size) {
      const int last = cage.cells.back();
      int next = -1;
      for (int step : {1, n}) {
        const int d = last + step;
        if (d >= n * n || (step == 1 && d % n == 0) || owner[static_cast<size_t>(d)] != -1)
          continue;
        bool repeat = false;
        for (int x : cage.cells)
          repeat = repeat || grid[static_cast<size_t>(x)] == grid[static_cast<size_t>(d)];
        if (repeat) continue;
        if (next < 0 || rng.Below(2) == 0) next = d;
      }
      if (next < 0) break;
      owner[static_cast<size_t>(next)] = static_cast<int>(cages.size());
      cage.cells.push_back(next);
    }
    for (int x : cage.cells) cage.sum += grid[static_cast<size_t>(x)];
    cages.push_back(cage);
  }
  return cages;
}

Geometry Killer(Geometry geo, const std::vector<uint8_t>& grid, Rng& rng, int uncaged) {
  Result<Geometry> g = KillerGeometry(geo, RandomCages(geo.n(), grid, rng, uncaged));
  EXPECT_TRUE(g.ok()) << g.error().message;
  return *g;
}

TEST(SudokuKiller, CagesAreCheckedAndOrderedWhenRead) {
  const Geometry nine(3, 3);
  Result<Geometry> g = KillerGeometry(nine, {{{10, 9}, 3}, {{0, 1}, 17}});
  ASSERT_TRUE(g.ok()) << g.error().message;
  EXPECT_TRUE(g->killer());
  // Cells sorted, cages ordered by their first square.
  EXPECT_EQ(g->cages[0].cells, (std::vector<int>{0, 1}));
  EXPECT_EQ(g->cages[1].cells, (std::vector<int>{9, 10}));
  // Refused, each with one line saying what is wrong.
  for (const std::vector<Cage>& bad : std::vector<std::vector<Cage>>{
           {{{0, 1}, 2}},                           // two different digits add up to 3 at least
           {{{0, 1}, 18}},                          // and to 17 at most
           {{{0, 2}, 5}},                           // squares that do not touch
           {{{0, 1}, 5}, {{1, 2}, 5}},              // a square in two cages
           {{{80, 81}, 5}},                         // off the board
           {{{}, 5}},                               // no square
           {{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, 50}},  // more squares than digits
       }) {
    Result<Geometry> r = KillerGeometry(nine, bad);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().message.find('\n'), std::string::npos);
    EXPECT_FALSE(r.error().message.empty());
  }
  // A cage of one square is any digit; nine squares add up to 45.
  EXPECT_TRUE(KillerGeometry(nine, {{{40}, 9}}).ok());
  EXPECT_TRUE(KillerGeometry(nine, {{{0, 1, 2, 3, 4, 5, 6, 7, 8}, 45}}).ok());
}

TEST(SudokuKiller, CageSquaresArePeersAndTheCheckerChecksSums) {
  Rng rng(5);
  const std::vector<uint8_t> grid = RandomGrid(Geometry(3, 3), rng);
  const Geometry g = Killer(Geometry(3, 3), grid, rng, 0);
  Topology t(g);
  for (size_t k = 0; k < g.cages.size(); ++k) {
    for (int a : g.cages[k].cells) {
      EXPECT_EQ(t.cage_of[static_cast<size_t>(a)], static_cast<int>(k));
      for (int b : g.cages[k].cells) {
        if (a != b) {
          EXPECT_TRUE(t.peer_mask[static_cast<size_t>(a)].Test(b));
        }
      }
    }
  }
  const Puzzle empty{g, std::vector<uint8_t>(81, 0)};
  EXPECT_TRUE(IsSolution(empty, grid));
  // A valid grid against other sums fails: swap two digits across a cage's edge in a way that
  // keeps rows, columns and boxes (the grid with its digits relabelled keeps them all).
  std::vector<uint8_t> relabelled = grid;
  for (uint8_t& v : relabelled) v = static_cast<uint8_t>(v == 1 ? 2 : v == 2 ? 1 : v);
  bool sums_differ = false;
  for (const Cage& c : g.cages) {
    int a = 0, b = 0;
    for (int x : c.cells) {
      a += grid[static_cast<size_t>(x)];
      b += relabelled[static_cast<size_t>(x)];
    }
    sums_differ = sums_differ || a != b;
  }
  EXPECT_EQ(IsSolution(empty, relabelled), !sums_differ);
  // A repeated digit in a cage fails even when the sum is right: a cage 1+3 = 2+2.
  Result<Geometry> two = KillerGeometry(Geometry(2, 2), {{{0, 4}, 4}});
  ASSERT_TRUE(two.ok());
  // Rows 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1: r1c1 + r2c1 = 1 + 3 = 4.
  const std::vector<uint8_t> four = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  EXPECT_TRUE(IsSolution(Puzzle{*two, std::vector<uint8_t>(16, 0)}, four));
  Result<Geometry> same = KillerGeometry(Geometry(2, 2), {{{0, 1}, 3}, {{2, 3}, 7}});
  ASSERT_TRUE(same.ok());
  EXPECT_TRUE(IsSolution(Puzzle{*same, std::vector<uint8_t>(16, 0)}, four));
  Result<Geometry> wrong = KillerGeometry(Geometry(2, 2), {{{0, 1}, 4}});
  ASSERT_TRUE(wrong.ok());
  EXPECT_FALSE(IsSolution(Puzzle{*wrong, std::vector<uint8_t>(16, 0)}, four));
}

TEST(SudokuKiller, CombinationsAreEveryDigitSetOfTheSizeAndSum) {
  for (int n : {4, 6, 9, 12}) {
    for (int k = 1; k <= n; ++k) {
      for (int s = 0; s <= n * (n + 1) / 2 + 1; ++s) {
        std::vector<uint16_t> expected;
        for (unsigned m = 0; m < (1u << n); ++m) {
          int sum = 0;
          for (int v = 1; v <= n; ++v) sum += (m >> (v - 1)) & 1u ? v : 0;
          if (std::popcount(m) == k && sum == s) expected.push_back(static_cast<uint16_t>(m));
        }
        const MaskRange got = Combinations(n, k, s);
        EXPECT_EQ(std::vector<uint16_t>(got.begin(), got.end()), expected)
            << n << " " << k << " " << s;
      }
    }
  }
  // The famous ones: 3 in two is 1+2, 24 in three is 7+8+9, 17 in two is 8+9.
  EXPECT_EQ(*Combinations(9, 2, 3).begin(), 0b11);
  EXPECT_EQ(*Combinations(9, 3, 24).begin(), 0b111000000);
  EXPECT_EQ(Combinations(9, 2, 17).size(), 1u);
  EXPECT_TRUE(Combinations(9, 2, 18).empty());
}

// The counting solver against the brute-force count on 4x4 and 6x6 killers: boxes, Sudoku-X and
// jigsaw regions; all squares caged or some left out; no givens or a few, a wrong one now and
// then. Counts to a limit of 5.
TEST(SudokuKiller, SolverAgreesWithBruteForceOnSmallKillers) {
  int several = 0, unique = 0, none = 0, cases = 0;
  for (uint64_t seed = 1; seed <= 60; ++seed) {
    Rng rng(seed);
    const int n = seed % 3 == 0 ? 4 : 6;
    Geometry base = n == 4 ? Geometry(2, 2) : Geometry(3, 2);
    base.diagonals = seed % 4 == 1;
    if (seed % 5 == 2) {
      Budget b;
      Result<Geometry> j = JigsawGeometry(n, GrowRegions(n, rng, b), base.diagonals);
      ASSERT_TRUE(j.ok());
      base = *j;
    }
    CountSolver plain(base);
    Budget b;
    const CountResult full = plain.Count(
        Puzzle{base, std::vector<uint8_t>(static_cast<size_t>(base.cells()), 0)}, 1, b, &rng);
    if (full.count == 0) continue;  // a jigsaw with no grid
    const Geometry geo = Killer(base, full.solution, rng, seed % 2 == 0 ? 3 : 0);
    Puzzle p{geo, std::vector<uint8_t>(static_cast<size_t>(geo.cells()), 0)};
    if (seed % 3 == 1) {
      for (int k = 0; k < 2; ++k) {
        const auto c = static_cast<size_t>(rng.Below(static_cast<uint64_t>(geo.cells())));
        p.cells[c] = full.solution[c];
      }
    }
    if (seed % 7 == 0) {
      const auto c = static_cast<size_t>(rng.Below(static_cast<uint64_t>(geo.cells())));
      p.cells[c] = static_cast<uint8_t>(full.solution[c] % n + 1);
    }
    const int64_t brute = BruteCount(p, 5);
    CountSolver solver(geo);
    Budget budget;
    const CountResult r = solver.Count(p, 5, budget);
    EXPECT_TRUE(r.complete);
    EXPECT_EQ(r.count, brute) << "seed " << seed;
    if (r.count > 0) {
      EXPECT_TRUE(IsSolution(p, r.solution));
    }
    if (r.count > 1) {
      EXPECT_TRUE(IsSolution(p, r.second));
      EXPECT_NE(r.solution, r.second);
    }
    several += brute > 1;
    unique += brute == 1;
    none += brute == 0;
    ++cases;
  }
  EXPECT_GT(cases, 40);
  EXPECT_GT(several, 3);  // the cases cover every answer
  EXPECT_GT(unique, 3);
  EXPECT_GT(none, 0);
}

// Zero-given 9x9 killers of Solo's first cages (dominoes, a few single squares and triples) over
// random grids, and the same with two cages merged here and there: each counted to two, the
// slowest well under a second.
TEST(SudokuKiller, ZeroGivenNineByNineCountsToTwoQuickly) {
  double slowest = 0;
  int unique = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Rng rng(seed);
    const std::vector<uint8_t> grid = RandomGrid(Geometry(3, 3), rng);
    const Geometry geo = Killer(Geometry(3, 3), grid, rng, 0);
    const Puzzle p{geo, std::vector<uint8_t>(81, 0)};
    const auto start = std::chrono::steady_clock::now();
    Budget budget = Budget::Seconds(10);
    const CountResult r = CountSolutions(p, 2, budget);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    slowest = std::max(slowest, seconds);
    ASSERT_TRUE(r.complete) << "seed " << seed;
    ASSERT_GE(r.count, 1);
    EXPECT_TRUE(IsSolution(p, r.solution));
    unique += r.count == 1;
  }
  RecordProperty("slowest_ms", static_cast<int>(slowest * 1000));
  EXPECT_LT(slowest, test_support::kSanitized ? 4.0 : 0.5);
  EXPECT_GT(unique, 0);
}

std::vector<std::string> SoloIds() {
  std::vector<std::string> ids;
  const std::string text =
      testing_files::Slurp(std::string(PS_SOURCE_DIR) + "/tests/data/sudoku-killer/solo-k.txt");
  for (const Line& line : SplitLines(text)) {
    if (!line.text.empty() && line.text[0] != '#') ids.emplace_back(line.text);
  }
  return ids;
}

// Every killer ID of the fixture written by sgt-solo (no givens, 4x4 to 9x9, X and jigsaw
// killers): read, counted to two (one solution, each count timed), written back identical.
TEST(SudokuKiller, SoloKillerIdsReadHaveOneSolutionAndWriteBackIdentical) {
  const std::vector<std::string> ids = SoloIds();
  ASSERT_GE(ids.size(), 25u);
  double slowest = 0;
  for (const std::string& id : ids) {
    SCOPED_TRACE(id);
    Result<Puzzle> p = ReadSoloId(id);
    ASSERT_TRUE(p.ok()) << p.error().message;
    EXPECT_TRUE(p->geo.killer());
    EXPECT_EQ(p->Clues(), 0);
    const auto start = std::chrono::steady_clock::now();
    Budget budget = Budget::Seconds(10);
    const CountResult r = CountSolutions(*p, 2, budget);
    slowest = std::max(
        slowest, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    EXPECT_EQ(r.outcome, Outcome::kUnique);
    EXPECT_TRUE(IsSolution(*p, r.solution));
    EXPECT_EQ(WriteSoloId(*p), id);
  }
  RecordProperty("slowest_ms", static_cast<int>(slowest * 1000));
  EXPECT_LT(slowest, test_support::kSanitized ? 4.0 : 0.5);
  // Broken ones say what is wrong in one line.
  for (const char* bad :
       {"3x3k:zzzc", "3x3k:zzzc,abc,5", "3x3k:zzzc,____a,",
        "2x2k:p,_aaaa_aaa_____aa,7_5a8d5_7a3a5b9", "2x2k:p,_aaaa_aaa_____aa,7_5a8d5_7a3a5a",
        "2x2k:p,_aaaa_aaa_____aa,99_5a8d5_7a3a5b"}) {
    Result<Puzzle> r = ReadSoloId(bad);
    ASSERT_FALSE(r.ok()) << bad;
    EXPECT_EQ(r.error().message.find('\n'), std::string::npos);
  }
}

// Seeds 1-20 at easy, medium and hard, and 1-5 at beginner and expert: cages and no givens, valid,
// one solution, graded at the asked level, the same puzzle per seed, each within 5 s; from
// medium on no single-square cage (Solo's IDs refuse them).
TEST(SudokuKiller, GeneratorMakesUniqueKillersAtEachLevelPerSeed) {
  double slowest = 0;
  for (const char* name : {"beginner", "easy", "medium", "hard", "expert"}) {
    const std::string level = name;
    // Under the sanitizers (four to eight times slower) fewer seeds, and no time bound: the
    // release pass checks every seed within 5 s.
    const uint64_t seeds = test_support::kSanitized                   ? 2
                           : level == "beginner" || level == "expert" ? 5
                                                                      : 20;
    for (uint64_t seed = 1; seed <= seeds; ++seed) {
      SCOPED_TRACE(level + " seed " + std::to_string(seed));
      GenerateParams params;
      params.killer = true;
      params.level = FindLevel(name);
      double seconds = 0;
      const std::optional<Generated> g = test_support::CheckGenerated(params, seed, seconds);
      slowest = std::max(slowest, seconds);
      ASSERT_TRUE(g);
      EXPECT_TRUE(g->puzzle.geo.killer());
      EXPECT_EQ(g->puzzle.Clues(), 0);
      for (const Cage& c : g->puzzle.geo.cages) {
        EXPECT_LE(c.cells.size(), 6u);
        if (params.level >= 2) {
          EXPECT_GT(c.cells.size(), 1u);
        }
      }
    }
  }
  RecordProperty("slowest_ms", static_cast<int>(slowest * 1000));
}

// A killer with givens (a clue range): larger cages, between the fewest and the most givens
// asked for, each given the solution's digit; unique and at the asked level, per seed.
TEST(SudokuKiller, GeneratorMakesKillersWithGivensInTheRange) {
  for (const char* name : {"easy", "medium", "hard"}) {
    for (uint64_t seed = 1; seed <= (test_support::kSanitized ? 2u : 5u); ++seed) {
      SCOPED_TRACE(std::string(name) + " seed " + std::to_string(seed));
      GenerateParams params;
      params.killer = true;
      params.level = FindLevel(name);
      params.min_clues = 3;
      params.max_clues = 8;
      double seconds = 0;
      const std::optional<Generated> g = test_support::CheckGenerated(params, seed, seconds);
      ASSERT_TRUE(g);
      EXPECT_GE(g->puzzle.Clues(), 3);
      EXPECT_LE(g->puzzle.Clues(), 8);
      for (size_t i = 0; i < g->puzzle.cells.size(); ++i) {
        if (g->puzzle.cells[i] != 0) {
          EXPECT_EQ(g->puzzle.cells[i], g->solution[i]);
        }
      }
      // Fewer, larger cages than a killer without givens (about four squares each).
      EXPECT_LE(g->puzzle.geo.cages.size(), 81u / 4);
    }
  }
}

// Killer-X, jigsaw killers and 6x6 killers are made too (a few seeds each): valid and unique.
TEST(SudokuKiller, GeneratorMakesKillerXJigsawAndSmallerKillers) {
  for (int variant = 0; variant < 3; ++variant) {
    for (uint64_t seed = 1; seed <= 4; ++seed) {
      SCOPED_TRACE(std::to_string(variant) + " seed " + std::to_string(seed));
      GenerateParams params;
      params.killer = true;
      params.level = FindLevel("medium");
      if (variant == 0) params.geo.diagonals = true;
      if (variant == 1) params.jigsaw = true;
      if (variant == 2) params.geo = Geometry(3, 2);
      Rng rng(seed);
      Budget budget = Budget::Seconds(30);
      Result<Generated> g = Generate(params, rng, budget);
      ASSERT_TRUE(g.ok()) << g.error().ToString();
      EXPECT_TRUE(g->puzzle.geo.killer());
      EXPECT_EQ(g->puzzle.geo.jigsaw(), variant == 1);
      EXPECT_EQ(g->puzzle.geo.diagonals, variant == 0);
      EXPECT_TRUE(IsSolution(g->puzzle, g->solution));
      EXPECT_EQ(CountSolutions(g->puzzle, 2, NoLimit()).outcome, Outcome::kUnique);
      Budget grade_budget = Budget::Seconds(30);
      EXPECT_EQ(Grade(g->puzzle, {}, grade_budget).level, params.level);
    }
  }
}

// The grader on killers: every step of every technique is sound (a placement is the solution's
// digit, a removal never takes it), each killer technique shows up on some puzzle, its text
// names the cage or house, and a classic grid never gets one.
TEST(SudokuKiller, KillerStepsAreSoundAndEachTechniqueIsFound) {
  std::set<Technique> seen;
  for (const char* name : {"beginner", "easy", "medium", "hard", "expert"}) {
    for (uint64_t seed = 1; seed <= 8; ++seed) {
      GenerateParams params;
      params.killer = true;
      params.level = FindLevel(name);
      Rng rng(seed + 100);
      Budget budget = Budget::Seconds(30);
      Result<Generated> g = Generate(params, rng, budget);
      ASSERT_TRUE(g.ok());
      GradeOptions o;
      o.keep_steps = true;
      Budget grade_budget = Budget::Seconds(30);
      const GradeResult r = Grade(g->puzzle, o, grade_budget);
      ASSERT_TRUE(r.solved);
      for (const Step& step : r.steps) {
        seen.insert(step.technique);
        for (auto [c, v] : step.placements) {
          EXPECT_EQ(v, g->solution[static_cast<size_t>(c)]) << step.text;
        }
        for (auto [c, mask] : step.removals) {
          EXPECT_FALSE(mask & (1u << (g->solution[static_cast<size_t>(c)] - 1))) << step.text;
        }
        if (step.technique == Technique::kCageCombination) {
          EXPECT_NE(step.text.find("-cage r"), std::string::npos) << step.text;
        }
        if (step.technique == Technique::kFortyFive) {
          EXPECT_TRUE(step.text.find("row ") != std::string::npos ||
                      step.text.find("column ") != std::string::npos ||
                      step.text.find("box ") != std::string::npos)
              << step.text;
        }
      }
    }
  }
  for (Technique t : {Technique::kCageSingle, Technique::kCageCombination, Technique::kFortyFive,
                      Technique::kCageSplit, Technique::kFortyFiveLines}) {
    EXPECT_TRUE(seen.count(t)) << TechniqueName(t);
  }
  // A classic puzzle never takes a killer step.
  GenerateParams classic;
  classic.level = FindLevel("hard");
  Rng rng(3);
  Budget budget = Budget::Seconds(30);
  Result<Generated> g = Generate(classic, rng, budget);
  ASSERT_TRUE(g.ok());
  GradeOptions o;
  o.keep_steps = true;
  Budget grade_budget = Budget::Seconds(30);
  for (const Step& step : Grade(g->puzzle, o, grade_budget).steps) {
    EXPECT_LT(static_cast<int>(step.technique), static_cast<int>(Technique::kCageSingle));
  }
}

// Unique rectangles in a killer only where swapping keeps every cage: a cage holding one square
// of each diagonal of the rectangle keeps its sum; one holding two squares of one side does not.
TEST(SudokuKiller, UniqueRectanglesOnlyWhereTheSwapKeepsTheCages) {
  // Rows 1-2, columns 1 and 4 (two boxes): r1c1, r1c4, r2c1, r2c4 hold {1,2}; r2c4 also 3.
  const Geometry plain(3, 3);
  auto grid_with = [&](const Geometry& geo) {
    Topology t(geo);
    std::vector<uint8_t> values(81, 0);
    std::vector<uint16_t> cand(81, 0x1FF);
    for (int c : {0, 3, 9}) cand[static_cast<size_t>(c)] = 0b011;
    cand[12] = 0b111;
    return std::pair{t, std::pair{values, cand}};
  };
  auto finds = [&](const Geometry& geo) {
    auto [t, vc] = grid_with(geo);
    LogicGrid g(t, vc.first, vc.second);
    Step step;
    return logic::UniqueRectangle(g, step);
  };
  EXPECT_TRUE(finds(plain));
  // r1c1 and r2c1 in one cage (one square of each diagonal): the swap keeps its sum.
  Result<Geometry> kept = KillerGeometry(plain, {{{0, 9}, 3}});
  ASSERT_TRUE(kept.ok());
  EXPECT_TRUE(finds(*kept));
  // r1c1 alone in a cage: the swap changes its sum, no rectangle.
  Result<Geometry> broken = KillerGeometry(plain, {{{0, 1}, 9}});
  ASSERT_TRUE(broken.ok());
  EXPECT_FALSE(finds(*broken));
}

}  // namespace
}  // namespace killer_test
}  // namespace ps::sudoku
