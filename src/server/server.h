// The local web app: a JSON API over the library (docs/api.md) and the static pages, served by
// cpp-httplib on 127.0.0.1 unless told otherwise.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "app/verbs.h"
#include "core/result.h"

namespace ps::server {

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port
  // Further names a request may be sent to (the Host header), besides localhost, the loopback
  // addresses and `host` (server/guard.h).
  std::vector<std::string> allow_hosts;
  // The access token every request must carry; when empty, a new one is made for a server that
  // listens beyond loopback (and none is asked for on loopback).
  std::string token;
  std::string db;     // the library file; empty: app::DefaultLibraryPath()
  std::string words;  // the word list for fill-in puzzles and grid fill; empty: Debian's wamerican
  double max_seconds = 120;  // the longest budget a request may ask for
  // The budget of a request that names none: every front end's default (app/verbs.h).
  double default_seconds = app::kDefaultSeconds;
  size_t max_body = 8 << 20;     // bytes in a request body
  int max_jobs = 4;              // jobs running at once
  int max_jobs_per_client = 2;   // of them, started from one address
  size_t max_connections = 512;  // served at once (as many more wait; past that, a 503)
  int keep_alive_seconds = 5;    // an idle connection is closed after this long
  double read_seconds = 10;      // a client that sends nothing for this long mid-request too
  // A request's headers, and then its body, must arrive within this long however slowly they
  // trickle in, or the connection is cut (0: no such deadline).
  double request_seconds = 30;
  bool log = false;             // one line per request on stderr
  bool allow_excluded = false;  // keep the exclusion list's words in the word list
  // Serve the web app's files from this folder instead of the copy built in, read at each
  // request (for working on the web app without rebuilding); empty: the built-in copy.
  std::string web_dir;
};

class Server {
 public:
  static Result<std::unique_ptr<Server>> Create(const ServerOptions& options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Binds the socket (the chosen port is then port()); an error when it cannot.
  Status Bind();
  int port() const;
  // The address to open in a browser: http://HOST:PORT/, with ?token=... when one is needed.
  std::string url() const;
  // Serves until Stop() (from another thread). Bind() first.
  void Run();
  void Stop();
  const std::string& library_path() const;

 private:
  Server();
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace ps::server
