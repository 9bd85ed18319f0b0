// The grid filler's search state (gridfill.cc: setup and propagation; search.cc: the search),
// shared by those two files only; see gridfill.h for the algorithm.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <memory>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "core/rng.h"
#include "gridfill/candidates.h"
#include "gridfill/gridfill.h"

namespace ps::gridfill::detail {

using crossword::Board;
using crossword::Dictionary;

constexpr uint32_t kAllLetters = (1u << 26) - 1;
// Candidates weighed against each other at a decision, and the random spread added to their
// weights after the first restart.
constexpr int kLookahead = 16;
constexpr double kNoise = 1.0;
// Slots named as trouble spots when no fill is found.
constexpr size_t kTroubleSlots = 5;
// Quality search, free rounds: a weak entry and crossing slots, from kRegionMin to kRegionMax
// slots in all, refilled with at most kRegionCap dead ends, the weak entry's word excluded; the
// new fill is kept when its quality score is at most kFreeSlack below the current one (a step
// down, out of a fill that no small change improves; the best fill seen is the answer). On the
// hardest Saturday patterns a weak short entry sits in a stack where nothing changes unless a
// dozen slots around it do.
constexpr int64_t kRegionMin = 15;
constexpr int64_t kRegionMax = 40;
constexpr int64_t kRegionCap = 500;
constexpr double kFreeSlack = 1.2;
// Entries graded this or more (quality.h) are good: a short non-word or crosswordese grades 60 at
// best. While good words are weighed first, a decision counts the good entries its crossing slots
// keep, the others at kOtherWeight.
constexpr int kGoodGrade = 61;
constexpr double kOtherWeight = 0.05;
// The first fill is searched with the good entries weighed first for this many dead ends,
// then as if that had not been tried.
constexpr int64_t kGoodFirstFailures = 50000;
// Quality search, rounds that keep grades: the share that asks for a better word in the weak
// entry's place, the region's size and the cap on dead ends; and the share of free rounds.
constexpr double kBetterShare = 0.75;
constexpr int64_t kKeepMin = 6;
constexpr int64_t kKeepMax = 40;
constexpr int64_t kKeepCap = 200;
constexpr double kFreeShare = 0.3;
// The quality search ends after this many rounds without a better fill.
constexpr int kStallRounds = 250;

// The words of one length, best score first, with the position/letter index.
struct Group {
  int length = 0;
  int n = 0;
  int blocks = 0;
  int preferred = 0;             // the first words, GridFillOptions::preferred's of this length
  std::vector<int> ids;          // dictionary index per local word
  std::vector<uint8_t> grade;    // per local word: its quality grade (GradeEntry), never rising
  int good = 0;                  // the words graded kGoodGrade or more (a prefix)
  std::vector<uint8_t> letters;  // [word * length + position], 0..25
  std::vector<uint64_t> index;   // [((position * 26) + letter) * blocks + block]
  // N-letter substring code -> local words holding it (only with --max-shared-substring).
  std::unordered_map<uint64_t, std::vector<int>> grams;

  const uint64_t* At(int pos, int letter) const {
    return index.data() + (static_cast<size_t>(pos) * 26 + static_cast<size_t>(letter)) *
                              static_cast<size_t>(blocks);
  }
  // How many words (a prefix of the group) grade `min_grade` or more.
  int Graded(int min_grade) const {
    return static_cast<int>(std::upper_bound(grade.begin(), grade.end(), min_grade,
                                             [](int m, uint8_t g) { return m > g; }) -
                            grade.begin());
  }
  int Letter(int w, int pos) const {
    return letters[static_cast<size_t>(w) * static_cast<size_t>(length) + static_cast<size_t>(pos)];
  }
};

// The groups of a word list: one per length, -1 in group_of_length for a length without one.
struct WordGroups {
  std::vector<Group> groups;
  std::vector<int> group_of_length;
};

// The groups of `dict`'s words of the given lengths, for `options` (its min score, seed,
// preferred words and shared substrings): what the filler's setup builds first.
WordGroups BuildWordGroups(const Dictionary& dict, std::vector<int> lengths,
                           const GridFillOptions& options);

inline uint64_t Mix(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  x ^= x >> 33;
  return x;
}

inline uint64_t WordHash(const std::string& w, uint64_t seed) {
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

}  // namespace ps::gridfill::detail

namespace ps::gridfill {

// A word list's groups built once for the candidates of any grid (candidates.h): every length
// from 2 to kIndexLength, for one min score, and the words of each length in A to Z order to
// look a given entry up.
struct CandidateIndex {
  static constexpr int kIndexLength = 64;
  std::shared_ptr<const Dictionary> dict;
  int min_score = 50;
  detail::WordGroups words;
  std::vector<std::vector<int>> sorted;  // per length: dictionary indices, by word
  // The dictionary index of `w`, or -1.
  int Find(std::string_view w) const;
};

}  // namespace ps::gridfill

namespace ps::gridfill::detail {

class Filler {
 public:
  Filler(const Board& board, const Dictionary& dict, const GridFillOptions& options, Budget& budget)
      : board_(board),
        dict_(dict),
        options_(options),
        caller_(budget),
        budget_(&budget),
        rng_(options.seed) {}
  // Over a prepared index (`options`' min score is the index's): the setup builds no groups.
  Filler(const Board& board, const CandidateIndex& index, const GridFillOptions& options,
         Budget& budget)
      : Filler(board, *index.dict, options, budget) {
    index_ = &index;
    words_ = &index.words;
  }

  GridFillResult Run();
  // The candidates of board slot `slot` with look-ahead (candidates.h; candidates.cc); `exact`:
  // a complete search per word.
  CandidateList Candidates(int slot, size_t limit, bool exact);
  // The letters of each open square of variable `v` that wipe some slot out by propagation when
  // the square takes them, or'd into `dead` (per position).
  void FailingLetters(int v, std::vector<uint32_t>& dead);
  // Words of a slot found dead ends before its letters are checked one by one.
  static constexpr size_t kLetterCheckAfter = 48;

 private:
  bool Setup();

  // Domain operations; each returns false when the domain becomes empty.
  bool ExcludeWord(int v, int w);
  // True when some candidate of `x` has `letter` at `pos`.
  bool Supports(const Var& x, int pos, int letter);
  // Drops the candidates with one of `letters` at `pos`.
  bool ExcludeLetters(int v, int pos, uint32_t letters);
  bool FixTo(int v, int w);
  // Keeps only the first `n` words of the group (those of a grade or better).
  bool KeepFirst(int v, int n);
  // Sets each active block b of `v`'s candidates to keep(b, its bits) (never adding a word),
  // trailed; false when none is left.
  template <typename Keep>
  bool Narrow(int v, Keep keep) {
    Var& x = vars_[static_cast<size_t>(v)];
    int* act = active_.data() + x.act;
    bool saved = false;
    for (int i = x.limit - 1; i >= 0; --i) {
      const int b = act[i];
      const uint64_t old = dom_[x.base + static_cast<size_t>(b)];
      const uint64_t now = keep(b, old);
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
  // Back to the root with no search state: the stack, the components' records and the trail.
  void Restart() {
    stack_.clear();
    splits_.clear();
    split_parent_.clear();
    failed_.clear();
    solved_.clear();
    replay_.clear();
    UndoTo(root_);
  }
  int FirstWord(const Var& x) const;
  int NthWord(const Var& x, int k) const;

  void Enqueue(int v) {
    if (!queued_[static_cast<size_t>(v)]) {
      queued_[static_cast<size_t>(v)] = 1;
      queue_.push_back(v);
    }
  }
  bool Fail(int v) {
    last_fail_ = v;
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
  // Runs with restarts (a growing cap on dead ends) until a fill is found (the state holds it),
  // none exists, or the budget runs out; back at the root unless filled.
  // With `max_failures` >= 0: kCapped once that many dead ends are met (or the search ends
  // without a fill).
  RunEnd Search(int64_t max_failures = -1);
  void Report(bool force);
  // The word of every slot (board order) and the list's scores, for a complete assignment
  // `words` (local word per variable).
  void Words(const std::vector<int>& words, Fill& fill, std::vector<int>& scores) const;
  FillQuality Assess(const std::vector<int>& words) const;
  // Large-neighbourhood search from the fill `words` (quality_rounds rounds); improves `words`.
  void Improve(std::vector<int>& words);
  // Fills result_.trouble and names those slots in the explanation.
  void NameTrouble();

  const Board& board_;
  const Dictionary& dict_;
  const GridFillOptions& options_;
  Budget& caller_;
  Budget* budget_;  // the caller's, or the quality search's own while it runs
  std::string_view phase_ = "filling";
  Rng rng_;

  const CandidateIndex* index_ = nullptr;  // the word groups prepared, or null
  WordGroups own_words_;                   // the word groups built by Setup, without an index
  const WordGroups* words_ = &own_words_;
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
  size_t root_ = 0;     // the trail's mark that a restart goes back to (a word placed for a check)
  int last_fail_ = -1;  // the variable of the last dead end
  std::vector<std::string> given_words_;              // entries given whole in the grid
  std::unordered_map<std::string, int> given_score_;  // their listed score, or -1

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
  bool weigh_good_ = false;  // decisions weigh the good entries first (first fill, quality search)
  double next_report_ = 0;
  GridFillResult result_;
};

}  // namespace ps::gridfill::detail
