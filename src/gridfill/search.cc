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
  const double rank =
      static_cast<double>(x.count) / (weight_[static_cast<size_t>(v)] * std::max(open, 1));
  // A slot that can still take a preferred word (they are its first words) goes before the
  // others, so that those words are placed while they still fit.
  const int pref = x.g->preferred;
  if (pref > 0) {
    const uint64_t* d = dom_.data() + x.base;
    for (int b = 0; b * 64 < pref; ++b) {
      const int bits = std::min(64, pref - b * 64);
      const uint64_t mask = bits == 64 ? ~0ULL : (1ULL << bits) - 1;
      if ((d[b] & mask) != 0) return rank * 1e-9;
    }
  }
  return rank;
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
  // words (sum of log counts; while good words are weighed first, the others count
  // kOtherWeight): a word with awkward letters shuts its crossings down. Preferred
  // words (GridFillOptions::preferred) are weighed among themselves, before the others.
  const Group& g = *x.g;
  const int k = std::min(x.count, kLookahead);
  int best = -1;
  double best_value = 0;
  const uint64_t* d = dom_.data() + x.base;
  int seen = 0;
  for (int b = 0; b < g.blocks && seen < k; ++b) {
    for (uint64_t bits = d[b]; bits != 0 && seen < k; bits &= bits - 1, ++seen) {
      int w = b * 64 + std::countr_zero(bits);
      // A preferred word left (they come first) is chosen before any other.
      if (best >= 0 && best < g.preferred && w >= g.preferred) return best;
      double value = 0;
      for (int p = 0; p < g.length; ++p) {
        const Link& l = x.links[static_cast<size_t>(p)];
        if (l.other < 0) continue;
        const Var& t = vars_[static_cast<size_t>(l.other)];
        if (t.word >= 0) continue;
        const uint64_t* at = t.g->At(l.other_pos, g.Letter(w, p));
        const uint64_t* td = dom_.data() + t.base;
        const int* act = active_.data() + t.act;
        int c = 0, good = 0;
        const int first = t.g->good;
        for (int i = 0; i < t.limit; ++i) {
          const int tb = act[i];
          const uint64_t hit = td[tb] & at[tb];
          c += std::popcount(hit);
          if (tb * 64 < first) {
            good += std::popcount(tb * 64 + 64 <= first ? hit
                                                        : hit & ((1ULL << (first - tb * 64)) - 1));
          }
        }
        const double other = weigh_good_ ? kOtherWeight : 1.0;
        value += std::log2(static_cast<double>(good) + other * static_cast<double>(c - good) + 1.0);
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
  double now = caller_.ElapsedSeconds();
  if (!force && now < next_report_) return;
  next_report_ = now + options_.progress_interval;
  Progress p;
  p.phase = phase_;
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
      if (!budget_->Step() || !budget_->CheckNow()) return RunEnd::kStopped;
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

Filler::RunEnd Filler::Search(int64_t max_failures) {
  double cap = 64;
  const int64_t start = result_.failures;
  for (;;) {
    RunEnd end = RunOnce(static_cast<int64_t>(cap));
    if (end == RunEnd::kFilled) return end;
    Restart();
    if (max_failures >= 0 && end != RunEnd::kStopped &&
        (end != RunEnd::kCapped || result_.failures - start > max_failures)) {
      return RunEnd::kCapped;
    }
    if (end == RunEnd::kExhausted && jumped_) {
      // Going back over filled components ignored that they may have taken the entries the
      // failing one needed: search again, chronologically, for a proof.
      decompose_ = false;
      jumped_ = false;
      continue;
    }
    if (end != RunEnd::kCapped) return end;
    ++restart_;
    ++result_.restarts;
    cap *= 1.3;
  }
}

GridFillResult Filler::Run() {
  result_.fill.assign(board_.slots.size(), "");
  result_.scores.assign(board_.slots.size(), -1);
  if (!Setup()) {
    result_.outcome = Outcome::kNone;
    return result_;
  }
  // First with the good entries (dictionary words and names) weighed first in decisions.
  weigh_good_ = true;
  RunEnd end = Search(kGoodFirstFailures);
  weigh_good_ = false;
  if (end == RunEnd::kCapped) {
    // No fill with the good entries weighed first within the cap: the search as it would
    // have run without that try.
    std::fill(weight_.begin(), weight_.end(), 1.0);
    restart_ = 0;
    rng_ = Rng(options_.seed);
    decompose_ = true;
    end = Search();
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
    result_.stop = budget_->reason();
    result_.explanation = fmt::format("stopped ({}) after {} decisions and {} restarts",
                                      ToString(budget_->reason()), result_.nodes, result_.restarts);
    NameTrouble();
    return result_;
  }
  Report(true);
  result_.outcome = Outcome::kFound;
  std::vector<int> words(vars_.size());
  for (size_t v = 0; v < vars_.size(); ++v) words[v] = FirstWord(vars_[v]);
  result_.first_quality = Assess(words).score;
  if (options_.quality_rounds > 0) Improve(words);
  Words(words, result_.fill, result_.scores);
  result_.quality = AssessFill(board_, result_.fill, result_.scores);
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

void Filler::Words(const std::vector<int>& words, Fill& fill, std::vector<int>& scores) const {
  fill.assign(board_.slots.size(), "");
  scores.assign(board_.slots.size(), -1);
  // Entries given whole carry their listed score, or -1 when unlisted.
  for (int s = 0; s < static_cast<int>(board_.slots.size()); ++s) {
    const int v = var_of_slot_[static_cast<size_t>(s)];
    if (v >= 0) {
      const Var& x = vars_[static_cast<size_t>(v)];
      const int id = x.g->ids[static_cast<size_t>(words[static_cast<size_t>(v)])];
      fill[static_cast<size_t>(s)] = dict_.words[static_cast<size_t>(id)];
      scores[static_cast<size_t>(s)] = dict_.scores[static_cast<size_t>(id)];
    } else {
      fill[static_cast<size_t>(s)] = board_.Pattern(s);
      scores[static_cast<size_t>(s)] = given_score_.at(fill[static_cast<size_t>(s)]);
    }
  }
}

FillQuality Filler::Assess(const std::vector<int>& words) const {
  Fill fill;
  std::vector<int> scores;
  Words(words, fill, scores);
  return AssessFill(board_, fill, scores, 0);
}

void Filler::Improve(std::vector<int>& words) {
  FillQuality q = Assess(words);
  Budget budget = caller_.Child(options_.quality_seconds);
  budget_ = &budget;
  phase_ = "improving";
  restart_ = std::max<int64_t>(restart_, 1);  // random tie-breaks among the best candidates
  weigh_good_ = true;
  std::vector<int> best = words;
  FillQuality best_q = q;
  // Fewer repeated roots first (a repeat is an error an editor would send back, not a matter of
  // taste), then the score.
  auto better_than = [](const FillQuality& a, const FillQuality& b) {
    return a.repeats < b.repeats || (a.repeats == b.repeats && a.score > b.score);
  };
  std::vector<char> freed(vars_.size());
  std::vector<int> weak, region, next(vars_.size());
  auto grade = [&](int v) {
    const Var& x = vars_[static_cast<size_t>(v)];
    return static_cast<int>(x.g->grade[static_cast<size_t>(words[static_cast<size_t>(v)])]);
  };
  int last_gain = 0;
  for (int round = 0; round < options_.quality_rounds; ++round) {
    if (round - last_gain > kStallRounds) break;  // no gain for long: more rounds rarely find one
    if (!budget.CheckNow()) {
      result_.quality_cut = true;
      break;
    }
    // The entries the quality score charges; while an entry repeats another's root, half the
    // rounds start from one of the two (either may give way).
    weak.clear();
    for (size_t v = 0; v < vars_.size(); ++v) {
      if (q.quality[static_cast<size_t>(vars_[v].slot)] < 100) weak.push_back(static_cast<int>(v));
    }
    if (weak.empty()) break;  // nothing left to improve
    if (!q.repeated.empty() && rng_.Chance(0.5)) {
      std::vector<int> pair;
      for (size_t v = 0; v < vars_.size(); ++v) {
        if (std::find(q.repeated.begin(), q.repeated.end(), vars_[v].slot) != q.repeated.end()) {
          pair.push_back(static_cast<int>(v));
        }
      }
      if (!pair.empty()) weak = std::move(pair);
    }
    ++result_.quality_rounds;
    const int target = weak[static_cast<size_t>(rng_.Below(weak.size()))];
    // Most rounds keep every word of the region at its grade or better and ask for a better word
    // in the weak entry's place (or, less often, for another word there: a sideways move for the
    // next rounds to build on); about a third refill a larger region freely with the weak
    // entry's word excluded, where a trade (a repeated root for a weaker word) can be found and
    // a step down can lead out of a fill that no small change improves.
    const bool free = rng_.Chance(kFreeShare);
    const bool better = !free && grade(target) < 100 && rng_.Chance(kBetterShare);
    const size_t size = static_cast<size_t>(free ? rng_.Between(kRegionMin, kRegionMax)
                                                 : rng_.Between(kKeepMin, kKeepMax));
    // The region: the weak entry, the slots crossing it, and more of their crossings (breadth
    // first) up to the size drawn.
    std::fill(freed.begin(), freed.end(), 0);
    region.assign(1, target);
    freed[static_cast<size_t>(region[0])] = 1;
    for (size_t i = 0; i < region.size() && region.size() < size; ++i) {
      for (const Link& l : vars_[static_cast<size_t>(region[i])].links) {
        if (l.other < 0 || freed[static_cast<size_t>(l.other)] || region.size() >= size) continue;
        freed[static_cast<size_t>(l.other)] = 1;
        region.push_back(l.other);
      }
    }
    // Back to the root, every other slot fixed to its word, and a capped search of the region.
    Restart();
    bool ok = true;
    for (size_t v = 0; v < vars_.size() && ok; ++v) {
      if (!freed[v]) ok = FixTo(static_cast<int>(v), words[v]);
    }
    for (size_t i = 0; i < region.size() && ok && !free; ++i) {
      const int v = region[i];
      const int at_least = grade(v) + (v == target && better ? 1 : 0);
      ok = KeepFirst(v, vars_[static_cast<size_t>(v)].g->Graded(at_least));
    }
    if (ok && !better) ok = ExcludeWord(target, words[static_cast<size_t>(target)]);
    ok = ok && Propagate();
    if (!ok) continue;  // no fill of the region is as good
    const RunEnd end = RunOnce(free ? kRegionCap : kKeepCap);
    if (end == RunEnd::kStopped) {
      result_.quality_cut = true;
      break;
    }
    if (end != RunEnd::kFilled) continue;
    for (size_t v = 0; v < vars_.size(); ++v) next[v] = FirstWord(vars_[v]);
    FillQuality nq = Assess(next);
    // No worse (equal: a sideways move), or after a free round a little worse: kept; the best
    // fill seen is the answer.
    if (nq.repeats < q.repeats ||
        (nq.repeats == q.repeats && nq.score >= q.score - (free ? kFreeSlack : 0.0))) {
      words = next;
      q = std::move(nq);
      if (better_than(q, best_q)) {
        best = words;
        best_q = q;
        last_gain = round;
      }
    }
  }
  words = best;
  weigh_good_ = false;
  stack_.clear();
  splits_.clear();
  UndoTo(0);
  budget_ = &caller_;
  phase_ = "filling";
}

}  // namespace ps::gridfill::detail
