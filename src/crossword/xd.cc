// The xd format (the xd project's specification): write, and read both its headed and its
// classic blank-line form.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#include "core/text.h"
#include "crossword/formats.h"
#include "crossword/formats_internal.h"
#include "crossword/json_text.h"

namespace ps::crossword {

using nlohmann::json;
using namespace formats_detail;

// ---------------------------------------------------------------------------------------------
// .xd

namespace {

// The bytes of the first UTF-8 character of `s` (valid UTF-8, checked before), 0 when empty.
size_t Utf8Length(std::string_view s) {
  if (s.empty()) return 0;
  const auto c = static_cast<unsigned char>(s[0]);
  const size_t n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
  return std::min(n, s.size());
}

}  // namespace

std::string WriteXd(const CrosswordFile& f) {
  const Crossword& g = f.grid;
  const Squares& sq = f.squares;
  Result<Grid<char>> letters = Letters(g);
  PS_CHECK(letters.ok());
  // Lowercase letters mark special squares, all of one kind: circled when there are any.
  const bool circles = !sq.circled.empty();
  const std::set<int>& special = circles ? sq.circled : sq.shaded;
  // Each distinct rebus gets a key character, declared in the Rebus header: a sign for a plain
  // square, a lowercase letter for a special one (as the xd spec has it), one no plain special
  // square uses.
  std::set<char> taken;
  for (int i : special) {
    if (!sq.rebus.count(i)) taken.insert(LowerAscii(letters->At(i % g.width, i / g.width)));
  }
  // A digit or sign square is written as itself, so the keys are those no square holds.
  const std::string signs_of = RebusKeyPool(f, kXdKeys);
  std::map<std::pair<std::string, bool>, char> keys;
  std::string rebus_header;
  size_t signs = 0;
  // A special square whose answer is a digit or a sign has no lowercase form: it gets a key too.
  std::map<int, std::string> keyed = sq.rebus;
  for (int i : special) {
    const char c = letters->At(i % g.width, i / g.width);
    if (c != kBlock && !IsUpper(c) && !keyed.count(i)) keyed[i] = std::string(1, c);
  }
  for (const auto& [i, text] : keyed) {
    const bool marked = special.count(i) > 0;
    if (keys.count({text, marked})) continue;
    char k = 0;
    if (marked) {
      const std::string prefer = LowerAscii(text) + "abcdefghijklmnopqrstuvwxyz";
      for (char c : prefer) {
        if (c >= 'a' && c <= 'z' && !taken.count(c)) {
          k = c;
          break;
        }
      }
    } else if (signs < signs_of.size()) {
      k = signs_of[signs++];
    }
    if (k == 0) continue;  // out of keys: written as its first letter (Losses says so)
    taken.insert(k);
    keys[{text, marked}] = k;
    rebus_header += fmt::format("{}{}={}", rebus_header.empty() ? "" : " ", k, text);
  }
  std::string out = "## Metadata\n\n";
  auto meta = [&](const char* key, const std::string& value) {
    if (!value.empty()) out += fmt::format("{}: {}\n", key, OneLine(value));
  };
  meta("Title", f.meta.title.empty() ? "Untitled" : f.meta.title);
  meta("Author", f.meta.author);
  meta("Editor", f.meta.editor);
  meta("Copyright", f.meta.copyright);
  meta("Date", f.meta.date);
  meta("Publisher", f.meta.publisher);
  meta("Difficulty", f.meta.difficulty);
  meta("Intro", f.meta.intro);
  meta("Rebus", rebus_header);
  if (circles || !sq.shaded.empty()) meta("Special", circles ? "circle" : "shaded");
  if (sq.diagramless) meta("Diagramless", "yes");
  // puzzmo's xd tools take the bars of the Design section into the numbering only with this.
  if (!sq.bars.empty()) meta("Form", "barred");
  out += "\n## Grid\n\n";
  for (int y = 0; y < g.height; ++y) {
    for (int x = 0; x < g.width; ++x) {
      const int i = y * g.width + x;
      const char c = letters->At(x, y);
      if (sq.omitted.count(i)) {
        out += '_';
      } else if (auto r = keyed.find(i);
                 r != keyed.end() && keys.count({r->second, special.count(i) > 0})) {
        out += keys[{r->second, special.count(i) > 0}];
      } else if (c != kBlock && special.count(i)) {
        out += LowerAscii(c);
      } else {
        out += c;
      }
    }
    out += '\n';
  }
  out += "\n## Clues\n\n";
  for (Direction d : {Direction::kAcross, Direction::kDown}) {
    bool any = false;
    for (const Entry& e : g.entries) {
      if (e.dir != d) continue;
      out += fmt::format("{}{}. {} ~ {}\n", d == Direction::kAcross ? 'A' : 'D', e.number,
                         OneLine(e.clue), Spelled(f, e));
      any = true;
    }
    if (any && d == Direction::kAcross) out += '\n';
  }
  // Bars, and shaded squares beside circled ones (the grid's lowercase letters mark only one
  // kind), in a Design section as puzzmo's xd tools write it: a style for each combination,
  // then a row of style characters over each row of the grid.
  const std::set<int> shaded_too = circles ? sq.shaded : std::set<int>{};
  if (!sq.bars.empty() || !shaded_too.empty()) {
    std::map<int, char> style_of;  // bits: 1 bar-left, 2 bar-top, 4 shaded
    std::map<int, int> combo;
    for (int i : sq.bars.left) combo[i] |= 1;
    for (int i : sq.bars.top) combo[i] |= 2;
    for (int i : shaded_too) combo[i] |= 4;
    std::string sheet;
    const std::string names = "ABCDEFG";
    for (int bits = 1; bits < 8; ++bits) {
      if (std::none_of(combo.begin(), combo.end(), [&](const auto& c) { return c.second == bits; }))
        continue;
      const char name = names[static_cast<size_t>(bits - 1)];
      style_of[bits] = name;
      std::string rules;
      if (bits & 1) rules += "bar-left: true; ";
      if (bits & 2) rules += "bar-top: true; ";
      if (bits & 4) rules += "background-light: #d0d0d0; background-dark: #505050; ";
      rules.pop_back();
      sheet += fmt::format("{} {{ {} }}\n", name, rules);
    }
    out += "\n## Design\n\n<style>\n" + sheet + "</style>\n\n";
    for (int y = 0; y < g.height; ++y) {
      for (int x = 0; x < g.width; ++x) {
        const auto c = combo.find(y * g.width + x);
        out += c == combo.end() ? (letters->At(x, y) == kBlock ? '#' : '.') : style_of[c->second];
      }
      out += '\n';
    }
  }
  if (const std::string notes = NotesText(f.meta); !notes.empty()) {
    out += "\n## Notes\n\n" + notes + "\n";
  }
  return out;
}

namespace {

// The Design section read onto `squares`: `sheet` is the text inside <style> (from line
// `sheet_line`), `rows` the style characters over the grid's squares ('.', '#' and spaces: no
// style). The styles read are those puzzmo's tools write: `background: circle` (a circle),
// another background or `background-light` / `background-dark` (a shaded square), `bar-left:
// true` and `bar-top: true` (bars); any other is refused, naming it, rather than dropped.
Status ReadDesign(const std::string& sheet, int sheet_line,
                  const std::vector<std::pair<std::string, int>>& rows, const Grid<char>& letters,
                  Squares& squares) {
  struct Style {
    bool circle = false, shade = false, bar_left = false, bar_top = false;
  };
  std::map<std::string, Style> styles;
  const std::string_view text = sheet;
  const auto trim = [](std::string_view t) { return std::string(Trim(t)); };
  for (size_t at = 0; at < sheet.size();) {
    const size_t open = sheet.find('{', at);
    if (open == std::string::npos) {
      if (!trim(text.substr(at)).empty()) {
        return Invalid(fmt::format("the Design style '{}' has no '{{ property: value }}'",
                                   trim(text.substr(at))),
                       sheet_line);
      }
      break;
    }
    const size_t close = sheet.find('}', open);
    const std::string name = trim(text.substr(at, open - at));
    if (close == std::string::npos || name.empty() || Utf8Length(name) != name.size()) {
      return Invalid(fmt::format("the Design style '{}' is not one character followed by "
                                 "{{ property: value; ... }}",
                                 name),
                     sheet_line);
    }
    Style st;
    const std::string_view body = text.substr(open + 1, close - open - 1);
    for (size_t p = 0; p <= body.size();) {
      size_t semi = body.find(';', p);
      if (semi == std::string::npos) semi = body.size();
      const std::string decl = trim(body.substr(p, semi - p));
      p = semi + 1;
      if (decl.empty()) continue;
      const size_t colon = decl.find(':');
      const std::string key =
          colon == std::string::npos ? decl : LowerAscii(trim(decl.substr(0, colon)));
      const std::string value =
          colon == std::string::npos ? "" : LowerAscii(trim(decl.substr(colon + 1)));
      if (key == "background" && value == "circle") {
        st.circle = true;
      } else if ((key == "background" || key == "background-color" || key == "background-light" ||
                  key == "background-dark") &&
                 !value.empty() && value != "none" && value != "transparent") {
        st.shade = true;
      } else if ((key == "bar-left" || key == "bar-top") && (value == "true" || value == "false")) {
        (key == "bar-left" ? st.bar_left : st.bar_top) = value == "true";
      } else {
        return Invalid(
            fmt::format("the Design style {} sets '{}', which is not read (read: background: "
                        "circle or a colour, background-light, background-dark, bar-left: true, "
                        "bar-top: true)",
                        name, decl),
            sheet_line);
      }
    }
    styles[name] = st;
    at = close + 1;
  }
  const int w = letters.width(), h = letters.height();
  if (static_cast<int>(rows.size()) > h) {
    return Invalid(fmt::format("the Design section has {} rows, the grid {}", rows.size(), h),
                   rows[static_cast<size_t>(h)].second);
  }
  for (size_t y = 0; y < rows.size(); ++y) {
    const std::string& row = rows[y].first;
    int x = 0;
    for (size_t at = 0; at < row.size(); ++x) {
      const size_t n = std::max<size_t>(1, Utf8Length(std::string_view(row).substr(at)));
      const std::string c = row.substr(at, n);
      at += n;
      if (c == "." || c == "#" || c == " ") continue;
      auto st = styles.find(c);
      if (st == styles.end()) {
        return InvalidInput(
            fmt::format("the Design square '{}' is no style of the section's <style>", c),
            rows[y].second, x + 1);
      }
      if (x >= w) {
        return InvalidInput(fmt::format("the Design row is wider than the grid ({} squares)", w),
                            rows[y].second, x + 1);
      }
      const int i = static_cast<int>(y) * w + x;
      if (letters.At(x, static_cast<int>(y)) == kBlock) continue;  // a style on a block: no square
      if (st->second.circle) squares.circled.insert(i);
      if (st->second.shade) squares.shaded.insert(i);
      if (st->second.bar_left) AddBar(squares.bars, w, h, x, static_cast<int>(y), 'L');
      if (st->second.bar_top) AddBar(squares.bars, w, h, x, static_cast<int>(y), 'T');
    }
  }
  DropIdleBars(squares.bars, letters);
  return Ok{};
}

}  // namespace

Result<CrosswordFile> ReadXd(std::string_view text) {
  if (Status st = CheckText(text); !st.ok()) return st.error();
  // Lines, without '\r'.
  std::vector<std::string> lines;
  for (size_t at = 0; at <= text.size();) {
    size_t nl = text.find('\n', at);
    if (nl == std::string_view::npos) nl = text.size();
    std::string line(text.substr(at, nl - at));
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
    at = nl + 1;
  }
  // HTML comments, <!-- ... --> (on one line or several), as newer xd files have them: dropped.
  bool in_comment = false;
  for (std::string& l : lines) {
    std::string kept;
    for (size_t at = 0; at < l.size();) {
      if (in_comment) {
        const size_t end = l.find("-->", at);
        if (end == std::string::npos) break;
        in_comment = false;
        at = end + 3;
      } else {
        const size_t open = l.find("<!--", at);
        kept += l.substr(at, open == std::string::npos ? std::string::npos : open - at);
        if (open == std::string::npos) break;
        in_comment = true;
        at = open + 4;
      }
    }
    l = std::move(kept);
  }
  // Sections: "## Name" headings, or (the older form) blocks separated by two blank lines in
  // the order metadata, grid, clues, notes.
  enum Part { kMeta, kGrid, kClues, kNotes, kDesign, kOther };
  std::vector<Part> part(lines.size(), kOther);
  const bool headed = std::any_of(lines.begin(), lines.end(),
                                  [](const std::string& l) { return l.rfind("## ", 0) == 0; });
  if (headed) {
    Part cur = kOther;
    for (size_t i = 0; i < lines.size(); ++i) {
      if (lines[i].rfind("## ", 0) == 0) {
        std::string name = lines[i].substr(3);
        for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        while (!name.empty() && name.back() == ' ') name.pop_back();
        cur = name == "metadata" ? kMeta
              : name == "grid"   ? kGrid
              : name == "clues"  ? kClues
              : name == "notes"  ? kNotes
              : name == "design" ? kDesign
                                 : kOther;
        continue;
      }
      part[i] = cur;
    }
  } else {
    int section = 0, blanks = 0;
    bool seen = false;
    for (size_t i = 0; i < lines.size(); ++i) {
      if (lines[i].find_first_not_of(" \t") == std::string::npos) {
        ++blanks;
        continue;
      }
      if (seen && blanks >= 2) ++section;
      blanks = 0;
      seen = true;
      part[i] = section == 0 ? kMeta : section == 1 ? kGrid : section == 2 ? kClues : kNotes;
    }
  }
  CrosswordFile out;
  std::map<std::string, std::string> rebus_keys;  // a key character (UTF-8) -> its letters
  bool special_shaded = false;
  std::vector<std::string> grid_rows;
  int grid_line = 0;
  std::string notes;
  // The Design section (puzzmo's xd): a style sheet, `<style>O { background: circle }</style>`
  // on one line or several, then rows of style characters over the grid's squares.
  std::string style_sheet;
  int style_line = 0;
  bool in_style = false;
  std::vector<std::pair<std::string, int>> design_rows;  // a row, its line number
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& l = lines[i];
    const int line_no = static_cast<int>(i) + 1;
    const bool blank = l.find_first_not_of(" \t") == std::string::npos;
    if (part[i] == kDesign) {
      std::string rest = l;
      if (!in_style && rest.find("<style>") != std::string::npos) {
        in_style = true;
        style_line = line_no;
        rest = rest.substr(rest.find("<style>") + 7);
      }
      if (in_style) {
        const size_t end = rest.find("</style>");
        style_sheet += rest.substr(0, end) + " ";
        if (end != std::string::npos) in_style = false;
      } else if (!blank) {
        design_rows.push_back({l, line_no});
      }
      continue;
    }
    if (part[i] == kMeta && !blank) {
      const size_t colon = l.find(':');
      if (colon == std::string::npos) {
        return Invalid(fmt::format("metadata line '{}' is not 'Key: value'", l), line_no);
      }
      std::string key = l.substr(0, colon);
      for (char& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      std::string value = l.substr(colon + 1);
      value.erase(0, value.find_first_not_of(' '));
      while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.pop_back();
      if (key == "title") out.meta.title = value;
      if (key == "author") out.meta.author = value;
      if (key == "copyright") out.meta.copyright = value;
      if (key == "editor") out.meta.editor = value;
      if (key == "date") out.meta.date = value;
      if (key == "publisher") out.meta.publisher = value;
      if (key == "difficulty") out.meta.difficulty = value;
      if (key == "intro") out.meta.intro = value;
      if (key == "diagramless")
        out.squares.diagramless = LowerAscii(value) != "no" && !value.empty();
      if (key == "special") {
        const std::string v = LowerAscii(value);
        special_shaded = v.rfind("shade", 0) == 0;
      }
      if (key == "rebus") {
        // "1=STAR 2=HEART" (or separated by commas, as older files have it): a key character
        // (any sign, a non-ASCII one such as '❶' too), '=', the square's letters.
        size_t at = 0;
        while (at < value.size()) {
          size_t end = value.find_first_of(" ,", at);
          if (end == std::string::npos) end = value.size();
          const std::string item = value.substr(at, end - at);
          at = end + 1;
          if (item.empty()) continue;
          const size_t key_len = Utf8Length(item);
          std::string letters_of =
              item.size() > key_len + 1 ? UpperAscii(item.substr(key_len + 1)) : "";
          // The key: a sign, or a lowercase letter for a rebus square that is special too.
          const bool ok = key_len > 0 && item.size() > key_len + 1 && item[key_len] == '=' &&
                          !IsUpper(item[0]) && IsRebusText(letters_of);
          if (!ok) {
            return Invalid(fmt::format("rebus '{}' is not KEY=LETTERS (a key character that is not "
                                       "a capital letter, then 1 to 12 letters and digits)",
                                       item),
                           line_no);
          }
          rebus_keys[item.substr(0, key_len)] = letters_of;
        }
      }
    } else if (part[i] == kGrid && !blank) {
      if (grid_rows.empty()) grid_line = line_no;
      grid_rows.push_back(l);
    } else if (part[i] == kNotes) {
      notes += l + "\n";
    }
  }
  if (grid_rows.empty()) return Invalid("the .xd file has no grid");
  // Each row as its characters: a rebus key may be a non-ASCII sign.
  std::vector<std::vector<std::string>> rows;
  for (const std::string& row : grid_rows) {
    std::vector<std::string> chars;
    for (size_t at = 0; at < row.size();) {
      const size_t n = std::max<size_t>(1, Utf8Length(std::string_view(row).substr(at)));
      chars.push_back(row.substr(at, n));
      at += n;
    }
    rows.push_back(std::move(chars));
  }
  const int h = static_cast<int>(rows.size());
  const int w = static_cast<int>(rows.front().size());
  if (h > kMaxSide || w > kMaxSide)
    return Invalid("the .xd grid is larger than 256 a side", grid_line);
  Grid<char> letters(w, h, kBlock);
  for (int y = 0; y < h; ++y) {
    const std::vector<std::string>& row = rows[static_cast<size_t>(y)];
    if (static_cast<int>(row.size()) != w) {
      return InvalidInput(
          fmt::format("grid row {} has {} cells, the first row {}", y + 1, row.size(), w),
          grid_line + y, 1);
    }
    for (int x = 0; x < w; ++x) {
      const std::string& cell = row[static_cast<size_t>(x)];
      const char c = cell[0];
      const int i = y * w + x;
      if (cell == "_") out.squares.omitted.insert(i);
      if (cell == "#" || cell == "_" || cell == ".") continue;
      if (auto r = rebus_keys.find(cell); r != rebus_keys.end()) {
        letters.At(x, y) = r->second[0];
        if (r->second.size() > 1) out.squares.rebus[i] = r->second;
        if (c >= 'a' && c <= 'z')
          (special_shaded ? out.squares.shaded : out.squares.circled).insert(i);
        continue;
      }
      // A letter, or a digit or sign that is no rebus key: the square's answer is that digit or
      // sign (`12$@`, as kotwords writes such squares).
      if (cell.size() != 1 || !IsSquareChar(UpperAscii(c))) {
        return InvalidInput(
            fmt::format("grid cell '{}' is not a letter, a digit, a sign ({}), '#' (block), '_' "
                        "(no cell) or a key of the Rebus header",
                        cell, kSquareSigns),
            grid_line + y, x + 1);
      }
      if (c >= 'a' && c <= 'z')
        (special_shaded ? out.squares.shaded : out.squares.circled).insert(i);
      letters.At(x, y) = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
  }
  if (!design_rows.empty() || !style_sheet.empty()) {
    if (Status st = ReadDesign(style_sheet, style_line, design_rows, letters, out.squares);
        !st.ok()) {
      return st.error();
    }
  }
  Result<Crossword> g = FromLetters(letters, out.squares.bars);
  if (!g.ok()) return g.error();
  const std::map<int, std::pair<int, int>> cells = NumberCells(*g);
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& l = lines[i];
    const int line_no = static_cast<int>(i) + 1;
    if (part[i] != kClues || l.find_first_not_of(" \t") == std::string::npos) continue;
    // "A1. Clue text ~ ANSWER"
    const char d = static_cast<char>(std::toupper(static_cast<unsigned char>(l[0])));
    size_t k = 1;
    int number = 0;
    while (k < l.size() && k < 8 && std::isdigit(static_cast<unsigned char>(l[k]))) {
      number = number * 10 + (l[k] - '0');
      ++k;
    }
    // "A1 ^Hint: ...": a field of the clue (a hint, references) in newer xd files; not read.
    if (k > 1 && l.compare(k, 2, " ^") == 0) continue;
    if ((d != 'A' && d != 'D') || k == 1 || k >= l.size() || l[k] != '.') {
      return Invalid(fmt::format("clue line '{}' is not 'A1. Clue ~ ANSWER'", l), line_no);
    }
    std::string clue = l.substr(k + 1);
    std::string answer;
    if (const size_t tilde = clue.rfind(" ~ "); tilde != std::string::npos) {
      answer = clue.substr(tilde + 3);
      clue.resize(tilde);
    }
    clue.erase(0, clue.find_first_not_of(' '));
    const Direction dir = d == 'A' ? Direction::kAcross : Direction::kDown;
    auto cell = cells.find(number);
    Entry* e =
        cell == cells.end() ? nullptr : FindEntry(*g, cell->second.first, cell->second.second, dir);
    if (e == nullptr) {
      return Invalid(fmt::format("clue {}{} has no entry in the grid", d, number), line_no);
    }
    // The answer's letters (punctuation dropped), or its letters, digits and signs (squares
    // may hold them), compared with the grid's letters or with the rebus squares spelled out.
    // (Some files mark the rebus squares in the answer with signs, TWITCH|DOT|T|V: the letters
    // and digits alone are compared too.)
    std::string upper, alnum, with_signs;
    for (char c : answer) {
      const char u = UpperAscii(c);
      if (IsUpper(u)) upper += u;
      if (IsUpper(u) || (u >= '0' && u <= '9')) alnum += u;
      if (IsSquareChar(u)) with_signs += u;
    }
    if (!answer.empty() && upper != e->answer && with_signs != e->answer) {
      CrosswordFile spelled;
      spelled.grid.width = w;
      spelled.squares.rebus = out.squares.rebus;
      const std::string whole = Spelled(spelled, *e);
      if (with_signs != whole && alnum != whole) {
        return Invalid(fmt::format("clue {}{} gives the answer {} but the grid spells {}", d,
                                   number, answer, whole),
                       line_no);
      }
    }
    e->clue = clue;
  }
  while (!notes.empty() && (notes.back() == '\n' || notes.back() == ' ')) notes.pop_back();
  notes.erase(0, notes.find_first_not_of('\n'));
  out.meta.notes = notes;
  out.grid = std::move(*g);
  if (Status st = CheckSquares(out); !st.ok()) return st.error();
  if (Status st = TakeWords(out); !st.ok()) return st.error();
  return out;
}

}  // namespace ps::crossword
