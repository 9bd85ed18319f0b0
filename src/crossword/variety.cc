// Variety crosswords (rows gardens, marching bands, spirals, snakes...): the crossword of a letter
// grid and clue lists given by name, each clue with its squares in order, as ipuz and .jpz carry
// them (formats.h, FromLists); and a colour as the formats write it.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "core/text.h"
#include "crossword/formats.h"
#include "crossword/formats_internal.h"

namespace ps::crossword {

using namespace formats_detail;

Result<Crossword> FromLists(const Grid<char>& letters, const std::vector<ListedClues>& lists) {
  const int w = letters.width(), h = letters.height();
  if (w < 1 || h < 1 || w > kMaxSide || h > kMaxSide) {
    return InvalidInput(fmt::format("a {}x{} grid is outside 1..{} a side", w, h, kMaxSide));
  }
  Crossword g;
  g.width = w;
  g.height = h;
  std::vector<char> covered(static_cast<size_t>(w * h), 0);
  for (size_t l = 0; l < lists.size(); ++l) {
    const ListedClues& list = lists[l];
    g.lists.push_back(list.name);
    for (const ListedClue& c : list.clues) {
      const std::string name =
          fmt::format("clue {}in \"{}\"", c.label.empty() ? "" : c.label + " ", list.name);
      Entry e;
      e.list = static_cast<int>(l);
      e.label = c.label;
      e.clue = c.clue;
      e.cells = c.cells;
      if (!c.label.empty() && c.label.size() <= 6 &&
          std::all_of(c.label.begin(), c.label.end(),
                      [](char ch) { return ch >= '0' && ch <= '9'; })) {
        e.number = std::stoi(c.label);
      }
      std::vector<int> sorted = c.cells;
      std::sort(sorted.begin(), sorted.end());
      if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
        return Invalid(fmt::format("{} passes a square twice", name));
      }
      for (int i : c.cells) {
        if (i < 0 || i >= w * h)
          return Invalid(fmt::format("{} leaves the {}x{} grid", name, w, h));
        const char ch = letters[i];
        if (ch == kBlock) {
          return Invalid(
              fmt::format("{} passes {}, which has no letter", name, CellName(i % w, i / w)));
        }
        e.answer += ch;
        covered[static_cast<size_t>(i)] = 1;
      }
      e.x = c.cells.empty() ? 0 : c.cells.front() % w;
      e.y = c.cells.empty() ? 0 : c.cells.front() / w;
      e.dir = c.cells.size() >= 2 && c.cells[1] == c.cells[0] + w ? Direction::kDown
                                                                  : Direction::kAcross;
      g.entries.push_back(std::move(e));
    }
  }
  if (g.entries.empty()) return Invalid("the puzzle's clue lists hold no clue");
  // Letters in no clue's squares are kept in the grid's own letters.
  g.solution.resize(static_cast<size_t>(w * h));
  for (int i = 0; i < w * h; ++i) {
    const char ch = letters[i];
    if (ch != kBlock && !IsSquareChar(ch)) {
      return Invalid(
          fmt::format("{} holds '{}'; a square is a block, a letter A-Z, a digit or a sign",
                      CellName(i % w, i / w), std::string(1, ch)));
    }
    g.solution[static_cast<size_t>(i)] = ch;
  }
  return g;
}

bool AreTheRuns(const Crossword& lists, const Grid<char>& letters, const Bars& bars) {
  Result<Crossword> runs = FromLetters(letters, bars);
  if (!runs.ok()) return false;
  std::set<std::vector<int>> cells;
  for (const Entry& e : runs->entries) cells.insert(EntryCells(*runs, e));
  return std::all_of(lists.entries.begin(), lists.entries.end(), [&](const Entry& e) {
    return e.number > 0 && std::to_string(e.number) == e.label && cells.count(e.cells) > 0;
  });
}

std::string NormalColor(std::string_view text) {
  std::string hex(text);
  if (!hex.empty() && hex[0] == '#') hex.erase(0, 1);
  if (hex.size() == 3) hex = {hex[0], hex[0], hex[1], hex[1], hex[2], hex[2]};
  if (hex.size() != 6 || !std::all_of(hex.begin(), hex.end(), [](char c) {
        return std::isxdigit(static_cast<unsigned char>(c));
      })) {
    return "";
  }
  hex = UpperAscii(hex);
  return hex == "FFFFFF" ? "" : "#" + hex;
}

}  // namespace ps::crossword
