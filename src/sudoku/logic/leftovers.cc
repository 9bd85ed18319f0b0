// The law of leftovers (jigsaw Sudoku only): k whole rows (or columns) hold each digit k times,
// and so do any k regions; what the rows and the regions share cancels, so the squares of the
// rows outside the regions hold the same digits as the squares of the regions outside the rows.
// With the k regions that cover most of a band of k lines, a few squares are left on each side
// (1 to 3 here): a digit that no square of one side can hold leaves every square of the other.
// Rated 4.1 with one square a side, 4.2 with two, 4.3 with three (our own scale: Sudoku
// Explainer has no jigsaw).
#include <fmt/format.h>

#include <algorithm>
#include <numeric>

#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace ps::sudoku::logic {

namespace {

// The squares' digits: a placed one, else its candidates.
uint16_t Digits(const LogicGrid& g, const std::vector<int>& cells) {
  uint16_t m = 0;
  for (int c : cells) {
    m = static_cast<uint16_t>(m | (g.value(c) ? 1u << (g.value(c) - 1) : g.cand(c)));
  }
  return m;
}

}  // namespace

bool LawOfLeftovers(const LogicGrid& g, Step& step) {
  const Geometry& geo = g.topo().geo;
  if (!geo.jigsaw()) return false;
  const int n = g.n();
  constexpr int kMaxLeft = 3;
  for (int left = 1; left <= kMaxLeft; ++left) {
    for (bool rows : {true, false}) {
      for (int k = 1; k < n; ++k) {
        for (int first = 0; first + k <= n; ++first) {
          auto in_band = [&](int c) {
            const int line = rows ? c / n : c % n;
            return line >= first && line < first + k;
          };
          // The k regions with most squares in the band (ties: the lower number).
          std::vector<int> count(static_cast<size_t>(n), 0);
          for (int c = 0; c < n * n; ++c) {
            if (in_band(c)) ++count[geo.regions[static_cast<size_t>(c)]];
          }
          std::vector<int> order(static_cast<size_t>(n));
          std::iota(order.begin(), order.end(), 0);
          std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return count[static_cast<size_t>(a)] > count[static_cast<size_t>(b)];
          });
          std::vector<char> chosen(static_cast<size_t>(n), 0);
          int covered = 0;
          for (int i = 0; i < k; ++i) {
            chosen[static_cast<size_t>(order[static_cast<size_t>(i)])] = 1;
            covered += count[static_cast<size_t>(order[static_cast<size_t>(i)])];
          }
          if (k * n - covered != left) continue;
          std::vector<int> out, in;  // band squares outside the regions; region squares outside
          for (int c = 0; c < n * n; ++c) {
            const bool region = chosen[geo.regions[static_cast<size_t>(c)]] != 0;
            if (in_band(c) && !region) out.push_back(c);
            if (!in_band(c) && region) in.push_back(c);
          }
          const uint16_t out_digits = Digits(g, out), in_digits = Digits(g, in);
          std::vector<std::pair<int, uint16_t>> removals;
          for (const auto& [side, other] :
               {std::pair{&out, in_digits}, std::pair{&in, out_digits}}) {
            for (int c : *side) {
              const uint16_t gone = static_cast<uint16_t>(g.cand(c) & ~other);
              if (!g.value(c) && gone) removals.push_back({c, gone});
            }
          }
          if (removals.empty()) continue;
          step = {};
          step.technique = Technique::kLawOfLeftovers;
          step.rating = 4.0 + 0.1 * left;
          step.cells = out;
          step.cells.insert(step.cells.end(), in.begin(), in.end());
          step.removals = std::move(removals);
          if (g.explain()) {
            std::vector<int> regions;
            for (int r = 0; r < n; ++r) {
              if (chosen[static_cast<size_t>(r)]) regions.push_back(r);
            }
            std::string names;
            for (size_t i = 0; i < regions.size(); ++i) {
              if (i > 0) names += i + 1 == regions.size() ? " and " : ", ";
              names += std::to_string(regions[i] + 1);
            }
            const std::string lines =
                k == 1
                    ? fmt::format("{} {}", rows ? "row" : "column", first + 1)
                    : fmt::format("{} {} to {}", rows ? "rows" : "columns", first + 1, first + k);
            step.text = fmt::format(
                "{} and region{} {} hold the same digits, so {} (in the {}, outside the "
                "region{}) and {} (in the region{}, outside the {}) hold the same digits too",
                lines, k == 1 ? "" : "s", names, CellsText(g, out), rows ? "rows" : "columns",
                k == 1 ? "" : "s", CellsText(g, in), k == 1 ? "" : "s", rows ? "rows" : "columns");
          }
          return true;
        }
      }
    }
  }
  return false;
}

}  // namespace ps::sudoku::logic
