// What the server's routes share to answer: JSON and error answers (with the error's code and the
// field it is about), the web app's files (built in or from --web-dir, with ETags and gzip), a
// request body read within its limit and parsed as JSON, and a puzzle's summary.
#pragma once

#include <httplib.h>

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/puzzles.h"
#include "core/result.h"

namespace ps::server {

// Text that is not UTF-8 (a request's own bytes quoted in a message) is sent with U+FFFD in
// place of each bad byte: dump() would throw, and outside a route that ended the server.
void SendJson(httplib::Response& res, int status, const nlohmann::json& body);

// The content type of a web app file read from --web-dir, by its name (as the built-in copy's,
// cmake/EmbedAssets.cmake).
const char* WebContentType(std::string_view path);

// A file's ETag: FNV-1a of its bytes, and its length.
std::string EntityTag(std::string_view bytes);

// A web app file's answer. "no-cache" makes the browser ask each time, and the ETag (a hash of
// the bytes) lets it ask cheaply: when its copy is the same it gets a 304 with no body and keeps
// what it made of the file (Chromium keeps compiled scripts with a cached answer, so the modules
// are not parsed and compiled again on every page load). `tag` is EntityTag(bytes).
void SendStatic(const httplib::Request& req, httplib::Response& res, std::string_view bytes,
                const char* content_type, const std::string& tag);

// The bytes of built-in web app file i (kAssets), and the index of the one at `path` ("/app.js").
std::string_view AssetBytes(size_t i);
std::optional<size_t> AssetIndex(std::string_view path);

// The web app modules a module imports statically (lines `import ... from './NAME.js';`), as
// paths ("/NAME.js").
std::vector<std::string> StaticImports(std::string_view code);

// JSON to write inside an HTML <script>: '<' as \u003c (it occurs only within strings), so
// that no "</script>" or "<!--" in the data can end or change the script.
std::string ScriptJson(const nlohmann::json& j);

// httplib 0.11 compresses an answer with brotli whenever the request accepts it ("br"), at
// brotli's slowest, best setting: 35-220 ms for each file of the web app and each API answer on
// a 2-core machine, for a browser (which always accepts br) on the first load of a page, where
// gzip takes 1-3 ms. So a request's "br" is struck from its Accept-Encoding before httplib reads
// it, and the answer is gzip. (httplib hands the handlers the request as const; the object is
// its own, not const.)
void OfferGzipOnly(const httplib::Request& req);

// {"error": {"code", "message", "field"?}}
void SendError(httplib::Response& res, int status, const std::string& message);

// The HTTP status an error answers with (400 bad input, 422 no solution, 503 budget, ...).
int StatusFor(const Error& e);

// A puzzle of the library without its document (app::PuzzleJson with the library's fields).
nlohmann::json Summary(const app::PuzzleRecord& r);

// Why a request's body is not read, or null when it may be: see the pre-routing handler.
std::string BodyRefusal(const httplib::Request& req, size_t max_body);

// A route with a body, reading it as it arrives: chunked or with a length, the body is counted
// on the wire and refused with 413 as soon as it passes `max_body` (httplib 0.11 reads a chunked
// body whole, whatever its size, into a route without a reader); then `handler` gets the request
// with its body, as an ordinary route does.
httplib::Server::HandlerWithContentReader BodyRoute(size_t max_body,
                                                    httplib::Server::Handler handler);

// A request's JSON body, or nullopt after answering 400 with where the syntax broke (or why the
// body's shape is refused).
std::optional<nlohmann::json> ParseBody(const httplib::Request& req, httplib::Response& res);

// A puzzle's number in a path, or nullopt when the text is not a whole number.
std::optional<int64_t> IdOf(const std::string& text);

}  // namespace ps::server
