// The web app's prints and boards as a person sees them: app::PrintPuzzle's pages and the boards
// the players are drawn on (app::PrintBoard), every kind, rendered and looked at as the command's
// prints are (print_checks.h); and the HTML pages a browser prints, one sheet a page.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "print/print_checks.h"

namespace {

// `pattern` filled by the grid filler (`crossword fill --seed SEED`, the test word list) and
// imported from the .ipuz it writes, as the web app imports a crossword file.
ps::Result<ps::app::PuzzleRecord> FilledCrossword(const std::string& name,
                                                  const std::string& pattern, int seed,
                                                  ps::Budget& budget) {
  const std::string grid = Temp(name + "-pattern.txt"), filled = Temp(name + ".ipuz");
  Write(grid, pattern);
  int code = 0;
  const std::string out = Shell(kBin + " crossword fill " + grid + " --words " + kSrc +
                                    "/data/crossword/fill/words-scored.dict --seed " +
                                    std::to_string(seed) + " --ipuz " + filled,
                                &code);
  if (code != 0) return ps::InvalidInput("crossword fill failed: " + out);
  return ps::app::ImportPuzzle(json{{"text", Slurp(filled)}, {"format", "ipuz"}}, budget);
}

std::vector<std::string> GridRows(const ps::app::PuzzleRecord& r) {
  std::vector<std::string> rows;
  for (const json& row : r.doc["grid"]) rows.push_back(row.get<std::string>());
  return rows;
}

TEST(Print, WebAppPrintsOfEveryKindShowTheirBoards) {
  ps::Budget budget = ps::Budget::Seconds(60);
  ps::app::MakeContext ctx{budget, nullptr, nullptr};
  const std::string url = "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou";
  ps::Result<ps::app::PuzzleRecord> sb = ps::app::ImportPuzzle(json{{"text", url}}, budget);
  ASSERT_TRUE(sb.ok()) << sb.error().ToString();
  StarCase s = StarFromUrl(url);
  ps::Result<ps::app::PuzzleRecord> sd =
      ps::app::MakePuzzle("sudoku", json{{"level", "easy"}, {"seed", 5}}, ctx);
  ASSERT_TRUE(sd.ok()) << sd.error().ToString();
  SudokuCase su{sd->doc["givens"], sd->doc["solution"], 9, 3, 3, false};
  // A crossword as the web app imports it: a 5x5 grid filled by the grid filler, as .ipuz.
  ps::Result<ps::app::PuzzleRecord> cw =
      FilledCrossword("filled", "....#\n.....\n.....\n.....\n#....\n", 1, budget);
  ASSERT_TRUE(cw.ok()) << cw.error().ToString();
  const std::vector<std::string> rows = GridRows(*cw);
  // Every kind on the same paper, A4 or Letter, as the web app's Paper setting asks (the PDFs;
  // an SVG page is as wide as its paper too).
  // (Not a structured binding: clang 14 cannot capture one in the lambda below.)
  struct Case {
    bool answers;
    ps::render::Paper paper;
  };
  for (const Case& c : {Case{false, ps::render::kA4}, Case{true, ps::render::kA4},
                        Case{true, ps::render::kLetter}}) {
    const bool answers = c.answers;
    const ps::render::Paper paper = c.paper;
    for (const std::string format : {"pdf", "svg"}) {
      const std::string what =
          format + (answers ? " with answers" : "") + " on " + std::string(paper.name);
      auto pages_of = [&](const ps::app::PuzzleRecord& r, int count) {
        ps::Result<ps::app::Download> d = ps::app::PrintPuzzle(r, format, answers, paper);
        EXPECT_TRUE(d.ok()) << d.error().ToString();
        const std::string path = Temp("web." + format);
        Write(path, d.ok() ? d->body : "");
        std::vector<Image> pages = format == "pdf" ? RasterPdf(path) : RasterSvg(path, count);
        // (An SVG's units are CSS pixels, which rsvg-convert draws at 3/4 of a point.)
        const double scale = (format == "pdf" ? 1.0 : 0.75) * kDpi / 72;
        for (const Image& page : pages) {
          EXPECT_NEAR(page.w, paper.width * scale, 2) << r.kind << " " << what;
          if (format == "pdf") {
            EXPECT_NEAR(page.h, paper.height * scale, 2) << r.kind << " " << what;
          }
        }
        return pages;
      };
      const int count = answers ? 2 : 1;
      std::vector<Image> p = pages_of(*sb, count);
      ASSERT_EQ(static_cast<int>(p.size()), count) << what;
      CheckStarPage(p[0], s, false, "web Star Battle " + what);
      if (answers) CheckStarPage(p[1], s, true, "web Star Battle answers " + what);
      p = pages_of(*sd, count);
      ASSERT_EQ(static_cast<int>(p.size()), count) << what;
      CheckSudokuPage(p[0], su, false, "web Sudoku " + what);
      if (answers) CheckSudokuPage(p[1], su, true, "web Sudoku answers " + what);
      p = pages_of(*cw, count);
      ASSERT_EQ(static_cast<int>(p.size()), count) << what;
      CheckCrosswordPage(p[0], rows, false, "web crossword " + what);
      if (answers) CheckCrosswordPage(p[1], rows, true, "web crossword answers " + what);
    }
  }
}

TEST(Print, WebBoardsOfEveryKindAreTheirGridsWhereTheSquaresGo) {
  ps::Budget budget = ps::Budget::Seconds(60);
  ps::app::MakeContext ctx{budget, nullptr, nullptr};
  const std::string url = "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou";
  ps::Result<ps::app::PuzzleRecord> sb = ps::app::ImportPuzzle(json{{"text", url}}, budget);
  ASSERT_TRUE(sb.ok()) << sb.error().ToString();
  StarCase s = StarFromUrl(url);
  ps::Result<ps::app::PuzzleRecord> sd =
      ps::app::MakePuzzle("sudoku", json{{"level", "easy"}, {"diagonals", true}, {"seed", 5}}, ctx);
  ASSERT_TRUE(sd.ok()) << sd.error().ToString();
  SudokuCase su{sd->doc["givens"], sd->doc["solution"], 9, 3, 3, true};
  // A standard crossword (black squares): a 5x5 grid filled by the grid filler, imported.
  ps::Result<ps::app::PuzzleRecord> cw =
      FilledCrossword("board-filled", "#....\n.....\n.....\n.....\n....#\n", 2, budget);
  ASSERT_TRUE(cw.ok()) << cw.error().ToString();
  const std::vector<std::string> rows = GridRows(*cw);
  // The board's image, with the check that its frame is where the numbers the web app lays its
  // squares by say: squares of `cell` units from (margin, margin) of the drawing's width.
  auto board_of = [&](const ps::app::PuzzleRecord& r, bool answers, const std::string& what) {
    ps::Result<json> d = ps::app::DrawBoard(r, answers);
    EXPECT_TRUE(d.ok()) << what << ": " << d.error().ToString();
    if (!d.ok()) return Image{};
    const std::string path = Temp("board.svg");
    Write(path, (*d)["svg"].get<std::string>());
    // At twice its size, as a high-density screen shows it (the web app's squares are about
    // 1.2 of the drawing's units per CSS pixel).
    std::vector<Image> pages = RasterSvg(path, 1, 2);
    if (pages.size() != 1) return Image{};
    const Image& im = pages[0];
    const int cols = (*d)["cols"], rows_n = (*d)["rows"];
    const double cell = (*d)["cell"], margin = (*d)["margin"];
    const double width = cols * cell + 2 * margin, height = rows_n * cell + 2 * margin;
    EXPECT_NEAR(static_cast<double>(im.h) / im.w, height / width, 0.01) << what;
    Board b;
    if (FindBoard(im, cols, rows_n, b, 200)) {
      const double scale = im.w / width, slack = 0.06 * cell * scale;
      EXPECT_NEAR(b.x0, margin * scale, slack) << what << ": the frame's left edge";
      EXPECT_NEAR(b.y0, margin * scale, slack) << what << ": the frame's top edge";
      EXPECT_NEAR(b.cw(), cell * scale, slack) << what << ": the squares' width";
      EXPECT_NEAR(b.ch(), cell * scale, slack) << what << ": the squares' height";
    } else {
      ADD_FAILURE() << what << ": no board drawn";
    }
    return im;
  };
  for (bool answers : {false, true}) {
    const std::string with = answers ? " with answers" : "";
    CheckStarPage(board_of(*sb, answers, "Star Battle board" + with), s, answers,
                  "Star Battle board" + with);
    CheckSudokuPage(board_of(*sd, answers, "Sudoku-X board" + with), su, answers,
                    "Sudoku-X board" + with);
    CheckCrosswordPage(board_of(*cw, answers, "crossword board" + with), rows, answers,
                       "crossword board" + with);
  }
  // The command line's `print --board` draws the same board, as PDF too.
  const std::string pdf = Temp("board.pdf");
  int code = 0;
  const std::string out = Shell(kBin + " print '" + sd->game_id + "' --board --pdf " + pdf, &code);
  ASSERT_EQ(code, 0) << out;
  std::vector<Image> pages = RasterPdf(pdf);
  ASSERT_EQ(pages.size(), 1u);
  CheckSudokuPage(pages[0], su, false, "print --board PDF");
}

TEST(Print, SudokuHtmlPrintsEachPageOnItsOwnSheet) {
  int code = 0;
  std::string six = Shell(kBin + " sudoku generate --count 6 --seed 5 -q", &code);
  ASSERT_EQ(code, 0) << six;
  const std::string in = Temp("six.txt"), html = Temp("six.html"), pdf = Temp("six.pdf");
  Write(in, six);
  std::string out =
      Shell(kBin + " sudoku print " + in + " --html " + html + " --per-page 4 --answers", &code);
  ASSERT_EQ(code, 0) << out;
  const std::string page = Slurp(html);
  // Six puzzles four a page: two puzzle pages and two answer pages, each its own SVG.
  size_t svgs = 0;
  for (size_t at = page.find("<svg"); at != std::string::npos; at = page.find("<svg", at + 1)) {
    ++svgs;
  }
  EXPECT_EQ(svgs, 4u);
  EXPECT_NE(page.find("break-after:page"), std::string::npos);
  // Printed by Chromium: four sheets, each holding whole grids (the grid frames are inside the
  // sheet: no long line touches its top or bottom edge).
  out = Shell(
      "chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer "
      "--print-to-pdf=" +
          pdf + " file://" + html,
      &code);
  ASSERT_EQ(code, 0) << out;
  std::vector<Image> sheets = RasterPdf(pdf);
  ASSERT_EQ(sheets.size(), 4u);
  for (size_t i = 0; i < sheets.size(); ++i) {
    const Image& im = sheets[i];
    for (int y : {0, 1, im.h - 2, im.h - 1}) {
      EXPECT_LT(LongestRun(im, false, y, 200), im.w / 10)
          << "sheet " << i + 1 << " cut at row " << y;
    }
    // Two grids side by side in its upper half: long vertical lines in both halves of the sheet.
    int left = 0, right = 0;
    for (int x = 0; x < im.w; ++x) {
      if (LongestRun(im, true, x, 200) > im.h / 6) (x < im.w / 2 ? left : right) += 1;
    }
    EXPECT_GT(left, 0) << "sheet " << i + 1;
    EXPECT_GT(right, 0) << "sheet " << i + 1;
  }
}

}  // namespace
