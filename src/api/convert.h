// What the public API's files share: its Limits as a Budget, the library's errors as the API's.
#pragma once

#include <puzzlesmith/result.h>

#include "core/budget.h"
#include "core/result.h"

namespace ps::api {

Budget ToBudget(const puzzlesmith::Limits& limits);
puzzlesmith::Error ToError(const Error& error);
puzzlesmith::Error MakeError(puzzlesmith::ErrorCode code, std::string message);
// The error of a search stopped by its budget, naming the limit that ran out.
puzzlesmith::Error BudgetError(const Budget& budget, std::string_view what);

}  // namespace ps::api
