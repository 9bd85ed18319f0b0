// The search engine on problems with known solution counts (closed forms and classics).
#include "search/engine.h"

#include <gtest/gtest.h>

#include <cstdlib>

namespace ps::search {
namespace {

// x_i != x_j, and for queens also |x_i - x_j| != |i - j|.
class NotEqual : public Propagator {
 public:
  NotEqual(int a, int b, int diagonal) : a_(a), b_(b), d_(diagonal) {}
  bool Propagate(Engine& e) override {
    for (int pass = 0; pass < 2; ++pass) {
      int x = pass == 0 ? a_ : b_, y = pass == 0 ? b_ : a_;
      if (!e.Fixed(x)) continue;
      int v = e.Value(x);
      if (!e.Remove(y, v)) return false;
      if (d_ != 0) {
        if (v + d_ < e.Domain(y).size() && !e.Remove(y, v + d_)) return false;
        if (v - d_ >= 0 && !e.Remove(y, v - d_)) return false;
      }
    }
    return true;
  }

 private:
  int a_, b_, d_;
};

// n variables over 0..n-1, pairwise different; with `queens`, no two on a diagonal either.
void AddPermutation(Engine& e, int n, bool queens) {
  for (int i = 0; i < n; ++i) e.AddVariable(Bitset(n, true));
  for (int i = 0; i < n; ++i) {
    for (int j = i + 1; j < n; ++j) {
      int w[] = {i, j};
      e.AddPropagator(std::make_unique<NotEqual>(i, j, queens ? j - i : 0), w);
    }
  }
}

int64_t CountQueens(int n, int64_t limit = 1000000) {
  Engine e;
  AddPermutation(e, n, true);
  SearchOptions o;
  o.limit = limit;
  Budget budget;
  SearchResult r = e.Search(o, budget);
  EXPECT_TRUE(r.complete);
  return r.count;
}

TEST(Engine, CountsPermutations) {
  for (int n = 1; n <= 6; ++n) {
    Engine e;
    AddPermutation(e, n, false);
    SearchOptions o;
    o.limit = 100000;
    Budget budget;
    SearchResult r = e.Search(o, budget);
    int64_t fact = 1;
    for (int k = 2; k <= n; ++k) fact *= k;
    EXPECT_TRUE(r.complete);
    EXPECT_EQ(r.count, fact) << "n=" << n;
  }
}

TEST(Engine, CountsQueens) {
  EXPECT_EQ(CountQueens(4), 2);
  EXPECT_EQ(CountQueens(6), 4);
  EXPECT_EQ(CountQueens(8), 92);
}

TEST(Engine, StopsAtLimitAndReportsComplete) { EXPECT_EQ(CountQueens(8, 2), 2); }

TEST(Engine, BudgetExhaustedIsNotNoSolution) {
  Engine e;
  AddPermutation(e, 12, true);
  Budget b = Budget::Unlimited().WithNodeLimit(50);
  SearchOptions o;
  o.limit = 1000000;
  SearchResult r = e.Search(o, b);
  EXPECT_FALSE(r.complete);
  EXPECT_EQ(r.stop, StopReason::kNodeLimit);
}

TEST(Engine, ReportsProgress) {
  Engine e;
  AddPermutation(e, 10, true);
  int reports = 0;
  double last = -1;
  SearchOptions o;
  o.limit = 1000000;
  o.progress_interval = 0;
  o.progress = [&](const Progress& p) {
    ++reports;
    EXPECT_GE(p.fraction, last - 1e-9);  // the estimate only grows
    last = p.fraction;
  };
  Budget budget;
  SearchResult r = e.Search(o, budget);
  EXPECT_EQ(r.count, 724);
  EXPECT_GT(reports, 0);
}

}  // namespace
}  // namespace ps::search
