// The Latin square model of the test's kind: see quasigroup.h.
#include "quasigroup/quasigroup.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <numeric>

namespace ps::quasigroup {
namespace {

size_t Z(int i) { return static_cast<size_t>(i); }

// Counts by backtracking: the empty square with the fewest candidates first.
void Search(Square& s, int64_t limit, Budget& budget, Count& out) {
  if (out.count >= limit || !budget.Step()) return;
  int best = -1;
  unsigned best_values = 0;
  for (int c = 0; c < s.n * s.n; ++c) {
    if (s.cells[Z(c)] != 0) continue;
    const unsigned values = Candidates(s, c);
    if (best < 0 || std::popcount(values) < std::popcount(best_values)) {
      best = c;
      best_values = values;
    }
  }
  if (best < 0) {
    if (out.count++ == 0) out.first = s.cells;
    return;
  }
  for (int v = 1; v <= s.n && out.count < limit && !budget.Exhausted(); ++v) {
    if ((best_values & (1u << v)) == 0) continue;
    s.cells[Z(best)] = v;
    Search(s, limit, budget, out);
    s.cells[Z(best)] = 0;
  }
}

}  // namespace

unsigned Candidates(const Square& s, int c) {
  const int row = c / s.n, col = c % s.n;
  unsigned values = ((1u << (s.n + 1)) - 1) & ~1u;
  for (int i = 0; i < s.n; ++i) {
    values &= ~(1u << s.cells[Z(row * s.n + i)]);
    values &= ~(1u << s.cells[Z(i * s.n + col)]);
  }
  return values;
}

Count CountSolutions(const Square& square, int64_t limit, Budget& budget) {
  Square s = square;
  Count out;
  Search(s, limit, budget, out);
  out.complete = !budget.Exhausted() || out.count >= limit;
  return out;
}

int FirstSingle(const Square& s) {
  for (int c = 0; c < s.n * s.n; ++c) {
    if (s.cells[Z(c)] == 0 && std::popcount(Candidates(s, c)) == 1) return c;
  }
  return -1;
}

bool SolvedBySingles(Square s) {
  for (int c = FirstSingle(s); c >= 0; c = FirstSingle(s)) {
    s.cells[Z(c)] = std::countr_zero(Candidates(s, c));
  }
  return std::find(s.cells.begin(), s.cells.end(), 0) == s.cells.end();
}

Result<Made> Generate(int n, int level, Rng& rng, Budget& budget) {
  for (int attempt = 0; attempt < 200 && !budget.Exhausted(); ++attempt) {
    // A cyclic square with its rows, columns and values shuffled.
    std::vector<int> rows(Z(n)), cols(Z(n)), values(Z(n));
    std::iota(rows.begin(), rows.end(), 0);
    std::iota(cols.begin(), cols.end(), 0);
    std::iota(values.begin(), values.end(), 1);
    rng.Shuffle(std::span<int>(rows));
    rng.Shuffle(std::span<int>(cols));
    rng.Shuffle(std::span<int>(values));
    Made m;
    m.solution = {n, std::vector<int>(Z(n * n))};
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        m.solution.cells[Z(r * n + c)] = values[Z((rows[Z(r)] + cols[Z(c)]) % n)];
      }
    }
    // Squares emptied in a random order while one solution remains (and, for easy, while
    // singles alone still solve it).
    m.puzzle = m.solution;
    std::vector<int> order(Z(n * n));
    std::iota(order.begin(), order.end(), 0);
    rng.Shuffle(std::span<int>(order));
    for (int c : order) {
      const int kept = m.puzzle.cells[Z(c)];
      m.puzzle.cells[Z(c)] = 0;
      const bool unique = CountSolutions(m.puzzle, 2, budget).count == 1;
      if (!unique || (level == 0 && !SolvedBySingles(m.puzzle))) m.puzzle.cells[Z(c)] = kept;
    }
    if (budget.Exhausted()) break;
    m.level = SolvedBySingles(m.puzzle) ? 0 : 1;
    if (level < 0 || m.level == level) return m;
  }
  if (budget.Exhausted()) return MakeError(ErrorCode::kBudget, "stopped before a square was made");
  return MakeError(
      ErrorCode::kNoSolution,
      fmt::format("no {}x{} Latin square at level {} in 200 attempts", n, n, kLevels[level]));
}

std::string Cells(const Square& s) {
  std::string out;
  for (int v : s.cells) out += v == 0 ? '.' : static_cast<char>('0' + v);
  return out;
}

Result<Square> FromCells(int n, std::string_view cells) {
  if (n < 3 || n > 9) return InvalidInput(fmt::format("a Latin square is 3 to 9 wide, not {}", n));
  if (static_cast<int>(cells.size()) != n * n) {
    return InvalidInput(
        fmt::format("a {}x{} Latin square has {} squares, not {}", n, n, n * n, cells.size()));
  }
  Square s{n, {}};
  for (size_t i = 0; i < cells.size(); ++i) {
    const char c = cells[i];
    if (c == '.' || c == '0') {
      s.cells.push_back(0);
    } else if (c >= '1' && c - '0' <= n) {
      s.cells.push_back(c - '0');
    } else {
      return InvalidInput(fmt::format("'{}' is not a value of a {}x{} Latin square", c, n, n),
                          static_cast<int>(i) / n + 2, static_cast<int>(i) % n + 1);
    }
  }
  return s;
}

std::string FormatText(const Square& s) {
  std::string out = fmt::format("quasigroup {}\n", s.n);
  const std::string cells = Cells(s);
  for (int r = 0; r < s.n; ++r) out += cells.substr(Z(r * s.n), Z(s.n)) + "\n";
  return out;
}

Result<Square> ParseText(std::string_view text) {
  constexpr std::string_view kHeader = "quasigroup ";
  if (text.rfind(kHeader, 0) != 0) {
    return InvalidInput("a Latin square starts with 'quasigroup N'", 1, 1);
  }
  const size_t end = text.find('\n');
  const std::string_view size =
      text.substr(kHeader.size(), end == std::string_view::npos ? text.npos : end - kHeader.size());
  int n = 0;
  for (char c : size) {
    if (c < '0' || c > '9' || n > 9) {
      return InvalidInput("'quasigroup N': N is a number", 1, static_cast<int>(kHeader.size()) + 1);
    }
    n = n * 10 + (c - '0');
  }
  std::string cells;
  if (end != std::string_view::npos) {
    for (char c : text.substr(end + 1)) {
      if (c != '\n' && c != '\r' && c != ' ') cells += c;
    }
  }
  return FromCells(n, cells);
}

}  // namespace ps::quasigroup
