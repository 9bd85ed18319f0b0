// The search engine; see engine.h for the algorithm.
#include "search/engine.h"

#include <algorithm>

#include "core/result.h"

namespace ps::search {

int Engine::AddVariable(Bitset domain) {
  int v = num_variables();
  sizes_.push_back(domain.Count());
  domains_.push_back(std::move(domain));
  weights_.push_back(1.0);
  watchers_.emplace_back();
  stamp_.push_back(0);
  return v;
}

void Engine::AddPropagator(std::unique_ptr<Propagator> propagator, std::span<const int> watched) {
  int p = static_cast<int>(propagators_.size());
  propagators_.push_back(std::move(propagator));
  prop_vars_.emplace_back(watched.begin(), watched.end());
  for (int v : watched) {
    PS_CHECK(v >= 0 && v < num_variables());
    watchers_[Idx(v)].push_back(p);
  }
  queued_.push_back(1);
  queue_.push_back(p);
}

void Engine::Save(int v) {
  if (marks_.empty() || stamp_[Idx(v)] == epoch_) return;  // root changes are permanent
  stamp_[Idx(v)] = epoch_;
  trail_.push_back({v, sizes_[Idx(v)], domains_[Idx(v)]});
}

void Engine::Changed(int v) {
  sizes_[Idx(v)] = domains_[Idx(v)].Count();
  for (int p : watchers_[Idx(v)]) {
    if (!queued_[static_cast<size_t>(p)]) {
      queued_[static_cast<size_t>(p)] = 1;
      queue_.push_back(p);
    }
  }
}

bool Engine::Restrict(int v, const Bitset& mask) {
  Bitset& d = domains_[Idx(v)];
  if (!d.Intersects(mask)) {
    Save(v);
    d.Clear();
    sizes_[Idx(v)] = 0;
    return false;
  }
  // Only copy the domain onto the trail when something is really removed.
  if (d.IsSubsetOf(mask)) return true;
  Save(v);
  d.AndWith(mask);
  Changed(v);
  return true;
}

bool Engine::Exclude(int v, const Bitset& mask) {
  Bitset& d = domains_[Idx(v)];
  if (!d.Intersects(mask)) return sizes_[Idx(v)] > 0;
  Save(v);
  d.AndNotWith(mask);
  Changed(v);
  return sizes_[Idx(v)] > 0;
}

bool Engine::Remove(int v, int value) {
  Bitset& d = domains_[Idx(v)];
  if (!d.Test(value)) return sizes_[Idx(v)] > 0;
  Save(v);
  d.Reset(value);
  Changed(v);
  return sizes_[Idx(v)] > 0;
}

bool Engine::Fix(int v, int value) {
  Bitset& d = domains_[Idx(v)];
  if (!d.Test(value)) {
    Save(v);
    d.Clear();
    sizes_[Idx(v)] = 0;
    return false;
  }
  if (sizes_[Idx(v)] == 1) return true;
  Save(v);
  d.Clear();
  d.Set(value);
  Changed(v);
  return true;
}

bool Engine::Propagate() {
  while (!queue_.empty()) {
    int p = queue_.back();
    queue_.pop_back();
    queued_[static_cast<size_t>(p)] = 0;
    if (!propagators_[static_cast<size_t>(p)]->Propagate(*this)) {
      for (int q : queue_) queued_[static_cast<size_t>(q)] = 0;
      queue_.clear();
      for (int v : prop_vars_[static_cast<size_t>(p)]) weights_[Idx(v)] += 1.0;
      return false;
    }
  }
  return true;
}

void Engine::PushLevel() {
  marks_.push_back(trail_.size());
  epochs_.push_back(epoch_);
  epoch_ = next_epoch_++;
}

void Engine::PopLevel() {
  size_t mark = marks_.back();
  marks_.pop_back();
  while (trail_.size() > mark) {
    Saved& s = trail_.back();
    domains_[Idx(s.var)] = std::move(s.domain);
    sizes_[Idx(s.var)] = s.size;
    trail_.pop_back();
  }
  epoch_ = epochs_.back();
  epochs_.pop_back();
  for (int q : queue_) queued_[static_cast<size_t>(q)] = 0;
  queue_.clear();
}

int Engine::SelectVariable() const {
  int best = -1;
  double best_score = 0;
  for (int v = 0; v < num_variables(); ++v) {
    int s = sizes_[Idx(v)];
    if (s <= 1) continue;
    double score = s / weights_[Idx(v)];
    if (best < 0 || score < best_score) {
      best = v;
      best_score = score;
    }
  }
  return best;
}

double Engine::EstimateDone() const {
  double done = 0, scale = 1;
  for (const Frame& f : frames_) {
    done += scale * f.tried / f.total;
    scale /= f.total;
  }
  return std::clamp(done, 0.0, 1.0);
}

void Engine::MaybeReport() {
  if (!options_->progress) return;
  double t = budget_->ElapsedSeconds();
  if (t < next_report_) return;
  next_report_ = t + options_->progress_interval;
  Progress p;
  p.phase = options_->phase;
  p.nodes = result_->nodes;
  p.elapsed = t;
  p.fraction = EstimateDone();
  p.found = result_->count;
  options_->progress(p);
}

// Returns false to stop the whole search.
bool Engine::Dfs(int depth) {
  ++result_->nodes;
  if (!budget_->Step()) return false;
  if ((result_->nodes & 63) == 0) MaybeReport();

  int v = SelectVariable();
  if (v < 0) {
    ++result_->count;
    if (result_->count == 1) {
      result_->first_solution.resize(domains_.size());
      for (int u = 0; u < num_variables(); ++u) result_->first_solution[Idx(u)] = Value(u);
    }
    if (*on_solution_ && !(*on_solution_)(*this)) return false;
    return result_->count < options_->limit;
  }

  std::vector<int> order;
  order.reserve(static_cast<size_t>(sizes_[Idx(v)]));
  const Bitset& d = domains_[Idx(v)];
  for (int val = d.First(); val >= 0; val = d.Next(val + 1)) order.push_back(val);
  if (options_->rng != nullptr) options_->rng->Shuffle(std::span<int>(order));

  frames_.push_back({0, static_cast<int>(order.size())});
  for (int val : order) {
    if (!domains_[Idx(v)].Test(val)) {  // refuted meanwhile by propagation
      ++frames_.back().tried;
      continue;
    }
    PushLevel();
    bool ok = Fix(v, val) && Propagate();
    if (ok) {
      if (!Dfs(depth + 1)) {
        PopLevel();
        frames_.pop_back();
        return false;
      }
    } else {
      ++result_->failures;
    }
    PopLevel();
    ++frames_.back().tried;
    // Refute the value at this level; a conflict here closes this subtree.
    if (!Remove(v, val) || !Propagate()) {
      ++result_->failures;
      break;
    }
  }
  frames_.pop_back();
  return true;
}

SearchResult Engine::Search(const SearchOptions& options, Budget& budget,
                            const std::function<bool(const Engine&)>& on_solution) {
  PS_CHECK(!started_);  // one search per engine: root changes are permanent
  started_ = true;
  SearchResult result;
  options_ = &options;
  on_solution_ = &on_solution;
  result_ = &result;
  budget_ = &budget;
  next_report_ = options.progress_interval;

  bool finished = true;
  if (Propagate()) {
    finished = Dfs(0);
  }
  result.complete = finished || result.count >= options.limit;
  if (!result.complete) {
    result.stop = budget_->reason();
  }
  options_ = nullptr;
  on_solution_ = nullptr;
  result_ = nullptr;
  budget_ = nullptr;
  return result;
}

}  // namespace ps::search
