// The Across Lite text format (Literate Software's "Across Lite text format" for making .puz
// files by hand): read and write.
//
//   <ACROSS PUZZLE V2>        (or <ACROSS PUZZLE>, version 1: no <REBUS>)
//   <TITLE>      the title line          <AUTHOR>, <COPYRIGHT> the same
//   <SIZE>       15x15 (columns x rows)
//   <GRID>       one line a row, '.' a block, letters; a rebus square holds its key
//   <REBUS>      an optional flags line (MARK; = lowercase letters are circled), then
//                KEY:ANSWER:LETTER lines (1:STAR:S)
//   <ACROSS>     one clue a line, in the order of the numbered across entries
//   <DOWN>       the same for down
//   <NOTEPAD>    free text to the end
//
// Values sit on the lines after their tag, usually indented by a tab. Numbers are never written:
// the clues follow the standard numbering. ':' in a grid (as some converters write for a
// diagramless .puz) is read as a block of a diagramless grid.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "core/text.h"
#include "crossword/formats.h"
#include "crossword/formats_internal.h"

namespace ps::crossword {

using namespace formats_detail;

namespace {

std::string Trimmed(std::string_view s) {
  const size_t a = s.find_first_not_of(" \t\r");
  if (a == std::string_view::npos) return "";
  const size_t b = s.find_last_not_of(" \t\r");
  return std::string(s.substr(a, b - a + 1));
}

// "<TITLE>", "<ACROSS PUZZLE>": a line the reader takes for a tag.
bool LooksLikeTag(std::string_view t) {
  return t.size() > 2 && t.front() == '<' && t.back() == '>' &&
         std::all_of(t.begin() + 1, t.end() - 1,
                     [](char c) { return IsUpper(UpperAscii(c)) || c == ' ' || c == '2'; });
}

// A title, author, copyright or clue as one line; one that would read as a tag gets
// parentheses instead of its angle brackets.
std::string Line(std::string_view s) {
  std::string out = Trimmed(OneLine(s));
  if (LooksLikeTag(out)) {
    out.front() = '(';
    out.back() = ')';
  }
  return out;
}

}  // namespace

std::string WriteAcrossText(const CrosswordFile& f) {
  const Crossword& g = f.grid;
  const Squares& sq = f.squares;
  Result<Grid<char>> letters = Letters(g);
  PS_CHECK(letters.ok());
  // Keys: one per distinct rebus answer, per circled or not.
  std::set<char> circled_letters;
  for (int i : sq.circled) {
    if (!sq.rebus.count(i)) circled_letters.insert(LowerAscii((*letters)[i]));
  }
  // Keys: plain ones (kAcrossTextKeys less the digits and signs squares hold, as those squares
  // are written as themselves), then for circled rebus squares, lowercase so that MARK circles
  // them, letters from z down.
  const std::string plain_keys = RebusKeyPool(f, kAcrossTextKeys);
  std::map<std::pair<std::string, bool>, char> keys;
  std::string rebus_lines;
  size_t plain = 0;
  char lower = 'z' + 1;  // the last key given out
  // A circled square whose answer is a digit or a sign has no lowercase form: it gets a key too.
  std::map<int, std::string> keyed = sq.rebus;
  for (int i : sq.circled) {
    const char c = (*letters)[i];
    if (c != kBlock && !IsUpper(c) && !keyed.count(i)) keyed[i] = std::string(1, c);
  }
  // A row that starts with '<' and ends with '>' could read as a tag: its first square gets a key.
  for (int y = 0; y < g.height; ++y) {
    const int i = y * g.width;
    if (letters->At(0, y) == '<' && letters->At(g.width - 1, y) == '>' && !keyed.count(i)) {
      keyed[i] = std::string(1, '<');
    }
  }
  for (const auto& [i, text] : keyed) {
    const bool circle = sq.circled.count(i) > 0;
    if (keys.count({text, circle})) continue;
    char key = 0;
    if (!circle && plain < plain_keys.size()) {
      key = plain_keys[plain++];
    } else if (circle) {
      while (lower > 'a') {
        --lower;
        if (!circled_letters.count(lower)) {
          key = lower;
          break;
        }
      }
    }
    if (key == 0) continue;  // out of keys: the square keeps its first letter (see Losses)
    keys[{text, circle}] = key;
    rebus_lines += fmt::format("{}:{}:{}\n", key, text, text[0]);
  }
  std::string out = "<ACROSS PUZZLE V2>\n";
  out += fmt::format("<TITLE>\n\t{}\n", Line(f.meta.title));
  out += fmt::format("<AUTHOR>\n\t{}\n", Line(f.meta.author));
  out += fmt::format("<COPYRIGHT>\n\t{}\n", Line(f.meta.copyright));
  out += fmt::format("<SIZE>\n\t{}x{}\n<GRID>\n", g.width, g.height);
  for (int y = 0; y < g.height; ++y) {
    out += '\t';
    for (int x = 0; x < g.width; ++x) {
      const int i = y * g.width + x;
      const char c = letters->At(x, y);
      auto r = keyed.find(i);
      auto key = r == keyed.end() ? keys.end() : keys.find({r->second, sq.circled.count(i) > 0});
      if (c == kBlock) {
        out += sq.diagramless ? ':' : '.';
      } else if (key != keys.end()) {
        out += key->second;
      } else if (sq.circled.count(i)) {
        out += LowerAscii(c);
      } else {
        out += c;
      }
    }
    out += '\n';
  }
  if (!sq.circled.empty() || !rebus_lines.empty()) {
    out += "<REBUS>\n";
    if (!sq.circled.empty()) out += "MARK;\n";
    out += rebus_lines;
  }
  for (Direction d : {Direction::kAcross, Direction::kDown}) {
    out += d == Direction::kAcross ? "<ACROSS>\n" : "<DOWN>\n";
    for (const Entry& e : g.entries) {
      if (e.dir == d) out += fmt::format("\t{}\n", Line(e.clue));
    }
  }
  if (const std::string notes = NotesText(f.meta); !notes.empty()) {
    out += "<NOTEPAD>\n" + notes + "\n";
  }
  return out;
}

Result<CrosswordFile> ReadAcrossText(std::string_view input) {
  // Version 1 files are ANSI (Latin-1) text; version 2 files may be too.
  std::string converted;
  if (!CheckText(input).ok()) {
    if (input.find('\0') != std::string_view::npos) {
      return Invalid("the Across Lite text file holds a NUL byte; is it a binary file?");
    }
    converted = Latin1ToUtf8(input);
    input = converted;
  }
  if (input.substr(0, 3) == "\xEF\xBB\xBF") input.remove_prefix(3);
  std::vector<std::string> lines;
  for (size_t at = 0; at <= input.size();) {
    size_t nl = input.find('\n', at);
    if (nl == std::string_view::npos) nl = input.size();
    lines.push_back(std::string(input.substr(at, nl - at)));
    if (!lines.back().empty() && lines.back().back() == '\r') lines.back().pop_back();
    at = nl + 1;
  }
  // Sections: a tag line "<NAME>" and the lines after it.
  struct Section {
    int line = 0;  // the tag's line, 1-based
    std::vector<std::pair<int, std::string>> body;
  };
  std::map<std::string, Section> sections;
  std::string current;  // the tag whose lines these are; empty before the first tag
  bool started = false, v2 = false;
  for (size_t i = 0; i < lines.size(); ++i) {
    const int line_no = static_cast<int>(i) + 1;
    const std::string t = Trimmed(lines[i]);
    if (!started && t.empty()) continue;
    if (!started) {
      // Some writers spell it "<ACROSS PUZZLE v2>".
      const std::string head = UpperAscii(t);
      if (head != "<ACROSS PUZZLE>" && head != "<ACROSS PUZZLE V2>") {
        return Invalid("an Across Lite text file starts with <ACROSS PUZZLE> or <ACROSS PUZZLE V2>",
                       line_no);
      }
      v2 = head == "<ACROSS PUZZLE V2>";
      started = true;
      continue;
    }
    static const std::set<std::string> kTags = {"TITLE", "AUTHOR", "COPYRIGHT", "SIZE",   "GRID",
                                                "REBUS", "ACROSS", "DOWN",      "NOTEPAD"};
    if (current != "NOTEPAD" && LooksLikeTag(t)) {
      const std::string tag = UpperAscii(t.substr(1, t.size() - 2));
      if (!kTags.count(tag)) {
        return Invalid(fmt::format("unknown tag {}; an Across Lite text file has <TITLE>, "
                                   "<AUTHOR>, <COPYRIGHT>, <SIZE>, <GRID>, <REBUS>, <ACROSS>, "
                                   "<DOWN> and <NOTEPAD>",
                                   t),
                       line_no);
      }
      if (sections.count(tag)) return Invalid(fmt::format("{} comes twice", t), line_no);
      if (tag == "REBUS" && !v2) {
        return Invalid("<REBUS> needs version 2: make the first line <ACROSS PUZZLE V2>", line_no);
      }
      sections[tag].line = line_no;
      current = tag;
      continue;
    }
    if (current.empty()) {
      if (t.empty()) continue;
      return Invalid(fmt::format("'{}' is under no tag", t), line_no);
    }
    // Blank lines only count in the notepad, and as empty clues: a clue line holds at least its
    // indentation.
    const bool clues = current == "ACROSS" || current == "DOWN";
    if (current != "NOTEPAD" && (clues ? lines[i].empty() : t.empty())) continue;
    sections[current].body.push_back({line_no, current == "NOTEPAD" ? lines[i] : t});
  }
  if (!started)
    return Invalid(
        "the file is empty; an Across Lite text file starts with "
        "<ACROSS PUZZLE>");
  for (const char* tag : {"SIZE", "GRID", "ACROSS", "DOWN"}) {
    if (!sections.count(tag)) {
      return Invalid(fmt::format("the Across Lite text file has no <{}> section", tag));
    }
  }
  auto value = [&](const char* tag) {
    auto it = sections.find(tag);
    if (it == sections.end() || it->second.body.empty()) return std::string();
    return it->second.body.front().second;
  };
  // <SIZE>: columns x rows.
  const Section& size = sections["SIZE"];
  int w = 0, h = 0;
  {
    const std::string s = value("SIZE");
    const size_t x = LowerAscii(s).find('x');
    auto num = [](const std::string& t) {
      const std::string v = Trimmed(t);
      if (v.empty() || v.size() > 4 ||
          !std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        return -1;
      }
      return std::stoi(v);
    };
    if (x != std::string::npos) {
      w = num(s.substr(0, x));
      h = num(s.substr(x + 1));
    }
    if (w < 1 || h < 1 || w > kMaxSide || h > kMaxSide) {
      return Invalid(
          fmt::format("<SIZE> '{}' is not COLUMNSxROWS with sides 1..{} (e.g. 15x15)", s, kMaxSide),
          size.body.empty() ? size.line : size.body.front().first);
    }
  }
  // <REBUS>: flags, then KEY:ANSWER:LETTER.
  bool mark = false;
  std::map<char, std::string> rebus_keys;
  if (auto it = sections.find("REBUS"); it != sections.end()) {
    for (const auto& [line_no, l] : it->second.body) {
      if (l.find(':') == std::string::npos && l.find(';') != std::string::npos) {
        mark = mark || UpperAscii(l).find("MARK") != std::string::npos;
        continue;
      }
      const size_t c1 = l.find(':');
      const size_t c2 = c1 == std::string::npos ? c1 : l.find(':', c1 + 1);
      const std::string key = c1 == std::string::npos ? "" : Trimmed(l.substr(0, c1));
      const std::string answer =
          c2 == std::string::npos ? "" : UpperAscii(Trimmed(l.substr(c1 + 1, c2 - c1 - 1)));
      const bool ok = key.size() == 1 && key[0] != '.' && key[0] != ':' && IsRebusText(answer);
      if (!ok) {
        return Invalid(fmt::format("rebus line '{}' is not KEY:ANSWER:LETTER (one key character, "
                                   "then 1 to 12 letters, digits and signs, e.g. 1:STAR:S)",
                                   l),
                       line_no);
      }
      rebus_keys[key[0]] = answer;
    }
  }
  // <GRID>.
  const Section& grid = sections["GRID"];
  if (static_cast<int>(grid.body.size()) != h) {
    return Invalid(fmt::format("<GRID> has {} rows but <SIZE> says {}", grid.body.size(), h),
                   grid.line);
  }
  CrosswordFile out;
  Squares& sq = out.squares;
  Grid<char> letters(w, h, kBlock);
  for (int y = 0; y < h; ++y) {
    const auto& [line_no, row] = grid.body[static_cast<size_t>(y)];
    if (static_cast<int>(row.size()) != w) {
      return Invalid(
          fmt::format("grid row {} has {} squares but <SIZE> says {}", y + 1, row.size(), w),
          line_no);
    }
    for (int x = 0; x < w; ++x) {
      const char c = row[static_cast<size_t>(x)];
      const int i = y * w + x;
      if (c == '.') continue;
      if (c == ':') {
        sq.diagramless = true;
        continue;
      }
      if (auto r = rebus_keys.find(c); r != rebus_keys.end()) {
        letters.At(x, y) = r->second[0];
        if (r->second.size() > 1) sq.rebus[i] = r->second;
        if (mark && c >= 'a' && c <= 'z') sq.circled.insert(i);
        continue;
      }
      // A letter, or a digit or sign that is no key of <REBUS>: the square's answer is that
      // digit or sign.
      if (!IsSquareChar(UpperAscii(c))) {
        return InvalidInput(fmt::format("grid square '{}' is not a letter, a digit, a sign ({}), "
                                        "'.' (block) or a key of <REBUS>",
                                        std::string(1, c), kSquareSigns),
                            line_no, x + 1);
      }
      letters.At(x, y) = UpperAscii(c);
      if (mark && c >= 'a' && c <= 'z') sq.circled.insert(i);
    }
  }
  Result<Crossword> g = FromLetters(letters);
  if (!g.ok()) return g.error();
  // Clues, in the order of the numbering.
  for (Direction d : {Direction::kAcross, Direction::kDown}) {
    const char* tag = d == Direction::kAcross ? "ACROSS" : "DOWN";
    const Section& s = sections[tag];
    std::vector<Entry*> entries;
    for (Entry& e : g->entries) {
      if (e.dir == d) entries.push_back(&e);
    }
    if (s.body.size() != entries.size()) {
      const size_t n = std::min(s.body.size(), entries.size());
      return Invalid(
          fmt::format("<{}> has {} clues but the grid has {} {} entries{}", tag, s.body.size(),
                      entries.size(), d == Direction::kAcross ? "across" : "down",
                      s.body.size() < entries.size()
                          ? fmt::format(" (the first without a clue is {} {})", entries[n]->number,
                                        d == Direction::kAcross ? "Across" : "Down")
                          : ""),
          s.body.size() > entries.size() ? s.body[n].first : s.line);
    }
    for (size_t k = 0; k < entries.size(); ++k) entries[k]->clue = s.body[k].second;
  }
  out.meta.title = value("TITLE");
  out.meta.author = value("AUTHOR");
  out.meta.copyright = value("COPYRIGHT");
  if (auto it = sections.find("NOTEPAD"); it != sections.end()) {
    std::string notes;
    for (const auto& [line_no, l] : it->second.body) notes += Trimmed(l) + "\n";
    while (!notes.empty() && notes.back() == '\n') notes.pop_back();
    notes.erase(0, notes.find_first_not_of('\n'));
    out.meta.notes = notes;
  }
  out.grid = std::move(*g);
  if (Status st = CheckSquares(out); !st.ok()) return st.error();
  if (Status st = TakeWords(out); !st.ok()) return st.error();
  return out;
}

}  // namespace ps::crossword
