// Star Battle generation; see generate.h.
#include "starbattle/generate.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <numeric>
#include <vector>

#include "starbattle/logic.h"
#include "starbattle/solver.h"

namespace ps::starbattle {
namespace {

constexpr int kDx[4] = {1, -1, 0, 0};
constexpr int kDy[4] = {0, 0, 1, -1};

// Row-by-row random placement with backtracking. Columns keep count; a column still needing
// `r` stars in `rows_left` rows needs r <= ceil(rows_left / 2).
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
  bool Row(int y) {
    if (y == n_) return true;
    const int rows_left = n_ - y - 1;  // after this one
    for (int x = 0; x < n_; ++x) {
      int need_after = k_ - col_[static_cast<size_t>(x)];
      // The column must still be able to finish without this row taking from it.
      if (need_after > (rows_left + 1 + 1) / 2) return false;
    }
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
    return Pick(y, 0, 0, forbidden, order, 0);
  }

  // Chooses the row's stars one at a time from a shuffled column order.
  bool Pick(int y, uint32_t row, int placed, uint32_t forbidden, std::vector<int>& order,
            int from) {
    if (!budget_.Step()) return false;
    if (placed == k_) {
      // Columns that must take a star in every other remaining row cannot wait.
      const int rows_left = n_ - y - 1;
      for (int x = 0; x < n_; ++x) {
        int need = k_ - col_[static_cast<size_t>(x)] - static_cast<int>((row >> x) & 1);
        if (need > (rows_left + 1) / 2) return false;
        // A column with a star in this row cannot take one in the next.
        if (((row >> x) & 1) && need > rows_left / 2) return false;
      }
      rows_[static_cast<size_t>(y)] = row;
      for (int x = 0; x < n_; ++x) col_[static_cast<size_t>(x)] += static_cast<int>((row >> x) & 1);
      if (Row(y + 1)) return true;
      for (int x = 0; x < n_; ++x) col_[static_cast<size_t>(x)] -= static_cast<int>((row >> x) & 1);
      return false;
    }
    if (from == 0) rng_.Shuffle(std::span<int>(order));
    for (int i = from; i < n_; ++i) {
      int x = order[static_cast<size_t>(i)];
      if ((forbidden >> x) & 1) continue;
      uint32_t bit = 1u << x;
      // Later picks come from later places in the order, so each set is tried once.
      std::vector<int> copy = order;
      if (Pick(y, row | bit, placed + 1, forbidden | bit | (bit << 1) | (bit >> 1), copy, i + 1))
        return true;
      if (budget_.Exhausted() || ++tries_ > 200000) return false;
    }
    return false;
  }

  int n_, k_;
  Rng& rng_;
  Budget& budget_;
  std::vector<int> col_;
  std::vector<uint32_t> rows_;
  int64_t tries_ = 0;
};

bool ZoneConnectedWithout(const std::vector<int>& zones, int n, int z, int removed) {
  int start = -1, size = 0;
  for (int c = 0; c < n * n; ++c) {
    if (zones[static_cast<size_t>(c)] == z && c != removed) {
      ++size;
      if (start < 0) start = c;
    }
  }
  if (start < 0) return false;
  std::vector<uint8_t> seen(static_cast<size_t>(n * n), 0);
  std::vector<int> stack{start};
  seen[static_cast<size_t>(start)] = 1;
  int reached = 0;
  while (!stack.empty()) {
    int c = stack.back();
    stack.pop_back();
    ++reached;
    for (int d = 0; d < 4; ++d) {
      int x = c % n + kDx[d], y = c / n + kDy[d];
      if (x < 0 || y < 0 || x >= n || y >= n) continue;
      int o = y * n + x;
      if (o != removed && !seen[static_cast<size_t>(o)] && zones[static_cast<size_t>(o)] == z) {
        seen[static_cast<size_t>(o)] = 1;
        stack.push_back(o);
      }
    }
  }
  return reached == size;
}

// Grows one region around each star (random multi-source flood fill), then joins regions into
// zones of k. Returns false when the joining fails.
bool ZonesAroundStars(int n, int k, const Solution& stars, Rng& rng, std::vector<int>& zones) {
  const int cells = n * n;
  std::vector<int> region(static_cast<size_t>(cells), -1);
  std::vector<std::pair<int, int>> frontier;  // (cell, region)
  int regions = 0;
  for (int c = 0; c < cells; ++c) {
    if (!stars[static_cast<size_t>(c)]) continue;
    region[static_cast<size_t>(c)] = regions;
    for (int d = 0; d < 4; ++d) {
      int x = c % n + kDx[d], y = c / n + kDy[d];
      if (x >= 0 && y >= 0 && x < n && y < n) frontier.emplace_back(y * n + x, regions);
    }
    ++regions;
  }
  while (!frontier.empty()) {
    size_t i = static_cast<size_t>(rng.Below(frontier.size()));
    auto [c, r] = frontier[i];
    frontier[i] = frontier.back();
    frontier.pop_back();
    if (region[static_cast<size_t>(c)] >= 0) continue;
    region[static_cast<size_t>(c)] = r;
    for (int d = 0; d < 4; ++d) {
      int x = c % n + kDx[d], y = c / n + kDy[d];
      if (x >= 0 && y >= 0 && x < n && y < n && region[static_cast<size_t>(y * n + x)] < 0)
        frontier.emplace_back(y * n + x, r);
    }
  }
  std::vector<int> group(static_cast<size_t>(regions), -1);
  if (k == 1) {
    for (int r = 0; r < regions; ++r) group[static_cast<size_t>(r)] = r;
  } else {
    std::vector<std::vector<int>> adj(static_cast<size_t>(regions));
    for (int c = 0; c < cells; ++c) {
      int x = c % n, y = c / n;
      for (int o : {x + 1 < n ? c + 1 : -1, y + 1 < n ? c + n : -1}) {
        if (o < 0) continue;
        int a = region[static_cast<size_t>(c)], b = region[static_cast<size_t>(o)];
        if (a == b) continue;
        auto& la = adj[static_cast<size_t>(a)];
        if (std::find(la.begin(), la.end(), b) == la.end()) {
          la.push_back(b);
          adj[static_cast<size_t>(b)].push_back(a);
        }
      }
    }
    auto free_degree = [&](int r) {
      int d = 0;
      for (int o : adj[static_cast<size_t>(r)]) d += group[static_cast<size_t>(o)] < 0;
      return d;
    };
    for (int g = 0; g < n; ++g) {
      // Start from the free region with the fewest free neighbours (it is the likeliest to be
      // stranded), then add free neighbours of the group, again the most constrained first.
      int start = -1, best = 1 << 20;
      for (int r = 0; r < regions; ++r) {
        if (group[static_cast<size_t>(r)] >= 0) continue;
        int d = free_degree(r) * 16 + static_cast<int>(rng.Below(16));
        if (d < best) {
          best = d;
          start = r;
        }
      }
      std::vector<int> members{start};
      group[static_cast<size_t>(start)] = g;
      while (static_cast<int>(members.size()) < k) {
        int pick = -1;
        best = 1 << 20;
        for (int m : members) {
          for (int o : adj[static_cast<size_t>(m)]) {
            if (group[static_cast<size_t>(o)] >= 0) continue;
            int d = free_degree(o) * 16 + static_cast<int>(rng.Below(16));
            if (d < best) {
              best = d;
              pick = o;
            }
          }
        }
        if (pick < 0) return false;
        group[static_cast<size_t>(pick)] = g;
        members.push_back(pick);
      }
    }
  }
  zones.assign(static_cast<size_t>(cells), 0);
  for (int c = 0; c < cells; ++c)
    zones[static_cast<size_t>(c)] = group[static_cast<size_t>(region[static_cast<size_t>(c)])];
  return true;
}

// Moves zone borders until `intended` is the only solution. Returns false when stuck.
bool MakeUnique(Puzzle& p, const Solution& intended, Rng& rng, Budget& budget, int& moves) {
  const int n = p.n;
  for (int round = 0; round < 8 * n * n; ++round) {
    Solution other;
    SolveResult r = Solve(p, 2, budget, [&](const Solution& s) {
      if (other.empty() && s != intended) other = s;
    });
    if (!r.complete) return false;
    PS_CHECK(r.count >= 1);
    if (r.count == 1) return true;
    if (other.empty()) return false;
    std::vector<int> candidates;
    for (int c = 0; c < n * n; ++c) {
      if (other[static_cast<size_t>(c)] && !intended[static_cast<size_t>(c)])
        candidates.push_back(c);
    }
    rng.Shuffle(std::span<int>(candidates));
    bool moved = false;
    for (int c : candidates) {
      int z = p.zones[static_cast<size_t>(c)];
      std::array<int, 4> targets{};
      int nt = 0;
      for (int d = 0; d < 4; ++d) {
        int x = c % n + kDx[d], y = c / n + kDy[d];
        if (x < 0 || y < 0 || x >= n || y >= n) continue;
        int t = p.zones[static_cast<size_t>(y * n + x)];
        if (t != z && std::find(targets.begin(), targets.begin() + nt, t) == targets.begin() + nt)
          targets[static_cast<size_t>(nt++)] = t;
      }
      if (nt == 0 || !ZoneConnectedWithout(p.zones, n, z, c)) continue;
      p.zones[static_cast<size_t>(c)] =
          targets[static_cast<size_t>(rng.Below(static_cast<uint64_t>(nt)))];
      ++moves;
      moved = true;
      break;
    }
    if (!moved) return false;
  }
  return false;
}

// Moves zone borders, keeping the intended solution and uniqueness, towards a board the techniques
// up to `level` solve: a move (a non-star cell to a neighbouring zone) is kept when fewer cells
// stay unknown at that level. Returns true when the board is solved at `level`.
bool Steer(Puzzle& p, const Solution& intended, int level, Rng& rng, Budget& budget, int& moves) {
  const int n = p.n;
  int left = Unresolved(p, level, budget);
  for (int tries = 0; left > 0 && tries < 6 * n * n; ++tries) {
    if (left < 0 || budget.Exhausted()) return false;
    int c = static_cast<int>(rng.Below(static_cast<uint64_t>(n * n)));
    if (intended[static_cast<size_t>(c)]) continue;
    int z = p.zones[static_cast<size_t>(c)];
    int d = static_cast<int>(rng.Below(4));
    int x = c % n + kDx[d], y = c / n + kDy[d];
    if (x < 0 || y < 0 || x >= n || y >= n) continue;
    int t = p.zones[static_cast<size_t>(y * n + x)];
    if (t == z || !ZoneConnectedWithout(p.zones, n, z, c)) continue;
    p.zones[static_cast<size_t>(c)] = t;
    int now = Unresolved(p, level, budget);
    if (now >= 0 && now < left && Solve(p, 2, budget).count == 1) {
      left = now;
      ++moves;
      continue;
    }
    p.zones[static_cast<size_t>(c)] = z;
  }
  return left == 0;
}

// The document's zone maker: random sizes (triangular distribution around n), zones walked out
// from the first free cell, restarting whenever a walk gets stuck.
bool SweetspotsZones(int n, Rng& rng, std::vector<int>& zones) {
  const int cells = n * n;
  for (int attempt = 0; attempt < 1000; ++attempt) {
    std::vector<int> sizes(static_cast<size_t>(n));
    int total = 0;
    for (int z = 0; z < n; ++z) {
      // Triangular on [1, 2n - 1] with its peak at n: the sum of two uniform draws.
      int s = 1 + static_cast<int>(rng.Below(static_cast<uint64_t>(n))) +
              static_cast<int>(rng.Below(static_cast<uint64_t>(n)));
      sizes[static_cast<size_t>(z)] = s;
      total += s;
    }
    // Scale to fill the board exactly: the last zone takes what is left.
    int rest = cells - (total - sizes.back());
    if (rest < 1) continue;
    sizes.back() = rest;
    zones.assign(static_cast<size_t>(cells), -1);
    bool ok = true;
    for (int z = 0; z < n && ok; ++z) {
      int start = static_cast<int>(std::find(zones.begin(), zones.end(), -1) - zones.begin());
      zones[static_cast<size_t>(start)] = z;
      std::vector<int> members{start};
      for (int got = 1; got < sizes[static_cast<size_t>(z)];) {
        std::vector<int> options;
        for (int m : members) {
          for (int d = 0; d < 4; ++d) {
            int x = m % n + kDx[d], y = m / n + kDy[d];
            if (x >= 0 && y >= 0 && x < n && y < n && zones[static_cast<size_t>(y * n + x)] < 0)
              options.push_back(y * n + x);
          }
        }
        if (options.empty()) {
          ok = false;
          break;
        }
        int c = options[static_cast<size_t>(rng.Below(options.size()))];
        zones[static_cast<size_t>(c)] = z;
        members.push_back(c);
        ++got;
      }
    }
    if (!ok || std::find(zones.begin(), zones.end(), -1) != zones.end()) continue;
    if (rng.Chance(0.5)) {  // transpose
      std::vector<int> t(static_cast<size_t>(cells));
      for (int c = 0; c < cells; ++c)
        t[static_cast<size_t>((c % n) * n + c / n)] = zones[static_cast<size_t>(c)];
      zones = std::move(t);
    }
    Puzzle probe;
    probe.n = n;
    probe.zones = zones;
    if (Validate(probe).ok()) return true;
  }
  return false;
}

}  // namespace

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
  if (k < 1 || 4 * k > n + 1) {
    return InvalidInput(fmt::format(
        "--stars {} on a {}x{} board: k stars per row need a board of at least 4k-1 (so at most "
        "{} here)",
        k, n, n, (n + 1) / 4));
  }
  Generated out;
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
    } else {
      intended = RandomStars(n, k, rng, budget);
      if (intended.empty()) continue;
      if (!ZonesAroundStars(n, k, intended, rng, p.zones)) continue;
      if (!MakeUnique(p, intended, rng, budget, moves)) continue;
      Canonicalize(p);
    }
    if (params.level >= 0 && params.level < kNumLevels - 1 &&
        params.method == Method::kStarsFirst) {
      if (!Steer(p, intended, params.level, rng, budget, moves)) continue;
      Canonicalize(p);
    }
    GradeResult g = Grade(p, budget);
    if (!g.solved || (params.level >= 0 && g.level != params.level)) continue;
    const int level = g.level;
    PS_CHECK(IsSolution(p, intended));
    out.puzzle = std::move(p);
    out.solution = std::move(intended);
    out.level = level;
    out.border_moves = moves;
    return out;
  }
}

}  // namespace ps::starbattle
