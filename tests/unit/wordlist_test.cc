// Word lists: the strict fill-in list and the lenient dictionary.
#include "crossword/wordlist.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "app/puzzles.h"
#include "core/rng.h"
#include "crossword/excluded.h"
#include "fillin/fillin.h"

namespace ps::crossword {
namespace {

TEST(WordList, LowercasesKeepsRepeatsSkipsBlanksAndComments) {
  auto w = ParseWordList("Apple\r\n\n# fruit\n  kiwi  \napple\n");
  ASSERT_TRUE(w.ok()) << w.error().ToString();
  EXPECT_EQ(*w, (std::vector<std::string>{"apple", "kiwi", "apple"}));
}

TEST(WordList, BadWordsGetLineAndColumn) {
  auto a = ParseWordList("apple\nki-wi\n");
  ASSERT_FALSE(a.ok());
  EXPECT_EQ(a.error().line, 2);
  EXPECT_EQ(a.error().column, 3);
  EXPECT_NE(a.error().message.find("'-'"), std::string::npos);
  auto b = ParseWordList("\n\n");
  ASSERT_FALSE(b.ok());
  EXPECT_NE(b.error().message.find("no words"), std::string::npos);
  EXPECT_FALSE(ParseWordList("a\n").ok());
  EXPECT_FALSE(ParseWordList("two words\n").ok());
  EXPECT_FALSE(ParseWordList("caf\xc3\xa9\n").ok());
  EXPECT_FALSE(ParseWordList(std::string("ab\0c", 4)).ok());
}

TEST(Dictionary, PlainListSkipsNamesNumeralsAndAbbreviations) {
  auto d = ParseDictionary("Aachen\napple\napple's\nkHz\nxci\nmix\nbcd\nzebra\nzebra\n");
  ASSERT_TRUE(d.ok());
  EXPECT_EQ(d->words, (std::vector<std::string>{"apple", "zebra"}));
}

TEST(Dictionary, ScoredListKeepsScoresAndMinScore) {
  DictionaryOptions o;
  o.min_score = 40;
  auto d = ParseDictionary("intimateapparel;50\nxci;45\nmeh;20\n", o);
  ASSERT_TRUE(d.ok());
  EXPECT_EQ(d->words, (std::vector<std::string>{"intimateapparel", "xci"}));
  EXPECT_EQ(d->scores, (std::vector<int>{50, 45}));
  auto bad = ParseDictionary("word;fifty\n");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().line, 1);
}

TEST(Excluded, TheListLoadsAndCoversPluralsWithoutTouchingInnocentWords) {
  // Every entry of the shipped file is a lowercase word.
  std::ifstream in(std::string(PS_SOURCE_DIR) + "/data/words/excluded.txt");
  ASSERT_TRUE(in);
  int entries = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    ++entries;
    EXPECT_EQ(line.find_first_not_of("abcdefghijklmnopqrstuvwxyz"), std::string::npos) << line;
    EXPECT_TRUE(IsExcluded(line)) << line;
  }
  EXPECT_GT(entries, 250);
  for (const char* bad : {"gays", "bitches", "fuck", "faggots", "nigger", "cunts", "asses"}) {
    EXPECT_TRUE(IsExcluded(bad)) << bad;
  }
  for (const char* fine : {"spices", "class", "analysis", "glass", "bass", "scat", "snatch", "hoe",
                           "apple", "essex", "cocktail", "homo", "prick"}) {
    EXPECT_FALSE(IsExcluded(fine)) << fine;
  }
}

TEST(Excluded, DictionariesLeaveThemOutUnlessAskedFor) {
  auto d = ParseDictionary("apple\nfuck\nbitches\nzebra\ngays\n");
  ASSERT_TRUE(d.ok()) << d.error().ToString();
  EXPECT_EQ(d->words, (std::vector<std::string>{"apple", "zebra"}));
  DictionaryOptions all;
  all.skip_excluded = false;
  auto e = ParseDictionary("apple\nfuck\nbitches\nzebra\ngays\n", all);
  ASSERT_TRUE(e.ok());
  EXPECT_EQ(e->words.size(), 5u);
  auto only = ParseDictionary("fuck\nshit\n");
  ASSERT_FALSE(only.ok());
  EXPECT_NE(only.error().message.find("--allow-excluded"), std::string::npos);
}

TEST(Excluded, DebiansWordListLosesEveryListedWord) {
  // The default dictionary of the fill-in maker (Debian's wamerican, which install-deps adds).
  std::ifstream in("/usr/share/dict/american-english");
  ASSERT_TRUE(in) << "Debian's wamerican is missing";
  std::stringstream text;
  text << in.rdbuf();
  auto d = ParseDictionary(text.str());
  ASSERT_TRUE(d.ok()) << d.error().ToString();
  EXPECT_GT(d->words.size(), 50000u);
  for (const std::string& w : d->words) EXPECT_FALSE(IsExcluded(w)) << w;
  for (const char* gone : {"gays", "fuck", "bitch", "whores", "sluts"}) {
    EXPECT_EQ(std::find(d->words.begin(), d->words.end(), gone), d->words.end()) << gone;
  }
  DictionaryOptions all;
  all.skip_excluded = false;
  auto e = ParseDictionary(text.str(), all);
  ASSERT_TRUE(e.ok());
  EXPECT_NE(std::find(e->words.begin(), e->words.end(), "gays"), e->words.end());
}

TEST(Excluded, NonWordsOfSpellingListsAreOnTheListToo) {
  for (const char* junk : {"dded", "rehi", "hing", "poss", "weer", "wist", "shes", "damn"}) {
    EXPECT_TRUE(IsExcluded(junk)) << junk;
  }
  for (const char* fine : {"deed", "hinge", "posse", "weed", "wisp", "shed"}) {
    EXPECT_FALSE(IsExcluded(fine)) << fine;
  }
}

TEST(CommonWords, TheBuiltInListHoldsCommonLowercaseWordsOnly) {
  Result<Dictionary> d = app::LoadDictionary("", false);
  ASSERT_TRUE(d.ok()) << d.error().ToString();
  EXPECT_GT(d->words.size(), 30000u);
  EXPECT_LT(d->words.size(), 45000u);
  for (const std::string& w : d->words) {
    ASSERT_GE(w.size(), 3u) << w;
    ASSERT_EQ(w.find_first_not_of("abcdefghijklmnopqrstuvwxyz"), std::string::npos) << w;
    ASSERT_FALSE(IsExcluded(w)) << w;
  }
  auto has = [&](const char* w) {
    return std::find(d->words.begin(), d->words.end(), w) != d->words.end();
  };
  for (const char* common : {"apple", "zebra", "anthropologists", "mix", "gym"}) {
    EXPECT_TRUE(has(common)) << common;
  }
  // Rare words, variant spellings, fragments, names and abbreviations that larger lists carry.
  for (const char* rare : {"cassino", "reeving", "cigaret", "extoll", "dded", "rehi", "sadr",
                           "ichs", "knag", "amla", "freda", "sta", "ass", "weer"}) {
    EXPECT_FALSE(has(rare)) << rare;
  }
  // The exclusion list is lifted on request, on the built-in list as on any other.
  Result<Dictionary> all = app::LoadDictionary("", true);
  ASSERT_TRUE(all.ok());
  EXPECT_NE(std::find(all->words.begin(), all->words.end(), "ass"), all->words.end());
}

TEST(CommonWords, DefaultFillinsOfThirtySeedsHaveNoExcludedEntry) {
  Result<Dictionary> d = app::LoadDictionary("", false);
  ASSERT_TRUE(d.ok()) << d.error().ToString();
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    Rng rng(seed);
    Budget budget = Budget::Seconds(60);
    Result<fillin::FillinGenerated> g = fillin::GenerateFillin(nullptr, *d, {}, rng, budget);
    ASSERT_TRUE(g.ok()) << "seed " << seed << ": " << g.error().ToString();
    for (const std::string& w : g->puzzle.words) {
      EXPECT_FALSE(IsExcluded(w)) << "seed " << seed << ": " << w;
      EXPECT_NE(std::find(d->words.begin(), d->words.end(), w), d->words.end())
          << "seed " << seed << ": " << w << " is not in the built-in list";
    }
  }
}

}  // namespace
}  // namespace ps::crossword
