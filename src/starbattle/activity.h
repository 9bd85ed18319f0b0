// The CDCL solver's decision order (cdcl.cc): a binary heap of cells, most active first (the lower
// cell on ties), with activities bumped by conflicts and decayed by raising the bump (VSIDS).
#pragma once

#include <cstddef>
#include <vector>

namespace ps::starbattle {

class ActivityOrder {
 public:
  // Cells 0 .. cells-1, all in the heap, all of activity 0.
  explicit ActivityOrder(int cells)
      : activity_(static_cast<size_t>(cells), 0.0), pos_(static_cast<size_t>(cells), -1) {
    for (int c = 0; c < cells; ++c) Insert(c);
  }

  // A cell in a conflict: more active (rescaled, all together, before they overflow).
  void Bump(int v) {
    activity_[Z(v)] += inc_;
    if (activity_[Z(v)] > 1e100) {
      for (double& a : activity_) a *= 1e-100;
      inc_ *= 1e-100;
    }
    if (pos_[Z(v)] >= 0) SiftUp(pos_[Z(v)]);
  }
  // After a conflict: later bumps weigh 1/decay times more.
  void Decay(double decay) { inc_ /= decay; }
  // A cell back in the heap (unassigned again); nothing when it is there.
  void Insert(int v) {
    if (pos_[Z(v)] >= 0) return;
    heap_.push_back(v);
    pos_[Z(v)] = static_cast<int>(heap_.size()) - 1;
    SiftUp(static_cast<int>(heap_.size()) - 1);
  }
  bool Empty() const { return heap_.empty(); }
  // The most active cell, taken out of the heap.
  int PopTop() {
    const int top = heap_[0];
    pos_[Z(top)] = -1;
    const int last = heap_.back();
    heap_.pop_back();
    if (!heap_.empty()) {
      Place(0, last);
      SiftDown(0);
    }
    return top;
  }

 private:
  static size_t Z(int i) { return static_cast<size_t>(i); }
  bool Before(int a, int b) const {
    return activity_[Z(a)] > activity_[Z(b)] || (activity_[Z(a)] == activity_[Z(b)] && a < b);
  }
  void Place(int i, int v) {
    heap_[Z(i)] = v;
    pos_[Z(v)] = i;
  }
  void SiftUp(int i) {
    const int v = heap_[Z(i)];
    while (i > 0 && Before(v, heap_[Z((i - 1) / 2)])) {
      Place(i, heap_[Z((i - 1) / 2)]);
      i = (i - 1) / 2;
    }
    Place(i, v);
  }
  void SiftDown(int i) {
    const int v = heap_[Z(i)];
    const int size = static_cast<int>(heap_.size());
    for (;;) {
      int child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && Before(heap_[Z(child + 1)], heap_[Z(child)])) ++child;
      if (!Before(heap_[Z(child)], v)) break;
      Place(i, heap_[Z(child)]);
      i = child;
    }
    Place(i, v);
  }

  std::vector<double> activity_;
  std::vector<int> heap_, pos_;
  double inc_ = 1;
};

}  // namespace ps::starbattle
