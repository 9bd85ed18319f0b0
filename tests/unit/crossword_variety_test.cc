// Variety crosswords (named clue lists whose entries are paths of squares), read from fixtures we
// wrote from the formats' documentation (tests/data/crossword-features: one small puzzle of each
// family, a rows garden, marching bands, a spiral, a snake charmer, twists and turns, around the
// bend, two-tone, diagonals, a labyrinth, a jelly roll, eight tracks, a helter skelter, a
// patchwork, spell weaving and hearts and arrows): their lists, paths, labels, colours and bars,
// round trips through ipuz and .jpz, the formats that cannot hold them, the record and its game;
// and the readers of this step: UClick XML, ipuz without a solution, Across/Down clues that are not
// the grid's runs.
#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <set>
#include <sstream>

#include "crossword/formats.h"
#include "crossword/record.h"
#include "fuzz/crossword_file_check.h"
#include "unit/crossword_fixtures.h"

namespace ps::crossword::variety_test {
namespace {

using fixtures::Fixture;
using fixtures::Read;
using fixtures::Sq;

const Entry& Labelled(const CrosswordFile& f, const std::string& list, const std::string& label) {
  for (const Entry& e : f.grid.entries) {
    if (ListName(f.grid, e) == list && e.label == label) return e;
  }
  ADD_FAILURE() << "no entry " << label << " in " << list;
  return f.grid.entries.front();
}

// One fixture per family: its clue lists in order and its number of entries.
struct Family {
  const char* file;
  std::vector<std::string> lists;
  size_t entries;
};

const Family kFamilies[] = {
    {"rows-garden.ipuz", {"Rows", "Blooms"}, 10},
    {"marching-bands.ipuz", {"Rows", "Bands"}, 7},
    {"spiral.ipuz", {"Inward", "Outward"}, 6},
    {"snake-charmer.ipuz", {"Clues"}, 5},
    {"twists-and-turns.ipuz", {"Turns", "Twists"}, 7},
    {"around-the-bend.ipuz", {"Clues"}, 4},
    {"two-tone.ipuz", {"All Squares", "Every Other"}, 8},
    {"diagonal.ipuz", {"Across", "Down", "Diagonal"}, 8},
    {"labyrinth.ipuz", {"Rows", "Winding"}, 7},
    {"jelly-roll.ipuz", {"Jelly Rolls", "Colored Paths"}, 8},
    {"eight-tracks.ipuz", {"Track 1", "Other tracks"}, 5},
    {"helter-skelter.ipuz", {"Clues"}, 7},
    {"patchwork.ipuz", {"Rows", "Pieces"}, 8},
    {"spell-weaving.ipuz", {"Clues"}, 3},
    {"hearts-and-arrows.ipuz", {"Arrows", "Hearts"}, 6},
};

// Every family: its lists and entries as written, each entry's answer read along its path (the
// fixtures after the first three give it in their clue: "Turns 1 (wagon)"), every square in an
// entry, crossing letters agreeing.
TEST(CrosswordVariety, EveryFamilyHasItsListsAndItsAnswersAlongItsPaths) {
  for (const Family& family : kFamilies) {
    const CrosswordFile f = Read(family.file);
    ASSERT_TRUE(IsVariety(f.grid)) << family.file;
    EXPECT_EQ(f.grid.lists, family.lists) << family.file;
    EXPECT_EQ(f.grid.entries.size(), family.entries) << family.file;
    EXPECT_EQ(CheckCrossword(f.grid), "") << family.file;
    std::set<int> in_entries;
    for (const Entry& e : f.grid.entries) {
      ASSERT_EQ(e.cells.size(), e.answer.size()) << family.file;
      in_entries.insert(e.cells.begin(), e.cells.end());
      const size_t open = e.clue.rfind('(');
      if (open == std::string::npos || e.clue.find(" / ") != std::string::npos) continue;
      std::string said = e.clue.substr(open + 1, e.clue.size() - open - 2);
      for (char& c : said) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      EXPECT_EQ(e.answer, said) << family.file << ": " << e.clue;
    }
    for (int i = 0; i < f.grid.width * f.grid.height; ++i) {
      if (f.grid.solution[static_cast<size_t>(i)] != '#') {
        EXPECT_TRUE(in_entries.count(i)) << family.file << ": square " << i << " is in no entry";
      }
    }
  }
}

TEST(CrosswordVariety, ARowsGardenHasRowsAndBloomsWithColoursAndLabels) {
  const CrosswordFile f = Read("rows-garden.ipuz");
  ASSERT_TRUE(IsVariety(f.grid));
  EXPECT_EQ(f.grid.lists, (std::vector<std::string>{"Rows", "Blooms"}));  // the file's order
  EXPECT_EQ(f.grid.entries.size(), 10u);
  const Entry& row = Labelled(f, "Rows", "B");
  EXPECT_EQ(row.answer, "CODEBIRDS");
  EXPECT_EQ(row.clue, "Row B: code / birds");
  // A bloom goes clockwise round its 2x3 squares.
  const Entry& bloom = Labelled(f, "Blooms", "M1");
  EXPECT_EQ(bloom.cells, (std::vector<int>{Sq(f, 1, 4), Sq(f, 1, 5), Sq(f, 1, 6), Sq(f, 2, 6),
                                           Sq(f, 2, 5), Sq(f, 2, 4)}));
  EXPECT_EQ(bloom.answer, "LANIBE");
  EXPECT_EQ(f.squares.colors.at(Sq(f, 1, 4)), "#C3C8FA");
  EXPECT_EQ(f.squares.colors.at(Sq(f, 3, 1)), "#5765F7");
  EXPECT_EQ(f.squares.colors.count(Sq(f, 1, 1)), 0u);  // white is no colour
  EXPECT_TRUE(f.squares.shaded.empty());               // the colours are kept, not greyed
  EXPECT_EQ(f.squares.labels.at(Sq(f, 1, 3)), "L1");
  EXPECT_EQ(f.squares.labels.at(Sq(f, 2, 1)), "B");
  // Every square is in a row and in a bloom: two entries each.
  EXPECT_EQ(CheckCrossword(f.grid), "");
}

TEST(CrosswordVariety, MarchingBandsGoRoundTheGrid) {
  const CrosswordFile f = Read("marching-bands.ipuz");
  EXPECT_EQ(f.grid.lists, (std::vector<std::string>{"Rows", "Bands"}));
  const Entry& outer = Labelled(f, "Bands", "A");
  EXPECT_EQ(outer.answer, "CRANELEESTSERIAH");
  EXPECT_EQ(outer.cells.back(), Sq(f, 2, 1));          // back up the left side to below the start
  EXPECT_EQ(Labelled(f, "Rows", "3").answer, "ASDE");  // a row around the middle block
  EXPECT_EQ(Labelled(f, "Rows", "3").number, 3);
  EXPECT_EQ(f.squares.colors.at(Sq(f, 2, 2)), "#C0C0C0");
}

TEST(CrosswordVariety, ASpiralRunsBothWaysWithBars) {
  const CrosswordFile f = Read("spiral.ipuz");
  EXPECT_EQ(f.grid.lists, (std::vector<std::string>{"Inward", "Outward"}));
  EXPECT_EQ(Labelled(f, "Inward", "11-16").answer, "SPOKEN");
  EXPECT_EQ(Labelled(f, "Outward", "6-1").answer, "ARONET");
  EXPECT_EQ(Labelled(f, "Inward", "1-5").number, 0);  // a range is a label, not a number
  EXPECT_TRUE(f.squares.bars.top.count(Sq(f, 2, 2)));
  EXPECT_TRUE(f.squares.bars.left.count(Sq(f, 2, 2)));
  EXPECT_EQ(f.squares.labels.at(Sq(f, 3, 2)), "16");
}

// Hearts and Arrows as kotwords writes it: Arrows (a row's answers one after another along it,
// across the omitted squares) and Hearts of eight squares each, clockwise from the top left, in
// three shades; a heart's label is a corner mark ("mark": {"TR": "L1"}), kept as the square's
// label (it shows no other), which the writers write as they write every label.
TEST(CrosswordVariety, HeartsGoClockwiseRoundEightSquaresAndArrowsAlongTheRows) {
  const CrosswordFile f = Read("hearts-and-arrows.ipuz");
  EXPECT_EQ(f.grid.width, 9);
  EXPECT_EQ(f.grid.height, 3);
  const Entry& heart = Labelled(f, "Hearts", "M1");
  EXPECT_EQ(heart.cells, (std::vector<int>{Sq(f, 1, 4), Sq(f, 1, 5), Sq(f, 2, 5), Sq(f, 2, 6),
                                           Sq(f, 3, 6), Sq(f, 3, 5), Sq(f, 3, 4), Sq(f, 2, 4)}));
  EXPECT_EQ(heart.answer, "STOOPING");
  const Entry& top = Labelled(f, "Arrows", "A");
  EXPECT_EQ(top.answer, "FASTEN");  // its six squares, over the omitted ones
  EXPECT_EQ(top.cells.back(), Sq(f, 1, 8));
  // Rows of three answers, one after another along the row ("Cotton ___ / Gunk / Chat").
  EXPECT_EQ(Labelled(f, "Arrows", "B").answer, "GINGOOGAB");
  EXPECT_EQ(Labelled(f, "Arrows", "C").answer, "NITNIPNIL");
  EXPECT_EQ(f.squares.colors.at(Sq(f, 3, 4)), "#F4BABA");
  EXPECT_EQ(f.squares.colors.at(Sq(f, 2, 9)), "#E06666");
  EXPECT_EQ(f.squares.colors.count(Sq(f, 1, 1)), 0u);  // the light hearts are white
  EXPECT_EQ(f.squares.labels.at(Sq(f, 2, 1)), "B");
  EXPECT_EQ(f.squares.labels.at(Sq(f, 1, 2)), "L1");  // the corner marks
  EXPECT_EQ(f.squares.labels.at(Sq(f, 1, 5)), "M1");
  EXPECT_EQ(f.squares.labels.at(Sq(f, 1, 8)), "D1");
  EXPECT_EQ(f.squares.labels.size(), 6u);  // A, B, C and the three hearts'
  // Written as a label in `cell`, and read back the same.
  const std::string ipuz = WriteIpuz(f);
  EXPECT_NE(ipuz.find(R"("L1",)"), std::string::npos);  // a white square: its label alone
  EXPECT_NE(ipuz.find(R"("cell": "M1",)"), std::string::npos);
  Result<CrosswordFile> again = ReadIpuz(ipuz);
  ASSERT_TRUE(again.ok()) << again.error().message;
  EXPECT_EQ(again->squares.labels, f.squares.labels);
  EXPECT_TRUE(f.squares.omitted.count(Sq(f, 1, 3)));
}

TEST(CrosswordVariety, IpuzAndJpzKeepEveryListPathLabelColourAndBar) {
  for (const Family& family : kFamilies) {
    const std::string name = family.file;
    const CrosswordFile f = Read(name);
    Result<CrosswordFile> ipuz = ReadIpuz(WriteIpuz(f));
    ASSERT_TRUE(ipuz.ok()) << name << ": " << ipuz.error().message;
    EXPECT_EQ(*ipuz, f) << name;
    Result<CrosswordFile> jpz = ReadJpz(WriteJpz(f));
    ASSERT_TRUE(jpz.ok()) << name << ": " << jpz.error().message;
    EXPECT_EQ(*jpz, f) << name;
    EXPECT_TRUE(Losses(f, FileFormat::kIpuz).empty()) << name;
    EXPECT_TRUE(Losses(f, FileFormat::kJpz).empty()) << name;
  }
}

// What the fuzz targets of the readers check of every file they accept.
TEST(CrosswordVariety, TheReadersInvariantsHold) {
  for (const Family& family : kFamilies) CheckReadFile(Read(family.file));
  CheckReadFile(Read("uclick.xml"));
}

TEST(CrosswordVariety, FormatsOfAcrossAndDownRefuseItInOneLine) {
  const CrosswordFile f = Read("rows-garden.ipuz");
  for (FileFormat format :
       {FileFormat::kPuz, FileFormat::kXd, FileFormat::kAcrossText, FileFormat::kJson}) {
    Status st = CheckWritable(f, format);
    ASSERT_FALSE(st.ok());
    EXPECT_NE(st.error().message.find("clue lists Rows and Blooms"), std::string::npos);
    EXPECT_EQ(st.error().message.find('\n'), std::string::npos);
  }
}

TEST(CrosswordVariety, TheRecordKeepsItAndItsGameIsSolvedByItsAnswer) {
  for (const Family& family : kFamilies) {
    const std::string name = family.file;
    const CrosswordFile f = Read(name);
    Result<kind::PuzzleRecord> r = record::Imported(f, "ipuz", "");
    ASSERT_TRUE(r.ok());
    Result<CrosswordFile> back = record::FileFromDoc(*r);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back->grid, f.grid) << name;
    EXPECT_EQ(back->squares, f.squares) << name;
    Result<nlohmann::json> solved = record::Check(*r, record::Answer(*r));
    ASSERT_TRUE(solved.ok());
    EXPECT_TRUE((*solved)["solved"].get<bool>()) << name;
    Result<nlohmann::json> fresh = record::Check(*r, record::Start(*r));
    ASSERT_TRUE(fresh.ok());
    EXPECT_FALSE((*fresh)["complete"].get<bool>());
    // The game ID carries the lists and paths.
    Result<std::string> id = record::WriteId(*r);
    ASSERT_TRUE(id.ok());
    const size_t colon = id->find(':');
    Budget budget;
    Result<kind::PuzzleRecord> again =
        record::ReadId(id->substr(0, colon), id->substr(colon + 1), budget);
    ASSERT_TRUE(again.ok()) << again.error().message;
    Result<CrosswordFile> from_id = record::FileFromDoc(*again);
    ASSERT_TRUE(from_id.ok());
    EXPECT_EQ(from_id->grid, f.grid) << name;
  }
  // A hint names the square's first entry by its list and label, as the web player's clue bar.
  Result<kind::PuzzleRecord> garden = record::Imported(Read("rows-garden.ipuz"), "ipuz", "");
  ASSERT_TRUE(garden.ok());
  Budget budget;
  Result<nlohmann::json> hint = record::Hint(*garden, record::Start(*garden), budget);
  ASSERT_TRUE(hint.ok());
  EXPECT_EQ((*hint)["text"], "Revealed: r1c1 (Rows A) is S");
}

TEST(CrosswordVariety, CluesWithoutSquaresAreKeptForTheSolverToPlace) {
  // As kotwords' unlabelled hearts and patchwork pieces: a list of clues with no cells.
  std::string ipuz = Fixture("rows-garden.ipuz");
  const size_t at = ipuz.find("\"Blooms\"");
  ipuz = ipuz.substr(0, at) + "\"Hearts\": [[\"\", \"A heart\"], \"Another heart\"]\n }\n}\n";
  Result<CrosswordFile> f = ReadIpuz(ipuz);
  ASSERT_TRUE(f.ok()) << f.error().message;
  const Entry& heart = f->grid.entries.back();
  EXPECT_EQ(ListName(f->grid, heart), "Hearts");
  EXPECT_TRUE(heart.cells.empty());
  EXPECT_EQ(heart.clue, "Another heart");
  Result<CrosswordFile> back = ReadIpuz(WriteIpuz(*f));
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(*back, *f);
}

TEST(CrosswordVariety, AnAcrossNumberThatNamesNoSquareIsStillAnError) {
  std::string ipuz = Fixture("signs.ipuz");
  const size_t at = ipuz.find("[[1,");
  ASSERT_NE(at, std::string::npos);
  ipuz.replace(at, 4, "[[99,");
  Result<CrosswordFile> f = ReadIpuz(ipuz);
  ASSERT_FALSE(f.ok());
  EXPECT_NE(f.error().message.find("99"), std::string::npos) << f.error().message;
}

TEST(CrosswordVariety, AnIpuzWithoutSolutionOpensWithoutAnswers) {
  std::string ipuz = Fixture("signs.ipuz");
  const size_t at = ipuz.find("\"solution\"");
  ASSERT_NE(at, std::string::npos);
  ipuz.replace(at, 10, "\"no_solution\"");
  Result<CrosswordFile> f = ReadIpuz(ipuz);
  ASSERT_TRUE(f.ok()) << f.error().message;
  EXPECT_EQ(f->squares.unknown, "none");
  Result<kind::PuzzleRecord> r = record::Imported(*f, "ipuz", "");
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(record::Answer(*r).is_null());
  Result<nlohmann::json> checked = record::Check(*r, record::Start(*r));
  ASSERT_FALSE(checked.ok());
  EXPECT_NE(checked.error().message.find("without its answers"), std::string::npos);
  // (No solution to check against: a game is saved unsolved, app::CheckSavedGame.)
  EXPECT_EQ(checked.error().code, ErrorCode::kNoSolution);
  // Written back without a solution, and only as ipuz.
  EXPECT_EQ(WriteIpuz(*f).find("\"solution\""), std::string::npos);
  EXPECT_FALSE(CheckWritable(*f, FileFormat::kPuz).ok());
  Result<CrosswordFile> back = ReadIpuz(WriteIpuz(*f));
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(*back, *f);
}

TEST(CrosswordVariety, UclickXmlIsRead) {
  const CrosswordFile f = Read("uclick.xml");
  EXPECT_EQ(f.meta.title, "Small UClick test");
  EXPECT_EQ(f.meta.editor, "Test Editor");
  EXPECT_FALSE(IsVariety(f.grid));
  ASSERT_EQ(f.grid.entries.size(), 6u);
  EXPECT_EQ(f.grid.entries[1].clue, "Hyphenated, as in \"one-way\" (abbr.)");
  EXPECT_EQ(f.grid.entries[2].clue, "Stop-sign colour & more");
  std::string bad = Fixture("uclick.xml");
  bad.replace(bad.find("a=\"RED\""), 7, "a=\"ROD\"");
  Result<CrosswordFile> r = ReadUclick(bad);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("ROD"), std::string::npos);
  EXPECT_GT(r.error().line, 0);
}

}  // namespace
}  // namespace ps::crossword::variety_test
