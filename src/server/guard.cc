// The checks every request passes before it is routed; see guard.h.
#include "server/guard.h"

#include <arpa/inet.h>
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <random>

namespace ps::server {
namespace {

std::string Lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string_view Trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

bool IsIpv4(const std::string& s) {
  in_addr a{};
  return inet_pton(AF_INET, s.c_str(), &a) == 1;
}
bool IsIpv6(const std::string& s) {
  in6_addr a{};
  return inet_pton(AF_INET6, s.c_str(), &a) == 1;
}

// A Host header as its name (lower case, an IPv6 address without its brackets) and port (80
// when it names none); false when it is not of that shape.
bool SplitHost(std::string_view host, std::string& name, int& port) {
  host = Trim(host);
  if (host.empty() || host.size() > 255) return false;
  std::string_view rest;
  if (host.front() == '[') {
    size_t close = host.find(']');
    if (close == std::string_view::npos) return false;
    name = Lower(host.substr(1, close - 1));
    if (!IsIpv6(name)) return false;
    rest = host.substr(close + 1);
  } else {
    size_t colon = host.find(':');
    name = Lower(host.substr(0, colon));
    rest = colon == std::string_view::npos ? std::string_view() : host.substr(colon);
  }
  if (name.empty()) return false;
  for (char c : name) {
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == ':' ||
          c == '_')) {
      return false;
    }
  }
  port = 80;
  if (rest.empty()) return true;
  if (rest.front() != ':' || rest.size() < 2 || rest.size() > 6) return false;
  port = 0;
  for (char c : rest.substr(1)) {
    if (c < '0' || c > '9') return false;
    port = port * 10 + (c - '0');
  }
  return port > 0 && port <= 65535;
}

bool Wildcard(const std::string& host) { return host.empty() || host == "0.0.0.0" || host == "::"; }

bool NameAllowed(const Access& access, const std::string& name) {
  if (IsLoopback(name)) return true;
  const std::string own = Lower(access.host);
  if (!Wildcard(own) && name == own) return true;
  // An address can't be rebound to another machine: a server on every address answers to any.
  if (Wildcard(own) && (IsIpv4(name) || IsIpv6(name))) return true;
  return std::any_of(access.allow_hosts.begin(), access.allow_hosts.end(),
                     [&](const std::string& h) { return Lower(h) == name; });
}

// Compares secrets in a time that does not depend on where they differ.
bool SameSecret(std::string_view a, std::string_view b) {
  if (a.size() != b.size() || a.empty()) return false;
  unsigned char diff = 0;
  for (size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
  return diff == 0;
}

std::string_view CookieValue(std::string_view cookies, std::string_view name) {
  while (!cookies.empty()) {
    size_t semi = cookies.find(';');
    std::string_view pair = Trim(cookies.substr(0, semi));
    cookies = semi == std::string_view::npos ? std::string_view() : cookies.substr(semi + 1);
    size_t eq = pair.find('=');
    if (eq != std::string_view::npos && Trim(pair.substr(0, eq)) == name) {
      return Trim(pair.substr(eq + 1));
    }
  }
  return {};
}

Verdict Refuse(int status, std::string message) {
  Verdict v;
  v.status = status;
  v.message = std::move(message);
  return v;
}

}  // namespace

bool IsLoopback(std::string_view host) {
  std::string name = Lower(host);
  if (name.size() > 2 && name.front() == '[' && name.back() == ']') {
    name = name.substr(1, name.size() - 2);
  }
  if (name == "localhost") return true;
  in_addr a4{};
  if (inet_pton(AF_INET, name.c_str(), &a4) == 1) return (ntohl(a4.s_addr) >> 24) == 127;
  in6_addr a6{};
  if (inet_pton(AF_INET6, name.c_str(), &a6) == 1) {
    return std::memcmp(&a6, &in6addr_loopback, sizeof a6) == 0;
  }
  return false;
}

std::string TokenCookieName(int port) { return fmt::format("puzzlesmith-token-{}", port); }

std::string NewToken() {
  std::random_device rd;
  std::string out;
  for (int i = 0; i < 4; ++i) out += fmt::format("{:08x}", rd());
  return out;
}

Verdict Admit(const Access& access, const RequestHead& head) {
  // Sent to this server by its own name: no DNS rebinding.
  std::string name;
  int port = 0;
  if (!SplitHost(head.host, name, port)) {
    return Refuse(403, fmt::format("refused: the request's Host header '{}' is not a host name "
                                   "and port",
                                   head.host.substr(0, 100)));
  }
  if (port != access.port || !NameAllowed(access, name)) {
    std::string names = fmt::format("localhost:{0}, 127.0.0.1:{0}", access.port);
    if (Wildcard(Lower(access.host))) {
      names += fmt::format(", any of this machine's addresses:{}", access.port);
    } else if (!IsLoopback(access.host)) {
      names += fmt::format(", {}:{}", access.host, access.port);
    }
    for (const std::string& h : access.allow_hosts) names += fmt::format(", {}:{}", h, access.port);
    return Refuse(403, fmt::format("refused: this server answers to {}, not to '{}' (start it "
                                   "with --allow-host NAME to be reached by another name)",
                                   names, head.host.substr(0, 100)));
  }
  Verdict admitted;
  if (!access.token.empty()) {
    std::string_view auth = Trim(head.authorization);
    std::string_view given;
    for (std::string_view scheme : {"token ", "Bearer "}) {
      if (auth.substr(0, scheme.size()) == scheme) given = Trim(auth.substr(scheme.size()));
    }
    if (SameSecret(CookieValue(head.cookie, TokenCookieName(access.port)), access.token) ||
        SameSecret(given, access.token)) {
      // admitted by the cookie or the header
    } else if (SameSecret(head.token_param, access.token)) {
      admitted.set_cookie = true;
    } else {
      return Refuse(401,
                    "this server needs its access token: open the address it printed when it "
                    "started (it ends in ?token=...), or send 'Authorization: token TOKEN'");
    }
  }
  const std::string_view m = head.method;
  if (m == "GET" || m == "HEAD") return admitted;
  if (m != "POST" && m != "PUT" && m != "DELETE") {
    return Refuse(405, fmt::format("method {} is not served here", m.substr(0, 20)));
  }
  // From the server's own pages (or from no browser page at all).
  const std::string own = "http://" + Lower(Trim(head.host));
  if (!head.origin.empty()) {
    if (Lower(Trim(head.origin)) != own) {
      return Refuse(403, fmt::format("refused: a page of {} may not change this library (only "
                                     "the app's own pages at {} may)",
                                     head.origin.substr(0, 100), own));
    }
  } else if (!head.referer.empty()) {
    const std::string from = Lower(Trim(head.referer));
    if (from != own && from.rfind(own + "/", 0) != 0) {
      return Refuse(403, fmt::format("refused: a page of another site may not change this "
                                     "library (only the app's own pages at {} may)",
                                     own));
    }
  }
  if (m == "POST" || m == "PUT") {
    std::string_view type = head.content_type.substr(0, head.content_type.find(';'));
    if (Lower(Trim(type)) != "application/json") {
      return Refuse(415, fmt::format("send the request body as JSON, with the header "
                                     "'Content-Type: application/json' (not '{}')",
                                     head.content_type.substr(0, 60)));
    }
  }
  return admitted;
}

}  // namespace ps::server
