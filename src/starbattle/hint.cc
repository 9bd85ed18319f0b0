// Star Battle hints; see hint.h. A "no room" hint tries a star on every free square, as the
// grader's no-room finder does (the same trial, the same bounds: room.h), notes for each unit that
// runs out of room what the star did to it, and gives the unit with the most such squares as one
// step. The other techniques already give their deduction whole.
#include "starbattle/hint.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <string>

#include "starbattle/room.h"
#include "starbattle/units.h"
#include "starbattle/words.h"

// This file's names are in a namespace of its own: the unity build compiles the folder's files as
// one.
namespace ps::starbattle::hint_internal {
namespace {

size_t Z(int i) { return static_cast<size_t>(i); }

// What a star at `cell` would do to a unit it leaves too little room.
struct Squeeze {
  int cell = -1;
  int room = 0;              // the stars the unit could still hold, its own and this one included
  bool inside = false;       // the star is in the unit
  std::vector<int> touched;  // the unit's free squares the star touches
  // The units the star would fill (its row, column or zone reaching their count), each with the
  // unit's free squares whose emptying it takes (those the star does not touch).
  std::vector<std::pair<int, std::vector<int>>> filled;
  std::vector<int> rest;  // the unit's free squares left
  int rest_room = 0;      // the stars they hold at most
};

class Trials {
 public:
  Trials(const Puzzle& p, const std::vector<uint8_t>& marks)
      : p_(p), n_(p.n), m_(marks), t_(MakeUnitTables(p)), stars_(Z(3 * p.n), 0) {
    for (int u = 0; u < 3 * n_; ++u) {
      for (int c : t_.units[Z(u)]) stars_[Z(u)] += m_[Z(c)] == kStarMark;
    }
  }

  const UnitTables& Tables() const { return t_; }
  int Stars(int u) const { return stars_[Z(u)]; }

  // Every unit a star at the free square c leaves too little room, by unit.
  void Try(int c, std::map<int, std::vector<Squeeze>>& out) const {
    std::vector<uint8_t> m = m_;
    std::vector<int> why(m.size(), -2);  // -1: touched by the star, u >= 0: unit u filled
    m[Z(c)] = kStarMark;
    for (int d : t_.neighbours[Z(c)]) {
      if (m[Z(d)] == kUnknown) m[Z(d)] = kEmptyMark, why[Z(d)] = -1;
    }
    for (int v : t_.cell_units[Z(c)]) {
      if (stars_[Z(v)] + 1 != t_.need[Z(v)]) continue;
      for (int d : t_.units[Z(v)]) {
        if (m[Z(d)] == kUnknown) m[Z(d)] = kEmptyMark, why[Z(d)] = v;
      }
    }
    // The units with a changed square, as the grader asks (the others keep their room).
    std::vector<int> units;
    for (int d = 0; d < p_.Cells(); ++d) {
      if (d != c && why[Z(d)] == -2) continue;
      for (int u : t_.cell_units[Z(d)]) units.push_back(u);
    }
    std::sort(units.begin(), units.end());
    units.erase(std::unique(units.begin(), units.end()), units.end());
    for (int u : units) {
      Squeeze s;
      s.cell = c;
      s.inside = std::find(t_.cell_units[Z(c)].begin(), t_.cell_units[Z(c)].end(), u) !=
                 t_.cell_units[Z(c)].end();
      std::map<int, std::vector<int>> filled;
      for (int d : t_.units[Z(u)]) {
        if (m[Z(d)] == kUnknown) s.rest.push_back(d);
        if (d == c || m_[Z(d)] != kUnknown) continue;
        if (why[Z(d)] == -1) s.touched.push_back(d);
        if (why[Z(d)] >= 0) filled[why[Z(d)]].push_back(d);
      }
      s.filled.assign(filled.begin(), filled.end());
      s.rest_room = Room(u, m);
      s.room = stars_[Z(u)] + (s.inside ? 1 : 0) + s.rest_room;
      if (s.room < t_.need[Z(u)]) out[u].push_back(std::move(s));
    }
  }

 private:
  // The stars unit u's free squares under `m` hold at most (room.h's bounds).
  int Room(int u, const std::vector<uint8_t>& m) const {
    const std::vector<int>& cells = t_.units[Z(u)];
    if (u < 2 * n_) {
      uint32_t free = 0;
      for (size_t i = 0; i < cells.size(); ++i) {
        if (m[Z(cells[i])] == kUnknown) free |= 1u << i;
      }
      return LineRoom(free);
    }
    std::vector<uint32_t> rows(Z(n_), 0);
    for (int c : cells) {
      if (m[Z(c)] == kUnknown) rows[Z(c / n_)] |= 1u << (c % n_);
    }
    return ZoneRoom(rows.data(), cells.front() / n_, cells.back() / n_);
  }

  const Puzzle& p_;
  const int n_;
  const std::vector<uint8_t>& m_;
  const UnitTables t_;
  std::vector<int> stars_;
};

// How few stars the squares `rest` left in unit u hold: "what is left, r1c9 and r1c10, fits in
// one two-by-two block".
std::string RestText(int n, int u, const std::vector<int>& rest, int room) {
  const bool zone = u >= 2 * n;
  if (rest.size() == 1) return "only " + SquareName(n, rest[0]) + " is left";
  if (rest.size() <= 4) {
    return fmt::format(
        "what is left, {}, {}", SquareList(n, rest),
        zone ? fmt::format("fits in {} two-by-two block{}", Number(room), room > 1 ? "s" : "")
             : "holds only " + StarCount(room) + " without touching");
  }
  return fmt::format(
      "the {} squares left {}", Number(static_cast<int>(rest.size())),
      zone ? fmt::format("fit in {} two-by-two block{}", Number(room), room > 1 ? "s" : "")
           : "hold only " + StarCount(room) + " without touching");
}

// The units a star fills, as the way it rules their squares out: with one star a unit, "share
// row 3 with" (a star's row, column and zone hold no other); with more, "fill column 10",
// whose other squares are then empty.
std::string FilledWords(const UnitNames& names, int k, const std::vector<int>& units) {
  std::string out;
  for (size_t i = 0; i < units.size(); ++i) {
    out += (i == 0 ? "" : i + 1 == units.size() ? " or " : ", ") + names.Name(units[i]);
  }
  return k == 1 ? "share " + out + " with" : "fill " + out;
}

// The kinds of unit (row, column, zone) among `units`, for a group: "a row or column".
std::string Kinds(int n, const std::vector<int>& units) {
  bool row = false, column = false, zone = false;
  for (int v : units) (v < n ? row : v < 2 * n ? column : zone) = true;
  std::vector<std::string> kinds;
  if (row) kinds.push_back("row");
  if (column) kinds.push_back("column");
  if (zone) kinds.push_back("zone");
  std::string out = "a ";
  for (size_t i = 0; i < kinds.size(); ++i) {
    out += (i == 0 ? "" : i + 1 == kinds.size() ? " or " : ", ") + kinds[i];
  }
  return out;
}

// "that row", "that column", "that zone".
std::string That(int n, int u) {
  return u < n ? "that row" : u < 2 * n ? "that column" : "that zone";
}

// What is left of unit u after each of several trial stars, at most `most` stars: "what is left
// fits in one two-by-two block".
std::string LeftText(int n, int u, int most) {
  if (u >= 2 * n) {
    return fmt::format("what is left fits in {} two-by-two block{}",
                       most == 1 ? "one" : "at most " + Number(most), most > 1 ? "s" : "");
  }
  return fmt::format("what is left holds {} without touching",
                     most == 1 ? "only one star" : "at most " + StarCount(most));
}

// Why a star at one square leaves unit u too little room: "every free square of it would touch
// r3c6 or share row 3 with it", "it would touch r2c9, r2c10 and r3c10; what is left, r1c9 and
// r1c10, fits in one two-by-two block", "it would touch two of its squares and fill column 10,
// which rules out two more; ...".
std::string OneWhy(int n, const UnitNames& names, const UnitTables& t, int u, const Squeeze& q) {
  const int k = t.need[Z(u)];
  std::vector<int> filled_units, cut;
  for (const auto& [v, squares] : q.filled) {
    filled_units.push_back(v);
    cut.insert(cut.end(), squares.begin(), squares.end());
  }
  const std::string star = SquareName(n, q.cell);
  const std::string some = [&](const std::vector<int>& squares) {
    return squares.size() <= 4 ? SquareList(n, squares)
                               : Number(static_cast<int>(squares.size())) + " of its squares";
  }(q.touched);
  if (q.rest.empty()) {
    const std::string every =
        (q.inside ? "every other free square of " : "every free square of ") + That(n, u);
    if (filled_units.empty()) return "it would touch " + every;
    if (k == 1 || q.touched.empty()) {
      const std::string by = k == 1 ? FilledWords(names, k, filled_units) + " it"
                                    : "be ruled out by the star filling " +
                                          FilledWords(names, k, filled_units).substr(5);
      return every + " would " + (q.touched.empty() ? "" : "touch " + star + " or ") + by;
    }
    return fmt::format("it would touch {} and fill {}, which rules out the rest of {}", some,
                       FilledWords(names, k, filled_units).substr(5), That(n, u));
  }
  std::string did;
  if (!q.touched.empty()) did = "it would touch " + some;
  if (!cut.empty()) {
    std::sort(cut.begin(), cut.end());
    const std::string ruled =
        cut.size() <= 4 ? SquareList(n, cut) : Number(static_cast<int>(cut.size())) + " more";
    did += (did.empty() ? "it would " : " and ") +
           (k == 1 ? FilledWords(names, k, filled_units) + " " + ruled
                   : FilledWords(names, k, filled_units) + ", which rules out " + ruled);
  }
  if (did.empty()) did = "it would take one of its squares";
  return did + "; " + RestText(n, u, q.rest, q.rest_room);
}

// Why stars at several squares each leave unit u too little room: "each would touch so many of
// its squares that what is left fits in one two-by-two block", "each would touch, or share a
// row or column with, every free square of that zone", "each would touch, or rule out by filling
// column 6, so many of its squares that what is left fits in one two-by-two block".
std::string GroupWhy(int n, const UnitNames& names, const UnitTables& t, int u,
                     const std::vector<Squeeze>& all) {
  const int k = t.need[Z(u)];
  std::vector<int> filled_units;
  int most = 0;
  bool none_left = true;
  for (const Squeeze& q : all) {
    most = std::max(most, q.rest_room);
    none_left = none_left && q.rest.empty();
    for (const auto& [v, squares] : q.filled) filled_units.push_back(v);
  }
  std::sort(filled_units.begin(), filled_units.end());
  filled_units.erase(std::unique(filled_units.begin(), filled_units.end()), filled_units.end());
  const std::string what =
      none_left ? "every free square of " + That(n, u) : "so many of its squares";
  const std::string left = none_left ? "" : " that " + LeftText(n, u, most);
  if (filled_units.empty()) return "each would touch " + what + left;
  if (k == 1)
    return "each would touch, or share " + Kinds(n, filled_units) + " with, " + what + left;
  return fmt::format("each would touch, or rule out by filling {}, {}{}",
                     FilledWords(names, k, filled_units).substr(5), what, left);
}

// One step for the squares whose star would leave unit u too little room.
Step NoRoomHint(const Puzzle& p, const Trials& trials, int u, const std::vector<Squeeze>& all) {
  const int n = p.n;
  const UnitTables& t = trials.Tables();
  const UnitNames names(p);
  const int need = t.need[Z(u)], stars = trials.Stars(u);
  Step s;
  s.technique = Technique::kNoRoom;
  s.cells = t.units[Z(u)];
  std::vector<std::string> rooms;
  for (const Squeeze& q : all) {
    s.empties.push_back(q.cell);
    s.cells.push_back(q.cell);
    rooms.push_back(RoomFor(need, stars, q.room, q.inside));
  }
  std::sort(s.cells.begin(), s.cells.end());
  s.cells.erase(std::unique(s.cells.begin(), s.cells.end()), s.cells.end());
  // One phrase for all when they say the same, else a plainer one.
  const bool same = std::all_of(rooms.begin(), rooms.end(), [&](auto& r) { return r == rooms[0]; });
  const std::string room = same        ? rooms[0]
                           : stars > 0 ? "too little room for the stars it still needs"
                                       : "too little room for its " + StarCount(need);
  const size_t count = all.size();
  const std::string where = count == 1   ? SquareName(n, all[0].cell)
                            : count <= 4 ? SquareList(n, s.empties, 8, "or")
                                         : "any of " + SquareList(n, s.empties, 8, "or");
  const std::string so = count == 1 ? where + " is empty"
                         : count == 2
                             ? "both are empty"
                             : fmt::format("all {} are empty", Number(static_cast<int>(count)));
  s.text =
      fmt::format("a star at {} would leave {} {}: {}. So {}", where, names.Name(u), room,
                  count == 1 ? OneWhy(n, names, t, u, all[0]) : GroupWhy(n, names, t, u, all), so);
  return s;
}

// The whole no-room deduction: the unit that the most free squares' stars leave too little room
// (the first such unit on a tie), or false when no star does (never after NextStep found one).
bool NoRoomWhole(const Puzzle& p, const std::vector<uint8_t>& marks, Step& step) {
  const Trials trials(p, marks);
  std::map<int, std::vector<Squeeze>> by_unit;
  for (int c = 0; c < p.Cells(); ++c) {
    if (marks[Z(c)] == kUnknown) trials.Try(c, by_unit);
  }
  const std::vector<Squeeze>* best = nullptr;
  int unit = -1;
  for (const auto& [u, squeezes] : by_unit) {
    if (best == nullptr || squeezes.size() > best->size()) best = &squeezes, unit = u;
  }
  if (best == nullptr) return false;
  step = NoRoomHint(p, trials, unit, *best);
  return true;
}

}  // namespace
}  // namespace ps::starbattle::hint_internal

namespace ps::starbattle {

bool HintStep(const Puzzle& puzzle, const std::vector<uint8_t>& marks, Step& step, int max_level) {
  if (!NextStep(puzzle, marks, step, max_level)) return false;
  if (step.technique == Technique::kNoRoom) hint_internal::NoRoomWhole(puzzle, marks, step);
  // What the player sees outlined: the units reasoned about and every square settled.
  step.cells.insert(step.cells.end(), step.stars.begin(), step.stars.end());
  step.cells.insert(step.cells.end(), step.empties.begin(), step.empties.end());
  std::sort(step.cells.begin(), step.cells.end());
  step.cells.erase(std::unique(step.cells.begin(), step.cells.end()), step.cells.end());
  return true;
}

}  // namespace ps::starbattle
