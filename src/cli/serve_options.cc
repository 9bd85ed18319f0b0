// The options of `puzzlesmith serve` (the puzzlesmith-server binary's command line), declared
// once for the server (serve_cmd.cc) and for the command's help, manual page and completions,
// which describe serve too though the command hands its arguments to the server.
#include "cli/serve_options.h"

namespace ps::cli {

void AddServeOptions(CLI::App* cmd, server::ServerOptions& options, CommonOptions& common) {
  cmd->add_option("--host", options.host,
                  "Address to listen on (default 127.0.0.1: this machine only). Any other "
                  "address (0.0.0.0: every one) lets other machines in, so the server then "
                  "needs an access token: it prints its address with ?token=...; open that "
                  "once in a browser");
  cmd->add_option("--allow-host", options.allow_hosts,
                  "A name the server may be reached by besides localhost, 127.0.0.1 and --host "
                  "(repeat for more); requests sent to any other name are refused, so that no "
                  "web site can reach it by pointing its own name at this machine");
  cmd->add_option("--token", options.token,
                  "The access token to require (default: none on loopback, a new random one "
                  "beyond)");
  cmd->add_option("--port", options.port, "Port (default 8080; 0 picks a free one)")
      ->check(CLI::Range(0, 65535));
  cmd->add_option("--db", options.db,
                  "Library database file (default ~/.local/share/puzzlesmith/library.db)");
  cmd->add_option("--words", options.words,
                  "Word list for fill-in puzzles and grid fill (default: the built-in list of "
                  "common English words)");
  cmd->add_option("--max-seconds", options.max_seconds,
                  "Longest time a make request may run (default 120)")
      ->check(CLI::Range(1.0, 3600.0));
  cmd->add_option("--request-seconds", options.request_seconds,
                  "A request's headers, and then its body, must arrive within this many seconds, "
                  "or its connection is closed (default 30)")
      ->check(CLI::Range(1.0, 3600.0));
  cmd->add_flag("--log", options.log, "Print one line per request on stderr");
  cmd->add_flag("--allow-excluded,--allow-offensive", options.allow_excluded,
                "Let fill-in puzzles and grid fills use the words of the exclusion list (slurs, "
                "vulgarities, non-words; left out by default)");
  cmd->add_option("--web-dir", options.web_dir,
                  "For working on the web app: serve its files from this folder (the source's "
                  "web/), read afresh at each request, instead of the copy built into the "
                  "program")
      ->check(CLI::ExistingDirectory);
  AddCommonOptions(cmd, common, false);
}

}  // namespace ps::cli
