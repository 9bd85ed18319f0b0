// Error formatting and the invariant-failure handler.
#include "core/result.h"

#include <fmt/format.h>

namespace ps {

std::string Error::ToString() const {
  std::string out;
  if (!file.empty()) out += file + ":";
  if (line > 0) {
    out += fmt::format("{}:", line);
    if (column > 0) out += fmt::format("{}:", column);
  }
  if (!out.empty()) out += " ";
  out += message;
  return out;
}

Error Error::WithFile(std::string name) const {
  Error e = *this;
  if (e.file.empty()) e.file = std::move(name);
  return e;
}

Error MakeError(ErrorCode code, std::string message) {
  Error e;
  e.code = code;
  e.message = std::move(message);
  return e;
}

Error InvalidInput(std::string message, int line, int column) {
  return Error{ErrorCode::kInvalidInput, std::move(message), "", line, column};
}

void CheckFailed(const char* file, int line, const char* condition) {
  std::fprintf(stderr, "puzzlesmith: internal error at %s:%d: check failed: %s\n", file, line,
               condition);
  std::abort();
}

}  // namespace ps
