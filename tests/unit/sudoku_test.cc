// Sudoku: the counting solver against the golden file and exhaustive small cases, every box
// shape, the formats and the document's letter encoding.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>
#include <span>
#include <sstream>

#include "app/io.h"
#include "common/budget.h"
#include "core/rng.h"
#include "sudoku/count_solver.h"
#include "sudoku/format.h"
#include "sudoku/simd9.h"

namespace ps::sudoku {
namespace {

// An unlimited budget for counts that need no limit.
using test_support::NoLimit;

std::string Read(const std::string& rel) {
  Result<std::string> t = app::ReadInput(std::string(PS_SOURCE_DIR) + "/" + rel);
  EXPECT_TRUE(t.ok()) << rel;
  return t.ok() ? *t : "";
}

Puzzle Line(const std::string& s) {
  Result<std::vector<ParsedPuzzle>> p = ParsePuzzles(s);
  EXPECT_TRUE(p.ok()) << p.error().ToString();
  return p->front().puzzle;
}

// tests/golden/sudoku/golden.txt: puzzle:count:solution with 0-, 1- and 2+-solution cases, run
// against every solver implementation.
class SudokuGolden : public testing::TestWithParam<CountEngine> {};
INSTANTIATE_TEST_SUITE_P(Engines, SudokuGolden,
                         testing::Values(CountEngine::kAuto, CountEngine::kGeneric));

TEST_P(SudokuGolden, GoldenFile) {
  std::istringstream in(Read("tests/golden/sudoku/golden.txt"));
  std::string line;
  int cases = 0;
  std::set<int64_t> kinds;
  CountSolver solver(Geometry{}, GetParam());
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    size_t a = line.find(':'), b = line.find(':', a + 1);
    Puzzle p = Line(line.substr(0, a));
    int64_t want = std::stoll(line.substr(a + 1, b - a - 1));
    std::string solution = line.substr(b + 1);
    CountResult r = solver.Count(p, 2, NoLimit());
    EXPECT_TRUE(r.complete);
    EXPECT_EQ(r.count, want) << line;
    if (want == 1) {
      EXPECT_EQ(FormatValues(r.solution), solution);
      EXPECT_TRUE(IsSolution(p, r.solution));
    }
    if (want >= 1) {
      EXPECT_TRUE(IsSolution(p, r.solution)) << line;
    }
    kinds.insert(want);
    ++cases;
  }
  EXPECT_GE(cases, 10);
  EXPECT_EQ(kinds.size(), 3u);
}

// The two implementations agree on counts (up to 50) of puzzles thinned at random from unique
// ones: many have several solutions, some thousands.
TEST(SudokuSolve, ImplementationsAgreeOnThinnedPuzzles) {
  std::istringstream in(Read("tests/golden/sudoku/golden.txt"));
  std::vector<Puzzle> uniques;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line[0] != '#' && line.find(":1:") != std::string::npos) {
      uniques.push_back(Line(line.substr(0, line.find(':'))));
    }
  }
  ASSERT_FALSE(uniques.empty());
  CountSolver fast(Geometry{}), generic(Geometry{}, CountEngine::kGeneric);
  Rng rng(99);
  int multiple = 0;
  for (int round = 0; round < 300; ++round) {
    Puzzle p = uniques[rng.Below(uniques.size())];
    int removals = static_cast<int>(rng.Between(0, 6));
    for (int k = 0; k < removals; ++k) p.cells[rng.Below(81)] = 0;
    if (rng.Chance(0.2)) p.cells[rng.Below(81)] = static_cast<uint8_t>(rng.Between(1, 9));
    CountResult a = fast.Count(p, 50, NoLimit()), b = generic.Count(p, 50, NoLimit());
    ASSERT_EQ(a.count, b.count) << FormatLine(p);
    if (a.count > 0) {
      EXPECT_TRUE(IsSolution(p, a.solution));
      EXPECT_TRUE(IsSolution(p, b.solution));
    }
    multiple += a.count > 1;
  }
  EXPECT_GT(multiple, 30);
}

// Each build of the SIMD 9x9 core this processor can run (the count picks one) against the
// generic core on thinned golden puzzles (one, several or no solution), counted to 2 and to 50;
// and a budget stops it.
TEST(SudokuSolve, EverySimdBuildAgreesWithGeneric) {
#if defined(__x86_64__)
  using internal::simd9::CountFn;
  std::vector<CountFn> builds;
  __builtin_cpu_init();
  if (__builtin_cpu_supports("sse4.1") && __builtin_cpu_supports("popcnt"))
    builds.push_back(&internal::simd9::sse41::Count);
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2"))
    builds.push_back(&internal::simd9::avx2::Count);
  if (__builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bw"))
    builds.push_back(&internal::simd9::avx512::Count);
  if (__builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512bw") &&
      __builtin_cpu_supports("avx512bitalg"))
    builds.push_back(&internal::simd9::avx512icl::Count);
  if (builds.empty()) {
    GTEST_SKIP() << "no SIMD build runs here";
  }
  std::istringstream in(Read("tests/golden/sudoku/golden.txt"));
  std::vector<Puzzle> uniques;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line[0] != '#' && line.find(":1:") != std::string::npos)
      uniques.push_back(Line(line.substr(0, line.find(':'))));
  }
  ASSERT_FALSE(uniques.empty());
  CountSolver generic(Geometry{}, CountEngine::kGeneric);
  Rng rng(7);
  for (int round = 0; round < 200; ++round) {
    Puzzle p = uniques[rng.Below(uniques.size())];
    const int removals = static_cast<int>(rng.Between(0, 8));
    for (int k = 0; k < removals; ++k) p.cells[rng.Below(81)] = 0;
    if (rng.Chance(0.2)) p.cells[rng.Below(81)] = static_cast<uint8_t>(rng.Between(1, 9));
    for (int64_t limit : {2, 50}) {
      const CountResult want = generic.Count(p, limit, NoLimit());
      for (CountFn count : builds) {
        internal::simd9::Request request;
        request.cells = p.cells.data();
        request.limit = limit;
        internal::simd9::Answer got;
        count(request, got);
        ASSERT_EQ(got.count, want.count) << FormatLine(p) << " limit " << limit;
        ASSERT_FALSE(got.stopped);
        if (got.count > 0) {
          EXPECT_TRUE(IsSolution(p, std::vector<uint8_t>(got.first, got.first + 81)));
        }
        if (got.count > 1) {
          EXPECT_TRUE(IsSolution(p, std::vector<uint8_t>(got.second, got.second + 81)));
          EXPECT_FALSE(std::equal(got.first, got.first + 81, got.second));
        }
      }
    }
  }
  // The empty grid, counted to a million with 10 branches allowed: stopped, and not complete.
  const std::vector<uint8_t> empty(81, 0);
  for (CountFn count : builds) {
    int steps = 0;
    internal::simd9::Request request;
    request.cells = empty.data();
    request.limit = 1000000;
    request.step = [](void* n) { return ++*static_cast<int*>(n) <= 10; };
    request.step_arg = &steps;
    internal::simd9::Answer got;
    count(request, got);
    EXPECT_TRUE(got.stopped);
    EXPECT_LT(got.count, 1000000);
    EXPECT_EQ(steps, 11);
  }
#else
  GTEST_SKIP() << "the SIMD core is built for x86-64 only";
#endif
}

// The 9x9 core against the generic one on 200 minimal puzzles made here from the golden file's
// grids (digits relabelled, rows and columns shuffled within bands and stacks, possibly
// transposed, then clues removed at random while the generic count stays 1), on each of them one
// clue fewer (mostly several solutions) and one wrong clue more (mostly none). Minimal puzzles
// need the search, not only propagation, so every branching rule of the fast core is exercised.
TEST(SudokuSolve, FastCoreAgreesWithGenericOnMinimalPuzzles) {
  std::istringstream in(Read("tests/golden/sudoku/golden.txt"));
  std::vector<std::vector<uint8_t>> grids;
  CountSolver fast(Geometry{}), generic(Geometry{}, CountEngine::kGeneric);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line[0] != '#' && line.find(":1:") != std::string::npos)
      grids.push_back(generic.Count(Line(line.substr(0, line.find(':'))), 1, NoLimit()).solution);
  }
  ASSERT_FALSE(grids.empty());
  Rng rng(2024);
  int unique = 0, several = 0, none = 0, searched = 0;
  for (int round = 0; round < 200; ++round) {
    const std::vector<uint8_t>& g = grids[rng.Below(grids.size())];
    // A grid equivalent to g: the rows, columns and digits renamed.
    int digit[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9}, row[9], col[9];
    rng.Shuffle(std::span<int>(digit));
    for (int* order : {row, col}) {
      int bands[3] = {0, 1, 2};
      rng.Shuffle(std::span<int>(bands));
      for (int b = 0; b < 3; ++b) {
        int in_band[3] = {0, 1, 2};
        rng.Shuffle(std::span<int>(in_band));
        for (int k = 0; k < 3; ++k) order[3 * b + k] = 3 * bands[b] + in_band[k];
      }
    }
    const bool transpose = rng.Chance(0.5);
    Puzzle p{Geometry{}, std::vector<uint8_t>(81)};
    for (int r = 0; r < 9; ++r) {
      for (int c = 0; c < 9; ++c) {
        const int from = transpose ? 9 * col[c] + row[r] : 9 * row[r] + col[c];
        p.cells[static_cast<size_t>(9 * r + c)] =
            static_cast<uint8_t>(digit[g[static_cast<size_t>(from)] - 1]);
      }
    }
    const std::vector<uint8_t> solution = p.cells;
    int cells[81];
    std::iota(cells, cells + 81, 0);
    rng.Shuffle(std::span<int>(cells));
    for (int c : cells) {
      const uint8_t v = p.cells[static_cast<size_t>(c)];
      p.cells[static_cast<size_t>(c)] = 0;
      if (generic.Count(p, 2, NoLimit()).count != 1) p.cells[static_cast<size_t>(c)] = v;
    }
    const CountResult a = fast.Count(p, 2, NoLimit());
    ASSERT_EQ(a.count, 1) << FormatLine(p);
    ASSERT_EQ(a.solution, solution) << FormatLine(p);
    searched += a.nodes > 0;
    ++unique;
    // One clue fewer, and one wrong clue more (a digit no peer holds), counted up to 3.
    Puzzle fewer = p, wrong = p;
    std::vector<int> givens, blanks;
    for (int c = 0; c < 81; ++c) (p.cells[static_cast<size_t>(c)] ? givens : blanks).push_back(c);
    fewer.cells[static_cast<size_t>(givens[rng.Below(givens.size())])] = 0;
    const int blank = blanks[rng.Below(blanks.size())];
    for (uint8_t v = 1; v <= 9; ++v) {
      if (v == solution[static_cast<size_t>(blank)]) continue;
      bool clash = false;
      for (int c = 0; c < 81; ++c) {
        const bool peer = c / 9 == blank / 9 || c % 9 == blank % 9 ||
                          (c / 27 == blank / 27 && c % 9 / 3 == blank % 9 / 3);
        clash = clash || (peer && p.cells[static_cast<size_t>(c)] == v);
      }
      if (clash) continue;
      wrong.cells[static_cast<size_t>(blank)] = v;
      break;
    }
    for (const Puzzle* q : {&fewer, &wrong}) {
      const CountResult x = fast.Count(*q, 3, NoLimit()), y = generic.Count(*q, 3, NoLimit());
      ASSERT_EQ(x.count, y.count) << FormatLine(*q);
      ASSERT_TRUE(x.complete);
      if (x.count > 0) {
        EXPECT_TRUE(IsSolution(*q, x.solution)) << FormatLine(*q);
      }
      if (x.count > 1) {
        EXPECT_TRUE(IsSolution(*q, x.second)) << FormatLine(*q);
        EXPECT_NE(x.solution, x.second) << FormatLine(*q);
      }
      several += x.count > 1;
      none += x.count == 0;
    }
  }
  EXPECT_EQ(unique, 200);
  EXPECT_GT(searched, 40) << "puzzles that needed a branch";
  EXPECT_GT(several, 150);
  EXPECT_GT(none, 100);
}

// FindAnother (the generator's uniqueness test, told one solution) agrees with Count on
// puzzles thinned from unique ones, and the other solution it reports is another solution.
TEST(SudokuSolve, FindAnotherAgreesWithCount) {
  std::istringstream in(Read("tests/golden/sudoku/golden.txt"));
  std::vector<std::pair<Puzzle, std::vector<uint8_t>>> uniques;
  std::string line;
  CountSolver solver(Geometry{}), generic(Geometry{}, CountEngine::kGeneric);
  while (std::getline(in, line)) {
    if (!line.empty() && line[0] != '#' && line.find(":1:") != std::string::npos) {
      Puzzle p = Line(line.substr(0, line.find(':')));
      uniques.emplace_back(p, solver.Count(p, 1, NoLimit()).solution);
    }
  }
  ASSERT_FALSE(uniques.empty());
  Rng rng(7);
  int multiple = 0, single = 0;
  for (int round = 0; round < 300; ++round) {
    auto [p, known] = uniques[rng.Below(uniques.size())];
    const int removals = static_cast<int>(rng.Between(0, 8));
    for (int k = 0; k < removals; ++k) p.cells[rng.Below(81)] = 0;
    const int64_t truth = solver.Count(p, 2, NoLimit()).count;
    for (CountSolver* s : {&solver, &generic}) {
      const CountResult r = s->FindAnother(p, known, NoLimit());
      ASSERT_TRUE(r.complete);
      ASSERT_EQ(r.count, truth) << FormatLine(p);
      if (truth == 2) {
        const std::vector<uint8_t>& other = r.solution == known ? r.second : r.solution;
        EXPECT_NE(other, known) << FormatLine(p);
        EXPECT_TRUE(IsSolution(p, other)) << FormatLine(p);
      }
    }
    multiple += truth == 2;
    single += truth == 1;
  }
  EXPECT_GT(multiple, 50);
  EXPECT_GT(single, 50);
}

// Every 4x4 grid, enumerated row by row from the 24 permutations and checked by IsSolution alone.
int64_t BruteForce4x4(bool diagonals) {
  std::vector<std::vector<uint8_t>> perms;
  std::vector<uint8_t> p = {1, 2, 3, 4};
  do perms.push_back(p);
  while (std::next_permutation(p.begin(), p.end()));
  Puzzle empty{Geometry{2, 2, diagonals}, std::vector<uint8_t>(16, 0)};
  int64_t count = 0;
  std::vector<uint8_t> grid(16);
  for (const auto& r0 : perms) {
    for (const auto& r1 : perms) {
      for (const auto& r2 : perms) {
        for (const auto& r3 : perms) {
          std::copy(r0.begin(), r0.end(), grid.begin());
          std::copy(r1.begin(), r1.end(), grid.begin() + 4);
          std::copy(r2.begin(), r2.end(), grid.begin() + 8);
          std::copy(r3.begin(), r3.end(), grid.begin() + 12);
          if (IsSolution(empty, grid)) ++count;
        }
      }
    }
  }
  return count;
}

TEST(SudokuSolve, FourByFourHas288Grids) {
  Puzzle empty{Geometry{2, 2, false}, std::vector<uint8_t>(16, 0)};
  CountResult r = CountSolutions(empty, 100000, NoLimit());
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.count, 288);
  EXPECT_EQ(BruteForce4x4(false), 288);
}

TEST(SudokuSolve, FourByFourXAgreesWithBruteForce) {
  Puzzle empty{Geometry{2, 2, true}, std::vector<uint8_t>(16, 0)};
  CountResult r = CountSolutions(empty, 100000, NoLimit());
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.count, BruteForce4x4(true));
  EXPECT_GT(r.count, 0);
}

TEST(SudokuSolve, EveryBoxShapeSolvesTheEmptyGrid) {
  for (Geometry g : {Geometry{2, 2}, Geometry{3, 2}, Geometry{2, 3}, Geometry{4, 2}, Geometry{3, 3},
                     Geometry{4, 3}, Geometry{4, 4}, Geometry{3, 3, true}, Geometry{4, 4, true}}) {
    Puzzle empty{g, std::vector<uint8_t>(static_cast<size_t>(g.cells()), 0)};
    Budget b = Budget::Seconds(20);
    CountResult r = CountSolutions(empty, 2, b);
    ASSERT_TRUE(r.complete) << g.box_w << "x" << g.box_h;
    EXPECT_EQ(r.count, 2);
    EXPECT_EQ(r.outcome, Outcome::kSeveral);
    EXPECT_TRUE(IsSolution(empty, r.solution)) << g.box_w << "x" << g.box_h;
    // The solution, given as a puzzle, has exactly itself as solution.
    Puzzle full{g, r.solution};
    CountResult again = CountSolutions(full, 2, NoLimit());
    EXPECT_EQ(again.count, 1);
    EXPECT_EQ(again.outcome, Outcome::kUnique);
    EXPECT_EQ(again.solution, r.solution);
  }
}

TEST(SudokuSolve, BudgetExhaustedIsNotNone) {
  Puzzle empty{Geometry{4, 4}, std::vector<uint8_t>(256, 0)};
  Budget b = Budget::Unlimited().WithNodeLimit(3);
  CountResult r = CountSolutions(empty, 1000000, b);
  EXPECT_FALSE(r.complete);
  EXPECT_EQ(r.stop, StopReason::kNodeLimit);
  EXPECT_EQ(r.outcome, Outcome::kBudget);
}

TEST(SudokuSolve, CheckerRejectsWrongGrids) {
  Puzzle p =
      Line("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
  CountResult r = CountSolutions(p, 2, NoLimit());
  ASSERT_EQ(r.count, 1);
  std::vector<uint8_t> bad = r.solution;
  std::swap(bad[0], bad[1]);
  EXPECT_FALSE(IsSolution(p, bad));
  std::vector<uint8_t> ignores_given = r.solution;
  Puzzle other = p;
  other.cells[0] = static_cast<uint8_t>(r.solution[0] % 9 + 1);
  EXPECT_FALSE(IsSolution(other, ignores_given));
}

TEST(SudokuFormat, LineAndGridFormsReadTheSame) {
  const std::string line =
      "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
  Puzzle a = Line(line);
  EXPECT_EQ(FormatLine(a), line);
  std::string grid = "# a comment\n" + FormatGrid(a);
  Puzzle b = Line(grid);
  EXPECT_EQ(a, b);
  // 0, - and _ are empty cells too; text after the puzzle on its line is ignored.
  std::string zeros = line;
  std::replace(zeros.begin(), zeros.end(), '.', '0');
  EXPECT_EQ(Line(zeros + " 7.2 rated"), a);
}

TEST(SudokuFormat, SizeComesFromTheInput) {
  Puzzle p4 = Line("1...\n..2.\n.3..\n...4\n");
  EXPECT_EQ(p4.geo.n(), 4);
  Puzzle p16 = Line(std::string(256, '.'));
  EXPECT_EQ(p16.geo.n(), 16);
  Puzzle p6 = Line("1.....\n......\n......\n......\n......\n.....6\n");
  EXPECT_EQ(p6.geo.box_w, 3);
  EXPECT_EQ(p6.geo.box_h, 2);
  std::string with_letters(256, '.');
  with_letters[0] = 'G';
  with_letters[1] = 'a';
  Puzzle big = Line(with_letters);
  EXPECT_EQ(big.cells[0], 16);
  EXPECT_EQ(big.cells[1], 10);
  EXPECT_EQ(FormatLine(big).substr(0, 2), "GA");
}

TEST(SudokuFormat, BadInputHasLineAndColumn) {
  auto bad_char = ParsePuzzles(
      "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9.......x\n");
  // 81 characters with an 'x': not a puzzle line, and not a row either.
  ASSERT_FALSE(bad_char.ok());
  EXPECT_EQ(bad_char.error().line, 1);
  auto short_row = ParsePuzzles("1 2 3 4 5 6 7 8 9\n1 2 3\n");
  ASSERT_FALSE(short_row.ok());
  EXPECT_EQ(short_row.error().line, 2);
  auto unfinished = ParsePuzzles("1 2 3 4 5 6 7 8 9\n");
  ASSERT_FALSE(unfinished.ok());
  EXPECT_NE(unfinished.error().message.find("1 of 9 rows"), std::string::npos);
  EXPECT_FALSE(ParsePuzzles("").ok());
  EXPECT_FALSE(ParsePuzzles("12345\n").ok());
  EXPECT_FALSE(ParsePuzzles(std::string("\0\1", 2)).ok());
  EXPECT_FALSE(ParseGeometry("3x", false).ok());
  EXPECT_FALSE(ParseGeometry("5x5", false).ok());
  EXPECT_TRUE(ParseGeometry("3x2", false).ok());
}

TEST(SudokuFormat, LetterEncodingRoundTrips) {
  Puzzle p =
      Line("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
  CountResult r = CountSolutions(p, 2, NoLimit());
  ASSERT_EQ(r.count, 1);
  std::string with_solution = EncodeLetters(p, &r.solution);
  EXPECT_EQ(with_solution.size(), 81u);
  // A given 4 is index 14 ('G'); a hidden cell holding 6 is index 6 ('R').
  EXPECT_EQ(with_solution[0], kLetterAlphabet[14]);
  EXPECT_EQ(with_solution[1], kLetterAlphabet[r.solution[1]]);
  Result<Decoded> d = DecodeLetters(with_solution);
  ASSERT_TRUE(d.ok());
  EXPECT_EQ(d->puzzle, p);
  EXPECT_EQ(d->solution, r.solution);
  std::string bare = EncodeLetters(p);
  Result<Decoded> e = DecodeLetters(bare);
  ASSERT_TRUE(e.ok());
  EXPECT_EQ(e->puzzle, p);
  EXPECT_TRUE(e->solution.empty());
  auto bad = DecodeLetters(std::string(80, 'J') + "Z");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().column, 81);
  EXPECT_FALSE(DecodeLetters("JJJ").ok());
}

}  // namespace
}  // namespace ps::sudoku

namespace ps::sudoku {
namespace {

TEST(SudokuFormat, PencilMarks) {
  std::string text;
  for (int i = 0; i < 81; ++i)
    text += (i == 0 ? "5" : i == 1 ? "129" : "123456789") + std::string(i % 9 == 8 ? "\n" : " ");
  Result<PencilGrid> g = ParsePencilMarks(text);
  ASSERT_TRUE(g.ok()) << g.error().ToString();
  EXPECT_EQ(g->values[0], 5);
  EXPECT_EQ(g->values[1], 0);
  EXPECT_EQ(g->candidates[1], (1u << 0) | (1u << 1) | (1u << 8));
  std::string bad = text;
  bad[2] = 'x';  // "x29" in r1c2, column 3
  Result<PencilGrid> b = ParsePencilMarks(bad);
  ASSERT_FALSE(b.ok());
  EXPECT_EQ(b.error().line, 1);
  EXPECT_EQ(b.error().column, 3);
  Result<PencilGrid> plain = ParsePencilMarks(std::string(81, '.'));
  ASSERT_TRUE(plain.ok());
  EXPECT_EQ(plain->candidates[0], 0x1FF);
}

}  // namespace
}  // namespace ps::sudoku
