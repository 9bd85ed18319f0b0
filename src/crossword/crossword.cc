// The crossword model (crossword.h): numbering, the letter grid and the text form, and the
// independent rule check (CheckCrossword), which shares no code with the builder: it draws the
// entries into a plain grid and rescans it.
#include "crossword/crossword.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <vector>

namespace ps::crossword {

std::vector<int> EntryCells(const Crossword& g, const Entry& e) {
  if (!e.cells.empty() || IsVariety(g)) return e.cells;
  std::vector<int> out;
  out.reserve(e.answer.size());
  for (int i = 0; i < static_cast<int>(e.answer.size()); ++i) {
    out.push_back(e.dir == Direction::kAcross ? e.y * g.width + e.x + i
                                              : (e.y + i) * g.width + e.x);
  }
  return out;
}

std::string_view ListName(const Crossword& g, const Entry& e) {
  if (IsVariety(g) && e.list >= 0 && e.list < static_cast<int>(g.lists.size())) {
    return g.lists[static_cast<size_t>(e.list)];
  }
  return e.dir == Direction::kAcross ? "Across" : "Down";
}

std::string EntryLabel(const Entry& e) {
  if (!e.label.empty()) return e.label;
  return e.number > 0 ? std::to_string(e.number) : "";
}

namespace {

std::string CheckVariety(const Crossword& g) {
  const int w = g.width, h = g.height;
  std::vector<char> cell(static_cast<size_t>(w * h), 0);
  for (const Entry& e : g.entries) {
    if (e.cells.size() != e.answer.size()) {
      return fmt::format("entry {} has {} squares for {} letters", EntryLabel(e), e.cells.size(),
                         e.answer.size());
    }
    std::vector<int> seen = e.cells;
    std::sort(seen.begin(), seen.end());
    if (std::adjacent_find(seen.begin(), seen.end()) != seen.end()) {
      return fmt::format("entry {} passes a square twice", EntryLabel(e));
    }
    for (size_t i = 0; i < e.cells.size(); ++i) {
      const int c = e.cells[i];
      if (c < 0 || c >= w * h) return fmt::format("{} leaves the grid", e.answer);
      char& at = cell[static_cast<size_t>(c)];
      if (at != 0 && at != e.answer[i]) {
        return fmt::format("{} disagrees with a crossing letter at r{}c{}", e.answer, c / w + 1,
                           c % w + 1);
      }
      at = e.answer[i];
    }
    if (e.list < 0 || e.list >= static_cast<int>(g.lists.size())) {
      return fmt::format("entry {} is in no clue list", EntryLabel(e));
    }
  }
  return "";
}

}  // namespace

std::string CheckCrossword(const Crossword& g) {
  if (g.width <= 0 || g.height <= 0) return "the grid is empty";
  if (g.entries.empty()) return "there are no entries";
  if (IsVariety(g)) return CheckVariety(g);
  const int w = g.width, h = g.height;
  std::vector<char> cell(static_cast<size_t>(w * h), 0);
  auto at = [&](int x, int y) -> char {
    return x < 0 || y < 0 || x >= w || y >= h ? 0 : cell[static_cast<size_t>(y * w + x)];
  };
  for (const Entry& e : g.entries) {
    const bool across = e.dir == Direction::kAcross;
    const int n = static_cast<int>(e.answer.size());
    if (n < 2) return fmt::format("entry '{}' is shorter than two letters", e.answer);
    for (int i = 0; i < n; ++i) {
      const int x = across ? e.x + i : e.x, y = across ? e.y : e.y + i;
      if (x < 0 || y < 0 || x >= w || y >= h) return fmt::format("{} leaves the grid", e.answer);
      char& c = cell[static_cast<size_t>(y * w + x)];
      if (c != 0 && c != e.answer[static_cast<size_t>(i)]) {
        return fmt::format("{} disagrees with a crossing letter at r{}c{}", e.answer, y + 1, x + 1);
      }
      c = e.answer[static_cast<size_t>(i)];
    }
  }
  // Every maximal run of two or more letters, across and down, is exactly one entry.
  size_t matched = 0;
  for (int pass = 0; pass < 2; ++pass) {
    const bool across = pass == 0;
    const int lines = across ? h : w, len = across ? w : h;
    for (int l = 0; l < lines; ++l) {
      for (int i = 0; i < len;) {
        auto get = [&](int k) { return across ? at(k, l) : at(l, k); };
        if (get(i) == 0) {
          ++i;
          continue;
        }
        int j = i;
        while (j < len && get(j) != 0) ++j;
        if (j - i >= 2) {
          const int x = across ? i : l, y = across ? l : i;
          int found = 0;
          for (const Entry& e : g.entries) {
            if (e.x == x && e.y == y && (e.dir == Direction::kAcross) == across &&
                static_cast<int>(e.answer.size()) == j - i) {
              ++found;
            }
          }
          if (found != 1) {
            return fmt::format("the {} run of {} letters at r{}c{} is {} entries",
                               across ? "across" : "down", j - i, y + 1, x + 1, found);
          }
          ++matched;
        }
        i = j;
      }
    }
  }
  if (matched != g.entries.size()) {
    return "some entry is not a whole run of letters (a letter touches its start or end)";
  }
  // Every letter is in an entry (a run of one across must be part of a down entry, and so on).
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (at(x, y) == 0) continue;
      const bool in_across = at(x - 1, y) != 0 || at(x + 1, y) != 0;
      const bool in_down = at(x, y - 1) != 0 || at(x, y + 1) != 0;
      if (!in_across && !in_down) return fmt::format("the letter at r{}c{} is alone", y + 1, x + 1);
    }
  }
  // One connected piece.
  std::vector<int> stack;
  std::vector<char> seen(cell.size(), 0);
  int letters = 0, reached = 0;
  for (size_t c = 0; c < cell.size(); ++c) {
    if (cell[c] == 0) continue;
    ++letters;
    if (stack.empty() && reached == 0) {
      stack.push_back(static_cast<int>(c));
      seen[c] = 1;
    }
  }
  while (!stack.empty()) {
    const int c = stack.back();
    stack.pop_back();
    ++reached;
    const int x = c % w, y = c / w;
    const int nx[4] = {x - 1, x + 1, x, x}, ny[4] = {y, y, y - 1, y + 1};
    for (int k = 0; k < 4; ++k) {
      if (at(nx[k], ny[k]) == 0) continue;
      const size_t d = static_cast<size_t>(ny[k] * w + nx[k]);
      if (!seen[d]) {
        seen[d] = 1;
        stack.push_back(static_cast<int>(d));
      }
    }
  }
  if (reached != letters) return "the letters form more than one piece";
  return "";
}

void Number(Crossword& grid) {
  if (IsVariety(grid)) return;
  // Start cells of entries, by direction.
  std::map<std::pair<int, int>, int> numbers;  // (y, x) -> number
  for (const Entry& e : grid.entries) numbers[{e.y, e.x}] = 0;
  int next = 0;
  for (auto& [cell, number] : numbers) number = ++next;
  for (Entry& e : grid.entries) e.number = numbers[{e.y, e.x}];
  std::sort(grid.entries.begin(), grid.entries.end(), [](const Entry& a, const Entry& b) {
    if (a.dir != b.dir) return a.dir == Direction::kAcross;
    return a.number < b.number;
  });
}

Result<Grid<char>> Letters(const Crossword& grid) {
  Grid<char> cells(grid.width, grid.height, '#');
  if (grid.solution.size() == static_cast<size_t>(grid.width * grid.height)) {
    for (int i = 0; i < cells.size(); ++i) cells[i] = grid.solution[static_cast<size_t>(i)];
  }
  for (const Entry& e : grid.entries) {
    if (!e.cells.empty() && e.cells.size() != e.answer.size()) {
      return InvalidInput(fmt::format("{} has {} squares", e.answer, e.cells.size()));
    }
    for (size_t i = 0; i < e.answer.size(); ++i) {
      int x = e.dir == Direction::kAcross ? e.x + static_cast<int>(i) : e.x;
      int y = e.dir == Direction::kAcross ? e.y : e.y + static_cast<int>(i);
      if (!e.cells.empty()) {
        if (e.cells[i] < 0 || e.cells[i] >= grid.width * grid.height) {
          return InvalidInput(
              fmt::format("{} leaves the {}x{} grid", e.answer, grid.width, grid.height));
        }
        x = e.cells[i] % grid.width;
        y = e.cells[i] / grid.width;
      }
      if (!cells.Contains(x, y)) {
        return InvalidInput(
            fmt::format("{} leaves the {}x{} grid", e.answer, grid.width, grid.height));
      }
      char& c = cells.At(x, y);
      if (c != '#' && c != e.answer[i]) {
        return InvalidInput(
            fmt::format("{} and another entry disagree at {}", e.answer, CellName(x, y)));
      }
      c = e.answer[i];
    }
  }
  return cells;
}

std::string FormatCrossword(const Crossword& grid, bool blank) {
  std::string out;
  Result<Grid<char>> cells = Letters(grid);
  if (!cells.ok()) return cells.error().message + "\n";
  for (int y = 0; y < grid.height; ++y) {
    for (int x = 0; x < grid.width; ++x) {
      const char c = cells->At(x, y);
      out += c == '#' ? '#' : blank ? '.' : c;
    }
    out += '\n';
  }
  if (IsVariety(grid)) {
    for (size_t l = 0; l < grid.lists.size(); ++l) {
      out += "\n" + grid.lists[l] + "\n";
      for (const Entry& e : grid.entries) {
        if (e.list != static_cast<int>(l)) continue;
        out += fmt::format("{:>3}{}{} ({})", EntryLabel(e), EntryLabel(e).empty() ? "" : ". ",
                           e.clue.empty() ? "-" : e.clue, e.answer.size());
        if (!blank) out += "  " + e.answer;
        out += '\n';
      }
    }
    return out;
  }
  for (Direction d : {Direction::kAcross, Direction::kDown}) {
    out += d == Direction::kAcross ? "\nAcross\n" : "\nDown\n";
    for (const Entry& e : grid.entries) {
      if (e.dir != d) continue;
      out +=
          fmt::format("{:>3}. {} ({})", e.number, e.clue.empty() ? "-" : e.clue, e.answer.size());
      if (!blank) out += "  " + e.answer;
      out += '\n';
    }
  }
  return out;
}

std::string_view ToString(Strategy s) {
  switch (s) {
    case Strategy::kCompact:
      return "compact";
    case Strategy::kTopDown:
      return "top-down";
    case Strategy::kCentreOut:
      return "centre-out";
    case Strategy::kRandom:
      return "random";
  }
  return "?";
}

Result<Strategy> ParseStrategy(std::string_view name) {
  for (Strategy s :
       {Strategy::kCompact, Strategy::kTopDown, Strategy::kCentreOut, Strategy::kRandom}) {
    if (name == ToString(s)) return s;
  }
  if (name == "center-out") return Strategy::kCentreOut;
  return InvalidInput(
      fmt::format("unknown strategy '{}' (use compact, top-down, centre-out or random)", name));
}

}  // namespace ps::crossword
