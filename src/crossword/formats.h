// Crossword files, for every crossword-like grid in the project: ipuz (the open JSON standard,
// crossword kind), Across Lite .puz (binary, with all its checksums), .xd (plain text), the
// project's layout JSON, and the construction project file.
//
// Every reader goes through one model: a grid of letters ('#' for blocks) from which the entries
// are derived (every run of two or more letters, standard numbering), then the file's clues are
// attached to them. So a file read in any format is numbered and checked the same way.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.h"
#include "core/result.h"
#include "crossword/cluelist.h"
#include "crossword/crossword.h"

namespace ps::crossword {

struct Metadata {
  std::string title;
  std::string author;
  std::string copyright;
  std::string notes;
  // A fill-in puzzle's word list (lowercase, in print order); empty for a crossword with clues.
  // In files it travels as the last line of the notes, "Fill-in words: ANT BEE CAT", which every
  // format (and every other program) keeps; the readers take it back out and check it against
  // the grid's entries.
  std::vector<std::string> words;
  bool operator==(const Metadata&) const = default;
};

struct CrosswordFile {
  Crossword grid;  // numbered
  Metadata meta;
  bool operator==(const CrosswordFile&) const = default;
};

enum class FileFormat { kIpuz, kPuz, kXd, kJson, kProject };
std::string_view ToString(FileFormat f);
// By the file's extension: .ipuz, .puz, .xd, .json, .pzproj (a construction project).
Result<FileFormat> FormatForPath(std::string_view path);

// The entries of a letter grid ('#' block, 'A'-'Z' letters): every maximal run of two or more
// letters across or down, numbered in the standard way, clues empty. An error names a cell that
// holds something else, or a letter that belongs to no entry.
Result<Crossword> FromLetters(const Grid<char>& letters);

// A solved fill-in board as a crossword file: its entries (numbered; each clue "N letters") and the
// word list in `meta.words` (`words`, or the fill's words by length then a-z when empty). An error
// when the board's slots are not exactly the runs of its letters (a slot list whose words touch
// side by side), since every crossword file derives the entries from the runs.
Result<CrosswordFile> FillinFile(const Board& board, const Fill& fill,
                                 std::vector<std::string> words, Metadata meta);

std::string WriteIpuz(const CrosswordFile& file);
std::string WritePuz(const CrosswordFile& file);  // bytes
std::string WriteXd(const CrosswordFile& file);
// {"width", "height", "title", …, "entries": [{"word", "clue", "row", "col", "direction",
// "number"}]}: the layout JSON that `crossword layout --json` prints, one line.
std::string WriteLayoutJson(const CrosswordFile& file);
// The same as a JSON value ({"width", "height", "entries"}), for outputs that add fields.
nlohmann::json LayoutJson(const Crossword& grid);

Result<CrosswordFile> ReadIpuz(std::string_view text);
Result<CrosswordFile> ReadPuz(std::string_view bytes);
// A grid to fill from an ipuz file, answers optional: blocks from "puzzle" (or from "solution"
// when there is no "puzzle"), letters given as cell values in either ('A' or {"value": "A"});
// '#' block, '.' empty, lowercase letters.
Result<Grid<char>> ReadIpuzPattern(std::string_view text);
Result<CrosswordFile> ReadXd(std::string_view text);
Result<CrosswordFile> ReadLayoutJson(std::string_view text);
Result<CrosswordFile> ReadCrosswordFile(std::string_view content, FileFormat format);

// A construction project: the word list with clues and direction preferences, the settings the
// layout was made with, the metadata for print, and the chosen layout when there is one.
struct ProjectSettings {
  std::string strategy = "compact";
  uint64_t seed = 0;
  int width = 0;  // 0 x 0: free-form
  int height = 0;
  bool operator==(const ProjectSettings&) const = default;
};

struct Project {
  std::vector<ClueWord> words;
  ProjectSettings settings;
  Metadata meta;
  std::optional<Crossword> layout;
  bool operator==(const Project&) const = default;
};

std::string WriteProject(const Project& project);
Result<Project> ReadProject(std::string_view text);

}  // namespace ps::crossword
