// Google Benchmark: fill-in solving with the uniqueness proof (count to 2), and generation.
#include <benchmark/benchmark.h>

#include "fillin_common.h"

namespace {

using namespace ps;

// One solve with the uniqueness proof (count to 2).
void SolveUnique(benchmark::State& state, const fillin::FillinPuzzle& p) {
  Budget b;
  fillin::FillinSolveOptions o;
  o.limit = 2;
  auto r = fillin::SolveFillin(p, o, b);
  if (r.count != 1 || !r.complete) state.SkipWithError("not unique");
  benchmark::DoNotOptimize(r);
}

void BM_SolveUniqueDocExample(benchmark::State& state) {
  fillin::FillinPuzzle p = bench::DocExample();
  for (auto _ : state) SolveUnique(state, p);
}
BENCHMARK(BM_SolveUniqueDocExample)->Unit(benchmark::kMicrosecond);

void BM_SolveUniqueGenerated15x15(benchmark::State& state) {
  static std::vector<fillin::FillinPuzzle> puzzles = bench::Generated15(20);
  size_t i = 0;
  for (auto _ : state) SolveUnique(state, puzzles[i++ % puzzles.size()]);
}
BENCHMARK(BM_SolveUniqueGenerated15x15)->Unit(benchmark::kMicrosecond);

void BM_Generate15x15(benchmark::State& state) {
  auto text = app::ReadInput(app::kSystemDictionary);
  auto dict = crossword::ParseDictionary(*text);
  uint64_t seed = 1;
  for (auto _ : state) {
    Rng rng(seed++);
    Budget b = Budget::Seconds(60);
    auto g = fillin::GenerateFillin(nullptr, *dict, {}, rng, b);
    if (!g.ok()) state.SkipWithError("generation failed");
    benchmark::DoNotOptimize(g);
  }
}
BENCHMARK(BM_Generate15x15)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
