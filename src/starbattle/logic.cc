// Star Battle techniques and grading; see logic.h. Each finder scans the board and reports the
// first deduction it can make as a Step; the grader applies the easiest available step each time.
#include "starbattle/logic.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <optional>

#include "core/grid.h"
#include "starbattle/room.h"
#include "starbattle/solver.h"
#include "starbattle/words.h"

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

std::string Cell(int n, int c) { return SquareName(n, c); }
std::string CellList(int n, const std::vector<int>& cells) { return SquareList(n, cells); }

class Board {
 public:
  // `text`: whether steps carry their sentence (the grader's); the generator's scoring counts
  // cells only and skips the formatting.
  Board(const Puzzle& p, const std::vector<uint8_t>& marks, bool text = true)
      : p_(p), n_(p.n), m_(marks), text_(text), units_(own_units_) {
    if (text_) names_.emplace(p);
    own_units_.resize(static_cast<size_t>(3 * n_));
    for (int c = 0; c < n_ * n_; ++c) {
      own_units_[static_cast<size_t>(c / n_)].push_back(c);
      own_units_[static_cast<size_t>(n_ + c % n_)].push_back(c);
      own_units_[static_cast<size_t>(2 * n_ + p.zones[static_cast<size_t>(c)])].push_back(c);
    }
  }

  int Need(int u) const {
    return u < n_ ? p_.row_stars : u < 2 * n_ ? p_.col_stars : p_.zone_stars;
  }
  std::string UnitName(int u) const { return names_->Name(u); }
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
      s = Step{Technique::kFullUnit, units_[static_cast<size_t>(u)], {}, free, ""};
      if (text_) {
        const int k = Need(u);
        s.text = fmt::format("{} has {}, so the rest of it is empty: {}", UnitName(u),
                             k == 1   ? "its star"
                             : k == 2 ? "both its stars"
                                      : fmt::format("all {} of its stars", Number(k)),
                             CellList(n_, free));
      }
      return true;
    }
    return false;
  }

  bool Neighbours(Step& s) const {
    for (int c = 0; c < n_ * n_; ++c) {
      if (m_[static_cast<size_t>(c)] != kStarMark) continue;
      std::vector<int> free = FreeNeighbours(c);
      if (free.empty()) continue;
      s = Step{Technique::kNeighbours, {c}, {}, free, ""};
      if (text_) {
        s.text =
            fmt::format("stars never touch, so the squares around the star at {} are empty: {}",
                        Cell(n_, c), CellList(n_, free));
      }
      return true;
    }
    return false;
  }

  bool JustEnough(Step& s) const {
    for (int u = 0; u < 3 * n_; ++u) {
      int stars = Count(u, kStarMark), unknown = Count(u, kUnknown);
      if (unknown == 0 || stars + unknown != Need(u)) continue;
      std::vector<int> free = Cells(u, kUnknown);
      s = Step{Technique::kJustEnough, units_[static_cast<size_t>(u)], free, {}, ""};
      if (text_) {
        s.text = fmt::format("{} needs {}{} star{} and has just {} free square{}{}, so {} at {}",
                             UnitName(u), Number(unknown), stars > 0 ? " more" : "",
                             unknown > 1 ? "s" : "", Number(unknown), unknown > 1 ? "s" : "",
                             stars > 0 ? " left" : "", unknown > 1 ? "they go" : "it goes",
                             CellList(n_, s.stars));
      }
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

  // "row 5 needs two more stars, and its free squares hold at most that many without touching,
  // so every run of them is full: a star at r5c1; however the stars sit in the pair r5c3-r5c4,
  // they rule out r4c3, r4c4, r6c3 and r6c4".
  std::string LineRunsText(int u, int missing, const std::vector<std::pair<int, int>>& runs,
                           const Step& st) const {
    const std::vector<int>& line = units_[static_cast<size_t>(u)];
    std::vector<std::string> even;
    int even_stars = 0;
    for (auto [start, len] : runs) {
      if (len % 2 != 0) continue;
      even_stars += len / 2;
      even.push_back(fmt::format("the {} {}-{}", len == 2 ? "pair" : "run",
                                 Cell(n_, line[static_cast<size_t>(start)]),
                                 Cell(n_, line[static_cast<size_t>(start + len - 1)])));
    }
    std::string text = fmt::format(
        "{} needs {}{} star{}, and its free squares hold at most that many without touching, so "
        "every run of them is full",
        UnitName(u), Number(missing), missing < Need(u) ? " more" : "", missing > 1 ? "s" : "");
    if (!st.stars.empty()) {
      text += fmt::format(": {} at {}", st.stars.size() > 1 ? "stars" : "a star",
                          CellList(n_, st.stars));
    }
    if (!st.empties.empty()) {
      std::string runs_named;
      for (size_t i = 0; i < even.size(); ++i) {
        runs_named += (i == 0 ? "" : i + 1 == even.size() ? " and " : ", ") + even[i];
      }
      text += fmt::format("; however the star{} in {}, {} out {}",
                          even_stars > 1 ? "s sit" : " sits", runs_named,
                          even_stars > 1 ? "they rule" : "it rules", CellList(n_, st.empties));
    }
    return text;
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
      if (text_) st.text = LineRunsText(u, missing, runs, st);
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
        if (text_) {
          const char* across = rows ? "column" : "row";
          std::string open;
          for (size_t i = 0; i < runs.size(); ++i) {
            const auto [start, len] = runs[i];
            open += i == 0 ? "" : i + 1 == runs.size() ? " and " : ", ";
            open +=
                len == 1 ? std::to_string(start + 1) : fmt::format("{}-{}", start + 1, start + len);
          }
          st.text = fmt::format(
              "{} {} and {} need {} between them. Across two {}s, stars never share a {} or sit "
              "in neighbouring {}s, so their open {}s ({}s {}) hold at most that many: every run "
              "of "
              "them is full. A full run of an odd number of {}s has its stars in its first, "
              "third... {}s, so {} {} empty",
              rows ? "rows" : "columns", line + 1, line + 2, StarCount(need),
              rows ? "row" : "column", across, across, across, across, open, across, across,
              CellList(n_, st.empties), IsAre(st.empties.size()));
        }
        s = std::move(st);
        return true;
      }
    }
    return false;
  }

  // Scratch space for trying stars one cell at a time (NoRoom): a copy of the marks that each
  // trial changes and then gives back, the stars each unit holds under the real marks, the free
  // cells of each row and column as bits (and those a trial takes, cut), and of each zone row by
  // row (zfree[z * n + y], over the rows zrows[z] it spans).
  struct Trial {
    std::vector<uint8_t> m;
    std::vector<int> stars, changed, units;
    std::vector<uint32_t> free, stamp, zfree, cut;
    std::vector<std::pair<int, int>> zrows;
    uint32_t epoch = 0;
  };

  Trial StartTrials() const {
    Trial t;
    t.m = m_;
    t.stars.assign(static_cast<size_t>(3 * n_), 0);
    t.stamp.assign(static_cast<size_t>(3 * n_), 0);
    t.free.assign(static_cast<size_t>(2 * n_), 0);
    t.cut.assign(static_cast<size_t>(3 * n_), 0);
    t.zfree.assign(static_cast<size_t>(n_ * n_), 0);
    t.zrows.resize(static_cast<size_t>(n_));
    for (int z = 0; z < n_; ++z) {
      const std::vector<int>& cells = units_[static_cast<size_t>(2 * n_ + z)];
      t.zrows[static_cast<size_t>(z)] = {cells.front() / n_, cells.back() / n_};
    }
    for (int c = 0; c < n_ * n_; ++c) {
      const int x = c % n_, y = c / n_;
      if (m_[static_cast<size_t>(c)] == kUnknown) {
        t.free[static_cast<size_t>(y)] |= 1u << x;
        t.free[static_cast<size_t>(n_ + x)] |= 1u << y;
        t.zfree[static_cast<size_t>(p_.zones[static_cast<size_t>(c)] * n_ + y)] |= 1u << x;
      }
      if (m_[static_cast<size_t>(c)] != kStarMark) continue;
      ++t.stars[static_cast<size_t>(y)];
      ++t.stars[static_cast<size_t>(n_ + x)];
      ++t.stars[static_cast<size_t>(2 * n_ + p_.zones[static_cast<size_t>(c)])];
    }
    return t;
  }

  // The first unit (in unit order) that a star at the free cell c leaves too little room for its
  // stars, or -1; `room` is what that unit can still hold. The same as marking the star, its free
  // neighbours empty and the rest of each unit the star fills empty, then asking Room of every
  // unit with a changed cell (the others keep their room, enough as the marks are consistent),
  // on bits.
  int NoRoomUnit(int c, Trial& t, int& room) const {
    const int x = c % n_, y = c / n_;
    const int zone = p_.zones[static_cast<size_t>(c)];
    t.changed.clear();
    auto take = [&](int d) {
      if (t.m[static_cast<size_t>(d)] != kUnknown) return;
      t.m[static_cast<size_t>(d)] = kEmptyMark;  // (the star's own mark does not matter here)
      t.changed.push_back(d);
    };
    take(c);
    for (int ny = std::max(0, y - 1); ny <= std::min(n_ - 1, y + 1); ++ny) {
      for (int nx = std::max(0, x - 1); nx <= std::min(n_ - 1, x + 1); ++nx) take(ny * n_ + nx);
    }
    for (int u : {y, n_ + x, 2 * n_ + zone}) {
      if (t.stars[static_cast<size_t>(u)] + 1 != Need(u)) continue;
      for (int d : units_[static_cast<size_t>(u)]) take(d);
    }
    ++t.epoch;
    t.units.clear();
    auto touch = [&](int u) {
      if (t.stamp[static_cast<size_t>(u)] == t.epoch) return;
      t.stamp[static_cast<size_t>(u)] = t.epoch;
      t.cut[static_cast<size_t>(u)] = 0;
      t.units.push_back(u);
    };
    for (int d : t.changed) {
      t.m[static_cast<size_t>(d)] = m_[static_cast<size_t>(d)];
      const int dx = d % n_, dy = d / n_, dz = p_.zones[static_cast<size_t>(d)];
      touch(dy);
      touch(n_ + dx);
      touch(2 * n_ + dz);
      t.cut[static_cast<size_t>(dy)] |= 1u << dx;
      t.cut[static_cast<size_t>(n_ + dx)] |= 1u << dy;
      t.zfree[static_cast<size_t>(dz * n_ + dy)] &= ~(1u << dx);
    }
    std::sort(t.units.begin(), t.units.end());
    int found = -1;
    for (int u : t.units) {
      int r = t.stars[static_cast<size_t>(u)] + (u == y || u == n_ + x || u == 2 * n_ + zone);
      if (u < 2 * n_) {
        r += LineRoom(t.free[static_cast<size_t>(u)] & ~t.cut[static_cast<size_t>(u)]);
      } else {
        const int z = u - 2 * n_;
        const auto [y0, y1] = t.zrows[static_cast<size_t>(z)];
        r += ZoneRoom(&t.zfree[static_cast<size_t>(z * n_)], y0, y1);
      }
      if (r < Need(u)) {
        found = u;
        room = r;
        break;
      }
    }
    for (int d : t.changed) {
      t.zfree[static_cast<size_t>(p_.zones[static_cast<size_t>(d)] * n_ + d / n_)] |= 1u
                                                                                      << (d % n_);
    }
    return found;
  }

  // The step that empties cell c because a star there leaves unit u room for only `room` stars.
  Step NoRoomStep(int c, int u, int room) const {
    Step s{Technique::kNoRoom, units_[static_cast<size_t>(u)], {}, {c}, ""};
    if (text_) {
      const int at = p_.zones[static_cast<size_t>(c)];
      const bool inside = u == c / n_ || u == n_ + c % n_ || u == 2 * n_ + at;
      s.text =
          fmt::format("a star at {} would leave {} {}, so {} is empty", Cell(n_, c), UnitName(u),
                      RoomFor(Need(u), Count(u, kStarMark), room, inside), Cell(n_, c));
    }
    return s;
  }

  bool NoRoom(Step& s) const {
    Trial t = StartTrials();
    for (int c = 0; c < n_ * n_; ++c) {
      if (m_[static_cast<size_t>(c)] != kUnknown) continue;
      int room = 0;
      const int u = NoRoomUnit(c, t, room);
      if (u < 0) continue;
      s = NoRoomStep(c, u, room);
      return true;
    }
    return false;
  }

  // A no-room step for every free cell one pass over the current marks finds (NoRoom's first
  // included), in cell order.
  std::vector<Step> NoRoomAll() const {
    Trial t = StartTrials();
    std::vector<Step> out;
    for (int c = 0; c < n_ * n_; ++c) {
      if (m_[static_cast<size_t>(c)] != kUnknown) continue;
      int room = 0;
      const int u = NoRoomUnit(c, t, room);
      if (u >= 0) out.push_back(NoRoomStep(c, u, room));
    }
    return out;
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
          std::string lines;
          if (text_) {
            lines = m == 1 ? fmt::format("{} {}", rows ? "row" : "column", a + 1)
                           : fmt::format("{} {}-{}", what, a + 1, b + 1);
          }
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
            if (text_) {
              st.text = fmt::format(
                  "{} {} {}, and {} can put stars only inside {} and {} just as many, so the "
                  "rest of {} is empty: {}",
                  lines, m > 1 ? "need" : "needs", StarCount(m * p_.Stars()), names_->Zones(inside),
                  m > 1 ? "them" : "it", m > 1 ? "need" : "needs", lines, CellList(n_, st.empties));
            }
          } else if (static_cast<int>(touching.size()) == m) {
            for (int z : touching) {
              for (int c : units_[static_cast<size_t>(2 * n_ + z)]) {
                if (!in_band(c) && m_[static_cast<size_t>(c)] == kUnknown) st.empties.push_back(c);
              }
            }
            if (st.empties.empty()) continue;
            std::sort(st.empties.begin(), st.empties.end());
            if (text_) {
              st.text = fmt::format(
                  "{} {} {}, and only {} can put stars in {}; {} just as many, so {} none "
                  "outside {}: {} {} empty",
                  lines, m > 1 ? "need" : "needs", StarCount(m * p_.Stars()),
                  names_->Zones(touching), m > 1 ? "them" : "it",
                  m > 1 ? "those zones need" : "that zone needs", m > 1 ? "they have" : "it has",
                  lines, CellList(n_, st.empties), IsAre(st.empties.size()));
            }
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

  // Easy, medium (without no-room) and hard steps to a fixpoint from the marks `m`; false when
  // the board breaks.
  bool Settle(std::vector<uint8_t>& m) const {
    const Board b(*this, m);  // reads m as it changes
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

  // Whether a star at the free cell c breaks the board by the simpler techniques.
  bool Contradicts(int c, std::vector<uint8_t>& m) const {
    m = m_;
    m[static_cast<size_t>(c)] = kStarMark;
    return !Settle(m);
  }

  Step ContradictionStep(int c) const {
    Step s{Technique::kContradiction, {c}, {}, {c}, ""};
    if (text_) {
      s.text = fmt::format(
          "a star at {} would lead, by the simpler steps, to a row, column or zone that cannot "
          "get its stars, so {} is empty",
          Cell(n_, c), Cell(n_, c));
    }
    return s;
  }

  bool Contradiction(Step& s) const {
    std::vector<uint8_t> m;
    for (int c = 0; c < n_ * n_; ++c) {
      if (m_[static_cast<size_t>(c)] != kUnknown || !Contradicts(c, m)) continue;
      s = ContradictionStep(c);
      return true;
    }
    return false;
  }

  // A contradiction step for every free cell one pass over the current marks finds, in cell
  // order.
  std::vector<Step> ContradictionAll() const {
    std::vector<uint8_t> m;
    std::vector<Step> out;
    for (int c = 0; c < n_ * n_; ++c) {
      if (m_[static_cast<size_t>(c)] == kUnknown && Contradicts(c, m))
        out.push_back(ContradictionStep(c));
    }
    return out;
  }

 private:
  // The same puzzle under other marks (a trial's), without text, sharing the unit lists.
  Board(const Board& parent, const std::vector<uint8_t>& marks)
      : p_(parent.p_), n_(parent.n_), m_(marks), text_(false), units_(parent.units_) {}

  const Puzzle& p_;
  const int n_;
  const std::vector<uint8_t>& m_;
  const bool text_;
  std::optional<UnitNames> names_;  // with the text only
  std::vector<std::vector<int>> own_units_;
  // Each unit's cells: rows 0..n-1, columns n..2n-1, zones 2n..3n-1.
  const std::vector<std::vector<int>>& units_;

 public:
  Board(const Board&) = delete;
  Board& operator=(const Board&) = delete;
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

namespace {

// The grader's walk from the marks given, up to max_level: the easiest step each time, except
// that no room and contradiction, the costly ones, give every cell one pass over the board finds
// (each a sound deduction on its own) as steps in a row. Grade and Unresolved both walk this way,
// so that Unresolved(p, L) == 0 exactly when Grade finds level L or easier. `on_step` sees each
// step before it is applied. Returns false when the budget ran out.
template <typename OnStep>
bool Walk(const Puzzle& puzzle, std::vector<uint8_t>& marks, int max_level, bool text,
          Budget& budget, OnStep&& on_step) {
  const Board b(puzzle, marks, text);  // reads marks as they change
  auto take = [&](Step& s) {
    on_step(s);
    Apply(s, marks);
  };
  auto take_all = [&](std::vector<Step> steps) {
    for (Step& s : steps) take(s);
    return !steps.empty();
  };
  for (;;) {
    if (std::find(marks.begin(), marks.end(), kUnknown) == marks.end()) return true;
    if (!budget.Step()) return false;
    Step s;
    if (b.FullUnit(s) || b.Neighbours(s) || b.JustEnough(s) || b.LineRuns(s)) {
      take(s);
      continue;
    }
    if (take_all(b.NoRoomAll())) continue;
    if (max_level >= 1 && b.StripRuns(s)) {
      take(s);
      continue;
    }
    if (max_level >= 2 && b.Band(s)) {
      take(s);
      continue;
    }
    if (max_level < 3) return true;
    // A contradiction pass costs a settle per free cell: charged as a step per cell.
    for (int c = 0; c < puzzle.Cells(); ++c) {
      if (!budget.Step()) return false;
    }
    if (!take_all(b.ContradictionAll())) return true;
  }
}

}  // namespace

int Unresolved(const Puzzle& puzzle, int max_level, Budget& budget) {
  std::vector<uint8_t> marks;
  return Unresolved(puzzle, max_level, budget, marks);
}

int Unresolved(const Puzzle& puzzle, int max_level, Budget& budget, std::vector<uint8_t>& marks) {
  marks.assign(static_cast<size_t>(puzzle.Cells()), kUnknown);
  if (!Walk(puzzle, marks, max_level, false, budget, [](const Step&) {})) return -1;
  return static_cast<int>(std::count(marks.begin(), marks.end(), kUnknown));
}

GradeResult Grade(const Puzzle& puzzle, Budget& budget) {
  GradeResult g;
  std::vector<uint8_t> marks(static_cast<size_t>(puzzle.Cells()), kUnknown);
  const bool within = Walk(puzzle, marks, kNumLevels - 2, true, budget, [&](const Step& s) {
    g.level = std::max(g.level, TechniqueLevel(s.technique));
    g.steps.push_back(s);
  });
  if (!within) return g;
  if (std::find(marks.begin(), marks.end(), kUnknown) == marks.end()) {
    g.solved = true;
    return g;
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
