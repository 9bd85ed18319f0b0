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

#include <algorithm>
#include <bit>

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

std::string Unit(const LogicGrid& g, int a, int b) {
  const int u = SharedUnit(g, a, b);
  return u < 0 ? "a unit" : UnitText(g, u);
}

// An X-chain on value v from its start (the first cell, "off") to its end, link by link: strong
// links (v's only two places in a unit) and weak ones (two squares in one unit), then why one end
// holds v.
std::string XChainText(const LogicGrid& g, const std::vector<int>& chain, int v) {
  const char value = ValueChar(v);
  std::string out = fmt::format("X-chain on {}: ", value);
  for (size_t i = 0; i + 1 < chain.size(); ++i) {
    const int a = chain[i], b = chain[i + 1];
    if (i > 0) out += "; ";
    if (i % 2 == 0) {
      out += fmt::format("{} and {} are {}'s only places in {} (strong link)", CellText(g, a),
                         CellText(g, b), value, Unit(g, a, b));
    } else {
      out += fmt::format("{} and {} share {} (weak link)", CellText(g, a), CellText(g, b),
                         Unit(g, a, b));
    }
  }
  const std::string first = CellText(g, chain.front()), last = CellText(g, chain.back());
  return out + fmt::format(
                   ". One end, {} or {}, is {}, because if {} is not {} each link in turn forces "
                   "the next, and {} is {}; a square seeing both ends cannot be {}",
                   first, last, value, first, value, last, value, value);
}

// An XY-chain from its start (which is not z, so holds its other value) through two-value
// squares, each seeing the one before it, to an end that then holds z.
std::string XYChainText(const LogicGrid& g, const std::vector<std::pair<int, int>>& chain,
                        uint16_t z) {
  auto two = [&](int c) { return fmt::format("{} {{{}}}", CellText(g, c), ValuesText(g.cand(c))); };
  const int start = chain.front().first, end = chain.back().first;
  std::string out =
      fmt::format("XY-chain of two-digit squares: if {} is not {} it is {} (strong link)",
                  two(start), ValuesText(z), ValueChar(chain.front().second + 1));
  for (size_t i = 1; i < chain.size(); ++i) {
    const auto [c, v] = chain[i];
    out += fmt::format("; {} sees it in {} (weak link), so is {} (strong link)", two(c),
                       Unit(g, chain[i - 1].first, c), ValueChar(v + 1));
  }
  return out + fmt::format(
                   ". So {} or {} is {}, because each square holds one of its two digits (a strong "
                   "link) and a square seeing it cannot hold the same one (a weak link); a square "
                   "seeing both ends cannot be {}",
                   CellText(g, start), CellText(g, end), ValuesText(z), ValuesText(z));
}

}  // namespace

// The kind of unit of an X-chain's strong link between a and b on value bit: 0 a row, 1 a
// column (when the value has just these two places there), else 2 (a box or a diagonal).
int StrongKind(const LogicGrid& g, int a, int b, uint16_t bit) {
  const auto& units = g.topo().units;
  const int n = g.n();
  for (int u = 0; u < 2 * n; ++u) {
    const auto& unit = units[static_cast<size_t>(u)];
    if (std::find(unit.begin(), unit.end(), a) == unit.end() ||
        std::find(unit.begin(), unit.end(), b) == unit.end())
      continue;
    int places = 0;
    for (int c : unit) places += !g.value(c) && (g.cand(c) & bit);
    if (places == 2) return u < n ? 0 : 1;
  }
  return 2;
}

// The rating of an X-chain (cells from the start, `links` links): see logic.h.
double XChainRating(const LogicGrid& g, const std::vector<int>& chain, int links, uint16_t bit) {
  if (links != 3 && links != 5) return 6.5 + LengthBonus(links);
  bool row = false, column = false, other = false;
  for (size_t i = 0; i + 1 < chain.size(); i += 2) {
    const int kind = StrongKind(g, chain[i], chain[i + 1], bit);
    (kind == 0 ? row : kind == 1 ? column : other) = true;
  }
  // Skyscraper and kite (a row and a column) 4.1, turbot fish (a box) 4.2; five links: 5.4 /
  // 5.6 / 5.5. (Sukaku Explainer rates a skyscraper 4.0; 4.1 here keeps everything up to 4.0
  // to the quick solver's techniques, which the generator relies on.)
  if (links == 3) return other ? 4.2 : 4.1;
  return other ? 5.5 : (row && column) ? 5.6 : 5.4;
}

bool XChain(const LogicGrid& g, Step& step, int max_links) {
  const int n = g.n();
  const auto& units = g.topo().units;
  const size_t cells = static_cast<size_t>(g.cells());
  const std::vector<CellMask> holders = CandidateMasks(g);
  bool found = false;
  // Strong links per cell (at most one per unit the cell is in), the BFS's parents and depths
  // (links from the start) over states cell * 2 + on, and its queue: reused for every start.
  constexpr int kMaxUnitsPerCell = 5;
  std::vector<int> strong_count(cells), strong(cells * kMaxUnitsPerCell);
  // A state is reached in the current BFS when its mark is the BFS's number (no clearing).
  std::vector<int> parent(cells * 2), depth(cells * 2), mark(cells * 2, 0), queue;
  int bfs = 0;
  queue.reserve(cells * 2);
  for (int v = 1; v <= n; ++v) {
    const uint16_t bit = static_cast<uint16_t>(1u << (v - 1));
    const CellMask& with_v = holders[static_cast<size_t>(v - 1)];
    auto has = [&](int c) { return !g.value(c) && (g.cand(c) & bit); };
    std::fill(strong_count.begin(), strong_count.end(), 0);
    auto add_strong = [&](int from, int to) {
      strong[static_cast<size_t>(from) * kMaxUnitsPerCell +
             static_cast<size_t>(strong_count[static_cast<size_t>(from)]++)] = to;
    };
    for (const auto& unit : units) {
      int a = -1, b = -1, k = 0;
      for (int c : unit) {
        if (has(c)) {
          (k == 0 ? a : b) = c;
          ++k;
        }
      }
      if (k == 2) {
        add_strong(a, b);
        add_strong(b, a);
      }
    }
    for (int start = 0; start < g.cells(); ++start) {
      if (strong_count[static_cast<size_t>(start)] == 0) continue;
      // BFS over (cell, on) where on = the chain says this cell holds v.
      ++bfs;
      queue.clear();
      size_t head = 0;
      parent[static_cast<size_t>(start) * 2] = -1;  // start is "off"
      mark[static_cast<size_t>(start) * 2] = bfs;
      depth[static_cast<size_t>(start) * 2] = 0;
      queue.push_back(start * 2);
      while (head < queue.size()) {
        const int state = queue[head++];
        const int c = state / 2;
        const bool on = state % 2;
        const int links = depth[static_cast<size_t>(state)];
        if (on && c != start && links >= 3 && SeenByBoth(g, start, c, with_v)) {
          auto removals = RemovalsSeeingAll(g, {start, c}, bit);
          std::vector<int> chain;
          for (int s = state; s >= 0; s = parent[static_cast<size_t>(s)]) chain.push_back(s / 2);
          std::reverse(chain.begin(), chain.end());  // from the start, as the text reads
          const double rating = XChainRating(g, chain, links, bit);
          if (!found || rating < step.rating) {
            step = {};
            step.technique = Technique::kXChain;
            step.rating = rating;
            step.cells = chain;
            step.removals = std::move(removals);
            if (g.explain()) step.text = XChainText(g, chain, v);
            found = true;
          }
          break;
        }
        if (links >= std::min(kMaxLinks, max_links)) continue;
        auto visit = [&](int t, int on_next) {
          const size_t next = static_cast<size_t>(t) * 2 + static_cast<size_t>(on_next);
          if (mark[next] == bfs) return;
          mark[next] = bfs;
          parent[next] = state;
          depth[next] = links + 1;
          queue.push_back(static_cast<int>(next));
        };
        if (!on) {
          const size_t from = static_cast<size_t>(c) * kMaxUnitsPerCell;
          for (int i = 0; i < strong_count[static_cast<size_t>(c)]; ++i)
            visit(strong[from + static_cast<size_t>(i)], 1);
        } else {
          // The peers holding v, in cell order (as the peer lists are).
          const CellMask& peers = g.topo().peer_mask[static_cast<size_t>(c)];
          for (int wi = 0; wi < kMaxCells / 64; ++wi) {
            for (uint64_t w = peers.w[wi] & with_v.w[wi]; w; w &= w - 1)
              visit(wi * 64 + std::countr_zero(w), 0);
          }
        }
      }
      // Nothing lower can come (a grader reaches longer chains only when no shorter one exists).
      if (found && step.rating <= (max_links <= 3 ? 4.1 : max_links <= 5 ? 5.4 : 6.6)) return true;
    }
  }
  return found;
}

bool XYChain(const LogicGrid& g, Step& step) {
  const int n = g.n();
  auto bivalue = [&](int c) {
    return !g.value(c) && std::popcount(static_cast<unsigned>(g.cand(c))) == 2;
  };
  const std::vector<CellMask> holders = CandidateMasks(g);
  bool found = false;
  const size_t cells = static_cast<size_t>(g.cells());
  // The BFS's parents and depths over states cell * n + value, and its queue: reused.
  std::vector<int> parent(cells * static_cast<size_t>(n)), depth(cells * static_cast<size_t>(n));
  std::vector<int> mark(cells * static_cast<size_t>(n), 0);  // as in XChain
  int bfs = 0;
  std::vector<int> queue;
  queue.reserve(cells * static_cast<size_t>(n));
  // Each cell's two-candidate peers (in peer order), the only cells a chain goes on to.
  // Listed for the two-candidate cells only (chains pass through no others), from bit masks.
  CellMask bi_cells;
  for (int c = 0; c < g.cells(); ++c) {
    if (bivalue(c)) bi_cells.Set(c);
  }
  std::vector<int> bi_start(cells + 1, 0), bi_peers;
  bi_peers.reserve(cells * 4);
  for (size_t c = 0; c < cells; ++c) {
    bi_start[c] = static_cast<int>(bi_peers.size());
    if (!bi_cells.Test(static_cast<int>(c))) continue;
    const CellMask& peers = g.topo().peer_mask[c];
    for (int wi = 0; wi < kMaxCells / 64; ++wi) {
      for (uint64_t w = peers.w[wi] & bi_cells.w[wi]; w; w &= w - 1)
        bi_peers.push_back(wi * 64 + std::countr_zero(w));
    }
  }
  bi_start[cells] = static_cast<int>(bi_peers.size());
  for (int start = 0; start < g.cells(); ++start) {
    if (!bivalue(start)) continue;
    for (int zi = 0; zi < 2; ++zi) {
      uint16_t both = g.cand(start);
      uint16_t z = static_cast<uint16_t>(zi == 0 ? both & (0u - both) : both & (both - 1));
      const CellMask& with_z =
          holders[static_cast<size_t>(std::countr_zero(static_cast<unsigned>(z)))];
      // State: (cell, value the chain puts there); the start holds the other value.
      ++bfs;
      queue.clear();
      size_t head = 0;
      int v0 = std::countr_zero(static_cast<unsigned>(both & ~z));
      int s0 = start * n + v0;
      parent[static_cast<size_t>(s0)] = -1;
      mark[static_cast<size_t>(s0)] = bfs;
      depth[static_cast<size_t>(s0)] = 0;
      queue.push_back(s0);
      while (head < queue.size()) {
        int state = queue[head++];
        int c = state / n, v = state % n;
        const int length = depth[static_cast<size_t>(state)];
        // c holds v, so bivalue peers with v hold their other value.
        if (length >= kMaxLinks) continue;
        bool done = false;
        for (int k = bi_start[static_cast<size_t>(c)]; k < bi_start[static_cast<size_t>(c) + 1];
             ++k) {
          const int t = bi_peers[static_cast<size_t>(k)];
          if (!(g.cand(t) & (1u << v))) continue;
          int w = std::countr_zero(static_cast<unsigned>(g.cand(t) & ~(1u << v)));
          size_t next = static_cast<size_t>(t * n + w);
          if (mark[next] == bfs) continue;
          mark[next] = bfs;
          parent[next] = state;
          depth[next] = length + 1;
          if ((1u << w) == z && length + 1 >= 2 && SeenByBoth(g, start, t, with_z)) {
            auto removals = RemovalsSeeingAll(g, {start, t}, z);
            std::vector<int> chain;
            std::vector<std::pair<int, int>> links;  // (cell, value from 0), from the start
            for (int s = static_cast<int>(next); s >= 0; s = parent[static_cast<size_t>(s)]) {
              chain.push_back(s / n);
              links.push_back({s / n, s % n});
            }
            std::reverse(chain.begin(), chain.end());
            std::reverse(links.begin(), links.end());
            double rating = 6.6 + LengthBonus(static_cast<int>(chain.size()) * 2);
            if (!found || rating < step.rating) {
              step = {};
              step.technique = Technique::kXYChain;
              step.rating = rating;
              step.cells = chain;
              step.removals = std::move(removals);
              if (g.explain()) step.text = XYChainText(g, links, z);
              found = true;
            }
            done = true;
            break;
          }
          queue.push_back(static_cast<int>(next));
        }
        if (done) break;
      }
    }
    if (found && step.rating <= 6.6) return true;
  }
  return found;
}

}  // namespace ps::sudoku::logic
