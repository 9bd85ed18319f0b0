// The tables both Star Battle solvers (solver.cc, cdcl.cc) index a board by: its units (rows,
// columns, zones) with the stars each takes, the three units of every cell, and every cell's
// neighbours.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "starbattle/starbattle.h"

namespace ps::starbattle {

struct UnitTables {
  std::vector<std::vector<int>> units;         // rows 0..n-1, columns n..2n-1, zones 2n..3n-1
  std::vector<int> need;                       // stars each unit takes
  std::vector<std::array<int, 3>> cell_units;  // a cell's row, column and zone units
  std::vector<std::vector<int>> neighbours;    // a cell's up to eight neighbours, row by row
};

inline UnitTables MakeUnitTables(const Puzzle& p) {
  const int n = p.n;
  auto at = [](int i) { return static_cast<size_t>(i); };
  UnitTables t;
  t.units.assign(at(3 * n), {});
  t.need.assign(at(3 * n), 0);
  t.cell_units.resize(at(n * n));
  t.neighbours.resize(at(n * n));
  for (int i = 0; i < n; ++i) {
    t.need[at(i)] = p.row_stars;
    t.need[at(n + i)] = p.col_stars;
    t.need[at(2 * n + i)] = p.zone_stars;
  }
  for (int c = 0; c < n * n; ++c) {
    const int x = c % n, y = c / n;
    const int zone = 2 * n + p.zones[at(c)];
    t.units[at(y)].push_back(c);
    t.units[at(n + x)].push_back(c);
    t.units[at(zone)].push_back(c);
    t.cell_units[at(c)] = {y, n + x, zone};
    for (int ny = y - 1; ny <= y + 1; ++ny) {
      for (int nx = x - 1; nx <= x + 1; ++nx) {
        if ((nx != x || ny != y) && nx >= 0 && ny >= 0 && nx < n && ny < n) {
          t.neighbours[at(c)].push_back(ny * n + nx);
        }
      }
    }
  }
  return t;
}

}  // namespace ps::starbattle
