// Writing the .jpz format of Crossword Compiler (its XML for the Java applet, read by most web
// players): the plain XML (jpz.cc reads it, plain or zipped). Apart from the reader, which needs
// pugixml and zlib, so that a build without them (the WebAssembly engine) still writes .jpz.
// The file's elements are described in jpz.cc.
#include <fmt/format.h>

#include <string>

#include "core/text.h"
#include "crossword/formats.h"
#include "crossword/formats_internal.h"
#include "kind/common.h"

namespace ps::crossword {

using namespace formats_detail;

namespace {

std::string EscapeXml(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        // XML 1.0 has no control characters besides tab and line breaks.
        if (static_cast<unsigned char>(c) >= 0x20 || c == '\t' || c == '\n') out += c;
    }
  }
  return out;
}

std::string Range(int from, int to) {
  return from == to ? std::to_string(from) : fmt::format("{}-{}", from, to);
}

}  // namespace

std::string WriteJpz(const CrosswordFile& f) {
  const Crossword& g = f.grid;
  const Squares& sq = f.squares;
  Result<Grid<char>> letters = Letters(g);
  PS_CHECK(letters.ok());
  const bool variety = IsVariety(g);
  Grid<int> numbers(g.width, g.height, 0);
  for (const Entry& e : g.entries) numbers.At(e.x, e.y) = e.number;
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out +=
      "<crossword-compiler-applet "
      "xmlns=\"http://crossword.info/xml/crossword-compiler-applet\">\n"
      "<applet-settings cursor-color=\"#00B100\" selected-cells-color=\"#80FF80\">\n"
      "<completion only-if-correct=\"true\">Congratulations! The puzzle is solved "
      "correctly.</completion>\n"
      "<actions buttons-layout=\"left\"><reveal-word label=\"Reveal Word\"/><reveal-letter "
      "label=\"Reveal Letter\"/><check label=\"Check\"/><solution label=\"Solution\"/><pencil "
      "label=\"Pencil\"/></actions>\n"
      "</applet-settings>\n"
      "<rectangular-puzzle xmlns=\"http://crossword.info/xml/rectangular-puzzle\" "
      "alphabet=\"ABCDEFGHIJKLMNOPQRSTUVWXYZ\">\n<metadata>\n";
  auto element = [&](const char* name, const std::string& value) {
    if (!value.empty()) out += fmt::format("<{0}>{1}</{0}>\n", name, EscapeXml(value));
  };
  element("title", f.meta.title);
  element("creator", f.meta.author);
  element("editor", f.meta.editor);
  element("copyright", f.meta.copyright);
  element("publisher", f.meta.publisher);
  element("description", NotesText(f.meta));
  out += "</metadata>\n";
  element("instructions", f.meta.intro);
  out += fmt::format(
      "<crossword>\n<grid width=\"{}\" height=\"{}\">\n<grid-look numbering-scheme=\"normal\"/>\n",
      g.width, g.height);
  for (int y = 0; y < g.height; ++y) {
    for (int x = 0; x < g.width; ++x) {
      const int i = y * g.width + x;
      out += fmt::format("<cell x=\"{}\" y=\"{}\"", x + 1, y + 1);
      if (sq.omitted.count(i)) {
        out += " type=\"void\"/>\n";
        continue;
      }
      if (letters->At(x, y) == kBlock) {
        out += " type=\"block\"/>\n";
        continue;
      }
      auto rebus = sq.rebus.find(i);
      out += fmt::format(
          " solution=\"{}\"",
          EscapeXml(rebus != sq.rebus.end() ? rebus->second : std::string(1, letters->At(x, y))));
      if (variety) {
        // A variety crossword's squares show their labels and keep their colours.
        if (auto label = sq.labels.find(i); label != sq.labels.end()) {
          out += fmt::format(" number=\"{}\"", EscapeXml(label->second));
        }
      } else if (numbers.At(x, y) > 0) {
        out += fmt::format(" number=\"{}\"", numbers.At(x, y));
      }
      if (sq.circled.count(i)) out += " background-shape=\"circle\"";
      if (auto color = sq.colors.find(i); variety && color != sq.colors.end()) {
        out += fmt::format(" background-color=\"{}\"", color->second);
      } else if (sq.shaded.count(i)) {
        out += " background-color=\"#C0C0C0\"";
      }
      if (sq.bars.top.count(i)) out += " top-bar=\"true\"";
      if (sq.bars.left.count(i)) out += " left-bar=\"true\"";
      out += "/>\n";
    }
  }
  out += "</grid>\n";
  if (variety) {
    // A word of <cells> a square each, in the path's order; the lists by name.
    for (size_t k = 0; k < g.entries.size(); ++k) {
      out += fmt::format("<word id=\"{}\">", k + 1);
      for (int i : g.entries[k].cells) {
        out += fmt::format("<cells x=\"{}\" y=\"{}\"/>", i % g.width + 1, i / g.width + 1);
      }
      out += "</word>\n";
    }
    for (size_t l = 0; l < g.lists.size(); ++l) {
      out += fmt::format("<clues ordering=\"normal\">\n<title><b>{}</b></title>\n",
                         EscapeXml(g.lists[l]));
      for (size_t k = 0; k < g.entries.size(); ++k) {
        const Entry& e = g.entries[k];
        if (e.list != static_cast<int>(l)) continue;
        out += fmt::format("<clue word=\"{}\" number=\"{}\">{}</clue>\n", k + 1, EscapeXml(e.label),
                           EscapeXml(OneLine(e.clue)));
      }
      out += "</clues>\n";
    }
    out += "</crossword>\n</rectangular-puzzle>\n</crossword-compiler-applet>\n";
    return out;
  }
  // Word ids as Crossword Compiler gives them: an across entry's number, a down entry's number
  // plus 1000 (or the next power of ten above the numbers, for huge grids).
  int down_offset = 1000;
  for (const Entry& e : g.entries) {
    while (e.number >= down_offset) down_offset *= 10;
  }
  auto id = [&](const Entry& e) {
    return e.dir == Direction::kAcross ? e.number : e.number + down_offset;
  };
  for (const Entry& e : g.entries) {
    const int len = static_cast<int>(e.answer.size());
    const bool across = e.dir == Direction::kAcross;
    out += fmt::format("<word id=\"{}\" x=\"{}\" y=\"{}\"/>\n", id(e),
                       across ? Range(e.x + 1, e.x + len) : Range(e.x + 1, e.x + 1),
                       across ? Range(e.y + 1, e.y + 1) : Range(e.y + 1, e.y + len));
  }
  for (Direction d : {Direction::kAcross, Direction::kDown}) {
    out += fmt::format("<clues ordering=\"normal\">\n<title><b>{}</b></title>\n",
                       d == Direction::kAcross ? "Across" : "Down");
    for (const Entry& e : g.entries) {
      if (e.dir != d) continue;
      out += fmt::format("<clue word=\"{}\" number=\"{}\">{}</clue>\n", id(e), e.number,
                         EscapeXml(OneLine(e.clue)));
    }
    out += "</clues>\n";
  }
  out += "</crossword>\n</rectangular-puzzle>\n</crossword-compiler-applet>\n";
  return out;
}

}  // namespace ps::crossword
