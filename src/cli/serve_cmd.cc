// `puzzlesmith serve`: the local web app (see docs/api.md). This is the puzzlesmith-server
// binary's command line; `puzzlesmith serve ARGS` runs `puzzlesmith-server ARGS` (serve_exec.cc).
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>

#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "app/puzzles.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "cli/serve_options.h"
#include "server/server.h"

namespace ps::cli {
namespace {

int RunServe(const server::ServerOptions& options, const CommonOptions& common) {
  Result<std::unique_ptr<server::Server>> s = server::Server::Create(options);
  if (!s.ok()) return Fail(s.error());
  if (Status b = (*s)->Bind(); !b.ok()) return Fail(b.error());
  // --json: one record with the address on standard output; -q: the address line alone.
  if (common.json) {
    std::printf(
        "%s\n",
        nlohmann::json{{"url", (*s)->url()}, {"library", (*s)->library_path()}}.dump().c_str());
  } else {
    std::printf("puzzlesmith: serving on %s (library %s); Ctrl-C stops\n", (*s)->url().c_str(),
                (*s)->library_path().c_str());
  }
  const bool chatty = !common.json && !common.quiet;
  if (chatty && (options.host == "0.0.0.0" || options.host == "::")) {
    // Other machines reach it by this machine's own addresses.
    const std::string url = (*s)->url();
    const std::string tail = url.substr(url.find(':', 7));  // ":PORT/?token=..."
    ifaddrs* list = nullptr;
    if (getifaddrs(&list) == 0) {
      for (ifaddrs* a = list; a != nullptr; a = a->ifa_next) {
        if (a->ifa_addr == nullptr || a->ifa_addr->sa_family != AF_INET) continue;
        char text[INET_ADDRSTRLEN] = {};
        const auto* in = reinterpret_cast<const sockaddr_in*>(a->ifa_addr);
        if (inet_ntop(AF_INET, &in->sin_addr, text, sizeof text) == nullptr) continue;
        if (std::string(text).rfind("127.", 0) == 0) continue;
        std::printf("puzzlesmith: from other machines: http://%s%s\n", text, tail.c_str());
      }
      freeifaddrs(list);
    }
  }
  if (chatty && (*s)->url().find("?token=") != std::string::npos) {
    std::printf(
        "puzzlesmith: open that address once in each browser: the token in it lets the "
        "browser in (kept in a cookie); without it, every request is refused\n");
  }
  if (options.allow_excluded && chatty)
    std::printf("puzzlesmith: %s\n", app::ExclusionLiftedNotice().c_str());
  std::fflush(stdout);
  server::Server* server = s->get();
  // --time-limit: the server stops by itself after that many seconds (exit code 0).
  Budget budget = MakeBudget(common, 0);
  std::thread watch([server, budget]() mutable {
    while (budget.CheckNow()) {
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    server->Stop();
  });
  server->Run();
  // Run() also returns when the server stops for another reason; end the watcher too.
  const_cast<CancelFlag&>(GlobalCancel()).Cancel();
  watch.join();
  return kExitOk;
}

}  // namespace

void ConfigureServe(CLI::App* cmd, int& exit_code) {
  auto options = std::make_shared<server::ServerOptions>();
  auto common = std::make_shared<CommonOptions>();
  AddServeOptions(cmd, *options, *common);
  cmd->footer(kExitCodesText);
  cmd->callback([options, common, &exit_code] { exit_code = RunServe(*options, *common); });
}

}  // namespace ps::cli
