// A file of puzzles too big to read whole (over 8 MB): one puzzle a line, it is solved a piece at
// a time, every answer the same as the puzzle's alone and a bad line named by its line in the
// file; a big file of another shape gets one line saying what to do, exit 2.
#include <string>

#include "cli/cli.h"

namespace {

// A Sudoku with a few squares empty (quick to solve, so that the file is the test's cost), and
// its solution.
const std::string kSolution =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

std::string Holes(int k) {
  std::string p = kSolution;
  for (int i = 0; i < 4; ++i) p[static_cast<size_t>((k * 7 + i * 19) % 81)] = '.';
  return p;
}

TEST(CliBigFiles, ASudokuFileOverEightMegabytesIsSolvedAPieceAtATime) {
  // 110,000 lines of 82 bytes: 9 MB; line 100,000 is bad (80 characters).
  std::string file;
  file.reserve(9'100'000);
  const int kLinesInFile = 110'000, kBad = 100'000;
  for (int i = 1; i <= kLinesInFile; ++i) {
    file += i == kBad ? std::string(80, '.') : Holes(i % 50);
    file += '\n';
  }
  ASSERT_GT(file.size(), size_t{8} << 20);
  const std::string path = TempPath("big.txt");
  Write(path, file);
  CliRun r = Cli("sudoku solve -q " + path);
  EXPECT_EQ(r.code, 0) << r.err.substr(0, 400);
  EXPECT_EQ(Lines(r.out), kLinesInFile - 1);
  // Every answer is the solution (each puzzle of the file is unique).
  size_t wrong = 0;
  for (size_t at = 0; at < r.out.size();) {
    const size_t end = r.out.find('\n', at);
    if (r.out.compare(at, end - at, kSolution) != 0) ++wrong;
    at = end + 1;
  }
  EXPECT_EQ(wrong, 0u);
  EXPECT_NE(r.err.find("line 100000, column 80 skipped"), std::string::npos) << r.err;
  EXPECT_EQ(Lines(r.err), 1) << r.err;
}

TEST(CliBigFiles, ABigFileOfGridsGetsOneLineSayingToSplitIt) {
  std::string grid;
  for (int row = 0; row < 9; ++row)
    grid += kSolution.substr(static_cast<size_t>(row) * 9, 9) + "\n";
  std::string file;
  while (file.size() <= (size_t{8} << 20)) file += grid + "\n";
  const std::string path = TempPath("grids.txt");
  Write(path, file);
  CliRun r = Cli("sudoku solve -q " + path);
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(Lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find(path + ": it is bigger than 8 MB and its puzzles are not one a line"),
            std::string::npos)
      << r.err;
}

}  // namespace
