// The command line with killer Sudoku: make with --variant killer (JSON with cages and no givens,
// or givens in a --clues range; the same puzzle per seed, what is refused), solve, grade and hint
// of its game ID, convert to Solo's ID, f-puzzles' JSON and link and SudokuWiki's string and back,
// a Solo ID as sgt-solo writes it, and a killer whose sums allow no grid.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "cli/cli.h"

namespace {

using nlohmann::json;

// The first 3x3k ID of the committed fixture (sgt-solo --generate, tests/data/sudoku-killer/).
std::string FirstSoloKiller() {
  return FirstFixtureLine("tests/data/sudoku-killer/solo-k.txt", "3x3k:");
}

TEST(CliKiller, MakeJsonIsAKillerWithCagesAndTheSameEachTime) {
  CliRun r = Cli("make sudoku --variant killer --seed 1 --level medium --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["doc"]["variant"], "killer");
  EXPECT_GT(j["doc"]["cages"].size(), 10u);
  EXPECT_EQ(j["doc"]["givens"], std::string(81, '.'));
  EXPECT_EQ(j["level"], "medium");
  EXPECT_EQ(j["title"], "Killer Sudoku 9x9 medium");
  EXPECT_EQ(j["game_id"].get<std::string>().rfind("sudoku/9k:", 0), 0u);
  EXPECT_EQ(Cli("make sudoku --variant killer --seed 1 --level medium --json").out, r.out);
  const std::string seeded = j["seed_id"].get<std::string>();
  EXPECT_NE(seeded.find("variant=killer"), std::string::npos) << seeded;
  EXPECT_EQ(Cli("convert '" + seeded + "' --to id").out, j["game_id"].get<std::string>() + "\n");
  // Refused with the reason: a larger board.
  CliRun big = Cli("make sudoku --variant killer --size 12 --seed 1");
  EXPECT_EQ(big.code, 2);
  EXPECT_NE(big.err.find("9x9"), std::string::npos) << big.err;
  // Givens asked for: between the fewest and the most, and its seeded ID makes it again.
  CliRun clues = Cli("make sudoku --variant killer --clues 3-8 --seed 1 --level medium --json");
  ASSERT_EQ(clues.code, 0) << clues.err;
  const json g = json::parse(clues.out);
  const std::string givens = g["doc"]["givens"].get<std::string>();
  const auto given = std::count_if(givens.begin(), givens.end(), [](char c) { return c != '.'; });
  EXPECT_GE(given, 3);
  EXPECT_LE(given, 8);
  EXPECT_EQ(g["level"], "medium");
  EXPECT_EQ(Cli("convert '" + g["seed_id"].get<std::string>() + "' --to id").out,
            g["game_id"].get<std::string>() + "\n");
  // A killer-X and a jigsaw killer.
  CliRun x = Cli("make sudoku --variant killer --diagonals --seed 2 --level easy --json");
  ASSERT_EQ(x.code, 0) << x.err;
  EXPECT_TRUE(json::parse(x.out)["doc"]["diagonals"].get<bool>());
  CliRun jk = Cli("make sudoku --variant jigsaw-killer --seed 2 --level easy --to id");
  ASSERT_EQ(jk.code, 0) << jk.err;
  EXPECT_EQ(jk.out.rfind("sudoku/9jk:", 0), 0u) << jk.out;
}

TEST(CliKiller, SolveGradeHintAndEveryFormatBack) {
  std::string id = Cli("make sudoku --variant killer --seed 5 --level hard --to id").out;
  ASSERT_EQ(id.rfind("sudoku/9k:", 0), 0u) << id;
  id.pop_back();
  CliRun solved = Cli("solve --json '" + id + "'");
  ASSERT_EQ(solved.code, 0) << solved.err;
  EXPECT_EQ(json::parse(solved.out)["outcome"], "unique");
  CliRun grade = Cli("grade --explain '" + id + "'");
  ASSERT_EQ(grade.code, 0) << grade.err;
  EXPECT_NE(grade.out.find(" hard "), std::string::npos) << grade.out;
  EXPECT_NE(grade.out.find("cage combinations"), std::string::npos) << grade.out;
  CliRun hint = Cli("hint --json '" + id + "'");
  ASSERT_EQ(hint.code, 0) << hint.err;
  EXPECT_NE(json::parse(hint.out).dump().find("-cage"), std::string::npos) << hint.out;
  const std::string key = Cli("convert '" + id + "' --to json").out;
  for (const char* format : {"solo", "line", "fpuzzles", "fpuzzles-url", "sudokuwiki"}) {
    SCOPED_TRACE(format);
    CliRun out = Cli("convert '" + id + "' --to " + format);
    ASSERT_EQ(out.code, 0) << out.err;
    const std::string file = TempPath(std::string("killer.") + format);
    Write(file, out.out);
    CliRun back = Cli("convert " + file + " --to id");
    ASSERT_EQ(back.code, 0) << back.err;
    EXPECT_EQ(back.out, id + "\n");
  }
  // Formats with no place for cages say so.
  CliRun grid = Cli("convert '" + id + "' --to grid");
  EXPECT_EQ(grid.code, 2);
  EXPECT_NE(grid.err.find("no cages"), std::string::npos) << grid.err;
}

TEST(CliKiller, SoloIdAsSgtSoloWritesItAndSumsWithNoGrid) {
  const std::string solo = FirstSoloKiller();
  CliRun solved = Cli("solve --json '" + solo + "'");
  ASSERT_EQ(solved.code, 0) << solved.err;
  EXPECT_EQ(json::parse(solved.out)["outcome"], "unique");
  CliRun back = Cli("convert '" + solo + "' --to solo");
  EXPECT_EQ(back.out, solo + "\n") << back.err;
  // The same cages with the first sum raised by one: no grid fits (exit 1, not 2).
  std::string broken = solo;
  const size_t sums = broken.rfind(',') + 1;
  size_t end = sums;
  while (end < broken.size() && broken[end] >= '0' && broken[end] <= '9') ++end;
  broken.replace(sums, end - sums, std::to_string(std::stoi(broken.substr(sums, end - sums)) + 1));
  CliRun none = Cli("solve '" + broken + "'");
  EXPECT_EQ(none.code, 1) << none.out << none.err;
  // A cage's squares that do not add up: one clear line, exit 2.
  CliRun bad = Cli("solve '3x3k:zzzc,abc,5'");
  EXPECT_EQ(bad.code, 2);
  EXPECT_EQ(bad.err.find('\n'), bad.err.size() - 1) << bad.err;
}

}  // namespace
