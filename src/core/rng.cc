// xoshiro256** with SplitMix64 seeding; see rng.h.
#include "core/rng.h"

namespace ps {

namespace {
inline uint64_t Rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}  // namespace

uint64_t SplitMix64(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

Rng::Rng(uint64_t seed) {
  uint64_t st = seed;
  for (auto& s : s_) s = SplitMix64(st);
}

uint64_t Rng::Next() {
  const uint64_t result = Rotl(s_[1] * 5, 7) * 9;
  const uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = Rotl(s_[3], 45);
  return result;
}

uint64_t Rng::Below(uint64_t n) {
  // Reject the top sliver that would make `x % n` uneven.
  const uint64_t threshold = (0 - n) % n;
  for (;;) {
    uint64_t x = Next();
    if (x >= threshold) return x % n;
  }
}

int64_t Rng::Between(int64_t lo, int64_t hi) {
  uint64_t span = static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo) + 1;
  if (span == 0) return static_cast<int64_t>(Next());  // the full 64-bit range
  return static_cast<int64_t>(static_cast<uint64_t>(lo) + Below(span));
}

double Rng::NextDouble() { return static_cast<double>(Next() >> 11) * 0x1.0p-53; }

Rng Rng::Fork(uint64_t stream) {
  uint64_t st = Next() ^ (stream * 0xd1b54a32d192ed03ULL);
  return Rng(SplitMix64(st));
}

}  // namespace ps
