// The implication engine behind the forcing chains of dynamic.cc (runs, parents, lengths) and
// its search for steps (dynamic_find.cc), shared by those two files only.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace ps::sudoku::logic::chaining {

// SE's length bonus: 0.1 each time the length (less two) passes 4, 6, 8, 12, 16, 24, 32, ...
inline double ChainLengthBonus(int complexity) {
  double added = 0;
  int ceil = 4, length = complexity - 2;
  bool odd = false;
  while (length > ceil) {
    added += 0.1;
    ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
    odd = !odd;
  }
  return added;
}

// One run of implications from an assumption: which candidates are on (true) or off (false)
// and, for each, the nodes it was derived from. Node k < P is "potential k on", P + k is "off";
// potential k is cell k / n, value k % n + 1.
struct ChainNet {
  std::vector<uint8_t> in;  // per node: reached
  std::vector<int> first, count;
  std::vector<int> pool;   // parents, each node's contiguous from first
  std::vector<int> order;  // nodes in the order reached
  void Reset(int nodes) {
    in.assign(static_cast<size_t>(nodes), 0);
    first.resize(static_cast<size_t>(nodes));
    count.resize(static_cast<size_t>(nodes));
    pool.clear();
    order.clear();
  }
  bool Has(int node) const { return in[static_cast<size_t>(node)] != 0; }
};

struct ChainFound {
  double rating = 0;
  double base = 0;  // the family's rating before the length bonus
  int complexity = 0;
  int sort_key = 0;
  int cell = -1, value = 0;
  bool place = false;  // place `value` in `cell`, else remove it
  std::string text;
};

class Chainer {
 public:
  Chainer(const LogicGrid& g, ChainFamily family, Budget& budget)
      : g_(g), n_(g.n()), cells_(g.cells()), pots_(g.cells() * g.n()), budget_(budget) {
    const bool unary = family == ChainFamily::kForcing;
    nishio_ = family == ChainFamily::kNishio;
    multiple_ = family != ChainFamily::kNishio && !unary;
    dynamic_ = family != ChainFamily::kMultiple && !unary;
    y_links_ = !nishio_;
    level_ = family == ChainFamily::kDynamicPlus ? 1 : 0;
    base_ = level_ > 0 ? 8.5 + 0.5 * level_ : nishio_ ? 7.5 : dynamic_ ? 8.5 : 8.0;
    source_.resize(static_cast<size_t>(cells_));
    for (int c = 0; c < cells_; ++c) source_[static_cast<size_t>(c)] = g.value(c) ? 0 : g.cand(c);
    // Each cell's units as SE takes them: box, row, column, then any other (diagonals).
    const auto& units = g.topo().units;
    cell_units_.resize(static_cast<size_t>(cells_));
    const int nu = static_cast<int>(units.size());
    auto add = [&](int lo, int hi) {
      for (int u = lo; u < hi && u < nu; ++u) {
        for (int c : units[static_cast<size_t>(u)])
          cell_units_[static_cast<size_t>(c)].push_back(u);
      }
    };
    add(2 * n_, 3 * n_);
    add(0, n_);
    add(n_, 2 * n_);
    add(3 * n_, nu);
    cell_pos_.resize(static_cast<size_t>(cells_));
    src_places_.assign(static_cast<size_t>(nu * n_), 0);
    for (int c = 0; c < cells_; ++c) {
      for (int u : cell_units_[static_cast<size_t>(c)]) {
        const auto& unit = units[static_cast<size_t>(u)];
        const int pos = static_cast<int>(std::find(unit.begin(), unit.end(), c) - unit.begin());
        cell_pos_[static_cast<size_t>(c)].push_back(pos);
        for (int v = 1; v <= n_; ++v) {
          if (source_[static_cast<size_t>(c)] & Bit(v)) Places(src_places_, u, v) |= 1u << pos;
        }
      }
    }
    seen_.assign(static_cast<size_t>(2 * pots_), 0);
    mark_.assign(static_cast<size_t>(cells_), 0);
  }

  // The family's easiest step (cell, region, contradiction and double-implication chains).
  bool Find(ChainFound& best);
  // ChainFamily::kForcing: single forcing chains (static, not multiple), which start from a
  // candidate on (or off) and come back to it off (or on); first on one digit's links alone
  // (X-links, 6.6 + length), then with a cell's links too (7.0 + length), as SE.
  // Only steps rated below `below` are looked for.
  bool FindUnary(ChainFound& best, double below);

 private:
  int Pot(int cell, int value) const { return cell * n_ + value - 1; }
  int CellOf(int node) const { return (node % pots_) / n_; }
  int ValueOf(int node) const { return (node % pots_) % n_ + 1; }
  bool IsOn(int node) const { return node < pots_; }
  int Conj(int node) const { return node < pots_ ? node + pots_ : node - pots_; }
  uint16_t Bit(int value) const { return static_cast<uint16_t>(1u << (value - 1)); }

  // A link found: `node` and its parents (in lpool_).
  struct Link {
    int node, first, count;
  };
  void Emit(int node, int parent) {
    links_.push_back({node, static_cast<int>(lpool_.size()), 1});
    lpool_.push_back(parent);
  }
  void EmitAll(int node, const std::vector<int>& parents) {
    links_.push_back({node, static_cast<int>(lpool_.size()), static_cast<int>(parents.size())});
    lpool_.insert(lpool_.end(), parents.begin(), parents.end());
  }
  void AddParent(int parent) {
    lpool_.push_back(parent);
    ++links_.back().count;
  }
  void Add(ChainNet& net, int node, const Link* link) {
    net.in[static_cast<size_t>(node)] = 1;
    net.first[static_cast<size_t>(node)] = static_cast<int>(net.pool.size());
    net.count[static_cast<size_t>(node)] = link ? link->count : 0;
    if (link) {
      const auto from = lpool_.begin() + link->first;
      net.pool.insert(net.pool.end(), from, from + link->count);
    }
    net.order.push_back(node);
  }
  uint32_t& Places(std::vector<uint32_t>& masks, int unit, int value) {
    return masks[static_cast<size_t>(unit * n_ + value - 1)];
  }
  // Distinct nodes `node` depends on, itself included (SE's ancestor count).
  int Ancestors(const ChainNet& net, int node);
  // Follows the implications of the nodes already in `net` (queued in order). Returns the first
  // contradiction as (on node, off node), or (-1, -1).
  std::pair<int, int> Run(ChainNet& net);
  std::pair<int, int> RunFrom(ChainNet& net, int node) {
    net.Reset(2 * pots_);
    Add(net, node, nullptr);
    return Run(net);
  }
  // Each fills links_ (and lpool_) with what `node` implies.
  void OnToOff(int node);
  void OffToOn(const ChainNet& net, int node);
  // Dynamic (+) only: the removals that pointing, claiming, naked and hidden pairs and X-wings
  // make on the chain's grid thanks to the chain's removals (their parents); the first of those
  // rules that finds any.
  void Advanced(const ChainNet& net);
  bool Locking(const ChainNet& net);
  bool Pairs(const ChainNet& net, bool hidden);
  bool XWings(const ChainNet& net);
  // The chain's removals of `value` from `cells` (each a parent of what a rule then removes).
  void Removed(const ChainNet& net, const std::vector<int>& cells, int value,
               std::vector<int>& out) {
    for (int d : cells) {
      const int off = pots_ + Pot(d, value);
      if ((source_[static_cast<size_t>(d)] & Bit(value)) &&
          !(cur_[static_cast<size_t>(d)] & Bit(value)) && net.Has(off))
        out.push_back(off);
    }
  }
  // What a step says, built only for the step chosen.
  struct Why {
    enum Kind { kContradiction, kDouble, kRegion, kCell, kForcing } kind;
    int cell, value, unit, other;
    bool negated;
  };
  // A candidate step: kept in `best` when it is the family's easiest so far. `chains`: each
  // chain's run and end node (-1: `node`).
  void Offer(ChainFound& best, bool& any, int complexity, int sort_key, int node,
             const std::vector<std::pair<const ChainNet*, int>>& chains, const Why& why);
  ChainNet& OnRun(int pot, std::pair<int, int>& contradiction);
  int Total(const std::vector<std::pair<const ChainNet*, int>>& nets, int node, int limit);
  // SE's single forcing chain from `start` (static links; all "on" nodes, then all "off" ones, in
  // turn, to the end): whether it reaches the start's opposite (then in `net`).
  // Nodes more than `max_depth` links from the start are not followed (a conclusion depends on at
  // least as many nodes as its depth).
  bool RunUnary(ChainNet& net, int start, int max_depth);
  // FindUnary's quick test before RunUnary: the static links of every node as lists (built by
  // UnaryLinks for the current y_links_), and whether a run from `start` reaches its opposite
  // within `max_depth` links. Runs layer by layer as RunUnary does, so it says the same.
  void UnaryLinks();
  bool UnaryReaches(int start, int max_depth);
  // The most a step's length may be to beat `best` in the current family (base_).
  int Limit(const ChainFound& best, bool any) const {
    return any && std::abs(best.base - base_) < 1e-9 ? best.complexity : 1 << 30;
  }
  std::string ChainText(const ChainNet& net, int node) const;
  std::string NodeText(int node) const {
    return fmt::format("{}{}{}", CellText(g_, CellOf(node)), IsOn(node) ? "=" : "≠",
                       ValueChar(ValueOf(node)));
  }

  const LogicGrid& g_;
  int n_, cells_, pots_;
  Budget& budget_;
  bool nishio_ = false, multiple_ = false, dynamic_ = false;
  bool y_links_ = true;  // links inside a cell (off in Nishio chains and X-only forcing chains)
  int level_ = 0;
  double base_ = 0;
  std::vector<uint16_t> source_, cur_;
  std::vector<std::vector<int>> cell_units_;
  std::vector<std::vector<int>> cell_pos_;  // the cell's position in each of cell_units_
  // Per unit and value (unit * n + value - 1), the positions holding it: in source_, and now.
  std::vector<uint32_t> src_places_, places_;
  std::vector<Link> links_;
  std::vector<int> lpool_;
  std::vector<int> on_queue_, off_queue_;
  std::vector<ChainNet> on_runs_;  // per potential, the run from it "on" (once on_done_)
  std::vector<uint8_t> on_done_;
  std::vector<std::pair<int, int>> on_contra_;
  std::vector<uint32_t> seen_, mark_;
  std::vector<int> depth_;                // RunUnary: per node, its links from the start
  std::vector<int> ulink_first_, ulink_;  // UnaryLinks: node k's links are [first[k], first[k+1])
  std::vector<uint32_t> useen_;
  uint32_t ustamp_ = 0;
  std::vector<int> ufront_, unext_;
  ChainNet unet_;  // an empty run for OffToOn's static links (which read no parents)
  uint32_t stamp_ = 0, mark_stamp_ = 0;
  std::vector<int> stack_;
};

}  // namespace ps::sudoku::logic::chaining
