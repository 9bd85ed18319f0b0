// LoadDictionary (app/puzzles.h) in a library built without the crosswords
// (-DPUZZLESMITH_CROSSWORDS=OFF): no kind of it makes from a word list, so a request for one is
// answered with what is missing.
#include "app/puzzles.h"

namespace ps::app {

Result<crossword::Dictionary> LoadDictionary(const std::string& /*path*/, bool /*allow_excluded*/,
                                             int /*min_score*/) {
  return InvalidInput(
      "this library was built without the crosswords (-DPUZZLESMITH_CROSSWORDS=OFF): it has no "
      "word list");
}

Result<crossword::Dictionary> LoadDictionaries(const std::vector<std::string>& /*paths*/,
                                               bool allow_excluded) {
  return LoadDictionary("", allow_excluded, 0);
}

}  // namespace ps::app
