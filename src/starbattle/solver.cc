// Star Battle counting solver; see solver.h for the rules it propagates.
#include "starbattle/solver.h"

#include <fmt/format.h>

#include <array>
#include <bit>
#include <cmath>
#include <vector>

#include "core/grid.h"
#include "starbattle/cdcl.h"
#include "starbattle/lines.h"
#include "starbattle/units.h"

namespace ps::starbattle {
namespace {

constexpr uint8_t kFree = 0, kStar = 1, kEmpty = 2;
constexpr int kMaxCells = kMaxN * kMaxN;
constexpr int kMaxUnits = 3 * kMaxN;

struct State {
  std::array<uint8_t, kMaxCells> cell;
  std::array<int16_t, kMaxUnits> stars;  // stars placed in the unit
  std::array<int16_t, kMaxUnits> free;   // free cells left in the unit
  // The same cells as bit masks: bit x of row y, and bit y of column x.
  std::array<uint32_t, kMaxN> star_row, empty_row, star_col, empty_col;
};

// C(f, m) for the branching heuristic, from a table built once per process.
double Binomial(int f, int m) {
  static const std::vector<std::array<double, kMaxN + 1>> table = [] {
    std::vector<std::array<double, kMaxN + 1>> t(kMaxCells + 1);
    for (size_t i = 0; i < t.size(); ++i) {
      for (size_t j = 0; j <= kMaxN; ++j) {
        t[i][j] = j == 0 ? 1 : i == 0 ? 0 : t[i - 1][j - 1] + t[i - 1][j];
      }
    }
    return t;
  }();
  return table[static_cast<size_t>(f)][static_cast<size_t>(m)];
}

class Search {
 public:
  Search(const Puzzle& p, int limit, Budget& budget,
         const std::function<void(const Solution&)>& on_solution,
         const std::function<void(const std::string&)>& trace)
      : p_(p), n_(p.n), limit_(limit), budget_(&budget), on_solution_(on_solution), trace_(trace) {
    const int cells = n_ * n_;
    UnitTables tables = MakeUnitTables(p);
    units_ = std::move(tables.units);
    need_ = std::move(tables.need);
    cell_units_ = std::move(tables.cell_units);
    neighbours_ = std::move(tables.neighbours);
    full_ = n_ == 32 ? ~0u : (1u << n_) - 1;
    zone_row_.assign(static_cast<size_t>(n_), {});
    zone_col_.assign(static_cast<size_t>(n_), {});
    cell_x_.resize(static_cast<size_t>(cells));
    cell_y_.resize(static_cast<size_t>(cells));
    for (int c = 0; c < cells; ++c) {
      const int x = c % n_, y = c / n_;
      cell_x_[static_cast<size_t>(c)] = static_cast<uint8_t>(x);
      cell_y_[static_cast<size_t>(c)] = static_cast<uint8_t>(y);
      const size_t z = static_cast<size_t>(p.zones[static_cast<size_t>(c)]);
      zone_row_[z][static_cast<size_t>(y)] |= 1u << x;
      zone_col_[z][static_cast<size_t>(x)] |= 1u << y;
    }
  }

  SolveResult Run() {
    State s;
    if (Init(s)) Dfs(s, 0);
    result_.complete = !stopped_;
    return std::move(result_);
  }

  // The root node only: propagation and probing settle what they can. `marks` (n*n): 0 free,
  // 1 star, 2 empty. False when the root is already contradictory.
  bool Root(std::vector<uint8_t>& marks) {
    State s;
    if (!Init(s) || !Probe(s)) return false;
    marks.assign(s.cell.begin(), s.cell.begin() + n_ * n_);
    return true;
  }

 private:
  // The empty board, propagated. False on contradiction.
  bool Init(State& s) {
    s.cell.fill(kFree);
    s.star_row.fill(0);
    s.empty_row.fill(0);
    s.star_col.fill(0);
    s.empty_col.fill(0);
    weight_.fill(1);
    for (int u = 0; u < 3 * n_; ++u) {
      s.stars[static_cast<size_t>(u)] = 0;
      s.free[static_cast<size_t>(u)] = static_cast<int16_t>(units_[static_cast<size_t>(u)].size());
    }
    bool ok = true;
    // Units that can never hold their count: contradiction before any search.
    for (int u = 0; u < 3 * n_; ++u) {
      if (s.free[static_cast<size_t>(u)] < need_[static_cast<size_t>(u)]) ok = false;
    }
    return ok && Propagate(s, -1, kFree);
  }

  bool Set(State& s, int c, uint8_t v) {
    uint8_t& cur = s.cell[static_cast<size_t>(c)];
    if (cur == v) return true;
    if (cur != kFree) return false;
    cur = v;
    queue_.push_back(c);
    {
      const int x = cell_x_[static_cast<size_t>(c)], y = cell_y_[static_cast<size_t>(c)];
      if (v == kStar) {
        s.star_row[static_cast<size_t>(y)] |= 1u << x;
        s.star_col[static_cast<size_t>(x)] |= 1u << y;
      } else {
        s.empty_row[static_cast<size_t>(y)] |= 1u << x;
        s.empty_col[static_cast<size_t>(x)] |= 1u << y;
      }
    }
    for (int u : cell_units_[static_cast<size_t>(c)]) {
      dirty_[static_cast<size_t>(u)] = 1;
      --s.free[static_cast<size_t>(u)];
      if (v == kStar) ++s.stars[static_cast<size_t>(u)];
    }
    return true;
  }

  // Applies `c = v` (c < 0: everything is re-checked) and propagates to a fixpoint. The line,
  // strip and zone bounds run only on units that changed; the band rule (quadratic in the
  // side) only with `strong`. False on contradiction.
  bool Propagate(State& s, int c, uint8_t v, bool strong = true) {
    queue_.clear();
    if (c < 0) dirty_.fill(1);
    if (c >= 0 && !Set(s, c, v)) return false;
    size_t head = 0;
    for (;;) {
      while (head < queue_.size()) {
        int d = queue_[head++];
        if (s.cell[static_cast<size_t>(d)] == kStar) {
          for (int o : neighbours_[static_cast<size_t>(d)]) {
            if (!Set(s, o, kEmpty)) {
              for (int u : cell_units_[static_cast<size_t>(o)]) Bump(u);
              return false;
            }
          }
        }
        for (int u : cell_units_[static_cast<size_t>(d)]) {
          if (!Unit(s, u)) {
            Bump(u);
            return false;
          }
        }
      }
      // The counting bounds, once the cheap rules have settled, on the units that changed.
      bool any = false;
      for (int u = 0; u < 3 * n_; ++u) {
        if (!dirty_[static_cast<size_t>(u)]) continue;
        dirty_[static_cast<size_t>(u)] = 0;
        any = true;
        if (u < 2 * n_) {
          const bool rows = u < n_;
          const int line = rows ? u : u - n_;
          if (!Line(s, u)) {
            Bump(u);
            return false;
          }
          if (line > 0 && !Strip(s, line - 1, rows)) {
            Bump(u - 1);
            Bump(u);
            return false;
          }
          if (line + 1 < n_ && !Strip(s, line, rows)) {
            Bump(u);
            Bump(u + 1);
            return false;
          }
        } else if (!ZoneBound(s, u)) {
          Bump(u);
          return false;
        }
      }
      if (head < queue_.size()) continue;
      if (any) continue;  // bounds may have dirtied nothing new; loop ends below
      if (!strong) return true;
      const size_t before = queue_.size();
      if (!Bands(s, true) || !Bands(s, false)) return false;
      if (queue_.size() == before) return true;
    }
  }

  // A failure caused by unit u makes it a better place to branch (dom/wdeg).
  void Bump(int u) { weight_[static_cast<size_t>(u)] += 1; }

  bool Unit(State& s, int u) {
    const int stars = s.stars[static_cast<size_t>(u)], free = s.free[static_cast<size_t>(u)];
    const int need = need_[static_cast<size_t>(u)];
    if (stars > need || stars + free < need) return false;
    if (free == 0) return true;
    if (stars == need) {
      for (int c : units_[static_cast<size_t>(u)]) {
        if (s.cell[static_cast<size_t>(c)] == kFree && !Set(s, c, kEmpty)) return false;
      }
    } else if (stars + free == need) {
      for (int c : units_[static_cast<size_t>(u)]) {
        if (s.cell[static_cast<size_t>(c)] == kFree && !Set(s, c, kStar)) return false;
      }
    }
    return true;
  }

  // Row u (< n) or column u - n: runs of free cells bound the stars still to come.
  bool Line(State& s, int u) {
    const int missing = need_[static_cast<size_t>(u)] - s.stars[static_cast<size_t>(u)];
    if (missing <= 0 || s.free[static_cast<size_t>(u)] == 0) return true;
    const bool row = u < n_;
    const int line = row ? u : u - n_;
    const size_t l = static_cast<size_t>(line);
    const uint32_t free =
        full_ & ~(row ? s.star_row[l] | s.empty_row[l] : s.star_col[l] | s.empty_col[l]);
    const int bound = RunBound(free);
    if (bound < missing) return false;
    if (bound > missing) return true;
    // Tight: every run holds its maximum. Odd runs place their stars (which empty their
    // neighbours themselves); even runs empty the cells beside them in the neighbouring lines.
    bool ok = true;
    ForRuns(free, [&](int start, int len) {
      if (!ok) return;
      if (len % 2 == 1) {
        for (int k = start; k < start + len; k += 2) {
          if (!Set(s, row ? line * n_ + k : k * n_ + line, kStar)) ok = false;
        }
        return;
      }
      for (int side = -1; side <= 1; side += 2) {
        const int other = line + side;
        if (other < 0 || other >= n_) continue;
        for (int k = start; k < start + len; ++k) {
          const int c = row ? other * n_ + k : k * n_ + other;
          if (s.cell[static_cast<size_t>(c)] == kFree && !Set(s, c, kEmpty)) ok = false;
        }
      }
    });
    return ok;
  }

  // Zone u: each 2x2 square holds at most one star, so a greedy cover of the free cells by
  // squares bounds the stars still to come.
  bool ZoneBound(State& s, int u) {
    const int missing = need_[static_cast<size_t>(u)] - s.stars[static_cast<size_t>(u)];
    if (missing <= 1) return missing <= s.free[static_cast<size_t>(u)];
    // Covered cells, one mask per row (cells are visited row by row, so two rows suffice).
    uint32_t covered[kMaxN + 1] = {};
    int squares = 0;
    for (int c : units_[static_cast<size_t>(u)]) {
      const int x = cell_x_[static_cast<size_t>(c)], y = cell_y_[static_cast<size_t>(c)];
      if (s.cell[static_cast<size_t>(c)] != kFree || (covered[y] >> x & 1u) != 0) continue;
      ++squares;
      const uint32_t pair = (3u << x) & full_;
      covered[y] |= pair;
      covered[y + 1] |= pair;
      if (squares >= missing) return true;
    }
    return squares >= missing;
  }

  // Rows (or columns) `line` and `line + 1` as one strip: a star per column at most, none in
  // neighbouring columns, so runs of usable columns bound the strip's stars. When the bound is
  // tight, the odd places of odd runs hold no star.
  bool Strip(State& s, int line, bool rows) {
    const int base = rows ? 0 : n_;
    const size_t a = static_cast<size_t>(base + line), b = a + 1;
    if (s.free[a] + s.free[b] == 0) return true;
    const int need = need_[a] + need_[b];
    const size_t l = static_cast<size_t>(line);
    const uint32_t usable =
        full_ & ~(rows ? s.empty_row[l] & s.empty_row[l + 1] : s.empty_col[l] & s.empty_col[l + 1]);
    const int bound = RunBound(usable);
    if (bound < need) return false;
    if (bound > need) return true;
    bool ok = true;
    ForRuns(usable, [&](int start, int len) {
      if (!ok || len % 2 == 0) return;
      for (int k = start + 1; k < start + len; k += 2) {
        for (int m = line; m <= line + 1; ++m) {
          const int c = rows ? m * n_ + k : k * n_ + m;
          if (s.cell[static_cast<size_t>(c)] == kFree && !Set(s, c, kEmpty)) ok = false;
        }
      }
    });
    return ok;
  }

  // Pigeonhole over bands of consecutive rows (or columns): m lines need m * k stars. Zones lying
  // wholly inside the band give k each; when they are m, the band's other cells are empty. When
  // the band's usable cells belong to m zones only, those zones have no star outside the band.
  // (Assumes equal counts, the only case with solutions; see Validate.)
  bool Bands(State& s, bool rows) {
    if (p_.row_stars != p_.zone_stars || p_.col_stars != p_.zone_stars) return true;
    uint32_t mask[kMaxN] = {};
    for (int z = 0; z < n_; ++z) {
      for (int line = 0; line < n_; ++line) {
        const size_t l = static_cast<size_t>(line);
        const uint32_t cells = rows ? zone_row_[static_cast<size_t>(z)][l] & ~s.empty_row[l]
                                    : zone_col_[static_cast<size_t>(z)][l] & ~s.empty_col[l];
        if (cells != 0) mask[z] |= 1u << line;
      }
    }
    for (int a = 0; a < n_; ++a) {
      // For bands starting at line a: the zones first touching them at line b, and the zones
      // lying inside them from line b on.
      int touch_at[kMaxN] = {}, inside_at[kMaxN] = {};
      for (int z = 0; z < n_; ++z) {
        const uint32_t from_a = mask[z] >> a;
        if (from_a == 0) continue;
        ++touch_at[a + std::countr_zero(from_a)];
        if ((mask[z] & ((1u << a) - 1)) == 0) ++inside_at[31 - std::countl_zero(mask[z])];
      }
      uint32_t band = 0;
      int inside = 0, touching = 0;
      for (int b = a; b < n_ - 1; ++b) {  // the whole board proves nothing
        band |= 1u << b;
        const int m = b - a + 1;
        inside += inside_at[b];
        touching += touch_at[b];
        if (inside > m || touching < m) return false;
        if (inside == m && touching > m) {
          // Cells of the band outside the inside zones are empty.
          for (int line = a; line <= b; ++line) {
            for (int k = 0; k < n_; ++k) {
              int c = rows ? line * n_ + k : k * n_ + line;
              int z = p_.zones[static_cast<size_t>(c)];
              if ((mask[z] & ~band) != 0 && s.cell[static_cast<size_t>(c)] == kFree &&
                  !Set(s, c, kEmpty)) {
                return false;
              }
            }
          }
          return true;  // masks changed; the caller runs again
        }
        if (touching == m && inside < m) {
          for (int z = 0; z < n_; ++z) {
            if ((mask[z] & band) == 0 || (mask[z] & ~band) == 0) continue;
            for (int c : units_[static_cast<size_t>(2 * n_ + z)]) {
              int line = rows ? c / n_ : c % n_;
              if (line >= a && line <= b) continue;
              if (s.cell[static_cast<size_t>(c)] == kFree && !Set(s, c, kEmpty)) return false;
            }
          }
          return true;
        }
      }
    }
    return true;
  }

  // Failed-literal probing: a free cell whose star leads, by propagation, to a contradiction is
  // empty. Repeats until no probe fails. False when the node itself is contradictory.
  bool Probe(State& s) {
    for (bool changed = true; changed;) {
      changed = false;
      for (int c = 0; c < n_ * n_; ++c) {
        if (s.cell[static_cast<size_t>(c)] != kFree) continue;
        probe_ = s;
        if (Propagate(probe_, c, kStar, false)) {
          effect_[static_cast<size_t>(c)] = static_cast<int>(queue_.size());
          continue;
        }
        if (!Propagate(s, c, kEmpty)) return false;
        changed = true;
      }
    }
    return true;
  }

  void Dfs(State& s, int depth) {
    if (stopped_ || result_.count >= limit_) return;
    ++result_.nodes;
    if (!budget_->Step()) {
      stopped_ = true;
      return;
    }
    if (!Probe(s)) return;
    // The unit with the fewest ways to place its missing stars, weighed against the failures it
    // has caused so far (dom/wdeg); in it, the cell whose star settles the most other cells.
    int best = -1;
    double best_ways = 1e300;
    for (int u = 0; u < 3 * n_; ++u) {
      int f = s.free[static_cast<size_t>(u)];
      if (f == 0) continue;
      const double ways =
          std::log(Binomial(f, need_[static_cast<size_t>(u)] - s.stars[static_cast<size_t>(u)]) +
                   1) /
          weight_[static_cast<size_t>(u)];
      if (ways < best_ways) {
        best_ways = ways;
        best = u;
      }
    }
    if (best < 0) {
      Solution sol(static_cast<size_t>(n_ * n_));
      for (int c = 0; c < n_ * n_; ++c)
        sol[static_cast<size_t>(c)] = s.cell[static_cast<size_t>(c)] == kStar;
      if (result_.count == 0) result_.solution = sol;
      ++result_.count;
      if (trace_) trace_(fmt::format("{:{}}solution {}", "", depth * 2, result_.count));
      if (on_solution_) on_solution_(sol);
      return;
    }
    int cell = -1;
    for (int c : units_[static_cast<size_t>(best)]) {
      if (s.cell[static_cast<size_t>(c)] == kFree &&
          (cell < 0 || effect_[static_cast<size_t>(c)] > effect_[static_cast<size_t>(cell)])) {
        cell = c;
      }
    }
    for (uint8_t v : {kStar, kEmpty}) {
      State child = s;
      bool ok = Propagate(child, cell, v);
      if (trace_) {
        trace_(fmt::format("{:{}}{} {}{}", "", depth * 2, v == kStar ? "star " : "empty",
                           CellName(cell % n_, cell / n_), ok ? "" : ": contradiction"));
      }
      if (ok) Dfs(child, depth + 1);
      if (stopped_ || result_.count >= limit_) return;
    }
  }

  const Puzzle& p_;
  const int n_;
  const int limit_;
  Budget* budget_;
  const std::function<void(const Solution&)>& on_solution_;
  const std::function<void(const std::string&)>& trace_;
  std::vector<std::vector<int>> units_;
  std::vector<int> need_;
  std::vector<std::array<int, 3>> cell_units_;
  std::vector<std::vector<int>> neighbours_;
  std::vector<int> queue_;
  uint32_t full_ = 0;
  std::vector<uint8_t> cell_x_, cell_y_;
  std::vector<std::array<uint32_t, kMaxN>> zone_row_, zone_col_;  // zone cells per row / column
  std::array<double, kMaxUnits> weight_{};  // failures each unit caused (dom/wdeg branching)
  State probe_;
  std::array<int, kMaxCells> effect_{};
  std::array<uint8_t, kMaxUnits> dirty_{};
  SolveResult result_;
  bool stopped_ = false;
};

}  // namespace

SolveResult Solve(const Puzzle& puzzle, int limit, Budget& budget,
                  const std::function<void(const Solution&)>& on_solution,
                  const std::function<void(const std::string&)>& trace) {
  if (!trace) return Solve(puzzle, limit, budget, SolveOptions{}, on_solution);
  PS_CHECK(limit >= 1);
  Search search(puzzle, limit, budget, on_solution, trace);
  SolveResult r = search.Run();
  r.outcome = OutcomeOf(r.count, r.complete, limit);
  return r;
}

SolveResult Solve(const Puzzle& puzzle, int limit, Budget& budget, const SolveOptions& options,
                  const std::function<void(const Solution&)>& on_solution) {
  PS_CHECK(limit >= 1);
  SolveResult r;
  // Clause learning, from the facts the depth-first root (propagation and probing) settles.
  std::vector<uint8_t> marks;
  const std::function<void(const std::string&)> no_trace;
  Search root(puzzle, limit, budget, on_solution, no_trace);
  if (root.Root(marks)) {
    r = SolveCdcl(puzzle, limit, budget, on_solution, &marks, options.quick_order);
  }
  r.outcome = OutcomeOf(r.count, r.complete, limit);
  return r;
}

}  // namespace ps::starbattle
