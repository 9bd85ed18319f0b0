// Geometry, topology and the independent solution checker; see sudoku.h.
#include "sudoku/sudoku.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>

#include "sudoku/cages.h"

namespace ps::sudoku {

Result<Geometry> ParseGeometry(const std::string& text, bool diagonals) {
  int w = 0, h = 0;
  char x = 0, extra = 0;
  if (std::sscanf(text.c_str(), "%d%c%d%c", &w, &x, &h, &extra) != 3 || (x != 'x' && x != 'X') ||
      w < 1 || h < 1 || w * h < 4 || w * h > kMaxN) {
    return InvalidInput(
        fmt::format("box shape '{}': expected WxH (box width x height) such as "
                    "3x3, 3x2 or 4x4, with 4 to {} cells a box",
                    text, kMaxN));
  }
  return Geometry{w, h, diagonals};
}

Result<Geometry> GeometryForSide(int n, bool diagonals) {
  switch (n) {
    case 4:
      return Geometry{2, 2, diagonals};
    case 6:
      return Geometry{3, 2, diagonals};
    case 8:
      return Geometry{4, 2, diagonals};
    case 9:
      return Geometry{3, 3, diagonals};
    case 12:
      return Geometry{4, 3, diagonals};
    case 16:
      return Geometry{4, 4, diagonals};
    default:
      return InvalidInput(fmt::format("no usual box shape for a side of {}; give --box WxH", n));
  }
}

Result<Geometry> JigsawGeometry(int n, const std::vector<int>& regions, bool diagonals) {
  if (n < 4 || n > kMaxN) {
    return InvalidInput(fmt::format("a jigsaw Sudoku's side runs from 4 to {}, not {}", kMaxN, n));
  }
  if (static_cast<int>(regions.size()) != n * n) {
    return InvalidInput(
        fmt::format("a {}x{} jigsaw needs a region for each of its {} cells, not {}", n, n, n * n,
                    regions.size()));
  }
  Geometry g;
  // Any factoring of n will do for n(); a prime side is n x 1.
  g.box_w = n;
  g.box_h = 1;
  for (int h = 2; h * h <= n; ++h) {
    if (n % h == 0) {
      g.box_w = n / h;
      g.box_h = h;
    }
  }
  g.diagonals = diagonals;
  std::vector<int> seen;  // region numbers as given, in order of first appearance
  std::vector<int> size(static_cast<size_t>(n), 0);
  for (int r : regions) {
    auto at = std::find(seen.begin(), seen.end(), r);
    if (at == seen.end()) {
      if (static_cast<int>(seen.size()) == n) {
        return InvalidInput(fmt::format("a {}x{} jigsaw has {} regions, not more", n, n, n));
      }
      seen.push_back(r);
      at = seen.end() - 1;
    }
    const auto k = static_cast<size_t>(at - seen.begin());
    ++size[k];
    g.regions.push_back(static_cast<uint8_t>(k));
  }
  if (static_cast<int>(seen.size()) != n) {
    return InvalidInput(fmt::format("a {}x{} jigsaw has {} regions, not {}", n, n, n, seen.size()));
  }
  for (int k = 0; k < n; ++k) {
    if (size[static_cast<size_t>(k)] != n) {
      return InvalidInput(fmt::format("region {} of the jigsaw has {} cells, not {}", k + 1,
                                      size[static_cast<size_t>(k)], n));
    }
  }
  return g;
}

int MinSum(int k) { return k * (k + 1) / 2; }
int MaxSum(int n, int k) { return k * (2 * n - k + 1) / 2; }

Result<Geometry> KillerGeometry(Geometry geo, std::vector<Cage> cages) {
  const int n = geo.n(), cells = geo.cells();
  std::vector<int> owner(static_cast<size_t>(cells), -1);
  for (size_t k = 0; k < cages.size(); ++k) {
    Cage& cage = cages[k];
    const auto name = [&] { return fmt::format("cage {}", k + 1); };
    if (cage.cells.empty() || static_cast<int>(cage.cells.size()) > n) {
      return InvalidInput(
          fmt::format("{} has {} squares; a cage has 1 to {}", name(), cage.cells.size(), n));
    }
    std::sort(cage.cells.begin(), cage.cells.end());
    for (int c : cage.cells) {
      if (c < 0 || c >= cells) {
        return InvalidInput(fmt::format("{}: square {} is off the {}x{} board", name(), c, n, n));
      }
      if (owner[static_cast<size_t>(c)] >= 0) {
        return InvalidInput(fmt::format("r{}c{} is in two cages ({} and {})", c / n + 1, c % n + 1,
                                        owner[static_cast<size_t>(c)] + 1, k + 1));
      }
      owner[static_cast<size_t>(c)] = static_cast<int>(k);
    }
    const int size = static_cast<int>(cage.cells.size());
    if (cage.sum < MinSum(size) || cage.sum > MaxSum(n, size)) {
      return InvalidInput(
          fmt::format("{} ({} squares from r{}c{}): no {} different digits add up "
                      "to {} (from {} to {})",
                      name(), size, cage.cells[0] / n + 1, cage.cells[0] % n + 1, size, cage.sum,
                      MinSum(size), MaxSum(n, size)));
    }
    // Its squares touch: a walk from the first one side by side reaches them all.
    std::vector<int> reached{cage.cells[0]};
    for (size_t i = 0; i < reached.size(); ++i) {
      const int a = reached[i];
      for (int b : cage.cells) {
        const bool beside = (a / n == b / n && (a % n - b % n == 1 || b % n - a % n == 1)) ||
                            (a % n == b % n && (a - b == n || b - a == n));
        if (beside && std::find(reached.begin(), reached.end(), b) == reached.end()) {
          reached.push_back(b);
        }
      }
    }
    if (reached.size() != cage.cells.size()) {
      return InvalidInput(fmt::format("{} (from r{}c{}): its squares do not all touch", name(),
                                      cage.cells[0] / n + 1, cage.cells[0] % n + 1));
    }
  }
  std::sort(cages.begin(), cages.end(),
            [](const Cage& a, const Cage& b) { return a.cells[0] < b.cells[0]; });
  geo.cages = std::move(cages);
  return geo;
}

int Puzzle::Clues() const {
  return static_cast<int>(std::count_if(cells.begin(), cells.end(), [](uint8_t v) { return v; }));
}

Topology::Topology(const Geometry& g) : geo(g) {
  const int n = g.n();
  for (int y = 0; y < n; ++y) {
    std::vector<int> row;
    for (int x = 0; x < n; ++x) row.push_back(y * n + x);
    units.push_back(row);
  }
  for (int x = 0; x < n; ++x) {
    std::vector<int> col;
    for (int y = 0; y < n; ++y) col.push_back(y * n + x);
    units.push_back(col);
  }
  for (int k = 0; k < n && g.jigsaw(); ++k) {
    std::vector<int> region;
    for (int c = 0; c < n * n; ++c) {
      if (g.regions[static_cast<size_t>(c)] == k) region.push_back(c);
    }
    units.push_back(region);
  }
  for (int by = 0; by < n / g.box_h && !g.jigsaw(); ++by) {
    for (int bx = 0; bx < n / g.box_w; ++bx) {
      std::vector<int> box;
      for (int dy = 0; dy < g.box_h; ++dy) {
        for (int dx = 0; dx < g.box_w; ++dx) {
          box.push_back((by * g.box_h + dy) * n + bx * g.box_w + dx);
        }
      }
      units.push_back(box);
    }
  }
  if (g.diagonals) {
    std::vector<int> d1, d2;
    for (int i = 0; i < n; ++i) {
      d1.push_back(i * n + i);
      d2.push_back(i * n + (n - 1 - i));
    }
    units.push_back(d1);
    units.push_back(d2);
  }
  peers.assign(static_cast<size_t>(n * n), {});
  cage_of.assign(static_cast<size_t>(n * n), -1);
  for (const auto& u : units) {
    for (int a : u) {
      for (int b : u) {
        if (a != b) peers[static_cast<size_t>(a)].push_back(b);
      }
    }
  }
  for (size_t k = 0; k < g.cages.size(); ++k) {
    for (int a : g.cages[k].cells) {
      cage_of[static_cast<size_t>(a)] = static_cast<int>(k);
      for (int b : g.cages[k].cells) {
        if (a != b) peers[static_cast<size_t>(a)].push_back(b);
      }
    }
  }
  peer_mask.assign(static_cast<size_t>(n * n), CellMask{});
  for (size_t c = 0; c < peers.size(); ++c) {
    auto& p = peers[c];
    std::sort(p.begin(), p.end());
    p.erase(std::unique(p.begin(), p.end()), p.end());
    for (int q : p) peer_mask[c].Set(q);
  }
  // Up to half the side's adjacent rows or columns: k lines and the n - k others give the same
  // hidden cages, turned inside out.
  if (g.killer()) {
    sum_cages = std::make_shared<const std::vector<SumCage>>(SolverCages(*this, g.n() / 2));
  }
}

bool IsSolution(const Puzzle& puzzle, const std::vector<uint8_t>& solution) {
  const int n = puzzle.geo.n();
  if (static_cast<int>(solution.size()) != n * n) return false;
  for (size_t i = 0; i < solution.size(); ++i) {
    if (solution[i] < 1 || solution[i] > n) return false;
    if (puzzle.cells[i] != 0 && puzzle.cells[i] != solution[i]) return false;
  }
  // Every row, column, box (and diagonal) holds each value once: checked directly, cell by cell.
  auto at = [&](int x, int y) { return solution[static_cast<size_t>(y * n + x)]; };
  auto all_different = [&](auto cell_of) {
    std::vector<bool> seen(static_cast<size_t>(n + 1), false);
    for (int i = 0; i < n; ++i) {
      uint8_t v = cell_of(i);
      if (seen[v]) return false;
      seen[v] = true;
    }
    return true;
  };
  const Geometry& g = puzzle.geo;
  if (g.jigsaw()) {
    // Each region: the values seen in it, one bit each; a repeat or a region of another size
    // fails.
    if (static_cast<int>(g.regions.size()) != n * n) return false;
    std::vector<uint32_t> seen(static_cast<size_t>(n), 0);
    std::vector<int> count(static_cast<size_t>(n), 0);
    for (int c = 0; c < n * n; ++c) {
      const int r = g.regions[static_cast<size_t>(c)];
      if (r >= n) return false;
      const uint32_t bit = 1u << solution[static_cast<size_t>(c)];
      if (seen[static_cast<size_t>(r)] & bit) return false;
      seen[static_cast<size_t>(r)] |= bit;
      ++count[static_cast<size_t>(r)];
    }
    for (int k : count) {
      if (k != n) return false;
    }
  }
  for (int k = 0; k < n; ++k) {
    if (!all_different([&](int i) { return at(i, k); })) return false;
    if (!all_different([&](int i) { return at(k, i); })) return false;
    if (g.jigsaw()) continue;
    int bx = (k % (n / g.box_w)) * g.box_w, by = (k / (n / g.box_w)) * g.box_h;
    if (!all_different([&](int i) { return at(bx + i % g.box_w, by + i / g.box_w); })) return false;
  }
  if (g.diagonals) {
    if (!all_different([&](int i) { return at(i, i); })) return false;
    if (!all_different([&](int i) { return at(n - 1 - i, i); })) return false;
  }
  // Each cage: its digits add up to its sum, and none comes twice (every pair compared).
  for (const Cage& cage : g.cages) {
    int sum = 0;
    for (size_t i = 0; i < cage.cells.size(); ++i) {
      const int a = cage.cells[i];
      if (a < 0 || a >= n * n) return false;
      sum += solution[static_cast<size_t>(a)];
      for (size_t j = 0; j < i; ++j) {
        if (solution[static_cast<size_t>(cage.cells[j])] == solution[static_cast<size_t>(a)]) {
          return false;
        }
      }
    }
    if (sum != cage.sum) return false;
  }
  return true;
}

}  // namespace ps::sudoku
