// Chains.
//   X-chain: for one value, an alternating chain of strong links (the value has exactly two
//     places in a unit) and weak links (two cells that see each other), starting and ending with
//     a strong link: one of its two ends holds the value, so cells seeing both ends lose it.
//     Three links are the skyscraper / turbot fish; simple colouring finds the same removals.
//   XY-chain: a chain of two-candidate cells, each seeing the next and sharing a value with it;
//     if the first cell is not z the last one is: cells seeing both ends lose z.
// Both search breadth first, so the shortest chain with a removal is reported; the rating grows
// with the length as in Sudoku Explainer.
#include <fmt/format.h>

#include <bit>
#include <deque>

#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace ps::sudoku::logic {

namespace {

constexpr int kMaxLinks = 16;

double LengthBonus(int links) {
  // +0.1 per doubling of the length past four links, as SE's chain ratings grow.
  double b = 0;
  for (int l = 4; l < links && b < 0.6; l *= 2) b += 0.1;
  return b;
}

std::string ChainText(const LogicGrid& g, const std::vector<int>& cells) {
  return CellsText(g, cells, " - ");
}

}  // namespace

bool XChain(const LogicGrid& g, Step& step) {
  const int n = g.n();
  const auto& units = g.topo().units;
  bool found = false;
  for (int v = 1; v <= n; ++v) {
    const uint16_t bit = static_cast<uint16_t>(1u << (v - 1));
    auto has = [&](int c) { return !g.value(c) && (g.cand(c) & bit); };
    // Strong links per cell.
    std::vector<std::vector<int>> strong(static_cast<size_t>(g.cells()));
    for (const auto& unit : units) {
      int a = -1, b = -1, k = 0;
      for (int c : unit) {
        if (has(c)) {
          (k == 0 ? a : b) = c;
          ++k;
        }
      }
      if (k == 2) {
        strong[static_cast<size_t>(a)].push_back(b);
        strong[static_cast<size_t>(b)].push_back(a);
      }
    }
    for (int start = 0; start < g.cells(); ++start) {
      if (strong[static_cast<size_t>(start)].empty()) continue;
      // BFS over (cell, on) where on = the chain says this cell holds v.
      const size_t cells = static_cast<size_t>(g.cells());
      std::vector<int> parent(cells * 2, -2);
      std::deque<int> queue;
      parent[static_cast<size_t>(start) * 2] = -1;  // start is "off"
      queue.push_back(start * 2);
      while (!queue.empty()) {
        int state = queue.front();
        queue.pop_front();
        int c = state / 2;
        bool on = state % 2;
        // Chain length so far.
        int links = 0;
        for (int s = state; parent[static_cast<size_t>(s)] >= 0; s = parent[static_cast<size_t>(s)])
          ++links;
        if (on && c != start && links >= 3) {
          auto removals = RemovalsSeeingAll(g, {start, c}, bit);
          if (!removals.empty()) {
            std::vector<int> chain;
            for (int s = state; s >= 0; s = parent[static_cast<size_t>(s)]) chain.push_back(s / 2);
            double rating = 6.5 + LengthBonus(links);
            if (!found || rating < step.rating) {
              step = {};
              step.technique = Technique::kXChain;
              step.rating = rating;
              step.cells = chain;
              step.removals = std::move(removals);
              if (g.explain())
                step.text = fmt::format("X-chain on {}: {} ({} links): one end is {}", ValueChar(v),
                                        ChainText(g, chain), links, ValueChar(v));
              found = true;
            }
            break;
          }
        }
        if (links >= kMaxLinks) continue;
        if (!on) {
          for (int t : strong[static_cast<size_t>(c)]) {
            size_t next = static_cast<size_t>(t) * 2 + 1;
            if (parent[next] == -2) {
              parent[next] = state;
              queue.push_back(static_cast<int>(next));
            }
          }
        } else {
          for (int t : g.topo().peers[static_cast<size_t>(c)]) {
            if (!has(t)) continue;
            size_t next = static_cast<size_t>(t) * 2;
            if (parent[next] == -2) {
              parent[next] = state;
              queue.push_back(static_cast<int>(next));
            }
          }
        }
      }
      if (found && step.rating <= 6.5) return true;
    }
  }
  return found;
}

bool XYChain(const LogicGrid& g, Step& step) {
  const int n = g.n();
  auto bivalue = [&](int c) {
    return !g.value(c) && std::popcount(static_cast<unsigned>(g.cand(c))) == 2;
  };
  bool found = false;
  const size_t cells = static_cast<size_t>(g.cells());
  for (int start = 0; start < g.cells(); ++start) {
    if (!bivalue(start)) continue;
    for (int zi = 0; zi < 2; ++zi) {
      uint16_t both = g.cand(start);
      uint16_t z = static_cast<uint16_t>(zi == 0 ? both & (0u - both) : both & (both - 1));
      // State: (cell, value the chain puts there); the start holds the other value.
      std::vector<int> parent(cells * static_cast<size_t>(n), -2);
      std::deque<int> queue;
      int v0 = std::countr_zero(static_cast<unsigned>(both & ~z));
      int s0 = start * n + v0;
      parent[static_cast<size_t>(s0)] = -1;
      queue.push_back(s0);
      while (!queue.empty()) {
        int state = queue.front();
        queue.pop_front();
        int c = state / n, v = state % n;
        int length = 0;
        for (int s = state; parent[static_cast<size_t>(s)] >= 0; s = parent[static_cast<size_t>(s)])
          ++length;
        // c holds v, so bivalue peers with v hold their other value.
        if (length >= kMaxLinks) continue;
        for (int t : g.topo().peers[static_cast<size_t>(c)]) {
          if (!bivalue(t) || !(g.cand(t) & (1u << v))) continue;
          int w = std::countr_zero(static_cast<unsigned>(g.cand(t) & ~(1u << v)));
          size_t next = static_cast<size_t>(t * n + w);
          if (parent[next] != -2) continue;
          parent[next] = state;
          if ((1u << w) == z && length + 1 >= 2) {
            auto removals = RemovalsSeeingAll(g, {start, t}, z);
            if (!removals.empty()) {
              std::vector<int> chain;
              for (int s = static_cast<int>(next); s >= 0; s = parent[static_cast<size_t>(s)])
                chain.push_back(s / n);
              double rating = 6.6 + LengthBonus(static_cast<int>(chain.size()) * 2);
              if (!found || rating < step.rating) {
                step = {};
                step.technique = Technique::kXYChain;
                step.rating = rating;
                step.cells = chain;
                step.removals = std::move(removals);
                if (g.explain())
                  step.text = fmt::format("XY-chain {}: {} or {} is {}", ChainText(g, chain),
                                          CellText(g, start), CellText(g, t), ValuesText(z));
                found = true;
              }
              queue.clear();
              break;
            }
          }
          queue.push_back(static_cast<int>(next));
        }
      }
    }
    if (found && step.rating <= 6.6) return true;
  }
  return found;
}

}  // namespace ps::sudoku::logic
