// Long work for the web app: each job runs on its own thread with a budget (a time limit and a
// cancel flag), reports progress as it goes, and ends done, failed or stopped. A bounded number
// run at once; finished jobs are kept for a while so that a client can collect the result.
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <thread>

#include "core/budget.h"
#include "core/result.h"

namespace ps::app {

class Jobs {
 public:
  // The work: runs with the job's budget and a progress callback; its value is the job's result.
  using Work = std::function<Result<nlohmann::json>(Budget&, const ProgressFn&)>;

  // At most `max_running` jobs run at once, and at most `max_per_owner` of one owner (a client).
  explicit Jobs(int max_running = 4, size_t max_kept = 200, int max_per_owner = 0);
  ~Jobs();  // stops every running job and waits for it
  Jobs(const Jobs&) = delete;
  Jobs& operator=(const Jobs&) = delete;

  // Starts a job of `owner` with a budget of `seconds`; an error (kBudget) when too many run
  // already, in all or of that owner.
  Result<std::string> Start(const std::string& what, double seconds, Work work,
                            const std::string& owner = "");
  // {"id", "what", "status": "running"|"done"|"failed"|"stopped", "elapsed", "progress":
  //  {"phase", "nodes", "found", "fraction"}, "result"?, "error"?}; nullopt for an unknown id.
  std::optional<nlohmann::json> Get(const std::string& id);
  // Asks a running job to stop; false for an unknown id.
  bool Stop(const std::string& id);
  int Running();

 private:
  struct Job;
  void Purge();  // under mu_
  std::mutex mu_;
  std::map<std::string, std::shared_ptr<Job>> jobs_;
  int max_running_;
  size_t max_kept_;
  int max_per_owner_;  // 0: no limit per owner
  // Ids are `PREFIX-N`: a prefix drawn at random when the server starts and a count, so that an
  // id never names two jobs, not even across restarts (a client polling an id from before a
  // restart gets "no such job", never another job's result).
  std::string prefix_;
  uint64_t next_ = 1;
};

}  // namespace ps::app
