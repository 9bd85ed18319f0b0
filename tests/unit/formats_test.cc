// Crossword files: standard numbering (goldens), round trips through ipuz, .puz, .xd, layout
// JSON and project files, the .puz checksums against a committed file that independent tools
// accepted, and clear errors for damaged or unsupported files.
#include "crossword/formats.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "common/files.h"
#include "crossword/draw.h"

namespace ps::crossword {
namespace {

using testing_files::Slurp;

Grid<char> Pattern(const std::vector<std::string>& rows) {
  Grid<char> g(static_cast<int>(rows[0].size()), static_cast<int>(rows.size()), '#');
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x)
      g.At(x, y) = rows[static_cast<size_t>(y)][static_cast<size_t>(x)];
  }
  return g;
}

// "12A r5c1 7" for each entry, in the order the crossword lists them.
std::vector<std::string> Listing(const Crossword& g) {
  std::vector<std::string> out;
  for (const Entry& e : g.entries) {
    out.push_back(std::to_string(e.number) + (e.dir == Direction::kAcross ? "A " : "D ") +
                  CellName(e.x, e.y) + " " + std::to_string(e.answer.size()));
  }
  return out;
}

TEST(CrosswordNumbering, StandardGridGolden) {
  // A symmetric 7x7 pattern; numbers worked out by hand from the rule (a white cell is numbered
  // when it starts an across or a down entry, row by row).
  Result<Crossword> g = FromLetters(
      Pattern({"AAA#AAA", "AAA#AAA", "AAAAAAA", "##AAA##", "AAAAAAA", "AAA#AAA", "AAA#AAA"}));
  ASSERT_TRUE(g.ok()) << g.error().ToString();
  const std::vector<std::string> want = {
      "1A r1c1 3",  "4A r1c5 3",  "7A r2c1 3",  "8A r2c5 3",  "9A r3c1 7",  "11A r4c3 3",
      "12A r5c1 7", "16A r6c1 3", "17A r6c5 3", "18A r7c1 3", "19A r7c5 3", "1D r1c1 3",
      "2D r1c2 3",  "3D r1c3 7",  "4D r1c5 7",  "5D r1c6 3",  "6D r1c7 3",  "10D r3c4 3",
      "12D r5c1 3", "13D r5c2 3", "14D r5c6 3", "15D r5c7 3"};
  EXPECT_EQ(Listing(*g), want);
}

TEST(CrosswordNumbering, FreeFormGolden) {
  Result<Crossword> g = FromLetters(Pattern({"#C####", "#ATLAS", "#T#O##", "##HOPE", "###K##"}));
  ASSERT_TRUE(g.ok()) << g.error().ToString();
  const std::vector<std::string> want = {"2A r2c2 5", "4A r4c3 4", "1D r1c2 3", "3D r2c4 4"};
  EXPECT_EQ(Listing(*g), want);
}

TEST(CrosswordNumbering, RefusesLoneLettersAndOddCells) {
  Result<Crossword> lone = FromLetters(Pattern({"AB#", "###", "##C"}));
  ASSERT_FALSE(lone.ok());
  EXPECT_NE(lone.error().message.find("r3c3"), std::string::npos) << lone.error().message;
  Result<Crossword> odd = FromLetters(Pattern({"A_", "BC"}));
  ASSERT_FALSE(odd.ok());
  EXPECT_NE(odd.error().message.find("r1c2"), std::string::npos) << odd.error().message;
  // A digit or a sign is a square's answer (C3PO, 12$@), not an odd cell.
  Result<Crossword> digit = FromLetters(Pattern({"A1", "B+"}));
  ASSERT_TRUE(digit.ok()) << digit.error().message;
  EXPECT_EQ(digit->entries[0].answer, "A1");
  std::vector<std::string> answers;
  for (const Entry& e : digit->entries) answers.push_back(e.answer);
  EXPECT_EQ(answers, (std::vector<std::string>{"A1", "B+", "AB", "1+"}));
}

CrosswordFile Sample() {
  Result<Crossword> g = FromLetters(Pattern({"#C####", "#ATLAS", "#T#O##", "##HOPE", "###K##"}));
  PS_CHECK(g.ok());
  CrosswordFile f;
  f.grid = *g;
  const char* clues[] = {"Book of maps", "Optimism", "Feline \"pet\"",
                         "Take a peek, with ~ and \"quotes\""};
  for (size_t i = 0; i < f.grid.entries.size(); ++i) f.grid.entries[i].clue = clues[i];
  f.meta.title = "Tiny Test";
  f.meta.author = "Puzzle Smith";
  f.meta.copyright = "© 2026 puzzlesmith";
  f.meta.notes = "Made for the tests.";
  return f;
}

TEST(CrosswordFormats, IpuzRoundTrip) {
  const CrosswordFile f = Sample();
  const std::string text = WriteIpuz(f);
  EXPECT_NE(text.find("\"http://ipuz.org/crossword#1\""), std::string::npos);
  Result<CrosswordFile> back = ReadIpuz(text);
  ASSERT_TRUE(back.ok()) << back.error().ToString();
  EXPECT_EQ(*back, f);
}

TEST(CrosswordFormats, IpuzUsesTheFilesOwnNumbersForClues) {
  // Omitted cells (null), string numbers, clue objects, lower-case solution letters.
  const char* text = R"({"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
    "dimensions": {"width": 3, "height": 2},
    "puzzle": [[7, "8", 0], [null, {"cell": 0}, 0]],
    "solution": [["c", "a", "t"], [null, "x", "e"]],
    "clues": {"Across": [[7, "Pet"]], "Down": [{"number": 8, "clue": "Chop"}, ["9", "Tea?"]]}})";
  Result<CrosswordFile> f = ReadIpuz(text);
  ASSERT_FALSE(f.ok());  // "9" numbers no cell in this file
  EXPECT_NE(f.error().message.find("clue 9"), std::string::npos) << f.error().message;
  std::string fixed = text;
  fixed.replace(fixed.find("[\"9\", \"Tea?\"]"), 13, "[\"8\", \"Axe\"]");
  // Now two clues for 8 Down; the last one wins, like a later line in a file.
  Result<CrosswordFile> g = ReadIpuz(fixed);
  ASSERT_TRUE(g.ok()) << g.error().ToString();
  EXPECT_EQ(Listing(g->grid),
            (std::vector<std::string>{"1A r1c1 3", "4A r2c2 2", "2D r1c2 2", "3D r1c3 2"}));
  EXPECT_EQ(g->grid.entries[0].clue, "Pet");
  EXPECT_EQ(g->grid.entries[1].clue, "");
  EXPECT_EQ(g->grid.entries[2].clue, "Axe");
}

TEST(CrosswordFormats, PuzRoundTripAndLatin1) {
  const CrosswordFile f = Sample();
  const std::string bytes = WritePuz(f);
  EXPECT_EQ(bytes.substr(0x18, 4), std::string("1.3\0", 4));
  // "©" is one byte in ISO-8859-1.
  EXPECT_NE(bytes.find("\xA9 2026"), std::string::npos);
  Result<CrosswordFile> back = ReadPuz(bytes);
  ASSERT_TRUE(back.ok()) << back.error().ToString();
  EXPECT_EQ(*back, f);

  CrosswordFile wide = f;
  wide.meta.title = "Arrows \xE2\x86\x92 everywhere";  // U+2192 has no Latin-1 form
  const std::string v2 = WritePuz(wide);
  EXPECT_EQ(v2.substr(0x18, 4), std::string("2.0\0", 4));
  Result<CrosswordFile> back2 = ReadPuz(v2);
  ASSERT_TRUE(back2.ok()) << back2.error().ToString();
  EXPECT_EQ(back2->meta.title, wide.meta.title);
}

TEST(CrosswordFormats, PuzBytesMatchAFileIndependentToolsAccepted) {
  // data/crossword/tiny.puz was written by this writer and then accepted by a reference checksum
  // verifier and by npm puzjs and @confuzzle/puz-crossword (whose re-encoding gave the same
  // checksums); the writer must keep producing exactly these bytes.
  const std::string golden = Slurp(PS_SOURCE_DIR "/data/crossword/tiny.puz");
  ASSERT_FALSE(golden.empty());
  EXPECT_EQ(WritePuz(Sample()), golden);
}

TEST(CrosswordFormats, PuzDamageIsReported) {
  std::string bytes = WritePuz(Sample());
  std::string damaged = bytes;
  damaged[0x34 + 1] = 'X';  // a solution letter
  Result<CrosswordFile> r = ReadPuz(damaged);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("checksum"), std::string::npos) << r.error().message;
  Result<CrosswordFile> cut = ReadPuz(bytes.substr(0, 0x40));
  ASSERT_FALSE(cut.ok());
  Result<CrosswordFile> not_puz = ReadPuz("hello");
  ASSERT_FALSE(not_puz.ok());
  EXPECT_NE(not_puz.error().message.find("ACROSS&DOWN"), std::string::npos);
}

TEST(CrosswordFormats, XdRoundTripAndOlderForm) {
  const CrosswordFile f = Sample();
  const std::string text = WriteXd(f);
  EXPECT_NE(text.find("A2. Book of maps ~ ATLAS"), std::string::npos) << text;
  Result<CrosswordFile> back = ReadXd(text);
  ASSERT_TRUE(back.ok()) << back.error().ToString();
  EXPECT_EQ(*back, f);
  // The older form: sections separated by two blank lines, no headings; '_' is no cell.
  Result<CrosswordFile> old = ReadXd(
      "Title: Old\n\n\n_C____\n_ATLAS\n_T_O__\n__HOPE\n___K__\n\n\nA2. Maps ~ ATLAS\nA4. "
      "Optimism ~ HOPE\n\nD1. Pet ~ CAT\nD3. Peek ~ LOOK\n");
  ASSERT_TRUE(old.ok()) << old.error().ToString();
  EXPECT_EQ(old->meta.title, "Old");
  EXPECT_EQ(old->grid.entries[3].clue, "Peek");
  Result<CrosswordFile> wrong = ReadXd("Title: X\n\n\nAB\nCD\n\n\nA1. x ~ AX\n");
  ASSERT_FALSE(wrong.ok());
  EXPECT_EQ(wrong.error().line, 8);
  EXPECT_NE(wrong.error().message.find("grid spells AB"), std::string::npos);
}

TEST(CrosswordFormats, LayoutJsonAndProjectRoundTrip) {
  const CrosswordFile f = Sample();
  Result<CrosswordFile> back = ReadLayoutJson(WriteLayoutJson(f));
  ASSERT_TRUE(back.ok()) << back.error().ToString();
  EXPECT_EQ(*back, f);

  Project p;
  p.meta = f.meta;
  p.settings = {"centre-out", 42, 15, 15};
  Result<std::vector<ClueWord>> words =
      ParseClueList("atlas: Book of maps\nhope down: Optimism\ncat\nlook across: Peek\n");
  ASSERT_TRUE(words.ok());
  p.words = *words;
  Result<Project> empty = ReadProject(WriteProject(p));
  ASSERT_TRUE(empty.ok()) << empty.error().ToString();
  EXPECT_EQ(*empty, p);
  p.layout = f.grid;
  Result<Project> full = ReadProject(WriteProject(p));
  ASSERT_TRUE(full.ok()) << full.error().ToString();
  EXPECT_EQ(*full, p);
}

TEST(CrosswordFormats, LayoutJsonMustMatchTheGridsRuns) {
  // CAT across at r1c1 and DOG across right below make three 2-letter down runs too.
  Result<CrosswordFile> r = ReadLayoutJson(
      R"({"width": 3, "height": 2, "entries": [{"word": "CAT", "row": 0, "col": 0, "direction": "across"},
          {"word": "DOG", "row": 1, "col": 0, "direction": "across"}]})");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("letters that touch"), std::string::npos) << r.error().message;
}

// A fill-in board: two across words crossed by one down word (the board's slots are its runs).
struct FillinSample {
  Board board;
  Fill fill;
};
FillinSample SmallFillin() {
  Grid<char> cells(5, 3, kBlock);
  for (int x = 0; x < 5; ++x) cells.At(x, 0) = kEmpty;
  for (int x = 1; x < 4; ++x) cells.At(x, 2) = kEmpty;
  cells.At(2, 1) = kEmpty;
  Result<Board> b = BoardFromCells(cells);
  PS_CHECK(b.ok());
  // Slots row by row, across before down: "lemon" (0,0) across, "mud" (2,0) down, "ode" (1,2).
  Fill fill;
  for (const Slot& s : b->slots) {
    fill.push_back(s.y == 0 && s.dir == Direction::kAcross ? "lemon"
                   : s.dir == Direction::kDown             ? "mud"
                                                           : "ode");
  }
  return {std::move(*b), std::move(fill)};
}

Metadata Meta(std::string title, std::string author, std::string copyright, std::string notes) {
  Metadata m;
  m.title = std::move(title);
  m.author = std::move(author);
  m.copyright = std::move(copyright);
  m.notes = std::move(notes);
  return m;
}

Result<CrosswordFile> ReadPuzFile(std::string_view bytes) { return ReadPuz(bytes); }

TEST(FillinFiles, EveryFormatKeepsTheWordList) {
  FillinSample f = SmallFillin();
  Result<CrosswordFile> file =
      FillinFile(f.board, f.fill, {}, Meta("Fill", "Me", "(c) me", "a note"));
  ASSERT_TRUE(file.ok()) << file.error().message;
  EXPECT_EQ(file->meta.words, (std::vector<std::string>{"mud", "ode", "lemon"}));
  EXPECT_EQ(Listing(file->grid), (std::vector<std::string>{"1A r1c1 5", "3A r3c2 3", "2D r1c3 3"}));
  EXPECT_EQ(file->grid.entries[0].clue, "5 letters");
  EXPECT_NE(WriteXd(*file).find("Fill-in words: MUD ODE LEMON"), std::string::npos);
  using Writer = std::string (*)(const CrosswordFile&);
  using Reader = Result<CrosswordFile> (*)(std::string_view);
  const std::pair<Writer, Reader> formats[] = {{WriteIpuz, ReadIpuz},
                                               {WritePuz, ReadPuzFile},
                                               {WriteXd, ReadXd},
                                               {WriteLayoutJson, ReadLayoutJson}};
  for (auto [write, read] : formats) {
    Result<CrosswordFile> back = read(write(*file));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(*back, *file);  // words, notes and clues as they were
  }
}

TEST(FillinFiles, AWordListThatDisagreesWithTheGridIsRefused) {
  FillinSample f = SmallFillin();
  Result<CrosswordFile> file = FillinFile(f.board, f.fill, {}, {});
  ASSERT_TRUE(file.ok());
  std::string xd = WriteXd(*file);
  const size_t at = xd.find("ODE LEMON");
  ASSERT_NE(at, std::string::npos);
  xd.replace(at + 4, 5, "MELON");
  Result<CrosswordFile> back = ReadXd(xd);
  ASSERT_FALSE(back.ok());
  EXPECT_NE(back.error().message.find("melon is in no entry"), std::string::npos)
      << back.error().message;
}

TEST(FillinFiles, SlotsThatAreNotRunsCannotBeWritten) {
  // Two across slots side by side: their letters also form two-letter down runs.
  Result<Board> b = BoardFromSlots(
      3, 2, {{0, 0, Direction::kAcross, 3}, {0, 1, Direction::kAcross, 3}}, {"", ""});
  ASSERT_TRUE(b.ok()) << b.error().message;
  Result<CrosswordFile> file = FillinFile(*b, {"cat", "dog"}, {}, {});
  ASSERT_FALSE(file.ok());
  EXPECT_NE(file.error().message.find("no slot of the board"), std::string::npos)
      << file.error().message;
}

TEST(CrosswordFormats, FormatForPath) {
  EXPECT_EQ(*FormatForPath("a/b.IPUZ"), FileFormat::kIpuz);
  EXPECT_EQ(*FormatForPath("x.puz"), FileFormat::kPuz);
  EXPECT_EQ(*FormatForPath("x.xd"), FileFormat::kXd);
  EXPECT_EQ(*FormatForPath("x.pzproj"), FileFormat::kProject);
  EXPECT_EQ(*FormatForPath("x.jpz"), FileFormat::kJpz);
  EXPECT_EQ(*FormatForPath("x.txt"), FileFormat::kAcrossText);  // Across Lite text
  EXPECT_FALSE(FormatForPath("x.doc").ok());
}

}  // namespace
}  // namespace ps::crossword

namespace ps::crossword {
namespace {

// Records what a drawing puts on each page.
class RecordingCanvas : public render::Canvas {
 public:
  struct Box {
    double x, y, w, h;
    bool white;
  };
  std::vector<std::vector<Box>> pages;
  std::vector<std::vector<std::string>> texts;
  void Begin(double, double) override {
    pages.emplace_back();
    texts.emplace_back();
  }
  void Rect(double x, double y, double w, double h, render::Color fill, render::Color,
            double) override {
    pages.back().push_back({x, y, w, h, fill.r == 255 && fill.g == 255 && fill.b == 255});
  }
  void Line(double, double, double, double, render::Color, double) override {}
  void Circle(double, double, double, render::Color, double) override {}
  void Text(double, double, std::string_view text, double, render::Anchor, bool,
            render::Color) override {
    texts.back().emplace_back(text);
  }
  void End() override {}
};

TEST(CrosswordPrint, BlackBlocksNumbersAndAnswerKeyStayVisible) {
  for (BlockStyle style : {BlockStyle::kBlack, BlockStyle::kNone}) {
    RecordingCanvas canvas;
    PrintOptions o;
    o.blocks = style;
    DrawCrossword(Sample(), o, canvas);
    ASSERT_EQ(canvas.pages.size(), 2u);  // puzzle, answer key
    int black = 0;
    for (const auto& page : canvas.pages) {
      // After the page background nothing white larger than a cell is painted (it would cover
      // the grid), and the puzzle has its 4 numbered cells.
      for (size_t i = 1; i < page.size(); ++i) {
        if (page[i].white) {
          EXPECT_LE(page[i].w, 30.0);
        }
        black += !page[i].white;
      }
    }
    EXPECT_EQ(black, style == BlockStyle::kBlack ? 2 * (30 - 13) : 0);
    const auto& t = canvas.texts[0];
    for (const char* s : {"Tiny Test", "ACROSS", "DOWN", "1", "4", "Book of maps"}) {
      EXPECT_NE(std::find(t.begin(), t.end(), s), t.end()) << s;
    }
    const auto& key = canvas.texts[1];
    EXPECT_NE(std::find(key.begin(), key.end(), "K"), key.end());
  }
}

TEST(CrosswordPrint, FillinPrintsTheWordsByLengthAndNoNumbers) {
  FillinSample f = SmallFillin();
  Result<CrosswordFile> file = FillinFile(f.board, f.fill, {}, {});
  ASSERT_TRUE(file.ok());
  RecordingCanvas canvas;
  DrawCrossword(*file, PrintOptions{}, canvas);
  ASSERT_EQ(canvas.pages.size(), 2u);
  const auto& t = canvas.texts[0];
  for (const char* s : {"Fill-in puzzle", "3 LETTERS", "MUD, ODE", "5 LETTERS", "LEMON"}) {
    EXPECT_NE(std::find(t.begin(), t.end(), s), t.end()) << s;
  }
  for (const char* s : {"1", "ACROSS", "DOWN"}) {
    EXPECT_EQ(std::find(t.begin(), t.end(), s), t.end()) << s;
  }
  const auto& key = canvas.texts[1];
  EXPECT_NE(std::find(key.begin(), key.end(), "L"), key.end());
}

TEST(CrosswordPrint, AnUncluedGridListsItsAnswersAndAPartlyCluedOneDashes) {
  CrosswordFile file = Sample();
  for (Entry& e : file.grid.entries) e.clue.clear();
  RecordingCanvas canvas;
  DrawCrossword(file, PrintOptions{}, canvas);
  const auto& t = canvas.texts[0];
  const std::string first = file.grid.entries.front().answer;
  const std::string line = first + " (" + std::to_string(first.size()) + ")";
  EXPECT_NE(std::find(t.begin(), t.end(), line), t.end()) << line;
  EXPECT_EQ(std::find(t.begin(), t.end(), "-"), t.end());
  // With one clue written, the others are still to do: dashes, no answers on the puzzle page.
  file.grid.entries.front().clue = "A clue";
  RecordingCanvas partly;
  DrawCrossword(file, PrintOptions{}, partly);
  const auto& p = partly.texts[0];
  EXPECT_NE(std::find(p.begin(), p.end(), "-"), p.end());
  EXPECT_EQ(std::find(p.begin(), p.end(), line), p.end());
}

}  // namespace
}  // namespace ps::crossword
