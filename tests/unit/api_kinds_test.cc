// The public API's verbs of every kind (puzzlesmith/kinds.h), through the shared library as a
// user links it: every kind it lists is made, solved, hinted, checked, written in each of its
// formats and read back, opened by game ID and drawn; bad input is an error naming what is wrong;
// the limits' cancel flag and poll stop a long make; several threads make at once.
#include <gtest/gtest.h>
#include <puzzlesmith/puzzlesmith.h>

#include <atomic>
#include <chrono>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

namespace {

namespace pz = puzzlesmith;
using nlohmann::json;

json Json(const pz::Result<std::string>& r) {
  EXPECT_TRUE(r.ok()) << r.error().ToString();
  return r.ok() ? json::parse(*r) : json();
}

TEST(ApiKinds, EveryKindIsMadeSolvedHintedCheckedWrittenReadOpenedAndDrawn) {
  const json kinds = Json(pz::kinds());
  ASSERT_TRUE(kinds.is_array());
  int made_kinds = 0;
  for (const json& kind : kinds) {
    const std::string name = kind["name"];
    if (!kind["makes"].get<bool>()) continue;
    SCOPED_TRACE(name);
    const json params = kind["example"];  // small and quick, with a seed
    ASSERT_TRUE(params.contains("seed")) << name << "'s example has no seed";
    const pz::Result<std::string> made = pz::make(name, params.dump());
    ASSERT_TRUE(made.ok()) << made.error().ToString();
    ++made_kinds;
    const json record = json::parse(*made);
    EXPECT_EQ(record["seed"], params["seed"]);
    // Made again from the same parameters: the same text.
    EXPECT_EQ(*pz::make(name, params.dump()), *made);
    const std::string puzzle_kind = record["kind"];
    // Solved from its clues (a crossword's answer only a person gives: refused).
    const pz::Result<std::string> solved = pz::solve(*made);
    if (solved.ok()) {
      const json s = json::parse(*solved);
      EXPECT_TRUE(s["outcome"] == "unique" || s["outcome"] == "multiple") << s.dump();
      // Its first solution, as a game state, is solved; the start is not.
      EXPECT_TRUE(Json(pz::check(*made, s["state"].dump()))["solved"].get<bool>());
    } else {
      EXPECT_EQ(solved.error().code, pz::ErrorCode::kInvalidInput);
    }
    const json start = Json(pz::check(*made));
    EXPECT_FALSE(start["solved"].get<bool>());
    EXPECT_TRUE(start["wrong"].empty()) << "the givens are never wrong: " << start.dump();
    EXPECT_FALSE(Json(pz::hint(*made))["technique"].get<std::string>().empty());
    // Every format of its kind written and read back is the same puzzle (the same grid, for a
    // crossword: a format may add a byline); so is its game ID.
    const json* writes = nullptr;
    for (const json& k : kinds) {
      if (k["name"] == puzzle_kind) writes = &k["writes"];
    }
    ASSERT_NE(writes, nullptr);
    for (const json& format : *writes) {
      std::vector<std::string> losses;
      const pz::Result<std::string> written =
          pz::write(*made, format.get<std::string>(), {}, &losses);
      ASSERT_TRUE(written.ok()) << format << ": " << written.error().ToString();
      const pz::Result<std::string> back = pz::read(*written);
      if (!back.ok()) continue;  // a format no kind reads back (a fill-in's own JSON)
      const json again = json::parse(*back);
      EXPECT_EQ(again["kind"], puzzle_kind) << format;
      if (record["doc"].contains("grid")) {
        EXPECT_EQ(again["doc"]["grid"], record["doc"]["grid"]) << format;
      } else {
        EXPECT_EQ(again["game_id"], record["game_id"]) << format;
      }
    }
    const pz::Result<std::string> id = pz::write(*made, "id");
    ASSERT_TRUE(id.ok()) << id.error().ToString();
    EXPECT_EQ(*id, record["game_id"]);
    EXPECT_EQ(Json(pz::read(*id))["game_id"], record["game_id"]);
    // Graded from its clues (a crossword's difficulty is in its clues: refused, saying why).
    const pz::Result<std::string> graded = pz::grade(*id);
    if (graded.ok()) {
      EXPECT_EQ(json::parse(*graded)["kind"], puzzle_kind);
    } else {
      EXPECT_EQ(graded.error().code, pz::ErrorCode::kInvalidInput);
    }
    // Drawn: an SVG page, and a PDF.
    const pz::Result<std::string> svg = pz::draw(*made);
    ASSERT_TRUE(svg.ok()) << svg.error().ToString();
    EXPECT_NE(svg->find("<svg"), std::string::npos) << svg->substr(0, 60);
    const pz::Result<std::string> pdf = pz::draw(*id, "pdf", R"({"answers": true})");
    ASSERT_TRUE(pdf.ok()) << pdf.error().ToString();
    EXPECT_EQ(pdf->rfind("%PDF", 0), 0u);
  }
  EXPECT_EQ(made_kinds, static_cast<int>(std::count_if(kinds.begin(), kinds.end(), [](auto& k) {
              return k["makes"].template get<bool>();
            })));
}

TEST(ApiKinds, BadInputIsAnErrorThatSaysWhatIsWrong) {
  struct Case {
    pz::Result<std::string> got;
    const char* says;
  };
  const std::vector<Case> cases = {
      {pz::make("nosuch"), "unknown kind 'nosuch'"},
      {pz::make("sudoku", "{\"seed\": "), "params: not a JSON object"},
      {pz::make("sudoku", R"({"size": 7})"), "'size' must be"},
      {pz::make("sudoku", R"({"colour": "red"})"), "unknown parameter 'colour'"},
      {pz::read("sudoku/9:zz"), "sudoku ID"},
      {pz::read("..3", R"({"frmat": "line"})"), "unknown read option 'frmat'"},
      {pz::solve("sudoku/size=9#1", 0), "max_solutions"},
      {pz::hint("sudoku/size=9#1", "[1, 2]"), "--state: not a JSON object"},
      {pz::draw("sudoku/size=9#1", "png"), "svg or pdf"},
      {pz::draw("sudoku/size=9#1", "svg", R"({"paper": "a3"})"), "'paper'"},
      {pz::levels("fill"), "fill has no levels"},
  };
  for (const Case& c : cases) {
    ASSERT_FALSE(c.got.ok()) << c.says;
    EXPECT_EQ(c.got.error().code, pz::ErrorCode::kInvalidInput) << c.got.error().message;
    EXPECT_NE(c.got.error().message.find(c.says), std::string::npos) << c.got.error().message;
  }
}

TEST(ApiKinds, TheCancelFlagAndThePollStopALongMake) {
  const char* kLong = R"({"size": 6, "level": "diabolical", "seed": 1})";
  // The poll is called while the search runs, and may set the flag itself.
  struct Polled {
    std::atomic<bool> cancel{false};
    int calls = 0;
  } polled;
  pz::Limits limits;
  limits.cancel = &polled.cancel;
  limits.poll = [](void* context) {
    auto* p = static_cast<Polled*>(context);
    if (++p->calls == 10) p->cancel.store(true);
  };
  limits.poll_context = &polled;
  const auto start = std::chrono::steady_clock::now();
  const pz::Result<std::string> stopped = pz::make("sudoku", kLong, limits);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_FALSE(stopped.ok());
  EXPECT_EQ(stopped.error().code, pz::ErrorCode::kBudget) << stopped.error().message;
  EXPECT_EQ(polled.calls, 10);  // none once the flag is set
  EXPECT_LT(seconds, 2.0);      // ten polls about 20 ms apart
  // A short call never polls.
  Polled quiet;
  limits.cancel = &quiet.cancel;
  limits.poll_context = &quiet;
  EXPECT_TRUE(pz::solve("sudoku/size=9,level=easy#1", 2, limits).ok());
  EXPECT_EQ(quiet.calls, 0);
}

TEST(ApiKinds, SeveralThreadsMakeAtOnceAndEachGetsItsPuzzles) {
  std::vector<std::string> alone;
  for (int seed = 1; seed <= 8; ++seed) {
    alone.push_back(*pz::make("sudoku", json{{"seed", seed}}.dump()));
  }
  std::vector<std::vector<std::string>> got(4);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([t, &got] {
      for (int round = 0; round < 3; ++round) {
        for (int seed = t + 1; seed <= 8; seed += 4) {
          got[static_cast<size_t>(t)].push_back(*pz::make("sudoku", json{{"seed", seed}}.dump()));
        }
      }
    });
  }
  for (std::thread& t : threads) t.join();
  for (int t = 0; t < 4; ++t) {
    std::vector<std::string> want;
    for (int round = 0; round < 3; ++round) {
      for (int seed = t + 1; seed <= 8; seed += 4) {
        want.push_back(alone[static_cast<size_t>(seed - 1)]);
      }
    }
    EXPECT_EQ(got[static_cast<size_t>(t)], want) << "thread " << t;
  }
}

}  // namespace
