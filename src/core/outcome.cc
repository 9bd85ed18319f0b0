// See outcome.h.
#include "core/outcome.h"

namespace ps {

Outcome OutcomeOf(int64_t count, bool complete, int64_t limit) {
  if (!complete && count < 2) return Outcome::kBudget;
  if (count == 0) return Outcome::kNone;
  if (count == 1) return limit < 2 ? Outcome::kFound : Outcome::kUnique;
  return Outcome::kSeveral;
}

std::string_view ToString(Outcome outcome) {
  switch (outcome) {
    case Outcome::kNone:
      return "none";
    case Outcome::kFound:
      return "solved";
    case Outcome::kUnique:
      return "unique";
    case Outcome::kSeveral:
      return "multiple";
    case Outcome::kBudget:
      return "budget_exhausted";
  }
  return "?";
}

bool Answered(Outcome outcome) { return outcome == Outcome::kUnique || outcome == Outcome::kFound; }

}  // namespace ps
