#include "app/jobs.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

namespace ps::app {

struct Jobs::Job {
  std::string id, what, owner;
  CancelFlag cancel;
  std::thread thread;
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  std::mutex mu;  // guards the fields below
  std::string status = "running";
  nlohmann::json progress = nlohmann::json::object();
  nlohmann::json result;
  std::string error;
  double elapsed = 0;
};

Jobs::Jobs(int max_running, size_t max_kept, int max_per_owner)
    : max_running_(max_running), max_kept_(max_kept), max_per_owner_(max_per_owner) {
  std::random_device rd;  // the system's random source: not a puzzle's seed, only a name
  prefix_ = fmt::format("{:08x}{:04x}", rd(), rd() & 0xffffu);
}

Jobs::~Jobs() {
  std::map<std::string, std::shared_ptr<Job>> jobs;
  {
    std::lock_guard lock(mu_);
    jobs.swap(jobs_);
  }
  for (auto& [id, job] : jobs) job->cancel.Cancel();
  for (auto& [id, job] : jobs) {
    if (job->thread.joinable()) job->thread.join();
  }
}

int Jobs::Running() {
  std::lock_guard lock(mu_);
  int n = 0;
  for (auto& [id, job] : jobs_) {
    std::lock_guard jl(job->mu);
    n += job->status == "running" ? 1 : 0;
  }
  return n;
}

void Jobs::Purge() {
  // Oldest finished jobs go first (ids grow with time; the map orders them by length, then text).
  std::vector<std::string> finished;
  for (auto& [id, job] : jobs_) {
    std::lock_guard jl(job->mu);
    if (job->status != "running") finished.push_back(id);
  }
  size_t excess = jobs_.size() > max_kept_ ? jobs_.size() - max_kept_ : 0;
  std::sort(finished.begin(), finished.end(), [](const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() < b.size() : a < b;
  });
  for (size_t i = 0; i < finished.size() && i < excess; ++i) {
    auto it = jobs_.find(finished[i]);
    if (it->second->thread.joinable()) it->second->thread.join();
    jobs_.erase(it);
  }
}

Result<std::string> Jobs::Start(const std::string& what, double seconds, Work work,
                                const std::string& owner) {
  std::lock_guard lock(mu_);
  int running = 0, owners = 0;
  for (auto& [id, job] : jobs_) {
    std::lock_guard jl(job->mu);
    if (job->status != "running") continue;
    ++running;
    owners += job->owner == owner ? 1 : 0;
  }
  if (running >= max_running_) {
    return MakeError(ErrorCode::kBudget,
                     fmt::format("{} jobs are running already; stop one or wait", running));
  }
  if (max_per_owner_ > 0 && owners >= max_per_owner_) {
    return MakeError(ErrorCode::kBudget,
                     fmt::format("{} of your jobs are running already (at most {} at once); stop "
                                 "one or wait",
                                 owners, max_per_owner_));
  }
  Purge();
  auto job = std::make_shared<Job>();
  job->id = fmt::format("{}-{}", prefix_, next_++);
  job->what = what;
  job->owner = owner;
  jobs_[job->id] = job;
  job->thread = std::thread([job, seconds, work = std::move(work)] {
    Budget budget = Budget::Seconds(seconds, &job->cancel);
    ProgressFn progress = [job](const Progress& p) {
      std::lock_guard jl(job->mu);
      job->progress = {{"phase", std::string(p.phase)},
                       {"nodes", p.nodes},
                       {"found", p.found},
                       {"fraction", p.fraction}};
    };
    Result<nlohmann::json> r = work(budget, progress);
    std::lock_guard jl(job->mu);
    job->elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - job->start).count();
    if (r.ok()) {
      job->status = "done";
      job->result = std::move(*r);
    } else {
      job->error = r.error().message;
      job->status = r.error().code == ErrorCode::kBudget ? "stopped" : "failed";
      if (r.error().code == ErrorCode::kBudget && job->cancel.Cancelled()) {
        job->error = "stopped on request";
      } else if (r.error().code == ErrorCode::kBudget) {
        job->error = fmt::format("time limit of {:g} s reached: {}", seconds, job->error);
      }
    }
  });
  return job->id;
}

std::optional<nlohmann::json> Jobs::Get(const std::string& id) {
  std::shared_ptr<Job> job;
  {
    std::lock_guard lock(mu_);
    auto it = jobs_.find(id);
    if (it == jobs_.end()) return std::nullopt;
    job = it->second;
  }
  std::lock_guard jl(job->mu);
  double elapsed =
      job->status == "running"
          ? std::chrono::duration<double>(std::chrono::steady_clock::now() - job->start).count()
          : job->elapsed;
  nlohmann::json j = {{"id", job->id},
                      {"what", job->what},
                      {"status", job->status},
                      {"elapsed", std::round(elapsed * 100) / 100},
                      {"progress", job->progress}};
  if (job->status == "done") j["result"] = job->result;
  if (!job->error.empty()) j["error"] = job->error;
  return j;
}

bool Jobs::Stop(const std::string& id) {
  std::lock_guard lock(mu_);
  auto it = jobs_.find(id);
  if (it == jobs_.end()) return false;
  it->second->cancel.Cancel();
  return true;
}

}  // namespace ps::app
