// See batch.h. Workers take the next batch position from a counter, but never more than
// `window` positions ahead of the one being written; a finished puzzle waits in its slot of a
// ring of `window` slots until its turn. So the memory is the window's, whatever the count.
#include "cli/batch.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <thread>
#include <vector>

namespace ps::cli {

void AddBatchOptions(CLI::App* cmd, BatchOptions& o) {
  auto given = [&o](const auto&) { o.count_given = true; };
  cmd->add_option("--count", o.count, "How many puzzles (seeds SEED, SEED+1, ...)")
      ->check(CLI::Range(1, 2000000000))
      ->each(given);
  cmd->add_option("--threads", o.threads, "Worker threads (the output is the same for any number)")
      ->check(CLI::Range(1, 256));
  cmd->add_option("--shard", o.shard,
                  "i/n: make only the puzzles k with k % n == i, so that machines split a batch")
      ->each(given);
  cmd->add_option("--on-failure", o.on_failure,
                  "A seed that makes no puzzle within its budget: record (a record naming it "
                  "and why; the default), skip, or stop (the batch ends, exit code 3)")
      ->check(CLI::IsMember({"skip", "record", "stop"}));
  cmd->add_option("--node-limit", o.node_limit,
                  "Budget of each puzzle in the generator's own work units (search nodes), so "
                  "that a batch is the same on any machine")
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 60))
      ->each(given);
  cmd->add_option("--progress-every", o.progress_every,
                  "Off a terminal, a progress line on stderr every this many seconds (0: none)")
      ->check(CLI::Range(0.0, 1e6));
}

nlohmann::json BatchStamp(const BatchOptions& batch, const CommonOptions& common, uint64_t seed,
                          const std::string& kind, const nlohmann::json& params) {
  nlohmann::json b{{"count", batch.count},
                   {"seed", seed},
                   {"node_limit", batch.node_limit > 0 ? nlohmann::json(batch.node_limit)
                                                       : nlohmann::json(nullptr)},
                   {"time_limit", common.time_limit > 0 && std::isfinite(common.time_limit)
                                      ? nlohmann::json(common.time_limit)
                                      : nlohmann::json(nullptr)},
                   {"on_failure", batch.on_failure}};
  return {{"tool", kVersionText}, {"kind", kind}, {"params", params}, {"batch", b}};
}

namespace {

struct Slot {
  bool ready = false;
  bool ok = false;
  bool fatal = false;  // an error that stops the batch (bad input), not a seed's failure
  std::string text;    // the record, or the failure's reason
  StopReason stopped_by = StopReason::kNone;
};

std::string Seconds(double s) {
  if (s < 60) return fmt::format("{:.1f} s", s);
  if (s < 3600) return fmt::format("{:.0f} min {:02.0f} s", std::floor(s / 60), std::fmod(s, 60));
  return fmt::format("{:.0f} h {:02.0f} min", std::floor(s / 3600), std::fmod(s / 60, 60));
}

}  // namespace

int RunBatch(const BatchRun& run) {
  const BatchOptions& batch = *run.batch;
  const CommonOptions& common = *run.common;
  int shard = 0, shards = 1;
  if (!batch.shard.empty()) {
    char slash = 0, extra = 0;
    if (std::sscanf(batch.shard.c_str(), "%d%c%d%c", &shard, &slash, &shards, &extra) != 3 ||
        slash != '/' || shards < 1 || shard < 0 || shard >= shards) {
      return Fail(InvalidInput(
          fmt::format("--shard '{}': expected i/n with 0 <= i < n, such as 0/4", batch.shard)));
    }
  }
  // Batch positions 0..total-1 are the k = shard + position * shards below the count.
  const int64_t total = batch.count > shard ? (batch.count - shard + shards - 1) / shards : 0;
  auto k_of = [&](int64_t pos) { return static_cast<int>(shard + pos * shards); };
  const int threads =
      static_cast<int>(std::max<int64_t>(1, std::min<int64_t>(batch.threads, total)));
  const int64_t window = std::max(64, threads * 16);
  std::vector<Slot> ring(static_cast<size_t>(window));
  std::mutex mu;
  std::condition_variable slot_free, slot_ready;
  int64_t next = 0;     // the next position to make
  int64_t written = 0;  // positions written (or skipped) so far
  bool stop = false;    // no more puzzles: an error, a write failure or Ctrl-C
  const double seconds = common.time_limit > 0 ? common.time_limit : run.default_seconds;

  auto worker = [&] {
    BatchMake make = run.make_worker();
    for (;;) {
      int64_t pos;
      {
        std::unique_lock<std::mutex> lock(mu);
        slot_free.wait(lock, [&] { return stop || next >= total || next < written + window; });
        if (stop || next >= total) return;
        pos = next++;
      }
      const int k = k_of(pos);
      const uint64_t seed = run.seed + static_cast<uint64_t>(k);
      Budget budget = Budget::Seconds(seconds, &GlobalCancel());
      if (batch.node_limit > 0) budget.WithNodeLimit(batch.node_limit);
      Result<std::string> made = make(k, seed, budget);
      Slot s;
      s.ready = true;
      s.ok = made.ok();
      if (made.ok()) {
        s.text = std::move(*made);
      } else {
        const ErrorCode code = made.error().code;
        s.fatal = code != ErrorCode::kBudget && code != ErrorCode::kNoSolution;
        s.text = made.error().message;
        s.stopped_by = budget.reason();
      }
      {
        std::lock_guard<std::mutex> lock(mu);
        ring[static_cast<size_t>(pos % window)] = std::move(s);
      }
      slot_ready.notify_all();
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(worker);

  const bool tty = isatty(STDERR_FILENO) != 0;
  const bool show = !common.quiet && (tty || batch.progress_every > 0);
  const auto start = std::chrono::steady_clock::now();
  double last_shown = 0;
  bool line_on_screen = false;
  int64_t failed = 0, skipped = 0;
  std::vector<int> failed_seeds_shown;
  int exit_code = kExitOk;
  Error first_error;
  bool unwritable = false;
  int write_errno = 0;

  auto progress_text = [&](double elapsed) {
    const double rate = elapsed > 0 ? static_cast<double>(written) / elapsed : 0;
    std::string line = fmt::format("{}/{} puzzles", written, total);
    if (failed > 0) line += fmt::format(" ({} failed)", failed);
    line += fmt::format(", {:.0f}/s", rate);
    if (rate > 0 && written < total) {
      line += ", ETA " + Seconds(static_cast<double>(total - written) / rate);
    }
    return line;
  };
  auto show_progress = [&](bool final_line) {
    if (!show) return;
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (tty) {
      if (final_line || elapsed < 1.0 || elapsed - last_shown < 0.1) return;
      last_shown = elapsed;
      std::fprintf(stderr, "\r\033[K%s (Ctrl-C stops)", progress_text(elapsed).c_str());
      std::fflush(stderr);
      line_on_screen = true;
    } else if (final_line ? elapsed >= batch.progress_every
                          : elapsed - last_shown >= batch.progress_every) {
      last_shown = elapsed;
      std::fprintf(stderr, "puzzlesmith: %s%s\n", progress_text(elapsed).c_str(),
                   final_line ? ", done" : "");
      std::fflush(stderr);
    }
  };
  auto clear_line = [&] {
    if (line_on_screen) {
      std::fprintf(stderr, "\r\033[K");
      std::fflush(stderr);
      line_on_screen = false;
    }
  };

  while (written < total) {
    Slot s;
    {
      std::unique_lock<std::mutex> lock(mu);
      const bool got = slot_ready.wait_for(lock, std::chrono::milliseconds(100), [&] {
        return ring[static_cast<size_t>(written % window)].ready;
      });
      if (!got) {
        lock.unlock();
        if (GlobalCancel().Cancelled()) break;
        show_progress(false);
        continue;
      }
      s = std::move(ring[static_cast<size_t>(written % window)]);
      ring[static_cast<size_t>(written % window)] = Slot{};
    }
    const int k = k_of(written);
    const uint64_t seed = run.seed + static_cast<uint64_t>(k);
    if (!s.ok && s.stopped_by == StopReason::kCancelled) break;  // Ctrl-C: not the seed's fault
    if (!s.ok && (s.fatal || batch.on_failure == "stop")) {
      first_error = Error{s.fatal ? ErrorCode::kInvalidInput : ErrorCode::kBudget,
                          s.fatal ? s.text
                                  : fmt::format("puzzle {} (seed {}) failed: {} (--on-failure "
                                                "record or skip goes on past it)",
                                                k, seed, s.text),
                          "", 0, 0};
      exit_code = s.fatal ? kExitBadInput : kExitBudget;
      break;
    }
    std::string out;
    if (s.ok) {
      out = std::move(s.text);
    } else {
      ++failed;
      if (failed_seeds_shown.size() < 5) failed_seeds_shown.push_back(k);
      const bool clock = s.stopped_by == StopReason::kDeadline;
      if (batch.on_failure == "skip") {
        ++skipped;
      } else if (run.json) {
        nlohmann::json j = run.stamp;
        j["k"] = k;
        j["seed"] = seed;
        j["status"] = "failed";
        j["reason"] = s.text;
        j["stopped_by"] = s.stopped_by == StopReason::kNodeLimit  ? nlohmann::json("node limit")
                          : s.stopped_by == StopReason::kDeadline ? nlohmann::json("time limit")
                                                                  : nlohmann::json(nullptr);
        // A time limit that fired depends on the machine: the same seed may succeed elsewhere.
        j["machine_dependent"] = clock;
        out = j.dump();
      } else {
        out = fmt::format("# puzzle {} (seed {}) failed: {}{}", k, seed, s.text,
                          clock ? " (the time limit fired: another machine may differ)" : "");
      }
    }
    {
      std::lock_guard<std::mutex> lock(mu);
      ++written;
    }
    slot_free.notify_all();
    if (!out.empty()) {
      clear_line();
      run.emit(out);
      if (std::ferror(stdout)) {
        write_errno = errno;
        unwritable = true;
        break;
      }
    }
    show_progress(false);
  }
  {
    std::lock_guard<std::mutex> lock(mu);
    stop = true;
  }
  slot_free.notify_all();
  for (std::thread& t : pool) t.join();
  clear_line();
  if (unwritable) {
    std::fprintf(stderr,
                 "puzzlesmith: could not write the output (%s); it is incomplete: at most %lld "
                 "of %lld puzzles reached it\n",
                 std::strerror(write_errno), static_cast<long long>(written),
                 static_cast<long long>(total));
    return kExitWrite;
  }
  if (failed > 0) {  // said even with --quiet (which is about the progress line)
    std::string which;
    for (int k : failed_seeds_shown) which += fmt::format("{}{}", which.empty() ? "" : ", ", k);
    std::fprintf(
        stderr, "puzzlesmith: %lld of %lld puzzles failed (%s) and were %s: k = %s%s\n",
        static_cast<long long>(failed), static_cast<long long>(total),
        batch.node_limit > 0 ? "budget: --node-limit or --time-limit" : "budget: --time-limit",
        skipped > 0 ? "skipped" : "recorded", which.c_str(), failed > 5 ? ", ..." : "");
  }
  if (exit_code != kExitOk) return Fail(first_error);
  if (written < total) {
    return Fail(Error{ErrorCode::kBudget,
                      fmt::format("stopped after {} of {} puzzles", written, total), "", 0, 0});
  }
  show_progress(true);
  return kExitOk;
}

int RunBatchToStdout(const BatchOptions& batch, const CommonOptions& common, uint64_t seed,
                     double default_seconds, std::function<BatchMake()> make_worker,
                     nlohmann::json stamp) {
  BatchRun run{.batch = &batch,
               .common = &common,
               .seed = seed,
               .default_seconds = default_seconds,
               .make_worker = std::move(make_worker),
               .stamp = std::move(stamp),
               .json = common.json,
               .emit = [](const std::string& line) { std::printf("%s\n", line.c_str()); }};
  return RunBatch(run);
}

}  // namespace ps::cli
