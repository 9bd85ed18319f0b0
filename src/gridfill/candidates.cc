// The candidates of one slot with look-ahead (candidates.h), on the grid filler's own state
// (filler.h): its setup gives the grid's propagated domains and letters, each word is placed and
// propagated (and, on a small grid, searched to a whole fill) and taken back off the trail.
#include "gridfill/candidates.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <numeric>

#include "gridfill/filler.h"

namespace ps::gridfill {

using crossword::Board;
using crossword::Dictionary;
using crossword::Direction;
using crossword::kBlock;

Result<int> SlotAt(const Board& board, int row, int col, Direction dir) {
  if (row < 0 || col < 0 || row >= board.height() || col >= board.width()) {
    return InvalidInput(
        fmt::format("the square at row {}, column {} (0-based) is outside the grid "
                    "of {} rows and {} columns",
                    row, col, board.height(), board.width()));
  }
  if (board.cells.At(col, row) == kBlock) {
    return InvalidInput(
        fmt::format("the square at row {}, column {} (0-based) is a block", row, col));
  }
  for (size_t s = 0; s < board.slots.size(); ++s) {
    const crossword::Slot& slot = board.slots[s];
    if (slot.dir != dir) continue;
    const bool in = dir == Direction::kAcross
                        ? slot.y == row && col >= slot.x && col < slot.x + slot.length
                        : slot.x == col && row >= slot.y && row < slot.y + slot.length;
    if (in) return static_cast<int>(s);
  }
  return InvalidInput(
      fmt::format("no {} entry goes through row {}, column {} (0-based): an entry "
                  "is a run of two or more open squares",
                  crossword::ToString(dir), row, col));
}

namespace detail {

void Filler::FailingLetters(int v, std::vector<uint32_t>& dead) {
  const Var& x = vars_[static_cast<size_t>(v)];
  for (int p = 0; p < x.g->length; ++p) {
    const uint32_t m = mask_[static_cast<size_t>(x.links[static_cast<size_t>(p)].cell)];
    if (std::popcount(m) <= 1) continue;
    for (uint32_t rest = m; rest != 0; rest &= rest - 1) {
      if (!budget_->Step()) return;  // the words are then checked one by one, as before
      const uint32_t bit = rest & (~rest + 1);
      const size_t mark = trail_.size();
      const bool ok = ExcludeLetters(v, p, m & ~bit) && Propagate();
      if (!ok) {
        // ExcludeLetters emptied the slot before propagation ran: nothing is left queued.
        for (int u : queue_) queued_[static_cast<size_t>(u)] = 0;
        queue_.clear();
      }
      UndoTo(mark);
      if (!ok) dead[static_cast<size_t>(p)] |= bit;
    }
  }
}

CandidateList Filler::Candidates(int slot, size_t limit, bool exact) {
  CandidateList out;
  out.slot = slot;
  out.pattern = board_.Pattern(slot);
  out.exact = exact;
  const bool ok = Setup();
  const int ncells = board_.width() * board_.height();
  out.letters.assign(static_cast<size_t>(ncells), 0);
  for (int c = 0; c < ncells; ++c) {
    if (board_.cells[c] != kBlock)
      out.letters[static_cast<size_t>(c)] = mask_[static_cast<size_t>(c)];
  }
  if (!ok) {
    // The grid has no fill as it is: the slots left with nothing, or the one propagation failed at.
    for (const Var& x : vars_) {
      if (x.count == 0) out.dead_slots.push_back(x.slot);
    }
    if (out.dead_slots.empty() && last_fail_ >= 0) {
      out.dead_slots.push_back(vars_[static_cast<size_t>(last_fail_)].slot);
    }
  }
  const int v = var_of_slot_[static_cast<size_t>(slot)];
  if (v < 0) {
    // Every square of the slot is given: its one word, when the list has it.
    // (Looked up in the index when there is one, else read through.)
    const int found = index_ != nullptr ? index_->Find(out.pattern) : -1;
    const size_t from = found >= 0 ? static_cast<size_t>(found) : 0;
    const size_t to = index_ == nullptr ? dict_.words.size() : found >= 0 ? from + 1 : 0;
    for (size_t i = from; i < to; ++i) {
      if (dict_.words[i] != out.pattern || dict_.scores[i] < options_.min_score) continue;
      out.total = 1;
      Candidate c{dict_.words[i], dict_.scores[i], ok, 0};
      if (ok && exact) {
        ++out.checked;
        const RunEnd end = Search();
        if (end == RunEnd::kFilled) Restart();
        c.viable = end != RunEnd::kExhausted;
        out.stopped = end == RunEnd::kStopped;
      }
      if (limit > 0) out.candidates.push_back(std::move(c));
      break;
    }
    return out;
  }

  // The words of the slot's length that fit its letters as given (before propagation).
  Var& x = vars_[static_cast<size_t>(v)];
  const Group& g = *x.g;
  struct Item {
    int w;  // local word
    int score;
    int64_t options;
    bool root;  // still a candidate after the grid's propagation
  };
  std::vector<Item> items;
  const std::string& pattern = out.pattern;
  for (int w = 0; w < g.n; ++w) {
    bool fits = true;
    for (int p = 0; p < g.length && fits; ++p) {
      const char ch = pattern[static_cast<size_t>(p)];
      fits = ch == '?' || ch - 'a' == g.Letter(w, p);
    }
    if (!fits) continue;
    const int id = g.ids[static_cast<size_t>(w)];
    const bool root = ok && (dom_[x.base + static_cast<size_t>(w / 64)] >> (w % 64) & 1ULL) != 0;
    items.push_back({w, dict_.scores[static_cast<size_t>(id)], 0, root});
  }
  out.total = items.size();

  // Options: per open crossing square, the crossing slot's candidates with each letter there.
  std::vector<std::array<int64_t, 26>> per(static_cast<size_t>(g.length));
  std::vector<int> open;
  for (int p = 0; p < g.length; ++p) {
    const Link& l = x.links[static_cast<size_t>(p)];
    if (l.other < 0 || std::popcount(mask_[static_cast<size_t>(l.cell)]) <= 1) continue;
    open.push_back(p);
    const Var& t = vars_[static_cast<size_t>(l.other)];
    const uint64_t* td = dom_.data() + t.base;
    const int* act = active_.data() + t.act;
    for (int letter = 0; letter < 26; ++letter) {
      const uint64_t* at = t.g->At(l.other_pos, letter);
      int64_t c = 0;
      for (int i = 0; i < t.limit; ++i) c += std::popcount(td[act[i]] & at[act[i]]);
      per[static_cast<size_t>(p)][static_cast<size_t>(letter)] = c;
    }
  }
  for (Item& it : items) {
    for (int p : open) {
      it.options += per[static_cast<size_t>(p)][static_cast<size_t>(g.Letter(it.w, p))];
    }
  }
  auto word = [&](int w) -> const std::string& {
    return dict_.words[static_cast<size_t>(g.ids[static_cast<size_t>(w)])];
  };
  std::sort(items.begin(), items.end(), [&](const Item& a, const Item& b) {
    if (a.score != b.score) return a.score > b.score;
    if (a.options != b.options) return a.options > b.options;
    return word(a.w) < word(b.w);
  });

  // Viability in that order, until `limit` viable words are known: no word after them can be
  // listed before them.
  std::vector<char> viable(items.size(), 0);
  size_t found = 0, seen = 0, failed = 0;
  // Letters that fail alone: when an open square of the slot takes letter l, propagation wipes
  // out some slot. Every word with l there fails too (propagation is monotone: placing the word
  // only adds to it), so once many words have failed, those letters are found (a check per
  // letter and square) and their words skipped: a slot of thousands of words with few viable
  // ones costs a few hundred checks instead of thousands, with the same answer.
  std::vector<uint32_t> dead(static_cast<size_t>(g.length), 0);
  bool letters_done = false;
  for (; seen < items.size() && found < limit; ++seen) {
    const Item& it = items[seen];
    if (!it.root) continue;
    if (out.stopped || !budget_->Step() || !budget_->CheckNow()) {
      out.stopped = true;  // not checked: not called a dead end
      viable[seen] = 1;
      ++found;
      continue;
    }
    ++out.checked;
    if (!letters_done && failed >= kLetterCheckAfter) {
      letters_done = true;
      FailingLetters(v, dead);
    }
    bool skip = false;
    for (int p = 0; p < g.length && !skip; ++p) {
      skip = (dead[static_cast<size_t>(p)] >> g.Letter(it.w, p) & 1u) != 0;
    }
    if (skip) continue;
    const size_t mark = trail_.size();
    bool good = FixTo(v, it.w) && Propagate();
    if (good && exact) {
      // A complete search with the word placed: restarts go back to here, not to the root.
      root_ = trail_.size();
      decompose_ = true;
      jumped_ = false;
      restart_ = 0;
      const RunEnd end = Search();
      if (end == RunEnd::kFilled) Restart();
      root_ = 0;
      good = end != RunEnd::kExhausted;
      if (end == RunEnd::kStopped) out.stopped = true;
    }
    UndoTo(mark);
    if (good) {
      viable[seen] = 1;
      ++found;
    } else {
      ++failed;
    }
  }
  // The viable words first, then (when fewer than `limit` are) the dead ends, in order.
  for (int pass = 1; pass >= 0 && out.candidates.size() < limit; --pass) {
    for (size_t i = 0; i < seen && out.candidates.size() < limit; ++i) {
      if (viable[i] != pass) continue;
      const Item& it = items[i];
      out.candidates.push_back({word(it.w), it.score, pass == 1, it.options});
    }
  }
  return out;
}

}  // namespace detail

int CandidateIndex::Find(std::string_view w) const {
  if (w.size() >= sorted.size()) return -1;
  const std::vector<int>& ids = sorted[w.size()];
  auto it = std::lower_bound(ids.begin(), ids.end(), w, [&](int id, std::string_view x) {
    return dict->words[static_cast<size_t>(id)] < x;
  });
  return it != ids.end() && dict->words[static_cast<size_t>(*it)] == w ? *it : -1;
}

std::optional<int> ListedScore(const CandidateIndex& index, std::string_view word) {
  const int i = index.Find(word);
  if (i < 0) return std::nullopt;
  return index.dict->scores[static_cast<size_t>(i)];
}

std::shared_ptr<const CandidateIndex> BuildCandidateIndex(
    std::shared_ptr<const Dictionary> dictionary, int min_score) {
  auto index = std::make_shared<CandidateIndex>();
  index->dict = std::move(dictionary);
  index->min_score = min_score;
  GridFillOptions fill;
  fill.min_score = min_score;
  std::vector<int> lengths;
  for (int n = 2; n <= CandidateIndex::kIndexLength; ++n) lengths.push_back(n);
  index->words = detail::BuildWordGroups(*index->dict, std::move(lengths), fill);
  const Dictionary& d = *index->dict;
  index->sorted.assign(CandidateIndex::kIndexLength + 1, {});
  for (size_t i = 0; i < d.words.size(); ++i) {
    if (d.words[i].size() < index->sorted.size()) {
      index->sorted[d.words[i].size()].push_back(static_cast<int>(i));
    }
  }
  for (std::vector<int>& ids : index->sorted) {
    std::sort(ids.begin(), ids.end(), [&](int a, int b) {
      return d.words[static_cast<size_t>(a)] < d.words[static_cast<size_t>(b)];
    });
  }
  return index;
}

Result<CandidateList> ListCandidates(const Board& board, const CandidateIndex& index,
                                     const CandidateOptions& options, Budget& budget) {
  for (const crossword::Slot& s : board.slots) {
    if (s.length > CandidateIndex::kIndexLength) {
      CandidateOptions o = options;
      o.min_score = index.min_score;
      return ListCandidates(board, *index.dict, o, budget);
    }
  }
  Result<int> slot = SlotAt(board, options.row, options.col, options.dir);
  if (!slot.ok()) return slot.error();
  GridFillOptions fill;
  fill.min_score = index.min_score;
  const bool exact =
      options.exact_small && board.width() <= kExactSide && board.height() <= kExactSide;
  detail::Filler filler(board, index, fill, budget);
  return filler.Candidates(*slot, options.limit, exact);
}

Result<CandidateList> ListCandidates(const Board& board, const Dictionary& dictionary,
                                     const CandidateOptions& options, Budget& budget) {
  Result<int> slot = SlotAt(board, options.row, options.col, options.dir);
  if (!slot.ok()) return slot.error();
  GridFillOptions fill;
  fill.min_score = options.min_score;
  const bool exact =
      options.exact_small && board.width() <= kExactSide && board.height() <= kExactSide;
  detail::Filler filler(board, dictionary, fill, budget);
  return filler.Candidates(*slot, options.limit, exact);
}

}  // namespace ps::gridfill
