// Techniques that rely on the puzzle having one solution.
//   Unique rectangle type 1: four cells on two rows, two columns and two boxes; three hold only
//     {a,b}; the fourth cannot be a or b either, or a and b could swap (two solutions).
//   Unique rectangle types 2, 3 and 4: two of the four hold only {a,b} and the other two more;
//     one of those two must hold a value other than a and b, which leads to an elimination.
//   Unique loops: the same on six or more squares holding {a,b} (two of them may hold more),
//     linked in turn by a row, column or box, where each unit touched holds two of them, one at
//     an even and one at an odd place round the loop: the values could alternate either way.
//     Ratings as in Sukaku Explainer (diuf.sudoku.solver.rules.unique.UniqueLoopHint).
//   BUG+1: every unsolved cell has two candidates but one, which has three; that cell takes the
//     value that appears three times in its units, else the grid would have two solutions.
// In a killer, swapping a and b round a rectangle must also keep every cage's sum and its
// different digits: a rectangle counts only when each cage holds as many of its squares on one
// diagonal as on the other, and none on both of one diagonal (killer_swap below); loops and BUG
// are off there.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <string>
#include <vector>

#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace ps::sudoku::logic {

namespace {

// A unique rectangle's step on `cells` (its four squares), without its text.
Step RectangleStep(std::vector<int> cells, double rating,
                   std::vector<std::pair<int, uint16_t>> removals) {
  Step step;
  step.technique = Technique::kUniqueRectangle;
  step.rating = rating;
  step.cells = std::move(cells);
  step.removals = std::move(removals);
  return step;
}

// Whether swapping the two values round the rectangle (cells in the order r1c1, r1c2, r2c1, r2c2)
// keeps every killer cage whole: each cage holds as many squares of one diagonal (r1c1, r2c2)
// as of the other, and not two squares of one diagonal (they would hold the same digit).
bool KillerSwap(const LogicGrid& g, const int* cells) {
  const Topology& t = g.topo();
  if (!t.geo.killer()) return true;
  for (int i = 0; i < 4; ++i) {
    const int k = t.cage_of[static_cast<size_t>(cells[i])];
    if (k < 0) continue;
    int main = 0, anti = 0;
    for (int j = 0; j < 4; ++j) {
      if (t.cage_of[static_cast<size_t>(cells[j])] == k) ++(j == 0 || j == 3 ? main : anti);
    }
    if (main != anti || main > 1) return false;
  }
  return true;
}

}  // namespace

bool UniqueRectangle(const LogicGrid& g, Step& step) {
  // Diagonals can forbid the swap the argument needs; a jigsaw's regions can too (a region holding
  // one square of the rectangle would lose its value).
  if (g.topo().geo.diagonals || g.topo().geo.jigsaw()) return false;
  const int n = g.n();
  const Geometry& geo = g.topo().geo;
  auto pair_of = [&](int c) -> uint16_t {
    return !g.value(c) && std::popcount(static_cast<unsigned>(g.cand(c))) == 2 ? g.cand(c) : 0;
  };
  for (int r1 = 0; r1 < n; ++r1) {
    for (int r2 = r1 + 1; r2 < n; ++r2) {
      const bool same_band = r1 / geo.box_h == r2 / geo.box_h;
      for (int c1 = 0; c1 < n; ++c1) {
        // Three of the four cells hold the same pair, so each column has one: a quick filter
        // (the full test below decides).
        if (g.value(r1 * n + c1) || g.value(r2 * n + c1)) continue;
        const uint16_t p = pair_of(r1 * n + c1), q = pair_of(r2 * n + c1);
        if ((!p && !q) || (p && q && p != q)) continue;
        for (int c2 = c1 + 1; c2 < n; ++c2) {
          // Two boxes: the rows share a band or the columns a stack, not both.
          if (same_band == (c1 / geo.box_w == c2 / geo.box_w)) continue;
          int cells[] = {r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2};
          uint16_t pair = 0;
          int extra = -1, bivalue = 0;
          bool ok = true;
          for (int c : cells) {
            if (g.value(c)) {
              ok = false;
              break;
            }
            if (std::popcount(static_cast<unsigned>(g.cand(c))) == 2) {
              if (pair == 0) pair = g.cand(c);
              if (g.cand(c) != pair) ok = false;
              ++bivalue;
            } else {
              extra = c;
            }
          }
          if (!ok || bivalue != 3 || extra < 0 || (g.cand(extra) & pair) != pair) continue;
          if (!KillerSwap(g, cells)) continue;
          step = RectangleStep({cells[0], cells[1], cells[2], cells[3]}, 4.5, {{extra, pair}});
          if (g.explain())
            step.text = fmt::format(
                "the rectangle {} in rows {},{} and columns {},{} (two boxes): three of its "
                "squares can only be {}. If {} were {} as well, the {}s and {}s of the rectangle "
                "could be swapped and the puzzle would have two solutions, because nothing else "
                "in their rows, columns and boxes tells the two ways apart; it has one",
                CellsText(g, {cells[0], cells[1], cells[2], cells[3]}, ", "), r1 + 1, r2 + 1,
                c1 + 1, c2 + 1, OrText(pair), CellText(g, extra), OrText(pair),
                ValueChar(std::countr_zero(static_cast<unsigned>(pair)) + 1),
                ValueChar(std::countr_zero(static_cast<unsigned>(pair & (pair - 1))) + 1));
          return true;
        }
      }
    }
  }
  return false;
}

namespace {

// Type 3 on the rectangle `cells` whose other two squares, x and y, hold `pair` and more: one of
// them holds one of their extra values (else the rectangle could be swapped), so in a unit with
// both, the two act as one square holding only the extras. With m other squares of the unit
// whose values together with the extras are m + 1 values, those m + 1 squares hold those values
// (a naked subset): no other square of the unit can. Rated 4.5 + 0.1 m.
// `cells` is the rectangle's four squares (or a loop's), `base` its rating with m = 0 and `shape`
// its name in the text ("rectangle", "loop").
bool UniqueRectangleType3(const LogicGrid& g, const std::vector<int>& cells, double base,
                          const char* shape, int x, int y, uint16_t pair, const std::string& where,
                          Step& step) {
  const uint16_t extras = static_cast<uint16_t>((g.cand(x) | g.cand(y)) & ~pair);
  if (std::popcount(static_cast<unsigned>(extras)) < 2) return false;  // one: type 2
  const auto& units = g.topo().units;
  for (size_t u = 0; u < units.size(); ++u) {
    const std::vector<int>& unit = units[u];
    if (std::find(unit.begin(), unit.end(), x) == unit.end() ||
        std::find(unit.begin(), unit.end(), y) == unit.end()) {
      continue;
    }
    std::vector<int> others;  // the unit's other open squares
    for (int c : unit) {
      if (c != x && c != y && !g.value(c)) others.push_back(c);
    }
    const int k = static_cast<int>(others.size());
    for (int m = 1; m <= 3 && m < k; ++m) {
      // Each set of m squares, as a bit mask over `others`, in increasing order.
      for (unsigned set = (1u << m) - 1; set < (1u << k);) {
        uint16_t values = extras;
        std::vector<int> subset;
        for (int i = 0; i < k; ++i) {
          if (set & (1u << i)) {
            values = static_cast<uint16_t>(values | g.cand(others[static_cast<size_t>(i)]));
            subset.push_back(others[static_cast<size_t>(i)]);
          }
        }
        if (std::popcount(static_cast<unsigned>(values)) == m + 1) {
          std::vector<std::pair<int, uint16_t>> removals;
          for (int c : others) {
            if (std::find(subset.begin(), subset.end(), c) != subset.end()) continue;
            if (const uint16_t out = static_cast<uint16_t>(g.cand(c) & values)) {
              removals.push_back({c, out});
            }
          }
          if (!removals.empty()) {
            step = RectangleStep(cells, base + 0.1 * m, std::move(removals));
            if (g.explain())
              step.text = fmt::format(
                  "{}, and the other two, {} and {}, can also hold {}. One of those two holds "
                  "{}, because without it the {} would hold only {} and {}, which could "
                  "be swapped, giving the puzzle two solutions. So in {}, those two (as one "
                  "square) and {} are {} squares that can only hold the {} values {}: no other "
                  "square of {} can hold them",
                  where, CellText(g, x), CellText(g, y), OrText(extras), OrText(extras), shape,
                  ValuesText(static_cast<uint16_t>(pair & (0u - pair))),
                  ValuesText(static_cast<uint16_t>(pair & (pair - 1u))),
                  UnitText(g, static_cast<int>(u)), CellsText(g, subset, ", "), m + 1, m + 1,
                  ValuesText(values), UnitText(g, static_cast<int>(u)));
            return true;
          }
        }
        // The next set with m bits (Gosper's hack).
        const unsigned low = set & (0u - set), ripple = set + low;
        set = (((ripple ^ set) >> 2) / low) | ripple;
      }
    }
  }
  return false;
}

}  // namespace

bool UniqueRectangleTypes2And4(const LogicGrid& g, Step& step) {
  if (g.topo().geo.diagonals || g.topo().geo.jigsaw()) return false;
  const int n = g.n();
  const Geometry& geo = g.topo().geo;
  const auto& units = g.topo().units;
  auto in = [](const std::vector<int>& unit, int c) {
    return std::find(unit.begin(), unit.end(), c) != unit.end();
  };
  for (int type : {4, 2, 3}) {
    for (int r1 = 0; r1 < n; ++r1) {
      for (int r2 = r1 + 1; r2 < n; ++r2) {
        const bool same_band = r1 / geo.box_h == r2 / geo.box_h;
        for (int c1 = 0; c1 < n; ++c1) {
          for (int c2 = c1 + 1; c2 < n; ++c2) {
            if (same_band == (c1 / geo.box_w == c2 / geo.box_w)) continue;
            const int cells[] = {r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2};
            uint16_t common = 0xFFFF;
            bool open = true;
            for (int c : cells) {
              open = open && !g.value(c);
              common = static_cast<uint16_t>(common & g.cand(c));
            }
            if (!open || std::popcount(static_cast<unsigned>(common)) < 2) continue;
            if (!KillerSwap(g, cells)) continue;
            for (uint16_t ma = common; ma; ma = static_cast<uint16_t>(ma & (ma - 1))) {
              for (uint16_t mb = static_cast<uint16_t>(ma & (ma - 1)); mb;
                   mb = static_cast<uint16_t>(mb & (mb - 1))) {
                const uint16_t a = static_cast<uint16_t>(ma & (0u - ma));
                const uint16_t b = static_cast<uint16_t>(mb & (0u - mb));
                const uint16_t pair = static_cast<uint16_t>(a | b);
                std::vector<int> floor, roof;
                for (int c : cells) (g.cand(c) == pair ? floor : roof).push_back(c);
                if (floor.size() != 2) continue;
                const int x = roof[0], y = roof[1];
                if (x / n != y / n && x % n != y % n) continue;  // the two floors on a diagonal
                const std::string rect =
                    CellsText(g, {cells[0], cells[1], cells[2], cells[3]}, ", ");
                const std::string where = fmt::format(
                    "the rectangle {} in rows {},{} and columns {},{} (two boxes): {} "
                    "and {} can only be {}",
                    rect, r1 + 1, r2 + 1, c1 + 1, c2 + 1, CellText(g, floor[0]),
                    CellText(g, floor[1]), OrText(pair));
                if (type == 4) {
                  for (uint16_t strong : {a, b}) {
                    const uint16_t other = static_cast<uint16_t>(pair & ~strong);
                    for (size_t u = 0; u < units.size(); ++u) {
                      if (!in(units[u], x) || !in(units[u], y)) continue;
                      int places = 0;
                      for (int c : units[u]) places += !g.value(c) && (g.cand(c) & strong);
                      if (places != 2) continue;
                      step = RectangleStep({cells[0], cells[1], cells[2], cells[3]}, 4.5,
                                           {{x, other}, {y, other}});
                      if (g.explain())
                        step.text = fmt::format(
                            "{}; in {}, {} can only be in the other two, {} and {} (a strong "
                            "link), so one of them is {}. Neither can be {}, because then the "
                            "rectangle would hold only {} and {}, which could be swapped, giving "
                            "the puzzle two solutions; it has one",
                            where, UnitText(g, static_cast<int>(u)), ValuesText(strong),
                            CellText(g, x), CellText(g, y), ValuesText(strong), ValuesText(other),
                            ValuesText(a), ValuesText(b));
                      return true;
                    }
                  }
                } else if (type == 3) {
                  if (UniqueRectangleType3(g, {cells[0], cells[1], cells[2], cells[3]}, 4.5,
                                           "rectangle", x, y, pair, where, step))
                    return true;
                } else {
                  const uint16_t ex = static_cast<uint16_t>(g.cand(x) & ~pair);
                  if (std::popcount(static_cast<unsigned>(ex)) != 1 || (g.cand(y) & ~pair) != ex)
                    continue;
                  auto removals = RemovalsSeeingAll(g, {x, y}, ex);
                  if (removals.empty()) continue;
                  step = RectangleStep({cells[0], cells[1], cells[2], cells[3]}, 4.5,
                                       std::move(removals));
                  if (g.explain())
                    step.text = fmt::format(
                        "{}, and the other two, {} and {}, only {}. One of those two is {}, "
                        "because without it the rectangle would hold only {} and {}, which could "
                        "be swapped, giving the puzzle two solutions; a square seeing both "
                        "cannot be {}",
                        where, CellText(g, x), CellText(g, y), OrText(g.cand(x)), ValuesText(ex),
                        ValuesText(a), ValuesText(b), ValuesText(ex));
                  return true;
                }
              }
            }
          }
        }
      }
    }
  }
  return false;
}

namespace {

// The rows, columns and boxes of a cell (units 0..3n-1 of the topology).
std::array<int, 3> UnitsOf(const LogicGrid& g, int c) {
  const int n = g.n();
  const Geometry& geo = g.topo().geo;
  const int r = c / n, col = c % n;
  return {r, n + col, 2 * n + (r / geo.box_h) * (n / geo.box_w) + col / geo.box_w};
}

// Depth-first search for unique loops on `pair` from `loop[0]`: each square holds both values
// of the pair, each next square shares a unit with the one before, each row, column and box
// touched holds exactly two of the loop's squares, one at an even and one at an odd position
// (so the values can alternate round the loop), at most two squares hold more (any number when
// those all hold one same extra value). Every loop is found from its first two-value square.
struct LoopSearch {
  const LogicGrid& g;
  uint16_t pair;
  std::vector<int> loop;
  std::vector<int8_t> count, parity;  // per unit: loop squares in it, the first one's parity
  int open_units = 0;                 // units holding one loop square so far
  int extra_cells = 0;
  uint16_t extras = 0;
  std::vector<std::vector<int>> found;
  static constexpr size_t kMaxLength = 14, kMaxFound = 64;

  bool Fits(int c, int parity_of_c) const {
    for (int u : UnitsOf(g, c)) {
      const size_t i = static_cast<size_t>(u);
      if (count[i] >= 2 || (count[i] == 1 && parity[i] == parity_of_c)) return false;
    }
    return true;
  }
  // Adds (sign +1) or takes back (-1) square `c` at place `at` of the loop.
  void Add(int c, size_t at, int sign) {
    const int par = static_cast<int>(at % 2);
    for (int u : UnitsOf(g, c)) {
      const size_t i = static_cast<size_t>(u);
      if (sign > 0) {
        if (count[i] == 0) parity[i] = static_cast<int8_t>(par);
        open_units += count[i] == 0 ? 1 : -1;
        ++count[i];
      } else {
        --count[i];
        open_units += count[i] == 0 ? -1 : 1;
      }
    }
  }
  void Extend() {
    if (found.size() >= kMaxFound) return;
    const int cur = loop.back();
    for (int p : g.topo().peers[static_cast<size_t>(cur)]) {
      if (p == loop[0]) {
        if (loop.size() >= 6 && loop.size() % 2 == 0 && open_units == 0) found.push_back(loop);
        continue;
      }
      if (loop.size() >= kMaxLength || g.value(p) || (g.cand(p) & pair) != pair) continue;
      if (g.cand(p) == pair && p < loop[0]) continue;  // found from that square instead
      if (std::find(loop.begin(), loop.end(), p) != loop.end()) continue;
      const uint16_t more = static_cast<uint16_t>(g.cand(p) & ~pair);
      const uint16_t new_extras = static_cast<uint16_t>(extras | more);
      if (more && extra_cells >= 2 && std::popcount(static_cast<unsigned>(new_extras)) != 1)
        continue;
      if (!Fits(p, static_cast<int>(loop.size() % 2))) continue;
      const uint16_t old_extras = extras;
      Add(p, loop.size(), +1);
      loop.push_back(p);
      extras = new_extras;
      extra_cells += more != 0;
      Extend();
      extra_cells -= more != 0;
      extras = old_extras;
      loop.pop_back();
      Add(p, loop.size(), -1);
    }
  }
};

}  // namespace

bool UniqueLoop(const LogicGrid& g, Step& step) {
  if (g.topo().geo.diagonals || g.topo().geo.jigsaw() || g.topo().geo.killer()) return false;
  const size_t units = g.topo().units.size();
  bool have = false;
  int best_type = 0;
  for (int start = 0; start < g.cells(); ++start) {
    const uint16_t pair = g.cand(start);
    if (g.value(start) || std::popcount(static_cast<unsigned>(pair)) != 2) continue;
    LoopSearch search{
        g, pair, {start}, std::vector<int8_t>(units, 0), std::vector<int8_t>(units, 0), 0,
        0, 0,    {}};
    search.Add(start, 0, +1);
    search.Extend();
    for (const std::vector<int>& loop : search.found) {
      const size_t len = loop.size();
      // Sukaku Explainer's ratings: 4.6 for six squares, 4.7 for eight, 5.0 for ten or more.
      const double base = len >= 10 ? 5.0 : len >= 8 ? 4.7 : 4.6;
      std::vector<int> extra;
      uint16_t extras = 0;
      for (int c : loop) {
        if (g.cand(c) != pair) {
          extra.push_back(c);
          extras = static_cast<uint16_t>(extras | (g.cand(c) & ~pair));
        }
      }
      if (extra.empty()) continue;  // no solution or two: not the grader's business
      const uint16_t a = static_cast<uint16_t>(pair & (0u - pair));
      const uint16_t b = static_cast<uint16_t>(pair & ~a);
      std::string where;
      if (g.explain()) {
        where = fmt::format("the loop {}", CellText(g, loop[0]));
        for (size_t i = 0; i < len; ++i) {
          const int from = loop[i], to = loop[(i + 1) % len];
          where += fmt::format(" - {} - {}", UnitText(g, SharedUnit(g, from, to)), CellText(g, to));
        }
        where += fmt::format(
            ": each row, column and box it passes through holds two of its squares, and ");
      }
      // The candidate steps on this loop, easiest first (type 1, 2, 4 at `base`, 3 above it).
      Step s;
      int type = 0;
      if (extra.size() == 1) {
        type = 1;
        s = RectangleStep(loop, base, {{extra[0], pair}});
        if (g.explain())
          s.text = fmt::format(
              "{}all but {} can only be {}. If {} were {} as well, the {}s and {}s could be "
              "swapped round the loop and the puzzle would have two solutions, because nothing "
              "else in those rows, columns and boxes tells the two ways apart; it has one",
              where, CellText(g, extra[0]), OrText(pair), CellText(g, extra[0]), OrText(pair),
              ValuesText(a), ValuesText(b));
      } else if (std::popcount(static_cast<unsigned>(extras)) == 1) {
        auto removals = RemovalsSeeingAll(g, extra, extras);
        if (removals.empty()) continue;
        type = 2;
        s = RectangleStep(loop, base, std::move(removals));
        if (g.explain())
          s.text = fmt::format(
              "{}its squares can only be {}, except {}, which can also be {}. One of those is "
              "{}, because without it the loop would hold only {} and {}, which could be "
              "swapped, giving the puzzle two solutions; a square seeing all of them cannot be {}",
              where, OrText(pair), CellsText(g, extra, ", "), ValuesText(extras),
              ValuesText(extras), ValuesText(a), ValuesText(b), ValuesText(extras));
      } else if (extra.size() == 2 && SharedUnit(g, extra[0], extra[1]) >= 0) {
        const int x = extra[0], y = extra[1];
        const std::string floor =
            where + fmt::format("all its squares but two can only be {}", OrText(pair));
        // Type 4: one value of the pair has only x and y in a unit they share.
        for (uint16_t strong : {a, b}) {
          if (type) break;
          const uint16_t other = static_cast<uint16_t>(pair & ~strong);
          for (size_t u = 0; u < units && !type; ++u) {
            const auto& unit = g.topo().units[u];
            if (std::find(unit.begin(), unit.end(), x) == unit.end() ||
                std::find(unit.begin(), unit.end(), y) == unit.end())
              continue;
            int places = 0;
            for (int c : unit) places += !g.value(c) && (g.cand(c) & strong);
            if (places != 2) continue;
            type = 4;
            s = RectangleStep(loop, base, {{x, other}, {y, other}});
            if (g.explain())
              s.text = fmt::format(
                  "{}; in {}, {} can only be in {} and {} (a strong link), so one of them is {}. "
                  "Neither can be {}, because then the loop would hold only {} and {}, which "
                  "could be swapped, giving the puzzle two solutions; it has one",
                  floor, UnitText(g, static_cast<int>(u)), ValuesText(strong), CellText(g, x),
                  CellText(g, y), ValuesText(strong), ValuesText(other), ValuesText(a),
                  ValuesText(b));
          }
        }
        if (!type && UniqueRectangleType3(g, loop, base, "loop", x, y, pair, floor, s)) type = 3;
      }
      if (!type) continue;
      s.technique = Technique::kUniqueLoop;
      if (!have || s.rating < step.rating - 1e-9 ||
          (s.rating < step.rating + 1e-9 && type < best_type)) {
        step = std::move(s);
        best_type = type;
        have = true;
      }
    }
  }
  return have;
}

bool Bug(const LogicGrid& g, Step& step) {
  if (g.topo().geo.diagonals || g.topo().geo.jigsaw() || g.topo().geo.killer()) return false;
  int triple = -1;
  for (int c = 0; c < g.cells(); ++c) {
    if (g.value(c)) continue;
    int k = std::popcount(static_cast<unsigned>(g.cand(c)));
    if (k == 2) continue;
    if (k != 3 || triple >= 0) return false;
    triple = c;
  }
  if (triple < 0) return false;
  // The value that appears three times in the triple cell's row (and column and box).
  const int n = g.n();
  const int row = triple / n;
  for (int v = 1; v <= n; ++v) {
    const uint16_t bit = static_cast<uint16_t>(1u << (v - 1));
    if (!(g.cand(triple) & bit)) continue;
    int count = 0;
    for (int c : g.topo().units[static_cast<size_t>(row)])
      count += !g.value(c) && (g.cand(c) & bit);
    if (count != 3) continue;
    step = {};
    step.technique = Technique::kBug;
    step.rating = 5.6;
    step.cells = {triple};
    step.placements = {{triple, v}};
    if (g.explain())
      step.text = fmt::format(
          "every empty square but {} can hold just two digits. Unless {} is {}, each digit "
          "would have exactly two places in each of its rows, columns and boxes, and such a "
          "grid has two solutions (or none), because its digits can be swapped in pairs",
          CellText(g, triple), CellText(g, triple), ValueChar(v));
    return true;
  }
  return false;
}

}  // namespace ps::sudoku::logic
