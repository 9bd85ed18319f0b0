// `puzzlesmith serve ARGS`: replaces this process with `puzzlesmith-server ARGS`, the binary built
// next to this one (see commands.h for why the web server is a binary of its own).
#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/common.h"
#include "cli/serve_options.h"

namespace ps::cli {
namespace {

// The directory of the running binary ("" when /proc is not there).
std::string SelfDirectory() {
  std::string path(4096, '\0');
  ssize_t n = readlink("/proc/self/exe", path.data(), path.size() - 1);
  if (n <= 0) return "";
  path.resize(static_cast<size_t>(n));
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? "" : path.substr(0, slash);
}

int ExecServer(const std::vector<std::string>& args) {
  std::string dir = SelfDirectory();
  std::string server = (dir.empty() ? std::string(".") : dir) + "/puzzlesmith-server";
  std::vector<char*> argv;
  argv.push_back(server.data());
  std::vector<std::string> copy = args;
  for (std::string& a : copy) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::fflush(stdout);
  execv(server.c_str(), argv.data());
  int err = errno;
  return Fail(Error{ErrorCode::kIo,
                    fmt::format("cannot start the web app '{}': {} (it is built next to "
                                "puzzlesmith; run make demo)",
                                server, std::strerror(err)),
                    "", 0, 0});
}

}  // namespace

void AddServeCommand(CLI::App& app, int& exit_code, bool described) {
  CLI::App* cmd = app.add_subcommand(
      "serve",
      "Start the web app: make, play, keep and print puzzles in a browser (serve --help for its "
      "options)");
  if (described) {
    // For `help` and `completions`: its options as the server has them (never parsed here).
    static server::ServerOptions options;
    static CommonOptions common;
    AddServeOptions(cmd, options, common);
    return;
  }
  // Every argument, --help included, goes to puzzlesmith-server.
  cmd->set_help_flag();
  cmd->prefix_command();
  cmd->callback([cmd, &exit_code] { exit_code = ExecServer(cmd->remaining()); });
}

}  // namespace ps::cli
