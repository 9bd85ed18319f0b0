// The last resorts, tried only when every pattern technique fails.
//   Forcing chain (by contradiction): assume a candidate and follow singles; if that empties a
//     cell or leaves a value no place in a unit, the candidate is false. The rating grows with
//     the number of singles the contradiction takes (7.5 up to 8.6, like SE's Nishio chains).
//   Trial and error: assume a candidate and apply every technique below this one; a
//     contradiction removes it (8.8 up to 9.4). If even that finds nothing, a candidate is
//     removed because a complete search shows it leads to no solution (10.0): pure guessing.
#include <fmt/format.h>

#include <bit>
#include <utility>

#include "sudoku/bands9.h"
#include "sudoku/count_solver.h"
#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace ps::sudoku::logic {

namespace {

using bands9::BoxMask;
using bands9::ColMask;
using bands9::kRow0;
using bands9::RowMask;

// One look at the grid for FollowSingles: whether it is broken (as LogicGrid::Broken), and if
// not, the single the grader would apply next (as HiddenSingle on boxes, then on lines, then
// NakedSingle: the first unit or cell in index order) in one pass over the units, with no step
// built. -1 broken, 0 no single, 1 a single in (cell, value).
int ScanSingles(const LogicGrid& g, int& cell, int& value) {
  const int n = g.n();
  const uint32_t all = (1u << n) - 1;
  const auto& units = g.topo().units;
  int box_unit = -1, line_unit = -1;
  uint32_t box_single = 0, line_single = 0;
  for (int u = 0; u < static_cast<int>(units.size()); ++u) {
    uint32_t once = 0, twice = 0, placed = 0, seen = 0;
    for (int c : units[static_cast<size_t>(u)]) {
      const uint32_t cand = g.cand(c);
      seen |= cand;
      if (g.value(c)) {
        placed |= 1u << (g.value(c) - 1);
      } else {
        twice |= once & cand;
        once |= cand;
      }
    }
    if (seen != all) return -1;
    const uint32_t single = once & ~twice & ~placed;
    if (!single) continue;
    const bool is_box = u >= 2 * n && u < 3 * n;
    if (is_box && box_unit < 0) {
      box_unit = u;
      box_single = single;
    } else if (!is_box && line_unit < 0) {
      line_unit = u;
      line_single = single;
    }
  }
  int naked = -1;
  for (int c = 0; c < g.cells(); ++c) {
    if (g.value(c)) continue;
    if (!g.cand(c)) return -1;
    if (naked < 0 && std::popcount(static_cast<unsigned>(g.cand(c))) == 1) naked = c;
  }
  const int u = box_unit >= 0 ? box_unit : line_unit;
  if (u >= 0) {
    value = std::countr_zero(box_unit >= 0 ? box_single : line_single) + 1;
    for (int c : units[static_cast<size_t>(u)]) {
      if (!g.value(c) && (g.cand(c) & (1u << (value - 1)))) cell = c;
    }
    return 1;
  }
  if (naked < 0) return 0;
  cell = naked;
  value = std::countr_zero(static_cast<unsigned>(g.cand(naked))) + 1;
  return 1;
}

// The classic 9x9 board on bitboards, for following singles fast (forcing chains follow hundreds
// of assumptions per step): Scan gives exactly ScanSingles' answer, Place does LogicGrid::Place.
// Only for grids where no candidate clashes with a placed peer (Fits), as the grader's are.
class Bits9 {
 public:
  static bool Fits(const LogicGrid& g) {
    if (g.n() != 9 || g.topo().units.size() != 27 || g.topo().geo.jigsaw() ||
        g.topo().geo.killer()) {
      return false;
    }
    for (int c = 0; c < 81; ++c) {
      if (g.value(c)) {
        if (g.cand(c) != 1u << (g.value(c) - 1)) return false;
        continue;
      }
      for (int p : g.topo().peers[static_cast<size_t>(c)]) {
        if (g.value(p) && (g.cand(c) & (1u << (g.value(p) - 1)))) return false;
      }
    }
    return true;
  }
  explicit Bits9(const LogicGrid& g) {
    for (int c = 0; c < 81; ++c) {
      const uint32_t bit = 1u << (c % 27);
      const int b = c / 27;
      if (g.value(c)) {
        val_[g.value(c) - 1][b] |= bit;
        continue;
      }
      open_[b] |= bit;
      for (int d = 0; d < 9; ++d) {
        if (g.cand(c) & (1u << d)) cand_[d][b] |= bit;
      }
    }
  }
  void Place(int cell, int value) {
    const int b = cell / 27, i = cell % 27, d = value - 1;
    const uint32_t bit = 1u << i;
    open_[b] &= ~bit;
    uint32_t had = 0;  // the digits that were candidates here
    for (int e = 0; e < 9; ++e) {
      had |= ((cand_[e][b] >> i) & 1u) << e;
      cand_[e][b] &= ~bit;
    }
    dirty_ |= had | 1u << d;
    val_[d][b] |= bit;
    cand_[d][b] &= ~(RowMask(i / 9) | BoxMask(i % 9 / 3));
    for (uint32_t& band : cand_[d]) band &= ~ColMask(i % 9);
  }
  // As ScanSingles: -1 broken, 0 no single, 1 a single in (cell, value).
  int Scan(int& cell, int& value) {
    for (int b = 0; b < 3; ++b) {
      uint32_t any = 0;
      for (const auto& digit : cand_) any |= digit[b];
      if (open_[b] & ~any) return -1;
    }
    // A unit can lose its last place for a digit only when the digit lost a candidate: the
    // digits changed since the last scan (all of them at first).
    for (uint32_t todo = std::exchange(dirty_, 0u); todo; todo &= todo - 1) {
      const int d = std::countr_zero(todo);
      uint32_t folded = 0;
      for (int b = 0; b < 3; ++b) {
        const uint32_t a = cand_[d][b] | val_[d][b];
        for (int k = 0; k < 3; ++k) {
          if (!(a & RowMask(k)) || !(a & BoxMask(k))) return -1;
        }
        folded |= a;
      }
      if (((folded | folded >> 9 | folded >> 18) & kRow0) != kRow0) return -1;
    }
    // Per band, each digit's boxes (rows) with exactly one place, found branch-free; the first
    // in unit order, then digit order.
    auto one = [](uint32_t m) { return static_cast<uint32_t>(std::popcount(m) == 1); };
    for (int lines = 0; lines < 2; ++lines) {  // boxes first, then rows
      for (int b = 0; b < 3; ++b) {
        uint32_t units_of[9], any = 0;
        for (int d = 0; d < 9; ++d) {
          const uint32_t w = cand_[d][b];
          units_of[d] =
              lines ? one(w & RowMask(0)) | one(w & RowMask(1)) << 1 | one(w & RowMask(2)) << 2
                    : one(w & BoxMask(0)) | one(w & BoxMask(1)) << 1 | one(w & BoxMask(2)) << 2;
          any |= units_of[d];
        }
        if (!any) continue;
        for (int k = 0; k < 3; ++k) {
          for (int d = 0; d < 9; ++d) {
            if (!((units_of[d] >> k) & 1u)) continue;
            const uint32_t m = cand_[d][b] & (lines ? RowMask(k) : BoxMask(k));
            return Found(27 * b + std::countr_zero(m), d, cell, value);
          }
        }
      }
    }
    for (int x = 0; x < 9; ++x) {  // columns
      for (int d = 0; d < 9; ++d) {
        const uint32_t m0 = cand_[d][0] & ColMask(x), m1 = cand_[d][1] & ColMask(x),
                       m2 = cand_[d][2] & ColMask(x);
        if (std::popcount(m0) + std::popcount(m1) + std::popcount(m2) != 1) continue;
        const int b = m0 ? 0 : m1 ? 1 : 2;
        return Found(27 * b + std::countr_zero(m0 | m1 | m2), d, cell, value);
      }
    }
    for (int b = 0; b < 3; ++b) {  // naked singles: cells with exactly one candidate
      uint32_t ones = 0, twos = 0;
      for (const auto& digit : cand_) {
        twos |= ones & digit[b];
        ones |= digit[b];
      }
      const uint32_t single = ones & ~twos;
      if (!single) continue;
      const int i = std::countr_zero(single);
      int d = 0;
      while (!(cand_[d][b] & (1u << i))) ++d;
      return Found(27 * b + i, d, cell, value);
    }
    return 0;
  }

 private:
  static int Found(int c, int d, int& cell, int& value) {
    cell = c;
    value = d + 1;
    return 1;
  }
  uint32_t cand_[9][3] = {};  // per digit and band (3 rows of 9 bits): open cells with it
  uint32_t val_[9][3] = {};   // per digit and band: cells holding it
  uint32_t open_[3] = {};     // per band: cells with no value
  uint32_t dirty_ = 0x1ff;    // digits whose candidates changed since the last Scan
};

int ScanSingles(Bits9& g, int& cell, int& value) { return g.Scan(cell, value); }

// An assumption followed by singles, carried on as the step limit grows (the singles come in a
// fixed order, so the first `limit` of them are the same whatever the limit).
template <typename Grid>
struct Assumption {
  Grid grid;
  int steps = 0;
  int status = 0;  // 0 going on, -1 contradiction, 1 no single left (never a contradiction)
  // The last scan when it found a single the limit did not let apply (kept for the next limit).
  bool pending = false;
  int cell = -1, value = 0;
  // Applies singles while fewer than `limit` were applied; a contradiction found before one of
  // them or after the last ends it.
  void Follow(int limit) {
    while (status == 0) {
      const int scan = pending ? 1 : ScanSingles(grid, cell, value);
      pending = false;
      if (scan < 0) {
        status = -1;
      } else if (scan == 0) {
        status = 1;
      } else if (steps >= limit) {
        pending = true;
        return;
      } else {
        grid.Place(cell, value);
        ++steps;
      }
    }
  }
};

// Cells in order of fewest candidates: short chains start from them.
std::vector<int> CellsByCandidates(const LogicGrid& g) {
  std::vector<int> order;
  for (int k = 2; k <= g.n(); ++k) {
    for (int c = 0; c < g.cells(); ++c) {
      if (!g.value(c) && std::popcount(static_cast<unsigned>(g.cand(c))) == k) order.push_back(c);
    }
  }
  return order;
}

// For the explanation of a contradiction found by following singles from `c` = `v`: the singles
// in the order FollowSingles takes them (as the grader: hidden singles in boxes, then in lines,
// then naked singles), each with its unit, and what breaks. Empty when `limit` singles do not
// break the grid (cannot happen for a chain FindForcingChain found).
std::string ContradictionText(const LogicGrid& g, int c, int v, int limit) {
  LogicGrid x = g;
  x.set_explain(true);
  x.Place(c, v);
  std::vector<std::string> singles;
  for (int k = 0; k <= limit && !x.Broken(); ++k) {
    Step s;
    if (!HiddenSingle(x, true, s) && !HiddenSingle(x, false, s) && !NakedSingle(x, s)) return "";
    singles.push_back(s.text);
    x.Apply(s);
  }
  if (!x.Broken()) return "";
  std::string broken;
  for (int d = 0; d < x.cells() && broken.empty(); ++d) {
    if (!x.value(d) && !x.cand(d))
      broken = fmt::format("{} would have no digit left", CellText(x, d));
  }
  const auto& units = x.topo().units;
  for (size_t u = 0; u < units.size() && broken.empty(); ++u) {
    uint32_t seen = 0;
    for (int d : units[u]) seen |= x.cand(d);
    const uint32_t missing = ((1u << x.n()) - 1) & ~seen;
    if (missing) {
      broken =
          fmt::format("{} would have no place left in {}", ValueChar(std::countr_zero(missing) + 1),
                      UnitText(x, static_cast<int>(u)));
    }
  }
  std::string out = fmt::format("if {} were {}: ", CellText(g, c), ValueChar(v));
  constexpr size_t kShown = 24;
  for (size_t i = 0; i < singles.size() && i < kShown; ++i) out += singles[i] + "; ";
  if (singles.size() > kShown)
    out += fmt::format("(then {} more singles); ", singles.size() - kShown);
  return out + fmt::format(
                   "then {}. So {} is not {}, because each digit placed leaves the other squares "
                   "of its row, column and box (weak links), and a square or a unit left with no "
                   "place for a digit cannot be part of the solution",
                   broken, CellText(g, c), ValueChar(v));
}

}  // namespace

namespace {

template <typename Grid>
bool FindForcingChain(const LogicGrid& g, const Grid& start, Step& step, Budget& budget) {
  const std::vector<int> order = CellsByCandidates(g);
  // Iterative deepening on the number of singles: the shortest contradiction wins. Each
  // assumption keeps its grid from one limit to the next.
  std::vector<Assumption<Grid>> assumed;
  for (int limit : {2, 4, 8, 16, 32, 64, 256}) {
    size_t next = 0;
    for (int c : order) {
      for (uint16_t m = g.cand(c); m; m = static_cast<uint16_t>(m & (m - 1))) {
        if (!budget.Step()) return false;
        int v = std::countr_zero(static_cast<unsigned>(m)) + 1;
        if (next == assumed.size()) {
          assumed.push_back(Assumption<Grid>{start});
          assumed.back().grid.Place(c, v);
        }
        Assumption<Grid>& a = assumed[next++];
        a.Follow(limit);
        if (a.status >= 0) continue;
        // Sudoku Explainer's Nishio chains (assume a value, follow, reach a contradiction) start
        // at 7.5; +0.2 as the chain doubles.
        double rating = 7.5;
        for (int l = 2; l < limit && rating < 8.6; l *= 2) rating += 0.2;
        step = {};
        step.technique = Technique::kForcingChain;
        step.rating = std::min(rating, 8.6);
        step.cells = {c};
        step.removals = {{c, static_cast<uint16_t>(1u << (v - 1))}};
        if (g.explain()) {
          step.text = ContradictionText(g, c, v, limit);
          if (step.text.empty()) {
            step.text = fmt::format(
                "if {} were {}, singles would lead to a contradiction within {} steps, so it is "
                "not, because a square or a unit left with no place for a digit cannot be part of "
                "the solution",
                CellText(g, c), ValueChar(v), limit);
          }
        }
        return true;
      }
    }
  }
  return false;
}

}  // namespace

bool ForcingChain(const LogicGrid& g, Step& step, Budget& budget, bool bitboards) {
  if (bitboards && Bits9::Fits(g)) return FindForcingChain(g, Bits9(g), step, budget);
  return FindForcingChain(g, g, step, budget);
}

bool TrialAndError(const LogicGrid& g, Step& step, Budget& budget) {
  const std::vector<int> order = CellsByCandidates(g);
  for (int c : order) {
    for (uint16_t m = g.cand(c); m; m = static_cast<uint16_t>(m & (m - 1))) {
      if (!budget.CheckNow()) return false;
      int v = std::countr_zero(static_cast<unsigned>(m)) + 1;
      LogicGrid trial = g;
      trial.Place(c, v);
      int depth = 0;
      Step inner;
      bool broken = trial.Broken();
      while (!broken && !trial.Solved() && NextStep(trial, inner, budget, 8.6)) {
        trial.Apply(inner);
        ++depth;
        broken = trial.Broken();
      }
      if (!broken) continue;
      step = {};
      step.technique = Technique::kTrialAndError;
      step.rating = std::min(9.4, 8.8 + 0.1 * (depth / 8));
      step.cells = {c};
      step.removals = {{c, static_cast<uint16_t>(1u << (v - 1))}};
      if (g.explain())
        step.text = fmt::format(
            "if {} were {}, the techniques above lead to a contradiction after {} steps, so it "
            "is not, because a digit that leaves a square or a unit with no place for a digit "
            "cannot be part of the solution",
            CellText(g, c), ValueChar(v), depth);
      return true;
    }
  }
  // Nothing short of search: remove a candidate that a complete search refutes.
  CountSolver solver(g.topo().geo);
  for (int c : order) {
    for (uint16_t m = g.cand(c); m; m = static_cast<uint16_t>(m & (m - 1))) {
      int v = std::countr_zero(static_cast<unsigned>(m)) + 1;
      Puzzle p{g.topo().geo, g.values()};
      p.cells[static_cast<size_t>(c)] = static_cast<uint8_t>(v);
      Budget inner = budget.Child(0);
      CountResult r = solver.Count(p, 1, inner);
      if (!r.complete) return false;
      if (r.count > 0) continue;
      step = {};
      step.technique = Technique::kTrialAndError;
      step.rating = 10.0;
      step.cells = {c};
      step.removals = {{c, static_cast<uint16_t>(1u << (v - 1))}};
      if (g.explain())
        step.text =
            fmt::format("a complete search shows {} cannot be {}", CellText(g, c), ValueChar(v));
      return true;
    }
  }
  return false;
}

}  // namespace ps::sudoku::logic
