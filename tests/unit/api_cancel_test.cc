// The public API's cancel flag (puzzlesmith::Limits::cancel): another thread sets it while a long
// search runs, and the call returns soon after with an error of code kBudget, never a result.
#include <gtest/gtest.h>
#include <puzzlesmith/puzzlesmith.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <string>
#include <thread>

namespace {

namespace pz = puzzlesmith;

// Runs `search` with a flag set after 300 ms; returns the seconds from the flag to the return.
template <typename T>
double StopAfter300ms(const std::function<pz::Result<T>(const pz::Limits&)>& search) {
  std::atomic<bool> cancel{false};
  std::chrono::steady_clock::time_point set;
  std::thread setter([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    set = std::chrono::steady_clock::now();
    cancel.store(true);
  });
  pz::Limits limits;
  limits.cancel = &cancel;
  pz::Result<T> r = search(limits);
  const auto returned = std::chrono::steady_clock::now();
  setter.join();
  EXPECT_FALSE(r.ok()) << "the search ended before the flag was set: pick a longer one";
  if (!r.ok()) {
    EXPECT_EQ(r.error().code, pz::ErrorCode::kBudget) << r.error().message;
  }
  return std::chrono::duration<double>(returned - set).count();
}

TEST(ApiCancel, SudokuGenerateStops) {
  pz::sudoku::GenerateOptions o;
  o.size = 6;  // no 6x6 Sudoku found rated 9.0 or more: the search runs until stopped
  o.level = "diabolical";
  o.seed = 1;
  EXPECT_LT(StopAfter300ms<pz::sudoku::Generated>(
                [&](const pz::Limits& l) { return pz::sudoku::Generate(o, l); }),
            1.0);
}

TEST(ApiCancel, StarBattleGenerateStops) {
  pz::starbattle::GenerateOptions o;
  o.size = 25;
  o.stars = 6;
  o.seed = 1;
  EXPECT_LT(StopAfter300ms<pz::starbattle::Generated>(
                [&](const pz::Limits& l) { return pz::starbattle::Generate(o, l); }),
            1.0);
}

TEST(ApiCancel, UnsetFlagChangesNothing) {
  std::atomic<bool> cancel{false};
  pz::Limits limits;
  limits.cancel = &cancel;
  pz::Result<pz::sudoku::Puzzle> p = pz::sudoku::Parse(
      "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
  ASSERT_TRUE(p.ok());
  pz::Result<pz::sudoku::Puzzle> solved = pz::sudoku::Solve(*p, limits);
  ASSERT_TRUE(solved.ok());
  EXPECT_EQ(pz::sudoku::FormatLine(*solved).substr(0, 9), "483921657");
}

}  // namespace
