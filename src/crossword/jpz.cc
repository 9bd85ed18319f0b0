// The .jpz format of Crossword Compiler (its XML for the Java applet, read by most web players):
// read it, plain or as the ZIP archive holding it that the applet used (jpz_write.cc writes it).
//
// A file is <crossword-compiler-applet> or <crossword-compiler> around a <rectangular-puzzle>
// with <metadata> (title, creator, editor, copyright, publisher, description), <instructions>
// and <crossword>: a <grid width height> of <cell x y> (1-based; solution, number, type="block"
// or "void", background-shape="circle", background-color), <word id> elements (x/y ranges such
// as x="1-5" y="3", or <cells x y> children) and two <clues> lists whose <title> names Across and
// Down, each <clue word number format> holding text with a little HTML (<i>, <b>, <sub>, ...).
// The XML is parsed by pugixml; a DOCTYPE (the way to entity bombs) is refused, the size capped,
// and the reader walks only the elements named here.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <pugixml.hpp>
#include <set>

#include "core/text.h"
#include "crossword/formats.h"
#include "crossword/formats_internal.h"
#include "crossword/packing.h"
#include "kind/common.h"

namespace ps::crossword {

using namespace formats_detail;

namespace {

constexpr size_t kMaxJpzBytes = 8 << 20;
constexpr int kMaxTextDepth = 32;

// ---------------------------------------------------------------------------------------------
// Reading

// The element's name without a namespace prefix.
std::string_view LocalName(const pugi::xml_node& n) {
  std::string_view name = n.name();
  const size_t colon = name.find(':');
  return colon == std::string_view::npos ? name : name.substr(colon + 1);
}

pugi::xml_node Child(const pugi::xml_node& n, std::string_view name) {
  for (pugi::xml_node c : n.children()) {
    if (c.type() == pugi::node_element && LocalName(c) == name) return c;
  }
  return {};
}

// The text of an element as a person reads it: its text and its children's (HTML such as <i> and
// <b> dropped; <br> a line break), whitespace runs one space, each line trimmed.
void AppendText(const pugi::xml_node& n, std::string& out, int depth) {
  if (depth > kMaxTextDepth) return;
  for (pugi::xml_node c : n.children()) {
    if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) {
      out += c.value();
    } else if (c.type() == pugi::node_element) {
      if (LowerAscii(std::string(LocalName(c))) == "br") {
        out += '\n';
      } else {
        AppendText(c, out, depth + 1);
      }
    }
  }
}

std::string TextOf(const pugi::xml_node& n, bool lines) {
  std::string raw;
  AppendText(n, raw, 0);
  std::string out, line;
  auto end_line = [&] {
    if (line.empty()) return;
    if (!out.empty()) out += lines ? '\n' : ' ';
    out += line;
    line.clear();
  };
  bool space = false;
  for (char c : raw) {
    if (c == '\n' && lines) {
      end_line();
      space = false;
    } else if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      space = true;
    } else {
      if (space && !line.empty()) line += ' ';
      space = false;
      line += c;
    }
  }
  end_line();
  return out;
}

// "7" or "3-9": the 1-based range; nullopt when it is neither.
std::optional<std::pair<int, int>> ParseRange(std::string_view s) {
  auto number = [](std::string_view t) -> int {
    if (t.empty() || t.size() > 4) return -1;
    int v = 0;
    for (char c : t) {
      if (c < '0' || c > '9') return -1;
      v = v * 10 + (c - '0');
    }
    return v;
  };
  const size_t dash = s.find('-');
  const int a = number(dash == std::string_view::npos ? s : s.substr(0, dash));
  const int b = dash == std::string_view::npos ? a : number(s.substr(dash + 1));
  if (a < 1 || b < 1) return std::nullopt;
  return std::pair{a, b};
}

// The cells of a <word>: its x/y ranges or its <cells> children, 0-based, in order.
std::vector<std::pair<int, int>> WordCells(const pugi::xml_node& word, size_t most) {
  std::vector<std::pair<int, int>> cells;
  auto add = [&](const pugi::xml_node& n) {
    auto xs = ParseRange(n.attribute("x").value());
    auto ys = ParseRange(n.attribute("y").value());
    if (!xs || !ys) return;
    const int dx = xs->second >= xs->first ? 1 : -1, dy = ys->second >= ys->first ? 1 : -1;
    for (int y = ys->first;; y += dy) {
      for (int x = xs->first;; x += dx) {
        if (cells.size() > most) return;
        cells.push_back({x - 1, y - 1});
        if (x == xs->second) break;
      }
      if (y == ys->second) break;
    }
  };
  add(word);
  for (pugi::xml_node c : word.children()) {
    if (c.type() == pugi::node_element && LocalName(c) == "cells") add(c);
  }
  return cells;
}

// A clue's text with its enumeration after it, as printed puzzles show it: "(4,3)".
std::string ClueText(const pugi::xml_node& clue) {
  std::string text = TextOf(clue, false);
  if (std::string format = clue.attribute("format").value(); !format.empty()) {
    if (text.find("(" + format + ")") == std::string::npos) text += " (" + format + ")";
  }
  return text;
}

// A number attribute ("12"), or -1.
int NumberOf(std::string_view s) {
  if (s.empty() || s.size() > 6) return -1;
  int v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return -1;
    v = v * 10 + (c - '0');
  }
  return v;
}

bool White(std::string color) {
  color = LowerAscii(color);
  return color.empty() || color == "#ffffff" || color == "#fff" || color == "white" ||
         color == "transparent";
}

// The XML inside a ZIP archive (a .jpz as the applet read it): its first file, stored or
// deflated, found through the archive's central directory.
Result<std::string> Unzip(std::string_view zip) {
  auto u16 = [&](size_t at) -> uint32_t {
    return static_cast<uint32_t>(static_cast<unsigned char>(zip[at])) |
           static_cast<uint32_t>(static_cast<unsigned char>(zip[at + 1])) << 8;
  };
  auto u32 = [&](size_t at) -> uint32_t { return u16(at) | u16(at + 2) << 16; };
  const Error damaged =
      Invalid("the .jpz file is a ZIP archive that is damaged or cut short; save the puzzle again");
  // The end-of-central-directory record: the last "PK\5\6" within its comment's reach.
  if (zip.size() < 22) return damaged;
  size_t end = std::string_view::npos;
  for (size_t at = zip.size() - 22;; --at) {
    if (zip.compare(at, 4, std::string_view("PK\5\6", 4)) == 0) {
      end = at;
      break;
    }
    if (at == 0 || zip.size() - at > 22 + 0xFFFF) break;
  }
  if (end == std::string_view::npos) return damaged;
  const size_t count = u16(end + 10);
  size_t at = u32(end + 16);
  for (size_t i = 0; i < count; ++i) {
    if (at + 46 > zip.size() || zip.compare(at, 4, std::string_view("PK\1\2", 4)) != 0) {
      return damaged;
    }
    const uint32_t method = u16(at + 10), packed = u32(at + 20), size = u32(at + 24);
    const size_t name_len = u16(at + 28), extra_len = u16(at + 30), comment_len = u16(at + 32);
    const size_t local = u32(at + 42);
    if (at + 46 + name_len > zip.size()) return damaged;
    const std::string_view name = zip.substr(at + 46, name_len);
    at += 46 + name_len + extra_len + comment_len;
    // Folders, and the resource forks macOS adds to archives it makes.
    if ((!name.empty() && name.back() == '/') || name.rfind("__MACOSX/", 0) == 0) continue;
    if (local + 30 > zip.size() || zip.compare(local, 4, std::string_view("PK\3\4", 4)) != 0) {
      return damaged;
    }
    const size_t data = local + 30 + u16(local + 26) + u16(local + 28);
    if (data > zip.size() || packed > zip.size() - data) return damaged;
    if (size > kMaxJpzBytes) {
      return Invalid(fmt::format("the .jpz archive holds a file of {} bytes; the limit is {}", size,
                                 kMaxJpzBytes));
    }
    const std::string_view bytes = zip.substr(data, packed);
    if (method == 0) return std::string(bytes);
    if (method != 8) {
      return Invalid(fmt::format(
          "the .jpz archive packs its file with method {}; puzzlesmith reads stored and deflated "
          "files (unzip it and read the XML inside)",
          method));
    }
    Result<std::string> xml = Inflate(bytes, kMaxJpzBytes);
    if (!xml.ok()) return damaged;
    return xml;
  }
  return Invalid("the .jpz file is a ZIP archive with no file inside");
}

Result<CrosswordFile> ReadJpzPuzzle(const pugi::xml_node& root, const pugi::xml_node& puzzle);

}  // namespace

Result<std::vector<Result<CrosswordFile>>> ReadJpzAll(std::string_view bytes) {
  std::string unzipped;
  if (bytes.size() >= 4 && bytes.compare(0, 4, std::string_view("PK\3\4", 4)) == 0) {
    Result<std::string> xml = Unzip(bytes);
    if (!xml.ok()) return xml.error();
    unzipped = std::move(*xml);
    bytes = unzipped;
  }
  if (bytes.size() > kMaxJpzBytes) {
    return Invalid(
        fmt::format("the .jpz file has {} bytes; the limit is {}", bytes.size(), kMaxJpzBytes));
  }
  if (bytes.find("<!DOCTYPE") != std::string_view::npos ||
      bytes.find("<!ENTITY") != std::string_view::npos) {
    return Invalid(
        "the .jpz file declares a DOCTYPE or entities; puzzlesmith does not read those (remove "
        "the <!DOCTYPE ...> part)");
  }
  pugi::xml_document doc;
  // No DOCTYPE, no processing instructions: only elements, text and CDATA.
  const pugi::xml_parse_result parsed =
      doc.load_buffer(bytes.data(), bytes.size(),
                      pugi::parse_cdata | pugi::parse_escapes | pugi::parse_eol |
                          pugi::parse_wconv_attribute | pugi::parse_ws_pcdata);
  if (!parsed) {
    int line = 1, column = 1;
    const size_t offset =
        std::min(bytes.size(), static_cast<size_t>(std::max(parsed.offset, ptrdiff_t{0})));
    OffsetToLineColumn(bytes, offset, line, column);
    std::string what = parsed.description();
    if (!what.empty()) what[0] = LowerAscii(what[0]);
    return InvalidInput(fmt::format("the .jpz file is not well-formed XML: {}", what), line,
                        column);
  }
  // pugixml turns Latin-1 and UTF-16 files into UTF-8 but takes UTF-8 as it is: check it.
  if (parsed.encoding == pugi::encoding_utf8) {
    if (Status st = CheckText(bytes); !st.ok()) return st.error();
  }
  pugi::xml_node root = doc.document_element();
  // The root is the puzzle, or holds one or more.
  std::vector<Result<CrosswordFile>> out;
  if (LocalName(root) == "rectangular-puzzle") {
    out.push_back(ReadJpzPuzzle(root, root));
  } else {
    for (pugi::xml_node c : root.children()) {
      if (c.type() == pugi::node_element && LocalName(c) == "rectangular-puzzle") {
        out.push_back(ReadJpzPuzzle(root, c));
      }
    }
  }
  if (out.empty()) {
    return Invalid(fmt::format(
        "the .jpz file has no <rectangular-puzzle> (its root is <{}>); is it a Crossword Compiler "
        "file?",
        root.name()));
  }
  return out;
}

Result<CrosswordFile> ReadJpz(std::string_view bytes) {
  Result<std::vector<Result<CrosswordFile>>> all = ReadJpzAll(bytes);
  if (!all.ok()) return all.error();
  return all->front();
}

namespace {

// One <rectangular-puzzle> of the file (`root`'s <applet-settings> may hold its title).
Result<CrosswordFile> ReadJpzPuzzle(const pugi::xml_node& root, const pugi::xml_node& puzzle) {
  pugi::xml_node crossword = Child(puzzle, "crossword");
  // A coded crossword (a codeword: each number stands for a letter, no clues) is its grid: the
  // runs as Across and Down lists without clues, the squares showing their code numbers.
  const bool coded = !crossword && Child(puzzle, "coded");
  if (coded) crossword = Child(puzzle, "coded");
  if (!crossword) {
    std::string kind = "none";
    for (pugi::xml_node c : puzzle.children()) {
      if (c.type() == pugi::node_element && LocalName(c) != "metadata" &&
          LocalName(c) != "instructions") {
        kind = std::string(LocalName(c));
        break;
      }
    }
    return Invalid(fmt::format(
        "the .jpz puzzle is not a crossword (it holds <{}>); puzzlesmith reads <crossword> "
        "puzzles",
        kind));
  }
  pugi::xml_node grid = Child(crossword, "grid");
  const int w = NumberOf(grid.attribute("width").value());
  const int h = NumberOf(grid.attribute("height").value());
  if (!grid || w < 1 || h < 1 || w > kMaxSide || h > kMaxSide) {
    return Invalid(fmt::format(
        "the .jpz file needs <grid width=\"W\" height=\"H\"> with sides 1..{}", kMaxSide));
  }
  CrosswordFile out;
  Squares& sq = out.squares;
  Grid<char> letters(w, h, kBlock);
  std::vector<bool> seen(static_cast<size_t>(w * h), false);
  std::map<int, std::pair<int, int>> file_numbers;
  Grid<int> number_at(w, h, 0);
  std::map<int, std::string> labels, colors;
  std::optional<int> first_unsolved;
  bool solved = false;
  for (pugi::xml_node cell : grid.children()) {
    if (cell.type() != pugi::node_element || LocalName(cell) != "cell") continue;
    const int x = NumberOf(cell.attribute("x").value()) - 1;
    const int y = NumberOf(cell.attribute("y").value()) - 1;
    if (x < 0 || y < 0 || x >= w || y >= h) {
      return Invalid(fmt::format(
          "a .jpz <cell x=\"{}\" y=\"{}\"> is outside the {}x{} grid (x and y count from 1)",
          cell.attribute("x").value(), cell.attribute("y").value(), w, h));
    }
    const int i = y * w + x;
    if (seen[static_cast<size_t>(i)]) {
      return Invalid(fmt::format("the .jpz grid gives the cell {} twice", CellName(x, y)));
    }
    seen[static_cast<size_t>(i)] = true;
    // A barred grid: bars on the cell's sides.
    for (const auto& [bar, side] :
         {std::pair{"top-bar", 'T'}, {"left-bar", 'L'}, {"right-bar", 'R'}, {"bottom-bar", 'B'}}) {
      if (LowerAscii(cell.attribute(bar).value()) == "true") AddBar(sq.bars, w, h, x, y, side);
    }
    const std::string type = LowerAscii(cell.attribute("type").value());
    if (type == "void") {
      sq.omitted.insert(i);
      continue;
    }
    if (type == "block" || type == "clue") continue;
    std::string solution = UpperAscii(cell.attribute("solution").value());
    if (solution.empty()) {
      // A puzzle without its answers ('?' squares), if no cell has one.
      if (!first_unsolved) first_unsolved = i;
      solution = "?";
    } else {
      solved = true;
    }
    if (!IsRebusText(solution)) {
      return Invalid(fmt::format(
          "the .jpz cell {} holds \"{}\"; puzzlesmith reads a letter A-Z, a digit or a sign ({}), "
          "or a rebus of 2 to 12 of them",
          CellName(x, y), cell.attribute("solution").value(), kSquareSigns));
    }
    letters.At(x, y) = solution[0];
    if (solution.size() > 1) sq.rebus[i] = solution;
    if (LowerAscii(cell.attribute("background-shape").value()) == "circle") sq.circled.insert(i);
    if (!White(cell.attribute("background-color").value())) {
      sq.shaded.insert(i);
      // A variety crossword keeps the colour instead.
      if (std::string c = NormalColor(cell.attribute("background-color").value()); !c.empty()) {
        colors[i] = c;
      }
    }
    if (const std::string label = cell.attribute("number").value();
        !label.empty() && label.size() <= 16) {
      labels[i] = label;
    }
    if (const int n = NumberOf(cell.attribute("number").value()); n > 0) {
      file_numbers[n] = {x, y};
      number_at.At(x, y) = n;
    }
  }
  if (first_unsolved && solved) {
    return Invalid(fmt::format(
        "the .jpz cell {} has no solution while others have theirs; puzzlesmith needs every "
        "answer, or none",
        CellName(*first_unsolved % w, *first_unsolved / w)));
  }
  if (first_unsolved) sq.unknown = "none";
  // Cells the grid does not list are no part of the puzzle, as "void" cells are.
  for (int i = 0; i < w * h; ++i) {
    if (!seen[static_cast<size_t>(i)]) sq.omitted.insert(i);
  }
  DropIdleBars(sq.bars, letters);
  std::map<std::string, std::vector<std::pair<int, int>>> words;
  size_t word_cells = 0;
  for (pugi::xml_node word : crossword.children()) {
    if (word.type() == pugi::node_element && LocalName(word) == "word") {
      auto& cells = words[word.attribute("id").value()];
      cells = WordCells(word, static_cast<size_t>(w * h));
      word_cells += cells.size();
      if (word_cells > static_cast<size_t>(16 * w * h + 4096)) {
        return Invalid("the .jpz words pass more squares than a puzzle of this size can have");
      }
    }
  }
  // A variety crossword: a clue list that is neither Across nor Down, or words that do not run
  // straight (the reading of the runs below fails, and every clue has its word).
  bool variety = false, all_words = true;
  for (pugi::xml_node list : crossword.children()) {
    if (list.type() != pugi::node_element || LocalName(list) != "clues") continue;
    const std::string lower = LowerAscii(TextOf(Child(list, "title"), false));
    if (lower.find("across") == std::string::npos && lower.find("down") == std::string::npos) {
      variety = true;
    }
    for (pugi::xml_node clue : list.children()) {
      if (clue.type() == pugi::node_element && LocalName(clue) == "clue") {
        all_words = all_words && words.count(clue.attribute("word").value()) > 0;
      }
    }
  }
  auto read_variety = [&]() -> Result<Crossword> {
    std::vector<ListedClues> lists;
    for (pugi::xml_node list : crossword.children()) {
      if (list.type() != pugi::node_element || LocalName(list) != "clues") continue;
      ListedClues named{TextOf(Child(list, "title"), false), {}};
      for (pugi::xml_node clue : list.children()) {
        if (clue.type() != pugi::node_element || LocalName(clue) != "clue") continue;
        ListedClue c{clue.attribute("number").value(), ClueText(clue), {}};
        auto it = words.find(clue.attribute("word").value());
        if (it == words.end()) {
          return Invalid(
              fmt::format("clue {} in \"{}\" has no word (its squares)", c.label, named.name));
        }
        for (const auto& [x, y] : it->second) {
          if (x < 0 || y < 0 || x >= w || y >= h) {
            return Invalid(fmt::format("the word of clue {} in \"{}\" leaves the {}x{} grid",
                                       c.label, named.name, w, h));
          }
          c.cells.push_back(y * w + x);
        }
        named.clues.push_back(std::move(c));
      }
      lists.push_back(std::move(named));
    }
    return FromLists(letters, lists);
  };
  auto read_runs = [&]() -> Result<Crossword> {
    Result<Crossword> g = FromLetters(letters, sq.bars);
    if (!g.ok()) return g.error();
    const std::map<int, std::pair<int, int>> standard = NumberCells(*g);
    for (pugi::xml_node list : crossword.children()) {
      if (list.type() != pugi::node_element || LocalName(list) != "clues") continue;
      const std::string title = TextOf(Child(list, "title"), false);
      const std::string lower = LowerAscii(title);
      std::optional<Direction> list_dir;
      if (lower.find("across") != std::string::npos) list_dir = Direction::kAcross;
      if (lower.find("down") != std::string::npos) list_dir = Direction::kDown;
      for (pugi::xml_node clue : list.children()) {
        if (clue.type() != pugi::node_element || LocalName(clue) != "clue") continue;
        const std::string number_text = clue.attribute("number").value();
        const int number = NumberOf(number_text);
        const std::string word_id = clue.attribute("word").value();
        const std::string name = fmt::format("clue {} in \"{}\"", number_text, title);
        std::optional<std::pair<int, int>> start;
        std::optional<Direction> dir = list_dir;
        if (auto it = words.find(word_id); it != words.end() && !it->second.empty()) {
          const auto& cells = it->second;
          start = cells.front();
          if (cells.size() >= 2) {
            dir = cells[1].second == cells[0].second ? Direction::kAcross : Direction::kDown;
          }
          for (size_t k = 1; k < cells.size(); ++k) {
            const bool next = *dir == Direction::kAcross
                                  ? cells[k] == std::pair{cells[k - 1].first + 1, cells[0].second}
                                  : cells[k] == std::pair{cells[0].first, cells[k - 1].second + 1};
            if (!next) {
              return Invalid(fmt::format(
                  "the word of {} does not run straight across or down from {} (a variety "
                  "puzzle?); puzzlesmith reads standard crosswords",
                  name, CellName(start->first, start->second)));
            }
          }
        } else if (!word_id.empty()) {
          return Invalid(
              fmt::format("{} refers to word {}, which the file does not define", name, word_id));
        } else if (number > 0) {
          // No word: the cell that carries the number (or, without numbers, the standard one).
          if (auto n = file_numbers.find(number); n != file_numbers.end()) {
            start = n->second;
          } else if (file_numbers.empty()) {
            if (auto s = standard.find(number); s != standard.end()) start = s->second;
          }
        }
        if (!dir) {
          return Invalid(fmt::format(
              "{}: puzzlesmith reads clue lists titled Across and Down, and clues whose word runs "
              "across or down",
              name));
        }
        Entry* e = start ? FindEntry(*g, start->first, start->second, *dir) : nullptr;
        if (e == nullptr) {
          return Invalid(fmt::format(
              "{} has no entry in the grid{}", name,
              start ? fmt::format(" (its word starts at {})", CellName(start->first, start->second))
                    : ""));
        }
        if (const int at = number_at.At(e->x, e->y); number > 0 && at > 0 && at != number) {
          return Invalid(fmt::format("{} is numbered {} but its word starts at {}, numbered {}",
                                     name, number, CellName(e->x, e->y), at));
        }
        e->clue = ClueText(clue);
      }
    }
    return g;
  };
  auto read_coded = [&]() -> Result<Crossword> {
    Result<Crossword> runs = FromLetters(letters, sq.bars);
    if (!runs.ok()) return runs.error();
    std::vector<ListedClues> lists = {{"Across", {}}, {"Down", {}}};
    for (const Entry& e : runs->entries) {
      lists[e.dir == Direction::kDown ? 1 : 0].clues.push_back({"", "", EntryCells(*runs, e)});
    }
    return FromLists(letters, lists);
  };
  Result<Crossword> g = coded ? read_coded() : variety ? read_variety() : read_runs();
  if (!coded && !variety && all_words && !words.empty()) {
    // Words that are not the grid's runs, or not numbered as the runs are (a variety whose lists
    // are named Across and Down, as the writer gives a coded grid's): a variety; the runs wrongly
    // numbered: the error stands.
    Result<Crossword> lists = read_variety();
    if (!lists.ok() ? !g.ok() : !AreTheRuns(*lists, letters, sq.bars)) {
      g = std::move(lists);
      variety = true;
    }
  }
  if (!g.ok()) return g.error();
  if (coded || variety) {
    // What a variety crossword keeps instead: the squares' labels and colours.
    sq.labels = labels;
    sq.colors = colors;
    for (const auto& [i, color] : colors) sq.shaded.erase(i);
  }
  pugi::xml_node meta = Child(puzzle, "metadata");
  pugi::xml_node applet = Child(root, "applet-settings");
  auto field = [&](const char* name) {
    std::string v = TextOf(Child(meta, name), false);
    if (v.empty() && applet) v = TextOf(Child(applet, name), false);
    return v;
  };
  out.meta.title = field("title");
  out.meta.author = field("creator");
  out.meta.editor = field("editor");
  out.meta.copyright = field("copyright");
  out.meta.publisher = field("publisher");
  out.meta.notes = TextOf(Child(meta, "description"), true);
  out.meta.intro = TextOf(Child(puzzle, "instructions"), true);
  out.grid = std::move(*g);
  if (Status st = CheckSquares(out); !st.ok()) return st.error();
  if (Status st = TakeWords(out); !st.ok()) return st.error();
  return out;
}

}  // namespace

}  // namespace ps::crossword
