// Side-by-side Sudoku solving with the uniqueness check (count to 2), on the shared benchmark
// sets, against tdoku (the fastest published solver, built from its sources by
// bench/CMakeLists.txt as tdoku_rate with our compiler and flags and as tdoku_rate_native with
// -march=native too) and Debian's qqwing (`qqwing --solve --count-solutions`).
//
// Rates are puzzles per second of user CPU time, single thread: one measurement is whole passes
// over the set until at least half a second; ours and each tdoku build are measured in turn,
// three times, and the median of each is shown, so all see the same load on a shared machine.
// Our answers are checked: the first 100 with IsSolution (and unique), and the number of unique
// puzzles in the whole set must be tdoku's. Prints a Markdown table.
#include <fmt/format.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "app/io.h"
#include "sudoku/count_solver.h"
#include "sudoku/format.h"

namespace {

using namespace ps;
using namespace ps::sudoku;

double Seconds(const timeval& t) {
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6;
}
double UserSeconds(int who = RUSAGE_SELF) {
  rusage u{};
  getrusage(who, &u);
  return Seconds(u.ru_utime);
}
// User and system CPU time of the finished child processes.
double ChildCpuSeconds() {
  rusage u{};
  getrusage(RUSAGE_CHILDREN, &u);
  return Seconds(u.ru_utime) + Seconds(u.ru_stime);
}
// CPU seconds of one run of `cmd` (its output to `out`); negative when it failed to run. Exit
// code 1 (a puzzle not unique) is an answer, not a failure.
double RunTimed(const std::string& cmd, const std::string& out) {
  const double c0 = ChildCpuSeconds();
  const int rc = std::system((cmd + " > " + out + " 2>/dev/null").c_str());
  const double t = ChildCpuSeconds() - c0;
  return rc == -1 || !WIFEXITED(rc) || WEXITSTATUS(rc) > 1 ? -1 : t;
}
std::string Slurp(const std::string& path) {
  Result<std::string> text = app::ReadInput(path);
  return text.ok() ? *text : std::string();
}

struct Measure {
  double rate = 0, guesses = 0;
  long unique = -1;
};

double Median(std::array<double, 3> v) {
  std::sort(v.begin(), v.end());
  return v[1];
}

// One tdoku measurement through its runner (next to this program); rate 0 when it is absent.
Measure RunTdoku(const std::string& runner, const std::string& path, bool check) {
  Measure m;
  std::string cmd = runner + " " + path + " 0.5" + (check ? " check" : "");
  FILE* p = popen(cmd.c_str(), "r");
  if (p == nullptr) return m;
  if (std::fscanf(p, "%lf %lf %ld", &m.rate, &m.guesses, &m.unique) != 3) m = Measure{};
  if (pclose(p) != 0) m = Measure{};
  return m;
}

std::string Fmt(double v, const char* f) { return v > 0 ? fmt::format(fmt::runtime(f), v) : "-"; }

}  // namespace

// Usage: ps_compare_sudoku [DATA_DIR [FIRST_N [ours]]]
int main(int argc, char** argv) {
  std::string data = argc > 1 ? argv[1] : "../shared/data/sudoku";
  // A quick look while working: only the first N puzzles of each set.
  const size_t first_n = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 0;
  // "ours" as the third argument: our solver alone (no tdoku, no qqwing).
  const bool ours_only = argc > 3 && std::string(argv[3]) == "ours";
  std::string self = argv[0];
  std::string dir = self.find('/') == std::string::npos ? "." : self.substr(0, self.rfind('/'));
#ifdef PS_HAVE_TDOKU
  const std::string tdoku = dir + "/tdoku_rate", tdoku_native = dir + "/tdoku_rate_native";
#else
  const std::string tdoku, tdoku_native;
  std::fprintf(stderr, "tdoku was not built (see bench/CMakeLists.txt): its columns are empty\n");
#endif
  struct Set {
    const char* file;
    size_t qqwing_sample;  // qqwing is slow on hard sets: time it on the first N puzzles
  };
  const Set sets[] = {{"puzzles2_17_clue.txt", 10000},
                      {"puzzles3_magictour_top1465.txt", 1465},
                      {"puzzles5_forum_hardest_1905_11plus.txt", 1000},
                      {"puzzles6_forum_hardest_1106.txt", 375}};
  std::printf(
      "| set | puzzles | ours: puzzles/s | tdoku, our flags: puzzles/s | ours / tdoku | tdoku "
      "-march=native: puzzles/s | ours / tdoku native | ours: guesses/puzzle | tdoku: "
      "guesses/puzzle | qqwing: puzzles/s (sample) | ours / qqwing |\n"
      "|---|---|---|---|---|---|---|---|---|---|---|\n");
  int status = 0;
  // What users run: the whole file through a process that reads it, counts every puzzle to 2 and
  // prints one line each, ours (`puzzlesmith sudoku solve FILE -q`) and tdoku's solver in the
  // least program that does the same (tdoku_solve_file); a row of the second table per set.
  std::string file_rows;
  for (const Set& set : sets) {
    std::string path = data + "/" + set.file;
    Result<std::string> text = app::ReadInput(path);
    if (!text.ok()) {
      std::fprintf(stderr, "%s\n", text.error().ToString().c_str());
      return 2;
    }
    Result<std::vector<ParsedPuzzle>> puzzles = ParsePuzzles(*text);
    if (!puzzles.ok()) {
      std::fprintf(stderr, "%s\n", puzzles.error().ToString().c_str());
      return 2;
    }
    if (first_n > 0 && puzzles->size() > first_n) puzzles->resize(first_n);
    // The puzzles timed, as tdoku's runner reads them.
    const std::string timed = fmt::format("/tmp/ps_sudoku_timed_{}.txt", getpid());
    {
      FILE* out = std::fopen(timed.c_str(), "w");
      for (const ParsedPuzzle& p : *puzzles)
        std::fprintf(out, "%s\n", FormatLine(p.puzzle).c_str());
      std::fclose(out);
    }
    CountSolver solver(Geometry{});
    Budget unlimited;  // what every caller passes; the count steps it once a branch
    // Validation: the first 100 answers are correct and unique; unique puzzles counted.
    long unique = 0;
    for (size_t i = 0; i < puzzles->size(); ++i) {
      CountResult r = solver.Count((*puzzles)[i].puzzle, 2, unlimited);
      unique += r.count == 1;
      if (i < 100 && (r.count != 1 || !IsSolution((*puzzles)[i].puzzle, r.solution))) {
        std::fprintf(stderr, "wrong answer on %s line %d\n", set.file, (*puzzles)[i].line);
        return 1;
      }
    }
    std::array<double, 3> ours{}, td{}, tdn{};
    double nodes_per = 0, td_guesses = 0;
    for (size_t rep = 0; rep < 3; ++rep) {
      int64_t nodes = 0, solved = 0;
      const double t0 = UserSeconds();
      double t = 0;
      do {
        for (const ParsedPuzzle& p : *puzzles) nodes += solver.Count(p.puzzle, 2, unlimited).nodes;
        solved += static_cast<int64_t>(puzzles->size());
        t = UserSeconds() - t0;
      } while (t < 0.5);
      ours[rep] = static_cast<double>(solved) / t;
      nodes_per = static_cast<double>(nodes) / static_cast<double>(solved);
      if (!tdoku.empty() && !ours_only) {
        Measure m = RunTdoku(tdoku, timed, rep == 0);
        td[rep] = m.rate;
        td_guesses = m.guesses;
        if (rep == 0 && m.unique != unique) {
          std::fprintf(stderr,
                       "%s: %ld puzzles unique by our count, %ld by tdoku's (or tdoku failed)\n",
                       set.file, unique, m.unique);
          status = 1;
        }
        tdn[rep] = RunTdoku(tdoku_native, timed, false).rate;
      }
    }
#ifdef PS_HAVE_TDOKU
    if (!ours_only) {
      // The set's own file (or the first N puzzles, when asked for fewer), three runs each in
      // turn, medians of the CPU time; the two outputs must be the same lines.
      const std::string file = first_n > 0 ? timed : path;
      const std::string cli = dir + "/../puzzlesmith", td_file = dir + "/tdoku_solve_file";
      const std::string out_ours = timed + ".ours", out_td = timed + ".tdoku";
      std::array<double, 3> po{}, pt{};
      for (size_t rep = 0; rep < 3; ++rep) {
        po[rep] = RunTimed(cli + " sudoku solve " + file + " -q", out_ours);
        pt[rep] = RunTimed(td_file + " " + file, out_td);
      }
      const bool same = Slurp(out_ours) == Slurp(out_td) && !Slurp(out_ours).empty();
      if (!same) {
        std::fprintf(stderr,
                     "%s: `puzzlesmith sudoku solve` and tdoku_solve_file print different lines\n",
                     set.file);
        status = 1;
      }
      const double mo = Median(po), mt = Median(pt);
      const double n_puzzles = static_cast<double>(puzzles->size());
      file_rows += fmt::format("| {} | {} | {} | {} | {} | {} | {} |\n", set.file, puzzles->size(),
                               Fmt(mo, "{:.3f}"), Fmt(mt, "{:.3f}"),
                               Fmt(mo > 0 ? n_puzzles / mo : 0, "{:.0f}"),
                               Fmt(mt > 0 ? n_puzzles / mt : 0, "{:.0f}"),
                               Fmt(mo > 0 && mt > 0 ? mt / mo : 0, "{:.2f}x"));
      std::remove(out_ours.c_str());
      std::remove(out_td.c_str());
    }
#endif
    std::remove(timed.c_str());
    const double o = Median(ours), t = Median(td), tn = Median(tdn);
    // qqwing on a sample, through a file; its user CPU time as a child process.
    size_t n = std::min(set.qqwing_sample, puzzles->size());
    std::string sample = "/tmp/ps_sudoku_sample.txt";
    FILE* f = std::fopen(sample.c_str(), "w");
    for (size_t i = 0; i < n; ++i)
      std::fprintf(f, "%s\n", FormatLine((*puzzles)[i].puzzle).c_str());
    std::fclose(f);
    const double c0 = UserSeconds(RUSAGE_CHILDREN);
    int rc = ours_only
                 ? 1
                 : std::system(
                       ("qqwing --solve --count-solutions < " + sample + " > /dev/null").c_str());
    const double qt = UserSeconds(RUSAGE_CHILDREN) - c0;
    double q = rc == 0 && qt > 0 ? static_cast<double>(n) / qt : 0;
    std::printf(
        "| %s | %zu | %.0f | %s | %s | %s | %s | %.1f | %s | %s | %s |\n", set.file,
        puzzles->size(), o, Fmt(t, "{:.0f}").c_str(), Fmt(t > 0 ? o / t : 0, "{:.2f}x").c_str(),
        Fmt(tn, "{:.0f}").c_str(), Fmt(tn > 0 ? o / tn : 0, "{:.2f}x").c_str(), nodes_per,
        Fmt(td_guesses, "{:.1f}").c_str(), q > 0 ? fmt::format("{:.0f} ({})", q, n).c_str() : "-",
        Fmt(q > 0 ? o / q : 0, "{:.0f}x").c_str());
    std::fflush(stdout);
  }
  if (!file_rows.empty()) {
    std::printf(
        "\nA whole file, as users run it (a process reads the file, counts every puzzle to 2 and "
        "prints one line each; CPU seconds, user and system, median of 3; the two outputs are the "
        "same lines): `puzzlesmith sudoku solve FILE -q` against tdoku's solver in the least "
        "program that does the same (bench/tdoku_solve_file.cc, our compiler and flags).\n\n"
        "| set | puzzles | ours: CPU s | tdoku: CPU s | ours: puzzles/s | tdoku: puzzles/s | "
        "ours / tdoku (speed) |\n|---|---|---|---|---|---|---|\n%s",
        file_rows.c_str());
  }
  return status;
}
