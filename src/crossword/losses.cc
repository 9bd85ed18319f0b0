// What each crossword file format cannot keep of a puzzle: CheckWritable refuses a format that
// would change the puzzle (a barred grid as .puz), Losses names what a format leaves out, one
// line each, for the user to see (see formats.h).
#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "core/text.h"
#include "crossword/formats.h"
#include "crossword/formats_internal.h"

namespace ps::crossword {

using namespace formats_detail;

Status CheckWritable(const CrosswordFile& f, FileFormat format) {
  if (!f.squares.unknown.empty() && format != FileFormat::kIpuz &&
      !(format == FileFormat::kPuz && f.squares.unknown == "locked")) {
    return InvalidInput(
        f.squares.unknown == "locked"
            ? "this puzzle's answers are locked (a .puz whose key is not known): it can be written "
              "as .puz (still locked) or ipuz (without its answers); give its key to write the rest"
            : "this puzzle has no answers: it can be written as ipuz (without a solution) only");
  }
  if (IsVariety(f.grid) && format != FileFormat::kIpuz && format != FileFormat::kJpz) {
    std::string lists;
    for (size_t i = 0; i < f.grid.lists.size(); ++i) {
      lists += (i == 0 ? "" : i + 1 == f.grid.lists.size() ? " and " : ", ") + f.grid.lists[i];
    }
    return InvalidInput(fmt::format(
        "this variety crossword (clue lists {}) cannot be written as {}: that format knows Across "
        "and Down entries that run straight, so its readers would pair the clues with other words "
        "(ipuz and .jpz keep the lists and the paths)",
        lists,
        format == FileFormat::kAcrossText ? "Across Lite text"
                                          : "." + std::string(ToString(format))));
  }
  if (!f.squares.bars.empty() &&
      (format == FileFormat::kPuz || format == FileFormat::kAcrossText)) {
    const bool puz = format == FileFormat::kPuz;
    return InvalidInput(fmt::format(
        "{} has no bars, so this barred grid cannot be written as {}: its readers would pair the "
        "clues with other words (ipuz, .jpz and .xd keep the bars)",
        puz ? "the .puz format" : "the Across Lite text format", puz ? ".puz" : "text"));
  }
  return Ok{};
}

std::vector<std::string> Losses(const CrosswordFile& f, FileFormat format) {
  std::vector<std::string> out;
  const Squares& sq = f.squares;
  const Metadata& m = f.meta;
  auto squares = [](size_t n) { return fmt::format("{} square{}", n, n == 1 ? "" : "s"); };
  // The names of the metadata fields among `names` that are set, as "a, b and c".
  auto set_fields = [&](std::initializer_list<const char*> names) {
    std::vector<std::string> fields;
    for (const auto& field : {std::pair{"editor", &m.editor},
                              {"publisher", &m.publisher},
                              {"date", &m.date},
                              {"difficulty", &m.difficulty},
                              {"intro", &m.intro}}) {
      const std::string_view name = field.first;
      const bool asked = std::any_of(names.begin(), names.end(),
                                     [name](const char* n) { return std::string_view(n) == name; });
      if (asked && !field.second->empty()) fields.push_back(std::string(name));
    }
    std::string list;
    for (size_t i = 0; i < fields.size(); ++i) {
      list += (i == 0 ? "" : i + 1 == fields.size() ? " and " : ", ") + fields[i];
    }
    return list;
  };
  if (sq.unknown == "locked" && format == FileFormat::kIpuz) {
    out.push_back(
        "the answers are locked (the .puz key is not known): the ipuz file has no solution, so "
        "the key cannot unlock it later");
  }
  if (!sq.bars.empty() && format == FileFormat::kXd) {
    out.push_back(
        "the bars are written in the .xd file's Design section (with 'Form: barred'), which "
        "puzzmo's xd tools read; other xd readers find longer words than the clues");
  }
  if (format == FileFormat::kPuz || format == FileFormat::kAcrossText) {
    const std::string_view name =
        format == FileFormat::kPuz ? "the .puz format" : "the Across Lite text format";
    if (!sq.shaded.empty()) {
      out.push_back(fmt::format("{} has no shaded squares: {} written plain (ipuz keeps them)",
                                name, squares(sq.shaded.size())));
    }
    if (!sq.omitted.empty()) {
      out.push_back(fmt::format(
          "{} has no omitted squares: {} written as blocks (ipuz, xd and jpz keep them)", name,
          squares(sq.omitted.size())));
    }
    if (const std::string list = set_fields({"editor", "publisher", "date", "difficulty", "intro"});
        !list.empty()) {
      out.push_back(
          fmt::format("{} has no field for the {}: left out (ipuz and xd keep them)", name, list));
    }
  }
  if (format == FileFormat::kAcrossText) {
    // Keys: 19 for plain rebus answers (fewer when squares hold digits or signs), and the lowercase
    // letters no circled letter uses for circled ones (see across_text.cc).
    std::set<std::string> plain, circled;
    std::set<char> circled_letters;
    Result<Grid<char>> letters = Letters(f.grid);
    for (int i : sq.circled) {
      if (!sq.rebus.count(i) && letters.ok()) circled_letters.insert(LowerAscii((*letters)[i]));
    }
    for (const auto& [i, text] : sq.rebus) (sq.circled.count(i) ? circled : plain).insert(text);
    const size_t signs = RebusKeyPool(f, kAcrossTextKeys).size();
    const size_t lost = (plain.size() > signs ? plain.size() - signs : 0) +
                        (circled.size() > 26 - circled_letters.size()
                             ? circled.size() - (26 - circled_letters.size())
                             : 0);
    if (lost > 0) {
      out.push_back(fmt::format(
          "the Across Lite text format runs out of rebus keys: {} of the {} different rebus "
          "answers are written as their first letter (ipuz and .puz keep them)",
          lost, plain.size() + circled.size()));
    }
  }
  if (format == FileFormat::kJpz) {
    if (const std::string list = set_fields({"date", "difficulty"}); !list.empty()) {
      out.push_back(fmt::format(
          "the .jpz format has no field for the {}: left out (ipuz and xd keep them)", list));
    }
    if (sq.diagramless) {
      out.push_back(
          "the .jpz format cannot mark a grid diagramless: written as a plain grid (ipuz, xd and "
          ".puz keep it)");
    }
  }
  if (format == FileFormat::kPuz) {
    bool latin1 = true;
    for (const std::string* t : {&m.title, &m.author, &m.copyright, &m.notes}) {
      latin1 = latin1 && Utf8ToLatin1(*t).has_value();
    }
    for (const Entry& e : f.grid.entries)
      latin1 = latin1 && Utf8ToLatin1(OneLine(e.clue)).has_value();
    if (!latin1) {
      out.push_back(
          "the text has characters outside Latin-1, so the .puz file is version 2.0 (UTF-8); "
          "Across Lite before 2.0 and some apps show those characters wrongly");
    }
  } else if (format == FileFormat::kXd) {
    std::set<std::string> distinct;
    for (const auto& [i, text] : sq.rebus) {
      if (!(sq.circled.empty() ? sq.shaded : sq.circled).count(i)) distinct.insert(text);
    }
    // Digits and signs are keys unless a square's answer is that digit or sign.
    const size_t signs = RebusKeyPool(f, kXdKeys).size();
    if (distinct.size() > signs) {
      out.push_back(fmt::format(
          "the .xd file has {} signs for rebus keys: {} of the {} different rebus answers are "
          "written as their first letter (ipuz and .puz keep them)",
          signs, distinct.size() - signs, distinct.size()));
    }
  }
  return out;
}

}  // namespace ps::crossword
