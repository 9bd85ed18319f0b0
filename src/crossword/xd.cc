// The xd format (the xd project's specification): write, and read both its headed and its
// classic blank-line form.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>

#include "core/text.h"
#include "crossword/formats.h"
#include "crossword/formats_internal.h"
#include "crossword/json_text.h"

namespace ps::crossword {

using nlohmann::json;
using namespace formats_detail;

// ---------------------------------------------------------------------------------------------
// .xd

std::string WriteXd(const CrosswordFile& f) {
  const Crossword& g = f.grid;
  Result<Grid<char>> letters = Letters(g);
  PS_CHECK(letters.ok());
  std::string out = "## Metadata\n\n";
  auto meta = [&](const char* key, const std::string& value) {
    if (!value.empty()) out += fmt::format("{}: {}\n", key, OneLine(value));
  };
  meta("Title", f.meta.title.empty() ? "Untitled" : f.meta.title);
  meta("Author", f.meta.author);
  meta("Copyright", f.meta.copyright);
  out += "\n## Grid\n\n";
  for (int y = 0; y < g.height; ++y) {
    for (int x = 0; x < g.width; ++x) out += letters->At(x, y);
    out += '\n';
  }
  out += "\n## Clues\n\n";
  for (Direction d : {Direction::kAcross, Direction::kDown}) {
    bool any = false;
    for (const Entry& e : g.entries) {
      if (e.dir != d) continue;
      out += fmt::format("{}{}. {} ~ {}\n", d == Direction::kAcross ? 'A' : 'D', e.number,
                         OneLine(e.clue), e.answer);
      any = true;
    }
    if (any && d == Direction::kAcross) out += '\n';
  }
  if (const std::string notes = NotesText(f.meta); !notes.empty()) {
    out += "\n## Notes\n\n" + notes + "\n";
  }
  return out;
}

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
  // Sections: "## Name" headings, or (the older form) blocks separated by two blank lines in
  // the order metadata, grid, clues, notes.
  enum Part { kMeta, kGrid, kClues, kNotes, kOther };
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
  std::vector<std::string> grid_rows;
  int grid_line = 0;
  std::string notes;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& l = lines[i];
    const int line_no = static_cast<int>(i) + 1;
    const bool blank = l.find_first_not_of(" \t") == std::string::npos;
    if (part[i] == kMeta && !blank) {
      const size_t colon = l.find(':');
      if (colon == std::string::npos) {
        return Invalid(fmt::format("metadata line '{}' is not 'Key: value'", l), line_no);
      }
      std::string key = l.substr(0, colon);
      for (char& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      std::string value = l.substr(colon + 1);
      value.erase(0, value.find_first_not_of(' '));
      if (key == "title") out.meta.title = value;
      if (key == "author") out.meta.author = value;
      if (key == "copyright") out.meta.copyright = value;
      if (key == "rebus") {
        return Invalid("the .xd file has rebus squares; puzzlesmith grids hold one letter a cell",
                       line_no);
      }
    } else if (part[i] == kGrid && !blank) {
      if (grid_rows.empty()) grid_line = line_no;
      grid_rows.push_back(l);
    } else if (part[i] == kNotes) {
      notes += l + "\n";
    }
  }
  if (grid_rows.empty()) return Invalid("the .xd file has no grid");
  const int h = static_cast<int>(grid_rows.size());
  const int w = static_cast<int>(grid_rows.front().size());
  if (h > kMaxSide || w > kMaxSide)
    return Invalid("the .xd grid is larger than 256 a side", grid_line);
  Grid<char> letters(w, h, kBlock);
  for (int y = 0; y < h; ++y) {
    const std::string& row = grid_rows[static_cast<size_t>(y)];
    if (static_cast<int>(row.size()) != w) {
      return InvalidInput(
          fmt::format("grid row {} has {} cells, the first row {}", y + 1, row.size(), w),
          grid_line + y, 1);
    }
    for (int x = 0; x < w; ++x) {
      const char c = row[static_cast<size_t>(x)];
      if (c == '#' || c == '_' || c == '.') continue;
      if (!std::isalpha(static_cast<unsigned char>(c))) {
        return InvalidInput(
            fmt::format("grid cell '{}' is not a letter, '#' (block) or '_' (no cell)",
                        std::string(1, c)),
            grid_line + y, x + 1);
      }
      letters.At(x, y) = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
  }
  Result<Crossword> g = FromLetters(letters);
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
    std::string upper;
    for (char c : answer) {
      if (std::isalpha(static_cast<unsigned char>(c))) {
        upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      }
    }
    if (!answer.empty() && upper != e->answer) {
      return Invalid(fmt::format("clue {}{} gives the answer {} but the grid spells {}", d, number,
                                 answer, e->answer),
                     line_no);
    }
    e->clue = clue;
  }
  while (!notes.empty() && (notes.back() == '\n' || notes.back() == ' ')) notes.pop_back();
  notes.erase(0, notes.find_first_not_of('\n'));
  out.meta.notes = notes;
  out.grid = std::move(*g);
  if (Status st = TakeWords(out); !st.ok()) return st.error();
  return out;
}

}  // namespace ps::crossword
