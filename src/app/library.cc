#include "app/library.h"

#include <fmt/format.h>
#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "app/puzzles.h"
#include "app/registry.h"

namespace ps::app {
namespace {

Error DbError(sqlite3* db, const std::string& what) {
  return MakeError(ErrorCode::kIo, fmt::format("library database: {}: {}", what,
                                               db ? sqlite3_errmsg(db) : "no handle"));
}

// A prepared statement that finalizes itself.
class Stmt {
 public:
  Stmt(sqlite3* db, const char* sql) {
    if (sqlite3_prepare_v2(db, sql, -1, &s_, nullptr) != SQLITE_OK) s_ = nullptr;
  }
  ~Stmt() { sqlite3_finalize(s_); }
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;
  bool ok() const { return s_ != nullptr; }
  sqlite3_stmt* get() { return s_; }
  void Bind(int i, const std::string& v) {
    sqlite3_bind_text(s_, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
  }
  void Bind(int i, int64_t v) { sqlite3_bind_int64(s_, i, v); }
  void BindNull(int i) { sqlite3_bind_null(s_, i); }
  int Step() { return sqlite3_step(s_); }
  std::string Text(int col) {
    const unsigned char* t = sqlite3_column_text(s_, col);
    return t ? std::string(reinterpret_cast<const char*>(t),
                           static_cast<size_t>(sqlite3_column_bytes(s_, col)))
             : std::string();
  }
  int64_t Int(int col) { return sqlite3_column_int64(s_, col); }
  bool IsNull(int col) { return sqlite3_column_type(s_, col) == SQLITE_NULL; }

 private:
  sqlite3_stmt* s_ = nullptr;
};

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS puzzles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  params TEXT NOT NULL DEFAULT '{}',
  seed TEXT,
  level TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  doc TEXT NOT NULL,
  game_id TEXT NOT NULL DEFAULT '',
  seed_id TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS puzzles_kind ON puzzles(kind);
CREATE TABLE IF NOT EXISTS canonical_keys (
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  puzzle_id INTEGER NOT NULL REFERENCES puzzles(id) ON DELETE CASCADE,
  PRIMARY KEY (kind, key)
);
CREATE INDEX IF NOT EXISTS canonical_keys_puzzle ON canonical_keys(puzzle_id);
CREATE TABLE IF NOT EXISTS games (
  puzzle_id INTEGER PRIMARY KEY REFERENCES puzzles(id) ON DELETE CASCADE,
  state TEXT NOT NULL,
  solved INTEGER NOT NULL DEFAULT 0,  -- 0 in progress, 1 solved, 2 completed by revealing
  updated TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE TABLE IF NOT EXISTS drafts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  doc TEXT NOT NULL,
  changes INTEGER NOT NULL DEFAULT 0  -- the library's count of draft changes at its last change
);
CREATE TABLE IF NOT EXISTS wordlists (
  id INTEGER PRIMARY KEY AUTOINCREMENT,  -- never used again once deleted: a request names it
  name TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  entries INTEGER NOT NULL,
  text TEXT NOT NULL  -- "word;score" a line (app/wordlists.h)
);
)sql";

// Libraries written before game IDs get their columns (filled in at open).
constexpr const char* kIdColumns = R"sql(
ALTER TABLE puzzles ADD COLUMN game_id TEXT NOT NULL DEFAULT '';
ALTER TABLE puzzles ADD COLUMN seed_id TEXT NOT NULL DEFAULT '';
)sql";
constexpr const char* kIdIndexes = R"sql(
CREATE INDEX IF NOT EXISTS puzzles_game_id ON puzzles(game_id) WHERE game_id != '';
CREATE INDEX IF NOT EXISTS puzzles_seed_id ON puzzles(seed_id) WHERE seed_id != '';
)sql";

constexpr const char* kColumns =
    "p.id, p.kind, p.title, p.params, p.seed, p.level, p.created, g.puzzle_id IS NOT NULL, "
    "COALESCE(g.solved, 0), p.game_id, p.seed_id";

PuzzleRecord ReadRow(Stmt& s, bool with_doc) {
  PuzzleRecord r;
  r.id = s.Int(0);
  r.kind = s.Text(1);
  r.title = s.Text(2);
  r.params = nlohmann::json::parse(s.Text(3), nullptr, false);
  if (r.params.is_discarded()) r.params = nlohmann::json::object();
  if (!s.IsNull(4)) r.seed = std::strtoull(s.Text(4).c_str(), nullptr, 10);
  r.level = s.Text(5);
  r.created = s.Text(6);
  r.has_game = s.Int(7) != 0;
  r.solved = s.Int(8) == 1;
  r.revealed = s.Int(8) == 2;
  r.game_id = s.Text(9);
  r.seed_id = s.Text(10);
  if (with_doc) {
    r.doc = nlohmann::json::parse(s.Text(11), nullptr, false);
    if (r.doc.is_discarded()) r.doc = nullptr;
  }
  return r;
}

// The one row a statement selects, or none.
Result<std::optional<PuzzleRecord>> OneRow(sqlite3* db, Stmt& s, bool with_doc) {
  const int rc = s.Step();
  if (rc == SQLITE_DONE) return std::optional<PuzzleRecord>();
  if (rc != SQLITE_ROW) return DbError(db, "read");
  return std::optional<PuzzleRecord>(ReadRow(s, with_doc));
}

// Storing a record: the INSERT (the columns it returns go after it) and its values, the reverse
// of ReadRow.
constexpr const char* kInsertPuzzle =
    "INSERT INTO puzzles (kind, title, params, seed, level, doc, game_id, seed_id) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING ";

void BindRecord(Stmt& s, const PuzzleRecord& r) {
  s.Bind(1, r.kind);
  s.Bind(2, r.title);
  s.Bind(3, r.params.dump());
  if (r.seed) {
    s.Bind(4, std::to_string(*r.seed));
  } else {
    s.BindNull(4);
  }
  s.Bind(5, r.level);
  s.Bind(6, r.doc.dump());
  s.Bind(7, r.game_id);
  s.Bind(8, r.seed_id);
}

}  // namespace

std::string DefaultLibraryPath() {
  namespace fs = std::filesystem;
  const char* xdg = std::getenv("XDG_DATA_HOME");
  fs::path base;
  if (xdg != nullptr && *xdg == '/') {
    base = xdg;
  } else {
    const char* home = std::getenv("HOME");
    base = fs::path(home != nullptr && *home != '\0' ? home : ".") / ".local" / "share";
  }
  return (base / "puzzlesmith" / "library.db").string();
}

namespace {

// The file's mark as a puzzlesmith library (PRAGMA application_id, "PSMT") and the number of its
// schema (PRAGMA user_version): 1 the puzzles and games tables, 2 the game ID columns (the
// drafts and wordlists tables are created when missing, at any version, and older programs leave
// them be). A library
// of an older schema is brought forward when opened; one of a newer schema is refused.
constexpr int kApplicationId = 0x50534D54;
constexpr int kSchemaVersion = 2;

// Why a library file cannot be used, in one line that says what to do.
Error OpenError(const std::string& path, sqlite3* db, int rc) {
  const std::string says = db != nullptr ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
  switch (rc & 0xff) {
    case SQLITE_NOTADB:
      return MakeError(ErrorCode::kIo,
                       fmt::format("{} is not a puzzlesmith library (SQLite: {}): move it away, "
                                   "or choose another file with --db",
                                   path, says));
    case SQLITE_CORRUPT:
      return MakeError(ErrorCode::kIo,
                       fmt::format("the library {} is damaged (SQLite: {}): keep a copy, then "
                                   "move it away to start a new library, or choose another file "
                                   "with --db",
                                   path, says));
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return MakeError(ErrorCode::kIo,
                       fmt::format("the library {} is locked by another program (SQLite: {}): "
                                   "close it and start again",
                                   path, says));
    default:
      return MakeError(ErrorCode::kIo,
                       fmt::format("cannot open the library {} (SQLite: {}): check that the file "
                                   "and its folder can be written, or choose another file with "
                                   "--db",
                                   path, says));
  }
}

}  // namespace

Result<std::unique_ptr<Library>> Library::Open(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    return MakeError(ErrorCode::kIo, fmt::format("the library {} is a folder: give --db a file "
                                                 "name (such as {}/library.db)",
                                                 path, path));
  }
  // An empty file is not a library: SQLite would take it for a new database and write one over
  // it. (A library is never empty, but for a moment after it is made its first changes can be
  // in the write-ahead log beside it, so a file with a log that holds something is opened.)
  if (fs::is_regular_file(path, ec) && fs::file_size(path, ec) == 0 && !ec) {
    std::error_code wal_ec;
    const auto wal = fs::file_size(path + "-wal", wal_ec);
    if (wal_ec || wal == 0) {
      return MakeError(ErrorCode::kIo,
                       fmt::format("{} is an empty file, not a puzzlesmith library: remove it to "
                                   "start a new library there, or choose another file with --db",
                                   path));
    }
  }
  fs::path parent = fs::path(path).parent_path();
  if (!parent.empty()) fs::create_directories(parent, ec);
  // A file or folder that cannot be written, said the same way whatever SQLite would do first
  // (SQLite keeps its write-ahead log and its locks in files beside the library).
  const std::string folder = parent.empty() ? std::string(".") : parent.string();
  if (fs::exists(path, ec) && ::access(path.c_str(), W_OK) != 0) {
    return MakeError(ErrorCode::kIo,
                     fmt::format("the library {} is read-only: allow writing to it, or choose "
                                 "another file with --db",
                                 path));
  }
  if (::access(folder.c_str(), W_OK) != 0) {
    return MakeError(ErrorCode::kIo,
                     fmt::format("the folder {} cannot be written, and the library {} keeps its "
                                 "log there: allow writing to the folder, or choose another file "
                                 "with --db",
                                 folder, path));
  }
  std::unique_ptr<Library> lib(new Library());
  lib->path_ = path;
  int rc =
      sqlite3_open_v2(path.c_str(), &lib->db_,
                      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, nullptr);
  if (rc != SQLITE_OK) return OpenError(path, lib->db_, rc);
  sqlite3_busy_timeout(lib->db_, 5000);
  // What the file holds, before anything is written to it: nothing (a new library), a library,
  // or something else, which is refused rather than added to.
  bool foreign = false, ours = false;
  {
    Stmt s(lib->db_,
           "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
    if (!s.ok()) return OpenError(path, lib->db_, sqlite3_errcode(lib->db_));
    while ((rc = s.Step()) == SQLITE_ROW) {
      const std::string name = s.Text(0);
      (name == "puzzles" || name == "games" ? ours : foreign) = true;
    }
    if (rc != SQLITE_DONE) return OpenError(path, lib->db_, rc);
  }
  int application_id = 0, schema = 0;
  for (auto [pragma, value] :
       {std::pair{"PRAGMA application_id", &application_id}, {"PRAGMA user_version", &schema}}) {
    Stmt s(lib->db_, pragma);
    if (!s.ok() || (rc = s.Step()) != SQLITE_ROW) {
      return OpenError(path, lib->db_, sqlite3_errcode(lib->db_));
    }
    *value = static_cast<int>(sqlite3_column_int64(s.get(), 0));
  }
  if ((foreign && !ours) || (application_id != 0 && application_id != kApplicationId)) {
    return MakeError(ErrorCode::kIo,
                     fmt::format("{} is another program's database, not a puzzlesmith library: "
                                 "choose another file with --db",
                                 path));
  }
  if (schema > kSchemaVersion) {
    return MakeError(ErrorCode::kIo,
                     fmt::format("the library {} was made by a newer puzzlesmith (its schema is "
                                 "number {}; this one reads up to {}): use that version, or "
                                 "choose another file with --db",
                                 path, schema, kSchemaVersion));
  }
  if (ours) {
    // Every page read once: a damaged file is found now, not in the middle of a game.
    Stmt s(lib->db_, "PRAGMA quick_check");
    if (!s.ok()) return OpenError(path, lib->db_, sqlite3_errcode(lib->db_));
    rc = s.Step();
    if (rc != SQLITE_ROW) return OpenError(path, lib->db_, rc);
    if (std::string verdict = s.Text(0); verdict != "ok") {
      // Its first finding, on one line ("*** in database main ***\nOn tree page 4 ...").
      if (verdict.rfind("*** ", 0) == 0 && verdict.find('\n') != std::string::npos) {
        verdict = verdict.substr(verdict.find('\n') + 1);
      }
      verdict = verdict.substr(0, std::min(verdict.find('\n'), size_t{160}));
      return MakeError(ErrorCode::kIo,
                       fmt::format("the library {} is damaged (SQLite's check: {}): keep a "
                                   "copy, then move it away to start a new library",
                                   path, verdict));
    }
  }
  // Write-ahead log, and every commit on disk before it returns (synchronous=FULL): a save the
  // server has answered survives the server being killed and the machine losing power.
  {
    Stmt s(lib->db_, "PRAGMA journal_mode=WAL");
    if (!s.ok() || (rc = s.Step()) != SQLITE_ROW) {
      return OpenError(path, lib->db_, sqlite3_errcode(lib->db_));
    }
    if (s.Text(0) != "wal") {
      return MakeError(ErrorCode::kIo,
                       fmt::format("the library {} cannot keep a write-ahead log (journal mode "
                                   "'{}'); put it on a local disk",
                                   path, s.Text(0)));
    }
  }
  // The write lock, once: a library another program keeps locked is refused now, not at the
  // first save.
  rc = sqlite3_exec(lib->db_, "BEGIN IMMEDIATE; COMMIT;", nullptr, nullptr, nullptr);
  if (rc != SQLITE_OK) return OpenError(path, lib->db_, rc);
  for (const char* sql : {"PRAGMA synchronous=FULL;", "PRAGMA foreign_keys=ON;", kSchema}) {
    if (Status s = lib->Exec(sql); !s.ok()) return s.error();
  }
  if (Status s = lib->AddIds(); !s.ok()) return s.error();
  // Marked as ours, at the schema it now has.
  if (Status s = lib->Exec(fmt::format("PRAGMA application_id={}; PRAGMA user_version={};",
                                       kApplicationId, kSchemaVersion)
                               .c_str());
      !s.ok()) {
    return s.error();
  }
  return lib;
}

Status Library::AddIds() {
  bool has_column = false;
  {
    Stmt s(db_, "SELECT 1 FROM pragma_table_info('puzzles') WHERE name = 'game_id'");
    if (!s.ok()) return DbError(db_, "read the schema");
    has_column = s.Step() == SQLITE_ROW;
  }
  if (!has_column) {
    if (Status s = Exec(kIdColumns); !s.ok()) return s;
  }
  if (Status s = Exec(kIdIndexes); !s.ok()) return s;
  // Puzzles stored without their IDs (before the columns, or of a kind that had none then).
  std::vector<PuzzleRecord> missing;
  {
    std::string sql = fmt::format(
        "SELECT {}, p.doc FROM puzzles p LEFT JOIN games g ON g.puzzle_id = p.id "
        "WHERE p.game_id = '' LIMIT 100000",
        kColumns);
    Stmt s(db_, sql.c_str());
    if (!s.ok()) return DbError(db_, "read");
    while (s.Step() == SQLITE_ROW) missing.push_back(ReadRow(s, true));
  }
  for (PuzzleRecord& r : missing) {
    SetIds(r);
    if (r.game_id.empty()) continue;
    Stmt s(db_, "UPDATE puzzles SET game_id = ?, seed_id = ? WHERE id = ?");
    if (!s.ok()) return DbError(db_, "update");
    s.Bind(1, r.game_id);
    s.Bind(2, r.seed_id);
    s.Bind(3, r.id);
    if (s.Step() != SQLITE_DONE) return DbError(db_, "update");
  }
  return Ok{};
}

Library::~Library() { sqlite3_close(db_); }

Status Library::Exec(const char* sql) {
  char* msg = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &msg) != SQLITE_OK) {
    Error e = MakeError(ErrorCode::kIo,
                        fmt::format("library database {}: {}", path_, msg ? msg : "error"));
    sqlite3_free(msg);
    return e;
  }
  return Ok{};
}

Result<PuzzleRecord> Library::Add(const PuzzleRecord& record) {
  std::lock_guard lock(mu_);
  Stmt s(db_, (std::string(kInsertPuzzle) + "id, created").c_str());
  if (!s.ok()) return DbError(db_, "insert");
  BindRecord(s, record);
  if (s.Step() != SQLITE_ROW) return DbError(db_, "insert");
  PuzzleRecord out = record;
  out.id = s.Int(0);
  out.created = s.Text(1);
  if (s.Step() != SQLITE_DONE) return DbError(db_, "insert");
  return out;
}

namespace {

// The key a puzzle is stored under: its kind's canonical key, or, for a kind or document
// without one, a key of its own that matches nothing else.
std::string StoredKey(const std::string& key, int64_t id) {
  return key.empty() ? fmt::format("none:{}", id) : key;
}

}  // namespace

Result<int64_t> Library::IndexCanonicalKeys() {
  std::lock_guard lock(mu_);
  std::vector<std::pair<int64_t, std::string>> keyed;  // puzzle id, key
  std::vector<std::string> kinds;
  {
    Stmt s(db_,
           "SELECT p.id, p.kind, p.doc FROM puzzles p WHERE NOT EXISTS "
           "(SELECT 1 FROM canonical_keys c WHERE c.puzzle_id = p.id)");
    if (!s.ok()) return DbError(db_, "read");
    while (s.Step() == SQLITE_ROW) {
      PuzzleRecord r;
      r.id = s.Int(0);
      r.kind = s.Text(1);
      r.doc = nlohmann::json::parse(s.Text(2), nullptr, false);
      const Kind* k = FindKind(r.kind);
      std::string key =
          k != nullptr && k->canonical != nullptr && !r.doc.is_discarded() ? k->canonical(r) : "";
      keyed.emplace_back(r.id, StoredKey(key, r.id));
      kinds.push_back(r.kind);
    }
  }
  if (keyed.empty()) return int64_t{0};
  if (Status st = Exec("BEGIN IMMEDIATE"); !st.ok()) return st.error();
  for (size_t i = 0; i < keyed.size(); ++i) {
    // A second stored copy of a puzzle keeps no key of its own: the first one holds it.
    Stmt s(db_, "INSERT OR IGNORE INTO canonical_keys (kind, key, puzzle_id) VALUES (?, ?, ?)");
    if (!s.ok()) break;
    s.Bind(1, kinds[i]);
    s.Bind(2, keyed[i].second);
    s.Bind(3, keyed[i].first);
    if (s.Step() != SQLITE_DONE) {
      (void)Exec("ROLLBACK");
      return DbError(db_, "store keys");
    }
  }
  if (Status st = Exec("COMMIT"); !st.ok()) return st.error();
  return static_cast<int64_t>(keyed.size());
}

Result<std::vector<bool>> Library::AddUnique(const std::vector<PuzzleRecord>& records,
                                             const std::vector<std::string>& keys) {
  PS_CHECK(records.size() == keys.size());
  std::lock_guard lock(mu_);
  std::vector<bool> added(records.size(), false);
  if (Status st = Exec("BEGIN IMMEDIATE"); !st.ok()) return st.error();
  auto fail = [&](const char* what) -> Error {
    Error e = DbError(db_, what);
    (void)Exec("ROLLBACK");
    return e;
  };
  for (size_t i = 0; i < records.size(); ++i) {
    const PuzzleRecord& r = records[i];
    if (!keys[i].empty()) {
      Stmt s(db_, "SELECT 1 FROM canonical_keys WHERE kind = ? AND key = ?");
      if (!s.ok()) return fail("read");
      s.Bind(1, r.kind);
      s.Bind(2, keys[i]);
      if (s.Step() == SQLITE_ROW) continue;  // a duplicate
    }
    Stmt s(db_, (std::string(kInsertPuzzle) + "id").c_str());
    if (!s.ok()) return fail("insert");
    BindRecord(s, r);
    if (s.Step() != SQLITE_ROW) return fail("insert");
    const int64_t id = s.Int(0);
    if (s.Step() != SQLITE_DONE) return fail("insert");
    Stmt k(db_, "INSERT INTO canonical_keys (kind, key, puzzle_id) VALUES (?, ?, ?)");
    if (!k.ok()) return fail("insert");
    k.Bind(1, r.kind);
    k.Bind(2, StoredKey(keys[i], id));
    k.Bind(3, id);
    if (k.Step() != SQLITE_DONE) return fail("insert");
    added[i] = true;
  }
  if (Status st = Exec("COMMIT"); !st.ok()) return st.error();
  return added;
}

Result<std::optional<PuzzleRecord>> Library::Get(int64_t id, bool with_doc) {
  std::lock_guard lock(mu_);
  std::string sql = fmt::format(
      "SELECT {}, p.doc FROM puzzles p LEFT JOIN games g ON g.puzzle_id = p.id WHERE p.id = ?",
      kColumns);
  Stmt s(db_, sql.c_str());
  if (!s.ok()) return DbError(db_, "read");
  s.Bind(1, id);
  return OneRow(db_, s, with_doc);
}

Result<std::optional<PuzzleRecord>> Library::FindGameId(const std::string& id) {
  std::lock_guard lock(mu_);
  if (id.empty()) return std::optional<PuzzleRecord>();
  std::string sql = fmt::format(
      "SELECT {}, p.doc FROM puzzles p LEFT JOIN games g ON g.puzzle_id = p.id "
      "WHERE p.game_id = ?1 OR p.seed_id = ?1 ORDER BY p.id DESC LIMIT 1",
      kColumns);
  Stmt s(db_, sql.c_str());
  if (!s.ok()) return DbError(db_, "read");
  s.Bind(1, id);
  return OneRow(db_, s, true);
}

namespace {

// The filter List and Count share: the kind, and words matched against title, kind and level.
constexpr const char* kListFilter =
    "WHERE (?1 = '' OR p.kind = ?1) AND (?2 = '' OR p.title LIKE ?3 ESCAPE '\\' OR "
    "p.kind LIKE ?3 ESCAPE '\\' OR p.level LIKE ?3 ESCAPE '\\')";

// Binds the filter's three parameters.
void BindListFilter(Stmt& s, const ListQuery& q) {
  std::string like = "%";
  for (char c : q.text) {
    if (c == '%' || c == '_' || c == '\\') like += '\\';
    like += c;
  }
  like += '%';
  s.Bind(1, q.kind);
  s.Bind(2, q.text);
  s.Bind(3, like);
}

}  // namespace

Result<std::vector<PuzzleRecord>> Library::List(const ListQuery& q) {
  std::lock_guard lock(mu_);
  std::string sql = fmt::format(
      "SELECT {}, '' FROM puzzles p LEFT JOIN games g ON g.puzzle_id = p.id {} "
      "ORDER BY p.id DESC LIMIT ?4 OFFSET ?5",
      kColumns, kListFilter);
  Stmt s(db_, sql.c_str());
  if (!s.ok()) return DbError(db_, "list");
  BindListFilter(s, q);
  s.Bind(4, static_cast<int64_t>(q.limit));
  s.Bind(5, static_cast<int64_t>(q.offset));
  std::vector<PuzzleRecord> out;
  int rc;
  while ((rc = s.Step()) == SQLITE_ROW) out.push_back(ReadRow(s, false));
  if (rc != SQLITE_DONE) return DbError(db_, "list");
  return out;
}

Result<int64_t> Library::Count(const ListQuery& q) {
  std::lock_guard lock(mu_);
  std::string sql = fmt::format("SELECT COUNT(*) FROM puzzles p {}", kListFilter);
  Stmt s(db_, sql.c_str());
  if (!s.ok()) return DbError(db_, "count");
  BindListFilter(s, q);
  if (s.Step() != SQLITE_ROW) return DbError(db_, "count");
  return s.Int(0);
}

Result<bool> Library::Remove(int64_t id) {
  std::lock_guard lock(mu_);
  if (Status st = Exec("BEGIN IMMEDIATE"); !st.ok()) return st.error();
  Stmt g(db_, "DELETE FROM games WHERE puzzle_id = ?");
  Stmt p(db_, "DELETE FROM puzzles WHERE id = ?");
  bool ok = g.ok() && p.ok();
  if (ok) {
    g.Bind(1, id);
    p.Bind(1, id);
    ok = g.Step() == SQLITE_DONE && p.Step() == SQLITE_DONE;
  }
  int changed = sqlite3_changes(db_);
  if (!ok) {
    Error e = DbError(db_, "delete");
    (void)Exec("ROLLBACK");
    return e;
  }
  if (Status st = Exec("COMMIT"); !st.ok()) return st.error();
  return changed > 0;
}

Result<bool> Library::SaveGame(int64_t puzzle_id, const nlohmann::json& state, bool solved,
                               bool revealed) {
  std::lock_guard lock(mu_);
  Stmt s(db_,
         "INSERT INTO games (puzzle_id, state, solved) SELECT id, ?2, ?3 FROM puzzles WHERE id = "
         "?1 ON CONFLICT(puzzle_id) DO UPDATE SET state = excluded.state, solved = "
         "excluded.solved, updated = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')");
  if (!s.ok()) return DbError(db_, "save game");
  s.Bind(1, puzzle_id);
  s.Bind(2, state.dump());
  s.Bind(3, static_cast<int64_t>(!solved ? 0 : revealed ? 2 : 1));
  if (s.Step() != SQLITE_DONE) return DbError(db_, "save game");
  return sqlite3_changes(db_) > 0;
}

Result<std::optional<nlohmann::json>> Library::LoadGame(int64_t puzzle_id) {
  std::lock_guard lock(mu_);
  Stmt s(db_, "SELECT state FROM games WHERE puzzle_id = ?");
  if (!s.ok()) return DbError(db_, "load game");
  s.Bind(1, puzzle_id);
  int rc = s.Step();
  if (rc == SQLITE_DONE) return std::optional<nlohmann::json>();
  if (rc != SQLITE_ROW) return DbError(db_, "load game");
  nlohmann::json j = nlohmann::json::parse(s.Text(0), nullptr, false);
  if (j.is_discarded()) return std::optional<nlohmann::json>();
  return std::optional<nlohmann::json>(std::move(j));
}

namespace {

Draft ReadDraft(Stmt& s, bool with_doc) {
  Draft d;
  d.id = s.Int(0);
  d.title = s.Text(1);
  d.created = s.Text(2);
  d.updated = s.Text(3);
  if (with_doc) {
    d.doc = nlohmann::json::parse(s.Text(4), nullptr, false);
    if (d.doc.is_discarded()) d.doc = nlohmann::json::object();
  }
  return d;
}

}  // namespace

Result<std::optional<Draft>> Library::SaveDraft(int64_t id, const std::string& title,
                                                const nlohmann::json& doc) {
  std::lock_guard lock(mu_);
  // The newest change is the one with the highest count (two changes may share a millisecond).
  const char* sql = id == 0 ? "INSERT INTO drafts (title, doc, changes) VALUES (?1, ?2, "
                              "(SELECT COALESCE(MAX(changes), 0) + 1 FROM drafts)) "
                              "RETURNING id, title, created, updated"
                            : "UPDATE drafts SET title = ?1, doc = ?2, updated = "
                              "strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), changes = "
                              "(SELECT COALESCE(MAX(changes), 0) + 1 FROM drafts) WHERE id = ?3 "
                              "RETURNING id, title, created, updated";
  Stmt s(db_, sql);
  if (!s.ok()) return DbError(db_, "save draft");
  s.Bind(1, title);
  s.Bind(2, doc.dump());
  if (id != 0) s.Bind(3, id);
  const int rc = s.Step();
  if (rc == SQLITE_DONE) return std::optional<Draft>();
  if (rc != SQLITE_ROW) return DbError(db_, "save draft");
  Draft d = ReadDraft(s, false);
  d.doc = doc;
  if (s.Step() != SQLITE_DONE) return DbError(db_, "save draft");
  return std::optional<Draft>(std::move(d));
}

Result<std::optional<Draft>> Library::GetDraft(int64_t id) {
  std::lock_guard lock(mu_);
  Stmt s(db_, "SELECT id, title, created, updated, doc FROM drafts WHERE id = ?");
  if (!s.ok()) return DbError(db_, "read draft");
  s.Bind(1, id);
  const int rc = s.Step();
  if (rc == SQLITE_DONE) return std::optional<Draft>();
  if (rc != SQLITE_ROW) return DbError(db_, "read draft");
  return std::optional<Draft>(ReadDraft(s, true));
}

Result<std::vector<Draft>> Library::ListDrafts() {
  std::lock_guard lock(mu_);
  Stmt s(db_,
         "SELECT id, title, created, updated FROM drafts ORDER BY changes DESC, id DESC "
         "LIMIT 1000");
  if (!s.ok()) return DbError(db_, "list drafts");
  std::vector<Draft> out;
  int rc;
  while ((rc = s.Step()) == SQLITE_ROW) out.push_back(ReadDraft(s, false));
  if (rc != SQLITE_DONE) return DbError(db_, "list drafts");
  return out;
}

Result<bool> Library::RemoveDraft(int64_t id) {
  std::lock_guard lock(mu_);
  Stmt s(db_, "DELETE FROM drafts WHERE id = ?");
  if (!s.ok()) return DbError(db_, "delete draft");
  s.Bind(1, id);
  if (s.Step() != SQLITE_DONE) return DbError(db_, "delete draft");
  return sqlite3_changes(db_) > 0;
}

namespace {

WordListInfo ReadWordList(Stmt& s) { return {s.Int(0), s.Text(1), s.Text(2), s.Int(3)}; }

}  // namespace

Result<WordListInfo> Library::AddWordList(const std::string& name, int64_t entries,
                                          const std::string& text) {
  std::lock_guard lock(mu_);
  Stmt s(db_,
         "INSERT INTO wordlists (name, entries, text) VALUES (?, ?, ?) "
         "RETURNING id, name, created, entries");
  if (!s.ok()) return DbError(db_, "add word list");
  s.Bind(1, name);
  s.Bind(2, entries);
  s.Bind(3, text);
  if (s.Step() != SQLITE_ROW) return DbError(db_, "add word list");
  WordListInfo w = ReadWordList(s);
  if (s.Step() != SQLITE_DONE) return DbError(db_, "add word list");
  return w;
}

Result<std::vector<WordListInfo>> Library::ListWordLists() {
  std::lock_guard lock(mu_);
  Stmt s(db_, "SELECT id, name, created, entries FROM wordlists ORDER BY id DESC");
  if (!s.ok()) return DbError(db_, "list word lists");
  std::vector<WordListInfo> out;
  int rc;
  while ((rc = s.Step()) == SQLITE_ROW) out.push_back(ReadWordList(s));
  if (rc != SQLITE_DONE) return DbError(db_, "list word lists");
  return out;
}

Result<std::optional<WordListInfo>> Library::GetWordList(int64_t id) {
  std::lock_guard lock(mu_);
  Stmt s(db_, "SELECT id, name, created, entries FROM wordlists WHERE id = ?");
  if (!s.ok()) return DbError(db_, "read word list");
  s.Bind(1, id);
  const int rc = s.Step();
  if (rc == SQLITE_DONE) return std::optional<WordListInfo>();
  if (rc != SQLITE_ROW) return DbError(db_, "read word list");
  return std::optional<WordListInfo>(ReadWordList(s));
}

Result<std::optional<std::string>> Library::WordListText(int64_t id) {
  std::lock_guard lock(mu_);
  Stmt s(db_, "SELECT text FROM wordlists WHERE id = ?");
  if (!s.ok()) return DbError(db_, "read word list");
  s.Bind(1, id);
  const int rc = s.Step();
  if (rc == SQLITE_DONE) return std::optional<std::string>();
  if (rc != SQLITE_ROW) return DbError(db_, "read word list");
  return std::optional<std::string>(s.Text(0));
}

Result<bool> Library::RemoveWordList(int64_t id) {
  std::lock_guard lock(mu_);
  Stmt s(db_, "DELETE FROM wordlists WHERE id = ?");
  if (!s.ok()) return DbError(db_, "delete word list");
  s.Bind(1, id);
  if (s.Step() != SQLITE_DONE) return DbError(db_, "delete word list");
  return sqlite3_changes(db_) > 0;
}

}  // namespace ps::app
