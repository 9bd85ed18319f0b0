// The fill model; see fill_model.h.
#include "fillin/fill_model.h"

#include <map>

namespace ps::fillin {

using crossword::Board;
using crossword::Crossing;
using crossword::Fill;
using crossword::Slot;

namespace {

using search::Engine;

uint32_t LettersIn(const Bitset& domain, const std::array<Bitset, 26>& at) {
  uint32_t letters = 0;
  for (int l = 0; l < 26; ++l) {
    if (domain.Intersects(at[static_cast<size_t>(l)])) letters |= 1u << l;
  }
  return letters;
}

// Two slots share a cell: keep only words whose letter there the other slot can also have.
class CrossingPropagator : public search::Propagator {
 public:
  CrossingPropagator(int a, const std::array<Bitset, 26>& at_a, int b,
                     const std::array<Bitset, 26>& at_b)
      : a_(a), b_(b), at_a_(at_a), at_b_(at_b) {}

  bool Propagate(Engine& e) override {
    uint32_t la = LettersIn(e.Domain(a_), at_a_);
    uint32_t lb = LettersIn(e.Domain(b_), at_b_);
    uint32_t common = la & lb;
    if (common == 0) return false;
    return Trim(e, a_, at_a_, la & ~common) && Trim(e, b_, at_b_, lb & ~common);
  }

 private:
  static bool Trim(Engine& e, int v, const std::array<Bitset, 26>& at, uint32_t drop) {
    for (int l = 0; drop != 0; ++l, drop >>= 1) {
      if ((drop & 1u) && !e.Exclude(v, at[static_cast<size_t>(l)])) return false;
    }
    return true;
  }

  int a_, b_;
  const std::array<Bitset, 26>& at_a_;
  const std::array<Bitset, 26>& at_b_;
};

// The slots of one length share the group's words: word w (group-local) may fill at most
// copies_[w] slots, and exactly that many when the list is exact.
class CountPropagator : public search::Propagator {
 public:
  CountPropagator(std::vector<int> vars, std::vector<int> copies, bool exact)
      : vars_(std::move(vars)),
        copies_(std::move(copies)),
        exact_(exact),
        used_(copies_.size(), 0) {}

  bool Propagate(Engine& e) override {
    std::fill(used_.begin(), used_.end(), 0);
    saturated_.clear();
    for (int v : vars_) {
      if (e.Fixed(v)) {
        auto w = static_cast<size_t>(e.Value(v));
        if (++used_[w] > copies_[w]) return false;
        if (used_[w] == copies_[w]) saturated_.push_back(static_cast<int>(w));
      }
    }
    for (int v : vars_) {
      if (e.Fixed(v)) continue;
      for (int w : saturated_) {
        if (!e.Remove(v, w)) return false;
      }
    }
    if (!exact_) return true;
    // Every copy must be placed: a word that as many slots can take as it has copies takes
    // them. (Slots fixed to the word count as able to take it.)
    for (size_t w = 0; w < copies_.size(); ++w) {
      int possible = 0;
      for (int v : vars_) {
        if (e.Domain(v).Test(static_cast<int>(w))) ++possible;
      }
      if (possible < copies_[w]) return false;
      if (possible == copies_[w]) {
        for (int v : vars_) {
          if (e.Domain(v).Test(static_cast<int>(w)) && !e.Fix(v, static_cast<int>(w))) return false;
        }
      }
    }
    return true;
  }

 private:
  std::vector<int> vars_;
  std::vector<int> copies_;
  bool exact_;
  std::vector<int> used_;
  std::vector<int> saturated_;
};

}  // namespace

WordIndex::WordIndex(std::vector<std::string> words) : words_(std::move(words)) {
  size_t max_len = 0;
  for (const auto& w : words_) max_len = std::max(max_len, w.size());
  group_of_length_.assign(max_len + 1, -1);
  for (int id = 0; id < static_cast<int>(words_.size()); ++id) {
    size_t len = words_[static_cast<size_t>(id)].size();
    if (group_of_length_[len] < 0) {
      group_of_length_[len] = static_cast<int>(groups_.size());
      groups_.push_back({static_cast<int>(len), {}, {}});
    }
    groups_[static_cast<size_t>(group_of_length_[len])].words.push_back(id);
  }
  for (LengthGroup& g : groups_) {
    int n = static_cast<int>(g.words.size());
    g.index.resize(static_cast<size_t>(g.length));
    for (auto& at : g.index) {
      for (auto& b : at) b = Bitset(n);
    }
    for (int i = 0; i < n; ++i) {
      const std::string& w = words_[static_cast<size_t>(g.words[static_cast<size_t>(i)])];
      for (size_t p = 0; p < w.size(); ++p) {
        g.index[p][static_cast<size_t>(w[p] - 'a')].Set(i);
      }
    }
  }
}

const LengthGroup* WordIndex::Group(int length) const {
  if (length < 0 || length >= static_cast<int>(group_of_length_.size())) return nullptr;
  int g = group_of_length_[static_cast<size_t>(length)];
  return g < 0 ? nullptr : &groups_[static_cast<size_t>(g)];
}

Bitset WordIndex::Matching(const std::string& pattern) const {
  const LengthGroup* g = Group(static_cast<int>(pattern.size()));
  if (g == nullptr) return Bitset();
  Bitset d(static_cast<int>(g->words.size()), true);
  for (size_t p = 0; p < pattern.size(); ++p) {
    char c = pattern[p];
    if (c >= 'a' && c <= 'z') d.AndWith(g->index[p][static_cast<size_t>(c - 'a')]);
  }
  return d;
}

FillModel::FillModel(const Board& board, const WordIndex& index, FillModelOptions options)
    : board_(board), index_(index), slots_(std::move(options.slots)) {
  if (slots_.empty()) {
    for (int s = 0; s < static_cast<int>(board.slots.size()); ++s) slots_.push_back(s);
  }
  std::vector<int> var_of_slot(board.slots.size(), -1);
  std::map<int, std::vector<int>> vars_by_length;
  for (int s : slots_) {
    const Slot& slot = board.slots[static_cast<size_t>(s)];
    const LengthGroup* g = index.Group(slot.length);
    group_.push_back(g);
    Bitset domain = g != nullptr ? index.Matching(board.Pattern(s)) : Bitset();
    if (domain.None() && feasible_) {
      feasible_ = false;
      empty_slot_ = s;
    }
    int v = engine_.AddVariable(std::move(domain));
    var_of_slot[static_cast<size_t>(s)] = v;
    vars_by_length[slot.length].push_back(v);
  }
  for (const Crossing& c : board.crossings) {
    int va = var_of_slot[static_cast<size_t>(c.a)], vb = var_of_slot[static_cast<size_t>(c.b)];
    if (va < 0 || vb < 0) continue;
    const LengthGroup* ga = group_[static_cast<size_t>(va)];
    const LengthGroup* gb = group_[static_cast<size_t>(vb)];
    if (ga == nullptr || gb == nullptr) continue;
    int watched[] = {va, vb};
    engine_.AddPropagator(
        std::make_unique<CrossingPropagator>(va, ga->index[static_cast<size_t>(c.pos_a)], vb,
                                             gb->index[static_cast<size_t>(c.pos_b)]),
        watched);
  }
  for (auto& [length, vars] : vars_by_length) {
    const LengthGroup* g = index.Group(length);
    if (g == nullptr) continue;
    std::vector<int> copies(g->words.size(), 1);
    if (!options.multiplicity.empty()) {
      for (size_t i = 0; i < g->words.size(); ++i) {
        copies[i] = options.multiplicity[static_cast<size_t>(g->words[i])];
      }
    }
    bool many = vars.size() > 1 || options.exact;
    if (many) {
      engine_.AddPropagator(
          std::make_unique<CountPropagator>(vars, std::move(copies), options.exact), vars);
    }
  }
}

Fill FillModel::Decode(const std::vector<int>& values) const {
  Fill fill(board_.slots.size());
  for (size_t v = 0; v < slots_.size() && v < values.size(); ++v) {
    const LengthGroup* g = group_[v];
    if (g == nullptr || values[v] < 0) continue;
    fill[static_cast<size_t>(slots_[v])] =
        index_.words()[static_cast<size_t>(g->words[static_cast<size_t>(values[v])])];
  }
  return fill;
}

Fill FillModel::Decode(const search::Engine& engine) const {
  std::vector<int> values(slots_.size(), -1);
  for (size_t v = 0; v < slots_.size(); ++v) {
    int var = static_cast<int>(v);
    if (engine.Fixed(var)) values[v] = engine.Value(var);
  }
  return Decode(values);
}

}  // namespace ps::fillin
