// The Sudoku forms people exchange (tests/data/sudoku-forms/, one small file per form): each file
// gives exactly the expected givens, square by square, and every puzzle read survives a trip
// through every format the Sudoku kind writes (line, grid, letters for 9x9, json, ipuz, solo).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "app/puzzles.h"
#include "app/registry.h"
#include "common/files.h"
#include "core/budget.h"
#include "sudoku/format.h"
#include "sudoku/ipuz.h"

namespace ps::sudoku {
namespace {

using nlohmann::json;

const std::string kDir = std::string(PS_SOURCE_DIR) + "/tests/data/sudoku-forms/";

const std::string kP1 =
    "5...2.63.......2.8...439..7..6.....3.4.8.3.6.9.....4..7..182...2.9.......81.6...2";
const std::string kP2 =
    "3..6..2....4...6.7.6...13..4.8.391.6.........9.386.7.4..25...7.6.1...8....9..3..1";
const std::string kP3 =
    "...7..49....1.8.764....2.....14..9.5.6.....2.5.9..71.....2....764.5.9....58..6...";
const std::string kX =
    "..5..9.....6.2......4....2558..9..1...........2..7..5834....6......3.5.....2..1..";
const std::string k16 =
    "4D.B.F.....6.81..C.76..31.BD5...2...GB..A...E..6.E.1A.8.2.C..G.....9.C.78..2.4.D1.64D9..B.."
    "...8..A..3.B1E.496..G..G...4....7..3..G..8....2...5..D..A25.C48.B..G..B.....6..7A82.47.C.B."
    ".GF.3.A.....1..E.B.F.84.5.A..C...8..13...E...F4A.D6..E9.C..3D.1.....A.G.68";
const std::string k6 = ".6...3...62.3...5..5...1.25...6...4.";

struct Form {
  Form(const char* f, std::vector<std::string> p, bool d = false, std::string n = "")
      : file(f), puzzles(std::move(p)), diagonals(d), note(std::move(n)) {}
  const char* file;
  std::vector<std::string> puzzles;  // the givens in line form, '.' empty, 10-16 as A-G
  bool diagonals;
  std::string note;  // a note the reader must give ("" for none expected)
};

const std::vector<Form>& Forms() {
  static const std::vector<Form> forms = {
      {"line-empty-marks.txt", {kP1, kP1, kP1, kP1, kP1}},
      {"collection.sdm", {kP1, kP2, kP3}},
      {"simple-sudoku.ss", {kP2}},
      {"hodoku.txt", {kP3}},
      {"spaced-grid.txt", {kP1}},
      {"sudocue.sdk", {kP2}},
      {"sections.sdk", {kP3}, false, "the [State] section is skipped"},
      {"kaggle.csv", {kP1, kP2}, false, "CSV header; the puzzles are its column 'puzzle'"},
      {"puzzle-solution.csv", {kP2, kP1}, false, "its column 'puzzle'"},
      {"hash-puzzle-rating.txt", {kP3, kP2}},
      {"comments.txt", {kP1, kP2}},
      {"hex16-1-to-G.txt", {k16}, false, "16x16 read as 1-9 and A-G"},
      {"hex16-0-to-F.txt", {k16}, false, "16x16 read as 0-9 and A-F"},
      {"hex16-grid.txt", {k16}, false, "16x16 read as 1-9 and A-G"},
      {"six.txt", {k6}},
      {"one-bad-line.txt", {kP1, kP3}},
      {"sudoku.ipuz", {kP1}},
      {"sudoku-x.ipuz", {kX}, true},
      {"sudoku-16.ipuz", {k16}},
  };
  return forms;
}

// The puzzles of a file as the import reads them: an ipuz file's one puzzle, else every puzzle of
// the text, with the reader's notes.
std::vector<Puzzle> ReadFile(const std::string& text, std::vector<std::string>& notes) {
  if (text.find("ipuz.org/sudoku") != std::string::npos) {
    Result<IpuzSudoku> ipuz = ReadIpuzSudoku(text);
    EXPECT_TRUE(ipuz.ok()) << ipuz.error().ToString();
    return ipuz.ok() ? std::vector<Puzzle>{ipuz->puzzle} : std::vector<Puzzle>{};
  }
  Result<PuzzleFile> file = ReadPuzzles(text);
  EXPECT_TRUE(file.ok()) << file.error().ToString();
  if (!file.ok()) return {};
  notes = file->notes;
  std::vector<Puzzle> out;
  for (const ParsedPuzzle& pp : file->puzzles) out.push_back(pp.puzzle);
  return out;
}

void ExpectGivens(const Puzzle& got, const std::string& want, const std::string& where) {
  const int n = got.geo.n();
  ASSERT_EQ(static_cast<size_t>(got.geo.cells()), want.size()) << where;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const size_t i = static_cast<size_t>(y * n + x);
      EXPECT_EQ(ValueChar(got.cells[i]), want[i]) << where << " r" << y + 1 << "c" << x + 1;
    }
  }
}

TEST(SudokuForms, EachFileGivesItsPuzzlesSquareBySquare) {
  for (const Form& form : Forms()) {
    SCOPED_TRACE(form.file);
    std::vector<std::string> notes;
    const std::vector<Puzzle> got = ReadFile(ps::testing_files::Slurp(kDir + form.file), notes);
    ASSERT_EQ(got.size(), form.puzzles.size());
    for (size_t k = 0; k < got.size(); ++k) {
      ExpectGivens(got[k], form.puzzles[k], std::string(form.file) + " #" + std::to_string(k + 1));
      EXPECT_EQ(got[k].geo.diagonals, form.diagonals);
    }
    if (!form.note.empty()) {
      bool found = false;
      for (const std::string& n : notes) found = found || n.find(form.note) != std::string::npos;
      EXPECT_TRUE(found) << "no note \"" << form.note << "\"";
    }
  }
}

TEST(SudokuForms, ABadLineIsReportedWithItsPlaceAndTheRestIsRead) {
  const std::string text = ps::testing_files::Slurp(kDir + "one-bad-line.txt");
  Result<PuzzleFile> file = ReadPuzzles(text);
  ASSERT_TRUE(file.ok());
  ASSERT_EQ(file->skipped.size(), 1u);
  EXPECT_EQ(file->skipped[0].line, 2);
  EXPECT_EQ(file->skipped[0].column, 21);
  EXPECT_NE(file->skipped[0].message.find("'x'"), std::string::npos);
  EXPECT_EQ(file->puzzles.size(), 2u);
  EXPECT_EQ(file->puzzles[1].line, 3);
  ReadOptions strict;
  strict.strict = true;
  Result<PuzzleFile> refused = ReadPuzzles(text, strict);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().line, 2);
  EXPECT_EQ(refused.error().column, 21);
}

TEST(SudokuForms, ABadRowSkipsItsGridAndTheNextGridIsRead) {
  std::string text;
  for (int y = 0; y < 9; ++y) text += kP1.substr(static_cast<size_t>(y * 9), 9) + "\n";
  std::string bad = text;
  bad[4 * 10 + 2] = 'z';  // row 5 of the first grid
  Result<PuzzleFile> file = ReadPuzzles(bad + "\n" + text);
  ASSERT_TRUE(file.ok());
  ASSERT_EQ(file->skipped.size(), 1u);
  EXPECT_EQ(file->skipped[0].line, 5);
  EXPECT_NE(file->skipped[0].message.find("the grid that starts on line 1 is skipped"),
            std::string::npos);
  ASSERT_EQ(file->puzzles.size(), 1u);
  EXPECT_EQ(file->puzzles[0].line, 11);
  ExpectGivens(file->puzzles[0].puzzle, kP1, "second grid");
}

TEST(SudokuForms, SixteenBySixteenConventionIsChosenAndSaid) {
  // No G and no 0: both conventions fit, 1-G is assumed and the note says it could be 0-F.
  std::string ambiguous = k16;
  for (char& c : ambiguous) {
    if (c == 'G' || c == '0') c = '.';
  }
  Result<PuzzleFile> file = ReadPuzzles(ambiguous);
  ASSERT_TRUE(file.ok());
  ASSERT_EQ(file->notes.size(), 1u);
  EXPECT_NE(file->notes[0].find("could also count 0-F; assumed 1-G"), std::string::npos);
  // 0 as the only empty mark: 1-G.
  std::string zeros = k16;
  for (char& c : zeros) {
    if (c == '.') c = '0';
  }
  file = ReadPuzzles(zeros);
  ASSERT_TRUE(file.ok());
  EXPECT_EQ(file->puzzles[0].puzzle.cells[0], 4);
  EXPECT_EQ(file->puzzles[0].puzzle.cells[2], 0);
}

// Every puzzle of every file, written in each format the Sudoku kind writes and read back, has
// the same givens (and Sudoku-X its diagonals where the format carries them).
TEST(SudokuForms, EveryPuzzleRoundTripsThroughEveryFormatWritten) {
  const app::Kind* kind = app::FindKind("sudoku");
  ASSERT_NE(kind, nullptr);
  std::vector<std::string> writes(kind->writes.begin(), kind->writes.end());
  EXPECT_EQ(writes, (std::vector<std::string>{"line", "letters", "grid", "json", "ipuz", "solo",
                                              "fpuzzles", "fpuzzles-url", "sudokuwiki"}));
  for (const Form& form : Forms()) {
    SCOPED_TRACE(form.file);
    std::vector<std::string> notes;
    for (const Puzzle& p : ReadFile(ps::testing_files::Slurp(kDir + form.file), notes)) {
      Budget budget = Budget::Seconds(60);
      Result<app::PuzzleRecord> r =
          app::ImportPuzzle(json{{"text", WriteIpuzSudoku(p, {}, "")}}, budget);
      ASSERT_TRUE(r.ok()) << r.error().ToString();
      ASSERT_EQ(r->kind, "sudoku");
      for (const std::string& format : writes) {
        SCOPED_TRACE(format);
        Result<app::Download> d = app::ExportPuzzle(*r, format);
        if (format == "letters" && p.geo.n() != 9) {
          EXPECT_FALSE(d.ok());  // the letter code is for 9x9 only
          continue;
        }
        if (format == "sudokuwiki" && (p.geo.n() != 9 || p.geo.diagonals)) {
          EXPECT_FALSE(d.ok());  // SudokuWiki's solver takes a classic 9x9
          continue;
        }
        ASSERT_TRUE(d.ok()) << d.error().ToString();
        const bool marks_diagonals = format == "json" || format == "ipuz" || format == "solo" ||
                                     format == "fpuzzles" || format == "fpuzzles-url";
        if (p.geo.diagonals && !marks_diagonals) {
          // The line, grid and letter forms have no mark for the diagonals: only the givens
          // come back (a Sudoku-X read as a plain Sudoku has more than one solution).
          Result<std::vector<ParsedPuzzle>> again =
              format == "letters" ? Result<std::vector<ParsedPuzzle>>(std::vector<ParsedPuzzle>{
                                        {DecodeLetters(d->body.substr(0, 81))->puzzle, 1}})
                                  : ParsePuzzles(d->body);
          ASSERT_TRUE(again.ok());
          EXPECT_EQ(again->front().puzzle.cells, p.cells);
          continue;
        }
        Result<app::PuzzleRecord> back = app::ImportPuzzle(json{{"text", d->body}}, budget);
        ASSERT_TRUE(back.ok()) << back.error().ToString() << "\n" << d->body;
        EXPECT_EQ(back->doc["givens"], r->doc["givens"]);
        EXPECT_EQ(back->doc["solution"], r->doc["solution"]);
        if (marks_diagonals) {
          EXPECT_EQ(back->doc["diagonals"], p.geo.diagonals);
        }
      }
    }
  }
}

// An ipuz Sudoku goes to the Sudoku kind, an ipuz crossword still to the crosswords, whether the
// format is told or found; and what ipuz Sudoku cannot say is refused with one line.
TEST(SudokuForms, IpuzIsTheSudokuKindsOnlyWhenItsKindIsSudoku) {
  Budget budget = Budget::Seconds(60);
  const std::string sudoku = ps::testing_files::Slurp(kDir + "sudoku-x.ipuz");
  for (const char* format : {"auto", "ipuz", "json"}) {
    Result<app::PuzzleRecord> r =
        app::ImportPuzzle(json{{"text", sudoku}, {"format", format}}, budget);
    ASSERT_TRUE(r.ok()) << format << ": " << r.error().ToString();
    EXPECT_EQ(r->kind, "sudoku") << format;
    EXPECT_EQ(r->doc["diagonals"], true);
  }
  const json crossword = {
      {"version", "http://ipuz.org/v2"},
      {"kind", {"http://ipuz.org/crossword#1"}},
      {"dimensions", {{"width", 2}, {"height", 2}}},
      {"puzzle", {{1, 2}, {3, 0}}},
      {"solution", json::array({json::array({"A", "B"}), json::array({"C", "D"})})},
      {"clues", {{"Across", {{1, "ab"}, {3, "cd"}}}, {"Down", {{1, "ac"}, {2, "bd"}}}}}};
  for (const char* format : {"auto", "ipuz"}) {
    Result<app::PuzzleRecord> r =
        app::ImportPuzzle(json{{"text", crossword.dump()}, {"format", format}}, budget);
    ASSERT_TRUE(r.ok()) << format << ": " << r.error().ToString();
    EXPECT_NE(r->kind, "sudoku") << format;
  }
  json wrong = json::parse(ps::testing_files::Slurp(kDir + "sudoku.ipuz"));
  std::swap(wrong["solution"][0][1], wrong["solution"][0][2]);
  Result<app::PuzzleRecord> refused = app::ImportPuzzle(json{{"text", wrong.dump()}}, budget);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find("\"solution\" is not the puzzle's one solution"),
            std::string::npos)
      << refused.error().message;
  json doc = json::parse(sudoku);
  doc["boxes"] = false;
  Result<IpuzSudoku> jigsaw = ReadIpuzSudoku(doc.dump());
  ASSERT_FALSE(jigsaw.ok());
  EXPECT_NE(jigsaw.error().message.find("jigsaw"), std::string::npos);
  doc = json::parse(sudoku);
  doc["cages"] = json::array({{{"cells", {{0, 0}, {0, 1}}}, {"value", 3}}});
  EXPECT_FALSE(ReadIpuzSudoku(doc.dump()).ok());
  doc = json::parse(sudoku);
  doc["puzzle"][2][3] = 12;
  Result<IpuzSudoku> big = ReadIpuzSudoku(doc.dump());
  ASSERT_FALSE(big.ok());
  EXPECT_NE(big.error().message.find("r3c4"), std::string::npos) << big.error().message;
}

}  // namespace
}  // namespace ps::sudoku
