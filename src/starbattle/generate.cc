// Star Battle generation; see generate.h.
#include "starbattle/generate.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <numeric>
#include <unordered_set>
#include <vector>

#include "starbattle/logic.h"
#include "starbattle/solver.h"
#include "starbattle/zone_map.h"

namespace ps::starbattle {
namespace {

using namespace zone_map;

// The largest board whose default is a level the techniques reach (see Generate).
constexpr int kWalkMaxN = 17;
// Other solutions MakeUnique rules out per solver call. At 14x14 k=3 a zone map takes many calls
// that each find the full 8 others before it comes down to a few; 24 a call takes fewer calls to
// get there, so fewer maps run out of their node bound (default and extreme, seeds 1-20: the
// slowest 3.85 s and 13 maps with 8, 2.83 s with 24; 64 did worse than 24).
constexpr int kOthersPerRound = 24;
// Unasked, the zone maps the walk tries before any unique board is taken.
constexpr int kWalkBoards = 3;

// Work bounds, deterministic (budget steps, not seconds). WalkSteps: technique steps of the
// walk on one unasked zone map (a contradiction pass counts a step per cell); UniqueNodes: steps
// for making one zone map unique (solver nodes and decisions).
int64_t WalkSteps(int n) { return int64_t{400} * n * n; }
int64_t UniqueNodes(int n) { return int64_t{200} * n * n; }

// Row-by-row random placement with backtracking. Rows are chosen a star at a time from a shuffled
// column order; after each row, counting bounds prune (a column, or two neighbouring columns,
// still needing more stars than the rows left can hold) and a state that failed once (the column
// counts and the last row) is never searched again, so tight boards (11x11 with 3 stars, where
// every 2x2 block of two paired rows holds a star) finish in milliseconds.
class StarPlacer {
 public:
  StarPlacer(int n, int k, Rng& rng, Budget& budget) : n_(n), k_(k), rng_(rng), budget_(budget) {
    col_.assign(static_cast<size_t>(n), 0);
    rows_.assign(static_cast<size_t>(n), 0);
  }
  bool Run() { return Row(0); }
  Solution Result() const {
    Solution s(static_cast<size_t>(n_ * n_), 0);
    for (int y = 0; y < n_; ++y) {
      for (int x = 0; x < n_; ++x)
        s[static_cast<size_t>(y * n_ + x)] = (rows_[static_cast<size_t>(y)] >> x) & 1;
    }
    return s;
  }

 private:
  // The search state before a row: every column's count (4 bits each: k <= 8) and the row above.
  struct Key {
    uint64_t lo = 0, hi = 0;
    uint32_t above = 0;
    bool operator==(const Key&) const = default;
  };
  struct KeyHash {
    size_t operator()(const Key& key) const {
      uint64_t h =
          key.lo * 0x9E3779B97F4A7C15ULL ^ (key.hi + 0x632BE59BD9B4E019ULL) * 31 ^ key.above;
      return static_cast<size_t>(h ^ (h >> 29));
    }
  };
  Key StateKey(int y) const {
    Key key;
    key.above = y > 0 ? rows_[static_cast<size_t>(y - 1)] : 0;
    for (int x = 0; x < n_; ++x) {
      uint64_t v = static_cast<uint64_t>(col_[static_cast<size_t>(x)]);
      if (x < 16)
        key.lo |= v << (4 * x);
      else
        key.hi |= v << (4 * (x - 16));
    }
    return key;
  }

  bool Row(int y) {
    if (y == n_) return true;
    const Key key = StateKey(y);
    if (dead_.contains(key)) return false;
    uint32_t forbidden = 0;
    if (y > 0) {
      uint32_t prev = rows_[static_cast<size_t>(y - 1)];
      forbidden = prev | (prev << 1) | (prev >> 1);
    }
    for (int x = 0; x < n_; ++x) {
      if (col_[static_cast<size_t>(x)] >= k_) forbidden |= 1u << x;
    }
    std::vector<int> order(static_cast<size_t>(n_));
    std::iota(order.begin(), order.end(), 0);
    rng_.Shuffle(std::span<int>(order));
    if (Pick(y, 0, 0, forbidden, order, 0)) return true;
    if (!budget_.Exhausted()) dead_.insert(key);
    return false;
  }

  // Whether the rows after `y` (whose stars are `row`) can still give every column its stars: a
  // column takes at most every other row, and so do two neighbouring columns together (two rows
  // of two columns hold one star); a star of `row` in them takes the next row from them.
  bool Feasible(int y, uint32_t row) const {
    const int rows_left = n_ - y - 1;
    int prev_need = 0;
    bool prev_star = false;
    for (int x = 0; x < n_; ++x) {
      const bool star = (row >> x) & 1;
      const int need = k_ - col_[static_cast<size_t>(x)] - static_cast<int>(star);
      if (need > (star ? rows_left / 2 : (rows_left + 1) / 2)) return false;
      if (x > 0 && prev_need + need > (star || prev_star ? rows_left / 2 : (rows_left + 1) / 2))
        return false;
      prev_need = need;
      prev_star = star;
    }
    return true;
  }

  // Chooses the row's stars one at a time, each from a later place in the shuffled column order
  // than the one before, so that each set is tried once.
  bool Pick(int y, uint32_t row, int placed, uint32_t forbidden, const std::vector<int>& order,
            int from) {
    if (!budget_.Step()) return false;
    if (placed == k_) {
      if (!Feasible(y, row)) return false;
      rows_[static_cast<size_t>(y)] = row;
      for (int x = 0; x < n_; ++x) col_[static_cast<size_t>(x)] += static_cast<int>((row >> x) & 1);
      if (Row(y + 1)) return true;
      for (int x = 0; x < n_; ++x) col_[static_cast<size_t>(x)] -= static_cast<int>((row >> x) & 1);
      return false;
    }
    for (int i = from; i < n_; ++i) {
      int x = order[static_cast<size_t>(i)];
      if ((forbidden >> x) & 1) continue;
      uint32_t bit = 1u << x;
      if (Pick(y, row | bit, placed + 1, forbidden | bit | (bit << 1) | (bit >> 1), order, i + 1))
        return true;
      if (budget_.Exhausted()) return false;
    }
    return false;
  }

  int n_, k_;
  Rng& rng_;
  Budget& budget_;
  std::vector<int> col_;
  std::vector<uint32_t> rows_;
  std::unordered_set<Key, KeyHash> dead_;
};

// Moves zone borders until `intended` is the only solution. Returns false when stuck.
bool MakeUnique(Puzzle& p, const Solution& intended, Rng& rng, Budget& budget, int& moves) {
  const int n = p.n;
  // True while `s` still has k stars in every zone of the current map.
  auto still_solution = [&](const Solution& s) {
    std::vector<int> count(static_cast<size_t>(n), 0);
    for (int c = 0; c < n * n; ++c)
      count[static_cast<size_t>(p.zones[static_cast<size_t>(c)])] += s[static_cast<size_t>(c)];
    return std::all_of(count.begin(), count.end(), [&](int v) { return v == p.zone_stars; });
  };
  for (int round = 0; round < 8 * n * n; ++round) {
    // Several other solutions per solver call: each one still standing after the moves for the
    // ones before it gets its own move, so a board with many solutions needs fewer calls.
    std::vector<Solution> others;
    SolveResult r = Solve(p, kOthersPerRound + 1, budget, [&](const Solution& s) {
      if (s != intended) others.push_back(s);
    });
    if (!r.complete) return false;
    PS_CHECK(r.count >= 1);
    if (r.count == 1) return true;
    if (others.empty()) return false;
    bool moved = false;
    for (const Solution& other : others) {
      if (moved && !still_solution(other)) continue;
      std::vector<int> candidates;
      for (int c = 0; c < n * n; ++c) {
        if (other[static_cast<size_t>(c)] && !intended[static_cast<size_t>(c)])
          candidates.push_back(c);
      }
      rng.Shuffle(std::span<int>(candidates));
      for (int c : candidates) {
        int z = p.zones[static_cast<size_t>(c)];
        std::array<int, 4> targets{};
        int nt = 0;
        for (int d = 0; d < 4; ++d) {
          const int b = Side(n, c, d);
          if (b < 0) continue;
          int t = p.zones[static_cast<size_t>(b)];
          if (t != z && std::find(targets.begin(), targets.begin() + nt, t) == targets.begin() + nt)
            targets[static_cast<size_t>(nt++)] = t;
        }
        if (nt == 0) continue;
        const int t = targets[static_cast<size_t>(rng.Below(static_cast<uint64_t>(nt)))];
        if (!MoveCell(p.zones, n, intended, c, t)) continue;
        ++moves;
        moved = true;
        break;
      }
    }
    // Every such cell lies between two stars of its zone: a random border move elsewhere
    // reshapes the zones so that the next round finds one that can go.
    for (int draw = 0; !moved && draw < 4 * n * n; ++draw) {
      int c = static_cast<int>(rng.Below(static_cast<uint64_t>(n * n)));
      int d = static_cast<int>(rng.Below(4));
      const int b = Side(n, c, d);
      if (intended[static_cast<size_t>(c)] || b < 0) continue;
      int t = p.zones[static_cast<size_t>(b)];
      if (t == p.zones[static_cast<size_t>(c)]) continue;
      moved = MoveCell(p.zones, n, intended, c, t);
    }
    if (!moved) return false;
  }
  return false;
}

// Unresolved at level 3, whose contradiction step tries a star in every free cell: the budget is
// charged a step per cell as well, so that a bound in steps is a bound in time too.
int Deep(const Puzzle& p, Budget& budget) {
  for (int c = 0; c < p.Cells(); ++c) {
    if (!budget.Step()) return -1;
  }
  return Unresolved(p, 3, budget);
}

// Cells the techniques up to `level` leave unknown, with level 3 (contradiction) tried only once
// the cheaper levels leave a few cells: a board solved by the hard techniques is solved at expert
// too, and the contradiction search costs a settle per cell. -1 when the budget ran out.
int Left(const Puzzle& p, int level, Budget& budget, bool deep) {
  if (level < 3) return Unresolved(p, level, budget);
  int left = Unresolved(p, 2, budget);
  if (left <= 0 || !deep) return left;
  return Deep(p, budget);
}

// One local change of the zone map: a non-star cell joins a neighbouring zone, its own zone staying
// connected (every zone keeps its stars, so the intended solution stays a solution). Returns the
// cell and its old zone, or -1 when the drawn cell cannot move.
std::pair<int, int> RandomMove(Puzzle& p, const Solution& intended, Rng& rng,
                               const std::vector<int>& hot = {}) {
  const int n = p.n;
  int c = !hot.empty() && rng.Below(4) != 0
              ? hot[static_cast<size_t>(rng.Below(hot.size()))]
              : static_cast<int>(rng.Below(static_cast<uint64_t>(n * n)));
  if (intended[static_cast<size_t>(c)]) return {-1, 0};
  int z = p.zones[static_cast<size_t>(c)];
  int d = static_cast<int>(rng.Below(4));
  const int b = Side(n, c, d);
  if (b < 0) return {-1, 0};
  int t = p.zones[static_cast<size_t>(b)];
  if (t == z || !ZoneConnectedWithout(p.zones, n, z, c)) return {-1, 0};
  p.zones[static_cast<size_t>(c)] = t;
  return {c, z};
}

// Downhill on the cells the techniques up to `hi` leave unknown (ties kept, so the walk crosses
// plateaus), by RandomMove drawn mostly where those cells are (a move far from them rarely
// changes what the techniques find: at 14x14 k=3 this halved the median time of a level and cut
// the boards dropped for a stalled walk); true once none is left.
bool Descend(Puzzle& p, const Solution& intended, int hi, Rng& rng, Budget& budget, int& moves) {
  const int n = p.n;
  // Level 3 (contradiction) costs a settle per free cell, so the walk scores the cells left at
  // level 2 until that stalls, then at level 3 for a limited number of tries, skipping the costly
  // score for moves that leave many more cells to level 2 than the board it comes from.
  bool deep = false;
  int left = Left(p, hi, budget, deep), left2 = left;
  // The cells the techniques up to level 2 leave unknown on the board kept so far, and their
  // neighbours: three moves in four are drawn from these.
  std::vector<uint8_t> marks, trial;
  std::vector<int> hot;
  auto heat = [&](const std::vector<uint8_t>& m) {
    hot.clear();
    for (int c = 0; c < n * n; ++c) {
      bool near = m[static_cast<size_t>(c)] == kUnknown;
      for (int d = 0; d < 4 && !near; ++d) {
        const int b = Side(n, c, d);
        near = b >= 0 && m[static_cast<size_t>(b)] == kUnknown;
      }
      if (near) hot.push_back(c);
    }
  };
  if (Unresolved(p, std::min(hi, 2), budget, marks) < 0) return false;
  heat(marks);
  const int tries_max = 16 * n * n, deep_max = n * n;
  int tries = 0, since = 0, deep_tries = 0;
  // A walk that is down to a few cells (n / 2) when its draws run out goes on for as many again:
  // most maps dropped at hard ended at 4-9 cells left, and a fresh map costs more than that.
  for (; left > 0 && (tries < tries_max || (left <= n / 2 && tries < 2 * tries_max)) &&
         deep_tries < deep_max;
       ++tries) {
    if (left < 0 || budget.Exhausted()) return false;
    if (hi < 3 && since > n * n) return false;
    if (hi == 3 && !deep && since > n * n) {
      deep = true;
      left = Left(p, hi, budget, deep);
      if (left <= 0) break;
    }
    auto [c, z] = RandomMove(p, intended, rng, hot);
    if (c < 0) continue;
    ++since;
    int now = -1, now2 = -1;
    if (deep) {
      ++deep_tries;
      now2 = Unresolved(p, 2, budget, trial);
      if (now2 >= 0 && now2 <= left2 + n / 2) now = now2 == 0 ? 0 : Deep(p, budget);
    } else {
      now = now2 = Unresolved(p, std::min(hi, 2), budget, trial);
    }
    if (now >= 0 && now <= left) {
      if (now < left) {
        ++moves;
        since = 0;
      }
      marks.swap(trial);
      heat(marks);
      left = now;
      left2 = now2;
      continue;
    }
    p.zones[static_cast<size_t>(c)] = z;
  }
  return left == 0;
}

// Grade-guided search: moves zone borders (RandomMove), keeping the intended solution, until the
// techniques up to `hi` solve the board and those up to `lo - 1` do not. A board the techniques
// solve has exactly one solution (every step is forced), so uniqueness needs no separate check.
// Below hard, the walk first reaches a board the hard techniques solve (few cells are then left
// to the easier ones). When the board came out too easy, moves that keep it solved at `hi` follow
// until the easier techniques stall. Returns true on success.
bool Steer(Puzzle& p, const Solution& intended, int lo, int hi, Rng& rng, Budget& budget,
           int& moves) {
  const int n = p.n;
  if (hi < 2 && !Descend(p, intended, 2, rng, budget, moves)) return false;
  if (!Descend(p, intended, hi, rng, budget, moves)) return false;
  if (lo == 0) return true;
  // Too easy: walk among the boards still solved at `hi` (any such move is kept) until one the
  // easier techniques do not finish.
  int easier = Left(p, lo - 1, budget, true);
  for (int climb = 0; easier == 0 && climb < 8 * n * n; ++climb) {
    if (budget.Exhausted()) return false;
    auto [c, z] = RandomMove(p, intended, rng);
    if (c < 0) continue;
    if (Left(p, hi, budget, true) != 0) {
      p.zones[static_cast<size_t>(c)] = z;
      continue;
    }
    ++moves;
    easier = Left(p, lo - 1, budget, true);
  }
  return easier > 0;
}

}  // namespace

Result<ZoneStyle> ParseZoneStyle(std::string_view text) {
  if (text == "compact") return ZoneStyle::kCompact;
  if (text == "snakes") return ZoneStyle::kSnakes;
  return InvalidInput(fmt::format("no zone style '{}'; use compact or snakes", text));
}

Result<Method> ParseMethod(std::string_view text) {
  if (text == "stars-first" || text == "default") return Method::kStarsFirst;
  if (text == "sweetspots") return Method::kSweetspots;
  return InvalidInput(fmt::format("no method '{}'; use stars-first or sweetspots", text));
}

Solution RandomStars(int n, int k, Rng& rng, Budget& budget) {
  for (int attempt = 0; attempt < 1000 && !budget.Exhausted(); ++attempt) {
    StarPlacer placer(n, k, rng, budget);
    if (placer.Run()) return placer.Result();
  }
  return {};
}

Result<Generated> Generate(const GenerateParams& params, Rng& rng, Budget& budget) {
  const int n = params.n, k = params.stars;
  if (n < 4 || n > kMaxN) {
    return InvalidInput(fmt::format("--size {}: boards from 4 to {} are supported", n, kMaxN));
  }
  if (k < 1 || 4 * k > n) {
    // Below 4k no placement exists: two rows of n squares hold at most (n + 1) / 2 stars none
    // touching (one per 2x2 block, one in an odd last column), fewer than the 2k they need when
    // n < 4k - 1; at n = 4k - 1 each of the 2k - 1 pairs of rows from the top must put one in the
    // last column, which then holds 2k - 1 > k.
    return InvalidInput(fmt::format(
        "--stars {} on a {}x{} board: {} stars a row, none touching, fit only on a board of {}x{} "
        "or more (so at most {} here)",
        k, n, n, k, 4 * k, 4 * k, n / 4));
  }
  Generated out;
  // Unasked (stars-first): the first unique board the techniques do not finish is kept here, to
  // be given when the walk has not reached a board they solve on kWalkBoards zone maps.
  Generated fallback;
  int walks = 0;
  auto give = [&](Puzzle&& p, Solution&& intended, int level, int moves) {
    PS_CHECK(IsSolution(p, intended));
    out.puzzle = std::move(p);
    out.solution = std::move(intended);
    out.level = level;
    out.border_moves = moves;
    return out;
  };
  for (;;) {
    if (budget.Exhausted() || !budget.CheckNow()) {
      return Error{
          ErrorCode::kBudget,
          fmt::format("no {}x{} k={} puzzle{} found within the budget ({} boards tried)", n, n, k,
                      params.level >= 0 ? fmt::format(" at level {}", kLevels[params.level].name)
                                        : std::string(),
                      out.attempts),
          "", 0, 0};
    }
    ++out.attempts;
    Puzzle p;
    p.n = n;
    p.row_stars = p.col_stars = p.zone_stars = k;
    Solution intended;
    int moves = 0;
    if (params.method == Method::kSweetspots) {
      if (!SweetspotsZones(n, rng, p.zones)) continue;
      Canonicalize(p);
      SolveResult r = Solve(p, 2, budget);
      if (!r.complete || r.count != 1) continue;
      intended = r.solution;
      GradeResult g = Grade(p, budget);
      if (!g.solved || (params.level >= 0 && g.level != params.level)) continue;
      return give(std::move(p), std::move(intended), g.level, moves);
    }
    intended = RandomStars(n, k, rng, budget);
    if (intended.empty()) continue;
    if (!ZonesAroundStars(n, k, intended, params.zones, rng, p.zones)) continue;
    if (params.level >= 0 && params.level < kNumLevels - 1) {
      // A level the techniques reach: the grade-guided walk from the zones around the stars
      // (Steer gives up on a zone map that stalls, and a fresh one follows).
      if (!Steer(p, intended, params.level, params.level, rng, budget, moves)) continue;
      Canonicalize(p);
      GradeResult g = Grade(p, budget);
      if (!g.solved || g.level != params.level) continue;
      return give(std::move(p), std::move(intended), g.level, moves);
    }
    // Extreme, or unasked: first a unique board by moving the borders that let a second solution
    // in (while the solver finds one, a star of it that is not intended moves to another zone).
    Budget part = budget.Child(0);
    part.WithNodeLimit(UniqueNodes(n));
    if (!MakeUnique(p, intended, rng, part, moves)) continue;
    Canonicalize(p);
    GradeResult g = Grade(p, budget);
    if (!g.solved) continue;
    if (params.level >= 0) {
      if (g.level != params.level) continue;
      return give(std::move(p), std::move(intended), g.level, moves);
    }
    // Unasked: a board a person solves without guessing (easy..expert). With few stars for the
    // size the unique board mostly is one already; otherwise the walk moves its borders until
    // the techniques solve it, on a few zone maps, each with a bounded number of steps. Past
    // 17x17 the walk is slow, so there the unique board is given whatever its level.
    if (g.level < kNumLevels - 1 || n > kWalkMaxN) {
      return give(std::move(p), std::move(intended), g.level, moves);
    }
    if (fallback.puzzle.n == 0) {
      fallback.puzzle = p;
      fallback.solution = intended;
      fallback.level = g.level;
      fallback.border_moves = moves;
    }
    ++walks;
    Budget walk = budget.Child(0);
    walk.WithNodeLimit(WalkSteps(n));
    if (Steer(p, intended, 0, kNumLevels - 2, rng, walk, moves)) {
      Canonicalize(p);
      g = Grade(p, budget);
      if (g.solved && g.level < kNumLevels - 1)
        return give(std::move(p), std::move(intended), g.level, moves);
    }
    if (walks >= kWalkBoards && !budget.Exhausted()) {
      return give(std::move(fallback.puzzle), std::move(fallback.solution), fallback.level,
                  fallback.border_moves);
    }
  }
}

}  // namespace ps::starbattle
