// Crossword features beyond one letter a square, read from small hand-written files
// (tests/data/crossword-features): rebus squares, circles, shading, omitted squares, diagramless
// grids, the metadata fields, HTML in ipuz and .jpz clues, ipuz as JSONP, locked .puz files,
// zipped .jpz files, Across Lite text and barred grids. Each file
// is read and checked field by field, then written to every format and read back: what a format
// keeps must come back equal, and what it cannot keep must be named by Losses().
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "core/grid.h"
#include "crossword/draw.h"
#include "crossword/formats.h"
#include "crossword/record.h"
#include "render/svg_canvas.h"
#include "unit/crossword_fixtures.h"

namespace ps::crossword {
namespace {

using fixtures::Fixture;
using fixtures::Read;
using fixtures::Sq;

const Entry* Find(const CrosswordFile& f, int number, Direction d) {
  for (const Entry& e : f.grid.entries) {
    if (e.number == number && e.dir == d) return &e;
  }
  return nullptr;
}

TEST(CrosswordFeatures, IpuzKeepsRebusCirclesShadingShapeAndMetadata) {
  const CrosswordFile f = Read("rebus-circles.ipuz");
  EXPECT_EQ(f.meta.title, "Stars & circles");  // an entity in the title decoded
  EXPECT_EQ(f.meta.editor, "Test Editor");
  EXPECT_EQ(f.meta.publisher, "puzzlesmith tests");
  EXPECT_EQ(f.meta.date, "2026-11-25");
  EXPECT_EQ(f.meta.difficulty, "Easy");
  EXPECT_EQ(f.meta.intro, "The circled squares spell a bright word.");  // <i> dropped
  EXPECT_EQ(f.meta.notes, "Written by hand for the round-trip tests.\nSecond line.");
  EXPECT_EQ(f.squares.rebus, (std::map<int, std::string>{{Sq(f, 2, 2), "STAR"}}));
  // One circle from a named style, one from a style in the cell.
  EXPECT_EQ(f.squares.circled, (std::set<int>{Sq(f, 1, 1), Sq(f, 2, 2)}));
  EXPECT_EQ(f.squares.shaded, (std::set<int>{Sq(f, 3, 3)}));
  EXPECT_EQ(f.squares.omitted, (std::set<int>{Sq(f, 4, 1)}));
  const Entry* a4 = Find(f, 4, Direction::kAcross);
  ASSERT_NE(a4, nullptr);
  EXPECT_EQ(Spelled(f, *a4), "ASTAREA");
  EXPECT_EQ(a4->clue, "Oil and star & more");  // <b> dropped, &amp; decoded
  const Entry* d3 = Find(f, 3, Direction::kDown);
  ASSERT_NE(d3, nullptr);
  EXPECT_EQ(d3->clue, "Drink <hot>");
}

TEST(CrosswordFeatures, ClassicXdKeepsRebusShadingAndOmittedSquares) {
  const CrosswordFile f = Read("classic-rebus.xd");
  EXPECT_EQ(f.meta.title, "Hearts and Spades");
  EXPECT_EQ(f.meta.editor, "Test Editor");
  EXPECT_EQ(f.meta.date, "2026-11-25");
  EXPECT_EQ(f.meta.notes, "Notes from the setter.");
  EXPECT_EQ(f.squares.rebus,
            (std::map<int, std::string>{{Sq(f, 1, 1), "HEART"}, {Sq(f, 3, 5), "SPADE"}}));
  EXPECT_EQ(f.squares.shaded, (std::set<int>{Sq(f, 4, 2), Sq(f, 4, 3)}));  // "Special: shaded"
  EXPECT_TRUE(f.squares.circled.empty());
  EXPECT_EQ(f.squares.omitted, (std::set<int>{Sq(f, 4, 5)}));
  const Entry* a1 = Find(f, 1, Direction::kAcross);
  ASSERT_NE(a1, nullptr);
  EXPECT_EQ(a1->answer, "HACHE");  // the grid holds the rebus's first letter
  EXPECT_EQ(Spelled(f, *a1), "HEARTACHE");
}

TEST(CrosswordFeatures, DiagramlessIpuzInJsonp) {
  const CrosswordFile f = Read("diagramless.ipuz");
  EXPECT_TRUE(f.squares.diagramless);
  EXPECT_EQ(f.grid.entries.size(), 6u);
  EXPECT_EQ(f.meta.title, "Open Grid");
}

// A hint names the player's wrong letters before it reveals anything, wherever they are: a
// hint that revealed the first empty square would leave the player building on a mistake.
TEST(CrosswordFeatures, AHintNamesWrongLettersBeforeRevealingAnEmptySquare) {
  using record::json;
  using record::PuzzleRecord;
  Budget budget;
  Result<PuzzleRecord> r = record::Read(Fixture("diagramless.ipuz"), "ipuz", {}, budget);
  ASSERT_TRUE(r.ok()) << r.error().message;
  // The first square empty, the last one wrong (N is the answer).
  Result<json> hint = record::Hint(*r, json{{"letters", {".T#", "BEE", "#AX"}}}, budget);
  ASSERT_TRUE(hint.ok());
  EXPECT_EQ((*hint)["technique"], "mistake");
  EXPECT_EQ((*hint)["cells"], json::array({8}));
  EXPECT_EQ((*hint)["text"],
            "1 of your letters is wrong (shown in red): clear it before the next step");
  // Cleared, the hint reveals the first empty square.
  hint = record::Hint(*r, json{{"letters", {".T#", "BEE", "#A."}}}, budget);
  ASSERT_TRUE(hint.ok());
  EXPECT_EQ((*hint)["technique"], "reveal");
  EXPECT_EQ((*hint)["text"], "Revealed: r1c1 (1 Across) is A");
}

// The game: the solver starts on an open grid and puts the blocks; a letter in a block's square
// is wrong, and the hint names the block.
TEST(CrosswordFeatures, ADiagramlessGameStartsOpenAndChecksTheSolversBlocks) {
  using record::json;
  using record::PuzzleRecord;
  Budget budget;
  Result<PuzzleRecord> r = record::Read(Fixture("diagramless.ipuz"), "ipuz", {}, budget);
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(record::Start(*r), (json{{"letters", {"...", "...", "..."}}}));
  auto check = [&](std::vector<std::string> rows) {
    Result<json> c = record::Check(*r, json{{"letters", rows}});
    EXPECT_TRUE(c.ok());
    return c.ok() ? *c : json();
  };
  EXPECT_EQ(check({"AT#", "BEE", "#AN"})["solved"], true);
  EXPECT_EQ(check({"AT.", "BEE", ".AN"})["solved"], true);
  const json bad = check({"AT#", "BEE", "XAN"});
  EXPECT_EQ(bad["solved"], false);
  EXPECT_EQ(bad["wrong"], json::array({6}));
  Result<json> hint = record::Hint(*r, json{{"letters", {"AT#", "BEE", "XAN"}}}, budget);
  ASSERT_TRUE(hint.ok());
  EXPECT_EQ((*hint)["text"], "Revealed: r3c1 is a block");
  EXPECT_EQ((*hint)["letter"], "#");
}

TEST(CrosswordFeatures, LockedPuzIsUnlockedWithItsKeyOrByTryingEveryKey) {
  const std::string locked = Fixture("locked-1234.puz");
  Result<CrosswordFile> plain =
      ReadCrosswordFile(Fixture("../../../data/crossword/tiny.puz"), FileFormat::kPuz);
  ASSERT_TRUE(plain.ok());
  Result<CrosswordFile> with_key = ReadPuz(locked, 1234);
  ASSERT_TRUE(with_key.ok()) << with_key.error().message;
  EXPECT_EQ(*with_key, *plain);
  Result<CrosswordFile> found = ReadPuz(locked);
  ASSERT_TRUE(found.ok()) << found.error().message;
  EXPECT_EQ(*found, *plain);
  Result<CrosswordFile> wrong = ReadPuz(locked, 4321);
  ASSERT_FALSE(wrong.ok());
  EXPECT_NE(wrong.error().message.find("does not unlock"), std::string::npos);
  // The file really is locked: its answer bytes are not the plain file's.
  EXPECT_NE(locked.substr(0x34, 24), Fixture("../../../data/crossword/tiny.puz").substr(0x34, 24));
}

TEST(CrosswordFeatures, JpzKeepsRebusCirclesShadingVoidCellsAndMetadata) {
  const CrosswordFile f = Read("features.jpz");
  EXPECT_EQ(f.meta.title, "Stars & voids");
  EXPECT_EQ(f.meta.author, "Test Setter");
  EXPECT_EQ(f.meta.editor, "Test Editor");
  EXPECT_EQ(f.meta.publisher, "puzzlesmith tests");
  EXPECT_EQ(f.meta.copyright, "CC0 2026 the puzzlesmith authors");
  EXPECT_EQ(f.meta.notes, "Written by hand for the round-trip tests.\nSecond line.");  // <br/>
  EXPECT_EQ(f.meta.intro, "The circled squares spell a bright word.");  // <instructions>, <i>
  EXPECT_EQ(f.squares.rebus, (std::map<int, std::string>{{Sq(f, 2, 2), "STAR"}}));
  EXPECT_EQ(f.squares.circled, (std::set<int>{Sq(f, 1, 1), Sq(f, 2, 2)}));
  EXPECT_EQ(f.squares.shaded, (std::set<int>{Sq(f, 3, 3)}));
  EXPECT_EQ(f.squares.omitted, (std::set<int>{Sq(f, 4, 1)}));  // type="void"
  EXPECT_FALSE(f.squares.diagramless);
  ASSERT_EQ(f.grid.entries.size(), 8u);
  const Entry* a4 = Find(f, 4, Direction::kAcross);
  ASSERT_NE(a4, nullptr);
  EXPECT_EQ(Spelled(f, *a4), "ASTAREA");
  EXPECT_EQ(a4->clue, "Oil and star & more");        // <b> dropped, &amp; decoded
  const Entry* a6 = Find(f, 6, Direction::kAcross);  // a word given by <cells>
  ASSERT_NE(a6, nullptr);
  EXPECT_EQ(a6->clue, "Genuine (4)");  // format="4"
  const Entry* d3 = Find(f, 3, Direction::kDown);
  ASSERT_NE(d3, nullptr);
  EXPECT_EQ(d3->clue, "Drink <hot>");
  const Entry* d5 = Find(f, 5, Direction::kDown);
  ASSERT_NE(d5, nullptr);
  EXPECT_EQ(d5->clue, "Ready mix");  // CDATA
}

TEST(CrosswordFeatures, AZippedJpzReadsAsItsXml) {
  const std::string zip = Fixture("zipped.jpz");
  ASSERT_EQ(zip.substr(0, 2), "PK");
  EXPECT_EQ(Read("zipped.jpz"), Read("features.jpz"));
  // Cut short, it is refused with one line.
  Result<CrosswordFile> cut = ReadJpz(zip.substr(0, zip.size() / 2));
  ASSERT_FALSE(cut.ok());
  EXPECT_NE(cut.error().message.find("ZIP"), std::string::npos) << cut.error().message;
}

TEST(CrosswordFeatures, AcrossLiteTextV2KeepsRebusAndCircles) {
  const CrosswordFile f = Read("rebus-v2.txt");
  EXPECT_EQ(f.meta.title, "Stars and Love");
  EXPECT_EQ(f.meta.author, "Test Setter");
  EXPECT_EQ(f.meta.copyright, "CC0 2026 the puzzlesmith authors");
  EXPECT_EQ(f.meta.notes, "Written by hand for the round-trip tests.\nSecond line.");
  // "1:STAR:S" and, circled (a lowercase key under MARK;), "z:LOVE:L".
  EXPECT_EQ(f.squares.rebus,
            (std::map<int, std::string>{{Sq(f, 2, 2), "STAR"}, {Sq(f, 3, 4), "LOVE"}}));
  EXPECT_EQ(f.squares.circled, (std::set<int>{Sq(f, 1, 1), Sq(f, 3, 4)}));
  EXPECT_TRUE(f.squares.shaded.empty());
  EXPECT_TRUE(f.squares.omitted.empty());
  const Entry* a6 = Find(f, 6, Direction::kAcross);
  ASSERT_NE(a6, nullptr);
  EXPECT_EQ(a6->answer, "REAL");
  EXPECT_EQ(Spelled(f, *a6), "REALOVE");
  EXPECT_EQ(a6->clue, "Genuine");  // the third across clue: clues follow the numbering
  const Entry* d5 = Find(f, 5, Direction::kDown);
  ASSERT_NE(d5, nullptr);
  EXPECT_EQ(d5->clue, "Ready mix");
}

TEST(CrosswordFeatures, BadJpzAndAcrossLiteTextAreRefusedWithWhatAndWhere) {
  std::string jpz = Fixture("features.jpz");
  // A clue numbered against the grid.
  std::string renumbered = jpz;
  renumbered.replace(renumbered.find("number=\"6\" format"), 10, "number=\"9\"");
  Result<CrosswordFile> r = ReadJpz(renumbered);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("numbered 9"), std::string::npos) << r.error().message;
  EXPECT_NE(r.error().message.find("r3c1"), std::string::npos) << r.error().message;
  // XML that is not well-formed: the line and column.
  std::string broken = jpz;
  broken.replace(broken.find("</title>"), 8, "</titel>");
  r = ReadJpz(broken);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().line, 9) << r.error().message;  // the metadata title
  // An entity bomb never gets parsed.
  r = ReadJpz(
      "<?xml version=\"1.0\"?><!DOCTYPE l [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b "
      "\"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]><rectangular-puzzle>&b;</rectangular-puzzle>");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("DOCTYPE"), std::string::npos) << r.error().message;
  // Across Lite text: a clue missing from <DOWN>.
  std::string text = Fixture("rebus-v2.txt");
  text.erase(text.find("\tReady mix\n"), 11);
  Result<CrosswordFile> t = ReadAcrossText(text);
  ASSERT_FALSE(t.ok());
  EXPECT_NE(t.error().message.find("<DOWN> has 3 clues but the grid has 4 down entries"),
            std::string::npos)
      << t.error().message;
  EXPECT_NE(t.error().message.find("5 Down"), std::string::npos) << t.error().message;
  // A grid row of the wrong width: its line.
  text = Fixture("rebus-v2.txt");
  text.replace(text.find("\tREAz"), 5, "\tREAzX");
  t = ReadAcrossText(text);
  ASSERT_FALSE(t.ok());
  EXPECT_EQ(t.error().line, 13) << t.error().message;
}

// `f` without what `format` cannot keep, as Losses() says.
CrosswordFile Kept(CrosswordFile f, FileFormat format) {
  if (format == FileFormat::kPuz || format == FileFormat::kAcrossText) {
    f.squares.shaded.clear();
    f.squares.omitted.clear();
    f.meta.editor = f.meta.publisher = f.meta.date = f.meta.difficulty = f.meta.intro = "";
  }
  if (format == FileFormat::kJpz) {
    f.meta.date = f.meta.difficulty = "";
    f.squares.diagramless = false;
  }
  if (format == FileFormat::kPuz) {
    // .puz always has a title, an author and a copyright line (readers show empty ones badly).
    if (f.meta.copyright.empty()) f.meta.copyright = "-";
    if (f.meta.author.empty()) f.meta.author = "Unknown";
    if (f.meta.title.empty()) f.meta.title = "Untitled";
  }
  return f;
}

TEST(CrosswordFeatures, EveryFormatKeepsWhatItCanAndNamesWhatItCannot) {
  struct Format {
    FileFormat format;
    std::string (*write)(const CrosswordFile&);
  };
  const Format formats[] = {
      {FileFormat::kIpuz, WriteIpuz}, {FileFormat::kPuz, WritePuz},
      {FileFormat::kXd, WriteXd},     {FileFormat::kJson, WriteLayoutJson},
      {FileFormat::kJpz, WriteJpz},   {FileFormat::kAcrossText, WriteAcrossText}};
  for (const std::string name :
       {"rebus-circles.ipuz", "classic-rebus.xd", "diagramless.ipuz", "features.jpz",
        "rebus-v2.txt", "digits.jpz", "signs.ipuz", "signs.xd"}) {
    const CrosswordFile f = Read(name);
    for (const Format& fm : formats) {
      SCOPED_TRACE(name + " as " + std::string(ToString(fm.format)));
      Result<CrosswordFile> back = ReadCrosswordFile(fm.write(f), fm.format);
      ASSERT_TRUE(back.ok()) << back.error().message;
      const CrosswordFile want = Kept(f, fm.format);
      EXPECT_EQ(back->grid, want.grid);
      EXPECT_EQ(back->squares, want.squares);
      EXPECT_EQ(back->meta.title, want.meta.title);
      EXPECT_EQ(back->meta.author, want.meta.author);
      EXPECT_EQ(back->meta.copyright, want.meta.copyright);
      EXPECT_EQ(back->meta.notes, want.meta.notes);
      EXPECT_EQ(back->meta.editor, want.meta.editor);
      EXPECT_EQ(back->meta.date, want.meta.date);
      EXPECT_EQ(back->meta.publisher, want.meta.publisher);
      EXPECT_EQ(back->meta.difficulty, want.meta.difficulty);
      EXPECT_EQ(back->meta.intro, want.meta.intro);
      // Something was lost exactly when Losses() says so.
      CrosswordFile same = want;
      same.meta.title = f.meta.title;
      same.meta.author = f.meta.author;
      same.meta.copyright = f.meta.copyright;
      const bool lost = !(same == f);
      EXPECT_EQ(lost, !Losses(f, fm.format).empty());
    }
  }
}

TEST(CrosswordFeatures, SquaresWhoseAnswersAreDigitsAreRead) {
  const CrosswordFile f = Read("digits.jpz");
  const Entry* a1 = Find(f, 1, Direction::kAcross);
  const Entry* a3 = Find(f, 3, Direction::kAcross);
  const Entry* d2 = Find(f, 2, Direction::kDown);
  ASSERT_TRUE(a1 && a3 && d2);
  EXPECT_EQ(a1->answer, "C3PO");
  EXPECT_EQ(a3->answer, "S741");
  EXPECT_EQ(Spelled(f, *a3), "S7410");  // a rebus that starts with a digit
  EXPECT_EQ(Spelled(f, *d2), "ONE10");
  EXPECT_EQ(f.squares.rebus, (std::map<int, std::string>{{Sq(f, 4, 4), "10"}}));
  EXPECT_EQ(f.squares.circled, (std::set<int>{Sq(f, 1, 2)}));
  // The text formats write a digit square as its digit, so their rebus keys are then signs, and
  // a circled digit (which has no lowercase form) gets a key of its own.
  const std::string xd = WriteXd(f);
  EXPECT_NE(xd.find("C"), std::string::npos);
  EXPECT_EQ(xd.find("1=10"), std::string::npos) << xd;
  EXPECT_NE(xd.find("@=10"), std::string::npos) << xd;
  EXPECT_NE(xd.find("S74@"), std::string::npos) << xd;
  const std::string text = WriteAcrossText(f);
  EXPECT_NE(text.find("@:10:1"), std::string::npos) << text;
  EXPECT_NE(text.find("z:3:3"), std::string::npos) << text;
  // A square that is neither letter, digit nor rebus is still refused, with its square.
  std::string bad = Fixture("digits.jpz");
  bad.replace(bad.find("solution=\"7\""), 12, "solution=\"#\"");
  Result<CrosswordFile> r = ReadJpz(bad);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("r4c2"), std::string::npos) << r.error().message;
}

// kotwords' test puzzle has the entry 12$@: squares whose answers are signs, typed as themselves.
TEST(CrosswordFeatures, SquaresWhoseAnswersAreSignsAreReadInEveryFormat) {
  const CrosswordFile f = Read("signs.ipuz");
  const Entry* a1 = Find(f, 1, Direction::kAcross);
  const Entry* a3 = Find(f, 3, Direction::kAcross);
  const Entry* d1 = Find(f, 1, Direction::kDown);
  const Entry* d2 = Find(f, 2, Direction::kDown);
  ASSERT_TRUE(a1 && a3 && d1 && d2);
  EXPECT_EQ(a1->answer, "AT&T");
  EXPECT_EQ(a3->answer, "@HOW");
  EXPECT_EQ(Spelled(f, *a3), "@HOW!");  // a rebus that ends with a sign
  EXPECT_EQ(d1->answer, "ASK@");
  EXPECT_EQ(d2->answer, "&$5O");
  EXPECT_EQ(a1->clue, "Phone company");
  EXPECT_EQ(f.squares.rebus, (std::map<int, std::string>{{Sq(f, 4, 4), "W!"}}));
  EXPECT_EQ(f.squares.circled, (std::set<int>{Sq(f, 2, 3)}));
  // The .xd form kotwords writes (signs in the grid, '.' blocks, a non-ASCII rebus key) reads as
  // the same puzzle, less the circle and the notes it does not have.
  CrosswordFile xd = Read("signs.xd");
  xd.squares.circled = f.squares.circled;
  xd.meta.notes = f.meta.notes;
  EXPECT_EQ(xd, f);
  // The text formats write a sign square as itself, so their rebus keys are none of the signs the
  // squares hold and no digit (a square holds one), and the circled sign (no lowercase form) gets
  // a key of its own.
  const std::string x = WriteXd(f);
  EXPECT_NE(x.find("\nAT&T\n"), std::string::npos) << x;
  EXPECT_NE(x.find("Rebus: a=$ %=W!"), std::string::npos) << x;
  EXPECT_NE(x.find("\nS#a#\n"), std::string::npos) << x;
  EXPECT_NE(x.find("A3. Surprised reply, typed with signs ~ @HOW!"), std::string::npos) << x;
  const std::string t = WriteAcrossText(f);
  EXPECT_NE(t.find("\tAT&T\n"), std::string::npos) << t;
  EXPECT_NE(t.find("\t@HO%\n"), std::string::npos) << t;
  EXPECT_NE(t.find("%:W!:W"), std::string::npos) << t;
  EXPECT_NE(t.find("z:$:$"), std::string::npos) << t;
  // The .puz holds the signs as bytes of its solution.
  const std::string puz = WritePuz(f);
  EXPECT_EQ(puz.substr(0x34, 16), "AT&TS.$.K.5.@HOW");
  EXPECT_TRUE(puz.find("W!") != std::string::npos);
  // The print's answer key shows the signs (escaped in SVG).
  render::SvgCanvas svg;
  DrawCrossword(f, PrintOptions{}, svg);
  const std::string drawn = svg.str();
  for (const char* sign : {">&amp;</text>", ">$</text>", ">@</text>", ">5</text>", ">W!</text>"}) {
    EXPECT_NE(drawn.find(sign), std::string::npos) << sign;
  }
  // A character that is no square's (here a comma, which separates .xd rebus keys) is still
  // refused with its square.
  std::string bad = Fixture("signs.ipuz");
  bad.replace(bad.find("\"W!\""), 4, "\"W,\"");
  Result<CrosswordFile> r = ReadIpuz(bad);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("r4c4"), std::string::npos) << r.error().message;
  EXPECT_NE(r.error().message.find("a sign ("), std::string::npos) << r.error().message;
}

// The game: signs typed in the squares solve it; a square whose answer is '*' (the mark of a
// rebus in the saved letters) is saved and checked through "rebus".
TEST(CrosswordFeatures, AGameWithSignSquaresChecksAndRevealsThem) {
  using record::json;
  using record::PuzzleRecord;
  Budget budget;
  std::string text = Fixture("signs.ipuz");
  text.replace(text.find("\"5\""), 3, "\"*\"");
  Result<PuzzleRecord> r = record::Read(text, "ipuz", {}, budget);
  ASSERT_TRUE(r.ok()) << r.error().message;
  const json solved = {{"letters", {"AT&T", "S#$#", "K#*#", "@HO*"}},
                       {"rebus", {{"10", "*"}, {"15", "W!"}}}};
  Result<json> c = record::Check(*r, solved);
  ASSERT_TRUE(c.ok());
  EXPECT_EQ((*c)["solved"], true) << c->dump();
  EXPECT_EQ((*c)["wrong"], json::array());
  // Row 2 col 3 holds '$': a '*' typed there is wrong.
  Result<json> wrong = record::Check(*r, json{{"letters", {"AT&T", "S#*#", "K#*#", "@HO*"}},
                                              {"rebus", {{"6", "*"}, {"10", "*"}, {"15", "W!"}}}});
  ASSERT_TRUE(wrong.ok());
  EXPECT_EQ((*wrong)["wrong"], json::array({6}));
  // A '&' left out is not complete.
  Result<json> open = record::Check(
      *r, json{{"letters", {"AT.T", "S#$#", "K#*#", "@HOW"}}, {"rebus", {{"10", "*"}}}});
  ASSERT_TRUE(open.ok());
  EXPECT_EQ((*open)["complete"], false);
  // The answer a player reveals has the '*' square in "rebus", as a player saves it.
  const json answer = record::Answer(*r);
  EXPECT_EQ(answer["letters"][2], "K#*#");
  EXPECT_EQ(answer["rebus"]["10"], "*");
  Result<json> hint = record::Hint(*r, json{{"letters", {"AT.T", "S#$#", "K#*#", "@HOW"}}}, budget);
  ASSERT_TRUE(hint.ok());
  EXPECT_EQ((*hint)["letter"], "&");
}

TEST(CrosswordFeatures, IpuzCluesWithoutANumberArePlacedByTheirCellsOrFirstNumber) {
  // "1-3": numbered at both ends of the word, as the first crossword (1913) was; a bullet with
  // the clue's cells, counted from 1.
  const std::string ipuz = R"({"version": "http://ipuz.org/v2",
    "kind": ["http://ipuz.org/crossword#1"], "dimensions": {"width": 3, "height": 3},
    "solution": [["C", "A", "T"], ["A", "#", "O"], ["B", "E", "E"]],
    "clues": {"Across": [["1-3", "Pet"],
                         {"number": "•", "clue": "Buzzer", "cells": [[1, 3], [2, 3], [3, 3]]}],
              "Down": [[1, "Taxi"], [2, "Foot digit"]]}})";
  Result<CrosswordFile> f = ReadIpuz(ipuz);
  ASSERT_TRUE(f.ok()) << f.error().message;
  EXPECT_EQ(Find(*f, 1, Direction::kAcross)->clue, "Pet");
  EXPECT_EQ(Find(*f, 3, Direction::kAcross)->clue, "Buzzer");
  // Neither a number nor cells: refused, naming the clue.
  std::string bad = ipuz;
  bad.replace(bad.find(R"("cells")"), 7, R"("cellz")");
  Result<CrosswordFile> b = ReadIpuz(bad);
  ASSERT_FALSE(b.ok());
  EXPECT_NE(b.error().message.find("Buzzer"), std::string::npos) << b.error().message;
}

TEST(CrosswordFeatures, AFileOfSeveralPuzzlesGivesEachOrSaysWhyNot) {
  // A .jpz applet file of three puzzles: two crosswords and an acrostic, which is skipped.
  Result<CrosswordFiles> jpz = ReadCrosswordFiles(Fixture("several.jpz"), FileFormat::kJpz);
  ASSERT_TRUE(jpz.ok()) << jpz.error().message;
  EXPECT_EQ(jpz->total, 3u);
  ASSERT_EQ(jpz->files.size(), 2u);
  EXPECT_EQ(jpz->files[0].meta.title, "Droids and numbers");
  EXPECT_EQ(jpz->files[1].meta.title, "Second puzzle");
  ASSERT_EQ(jpz->skipped.size(), 1u);
  EXPECT_NE(jpz->skipped[0].find("puzzle 2 of 3 skipped"), std::string::npos) << jpz->skipped[0];
  EXPECT_NE(jpz->skipped[0].find("acrostic"), std::string::npos) << jpz->skipped[0];
  // An ipuz list: the second refers to an entry its grid lacks.
  Result<CrosswordFiles> ipuz = ReadCrosswordFiles(Fixture("several.ipuz"), FileFormat::kIpuz);
  ASSERT_TRUE(ipuz.ok()) << ipuz.error().message;
  ASSERT_EQ(ipuz->files.size(), 2u);
  EXPECT_EQ(ipuz->files[1].meta.title, "Third of a list");
  EXPECT_EQ(ipuz->files[1].grid.entries[0].answer, "R2D");
  ASSERT_EQ(ipuz->skipped.size(), 1u);
  EXPECT_NE(ipuz->skipped[0].find("clue 9"), std::string::npos) << ipuz->skipped[0];
  // Across Lite texts one after another: the bad square's line is counted in the whole text.
  Result<CrosswordFiles> text = ReadCrosswordFiles(Fixture("several.txt"), FileFormat::kAcrossText);
  ASSERT_TRUE(text.ok()) << text.error().message;
  ASSERT_EQ(text->files.size(), 2u);
  EXPECT_EQ(text->files[1].meta.title, "Third text, with digits");
  ASSERT_EQ(text->skipped.size(), 1u);
  EXPECT_NE(text->skipped[0].find("puzzle 2 of 3 skipped: 31:"), std::string::npos)
      << text->skipped[0];
  // .xd files one after another.
  const CrosswordFile one = Read("classic-rebus.xd");
  const std::string two = WriteXd(one) + "\n" + WriteXd(Read("digits.jpz"));
  Result<CrosswordFiles> xd = ReadCrosswordFiles(two, FileFormat::kXd);
  ASSERT_TRUE(xd.ok()) << xd.error().message;
  ASSERT_EQ(xd->files.size(), 2u);
  EXPECT_EQ(xd->files[1].meta.title, "Droids and numbers");
  // The single-puzzle readers take the first.
  Result<CrosswordFile> first = ReadCrosswordFile(Fixture("several.ipuz"), FileFormat::kIpuz);
  ASSERT_TRUE(first.ok());
  EXPECT_EQ(first->meta.title, "First of a list");
  // Nothing readable: the first puzzle's reason, and how many there were.
  std::string none = Fixture("several.txt");
  for (size_t at = none.find("\tBEE"); at != std::string::npos; at = none.find("\tBEE", at)) {
    none.replace(at, 4, "\tB_E");
  }
  none.replace(none.find("\tN1E"), 4, "\tN_E");
  Result<CrosswordFiles> bad = ReadCrosswordFiles(none, FileFormat::kAcrossText);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("none of the 3 puzzles"), std::string::npos)
      << bad.error().message;
  EXPECT_EQ(bad.error().line, 13);
}

TEST(CrosswordFeatures, ThePrintDrawsCirclesShadingRebusAndNoOmittedSquares) {
  const CrosswordFile f = Read("rebus-circles.ipuz");
  render::SvgCanvas svg;
  PrintOptions o;
  DrawCrossword(f, o, svg);
  const std::string out = svg.str();
  // Two circles on the puzzle page and two on the answer key.
  size_t circles = 0;
  for (size_t at = out.find("<circle"); at != std::string::npos; at = out.find("<circle", at + 1)) {
    ++circles;
  }
  EXPECT_EQ(circles, 4u);
  EXPECT_NE(out.find("fill=\"#cdcdcd\""), std::string::npos);  // the shaded square
  EXPECT_NE(out.find(">STAR</text>"), std::string::npos);      // the rebus in the answer key
  EXPECT_NE(out.find("edited by Test Editor"), std::string::npos);
  EXPECT_NE(out.find("The circled squares spell a bright word."), std::string::npos);
}

TEST(CrosswordFeatures, ADiagramlessPrintShowsNoBlocksUntilTheAnswers) {
  const CrosswordFile f = Read("diagramless.ipuz");
  render::SvgCanvas puzzle;
  PrintOptions o;
  o.answers = false;
  o.blocks = BlockStyle::kBlack;
  DrawCrossword(f, o, puzzle);
  EXPECT_EQ(puzzle.str().find("fill=\"#000000\" stroke=\"#000000\""), std::string::npos);
  o.answers = true;
  render::SvgCanvas both;
  DrawCrossword(f, o, both);
  EXPECT_NE(both.str().find("fill=\"#000000\" stroke=\"#000000\""), std::string::npos);
}

// The barred fixtures: a 4x4 grid of letters (CATS / AREA / REAL / TART) with a bar between r2c2
// and r2c3 and one between r2c4 and r3c4, so row 2 holds two words and column 4 two.
void ExpectBarredGrid(const CrosswordFile& f) {
  EXPECT_EQ(f.squares.bars.left, (std::set<int>{Sq(f, 2, 3)}));
  EXPECT_EQ(f.squares.bars.top, (std::set<int>{Sq(f, 3, 4)}));  // a bottom bar, and edge bars gone
  std::vector<std::string> across, down;
  for (const Entry& e : f.grid.entries) {
    (e.dir == Direction::kAcross ? across : down)
        .push_back(std::to_string(e.number) + " " + e.answer + ": " + e.clue);
  }
  EXPECT_EQ(across, (std::vector<std::string>{"1 CATS: Pets that purr", "5 AR: Air force, briefly",
                                              "6 EA: Each, briefly", "7 REAL: Not fake",
                                              "9 TART: Fruit pie"}));
  EXPECT_EQ(down,
            (std::vector<std::string>{"1 CART: Horse-drawn wagon", "2 AREA: Region", "3 TEAR: Rip",
                                      "4 SA: Seattle airport code", "8 LT: Lieutenant, briefly"}));
}

TEST(CrosswordFeatures, BarredIpuzAndJpzReadWithWordsBetweenTheBars) {
  for (const std::string name : {"barred.ipuz", "barred.jpz"}) {
    SCOPED_TRACE(name);
    const CrosswordFile f = Read(name);
    ExpectBarredGrid(f);
    // Written to the formats with bars (and the layout JSON of game IDs), read back the same.
    for (FileFormat format : {FileFormat::kIpuz, FileFormat::kJpz, FileFormat::kJson}) {
      SCOPED_TRACE(std::string(ToString(format)));
      EXPECT_TRUE(Losses(f, format).empty());
      Result<CrosswordFile> back = ReadCrosswordFile(WriteCrosswordFile(f, format), format);
      ASSERT_TRUE(back.ok()) << back.error().message;
      EXPECT_EQ(back->grid, f.grid);
      EXPECT_EQ(back->squares, f.squares);
    }
    // xd keeps them in its Design section (puzzmo's extension), and says which readers read it.
    {
      const std::string xd = WriteCrosswordFile(f, FileFormat::kXd);
      EXPECT_NE(xd.find("## Design"), std::string::npos) << xd;
      Result<CrosswordFile> back = ReadCrosswordFile(xd, FileFormat::kXd);
      ASSERT_TRUE(back.ok()) << back.error().message << "\n" << xd;
      ExpectBarredGrid(*back);
      const std::vector<std::string> lost = Losses(f, FileFormat::kXd);
      ASSERT_EQ(lost.size(), 1u);
      EXPECT_NE(lost[0].find("Design section"), std::string::npos) << lost[0];
    }
    // The formats without bars refuse the grid in one line: written without its bars, the
    // grid's runs would not be the clues' words, and readers would pair clues with other words.
    for (FileFormat format : {FileFormat::kPuz, FileFormat::kAcrossText}) {
      const Status st = CheckWritable(f, format);
      ASSERT_FALSE(st.ok()) << ToString(format);
      EXPECT_NE(st.error().message.find("has no bars, so this barred grid cannot be written"),
                std::string::npos)
          << st.error().message;
      EXPECT_EQ(st.error().message.find('\n'), std::string::npos);
    }
    for (FileFormat format : {FileFormat::kIpuz, FileFormat::kJpz, FileFormat::kXd}) {
      EXPECT_TRUE(CheckWritable(f, format).ok()) << ToString(format);
    }
  }
}

// puzzmo's xd tools mark circles, shading and bars in a Design section: a style sheet and a
// row of style characters over each row of the grid. Each is read (before, the section was
// skipped and its circles silently lost); a style the reader does not know is refused, naming it.
TEST(CrosswordFeatures, AnXdDesignSectionGivesCirclesShadingAndBars) {
  const CrosswordFile f = Read("design.xd");
  ExpectBarredGrid(f);
  EXPECT_EQ(f.squares.circled, (std::set<int>{Sq(f, 1, 1)}));
  EXPECT_EQ(f.squares.shaded, (std::set<int>{Sq(f, 4, 4)}));
  // Both kinds of special square, and the bars, come back from our own xd.
  Result<CrosswordFile> back =
      ReadCrosswordFile(WriteCrosswordFile(f, FileFormat::kXd), FileFormat::kXd);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(back->squares, f.squares);
  EXPECT_EQ(back->grid, f.grid);
  // Refused in one line naming the style, its line and what is read.
  std::string text = WriteCrosswordFile(f, FileFormat::kXd);
  const size_t at = text.find("background-light");
  ASSERT_NE(at, std::string::npos);
  text.replace(at, 16, "foreground");
  Result<CrosswordFile> bad = ReadCrosswordFile(text, FileFormat::kXd);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("'foreground: #d0d0d0', which is not read"), std::string::npos)
      << bad.error().message;
  EXPECT_GT(bad.error().line, 0);
  // A square marked with a character the style sheet does not define.
  std::string unknown = Fixture("design.xd");
  unknown.replace(unknown.rfind("O..."), 4, "X...");
  bad = ReadCrosswordFile(unknown, FileFormat::kXd);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("'X' is no style"), std::string::npos) << bad.error().message;
  EXPECT_EQ(bad.error().column, 1);
}

TEST(CrosswordFeatures, ABarredGridKeepsItsBarsInTheGameIdAndTheLibrary) {
  Budget budget;
  Result<record::PuzzleRecord> r = record::Read(Fixture("barred.jpz"), "jpz", {}, budget);
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->doc["bar_left"], record::json::array({6}));
  EXPECT_EQ(r->doc["bar_top"], record::json::array({11}));
  Result<std::string> id = record::WriteId(*r);
  ASSERT_TRUE(id.ok()) << id.error().message;
  const size_t colon = id->find(':');
  Result<record::PuzzleRecord> again = record::ReadId(
      id->substr(id->find('/') + 1, colon - id->find('/') - 1), id->substr(colon + 1), budget);
  ASSERT_TRUE(again.ok()) << again.error().message;
  Result<CrosswordFile> f = record::FileFromDoc(*again);
  ASSERT_TRUE(f.ok()) << f.error().message;
  ExpectBarredGrid(*f);
  // A stored bar on the grid's edge is refused with the square.
  record::PuzzleRecord broken = *r;
  broken.doc["bar_top"] = record::json::array({1});
  Result<CrosswordFile> bad = record::FileFromDoc(broken);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("a bar above square 1 is not inside the grid"),
            std::string::npos)
      << bad.error().message;
}

TEST(CrosswordFeatures, TheDrawingOfABarredGridHasItsBarsAsThickLines) {
  const CrosswordFile f = Read("barred.ipuz");
  Result<Grid<char>> letters = Letters(f.grid);
  ASSERT_TRUE(letters.ok());
  render::SvgCanvas svg;
  svg.Begin(200, 200);
  DrawGrid(f, *letters, true, false, true, 10, 10, 36, svg);
  svg.End();
  const std::string out = svg.str();
  // Cells of 36 points from (10, 10): the bar left of r2c3 runs down x = 82 from y = 46 to 82,
  // the bar above r3c4 along y = 82 from x = 118 to 154, both 4 points wide.
  EXPECT_NE(out.find("<line x1=\"82.00\" y1=\"46.00\" x2=\"82.00\" y2=\"82.00\" "
                     "stroke=\"#000000\" stroke-width=\"4.00\""),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("<line x1=\"118.00\" y1=\"82.00\" x2=\"154.00\" y2=\"82.00\" "
                     "stroke=\"#000000\" stroke-width=\"4.00\""),
            std::string::npos)
      << out;
  // Only those two are that wide.
  size_t bars = 0;
  for (size_t at = out.find("stroke-width=\"4.00\""); at != std::string::npos;
       at = out.find("stroke-width=\"4.00\"", at + 1)) {
    ++bars;
  }
  EXPECT_EQ(bars, 2u);
}

TEST(CrosswordFeatures, BadSquaresAreRefusedWithOneLine) {
  std::string ipuz = Fixture("rebus-circles.ipuz");
  const std::string bad = ipuz.replace(ipuz.find("\"STAR\""), 6, "\"S_TAR\"");
  Result<CrosswordFile> r = ReadIpuz(bad);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("r2c2"), std::string::npos) << r.error().message;
  std::string xd = Fixture("classic-rebus.xd");
  xd.replace(xd.find("2=SPADE"), 7, "2=SP ADE");
  Result<CrosswordFile> x = ReadXd(xd);
  ASSERT_FALSE(x.ok());
  EXPECT_NE(x.error().message.find("ADE"), std::string::npos) << x.error().message;
}

// A clue list that is neither Across nor Down makes a variety puzzle (crossword_variety_test.cc):
// its numbered clues without squares are kept for the solver to place.
TEST(CrosswordFeatures, AListThatIsNotAcrossOrDownReadsAsAVarietyPuzzle) {
  std::string ipuz = Fixture("signs.ipuz");
  ipuz.replace(ipuz.find("\"Down\""), 6, "\"Blooms\"");
  Result<CrosswordFile> r = ReadIpuz(ipuz);
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->grid.lists, (std::vector<std::string>{"Across", "Blooms"}));
  EXPECT_EQ(r->grid.entries.front().answer, "AT&T");
  EXPECT_TRUE(r->grid.entries.back().cells.empty());
}

}  // namespace
}  // namespace ps::crossword
