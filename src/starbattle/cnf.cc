// Star Battle as CNF (see cnf.h).
//
// The counter of a unit with cells x1..xm and count k: register s(i,j), for i = 1..m and
// j = 1..min(i,k), means "at least j of x1..xi are stars" (at i = m only s(m,k) is kept). With
// s(0,j) false and s(i,0) true:
//
//   s(i-1,j) -> s(i,j)               x(i) & s(i-1,j-1) -> s(i,j)        (counting up)
//   s(i,j) -> s(i-1,j) | x(i)        s(i,j) -> s(i-1,j) | s(i-1,j-1)    (the converse)
//   x(i) & s(i-1,k) -> false         (no star past the k-th)            s(m,k)
//
// so that unit propagation alone keeps every register equal to its count: whatever the cells
// fix, the registers follow, and a register set from the count asks for the stars it needs.
#include "starbattle/cnf.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <vector>

namespace ps::starbattle {
namespace {

class Encoder {
 public:
  explicit Encoder(Cnf& cnf) : cnf_(cnf) {}

  // Exactly k of `xs` (cell variables, in the unit's row-major order).
  void ExactlyK(const std::vector<int>& xs, int k) {
    const int m = static_cast<int>(xs.size());
    if (m < k) {  // the unit cannot hold its stars
      Add({xs[0]});
      Add({-xs[0]});
      return;
    }
    std::vector<int> prev;  // prev[j - 1] = s(i-1,j), j = 1..min(i-1,k)
    for (int i = 1; i <= m; ++i) {
      const int x = xs[static_cast<size_t>(i - 1)];
      const int top = std::min(i, k);
      const int low = i == m ? k : 1;
      std::vector<int> cur(static_cast<size_t>(top), 0);
      if (!prev.empty() && static_cast<int>(prev.size()) == k) Add({-x, -prev.back()});
      for (int j = low; j <= top; ++j) {
        const int s = ++cnf_.variables;
        cur[static_cast<size_t>(j - 1)] = s;
        const int same = j <= static_cast<int>(prev.size()) ? prev[static_cast<size_t>(j - 1)] : 0;
        const int less = j >= 2 ? prev[static_cast<size_t>(j - 2)] : 0;  // s(i-1,j-1); 0: true
        if (same) Add({-same, s});
        if (j == 1) {
          Add({-x, s});
        } else {
          Add({-x, -less, s});
        }
        if (same) {
          Add({-s, same, x});
          if (j >= 2) Add({-s, same, less});
        } else {
          Add({-s, x});
          if (j >= 2) Add({-s, less});
        }
      }
      prev = std::move(cur);
    }
    Add({prev[static_cast<size_t>(k - 1)]});
  }

  void Add(std::vector<int> clause) { cnf_.clauses.push_back(std::move(clause)); }

 private:
  Cnf& cnf_;
};

}  // namespace

Cnf EncodeCnf(const Puzzle& p) {
  const int n = p.n;
  Cnf cnf;
  cnf.cell_variables = n * n;
  cnf.variables = n * n;
  Encoder enc(cnf);
  auto var = [n](int r, int c) { return r * n + c + 1; };
  std::vector<int> xs;
  for (int r = 0; r < n; ++r) {
    xs.clear();
    for (int c = 0; c < n; ++c) xs.push_back(var(r, c));
    enc.ExactlyK(xs, p.row_stars);
  }
  for (int c = 0; c < n; ++c) {
    xs.clear();
    for (int r = 0; r < n; ++r) xs.push_back(var(r, c));
    enc.ExactlyK(xs, p.col_stars);
  }
  std::vector<std::vector<int>> zones(static_cast<size_t>(n));
  for (int i = 0; i < n * n; ++i)
    zones[static_cast<size_t>(p.zones[static_cast<size_t>(i)])].push_back(i + 1);
  for (const std::vector<int>& zone : zones) {
    if (!zone.empty()) enc.ExactlyK(zone, p.zone_stars);
  }
  // Each neighbouring pair once: from every cell to its right, lower-left, lower and lower-right.
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int dr[4] = {0, 1, 1, 1}, dc[4] = {1, -1, 0, 1};
      for (int d = 0; d < 4; ++d) {
        const int rr = r + dr[d], cc = c + dc[d];
        if (rr < n && cc >= 0 && cc < n) enc.Add({-var(r, c), -var(rr, cc)});
      }
    }
  }
  return cnf;
}

std::string FormatCnf(const Puzzle& p) {
  const Cnf cnf = EncodeCnf(p);
  const int n = p.n, cells = cnf.cell_variables;
  std::string out;
  auto line = [&out](const std::string& text) {
    out += text;
    out += '\n';
  };
  line("c Star Battle as CNF, written by puzzlesmith (DIMACS: solve it with any SAT solver,");
  line("c   e.g. `cadical FILE`)");
  line(fmt::format("c board: {}x{} with {} zones; stars: {} per row, {} per column, {} per zone", n,
                   n, n, p.row_stars, p.col_stars, p.zone_stars));
  line("c zones, row by row (the zone of each cell):");
  for (int r = 0; r < n; ++r) {
    std::string row = "c  ";
    for (int c = 0; c < n; ++c) row += fmt::format(" {}", p.zones[static_cast<size_t>(r * n + c)]);
    line(row);
  }
  line(fmt::format(
      "c variables 1..{0} are the cells: the cell in row r, column c (both counted from 0) is",
      cells));
  line(fmt::format(
      "c   variable r*{0} + c + 1, true for a star (r1c1 = 1, r1c{0} = {0}, r{0}c{0} = {1})", n,
      cells));
  if (cnf.variables > cells) {
    line(fmt::format("c variables {}..{} are the counters' auxiliaries", cells + 1, cnf.variables));
  }
  line("c encoding: exactly k stars in each row, column and zone by a sequential counter");
  line("c   (Sinz 2005) in both directions: per unit, register s(i,j) <-> at least j stars");
  line("c   among its first i cells (cells in row-major order), no star past the k-th, s(m,k)");
  line("c no two stars touch: one clause -a -b for each pair of neighbouring cells");
  line("c   (8-neighbourhood), each pair once");
  line("c models: the auxiliaries follow from the cells, so the models are the solutions, one");
  line("c   for one");
  line(fmt::format(
      "c counting solutions: solve; add the clause -v for every v in 1..{} true in the model",
      cells));
  line(fmt::format(
      "c   (every solution has {} stars, so it excludes that solution and no other); solve again,",
      n * p.row_stars));
  line("c   until unsatisfiable");
  line(fmt::format("p cnf {} {}", cnf.variables, cnf.clauses.size()));
  for (const std::vector<int>& clause : cnf.clauses) {
    for (int lit : clause) {
      out += std::to_string(lit);
      out += ' ';
    }
    out += "0\n";
  }
  return out;
}

}  // namespace ps::starbattle
