// Crossword files, for every crossword-like grid in the project: ipuz (the open JSON standard,
// crossword kind), Across Lite .puz (binary, with all its checksums), .xd (plain text), the
// project's layout JSON, and the construction project file.
//
// Also Crossword Compiler's .jpz (XML, plain or zipped) and the Across Lite text format.
//
// Every reader goes through one model: a grid of letters ('#' for blocks) from which the entries
// are derived (every run of two or more letters, standard numbering), then the file's clues are
// attached to them. So a file read in any format is numbered and checked the same way.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.h"
#include "core/result.h"
#include "crossword/cluelist.h"
#include "crossword/crossword.h"

namespace ps::crossword {

// The signs a square's answer may be besides A-Z and 0-9 (as Across Lite, Crossword Compiler and
// the NYT player take any printable character: `12$@`): printable ASCII other than letters,
// digits, the space and the marks the formats give a meaning of their own (`#`, `.` and `:`
// blocks, `_` a square outside the shape, `,` between .xd rebus keys, `;` ending a .puz rebus).
inline constexpr std::string_view kSquareSigns = "!\"$%&'()*+-/<=>?@[\\]^`{|}~";
bool IsSign(char c);
// What a square's one character may be: A-Z, a digit 0-9 or a sign of kSquareSigns.
bool IsSquareChar(char c);

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
  std::string editor;
  std::string publisher;
  std::string date;
  std::string difficulty;
  std::string intro;  // shown to the solver before the puzzle (ipuz "intro")
  bool operator==(const Metadata&) const = default;
};

// (The bars of a barred grid, Bars, are board.h's.)

// What squares hold beyond one letter, and how the grid is shown. Squares are numbered row by
// row from 0 (y * width + x).
struct Squares {
  // A rebus square's whole answer: 2 to 12 characters A-Z, 0-9 and signs. The letter grid (and so
  // every entry's `answer`) holds its first character; Spelled() gives the whole. (A plain square
  // holds one letter A-Z, one digit 0-9 or one sign of kSquareSigns.)
  std::map<int, std::string> rebus;
  std::set<int> circled;  // a circle drawn in the square
  std::set<int> shaded;   // the square shaded grey
  // Not part of the puzzle (a shaped grid: ipuz null, xd '_'): nothing is drawn there. A block in
  // the letter grid.
  std::set<int> omitted;
  bool diagramless = false;  // solved without the blocks and numbers shown
  Bars bars;                 // a barred grid: words end at bars as at blocks
  // A variety crossword's square labels, shown in the square's corner in place of the standard
  // numbers ("A", "M1", "12"), and its squares' background colours ("#C3C8FA", upper-case hex;
  // white is no colour). Only a variety crossword keeps them: an Across/Down file's coloured
  // squares read as shaded, as they always have.
  std::map<int, std::string> labels;
  std::map<int, std::string> colors;
  // Whether the answers are known: "" yes; "none", a file without its solution (every letter
  // square holds '?'); "locked", a locked .puz whose key is not known (the squares hold its
  // scrambled answers, and `lock_sum` is the checksum of the answers its key gives). Such a
  // puzzle is played without check and reveal until its key is given (UnlockPuz).
  std::string unknown;
  int lock_sum = 0;
  bool operator==(const Squares&) const = default;
};

struct CrosswordFile {
  Crossword grid;  // numbered
  Metadata meta;
  Squares squares;
  bool operator==(const CrosswordFile&) const = default;
};

// An entry's answer as the solver writes it: its letters, a rebus square's whole answer in its
// place.
std::string Spelled(const CrosswordFile& file, const Entry& entry);
// The squares checked against the grid (inside it; rebus, circled and shaded squares are letter
// squares; omitted squares are blocks; a rebus answer starts with its square's letter; bars
// inside the grid, not on its edge); the error names the first square at fault.
Status CheckSquares(const CrosswordFile& file);
// The squares and the metadata besides title, author, copyright and notes, as JSON fields
// ("rebus": {"17": "STAR"}, "circled": [..], "shaded": [..], "omitted": [..], "diagramless",
// "bar_top": [..], "bar_left": [..], "labels": {"3": "A"}, "colors": {"3": "#C3C8FA"},
// "editor", "publisher", "date", "difficulty", "intro");
// only those that are set.
void PutExtras(const CrosswordFile& file, nlohmann::json& j);
// Reads them back (unknown fields are ignored), checked with CheckSquares.
Status GetExtras(const nlohmann::json& j, CrosswordFile& file);
// The bars alone ("bar_top", "bar_left" lists of square numbers), for readers that need them to
// find the entries before the rest; not checked against a grid.
Result<Bars> GetBars(const nlohmann::json& j);

// kAcrossText is the Across Lite text format, named "acrosslite" (its files end in .txt).
// kUclick is Universal Uclick's XML ("uclick", .xml), read only.
enum class FileFormat { kIpuz, kPuz, kXd, kJson, kProject, kJpz, kAcrossText, kUclick };
std::string_view ToString(FileFormat f);
// The format named by ToString's name, or nullopt.
std::optional<FileFormat> FormatNamed(std::string_view name);
// By the file's extension: .ipuz, .puz, .xd, .json, .pzproj (a construction project), .jpz, .txt
// (Across Lite text; its reader says so when a .txt file is something else).
Result<FileFormat> FormatForPath(std::string_view path);

// The entries of a letter grid ('#' block, 'A'-'Z' letters, '0'-'9' digits, signs): every maximal
// run of two or more letters across or down, numbered in the standard way, clues empty. In a barred
// grid a run also ends at a bar, so a square starts an across entry when a block, the edge or a bar
// is on its left and its run is two or more long. An error names a cell that holds something else,
// or a letter that belongs to no entry.
Result<Crossword> FromLetters(const Grid<char>& letters, const Bars& bars = {});

// A variety crossword read from a file: its clue lists by name, each clue with its label (as the
// file prints it; empty: none), its text and its squares in order (y * width + x).
struct ListedClue {
  std::string label;
  std::string clue;
  std::vector<int> cells;
};
struct ListedClues {
  std::string name;
  std::vector<ListedClue> clues;
};
// The crossword of a letter grid ('#' blocks) and such lists (variety.cc): each clue's entry is
// its squares, its answer their letters (a clue without squares is one the solver places). An
// error names a square that is a block or outside the grid, or a square passed twice.
Result<Crossword> FromLists(const Grid<char>& letters, const std::vector<ListedClues>& lists);
// Whether the lists' entries are all runs of the letter grid (between blocks, bars and edges)
// labelled by plain numbers: a file whose Across/Down clues failed on the runs and reads so as
// lists is a wrongly numbered crossword, not a variety (its first error stands).
bool AreTheRuns(const Crossword& lists, const Grid<char>& letters, const Bars& bars);
// A colour as the formats write it ("C3C8FA", "#c3c8fa", "#ABC") as "#C3C8FA"; "" for white or
// what is no colour.
std::string NormalColor(std::string_view text);

// A solved fill-in board as a crossword file: its entries (numbered; each clue "N letters") and the
// word list in `meta.words` (`words`, or the fill's words by length then a-z when empty). An error
// when the board's slots are not exactly the runs of its letters (a slot list whose words touch
// side by side), since every crossword file derives the entries from the runs.
Result<CrosswordFile> FillinFile(const Board& board, const Fill& fill,
                                 std::vector<std::string> words, Metadata meta);

// What writing `file` as `format` cannot keep, one line each (empty when nothing is lost); the
// writers leave such features out, so a caller shows these lines.
std::vector<std::string> Losses(const CrosswordFile& file, FileFormat format);
// An error when `format` cannot hold `file` at all, so that nothing is written: a barred grid as
// .puz or Across Lite text (their readers number the runs between blocks only, so each clue past
// the first bar would go to another word, and the clue count would not match the grid).
Status CheckWritable(const CrosswordFile& file, FileFormat format);

std::string WriteIpuz(const CrosswordFile& file);
std::string WritePuz(const CrosswordFile& file);  // bytes
std::string WriteXd(const CrosswordFile& file);
// Plain XML: <crossword-compiler-applet> around a <rectangular-puzzle>, as Crossword Compiler
// and the web players read it.
std::string WriteJpz(const CrosswordFile& file);
// <ACROSS PUZZLE V2>, UTF-8.
std::string WriteAcrossText(const CrosswordFile& file);
// {"width", "height", "title", …, "entries": [{"word", "clue", "row", "col", "direction",
// "number"}]}: the layout JSON that `crossword layout --json` prints, one line. A variety
// crossword's (which `crossword show --json` prints; no reader takes it back) adds "lists" and
// each entry's "list", "label" and "cells", as the crossword record does.
std::string WriteLayoutJson(const CrosswordFile& file);
// The same as a JSON value ({"width", "height", "entries"}), for outputs that add fields.
nlohmann::json LayoutJson(const Crossword& grid);

// ipuz also comes wrapped as JSONP, "ipuz({...})": the JSON inside, or `text` as it is.
std::string_view StripJsonp(std::string_view text);
// A JSON array of ipuz puzzles gives its first.
Result<CrosswordFile> ReadIpuz(std::string_view text);
// A scrambled (locked) file is unlocked with `key` (its 4 digits) when given, else by trying every
// key against the file's checksum of the answers; ambiguous or wrong keys are errors.
Result<CrosswordFile> ReadPuz(std::string_view bytes, std::optional<int> key = std::nullopt);
// A grid to fill from an ipuz file, answers optional: blocks from "puzzle" (or from "solution"
// when there is no "puzzle"), letters given as cell values in either ('A' or {"value": "A"});
// '#' block, '.' empty, lowercase letters.
Result<Grid<char>> ReadIpuzPattern(std::string_view text);
Result<CrosswordFile> ReadXd(std::string_view text);
Result<CrosswordFile> ReadLayoutJson(std::string_view text);
// The XML, or a ZIP archive holding it (stored or deflated). A DOCTYPE is refused. A file of
// several <rectangular-puzzle>s gives its first.
Result<CrosswordFile> ReadJpz(std::string_view bytes);
// Version 1 or 2; UTF-8, or Latin-1 when the text is not UTF-8.
Result<CrosswordFile> ReadAcrossText(std::string_view text);
// Universal Uclick's XML (uclick.cc): <crossword> with <AllAnswer v>, <across> and <down>.
Result<CrosswordFile> ReadUclick(std::string_view text);
// Whether the text is such a file (its <crossword> or <crossword_puzzle> root and <AllAnswer>).
bool LooksLikeUclick(std::string_view text);
// A locked .puz file read without its key (Squares::unknown "locked") unlocked with `key`: its
// answers unscrambled and checked against the file's checksum; an error for a wrong key.
Result<CrosswordFile> UnlockPuz(const CrosswordFile& file, int key);
// A locked .puz file's key as given (4 digits), or nullopt when it is not one.
std::optional<int> ParsePuzKey(std::string_view text);
// `file` written as `format` (any but kProject, which holds a word list besides).
std::string WriteCrosswordFile(const CrosswordFile& file, FileFormat format);
// `key`: a scrambled .puz file's key (see ReadPuz). A file of several puzzles gives its first
// that reads (ReadCrosswordFiles below tells how many there are).
Result<CrosswordFile> ReadCrosswordFile(std::string_view content, FileFormat format,
                                        std::optional<int> key = std::nullopt);

// Every puzzle of a file or a paste that may hold several: a .jpz whose root holds several
// <rectangular-puzzle>s, an ipuz JSON array of puzzles, Across Lite texts one after another (each
// from its <ACROSS PUZZLE> line), .xd files one after another (each from its "## Metadata"
// heading). Other files hold one. `files` are the puzzles read, in order; `skipped` says, one line
// each, which could not be read and why ("puzzle 2 of 3 skipped: line 40: ..."). An error when
// none could be read (a file of one puzzle: that puzzle's error).
struct CrosswordFiles {
  std::vector<CrosswordFile> files;
  std::vector<std::string> skipped;
  size_t total = 0;  // puzzles found, read or skipped
};
Result<CrosswordFiles> ReadCrosswordFiles(std::string_view content, FileFormat format,
                                          std::optional<int> key = std::nullopt);
// The readers behind it: every puzzle of a .jpz and of an ipuz file (or list), each read or
// refused; an error for the file as a whole (not XML, not JSON, no puzzle at all).
Result<std::vector<Result<CrosswordFile>>> ReadJpzAll(std::string_view bytes);
Result<std::vector<Result<CrosswordFile>>> ReadIpuzAll(std::string_view text);

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
