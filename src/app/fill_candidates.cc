// The candidates request (fill_candidates.h): every field checked with one line saying what is
// wrong, the word list adjusted by the request's preferred and excluded words and indexed (kept
// for the next request), the list made by gridfill::ListCandidates, and the answer of
// docs/api.md, "Fill candidates".
#include "app/fill_candidates.h"

#include <fmt/format.h>

#include <algorithm>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/text.h"
#include "crossword/board.h"
#include "gridfill/candidates.h"
#include "gridfill/gridfill.h"
#include "gridfill/quality.h"
#include "kind/common.h"

namespace ps::app {
namespace {

using nlohmann::json;

constexpr double kCandidateDefaultSeconds = 2;
constexpr double kCandidateMaxSeconds = 10;
constexpr int64_t kCandidateMaxLimit = 5000;
constexpr size_t kCandidateMaxWords = 20000;  // preferred or excluded words a request may give
// The largest grid side asked about: the filler's setup and first propagation run before the
// budget is first read, so a grid is bounded (the largest published crosswords are 27x27).
constexpr int kCandidateMaxSide = 64;

// The grid of "pattern": rows of '#' (block), '.' (open) and letters, as an array of strings or
// one text of lines; with "bar_top" and "bar_left" (square numbers) a barred grid.
Result<crossword::Board> PatternBoard(const json& request) {
  if (!request.contains("pattern")) {
    return InvalidInput("'pattern' is missing: the grid's rows, '#' a block, '.' an open square");
  }
  const json& p = request["pattern"];
  std::string text;
  if (p.is_string()) {
    text = p.get<std::string>();
  } else if (p.is_array()) {
    for (const json& row : p) {
      if (!row.is_string()) return InvalidInput("'pattern' must be an array of strings (rows)");
      const std::string r = row.get<std::string>();
      if (r.find('\n') != std::string::npos) {
        return InvalidInput("'pattern': a row holds a line break");
      }
      text += r + "\n";
    }
  } else {
    return InvalidInput("'pattern' must be an array of strings (rows)");
  }
  crossword::LayoutOptions lo;
  lo.background = crossword::kBlock;
  lo.space = crossword::kEmpty;
  lo.auto_detect = false;
  Result<crossword::Board> board = crossword::ParseLayout(text, lo);
  if (!board.ok()) {
    const Error& e = board.error();
    if (e.line > 0) {
      return InvalidInput(
          fmt::format("'pattern' row {}, column {}: {}", e.line - 1, e.column - 1, e.message));
    }
    return InvalidInput("'pattern': " + e.message);
  }
  if (board->width() > kCandidateMaxSide || board->height() > kCandidateMaxSide) {
    return InvalidInput(fmt::format("'pattern' has {} rows of {} squares; at most {} a side",
                                    board->height(), board->width(), kCandidateMaxSide));
  }
  // A barred grid: "bar_top" and "bar_left", the squares with a bar on that side.
  crossword::Bars bars;
  const int n = board->width() * board->height();
  for (const auto& [name, set] : {std::pair{"bar_top", &bars.top}, {"bar_left", &bars.left}}) {
    if (!request.contains(name) || request[name].is_null()) continue;
    const json& v = request[name];
    if (!v.is_array() || v.size() > static_cast<size_t>(n)) {
      return InvalidInput(
          fmt::format("'{}' must be an array of square numbers (row by row from 0)", name));
    }
    for (const json& q : v) {
      if (!q.is_number_integer() || q.get<int64_t>() < 0 || q.get<int64_t>() >= n) {
        return InvalidInput(fmt::format("'{}': {} is not a square of the grid: 0 to {}", name,
                                        q.dump().substr(0, 20), n - 1));
      }
      set->insert(q.get<int>());
    }
  }
  if (!bars.empty()) {
    Result<crossword::Board> barred = crossword::BoardFromCells(board->cells, bars);
    if (!barred.ok()) {
      return InvalidInput(fmt::format(
          "'bar_top', 'bar_left': the square at row {}, column {} (0-based) is in no entry between "
          "its bars and blocks",
          barred.error().line - 1, barred.error().column - 1));
    }
    board = std::move(barred);
  }
  if (board->slots.empty()) return InvalidInput("'pattern': the grid has no entry to fill");
  return board;
}

Result<int64_t> IntField(const json& request, const char* name, int64_t fallback, int64_t low,
                         int64_t high, bool required) {
  if (!request.contains(name)) {
    if (required) return InvalidInput(fmt::format("'{}' is missing", name));
    return fallback;
  }
  const json& v = request[name];
  if (!v.is_number_integer()) return InvalidInput(fmt::format("'{}' must be a whole number", name));
  const int64_t n = v.get<int64_t>();
  if (n < low || n > high) {
    return InvalidInput(fmt::format("'{}' must be {} to {}, not {}", name, low, high, n));
  }
  return n;
}

// The lowercase words of "preferred" or "excluded".
Result<std::vector<std::string>> WordsField(const json& request, const char* name) {
  std::vector<std::string> out;
  if (!request.contains(name) || request[name].is_null()) return out;
  const json& v = request[name];
  if (!v.is_array()) return InvalidInput(fmt::format("'{}' must be an array of words", name));
  if (v.size() > kCandidateMaxWords) {
    return InvalidInput(
        fmt::format("'{}' holds {} words; at most {}", name, v.size(), kCandidateMaxWords));
  }
  for (const json& w : v) {
    if (!w.is_string()) return InvalidInput(fmt::format("'{}' must be an array of words", name));
    const std::string word = LowerAscii(w.get<std::string>());
    const bool letters = !word.empty() && std::all_of(word.begin(), word.end(),
                                                      [](char c) { return c >= 'a' && c <= 'z'; });
    if (!letters) {
      return InvalidInput(fmt::format("'{}': \"{}\" is not a word of letters A to Z", name,
                                      w.get<std::string>().substr(0, 40)));
    }
    out.push_back(word);
  }
  return out;
}

// The candidate indexes built (gridfill::CandidateIndex: the list's words grouped by length with
// their letter index, most of a request's time when built anew), by word list, min score and the
// request's preferred and excluded words; the few used last are kept. A list is kept by its
// pointer, held here, so that no other list can take its address while it is.
class IndexCache {
 public:
  std::shared_ptr<const gridfill::CandidateIndex> Get(
      const std::shared_ptr<const crossword::Dictionary>& list, int min_score,
      const std::vector<std::string>& preferred, const std::vector<std::string>& excluded) {
    {
      std::lock_guard lock(mu_);
      for (auto it = entries_.begin(); it != entries_.end(); ++it) {
        if (it->list != list || it->min_score != min_score || it->preferred != preferred ||
            it->excluded != excluded) {
          continue;
        }
        entries_.splice(entries_.begin(), entries_, it);
        return entries_.front().index;
      }
    }
    // Built outside the lock (tens of milliseconds for a large list); two requests that both
    // miss build it twice, and the second keeps its own.
    std::shared_ptr<const crossword::Dictionary> words = list;
    if (!preferred.empty() || !excluded.empty()) {
      words = std::make_shared<const crossword::Dictionary>(
          gridfill::AdjustDictionary(*list, preferred, excluded));
    }
    std::shared_ptr<const gridfill::CandidateIndex> index =
        gridfill::BuildCandidateIndex(std::move(words), min_score);
    std::lock_guard lock(mu_);
    entries_.push_front({list, min_score, preferred, excluded, index});
    while (entries_.size() > kKept) entries_.pop_back();
    return index;
  }

 private:
  static constexpr size_t kKept = 4;
  struct Entry {
    std::shared_ptr<const crossword::Dictionary> list;
    int min_score;
    std::vector<std::string> preferred, excluded;  // sorted, each once
    std::shared_ptr<const gridfill::CandidateIndex> index;
  };
  std::mutex mu_;
  std::list<Entry> entries_;  // most recently used first
};

IndexCache& Indexes() {
  static IndexCache cache;
  return cache;
}

void SortedSet(std::vector<std::string>& words) {
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
}

json SlotJson(const crossword::Board& board, int s) {
  const crossword::Slot& slot = board.slots[static_cast<size_t>(s)];
  std::string pattern = UpperAscii(board.Pattern(s));
  std::replace(pattern.begin(), pattern.end(), '?', '.');
  return {{"row", slot.y},
          {"col", slot.x},
          {"direction", crossword::ToString(slot.dir)},
          {"length", slot.length},
          {"pattern", pattern}};
}

}  // namespace

double CandidateSeconds(const json& request) {
  double s = kCandidateDefaultSeconds;
  if (request.is_object() && request.contains("time_limit") && request["time_limit"].is_number()) {
    s = request["time_limit"].get<double>();
  }
  if (!(s > 0)) s = kCandidateDefaultSeconds;
  return std::min(s, kCandidateMaxSeconds);
}

Result<json> FillCandidatesJson(const json& request,
                                const std::shared_ptr<const crossword::Dictionary>& dictionary,
                                Budget& budget) {
  if (!request.is_object()) return InvalidInput("the request must be a JSON object");
  PS_TRY(board, PatternBoard(request));
  gridfill::CandidateOptions o;
  PS_TRY(row, IntField(request, "row", 0, 0, board.height() - 1, true));
  PS_TRY(col, IntField(request, "col", 0, 0, board.width() - 1, true));
  o.row = static_cast<int>(row);
  o.col = static_cast<int>(col);
  if (!request.contains("direction") || !request["direction"].is_string()) {
    return InvalidInput("'direction' is missing: \"across\" or \"down\"");
  }
  const std::string dir = request["direction"].get<std::string>();
  if (dir != "across" && dir != "down") {
    return InvalidInput(
        fmt::format("'direction' must be \"across\" or \"down\", not \"{}\"", dir.substr(0, 40)));
  }
  o.dir = dir == "across" ? crossword::Direction::kAcross : crossword::Direction::kDown;
  PS_TRY(min_score, IntField(request, "min_score", 50, 0, 100, false));
  PS_TRY(limit, IntField(request, "limit", 200, 1, kCandidateMaxLimit, false));
  o.min_score = static_cast<int>(min_score);
  o.limit = static_cast<size_t>(limit);
  PS_TRY(preferred, WordsField(request, "preferred"));
  PS_TRY(excluded, WordsField(request, "excluded"));

  // The list with the request's own words (excluded ones out, preferred ones in at the top
  // score), indexed, from the cache when it was asked for before.
  SortedSet(preferred);
  SortedSet(excluded);
  const std::unordered_set<std::string> prefer(preferred.begin(), preferred.end());
  std::shared_ptr<const gridfill::CandidateIndex> index =
      Indexes().Get(dictionary, o.min_score, preferred, excluded);
  PS_TRY(list, gridfill::ListCandidates(board, *index, o, budget));
  json candidates = json::array();
  for (const gridfill::Candidate& c : list.candidates) {
    json j = {{"word", UpperAscii(c.word)},
              {"score", c.score},
              {"viable", c.viable},
              {"options", c.options}};
    if (prefer.count(c.word) != 0) j["preferred"] = true;
    candidates.push_back(std::move(j));
  }
  json squares = json::array();
  for (int y = 0; y < board.height(); ++y) {
    for (int x = 0; x < board.width(); ++x) {
      const int i = board.cells.Index(x, y);
      if (board.cells[i] == crossword::kBlock) continue;
      const uint32_t m = list.letters[static_cast<size_t>(i)];
      std::string letters;
      for (int l = 0; l < 26; ++l) {
        if ((m >> l) & 1u) letters += static_cast<char>('A' + l);
      }
      squares.push_back({{"row", y},
                         {"col", x},
                         {"count", static_cast<int>(letters.size())},
                         {"letters", letters}});
    }
  }
  json dead = json::array();
  for (int s : list.dead_slots) dead.push_back(SlotJson(board, s));
  return json{{"slot", SlotJson(board, list.slot)},
              {"total", list.total},
              {"candidates", std::move(candidates)},
              {"squares", std::move(squares)},
              {"dead_slots", std::move(dead)},
              {"exact", list.exact},
              {"checked", list.checked},
              {"stopped", list.stopped}};
}

Result<json> FillEntriesJson(const json& request,
                             const std::shared_ptr<const crossword::Dictionary>& dictionary) {
  if (!request.is_object()) return InvalidInput("the request must be a JSON object");
  PS_TRY(board, PatternBoard(request));
  PS_TRY(min_score, IntField(request, "min_score", 50, 0, 100, false));
  PS_TRY(preferred, WordsField(request, "preferred"));
  PS_TRY(excluded, WordsField(request, "excluded"));
  SortedSet(preferred);
  SortedSet(excluded);
  std::shared_ptr<const gridfill::CandidateIndex> index =
      Indexes().Get(dictionary, static_cast<int>(min_score), preferred, excluded);
  // Every root seen, and the entry that brought it (as the quality score's repeat rule).
  std::unordered_map<std::string, std::string> first;
  json entries = json::array();
  for (int s = 0; s < static_cast<int>(board.slots.size()); ++s) {
    const std::string word = board.Pattern(s);
    if (word.find('?') != std::string::npos) continue;
    json e = SlotJson(board, s);
    e.erase("pattern");
    e["word"] = UpperAscii(word);
    const std::optional<int> score = gridfill::ListedScore(*index, word);
    e["score"] = score ? json(*score) : json(nullptr);
    if (std::binary_search(excluded.begin(), excluded.end(), word)) e["excluded"] = true;
    const std::vector<std::string> roots = gridfill::Roots(word);
    for (const std::string& r : roots) {
      auto it = first.find(r);
      if (it != first.end() && it->second != word) {
        e["repeats"] = UpperAscii(it->second);
        break;
      }
    }
    for (const std::string& r : roots) first.emplace(r, word);
    entries.push_back(std::move(e));
  }
  return json{{"entries", std::move(entries)}};
}

}  // namespace ps::app
