// Batches of any kind and their way into a library: `puzzlesmith make KIND --count N ...` (the
// batch engine of cli/batch.h over the kind's maker, one JSON record a line) and `puzzlesmith
// library import-batch FILES... --db LIB`, which stores the records of shard outputs in a
// library, leaving out the puzzles it already holds up to symmetry (their canonical keys).
#include <fmt/format.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>

#include "app/library.h"
#include "app/puzzles.h"
#include "app/registry.h"
#include "app/verbs.h"
#include "cli/batch.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "kind/common.h"

namespace ps::cli {

using nlohmann::json;

int RunMakeBatch(const app::Kind& kind, const json& request, const BatchOptions& batch,
                 const OutputArgs& out, const std::string& default_to,
                 const crossword::Dictionary* dictionary) {
  const CommonOptions& common = out.common;
  Result<json> checked = app::CheckParams(kind, request);
  if (!checked.ok()) return Fail(checked.error());
  const uint64_t seed = request.contains("seed") && !request["seed"].is_null()
                            ? (*checked)["seed"].get<uint64_t>()
                            : ResolveSeed(common);
  json params = *checked;
  params.erase("seed");
  // A word list given as text is part of the parameters, but not worth repeating in every record.
  for (auto& [name, value] : params.items()) {
    if (value.is_string() && value.get<std::string>().size() > 200) {
      value = fmt::format("({} characters)", value.get<std::string>().size());
    }
  }
  const json stamp = BatchStamp(batch, common, seed, std::string(kind.name), params);
  const std::string to = out.to.empty() ? default_to : out.to;
  const bool records = common.json || to.empty() || to == "json-record";
  if (out.out != "-" && std::freopen(out.out.c_str(), "w", stdout) == nullptr) {
    return WriteTo(out.out, "");  // says why it cannot be written (exit 74)
  }
  auto make_worker = [&]() -> BatchMake {
    return [&](int k, uint64_t s, Budget& budget) -> Result<std::string> {
      json p = *checked;
      p["seed"] = s;
      app::MakeContext ctx{budget, {}, dictionary};
      Result<app::PuzzleRecord> r = app::MakePuzzle(std::string(kind.name), p, ctx);
      if (!r.ok()) return r.error();
      if (!records) {
        PS_TRY(text, RecordsText({*r}, to, out));
        while (!text.empty() && text.back() == '\n') text.pop_back();
        return text;
      }
      json j = stamp;
      j["k"] = k;
      j["status"] = "ok";
      // The key of the kind of puzzle made (the grid filler makes fill-ins).
      const app::Kind* made = app::FindKind(r->kind);
      j["canonical"] =
          made != nullptr && made->canonical != nullptr ? json(made->canonical(*r)) : json(nullptr);
      j.update(app::PuzzleJson(*r));
      return j.dump(-1, ' ', false, json::error_handler_t::replace);
    };
  };
  BatchRun run{.batch = &batch,
               .common = &common,
               .seed = seed,
               .default_seconds = app::kDefaultSeconds,
               .make_worker = make_worker,
               .stamp = stamp,
               .json = records,
               .emit = [](const std::string& line) { std::printf("%s\n", line.c_str()); }};
  return RunBatch(run);
}

namespace {

// A record of a batch as the library stores it: a puzzle record (app::PuzzleJson: what `make
// KIND --count` and every kind's own spelling of it write) carries its document; a record of
// older versions of `sudoku generate` or `starbattle generate` carries the puzzle's line or URL,
// read (and solved) here as an import would.
Result<app::PuzzleRecord> RecordOf(const json& j, Budget& budget) {
  const std::string kind = j.value("kind", "");
  const app::Kind* k = app::FindKind(kind);
  if (k == nullptr) {
    return InvalidInput(fmt::format("no kind '{}' (a record of a batch names its kind)", kind));
  }
  app::PuzzleRecord r;
  if (j.contains("doc")) {
    Result<app::PuzzleRecord> read = app::RecordFromJson(j);
    if (!read.ok()) return read.error();
    r = std::move(*read);
  } else {
    std::string text, format;
    if (r.kind = std::string(k->name); r.kind == "sudoku" && j.contains("puzzle")) {
      text = j.value("puzzle", "");
      format = "sudoku";
    } else if (r.kind == "starbattle" && j.contains("url")) {
      text = j.value("url", "");
      format = "starbattle";
    } else {
      return InvalidInput(
          "a record without its puzzle (no doc, puzzle or url): give the JSON records of `make "
          "KIND --count N` or of a kind's generator with --json");
    }
    json request{{"text", text}, {"format", format}};
    Result<app::PuzzleRecord> read = app::ImportPuzzle(request, budget);
    if (!read.ok()) return read.error();
    r = std::move(*read);
    if (j.contains("level") && j["level"].is_string()) r.level = j["level"].get<std::string>();
    if (j.contains("params") && j["params"].is_object()) r.params = j["params"];
  }
  if (j.contains("seed")) {
    const json& s = j["seed"];
    if (s.is_number_unsigned()) r.seed = s.get<uint64_t>();
    if (s.is_string()) r.seed = std::strtoull(s.get<std::string>().c_str(), nullptr, 10);
  }
  app::SetIds(r);
  return r;
}

// Messages about skipped lines: each kind of message at most this many times, then a count.
constexpr int kSameMessages = 5;

struct ImportArgs {
  std::vector<std::string> files;
  std::string db;
  CommonOptions common;
};

int RunImportBatch(const ImportArgs& a) {
  Result<std::unique_ptr<app::Library>> lib =
      app::Library::Open(a.db.empty() ? app::DefaultLibraryPath() : a.db);
  if (!lib.ok()) return Fail(lib.error());
  Result<int64_t> indexed = (*lib)->IndexCanonicalKeys();
  if (!indexed.ok()) return Fail(indexed.error());
  int64_t added = 0, duplicates = 0, failures = 0, bad = 0, records = 0;
  // --time-limit: the whole import stops when it passes (what is read by then is stored).
  Budget whole = MakeBudget(a.common, 0);
  std::vector<app::PuzzleRecord> chunk;
  std::vector<std::string> keys;
  std::map<std::string, int64_t> said;  // reason of a skipped line -> lines skipped for it
  auto flush = [&]() -> Status {
    if (chunk.empty()) return Ok{};
    Result<std::vector<bool>> got = (*lib)->AddUnique(chunk, keys);
    if (!got.ok()) return got.error();
    for (bool b : *got) (b ? added : duplicates)++;
    chunk.clear();
    keys.clear();
    return Ok{};
  };
  auto unreadable = [](const std::string& file) {
    return Fail(MakeError(ErrorCode::kIo,
                          fmt::format("{}: cannot read it (no such file, or not allowed)", file)));
  };
  // Every file is checked before anything is stored, so that a mistyped name does not leave an
  // import half done.
  for (const std::string& file : a.files) {
    if (file != "-" && !std::ifstream(file)) return unreadable(file);
  }
  for (const std::string& file : a.files) {
    std::ifstream in_file;
    if (file != "-") {
      in_file.open(file);
      if (!in_file) return unreadable(file);
    }
    std::istream& in = file == "-" ? std::cin : in_file;
    const std::string name = file == "-" ? "<stdin>" : file;
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
      ++number;
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      json j = json::parse(line, nullptr, false);
      auto skip = [&](const std::string& why) {
        ++bad;
        // The same reason on every line of a wrong file is said a few times, then counted.
        if (++said[why] <= kSameMessages) {
          std::fprintf(stderr, "puzzlesmith: %s:%d: %s (line skipped)\n", name.c_str(), number,
                       why.c_str());
        }
      };
      if (j.is_discarded() || !j.is_object()) {
        skip("not a JSON record of a batch (make them with --json, or with `make KIND --count`)");
        continue;
      }
      ++records;
      if (j.value("status", "ok") != "ok") {
        ++failures;  // a seed that made no puzzle: nothing to store
        continue;
      }
      Budget budget = Budget::Seconds(60, &GlobalCancel());
      Result<app::PuzzleRecord> r = RecordOf(j, budget);
      if (whole.Exhausted()) break;
      if (!r.ok()) {
        skip(r.error().message);
        continue;
      }
      const app::Kind* k = app::FindKind(r->kind);
      keys.push_back(k != nullptr && k->canonical != nullptr ? k->canonical(*r) : "");
      chunk.push_back(std::move(*r));
      if (chunk.size() >= 1000) {
        if (Status s = flush(); !s.ok()) return Fail(s.error());
      }
      if (GlobalCancel().Cancelled() || !whole.CheckNow()) break;
    }
    if (whole.Exhausted()) break;
  }
  if (Status s = flush(); !s.ok()) return Fail(s.error());
  if (a.common.json) {
    std::printf("%s\n", json{{"records", records},
                             {"added", added},
                             {"duplicates", duplicates},
                             {"failures", failures},
                             {"bad_lines", bad}}
                            .dump()
                            .c_str());
  } else if (!a.common.quiet) {
    std::printf(
        "%lld records read: %lld puzzles added, %lld skipped as duplicates (the same up to "
        "symmetry as one in the library or earlier in the files), %lld failure records, %lld bad "
        "lines\n",
        static_cast<long long>(records), static_cast<long long>(added),
        static_cast<long long>(duplicates), static_cast<long long>(failures),
        static_cast<long long>(bad));
  }
  for (const auto& [why, n] : said) {
    if (n > kSameMessages) {
      std::fprintf(stderr, "puzzlesmith: %lld more lines skipped: %s\n",
                   static_cast<long long>(n - kSameMessages), why.c_str());
    }
  }
  if (GlobalCancel().Cancelled())
    return Fail(Error{ErrorCode::kBudget, "stopped (Ctrl-C)", "", 0, 0});
  if (whole.Exhausted()) {
    return Fail(Error{ErrorCode::kBudget,
                      "stopped at the time limit (the records read by then are stored)", "", 0, 0});
  }
  // Nothing could be read (every line bad): bad input, not success.
  if (bad > 0 && added + duplicates + failures == 0) {
    return Fail(InvalidInput(
        fmt::format("no puzzle could be read: {} bad {}", bad, bad == 1 ? "line" : "lines")));
  }
  return kExitOk;
}

}  // namespace

void AddLibraryCommands(CLI::App& app, int& exit_code) {
  CLI::App* library =
      app.add_subcommand("library", "The puzzle library (the web app's): import batches");
  library->require_subcommand(1);
  auto args = std::make_shared<ImportArgs>();
  CLI::App* import = library->add_subcommand(
      "import-batch",
      "Store the JSON records of batches of any kind (the shard outputs of `make KIND --count`, "
      "or of a kind's own spelling such as `sudoku generate --json`) in a library, without "
      "duplicates: a puzzle the same up to symmetry as a stored one is skipped");
  import->add_option("FILES", args->files, "Batch outputs, one JSON record a line ('-': stdin)")
      ->required();
  import->add_option("--db", args->db,
                     "Library database file (default ~/.local/share/puzzlesmith/library.db)");
  AddCommonOptions(import, args->common, false);
  import->callback([args, &exit_code] { exit_code = RunImportBatch(*args);
});
}  // namespace ps::cli

}  // namespace ps::cli
