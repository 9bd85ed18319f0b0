// Killer Sudoku's techniques (killer only: false on a board without cages), on our own scale
// (Sudoku Explainer rates no killer), placed in the ladder where a person finds them:
//   single-square cage 1.0   a cage of one square holds its sum
//   cage combinations  1.4   the last open square of a cage holds the sum less the others
//                      2.0   only one set of digits fits the cage: its squares keep those
//                      2.5   several sets fit: its squares keep the digits of some set, and a
//                            digit every set holds goes where the cage has one place for it
//   45 rule            2.6   one house's innies or outies (cages.h) are one square: its digit
//                      2.8   ... several squares of different digits: their combinations
//                      3.0   ... squares that may repeat a digit: their least and most
//   cage splitting     3.2   a house's innies or outies inside one cage split it: the rest of
//                            the cage adds up to the difference
//   45 rule (several   3.4, 3.6, 3.8 as above over 2 to N/2 adjacent rows or columns;
//   houses)            3.9   splitting by them
#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "sudoku/cages.h"
#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace ps::sudoku::logic {

namespace {

// The cage's candidates: a placed square's value, else its candidates.
void Cands(const LogicGrid& g, uint16_t* cand) {
  for (int c = 0; c < g.cells(); ++c) {
    cand[c] = g.value(c) ? static_cast<uint16_t>(1u << (g.value(c) - 1)) : g.cand(c);
  }
}

std::string CageName(const LogicGrid& g, const std::vector<int>& cells, int sum) {
  return fmt::format("the {}-cage {}", sum, CellsText(g, cells));
}

// "1+2+9, 1+3+8 or 2+3+7" (at most six), else "14 sets".
std::string CombinationsText(const LogicGrid& g, const SumCage& cage, const uint16_t* cand) {
  std::vector<std::string> sets;
  uint16_t fixed = 0, open = 0;
  int fixed_sum = 0, free_cells = 0;
  for (int c : cage.cells) {
    if (std::popcount(static_cast<unsigned>(cand[c])) == 1) {
      fixed = static_cast<uint16_t>(fixed | cand[c]);
      fixed_sum += std::countr_zero(static_cast<unsigned>(cand[c])) + 1;
    } else {
      open = static_cast<uint16_t>(open | cand[c]);
      ++free_cells;
    }
  }
  for (uint16_t combo : Combinations(g.n(), free_cells, cage.sum - fixed_sum)) {
    if ((combo & fixed) || (combo & ~open)) continue;
    bool fits = true;
    for (int c : cage.cells) {
      if (std::popcount(static_cast<unsigned>(cand[c])) > 1) fits = fits && (cand[c] & combo);
    }
    if (!fits) continue;
    std::string s;
    for (unsigned m = static_cast<uint16_t>(combo | fixed); m; m &= m - 1) {
      if (!s.empty()) s += '+';
      s += ValueChar(std::countr_zero(m) + 1);
    }
    sets.push_back(s);
  }
  if (sets.size() > 6) return fmt::format("{} sets of digits", sets.size());
  std::string out;
  for (size_t i = 0; i < sets.size(); ++i) {
    if (i > 0) out += i + 1 == sets.size() ? " or " : ", ";
    out += sets[i];
  }
  return out;
}

// The step of narrowing `cage` on the grid: placements where a square is left with one digit it
// did not have alone, removals elsewhere; false when it changes nothing.
bool NarrowStep(const LogicGrid& g, const SumCage& cage, Step& step) {
  uint16_t cand[kMaxCells];
  Cands(g, cand);
  uint16_t after[kMaxCells];
  std::copy(cand, cand + g.cells(), after);
  bool changed = false;
  if (!NarrowCage(g.n(), cage, after, changed) || !changed) return false;
  step.placements.clear();
  step.removals.clear();
  for (int c : cage.cells) {
    if (g.value(c) || after[c] == cand[c]) continue;
    if (std::popcount(static_cast<unsigned>(after[c])) == 1) {
      step.placements.push_back({c, std::countr_zero(static_cast<unsigned>(after[c])) + 1});
    } else {
      step.removals.push_back({c, static_cast<uint16_t>(cand[c] & ~after[c])});
    }
  }
  return !step.placements.empty() || !step.removals.empty();
}

std::string HousesText(const LogicGrid& g, const std::vector<int>& houses) {
  if (houses.size() == 1) return UnitText(g, houses[0]);
  const int n = g.n();
  const bool rows = houses[0] < n;
  const int first = (rows ? houses[0] : houses[0] - n) + 1;
  return fmt::format("{} {} to {}", rows ? "rows" : "columns", first,
                     first + static_cast<int>(houses.size()) - 1);
}

// What a narrowing placed and why: ", so r4c5 can only be 6" when the digits of the sets that
// fit leave the square that one, else ", and 6 can only go in r4c5" (a digit every set needs, with
// one place left in the cage); no text when it placed nothing.
std::string PlacedText(const LogicGrid& g, const SumCage& cage, const uint16_t* cand,
                       const Step& step) {
  uint16_t any = 0, all = 0;
  int count = 0;
  FittingCombinations(g.n(), cage, cand, any, all, count);
  std::string out;
  for (auto [c, v] : step.placements) {
    const auto bit = static_cast<uint16_t>(1u << (v - 1));
    out += (cand[c] & any) == bit
               ? fmt::format(", so {} can only be {}", CellText(g, c), ValueChar(v))
               : fmt::format(", and {} can only go in {}", ValueChar(v), CellText(g, c));
  }
  return out;
}

// Why a hidden cage adds up to its sum: "the cages inside row 3 add up to 38, so its other
// squares r3c7,r3c8 add up to 45 - 38 = 7".
std::string HiddenText(const LogicGrid& g, const SumCage& cage, const SumCage* from) {
  const SumCage& h = from != nullptr ? *from : cage;
  const int n = g.n(), k = static_cast<int>(h.houses.size());
  const int total = k * n * (n + 1) / 2;
  const std::string houses = HousesText(g, h.houses);
  const std::string whole = k == 1 ? std::to_string(total) : fmt::format("{} x {}", k, total / k);
  std::string out =
      h.outside ? fmt::format(
                      "the cages crossing the edge of {} add up to {}, so their squares "
                      "outside it, {}, add up to {} - {} = {}",
                      houses, h.sum + total, CellsText(g, h.cells), h.sum + total, whole, h.sum)
                : fmt::format(
                      "the cages inside {} add up to {}, so {} other squares {} add up to "
                      "{} - {} = {}",
                      houses, total - h.sum, k == 1 ? "its" : "their", CellsText(g, h.cells), whole,
                      total - h.sum, h.sum);
  if (from != nullptr) {
    const Cage& whole_cage = g.topo().geo.cages[static_cast<size_t>(cage.cage)];
    out += fmt::format("; they are part of {}, so its other squares {} add up to {} - {} = {}",
                       CageName(g, whole_cage.cells, whole_cage.sum), CellsText(g, cage.cells),
                       whole_cage.sum, h.sum, cage.sum);
  }
  return out;
}

}  // namespace

bool KillerStep(const LogicGrid& g, KillerRule rule, Step& step) {
  const Topology& topo = g.topo();
  if (!topo.geo.killer() || !topo.sum_cages) return false;
  const std::vector<SumCage>& cages = *topo.sum_cages;
  uint16_t cand[kMaxCells];
  Cands(g, cand);
  const SumCage* previous = nullptr;  // the hidden cage a split one comes after
  for (const SumCage& cage : cages) {
    const bool real = cage.houses.empty();
    if (!real && !cage.split) previous = &cage;
    int open = 0, placed_sum = 0, last = -1;
    for (int c : cage.cells) {
      if (g.value(c)) {
        placed_sum += g.value(c);
      } else {
        ++open;
        last = c;
      }
    }
    if (open == 0) continue;
    step = {};
    step.cells = cage.cells;
    if (real) {
      if (rule == KillerRule::kSingleCage || rule == KillerRule::kLastSquare) {
        const bool single = cage.cells.size() == 1;
        if (open != 1 || single != (rule == KillerRule::kSingleCage)) continue;
        const int v = cage.sum - placed_sum;
        if (v < 1 || v > g.n() || !(g.cand(last) & (1u << (v - 1)))) continue;
        step.technique = single ? Technique::kCageSingle : Technique::kCageCombination;
        step.rating = single ? 1.0 : 1.4;
        step.placements = {{last, v}};
        if (g.explain()) {
          step.text =
              single ? fmt::format("the cage of one square {} holds its sum", CellText(g, last))
                     : fmt::format("the other squares of {} add up to {}, so {} holds {} - {}",
                                   CageName(g, cage.cells, cage.sum), placed_sum, CellText(g, last),
                                   cage.sum, placed_sum);
        }
        return true;
      }
      if (rule != KillerRule::kOneCombination && rule != KillerRule::kCombinations) continue;
      if (open < 2) continue;
      uint16_t any = 0, all = 0;
      int count = 0;
      if (!FittingCombinations(g.n(), cage, cand, any, all, count)) continue;
      if ((count == 1) != (rule == KillerRule::kOneCombination)) continue;
      if (!NarrowStep(g, cage, step)) continue;
      step.technique = Technique::kCageCombination;
      step.rating = count == 1 ? 2.0 : 2.5;
      if (g.explain()) {
        step.text = count == 1 ? fmt::format("{} can only be {}", CageName(g, cage.cells, cage.sum),
                                             CombinationsText(g, cage, cand))
                               : fmt::format("{} can be {}: its squares keep only {}",
                                             CageName(g, cage.cells, cage.sum),
                                             CombinationsText(g, cage, cand), ValuesText(any));
        step.text += PlacedText(g, cage, cand, step);
      }
      return true;
    }
    // A hidden cage of the 45 rule.
    const bool lines = cage.houses.size() > 1;
    double rating = 0;
    if (cage.split) {
      if (rule != (lines ? KillerRule::kLinesSplit : KillerRule::kHouseSplit)) continue;
      rating = lines ? 3.9 : 3.2;
    } else if (cage.cells.size() == 1) {
      if (rule != (lines ? KillerRule::kLinesOne : KillerRule::kHouseOne)) continue;
      rating = lines ? 3.4 : 2.6;
    } else if (cage.distinct) {
      if (rule != (lines ? KillerRule::kLinesCage : KillerRule::kHouseCage)) continue;
      rating = lines ? 3.6 : 2.8;
    } else {
      if (rule != (lines ? KillerRule::kLinesBounds : KillerRule::kHouseBounds)) continue;
      rating = lines ? 3.8 : 3.0;
    }
    if (!NarrowStep(g, cage, step)) continue;
    step.technique = cage.split ? Technique::kCageSplit
                     : lines    ? Technique::kFortyFiveLines
                                : Technique::kFortyFive;
    step.rating = rating;
    if (g.explain()) {
      step.text = HiddenText(g, cage, cage.split ? previous : nullptr);
      if (cage.cells.size() > 1 && cage.distinct) {
        step.text += fmt::format(": {}", CombinationsText(g, cage, cand));
        step.text += PlacedText(g, cage, cand, step);
      } else if (!cage.distinct) {
        step.text += ", each square between what the others' least and most leave";
      }
    }
    return true;
  }
  return false;
}

}  // namespace ps::sudoku::logic
