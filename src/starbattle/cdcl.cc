// Star Battle by conflict-driven clause learning; see cdcl.h.
#include "starbattle/cdcl.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "core/grid.h"
#include "starbattle/activity.h"
#include "starbattle/lines.h"
#include "starbattle/units.h"

namespace ps::starbattle {
namespace {

// A literal: 2 * cell for "the cell holds a star", 2 * cell + 1 for "the cell is empty".
using Lit = int;
inline Lit StarLit(int c) { return 2 * c; }
inline Lit EmptyLit(int c) { return 2 * c + 1; }
inline int VarOf(Lit l) { return l >> 1; }
inline Lit Neg(Lit l) { return l ^ 1; }

constexpr int kNoReason = -1;  // a decision, or a fact at level 0

// A clause watching a literal, with another of its literals: when that one is true the clause
// is satisfied and need not be read. A clause is known by where it starts in Cdcl::db_.
struct Watch {
  int cid;
  int blocker;
};

size_t Z(int i) { return static_cast<size_t>(i); }

// Activity decay a conflict: kDecay throughout, or (quick order) from kQuickDecay up by 0.01
// every kDecayStep conflicts to kQuickDecayTop. The quick order's decisions also put a star on
// the cell every time (no saved phase), and it keeps more learnt clauses (kQuickLearnts, then
// kQuickLearntsStep more after each reduction, against 2,000 and 500). Chosen on the seven other
// rotations and reflections of the benchmark's 14x14 to 25x25 boards (357 boards, not the
// benchmark's own), decisions in all: 21x21 1,314,029 before, 888,707 with a star every time,
// 754,812 with the learnt clauses and the decay too (CPU 13.8 s, 11.1 s, 10.0 s; the most decisions
// on one board 81,860, 46,464, 34,066); 17x17 399,242 before, 265,371 after; 14x14 110,399 and
// 79,781. Most cells are empty in any placement (three in four at 21x21 with 5 stars), so saved
// phases mostly say "empty", which settles little, where a star empties its neighbours and
// fills units (docs/starbattle-solver-notes.md has what else was tried).
constexpr double kDecay = 0.95, kQuickDecay = 0.9, kQuickDecayTop = 0.98;
constexpr int64_t kDecayStep = 1000;
constexpr int kLearnts = 2000, kLearntsStep = 500, kQuickLearnts = 5000, kQuickLearntsStep = 1000;

class Cdcl {
 public:
  Cdcl(const Puzzle& p, int limit, Budget& budget,
       const std::function<void(const Solution&)>& on_solution, bool quick_order)
      : n_(p.n),
        cells_(p.n * p.n),
        limit_(limit),
        budget_(&budget),
        on_solution_(on_solution),
        quick_(quick_order),
        decay_(quick_order ? kQuickDecay : kDecay),
        max_learnts_(quick_order ? kQuickLearnts : kLearnts),
        order_(p.n * p.n) {
    UnitTables tables = MakeUnitTables(p);
    units_ = std::move(tables.units);
    need_ = std::move(tables.need);
    cell_units_ = std::move(tables.cell_units);
    neighbours_ = std::move(tables.neighbours);
    assign_.assign(Z(cells_), -1);
    level_.assign(Z(cells_), 0);
    reason_.assign(Z(cells_), kNoReason);
    phase_.assign(Z(cells_), 1);
    seen_.assign(Z(cells_), 0);
    stars_.assign(Z(3 * n_), 0);
    empties_.assign(Z(3 * n_), 0);
    watches_.assign(Z(2 * cells_), {});
    const uint32_t full = n_ == 32 ? ~0u : (1u << n_) - 1;
    free_line_.assign(Z(2 * n_), full);
    empty_line_.assign(Z(2 * n_), 0);
    full_ = full;
    zone_top_.assign(Z(n_), n_);
    zone_bottom_.assign(Z(n_), -1);
    zone_row_.assign(Z(n_ * n_), 0);
    for (int c = 0; c < cells_; ++c) {
      const int z = p.zones[Z(c)], y = c / n_;
      zone_top_[Z(z)] = std::min(zone_top_[Z(z)], y);
      zone_bottom_[Z(z)] = std::max(zone_bottom_[Z(z)], y);
      zone_row_[Z(z * n_ + y)] |= 1u << (c % n_);
    }
  }

  SolveResult Run(const std::vector<uint8_t>* facts) {
    bool ok = true;
    if (facts != nullptr) {
      for (int c = 0; c < cells_; ++c) {
        const uint8_t m = (*facts)[Z(c)];
        if (m != 0) Enqueue(m == 1 ? StarLit(c) : EmptyLit(c), kNoReason);
      }
    }
    for (int u = 0; u < 3 * n_ && ok; ++u) ok = CheckUnit(u);
    for (int a = 0; a + 1 < n_ && ok; ++a) ok = Strip(a) && Strip(n_ + a);
    ok = ok && Propagate();
    while (ok && !stopped_ && result_.count < limit_) {
      ok = Search();
    }
    result_.complete = !stopped_;
    return std::move(result_);
  }

 private:
  int Level() const { return static_cast<int>(trail_lim_.size()); }
  // 1 true, 0 false, -1 unassigned.
  int Value(Lit l) const {
    const int a = assign_[Z(VarOf(l))];
    return a < 0 ? -1 : a ^ (l & 1);
  }

  void Enqueue(Lit l, int reason) {
    const int v = VarOf(l);
    const bool star = (l & 1) == 0;
    assign_[Z(v)] = star ? 1 : 0;
    level_[Z(v)] = Level();
    reason_[Z(v)] = reason;
    trail_.push_back(l);
    for (int u : cell_units_[Z(v)]) ++(star ? stars_ : empties_)[Z(u)];
    free_line_[Z(v / n_)] &= ~(1u << (v % n_));
    free_line_[Z(n_ + v % n_)] &= ~(1u << (v / n_));
    if (!star) {
      empty_line_[Z(v / n_)] |= 1u << (v % n_);
      empty_line_[Z(n_ + v % n_)] |= 1u << (v / n_);
    }
  }

  void Backtrack(int level) {
    if (Level() <= level) return;
    const size_t stop = Z(trail_lim_[Z(level)]);
    for (size_t i = trail_.size(); i-- > stop;) {
      const Lit l = trail_[i];
      const int v = VarOf(l);
      const bool star = (l & 1) == 0;
      for (int u : cell_units_[Z(v)]) --(star ? stars_ : empties_)[Z(u)];
      free_line_[Z(v / n_)] |= 1u << (v % n_);
      free_line_[Z(n_ + v % n_)] |= 1u << (v / n_);
      empty_line_[Z(v / n_)] &= ~(1u << (v % n_));
      empty_line_[Z(n_ + v % n_)] &= ~(1u << (v / n_));
      phase_[Z(v)] = static_cast<int8_t>(assign_[Z(v)]);
      assign_[Z(v)] = -1;
      order_.Insert(v);
    }
    trail_.resize(stop);
    qhead_ = stop;
    arena_.resize(Z(arena_lim_[Z(level)]));
    trail_lim_.resize(Z(level));
    arena_lim_.resize(Z(level));
  }

  // Starts a reason in the arena; the caller pushes its false literals, then calls EndReason.
  int BeginReason() {
    arena_.push_back(0);
    return static_cast<int>(arena_.size()) - 1;
  }
  void EndReason(int at) { arena_[Z(at)] = static_cast<int>(arena_.size()) - at - 1; }

  // The rules of unit u: its counts, and for lines the runs of free cells.
  bool CheckUnit(int u) {
    const int stars = stars_[Z(u)], empties = empties_[Z(u)];
    const int size = static_cast<int>(units_[Z(u)].size()), need = need_[Z(u)];
    if (stars > need) {
      conflict_.clear();
      for (int c : units_[Z(u)]) {
        if (assign_[Z(c)] == 1) conflict_.push_back(EmptyLit(c));
      }
      return false;
    }
    if (empties > size - need) {
      conflict_.clear();
      for (int c : units_[Z(u)]) {
        if (assign_[Z(c)] == 0) conflict_.push_back(StarLit(c));
      }
      return false;
    }
    const int free = size - stars - empties;
    if (free == 0) return true;
    if (stars == need || empties == size - need) {
      const bool fill = stars != need;
      const int at = BeginReason();
      for (int c : units_[Z(u)]) {
        if (assign_[Z(c)] == (fill ? 0 : 1)) arena_.push_back(fill ? StarLit(c) : EmptyLit(c));
      }
      EndReason(at);
      for (int c : units_[Z(u)]) {
        if (assign_[Z(c)] < 0) Enqueue(fill ? StarLit(c) : EmptyLit(c), at);
      }
      return true;
    }
    const int missing = need - stars;
    // A 2x2 square covers at most four free cells and a run of r holds ceil(r / 2) >= r / 2, so
    // with this many free cells neither bound below can be reached (nor a line's be tight).
    if (u >= 2 * n_) return 4 * missing <= free || ZoneBound(u);
    if (free > 2 * missing) return true;
    // A line: runs of free cells hold at most ceil(run / 2) stars each.
    const uint32_t free_mask = free_line_[Z(u)];
    const int bound = RunBound(free_mask);
    if (bound > missing) return true;
    const int line = u < n_ ? u : u - n_;
    auto cell = [&](int other, int k) { return u < n_ ? other * n_ + k : k * n_ + other; };
    // The reason for a failure of this line, in the state with the extra empty cells `extra`
    // (free now): its stars and empties, keeping only those the bound needs.
    const uint32_t line_stars = full_ & ~free_mask & ~empty_line_[Z(u)];
    auto explain = [&](uint32_t extra, std::vector<Lit>& out) {
      uint32_t st = line_stars, em = empty_line_[Z(u)];
      auto fails = [&](uint32_t s2, uint32_t e2) {
        return RunBound(full_ & ~s2 & ~e2 & ~extra) < need - std::popcount(s2);
      };
      for (uint32_t b = st; b != 0; b &= b - 1) {
        const uint32_t bit = b & (~b + 1);
        if (fails(st & ~bit, em)) st &= ~bit;
      }
      for (uint32_t b = em; b != 0; b &= b - 1) {
        const uint32_t bit = b & (~b + 1);
        if (fails(st, em & ~bit)) em &= ~bit;
      }
      for (uint32_t b = st; b != 0; b &= b - 1)
        out.push_back(EmptyLit(cell(line, std::countr_zero(b))));
      for (uint32_t b = em; b != 0; b &= b - 1)
        out.push_back(StarLit(cell(line, std::countr_zero(b))));
    };
    if (bound < missing) {
      conflict_.clear();
      explain(0, conflict_);
      return false;
    }
    // Tight: odd runs place their stars; even runs empty the cells beside them in the
    // neighbouring lines. Each conclusion's reason is the failure its opposite would cause: an
    // odd run's place left empty, or a star beside an even run emptying its cells in this line.
    bool ok = true;
    auto imply = [&](Lit l, uint32_t extra) {
      const int value = Value(l);
      if (value == 1) return;
      const int at = BeginReason();
      explain(extra, arena_);
      EndReason(at);
      if (value == 0) {
        conflict_.assign(arena_.begin() + at + 1, arena_.begin() + at + 1 + arena_[Z(at)]);
        conflict_.push_back(l);
        ok = false;
        return;
      }
      Enqueue(l, at);
    };
    ForRuns(free_mask, [&](int start, int len) {
      if (!ok) return;
      if (len % 2 == 1) {
        for (int k = start; k < start + len && ok; k += 2) imply(StarLit(cell(line, k)), 1u << k);
        return;
      }
      for (int other = line - 1; other <= line + 1 && ok; other += 2) {
        if (other < 0 || other >= n_) continue;
        for (int k = start; k < start + len && ok; ++k) {
          const uint32_t beside = (k > 0 ? 7u << (k - 1) : 3u) & free_mask;
          imply(EmptyLit(cell(other, k)), beside);
        }
      }
    });
    return ok;
  }

  // Zone u: a greedy cover of its free cells by 2x2 squares (one star each at most) bounds the
  // stars still to come; the reason is the zone's settled cells.
  bool ZoneBound(int u) {
    const int missing = need_[Z(u)] - stars_[Z(u)];
    if (missing <= 1) return true;
    // Row by row over the zone's free cells: a free cell not yet covered starts a square on it,
    // its right neighbour, and the two cells below.
    const int z = u - 2 * n_;
    uint32_t carry = 0;  // cells of this row covered by squares started on the row above
    int squares = 0;
    for (int y = zone_top_[Z(z)]; y <= zone_bottom_[Z(z)]; ++y) {
      uint32_t f = zone_row_[Z(z * n_ + y)] & free_line_[Z(y)] & ~carry;
      carry = 0;
      while (f != 0) {
        const uint32_t pair = (3u << std::countr_zero(f)) & full_;
        f &= ~pair;
        carry |= pair;
        if (++squares >= missing) return true;
      }
    }
    // The reason: the zone's settled cells, keeping only those the bound needs (a cell left
    // out counts as free; a star left out also adds one missing star).
    const std::vector<int>& cells = units_[Z(u)];
    std::vector<uint8_t>& keep = zone_keep_;
    keep.assign(cells.size(), 0);
    for (size_t i = 0; i < cells.size(); ++i) keep[i] = assign_[Z(cells[i])] >= 0 ? 1 : 0;
    auto fails = [&]() {
      uint32_t cover[kMaxN + 1] = {};
      int want = need_[Z(u)], got = 0;
      for (size_t i = 0; i < cells.size(); ++i) {
        const int c = cells[i];
        if (keep[i] != 0) {
          want -= assign_[Z(c)] == 1 ? 1 : 0;
          continue;
        }
        const int x = c % n_, y = c / n_;
        if ((cover[y] >> x & 1u) != 0) continue;
        ++got;
        const uint32_t pair = (3u << x) & full_;
        cover[y] |= pair;
        cover[y + 1] |= pair;
      }
      return got < want;
    };
    for (size_t i = 0; i < cells.size(); ++i) {
      if (keep[i] == 0) continue;
      keep[i] = 0;
      if (!fails()) keep[i] = 1;
    }
    conflict_.clear();
    for (size_t i = 0; i < cells.size(); ++i) {
      const int c = cells[i];
      if (keep[i] != 0) conflict_.push_back(assign_[Z(c)] == 1 ? EmptyLit(c) : StarLit(c));
    }
    return false;
  }

  // Lines a and a + 1 (both rows or both columns, as line units) as one strip: a star per
  // column at most and none in neighbouring columns, so runs of usable columns bound the
  // strip's stars; when tight, the odd places of odd runs hold no star. The reason is the
  // strip's empty cells.
  bool Strip(int a) {
    const uint32_t dead = empty_line_[Z(a)] & empty_line_[Z(a + 1)];
    const uint32_t usable = full_ & ~dead;
    const int need = need_[Z(a)] + need_[Z(a + 1)];
    if (std::popcount(usable) > 2 * need) return true;  // the bound is at least half of them
    const int bound = RunBound(usable);
    if (bound > need) return true;
    const bool rows = a < n_;
    const int line = rows ? a : a - n_;
    auto cell = [&](int m, int k) { return rows ? m * n_ + k : k * n_ + m; };
    auto reason = [&](std::vector<Lit>& out, uint32_t columns) {
      for (uint32_t b = columns; b != 0; b &= b - 1) {
        const int k = std::countr_zero(b);
        out.push_back(StarLit(cell(line, k)));
        out.push_back(StarLit(cell(line + 1, k)));
      }
    };
    if (bound < need) {
      // The reason: the columns empty in both lines, keeping only those the bound needs.
      uint32_t kept = dead;
      for (uint32_t b = dead; b != 0; b &= b - 1) {
        const uint32_t bit = b & (~b + 1);
        if (RunBound(full_ & ~(kept & ~bit)) < need) kept &= ~bit;
      }
      conflict_.clear();
      reason(conflict_, kept);
      return false;
    }
    // Tight: the odd places of odd runs hold no star, in either line.
    const uint32_t targets = OddPlacesOfOddRuns(usable);
    const uint32_t open_a = targets & ~empty_line_[Z(a)], open_b = targets & ~empty_line_[Z(a + 1)];
    if ((open_a | open_b) == 0) return true;
    const int at = BeginReason();
    reason(arena_, dead);
    EndReason(at);
    for (int m = line; m <= line + 1; ++m) {
      for (uint32_t b = m == line ? open_a : open_b; b != 0; b &= b - 1) {
        const int c = cell(m, std::countr_zero(b));
        if (assign_[Z(c)] == 1) {
          conflict_.assign(arena_.begin() + at + 1, arena_.begin() + at + 1 + arena_[Z(at)]);
          conflict_.push_back(EmptyLit(c));
          return false;
        }
        Enqueue(EmptyLit(c), at);
      }
    }
    return true;
  }

  bool PropagateClauses(Lit false_lit) {
    std::vector<Watch>& ws = watches_[Z(false_lit)];
    size_t keep = 0;
    const size_t count = ws.size();
    for (size_t i = 0; i < count; ++i) {
      const Watch w = ws[i];
      if (Value(w.blocker) == 1) {
        ws[keep++] = w;
        continue;
      }
      const int size = db_[Z(w.cid)];
      Lit* lits = &db_[Z(w.cid) + 2];
      if (lits[0] == false_lit) std::swap(lits[0], lits[1]);
      if (lits[0] != w.blocker && Value(lits[0]) == 1) {
        ws[keep++] = {w.cid, lits[0]};
        continue;
      }
      bool moved = false;
      for (int k = 2; k < size; ++k) {
        if (Value(lits[k]) != 0) {
          std::swap(lits[1], lits[k]);
          watches_[Z(lits[1])].push_back({w.cid, lits[0]});
          moved = true;
          break;
        }
      }
      if (moved) continue;
      ws[keep++] = {w.cid, lits[0]};
      if (Value(lits[0]) == 0) {
        conflict_.assign(lits, lits + size);
        for (size_t j = i + 1; j < count; ++j) ws[keep++] = ws[j];
        ws.resize(keep);
        return false;
      }
      Enqueue(lits[0], -2 - w.cid);
    }
    ws.resize(keep);
    return true;
  }

  bool Propagate() {
    while (qhead_ < trail_.size()) {
      const Lit l = trail_[qhead_++];
      const int v = VarOf(l);
      if (!PropagateClauses(Neg(l))) return false;
      if ((l & 1) == 0) {
        for (int o : neighbours_[Z(v)]) {
          const int a = assign_[Z(o)];
          if (a == 1) {
            conflict_ = {EmptyLit(v), EmptyLit(o)};
            return false;
          }
          if (a < 0) {
            const int at = BeginReason();
            arena_.push_back(EmptyLit(v));
            EndReason(at);
            Enqueue(EmptyLit(o), at);
          }
        }
      }
      for (int u : cell_units_[Z(v)]) {
        if (!CheckUnit(u)) return false;
      }
      if ((l & 1) != 0 && !EmptyStrips(v)) return false;
    }
    return true;
  }

  // A strip changes only when one of its columns becomes empty in both lines: the strips that
  // an empty cell v completes such a column in.
  bool EmptyStrips(int v) {
    const int x = v % n_, y = v / n_;
    if (y > 0 && assign_[Z(v - n_)] == 0 && !Strip(y - 1)) return false;
    if (y + 1 < n_ && assign_[Z(v + n_)] == 0 && !Strip(y)) return false;
    if (x > 0 && assign_[Z(v - 1)] == 0 && !Strip(n_ + x - 1)) return false;
    if (x + 1 < n_ && assign_[Z(v + 1)] == 0 && !Strip(n_ + x)) return false;
    return true;
  }

  // The false literals that forced variable v.
  template <typename F>
  void ForReason(int v, F&& f) {
    const int r = reason_[Z(v)];
    if (r >= 0) {
      for (int i = 0; i < arena_[Z(r)]; ++i) f(arena_[Z(r + 1 + i)]);
    } else if (r <= -2) {
      const Lit* lits = &db_[Z(-2 - r) + 2];
      for (int i = 0; i < db_[Z(-2 - r)]; ++i) {
        const Lit q = lits[i];
        if (VarOf(q) != v) f(q);
      }
    }
  }

  // First-UIP analysis of conflict_; fills learnt_ (asserting literal first) and returns the
  // level to jump back to.
  int Analyze() {
    learnt_.assign(1, 0);
    int path = 0;
    Lit p = -1;
    size_t index = trail_.size();
    std::vector<Lit> lits = conflict_;
    for (;;) {
      for (Lit q : lits) {
        const int v = VarOf(q);
        if (seen_[Z(v)] != 0 || level_[Z(v)] == 0) continue;
        seen_[Z(v)] = 1;
        order_.Bump(v);
        if (level_[Z(v)] >= Level()) {
          ++path;
        } else {
          learnt_.push_back(q);
        }
      }
      while (seen_[Z(VarOf(trail_[--index]))] == 0) {
      }
      p = trail_[index];
      seen_[Z(VarOf(p))] = 0;
      if (--path == 0) break;
      lits.clear();
      ForReason(VarOf(p), [&](Lit q) { lits.push_back(q); });
    }
    learnt_[0] = Neg(p);
    // Drop literals implied by the others, following reasons back (recursive minimisation).
    analyzed_.assign(learnt_.begin() + 1, learnt_.end());
    uint32_t levels = 0;
    for (size_t i = 1; i < learnt_.size(); ++i) levels |= Abstract(VarOf(learnt_[i]));
    size_t keep = 1;
    for (size_t i = 1; i < learnt_.size(); ++i) {
      const int v = VarOf(learnt_[i]);
      if (reason_[Z(v)] == kNoReason || !Redundant(v, levels)) learnt_[keep++] = learnt_[i];
    }
    for (Lit q : analyzed_) seen_[Z(VarOf(q))] = 0;
    learnt_.resize(keep);
    int back = 0;
    size_t at = 1;
    for (size_t i = 1; i < learnt_.size(); ++i) {
      const int l = level_[Z(VarOf(learnt_[i]))];
      if (l > back) {
        back = l;
        at = i;
      }
    }
    if (learnt_.size() > 1) std::swap(learnt_[1], learnt_[at]);
    order_.Decay(decay_);
    return back;
  }

  uint32_t Abstract(int v) const { return 1u << (level_[Z(v)] & 31); }

  // Whether variable v (in the learnt clause, with a reason) follows from the clause's other
  // literals: every path back through reasons ends in them or at level 0. Cells it marks on the
  // way stay marked (in analyzed_) when it does.
  bool Redundant(int v, uint32_t levels) {
    std::vector<int>& stack = stack_;
    stack.assign(1, v);
    const size_t top = analyzed_.size();
    while (!stack.empty()) {
      const int u = stack.back();
      stack.pop_back();
      bool ok = true;
      ForReason(u, [&](Lit q) {
        if (!ok) return;
        const int w = VarOf(q);
        if (seen_[Z(w)] != 0 || level_[Z(w)] == 0) return;
        if (reason_[Z(w)] != kNoReason && (Abstract(w) & levels) != 0) {
          seen_[Z(w)] = 1;
          stack.push_back(w);
          analyzed_.push_back(q);
        } else {
          ok = false;
        }
      });
      if (!ok) {
        for (size_t i = top; i < analyzed_.size(); ++i) seen_[Z(VarOf(analyzed_[i]))] = 0;
        analyzed_.resize(top);
        return false;
      }
    }
    return true;
  }

  int Lbd(const std::vector<Lit>& lits) {
    ++stamp_;
    int count = 0;
    for (Lit q : lits) {
      const size_t l = Z(level_[Z(VarOf(q))]);
      if (level_stamp_.size() <= l) level_stamp_.resize(l + 1, 0);
      if (level_stamp_[l] != stamp_) {
        level_stamp_[l] = stamp_;
        ++count;
      }
    }
    return count;
  }

  int AddClause(std::vector<Lit> lits, int lbd) {
    const int cid = static_cast<int>(db_.size());
    watches_[Z(lits[0])].push_back({cid, lits[1]});
    watches_[Z(lits[1])].push_back({cid, lits[0]});
    db_.push_back(static_cast<int>(lits.size()));
    db_.push_back(lbd);
    db_.insert(db_.end(), lits.begin(), lits.end());
    ++learnts_;
    return cid;
  }

  // Adds a clause at level 0 (forbidding a found solution). False: no solution is left.
  bool AddRootClause(const std::vector<Lit>& lits) {
    std::vector<Lit> open;
    for (Lit q : lits) {
      const int value = Value(q);
      if (value == 1) return true;
      if (value < 0) open.push_back(q);
    }
    if (open.empty()) return false;
    if (open.size() == 1) {
      Enqueue(open[0], kNoReason);
      return Propagate();
    }
    AddClause(std::move(open), 0);
    return true;
  }

  void ReduceDb() {
    std::vector<int> candidates;
    for (int cid = 0; cid < static_cast<int>(db_.size()); cid += db_[Z(cid)] + 2) {
      if (db_[Z(cid + 1)] <= 2 || db_[Z(cid)] <= 2) continue;
      const int v = VarOf(db_[Z(cid + 2)]);
      if (reason_[Z(v)] == -2 - cid && assign_[Z(v)] >= 0) continue;  // locked
      candidates.push_back(cid);
    }
    std::sort(candidates.begin(), candidates.end(), [&](int a, int b) {
      const int x = db_[Z(a + 1)], y = db_[Z(b + 1)];
      return x != y ? x > y : a < b;
    });
    for (size_t i = 0; i < candidates.size() / 2; ++i) {
      db_[Z(candidates[i] + 1)] = -1;  // deleted
      --learnts_;
    }
    // The kept clauses moved together, so that propagation reads no deleted clause and the
    // clauses it reads lie close: their new places in the watches and the reasons.
    std::vector<int> moved(db_.size(), -1);
    size_t at = 0;
    for (size_t cid = 0; cid < db_.size();) {
      const size_t len = Z(db_[cid] + 2);
      if (db_[cid + 1] >= 0) {
        // Forward to an earlier place: std::copy allows a destination before its source.
        if (at != cid) std::copy(&db_[cid], &db_[cid] + len, &db_[at]);
        moved[cid] = static_cast<int>(at);
        at += len;
      }
      cid += len;
    }
    db_.resize(at);
    for (std::vector<Watch>& ws : watches_) {
      size_t keep = 0;
      for (const Watch& w : ws) {
        if (moved[Z(w.cid)] >= 0) ws[keep++] = {moved[Z(w.cid)], w.blocker};
      }
      ws.resize(keep);
    }
    for (const Lit l : trail_) {
      int& r = reason_[Z(VarOf(l))];
      if (r <= -2) r = -2 - moved[Z(-2 - r)];
    }
  }

  // One restart's worth of search. False when the search is over (no more solutions, or the
  // budget ran out, or enough solutions were found).
  bool Search() {
    int64_t conflicts = 0;
    for (;;) {
      if (!Propagate()) {
        ++conflicts;
        const double most = quick_ ? kQuickDecayTop : kDecay;
        if (++all_conflicts_ % kDecayStep == 0 && decay_ < most) {
          decay_ = std::min(most, decay_ + 0.01);
        }
        // A global rule may find a conflict among earlier levels' cells only: analyse it there.
        int top = 0;
        for (Lit q : conflict_) top = std::max(top, level_[Z(VarOf(q))]);
        if (top == 0) return false;
        Backtrack(top);
        const int back = Analyze();
        Backtrack(back);
        if (learnt_.size() == 1) {
          Enqueue(learnt_[0], kNoReason);
        } else {
          const int lbd = Lbd(learnt_);
          lbd_recent_ += (lbd - lbd_recent_) / 32.0;
          lbd_overall_ += (lbd - lbd_overall_) / 4096.0;
          const int cid = AddClause(learnt_, lbd);
          Enqueue(learnt_[0], -2 - cid);
        }
        if (learnts_ >= max_learnts_) {
          ReduceDb();
          max_learnts_ += quick_ ? kQuickLearntsStep : kLearntsStep;
        }
        continue;
      }
      // Restart when the clauses learnt lately are much worse (LBD 2.5 times) than the average:
      // the search is lost in a bad region. Both averages start at zero, so the early search
      // restarts often. Chosen on rotations and reflections of the 21x21 boards (84 boards, not
      // the benchmark's own): 12.9-14.1 s for thresholds 2 to 2.5, against 16.9 s with Luby
      // restarts of unit 1000 (the policy before); on the 17x17 ones (91), 2.9 s either way.
      if (conflicts >= 50 && lbd_recent_ > 2.5 * lbd_overall_) {
        Backtrack(0);
        return true;
      }
      // Decide: the most active free cell, in its saved phase (the quick order: a star).
      int best = -1;
      while (!order_.Empty()) {
        const int c = order_.PopTop();
        if (assign_[Z(c)] < 0) {
          best = c;
          break;
        }
      }
      if (best < 0) {
        Solution sol(Z(cells_));
        std::vector<Lit> block;
        for (int c = 0; c < cells_; ++c) {
          sol[Z(c)] = assign_[Z(c)] == 1;
          if (sol[Z(c)]) block.push_back(EmptyLit(c));
        }
        if (result_.count == 0) result_.solution = sol;
        ++result_.count;
        if (on_solution_) on_solution_(sol);
        if (result_.count >= limit_) return false;
        Backtrack(0);
        return AddRootClause(block);
      }
      if (!budget_->Step()) {
        stopped_ = true;
        return false;
      }
      ++result_.nodes;
      trail_lim_.push_back(static_cast<int>(trail_.size()));
      arena_lim_.push_back(static_cast<int>(arena_.size()));
      Enqueue(quick_ || phase_[Z(best)] == 1 ? StarLit(best) : EmptyLit(best), kNoReason);
    }
  }

  const int n_, cells_, limit_;
  Budget* budget_;
  const std::function<void(const Solution&)>& on_solution_;
  std::vector<std::vector<int>> units_;
  std::vector<int> need_;
  std::vector<std::array<int, 3>> cell_units_;
  std::vector<std::vector<int>> neighbours_;

  std::vector<int8_t> assign_, phase_;
  std::vector<int> level_, reason_;
  std::vector<uint8_t> seen_;
  std::vector<int> stars_, empties_;
  // free cells of each row, then of each column; empty cells likewise
  std::vector<uint32_t> free_line_, empty_line_;
  uint32_t full_ = 0;
  // each zone's first and last row, and its cells in each row (zone * n + row)
  std::vector<int> zone_top_, zone_bottom_;
  std::vector<uint32_t> zone_row_;
  std::vector<uint8_t> zone_keep_;
  std::vector<Lit> trail_;
  std::vector<int> trail_lim_, arena_lim_;
  size_t qhead_ = 0;
  std::vector<int> arena_;  // reasons: a length, then that many false literals
  // every learnt clause, one after another, oldest first: its size, its LBD (-1 while being
  // deleted), then its literals, the first two watched; a clause is known by where it starts
  std::vector<int> db_;
  std::vector<std::vector<Watch>> watches_;
  std::vector<Lit> conflict_, learnt_, analyzed_;
  std::vector<int> stack_;
  std::vector<int> level_stamp_;
  int stamp_ = 0;
  const bool quick_;  // the quick order (see kDecay)
  int learnts_ = 0;
  double lbd_recent_ = 0, lbd_overall_ = 0;  // moving averages of learnt clauses' LBD
  double decay_;                             // activity decay a conflict (see kDecay)
  int max_learnts_;                          // learnt clauses kept before the next reduction
  ActivityOrder order_;                      // the decision order (activity.h)
  int64_t all_conflicts_ = 0;                // over every restart
  SolveResult result_;
  bool stopped_ = false;
};

}  // namespace

SolveResult SolveCdcl(const Puzzle& puzzle, int limit, Budget& budget,
                      const std::function<void(const Solution&)>& on_solution,
                      const std::vector<uint8_t>* facts, bool quick_order) {
  PS_CHECK(limit >= 1);
  PS_CHECK(facts == nullptr || facts->size() == puzzle.zones.size());
  Cdcl engine(puzzle, limit, budget, on_solution, quick_order);
  return engine.Run(facts);
}

}  // namespace ps::starbattle
