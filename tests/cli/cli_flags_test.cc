// One grammar across every command: the flag matrix (every leaf command of the tree, read from
// `puzzlesmith help --json` rather than a hand-kept list, takes --json, -q, --time-limit, --help
// and --version with the same names and meanings), errors under --json, the renamed options and
// their old names, one --size form, '-' for standard input, and `starbattle solve` with many
// boards.
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <vector>

#include "cli/cli.h"

namespace {

using nlohmann::json;

const std::string kSet = kSrc + "/tests/data/starbattle-set/";

std::vector<json> JsonLines(const std::string& out) {
  std::vector<json> lines;
  size_t start = 0;
  for (size_t end = out.find('\n'); end != std::string::npos; end = out.find('\n', start)) {
    lines.push_back(json::parse(out.substr(start, end - start)));
    start = end + 1;
  }
  return lines;
}

void Leaves(const json& node, std::vector<json>& out) {
  if (!node.contains("commands")) {
    out.push_back(node);
    return;
  }
  for (const json& sub : node["commands"]) Leaves(sub, out);
}

// The option of `leaf` with the name `name`, or null.
json OptionNamed(const json& leaf, const std::string& name) {
  for (const json& o : leaf["options"]) {
    for (const json& n : o["names"]) {
      if (n == name) return o;
    }
  }
  return nullptr;
}

TEST(CliFlags, EveryLeafCommandTakesTheCommonOptionsWithOneMeaning) {
  CliRun tree = Cli("help --json");
  ASSERT_EQ(tree.code, 0) << tree.err;
  const json root = json::parse(tree.out);
  std::vector<json> leaves;
  Leaves(root, leaves);
  // The tree is the real one: the kinds' shared verbs, each kind's commands, make's kinds.
  std::set<std::string> paths;
  for (const json& leaf : leaves) paths.insert(leaf["path"].get<std::string>());
  for (const char* path : {"sudoku solve", "starbattle solve", "fillin solve", "crossword show",
                           "make sudoku", "solve", "levels", "completions"}) {
    EXPECT_TRUE(paths.count(path)) << path;
  }
  ASSERT_GT(leaves.size(), 30u);
  // The same description for each common option in every command: one meaning.
  std::map<std::string, std::set<std::string>> meanings;
  for (const json& leaf : leaves) {
    const std::string path = leaf["path"];
    if (path == "serve") continue;  // its options are puzzlesmith-server's: checked below
    for (const char* name : {"--json", "-q", "--quiet", "--time-limit", "--help", "--version"}) {
      const json o = OptionNamed(leaf, name);
      ASSERT_FALSE(o.is_null()) << "`puzzlesmith " << path << "` has no " << name;
      meanings[name].insert(o["description"].get<std::string>());
    }
    EXPECT_EQ(OptionNamed(leaf, "-q")["names"], OptionNamed(leaf, "--quiet")["names"]) << path;
    EXPECT_EQ(OptionNamed(leaf, "--time-limit")["value"], "SECONDS|none") << path;
    // The old names are hidden: no command lists --limit, and --count means puzzles to make.
    EXPECT_TRUE(OptionNamed(leaf, "--limit").is_null()) << path;
    const json count = OptionNamed(leaf, "--count");
    if (!count.is_null()) {
      EXPECT_NE(count["description"].get<std::string>().find("uzzles"), std::string::npos)
          << path << ": --count is not the number of puzzles to make";
    }
  }
  for (const auto& [name, descriptions] : meanings) {
    EXPECT_EQ(descriptions.size(), 1u) << name << " means different things in different commands";
  }
  // --version and --help work on a leaf, and the help lists the exit codes.
  for (const char* path :
       {"sudoku levels", "crossword show", "make sudoku", "starbattle solve", "completions"}) {
    CliRun v = Cli(std::string(path) + " --version");
    EXPECT_EQ(v.code, 0) << path;
    EXPECT_EQ(v.out.rfind("puzzlesmith ", 0), 0u) << path << ": " << v.out;
    CliRun h = Cli(std::string(path) + " --help");
    EXPECT_EQ(h.code, 0) << path;
    EXPECT_NE(h.out.find("Exit codes: 0 success"), std::string::npos) << path;
  }
  CliRun top = Cli("--help");
  EXPECT_NE(top.out.find("3 stopped by --time-limit"), std::string::npos);
  CliRun serve = Cli("serve --help");
  for (const char* flag : {"--json", "--quiet", "--time-limit", "--version"}) {
    EXPECT_NE(serve.out.find(flag), std::string::npos) << "serve: " << flag;
  }
}

TEST(CliFlags, AnErrorUnderJsonIsAJsonRecordWithTheExitCode) {
  CliRun missing = Cli("sudoku solve --json /nonexistent/puzzles.txt");
  EXPECT_EQ(missing.code, 2);
  json record = json::parse(missing.out, nullptr, false);
  ASSERT_TRUE(record.is_object()) << missing.out;
  EXPECT_EQ(record["error"]["exit"], 2);
  EXPECT_NE(record["error"]["message"].get<std::string>().find("/nonexistent"), std::string::npos);
  EXPECT_EQ(Lines(missing.err), 1) << missing.err;  // the line on stderr too
  EXPECT_EQ(missing.err.rfind("puzzlesmith: ", 0), 0u) << missing.err;
  // A bad line carries its place.
  CliRun bad = Cli("starbattle solve --json -", "0 0 1\n0 x 1\n2 2 2\n");
  EXPECT_EQ(bad.code, 2);
  record = json::parse(bad.out, nullptr, false);
  ASSERT_TRUE(record.is_object()) << bad.out;
  EXPECT_EQ(record["error"]["line"], 2);
  // A bad command line, too.
  CliRun option = Cli("fillin solve --json a b --max-solutions zero");
  EXPECT_EQ(option.code, 2);
  record = json::parse(option.out, nullptr, false);
  ASSERT_TRUE(record.is_object()) << option.out;
  EXPECT_EQ(record["error"]["exit"], 2);
}

TEST(CliFlags, RenamedOptionsKeepTheirOldNameWithANote) {
  const std::string many = "................\n";  // an empty 4x4: 288 solutions
  CliRun now = Cli("sudoku solve --json --max-solutions 5 -", many);
  CliRun old = Cli("sudoku solve --json --count 5 -", many);
  EXPECT_EQ(now.out, old.out);
  EXPECT_NE(now.out.find("\"count\":5"), std::string::npos);
  EXPECT_EQ(now.err, "");
  EXPECT_NE(old.err.find("note: --count is now --max-solutions"), std::string::npos);
  const std::string board = kSet + "5x5-k1-001.txt";
  CliRun generic = Cli("solve --limit 3 --json " + board);
  EXPECT_NE(generic.err.find("note: --limit is now --max-solutions"), std::string::npos);
  EXPECT_NE(generic.out.find("\"limit\":3"), std::string::npos) << generic.out;
  EXPECT_EQ(generic.out, Cli("solve --max-solutions 3 --json " + board).out);
  // fillin solve counts to 2 by default, as every solver does: it tells a unique fill.
  CliRun fill = Cli("fillin solve " + kDoc + " " + kDocWords);
  EXPECT_EQ(fill.code, 0);
  EXPECT_NE(fill.out.find("\nunique\n"), std::string::npos) << fill.out;
}

TEST(CliFlags, OneSizeFormEverywhere) {
  // N means N by N wherever a size is given, and the same seed makes the same puzzle.
  EXPECT_EQ(Cli("starbattle generate --size 6 --stars 1 --seed 3 -q").out,
            Cli("starbattle generate --size 6x6 --stars 1 --seed 3 -q").out);
  EXPECT_EQ(Cli("sudoku generate --size 4 --seed 3 -q").out,
            Cli("sudoku generate --box 2x2 --seed 3 -q").out);
  EXPECT_EQ(Cli("fillin generate --size 9 --words " + kTestDict + " --seed 4 -q").out,
            Cli("fillin generate --size 9x9 --words " + kTestDict + " --seed 4 -q").out);
  // A size that cannot be, said with the flag and the forms it takes.
  CliRun bad = Cli("starbattle generate --size 6x8 -q");
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("--size"), std::string::npos);
  // 6x6 has its usual 3x2 boxes (the kind's table makes it as the web app does); --box says
  // another shape.
  CliRun six = Cli("sudoku generate --size 6 --seed 1 -q");
  EXPECT_EQ(six.code, 0) << six.err;
  EXPECT_EQ(six.out.size(), 37u) << six.out;
  EXPECT_EQ(Cli("sudoku generate --size 6 --box 4x2 -q").code, 2);
  CliRun word = Cli("crossword layout " + kSrc + "/data/crossword/sample-words.txt --size big");
  EXPECT_EQ(word.code, 2);
  EXPECT_NE(word.err.find("N (N by N) or WIDTHxHEIGHT"), std::string::npos);
}

TEST(CliFlags, ASeedFromTheClockIsSaidSoTheRunCanBeRepeated) {
  CliRun r = Cli("sudoku generate --box 2x2");
  ASSERT_EQ(r.code, 0);
  const size_t at = r.err.find("--seed ");
  ASSERT_NE(at, std::string::npos) << r.err;
  const std::string seed = r.err.substr(at + 7, r.err.find(' ', at + 7) - at - 7);
  EXPECT_EQ(Cli("sudoku generate --box 2x2 --seed " + seed).out, r.out);
  EXPECT_EQ(Cli("sudoku generate --box 2x2 -q").err, "");
}

TEST(CliFlags, CrosswordShowReadsStandardInput) {
  const std::string file = kSrc + "/tests/data/crossword-features/rebus-circles.ipuz";
  CliRun named = Cli("crossword show " + file);
  ASSERT_EQ(named.code, 0) << named.err;
  CliRun piped = Cli("crossword show -", Slurp(file));
  EXPECT_EQ(piped.code, 0) << piped.err;
  EXPECT_EQ(piped.out, named.out);
  CliRun xd = Cli("crossword show - --json",
                  Slurp(kSrc + "/tests/data/crossword-features/classic-rebus.xd"));
  EXPECT_EQ(xd.code, 0) << xd.err;
  EXPECT_TRUE(json::parse(xd.out, nullptr, false).is_object());
  CliRun junk = Cli("crossword show -", "hello\n");
  EXPECT_EQ(junk.code, 2);
  EXPECT_NE(junk.err.find("standard input"), std::string::npos) << junk.err;
}

TEST(CliFlags, StarBattleSolveTakesManyBoardsWithTheSameResultsAsOneByOne) {
  const std::vector<std::string> files = {"5x5-k1-001.txt",  "6x6-k1-001.txt",   "two-6x6-k1.txt",
                                          "8x8-k1-001.txt",  "10x10-k2-001.txt", "10x10-k2-002.txt",
                                          "14x14-k3-001.txt"};
  std::string all;
  for (const std::string& f : files) all += " " + kSet + f;
  CliRun together = Cli("starbattle solve --json" + all);
  ASSERT_EQ(together.code, 0) << together.err;
  const std::vector<json> results = JsonLines(together.out);
  ASSERT_EQ(results.size(), files.size() + 1);  // the two-board file gives two results
  size_t k = 0;
  for (const std::string& f : files) {
    CliRun alone = Cli("starbattle solve --json " + kSet + f);
    ASSERT_EQ(alone.code, 0) << f << alone.err;
    for (const json& one : JsonLines(alone.out)) {
      ASSERT_LT(k, results.size());
      const json& both = results[k++];
      EXPECT_EQ(both["game_id"], one["game_id"]) << f;
      EXPECT_EQ(both["outcome"], "unique") << f;  // each of them has one solution
      EXPECT_EQ(both["solution"], one["solution"]) << f;
      EXPECT_EQ(both["count"], one["count"]) << f;
    }
  }
  EXPECT_NE(results[2]["game_id"], results[3]["game_id"]);
  // The stars come from the file name (k3); --stars overrides it for every board.
  CliRun wrong = Cli("starbattle solve --json --stars 1 " + kSet + "14x14-k3-001.txt");
  EXPECT_NE(json::parse(wrong.out)["outcome"], "unique");
  // Standard input with two boards; a bad board is said with its line and skipped (as a Sudoku
  // file's bad line is), and the rest solved.
  const std::string two = Slurp(kSet + "two-6x6-k1.txt");
  CliRun piped = Cli("starbattle solve -", two + "\n0 0 1\n0 x 1\n2 2 2\n\n" + two);
  EXPECT_EQ(piped.code, 0) << piped.err;
  int unique = 0;
  for (size_t at = piped.out.find("unique"); at != std::string::npos;
       at = piped.out.find("unique", at + 1)) {
    ++unique;
  }
  EXPECT_EQ(unique, 4);
  EXPECT_NE(piped.err.find("<stdin>: board 3 skipped: 16:3:"), std::string::npos) << piped.err;
}

// Every Star Battle command that reads a board takes k from a file name such as
// 10x10-k2-001.txt when --stars does not say it, as `solve` does.
TEST(CliFlags, StarBattleCommandsTakeTheStarsFromTheFileNameAsSolveDoes) {
  const std::string board = kSet + "10x10-k2-001.txt";
  for (const std::string verb : {"grade", "hint", "convert"}) {
    CliRun named = Cli("starbattle " + verb + " --json " + board);
    CliRun given = Cli("starbattle " + verb + " --json --stars 2 " + board);
    EXPECT_EQ(named.code, 0) << verb << ": " << named.err;
    EXPECT_EQ(named.out, given.out) << verb;
  }
  // No name: the one count that gives one solution, said in a note.
  CliRun piped = Cli("starbattle grade --json -", Slurp(board));
  EXPECT_EQ(piped.code, 0) << piped.err;
  EXPECT_EQ(piped.out, Cli("starbattle grade --json " + board).out);
  EXPECT_NE(piped.err.find("the only count from 1 to"), std::string::npos) << piped.err;
  // The Sweet Spots game's solvegame reads a zone file from standard input too.
  CliRun file = Cli("starbattle solvegame 0 " + board + " 10 2 2 2");
  CliRun in = Cli("starbattle solvegame 0 - 10 2 2 2", Slurp(board));
  EXPECT_EQ(file.code, 0) << file.err;
  EXPECT_EQ(in.code, 0) << in.err;
  EXPECT_EQ(in.out, file.out);
}

TEST(CliFlags, CompletionsAndManPageNameTheRealCommands) {
  CliRun bash = Cli("completions bash");
  ASSERT_EQ(bash.code, 0);
  EXPECT_NE(bash.out.find("\"/sudoku/solve\") subs=\"\"; opts=\""), std::string::npos);
  EXPECT_NE(bash.out.find("--max-solutions"), std::string::npos);
  EXPECT_NE(bash.out.find("complete -o filenames"), std::string::npos);
  CliRun zsh = Cli("completions zsh");
  EXPECT_EQ(zsh.out.rfind("#compdef puzzlesmith", 0), 0u);
  CliRun fish = Cli("completions fish");
  EXPECT_NE(fish.out.find("__puzzlesmith_is '/starbattle/solve'"), std::string::npos);
  CliRun man = Cli("help --man");
  EXPECT_EQ(man.out.rfind(".TH PUZZLESMITH 1", 0), 0u);
  EXPECT_NE(man.out.find("puzzlesmith starbattle solve"), std::string::npos);
  EXPECT_NE(man.out.find(".SH EXIT STATUS"), std::string::npos);
  CliRun one = Cli("help sudoku solve");
  EXPECT_NE(one.out.find("--max-solutions"), std::string::npos);
  CliRun none = Cli("help sudoku nothing");
  EXPECT_EQ(none.code, 2);
}

}  // namespace
