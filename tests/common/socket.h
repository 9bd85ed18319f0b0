// A raw TCP connection to the server under test, for the tests that hold connections open or
// send broken requests byte by byte (tests/server).
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <cstdint>
#include <string_view>

namespace ps::test_support {

// A connection to 127.0.0.1:port whose sends and receives time out after `seconds` (never when
// 0); `text`, when given, is sent first. -1 when it cannot be made.
inline int ConnectLoopback(int port, double seconds = 5, std::string_view text = {}) {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return -1;
  if (seconds > 0) {
    timeval tv{static_cast<time_t>(seconds),
               static_cast<suseconds_t>(
                   (seconds - static_cast<double>(static_cast<time_t>(seconds))) * 1e6)};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
  }
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 ||
      (!text.empty() && ::send(fd, text.data(), text.size(), MSG_NOSIGNAL) < 0)) {
    ::close(fd);
    return -1;
  }
  return fd;
}

}  // namespace ps::test_support
