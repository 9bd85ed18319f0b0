// Killer cages for the solvers; see cages.h.
#include "sudoku/cages.h"

#include <algorithm>
#include <array>
#include <bit>

namespace ps::sudoku {

namespace {

constexpr int kMaxSum = kMaxN * (kMaxN + 1) / 2;  // 136
constexpr int kKeys = (kMaxN + 1) * (kMaxSum + 1);

// Every mask of 16 bits by (digits, sum), each bucket in increasing order of mask: a counting
// sort, built once.
struct Table {
  std::vector<uint16_t> masks;
  std::array<int, kKeys + 1> start{};
  Table() {
    auto key = [](unsigned m) {
      int s = 0;
      for (unsigned b = m; b; b &= b - 1) s += std::countr_zero(b) + 1;
      return std::popcount(m) * (kMaxSum + 1) + s;
    };
    std::array<int, kKeys + 1> count{};
    for (unsigned m = 0; m < 65536; ++m) ++count[static_cast<size_t>(key(m)) + 1];
    for (int k = 0; k < kKeys; ++k)
      count[static_cast<size_t>(k) + 1] += count[static_cast<size_t>(k)];
    start = count;
    masks.resize(65536);
    for (unsigned m = 0; m < 65536; ++m) {
      masks[static_cast<size_t>(count[static_cast<size_t>(key(m))]++)] = static_cast<uint16_t>(m);
    }
  }
};

const Table& TheTable() {
  static const Table table;
  return table;
}

inline bool Single(uint16_t m) { return m != 0 && (m & (m - 1)) == 0; }

// Whether every two of `cells` are peers (so their digits differ).
bool AllSee(const Topology& topo, const std::vector<int>& cells) {
  for (size_t i = 0; i < cells.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      if (!topo.peer_mask[static_cast<size_t>(cells[i])].Test(cells[j])) return false;
    }
  }
  return true;
}

}  // namespace

MaskRange Combinations(int n, int k, int s) {
  if (n < 1 || n > kMaxN || k < 0 || k > n || s < 0 || s > kMaxSum) return {};
  const Table& t = TheTable();
  const size_t key = static_cast<size_t>(k * (kMaxSum + 1) + s);
  const uint16_t* first = t.masks.data() + t.start[key];
  const uint16_t* last = t.masks.data() + t.start[key + 1];
  // Only digits up to n: the masks below 1 << n, which come first.
  last = std::upper_bound(first, last, static_cast<uint16_t>((1u << n) - 1));
  return {first, last};
}

bool FittingCombinations(int n, const SumCage& cage, const uint16_t* cand, uint16_t& any,
                         uint16_t& all, int& count) {
  uint16_t fixed = 0, open = 0;
  int fixed_sum = 0, free_cells = 0;
  int free_list[kMaxCells];
  for (int c : cage.cells) {
    const uint16_t m = cand[c];
    if (m == 0) return false;
    if (Single(m)) {
      if (fixed & m) return false;  // a digit twice
      fixed = static_cast<uint16_t>(fixed | m);
      fixed_sum += std::countr_zero(static_cast<unsigned>(m)) + 1;
    } else {
      free_list[free_cells++] = c;
      open = static_cast<uint16_t>(open | m);
    }
  }
  any = 0;
  all = 0xFFFF;
  count = 0;
  if (free_cells == 0) {
    if (fixed_sum != cage.sum) return false;
    any = all = fixed;
    count = 1;
    return true;
  }
  for (uint16_t combo : Combinations(n, free_cells, cage.sum - fixed_sum)) {
    if ((combo & fixed) || (combo & ~open)) continue;
    bool fits = true;
    for (int i = 0; i < free_cells && fits; ++i) fits = (cand[free_list[i]] & combo) != 0;
    if (!fits) continue;
    any = static_cast<uint16_t>(any | combo);
    all = static_cast<uint16_t>(all & combo);
    ++count;
  }
  if (count == 0) return false;
  any = static_cast<uint16_t>(any | fixed);
  all = static_cast<uint16_t>(all | fixed);
  return true;
}

bool NarrowCage(int n, const SumCage& cage, uint16_t* cand, bool& changed) {
  if (cage.distinct) {
    uint16_t any = 0, all = 0;
    int count = 0;
    if (!FittingCombinations(n, cage, cand, any, all, count)) return false;
    for (int c : cage.cells) {
      const uint16_t m = static_cast<uint16_t>(cand[c] & any);
      if (m != cand[c]) {
        if (m == 0) return false;
        cand[c] = m;
        changed = true;
      }
    }
    // A digit every combination holds, with one square left for it.
    for (uint16_t need = all; need; need = static_cast<uint16_t>(need & (need - 1))) {
      const uint16_t bit = static_cast<uint16_t>(need & (0u - need));
      int where = -1, places = 0;
      for (int c : cage.cells) {
        if (cand[c] & bit) {
          where = c;
          ++places;
        }
      }
      if (places == 0) return false;
      if (places == 1 && cand[where] != bit) {
        cand[where] = bit;
        changed = true;
      }
    }
    return true;
  }
  // Sums alone: each square between the sum less the others' most and the sum less their least.
  int lo = 0, hi = 0;
  for (int c : cage.cells) {
    const unsigned m = cand[c];
    if (m == 0) return false;
    lo += std::countr_zero(m) + 1;
    hi += 16 - std::countl_zero(static_cast<uint16_t>(m));
  }
  if (cage.sum < lo || cage.sum > hi) return false;
  for (int c : cage.cells) {
    const unsigned m = cand[c];
    const int own_lo = std::countr_zero(m) + 1,
              own_hi = 16 - std::countl_zero(static_cast<uint16_t>(m));
    const int from = std::max(1, cage.sum - (hi - own_hi)),
              to = std::min(n, cage.sum - (lo - own_lo));
    if (from > to) return false;
    const unsigned keep = ((1u << to) - 1) & ~((1u << (from - 1)) - 1);
    if ((m & keep) != m) {
      if ((m & keep) == 0) return false;
      cand[c] = static_cast<uint16_t>(m & keep);
      changed = true;
    }
  }
  return true;
}

std::vector<SumCage> SolverCages(const Topology& topo, int max_lines) {
  std::vector<SumCage> out;
  const Geometry& geo = topo.geo;
  if (!geo.killer()) return out;
  const int n = geo.n(), cells = geo.cells(), total = n * (n + 1) / 2;
  for (size_t k = 0; k < geo.cages.size(); ++k) {
    SumCage c;
    c.cells = geo.cages[k].cells;
    c.sum = geo.cages[k].sum;
    c.cage = static_cast<int>(k);
    out.push_back(std::move(c));
  }
  const size_t real = out.size();
  auto known = [&](const std::vector<int>& cells_of) {
    return std::any_of(out.begin(), out.end(),
                       [&](const SumCage& c) { return c.cells == cells_of; });
  };
  auto add = [&](SumCage c) {
    if (c.cells.empty() || static_cast<int>(c.cells.size()) > n || known(c.cells)) return;
    // Inside one cage: that cage splits, its rest adding up to the difference.
    const int home = topo.cage_of[static_cast<size_t>(c.cells[0])];
    const bool inside = home >= 0 && std::all_of(c.cells.begin(), c.cells.end(), [&](int x) {
                          return topo.cage_of[static_cast<size_t>(x)] == home;
                        });
    out.push_back(c);
    if (!inside) return;
    const Cage& cage = geo.cages[static_cast<size_t>(home)];
    SumCage rest = c;
    rest.cells.clear();
    for (int x : cage.cells) {
      if (!std::binary_search(c.cells.begin(), c.cells.end(), x)) rest.cells.push_back(x);
    }
    rest.sum = cage.sum - c.sum;
    rest.distinct = true;
    rest.cage = home;
    rest.split = true;
    if (!rest.cells.empty() && !known(rest.cells)) out.push_back(std::move(rest));
  };
  // The hidden cages of a set of houses (unit indices) covering each of their squares once.
  auto houses = [&](const std::vector<int>& units) {
    std::vector<char> in(static_cast<size_t>(cells), 0);
    for (int u : units) {
      for (int c : topo.units[static_cast<size_t>(u)]) in[static_cast<size_t>(c)] = 1;
    }
    std::vector<char> inside_cage(geo.cages.size(), 0), crossing(geo.cages.size(), 0);
    for (size_t k = 0; k < real; ++k) {
      const auto& cc = out[k].cells;
      const auto n_in =
          std::count_if(cc.begin(), cc.end(), [&](int c) { return in[static_cast<size_t>(c)]; });
      if (n_in == static_cast<long>(cc.size()))
        inside_cage[k] = 1;
      else if (n_in > 0)
        crossing[k] = 1;
    }
    int sum = static_cast<int>(units.size()) * total;
    std::vector<int> innies;
    bool uncaged = false;
    for (size_t k = 0; k < real; ++k) {
      if (inside_cage[k]) sum -= out[k].sum;
    }
    for (int c = 0; c < cells; ++c) {
      if (!in[static_cast<size_t>(c)]) continue;
      const int k = topo.cage_of[static_cast<size_t>(c)];
      if (k < 0) uncaged = true;
      if (k < 0 || !inside_cage[static_cast<size_t>(k)]) innies.push_back(c);
    }
    if (innies.size() < static_cast<size_t>(units.size()) * static_cast<size_t>(n)) {
      SumCage c;
      c.cells = innies;
      c.sum = sum;
      c.distinct = units.size() == 1 || AllSee(topo, innies);
      c.houses = units;
      add(std::move(c));
    }
    if (uncaged) return;  // outies need every square of the houses in a cage
    SumCage o;
    o.sum = -sum;
    for (size_t k = 0; k < real; ++k) {
      if (!crossing[k]) continue;
      o.sum += out[k].sum;
      for (int c : out[k].cells) {
        if (!in[static_cast<size_t>(c)]) o.cells.push_back(c);
      }
    }
    std::sort(o.cells.begin(), o.cells.end());
    if (o.cells.empty()) return;
    o.distinct = AllSee(topo, o.cells);
    o.houses = units;
    o.outside = true;
    add(std::move(o));
  };
  for (int u = 0; u < static_cast<int>(topo.units.size()); ++u) houses({u});
  for (int k = 2; k <= max_lines && k < n; ++k) {
    for (int first = 0; first + k <= n; ++first) {
      std::vector<int> rows, cols;
      for (int i = first; i < first + k; ++i) {
        rows.push_back(i);
        cols.push_back(n + i);
      }
      houses(rows);
      houses(cols);
    }
  }
  return out;
}

}  // namespace ps::sudoku
