// What a solver's count of solutions says, in the same words for every kind: no solution, one
// found (when nobody asked whether it is the only one), unique, several, or the budget ran out
// before the answer was known. "Budget exhausted" is its own outcome, never "unique".
#pragma once

#include <cstdint>
#include <string_view>

namespace ps {

enum class Outcome { kNone, kFound, kUnique, kSeveral, kBudget };

// The outcome of a count of `count` solutions (at most `limit`), `complete` when the search
// finished or reached the limit. A limit of one finds a solution without asking for another.
Outcome OutcomeOf(int64_t count, bool complete, int64_t limit);

// "none", "solved", "unique", "multiple", "budget_exhausted".
std::string_view ToString(Outcome outcome);

// Whether it answers the question asked: unique, or found with a limit of one.
bool Answered(Outcome outcome);

}  // namespace ps
