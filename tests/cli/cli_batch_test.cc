// Batches (cli/batch.h) through the real binary: failed seeds recorded and the batch going on,
// a node-limited batch the same with any thread count, shards merged equal to one run, every
// generator batching, records carrying the tool, parameters and canonical key, progress lines
// off a terminal, and `library import-batch` storing shard outputs without duplicates.
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

#include "cli/cli.h"

namespace {

using nlohmann::json;

std::vector<std::string> SplitLines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) out.push_back(line);
  return out;
}

// The shards' lines taken one of each in turn: the batch order (what examples/ do with paste).
std::string Interleave(const std::vector<std::string>& shards) {
  std::vector<std::vector<std::string>> lines;
  for (const std::string& s : shards) lines.push_back(SplitLines(s));
  std::string out;
  for (size_t row = 0;; ++row) {
    bool any = false;
    for (const auto& l : lines) {
      if (row < l.size()) {
        out += l[row] + "\n";
        any = true;
      }
    }
    if (!any) return out;
  }
}

// A node limit at which some easy Sudoku seeds fail and most succeed.
constexpr const char* kTight = "--node-limit 30";

TEST(CliBatch, FailedSeedsAreRecordedAndTheBatchGoesOn) {
  CliRun r = Cli(
      std::string("sudoku generate --count 300 --seed 1 --json -q --on-failure record ") + kTight);
  ASSERT_EQ(r.code, 0) << r.err;
  const std::vector<std::string> lines = SplitLines(r.out);
  ASSERT_EQ(lines.size(), 300u);
  int failed = 0;
  for (size_t k = 0; k < lines.size(); ++k) {
    const json j = json::parse(lines[k]);
    EXPECT_EQ(j["k"], k);
    EXPECT_EQ(j["seed"], 1 + k);
    EXPECT_EQ(j["tool"], "puzzlesmith " PS_VERSION);
    EXPECT_EQ(j["batch"]["node_limit"], 30);
    EXPECT_EQ(j["params"]["size"], 9);
    if (j["status"] == "failed") {
      ++failed;
      EXPECT_EQ(j["stopped_by"], "node limit") << lines[k];
      EXPECT_EQ(j["machine_dependent"], false);
      EXPECT_FALSE(j["reason"].get<std::string>().empty());
    } else {
      EXPECT_EQ(j["status"], "ok");
      EXPECT_EQ(j["canonical"].get<std::string>().size(), 4u + 81u);
      EXPECT_EQ(j["doc"]["givens"].get<std::string>().size(), 81u);
      EXPECT_FALSE(j["game_id"].get<std::string>().empty());
    }
  }
  EXPECT_GT(failed, 0) << "the node limit should make some seeds fail";
  EXPECT_LT(failed, 300);
  // The summary names the failures.
  EXPECT_NE(r.err.find(std::to_string(failed) + " of 300 puzzles failed"), std::string::npos)
      << r.err;

  // skip leaves them out; stop ends the batch at the first (exit code 3).
  CliRun skip = Cli(
      std::string("sudoku generate --count 300 --seed 1 --json -q --on-failure skip ") + kTight);
  EXPECT_EQ(skip.code, 0);
  EXPECT_EQ(Lines(skip.out), 300 - failed);
  CliRun stop = Cli(
      std::string("sudoku generate --count 300 --seed 1 --json -q --on-failure stop ") + kTight);
  EXPECT_EQ(stop.code, 3);
  EXPECT_NE(stop.err.find("failed"), std::string::npos) << stop.err;
}

TEST(CliBatch, NodeLimitedBatchIsTheSameWithAnyThreadCountAndShardsMergeToOneRun) {
  const std::string base =
      std::string("sudoku generate --count 120 --seed 40 --json -q --on-failure record ") + kTight;
  CliRun one = Cli(base + " --threads 1");
  CliRun four = Cli(base + " --threads 4");
  ASSERT_EQ(one.code, 0) << one.err;
  EXPECT_EQ(one.out, four.out);
  std::vector<std::string> shards;
  for (int i = 0; i < 3; ++i) {
    CliRun s = Cli(base + " --threads 2 --shard " + std::to_string(i) + "/3");
    ASSERT_EQ(s.code, 0) << s.err;
    shards.push_back(s.out);
  }
  EXPECT_EQ(Interleave(shards), one.out);
}

TEST(CliBatch, EveryGeneratorBatches) {
  const std::string pattern = TempPath("pattern.txt"), words = TempPath("clues.txt");
  Write(pattern, "...#\n....\n....\n#...\n");
  Write(words, "cat: Pet\ncar: Vehicle\narc: Curve\ntea: Drink\nate: Had lunch\n");
  const std::vector<std::string> makes = {
      "make sudoku --level easy", "make starbattle --size 6 --stars 1",
      "make fillin --width 7 --height 7", "make crossword --words " + words,
      "make fill --pattern " + pattern};
  for (const std::string& make : makes) {
    CliRun a = Cli(make + " --count 4 --seed 9 -q");
    CliRun b = Cli(make + " --count 4 --seed 9 -q --threads 3");
    ASSERT_EQ(a.code, 0) << make << ": " << a.err;
    EXPECT_EQ(a.out, b.out) << make;
    const std::vector<std::string> lines = SplitLines(a.out);
    ASSERT_EQ(lines.size(), 4u) << make;
    for (size_t k = 0; k < lines.size(); ++k) {
      const json j = json::parse(lines[k]);
      EXPECT_EQ(j["status"], "ok") << make;
      EXPECT_EQ(j["k"], k);
      EXPECT_EQ(j["seed"], 9 + k) << make;
      EXPECT_EQ(j["tool"], "puzzlesmith " PS_VERSION);
      EXPECT_TRUE(j["canonical"].is_string() && !j["canonical"].get<std::string>().empty())
          << make << ": " << lines[k];
      EXPECT_TRUE(j.contains("doc")) << make;
    }
    // A shard is the batch's lines k % 2 == 1.
    CliRun odd = Cli(make + " --count 4 --seed 9 -q --shard 1/2");
    EXPECT_EQ(odd.out, lines[1] + "\n" + lines[3] + "\n") << make;
  }
}

// A record's params are the parameters the puzzle was made with, in every size form.
TEST(CliBatch, RecordsCarryTheSizeGiven) {
  for (const char* size : {"8", "8x8"}) {
    CliRun r = Cli(std::string("starbattle generate --size ") + size +
                   " --stars 1 --seed 5 --count 2 --json -q");
    ASSERT_EQ(r.code, 0) << r.err;
    for (const std::string& line : SplitLines(r.out)) {
      const json j = json::parse(line);
      EXPECT_EQ(j["params"]["size"], 8) << size << ": " << line;
      EXPECT_EQ(j["params"]["stars"], 1) << line;
      EXPECT_EQ(j["doc"]["zones"].size(), 8u) << line;
    }
  }
  CliRun sudoku = Cli("sudoku generate --size 4 --level beginner --seed 3 --json -q");
  ASSERT_EQ(sudoku.code, 0) << sudoku.err;
  EXPECT_EQ(json::parse(sudoku.out)["params"]["size"], 4) << sudoku.out;
  EXPECT_EQ(json::parse(sudoku.out)["doc"]["box"], json::array({2, 2})) << sudoku.out;
}

// `fillin generate --count`: the same puzzles as one command a seed, with any thread count.
TEST(CliBatch, FillinGenerateBatchesTheSamePuzzlesAsOneAtATime) {
  CliRun a = Cli("fillin generate --size 7 --count 3 --seed 5 --json -q");
  CliRun b = Cli("fillin generate --size 7 --count 3 --seed 5 --json -q --threads 2");
  ASSERT_EQ(a.code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  const std::vector<std::string> lines = SplitLines(a.out);
  ASSERT_EQ(lines.size(), 3u) << a.out;
  for (size_t k = 0; k < lines.size(); ++k) {
    const json j = json::parse(lines[k]);
    EXPECT_EQ(j["status"], "ok");
    EXPECT_EQ(j["k"], k);
    EXPECT_EQ(j["tool"], "puzzlesmith " PS_VERSION);
    EXPECT_EQ(j["params"]["width"], 7);
    EXPECT_EQ(j["params"]["height"], 7);
    EXPECT_FALSE(j["canonical"].get<std::string>().empty());
    CliRun one = Cli("fillin generate --size 7 --json -q --seed " + std::to_string(5 + k));
    ASSERT_EQ(one.code, 0) << one.err;
    const json o = json::parse(one.out);
    EXPECT_EQ(j["doc"], o["doc"]) << "puzzle " << k;
    EXPECT_EQ(j["game_id"], o["game_id"]) << "puzzle " << k;
  }
  // As text: each puzzle as `--to text` writes it.
  CliRun text = Cli("fillin generate --size 7 --count 2 --seed 5 -q");
  ASSERT_EQ(text.code, 0) << text.err;
  EXPECT_EQ(text.out.rfind("# Fill-in 7x7\n", 0), 0u) << text.out;
  EXPECT_NE(text.out.find("\n# Fill-in 7x7\n"), std::string::npos) << text.out;
  // A drawing holds one puzzle.
  CliRun svg = Cli("fillin generate --count 2 --svg " + TempPath("batch.svg"));
  EXPECT_EQ(svg.code, 2);
  EXPECT_NE(svg.err.find("hold one puzzle"), std::string::npos) << svg.err;
}

TEST(CliBatch, ProgressLinesOffATerminal) {
  // 400 puzzles: about half a second in a release build, several progress lines 0.05 s apart.
  CliRun r =
      Cli("sudoku generate --level beginner --count 400 --seed 1 --json --progress-every 0.05");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.err.find("puzzlesmith: "), std::string::npos);
  EXPECT_NE(r.err.find("/400 puzzles, "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("/s"), std::string::npos) << r.err;
  // Star Battle's batch says puzzles too, not search nodes.
  CliRun sb = Cli(
      "starbattle generate --size 6 --stars 1 --count 200 --seed 1 --json --progress-every 0.05");
  ASSERT_EQ(sb.code, 0) << sb.err;
  EXPECT_EQ(sb.err.find("nodes"), std::string::npos) << sb.err;
}

TEST(CliBatch, BadBatchOptions) {
  EXPECT_EQ(Cli("sudoku generate --on-failure maybe").code, 2);
  EXPECT_EQ(Cli("sudoku generate --node-limit 0").code, 2);
  EXPECT_EQ(Cli("make sudoku --count 3 --shard 3/3").code, 2);
}

TEST(CliLibraryImportBatch, ShardsStoredOnceUpToSymmetry) {
  const std::string db = TempPath("batch.db");
  std::remove(db.c_str());
  const std::string s0 = TempPath("shard0.jsonl"), s1 = TempPath("shard1.jsonl");
  const std::string base = "sudoku generate --level easy --count 30 --seed 2 --json -q --shard ";
  CliRun a = Cli(base + "0/2"), b = Cli(base + "1/2");
  ASSERT_EQ(a.code, 0);
  Write(s0, a.out);
  // A bad line in a file is reported with its line number, and the rest is read.
  Write(s1, "not json\n" + b.out);
  // A file that cannot be read stops the import before anything is stored.
  CliRun missing =
      Cli("library import-batch " + s0 + " " + TempPath("no-such.jsonl") + " --db " + db);
  EXPECT_EQ(missing.code, 2);
  EXPECT_EQ(Lines(missing.err), 1) << missing.err;
  EXPECT_NE(missing.err.find("no-such.jsonl: cannot read it"), std::string::npos) << missing.err;
  CliRun imported = Cli("library import-batch " + s0 + " " + s1 + " --db " + db);
  ASSERT_EQ(imported.code, 0) << imported.err;
  EXPECT_NE(imported.out.find("30 records read: 30 puzzles added, 0 skipped"), std::string::npos)
      << imported.out;
  EXPECT_NE(imported.err.find(s1 + ":1: "), std::string::npos) << imported.err;
  // Again: every puzzle is already there.
  CliRun again = Cli("library import-batch " + s0 + " --db " + db);
  EXPECT_NE(again.out.find("15 records read: 0 puzzles added, 15 skipped"), std::string::npos)
      << again.out;
  // The first puzzle turned a quarter and relabelled (1<->2) is the same puzzle: skipped.
  const json first = json::parse(SplitLines(a.out)[0]);
  const std::string line = first["doc"]["givens"];
  std::string turned(81, '.');
  for (int y = 0; y < 9; ++y) {
    for (int x = 0; x < 9; ++x) {
      char c = line[static_cast<size_t>(y * 9 + x)];
      c = c == '1' ? '2' : c == '2' ? '1' : c;
      turned[static_cast<size_t>(x * 9 + (8 - y))] = c;
    }
  }
  ASSERT_NE(turned, line);
  CliRun dup = Cli("library import-batch - --db " + db,
                   json{{"kind", "sudoku"}, {"status", "ok"}, {"puzzle", turned}}.dump() + "\n");
  EXPECT_NE(dup.out.find("1 records read: 0 puzzles added, 1 skipped"), std::string::npos)
      << dup.out << dup.err;
}

// Every kind's batch: every line a puzzle record (the one shape: tool, kind, game_id, seed_id,
// level, params, doc, title, seed) that `library import-batch` stores, 2 of 2.
TEST(CliLibraryImportBatch, EveryKindsBatchImports) {
  const std::string words = TempPath("batch-words.txt"), pattern = TempPath("batch-pattern.txt");
  Write(words, "planet: Earth, for one\norbit: Path around a star\ncomet: Icy visitor\n");
  Write(pattern, "...#\n....\n....\n#...\n");
  const std::map<std::string, std::string> options = {
      {"sudoku", "--level easy"},
      {"starbattle", "--size 6 --stars 1"},
      {"fillin", "--width 7 --height 7"},
      {"crossword", "--words " + words},
      {"fill", "--pattern " + pattern + " --quality-time 0"}};
  // Every kind that makes is here: a new kind must show that its batches import too.
  for (const json& k : json::parse(Cli("kinds --json").out)) {
    if (k["makes"].get<bool>()) {
      EXPECT_EQ(options.count(k["name"]), 1u) << k["name"];
    }
  }
  for (const auto& [kind, args] : options) {
    const std::string db = TempPath("every-" + kind + ".db");
    std::remove(db.c_str());
    CliRun made = Cli("make " + kind + " " + args + " --count 2 --seed 1 --json -q");
    ASSERT_EQ(made.code, 0) << kind << ": " << made.err;
    std::vector<std::string> lines = SplitLines(made.out);
    ASSERT_EQ(lines.size(), 2u) << kind << ": " << made.out;
    for (const std::string& line : lines) {
      const json j = json::parse(line);
      for (const char* key :
           {"tool", "kind", "game_id", "seed_id", "level", "params", "doc", "title", "seed"}) {
        EXPECT_TRUE(j.contains(key)) << kind << " lacks " << key << ": " << line;
      }
      EXPECT_NE(j.value("game_id", ""), "") << kind;
      EXPECT_EQ(j.value("tool", "").rfind("puzzlesmith ", 0), 0u) << kind;
    }
    const std::string file = TempPath("every-" + kind + ".jsonl");
    Write(file, made.out);
    CliRun imported = Cli("library import-batch " + file + " --db " + db);
    EXPECT_EQ(imported.code, 0) << kind << ": " << imported.err;
    EXPECT_NE(imported.out.find("2 records read: 2 puzzles added"), std::string::npos)
        << kind << ": " << imported.out << imported.err;
  }
}

// A file of nothing but bad lines: a few messages for the same reason, then a count, and exit 2.
TEST(CliLibraryImportBatch, NothingReadIsAnErrorAndRepeatsAreCounted) {
  const std::string db = TempPath("bad-lines.db");
  std::remove(db.c_str());
  std::string text;
  for (int i = 0; i < 40; ++i) text += "not json\n";
  CliRun r = Cli("library import-batch - --db " + db, text);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_LE(Lines(r.err), 8) << r.err;
  EXPECT_NE(r.err.find("35 more lines skipped"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("no puzzle could be read: 40 bad lines"), std::string::npos) << r.err;
}

}  // namespace
