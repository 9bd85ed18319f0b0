// Sudoku text formats; see format.h.
#include "sudoku/format.h"

#include <fmt/format.h>

#include <bit>

#include "core/text.h"

namespace ps::sudoku {

namespace {

bool IsEmptyChar(char c) { return c == '.' || c == '0' || c == '-' || c == '_'; }

// The value of a cell character: 0 for empty, 1..n, or -1 when not a cell character.
int CellValue(char c, int n) {
  if (IsEmptyChar(c)) return 0;
  int v = -1;
  if (c >= '1' && c <= '9') v = c - '0';
  if (c >= 'A' && c <= 'G') v = c - 'A' + 10;
  if (c >= 'a' && c <= 'g') v = c - 'a' + 10;
  return v >= 1 && v <= n ? v : -1;
}

bool IsSeparatorLine(std::string_view t) {
  bool any = false;
  for (char c : t) {
    if (c == '-' || c == '+' || c == '=') {
      any = true;
    } else if (c != ' ' && c != '|' && c != '\t') {
      return false;
    }
  }
  return any;
}

bool KnownSide(int n) { return n == 4 || n == 6 || n == 8 || n == 9 || n == 12 || n == 16; }

}  // namespace

char ValueChar(int value) {
  if (value <= 0) return '.';
  if (value <= 9) return static_cast<char>('0' + value);
  return static_cast<char>('A' + value - 10);
}

Result<std::vector<ParsedPuzzle>> ParsePuzzles(std::string_view text,
                                               std::optional<Geometry> geometry) {
  if (Status s = CheckText(text); !s.ok()) return s.error();
  std::vector<ParsedPuzzle> out;
  std::optional<Geometry> geo = geometry;
  std::vector<uint8_t> grid;  // rows of a grid-form puzzle in progress
  int grid_line = 0;
  for (const Line& line : SplitLines(text)) {
    std::string_view t = Trim(line.text);
    if (t.empty() || t[0] == '#') continue;
    if (IsSeparatorLine(t)) continue;
    int lead = static_cast<int>(line.text.find_first_not_of(" \t"));
    size_t end = t.find_first_of(" \t");
    std::string_view token = t.substr(0, end);
    // Line form: a token of N*N cell characters.
    if (grid.empty()) {
      int len = static_cast<int>(token.size());
      if (!geo) {
        for (int n : {4, 6, 8, 9, 12, 16}) {
          if (n * n == len) {
            Result<Geometry> g = GeometryForSide(n, false);
            geo = *g;
          }
        }
      }
      if (geo && len == geo->cells()) {
        Puzzle p{*geo, std::vector<uint8_t>(static_cast<size_t>(len), 0)};
        for (int i = 0; i < len; ++i) {
          int v = CellValue(token[static_cast<size_t>(i)], geo->n());
          if (v < 0) {
            return InvalidInput(
                fmt::format("{} is not a cell of a {}x{} Sudoku; use 1-{} and '.' or '0' for an "
                            "empty cell",
                            Printable(token[static_cast<size_t>(i)]), geo->n(), geo->n(),
                            ValueChar(geo->n())),
                line.number, lead + i + 1);
          }
          p.cells[static_cast<size_t>(i)] = static_cast<uint8_t>(v);
        }
        out.push_back({std::move(p), line.number});
        continue;
      }
    }
    // Grid form: a row of N cells, with spaces and '|' between them.
    std::string chars;
    std::vector<int> cols;
    for (size_t i = 0; i < line.text.size(); ++i) {
      char c = line.text[i];
      if (c == ' ' || c == '\t' || c == '|' || c == '\r') continue;
      chars += c;
      cols.push_back(static_cast<int>(i) + 1);
    }
    if (!geo) {
      int n = static_cast<int>(chars.size());
      if (!KnownSide(n)) {
        return InvalidInput(fmt::format("{} cells on this line: not a Sudoku row or puzzle line "
                                        "(rows have 4, 6, 8, 9, 12 or 16 cells; a puzzle line has "
                                        "81 characters for 9x9)",
                                        n),
                            line.number, lead + 1);
      }
      geo = *GeometryForSide(n, false);
    }
    std::vector<uint8_t> row;
    for (size_t i = 0; i < chars.size(); ++i) {
      int v = CellValue(chars[i], geo->n());
      if (v < 0) {
        return InvalidInput(
            fmt::format("{} is not a cell of a {}x{} Sudoku; use 1-{} and '.' or '0' for an "
                        "empty cell (one puzzle a line has {} characters, a grid one row a line)",
                        Printable(chars[i]), geo->n(), geo->n(), ValueChar(geo->n()), geo->cells()),
            line.number, cols[i]);
      }
      row.push_back(static_cast<uint8_t>(v));
    }
    if (static_cast<int>(row.size()) != geo->n()) {
      return InvalidInput(fmt::format("this row has {} cells; a {}x{} Sudoku needs {} a row (or "
                                      "{} characters for a whole puzzle on one line)",
                                      row.size(), geo->n(), geo->n(), geo->n(), geo->cells()),
                          line.number, cols.empty() ? 1 : cols.back());
    }
    if (grid.empty()) grid_line = line.number;
    grid.insert(grid.end(), row.begin(), row.end());
    if (static_cast<int>(grid.size()) == geo->cells()) {
      out.push_back({Puzzle{*geo, grid}, grid_line});
      grid.clear();
    }
  }
  if (!grid.empty()) {
    return InvalidInput(fmt::format("the grid starting here stops after {} of {} rows",
                                    grid.size() / static_cast<size_t>(geo->n()), geo->n()),
                        grid_line, 1);
  }
  if (out.empty()) return InvalidInput("no puzzle found; put one puzzle a line (81 characters)");
  return out;
}

Result<PencilGrid> ParsePencilMarks(std::string_view text) {
  if (Status s = CheckText(text); !s.ok()) return s.error();
  struct Token {
    std::string text;
    int line, column;
  };
  std::vector<Token> tokens;
  for (const Line& line : SplitLines(text)) {
    std::string_view t = Trim(line.text);
    if (t.empty() || t[0] == '#') continue;
    std::string token;
    int start = 0;
    for (size_t i = 0; i <= line.text.size(); ++i) {
      char ch = i < line.text.size() ? line.text[i] : ' ';
      if (ch == ' ' || ch == '\t' || ch == '|' || ch == '-' || ch == '+' || ch == '=' ||
          ch == '\r') {
        if (!token.empty()) tokens.push_back({token, line.number, start});
        token.clear();
      } else {
        if (token.empty()) start = static_cast<int>(i) + 1;
        token += ch;
      }
    }
  }
  int n = 0;
  for (int side : {4, 6, 8, 9, 12, 16}) {
    if (static_cast<size_t>(side * side) == tokens.size()) n = side;
  }
  if (n == 0) {
    Result<std::vector<ParsedPuzzle>> p = ParsePuzzles(text);
    if (!p.ok()) return p.error();
    const Puzzle& puzzle = p->front().puzzle;
    PencilGrid g{puzzle.geo, puzzle.cells, {}};
    g.candidates.assign(puzzle.cells.size(), static_cast<uint16_t>((1u << puzzle.geo.n()) - 1));
    return g;
  }
  PencilGrid g{*GeometryForSide(n, false), std::vector<uint8_t>(tokens.size(), 0),
               std::vector<uint16_t>(tokens.size(), 0)};
  for (size_t i = 0; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    uint16_t mask = 0;
    for (size_t k = 0; k < t.text.size(); ++k) {
      char ch = t.text[k];
      int v = CellValue(ch, n);
      if (v < 0) {
        return InvalidInput(fmt::format("{} is not a value of a {}x{} Sudoku in the pencil marks "
                                        "\"{}\"",
                                        Printable(ch), n, n, t.text),
                            t.line, t.column + static_cast<int>(k));
      }
      if (v > 0) mask = static_cast<uint16_t>(mask | (1u << (v - 1)));
    }
    if (std::popcount(static_cast<unsigned>(mask)) == 1 && t.text.size() == 1) {
      g.values[i] = static_cast<uint8_t>(std::countr_zero(static_cast<unsigned>(mask)) + 1);
    }
    g.candidates[i] = mask;
  }
  return g;
}

std::string FormatValues(const std::vector<uint8_t>& values) {
  std::string s;
  s.reserve(values.size());
  for (uint8_t v : values) s += ValueChar(v);
  return s;
}

std::string FormatLine(const Puzzle& p) { return FormatValues(p.cells); }

std::string FormatGrid(const Puzzle& p) {
  const Geometry& g = p.geo;
  const int n = g.n();
  std::string sep;
  for (int bx = 0; bx < n / g.box_w; ++bx) {
    if (bx) sep += "+";
    sep += std::string(static_cast<size_t>(g.box_w * 2 + 1), '-');
  }
  std::string out;
  for (int y = 0; y < n; ++y) {
    if (y > 0 && y % g.box_h == 0) out += sep + "\n";
    for (int x = 0; x < n; ++x) {
      if (x > 0 && x % g.box_w == 0) out += " |";
      out += ' ';
      out += ValueChar(p.cells[static_cast<size_t>(y * n + x)]);
    }
    out += "\n";
  }
  return out;
}

std::string EncodeLetters(const Puzzle& p, const std::vector<uint8_t>* solution) {
  PS_CHECK(p.geo.n() == 9);
  std::string out;
  for (size_t i = 0; i < p.cells.size(); ++i) {
    int index = p.cells[i] != 0 ? p.cells[i] + 10 : solution != nullptr ? (*solution)[i] : 0;
    out += kLetterAlphabet[static_cast<size_t>(index)];
  }
  return out;
}

Result<Decoded> DecodeLetters(std::string_view text) {
  std::string_view t = Trim(text);
  if (t.size() != 81) {
    return InvalidInput(fmt::format("a letter-encoded Sudoku has 81 letters, not {}", t.size()), 1,
                        1);
  }
  Decoded d{Puzzle{Geometry{}, std::vector<uint8_t>(81, 0)}, std::vector<uint8_t>(81, 0)};
  bool complete = true;
  for (size_t i = 0; i < 81; ++i) {
    char c = t[i];
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    size_t index = kLetterAlphabet.find(c);
    if (index == std::string_view::npos) {
      return InvalidInput(
          fmt::format("{} is not a letter of the encoding ({})", Printable(t[i]), kLetterAlphabet),
          1, static_cast<int>(i) + 1);
    }
    int v = static_cast<int>(index);
    if (v >= 11) {
      d.puzzle.cells[i] = static_cast<uint8_t>(v - 10);
      d.solution[i] = static_cast<uint8_t>(v - 10);
    } else if (v >= 1 && v <= 9) {
      d.solution[i] = static_cast<uint8_t>(v);
    } else if (v == 0) {
      complete = false;
    } else {
      return InvalidInput(fmt::format("{} encodes no value", Printable(t[i])), 1,
                          static_cast<int>(i) + 1);
    }
  }
  if (!complete) d.solution.clear();
  return d;
}

}  // namespace ps::sudoku
