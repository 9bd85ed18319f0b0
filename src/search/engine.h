// The reusable search engine: one backtracking search over finite domains that every kind builds
// on.
//
// A problem is a set of variables with finite domains (bitsets over value indices) and a set of
// propagators, each watching some variables. The engine
//   * propagates to a fixpoint: a propagator runs whenever a domain it watches shrinks;
//   * picks the most constrained variable (smallest domain, ties broken by conflict weight,
//     "dom/wdeg", Boussemart et al. 2004);
//   * branches two-way: x = v, then x != v, so every refutation is propagated too;
//   * counts solutions up to a limit, honours a Budget (deadline, nodes, cancel flag) and reports
//     progress with an estimate of the share of the tree done.
// "Budget exhausted" is a first-class outcome, never reported as "no solution" or "unique".
//
// Propagators are small objects behind a narrow interface; the engine owns the trail (domain
// copies saved once per level) and backtracking.
//
// Example: three variables, pairwise different, over {0,1,2} have 6 solutions:
//   Engine e;  for (int i = 0; i < 3; ++i) e.AddVariable(Bitset(3, true));
//   e.AddPropagator(std::make_unique<AllDifferent>(...), {0, 1, 2});
//   Budget budget;  // unlimited
//   SearchResult r = e.Search({.limit = 100}, budget);   // r.count == 6, r.complete
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "core/bitset.h"
#include "core/budget.h"
#include "core/rng.h"

namespace ps::search {

class Engine;

class Propagator {
 public:
  virtual ~Propagator() = default;
  // Narrows domains through engine.Restrict/Remove/Fix. Returns false on a conflict. Must return
  // false whenever all its variables are fixed and the constraint is violated.
  virtual bool Propagate(Engine& engine) = 0;
};

struct SearchOptions {
  int64_t limit = 1;    // stop after this many solutions (counts are capped here)
  ProgressFn progress;  // called about every progress_interval seconds
  double progress_interval = 0.2;
  Rng* rng = nullptr;  // when set, values are tried in random order
  std::string_view phase = "searching";
};

struct SearchResult {
  int64_t count = 0;      // solutions found, at most options.limit
  bool complete = false;  // true when the count is exact (or the limit was reached)
  StopReason stop = StopReason::kNone;
  int64_t nodes = 0;
  int64_t failures = 0;
  std::vector<int> first_solution;  // the value of each variable in the first solution
};

class Engine {
 public:
  Engine() = default;
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // Adds a variable whose domain is the set bits of `domain`; returns its index.
  int AddVariable(Bitset domain);
  // Adds a propagator that runs whenever one of `watched` shrinks (and once at the start).
  void AddPropagator(std::unique_ptr<Propagator> propagator, std::span<const int> watched);

  int num_variables() const { return static_cast<int>(domains_.size()); }
  const Bitset& Domain(int v) const { return domains_[Idx(v)]; }
  int DomainSize(int v) const { return sizes_[Idx(v)]; }
  bool Fixed(int v) const { return sizes_[Idx(v)] == 1; }
  // The value of a fixed variable.
  int Value(int v) const { return domains_[Idx(v)].First(); }

  // Domain changes; each returns false when the domain becomes empty.
  bool Restrict(int v, const Bitset& mask);
  bool Remove(int v, int value);
  // domain &= ~mask
  bool Exclude(int v, const Bitset& mask);
  bool Fix(int v, int value);

  // Runs the queued propagators to a fixpoint. Returns false on a conflict.
  bool Propagate();

  // Depth-first search from the current state. `on_solution` (optional) sees each solution with
  // every variable fixed; returning false stops the search (complete stays false). `budget`
  // bounds it (a default Budget is unlimited).
  SearchResult Search(const SearchOptions& options, Budget& budget,
                      const std::function<bool(const Engine&)>& on_solution = {});

 private:
  struct Saved {
    int var;
    int size;
    Bitset domain;
  };
  struct Frame {
    int tried = 0;
    int total = 1;
  };

  static size_t Idx(int v) { return static_cast<size_t>(v); }
  void Save(int v);
  void Changed(int v);
  void PushLevel();
  void PopLevel();
  int SelectVariable() const;
  bool Dfs(int depth);
  void MaybeReport();
  double EstimateDone() const;

  std::vector<Bitset> domains_;
  std::vector<int> sizes_;
  std::vector<double> weights_;             // conflict weight per variable
  std::vector<std::vector<int>> watchers_;  // propagators per variable
  std::vector<std::unique_ptr<Propagator>> propagators_;
  std::vector<std::vector<int>> prop_vars_;  // variables per propagator
  std::vector<int> queue_;
  std::vector<char> queued_;

  // Trail: saved domains; a level starts at a mark. stamp_[v] == epoch_ when v is saved already.
  std::vector<Saved> trail_;
  std::vector<size_t> marks_;
  std::vector<uint64_t> stamp_;
  std::vector<uint64_t> epochs_;
  uint64_t epoch_ = 1;
  uint64_t next_epoch_ = 2;

  // State of the running search.
  const SearchOptions* options_ = nullptr;
  const std::function<bool(const Engine&)>* on_solution_ = nullptr;
  SearchResult* result_ = nullptr;
  Budget* budget_ = nullptr;
  std::vector<Frame> frames_;
  double next_report_ = 0;
  bool started_ = false;
};

}  // namespace ps::search
