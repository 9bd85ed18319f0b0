// The Sudoku kind's levels (kind_doc.h): each level of logic.h's table as `levels` lists it, with
// its range on the Sudoku Explainer scale and the smallest board it is made on.
#include <nlohmann/json.hpp>
#include <string>

#include "sudoku/kind_doc.h"
#include "sudoku/logic.h"

namespace ps::sudoku::kind_doc {

namespace sd = sudoku;

// "min_size": the smallest side at which the level is made within the web form's 30 s. Measured
// (release build, seeds 1-3): 9x9 beginner to extreme in under 0.04 s each; 6x6, 8x8, 12x12 and
// 16x16 up to extreme in under 1.7 s; 4x4 only beginner (easy and up: none in 5 s, about two
// million removals tried). Diabolical (seed 1): 9x9 in 0.4-3.7 s (classic, Sudoku-X, jigsaw,
// no symmetry), 12x12 0.7 s; 8x8 30 s and 6x6 none in 40 s, so 9 and up.
// "min_rating" to "max_rating": the level's range of ratings, on the Sudoku Explainer scale.
nlohmann::json SudokuLevels() {
  using nlohmann::json;
  json s = json::array();
  double below = 0;  // the previous level's ceiling
  for (const sd::Level& l : sd::kLevels) {
    const bool last = &l == &sd::kLevels[sd::kNumLevels - 1];
    const bool diabolical = &l == &sd::kLevels[sd::kMaxGeneratedLevel];
    json level = {{"name", l.name},
                  {"code", std::string(1, l.code)},
                  {"techniques", l.techniques},
                  {"min_rating", &l == &sd::kLevels[0] ? 1.0 : below + 0.1},
                  {"max_rating", l.max_rating > 50 ? 99.0 : l.max_rating},
                  {"scale", "Sudoku Explainer"},
                  {"min_size", &l == &sd::kLevels[0] ? 4
                               : diabolical          ? 9
                                                     : 6}};
    below = l.max_rating;
    if (last) {
      // Never made: a grade for puzzles that need trial and error beyond forcing chains.
      level["web"] = false;
      level["generate"] = false;
      level["note"] =
          "Beyond forcing chains (trial and error) is a grade given to puzzles you bring, such as "
          "the hardest known ones; the generator never makes it.";
    }
    s.push_back(std::move(level));
  }
  return s;
}

}  // namespace ps::sudoku::kind_doc
