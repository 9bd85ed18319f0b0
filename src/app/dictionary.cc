// The word lists the makers draw from (LoadDictionary, app/puzzles.h), read by the crossword
// model's dictionary reader. A library built without the crosswords has dictionary_none.cc
// instead.
#include <limits>
#include <unordered_map>

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

Result<crossword::Dictionary> LoadDictionaries(const std::vector<std::string>& paths,
                                               bool allow_excluded) {
  if (paths.size() <= 1) {
    return LoadDictionary(paths.empty() ? std::string() : paths.front(), allow_excluded);
  }
  // A later list scores again the entries of earlier ones (as gridfill.h's MergeDictionaries).
  crossword::Dictionary out;
  std::unordered_map<std::string, size_t> at;
  for (const std::string& path : paths) {
    crossword::DictionaryOptions options;
    options.skip_excluded = !allow_excluded;
    options.min_score = std::numeric_limits<int>::min();  // a later list may score it again
    Result<std::string> text = ReadInput(path);
    if (!text.ok()) return text.error();
    Result<crossword::Dictionary> d = crossword::ParseDictionary(*text, options);
    if (!d.ok()) return d.error().WithFile(path == "-" ? "<stdin>" : path);
    for (size_t i = 0; i < d->words.size(); ++i) {
      auto [it, fresh] = at.emplace(d->words[i], out.words.size());
      if (fresh) {
        out.words.push_back(d->words[i]);
        out.scores.push_back(d->scores[i]);
      } else {
        out.scores[it->second] = d->scores[i];
      }
    }
  }
  return out;
}

}  // namespace ps::app
