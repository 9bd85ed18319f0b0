// Side-by-side comparison with Debian's Qxw (`qxw -b`, batch mode) on the same fill-in puzzles:
// the document's example and generated 15x15 puzzles. For each puzzle:
//   ours  = `puzzlesmith fillin solve LAYOUT WORDS --max-solutions 2` as a process (wall time), and
//   the
//           in-process solve + uniqueness proof;
//   qxw   = `qxw -b -d WORDS DECK` with `.UNIQUE 1` (each word at most once): it finds one fill
//           and cannot prove uniqueness. Its fill is checked with our independent checker.
// Prints a Markdown table (median and max over repetitions).
#include <fcntl.h>
#include <fmt/format.h>
#include <spawn.h>
#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>

#include "fillin_common.h"

extern char** environ;

namespace {

using namespace ps;
using namespace ps::crossword;
using namespace ps::fillin;
using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

// Runs argv with stdout to `out_path`; returns wall seconds, or -1 on failure.
double RunProcess(const std::vector<std::string>& argv, const std::string& out_path) {
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 1, out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
  pid_t pid;
  auto t0 = Clock::now();
  if (posix_spawn(&pid, args[0], &fa, nullptr, args.data(), environ) != 0) return -1;
  int status = 0;
  waitpid(pid, &status, 0);
  auto t1 = Clock::now();
  posix_spawn_file_actions_destroy(&fa);
  if (!WIFEXITED(status)) return -1;
  return Seconds(t0, t1);
}

void Save(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

std::string Slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The Qxw deck: one line per slot listing cell numbers, shared numbers at crossings.
std::string QxwDeck(const Board& b) {
  std::map<int, int> number;
  std::string deck = ".UNIQUE 1\n";
  for (const Slot& s : b.slots) {
    for (int i = 0; i < s.length; ++i) {
      int c = b.cells.Index(s.CellX(i), s.CellY(i));
      if (!number.count(c)) number[c] = static_cast<int>(number.size()) + 1;
      deck += fmt::format("{}{}", i ? " " : "", number[c]);
    }
    deck += "\n";
  }
  return deck;
}

// Qxw prints "W<k> WORD" per deck line, in deck order.
Fill ParseQxw(const std::string& out, size_t slots) {
  Fill fill;
  std::istringstream in(out);
  std::string line;
  while (std::getline(in, line)) {
    if (line.size() > 1 && line[0] == 'W' && isdigit(static_cast<unsigned char>(line[1]))) {
      std::string w = line.substr(line.find(' ') + 1);
      for (char& c : w) c = static_cast<char>(tolower(static_cast<unsigned char>(c)));
      fill.push_back(w);
    }
  }
  if (fill.size() != slots) fill.clear();
  return fill;
}

struct Stats {
  std::vector<double> v;
  double Median() {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
  }
  double Max() { return v.empty() ? 0 : *std::max_element(v.begin(), v.end()); }
};

}  // namespace

int main(int argc, char** argv) {
  std::string ps_bin = argc > 1 ? argv[1] : "build/bench/puzzlesmith";
  std::string qxw = "/usr/games/qxw";
  int reps = 5;
  std::string tmp = "/tmp/ps_compare_fillin";
  std::system(("mkdir -p " + tmp).c_str());

  struct Set {
    std::string name;
    std::vector<FillinPuzzle> puzzles;
  };
  std::vector<Set> sets = {{"document example (10x10, 8 words)", {bench::DocExample()}},
                           {"generated 15x15 (seeds 1-20, wamerican)", bench::Generated15(20)}};

  std::printf(
      "| puzzles | words (mean) | ours in-process: solve + prove unique, median / max | "
      "ours CLI process, median / max | qxw -b process (one fill, no proof), median / max "
      "| qxw fills valid |\n|---|---|---|---|---|---|\n");
  for (Set& set : sets) {
    Stats ours, cli, qx;
    int valid = 0, unique = 0;
    double words = 0;
    for (size_t k = 0; k < set.puzzles.size(); ++k) {
      const FillinPuzzle& p = set.puzzles[k];
      words += static_cast<double>(p.words.size());
      std::string layout = fmt::format("{}/p{}.txt", tmp, k),
                  wl = fmt::format("{}/p{}.words", tmp, k),
                  deck = fmt::format("{}/p{}.qxd", tmp, k), out = fmt::format("{}/p{}.out", tmp, k);
      Save(layout, FormatDocStyle(p.board.cells));
      std::string wtext;
      for (const auto& w : p.words) wtext += w + "\n";
      Save(wl, wtext);
      Save(deck, QxwDeck(p.board));
      for (int r = 0; r < reps; ++r) {
        auto t0 = Clock::now();
        Budget b;
        FillinSolveOptions o;
        o.limit = 2;
        FillinResult res = SolveFillin(p, o, b);
        ours.v.push_back(Seconds(t0, Clock::now()));
        if (r == 0 && res.count == 1 && res.complete) ++unique;
        cli.v.push_back(
            RunProcess({ps_bin, "fillin", "solve", layout, wl, "--max-solutions", "2"}, out));
        double q = RunProcess({qxw, "-b", "-d", wl, deck}, out);
        qx.v.push_back(q);
        if (r == 0 && q >= 0) {
          Fill f = ParseQxw(Slurp(out), p.board.slots.size());
          if (!f.empty() && IsFillinSolution(p, f)) ++valid;
        }
      }
    }
    std::printf(
        "| %s | %.1f | %.3f ms / %.3f ms (unique: %d/%zu) | %.1f ms / %.1f ms | %.1f ms / "
        "%.1f ms | %d/%zu |\n",
        set.name.c_str(), words / static_cast<double>(set.puzzles.size()), ours.Median() * 1e3,
        ours.Max() * 1e3, unique, set.puzzles.size(), cli.Median() * 1e3, cli.Max() * 1e3,
        qx.Median() * 1e3, qx.Max() * 1e3, valid, set.puzzles.size());
  }
  return 0;
}
