// The batch engine every generator shares (`sudoku generate`, `starbattle generate` and
// `make KIND` for every kind): puzzle k of a batch uses seed SEED + k, `--shard i/n` keeps the k
// with k % n == i, `--threads` workers make them, and the output comes in batch order, so that a
// batch is the same text on one machine or split over many, with one thread or many.
//
// What a cluster needs besides: a seed that fails does not end the batch (`--on-failure`), a
// budget per puzzle counted in the generator's own work units (`--node-limit`), so that a batch
// with it is the same on any machine (the wall-clock `--time-limit` stays as a safety net, and a
// record says when it fired), memory that does not grow with the batch (finished puzzles wait
// for their turn in a window of a few per thread, never the whole batch), and progress on a
// terminal or, off one, a log line every `--progress-every` seconds.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "cli/common.h"
#include "cli/verbs.h"
#include "core/budget.h"
#include "core/result.h"
#include "kind/kind.h"

namespace ps::cli {

struct BatchOptions {
  int count = 1;
  std::string shard;  // "i/n"; empty: the whole batch
  int threads = 1;
  std::string on_failure = "record";  // skip | record | stop
  int64_t node_limit = 0;             // per puzzle; 0: none
  double progress_every = 10;         // seconds between log lines off a terminal; 0: none
  bool count_given = false;           // --count, --shard or --node-limit was given
};

// --count, --threads, --shard, --on-failure, --node-limit and --progress-every.
void AddBatchOptions(CLI::App* cmd, BatchOptions& options);

// The fields every record of a batch carries: {"tool": "puzzlesmith 0.5.0", "kind", "params"
// (every parameter the puzzle was made with), "batch": {"count", "seed", "node_limit",
// "time_limit", "on_failure"}}. Not the shard: the shards of a batch, taken a line of each in
// turn, are the whole batch's text.
nlohmann::json BatchStamp(const BatchOptions& batch, const CommonOptions& common, uint64_t seed,
                          const std::string& kind, const nlohmann::json& params);

// One puzzle of a batch: the text to write for puzzle k (seed `seed`), within `budget` (the
// per-puzzle time limit, node limit and Ctrl-C). An error of code kBudget or kNoSolution is
// that seed's failure (handled by --on-failure); any other error stops the batch.
using BatchMake = std::function<Result<std::string>(int k, uint64_t seed, Budget& budget)>;

struct BatchRun {
  const BatchOptions* batch = nullptr;
  const CommonOptions* common = nullptr;
  uint64_t seed = 0;
  double default_seconds = 600;  // the per-puzzle time limit without --time-limit
  // Called once per worker thread, so that a worker may keep its own solvers.
  std::function<BatchMake()> make_worker;
  // A failed seed's record (--on-failure record): the JSON of BatchStamp plus {"k", "seed",
  // "status": "failed", "reason", "stopped_by", "machine_dependent"} when `json`, else a comment
  // line "# seed S: failed: ...".
  nlohmann::json stamp;
  bool json = false;
  std::function<void(const std::string&)> emit;  // one record, without its final line break
};

// Makes the batch; returns the exit code: 0 when every puzzle was written or its failure
// recorded or skipped as asked, 3 when stopped (--on-failure stop, Ctrl-C), 2 for bad options,
// 74 when the output could not be written.
int RunBatch(const BatchRun& run);

// RunBatch with each record written to stdout with a line break after it: what `sudoku
// generate`, `starbattle generate` and `fillin generate` do.
int RunBatchToStdout(const BatchOptions& batch, const CommonOptions& common, uint64_t seed,
                     double default_seconds, std::function<BatchMake()> make_worker,
                     nlohmann::json stamp);

// `make KIND --count N ...` (and a kind's spelling of it): the batch of the kind's maker with the
// make request `request` (its seed, when given, is the batch's SEED), a line a puzzle to `out.out`
// ('-': stdout). With --json, or when neither --to nor the spelling (`default_to`) names a
// format, the line is the puzzle's record as `make --json` gives it (app::PuzzleJson) with the
// stamp, {"k", "status": "ok", "canonical"}; else the puzzle written as that format.
int RunMakeBatch(const kind::Kind& kind, const nlohmann::json& request, const BatchOptions& batch,
                 const OutputArgs& out, const std::string& default_to,
                 const crossword::Dictionary* dictionary);

}  // namespace ps::cli
