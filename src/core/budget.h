// Budgets and cancellation for every search. A Budget bounds one search by wall-clock deadline
// and node count, and watches a cancel flag that another thread (a signal handler, a server
// request) may set. Exhaustion is its own outcome, never confused with "no solution".
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>
#include <string_view>

namespace ps {

enum class StopReason { kNone, kDeadline, kNodeLimit, kCancelled };

std::string_view ToString(StopReason r);

class CancelFlag {
 public:
  void Cancel() { flag_.store(true, std::memory_order_relaxed); }
  bool Cancelled() const { return flag_.load(std::memory_order_relaxed); }
  void Reset() { flag_.store(false, std::memory_order_relaxed); }
  // The flag itself, for a Budget (which also takes a caller's own std::atomic<bool>).
  const std::atomic<bool>* Atomic() const { return &flag_; }

 private:
  std::atomic<bool> flag_{false};
};

class Budget {
 public:
  using Clock = std::chrono::steady_clock;

  // Unlimited.
  Budget() : start_(Clock::now()) {}

  static Budget Seconds(double seconds, const CancelFlag* cancel = nullptr);
  static Budget Unlimited(const CancelFlag* cancel = nullptr);

  Budget& WithNodeLimit(int64_t nodes) {
    node_limit_ = nodes;
    return *this;
  }
  Budget& WithCancel(const CancelFlag* cancel) {
    cancel_ = cancel == nullptr ? nullptr : cancel->Atomic();
    return *this;
  }
  // A flag of the caller's own (the public API's Limits::cancel): the search stops once it is
  // true.
  Budget& WithCancelAtomic(const std::atomic<bool>* cancel) {
    cancel_ = cancel;
    return *this;
  }
  Budget& WithDeadlineSeconds(double seconds);
  // A function called on the searching thread at most every kPollInterval while the search runs
  // (from CheckNow), which may set the cancel flag: the public API's Limits::poll, where the
  // Python module looks for Ctrl-C without a thread of its own.
  Budget& WithPoll(void (*poll)(void*), void* context) {
    poll_ = poll;
    poll_context_ = context;
    next_poll_ = start_ + kPollInterval;
    return *this;
  }
  static constexpr std::chrono::milliseconds kPollInterval{20};

  // Counts one unit of work. Returns false once the budget is exhausted (and from then on).
  // The clock and the flag are read every 256 steps to keep this cheap.
  bool Step() {
    ++nodes_;
    if (stop_ != StopReason::kNone) return false;
    if (nodes_ > node_limit_) {
      stop_ = StopReason::kNodeLimit;
      return false;
    }
    if ((nodes_ & 255) == 0) return CheckNow();
    return true;
  }
  // Reads the clock and the flag now.
  bool CheckNow();

  bool Exhausted() const { return stop_ != StopReason::kNone; }
  StopReason reason() const { return stop_; }
  int64_t nodes() const { return nodes_; }
  double ElapsedSeconds() const;
  // A budget for a sub-search: the same deadline and cancel flag, at most `max_seconds` more,
  // and its own node count.
  Budget Child(double max_seconds) const;

 private:
  Clock::time_point start_;
  Clock::time_point deadline_ = Clock::time_point::max();
  int64_t node_limit_ = std::numeric_limits<int64_t>::max();
  const std::atomic<bool>* cancel_ = nullptr;
  void (*poll_)(void*) = nullptr;
  void* poll_context_ = nullptr;
  Clock::time_point next_poll_ = Clock::time_point::max();
  int64_t nodes_ = 0;
  StopReason stop_ = StopReason::kNone;
};

// What a long computation reports as it goes.
struct Progress {
  std::string_view phase;  // what is being done, e.g. "solving"
  int64_t nodes = 0;       // search nodes so far
  double elapsed = 0;      // seconds since the start
  double fraction = -1;    // estimated share of the work done, in [0, 1]; -1 when unknown
  int64_t found = 0;       // solutions (or puzzles) found so far
};

using ProgressFn = std::function<void(const Progress&)>;

}  // namespace ps
