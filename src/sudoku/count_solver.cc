// The counting solver; see count_solver.h.
#include "sudoku/count_solver.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <span>

#include "sudoku/cages.h"
#include "sudoku/fast9.h"

namespace ps::sudoku {

namespace internal {

inline bool Single(uint16_t m) { return (m & (m - 1)) == 0; }

// Candidate masks per cell; units and peers from Topology. Serves every box shape, Sudoku-X,
// jigsaw regions and killer cages (the 9x9 board has its own bitboard core, fast9.h). A killer's
// cages (their squares are peers already) and the hidden cages of the 45 rule (cages.h) narrow
// the candidates by their sums once singles are done, to a fixpoint.
class GenericCore {
 public:
  explicit GenericCore(const Geometry& geo);
  CountResult Count(const Puzzle& puzzle, int64_t limit, Budget& budget, Rng* rng);

 private:
  static constexpr size_t kCells = kMaxCells;
  struct State {
    uint16_t cand[kCells];
    uint8_t solved[kCells];
    int unsolved;
  };
  int n() const { return n_; }
  int cells() const { return cells_; }
  int peer_count() const { return peer_count_; }
  int num_units() const { return num_units_; }
  bool Place(State& s, int cell, uint16_t bit);
  bool Propagate(State& s);
  // One pass of every cage's narrowing: false on a contradiction, `progress` when a candidate
  // went (squares left with one are queued).
  bool Cages(State& s, bool& progress);
  bool Search(State& s);

  int n_ = 0, cells_ = 0;
  uint16_t all_ = 0;
  std::vector<uint16_t> units_;  // flattened, n cells each
  int num_units_ = 0;
  std::vector<uint16_t> peers_;  // flattened, peer_count per cell
  int peer_count_ = 0;
  std::vector<uint16_t> queue_;
  std::vector<SumCage> cages_;  // a killer's cages and hidden cages; empty otherwise
  int64_t limit_ = 0;
  Budget* budget_ = nullptr;
  Rng* rng_ = nullptr;
  CountResult* result_ = nullptr;
  bool stopped_ = false;
};

GenericCore::GenericCore(const Geometry& geo) {
  Topology t(geo);
  n_ = geo.n();
  cells_ = geo.cells();
  all_ = static_cast<uint16_t>((1u << n_) - 1);
  num_units_ = static_cast<int>(t.units.size());
  for (const auto& u : t.units) {
    for (int c : u) units_.push_back(static_cast<uint16_t>(c));
  }
  // Peer lists differ in length only in Sudoku-X; pad with the cell's first peer repeated, which
  // is harmless (removing a value twice changes nothing).
  for (const auto& p : t.peers) peer_count_ = std::max(peer_count_, static_cast<int>(p.size()));
  for (const auto& p : t.peers) {
    for (int i = 0; i < peer_count_; ++i) {
      peers_.push_back(
          static_cast<uint16_t>(i < static_cast<int>(p.size()) ? p[static_cast<size_t>(i)] : p[0]));
    }
  }
  queue_.reserve(static_cast<size_t>(cells_) * 2);
  if (t.sum_cages) cages_ = *t.sum_cages;
}

bool GenericCore::Cages(State& s, bool& progress) {
  for (const SumCage& cage : cages_) {
    bool changed = false;
    if (!NarrowCage(n_, cage, s.cand, changed)) return false;
    if (!changed) continue;
    progress = true;
    for (int c : cage.cells) {
      if (!s.solved[c] && Single(s.cand[c])) queue_.push_back(static_cast<uint16_t>(c));
    }
  }
  return true;
}

// Places `bit` in `cell` and removes it from the peers; queues peers left with one candidate.
bool GenericCore::Place(State& s, int cell, uint16_t bit) {
  s.cand[cell] = bit;
  s.solved[cell] = 1;
  --s.unsolved;
  const uint16_t* p = &peers_[static_cast<size_t>(cell * peer_count())];
  for (int i = 0; i < peer_count(); ++i) {
    uint16_t& c = s.cand[p[i]];
    if (c & bit) {
      c = static_cast<uint16_t>(c & ~bit);
      if (c == 0) return false;
      if (Single(c)) queue_.push_back(p[i]);
    }
  }
  return true;
}

bool GenericCore::Propagate(State& s) {
  for (;;) {
    while (!queue_.empty()) {
      uint16_t c = queue_.back();
      queue_.pop_back();
      if (s.solved[c]) continue;
      if (!Place(s, c, s.cand[c])) return false;
    }
    bool progress = false;
    const uint16_t* u = units_.data();
    for (int k = 0; k < num_units(); ++k, u += n()) {
      uint16_t once = 0, twice = 0, placed = 0;
      for (int i = 0; i < n(); ++i) {
        uint16_t c = s.cand[u[i]];
        twice = static_cast<uint16_t>(twice | (once & c));
        once = static_cast<uint16_t>(once | c);
        if (s.solved[u[i]]) placed = static_cast<uint16_t>(placed | c);
      }
      if (once != all_) return false;
      uint16_t hidden = static_cast<uint16_t>(once & ~twice & ~placed);
      while (hidden) {
        uint16_t bit = static_cast<uint16_t>(hidden & (0u - hidden));
        hidden = static_cast<uint16_t>(hidden & ~bit);
        for (int i = 0; i < n(); ++i) {
          int c = u[i];
          if (s.cand[c] & bit) {
            if (!s.solved[c]) {
              if (!Place(s, c, bit)) return false;
              progress = true;
            }
            break;
          }
        }
      }
    }
    if (!progress && queue_.empty()) {
      if (cages_.empty()) return true;
      if (!Cages(s, progress)) return false;
      if (!progress && queue_.empty()) return true;
    }
  }
}

bool GenericCore::Search(State& s) {
  if (s.unsolved == 0) {
    if (++result_->count <= 2) {
      std::vector<uint8_t>& out = result_->count == 1 ? result_->solution : result_->second;
      out.resize(static_cast<size_t>(cells()));
      for (int c = 0; c < cells(); ++c) {
        out[static_cast<size_t>(c)] =
            static_cast<uint8_t>(std::countr_zero(static_cast<unsigned>(s.cand[c])) + 1);
      }
    }
    return result_->count < limit_;
  }
  ++result_->nodes;
  if (!budget_->Step()) {
    stopped_ = true;
    return false;
  }
  int best = -1, best_count = 99;
  for (int c = 0; c < cells(); ++c) {
    if (s.solved[c]) continue;
    int k = std::popcount(static_cast<unsigned>(s.cand[c]));
    if (k < best_count) {
      best = c;
      best_count = k;
      if (k == 2) break;
    }
  }
  uint16_t bits[kMaxN];
  int count = 0;
  for (uint16_t m = s.cand[best]; m; m = static_cast<uint16_t>(m & (m - 1))) {
    bits[count++] = static_cast<uint16_t>(m & (0u - m));
  }
  if (rng_ != nullptr) rng_->Shuffle(std::span<uint16_t>(bits, static_cast<size_t>(count)));
  for (int k = 0; k < count; ++k) {
    uint16_t bit = bits[k];
    State next;
    std::memcpy(next.cand, s.cand, sizeof(uint16_t) * static_cast<size_t>(cells()));
    std::memcpy(next.solved, s.solved, static_cast<size_t>(cells()));
    next.unsolved = s.unsolved;
    queue_.clear();
    if (Place(next, best, bit) && Propagate(next)) {
      if (!Search(next)) return false;
    }
  }
  return true;
}

CountResult GenericCore::Count(const Puzzle& puzzle, int64_t limit, Budget& budget, Rng* rng) {
  rng_ = rng;
  CountResult result;
  result_ = &result;
  budget_ = &budget;
  limit_ = std::max<int64_t>(1, limit);
  stopped_ = false;
  State s;
  for (int c = 0; c < cells_; ++c) {
    s.cand[c] = all_;
    s.solved[c] = 0;
  }
  s.unsolved = cells_;
  queue_.clear();
  bool ok = true;
  for (int c = 0; c < cells_ && ok; ++c) {
    int v = puzzle.cells[static_cast<size_t>(c)];
    if (v == 0) continue;
    uint16_t bit = static_cast<uint16_t>(1u << (v - 1));
    if (s.solved[c]) {
      ok = s.cand[c] == bit;  // placed already by propagation: must agree
      continue;
    }
    ok = (s.cand[c] & bit) && Place(s, c, bit);
  }
  if (ok && Propagate(s)) {
    result.solved_at_root = s.unsolved == 0;
    Search(s);
  }
  result.complete = !stopped_;
  if (stopped_) result.stop = budget.reason();
  result_ = nullptr;
  budget_ = nullptr;
  return result;
}

}  // namespace internal

CountSolver::CountSolver(const Geometry& geo, CountEngine engine) : geo_(geo) {
  if (engine == CountEngine::kAuto && geo.box_w == 3 && geo.box_h == 3 && !geo.diagonals &&
      !geo.jigsaw() && !geo.killer()) {
    fast9_ = std::make_unique<internal::Fast9>();
  } else {
    generic_ = std::make_unique<internal::GenericCore>(geo);
  }
}

CountSolver::~CountSolver() = default;
CountSolver::CountSolver(CountSolver&&) noexcept = default;

CountResult CountSolver::Count(const Puzzle& puzzle, int64_t limit, Budget& budget, Rng* rng) {
  PS_CHECK(puzzle.geo == geo_);
  CountResult r = fast9_ ? fast9_->Count(puzzle, limit, budget, rng)
                         : generic_->Count(puzzle, limit, budget, rng);
  r.outcome = OutcomeOf(r.count, r.complete, limit);
  return r;
}

CountResult CountSolver::FindAnother(const Puzzle& puzzle, const std::vector<uint8_t>& known,
                                     Budget& budget) {
  PS_CHECK(puzzle.geo == geo_);
  CountResult r = fast9_ ? fast9_->FindAnother(puzzle, known, budget)
                         : generic_->Count(puzzle, 2, budget, nullptr);
  r.outcome = OutcomeOf(r.count, r.complete, 2);
  return r;
}

std::optional<bool> CountSolver::SolvedByPropagation(const Puzzle& puzzle, bool intersections) {
  PS_CHECK(puzzle.geo == geo_);
  if (!fast9_) return std::nullopt;
  return fast9_->SolvedByPropagation(puzzle, intersections);
}

CountResult CountSolutions(const Puzzle& puzzle, int64_t limit, Budget& budget) {
  CountSolver solver(puzzle.geo);
  return solver.Count(puzzle, limit, budget);
}

}  // namespace ps::sudoku
