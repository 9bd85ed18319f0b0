// Whole HTTP requests (method, path, headers, body, as bytes) sent to the web app's server on
// loopback, through its checks (server/guard.h) and its router to every endpoint. "@HOST@" in an
// input stands for the server's own host and port, so that inputs reach the router past the
// Host check. An input fails when the server stops answering, answers something that is not
// HTTP, or answers 500 (bad input must get a 4xx that says what is wrong).
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>

#include "server/server.h"

namespace {

struct Fixture {
  std::unique_ptr<ps::server::Server> server;
  std::thread thread;
  int port = 0;
};

Fixture& Running() {
  static Fixture* f = [] {
    auto* fx = new Fixture();
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("ps-fuzz-http-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    ps::server::ServerOptions o;
    o.port = 0;
    o.db = (dir / "library.db").string();
    o.words = std::string(PS_SOURCE_DIR) + "/data/crossword/sample-words.txt";
    o.max_seconds = 1;  // a make request that gets through ends soon
    o.default_seconds = 1;
    o.max_jobs = 2;
    o.max_body = 1 << 16;
    o.keep_alive_seconds = 1;  // a request that never ends is closed soon
    o.read_seconds = 0.1;
    auto s = ps::server::Server::Create(o);
    if (!s.ok() || !(*s)->Bind().ok()) {
      std::fprintf(stderr, "fuzz_http: the server did not start\n");
      std::abort();
    }
    fx->server = std::move(*s);
    fx->port = fx->server->port();
    fx->thread = std::thread([fx] { fx->server->Run(); });
    fx->thread.detach();
    return fx;
  }();
  return *f;
}

// Whether `answer` holds a whole HTTP answer: its headers and as many bytes as its
// Content-Length says.
bool Whole(const std::string& answer) {
  const size_t end = answer.find("\r\n\r\n");
  if (end == std::string::npos) return false;
  std::string head = answer.substr(0, end);
  for (char& c : head) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const size_t at = head.find("\r\ncontent-length:");
  if (at == std::string::npos) return true;
  const size_t length = std::strtoull(head.c_str() + at + 17, nullptr, 10);
  return answer.size() >= end + 4 + length;
}

// Sends `request` on a new connection and reads until a whole answer came, the server closed
// the connection (a request that never ends is closed after its read timeout) or 3 s passed.
// (httplib takes a connection its client half-closed for a closed one, so the request is not
// ended by a shutdown.)
std::string Exchange(int port, const std::string& request, bool* sent) {
  *sent = false;
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return "";
  timeval tv{3, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  std::string answer;
  int connected = ::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr);
  if (connected != 0 && errno == EINTR) {  // the connection goes on being made: wait for it
    pollfd p{fd, POLLOUT, 0};
    int err = 0;
    socklen_t len = sizeof err;
    connected = ::poll(&p, 1, 3000) == 1 && getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len) == 0 &&
                        err == 0
                    ? 0
                    : -1;
  }
  if (connected == 0) {
    size_t at = 0;
    while (at < request.size()) {
      ssize_t n = ::send(fd, request.data() + at, request.size() - at, MSG_NOSIGNAL);
      if (n < 0 && errno == EINTR) continue;  // libFuzzer's timer signal
      if (n <= 0) break;
      at += static_cast<size_t>(n);
    }
    *sent = true;
    char buf[4096];
    while (!Whole(answer)) {
      const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
      if (n < 0 && errno == EINTR) continue;  // libFuzzer's timer signal, not the server
      if (n <= 0) break;
      answer.append(buf, static_cast<size_t>(n));
    }
  }
  ::close(fd);
  return answer;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > (1 << 16)) return 0;
  Fixture& f = Running();
  const std::string host = "127.0.0.1:" + std::to_string(f.port);
  std::string request(reinterpret_cast<const char*>(data), size);
  for (size_t at = request.find("@HOST@"); at != std::string::npos;
       at = request.find("@HOST@", at + host.size())) {
    request.replace(at, 6, host);
  }
  bool sent = false;
  const std::string answer = Exchange(f.port, request, &sent);
  if (!sent) std::abort();                            // the server no longer accepts connections
  if (std::getenv("FUZZ_HTTP_VERBOSE") != nullptr) {  // the first line of what came back
    std::fprintf(stderr, "%.60s -> %.60s\n", request.substr(0, request.find('\r')).c_str(),
                 answer.substr(0, answer.find('\r')).c_str());
  }
  // Whatever it answered (it may close a connection whose request never ended) is HTTP, and no
  // answer is a 500.
  if (!answer.empty()) {
    if (answer.rfind("HTTP/1.1 ", 0) != 0) {
      std::fprintf(stderr, "fuzz_http: not an HTTP answer: %.80s\n", answer.c_str());
      std::abort();
    }
    if (answer.compare(9, 3, "500") == 0) {
      std::fprintf(stderr, "fuzz_http: 500 for:\n%.400s\nanswer:\n%.400s\n", request.c_str(),
                   answer.c_str());
      std::abort();
    }
  }
  // And it still answers a plain request.
  const std::string health =
      Exchange(f.port, "GET /api/health HTTP/1.1\r\nHost: " + host + "\r\n\r\n", &sent);
  if (health.rfind("HTTP/1.1 200", 0) != 0) {
    std::fprintf(stderr, "fuzz_http: the server stopped answering (%.200s) after:\n%.400s\n",
                 health.c_str(), request.c_str());
    std::abort();
  }
  return 0;
}
