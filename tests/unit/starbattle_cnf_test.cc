// Star Battle as CNF (starbattle/cnf.h), checked by solving the DIMACS text that
// `puzzlesmith starbattle cnf` writes with SAT solvers that share no code with ours: a small
// DPLL written here (no outside program needed), and Debian's cadical when it is installed. For
// every board: the CNF is satisfiable exactly when our solver finds a solution, a model's cell
// variables are a solution IsSolution accepts, and the models counted with blocking clauses are
// as many as our solver counts.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <span>
#include <sstream>
#include <string>
#include <vector>

#include "common/files.h"
#include "core/budget.h"
#include "core/rng.h"
#include "starbattle/cnf.h"
#include "starbattle/format.h"
#include "starbattle/solver.h"

namespace ps::starbattle {
namespace {

const std::string kSrc = PS_SOURCE_DIR;

using testing_files::Slurp;

// ---- The DIMACS text, read back as a solver would -------------------------------------------

struct Dimacs {
  int vars = 0;
  std::vector<std::vector<int>> clauses;
  std::vector<std::string> comments;
};

// Reads the text strictly: comments first, one `p cnf V C` line, then exactly C clauses each
// ended by 0 with literals in 1..V. A failure names what is wrong.
Dimacs ReadDimacs(const std::string& text) {
  Dimacs d;
  std::istringstream in(text);
  std::string line;
  size_t declared = 0;
  bool header = false;
  std::vector<int> clause;
  while (std::getline(in, line)) {
    if (!header) {
      if (line.rfind("c", 0) == 0) {
        d.comments.push_back(line);
        continue;
      }
      std::istringstream p(line);
      std::string word, cnf;
      p >> word >> cnf >> d.vars >> declared;
      EXPECT_EQ(word + " " + cnf, "p cnf") << line;
      header = true;
      continue;
    }
    std::istringstream p(line);
    int lit = 0;
    bool ended = false;
    while (p >> lit) {
      EXPECT_FALSE(ended) << "a literal after the 0 in: " << line;
      if (lit == 0) {
        d.clauses.push_back(clause);
        clause.clear();
        ended = true;
      } else {
        EXPECT_LE(std::abs(lit), d.vars) << line;
        clause.push_back(lit);
      }
    }
    EXPECT_TRUE(ended) << "a clause line without its 0: " << line;
  }
  EXPECT_TRUE(header) << "no p cnf line";
  EXPECT_EQ(d.clauses.size(), declared) << "the p line's clause count";
  return d;
}

// ---- A small DPLL: unit propagation with two watched literals, chronological backtracking ---

class Dpll {
 public:
  explicit Dpll(const Dimacs& d)
      : vars_(d.vars),
        value_(static_cast<size_t>(d.vars) + 1, kUnset),
        watches_(2 * (static_cast<size_t>(d.vars) + 1)) {
    for (const std::vector<int>& c : d.clauses) AddClause(c);
  }

  // Adds a clause at level 0 (after Reset).
  void AddClause(const std::vector<int>& c) {
    if (c.empty()) {
      unsat_ = true;
      return;
    }
    if (c.size() == 1) {
      units_.push_back(c[0]);
      return;
    }
    clauses_.push_back(c);
    const size_t id = clauses_.size() - 1;
    watches_[Index(-c[0])].push_back(id);
    watches_[Index(-c[1])].push_back(id);
  }

  // Finds a model (true) or proves there is none (false). `decisions` counts the decisions.
  bool Solve() {
    Reset();
    if (unsat_) return false;
    for (int u : units_) {
      if (Value(u) == kFalse) return false;
      if (Value(u) == kUnset) Assign(u);
    }
    struct Decision {
      size_t trail_size;
      int lit;
      bool flipped;
    };
    std::vector<Decision> stack;
    while (true) {
      if (!Propagate()) {
        while (!stack.empty() && stack.back().flipped) {
          Undo(stack.back().trail_size);
          stack.pop_back();
        }
        if (stack.empty()) return false;
        Undo(stack.back().trail_size);
        stack.back().flipped = true;
        Assign(-stack.back().lit);
        continue;
      }
      int v = 1;
      while (v <= vars_ && value_[static_cast<size_t>(v)] != kUnset) ++v;
      if (v > vars_) return true;
      ++decisions;
      stack.push_back({trail_.size(), v, false});  // a star first: it settles most
      Assign(v);
    }
  }

  bool IsTrue(int v) const { return value_[static_cast<size_t>(v)] == kTrue; }

  int64_t decisions = 0;

 private:
  static constexpr int kUnset = -1, kFalse = 0, kTrue = 1;

  size_t Index(int lit) const {
    return 2 * static_cast<size_t>(std::abs(lit)) + (lit < 0 ? size_t{1} : size_t{0});
  }
  int Value(int lit) const {
    const int v = value_[static_cast<size_t>(std::abs(lit))];
    return v == kUnset ? kUnset : (lit > 0 ? v : 1 - v);
  }
  void Assign(int lit) {
    value_[static_cast<size_t>(std::abs(lit))] = lit > 0 ? kTrue : kFalse;
    trail_.push_back(lit);
  }
  void Undo(size_t size) {
    while (trail_.size() > size) {
      value_[static_cast<size_t>(std::abs(trail_.back()))] = kUnset;
      trail_.pop_back();
    }
    head_ = std::min(head_, size);
  }
  void Reset() {
    Undo(0);
    head_ = 0;
  }
  // Every clause watching a literal that became false finds another watch or is unit.
  bool Propagate() {
    while (head_ < trail_.size()) {
      const int lit = trail_[head_++];  // true now; clauses watching -lit must move
      std::vector<size_t>& ws = watches_[Index(lit)];
      for (size_t w = 0; w < ws.size();) {
        std::vector<int>& c = clauses_[ws[w]];
        if (c[0] == -lit) std::swap(c[0], c[1]);
        if (Value(c[0]) == kTrue) {
          ++w;
          continue;
        }
        bool moved = false;
        for (size_t k = 2; k < c.size(); ++k) {
          if (Value(c[k]) != kFalse) {
            std::swap(c[1], c[k]);
            watches_[Index(-c[1])].push_back(ws[w]);
            ws[w] = ws.back();
            ws.pop_back();
            moved = true;
            break;
          }
        }
        if (moved) continue;
        if (Value(c[0]) == kFalse) return false;
        Assign(c[0]);
        ++w;
      }
    }
    return true;
  }

  int vars_;
  std::vector<int> value_;
  std::vector<std::vector<int>> clauses_;
  std::vector<std::vector<size_t>> watches_;  // by literal: clauses watching its negation
  std::vector<int> units_;
  std::vector<int> trail_;
  size_t head_ = 0;
  bool unsat_ = false;
};

// What a SAT solver says about the CNF: the number of models up to `limit`, counted by blocking
// each model's stars, and the first model's stars.
struct SatCount {
  int count = 0;
  Solution first;
};

// The board's stars in a model of the cell variables 1..n*n.
template <typename IsTrue>
Solution StarsOf(int n, IsTrue is_true) {
  Solution s(static_cast<size_t>(n * n), 0);
  for (int v = 1; v <= n * n; ++v) s[static_cast<size_t>(v - 1)] = is_true(v) ? 1 : 0;
  return s;
}

std::vector<int> Blocking(const Solution& s) {
  std::vector<int> clause;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i]) clause.push_back(-static_cast<int>(i + 1));
  }
  return clause;
}

SatCount CountWithDpll(const std::string& cnf, int n, int limit) {
  const Dimacs d = ReadDimacs(cnf);
  Dpll dpll(d);
  SatCount r;
  while (r.count < limit && dpll.Solve()) {
    Solution s = StarsOf(n, [&](int v) { return dpll.IsTrue(v); });
    if (r.count == 0) r.first = s;
    ++r.count;
    dpll.AddClause(Blocking(s));
  }
  return r;
}

// cadical on the text (with the blocking clauses added), or nullopt when it is not installed.
std::optional<SatCount> CountWithCadical(const std::string& cnf, int n, int limit) {
  if (std::system("command -v cadical >/dev/null 2>&1") != 0) return std::nullopt;
  const Dimacs d = ReadDimacs(cnf);
  const std::string path =
      testing::TempDir() + "ps_cnf_" + std::to_string(::getpid()) + "_cadical.cnf";
  std::vector<std::vector<int>> extra;
  SatCount r;
  while (r.count < limit) {
    {
      std::ofstream out(path);
      out << "p cnf " << d.vars << " " << d.clauses.size() + extra.size() << "\n";
      for (const std::vector<std::vector<int>>* set :
           {&d.clauses, static_cast<const std::vector<std::vector<int>>*>(&extra)}) {
        for (const std::vector<int>& c : *set) {
          for (int lit : c) out << lit << " ";
          out << "0\n";
        }
      }
    }
    FILE* p = popen(("cadical -q " + path).c_str(), "r");
    std::string output;
    char buf[4096];
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, p)) > 0) output.append(buf, got);
    pclose(p);
    std::istringstream lines(output);
    std::string line;
    std::vector<char> truth(static_cast<size_t>(d.vars) + 1, 0);
    bool sat = false, answered = false;
    while (std::getline(lines, line)) {
      if (line.rfind("s ", 0) == 0) {
        answered = true;
        sat = line == "s SATISFIABLE";
      } else if (line.rfind("v ", 0) == 0) {
        std::istringstream vs(line.substr(2));
        int lit;
        while (vs >> lit) {
          if (lit > 0 && lit <= d.vars) truth[static_cast<size_t>(lit)] = 1;
        }
      }
    }
    EXPECT_TRUE(answered) << "cadical gave no answer:\n" << output;
    if (!sat) break;
    Solution s = StarsOf(n, [&](int v) { return truth[static_cast<size_t>(v)] != 0; });
    if (r.count == 0) r.first = s;
    ++r.count;
    extra.push_back(Blocking(s));
  }
  std::filesystem::remove(path);
  return r;
}

int OurCount(const Puzzle& p, int limit) {
  Budget budget = Budget::Unlimited();
  SolveResult r = Solve(p, limit, budget);
  EXPECT_TRUE(r.complete);
  return r.count;
}

// Our solver's count against the SAT solver's, and the SAT model against the rules.
void ExpectAgrees(const Puzzle& p, const SatCount& sat, int limit) {
  EXPECT_EQ(sat.count, OurCount(p, limit));
  if (sat.count > 0) {
    EXPECT_TRUE(IsSolution(p, sat.first));
  }
}

Puzzle Board(const std::string& path, int stars) {
  Result<Parsed> parsed = ParseAny(Slurp(path), stars);
  EXPECT_TRUE(parsed.ok()) << path << ": " << (parsed.ok() ? "" : parsed.error().message);
  return parsed.ok() ? parsed->puzzle : Puzzle{};
}

struct DataBoard {
  std::string path;
  int stars;
};

// The small boards of the repository: unique ones from tests/data/starbattle-set (up to 10x10)
// and the Sweet Spots game's boards, most of them with several solutions.
std::vector<DataBoard> SmallBoards(int largest) {
  std::vector<DataBoard> boards;
  const std::string set = kSrc + "/tests/data/starbattle-set/";
  for (const char* f : {"5x5-k1-001.txt", "6x6-k1-001.txt", "8x8-k1-001.txt", "10x10-k2-001.txt",
                        "10x10-k2-002.txt", "14x14-k3-001.txt"}) {
    const int n = std::atoi(f);
    const int k = f[std::string(f).find("-k") + 2] - '0';
    if (n <= largest) boards.push_back({set + f, k});
  }
  for (const auto& e : std::filesystem::directory_iterator(kSrc + "/data/starbattle/sweetspots")) {
    const std::string name = e.path().filename().string();
    if (name.rfind("gamezone.", 0) != 0) continue;
    const int n = std::atoi(name.c_str() + 9);
    const int k = name[name.size() - 5] - '0';  // gamezone.08a-2.txt
    if (n <= largest) boards.push_back({e.path().string(), k});
  }
  std::sort(boards.begin(), boards.end(),
            [](const DataBoard& a, const DataBoard& b) { return a.path < b.path; });
  return boards;
}

// ---- The tests -------------------------------------------------------------------------------

TEST(StarbattleCnf, HeaderStatesTheBoardTheVariableMapAndTheEncoding) {
  const Puzzle p = Board(kSrc + "/tests/data/starbattle-set/10x10-k2-001.txt", 2);
  const std::string text = FormatCnf(p);
  const Dimacs d = ReadDimacs(text);
  std::string comments;
  for (const std::string& c : d.comments) comments += c + "\n";
  for (const char* want :
       {"board: 10x10 with 10 zones; stars: 2 per row, 2 per column, 2 per zone",
        "c   0 0 0 1 1 2 2 2 3 4\n", "variables 1..100 are the cells",
        "variable r*10 + c + 1, true for a star (r1c1 = 1, r1c10 = 10, r10c10 = 100)",
        "sequential counter", "each pair once", "every solution has 20 stars"}) {
    EXPECT_NE(comments.find(want), std::string::npos) << want << "\n" << comments;
  }
  EXPECT_GT(d.vars, 100);
  // Every no-touch pair once: 2 * 9 * 10 side pairs and 2 * 9 * 9 diagonal pairs.
  int binary_negative = 0;
  for (const std::vector<int>& c : d.clauses) {
    binary_negative += c.size() == 2 && c[0] < 0 && c[1] < 0 && -c[0] <= 100 && -c[1] <= 100;
  }
  EXPECT_EQ(binary_negative, 2 * 9 * 10 + 2 * 9 * 9);
  EXPECT_EQ(FormatCnf(p), text);  // deterministic
}

// The DPLL needs no outside program: it solves the CNF of every small board in the repository
// (up to 11x11) and counts its models to 2, as our solver counts.
TEST(StarbattleCnf, SmallDpllAgreesWithOurSolverOnTheRepositorysBoards) {
  const std::vector<DataBoard> boards = SmallBoards(11);
  ASSERT_EQ(boards.size(), 21u);  // the set's 5 up to 10x10 and the 16 Sweet Spots boards
  int unique = 0, several = 0;
  for (const DataBoard& b : boards) {
    SCOPED_TRACE(b.path);
    const Puzzle p = Board(b.path, b.stars);
    const SatCount sat = CountWithDpll(FormatCnf(p), p.n, 2);
    ExpectAgrees(p, sat, 2);
    unique += sat.count == 1;
    several += sat.count == 2;
  }
  EXPECT_GE(unique, 6);   // the set's five and Sweet Spots' 08a-2 and 08b-2
  EXPECT_GE(several, 8);  // most Sweet Spots boards
}

// Every model, not only two: the Sweet Spots boards up to 7x7 have 3 to 32 solutions (their
// README's counts), and the CNF has as many models.
TEST(StarbattleCnf, ModelsAreTheSolutionsOneForOneOnBoardsWithSeveral) {
  const std::string dir = kSrc + "/data/starbattle/sweetspots/gamezone.";
  const std::vector<std::pair<std::string, int>> known = {
      {"05a-1", 7}, {"05b-1", 5}, {"06a-1", 3}, {"06b-1", 9}, {"07a-1", 32}, {"07b-1", 28}};
  for (const auto& [name, count] : known) {
    SCOPED_TRACE(name);
    const Puzzle p = Board(dir + name + ".txt", 1);
    const SatCount sat = CountWithDpll(FormatCnf(p), p.n, 1000);
    EXPECT_EQ(sat.count, count);
    EXPECT_EQ(OurCount(p, 1000), count);
  }
}

// Random small boards (random contiguous zones, 1 or 2 stars): the CNF's model count against our
// solver's count (to 1000, more than any of these boards has), including boards with no
// solution at all.
TEST(StarbattleCnf, RandomSmallBoardsCountTheSameAsOurSolver) {
  Rng rng(20261126);
  int none = 0, some = 0, most = 0;
  for (int t = 0; t < 150; ++t) {
    Puzzle p;
    p.n = static_cast<int>(rng.Between(4, 7));
    p.row_stars = p.col_stars = p.zone_stars = p.n >= 6 && rng.Chance(0.4) ? 2 : 1;
    // Zones grown from n distinct seeds, one random free neighbour at a time.
    const int cells = p.n * p.n;
    p.zones.assign(static_cast<size_t>(cells), -1);
    std::vector<int> order(static_cast<size_t>(cells));
    for (int i = 0; i < cells; ++i) order[static_cast<size_t>(i)] = i;
    rng.Shuffle(std::span<int>(order));
    for (int z = 0; z < p.n; ++z) p.zones[static_cast<size_t>(order[static_cast<size_t>(z)])] = z;
    for (int left = cells - p.n; left > 0;) {
      const int c = static_cast<int>(rng.Below(static_cast<uint64_t>(cells)));
      if (p.zones[static_cast<size_t>(c)] < 0) continue;
      const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};
      const int d = static_cast<int>(rng.Below(4));
      const int x = c % p.n + dx[d], y = c / p.n + dy[d];
      if (x < 0 || y < 0 || x >= p.n || y >= p.n) continue;
      int& z = p.zones[static_cast<size_t>(y * p.n + x)];
      if (z >= 0) continue;
      z = p.zones[static_cast<size_t>(c)];
      --left;
    }
    Canonicalize(p);
    ASSERT_TRUE(Validate(p).ok());
    SCOPED_TRACE(FormatZoneFile(p) + "stars " + std::to_string(p.row_stars));
    const SatCount sat = CountWithDpll(FormatCnf(p), p.n, 1000);
    ExpectAgrees(p, sat, 1000);
    (sat.count == 0 ? none : some) += 1;
    most = std::max(most, sat.count);
  }
  EXPECT_LT(most, 1000);  // every count exact
  EXPECT_GT(none, 10);
  EXPECT_GT(some, 10);
}

// Boards with no solution: star counts that differ (rows 1, columns 2), and a zone of one cell
// asked for two stars (the CNF states the contradiction outright).
TEST(StarbattleCnf, UnsatisfiableExactlyWhenTheBoardHasNoSolution) {
  Puzzle p = Board(kSrc + "/tests/data/starbattle-set/6x6-k1-001.txt", 1);
  p.col_stars = 2;
  ASSERT_TRUE(Validate(p).ok());
  ExpectAgrees(p, CountWithDpll(FormatCnf(p), p.n, 2), 2);
  Puzzle tiny;
  tiny.n = 4;
  tiny.row_stars = tiny.col_stars = tiny.zone_stars = 2;
  tiny.zones = {0, 1, 1, 1, 2, 2, 1, 3, 2, 2, 3, 3, 2, 2, 3, 3};
  ASSERT_TRUE(Validate(tiny).ok());
  const SatCount sat = CountWithDpll(FormatCnf(tiny), tiny.n, 2);
  EXPECT_EQ(sat.count, 0);
  EXPECT_EQ(OurCount(tiny, 2), 0);
}

// CaDiCaL, when installed, on every board of the repository including 14x14 (the DPLL's
// chronological search is too slow there).
TEST(StarbattleCnf, CadicalAgreesOnEveryBoardOfTheRepository) {
  const std::vector<DataBoard> boards = SmallBoards(32);
  for (const DataBoard& b : boards) {
    SCOPED_TRACE(b.path);
    const Puzzle p = Board(b.path, b.stars);
    const std::optional<SatCount> sat = CountWithCadical(FormatCnf(p), p.n, 2);
    if (!sat)
      GTEST_SKIP() << "cadical is not installed (Debian package cadical); the DPLL tests "
                      "above cover the boards up to 10x10";
    ExpectAgrees(p, *sat, 2);
  }
}

}  // namespace
}  // namespace ps::starbattle
