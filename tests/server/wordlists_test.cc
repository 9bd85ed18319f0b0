// Own word lists over HTTP (GET/POST/DELETE /api/wordlists, docs/api.md "Word lists"): a list
// added is read as --words reads a file, listed, kept across a restart and deleted; the fill
// candidates and a grid fill's make job fill from the lists a request names (an own list alone,
// or merged over the server's list with its scores winning, a score below 0 banning a word); a
// bad upload and a bad "lists" are refused with one line naming what, where and how to fix.
#include <set>

#include "server/api_fixture.h"

namespace ps::server {
namespace {

using WordListsTest = ApiTest;

// The words a candidates request lists for the one slot of a three-square grid.
std::set<std::string> Words(const json& answer) {
  std::set<std::string> out;
  for (const json& c : answer["candidates"]) out.insert(c["word"].get<std::string>());
  return out;
}

TEST_F(WordListsTest, AddedListedUsedByCandidatesAndMakeKeptAndDeleted) {
  json none = Get("/api/wordlists");
  EXPECT_EQ(none["wordlists"], json::array());
  EXPECT_EQ(none["builtin"]["name"], "words-scored.dict") << "the server's --words file";
  EXPECT_GT(none["builtin"]["entries"].get<int>(), 1000);

  const std::string text =
      "# my list\n"
      "XQZ;70\n"
      "cat;90\n"
      "qat\n"           // plain: 50
      "ice cream;50\n"  // not letters: left out
      "dog;-5\n"        // kept: it bans dog when merged after the server's list
      "xqz;10\n"        // repeated: the first stays
      "\n";
  json added = Post("/api/wordlists", {{"name", "Mine"}, {"text", text}}, 201);
  ASSERT_TRUE(added.contains("id")) << added;
  EXPECT_EQ(added["name"], "Mine");
  EXPECT_EQ(added["entries"], 4);
  EXPECT_EQ(added["skipped"], 2);
  ASSERT_FALSE(added["notes"].empty());
  EXPECT_NE(added["notes"][0].get<std::string>().find("ice cream"), std::string::npos)
      << added["notes"];
  const int64_t id = added["id"];
  json listed = Get("/api/wordlists")["wordlists"];
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0]["id"], id);
  EXPECT_EQ(listed[0]["entries"], 4);
  EXPECT_EQ(Get("/api/wordlists/" + std::to_string(id))["name"], "Mine");

  const json slot = {{"pattern", {"..."}},    {"row", 0},       {"col", 0},
                     {"direction", "across"}, {"min_score", 0}, {"limit", 5000}};
  // The own list alone: its words (dog, scored below 0, is listed with min score 0 out).
  json own = slot;
  own["lists"] = {id};
  EXPECT_EQ(Words(Post("/api/fill/candidates", own, 200)),
            (std::set<std::string>{"CAT", "QAT", "XQZ"}));
  // Merged over the server's list: every word of both, the own list's scores winning, dog banned.
  json merged = slot;
  merged["lists"] = {"builtin", id};
  json both = Post("/api/fill/candidates", merged, 200);
  std::set<std::string> words = Words(both);
  EXPECT_GT(words.size(), 100u);
  EXPECT_TRUE(words.count("XQZ") && words.count("ACE"));
  EXPECT_FALSE(words.count("DOG")) << "scored -5 by the own list";
  for (const json& c : both["candidates"]) {
    if (c["word"] == "CAT") {
      EXPECT_EQ(c["score"], 90);
    }
  }
  // The server's list alone, as without "lists".
  json builtin = Post("/api/fill/candidates", slot, 200);
  EXPECT_TRUE(Words(builtin).count("DOG"));
  EXPECT_FALSE(Words(builtin).count("XQZ"));

  // A grid fill's job fills from the own list too.
  json made = Post("/api/make",
                   {{"kind", "fill"},
                    {"params", {{"pattern", "..."}, {"min_score", 60}, {"quality_time", 0}}},
                    {"lists", {id}}},
                   202);
  std::string job = made["job"];
  json j;
  for (int i = 0; i < 200; ++i) {
    j = Get("/api/jobs/" + job);
    if (j["status"] != "running") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ASSERT_EQ(j["status"], "done") << j;
  const std::string row = j["result"]["doc"]["grid"][0];
  EXPECT_TRUE(row == "XQZ" || row == "CAT") << row;

  // Kept across a restart.
  server_.reset();
  server_ = std::make_unique<Running>(db_);
  EXPECT_EQ(Words(Post("/api/fill/candidates", own, 200)).size(), 3u);

  // Deleted: gone from the listing, and a request naming it is refused with why.
  auto del = c().Delete(("/api/wordlists/" + std::to_string(id)).c_str());
  ASSERT_TRUE(del);
  EXPECT_EQ(del->status, 200) << del->body;
  EXPECT_EQ(Get("/api/wordlists")["wordlists"], json::array());
  Get("/api/wordlists/" + std::to_string(id), 404);
  json gone = Post("/api/fill/candidates", own, 400);
  EXPECT_NE(gone["error"]["message"].get<std::string>().find("no word list"), std::string::npos);
  EXPECT_EQ(gone["error"]["field"], "lists");
  auto again = c().Delete(("/api/wordlists/" + std::to_string(id)).c_str());
  ASSERT_TRUE(again);
  EXPECT_EQ(again->status, 404);
}

TEST_F(WordListsTest, ABadUploadOrListsIsRefusedWithOneLineSayingWhereAndHow) {
  auto refused = [&](const json& body, std::initializer_list<const char*> says) {
    auto r = c().Post("/api/wordlists", body.dump(), "application/json");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 400) << body.dump() << ": " << r->body;
    const json j = json::parse(r->body, nullptr, false);
    const std::string message = j["error"]["message"];
    for (const char* s : says) EXPECT_NE(message.find(s), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  };
  refused({{"name", "x"}, {"text", "erie,50\nares,40\n"}},
          {"line 1", "\"erie,50\"", "comma", "semicolon"});
  refused({{"name", "x"}, {"text", "erie\tfifty\n"}}, {"no line of the list"});
  refused({{"name", "x"}, {"text", "erie\tfifty"}}, {"A to Z"});
  refused({{"name", "x"}, {"text", "erie;50\nares;40\noleo;high\n"}},
          {"line 3", "\"oleo;high\"", "whole number", "erie;50"});
  refused({{"name", "x"}, {"text", "# nothing\n\n"}}, {"empty"});
  refused({{"name", "x"}, {"text", "ice cream;50\n3d;40\n"}},
          {"no line of the list", "line 1", "\"ice cream;50\""});
  refused({{"name", "x"}, {"text", std::string("erie;50\n\x01\x02\x00zz", 13)}},
          {"line 2", "not plain text"});
  refused({{"text", "erie;50"}}, {"'name' is missing"});
  refused({{"name", ""}, {"text", "erie;50"}}, {"'name' must be 1 to 100"});
  refused({{"name", "x"}}, {"'text' is missing"});

  const json slot = {{"pattern", {"..."}}, {"row", 0}, {"col", 0}, {"direction", "across"}};
  for (const json& lists : {json("builtin"), json::array(), json::array({"own"}), json::array({0}),
                            json::array({"builtin", "builtin"}), json::array({1, 2, 3, 4, 5})}) {
    json body = slot;
    body["lists"] = lists;
    json a = Post("/api/fill/candidates", body, 400);
    EXPECT_EQ(a["error"]["field"], "lists") << lists << a;
  }
  json body = slot;
  body["lists"] = {7};
  json a = Post("/api/fill/candidates", body, 400);
  EXPECT_NE(a["error"]["message"].get<std::string>().find("no word list 7"), std::string::npos);
  // The make request names its lists the same way.
  json make = Post("/api/make",
                   {{"kind", "fill"}, {"params", {{"pattern", "..."}}}, {"lists", {"mine"}}}, 400);
  EXPECT_EQ(make["error"]["field"], "lists");
}

}  // namespace
}  // namespace ps::server
