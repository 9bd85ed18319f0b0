// The grid filler, first part: merging word lists, a grid's preferred and excluded words, and
// the filler's setup (word groups, slot domains) and propagation; its search is in search.cc.
// See gridfill.h for the algorithm.
#include "gridfill/gridfill.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <unordered_map>
#include <unordered_set>

#include "core/rng.h"
#include "gridfill/filler.h"

namespace ps::gridfill {

using crossword::Board;
using crossword::Crossing;
using crossword::Dictionary;
using crossword::kBlock;
using crossword::kMaxSide;
using crossword::Slot;
using crossword::SlotName;
using crossword::ToString;

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

Dictionary AdjustDictionary(const Dictionary& dictionary, const std::vector<std::string>& preferred,
                            const std::vector<std::string>& excluded) {
  const std::unordered_set<std::string> prefer(preferred.begin(), preferred.end());
  const std::unordered_set<std::string> out(excluded.begin(), excluded.end());
  std::unordered_set<std::string> seen;
  Dictionary adjusted;
  adjusted.words.reserve(dictionary.words.size() + preferred.size());
  adjusted.scores.reserve(dictionary.words.size() + preferred.size());
  for (size_t i = 0; i < dictionary.words.size(); ++i) {
    const std::string& w = dictionary.words[i];
    if (out.count(w) != 0) continue;
    const bool pref = prefer.count(w) != 0;
    if (pref) seen.insert(w);
    adjusted.words.push_back(w);
    adjusted.scores.push_back(pref ? std::max(dictionary.scores[i], kPreferredScore)
                                   : dictionary.scores[i]);
  }
  for (const std::string& w : preferred) {
    if (out.count(w) != 0 || !seen.insert(w).second) continue;
    adjusted.words.push_back(w);
    adjusted.scores.push_back(kPreferredScore);
  }
  return adjusted;
}

Result<std::vector<std::string>> ParseWordSet(std::string_view text, std::string_view field) {
  std::vector<std::string> words;
  std::string word;
  auto end = [&]() -> Status {
    if (word.empty()) return Ok{};
    const bool letters = std::all_of(word.begin(), word.end(), [](char c) {
      return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    });
    if (!letters) {
      return InvalidInput(fmt::format("'{}': \"{}\" is not a word of the letters A to Z", field,
                                      word.substr(0, 40)));
    }
    for (char& c : word) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    words.push_back(std::move(word));
    word.clear();
    return Ok{};
  };
  for (char c : text) {
    if (c == ' ' || c == ',' || c == ';' || c == '\n' || c == '\r' || c == '\t') {
      if (Status s = end(); !s.ok()) return s.error();
    } else {
      word += c;
    }
  }
  if (Status s = end(); !s.ok()) return s.error();
  return words;
}

namespace detail {

WordGroups BuildWordGroups(const Dictionary& dict, std::vector<int> lengths,
                           const GridFillOptions& options) {
  WordGroups out;
  std::sort(lengths.begin(), lengths.end());
  lengths.erase(std::unique(lengths.begin(), lengths.end()), lengths.end());
  int max_len = lengths.empty() ? 0 : lengths.back();
  out.group_of_length.assign(static_cast<size_t>(max_len) + 1, -1);
  for (int len : lengths) {
    out.group_of_length[static_cast<size_t>(len)] = static_cast<int>(out.groups.size());
    out.groups.emplace_back();
    out.groups.back().length = len;
  }
  std::vector<std::vector<std::pair<uint64_t, int>>> keyed(out.groups.size());
  const std::unordered_set<std::string> preferred(options.preferred.begin(),
                                                  options.preferred.end());
  for (size_t i = 0; i < dict.words.size(); ++i) {
    const std::string& w = dict.words[i];
    if (w.size() > static_cast<size_t>(max_len) || dict.scores[i] < options.min_score) continue;
    int g = out.group_of_length[w.size()];
    if (g < 0) continue;
    // Preferred words first; then best quality grade (quality.h), then best score; ties in an
    // order drawn from the seed.
    const bool first = !preferred.empty() && preferred.count(w) != 0;
    const uint64_t cost =
        first ? 0 : static_cast<uint64_t>(100 - GradeEntry(w, dict.scores[i]).quality);
    const uint64_t score =
        first ? 0 : static_cast<uint64_t>(1000000 - std::clamp(dict.scores[i], -999999, 999999));
    uint64_t key = (cost << 56) | (score << 35) | (WordHash(w, options.seed) >> 29);
    keyed[static_cast<size_t>(g)].push_back({key, static_cast<int>(i)});
    if (first) ++out.groups[static_cast<size_t>(g)].preferred;
  }
  std::vector<uint64_t> grams;
  for (size_t gi = 0; gi < out.groups.size(); ++gi) {
    Group& g = out.groups[gi];
    auto& k = keyed[gi];
    std::sort(k.begin(), k.end());
    g.n = static_cast<int>(k.size());
    g.blocks = (g.n + 63) / 64;
    g.ids.reserve(k.size());
    g.grade.reserve(k.size());
    g.letters.resize(k.size() * static_cast<size_t>(g.length));
    g.index.assign(static_cast<size_t>(g.length) * 26 * static_cast<size_t>(g.blocks), 0);
    for (int w = 0; w < g.n; ++w) {
      int id = k[static_cast<size_t>(w)].second;
      g.ids.push_back(id);
      g.grade.push_back(static_cast<uint8_t>(100 - (k[static_cast<size_t>(w)].first >> 56)));
      const std::string& word = dict.words[static_cast<size_t>(id)];
      for (int p = 0; p < g.length; ++p) {
        int l = word[static_cast<size_t>(p)] - 'a';
        g.letters[static_cast<size_t>(w) * static_cast<size_t>(g.length) + static_cast<size_t>(p)] =
            static_cast<uint8_t>(l);
        g.index[(static_cast<size_t>(p) * 26 + static_cast<size_t>(l)) *
                    static_cast<size_t>(g.blocks) +
                static_cast<size_t>(w / 64)] |= 1ULL << (w % 64);
      }
    }
    g.good = g.Graded(kGoodGrade);
    int n = options.max_shared_substring;
    if (n >= 2 && g.length >= n) {
      for (int w = 0; w < g.n; ++w) {
        Grams(
            g.length, n, [&](int p) { return g.Letter(w, p); }, grams);
        std::sort(grams.begin(), grams.end());
        grams.erase(std::unique(grams.begin(), grams.end()), grams.end());
        for (uint64_t c : grams) g.grams[c].push_back(w);
      }
    }
  }
  return out;
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
  if (index_ == nullptr) {
    std::vector<int> lengths;
    for (const Var& x : vars_) lengths.push_back(board_.slots[static_cast<size_t>(x.slot)].length);
    own_words_ = BuildWordGroups(dict_, std::move(lengths), options_);
  }
  for (const std::string& w : given_words_) given_score_.emplace(w, -1);
  if (index_ != nullptr) {
    for (auto& [w, score] : given_score_) {
      const int i = index_->Find(w);
      if (i >= 0) score = dict_.scores[static_cast<size_t>(i)];
    }
  }
  for (size_t i = 0; index_ == nullptr && i < dict_.words.size() && !given_score_.empty(); ++i) {
    if (auto it = given_score_.find(dict_.words[i]); it != given_score_.end()) {
      it->second = dict_.scores[i];
    }
  }
  // Domains: the words of the slot's length with its given letters.
  size_t base = 0;
  for (Var& x : vars_) {
    const Slot& slot = board_.slots[static_cast<size_t>(x.slot)];
    x.g = &words_->groups[static_cast<size_t>(
        words_->group_of_length[static_cast<size_t>(slot.length)])];
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
  same_length_.assign(words_->groups.size(), {});
  for (size_t v = 0; v < vars_.size(); ++v) {
    same_length_[static_cast<size_t>(vars_[v].g - words_->groups.data())].push_back(
        static_cast<int>(v));
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
    const int gi = len < words_->group_of_length.size() ? words_->group_of_length[len] : -1;
    if (gi >= 0) {
      const Group& g = words_->groups[static_cast<size_t>(gi)];
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
  return Narrow(v, [&](int b, uint64_t old) {
    uint64_t drop = 0;
    for (int k = 0; k < n; ++k) drop |= at[k][b];
    return old & ~drop;
  });
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

bool Filler::KeepFirst(int v, int n) {
  return Narrow(v, [n](int b, uint64_t old) -> uint64_t {
    if (b * 64 + 64 <= n) return old;
    return b * 64 >= n ? 0 : old & ((uint64_t{1} << (n - b * 64)) - 1);
  });
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
  for (int u : same_length_[static_cast<size_t>(x.g - words_->groups.data())]) {
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

}  // namespace detail

GridFillResult FillGrid(const Board& board, const Dictionary& dictionary,
                        const GridFillOptions& options, Budget& budget) {
  detail::Filler filler(board, dictionary, options, budget);
  return filler.Run();
}

}  // namespace ps::gridfill
