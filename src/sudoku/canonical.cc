// See canonical.h. For a plain board: every column order (a stack order times the orders within
// the stacks) and both transpositions are tried; for each, the rows are chosen one at a time by
// branch and bound: at each position only the candidate rows whose relabelled text is least are
// followed (ties all followed), and a branch whose prefix is already above the best key so far
// is dropped. Relabelling by first appearance gives the least text for a fixed arrangement, so
// the least over all arrangements is the minlex form.
#include "sudoku/canonical.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <numeric>
#include <vector>

namespace ps::sudoku {

namespace {

using Labels = std::array<uint8_t, kMaxN + 1>;

char Digit(int v) { return static_cast<char>(v < 10 ? '0' + v : 'A' + (v - 10)); }

// Every permutation of {0..k-1}.
std::vector<std::vector<int>> Permutations(int k) {
  std::vector<int> p(static_cast<size_t>(k));
  std::iota(p.begin(), p.end(), 0);
  std::vector<std::vector<int>> all;
  do {
    all.push_back(p);
  } while (std::next_permutation(p.begin(), p.end()));
  return all;
}

// Every order of `groups` groups of `size` lines that keeps the groups together: an order of
// the groups, then an order within each group.
std::vector<std::vector<int>> GroupOrders(int groups, int size) {
  const std::vector<std::vector<int>> outer = Permutations(groups), inner = Permutations(size);
  std::vector<std::vector<int>> all;
  std::vector<size_t> pick(static_cast<size_t>(groups), 0);
  for (const std::vector<int>& o : outer) {
    std::fill(pick.begin(), pick.end(), 0);
    for (;;) {
      std::vector<int> order;
      for (size_t g = 0; g < pick.size(); ++g) {
        for (int i : inner[pick[g]]) order.push_back(o[g] * size + i);
      }
      all.push_back(std::move(order));
      size_t g = 0;
      while (g < pick.size() && ++pick[g] == inner.size()) pick[g++] = 0;
      if (g == pick.size()) break;
    }
  }
  return all;
}

struct MinLex {
  int n = 0, box_h = 0;
  const std::vector<uint8_t>* cells = nullptr;  // transposed or not
  const std::vector<int>* cols = nullptr;       // the column order being tried
  std::vector<uint8_t> best;                    // n*n relabelled values; empty: none yet
  std::vector<uint8_t> cur;
  std::vector<char> used_row;

  // The relabelled text of row `r` in the current column order, `label` extended as it goes.
  void RowText(int r, Labels& label, uint8_t& next, uint8_t* out) const {
    for (int c = 0; c < n; ++c) {
      uint8_t v = (*cells)[static_cast<size_t>(r * n + (*cols)[static_cast<size_t>(c)])];
      if (v != 0) {
        if (label[v] == 0) label[v] = ++next;
        v = label[v];
      }
      out[c] = v;
    }
  }

  // Fills position `pos` (a row of the board being built); `band` is the band being filled
  // (-1 between bands).
  void Search(int pos, int band, const Labels& label, uint8_t next) {
    const size_t len = static_cast<size_t>(n);
    if (pos == n) {
      if (best.empty() || cur < best) best = cur;
      return;
    }
    std::array<int, kMaxN> candidates{};
    int count = 0;
    if (band >= 0) {
      for (int i = 0; i < box_h; ++i) {
        if (!used_row[static_cast<size_t>(band * box_h + i)])
          candidates[static_cast<size_t>(count++)] = band * box_h + i;
      }
    } else {
      for (int b = 0; b < n / box_h; ++b) {
        if (used_row[static_cast<size_t>(b * box_h)]) continue;  // a started band is finished
        for (int i = 0; i < box_h; ++i) candidates[static_cast<size_t>(count++)] = b * box_h + i;
      }
    }
    // The least row text among the candidates.
    using Row = std::array<uint8_t, kMaxN>;
    std::array<Row, kMaxN> texts{};
    std::array<Labels, kMaxN> labels;
    std::array<uint8_t, kMaxN> nexts{};
    int least = 0;
    for (int i = 0; i < count; ++i) {
      const size_t c = static_cast<size_t>(i);
      labels[c] = label;
      nexts[c] = next;
      RowText(candidates[c], labels[c], nexts[c], texts[c].data());
      if (texts[c] < texts[static_cast<size_t>(least)]) least = i;
    }
    const Row row = texts[static_cast<size_t>(least)];
    const auto start = cur.begin() + static_cast<std::ptrdiff_t>(static_cast<size_t>(pos) * len);
    const auto end = start + static_cast<std::ptrdiff_t>(len);
    for (int i = 0; i < count; ++i) {
      const size_t c = static_cast<size_t>(i);
      if (texts[c] != row) continue;
      std::copy(row.begin(), row.begin() + static_cast<std::ptrdiff_t>(len), start);
      // A prefix above the best so far cannot lead below it (the best may have changed in an
      // earlier branch).
      if (!best.empty() &&
          std::lexicographical_compare(best.begin(), best.begin() + (end - cur.begin()),
                                       cur.begin(), end)) {
        return;
      }
      const int r = candidates[c];
      used_row[static_cast<size_t>(r)] = 1;
      // The band is done after its box_h-th row.
      const int this_band = r / box_h;
      int filled = 0;
      for (int j = 0; j < box_h; ++j)
        filled += used_row[static_cast<size_t>(this_band * box_h + j)];
      Search(pos + 1, filled == box_h ? -1 : this_band, labels[c], nexts[c]);
      used_row[static_cast<size_t>(r)] = 0;
    }
  }
};

std::vector<uint8_t> Transposed(const std::vector<uint8_t>& cells, int n) {
  std::vector<uint8_t> t(cells.size());
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      t[static_cast<size_t>(x * n + y)] = cells[static_cast<size_t>(y * n + x)];
    }
  }
  return t;
}

// The least text over the symmetries of the square that keep the box shape, each relabelled.
std::vector<uint8_t> DihedralMin(const Puzzle& p) {
  const int n = p.geo.n();
  const bool square = p.geo.box_w == p.geo.box_h;
  std::vector<uint8_t> best, t(static_cast<size_t>(n * n));
  for (int s = 0; s < 8; ++s) {
    const bool swap = (s & 4) != 0;
    if (swap && !square) continue;
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        int sx = (s & 1) ? n - 1 - x : x, sy = (s & 2) ? n - 1 - y : y;
        if (swap) std::swap(sx, sy);
        t[static_cast<size_t>(y * n + x)] = p.cells[static_cast<size_t>(sy * n + sx)];
      }
    }
    Labels label{};
    uint8_t next = 0;
    for (uint8_t& v : t) {
      if (v == 0) continue;
      if (label[v] == 0) label[v] = ++next;
      v = label[v];
    }
    if (best.empty() || t < best) best = t;
  }
  return best;
}

// A jigsaw's key: over the 8 symmetries of the square, the givens (digits relabelled) then the
// regions (relabelled in order of first appearance), the least of them.
std::string JigsawKey(const Puzzle& p) {
  const int n = p.geo.n();
  std::vector<uint8_t> best, t(static_cast<size_t>(2 * n * n));
  for (int s = 0; s < 8; ++s) {
    Labels label{}, region{};
    uint8_t next = 0, next_region = 0;
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        int sx = (s & 1) ? n - 1 - x : x, sy = (s & 2) ? n - 1 - y : y;
        if (s & 4) std::swap(sx, sy);
        const auto from = static_cast<size_t>(sy * n + sx), to = static_cast<size_t>(y * n + x);
        uint8_t v = p.cells[from];
        if (v != 0) {
          if (label[v] == 0) label[v] = ++next;
          v = label[v];
        }
        t[to] = v;
        const uint8_t r = p.geo.regions[from];
        if (region[r] == 0) region[r] = ++next_region;
        t[static_cast<size_t>(n * n) + to] = region[r];
      }
    }
    if (best.empty() || t < best) best = t;
  }
  std::string key = std::to_string(n) + (p.geo.diagonals ? "jx:" : "j:");
  for (size_t i = 0; i < best.size(); ++i) {
    if (i == static_cast<size_t>(n * n)) key += ',';
    key += Digit(best[i]);
  }
  return key;
}

// A killer's key (on boxes or a jigsaw's regions): over the 8 symmetries of the square, the
// givens as they are (the sums fix the digits: no relabelling), a jigsaw's regions relabelled,
// each square's cage numbered in order of first appearance (0 for none), then the cages' sums in
// that order; the least of them, as numbers. Band and stack orders keep cages only as squares
// that move together, which the 8 symmetries and these numbers already show for most boards; they
// are left out, as for a jigsaw.
std::string KillerKey(const Puzzle& p) {
  const int n = p.geo.n(), cells = n * n;
  Topology t(p.geo);
  std::vector<int> best, key;
  for (int s = 0; s < 8; ++s) {
    key.assign(static_cast<size_t>(cells), 0);
    std::vector<int> region(static_cast<size_t>(n), 0), cage(p.geo.cages.size(), 0), sums;
    std::vector<int> regions, cages;
    int next_region = 0, next_cage = 0;
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        int sx = (s & 1) ? n - 1 - x : x, sy = (s & 2) ? n - 1 - y : y;
        if (s & 4) std::swap(sx, sy);
        const auto from = static_cast<size_t>(sy * n + sx), to = static_cast<size_t>(y * n + x);
        key[to] = p.cells[from];
        if (p.geo.jigsaw()) {
          int& r = region[p.geo.regions[from]];
          if (r == 0) r = ++next_region;
          regions.push_back(r);
        }
        const int k = t.cage_of[from];
        if (k < 0) {
          cages.push_back(0);
          continue;
        }
        int& c = cage[static_cast<size_t>(k)];
        if (c == 0) {
          c = ++next_cage;
          sums.push_back(p.geo.cages[static_cast<size_t>(k)].sum);
        }
        cages.push_back(c);
      }
    }
    key.insert(key.end(), regions.begin(), regions.end());
    key.insert(key.end(), cages.begin(), cages.end());
    key.insert(key.end(), sums.begin(), sums.end());
    if (best.empty() || key < best) best = key;
  }
  std::string out =
      std::to_string(n) + (p.geo.jigsaw() ? "j" : "") + (p.geo.diagonals ? "x" : "") + "k:";
  for (int i = 0; i < cells; ++i) out += Digit(best[static_cast<size_t>(i)]);
  size_t at = static_cast<size_t>(cells);
  if (p.geo.jigsaw()) {
    out += ',';
    for (int i = 0; i < cells; ++i) out += Digit(best[at++]);
  }
  for (int part = 0; part < 2; ++part) {
    out += ',';
    const size_t end = part == 0 ? at + static_cast<size_t>(cells) : best.size();
    for (size_t i = at; i < end; ++i) {
      if (i > at) out += '.';
      out += std::to_string(best[i]);
    }
    at = end;
  }
  return out;
}

}  // namespace

std::string CanonicalKey(const Puzzle& puzzle) {
  const Geometry& geo = puzzle.geo;
  const int n = geo.n();
  if (geo.killer()) return KillerKey(puzzle);
  if (geo.jigsaw()) return JigsawKey(puzzle);
  std::vector<uint8_t> best;
  if (geo.diagonals || n > 9) {
    best = DihedralMin(puzzle);
  } else {
    const std::vector<std::vector<int>> col_orders = GroupOrders(n / geo.box_w, geo.box_w);
    MinLex m;
    m.n = n;
    m.box_h = geo.box_h;
    m.cur.assign(static_cast<size_t>(n * n), 0);
    m.used_row.assign(static_cast<size_t>(n), 0);
    const std::vector<uint8_t> transposed = Transposed(puzzle.cells, n);
    // The first row decides most: only the (transposition, column order, row) whose first row
    // is the least of all go on to the search of the other rows.
    struct Start {
      int t;
      const std::vector<int>* cols;
      int row;
    };
    std::vector<Start> starts;
    std::array<uint8_t, kMaxN> least{}, text{};
    for (int t = 0; t < (geo.box_w == geo.box_h ? 2 : 1); ++t) {
      m.cells = t == 0 ? &puzzle.cells : &transposed;
      for (const std::vector<int>& cols : col_orders) {
        m.cols = &cols;
        for (int r = 0; r < n; ++r) {
          Labels label{};
          uint8_t next = 0;
          m.RowText(r, label, next, text.data());
          if (starts.empty() || text < least) {
            starts.clear();
            least = text;
          } else if (text != least) {
            continue;
          }
          starts.push_back({t, &cols, r});
        }
      }
    }
    for (const Start& s : starts) {
      m.cells = s.t == 0 ? &puzzle.cells : &transposed;
      m.cols = s.cols;
      Labels label{};
      uint8_t next = 0;
      m.RowText(s.row, label, next, m.cur.data());
      if (!m.best.empty() && !std::equal(m.cur.begin(), m.cur.begin() + n, m.best.begin()))
        continue;
      m.used_row[static_cast<size_t>(s.row)] = 1;
      m.Search(1, m.box_h == 1 ? -1 : s.row / m.box_h, label, next);
      m.used_row[static_cast<size_t>(s.row)] = 0;
    }
    best = std::move(m.best);
  }
  std::string key =
      std::to_string(geo.box_w) + "x" + std::to_string(geo.box_h) + (geo.diagonals ? "x:" : ":");
  for (uint8_t v : best) key += Digit(v);
  return key;
}

}  // namespace ps::sudoku
