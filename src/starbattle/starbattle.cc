// Star Battle model: validation, canonical zone numbering and the independent checker.
#include "starbattle/starbattle.h"

#include <fmt/format.h>

#include <vector>

#include "core/grid.h"

namespace ps::starbattle {

int Puzzle::Stars() const {
  return row_stars == col_stars && col_stars == zone_stars ? row_stars : 0;
}

Status Validate(const Puzzle& p) {
  if (p.n < 1 || p.n > kMaxN) {
    return InvalidInput(
        fmt::format("board size {} is out of range; use a size from 1 to {}", p.n, kMaxN));
  }
  if (static_cast<int>(p.zones.size()) != p.n * p.n) {
    return InvalidInput(
        fmt::format("a {0}x{0} board needs {1} zone ids, got {2}", p.n, p.n * p.n, p.zones.size()));
  }
  const int most = (p.n + 1) / 2;
  for (int count : {p.row_stars, p.col_stars, p.zone_stars}) {
    if (count < 1 || count > most) {
      return InvalidInput(
          fmt::format("{} stars per unit cannot fit a {}x{} board without touching; use 1 to {}",
                      count, p.n, p.n, most));
    }
  }
  std::vector<int> first(static_cast<size_t>(p.n), -1);
  for (int i = 0; i < p.n * p.n; ++i) {
    int z = p.zones[static_cast<size_t>(i)];
    if (z < 0 || z >= p.n) {
      return InvalidInput(
          fmt::format("{}: zone id {} is out of range; a {}x{} board uses ids 0 to {}",
                      CellName(i % p.n, i / p.n), z, p.n, p.n, p.n - 1));
    }
    if (first[static_cast<size_t>(z)] < 0) first[static_cast<size_t>(z)] = i;
  }
  for (int z = 0; z < p.n; ++z) {
    if (first[static_cast<size_t>(z)] < 0) {
      return InvalidInput(
          fmt::format("zone {} has no cells; a {}x{} board needs {} zones with ids 0 to {}", z, p.n,
                      p.n, p.n, p.n - 1));
    }
  }
  // Contiguity: a flood fill from each zone's first cell must reach all of its cells.
  std::vector<int> seen(static_cast<size_t>(p.n * p.n), 0);
  std::vector<int> stack;
  for (int z = 0; z < p.n; ++z) {
    stack.assign(1, first[static_cast<size_t>(z)]);
    seen[static_cast<size_t>(stack[0])] = 1;
    while (!stack.empty()) {
      int c = stack.back();
      stack.pop_back();
      int x = c % p.n, y = c / p.n;
      const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
      for (int d = 0; d < 4; ++d) {
        int nx = x + dx[d], ny = y + dy[d];
        if (nx < 0 || ny < 0 || nx >= p.n || ny >= p.n) continue;
        int o = ny * p.n + nx;
        if (!seen[static_cast<size_t>(o)] && p.zones[static_cast<size_t>(o)] == z) {
          seen[static_cast<size_t>(o)] = 1;
          stack.push_back(o);
        }
      }
    }
  }
  for (int i = 0; i < p.n * p.n; ++i) {
    if (!seen[static_cast<size_t>(i)]) {
      return InvalidInput(fmt::format(
          "{}: zone {} is in more than one piece; every zone must be one connected region",
          CellName(i % p.n, i / p.n), p.zones[static_cast<size_t>(i)]));
    }
  }
  return Ok{};
}

void Canonicalize(Puzzle& p) {
  std::vector<int> map(static_cast<size_t>(p.n), -1);
  int next = 0;
  for (int& z : p.zones) {
    if (z < 0 || z >= p.n) continue;
    if (map[static_cast<size_t>(z)] < 0) map[static_cast<size_t>(z)] = next++;
    z = map[static_cast<size_t>(z)];
  }
}

bool IsSolution(const Puzzle& p, const Solution& s) {
  const int n = p.n;
  if (static_cast<int>(s.size()) != n * n) return false;
  std::vector<int> rows(static_cast<size_t>(n)), cols(static_cast<size_t>(n)),
      zones(static_cast<size_t>(n));
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      if (s[static_cast<size_t>(y * n + x)] > 1) return false;
      if (!s[static_cast<size_t>(y * n + x)]) continue;
      ++rows[static_cast<size_t>(y)];
      ++cols[static_cast<size_t>(x)];
      ++zones[static_cast<size_t>(p.zones[static_cast<size_t>(y * n + x)])];
      for (int ny = y - 1; ny <= y + 1; ++ny) {
        for (int nx = x - 1; nx <= x + 1; ++nx) {
          if ((nx != x || ny != y) && nx >= 0 && ny >= 0 && nx < n && ny < n &&
              s[static_cast<size_t>(ny * n + nx)]) {
            return false;
          }
        }
      }
    }
  }
  for (int i = 0; i < n; ++i) {
    if (rows[static_cast<size_t>(i)] != p.row_stars) return false;
    if (cols[static_cast<size_t>(i)] != p.col_stars) return false;
    if (zones[static_cast<size_t>(i)] != p.zone_stars) return false;
  }
  return true;
}

}  // namespace ps::starbattle
