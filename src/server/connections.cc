// Connections on threads of their own; see connections.h.
#include "server/connections.h"

#include <chrono>

namespace ps::server {

namespace {
// A thread with no connection for this long ends (a burst of connections leaves no crowd of
// idle threads behind).
constexpr auto kIdleEnd = std::chrono::seconds(20);
}  // namespace

ConnectionThreads::ConnectionThreads(size_t max_threads)
    : max_threads_(max_threads > 0 ? max_threads : 1) {}

ConnectionThreads::~ConnectionThreads() { shutdown(); }

// Joins the threads that have returned from Work (they hold no lock by then). Under `lock`.
void ConnectionThreads::JoinEnded(std::unique_lock<std::mutex>& lock) {
  std::vector<std::thread> done;
  for (std::thread::id id : ended_) {
    auto it = threads_.find(id);
    done.push_back(std::move(it->second));
    threads_.erase(it);
  }
  ended_.clear();
  lock.unlock();
  for (std::thread& t : done) t.join();
  lock.lock();
}

void ConnectionThreads::enqueue(std::function<void()> fn) {
  std::unique_lock lock(mu_);
  JoinEnded(lock);
  waiting_.push_back(std::move(fn));
  if (idle_ >= waiting_.size() || threads_.size() >= max_threads_) {
    work_.notify_one();
    return;
  }
  std::thread t([this] { Work(); });
  threads_.emplace(t.get_id(), std::move(t));
}

void ConnectionThreads::Work() {
  std::unique_lock lock(mu_);
  for (;;) {
    ++idle_;
    const bool woken =
        work_.wait_for(lock, kIdleEnd, [this] { return stopping_ || !waiting_.empty(); });
    --idle_;
    if (waiting_.empty() && (stopping_ || !woken)) break;
    std::function<void()> fn = std::move(waiting_.front());
    waiting_.pop_front();
    lock.unlock();
    fn();
    lock.lock();
  }
  ended_.push_back(std::this_thread::get_id());
  work_.notify_all();  // shutdown() waits for the last one
}

void ConnectionThreads::shutdown() {
  std::unique_lock lock(mu_);
  stopping_ = true;
  work_.notify_all();
  while (!threads_.empty()) {
    work_.wait(lock, [this] { return !ended_.empty(); });
    JoinEnded(lock);
  }
}

}  // namespace ps::server
