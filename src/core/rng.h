// A portable, seeded random number generator: xoshiro256** (Blackman and Vigna, 2018) seeded
// through SplitMix64. Unlike std::*_distribution, every operation here gives the same stream on
// every compiler and standard library, so a seed reproduces a puzzle everywhere.
#pragma once

#include <cstdint>
#include <span>
#include <utility>

namespace ps {

class Rng {
 public:
  explicit Rng(uint64_t seed = 0);

  uint64_t Next();
  // Uniform in [0, n), without modulo bias. n must be > 0.
  uint64_t Below(uint64_t n);
  // Uniform in [lo, hi], inclusive.
  int64_t Between(int64_t lo, int64_t hi);
  // Uniform in [0, 1).
  double NextDouble();
  bool Chance(double p) { return NextDouble() < p; }

  // Fisher-Yates shuffle.
  template <typename T>
  void Shuffle(std::span<T> items) {
    for (size_t i = items.size(); i > 1; --i) {
      size_t j = static_cast<size_t>(Below(i));
      std::swap(items[i - 1], items[j]);
    }
  }

  // An independent generator for a sub-task (e.g. the i-th puzzle of a batch).
  Rng Fork(uint64_t stream);

 private:
  uint64_t s_[4];
};

// SplitMix64 step, also used to derive seeds.
uint64_t SplitMix64(uint64_t& state);

}  // namespace ps
