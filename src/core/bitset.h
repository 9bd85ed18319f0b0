// A dynamically sized bitset over 64-bit words, the domain representation of the search engine
// and the word index of the crossword kinds. Bits past size() are always zero.
//
//   word 0: bits 0..63 (bit i at 1 << i), word 1: bits 64..127, ...
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

namespace ps {

class Bitset {
 public:
  Bitset() = default;
  explicit Bitset(int size, bool value = false)
      : size_(size), words_(static_cast<size_t>((size + 63) / 64), value ? ~0ULL : 0ULL) {
    if (value) TrimTail();
  }

  int size() const { return size_; }
  bool Test(int i) const { return (words_[Word(i)] >> Bit(i)) & 1ULL; }
  void Set(int i) { words_[Word(i)] |= 1ULL << Bit(i); }
  void Reset(int i) { words_[Word(i)] &= ~(1ULL << Bit(i)); }
  void Clear() {
    for (auto& w : words_) w = 0;
  }

  int Count() const {
    int n = 0;
    for (auto w : words_) n += std::popcount(w);
    return n;
  }
  bool Any() const {
    for (auto w : words_) {
      if (w) return true;
    }
    return false;
  }
  bool None() const { return !Any(); }

  // Index of the first set bit at or after `from`, or -1.
  int Next(int from) const {
    if (from >= size_) return -1;
    size_t wi = Word(from);
    uint64_t w = words_[wi] & (~0ULL << Bit(from));
    for (;;) {
      if (w) return static_cast<int>(wi * 64 + static_cast<size_t>(std::countr_zero(w)));
      if (++wi >= words_.size()) return -1;
      w = words_[wi];
    }
  }
  int First() const { return Next(0); }

  bool Intersects(const Bitset& o) const {
    for (size_t i = 0; i < words_.size(); ++i) {
      if (words_[i] & o.words_[i]) return true;
    }
    return false;
  }
  // Every set bit of this is set in o.
  bool IsSubsetOf(const Bitset& o) const {
    for (size_t i = 0; i < words_.size(); ++i) {
      if (words_[i] & ~o.words_[i]) return false;
    }
    return true;
  }
  int CountAnd(const Bitset& o) const {
    int n = 0;
    for (size_t i = 0; i < words_.size(); ++i) n += std::popcount(words_[i] & o.words_[i]);
    return n;
  }
  // this &= o; returns true if any bit was cleared.
  bool AndWith(const Bitset& o) {
    uint64_t changed = 0;
    for (size_t i = 0; i < words_.size(); ++i) {
      uint64_t nw = words_[i] & o.words_[i];
      changed |= nw ^ words_[i];
      words_[i] = nw;
    }
    return changed != 0;
  }
  void OrWith(const Bitset& o) {
    for (size_t i = 0; i < words_.size(); ++i) words_[i] |= o.words_[i];
  }
  // this &= ~o
  bool AndNotWith(const Bitset& o) {
    uint64_t changed = 0;
    for (size_t i = 0; i < words_.size(); ++i) {
      uint64_t nw = words_[i] & ~o.words_[i];
      changed |= nw ^ words_[i];
      words_[i] = nw;
    }
    return changed != 0;
  }

  bool operator==(const Bitset& o) const = default;

  const std::vector<uint64_t>& words() const { return words_; }

 private:
  static size_t Word(int i) { return static_cast<size_t>(i) >> 6; }
  static int Bit(int i) { return i & 63; }
  void TrimTail() {
    if (size_ % 64 != 0 && !words_.empty()) words_.back() &= (1ULL << (size_ % 64)) - 1;
  }

  int size_ = 0;
  std::vector<uint64_t> words_;
};

}  // namespace ps
