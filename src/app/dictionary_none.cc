// LoadDictionary (app/puzzles.h) and the own word lists' readers (app/wordlists.h) in a library
// built without the crosswords (-DPUZZLESMITH_CROSSWORDS=OFF): no kind of it makes from a word
// list, so a request for one is answered with what is missing.
#include "app/puzzles.h"
#include "app/wordlists.h"

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

Result<OwnWordList> ReadOwnWordList(std::string_view /*text*/, bool /*allow_excluded*/) {
  return LoadDictionary("", false, 0).error();
}

Result<crossword::Dictionary> ReadStoredWordList(std::string_view /*text*/) {
  return LoadDictionary("", false, 0);
}

}  // namespace ps::app
