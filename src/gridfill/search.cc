// The grid filler's search: candidate ranking, independent parts of the grid, decisions, restarts
// and the run (see gridfill.h for the algorithm; filler.h for the state).
#include "gridfill/filler.h"

namespace ps::gridfill::detail {

using crossword::SlotName;
using crossword::ToString;

double Filler::Rank(int v) const {
  const Var& x = vars_[static_cast<size_t>(v)];
  int open = 0;
  for (const Link& l : x.links) {
    if (l.other >= 0 && vars_[static_cast<size_t>(l.other)].word < 0) ++open;
  }
  return static_cast<double>(x.count) / (weight_[static_cast<size_t>(v)] * std::max(open, 1));
}

int Filler::Select(const std::vector<int>& scope, double* rank) const {
  int best = -1;
  double best_key = 0;
  for (int v : scope) {
    if (vars_[static_cast<size_t>(v)].word >= 0) continue;
    const double key = Rank(v);
    if (best < 0 || key < best_key) {
      best = v;
      best_key = key;
    }
  }
  if (rank != nullptr) *rank = best_key;
  return best;
}

size_t Filler::Components(const std::vector<int>& scope) {
  comps_.clear();
  for (int v : scope) comp_of_[static_cast<size_t>(v)] = -1;
  for (int start : scope) {
    if (vars_[static_cast<size_t>(start)].word >= 0 || comp_of_[static_cast<size_t>(start)] >= 0)
      continue;
    const int c = static_cast<int>(comps_.size());
    comps_.emplace_back(1, start);
    comp_of_[static_cast<size_t>(start)] = c;
    std::vector<int>& comp = comps_.back();
    for (size_t i = 0; i < comp.size(); ++i) {
      for (const Link& l : vars_[static_cast<size_t>(comp[i])].links) {
        if (l.other < 0 || vars_[static_cast<size_t>(l.other)].word >= 0 ||
            comp_of_[static_cast<size_t>(l.other)] == c)
          continue;
        comp_of_[static_cast<size_t>(l.other)] = c;
        comp.push_back(l.other);
      }
    }
  }
  return comps_.size();
}

uint64_t Filler::Key(const std::vector<int>& comp) const {
  uint64_t key = 0;
  for (int v : comp) {
    const Var& x = vars_[static_cast<size_t>(v)];
    uint64_t h = Mix(uint64_t{0x9e3779b97f4a7c15} ^ static_cast<uint32_t>(v));
    const int* act = active_.data() + x.act;
    for (int i = 0; i < x.limit; ++i) {
      const size_t b = static_cast<size_t>(act[i]);
      h += Mix((static_cast<uint64_t>(b) << 32) ^ Mix(dom_[x.base + b]));
    }
    key += Mix(h);
  }
  return key;
}

bool Filler::Enter(int c) {
  Split& s = splits_.back();
  s.current = c;
  const uint64_t key = Key(s.comps[static_cast<size_t>(c)]);
  s.keys[static_cast<size_t>(c)] = key;
  replay_.clear();
  if (failed_.count(key) != 0) {
    jumped_ = true;
    return false;
  }
  if (auto it = solved_.find(key); it != solved_.end()) {
    replay_.assign(it->second.rbegin(), it->second.rend());
  }
  return true;
}

int Filler::Next() {
  forced_word_ = -1;
  for (;;) {
    const std::vector<int>& scope =
        splits_.empty() ? all_vars_
                        : splits_.back().comps[static_cast<size_t>(splits_.back().current)];
    int v = Select(scope);
    if (v < 0) {
      // The current component is filled: on to the split's next one, or the split is done (and
      // with it the component of the split around it).
      if (splits_.empty()) return kFull;
      Split& s = splits_.back();
      const size_t cur = static_cast<size_t>(s.current);
      std::vector<std::pair<int, int>>& fill = solved_[s.keys[cur]];
      fill.clear();
      for (int u : s.comps[cur]) fill.push_back({u, vars_[static_cast<size_t>(u)].word});
      // The part holding the best open slot is next (a filled part has none).
      int next = -1;
      double next_rank = 0;
      for (size_t c = 0; c < s.comps.size(); ++c) {
        double rank = 0;
        if (Select(s.comps[c], &rank) < 0) continue;
        if (next < 0 || rank < next_rank) {
          next = static_cast<int>(c);
          next_rank = rank;
        }
      }
      if (next < 0) {
        splits_.pop_back();
        continue;
      }
      if (!Enter(next)) return kKnownDead;
      continue;
    }
    // A component filled before with the same candidates: the same words again.
    while (!replay_.empty()) {
      auto [u, w] = replay_.back();
      replay_.pop_back();
      const Var& x = vars_[static_cast<size_t>(u)];
      if (x.word >= 0) continue;
      if (dom_[x.base + static_cast<size_t>(w / 64)] & (1ULL << (w % 64))) {
        forced_word_ = w;
        return u;
      }
      replay_.clear();
    }
    if (decompose_ && Components(scope) > 1) {
      Split s;
      s.id = static_cast<int>(split_parent_.size());
      s.base = stack_.size();
      s.comps = comps_;
      s.keys.assign(comps_.size(), 0);
      split_parent_.push_back(splits_.empty()
                                  ? std::pair{-1, -1}
                                  : std::pair{splits_.back().id, splits_.back().current});
      splits_.push_back(std::move(s));
      if (!Enter(comp_of_[static_cast<size_t>(v)])) return kKnownDead;
      continue;
    }
    return v;
  }
}

int Filler::ComponentOf(const Frame& f, const Split& top) const {
  int split = f.split, comp = f.comp;
  while (split >= 0 && split != top.id) {
    const auto& up = split_parent_[static_cast<size_t>(split)];
    split = up.first;
    comp = up.second;
  }
  return comp;
}

int Filler::Choose(int v) {
  const Var& x = vars_[static_cast<size_t>(v)];
  if (x.count == 1) return FirstWord(x);
  // Among the best-scored few candidates, the one that leaves its crossing slots the most
  // words (sum of log counts): a word with awkward letters shuts its crossings down.
  const Group& g = *x.g;
  const int k = std::min(x.count, kLookahead);
  int best = -1;
  double best_value = 0;
  const uint64_t* d = dom_.data() + x.base;
  int seen = 0;
  for (int b = 0; b < g.blocks && seen < k; ++b) {
    for (uint64_t bits = d[b]; bits != 0 && seen < k; bits &= bits - 1, ++seen) {
      int w = b * 64 + std::countr_zero(bits);
      double value = 0;
      for (int p = 0; p < g.length; ++p) {
        const Link& l = x.links[static_cast<size_t>(p)];
        if (l.other < 0) continue;
        const Var& t = vars_[static_cast<size_t>(l.other)];
        if (t.word >= 0) continue;
        const uint64_t* at = t.g->At(l.other_pos, g.Letter(w, p));
        const uint64_t* td = dom_.data() + t.base;
        const int* act = active_.data() + t.act;
        int c = 0;
        for (int i = 0; i < t.limit; ++i) c += std::popcount(td[act[i]] & at[act[i]]);
        value += std::log2(static_cast<double>(c) + 1.0);
      }
      if (restart_ > 0) value += rng_.NextDouble() * kNoise;
      if (best < 0 || value > best_value) {
        best = w;
        best_value = value;
      }
    }
  }
  return best;
}

void Filler::Report(bool force) {
  if (!options_.progress) return;
  double now = budget_.ElapsedSeconds();
  if (!force && now < next_report_) return;
  next_report_ = now + options_.progress_interval;
  Progress p;
  p.phase = "filling";
  p.nodes = result_.nodes;
  p.elapsed = now;
  options_.progress(p);
}

Filler::RunEnd Filler::RunOnce(int64_t cap) {
  int64_t failures = 0;
  bool ok = true;
  jumped_ = false;
  for (;;) {
    if (ok) {
      // Decisions can be slow on huge grids: read the clock at each one (it costs nanoseconds).
      if (!budget_.Step() || !budget_.CheckNow()) return RunEnd::kStopped;
      if ((result_.nodes & 63) == 0) Report(false);
      int v = Next();
      if (v == kFull) return RunEnd::kFilled;
      if (v == kKnownDead) {
        ok = false;
        continue;
      }
      int w = forced_word_ >= 0 ? forced_word_ : Choose(v);
      const bool inside = !splits_.empty();
      stack_.push_back({v, w, trail_.size(), inside ? splits_.back().id : -1,
                        inside ? splits_.back().current : -1});
      ++result_.nodes;
      ok = FixTo(v, w) && Propagate();
      continue;
    }
    ++failures;
    ++result_.failures;
    for (;;) {
      if (stack_.empty()) return RunEnd::kExhausted;
      Frame f = stack_.back();
      stack_.pop_back();
      const size_t at = stack_.size();
      replay_.clear();
      while (!splits_.empty() && splits_.back().base > at) {
        // Backtracking over the decision that made this split: its current component has no fill.
        const Split& s = splits_.back();
        failed_.insert(s.keys[static_cast<size_t>(s.current)]);
        splits_.pop_back();
      }
      if (!splits_.empty() && ComponentOf(f, splits_.back()) != splits_.back().current) {
        // The current component has no fill, whatever the components filled before it hold:
        // back to the decision before the split.
        const Split& s = splits_.back();
        failed_.insert(s.keys[static_cast<size_t>(s.current)]);
        UndoTo(at == s.base ? f.mark : stack_[s.base].mark);
        stack_.resize(s.base);
        splits_.pop_back();
        jumped_ = true;
        continue;
      }
      UndoTo(f.mark);
      if (failures > cap) return RunEnd::kCapped;
      ok = ExcludeWord(f.var, f.word) && Propagate();
      if (ok) break;
      ++failures;
      ++result_.failures;
    }
  }
}

void Filler::NameTrouble() {
  // Slots whose conflict weight grew (a dead end met there, or caused there), worst first.
  std::vector<int> order;
  for (int s = 0; s < static_cast<int>(board_.slots.size()); ++s) {
    const int v = var_of_slot_[static_cast<size_t>(s)];
    if (v >= 0 && weight_[static_cast<size_t>(v)] > 1.0) order.push_back(s);
  }
  auto weight = [&](int s) {
    return weight_[static_cast<size_t>(var_of_slot_[static_cast<size_t>(s)])];
  };
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return weight(a) > weight(b); });
  if (order.size() > kTroubleSlots) order.resize(kTroubleSlots);
  result_.trouble = order;
  if (order.empty()) return;
  std::string names;
  for (int s : order) {
    if (!names.empty()) names += ", ";
    names += SlotName(board_.slots[static_cast<size_t>(s)]);
  }
  result_.explanation += "; most dead ends at " + names;
}

GridFillResult Filler::Run() {
  result_.fill.assign(board_.slots.size(), "");
  result_.scores.assign(board_.slots.size(), -1);
  if (!Setup()) {
    result_.outcome = Outcome::kNone;
    return result_;
  }
  double cap = 64;
  for (;;) {
    RunEnd end = RunOnce(static_cast<int64_t>(cap));
    if (end == RunEnd::kFilled) break;
    stack_.clear();
    splits_.clear();
    split_parent_.clear();
    failed_.clear();
    solved_.clear();
    replay_.clear();
    UndoTo(0);
    if (end == RunEnd::kExhausted && jumped_) {
      // Going back over filled components ignored that they may have taken the entries the
      // failing one needed: search again, chronologically, for a proof.
      decompose_ = false;
      jumped_ = false;
      continue;
    }
    if (end == RunEnd::kExhausted) {
      result_.outcome = Outcome::kNone;
      result_.explanation =
          fmt::format("the search went through every choice ({} dead ends, min score {})",
                      result_.failures, options_.min_score);
      NameTrouble();
      return result_;
    }
    if (end == RunEnd::kStopped) {
      result_.outcome = Outcome::kBudget;
      result_.stop = budget_.reason();
      result_.explanation =
          fmt::format("stopped ({}) after {} decisions and {} restarts", ToString(budget_.reason()),
                      result_.nodes, result_.restarts);
      NameTrouble();
      return result_;
    }
    ++restart_;
    ++result_.restarts;
    cap *= 1.3;
  }
  Report(true);
  result_.outcome = Outcome::kFound;
  // Entries given whole carry their listed score, or -1 when unlisted.
  std::unordered_map<std::string, int> given_score;
  for (const std::string& w : given_words_) given_score.emplace(w, -1);
  for (size_t i = 0; i < dict_.words.size() && !given_score.empty(); ++i) {
    if (auto it = given_score.find(dict_.words[i]); it != given_score.end()) {
      it->second = dict_.scores[i];
    }
  }
  for (int s = 0; s < static_cast<int>(board_.slots.size()); ++s) {
    int v = var_of_slot_[static_cast<size_t>(s)];
    std::string& word = result_.fill[static_cast<size_t>(s)];
    if (v >= 0) {
      const Var& x = vars_[static_cast<size_t>(v)];
      int id = x.g->ids[static_cast<size_t>(FirstWord(x))];
      word = dict_.words[static_cast<size_t>(id)];
      result_.scores[static_cast<size_t>(s)] = dict_.scores[static_cast<size_t>(id)];
    } else {
      word = board_.Pattern(s);
      result_.scores[static_cast<size_t>(s)] = given_score.at(word);
    }
  }
  double total = 0;
  int scored = 0;
  for (int sc : result_.scores) {
    if (sc >= 0) {
      total += sc;
      ++scored;
    }
  }
  result_.mean_score = scored > 0 ? total / scored : 0;
  return result_;
}

}  // namespace ps::gridfill::detail
