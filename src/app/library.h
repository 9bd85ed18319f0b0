// The puzzle library of the web app: every puzzle made or imported, the games in progress, the
// constructor's drafts and its own word lists, kept in one SQLite file (WAL journal, one
// transaction per change, a busy timeout), so that concurrent requests cannot corrupt it and a
// game survives a restart of the server.
//
// A puzzle is stored as its kind, title, the parameters and seed it was made with, its level,
// the date, and its document: the JSON the web app plays (see docs/api.md).
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "kind/kind.h"

struct sqlite3;

namespace ps::app {

using kind::PuzzleRecord;

// A crossword draft of the web app's constructor (web/construct.js): what the editor keeps, as
// it keeps it (`doc`, any JSON object), under a title, listed newest change first.
struct Draft {
  int64_t id = 0;
  std::string title;
  std::string created, updated;  // ISO 8601 UTC
  nlohmann::json doc;            // null in a listing
};

// A word list of the constructor's own (app/wordlists.h), as listed: its entries are read apart
// (Library::WordListText), since a list may hold 300,000 of them.
struct WordListInfo {
  int64_t id = 0;
  std::string name;
  std::string created;  // ISO 8601 UTC
  int64_t entries = 0;
};

struct ListQuery {
  std::string kind;  // empty: every kind
  std::string text;  // matched against title, kind and level
  int limit = 100;
  int offset = 0;
};

class Library {
 public:
  // Opens (creating when missing, with its directory) the database file.
  static Result<std::unique_ptr<Library>> Open(const std::string& path);
  ~Library();
  Library(const Library&) = delete;
  Library& operator=(const Library&) = delete;

  // Stores a new puzzle; returns it with its id and date.
  Result<PuzzleRecord> Add(const PuzzleRecord& record);
  // Without the document when `with_doc` is false (listing).
  Result<std::optional<PuzzleRecord>> Get(int64_t id, bool with_doc = true);
  Result<std::vector<PuzzleRecord>> List(const ListQuery& query);
  // The newest puzzle with this game ID (either form), with its document.
  Result<std::optional<PuzzleRecord>> FindGameId(const std::string& id);
  // How many puzzles the query's filter (kind and words) matches, whatever its limit and offset.
  Result<int64_t> Count(const ListQuery& query = {});
  // False when there was no such puzzle. Its saved game goes with it.
  Result<bool> Remove(int64_t id);

  // The saved game of a puzzle (any JSON the player keeps); false when the puzzle is gone.
  // `revealed`: the game reached the solution with revealed squares (not counted as solved).
  Result<bool> SaveGame(int64_t puzzle_id, const nlohmann::json& state, bool solved,
                        bool revealed = false);
  Result<std::optional<nlohmann::json>> LoadGame(int64_t puzzle_id);

  // Drafts: stores a new one (`id` 0) or replaces draft `id` (nullopt when there is none).
  Result<std::optional<Draft>> SaveDraft(int64_t id, const std::string& title,
                                         const nlohmann::json& doc);
  Result<std::optional<Draft>> GetDraft(int64_t id);
  Result<std::vector<Draft>> ListDrafts();  // without their documents, newest change first
  Result<bool> RemoveDraft(int64_t id);     // false when there was no such draft

  // Own word lists: `text` is the list as stored ("word;score" a line, ReadOwnWordList's), of
  // `entries` entries. Listed newest first; an id is never used again once deleted.
  Result<WordListInfo> AddWordList(const std::string& name, int64_t entries,
                                   const std::string& text);
  Result<std::vector<WordListInfo>> ListWordLists();
  Result<std::optional<WordListInfo>> GetWordList(int64_t id);
  Result<std::optional<std::string>> WordListText(int64_t id);
  Result<bool> RemoveWordList(int64_t id);  // false when there was no such list

  // Batches (`puzzlesmith library import-batch`): a puzzle is a duplicate of another of its kind
  // with the same canonical key (kind::Kind::canonical: the same up to the kind's symmetries).
  // Stores the key of every stored puzzle that has none yet (stored before keys, or by the web
  // app); returns how many it keyed.
  Result<int64_t> IndexCanonicalKeys();
  // Stores each record unless a puzzle of its kind with the same key is stored or came earlier
  // in `records` (an empty key: always stored), in one transaction. Per record: added or not.
  Result<std::vector<bool>> AddUnique(const std::vector<PuzzleRecord>& records,
                                      const std::vector<std::string>& keys);

  const std::string& path() const { return path_; }

 private:
  Library() = default;
  Status Exec(const char* sql);
  Status AddIds();  // the ID columns of an older library, and the IDs of puzzles without them
  sqlite3* db_ = nullptr;
  std::string path_;
  std::mutex mu_;  // one connection, used by one request at a time
};

// The default database file: $XDG_DATA_HOME/puzzlesmith/library.db, else
// ~/.local/share/puzzlesmith/library.db.
std::string DefaultLibraryPath();

}  // namespace ps::app
