// What every Sudoku the generator makes must be, checked for one seed (the variant tests'
// per-seed loops): made, within 5 s in the release pass, its solution valid and the only one,
// graded at the asked level with the rating it was made with, and the same puzzle again from the
// same seed.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <optional>

#include "common/budget.h"
#include "common/sanitized.h"
#include "core/rng.h"
#include "sudoku/count_solver.h"
#include "sudoku/generate.h"
#include "sudoku/logic.h"

namespace ps::test_support {

// The puzzle made at `params` from `seed` after the checks (nullopt when none was made);
// `seconds` gets how long it took.
inline std::optional<sudoku::Generated> CheckGenerated(const sudoku::GenerateParams& params,
                                                       uint64_t seed, double& seconds) {
  Rng rng(seed);
  Budget budget = Budget::Seconds(30);
  const auto start = std::chrono::steady_clock::now();
  Result<sudoku::Generated> g = sudoku::Generate(params, rng, budget);
  seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_TRUE(g.ok()) << g.error().ToString();
  if (!g.ok()) return std::nullopt;
  if (!kSanitized) {
    EXPECT_LT(seconds, 5.0);
  }
  EXPECT_TRUE(sudoku::IsSolution(g->puzzle, g->solution));
  EXPECT_EQ(sudoku::CountSolutions(g->puzzle, 2, NoLimit()).outcome, Outcome::kUnique);
  Budget grade_budget = Budget::Seconds(30);
  const sudoku::GradeResult grade = sudoku::Grade(g->puzzle, {}, grade_budget);
  EXPECT_TRUE(grade.solved);
  EXPECT_EQ(grade.level, params.level) << grade.rating;
  EXPECT_NEAR(grade.rating, g->rating, 1e-9);
  Rng again(seed);
  Budget budget2 = Budget::Seconds(30);
  EXPECT_EQ(sudoku::Generate(params, again, budget2)->puzzle, g->puzzle);
  return std::move(*g);
}

}  // namespace ps::test_support
