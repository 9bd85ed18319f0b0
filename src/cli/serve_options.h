// The options of `puzzlesmith serve`, on a command: the server binary's own (serve_cmd.cc), and
// the description of `serve` in `help --json`, the manual page and the completions.
#pragma once

#include <CLI/CLI.hpp>

#include "cli/common.h"
#include "server/server.h"

namespace ps::cli {

// --host, --allow-host, --token, --port, --db, --words, --max-seconds, --request-seconds, --log,
// --allow-excluded, --web-dir, and the common options, writing `options` and `common`.
void AddServeOptions(CLI::App* cmd, server::ServerOptions& options, CommonOptions& common);

}  // namespace ps::cli
