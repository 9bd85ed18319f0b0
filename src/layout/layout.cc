// Crossword construction: seeded greedy placement in a frame, many attempts, best kept. See
// layout.h for the rules and the strategies.
#include "layout/layout.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <span>

#include "core/rng.h"
#include "layout/attempt.h"

namespace ps::layout {

using crossword::ClueWord;
using crossword::Crossword;
using crossword::Direction;
using crossword::Entry;
using crossword::Fill;
using crossword::kMaxSide;
using crossword::Number;
using crossword::Strategy;
using crossword::ToString;
namespace {

using namespace detail;

class Builder {
 public:
  static constexpr size_t kNever = static_cast<size_t>(-1);

  Builder(const std::vector<ClueWord>& words, const ConstructOptions& options)
      : words_(words), options_(options) {
    for (const ClueWord& w : words_) {
      index_[w.answer] = static_cast<int>(index_.size());
      total_ += static_cast<int>(w.answer.size());
      longest_ = std::max(longest_, static_cast<int>(w.answer.size()));
    }
  }

  bool fixed() const { return options_.width > 0 && options_.height > 0; }
  // How much a crossing a word counts against density when layouts are ranked (Better).
  double cross_weight() const { return options_.more_crossings ? kMoreCrossingsWeight : 0.0; }

  // The best layout so far placed `placed` words in a box of `area` cells: later frames aim
  // a little below that area.
  void Record(int placed, int area) {
    if (placed > best_placed_ || (placed == best_placed_ && area < best_area_)) {
      best_placed_ = placed;
      best_area_ = area;
    }
  }

  // The frame of attempt `i`: fixed, or a box of random aspect (3:4 to 4:3) sized for a target
  // density at first, then just under the best box found so far; every sixteenth attempt has
  // room for everything.
  Frame FrameFor(int i, Rng& rng) const {
    if (fixed()) return {options_.width, options_.height};
    const int cap = std::min(kMaxSide, total_ + 2);
    if (i % 16 == 15) return {cap, cap};
    const double aspect = 0.75 + 0.58 * rng.NextDouble();
    double area = 0;
    if (i >= 16 && i % 2 == 1 && best_area_ > 0) {
      area = best_area_ * (0.8 + 0.25 * rng.NextDouble());
    } else {
      static constexpr std::array<double, 8> kDensity = {0.62, 0.56, 0.5,  0.46,
                                                         0.42, 0.38, 0.33, 0.28};
      const double density = kDensity[static_cast<size_t>(i / 2 % 8)] + 0.04 * rng.NextDouble();
      // Letter cells come to about 85% of the letters (crossings share cells).
      area = 0.85 * total_ / density;
    }
    int w = static_cast<int>(std::lround(std::sqrt(area * aspect)));
    int h = static_cast<int>(std::lround(area / std::max(1, w)));
    w = std::clamp(w, longest_, cap);
    h = std::clamp(h, std::min(longest_, cap), cap);
    return {w, h};
  }

  // Runs attempt `i` and returns its construction.
  Construction Run(int i) {
    Rng rng = Rng(options_.seed).Fork(static_cast<uint64_t>(i));
    const Frame frame = FrameFor(i, rng);
    Attempt a(words_, frame.width, frame.height);
    std::vector<int> order(words_.size());
    for (size_t k = 0; k < order.size(); ++k) order[k] = static_cast<int>(k);
    const Strategy st = options_.strategy;
    if (st == Strategy::kRandom) {
      rng.Shuffle(std::span<int>(order));
    } else if (st != Strategy::kTopDown || i > 0) {
      // Longest first, with a shuffle among near-equal lengths (none on the first attempt).
      std::vector<double> key(words_.size());
      for (size_t k = 0; k < key.size(); ++k) {
        key[k] =
            static_cast<double>(words_[k].answer.size()) + (i == 0 ? 0.0 : 2.5 * rng.NextDouble());
      }
      std::stable_sort(order.begin(), order.end(), [&](int p, int q) {
        return key[static_cast<size_t>(p)] > key[static_cast<size_t>(q)];
      });
    }
    std::vector<int> pending = order;
    const size_t window =
        options_.strategy == Strategy::kCompact ? 4 + static_cast<size_t>(i % 5) : 1;
    // A free-form attempt whose frame is too tight for the rest grows its frame and goes on, so
    // the words that fitted stay packed and only the rest spill out.
    for (int round = 0;; ++round) {
      if (round > 0) {
        if (fixed() || pending.empty() || pending.size() == order.size()) break;
        const int margin = longest_;
        const int nw = std::min(kMaxSide, a.width() + 2 * margin);
        const int nh = std::min(kMaxSide, a.height() + 2 * margin);
        if (nw == a.width() && nh == a.height()) break;
        const int ox = (nw - a.width()) / 2, oy = (nh - a.height()) / 2;
        Attempt grown(words_, nw, nh);
        for (const Spot& s : a.placed()) grown.Replay(s, ox, oy);
        a = std::move(grown);
      }
      const size_t before = pending.size();
      Fill(a, pending, window, rng, i);
      if (round == 0 && !pending.empty() && !a.empty()) {
        // Before the frame grows: a search in it for room for the words left over.
        FrameSearch(a, pending, kAttemptFrameSteps, rng);
      }
      if (pending.size() == before && round > 0) break;
    }
    Construction out = Finished(a);
    for (int k : pending)
      out.unplaced.push_back({words_[static_cast<size_t>(k)].answer, Reason(a, k, frame)});
    return out;
  }

  // Local search on a free-form layout with every word placed. A step takes out one to three
  // words (words on the edge of the bounding box more often) or, half the time, every word on
  // one side of the box, plus whatever their removal would leave illegal or cut off (CloseGone;
  // too many and the step is skipped), and puts them back where the compact score likes them
  // best. The change is kept when the layout's merit is at least as high; the best layout seen
  // (Better) is returned. Deterministic per `rng`.
  Construction Improve(Construction cur, int iterations, Rng& rng, Budget& budget) {
    if (fixed() || !cur.unplaced.empty() || cur.grid.entries.size() < 3) return cur;
    Construction best = cur;
    Shape cur_shape = ShapeOf(cur);
    Attempt cur_cells(words_, cur.grid.width, cur.grid.height, SpotsOf(cur.grid));  // for CloseGone
    for (int it = 0; it < iterations && budget.Step(); ++it) {
      const Crossword& g = cur.grid;
      const size_t n = g.entries.size();
      // The words to take out.
      std::vector<size_t> out;
      const size_t take = 1 + static_cast<size_t>(rng.Below(3));
      for (size_t tries = 0; out.size() < take && tries < 4 * take; ++tries) {
        size_t e = static_cast<size_t>(rng.Below(n));
        if (rng.Chance(0.6)) {
          // A word touching the box's edge.
          for (size_t t = 0; t < n; ++t) {
            const size_t f = (e + t) % n;
            if (TouchesSide(g.entries[f], g.width, g.height, -1)) {
              e = f;
              break;
            }
          }
        }
        if (std::find(out.begin(), out.end(), e) == out.end()) out.push_back(e);
      }
      std::vector<char> gone(n, 0);
      for (size_t e : out) gone[e] = 1;
      if (rng.Chance(0.5)) {
        // Every word on one side of the box: when they all find room inside, the box shrinks.
        const int side = static_cast<int>(rng.Below(4));
        for (size_t e = 0; e < n; ++e) gone[e] = TouchesSide(g.entries[e], g.width, g.height, side);
      }
      const size_t gone_count = CloseGone(cur_cells, gone);
      if (gone_count > std::max<size_t>(8, n / 4)) continue;
      // The rest, in a frame with room around it.
      const int margin = longest_;
      Attempt a(words_, std::min(kMaxSide, g.width + 2 * margin),
                std::min(kMaxSide, g.height + 2 * margin));
      const int ox = (a.width() - g.width) / 2, oy = (a.height() - g.height) / 2;
      std::vector<int> pending;
      for (size_t e = 0; e < n; ++e) {
        if (gone[e]) {
          pending.push_back(cur_cells.placed()[e].k);
        } else {
          a.Replay(cur_cells.placed()[e], ox, oy);
        }
      }
      SortLongestFirst(pending);
      Fill(a, pending, std::min<size_t>(pending.size(), 3), rng, 1);
      if (!pending.empty()) continue;
      Construction next = Finished(a);
      // Sideways moves too (as dense, other crossings): they carry the search across plateaus.
      const Shape ns = ShapeOf(next);
      if (NoWorse(ns, cur_shape, options_.more_crossings)) {
        cur = std::move(next);
        cur_shape = ns;
        cur_cells = Attempt(words_, cur.grid.width, cur.grid.height, SpotsOf(cur.grid));
        if (Better(cur, best, cross_weight())) best = cur;
      }
    }
    return best;
  }

  // Makes a free-form layout with every word placed smaller, a line at a time: the words touching
  // one side of the box come out, the frame loses that line, and a search inside the smaller
  // frame (FrameSearch) puts every word back. `steps` bounds the search steps in all.
  Construction Shrink(Construction cur, int steps, Rng& rng, Budget& budget) {
    if (fixed() || !cur.unplaced.empty() || cur.grid.entries.size() < 3) return cur;
    int misses = 0;
    while (steps > 0 && misses < kShrinkMisses && budget.CheckNow()) {
      const Crossword& g = cur.grid;
      const std::array<int, 4> el = EdgeLetters(g);
      int side = 0;
      double low = 1e18;
      for (int s = 0; s < 4; ++s) {
        const int line = s < 2 ? g.width : g.height;
        const int other = s < 2 ? g.height : g.width;
        if (other <= longest_ && other <= 3) continue;  // a box this thin is left as it is
        const double v =
            static_cast<double>(el[static_cast<size_t>(s)]) / line + 0.5 * rng.NextDouble();
        if (v < low) {
          low = v;
          side = s;
        }
      }
      const int nw = g.width - (side >= 2 ? 1 : 0), nh = g.height - (side < 2 ? 1 : 0);
      if (nw < 1 || nh < 1 || std::max(nw, nh) < longest_) break;
      const int sx = side == 2 ? -1 : 0, sy = side == 0 ? -1 : 0;
      const size_t n = g.entries.size();
      std::vector<char> gone(n, 0);
      for (size_t e = 0; e < n; ++e) gone[e] = TouchesSide(g.entries[e], g.width, g.height, side);
      const Attempt cells(words_, g.width, g.height, SpotsOf(g));
      CloseGone(cells, gone);
      const std::vector<Spot>& spots = cells.placed();
      Attempt smaller(words_, nw, nh);
      std::vector<int> pending;
      for (size_t e = 0; e < n; ++e) {
        if (gone[e]) {
          pending.push_back(spots[e].k);
        } else {
          smaller.Replay(spots[e], sx, sy);
        }
      }
      const int used = FrameSearch(smaller, pending, std::min(steps, kShrinkTry), rng);
      steps -= std::max(1, used);
      if (!pending.empty()) {
        ++misses;
        continue;
      }
      Construction next = Finished(smaller);
      if (MeritWith(next, cross_weight()) + 1e-12 < MeritWith(cur, cross_weight())) {
        ++misses;
        continue;
      }
      misses = 0;
      cur = std::move(next);
    }
    return cur;
  }

  // Search in the frame of `cur` for a legal, connected layout of its words plus the `pending`
  // words; `cur` ends with the best layout found. A step either takes one to two words out (with
  // what their removal leaves illegal or cut off) or puts a pending word across cells where it
  // clashes with a few placed words, which come out instead; then the pending words go back where
  // they fit. A step is kept when the letters still waiting are no more than before. Returns the
  // steps used; `pending` is empty on success.
  int FrameSearch(Attempt& cur, std::vector<int>& pending, int max_steps, Rng& rng) {
    auto cost = [&](const std::vector<int>& p) {
      int c = 0;
      for (int k : p) c += static_cast<int>(words_[static_cast<size_t>(k)].answer.size());
      return c;
    };
    const int w = cur.width(), h = cur.height();
    Fill(cur, pending, 3, rng, 1);
    int cur_cost = cost(pending);
    int step = 0;
    Attempt a(words_, w, h);  // each step's layout; it becomes `cur` when kept
    while (step < max_steps && !pending.empty()) {
      ++step;
      const std::vector<Spot>& spots = cur.placed();
      const size_t n = spots.size();
      std::vector<char> gone(n, 0);
      size_t first = pending.size();
      int fx = 0, fy = 0;
      Direction fd = Direction::kAcross;
      if (rng.Chance(0.7)) {
        // A pending word across a placed letter it shares, whatever it clashes with.
        first = static_cast<size_t>(rng.Below(pending.size()));
        const ClueWord& pw = words_[static_cast<size_t>(pending[first])];
        const int len = static_cast<int>(pw.answer.size());
        const int i = static_cast<int>(rng.Below(static_cast<uint64_t>(len)));
        const std::vector<int>& cells = cur.CellsWith(pw.answer[static_cast<size_t>(i)]);
        if (cells.empty()) continue;
        const int cell = cells[static_cast<size_t>(rng.Below(cells.size()))];
        fd = pw.direction ? *pw.direction
                          : (cur.SpotAt(cell, Direction::kAcross) >= 0 ? Direction::kDown
                                                                       : Direction::kAcross);
        const int dx = fd == Direction::kAcross ? 1 : 0, dy = 1 - dx;
        fx = cur.X(cell) - dx * i;
        fy = cur.Y(cell) - dy * i;
        if (fx < 0 || fy < 0 || fx + dx * (len - 1) >= w || fy + dy * (len - 1) >= h) continue;
        // Takes out what covers (x, y), which may be on the frame's border.
        auto clear = [&](int x, int y) {
          const int c = cur.Cell(x, y);
          for (Direction d : {Direction::kAcross, Direction::kDown}) {
            if (cur.SpotAt(c, d) >= 0) gone[static_cast<size_t>(cur.SpotAt(c, d))] = 1;
          }
        };
        clear(fx - dx, fy - dy);
        clear(fx + dx * len, fy + dy * len);
        for (int j = 0; j < len; ++j) {
          const int cx = fx + dx * j, cy = fy + dy * j;
          const char l = cur.LetterAt(cur.Cell(cx, cy));
          if (l == 0) {
            clear(cx - dy, cy - dx);
            clear(cx + dy, cy + dx);
          } else if (l != pw.answer[static_cast<size_t>(j)]) {
            clear(cx, cy);
          } else {
            const int same = cur.SpotAt(cur.Cell(cx, cy), fd);
            if (same >= 0) gone[static_cast<size_t>(same)] = 1;
          }
        }
      } else {
        const size_t take = 1 + static_cast<size_t>(rng.Below(2));
        for (size_t t = 0; t < take; ++t) gone[static_cast<size_t>(rng.Below(n))] = 1;
      }
      const size_t gone_count = CloseGone(cur, gone, 4);
      if (gone_count > 4 || gone_count >= n) continue;
      a.Reset();
      for (size_t e = 0; e < n; ++e) {
        if (!gone[e]) a.Replay(spots[e]);
      }
      std::vector<int> next = pending;
      if (first < pending.size()) {
        const ClueWord& pw = words_[static_cast<size_t>(pending[first])];
        const int cross = a.Check(pw.answer, fx, fy, fd);
        if (cross <= 0) continue;
        a.Place(pending[first], fx, fy, fd, cross);
        next.erase(next.begin() + static_cast<std::ptrdiff_t>(first));
      }
      for (size_t e = 0; e < n; ++e) {
        if (gone[e]) next.push_back(spots[e].k);
      }
      SortLongestFirst(next);
      Fill(a, next, 3, rng, 1);
      const int c = cost(next);
      if (c <= cur_cost) {
        cur_cost = c;
        pending = std::move(next);
        std::swap(cur, a);
      }
    }
    return step;
  }

 private:
  // The spots of a layout's entries, in the same order.
  std::vector<Spot> SpotsOf(const Crossword& g) const {
    std::vector<Spot> out;
    out.reserve(g.entries.size());
    for (const Entry& e : g.entries) out.push_back({index_.at(e.answer), e.x, e.y, e.dir});
    return out;
  }

  // Orders word indices longest first.
  void SortLongestFirst(std::vector<int>& ks) const {
    std::sort(ks.begin(), ks.end(), [&](int p, int q) {
      return words_[static_cast<size_t>(p)].answer.size() >
             words_[static_cast<size_t>(q)].answer.size();
    });
  }

  // Places waiting words while any fits: each step places, among the first few words still
  // waiting, the one with the best placement (the whole list when none of those fits).
  // A word that had no legal placement keeps none among the cells it was checked against
  // (placing letters only adds constraints), so later it is checked only against newer cells.
  void Fill(Attempt& a, std::vector<int>& pending, size_t window, Rng& rng, int i) {
    std::vector<size_t> failed_at(words_.size(), kNever);
    while (!pending.empty()) {
      size_t chosen = pending.size();
      Placement best;
      for (size_t scan = 0; scan < pending.size() && chosen == pending.size(); scan += window) {
        for (size_t j = scan; j < std::min(pending.size(), scan + window); ++j) {
          Placement p;
          size_t& failed = failed_at[static_cast<size_t>(pending[j])];
          if (failed == a.filled()) continue;  // nothing new since it last failed
          const bool fits = BestPlacement(a, pending[j], rng, i, p, failed == kNever ? 0 : failed);
          if (!fits) {
            failed = a.filled();
            continue;
          }
          failed = kNever;
          if (chosen == pending.size() || p.score > best.score) {
            best = p;
            chosen = j;
          }
        }
      }
      if (chosen == pending.size()) break;
      a.Place(pending[chosen], best.x, best.y, best.dir, best.crossings);
      pending.erase(pending.begin() + static_cast<std::ptrdiff_t>(chosen));
    }
  }

  // The best legal placement of word k, or false when it has none.
  // With `since` > 0 only placements through the letter cells filled after the first `since`.
  bool BestPlacement(const Attempt& a, int k, Rng& rng, int attempt, Placement& best,
                     size_t since = 0) {
    const ClueWord& w = words_[static_cast<size_t>(k)];
    const std::string& word = w.answer;
    const int len = static_cast<int>(word.size());
    const std::array<Direction, 2> dirs = {Direction::kAcross, Direction::kDown};
    bool found = false;
    auto consider = [&](int x, int y, Direction d, int cross) {
      Placement p{x, y, d, cross, Score(a, x, y, d, len, cross, rng)};
      if (!found || p.score > best.score) {
        best = p;
        found = true;
      }
    };
    if (a.empty()) {
      // The first word: across unless told otherwise (random strategy: either way).
      Direction d = w.direction.value_or(Direction::kAcross);
      if (!w.direction && options_.strategy == Strategy::kRandom && rng.Chance(0.5)) {
        d = Direction::kDown;
      }
      if (!w.direction && a.width() < len) d = Direction::kDown;
      const int span_x = d == Direction::kAcross ? a.width() - len : a.width() - 1;
      const int span_y = d == Direction::kAcross ? a.height() - 1 : a.height() - len;
      if (span_x < 0 || span_y < 0) return false;
      int x = span_x / 2, y = span_y / 2;
      if (options_.strategy == Strategy::kTopDown) {
        x = 0;
        y = 0;
      } else if (options_.strategy == Strategy::kRandom || (attempt > 0 && fixed())) {
        x = static_cast<int>(rng.Between(0, span_x));
        y = static_cast<int>(rng.Between(0, span_y));
      }
      best = {x, y, d, 0, 0};
      return true;
    }
    // Word letter i on `cell`, either way.
    auto through = [&](int i, int cell) {
      const int cx = a.X(cell), cy = a.Y(cell);
      for (Direction d : dirs) {
        if (w.direction && *w.direction != d) continue;
        if (a.SpotAt(cell, d) >= 0) continue;  // a word already goes this way here
        const int x = d == Direction::kAcross ? cx - i : cx;
        const int y = d == Direction::kAcross ? cy : cy - i;
        const int cross = a.Check(word, x, y, d);
        if (cross > 0) consider(x, y, d, cross);
      }
    };
    if (since > 0) {
      for (int cell : a.FilledSince(since)) {
        for (int i = 0; i < len; ++i) {
          if (word[static_cast<size_t>(i)] == a.LetterAt(cell)) through(i, cell);
        }
      }
      return found;
    }
    for (int i = 0; i < len; ++i) {
      for (int cell : a.CellsWith(word[static_cast<size_t>(i)])) through(i, cell);
    }
    return found;
  }

  double Score(const Attempt& a, int x, int y, Direction d, int len, int cross, Rng& rng) const {
    switch (options_.strategy) {
      case Strategy::kTopDown:  // the first legal place in reading order
        return -(static_cast<double>(y) * a.width() + x) + (d == Direction::kAcross ? 0.5 : 0);
      case Strategy::kCentreOut: {
        const double mx = x + (d == Direction::kAcross ? (len - 1) / 2.0 : 0);
        const double my = y + (d == Direction::kDown ? (len - 1) / 2.0 : 0);
        return -std::hypot(mx - (a.width() - 1) / 2.0, my - (a.height() - 1) / 2.0) + 0.5 * cross +
               0.1 * rng.NextDouble();
      }
      case Strategy::kRandom:
        return rng.NextDouble();
      case Strategy::kCompact:
        break;
    }
    // More crossings and less growth of the bounding box make denser grids.
    const int growth = a.AreaWith(x, y, d, len) - a.BoxArea();
    return 3.0 * cross - static_cast<double>(growth) / len + 1.5 * rng.NextDouble();
  }

  std::string Reason(const Attempt& a, int k, const Frame& frame) const {
    const ClueWord& w = words_[static_cast<size_t>(k)];
    const std::string way =
        w.direction ? fmt::format(" going {}", ToString(*w.direction)) : std::string();
    const int room = !w.direction                         ? std::max(frame.width, frame.height)
                     : *w.direction == Direction::kAcross ? frame.width
                                                          : frame.height;
    if (static_cast<int>(w.answer.size()) > room) {
      return fmt::format("longer than the {}x{} frame{}", frame.width, frame.height, way);
    }
    bool shares = false;
    for (char c : w.answer) shares = shares || !a.CellsWith(c).empty();
    if (!shares) return "shares no letter with the placed words";
    return fixed() ? fmt::format("no legal crossing with the placed words{} in the {}x{} frame",
                                 way, frame.width, frame.height)
                   : fmt::format("no legal crossing with the placed words{}", way);
  }

  // The construction of an attempt's placed words; free-form grids are cropped to the letters.
  Construction Finished(const Attempt& a) const {
    Construction out;
    out.crossings = a.crossings();
    const int ox = fixed() ? 0 : a.min_x(), oy = fixed() ? 0 : a.min_y();
    out.grid.width = fixed() ? a.width() : a.max_x() - a.min_x() + 1;
    out.grid.height = fixed() ? a.height() : a.max_y() - a.min_y() + 1;
    for (const Spot& s : a.placed()) {
      const ClueWord& w = words_[static_cast<size_t>(s.k)];
      out.grid.entries.push_back({w.answer, w.clue, s.x - ox, s.y - oy, s.dir, 0, {}, 0, {}});
    }
    out.density = out.grid.width * out.grid.height == 0
                      ? 0
                      : static_cast<double>(a.letters()) / (out.grid.width * out.grid.height);
    return out;
  }

  // Marks more of the spots placed in `a` gone until the rest is legal and in one piece: a gone
  // spot must not leave two of its letters side by side (they would read as a word nobody
  // placed), so the spot through the second goes too; then every spot no longer connected to the
  // longest one kept goes. Returns how many spots are gone, or limit + 1 as soon as more than
  // `limit` are.
  size_t CloseGone(const Attempt& a, std::vector<char>& gone,
                   size_t limit = std::numeric_limits<size_t>::max()) const {
    const std::vector<Spot>& spots = a.placed();
    const size_t n = spots.size();
    auto cell = [&](const Spot& s, int i) {
      return s.dir == Direction::kAcross ? a.Cell(s.x + i, s.y) : a.Cell(s.x, s.y + i);
    };
    auto length = [&](size_t e) {
      return static_cast<int>(words_[static_cast<size_t>(spots[e].k)].answer.size());
    };
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t e = 0; e < n; ++e) {
        if (!gone[e]) continue;
        const Spot& x = spots[e];
        const Direction other = x.dir == Direction::kAcross ? Direction::kDown : Direction::kAcross;
        auto kept = [&](int i) {
          const int f = a.SpotAt(cell(x, i), other);
          return f >= 0 && !gone[static_cast<size_t>(f)];
        };
        for (int i = 0; i + 1 < length(e); ++i) {
          if (kept(i) && kept(i + 1)) {
            gone[static_cast<size_t>(a.SpotAt(cell(x, i + 1), other))] = 1;
            changed = true;
          }
        }
      }
    }
    if (static_cast<size_t>(std::count(gone.begin(), gone.end(), 1)) > limit) return limit + 1;
    // Breadth first over crossings from the longest spot kept.
    size_t root = n;
    for (size_t e = 0; e < n; ++e) {
      if (!gone[e] && (root == n || length(e) > length(root))) root = e;
    }
    if (root == n) return n;
    std::vector<char> seen(n, 0);
    std::vector<size_t> queue{root};
    seen[root] = 1;
    for (size_t q = 0; q < queue.size(); ++q) {
      const Spot& x = spots[queue[q]];
      const Direction other = x.dir == Direction::kAcross ? Direction::kDown : Direction::kAcross;
      for (int i = 0; i < length(queue[q]); ++i) {
        const int f = a.SpotAt(cell(x, i), other);
        if (f >= 0 && !gone[static_cast<size_t>(f)] && !seen[static_cast<size_t>(f)]) {
          seen[static_cast<size_t>(f)] = 1;
          queue.push_back(static_cast<size_t>(f));
        }
      }
    }
    size_t count = 0;
    for (size_t e = 0; e < n; ++e) {
      if (!seen[e]) gone[e] = 1;
      count += gone[e] ? 1u : 0u;
    }
    return count;
  }

  const std::vector<ClueWord>& words_;
  const ConstructOptions& options_;
  std::map<std::string, int> index_;  // answer -> index into words_
  int total_ = 0, longest_ = 0;
  int best_placed_ = 0, best_area_ = 0;
};

std::string Key(const Construction& c) {
  std::vector<std::string> parts;
  for (const Entry& e : c.grid.entries) {
    parts.push_back(fmt::format("{}:{}:{}:{}", e.answer, e.x, e.y, static_cast<int>(e.dir)));
  }
  std::sort(parts.begin(), parts.end());
  std::string key = fmt::format("{}x{}", c.grid.width, c.grid.height);
  for (const std::string& p : parts) key += "|" + p;
  return key;
}

}  // namespace

ConstructResult Construct(const std::vector<ClueWord>& words, const ConstructOptions& options,
                          Budget& budget) {
  PS_CHECK(!words.empty());
  Builder builder(words, options);
  const int default_attempts = std::clamp(6000 / static_cast<int>(words.size()), 64, 2000);
  // Lists of up to 48 words run two rounds: their layouts come in few sizes, and a second start
  // from new attempts finds a smaller box more often than longer search from the first. Any list
  // runs one more round when its best layout is still sparse (below kDenseEnough).
  const int default_rounds = words.size() <= kTwoRoundWords ? 2 : 1;
  const int attempts = options.attempts > 0 ? options.attempts : default_attempts;
  const size_t want = static_cast<size_t>(std::max(1, options.count));
  // The best few layouts of a round go on to the local search (Builder::Improve), which often
  // turns a runner-up into the best. Its steps are shared among them and scale with the attempts
  // asked for (the effort knob), up to the default.
  const size_t pool = std::max<size_t>(want, kImprovePool);
  const int64_t all_steps =
      static_cast<int64_t>(
          std::min(kImproveSteps, kImproveWordSteps / static_cast<int>(words.size()))) *
      std::min(attempts, default_attempts) / default_attempts;
  const int steps = static_cast<int>(all_steps / static_cast<int64_t>(pool));
  const int64_t all_shrink_steps =
      static_cast<int64_t>(
          std::min(kShrinkSteps, kShrinkWordSteps / static_cast<int>(words.size()))) *
      std::min(attempts, default_attempts) / default_attempts;
  const int shrink_steps = static_cast<int>(all_shrink_steps / static_cast<int64_t>(pool));
  ConstructResult result;
  auto stop = [&] {
    result.stopped = !options.until_deadline || budget.reason() != StopReason::kDeadline;
  };
  // Inserts `c` into `list` (best first, at most `cap`, keys distinct); false when not kept.
  const double cross_weight = builder.cross_weight();
  auto keep = [cross_weight](std::vector<Construction>& list, size_t cap, Construction& c) {
    const std::string key = Key(c);
    for (const Construction& o : list) {
      if (Key(o) == key) return false;
    }
    auto at = std::find_if(list.begin(), list.end(),
                           [&](const Construction& o) { return Better(c, o, cross_weight); });
    if (static_cast<size_t>(at - list.begin()) >= cap) return false;
    list.insert(at, std::move(c));
    if (list.size() > cap) list.pop_back();
    return true;
  };
  std::set<std::string> seen;  // every attempt's layout, so a pool holds new ones only
  // Rounds of `attempts` seeded attempts, then the local search on the round's best few. Without
  // a deadline the rounds are the default ones above (the result depends on the seed only);
  // with one, rounds go on with new attempts until it passes, so a longer time limit never ends
  // worse than the default run.
  for (int round = 0;; ++round) {
    const bool sparse = !result.layouts.empty() && result.layouts.front().unplaced.empty() &&
                        Merit(result.layouts.front()) < kDenseEnough;
    const bool more = options.until_deadline
                          ? budget.CheckNow()
                          : round < default_rounds || (sparse && round < default_rounds + 1);
    if (round > 0 && !more) break;
    std::vector<Construction> layouts;
    bool stopped = false;
    for (int j = 0; j < attempts; ++j) {
      const int i = round * attempts + j;
      if (i > 0 && !budget.Step()) {
        stop();
        stopped = true;
        break;
      }
      Construction c = builder.Run(i);
      ++result.attempts;
      if (std::max(c.grid.width, c.grid.height) <= 2 * std::min(c.grid.width, c.grid.height)) {
        builder.Record(static_cast<int>(c.grid.entries.size()), c.grid.width * c.grid.height);
      }
      Number(c.grid);
      if (seen.insert(Key(c)).second) keep(layouts, pool, c);
      if (options.progress && (i & 15) == 15) {
        Progress p;
        p.phase = "laying out";
        p.nodes = result.attempts;
        p.elapsed = budget.ElapsedSeconds();
        p.fraction = options.until_deadline ? -1 : (j + 1.0) / (attempts + 1.0);
        // A later round can have only layouts seen before (none kept): the best so far counts.
        const std::vector<Construction>& best = layouts.empty() ? result.layouts : layouts;
        p.found = best.empty() ? 0 : static_cast<int64_t>(best.front().grid.entries.size());
        options.progress(p);
      }
    }
    for (size_t k = 0; k < layouts.size(); ++k) {
      Construction c = layouts[k];
      if (!stopped && budget.CheckNow()) {
        Rng rng = Rng(options.seed).Fork(kImproveStream + static_cast<uint64_t>(round) * pool + k);
        c = builder.Improve(std::move(c), steps, rng, budget);
        c = builder.Shrink(std::move(c), shrink_steps, rng, budget);
        Number(c.grid);
        if (budget.Exhausted()) stop();
      }
      if (!keep(result.layouts, want, c)) keep(result.layouts, want, layouts[k]);
      if (options.progress) {
        Progress p;
        p.phase = "improving";
        p.nodes = result.attempts;
        p.elapsed = budget.ElapsedSeconds();
        p.fraction = options.until_deadline
                         ? -1
                         : static_cast<double>(k + 1) / static_cast<double>(layouts.size());
        p.found = static_cast<int64_t>(result.layouts.front().grid.entries.size());
        options.progress(p);
      }
    }
    if (stopped) break;
  }
  return result;
}

}  // namespace ps::layout
