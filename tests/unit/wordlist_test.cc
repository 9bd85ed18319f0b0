// Word lists: the strict fill-in list and the lenient dictionary.
#include "crossword/wordlist.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace ps::crossword
