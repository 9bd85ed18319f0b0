// The command line reads a Star Battle zone file's stars (the unit tests in
// tests/unit/starbattle_zone_stars_test.cc hold the rules): the verbs of every kind as the import
// does, from --stars, else the one count that gives one solution (said on stderr), and a zone file
// that tells none is refused in one line, exit 2; the `starbattle` commands from --stars, else the
// file's name (game-10-2.txt).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli/cli.h"

namespace {

TEST(CliZoneStars, AZonesExportComesBackAsItWentOut) {
  CliRun id = Cli("make starbattle --size 10 --stars 2 --seed 5 -q");
  ASSERT_EQ(id.code, 0) << id.err;
  const std::string game = id.out.substr(0, id.out.size() - 1);
  CliRun zones = Cli("convert " + game + " --to zones");
  ASSERT_EQ(zones.code, 0) << zones.err;
  CliRun url = Cli("convert " + game + " --to url");
  ASSERT_EQ(url.code, 0) << url.err;
  ASSERT_NE(url.out.find("/10/10/2/"), std::string::npos) << url.out;

  const std::string named = TempPath("game-10-2.txt"), plain = TempPath("board.txt");
  Write(named, zones.out);
  Write(plain, zones.out);
  // The `starbattle` commands read the count from the name.
  CliRun from_name = Cli("starbattle convert " + named + " - --to url");
  EXPECT_EQ(from_name.code, 0) << from_name.err;
  EXPECT_EQ(from_name.out, url.out);
  // The commands of every kind read the zone file as the import does: without a count given,
  // the one count that gives one solution, said on stderr.
  CliRun from_count = Cli("convert " + plain + " --to url");
  EXPECT_EQ(from_count.code, 0) << from_count.err;
  EXPECT_EQ(from_count.out, url.out);
  EXPECT_NE(from_count.err.find("note: "), std::string::npos) << from_count.err;
  EXPECT_NE(from_count.err.find("2 a row, column and zone"), std::string::npos) << from_count.err;
  CliRun given = Cli("convert " + plain + " --stars 1 --to url");
  EXPECT_EQ(given.code, 0) << given.err;
  EXPECT_NE(given.out.find("/10/10/1/"), std::string::npos) << given.out;
  // `starbattle solve` reads the name too.
  CliRun solved = Cli("starbattle solve " + named + " --json");
  EXPECT_EQ(solved.code, 0) << solved.err;
  EXPECT_NE(solved.out.find("\"outcome\":\"unique\""), std::string::npos) << solved.out;
}

TEST(CliZoneStars, AZoneFileThatDoesNotTellIsRefused) {
  std::string stripes;
  for (int y = 0; y < 10; ++y) {
    for (int x = 0; x < 10; ++x) stripes += std::to_string(y) + (x < 9 ? " " : "\n");
  }
  const std::string file = TempPath("stripes.txt");
  Write(file, stripes);
  const std::vector<std::string> verbs = {"convert " + file + " --to url", "solve " + file,
                                          "hint " + file, "convert - --to url"};
  for (const std::string& verb : verbs) {
    CliRun r = Cli(verb, stripes);
    EXPECT_EQ(r.code, 2) << verb << ": " << r.out;
    EXPECT_EQ(Lines(r.err), 1) << verb << ": " << r.err;
    EXPECT_NE(r.err.find("does not say how many stars"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("--stars K"), std::string::npos) << r.err;
  }
  EXPECT_EQ(Cli("convert " + file + " --stars 2 --to url").code, 0);
}

}  // namespace
