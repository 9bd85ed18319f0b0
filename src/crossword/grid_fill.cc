// The grid filler; see grid_fill.h for the algorithm.
#include "crossword/grid_fill.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <unordered_map>
#include <unordered_set>

#include "core/rng.h"

namespace ps::crossword {

std::string_view ToString(GridFillStatus s) {
  switch (s) {
    case GridFillStatus::kFilled:
      return "filled";
    case GridFillStatus::kNoFill:
      return "no_fill";
    case GridFillStatus::kBudgetExhausted:
      return "budget_exhausted";
  }
  return "?";
}

Dictionary MergeDictionaries(const std::vector<Dictionary>& lists) {
  if (lists.size() == 1) return lists.front();
  Dictionary out;
  std::unordered_map<std::string, size_t> at;
  for (const Dictionary& d : lists) {
    for (size_t i = 0; i < d.words.size(); ++i) {
      auto [it, fresh] = at.emplace(d.words[i], out.words.size());
      if (fresh) {
        out.words.push_back(d.words[i]);
        out.scores.push_back(d.scores[i]);
      } else {
        out.scores[it->second] = d.scores[i];
      }
    }
  }
  return out;
}

namespace {

constexpr uint32_t kAllLetters = (1u << 26) - 1;
// Candidates weighed against each other at a decision, and the random spread added to their
// weights after the first restart.
constexpr int kLookahead = 16;
constexpr double kNoise = 1.0;
// Slots named as trouble spots when no fill is found.
constexpr size_t kTroubleSlots = 5;

// The words of one length, best score first, with the position/letter index.
struct Group {
  int length = 0;
  int n = 0;
  int blocks = 0;
  std::vector<int> ids;          // dictionary index per local word
  std::vector<uint8_t> letters;  // [word * length + position], 0..25
  std::vector<uint64_t> index;   // [((position * 26) + letter) * blocks + block]
  // N-letter substring code -> local words holding it (only with --max-shared-substring).
  std::unordered_map<uint64_t, std::vector<int>> grams;

  const uint64_t* At(int pos, int letter) const {
    return index.data() + (static_cast<size_t>(pos) * 26 + static_cast<size_t>(letter)) *
                              static_cast<size_t>(blocks);
  }
  int Letter(int w, int pos) const {
    return letters[static_cast<size_t>(w) * static_cast<size_t>(length) + static_cast<size_t>(pos)];
  }
};

uint64_t Mix(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  x ^= x >> 33;
  return x;
}

uint64_t WordHash(const std::string& w, uint64_t seed) {
  uint64_t h = Mix(seed + 0x9e3779b97f4a7c15ULL);
  for (char c : w) h = Mix(h ^ static_cast<uint64_t>(static_cast<unsigned char>(c)));
  return h;
}

// The codes of every n-letter substring of `letters` (0..25 each).
template <typename LetterAt>
void Grams(int length, int n, LetterAt at, std::vector<uint64_t>& out) {
  out.clear();
  for (int s = 0; s + n <= length; ++s) {
    uint64_t code = 0;
    for (int i = 0; i < n; ++i) code = code * 27 + static_cast<uint64_t>(at(s + i) + 1);
    out.push_back(code);
  }
}

struct Link {
  int cell = -1;       // the cell at this position
  int other = -1;      // the crossing variable, or -1
  int other_pos = -1;  // its position there
};

struct Var {
  int slot = 0;
  const Group* g = nullptr;
  size_t base = 0;     // first block in dom_
  size_t act = 0;      // first entry in active_
  size_t residue = 0;  // first entry in residue_: [position * 26 + letter] -> block
  int limit = 0;       // active (nonzero) blocks
  int count = 0;       // candidates
  int word = -1;       // the word, once the slot is down to one and it has been taken out elsewhere
  std::vector<Link> links;
};

enum TrailKind : uint32_t { kBlock, kMeta, kMask, kWord };
struct TrailEntry {
  TrailKind kind;
  uint32_t a;
  uint64_t value;
};

class Filler {
 public:
  Filler(const Board& board, const Dictionary& dict, const GridFillOptions& options, Budget& budget)
      : board_(board), dict_(dict), options_(options), budget_(budget), rng_(options.seed) {}

  GridFillResult Run();

 private:
  bool Setup();
  void BuildGroups();

  // Domain operations; each returns false when the domain becomes empty.
  bool ExcludeWord(int v, int w);
  // True when some candidate of `x` has `letter` at `pos`.
  bool Supports(const Var& x, int pos, int letter);
  // Drops the candidates with one of `letters` at `pos`.
  bool ExcludeLetters(int v, int pos, uint32_t letters);
  bool FixTo(int v, int w);
  void SaveMeta(Var& x) {
    trail_.push_back({kMeta, static_cast<uint32_t>(&x - vars_.data()),
                      (static_cast<uint64_t>(static_cast<uint32_t>(x.limit)) << 32) |
                          static_cast<uint32_t>(x.count)});
  }
  void SetBlock(size_t at, uint64_t value) {
    trail_.push_back({kBlock, static_cast<uint32_t>(at), dom_[at]});
    dom_[at] = value;
  }
  void SetMask(int cell, uint32_t m) {
    trail_.push_back({kMask, static_cast<uint32_t>(cell), mask_[static_cast<size_t>(cell)]});
    mask_[static_cast<size_t>(cell)] = m;
  }
  void UndoTo(size_t mark);
  int FirstWord(const Var& x) const;
  int NthWord(const Var& x, int k) const;

  void Enqueue(int v) {
    if (!queued_[static_cast<size_t>(v)]) {
      queued_[static_cast<size_t>(v)] = 1;
      queue_.push_back(v);
    }
  }
  bool Fail(int v) {
    weight_[static_cast<size_t>(v)] += 1.0;
    return false;
  }
  bool Propagate();
  bool Revise(int v);
  bool Use(int v);
  bool ExcludeSharing(int v, int w);
  // Removes from every slot but `skip` the words holding one of the N-letter substring `codes`;
  // the first slot left empty, or -1.
  int ExcludeGrams(const std::vector<uint64_t>& codes, int skip);

  // Open slot `v`'s rank for branching, lowest first: candidates per conflict weight and open
  // crossing.
  double Rank(int v) const;
  // The best slot to branch on among `scope`'s open ones, or -1 when all are filled; its rank
  // goes to `rank` when given.
  int Select(const std::vector<int>& scope, double* rank = nullptr) const;
  // The next slot to branch on, opening and closing splits on the way (with `forced_word_` set
  // when a part's earlier fill is replayed); kFull or kKnownDead.
  static constexpr int kFull = -1;       // every slot is filled
  static constexpr int kKnownDead = -2;  // the part that came up is known to have no fill
  int Next();
  // The open slots of `scope` in groups that share no open crossing; returns how many.
  size_t Components(const std::vector<int>& scope);
  // A decision: slot `var` takes `word`; `mark` is the trail before it; `split` and `comp` say
  // which component of which split it was made in (split -1: outside every split).
  struct Frame {
    int var;
    int word;
    size_t mark;
    int split;
    int comp;
  };
  // Once decisions leave the open slots in groups that share no open crossing, each group is
  // filled on its own, one after the other: when one has no fill, the decisions made in the
  // groups filled before it are not what failed, and the search goes back to the decision that
  // split them (a split). Only the rule that no entry is used twice ties the groups together, so a
  // run that went back over filled groups proves nothing when it ends without a fill.
  struct Split {
    int id;
    size_t base;  // index in stack_ of its first decision
    std::vector<std::vector<int>> comps;
    std::vector<uint64_t> keys;  // per component: its slots and candidates when it came up
    int current = -1;
  };
  // A fingerprint of component `comp`'s slots and their candidates.
  uint64_t Key(const std::vector<int>& comp) const;
  // Makes component `c` of the innermost split the current one; false when it is known to have
  // no fill with the candidates it has now.
  bool Enter(int c);
  // The component of `top` that frame `f` was made in.
  int ComponentOf(const Frame& f, const Split& top) const;
  int Choose(int v);
  enum class RunEnd { kFilled, kExhausted, kCapped, kStopped };
  RunEnd RunOnce(int64_t cap);
  void Report(bool force);
  // Fills result_.trouble and names those slots in the explanation.
  void NameTrouble();

  const Board& board_;
  const Dictionary& dict_;
  const GridFillOptions& options_;
  Budget& budget_;
  Rng rng_;

  std::vector<Group> groups_;
  std::vector<int> group_of_length_;
  std::vector<Var> vars_;
  std::vector<std::vector<int>> same_length_;  // per group: its variables
  std::vector<int> var_of_slot_;
  std::vector<uint64_t> dom_;
  std::vector<int> active_;
  std::vector<int> residue_;
  std::vector<uint32_t> mask_;  // per cell: letters still possible
  std::vector<double> weight_;
  std::vector<TrailEntry> trail_;
  std::vector<int> queue_;
  std::vector<char> queued_;
  std::vector<uint64_t> grams_scratch_;
  std::vector<std::string> given_words_;  // entries given whole in the grid

  std::vector<Frame> stack_;
  std::vector<Split> splits_;
  std::vector<std::pair<int, int>> split_parent_;  // per split id: (split, component) it is in
  std::vector<int> all_vars_;
  std::vector<std::vector<int>> comps_;  // Components' result
  std::vector<int> comp_of_;             // Components' scratch, per variable
  bool decompose_ = true;
  // Within a run, the components met before: those that had no fill, and the fill of those
  // filled (replayed as decisions when the same component comes up again with the same
  // candidates, typically after a change in another part of the grid).
  std::unordered_set<uint64_t> failed_;
  std::unordered_map<uint64_t, std::vector<std::pair<int, int>>> solved_;
  std::vector<std::pair<int, int>> replay_;
  int forced_word_ = -1;
  // This run concluded a part had no fill while ignoring the parts around it (went back over
  // filled parts, or met a part known to have failed).
  bool jumped_ = false;
  int64_t restart_ = 0;
  double next_report_ = 0;
  GridFillResult result_;
};

void Filler::BuildGroups() {
  std::vector<int> lengths;
  for (const Var& x : vars_) lengths.push_back(board_.slots[static_cast<size_t>(x.slot)].length);
  std::sort(lengths.begin(), lengths.end());
  lengths.erase(std::unique(lengths.begin(), lengths.end()), lengths.end());
  int max_len = lengths.empty() ? 0 : lengths.back();
  group_of_length_.assign(static_cast<size_t>(max_len) + 1, -1);
  for (int len : lengths) {
    group_of_length_[static_cast<size_t>(len)] = static_cast<int>(groups_.size());
    groups_.emplace_back();
    groups_.back().length = len;
  }
  std::vector<std::vector<std::pair<uint64_t, int>>> keyed(groups_.size());
  for (size_t i = 0; i < dict_.words.size(); ++i) {
    const std::string& w = dict_.words[i];
    if (w.size() > static_cast<size_t>(max_len) || dict_.scores[i] < options_.min_score) continue;
    int g = group_of_length_[w.size()];
    if (g < 0) continue;
    // Best score first; equal scores in an order drawn from the seed.
    uint64_t key =
        (static_cast<uint64_t>(1000000 - std::clamp(dict_.scores[i], -999999, 999999)) << 40) |
        (WordHash(w, options_.seed) >> 24);
    keyed[static_cast<size_t>(g)].push_back({key, static_cast<int>(i)});
  }
  for (size_t gi = 0; gi < groups_.size(); ++gi) {
    Group& g = groups_[gi];
    auto& k = keyed[gi];
    std::sort(k.begin(), k.end());
    g.n = static_cast<int>(k.size());
    g.blocks = (g.n + 63) / 64;
    g.ids.reserve(k.size());
    g.letters.resize(k.size() * static_cast<size_t>(g.length));
    g.index.assign(static_cast<size_t>(g.length) * 26 * static_cast<size_t>(g.blocks), 0);
    for (int w = 0; w < g.n; ++w) {
      int id = k[static_cast<size_t>(w)].second;
      g.ids.push_back(id);
      const std::string& word = dict_.words[static_cast<size_t>(id)];
      for (int p = 0; p < g.length; ++p) {
        int l = word[static_cast<size_t>(p)] - 'a';
        g.letters[static_cast<size_t>(w) * static_cast<size_t>(g.length) + static_cast<size_t>(p)] =
            static_cast<uint8_t>(l);
        g.index[(static_cast<size_t>(p) * 26 + static_cast<size_t>(l)) *
                    static_cast<size_t>(g.blocks) +
                static_cast<size_t>(w / 64)] |= 1ULL << (w % 64);
      }
    }
    int n = options_.max_shared_substring;
    if (n >= 2 && g.length >= n) {
      for (int w = 0; w < g.n; ++w) {
        Grams(
            g.length, n, [&](int p) { return g.Letter(w, p); }, grams_scratch_);
        std::sort(grams_scratch_.begin(), grams_scratch_.end());
        grams_scratch_.erase(std::unique(grams_scratch_.begin(), grams_scratch_.end()),
                             grams_scratch_.end());
        for (uint64_t c : grams_scratch_) g.grams[c].push_back(w);
      }
    }
  }
}

bool Filler::Setup() {
  const int ncells = board_.width() * board_.height();
  mask_.assign(static_cast<size_t>(ncells), kAllLetters);
  for (int c = 0; c < ncells; ++c) {
    char ch = board_.cells[c];
    if (ch >= 'a' && ch <= 'z') mask_[static_cast<size_t>(c)] = 1u << (ch - 'a');
  }
  // Slots given whole are no variables: the theme's entries, listed or not.
  var_of_slot_.assign(board_.slots.size(), -1);
  for (int s = 0; s < static_cast<int>(board_.slots.size()); ++s) {
    std::string p = board_.Pattern(s);
    if (p.find('?') == std::string::npos) {
      given_words_.push_back(p);
      continue;
    }
    var_of_slot_[static_cast<size_t>(s)] = static_cast<int>(vars_.size());
    Var x;
    x.slot = s;
    vars_.push_back(std::move(x));
  }
  BuildGroups();
  // Domains: the words of the slot's length with its given letters.
  size_t base = 0;
  for (Var& x : vars_) {
    const Slot& slot = board_.slots[static_cast<size_t>(x.slot)];
    x.g = &groups_[static_cast<size_t>(group_of_length_[static_cast<size_t>(slot.length)])];
    x.base = base;
    x.act = base;
    base += static_cast<size_t>(x.g->blocks);
  }
  size_t residues = 0;
  for (Var& x : vars_) {
    x.residue = residues;
    residues += static_cast<size_t>(x.g->length) * 26;
  }
  residue_.assign(residues, 0);
  dom_.assign(base, 0);
  active_.assign(base, 0);
  weight_.assign(vars_.size(), 1.0);
  queued_.assign(vars_.size(), 0);
  comp_of_.assign(vars_.size(), -1);
  all_vars_.resize(vars_.size());
  for (size_t v = 0; v < vars_.size(); ++v) all_vars_[v] = static_cast<int>(v);
  for (Var& x : vars_) {
    const Slot& slot = board_.slots[static_cast<size_t>(x.slot)];
    const Group& g = *x.g;
    for (int b = 0; b < g.blocks; ++b) {
      int bits = std::min(64, g.n - b * 64);
      dom_[x.base + static_cast<size_t>(b)] = bits == 64 ? ~0ULL : (1ULL << bits) - 1;
    }
    x.links.resize(static_cast<size_t>(slot.length));
    for (int p = 0; p < slot.length; ++p) {
      int cell = board_.cells.Index(slot.CellX(p), slot.CellY(p));
      x.links[static_cast<size_t>(p)].cell = cell;
      uint32_t m = mask_[static_cast<size_t>(cell)];
      if (std::popcount(m) == 1) {
        const uint64_t* at = g.At(p, std::countr_zero(m));
        for (int b = 0; b < g.blocks; ++b) dom_[x.base + static_cast<size_t>(b)] &= at[b];
      }
    }
    x.limit = 0;
    x.count = 0;
    for (int b = 0; b < g.blocks; ++b) {
      uint64_t d = dom_[x.base + static_cast<size_t>(b)];
      if (d != 0) active_[x.act + static_cast<size_t>(x.limit++)] = b;
      x.count += std::popcount(d);
    }
  }
  for (const Crossing& c : board_.crossings) {
    int va = var_of_slot_[static_cast<size_t>(c.a)], vb = var_of_slot_[static_cast<size_t>(c.b)];
    if (va < 0 || vb < 0) continue;
    vars_[static_cast<size_t>(va)].links[static_cast<size_t>(c.pos_a)].other = vb;
    vars_[static_cast<size_t>(va)].links[static_cast<size_t>(c.pos_a)].other_pos = c.pos_b;
    vars_[static_cast<size_t>(vb)].links[static_cast<size_t>(c.pos_b)].other = va;
    vars_[static_cast<size_t>(vb)].links[static_cast<size_t>(c.pos_b)].other_pos = c.pos_a;
  }
  same_length_.assign(groups_.size(), {});
  for (size_t v = 0; v < vars_.size(); ++v) {
    same_length_[static_cast<size_t>(vars_[v].g - groups_.data())].push_back(static_cast<int>(v));
  }

  for (const Var& x : vars_) {
    if (x.count == 0) {
      result_.explanation =
          fmt::format("no entry scored {} or more fits {} \"{}\"", options_.min_score,
                      SlotName(board_.slots[static_cast<size_t>(x.slot)]), board_.Pattern(x.slot));
      return false;
    }
  }
  // Entries given whole are used: no other slot may repeat them (or share N letters with them).
  for (size_t i = 0; i < given_words_.size(); ++i) {
    for (size_t j = i + 1; j < given_words_.size(); ++j) {
      const std::string& a = given_words_[i];
      const std::string& b = given_words_[j];
      if (a == b) {
        result_.explanation = fmt::format("the grid gives \"{}\" twice", a);
        return false;
      }
      const size_t n = static_cast<size_t>(options_.max_shared_substring);
      for (size_t k = 0; n >= 2 && k + n <= a.size(); ++k) {
        if (b.find(a.substr(k, n)) != std::string::npos) {
          result_.explanation = fmt::format("the grid gives \"{}\" and \"{}\", which share \"{}\"",
                                            a, b, a.substr(k, n));
          return false;
        }
      }
    }
  }
  int n = options_.max_shared_substring;
  for (const std::string& w : given_words_) {
    // The listed word itself leaves the slots of its length.
    const size_t len = w.size();
    const int gi = len < group_of_length_.size() ? group_of_length_[len] : -1;
    if (gi >= 0) {
      const Group& g = groups_[static_cast<size_t>(gi)];
      for (int lw = 0; lw < g.n; ++lw) {
        if (dict_.words[static_cast<size_t>(g.ids[static_cast<size_t>(lw)])] != w) continue;
        for (int v : same_length_[static_cast<size_t>(gi)]) {
          if (!ExcludeWord(v, lw)) {
            result_.explanation = fmt::format(
                "{} can only be \"{}\", which the grid already gives",
                SlotName(board_.slots[static_cast<size_t>(vars_[static_cast<size_t>(v)].slot)]), w);
            return false;
          }
        }
        break;
      }
    }
    if (n < 2 || static_cast<int>(len) < n) continue;
    Grams(
        static_cast<int>(len), n, [&](int p) { return w[static_cast<size_t>(p)] - 'a'; },
        grams_scratch_);
    if (int u = ExcludeGrams(grams_scratch_, -1); u >= 0) {
      result_.explanation = fmt::format(
          "every entry left for {} shares {} letters with \"{}\", which the grid gives",
          SlotName(board_.slots[static_cast<size_t>(vars_[static_cast<size_t>(u)].slot)]), n, w);
      return false;
    }
  }
  for (int v = 0; v < static_cast<int>(vars_.size()); ++v) Enqueue(v);
  if (!Propagate()) {
    result_.explanation = "the given letters and the list leave no fill (found before search)";
    return false;
  }
  trail_.clear();  // the root state is permanent
  return true;
}

bool Filler::ExcludeLetters(int v, int pos, uint32_t letters) {
  Var& x = vars_[static_cast<size_t>(v)];
  const Group& g = *x.g;
  const uint64_t* at[26];
  int n = 0;
  for (uint32_t rest = letters; rest != 0; rest &= rest - 1)
    at[n++] = g.At(pos, std::countr_zero(rest));
  int* act = active_.data() + x.act;
  uint64_t* d = dom_.data() + x.base;
  bool saved = false;
  for (int i = x.limit - 1; i >= 0; --i) {
    int b = act[i];
    uint64_t drop = 0;
    for (int k = 0; k < n; ++k) drop |= at[k][b];
    uint64_t old = d[b], now = old & ~drop;
    if (now == old) continue;
    if (!saved) {
      SaveMeta(x);
      saved = true;
    }
    SetBlock(x.base + static_cast<size_t>(b), now);
    x.count -= std::popcount(old) - std::popcount(now);
    if (now == 0) {
      act[i] = act[x.limit - 1];
      act[x.limit - 1] = b;
      --x.limit;
    }
  }
  if (saved) Enqueue(v);
  return x.count > 0;
}

bool Filler::ExcludeWord(int v, int w) {
  Var& x = vars_[static_cast<size_t>(v)];
  size_t at = x.base + static_cast<size_t>(w / 64);
  uint64_t bit = 1ULL << (w % 64);
  if (!(dom_[at] & bit)) return true;
  SaveMeta(x);
  SetBlock(at, dom_[at] & ~bit);
  --x.count;
  if (dom_[at] == 0) {
    int* act = active_.data() + x.act;
    for (int i = 0; i < x.limit; ++i) {
      if (act[i] == w / 64) {
        act[i] = act[x.limit - 1];
        act[x.limit - 1] = w / 64;
        --x.limit;
        break;
      }
    }
  }
  if (x.count <= 1) {
    Enqueue(v);
    return x.count > 0;
  }
  // Only the letters of the word removed can have lost their last support: check those (the
  // slot is revised in full only when one has), instead of all 26 letters at every position.
  const Group& g = *x.g;
  for (int p = 0; p < g.length; ++p) {
    const Link& l = x.links[static_cast<size_t>(p)];
    if (l.other < 0) continue;
    uint32_t m = mask_[static_cast<size_t>(l.cell)];
    int letter = g.Letter(w, p);
    if (std::popcount(m) == 1 || !((m >> letter) & 1u)) continue;
    if (!Supports(x, p, letter)) {
      Enqueue(v);
      break;
    }
  }
  return true;
}

bool Filler::Supports(const Var& x, int pos, int letter) {
  const uint64_t* d = dom_.data() + x.base;
  const int* act = active_.data() + x.act;
  const uint64_t* at = x.g->At(pos, letter);
  // The block that held a support last time usually still does (a residue, as in AC3rm and
  // Compact-Table).
  int& residue = residue_[x.residue + static_cast<size_t>(pos) * 26 + static_cast<size_t>(letter)];
  if (d[residue] & at[residue]) return true;
  for (int i = 0; i < x.limit; ++i) {
    if (d[act[i]] & at[act[i]]) {
      residue = act[i];
      return true;
    }
  }
  return false;
}

bool Filler::FixTo(int v, int w) {
  Var& x = vars_[static_cast<size_t>(v)];
  SaveMeta(x);
  int keep = w / 64;
  int* act = active_.data() + x.act;
  for (int i = x.limit - 1; i >= 0; --i) {
    int b = act[i];
    uint64_t now = b == keep ? (dom_[x.base + static_cast<size_t>(b)] & (1ULL << (w % 64))) : 0;
    if (now != dom_[x.base + static_cast<size_t>(b)])
      SetBlock(x.base + static_cast<size_t>(b), now);
    if (now == 0) {
      act[i] = act[x.limit - 1];
      act[x.limit - 1] = b;
      --x.limit;
    }
  }
  x.count = x.limit;
  Enqueue(v);
  return x.count > 0;
}

void Filler::UndoTo(size_t mark) {
  while (trail_.size() > mark) {
    const TrailEntry& e = trail_.back();
    switch (e.kind) {
      case kBlock:
        dom_[e.a] = e.value;
        break;
      case kMeta: {
        Var& x = vars_[e.a];
        x.limit = static_cast<int>(e.value >> 32);
        x.count = static_cast<int>(e.value & 0xffffffffu);
        break;
      }
      case kMask:
        mask_[e.a] = static_cast<uint32_t>(e.value);
        break;
      case kWord:
        vars_[e.a].word = static_cast<int>(static_cast<int64_t>(e.value));
        break;
    }
    trail_.pop_back();
  }
}

int Filler::FirstWord(const Var& x) const { return NthWord(x, 0); }

// The k-th candidate in list order (best score first); blocks are scanned in index order.
int Filler::NthWord(const Var& x, int k) const {
  const uint64_t* d = dom_.data() + x.base;
  for (int b = 0; b < x.g->blocks; ++b) {
    uint64_t bits = d[b];
    int c = std::popcount(bits);
    if (k >= c) {
      k -= c;
      continue;
    }
    for (; k > 0; --k) bits &= bits - 1;
    return b * 64 + std::countr_zero(bits);
  }
  return -1;
}

bool Filler::Propagate() {
  for (size_t qi = 0; qi < queue_.size(); ++qi) {
    int v = queue_[qi];
    queued_[static_cast<size_t>(v)] = 0;
    if (!Revise(v)) {
      for (size_t r = qi + 1; r < queue_.size(); ++r) queued_[static_cast<size_t>(queue_[r])] = 0;
      queue_.clear();
      return false;
    }
  }
  queue_.clear();
  return true;
}

bool Filler::Use(int v) {
  Var& x = vars_[static_cast<size_t>(v)];
  int w = FirstWord(x);
  trail_.push_back({kWord, static_cast<uint32_t>(v), static_cast<uint64_t>(int64_t{x.word})});
  x.word = w;
  for (int u : same_length_[static_cast<size_t>(x.g - groups_.data())]) {
    if (u == v) continue;
    if (!ExcludeWord(u, w)) return Fail(u);
  }
  if (options_.max_shared_substring >= 2) return ExcludeSharing(v, w);
  return true;
}

bool Filler::ExcludeSharing(int v, int w) {
  const Group& gv = *vars_[static_cast<size_t>(v)].g;
  if (gv.length < options_.max_shared_substring) return true;
  Grams(
      gv.length, options_.max_shared_substring, [&](int p) { return gv.Letter(w, p); },
      grams_scratch_);
  int u = ExcludeGrams(grams_scratch_, v);
  return u < 0 || Fail(u);
}

int Filler::ExcludeGrams(const std::vector<uint64_t>& codes, int skip) {
  const int n = options_.max_shared_substring;
  for (int u = 0; u < static_cast<int>(vars_.size()); ++u) {
    if (u == skip) continue;
    const Group& g = *vars_[static_cast<size_t>(u)].g;
    if (g.length < n) continue;
    for (uint64_t code : codes) {
      auto it = g.grams.find(code);
      if (it == g.grams.end()) continue;
      for (int lw : it->second) {
        if (!ExcludeWord(u, lw)) return u;
      }
    }
  }
  return -1;
}

bool Filler::Revise(int v) {
  Var& x = vars_[static_cast<size_t>(v)];
  if (x.count == 0) return Fail(v);
  if (x.count == 1 && x.word < 0 && !Use(v)) return false;
  const Group& g = *x.g;
  // Positions whose cell still has a choice of letters and a crossing slot to tell.
  int open[kMaxSide];
  uint32_t sup[kMaxSide];
  int nopen = 0;
  for (int p = 0; p < g.length; ++p) {
    const Link& l = x.links[static_cast<size_t>(p)];
    if (l.other < 0 || std::popcount(mask_[static_cast<size_t>(l.cell)]) == 1) continue;
    open[nopen] = p;
    sup[nopen] = 0;
    ++nopen;
  }
  if (nopen == 0) return true;
  const uint64_t* d = dom_.data() + x.base;
  const int* act = active_.data() + x.act;
  if (x.count <= 48) {
    for (int i = 0; i < x.limit; ++i) {
      int b = act[i];
      for (uint64_t bits = d[b]; bits != 0; bits &= bits - 1) {
        int w = b * 64 + std::countr_zero(bits);
        for (int k = 0; k < nopen; ++k) sup[k] |= 1u << g.Letter(w, open[k]);
      }
    }
  } else {
    for (int k = 0; k < nopen; ++k) {
      uint32_t m = mask_[static_cast<size_t>(x.links[static_cast<size_t>(open[k])].cell)];
      for (uint32_t rest = m; rest != 0; rest &= rest - 1) {
        int l = std::countr_zero(rest);
        if (Supports(x, open[k], l)) sup[k] |= 1u << l;
      }
    }
  }
  for (int k = 0; k < nopen; ++k) {
    const Link& l = x.links[static_cast<size_t>(open[k])];
    uint32_t m = mask_[static_cast<size_t>(l.cell)];
    uint32_t s = sup[k] & m;
    if (s == m) continue;
    if (s == 0) return Fail(v);
    SetMask(l.cell, s);
    if (!ExcludeLetters(l.other, l.other_pos, m & ~s)) {
      weight_[static_cast<size_t>(v)] += 0.5;
      return Fail(l.other);
    }
  }
  return true;
}

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
    result_.status = GridFillStatus::kNoFill;
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
      result_.status = GridFillStatus::kNoFill;
      result_.explanation =
          fmt::format("the search went through every choice ({} dead ends, min score {})",
                      result_.failures, options_.min_score);
      NameTrouble();
      return result_;
    }
    if (end == RunEnd::kStopped) {
      result_.status = GridFillStatus::kBudgetExhausted;
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
  result_.status = GridFillStatus::kFilled;
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

}  // namespace

GridFillResult FillGrid(const Board& board, const Dictionary& dictionary,
                        const GridFillOptions& options, Budget& budget) {
  Filler filler(board, dictionary, options, budget);
  return filler.Run();
}

}  // namespace ps::crossword
