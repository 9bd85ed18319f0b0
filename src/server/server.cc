// The web app's server (server.h): set up, bound and run; the connections' limits, who may ask
// (guard.h) and the answers to what no route takes. The routes are in routes_*.cc (see impl.h).
#include "server/server.h"

#include <fmt/format.h>
#include <httplib.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

#include <cstdio>
#include <string_view>

#include "server/impl.h"

namespace ps::server {

void Server::Impl::Routes() {
  // Each connection on a thread of its own, up to a cap; idle ones closed soon (connections.h).
  // Each request's headers and body get a deadline (connections.h).
  const size_t max_connections = options.max_connections;
  if (options.request_seconds > 0) {
    deadlines = std::make_unique<Deadlines>(options.request_seconds, options.keep_alive_seconds);
  }
  http.new_task_queue = [max_connections, d = deadlines.get()] {
    return new ConnectionThreads(max_connections, d);
  };
  http.set_keep_alive_timeout(options.keep_alive_seconds);
  // A page's first load asks for a dozen files and answers; httplib's default closes a connection
  // after 5 requests, which made the browser open new ones in the middle of a page load.
  http.set_keep_alive_max_count(100);
  // The listening socket: SO_REUSEADDR (a restarted server gets its port back at once) but not
  // httplib's SO_REUSEPORT, with which a second server bound the same port and shared its
  // connections; kept so that Bind() can give it a longer queue.
  // TCP_NODELAY, which the connections accepted on it inherit: without it an answer written in
  // two pieces (headers, then body) waits for the browser's delayed ACK, 40 ms, on every request
  // of a kept-alive connection.
  http.set_socket_options([this](socket_t sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    setsockopt(sock, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
    listen_fd = sock;
    if (deadlines != nullptr) deadlines->Listening(sock);
  });
  http.set_payload_max_length(options.max_body);
  http.set_read_timeout(static_cast<time_t>(options.read_seconds),
                        static_cast<time_t>(std::fmod(options.read_seconds, 1.0) * 1e6));
  http.set_write_timeout(10, 0);
  // Who may use it, before any route (guard.h): this server's name, its own pages, JSON, and
  // the token when one is needed.
  http.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
    OfferGzipOnly(req);
    // The headers are in: a body gets a deadline of its own, a request without one none while
    // it is answered.
    Deadlines::HeadersRead(
        req.has_header("Transfer-Encoding") ||
        (req.has_header("Content-Length") && req.get_header_value("Content-Length") != "0"));
    // A body is read only when its length is given: a chunked body (whose length is known only
    // at its end) or one without a length (read until the client closes) is refused at once, and
    // so is a length far past the limit; the answer says the connection closes, as its unread
    // body cannot be told from a next request.
    if (const std::string refused = BodyRefusal(req, options.max_body); !refused.empty()) {
      res.set_header("Connection", "close");
      SendError(
          res, req.has_header("Transfer-Encoding") || !req.has_header("Content-Length") ? 411 : 413,
          refused);
      return httplib::Server::HandlerResponse::Handled;
    }
    const std::string host = req.get_header_value("Host"), origin = req.get_header_value("Origin"),
                      referer = req.get_header_value("Referer"),
                      type = req.get_header_value("Content-Type"),
                      cookie = req.get_header_value("Cookie"),
                      auth = req.get_header_value("Authorization"),
                      token = req.has_param("token") ? req.get_param_value("token") : "";
    const Verdict v = Admit(access, {req.method, host, origin, referer, type, cookie, auth, token});
    if (v.status != 0) {
      SendError(res, v.status, v.message);
      return httplib::Server::HandlerResponse::Handled;
    }
    if (v.set_cookie) {
      res.set_header("Set-Cookie", fmt::format("{}={}; Path=/; HttpOnly; SameSite=Strict",
                                               TokenCookieName(access.port), access.token));
      if (req.method == "GET" && req.path.rfind("/api/", 0) != 0) {
        // The page again without the token, which so leaves the address bar and the history.
        res.set_redirect(req.path, 303);
        return httplib::Server::HandlerResponse::Handled;
      }
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });
  // No other site's page may show these pages in a frame (and trick clicks on them).
  http.set_post_routing_handler([](const httplib::Request&, httplib::Response& res) {
    res.set_header("X-Content-Type-Options", "nosniff");
    res.set_header("X-Frame-Options", "DENY");
    res.set_header("Content-Security-Policy", "frame-ancestors 'none'");
    res.set_header("Referrer-Policy", "same-origin");
  });
  http.set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
        std::string what = "internal error";
        try {
          if (ep) std::rethrow_exception(ep);
        } catch (const std::exception& e) {
          what = std::string("bad request: ") + e.what();
        } catch (...) {
        }
        SendError(res, 400, what);
      });
  http.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
    if (res.status == 413 && res.body.empty()) {
      SendError(res, 413, "the request body is too large");
    } else if (res.status == 404 && res.body.empty()) {
      SendError(res, 404, fmt::format("nothing at {}", req.path));
    }
  });
  // Called when an answer has been sent: the next request's deadline starts.
  http.set_logger([log = options.log](const httplib::Request& req, const httplib::Response& res) {
    Deadlines::Answered();
    if (log) std::fprintf(stderr, "%s %s %d\n", req.method.c_str(), req.path.c_str(), res.status);
  });

  StaticRoutes();
  MakeRoutes();
  PuzzleRoutes();
  FillRoutes();
  WordListRoutes();
  // Any other /api path.
  for (const char* method : {"GET", "POST", "PUT", "DELETE"}) {
    auto h = [](const httplib::Request& req, httplib::Response& res) {
      SendError(res, 404, fmt::format("no API endpoint {} {}", req.method, req.path));
    };
    std::string_view m(method);
    if (m == "GET") http.Get(R"(/api/.*)", h);
    if (m == "POST") http.Post(R"(/api/.*)", BodyRoute(options.max_body, h));
    if (m == "PUT") http.Put(R"(/api/.*)", BodyRoute(options.max_body, h));
    if (m == "DELETE") http.Delete(R"(/api/.*)", BodyRoute(options.max_body, h));
  }
  // Any other path, for the methods with a body: its body is counted too (see BodyRoute).
  auto nothing = [](const httplib::Request& req, httplib::Response& res) {
    SendError(res, 404, fmt::format("nothing at {}", req.path));
  };
  http.Post(".*", BodyRoute(options.max_body, nothing));
  http.Put(".*", BodyRoute(options.max_body, nothing));
  http.Patch(".*", BodyRoute(options.max_body, nothing));
  http.Delete(".*", BodyRoute(options.max_body, nothing));
}

Server::Server() : impl_(std::make_unique<Impl>()) {}
Server::~Server() {
  impl_->http.stop();
  impl_->jobs.reset();
}

Result<std::unique_ptr<Server>> Server::Create(const ServerOptions& options) {
  std::unique_ptr<Server> s(new Server());
  s->impl_->options = options;
  std::string path = options.db.empty() ? app::DefaultLibraryPath() : options.db;
  Result<std::unique_ptr<app::Library>> lib = app::Library::Open(path);
  if (!lib.ok()) return lib.error();
  s->impl_->library = std::move(*lib);
  s->impl_->jobs = std::make_unique<app::Jobs>(options.max_jobs, 200, options.max_jobs_per_client);
  Access& a = s->impl_->access;
  a.host = options.host;
  a.allow_hosts = options.allow_hosts;
  a.token = options.token;
  if (a.token.empty() && !IsLoopback(options.host)) a.token = NewToken();
  s->impl_->Routes();
  return s;
}

Status Server::Bind() {
  Impl& m = *impl_;
  if (m.options.port == 0) {
    m.port = m.http.bind_to_any_port(m.options.host.c_str());
    if (m.port <= 0) {
      return MakeError(ErrorCode::kIo, fmt::format("cannot listen on {}", m.options.host));
    }
  } else {
    if (!m.http.bind_to_port(m.options.host.c_str(), m.options.port)) {
      return MakeError(
          ErrorCode::kIo,
          fmt::format("cannot listen on {}:{} (in use? try --port 0 for any free port)",
                      m.options.host, m.options.port));
    }
    m.port = m.options.port;
  }
  m.access.port = m.port;
  // httplib listens with a queue of 5: a burst of connections overflowed it, and each one
  // dropped waited a second for the client to try again.
  if (m.listen_fd >= 0) ::listen(m.listen_fd, SOMAXCONN);
  return Ok{};
}

int Server::port() const { return impl_->port; }

std::string Server::url() const {
  const Impl& m = *impl_;
  std::string host = m.options.host;
  if (host.empty() || host == "0.0.0.0" || host == "::") host = "127.0.0.1";
  if (host.find(':') != std::string::npos) host = "[" + host + "]";
  std::string url = fmt::format("http://{}:{}/", host, m.port);
  if (!m.access.token.empty()) url += "?token=" + m.access.token;
  return url;
}
void Server::Run() { impl_->http.listen_after_bind(); }
void Server::Stop() { impl_->http.stop(); }
const std::string& Server::library_path() const { return impl_->library->path(); }

}  // namespace ps::server
