// make bench, section variants: killer (with no givens, and with 3-8 givens) and jigsaw Sudoku
// generation per level (seeds 1-20, the median and the slowest puzzle's seconds) beside Simon
// Tatham's Solo making puzzles of its own levels at the same size (Debian's sgt-solo, one process
// a puzzle, its own random seed), and an independent check of every puzzle made: Debian's CaDiCaL
// counts its solutions to two on a CNF written here from the puzzle alone (no code of our
// solvers), and its one solution must be ours. Every game ID Solo writes in the run is read by us,
// has one solution and is written back the same.
//
// The CNF: a variable per square and digit; every square one digit, every row, column, box (or
// jigsaw region) and Sudoku-X diagonal each digit once (at least once, and at most once pairwise);
// the givens; a killer cage's digits pairwise different and its digit set one of the sets of its
// size adding up to its sum: a selector per set, one selector true, a true selector's digits each
// somewhere in the cage and its other digits nowhere in it. Counting to two: solve, then add the
// clause that forbids that solution and solve again (UNSAT: one solution).
//
// Usage: ps_bench_variants [SOLO] [CADICAL]  (defaults /usr/games/sgt-solo and cadical); prints
// the section's Markdown tables.
#include <fmt/format.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "core/budget.h"
#include "core/rng.h"
#include "sudoku/count_solver.h"
#include "sudoku/generate.h"
#include "sudoku/logic.h"
#include "sudoku/solo_id.h"

namespace {

using namespace ps;
using namespace ps::sudoku;

std::string Run(const std::string& cmd, int* code = nullptr) {
  std::string out;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return out;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  const int status = pclose(p);
  if (code) *code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return out;
}

struct Cnf {
  int vars = 0;
  std::vector<std::vector<int>> clauses;
  void ExactlyOne(const std::vector<int>& lits) {
    clauses.push_back(lits);
    for (size_t i = 0; i < lits.size(); ++i) {
      for (size_t j = i + 1; j < lits.size(); ++j) clauses.push_back({-lits[i], -lits[j]});
    }
  }
};

// The puzzle's CNF, from its geometry and givens only.
Cnf PuzzleCnf(const Puzzle& p) {
  const Geometry& g = p.geo;
  const int n = g.n(), cells = n * n;
  Cnf cnf;
  cnf.vars = cells * n;
  auto x = [&](int c, int d) { return c * n + d + 1; };  // d from 0
  for (int c = 0; c < cells; ++c) {
    std::vector<int> lits;
    for (int d = 0; d < n; ++d) lits.push_back(x(c, d));
    cnf.ExactlyOne(lits);
    if (p.cells[static_cast<size_t>(c)])
      cnf.clauses.push_back({x(c, p.cells[static_cast<size_t>(c)] - 1)});
  }
  // Houses, written from the geometry directly.
  std::vector<std::vector<int>> houses;
  for (int k = 0; k < n; ++k) {
    std::vector<int> row, col, box, diag1, diag2;
    for (int i = 0; i < n; ++i) {
      row.push_back(k * n + i);
      col.push_back(i * n + k);
    }
    houses.push_back(row);
    houses.push_back(col);
  }
  for (int k = 0; k < n; ++k) {
    std::vector<int> box;
    for (int c = 0; c < cells; ++c) {
      const int r = g.jigsaw() ? g.regions[static_cast<size_t>(c)]
                               : (c / n / g.box_h) * (n / g.box_w) + (c % n) / g.box_w;
      if (r == k) box.push_back(c);
    }
    houses.push_back(box);
  }
  if (g.diagonals) {
    std::vector<int> a, b;
    for (int i = 0; i < n; ++i) {
      a.push_back(i * n + i);
      b.push_back(i * n + n - 1 - i);
    }
    houses.push_back(a);
    houses.push_back(b);
  }
  for (const auto& h : houses) {
    for (int d = 0; d < n; ++d) {
      std::vector<int> lits;
      for (int c : h) lits.push_back(x(c, d));
      cnf.ExactlyOne(lits);
    }
  }
  for (const Cage& cage : g.cages) {
    const int k = static_cast<int>(cage.cells.size());
    for (int d = 0; d < n; ++d) {
      for (size_t i = 0; i < cage.cells.size(); ++i) {
        for (size_t j = i + 1; j < cage.cells.size(); ++j) {
          cnf.clauses.push_back({-x(cage.cells[i], d), -x(cage.cells[j], d)});
        }
      }
    }
    std::vector<int> selectors;
    for (unsigned set = 0; set < (1u << n); ++set) {
      int size = 0, sum = 0;
      for (int d = 0; d < n; ++d) {
        if (set >> d & 1u) {
          ++size;
          sum += d + 1;
        }
      }
      if (size != k || sum != cage.sum) continue;
      const int s = ++cnf.vars;
      selectors.push_back(s);
      for (int d = 0; d < n; ++d) {
        if (set >> d & 1u) {
          std::vector<int> somewhere{-s};
          for (int c : cage.cells) somewhere.push_back(x(c, d));
          cnf.clauses.push_back(somewhere);
        } else {
          for (int c : cage.cells) cnf.clauses.push_back({-s, -x(c, d)});
        }
      }
    }
    cnf.clauses.push_back(selectors);  // empty: no set adds up to the sum (UNSAT)
  }
  return cnf;
}

// CaDiCaL on the CNF: 10 SAT with the true variables in `model`, 20 UNSAT, else an error code.
int Solve(const std::string& cadical, const Cnf& cnf, std::vector<int>& model) {
  const std::string path = fmt::format("/tmp/ps_bench_variants_{}.cnf", ::getpid());
  {
    std::ofstream out(path);
    out << "p cnf " << cnf.vars << " " << cnf.clauses.size() << "\n";
    for (const auto& c : cnf.clauses) {
      for (int l : c) out << l << " ";
      out << "0\n";
    }
  }
  int code = 0;
  const std::string text = Run(cadical + " -q " + path, &code);
  std::remove(path.c_str());
  model.clear();
  size_t at = 0;
  while ((at = text.find("\nv ", at)) != std::string::npos) {
    at += 3;
    const size_t end = text.find('\n', at);
    const std::string line = text.substr(at, end - at);
    size_t pos = 0;
    while (pos < line.size()) {
      size_t used = 0;
      const int v = std::stoi(line.substr(pos), &used);
      if (v > 0) model.push_back(v);
      pos += used;
      while (pos < line.size() && line[pos] == ' ') ++pos;
    }
  }
  if (text.rfind("v ", 0) == 0) model.clear();  // (never: -q prints "s ..." first)
  return code;
}

// The number of solutions cadical finds, up to two, and whether its first is `ours`.
int CadicalCount(const std::string& cadical, const Puzzle& p, const std::vector<uint8_t>& ours,
                 bool& same) {
  Cnf cnf = PuzzleCnf(p);
  const int n = p.geo.n(), cells = n * n;
  std::vector<int> model;
  if (Solve(cadical, cnf, model) != 10) return 0;
  std::vector<uint8_t> theirs(static_cast<size_t>(cells), 0);
  std::vector<int> block;
  for (int v : model) {
    if (v > cells * n) continue;
    theirs[static_cast<size_t>((v - 1) / n)] = static_cast<uint8_t>((v - 1) % n + 1);
    block.push_back(-v);
  }
  same = theirs == ours;
  cnf.clauses.push_back(block);
  return Solve(cadical, cnf, model) == 10 ? 2 : 1;
}

double Median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty()      ? 0
         : v.size() % 2 ? v[v.size() / 2]
                        : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string solo = argc > 1 ? argv[1] : "/usr/games/sgt-solo";
  const std::string cadical = argc > 2 ? argv[2] : "cadical";
  constexpr int kSeeds = 20;
  struct Row {
    const char* variant;
    const char* level;
    int min_clues = 0, max_clues = 0;  // a killer with givens: --clues MIN-MAX
  };
  // With givens from easy up: a beginner puzzle is solved by hidden singles alone, which a few
  // givens among cages of several squares never allow (as a classic beginner needs many givens).
  const Row rows[] = {
      {"killer", "beginner"},     {"killer", "easy"},       {"killer", "medium"},
      {"killer", "hard"},         {"killer", "expert"},     {"killer", "easy", 3, 8},
      {"killer", "medium", 3, 8}, {"killer", "hard", 3, 8}, {"killer", "expert", 3, 8},
      {"jigsaw", "easy"},         {"jigsaw", "medium"},     {"jigsaw", "hard"},
      {"jigsaw", "expert"}};
  fmt::print("| variant | level | puzzles | median s | max s | CaDiCaL: one solution, ours |\n");
  fmt::print("|---|---|---|---|---|---|\n");
  int failures = 0;
  for (const Row& row : rows) {
    std::vector<double> times;
    int checked = 0;
    for (uint64_t seed = 1; seed <= kSeeds; ++seed) {
      GenerateParams params;
      params.killer = std::string(row.variant) == "killer";
      params.jigsaw = !params.killer;
      params.level = FindLevel(row.level);
      params.min_clues = row.min_clues;
      params.max_clues = row.max_clues;
      Rng rng(seed);
      Budget budget = Budget::Seconds(120);
      const auto start = std::chrono::steady_clock::now();
      Result<Generated> g = Generate(params, rng, budget);
      times.push_back(
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
      if (!g.ok()) {
        ++failures;
        continue;
      }
      bool same = false;
      if (CadicalCount(cadical, g->puzzle, g->solution, same) == 1 && same) ++checked;
    }
    if (checked != kSeeds) ++failures;
    const std::string variant = row.max_clues > 0 ? fmt::format("{}, {}-{} givens", row.variant,
                                                                row.min_clues, row.max_clues)
                                                  : std::string(row.variant);
    fmt::print("| {} | {} | {} | {:.3f} | {:.3f} | {}/{} |\n", variant, row.level, kSeeds,
               Median(times), *std::max_element(times.begin(), times.end()), checked, kSeeds);
  }
  // Solo's own levels (its letters: t trivial, b basic, i intermediate, a advanced, e extreme),
  // one process a puzzle.
  // Each ID it wrote is read by us, counted to two (one solution) and written back: the same ID.
  fmt::print(
      "\n| sgt-solo parameters | puzzles | median s | max s | read by us: one solution, the same "
      "ID "
      "written back |\n|---|---|---|---|---|\n");
  for (const char* params :
       {"3x3kdt", "3x3kdb", "3x3kdi", "3x3kda", "3x3kde", "9jdb", "9jdi", "9jda", "9jde"}) {
    std::vector<double> times;
    int made = 0, round_trips = 0;
    for (int i = 0; i < kSeeds; ++i) {
      const auto start = std::chrono::steady_clock::now();
      int code = 0;
      const std::string out =
          Run(fmt::format("timeout 120 {} --generate 1 {} 2>/dev/null", solo, params), &code);
      times.push_back(
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
      if (code != 0 || out.find(':') == std::string::npos) continue;
      ++made;
      const std::string id = out.substr(0, out.find_last_not_of("\r\n") + 1);
      const Result<Puzzle> read = ReadSoloId(id);
      if (!read.ok()) continue;
      Budget count_budget = Budget::Seconds(60);
      if (CountSolutions(*read, 2, count_budget).outcome == Outcome::kUnique &&
          WriteSoloId(*read) == id) {
        ++round_trips;
      }
    }
    if (round_trips != made) ++failures;
    fmt::print("| {} | {} | {:.3f} | {:.3f} | {}/{} |\n", params, made, Median(times),
               *std::max_element(times.begin(), times.end()), round_trips, made);
  }
  return failures == 0 ? 0 : 1;
}
