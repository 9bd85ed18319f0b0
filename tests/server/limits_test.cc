// The server's limits under slow, huge and hostile requests, over real HTTP on loopback, and the
// real `puzzlesmith serve` refusing library files it must not touch:
// - sixteen clients sending a request body one byte a second do not keep a normal client waiting;
// - a chunked upload of 100 MB is refused with 413 once it passes the 8 MB limit, and 7 MB of
// nested `[` (under the
//   8 MB body limit) with 400 within half a second, the server's resident memory (its peak, from
//   /proc) staying under 100 MB;
// - an empty file, random bytes, another program's SQLite database and a library with damaged
//   pages: `serve` exits 2 with one line and leaves the file byte for byte as it was.
#include <arpa/inet.h>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <httplib.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sqlite3.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "app/library.h"
#include "common/files.h"
#include "common/sanitized.h"
#include "common/socket.h"
#include "server/running.h"

extern char** environ;

namespace ps::server {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// A fresh folder for one test, removed at its end however it ends.
struct TempDir {
  explicit TempDir(const std::string& name)
      : path(fs::temp_directory_path() / (name + "-" + std::to_string(::getpid()))) {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
  fs::path path;
};

double Since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

using test_support::ConnectLoopback;

bool SendAll(int fd, const std::string& bytes) {
  size_t at = 0;
  while (at < bytes.size()) {
    const ssize_t n = ::send(fd, bytes.data() + at, bytes.size() - at, MSG_NOSIGNAL);
    if (n <= 0) return false;
    at += static_cast<size_t>(n);
  }
  return true;
}

// ---- (a) slow bodies ----

TEST(ServerLimits, SixteenSlowBodyClientsDoNotKeepOthersWaiting) {
  const TempDir temp("ps-slow");
  const fs::path& dir = temp.path;
  {
    Running server((dir / "library.db").string());
    const int port = server.port();
    const std::string head =
        "POST /api/import HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
        "\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n";
    std::vector<int> slow;
    for (int i = 0; i < 16; ++i) {
      int fd = ConnectLoopback(port);
      ASSERT_GE(fd, 0) << "slow client " << i;
      ASSERT_TRUE(SendAll(fd, head + "{")) << "slow client " << i;
      slow.push_back(fd);
    }
    // Each sends one more byte of its body every second (a body of 100 bytes, so none ends).
    std::atomic<bool> done{false};
    std::atomic<int> bytes_sent{0};
    std::thread drip([&] {
      while (!done) {
        for (int fd : slow) {
          if (SendAll(fd, " ")) ++bytes_sent;
        }
        for (int i = 0; i < 10 && !done; ++i) {
          std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
      }
    });
    // For 10 s, a normal client's GET /api/health every half second is answered within 1 s.
    const auto until = Clock::now() + std::chrono::seconds(10);
    double slowest = 0;
    int answered = 0;
    while (Clock::now() < until) {
      httplib::Client c("127.0.0.1", port);
      c.set_connection_timeout(2, 0);
      c.set_read_timeout(2, 0);
      const auto t0 = Clock::now();
      auto r = c.Get("/api/health");
      const double s = Since(t0);
      ASSERT_TRUE(r) << "no answer while 16 clients send their bodies slowly";
      EXPECT_EQ(r->status, 200);
      slowest = std::max(slowest, s);
      ++answered;
      std::this_thread::sleep_for(std::chrono::milliseconds(500));
    }
    done = true;
    drip.join();
    for (int fd : slow) ::close(fd);
    EXPECT_LT(slowest, 1.0) << "the slowest answer took " << slowest << " s";
    EXPECT_GE(answered, 15);
    // The slow clients were really sending all along (their connections were not dropped).
    EXPECT_GE(bytes_sent.load(), 16 * 9);
    std::printf("16 slow-body clients (%d bytes dripped): %d requests answered, slowest %.3f s\n",
                bytes_sent.load(), answered, slowest);
  }
}

// ---- (b) deadlines ----

// Sends `bytes` a few at a time, one piece every 300 ms, until they are all sent, the server
// closes the connection, or `seconds` pass: how long the connection lasted (the seconds when
// the server never closed it).
double TrickleUntilClosed(int fd, const std::string& bytes, double seconds) {
  const auto t0 = Clock::now();
  size_t at = 0;
  while (Since(t0) < seconds) {
    if (at < bytes.size()) {
      if (::send(fd, bytes.data() + at, 1, MSG_NOSIGNAL) != 1) return Since(t0);
      ++at;
    }
    pollfd p{fd, POLLIN, 0};
    if (::poll(&p, 1, 300) > 0) {
      char c;
      if (::recv(fd, &c, 1, MSG_DONTWAIT) <= 0) return Since(t0);  // closed (or reset)
    }
  }
  return seconds;
}

TEST(ServerLimits, RequestsThatTrickleInAreCutAtTheirDeadlineAndKeptAliveOnesAreNot) {
  const TempDir temp("ps-deadline");
  Running server((temp.path / "library.db").string(), 4, [](ServerOptions& o) {
    o.request_seconds = 2;
    o.keep_alive_seconds = 1;
  });
  const int port = server.port();
  const std::string host = "Host: 127.0.0.1:" + std::to_string(port) + "\r\n";
  // Headers sent a byte every 300 ms (each byte well within the 10 s read timeout): cut once
  // the idle second and the request's 2 s have passed.
  double header_cut = 0, body_cut = 0;
  std::thread headers([&] {
    const int fd = ConnectLoopback(port);
    header_cut =
        TrickleUntilClosed(fd, "GET /api/health HTTP/1.1\r\n" + host + std::string(200, 'X'), 12);
    ::close(fd);
  });
  // A body sent a byte every 300 ms after its headers: cut 2 s after the headers are in.
  std::thread body([&] {
    const int fd = ConnectLoopback(port);
    const std::string head = "POST /api/import HTTP/1.1\r\n" + host +
                             "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n";
    ASSERT_TRUE(SendAll(fd, head));
    body_cut = TrickleUntilClosed(fd, std::string(100, ' '), 12);
    ::close(fd);
  });
  // Meanwhile one kept-alive connection asks every 400 ms for 5 s: each request arrives at
  // once, so none is cut, though the connection lives past every deadline.
  const int fd = ConnectLoopback(port);
  int answered = 0;
  const auto t0 = Clock::now();
  while (Since(t0) < 5) {
    ASSERT_TRUE(SendAll(fd, "GET /api/health HTTP/1.1\r\n" + host + "\r\n"));
    const std::string answer = ReadHttpAnswer(fd);
    ASSERT_EQ(answer.rfind("HTTP/1.1 200", 0), 0u)
        << "request " << answered << " on the kept-alive connection: " << answer;
    ++answered;
    std::this_thread::sleep_for(std::chrono::milliseconds(400));
  }
  ::close(fd);
  headers.join();
  body.join();
  EXPECT_GE(answered, 10);
  EXPECT_GT(header_cut, 2.5);
  EXPECT_LT(header_cut, 6.0) << "headers trickled in for " << header_cut << " s";
  EXPECT_GT(body_cut, 1.5);
  EXPECT_LT(body_cut, 5.0) << "a body trickled in for " << body_cut << " s";
  std::printf(
      "trickled headers cut after %.1f s, a trickled body after %.1f s; %d requests "
      "on one kept-alive connection over 5 s\n",
      header_cut, body_cut, answered);
}

// As many connections may wait for a thread as are served at once; past that, a connection
// gets a 503 at once (before: it waited without end, holding its socket).
TEST(ServerLimits, PastTheWaitingLimitAConnectionGetsA503AtOnce) {
  const TempDir temp("ps-waiting");
  Running server((temp.path / "library.db").string(), 4, [](ServerOptions& o) {
    o.max_connections = 2;
    o.keep_alive_seconds = 3;
  });
  const int port = server.port();
  // Two connections hold the two threads (they send nothing), two more wait.
  std::vector<int> held;
  for (int i = 0; i < 4; ++i) {
    held.push_back(ConnectLoopback(port));
    ASSERT_GE(held.back(), 0);
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  const int fd = ConnectLoopback(port);
  ASSERT_GE(fd, 0);
  const auto t0 = Clock::now();
  const std::string answer = ReadHttpAnswer(fd);
  const double s = Since(t0);
  ::close(fd);
  EXPECT_EQ(answer.rfind("HTTP/1.1 503", 0), 0u) << answer;
  EXPECT_NE(answer.find("too many connections"), std::string::npos) << answer;
  EXPECT_LT(s, 1.0) << "the fifth connection was answered after " << s << " s";
  for (int h : held) ::close(h);
  // Once they are gone, connections are served again.
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  httplib::Client c("127.0.0.1", port);
  c.set_read_timeout(10, 0);
  auto r = c.Get("/api/health");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 200);
}

// ---- the real server process ----

// `puzzlesmith serve ARGS`: its pid, and its port when it started (read from its first line).
class ServeProcess {
 public:
  explicit ServeProcess(std::vector<std::string> args) {
    int out[2], err[2];
    if (::pipe(out) != 0 || ::pipe(err) != 0) return;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    posix_spawn_file_actions_addclose(&actions, err[0]);
    args.insert(args.begin(), {PS_BINARY, "serve"});
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    if (posix_spawn(&pid_, PS_BINARY, &actions, nullptr, argv.data(), environ) != 0) pid_ = -1;
    posix_spawn_file_actions_destroy(&actions);
    ::close(out[1]);
    ::close(err[1]);
    out_ = out[0];
    err_ = err[0];
  }
  ~ServeProcess() {
    Kill();
    if (out_ >= 0) ::close(out_);
    if (err_ >= 0) ::close(err_);
  }
  pid_t pid() const { return pid_; }
  // Its first line on stdout ("puzzlesmith: serving on http://127.0.0.1:PORT/ ..."); the port.
  int WaitForPort() {
    std::string line;
    char ch = 0;
    while (line.size() < 1000 && ::read(out_, &ch, 1) == 1 && ch != '\n') line += ch;
    const size_t at = line.find("127.0.0.1:");
    return at == std::string::npos ? 0 : std::atoi(line.c_str() + at + 10);
  }
  // Waits up to `seconds` for it to exit: its exit code, -1 if it had to be killed. Collects
  // what it wrote.
  int Wait(double seconds) {
    const auto t0 = Clock::now();
    int status = 0;
    while (::waitpid(pid_, &status, WNOHANG) == 0) {
      if (Since(t0) > seconds) {
        Kill();
        return -1;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    pid_ = -1;
    printed = Drain(out_);
    said = Drain(err_);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  // Resident memory, in MiB: "VmRSS" now or "VmHWM" its peak.
  double Memory(const char* field) const {
    std::ifstream f("/proc/" + std::to_string(pid_) + "/status");
    for (std::string line; std::getline(f, line);) {
      if (line.rfind(std::string(field) + ":", 0) == 0) {
        return std::atof(line.c_str() + std::strlen(field) + 1) / 1024.0;  // kB
      }
    }
    return -1;
  }
  std::string printed, said;  // its stdout and stderr, once it has exited

 private:
  void Kill() {
    if (pid_ <= 0) return;
    ::kill(pid_, SIGKILL);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
  }
  static std::string Drain(int fd) {
    std::string s;
    char buf[4096];
    ::fcntl(fd, F_SETFL, O_NONBLOCK);
    for (ssize_t n; (n = ::read(fd, buf, sizeof buf)) > 0;) s.append(buf, static_cast<size_t>(n));
    return s;
  }
  pid_t pid_ = -1;
  int out_ = -1, err_ = -1;
};

using test_support::kSanitized;

// ---- (b) huge bodies against the real server with its default limits ----

// A page load asks for a dozen files and answers: one kept-alive connection serves them all
// (httplib's default closed it after 5, and the browser had to open new ones mid-load), and a
// file the browser already has comes back as a 304 with no body.
TEST(ServerLimits, OneConnectionServesAWholePageLoadAndCachedFilesAre304) {
  const TempDir temp("ps-keep");
  Running server((temp.path / "library.db").string());
  const int port = server.port();
  const std::string host = "Host: 127.0.0.1:" + std::to_string(port) + "\r\n";
  int fd = ConnectLoopback(port);
  ASSERT_GE(fd, 0);
  std::string tag;
  for (int i = 0; i < 20; ++i) {
    const std::string path = i % 2 ? "/api/kinds" : "/app.js";
    ASSERT_TRUE(SendAll(fd, "GET " + path + " HTTP/1.1\r\n" + host + "\r\n")) << "request " << i;
    const std::string a = ReadHttpAnswer(fd);
    ASSERT_EQ(a.rfind("HTTP/1.1 200", 0), 0u) << "request " << i << " on one connection: " << a;
    if (i == 0) {
      const size_t at = a.find("ETag: ");
      ASSERT_NE(at, std::string::npos) << a;
      tag = a.substr(at + 6, a.find("\r\n", at) - at - 6);
    }
  }
  // The browser's copy is the same: 304, no body, same tag.
  ASSERT_TRUE(
      SendAll(fd, "GET /app.js HTTP/1.1\r\n" + host + "If-None-Match: " + tag + "\r\n\r\n"));
  std::string a = ReadHttpAnswer(fd);
  EXPECT_EQ(a.rfind("HTTP/1.1 304", 0), 0u) << a;
  EXPECT_NE(a.find("ETag: " + tag), std::string::npos) << a;
  EXPECT_EQ(a.find("import"), std::string::npos) << "a 304 has no body: " << a;
  ::close(fd);
  // Another file, or a stale copy, gets the whole file.
  auto& c = server.client();
  auto other = c.Get("/common.js", {{"If-None-Match", tag}});
  ASSERT_TRUE(other);
  EXPECT_EQ(other->status, 200);
  EXPECT_FALSE(other->body.empty());
  EXPECT_NE(other->get_header_value("ETag"), tag);
  auto stale = c.Get("/app.js", {{"If-None-Match", "\"0000000000000000-1\""}});
  ASSERT_TRUE(stale);
  EXPECT_EQ(stale->status, 200);
  EXPECT_NE(stale->body.find("import"), std::string::npos);
}

TEST(ServerLimits, HugeBodiesAreRefusedAtOnceInLittleMemory) {
  const TempDir temp("ps-huge");
  const fs::path& dir = temp.path;
  ServeProcess server({"--port", "0", "--db", (dir / "library.db").string(), "--words",
                       std::string(PS_SOURCE_DIR) + "/data/crossword/sample-words.txt"});
  const int port = server.WaitForPort();
  ASSERT_GT(port, 0) << "the server did not start";
  const std::string head = "POST /api/import HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
                           "\r\nContent-Type: application/json\r\n";
  const double start_mb = server.Memory("VmRSS");

  // A chunked upload of 100 MB (1 MiB chunks of `[`), sent as fast as the server takes it.
  int fd = ConnectLoopback(port, 5);
  ASSERT_GE(fd, 0);
  const auto t0 = Clock::now();
  ASSERT_TRUE(SendAll(fd, head + "Transfer-Encoding: chunked\r\n\r\n"));
  std::atomic<long> sent{0};
  std::thread upload([&] {
    const std::string chunk = "100000\r\n" + std::string(1 << 20, '[') + "\r\n";
    for (int i = 0; i < 100 && SendAll(fd, chunk); ++i) sent += 1 << 20;
  });
  std::string a = ReadHttpAnswer(fd);
  const double refused_after = Since(t0);
  ::shutdown(fd, SHUT_RDWR);  // the upload's next send fails
  upload.join();
  ::close(fd);
  EXPECT_EQ(a.rfind("HTTP/1.1 413", 0), 0u) << a.substr(0, 300);
  EXPECT_LT(sent.load(), 40L << 20) << "the server read far past its limit before the 413";
  EXPECT_LT(refused_after, 1.0) << "the 413 came after " << refused_after << " s";
  const double chunked_peak_mb = server.Memory("VmHWM");

  // 7 MB of nested `[` with its length (under the 8 MB limit): read, then refused for its depth.
  const std::string deep(7 << 20, '[');
  fd = ConnectLoopback(port, 5);
  ASSERT_GE(fd, 0);
  const auto t1 = Clock::now();
  std::thread send_deep([&] {
    SendAll(fd, head + "Content-Length: " + std::to_string(deep.size()) + "\r\n\r\n" + deep);
  });
  a = ReadHttpAnswer(fd);
  const double deep_after = Since(t1);
  send_deep.join();
  ::close(fd);
  EXPECT_EQ(a.rfind("HTTP/1.1 400", 0), 0u) << a.substr(0, 300);
  EXPECT_NE(a.find("deeper than 32 levels"), std::string::npos) << a.substr(0, 300);
  // (Under the sanitizers every byte read costs more: 2 s there.)
  EXPECT_LT(deep_after, kSanitized ? 2.0 : 0.5) << "the 400 came after " << deep_after << " s";
  const double peak_mb = server.Memory("VmHWM");

  // Still serving.
  httplib::Client c("127.0.0.1", port);
  auto r = c.Get("/api/health");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 200);
  std::printf(
      "server memory: %.1f MiB at start; peak %.1f MiB after the chunked 100 MB (%ld MiB of it "
      "sent before the 411, %.3f s), %.1f MiB after the 7 MB nesting (400 in %.3f s)%s\n",
      start_mb, chunked_peak_mb, sent.load() >> 20, refused_after, peak_mb, deep_after,
      kSanitized ? "; under AddressSanitizer, which keeps freed memory, so not checked" : "");
  // AddressSanitizer holds freed memory in quarantine (up to 256 MB) and adds its shadow, so
  // the bound is for the build people run.
  if (!kSanitized) {
    EXPECT_LT(chunked_peak_mb, 100.0);
    EXPECT_LT(peak_mb, 100.0);
  }
}

// ---- (c) library files serve must not touch ----

TEST(ServerLimits, ServeRefusesADamagedOrForeignLibraryAndLeavesItAsItWas) {
  const TempDir temp("ps-badlib");
  const fs::path& dir = temp.path;
  // 0 bytes.
  testing_files::Write((dir / "empty.db").string(), "");
  // Random bytes (fixed seed).
  {
    std::mt19937 rng(20261125);
    std::string bytes(64 * 1024, '\0');
    for (char& b : bytes) b = static_cast<char>(rng() & 0xff);
    testing_files::Write((dir / "random.db").string(), bytes);
  }
  // Another program's SQLite database.
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open((dir / "foreign.db").c_str(), &db), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(db,
                           "CREATE TABLE contacts (name TEXT, phone TEXT);"
                           "INSERT INTO contacts VALUES ('Ada', '555-0100');",
                           nullptr, nullptr, nullptr),
              SQLITE_OK);
    sqlite3_close(db);
  }
  // A library with puzzles in it whose pages were then overwritten.
  {
    Result<std::unique_ptr<app::Library>> lib = app::Library::Open((dir / "damaged.db").string());
    ASSERT_TRUE(lib.ok()) << lib.error().ToString();
    for (int i = 0; i < 200; ++i) {
      app::PuzzleRecord r;
      r.kind = "sudoku";
      r.title = std::string(150, static_cast<char>('a' + i % 26));
      r.doc = nlohmann::json{{"givens", std::string(81, '.')}};
      ASSERT_TRUE((*lib)->Add(r).ok());
    }
  }
  {
    std::fstream f(dir / "damaged.db", std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(4096 * 3 + 100);
    const std::string junk(3000, '\x5a');
    f.write(junk.data(), static_cast<std::streamsize>(junk.size()));
  }
  ASSERT_GT(fs::file_size(dir / "damaged.db"), 4096u * 4) << "the library is too small to damage";
  const std::vector<std::string> names = {"empty.db", "random.db", "foreign.db", "damaged.db"};
  for (const std::string& name : names) {
    const std::string path = (dir / name).string();
    const std::string before = testing_files::Slurp(path);
    const auto listed_before = std::distance(fs::directory_iterator(dir), fs::directory_iterator());
    ServeProcess s({"--port", "0", "--db", path});
    const int code = s.Wait(20);
    EXPECT_EQ(code, 2) << name << ": " << s.said;
    EXPECT_EQ(s.printed, "") << name;
    ASSERT_FALSE(s.said.empty()) << name;
    EXPECT_EQ(s.said.find('\n'), s.said.size() - 1) << name << ": not one line:\n" << s.said;
    EXPECT_NE(s.said.find(path), std::string::npos)
        << name << ": does not name the file: " << s.said;
    EXPECT_TRUE(testing_files::Slurp(path) == before) << name << " was changed";
    EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), listed_before)
        << name << ": files were left beside it";
    std::printf("%s: exit %d, %s", name.c_str(), code, s.said.c_str());
  }
}

}  // namespace
}  // namespace ps::server
