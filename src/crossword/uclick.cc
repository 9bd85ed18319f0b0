// Universal Uclick's XML crosswords (the daily feeds' .xml, as kotwords and puzzmo's xd tools read
// them): <crossword> (alone or inside <crossword_puzzle>) with elements whose value is the `v`
// attribute (<Title v>, <Author v>, <Editor v>, <Copyright v>, <Width v>, <Height v>, <AllAnswer
// v>: the grid row by row, '-' a block) and <across>/<down> lists of <a1 a="ANSWER" c="clue" n cn>
// whose texts are URL-encoded ("%20"). The entries come from the grid as every reader's do; each
// list's clues go to its entries in order and must spell their answers. The file is read by a
// small scanner of start tags and attributes (no XML library), so the WebAssembly engine reads it
// too; anything that is not such a tag is skipped.
#include <fmt/format.h>

#include <string>
#include <string_view>
#include <vector>

#include "core/text.h"
#include "crossword/formats.h"
#include "crossword/formats_internal.h"

namespace ps::crossword {

using namespace formats_detail;

namespace {

struct Tag {
  std::string name;
  std::vector<std::pair<std::string, std::string>> attributes;
  size_t at = 0;  // offset of its '<'
  std::string Get(std::string_view key) const {
    for (const auto& [k, v] : attributes) {
      if (k == key) return v;
    }
    return "";
  }
};

// XML's five entities and numeric character references (ASCII ones), as a file's attributes hold
// them.
std::string XmlUnescape(std::string_view s) {
  static const std::pair<std::string_view, char> kEntities[] = {
      {"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&apos;", '\''}};
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    bool done = false;
    if (s[i] == '&') {
      for (const auto& [name, c] : kEntities) {
        if (s.substr(i, name.size()) == name) {
          out += c;
          i += name.size() - 1;
          done = true;
          break;
        }
      }
      const size_t semi = s.find(';', i);
      if (!done && s.substr(i, 2) == "&#" && semi != std::string_view::npos && semi - i < 8) {
        const bool hex = i + 2 < s.size() && (s[i + 2] == 'x' || s[i + 2] == 'X');
        const std::string digits(s.substr(i + (hex ? 3 : 2), semi - i - (hex ? 3 : 2)));
        const long v = digits.empty() ? -1 : std::strtol(digits.c_str(), nullptr, hex ? 16 : 10);
        if (v > 0 && v < 0x80) {
          out += static_cast<char>(v);
          i = semi;
          done = true;
        }
      }
    }
    if (!done) out += s[i];
  }
  return out;
}

// URL decoding: "%20" a space, "+" kept (the feeds write a plus sign as itself).
std::string UrlDecode(std::string_view s) {
  std::string out;
  auto hex = [](char c) {
    return c >= '0' && c <= '9'   ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
  };
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && hex(s[i + 1]) >= 0 && hex(s[i + 2]) >= 0) {
      out += static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

// The start tags of the text (and empty-element tags), in order; end tags as "/name".
Result<std::vector<Tag>> Tags(std::string_view text) {
  std::vector<Tag> tags;
  for (size_t i = text.find('<'); i != std::string_view::npos; i = text.find('<', i)) {
    Tag tag;
    tag.at = i;
    size_t p = i + 1;
    if (text.compare(p, 3, "!--") == 0 || (p < text.size() && (text[p] == '?' || text[p] == '!'))) {
      const size_t end = text.find('>', p);
      if (end == std::string_view::npos) break;
      i = end + 1;
      continue;
    }
    while (p < text.size() && text[p] != '>' && text[p] != ' ' && text[p] != '/' &&
           text[p] != '\n' && text[p] != '\t' && text[p] != '\r') {
      ++p;
    }
    if (p < text.size() && text[p] == '/' && p == i + 1) ++p;  // an end tag
    while (p < text.size() && text[p] != '>' && text[p] != ' ' && text[p] != '/' &&
           text[p] != '\n' && text[p] != '\t' && text[p] != '\r') {
      ++p;
    }
    tag.name = std::string(text.substr(i + 1, p - i - 1));
    // Attributes: name="value" or name='value'.
    while (p < text.size() && text[p] != '>') {
      const char c = text[p];
      if (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '/') {
        ++p;
        continue;
      }
      const size_t eq = text.find('=', p);
      if (eq == std::string_view::npos || eq + 1 >= text.size()) break;
      const char quote = text[eq + 1];
      if (quote != '"' && quote != '\'') {
        return Invalid("an attribute without quotes in the UClick XML", LineAt(text, p));
      }
      const size_t close = text.find(quote, eq + 2);
      if (close == std::string_view::npos) {
        return Invalid("an attribute that never ends in the UClick XML", LineAt(text, p));
      }
      tag.attributes.push_back(
          {std::string(text.substr(p, eq - p)), XmlUnescape(text.substr(eq + 2, close - eq - 2))});
      p = close + 1;
    }
    if (p >= text.size())
      return Invalid("a tag that never ends in the UClick XML", LineAt(text, i));
    tags.push_back(std::move(tag));
    i = p + 1;
  }
  return tags;
}

}  // namespace

int formats_detail::LineAt(std::string_view text, size_t offset) {
  int line = 1;
  for (size_t i = 0; i < offset && i < text.size(); ++i) line += text[i] == '\n';
  return line;
}

bool LooksLikeUclick(std::string_view text) {
  const size_t start = text.find('<');
  if (start == std::string_view::npos) return false;
  const std::string_view head = text.substr(start, 2048);
  return (head.find("<crossword>") != std::string_view::npos ||
          head.find("<crossword_puzzle") != std::string_view::npos) &&
         text.find("<AllAnswer") != std::string_view::npos;
}

Result<CrosswordFile> ReadUclick(std::string_view text) {
  if (Status st = CheckText(text); !st.ok()) return st.error();
  Result<std::vector<Tag>> read = Tags(text);
  if (!read.ok()) return read.error();
  const std::vector<Tag>& tags = *read;
  auto value = [&](std::string_view name) -> std::string {
    for (const Tag& t : tags) {
      if (t.name == name) return UrlDecode(t.Get("v"));
    }
    return "";
  };
  const std::string answer = value("AllAnswer");
  const int w = std::atoi(value("Width").c_str()), h = std::atoi(value("Height").c_str());
  if (w < 1 || h < 1 || w > kMaxSide || h > kMaxSide) {
    return Invalid(
        fmt::format("the UClick XML's <Width> and <Height> ({}x{}) are not a grid", w, h));
  }
  if (answer.size() != static_cast<size_t>(w * h)) {
    return Invalid(fmt::format("the UClick XML's <AllAnswer> has {} squares for a {}x{} grid",
                               answer.size(), w, h));
  }
  Grid<char> letters(w, h, kBlock);
  for (int i = 0; i < w * h; ++i) {
    const char c = UpperAscii(answer[static_cast<size_t>(i)]);
    if (c == '-' || c == '#' || c == '.') continue;
    if (!IsSquareChar(c)) {
      return Invalid(fmt::format("the UClick XML's <AllAnswer> holds '{}' at {}", std::string(1, c),
                                 CellName(i % w, i / w)));
    }
    letters[i] = c;
  }
  Result<Crossword> grid = FromLetters(letters);
  if (!grid.ok()) return grid.error();
  Crossword& g = *grid;
  // Each list's clues in order, on the entries of its direction in order.
  for (const auto& [list, dir] :
       {std::pair{"across", Direction::kAcross}, std::pair{"down", Direction::kDown}}) {
    bool inside = false;
    std::vector<Entry*> entries;
    for (Entry& e : g.entries) {
      if (e.dir == dir) entries.push_back(&e);
    }
    size_t k = 0;
    for (const Tag& t : tags) {
      if (t.name == list) inside = true;
      if (t.name == "/" + std::string(list)) inside = false;
      if (!inside || t.name == list || t.name.empty() || t.name[0] == '/') continue;
      if (k >= entries.size()) {
        return Invalid(
            fmt::format("the UClick XML has more {} clues than the grid has entries", list),
            LineAt(text, t.at));
      }
      Entry& e = *entries[k++];
      const std::string a = UpperAscii(UrlDecode(t.Get("a")));
      if (!a.empty() && a != e.answer) {
        return Invalid(fmt::format("the UClick {} clue <{}> gives {}, but the grid spells {}", list,
                                   t.name, a, e.answer),
                       LineAt(text, t.at));
      }
      e.clue = UrlDecode(t.Get("c"));
    }
  }
  CrosswordFile out;
  out.grid = std::move(g);
  out.meta.title = value("Title");
  out.meta.author = value("Author");
  out.meta.editor = value("Editor");
  out.meta.copyright = value("Copyright");
  return out;
}

}  // namespace ps::crossword
