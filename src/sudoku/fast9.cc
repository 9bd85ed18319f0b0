// The 9x9 bitboard counting core; see fast9.h for the layout.
#include "sudoku/fast9.h"

#include <array>
#include <bit>
#include <cstring>
#include <span>

#include "sudoku/bands9.h"

namespace ps::sudoku::internal {

namespace {

using bands9::BoxMask;
using bands9::ColMask;
using bands9::kBand;
using bands9::kRow0;

// The generator's counts (random order or a known solution; see Count): locked candidates at the
// root only, as they had them (measured: deeper levels gained fewer nodes than the pass cost).
constexpr int kLockedDepth = 0;

inline bool Single(uint32_t x) { return (x & (x - 1)) == 0; }

// Per cell, what placing a digit there clears and marks (Place's arithmetic done once).
struct CellMasks {
  uint32_t bit;         // the cell in its band
  uint32_t band_peers;  // its row and box within its band
  uint32_t col;         // its column, in every band
  uint16_t row_bit, col_bit, box_bit;
  uint8_t band;
};

constexpr std::array<CellMasks, 81> MakeCellMasks() {
  std::array<CellMasks, 81> out{};
  for (int cell = 0; cell < 81; ++cell) {
    const int b = cell / 27, p = cell % 27, rb = p / 9, col = p % 9, bx = col / 3;
    out[static_cast<size_t>(cell)] = {1u << p,
                                      (kRow0 << (9 * rb)) | BoxMask(bx),
                                      ColMask(col),
                                      static_cast<uint16_t>(1u << (3 * b + rb)),
                                      static_cast<uint16_t>(1u << col),
                                      static_cast<uint16_t>(1u << (3 * b + bx)),
                                      static_cast<uint8_t>(b)};
  }
  return out;
}

constexpr std::array<CellMasks, 81> kCellMasks = MakeCellMasks();

// A band's rows (boxes) for each set of three row (box) bits.
constexpr std::array<uint32_t, 8> MakeGroups(bool boxes) {
  std::array<uint32_t, 8> out{};
  for (unsigned set = 0; set < 8; ++set) {
    for (int k = 0; k < 3; ++k) {
      if ((set >> k) & 1u) out[set] |= boxes ? BoxMask(k) : kRow0 << (9 * k);
    }
  }
  return out;
}
constexpr std::array<uint32_t, 8> kRowsOf = MakeGroups(false), kBoxesOf = MakeGroups(true);
inline int Ctz(uint32_t x) { return std::countr_zero(x); }

// Band and stack reasoning per digit. In a band, a digit takes one mini-row (three cells of a row
// in a box) in each row and in each box: a permutation of the 3x3 matrix of mini-rows (bit
// 3 * row + box). kMatch[m] is the union of the permutations inside m (0: none, a contradiction);
// the same holds for a stack's mini-columns (bit 3 * band + column in stack).
constexpr std::array<uint16_t, 512> MakeMatch() {
  std::array<uint16_t, 512> out{};
  constexpr int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (unsigned m = 0; m < 512; ++m) {
    for (const auto& p : perms) {
      unsigned bits = 1u << p[0] | 1u << (3 + p[1]) | 1u << (6 + p[2]);
      if ((bits & m) == bits) out[m] = static_cast<uint16_t>(out[m] | bits);
    }
  }
  return out;
}
constexpr std::array<uint16_t, 512> kMatch = MakeMatch();
// A row's nine cells to its three mini-rows.
constexpr std::array<uint8_t, 512> MakeMiniRows() {
  std::array<uint8_t, 512> out{};
  for (unsigned r = 0; r < 512; ++r)
    out[r] =
        static_cast<uint8_t>((r & 7u ? 1u : 0u) | (r & 070u ? 2u : 0u) | (r & 0700u ? 4u : 0u));
  return out;
}
constexpr std::array<uint8_t, 512> kMiniRows = MakeMiniRows();
// Nine mini-row bits (3 * row + box) to the band's cells.
constexpr std::array<uint32_t, 512> MakeMiniRowCells() {
  std::array<uint32_t, 512> out{};
  for (unsigned m = 0; m < 512; ++m) {
    for (int k = 0; k < 9; ++k) {
      if ((m >> k) & 1u) out[m] |= 7u << (9 * (k / 3) + 3 * (k % 3));
    }
  }
  return out;
}
constexpr std::array<uint32_t, 512> kMiniRowCells = MakeMiniRowCells();

}  // namespace

void Fast9::Place(State& s, int cell, int d) {
  const CellMasks& m = kCellMasks[static_cast<size_t>(cell)];
  const int b = m.band;
  // The digit's boards are read before any store and written once at the end (no store then
  // reload of the same word on the way).
  uint32_t own[3] = {s.cand[d][0] & ~m.col, s.cand[d][1] & ~m.col, s.cand[d][2] & ~m.col};
  own[b] &= ~m.band_peers;  // the cell itself too
  for (int e = 0; e < 9; ++e) s.cand[e][b] &= ~m.bit;
  s.cand[d][0] = own[0];
  s.cand[d][1] = own[1];
  s.cand[d][2] = own[2];
  s.unsolved[b] &= ~m.bit;
  s.placed[d][b] |= m.bit;
  s.row_done[d] = static_cast<uint16_t>(s.row_done[d] | m.row_bit);
  s.col_done[d] = static_cast<uint16_t>(s.col_done[d] | m.col_bit);
  s.box_done[d] = static_cast<uint16_t>(s.box_done[d] | m.box_bit);
  --s.left;
}

bool Fast9::Propagate(State& s, bool locked, bool bands) {
  // Each digit's boards when its hidden-single check last found nothing (all ones: never): a
  // digit whose boards are unchanged since has nothing new to find.
  uint32_t seen[9][3];
  std::memset(seen, 0xff, sizeof seen);
  uint32_t banded[9][3];  // the same for BandStack
  std::memset(banded, 0xff, sizeof banded);
  for (;;) {
    bool changed = false;
    // Naked singles, and cells with no candidate left.
    for (int b = 0; b < 3; ++b) {
      uint32_t ones = 0, twos = 0;
      for (int d = 0; d < 9; ++d) {
        twos |= ones & s.cand[d][b];
        ones |= s.cand[d][b];
      }
      if (s.unsolved[b] & ~ones) return false;
      uint32_t singles = s.unsolved[b] & ones & ~twos;
      while (singles) {
        int p = Ctz(singles);
        singles &= singles - 1;
        uint32_t digits = 0;  // branch-free: which digit it is, is unpredictable
        for (int e = 0; e < 9; ++e) digits |= ((s.cand[e][b] >> p) & 1u) << e;
        const int d = digits ? Ctz(digits) : 9;
        if (d == 9) {
          if ((s.unsolved[b] >> p) & 1u) return false;  // emptied by an earlier single
          continue;
        }
        Place(s, 27 * b + p, d);
        changed = true;
      }
    }
    if (changed) continue;
    // Hidden singles per digit, and units where a digit has no place left.
    for (int d = 0; d < 9; ++d) {
      if (s.cand[d][0] == seen[d][0] && s.cand[d][1] == seen[d][1] && s.cand[d][2] == seen[d][2])
        continue;
      const bool before = changed;
      changed = false;
      for (int b = 0; b < 3; ++b) {
        // Most bands have no open row or box with at most one place: found without branching
        // per unit, and then skipped.
        {
          const uint32_t w = s.cand[d][b];
          // At most one bit, without a bit count (slow where there is no POPCNT instruction).
          auto few = [](uint32_t x) { return static_cast<uint32_t>((x & (x - 1)) == 0); };
          const uint32_t rows = few(w & kRow0) | few(w & (kRow0 << 9)) << 1 | few(w >> 18) << 2;
          const uint32_t boxes =
              few(w & BoxMask(0)) | few(w & BoxMask(1)) << 1 | few(w & BoxMask(2)) << 2;
          const uint32_t done_rows = static_cast<uint32_t>(s.row_done[d]) >> (3 * b),
                         done_boxes = static_cast<uint32_t>(s.box_done[d]) >> (3 * b);
          if (!(((rows & ~done_rows) | (boxes & ~done_boxes)) & 7u)) continue;
        }
        for (int rb = 0; rb < 3; ++rb) {
          int r = 3 * b + rb;
          if ((s.row_done[d] >> r) & 1u) continue;
          uint32_t x = (s.cand[d][b] >> (9 * rb)) & kRow0;
          if (x == 0) return false;
          if (Single(x)) {
            Place(s, 9 * r + Ctz(x), d);
            changed = true;
          }
        }
        for (int bx = 0; bx < 3; ++bx) {
          if ((s.box_done[d] >> (3 * b + bx)) & 1u) continue;
          uint32_t x = s.cand[d][b] & BoxMask(bx);
          if (x == 0) return false;
          if (Single(x)) {
            Place(s, 27 * b + Ctz(x), d);
            changed = true;
          }
        }
      }
      uint32_t ones = 0, twos = 0;
      for (int b = 0; b < 3; ++b) {
        uint32_t w = s.cand[d][b];
        for (int rb = 0; rb < 3; ++rb) {
          uint32_t x = (w >> (9 * rb)) & kRow0;
          twos |= ones & x;
          ones |= x;
        }
      }
      uint32_t open = ~static_cast<uint32_t>(s.col_done[d]) & kRow0;
      if (open & ~ones) return false;
      uint32_t hidden = open & ones & ~twos;
      while (hidden) {
        int col = Ctz(hidden);
        hidden &= hidden - 1;
        int b = 0;
        while (b < 3 && !(s.cand[d][b] & ColMask(col))) ++b;
        if (b == 3) return false;  // its one place went to an earlier single
        Place(s, 27 * b + Ctz(s.cand[d][b] & ColMask(col)), d);
        changed = true;
      }
      if (!changed) std::memcpy(seen[d], s.cand[d], sizeof seen[d]);
      changed = changed || before;
    }
    if (changed) continue;
    if (bands) {
      const int r = BandStack(s, banded);
      if (r < 0) return false;
      if (r > 0) continue;
      return true;
    }
    if (!locked || !LockedCandidates(s)) return true;
  }
}

// The band and stack reasoning (see kMatch) for every digit: pointing and claiming and a little
// more. Returns -1 on a contradiction, else whether something was eliminated.
int Fast9::BandStack(State& s, uint32_t (&done)[9][3]) {
  int changed = 0;
  for (int d = 0; d < 9; ++d) {
    uint32_t* w = s.cand[d];
    if (w[0] == done[d][0] && w[1] == done[d][1] && w[2] == done[d][2]) continue;
    // Bands: mini-rows.
    unsigned cols[3];
    for (int b = 0; b < 3; ++b) {
      const uint32_t all = w[b] | s.placed[d][b];
      const unsigned m = static_cast<unsigned>(kMiniRows[all & kRow0]) |
                         static_cast<unsigned>(kMiniRows[(all >> 9) & kRow0]) << 3 |
                         static_cast<unsigned>(kMiniRows[all >> 18]) << 6;
      const unsigned keep = kMatch[m];
      if (!keep) return -1;
      w[b] &= kMiniRowCells[keep];
      const uint32_t now = w[b] | s.placed[d][b];
      cols[b] = (now | now >> 9 | now >> 18) & kRow0;
    }
    // Stacks: mini-columns (bit 3 * band + column in the stack).
    uint32_t allowed[3] = {0, 0, 0};
    for (int st = 0; st < 3; ++st) {
      const unsigned m = ((cols[0] >> (3 * st)) & 7u) | ((cols[1] >> (3 * st)) & 7u) << 3 |
                         ((cols[2] >> (3 * st)) & 7u) << 6;
      const unsigned keep = kMatch[m];
      if (!keep) return -1;
      for (int b = 0; b < 3; ++b) allowed[b] |= ((keep >> (3 * b)) & 7u) << (3 * st);
    }
    for (int b = 0; b < 3; ++b) {
      const uint32_t c = allowed[b];
      w[b] &= c | c << 9 | c << 18;
    }
    changed |= w[0] != done[d][0] || w[1] != done[d][1] || w[2] != done[d][2];
    // A second pass over the reduced boards could find a little more; it waits until the
    // digit's boards change again (measured: as many nodes, less time).
    done[d][0] = w[0];
    done[d][1] = w[1];
    done[d][2] = w[2];
  }
  return changed;
}

// Pointing and claiming: within a box, a digit confined to one row (or column) leaves the rest
// of that row (column); within a row (column), a digit confined to one box leaves the rest of
// that box. Returns true when something was eliminated.
bool Fast9::LockedCandidates(State& s) {
  bool changed = false;
  for (int d = 0; d < 9; ++d) {
    // Rows, inside each band.
    for (int b = 0; b < 3; ++b) {
      uint32_t w = s.cand[d][b];
      if (!w) continue;
      uint32_t before = w;
      for (int rb = 0; rb < 3; ++rb) {
        uint32_t row = (w >> (9 * rb)) & kRow0;
        for (int bx = 0; bx < 3; ++bx) {
          uint32_t seg = row & (0x7u << (3 * bx));
          if (!seg) continue;
          // Claiming: the row's candidates all lie in this box.
          if (row == seg) w &= ~(BoxMask(bx) & ~(kRow0 << (9 * rb)));
          // Pointing: the box's candidates all lie in this row.
          if ((w & BoxMask(bx)) == (seg << (9 * rb)))
            w &= ~((kRow0 & ~(0x7u << (3 * bx))) << (9 * rb));
        }
      }
      if (w != before) {
        s.cand[d][b] = w;
        changed = true;
      }
    }
    // Columns, across the bands.
    for (int col = 0; col < 9; ++col) {
      const uint32_t cm = ColMask(col);
      uint32_t in[3] = {s.cand[d][0] & cm, s.cand[d][1] & cm, s.cand[d][2] & cm};
      int bands = (in[0] != 0) + (in[1] != 0) + (in[2] != 0);
      const int bx = col / 3;
      for (int b = 0; b < 3; ++b) {
        if (!in[b]) continue;
        // Claiming: the column's candidates all lie in this box.
        if (bands == 1) {
          uint32_t rest = BoxMask(bx) & ~cm;
          if (s.cand[d][b] & rest) {
            s.cand[d][b] &= ~rest;
            changed = true;
          }
        }
        // Pointing: the box's candidates all lie in this column.
        if ((s.cand[d][b] & BoxMask(bx)) == in[b]) {
          for (int o = 0; o < 3; ++o) {
            if (o != b && (s.cand[d][o] & cm)) {
              s.cand[d][o] &= ~cm;
              changed = true;
            }
          }
        }
      }
    }
  }
  return changed;
}

bool Fast9::Search(State& s, int depth) {
  if (s.left == 0) {
    uint8_t value[81];  // the grid, from where each digit is placed
    for (int d = 0; d < 9; ++d) {
      for (int b = 0; b < 3; ++b) {
        for (uint32_t w = s.placed[d][b]; w; w &= w - 1)
          value[27 * b + Ctz(w)] = static_cast<uint8_t>(d + 1);
      }
    }
    if (known_ != nullptr) {
      if (std::memcmp(value, known_, 81) == 0) {
        found_known_ = true;
        return true;
      }
      result_->second.assign(value, value + 81);
      return false;
    }
    if (++result_->count == 1) result_->solution.assign(value, value + 81);
    if (result_->count == 2) result_->second.assign(value, value + 81);
    return result_->count < limit_;
  }
  ++result_->nodes;
  if (!budget_->Step()) {
    stopped_ = true;
    return false;
  }
  // Branch on a cell with two candidates when there is one, else on the cell with fewest.
  int cell = -1;
  // The unsolved cells of band b with exactly two candidates (bit p: cell 27 * b + p).
  auto two_candidate_cells = [](const State& st, int b) {
    uint32_t ones = 0, twos = 0, threes = 0;
    for (int d = 0; d < 9; ++d) {
      const uint32_t w = st.cand[d][b];
      threes |= twos & w;
      twos |= ones & w;
      ones |= w;
    }
    return st.unsolved[b] & twos & ~threes;
  };
  if (plain_) {
    // The cell with two candidates and the most unsolved cells in its row, column and box: its
    // two sides settle the most.
    int most = -1;
    for (int b = 0; b < 3; ++b) {
      for (uint32_t pairs = two_candidate_cells(s, b); pairs; pairs &= pairs - 1) {
        const int p = Ctz(pairs);
        const CellMasks& m = kCellMasks[static_cast<size_t>(27 * b + p)];
        const int score =
            std::popcount(s.unsolved[b] & m.band_peers) + std::popcount(s.unsolved[0] & m.col) +
            std::popcount(s.unsolved[1] & m.col) + std::popcount(s.unsolved[2] & m.col);
        if (score > most) {
          most = score;
          cell = 27 * b + p;
        }
      }
    }
  }
  for (int b = 0; b < 3 && cell < 0; ++b) {
    if (const uint32_t pairs = two_candidate_cells(s, b)) cell = 27 * b + Ctz(pairs);
  }
  if (cell < 0) {
    int best = 10;
    for (int c = 0; c < 81; ++c) {
      int b = c / 27, p = c % 27;
      if (!((s.unsolved[b] >> p) & 1u)) continue;
      int k = 0;
      for (int d = 0; d < 9; ++d) k += static_cast<int>((s.cand[d][b] >> p) & 1u);
      if (k < best) {
        best = k;
        cell = c;
      }
    }
  }
  const int b = cell / 27, p = cell % 27;
  int order[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  if (rng_ != nullptr) rng_->Shuffle(std::span<int>(order));
  if (known_ != nullptr) {  // the known solution's value last
    const int k = known_[cell] - 1;
    for (int i = k; i < 8; ++i) order[i] = i + 1;
    order[8] = k;
  }
  for (int d : order) {
    if (!((s.cand[d][b] >> p) & 1u)) continue;
    State next = s;
    Place(next, cell, d);
    if (Propagate(next, depth < kLockedDepth, plain_) && !Search(next, depth + 1)) return false;
  }
  return true;
}

void Fast9::SimdSearch(const uint8_t* cells) {
  simd9::Request request;
  request.cells = cells;
  request.limit = limit_;
  request.step = [](void* budget) { return static_cast<Budget*>(budget)->Step(); };
  request.step_arg = budget_;
  simd9::Answer answer;
  simd_(request, answer);
  result_->count = answer.count;
  result_->nodes = answer.nodes;
  result_->solved_at_root = answer.solved_at_root;
  if (answer.count >= 1) result_->solution.assign(answer.first, answer.first + 81);
  if (answer.count >= 2) result_->second.assign(answer.second, answer.second + 81);
  stopped_ = answer.stopped;
}

bool Fast9::Init(State& s, const Puzzle& puzzle) {
  // The givens' units per digit first, then each digit's board in one go (as placing the givens
  // one by one would leave it, for a fraction of the work).
  std::memset(s.row_done, 0, sizeof s.row_done);
  std::memset(s.col_done, 0, sizeof s.col_done);
  std::memset(s.box_done, 0, sizeof s.box_done);
  std::memset(s.placed, 0, sizeof s.placed);
  uint32_t solved[3] = {0, 0, 0};
  int givens = 0;
  // The givens' cells first, branch-free (which cells are givens is unpredictable), then each.
  uint64_t given[2] = {0, 0};
  for (int c = 0; c < 81; ++c)
    given[c / 64] |= static_cast<uint64_t>(puzzle.cells[static_cast<size_t>(c)] != 0) << (c % 64);
  for (int half = 0; half < 2; ++half) {
    for (uint64_t bits = given[half]; bits; bits &= bits - 1) {
      const int c = 64 * half + std::countr_zero(bits);
      const int v = puzzle.cells[static_cast<size_t>(c)];
      const int d = v - 1;
      const CellMasks& m = kCellMasks[static_cast<size_t>(c)];
      if ((s.row_done[d] & m.row_bit) | (s.col_done[d] & m.col_bit) | (s.box_done[d] & m.box_bit))
        return false;
      s.row_done[d] = static_cast<uint16_t>(s.row_done[d] | m.row_bit);
      s.col_done[d] = static_cast<uint16_t>(s.col_done[d] | m.col_bit);
      s.box_done[d] = static_cast<uint16_t>(s.box_done[d] | m.box_bit);
      solved[m.band] |= m.bit;
      s.placed[d][m.band] |= m.bit;
      ++givens;
    }
  }
  for (int b = 0; b < 3; ++b) s.unsolved[b] = kBand & ~solved[b];
  for (int d = 0; d < 9; ++d) {
    const uint32_t cols = s.col_done[d], taken_cols = cols | cols << 9 | cols << 18;
    for (int b = 0; b < 3; ++b) {
      const uint32_t taken = taken_cols | kRowsOf[(s.row_done[d] >> (3 * b)) & 7u] |
                             kBoxesOf[(s.box_done[d] >> (3 * b)) & 7u];
      s.cand[d][b] = s.unsolved[b] & ~taken;
    }
  }
  s.left = 81 - givens;
  return true;
}

bool Fast9::SolvedByPropagation(const Puzzle& puzzle, bool locked) {
  State s;
  return Init(s, puzzle) && Propagate(s, locked) && s.left == 0;
}

CountResult Fast9::Count(const Puzzle& puzzle, int64_t limit, Budget& budget, Rng* rng) {
  rng_ = rng;
  CountResult result;
  result_ = &result;
  budget_ = &budget;
  limit_ = limit < 1 ? 1 : limit;
  stopped_ = false;
  State s;
  // A plain count (no random order, no known solution) takes the stronger propagation and the
  // choice of the two-candidate cell with the most unsolved peers; the generator's counts keep
  // the search they had, so that a seed still makes the same puzzle.
  plain_ = rng == nullptr && known_ == nullptr;
  if (plain_ && simd_ != nullptr) {
    // The SIMD core counts from the givens (its own checks find givens that clash): since its
    // box as one 256-bit vector, quicker than the scalar propagation first on every set.
    SimdSearch(puzzle.cells.data());
  } else if (Init(s, puzzle) && Propagate(s, /*locked=*/known_ == nullptr, plain_)) {
    result.solved_at_root = s.left == 0;
    Search(s, 0);
  }
  result.complete = !stopped_;
  if (stopped_) result.stop = budget.reason();
  result_ = nullptr;
  budget_ = nullptr;
  return result;
}

CountResult Fast9::FindAnother(const Puzzle& puzzle, const std::vector<uint8_t>& known,
                               Budget& budget) {
  PS_CHECK(known.size() == 81);
  known_ = known.data();
  found_known_ = false;
  CountResult result = Count(puzzle, 2, budget, nullptr);
  known_ = nullptr;
  if (!result.second.empty()) {
    result.count = 2;
    result.solution = known;
  } else if (found_known_) {
    result.count = 1;
    result.solution = known;
  }
  return result;
}

}  // namespace ps::sudoku::internal
