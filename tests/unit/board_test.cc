// Boards: layout and slot-list parsing, slot and crossing discovery, and their errors.
#include "crossword/board.h"

#include <gtest/gtest.h>

namespace ps::crossword {
namespace {

const char* kDocLayout =
    ". . . . . . . . . .\n"
    ". . * * * * * * * *\n"
    ". . . * . . . . . *\n"
    ". * * * * * * . . *\n"
    ". . . * . . * . . *\n"
    "* * * * . . * . . *\n"
    ". . . . . . * . * .\n"
    ". . . . . . * . * .\n"
    ". * * * * * * * * .\n"
    ". . . . . . * . * .\n";

TEST(Layout, FindsTheDocumentsSlots) {
  Result<Board> b = ParseLayout(kDocLayout);
  ASSERT_TRUE(b.ok()) << b.error().ToString();
  EXPECT_EQ(b->width(), 10);
  EXPECT_EQ(b->height(), 10);
  ASSERT_EQ(b->slots.size(), 8u);
  // The document's slot set, as (row, col, across?, length).
  std::vector<std::tuple<int, int, bool, int>> want = {
      {1, 2, true, 8},  {1, 3, false, 5}, {1, 9, false, 5}, {3, 1, true, 6},
      {3, 6, false, 7}, {5, 0, true, 4},  {6, 8, false, 4}, {8, 1, true, 8}};
  for (size_t i = 0; i < want.size(); ++i) {
    const Slot& s = b->slots[i];
    EXPECT_EQ(std::make_tuple(s.y, s.x, s.dir == Direction::kAcross, s.length), want[i]) << i;
  }
  EXPECT_EQ(b->crossings.size(), 7u);
}

TEST(Layout, HashDotFormIsDetectedAndSpacesAreOptional) {
  Result<Board> a = ParseLayout("#..\n#.#\n...\n");
  ASSERT_TRUE(a.ok()) << a.error().ToString();
  EXPECT_EQ(a->slots.size(), 3u);
  Result<Board> b = ParseLayout(". * *\n. * .\n* * *\n");
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(a->cells, b->cells);
}

TEST(Layout, CustomCharactersAndPrefilledLetters) {
  LayoutOptions o;
  o.background = 'x';
  o.space = 'o';
  o.auto_detect = false;
  Result<Board> b = ParseLayout("xoox\nxAxx\n", o);
  ASSERT_TRUE(b.ok()) << b.error().ToString();
  ASSERT_EQ(b->slots.size(), 2u);
  EXPECT_EQ(b->Pattern(1), "?a");
  Result<Board> c = ParseLayout("ooC\nxxo\n", o);
  ASSERT_TRUE(c.ok()) << c.error().ToString();
  EXPECT_EQ(c->Pattern(0), "??c");
}

TEST(Layout, RectangularBoards) {
  Result<Board> b = ParseLayout("*****\n*...*\n");
  ASSERT_TRUE(b.ok()) << b.error().ToString();
  EXPECT_EQ(b->width(), 5);
  EXPECT_EQ(b->height(), 2);
  EXPECT_EQ(b->slots.size(), 3u);
}

struct BadLayout {
  std::string text;
  int line, column;
  const char* fragment;
};

TEST(Layout, BadInputGetsLineColumnAndAReason) {
  const BadLayout cases[] = {
      {"", 0, 0, "empty layout"},
      {"\n\n", 0, 0, "empty layout"},
      {"***\n**\n", 2, 2, "ragged row"},
      {"***\n*?*\n", 2, 2, "unknown character '?'"},
      {"* * *\n. . .\n. * .\n", 3, 3, "not part of any slot"},
      {"...\n...\n", 1, 1, "no slot"},
      {"***\n\n***\n", 2, 1, "blank line"},
      {"**\x01\n", 1, 3, "unknown character byte 0x01"},
      {std::string("**\0*\n", 5), 1, 3, "binary data"},
  };
  for (const BadLayout& c : cases) {
    Result<Board> b = ParseLayout(c.text);
    ASSERT_FALSE(b.ok()) << c.text;
    EXPECT_NE(b.error().message.find(c.fragment), std::string::npos) << b.error().message;
    EXPECT_EQ(b.error().line, c.line) << c.text;
    EXPECT_EQ(b.error().column, c.column) << c.text;
  }
}

TEST(Layout, HugeBoardsAreRefused) {
  std::string wide(kMaxSide + 1, '*');
  Result<Board> b = ParseLayout(wide + "\n");
  ASSERT_FALSE(b.ok());
  EXPECT_NE(b.error().message.find("limited"), std::string::npos);
}

TEST(SlotList, TheDocumentsFirstConstruction) {
  const char* json = R"({"size": 10, "slots": [
    {"row": 6, "col": 8, "direction": "down", "length": 4},
    {"row": 3, "col": 1, "direction": "across", "length": 6},
    {"row": 3, "col": 6, "direction": "down", "length": 7},
    {"row": 1, "col": 9, "direction": "down", "length": 5},
    {"row": 1, "col": 3, "direction": "down", "length": 5},
    {"row": 8, "col": 1, "direction": "across", "length": 8},
    {"row": 1, "col": 2, "direction": "across", "length": 8},
    {"row": 5, "col": 0, "direction": "across", "length": 4}]})";
  Result<Board> a = ParseSlotList(json);
  ASSERT_TRUE(a.ok()) << a.error().ToString();
  Result<Board> b = ParseLayout(kDocLayout);
  EXPECT_EQ(a->cells, b->cells);
  EXPECT_EQ(a->crossings.size(), 7u);
}

TEST(SlotList, ErrorsPointAtTheSlot) {
  Result<Board> a = ParseSlotList(
      "[\n {\"row\": 0, \"col\": 0, \"direction\": \"across\", \"length\": 3},\n"
      " {\"row\": 0, \"col\": 0, \"direction\": \"sideways\", \"length\": 3}\n]");
  ASSERT_FALSE(a.ok());
  EXPECT_EQ(a.error().line, 3);
  EXPECT_EQ(a.error().column, 2);
  EXPECT_NE(a.error().message.find("slot 2"), std::string::npos);

  Result<Board> b = ParseSlotList("[{\"row\": 0,, }]");
  ASSERT_FALSE(b.ok());
  EXPECT_NE(b.error().message.find("invalid JSON"), std::string::npos);
  EXPECT_EQ(b.error().line, 1);

  Result<Board> c = ParseSlotList(
      R"([{"row":0,"col":0,"direction":"across","length":3,"word":"abc"},
          {"row":0,"col":1,"direction":"down","length":2,"word":"xy"}])");
  ASSERT_FALSE(c.ok());
  EXPECT_NE(c.error().message.find("crossing"), std::string::npos);

  EXPECT_FALSE(ParseSlotList("[]").ok());
  EXPECT_FALSE(ParseSlotList("{\"size\": 3, \"slots\": [{\"row\":0,\"col\":0,\"direction\":"
                             "\"across\",\"length\":4}]}")
                   .ok());
}

TEST(Format, DocStyleHasASpaceAfterEveryCell) {
  Result<Board> b = ParseLayout("#..\n#.#\n");
  ASSERT_TRUE(b.ok()) << b.error().ToString();
  EXPECT_EQ(FormatDocStyle(b->cells), ". * * \n. * . \n");
  EXPECT_EQ(FormatRows(b->cells), (std::vector<std::string>{"#..", "#.#"}));
}

}  // namespace
}  // namespace ps::crossword
