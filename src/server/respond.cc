// What the server's routes share to answer; see respond.h.
#include "server/respond.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "server/assets.h"

namespace ps::server {

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

namespace {

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

}  // namespace

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

namespace {

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

}  // namespace

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

}  // namespace ps::server
