// The server's connections, each served on a thread of its own. httplib's own pool has a fixed
// eight threads, and a thread stays with its connection until the client closes it or the
// keep-alive time runs out, so eight idle connections would keep every other client waiting.
// Here a connection gets a thread at once, up to `max_threads` at a time (past that, new
// connections wait for a thread to come free, up to as many again; more are closed at once); a
// thread with no connection for a while ends.
#pragma once

#include <httplib.h>
#include <sys/types.h>

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <vector>

namespace ps::server {

struct DeadlineEntry;  // a connection's socket and deadline (connections.cc)

// Deadlines for the requests on each connection: a request's headers, and then its body, must
// arrive within `request_seconds`, however the client trickles them, or its connection is cut
// (shut down under httplib, which then ends it as a closed connection). Waiting for the next
// request of a kept-alive connection gets `idle_seconds` more; a handler at work has no
// deadline. httplib 0.11 does not tell its task queue which socket a task serves, so the socket
// is found when the task is queued, right after httplib accepted it: the lowest-numbered
// connected socket on the listening port that is not a known connection's (by inode); a
// connection whose socket cannot be found is served without deadlines.
class Deadlines {
 public:
  Deadlines(double request_seconds, double idle_seconds);
  ~Deadlines();
  Deadlines(const Deadlines&) = delete;
  Deadlines& operator=(const Deadlines&) = delete;

  // The listening socket (set before the first connection).
  void Listening(int listen_fd);
  // From the accepting thread, right after a connection was accepted: its entry (nullptr when
  // its socket could not be found), to pass to Serve.
  std::shared_ptr<DeadlineEntry> Accepted();
  // Serves `fn` (httplib's task for the connection) with `entry`'s deadlines, on this thread.
  void Serve(const std::shared_ptr<DeadlineEntry>& entry, const std::function<void()>& fn);

  // On the connection's own thread (no-ops on a thread that serves no connection):
  // the request's headers are in; `has_body`: its body comes next, within its own deadline.
  static void HeadersRead(bool has_body);
  // The body is in: the handler works without a deadline.
  static void BodyRead();
  // The answer is sent: the next request may take the idle time and then its own.
  static void Answered();

  // Answers the connection of `entry` with a 503 and shuts it down before it is served (too many
  // are waiting); false when
  // its socket cannot be reached.
  static bool Refuse(DeadlineEntry& entry);

 private:
  void Set(DeadlineEntry* entry, std::chrono::steady_clock::time_point deadline);
  void Watch();
  const std::chrono::steady_clock::duration request_, idle_;
  int listen_fd_ = -1;
  mutable std::mutex mu_;
  std::condition_variable changed_;
  std::vector<std::shared_ptr<DeadlineEntry>> live_;
  std::unordered_map<int, ino_t> known_;  // descriptor -> inode: live connections and copies
  int highest_known_ = -1;
  bool stopping_ = false;
  std::thread watcher_;
};

class ConnectionThreads : public httplib::TaskQueue {
 public:
  // `deadlines` (may be null): the requests' deadlines, outliving this queue.
  ConnectionThreads(size_t max_threads, Deadlines* deadlines);
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
  Deadlines* deadlines_;
  std::map<std::thread::id, std::thread> threads_;  // started and not yet joined
  std::vector<std::thread::id> ended_;              // of them, the ones that have returned
  size_t idle_ = 0;                                 // threads waiting for a task
  bool stopping_ = false;
};

}  // namespace ps::server
