// What the JSON API's tests share (api_test.cc, api_hint_test.cc): a server of their own on a
// fresh library in a folder of the test's, with Get/Post/Make over real HTTP, base64 for a .puz
// body, and a puzzle's solved state as a player would send it.
#pragma once

#include <gtest/gtest.h>
#include <httplib.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "app/puzzles.h"
#include "server/running.h"

namespace ps::server {

using nlohmann::json;
namespace fs = std::filesystem;

class ApiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("ps-api-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    db_ = (dir_ / "library.db").string();
    server_ = std::make_unique<Running>(db_);
  }
  void TearDown() override {
    server_.reset();
    fs::remove_all(dir_);
  }
  httplib::Client& c() { return server_->client(); }

  json Post(const std::string& path, const json& body, int expect) {
    auto r = c().Post(path.c_str(), body.dump(), "application/json");
    EXPECT_TRUE(r) << path;
    if (!r) return nullptr;
    EXPECT_EQ(r->status, expect) << path << ": " << r->body;
    return json::parse(r->body, nullptr, false);
  }
  json Get(const std::string& path, int expect = 200) {
    auto r = c().Get(path.c_str());
    EXPECT_TRUE(r) << path;
    if (!r) return nullptr;
    EXPECT_EQ(r->status, expect) << path << ": " << r->body;
    return json::parse(r->body, nullptr, false);
  }
  // Starts a make job and waits for its end.
  json Make(const std::string& kind, const json& params, double time_limit = 30) {
    json start =
        Post("/api/make", {{"kind", kind}, {"params", params}, {"time_limit", time_limit}}, 202);
    std::string id = start["job"];
    for (int i = 0; i < 1200; ++i) {
      json j = Get("/api/jobs/" + id);
      if (j["status"] != "running") return j;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    ADD_FAILURE() << "job " << id << " did not end";
    return nullptr;
  }

  fs::path dir_;
  std::string db_;
  std::unique_ptr<Running> server_;
};

inline std::string Base64(const std::string& in) {
  static const char* chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  size_t i = 0;
  for (; i + 2 < in.size(); i += 3) {
    uint32_t v = (static_cast<uint32_t>(static_cast<uint8_t>(in[i])) << 16) |
                 (static_cast<uint32_t>(static_cast<uint8_t>(in[i + 1])) << 8) |
                 static_cast<uint8_t>(in[i + 2]);
    for (int k = 3; k >= 0; --k) out += chars[(v >> (6 * k)) & 63];
  }
  if (i < in.size()) {
    uint32_t v = static_cast<uint32_t>(static_cast<uint8_t>(in[i])) << 16;
    if (i + 1 < in.size()) v |= static_cast<uint32_t>(static_cast<uint8_t>(in[i + 1])) << 8;
    out += chars[(v >> 18) & 63];
    out += chars[(v >> 12) & 63];
    out += i + 1 < in.size() ? chars[(v >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

// The solved state of a puzzle document, as the player would send it: its kind's answer.
inline json SolvedState(const json& p) {
  ps::app::PuzzleRecord r;
  r.kind = p["kind"];
  r.doc = p["doc"];
  ps::Result<json> answer = ps::app::AnswerGame(r);
  EXPECT_TRUE(answer.ok()) << answer.error().ToString();
  return answer.ok() ? *answer : json::object();
}

}  // namespace ps::server
