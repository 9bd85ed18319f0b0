// POST /api/fill/candidates over real HTTP: the answer's shape (the slot, the total, the words
// best first with their score, viability and options, the squares' letters, the dead slots),
// letters given in the grid kept, a grid with no fill answered as such, and a bad request
// answered 400 with one line that names what is wrong; a grid fill's make job with the grid's
// preferred and excluded words; and POST /api/fill/entries.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "server/api_fixture.h"

namespace ps::server {
namespace {

TEST_F(ApiTest, FillCandidatesListsTheWordsOfASlotWithLookAhead) {
  const json request = {{"pattern", {"#....", ".....", "..a..", ".....", "....#"}},
                        {"row", 2},
                        {"col", 4},
                        {"direction", "across"},
                        {"min_score", 50},
                        {"limit", 30}};
  json a = Post("/api/fill/candidates", request, 200);
  EXPECT_EQ(
      a["slot"],
      json({{"row", 2}, {"col", 0}, {"direction", "across"}, {"length", 5}, {"pattern", "..A.."}}));
  EXPECT_GT(a["total"].get<int>(), 30);
  ASSERT_EQ(a["candidates"].size(), 30u);
  EXPECT_TRUE(a["exact"].get<bool>());  // 5x5: a complete search per word
  EXPECT_FALSE(a["stopped"].get<bool>());
  std::set<std::string> seen;
  for (const json& c : a["candidates"]) {
    const std::string w = c["word"];
    ASSERT_EQ(w.size(), 5u);
    EXPECT_EQ(w[2], 'A') << w;
    EXPECT_TRUE(seen.insert(w).second) << w;
    EXPECT_GE(c["score"].get<int>(), 50);
    EXPECT_TRUE(c["options"].is_number_integer());
    EXPECT_TRUE(c["viable"].is_boolean());
  }
  EXPECT_TRUE(a["candidates"][0]["viable"].get<bool>());
  // Every open square with its letters; the given one holds A alone.
  ASSERT_EQ(a["squares"].size(), 23u);
  for (const json& s : a["squares"]) {
    EXPECT_EQ(s["count"].get<size_t>(), s["letters"].get<std::string>().size());
    if (s["row"] == 2 && s["col"] == 2) {
      EXPECT_EQ(s["letters"], "A");
    }
  }
  EXPECT_TRUE(a["dead_slots"].empty());

  // A grid with no fill: no word is viable and the dead slot is named.
  json none = Post(
      "/api/fill/candidates",
      {{"pattern", {"qx...", ".....", "....."}}, {"row", 2}, {"col", 0}, {"direction", "across"}},
      200);
  for (const json& c : none["candidates"]) EXPECT_FALSE(c["viable"].get<bool>()) << c;
  ASSERT_FALSE(none["dead_slots"].empty());
  EXPECT_EQ(none["dead_slots"][0]["pattern"], "QX...");
}

TEST_F(ApiTest, FillCandidatesRefusesABadRequestWith400AndOneLine) {
  const json good = {{"pattern", {"#...", "....", "....", "...#"}},
                     {"row", 1},
                     {"col", 1},
                     {"direction", "down"},
                     {"min_score", 50}};
  auto refused = [&](json body, const std::string& words) {
    auto r = c().Post("/api/fill/candidates", body.dump(), "application/json");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 400) << body.dump() << ": " << r->body;
    json j = json::parse(r->body, nullptr, false);
    ASSERT_TRUE(j.contains("error")) << r->body;
    const std::string message = j["error"]["message"];
    EXPECT_NE(message.find(words), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
    EXPECT_EQ(j["error"]["code"], "invalid_input");
  };
  auto with = [&](const char* field, json value) {
    json b = good;
    b[field] = std::move(value);
    return b;
  };
  auto without = [&](const char* field) {
    json b = good;
    b.erase(field);
    return b;
  };
  refused(without("pattern"), "'pattern' is missing");
  refused(with("pattern", json::array({"#..", "...."})), "ragged");
  refused(with("pattern", json::array({1, 2})), "'pattern' must be");
  refused(with("pattern", json::array({"#", "#"})), "no slot");
  refused(without("row"), "'row' is missing");
  refused(with("row", -1), "'row' must be 0 to 3");
  refused(with("col", 2.5), "'col' must be a whole number");
  refused(with("direction", "diagonal"), "'direction' must be");
  refused(with("min_score", 101), "'min_score'");
  refused(with("limit", 100000), "'limit'");
  refused(with("excluded", json::array({"a-b"})), "'excluded'");
  json block = with("row", 0);
  block["col"] = 0;
  refused(block, "is a block");
  auto r = c().Post("/api/fill/candidates", "{not json", "application/json");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 400);
}

}  // namespace
}  // namespace ps::server

namespace ps::server {
namespace {

// The grid's own words in a grid fill's make job (the fill kind's "preferred" and "excluded"
// parameters, as the constructor's Autofill sends them): an excluded word is never used, a
// preferred one is used first, even when the list lacks it; a word with other than letters is a
// 400 naming the parameter.
TEST_F(ApiTest, AGridFillUsesTheGridsPreferredWordsAndNeverItsExcludedOnes) {
  auto fill = [&](json params) {
    params["pattern"] = "#....\n.....\n.....\n.....\n....#";
    params["quality_time"] = 0;
    params["seed"] = 3;
    json j = Make("fill", params);
    EXPECT_EQ(j["status"], "done") << j;
    std::set<std::string> words;
    for (const json& e : j["result"]["doc"]["entry_scores"])
      words.insert(e["word"].get<std::string>());
    return words;
  };
  const std::set<std::string> first = fill(json::object());
  ASSERT_EQ(first.size(), 10u);
  // Every word of that fill excluded: another fill, none of them in it.
  std::string out;
  for (const std::string& w : first) out += w + ", ";
  const std::set<std::string> second = fill({{"excluded", out}});
  ASSERT_EQ(second.size(), 10u);
  for (const std::string& w : second) EXPECT_FALSE(first.count(w)) << w << " was excluded";
  // A word of the second fill, which the first does not use, preferred: used.
  for (const std::string& pick : {*second.begin(), *second.rbegin()}) {
    EXPECT_TRUE(fill({{"preferred", pick}}).count(pick)) << pick;
  }
  json bad =
      Post("/api/make",
           {{"kind", "fill"}, {"params", {{"pattern", "..."}, {"excluded", "ok x-ray"}}}}, 400);
  EXPECT_NE(bad["error"]["message"].get<std::string>().find("'excluded': \"x-ray\""),
            std::string::npos)
      << bad;
}

}  // namespace
}  // namespace ps::server

namespace ps::server {
namespace {

// POST /api/fill/entries: the grid's whole entries against the word list (the constructor's
// warnings): each one's score (null when the list lacks it), an excluded word marked, an entry
// repeating an earlier one's root named; entries with an open square left out.
TEST_F(ApiTest, FillEntriesChecksTheGridsWholeEntriesAgainstTheList) {
  const json request = {
      {"pattern", {"erie#", "#####", "eries", "#####", "xqzzy", "#####", "ab.de"}},
      {"excluded", {"oleo"}}};
  json a = Post("/api/fill/entries", request, 200);
  ASSERT_EQ(a["entries"].size(), 3u) << a;
  const json& erie = a["entries"][0];
  EXPECT_EQ(erie["word"], "ERIE");
  EXPECT_EQ(erie["row"], 0);
  EXPECT_EQ(erie["direction"], "across");
  EXPECT_TRUE(erie["score"].is_number_integer()) << erie;
  EXPECT_FALSE(erie.contains("repeats"));
  EXPECT_EQ(a["entries"][1]["word"], "ERIES");
  EXPECT_EQ(a["entries"][1]["repeats"], "ERIE");
  EXPECT_EQ(a["entries"][2]["word"], "XQZZY");
  EXPECT_TRUE(a["entries"][2]["score"].is_null());
  // An excluded word is not in the grid's list, and says why.
  json excluded = request;
  excluded["excluded"] = {"erie"};
  json b = Post("/api/fill/entries", excluded, 200);
  EXPECT_TRUE(b["entries"][0]["score"].is_null());
  EXPECT_EQ(b["entries"][0]["excluded"], true);
  // A preferred word is in it.
  json preferred = request;
  preferred["preferred"] = {"xqzzy"};
  EXPECT_EQ(Post("/api/fill/entries", preferred, 200)["entries"][2]["score"], 100);
  // Bad input as the candidates request's.
  json bad = Post("/api/fill/entries", {{"pattern", {"ab", "c"}}}, 400);
  EXPECT_NE(bad["error"]["message"].get<std::string>().find("'pattern'"), std::string::npos);
}

}  // namespace
}  // namespace ps::server

namespace ps::server {
namespace {

// A barred grid (bars instead of blocks): the candidates' slots end at the bars, and the grid
// filler fills it, its entries the runs between the bars, the bars kept in what it made.
TEST_F(ApiTest, CandidatesAndTheGridFillerTakeABarredGrid) {
  const json rows = {"......", "......", "......", "......", "......", "......"};
  // A bar between squares 2 and 3 of the top row (on the left of square 3), and its twin between
  // squares 32 and 33: the top and bottom rows are each two 3-letter entries.
  json request = {
      {"pattern", rows}, {"row", 0}, {"col", 5}, {"direction", "across"}, {"bar_left", {3, 33}}};
  json a = Post("/api/fill/candidates", request, 200);
  EXPECT_EQ(a["slot"]["col"], 3);
  EXPECT_EQ(a["slot"]["length"], 3);
  EXPECT_FALSE(a["candidates"].empty());
  for (const json& c : a["candidates"]) EXPECT_EQ(c["word"].get<std::string>().size(), 3u);
  // Without the bars, a 6-letter slot.
  request.erase("bar_left");
  EXPECT_EQ(Post("/api/fill/candidates", request, 200)["slot"]["length"], 6);

  json j = Make("fill", {{"pattern", "......\n......\n......\n......\n......\n......"},
                         {"bar_left", "3 33"},
                         {"quality_time", 0},
                         {"seed", 2}});
  ASSERT_EQ(j["status"], "done") << j;
  const json& doc = j["result"]["doc"];
  EXPECT_EQ(doc["bar_left"], json({3, 33}));
  // Its entries: 8 across (the two barred rows give two each) and 6 down, each a listed word.
  EXPECT_EQ(doc["entries"].size(), 14u);
  for (const json& e : doc["entry_scores"]) EXPECT_FALSE(e["score"].is_null()) << e;

  // Bad bars: a square outside the grid, a square the bars leave in no entry, not a number.
  request["bar_left"] = {36};
  EXPECT_EQ(Post("/api/fill/candidates", request, 400)["error"]["field"], "bar_left");
  request["bar_left"] = {1, 2};
  request["bar_top"] = {7};
  Post("/api/fill/candidates", request, 400);
  Post("/api/make",
       {{"kind", "fill"}, {"params", {{"pattern", "...\n...\n..."}, {"bar_top", "x"}}}}, 400);
}

}  // namespace
}  // namespace ps::server
