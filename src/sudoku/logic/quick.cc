// The quick fixpoint of the basic techniques; see logic.h. The same deductions as singles.cc,
// intersections.cc, subsets.cc and fish.cc (up to triples), without steps or allocations, and
// applied in batches: every deduction found in one sweep is applied before looking again.
#include <algorithm>
#include <bit>

#include "sudoku/bands9.h"
#include "sudoku/logic.h"

namespace ps::sudoku {

namespace {

int Pop(unsigned x) { return std::popcount(x); }

// The subsets behind naked and hidden subsets and fish: every `size`-subset (2 or 3) of the
// `count` items whose masks together hold exactly `size` bits. Calls found(union of the masks,
// union of the keys) for each; true when any call did (removed something).
template <class Found>
bool ClosedSubsets(int size, int count, const unsigned* masks, const unsigned* keys,
                   Found&& found) {
  bool any = false;
  for (int a = 0; a < count; ++a) {
    for (int b = a + 1; b < count; ++b) {
      const unsigned two = masks[a] | masks[b];
      if (size == 2) {
        if (Pop(two) == 2 && found(two, keys[a] | keys[b])) any = true;
        continue;
      }
      for (int c = b + 1; c < count; ++c) {
        const unsigned three = two | masks[c];
        if (Pop(three) == 3 && found(three, keys[a] | keys[b] | keys[c])) any = true;
      }
    }
  }
  return any;
}

}  // namespace

QuickSolver::QuickSolver(const Topology& topo)
    : topo_(&topo),
      n_(topo.geo.n()),
      cells_count_(topo.geo.cells()),
      full_(static_cast<uint16_t>((1u << n_) - 1)) {
  for (const auto& unit : topo.units)
    unit_cells_.insert(unit_cells_.end(), unit.begin(), unit.end());
  for (const auto& p : topo.peers) {
    peer_start_.push_back(static_cast<int>(peers_.size()));
    peers_.insert(peers_.end(), p.begin(), p.end());
  }
  peer_start_.push_back(static_cast<int>(peers_.size()));
  // Every (box, line) pair that shares cells: the shared cells, the rest of the box, the rest of
  // the line (rows and columns only, as in intersections.cc).
  const auto& units = topo.units;
  auto contains = [](const std::vector<int>& u, int c) {
    return std::find(u.begin(), u.end(), c) != u.end();
  };
  for (int b = 2 * n_; b < 3 * n_; ++b) {
    const auto& box = units[static_cast<size_t>(b)];
    for (int l = 0; l < 2 * n_; ++l) {
      const auto& line = units[static_cast<size_t>(l)];
      std::vector<int> inter, box_rest, line_rest;
      for (int c : box) (contains(line, c) ? inter : box_rest).push_back(c);
      if (inter.empty()) continue;
      for (int c : line) {
        if (!contains(box, c)) line_rest.push_back(c);
      }
      Intersection x{};
      x.inter = static_cast<int>(cells_.size());
      cells_.insert(cells_.end(), inter.begin(), inter.end());
      cells_.push_back(-1);
      x.box_rest = static_cast<int>(cells_.size());
      cells_.insert(cells_.end(), box_rest.begin(), box_rest.end());
      cells_.push_back(-1);
      x.line_rest = static_cast<int>(cells_.size());
      cells_.insert(cells_.end(), line_rest.begin(), line_rest.end());
      cells_.push_back(-1);
      inters_.push_back(x);
    }
  }
  value_.assign(static_cast<size_t>(cells_count_), 0);
  cand_.assign(static_cast<size_t>(cells_count_), 0);
  places_.assign(topo.units.size() * static_cast<size_t>(n_), 0u);
  use_bits_ = topo.geo == Geometry{3, 3, false};
}

void QuickSolver::Place(int cell, int v) {
  const auto ucell = static_cast<size_t>(cell);
  const uint16_t bit = static_cast<uint16_t>(1u << (v - 1));
  if (value_[ucell] || !(cand_[ucell] & bit)) {
    broken_ = true;
    return;
  }
  value_[ucell] = static_cast<uint8_t>(v);
  cand_[ucell] = 0;
  places_ok_ = false;
  --left_;
  const int* p = peers_.data() + peer_start_[ucell];
  const int* end = peers_.data() + peer_start_[ucell + 1];
  for (; p != end; ++p) {
    uint16_t& c = cand_[static_cast<size_t>(*p)];
    if (!(c & bit)) continue;
    c = static_cast<uint16_t>(c & ~bit);
    if (!c) broken_ = true;  // an open cell with no candidate left
  }
}

bool QuickSolver::Remove(int cell, uint16_t mask) {
  uint16_t& c = cand_[static_cast<size_t>(cell)];
  if (!(c & mask)) return false;
  c = static_cast<uint16_t>(c & ~mask);
  places_ok_ = false;
  if (!c) broken_ = true;
  return true;
}

bool QuickSolver::HiddenSingles(int unit_lo, int unit_hi) {
  bool any = false;
  for (int u = unit_lo; u < unit_hi && !broken_; ++u) {
    const int* cells = unit_cells_.data() + u * n_;
    unsigned once = 0, twice = 0, placed = 0;
    for (int i = 0; i < n_; ++i) {
      const auto c = static_cast<size_t>(cells[i]);
      twice |= once & cand_[c];
      once |= cand_[c];
      if (value_[c]) placed |= 1u << (value_[c] - 1);
    }
    if ((once | placed) != full_) {
      broken_ = true;  // a value with no place left in the unit
      break;
    }
    unsigned single = once & ~twice;
    while (single) {
      const int v = std::countr_zero(single) + 1;
      single &= single - 1;
      const uint16_t bit = static_cast<uint16_t>(1u << (v - 1));
      for (int i = 0; i < n_; ++i) {
        if (cand_[static_cast<size_t>(cells[i])] & bit) {
          Place(cells[i], v);
          any = true;
          break;
        }
      }
    }
  }
  return any;
}

bool QuickSolver::NakedSingles() {
  bool any = false;
  for (int c = 0; c < cells_count_ && !broken_; ++c) {
    const unsigned m = cand_[static_cast<size_t>(c)];
    if (m && !(m & (m - 1))) {
      Place(c, std::countr_zero(m) + 1);
      any = true;
    }
  }
  return any;
}

bool QuickSolver::Intersections(bool pointing) {
  bool any = false;
  auto mask_of = [&](int at) {
    unsigned m = 0;
    for (const int* p = cells_.data() + at; *p >= 0; ++p) m |= cand_[static_cast<size_t>(*p)];
    return m;
  };
  for (const Intersection& x : inters_) {
    const unsigned inter = mask_of(x.inter);
    if (!inter) continue;
    const unsigned box_rest = mask_of(x.box_rest), line_rest = mask_of(x.line_rest);
    // Pointing: confined to the line within the box, so it leaves the rest of the line.
    // Claiming: confined to the box within the line, so it leaves the rest of the box.
    const unsigned go = pointing ? inter & ~box_rest & line_rest : inter & ~line_rest & box_rest;
    if (!go) continue;
    for (const int* p = cells_.data() + (pointing ? x.line_rest : x.box_rest); *p >= 0; ++p) {
      Remove(*p, static_cast<uint16_t>(go));
    }
    any = true;
  }
  return any;
}

bool QuickSolver::NakedSubsets(int size) {
  const int units = static_cast<int>(topo_->units.size());
  bool any = false;
  for (int u = 0; u < units; ++u) {
    const int* cells = unit_cells_.data() + u * n_;
    // Open cells with 2..size candidates: their candidates, keyed by unit position.
    unsigned cands[kMaxN], positions[kMaxN];
    int count = 0;
    for (int i = 0; i < n_; ++i) {
      const unsigned m = cand_[static_cast<size_t>(cells[i])];
      const int k = Pop(m);
      if (k >= 2 && k <= size) {
        cands[count] = m;
        positions[count++] = 1u << i;
      }
    }
    any |= ClosedSubsets(size, count, cands, positions, [&](unsigned values, unsigned picked) {
      bool did = false;
      for (int i = 0; i < n_; ++i) {
        if (!(picked & (1u << i))) did |= Remove(cells[i], static_cast<uint16_t>(values));
      }
      return did;
    });
  }
  return any;
}

void QuickSolver::UpdatePlaces() {
  if (places_ok_) return;
  std::fill(places_.begin(), places_.end(), 0u);
  const int units = static_cast<int>(topo_->units.size());
  for (int u = 0; u < units; ++u) {
    const int* cells = unit_cells_.data() + u * n_;
    uint32_t* where = places_.data() + u * n_;
    for (int i = 0; i < n_; ++i) {
      for (unsigned m = cand_[static_cast<size_t>(cells[i])]; m; m &= m - 1)
        where[std::countr_zero(m)] |= 1u << i;
    }
  }
  places_ok_ = true;
}

bool QuickSolver::HiddenSubsets(int size) {
  const int units = static_cast<int>(topo_->units.size());
  bool any = false;
  for (int u = 0; u < units; ++u) {
    UpdatePlaces();
    const int* cells = unit_cells_.data() + u * n_;
    const uint32_t* where_of = places_.data() + u * n_;
    // Values with 2..size places in the unit: their places as bits of unit positions.
    unsigned places[kMaxN], values[kMaxN];
    int count = 0;
    for (int v = 0; v < n_; ++v) {
      const int k = Pop(where_of[v]);
      if (k >= 2 && k <= size) {
        places[count] = where_of[v];
        values[count++] = 1u << v;
      }
    }
    any |= ClosedSubsets(size, count, places, values, [&](unsigned where, unsigned keep) {
      bool did = false;
      for (int i = 0; i < n_; ++i) {
        if (where & (1u << i)) did |= Remove(cells[i], static_cast<uint16_t>(full_ & ~keep));
      }
      return did;
    });
  }
  return any;
}

bool QuickSolver::Fish(int size) {
  bool any = false;
  for (int v = 0; v < n_; ++v) {
    const uint16_t bit = static_cast<uint16_t>(1u << v);
    for (int rows_base = 1; rows_base >= 0; --rows_base) {
      auto cell = [&](int i, int j) { return rows_base ? i * n_ + j : j * n_ + i; };
      // Base lines with 2..size places for the value: the cover positions, keyed by line (rows
      // are units 0..n-1 with positions by column, columns the next n with positions by row).
      UpdatePlaces();
      const uint32_t* line_places = places_.data() + (rows_base ? 0 : n_ * n_) + v;
      unsigned cover[kMaxN], lines[kMaxN];
      int count = 0;
      for (int i = 0; i < n_; ++i) {
        const unsigned where = line_places[i * n_];
        const int k = Pop(where);
        if (k >= 2 && k <= size) {
          cover[count] = where;
          lines[count++] = 1u << i;
        }
      }
      any |= ClosedSubsets(size, count, cover, lines, [&](unsigned cols, unsigned base) {
        bool did = false;
        for (int j = 0; j < n_; ++j) {
          if (!(cols & (1u << j))) continue;
          for (int i = 0; i < n_; ++i) {
            if (!(base & (1u << i))) did |= Remove(cell(i, j), bit);
          }
        }
        return did;
      });
    }
  }
  return any;
}

void QuickSolver::RunArrays(double max_rating) {
  const int boxes = 2 * n_, boxes_end = 3 * n_;
  const int units = static_cast<int>(topo_->units.size());
  // Easiest first, as Grade: after any progress, start again from the easiest technique.
  static constexpr double kRatings[] = {1.2, 1.5, 2.3, 2.6, 2.8, 3.0, 3.2, 3.4, 3.6, 3.8, 4.0};
  while (left_ > 0 && !broken_) {
    bool progress = false;
    for (int t = 0; t < 11 && !progress && !broken_; ++t) {
      const double rating = kRatings[t];
      if (rating > max_rating + 1e-9) break;
      switch (t) {
        case 0:
          progress = HiddenSingles(boxes, boxes_end);
          break;
        case 1:
          progress = HiddenSingles(0, boxes) || HiddenSingles(boxes_end, units);
          break;
        case 2:
          progress = NakedSingles();
          break;
        case 3:
          progress = Intersections(true);
          break;
        case 4:
          progress = Intersections(false);
          break;
        case 5:
          progress = NakedSubsets(2);
          break;
        case 6:
          progress = Fish(2);
          break;
        case 7:
          progress = HiddenSubsets(2);
          break;
        case 8:
          progress = NakedSubsets(3);
          break;
        case 9:
          progress = Fish(3);
          break;
        default:
          progress = HiddenSubsets(3);
          break;
      }
      if (progress) rating_ = std::max(rating_, rating);
    }
    if (!progress) break;
  }
}

// ---- The 9x9 bitboards ----------------------------------------------------------------------

namespace {

using bands9::kBand;
using bands9::kBox0;
using bands9::kCol0;
using bands9::kRow0;

struct PeerMasks {
  uint32_t m[81][3];
};

constexpr PeerMasks MakePeerMasks() {
  PeerMasks p{};
  for (int a = 0; a < 81; ++a) {
    for (int b = 0; b < 81; ++b) {
      const int ra = a / 9, ca = a % 9, rb = b / 9, cb = b % 9;
      const bool peer = a != b && (ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3));
      if (peer) p.m[a][b / 27] |= 1u << (b % 27);
    }
  }
  return p;
}

constexpr PeerMasks kPeers9 = MakePeerMasks();

}  // namespace

void QuickSolver::PlaceBits(int cell, int v) {
  const int k = cell / 27;
  const uint32_t bit = 1u << (cell % 27);
  if (!(bits_.cand[v][k] & bit)) {
    broken_ = true;
    return;
  }
  for (auto& c : bits_.cand) c[k] &= ~bit;
  for (int j = 0; j < 3; ++j) bits_.cand[v][j] &= ~kPeers9.m[cell][j];
  bits_.placed[v][k] |= bit;
  value_[static_cast<size_t>(cell)] = static_cast<uint8_t>(v + 1);
  --left_;
}

bool QuickSolver::BoxSinglesBits() {
  bool any = false;
  for (int v = 0; v < 9; ++v) {
    for (int k = 0; k < 3; ++k) {
      for (int bx = 0; bx < 3; ++bx) {
        const uint32_t m = kBox0 << (3 * bx);
        const uint32_t x = bits_.cand[v][k] & m;
        if (!x) {
          if (!(bits_.placed[v][k] & m)) broken_ = true;
        } else if (!(x & (x - 1))) {
          PlaceBits(k * 27 + std::countr_zero(x), v);
          any = true;
        }
        if (broken_) return any;
      }
    }
  }
  return any;
}

bool QuickSolver::LineSinglesBits() {
  bool any = false;
  for (int v = 0; v < 9; ++v) {
    for (int k = 0; k < 3; ++k) {
      for (int r = 0; r < 3; ++r) {
        const uint32_t m = kRow0 << (9 * r);
        const uint32_t x = bits_.cand[v][k] & m;
        if (!x) {
          if (!(bits_.placed[v][k] & m)) broken_ = true;
        } else if (!(x & (x - 1))) {
          PlaceBits(k * 27 + std::countr_zero(x), v);
          any = true;
        }
        if (broken_) return any;
      }
    }
    for (int c = 0; c < 9; ++c) {
      const uint32_t m = kCol0 << c;
      const uint32_t x0 = bits_.cand[v][0] & m, x1 = bits_.cand[v][1] & m,
                     x2 = bits_.cand[v][2] & m;
      const int count = std::popcount(x0) + std::popcount(x1) + std::popcount(x2);
      if (count == 0) {
        if (!((bits_.placed[v][0] | bits_.placed[v][1] | bits_.placed[v][2]) & m)) broken_ = true;
      } else if (count == 1) {
        const int k = x0 ? 0 : x1 ? 1 : 2;
        PlaceBits(k * 27 + std::countr_zero(x0 | x1 | x2), v);
        any = true;
      }
      if (broken_) return any;
    }
  }
  return any;
}

bool QuickSolver::NakedSinglesBits() {
  bool any = false;
  for (int k = 0; k < 3; ++k) {
    uint32_t once = 0, twice = 0, placed = 0;
    for (int v = 0; v < 9; ++v) {
      twice |= once & bits_.cand[v][k];
      once |= bits_.cand[v][k];
      placed |= bits_.placed[v][k];
    }
    if (kBand & ~placed & ~once) {
      broken_ = true;  // an open cell with no candidate left
      return any;
    }
    uint32_t exact = once & ~twice;
    while (exact) {
      const int pos = std::countr_zero(exact);
      exact &= exact - 1;
      int v = 0;
      while (v < 9 && !(bits_.cand[v][k] & (1u << pos))) ++v;
      if (v == 9) {
        broken_ = true;  // an earlier placement of this batch took its last candidate
        return any;
      }
      PlaceBits(k * 27 + pos, v);
      any = true;
      if (broken_) return any;
    }
  }
  return any;
}

bool QuickSolver::PointingBits() {
  bool any = false;
  for (int v = 0; v < 9; ++v) {
    for (int k = 0; k < 3; ++k) {
      for (int bx = 0; bx < 3; ++bx) {
        const uint32_t m = kBox0 << (3 * bx);
        const uint32_t x = bits_.cand[v][k] & m;
        if (!x) continue;
        // Confined to one row of the box: the rest of that row loses it.
        for (int r = 0; r < 3; ++r) {
          const uint32_t rm = kRow0 << (9 * r);
          if ((x & rm) != x) continue;
          const uint32_t gone = bits_.cand[v][k] & rm & ~m;
          if (gone) {
            bits_.cand[v][k] &= ~gone;
            any = true;
          }
        }
        // Confined to one column of the box: the column's other bands lose it.
        const uint32_t cols = (x | x >> 9 | x >> 18) & kRow0;
        if (!(cols & (cols - 1))) {
          const uint32_t cm = kCol0 << std::countr_zero(cols);
          for (int j = 0; j < 3; ++j) {
            if (j != k && (bits_.cand[v][j] & cm)) {
              bits_.cand[v][j] &= ~cm;
              any = true;
            }
          }
        }
      }
    }
  }
  return any;
}

bool QuickSolver::ClaimingBits() {
  bool any = false;
  for (int v = 0; v < 9; ++v) {
    // Rows: confined to one box, the rest of that box loses it.
    for (int k = 0; k < 3; ++k) {
      for (int r = 0; r < 3; ++r) {
        const uint32_t rm = kRow0 << (9 * r);
        const uint32_t x = bits_.cand[v][k] & rm;
        if (!x) continue;
        for (int bx = 0; bx < 3; ++bx) {
          const uint32_t m = kBox0 << (3 * bx);
          if (x & ~m) continue;
          const uint32_t gone = bits_.cand[v][k] & m & ~rm;
          if (gone) {
            bits_.cand[v][k] &= ~gone;
            any = true;
          }
          break;
        }
      }
    }
    // Columns: confined to one band (so one box), the rest of that box loses it.
    for (int c = 0; c < 9; ++c) {
      const uint32_t cm = kCol0 << c;
      int band = -1, bands = 0;
      for (int k = 0; k < 3; ++k) {
        if (bits_.cand[v][k] & cm) {
          band = k;
          ++bands;
        }
      }
      if (bands != 1) continue;
      const uint32_t gone = bits_.cand[v][band] & (kBox0 << (3 * (c / 3))) & ~cm;
      if (gone) {
        bits_.cand[v][band] &= ~gone;
        any = true;
      }
    }
  }
  return any;
}

void QuickSolver::RunBits(double max_rating) {
  static constexpr double kRatings[] = {1.2, 1.5, 2.3, 2.6, 2.8};
  if (!exact_) {
    // Every single in one sweep, intersections only when singles stall: fewer sweeps, and the
    // same fixpoint (so the same answer to "solved?"), only the rating may be an overestimate.
    const int top = max_rating >= 2.8 - 1e-9   ? 5
                    : max_rating >= 2.6 - 1e-9 ? 4
                    : max_rating >= 2.3 - 1e-9 ? 3
                    : max_rating >= 1.5 - 1e-9 ? 2
                    : max_rating >= 1.2 - 1e-9 ? 1
                                               : 0;
    while (left_ > 0 && !broken_ && top > 0) {
      bool singles = BoxSinglesBits();
      if (top > 1 && !broken_) singles |= LineSinglesBits();
      if (top > 2 && !broken_) singles |= NakedSinglesBits();
      if (singles) {
        rating_ = std::max(rating_, kRatings[std::min(top, 3) - 1]);
        continue;
      }
      if (broken_ || top < 4) break;
      bool inter = PointingBits();
      if (top > 4) inter |= ClaimingBits();
      if (!inter) break;
      rating_ = std::max(rating_, kRatings[top - 1]);
    }
    return;
  }
  while (left_ > 0 && !broken_) {
    bool progress = false;
    for (int t = 0; t < 5 && !progress && !broken_; ++t) {
      if (kRatings[t] > max_rating + 1e-9) break;
      switch (t) {
        case 0:
          progress = BoxSinglesBits();
          break;
        case 1:
          progress = LineSinglesBits();
          break;
        case 2:
          progress = NakedSinglesBits();
          break;
        case 3:
          progress = PointingBits();
          break;
        default:
          progress = ClaimingBits();
          break;
      }
      if (progress) rating_ = std::max(rating_, kRatings[t]);
    }
    if (!progress) break;
  }
}

void QuickSolver::BitsToArrays() {
  for (int c = 0; c < 81; ++c) {
    uint16_t m = 0;
    if (!value_[static_cast<size_t>(c)]) {
      for (int v = 0; v < 9; ++v) {
        if (bits_.cand[v][c / 27] & (1u << (c % 27))) m = static_cast<uint16_t>(m | (1u << v));
      }
    }
    cand_[static_cast<size_t>(c)] = m;
  }
  in_bits_ = false;
  places_ok_ = false;
}

// ---- Entry points -----------------------------------------------------------------------------

QuickResult QuickSolver::Result() const {
  QuickResult r;
  r.broken = broken_;
  r.solved = left_ == 0 && !broken_;
  r.rating = rating_;
  return r;
}

QuickResult QuickSolver::Solve(const Puzzle& puzzle, double max_rating, bool exact) {
  exact_ = exact;
  std::fill(value_.begin(), value_.end(), 0);
  left_ = cells_count_;
  broken_ = false;
  rating_ = 0;
  in_bits_ = use_bits_;
  if (in_bits_) {
    for (auto& c : bits_.cand) c[0] = c[1] = c[2] = kBand;
    for (auto& p : bits_.placed) p[0] = p[1] = p[2] = 0;
    for (int c = 0; c < 81 && !broken_; ++c) {
      const int v = puzzle.cells[static_cast<size_t>(c)];
      if (v) PlaceBits(c, v - 1);
    }
  } else {
    std::fill(cand_.begin(), cand_.end(), full_);
    places_ok_ = false;
    for (int c = 0; c < cells_count_ && !broken_; ++c) {
      const int v = puzzle.cells[static_cast<size_t>(c)];
      if (v) Place(c, v);
    }
  }
  return Resume(max_rating);
}

QuickResult QuickSolver::Resume(double max_rating) {
  if (in_bits_) {
    RunBits(max_rating);
    if (left_ == 0 || broken_ || max_rating < 3.0 - 1e-9) return Result();
    BitsToArrays();
  }
  RunArrays(max_rating);
  return Result();
}

QuickResult QuickSolver::Finish(double max_rating, Budget& budget) {
  Step step;
  for (;;) {
    const QuickResult q = Resume(std::min(max_rating, kQuickMaxRating));
    if (q.solved || q.broken || max_rating <= kQuickMaxRating) return q;
    LogicGrid grid = State();
    grid.set_explain(false);
    if (!NextStep(grid, step, budget, max_rating, kQuickMaxRating + 0.1)) return q;
    rating_ = std::max(rating_, step.rating);
    for (auto [cell, v] : step.placements) Place(cell, v);
    for (auto [cell, mask] : step.removals) Remove(cell, mask);
  }
}

LogicGrid QuickSolver::State() {
  if (in_bits_) BitsToArrays();
  return LogicGrid(*topo_, value_, cand_);
}

}  // namespace ps::sudoku
