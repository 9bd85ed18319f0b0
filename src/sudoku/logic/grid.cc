// The logical solver's grid, the technique and level tables, and shared helpers; see logic.h.
#include "core/grid.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "sudoku/cages.h"
#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace ps::sudoku {

std::string_view TechniqueName(Technique t) {
  switch (t) {
    case Technique::kHiddenSingleBox:
      return "hidden single (box)";
    case Technique::kHiddenSingleLine:
      return "hidden single (line)";
    case Technique::kNakedSingle:
      return "naked single";
    case Technique::kPointing:
      return "pointing";
    case Technique::kClaiming:
      return "claiming";
    case Technique::kNakedPair:
      return "naked pair";
    case Technique::kXWing:
      return "X-wing";
    case Technique::kHiddenPair:
      return "hidden pair";
    case Technique::kNakedTriple:
      return "naked triple";
    case Technique::kSwordfish:
      return "swordfish";
    case Technique::kHiddenTriple:
      return "hidden triple";
    case Technique::kXYWing:
      return "XY-wing";
    case Technique::kXYZWing:
      return "XYZ-wing";
    case Technique::kWWing:
      return "W-wing";
    case Technique::kUniqueRectangle:
      return "unique rectangle";
    case Technique::kUniqueLoop:
      return "unique loop";
    case Technique::kNakedQuad:
      return "naked quad";
    case Technique::kJellyfish:
      return "jellyfish";
    case Technique::kHiddenQuad:
      return "hidden quad";
    case Technique::kBug:
      return "BUG+1";
    case Technique::kXChain:
      return "X-chain";
    case Technique::kXYChain:
      return "XY-chain";
    case Technique::kLawOfLeftovers:
      return "law of leftovers";
    case Technique::kTrialAndError:
      return "trial and error";
    case Technique::kCageSingle:
      return "single-square cage";
    case Technique::kCageCombination:
      return "cage combinations";
    case Technique::kFortyFive:
      return "45 rule";
    case Technique::kCageSplit:
      return "cage splitting";
    case Technique::kFortyFiveLines:
      return "45 rule (several houses)";
    case Technique::kNishioChain:
      return "Nishio forcing chain";
    case Technique::kMultipleChain:
      return "cell or region forcing chains";
    case Technique::kDynamicChain:
      return "dynamic forcing chains";
    case Technique::kDynamicChainPlus:
      return "dynamic forcing chains (+)";
    case Technique::kForcingChain:
      return "forcing chain";
  }
  return "?";
}

int LevelOf(double rating) {
  for (int i = 0; i < kNumLevels; ++i) {
    if (rating <= kLevels[i].max_rating + 1e-9) return i;
  }
  return kNumLevels - 1;
}

int FindLevel(std::string_view name) {
  for (int i = 0; i < kNumLevels; ++i) {
    if (kLevels[i].name == name || (name.size() == 1 && name[0] == kLevels[i].code)) return i;
  }
  return -1;
}

LogicGrid::LogicGrid(const Topology& topo, const Puzzle& puzzle) : topo_(&topo), n_(topo.geo.n()) {
  const int cells = n_ * n_;
  values_.assign(static_cast<size_t>(cells), 0);
  cand_.assign(static_cast<size_t>(cells), static_cast<uint16_t>((1u << n_) - 1));
  left_ = cells;
  for (int c = 0; c < cells; ++c) {
    int v = puzzle.cells[static_cast<size_t>(c)];
    if (v == 0) continue;
    if (!(cand(c) & (1u << (v - 1)))) {
      cand_[static_cast<size_t>(c)] = 0;  // a given that clashes: the grid is broken
      continue;
    }
    Place(c, v);
  }
}

LogicGrid::LogicGrid(const Topology& topo, const std::vector<uint8_t>& values,
                     const std::vector<uint16_t>& candidates)
    : topo_(&topo), n_(topo.geo.n()), values_(values), cand_(candidates) {
  left_ = 0;
  for (size_t c = 0; c < values_.size(); ++c) {
    if (values_[c]) {
      cand_[c] = static_cast<uint16_t>(1u << (values_[c] - 1));
    } else {
      ++left_;
    }
  }
}

bool LogicGrid::Broken() const {
  for (int c = 0; c < cells(); ++c) {
    if (!value(c) && !cand(c)) return true;
  }
  for (const auto& unit : topo_->units) {
    uint16_t seen = 0;
    for (int c : unit) seen = static_cast<uint16_t>(seen | cand(c));
    if (seen != (1u << n_) - 1) return true;
  }
  // A killer cage that no set of digits fits any more.
  if (topo_->sum_cages) {
    std::vector<uint16_t> cand(cand_);
    for (size_t c = 0; c < cand.size(); ++c) {
      if (values_[c]) cand[c] = static_cast<uint16_t>(1u << (values_[c] - 1));
    }
    for (const SumCage& cage : *topo_->sum_cages) {
      if (!cage.houses.empty()) break;  // the puzzle's cages come first
      uint16_t any = 0, all = 0;
      int count = 0;
      if (!FittingCombinations(n_, cage, cand.data(), any, all, count)) return true;
    }
  }
  return false;
}

void LogicGrid::Place(int cell, int v) {
  const uint16_t bit = static_cast<uint16_t>(1u << (v - 1));
  if (values_[static_cast<size_t>(cell)] == 0) --left_;
  values_[static_cast<size_t>(cell)] = static_cast<uint8_t>(v);
  cand_[static_cast<size_t>(cell)] = bit;
  for (int p : topo_->peers[static_cast<size_t>(cell)]) {
    cand_[static_cast<size_t>(p)] = static_cast<uint16_t>(cand_[static_cast<size_t>(p)] & ~bit);
  }
}

bool LogicGrid::Remove(int cell, uint16_t mask) {
  uint16_t& c = cand_[static_cast<size_t>(cell)];
  if (values_[static_cast<size_t>(cell)] || !(c & mask)) return false;
  c = static_cast<uint16_t>(c & ~mask);
  return true;
}

void LogicGrid::Apply(const Step& step) {
  for (auto [cell, v] : step.placements) Place(cell, v);
  for (auto [cell, mask] : step.removals) Remove(cell, mask);
}

namespace logic {

std::string CellText(const LogicGrid& g, int cell) { return CellName(cell % g.n(), cell / g.n()); }

std::string CellsText(const LogicGrid& g, const std::vector<int>& cells, const char* separator) {
  std::string out;
  for (int c : cells) {
    if (!out.empty()) out += separator;
    out += CellText(g, c);
  }
  return out;
}

std::string ValuesText(uint16_t mask) {
  std::string out;
  for (int v = 1; mask; ++v, mask = static_cast<uint16_t>(mask >> 1)) {
    if (mask & 1u) {
      if (!out.empty()) out += ",";
      out += ValueChar(v);
    }
  }
  return out;
}

std::string UnitText(const LogicGrid& g, int unit) {
  const int n = g.n();
  if (unit < n) return fmt::format("row {}", unit + 1);
  if (unit < 2 * n) return fmt::format("column {}", unit - n + 1);
  if (unit < 3 * n) {
    return fmt::format("{} {}", g.topo().geo.jigsaw() ? "region" : "box", unit - 2 * n + 1);
  }
  const auto units = static_cast<int>(g.topo().units.size());
  if (unit >= units) {  // a killer cage (SharedUnit)
    const Cage& cage = g.topo().geo.cages[static_cast<size_t>(unit - units)];
    return fmt::format("the {}-cage at {}", cage.sum, CellText(g, cage.cells[0]));
  }
  return unit == 3 * n ? "main diagonal" : "anti-diagonal";
}

int SharedUnit(const LogicGrid& g, int a, int b) {
  const auto& units = g.topo().units;
  for (size_t u = 0; u < units.size(); ++u) {
    const auto& unit = units[u];
    if (std::find(unit.begin(), unit.end(), a) != unit.end() &&
        std::find(unit.begin(), unit.end(), b) != unit.end())
      return static_cast<int>(u);
  }
  // Killer: squares of one cage see each other too (named by UnitText from units.size() on).
  const int k = g.topo().cage_of[static_cast<size_t>(a)];
  if (k >= 0 && k == g.topo().cage_of[static_cast<size_t>(b)]) {
    return static_cast<int>(units.size()) + k;
  }
  return -1;
}

std::string OrText(uint16_t mask) {
  std::vector<std::string> values;
  for (int v = 1; mask; ++v, mask = static_cast<uint16_t>(mask >> 1)) {
    if (mask & 1u) values.push_back(std::string(1, ValueChar(v)));
  }
  std::string out;
  for (size_t i = 0; i < values.size(); ++i) {
    if (i > 0) out += i + 1 == values.size() ? " or " : ", ";
    out += values[i];
  }
  return out;
}

bool Sees(const LogicGrid& g, int a, int b) {
  return g.topo().peer_mask[static_cast<size_t>(a)].Test(b);
}

std::vector<std::pair<int, uint16_t>> RemovalsSeeingAll(const LogicGrid& g,
                                                        const std::vector<int>& cells,
                                                        uint16_t mask) {
  std::vector<std::pair<int, uint16_t>> out;
  if (cells.empty()) return out;
  // The cells seeing all of `cells`: the intersection of their peer sets (a cell is not its own
  // peer, so none of `cells` is in it).
  CellMask seeing = g.topo().peer_mask[static_cast<size_t>(cells[0])];
  for (size_t i = 1; i < cells.size(); ++i)
    seeing &= g.topo().peer_mask[static_cast<size_t>(cells[i])];
  for (int wi = 0; wi < kMaxCells / 64; ++wi) {
    for (uint64_t w = seeing.w[wi]; w; w &= w - 1) {
      const int c = wi * 64 + std::countr_zero(w);
      if (g.value(c) || !(g.cand(c) & mask)) continue;
      out.push_back({c, static_cast<uint16_t>(g.cand(c) & mask)});
    }
  }
  return out;
}

std::vector<CellMask> CandidateMasks(const LogicGrid& g) {
  std::vector<CellMask> out(static_cast<size_t>(g.n()));
  for (int c = 0; c < g.cells(); ++c) {
    if (g.value(c)) continue;
    for (unsigned m = g.cand(c); m; m &= m - 1)
      out[static_cast<size_t>(std::countr_zero(m))].Set(c);
  }
  return out;
}

bool SeenByBoth(const LogicGrid& g, int a, int b, const CellMask& with) {
  const CellMask& pa = g.topo().peer_mask[static_cast<size_t>(a)];
  const CellMask& pb = g.topo().peer_mask[static_cast<size_t>(b)];
  uint64_t any = 0;
  for (int i = 0; i < kMaxCells / 64; ++i) any |= pa.w[i] & pb.w[i] & with.w[i];
  return any != 0;
}

uint32_t UnitPlaces(const LogicGrid& g, const std::vector<int>& unit, uint32_t* where_of) {
  std::fill(where_of, where_of + g.n(), 0u);
  uint32_t placed = 0;
  for (size_t i = 0; i < unit.size(); ++i) {
    const int c = unit[i];
    if (g.value(c)) {
      placed |= 1u << (g.value(c) - 1);
      continue;
    }
    for (uint32_t m = g.cand(c); m; m &= m - 1) where_of[std::countr_zero(m)] |= 1u << i;
  }
  return placed;
}

}  // namespace logic

std::string DescribeStep(const LogicGrid& g, const Step& step) {
  std::string effect;
  for (auto [cell, v] : step.placements) {
    if (!effect.empty()) effect += ", ";
    effect += fmt::format("{} = {}", logic::CellText(g, cell), ValueChar(v));
  }
  for (auto [cell, mask] : step.removals) {
    if (!effect.empty()) effect += ", ";
    effect += fmt::format("{} <> {}", logic::CellText(g, cell), logic::ValuesText(mask));
  }
  return fmt::format("{} ({:.1f}): {} => {}", TechniqueName(step.technique), step.rating, step.text,
                     effect);
}

}  // namespace ps::sudoku
