// A constructor's own word lists (docs/api.md, "Word lists"): a list uploaded to the library is
// read here once (the same reader as `--words`, with one line saying what is wrong, on which line
// and how to fix it), stored as its entries ("word;score" a line), and named by requests by its
// id. A request's "lists" names the lists to fill from, in order: "builtin" (the server's list:
// --words, else the built-in common words) and own lists' ids; a later list scores again the
// entries of earlier ones, as `--words A --words B` does. The lists read, and the lists merged,
// are kept in a small cache (WordListCache), so that a request names a list of 300,000 entries
// without sending or reading it again.
#pragma once

#include <cstdint>
#include <functional>
#include <list>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/result.h"
#include "crossword/wordlist.h"

namespace ps::app {

// The most entries an own list may hold.
inline constexpr int64_t kMaxOwnListEntries = 1000000;
// The longest name of an own list.
inline constexpr size_t kMaxOwnListName = 100;

// An uploaded list, read.
struct OwnWordList {
  crossword::Dictionary dict;      // its entries, in the order given
  std::string text;                // the entries as stored: "word;score" a line, lowercase
  int64_t skipped = 0;             // lines left out (not letters A to Z, repeated, excluded)
  std::vector<std::string> notes;  // what was left out, in words, for the uploader
};

// Reads an uploaded list: `word;score` lines (Spread the Wordlist's and Crossword Nexus's form;
// scores are whole numbers, below 0 allowed: such an entry is never used, which lets an own
// list ban an entry of the built-in list it is merged with) and plain one-word lines (score 50),
// `#` comments and blank lines skipped, as `--words` reads a file; without the exclusion list's
// words unless `allow_excluded`. An error is one line: what is wrong, on which line, and how to
// fix it (a comma or a tab where the semicolon goes, a score that is not a whole number, no
// usable word, a file that is not text).
Result<OwnWordList> ReadOwnWordList(std::string_view text, bool allow_excluded);

// An own list as stored (OwnWordList::text), read back.
Result<crossword::Dictionary> ReadStoredWordList(std::string_view text);

// The lists a request names in "lists" (absent or null: the server's list alone), as ids: 0 for
// "builtin", an own list's id otherwise; at most 4, each once. A bad field is an error naming it.
Result<std::vector<int64_t>> ListRefs(const nlohmann::json& request);

// The lists read, and merged, kept between requests: at most `capacity` of them (an own list
// read, or a merge of several), the least recently used going first. Thread-safe.
class WordListCache {
 public:
  // A list by its id: 0 the server's list, else an own list (its stored text read and parsed).
  using Loader = std::function<Result<std::shared_ptr<const crossword::Dictionary>>(int64_t id)>;

  explicit WordListCache(size_t capacity = 4) : capacity_(capacity) {}

  // The word list of `refs` merged in order, each list loaded by `load` unless kept. The
  // server's list (0) is not kept here: `load` keeps it.
  Result<std::shared_ptr<const crossword::Dictionary>> Get(const std::vector<int64_t>& refs,
                                                           const Loader& load);
  // Forgets every list read from own list `id`, and every merge it was in (a deleted list).
  void Forget(int64_t id);

 private:
  struct Entry {
    std::vector<int64_t> refs;
    std::shared_ptr<const crossword::Dictionary> dict;
  };
  std::shared_ptr<const crossword::Dictionary> Find(const std::vector<int64_t>& refs);
  void Keep(std::vector<int64_t> refs, std::shared_ptr<const crossword::Dictionary> dict);

  size_t capacity_;
  std::mutex mu_;
  std::list<Entry> entries_;  // most recently used first
};

}  // namespace ps::app
