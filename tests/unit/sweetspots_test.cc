// The Star Battle pack of the original Sweet Spots boards: every board opens from the game ID
// the pack lists, is the board of its data file, is counted honestly (only 08a-2 and 08b-2 have
// one solution), and any placement that keeps the rules wins, not only the stored one.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "app/puzzles.h"
#include "app/registry.h"
#include "common/files.h"
#include "starbattle/format.h"
#include "starbattle/solver.h"

namespace ps::app {
namespace {

using nlohmann::json;
namespace sb = starbattle;

using testing_files::Slurp;

const Kind::Pack* OriginalsPack() {
  const Kind* kind = FindKind("starbattle");
  if (kind == nullptr) return nullptr;
  for (const Kind::Pack& p : kind->packs) {
    if (p.boards != nullptr) return &p;
  }
  return nullptr;
}

json Marks(const sb::Solution& s) {
  json marks = json::array();
  for (uint8_t star : s) marks.push_back(star ? 1 : 2);
  return marks;
}

TEST(SweetSpotsPack, ListedWithItsSixteenBoardsAndANote) {
  const Kind::Pack* pack = OriginalsPack();
  ASSERT_NE(pack, nullptr);
  EXPECT_EQ(pack->boards().size(), 16u);
  bool listed = false;
  for (const json& k : KindsJson()) {
    if (k["name"] != "starbattle") continue;
    for (const json& p : k["packs"]) {
      if (!p.contains("boards")) continue;
      listed = true;
      EXPECT_EQ(p["count"], 16);
      EXPECT_EQ(p["boards"][0]["name"], "05a-1");
      EXPECT_EQ(p["boards"][15]["name"], "11b-2");
      EXPECT_EQ(p["boards"][0]["id"].get<std::string>().rfind("starbattle/5k1:", 0), 0u);
      EXPECT_NE(p["note"].get<std::string>().find("several solutions"), std::string::npos);
    }
  }
  EXPECT_TRUE(listed) << "GET /api/kinds lists the pack with its boards";
}

TEST(SweetSpotsPack, EveryBoardOpensIsItsFileAndAnyValidPlacementWins) {
  const Kind::Pack* pack = OriginalsPack();
  ASSERT_NE(pack, nullptr);
  const std::set<std::string> unique = {"08a-2", "08b-2"};
  int opened = 0;
  for (const Kind::PackBoard& board : pack->boards()) {
    SCOPED_TRACE(board.name);
    // The board of its data file: gamezone.<name>.txt, the stars after the '-'.
    const int k = board.name.back() - '0';
    const std::string file =
        fmt::format("{}/data/starbattle/sweetspots/gamezone.{}.txt", PS_SOURCE_DIR, board.name);
    Result<sb::Puzzle> want = sb::ParseZoneFile(Slurp(file), k);
    ASSERT_TRUE(want.ok()) << file << ": " << want.error().ToString();

    const std::string id = "starbattle/" + board.id;
    Budget budget = Budget::Seconds(60);
    MakeContext ctx{budget, nullptr, nullptr};
    const auto start = std::chrono::steady_clock::now();
    Result<PuzzleRecord> r = OpenGameId(id, ctx);
    ASSERT_TRUE(r.ok()) << r.error().ToString();
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_LT(seconds, 10.0) << "a pack's board must open quickly";
    ++opened;
    EXPECT_EQ(r->game_id, id) << "the library finds it again by the pack's ID";
    EXPECT_NE(r->title.find("Sweet Spots original " + board.name), std::string::npos) << r->title;

    // The zones and stars of the file.
    EXPECT_EQ(r->doc["size"], want->n);
    EXPECT_EQ(r->doc["stars"], k);
    std::vector<int> zones;
    for (const json& row : r->doc["zones"]) {
      for (const json& z : row) zones.push_back(z.get<int>());
    }
    EXPECT_EQ(zones, want->zones);

    // Counted: one solution for the two unique boards, several (said so) for the others.
    const int solutions = r->doc["solutions"].get<int>();
    if (unique.count(board.name)) {
      EXPECT_EQ(solutions, 1);
      EXPECT_EQ(r->doc["solutions_exact"], true);
      EXPECT_EQ(r->title.find("solutions"), std::string::npos) << r->title;
    } else {
      EXPECT_GT(solutions, 1);
      EXPECT_NE(r->title.find("solutions"), std::string::npos) << r->title;
      EXPECT_NE(r->level.find("solutions"), std::string::npos) << r->level;
    }

    // Two solutions found by our solver (one when unique): each is accepted by Check, the one
    // that differs from the stored answer too.
    std::vector<sb::Solution> found;
    Budget solve_budget = Budget::Seconds(30);
    const sb::SolveResult sr =
        sb::Solve(*want, 2, solve_budget, [&](const sb::Solution& s) { found.push_back(s); });
    ASSERT_EQ(sr.count, unique.count(board.name) ? 1 : 2);
    ASSERT_EQ(found.size(), static_cast<size_t>(sr.count));
    const json stored = AnswerGame(*r).value();
    bool other = false;
    for (const sb::Solution& s : found) {
      const json marks = Marks(s);
      other = other || marks != stored["marks"];
      Result<json> check = CheckGame(*r, {{"marks", marks}});
      ASSERT_TRUE(check.ok()) << check.error().ToString();
      EXPECT_EQ((*check)["solved"], true);
      EXPECT_EQ((*check)["wrong"], json::array());
    }
    EXPECT_EQ(other, !unique.count(board.name)) << "a placement other than the stored answer";

    // A placement that breaks the rules (the first star moved one square right) does not win.
    sb::Solution broken = found[0];
    for (size_t c = 0; c + 1 < broken.size(); ++c) {
      if (broken[c] == 1 && broken[c + 1] == 0) {
        std::swap(broken[c], broken[c + 1]);
        break;
      }
    }
    Result<json> bad = CheckGame(*r, {{"marks", Marks(broken)}});
    ASSERT_TRUE(bad.ok());
    EXPECT_EQ((*bad)["solved"], false);
  }
  EXPECT_EQ(opened, 16);
}

}  // namespace
}  // namespace ps::app
