// Jigsaw Sudoku: the model (regions in place of boxes, checked when read), the counting solver
// against an independent brute-force count on small jigsaws, the region grower, the generator
// over seeds 1-20 at easy, medium and hard (one solution, the asked grade, connected regions, the
// same puzzle per seed, each within 5 s), and the formats: every Solo jigsaw ID of the committed
// fixture (written by sgt-solo) reads, has one solution and is written back identical; our own
// game ID, the jigsaw line and the JSON document come back as the same puzzle.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "app/puzzles.h"
#include "app/verbs.h"
#include "common/budget.h"
#include "common/files.h"
#include "common/sudoku_generated.h"
#include "core/text.h"
#include "sudoku/canonical.h"
#include "sudoku/count_solver.h"
#include "sudoku/format.h"
#include "sudoku/generate.h"
#include "sudoku/jigsaw_text.h"
#include "sudoku/logic.h"
#include "sudoku/regions.h"
#include "sudoku/solo_id.h"

namespace ps::sudoku {
namespace {

using nlohmann::json;
using test_support::NoLimit;

const std::string kFixture = std::string(PS_SOURCE_DIR) + "/tests/data/sudoku-jigsaw/solo-9j.txt";

std::vector<std::string> FixtureIds() {
  std::vector<std::string> ids;
  const std::string text = testing_files::Slurp(kFixture);
  for (const Line& line : SplitLines(text)) {
    if (!line.text.empty() && line.text[0] != '#') ids.emplace_back(line.text);
  }
  return ids;
}

// The brute-force count, sharing nothing with the solvers: every value tried in every empty
// square in reading order, with a mask of the values used per row, column and region.
int64_t BruteCount(const Puzzle& p, int64_t limit) {
  const int n = p.geo.n();
  std::vector<uint8_t> b = p.cells;
  std::vector<uint32_t> row(static_cast<size_t>(n)), col(row), reg(row);
  auto at = [&](std::vector<uint32_t>& m, int k) -> uint32_t& { return m[static_cast<size_t>(k)]; };
  auto region = [&](int c) { return static_cast<int>(p.geo.regions[static_cast<size_t>(c)]); };
  for (int c = 0; c < n * n; ++c) {
    const int v = b[static_cast<size_t>(c)];
    if (v == 0) continue;
    const uint32_t bit = 1u << v;
    if ((at(row, c / n) | at(col, c % n) | at(reg, region(c))) & bit) return 0;  // a repeat
    at(row, c / n) |= bit;
    at(col, c % n) |= bit;
    at(reg, region(c)) |= bit;
  }
  int64_t count = 0;
  auto go = [&](auto& self, int c) -> void {
    if (count >= limit) return;
    if (c == n * n) {
      EXPECT_TRUE(IsSolution(p, b));
      ++count;
      return;
    }
    if (b[static_cast<size_t>(c)] != 0) return self(self, c + 1);
    const uint32_t used = at(row, c / n) | at(col, c % n) | at(reg, region(c));
    for (int v = 1; v <= n; ++v) {
      const uint32_t bit = 1u << v;
      if (used & bit) continue;
      b[static_cast<size_t>(c)] = static_cast<uint8_t>(v);
      at(row, c / n) ^= bit;
      at(col, c % n) ^= bit;
      at(reg, region(c)) ^= bit;
      self(self, c + 1);
      at(row, c / n) ^= bit;
      at(col, c % n) ^= bit;
      at(reg, region(c)) ^= bit;
      b[static_cast<size_t>(c)] = 0;
    }
  };
  go(go, 0);
  return count;
}

Geometry Jigsaw(int n, uint64_t seed) {
  Rng rng(seed);
  Budget budget;
  const std::vector<int> regions = GrowRegions(n, rng, budget);
  Result<Geometry> g = JigsawGeometry(n, regions, false);
  EXPECT_TRUE(g.ok());
  return *g;
}

TEST(SudokuJigsaw, RegionsReplaceBoxesAndAreCheckedWhenRead) {
  // Regions of the wrong size, too many or too few are refused with what is wrong.
  std::vector<int> rows(16);
  for (int c = 0; c < 16; ++c) rows[static_cast<size_t>(c)] = c / 4;
  Result<Geometry> g = JigsawGeometry(4, rows, false);
  ASSERT_TRUE(g.ok());
  EXPECT_TRUE(g->jigsaw());
  std::vector<int> uneven = rows;
  uneven[0] = 1;
  EXPECT_FALSE(JigsawGeometry(4, uneven, false).ok());
  EXPECT_FALSE(JigsawGeometry(4, std::vector<int>(16, 7), false).ok());
  EXPECT_FALSE(JigsawGeometry(4, std::vector<int>(15, 0), false).ok());
  // Region numbers are renumbered in order of first appearance.
  std::vector<int> named(16);
  for (int c = 0; c < 16; ++c) named[static_cast<size_t>(c)] = 'z' - c / 4;
  EXPECT_EQ(JigsawGeometry(4, named, false)->regions, g->regions);
  // The third group of units is the regions.
  const Geometry j = Jigsaw(9, 3);
  Topology t(j);
  ASSERT_EQ(t.units.size(), 27u);
  for (int k = 0; k < 9; ++k) {
    for (int c : t.units[static_cast<size_t>(18 + k)])
      EXPECT_EQ(j.regions[static_cast<size_t>(c)], k);
  }
  // The checker sees a repeat in a region that rows and columns allow: a Latin square by
  // shifted rows is valid for rows and columns, and fails some region of a grown jigsaw.
  std::vector<uint8_t> latin(81);
  for (int c = 0; c < 81; ++c)
    latin[static_cast<size_t>(c)] = static_cast<uint8_t>((c / 9 + c % 9) % 9 + 1);
  EXPECT_FALSE(IsSolution(Puzzle{j, std::vector<uint8_t>(81, 0)}, latin));
}

TEST(SudokuJigsaw, GrownRegionsAreConnectedEqualAndTheSamePerSeed) {
  for (int n : {4, 5, 6, 7, 9, 12}) {
    for (uint64_t seed = 1; seed <= 10; ++seed) {
      const Geometry g = Jigsaw(n, seed);
      EXPECT_TRUE(RegionsConnected(n, g.regions)) << n << " " << seed;
      EXPECT_EQ(Jigsaw(n, seed).regions, g.regions);
    }
  }
  EXPECT_NE(Jigsaw(9, 1).regions, Jigsaw(9, 2).regions);
}

// The counting solver (the generic core: a jigsaw never takes the 9x9 bitboards) against the
// brute-force count, on 4x4, 5x5 and 6x6 jigsaws with clues thinned at random, a wrong clue now
// and then.
TEST(SudokuJigsaw, SolverAgreesWithBruteForceOnSmallJigsaws) {
  int several = 0, unique = 0, none = 0;
  for (int n : {4, 5, 6}) {
    for (uint64_t seed = 1; seed <= 12; ++seed) {
      const Geometry geo = Jigsaw(n, seed * 31 + static_cast<uint64_t>(n));
      CountSolver solver(geo);
      Rng rng(seed);
      Puzzle empty{geo, std::vector<uint8_t>(static_cast<size_t>(geo.cells()), 0)};
      Budget b;
      const CountResult full = solver.Count(empty, 1, b, &rng);
      if (full.count == 0) {
        EXPECT_EQ(BruteCount(empty, 1), 0);  // a region set with no grid at all
        ++none;
        continue;
      }
      for (int keep : {n * n / 2, n * n / 3, n * n / 4}) {
        Puzzle p{geo, full.solution};
        std::vector<int> order(static_cast<size_t>(geo.cells()));
        for (int c = 0; c < geo.cells(); ++c) order[static_cast<size_t>(c)] = c;
        rng.Shuffle(std::span<int>(order));
        for (int k = keep; k < geo.cells(); ++k)
          p.cells[static_cast<size_t>(order[static_cast<size_t>(k)])] = 0;
        // And a wrong clue now and then: no solution.
        if (seed % 5 == 0)
          p.cells[static_cast<size_t>(order[0])] =
              static_cast<uint8_t>(p.cells[static_cast<size_t>(order[0])] % n + 1);
        const int64_t brute = BruteCount(p, 3);
        Budget budget;
        const CountResult r = solver.Count(p, 3, budget);
        EXPECT_TRUE(r.complete);
        EXPECT_EQ(r.count, brute) << FormatJigsawLine(p);
        if (r.count > 0) {
          EXPECT_TRUE(IsSolution(p, r.solution));
        }
        several += brute > 1;
        unique += brute == 1;
      }
    }
  }
  EXPECT_GT(several, 5);  // the cases cover both answers
  EXPECT_GT(unique, 5);
  EXPECT_GE(none, 0);
}

TEST(SudokuJigsaw, BudgetExhaustedIsItsOwnOutcome) {
  Geometry geo = Jigsaw(9, 4);
  Puzzle empty{geo, std::vector<uint8_t>(81, 0)};
  Budget tiny = Budget::Unlimited();
  tiny.WithNodeLimit(3);
  const CountResult r = CountSolutions(empty, 1000, tiny);
  EXPECT_EQ(r.outcome, Outcome::kBudget);
  EXPECT_FALSE(r.complete);
}

// Seeds 1-20 at easy, medium and hard: valid, one solution, graded at the asked level,
// connected regions, deterministic, and each under 5 s.
TEST(SudokuJigsaw, GeneratorMakesUniquePuzzlesAtEachLevelPerSeed) {
  for (const char* name : {"easy", "medium", "hard"}) {
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      SCOPED_TRACE(std::string(name) + " seed " + std::to_string(seed));
      GenerateParams params;
      params.jigsaw = true;
      params.level = FindLevel(name);
      double seconds = 0;
      const std::optional<Generated> g = test_support::CheckGenerated(params, seed, seconds);
      ASSERT_TRUE(g);
      EXPECT_TRUE(g->puzzle.geo.jigsaw());
      EXPECT_TRUE(RegionsConnected(9, g->puzzle.geo.regions));
    }
  }
}

// An expert jigsaw made from `seed` with the grader's steps, for the tests of what the grader says
// on irregular regions.
struct GradedJigsaw {
  Generated made;
  std::vector<Step> steps;
};
GradedJigsaw ExpertJigsawGraded(uint64_t seed) {
  GenerateParams params;
  params.jigsaw = true;
  params.level = FindLevel("expert");
  Rng rng(seed);
  Budget budget = Budget::Seconds(30);
  Result<Generated> g = Generate(params, rng, budget);
  EXPECT_TRUE(g.ok());
  if (!g.ok()) return {};
  GradeOptions o;
  o.keep_steps = true;
  Budget b = Budget::Seconds(30);
  std::vector<Step> steps = Grade(g->puzzle, o, b).steps;
  return {std::move(*g), std::move(steps)};
}

// The grader's steps over irregular regions: name regions, never unique rectangles.
TEST(SudokuJigsaw, GradeNamesRegionsAndUsesNoBoxTechniques) {
  bool named = false;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    for (const Step& s : ExpertJigsawGraded(seed).steps) {
      EXPECT_NE(s.technique, Technique::kUniqueRectangle);
      EXPECT_NE(s.technique, Technique::kUniqueLoop);
      EXPECT_NE(s.technique, Technique::kBug);
      EXPECT_EQ(s.text.find("box "), std::string::npos) << s.text;
      named = named || s.text.find("region ") != std::string::npos;
    }
  }
  EXPECT_TRUE(named);
}

// Every ID of the fixture (sgt-solo's own) reads, has one solution, and is written back
// identical, through the Solo codec and through the kind's import and export.
TEST(SudokuJigsaw, EverySoloJigsawIdRoundTrips) {
  const std::vector<std::string> ids = FixtureIds();
  ASSERT_GE(ids.size(), 20u);
  for (const std::string& id : ids) {
    SCOPED_TRACE(id);
    Result<Puzzle> p = ReadSoloId(id);
    ASSERT_TRUE(p.ok()) << p.error().ToString();
    EXPECT_TRUE(p->geo.jigsaw());
    EXPECT_TRUE(RegionsConnected(9, p->geo.regions));
    EXPECT_EQ(CountSolutions(*p, 2, NoLimit()).outcome, Outcome::kUnique);
    EXPECT_EQ(WriteSoloId(*p), id);
    Budget budget = Budget::Seconds(30);
    Result<app::PuzzleRecord> r = app::ImportPuzzle(json{{"text", id + "\n"}}, budget);
    ASSERT_TRUE(r.ok()) << r.error().ToString();
    EXPECT_EQ(r->doc["variant"], "jigsaw");
    Result<app::Download> d = app::ExportPuzzle(*r, "solo");
    ASSERT_TRUE(d.ok());
    EXPECT_EQ(d->body, id + "\n");
  }
}

TEST(SudokuJigsaw, ClassicSoloIdsReadAndWriteToo) {
  // Written by Debian's sgt-solo 20230122 (--generate N with 3x3, 2x3, 2x4 and 3x3x): Solo's
  // "2x3" has boxes 3 wide and 2 high (one solution only that way round).
  for (const std::string id : {"3x3:8c2a6c6_9b5a4b7a1b3_9_8c5c2d4a2d5c7c4_8_1b6a7b3a7b5_1c5a3c4",
                               "3x3:b5a8_1b2a7a2a9b5_4c5d8_3d6d9c7d6d2_4d2c3_9b4a6a5a5b8_3a4b",
                               "2x3:d2d5a1a5a2a6_6a3a5a5a4d6d", "2x3:3d1d4_3d6_4_2_6d5_1d4d2",
                               "2x4:5d6a8a1c2b3c8e2a4a1_5_2_3a8a4e5c3b5c3a6a3d1",
                               "3x3x:a4_3a7d5e8_7d1_6_5d3a4e8a6c5a3e9a6d5_2_1d5_9e2d4a6_1a"}) {
    Result<Puzzle> p = ReadSoloId(id);
    ASSERT_TRUE(p.ok()) << p.error().ToString();
    EXPECT_FALSE(p->geo.jigsaw());
    EXPECT_EQ(CountSolutions(*p, 2, NoLimit()).outcome, Outcome::kUnique);
    EXPECT_EQ(WriteSoloId(*p), id);
  }
  Puzzle six{Geometry{3, 2}, std::vector<uint8_t>(36, 0)};
  six.cells[0] = 1;
  six.cells[1] = 2;
  six.cells[35] = 6;
  EXPECT_EQ(WriteSoloId(six), "2x3:1_2zg6");
  Result<Puzzle> back = ReadSoloId("2x3:1_2zg6");
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(*back, six);
  // What is refused says why.
  EXPECT_FALSE(ReadSoloId("3x3k:zzzc").ok());
  EXPECT_FALSE(ReadSoloId("9j:z").ok());
  EXPECT_FALSE(ReadSoloId(FixtureIds()[0] + "a").ok());
}

// Our own game ID, the jigsaw line (givens and region letters), the JSON document and the
// readable grid's record carry the regions back.
TEST(SudokuJigsaw, OurIdLineAndJsonCarryTheRegions) {
  Budget budget = Budget::Seconds(60);
  Result<app::PuzzleRecord> made =
      app::MakeKind("sudoku", json{{"variant", "jigsaw"}, {"level", "medium"}, {"seed", 3}}, budget,
                    nullptr, "", false);
  ASSERT_TRUE(made.ok()) << made.error().ToString();
  EXPECT_EQ(made->level, "medium");
  EXPECT_EQ(made->params["variant"], "jigsaw");
  EXPECT_EQ(made->doc["regions"].size(), 81u);
  Result<std::string> id = app::GameIdOf(*made);
  ASSERT_TRUE(id.ok());
  EXPECT_EQ(id->rfind("sudoku/9j:", 0), 0u) << *id;
  kind::MakeContext ctx{budget, {}, nullptr};
  Result<app::PuzzleRecord> opened = app::OpenGameId(*id, ctx);
  ASSERT_TRUE(opened.ok()) << opened.error().ToString();
  EXPECT_EQ(opened->doc["regions"], made->doc["regions"]);
  EXPECT_EQ(opened->doc["givens"], made->doc["givens"]);
  for (const char* format : {"line", "json", "solo"}) {
    SCOPED_TRACE(format);
    Result<app::Download> d = app::ExportPuzzle(*made, format);
    ASSERT_TRUE(d.ok());
    Result<app::PuzzleRecord> back = app::ImportPuzzle(json{{"text", d->body}}, budget);
    ASSERT_TRUE(back.ok()) << back.error().ToString() << "\n" << d->body;
    EXPECT_EQ(back->doc["regions"], made->doc["regions"]);
    EXPECT_EQ(back->doc["givens"], made->doc["givens"]);
    EXPECT_EQ(back->doc["solution"], made->doc["solution"]);
  }
  // The line is the givens then a region letter per square; a reader of plain lines refuses it
  // rather than losing the regions.
  const std::string line = app::ExportPuzzle(*made, "line")->body;
  EXPECT_EQ(line.size(), 163u);
  EXPECT_FALSE(ParsePuzzles(line).ok());
  // Formats with no place for regions say so.
  EXPECT_FALSE(app::ExportPuzzle(*made, "letters").ok());
  EXPECT_FALSE(app::ExportPuzzle(*made, "ipuz").ok());
  // A bad region letter is reported with its line and column.
  Result<std::vector<ParsedPuzzle>> bad =
      ReadJigsawText("# one\n" + line.substr(0, 81) + std::string(81, 'a') + "\n", false);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().line, 2);
  EXPECT_EQ(bad.error().column, 82);
}

// The canonical key keeps the regions: a jigsaw turned or mirrored has its key, the same givens
// over other regions have another.
TEST(SudokuJigsaw, CanonicalKeyKeepsTheRegions) {
  GenerateParams params;
  params.jigsaw = true;
  params.level = FindLevel("easy");
  Rng rng(9);
  Budget budget = Budget::Seconds(30);
  Result<Generated> g = Generate(params, rng, budget);
  ASSERT_TRUE(g.ok());
  const Puzzle& p = g->puzzle;
  const std::string key = CanonicalKey(p);
  EXPECT_EQ(key.rfind("9j:", 0), 0u) << key;
  Puzzle turned = p;  // a quarter turn, digits renamed, regions renumbered in order
  for (int y = 0; y < 9; ++y) {
    for (int x = 0; x < 9; ++x) {
      const auto from = static_cast<size_t>(y * 9 + x), to = static_cast<size_t>(x * 9 + (8 - y));
      turned.cells[to] = p.cells[from] ? static_cast<uint8_t>(10 - p.cells[from]) : 0;
      turned.geo.regions[to] = p.geo.regions[from];
    }
  }
  std::vector<int> regions(turned.geo.regions.begin(), turned.geo.regions.end());
  turned.geo = *JigsawGeometry(9, regions, false);
  EXPECT_EQ(CanonicalKey(turned), key);
  Puzzle other = p;
  other.geo = Jigsaw(9, 77);
  EXPECT_NE(CanonicalKey(other), key);
}

// The law of leftovers: found on jigsaws at expert, every removal sound (never the solution's
// digit), explained with its rows or columns and regions; never on a classic grid.
TEST(SudokuJigsaw, LawOfLeftoversIsSoundAndOnlyForJigsaws) {
  int found = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const GradedJigsaw g = ExpertJigsawGraded(seed);
    for (const Step& s : g.steps) {
      if (s.technique != Technique::kLawOfLeftovers) continue;
      ++found;
      EXPECT_GE(s.rating, 4.1);
      EXPECT_LE(s.rating, 4.3 + 1e-9);
      EXPECT_NE(s.text.find("hold the same digits"), std::string::npos);
      for (const auto& [cell, mask] : s.removals) {
        EXPECT_FALSE(mask & (1u << (g.made.solution[static_cast<size_t>(cell)] - 1))) << s.text;
      }
    }
  }
  EXPECT_GT(found, 3);
  Rng rng(1);
  GenerateParams classic;
  classic.level = FindLevel("master");
  Budget budget = Budget::Seconds(30);
  Result<Generated> c = Generate(classic, rng, budget);
  ASSERT_TRUE(c.ok());
  Topology topo(c->puzzle.geo);
  LogicGrid grid(topo, c->puzzle);
  Step step;
  EXPECT_FALSE(logic::LawOfLeftovers(grid, step));
}

// A run of more than 25 non-lines in the region code: Solo's writer puts 'z' for 25 of them, its
// reader takes 'z' as 26 (Debian's sgt-solo 20230122 refuses the first form of this 16x16 whose
// regions are its rows, and opens the second). Both read as the rows; the reader's form is written.
TEST(SudokuJigsaw, LongRunsInTheRegionCodeReadBothWaysAndWriteAsSoloReads) {
  const std::string lines = std::string(240, '_');  // the other lines and the last one
  const std::string writer = "16j:zzzzzzzzzv,zzzzzzzzzo" + lines;
  const std::string reader = "16j:zzzzzzzzzv,zzzzzzzzzf" + lines;
  for (const std::string& id : {writer, reader}) {
    Result<Puzzle> p = ReadSoloId(id);
    ASSERT_TRUE(p.ok()) << p.error().ToString();
    for (int c = 0; c < 256; ++c) EXPECT_EQ(p->geo.regions[static_cast<size_t>(c)], c / 16);
    EXPECT_EQ(WriteSoloId(*p), reader);
  }
  EXPECT_FALSE(ReadSoloId("16j:zzzzzzzzzv,zzzzzzzzzk" + lines).ok());
}

}  // namespace
}  // namespace ps::sudoku
