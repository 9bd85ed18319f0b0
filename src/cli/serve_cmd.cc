// `puzzlesmith serve`: the local web app (see docs/api.md). This is the puzzlesmith-server
// binary's command line; `puzzlesmith serve ARGS` runs `puzzlesmith-server ARGS` (serve_exec.cc).
#include <chrono>
#include <cstdio>
#include <thread>

#include "cli/commands.h"
#include "cli/common.h"
#include "server/server.h"

namespace ps::cli {
namespace {

int RunServe(const server::ServerOptions& options) {
  Result<std::unique_ptr<server::Server>> s = server::Server::Create(options);
  if (!s.ok()) return Fail(s.error());
  if (Status b = (*s)->Bind(); !b.ok()) return Fail(b.error());
  std::printf("puzzlesmith: serving on http://%s:%d/ (library %s); Ctrl-C stops\n",
              options.host.c_str(), (*s)->port(), (*s)->library_path().c_str());
  std::fflush(stdout);
  server::Server* server = s->get();
  std::thread watch([server] {
    while (!GlobalCancel().Cancelled()) std::this_thread::sleep_for(std::chrono::milliseconds(100));
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
  cmd->add_option("--host", options->host,
                  "Address to listen on (default 127.0.0.1: this machine only)");
  cmd->add_option("--port", options->port, "Port (default 8080; 0 picks a free one)")
      ->check(CLI::Range(0, 65535));
  cmd->add_option("--db", options->db,
                  "Library database file (default ~/.local/share/puzzlesmith/library.db)");
  cmd->add_option("--words", options->words,
                  "Word list for fill-in puzzles and grid fill (default Debian's wamerican)");
  cmd->add_option("--max-seconds", options->max_seconds,
                  "Longest time a make request may run (default 120)")
      ->check(CLI::Range(1.0, 3600.0));
  cmd->add_flag("--log", options->log, "Print one line per request on stderr");
  cmd->add_flag("--allow-offensive", options->allow_offensive,
                "Let fill-in puzzles and grid fills use the words of the offensive-word list "
                "(left out by default)");
  cmd->callback([options, &exit_code] { exit_code = RunServe(*options); });
}

}  // namespace ps::cli
