// The server's connections, each served on a thread of its own. httplib's own pool has a fixed
// eight threads, and a thread stays with its connection until the client closes it or the
// keep-alive time runs out, so eight idle connections would keep every other client waiting.
// Here a connection gets a thread at once, up to `max_threads` at a time (past that, new
// connections wait for a thread to come free); a thread with no connection for a while ends.
#pragma once

#include <httplib.h>

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace ps::server {

class ConnectionThreads : public httplib::TaskQueue {
 public:
  explicit ConnectionThreads(size_t max_threads);
  ~ConnectionThreads() override;
  ConnectionThreads(const ConnectionThreads&) = delete;
  ConnectionThreads& operator=(const ConnectionThreads&) = delete;

  // Serves a connection (httplib's task: read its requests, answer them, close it).
  void enqueue(std::function<void()> fn) override;
  // Serves what is waiting, then waits for every thread to end.
  void shutdown() override;

 private:
  void Work();
  void JoinEnded(std::unique_lock<std::mutex>& lock);
  std::mutex mu_;
  std::condition_variable work_;  // a task is waiting, or shutting down
  std::deque<std::function<void()>> waiting_;
  size_t max_threads_;
  std::map<std::thread::id, std::thread> threads_;  // started and not yet joined
  std::vector<std::thread::id> ended_;              // of them, the ones that have returned
  size_t idle_ = 0;                                 // threads waiting for a task
  bool stopping_ = false;
};

}  // namespace ps::server
