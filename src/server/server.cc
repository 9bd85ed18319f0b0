#include "server/server.h"

#include <fmt/format.h>
#include <httplib.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string_view>
#include <vector>

#include "app/fillin_service.h"
#include "app/io.h"
#include "app/jobs.h"
#include "app/library.h"
#include "app/puzzles.h"
#include "crossword/wordlist.h"
#include "server/assets.h"
#include "server/connections.h"
#include "server/guard.h"

namespace ps::server {
namespace {

using nlohmann::json;

// Text that is not UTF-8 (a request's own bytes quoted in a message) is sent with U+FFFD in
// place of each bad byte: dump() would throw, and outside a route that ended the server.
void SendJson(httplib::Response& res, int status, const json& body) {
  res.status = status;
  res.set_content(body.dump(-1, ' ', false, json::error_handler_t::replace), "application/json");
}

// The content type of a web app file read from --web-dir, by its name (as the built-in copy's,
// cmake/EmbedAssets.cmake).
const char* WebContentType(std::string_view path) {
  auto ends = [&](std::string_view tail) {
    return path.size() >= tail.size() && path.substr(path.size() - tail.size()) == tail;
  };
  if (ends(".html")) return "text/html; charset=utf-8";
  if (ends(".js")) return "text/javascript; charset=utf-8";
  if (ends(".css")) return "text/css; charset=utf-8";
  if (ends(".svg")) return "image/svg+xml";
  return "application/octet-stream";
}

// A file's ETag: FNV-1a of its bytes, and its length.
std::string EntityTag(std::string_view bytes) {
  uint64_t hash = 14695981039346656037ULL;  // FNV-1a, 64 bits
  for (char c : bytes) {
    hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
  }
  return fmt::format("\"{:016x}-{:x}\"", hash, bytes.size());
}

// A web app file's answer. "no-cache" makes the browser ask each time, and the ETag (a hash of
// the bytes) lets it ask cheaply: when its copy is the same it gets a 304 with no body and keeps
// what it made of the file (Chromium keeps compiled scripts with a cached answer, so the modules
// are not parsed and compiled again on every page load). `tag` is EntityTag(bytes).
void SendStatic(const httplib::Request& req, httplib::Response& res, std::string_view bytes,
                const char* content_type, const std::string& tag) {
  res.set_header("Cache-Control", "no-cache");
  res.set_header("ETag", tag);
  const std::string asked = req.get_header_value("If-None-Match");
  if (asked == "*" || asked.find(tag) != std::string::npos) {
    res.status = 304;
    return;
  }
  res.set_content(bytes.data(), bytes.size(), content_type);
}

// The bytes of built-in web app file i (kAssets), and the index of the one at `path` ("/app.js").
std::string_view AssetBytes(size_t i) {
  return std::string_view(reinterpret_cast<const char*>(kAssets[i].data), kAssets[i].size);
}
std::optional<size_t> AssetIndex(std::string_view path) {
  for (size_t i = 0; i < kAssetCount; ++i) {
    if (path == kAssets[i].path) return i;
  }
  return std::nullopt;
}

// The web app modules a module imports statically (lines `import ... from './NAME.js';`), as
// paths ("/NAME.js").
std::vector<std::string> StaticImports(std::string_view code) {
  std::vector<std::string> out;
  size_t at = 0;
  while (at < code.size()) {
    size_t end = code.find('\n', at);
    if (end == std::string_view::npos) end = code.size();
    const std::string_view line = code.substr(at, end - at);
    at = end + 1;
    if (line.rfind("import ", 0) != 0) continue;
    const size_t from = line.find("from './");
    if (from == std::string_view::npos) continue;
    const size_t name = from + 8;
    const size_t quote = line.find('\'', name);
    if (quote == std::string_view::npos) continue;
    std::string path(1, '/');
    path.append(line.substr(name, quote - name));
    out.push_back(std::move(path));
  }
  return out;
}

// JSON to write inside an HTML <script>: '<' as \u003c (it occurs only within strings), so
// that no "</script>" or "<!--" in the data can end or change the script.
std::string ScriptJson(const json& j) {
  const std::string text = j.dump(-1, ' ', false, json::error_handler_t::replace);
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    if (c == '<') {
      out += "\\u003c";
    } else {
      out += c;
    }
  }
  return out;
}

// httplib 0.11 compresses an answer with brotli whenever the request accepts it ("br"), at
// brotli's slowest, best setting: 35-220 ms for each file of the web app and each API answer on
// a 2-core machine, for a browser (which always accepts br) on the first load of a page, where
// gzip takes 1-3 ms. So a request's "br" is struck from its Accept-Encoding before httplib reads
// it, and the answer is gzip. (httplib hands the handlers the request as const; the object is
// its own, not const.)
void OfferGzipOnly(const httplib::Request& req) {
  auto& headers = const_cast<httplib::Headers&>(req.headers);   // NOLINT
  auto [first, last] = headers.equal_range("Accept-Encoding");  // names compared ignoring case
  for (auto it = first; it != last; ++it) {
    std::string kept;
    std::string_view rest = it->second;
    while (!rest.empty()) {
      const size_t comma = rest.find(',');
      std::string_view item = rest.substr(0, comma);
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
      while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
      if (item.empty() || item.rfind("br", 0) == 0) continue;
      if (!kept.empty()) kept += ", ";
      kept += item;
    }
    it->second = kept;
  }
}

// The code of an error answer, from its HTTP status.
const char* ErrorCodeFor(int status) {
  switch (status) {
    case 400:
      return "invalid_input";
    case 401:
      return "needs_token";
    case 404:
      return "not_found";
    case 405:
      return "method_not_allowed";
    case 413:
      return "too_large";
    case 415:
      return "needs_json";
    case 422:
      return "no_solution";
    case 503:
      return "unavailable";
    default:
      return status >= 500 ? "internal" : "refused";
  }
}

// The request field a message is about: it starts with the field's name in quotes ("'size' must
// be ...") or names an unknown parameter ("unknown parameter 'colour' ..."); empty otherwise.
std::string FieldOf(const std::string& message) {
  size_t at = message.rfind("unknown parameter '", 0) == 0 ? 18
              : message.rfind('\'', 0) == 0                ? 0
                                                           : std::string::npos;
  if (at == std::string::npos) return "";
  size_t end = message.find('\'', at + 1);
  return end == std::string::npos ? "" : message.substr(at + 1, end - at - 1);
}

// {"error": {"code", "message", "field"?}}
void SendError(httplib::Response& res, int status, const std::string& message) {
  json error = {{"code", ErrorCodeFor(status)}, {"message", message}};
  if (std::string field = FieldOf(message); !field.empty()) error["field"] = field;
  SendJson(res, status, json{{"error", std::move(error)}});
}

int StatusFor(const Error& e) {
  switch (e.code) {
    case ErrorCode::kInvalidInput:
      return 400;
    case ErrorCode::kNoSolution:
      return 422;
    case ErrorCode::kBudget:
      return 503;
    case ErrorCode::kIo:
    case ErrorCode::kInternal:
      break;
  }
  return 500;
}

// A puzzle of the library without its document (app::PuzzleJson with the library's fields).
json Summary(const app::PuzzleRecord& r) {
  json j = app::PuzzleJson(r);
  j.erase("doc");
  j["id"] = r.id;
  j["created"] = r.created;
  j["has_game"] = r.has_game;
  j["solved"] = r.solved;
  j["revealed"] = r.revealed;
  return j;
}

// A JSON body, or a 400 with where the syntax broke.
// Why a request's body is not read, or null when it may be: see the pre-routing handler.
std::string BodyRefusal(const httplib::Request& req, size_t max_body) {
  const bool has_body = req.method == "POST" || req.method == "PUT" || req.method == "PATCH";
  if (req.has_header("Transfer-Encoding")) {
    // Chunked bodies are read only by the routes that count them as they arrive (BodyRoute);
    // httplib would read one whole, with no limit, on any other.
    if (has_body || req.method == "DELETE") return "";
    return "send the request body with a Content-Length: chunked bodies are not read here";
  }
  if (!req.has_header("Content-Length")) {
    return has_body ? "send a Content-Length with the request (0 for no body)" : "";
  }
  const std::string len = req.get_header_value("Content-Length");
  if (len.empty() || len.size() > 18 ||
      !std::all_of(len.begin(), len.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    return "the Content-Length is not a number";
  }
  // A body a little past the limit is read and dropped by httplib, which then answers 413 (a
  // browser still sending its body would see a broken connection instead of an answer); one far
  // past it is refused before it is read.
  if (std::stoull(len) > 8 * max_body) {
    return fmt::format("the request body is too large (over {} bytes)", max_body);
  }
  return "";
}

// JSON bodies are looked at before they are parsed: nested deeper than kMaxJsonDepth or with
// more than kMaxJsonElements values, they are refused (a body of nested brackets would cost the
// parser far more memory than its size).
constexpr int kMaxJsonDepth = 32;
constexpr size_t kMaxJsonElements = 100000;

std::string JsonShapeError(std::string_view text) {
  int depth = 0;
  size_t elements = 0;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) {
        return fmt::format("the request body nests JSON deeper than {} levels", kMaxJsonDepth);
      }
      ++elements;
    } else if (c == ']' || c == '}') {
      --depth;
    } else if (c == ',') {
      ++elements;
    }
    if (elements > kMaxJsonElements) {
      return fmt::format("the request body has more than {} JSON values", kMaxJsonElements);
    }
  }
  return "";
}

// A route with a body, reading it as it arrives: chunked or with a length, the body is counted
// on the wire and refused with 413 as soon as it passes `max_body` (httplib 0.11 reads a chunked
// body whole, whatever its size, into a route without a reader); then `handler` gets the request
// with its body, as an ordinary route does.
httplib::Server::HandlerWithContentReader BodyRoute(size_t max_body,
                                                    httplib::Server::Handler handler) {
  return
      [max_body, handler = std::move(handler)](const httplib::Request& req, httplib::Response& res,
                                               const httplib::ContentReader& read) {
        std::string body;
        bool too_large = false;
        const bool read_all = read([&](const char* data, size_t size) {
          if (body.size() + size > max_body) {
            too_large = true;
            return false;
          }
          body.append(data, size);
          return true;
        });
        Deadlines::BodyRead();  // the handler works without a deadline
        if (too_large || res.status == 413) {
          res.set_header("Connection", "close");  // the rest of the body is not read
          return SendError(res, 413,
                           fmt::format("the request body is too large (over {} bytes)", max_body));
        }
        if (!read_all) {
          res.set_header("Connection", "close");
          return SendError(res, 400, "the request body was cut short or its chunks are malformed");
        }
        httplib::Request whole = req;
        whole.body = std::move(body);
        handler(whole, res);
      };
}

std::optional<json> ParseBody(const httplib::Request& req, httplib::Response& res) {
  if (std::string why = JsonShapeError(req.body); !why.empty()) {
    SendError(res, 400, why);
    return std::nullopt;
  }
  json j;
  try {
    j = json::parse(req.body);
  } catch (const json::parse_error& e) {
    SendError(res, 400, fmt::format("the request body is not JSON: {}", e.what()));
    return std::nullopt;
  }
  if (!j.is_object()) {
    SendError(res, 400, "the request body must be a JSON object");
    return std::nullopt;
  }
  return j;
}

std::optional<int64_t> IdOf(const std::string& text) {
  if (text.empty() || text.size() > 18) return std::nullopt;
  int64_t v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  return v;
}

}  // namespace

struct Server::Impl {
  ServerOptions options;
  // Before http, which it must outlive: its connections use it to the end.
  std::unique_ptr<Deadlines> deadlines;
  httplib::Server http;
  std::unique_ptr<app::Library> library;
  std::unique_ptr<app::Jobs> jobs;
  std::mutex dict_mu;
  std::shared_ptr<const crossword::Dictionary> dictionary;
  std::string dict_error;
  int port = 0;
  Access access;  // who may use it (server/guard.h)
  int listen_fd = -1;

  // The word list, read at its first use.
  std::shared_ptr<const crossword::Dictionary> Dictionary(std::string* error) {
    std::lock_guard lock(dict_mu);
    if (dictionary == nullptr && dict_error.empty()) {
      Result<crossword::Dictionary> d = app::LoadDictionary(options.words, options.allow_excluded);
      if (!d.ok()) {
        dict_error = d.error().ToString();
        if (d.error().code == ErrorCode::kIo) dict_error += " (start the server with --words FILE)";
      } else {
        dictionary = std::make_shared<const crossword::Dictionary>(std::move(*d));
      }
    }
    if (error != nullptr) *error = dict_error;
    return dictionary;
  }

  double Seconds(const json& body) {
    double s = options.default_seconds;
    if (body.contains("time_limit") && body["time_limit"].is_number()) {
      s = body["time_limit"].get<double>();
    }
    if (!(s > 0)) s = options.default_seconds;
    return std::min(s, options.max_seconds);
  }

  // The puzzle named by the path, or a 404.
  std::optional<app::PuzzleRecord> Puzzle(const httplib::Request& req, httplib::Response& res) {
    std::optional<int64_t> id = IdOf(req.matches[1]);
    if (!id) {
      SendError(res, 404, "no such puzzle");
      return std::nullopt;
    }
    Result<std::optional<app::PuzzleRecord>> r = library->Get(*id);
    if (!r.ok()) {
      SendError(res, 500, r.error().message);
      return std::nullopt;
    }
    if (!r->has_value()) {
      SendError(res, 404, fmt::format("no puzzle {} in the library", *id));
      return std::nullopt;
    }
    return std::move(**r);
  }

  void Routes();

  // Stores a new puzzle: the full puzzle as answered, {summary…, "doc"}.
  Result<json> Store(const app::PuzzleRecord& r) {
    Result<app::PuzzleRecord> stored = library->Add(r);
    if (!stored.ok()) return stored.error();
    json out = Summary(*stored);
    out["doc"] = stored->doc;
    out["writes"] = app::WritesFor(*stored);
    out["losses"] = app::LossesFor(*stored);
    return out;
  }
  // A puzzle of the library as answered with its saved game: {summary…, "doc", "game"}.
  json WithGame(const app::PuzzleRecord& r) {
    json out = Summary(r);
    out["doc"] = r.doc;
    out["writes"] = app::WritesFor(r);
    out["losses"] = app::LossesFor(r);
    Result<std::optional<json>> game = library->LoadGame(r.id);
    out["game"] = game.ok() && game->has_value() ? **game : json(nullptr);
    return out;
  }

  // A web app file ("/index.html") of --web-dir, read anew (it may have changed), when there is
  // one there.
  std::optional<std::string> WebDirFile(const std::string& path) const {
    if (options.web_dir.empty() || path.find("..") != std::string::npos) return std::nullopt;
    std::ifstream in(options.web_dir + path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
  }

  // A web app file: from --web-dir when it is there, else the built-in copy.
  std::optional<std::string> WebFile(const std::string& path) const {
    if (std::optional<std::string> file = WebDirFile(path)) return file;
    if (std::optional<size_t> i = AssetIndex(path)) return std::string(AssetBytes(*i));
    return std::nullopt;
  }

  // GET /play/ID: the app's page (index.html) with what the play page of puzzle ID needs, so
  // that a browser that never saw the app gets it in two rounds of requests instead of three:
  // the answers the page would ask the API for (the kinds, the puzzle with its saved game, its
  // board) written into the page (window.psData, which web/common.js's api() answers from), the
  // player's stylesheet inline, and its modules (play.js, the player, what they import) as
  // <link rel=modulepreload>, all fetched at once beside the app's own. A puzzle not in the
  // library gets the page alone, which says so as #/play/ID does.
  std::string PlayerPage(const std::string& id_text, std::string page) {
    std::optional<int64_t> id = IdOf(id_text);
    if (!id) return page;
    Result<std::optional<app::PuzzleRecord>> found = library->Get(*id);
    if (!found.ok() || !found->has_value()) return page;
    const app::PuzzleRecord& r = **found;
    const json kinds = app::KindsJson();
    json data = {{"/api/kinds", {{"kinds", kinds}}}, {"/api/puzzles/" + id_text, WithGame(r)}};
    if (Result<json> board = app::DrawBoard(r, false); board.ok()) {
      data["/api/puzzles/" + id_text + "/board"] = *board;
    }
    std::string player;
    for (const json& k : kinds) {
      if (k.value("name", "") == r.kind) player = k.value("player", "");
    }
    // The modules first, so that the browser asks for them before it has read the data; the
    // app's two are preloaded by index.html too, but only after its stylesheet.
    std::string head;
    const bool named = !player.empty() && std::all_of(player.begin(), player.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
    });
    if (named) {
      // The app's modules, play.js, the player and every module they import.
      std::vector<std::string> modules = {"/app.js", "/common.js", "/play.js",
                                          "/" + player + ".js"};
      for (size_t i = 0; i < modules.size() && i < 32; ++i) {
        std::optional<std::string> code = WebFile(modules[i]);
        if (!code) continue;
        for (std::string& m : StaticImports(*code)) {
          if (std::find(modules.begin(), modules.end(), m) == modules.end()) {
            modules.push_back(std::move(m));
          }
        }
      }
      for (const std::string& m : modules) {
        head += "<link rel=\"modulepreload\" href=\"" + m + "\">\n";
      }
      // After the app's own stylesheet, as web/common.js's useStyle() would add it.
      const std::string css_path = "/" + player + ".css";
      const size_t end = page.find("</head>");
      if (std::optional<std::string> css = WebFile(css_path);
          css && css->find("</") == std::string::npos && end != std::string::npos) {
        page.insert(end, "<style data-href=\"" + css_path + "\">\n" + *css + "</style>\n");
      }
    }
    head += "<script>window.psData = " + ScriptJson(data) + ";</script>\n";
    // Before the page's first script, which reads psData.
    size_t at = page.find("<script");
    if (at == std::string::npos) at = page.find("</head>");
    if (at == std::string::npos) return page;
    page.insert(at, head);
    return page;
  }

  // Starts a make job whose result is stored in the library: 202 {"job", "time_limit"}.
  // `owner` is the client's address: it may run only so many jobs at once.
  void StartMake(const std::string& kind, const json& params, double seconds,
                 const std::string& owner, httplib::Response& res) {
    std::shared_ptr<const crossword::Dictionary> dict;
    if (app::NeedsDictionary(kind)) {
      std::string error;
      dict = Dictionary(&error);
      if (dict == nullptr) return SendError(res, 500, error);
    }
    // Parameters are checked before the job starts (without making anything), so that bad ones
    // get a 400 at once.
    if (Status s = app::CheckMakeRequest(kind, params); !s.ok()) {
      return SendError(res, 400, s.error().ToString());
    }
    Result<std::string> id = jobs->Start(
        kind, seconds,
        [this, kind, params, dict](Budget& budget, const ProgressFn& progress) -> Result<json> {
          app::MakeContext ctx{budget, progress, dict.get()};
          Result<app::PuzzleRecord> r = app::MakePuzzle(kind, params, ctx);
          if (!r.ok()) return r.error();
          return Store(*r);
        },
        owner);
    if (!id.ok()) return SendError(res, 503, id.error().message);
    SendJson(res, 202, {{"job", *id}, {"time_limit", seconds}});
  }
};

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

  // Static pages: only the files compiled in; anything else is a 404.
  http.Get(R"(/([A-Za-z0-9_.-]*))", [this](const httplib::Request& req, httplib::Response& res) {
    std::string path = req.path == "/" ? "/index.html" : req.path;
    // The route's pattern admits one name of letters, digits, '_', '.' and '-': no folder.
    if (std::optional<std::string> bytes = WebDirFile(path)) {
      SendStatic(req, res, *bytes, WebContentType(path), EntityTag(*bytes));
      return;
    }
    // The built-in files never change while the server runs: their tags are made once.
    static const std::vector<std::string> tags = [] {
      std::vector<std::string> t;
      for (size_t i = 0; i < kAssetCount; ++i) t.push_back(EntityTag(AssetBytes(i)));
      return t;
    }();
    if (std::optional<size_t> i = AssetIndex(path)) {
      SendStatic(req, res, AssetBytes(*i), kAssets[*i].content_type, tags[*i]);
      return;
    }
    SendError(res, 404, fmt::format("nothing at {}", req.path));
  });

  // A puzzle's play page, ready to use on its first load (PlayerPage); never kept by the browser,
  // as it carries the saved game of the moment.
  http.Get(R"(/play/([0-9]{1,18}))", [this](const httplib::Request& req, httplib::Response& res) {
    std::optional<std::string> page = WebFile("/index.html");
    if (!page) return SendError(res, 404, fmt::format("nothing at {}", req.path));
    res.set_header("Cache-Control", "no-store");
    res.set_content(PlayerPage(req.matches[1], std::move(*page)), "text/html; charset=utf-8");
  });

  http.Get("/api/health", [this](const httplib::Request&, httplib::Response& res) {
    SendJson(res, 200,
             {{"ok", true}, {"library", library->path()}, {"running_jobs", jobs->Running()}});
  });
  http.Get("/api/kinds", [](const httplib::Request&, httplib::Response& res) {
    SendJson(res, 200, {{"kinds", app::KindsJson()}});
  });
  http.Get("/api/levels", [](const httplib::Request&, httplib::Response& res) {
    SendJson(res, 200, app::LevelsJson());
  });

  // Make: a job; the result is stored in the library.
  http.Post("/api/make", BodyRoute(options.max_body, [this](const httplib::Request& req,
                                                            httplib::Response& res) {
              auto body = ParseBody(req, res);
              if (!body) return;
              if (!body->contains("kind") || !(*body)["kind"].is_string()) {
                return SendError(
                    res, 400, "'kind' is missing: sudoku, starbattle, fillin, crossword or fill");
              }
              std::string kind = (*body)["kind"];
              json params = body->value("params", json::object());
              if (!params.is_object()) return SendError(res, 400, "'params' must be an object");
              StartMake(kind, params, Seconds(*body), req.remote_addr, res);
            }));

  // Open a game ID: the puzzle in the library with that ID (and its saved game), else the puzzle
  // it carries, stored (201), else, for a seeded ID, a make job as above (202).
  http.Post(
      "/api/open",
      BodyRoute(options.max_body, [this](const httplib::Request& req, httplib::Response& res) {
        auto body = ParseBody(req, res);
        if (!body) return;
        if (!body->contains("id") || !(*body)["id"].is_string()) {
          return SendError(res, 400, "'id' is missing: a game ID such as sudoku/9:4a3b...");
        }
        const std::string id = (*body)["id"];
        if (Status s = app::CheckGameId(id); !s.ok()) return SendError(res, 400, s.error().message);
        Result<std::optional<app::PuzzleRecord>> found = library->FindGameId(id);
        if (!found.ok()) return SendError(res, 500, found.error().message);
        if (found->has_value()) {
          return SendJson(res, 200, WithGame(**found));
        }
        if (app::IsSeedId(id)) {
          Result<std::pair<std::string, json>> request = app::SeedIdRequest(id);
          if (!request.ok()) return SendError(res, 400, request.error().message);
          return StartMake(request->first, request->second, Seconds(*body), req.remote_addr, res);
        }
        Budget budget = Budget::Seconds(Seconds(*body));
        app::MakeContext ctx{budget, nullptr, nullptr};
        Result<app::PuzzleRecord> r = app::OpenGameId(id, ctx);
        if (!r.ok()) return SendError(res, StatusFor(r.error()), r.error().ToString());
        Result<json> stored = Store(*r);
        if (!stored.ok()) return SendError(res, 500, stored.error().message);
        // What the reader assumed or skipped (a 16x16 convention, bad lines), to show once.
        if (!r->notes.empty()) (*stored)["notes"] = r->notes;
        SendJson(res, 201, *stored);
      }));
  http.Get(R"(/api/jobs/([0-9a-z-]+))", [this](const httplib::Request& req,
                                               httplib::Response& res) {
    std::optional<json> j = jobs->Get(req.matches[1]);
    if (!j)
      return SendError(
          res, 404,
          "no such job (a job is forgotten when the server restarts, and a while after it ends)");
    SendJson(res, 200, *j);
  });
  http.Post(
      R"(/api/jobs/([0-9a-z-]+)/stop)",
      BodyRoute(options.max_body, [this](const httplib::Request& req, httplib::Response& res) {
        if (!jobs->Stop(req.matches[1]))
          return SendError(res, 404,
                           "no such job (a job is forgotten when the server restarts, and a while "
                           "after it ends)");
        SendJson(res, 200, {{"stopping", true}});
      }));

  http.Post("/api/import", BodyRoute(options.max_body, [this](const httplib::Request& req,
                                                              httplib::Response& res) {
              auto body = ParseBody(req, res);
              if (!body) return;
              Budget budget = Budget::Seconds(Seconds(*body));
              // Every puzzle of the text is stored (a file of several crosswords); the answer is
              // the first, with "imported" listing them all when there are several.
              Result<std::vector<app::PuzzleRecord>> r = app::ImportPuzzles(*body, budget);
              if (!r.ok()) return SendError(res, StatusFor(r.error()), r.error().ToString());
              json first, imported = json::array();
              for (const app::PuzzleRecord& one : *r) {
                Result<json> stored = Store(one);
                if (!stored.ok()) return SendError(res, 500, stored.error().message);
                imported.push_back({{"id", (*stored)["id"]}, {"title", (*stored)["title"]}});
                if (first.is_null()) first = std::move(*stored);
              }
              // What the reader assumed or skipped (a 16x16 convention, bad lines, puzzles of a
              // file that could not be read), to show once.
              std::vector<std::string> notes = r->front().notes;
              if (r->size() > 1) {
                notes.insert(notes.begin(), fmt::format("stored {} puzzles", r->size()));
                first["imported"] = std::move(imported);
              }
              if (!notes.empty()) first["notes"] = notes;
              SendJson(res, 201, first);
            }));

  http.Get("/api/puzzles", [this](const httplib::Request& req, httplib::Response& res) {
    app::ListQuery q;
    q.kind = req.get_param_value("kind");
    q.text = req.get_param_value("q");
    if (q.text.size() > 200) return SendError(res, 400, "'q' is longer than 200 characters");
    if (req.has_param("limit")) {
      std::optional<int64_t> l = IdOf(req.get_param_value("limit"));
      if (!l || *l < 1 || *l > 1000) return SendError(res, 400, "'limit' must be 1 to 1000");
      q.limit = static_cast<int>(*l);
    }
    if (req.has_param("offset")) {
      std::optional<int64_t> o = IdOf(req.get_param_value("offset"));
      if (!o) return SendError(res, 400, "'offset' must be a whole number");
      q.offset = static_cast<int>(*o);
    }
    Result<std::vector<app::PuzzleRecord>> list = library->List(q);
    if (!list.ok()) return SendError(res, 500, list.error().message);
    Result<int64_t> total = library->Count(q);
    json arr = json::array();
    for (const auto& r : *list) arr.push_back(Summary(r));
    SendJson(res, 200, {{"puzzles", arr}, {"total", total.ok() ? *total : 0}});
  });
  http.Get(R"(/api/puzzles/([^/]+))", [this](const httplib::Request& req, httplib::Response& res) {
    auto r = Puzzle(req, res);
    if (!r) return;
    SendJson(res, 200, WithGame(*r));
  });
  http.Delete(
      R"(/api/puzzles/([^/]+))",
      BodyRoute(options.max_body, [this](const httplib::Request& req, httplib::Response& res) {
        std::optional<int64_t> id = IdOf(req.matches[1]);
        if (!id) return SendError(res, 404, "no such puzzle");
        Result<bool> gone = library->Remove(*id);
        if (!gone.ok()) return SendError(res, 500, gone.error().message);
        if (!*gone) return SendError(res, 404, fmt::format("no puzzle {}", *id));
        SendJson(res, 200, {{"deleted", *id}});
      }));
  http.Get(R"(/api/puzzles/([^/]+)/game)",
           [this](const httplib::Request& req, httplib::Response& res) {
             auto r = Puzzle(req, res);
             if (!r) return;
             Result<std::optional<json>> game = library->LoadGame(r->id);
             if (!game.ok()) return SendError(res, 500, game.error().message);
             SendJson(res, 200, {{"game", game->has_value() ? **game : json(nullptr)}});
           });
  http.Put(R"(/api/puzzles/([^/]+)/game)",
           BodyRoute(options.max_body, [this](const httplib::Request& req, httplib::Response& res) {
             auto body = ParseBody(req, res);
             if (!body) return;
             auto r = Puzzle(req, res);
             if (!r) return;
             // A saved game is a state the player reached: null (the start, which check and hint
             // accept) is not one.
             if (!body->contains("state") || (*body)["state"].is_null()) {
               return SendError(res, 400, "'state' is missing: save the game's state");
             }
             const json& state = (*body)["state"];
             Result<json> check = app::CheckGame(*r, state);
             if (!check.ok()) return SendError(res, 400, check.error().ToString());
             // A game that reached the solution with revealed squares is recorded as revealed.
             const bool complete = (*check)["solved"].get<bool>();
             const bool revealed =
                 state.contains("revealed") &&
                 ((state["revealed"].is_array() && !state["revealed"].empty()) ||
                  (state["revealed"].is_boolean() && state["revealed"].get<bool>()));
             Result<bool> saved = library->SaveGame(r->id, *body, complete, revealed);
             if (!saved.ok()) return SendError(res, 500, saved.error().message);
             if (!*saved) return SendError(res, 404, "the puzzle was deleted");
             SendJson(res, 200,
                      {{"saved", true},
                       {"solved", complete && !revealed},
                       {"revealed", complete && revealed}});
           }));
  http.Post(
      R"(/api/puzzles/([^/]+)/check)",
      BodyRoute(options.max_body, [this](const httplib::Request& req, httplib::Response& res) {
        auto body = ParseBody(req, res);
        if (!body) return;
        auto r = Puzzle(req, res);
        if (!r) return;
        Result<json> check = app::CheckGame(*r, body->value("state", json()));
        if (!check.ok()) return SendError(res, 400, check.error().ToString());
        SendJson(res, 200, *check);
      }));
  http.Post(
      R"(/api/puzzles/([^/]+)/hint)",
      BodyRoute(options.max_body, [this](const httplib::Request& req, httplib::Response& res) {
        auto body = ParseBody(req, res);
        if (!body) return;
        auto r = Puzzle(req, res);
        if (!r) return;
        Budget budget = Budget::Seconds(std::min(Seconds(*body), 20.0));
        Result<json> hint = app::HintGame(*r, body->value("state", json()), budget);
        if (!hint.ok()) return SendError(res, StatusFor(hint.error()), hint.error().ToString());
        SendJson(res, 200, *hint);
      }));
  auto download = [](httplib::Response& res, const app::Download& d, bool inline_view) {
    res.set_content(d.body, d.content_type.c_str());
    // What the format could not keep, for the web app to show (one header a line).
    for (const std::string& loss : d.losses) res.headers.emplace("X-Puzzlesmith-Loss", loss);
    res.set_header(
        "Content-Disposition",
        fmt::format("{}; filename=\"{}\"", inline_view ? "inline" : "attachment", d.filename));
  };
  http.Get(R"(/api/puzzles/([^/]+)/export)",
           [this, download](const httplib::Request& req, httplib::Response& res) {
             auto r = Puzzle(req, res);
             if (!r) return;
             Result<app::Download> d = app::ExportPuzzle(*r, req.get_param_value("format"));
             if (!d.ok()) return SendError(res, 400, d.error().ToString());
             download(res, *d, false);
           });
  http.Get(R"(/api/puzzles/([^/]+)/print)",
           [this, download](const httplib::Request& req, httplib::Response& res) {
             auto r = Puzzle(req, res);
             if (!r) return;
             std::string format =
                 req.has_param("format") ? req.get_param_value("format") : std::string("pdf");
             bool answers =
                 req.get_param_value("answers") == "1" || req.get_param_value("answers") == "true";
             // One paper for every kind: A4 unless the request says letter.
             render::Paper paper = render::kA4;
             if (req.has_param("paper")) {
               std::optional<render::Paper> p = render::PaperNamed(req.get_param_value("paper"));
               if (!p) return SendError(res, 400, "'paper' must be a4 or letter");
               paper = *p;
             }
             Result<app::Download> d = app::PrintPuzzle(*r, format, answers, paper);
             if (!d.ok()) return SendError(res, StatusFor(d.error()), d.error().ToString());
             download(res, *d, true);
           });
  // The board alone, drawn by the print's routine: what the web app lays its squares over.
  http.Get(R"(/api/puzzles/([^/]+)/board)",
           [this](const httplib::Request& req, httplib::Response& res) {
             auto r = Puzzle(req, res);
             if (!r) return;
             bool answers =
                 req.get_param_value("answers") == "1" || req.get_param_value("answers") == "true";
             Result<json> b = app::DrawBoard(*r, answers);
             if (!b.ok()) return SendError(res, StatusFor(b.error()), b.error().ToString());
             SendJson(res, 200, *b);
           });
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
