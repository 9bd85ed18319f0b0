// The construction builder's first part (layout.cc includes it, nothing else): its tuning, an
// attempt (seeded greedy placement in a frame) and how two layouts compare.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <span>

#include "core/rng.h"
#include "layout/layout.h"

namespace ps::layout::detail {

using crossword::ClueWord;
using crossword::Crossword;
using crossword::Direction;
using crossword::Entry;

// The local search after the attempts: how many of the best layouts it works on, its steps in
// all (shared among them), and the Rng stream its seeds come from.
constexpr size_t kImprovePool = 4;
constexpr int kImproveSteps = 4000;        // at most, and
constexpr int kImproveWordSteps = 120000;  // divided by the number of words
// Then Shrink on each of them: its steps in all (at most, and divided by the number of words),
// the steps of one try at losing a line, and the failed tries in a row that end it.
constexpr int kShrinkSteps = 60000;
constexpr int kShrinkWordSteps = 2400000;
constexpr int kShrinkTry = 1000;
constexpr int kShrinkMisses = 20;
// Lists of this many words or fewer run two rounds of attempts and search (see Construct).
constexpr size_t kTwoRoundWords = 48;
// After those, one more round when the best layout is sparser than this.
constexpr double kDenseEnough = 0.46;
// --crossings more: what a crossing a word adds to a layout's merit (density, about 0.5) when
// layouts are ranked and when the local search keeps a step. 0.3 gave 8.5 % more crossings at
// the same density on lists of common words, and 11 % more at 2.7 % less density on lists of
// long rare words (docs/cli.md, "crossword layout").
constexpr double kMoreCrossingsWeight = 0.3;
// FrameSearch steps in each attempt for the words its frame has no room for.
constexpr int kAttemptFrameSteps = 100;
constexpr uint64_t kImproveStream = 1000003;

// Column and row of letter i of an entry.
inline int CellX(const Entry& e, int i) { return e.dir == Direction::kAcross ? e.x + i : e.x; }
inline int CellY(const Entry& e, int i) { return e.dir == Direction::kAcross ? e.y : e.y + i; }

// Whether an entry touches side `side` of a width x height grid (0 top, 1 bottom, 2 left,
// 3 right; -1: any side).
inline bool TouchesSide(const Entry& e, int width, int height, int side) {
  const int last = static_cast<int>(e.answer.size()) - 1;
  const bool top = e.y == 0, bottom = CellY(e, last) == height - 1;
  const bool left = e.x == 0, right = CellX(e, last) == width - 1;
  switch (side) {
    case 0:
      return top;
    case 1:
      return bottom;
    case 2:
      return left;
    case 3:
      return right;
    default:
      return top || bottom || left || right;
  }
}

struct Placement {
  int x = 0, y = 0;
  Direction dir = Direction::kAcross;
  int crossings = 0;
  double score = 0;
};

// A word of the list (index k) where it stands: column and row of its first letter, direction.
struct Spot {
  int k = 0;
  int x = 0, y = 0;
  Direction dir = Direction::kAcross;
};

// One attempt: a frame of cells, the words placed so far, which of them covers each cell (per
// direction) and an index of cells by letter. The cells carry a border of empty cells, so rule
// checks never test the frame's bounds; a cell number is an index into that padded array (Cell
// makes one from a column and row of the frame, -1 to the width or height; X and Y undo it).
class Attempt {
 public:
  Attempt(const std::vector<ClueWord>& words, int width, int height)
      : words_(&words), w_(width), h_(height), stride_(width + 2) {
    letter_.assign(static_cast<size_t>(stride_ * (h_ + 2)), 0);
    across_.assign(letter_.size(), -1);
    down_.assign(letter_.size(), -1);
  }
  // An attempt holding `spots` (already legal together) where they stand.
  Attempt(const std::vector<ClueWord>& words, int width, int height, std::span<const Spot> spots)
      : Attempt(words, width, height) {
    for (const Spot& s : spots) Replay(s);
  }

  // Empties the frame (cheaper than a new attempt: only the letter cells are cleared).
  void Reset() {
    for (int c : filled_) {
      const size_t u = static_cast<size_t>(c);
      letter_[u] = 0;
      across_[u] = down_[u] = -1;
    }
    for (std::vector<int>& cells : by_letter_) cells.clear();
    filled_.clear();
    placed_.clear();
    letters_ = crossings_ = 0;
    min_x_ = min_y_ = 1 << 30;
    max_x_ = max_y_ = -1;
  }

  int width() const { return w_; }
  int height() const { return h_; }
  bool empty() const { return letters_ == 0; }
  int letters() const { return letters_; }
  int crossings() const { return crossings_; }
  int BoxArea() const { return empty() ? 0 : (max_x_ - min_x_ + 1) * (max_y_ - min_y_ + 1); }

  // The crossings of `word` at (x, y) going `dir`, or -1 when the placement breaks a rule.
  int Check(const std::string& word, int x, int y, Direction dir) const {
    const bool across = dir == Direction::kAcross;
    const int len = static_cast<int>(word.size());
    if (x < 0 || y < 0 || (across ? x + len > w_ : y + len > h_)) return -1;
    const int step = across ? 1 : stride_, side = across ? stride_ : 1;
    const int first = Cell(x, y);
    if (letter_[static_cast<size_t>(first - step)] != 0 ||
        letter_[static_cast<size_t>(first + step * len)] != 0) {
      return -1;
    }
    const std::vector<int>& spot_at = across ? across_ : down_;
    int cross = 0;
    for (int i = 0, c = first; i < len; ++i, c += step) {
      const char l = letter_[static_cast<size_t>(c)];
      if (l != 0) {
        if (l != word[static_cast<size_t>(i)] || spot_at[static_cast<size_t>(c)] >= 0) {
          return -1;
        }
        ++cross;
      } else if (letter_[static_cast<size_t>(c - side)] != 0 ||
                 letter_[static_cast<size_t>(c + side)] != 0) {
        return -1;  // a new letter beside another one would make a word nobody placed
      }
    }
    return cross;
  }

  // Places word k at (x, y) going `dir` (checked, with `cross` crossings).
  void Place(int k, int x, int y, Direction dir, int cross) {
    const std::string& word = (*words_)[static_cast<size_t>(k)].answer;
    const bool across = dir == Direction::kAcross;
    const int step = across ? 1 : stride_;
    std::vector<int>& spot_at = across ? across_ : down_;
    for (int i = 0, c = Cell(x, y); i < static_cast<int>(word.size()); ++i, c += step) {
      const size_t u = static_cast<size_t>(c);
      if (letter_[u] == 0) {
        const char l = word[static_cast<size_t>(i)];
        letter_[u] = l;
        by_letter_[static_cast<size_t>(l - 'A')].push_back(c);
        filled_.push_back(c);
        ++letters_;
      }
      spot_at[u] = static_cast<int>(placed_.size());
    }
    const int len = static_cast<int>(word.size());
    min_x_ = std::min(min_x_, x);
    min_y_ = std::min(min_y_, y);
    max_x_ = std::max(max_x_, across ? x + len - 1 : x);
    max_y_ = std::max(max_y_, across ? y : y + len - 1);
    crossings_ += cross;
    placed_.push_back({k, x, y, dir});
  }

  // Places a spot of an earlier attempt (already checked), moved by (dx, dy).
  void Replay(const Spot& s, int dx = 0, int dy = 0) {
    const int before = letters_;
    Place(s.k, s.x + dx, s.y + dy, s.dir, 0);
    crossings_ +=
        static_cast<int>((*words_)[static_cast<size_t>(s.k)].answer.size()) - (letters_ - before);
  }

  // The bounding-box area after placing `len` letters at (x, y) going `dir`.
  int AreaWith(int x, int y, Direction dir, int len) const {
    const int ex = dir == Direction::kAcross ? x + len - 1 : x;
    const int ey = dir == Direction::kAcross ? y : y + len - 1;
    if (empty()) return (ex - x + 1) * (ey - y + 1);
    return (std::max(max_x_, ex) - std::min(min_x_, x) + 1) *
           (std::max(max_y_, ey) - std::min(min_y_, y) + 1);
  }

  // The letter cells filled after the first `since` ones.
  std::span<const int> FilledSince(size_t since) const {
    return std::span<const int>(filled_).subspan(std::min(since, filled_.size()));
  }
  size_t filled() const { return filled_.size(); }
  char LetterAt(int cell) const { return letter_[static_cast<size_t>(cell)]; }
  int Cell(int x, int y) const { return (y + 1) * stride_ + x + 1; }
  int X(int cell) const { return cell % stride_ - 1; }
  int Y(int cell) const { return cell / stride_ - 1; }
  // The index in placed() of the spot covering `cell` going `d`, or -1.
  int SpotAt(int cell, Direction d) const {
    return (d == Direction::kAcross ? across_ : down_)[static_cast<size_t>(cell)];
  }

  const std::vector<int>& CellsWith(char c) const {
    return by_letter_[static_cast<size_t>(c - 'A')];
  }
  const std::vector<Spot>& placed() const { return placed_; }
  int min_x() const { return min_x_; }
  int min_y() const { return min_y_; }
  int max_x() const { return max_x_; }
  int max_y() const { return max_y_; }

 private:
  const std::vector<ClueWord>* words_;
  int w_, h_, stride_;
  std::vector<char> letter_;        // 0 = empty
  std::vector<int> across_, down_;  // spot indices, -1 = none
  std::array<std::vector<int>, 26> by_letter_;
  std::vector<int> filled_;  // letter cells in the order they were filled
  std::vector<Spot> placed_;
  int letters_ = 0, crossings_ = 0;
  int min_x_ = 1 << 30, min_y_ = 1 << 30, max_x_ = -1, max_y_ = -1;
};

// Density, discounted for boxes longer than twice their width (they print badly).
inline double Merit(const Construction& c) {
  const double w = c.grid.width, h = c.grid.height;
  const double aspect = std::max(w, h) / std::max(1.0, std::min(w, h));
  return aspect > 2 ? c.density * 2 / aspect : c.density;
}

// Letter cells on each edge line of the grid: top row, bottom row, left column, right column.
inline std::array<int, 4> EdgeLetters(const Crossword& g) {
  std::vector<char> on(static_cast<size_t>(g.width * g.height), 0);
  std::array<int, 4> n{};
  for (const Entry& e : g.entries) {
    for (int i = 0; i < static_cast<int>(e.answer.size()); ++i) {
      const int x = CellX(e, i), y = CellY(e, i);
      char& c = on[static_cast<size_t>(y * g.width + x)];
      if (c) continue;
      c = 1;
      n[0] += y == 0;
      n[1] += y == g.height - 1;
      n[2] += x == 0;
      n[3] += x == g.width - 1;
    }
  }
  return n;
}

// The local search's order: a smaller box (longer than twice its width counts larger), then
// fewer letters on its sparsest edge (closer to losing that line), then more letter cells.
struct Shape {
  double area = 0;
  int edge = 0;
  double letters = 0;
  int crossings = 0;
};
inline Shape ShapeOf(const Construction& c) {
  const double w = c.grid.width, h = c.grid.height;
  const double aspect = std::max(w, h) / std::max(1.0, std::min(w, h));
  const std::array<int, 4> e = EdgeLetters(c.grid);
  return {w * h * std::max(1.0, aspect / 2), *std::min_element(e.begin(), e.end()),
          c.density * w * h, c.crossings};
}
// Whether `a` is at least as good as `b`: a smaller box, then (asked for more crossings) more
// crossings, then fewer letters on the thinnest edge, then more letter cells.
inline bool NoWorse(const Shape& a, const Shape& b, bool more_crossings = false) {
  if (std::abs(a.area - b.area) > 1e-9) return a.area < b.area;
  if (more_crossings && a.crossings != b.crossings) return a.crossings > b.crossings;
  if (a.edge != b.edge) return a.edge < b.edge;
  return a.letters >= b.letters - 1e-9;
}

// Merit with crossings counted in: `cross_weight` for each crossing a word (0: merit alone).
inline double MeritWith(const Construction& c, double cross_weight) {
  const double n = std::max<double>(1, static_cast<double>(c.grid.entries.size()));
  return Merit(c) + cross_weight * c.crossings / n;
}

// Better first: more words placed, then denser (with crossings weighed in by `cross_weight`),
// then more crossings.
inline bool Better(const Construction& a, const Construction& b, double cross_weight = 0) {
  if (a.grid.entries.size() != b.grid.entries.size()) {
    return a.grid.entries.size() > b.grid.entries.size();
  }
  const double ma = MeritWith(a, cross_weight), mb = MeritWith(b, cross_weight);
  if (std::abs(ma - mb) > 1e-12) return ma > mb;
  return a.crossings > b.crossings;
}

struct Frame {
  int width = 0, height = 0;
};

}  // namespace ps::layout::detail
