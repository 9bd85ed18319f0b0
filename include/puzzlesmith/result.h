/// @file
/// What every call of the puzzlesmith library returns: a value or an error, never an exception.
///
/// @code
///   puzzlesmith::Result<puzzlesmith::sudoku::Puzzle> p = puzzlesmith::sudoku::Parse(text);
///   if (!p) { std::cerr << p.error().ToString() << "\n"; return 2; }
///   use(*p);
/// @endcode
///
/// Limits bound the work of one call (a solve, a count, a generation): when they run out the
/// call returns an error of code kBudget, never a wrong or partial answer dressed as a whole one.
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <variant>

#include "puzzlesmith/export.h"

namespace puzzlesmith {

/// What kind of failure an Error is.
enum class ErrorCode {
  kInvalidInput,  ///< the input is malformed or the request impossible
  kIo,            ///< a file could not be read
  kNoSolution,    ///< the puzzle has no solution
  kBudget,        ///< the limits ran out before the answer was known
  kInternal,      ///< a bug in the library
};

/// A failure: its kind, a message for a person and, for bad input, its place in the text.
struct PUZZLESMITH_API Error {
  ErrorCode code = ErrorCode::kInvalidInput;  ///< what kind of failure
  std::string message;                        ///< one line for a person: what, where, how to fix it
  int line = 0;    ///< 1-based place in the input text; 0 when it has none
  int column = 0;  ///< 1-based column in that line; 0 when it has none

  /// "line:column: message" (the parts that are known).
  std::string ToString() const;
};

/// A value of type T or an Error. Reading the value of an error (or the error of a value) is a
/// bug in the caller: it prints the error and aborts.
template <typename T>
class Result {
 public:
  /// A result holding a value (implicit, so a function returning Result<T> may return a T).
  Result(T value) : v_(std::move(value)) {}  // NOLINT: implicit by design
  /// A result holding an error (implicit, so a function may return an Error).
  Result(Error error) : v_(std::move(error)) {}  // NOLINT: implicit by design

  /// True when the result holds a value.
  bool ok() const { return v_.index() == 0; }
  /// The same as ok(): `if (result) use(*result);`.
  explicit operator bool() const { return ok(); }

  /// The value; aborts when the result holds an error.
  T& value() & { return Check(), std::get<0>(v_); }
  /// The value; aborts when the result holds an error.
  const T& value() const& { return Check(), std::get<0>(v_); }
  /// The value, moved out; aborts when the result holds an error.
  T&& value() && { return Check(), std::get<0>(std::move(v_)); }
  /// The error; aborts when the result holds a value.
  const Error& error() const {
    if (ok()) Abort("puzzlesmith: error() read on a result that holds a value");
    return std::get<1>(v_);
  }

  /// The value, as value().
  T& operator*() & { return value(); }
  /// The value, as value().
  const T& operator*() const& { return value(); }
  /// The value moved out, as value().
  T&& operator*() && { return std::move(*this).value(); }
  /// A member of the value, as value().
  T* operator->() { return &value(); }
  /// A member of the value, as value().
  const T* operator->() const { return &value(); }

 private:
  void Check() const {
    if (!ok())
      Abort(("puzzlesmith: value() read on an error: " + std::get<1>(v_).ToString()).c_str());
  }
  [[noreturn]] static void Abort(const char* what) {
    std::fprintf(stderr, "%s\n", what);
    std::abort();
  }
  std::variant<T, Error> v_;
};

/// How much work one call may do; the defaults are no limit.
struct Limits {
  double seconds = 0;  ///< wall-clock time; 0: no limit
  int64_t nodes = 0;   ///< search nodes; 0: no limit
  /// A flag another thread (a signal handler, a user interface's Stop button) may set: the call
  /// then stops soon after (within milliseconds) with an error of code kBudget. Read, never
  /// written; it must outlive the call. Null: no flag.
  const std::atomic<bool>* cancel = nullptr;
  /// Called on the calling thread from inside a search that runs long, at most every 20 ms or
  /// so, with `poll_context`: a place to look for a request to stop (a language binding checks
  /// for Ctrl-C there) and set the `cancel` flag. A call that ends sooner never calls it. Null:
  /// none.
  void (*poll)(void* context) = nullptr;
  /// What `poll` is given.
  void* poll_context = nullptr;
};

/// The library's version as built ("MAJOR.MINOR.PATCH"), which may differ from the headers' when an
/// application runs with a newer shared library.
PUZZLESMITH_API const char* Version();

}  // namespace puzzlesmith
