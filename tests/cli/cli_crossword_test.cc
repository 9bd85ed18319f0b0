// CLI tests of the crossword builder and the grid filler: the real puzzlesmith binary on
// fixtures, as a user sees it.
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "cli/cli.h"

// `crossword layout WORDS` is `make crossword --words WORDS`: the same record (the one shape of
// a puzzle: kind, game_id, level, params, doc, title, seed, tool).
TEST(CliCrossword, LaysOutTheSampleListWithJson) {
  const std::string words = std::string(PS_SOURCE_DIR) + "/data/crossword/sample-words.txt";
  CliRun r = Cli("crossword layout " + words + " --seed 3 --json");
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["kind"], "crossword");
  EXPECT_NE(j["game_id"].get<std::string>().rfind("crossword/", 0), std::string::npos);
  const nlohmann::json& doc = j["doc"];
  EXPECT_GT(doc["width"].get<int>(), 0);
  EXPECT_EQ(doc["unplaced"], nlohmann::json::array());
  bool across = false, down = false, clue = false;
  for (const nlohmann::json& e : doc["entries"]) {
    across = across || e["direction"] == "across";
    down = down || e["direction"] == "down";
    clue = clue || e["clue"] == "Black square";
  }
  EXPECT_TRUE(across && down && clue) << r.out;
  CliRun again = Cli("crossword layout " + words + " --seed 3 --json");
  EXPECT_EQ(again.out, r.out);
  EXPECT_EQ(Cli("make crossword --words " + words + " --seed 3 --json").out, r.out);
  // The next layout of the same list (--layouts K, several at once, is no longer: ask with
  // --next N for each).
  CliRun next = Cli("crossword layout " + words + " --seed 3 --json --next 1");
  ASSERT_EQ(next.code, 0) << next.err;
  EXPECT_NE(nlohmann::json::parse(next.out)["doc"], doc);
}

TEST(CliCrossword, BadWordListsGetOneLineAndExitTwo) {
  std::string bad = TempPath("bad-words.txt");
  Write(bad, "alpha: first\nbe7a: second\n");
  CliRun r = Cli("crossword layout " + bad);
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(Lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find(":2:3:"), std::string::npos) << r.err;
  CliRun size = Cli("crossword layout " + std::string(PS_SOURCE_DIR) +
                    "/data/crossword/sample-words.txt --size 15by15");
  EXPECT_EQ(size.code, 2);
  EXPECT_EQ(Lines(size.err), 1) << size.err;
}

TEST(CliCrossword, AFrameNoWordFitsIsAnAnswerNotACrash) {
  std::string words = TempPath("long-words.txt");
  Write(words, "crossword\nlayout down\n");
  CliRun r = Cli("crossword layout " + words + " --size 5x5 --seed 1");
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(Lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("no word fits in the 5x5 frame"), std::string::npos) << r.err;
  CliRun down = Cli("crossword layout " + words + " --size 9x3 --json");
  EXPECT_EQ(down.code, 0) << down.err;
  EXPECT_EQ(nlohmann::json::parse(down.out)["doc"]["unplaced"][0]["reason"],
            "longer than the 9x3 frame going down")
      << down.out;
}

TEST(CliCrossword, WritesEveryFormatAndConvertsBetweenThem) {
  const std::string words = std::string(PS_SOURCE_DIR) + "/data/crossword/sample-words.txt";
  const std::string ipuz = TempPath("cw.ipuz"), puz = TempPath("cw.puz"), xd = TempPath("cw.xd");
  const std::string svg = TempPath("cw.svg"), pdf = TempPath("cw.pdf");
  CliRun r = Cli("crossword layout " + words + " --seed 5 --json --title 'Sample Title' " +
                 "--author Someone --copyright '(c) nobody' --ipuz " + ipuz + " --puz " + puz +
                 " --xd " + xd + " --svg " + svg + " --pdf " + pdf + " --answers");
  ASSERT_EQ(r.code, 0) << r.err;
  // Every file shows the same crossword: the layout JSON through each reader is identical.
  std::string first;
  for (const std::string& f : {ipuz, puz, xd}) {
    CliRun show = Cli("crossword show " + f + " --json");
    ASSERT_EQ(show.code, 0) << f << ": " << show.err;
    EXPECT_NE(show.out.find("\"title\":\"Sample Title\""), std::string::npos) << show.out;
    if (first.empty()) first = show.out;
    EXPECT_EQ(show.out, first) << f;
  }
  // Converting .puz -> .xd -> .ipuz -> .puz gives the same bytes back.
  const std::string xd2 = TempPath("cw2.xd"), ipuz2 = TempPath("cw2.ipuz"),
                    puz2 = TempPath("cw2.puz");
  ASSERT_EQ(Cli("crossword convert " + puz + " " + xd2).code, 0);
  ASSERT_EQ(Cli("crossword convert " + xd2 + " " + ipuz2).code, 0);
  ASSERT_EQ(Cli("crossword convert " + ipuz2 + " " + puz2).code, 0);
  EXPECT_EQ(Slurp(puz2), Slurp(puz));
  // Print: the SVG has the clue lists and a second page with the answers; the PDF is a PDF.
  const std::string svg_text = Slurp(svg);
  EXPECT_NE(svg_text.find(">ACROSS<"), std::string::npos);
  EXPECT_NE(svg_text.find(">DOWN<"), std::string::npos);
  EXPECT_NE(svg_text.find("Sample Title: answers"), std::string::npos);
  EXPECT_NE(svg_text.find("Black square"), std::string::npos);  // a clue of the sample list
  EXPECT_EQ(Slurp(pdf).substr(0, 5), "%PDF-");
  CliRun text = Cli("crossword show " + puz + " --blank");
  EXPECT_EQ(text.code, 0);
  EXPECT_NE(text.out.find("Across"), std::string::npos);
  EXPECT_EQ(text.out.find("CROSSWORD"), std::string::npos) << "--blank shows no answers";
}

// `crossword show` of a variety crossword: each named list once, entries by label, no Across or
// Down list; --json gives each entry's list, label and squares, as the crossword record does.
TEST(CliCrossword, ShowsAVarietyCrosswordsOwnListsAndPaths) {
  const std::string rows = kSrc + "/tests/data/crossword-features/rows-garden.ipuz";
  CliRun text = Cli("crossword show " + rows);
  ASSERT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find("\nSEALANTER\nCODEBIRDS\nTAMEPOLAR\nRIDEHEATS\n\nRows\n"
                          "  A. Row A: seal / anter (9)  SEALANTER\n"
                          "  B. Row B: code / birds (9)  CODEBIRDS\n"
                          "  C. Row C: tame / polar (9)  TAMEPOLAR\n"
                          "  D. Row D: ride / heats (9)  RIDEHEATS\n\nBlooms\n"
                          " L1. Light bloom 1 (seadoc) (6)  SEADOC\n"
                          " M1. Medium bloom 1 (lanibe) (6)  LANIBE\n"
                          " L2. Light bloom 2 (tersdr) (6)  TERSDR\n"
                          " D1. Dark bloom 1 (tamdir) (6)  TAMDIR\n"
                          " M2. Medium bloom 2 (epoehe) (6)  EPOEHE\n"
                          " D2. Dark bloom 2 (larsta) (6)  LARSTA\n\nNotes:\n"),
            std::string::npos)
      << text.out;
  EXPECT_EQ(text.out.find("Across"), std::string::npos) << text.out;
  EXPECT_EQ(text.out.find("Down"), std::string::npos) << text.out;
  EXPECT_EQ(text.out.find("  0. "), std::string::npos) << text.out;
  CliRun blank = Cli("crossword show " + rows + " --blank");
  ASSERT_EQ(blank.code, 0) << blank.err;
  EXPECT_NE(blank.out.find("  A. Row A: seal / anter (9)\n"), std::string::npos) << blank.out;
  EXPECT_EQ(blank.out.find("SEALANTER"), std::string::npos) << blank.out;

  CliRun js = Cli("crossword show " + rows + " --json");
  ASSERT_EQ(js.code, 0) << js.err;
  const nlohmann::json j = nlohmann::json::parse(js.out);
  EXPECT_EQ(j["lists"], nlohmann::json({"Rows", "Blooms"}));
  ASSERT_EQ(j["entries"].size(), 10u);
  const nlohmann::json& a = j["entries"][0];
  EXPECT_EQ(a["list"], "Rows");
  EXPECT_EQ(a["label"], "A");
  EXPECT_EQ(a["word"], "SEALANTER");
  EXPECT_EQ(a["clue"], "Row A: seal / anter");
  EXPECT_EQ(a["cells"], nlohmann::json({0, 1, 2, 3, 4, 5, 6, 7, 8}));
  const nlohmann::json& l1 = j["entries"][4];
  EXPECT_EQ(l1["list"], "Blooms");
  EXPECT_EQ(l1["label"], "L1");
  EXPECT_EQ(l1["word"], "SEADOC");
  // Clockwise from the top left of the first bloom (columns 0-2, rows 0-1 of the 9-wide grid).
  EXPECT_EQ(l1["cells"], nlohmann::json({0, 1, 2, 11, 10, 9})) << l1;
}

// `crossword show` of an Across/Down crossword: numbered Across and Down lists (a rebus square's
// letters whole), and layout JSON with no list, label or cells.
TEST(CliCrossword, ShowsAClassicCrosswordsAcrossAndDown) {
  const std::string file = kSrc + "/tests/data/crossword-features/rebus-circles.ipuz";
  CliRun text = Cli("crossword show " + file);
  ASSERT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find("\nCAT#\nASEA\nREAL\n#SPA\n\nAcross\n"
                          "  1. Feline (3)  CAT\n"
                          "  4. Oil and star & more (7)  ASTAREA\n"
                          "  6. Genuine (4)  REAL\n"
                          "  7. Resort (3)  SPA\n\nDown\n"
                          "  1. Auto (3)  CAR\n"
                          "  2. Astaires (7)  ASTARES\n"
                          "  3. Drink <hot> (4)  TEAP\n"
                          "  5. Ready mix (3)  ALA\n\nRebus squares: r2c2 STAR\n"),
            std::string::npos)
      << text.out;
  CliRun js = Cli("crossword show " + file + " --json");
  ASSERT_EQ(js.code, 0) << js.err;
  const nlohmann::json j = nlohmann::json::parse(js.out);
  EXPECT_FALSE(j.contains("lists"));
  ASSERT_EQ(j["entries"].size(), 8u);
  EXPECT_EQ(j["entries"][1], nlohmann::json::parse(R"({"clue":"Oil and star & more","col":0,)"
                                                   R"("direction":"across","number":4,"row":1,)"
                                                   R"("word":"ASEA"})"));
  EXPECT_EQ(j["entries"][5], nlohmann::json::parse(R"({"clue":"Astaires","col":1,)"
                                                   R"("direction":"down","number":2,"row":0,)"
                                                   R"("word":"ASES"})"));
}

TEST(CliCrossword, SavesAndLoadsAProject) {
  const std::string words = TempPath("proj-words.txt");
  Write(words,
        "puzzle: Something to solve\ngrid down: Rows and columns\nclue: Hint\n"
        "answer: What goes in\nsolver: Person with the pen\n");
  const std::string proj = TempPath("cw.pzproj");
  CliRun made = Cli("crossword layout " + words + " --seed 11 --strategy centre-out --title Mine " +
                    "--json --pzproj " + proj);
  ASSERT_EQ(made.code, 0) << made.err;
  const std::string saved = Slurp(proj);
  EXPECT_NE(saved.find("\"strategy\": \"centre-out\""), std::string::npos) << saved;
  EXPECT_NE(saved.find("\"direction\": \"down\""), std::string::npos) << saved;
  // --save, its old name, writes the same project.
  const std::string old = TempPath("cw-old.pzproj");
  ASSERT_EQ(Cli("crossword layout " + words + " --seed 11 --strategy centre-out --title Mine " +
                "--save " + old)
                .code,
            0);
  EXPECT_EQ(Slurp(old), saved);
  // Loading the project lays out the same words with the same settings: the same layout.
  CliRun again = Cli("crossword layout " + proj + " --seed 11 --title Mine --json");
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_EQ(nlohmann::json::parse(again.out)["doc"], nlohmann::json::parse(made.out)["doc"]);
  // The saved layout itself converts like any crossword file, with its title.
  CliRun show = Cli("crossword show " + proj);
  ASSERT_EQ(show.code, 0) << show.err;
  EXPECT_EQ(show.out.rfind("Mine\n", 0), 0u) << show.out;
  // The next layout, from the loaded project.
  CliRun next = Cli("crossword layout " + proj + " --seed 11 --json --next 1");
  ASSERT_EQ(next.code, 0) << next.err;
  EXPECT_NE(nlohmann::json::parse(next.out)["doc"], nlohmann::json::parse(made.out)["doc"]);
}

TEST(CliCrossword, BadCrosswordFilesGetOneLineAndExitTwo) {
  const std::string puz = TempPath("bad.puz");
  Write(puz, "not a puzzle at all");
  CliRun r = Cli("crossword show " + puz);
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(Lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("ACROSS&DOWN"), std::string::npos) << r.err;
  const std::string xd = TempPath("bad.xd");
  Write(xd, "Title: x\n\n\nAB\nC\n");
  CliRun x = Cli("crossword convert " + xd + " " + TempPath("out.ipuz"));
  EXPECT_EQ(x.code, 2);
  EXPECT_EQ(Lines(x.err), 1) << x.err;
  EXPECT_NE(x.err.find(":5:1:"), std::string::npos) << x.err;
  CliRun ext = Cli("crossword convert " + std::string(PS_SOURCE_DIR) + "/data/crossword/tiny.puz " +
                   TempPath("out.docx"));
  EXPECT_EQ(ext.code, 2);
  EXPECT_NE(ext.err.find("cannot tell the format of"), std::string::npos) << ext.err;
  EXPECT_NE(ext.err.find("ipuz, puz, xd"), std::string::npos) << ext.err;
}

// A barred grid cannot go to .puz or Across Lite text (neither has bars, so every reader would
// pair its clues with the wrong words): one line naming the formats that keep bars, exit 2, and
// no file written, not even the ones asked beside it. .xd keeps the bars for puzzmo's tools.
TEST(CliCrossword, ABarredGridIsRefusedByFormatsWithoutBars) {
  const std::string barred = kSrc + "/tests/data/crossword-features/barred.ipuz";
  for (const std::string ext : {"puz", "txt"}) {
    const std::string out = TempPath("barred-refused." + ext);
    std::remove(out.c_str());
    CliRun r = Cli("crossword convert " + barred + " " + out);
    EXPECT_EQ(r.code, 2) << ext;
    EXPECT_EQ(Lines(r.err), 1) << r.err;
    EXPECT_NE(r.err.find("has no bars, so this barred grid cannot be written"), std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("ipuz, .jpz and .xd keep the bars"), std::string::npos) << r.err;
    EXPECT_FALSE(std::ifstream(out).good()) << out << " was written";
  }
  CliRun piped = Cli("crossword convert " + barred + " - --to puz");
  EXPECT_EQ(piped.code, 2);
  EXPECT_EQ(piped.out, "");
  const std::string xd = TempPath("barred-kept.xd");
  CliRun x = Cli("crossword convert " + barred + " " + xd);
  ASSERT_EQ(x.code, 0) << x.err;
  EXPECT_NE(Slurp(xd).find("Form: barred"), std::string::npos) << Slurp(xd);
  EXPECT_NE(Slurp(xd).find("## Design"), std::string::npos) << Slurp(xd);
}

// `crossword convert` writes to standard output ('-') in the format --to names, the same bytes
// as the file; reads standard input too; and a '-' without --to, or an unknown --to, is one line.
TEST(CliCrossword, ConvertWritesStandardOutputInTheFormatToNames) {
  const std::string tiny = kSrc + "/data/crossword/tiny.puz";
  for (const std::string format : {"ipuz", "xd", "puz", "json"}) {
    const std::string file = TempPath("stdout." + format);
    ASSERT_EQ(Cli("crossword convert " + tiny + " " + file).code, 0) << format;
    CliRun out = Cli("crossword convert " + tiny + " - --to " + format);
    EXPECT_EQ(out.code, 0) << format << ": " << out.err;
    EXPECT_EQ(out.out, Slurp(file)) << format;
    CliRun piped = Cli("crossword convert - - --to " + format, Slurp(tiny));
    EXPECT_EQ(piped.out, Slurp(file)) << format << " from standard input: " << piped.err;
  }
  // Across Lite text by either name.
  EXPECT_EQ(Cli("crossword convert " + tiny + " - --to acrosslite").out,
            Cli("crossword convert " + tiny + " - --to txt").out);
  EXPECT_NE(Cli("crossword convert " + tiny + " - --to txt").out.find("<ACROSS PUZZLE"),
            std::string::npos);
  // Without --to, standard output gets what `convert` writes by default: the game ID.
  CliRun id = Cli("crossword convert " + tiny + " -");
  EXPECT_EQ(id.code, 0) << id.err;
  EXPECT_EQ(id.out.rfind("crossword/", 0), 0u) << id.out;
  CliRun bad = Cli("crossword convert " + tiny + " - --to docx");
  EXPECT_EQ(bad.code, 2);
  EXPECT_EQ(bad.out, "");
  EXPECT_NE(bad.err.find("--to docx: no such format"), std::string::npos) << bad.err;
}

namespace {

const std::string kFillList = kSrc + "/data/crossword/fill/words-scored.dict";
const std::string kMini = kSrc + "/data/crossword/fill/mini-5x5.txt";
const std::string kMonday = kSrc + "/data/crossword/fill/mon-15x15.txt";

std::string OpenSquare(int n) {
  std::string s;
  for (int i = 0; i < n; ++i) s += std::string(static_cast<size_t>(n), '.') + "\n";
  return s;
}

TEST(CliCrosswordFill, FillsAPatternAndPrintsTheGrid) {
  CliRun r = Cli("crossword fill " + kMonday + " --words " + kFillList + " --seed 1");
  ASSERT_EQ(r.code, 0) << r.err;
  std::istringstream in(r.out);
  std::string row;
  std::getline(in, row);  // "# Grid fill 15x15", then the grid
  EXPECT_EQ(row.rfind("# Grid fill 15x15", 0), 0u) << row;
  std::getline(in, row);
  EXPECT_EQ(row.size(), 15u);
  EXPECT_EQ(row.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ#"), std::string::npos) << row;
  EXPECT_EQ(row.substr(5, 1), "#");  // the pattern's blocks stay
  EXPECT_NE(r.out.find("78 entries, mean score 50.0"), std::string::npos) << r.out;
  // The same seed gives the same fill.
  EXPECT_EQ(
      Cli("crossword fill " + kMonday + " --words " + kFillList + " --seed 1").out.substr(0, 240),
      r.out.substr(0, 240));
}

// `crossword fill GRID` is `make fill --pattern GRID`: its record, the fill-in it makes, with how
// the fill reads and each entry's score in its document.
TEST(CliCrosswordFill, JsonGivesStatusGridEntriesAndScores) {
  const std::string grid = "#....\n.....\n..a..\n.....\n....#\n";
  CliRun r = Cli("crossword fill - --words " + kFillList + " --json --min-score 20 --seed 2", grid);
  ASSERT_EQ(r.code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["kind"], "fillin");
  EXPECT_EQ(j["doc"]["grid"][0].get<std::string>()[0], '#') << r.out;
  EXPECT_EQ(j["doc"]["grid"][2].get<std::string>()[2], 'A') << r.out;  // the given 'a' stays
  EXPECT_TRUE(j["doc"]["mean_score"].is_number());
  EXPECT_TRUE(j["doc"]["entry_scores"][0]["score"].is_number()) << r.out;
  EXPECT_EQ(
      Cli("make fill --pattern - --words " + kFillList + " --json --min-score 20 --seed 2", grid)
          .out,
      r.out);
}

TEST(CliCrosswordFill, QualitySearchImprovesTheFirstFillAndNamesTheWeakest) {
  // At min score 20 the test list offers short entries that are no dictionary words.
  const std::string cmd =
      "crossword fill " + kMonday + " --words " + kFillList + " --min-score 20 --seed 3 --json";
  CliRun first = Cli(cmd + " --quality-time 0");
  ASSERT_EQ(first.code, 0) << first.err;
  const nlohmann::json record = nlohmann::json::parse(first.out);
  nlohmann::json a = record["doc"]["fill_quality"];
  a["entries"] = record["doc"]["entry_scores"];
  EXPECT_EQ(a["rounds"], 0);
  EXPECT_EQ(a["first"], a["score"]);
  const double first_quality = a["score"].get<double>();
  ASSERT_GT(first_quality, 0);
  ASSERT_LT(first_quality, 100);
  ASSERT_FALSE(a["weakest"].empty()) << first.out;
  EXPECT_NE(a["weakest"][0]["why"].get<std::string>().find("not a dictionary word or name"),
            std::string::npos)
      << a["weakest"][0];
  // The weakest entry is one of the grid's entries.
  bool listed = false;
  for (const auto& e : a["entries"]) listed = listed || e["word"] == a["weakest"][0]["word"];
  EXPECT_TRUE(listed) << a["weakest"][0];
  CliRun better = Cli(cmd + " --quality-time 60 --quality-rounds 300");
  ASSERT_EQ(better.code, 0) << better.err;
  const nlohmann::json better_record = nlohmann::json::parse(better.out);
  nlohmann::json b = better_record["doc"]["fill_quality"];
  b["entries"] = better_record["doc"]["entry_scores"];
  // It starts from the same first fill and ends better, within the same floor.
  EXPECT_EQ(b["first"], first_quality);
  EXPECT_GT(b["score"].get<double>(), first_quality) << better.out;
  EXPECT_EQ(b["cut"], false);
  EXPECT_EQ(b["repeated_roots"], 0);
  for (const auto& e : b["entries"]) EXPECT_GE(e["score"].get<int>(), 20);
  // The text output says it too, with the weakest entries and why.
  CliRun text = Cli("crossword fill " + kMonday + " --words " + kFillList +
                    " --min-score 20 --seed 3 --quality-time 0");
  ASSERT_EQ(text.code, 0) << text.err;
  EXPECT_NE(text.out.find("quality "), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("weakest entries:\n  "), std::string::npos) << text.out;
}

TEST(CliCrosswordFill, ProvedNoFillIsExitOneAndBudgetIsExitThree) {
  CliRun none = Cli("crossword fill - --words " + kFillList, "qxq\n...\n");
  EXPECT_EQ(none.code, 1) << none.err;
  EXPECT_NE(none.err.find("\"q?\""), std::string::npos) << none.err;
  // Proved before the search or by it, the message says so once, the same way.
  EXPECT_EQ(none.err.rfind("puzzlesmith: no fill exists: ", 0), 0u) << none.err;
  CliRun searched = Cli("crossword fill - --words " + kFillList, "x..\n...\n..x\n");
  EXPECT_EQ(searched.code, 1) << searched.err;
  EXPECT_EQ(searched.err.rfind("puzzlesmith: no fill exists: the search went through", 0), 0u)
      << searched.err;
  EXPECT_EQ(searched.err.find("no fill exists", 20), std::string::npos) << searched.err;
  // Under --json, the error record (every command's).
  CliRun json = Cli("crossword fill - --words " + kFillList + " --json", "qx.\n");
  EXPECT_EQ(json.code, 1);
  EXPECT_NE(json.out.find("\"exit\":1"), std::string::npos) << json.out;
  CliRun slow =
      Cli("crossword fill - --words " + kFillList + " --json --time-limit 0.3", OpenSquare(9));
  EXPECT_EQ(slow.code, 3) << slow.err;
  // Where the search got stuck: slots of the square, named in the message.
  EXPECT_NE(slow.out.find("most dead ends at r"), std::string::npos) << slow.out;
}

TEST(CliCrosswordFill, CtrlCStopsWithExitThree) {
  std::string grid = TempPath("open9.txt");
  Write(grid, OpenSquare(9));
  std::string cmd = "sh -c '" + std::string(PS_BINARY) + " crossword fill " + grid + " --words " +
                    kFillList + " 2>/dev/null & pid=$!; sleep 0.7; kill -INT $pid; wait $pid; " +
                    "echo $?'";
  FILE* p = popen(cmd.c_str(), "r");
  char buf[64] = {0};
  size_t n = fread(buf, 1, sizeof buf - 1, p);
  pclose(p);
  EXPECT_EQ(std::string(buf, n), "3\n");
}

TEST(CliCrosswordFill, BadInputGetsOneLineAndExitTwo) {
  CliRun ragged = Cli("crossword fill - --words " + kFillList, "...\n..\n");
  EXPECT_EQ(ragged.code, 2);
  EXPECT_EQ(Lines(ragged.err), 1) << ragged.err;
  EXPECT_NE(ragged.err.find("<stdin>:2:"), std::string::npos) << ragged.err;
  std::string list = TempPath("bad.dict");
  Write(list, "apple;50\nbanana;lots\n");
  CliRun score = Cli("crossword fill " + kMini + " --words " + list);
  EXPECT_EQ(score.code, 2);
  EXPECT_NE(score.err.find(":2:"), std::string::npos) << score.err;
  EXPECT_NE(score.err.find("entry;score"), std::string::npos) << score.err;
  CliRun missing = Cli("crossword fill " + kMini + " --words /nonexistent.dict");
  EXPECT_EQ(missing.code, 2);
  std::string ipuz = TempPath("bad.ipuz");
  Write(ipuz, "{\"kind\": [\"http://ipuz.org/crossword#1\"]}");
  CliRun bad_ipuz = Cli("crossword fill " + ipuz + " --words " + kFillList);
  EXPECT_EQ(bad_ipuz.code, 2);
  EXPECT_NE(bad_ipuz.err.find("dimensions"), std::string::npos) << bad_ipuz.err;
}

TEST(CliCrosswordFill, IpuzInAndOutAndASecondListRescores) {
  // Fill, write .ipuz and .puz, read the ipuz back as a grid to fill: its letters are all given.
  std::string ipuz = TempPath("fill.ipuz"), puz = TempPath("fill.puz");
  CliRun r = Cli("crossword fill " + kMini + " --words " + kFillList + " --ipuz " + ipuz +
                 " --puz " + puz + " --title Mini --to grid-rows --seed 1");
  EXPECT_EQ(r.code, 2) << r.err;  // (no such format: the grid is in --to text)
  r = Cli("crossword fill " + kMini + " --words " + kFillList + " --ipuz " + ipuz + " --puz " +
          puz + " --title Mini --seed 1");
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string grid = r.out.substr(r.out.find('\n') + 1);  // after the "# title" line
  CliRun show = Cli("crossword show " + puz);
  ASSERT_EQ(show.code, 0) << show.err;
  EXPECT_NE(show.out.find("Mini"), std::string::npos);
  EXPECT_NE(show.out.find(grid.substr(1, 4)), std::string::npos) << show.out;  // row 1
  CliRun again = Cli("crossword fill " + ipuz + " --words " + kFillList + " --seed 1");
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_EQ(again.out.substr(again.out.find('\n') + 1, 30), grid.substr(0, 30));
  // A personal list that scores the first across entry 0 keeps it out.
  std::string first = grid.substr(1, 4);
  for (char& c : first) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  std::string mine = TempPath("mine.dict");
  Write(mine, first + ";0\n");
  CliRun banned = Cli("crossword fill " + kMini + " --words " + kFillList + " --words " + mine);
  ASSERT_EQ(banned.code, 0) << banned.err;
  EXPECT_NE(banned.out.substr(banned.out.find('\n') + 2, 4), grid.substr(1, 4));
}

}  // namespace
