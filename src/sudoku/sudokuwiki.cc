// SudokuWiki's killer string; see sudokuwiki.h.
#include "sudoku/sudokuwiki.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace ps::sudoku {

namespace {

Error WikiBad(std::string_view what) {
  return InvalidInput(fmt::format("SudokuWiki killer string: {}", what));
}

// The "<81>,<162>" part of a text or link.
std::string_view Body(std::string_view text) {
  const size_t bd = text.find("bd=");
  if (bd != std::string_view::npos) text = text.substr(bd + 3);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) {
    text.remove_prefix(1);
  }
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) {
    text.remove_suffix(1);
  }
  const size_t amp = text.find('&');
  return amp == std::string_view::npos ? text : text.substr(0, amp);
}

}  // namespace

bool LooksLikeSudokuWikiKiller(std::string_view text) {
  const std::string_view t = Body(text);
  if (t.size() != 81 + 1 + 162 || t[81] != ',') return false;
  return std::all_of(t.begin(), t.begin() + 81,
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)); }) &&
         std::all_of(t.begin() + 82, t.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

Result<Puzzle> ReadSudokuWikiKiller(std::string_view text) {
  const std::string_view t = Body(text);
  if (!LooksLikeSudokuWikiKiller(t)) {
    return WikiBad("expected 81 cage colours, a comma and 162 digits (two for each square's sum)");
  }
  // Cages: squares side by side with one colour, by a walk from each square not reached yet.
  std::vector<int> cage(81, -1);
  std::vector<Cage> cages;
  for (int start = 0; start < 81; ++start) {
    if (cage[static_cast<size_t>(start)] >= 0) continue;
    const int k = static_cast<int>(cages.size());
    cages.push_back({});
    std::vector<int> todo{start};
    cage[static_cast<size_t>(start)] = k;
    while (!todo.empty()) {
      const int c = todo.back();
      todo.pop_back();
      cages.back().cells.push_back(c);
      for (int d : {c - 9, c + 9, c % 9 > 0 ? c - 1 : -1, c % 9 < 8 ? c + 1 : -1}) {
        if (d < 0 || d >= 81 || cage[static_cast<size_t>(d)] >= 0 ||
            t[static_cast<size_t>(d)] != t[static_cast<size_t>(c)]) {
          continue;
        }
        cage[static_cast<size_t>(d)] = k;
        todo.push_back(d);
      }
    }
  }
  for (int c = 0; c < 81; ++c) {
    const int sum = (t[static_cast<size_t>(82 + 2 * c)] - '0') * 10 +
                    (t[static_cast<size_t>(83 + 2 * c)] - '0');
    if (sum == 0) continue;
    Cage& into = cages[static_cast<size_t>(cage[static_cast<size_t>(c)])];
    if (into.sum != 0) {
      return WikiBad(fmt::format("the cage of r{}c{} has two sums", c / 9 + 1, c % 9 + 1));
    }
    into.sum = sum;
  }
  for (const Cage& k : cages) {
    if (k.sum == 0) {
      const int c = *std::min_element(k.cells.begin(), k.cells.end());
      return WikiBad(fmt::format("the cage of r{}c{} has no sum", c / 9 + 1, c % 9 + 1));
    }
  }
  Result<Geometry> geo = KillerGeometry(Geometry(3, 3), std::move(cages));
  if (!geo.ok()) return WikiBad(geo.error().message);
  return Puzzle{std::move(*geo), std::vector<uint8_t>(81, 0)};
}

Result<std::string> WriteSudokuWikiKiller(const Puzzle& p) {
  const Geometry& g = p.geo;
  if (!g.killer() || g.n() != 9 || g.jigsaw() || g.diagonals || g.box_w != 3) {
    return WikiBad("only a 9x9 killer with boxes (no regions or diagonals)");
  }
  if (p.Clues() > 0) return WikiBad("a killer with givens (the string has none)");
  Topology t(g);
  if (std::find(t.cage_of.begin(), t.cage_of.end(), -1) != t.cage_of.end()) {
    return WikiBad("a square in no cage (the string cages every square)");
  }
  // Four colours for the cages, neighbours different: a search, cages with most neighbours
  // coloured first.
  const size_t k = g.cages.size();
  std::vector<std::vector<int>> next(k);
  for (int c = 0; c < 81; ++c) {
    for (int d : {c + 1, c + 9}) {
      if (d >= 81 || (d == c + 1 && d % 9 == 0)) continue;
      const int a = t.cage_of[static_cast<size_t>(c)], b = t.cage_of[static_cast<size_t>(d)];
      if (a == b) continue;
      next[static_cast<size_t>(a)].push_back(b);
      next[static_cast<size_t>(b)].push_back(a);
    }
  }
  std::vector<int> order(k);
  for (size_t i = 0; i < k; ++i) order[i] = static_cast<int>(i);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return next[static_cast<size_t>(a)].size() > next[static_cast<size_t>(b)].size();
  });
  std::vector<int> colour(k, 0);
  int64_t steps = 0;
  auto paint = [&](auto& self, size_t i) -> bool {
    if (i == k) return true;
    if (++steps > 2000000) return false;
    const auto a = static_cast<size_t>(order[i]);
    for (int col = 1; col <= 4; ++col) {
      bool free = true;
      for (int b : next[a]) free = free && colour[static_cast<size_t>(b)] != col;
      if (!free) continue;
      colour[a] = col;
      if (self(self, i + 1)) return true;
    }
    colour[a] = 0;
    return false;
  };
  if (!paint(paint, 0)) return WikiBad("no four-colouring of the cages found");
  std::string out = "https://www.sudokuwiki.org/killersudoku.aspx?bd=";
  for (int c = 0; c < 81; ++c) {
    out += static_cast<char>('0' + colour[static_cast<size_t>(t.cage_of[static_cast<size_t>(c)])]);
  }
  out += ',';
  for (int c = 0; c < 81; ++c) {
    const Cage& cage = g.cages[static_cast<size_t>(t.cage_of[static_cast<size_t>(c)])];
    out += fmt::format("{:02}", cage.cells[0] == c ? cage.sum : 0);
  }
  return out;
}

namespace {

// A classic link's 81 squares: digits, '0' or '.' empty, after "sudoku.htm?bd=" (or bare).
bool ClassicBody(std::string_view text, std::string_view& body) {
  const size_t at = text.find("sudoku.htm?bd=");
  const size_t aspx = text.find("sudoku.aspx?bd=");
  if (at == std::string_view::npos && aspx == std::string_view::npos) return false;
  body = Body(text);
  return body.size() == 81 && std::all_of(body.begin(), body.end(), [](char c) {
           return std::isdigit(static_cast<unsigned char>(c)) || c == '.';
         });
}

}  // namespace

bool LooksLikeSudokuWiki(std::string_view text) {
  std::string_view body;
  return LooksLikeSudokuWikiKiller(text) ||
         (text.find("killer") == std::string_view::npos && ClassicBody(text, body));
}

Result<Puzzle> ReadSudokuWiki(std::string_view text) {
  std::string_view body;
  if (text.find("killer") == std::string_view::npos && ClassicBody(text, body)) {
    Puzzle p{Geometry(3, 3), std::vector<uint8_t>(81, 0)};
    for (size_t i = 0; i < 81; ++i) {
      if (body[i] >= '1' && body[i] <= '9') p.cells[i] = static_cast<uint8_t>(body[i] - '0');
    }
    return p;
  }
  return ReadSudokuWikiKiller(text);
}

Result<std::string> WriteSudokuWiki(const Puzzle& p) {
  if (p.geo.killer()) return WriteSudokuWikiKiller(p);
  const Geometry& g = p.geo;
  if (g.n() != 9 || g.jigsaw() || g.diagonals || g.box_w != 3) {
    return WikiBad(
        "SudokuWiki's solver takes a classic 9x9 or a 9x9 killer (no regions or diagonals)");
  }
  std::string out = "https://www.sudokuwiki.org/sudoku.htm?bd=";
  for (uint8_t v : p.cells) out += static_cast<char>('0' + v);
  return out;
}

}  // namespace ps::sudoku
