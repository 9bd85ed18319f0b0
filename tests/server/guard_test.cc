// What the server refuses, over real HTTP on loopback: requests sent to another name (DNS
// rebinding), cross-site requests a web page can send without asking (text/plain and form
// posts, with a foreign Origin or Referer), and, beyond loopback, requests without the access
// token; all of them change nothing. The checks alone (server/guard.h) are tested on headers.
// Then the limits: idle connections do not keep others waiting, and a library refuses to open
// when it is damaged, another program's or locked, with one line.
#include "server/guard.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <httplib.h>
#include <netinet/in.h>
#include <sqlite3.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "app/library.h"
#include "common/socket.h"
#include "server/running.h"
#include "server/server.h"

namespace ps::server {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

// ---- the checks alone ----

RequestHead Head(std::string_view method, std::string_view host) {
  RequestHead h;
  h.method = method;
  h.host = host;
  return h;
}

TEST(Guard, TheHostMustBeThisServersNameAndPort) {
  Access a{"127.0.0.1", 8080, {}, ""};
  for (const char* host :
       {"127.0.0.1:8080", "localhost:8080", "LocalHost:8080", "[::1]:8080", "127.0.0.2:8080"}) {
    EXPECT_EQ(Admit(a, Head("GET", host)).status, 0) << host;
  }
  for (const char* host :
       {"evil.example:8080", "127.0.0.1:8081", "localhost", "127.0.0.1", "evil.example", "",
        "127.0.0.1:", "127.0.0.1:80800", "localhost.evil.example:8080", "[::1:8080", "a b:8080",
        "192.168.1.5:8080"}) {
    Verdict v = Admit(a, Head("GET", host));
    EXPECT_EQ(v.status, 403) << host;
    EXPECT_FALSE(v.message.empty());
  }
  // Named with --allow-host; on every address, any address (an address cannot be rebound).
  a.allow_hosts = {"puzzles.lan"};
  EXPECT_EQ(Admit(a, Head("GET", "Puzzles.LAN:8080")).status, 0);
  Access all{"0.0.0.0", 9000, {}, "secret"};
  RequestHead h = Head("GET", "192.168.1.5:9000");
  h.authorization = "token secret";
  EXPECT_EQ(Admit(all, h).status, 0);
  h.host = "evil.example:9000";
  EXPECT_EQ(Admit(all, h).status, 403);
}

TEST(Guard, ChangesComeOnlyFromTheAppsOwnPagesAsJson) {
  Access a{"127.0.0.1", 8080, {}, ""};
  RequestHead h = Head("POST", "127.0.0.1:8080");
  h.content_type = "application/json; charset=utf-8";
  EXPECT_EQ(Admit(a, h).status, 0) << "a script (no Origin, no Referer)";
  h.origin = "http://127.0.0.1:8080";
  EXPECT_EQ(Admit(a, h).status, 0) << "the app's own page";
  for (const char* origin :
       {"http://evil.example", "null", "http://localhost:8080", "https://127.0.0.1:8080",
        "http://127.0.0.1:8081", "http://127.0.0.1:8080.evil.example"}) {
    h.origin = origin;
    Verdict v = Admit(a, h);
    EXPECT_EQ(v.status, 403) << origin;
    EXPECT_NE(v.message.find("refused"), std::string::npos) << v.message;
  }
  h.origin = "";
  h.referer = "http://evil.example/page.html";
  EXPECT_EQ(Admit(a, h).status, 403);
  h.referer = "http://127.0.0.1:8080.evil.example/";
  EXPECT_EQ(Admit(a, h).status, 403);
  h.referer = "http://127.0.0.1:8080/#/play/3";
  EXPECT_EQ(Admit(a, h).status, 0);
  // A body a web page may send without asking is not read.
  for (const char* type : {"text/plain", "application/x-www-form-urlencoded",
                           "multipart/form-data; boundary=x", "", "application/jsonx"}) {
    h.content_type = type;
    EXPECT_EQ(Admit(a, h).status, 415) << type;
  }
  RequestHead del = Head("DELETE", "127.0.0.1:8080");
  del.origin = "http://evil.example";
  EXPECT_EQ(Admit(a, del).status, 403);
  EXPECT_EQ(Admit(a, Head("OPTIONS", "127.0.0.1:8080")).status, 405);
  EXPECT_EQ(Admit(a, Head("PATCH", "127.0.0.1:8080")).status, 405);
}

TEST(Guard, ATokenComesInItsCookieOrHeaderOrOnceInTheAddress) {
  Access a{"192.168.1.5", 8080, {}, "0123456789abcdef0123456789abcdef"};
  RequestHead h = Head("GET", "192.168.1.5:8080");
  EXPECT_EQ(Admit(a, h).status, 401);
  h.cookie = "other=1; puzzlesmith-token-8080=0123456789abcdef0123456789abcdef";
  EXPECT_EQ(Admit(a, h).status, 0);
  h.cookie = "puzzlesmith-token-8081=0123456789abcdef0123456789abcdef";
  EXPECT_EQ(Admit(a, h).status, 401) << "another server's cookie";
  h.cookie = "puzzlesmith-token-8080=0123456789abcdef0123456789abcdeX";
  EXPECT_EQ(Admit(a, h).status, 401);
  h.cookie = "";
  h.authorization = "token 0123456789abcdef0123456789abcdef";
  EXPECT_EQ(Admit(a, h).status, 0);
  h.authorization = "";
  h.token_param = "0123456789abcdef0123456789abcdef";
  Verdict v = Admit(a, h);
  EXPECT_EQ(v.status, 0);
  EXPECT_TRUE(v.set_cookie);
  EXPECT_EQ(NewToken().size(), 32u);
  EXPECT_NE(NewToken(), NewToken());
}

// ---- over HTTP ----

class GuardHttp : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("ps-guard-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    server_ = std::make_unique<Running>((dir_ / "library.db").string());
  }
  void TearDown() override {
    server_.reset();
    fs::remove_all(dir_);
  }
  std::string Own() const { return "127.0.0.1:" + std::to_string(server_->port()); }
  int Total() {
    auto r = server_->client().Get("/api/puzzles");
    return r && r->status == 200 ? json::parse(r->body)["total"].get<int>() : -1;
  }
  fs::path dir_;
  std::unique_ptr<Running> server_;
};

const char* kSudoku =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

TEST_F(GuardHttp, CrossSiteRequestsAndForeignHostsGet403AndChangeNothing) {
  httplib::Client& c = server_->client();
  const std::string body = json{{"text", kSudoku}}.dump();
  // The app's own page: stored.
  auto own = c.Post("/api/import", {{"Origin", "http://" + Own()}}, body, "application/json");
  ASSERT_TRUE(own);
  ASSERT_EQ(own->status, 201) << own->body;
  const std::string id = std::to_string(json::parse(own->body)["id"].get<int64_t>());
  ASSERT_EQ(Total(), 1);
  struct Attempt {
    const char* what;
    const char* method;
    std::string path, content_type, body;
    httplib::Headers headers;
  };
  const std::string form = "text=" + std::string(kSudoku);
  const std::vector<Attempt> attempts = {
      {"a text/plain import from another site",
       "POST",
       "/api/import",
       "text/plain",
       body,
       {{"Origin", "http://evil.example"}}},
      {"a form post from another site",
       "POST",
       "/api/import",
       "application/x-www-form-urlencoded",
       form,
       {{"Origin", "http://evil.example"}}},
      {"a text/plain make from another site",
       "POST",
       "/api/make",
       "text/plain",
       json{{"kind", "sudoku"}, {"params", {{"size", 16}, {"level", "extreme"}}}}.dump(),
       {{"Origin", "http://evil.example"}}},
      {"a game save from another site",
       "PUT",
       "/api/puzzles/" + id + "/game",
       "text/plain",
       json{{"state", {{"values", kSudoku}}}}.dump(),
       {{"Origin", "http://evil.example"}}},
      {"a delete from another site",
       "DELETE",
       "/api/puzzles/" + id,
       "",
       "",
       {{"Origin", "http://evil.example"}}},
      {"a post from a page that hides its origin",
       "POST",
       "/api/import",
       "text/plain",
       body,
       {{"Origin", "null"}}},
      {"a post with another site's Referer",
       "POST",
       "/api/import",
       "text/plain",
       body,
       {{"Referer", "http://evil.example/x.html"}}},
      {"a JSON import sent to another name (DNS rebinding)",
       "POST",
       "/api/import",
       "application/json",
       body,
       {{"Host", "evil.example:" + std::to_string(server_->port())}}},
      {"a delete sent to another name",
       "DELETE",
       "/api/puzzles/" + id,
       "",
       "",
       {{"Host", "evil.example:" + std::to_string(server_->port())}}},
  };
  for (const Attempt& a : attempts) {
    httplib::Result r = std::string(a.method) == "POST"
                            ? c.Post(a.path.c_str(), a.headers, a.body, a.content_type.c_str())
                        : std::string(a.method) == "PUT"
                            ? c.Put(a.path.c_str(), a.headers, a.body, a.content_type.c_str())
                            : c.Delete(a.path.c_str(), a.headers);
    ASSERT_TRUE(r) << a.what;
    EXPECT_EQ(r->status, 403) << a.what << ": " << r->body;
    json e = json::parse(r->body, nullptr, false);
    EXPECT_EQ(e["error"]["code"], "refused") << a.what << ": " << r->body;
  }
  // Reading the library by another name is refused too.
  auto read = c.Get("/api/puzzles", {{"Host", "evil.example:" + std::to_string(server_->port())}});
  ASSERT_TRUE(read);
  EXPECT_EQ(read->status, 403);
  EXPECT_EQ(read->body.find(kSudoku), std::string::npos);
  auto page = c.Get("/", {{"Host", "evil.example:" + std::to_string(server_->port())}});
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 403);
  // Nothing changed: one puzzle, no game saved, no job started.
  EXPECT_EQ(Total(), 1);
  auto game = c.Get(("/api/puzzles/" + id + "/game").c_str());
  ASSERT_TRUE(game);
  EXPECT_TRUE(json::parse(game->body)["game"].is_null());
  auto health = c.Get("/api/health");
  ASSERT_TRUE(health);
  EXPECT_EQ(json::parse(health->body)["running_jobs"], 0) << "a job was started";
  // A script's JSON without Content-Type: application/json gets a 415 saying what to send.
  auto plain = c.Post("/api/import", body, "text/plain");
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->status, 415);
  EXPECT_NE(plain->body.find("application/json"), std::string::npos);
  EXPECT_EQ(Total(), 1);
  // Every answer says it may not be framed by another site's page.
  auto index = c.Get("/");
  ASSERT_TRUE(index);
  EXPECT_EQ(index->get_header_value("X-Frame-Options"), "DENY");
  EXPECT_EQ(index->get_header_value("X-Content-Type-Options"), "nosniff");
}

// Raw connections without timeouts: a send waits as long as the server takes to read it.
using test_support::ConnectLoopback;

TEST_F(GuardHttp, TwoHundredIdleConnectionsDoNotKeepOthersWaiting) {
  const int port = server_->port();
  std::vector<int> idle;
  const auto opened = std::chrono::steady_clock::now();
  for (int i = 0; i < 200; ++i) {
    // Half send nothing; half start a request and stop in its headers.
    int fd =
        ConnectLoopback(port, 0, i % 2 ? "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n" : "");
    ASSERT_GE(fd, 0) << "connection " << i;
    idle.push_back(fd);
  }
  // All at once: none waits for a place in the queue of connections not yet accepted (a
  // connection the kernel drops from a full queue is tried again a second later).
  const double opening =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - opened).count();
  EXPECT_LT(opening, 0.9) << "200 connections took " << opening << " s to open";
  // For 10 s, a request on a new connection every half second is answered within a second.
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  double slowest = 0;
  int answered = 0;
  while (std::chrono::steady_clock::now() < until) {
    httplib::Client c("127.0.0.1", port);
    c.set_connection_timeout(2, 0);
    c.set_read_timeout(2, 0);
    const auto t0 = std::chrono::steady_clock::now();
    auto r = c.Get("/api/kinds");
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    ASSERT_TRUE(r) << "no answer with 200 idle connections open";
    EXPECT_EQ(r->status, 200);
    slowest = std::max(slowest, s);
    ++answered;
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
  }
  for (int fd : idle) ::close(fd);
  EXPECT_LT(slowest, 1.0) << "the slowest answer took " << slowest << " s";
  EXPECT_GE(answered, 15);
  std::printf("200 idle connections: %d requests answered, the slowest in %.3f s\n", answered,
              slowest);
}

// The server's first answer on a raw connection to `request` (headers and body), read until its
// Content-Length is in, within `seconds`.
std::string Answer(int port, const std::string& request, double seconds = 5) {
  int fd = ConnectLoopback(port, 0, request);
  if (fd < 0) return "no connection";
  timeval tv{static_cast<time_t>(seconds), 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  std::string out = ReadHttpAnswer(fd);
  ::close(fd);
  return out;
}

TEST_F(GuardHttp, BodiesAreLimitedBeforeTheyAreRead) {
  const int port = server_->port();
  const std::string host = "Host: 127.0.0.1:" + std::to_string(port) + "\r\n";
  const std::string head =
      "POST /api/import HTTP/1.1\r\n" + host + "Content-Type: application/json\r\n";
  const auto t0 = std::chrono::steady_clock::now();
  // A chunked body on a route that takes a body is read, counted as it comes (the limit is in
  // ServerLimits.HugeBodiesAreRefusedAtOnceInLittleMemory): this one reaches its route.
  std::string a = Answer(port, "POST /api/jobs/abc-1/stop HTTP/1.1\r\n" + host +
                                   "Content-Type: application/json\r\nTransfer-Encoding: "
                                   "chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n");
  EXPECT_EQ(a.rfind("HTTP/1.1 404", 0), 0u) << a;
  EXPECT_NE(a.find("no such job"), std::string::npos) << a;
  // A chunked body where no route reads one (a GET): refused at once.
  a = Answer(port, "GET /api/kinds HTTP/1.1\r\n" + host +
                       "Transfer-Encoding: chunked\r\n\r\n100000\r\n[[[[");
  EXPECT_EQ(a.rfind("HTTP/1.1 411", 0), 0u) << a;
  EXPECT_NE(a.find("chunked bodies are not read"), std::string::npos) << a;
  // A length past the limit: refused before a byte of the body is read.
  a = Answer(port, head + "Content-Length: 900000000\r\n\r\n[[[");
  EXPECT_EQ(a.rfind("HTTP/1.1 413", 0), 0u) << a;
  // A POST without a length (which would be read until the client closes): refused at once.
  a = Answer(port, "POST /api/jobs/abc-1/stop HTTP/1.1\r\n" + host +
                       "Content-Type: application/json\r\n\r\n");
  EXPECT_EQ(a.rfind("HTTP/1.1 411", 0), 0u) << a;
  const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_LT(took, 2.0) << "the refusals took " << took << " s";
  // JSON nested deep, or with too many values: 400 naming the limit, before the parser runs.
  const std::string deep = std::string(5000, '[') + std::string(5000, ']');
  a = Answer(port, head + "Content-Length: " + std::to_string(deep.size()) + "\r\n\r\n" + deep);
  EXPECT_EQ(a.rfind("HTTP/1.1 400", 0), 0u) << a.substr(0, 200);
  EXPECT_NE(a.find("deeper than 32 levels"), std::string::npos) << a.substr(0, 300);
  std::string many = "{\"text\": \"x\", \"a\": [";
  for (int i = 0; i < 200000; ++i) many += "1,";
  many += "1]}";
  a = Answer(port, head + "Content-Length: " + std::to_string(many.size()) + "\r\n\r\n" + many);
  EXPECT_NE(a.find("more than 100000 JSON values"), std::string::npos) << a.substr(0, 300);
  // And the server still answers.
  httplib::Client c("127.0.0.1", port);
  auto r = c.Get("/api/health");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 200);
}

TEST_F(GuardHttp, AServerWithATokenLetsInOnlyWhoHasIt) {
  ServerOptions o;
  o.port = 0;
  o.db = (dir_ / "token.db").string();
  o.token = "5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e";
  Result<std::unique_ptr<Server>> s = Server::Create(o);
  ASSERT_TRUE(s.ok()) << s.error().ToString();
  ASSERT_TRUE((*s)->Bind().ok());
  std::thread run([&] { (*s)->Run(); });
  const int port = (*s)->port();
  EXPECT_EQ((*s)->url(), "http://127.0.0.1:" + std::to_string(port) + "/?token=" + o.token);
  httplib::Client c("127.0.0.1", port);
  for (int i = 0; i < 100 && !c.Get("/api/health"); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  // Without it: 401 with where to find it, for the pages and the API alike.
  for (const char* path : {"/", "/api/puzzles"}) {
    auto r = c.Get(path);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 401) << path;
    EXPECT_NE(r->body.find("?token="), std::string::npos) << r->body;
  }
  auto wrong = c.Get("/?token=0000");
  ASSERT_TRUE(wrong);
  EXPECT_EQ(wrong->status, 401);
  // The printed address: the cookie is set and the browser sent on to the page without it.
  auto first = c.Get(("/?token=" + o.token).c_str());
  ASSERT_TRUE(first);
  EXPECT_EQ(first->status, 303);
  EXPECT_EQ(first->get_header_value("Location"), "/");
  const std::string cookie = first->get_header_value("Set-Cookie");
  EXPECT_EQ(cookie.rfind(TokenCookieName(port) + "=" + o.token + ";", 0), 0u) << cookie;
  EXPECT_NE(cookie.find("HttpOnly"), std::string::npos);
  EXPECT_NE(cookie.find("SameSite=Strict"), std::string::npos);
  auto page = c.Get("/", {{"Cookie", TokenCookieName(port) + "=" + o.token}});
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  // A script sends it in a header.
  auto list = c.Get("/api/puzzles", {{"Authorization", "token " + o.token}});
  ASSERT_TRUE(list);
  EXPECT_EQ(list->status, 200);
  (*s)->Stop();
  run.join();
}

TEST_F(GuardHttp, OneClientRunsAtMostTwoJobsAtOnce) {
  httplib::Client& c = server_->client();
  const std::string slow =
      json{{"kind", "sudoku"}, {"params", {{"size", 6}, {"level", "diabolical"}}}}.dump();
  std::vector<std::string> jobs;
  for (int i = 0; i < 2; ++i) {
    auto r = c.Post("/api/make", slow, "application/json");
    ASSERT_TRUE(r);
    ASSERT_EQ(r->status, 202) << r->body;
    jobs.push_back(json::parse(r->body)["job"]);
  }
  auto third = c.Post("/api/make", slow, "application/json");
  ASSERT_TRUE(third);
  EXPECT_EQ(third->status, 503);
  EXPECT_NE(third->body.find("of your jobs"), std::string::npos) << third->body;
  for (const std::string& id : jobs)
    c.Post(("/api/jobs/" + id + "/stop").c_str(), "{}", "application/json");
}

TEST_F(GuardHttp, ASecondServerOnTheSamePortIsRefused) {
  ServerOptions o;
  o.port = server_->port();
  o.db = (dir_ / "other.db").string();
  Result<std::unique_ptr<Server>> second = Server::Create(o);
  ASSERT_TRUE(second.ok()) << second.error().ToString();
  Status bound = (*second)->Bind();
  ASSERT_FALSE(bound.ok()) << "two servers listen on port " << o.port;
  EXPECT_NE(bound.error().message.find("in use"), std::string::npos) << bound.error().message;
}

// ---- the library file ----

std::string OpenError(const std::string& path) {
  Result<std::unique_ptr<app::Library>> lib = app::Library::Open(path);
  return lib.ok() ? "" : lib.error().message;
}

TEST(LibraryFile, ADamagedForeignOrLockedFileIsRefusedWithOneLine) {
  const fs::path dir = fs::temp_directory_path() / ("ps-libfile-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  auto write = [](const fs::path& p, const std::string& text) {
    std::ofstream(p, std::ios::binary) << text;
  };
  // Not a database at all.
  write(dir / "notes.db", std::string(4096, 'x'));
  std::string e = OpenError((dir / "notes.db").string());
  EXPECT_NE(e.find("is not a puzzlesmith library"), std::string::npos) << e;
  EXPECT_EQ(fs::file_size(dir / "notes.db"), 4096u) << "the file was changed";
  // An empty file (0 bytes): refused, left empty; SQLite would have made a new library of it.
  write(dir / "empty.db", "");
  e = OpenError((dir / "empty.db").string());
  EXPECT_NE(e.find("is an empty file, not a puzzlesmith library"), std::string::npos) << e;
  EXPECT_EQ(fs::file_size(dir / "empty.db"), 0u) << "the file was changed";
  // Another program's database: refused, not added to.
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open((dir / "other.db").c_str(), &db), SQLITE_OK);
    sqlite3_exec(db, "CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('a');",
                 nullptr, nullptr, nullptr);
    sqlite3_close(db);
  }
  e = OpenError((dir / "other.db").string());
  EXPECT_NE(e.find("another program's database"), std::string::npos) << e;
  // A library whose pages were damaged.
  {
    Result<std::unique_ptr<app::Library>> lib = app::Library::Open((dir / "lib.db").string());
    ASSERT_TRUE(lib.ok()) << lib.error().ToString();
    for (int i = 0; i < 200; ++i) {
      app::PuzzleRecord r;
      r.kind = "sudoku";
      r.title = std::string(300, static_cast<char>('a' + i % 26));
      r.doc = json{{"givens", kSudoku}};
      ASSERT_TRUE((*lib)->Add(r).ok());
    }
  }
  {
    std::fstream f(dir / "lib.db", std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(4096 * 3 + 100);
    const std::string junk(3000, '\x5a');
    f.write(junk.data(), static_cast<std::streamsize>(junk.size()));
  }
  e = OpenError((dir / "lib.db").string());
  EXPECT_NE(e.find("damaged"), std::string::npos) << e;
  EXPECT_EQ(e.find('\n'), std::string::npos) << e;
  // A library another program keeps locked: refused after a wait, not at the first save.
  {
    ASSERT_TRUE(app::Library::Open((dir / "locked.db").string()).ok());
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open((dir / "locked.db").c_str(), &db), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(db, "BEGIN EXCLUSIVE;", nullptr, nullptr, nullptr), SQLITE_OK);
    e = OpenError((dir / "locked.db").string());
    EXPECT_NE(e.find("locked by another program"), std::string::npos) << e;
    sqlite3_exec(db, "ROLLBACK;", nullptr, nullptr, nullptr);
    sqlite3_close(db);
  }
  // A folder.
  e = OpenError(dir.string());
  EXPECT_NE(e.find("is a folder"), std::string::npos) << e;
  // A library carries its mark and its schema's number; a newer schema or another program's
  // mark is refused.
  auto pragma = [](const fs::path& p, const char* sql) {
    sqlite3* db = nullptr;
    EXPECT_EQ(sqlite3_open(p.c_str(), &db), SQLITE_OK);
    int64_t v = -1;
    sqlite3_stmt* st = nullptr;
    if (sqlite3_prepare_v2(db, sql, -1, &st, nullptr) == SQLITE_OK &&
        sqlite3_step(st) == SQLITE_ROW) {
      v = sqlite3_column_int64(st, 0);
    }
    sqlite3_finalize(st);
    sqlite3_close(db);
    return v;
  };
  ASSERT_TRUE(app::Library::Open((dir / "marked.db").string()).ok());
  EXPECT_EQ(pragma(dir / "marked.db", "PRAGMA application_id"), 0x50534D54);
  EXPECT_EQ(pragma(dir / "marked.db", "PRAGMA user_version"), 2);
  pragma(dir / "marked.db", "PRAGMA user_version=7");
  e = OpenError((dir / "marked.db").string());
  EXPECT_NE(e.find("made by a newer puzzlesmith"), std::string::npos) << e;
  ASSERT_TRUE(app::Library::Open((dir / "other-mark.db").string()).ok());
  pragma(dir / "other-mark.db", "PRAGMA application_id=1234");
  e = OpenError((dir / "other-mark.db").string());
  EXPECT_NE(e.find("another program's database"), std::string::npos) << e;
  // A library of the first schema (no mark, no game ID columns) is brought forward.
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open((dir / "old.db").c_str(), &db), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(db,
                           "CREATE TABLE puzzles (id INTEGER PRIMARY KEY, kind TEXT, title TEXT, "
                           "params TEXT, seed INTEGER, level TEXT, doc TEXT, created TEXT);"
                           "CREATE TABLE games (puzzle_id INTEGER PRIMARY KEY, state TEXT, "
                           "solved INTEGER, updated TEXT);",
                           nullptr, nullptr, nullptr),
              SQLITE_OK);
    sqlite3_close(db);
  }
  Result<std::unique_ptr<app::Library>> old = app::Library::Open((dir / "old.db").string());
  EXPECT_TRUE(old.ok()) << (old.ok() ? "" : old.error().message);
  EXPECT_EQ(pragma(dir / "old.db", "PRAGMA user_version"), 2);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace ps::server
