// Jigsaw regions grown at random; see regions.h.
#include "sudoku/regions.h"

#include <algorithm>

namespace ps::sudoku {

namespace {

// The cells beside cell c (up to four), into out; returns how many.
int Beside(int n, int c, int* out) {
  const int y = c / n, x = c % n;
  int k = 0;
  if (x > 0) out[k++] = c - 1;
  if (x + 1 < n) out[k++] = c + 1;
  if (y > 0) out[k++] = c - n;
  if (y + 1 < n) out[k++] = c + n;
  return k;
}

// One growth; false when a region is shut in before it is full.
bool GrowOnce(int n, Rng& rng, std::vector<int>& region) {
  const int cells = n * n;
  region.assign(static_cast<size_t>(cells), -1);
  std::vector<int> size(static_cast<size_t>(n), 1);
  for (int k = 0; k < n; ++k) {
    int c = 0;
    do {
      c = static_cast<int>(rng.Below(static_cast<uint64_t>(cells)));
    } while (region[static_cast<size_t>(c)] >= 0);
    region[static_cast<size_t>(c)] = k;
  }
  std::vector<int> free_beside(static_cast<size_t>(n));
  std::vector<int> choices;
  int nb[4];
  for (int placed = n; placed < cells; ++placed) {
    // Per region, its free cells beside it (a free cell counted once per region it touches).
    std::fill(free_beside.begin(), free_beside.end(), 0);
    for (int c = 0; c < cells; ++c) {
      if (region[static_cast<size_t>(c)] >= 0) continue;
      int touched[4], t = 0;
      const int k = Beside(n, c, nb);
      for (int i = 0; i < k; ++i) {
        const int r = region[static_cast<size_t>(nb[i])];
        if (r < 0 || std::find(touched, touched + t, r) != touched + t) continue;
        touched[t++] = r;
        ++free_beside[static_cast<size_t>(r)];
      }
    }
    int grow = -1;
    for (int r = 0; r < n; ++r) {
      if (size[static_cast<size_t>(r)] >= n) continue;
      const int f = free_beside[static_cast<size_t>(r)];
      if (f == 0) return false;  // shut in before it is full
      if (grow < 0 || f < free_beside[static_cast<size_t>(grow)]) grow = r;
    }
    choices.clear();
    for (int c = 0; c < cells; ++c) {
      if (region[static_cast<size_t>(c)] >= 0) continue;
      const int k = Beside(n, c, nb);
      for (int i = 0; i < k; ++i) {
        if (region[static_cast<size_t>(nb[i])] == grow) {
          choices.push_back(c);
          break;
        }
      }
    }
    const int c = choices[static_cast<size_t>(rng.Below(choices.size()))];
    region[static_cast<size_t>(c)] = grow;
    ++size[static_cast<size_t>(grow)];
  }
  // Numbered in order of first appearance.
  std::vector<int> number(static_cast<size_t>(n), -1);
  int next = 0;
  for (int& r : region) {
    if (number[static_cast<size_t>(r)] < 0) number[static_cast<size_t>(r)] = next++;
    r = number[static_cast<size_t>(r)];
  }
  return true;
}

}  // namespace

std::vector<int> GrowRegions(int n, Rng& rng, Budget& budget) {
  std::vector<int> region;
  while (budget.Step()) {
    if (GrowOnce(n, rng, region)) return region;
  }
  return {};
}

bool RegionsConnected(int n, const std::vector<uint8_t>& regions) {
  const int cells = n * n;
  if (static_cast<int>(regions.size()) != cells) return false;
  std::vector<char> reached(static_cast<size_t>(cells), 0);
  std::vector<int> stack;
  int nb[4];
  for (int r = 0; r < n; ++r) {
    const auto first = std::find(regions.begin(), regions.end(), static_cast<uint8_t>(r));
    if (first == regions.end()) return false;
    stack.assign(1, static_cast<int>(first - regions.begin()));
    reached[static_cast<size_t>(stack[0])] = 1;
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      const int k = Beside(n, c, nb);
      for (int i = 0; i < k; ++i) {
        const auto d = static_cast<size_t>(nb[i]);
        if (regions[d] == r && !reached[d]) {
          reached[d] = 1;
          stack.push_back(nb[i]);
        }
      }
    }
  }
  return std::all_of(reached.begin(), reached.end(), [](char x) { return x != 0; });
}

}  // namespace ps::sudoku
