// Forcing chains as Sudoku Explainer (SE) builds and rates them, for the top of the rating scale:
//   Nishio (7.5 + length): assume a candidate true (or false) and follow one digit's links; if
//     some candidate would have to be both true and false, the assumption is wrong.
//   Cell and region forcing chains (8.0 + length): every candidate of a cell (or every place of a
//     digit in a unit) leads, by static links, to the same conclusion.
//   Dynamic forcing chains (8.5 + length): as above, but each link may use the candidates that
//     earlier links of the same chain removed; also contradiction and double-implication chains.
//   Dynamic forcing chains (+) (9.0 + length): dynamic chains whose links may also be pointing,
//     claiming, naked and hidden pairs and X-wings that the chain's removals uncover.
// A chain's length is the number of distinct links (nodes) it depends on, the removals that made
// a dynamic link possible included; SE adds 0.1 each time the length passes 4, 6, 8, 12, 16, 24,
// 32, 48, ... The grader takes the family's easiest step (lowest rating, then shortest).
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "sudoku/format.h"
#include "sudoku/logic.h"

namespace ps::sudoku::logic {

namespace {

// SE's length bonus: 0.1 each time the length (less two) passes 4, 6, 8, 12, 16, 24, 32, ...
double ChainLengthBonus(int complexity) {
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
    nishio_ = family == ChainFamily::kNishio;
    multiple_ = family != ChainFamily::kNishio;
    dynamic_ = family != ChainFamily::kMultiple;
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

  bool Find(ChainFound& best);

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
    enum Kind { kContradiction, kDouble, kRegion, kCell } kind;
    int cell, value, unit, other;
    bool negated;
  };
  // A candidate step: kept in `best` when it is the family's easiest so far. `chains`: each
  // chain's run and end node (-1: `node`).
  void Offer(ChainFound& best, bool& any, int complexity, int sort_key, int node,
             const std::vector<std::pair<const ChainNet*, int>>& chains, const Why& why);
  ChainNet& OnRun(int pot, std::pair<int, int>& contradiction);
  int Total(const std::vector<std::pair<const ChainNet*, int>>& nets, int node, int limit);
  std::string ChainText(const ChainNet& net, int node) const;
  std::string NodeText(int node) const {
    return fmt::format("{}{}{}", CellText(g_, CellOf(node)), IsOn(node) ? "=" : "≠",
                       ValueChar(ValueOf(node)));
  }

  const LogicGrid& g_;
  int n_, cells_, pots_;
  Budget& budget_;
  bool nishio_ = false, multiple_ = false, dynamic_ = false;
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
  uint32_t stamp_ = 0, mark_stamp_ = 0;
  std::vector<int> stack_;
};

int Chainer::Ancestors(const ChainNet& net, int node) {
  if (++stamp_ == 0) {
    std::fill(seen_.begin(), seen_.end(), 0u);
    stamp_ = 1;
  }
  int total = 0;
  stack_.assign(1, node);
  while (!stack_.empty()) {
    const int x = stack_.back();
    stack_.pop_back();
    if (seen_[static_cast<size_t>(x)] == stamp_) continue;
    seen_[static_cast<size_t>(x)] = stamp_;
    ++total;
    const int f = net.first[static_cast<size_t>(x)], k = net.count[static_cast<size_t>(x)];
    for (int i = 0; i < k; ++i) stack_.push_back(net.pool[static_cast<size_t>(f + i)]);
  }
  return total;
}

// "On" to "off": the cell's other candidates (not in Nishio chains, which follow one digit), then
// the digit's other places in the cell's units, each cell once.
void Chainer::OnToOff(int node) {
  links_.clear();
  lpool_.clear();
  const int c = CellOf(node), v = ValueOf(node);
  if (!nishio_) {
    for (int w = 1; w <= n_; ++w) {
      if (w != v && (cur_[static_cast<size_t>(c)] & Bit(w))) Emit(pots_ + Pot(c, w), node);
    }
  }
  if (++mark_stamp_ == 0) {
    std::fill(mark_.begin(), mark_.end(), 0u);
    mark_stamp_ = 1;
  }
  mark_[static_cast<size_t>(c)] = mark_stamp_;
  const auto& units = cell_units_[static_cast<size_t>(c)];
  for (size_t k = 0; k < units.size(); ++k) {
    const auto& unit = g_.topo().units[static_cast<size_t>(units[k])];
    for (uint32_t m = Places(places_, units[k], v); m; m &= m - 1) {
      const int d = unit[static_cast<size_t>(std::countr_zero(m))];
      if (mark_[static_cast<size_t>(d)] == mark_stamp_) continue;
      mark_[static_cast<size_t>(d)] = mark_stamp_;
      Emit(pots_ + Pot(d, v), node);
    }
  }
}

// "Off" to "on": the cell's last other candidate (not in Nishio chains), then the digit's last
// other place in each of the cell's units. A dynamic link also depends on the earlier removals
// (still in `net`) that left it the last.
void Chainer::OffToOn(const ChainNet& net, int node) {
  links_.clear();
  lpool_.clear();
  const int c = CellOf(node), v = ValueOf(node);
  const uint16_t here = cur_[static_cast<size_t>(c)];
  if (!nishio_ && std::popcount(static_cast<unsigned>(here)) == 2) {
    const int w = std::countr_zero(static_cast<unsigned>(here & ~Bit(v))) + 1;
    Emit(Pot(c, w), node);
    const uint16_t gone = source_[static_cast<size_t>(c)] & ~here;
    for (int x = 1; x <= n_; ++x) {
      if ((gone & Bit(x)) && net.Has(pots_ + Pot(c, x))) AddParent(pots_ + Pot(c, x));
    }
  }
  const auto& units = cell_units_[static_cast<size_t>(c)];
  for (size_t k = 0; k < units.size(); ++k) {
    const int u = units[k];
    const uint32_t now = Places(places_, u, v);
    const uint32_t others = now & ~(1u << cell_pos_[static_cast<size_t>(c)][k]);
    if (std::popcount(others) != 1) continue;
    const auto& unit = g_.topo().units[static_cast<size_t>(u)];
    Emit(Pot(unit[static_cast<size_t>(std::countr_zero(others))], v), node);
    for (uint32_t m = Places(src_places_, u, v) & ~now; m; m &= m - 1) {
      const int off = pots_ + Pot(unit[static_cast<size_t>(std::countr_zero(m))], v);
      if (net.Has(off)) AddParent(off);
    }
  }
}

std::pair<int, int> Chainer::Run(ChainNet& net) {
  cur_ = source_;
  places_ = src_places_;
  size_t on_head = 0, off_head = 0;
  on_queue_.clear();
  off_queue_.clear();
  for (int node : net.order) (IsOn(node) ? on_queue_ : off_queue_).push_back(node);
  while (true) {
    if (on_head < on_queue_.size()) {
      OnToOff(on_queue_[on_head++]);
      for (const Link& l : links_) {
        if (net.Has(Conj(l.node))) {
          Add(net, l.node, &l);
          return {Conj(l.node), l.node};
        }
        if (!net.Has(l.node)) {
          Add(net, l.node, &l);
          off_queue_.push_back(l.node);
        }
      }
      continue;
    }
    if (off_head < off_queue_.size()) {
      const int p = off_queue_[off_head++];
      OffToOn(net, p);
      if (dynamic_) {
        const int c = CellOf(p), v = ValueOf(p);
        cur_[static_cast<size_t>(c)] &= static_cast<uint16_t>(~Bit(v));
        const auto& units = cell_units_[static_cast<size_t>(c)];
        for (size_t k = 0; k < units.size(); ++k)
          Places(places_, units[k], v) &= ~(1u << cell_pos_[static_cast<size_t>(c)][k]);
      }
      for (const Link& l : links_) {
        if (net.Has(Conj(l.node))) {
          Add(net, l.node, &l);
          return {l.node, Conj(l.node)};
        }
        if (!net.Has(l.node)) {
          Add(net, l.node, &l);
          on_queue_.push_back(l.node);
        }
      }
      continue;
    }
    if (level_ == 0) break;
    Advanced(net);
    bool more = false;
    for (const Link& l : links_) {
      if (net.Has(l.node)) continue;
      if (net.Has(Conj(l.node))) {
        Add(net, l.node, &l);
        return {Conj(l.node), l.node};
      }
      Add(net, l.node, &l);
      off_queue_.push_back(l.node);
      more = true;
    }
    if (!more) break;
  }
  return {-1, -1};
}

void Chainer::Advanced(const ChainNet& net) {
  links_.clear();
  lpool_.clear();
  if (Locking(net) || Pairs(net, true) || Pairs(net, false)) return;
  XWings(net);
}

// Pointing (a box's places for a digit all in one line) and claiming (a line's all in one box).
bool Chainer::Locking(const ChainNet& net) {
  const auto& units = g_.topo().units;
  if (static_cast<int>(units.size()) < 3 * n_) return false;
  auto box_of = [&](int c) { return cell_units_[static_cast<size_t>(c)][0]; };
  std::vector<int> places, rest, parents;
  for (int u = 0; u < 3 * n_; ++u) {
    const bool box = u >= 2 * n_;
    const auto& unit = units[static_cast<size_t>(u)];
    for (int v = 1; v <= n_; ++v) {
      places.clear();
      for (int d : unit) {
        if (cur_[static_cast<size_t>(d)] & Bit(v)) places.push_back(d);
      }
      if (places.size() < 2) continue;
      // The other unit holding every place: a row or column for a box, the box for a line.
      auto key = [&](int c, int kind) {
        return kind == 0 ? c / n_ : kind == 1 ? c % n_ : box_of(c);
      };
      for (int kind = box ? 0 : 2; kind < (box ? 2 : 3); ++kind) {
        const int k0 = key(places[0], kind);
        bool inside = true;
        for (int d : places) inside = inside && key(d, kind) == k0;
        if (!inside) continue;
        const int w = kind == 0 ? k0 : kind == 1 ? n_ + k0 : k0;
        rest.clear();
        for (int d : unit) {
          if (key(d, kind) != k0) rest.push_back(d);
        }
        parents.clear();
        Removed(net, rest, v, parents);
        if (parents.empty()) continue;
        const int own = box ? 0 : (u < n_ ? 0 : 1);  // how `unit` is keyed, for the cover's cells
        for (int d : units[static_cast<size_t>(w)]) {
          const bool in_unit = box ? box_of(d) == u : key(d, own) == key(places[0], own);
          if (!in_unit && (cur_[static_cast<size_t>(d)] & Bit(v)))
            EmitAll(pots_ + Pot(d, v), parents);
        }
      }
    }
  }
  return !links_.empty();
}

// Naked pairs (two cells of a unit with the same two candidates) and hidden pairs (two digits
// with the same two places in a unit).
bool Chainer::Pairs(const ChainNet& net, bool hidden) {
  std::vector<int> parents, others;
  std::vector<uint32_t> where(static_cast<size_t>(n_ + 1));
  for (const auto& unit : g_.topo().units) {
    const int size = static_cast<int>(unit.size());
    if (!hidden) {
      for (int i = 0; i < size; ++i) {
        const int a = unit[static_cast<size_t>(i)];
        const uint16_t ca = cur_[static_cast<size_t>(a)];
        if (std::popcount(static_cast<unsigned>(ca)) != 2) continue;
        for (int j = i + 1; j < size; ++j) {
          const int b = unit[static_cast<size_t>(j)];
          if (cur_[static_cast<size_t>(b)] != ca) continue;
          parents.clear();
          for (int d : {a, b}) {
            for (int x = 1; x <= n_; ++x) {
              if (!(ca & Bit(x))) Removed(net, {d}, x, parents);
            }
          }
          if (parents.empty()) continue;
          for (int d : unit) {
            if (d == a || d == b) continue;
            for (int x = 1; x <= n_; ++x) {
              if ((ca & Bit(x)) && (cur_[static_cast<size_t>(d)] & Bit(x)))
                EmitAll(pots_ + Pot(d, x), parents);
            }
          }
        }
      }
      continue;
    }
    // Hidden: two digits whose places in this unit are the same two cells.
    std::fill(where.begin(), where.end(), 0u);
    for (int i = 0; i < size; ++i) {
      const uint16_t c = cur_[static_cast<size_t>(unit[static_cast<size_t>(i)])];
      for (int x = 1; x <= n_; ++x) {
        if (c & Bit(x)) where[static_cast<size_t>(x)] |= 1u << i;
      }
    }
    for (int x = 1; x <= n_; ++x) {
      const uint32_t m = where[static_cast<size_t>(x)];
      if (std::popcount(m) != 2) continue;
      for (int y = x + 1; y <= n_; ++y) {
        if (where[static_cast<size_t>(y)] != m) continue;
        others.clear();
        for (int i = 0; i < size; ++i) {
          if (!(m >> i & 1u)) others.push_back(unit[static_cast<size_t>(i)]);
        }
        parents.clear();
        Removed(net, others, x, parents);
        Removed(net, others, y, parents);
        if (parents.empty()) continue;
        for (uint32_t k = m; k; k &= k - 1) {
          const int d = unit[static_cast<size_t>(std::countr_zero(k))];
          for (int z = 1; z <= n_; ++z) {
            if (z != x && z != y && (cur_[static_cast<size_t>(d)] & Bit(z)))
              EmitAll(pots_ + Pot(d, z), parents);
          }
        }
      }
    }
  }
  return !links_.empty();
}

// X-wings: a digit's places in two rows (columns) lie in the same two columns (rows).
bool Chainer::XWings(const ChainNet& net) {
  const auto& units = g_.topo().units;
  if (static_cast<int>(units.size()) < 2 * n_) return false;
  std::vector<int> parents, rest;
  for (int cols = 0; cols < 2; ++cols) {
    for (int v = 1; v <= n_; ++v) {
      auto lines_of = [&](int base) {
        uint32_t m = 0;
        for (int d : units[static_cast<size_t>(cols * n_ + base)]) {
          if (cur_[static_cast<size_t>(d)] & Bit(v)) m |= 1u << (cols ? d / n_ : d % n_);
        }
        return m;
      };
      for (int r1 = 0; r1 < n_; ++r1) {
        const uint32_t m1 = lines_of(r1);
        if (std::popcount(m1) < 1 || std::popcount(m1) > 2) continue;
        for (int r2 = r1 + 1; r2 < n_; ++r2) {
          const uint32_t m2 = lines_of(r2);
          if (!m2 || std::popcount(m1 | m2) != 2) continue;
          rest.clear();
          for (int r : {r1, r2}) {
            for (int d : units[static_cast<size_t>(cols * n_ + r)]) {
              if (!((m1 | m2) >> (cols ? d / n_ : d % n_) & 1u)) rest.push_back(d);
            }
          }
          parents.clear();
          Removed(net, rest, v, parents);
          if (parents.empty()) continue;
          for (uint32_t m = m1 | m2; m; m &= m - 1) {
            const int line = std::countr_zero(m);
            for (int d : units[static_cast<size_t>((1 - cols) * n_ + line)]) {
              const int base = cols ? d % n_ : d / n_;
              if (base != r1 && base != r2 && (cur_[static_cast<size_t>(d)] & Bit(v)))
                EmitAll(pots_ + Pot(d, v), parents);
            }
          }
        }
      }
    }
  }
  return !links_.empty();
}

std::string Chainer::ChainText(const ChainNet& net, int node) const {
  std::vector<int> path;
  for (int x = node;;) {
    path.push_back(x);
    if (net.count[static_cast<size_t>(x)] == 0 || path.size() > 64) break;
    x = net.pool[static_cast<size_t>(net.first[static_cast<size_t>(x)])];
  }
  std::string out;
  for (size_t i = path.size(); i-- > 0;) {
    out += NodeText(path[i]);
    if (i) out += " → ";
  }
  return out;
}

void Chainer::Offer(ChainFound& best, bool& any, int complexity, int sort_key, int node,
                    const std::vector<std::pair<const ChainNet*, int>>& chains, const Why& why) {
  const int c = CellOf(node), v = ValueOf(node);
  // Worth it only when it removes something.
  if (IsOn(node) ? std::popcount(static_cast<unsigned>(source_[static_cast<size_t>(c)])) < 2
                 : !(source_[static_cast<size_t>(c)] & Bit(v)))
    return;
  // Within a family the rating grows with the length: the shortest wins, then the sort key.
  if (any && (complexity > best.complexity ||
              (complexity == best.complexity && sort_key >= best.sort_key)))
    return;
  any = true;
  best = {};
  best.rating = base_ + ChainLengthBonus(complexity);
  best.complexity = complexity;
  best.sort_key = sort_key;
  best.cell = c;
  best.value = v;
  best.place = IsOn(node);
  if (!g_.explain()) return;
  std::string what;
  switch (why.kind) {
    case Why::kContradiction:
      what = fmt::format("if {} were {}{}, {} would both be and not be {}", CellText(g_, why.cell),
                         why.negated ? "not " : "", ValueChar(why.value),
                         CellText(g_, CellOf(why.other)), ValueChar(ValueOf(why.other)));
      break;
    case Why::kDouble:
      what = fmt::format("whether {} is {} or not", CellText(g_, why.cell), ValueChar(why.value));
      break;
    case Why::kRegion:
      what = fmt::format("wherever {} goes in {}", ValueChar(why.value), UnitText(g_, why.unit));
      break;
    case Why::kCell:
      what = fmt::format("whichever digit {} holds", CellText(g_, why.cell));
      break;
  }
  std::string chains_text;
  for (const auto& [net, end] : chains)
    chains_text += (chains_text.empty() ? "" : "; ") + ChainText(*net, end < 0 ? node : end);
  best.text = fmt::format(
      "{}, so {} {} {}, because each chain follows from its start link by link ({}): {} ({} "
      "links)",
      what, CellText(g_, c), IsOn(node) ? "is" : "is not", ValueChar(v),
      dynamic_ ? "= a digit goes in the square, ≠ it does not; a square's last digit or a digit's "
                 "last place in a row, column or box must be true, and a digit that is true "
                 "rules out the square's other digits and its other places; a link may use what "
                 "the chain ruled out before it"
               : "= a digit goes in the square, ≠ it does not; a square's last digit or a digit's "
                 "last place in a row, column or box must be true, and a digit that is true "
                 "rules out the square's other digits and its other places",
      chains_text, complexity);
}

// The run from "pot on", computed once per search and kept (cell, region and contradiction
// chains all start from the same runs).
ChainNet& Chainer::OnRun(int pot, std::pair<int, int>& contradiction) {
  if (!on_done_[static_cast<size_t>(pot)]) {
    on_done_[static_cast<size_t>(pot)] = 1;
    on_contra_[static_cast<size_t>(pot)] = RunFrom(on_runs_[static_cast<size_t>(pot)], pot);
  }
  contradiction = on_contra_[static_cast<size_t>(pot)];
  return on_runs_[static_cast<size_t>(pot)];
}

// The sum of `node`'s ancestor counts over `nets`, or more than `limit` (then cut short).
int Chainer::Total(const std::vector<std::pair<const ChainNet*, int>>& nets, int node, int limit) {
  int k = 0;
  for (const auto& [net, end] : nets) {
    k += Ancestors(*net, end < 0 ? node : end);
    if (k > limit) break;
  }
  return k;
}

bool Chainer::Find(ChainFound& best) {
  bool any = false;
  on_runs_.resize(static_cast<size_t>(pots_));
  on_done_.assign(static_cast<size_t>(pots_), 0);
  on_contra_.assign(static_cast<size_t>(pots_), {-1, -1});
  ChainNet off_net;
  std::vector<std::pair<const ChainNet*, int>> nets;
  auto limit = [&] { return any ? best.complexity : 1 << 30; };
  std::pair<int, int> ab, xy;
  for (int c = 0; c < cells_; ++c) {
    const uint16_t cand = source_[static_cast<size_t>(c)];
    const int card = std::popcount(static_cast<unsigned>(cand));
    if (!(card > 2 || (card > 1 && dynamic_))) continue;
    const bool doubles = card >= 3 && !nishio_ && dynamic_;
    const bool contradictions = dynamic_ || nishio_;
    for (int v = 1; v <= n_; ++v) {
      if (!(cand & Bit(v))) continue;
      if (!budget_.Step()) return false;
      const int p = Pot(c, v);
      ChainNet& on = OnRun(p, ab);
      if (contradictions && ab.first >= 0) {
        nets = {{&on, ab.first}, {&on, ab.second}};
        const int k = Total(nets, -1, limit());
        Offer(best, any, k, 7, pots_ + p, nets, {Why::kContradiction, c, v, -1, ab.first, false});
      }
      if (contradictions || doubles) {
        xy = RunFrom(off_net, pots_ + p);
        if (contradictions && xy.first >= 0) {
          nets = {{&off_net, xy.first}, {&off_net, xy.second}};
          const int k = Total(nets, -1, limit());
          Offer(best, any, k, 7, p, nets, {Why::kContradiction, c, v, -1, xy.first, true});
        }
        if (doubles) {
          nets = {{&on, -1}, {&off_net, -1}};
          for (int node : on.order) {
            if (node == p || !off_net.Has(node)) continue;
            const int k = Total(nets, node, limit());
            Offer(best, any, k, 1, node, nets, {Why::kDouble, c, v, -1, -1, false});
          }
        }
      }
      if (nishio_) continue;
      // Region forcing chains: every place of v in a unit of c (c first) leads to the same. A
      // place whose run breaks down implies anything; its partial run is kept, as SE does.
      for (int u : cell_units_[static_cast<size_t>(c)]) {
        std::vector<int> places;
        for (int d : g_.topo().units[static_cast<size_t>(u)]) {
          if (source_[static_cast<size_t>(d)] & Bit(v)) places.push_back(d);
        }
        const int count = static_cast<int>(places.size());
        if (!(count == 2 || (multiple_ && count > 2)) || places.front() != c) continue;
        nets = {{&on, -1}};
        for (size_t i = 1; i < places.size(); ++i) {
          if (!budget_.Step()) return false;
          nets.push_back({&OnRun(Pot(places[i], v), xy), -1});
        }
        for (int node : on.order) {
          if (node == p) continue;
          bool all = true;
          for (size_t i = 1; i < nets.size() && all; ++i) all = nets[i].first->Has(node);
          if (!all) continue;
          const int k = Total(nets, node, limit());
          Offer(best, any, k, 6, node, nets, {Why::kRegion, c, v, u, -1, false});
        }
      }
    }
    if (nishio_ || !(card == 2 || (multiple_ && card > 2))) continue;
    // Cell forcing chains: every candidate of c leads to the same.
    nets.clear();
    for (int v = 1; v <= n_; ++v) {
      if (cand & Bit(v)) nets.push_back({&OnRun(Pot(c, v), xy), -1});
    }
    for (int node : nets.front().first->order) {
      if (CellOf(node) == c) continue;
      bool all = true;
      for (size_t i = 1; i < nets.size() && all; ++i) all = nets[i].first->Has(node);
      if (!all) continue;
      const int k = Total(nets, node, limit());
      Offer(best, any, k, 5, node, nets, {Why::kCell, c, 0, -1, -1, false});
    }
  }
  return any;
}

}  // namespace

bool DynamicChain(const LogicGrid& g, ChainFamily family, Step& step, Budget& budget) {
  Chainer chainer(g, family, budget);
  ChainFound best;
  if (!chainer.Find(best)) return false;
  step = {};
  step.technique = family == ChainFamily::kNishio     ? Technique::kNishioChain
                   : family == ChainFamily::kMultiple ? Technique::kMultipleChain
                   : family == ChainFamily::kDynamic  ? Technique::kDynamicChain
                                                      : Technique::kDynamicChainPlus;
  step.rating = best.rating;
  step.cells = {best.cell};
  if (best.place) {
    step.placements = {{best.cell, best.value}};
  } else {
    step.removals = {{best.cell, static_cast<uint16_t>(1u << (best.value - 1))}};
  }
  step.text = std::move(best.text);
  return true;
}

}  // namespace ps::sudoku::logic
