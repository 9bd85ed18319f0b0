// Errors as values. Every recoverable failure in the library is a `Result<T>` holding either a
// value or an `Error{code, message, file, line, column}`; nothing throws across the API. Broken
// invariants are not errors: they abort through PS_CHECK with file, line and message.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <variant>

namespace ps {

enum class ErrorCode {
  kInvalidInput,  // the user's input is malformed (exit code 2)
  kIo,            // a file could not be read or written (exit code 2)
  kNoSolution,    // the question has no answer (exit code 1)
  kBudget,        // the budget ran out or the work was stopped (exit code 3)
  kInternal,      // a bug
};

struct Error {
  ErrorCode code = ErrorCode::kInvalidInput;
  std::string message;
  std::string file;  // empty when the input did not come from a named file
  int line = 0;      // 1-based; 0 when unknown
  int column = 0;    // 1-based; 0 when unknown

  // "file:line:col: message", leaving out the parts that are unknown.
  std::string ToString() const;
  // The same error with `file` set when it was not set yet.
  Error WithFile(std::string name) const;
};

Error InvalidInput(std::string message, int line = 0, int column = 0);
// An error of any code, without a place.
Error MakeError(ErrorCode code, std::string message);

template <typename T>
class [[nodiscard]] Result {
 public:
  Result(T value) : v_(std::move(value)) {}      // NOLINT: implicit by design
  Result(Error error) : v_(std::move(error)) {}  // NOLINT: implicit by design

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }

  T& value() & { return std::get<0>(v_); }
  const T& value() const& { return std::get<0>(v_); }
  T&& value() && { return std::get<0>(std::move(v_)); }
  const Error& error() const { return std::get<1>(v_); }

  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

 private:
  std::variant<T, Error> v_;
};

// A result that carries no value.
struct Ok {};
using Status = Result<Ok>;

[[noreturn]] void CheckFailed(const char* file, int line, const char* condition);

}  // namespace ps

// Aborts with file and line when an invariant does not hold (also in release builds).
#define PS_CHECK(cond)                                         \
  do {                                                         \
    if (!(cond)) ::ps::CheckFailed(__FILE__, __LINE__, #cond); \
  } while (false)
