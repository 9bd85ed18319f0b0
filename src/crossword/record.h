// A crossword as a puzzle record (kind/kind.h), shared by the crossword-like kinds (a crossword
// with clues made by the layout maker or read from a file; a fill-in made by the fill-in maker
// or the grid filler). The document:
//   {"width", "height", "grid": ["AB#C", ...], "entries": [{"number", "row", "col",
//    "direction", "answer", "clue"}], "words": [...] (a fill-in's word list), "author",
//    "copyright", "notes"}
// A game's state is {"letters": ["AB#.", ...]} ('.' empty).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/budget.h"
#include "core/result.h"
#include "crossword/formats.h"
#include "kind/kind.h"

namespace ps::crossword::record {

using kind::Download;
using kind::Drawing;
using kind::ImportOptions;
using kind::PuzzleRecord;
using nlohmann::json;

// The document of a crossword file, and the file back from a record's document.
json Doc(const CrosswordFile& file);
Result<CrosswordFile> FileFromDoc(const PuzzleRecord& record);
// A record of a file read from `source` (a format's name): a fill-in when the file carries its
// word list, else a crossword; titled `title`, else the file's own title, else the name of the
// file it came from (`file_name`), else from its size.
Result<PuzzleRecord> Imported(const CrosswordFile& file, const std::string& source,
                              const std::string& title, const std::string& file_name = "");

// The crossword formats: "puz" (its magic), "ipuz" (JSON with "kind" and "dimensions"), "xd"
// (its headers), "jpz" (XML with a <rectangular-puzzle>, or a ZIP archive), "acrosslite" (Across
// Lite text, "<ACROSS PUZZLE") and "json" (the layout's own JSON, for any other JSON).
kind::Detection Detect(const kind::Sniff& text);
// The first puzzle of the text that reads; when the text holds several, a note says how many and
// that the first is used.
Result<PuzzleRecord> Read(const std::string& text, const std::string& format,
                          const ImportOptions& options, Budget& budget);
// Every puzzle of the text (see ReadCrosswordFiles); the first record's notes say how many were
// read and skipped (each skipped one with its reason). A given title gets " (2)", " (3)"... after
// the first.
Result<std::vector<PuzzleRecord>> ReadAll(const std::string& text, const std::string& format,
                                          const ImportOptions& options, Budget& budget);
// ipuz, puz, xd, jpz, acrosslite or json.
Result<Download> Write(const PuzzleRecord& record, const std::string& format);
Result<Drawing> Draw(const PuzzleRecord& record, const kind::PrintRequest& request);
// The grid alone (kind::Board): numbered unless it is a fill-in puzzle (a word list, no clues).
Result<kind::Board> Board(const PuzzleRecord& record, bool answers);

// A game's letters as upper-case rows, checked against the size.
Result<std::vector<std::string>> LetterRows(const json& state, int width, int height);
// {"letters": rows}: every square empty ('.'), blocks '#' (none in a diagramless grid, where the
// solver puts them).
json Start(const PuzzleRecord& record);
// {"letters": rows} of the answer.
json Answer(const PuzzleRecord& record);
// {"solved", "complete", "wrong": [cell index, ...]} against the stored answer. In a diagramless
// grid a letter where the answer has a block is wrong; the block may be put or left empty.
Result<json> Check(const PuzzleRecord& record, const json& state);
// The first square whose letter is not the answer's, revealed (a diagramless grid's block too:
// "letter" is then "#").
Result<json> Hint(const PuzzleRecord& record, const json& state, Budget& budget);

// The puzzle for a terminal: a crossword's grid and clue lists with its size (and what the layout
// maker left out), a fill-in's words by length, empty board and answer (and how a grid fill
// reads); a game state as rows joined by '/' on one line, or (`grid`) as the spaced cells of the
// fill-in article ('.' background, '*' an empty square, lower-case letters).
std::string Text(const PuzzleRecord& record);
std::string StateText(const PuzzleRecord& record, const json& state, bool grid);

// Game ID: "<width>x<height>:<packed>", the crossword's own JSON (grid, clues, title, word list)
// deflated and written in base64url.
Result<std::string> WriteId(const PuzzleRecord& record);
Result<PuzzleRecord> ReadId(std::string_view params, std::string_view desc, Budget& budget);

}  // namespace ps::crossword::record
