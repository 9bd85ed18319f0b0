// Board construction and parsing; see board.h.
#include "crossword/board.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>

#include "core/text.h"
#include "crossword/json_text.h"

namespace ps::crossword {

namespace {

bool IsAsciiLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
char Lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

// Fills in board.crossings from the slots: a cell in one across and one down slot.
Status ComputeCrossings(Board& board) {
  const int n = board.cells.size();
  std::vector<int> across(static_cast<size_t>(n), -1), down(static_cast<size_t>(n), -1);
  std::vector<int> across_pos(static_cast<size_t>(n), 0), down_pos(static_cast<size_t>(n), 0);
  board.crossings.clear();
  for (int s = 0; s < static_cast<int>(board.slots.size()); ++s) {
    const Slot& slot = board.slots[static_cast<size_t>(s)];
    for (int i = 0; i < slot.length; ++i) {
      auto c = static_cast<size_t>(board.cells.Index(slot.CellX(i), slot.CellY(i)));
      auto& owner = slot.dir == Direction::kAcross ? across : down;
      auto& pos = slot.dir == Direction::kAcross ? across_pos : down_pos;
      if (owner[c] >= 0) {
        return InvalidInput(fmt::format("slots {} and {} overlap at {}",
                                        SlotName(board.slots[static_cast<size_t>(owner[c])]),
                                        SlotName(slot), CellName(slot.CellX(i), slot.CellY(i))));
      }
      owner[c] = s;
      pos[c] = i;
    }
  }
  for (size_t c = 0; c < static_cast<size_t>(n); ++c) {
    if (across[c] >= 0 && down[c] >= 0) {
      board.crossings.push_back({across[c], across_pos[c], down[c], down_pos[c]});
    }
  }
  return Ok{};
}

}  // namespace

std::string_view ToString(Direction d) { return d == Direction::kAcross ? "across" : "down"; }

std::string SlotName(const Slot& s) {
  return fmt::format("{} {} ({})", CellName(s.x, s.y), ToString(s.dir), s.length);
}

std::string Board::Pattern(int s) const {
  const Slot& slot = slots[static_cast<size_t>(s)];
  std::string p;
  for (int i = 0; i < slot.length; ++i) {
    char c = cells.At(slot.CellX(i), slot.CellY(i));
    p += c == kEmpty ? '?' : c;
  }
  return p;
}

SlotScan FindSlots(const Grid<char>& cells, const Bars& bars) {
  SlotScan scan;
  const int w = cells.width(), h = cells.height();
  auto open = [&](int x, int y) { return cells.Contains(x, y) && cells.At(x, y) != kBlock; };
  // Whether (x, y) continues the run of the square before it going `d` (no block, no bar).
  auto joined = [&](int x, int y, int dx, int dy) {
    if (!open(x, y) || !open(x - dx, y - dy)) return false;
    return bars.empty() || !(dx ? bars.left : bars.top).count(y * w + x);
  };
  std::vector<char> covered(static_cast<size_t>(w * h), 0);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (!open(x, y)) continue;
      for (Direction d : {Direction::kAcross, Direction::kDown}) {
        int dx = d == Direction::kAcross ? 1 : 0, dy = 1 - dx;
        if (joined(x, y, dx, dy) || !joined(x + dx, y + dy, dx, dy)) continue;
        int len = 1;
        while (joined(x + dx * len, y + dy * len, dx, dy)) ++len;
        for (int k = 0; k < len; ++k) {
          covered[static_cast<size_t>(cells.Index(x + dx * k, y + dy * k))] = 1;
        }
        scan.slots.push_back({x, y, d, len});
      }
    }
  }
  for (int y = 0; y < h && !scan.lone; ++y) {
    for (int x = 0; x < w; ++x) {
      if (open(x, y) && !covered[static_cast<size_t>(cells.Index(x, y))]) {
        scan.lone = std::pair{x, y};
        break;
      }
    }
  }
  return scan;
}

Result<Board> BoardFromCells(Grid<char> cells, const Bars& bars) {
  SlotScan scan = FindSlots(cells, bars);
  if (scan.lone) {
    const auto [x, y] = *scan.lone;
    return InvalidInput(
        fmt::format("cell {} is not part of any slot (a slot is a run of at least 2 cells "
                    "across or down); make it background or extend the run",
                    CellName(x, y)),
        y + 1, x + 1);
  }
  Board board;
  board.slots = std::move(scan.slots);
  board.cells = std::move(cells);
  board.bars = bars;
  if (Status s = ComputeCrossings(board); !s.ok()) return s.error();
  return board;
}

Result<Board> BoardFromSlots(int width, int height, const std::vector<Slot>& slots,
                             const std::vector<std::string>& words) {
  Board board;
  board.cells = Grid<char>(width, height, kBlock);
  board.slots = slots;
  for (size_t s = 0; s < slots.size(); ++s) {
    const Slot& slot = slots[s];
    if (slot.length < 2) {
      return InvalidInput(fmt::format("slot {} is shorter than 2 cells", SlotName(slot)));
    }
    if (!board.cells.Contains(slot.x, slot.y) ||
        !board.cells.Contains(slot.CellX(slot.length - 1), slot.CellY(slot.length - 1))) {
      return InvalidInput(
          fmt::format("slot {} does not fit in the {}x{} board", SlotName(slot), width, height));
    }
    const std::string& word = s < words.size() ? words[s] : std::string();
    for (int i = 0; i < slot.length; ++i) {
      char& c = board.cells.At(slot.CellX(i), slot.CellY(i));
      char want = word.empty() ? kEmpty : word[static_cast<size_t>(i)];
      if (c == kBlock || c == kEmpty) {
        if (c == kBlock || want != kEmpty) c = want;
      } else if (want != kEmpty && want != c) {
        return InvalidInput(fmt::format("slot {} puts '{}' at {} where a crossing slot has '{}'",
                                        SlotName(slot), want,
                                        CellName(slot.CellX(i), slot.CellY(i)), c));
      }
    }
  }
  if (Status st = ComputeCrossings(board); !st.ok()) return st.error();
  return board;
}

Result<Board> ParseLayout(std::string_view text, const LayoutOptions& options) {
  if (Status s = CheckText(text); !s.ok()) return s.error();
  char background = options.background, space = options.space;
  if (background == space) {
    return InvalidInput("the background and the empty-cell characters must differ");
  }
  if (options.auto_detect && text.find('*') == std::string_view::npos &&
      text.find('#') != std::string_view::npos) {
    background = '#';
    space = '.';
  }
  std::vector<Line> lines = SplitLines(text);
  while (!lines.empty() && Trim(lines.back().text).empty()) lines.pop_back();
  size_t first = 0;
  while (first < lines.size() && Trim(lines[first].text).empty()) ++first;
  if (first == lines.size()) {
    return InvalidInput("empty layout: no rows; draw the board with '" +
                        std::string(1, background) + "' for background and '" +
                        std::string(1, space) + "' for empty cells");
  }
  std::vector<std::string> rows;
  std::vector<std::vector<int>> columns;  // original 1-based column of each cell
  int width = -1, width_line = 0;
  for (size_t li = first; li < lines.size(); ++li) {
    const Line& line = lines[li];
    std::string row;
    std::vector<int> cols;
    for (size_t i = 0; i < line.text.size(); ++i) {
      char c = line.text[i];
      int col = static_cast<int>(i) + 1;
      if ((c == ' ' || c == '\t') && c != background && c != space) continue;
      if (c == background) {
        row += kBlock;
      } else if (c == space) {
        row += kEmpty;
      } else if (IsAsciiLetter(c)) {
        row += Lower(c);
      } else {
        return InvalidInput(fmt::format("unknown character {} in the layout; use '{}' for "
                                        "background, '{}' for an empty cell or a letter",
                                        Printable(c), background, space),
                            line.number, col);
      }
      cols.push_back(col);
    }
    if (row.empty()) {
      return InvalidInput("blank line inside the layout; every row needs cells", line.number, 1);
    }
    if (static_cast<int>(row.size()) > kMaxSide) {
      return InvalidInput(
          fmt::format("row has {} cells; boards are limited to {} a side", row.size(), kMaxSide),
          line.number, cols[static_cast<size_t>(kMaxSide)]);
    }
    if (width < 0) {
      width = static_cast<int>(row.size());
      width_line = line.number;
    } else if (static_cast<int>(row.size()) != width) {
      return InvalidInput(fmt::format("ragged row: {} cells here but {} on line {}; every row "
                                      "needs the same number of cells",
                                      row.size(), width, width_line),
                          line.number, cols.back());
    }
    rows.push_back(std::move(row));
    columns.push_back(std::move(cols));
    if (static_cast<int>(rows.size()) > kMaxSide) {
      return InvalidInput(
          fmt::format("more than {} rows; boards are limited to {} a side", kMaxSide, kMaxSide),
          line.number, 1);
    }
  }
  const int height = static_cast<int>(rows.size());
  Grid<char> cells(width, height, kBlock);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x)
      cells.At(x, y) = rows[static_cast<size_t>(y)][static_cast<size_t>(x)];
  }
  Result<Board> board = BoardFromCells(std::move(cells));
  if (!board.ok()) {
    Error e = board.error();
    if (e.line > 0) {  // a cell position: map it back to the text
      int y = e.line - 1, x = e.column - 1;
      e.line = lines[first + static_cast<size_t>(y)].number;
      e.column = columns[static_cast<size_t>(y)][static_cast<size_t>(x)];
    }
    return e;
  }
  if (board->slots.empty()) {
    return InvalidInput(fmt::format("the board has no slot: no run of 2 or more '{}' cells "
                                    "across or down",
                                    space),
                        lines[first].number, 1);
  }
  return board;
}

namespace {

// Offsets of every '{' outside strings, in order: used to point at the slot object in error
// messages, since JSON values carry no positions once parsed.
std::vector<size_t> ObjectOffsets(std::string_view text) {
  std::vector<size_t> out;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '{') {
      out.push_back(i);
    }
  }
  return out;
}

}  // namespace

Result<Board> ParseSlotList(std::string_view text) {
  using nlohmann::json;
  if (Status s = CheckText(text); !s.ok()) return s.error();
  Result<json> parsed = ParseJsonText(text, "slot list");
  if (!parsed.ok()) return parsed.error();
  const json& doc = *parsed;
  std::vector<size_t> objects = ObjectOffsets(text);
  size_t object_base = 0;
  int width = -1, height = -1;
  const json* list = &doc;
  auto at = [&](size_t offset, int& line, int& column) {
    OffsetToLineColumn(text, offset, line, column);
  };
  if (doc.is_object()) {
    object_base = 1;
    auto get_size = [&](const char* key, int& out) -> Status {
      if (!doc.contains(key)) return Ok{};
      const json& v = doc[key];
      if (!v.is_number_integer() || v.get<int64_t>() < 1 || v.get<int64_t>() > kMaxSide) {
        return InvalidInput(
            fmt::format("\"{}\" must be a whole number from 1 to {}", key, kMaxSide), 1, 1);
      }
      out = v.get<int>();
      return Ok{};
    };
    int size = -1;
    for (auto [key, out] : {std::pair{"width", &width}, {"height", &height}, {"size", &size}}) {
      if (Status s = get_size(key, *out); !s.ok()) return s.error();
    }
    if (size > 0) {
      if (width < 0) width = size;
      if (height < 0) height = size;
    }
    if (!doc.contains("slots")) {
      return InvalidInput("a slot list object needs a \"slots\" array", 1, 1);
    }
    list = &doc["slots"];
  }
  if (!list->is_array()) {
    return InvalidInput("expected an array of slots, or an object with a \"slots\" array", 1, 1);
  }
  if (list->empty()) return InvalidInput("the slot list is empty: no slot to fill", 1, 1);
  std::vector<Slot> slots;
  std::vector<std::string> words;
  int max_x = 0, max_y = 0;
  for (size_t i = 0; i < list->size(); ++i) {
    const json& item = (*list)[i];
    int line = 1, column = 1;
    if (object_base + i < objects.size()) at(objects[object_base + i], line, column);
    auto fail = [&](const std::string& what) -> Error {
      return InvalidInput(fmt::format("slot {}: {}", i + 1, what), line, column);
    };
    if (!item.is_object())
      return fail("expected an object {\"row\", \"col\", \"direction\", \"length\"}");
    Slot slot;
    for (auto [key, out] :
         {std::pair{"row", &slot.y}, {"col", &slot.x}, {"length", &slot.length}}) {
      if (!item.contains(key)) return fail(fmt::format("missing \"{}\"", key));
      const json& v = item[key];
      if (!v.is_number_integer() || v.get<int64_t>() < 0 || v.get<int64_t>() > kMaxSide) {
        return fail(fmt::format("\"{}\" must be a whole number from 0 to {}", key, kMaxSide));
      }
      *out = v.get<int>();
    }
    if (slot.length < 2) return fail("\"length\" must be at least 2");
    if (!item.contains("direction") || !item["direction"].is_string()) {
      return fail("missing \"direction\" (\"across\" or \"down\")");
    }
    std::string dir = item["direction"].get<std::string>();
    if (dir == "across" || dir == "a" || dir == "A") {
      slot.dir = Direction::kAcross;
    } else if (dir == "down" || dir == "d" || dir == "D") {
      slot.dir = Direction::kDown;
    } else {
      return fail("\"direction\" must be \"across\" or \"down\"");
    }
    std::string word;
    if (item.contains("word") && !item["word"].is_null()) {
      if (!item["word"].is_string()) return fail("\"word\" must be a string");
      word = item["word"].get<std::string>();
      for (char& c : word) {
        if (!IsAsciiLetter(c))
          return fail(fmt::format("\"word\" has {}; only letters", Printable(c)));
        c = Lower(c);
      }
      if (!word.empty() && static_cast<int>(word.size()) != slot.length) {
        return fail(
            fmt::format("\"word\" has {} letters but the slot has {}", word.size(), slot.length));
      }
    }
    max_x = std::max(max_x, slot.CellX(slot.length - 1));
    max_y = std::max(max_y, slot.CellY(slot.length - 1));
    if (max_x >= kMaxSide || max_y >= kMaxSide) {
      return fail(fmt::format("reaches past {} cells; boards are limited to {} a side", kMaxSide,
                              kMaxSide));
    }
    if ((width > 0 && max_x >= width) || (height > 0 && max_y >= height)) {
      return fail(fmt::format("does not fit in the {}x{} board", width, height));
    }
    slots.push_back(slot);
    words.push_back(std::move(word));
  }
  if (width < 0) width = max_x + 1;
  if (height < 0) height = max_y + 1;
  return BoardFromSlots(width, height, slots, words);
}

Grid<char> FilledCells(const Board& board, const Fill& fill) {
  Grid<char> cells = board.cells;
  for (size_t s = 0; s < board.slots.size() && s < fill.size(); ++s) {
    const Slot& slot = board.slots[s];
    if (fill[s].empty()) continue;
    for (int i = 0; i < slot.length; ++i) {
      cells.At(slot.CellX(i), slot.CellY(i)) = fill[s][static_cast<size_t>(i)];
    }
  }
  return cells;
}

std::map<size_t, std::vector<std::string>> WordsByLength(const std::vector<std::string>& words) {
  std::map<size_t, std::vector<std::string>> by_length;
  for (const std::string& w : words) by_length[w.size()].push_back(UpperAscii(w));
  for (auto& [length, group] : by_length) std::sort(group.begin(), group.end());
  return by_length;
}

std::string FormatDocStyle(const Grid<char>& cells, char background, char space) {
  std::string out;
  for (int y = 0; y < cells.height(); ++y) {
    for (int x = 0; x < cells.width(); ++x) {
      char c = cells.At(x, y);
      out += c == kBlock ? background : c == kEmpty ? space : c;
      out += ' ';
    }
    out += '\n';
  }
  return out;
}

std::vector<std::string> FormatRows(const Grid<char>& cells) {
  std::vector<std::string> rows;
  for (int y = 0; y < cells.height(); ++y) {
    std::string row;
    for (int x = 0; x < cells.width(); ++x) row += cells.At(x, y);
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace ps::crossword
