// The web app's puzzle requests, over plain JSON so that any front end can use them: make a
// puzzle of any kind, import one from the formats puzzle people use, export and print it, and
// check or hint a game in progress. No I/O besides the PDF renderer's temporary file; no HTTP.
//
// Puzzle documents (the `doc` of a library record; docs/api.md has the full description):
//   sudoku      {"size", "box": [w, h], "diagonals", "givens": "line", "solution": "line",
//                "rating"}
//   starbattle  {"size", "stars", "zones": [[id, ...], ...], "solution": ["*..*", ...],
//                "solutions": how many the board has (1, or more for an imported board; then any
//                placement that keeps the rules wins), "solutions_exact": false when counting
//                stopped at its limit}
//   crossword   {"width", "height", "grid": ["AB#C", ...], "entries": [{"number", "row", "col",
//   fillin       "direction", "answer", "clue"}], "words": [...] (fill-in word list), "author",
//                "copyright", "notes"}
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "core/budget.h"
#include "crossword/wordlist.h"
#include "kind/kind.h"
#include "render/paper.h"

namespace ps::app {

// (The library's SQLite store, app/library.h, is the server's and the command's: the verbs here
// need none of it, so that the WebAssembly engine builds them without SQLite.)
using kind::Download;
using kind::MakeContext;
using kind::PuzzleRecord;

// Kinds that can be made: "sudoku", "starbattle", "fillin", "crossword" (a layout of a word
// list with clues), "fill" (a grid pattern filled from the dictionary; gives a crossword).
// Parameters are described in docs/api.md. Errors: kInvalidInput for bad parameters (with the
// parameter's name), kBudget when the budget ran out or the work was stopped, kNoSolution when
// the request has no answer (a pattern that cannot be filled).
Result<PuzzleRecord> MakePuzzle(const std::string& kind, const nlohmann::json& params,
                                MakeContext& ctx);

// A make request checked at the door: its kind, found once, and its parameters completed against
// the kind's table (defaults filled in, the seed drawn when absent) and checked.
struct MakeRequest {
  const kind::Kind* kind = nullptr;
  nlohmann::json params;
};
// The request for kind `name` (a name or alias) with `params`, checked without making anything:
// the kind exists and makes, the parameters fit its table, and the kind's own cheap checks pass.
Result<MakeRequest> CheckedMakeRequest(const std::string& name, const nlohmann::json& params);
// Makes a checked request (no second look-up of its kind, no second check).
Result<PuzzleRecord> MakePuzzle(const MakeRequest& request, MakeContext& ctx);

// The kinds that can be made, for a message: "sudoku, starbattle, ... or fill".
std::string MakeKindNames();
// Checks a make request without making anything: the kind exists and makes, the parameters fit
// its table, and the kind's own cheap checks pass. What MakePuzzle would refuse as bad input.
Status CheckMakeRequest(const std::string& kind, const nlohmann::json& params);

// {"text": "...", "base64": false, "format": "auto"|"sudoku"|"letters"|"starbattle"|"ipuz"|"puz"|
//  "xd"|"json", "title"?, "name"?, and the reader's import parameters by name (Kind::
//  import_params: "stars", "key", "strict", ...)}: reads a puzzle (a .puz comes base64-encoded),
// solves it when the file carries no answer, and refuses one without a solution (and a Sudoku
// with several; a Star Battle board with several solutions is kept, its count in the title and
// level). A Sudoku text with bad lines gives its first puzzle with the skipped lines in the
// record's notes (with "strict": true, the first bad line is the error). A format several kinds
// read (ipuz) goes to the kind whose detection recognised the text.
Result<PuzzleRecord> ImportPuzzle(const nlohmann::json& request, Budget& budget);
// The same for a text that may hold several puzzles (a .jpz or ipuz file of several crosswords,
// crossword texts pasted one after another): every one read, the first record's notes saying how
// many were read and which were skipped and why. A kind that reads one puzzle a text gives one.
Result<std::vector<PuzzleRecord>> ImportPuzzles(const nlohmann::json& request, Budget& budget);

// The kind whose reader ImportPuzzle gives `text` to and the format it reads it in: `format` as a
// request names it ("auto": what the kinds' detections say), `kind` the kind asked first ("": any).
struct ReaderChoice {
  const kind::Kind* kind = nullptr;
  std::string format;
};
Result<ReaderChoice> ChooseReader(const std::string& text, const std::string& format,
                                  const std::string& kind);

// The format "auto" picks for a text: the surest of the kinds' detections (kind.h), such as
// "puz", "ipuz", "xd", "json", "starbattle" (a URL, pzprv3, JSON or a zone file: N lines of N
// ids making N contiguous zones), "letters" or "sudoku"; "" for blank text.
std::string DetectFormat(const std::string& text);
// Whether some kind knows the text by its header or signature (a Solo game ID, a SudokuWiki
// string, ...), not by its shape alone: a command line's argument that is a puzzle, not a file.
bool RecognisedText(const std::string& text);

// Formats per kind: sudoku line|letters|grid|json; starbattle url|pzprv3|zones|json;
// crossword and fillin ipuz|puz|xd|json.
Result<Download> ExportPuzzle(const PuzzleRecord& record, const std::string& format);
// The print of a puzzle as "svg" or "pdf", with or without the answer key, on `paper` (the same
// sheet for every kind).
Result<Download> PrintPuzzle(const PuzzleRecord& record, const std::string& format, bool answers,
                             const render::Paper& paper = render::kA4);
// Several puzzles in one print (a booklet of Sudoku, boards of a file one after another): the
// kind's draw_all when they are of one kind that has it, else each one's pages in turn; as "svg",
// "pdf" or "html" (each page an SVG on a sheet of the paper, for a browser to print).
Result<Download> PrintPuzzles(const std::vector<PuzzleRecord>& records, const std::string& format,
                              const kind::PrintRequest& request);
// The same print's pages as SVG, one <svg> element a sheet (no XML declaration): what the web
// app without a server lays out for the browser's print dialog.
Result<std::vector<std::string>> PrintPages(const PuzzleRecord& record, bool answers,
                                            const render::Paper& paper = render::kA4);
// The board alone (no title, rules or clue lists; the picture the web app plays on), as "svg"
// or "pdf" (one page the board's size), with the answer in its squares when `answers`.
Result<Download> PrintBoard(const PuzzleRecord& record, const std::string& format, bool answers);

// The board alone as SVG, drawn by the kind's print routine (kind::Board), with the answer in
// its squares when `answers`: {"svg", "cols", "rows", "cell", "margin"}, where the squares are
// `cell` units wide from (margin, margin) in the SVG's own units. What the web app lays its
// squares over.
Result<nlohmann::json> DrawBoard(const PuzzleRecord& record, bool answers);

// State of a game (what the player keeps): sudoku {"values": "line", "pencil"?: [bit mask per
// square, bit v-1 for value v, 0 without marks]}, starbattle {"marks": [0
// unknown | 1 star | 2 dot, ...]}, crossword {"letters": ["AB#.", ...]} ('.' empty). A null
// state is the start of a game (the kind's `start`: the givens and nothing else).
Result<nlohmann::json> StartGame(const PuzzleRecord& record);
// The state of the stored answer (the kind's `answer`), as a reveal of every square shows it.
Result<nlohmann::json> AnswerGame(const PuzzleRecord& record);
// Check: {"solved", "complete", "wrong": [cell index, ...]}.
Result<nlohmann::json> CheckGame(const PuzzleRecord& record, const nlohmann::json& state);
// A game to save, checked as CheckGame does; a puzzle whose answers are not known (a crossword
// that came without them, or locked without its key: its check answers kNoSolution) has its game
// saved as it is, not solved.
Result<nlohmann::json> CheckSavedGame(const PuzzleRecord& record, const nlohmann::json& state);
// Hint: the next logical step from the state, {"technique", "text", "cells", ...}, or a mistake
// ({"technique": "mistake", "cells": [...]}) when the state holds a wrong entry. A Sudoku hint
// works from the player's pencil marks where there are any. On a Star Battle board with several
// solutions a hint gives only what every solution keeping the marks shares ("forced"), or, when
// nothing is, says so and proposes a star ("choice").
Result<nlohmann::json> HintGame(const PuzzleRecord& record, const nlohmann::json& state,
                                Budget& budget);

// Game IDs (docs/formats.md): "<kind>/<params>:<desc>" carries a puzzle (sudoku/9:4a3b...,
// starbattle/10k2:..., crossword/15x15:...); "<kind>/<name>=<value>,...#<seed>" names a made
// puzzle by the parameters and seed that make it again (sudoku/size=9,level=hard,...#42).
// The ID that carries the puzzle; an error for a kind without IDs.
Result<std::string> GameIdOf(const PuzzleRecord& record);
// The seeded form, for a puzzle made from parameters that fit in an ID; "" otherwise.
std::string SeedIdOf(const PuzzleRecord& record);
// Sets record.game_id and record.seed_id from the rest of the record.
void SetIds(PuzzleRecord& record);
// Whether `text` reads as a game ID (of either form), and whether it is the seeded form.
bool IsGameId(std::string_view text);
bool IsSeedId(std::string_view text);
// What is wrong with `text` as a game ID (its form only; the puzzle is not read).
Status CheckGameId(std::string_view text);
// The make request that a seeded ID names: the kind and its checked parameters (with the seed).
Result<std::pair<std::string, nlohmann::json>> SeedIdRequest(std::string_view id);
// The puzzle of an ID, read from it (and solved) or made again from its seed; with its IDs set.
Result<PuzzleRecord> OpenGameId(std::string_view id, MakeContext& ctx);
// The same with the word list a seeded fill-in ID needs loaded here (LoadDictionary's `path`).
Result<PuzzleRecord> OpenGameIdWithWords(std::string_view id, Budget& budget,
                                         const std::string& words, bool allow_excluded);

// A word list for making fill-ins: the file at `path` (plain or entry;score; empty: the built-in
// list of common English words, crossword::CommonWordsText), without the words of the exclusion
// list (crossword::IsExcluded) unless allowed, and without scored entries below `min_score`. The
// API and the command line read it the same way, so that a seeded fill-in ID makes the same
// puzzle in both.
Result<crossword::Dictionary> LoadDictionary(const std::string& path, bool allow_excluded,
                                             int min_score = 0);

// Several word lists as one (`crossword fill --words A --words B`): a later list's score replaces
// an earlier one's, and scored entries below 0 stay until the maker's min score filters them;
// one path (or none) is LoadDictionary's.
Result<crossword::Dictionary> LoadDictionaries(const std::vector<std::string>& paths,
                                               bool allow_excluded);

// The one line a maker prints (on stderr) when it was asked to lift the exclusion list.
std::string ExclusionLiftedNotice();

// A puzzle input of a command line: the file `input` ('-' for stdin), or, when there is no such
// file and `input` is a game ID of `kind`, the puzzle it names written in `format` (the one the
// command reads), with its record.
struct PuzzleInput {
  std::string text;
  std::optional<PuzzleRecord> record;  // set when `input` was a game ID
};
Result<PuzzleInput> ReadPuzzleInput(const std::string& input, const std::string& kind,
                                    const std::string& format, Budget& budget);

// A puzzle as the API and the command line's --json show it, the one shape of a puzzle record
// everywhere (a single make, every line of a batch, what `library import-batch` reads): {"tool"
// (the version that made or read it, "puzzlesmith 0.5.0"), "kind", "title", "level", "params",
// "seed" (a whole number, or null), "game_id", "seed_id" ("" when it has none), "doc"}.
nlohmann::json PuzzleJson(const PuzzleRecord& record);
// "puzzlesmith VERSION": the tool a record names.
std::string ToolVersion();
// The formats this puzzle can be exported to: its kind's, less those that cannot carry it (the
// letter code is for 9x9 Sudoku only).
nlohmann::json WritesFor(const PuzzleRecord& record);
// {format: [line, …]}: what each format the puzzle can be written as leaves out (only formats
// that leave something out), and for a format of its kind that cannot hold it at all (not in
// WritesFor) the one line saying why.
nlohmann::json LossesFor(const PuzzleRecord& record);

// Level names per kind, for the maker's menus: {"sudoku": [{"name", "techniques"}], ...}.
nlohmann::json LevelsJson();

// Every kind: [{"name", "label", "aliases", "makes", "params", "import_params", "reads", "writes",
// "levels", "needs_dictionary", ...}], in menu order.
nlohmann::json KindsJson();
// Whether making `kind` (a name or alias) draws words from the dictionary.
bool NeedsDictionary(const std::string& kind);

}  // namespace ps::app
