// The plain jigsaw text; see jigsaw_text.h.
#include "sudoku/jigsaw_text.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/text.h"

namespace ps::sudoku {

namespace {

bool Comment(std::string_view t) {
  return t.empty() || t[0] == '#' || t[0] == ';' || t.substr(0, 2) == "//";
}

std::string_view Trim(std::string_view t) {
  while (!t.empty() && (t.front() == ' ' || t.front() == '\t' || t.front() == '\r')) {
    t.remove_prefix(1);
  }
  while (!t.empty() && (t.back() == ' ' || t.back() == '\t' || t.back() == '\r')) {
    t.remove_suffix(1);
  }
  return t;
}

// The givens and regions of one line: the side, and where each part starts; false when the line
// has not that shape.
struct Parts {
  int n = 0;
  std::string_view givens, regions;
  size_t regions_column = 0;  // from 0
};
bool Split(std::string_view t, Parts& out) {
  const size_t space = t.find_first_of(" \t,");
  if (space == std::string_view::npos) {
    for (int n = 4; n <= kMaxN; ++n) {
      if (t.size() == static_cast<size_t>(2 * n * n)) {
        out = {n, t.substr(0, static_cast<size_t>(n * n)), t.substr(static_cast<size_t>(n * n)),
               static_cast<size_t>(n * n)};
        return true;
      }
    }
    return false;
  }
  const std::string_view first = t.substr(0, space);
  const size_t second = t.find_first_not_of(" \t,", space);
  if (second == std::string_view::npos) return false;
  std::string_view rest = t.substr(second);
  rest = rest.substr(0, rest.find_first_of(" \t,"));
  for (int n = 4; n <= kMaxN; ++n) {
    if (first.size() == static_cast<size_t>(n * n) && rest.size() == first.size()) {
      out = {n, first, rest, second};
      return true;
    }
  }
  return false;
}

int Value(char c) {
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'G') return c - 'A' + 10;
  if (c >= 'a' && c <= 'g') return c - 'a' + 10;
  if (c == '.' || c == '0' || c == '-' || c == '_' || c == '*') return 0;
  return -1;
}

}  // namespace

std::string FormatJigsawLine(const Puzzle& p) {
  std::string out = FormatLine(p);
  for (uint8_t r : p.geo.regions) out += static_cast<char>('a' + r);
  return out;
}

bool LooksLikeJigsawText(std::string_view text) {
  for (const Line& line : SplitLines(text)) {
    const std::string_view t = Trim(line.text);
    if (Comment(t)) continue;
    Parts parts;
    if (!Split(t, parts)) return false;
    for (char c : parts.givens) {
      if (Value(c) < 0) return false;
    }
    for (char c : parts.regions) {
      if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')))
        return false;
    }
    // A puzzle and its solution ("puzzle solution", as rated sets write them): the second field
    // holds every given where the puzzle has it, which no jigsaw's region letters do.
    bool solution =
        std::any_of(parts.givens.begin(), parts.givens.end(), [](char c) { return Value(c) > 0; });
    for (size_t i = 0; solution && i < parts.givens.size(); ++i) {
      const int v = Value(parts.givens[i]);
      solution = v == 0 ? Value(parts.regions[i]) > 0 : Value(parts.regions[i]) == v;
    }
    return !solution;
  }
  return false;
}

Result<std::vector<ParsedPuzzle>> ReadJigsawText(std::string_view text, bool diagonals) {
  std::vector<ParsedPuzzle> out;
  for (const Line& line : SplitLines(text)) {
    const std::string_view t = Trim(line.text);
    if (Comment(t)) continue;
    const auto bad = [&](size_t column, std::string message) {
      return Error{ErrorCode::kInvalidInput, std::move(message), "", line.number,
                   static_cast<int>(column) + 1};
    };
    Parts parts;
    if (!Split(t, parts)) {
      return bad(0, "not a jigsaw line: N*N givens then N*N region letters (81 and 81 for 9x9)");
    }
    const size_t lead = static_cast<size_t>(t.data() - line.text.data());
    Puzzle p;
    for (size_t i = 0; i < parts.givens.size(); ++i) {
      const int v = Value(parts.givens[i]);
      if (v < 0 || v > parts.n) {
        return bad(lead + i, fmt::format("'{}' is not a value of a {}x{} jigsaw", parts.givens[i],
                                         parts.n, parts.n));
      }
      p.cells.push_back(static_cast<uint8_t>(v));
    }
    std::vector<int> regions;
    for (char c : parts.regions) regions.push_back(static_cast<unsigned char>(c));
    Result<Geometry> geo = JigsawGeometry(parts.n, regions, diagonals);
    if (!geo.ok()) return bad(lead + parts.regions_column, geo.error().message);
    p.geo = std::move(*geo);
    out.push_back({std::move(p), line.number});
  }
  if (out.empty()) return InvalidInput("no jigsaw line in the text");
  return out;
}

}  // namespace ps::sudoku
