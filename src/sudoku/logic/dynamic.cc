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
//
// This file: the engine (one run of implications, with SE's order of links, and the rules the
// dynamic (+) family uses inside chains); dynamic_find.cc searches the steps.
#include <algorithm>
#include <bit>
#include <vector>

#include "sudoku/logic/chainer.h"

namespace ps::sudoku::logic::chaining {

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
  if (y_links_) {
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
  if (y_links_ && std::popcount(static_cast<unsigned>(here)) == 2) {
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

bool Chainer::RunUnary(ChainNet& net, int start, int max_depth) {
  net.Reset(2 * pots_);
  Add(net, start, nullptr);
  depth_.resize(static_cast<size_t>(2 * pots_));
  depth_[static_cast<size_t>(start)] = 0;
  // Static links: the grid stays as it was.
  if (cur_.empty()) {
    cur_ = source_;
    places_ = src_places_;
  }
  on_queue_.assign(IsOn(start) ? 1 : 0, start);
  off_queue_.assign(IsOn(start) ? 0 : 1, start);
  const int back = Conj(start);
  size_t on_head = 0, off_head = 0;
  // Adds what `from` implies (links_); true when the start's opposite is reached.
  auto follow = [&](int from, std::vector<int>& queue) {
    const int depth = depth_[static_cast<size_t>(from)] + 1;
    if (depth > max_depth) return false;
    for (const Link& l : links_) {
      if (net.Has(l.node)) continue;
      Add(net, l.node, &l);
      depth_[static_cast<size_t>(l.node)] = depth;
      if (l.node == back) return true;
      queue.push_back(l.node);
    }
    return false;
  };
  while (on_head < on_queue_.size() || off_head < off_queue_.size()) {
    while (on_head < on_queue_.size()) {
      const int p = on_queue_[on_head++];
      OnToOff(p);
      if (follow(p, off_queue_)) return true;
    }
    while (off_head < off_queue_.size()) {
      const int p = off_queue_[off_head++];
      OffToOn(net, p);
      if (follow(p, on_queue_)) return true;
    }
  }
  return false;
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

}  // namespace ps::sudoku::logic::chaining
