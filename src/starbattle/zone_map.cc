// Zone maps for Star Battle generation; see zone_map.h.
#include "starbattle/zone_map.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <utility>
#include <vector>

namespace ps::starbattle::zone_map {

namespace {

constexpr int kDx[4] = {1, -1, 0, 0};
constexpr int kDy[4] = {0, 0, 1, -1};

}  // namespace

// The cell beside c in direction d (kDx, kDy) on an n x n board, or -1 off the board.
int Side(int n, int c, int d) {
  const int x = c % n + kDx[d], y = c / n + kDy[d];
  return x >= 0 && y >= 0 && x < n && y < n ? y * n + x : -1;
}

namespace {

// The squares of zone `z` that `start` reaches through the zone without passing `removed`.
std::vector<uint8_t> ReachInZone(const std::vector<int>& zones, int n, int z, int start,
                                 int removed) {
  std::vector<uint8_t> seen(static_cast<size_t>(n * n), 0);
  std::vector<int> stack{start};
  seen[static_cast<size_t>(start)] = 1;
  while (!stack.empty()) {
    int a = stack.back();
    stack.pop_back();
    for (int d = 0; d < 4; ++d) {
      const int o = Side(n, a, d);
      if (o < 0) continue;
      if (o != removed && !seen[static_cast<size_t>(o)] && zones[static_cast<size_t>(o)] == z) {
        seen[static_cast<size_t>(o)] = 1;
        stack.push_back(o);
      }
    }
  }
  return seen;
}

}  // namespace

bool ZoneConnectedWithout(const std::vector<int>& zones, int n, int z, int removed) {
  int start = -1, size = 0;
  for (int c = 0; c < n * n; ++c) {
    if (zones[static_cast<size_t>(c)] == z && c != removed) {
      ++size;
      if (start < 0) start = c;
    }
  }
  if (start < 0) return false;
  const std::vector<uint8_t> seen = ReachInZone(zones, n, z, start, removed);
  return std::count(seen.begin(), seen.end(), uint8_t{1}) == size;
}

// Moves cell `c` (not an intended star) from its zone to the neighbouring zone `t`. When `c`
// holds its zone together, the parts it cuts off from the zone's stars go with it (they hold no
// intended star and reach `t` through `c`), so the intended solution stays one and both zones
// stay connected. Returns false (nothing moved) when `c` lies between two of its zone's stars.
bool MoveCell(std::vector<int>& zones, int n, const Solution& intended, int c, int t) {
  const int z = zones[static_cast<size_t>(c)];
  int start = -1;
  for (int o = 0; o < n * n && start < 0; ++o) {
    if (zones[static_cast<size_t>(o)] == z && intended[static_cast<size_t>(o)]) start = o;
  }
  if (start < 0) return false;
  const std::vector<uint8_t> seen = ReachInZone(zones, n, z, start, c);
  for (int o = 0; o < n * n; ++o) {
    if (zones[static_cast<size_t>(o)] == z && intended[static_cast<size_t>(o)] &&
        !seen[static_cast<size_t>(o)])
      return false;
  }
  for (int o = 0; o < n * n; ++o) {
    if (zones[static_cast<size_t>(o)] == z && !seen[static_cast<size_t>(o)])
      zones[static_cast<size_t>(o)] = t;
  }
  return true;
}

namespace {

// Grows a snake from n / 3 of the stars (drawn at random): a path one cell wide walked out from
// the star through free cells (straight on two steps in three), n / 2 to n cells long, the snakes
// taking a step each in turn. The snakes' regions are marked in `snake`; the other stars'
// neighbours stay in `frontier` for the flood fill.
void GrowSnakes(int n, const Solution& stars, Rng& rng, std::vector<int>& region,
                std::vector<uint8_t>& snake, std::vector<std::pair<int, int>>& frontier) {
  struct Snake {
    int r, head, dir, len, target;
  };
  std::vector<Snake> snakes;
  std::vector<int> heads;
  for (int c = 0; c < n * n; ++c) {
    if (stars[static_cast<size_t>(c)]) heads.push_back(c);
  }
  rng.Shuffle(std::span<int>(heads));
  heads.resize(std::min(heads.size(), static_cast<size_t>(std::max(1, n / 3))));
  for (int c : heads) {
    const int r = region[static_cast<size_t>(c)];
    snake[static_cast<size_t>(r)] = 1;
    snakes.push_back({r, c, static_cast<int>(rng.Below(4)), 1,
                      n / 2 + static_cast<int>(rng.Below(static_cast<uint64_t>(n / 2 + 1)))});
  }
  std::erase_if(frontier, [&](const std::pair<int, int>& f) {
    return snake[static_cast<size_t>(f.second)] != 0;
  });
  // A free cell the snake can take from `from`: no other cell of the snake beside it.
  auto open = [&](int r, int from, int o) {
    if (region[static_cast<size_t>(o)] >= 0) return false;
    for (int d = 0; d < 4; ++d) {
      const int b = Side(n, o, d);
      if (b < 0) continue;
      if (b != from && region[static_cast<size_t>(b)] == r) return false;
    }
    return true;
  };
  for (bool grew = true; grew;) {
    grew = false;
    for (Snake& s : snakes) {
      if (s.len >= s.target) continue;
      std::array<int, 4> dirs{};
      int nd = 0;
      for (int d = 0; d < 4; ++d) {
        const int b = Side(n, s.head, d);
        if (b >= 0 && open(s.r, s.head, b)) dirs[static_cast<size_t>(nd++)] = d;
      }
      if (nd == 0) {
        s.target = s.len;  // stuck
        continue;
      }
      int d = dirs[static_cast<size_t>(rng.Below(static_cast<uint64_t>(nd)))];
      if (std::find(dirs.begin(), dirs.begin() + nd, s.dir) != dirs.begin() + nd &&
          rng.Below(3) != 0)
        d = s.dir;
      s.dir = d;
      s.head = Side(n, s.head, d);
      region[static_cast<size_t>(s.head)] = s.r;
      ++s.len;
      grew = true;
    }
  }
}

// Teeth off: a cell (no star, not in a snake) with one neighbour in its own region joins the
// neighbouring region (not a snake) it has the most neighbours in, when that is two or more.
// Taking a dead end from a region never cuts it.
void Smooth(int n, const Solution& stars, const std::vector<uint8_t>& snake,
            std::vector<int>& region) {
  for (int c = 0; c < n * n; ++c) {
    const int own = region[static_cast<size_t>(c)];
    if (stars[static_cast<size_t>(c)] || snake[static_cast<size_t>(own)]) continue;
    std::array<int, 4> nb{};
    int count = 0;
    for (int d = 0; d < 4; ++d) {
      const int b = Side(n, c, d);
      nb[static_cast<size_t>(d)] = b >= 0 ? region[static_cast<size_t>(b)] : -1;
      count += nb[static_cast<size_t>(d)] == own;
    }
    if (count != 1) continue;
    int best = -1, best_count = 1;
    for (int t : nb) {
      if (t < 0 || t == own || snake[static_cast<size_t>(t)]) continue;
      int m = static_cast<int>(std::count(nb.begin(), nb.end(), t));
      if (m > best_count) {
        best = t;
        best_count = m;
      }
    }
    if (best >= 0) region[static_cast<size_t>(c)] = best;
  }
}

}  // namespace

// Grows one region around each star (random multi-source flood fill), then joins regions into
// zones of k. Returns false when the joining fails.
bool ZonesAroundStars(int n, int k, const Solution& stars, ZoneStyle style, Rng& rng,
                      std::vector<int>& zones) {
  const int cells = n * n;
  std::vector<int> region(static_cast<size_t>(cells), -1);
  std::vector<std::pair<int, int>> frontier;  // (cell, region)
  int regions = 0;
  for (int c = 0; c < cells; ++c) {
    if (!stars[static_cast<size_t>(c)]) continue;
    region[static_cast<size_t>(c)] = regions;
    for (int d = 0; d < 4; ++d) {
      if (const int b = Side(n, c, d); b >= 0) frontier.emplace_back(b, regions);
    }
    ++regions;
  }
  // Snakes: regions that the flood fill below does not widen (until only they border a pocket).
  std::vector<uint8_t> snake(static_cast<size_t>(regions), 0);
  if (style == ZoneStyle::kSnakes) GrowSnakes(n, stars, rng, region, snake, frontier);
  auto flood = [&] {
    while (!frontier.empty()) {
      size_t i = static_cast<size_t>(rng.Below(frontier.size()));
      auto [c, r] = frontier[i];
      frontier[i] = frontier.back();
      frontier.pop_back();
      if (region[static_cast<size_t>(c)] >= 0) continue;
      region[static_cast<size_t>(c)] = r;
      for (int d = 0; d < 4; ++d) {
        const int b = Side(n, c, d);
        if (b >= 0 && region[static_cast<size_t>(b)] < 0) frontier.emplace_back(b, r);
      }
    }
  };
  flood();
  if (style == ZoneStyle::kSnakes) {
    // Pockets that only snakes border are filled from them; then teeth (a cell with one
    // neighbour in its region, not a snake's) join the neighbouring region they touch most.
    for (int c = 0; c < cells; ++c) {
      if (region[static_cast<size_t>(c)] < 0) continue;
      for (int d = 0; d < 4; ++d) {
        const int b = Side(n, c, d);
        if (b >= 0 && region[static_cast<size_t>(b)] < 0)
          frontier.emplace_back(b, region[static_cast<size_t>(c)]);
      }
    }
    flood();
    Smooth(n, stars, snake, region);
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

// The Sweet Spots game's zone maker: random sizes (triangular distribution around n), zones walked
// out from the first free cell, restarting whenever a walk gets stuck.
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
            const int b = Side(n, m, d);
            if (b >= 0 && zones[static_cast<size_t>(b)] < 0) options.push_back(b);
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

}  // namespace ps::starbattle::zone_map
