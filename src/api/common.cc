// The public API's shared parts: versions, errors and limits (puzzlesmith/result.h).
#include <fmt/format.h>
#include <puzzlesmith/version.h>

#include "api/convert.h"

namespace puzzlesmith {

std::string Error::ToString() const {
  if (line > 0 && column > 0) return fmt::format("{}:{}: {}", line, column, message);
  if (line > 0) return fmt::format("{}: {}", line, message);
  return message;
}

const char* Version() { return PUZZLESMITH_VERSION_STRING; }

}  // namespace puzzlesmith

namespace ps::api {

Budget ToBudget(const puzzlesmith::Limits& limits) {
  Budget budget = limits.seconds > 0 ? Budget::Seconds(limits.seconds) : Budget::Unlimited();
  if (limits.nodes > 0) budget.WithNodeLimit(limits.nodes);
  budget.WithCancelAtomic(limits.cancel);
  if (limits.poll != nullptr) budget.WithPoll(limits.poll, limits.poll_context);
  return budget;
}

puzzlesmith::Error ToError(const Error& error) {
  puzzlesmith::Error e;
  switch (error.code) {
    case ErrorCode::kInvalidInput:
      e.code = puzzlesmith::ErrorCode::kInvalidInput;
      break;
    case ErrorCode::kIo:
      e.code = puzzlesmith::ErrorCode::kIo;
      break;
    case ErrorCode::kNoSolution:
      e.code = puzzlesmith::ErrorCode::kNoSolution;
      break;
    case ErrorCode::kBudget:
      e.code = puzzlesmith::ErrorCode::kBudget;
      break;
    case ErrorCode::kInternal:
      e.code = puzzlesmith::ErrorCode::kInternal;
      break;
  }
  e.message = error.file.empty() ? error.message : error.file + ": " + error.message;
  e.line = error.line;
  e.column = error.column;
  return e;
}

puzzlesmith::Error MakeError(puzzlesmith::ErrorCode code, std::string message) {
  puzzlesmith::Error e;
  e.code = code;
  e.message = std::move(message);
  return e;
}

puzzlesmith::Error BudgetError(const Budget& budget, std::string_view what) {
  return MakeError(puzzlesmith::ErrorCode::kBudget,
                   fmt::format("{} stopped before an answer: {} (raise the limits)", what,
                               ToString(budget.reason())));
}

}  // namespace ps::api
