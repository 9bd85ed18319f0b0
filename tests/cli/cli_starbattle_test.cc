// The command line's Star Battle spellings (starbattle solve, generate, grade, hint, convert,
// print, cnf) and the original Sweet Spots game's command lines, run as a user runs them.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "cli/cli.h"
#include "common/files.h"

namespace {
const std::string kSbUrl = "'https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou'";
const std::string kSbZones =
    "0 0 0 1 1 1\n0 1 1 1 2 2\n0 3 3 4 4 2\n5 5 3 3 4 2\n5 4 4 4 4 2\n5 2 2 2 2 2\n";

TEST(CliStarbattle, SolvesAUrlWithJson) {
  CliRun r = Cli("starbattle solve " + kSbUrl + " --json");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("\"outcome\":\"unique\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"solution\":\".*..../...*../"), std::string::npos) << r.out;
}

TEST(CliStarbattle, DocumentCommandLinesWork) {
  std::string zones = TempPath("zones.txt");
  Write(zones, kSbZones);
  CliRun r = Cli("sweetspots solvegame 0 " + zones + " 6 1 1 1");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("unique"), std::string::npos);
  CliRun traced = Cli("starbattle solvegame 1 " + zones + " 6 1 1 1");
  EXPECT_GT(Lines(traced.out), Lines(r.out));
  std::string made = TempPath("made.txt");
  CliRun c = Cli("starbattle creategame 0 " + made + " 8 1 1 1");
  EXPECT_EQ(c.code, 0) << c.err;
  EXPECT_EQ(Lines(Slurp(made)), 8);
  CliRun again = Cli("starbattle solve " + made + " --stars 1 --json");
  EXPECT_NE(again.out.find("\"outcome\":\"unique\""), std::string::npos) << again.out;
}

// pzprv3 in every form of tests/data/starbattle-forms/, from a file and from stdin: the same
// board, solved (pzprjs's test board and the Sweet Spots board 08a-2 have one solution each).
TEST(CliStarbattle, ReadsPzprv3InEveryFormFromAFileAndStdin) {
  const std::string dir = kSrc + "/tests/data/starbattle-forms/";
  for (const char* f : {"pzprjs-file.txt", "pzprjs-file-info.txt", "pzprjs-url.txt",
                        "pzprjs-url-player.txt", "no-final-newline.txt", "crlf.txt",
                        "trailing-spaces.txt", "one-line.txt", "one-line-no-slash.txt"}) {
    SCOPED_TRACE(f);
    const bool six = std::string(f).find("no-") == std::string::npos;
    const std::string first_row = six ? "\".*..../" : "\"....*.*./";
    CliRun file = Cli("starbattle solve " + dir + f + " --json");
    EXPECT_EQ(file.code, 0) << file.err;
    EXPECT_NE(file.out.find("\"outcome\":\"unique\""), std::string::npos) << file.out;
    EXPECT_NE(file.out.find("\"solution\":" + first_row), std::string::npos) << file.out;
    CliRun in = Cli("starbattle solve - --json", Slurp(dir + f));
    EXPECT_EQ(in.code, 0) << in.err;
    EXPECT_EQ(in.out, file.out);
    CliRun any = Cli("solve " + dir + f);  // the import's path
    EXPECT_EQ(any.code, 0) << any.err;
  }
}

TEST(CliStarbattle, CountsMultipleAndNone) {
  CliRun many =
      Cli("starbattle solve 'https://puzz.link/p?starbattle/6/6/1/965ap251hd5i' --max-solutions 10 "
          "--json");
  EXPECT_EQ(many.code, 1);
  EXPECT_NE(many.out.find("\"outcome\":\"multiple\""), std::string::npos) << many.out;
  CliRun one =
      Cli("starbattle solve 'https://puzz.link/p?starbattle/6/6/1/965ap251hd5i' --max-solutions 1 "
          "--json");
  EXPECT_EQ(one.code, 0) << one.err;
  EXPECT_NE(one.out.find("\"outcome\":\"solved\""), std::string::npos) << one.out;
  CliRun none = Cli("starbattle solve 'https://puzz.link/p?starbattle/6/6/1/4mi10ce74828'");
  EXPECT_EQ(none.code, 1);
  EXPECT_NE(none.out.find("none"), std::string::npos);
}

TEST(CliStarbattle, BadInputIsOneLineAndExitTwo) {
  std::string bad = TempPath("bad.txt");
  Write(bad, "0 0 1\n0 1\n2 2 2\n");
  CliRun r = Cli("starbattle solve " + bad);
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(Lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find(":2:1:"), std::string::npos) << r.err;
  CliRun url = Cli("starbattle solve 'https://puzz.link/p?starbattle/6/6/1/!!'");
  EXPECT_EQ(url.code, 2);
  EXPECT_EQ(Lines(url.err), 1) << url.err;
  CliRun size = Cli("starbattle generate --size 6 --stars 2 --seed 1");
  EXPECT_EQ(size.code, 2);
  EXPECT_EQ(Lines(size.err), 1) << size.err;
  // 3 stars a row need 12x12: 11x11 has no placement at all, and the line names the size.
  CliRun eleven = Cli("starbattle generate --size 11 --stars 3 --seed 4");
  EXPECT_EQ(eleven.code, 2);
  EXPECT_EQ(Lines(eleven.err), 1) << eleven.err;
  EXPECT_NE(eleven.err.find("12x12"), std::string::npos) << eleven.err;
}

TEST(CliStarbattle, GenerateJsonHasEveryField) {
  CliRun r = Cli(
      "starbattle generate --size 8 --stars 1 --level easy --seed 3 --count 3 --threads 2 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(Lines(r.out), 3);
  // Each line the puzzle's record, as `make starbattle --count 3 --json` writes it.
  for (const char* field : {"\"zones\"", "\"stars\":1", "\"solution\"", "\"level\":\"easy\"",
                            "\"seed\":3", "\"game_id\":\"starbattle/8k1:"}) {
    EXPECT_NE(r.out.find(field), std::string::npos) << field << "\n" << r.out;
  }
  // Same seeds, one thread, sharded: the same puzzles.
  CliRun a = Cli(
      "starbattle generate --size 8 --stars 1 --level easy --seed 3 --count 3 --json --shard 0/2");
  CliRun b = Cli(
      "starbattle generate --size 8 --stars 1 --level easy --seed 3 --count 3 --json --shard 1/2");
  EXPECT_EQ(Lines(a.out) + Lines(b.out), 3);
  EXPECT_NE(r.out.find(a.out.substr(0, a.out.find('\n'))), std::string::npos);
}

TEST(CliStarbattle, GradeExplainHintConvertPrint) {
  CliRun g = Cli("starbattle grade " + kSbUrl + " --explain");
  EXPECT_EQ(g.code, 0) << g.err;
  EXPECT_NE(g.out.find("  1. no room: "), std::string::npos) << g.out;
  CliRun h = Cli("starbattle hint " + kSbUrl + " --json");
  EXPECT_EQ(h.code, 0) << h.err;
  EXPECT_NE(h.out.find("\"technique\""), std::string::npos);
  std::string pz = TempPath("b.pzprv3"), js = TempPath("b.json");
  EXPECT_EQ(Cli("starbattle convert " + kSbUrl + " " + pz).code, 0);
  EXPECT_EQ(Cli("starbattle convert " + pz + " " + js).code, 0);
  CliRun back = Cli("starbattle convert " + js + " - --to url");
  EXPECT_EQ(back.out, "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou\n");
  std::string svg = TempPath("b.svg"), pdf = TempPath("b.pdf");
  EXPECT_EQ(
      Cli("starbattle print " + kSbUrl + " --svg " + svg + " --pdf " + pdf + " --answers").code, 0);
  EXPECT_NE(Slurp(svg).find("<svg"), std::string::npos);
  EXPECT_EQ(Slurp(pdf).substr(0, 5), "%PDF-");
}

// `starbattle cnf` writes the DIMACS text (the same as `convert --to cnf` and a .cnf OUT), with
// k from --stars, else from the file name as `solve` takes it; a board that does not read is
// one line and exit 2.
TEST(CliStarbattle, CnfWritesDimacsLikeConvertAndRefusesABadBoard) {
  const std::string board = kSrc + "/tests/data/starbattle-set/10x10-k2-001.txt";
  CliRun r = Cli("starbattle cnf " + board);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("c Star Battle as CNF", 0), 0u) << r.out.substr(0, 200);
  EXPECT_NE(r.out.find("stars: 2 per row, 2 per column, 2 per zone"), std::string::npos);
  EXPECT_NE(r.out.find("\np cnf "), std::string::npos);
  const std::string file = TempPath("board.cnf");
  EXPECT_EQ(Cli("starbattle cnf " + board + " " + file + " --stars 2").code, 0);
  EXPECT_EQ(Slurp(file), r.out);
  EXPECT_EQ(Cli("starbattle cnf " + board + " - --stars 2").out, r.out);
  // convert writes the same CNF, by its extension or by --to.
  const std::string converted = TempPath("converted.cnf");
  EXPECT_EQ(Cli("convert " + board + " " + converted).code, 0);
  EXPECT_EQ(Slurp(converted), r.out);
  EXPECT_EQ(Cli("starbattle convert " + board + " --to cnf").out, r.out);
  CliRun one = Cli("starbattle cnf " + board + " --stars 1");
  EXPECT_NE(one.out.find("stars: 1 per row, 1 per column, 1 per zone"), std::string::npos);
  CliRun as_json = Cli("starbattle cnf " + kSbUrl + " " + file + " --json");
  EXPECT_EQ(as_json.code, 0) << as_json.err;
  EXPECT_NE(as_json.out.find("\"written\""), std::string::npos) << as_json.out;
  std::string bad = TempPath("bad.txt");
  Write(bad, "0 0 1\n0 1\n2 2 2\n");
  CliRun b = Cli("starbattle cnf " + bad);
  EXPECT_EQ(b.code, 2);
  EXPECT_EQ(Lines(b.err), 1) << b.err;
  EXPECT_NE(b.err.find(":2:1:"), std::string::npos) << b.err;
  EXPECT_EQ(b.out, "");
  CliRun missing = Cli("starbattle cnf " + TempPath("no-such-board.txt"));
  EXPECT_EQ(missing.code, 2);
  EXPECT_EQ(Lines(missing.err), 1) << missing.err;
}

TEST(CliStarbattle, OneLinePzprv3IsReadFromAFileAndStdinWithItsNewline) {
  // The one-line form ('/' for line breaks) as saved by a text editor: with a final newline.
  const std::string one =
      "pzprv3/starbattle/5/5/1/5/0 0 1 2 3 /0 1 1 2 3 /0 1 1 2 3 /4 1 1 2 3 /4 1 2 2 3 /\n";
  const std::string path = TempPath("one-line.pzprv");
  Write(path, one);
  for (const std::string& args : {"starbattle solve " + path, std::string("starbattle solve -")}) {
    SCOPED_TRACE(args);
    CliRun r = Cli(args, one);
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("unique"), std::string::npos) << r.out;
    EXPECT_EQ(r.err, "");
  }
  CliRun crlf = Cli("starbattle solve -", one.substr(0, one.size() - 1) + "\r\n\n");
  EXPECT_EQ(crlf.code, 0) << crlf.err;
}

// A zone file of several boards (blank lines between them) is Star Battle to every verb, not a
// Sudoku text: each board is solved.
TEST(CliStarbattle, AFileOfSeveralBoardsIsStarBattleToEveryVerb) {
  const std::string file = kSrc + "/tests/data/starbattle-set/two-6x6-k1.txt";
  CliRun r = Cli("solve -q " + file);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(Lines(r.out), 2);
  EXPECT_EQ(r.out, Cli("starbattle solve -q --grid=false " + file).out);
  CliRun ids = Cli("convert " + file + " --to id");
  EXPECT_EQ(ids.code, 0) << ids.err;
  EXPECT_EQ(ids.out.rfind("starbattle/6k1:", 0), 0u) << ids.out;
}

// The CNF written for SAT solvers is not taken for a puzzle when given back: one line, exit 2
// (its numbers read as Sudoku lines before, thousands of notes).
TEST(CliStarbattle, ItsCnfGivenBackIsOneLineSayingWhatItIs) {
  CliRun cnf = Cli("starbattle cnf starbattle/6k1:4ilbhgdnmhou");
  ASSERT_EQ(cnf.code, 0) << cnf.err;
  CliRun r = Cli("solve -", cnf.out);
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(Lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("this is a DIMACS CNF"), std::string::npos) << r.err;
}

}  // namespace
