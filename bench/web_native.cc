// The native half of the WebAssembly engine's benchmark (scripts/bench-web.mjs runs the other
// half in the engine): the same calls of the library's generic API (puzzlesmith/kinds.h) the
// engine makes from JSON, timed here natively on the same machine.
//   web_native sudoku FILE N    solve() (count to 2) of the first N puzzles of FILE, one a line
//   web_native records FILE N   the same from each puzzle's record (read() first, not timed): the
//                               count alone, without telling the text's format
//   web_native checks FILE N    check() of the same records (the start of the game; no search):
//                               what the call itself costs, its JSON in and out
//   web_native starbattle N     make("starbattle", {"size": 10, "stars": 2, "seed": k}), k = 1..N
//   web_native fill FILE N      make("fill", {"pattern": FILE's text, "seed": k}), k = 1..N
// Prints {"calls", "seconds"}. Built by scripts/bench-web.mjs against build/release's library.
#include <puzzlesmith/puzzlesmith.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream all;
  all << in.rdbuf();
  return all.str();
}

std::string Quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '\n') {
      out += "\\n";
    } else {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
  }
  return out + "\"";
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() < 2) {
    std::cerr << "usage: web_native sudoku|records|checks FILE N | starbattle N | fill FILE N\n";
    return 2;
  }
  const std::string what = args[0];
  std::vector<std::string> puzzles;
  long n = std::stol(args.back());
  const bool records = what == "records" || what == "checks";
  if (what == "sudoku" || records) {
    std::istringstream lines(ReadFile(args[1]));
    for (std::string line; puzzles.size() < static_cast<size_t>(n) && std::getline(lines, line);) {
      if (line.empty()) continue;
      if (records) {
        puzzlesmith::Result<std::string> record = puzzlesmith::read(line);
        if (!record) return 1;
        line = *record;
      }
      puzzles.push_back(line);
    }
    n = static_cast<long>(puzzles.size());
  }
  const std::string pattern = what == "fill" ? ReadFile(args[1]) : "";
  const auto start = std::chrono::steady_clock::now();
  for (long k = 0; k < n; ++k) {
    const std::string seed = std::to_string(k + 1);
    const std::string& puzzle = puzzles.empty() ? pattern : puzzles[static_cast<size_t>(k)];
    puzzlesmith::Result<std::string> r = [&] {
      if (what == "checks") return puzzlesmith::check(puzzle);
      if (what == "sudoku" || what == "records") return puzzlesmith::solve(puzzle, 2);
      if (what == "starbattle") {
        return puzzlesmith::make("starbattle",
                                 "{\"size\": 10, \"stars\": 2, \"seed\": " + seed + "}");
      }
      return puzzlesmith::make("fill",
                               "{\"pattern\": " + Quoted(pattern) + ", \"seed\": " + seed + "}");
    }();
    if (!r) {
      std::cerr << "web_native: " << r.error().ToString() << "\n";
      return 1;
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "{\"calls\": " << n << ", \"seconds\": " << seconds << "}\n";
  return 0;
}
