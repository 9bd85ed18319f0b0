// Star Battle techniques and grading; see logic.h. Each finder scans the board and reports the
// first deduction it can make as a Step; the grader applies the easiest available step each time.
#include "starbattle/logic.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/grid.h"
#include "starbattle/solver.h"

namespace ps::starbattle {

int FindLevel(std::string_view name) {
  for (int i = 0; i < kNumLevels; ++i) {
    if (kLevels[i].name == name || (name.size() == 1 && name[0] == kLevels[i].code)) return i;
  }
  return -1;
}

std::string_view TechniqueName(Technique t) {
  switch (t) {
    case Technique::kFullUnit:
      return "full unit";
    case Technique::kNeighbours:
      return "neighbours of a star";
    case Technique::kJustEnough:
      return "just enough room";
    case Technique::kLineRuns:
      return "runs in a line";
    case Technique::kStripRuns:
      return "runs in a two-line strip";
    case Technique::kNoRoom:
      return "no room";
    case Technique::kBand:
      return "pigeonhole band";
    case Technique::kContradiction:
      return "contradiction";
    case Technique::kSearch:
      return "trial and error";
  }
  return "?";
}

int TechniqueLevel(Technique t) {
  switch (t) {
    case Technique::kFullUnit:
    case Technique::kNeighbours:
    case Technique::kJustEnough:
    case Technique::kLineRuns:
    case Technique::kNoRoom:
      return 0;
    case Technique::kStripRuns:
      return 1;
    case Technique::kBand:
      return 2;
    case Technique::kContradiction:
      return 3;
    case Technique::kSearch:
      return 4;
  }
  return 4;
}

void Apply(const Step& step, std::vector<uint8_t>& marks) {
  for (int c : step.stars) marks[static_cast<size_t>(c)] = kStarMark;
  for (int c : step.empties) marks[static_cast<size_t>(c)] = kEmptyMark;
}

namespace {

std::string Cell(int n, int c) { return CellName(c % n, c / n); }

std::string CellList(int n, const std::vector<int>& cells) {
  std::string out;
  for (size_t i = 0; i < cells.size(); ++i) {
    if (i == 6 && cells.size() > 7) return out + fmt::format(" and {} more", cells.size() - 6);
    if (i) out += ", ";
    out += Cell(n, cells[i]);
  }
  return out;
}

class Board {
 public:
  Board(const Puzzle& p, const std::vector<uint8_t>& marks) : p_(p), n_(p.n), m_(marks) {
    units_.resize(static_cast<size_t>(3 * n_));
    for (int c = 0; c < n_ * n_; ++c) {
      units_[static_cast<size_t>(c / n_)].push_back(c);
      units_[static_cast<size_t>(n_ + c % n_)].push_back(c);
      units_[static_cast<size_t>(2 * n_ + p.zones[static_cast<size_t>(c)])].push_back(c);
    }
  }

  int Need(int u) const {
    return u < n_ ? p_.row_stars : u < 2 * n_ ? p_.col_stars : p_.zone_stars;
  }
  std::string UnitName(int u) const {
    if (u < n_) return fmt::format("row {}", u + 1);
    if (u < 2 * n_) return fmt::format("column {}", u - n_ + 1);
    return fmt::format("zone {}", u - 2 * n_);
  }
  int Count(int u, uint8_t mark) const {
    int k = 0;
    for (int c : units_[static_cast<size_t>(u)]) k += m_[static_cast<size_t>(c)] == mark;
    return k;
  }
  std::vector<int> Cells(int u, uint8_t mark) const {
    std::vector<int> out;
    for (int c : units_[static_cast<size_t>(u)]) {
      if (m_[static_cast<size_t>(c)] == mark) out.push_back(c);
    }
    return out;
  }
  std::vector<int> FreeNeighbours(int c) const {
    std::vector<int> out;
    int x = c % n_, y = c / n_;
    for (int ny = y - 1; ny <= y + 1; ++ny) {
      for (int nx = x - 1; nx <= x + 1; ++nx) {
        if ((nx != x || ny != y) && nx >= 0 && ny >= 0 && nx < n_ && ny < n_ &&
            m_[static_cast<size_t>(ny * n_ + nx)] == kUnknown) {
          out.push_back(ny * n_ + nx);
        }
      }
    }
    return out;
  }

  // A broken board: a unit over or under its count, or two stars touching.
  bool Broken() const {
    for (int u = 0; u < 3 * n_; ++u) {
      int stars = Count(u, kStarMark), free = Count(u, kUnknown);
      if (stars > Need(u) || stars + free < Need(u)) return true;
    }
    for (int c = 0; c < n_ * n_; ++c) {
      if (m_[static_cast<size_t>(c)] != kStarMark) continue;
      int x = c % n_, y = c / n_;
      for (int ny = y; ny <= y + 1; ++ny) {
        for (int nx = x - 1; nx <= x + 1; ++nx) {
          if ((ny > y || nx > x) && nx >= 0 && ny < n_ && nx < n_ &&
              m_[static_cast<size_t>(ny * n_ + nx)] == kStarMark) {
            return true;
          }
        }
      }
    }
    return false;
  }

  bool FullUnit(Step& s) const {
    for (int u = 0; u < 3 * n_; ++u) {
      if (Count(u, kStarMark) != Need(u)) continue;
      std::vector<int> free = Cells(u, kUnknown);
      if (free.empty()) continue;
      s = Step{
          Technique::kFullUnit,
          units_[static_cast<size_t>(u)],
          {},
          free,
          fmt::format("{} has its {} star{}: {} {} empty", UnitName(u), Need(u),
                      Need(u) > 1 ? "s" : "", CellList(n_, free), free.size() > 1 ? "are" : "is")};
      return true;
    }
    return false;
  }

  bool Neighbours(Step& s) const {
    for (int c = 0; c < n_ * n_; ++c) {
      if (m_[static_cast<size_t>(c)] != kStarMark) continue;
      std::vector<int> free = FreeNeighbours(c);
      if (free.empty()) continue;
      s = Step{Technique::kNeighbours,
               {c},
               {},
               free,
               fmt::format("stars never touch: the neighbours of the star at {} are empty ({})",
                           Cell(n_, c), CellList(n_, free))};
      return true;
    }
    return false;
  }

  bool JustEnough(Step& s) const {
    for (int u = 0; u < 3 * n_; ++u) {
      int stars = Count(u, kStarMark), unknown = Count(u, kUnknown);
      if (unknown == 0 || stars + unknown != Need(u)) continue;
      std::vector<int> free = Cells(u, kUnknown);
      s = Step{
          Technique::kJustEnough,
          units_[static_cast<size_t>(u)],
          free,
          {},
          fmt::format("{} needs {} more star{} and has just that many free cells: {}", UnitName(u),
                      free.size(), free.size() > 1 ? "s" : "", CellList(n_, free))};
      return true;
    }
    return false;
  }

  // The free cells of line u (row or column) as runs of neighbouring cells.
  std::vector<std::pair<int, int>> Runs(int u, const std::vector<uint8_t>& m) const {
    std::vector<std::pair<int, int>> runs;
    const std::vector<int>& cells = units_[static_cast<size_t>(u)];
    for (int i = 0; i < n_;) {
      if (m[static_cast<size_t>(cells[static_cast<size_t>(i)])] != kUnknown) {
        ++i;
        continue;
      }
      int j = i;
      while (j < n_ && m[static_cast<size_t>(cells[static_cast<size_t>(j)])] == kUnknown) ++j;
      runs.emplace_back(i, j - i);
      i = j;
    }
    return runs;
  }

  bool LineRuns(Step& s) const {
    for (int u = 0; u < 2 * n_; ++u) {
      const int missing = Need(u) - Count(u, kStarMark);
      if (missing <= 0) continue;
      auto runs = Runs(u, m_);
      int bound = 0;
      for (auto [start, len] : runs) bound += (len + 1) / 2;
      if (bound != missing) continue;
      const bool row = u < n_;
      const int line = row ? u : u - n_;
      Step st{Technique::kLineRuns, units_[static_cast<size_t>(u)], {}, {}, ""};
      for (auto [start, len] : runs) {
        if (len % 2 == 1) {
          for (int k = 0; k < len; k += 2)
            st.stars.push_back(units_[static_cast<size_t>(u)][static_cast<size_t>(start + k)]);
          continue;
        }
        for (int side = -1; side <= 1; side += 2) {
          int other = line + side;
          if (other < 0 || other >= n_) continue;
          for (int k = start; k < start + len; ++k) {
            int c = row ? other * n_ + k : k * n_ + other;
            if (m_[static_cast<size_t>(c)] == kUnknown) st.empties.push_back(c);
          }
        }
      }
      if (st.stars.empty() && st.empties.empty()) continue;
      std::sort(st.empties.begin(), st.empties.end());
      st.empties.erase(std::unique(st.empties.begin(), st.empties.end()), st.empties.end());
      st.text = fmt::format(
          "{} needs {} more star{} and its free runs hold at most that many, so every run is "
          "full{}{}",
          UnitName(u), missing, missing > 1 ? "s" : "",
          st.stars.empty() ? "" : ": stars at " + CellList(n_, st.stars),
          st.empties.empty()
              ? ""
              : fmt::format("; {} beside the runs {} empty", CellList(n_, st.empties),
                            st.empties.size() > 1 ? "are" : "is"));
      s = std::move(st);
      return true;
    }
    return false;
  }

  bool StripRuns(Step& s) const {
    for (int rows = 1; rows >= 0; --rows) {
      for (int line = 0; line + 1 < n_; ++line) {
        auto at = [&](int a, int b) { return rows ? a * n_ + b : b * n_ + a; };
        const int base = rows ? 0 : n_;
        const int need = Need(base + line) + Need(base + line + 1);
        int bound = 0;
        std::vector<std::pair<int, int>> runs;
        auto usable = [&](int b) {
          return m_[static_cast<size_t>(at(line, b))] != kEmptyMark ||
                 m_[static_cast<size_t>(at(line + 1, b))] != kEmptyMark;
        };
        for (int i = 0; i < n_;) {
          if (!usable(i)) {
            ++i;
            continue;
          }
          int j = i;
          while (j < n_ && usable(j)) ++j;
          runs.emplace_back(i, j - i);
          bound += (j - i + 1) / 2;
          i = j;
        }
        if (bound != need) continue;
        Step st{Technique::kStripRuns, {}, {}, {}, ""};
        for (int l = line; l <= line + 1; ++l) {
          for (int b = 0; b < n_; ++b) st.cells.push_back(at(l, b));
        }
        for (auto [start, len] : runs) {
          if (len % 2 == 0) continue;
          for (int k = start + 1; k < start + len; k += 2) {
            for (int l = line; l <= line + 1; ++l) {
              if (m_[static_cast<size_t>(at(l, k))] == kUnknown) st.empties.push_back(at(l, k));
            }
          }
        }
        if (st.empties.empty()) continue;
        std::sort(st.empties.begin(), st.empties.end());
        const char* what = rows ? "rows" : "columns";
        st.text = fmt::format(
            "{} {} and {} need {} stars together, one per {} at most and none side by side: "
            "their runs leave no slack, so {} {} empty",
            what, line + 1, line + 2, need, rows ? "column" : "row", CellList(n_, st.empties),
            st.empties.size() > 1 ? "are" : "is");
        s = std::move(st);
        return true;
      }
    }
    return false;
  }

  // Upper bound on the stars unit u can still hold under marks m (no allocation: NoRoom asks this
  // for every free cell).
  int Room(int u, const std::vector<uint8_t>& m) const {
    int stars = 0;
    if (u < 2 * n_) {
      int bound = 0, run = 0;
      for (int c : units_[static_cast<size_t>(u)]) {
        const uint8_t v = m[static_cast<size_t>(c)];
        stars += v == kStarMark;
        if (v == kUnknown) {
          ++run;
        } else {
          bound += (run + 1) / 2;
          run = 0;
        }
      }
      return stars + bound + (run + 1) / 2;
    }
    // Greedy 2x2 blocks over the zone's free cells in reading order; one star per block at most.
    uint32_t covered[kMaxN + 1] = {};
    int squares = 0;
    for (int c : units_[static_cast<size_t>(u)]) {
      const uint8_t v = m[static_cast<size_t>(c)];
      stars += v == kStarMark;
      const int x = c % n_, y = c / n_;
      if (v != kUnknown || ((covered[y] >> x) & 1)) continue;
      ++squares;
      const uint32_t bits = (3u << x) & (n_ == 32 ? ~0u : (1u << n_) - 1);
      covered[y] |= bits;
      covered[y + 1] |= bits;
    }
    return stars + squares;
  }

  bool NoRoom(Step& s) const {
    std::vector<uint8_t> m = m_;
    std::vector<uint8_t> touched(static_cast<size_t>(3 * n_));
    std::vector<int> changed;
    auto mark = [&](int d, uint8_t v) {
      m[static_cast<size_t>(d)] = v;
      changed.push_back(d);
    };
    for (int c = 0; c < n_ * n_; ++c) {
      if (m_[static_cast<size_t>(c)] != kUnknown) continue;
      // Undo the previous cell's trial.
      for (int d : changed) m[static_cast<size_t>(d)] = m_[static_cast<size_t>(d)];
      changed.clear();
      mark(c, kStarMark);
      const int x = c % n_, y = c / n_;
      for (int ny = std::max(0, y - 1); ny <= std::min(n_ - 1, y + 1); ++ny) {
        for (int nx = std::max(0, x - 1); nx <= std::min(n_ - 1, x + 1); ++nx) {
          if (m[static_cast<size_t>(ny * n_ + nx)] == kUnknown) mark(ny * n_ + nx, kEmptyMark);
        }
      }
      for (int u : {y, n_ + x, 2 * n_ + p_.zones[static_cast<size_t>(c)]}) {
        int stars = 0;
        for (int d : units_[static_cast<size_t>(u)])
          stars += m[static_cast<size_t>(d)] == kStarMark;
        if (stars == Need(u)) {
          for (int d : units_[static_cast<size_t>(u)]) {
            if (m[static_cast<size_t>(d)] == kUnknown) mark(d, kEmptyMark);
          }
        }
      }
      // Only units with a changed cell can have lost room (the others had room for their stars
      // before, the marks being consistent), so the first unit found is the same.
      std::fill(touched.begin(), touched.end(), 0);
      for (int d : changed) {
        touched[static_cast<size_t>(d / n_)] = 1;
        touched[static_cast<size_t>(n_ + d % n_)] = 1;
        touched[static_cast<size_t>(2 * n_ + p_.zones[static_cast<size_t>(d)])] = 1;
      }
      for (int u = 0; u < 3 * n_; ++u) {
        if (!touched[static_cast<size_t>(u)]) continue;
        int room = Room(u, m);
        if (room >= Need(u)) continue;
        s = Step{Technique::kNoRoom,
                 units_[static_cast<size_t>(u)],
                 {},
                 {c},
                 fmt::format("a star at {} would leave {} room for only {} of its {} stars, so "
                             "{} is empty",
                             Cell(n_, c), UnitName(u), room, Need(u), Cell(n_, c))};
        return true;
      }
    }
    return false;
  }

  bool Band(Step& s) const {
    if (p_.Stars() == 0) return false;
    for (int rows = 1; rows >= 0; --rows) {
      std::vector<uint32_t> mask(static_cast<size_t>(n_), 0);
      for (int c = 0; c < n_ * n_; ++c) {
        if (m_[static_cast<size_t>(c)] == kEmptyMark) continue;
        mask[static_cast<size_t>(p_.zones[static_cast<size_t>(c)])] |= 1u
                                                                       << (rows ? c / n_ : c % n_);
      }
      for (int a = 0; a < n_; ++a) {
        uint32_t band = 0;
        for (int b = a; b < n_ - 1; ++b) {
          band |= 1u << b;
          const int m = b - a + 1;
          int n_inside = 0, n_touching = 0;
          for (int z = 0; z < n_; ++z) {
            n_inside += (mask[static_cast<size_t>(z)] & ~band) == 0 && mask[static_cast<size_t>(z)];
            n_touching += (mask[static_cast<size_t>(z)] & band) != 0;
          }
          if (n_inside != m && n_touching != m) continue;
          std::vector<int> inside, touching;
          for (int z = 0; z < n_; ++z) {
            if ((mask[static_cast<size_t>(z)] & ~band) == 0 && mask[static_cast<size_t>(z)])
              inside.push_back(z);
            if (mask[static_cast<size_t>(z)] & band) touching.push_back(z);
          }
          Step st{Technique::kBand, {}, {}, {}, ""};
          const char* what = rows ? "rows" : "columns";
          std::string lines = m == 1 ? fmt::format("{} {}", rows ? "row" : "column", a + 1)
                                     : fmt::format("{} {}-{}", what, a + 1, b + 1);
          auto in_band = [&](int c) {
            int l = rows ? c / n_ : c % n_;
            return l >= a && l <= b;
          };
          if (static_cast<int>(inside.size()) == m) {
            for (int c = 0; c < n_ * n_; ++c) {
              if (!in_band(c) || m_[static_cast<size_t>(c)] != kUnknown) continue;
              if (std::find(inside.begin(), inside.end(), p_.zones[static_cast<size_t>(c)]) ==
                  inside.end())
                st.empties.push_back(c);
            }
            if (st.empties.empty()) continue;
            std::string zs;
            for (int z : inside) zs += (zs.empty() ? "" : ", ") + std::to_string(z);
            st.text = fmt::format(
                "zones {} lie wholly inside {} and fill all {} of its stars, so the band's "
                "other cells are empty: {}",
                zs, lines, m * p_.Stars(), CellList(n_, st.empties));
          } else if (static_cast<int>(touching.size()) == m) {
            for (int z : touching) {
              for (int c : units_[static_cast<size_t>(2 * n_ + z)]) {
                if (!in_band(c) && m_[static_cast<size_t>(c)] == kUnknown) st.empties.push_back(c);
              }
            }
            if (st.empties.empty()) continue;
            std::sort(st.empties.begin(), st.empties.end());
            std::string zs;
            for (int z : touching) zs += (zs.empty() ? "" : ", ") + std::to_string(z);
            st.text = fmt::format(
                "{} can take stars only from zones {}, which have just {} stars, so those "
                "zones have no star outside the band: {} empty",
                lines, zs, m * p_.Stars(), CellList(n_, st.empties));
          } else {
            continue;
          }
          for (int c = 0; c < n_ * n_; ++c) {
            if (in_band(c)) st.cells.push_back(c);
          }
          s = std::move(st);
          return true;
        }
      }
    }
    return false;
  }

  // Easy, medium (without no-room) and hard steps to a fixpoint; false when the board breaks.
  static bool Settle(const Puzzle& p, std::vector<uint8_t>& m) {
    const Board b(p, m);  // reads m as it changes
    for (;;) {
      if (b.Broken()) return false;
      Step s;
      if (!(b.FullUnit(s) || b.Neighbours(s) || b.JustEnough(s) || b.LineRuns(s) ||
            b.StripRuns(s) || b.Band(s))) {
        return true;
      }
      Apply(s, m);
    }
  }

  bool Contradiction(Step& s) const {
    for (int c = 0; c < n_ * n_; ++c) {
      if (m_[static_cast<size_t>(c)] != kUnknown) continue;
      std::vector<uint8_t> m = m_;
      m[static_cast<size_t>(c)] = kStarMark;
      if (Settle(p_, m)) continue;
      s = Step{Technique::kContradiction,
               {c},
               {},
               {c},
               fmt::format("a star at {} leads, by the simpler techniques, to a unit that cannot "
                           "hold its stars, so {} is empty",
                           Cell(n_, c), Cell(n_, c))};
      return true;
    }
    return false;
  }

 private:
  const Puzzle& p_;
  const int n_;
  const std::vector<uint8_t>& m_;
  std::vector<std::vector<int>> units_;
};

}  // namespace

namespace {

// The easiest step on the board `b` reads, up to max_level.
bool Next(const Board& b, Step& step, int max_level) {
  if (b.FullUnit(step) || b.Neighbours(step) || b.JustEnough(step) || b.LineRuns(step) ||
      b.NoRoom(step)) {
    return true;
  }
  if (max_level < 1) return false;
  if (b.StripRuns(step)) return true;
  if (max_level < 2) return false;
  if (b.Band(step)) return true;
  if (max_level < 3) return false;
  return b.Contradiction(step);
}

}  // namespace

bool NextStep(const Puzzle& puzzle, const std::vector<uint8_t>& marks, Step& step, int max_level) {
  return Next(Board(puzzle, marks), step, max_level);
}

int Unresolved(const Puzzle& puzzle, int max_level, Budget& budget) {
  std::vector<uint8_t> marks(static_cast<size_t>(puzzle.Cells()), kUnknown);
  const Board b(puzzle, marks);  // reads marks as they change
  for (;;) {
    if (!budget.Step()) return -1;
    Step s;
    if (!Next(b, s, max_level)) break;
    Apply(s, marks);
  }
  return static_cast<int>(std::count(marks.begin(), marks.end(), kUnknown));
}

GradeResult Grade(const Puzzle& puzzle, Budget& budget) {
  GradeResult g;
  std::vector<uint8_t> marks(static_cast<size_t>(puzzle.Cells()), kUnknown);
  for (;;) {
    if (std::find(marks.begin(), marks.end(), kUnknown) == marks.end()) {
      g.solved = true;
      return g;
    }
    if (!budget.Step()) return g;
    Step s;
    if (!NextStep(puzzle, marks, s)) break;
    g.level = std::max(g.level, TechniqueLevel(s.technique));
    Apply(s, marks);
    g.steps.push_back(std::move(s));
  }
  // Stalled: the rest needs search.
  SolveResult r = Solve(puzzle, 1, budget);
  g.level = kNumLevels - 1;
  if (r.count == 0) return g;
  Step s{Technique::kSearch,
         {},
         {},
         {},
         "no technique applies; trial and error (search) fills the rest"};
  for (int c = 0; c < puzzle.Cells(); ++c) {
    if (marks[static_cast<size_t>(c)] != kUnknown) continue;
    (r.solution[static_cast<size_t>(c)] ? s.stars : s.empties).push_back(c);
  }
  Apply(s, marks);
  g.steps.push_back(std::move(s));
  g.solved = true;
  return g;
}

}  // namespace ps::starbattle
