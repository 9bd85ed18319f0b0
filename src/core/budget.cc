// Budget bookkeeping; see budget.h.
#include "core/budget.h"

#include <algorithm>

namespace ps {

std::string_view ToString(StopReason r) {
  switch (r) {
    case StopReason::kNone:
      return "none";
    case StopReason::kDeadline:
      return "time limit reached";
    case StopReason::kNodeLimit:
      return "node limit reached";
    case StopReason::kCancelled:
      return "stopped";
  }
  return "unknown";
}

Budget Budget::Seconds(double seconds, const CancelFlag* cancel) {
  Budget b;
  b.WithDeadlineSeconds(seconds);
  b.WithCancel(cancel);
  return b;
}

Budget Budget::Unlimited(const CancelFlag* cancel) {
  Budget b;
  b.WithCancel(cancel);
  return b;
}

Budget& Budget::WithDeadlineSeconds(double seconds) {
  if (seconds > 0 && seconds < 1e9) {
    deadline_ = start_ +
                std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  }
  return *this;
}

bool Budget::CheckNow() {
  if (stop_ != StopReason::kNone) return false;
  const auto cancelled = [&] {
    return cancel_ != nullptr && cancel_->load(std::memory_order_relaxed);
  };
  if (poll_ != nullptr && !cancelled()) {
    const Clock::time_point now = Clock::now();
    if (now >= next_poll_) {
      next_poll_ = now + kPollInterval;
      poll_(poll_context_);
    }
  }
  if (cancelled()) {
    stop_ = StopReason::kCancelled;
    return false;
  }
  if (deadline_ != Clock::time_point::max() && Clock::now() >= deadline_) {
    stop_ = StopReason::kDeadline;
    return false;
  }
  return true;
}

double Budget::ElapsedSeconds() const {
  return std::chrono::duration<double>(Clock::now() - start_).count();
}

Budget Budget::Child(double max_seconds) const {
  Budget b;
  b.cancel_ = cancel_;
  b.deadline_ = deadline_;
  b.poll_ = poll_;
  b.poll_context_ = poll_context_;
  b.next_poll_ = next_poll_;
  if (max_seconds > 0) {
    auto d = b.start_ + std::chrono::duration_cast<Clock::duration>(
                            std::chrono::duration<double>(max_seconds));
    b.deadline_ = std::min(b.deadline_, d);
  }
  return b;
}

}  // namespace ps
