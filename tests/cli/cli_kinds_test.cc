// CLI tests of the verbs every kind shares (make, convert, print, kinds), built from the registry
// of kinds, and of game IDs where a kind's own command reads a puzzle.
#include <string>

#include "cli/cli.h"

namespace {

TEST(CliKinds, MakeHasTheKindsParametersAsOptionsWithTheTablesDefaults) {
  CliRun help = Cli("make sudoku --help");
  ASSERT_EQ(help.code, 0);
  for (const char* option :
       {"--size", "--level", "--symmetry", "--diagonals", "--minimal", "--seed", "--to"}) {
    EXPECT_NE(help.out.find(option), std::string::npos) << option;
  }
  EXPECT_NE(Cli("make fill --help").out.find("--min-score"), std::string::npos);
  EXPECT_NE(Cli("make sweetspots --help").out.find("--stars"), std::string::npos);  // an alias
  // `make` and the kind's own `generate` make the same puzzle from the same seed by default.
  CliRun made = Cli("make sudoku --seed 9 --to line -q");
  CliRun generated = Cli("sudoku generate --seed 9 -q");
  ASSERT_EQ(made.code, 0) << made.err;
  EXPECT_EQ(made.out, generated.out);
  // Bad parameters: one line naming the option's value, exit 2.
  for (const char* bad : {"make sudoku --size 7", "make starbattle --size 99",
                          "make sudoku --level impossible", "make sudoku --symmetry sideways"}) {
    CliRun r = Cli(bad);
    EXPECT_EQ(r.code, 2) << bad;
    EXPECT_EQ(Lines(r.err), 1) << bad << ": " << r.err;
    EXPECT_TRUE(r.out.empty()) << bad;
  }
}

TEST(CliKinds, AnIdIsTakenWhereAFileIs) {
  const std::string id = "sudoku/9:4e8a5a3j7f2e6e8a4f1g6a3a7a5b2e1a4f";
  const std::string line =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  EXPECT_EQ(Cli("convert " + id + " --to line").out, line + "\n");
  EXPECT_EQ(Cli("convert -", line + "\n").out, id + "\n");  // and back, from any format
  CliRun solved = Cli("sudoku solve " + id);
  EXPECT_EQ(solved.code, 0) << solved.err;
  EXPECT_EQ(solved.out, Cli("sudoku solve -", line + "\n").out);
  // A Sudoku-X ID keeps its diagonals in the kind's own commands.
  CliRun x = Cli("make sudoku --diagonals --seed 3 -q");
  ASSERT_EQ(x.code, 0);
  std::string xid = x.out.substr(0, x.out.size() - 1);
  EXPECT_EQ(xid.rfind("sudoku/9x:", 0), 0u) << xid;
  EXPECT_EQ(Cli("sudoku solve " + xid).code, 0);
  // Star Battle: the ID and the puzz.link URL are the same board.
  EXPECT_EQ(Cli("starbattle solve starbattle/6k1:4ilbhgdnmhou").out,
            Cli("starbattle solve 'https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou'").out);
  // A crossword's ID prints, converts and shows.
  const std::string words = TempPath("words.txt");
  ps::testing_files::Write(words,
                           "planet: Earth, for one\norbit: Path around a star\ncomet: Icy "
                           "visitor\nmoon: Natural satellite\nstar: Sun, for one\n");
  CliRun cw = Cli("make crossword --words " + words + " --seed 1 -q");
  ASSERT_EQ(cw.code, 0) << cw.err;
  const std::string cid = cw.out.substr(0, cw.out.size() - 1);
  EXPECT_NE(Cli("crossword show " + cid).out.find("Natural satellite"), std::string::npos);
  const std::string svg = TempPath("id.svg");
  ASSERT_EQ(Cli("print " + cid + " --svg " + svg + " --answers").code, 0);
  EXPECT_NE(Slurp(svg).find("<svg"), std::string::npos);
  // A mistyped ID says what is wrong with it, in one line, exit 2.
  CliRun bad = Cli("sudoku solve sudoku/9:4e8a5");
  EXPECT_EQ(bad.code, 2);
  EXPECT_EQ(Lines(bad.err), 1) << bad.err;
  EXPECT_NE(bad.err.find("describes"), std::string::npos) << bad.err;
}

TEST(CliKinds, KindsListsEveryKindWithWhatItReadsAndWrites) {
  CliRun r = Cli("kinds");
  ASSERT_EQ(r.code, 0);
  for (const char* kind : {"sudoku", "starbattle", "fillin", "crossword", "fill"}) {
    EXPECT_NE(r.out.find(std::string(kind) + " ("), std::string::npos) << kind;
  }
  EXPECT_NE(r.out.find("puzzlesmith make starbattle [--size --stars --level --seed]"),
            std::string::npos)
      << r.out;
}

}  // namespace
