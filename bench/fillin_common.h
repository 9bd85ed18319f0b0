// Shared by the fill-in benchmarks: the document's example and a fixed set of generated 15x15
// puzzles (seeds 1..N from Debian's wamerican list), made the same way `puzzlesmith fillin
// generate --size 15x15 --seed S` makes them.
#pragma once

#include <string>
#include <vector>

#include "app/fillin_service.h"
#include "app/io.h"
#include "fillin/fillin.h"

namespace ps::bench {

inline fillin::FillinPuzzle DocExample() {
  std::string dir = std::string(PS_SOURCE_DIR) + "/data/fillin/";
  auto board = crossword::ParseLayout(*app::ReadInput(dir + "seed-10x10.txt"));
  auto words = crossword::ParseWordList(*app::ReadInput(dir + "seed-10x10.words"));
  return {*board, *words};
}

inline std::vector<fillin::FillinPuzzle> Generated15(int count) {
  auto text = app::ReadInput(app::kSystemDictionary);
  auto dict = crossword::ParseDictionary(*text);
  std::vector<fillin::FillinPuzzle> out;
  for (int seed = 1; seed <= count; ++seed) {
    Rng rng(static_cast<uint64_t>(seed));
    Budget budget = Budget::Seconds(60);
    fillin::FillinGenerateOptions o;
    auto g = fillin::GenerateFillin(nullptr, *dict, o, rng, budget);
    if (g.ok()) out.push_back(g->puzzle);
  }
  return out;
}

}  // namespace ps::bench
