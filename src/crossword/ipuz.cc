// The ipuz format (crossword kind, v2 specification): write, read, and read a block pattern.
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
// ipuz

namespace {

// Text for ipuz's HTML fields (clues, notes, intro): &, < and > as entities.
std::string EscapeHtml(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '&') {
      out += "&amp;";
    } else if (c == '<') {
      out += "&lt;";
    } else if (c == '>') {
      out += "&gt;";
    } else {
      out += c;
    }
  }
  return out;
}

// Several lines of text as ipuz HTML: escaped, the line breaks as <br>.
std::string HtmlLines(std::string_view s) {
  std::string out;
  for (char c : EscapeHtml(s)) {
    if (c == '\n') {
      out += "<br>";
    } else if (c != '\r') {
      out += c;
    }
  }
  return out;
}

}  // namespace

std::string WriteIpuz(const CrosswordFile& f) {
  const Crossword& g = f.grid;
  Result<Grid<char>> letters = Letters(g);
  PS_CHECK(letters.ok());
  json j;
  j["version"] = "http://ipuz.org/v2";
  j["kind"] = json::array({f.squares.diagramless ? "http://ipuz.org/crossword/diagramless#1"
                                                 : "http://ipuz.org/crossword#1"});
  j["origin"] = "puzzlesmith";
  if (!f.meta.title.empty()) j["title"] = EscapeHtml(f.meta.title);
  if (!f.meta.author.empty()) j["author"] = EscapeHtml(f.meta.author);
  if (!f.meta.copyright.empty()) j["copyright"] = EscapeHtml(f.meta.copyright);
  if (const std::string notes = NotesText(f.meta); !notes.empty()) j["notes"] = HtmlLines(notes);
  if (!f.meta.intro.empty()) j["intro"] = HtmlLines(f.meta.intro);
  if (!f.meta.editor.empty()) j["editor"] = EscapeHtml(f.meta.editor);
  if (!f.meta.publisher.empty()) j["publisher"] = EscapeHtml(f.meta.publisher);
  if (!f.meta.date.empty()) j["date"] = f.meta.date;
  if (!f.meta.difficulty.empty()) j["difficulty"] = f.meta.difficulty;
  j["dimensions"] = {{"width", g.width}, {"height", g.height}};
  j["block"] = "#";
  j["empty"] = 0;
  const bool variety = IsVariety(g);
  Grid<int> numbers(g.width, g.height, 0);
  for (const Entry& e : g.entries) numbers.At(e.x, e.y) = e.number;
  json puzzle = json::array(), solution = json::array();
  for (int y = 0; y < g.height; ++y) {
    json prow = json::array(), srow = json::array();
    for (int x = 0; x < g.width; ++x) {
      const char c = letters->At(x, y);
      const int i = y * g.width + x;
      if (f.squares.omitted.count(i)) {
        prow.push_back(nullptr);
        srow.push_back(nullptr);
      } else if (c == kBlock) {
        prow.push_back("#");
        srow.push_back("#");
      } else {
        json style = json::object();
        if (f.squares.circled.count(i)) style["shapebg"] = "circle";
        if (f.squares.shaded.count(i)) style["highlight"] = true;
        std::string barred;
        if (f.squares.bars.top.count(i)) barred += 'T';
        if (f.squares.bars.left.count(i)) barred += 'L';
        if (!barred.empty()) style["barred"] = barred;
        // A variety crossword's squares show their labels, and keep their colours.
        json shown = numbers.At(x, y);
        if (variety) {
          auto label = f.squares.labels.find(i);
          shown = label == f.squares.labels.end() ? json(0) : json(label->second);
          if (auto color = f.squares.colors.find(i); color != f.squares.colors.end()) {
            style["color"] = color->second.substr(1);
          }
        }
        if (style.empty()) {
          prow.push_back(std::move(shown));
        } else {
          prow.push_back({{"cell", std::move(shown)}, {"style", std::move(style)}});
        }
        auto rebus = f.squares.rebus.find(i);
        srow.push_back(rebus != f.squares.rebus.end() ? rebus->second : std::string(1, c));
      }
    }
    puzzle.push_back(std::move(prow));
    solution.push_back(std::move(srow));
  }
  j["puzzle"] = std::move(puzzle);
  if (f.squares.unknown.empty()) j["solution"] = std::move(solution);
  json across = json::array(), down = json::array();
  for (const Entry& e : g.entries) {
    (e.dir == Direction::kAcross ? across : down)
        .push_back(json::array({e.number, EscapeHtml(e.clue)}));
  }
  if (variety) {
    // The lists in their order: an ordered object (nlohmann's json sorts its keys).
    nlohmann::ordered_json o =
        nlohmann::ordered_json::parse(j.dump(-1, ' ', false, json::error_handler_t::replace));
    nlohmann::ordered_json clues = IpuzListsJson(f);
    for (auto& [name, list] : clues.items()) {
      for (auto& c : list) c["clue"] = EscapeHtml(c["clue"].get<std::string>());
    }
    o["clues"] = std::move(clues);
    return o.dump(1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
  }
  j["clues"] = {{"Across", std::move(across)}, {"Down", std::move(down)}};
  return j.dump(1, ' ', false, json::error_handler_t::replace) + "\n";
}

// The JSON inside ipuz's JSONP wrapper "ipuz({...})", or the text as it is.
std::string_view StripJsonp(std::string_view text) {
  const size_t start = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  if (start == std::string_view::npos || text.compare(start, 5, "ipuz(") != 0) return text;
  size_t end = text.find_last_not_of(" \t\r\n;");
  if (end == std::string_view::npos || text[end] != ')') return text;
  return text.substr(start + 5, end - start - 5);
}

namespace {

// The grid size and the block string of an ipuz file, checked.
struct IpuzShape {
  int width = 0;
  int height = 0;
  std::string block = "#";
};

Result<IpuzShape> ReadIpuzShape(const json& j) {
  auto dims = j.find("dimensions");
  if (dims == j.end() || !dims->is_object() || !dims->contains("width") ||
      !dims->contains("height") || !(*dims)["width"].is_number_integer() ||
      !(*dims)["height"].is_number_integer()) {
    return Invalid("the ipuz file needs \"dimensions\": {\"width\": W, \"height\": H}");
  }
  IpuzShape shape;
  shape.width = (*dims)["width"].get<int>();
  shape.height = (*dims)["height"].get<int>();
  if (shape.width < 1 || shape.height < 1 || shape.width > kMaxSide || shape.height > kMaxSide) {
    return Invalid(fmt::format("ipuz dimensions {}x{} are outside 1..{}", shape.width, shape.height,
                               kMaxSide));
  }
  if (auto b = j.find("block"); b != j.end() && b->is_string()) shape.block = b->get<std::string>();
  return shape;
}

// A cell of an ipuz "solution": the letter, kBlock, or 0 when the cell has no answer; a rebus
// (several letters) in `rebus`.
Result<char> IpuzSolutionCell(const json& v, const std::string& block, int x, int y,
                              std::string& rebus) {
  rebus.clear();
  const json* value = &v;
  if (v.is_object()) {
    auto it = v.find("value");
    if (it == v.end()) it = v.find("cell");
    if (it == v.end()) return char{0};
    value = &*it;
  }
  if (value->is_null()) return kBlock;
  if (value->is_number()) return char{0};
  if (!value->is_string()) {
    return InvalidInput(
        fmt::format("solution cell {} is neither a letter nor a block", CellName(x, y)));
  }
  const std::string s = value->get<std::string>();
  if (s == block || s == "#") return kBlock;
  if (s.empty()) return char{0};
  if (s.size() == 1 && std::isalpha(static_cast<unsigned char>(s[0]))) {
    return static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  }
  const std::string upper = UpperAscii(s);
  if (IsRebusText(upper)) {
    if (upper.size() > 1) rebus = upper;
    return upper[0];
  }
  return InvalidInput(fmt::format(
      "solution cell {} holds \"{}\"; puzzlesmith reads a letter, a digit or a sign ({}), or a "
      "rebus of 2 to 12 of them",
      CellName(x, y), s, kSquareSigns));
}

}  // namespace

// Clue text from ipuz's HTML subset, as a person reads it: tags dropped (<br> a space), the
// common entities decoded.
std::string formats_detail::PlainClue(std::string_view html) {
  std::string out;
  for (size_t i = 0; i < html.size(); ++i) {
    const char c = html[i];
    if (c == '<') {
      const size_t close = html.find('>', i);
      if (close == std::string_view::npos) {
        out += html.substr(i);
        break;
      }
      std::string tag = LowerAscii(std::string(html.substr(i + 1, close - i - 1)));
      if (tag.rfind("br", 0) == 0) out += ' ';
      i = close;
    } else if (c == '&') {
      static const std::pair<std::string_view, std::string_view> kEntities[] = {
          {"&amp;", "&"},         {"&lt;", "<"},         {"&gt;", ">"},
          {"&quot;", "\""},       {"&apos;", "'"},       {"&#39;", "'"},
          {"&nbsp;", " "},        {"&mdash;", "\u2014"}, {"&ndash;", "\u2013"},
          {"&hellip;", "\u2026"}, {"&rsquo;", "\u2019"}, {"&lsquo;", "\u2018"},
          {"&ldquo;", "\u201c"},  {"&rdquo;", "\u201d"}};
      bool done = false;
      for (const auto& [name, text] : kEntities) {
        if (html.substr(i, name.size()) == name) {
          out += text;
          i += name.size() - 1;
          done = true;
          break;
        }
      }
      if (!done) out += c;
    } else {
      out += c;
    }
  }
  return out;
}

namespace {

// The square styles puzzlesmith keeps: a circle ("shapebg": "circle") and shading
// ("highlight": true, or a background colour, also given in `color`). `styles` holds the file's
// named styles.
void ReadStyle(const json& cell, const json& styles, bool& circled, bool& shaded,
               std::string& color) {
  circled = shaded = false;
  color.clear();
  if (!cell.is_object()) return;
  auto it = cell.find("style");
  if (it == cell.end()) return;
  const json* style = &*it;
  if (style->is_string() && styles.is_object()) {
    auto named = styles.find(style->get<std::string>());
    if (named == styles.end()) return;
    style = &*named;
  }
  if (!style->is_object()) return;
  if (auto s = style->find("shapebg"); s != style->end() && s->is_string()) {
    circled = s->get<std::string>() == "circle";
  }
  if (auto hl = style->find("highlight"); hl != style->end() && hl->is_boolean()) {
    shaded = hl->get<bool>();
  }
  if (auto c = style->find("color"); c != style->end() && c->is_string()) {
    shaded = true;
    color = c->get<std::string>();
  }
}

// A number in an ipuz file (an integer or a string of digits), or -1.
int IpuzNumberValue(const json& n) {
  if (n.is_number_integer()) return n.get<int>();
  if (n.is_string()) {
    const std::string s = n.get<std::string>();
    if (s.empty() || s.size() > 6) return -1;
    int v = 0;
    for (char c : s) {
      if (c < '0' || c > '9') return -1;
      v = v * 10 + (c - '0');
    }
    return v;
  }
  return -1;
}

}  // namespace

// A clue's number: a number, or "2-3" (the first crossword, 1913, numbers both ends of each word:
// the clue starts at the first), else -1.
int formats_detail::IpuzClueNumber(const json& n) {
  const int v = IpuzNumberValue(n);
  if (v >= 0 || !n.is_string()) return v;
  const std::string s = n.get<std::string>();
  const size_t dash = s.find('-');
  if (dash == std::string::npos || dash == 0 || dash + 1 >= s.size()) return -1;
  if (IpuzNumberValue(json(s.substr(dash + 1))) < 0) return -1;
  return IpuzNumberValue(json(s.substr(0, dash)));
}

std::string formats_detail::IpuzClueText(const json& c) {
  if (c.is_array() && c.size() >= 2 && c[1].is_string()) return PlainClue(c[1].get<std::string>());
  if (c.is_string()) return PlainClue(c.get<std::string>());
  if (!c.is_object()) return "";
  std::string clue = PlainClue(OptString(c, "clue"));
  // An enumeration shown after the clue, as printed puzzles do: "(4,3)".
  if (auto en = c.find("enumeration"); en != c.end()) {
    std::string e = en->is_string()           ? en->get<std::string>()
                    : en->is_number_integer() ? std::to_string(en->get<int>())
                                              : "";
    if (!e.empty() && clue.find("(" + e + ")") == std::string::npos) clue += " (" + e + ")";
  }
  return clue;
}

namespace {

// The number in an ipuz "puzzle" cell, or 0; true in `block` when the cell is a block or omitted.
int IpuzNumber(const json& v, const std::string& block_text, bool& block) {
  const json* value = &v;
  block = false;
  if (v.is_object()) {
    auto it = v.find("cell");
    if (it == v.end()) return 0;
    value = &*it;
  }
  block = value->is_null() ||
          (value->is_string() && (*value == block_text || *value == std::string("#")));
  return block ? 0 : std::max(0, IpuzNumberValue(*value));
}

// Notes and intro from ipuz's HTML subset: <br> and <p> as line breaks, other tags dropped.
std::string PlainNotes(const std::string& html) {
  std::string text;
  for (size_t i = 0; i < html.size(); ++i) {
    if (html[i] == '<') {
      const size_t close = html.find('>', i);
      if (close != std::string::npos) {
        const std::string tag = LowerAscii(html.substr(i + 1, close - i - 1));
        if (tag.rfind("br", 0) == 0 || tag == "p" || tag == "/p") {
          text += "<br>";
          i = close;
          continue;
        }
      }
    }
    text += html[i];
  }
  // Now every line break is "<br>": decode the rest as a clue, then split.
  std::string out;
  size_t at = 0;
  while (true) {
    const size_t br = text.find("<br>", at);
    out += PlainClue(text.substr(at, br == std::string::npos ? br : br - at));
    if (br == std::string::npos) break;
    out += '\n';
    at = br + 4;
  }
  // Paragraph tags at the ends leave line breaks there.
  const size_t first = out.find_first_not_of('\n');
  if (first == std::string::npos) return "";
  return out.substr(first, out.find_last_not_of('\n') - first + 1);
}

}  // namespace

Result<std::vector<Result<CrosswordFile>>> ReadIpuzAll(std::string_view text) {
  Result<json> parsed = ParseJson(StripJsonp(text), "ipuz file");
  if (!parsed.ok()) return parsed.error();
  std::vector<Result<CrosswordFile>> out;
  if (!parsed->is_array()) {
    out.push_back(ReadIpuz(text));
    return out;
  }
  // Several puzzles: a JSON array of ipuz objects.
  for (const json& one : *parsed) {
    if (!one.is_object()) {
      out.push_back(
          Invalid(fmt::format("an ipuz puzzle is a JSON object, not {}", one.type_name())));
    } else {
      out.push_back(ReadIpuz(one.dump()));
    }
  }
  if (out.empty()) return Invalid("the ipuz file is an empty list; it holds no puzzle");
  return out;
}

namespace {
Result<Crossword> ReadIpuzRuns(const json& clues, const Grid<char>& letters, const Squares& squares,
                               std::map<int, std::pair<int, int>> file_numbers, bool diagramless);
}  // namespace

Result<CrosswordFile> ReadIpuz(std::string_view text) {
  Result<json> parsed = ParseJson(StripJsonp(text), "ipuz file");
  if (!parsed.ok()) return parsed.error();
  const json& j = *parsed;
  if (j.is_array()) {
    // A list of puzzles: the first.
    Result<std::vector<Result<CrosswordFile>>> all = ReadIpuzAll(text);
    if (!all.ok()) return all.error();
    return all->front();
  }
  if (!j.is_object()) return Invalid("an ipuz file is a JSON object");
  bool crossword = false, diagramless = false;
  if (auto k = j.find("kind"); k != j.end() && k->is_array()) {
    for (const json& s : *k) {
      if (s.is_string() && s.get<std::string>().find("ipuz.org/crossword") != std::string::npos) {
        crossword = true;
        diagramless = diagramless || s.get<std::string>().find("diagramless") != std::string::npos;
      }
    }
  }
  if (!crossword) {
    return Invalid("not an ipuz crossword: \"kind\" names no http://ipuz.org/crossword kind");
  }
  Result<IpuzShape> shape = ReadIpuzShape(j);
  if (!shape.ok()) return shape.error();
  const int w = shape->width, h = shape->height;
  const std::string& block = shape->block;
  const json* puzzle = nullptr;
  if (auto p = j.find("puzzle"); p != j.end() && p->is_array()) puzzle = &*p;
  const json* sol = nullptr;
  if (auto s = j.find("solution"); s != j.end() && s->is_array()) sol = &*s;
  // No solution: a puzzle without its answers ('?' in every square of the "puzzle" grid), played
  // without check and reveal.
  json made;
  if (sol == nullptr && puzzle != nullptr) {
    made = *puzzle;
    for (json& row : made) {
      if (!row.is_array()) continue;
      for (json& cell : row) {
        bool is_block = false;
        IpuzNumber(cell, block, is_block);
        cell = cell.is_null() ? json() : is_block ? json("#") : json("?");
      }
    }
    sol = &made;
  }
  if (sol == nullptr) {
    return Invalid("the ipuz file has neither \"solution\" nor \"puzzle\": it holds no grid");
  }
  auto row_ok = [&](const json& rows) {
    if (rows.size() != static_cast<size_t>(h)) return false;
    return std::all_of(rows.begin(), rows.end(), [&](const json& r) {
      return r.is_array() && r.size() == static_cast<size_t>(w);
    });
  };
  if (!row_ok(*sol))
    return Invalid(fmt::format("the ipuz \"solution\" is not {} rows of {} cells", h, w));
  if (puzzle != nullptr && !row_ok(*puzzle)) {
    return Invalid(fmt::format("the ipuz \"puzzle\" is not {} rows of {} cells", h, w));
  }
  Grid<char> letters(w, h, kBlock);
  Squares squares;
  squares.diagramless = diagramless;
  if (sol == &made) squares.unknown = "none";
  const json styles = j.value("styles", json::object());
  std::map<int, std::pair<int, int>> file_numbers;
  std::map<int, std::string> labels, colors;
  std::set<int> by_color;  // shaded by a colour alone
  // Squares by what they show (a number, a corner mark, a given letter), for clues that name
  // their squares so ("8-9", "F-7").
  std::map<std::string, std::pair<int, int>> shown_at;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const int i = y * w + x;
      const json& scell = (*sol)[static_cast<size_t>(y)][static_cast<size_t>(x)];
      std::string rebus;
      Result<char> c = IpuzSolutionCell(scell, block, x, y, rebus);
      if (!c.ok()) return c.error();
      bool is_block = false, omitted = false;
      int number = 0;
      std::string corner_mark;  // the square's corner mark, the first by corner (TL first)
      if (puzzle != nullptr) {
        const json& pcell = (*puzzle)[static_cast<size_t>(y)][static_cast<size_t>(x)];
        number = IpuzNumber(pcell, block, is_block);
        omitted = pcell.is_null() ||
                  (pcell.is_object() && pcell.contains("cell") && pcell["cell"].is_null());
        if (pcell.is_object() && pcell.contains("style")) {
          const json& st = pcell["style"];
          const json* named = &st;
          if (st.is_string() && styles.contains(st.get<std::string>())) {
            named = &styles[st.get<std::string>()];
          }
          // A barred grid: "barred": "TL" puts bars on the square's top and left sides (T, R, B
          // and L, as the ipuz specification has them).
          if (auto bar = named->is_object() ? named->find("barred") : named->end();
              named->is_object() && bar != named->end() && bar->is_string()) {
            for (char side : bar->get<std::string>()) AddBar(squares.bars, w, h, x, y, side);
          }
          // "mark": {"TR": "L1"}: text in a corner of the square (a heart's label).
          if (auto marks = named->is_object() ? named->find("mark") : named->end();
              named->is_object() && marks != named->end() && marks->is_object()) {
            for (const char* corner : {"TL", "T", "TR", "L", "C", "R", "BL", "B", "BR"}) {
              if (auto m = marks->find(corner); corner_mark.empty() && m != marks->end() &&
                                                m->is_string() && m->get<std::string>() != "0") {
                corner_mark = m->get<std::string>();
              }
            }
          }
        }
        bool circled = false, shaded = false;
        std::string color;
        ReadStyle(pcell, styles, circled, shaded, color);
        if (!is_block && circled) squares.circled.insert(i);
        if (!is_block && shaded) squares.shaded.insert(i);
        // What a variety crossword keeps instead: the colour, and the label the square shows.
        if (!is_block && !color.empty()) {
          if (std::string hex = NormalColor(color); !hex.empty()) colors[i] = hex;
          if (!pcell["style"].is_object() || !pcell["style"].value("highlight", false)) {
            by_color.insert(i);
          }
        }
        const json& shown = pcell.is_object() ? pcell.value("cell", json()) : pcell;
        if (!is_block && (shown.is_string() || (shown.is_number_integer() && shown != 0))) {
          std::string label = shown.is_string() ? shown.get<std::string>() : shown.dump();
          if (!label.empty() && label != "0" && label.size() <= 16) labels[i] = label;
        }
        // A corner mark is the square's label when it shows none other (written back as its
        // label, in `cell`).
        if (!is_block && !labels.count(i) && !corner_mark.empty() && corner_mark.size() <= 16) {
          labels[i] = corner_mark;
        }
      } else {
        omitted = scell.is_null();
      }
      if (*c == 0 && !is_block) {
        return Invalid(fmt::format("the ipuz solution has no letter at {}", CellName(x, y)));
      }
      letters.At(x, y) = is_block ? kBlock : *c;
      if (is_block && omitted) squares.omitted.insert(i);
      if (!is_block && !rebus.empty()) squares.rebus[i] = rebus;
      if (number > 0 && !is_block) {
        file_numbers[number] = {x, y};
        shown_at.emplace(std::to_string(number), std::pair{x, y});
      }
      if (puzzle != nullptr && !is_block) {
        const json& pcell = (*puzzle)[static_cast<size_t>(y)][static_cast<size_t>(x)];
        const json style = pcell.is_object() ? pcell.value("style", json()) : json();
        if (style.is_object() && style.contains("mark") && style["mark"].is_object()) {
          for (const auto& [corner, mark] : style["mark"].items()) {
            if (mark.is_string()) shown_at.emplace(mark.get<std::string>(), std::pair{x, y});
          }
        }
        if (pcell.is_object() && pcell.contains("value") && pcell["value"].is_string()) {
          shown_at.emplace(pcell["value"].get<std::string>(), std::pair{x, y});
        }
      }
    }
  }
  DropIdleBars(squares.bars, letters);
  const json no_clues = json::object();
  auto clues_it = j.find("clues");
  const json& clues = clues_it != j.end() ? *clues_it : no_clues;
  if (!clues.is_object()) return Invalid("the ipuz \"clues\" is not an object");
  // A variety crossword: clue lists other than Across and Down, or clues whose squares are not
  // the grid's runs: the standard reading fails, or every clue gives its squares and they are not
  // the numbered runs (a word that bends, or a coded grid's entries without numbers, as the
  // writer gives a variety whose lists are named Across and Down).
  bool variety = false, all_cells = !clues.empty();
  for (const auto& [key, list] : clues.items()) {
    variety = variety || !IsAcrossDownName(key);
    if (!list.is_array()) continue;
    for (const json& c : list) all_cells = all_cells && c.is_object() && c.contains("cells");
  }
  auto read_lists = [&]() -> Result<Crossword> {
    Result<std::vector<ListedClues>> lists =
        ReadIpuzLists(text, clues, letters, squares.bars, shown_at);
    if (!lists.ok()) return lists.error();
    return FromLists(letters, *lists);
  };
  Result<Crossword> g =
      variety ? read_lists() : ReadIpuzRuns(clues, letters, squares, file_numbers, diagramless);
  if (!variety && (!g.ok() || all_cells)) {
    // Read as lists when they are not the runs; when the runs fail and the lists too, the runs'
    // error stands unless every clue gave its squares.
    Result<Crossword> lists = read_lists();
    if ((lists.ok() && !AreTheRuns(*lists, letters, squares.bars)) ||
        (!g.ok() && !lists.ok() && all_cells)) {
      g = std::move(lists);
      variety = true;
    }
  }
  if (variety) {
    // What a variety crossword keeps instead: the squares' labels and colours.
    squares.labels = labels;
    squares.colors = colors;
    for (int i : by_color) squares.shaded.erase(i);
  }
  if (!g.ok()) return g.error();
  CrosswordFile out;
  out.grid = std::move(*g);
  out.meta.title = PlainClue(OptString(j, "title"));
  out.meta.author = PlainClue(OptString(j, "author"));
  out.meta.copyright = PlainClue(OptString(j, "copyright"));
  out.meta.notes = PlainNotes(OptString(j, "notes"));
  out.meta.editor = PlainClue(OptString(j, "editor"));
  out.meta.publisher = PlainClue(OptString(j, "publisher"));
  out.meta.date = OptString(j, "date");
  out.meta.difficulty = OptString(j, "difficulty");
  out.meta.intro = PlainNotes(OptString(j, "intro"));
  out.squares = std::move(squares);
  if (Status st = CheckSquares(out); !st.ok()) return st.error();
  if (Status st = TakeWords(out); !st.ok()) return st.error();
  return out;
}

namespace {

// An Across/Down ipuz crossword: the grid's runs, the clues placed on them.
Result<Crossword> ReadIpuzRuns(const json& clues, const Grid<char>& letters, const Squares& squares,
                               std::map<int, std::pair<int, int>> file_numbers, bool diagramless) {
  Result<Crossword> g = FromLetters(letters, squares.bars);
  if (!g.ok()) return g.error();
  const std::map<int, std::pair<int, int>> standard = NumberCells(*g);
  // A diagramless file may number its "puzzle" grid for show, not at the entries' first cells:
  // then its clues follow the standard numbering of the answers.
  if (diagramless) {
    for (const auto& [n, cell] : file_numbers) {
      if (FindEntry(*g, cell.first, cell.second, Direction::kAcross) == nullptr &&
          FindEntry(*g, cell.first, cell.second, Direction::kDown) == nullptr) {
        file_numbers.clear();
        break;
      }
    }
  }
  {
    for (const auto& [key, list] : clues.items()) {
      const std::string dir_name = LowerAscii(key.substr(0, key.find(':')));
      const Direction d = dir_name == "across" ? Direction::kAcross : Direction::kDown;
      if (!list.is_array())
        return Invalid(fmt::format("ipuz clue list \"{}\" is not an array", key));
      for (const json& c : list) {
        int number = -1;
        std::string clue;
        if (c.is_array() && c.size() >= 2 && c[1].is_string()) {
          number = IpuzClueNumber(c[0]);
          clue = IpuzClueText(c);
        } else if (c.is_object()) {
          if (auto n = c.find("number"); n != c.end()) number = IpuzClueNumber(*n);
          clue = IpuzClueText(c);
        }
        // The clue's own cells ([x, y], counted from 1 as the spec has it, or from 0 as some
        // writers do), for a clue whose number is no number ("2-3", a bullet) or names no cell.
        std::optional<std::pair<int, int>> by_cells;
        if (auto cells = c.find("cells");
            c.is_object() && cells != c.end() && cells->is_array() && !cells->empty()) {
          const json& first = cells->front();
          if (first.is_array() && first.size() == 2 && first[0].is_number_integer() &&
              first[1].is_number_integer()) {
            const int x = first[0].get<int>(), y = first[1].get<int>();
            for (int base : {1, 0}) {
              if (!by_cells && FindEntry(*g, x - base, y - base, d) != nullptr) {
                by_cells = std::pair{x - base, y - base};
              }
            }
          }
        }
        if (number < 0 && !by_cells) {
          return Invalid(
              fmt::format("a clue in \"{}\" has no number: {}", key, c.dump().substr(0, 80)));
        }
        // The file's own numbers place the clue; without them, the standard numbering.
        std::optional<std::pair<int, int>> start;
        if (auto it = file_numbers.find(number); it != file_numbers.end()) {
          start = it->second;
        } else if (file_numbers.empty()) {
          if (auto it2 = standard.find(number); it2 != standard.end()) start = it2->second;
        }
        if (by_cells && (!start || FindEntry(*g, start->first, start->second, d) == nullptr)) {
          start = by_cells;
        }
        Entry* e = start ? FindEntry(*g, start->first, start->second, d) : nullptr;
        if (e == nullptr) {
          return Invalid(fmt::format("clue {} {} has no entry in the grid", number, key));
        }
        e->clue = clue;
      }
    }
  }
  return g;
}

}  // namespace

Result<Grid<char>> ReadIpuzPattern(std::string_view text) {
  Result<json> parsed = ParseJson(StripJsonp(text), "ipuz file");
  if (!parsed.ok()) return parsed.error();
  const json& j = *parsed;
  if (!j.is_object()) return Invalid("an ipuz file is a JSON object");
  Result<IpuzShape> shape = ReadIpuzShape(j);
  if (!shape.ok()) return shape.error();
  const int w = shape->width, h = shape->height;
  const std::string& block = shape->block;
  auto rows_of = [&](const char* key) -> Result<const json*> {
    auto it = j.find(key);
    if (it == j.end()) return static_cast<const json*>(nullptr);
    bool ok = it->is_array() && it->size() == static_cast<size_t>(h) &&
              std::all_of(it->begin(), it->end(), [&](const json& r) {
                return r.is_array() && r.size() == static_cast<size_t>(w);
              });
    if (!ok) return Invalid(fmt::format("the ipuz \"{}\" is not {} rows of {} cells", key, h, w));
    return &*it;
  };
  Result<const json*> puzzle = rows_of("puzzle");
  if (!puzzle.ok()) return puzzle.error();
  Result<const json*> solution = rows_of("solution");
  if (!solution.ok()) return solution.error();
  if (*puzzle == nullptr && *solution == nullptr) {
    return Invalid("the ipuz file has neither \"puzzle\" nor \"solution\": no grid to fill");
  }
  // A letter given in a cell value ("A", {"value": "A"}), or 0.
  auto given = [&](const json& v) -> char {
    const json* value = &v;
    if (v.is_object()) {
      auto it = v.find("value");
      if (it == v.end()) return 0;
      value = &*it;
    }
    if (!value->is_string()) return 0;
    const std::string s = value->get<std::string>();
    if (s.size() == 1 && std::isalpha(static_cast<unsigned char>(s[0]))) {
      return static_cast<char>(std::tolower(static_cast<unsigned char>(s[0])));
    }
    return 0;
  };
  Grid<char> cells(w, h, kEmpty);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const size_t ys = static_cast<size_t>(y), xs = static_cast<size_t>(x);
      bool is_block = false;
      char letter = 0;
      if (*puzzle != nullptr) {
        const json& c = (**puzzle)[ys][xs];
        IpuzNumber(c, block, is_block);
        if (!is_block) letter = given(c);
      }
      if (*solution != nullptr && !is_block) {
        const json& c = (**solution)[ys][xs];
        if (*puzzle == nullptr) {
          is_block = c.is_null() || (c.is_string() && (c == block || c == std::string("#")));
        }
        if (!is_block && letter == 0) letter = given(c);
      }
      cells.At(x, y) = is_block ? kBlock : (letter != 0 ? letter : kEmpty);
    }
  }
  return cells;
}

}  // namespace ps::crossword
