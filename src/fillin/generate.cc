// Fill-in puzzle generation; see fillin.h.
//
// 1. A fill: on a given layout, the fill model (fill_model.h) with every dictionary word of the
//    right length as a candidate, each word at most once, values tried in seeded random order.
//    Without a layout, a layout grows word by word on an empty board: each new word crosses the
//    words already placed, touches none of them side by side, and the placement with the most
//    crossings wins (ties broken at random), so the letters are well checked.
// 2. Uniqueness: the fill's own word list is solved as a fill-in puzzle, counting up to 2.
// 3. Repair: when a second fill exists, one slot where the two fills differ gets another word
//    that keeps its crossing letters, and the check runs again; after a few repairs, start over.
#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <unordered_set>

#include "fillin/fill_model.h"
#include "fillin/fillin.h"

namespace ps::fillin {

using crossword::Board;
using crossword::BoardFromCells;
using crossword::Crossing;
using crossword::Dictionary;
using crossword::Direction;
using crossword::Fill;
using crossword::kBlock;
using crossword::kEmpty;
using crossword::kMaxSide;
using crossword::Slot;
using crossword::SlotName;
using crossword::ToString;

namespace {

constexpr int kRepairsPerFill = 24;
constexpr int kGrowsPerAttempt = 4;
constexpr int kDefaultMaxLength = 15;

struct Placed {
  Slot slot;
  std::string word;
};

// Grows a layout with its fill on an empty width x height board.
class Grower {
 public:
  Grower(const WordIndex& index, const FillinGenerateOptions& o, Rng& rng)
      : index_(index), o_(o), rng_(rng), cells_(o.width, o.height, kBlock) {
    max_len_ =
        o.max_length > 0 ? o.max_length : std::min(kDefaultMaxLength, std::max(o.width, o.height));
    target_ = o.target_words > 0 ? o.target_words
                                 : std::max(2, static_cast<int>(o.width * o.height / 5.6 + 0.5));
  }

  // The board (cells with letters) and its fill; false when not even two words fit.
  bool Grow(Budget& budget, const std::function<void(int)>& placed_words) {
    if (!PlaceFirst()) return false;
    while (static_cast<int>(placed_.size()) < target_ && budget.Step()) {
      if (!PlaceNext(budget)) break;
      placed_words(static_cast<int>(placed_.size()));
    }
    return placed_.size() >= 2;
  }

  std::vector<Placed>& placed() { return placed_; }
  const Grid<char>& cells() const { return cells_; }

 private:
  bool Letter(int x, int y) const { return cells_.Contains(x, y) && cells_.At(x, y) != kBlock; }

  // Picks a random unused word matching `pattern`, or "".
  std::string PickWord(const std::string& pattern) {
    const LengthGroup* g = index_.Group(static_cast<int>(pattern.size()));
    if (g == nullptr) return "";
    Bitset m = index_.Matching(pattern);
    int n = m.Count();
    for (int tries = 0; n > 0 && tries < 8; ++tries) {
      int k = static_cast<int>(rng_.Below(static_cast<uint64_t>(n)));
      int i = m.First();
      while (k-- > 0) i = m.Next(i + 1);
      const std::string& w = index_.words()[static_cast<size_t>(g->words[static_cast<size_t>(i)])];
      if (!used_.count(w)) return w;
      m.Reset(i);
      --n;
    }
    return "";
  }

  void Put(const Slot& s, const std::string& word) {
    for (int i = 0; i < s.length; ++i)
      cells_.At(s.CellX(i), s.CellY(i)) = word[static_cast<size_t>(i)];
    placed_.push_back({s, word});
    used_.insert(word);
  }

  bool PlaceFirst() {
    Direction d = rng_.Chance(0.5) ? Direction::kAcross : Direction::kDown;
    int side = d == Direction::kAcross ? o_.width : o_.height;
    // The first word is long: from the longer half of the lengths the dictionary has.
    std::vector<int> lengths;
    for (int len = o_.min_length; len <= std::min(side, max_len_); ++len) {
      if (index_.Group(len) != nullptr) lengths.push_back(len);
    }
    if (lengths.empty()) return false;
    size_t from = lengths.size() / 2;
    int len = lengths[from + static_cast<size_t>(rng_.Below(lengths.size() - from))];
    std::string word = PickWord(std::string(static_cast<size_t>(len), '?'));
    if (word.empty()) return false;
    Slot s;
    s.dir = d;
    s.length = len;
    int along = static_cast<int>(rng_.Between(0, side - len));
    int across = d == Direction::kAcross ? o_.height : o_.width;
    int at =
        static_cast<int>(rng_.Between(across / 4, std::max(across / 4, across - 1 - across / 4)));
    if (d == Direction::kAcross) {
      s.x = along;
      s.y = at;
    } else {
      s.x = at;
      s.y = along;
    }
    Put(s, word);
    return true;
  }

  // A run of `len` cells from (x, y): valid when its ends are free, it crosses at least one
  // letter, never runs along an existing word, and its new cells touch no letter side by side.
  bool Pattern(int x, int y, Direction d, int len, std::string& pattern, int& crossings) const {
    int dx = d == Direction::kAcross ? 1 : 0, dy = 1 - dx;
    int ex = x + dx * (len - 1), ey = y + dy * (len - 1);
    if (!cells_.Contains(x, y) || !cells_.Contains(ex, ey)) return false;
    if (Letter(x - dx, y - dy) || Letter(ex + dx, ey + dy)) return false;
    pattern.assign(static_cast<size_t>(len), '?');
    crossings = 0;
    bool prev_letter = false;
    for (int i = 0; i < len; ++i) {
      int cx = x + dx * i, cy = y + dy * i;
      if (Letter(cx, cy)) {
        if (prev_letter) return false;  // two letters in a row: an existing parallel word
        pattern[static_cast<size_t>(i)] = cells_.At(cx, cy);
        ++crossings;
        prev_letter = true;
      } else {
        if (Letter(cx + dy, cy + dx) || Letter(cx - dy, cy - dx)) return false;
        prev_letter = false;
      }
    }
    return crossings > 0 && crossings < len;
  }

  bool PlaceNext(Budget& budget) {
    struct Candidate {
      Slot slot;
      std::string pattern;
      double score;
    };
    std::vector<Candidate> candidates;
    std::string pattern;
    for (Direction d : {Direction::kAcross, Direction::kDown}) {
      for (int y = 0; y < o_.height; ++y) {
        if (!budget.CheckNow()) return false;
        for (int x = 0; x < o_.width; ++x) {
          for (int len = o_.min_length; len <= max_len_; ++len) {
            int crossings = 0;
            if (!Pattern(x, y, d, len, pattern, crossings)) continue;
            double score = crossings * 3.0 + (len >= 4 && len <= 7 ? 1.5 : 0.0) -
                           std::max(0, len - 7) * 0.5 + rng_.NextDouble() * 2.0;
            candidates.push_back({{x, y, d, len}, pattern, score});
          }
        }
      }
    }
    std::sort(candidates.begin(), candidates.end(),
              [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
    for (const Candidate& c : candidates) {
      std::string word = PickWord(c.pattern);
      if (!word.empty()) {
        Put(c.slot, word);
        return true;
      }
    }
    return false;
  }

  const WordIndex& index_;
  const FillinGenerateOptions& o_;
  Rng& rng_;
  Grid<char> cells_;
  std::vector<Placed> placed_;
  std::unordered_set<std::string> used_;
  int max_len_ = 0;
  int target_ = 0;
};

// The slot's letters at its crossings (and any pre-filled letters), '?' elsewhere.
std::string CrossPattern(const Board& layout, const Fill& fill, int s) {
  std::string p = layout.Pattern(s);
  for (const Crossing& c : layout.crossings) {
    if (c.a == s)
      p[static_cast<size_t>(c.pos_a)] =
          fill[static_cast<size_t>(c.b)][static_cast<size_t>(c.pos_b)];
    if (c.b == s)
      p[static_cast<size_t>(c.pos_b)] =
          fill[static_cast<size_t>(c.a)][static_cast<size_t>(c.pos_a)];
  }
  return p;
}

FillinPuzzle PuzzleOf(const Board& layout, const Fill& fill) {
  FillinPuzzle p;
  p.board = layout;
  p.words = fill;
  std::sort(p.words.begin(), p.words.end(), [](const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() < b.size() : a < b;
  });
  return p;
}

}  // namespace

Result<FillinGenerated> GenerateFillin(const Board* layout, const Dictionary& dictionary,
                                       const FillinGenerateOptions& options, Rng& rng,
                                       Budget& budget) {
  WordIndex index(dictionary.words);
  FillinGenerated out;
  auto report = [&](std::string_view phase, int64_t found) {
    if (!options.progress) return;
    Progress p;
    p.phase = phase;
    p.elapsed = budget.ElapsedSeconds();
    p.nodes = budget.nodes();
    p.found = found;
    options.progress(p);
  };
  auto placed_words = [&](int n) { report("laying out words", n); };
  if (layout == nullptr) {
    if (options.width < 2 || options.height < 2 || options.width > kMaxSide ||
        options.height > kMaxSide) {
      return InvalidInput(fmt::format("board size must be from 2x2 to {}x{}", kMaxSide, kMaxSide));
    }
  }
  int failed_grows = 0;
  while (budget.CheckNow()) {
    ++out.attempts;
    report("making a fill", 0);
    Board board;
    Fill fill;
    if (layout != nullptr) {
      FillModel model(*layout, index, {});
      if (!model.feasible()) {
        return Error{ErrorCode::kNoSolution,
                     fmt::format("slot {} fits no word of the dictionary",
                                 SlotName(layout->slots[static_cast<size_t>(model.empty_slot())])),
                     "", 0, 0};
      }
      search::SearchOptions opts;
      opts.limit = 1;
      opts.rng = &rng;
      search::SearchResult r = model.engine().Search(opts, budget);
      if (r.count == 0) {
        if (r.complete) {
          return Error{ErrorCode::kNoSolution,
                       "the layout cannot be filled from the dictionary (the search is complete)",
                       "", 0, 0};
        }
        break;
      }
      board = *layout;
      fill = model.Decode(r.first_solution);
    } else {
      // Grow a few layouts and keep the one with the most words.
      std::unique_ptr<Grower> best;
      for (int k = 0; k < kGrowsPerAttempt; ++k) {
        auto grower = std::make_unique<Grower>(index, options, rng);
        if (!grower->Grow(budget, placed_words)) continue;
        if (!best || grower->placed().size() > best->placed().size()) best = std::move(grower);
      }
      if (!best) {
        if (++failed_grows >= 10) {
          return Error{ErrorCode::kNoSolution,
                       fmt::format("cannot make a {}x{} layout: the dictionary has too few words "
                                   "of {} to {} letters that cross",
                                   options.width, options.height, options.min_length,
                                   options.max_length > 0 ? options.max_length : kDefaultMaxLength),
                       "", 0, 0};
        }
        continue;
      }
      Grower& grower = *best;
      Grid<char> empty = grower.cells();
      for (int i = 0; i < empty.size(); ++i) {
        if (empty[i] != kBlock) empty[i] = kEmpty;
      }
      Result<Board> b = BoardFromCells(std::move(empty));
      if (!b.ok()) continue;
      board = std::move(*b);
      Grid<char> letters = grower.cells();
      for (const Slot& s : board.slots) {
        std::string w;
        for (int i = 0; i < s.length; ++i) w += letters.At(s.CellX(i), s.CellY(i));
        fill.push_back(std::move(w));
      }
    }
    // Check uniqueness; repair the slots where a second fill differs.
    for (int repair = 0; repair <= kRepairsPerFill && !budget.Exhausted(); ++repair) {
      report("checking uniqueness", 0);
      FillinPuzzle puzzle = PuzzleOf(board, fill);
      FillinSolveOptions so;
      so.limit = 2;
      so.explain = false;
      so.collect_fills = true;
      Budget check = budget.Child(0);
      FillinResult r = SolveFillin(puzzle, so, check);
      if (!r.complete) break;
      PS_CHECK(r.count >= 1);  // the fill itself is one
      if (r.count == 1) {
        out.puzzle = std::move(puzzle);
        out.answer = std::move(r.fill);
        return out;
      }
      // Another fill exists: give one slot where it differs a new word with the same
      // crossing letters.
      const Fill* other = nullptr;
      for (const Fill& f : r.fills) {
        if (f != fill) other = &f;
      }
      if (other == nullptr) break;
      std::vector<int> differing;
      for (size_t s = 0; s < fill.size(); ++s) {
        if ((*other)[s] != fill[s]) differing.push_back(static_cast<int>(s));
      }
      rng.Shuffle(std::span<int>(differing));
      std::unordered_set<std::string> used(fill.begin(), fill.end());
      bool repaired = false;
      for (int s : differing) {
        const LengthGroup* g = index.Group(board.slots[static_cast<size_t>(s)].length);
        Bitset m = index.Matching(CrossPattern(board, fill, s));
        std::vector<int> options_left;
        for (int i = m.First(); i >= 0; i = m.Next(i + 1)) {
          const std::string& w =
              index.words()[static_cast<size_t>(g->words[static_cast<size_t>(i)])];
          if (!used.count(w)) options_left.push_back(i);
        }
        if (options_left.empty()) continue;
        int pick = options_left[static_cast<size_t>(rng.Below(options_left.size()))];
        fill[static_cast<size_t>(s)] =
            index.words()[static_cast<size_t>(g->words[static_cast<size_t>(pick)])];
        repaired = true;
        break;
      }
      if (!repaired) break;
    }
  }
  return Error{ErrorCode::kBudget,
               fmt::format("no unique fill-in puzzle found before the budget ran out ({} "
                           "attempts; {})",
                           out.attempts, ToString(budget.reason())),
               "", 0, 0};
}

}  // namespace ps::fillin
