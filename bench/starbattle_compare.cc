// Star Battle solving in-process, one puzzle at a time, for the side-by-side table of make bench
// (scripts/bench-starbattle): each file named NxN-kK-NNN.txt is read, solved counting to 2 in the
// search order of `puzzlesmith starbattle solve` (SolveOptions::quick_order; --generator-order
// for the generator's), and timed in CPU time (the median of `runs` solves, each repeated until
// at least 20 ms so short solves are not lost in the clock's grain). Prints one line a puzzle:
//   name <TAB> status <TAB> milliseconds <TAB> decisions
// where status is unique, multiple, none or stopped. The reference solvers (clingo on an ASP
// encoding, cadical on the CNF `puzzlesmith starbattle cnf` writes) are timed by the script.
#include <fmt/format.h>
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <regex>
#include <string>
#include <vector>

#include "app/io.h"
#include "core/budget.h"
#include "starbattle/format.h"
#include "starbattle/solver.h"

namespace {

double CpuMs() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) * 1e-6;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace ps;
  using namespace ps::starbattle;
  if (argc < 2) {
    std::fprintf(stderr, "usage: ps_compare_starbattle [--runs R] [--generator-order] FILE...\n");
    return 2;
  }
  int runs = 3;
  int first = 1;
  SolveOptions options{.quick_order = true};
  for (bool more = true; more && first < argc;) {
    more = false;
    if (std::string(argv[first]) == "--runs" && first + 2 < argc) {
      runs = std::max(1, std::atoi(argv[first + 1]));
      first += 2;
      more = true;
    } else if (std::string(argv[first]) == "--generator-order") {
      options.quick_order = false;
      ++first;
      more = true;
    }
  }
  const std::regex kname(R"(-k(\d+)-)");
  for (int i = first; i < argc; ++i) {
    const std::string path = argv[i];
    const std::string name = path.substr(path.find_last_of('/') + 1);
    std::smatch m;
    if (!std::regex_search(name, m, kname)) {
      std::fprintf(stderr, "%s: no -kK- in the name (stars per unit)\n", path.c_str());
      return 2;
    }
    Result<std::string> text = app::ReadInput(path);
    if (!text.ok()) {
      std::fprintf(stderr, "%s\n", text.error().ToString().c_str());
      return 2;
    }
    Result<Puzzle> puzzle = ParseZoneFile(*text, std::stoi(m[1].str()));
    if (!puzzle.ok()) {
      std::fprintf(stderr, "%s: %s\n", path.c_str(), puzzle.error().ToString().c_str());
      return 2;
    }
    std::vector<double> times;
    SolveResult last;
    for (int r = 0; r < runs; ++r) {
      int reps = 0;
      const double t0 = CpuMs();
      double t1 = t0;
      do {
        Budget budget;
        last = Solve(*puzzle, 2, budget, options);
        ++reps;
        t1 = CpuMs();
      } while (t1 - t0 < 20);
      times.push_back((t1 - t0) / reps);
    }
    std::sort(times.begin(), times.end());
    const char* status = !last.complete    ? "stopped"
                         : last.count == 1 ? "unique"
                         : last.count > 1  ? "multiple"
                                           : "none";
    std::printf("%s\t%s\t%.3f\t%lld\n", name.substr(0, name.size() - 4).c_str(), status,
                times[times.size() / 2], static_cast<long long>(last.nodes));
  }
  return 0;
}
