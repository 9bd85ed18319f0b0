// The JSON API's hints over real HTTP: each gives the next logical step and catches mistakes;
// Sudoku's hint and Apply solve every level from the page's own state (pencil marks read, a mark
// that loses the answer caught); Star Battle's solve every size; boards with several solutions
// are played (any placement that keeps the rules wins).
#include <gtest/gtest.h>
#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "app/puzzles.h"
#include "common/files.h"
#include "server/api_fixture.h"
#include "server/running.h"
#include "server/server.h"

namespace ps::server {
namespace {

TEST_F(ApiTest, HintsGiveTheNextLogicalStepAndCatchMistakes) {
  json job = Make("sudoku", {{"level", "easy"}, {"seed", 21}});
  ASSERT_EQ(job["status"], "done");
  const json p = job["result"];
  std::string id = std::to_string(p["id"].get<int64_t>());
  std::string givens = p["doc"]["givens"];
  json hint = Post("/api/puzzles/" + id + "/hint", {{"state", {{"values", givens}}}}, 200);
  ASSERT_FALSE(hint["placements"].empty()) << hint.dump();
  EXPECT_NE(hint["text"].get<std::string>().find("r"), std::string::npos);
  // The placement agrees with the solution.
  int cell = hint["placements"][0][0], value = hint["placements"][0][1];
  EXPECT_EQ(p["doc"]["solution"].get<std::string>()[static_cast<size_t>(cell)], '0' + value);
  // Without a state: the start of the game, so the same step; and the start is not solved.
  EXPECT_EQ(Post("/api/puzzles/" + id + "/hint", json::object(), 200), hint);
  EXPECT_FALSE(Post("/api/puzzles/" + id + "/check", json::object(), 200)["solved"].get<bool>());
  // A wrong value is pointed at.
  std::string wrong = givens;
  size_t empty = wrong.find('.');
  char right = p["doc"]["solution"].get<std::string>()[empty];
  wrong[empty] = right == '1' ? '2' : '1';
  json mistake = Post("/api/puzzles/" + id + "/hint", {{"state", {{"values", wrong}}}}, 200);
  EXPECT_EQ(mistake["technique"], "mistake");
  EXPECT_EQ(mistake["cells"], json::array({empty}));
  json check = Post("/api/puzzles/" + id + "/check", {{"state", {{"values", wrong}}}}, 200);
  EXPECT_EQ(check["wrong"], json::array({empty}));
  EXPECT_FALSE(check["solved"].get<bool>());

  json sb = Make("starbattle", {{"size", 6}, {"stars", 1}, {"seed", 2}});
  ASSERT_EQ(sb["status"], "done");
  std::string sid = std::to_string(sb["result"]["id"].get<int64_t>());
  json marks = json::array();
  for (int i = 0; i < 36; ++i) marks.push_back(0);
  json step = Post("/api/puzzles/" + sid + "/hint", {{"state", {{"marks", marks}}}}, 200);
  EXPECT_FALSE(step["stars"].empty() && step["empties"].empty()) << step.dump();
}

// ---- Hint + Apply until solved, with the state the page sends ----

// A Sudoku game as the web page keeps it: values ('.' or a value character per square) and pencil
// marks (a bit mask per square, 0 without marks); Apply carries out a hint as the page does.
struct SudokuPage {
  explicit SudokuPage(const json& doc)
      : n(doc["size"]),
        bw(doc["box"][0]),
        bh(doc["box"][1]),
        diagonals(doc.value("diagonals", false)),
        values(doc["givens"].get<std::string>()),
        pencil(static_cast<size_t>(n * n), 0) {}
  static int Value(char c) {
    const std::string chars = ".123456789ABCDEFG";
    size_t at = chars.find(c);
    return at == std::string::npos ? 0 : static_cast<int>(at);
  }
  bool Peers(int a, int b) const {
    const int ax = a % n, ay = a / n, bx = b % n, by = b / n;
    if (a == b) return false;
    if (ax == bx || ay == by || (ax / bw == bx / bw && ay / bh == by / bh)) return true;
    return diagonals && ((ax == ay && bx == by) || (ax + ay == n - 1 && bx + by == n - 1));
  }
  json State() const { return {{"values", values}, {"pencil", pencil}}; }
  void Apply(const json& hint) {
    for (const json& pl : hint.value("placements", json::array())) {
      const int c = pl[0], v = pl[1];
      values[static_cast<size_t>(c)] = ".123456789ABCDEFG"[v];
      for (int j = 0; j < n * n; ++j) {
        if (Peers(c, j)) pencil[static_cast<size_t>(j)] &= ~(1 << (v - 1));
      }
    }
    for (const json& rm : hint.value("removals", json::array())) {
      const int c = rm[0];
      int& m = pencil[static_cast<size_t>(c)];
      if (m == 0) {  // a square without marks gets every value its peers leave first
        m = (1 << n) - 1;
        for (int j = 0; j < n * n; ++j) {
          const int v = Value(values[static_cast<size_t>(j)]);
          if (v && Peers(c, j)) m &= ~(1 << (v - 1));
        }
      }
      for (const json& v : rm[1]) m &= ~(1 << (v.get<int>() - 1));
    }
  }
  int n, bw, bh;
  bool diagonals;
  std::string values;
  std::vector<int> pencil;
};

TEST_F(ApiTest, SudokuHintAndApplySolvesEveryLevelFromThePagesState) {
  std::vector<std::pair<std::string, json>> games;
  for (const char* level :
       {"beginner", "easy", "medium", "hard", "expert", "master", "extreme", "diabolical"}) {
    json job = Make("sudoku", {{"level", level}, {"seed", 42}});
    ASSERT_EQ(job["status"], "done") << level << ": " << job.dump();
    games.emplace_back(level, job["result"]);
  }
  json x = Make("sudoku", {{"diagonals", true}, {"level", "hard"}, {"seed", 42}});
  ASSERT_EQ(x["status"], "done") << x.dump();
  games.emplace_back("sudoku-x hard", x["result"]);
  json six = Make("sudoku", {{"size", 6}, {"level", "any"}, {"seed", 42}});
  ASSERT_EQ(six["status"], "done") << six.dump();
  games.emplace_back("6x6", six["result"]);
  // Beyond forcing chains (trial and error) from the Enjoy Sudoku forum's list of hardest puzzles
  // (2011).
  json hardest = Post("/api/import",
                      {{"text",
                        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1....."
                        "2.4.5.....3"}},
                      201);
  ASSERT_EQ(hardest["level"], "beyond") << hardest.dump();
  games.emplace_back("beyond", hardest);

  for (const auto& [name, p] : games) {
    SCOPED_TRACE(name);
    const std::string id = std::to_string(p["id"].get<int64_t>());
    SudokuPage page(p["doc"]);
    json last;
    int steps = 0;
    for (;; ++steps) {
      ASSERT_LT(steps, 3000) << "no end";
      json h = Post("/api/puzzles/" + id + "/hint", {{"state", page.State()}}, 200);
      if (h["technique"] == "solved") break;
      ASSERT_NE(h["technique"], "mistake") << h.dump();
      ASSERT_NE(h, last) << "the same step twice in a row, step " << steps;
      const std::string values = page.values;
      const std::vector<int> pencil = page.pencil;
      page.Apply(h);
      ASSERT_TRUE(page.values != values || page.pencil != pencil)
          << "step " << steps << " changes nothing: " << h.dump();
      last = h;
    }
    EXPECT_GT(steps, 0);
    json check = Post("/api/puzzles/" + id + "/check", {{"state", page.State()}}, 200);
    EXPECT_TRUE(check["solved"].get<bool>()) << check.dump();
  }
}

TEST_F(ApiTest, SudokuHintsReadThePencilMarksAndCatchAMarkThatLosesTheAnswer) {
  json job = Make("sudoku", {{"level", "medium"}, {"seed", 42}});
  ASSERT_EQ(job["status"], "done");
  const json p = job["result"];
  const std::string id = std::to_string(p["id"].get<int64_t>());
  SudokuPage page(p["doc"]);
  // Run until the first elimination (a step that only removes candidates) and apply it: the next
  // hint must not repeat it, since the pencil marks now hold it.
  for (int steps = 0; steps < 500; ++steps) {
    json h = Post("/api/puzzles/" + id + "/hint", {{"state", page.State()}}, 200);
    ASSERT_NE(h["technique"], "solved") << "no elimination on the way";
    page.Apply(h);
    if (h["placements"].empty()) {
      json next = Post("/api/puzzles/" + id + "/hint", {{"state", page.State()}}, 200);
      EXPECT_NE(next["removals"], h["removals"]) << next.dump();
      break;
    }
  }
  // A pencil mark set that leaves out a square's right value is pointed at.
  const std::string solution = p["doc"]["solution"];
  size_t empty = page.values.find('.');
  ASSERT_NE(empty, std::string::npos);
  const int right = SudokuPage::Value(solution[empty]);
  page.pencil[empty] = ((1 << 9) - 1) & ~(1 << (right - 1));
  json h = Post("/api/puzzles/" + id + "/hint", {{"state", page.State()}}, 200);
  EXPECT_EQ(h["technique"], "mistake") << h.dump();
  EXPECT_EQ(h["cells"], json::array({empty}));
  // Bad pencil marks are refused with a message.
  json bad = page.State();
  bad["pencil"] = json::array({1, 2});
  Post("/api/puzzles/" + id + "/hint", {{"state", bad}}, 400);
}

// A Star Battle game as the page keeps it: 0 unknown, 1 star, 2 dot per square.
json ApplyStarHint(json marks, const json& hint) {
  for (const json& c : hint.value("stars", json::array())) marks[c.get<size_t>()] = 1;
  for (const json& c : hint.value("empties", json::array())) marks[c.get<size_t>()] = 2;
  return marks;
}

TEST_F(ApiTest, StarBattleHintAndApplySolvesEverySize) {
  for (auto [n, k] : {std::pair{4, 1},
                      {5, 1},
                      {6, 1},
                      {7, 1},
                      {8, 1},
                      {9, 1},
                      {10, 2},
                      {11, 2},
                      {12, 2},
                      {14, 3},
                      {17, 4}}) {
    SCOPED_TRACE(std::to_string(n) + "x" + std::to_string(n) + " " + std::to_string(k));
    json job = Make("starbattle", {{"size", n}, {"stars", k}, {"seed", 42}}, 120);
    ASSERT_EQ(job["status"], "done") << job.dump();
    const std::string id = std::to_string(job["result"]["id"].get<int64_t>());
    json marks = json::array();
    for (int i = 0; i < n * n; ++i) marks.push_back(0);
    json last;
    int steps = 0;
    for (;; ++steps) {
      ASSERT_LT(steps, 2 * n * n) << "no end";
      json h = Post("/api/puzzles/" + id + "/hint", {{"state", {{"marks", marks}}}}, 200);
      if (h["technique"] == "solved") break;
      ASSERT_NE(h["technique"], "mistake") << h.dump();
      ASSERT_NE(h, last) << "the same step twice in a row";
      json next = ApplyStarHint(marks, h);
      ASSERT_NE(next, marks) << "step " << steps << " changes nothing: " << h.dump();
      marks = next;
      last = h;
    }
    json check = Post("/api/puzzles/" + id + "/check", {{"state", {{"marks", marks}}}}, 200);
    EXPECT_TRUE(check["solved"].get<bool>()) << check.dump();
  }
}

// Every solution of a small board with one star per unit, by brute force over the column of each
// row's star (independent of the solvers).
std::vector<std::vector<int>> AllOneStarSolutions(const json& zones) {
  const int n = static_cast<int>(zones.size());
  std::vector<int> cols(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) cols[static_cast<size_t>(i)] = i;
  std::vector<std::vector<int>> out;
  do {
    bool ok = true;
    std::vector<bool> zone_used(static_cast<size_t>(n), false);
    for (int y = 0; y < n && ok; ++y) {
      const int x = cols[static_cast<size_t>(y)];
      if (y && std::abs(x - cols[static_cast<size_t>(y - 1)]) <= 1) ok = false;
      const int z = zones[static_cast<size_t>(y)][static_cast<size_t>(x)];
      if (zone_used[static_cast<size_t>(z)]) ok = false;
      zone_used[static_cast<size_t>(z)] = true;
    }
    if (ok) out.push_back(cols);
  } while (std::next_permutation(cols.begin(), cols.end()));
  return out;
}

TEST_F(ApiTest, StarBattleBoardsWithSeveralSolutionsArePlayable) {
  // Counts checked by an independent brute force (the shared tools' bruteforce.py).
  for (auto [url, count] :
       {std::pair<std::string, int>{"https://puzz.link/p?starbattle/5/5/1/58ihcguo", 2},
        {"https://puzz.link/p?starbattle/6/6/1/965ap251hd5i", 5},
        {"https://puzz.link/p?starbattle/7/7/1/ca52lk2i0c001liu28", 11}}) {
    SCOPED_TRACE(url);
    json p = Post("/api/import", {{"text", url + "\n"}}, 201);
    EXPECT_EQ(p["doc"]["solutions"], count);
    EXPECT_NE(p["title"].get<std::string>().find(std::to_string(count) + " solutions"),
              std::string::npos)
        << p["title"];
    const std::string id = std::to_string(p["id"].get<int64_t>());
    const int n = p["doc"]["size"];
    const auto solutions = AllOneStarSolutions(p["doc"]["zones"]);
    ASSERT_EQ(static_cast<int>(solutions.size()), count);
    auto marks_of = [n](const std::vector<int>& cols) {
      json marks = json::array();
      for (int i = 0; i < n * n; ++i)
        marks.push_back(cols[static_cast<size_t>(i / n)] == i % n ? 1 : 2);
      return marks;
    };
    // Every solution wins, and a star of any solution is not called wrong.
    for (const auto& cols : solutions) {
      json check =
          Post("/api/puzzles/" + id + "/check", {{"state", {{"marks", marks_of(cols)}}}}, 200);
      EXPECT_TRUE(check["solved"].get<bool>()) << check.dump();
      json one = json::array();
      for (int i = 0; i < n * n; ++i) one.push_back(i == cols[0] ? 1 : 0);
      json partial = Post("/api/puzzles/" + id + "/check", {{"state", {{"marks", one}}}}, 200);
      EXPECT_TRUE(partial["wrong"].empty()) << partial.dump();
    }
    // Two stars from different solutions that no solution holds together: one is wrong.
    int a = -1, b = -1;
    for (int y = 0; y + 1 < n && a < 0; ++y) {
      for (const auto& s1 : solutions) {
        for (const auto& s2 : solutions) {
          const int c1 = y * n + s1[static_cast<size_t>(y)];
          const int c2 = (y + 1) * n + s2[static_cast<size_t>(y + 1)];
          bool together = false;
          for (const auto& s : solutions) {
            together =
                together || (s[static_cast<size_t>(y)] == s1[static_cast<size_t>(y)] &&
                             s[static_cast<size_t>(y + 1)] == s2[static_cast<size_t>(y + 1)]);
          }
          if (!together && a < 0) a = c1, b = c2;
        }
      }
    }
    if (a >= 0) {
      json clash = json::array();
      for (int i = 0; i < n * n; ++i) clash.push_back(i == a || i == b ? 1 : 0);
      json check = Post("/api/puzzles/" + id + "/check", {{"state", {{"marks", clash}}}}, 200);
      EXPECT_EQ(check["wrong"].size(), 1u) << check.dump();
      json hint = Post("/api/puzzles/" + id + "/hint", {{"state", {{"marks", clash}}}}, 200);
      EXPECT_EQ(hint["technique"], "mistake") << hint.dump();
    }
    // Hint + Apply from empty: every step but a stated choice holds in every solution that keeps
    // the marks so far; it ends solved.
    json marks = json::array();
    for (int i = 0; i < n * n; ++i) marks.push_back(0);
    bool chose = false;
    for (int steps = 0;; ++steps) {
      ASSERT_LT(steps, 2 * n * n) << "no end";
      json h = Post("/api/puzzles/" + id + "/hint", {{"state", {{"marks", marks}}}}, 200);
      if (h["technique"] == "solved") break;
      ASSERT_NE(h["technique"], "mistake") << h.dump();
      std::vector<std::vector<int>> keeping;
      for (const auto& cols : solutions) {
        json full = marks_of(cols);
        bool keeps = true;
        for (int i = 0; i < n * n; ++i)
          keeps = keeps && (marks[static_cast<size_t>(i)] == 0 ||
                            marks[static_cast<size_t>(i)] == full[static_cast<size_t>(i)]);
        if (keeps) keeping.push_back(cols);
      }
      ASSERT_FALSE(keeping.empty());
      const bool choice = h.value("technique", std::string()) == "choice";
      for (const auto& cols : keeping) {
        json full = marks_of(cols);
        for (const json& c : h["stars"]) {
          if (choice) continue;
          EXPECT_EQ(full[c.get<size_t>()], 1) << "not forced: " << h.dump();
        }
        for (const json& c : h["empties"]) EXPECT_EQ(full[c.get<size_t>()], 2) << h.dump();
      }
      if (h["technique"] == "choice") {
        chose = true;
        EXPECT_GE(keeping.size(), 2u) << "a choice where the solution is forced: " << h.dump();
        EXPECT_NE(h["text"].get<std::string>().find("No square is forced"), std::string::npos);
      }
      json next = ApplyStarHint(marks, h);
      ASSERT_NE(next, marks) << "changes nothing: " << h.dump();
      marks = next;
    }
    EXPECT_TRUE(chose) << "a board with several solutions needs a choice somewhere";
    json check = Post("/api/puzzles/" + id + "/check", {{"state", {{"marks", marks}}}}, 200);
    EXPECT_TRUE(check["solved"].get<bool>()) << check.dump();
  }
}

}  // namespace
}  // namespace ps::server
