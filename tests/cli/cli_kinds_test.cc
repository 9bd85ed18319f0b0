// CLI tests of the verbs every kind shares (make, convert, print, solve, grade, hint, levels,
// kinds), built from the registry
// of kinds, and of game IDs where a kind's own command reads a puzzle.
#include <nlohmann/json.hpp>
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
  // Made with a seed alone, a puzzle has the table's default for every parameter it records.
  const nlohmann::json kinds = nlohmann::json::parse(Cli("kinds --json").out);
  int defaults = 0;
  for (const nlohmann::json& kind : kinds) {
    const std::string name = kind["name"];
    if (name != "sudoku" && name != "starbattle") continue;  // made in a moment by default
    CliRun by_default = Cli("make " + name + " --seed 9 --json");
    ASSERT_EQ(by_default.code, 0) << by_default.err;
    const nlohmann::json params = nlohmann::json::parse(by_default.out)["params"];
    for (const nlohmann::json& p : kind["params"]) {
      if (!params.contains(p["name"])) continue;
      EXPECT_EQ(params[p["name"].get<std::string>()], p["default"]) << name << " " << p["name"];
      ++defaults;
    }
  }
  EXPECT_GE(defaults, 8);  // Sudoku's five, Star Battle's size, stars and level
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
  // Under --json, a record of what was written (nothing but the record on stdout); with '-',
  // the drawing itself.
  const std::string pdf = TempPath("id.pdf");
  CliRun written = Cli("print " + cid + " --svg " + svg + " --pdf " + pdf + " --json");
  ASSERT_EQ(written.code, 0) << written.err;
  EXPECT_EQ(written.out, "{\"written\":[\"" + svg + "\",\"" + pdf + "\"]}\n");
  EXPECT_EQ(Slurp(pdf).rfind("%PDF", 0), 0u);
  CliRun to_stdout = Cli("print " + cid + " --svg - --json");
  EXPECT_NE(to_stdout.out.find("<svg"), std::string::npos);
  EXPECT_EQ(to_stdout.out.find("written"), std::string::npos);
  // A mistyped ID says what is wrong with it, in one line, exit 2.
  CliRun bad = Cli("sudoku solve sudoku/9:4e8a5");
  EXPECT_EQ(bad.code, 2);
  EXPECT_EQ(Lines(bad.err), 1) << bad.err;
  EXPECT_NE(bad.err.find("describes"), std::string::npos) << bad.err;
}

TEST(CliKinds, SolveGradeHintAndLevelsTakeAnyKind) {
  // Solve counts from the clues alone and gives the solution as a game state.
  const std::string sudoku = "sudoku/9:4e8a5a3j7f2e6e8a4f1g6a3a7a5b2e1a4f";
  CliRun solved = Cli("solve " + sudoku + " --json");
  ASSERT_EQ(solved.code, 0) << solved.err;
  nlohmann::json j = nlohmann::json::parse(solved.out);
  EXPECT_EQ(j["outcome"], "unique");
  EXPECT_EQ(j["count"], 1);
  const std::string values = j["state"]["values"].get<std::string>();
  ASSERT_EQ(values.size(), 81u);
  EXPECT_EQ(values.find('0'), std::string::npos);
  // The same solution `sudoku solve` gives, digit for digit.
  CliRun own = Cli("sudoku solve " + sudoku);
  EXPECT_NE(own.out.find(values.substr(0, 9)), std::string::npos) << own.out;
  // A Star Battle board with two solutions says so (exit 1); a fill-in is solved from its words.
  CliRun several = Cli("solve - --stars 1", "0 0 1 1\n0 0 1 1\n2 2 3 3\n2 2 3 3\n");
  EXPECT_EQ(several.code, 1) << several.out << several.err;
  // A line a puzzle: the first solution on one line, then what the count says.
  EXPECT_NE(several.out.find(" multiple\n"), std::string::npos) << several.out;
  // Without --stars, a zone file (which does not say them) whose count no one solution tells is
  // refused with one line saying how to give it.
  CliRun untold = Cli("solve -", "0 0 1 1\n0 0 1 1\n2 2 3 3\n2 2 3 3\n");
  EXPECT_EQ(untold.code, 2) << untold.out << untold.err;
  EXPECT_EQ(Lines(untold.err), 1) << untold.err;
  EXPECT_NE(untold.err.find("does not say how many stars"), std::string::npos) << untold.err;
  EXPECT_NE(untold.err.find("--stars K"), std::string::npos) << untold.err;
  CliRun fillin = Cli("make fillin --width 7 --height 7 --seed 1 --to id -q");
  ASSERT_EQ(fillin.code, 0) << fillin.err;
  CliRun filled = Cli("solve " + fillin.out.substr(0, fillin.out.size() - 1) + " --json");
  EXPECT_EQ(filled.code, 0) << filled.err;
  EXPECT_NE(filled.out.find("\"outcome\":\"unique\""), std::string::npos) << filled.out;
  EXPECT_NE(filled.out.find("\"letters\""), std::string::npos);
  // A crossword with clues has no solver: one line, exit 2.
  CliRun crossword = Cli("solve " + std::string(PS_SOURCE_DIR) + "/data/crossword/tiny.puz");
  EXPECT_EQ(crossword.code, 2);
  EXPECT_EQ(Lines(crossword.err), 1) << crossword.err;
  // Grade gives the kind's level; levels lists a kind's levels, easiest first.
  CliRun grade = Cli("grade " + sudoku);
  EXPECT_EQ(grade.code, 0) << grade.err;
  CliRun levels = Cli("levels sudoku");
  ASSERT_EQ(levels.code, 0) << levels.err;
  EXPECT_EQ(levels.out.substr(0, 9), "beginner:");
  // grade's line: the puzzle's line, its level and rating.
  const std::string level = grade.out.substr(82, grade.out.find(' ', 82) - 82);
  EXPECT_NE(levels.out.find("\n" + level + ":"), std::string::npos) << grade.out;
  EXPECT_EQ(Cli("levels nonsense").code, 2);
  // A hint from a game state: applied, the empty Sudoku gets a value it did not have.
  CliRun hint =
      Cli("hint " + sudoku + " --json --state '{\"values\": \"" + std::string(81, '0') + "\"}'");
  ASSERT_EQ(hint.code, 0) << hint.err;
  nlohmann::json h = nlohmann::json::parse(hint.out);
  EXPECT_FALSE(h["technique"].get<std::string>().empty());
  ASSERT_TRUE(h.contains("cells")) << hint.out;
  EXPECT_EQ(Cli("hint " + sudoku + " --state nonsense").code, 2);
  // Without a state, the hint is for the start of the game: the same step.
  CliRun start = Cli("hint " + sudoku + " --json");
  ASSERT_EQ(start.code, 0) << start.err;
  EXPECT_EQ(nlohmann::json::parse(start.out), h);
  CliRun star = Cli("hint - --stars 1", "0 0 1 1 1\n0 0 1 1 1\n2 2 2 3 3\n2 4 2 3 3\n4 4 4 4 3\n");
  EXPECT_EQ(star.code, 0) << star.err;
  EXPECT_NE(star.out.find(": "), std::string::npos) << star.out;
}

TEST(CliKinds, KindsListsEveryKindWithWhatItReadsAndWrites) {
  CliRun r = Cli("kinds");
  ASSERT_EQ(r.code, 0);
  for (const char* kind : {"sudoku", "starbattle", "fillin", "crossword", "fill"}) {
    EXPECT_NE(r.out.find(std::string(kind) + " ("), std::string::npos) << kind;
  }
  EXPECT_NE(
      r.out.find("puzzlesmith make starbattle [--size --stars --level --zones --seed --method]"),
      std::string::npos)
      << r.out;
}

}  // namespace

// One paper for every print: --paper, else the system's ($PAPERSIZE here), the same in `print`
// and in each kind's own print command.
TEST(CliKinds, EveryPrintIsOnThePaperAskedFor) {
  auto media_boxes = [](const std::string& pdf) {
    std::string boxes;
    for (size_t at = pdf.find("/MediaBox"); at != std::string::npos;
         at = pdf.find("/MediaBox", at + 1)) {
      boxes += pdf.substr(at, pdf.find(']', at) - at + 1) + "\n";
    }
    return boxes;
  };
  const std::string pdf = TempPath("paper.pdf");
  const std::string crossword = kSrc + "/tests/data/crossword-features/rebus-circles.puz";
  const std::string sudoku = "sudoku/9:a8e92c7b5c53b4a8c9c6b3a6a1a4a8b7c1c9a2b84c5b8c23e6a";
  const std::string star = "starbattle/6k1:4ilbhgdnmhou";
  const char* kA4 = "[ 0 0 595 842 ]";
  const char* kLetter = "[ 0 0 612 792 ]";
  for (const std::string& what :
       {"print " + sudoku, "print " + star, "print " + crossword, "sudoku print " + sudoku,
        "starbattle print " + star, "crossword convert " + crossword + " " + pdf + " --to pdf"}) {
    for (const auto& [system, option, box] : {std::tuple{"a4", "", kA4},
                                              {"letter", "", kLetter},
                                              {"letter", "--paper a4", kA4},
                                              {"a4", "--paper Letter", kLetter}}) {
      ::setenv("PAPERSIZE", system, 1);
      std::remove(pdf.c_str());
      const bool named = what.find(pdf) != std::string::npos;
      CliRun r = Cli(what + (named ? "" : " --pdf " + pdf) + " " + option);
      ::unsetenv("PAPERSIZE");
      ASSERT_EQ(r.code, 0) << what << " " << option << ": " << r.err;
      const std::string boxes = media_boxes(Slurp(pdf));
      const std::string other = box == kA4 ? kLetter : kA4;
      EXPECT_NE(boxes.find(box), std::string::npos) << what << " " << option << ":\n" << boxes;
      EXPECT_EQ(boxes.find(other), std::string::npos) << what << " " << option << ":\n" << boxes;
    }
  }
  CliRun bad = Cli("print " + star + " --pdf " + pdf + " --paper legal");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("'legal' is not a paper: give a4 or letter"), std::string::npos)
      << bad.err;
}

// An argument that may be a file, a game ID or JSON is never taken for a file by asking the system
// about a name it cannot hold (a state longer than a file name once crashed the command).
TEST(CliKinds, ALongStateIsReadAsJsonNotAsAFileName) {
  std::string marks = "[0";
  for (int i = 1; i < 36; ++i) marks += ",0";
  const std::string state = "{\"marks\": " + marks + "]" + std::string(300, ' ') + "}";
  CliRun r = Cli("hint starbattle/6k1:4ilbhgdnmhou --state '" + state + "'");
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("empty"), std::string::npos) << r.out;
  CliRun id = Cli("solve '" + std::string(400, 'x') + "'");
  EXPECT_EQ(id.code, 2) << id.err;
  EXPECT_EQ(Lines(id.err), 1) << id.err;
}

// One command line: a kind's own spelling of a shared verb is that verb with the kind fixed, so
// `sudoku generate` and `make sudoku` print the same record (with its game ID) from the same seed
// and parameters, for every kind that makes.
TEST(CliKinds, EveryKindSpellingOfMakeIsMake) {
  const std::string words = TempPath("spell-words.txt"), pattern = TempPath("spell-pattern.txt");
  Write(words, "planet: Earth, for one\norbit: Path around a star\ncomet: Icy visitor\n");
  Write(pattern, "...#\n....\n....\n#...\n");
  struct Case {
    std::string spelling, make;
  };
  const Case cases[] = {
      {"sudoku generate --level easy", "make sudoku --level easy"},
      {"starbattle generate --size 6 --stars 1", "make starbattle --size 6 --stars 1"},
      {"fillin generate --size 7x7", "make fillin --width 7 --height 7"},
      {"crossword layout " + words, "make crossword --words " + words},
      {"crossword fill " + pattern + " --quality-time 0",
       "make fill --pattern " + pattern + " --quality-time 0"},
  };
  for (const Case& c : cases) {
    CliRun spelled = Cli(c.spelling + " --seed 5 --json -q");
    CliRun made = Cli(c.make + " --seed 5 --json -q");
    ASSERT_EQ(spelled.code, 0) << c.spelling << ": " << spelled.err;
    EXPECT_EQ(spelled.out, made.out) << c.spelling;
    const nlohmann::json j = nlohmann::json::parse(spelled.out);
    EXPECT_FALSE(j["game_id"].get<std::string>().empty()) << c.spelling;
    EXPECT_EQ(j["seed"], 5) << c.spelling;
    EXPECT_TRUE(j.contains("tool") && j.contains("doc") && j.contains("params")) << c.spelling;
  }
}

// `grade` grades from the clues: an 81-character line given to the shared verb (on the command
// line or on standard input) gets the level and rating `sudoku grade` prints, never a stored
// label; a crossword says plainly that it has no grade.
TEST(CliKinds, GradeOfASudokuLineIsTheSudokuGrade) {
  const std::string p =
      "5.81.46.2.1.9.7.4..........39.....68..7...5..8.5...3.4.............4....9..682..3";
  CliRun own = Cli("sudoku grade -", p + "\n");
  ASSERT_EQ(own.code, 0) << own.err;
  EXPECT_EQ(own.out, p + " medium 2.8\n");
  EXPECT_EQ(Cli("grade " + p).out, own.out);
  EXPECT_EQ(Cli("grade -", p + "\n").out, own.out);
  const nlohmann::json j = nlohmann::json::parse(Cli("grade --json " + p).out);
  EXPECT_EQ(j["level"], "medium");
  EXPECT_EQ(j["rating"], 2.8);
  EXPECT_EQ(j["outcome"], "unique");
  CliRun cw = Cli("grade " + kSrc + "/data/crossword/tiny.puz");
  EXPECT_EQ(cw.code, 2);
  EXPECT_NE(cw.err.find("a crossword has no grade"), std::string::npos) << cw.err;
}

// Every command's output is the next one's input: IDs, lines and records on standard input.
TEST(CliKinds, EveryOutputIsTheNextInput) {
  CliRun id = Cli("make sudoku --seed 5 -q");
  ASSERT_EQ(id.code, 0) << id.err;
  CliRun by_id = Cli("sudoku solve -", id.out);
  EXPECT_EQ(by_id.code, 0) << by_id.err;
  CliRun line = Cli("sudoku generate --seed 5 -q");
  EXPECT_EQ(Cli("sudoku solve -", line.out).out, by_id.out);
  CliRun record = Cli("make sudoku --seed 5 --json -q");
  EXPECT_EQ(Cli("sudoku solve -", record.out).out, by_id.out);
  CliRun batch = Cli("make sudoku --seed 5 --count 3 --json -q");
  EXPECT_EQ(Lines(Cli("solve -", batch.out).out), 3);
  CliRun star = Cli("starbattle generate --size 6 --stars 1 --seed 2 -q");
  ASSERT_EQ(star.code, 0) << star.err;
  CliRun solved = Cli("starbattle solve -", star.out);
  EXPECT_EQ(solved.code, 0) << solved.err;
  EXPECT_NE(solved.out.find("unique"), std::string::npos) << solved.out;
}
