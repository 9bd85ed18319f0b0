// CLI tests of what a command says when it cannot do what it was asked: a write that fails is
// never a success (exit 74, one line), a folder that is not there is named, a command or seed
// that cannot be is one line with the `puzzlesmith:` prefix, and `serve` is described with its
// options like every other command.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/cli.h"

namespace {

const std::string kId = "sudoku/9:a91a75a8f8a9c839c482c7c4c3c1c8c525c826c6a5f8a96a51a";
const std::string kStar = "starbattle/6k1:4ilbhgdnmhou";

// Every file output, on a full disk: exit 74 and one line naming the file.
TEST(CliErrors, AWriteToAFullDiskIsNeverASuccess) {
  for (const std::string& args : std::vector<std::string>{
           "make sudoku --seed 1 -q --pdf /dev/full", "make sudoku --seed 1 -q --svg /dev/full",
           "make sudoku --seed 1 -q -o /dev/full", "make sudoku --seed 1 -q --to line -o /dev/full",
           "convert " + kId + " /dev/full --to line", "convert " + kId + " -o /dev/full",
           "print " + kId + " --pdf /dev/full", "print " + kStar + " --svg /dev/full",
           "print " + kId + " --html /dev/full", "sudoku print " + kId + " --pdf /dev/full",
           "starbattle cnf " + kStar + " /dev/full",
           "crossword layout " + kSrc +
               "/data/crossword/sample-words.txt --seed 1 -q --ipuz /dev/full",
           "make sudoku --seed 1 --count 3 -q -o /dev/full"}) {
    CliRun r = Cli(args);
    EXPECT_EQ(r.code, 74) << args << ": " << r.err;
    EXPECT_EQ(Lines(r.err), 1) << args << ": " << r.err;
    EXPECT_EQ(r.err.rfind("puzzlesmith: ", 0), 0u) << args << ": " << r.err;
  }
  // The device is still a device: nothing was renamed over it.
  EXPECT_EQ(Cli("make sudoku --seed 1 -q -o /dev/full").code, 74);
}

TEST(CliErrors, AFolderThatIsNotThereIsNamed) {
  const std::string missing = TempPath("no-such-folder") + "/out.pdf";
  for (const std::string& args : std::vector<std::string>{
           "make sudoku --seed 1 -q --pdf " + missing, "convert " + kId + " " + missing,
           "print " + kId + " --pdf " + missing}) {
    CliRun r = Cli(args);
    EXPECT_EQ(r.code, 74) << args;
    EXPECT_EQ(Lines(r.err), 1) << r.err;
    EXPECT_NE(r.err.find("the folder '" + TempPath("no-such-folder") + "' does not exist"),
              std::string::npos)
        << r.err;
  }
}

TEST(CliErrors, AnUnknownCommandAndABadOptionAreOneLine) {
  CliRun frob = Cli("frob");
  EXPECT_EQ(frob.code, 2);
  EXPECT_EQ(frob.err, "puzzlesmith: no command 'frob' (puzzlesmith --help lists the commands)\n");
  CliRun sub = Cli("sudoku frob");
  EXPECT_EQ(sub.code, 2);
  EXPECT_EQ(sub.err.rfind("puzzlesmith: no command 'sudoku frob'", 0), 0u) << sub.err;
  CliRun none = Cli("");
  EXPECT_EQ(none.code, 2);
  EXPECT_EQ(Lines(none.err), 1) << none.err;
  for (const std::string& args : std::vector<std::string>{
           "print " + kId + " --paper legal --pdf x.pdf", "make sudoku --bogus",
           "solve --max-solutions", "make sudoku --size 7"}) {
    CliRun r = Cli(args);
    EXPECT_EQ(r.code, 2) << args;
    EXPECT_EQ(Lines(r.err), 1) << args << ": " << r.err;
    EXPECT_EQ(r.err.rfind("puzzlesmith: ", 0), 0u) << args << ": " << r.err;
    EXPECT_EQ(r.err.find("Run with --help"), std::string::npos) << r.err;
  }
  // Under --json, the same line as an error record.
  CliRun as_json = Cli("--json frob");
  EXPECT_EQ(nlohmann::json::parse(as_json.out)["error"]["message"],
            "no command 'frob' (puzzlesmith --help lists the commands)");
}

TEST(CliErrors, ANegativeOrTooLargeSeedIsRefused) {
  for (const std::string& args : std::vector<std::string>{
           "make sudoku --seed -1", "make sudoku --seed 99999999999999999999",
           "sudoku generate --seed -1",
           "starbattle creategame 0 " + TempPath("cg.txt") + " 8 1 1 1 --seed -1",
           "starbattle creategame 0 " + TempPath("cg.txt") +
               " 8 1 1 1 --seed 18446744073709551617"}) {
    CliRun r = Cli(args);
    EXPECT_EQ(r.code, 2) << args << ": " << r.err;
    EXPECT_EQ(Lines(r.err), 1) << args << ": " << r.err;
  }
}

// `serve` hands its arguments to the server, but help --json, the manual page and the
// completions describe its options like any command's.
TEST(CliErrors, ServesOptionsAreDescribed) {
  EXPECT_NE(Cli("help --json").out.find("\"--max-seconds\""), std::string::npos);
  EXPECT_NE(Cli("help --man").out.find("max\\-seconds"), std::string::npos);
  EXPECT_NE(Cli("completions bash").out.find("--max-seconds"), std::string::npos);
  EXPECT_NE(Cli("completions fish").out.find("max-seconds"), std::string::npos);
}

// `crossword fill` draws from the built-in list when no --words is given, as `make fill` does.
TEST(CliErrors, CrosswordFillUsesTheBuiltInWordsByDefault) {
  const std::string grid = "...\n...\n...\n";
  CliRun fill = Cli("crossword fill - --seed 1 --min-score 0 --quality-time 0 --json", grid);
  CliRun make = Cli("make fill --pattern - --seed 1 --min-score 0 --quality-time 0 --json", grid);
  EXPECT_EQ(fill.code, make.code) << fill.err;
  EXPECT_EQ(fill.out, make.out);
  EXPECT_EQ(fill.err.find("--words"), std::string::npos) << fill.err;
}

// A puzzle's JSON with a field of the wrong type (a record edited by hand, a script's mistake)
// gets one line and exit 2, never an abort, through every verb that reads it.
TEST(CliErrors, AFieldOfTheWrongTypeInAPuzzlesJsonIsOneLine) {
  const CliRun made = Cli("make starbattle --size 6 --stars 1 --seed 2 --json -q");
  ASSERT_EQ(made.code, 0) << made.err;
  nlohmann::json record = nlohmann::json::parse(made.out);
  std::vector<std::string> broken;
  for (const char* field : {"title", "level", "game_id", "doc"}) {
    nlohmann::json r = record;
    r[field] = 5;
    broken.push_back(r.dump());
  }
  for (const char* field : {"size", "stars", "zones"}) {
    nlohmann::json r = record;
    r["doc"][field] = "ten";
    broken.push_back(r.dump());
  }
  broken.push_back(R"({"kind":"sudoku","doc":{"box":[3,3],"givens":"1..2","diagonals":"yes"}})");
  for (const std::string& json : broken) {
    for (const std::string verb : {"convert - --to id", "solve -", "grade -", "print - --svg -"}) {
      CliRun r = Cli(verb, json + "\n");
      EXPECT_EQ(r.code, 2) << verb << " " << json << ": " << r.err;
      EXPECT_EQ(Lines(r.err), 1) << verb << " " << json << ": " << r.err;
      EXPECT_EQ(r.err.find("terminate"), std::string::npos) << r.err;
    }
  }
}

// A Sudoku set of "puzzle solution" lines (as rated sets are written) is puzzles, each with its
// solution beside it, not jigsaws whose regions are the solution.
TEST(CliErrors, PuzzleAndSolutionLinesAreNotReadAsJigsaws) {
  const std::string line =
      ".83.2..9....8..1...293....8....987...7.....6...674....3....698...2..5....1..3.54. "
      "183524697547869123629317458235698714471253869896741235354176982962485371718932546";
  CliRun r = Cli("sudoku solve -q -", line + "\n" + line + "\n");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, line.substr(82) + "\n" + line.substr(82) + "\n");
}

// Parameters no puzzle can have are refused at once, in one line, not searched until the budget
// ends: a clue count past the squares or below the fewest a unique 9x9 has, a longest word
// shorter than the shortest.
TEST(CliErrors, ImpossibleParametersAreRefusedAtOnce) {
  for (const auto& [args, said] : std::vector<std::pair<std::string, std::string>>{
           {"make sudoku --clues 1-1 --seed 1", "at least 17 clues"},
           {"make sudoku --clues 82-90 --seed 1", "has 81 squares"},
           {"make sudoku --clues 0 --seed 1", "at least one clue"},
           {"make sudoku --size 4 --clues 3 --seed 1", "at least 4 clues"},
           {"solve 'sudoku/clues=1-1#1'", "at least 17 clues"},
           {"make fillin --min-length 10 --max-length 5 --seed 1", "below 'min_length' 10"}}) {
    CliRun r = Cli(args + " --time-limit 20");
    EXPECT_EQ(r.code, 2) << args << ": " << r.err;
    EXPECT_EQ(Lines(r.err), 1) << args << ": " << r.err;
    EXPECT_NE(r.err.find(said), std::string::npos) << args << ": " << r.err;
  }
  // A range that reaches a possible count is searched as before.
  CliRun ok = Cli("make sudoku --clues 10-40 --seed 1 -q --to line");
  EXPECT_EQ(ok.code, 0) << ok.err;
}

// A Sudoku-X written as a line, grid or letter code (its givens alone) says once that the
// diagonals are not kept, however many puzzles are written.
TEST(CliErrors, ASudokuXInAFormWithoutItsDiagonalsIsSaidOnce) {
  CliRun r = Cli("make sudoku --diagonals --seed 3 --count 3 -q --to line");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(Lines(r.out), 3);
  EXPECT_EQ(Lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("line has no mark for the diagonals"), std::string::npos) << r.err;
  CliRun kept = Cli("make sudoku --diagonals --seed 3 -q --to json");
  EXPECT_EQ(kept.err, "");
}

}  // namespace
