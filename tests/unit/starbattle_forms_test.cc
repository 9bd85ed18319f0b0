// pzprv3 (pzprjs's save file) in every form it travels in, read from the files of
// tests/data/starbattle-forms/: by the Star Battle reader (what `starbattle solve FILE` and stdin
// use) and by the import (the web app's Import page and `puzzlesmith solve`), each giving the
// same zones, stars and answer marks. The command line itself is tested in tests/cli.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "app/puzzles.h"
#include "starbattle/format.h"

namespace ps::starbattle {
namespace {

using nlohmann::json;

std::string FormFile(const std::string& name) {
  std::ifstream in(std::string(PS_SOURCE_DIR) + "/tests/data/starbattle-forms/" + name,
                   std::ios::binary);
  EXPECT_TRUE(in.good()) << name;
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The zones of `rows`, renumbered as every reader does (in order of first appearance).
std::vector<int> Zones(const std::vector<std::string>& rows) {
  Puzzle p;
  p.n = static_cast<int>(rows.size());
  for (const std::string& row : rows) {
    std::stringstream s(row);
    for (int z; s >> z;) p.zones.push_back(z);
  }
  Canonicalize(p);
  return p.zones;
}

// pzprjs's own test board (test/script/starbattle.js), one star, and the answer of its passing
// check: '#' star, '+' marked empty, '.' unknown.
const std::vector<std::string> kZones6 = {"0 0 0 1 1 1", "0 1 1 1 2 2", "0 3 3 4 4 2",
                                          "5 5 3 3 4 2", "5 4 4 4 4 2", "5 2 2 2 2 2"};
const std::vector<std::string> kMarks6 = {"+#++++", "+++#++", "+++++#",
                                          ".+#+++", ".+++#+", "#+++++"};
// The Sweet Spots board 08a-2, two stars.
const std::vector<std::string> kZones8 = {"0 0 0 0 0 0 0 0", "1 2 2 0 0 0 0 0", "1 2 2 2 2 2 4 4",
                                          "1 3 4 4 4 4 4 4", "1 3 5 6 6 6 6 6", "1 3 5 5 7 7 7 7",
                                          "1 3 5 5 7 7 7 7", "3 3 5 5 7 7 7 7"};

std::vector<uint8_t> Marks(const std::vector<std::string>& rows) {
  std::vector<uint8_t> out;
  for (const std::string& row : rows) {
    for (char c : row) out.push_back(c == '#' ? 1 : c == '+' ? 2 : 0);
  }
  return out;
}

struct Form {
  const char* file;
  const std::vector<std::string>* zones;
  int stars;
  bool answer;  // the file has an answer section
};

const Form kForms[] = {
    {"pzprjs-file.txt", &kZones6, 1, true},         // as pzprjs's file writer writes it
    {"pzprjs-file-info.txt", &kZones6, 1, true},    // with its metadata (info:{...} JSON)
    {"pzprjs-url.txt", &kZones6, 1, true},          // pzprjs's "duplicate" URL (?pzprv3/...)
    {"pzprjs-url-player.txt", &kZones6, 1, true},   // the same, ?type=player&pzprv3/...
    {"no-final-newline.txt", &kZones8, 2, false},   // no final newline, no answer section
    {"crlf.txt", &kZones6, 1, true},                // CRLF line ends
    {"trailing-spaces.txt", &kZones6, 1, true},     // spaces and tabs at line ends, blank lines
    {"one-line.txt", &kZones6, 1, true},            // '/' for line breaks, a trailing '/'
    {"one-line-no-slash.txt", &kZones8, 2, false},  // no trailing '/', no answer section
};

TEST(Pzprv3Forms, EveryFormGivesTheZonesStarsAndMarks) {
  for (const Form& f : kForms) {
    SCOPED_TRACE(f.file);
    const std::string text = FormFile(f.file);
    Result<Parsed> p = ParseAny(text, 1);
    ASSERT_TRUE(p.ok()) << p.error().ToString();
    EXPECT_EQ(p->format, Format::kPzprv3);
    EXPECT_EQ(p->puzzle.zones, Zones(*f.zones));
    EXPECT_EQ(p->puzzle.Stars(), f.stars);
    EXPECT_TRUE(p->stars_given);
    if (f.answer) {
      EXPECT_EQ(p->marks, Marks(kMarks6));
    } else {
      EXPECT_TRUE(p->marks.empty());
    }
  }
}

TEST(Pzprv3Forms, EveryFormImportsAsTheSameBoard) {
  for (const Form& f : kForms) {
    SCOPED_TRACE(f.file);
    Budget budget = Budget::Seconds(30);
    Result<app::PuzzleRecord> r = app::ImportPuzzle({{"text", FormFile(f.file)}}, budget);
    ASSERT_TRUE(r.ok()) << r.error().ToString();
    EXPECT_EQ(r->kind, "starbattle");
    EXPECT_EQ(r->doc["stars"], f.stars);
    std::vector<int> zones;
    for (const json& row : r->doc["zones"]) {
      for (const json& z : row) zones.push_back(z.get<int>());
    }
    EXPECT_EQ(zones, Zones(*f.zones));
    EXPECT_EQ(r->doc["solutions"], 1);
  }
}

// What is refused, with the line to fix: a board pzprjs has not split into zones yet, an answer
// cut short, an answer row with a missing cell.
TEST(Pzprv3Forms, BrokenFilesAreRefusedWithTheirLine) {
  const std::string full = FormFile("pzprjs-file.txt");
  {
    Result<Parsed> p = ParseAny(
        "pzprv3/starbattle/4/4/1/1/0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 /. . . . /. . . . /"
        ". . . . /. . . . /");
    ASSERT_FALSE(p.ok());
    EXPECT_NE(p.error().message.find("declares 1 zone on a 4x4 board"), std::string::npos)
        << p.error().message;
  }
  {
    // Three answer rows of six, then pzprjs's metadata.
    std::string cut = full.substr(0, full.find("+ # + + + + "));
    cut += "+ # + + + + \n+ + + # + + \n+ + + + + # \n\ninfo:{\n \"metadata\": {}\n}";
    Result<Parsed> p = ParseAny(cut);
    ASSERT_FALSE(p.ok());
    EXPECT_NE(p.error().message.find("3 answer rows"), std::string::npos) << p.error().message;
    EXPECT_EQ(p.error().line, 17);
  }
  {
    std::string shorter = full;
    shorter.replace(shorter.find("+ + + # + + "), 12, "+ + + # + ");
    Result<Parsed> p = ParseAny(shorter);
    ASSERT_FALSE(p.ok());
    EXPECT_NE(p.error().message.find("answer row 2 has 5 cells"), std::string::npos)
        << p.error().message;
    EXPECT_EQ(p.error().line, 14);
  }
  // Not mistaken for a puzz.link URL whose borders are "0 0 0 1...": a URL of another kind's file.
  Result<Parsed> other = ParseAny("https://puzz.link/p?pzprv3/sudoku/9/9/...");
  ASSERT_FALSE(other.ok());
  EXPECT_NE(other.error().message.find("'sudoku'"), std::string::npos) << other.error().message;
}

}  // namespace
}  // namespace ps::starbattle
