// Board drawing; see draw.h.
#include "crossword/draw.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "core/text.h"
#include "crossword/formats_internal.h"

namespace ps::crossword {

void DrawBoard(const Grid<char>& cells, const DrawOptions& o, render::Canvas& canvas) {
  using render::Anchor;
  using render::Color;
  const double title_h = o.title.empty() ? 0 : 24;
  // The word list, grouped by length, one line a length.
  const std::map<size_t, std::vector<std::string>> by_length = WordsByLength(o.words);
  const double grid_w = cells.width() * o.cell, grid_h = cells.height() * o.cell;
  const double width = std::max(grid_w, 420.0) + 2 * o.margin;
  const double font = 11;
  // Wrap each length's list to the page width (about 0.6 em a character in a sans font).
  const size_t max_chars = static_cast<size_t>((width - 2 * o.margin) / (font * 0.6));
  std::vector<std::string> lines;
  for (const auto& [len, ws] : by_length) {
    std::string line = fmt::format("{} letters: ", len);
    const std::string indent(4, ' ');
    for (size_t i = 0; i < ws.size(); ++i) {
      std::string piece = ws[i] + (i + 1 < ws.size() ? "," : "");
      if (line.size() + 1 + piece.size() > max_chars && line.size() > indent.size()) {
        lines.push_back(std::move(line));
        line = indent;
      } else if (i > 0) {
        line += ' ';
      }
      line += piece;
    }
    lines.push_back(std::move(line));
  }
  const double line_h = 14;
  const double height = title_h + grid_h + 2 * o.margin +
                        (lines.empty() ? 0 : 10 + line_h * static_cast<double>(lines.size()));
  canvas.Begin(width, height);
  canvas.Rect(0, 0, width, height, Color::White(), Color::White(), 0);
  if (!o.title.empty()) {
    canvas.Text(o.margin, o.margin + 16, o.title, 16, Anchor::kStart, true, Color::Black());
  }
  const double top = o.margin + title_h, left = o.margin;
  for (int y = 0; y < cells.height(); ++y) {
    for (int x = 0; x < cells.width(); ++x) {
      char c = cells.At(x, y);
      double cx = left + x * o.cell, cy = top + y * o.cell;
      if (c == kBlock) {
        if (o.blocks) canvas.Rect(cx, cy, o.cell, o.cell, Color::Black(), Color::Black(), 1);
        continue;
      }
      canvas.Rect(cx, cy, o.cell, o.cell, Color::White(), Color::Black(), 1.5);
      if (c != kEmpty) {
        std::string letter(1, UpperAscii(c));
        canvas.Text(cx + o.cell / 2, cy + o.cell * 0.72, letter, o.cell * 0.6, Anchor::kMiddle,
                    false, Color::Black());
      }
    }
  }
  double ty = top + grid_h + o.margin + 10;
  for (const auto& line : lines) {
    // Continuation lines start with spaces, which SVG would collapse: indent them by position.
    bool cont = line.rfind("    ", 0) == 0;
    canvas.Text(cont ? left + 24 : left, ty, cont ? line.substr(4) : line, font, Anchor::kStart,
                false, Color::Black());
    ty += line_h;
  }
  canvas.End();
}

}  // namespace ps::crossword

namespace ps::crossword {
namespace {

constexpr double kMargin = 40;
constexpr double kClueFont = 9.5, kLineH = 12, kColumnGap = 20;

// Characters (code points) in UTF-8 text.
size_t Chars(std::string_view s) {
  size_t n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

// Greedy word wrap to `max_chars` characters a line (a long word gets a line of its own).
std::vector<std::string> Wrap(std::string_view text, size_t max_chars) {
  std::vector<std::string> lines;
  std::string line;
  size_t at = 0;
  while (at < text.size()) {
    const size_t sp = text.find(' ', at);
    const std::string_view word = text.substr(at, sp == std::string_view::npos ? sp : sp - at);
    at = sp == std::string_view::npos ? text.size() : sp + 1;
    if (word.empty()) continue;
    if (!line.empty() && Chars(line) + 1 + Chars(word) > max_chars) {
      lines.push_back(std::move(line));
      line.clear();
    }
    if (!line.empty()) line += ' ';
    line += word;
  }
  if (!line.empty() || lines.empty()) lines.push_back(std::move(line));
  return lines;
}

// A colour "#RRGGBB" (NormalColor's form).
render::Color Hex(const std::string& text) {
  auto part = [&](size_t at) {
    return static_cast<unsigned char>(std::stoi(text.substr(at, 2), nullptr, 16));
  };
  if (text.size() != 7) return render::Color::White();
  return {part(1), part(3), part(5)};
}

struct ClueLine {
  std::string number;  // on the first line of a clue
  std::string text;
  bool heading = false;
  bool gap = false;  // a blank line before it
};

}  // namespace

bool BlackBlocks(const Grid<char>& letters, BlockStyle style, bool fillin) {
  if (style != BlockStyle::kAuto) return style == BlockStyle::kBlack;
  if (fillin) return true;
  int white = 0;
  for (int i = 0; i < letters.size(); ++i) white += letters[i] != kBlock;
  return white >= 0.6 * letters.size();
}

void DrawGrid(const CrosswordFile& f, const Grid<char>& letters, bool black, bool with_letters,
              bool with_numbers, double left, double top, double cell, render::Canvas& canvas) {
  using render::Color;
  const Crossword& g = f.grid;
  const Squares& sq = f.squares;
  // A diagramless puzzle is solved on an open grid: its blocks and numbers are the answer.
  const bool open = sq.diagramless && !with_letters;
  Grid<int> numbers(g.width, g.height, 0);
  if (with_numbers && !open && !IsVariety(g)) {
    for (const Entry& e : g.entries) numbers.At(e.x, e.y) = e.number;
  }
  for (int y = 0; y < g.height; ++y) {
    for (int x = 0; x < g.width; ++x) {
      const double cx = left + x * cell, cy = top + y * cell;
      const int i = y * g.width + x;
      const char c = letters.At(x, y);
      if (sq.omitted.count(i)) continue;
      if (c == kBlock && !open) {
        if (black) canvas.Rect(cx, cy, cell, cell, Color::Black(), Color::Black(), 1);
        continue;
      }
      Color fill = sq.shaded.count(i) ? Color::Gray(205) : Color::White();
      if (auto color = sq.colors.find(i); color != sq.colors.end()) fill = Hex(color->second);
      canvas.Rect(cx, cy, cell, cell, fill, Color::Black(), 1);
      if (c == kBlock) continue;
      if (sq.circled.count(i)) {
        canvas.Circle(cx + cell / 2, cy + cell / 2, cell * 0.46, Color::Gray(60),
                      std::max(0.6, cell / 40));
      }
      if (numbers.At(x, y) > 0) {
        canvas.Text(cx + 1.5, cy + cell * 0.3 + 1, std::to_string(numbers.At(x, y)), cell * 0.3,
                    render::Anchor::kStart, false, Color::Black());
      } else if (auto label = sq.labels.find(i);
                 with_numbers && !open && label != sq.labels.end()) {
        // A variety crossword's label ("A", "M1") in place of a number.
        canvas.Text(cx + 1.5, cy + cell * 0.3 + 1, label->second, cell * 0.3,
                    render::Anchor::kStart, false, Color::Black());
      }
      if (with_letters) {
        auto rebus = sq.rebus.find(i);
        const std::string text = rebus != sq.rebus.end() ? rebus->second : std::string(1, c);
        // A rebus shrinks to fit its square.
        const double size = cell * 0.55 * std::min(1.0, 1.6 / static_cast<double>(text.size()));
        canvas.Text(cx + cell / 2, cy + cell * 0.82, text, size, render::Anchor::kMiddle, false,
                    Color::Black());
      }
    }
  }
  // A barred grid's bars: thick lines on the squares' sides, over the thin frames (their square
  // ends reach over the crossing lines, so bars that meet join).
  const double bar = std::max(2.5, cell / 9);
  for (int i : sq.bars.top) {
    const double cx = left + (i % g.width) * cell, cy = top + (i / g.width) * cell;
    canvas.Line(cx, cy, cx + cell, cy, Color::Black(), bar);
  }
  for (int i : sq.bars.left) {
    const double cx = left + (i % g.width) * cell, cy = top + (i / g.width) * cell;
    canvas.Line(cx, cy, cx, cy + cell, Color::Black(), bar);
  }
  if (black && sq.omitted.empty()) {  // a heavier frame around a standard grid
    canvas.Line(left, top, left + g.width * cell, top, Color::Black(), 2);
    canvas.Line(left, top + g.height * cell, left + g.width * cell, top + g.height * cell,
                Color::Black(), 2);
    canvas.Line(left, top, left, top + g.height * cell, Color::Black(), 2);
    canvas.Line(left + g.width * cell, top, left + g.width * cell, top + g.height * cell,
                Color::Black(), 2);
  }
}

void DrawCrossword(const CrosswordFile& f, const PrintOptions& o, render::Canvas& canvas) {
  using render::Anchor;
  using render::Color;
  const Crossword& g = f.grid;
  Result<Grid<char>> letters = Letters(g);
  PS_CHECK(letters.ok());
  const double page_w = o.paper.width, page_h = o.paper.height;
  const double width = page_w - 2 * kMargin;
  // A fill-in puzzle (a word list instead of clues) is printed unnumbered, with its words.
  const bool fillin = !f.meta.words.empty();
  const bool black = BlackBlocks(*letters, o.blocks, fillin);
  const std::string title = !f.meta.title.empty() ? f.meta.title
                            : fillin              ? "Fill-in puzzle"
                                                  : "Crossword";

  // Header and grid of the first page; the grid takes at most about half the page.
  double top = kMargin;
  auto header = [&](const std::string& text) {
    canvas.Begin(page_w, page_h);
    canvas.Rect(0, 0, page_w, page_h, Color::White(), Color::White(), 0);
    canvas.Text(kMargin, kMargin + 16, text, 18, Anchor::kStart, true, Color::Black());
    top = kMargin + 24;
    std::string byline = f.meta.author.empty() ? "" : "by " + f.meta.author;
    if (!f.meta.editor.empty()) {
      byline += (byline.empty() ? "Edited by " : " \u00b7 edited by ") + f.meta.editor;
    }
    if (!f.meta.date.empty()) byline += (byline.empty() ? "" : " \u00b7 ") + f.meta.date;
    if (!byline.empty()) {
      canvas.Text(kMargin, top + 10, byline, 11, Anchor::kStart, false, Color::Black());
      top += 16;
    }
    // The intro (a theme's instructions, say) under the byline, on every page.
    for (const std::string& line : Wrap(formats_detail::OneLine(f.meta.intro), 100)) {
      if (f.meta.intro.empty()) break;
      canvas.Text(kMargin, top + 10, line, 9.5, Anchor::kStart, false, Color::Black());
      top += 13;
    }
    top += 8;
    if (!f.meta.copyright.empty()) {
      canvas.Text(page_w / 2, page_h - kMargin / 2, f.meta.copyright, 8, Anchor::kMiddle, false,
                  Color::Gray(80));
    }
  };
  const double cell = std::min({30.0, width / g.width, 380.0 / g.height});
  header(title);
  const double grid_left = kMargin + (width - cell * g.width) / 2;
  DrawGrid(f, *letters, black, false, !fillin, grid_left, top, cell, canvas);
  top += cell * g.height + 18;

  // Clue lines in two columns, continued on new pages.
  const double col_w = (width - kColumnGap) / 2;
  const double num_w = 20;
  const size_t max_chars = static_cast<size_t>((col_w - num_w) / (kClueFont * 0.56));
  std::vector<ClueLine> lines;
  if (fillin) {
    // The words grouped by length, a-z, as many to a line as fit.
    const size_t fit = static_cast<size_t>(col_w / (kClueFont * 0.62));
    bool first = true;
    for (const auto& [length, words] : WordsByLength(f.meta.words)) {
      lines.push_back({"", fmt::format("{} LETTERS", length), true, !first});
      first = false;
      std::string line;
      for (const std::string& w : words) {
        if (!line.empty() && line.size() + 2 + w.size() > fit) {
          lines.push_back({"", std::move(line) + ",", false, false});
          line.clear();
        } else if (!line.empty()) {
          line += ", ";
        }
        line += w;
      }
      lines.push_back({"", std::move(line), false, false});
    }
  }
  // A grid with no clue at all (a fill not clued yet) lists its answers with their lengths: a
  // worksheet for writing the clues, instead of a column of dashes.
  const bool unclued = std::all_of(g.entries.begin(), g.entries.end(),
                                   [](const Entry& e) { return e.clue.empty(); });
  // The lists: Across and Down, or a variety crossword's own lists by name.
  const bool variety = IsVariety(g);
  const size_t list_count = variety ? g.lists.size() : 2;
  for (size_t l = 0; l < list_count; ++l) {
    if (fillin) break;
    const Direction d = l == 0 ? Direction::kAcross : Direction::kDown;
    lines.push_back({"",
                     variety  ? UpperAscii(g.lists[l])
                     : l == 0 ? "ACROSS"
                              : "DOWN",
                     true, l > 0});
    for (const Entry& e : g.entries) {
      if (variety ? e.list != static_cast<int>(l) : e.dir != d) continue;
      std::string text = e.clue;
      if (text.empty()) {
        const std::string spelled = Spelled(f, e);
        text = unclued ? fmt::format("{} ({})", spelled, spelled.size()) : "-";
      }
      std::vector<std::string> wrapped = Wrap(text, max_chars);
      // A variety clue without a label is still a clue of its own: a bullet.
      const std::string label =
          variety ? (e.label.empty() ? "\u2022" : e.label) : std::to_string(e.number);
      for (size_t i = 0; i < wrapped.size(); ++i) {
        lines.push_back({i == 0 ? label : "", wrapped[i], false, false});
      }
    }
  }
  // Lines kept together in one column: a clue's wrapped lines, and a heading with the first clue
  // (or line of words) under it, so that no heading is left alone at the foot of a column.
  auto block_of = [&](size_t i) {
    auto clue_end = [&](size_t j) {
      size_t k = j + 1;
      while (k < lines.size() && !lines[k].heading && lines[k].number.empty() && !fillin) ++k;
      return k;
    };
    if (lines[i].heading) return i + 1 < lines.size() ? clue_end(i + 1) - i : size_t{1};
    return lines[i].number.empty() ? size_t{1} : clue_end(i) - i;
  };
  const double bottom = page_h - kMargin;
  int column = 0;
  double y = top;
  size_t kept_until = 0;  // lines before this one were placed with the block they start
  for (size_t i = 0; i < lines.size(); ++i) {
    const ClueLine& line = lines[i];
    const size_t block = i < kept_until ? 1 : block_of(i);
    if (i >= kept_until) kept_until = i + block;
    const double need = (line.gap ? kLineH : 0) + kLineH * static_cast<double>(block);
    if (y + need > bottom && y > top) {
      if (++column == 2) {
        canvas.End();
        header(title + " (continued)");
        column = 0;
      }
      y = top;
    } else if (line.gap) {
      y += kLineH;
    }
    const double x = kMargin + column * (col_w + kColumnGap);
    y += kLineH;
    if (line.heading) {
      canvas.Text(x, y, line.text, 10.5, Anchor::kStart, true, Color::Black());
      continue;
    }
    if (!line.number.empty()) {
      canvas.Text(x + num_w - 5, y, line.number, kClueFont, Anchor::kEnd, true, Color::Black());
    }
    canvas.Text(fillin ? x : x + num_w, y, line.text, kClueFont, Anchor::kStart, false,
                Color::Black());
  }
  canvas.End();

  if (o.answers && f.squares.unknown.empty()) {
    header(title + ": answers");
    const double key_cell = std::min({30.0, width / g.width, (bottom - top) / g.height});
    DrawGrid(f, *letters, black, true, !fillin, kMargin + (width - key_cell * g.width) / 2, top,
             key_cell, canvas);
    canvas.End();
  }
}

}  // namespace ps::crossword
