// The word lists the makers draw from (LoadDictionary, app/puzzles.h), read by the crossword
// model's dictionary reader. A library built without the crosswords has dictionary_none.cc
// instead.
#include "app/io.h"
#include "app/puzzles.h"
#include "crossword/excluded.h"
#include "crossword/wordlist.h"

namespace ps::app {

Result<crossword::Dictionary> LoadDictionary(const std::string& path, bool allow_excluded,
                                             int min_score) {
  crossword::DictionaryOptions options;
  options.skip_excluded = !allow_excluded;
  options.min_score = min_score;
  if (path.empty()) {
    // The built-in list holds only plain lowercase words, checked when it was made.
    options.skip_capitalized = false;
    Result<crossword::Dictionary> d =
        crossword::ParseDictionary(crossword::CommonWordsText(), options);
    if (!d.ok()) return d.error().WithFile(std::string(crossword::kCommonWordsName));
    return d;
  }
  Result<std::string> text = ReadInput(path);
  if (!text.ok()) return text.error();
  Result<crossword::Dictionary> d = crossword::ParseDictionary(*text, options);
  if (!d.ok()) return d.error().WithFile(path == "-" ? "<stdin>" : path);
  return d;
}

}  // namespace ps::app
