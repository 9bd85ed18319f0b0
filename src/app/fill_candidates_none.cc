// The candidates request (app/fill_candidates.h) in a library built without the crosswords
// (-DPUZZLESMITH_CROSSWORDS=OFF): there is no grid filler, and the answer says so.
#include "app/fill_candidates.h"

namespace ps::app {

double CandidateSeconds(const nlohmann::json& /*request*/) { return 2; }

Result<nlohmann::json> FillCandidatesJson(
    const nlohmann::json& /*request*/,
    const std::shared_ptr<const crossword::Dictionary>& /*dictionary*/, Budget& /*budget*/) {
  return InvalidInput(
      "this library was built without the crosswords (-DPUZZLESMITH_CROSSWORDS=OFF): it has no "
      "grid filler");
}

Result<nlohmann::json> FillEntriesJson(
    const nlohmann::json& request, const std::shared_ptr<const crossword::Dictionary>& dictionary) {
  Budget budget = Budget::Seconds(1);
  return FillCandidatesJson(request, dictionary, budget);
}

}  // namespace ps::app
