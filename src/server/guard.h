// Who may use the server: the checks every request passes before it is routed, so that a web page
// on another site cannot drive the library from the user's browser (docs/api.md, "What the
// server refuses"). Pure functions over a request's headers, tested without sockets.
//
// - Host: the name the request was sent to must be this server's (a loopback name or address,
//   the address it listens on, or a name given with --allow-host) with its port; a page whose
//   domain was made to resolve to 127.0.0.1 (DNS rebinding) sends its own name and is refused.
// - A request that changes something (any method but GET and HEAD) must come from the server's
//   own pages: its Origin, or without one its Referer, is this server's; POST and PUT carry
//   Content-Type: application/json, which a page on another site cannot send without a
//   preflight that the server never grants. A request with neither Origin nor Referer is not a
//   browser's cross-site request (a script, curl) and passes.
// - A server that listens beyond loopback needs its access token: in a cookie set by the first
//   visit to the address printed at start (?token=...), or in an `Authorization: token ...`
//   header.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace ps::server {

struct Access {
  std::string host;                      // the address it listens on (--host)
  int port = 0;                          // the port it listens on
  std::vector<std::string> allow_hosts;  // further names a request may be sent to (--allow-host)
  std::string token;                     // required from every request when not empty
};

// What the checks read of a request.
struct RequestHead {
  std::string_view method;
  std::string_view host;          // the Host header
  std::string_view origin;        // the Origin header, when sent
  std::string_view referer;       // the Referer header, when sent
  std::string_view content_type;  // the Content-Type header, when sent
  std::string_view cookie;        // the Cookie header, when sent
  std::string_view authorization;
  std::string_view token_param;  // the `token` query parameter, when given
};

struct Verdict {
  int status = 0;       // 0: admitted; else the answer's HTTP status (401, 403, 405, 415)
  std::string message;  // why, for the person who sent it, with what to do
  // Admitted by the `token` parameter (not yet by the cookie): the answer sets the cookie.
  bool set_cookie = false;
};

Verdict Admit(const Access& access, const RequestHead& head);

// Loopback names and addresses: localhost, 127.0.0.0/8, ::1.
bool IsLoopback(std::string_view host);
// The name of the cookie that keeps the token of a server on `port` (one per port, so that two
// servers on one machine keep theirs apart).
std::string TokenCookieName(int port);
// A new secret: 32 hex digits from the system's random source.
std::string NewToken();

}  // namespace ps::server
