// The words of Star Battle steps; see words.h.
#include "starbattle/words.h"

#include <fmt/format.h>

#include "core/grid.h"

namespace ps::starbattle {

std::string Number(int k) {
  static constexpr const char* kWords[] = {"no",   "one",    "two",   "three", "four",
                                           "five", "six",    "seven", "eight", "nine",
                                           "ten",  "eleven", "twelve"};
  if (k >= 0 && k <= 12) return kWords[k];
  return std::to_string(k);
}

std::string StarCount(int k) { return Number(k) + (k == 1 ? " star" : " stars"); }

std::string SquareName(int n, int c) { return CellName(c % n, c / n); }

std::string SquareList(int n, const std::vector<int>& cells, size_t most, std::string_view last) {
  const size_t shown = cells.size() > most ? most - 1 : cells.size();
  std::string out;
  for (size_t i = 0; i < shown; ++i) {
    if (i > 0) out += i + 1 == shown && shown == cells.size() ? fmt::format(" {} ", last) : ", ";
    out += SquareName(n, cells[i]);
  }
  if (shown < cells.size()) {
    out += fmt::format(" {} {} more", last, Number(static_cast<int>(cells.size() - shown)));
  }
  return out;
}

const char* IsAre(size_t count) { return count == 1 ? "is" : "are"; }

std::string RoomFor(int need, int stars, int room, bool star_inside) {
  if (star_inside) {
    const int more = need - stars - 1, left = room - stars - 1;
    const std::string which =
        more > 1    ? fmt::format("the {} more stars it would still need", Number(more))
        : need == 2 ? "its second star"
                    : "its last star";
    if (left <= 0) return "no room for " + which;
    return fmt::format("room for only {} of {}", Number(left), which);
  }
  const int missing = need - stars, left = room - stars;
  if (stars == 0) {
    if (left <= 0) {
      return need == 1   ? "no room for its star"
             : need == 2 ? "no room for either of its stars"
                         : "no room for any of its " + StarCount(need);
    }
    return fmt::format("room for only {} of its {}", Number(left), StarCount(need));
  }
  const std::string still = missing == 1 ? "the star it still needs"
                                         : fmt::format("the {} it still needs", StarCount(missing));
  if (left <= 0) return "no room for " + still;
  return fmt::format("room for only {} of {}", Number(left), still);
}

UnitNames::UnitNames(const Puzzle& p) : n_(p.n), first_(static_cast<size_t>(p.n), -1) {
  for (int c = p.Cells() - 1; c >= 0; --c)
    first_[static_cast<size_t>(p.zones[static_cast<size_t>(c)])] = c;
}

std::string UnitNames::Name(int unit) const {
  if (unit < n_) return fmt::format("row {}", unit + 1);
  if (unit < 2 * n_) return fmt::format("column {}", unit - n_ + 1);
  return Zones({unit - 2 * n_});
}

std::string UnitNames::Zones(const std::vector<int>& zone_ids) const {
  std::vector<int> first;
  for (int z : zone_ids) first.push_back(first_[static_cast<size_t>(z)]);
  return fmt::format("the zone{} holding {}", first.size() > 1 ? "s" : "",
                     SquareList(n_, first, first.size()));
}

}  // namespace ps::starbattle
