// The command line with jigsaw Sudoku: make with --variant jigsaw (JSON, the same puzzle per
// seed, a box shape refused), solve, grade and hint of its game ID and of its line, and convert
// to Solo's game ID and back, for a Solo ID as sgt-solo writes it too.
#include <nlohmann/json.hpp>

#include "cli/cli.h"

namespace {

using nlohmann::json;

// The first ID of the committed fixture (sgt-solo --generate, tests/data/sudoku-jigsaw/).
std::string FirstSoloId() {
  return FirstFixtureLine("tests/data/sudoku-jigsaw/solo-9j.txt", "9j:");
}

TEST(CliJigsaw, MakeJsonIsAJigsawWithRegionsAndTheSameEachTime) {
  CliRun r = Cli("make sudoku --variant jigsaw --seed 1 --level easy --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const json j = json::parse(r.out);
  EXPECT_EQ(j["doc"]["variant"], "jigsaw");
  EXPECT_EQ(j["doc"]["regions"].size(), 81u);
  EXPECT_EQ(j["level"], "easy");
  EXPECT_EQ(j["params"]["variant"], "jigsaw");
  EXPECT_EQ(j["game_id"].get<std::string>().rfind("sudoku/9j:", 0), 0u);
  EXPECT_EQ(Cli("make sudoku --variant jigsaw --seed 1 --level easy --json").out, r.out);
  EXPECT_NE(Cli("make sudoku --variant jigsaw --seed 2 --level easy --json").out, r.out);
  // The seeded ID says jigsaw and makes it again.
  const std::string seeded = j["seed_id"].get<std::string>();
  EXPECT_NE(seeded.find("variant=jigsaw"), std::string::npos) << seeded;
  CliRun again = Cli("convert '" + seeded + "' --to id");
  EXPECT_EQ(again.out, j["game_id"].get<std::string>() + "\n") << again.err;
  // A box shape has no meaning for a jigsaw; an unknown variant is named.
  CliRun box = Cli("make sudoku --variant jigsaw --box 3x3 --seed 1");
  EXPECT_EQ(box.code, 2);
  EXPECT_NE(box.err.find("jigsaw"), std::string::npos) << box.err;
  CliRun big = Cli("make sudoku --variant jigsaw --size 16 --seed 1");
  EXPECT_EQ(big.code, 2);
  EXPECT_NE(big.err.find("12x12"), std::string::npos) << big.err;
  CliRun bad = Cli("make sudoku --variant nosuch --seed 1");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("classic, jigsaw, killer or jigsaw-killer"), std::string::npos) << bad.err;
}

TEST(CliJigsaw, SolveGradeAndHintTheIdAndTheLine) {
  const std::string id = Cli("make sudoku --variant jigsaw --seed 4 --level hard --to id").out;
  ASSERT_EQ(id.rfind("sudoku/9j:", 0), 0u) << id;
  const std::string trimmed = id.substr(0, id.size() - 1);
  CliRun solved = Cli("solve --json '" + trimmed + "'");
  ASSERT_EQ(solved.code, 0) << solved.err;
  EXPECT_EQ(json::parse(solved.out)["outcome"], "unique");
  CliRun grade = Cli("grade '" + trimmed + "'");
  ASSERT_EQ(grade.code, 0) << grade.err;
  EXPECT_NE(grade.out.find(" hard "), std::string::npos) << grade.out;
  CliRun hint = Cli("hint '" + trimmed + "'");
  EXPECT_EQ(hint.code, 0) << hint.err;
  // The line carries the regions: solved from the line alone, the same solution.
  const std::string line = Cli("convert '" + trimmed + "' --to line").out;
  ASSERT_EQ(line.size(), 163u) << line;
  CliRun from_line = Cli("solve --json -", line);
  ASSERT_EQ(from_line.code, 0) << from_line.err;
  EXPECT_EQ(json::parse(from_line.out)["solution"], json::parse(solved.out)["solution"]);
  // A given that repeats in its region (allowed by its row and column): no solution.
  std::string broken = line;
  const std::string regions = line.substr(81, 81);
  for (int a = 0; a < 81 && broken == line; ++a) {
    for (int b = 0; b < 81; ++b) {
      if (a / 9 != b / 9 && a % 9 != b % 9 &&
          regions[static_cast<size_t>(a)] == regions[static_cast<size_t>(b)] &&
          line[static_cast<size_t>(a)] != '.' && line[static_cast<size_t>(b)] == '.') {
        broken[static_cast<size_t>(b)] = line[static_cast<size_t>(a)];
        break;
      }
    }
  }
  ASSERT_NE(broken, line);
  CliRun none = Cli("solve --json -", broken);
  EXPECT_EQ(none.code, 1);
  EXPECT_EQ(json::parse(none.out)["outcome"], "none") << none.out;
}

TEST(CliJigsaw, ConvertToSoloAndBack) {
  const std::string solo = FirstSoloId();
  ASSERT_EQ(solo.rfind("9j:", 0), 0u);
  // Solo's own ID comes back identical, and through our ID too.
  CliRun same = Cli("convert - --to solo", solo + "\n");
  ASSERT_EQ(same.code, 0) << same.err;
  EXPECT_EQ(same.out, solo + "\n");
  CliRun ours = Cli("convert - --to id", solo + "\n");
  ASSERT_EQ(ours.code, 0) << ours.err;
  ASSERT_EQ(ours.out.rfind("sudoku/9j:", 0), 0u) << ours.out;
  CliRun back = Cli("convert '" + ours.out.substr(0, ours.out.size() - 1) + "' --to solo");
  EXPECT_EQ(back.out, solo + "\n") << back.err;
  // A made jigsaw as Solo writes it: "9j:" and its region code after a comma.
  CliRun made = Cli("make sudoku --variant jigsaw --seed 1 --to solo");
  ASSERT_EQ(made.code, 0) << made.err;
  EXPECT_EQ(made.out.rfind("9j:", 0), 0u) << made.out;
  EXPECT_NE(made.out.find(','), std::string::npos);
  // A classic puzzle is written as Solo's 3x3.
  CliRun classic = Cli("make sudoku --seed 1 --to solo");
  EXPECT_EQ(classic.out.rfind("3x3:", 0), 0u) << classic.out;
  // What has no place for regions says so.
  CliRun letters = Cli("convert - --to letters", solo + "\n");
  EXPECT_EQ(letters.code, 2);
  EXPECT_NE(letters.err.find("jigsaw"), std::string::npos) << letters.err;
}

}  // namespace
