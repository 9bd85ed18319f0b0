// A server on a free loopback port with a library at `db`, for the API tests: started in the
// constructor (it answers before the constructor returns), stopped in the destructor.
#pragma once

#include <gtest/gtest.h>
#include <httplib.h>
#include <sys/socket.h>

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <thread>

#include "server/server.h"

namespace ps::server {

// Reads an HTTP answer from socket `fd` until its headers are in (and its body, when it has a
// length), the connection closes or the socket's receive timeout passes.
inline std::string ReadHttpAnswer(int fd) {
  std::string out;
  char buf[4096];
  for (ssize_t n; (n = ::recv(fd, buf, sizeof buf, 0)) > 0;) {
    out.append(buf, static_cast<size_t>(n));
    const size_t end = out.find("\r\n\r\n");
    const size_t len = out.find("Content-Length: ");
    if (end != std::string::npos && len != std::string::npos && len < end &&
        out.size() >= end + 4 + std::stoul(out.substr(len + 16))) {
      break;
    }
  }
  return out;
}

class Running {
 public:
  // `tweak`: changes to the options below, for a test of one limit.
  explicit Running(const std::string& db, int max_jobs = 4,
                   const std::function<void(ServerOptions&)>& tweak = {}) {
    ServerOptions o;
    o.port = 0;
    o.db = db;
    o.words = std::string(PS_SOURCE_DIR) + "/data/crossword/fill/words-scored.dict";
    o.max_seconds = 60;
    o.max_jobs = max_jobs;
    o.max_body = 1 << 20;
    if (tweak) tweak(o);
    auto s = Server::Create(o);
    EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error().ToString());
    server_ = std::move(*s);
    EXPECT_TRUE(server_->Bind().ok());
    thread_ = std::thread([this] { server_->Run(); });
    client_ = std::make_unique<httplib::Client>("127.0.0.1", server_->port());
    client_->set_read_timeout(60, 0);
    // Wait until it answers.
    for (int i = 0; i < 100 && !client_->Get("/api/health"); ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  }
  ~Running() {
    server_->Stop();
    thread_.join();
  }
  httplib::Client& client() { return *client_; }
  int port() const { return server_->port(); }

 private:
  std::unique_ptr<Server> server_;
  std::thread thread_;
  std::unique_ptr<httplib::Client> client_;
};

}  // namespace ps::server
