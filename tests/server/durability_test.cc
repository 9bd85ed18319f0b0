// A save the server answered survives the server being killed: the real `puzzlesmith serve`
// process takes a burst of game saves from 8 clients and is killed with SIGKILL at a random
// moment (five times, seeded); after each restart the library passes SQLite's integrity check
// and every puzzle's saved game is, byte for byte, the last save answered 2xx for it (or a later
// one that was sent and not yet answered when the server died).
#include <gtest/gtest.h>
#include <httplib.h>
#include <signal.h>
#include <spawn.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <thread>
#include <vector>

extern char** environ;

namespace {

using nlohmann::json;
namespace fs = std::filesystem;

// `puzzlesmith serve` on a free port with the library `db`; its port is read from its first line.
class ServerProcess {
 public:
  explicit ServerProcess(const std::string& db) {
    int out[2];
    if (::pipe(out) != 0) return;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    std::vector<std::string> args = {
        PS_BINARY, "serve",
        "--port",  "0",
        "--db",    db,
        "--words", std::string(PS_SOURCE_DIR) + "/data/crossword/sample-words.txt"};
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    if (posix_spawn(&pid_, PS_BINARY, &actions, nullptr, argv.data(), environ) != 0) pid_ = -1;
    posix_spawn_file_actions_destroy(&actions);
    ::close(out[1]);
    // "puzzlesmith: serving on http://127.0.0.1:PORT/ ..."
    std::string line;
    char ch = 0;
    while (line.size() < 1000 && ::read(out[0], &ch, 1) == 1 && ch != '\n') line += ch;
    ::close(out[0]);
    const size_t at = line.find("127.0.0.1:");
    if (at != std::string::npos) port_ = std::atoi(line.c_str() + at + 10);
  }
  ~ServerProcess() { Kill(); }
  int port() const { return port_; }
  void Kill() {
    if (pid_ <= 0) return;
    ::kill(pid_, SIGKILL);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
  }

 private:
  pid_t pid_ = -1;
  int port_ = 0;
};

std::string IntegrityCheck(const std::string& db) {
  sqlite3* h = nullptr;
  std::string verdict = "cannot open";
  if (sqlite3_open_v2(db.c_str(), &h, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
    sqlite3_stmt* s = nullptr;
    if (sqlite3_prepare_v2(h, "PRAGMA integrity_check", -1, &s, nullptr) == SQLITE_OK &&
        sqlite3_step(s) == SQLITE_ROW) {
      verdict = reinterpret_cast<const char*>(sqlite3_column_text(s, 0));
    }
    sqlite3_finalize(s);
  }
  sqlite3_close(h);
  return verdict;
}

TEST(Durability, EverySaveAnsweredSurvivesSigkillFiveTimes) {
  const fs::path dir = fs::temp_directory_path() / ("ps-durable-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string db = (dir / "library.db").string();
  const std::string puzzle =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  constexpr int kClients = 8, kPerClient = 16;
  // The puzzles each client saves games of, made once.
  std::vector<std::vector<int64_t>> ids(kClients);
  {
    ServerProcess s(db);
    ASSERT_GT(s.port(), 0) << "the server did not start";
    httplib::Client c("127.0.0.1", s.port());
    for (int t = 0; t < kClients; ++t) {
      for (int k = 0; k < kPerClient; ++k) {
        auto r = c.Post("/api/import", json{{"text", puzzle}}.dump(), "application/json");
        ASSERT_TRUE(r && r->status == 201);
        ids[static_cast<size_t>(t)].push_back(json::parse(r->body)["id"].get<int64_t>());
      }
    }
  }
  // For every puzzle: the body of its last save answered 2xx, and of saves sent after it.
  struct Saves {
    std::string answered;              // empty: none yet
    std::vector<std::string> pending;  // sent after it, not answered
  };
  std::vector<std::vector<Saves>> saves(kClients, std::vector<Saves>(kPerClient));
  std::mt19937 rng(20261125);
  int64_t total_answered = 0;
  for (int round = 0; round < 5; ++round) {
    ServerProcess s(db);
    ASSERT_GT(s.port(), 0) << "round " << round << ": the server did not restart";
    std::atomic<bool> stop{false};
    std::atomic<int64_t> answered{0};
    std::vector<std::thread> clients;
    for (int t = 0; t < kClients; ++t) {
      clients.emplace_back([&, t] {
        httplib::Client c("127.0.0.1", s.port());
        c.set_read_timeout(5, 0);
        for (int n = 0; !stop; ++n) {
          const int k = n % kPerClient;
          Saves& mine = saves[static_cast<size_t>(t)][static_cast<size_t>(k)];
          // A state the puzzle allows (the givens and one more digit) and a unique stamp.
          std::string values = puzzle;
          values[1] = static_cast<char>('1' + n % 9);
          const std::string body = json{
              {"state", {{"values", values}}},
              {"elapsed", n},
              {"round", round},
              {"n", n}}.dump();
          mine.pending.push_back(body);
          auto r =
              c.Put(("/api/puzzles/" +
                     std::to_string(ids[static_cast<size_t>(t)][static_cast<size_t>(k)]) + "/game")
                        .c_str(),
                    body, "application/json");
          if (!r) break;  // the server is gone: this save may or may not have been kept
          if (r->status / 100 == 2) {
            mine.answered = body;
            mine.pending.clear();
            ++answered;
          } else {
            mine.pending.pop_back();  // refused: nothing was kept
            ADD_FAILURE() << r->status << " " << r->body;
            break;
          }
        }
      });
    }
    std::this_thread::sleep_for(
        std::chrono::milliseconds(std::uniform_int_distribution<int>(150, 900)(rng)));
    s.Kill();
    stop = true;
    for (std::thread& th : clients) th.join();
    total_answered += answered;
    ASSERT_GT(answered.load(), 0) << "round " << round << ": no save was answered";
    EXPECT_EQ(IntegrityCheck(db), "ok") << "round " << round;
    // Read back through a new server.
    ServerProcess again(db);
    ASSERT_GT(again.port(), 0) << "round " << round << ": the server did not start after the kill";
    httplib::Client c("127.0.0.1", again.port());
    int checked = 0;
    for (int t = 0; t < kClients; ++t) {
      for (int k = 0; k < kPerClient; ++k) {
        Saves& mine = saves[static_cast<size_t>(t)][static_cast<size_t>(k)];
        auto r =
            c.Get(("/api/puzzles/" +
                   std::to_string(ids[static_cast<size_t>(t)][static_cast<size_t>(k)]) + "/game")
                      .c_str());
        ASSERT_TRUE(r && r->status == 200);
        const json game = json::parse(r->body)["game"];
        const std::string stored = game.is_null() ? "" : game.dump();
        bool found = stored == mine.answered;
        for (const std::string& p : mine.pending) found = found || stored == p;
        EXPECT_TRUE(found) << "round " << round << ", client " << t << ", puzzle " << k
                           << ": stored " << stored << ", last answered " << mine.answered;
        // What is stored now is what a later round must find, if nothing newer is answered.
        if (stored != mine.answered) mine.answered = stored;
        mine.pending.clear();
        ++checked;
      }
    }
    EXPECT_EQ(checked, kClients * kPerClient);
    std::printf("round %d: %lld saves answered before SIGKILL, all found\n", round,
                static_cast<long long>(answered.load()));
  }
  EXPECT_GT(total_answered, 100);
  fs::remove_all(dir);
}

}  // namespace
