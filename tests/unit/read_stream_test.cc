// A file of puzzles read a piece at a time (app/read_stream.h) gives the puzzles, notes and line
// numbers a whole read gives: Sudoku lines, a CSV set whose header every piece needs, game IDs;
// a big file of grids is refused in one line, and a small file is read whole as before.
#include "app/read_stream.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "common/files.h"

namespace ps::app {
namespace {

const std::vector<std::string> kLines = {
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
    "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
    "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...",
};

struct Read {
  std::vector<std::string> lines;  // each puzzle's givens, in order
  std::vector<std::string> notes;
  std::string error;
};

// Every piece of `path` read with these sizes: the puzzles' givens, the notes, the error.
// (The clues alone: nothing solved or graded on the way, as solve and grade read.)
Read Stream(const std::string& path, size_t whole_up_to, size_t piece_bytes,
            int* pieces = nullptr) {
  Read out;
  ReadOptions options;
  options.clues_only = true;
  Result<std::unique_ptr<PuzzleStream>> s =
      PuzzleStream::Open(path, options, StreamOptions{whole_up_to, piece_bytes});
  if (!s.ok()) {
    out.error = s.error().ToString();
    return out;
  }
  int n = 0;
  while (!(*s)->done()) {
    Budget budget = Budget::Seconds(60);
    Result<std::vector<PuzzleRecord>> got = (*s)->Next(budget);
    if (!got.ok()) {
      out.error = got.error().ToString();
      break;
    }
    ++n;
    for (const PuzzleRecord& r : *got) {
      out.lines.push_back(r.doc.value("givens", std::string()));
      out.notes.insert(out.notes.end(), r.notes.begin(), r.notes.end());
    }
  }
  if (pieces != nullptr) *pieces = n;
  return out;
}

std::string Temp(const std::string& name, const std::string& text) {
  const std::string path = testing::TempDir() + "ps_stream_" + name;
  testing_files::Write(path, text);
  return path;
}

TEST(ReadStream, SudokuLinesInPiecesAreTheWholeReadsPuzzlesWithTheFilesLineNumbers) {
  std::string text = "# a comment line first\n";
  for (int i = 0; i < 200; ++i) text += kLines[static_cast<size_t>(i) % kLines.size()] + "\n";
  // A bad line deep in the file: line 150 of the file (the comment is line 1).
  const size_t at = text.find('\n', [&] {
    size_t p = 0;
    for (int i = 0; i < 148; ++i) p = text.find('\n', p) + 1;
    return p;
  }());
  text.insert(at + 1, std::string(80, '.') + "\n");
  const std::string path = Temp("lines.txt", text);
  const Read whole = Stream(path, 1 << 20, 1 << 20);
  int pieces = 0;
  const Read small = Stream(path, 1000, 700, &pieces);
  ASSERT_EQ(whole.error, "");
  ASSERT_EQ(small.error, "");
  EXPECT_GT(pieces, 20);
  EXPECT_EQ(whole.lines.size(), 200u);
  EXPECT_EQ(small.lines, whole.lines);
  // The skipped line is named by its line in the file, however it was read.
  const std::string skipped = "line 150, column 80 skipped";
  auto has = [](const std::vector<std::string>& notes, const std::string& what) {
    for (const std::string& n : notes)
      if (n.find(what) != std::string::npos) return true;
    return false;
  };
  EXPECT_TRUE(has(whole.notes, skipped)) << ::testing::PrintToString(whole.notes);
  EXPECT_TRUE(has(small.notes, skipped)) << ::testing::PrintToString(small.notes);
  // A piece's count would be the piece's, not the file's: only the whole read says it.
  EXPECT_TRUE(has(whole.notes, "read 200 puzzles, skipped 1 bad line"));
  EXPECT_FALSE(has(small.notes, "read "));
}

TEST(ReadStream, ACsvSetsHeaderIsCarriedToEveryPiece) {
  // The puzzle is the second column: a piece without the header would read the first whole
  // grid of the line, the solution.
  const std::string solution =
      "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
  std::string text = "solution,puzzle,difficulty\n";
  for (int i = 0; i < 120; ++i) {
    text += solution + "," + kLines[static_cast<size_t>(i) % kLines.size()] + ",1.5\n";
  }
  const std::string path = Temp("set.csv", text);
  const Read whole = Stream(path, 1 << 20, 1 << 20);
  const Read small = Stream(path, 2000, 900);
  ASSERT_EQ(whole.error, "");
  ASSERT_EQ(small.error, "");
  EXPECT_EQ(whole.lines.size(), 120u);
  EXPECT_EQ(whole.lines.back(), kLines[119 % kLines.size()]);
  EXPECT_EQ(small.lines, whole.lines);
  // The header is said once, with its line.
  int said = 0;
  for (const std::string& n : small.notes) said += n.find("line 1: a CSV header") != n.npos;
  EXPECT_EQ(said, 1) << ::testing::PrintToString(small.notes);
}

TEST(ReadStream, GameIdsOneALineAreReadInPieces) {
  std::string text;
  for (int i = 0; i < 60; ++i) {
    text += "sudoku/9:4e8a5a3j7f2e6e8a4f1g6a3a7a5b2e1a4f\n";
  }
  const std::string path = Temp("ids.txt", text);
  int pieces = 0;
  const Read small = Stream(path, 500, 300, &pieces);
  ASSERT_EQ(small.error, "");
  EXPECT_GT(pieces, 5);
  ASSERT_EQ(small.lines.size(), 60u);
  EXPECT_EQ(small.lines.front(), Stream(path, 1 << 20, 1 << 20).lines.front());
}

TEST(ReadStream, ABigFileOfGridsIsRefusedWithWhatToDo) {
  std::string grid;
  for (int r = 0; r < 9; ++r) grid += kLines[0].substr(static_cast<size_t>(r) * 9, 9) + "\n";
  std::string text;
  for (int i = 0; i < 30; ++i) text += grid + "\n";
  const std::string path = Temp("grids.txt", text);
  EXPECT_EQ(Stream(path, 1 << 20, 1 << 20).lines.size(), 30u);  // small: read whole
  const Read big = Stream(path, 1000, 500);
  EXPECT_TRUE(big.lines.empty());
  EXPECT_NE(big.error.find("not one a line"), std::string::npos) << big.error;
  EXPECT_NE(big.error.find("split it into files"), std::string::npos) << big.error;
}

TEST(ReadStream, AFileThatIsNotThereIsAnErrorAtOpen) {
  const Read r = Stream(testing::TempDir() + "ps_stream_no_such_file", 1000, 500);
  EXPECT_NE(r.error.find("cannot read"), std::string::npos) << r.error;
}

}  // namespace
}  // namespace ps::app
