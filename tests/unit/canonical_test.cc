// Canonical keys (sudoku/canonical.h, starbattle/canonical.h, kind/canonical.h): a puzzle and any
// of its images under the kind's symmetries get the same key; different puzzles get different
// keys; and the Sudoku key is the least form over the whole group, checked against brute force
// on 4x4 boards.
#include "kind/canonical.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include "core/rng.h"
#include "starbattle/canonical.h"
#include "starbattle/format.h"
#include "starbattle/generate.h"
#include "sudoku/canonical.h"
#include "sudoku/format.h"
#include "sudoku/generate.h"

namespace ps {
namespace {

std::vector<int> Shuffled(int n, Rng& rng) {
  std::vector<int> p(static_cast<size_t>(n));
  std::iota(p.begin(), p.end(), 0);
  for (int i = n - 1; i > 0; --i) {
    std::swap(p[static_cast<size_t>(i)], p[rng.Below(static_cast<uint64_t>(i + 1))]);
  }
  return p;
}

// An order of n lines in groups of `size` that keeps the groups: groups shuffled, lines shuffled
// within each.
std::vector<int> GroupShuffle(int n, int size, Rng& rng) {
  std::vector<int> groups = Shuffled(n / size, rng), order;
  for (int g : groups) {
    for (int i : Shuffled(size, rng)) order.push_back(g * size + i);
  }
  return order;
}

// The puzzle with its rows, columns and digits in the given orders, transposed first when asked.
sudoku::Puzzle Transform(const sudoku::Puzzle& p, const std::vector<int>& rows,
                         const std::vector<int>& cols, const std::vector<int>& digits,
                         bool transpose) {
  const int n = p.geo.n();
  sudoku::Puzzle out = p;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      int sy = rows[static_cast<size_t>(y)], sx = cols[static_cast<size_t>(x)];
      if (transpose) std::swap(sx, sy);
      const uint8_t v = p.cells[static_cast<size_t>(sy * n + sx)];
      out.cells[static_cast<size_t>(y * n + x)] =
          v == 0 ? 0 : static_cast<uint8_t>(digits[static_cast<size_t>(v - 1)] + 1);
    }
  }
  return out;
}

sudoku::Puzzle RandomSymmetric(const sudoku::Puzzle& p, Rng& rng) {
  const int n = p.geo.n();
  return Transform(p, GroupShuffle(n, p.geo.box_h, rng), GroupShuffle(n, p.geo.box_w, rng),
                   Shuffled(n, rng), p.geo.box_w == p.geo.box_h && rng.Chance(0.5));
}

std::vector<sudoku::Puzzle> Made(sudoku::Geometry geo, int count, uint64_t seed) {
  sudoku::GenerateParams params;
  params.geo = geo;
  std::vector<sudoku::Puzzle> out;
  for (int i = 0; i < count; ++i) {
    Rng rng(seed + static_cast<uint64_t>(i));
    Budget budget = Budget::Seconds(60);
    Result<sudoku::Generated> g = sudoku::Generate(params, rng, budget);
    EXPECT_TRUE(g.ok());
    if (g.ok()) out.push_back(g->puzzle);
  }
  return out;
}

TEST(SudokuCanonical, EveryImageOfAPuzzleHasItsKey) {
  Rng rng(7);
  for (const sudoku::Geometry& geo : {sudoku::Geometry{3, 3, false}, sudoku::Geometry{3, 2, false},
                                      sudoku::Geometry{2, 2, false}}) {
    for (const sudoku::Puzzle& p : Made(geo, 8, 100)) {
      const std::string key = sudoku::CanonicalKey(p);
      for (int t = 0; t < 10; ++t) {
        const sudoku::Puzzle q = RandomSymmetric(p, rng);
        EXPECT_EQ(sudoku::CanonicalKey(q), key)
            << sudoku::FormatLine(p) << " vs " << sudoku::FormatLine(q);
      }
    }
  }
}

TEST(SudokuCanonical, DifferentPuzzlesHaveDifferentKeys) {
  std::set<std::string> keys;
  const std::vector<sudoku::Puzzle> made = Made(sudoku::Geometry{}, 40, 500);
  for (const sudoku::Puzzle& p : made) keys.insert(sudoku::CanonicalKey(p));
  EXPECT_EQ(keys.size(), made.size());
  // A key starts with the box shape, then 81 characters.
  EXPECT_EQ(keys.begin()->rfind("3x3:", 0), 0u);
  EXPECT_EQ(keys.begin()->size(), 4u + 81u);
}

// The least form over every row order, column order, transposition and relabelling of a 4x4
// board, walked one by one.
std::string BruteForceKey(const sudoku::Puzzle& p) {
  std::vector<std::vector<int>> orders;
  for (const std::vector<int>& g : {std::vector<int>{0, 1}, std::vector<int>{1, 0}}) {
    for (const std::vector<int>& a : {std::vector<int>{0, 1}, std::vector<int>{1, 0}}) {
      for (const std::vector<int>& b : {std::vector<int>{0, 1}, std::vector<int>{1, 0}}) {
        const std::vector<int>* in[2] = {&a, &b};
        std::vector<int> order;
        for (int i = 0; i < 2; ++i) {
          for (int j : *in[i]) order.push_back(g[static_cast<size_t>(i)] * 2 + j);
        }
        orders.push_back(order);
      }
    }
  }
  std::string best;
  std::vector<int> digits = {0, 1, 2, 3};
  do {
    for (const std::vector<int>& rows : orders) {
      for (const std::vector<int>& cols : orders) {
        for (bool t : {false, true}) {
          const sudoku::Puzzle q = Transform(p, rows, cols, digits, t);
          std::string text = "2x2:";
          for (uint8_t v : q.cells) text += static_cast<char>('0' + v);
          if (best.empty() || text < best) best = text;
        }
      }
    }
  } while (std::next_permutation(digits.begin(), digits.end()));
  return best;
}

TEST(SudokuCanonical, IsTheLeastFormOverTheWholeGroup) {
  Rng rng(3);
  for (const sudoku::Puzzle& p : Made(sudoku::Geometry{2, 2, false}, 20, 1)) {
    EXPECT_EQ(sudoku::CanonicalKey(p), BruteForceKey(p)) << sudoku::FormatLine(p);
    // Boards with few givens (many ties between rows) too.
    sudoku::Puzzle sparse = p;
    for (uint8_t& v : sparse.cells) {
      if (rng.Chance(0.5)) v = 0;
    }
    EXPECT_EQ(sudoku::CanonicalKey(sparse), BruteForceKey(sparse)) << sudoku::FormatLine(sparse);
  }
}

TEST(SudokuCanonical, SudokuXUsesTheSymmetriesOfTheSquare) {
  sudoku::Geometry geo{3, 3, true};
  const sudoku::Puzzle p = Made(geo, 1, 9).front();
  std::vector<int> id(9), rev(9);
  std::iota(id.begin(), id.end(), 0);
  std::iota(rev.rbegin(), rev.rend(), 0);
  Rng rng(5);
  const std::string key = sudoku::CanonicalKey(p);
  EXPECT_EQ(key.rfind("3x3x:", 0), 0u);
  EXPECT_EQ(sudoku::CanonicalKey(Transform(p, rev, id, Shuffled(9, rng), true)), key);
  EXPECT_EQ(sudoku::CanonicalKey(Transform(p, rev, rev, Shuffled(9, rng), false)), key);
}

starbattle::Puzzle Image(const starbattle::Puzzle& p, int s, const std::vector<int>& relabel) {
  starbattle::Puzzle q = p;
  const int n = p.n;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      int sx = (s & 1) ? n - 1 - x : x, sy = (s & 2) ? n - 1 - y : y;
      if (s & 4) std::swap(sx, sy);
      q.zones[static_cast<size_t>(y * n + x)] = relabel[static_cast<size_t>(p.Zone(sx, sy))];
    }
  }
  return q;
}

TEST(StarbattleCanonical, RotationsReflectionsAndZoneNamesKeepTheKey) {
  Rng rng(11);
  std::set<std::string> keys;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    starbattle::GenerateParams params;
    params.n = 6;
    params.stars = 1;
    Rng make(seed);
    Budget budget = Budget::Seconds(60);
    Result<starbattle::Generated> g = starbattle::Generate(params, make, budget);
    ASSERT_TRUE(g.ok());
    const std::string key = starbattle::CanonicalKey(g->puzzle);
    EXPECT_EQ(key.rfind("6k1:", 0), 0u) << key;
    keys.insert(key);
    for (int s = 0; s < 8; ++s) {
      EXPECT_EQ(starbattle::CanonicalKey(Image(g->puzzle, s, Shuffled(6, rng))), key) << s;
    }
  }
  // Twelve seeds of 6x6 boards: distinct boards have distinct keys (equal ones are duplicates).
  EXPECT_GE(keys.size(), 10u);
}

TEST(StarbattleCanonical, DifferentBoardsDiffer) {
  Result<starbattle::Puzzle> a = starbattle::ParseZoneFile("0 0 1 1\n0 0 1 1\n2 2 3 3\n2 2 3 3\n");
  Result<starbattle::Puzzle> b = starbattle::ParseZoneFile("0 0 0 1\n0 2 1 1\n2 2 3 1\n2 3 3 3\n");
  ASSERT_TRUE(a.ok());
  ASSERT_TRUE(b.ok());
  EXPECT_NE(starbattle::CanonicalKey(*a), starbattle::CanonicalKey(*b));
}

TEST(GridCanonical, TheEightImagesOfACrosswordShareAKey) {
  const std::vector<std::string> grid = {"CAT#", "A#OX", "RUN#"};  // 4 wide, 3 high
  const std::string key = kind::CanonicalGridKey(grid);
  // A quarter turn (clockwise): 3 wide, 4 high.
  std::vector<std::string> turned(4, std::string(3, ' '));
  for (int y = 0; y < 3; ++y) {
    for (int x = 0; x < 4; ++x) {
      turned[static_cast<size_t>(x)][static_cast<size_t>(2 - y)] =
          grid[static_cast<size_t>(y)][static_cast<size_t>(x)];
    }
  }
  EXPECT_EQ(kind::CanonicalGridKey(turned), key);
  std::vector<std::string> mirrored = grid;
  for (std::string& row : mirrored) std::reverse(row.begin(), row.end());
  EXPECT_EQ(kind::CanonicalGridKey(mirrored), key);
  std::vector<std::string> flipped(grid.rbegin(), grid.rend());
  EXPECT_EQ(kind::CanonicalGridKey(flipped), key);
  EXPECT_NE(kind::CanonicalGridKey({"CAT#", "A#OX", "RUG#"}), key);
}

}  // namespace
}  // namespace ps
