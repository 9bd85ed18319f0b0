// A slot's candidates with look-ahead (gridfill/candidates.h, app/fill_candidates.h): on small
// grids the list against a brute-force enumeration of every fill written here (every word that
// fits is listed; viable exactly when some fill uses it; viable first, then by score); on 15x15
// NYT patterns, every word of a known fill is listed viable with the rest of the grid empty or
// half filled; the overlay, dead slots, the budget, and the request's checks.
#include "app/fill_candidates.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "app/io.h"
#include "app/puzzles.h"
#include "core/rng.h"
#include "core/text.h"
#include "crossword/board.h"
#include "gridfill/candidates.h"
#include "gridfill/gridfill.h"

namespace ps::gridfill {
namespace {

using crossword::Board;
using crossword::Dictionary;
using crossword::Direction;
using nlohmann::json;

Board Pattern(const std::string& text) {
  crossword::LayoutOptions lo;
  lo.background = '#';
  lo.space = '.';
  lo.auto_detect = false;
  Result<Board> b = crossword::ParseLayout(text, lo);
  EXPECT_TRUE(b.ok()) << b.error().ToString();
  return b.ok() ? *b : Board{};
}

std::string Read(const std::string& path) {
  Result<std::string> text = app::ReadInput(std::string(PS_SOURCE_DIR) + "/" + path);
  EXPECT_TRUE(text.ok()) << path;
  return text.ok() ? *text : std::string();
}

const std::shared_ptr<const Dictionary>& BuiltinShared() {
  static const std::shared_ptr<const Dictionary> d = [] {
    Result<Dictionary> r = app::LoadDictionary("", false);
    EXPECT_TRUE(r.ok());
    return std::make_shared<const Dictionary>(r.ok() ? *r : Dictionary{});
  }();
  return d;
}
const Dictionary& Builtin() { return *BuiltinShared(); }

// The list over a prepared index (the cached path of the server and the engine) is the list
// without one: the same words in the same order with the same marks, squares and dead slots.
void ExpectSameOverAnIndex(const Board& board, const std::shared_ptr<const Dictionary>& dict,
                           const CandidateOptions& o, const CandidateList& plain,
                           const std::string& where) {
  const std::shared_ptr<const CandidateIndex> index = BuildCandidateIndex(dict, o.min_score);
  Budget budget = Budget::Seconds(30);
  Result<CandidateList> indexed = ListCandidates(board, *index, o, budget);
  ASSERT_TRUE(indexed.ok()) << where;
  EXPECT_EQ(indexed->slot, plain.slot) << where;
  EXPECT_EQ(indexed->total, plain.total) << where;
  EXPECT_EQ(indexed->letters, plain.letters) << where;
  EXPECT_EQ(indexed->dead_slots, plain.dead_slots) << where;
  EXPECT_EQ(indexed->checked, plain.checked) << where;
  ASSERT_EQ(indexed->candidates.size(), plain.candidates.size()) << where;
  for (size_t i = 0; i < plain.candidates.size(); ++i) {
    const Candidate& a = indexed->candidates[i];
    const Candidate& b = plain.candidates[i];
    EXPECT_TRUE(a.word == b.word && a.score == b.score && a.viable == b.viable &&
                a.options == b.options)
        << where << ": " << a.word << " / " << b.word;
  }
}

// Every fill of `board` by brute force, as the words of its slots (no entry twice, each one in
// `dict` scored at least `min_score` or given whole in the grid): calls `found` with each.
class Brute {
 public:
  Brute(const Board& board, const Dictionary& dict, int min_score) : b_(board) {
    for (size_t i = 0; i < dict.words.size(); ++i) {
      if (dict.scores[i] >= min_score) by_length_[dict.words[i].size()].push_back(dict.words[i]);
    }
    cells_ = board.cells;
    words_.assign(board.slots.size(), "");
  }
  // The words of slot s that some fill uses.
  std::vector<std::set<std::string>> UsedPerSlot() {
    used_.assign(b_.slots.size(), {});
    Go();
    return used_;
  }
  // The words of the list that fit slot s's letters as given.
  std::vector<std::string> Fitting(int s) const {
    std::vector<std::string> out;
    const std::string p = b_.Pattern(s);
    auto it = by_length_.find(p.size());
    if (it == by_length_.end()) return out;
    for (const std::string& w : it->second) {
      bool fits = true;
      for (size_t i = 0; i < p.size(); ++i) fits = fits && (p[i] == '?' || p[i] == w[i]);
      if (fits) out.push_back(w);
    }
    return out;
  }

 private:
  std::string Letters(int s) const {
    const crossword::Slot& slot = b_.slots[static_cast<size_t>(s)];
    std::string out;
    for (int i = 0; i < slot.length; ++i) out += cells_.At(slot.CellX(i), slot.CellY(i));
    return out;
  }
  void Go() {
    // The open slot with the fewest fitting words.
    int best = -1;
    std::vector<std::string> best_words;
    for (int s = 0; s < static_cast<int>(b_.slots.size()); ++s) {
      if (!words_[static_cast<size_t>(s)].empty()) continue;
      const std::string now = Letters(s);
      std::vector<std::string> fit;
      if (now.find('.') == std::string::npos) {
        // Complete: given whole in the grid, or a word the crossings spelled.
        const bool given = b_.Pattern(s).find('?') == std::string::npos;
        const auto& list = by_length_[now.size()];
        if (given || std::find(list.begin(), list.end(), now) != list.end()) fit.push_back(now);
      } else {
        for (const std::string& w : by_length_[now.size()]) {
          bool fits = true;
          for (size_t i = 0; i < now.size(); ++i) fits = fits && (now[i] == '.' || now[i] == w[i]);
          if (fits) fit.push_back(w);
        }
      }
      if (best < 0 || fit.size() < best_words.size()) {
        best = s;
        best_words = std::move(fit);
      }
    }
    if (best < 0) {
      std::set<std::string> distinct(words_.begin(), words_.end());
      if (distinct.size() != words_.size()) return;
      for (size_t s = 0; s < words_.size(); ++s) used_[s].insert(words_[s]);
      return;
    }
    const crossword::Slot& slot = b_.slots[static_cast<size_t>(best)];
    for (const std::string& w : best_words) {
      if (std::find(words_.begin(), words_.end(), w) != words_.end()) continue;
      Grid<char> saved = cells_;
      for (int i = 0; i < slot.length; ++i) {
        cells_.At(slot.CellX(i), slot.CellY(i)) = w[static_cast<size_t>(i)];
      }
      words_[static_cast<size_t>(best)] = w;
      Go();
      words_[static_cast<size_t>(best)].clear();
      cells_ = saved;
    }
  }

  const Board& b_;
  std::map<size_t, std::vector<std::string>> by_length_;
  Grid<char> cells_;
  std::vector<std::string> words_;
  std::vector<std::set<std::string>> used_;
};

// A small list: the words of a fill of `pattern` from the built-in list, and `extra` more words
// of each length drawn at random, with random scores (some under the min score of 50).
Dictionary SmallList(const Board& board, uint64_t seed, int extra, Fill* planted) {
  GridFillOptions o;
  o.seed = seed;
  Budget budget = Budget::Seconds(30);
  GridFillResult r = FillGrid(board, Builtin(), o, budget);
  EXPECT_EQ(r.outcome, Outcome::kFound);
  *planted = r.fill;
  Rng rng(seed);
  Dictionary d;
  std::set<std::string> have;
  auto add = [&](const std::string& w, int score) {
    if (have.insert(w).second) {
      d.words.push_back(w);
      d.scores.push_back(score);
    }
  };
  for (const std::string& w : r.fill) add(w, static_cast<int>(rng.Between(50, 90)));
  std::set<size_t> lengths;
  for (const crossword::Slot& s : board.slots) lengths.insert(static_cast<size_t>(s.length));
  for (size_t len : lengths) {
    std::vector<std::string> pool;
    for (const std::string& w : Builtin().words) {
      if (w.size() == len) pool.push_back(w);
    }
    for (int k = 0; k < extra; ++k) {
      add(pool[static_cast<size_t>(rng.Below(pool.size()))], static_cast<int>(rng.Between(40, 90)));
    }
  }
  return d;
}

// The pattern with the letters of `fill` given at the squares `rng` picks (about one in `every`).
Board WithSomeLetters(const Board& board, const Fill& fill, Rng& rng, int every) {
  Grid<char> filled = crossword::FilledCells(board, fill);
  Grid<char> cells = board.cells;
  for (int i = 0; i < cells.size(); ++i) {
    if (cells[i] == '.' && rng.Below(static_cast<uint64_t>(every)) == 0) cells[i] = filled[i];
  }
  Result<Board> b = crossword::BoardFromCells(cells);
  EXPECT_TRUE(b.ok());
  return *b;
}

// Checks every slot's list against the brute force; returns how many words propagation alone
// (exact_small off) calls viable that no fill uses: the words only the complete search catches.
int ExpectMatchesBruteForce(const Board& board, const Dictionary& dict, const std::string& what) {
  int propagation_only = 0;
  const auto shared = std::make_shared<const Dictionary>(dict);
  Brute brute(board, dict, 50);
  const std::vector<std::set<std::string>> used = brute.UsedPerSlot();
  for (int s = 0; s < static_cast<int>(board.slots.size()); ++s) {
    const crossword::Slot& slot = board.slots[static_cast<size_t>(s)];
    if (board.Pattern(s).find('?') == std::string::npos) continue;  // given whole
    CandidateOptions o;
    o.row = slot.CellY(slot.length - 1);  // any square of the slot names it
    o.col = slot.CellX(slot.length - 1);
    o.dir = slot.dir;
    o.limit = 100000;
    Budget budget = Budget::Seconds(30);
    Result<CandidateList> list = ListCandidates(board, dict, o, budget);
    if (!list.ok()) {
      ADD_FAILURE() << list.error().ToString();
      continue;
    }
    const std::string where = what + " " + crossword::SlotName(slot) + " " + board.Pattern(s);
    ExpectSameOverAnIndex(board, shared, o, *list, where);
    EXPECT_TRUE(list->exact) << where;
    EXPECT_FALSE(list->stopped) << where;
    EXPECT_EQ(list->slot, s) << where;
    std::vector<std::string> fitting = brute.Fitting(s);
    std::vector<std::string> listed;
    std::set<std::string> viable;
    for (const Candidate& c : list->candidates) {
      listed.push_back(c.word);
      if (c.viable) viable.insert(c.word);
    }
    EXPECT_EQ(list->total, fitting.size()) << where;
    std::sort(fitting.begin(), fitting.end());
    std::vector<std::string> sorted = listed;
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(sorted, fitting) << where << ": every word that fits, once";
    EXPECT_EQ(viable, used[static_cast<size_t>(s)]) << where << ": viable iff some fill uses it";
    // Viable first, then by score, then by options, then A to Z.
    for (size_t i = 1; i < list->candidates.size(); ++i) {
      const Candidate& a = list->candidates[i - 1];
      const Candidate& b = list->candidates[i];
      const auto key = [](const Candidate& c) {
        return std::make_tuple(!c.viable, -c.score, -c.options, c.word);
      };
      EXPECT_LT(key(a), key(b)) << where << ": " << a.word << " before " << b.word;
    }
    // Propagation alone never rejects a word some fill uses.
    o.exact_small = false;
    Result<CandidateList> loose = ListCandidates(board, dict, o, budget);
    if (!loose.ok()) {
      ADD_FAILURE() << loose.error().ToString();
      continue;
    }
    EXPECT_FALSE(loose->exact);
    for (const Candidate& c : loose->candidates) {
      if (used[static_cast<size_t>(s)].count(c.word) != 0) {
        EXPECT_TRUE(c.viable) << where << ": " << c.word;
      } else if (c.viable) {
        ++propagation_only;
      }
    }
  }
  return propagation_only;
}

TEST(FillCandidates, SmallGridsMatchABruteForceEnumerationOfEveryFill) {
  const std::vector<std::string> patterns = {
      "...\n...\n...\n",
      "#...\n....\n....\n...#\n",
      "....\n....\n....\n....\n",
      "#....\n.....\n.....\n.....\n....#\n",
      "##...\n#....\n.....\n....#\n...##\n",
  };
  int cases = 0, viable_seen = 0, fitting_seen = 0, propagation_only = 0;
  for (size_t pi = 0; pi < patterns.size(); ++pi) {
    const Board empty = Pattern(patterns[pi]);
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      Fill planted;
      const int extra = empty.width() >= 5 ? 150 : 300;
      const Dictionary dict = SmallList(empty, seed * 7 + pi, extra, &planted);
      Rng rng(seed);
      for (int every : {0, 4}) {
        const Board board = every == 0 ? empty : WithSomeLetters(empty, planted, rng, every);
        propagation_only +=
            ExpectMatchesBruteForce(board, dict, patterns[pi] + " seed " + std::to_string(seed));
        ++cases;
        // The case is worth something only when it has both kinds of word somewhere.
        Brute brute(board, dict, 50);
        for (const auto& u : brute.UsedPerSlot()) viable_seen += static_cast<int>(u.size());
        for (int s = 0; s < static_cast<int>(board.slots.size()); ++s) {
          fitting_seen += static_cast<int>(brute.Fitting(s).size());
        }
      }
    }
  }
  EXPECT_EQ(cases, 30);
  EXPECT_GT(viable_seen, 0);
  EXPECT_GT(fitting_seen, viable_seen);
  // Some cases need the complete search: propagation alone would call some dead ends viable.
  EXPECT_GT(propagation_only, 0);
  std::printf("%d cases, %d viable of %d fitting words; %d dead ends only the search finds\n",
              cases, viable_seen, fitting_seen, propagation_only);
}

TEST(FillCandidates, AGridWithNoFillHasNoViableWordAndNamesItsDeadSlot) {
  // "xq" fits no word: the down slot through it is dead, and so every word of the grid.
  const Board board = Pattern("x..\nq..\n...\n");
  const Dictionary dict{{"cat", "dog", "ear", "xqa", "abc"}, {60, 60, 60, 60, 60}};
  CandidateOptions o;
  o.row = 2;
  o.col = 0;
  o.dir = Direction::kAcross;
  Budget budget = Budget::Seconds(5);
  Result<CandidateList> list = ListCandidates(board, dict, o, budget);
  ASSERT_TRUE(list.ok());
  for (const Candidate& c : list->candidates) EXPECT_FALSE(c.viable) << c.word;
  ASSERT_FALSE(list->dead_slots.empty());
}

TEST(FillCandidates, TheOverlaySaysWhichLettersEachSquareCanStillTake) {
  // Across "ab?" and down "?" slots from a list where only one word fits each.
  const Board board = Pattern("ab.\n...\n...\n");
  const Dictionary dict{{"abc", "bcd", "cde", "aeg", "bfh", "cdi", "efg", "fgh"},
                        std::vector<int>(8, 50)};
  CandidateOptions o;  // r0 across
  Budget budget = Budget::Seconds(5);
  Result<CandidateList> list = ListCandidates(board, dict, o, budget);
  ASSERT_TRUE(list.ok());
  // The square at row 0, column 2 can only be c (abc is the only a-b word).
  EXPECT_EQ(list->letters[2], 1u << ('c' - 'a'));
  EXPECT_EQ(list->letters[0], 1u << ('a' - 'a'));
  ASSERT_EQ(list->candidates.size(), 1u);
  EXPECT_EQ(list->candidates[0].word, "abc");
}

TEST(FillCandidates, AnExhaustedBudgetSaysStoppedAndCallsNoWordADeadEnd) {
  const Board board = Pattern(Read("data/crossword/fill/mon-15x15.txt"));
  Budget budget = Budget::Unlimited().WithNodeLimit(3);
  CandidateOptions o;
  o.dir = Direction::kAcross;
  o.row = 0;
  o.col = 0;
  Result<CandidateList> list = ListCandidates(board, Builtin(), o, budget);
  ASSERT_TRUE(list.ok());
  EXPECT_TRUE(list->stopped);
  EXPECT_EQ(list->candidates.size(), 200u);
  for (const Candidate& c : list->candidates) EXPECT_TRUE(c.viable) << c.word;
  EXPECT_GT(list->total, 200u);
}

// Every word of a fill the filler found is listed viable in its slot, the rest of the grid empty
// (and half filled): propagation never calls a completable word a dead end.
TEST(FillCandidates, EveryWordOfAKnownFillIsViableOn15x15Patterns) {
  // A Monday and a Friday of the benchmark grids (../shared/data/crossword/grids/; the built-in
  // list fills them) and the project's Monday.
  const std::string shared = "../shared/data/crossword/grids/";
  const std::vector<std::string> files = {shared + "nyt-2008-01-14-mon-15x15.txt",
                                          shared + "nyt-2010-04-23-fri-15x15.txt",
                                          "data/crossword/fill/mon-15x15.txt"};
  int checked = 0;
  for (const std::string& f : files) {
    Result<std::string> text = app::ReadInput(std::string(PS_SOURCE_DIR) + "/" + f);
    if (!text.ok()) continue;  // the shared grids are not in every checkout
    const Board board = Pattern(*text);
    GridFillOptions fo;
    Budget fill_budget = Budget::Seconds(60);
    GridFillResult r = FillGrid(board, Builtin(), fo, fill_budget);
    ASSERT_EQ(r.outcome, Outcome::kFound) << f;
    Rng rng(5);
    for (const Board& b : {board, WithSomeLetters(board, r.fill, rng, 2)}) {
      std::vector<std::string> rows;
      for (int y = 0; y < b.height(); ++y) {
        std::string row;
        for (int x = 0; x < b.width(); ++x) row += b.cells.At(x, y);
        rows.push_back(row);
      }
      for (size_t s = 0; s < b.slots.size(); ++s) {
        if (b.Pattern(static_cast<int>(s)).find('?') == std::string::npos) continue;
        const crossword::Slot& slot = b.slots[s];
        // The fill's word is preferred (scored 100): first among the viable words if viable.
        json request = {{"pattern", rows},         {"row", slot.y},
                        {"col", slot.x},           {"direction", crossword::ToString(slot.dir)},
                        {"min_score", 50},         {"limit", 1},
                        {"preferred", {r.fill[s]}}};
        Budget budget = Budget::Seconds(30);
        Result<json> answer = app::FillCandidatesJson(request, BuiltinShared(), budget);
        ASSERT_TRUE(answer.ok()) << answer.error().ToString();
        ASSERT_FALSE((*answer)["stopped"].get<bool>());
        ASSERT_EQ((*answer)["candidates"].size(), 1u);
        const json& c = (*answer)["candidates"][0];
        EXPECT_EQ(c["word"], UpperAscii(r.fill[s])) << f << " " << crossword::SlotName(slot);
        EXPECT_TRUE(c["viable"].get<bool>())
            << f << " " << crossword::SlotName(slot) << " " << r.fill[s];
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 100);
}

TEST(FillCandidates, ARequestNamesWhatIsWrongInOneLine) {
  const json good = {{"pattern", {"#...", "....", "....", "...#"}},
                     {"row", 1},
                     {"col", 0},
                     {"direction", "across"},
                     {"min_score", 50}};
  Budget budget = Budget::Seconds(5);
  Result<json> ok = app::FillCandidatesJson(good, BuiltinShared(), budget);
  ASSERT_TRUE(ok.ok()) << ok.error().ToString();
  EXPECT_EQ(
      (*ok)["slot"],
      json({{"row", 1}, {"col", 0}, {"direction", "across"}, {"length", 4}, {"pattern", "...."}}));
  EXPECT_GT((*ok)["total"].get<int>(), 200);
  EXPECT_EQ((*ok)["candidates"].size(), 200u);
  EXPECT_EQ((*ok)["squares"].size(), 14u);
  struct Bad {
    const char* field;
    json value;
    const char* says;
  };
  const std::vector<Bad> bad = {
      {"pattern", json::array({"#..", "...."}), "ragged"},
      {"pattern", 7, "'pattern' must be"},
      {"pattern", json::array({"#.x?"}), "unknown character"},
      {"pattern", std::vector<std::string>(65, std::string(65, '.')), "at most 64 a side"},
      {"row", 9, "'row' must be 0 to 3"},
      {"row", "one", "'row' must be a whole number"},
      {"col", 0, "a block"},
      {"direction", "sideways", "'direction' must be"},
      {"min_score", 500, "'min_score' must be 0 to 100"},
      {"limit", 0, "'limit' must be"},
      {"preferred", json::array({"ok", "no way"}), "not a word"},
      {"excluded", "cat", "'excluded' must be an array"},
  };
  for (const Bad& b : bad) {
    json request = good;
    request[b.field] = b.value;
    if (std::string(b.field) == "col") request["row"] = 0;
    Result<json> r = app::FillCandidatesJson(request, BuiltinShared(), budget);
    ASSERT_FALSE(r.ok()) << b.field;
    EXPECT_EQ(r.error().code, ErrorCode::kInvalidInput);
    const std::string message = r.error().ToString();
    EXPECT_NE(message.find(b.says), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  }
  json missing = good;
  missing.erase("direction");
  EXPECT_FALSE(app::FillCandidatesJson(missing, BuiltinShared(), budget).ok());
}

TEST(FillCandidates, ExcludedWordsLeaveTheGridAndPreferredOnesComeFirst) {
  const json base = {{"pattern", {"...", "...", "..."}},
                     {"row", 0},
                     {"col", 0},
                     {"direction", "across"},
                     {"limit", 5000}};
  Budget budget = Budget::Seconds(20);
  Result<json> plain = app::FillCandidatesJson(base, BuiltinShared(), budget);
  ASSERT_TRUE(plain.ok());
  ASSERT_GT((*plain)["candidates"].size(), 2u);
  const std::string first = (*plain)["candidates"][0]["word"];
  const std::string second = (*plain)["candidates"][1]["word"];
  json request = base;
  request["excluded"] = {first};
  request["preferred"] = {"zzq"};
  Budget b2 = Budget::Seconds(20);
  Result<json> changed = app::FillCandidatesJson(request, BuiltinShared(), b2);
  ASSERT_TRUE(changed.ok());
  for (const json& c : (*changed)["candidates"]) EXPECT_NE(c["word"], first);
  // ZZQ is added to the list (scored 100) but no fill uses it: listed after every viable word.
  bool listed = false, viable_after = false;
  for (const json& c : (*changed)["candidates"]) {
    if (c["word"] == "ZZQ") {
      listed = true;
      EXPECT_FALSE(c["viable"].get<bool>());
      EXPECT_EQ(c["score"], 100);
      EXPECT_TRUE(c.value("preferred", false));
    } else if (listed && c["viable"].get<bool>()) {
      viable_after = true;
    }
  }
  EXPECT_FALSE(viable_after);
  EXPECT_EQ((*changed)["candidates"][0]["viable"], true);
  bool second_listed = false;
  for (const json& c : (*changed)["candidates"]) second_listed |= c["word"] == second;
  EXPECT_TRUE(second_listed);
  EXPECT_TRUE(listed);
}

}  // namespace
}  // namespace ps::gridfill
