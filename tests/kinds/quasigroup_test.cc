// A kind is its folder and its ps_kind line: the test's kind (tests/kinds/quasigroup/, Latin
// squares), registered as a real kind is and linked into test copies only, is made, read, written,
// solved, hinted, checked, printed and opened by game ID through the command's test copy, the
// library's generic API (its test copy), and the server's HTTP API, with no line about it outside
// tests/; and the programs users get do not have it. (Its Python side:
// tests/python/test_quasigroup.py.)
#include <gtest/gtest.h>
#include <puzzlesmith/puzzlesmith.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <thread>

#include "common/files.h"
#include "server/running.h"

namespace {

using nlohmann::json;
namespace fs = std::filesystem;

struct Ran {
  int code = 0;
  std::string out;
};
// A command's standard output and exit code (its errors dropped).
Ran Command(const std::string& binary, const std::string& args) {
  Ran r;
  FILE* p = popen((binary + " " + args + " 2>/dev/null").c_str(), "r");
  char buf[4096];
  for (size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) r.out.append(buf, n);
  const int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}
Ran Copy(const std::string& args) { return Command(PS_QUASIGROUP_BINARY, args); }

// A square's cells (n x n, row by row) with its rows as columns.
std::string Transposed(const std::string& cells, size_t n) {
  std::string out = cells;
  for (size_t i = 0; i < cells.size(); ++i) out[i] = cells[i % n * n + i / n];
  return out;
}

std::string Temp(const std::string& name) {
  return (fs::temp_directory_path() / ("ps-quasigroup-" + std::to_string(::getpid()) + "-" + name))
      .string();
}

TEST(QuasigroupKind, TheCommandsTestCopyHasEveryVerbForIt) {
  const json kinds = json::parse(Copy("kinds --json").out);
  ASSERT_TRUE(kinds.is_array());
  EXPECT_EQ(kinds.back()["name"], "quasigroup");  // after src/'s kinds, in the order of the lines
  Ran made = Copy("make quasigroup --size 5 --level easy --seed 3 --json");
  ASSERT_EQ(made.code, 0);
  const json record = json::parse(made.out);
  EXPECT_EQ(record["kind"], "quasigroup");
  EXPECT_EQ(record["level"], "easy");
  const std::string id = record["game_id"], seed_id = record["seed_id"];
  EXPECT_EQ(id.rfind("quasigroup/5:", 0), 0u) << id;
  EXPECT_EQ(seed_id, "quasigroup/size=5,level=easy#3");
  // The seeded ID makes it again; the ID carries it; its file reads back.
  EXPECT_EQ(json::parse(Copy("convert " + seed_id + " --json").out)["game_id"], id);
  EXPECT_EQ(json::parse(Copy("convert " + id + " --json").out)["doc"], record["doc"]);
  const std::string file = Temp("square.txt");
  ASSERT_EQ(Copy("convert " + id + " --to quasigroup -o " + file).code, 0);
  EXPECT_EQ(Copy("convert " + file + " --to id").out, id + "\n");
  // Its import parameter is an option of the verbs that read, as the table says.
  const json transposed = json::parse(Copy("convert " + file + " --transpose --json").out);
  EXPECT_EQ(transposed["doc"]["givens"], Transposed(record["doc"]["givens"], 5));
  // Solved (one solution), graded, hinted, printed; its levels listed.
  const json solved = json::parse(Copy("solve " + id + " --json").out);
  EXPECT_EQ(solved["outcome"], "unique");
  EXPECT_EQ(solved["state"]["values"], record["doc"]["solution"]);
  EXPECT_EQ(json::parse(Copy("grade " + id + " --json").out)["level"], "easy");
  EXPECT_EQ(json::parse(Copy("hint " + id + " --json").out)["technique"], "single");
  const std::string svg = Temp("square.svg");
  ASSERT_EQ(Copy("print " + id + " --answers --svg " + svg).code, 0);
  EXPECT_NE(ps::testing_files::Slurp(svg).find("<svg"), std::string::npos);
  EXPECT_EQ(json::parse(Copy("levels quasigroup --json").out).size(), 2u);
  fs::remove(file);
  fs::remove(svg);
}

TEST(QuasigroupKind, TheProgramUsersGetDoesNotHaveIt) {
  for (const json& kind : json::parse(Command(PS_BINARY, "kinds --json").out)) {
    EXPECT_NE(kind["name"], "quasigroup");
  }
  EXPECT_EQ(Command(PS_BINARY, "make quasigroup --seed 3").code, 2);
  // Nor the library: a square's ID is no game ID there.
  EXPECT_EQ(Command(PS_BINARY, "convert quasigroup/4:1234341221434321").code, 2);
}

TEST(QuasigroupKind, TheLibrarysTestCopyHasItByName) {
  namespace pz = puzzlesmith;
  const pz::Result<std::string> made = pz::make("quasigroup", R"({"size": 4, "seed": 1})");
  ASSERT_TRUE(made.ok()) << made.error().ToString();
  const json record = json::parse(*made);
  EXPECT_EQ(record["kind"], "quasigroup");
  // The same record the command's test copy prints.
  EXPECT_EQ(*made + "\n", Copy("make quasigroup --size 4 --seed 1 --json").out);
  const pz::Result<std::string> text = pz::write(*made, "quasigroup");
  ASSERT_TRUE(text.ok()) << text.error().ToString();
  EXPECT_EQ(text->rfind("quasigroup 4\n", 0), 0u) << *text;
  EXPECT_EQ(json::parse(pz::read(*text).value())["game_id"], record["game_id"]);
  EXPECT_EQ(json::parse(pz::read(*text, R"({"transpose": true})").value())["doc"]["givens"],
            Transposed(record["doc"]["givens"], 4));
  const pz::Result<std::string> id = pz::write(*made, "id");
  ASSERT_TRUE(id.ok());
  EXPECT_EQ(json::parse(pz::solve(*id).value())["outcome"], "unique");
  const json hint = json::parse(pz::hint(*id).value());
  EXPECT_EQ(hint["technique"], "single");
  // A wrong value is named before any step; the solution checks as solved.
  std::string values = record["doc"]["givens"];
  const std::string solution = record["doc"]["solution"];
  const size_t empty = values.find('.');
  values[empty] = solution[empty] == '1' ? '2' : '1';
  const json state = {{"values", values}};
  EXPECT_EQ(json::parse(pz::hint(*made, state.dump()).value())["technique"], "mistake");
  EXPECT_EQ(json::parse(pz::check(*made, state.dump()).value())["wrong"], json::array({empty}));
  EXPECT_TRUE(json::parse(pz::check(*made, json{{"values", solution}}.dump()).value())["solved"]);
  const pz::Result<std::string> svg = pz::draw(*made, "svg", R"({"board": true})");
  ASSERT_TRUE(svg.ok()) << svg.error().ToString();
  EXPECT_NE(svg->find("<svg"), std::string::npos);
  EXPECT_EQ(json::parse(pz::levels("quasigroup").value())[1]["name"], "hard");
}

TEST(QuasigroupKind, TheServersHttpApiHasIt) {
  const fs::path dir = Temp("server");
  fs::remove_all(dir);
  fs::create_directories(dir);
  {
    ps::server::Running server((dir / "library.db").string());
    httplib::Client& c = server.client();
    auto post = [&](const std::string& path, const json& body, int status) {
      auto r = c.Post(path.c_str(), body.dump(), "application/json");
      EXPECT_TRUE(r) << path;
      if (!r) return json();
      EXPECT_EQ(r->status, status) << path << ": " << r->body;
      return json::parse(r->body, nullptr, false);
    };
    // Listed with its parameters: the web app's Make form for it.
    const json kinds = json::parse(c.Get("/api/kinds")->body);
    bool listed = false;
    for (const json& k : kinds["kinds"])
      listed |= k["name"] == "quasigroup" && k["params"].size() == 3;
    EXPECT_TRUE(listed) << kinds.dump().substr(0, 300);
    // Made by a job, stored.
    const json start = post("/api/make", {{"kind", "quasigroup"}, {"params", {{"seed", 2}}}}, 202);
    json job;
    for (int i = 0; i < 200; ++i) {
      job = json::parse(c.Get(("/api/jobs/" + start["job"].get<std::string>()).c_str())->body);
      if (job["status"] != "running") break;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    ASSERT_EQ(job["status"], "done") << job.dump();
    const std::string id = std::to_string(job["result"]["id"].get<int64_t>());
    const std::string base = "/api/puzzles/" + id;
    // Played: hint and check; written and printed.
    EXPECT_EQ(post(base + "/hint", json::object(), 200)["technique"], "single");
    EXPECT_FALSE(post(base + "/check", json::object(), 200)["solved"].get<bool>());
    auto exported = c.Get((base + "/export?format=quasigroup").c_str());
    ASSERT_TRUE(exported);
    EXPECT_EQ(exported->body.rfind("quasigroup 5\n", 0), 0u) << exported->body;
    auto printed = c.Get((base + "/print?format=svg&answers=1").c_str());
    ASSERT_TRUE(printed);
    EXPECT_NE(printed->body.find("<svg"), std::string::npos);
    EXPECT_EQ(json::parse(c.Get((base + "/board").c_str())->body)["cols"], 5);
    // Imported from its file, and opened by its game ID.
    const json imported = post("/api/import", {{"text", exported->body}}, 201);
    EXPECT_EQ(imported["kind"], "quasigroup");
    EXPECT_EQ(imported["game_id"], job["result"]["game_id"]);
    const json turned = post("/api/import", {{"text", exported->body}, {"transpose", true}}, 201);
    EXPECT_EQ(turned["doc"]["givens"], Transposed(imported["doc"]["givens"], 5));
    bool listed_import = false;
    for (const json& k : kinds["kinds"]) {
      listed_import |= k["name"] == "quasigroup" && k["import_params"][0]["name"] == "transpose";
    }
    EXPECT_TRUE(listed_import);
    const json opened = post("/api/open", {{"id", "quasigroup/4:1234341221434321"}}, 201);
    EXPECT_EQ(opened["kind"], "quasigroup");
  }
  fs::remove_all(dir);
}

}  // namespace
