// See io.h.
#include "app/io.h"

#include <fmt/format.h>
#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace ps::app {

Result<std::FILE*> OpenInput(const std::string& path) {
  auto io_error = [&](const std::string& what) { return Error{ErrorCode::kIo, what, "", 0, 0}; };
  if (path == "-") return stdin;
  struct stat st {};
  if (stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
    return io_error(fmt::format("cannot read '{}': it is a directory", path));
  }
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (f == nullptr)
    return io_error(fmt::format("cannot read '{}': {}", path, std::strerror(errno)));
  return f;
}

Result<std::string> ReadInput(const std::string& path) {
  auto io_error = [&](const std::string& what) { return Error{ErrorCode::kIo, what, "", 0, 0}; };
  Result<std::FILE*> opened = OpenInput(path);
  if (!opened.ok()) return opened.error();
  std::FILE* f = *opened;
  std::string data;
  char buf[1 << 16];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) {
    data.append(buf, n);
    if (data.size() > kMaxInputBytes) {
      if (f != stdin) std::fclose(f);
      return io_error(fmt::format("'{}' is larger than {} MiB", path, kMaxInputBytes >> 20));
    }
  }
  bool failed = std::ferror(f) != 0;
  if (f != stdin) std::fclose(f);
  if (failed) return io_error(fmt::format("cannot read '{}'", path));
  return data;
}

bool PathExists(const std::string& path) {
  struct stat st {};
  return !path.empty() && ::stat(path.c_str(), &st) == 0;
}

Status WriteOutput(const std::string& path, const std::string& content) {
  if (path == "-") {
    std::fwrite(content.data(), 1, content.size(), stdout);
    return Ok{};
  }
  auto failed = [&](int err) {
    return Error{ErrorCode::kIo, fmt::format("cannot write '{}': {}", path, std::strerror(err)), "",
                 0, 0};
  };
  // A folder that is not there is said as such (not as a file that cannot be made).
  const size_t slash = path.find_last_of('/');
  if (slash != std::string::npos && slash > 0) {
    const std::string folder = path.substr(0, slash);
    struct stat st {};
    if (::stat(folder.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) {
      return Error{ErrorCode::kIo,
                   fmt::format("cannot write '{}': the folder '{}' does not exist", path, folder),
                   "", 0, 0};
    }
  }
  // A device or a pipe (/dev/stdout, /dev/full, a named pipe) is written as it is: no temporary
  // file beside it, and a failure to write (a full disk) is an error, never a success.
  if (struct stat st{}; ::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    FILE* f = std::fopen(path.c_str(), "wb");
    if (f == nullptr) return failed(errno);
    bool ok = std::fwrite(content.data(), 1, content.size(), f) == content.size();
    ok = std::fflush(f) == 0 && ok;
    const int err = errno;
    ok = std::fclose(f) == 0 && ok;
    if (!ok) return failed(err != 0 ? err : errno);
    return Ok{};
  }
  // Write to a temporary file and rename, so a failure never leaves half a file behind.
  std::string tmp = path + ".tmp";
  FILE* f = std::fopen(tmp.c_str(), "wb");
  if (f == nullptr) {
    return Error{ErrorCode::kIo, fmt::format("cannot write '{}': {}", path, std::strerror(errno)),
                 "", 0, 0};
  }
  bool ok = std::fwrite(content.data(), 1, content.size(), f) == content.size();
  ok = std::fflush(f) == 0 && ok;
  ok = std::fclose(f) == 0 && ok;
  if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    return Error{ErrorCode::kIo, fmt::format("cannot write '{}': {}", path, std::strerror(errno)),
                 "", 0, 0};
  }
  return Ok{};
}

}  // namespace ps::app
