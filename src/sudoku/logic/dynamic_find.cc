// The search for forcing-chain steps over the engine of dynamic.cc: for each family, every
// contradiction, double implication, cell and region forcing chain SE looks for, the shortest
// kept; and the step's text.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <string>
#include <utility>
#include <vector>

#include "sudoku/format.h"
#include "sudoku/logic.h"
#include "sudoku/logic/chainer.h"

namespace ps::sudoku::logic::chaining {

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
  // The lowest rating wins, then the shortest, then the sort key (SE's order).
  const double rating = base_ + ChainLengthBonus(complexity);
  if (any && (rating > best.rating + 1e-9 ||
              (rating > best.rating - 1e-9 &&
               (complexity > best.complexity ||
                (complexity == best.complexity && sort_key >= best.sort_key)))))
    return;
  any = true;
  best = {};
  best.rating = rating;
  best.base = base_;
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
    case Why::kForcing:
      what = fmt::format("if {} were {}{}, the chain would come back to make it {}{}",
                         CellText(g_, why.cell), why.negated ? "not " : "", ValueChar(why.value),
                         why.negated ? "" : "not ", ValueChar(why.value));
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

void Chainer::UnaryLinks() {
  cur_ = source_;
  places_ = src_places_;
  ulink_first_.assign(static_cast<size_t>(2 * pots_ + 1), 0);
  ulink_.clear();
  for (int node = 0; node < 2 * pots_; ++node) {
    ulink_first_[static_cast<size_t>(node)] = static_cast<int>(ulink_.size());
    if (!(source_[static_cast<size_t>(CellOf(node))] & Bit(ValueOf(node)))) continue;
    if (IsOn(node)) {
      OnToOff(node);
    } else {
      OffToOn(unet_, node);
    }
    for (const Link& l : links_) ulink_.push_back(l.node);
  }
  ulink_first_[static_cast<size_t>(2 * pots_)] = static_cast<int>(ulink_.size());
  useen_.resize(static_cast<size_t>(2 * pots_));
}

bool Chainer::UnaryReaches(int start, int max_depth) {
  if (++ustamp_ == 0) {
    std::fill(useen_.begin(), useen_.end(), 0u);
    ustamp_ = 1;
  }
  useen_[static_cast<size_t>(start)] = ustamp_;
  const int back = Conj(start);
  ufront_.assign(1, start);
  for (int depth = 1; depth <= max_depth && !ufront_.empty(); ++depth) {
    unext_.clear();
    for (const int x : ufront_) {
      const int end = ulink_first_[static_cast<size_t>(x) + 1];
      for (int i = ulink_first_[static_cast<size_t>(x)]; i < end; ++i) {
        const int y = ulink_[static_cast<size_t>(i)];
        if (useen_[static_cast<size_t>(y)] == ustamp_) continue;
        if (y == back) return true;
        useen_[static_cast<size_t>(y)] = ustamp_;
        unext_.push_back(y);
      }
    }
    std::swap(ufront_, unext_);
  }
  return false;
}

bool Chainer::FindUnary(ChainFound& best, double below) {
  bool any = false;
  ChainNet net;
  std::vector<std::pair<const ChainNet*, int>> nets;
  for (const bool y : {false, true}) {
    y_links_ = y;
    base_ = y ? 7.0 : 6.6;
    // The longest chain still rated below `below` and below the best so far (a chain of depth d
    // depends on more than d nodes).
    const double cap = any ? std::min(below, best.rating + 1e-9) : below;
    int max_depth = 0;
    while (max_depth < 2 * pots_ && base_ + ChainLengthBonus(max_depth + 2) < cap - 1e-9)
      ++max_depth;
    if (max_depth == 0) continue;
    UnaryLinks();
    for (int c = 0; c < cells_; ++c) {
      const uint16_t cand = source_[static_cast<size_t>(c)];
      if (std::popcount(static_cast<unsigned>(cand)) < 2) continue;
      for (int v = 1; v <= n_; ++v) {
        if (!(cand & Bit(v))) continue;
        if (!budget_.Step()) return false;
        const int p = Pot(c, v);
        for (const int start : {p, pots_ + p}) {
          // A chain of this family must be shorter than the best one to replace it (Offer): a
          // chain of depth d depends on d + 1 nodes. The quick test first, then the run itself.
          const int depth = std::min(max_depth, Limit(best, any) - 2);
          if (depth <= 0 || !UnaryReaches(start, depth) || !RunUnary(net, start, depth)) continue;
          nets = {{&net, Conj(start)}};
          const int k = Total(nets, -1, Limit(best, any));
          Offer(best, any, k, y ? 4 : 3, Conj(start), nets,
                {Why::kForcing, c, v, -1, -1, !IsOn(start)});
        }
      }
    }
  }
  return any && best.rating < below - 1e-9;
}

bool Chainer::Find(ChainFound& best) {
  bool any = false;
  on_runs_.resize(static_cast<size_t>(pots_));
  on_done_.assign(static_cast<size_t>(pots_), 0);
  on_contra_.assign(static_cast<size_t>(pots_), {-1, -1});
  ChainNet off_net;
  std::vector<std::pair<const ChainNet*, int>> nets;
  auto limit = [&] { return Limit(best, any); };
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

}  // namespace ps::sudoku::logic::chaining

namespace ps::sudoku::logic {

using chaining::Chainer;
using chaining::ChainFound;

bool DynamicChain(const LogicGrid& g, ChainFamily family, Step& step, Budget& budget,
                  double below) {
  Chainer chainer(g, family, budget);
  ChainFound best;
  if (!(family == ChainFamily::kForcing ? chainer.FindUnary(best, below) : chainer.Find(best)))
    return false;
  step = {};
  step.technique = family == ChainFamily::kForcing    ? Technique::kForcingChain
                   : family == ChainFamily::kNishio   ? Technique::kNishioChain
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
