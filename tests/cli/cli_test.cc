// CLI tests: the real puzzlesmith binary on fixtures — stdout, stderr and exit codes, as a user
// sees them.
#include "cli/cli.h"

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "common/files.h"

namespace {

// The filled board exactly as the document prints it.
const std::string kDocBoard = Slurp(kSrc + "/data/fillin/seed-10x10.solution");

// `fillin solve` is `solve` (the shared verb) reading a board and its word list: the fill as the
// document prints it, then the outcome in the words of every solver.
TEST(CliFillin, SolvesTheDocumentsExampleExactly) {
  CliRun r = Cli("fillin solve " + kDoc + " " + kDocWords);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, kDocBoard + "unique\n");
  // --max-solutions 1 stops at the first fill and says nothing of uniqueness.
  EXPECT_EQ(Cli("fillin solve " + kDoc + " " + kDocWords + " --max-solutions 1").out,
            kDocBoard + "solved\n");
  // The same command: `solve` with the board and --word-list.
  EXPECT_EQ(Cli("solve " + kDoc + " --word-list " + kDocWords + " --grid").out, r.out);
}

TEST(CliFillin, ExportsThroughTheCrosswordFormats) {
  // The document's puzzle, filled (convert reads a board with its word list as the fill-in
  // puzzle it makes), as .ipuz/.puz/.xd and printed; its word list comes back.
  const std::string ipuz = TempPath("fi.ipuz"), puz = TempPath("fi.puz"), xd = TempPath("fi.xd");
  const std::string pdf = TempPath("fi.pdf");
  CliRun r = Cli("convert " + kDoc + " " + ipuz + " --word-list " + kDocWords +
                 " --title 'Fruit' --puz " + puz + " --xd " + xd + " --pdf " + pdf);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(Slurp(pdf).substr(0, 5), "%PDF-");
  for (const std::string& f : {ipuz, puz, xd}) {
    CliRun show = Cli("crossword show " + f);
    ASSERT_EQ(show.code, 0) << f << ": " << show.err;
    EXPECT_EQ(show.out.rfind("Fruit\n", 0), 0u) << show.out;
    EXPECT_NE(show.out.find("MANDARIN"), std::string::npos) << show.out;
    EXPECT_NE(show.out.find("\nWords\n"), std::string::npos) << show.out;
    EXPECT_NE(show.out.find("  4: DATE"), std::string::npos) << show.out;
  }
  // A generated puzzle prints as the puzzle (word list, empty grid) plus the answer key.
  const std::string svg = TempPath("fi-gen.svg");
  CliRun g = Cli("fillin generate --size 9x9 --words " + kTestDict + " --seed 4 -q --svg " +
                 TempPath("fi-board.svg") + " --ipuz " + ipuz);
  ASSERT_EQ(g.code, 0) << g.err;
  CliRun c = Cli("crossword convert " + ipuz + " " + svg + " --answers");
  ASSERT_EQ(c.code, 0) << c.err;
  const std::string text = Slurp(svg);
  EXPECT_NE(text.find(" LETTERS<"), std::string::npos);
  EXPECT_NE(text.find("Fill-in 9x9: answers"), std::string::npos);
  EXPECT_EQ(text.find(">ACROSS<"), std::string::npos);
}

TEST(CliFillin, CountTwoSaysUnique) {
  CliRun r = Cli("fillin solve " + kDoc + " " + kDocWords + " --max-solutions 2");
  EXPECT_EQ(r.code, 0);
  EXPECT_EQ(r.out, kDocBoard + "unique\n");
}

TEST(CliFillin, JsonOutput) {
  // The one shape of `solve --json` for every kind: {kind, game_id, outcome, count, limit,
  // state}, the fill as a game state.
  CliRun r = Cli("fillin solve " + kDoc + " " + kDocWords + " --max-solutions 2 --json");
  EXPECT_EQ(r.code, 0);
  EXPECT_NE(r.out.find("\"outcome\":\"unique\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"count\":1"), std::string::npos);
  EXPECT_NE(r.out.find("\"kind\":\"fillin\""), std::string::npos);
  EXPECT_NE(r.out.find("\"##MANDARIN\""), std::string::npos) << r.out;
}

TEST(CliFillin, StdinAndSlotListAndDocumentCharacters) {
  std::string layout = Slurp(kDoc);
  CliRun a = Cli("fillin solve - " + kDocWords, layout);
  EXPECT_EQ(a.code, 0) << a.err;
  EXPECT_EQ(a.out, kDocBoard + "unique\n");
  std::string slots = R"({"size": 10, "slots": [
    {"row": 1, "col": 2, "direction": "across", "length": 8},
    {"row": 1, "col": 3, "direction": "down", "length": 5},
    {"row": 1, "col": 9, "direction": "down", "length": 5},
    {"row": 3, "col": 1, "direction": "across", "length": 6},
    {"row": 3, "col": 6, "direction": "down", "length": 7},
    {"row": 5, "col": 0, "direction": "across", "length": 4},
    {"row": 6, "col": 8, "direction": "down", "length": 4},
    {"row": 8, "col": 1, "direction": "across", "length": 8}]})";
  CliRun b = Cli("fillin solve - " + kDocWords, slots);
  EXPECT_EQ(b.code, 0) << b.err;
  EXPECT_EQ(b.out, kDocBoard + "unique\n");
  // A board in characters of its own: --background and --space name them.
  std::string own = layout;
  for (char& c : own) c = c == '#' ? '-' : c == '.' ? 'o' : c;
  CliRun c = Cli("fillin solve - " + kDocWords + " --background - --space o", own);
  EXPECT_EQ(c.code, 0) << c.err;
  EXPECT_EQ(c.out, kDocBoard + "unique\n");
  CliRun same = Cli("fillin solve - " + kDocWords + " --background o --space o", own);
  EXPECT_EQ(same.code, 2);
  EXPECT_EQ(Lines(same.err), 1) << same.err;
  CliRun two = Cli("fillin solve - " + kDocWords + " --background ab", own);
  EXPECT_EQ(two.code, 2);
  EXPECT_EQ(Lines(two.err), 1) << two.err;
}

TEST(CliFillin, NoFillIsExplainedWithExitOne) {
  CliRun r = Cli("fillin solve " + kDoc + " " + kSrc + "/data/fillin/seed-10x10-bad.words");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.out.substr(r.out.size() - 5), "none\n") << r.out;  // the empty board, then none
  EXPECT_EQ(Lines(r.err), 1);
  EXPECT_NE(r.err.find("r7c9 down (4), r9c2 across (8)"), std::string::npos) << r.err;
}

TEST(CliFillin, WordCountMismatchNamesLengths) {
  CliRun r = Cli("fillin solve " + kDoc + " -", Slurp(kDocWords) + "melon\n");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("length 5: 2 slots but 3 words (apple, nance, melon)"), std::string::npos)
      << r.err;
}

TEST(CliFillin, UniqueFlagFailsOnTwoFills) {
  CliRun r = Cli("fillin solve " + kSrc + "/tests/golden/fillin/twins.layout " + kSrc +
                 "/tests/golden/fillin/twins.words --unique");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.out.find("\nmultiple\n"), std::string::npos) << r.out;
  // Not unique is exit 1 as for every solver, --unique or not.
  EXPECT_EQ(Cli("fillin solve " + kSrc + "/tests/golden/fillin/twins.layout " + kSrc +
                "/tests/golden/fillin/twins.words")
                .code,
            1);
}

struct BadCase {
  std::string name, layout, words, fragment;
  int line, column;
};

TEST(CliFillin, BadInputGetsOneLineWithFileLineColumnAndExitTwo) {
  std::string w = TempPath("w.txt"), l = TempPath("l.txt");
  const BadCase cases[] = {
      {"ragged", "***\n**\n", "abc\n", "ragged row", 2, 2},
      {"unknown", "***\n*?*\n", "abc\n", "unknown character '?'", 2, 2},
      {"empty layout", "", "abc\n", "empty layout", 0, 0},
      {"no slot", "...\n...\n", "abc\n", "no slot", 1, 1},
      {"isolated", "***\n...\n.*.\n", "abc\n", "not part of any slot", 3, 2},
      {"zero words", "***\n", "\n\n", "no words", 0, 0},
      {"non-letters", "***\n", "abc\nb4d\n", "'4'", 2, 2},
      {"binary junk",
       std::string("\x7f"
                   "ELF\x02\x01\x01\0\0",
                   9),
       "abc\n", "binary", 1, 8},
      {"huge", std::string(300, '*') + "\n", "abc\n", "limited", 1, 257},
  };
  for (const BadCase& c : cases) {
    Write(l, c.layout);
    Write(w, c.words);
    CliRun r = Cli("fillin solve " + l + " " + w);
    EXPECT_EQ(r.code, 2) << c.name << ": " << r.err;
    EXPECT_EQ(Lines(r.err), 1) << c.name << ": " << r.err;
    EXPECT_EQ(r.err.rfind("puzzlesmith: ", 0), 0u) << c.name;
    EXPECT_NE(r.err.find(c.fragment), std::string::npos) << c.name << ": " << r.err;
    std::string file = c.name == "zero words" || c.name == "non-letters" ? w : l;
    std::string where =
        c.line > 0 ? file + ":" + std::to_string(c.line) + ":" + std::to_string(c.column) + ":"
                   : file + ":";
    EXPECT_NE(r.err.find(where), std::string::npos) << c.name << ": " << r.err;
  }
  CliRun missing = Cli("fillin solve /nonexistent/layout.txt " + w);
  EXPECT_EQ(missing.code, 2);
  EXPECT_NE(missing.err.find("cannot read '/nonexistent/layout.txt'"), std::string::npos);
  CliRun option = Cli("fillin solve " + kDoc + " " + kDocWords + " --max-solutions zero");
  EXPECT_EQ(option.code, 2);
  CliRun slots = Cli("fillin solve - " + kDocWords, "[{\"row\": 0,\n  \"col\": }]");
  EXPECT_EQ(slots.code, 2);
  EXPECT_NE(slots.err.find("<stdin>:2:"), std::string::npos) << slots.err;
}

TEST(CliFillin, HelpEverywhere) {
  for (std::string args :
       {"--help", "fillin --help", "fillin solve --help", "fillin generate --help"}) {
    CliRun r = Cli(args);
    EXPECT_EQ(r.code, 0) << args;
    EXPECT_NE(r.out.find("Usage"), std::string::npos) << args;
  }
  EXPECT_EQ(Cli("").code, 2);
  EXPECT_EQ(Cli("nosuchkind").code, 2);
}

TEST(CliServe, ServeRunsTheServerBinaryWithItsArguments) {
  // `serve` hands every argument to puzzlesmith-server: its help, its option checks.
  CliRun help = Cli("serve --help");
  EXPECT_EQ(help.code, 0) << help.err;
  EXPECT_NE(help.out.find("--port"), std::string::npos) << help.out;
  EXPECT_NE(help.out.find("--db"), std::string::npos) << help.out;
  CliRun bad = Cli("serve --port 70000");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("--port"), std::string::npos) << bad.err;
}

TEST(CliFillinGenerate, DeterministicPerSeedAndUnique) {
  std::string args = "fillin generate --size 11x9 --words " + kTestDict + " --seed 17";
  CliRun a = Cli(args), b = Cli(args);
  EXPECT_EQ(a.code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.out.find("# Fill-in 11x9"), std::string::npos) << a.out;
  EXPECT_NE(a.out.find("Board:"), std::string::npos);
  EXPECT_NE(a.out.find("Answer:"), std::string::npos);
  CliRun c = Cli(args + " --seed 18");
  EXPECT_NE(a.out, c.out);
}

// A made fill-in's record (make --json) is the next command's input: solved again from its board
// and word list alone, it has one fill, the one made.
TEST(CliFillinGenerate, JsonPuzzleResolvesUniquelyThroughTheCli) {
  std::string svg = TempPath("p.svg");
  CliRun g =
      Cli("fillin generate --size 13x13 --words " + kTestDict + " --seed 3 --json --svg " + svg);
  ASSERT_EQ(g.code, 0) << g.err;
  EXPECT_EQ(Slurp(svg).rfind("<?xml", 0), 0u);
  const nlohmann::json made = nlohmann::json::parse(g.out);
  CliRun s = Cli("fillin solve - --json", g.out);
  ASSERT_EQ(s.code, 0) << s.err;
  const nlohmann::json solved = nlohmann::json::parse(s.out);
  EXPECT_EQ(solved["outcome"], "unique");
  EXPECT_EQ(solved["state"]["letters"], made["doc"]["grid"]);
}

TEST(CliFillinGenerate, OnTheDocumentsLayout) {
  CliRun r = Cli("fillin generate " + kDoc + " --words " + kTestDict + " --seed 2");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("# Fill-in 10x10"), std::string::npos) << r.out;
}

TEST(CliFillinGenerate, TimeLimitGivesExitThree) {
  // Growing a 200x200 layout takes far longer than the limit.
  CliRun r =
      Cli("fillin generate --size 200x200 --words " + kTestDict + " --seed 1 --time-limit 0.3");
  EXPECT_EQ(r.code, 3) << r.err;
  EXPECT_NE(r.err.find("time limit"), std::string::npos) << r.err;
}

TEST(CliFillinGenerate, CtrlCStopsCleanlyWithExitThree) {
  std::string cmd = "sh -c '" + std::string(PS_BINARY) +
                    " fillin generate --size 200x200 --words " + kTestDict +
                    " --seed 1 --time-limit 60 2>/dev/null & pid=$!; sleep 0.5; " +
                    "kill -INT $pid; wait $pid; echo $?'";
  FILE* p = popen(cmd.c_str(), "r");
  char buf[64] = {0};
  size_t n = fread(buf, 1, sizeof buf - 1, p);
  pclose(p);
  EXPECT_EQ(std::string(buf, n), "3\n");
}

}  // namespace

namespace {

const std::string kSudoku =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

TEST(CliSudoku, SolvesUniquePuzzlesOneALine) {
  CliRun r = Cli("sudoku solve -", kSudoku + "\n" + kSudoku + "\n");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(Lines(r.out), 2);
  EXPECT_EQ(r.out.substr(0, 81),
            "468931527751624839392578461134756298289413675675289314846192753513867942927345186");
}

TEST(CliSudoku, StatusesAndJson) {
  std::string multiple(81, '.');
  std::string none = "11" + std::string(79, '.');
  // The one shape of `solve --json` (every kind, every spelling): a line a puzzle.
  CliRun r = Cli("sudoku solve --json -", kSudoku + "\n" + multiple + "\n" + none + "\n");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(Lines(r.out), 3);
  EXPECT_NE(r.out.find("\"outcome\":\"unique\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"outcome\":\"multiple\""), std::string::npos);
  EXPECT_NE(r.out.find("\"outcome\":\"none\""), std::string::npos);
  EXPECT_NE(r.out.find("\"state\":null"), std::string::npos);
  EXPECT_EQ(Cli("solve --json -", kSudoku + "\n" + multiple + "\n" + none + "\n").out, r.out);
  CliRun t = Cli("sudoku solve -", multiple + "\n");
  EXPECT_EQ(t.code, 1);
  EXPECT_NE(t.out.find(" multiple"), std::string::npos);
  CliRun c = Cli("sudoku solve --max-solutions 1000 --json --box 2x2 -", "................\n");
  EXPECT_NE(c.out.find("\"count\":288"), std::string::npos) << c.out;
  // --max-solutions 1 asks for a solution, not for uniqueness: a board with many is "solved",
  // never "unique".
  CliRun one = Cli("sudoku solve --max-solutions 1 --json -", multiple + "\n");
  EXPECT_EQ(one.code, 0) << one.err;
  EXPECT_NE(one.out.find("\"outcome\":\"solved\""), std::string::npos) << one.out;
}

TEST(CliSudoku, GridInputAndBadInput) {
  std::string grid;
  for (int y = 0; y < 9; ++y) {
    if (y == 3 || y == 6) grid += "------+-------+------\n";
    for (int x = 0; x < 9; ++x) {
      grid += kSudoku[static_cast<size_t>(y * 9 + x)];
      grid += (x == 2 || x == 5) ? " | " : " ";
    }
    grid += "\n";
  }
  CliRun g = Cli("sudoku solve -", grid);
  EXPECT_EQ(g.code, 0) << g.err;
  CliRun bad = Cli("sudoku solve -", "1 2 3 4 5 6 7 8 9\n1 2 x\n");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("<stdin>:2:5:"), std::string::npos) << bad.err;
  EXPECT_EQ(Lines(bad.err), 1);
  CliRun empty = Cli("sudoku solve -", "");
  EXPECT_EQ(empty.code, 2);
}

// A file with a bad line: the line is named with its place and why, the rest is solved, and the
// count is said; --strict makes the bad line the end (exit 2). The shared verbs say the same.
TEST(CliSudoku, ABadLineIsSkippedAndCountedOrStrictlyRefused) {
  const std::string forms = kSrc + "/tests/data/sudoku-forms/";
  CliRun r = Cli("sudoku solve " + forms + "one-bad-line.txt");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(Lines(r.out), 2);  // the two good puzzles, solved
  EXPECT_NE(r.err.find("one-bad-line.txt: line 2, column 21 skipped: 'x' is not a cell of a 9x9 "
                       "Sudoku"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("read 2 puzzles, skipped 1 bad line"), std::string::npos) << r.err;
  CliRun g = Cli("sudoku grade " + forms + "one-bad-line.txt");
  EXPECT_EQ(g.code, 0) << g.err;
  EXPECT_EQ(Lines(g.out), 2);
  EXPECT_NE(g.err.find("read 2 puzzles, skipped 1 bad line"), std::string::npos) << g.err;
  for (const std::string cmd : {"sudoku solve --strict ", "sudoku grade --strict ",
                                "solve --strict ", "convert --to line --strict "}) {
    CliRun s = Cli(cmd + forms + "one-bad-line.txt");
    EXPECT_EQ(s.code, 2) << cmd << s.err;
    EXPECT_EQ(s.out, "") << cmd;
    EXPECT_NE(s.err.find("one-bad-line.txt:2:21:"), std::string::npos) << cmd << s.err;
    EXPECT_EQ(Lines(s.err), 1) << cmd << s.err;
  }
  // The shared verbs read every puzzle of the file and say what they skipped.
  CliRun c = Cli("convert --to line " + forms + "one-bad-line.txt");
  EXPECT_EQ(c.code, 0) << c.err;
  EXPECT_EQ(c.out,
            "5...2.63.......2.8...439..7..6.....3.4.8.3.6.9.....4..7..182...2.9.......81.6...2\n"
            "...7..49....1.8.764....2.....14..9.5.6.....2.5.9..71.....2....764.5.9....58..6...\n");
  EXPECT_NE(c.err.find("line 2, column 21 skipped"), std::string::npos) << c.err;
}

// A file of many puzzles is answered line by line exactly as each puzzle is alone (the text and
// the JSON), some lines with digits side by side (which a grid of pencil marks also has).
TEST(CliSudoku, AFileOfPuzzlesIsAnsweredAsEachPuzzleAlone) {
  const std::vector<std::string> puzzles = {
      kSudoku, std::string(81, '.'), "11" + std::string(79, '.'),
      "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
      ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."};
  std::string file, text, json;
  for (const std::string& p : puzzles) {
    file += p + "\n";
    text += Cli("sudoku solve -q -", p + "\n").out;
    json += Cli("sudoku solve --json -q -", p + "\n").out;
  }
  CliRun all = Cli("sudoku solve -q -", file);
  EXPECT_EQ(all.code, 1) << all.err;  // one has several solutions, one none
  EXPECT_EQ(all.out, text);
  EXPECT_EQ(Lines(all.out), 5);
  EXPECT_EQ(Cli("sudoku solve --json -q -", file).out, json);
}

// A record whose document is not a Sudoku's is refused with one line, never a crash.
TEST(CliSudoku, ARecordWithABrokenDocumentIsRefused) {
  for (const auto& [record, said] : std::vector<std::pair<std::string, std::string>>{
           {R"({"kind":"sudoku","doc":null})",
            "puzzlesmith: <stdin>: a puzzle record's \"doc\" is null, not an object"},
           {R"({"kind":"sudoku","doc":{"box":[3,3],"givens":5}})",
            "puzzlesmith: stored sudoku: "}}) {
    CliRun r = Cli("solve -", record + "\n");
    EXPECT_EQ(r.code, 2) << record << r.err;
    EXPECT_EQ(Lines(r.err), 1) << r.err;
    EXPECT_NE(r.err.find(said), std::string::npos) << r.err;
  }
}

// A 16x16 is read in the convention its text shows, and the command says which.
TEST(CliSudoku, SixteenBySixteenConventionIsSaid) {
  const std::string forms = kSrc + "/tests/data/sudoku-forms/";
  CliRun g = Cli("sudoku solve " + forms + "hex16-1-to-G.txt");
  CliRun h = Cli("sudoku solve " + forms + "hex16-0-to-F.txt");
  EXPECT_EQ(g.code, 0) << g.err;
  EXPECT_EQ(h.code, 0) << h.err;
  EXPECT_EQ(g.out, h.out);  // the same puzzle written two ways
  EXPECT_NE(g.err.find("note: " + forms + "hex16-1-to-G.txt: 16x16 read as 1-9 and A-G"),
            std::string::npos)
      << g.err;
  EXPECT_NE(h.err.find("16x16 read as 0-9 and A-F for the values 1 to 16"), std::string::npos)
      << h.err;
  CliRun c = Cli("convert --to line " + forms + "hex16-0-to-F.txt");
  EXPECT_EQ(c.code, 0) << c.err;
  EXPECT_EQ(c.out.substr(0, 6), "4D.B.F");
  EXPECT_NE(c.err.find("16x16 read as 0-9 and A-F"), std::string::npos) << c.err;
  EXPECT_EQ(Lines(c.err), 1) << c.err;
}

// Every form of the corpus is read by the Sudoku commands and by the shared verbs.
TEST(CliSudoku, EveryFormIsReadByTheCommandsThatTakePuzzles) {
  const std::string forms = kSrc + "/tests/data/sudoku-forms/";
  for (const char* file :
       {"collection.sdm", "simple-sudoku.ss", "hodoku.txt", "spaced-grid.txt", "sudocue.sdk",
        "sections.sdk", "kaggle.csv", "puzzle-solution.csv", "hash-puzzle-rating.txt",
        "comments.txt", "line-empty-marks.txt", "sudoku.ipuz", "sudoku-x.ipuz"}) {
    CliRun s = Cli("sudoku solve " + forms + file);
    EXPECT_EQ(s.code, 0) << file << ": " << s.err;
    // `sudoku solve` is `solve`: the same solutions, a line each.
    CliRun u = Cli(std::string("solve ") + forms + file);
    EXPECT_EQ(u.code, 0) << file << ": " << u.err;
    EXPECT_EQ(u.out, s.out) << file;
    EXPECT_EQ(u.out.substr(0, 81).find('.'), std::string::npos) << file << ": " << u.out;
  }
}

TEST(CliSudoku, LetterEncodingRoundTrip) {
  CliRun e = Cli("sudoku encode -", kSudoku + "\n");
  ASSERT_EQ(e.code, 0) << e.err;
  ASSERT_EQ(e.out.size(), 82u);
  CliRun d = Cli("sudoku decode -", e.out);
  EXPECT_EQ(d.code, 0) << d.err;
  EXPECT_EQ(d.out, kSudoku + "\n");
  CliRun bad = Cli("sudoku decode -", "JJJ\n");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("<stdin>:1:"), std::string::npos) << bad.err;
}

}  // namespace

namespace {

TEST(CliSudokuGrade, LevelRatingAndExplanation) {
  const std::string p =
      "5.81.46.2.1.9.7.4..........39.....68..7...5..8.5...3.4.............4....9..682..3";
  CliRun r = Cli("sudoku grade -", p + "\n");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, p + " medium 2.8\n");
  CliRun e = Cli("sudoku grade --explain -", p + "\n");
  EXPECT_NE(e.out.find("claiming (2.8): in row 9, 7 can only be in box 9"), std::string::npos)
      << e.out;
  EXPECT_NE(e.out.find("hidden single (box) (1.2): r3c3 is the only place for 9 in box 1 => "
                       "r3c3 = 9"),
            std::string::npos);
  CliRun j = Cli("sudoku grade --json --explain -", p + "\n");
  EXPECT_NE(j.out.find("\"level\":\"medium\""), std::string::npos);
  EXPECT_NE(j.out.find("\"rating\":2.8"), std::string::npos);
  EXPECT_NE(j.out.find("\"steps\":[{"), std::string::npos);
  CliRun multi = Cli("sudoku grade -", std::string(81, '.') + "\n");
  EXPECT_EQ(multi.code, 1);
  EXPECT_NE(multi.out.find("more than one solution"), std::string::npos);
}

TEST(CliSudokuGrade, HintAndLevels) {
  const std::string p =
      "5.81.46.2.1.9.7.4..........39.....68..7...5..8.5...3.4.............4....9..682..3";
  CliRun h = Cli("sudoku hint -", p + "\n");
  EXPECT_EQ(h.code, 0) << h.err;
  EXPECT_EQ(h.out,
            "hidden single (box) (1.2): r3c3 is the only place for 9 in box 1 => r3c3 = 9\n");
  CliRun l = Cli("sudoku levels");
  EXPECT_EQ(l.code, 0);
  EXPECT_NE(l.out.find("diabolical"), std::string::npos);
  CliRun bad = Cli("sudoku hint -", "1 2 3\n");
  EXPECT_EQ(bad.code, 2);
}

}  // namespace

namespace {

// A level a 4x4 Sudoku cannot have is refused at once (every 4x4 puzzle with one solution falls to
// hidden singles), naming the level it can have; beginner is still made.
TEST(CliSudoku, AFourByFourAboveBeginnerIsRefusedAtOnce) {
  const auto t0 = std::chrono::steady_clock::now();
  CliRun r = Cli("sudoku generate --box 2x2 --level expert --seed 1");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("4x4 Sudoku is always solved by hidden singles"), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("beginner is the only level"), std::string::npos) << r.err;
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), 5.0);
  CliRun ok = Cli("sudoku generate --box 2x2 --level beginner --seed 1");
  EXPECT_EQ(ok.code, 0) << ok.err;
  EXPECT_EQ(ok.out.substr(0, 16).size(), 16u);
}

TEST(CliSudokuGenerate, JsonThreadsAndShards) {
  CliRun one = Cli("sudoku generate --level medium --seed 100 --count 6 --json");
  ASSERT_EQ(one.code, 0) << one.err;
  EXPECT_EQ(Lines(one.out), 6);
  // Each line the puzzle's record, as `make sudoku --count 6 --json` writes it.
  for (const char* key : {"\"givens\"", "\"solution\"", "\"seed\":100", "\"level\":\"medium\"",
                          "\"rating\"", "\"game_id\"", "\"symmetry\":\"180\""}) {
    EXPECT_NE(one.out.find(key), std::string::npos) << key;
  }
  CliRun threaded = Cli("sudoku generate --level medium --seed 100 --count 6 --json --threads 2");
  EXPECT_EQ(threaded.out, one.out);
  EXPECT_EQ(Cli("make sudoku --level medium --seed 100 --count 6 --json").out, one.out);
  // Shards 0/2 and 1/2 together are the batch: puzzles 0,2,4 and 1,3,5.
  CliRun s0 = Cli("sudoku generate --level medium --seed 100 --count 6 --shard 0/2");
  CliRun s1 = Cli("sudoku generate --level medium --seed 100 --count 6 --shard 1/2");
  CliRun plain = Cli("sudoku generate --level medium --seed 100 --count 6");
  std::istringstream a(s0.out), b(s1.out), all(plain.out);
  std::string x, y, z;
  for (int k = 0; k < 6; ++k) {
    std::getline(all, z);
    std::getline(k % 2 == 0 ? a : b, k % 2 == 0 ? x : y);
    EXPECT_EQ(z, k % 2 == 0 ? x : y) << k;
  }
  // Each generated puzzle is unique and grades as asked through the CLI.
  CliRun graded = Cli("sudoku grade -", plain.out);
  EXPECT_EQ(graded.code, 0);
  EXPECT_EQ(Lines(graded.out), 6);
  std::istringstream g(graded.out);
  std::string line;
  while (std::getline(g, line)) EXPECT_NE(line.find(" medium "), std::string::npos) << line;
}

TEST(CliSudokuGenerate, BadOptions) {
  EXPECT_EQ(Cli("sudoku generate --level impossible").code, 2);
  EXPECT_EQ(Cli("sudoku generate --symmetry 45").code, 2);
  EXPECT_EQ(Cli("sudoku generate --shard 2/2").code, 2);
  EXPECT_EQ(Cli("sudoku generate --clues 30-20").code, 2);
}

}  // namespace

namespace {

TEST(CliSudokuPrint, PdfSvgAndHtmlWithAnswerPages) {
  std::string pdf = TempPath("s.pdf"), svg = TempPath("s.svg"), html = TempPath("s.html");
  CliRun gen = Cli("sudoku generate --level easy --seed 3 --count 3");
  ASSERT_EQ(gen.code, 0);
  CliRun r = Cli("sudoku print - --pdf " + pdf + " --svg " + svg + " --html " + html +
                     " --per-page 2 --answers --title Test",
                 gen.out);
  ASSERT_EQ(r.code, 0) << r.err;
  std::string p = Slurp(pdf);
  EXPECT_EQ(p.rfind("%PDF", 0), 0u);
  // 3 puzzles at 2 a page: 2 puzzle pages and 2 answer pages.
  size_t pages = 0;
  for (size_t at = p.find("/Type /Page\n"); at != std::string::npos;
       at = p.find("/Type /Page\n", at + 1))
    ++pages;
  size_t pages2 = 0;
  for (size_t at = p.find("/Type /Page "); at != std::string::npos;
       at = p.find("/Type /Page ", at + 1))
    ++pages2;
  EXPECT_EQ(pages + pages2, 4u) << "PDF pages";
  std::string s = Slurp(svg);
  EXPECT_EQ(s.rfind("<?xml", 0), 0u);
  EXPECT_NE(s.find("Test - answers"), std::string::npos);
  EXPECT_NE(s.find("#3  easy"), std::string::npos);
  EXPECT_NE(Slurp(html).find("<svg"), std::string::npos);
  CliRun none = Cli("sudoku print -", gen.out);
  EXPECT_EQ(none.code, 2);
}

}  // namespace

namespace {

TEST(CliSudoku, ReadableGridsRoundTrip) {
  CliRun g = Cli("sudoku generate --seed 4 --level medium --count 2 --grid");
  ASSERT_EQ(g.code, 0) << g.err;
  EXPECT_NE(g.out.find("-------+-------+-------"), std::string::npos);
  CliRun lines = Cli("sudoku generate --seed 4 --level medium --count 2");
  CliRun from_grid = Cli("sudoku solve -", g.out), from_lines = Cli("sudoku solve -", lines.out);
  EXPECT_EQ(from_grid.code, 0) << from_grid.err;
  EXPECT_EQ(from_grid.out, from_lines.out);
  CliRun solved = Cli("sudoku solve --grid -", lines.out);
  EXPECT_EQ(Lines(solved.out), 2 * 12);  // 9 rows, 2 separators, 1 blank line each
}

}  // namespace

TEST(CliSudoku, LetterCodeRefusesPuzzlesWithoutOneSolutionAndWrongHiddenValues) {
  // Several solutions (an empty grid) and none (two 5s in a row): no letter code.
  CliRun many = Cli("sudoku encode -", std::string(81, '.') + "\n");
  EXPECT_EQ(many.code, 2);
  EXPECT_EQ(many.out, "");
  EXPECT_NE(many.err.find("more than one solution"), std::string::npos) << many.err;
  EXPECT_EQ(Lines(many.err), 1);
  CliRun none = Cli("sudoku encode -", "55" + std::string(79, '.') + "\n");
  EXPECT_EQ(none.code, 2);
  EXPECT_EQ(Lines(none.err), 1) << none.err;
  // A unique puzzle round-trips; a mistyped hidden letter is refused, not dropped.
  CliRun gen = Cli("sudoku generate --seed 3 -q");
  ASSERT_EQ(gen.code, 0);
  CliRun enc = Cli("sudoku encode -", gen.out);
  ASSERT_EQ(enc.code, 0) << enc.err;
  CliRun dec = Cli("sudoku decode -", enc.out);
  EXPECT_EQ(dec.code, 0) << dec.err;
  EXPECT_EQ(dec.out, gen.out);
  std::string code = enc.out;
  const std::string hidden = "BLAKIRNEF";  // the letters of hidden values 1..9
  size_t at = code.find_first_of(hidden);
  ASSERT_NE(at, std::string::npos);
  code[at] = code[at] == 'B' ? 'L' : 'B';
  CliRun bad = Cli("sudoku decode -", code);
  EXPECT_EQ(bad.code, 2);
  EXPECT_EQ(bad.out, "");
  EXPECT_NE(bad.err.find("<stdin>:1:"), std::string::npos) << bad.err;
  EXPECT_EQ(Lines(bad.err), 1);
}

TEST(CliGenerate, LevelAnyIsTheDefaultAndCanBeSaid) {
  for (const std::string kind : {"sudoku", "starbattle"}) {
    SCOPED_TRACE(kind);
    CliRun plain = Cli(kind + " generate --seed 9 -q");
    CliRun any = Cli(kind + " generate --seed 9 --level any -q");
    EXPECT_EQ(any.code, 0) << any.err;
    EXPECT_EQ(any.out, plain.out);
    CliRun bad = Cli(kind + " generate --seed 9 --level nosuch -q");
    EXPECT_EQ(bad.code, 2);
    EXPECT_NE(bad.err.find("any"), std::string::npos) << bad.err;
  }
}

TEST(CliHelp, SpeaksToSomeoneWhoHasReadNothingElse) {
  // Every help screen names things themselves: no "the document", no source file codes.
  std::vector<std::string> commands = {""};
  for (const std::string kind : {"sudoku", "starbattle", "fillin", "crossword"}) {
    commands.push_back(kind);
    CliRun help = Cli(kind + " --help");
    std::istringstream in(help.out.substr(help.out.find("Subcommands:")));
    std::string line;
    while (std::getline(in, line)) {
      std::istringstream words(line);
      std::string sub;
      if (line.size() > 2 && line[0] == ' ' && words >> sub) commands.push_back(kind + " " + sub);
    }
  }
  EXPECT_GT(commands.size(), 20u);
  for (const std::string& cmd : commands) {
    CliRun r = Cli(cmd + " --help");
    EXPECT_EQ(r.code, 0) << cmd;
    for (const char* word : {"document", "000_", "001_", "002_", "003_", "004_"}) {
      EXPECT_EQ(r.out.find(word), std::string::npos) << cmd << " --help says " << word;
    }
  }
}

TEST(CliWords, ExcludedWordsStayOutUnlessAskedForAndLiftingItIsSaid) {
  const std::string pattern = TempPath("three.txt"), words = TempPath("rude.txt");
  Write(pattern, "...\n");
  Write(words, "ass\n");
  CliRun plain = Cli("crossword fill " + pattern + " --words " + words);
  EXPECT_EQ(plain.code, 2);
  EXPECT_EQ(Lines(plain.err), 1);
  EXPECT_NE(plain.err.find("--allow-excluded"), std::string::npos) << plain.err;
  for (const std::string flag : {" --allow-excluded", " --allow-offensive"}) {
    CliRun asked = Cli("crossword fill " + pattern + " --words " + words + flag + " --seed 1");
    EXPECT_EQ(asked.code, 0) << asked.err;
    EXPECT_NE(asked.out.find("ASS"), std::string::npos) << asked.out;
    EXPECT_EQ(Lines(asked.err), 1) << asked.err;
    EXPECT_NE(asked.err.find("exclusion list is lifted"), std::string::npos) << asked.err;
  }
  // A scored list: the excluded word scores higher, yet the fill takes the other.
  const std::string as = TempPath("as.txt"), scored = TempPath("scored.dict");
  Write(as, "AS.\n");
  Write(scored, "ass;60\nask;50\n");
  CliRun fill = Cli("crossword fill " + as + " --words " + scored + " --min-score 50");
  EXPECT_EQ(fill.code, 0) << fill.err;
  EXPECT_NE(fill.out.find("ASK"), std::string::npos) << fill.out;
  EXPECT_EQ(fill.out.find("ASS"), std::string::npos) << fill.out;
  for (const std::string cmd : {"fillin generate", "crossword fill", "serve", "make fillin"}) {
    EXPECT_NE(Cli(cmd + " --help").out.find("--allow-excluded"), std::string::npos) << cmd;
  }
}

namespace {

// Honest exit codes: output that could not be written (here /dev/full, a disk with no room)
// fails the command with exit 74 and one line, for a single answer and for a batch, which stops
// making puzzles nobody can read.
TEST(CliOutput, AnOutputThatCannotBeWrittenFailsWith74) {
  CliRun batch = Cli("sudoku generate --count 2000 --level beginner --seed 1 -q >/dev/full");
  EXPECT_EQ(batch.code, 74) << batch.err;
  EXPECT_EQ(Lines(batch.err), 1) << batch.err;
  EXPECT_NE(batch.err.find("could not write the output"), std::string::npos) << batch.err;
  EXPECT_NE(batch.err.find("of 2000 puzzles"), std::string::npos) << batch.err;
  CliRun stars = Cli("starbattle generate --size 6 --stars 1 --count 300 --seed 1 -q >/dev/full");
  EXPECT_EQ(stars.code, 74) << stars.err;
  CliRun one = Cli("sudoku solve - >/dev/full", kSudoku + "\n");
  EXPECT_EQ(one.code, 74) << one.err;
  EXPECT_EQ(Lines(one.err), 1) << one.err;
  // The same commands with somewhere to write succeed.
  EXPECT_EQ(Cli("sudoku solve -", kSudoku + "\n").code, 0);
}

// --time-limit takes seconds above 0 or `none`; anything else is bad input, named.
TEST(CliOutput, TimeLimitIsAPositiveNumberOrNone) {
  for (const char* bad : {"nan", "0", "-3", "inf", "soon", "1e999"}) {
    CliRun r = Cli(std::string("sudoku generate --seed 1 --time-limit ") + bad);
    EXPECT_EQ(r.code, 2) << bad << ": " << r.err;
    EXPECT_NE(r.err.find("is not a time limit"), std::string::npos) << r.err;
    EXPECT_TRUE(r.out.empty()) << bad;
  }
  CliRun none = Cli("sudoku generate --seed 1 --time-limit none");
  EXPECT_EQ(none.code, 0) << none.err;
  CliRun some = Cli("sudoku generate --seed 1 --time-limit 2.5");
  EXPECT_EQ(some.code, 0) << some.err;
  EXPECT_EQ(none.out, some.out) << "the limit does not change the puzzle";
}

}  // namespace
