// Game IDs from both front ends: the same ID gives the same puzzle, byte for byte in every format,
// and the same JSON from the command line (`puzzlesmith convert ID`) and the API (POST
// /api/open); opening an ID again finds the puzzle (and its saved game) in the library; a bad ID
// gets one clear message.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "server/running.h"

namespace ps::server {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

const std::string kWords = std::string(PS_SOURCE_DIR) + "/data/crossword/fill/words-scored.dict";

struct CliRun {
  std::string out;
  int code = -1;
};

// The command line with `args` (each quoted), its standard output and exit code.
CliRun Cli(const std::vector<std::string>& args) {
  std::string cmd = PS_BINARY;
  for (const std::string& a : args) cmd += " '" + a + "'";
  cmd += " 2>/dev/null";
  CliRun r;
  FILE* p = popen(cmd.c_str(), "r");
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  const int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

// A game just started: nothing entered.
json FreshState(const json& puzzle) {
  const json& d = puzzle["doc"];
  if (puzzle["kind"] == "sudoku") return {{"values", d["givens"]}};
  if (puzzle["kind"] == "starbattle") {
    return {{"marks", json(std::vector<int>(d["size"].get<size_t>() * d["size"].get<size_t>()))}};
  }
  json rows = json::array();
  for (const json& row : d["grid"]) {
    std::string r = row;
    for (char& ch : r) ch = ch == '#' ? '#' : '.';
    rows.push_back(r);
  }
  return {{"letters", rows}};
}

class GameIdTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ =
        fs::temp_directory_path() /
        ("ps-ids-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    server_ = std::make_unique<Running>((dir_ / "library.db").string());
  }
  void TearDown() override {
    server_.reset();
    fs::remove_all(dir_);
  }
  httplib::Client& c() { return server_->client(); }

  // POST /api/open: the stored puzzle, waiting for the make job of a seeded ID; `status` is the
  // first answer's.
  json Open(const std::string& id, int* status) {
    auto r = c().Post("/api/open", json{{"id", id}}.dump(), "application/json");
    EXPECT_TRUE(r);
    if (!r) return {};
    *status = r->status;
    json body = json::parse(r->body);
    if (r->status != 202) return body;
    const std::string job = body["job"].is_string() ? body["job"].get<std::string>()
                                                    : std::to_string(body["job"].get<int>());
    for (int i = 0; i < 600; ++i) {
      auto g = c().Get(("/api/jobs/" + job).c_str());
      json j = json::parse(g->body);
      if (j["status"] != "running") {
        EXPECT_EQ(j["status"], "done") << j.dump();
        return j["result"];
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    ADD_FAILURE() << "the job did not end";
    return {};
  }

  fs::path dir_;
  std::unique_ptr<Running> server_;
};

TEST_F(GameIdTest, TheSameIdGivesTheSamePuzzleAndJsonFromTheCommandLineAndTheApi) {
  const std::string words = (dir_ / "words.txt").string();
  std::ofstream(words) << "planet: Earth, for one\norbit: Path around a star\ncomet: Icy "
                          "visitor\nmoon: Natural satellite\nstar: Sun, for one\n";
  CliRun crossword = Cli({"make", "crossword", "--words", words, "--seed", "1", "-q"});
  ASSERT_EQ(crossword.code, 0);
  CliRun sudoku = Cli({"make", "sudoku", "--seed", "43", "--level", "hard", "-q"});
  ASSERT_EQ(sudoku.code, 0);
  const std::vector<std::string> ids = {
      "sudoku/size=9,level=hard,symmetry=180,diagonals=0,minimal=0#42",
      sudoku.out.substr(0, sudoku.out.size() - 1),
      "sudoku/size=6,level=any,symmetry=none,diagonals=1,minimal=1#7",
      "starbattle/size=8,stars=1,level=any#5",
      "fillin/width=7,height=7#6",
      crossword.out.substr(0, crossword.out.size() - 1),
  };
  for (const std::string& id : ids) {
    SCOPED_TRACE(id);
    int status = 0;
    json api = Open(id, &status);
    ASSERT_TRUE(status == 201 || status == 202) << status << " " << api.dump();
    CliRun cli = Cli({"convert", id, "--json", "--words", kWords});
    ASSERT_EQ(cli.code, 0);
    json mine = json::parse(cli.out);
    for (const char* key :
         {"kind", "title", "level", "params", "seed", "game_id", "seed_id", "doc"}) {
      EXPECT_EQ(mine[key], api[key]) << key;
    }
    // Its ID, either form, names it.
    EXPECT_TRUE(id == api["game_id"] || id == api["seed_id"]) << api.dump();
    // Every format its kind writes, byte for byte.
    auto kinds = json::parse(c().Get("/api/kinds")->body)["kinds"];
    for (const json& k : kinds) {
      if (k["name"] != api["kind"]) continue;
      for (const json& f : k["writes"]) {
        const std::string format = f;
        auto e = c().Get(
            ("/api/puzzles/" + std::to_string(api["id"].get<int>()) + "/export?format=" + format)
                .c_str());
        ASSERT_TRUE(e) << format;
        CliRun file = Cli({"convert", id, "--to", format, "--words", kWords});
        if (e->status != 200) {  // a format that cannot carry this puzzle (letters: 9x9 only)
          EXPECT_EQ(e->status, 400) << format;
          EXPECT_EQ(file.code, 2) << format << ": the API refuses it, the command line does not";
          continue;
        }
        ASSERT_EQ(file.code, 0) << format;
        EXPECT_TRUE(file.out == e->body) << format << ": the command line and the API differ";
      }
    }
    // Opened again, it is the same puzzle of the library, with its saved game.
    const std::string put = "/api/puzzles/" + std::to_string(api["id"].get<int>()) + "/game";
    const json state = FreshState(api);
    auto saved = c().Put(put.c_str(), json{{"state", state}}.dump(), "application/json");
    ASSERT_TRUE(saved && saved->status == 200) << (saved ? saved->body : "");
    json again = Open(id, &status);
    EXPECT_EQ(status, 200);
    EXPECT_EQ(again["id"], api["id"]);
    EXPECT_EQ(again["doc"], api["doc"]);
    EXPECT_EQ(again["game"]["state"], state) << again["game"].dump();
  }
}

TEST_F(GameIdTest, ABadIdGetsOneClearMessage) {
  for (const std::string& id :
       {std::string("sudoku"), std::string("chess/8:abc"), std::string("sudoku/9:12"),
        std::string("sudoku/9:1a 2"), std::string("starbattle/10k2:zzzz"),
        std::string("sudoku/level=impossible#1"), std::string("sudoku/size=9#x"),
        std::string("crossword/5x5:AAAA")}) {
    SCOPED_TRACE(id);
    auto r = c().Post("/api/open", json{{"id", id}}.dump(), "application/json");
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 400) << r->body;
    json body = json::parse(r->body);
    EXPECT_FALSE(body["error"]["message"].get<std::string>().empty());
    CliRun cli = Cli({"convert", id});
    EXPECT_EQ(cli.code, 2) << id;
    EXPECT_TRUE(cli.out.empty());
  }
}

}  // namespace
}  // namespace ps::server
