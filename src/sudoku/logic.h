// The human-technique ("logical") solver: grades a Sudoku by the techniques a person needs and
// explains every step.
//
// The grader always applies the easiest step available (lowest rating first) and rates the
// puzzle by the hardest step on that path, on the Sudoku Explainer (SE) scale, the scale most
// rated puzzle lists use. Placing a value removes it from its peers as part of the placement
// (as in SE), so steps are the deductions a person makes.
//
// Techniques, one file per family in logic/:
//   singles.cc        hidden single (box 1.2, line 1.5), naked single 2.3
//   intersections.cc  pointing 2.6, claiming 2.8
//   subsets.cc        naked pair 3.0, hidden pair 3.4, naked triple 3.6, hidden triple 4.0,
//                     naked quad 5.0, hidden quad 5.4
//   fish.cc           X-wing 3.2, swordfish 3.8, jellyfish 5.2
//   wings.cc          XY-wing 4.2, XYZ-wing 4.4, W-wing 5.5 (see wings.cc)
//   uniqueness.cc     unique rectangle types 1, 2 and 4 4.5, type 3 4.6-4.8, unique loops
//                     4.6-5.3, BUG+1 5.6
//   chains.cc         X-chain: turbot fish (3 links) 4.1-4.2, 5 links 5.4-5.6, longer 6.6-7.1;
//                     XY-chain 6.6-7.3
//   dynamic.cc        forcing chains as SE rates them: Nishio 7.5, cell and region 8.0, dynamic
//                     8.5, dynamic with pairs and fish inside 9.0, each plus a length bonus
//   forcing.cc        trial and error (11.0 and up): the last resort, level "beyond"
//   leftovers.cc      jigsaw only: the law of leftovers 4.1-4.3 (our own rating)
//   killer.cc         killer only (our own ratings): single-square cage 1.0, cage combinations
//                     1.4-2.5, the 45 rule on one house 2.6-3.0, cage splitting 3.2 and 3.9,
//                     the 45 rule on several adjacent rows or columns 3.4-3.8
#pragma once

#include <bit>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/budget.h"
#include "sudoku/sudoku.h"

namespace ps::sudoku {

enum class Technique : uint8_t {
  kHiddenSingleBox,
  kHiddenSingleLine,
  kNakedSingle,
  kPointing,
  kClaiming,
  kNakedPair,
  kXWing,
  kHiddenPair,
  kNakedTriple,
  kSwordfish,
  kHiddenTriple,
  kXYWing,
  kXYZWing,
  kWWing,
  kUniqueRectangle,
  kUniqueLoop,
  kNakedQuad,
  kJellyfish,
  kHiddenQuad,
  kBug,
  kXChain,
  kXYChain,
  kTrialAndError,
  kLawOfLeftovers,  // jigsaw only
  kCageSingle,      // killer only, from here on
  kCageCombination,
  kFortyFive,
  kCageSplit,
  kFortyFiveLines,
  kNishioChain,  // forcing chains as Sudoku Explainer rates them (logic/dynamic.cc)
  kMultipleChain,
  kDynamicChain,
  kDynamicChainPlus,
  kForcingChain,
};

std::string_view TechniqueName(Technique t);

// The difficulty levels, easiest first: a puzzle's level is the first whose ceiling is at least
// its rating. Ratings are on the Sudoku Explainer (SE) scale, so a level is a range of SE
// ratings: from just above the previous level's ceiling up to its own. Diabolical is what puzzle
// enthusiasts mean by the word, SE 9.0 and up; "beyond" is for puzzles our forcing chains cannot
// solve (trial and error), given to imported puzzles and never made by the generator.
struct Level {
  std::string_view name;
  char code;
  double max_rating;
  std::string_view techniques;
};
inline constexpr Level kLevels[] = {
    {"beginner", 'b', 1.5, "hidden singles"},
    {"easy", 'e', 2.3, "hidden and naked singles"},
    {"medium", 'm', 2.8, "pointing and claiming"},
    {"hard", 'h', 4.0, "pairs, triples, X-wing, swordfish"},
    {"expert", 'x', 5.6,
     "skyscrapers and other short X-chains, XY-wing, XYZ-wing, W-wing, unique rectangles, quads, "
     "jellyfish, BUG"},
    {"master", 's', 7.0, "longer X-chains, XY-chains"},
    {"extreme", 'z', 8.9,
     "forcing chains: Nishio, cell and region forcing chains, short dynamic forcing chains"},
    {"diabolical", 'd', 10.9,
     "long dynamic forcing chains, and dynamic forcing chains with pointing, pairs and X-wings "
     "inside them"},
    {"beyond", 'y', 99.0, "trial and error beyond forcing chains"},
};
// The generator's hardest level (beyond it, puzzles are only graded).
inline constexpr int kMaxGeneratedLevel = 7;
inline constexpr int kNumLevels = static_cast<int>(sizeof(kLevels) / sizeof(kLevels[0]));
// Index into kLevels for a rating.
int LevelOf(double rating);
// -1 when `name` (or its one-letter code) is no level.
int FindLevel(std::string_view name);

struct Step {
  Technique technique = Technique::kNakedSingle;
  double rating = 0;
  std::vector<int> cells;                          // the pattern's cells, to highlight
  std::vector<std::pair<int, int>> placements;     // (cell, value)
  std::vector<std::pair<int, uint16_t>> removals;  // (cell, mask of values removed)
  std::string text;                                // "hidden single in box 5: r4c6 = 7"
};

// The working grid: values and candidate masks (bit v-1 for value v).
class LogicGrid {
 public:
  LogicGrid(const Topology& topo, const Puzzle& puzzle);
  // From values plus explicit candidates (a partly solved grid with pencil marks); candidates of
  // filled cells are ignored.
  LogicGrid(const Topology& topo, const std::vector<uint8_t>& values,
            const std::vector<uint16_t>& candidates);

  const Topology& topo() const { return *topo_; }
  int n() const { return n_; }
  int cells() const { return n_ * n_; }
  int value(int c) const { return values_[static_cast<size_t>(c)]; }
  uint16_t cand(int c) const { return cand_[static_cast<size_t>(c)]; }
  bool Solved() const { return left_ == 0; }
  // A cell with no value and no candidate, or a unit missing a value everywhere.
  bool Broken() const;
  const std::vector<uint8_t>& values() const { return values_; }
  // Whether steps found on this grid get their text (generation grades without it).
  bool explain() const { return explain_; }
  void set_explain(bool on) { explain_ = on; }

  void Apply(const Step& step);
  void Place(int cell, int value);
  bool Remove(int cell, uint16_t mask);  // true when something was removed

 private:
  const Topology* topo_;
  int n_;
  int left_ = 0;
  bool explain_ = true;
  std::vector<uint8_t> values_;
  std::vector<uint16_t> cand_;
};

struct GradeResult {
  bool solved = false;      // the logic reached the solution
  bool complete = true;     // false when the budget ran out
  double rating = 0;        // hardest step (SE scale)
  int level = 0;            // index into kLevels
  std::vector<Step> steps;  // in order (empty unless asked)
  std::vector<uint8_t> solution;
};

struct GradeOptions {
  bool keep_steps = false;
  // Stop once a step harder than this is needed (generation: "not harder than the level").
  double max_rating = 1e9;
};

// Grades `puzzle`, which must have a unique solution for the result to mean anything.
GradeResult Grade(const Puzzle& puzzle, const GradeOptions& options, Budget& budget);
// The same with the board's topology built once by the caller (generation grades thousands).
GradeResult Grade(const Topology& topo, const Puzzle& puzzle, const GradeOptions& options,
                  Budget& budget);
// The same from a partly solved grid whose path so far needed `rating` (QuickSolver::State()).
GradeResult Grade(LogicGrid grid, const GradeOptions& options, Budget& budget, double rating = 0);

// The easiest step available on `grid`, or false when none (solved, or beyond every technique,
// which cannot happen for a puzzle with a solution since trial and error is last). The grid must
// not be broken (callers holding user input check Broken() first).
// Finders rated below `min_rating` are skipped (callers that ran the easy ones already).
bool NextStep(const LogicGrid& grid, Step& step, Budget& budget, double max_rating = 1e9,
              double min_rating = 0);

// Text of a step for people: technique, cells as r3c5, what it places or removes.
std::string DescribeStep(const LogicGrid& grid, const Step& step);

// The basic techniques (hidden singles up to hidden triples, ratings up to 4.0) applied to a
// fixpoint in flat arrays, with no steps recorded: generation asks this millions of times per
// run ("is the puzzle still solvable at this level once these clues are gone?"). Applying sound
// deductions in any order reaches the same fixpoint, so Solve(p, r).solved holds exactly when
// Grade's rating of p is at most r (r <= kQuickMaxRating), and then `rating` is Grade's rating
// (both checked in tests). A solved puzzle has exactly one solution: every deduction is sound.
inline constexpr double kQuickMaxRating = 4.0;
struct QuickResult {
  bool solved = false;
  bool broken = false;  // a contradiction: the givens have no solution
  double rating = 0;    // hardest technique applied
};
class QuickSolver {
 public:
  explicit QuickSolver(const Topology& topo);
  // From the givens of `puzzle`, as far as the techniques rated at most `max_rating` go. With
  // `exact` false the techniques are not tried strictly easiest first: faster, the same
  // `solved`, but `rating` is only an upper bound.
  QuickResult Solve(const Puzzle& puzzle, double max_rating, bool exact = true);
  // Carries on from where the last Solve or Resume stopped, now up to `max_rating`.
  QuickResult Resume(double max_rating);
  // Carries on as the grader does beyond the basic techniques: the grader's harder finders for
  // one step at a time (up to `max_rating`), the quick fixpoint between them. `rating` is then
  // Grade's rating, `solved` whether it stays within `max_rating` (tested against Grade).
  QuickResult Finish(double max_rating, Budget& budget);
  // The grid reached so far, for Grade to carry on from.
  LogicGrid State();

 private:
  struct Intersection {
    int inter, box_rest, line_rest;  // offsets into cells_ (each list ends with -1)
  };
  // Classic 9x9 boards run singles and intersections on bitboards: per value, its candidate
  // and placed cells as three 27-bit bands of three rows each (bit (row % 3) * 9 + column).
  struct Bits {
    uint32_t cand[9][3];
    uint32_t placed[9][3];
  };
  QuickResult Result() const;
  void Place(int cell, int value);
  bool Remove(int cell, uint16_t mask);  // true when something went
  bool HiddenSingles(int unit_lo, int unit_hi);
  bool NakedSingles();
  bool Intersections(bool pointing);
  bool NakedSubsets(int size);
  bool HiddenSubsets(int size);
  bool Fish(int size);
  // places_ from cand_, unless still current.
  void UpdatePlaces();
  void RunArrays(double max_rating);
  void PlaceBits(int cell, int value0);  // value0: 0..8
  bool BoxSinglesBits();
  bool LineSinglesBits();
  bool NakedSinglesBits();
  bool PointingBits();
  bool ClaimingBits();
  void RunBits(double max_rating);
  void BitsToArrays();

  const Topology* topo_;
  int n_, cells_count_;
  uint16_t full_;
  std::vector<int> unit_cells_;  // unit u: n_ cells from u * n_
  std::vector<int> peer_start_, peers_;
  std::vector<int> cells_;  // intersection lists
  std::vector<Intersection> inters_;
  std::vector<uint8_t> value_;
  std::vector<uint16_t> cand_;  // 0 for placed cells
  // Unit u, value v (from 0): the unit positions holding v as a candidate, at u * n_ + v;
  // current while places_ok_ (set false by every change to cand_).
  std::vector<uint32_t> places_;
  bool places_ok_ = false;
  int left_ = 0;
  bool broken_ = false;
  double rating_ = 0;
  bool use_bits_ = false;  // the board is a classic 9x9
  bool in_bits_ = false;   // the current state lives in bits_
  bool exact_ = true;
  Bits bits_{};
};

// Technique finders, each returning the first step of its kind (or false). Used by NextStep in
// rating order; exposed for tests.
namespace logic {
bool HiddenSingle(const LogicGrid& g, bool boxes, Step& step);
bool NakedSingle(const LogicGrid& g, Step& step);
bool Intersection(const LogicGrid& g, bool pointing, Step& step);
bool NakedSubset(const LogicGrid& g, int size, Step& step);
bool HiddenSubset(const LogicGrid& g, int size, Step& step);
bool Fish(const LogicGrid& g, int size, Step& step);
bool XYWing(const LogicGrid& g, Step& step);
bool XYZWing(const LogicGrid& g, Step& step);
bool WWing(const LogicGrid& g, Step& step);
bool UniqueRectangle(const LogicGrid& g, Step& step);
// Unique rectangles of type 4 (4.5: one of the pair's values has a strong link on the two other
// squares, which then lose the other value), type 2 (4.5: the two other squares share one extra
// value, which then goes in one of them) and type 3 (4.6 to 4.8: the two other squares' extra
// values form a naked subset with one to three more squares of a unit they share).
bool UniqueRectangleTypes2And4(const LogicGrid& g, Step& step);
// Unique loops (Sukaku Explainer's), six to fourteen squares holding the same two values where
// each row, column and box touched holds two of them, so the values could alternate either way
// round the loop: types 1 to 4 as for rectangles, rated 4.6 (six squares), 4.7 (eight) and 5.0
// (ten or more), type 3 0.1 more per extra square of its naked subset. The easiest one found.
bool UniqueLoop(const LogicGrid& g, Step& step);
bool Bug(const LogicGrid& g, Step& step);
// Jigsaw only (false otherwise): k rows (or columns) and the k regions covering most of them hold
// the same digits, so their leftover squares on each side (1 to 3) do too; rated 4.1 to 4.3.
bool LawOfLeftovers(const LogicGrid& g, Step& step);
// Killer only (false otherwise): the first step of one rule of killer.cc, each rule its own finder
// so that the grader takes the easiest first.
enum class KillerRule {
  kSingleCage,      // 1.0
  kLastSquare,      // 1.4
  kOneCombination,  // 2.0
  kCombinations,    // 2.5
  kHouseOne,        // 2.6
  kHouseCage,       // 2.8
  kHouseBounds,     // 3.0
  kHouseSplit,      // 3.2
  kLinesOne,        // 3.4
  kLinesCage,       // 3.6
  kLinesBounds,     // 3.8
  kLinesSplit,      // 3.9
};
bool KillerStep(const LogicGrid& g, KillerRule rule, Step& step);
// X-chains of at most `max_links` links. Three links (two strong links joined by a weak one) are
// the turbot fish family, rated near Sukaku Explainer's ratings: a skyscraper (both strong links
// in rows, or both in columns) or a two-string kite (a row and a column) 4.1, else 4.2; five
// links (three strong links) 5.4 to 5.6 the same way; longer chains 6.6 and up.
bool XChain(const LogicGrid& g, Step& step, int max_links = 16);
bool XYChain(const LogicGrid& g, Step& step);
// Forcing chains as Sudoku Explainer builds and rates them (see dynamic.cc): the family's easiest
// step (lowest rating, then shortest chain).
enum class ChainFamily {
  kForcing,      // one chain back to its start, one digit's links (6.6) or any (7.0) + length
  kNishio,       // one digit's links, by contradiction: 7.5 + length
  kMultiple,     // cell and region forcing chains, static links: 8.0 + length
  kDynamic,      // links that use the chain's own removals: 8.5 + length
  kDynamicPlus,  // and pointing, claiming, pairs, X-wings inside the chain: 9.0 + length
};
// `below`: only a step rated lower is wanted (the forcing family stops early past it).
bool DynamicChain(const LogicGrid& g, ChainFamily family, Step& step, Budget& budget,
                  double below = 1e9);
bool TrialAndError(const LogicGrid& g, Step& step, Budget& budget);

// Helpers shared by the finders.
std::string CellText(const LogicGrid& g, int cell);  // "r3c5"
// "r3c5,r3c7" (or with another separator)
std::string CellsText(const LogicGrid& g, const std::vector<int>& cells,
                      const char* separator = ",");
std::string ValuesText(uint16_t mask);  // "{1,4}"
// "row 3", "column 5", "box 2"; from units.size() on a killer cage, "the 15-cage at r1c1".
std::string UnitText(const LogicGrid& g, int unit);
bool Sees(const LogicGrid& g, int a, int b);  // same unit, a != b
// For the explanations: the first unit (row, column, box, diagonal) holding both cells, else
// units.size() + their killer cage when they share one, or -1;
// a set of values as "1 or 2", "3, 4 or 6".
int SharedUnit(const LogicGrid& g, int a, int b);
std::string OrText(uint16_t mask);
// Per value (from 0), the unsolved cells that still have it.
std::vector<CellMask> CandidateMasks(const LogicGrid& g);
// Whether some cell of `with` sees both a and b (so removals seeing both ends exist).
bool SeenByBoth(const LogicGrid& g, int a, int b, const CellMask& with);
// Per value (from 0) into where_of[0..n), its open places in `unit` (bit i = unit cell i);
// returns the values placed in the unit (bit v - 1).
uint32_t UnitPlaces(const LogicGrid& g, const std::vector<int>& unit, uint32_t* where_of);
// Subsets and fish: calls visit(picked indices, union) for each `size`-subset (size 2 to 4) of
// the `count` masks whose union holds exactly `size` bits, in lexicographic order of the indices,
// until a call returns true (then true). A partial pick whose union already holds more than
// `size` bits is cut, since adding masks only grows it.
template <class Visit>
bool FirstClosedSubset(int size, int count, const uint32_t* masks, Visit&& visit) {
  int pick[4];
  auto from = [&](auto& self, int depth, int first, uint32_t acc) -> bool {
    if (depth == size) return visit(static_cast<const int*>(pick), acc);
    if (depth >= 4) return false;
    for (int i = first; i <= count - (size - depth); ++i) {
      const uint32_t u = acc | masks[i];
      if (std::popcount(u) > size) continue;
      pick[depth] = i;
      if (depth + 1 == size && std::popcount(u) != size) continue;
      if (self(self, depth + 1, i + 1, u)) return true;
    }
    return false;
  };
  return size >= 2 && size <= 4 && from(from, 0, 0, 0u);
}
// Removals of `mask` from every unsolved cell that sees all of `cells` (and is not one of them).
std::vector<std::pair<int, uint16_t>> RemovalsSeeingAll(const LogicGrid& g,
                                                        const std::vector<int>& cells,
                                                        uint16_t mask);
}  // namespace logic

}  // namespace ps::sudoku
