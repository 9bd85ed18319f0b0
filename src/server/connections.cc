// Connections on threads of their own; see connections.h.
#include "server/connections.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <string_view>

namespace ps::server {

namespace {
// A thread with no connection for this long ends (a burst of connections leaves no crowd of
// idle threads behind).
constexpr auto kIdleEnd = std::chrono::seconds(20);
}  // namespace

// ---- Deadlines ----

using Clock = std::chrono::steady_clock;

struct DeadlineEntry {
  int socket = -1;  // the connection's socket, as httplib has it
  int fd = -1;      // a copy of it (-1: none could be made): shutting it down ends the connection
  ino_t inode{};    // the socket's, to tell it from connections accepted later
  Clock::time_point deadline = Clock::time_point::max();  // max(): none
  Deadlines* owner = nullptr;
};

namespace {

// The connection this thread serves, if any (set by Deadlines::Serve).
thread_local DeadlineEntry* serving = nullptr;

// The port a socket is bound to, or -1.
int LocalPort(int fd) {
  sockaddr_storage a{};
  socklen_t len = sizeof a;
  if (::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) != 0) return -1;
  if (a.ss_family == AF_INET) return ntohs(reinterpret_cast<sockaddr_in*>(&a)->sin_port);
  if (a.ss_family == AF_INET6) return ntohs(reinterpret_cast<sockaddr_in6*>(&a)->sin6_port);
  return -1;
}

Clock::duration SecondsOf(double s) {
  return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
}

}  // namespace

Deadlines::Deadlines(double request_seconds, double idle_seconds)
    : request_(SecondsOf(request_seconds)), idle_(SecondsOf(idle_seconds)) {
  watcher_ = std::thread([this] { Watch(); });
}

Deadlines::~Deadlines() {
  {
    std::lock_guard lock(mu_);
    stopping_ = true;
  }
  changed_.notify_all();
  watcher_.join();
}

void Deadlines::Listening(int listen_fd) {
  std::lock_guard lock(mu_);
  listen_fd_ = listen_fd;
}

std::shared_ptr<DeadlineEntry> Deadlines::Accepted() {
  std::lock_guard lock(mu_);
  const int port = listen_fd_ >= 0 ? LocalPort(listen_fd_) : -1;
  if (port < 0) return nullptr;
  // accept() gave the new socket the lowest free number, so it is looked for from 0 up: the
  // first connected socket on the listening port that is not a known one (a known number whose
  // inode changed was closed and given to the new one). Past the highest known number, 64
  // free numbers in a row end the search.
  int found = -1, free_run = 0;
  ino_t inode{};
  for (int fd = 0; free_run < 64 || fd <= highest_known_; ++fd) {
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
      ++free_run;
      continue;
    }
    free_run = 0;
    if (fd == listen_fd_ || !S_ISSOCK(st.st_mode)) continue;
    if (auto k = known_.find(fd); k != known_.end() && k->second == st.st_ino) continue;
    sockaddr_storage peer{};
    socklen_t len = sizeof peer;
    if (LocalPort(fd) != port || ::getpeername(fd, reinterpret_cast<sockaddr*>(&peer), &len) != 0) {
      continue;
    }
    found = fd;
    inode = st.st_ino;
    break;
  }
  if (found < 0) return nullptr;
  auto entry = std::make_shared<DeadlineEntry>();
  entry->socket = found;
  entry->inode = inode;
  entry->owner = this;
  // Known from now on, even when it cannot be watched (no descriptor left to copy it to), so
  // that no later search takes it for a newer connection.
  entry->fd = ::fcntl(found, F_DUPFD_CLOEXEC, 0);
  known_[found] = inode;
  highest_known_ = std::max(highest_known_, found);
  if (entry->fd >= 0) {
    known_[entry->fd] = inode;
    highest_known_ = std::max(highest_known_, entry->fd);
  }
  live_.push_back(entry);
  return entry;
}

void Deadlines::Serve(const std::shared_ptr<DeadlineEntry>& entry,
                      const std::function<void()>& fn) {
  if (entry == nullptr) {
    fn();
    return;
  }
  Set(entry.get(), Clock::now() + idle_ + request_);
  serving = entry.get();
  fn();
  serving = nullptr;
  std::lock_guard lock(mu_);
  live_.erase(std::find(live_.begin(), live_.end(), entry));
  if (auto k = known_.find(entry->socket); k != known_.end() && k->second == entry->inode) {
    known_.erase(k);  // (httplib closed it; its number may already serve a newer connection)
  }
  if (entry->fd >= 0) {
    known_.erase(entry->fd);
    ::close(entry->fd);
  }
}

void Deadlines::Set(DeadlineEntry* entry, Clock::time_point deadline) {
  bool sooner;
  {
    std::lock_guard lock(mu_);
    sooner = deadline < entry->deadline;
    entry->deadline = deadline;
  }
  if (sooner) changed_.notify_all();
}

void Deadlines::HeadersRead(bool has_body) {
  if (DeadlineEntry* e = serving) {
    e->owner->Set(e, has_body ? Clock::now() + e->owner->request_ : Clock::time_point::max());
  }
}

void Deadlines::BodyRead() {
  if (DeadlineEntry* e = serving) e->owner->Set(e, Clock::time_point::max());
}

void Deadlines::Answered() {
  if (DeadlineEntry* e = serving)
    e->owner->Set(e, Clock::now() + e->owner->idle_ + e->owner->request_);
}

bool Deadlines::Refuse(DeadlineEntry& entry) {
  if (entry.fd < 0) return false;
  // A 503 the client can read, then the end of the connection (a fresh socket's send buffer
  // takes it at once; MSG_DONTWAIT: never wait on a client that reads nothing).
  static constexpr std::string_view kBody =
      "{\"error\":{\"code\":\"unavailable\",\"message\":\"the server has too many connections "
      "at once; try again in a moment\"}}";
  static const std::string kBusy = fmt::format(
      "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nConnection: "
      "close\r\nRetry-After: 1\r\nContent-Length: {}\r\n\r\n{}",
      kBody.size(), kBody);
  (void)::send(entry.fd, kBusy.data(), kBusy.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
  ::shutdown(entry.fd, SHUT_RDWR);
  return true;
}

void Deadlines::Watch() {
  std::unique_lock lock(mu_);
  while (!stopping_) {
    const Clock::time_point now = Clock::now();
    Clock::time_point next = now + std::chrono::hours(1);
    for (const auto& e : live_) {
      if (e->deadline <= now && e->fd >= 0) {
        ::shutdown(e->fd, SHUT_RDWR);  // httplib's read or wait on it ends; it closes the socket
        e->deadline = Clock::time_point::max();
      } else {
        next = std::min(next, e->deadline);
      }
    }
    changed_.wait_until(lock, next);
  }
}

// ---- ConnectionThreads ----

ConnectionThreads::ConnectionThreads(size_t max_threads, Deadlines* deadlines)
    : max_threads_(max_threads > 0 ? max_threads : 1), deadlines_(deadlines) {}

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
  std::shared_ptr<DeadlineEntry> entry;
  if (deadlines_ != nullptr) {
    // Called by httplib right after it accepted the connection (see Deadlines).
    entry = deadlines_->Accepted();
    fn = [d = deadlines_, entry, fn = std::move(fn)] { d->Serve(entry, fn); };
  }
  std::unique_lock lock(mu_);
  JoinEnded(lock);
  if (waiting_.size() >= max_threads_ && entry != nullptr && Deadlines::Refuse(*entry)) {
    // As many connections wait as are served: this one is closed at once (httplib's task reads
    // the end of the shut socket and closes it) rather than left to wait without end.
    lock.unlock();
    fn();
    return;
  }
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
