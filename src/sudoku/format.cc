// Sudoku text formats; see format.h.
#include "sudoku/format.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "core/text.h"

namespace ps::sudoku {

namespace {

bool IsEmptyChar(char c) { return c == '.' || c == '0' || c == '-' || c == '_' || c == '*'; }

// The value of a cell character: 0 for empty, 1..n, or -1 when not a cell character. For 16x16
// this is the 1-9, A-G convention (0 empty); see Convert16 for the other one.
int CellValue(char c, int n) {
  if (IsEmptyChar(c)) return 0;
  int v = -1;
  if (c >= '1' && c <= '9') v = c - '0';
  if (c >= 'A' && c <= 'G') v = c - 'A' + 10;
  if (c >= 'a' && c <= 'g') v = c - 'a' + 10;
  return v >= 1 && v <= n ? v : -1;
}

// Whether `c` can be a cell of an n x n board. A 16x16 is checked against both conventions
// (1-9 and A-G with 0 empty, or 0-9 and A-F for 1 to 16); which one a text uses is decided once
// the whole text is read.
bool IsCell(char c, int n) {
  if (n == 16 && (c == '0' || (c >= 'a' && c <= 'g') || (c >= 'A' && c <= 'G'))) return true;
  return CellValue(c, n) >= 0;
}

// The value of a 16x16 cell written 0-F (0 to F for 1 to 16; '.', '-', '_' or '*' empty).
int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0' + 1;
  if (c >= 'A' && c <= 'F') return c - 'A' + 11;
  if (c >= 'a' && c <= 'f') return c - 'a' + 11;
  return 0;
}

// Lines of frame only: '-', '+', '=', '*' (Simple Sudoku, HoDoKu: `*-----------*`,
// `|---+---+---|`, `------+-------+------`), with '|' and spaces.
bool IsSeparatorLine(std::string_view t) {
  bool any = false;
  for (char c : t) {
    if (c == '-' || c == '+' || c == '=' || c == '*') {
      any = true;
    } else if (c != ' ' && c != '|' && c != '\t' && c != '\r') {
      return false;
    }
  }
  return any;
}

bool IsComment(std::string_view t) {
  return t[0] == '#' || t[0] == ';' || (t.size() >= 2 && t[0] == '/' && t[1] == '/');
}

bool IsLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool IsDigit(char c) { return c >= '0' && c <= '9'; }

// A label before a puzzle, as collections have them ("Grid 01", "Puzzle 3:", "Sudoku #12"): a
// word of two letters or more, one of them past G (so it is no row of letters), and few digits.
bool IsLabel(std::string_view t) {
  size_t word = 0;
  bool past_g = false;
  while (word < t.size() && IsLetter(t[word])) {
    past_g = past_g || (LowerAscii(t[word]) > 'g');
    ++word;
  }
  if (word < 2 || !past_g) return false;
  int cellish = 0;
  for (char c : t) cellish += IsDigit(c) || c == '.';
  return cellish <= 6;
}

// "[Puzzle]", "[State]": a section header of the SadMan Software .sdk file.
bool IsSection(std::string_view t) {
  if (t.size() < 3 || t.front() != '[' || t.back() != ']') return false;
  for (char c : t.substr(1, t.size() - 2)) {
    if (!IsLetter(c) && c != ' ' && c != '_') return false;
  }
  return true;
}

bool KnownSide(int n) { return n == 4 || n == 6 || n == 8 || n == 9 || n == 12 || n == 16; }

// The names a CSV header gives its puzzle column (the public Sudoku data sets: `id,puzzle,
// solution,clues,difficulty`, `quizzes,solutions`, `puzzle,solution`, `source,question,answer`).
bool IsPuzzleColumn(std::string_view name) {
  const std::string n = LowerAscii(name);
  for (std::string_view known : {"puzzle", "puzzles", "quizzes", "quiz", "question", "problem",
                                 "givens", "grid", "sudoku", "board", "unsolved"}) {
    if (n == known) return true;
  }
  return false;
}

struct Field {
  std::string_view text;
  int column = 0;  // 1-based column of its first character
};

// The fields of a line: comma-separated when it has a comma (quotes and spaces around a field
// dropped), else whitespace-separated.
void Fields(std::string_view line, bool csv, std::vector<Field>& out) {
  out.clear();
  size_t i = 0;
  while (i <= line.size()) {
    if (csv) {
      size_t end = line.find(',', i);
      if (end == std::string_view::npos) end = line.size();
      size_t a = i, b = end;
      while (a < b && (line[a] == ' ' || line[a] == '\t' || line[a] == '"')) ++a;
      while (b > a && (line[b - 1] == ' ' || line[b - 1] == '\t' || line[b - 1] == '"' ||
                       line[b - 1] == '\r')) {
        --b;
      }
      out.push_back({line.substr(a, b - a), static_cast<int>(a) + 1});
      i = end + 1;
    } else {
      while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
      if (i >= line.size()) break;
      size_t end = i;
      while (end < line.size() && line[end] != ' ' && line[end] != '\t' && line[end] != '\r') {
        ++end;
      }
      out.push_back({line.substr(i, end - i), static_cast<int>(i) + 1});
      i = end;
    }
  }
}

// A puzzle as written, before the 16x16 convention is known: its cell characters.
struct RawPuzzle {
  Geometry geo;
  std::string chars;
  int line = 0;
};

// Reads a text line by line; see ReadPuzzles.
class Reader {
 public:
  explicit Reader(const ReadOptions& options) : options_(options), geo_(options.geometry) {}

  Status Read(const Line& line);
  Status Finish();
  PuzzleFile Take();

 private:
  // A bad line: the error in strict mode, else kept and reading goes on.
  Status Bad(Error e) {
    if (options_.strict) return e;
    file_.skipped.push_back(std::move(e));
    return Ok{};
  }
  Status LineForm(const Field& f, int line);
  Status GridRow(const Line& line);
  Status EndGrid();  // an unfinished grid is bad
  std::string GridSkipped() const {
    return grid_rows_ > 0 ? fmt::format("; the grid that starts on line {} is skipped", grid_line_)
                          : "";
  }
  // The index of the field that holds a whole puzzle, or -1.
  int PuzzleField(const std::vector<Field>& fields) const;

  const ReadOptions& options_;
  std::optional<Geometry> geo_;
  std::vector<RawPuzzle> raw_;
  PuzzleFile file_;
  // The grid in progress: its rows so far, where it starts, and whether a row of it was bad.
  std::string grid_;
  int grid_rows_ = 0, grid_line_ = 0;
  bool grid_broken_ = false;
  bool skip_section_ = false;  // in an .sdk section other than [Puzzle]
  int csv_column_ = -1;        // the puzzle column a CSV header named
  std::string csv_name_;
  std::vector<Field> fields_;  // the fields of the line being read
};

int Reader::PuzzleField(const std::vector<Field>& fields) const {
  for (size_t i = 0; i < fields.size(); ++i) {
    const std::string_view f = fields[i].text;
    const int len = static_cast<int>(f.size());
    if (geo_) {
      if (len == geo_->cells()) return static_cast<int>(i);
      continue;
    }
    for (int n : kTextSides) {
      if (n * n != len) continue;
      // 16 characters: a 4x4 puzzle, or a row of a 16x16 when a character is no 4x4 cell.
      if (n == 4 && !std::all_of(f.begin(), f.end(), [](char c) { return CellValue(c, 4) >= 0; })) {
        continue;
      }
      return static_cast<int>(i);
    }
  }
  return -1;
}

Status Reader::LineForm(const Field& f, int line) {
  const int len = static_cast<int>(f.text.size());
  Geometry geo = geo_ ? *geo_ : Geometry{};
  if (!geo_) {
    for (int n : kTextSides) {
      if (n * n == len) geo = *GeometryForSide(n, false);
    }
  }
  if (len != geo.cells()) {
    return Bad(InvalidInput(
        fmt::format("the puzzle column has {} characters; a {}x{} Sudoku has {} (one a square, "
                    "row by row)",
                    len, geo.n(), geo.n(), geo.cells()),
        line, f.column));
  }
  for (int i = 0; i < len; ++i) {
    const char c = f.text[static_cast<size_t>(i)];
    if (!IsCell(c, geo.n())) {
      return Bad(InvalidInput(
          fmt::format("{} is not a cell of a {}x{} Sudoku; use 1-{} and '.' or '0' for an "
                      "empty cell",
                      Printable(c), geo.n(), geo.n(), ValueChar(geo.n())),
          line, f.column + i));
    }
  }
  geo_ = geo;
  raw_.push_back({geo, std::string(f.text), line});
  return Ok{};
}

Status Reader::EndGrid() {
  if (grid_rows_ == 0) return Ok{};
  const int rows = grid_rows_, start = grid_line_;
  const bool broken = grid_broken_;
  grid_.clear();
  grid_rows_ = 0;
  grid_broken_ = false;
  if (broken) return Ok{};  // its bad row was reported
  return Bad(InvalidInput(
      fmt::format("the grid starting here stops after {} of {} rows", rows, geo_->n()), start, 1));
}

Status Reader::GridRow(const Line& line) {
  const int lead = static_cast<int>(line.text.find_first_not_of(" \t"));
  std::string chars;
  std::vector<int> cols;
  for (size_t i = 0; i < line.text.size(); ++i) {
    const char c = line.text[i];
    if (c == ' ' || c == '\t' || c == '|' || c == '\r' || c == ',') continue;
    chars += c;
    cols.push_back(static_cast<int>(i) + 1);
  }
  Geometry geo;
  if (geo_) {
    geo = *geo_;
  } else if (KnownSide(static_cast<int>(chars.size()))) {
    geo = *GeometryForSide(static_cast<int>(chars.size()), false);
  } else {
    return Bad(InvalidInput(fmt::format("{} cells on this line: not a Sudoku row or puzzle line "
                                        "(rows have 4, 6, 8, 9, 12 or 16 cells; a puzzle line has "
                                        "81 characters for 9x9)",
                                        chars.size()),
                            line.number, lead + 1));
  }
  const int n = geo.n();
  std::optional<Error> bad;
  for (size_t i = 0; i < chars.size() && !bad; ++i) {
    if (!IsCell(chars[i], n)) {
      bad = InvalidInput(
          fmt::format("{} is not a cell of a {}x{} Sudoku; use 1-{} and '.' or '0' for an "
                      "empty cell (one puzzle a line has {} characters, a grid one row a line){}",
                      Printable(chars[i]), n, n, ValueChar(n), geo.cells(), GridSkipped()),
          line.number, cols[i]);
    }
  }
  if (!bad && static_cast<int>(chars.size()) != n) {
    bad = InvalidInput(fmt::format("this row has {} cells; a {}x{} Sudoku needs {} a row (or {} "
                                   "characters for a whole puzzle on one line){}",
                                   chars.size(), n, n, n, geo.cells(), GridSkipped()),
                       line.number, cols.empty() ? 1 : cols.back());
  }
  if (bad) {
    // A bad first row starts no grid (it may be a stray line between puzzles); a bad row inside
    // a grid spoils the grid, whose other rows are still counted so that the next puzzle is found.
    if (grid_rows_ > 0) {
      grid_broken_ = true;
      if (++grid_rows_ == n) {
        grid_.clear();
        grid_rows_ = 0;
        grid_broken_ = false;
      }
    }
    return Bad(*bad);
  }
  geo_ = geo;
  if (grid_rows_ == 0) grid_line_ = line.number;
  grid_ += chars;
  if (++grid_rows_ == n) {
    if (!grid_broken_) {
      raw_.push_back({geo, grid_, grid_line_});
      ++file_.grid_puzzles;
    }
    grid_.clear();
    grid_rows_ = 0;
    grid_broken_ = false;
  }
  return Ok{};
}

Status Reader::Read(const Line& line) {
  const std::string_view t = Trim(TrimRight(line.text));
  if (t.empty() || IsComment(t)) return Ok{};
  if (IsSection(t)) {
    if (Status s = EndGrid(); !s.ok()) return s;
    const std::string name = LowerAscii(t.substr(1, t.size() - 2));
    skip_section_ = name != "puzzle";
    if (skip_section_) {
      file_.notes.push_back(
          fmt::format("line {}: the {} section is skipped (the puzzle is its "
                      "[Puzzle] section)",
                      line.number, t));
    }
    return Ok{};
  }
  if (skip_section_) return Ok{};
  // A dash-only line of N characters inside a band is a row of empty cells, not a frame.
  if (IsSeparatorLine(t)) {
    std::string compact;
    for (char c : t) {
      if (c != ' ' && c != '|' && c != '\t') compact += c;
    }
    const bool empty_row = geo_ && grid_rows_ % geo_->box_h != 0 &&
                           static_cast<int>(compact.size()) == geo_->n() &&
                           compact.find_first_not_of("-*") == std::string::npos;
    if (!empty_row) return Ok{};
    return GridRow(line);
  }
  const bool csv = t.find(',') != std::string_view::npos;
  Fields(line.text, csv, fields_);
  const std::vector<Field>& fields = fields_;
  // A whole puzzle on the line: the CSV header's column, or the first field of N*N cells.
  int k = -1;
  if (csv && csv_column_ >= 0) {
    if (csv_column_ >= static_cast<int>(fields.size())) {
      if (Status s = EndGrid(); !s.ok()) return s;
      return Bad(InvalidInput(fmt::format("this line has {} fields; the puzzle is field {} ('{}')",
                                          fields.size(), csv_column_ + 1, csv_name_),
                              line.number, 1));
    }
    k = csv_column_;
  } else {
    k = PuzzleField(fields);
  }
  if (k >= 0) {
    if (Status s = EndGrid(); !s.ok()) return s;
    return LineForm(fields[static_cast<size_t>(k)], line.number);
  }
  // A CSV header: names, each starting with a letter.
  if (csv && grid_rows_ == 0 && std::all_of(fields.begin(), fields.end(), [](const Field& f) {
        return !f.text.empty() && IsLetter(f.text[0]);
      })) {
    for (size_t i = 0; i < fields.size(); ++i) {
      if (IsPuzzleColumn(fields[i].text)) {
        csv_column_ = static_cast<int>(i);
        csv_name_ = std::string(fields[i].text);
        break;
      }
    }
    file_.header_line = line.number;
    file_.notes.push_back(
        csv_column_ >= 0
            ? fmt::format("line {}: a CSV header; the puzzles are its column '{}'", line.number,
                          csv_name_)
            : fmt::format("line {}: a CSV header with no puzzle column; each line's first field "
                          "of a whole puzzle is read",
                          line.number));
    return Ok{};
  }
  if (grid_rows_ == 0 && IsLabel(t)) return Ok{};
  return GridRow(line);
}

Status Reader::Finish() { return EndGrid(); }

PuzzleFile Reader::Take() {
  // The 16x16 convention, from every 16x16 puzzle's characters at once.
  bool any16 = false, g = false, zero = false, other_empty = false;
  for (const RawPuzzle& r : raw_) {
    if (r.geo.n() != 16) continue;
    any16 = true;
    for (char c : r.chars) {
      g = g || c == 'G' || c == 'g';
      zero = zero || c == '0';
      other_empty = other_empty || c == '.' || c == '-' || c == '_' || c == '*';
    }
  }
  const bool hex = any16 && !g && zero && other_empty;
  if (any16) {
    file_.notes.push_back(
        hex ? "16x16 read as 0-9 and A-F for the values 1 to 16 (the text has 0 with '.' for empty "
              "squares and no G)"
        : g ? "16x16 read as 1-9 and A-G for the values 1 to 16 (the text has a G), 0 and '.' "
              "empty"
        : zero
            ? "16x16 read as 1-9 and A-G for the values 1 to 16 with 0 for an empty square (the "
              "text has 0 and no other empty mark)"
            : "16x16 read as 1-9 and A-G for the values 1 to 16: the text has neither G nor 0, so "
              "it could also count 0-F; assumed 1-G");
  }
  file_.puzzles.reserve(raw_.size());
  for (const RawPuzzle& r : raw_) {
    Puzzle p{r.geo, std::vector<uint8_t>(r.chars.size(), 0)};
    for (size_t i = 0; i < r.chars.size(); ++i) {
      const char c = r.chars[i];
      const int v = hex && r.geo.n() == 16 ? HexValue(c) : CellValue(c, r.geo.n());
      p.cells[i] = static_cast<uint8_t>(v < 0 ? 0 : v);
    }
    file_.puzzles.push_back({std::move(p), r.line});
  }
  return std::move(file_);
}

}  // namespace

char ValueChar(int value) {
  if (value <= 0) return '.';
  if (value <= 9) return static_cast<char>('0' + value);
  return static_cast<char>('A' + value - 10);
}

Result<PuzzleFile> ReadPuzzles(std::string_view text, const ReadOptions& options) {
  if (Status s = CheckText(text); !s.ok()) return s.error();
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a byte order mark
  Reader reader(options);
  for (Line line : SplitLines(text)) {
    line.number += options.first_line - 1;
    if (Status s = reader.Read(line); !s.ok()) return s.error();
  }
  if (Status s = reader.Finish(); !s.ok()) return s.error();
  PuzzleFile file = reader.Take();
  if (file.puzzles.empty()) {
    if (file.skipped.empty()) {
      return InvalidInput("no puzzle found; put one puzzle a line (81 characters)");
    }
    Error first = file.skipped.front();
    if (file.skipped.size() > 1) {
      first.message += fmt::format(" (no puzzle read; {} more bad lines)", file.skipped.size() - 1);
    }
    return first;
  }
  return file;
}

Result<std::vector<ParsedPuzzle>> ParsePuzzles(std::string_view text,
                                               std::optional<Geometry> geometry) {
  ReadOptions o;
  o.geometry = geometry;
  o.strict = true;
  Result<PuzzleFile> file = ReadPuzzles(text, o);
  if (!file.ok()) return file.error();
  return std::move(file->puzzles);
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
      if (IsPencilSeparator(ch)) {
        if (!token.empty()) tokens.push_back({token, line.number, start});
        token.clear();
      } else {
        if (token.empty()) start = static_cast<int>(i) + 1;
        token += ch;
      }
    }
  }
  int n = 0;
  for (int side : kTextSides) {
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
  // ValueChar of every value up to 16 (a board's largest), by table.
  static constexpr char kChars[] = ".123456789ABCDEFG";
  std::string s(values.size(), '.');
  for (size_t i = 0; i < values.size(); ++i) {
    const uint8_t v = values[i];
    s[i] = v <= kMaxN ? kChars[v] : ValueChar(v);
  }
  return s;
}

std::string FormatLine(const Puzzle& p) { return FormatValues(p.cells); }

std::string FormatGrid(const Puzzle& p) {
  const Geometry& g = p.geo;
  const int n = g.n();
  if (g.jigsaw()) {
    // No boxes to mark: each row's values, then its squares' region letters beside it.
    std::string out;
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        out += ' ';
        out += ValueChar(p.cells[static_cast<size_t>(y * n + x)]);
      }
      out += "   ";
      for (int x = 0; x < n; ++x) {
        out += ' ';
        out += static_cast<char>('a' + g.regions[static_cast<size_t>(y * n + x)]);
      }
      out += "\n";
    }
    return out;
  }
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
