// The crossword constructor's drafts over HTTP (POST/GET/PUT/DELETE /api/drafts): stored as sent,
// listed newest change first, replaced, refused without a draft object, kept across a restart,
// and gone when deleted.
#include "server/api_fixture.h"

namespace ps::server {
namespace {

using DraftsTest = ApiTest;

TEST_F(DraftsTest, StoredListedReplacedKeptAndDeleted) {
  EXPECT_EQ(Get("/api/drafts")["drafts"], json::array());
  const json draft = {{"width", 3},
                      {"height", 3},
                      {"grid", {"CAT", "A#A", "TAB"}},
                      {"clues", {{"1 Across", "Pet"}}}};
  json made = Post("/api/drafts", {{"title", "Mini"}, {"draft", draft}}, 201);
  ASSERT_TRUE(made.contains("id"));
  const std::string id = std::to_string(made["id"].get<int64_t>());
  EXPECT_EQ(made["title"], "Mini");
  json got = Get("/api/drafts/" + id);
  EXPECT_EQ(got["draft"], draft);
  EXPECT_EQ(got["title"], "Mini");

  json second = Post("/api/drafts", {{"draft", {{"width", 5}}}}, 201);
  json list = Get("/api/drafts")["drafts"];
  ASSERT_EQ(list.size(), 2u);
  EXPECT_EQ(list[0]["id"], second["id"]) << "newest first";
  EXPECT_FALSE(list[0].contains("draft")) << "a listing carries no drafts";

  json changed = draft;
  changed["grid"] = {"CAR", "A#A", "TAB"};
  auto put = c().Put(("/api/drafts/" + id).c_str(),
                     json({{"title", "Mini 2"}, {"draft", changed}}).dump(), "application/json");
  ASSERT_TRUE(put);
  EXPECT_EQ(put->status, 200) << put->body;
  EXPECT_EQ(Get("/api/drafts")["drafts"][0]["title"], "Mini 2") << "the change is the newest";

  // Refused: no draft, a draft that is not an object, a title too long; unknown ids.
  Post("/api/drafts", {{"title", "x"}}, 400);
  Post("/api/drafts", {{"draft", "CAT"}}, 400);
  Post("/api/drafts", {{"title", std::string(201, 'a')}, {"draft", json::object()}}, 400);
  Get("/api/drafts/999", 404);
  auto missing =
      c().Put("/api/drafts/999", json({{"draft", json::object()}}).dump(), "application/json");
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->status, 404);

  // Kept across a restart of the server.
  server_.reset();
  server_ = std::make_unique<Running>(db_);
  EXPECT_EQ(Get("/api/drafts/" + id)["draft"], changed);

  auto del = c().Delete(("/api/drafts/" + id).c_str());
  ASSERT_TRUE(del);
  EXPECT_EQ(del->status, 200) << del->body;
  Get("/api/drafts/" + id, 404);
  EXPECT_EQ(Get("/api/drafts")["drafts"].size(), 1u);
  auto again = c().Delete(("/api/drafts/" + id).c_str());
  ASSERT_TRUE(again);
  EXPECT_EQ(again->status, 404);
}

}  // namespace
}  // namespace ps::server
