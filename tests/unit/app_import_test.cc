// Import as the web app does it ("auto" format): zone files of every size are Star Battle boards,
// Sudoku grids stay Sudoku, one-line pzprv3 text may end with a newline, boards with several
// solutions are kept, and crossword notes survive the round trip through the library.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "app/puzzles.h"
#include "common/files.h"
#include "core/rng.h"
#include "crossword/formats.h"
#include "starbattle/format.h"
#include "starbattle/generate.h"
#include "sudoku/format.h"
#include "sudoku/generate.h"

namespace ps::app {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

Result<PuzzleRecord> Import(const std::string& text, const std::string& format = "auto") {
  Budget budget = Budget::Seconds(60);
  return ImportPuzzle(json{{"text", text}, {"format", format}}, budget);
}

using testing_files::Slurp;

// Standard base64, as a browser's btoa gives it.
std::string Base64(const std::string& bytes) {
  static const char* kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  for (size_t i = 0; i < bytes.size(); i += 3) {
    uint32_t v = 0;
    for (size_t k = 0; k < 3; ++k) {
      v = v << 8 | (i + k < bytes.size() ? static_cast<unsigned char>(bytes[i + k]) : 0u);
    }
    for (size_t k = 0; k < 4; ++k) {
      out += k <= bytes.size() - i ? kAlphabet[(v >> (18 - 6 * k)) & 63] : '=';
    }
  }
  return out;
}

// Stars per row, column and zone that a board of side n usually takes.
int UsualStars(int n) { return n <= 9 ? 1 : n <= 13 ? 2 : 3; }

TEST(ImportAuto, ZoneFilesOfEverySizeAreStarBattleBoards) {
  for (int n = 4; n <= 12; ++n) {
    SCOPED_TRACE(n);
    starbattle::GenerateParams gp;
    gp.n = n;
    gp.stars = UsualStars(n);
    Rng rng(static_cast<uint64_t>(100 + n));
    Budget budget = Budget::Seconds(60);
    Result<starbattle::Generated> g = starbattle::Generate(gp, rng, budget);
    ASSERT_TRUE(g.ok()) << g.error().ToString();
    std::string zones = starbattle::FormatZoneFile(g->puzzle);
    EXPECT_EQ(DetectFormat(zones), "starbattle") << zones;
    // As the original game writes them: a space at the end of every line.
    std::string spaced;
    for (char c : zones) spaced += c == '\n' ? std::string(" \n") : std::string(1, c);
    EXPECT_EQ(DetectFormat(spaced), "starbattle") << spaced;
    if (n <= 10) {  // the whole import, as the web app's Import button does it
      json request = {{"text", spaced}, {"stars", gp.stars}};
      Budget b = Budget::Seconds(60);
      Result<PuzzleRecord> r = ImportPuzzle(request, b);
      ASSERT_TRUE(r.ok()) << r.error().ToString();
      EXPECT_EQ(r->kind, "starbattle");
      EXPECT_EQ(r->doc["size"], n);
    }
  }
}

TEST(ImportAuto, LargeZoneFilesAreStarBattleBoards) {
  // Staircase zones on 13x13, 16x16 and 25x25 boards: zone z holds row z's cells from column z on
  // and row z+1's cells before column z+1.
  for (int n : {13, 16, 25}) {
    std::string text;
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        if (x) text += ' ';
        text += std::to_string(x >= y ? y : y - 1);
      }
      text += "\n";
    }
    EXPECT_EQ(DetectFormat(text), "starbattle") << text;
  }
}

TEST(ImportAuto, TheFourByFourBoardOfTheSweetSpotsDescriptionIsAStarBattleBoard) {
  const std::string board = "0 1 1 2\n0 0 1 2\n2 2 2 2\n2 3 3 2\n";
  EXPECT_EQ(DetectFormat(board), "starbattle");
  Result<PuzzleRecord> r = Import(board);
  // Whatever the board's fate, it is judged as a Star Battle board, never as a Sudoku.
  if (r.ok()) {
    EXPECT_EQ(r->kind, "starbattle");
  } else {
    EXPECT_EQ(r.error().message.find("sudoku"), std::string::npos) << r.error().message;
  }
}

TEST(ImportAuto, SudokuGridsWithSpacesStaySudoku) {
  for (auto [w, h] : {std::pair{2, 2}, {3, 2}, {4, 2}, {3, 3}, {4, 3}, {4, 4}}) {
    sudoku::GenerateParams gp;
    gp.geo.box_w = w;
    gp.geo.box_h = h;
    Rng rng(7);
    Budget budget = Budget::Seconds(60);
    Result<sudoku::Generated> g = sudoku::Generate(gp, rng, budget);
    ASSERT_TRUE(g.ok()) << g.error().ToString();
    const int n = w * h;
    SCOPED_TRACE(n);
    // The readable grid, and plain rows of digits with 0 or '.' for empty squares.
    std::string zeros, dots;
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        const int v = g->puzzle.cells[static_cast<size_t>(y * n + x)];
        const std::string sep = x ? " " : "";
        zeros += sep + (v ? std::to_string(v) : "0");
        dots += sep + (v ? std::to_string(v) : ".");
      }
      zeros += "\n";
      dots += "\n";
    }
    if (n <= 9) {
      for (const std::string& text : {sudoku::FormatGrid(g->puzzle), zeros, dots}) {
        EXPECT_EQ(DetectFormat(text), "sudoku") << text;
        Result<PuzzleRecord> r = Import(text);
        ASSERT_TRUE(r.ok()) << r.error().ToString() << "\n" << text;
        EXPECT_EQ(r->kind, "sudoku");
      }
    } else {
      EXPECT_EQ(DetectFormat(sudoku::FormatGrid(g->puzzle)), "sudoku");
      EXPECT_EQ(DetectFormat(zeros), "sudoku") << zeros;
    }
    // A solved grid too (every value 1..n).
    sudoku::Puzzle full = g->puzzle;
    full.cells = g->solution;
    EXPECT_EQ(DetectFormat(sudoku::FormatGrid(full)), "sudoku");
  }
  EXPECT_EQ(DetectFormat(Slurp(fs::path(PS_SOURCE_DIR) / "data/sudoku/se-rated-sample.txt")),
            "sudoku");
}

// The shared benchmark boards, when this checkout sits beside them (they are not in the repo).
TEST(ImportAuto, EveryZoneFileOfTheSharedStarBattleDataIsAStarBattleBoard) {
  const fs::path root = fs::path(PS_SOURCE_DIR) / "../shared/data/starbattle";
  if (!fs::exists(root)) GTEST_SKIP() << root << " is not here";
  int files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    const std::string name = entry.path().filename().string();
    if (!entry.is_regular_file() || entry.path().extension() != ".txt") continue;
    ++files;
    EXPECT_EQ(DetectFormat(Slurp(entry.path())), "starbattle") << entry.path();
  }
  EXPECT_GT(files, 100);
}

TEST(ImportAuto, OneLinePzprv3WithANewlineIsRead) {
  const std::string one =
      "pzprv3/starbattle/5/5/1/5/0 0 1 2 3 /0 1 1 2 3 /0 1 1 2 3 /4 1 1 2 3 /4 1 2 2 3 /";
  for (const std::string& text : {one, one + "\n", one + "\r\n", "\n" + one + "\n\n"}) {
    Result<starbattle::Parsed> p = starbattle::ParseAny(text);
    ASSERT_TRUE(p.ok()) << p.error().ToString();
    EXPECT_EQ(p->puzzle.n, 5);
    Result<PuzzleRecord> r = Import(text);
    ASSERT_TRUE(r.ok()) << r.error().ToString();
    EXPECT_EQ(r->kind, "starbattle");
  }
}

TEST(ImportAuto, CrosswordNotesAndMetadataSurviveTheLibrary) {
  const std::string puz = Slurp(fs::path(PS_SOURCE_DIR) / "data/crossword/tiny.puz");
  Result<crossword::CrosswordFile> file =
      crossword::ReadCrosswordFile(puz, crossword::FileFormat::kPuz);
  ASSERT_TRUE(file.ok()) << file.error().ToString();
  crossword::CrosswordFile noted = *file;
  noted.meta.notes = "Every answer hides a colour.";
  noted.meta.author = "A. Setter";
  noted.meta.copyright = "(c) 2026 A. Setter";
  for (const auto& [format, text] :
       {std::pair<std::string, std::string>{"puz", crossword::WritePuz(noted)},
        {"ipuz", crossword::WriteIpuz(noted)},
        {"xd", crossword::WriteXd(noted)}}) {
    SCOPED_TRACE(format);
    Result<PuzzleRecord> r = Import(text, format);
    ASSERT_TRUE(r.ok()) << r.error().ToString();
    EXPECT_EQ(r->doc["notes"], noted.meta.notes);
    for (const std::string out : {"puz", "ipuz", "xd"}) {
      Result<Download> d = ExportPuzzle(*r, out);
      ASSERT_TRUE(d.ok()) << d.error().ToString();
      Result<crossword::CrosswordFile> back =
          crossword::ReadCrosswordFile(d->body, out == "puz"    ? crossword::FileFormat::kPuz
                                                : out == "ipuz" ? crossword::FileFormat::kIpuz
                                                                : crossword::FileFormat::kXd);
      ASSERT_TRUE(back.ok()) << back.error().ToString();
      EXPECT_EQ(back->meta.notes, noted.meta.notes) << out;
      EXPECT_EQ(back->meta.author, noted.meta.author) << out;
      EXPECT_EQ(back->meta.copyright, noted.meta.copyright) << out;
      EXPECT_EQ(back->grid, noted.grid) << out;
    }
  }
}

TEST(ImportAuto, JpzPlainOrZippedAndAcrossLiteTextAreToldByTheirContent) {
  const fs::path dir = fs::path(PS_SOURCE_DIR) / "tests/data/crossword-features";
  const std::string jpz = Slurp(dir / "features.jpz"), zipped = Slurp(dir / "zipped.jpz");
  const std::string text = Slurp(dir / "rebus-v2.txt");
  EXPECT_EQ(DetectFormat(jpz), "jpz");
  EXPECT_EQ(DetectFormat(zipped), "jpz");
  EXPECT_EQ(DetectFormat(text), "acrosslite");
  Result<PuzzleRecord> plain = Import(jpz);
  ASSERT_TRUE(plain.ok()) << plain.error().ToString();
  EXPECT_EQ(plain->kind, "crossword");
  EXPECT_EQ(plain->title, "Stars & voids");
  EXPECT_EQ(plain->doc["rebus"], (json{{"5", "STAR"}}));
  // A zipped file comes as base64, as the web app sends binary files.
  Budget budget = Budget::Seconds(60);
  Result<PuzzleRecord> unzipped =
      ImportPuzzle(json{{"text", Base64(zipped)}, {"base64", true}}, budget);
  ASSERT_TRUE(unzipped.ok()) << unzipped.error().ToString();
  EXPECT_EQ(unzipped->doc, plain->doc);
  Result<PuzzleRecord> lite = Import(text);
  ASSERT_TRUE(lite.ok()) << lite.error().ToString();
  EXPECT_EQ(lite->doc["circled"], (json{0, 11}));
  // Both export, and say what they leave out.
  Result<Download> out = ExportPuzzle(*plain, "acrosslite");
  ASSERT_TRUE(out.ok()) << out.error().ToString();
  EXPECT_EQ(out->body.rfind("<ACROSS PUZZLE V2>", 0), 0u);
  ASSERT_FALSE(out->losses.empty());  // shaded and omitted squares, editor, publisher, intro
  EXPECT_NE(out->losses[0].find("shaded"), std::string::npos) << out->losses[0];
  out = ExportPuzzle(*lite, "jpz");
  ASSERT_TRUE(out.ok()) << out.error().ToString();
  EXPECT_TRUE(out->losses.empty());
  Result<crossword::CrosswordFile> back = crossword::ReadJpz(out->body);
  ASSERT_TRUE(back.ok()) << back.error().ToString();
  EXPECT_EQ(back->squares.rebus.size(), 2u);
}

// A barred crossword is not offered as .puz or Across Lite text (they have no bars, and their
// readers would pair its clues with other words): the export is refused in one line, and the
// puzzle's losses say why in place of the missing formats.
TEST(ImportAuto, ABarredCrosswordIsNotOfferedInFormatsWithoutBarsAndSaysWhy) {
  const fs::path dir = fs::path(PS_SOURCE_DIR) / "tests/data/crossword-features";
  Result<PuzzleRecord> barred = Import(Slurp(dir / "barred.ipuz"));
  ASSERT_TRUE(barred.ok()) << barred.error().ToString();
  const json writes = WritesFor(*barred);
  EXPECT_EQ(writes, (json{"ipuz", "xd", "jpz", "json"})) << writes.dump();
  for (const char* format : {"puz", "acrosslite"}) {
    Result<Download> out = ExportPuzzle(*barred, format);
    ASSERT_FALSE(out.ok()) << format;
    EXPECT_NE(out.error().message.find("has no bars"), std::string::npos) << out.error().message;
    const json losses = LossesFor(*barred);
    ASSERT_TRUE(losses.contains(format)) << losses.dump();
    EXPECT_NE(losses[format][0].get<std::string>().find("ipuz, .jpz and .xd keep the bars"),
              std::string::npos)
        << losses.dump();
  }
  Result<Download> xd = ExportPuzzle(*barred, "xd");
  ASSERT_TRUE(xd.ok()) << xd.error().ToString();
  EXPECT_NE(xd->body.find("Form: barred"), std::string::npos) << xd->body;
}

TEST(ImportAuto, AFileOfSeveralCrosswordsImportsEachAndSaysWhatWasSkipped) {
  const fs::path dir = fs::path(PS_SOURCE_DIR) / "tests/data/crossword-features";
  const std::string ipuz = Slurp(dir / "several.ipuz");
  EXPECT_EQ(DetectFormat(ipuz), "ipuz");  // a list of ipuz puzzles is told by its first
  Budget budget = Budget::Seconds(60);
  Result<std::vector<PuzzleRecord>> all =
      ImportPuzzles(json{{"text", ipuz}, {"title", "List"}}, budget);
  ASSERT_TRUE(all.ok()) << all.error().ToString();
  ASSERT_EQ(all->size(), 2u);
  EXPECT_EQ((*all)[0].title, "List");
  EXPECT_EQ((*all)[1].title, "List (2)");
  EXPECT_EQ((*all)[1].doc["grid"][0], "R2D");
  const std::vector<std::string>& notes = (*all)[0].notes;
  ASSERT_EQ(notes.size(), 2u);
  EXPECT_EQ(notes[0], "this text holds 3 puzzles: 2 read, 1 skipped");
  EXPECT_NE(notes[1].find("puzzle 2 of 3 skipped"), std::string::npos) << notes[1];
  // One puzzle asked for: the first, saying there are more.
  Result<PuzzleRecord> one = Import(Slurp(dir / "several.jpz"));
  ASSERT_TRUE(one.ok()) << one.error().ToString();
  EXPECT_EQ(one->title, "Droids and numbers");
  ASSERT_EQ(one->notes.size(), 1u);
  EXPECT_NE(one->notes[0].find("holds 3 puzzles; the first that reads is used"), std::string::npos)
      << one->notes[0];
}

TEST(ImportAuto, SudokuJsonComesBackAndBadJsonGetsAMessage) {
  const std::string good = R"({"box": [2, 2], "diagonals": false, "givens": "1..4..1..1..4..1"})";
  EXPECT_EQ(DetectFormat(good), "sudoku");
  for (const char* format : {"auto", "json", "sudoku"}) {
    Result<PuzzleRecord> r = Import(good, format);
    // Whatever the answer, it is about a sudoku.
    if (r.ok()) {
      EXPECT_EQ(r->kind, "sudoku") << format;
    } else {
      EXPECT_NE(r.error().message.find("sudoku"), std::string::npos) << r.error().message;
    }
  }
  for (const char* bad :
       {R"({"box": [99999, 99999], "givens": ""})", R"({"box": [3, 3], "givens": 5})",
        R"({"box": [3, 2], "givens": "1"})", R"({"box": [3], "givens": "1"})",
        R"({"box": [3, 3], "givens": "1", "diagonals": 1})"}) {
    Result<PuzzleRecord> r = Import(bad, "json");
    EXPECT_FALSE(r.ok()) << bad;
  }
}

// A Sudoku grid with pencil marks carries them as its game (what a hint starts from); lines of
// puzzles, digits side by side in some, are puzzles with no marks.
TEST(ImportAuto, ASudokuGridWithPencilMarksCarriesThemAsItsGame) {
  const std::string givens =
      "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
  std::string grid;
  for (size_t i = 0; i < givens.size(); ++i) {
    grid += givens[i] != '.' ? std::string(1, givens[i]) : i == 1 ? "1256" : "123456789";
    grid += i % 9 == 8 ? "\n" : " ";
  }
  Result<PuzzleRecord> r = Import(grid);
  ASSERT_TRUE(r.ok()) << r.error().message;
  ASSERT_TRUE(r->game.is_object()) << r->game.dump();
  EXPECT_EQ(r->game["values"], givens);
  EXPECT_EQ(r->game["pencil"][1], 0b110011);  // 1, 2, 5 and 6
  EXPECT_EQ(r->game["pencil"][0], 0);         // a given
  Budget budget = Budget::Seconds(60);
  Result<std::vector<PuzzleRecord>> lines = ImportPuzzles(
      json{
          {"text", givens + "\n" +
                       ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962."
                       "..7...\n"}},
      budget);
  ASSERT_TRUE(lines.ok()) << lines.error().message;
  ASSERT_EQ(lines->size(), 2u);
  EXPECT_TRUE(lines->front().game.is_null());
  EXPECT_TRUE(lines->back().game.is_null());
}

}  // namespace
}  // namespace ps::app
