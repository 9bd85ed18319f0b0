// What the crossword file formats (formats.cc, ipuz.cc, puz.cc, xd.cc, layout_json.cc, jpz.cc,
// across_text.cc) share, and the print (draw.cc, for one-line text); nothing else includes it:
// entries by cell, the numbering's start cells, errors, JSON text, the fill-in word list carried
// in the notes, Latin-1 text, one-line clues and what a square's answer may be.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "core/result.h"
#include "crossword/formats.h"

namespace ps::crossword::formats_detail {

bool IsUpper(char c);
// (IsSquareChar, IsSign: formats.h.)
// A square's answer as the formats allow it: 1 to 12 characters of IsSquareChar (one character is
// a plain square, more a rebus).
bool IsRebusText(std::string_view s);
// The characters that stand for plain rebus squares in a written .xd grid and Across Lite text
// <GRID>, in the order they are given out (circled or special rebus squares get lowercase keys).
inline constexpr std::string_view kXdKeys = "123456789@$%&*+=!?0";
inline constexpr std::string_view kAcrossTextKeys = "1234567890@$%&*+=!?";
// The keys of `pool` (the signs and digits the .xd and Across Lite text writers give rebus
// squares, in order) that no square of `f` holds as its answer, and no digit when a square holds
// one: those formats write a digit or a sign square as itself, so a key must differ from every
// such answer.
std::string RebusKeyPool(const CrosswordFile& f, std::string_view pool);
// The entry that starts at (x, y) going `d`, or null.
Entry* FindEntry(Crossword& g, int x, int y, Direction d);
// The start cell of every number of the standard numbering.
std::map<int, std::pair<int, int>> NumberCells(const Crossword& g);
Error Invalid(std::string message, int line = 0);
// JSON text of a crossword file, binary text refused first.
Result<nlohmann::json> ParseJson(std::string_view text, std::string_view what);
std::string OptString(const nlohmann::json& j, const char* key);
// The notes with a fill-in's word list as their last line (see Metadata::words).
std::string NotesText(const Metadata& m);
// Takes the fill-in word line out of `f.meta.notes` into `f.meta.words`, checked.
Status TakeWords(CrosswordFile& f);
// Latin-1 <-> UTF-8, for .puz files before version 2.0; nullopt when `s` has a character that
// Latin-1 lacks.
std::string Latin1ToUtf8(std::string_view s);
std::optional<std::string> Utf8ToLatin1(std::string_view s);
// One line, for formats whose clues are single lines.
std::string OneLine(std::string_view s);
// Adds a file's bar on side `side` ('T', 'L', 'B' or 'R', any case) of square (x, y) of a w x h
// grid, kept as the top or left bar of the square below or right of it; a bar on the grid's
// outer edge is dropped (the edge ends words anyway). Other characters are ignored.
void AddBar(Bars& bars, int w, int h, int x, int y, char side);
// Drops the bars that touch a block (they end no word that the block does not end already), so
// that every format reads a barred grid to the same bars.
void DropIdleBars(Bars& bars, const Grid<char>& letters);

// The 1-based line of `offset` in `text`.
int LineAt(std::string_view text, size_t offset);

// ipuz (ipuz.cc): clue text from its HTML subset (tags dropped, entities decoded); a clue's
// number ("12", 12, or the first of "2-3"), else -1; a clue with its enumeration after it.
std::string PlainClue(std::string_view html);
int IpuzClueNumber(const nlohmann::json& n);
std::string IpuzClueText(const nlohmann::json& clue);
// ipuz's variety crosswords (ipuz_lists.cc). Whether a clue list's name (before any ':') is
// Across or Down.
bool IsAcrossDownName(std::string_view key);
// The clue lists of an ipuz file in the file's order (`text`: the JSON, for the order of its
// keys), each clue with its label, text and squares: its "cells" (counted from 1, or from 0 when
// the file's cells touch 0), else an Across/Down clue's run from its number (`numbers`: the
// squares the file numbers or marks, and its given letters, by their text), else "2-5": the
// straight line between two such squares ("F-7" in the first crossword, 1913).
Result<std::vector<ListedClues>> ReadIpuzLists(
    std::string_view text, const nlohmann::json& clues, const Grid<char>& letters, const Bars& bars,
    const std::map<std::string, std::pair<int, int>>& named);
// A variety crossword's "clues" (its lists in order) and the square labels of its "puzzle".
nlohmann::ordered_json IpuzListsJson(const CrosswordFile& f);

}  // namespace ps::crossword::formats_detail
