// Star Battle counting solver; see solver.h for the rules it propagates.
#include "starbattle/solver.h"

#include <fmt/format.h>

#include <array>
#include <vector>

#include "core/grid.h"

namespace ps::starbattle {
namespace {

constexpr uint8_t kFree = 0, kStar = 1, kEmpty = 2;
constexpr int kMaxCells = kMaxN * kMaxN;
constexpr int kMaxUnits = 3 * kMaxN;

struct State {
  std::array<uint8_t, kMaxCells> cell;
  std::array<int16_t, kMaxUnits> stars;  // stars placed in the unit
  std::array<int16_t, kMaxUnits> free;   // free cells left in the unit
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
  Search(const Puzzle& p, int limit, Budget* budget,
         const std::function<void(const Solution&)>& on_solution,
         const std::function<void(const std::string&)>& trace)
      : p_(p), n_(p.n), limit_(limit), budget_(budget), on_solution_(on_solution), trace_(trace) {
    const int cells = n_ * n_;
    units_.assign(static_cast<size_t>(3 * n_), {});
    for (int y = 0; y < n_; ++y) {
      for (int x = 0; x < n_; ++x) {
        int c = y * n_ + x;
        units_[static_cast<size_t>(y)].push_back(c);
        units_[static_cast<size_t>(n_ + x)].push_back(c);
        units_[static_cast<size_t>(2 * n_ + p.zones[static_cast<size_t>(c)])].push_back(c);
      }
    }
    need_.resize(static_cast<size_t>(3 * n_));
    for (int i = 0; i < n_; ++i) {
      need_[static_cast<size_t>(i)] = p.row_stars;
      need_[static_cast<size_t>(n_ + i)] = p.col_stars;
      need_[static_cast<size_t>(2 * n_ + i)] = p.zone_stars;
    }
    cell_units_.resize(static_cast<size_t>(cells));
    neighbours_.resize(static_cast<size_t>(cells));
    for (int c = 0; c < cells; ++c) {
      int x = c % n_, y = c / n_;
      cell_units_[static_cast<size_t>(c)] = {y, n_ + x, 2 * n_ + p.zones[static_cast<size_t>(c)]};
      for (int ny = y - 1; ny <= y + 1; ++ny) {
        for (int nx = x - 1; nx <= x + 1; ++nx) {
          if ((nx != x || ny != y) && nx >= 0 && ny >= 0 && nx < n_ && ny < n_) {
            neighbours_[static_cast<size_t>(c)].push_back(ny * n_ + nx);
          }
        }
      }
    }
  }

  SolveResult Run() {
    State s;
    s.cell.fill(kFree);
    for (int u = 0; u < 3 * n_; ++u) {
      s.stars[static_cast<size_t>(u)] = 0;
      s.free[static_cast<size_t>(u)] = static_cast<int16_t>(units_[static_cast<size_t>(u)].size());
    }
    bool ok = true;
    // Units that can never hold their count: contradiction before any search.
    for (int u = 0; u < 3 * n_; ++u) {
      if (s.free[static_cast<size_t>(u)] < need_[static_cast<size_t>(u)]) ok = false;
    }
    if (ok && Propagate(s, -1, kFree)) Dfs(s, 0);
    result_.complete = !stopped_;
    return std::move(result_);
  }

 private:
  bool Set(State& s, int c, uint8_t v) {
    uint8_t& cur = s.cell[static_cast<size_t>(c)];
    if (cur == v) return true;
    if (cur != kFree) return false;
    cur = v;
    queue_.push_back(c);
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
            if (!Set(s, o, kEmpty)) return false;
          }
        }
        for (int u : cell_units_[static_cast<size_t>(d)]) {
          if (!Unit(s, u)) return false;
        }
      }
      // The counting bounds, once the cheap rules have settled, on the units that changed.
      bool any = false;
      for (int u = 0; u < 3 * n_; ++u) {
        if (!dirty_[static_cast<size_t>(u)]) continue;
        dirty_[static_cast<size_t>(u)] = 0;
        any = true;
        if (u < 2 * n_) {
          if (!Line(s, u)) return false;
          const bool rows = u < n_;
          const int line = rows ? u : u - n_;
          if (line > 0 && !Strip(s, line - 1, rows)) return false;
          if (line + 1 < n_ && !Strip(s, line, rows)) return false;
        } else if (!ZoneBound(s, u)) {
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
    const std::vector<int>& cells = units_[static_cast<size_t>(u)];
    int bound = 0;
    int runs[kMaxN][2];
    int nruns = 0;
    for (int i = 0; i < n_;) {
      if (s.cell[static_cast<size_t>(cells[static_cast<size_t>(i)])] != kFree) {
        ++i;
        continue;
      }
      int j = i;
      while (j < n_ && s.cell[static_cast<size_t>(cells[static_cast<size_t>(j)])] == kFree) ++j;
      runs[nruns][0] = i;
      runs[nruns][1] = j - i;
      ++nruns;
      bound += (j - i + 1) / 2;
      i = j;
    }
    if (bound < missing) return false;
    if (bound > missing) return true;
    // Tight: every run holds its maximum.
    const bool row = u < n_;
    const int line = row ? u : u - n_;
    for (int r = 0; r < nruns; ++r) {
      const int start = runs[r][0], len = runs[r][1];
      if (len % 2 == 1) {
        for (int k = 0; k < len; k += 2) {
          if (!Set(s, cells[static_cast<size_t>(start + k)], kStar)) return false;
        }
        continue;  // the stars empty their neighbours themselves
      }
      for (int side = -1; side <= 1; side += 2) {
        int other = line + side;
        if (other < 0 || other >= n_) continue;
        for (int k = start; k < start + len; ++k) {
          int c = row ? other * n_ + k : k * n_ + other;
          if (s.cell[static_cast<size_t>(c)] == kFree && !Set(s, c, kEmpty)) return false;
        }
      }
    }
    return true;
  }

  // Zone u: each 2x2 square holds at most one star, so a greedy cover of the free cells by
  // squares bounds the stars still to come.
  bool ZoneBound(State& s, int u) {
    const int missing = need_[static_cast<size_t>(u)] - s.stars[static_cast<size_t>(u)];
    if (missing <= 1) return missing <= s.free[static_cast<size_t>(u)];
    covered_.fill(0);
    int squares = 0;
    for (int c : units_[static_cast<size_t>(u)]) {
      if (s.cell[static_cast<size_t>(c)] != kFree || covered_[static_cast<size_t>(c)]) continue;
      ++squares;
      int x = c % n_, y = c / n_;
      for (int dy = 0; dy <= 1; ++dy) {
        for (int dx = 0; dx <= 1; ++dx) {
          if (x + dx < n_ && y + dy < n_) covered_[static_cast<size_t>((y + dy) * n_ + x + dx)] = 1;
        }
      }
      if (squares >= missing) return true;
    }
    return squares >= missing;
  }

  // Rows (or columns) `line` and `line + 1` as one strip: a star per column at most, none in
  // neighbouring columns, so runs of usable columns bound the strip's stars. When the bound is
  // tight, the odd places of odd runs hold no star.
  bool Strip(State& s, int line, bool rows) {
    auto at = [&](int a, int b) {  // cell `b` along line `a`
      return static_cast<size_t>(rows ? a * n_ + b : b * n_ + a);
    };
    const int base = rows ? 0 : n_;
    const int need =
        need_[static_cast<size_t>(base + line)] + need_[static_cast<size_t>(base + line + 1)];
    if (s.free[static_cast<size_t>(base + line)] + s.free[static_cast<size_t>(base + line + 1)] ==
        0) {
      return true;
    }
    int bound = 0;
    int runs[kMaxN][2];
    int nruns = 0;
    for (int i = 0; i < n_;) {
      auto usable = [&](int b) {
        return s.cell[at(line, b)] != kEmpty || s.cell[at(line + 1, b)] != kEmpty;
      };
      if (!usable(i)) {
        ++i;
        continue;
      }
      int j = i;
      while (j < n_ && usable(j)) ++j;
      runs[nruns][0] = i;
      runs[nruns][1] = j - i;
      ++nruns;
      bound += (j - i + 1) / 2;
      i = j;
    }
    if (bound < need) return false;
    if (bound > need) return true;
    for (int r = 0; r < nruns; ++r) {
      if (runs[r][1] % 2 == 0) continue;
      for (int k = runs[r][0] + 1; k < runs[r][0] + runs[r][1]; k += 2) {
        for (int l = line; l <= line + 1; ++l) {
          if (s.cell[at(l, k)] == kFree && !Set(s, static_cast<int>(at(l, k)), kEmpty))
            return false;
        }
      }
    }
    return true;
  }

  // Pigeonhole over bands of consecutive rows (or columns): m lines need m * k stars. Zones lying
  // wholly inside the band give k each; when they are m, the band's other cells are empty. When
  // the band's usable cells belong to m zones only, those zones have no star outside the band.
  // (Assumes equal counts, the only case with solutions; see Validate.)
  bool Bands(State& s, bool rows) {
    if (p_.row_stars != p_.zone_stars || p_.col_stars != p_.zone_stars) return true;
    uint32_t mask[kMaxN] = {};
    for (int c = 0; c < n_ * n_; ++c) {
      if (s.cell[static_cast<size_t>(c)] == kEmpty) continue;
      int line = rows ? c / n_ : c % n_;
      mask[p_.zones[static_cast<size_t>(c)]] |= 1u << line;
    }
    for (int a = 0; a < n_; ++a) {
      uint32_t band = 0;
      for (int b = a; b < n_ - 1; ++b) {  // the whole board proves nothing
        band |= 1u << b;
        const int m = b - a + 1;
        int inside = 0, touching = 0;
        for (int z = 0; z < n_; ++z) {
          if (mask[z] == 0) continue;
          if ((mask[z] & ~band) == 0) ++inside;
          if (mask[z] & band) ++touching;
        }
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
    if (budget_ != nullptr && !budget_->Step()) {
      stopped_ = true;
      return;
    }
    if (!Probe(s)) return;
    // The unit with the fewest ways to place its missing stars; in it, the cell whose star
    // settles the most other cells.
    int best = -1;
    double best_ways = 1e300;
    for (int u = 0; u < 3 * n_; ++u) {
      int f = s.free[static_cast<size_t>(u)];
      if (f == 0) continue;
      double ways = Binomial(f, need_[static_cast<size_t>(u)] - s.stars[static_cast<size_t>(u)]);
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
  std::array<uint8_t, kMaxCells> covered_{};
  State probe_;
  std::array<int, kMaxCells> effect_{};
  std::array<uint8_t, kMaxUnits> dirty_{};
  SolveResult result_;
  bool stopped_ = false;
};

}  // namespace

SolveResult Solve(const Puzzle& puzzle, int limit, Budget* budget,
                  const std::function<void(const Solution&)>& on_solution,
                  const std::function<void(const std::string&)>& trace) {
  PS_CHECK(limit >= 1);
  Search search(puzzle, limit, budget, on_solution, trace);
  return search.Run();
}

}  // namespace ps::starbattle
