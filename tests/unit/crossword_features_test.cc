// Crossword features beyond one letter a square, read from small hand-written files
// (tests/data/crossword-features): rebus squares, circles, shading, omitted squares, diagramless
// grids, the metadata fields, HTML in ipuz clues, ipuz as JSONP, and locked .puz files. Each file
// is read and checked field by field, then written to every format and read back: what a format
// keeps must come back equal, and what it cannot keep must be named by Losses().
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "core/grid.h"
#include "crossword/draw.h"
#include "crossword/formats.h"
#include "render/svg_canvas.h"

namespace ps::crossword {
namespace {

std::string Fixture(const std::string& name) {
  std::ifstream in(std::string(PS_SOURCE_DIR) + "/tests/data/crossword-features/" + name,
                   std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

CrosswordFile Read(const std::string& name) {
  Result<FileFormat> format = FormatForPath(name);
  EXPECT_TRUE(format.ok());
  Result<CrosswordFile> f = ReadCrosswordFile(Fixture(name), *format);
  EXPECT_TRUE(f.ok()) << name << ": " << f.error().message;
  return f.ok() ? *f : CrosswordFile{};
}

int Sq(const CrosswordFile& f, int row, int col) { return (row - 1) * f.grid.width + (col - 1); }

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

// `f` without what `format` cannot keep, as Losses() says.
CrosswordFile Kept(CrosswordFile f, FileFormat format) {
  if (format == FileFormat::kPuz) {
    f.squares.shaded.clear();
    f.squares.omitted.clear();
    f.meta.editor = f.meta.publisher = f.meta.date = f.meta.difficulty = f.meta.intro = "";
    // .puz always has a title, an author and a copyright line (readers show empty ones badly).
    if (f.meta.copyright.empty()) f.meta.copyright = "-";
    if (f.meta.author.empty()) f.meta.author = "Unknown";
    if (f.meta.title.empty()) f.meta.title = "Untitled";
  }
  if (format == FileFormat::kXd && !f.squares.circled.empty()) f.squares.shaded.clear();
  return f;
}

TEST(CrosswordFeatures, EveryFormatKeepsWhatItCanAndNamesWhatItCannot) {
  struct Format {
    FileFormat format;
    std::string (*write)(const CrosswordFile&);
  };
  const Format formats[] = {{FileFormat::kIpuz, WriteIpuz},
                            {FileFormat::kPuz, WritePuz},
                            {FileFormat::kXd, WriteXd},
                            {FileFormat::kJson, WriteLayoutJson}};
  for (const std::string name : {"rebus-circles.ipuz", "classic-rebus.xd", "diagramless.ipuz"}) {
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

TEST(CrosswordFeatures, BadSquaresAreRefusedWithOneLine) {
  std::string ipuz = Fixture("rebus-circles.ipuz");
  const std::string bad = ipuz.replace(ipuz.find("\"STAR\""), 6, "\"S-TAR\"");
  Result<CrosswordFile> r = ReadIpuz(bad);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("r2c2"), std::string::npos) << r.error().message;
  std::string xd = Fixture("classic-rebus.xd");
  xd.replace(xd.find("2=SPADE"), 7, "2=SP ADE");
  Result<CrosswordFile> x = ReadXd(xd);
  ASSERT_FALSE(x.ok());
  EXPECT_NE(x.error().message.find("ADE"), std::string::npos) << x.error().message;
}

}  // namespace
}  // namespace ps::crossword
