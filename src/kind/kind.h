// The contract of a puzzle kind: one table of functions per kind (a `Kind`), walked by every
// front end (the API in app/puzzles.h, the command line's shared verbs, the web app through
// GET /api/kinds) instead of a ladder of `kind == "..."` tests. A kind's folder (src/<kind>/)
// holds its solvers, generators, formats and drawing, and its table in `kind.cc`, which adapts
// them to the JSON the API and the web app speak: its document, what it makes, reads, writes,
// draws, checks and hints. app/registry.cc holds the only list of the tables.
//
// Nothing here does I/O or keeps state: a kind is a callee.
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/budget.h"
#include "core/outcome.h"
#include "core/result.h"
#include "render/canvas.h"
#include "render/paper.h"

namespace ps::crossword {
struct Dictionary;
}

namespace ps::kind {

// A puzzle as the library keeps it and the API answers it: its kind, title, the parameters and
// seed it was made with, its level, the date, and its document (the JSON the web app plays; see
// docs/api.md).
struct PuzzleRecord {
  int64_t id = 0;
  std::string kind;  // a kind's name: "sudoku", "starbattle", "crossword", "fillin"
  std::string title;
  nlohmann::json params = nlohmann::json::object();
  std::optional<uint64_t> seed;
  std::string level;
  std::string created;  // ISO 8601, UTC
  nlohmann::json doc;   // the puzzle document
  std::string game_id;  // the ID that carries it ("" for a kind without IDs)
  std::string seed_id;  // the ID that makes it again from its seed ("" when there is none)
  bool has_game = false;
  bool solved = false;    // the saved game is solved by the player
  bool revealed = false;  // the saved game is complete, with squares the player had revealed
  // What an import assumed or left out (a convention chosen, lines skipped), one line each for
  // the person importing; not stored.
  std::vector<std::string> notes;
  // A game in progress that came with the puzzle (a pzprv3 file's marks, a Sudoku grid's pencil
  // marks), as a game state: what a hint starts from when it is given no other; null when none
  // came. Not stored.
  nlohmann::json game;
};

// What making a puzzle may use besides its parameters.
struct MakeContext {
  Budget& budget;                                     // bounds the whole make
  ProgressFn progress;                                // may be empty
  const crossword::Dictionary* dictionary = nullptr;  // fill-in words and grid fill entries
};

// A file written from a puzzle: its body, content type and file name.
struct Download {
  std::string body;
  std::string content_type;
  std::string filename;
  // What the format could not keep, one line each (for the user to see); empty when nothing.
  std::vector<std::string> losses;
};

// A print: draws every page of a puzzle on a canvas (the same routine for SVG and PDF).
using Drawing = std::function<void(render::Canvas&)>;

// What a print is asked for: the answer page(s) too, and the paper its pages are laid out on.
struct PrintRequest {
  bool answers = false;
  render::Paper paper = render::kA4;
  // Puzzles a page where the kind lays out several on a page (Sudoku: 1, 2, 4 or 6), and the
  // heading of every page ("": the puzzle's title).
  int per_page = 1;
  std::string title;
  // How a crossword's blocks print: "auto" (black in a dense grid and a fill-in, none in a
  // free-form layout), "black" or "none"; other kinds have no blocks.
  std::string blocks = "auto";
};

// The board alone, as the web app shows it under its squares (and the crossword maker's preview
// shows it whole): `cols` x `rows` squares of side `cell` points, their top-left corner at
// (margin, margin), on one page of (cols * cell + 2 * margin) x (rows * cell + 2 * margin)
// points. Drawn by the same routine as the print's grid, so the web and the print agree.
struct Board {
  int cols = 0, rows = 0;
  double cell = 0, margin = 0;
  Drawing draw;  // one page: one Begin/End
};

// One parameter of a maker: the API checks requests against it and fills in its default, and the
// web app builds its form from it (GET /api/kinds), so that the two cannot disagree.
struct Param {
  enum class Type {
    kInt,     // a whole number from lo to hi (or one of `choices`, written as numbers)
    kBool,    // true or false
    kChoice,  // one of `choices`
    kLevel,   // "any" or one of the kind's level names
    kText,    // a string of at most hi characters
    kSeed,    // a whole number from 0 up; absent: one from the clock
  };
  std::string_view name;
  std::string_view label;  // for a form
  Type type = Type::kInt;
  nlohmann::json def;  // the default (null for the seed)
  int lo = 0, hi = 0;
  std::vector<std::string_view> choices;
  // Left out of a seeded game ID while at its default: a parameter added after IDs were shared
  // (Star Battle's zones), so that those IDs stay the IDs of their puzzles.
  bool id_omits_default = false;
  // A finer setting the command line and the API take, which a form for people may leave out
  // (GET /api/kinds says "advanced": true).
  bool advanced = false;
};

// What an import is given besides the text: the title and the file's name, which every kind
// takes, and the reader's own import parameters (Kind::import_params) by name, checked against
// its table with their defaults filled in.
struct ImportOptions {
  std::string title;  // empty: the file's own title, else one made from the puzzle
  // The name of the file the text came from ("" when pasted): what a Star Battle zone file's
  // name says of its stars (game-10-2.txt), and the title when neither `title` nor the file gives
  // one (see ImportTitle in kind/common.h) unless `title_from_name` is false.
  std::string file_name;
  bool title_from_name = true;
  // The file's name where it may be the title ("" when it may not).
  std::string TitleName() const { return title_from_name ? file_name : std::string(); }
  // The clues alone, for a solver or grader that counts and grades them itself (the command
  // line's solve and grade): a puzzle with no solution or several is kept, its document without
  // the answer and its level empty, and nothing is solved or graded on the way. A kind whose
  // files carry their answer (crosswords) reads as usual.
  bool clues_only = false;
  nlohmann::json params = nlohmann::json::object();
  // A piece of a bigger file (a file of a puzzle a line, read a piece at a time): the line number
  // of the text's first line, for the lines its notes and errors name, and `piece`: say only the
  // lines skipped, not how many puzzles were read (the piece's count, not the file's), nor, past
  // the file's first line, what the file's start already said (a CSV header, a convention).
  int first_line = 1;
  bool piece = false;
};

// A format a text seems to be in, and how sure that is, surest last: kFallback (plain text a
// reader can try), kShape (the text has the format's loose shape), kJson (JSON of no known
// shape), kStrictShape (a shape nothing else has, such as 81 letters of Sudoku's letter code),
// kHeader (markers the format uses), kSignature (a magic number or a JSON shape only this format
// has). kNone: not a format the kind reads.
// A text to detect, looked at once for every kind: the text, the text from its first character
// that is not a space or line break, and its JSON when that starts with '{' or '[' (discarded,
// is_discarded(), when it does not parse).
struct Sniff {
  std::string_view text;
  std::string_view start;
  nlohmann::json json;
  bool IsJson() const { return !start.empty() && (start[0] == '{' || start[0] == '['); }
};

struct Detection {
  static constexpr int kNone = 0, kFallback = 10, kShape = 20, kJson = 30, kStrictShape = 40,
                       kHeader = 50, kSignature = 100;
  std::string_view format;
  int confidence = kNone;
};

// A puzzle solved by its kind's solver: the outcome of counting its solutions up to a limit, and
// a game state holding the first solution found (null when none was).
struct Solved {
  Outcome outcome = Outcome::kNone;
  int64_t count = 0;
  nlohmann::json state;
  std::string explanation;  // why there is no solution, when the solver can say ("" otherwise)
};

struct Kind {
  std::string_view name;   // in records, the API and the web app: "sudoku"
  std::string_view label;  // for people: "Sudoku"
  std::vector<std::string_view> aliases;
  // The web app's module that plays its puzzles: web/<player>.js, whose `game` export makes the
  // game (see web/play.js); empty for a maker whose puzzles are of another kind.
  std::string_view player;
  // The web app's module with the kind's own Make page: web/<maker>.js, whose `maker(view, kind)`
  // export builds it (web/make.js); empty: a form built from the parameter table.
  std::string_view maker;
  // The name of its Make page (empty: `label`).
  std::string_view make_label;
  // The kind of the puzzles it makes when they are another kind's (the grid filler makes
  // fill-ins); empty: its own.
  std::string_view makes_kind = {};
  // Makes a puzzle from parameters checked and completed against `params` (null: not made here).
  Result<PuzzleRecord> (*make)(const nlohmann::json& params, MakeContext& ctx) = nullptr;
  std::vector<Param> params;
  // Cheap checks of checked parameters beyond the table (a word list that parses, a pattern with
  // entries), so that a request gets its 400 before any work starts (null: the table is all).
  Status (*validate)(const nlohmann::json& params) = nullptr;
  // The import formats it reads and the reader, and how sure it is that a text is one of them
  // (the import's "auto" takes the surest answer of all kinds; null: it reads nothing).
  std::vector<std::string_view> reads;
  // Its reader's own parameters (a zone file's stars, a locked file's key), named and checked as
  // `params` are: the import request, the command's options of the verbs that read (convert,
  // solve, ...), the library's read() and the web app's Import form take them by name from this
  // table (GET /api/kinds: "import_params"), so that no front end names them. The reader finds
  // them in ImportOptions::params, its defaults filled in.
  std::vector<Param> import_params = {};
  Detection (*detect)(const Sniff& text) = nullptr;
  Result<PuzzleRecord> (*read)(const std::string& text, const std::string& format,
                               const ImportOptions& options, Budget& budget) = nullptr;
  // Every puzzle of a text that may hold several (a .jpz or ipuz file of several crosswords,
  // pastes one after another), the first record's notes saying how many were read and which
  // were skipped and why; null: `read` gives the one puzzle. `read` takes the first and says so.
  Result<std::vector<PuzzleRecord>> (*read_all)(const std::string& text, const std::string& format,
                                                const ImportOptions& options,
                                                Budget& budget) = nullptr;
  // For a file too big to read whole: whether `text`, its first piece (whole lines), holds its
  // puzzles one a line in `format`, each line read alone, and then how many of its first lines
  // (a CSV header and what comes before it) every later piece needs in front of it to be read the
  // same; -1 when it does not (such a file is read whole). Null: no format of a puzzle a line.
  int (*lines_apart)(const std::string& text, const std::string& format,
                     const ImportOptions& options) = nullptr;
  // What a stored puzzle of this kind does; null for a maker whose puzzles are of another kind.
  // `write` gives the body, content type and the file name's extension.
  std::vector<std::string_view> writes;
  Result<Download> (*write)(const PuzzleRecord& record, const std::string& format) = nullptr;
  // Formats `write` also writes that are not exports of every puzzle of the kind (a crossword's
  // construction project, which only a puzzle made from a word list has): the command line's
  // file options, not the web app's export links.
  std::vector<std::string_view> also_writes = {};
  Result<Drawing> (*draw)(const PuzzleRecord& record, const PrintRequest& request) = nullptr;
  // Several puzzles in one print (a booklet, PrintRequest::per_page); null: each one's `draw` in
  // turn.
  Result<Drawing> (*draw_all)(const std::vector<PuzzleRecord>& records,
                              const PrintRequest& request) = nullptr;
  // The board alone (above), with the answer in its squares when `answers` (null: not drawn).
  Result<Board> (*board)(const PuzzleRecord& record, bool answers) = nullptr;
  // The game state of a fresh game: the givens and nothing else entered (what check and hint read
  // when a player has done nothing yet; null for a maker whose puzzles are of another kind).
  nlohmann::json (*start)(const PuzzleRecord& record) = nullptr;
  // The game state of its stored answer, every square as the solution has it (what a reveal
  // shows; null when none is stored).
  nlohmann::json (*answer)(const PuzzleRecord& record) = nullptr;
  Result<nlohmann::json> (*check)(const PuzzleRecord& record,
                                  const nlohmann::json& state) = nullptr;
  Result<nlohmann::json> (*hint)(const PuzzleRecord& record, const nlohmann::json& state,
                                 Budget& budget) = nullptr;
  // Counts the puzzle's solutions up to `limit` from its clues alone (not its stored answer);
  // null for a kind whose answer only a person gives (a crossword's clues).
  Result<Solved> (*solve)(const PuzzleRecord& record, int64_t limit, Budget& budget) = nullptr;
  // Grades the puzzle from its clues alone, never from a stored label: {"outcome": its solutions
  // counted up to 2 in core/outcome.h's words, "level": a name of `levels` or null (no unique
  // solution, or a kind without levels), "rating": a number on the kind's scale or null, "steps":
  // [a hint's JSON for each step, as `hint` gives it] when `steps`} with what else the kind
  // measures. Null: the kind has no grade, and `no_grade` says why in a line for people.
  Result<nlohmann::json> (*grade)(const PuzzleRecord& record, bool steps, Budget& budget) = nullptr;
  std::string_view no_grade = {};
  // Its levels, easiest first: [{"name", "code"?, "techniques", "max_rating"?, "web"?, "note"?}]
  // (null: no levels).
  nlohmann::json (*levels)() = nullptr;
  // Text for a terminal: the puzzle as a person reads it, board, clues and answer (`make --to
  // text`); and a game state (null: the start of the game) on one line, or (`grid`) as a
  // readable grid ending with a line break, as `solve` prints a solution. Null: none.
  std::string (*text)(const PuzzleRecord& record) = nullptr;
  std::string (*state_text)(const PuzzleRecord& record, const nlohmann::json& state,
                            bool grid) = nullptr;
  // The format that writes the puzzle on one line (Sudoku's "line", Star Battle's "url"): the
  // first field of a line of `grade` and the like; empty: its game ID.
  std::string_view line = {};
  // Game IDs (game_id.cc): the part after "<name>/" that carries a puzzle, "<params>:<desc>", and
  // the puzzle back from those two parts (solved and graded as an import is). Null: no IDs.
  Result<std::string> (*write_id)(const PuzzleRecord& record) = nullptr;
  Result<PuzzleRecord> (*read_id)(std::string_view params, std::string_view desc,
                                  Budget& budget) = nullptr;
  // Making it draws words from the server's dictionary (MakeContext::dictionary).
  bool needs_dictionary = false;
  // What it makes has exactly one solution from its clues (the grid filler's fills need not:
  // its word list may fill the grid more than one way, and any of them is accepted).
  bool makes_unique = true;
  // Parameters that make a small puzzle of it quickly (with a seed), at any of its levels that
  // the web app offers: what the registry's property test makes, checks, converts and draws.
  nlohmann::json example;
  // Level packs: numbered puzzles, each made again from its seed (1, 2, ...) with the pack's
  // make parameters, as a puzzle app's level menu offers them (the web app's Packs page). A
  // pack's puzzle is the seeded game ID `KIND/PARAMS#SEED` (docs/formats.md). A pack of boards
  // kept as they are (boards of another game) lists them instead: `boards` gives each board's
  // name and its game ID as `write_id` writes it (the part after "KIND/"), and `params` and
  // `count` are unused.
  struct PackBoard {
    std::string name;  // "05a-1"
    std::string id;    // "5k1:..."
  };
  struct Pack {
    std::string_view label;   // for people: "8×8, two stars"
    std::string_view params;  // the seeded ID's parameters: "size=8,stars=2"
    int count = 0;            // puzzles 1..count
    std::vector<PackBoard> (*boards)() = nullptr;
    std::string_view note = {};  // a line for people on what the pack holds ("" for none)
  };
  std::vector<Pack> packs;
  // The puzzle's canonical key: the same for two puzzles that differ only by the kind's
  // symmetries (a rotation, a reflection, a relabelling), so that a library finds duplicates by
  // comparing keys; "" when the document does not read. Null: no key (no duplicates found).
  std::string (*canonical)(const PuzzleRecord& record) = nullptr;
  // The command line's own names for the verbs every kind has, kept for the people and scripts
  // that know them: `sudoku generate` is `make sudoku`, the same command (cli/kinds_cmd.cc) with
  // the kind fixed and the same options and output. `group` is the command it is under
  // ("sudoku", "crossword"), `word` its name there, `verb` the shared verb ("make", "solve",
  // "grade", "hint", "print", "convert", "levels"); `positional` a parameter of `make` it also
  // takes as its first argument (`crossword layout WORDS`); `as` how it writes by default (a
  // make: the --to format; a solve: "grid" or "line").
  struct Spelling {
    std::string_view group, word, verb, positional = {}, as = {};
  };
  std::vector<Spelling> spellings = {};
};

}  // namespace ps::kind
