// Star Battle: formats, the solver against an independent brute-force counter and the golden
// file, the grader's soundness, and the generator's post-conditions over seeds and sizes.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>
#include <vector>

#include "common/budget.h"
#include "common/sanitized.h"
#include "core/rng.h"
#include "starbattle/format.h"
#include "starbattle/generate.h"
#include "starbattle/logic.h"
#include "starbattle/solver.h"

namespace ps::starbattle {
namespace {

// An unlimited budget for counts that need no limit.
using test_support::NoLimit;

std::string Rows(const Puzzle& p) {
  std::string out;
  for (int y = 0; y < p.n; ++y) {
    if (y) out += ' ';
    for (int x = 0; x < p.n; ++x) out += static_cast<char>('0' + p.Zone(x, y));
  }
  return out;
}

// Brute force, row by row, sharing nothing with the solver: every row takes `k` columns, no two
// neighbouring, none touching the previous row's; columns and zones may not overflow.
int64_t BruteCount(const Puzzle& p, int64_t cap) {
  const int n = p.n, k = p.Stars();
  std::vector<uint32_t> patterns;
  for (uint32_t m = 0; m < (1u << n); ++m) {
    if (__builtin_popcount(m) == k && (m & (m << 1)) == 0) patterns.push_back(m);
  }
  std::vector<int> col(static_cast<size_t>(n)), zone(static_cast<size_t>(n));
  int64_t count = 0;
  std::function<void(int, uint32_t)> row = [&](int y, uint32_t prev) {
    if (count >= cap) return;
    if (y == n) {
      for (int i = 0; i < n; ++i) {
        if (col[static_cast<size_t>(i)] != k || zone[static_cast<size_t>(i)] != k) return;
      }
      ++count;
      return;
    }
    for (uint32_t m : patterns) {
      if (m & (prev | (prev << 1) | (prev >> 1))) continue;
      bool ok = true;
      for (int x = 0; x < n; ++x) {
        if (!((m >> x) & 1)) continue;
        if (++col[static_cast<size_t>(x)] > k) ok = false;
        if (++zone[static_cast<size_t>(p.Zone(x, y))] > k) ok = false;
      }
      if (ok) row(y + 1, m);
      for (int x = 0; x < n; ++x) {
        if (!((m >> x) & 1)) continue;
        --col[static_cast<size_t>(x)];
        --zone[static_cast<size_t>(p.Zone(x, y))];
      }
    }
  };
  row(0, 0);
  return count;
}

// A random partition into n connected zones (multi-source flood fill from n random cells).
Puzzle RandomBoard(int n, int k, Rng& rng) {
  Puzzle p;
  p.n = n;
  p.row_stars = p.col_stars = p.zone_stars = k;
  p.zones.assign(static_cast<size_t>(n * n), -1);
  std::vector<std::pair<int, int>> frontier;
  for (int z = 0; z < n;) {
    int c = static_cast<int>(rng.Below(static_cast<uint64_t>(n * n)));
    if (p.zones[static_cast<size_t>(c)] >= 0) continue;
    p.zones[static_cast<size_t>(c)] = z;
    frontier.emplace_back(c, z);
    ++z;
  }
  while (!frontier.empty()) {
    size_t i = static_cast<size_t>(rng.Below(frontier.size()));
    auto [c, z] = frontier[i];
    frontier[i] = frontier.back();
    frontier.pop_back();
    const int x = c % n, y = c / n;
    const int nb[4][2] = {{x + 1, y}, {x - 1, y}, {x, y + 1}, {x, y - 1}};
    for (auto [nx, ny] : nb) {
      if (nx < 0 || ny < 0 || nx >= n || ny >= n || p.zones[static_cast<size_t>(ny * n + nx)] >= 0)
        continue;
      p.zones[static_cast<size_t>(ny * n + nx)] = z;
      frontier.emplace_back(ny * n + nx, z);
    }
  }
  Canonicalize(p);
  return p;
}

TEST(StarbattleFormat, PuzzLinkTestVector) {
  Result<Puzzle> p = ParseUrl("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou");
  ASSERT_TRUE(p.ok()) << p.error().ToString();
  EXPECT_EQ(Rows(*p), "000111 011122 033442 553342 544442 522222");
  EXPECT_EQ(FormatUrl(*p), "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou");
  SolveResult r = Solve(*p, 2, NoLimit());
  EXPECT_EQ(r.count, 1);
  EXPECT_TRUE(IsSolution(*p, r.solution));
}

TEST(StarbattleFormat, ZoneFileErrorsNameTheCell) {
  Result<Puzzle> split = ParseZoneFile("0 1 0\n1 1 1\n2 2 2\n", 1);
  ASSERT_FALSE(split.ok());
  EXPECT_NE(split.error().message.find("more than one piece"), std::string::npos);
  Result<Puzzle> ragged = ParseZoneFile("0 0 1\n0 1\n2 2 2\n", 1);
  ASSERT_FALSE(ragged.ok());
  EXPECT_EQ(ragged.error().line, 2);
  Result<Puzzle> junk = ParseZoneFile("0 0 x\n", 1);
  ASSERT_FALSE(junk.ok());
  EXPECT_EQ(junk.error().column, 5);
  Result<Puzzle> missing = ParseZoneFile("0 0 0\n0 0 0\n0 0 0\n", 1);
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.error().message.find("zone 1 has no cells"), std::string::npos);
  EXPECT_FALSE(ParseUrl("https://puzz.link/p?starbattle/6/6/1/zz").ok());
  EXPECT_FALSE(ParsePzprv3("pzprv3\nstarbattle\n2\n").ok());
}

TEST(StarbattleFormat, EveryFormatRoundTrips) {
  Rng rng(7);
  for (int i = 0; i < 6; ++i) {
    GenerateParams params;
    params.n = i < 3 ? 6 : 10;
    params.stars = i < 3 ? 1 : 2;
    Budget budget = Budget::Seconds(60);
    Result<Generated> g = Generate(params, rng, budget);
    ASSERT_TRUE(g.ok()) << g.error().ToString();
    const Puzzle& p = g->puzzle;
    EXPECT_EQ(*ParseZoneFile(FormatZoneFile(p), p.Stars()), p);
    EXPECT_EQ(*ParseUrl(FormatUrl(p)), p);
    Result<Parsed> pz = ParsePzprv3(FormatPzprv3(p, &g->solution));
    ASSERT_TRUE(pz.ok()) << pz.error().ToString();
    EXPECT_EQ(pz->puzzle, p);
    for (int c = 0; c < p.Cells(); ++c) {
      EXPECT_EQ(pz->marks[static_cast<size_t>(c)], g->solution[static_cast<size_t>(c)] ? 1 : 2);
    }
    Result<Parsed> js = ParseJson(FormatJson(p, &g->solution));
    ASSERT_TRUE(js.ok()) << js.error().ToString();
    EXPECT_EQ(js->puzzle, p);
    Result<Parsed> any = ParseAny(FormatUrl(p));
    ASSERT_TRUE(any.ok());
    EXPECT_EQ(any->puzzle, p);
    // pzprv3 in its URL form ('/' for line breaks).
    std::string slashed = FormatPzprv3(p);
    for (char& c : slashed) {
      if (c == '\n') c = '/';
    }
    ASSERT_TRUE(ParseAny(slashed).ok());
    EXPECT_EQ(ParseAny(slashed)->puzzle, p);
  }
}

TEST(StarbattleSolver, AgreesWithBruteForceOnRandomBoards) {
  Rng rng(2024);
  int multiple = 0, none = 0, unique = 0;
  for (int i = 0; i < 240; ++i) {
    const int n = 5 + i % 4;  // 5..8
    const int k = n >= 8 && i % 3 == 0 ? 2 : 1;
    Puzzle p = RandomBoard(n, k, rng);
    ASSERT_TRUE(Validate(p).ok());
    int64_t expect = BruteCount(p, 300);
    int found = 0;
    SolveResult r = Solve(p, 300, NoLimit(), [&](const Solution& s) {
      EXPECT_TRUE(IsSolution(p, s));
      ++found;
    });
    ASSERT_TRUE(r.complete);
    EXPECT_EQ(r.count, expect) << Rows(p) << " k=" << k;
    EXPECT_EQ(r.outcome, expect == 0   ? Outcome::kNone
                         : expect == 1 ? Outcome::kUnique
                                       : Outcome::kSeveral);
    EXPECT_EQ(found, r.count);
    (expect == 0 ? none : expect == 1 ? unique : multiple)++;
  }
  // The sample covers all three answers.
  EXPECT_GT(none, 10);
  EXPECT_GT(unique, 10);
  EXPECT_GT(multiple, 10);
}

TEST(StarbattleSolver, ClauseLearningAndDepthFirstCountTheSame) {
  // Solve without a trace runs the clause-learning engine; with one, the depth-first search.
  Rng rng(77);
  const std::function<void(const std::string&)> quiet = [](const std::string&) {};
  for (int i = 0; i < 120; ++i) {
    const int n = 5 + i % 5;  // 5..9
    const int k = n >= 8 && i % 2 == 0 ? 2 : 1;
    Puzzle p = RandomBoard(n, k, rng);
    SolveResult learnt = Solve(p, 40, NoLimit());
    SolveResult depth = Solve(p, 40, NoLimit(), nullptr, quiet);
    ASSERT_TRUE(learnt.complete && depth.complete);
    EXPECT_EQ(learnt.count, depth.count) << Rows(p) << " k=" << k;
    if (learnt.count == 1) {
      EXPECT_EQ(learnt.solution, depth.solution) << Rows(p);
    }
  }
}

TEST(StarbattleSolver, QuickOrderCountsTheSame) {
  // The quicker search order (what `starbattle solve` uses) meets solutions in another order
  // but must count the same: against brute force, every solution valid and none met twice.
  Rng rng(4242);
  int multiple = 0, none = 0, unique = 0;
  for (int i = 0; i < 160; ++i) {
    const int n = 5 + i % 4;  // 5..8
    const int k = n >= 8 && i % 3 == 0 ? 2 : 1;
    Puzzle p = RandomBoard(n, k, rng);
    const int64_t expect = BruteCount(p, 300);
    std::set<std::string> seen;  // each solution's stars, one character a cell
    SolveResult r =
        Solve(p, 300, NoLimit(), SolveOptions{.quick_order = true}, [&](const Solution& s) {
          EXPECT_TRUE(IsSolution(p, s));
          std::string stars;
          for (bool star : s) stars += star ? '*' : '.';
          EXPECT_TRUE(seen.insert(stars).second) << "a solution met twice";
        });
    ASSERT_TRUE(r.complete);
    EXPECT_EQ(r.count, expect) << Rows(p) << " k=" << k;
    EXPECT_EQ(static_cast<int64_t>(seen.size()), expect);
    if (expect == 1) {
      EXPECT_EQ(r.solution, Solve(p, 2, NoLimit()).solution) << Rows(p);
    }
    (expect == 0 ? none : expect == 1 ? unique : multiple)++;
  }
  EXPECT_GT(none, 5);
  EXPECT_GT(unique, 5);
  EXPECT_GT(multiple, 5);
}

TEST(StarbattleSolver, GoldenFile) {
  std::ifstream in(std::string(PS_SOURCE_DIR) + "/tests/golden/starbattle/golden.txt");
  ASSERT_TRUE(in) << "golden file missing";
  std::string line;
  int cases = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    // url:count:solution rows joined by '/' (or '-' when there is none)
    size_t b = line.rfind(':'), a = line.rfind(':', b - 1);
    std::string url = line.substr(0, a);
    int count = std::stoi(line.substr(a + 1, b - a - 1));
    std::string solution = line.substr(b + 1);
    Result<Puzzle> p = ParseUrl(url);
    ASSERT_TRUE(p.ok()) << line;
    SolveResult r = Solve(*p, 3, NoLimit());
    EXPECT_EQ(r.count, std::min(count, 3)) << line;
    SolveResult quick = Solve(*p, 3, NoLimit(), SolveOptions{.quick_order = true});
    EXPECT_EQ(quick.count, std::min(count, 3)) << line;
    if (count == 1) {
      EXPECT_EQ(quick.solution, r.solution) << line;
    }
    EXPECT_EQ(BruteCount(*p, 3), std::min(count, 3)) << line;
    if (count == 1) {
      std::string rows;
      for (const std::string& row : SolutionRows(p->n, r.solution))
        rows += (rows.empty() ? "" : "/") + row;
      EXPECT_EQ(rows, solution) << line;
    }
    ++cases;
  }
  EXPECT_GE(cases, 9);
}

TEST(StarbattleSolver, SweetSpotsCommandCountsMatchTheDocumentRules) {
  // Unequal counts (allowed by the document) have no solution on an N x N board with N zones.
  Result<Puzzle> p = ParseUrl("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou");
  ASSERT_TRUE(p.ok());
  Puzzle q = *p;
  q.zone_stars = 2;
  q.row_stars = 1;
  q.col_stars = 1;
  EXPECT_EQ(Solve(q, 2, NoLimit()).count, 0);
}

TEST(StarbattleSolver, BudgetExhaustedIsNotAnAnswer) {
  Rng rng(5);
  GenerateParams params;
  params.n = 14;
  params.stars = 3;
  Budget gb = Budget::Seconds(120);
  Result<Generated> g = Generate(params, rng, gb);
  ASSERT_TRUE(g.ok()) << g.error().ToString();
  Budget tiny = Budget::Unlimited().WithNodeLimit(1);
  SolveResult r = Solve(g->puzzle, 2, tiny);
  if (r.nodes > 1) {
    EXPECT_FALSE(r.complete);
  }
  CancelFlag cancel;
  cancel.Cancel();
  Budget stopped = Budget::Unlimited(&cancel);
  stopped.CheckNow();
  SolveResult s = Solve(g->puzzle, 2, stopped);
  EXPECT_FALSE(s.complete && s.count == 1 && s.nodes > 1);
}

TEST(StarbattleLogic, EveryStepAgreesWithTheSolution) {
  Rng rng(11);
  for (int level = 0; level < kNumLevels; ++level) {
    // Medium (two-line strips) and extreme need two stars a unit to be common.
    const bool big = level == 1 || level == 4;
    GenerateParams params;
    params.n = big ? 10 : 8;
    params.stars = big ? 2 : 1;
    params.level = level;
    Budget budget = Budget::Seconds(60);
    Result<Generated> g = Generate(params, rng, budget);
    ASSERT_TRUE(g.ok()) << kLevels[level].name << ": " << g.error().ToString();
    GradeResult grade = Grade(g->puzzle, NoLimit());
    ASSERT_TRUE(grade.solved);
    EXPECT_EQ(grade.level, level);
    for (const Step& s : grade.steps) {
      for (int c : s.stars) EXPECT_EQ(g->solution[static_cast<size_t>(c)], 1) << s.text;
      for (int c : s.empties) EXPECT_EQ(g->solution[static_cast<size_t>(c)], 0) << s.text;
      EXPECT_FALSE(s.text.empty());
    }
  }
}

// The generator scores boards with Unresolved and keeps what Grade says: the two must agree on
// every level, for boards of every level the default makes at these sizes.
TEST(StarbattleLogic, UnresolvedAgreesWithGradeAtEveryLevel) {
  int checked = 0;
  std::set<int> levels;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    GenerateParams params;
    params.n = seed % 2 ? 10 : 9;
    params.stars = 2;
    Rng rng(seed);
    Budget budget = Budget::Seconds(60);
    Result<Generated> g = Generate(params, rng, budget);
    ASSERT_TRUE(g.ok()) << seed << ": " << g.error().ToString();
    const GradeResult grade = Grade(g->puzzle, NoLimit());
    ASSERT_TRUE(grade.solved);
    levels.insert(grade.level);
    for (int level = 0; level < kNumLevels - 1; ++level) {
      EXPECT_EQ(Unresolved(g->puzzle, level, NoLimit()) == 0, grade.level <= level)
          << "seed " << seed << " level " << level << " graded " << grade.level;
      ++checked;
    }
  }
  EXPECT_EQ(checked, 32);
  EXPECT_GE(levels.size(), 2u);  // easy and expert boards at least
}

// The kind's property test: generate over seeds, sizes and levels; unique, grade == asked,
// round trips, and re-solving from the URL alone gives the same solution.
TEST(StarbattleGenerate, PropertiesOverSeedsSizesAndLevels) {
  struct Case {
    int n, k, level;
  };
  const Case cases[] = {{5, 1, 0},  {6, 1, 0},  {6, 1, 2},  {8, 1, 3},   {10, 2, 4},  {10, 2, 0},
                        {10, 2, 1}, {10, 2, 2}, {10, 2, 3}, {10, 2, -1}, {11, 2, -1}, {14, 3, -1}};
  for (const Case& c : cases) {
    const uint64_t seeds = test_support::kSanitized ? 1u : c.n >= 14 ? 1u : c.n >= 10 ? 2u : 3u;
    for (uint64_t seed = 1; seed <= seeds; ++seed) {
      GenerateParams params;
      params.n = c.n;
      params.stars = c.k;
      params.level = c.level;
      Rng rng(seed);
      Budget budget = Budget::Seconds(120);
      Result<Generated> g = Generate(params, rng, budget);
      ASSERT_TRUE(g.ok()) << c.n << " " << c.k << " " << c.level << ": " << g.error().ToString();
      const Puzzle& p = g->puzzle;
      EXPECT_TRUE(Validate(p).ok());
      EXPECT_TRUE(IsSolution(p, g->solution));
      SolveResult r = Solve(*ParseUrl(FormatUrl(p)), 2, NoLimit());
      ASSERT_TRUE(r.complete);
      EXPECT_EQ(r.count, 1);
      EXPECT_EQ(r.solution, g->solution);
      if (c.level >= 0) {
        EXPECT_EQ(Grade(p, NoLimit()).level, c.level);
      } else {
        // Unasked: the level said is the one the grader finds (extreme only when the walk's
        // bounded work did not reach a board the techniques solve).
        EXPECT_EQ(Grade(p, NoLimit()).level, g->level);
      }
      // Deterministic per seed (in the release pass: under the sanitizers the same paths again
      // would find nothing new).
      if (seed > 1 || test_support::kSanitized) continue;
      Rng again(seed);
      Budget b2 = Budget::Seconds(120);
      EXPECT_EQ(Generate(params, again, b2)->puzzle, p);
    }
  }
}

// Unasked, a level is one a person reaches without guessing: the grader's techniques solve the
// board (no trial-and-error step), at 14x14 with 3 stars too, where zones grown around the stars
// alone almost always need guessing.
TEST(StarbattleGenerate, DefaultFourteenIsSolvedByTechniqueAlone) {
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    GenerateParams params;
    params.n = 14;
    params.stars = 3;
    Rng rng(seed);
    Budget budget = Budget::Seconds(120);
    Result<Generated> g = Generate(params, rng, budget);
    ASSERT_TRUE(g.ok()) << seed << ": " << g.error().ToString();
    GradeResult grade = Grade(g->puzzle, NoLimit());
    ASSERT_TRUE(grade.solved);
    EXPECT_LT(grade.level, kNumLevels - 1) << seed;
    EXPECT_EQ(Unresolved(g->puzzle, kNumLevels - 2, NoLimit()), 0) << seed;
    for (const Step& s : grade.steps) EXPECT_NE(s.technique, Technique::kSearch) << seed;
    EXPECT_TRUE(IsSolution(g->puzzle, g->solution));
    EXPECT_EQ(Solve(g->puzzle, 2, NoLimit()).count, 1);
  }
}

// Few stars for the size (one per row on 14x14): an unasked board comes back after a handful of
// zone maps, and says the level the grader gives it.
TEST(StarbattleGenerate, UnaskedFewStarsComesBackAfterFewBoards) {
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    GenerateParams params;
    params.n = 14;
    params.stars = 1;
    Rng rng(seed);
    Budget budget = Budget::Seconds(120);
    Result<Generated> g = Generate(params, rng, budget);
    ASSERT_TRUE(g.ok()) << seed << ": " << g.error().ToString();
    EXPECT_LE(g->attempts, 10) << seed;
    EXPECT_EQ(Grade(g->puzzle, NoLimit()).level, g->level) << seed;
    EXPECT_LT(g->level, kNumLevels - 1) << seed;
    EXPECT_EQ(Solve(g->puzzle, 2, NoLimit()).count, 1);
  }
}

// A requested level at 14x14 k=3 comes out at that level, within a budget far below what
// generate-and-reject needed.
TEST(StarbattleGenerate, RequestedLevelAtFourteenGradesAsAsked) {
  for (int level : {1, 3, 4}) {
    GenerateParams params;
    params.n = 14;
    params.stars = 3;
    params.level = level;
    Rng rng(2);
    Budget budget = Budget::Seconds(120);
    Result<Generated> g = Generate(params, rng, budget);
    ASSERT_TRUE(g.ok()) << kLevels[level].name << ": " << g.error().ToString();
    EXPECT_EQ(g->level, level);
    EXPECT_EQ(Grade(g->puzzle, NoLimit()).level, level) << kLevels[level].name;
    EXPECT_EQ(Solve(g->puzzle, 2, NoLimit()).count, 1);
  }
}

TEST(StarbattleGenerate, SweetspotsMethodMakesUniqueBoardsToo) {
  GenerateParams params;
  params.n = 6;
  params.stars = 1;
  params.method = Method::kSweetspots;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    Rng rng(seed);
    Budget budget = Budget::Seconds(60);
    Result<Generated> g = Generate(params, rng, budget);
    ASSERT_TRUE(g.ok()) << g.error().ToString();
    EXPECT_EQ(Solve(g->puzzle, 2, NoLimit()).count, 1);
  }
}

// The smallest board for k stars is 4k a side: at 4k - 1 the placer's exhaustive search finds
// no placement (and says so without running out of work), at 4k it finds one.
TEST(StarbattleGenerate, StarPlacementNeedsFourKASide) {
  for (int k : {2, 3}) {
    Rng rng(4);
    Budget none = Budget::Seconds(60);
    EXPECT_TRUE(RandomStars(4 * k - 1, k, rng, none).empty()) << k;
    EXPECT_FALSE(none.Exhausted()) << k;
  }
  for (auto [n, k] : {std::pair{8, 2}, {12, 3}, {13, 3}, {16, 4}, {25, 6}}) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      Rng rng(seed);
      Budget budget = Budget::Seconds(60);
      const Solution s = RandomStars(n, k, rng, budget);
      ASSERT_EQ(s.size(), static_cast<size_t>(n * n)) << n << " " << k << " " << seed;
      Puzzle rows;  // zones = rows: a placement is a solution of it
      rows.n = n;
      rows.row_stars = rows.col_stars = rows.zone_stars = k;
      for (int c = 0; c < n * n; ++c) rows.zones.push_back(c / n);
      EXPECT_TRUE(IsSolution(rows, s)) << n << " " << k << " " << seed;
    }
  }
}

// The smallest boards for 3 stars (12x12 and 13x13) come back unique, unasked and at each level
// the techniques reach, on the seeds that made 11x11 hang before it was refused.
TEST(StarbattleGenerate, SmallestThreeStarBoardsComeBackUnique) {
  for (int n : {12, 13}) {
    for (int level : n == 12 ? std::vector<int>{-1, 0, 1, 2, 3} : std::vector<int>{-1}) {
      for (uint64_t seed : {4u, 5u}) {
        GenerateParams params;
        params.n = n;
        params.stars = 3;
        params.level = level;
        Rng rng(seed);
        Budget budget = Budget::Seconds(120);
        Result<Generated> g = Generate(params, rng, budget);
        ASSERT_TRUE(g.ok()) << n << " " << level << " " << seed << ": " << g.error().ToString();
        EXPECT_TRUE(IsSolution(g->puzzle, g->solution));
        SolveResult r = Solve(g->puzzle, 2, NoLimit());
        EXPECT_EQ(r.count, 1) << n << " " << level << " " << seed;
        EXPECT_EQ(Grade(g->puzzle, NoLimit()).level, level >= 0 ? level : g->level);
      }
    }
  }
}

TEST(StarbattleGenerate, ImpossibleSizesAreRejected) {
  GenerateParams params;
  params.n = 6;
  params.stars = 2;  // 2 stars a row need at least 7 columns
  Rng rng(1);
  Budget budget = Budget::Seconds(5);
  Result<Generated> g = Generate(params, rng, budget);
  ASSERT_FALSE(g.ok());
  EXPECT_EQ(g.error().code, ErrorCode::kInvalidInput);
  // No placement exists at 4k - 1 either: refused at once, not searched for until the budget.
  for (auto [n, k] : {std::pair{11, 3}, {7, 2}, {15, 4}}) {
    params.n = n;
    params.stars = k;
    Budget b = Budget::Seconds(60);
    Result<Generated> none = Generate(params, rng, b);
    ASSERT_FALSE(none.ok()) << n;
    EXPECT_EQ(none.error().code, ErrorCode::kInvalidInput) << n;
    EXPECT_NE(none.error().message.find(std::to_string(4 * k) + "x" + std::to_string(4 * k)),
              std::string::npos)
        << none.error().message;
  }
}

// The longest path inside one zone, in cells: the farthest pair of cells apart walking within
// the zone (as scripts/starbattle-zone-stats.py measures it).
int LongestZonePath(const Puzzle& p) {
  const int n = p.n;
  int longest = 0;
  for (int s = 0; s < n * n; ++s) {
    std::vector<int> dist(static_cast<size_t>(n * n), -1);
    std::vector<int> queue{s};
    dist[static_cast<size_t>(s)] = 0;
    for (size_t i = 0; i < queue.size(); ++i) {
      const int c = queue[i];
      longest = std::max(longest, dist[static_cast<size_t>(c)] + 1);
      const int x = c % n, y = c / n;
      for (int o : {x > 0 ? c - 1 : -1, x + 1 < n ? c + 1 : -1, y > 0 ? c - n : -1,
                    y + 1 < n ? c + n : -1}) {
        if (o < 0 || dist[static_cast<size_t>(o)] >= 0 ||
            p.zones[static_cast<size_t>(o)] != p.zones[static_cast<size_t>(c)])
          continue;
        dist[static_cast<size_t>(o)] = dist[static_cast<size_t>(c)] + 1;
        queue.push_back(o);
      }
    }
  }
  return longest;
}

// --zones snakes: the same promises as the default (one solution, the intended one, graded at
// the level given), and a zone at least n cells long on each of these seeds, with longer zones
// in all than the default on the same seeds (three seeds whose boards come fast, for ASan).
TEST(StarbattleGenerate, SnakeZonesAreUniqueAndLonger) {
  int longest[2] = {0, 0};
  for (uint64_t seed : {uint64_t{4}, uint64_t{6}, uint64_t{7}}) {
    for (ZoneStyle style : {ZoneStyle::kCompact, ZoneStyle::kSnakes}) {
      GenerateParams params;
      params.n = 12;
      params.stars = 2;
      params.zones = style;
      Rng rng(seed);
      Budget budget = Budget::Seconds(60);
      Result<Generated> g = Generate(params, rng, budget);
      ASSERT_TRUE(g.ok()) << g.error().ToString();
      EXPECT_TRUE(IsSolution(g->puzzle, g->solution));
      SolveResult r = Solve(g->puzzle, 2, NoLimit());
      ASSERT_TRUE(r.complete);
      EXPECT_EQ(r.count, 1) << "seed " << seed;
      EXPECT_EQ(Grade(g->puzzle, NoLimit()).level, g->level);
      const int path = LongestZonePath(g->puzzle);
      if (style == ZoneStyle::kSnakes) {
        EXPECT_GE(path, params.n) << "seed " << seed;
      }
      longest[style == ZoneStyle::kSnakes ? 1 : 0] += path;
    }
  }
  EXPECT_GT(longest[1], longest[0]);
  Result<ZoneStyle> bad = ParseZoneStyle("wiggly");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("use compact or snakes"), std::string::npos);
}

// Every level asked comes back at that level with snake zones too.
TEST(StarbattleGenerate, SnakeZonesAtEveryLevel) {
  for (int level = 0; level < kNumLevels; ++level) {
    GenerateParams params;
    params.n = 10;
    params.stars = 2;
    params.level = level;
    params.zones = ZoneStyle::kSnakes;
    Rng rng(static_cast<uint64_t>(level + 1));
    Budget budget = Budget::Seconds(60);
    Result<Generated> g = Generate(params, rng, budget);
    ASSERT_TRUE(g.ok()) << kLevels[level].name << ": " << g.error().ToString();
    GradeResult grade = Grade(g->puzzle, NoLimit());
    EXPECT_EQ(grade.level, level);
    EXPECT_EQ(g->level, level);
    EXPECT_EQ(Solve(g->puzzle, 2, NoLimit()).count, 1);
  }
}

}  // namespace
}  // namespace ps::starbattle
