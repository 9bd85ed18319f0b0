// Prints as a person sees them: every kind's PDF and SVG, puzzle and answer pages, rendered to
// images (poppler's pdftoppm; librsvg's rsvg-convert for SVG) and looked at: the board's grid
// lines are all there, zone and box borders are thicker than cell lines, givens, stars, letters
// and black squares sit in the right cells, a killer's dashed cages and sums, and nothing else is
// inked inside the board. Both the
// command line's prints and the web app's (app::PrintPuzzle) are checked.
#include <gtest/gtest.h>

#include <string>

#include "print/print_checks.h"

namespace {

TEST(Print, SudokuPdfAndSvgShowGridBoxesAndGivens) {
  const std::vector<std::pair<SudokuCase, std::string>> cases = {
      {MakeSudoku("--seed 11 --level medium", 9, 3, 3, false), ""},
      {MakeSudoku("--seed 12 --box 3x2", 6, 3, 2, false), "--box 3x2"},
      {MakeSudoku("--seed 13 --diagonals", 9, 3, 3, true), "--diagonals"},
  };
  for (const auto& [s, flags] : cases) {
    SCOPED_TRACE(s.line);
    const std::string in = Temp("sudoku.txt"), pdf = Temp("sudoku.pdf"), svg = Temp("sudoku.svg");
    Write(in, s.line + "\n");
    int code = 0;
    std::string out = Shell(
        kBin + " sudoku print " + in + " " + flags + " --answers --pdf " + pdf + " --svg " + svg,
        &code);
    ASSERT_EQ(code, 0) << out;
    std::vector<Image> pages = RasterPdf(pdf);
    ASSERT_EQ(pages.size(), 2u);
    CheckSudokuPage(pages[0], s, false, "PDF puzzle page");
    CheckSudokuPage(pages[1], s, true, "PDF answer page");
    std::vector<Image> svg_pages = RasterSvg(svg, 2);
    ASSERT_EQ(svg_pages.size(), 2u);
    CheckSudokuPage(svg_pages[0], s, false, "SVG puzzle page");
    CheckSudokuPage(svg_pages[1], s, true, "SVG answer page");
  }
}

// The pages of a made puzzle's record `j` printed with --answers to the PDF `name` (none when the
// print failed: said as a test failure).
std::vector<Image> PrintedWithAnswers(const json& j, const std::string& name) {
  int code = 0;
  const std::string pdf = Temp(name);
  const std::string printed = Shell(
      kBin + " print '" + j["game_id"].get<std::string>() + "' --answers --pdf " + pdf, &code);
  EXPECT_EQ(code, 0) << printed;
  return code == 0 ? RasterPdf(pdf) : std::vector<Image>{};
}

// Runs `check` on each page of a 9x9 print (page 0 the puzzle, page 1 the answers) with the board
// found on it, once its grid lines are checked.
template <class Check>
void ForEachNineByNinePage(const std::vector<Image>& pages, const std::string& what, Check check) {
  for (size_t page = 0; page < pages.size(); ++page) {
    const Image& im = pages[page];
    SCOPED_TRACE(page == 0 ? "puzzle page" : "answer page");
    Board b;
    ASSERT_TRUE(FindBoard(im, 9, 9, b)) << what;
    ExpectGridLines(im, b, 200, what);
    check(page, im, b);
  }
}

// A jigsaw's regions: every border between two regions is drawn thicker than every line inside
// a region, on the PDF's puzzle and answer pages, whatever the 3x3 boxes would have been.
TEST(Print, JigsawPdfShowsThickRegionBorders) {
  int code = 0;
  const std::string out =
      Shell(kBin + " make sudoku --variant jigsaw --level easy --seed 5 --json", &code);
  ASSERT_EQ(code, 0) << out;
  const json j = json::parse(out, nullptr, false);
  const std::vector<int> regions = j["doc"]["regions"].get<std::vector<int>>();
  ASSERT_EQ(regions.size(), 81u);
  SudokuCase s{j["doc"].value("givens", ""), j["doc"].value("solution", ""), 9, 9, 9, false};
  const std::vector<Image> pages = PrintedWithAnswers(j, "jigsaw.pdf");
  ASSERT_EQ(pages.size(), 2u);
  ForEachNineByNinePage(pages, "jigsaw", [&](size_t, const Image& im, const Board& b) {
    int thin = 0, thick = 1000, borders = 0;
    for (int r = 0; r < 9; ++r) {
      for (int c = 0; c < 9; ++c) {
        for (bool right : {true, false}) {
          if (right ? c + 1 == 9 : r + 1 == 9) continue;
          const int other = right ? r * 9 + c + 1 : (r + 1) * 9 + c;
          const int t = Thickness(im, b, c, r, right, 128);
          if (regions[static_cast<size_t>(r * 9 + c)] != regions[static_cast<size_t>(other)]) {
            thick = std::min(thick, t);
            ++borders;
          } else {
            thin = std::max(thin, t);
          }
        }
      }
    }
    EXPECT_GT(borders, 20);
    EXPECT_GT(thick, thin) << "region borders (" << thick << " px) not thicker than cell lines ("
                           << thin << " px)";
  });
  // The givens in their squares (boxes of 9x9: no box border for it to look for).
  CheckSudokuPage(pages[0], s, false, "jigsaw puzzle page");
}

// A killer's cages: dashed lines inset along every cage border (ink and gaps in turn along the
// line), no line inset where a cage goes on into the next square, each cage's sum inked in the
// top-left corner of its first square, no givens in the squares' middles (the answers there on
// the answer page), on an A4 page.
TEST(Print, KillerPdfShowsDashedCagesAndTheirSums) {
  int code = 0;
  const std::string out =
      Shell(kBin + " make sudoku --variant killer --level medium --seed 4 --json", &code);
  ASSERT_EQ(code, 0) << out;
  const json j = json::parse(out, nullptr, false);
  std::vector<int> cage(81, -1), head(81, 0);
  int k = 0;
  for (const json& c : j["doc"]["cages"]) {
    for (int cell : c["cells"]) cage[static_cast<size_t>(cell)] = k;
    head[static_cast<size_t>(c["cells"][0].get<int>())] = 1;
    ++k;
  }
  const std::vector<Image> pages = PrintedWithAnswers(j, "killer.pdf");
  ASSERT_EQ(pages.size(), 2u);
  ForEachNineByNinePage(pages, "killer", [&](size_t page, const Image& im, const Board& b) {
    int dashed = 0, borders = 0, open = 0;
    for (int r = 0; r < 9; ++r) {
      for (int c = 0; c < 9; ++c) {
        const int i = r * 9 + c;
        // The top side, inset: a border when the square above is in another cage.
        const bool border =
            r == 0 || cage[static_cast<size_t>(i - 9)] != cage[static_cast<size_t>(i)];
        // Ink along the inset line, within a pixel of it, and the changes from ink to paper.
        int ink = 0, gaps = 0;
        bool was = false;
        for (int x = b.X(c + 0.25); x <= b.X(c + 0.75); ++x) {
          bool inked = false;
          for (int dy = -1; dy <= 1; ++dy)
            inked = inked || Inked(im.At(x, b.Y(r + 0.09) + dy), 200);
          ink += inked;
          if (was && !inked) ++gaps;
          was = inked;
        }
        if (head[static_cast<size_t>(i)]) continue;  // its sum sits there
        if (border) {
          ++borders;
          if (ink > 5 && gaps >= 2) ++dashed;
        } else {
          open += ink == 0;
          EXPECT_LE(ink, 2) << "a line inside the cage at r" << r + 1 << "c" << c + 1;
        }
      }
    }
    EXPECT_GT(borders, 20);
    EXPECT_GE(dashed, borders * 9 / 10) << dashed << " of " << borders << " borders dashed";
    EXPECT_GT(open, 10);
    // Every sum: ink in its first square's top-left corner, and no digit in its middle on the
    // puzzle page (no givens).
    for (int i = 0; i < 81; ++i) {
      const int r = i / 9, c = i % 9;
      if (head[static_cast<size_t>(i)]) {
        int sum_ink = 0;
        for (int y = b.Y(r + 0.12); y <= b.Y(r + 0.3); ++y) {
          for (int x = b.X(c + 0.12); x <= b.X(c + 0.3); ++x) sum_ink += Inked(im.At(x, y), 128);
        }
        EXPECT_GT(sum_ink, 6) << "no sum drawn at r" << r + 1 << "c" << c + 1;
      }
      const int middle = CellInk(im, b, c, r, 128, 0.35, 0.65);
      if (page == 0) {
        EXPECT_LT(middle, 3) << "ink in the middle of r" << r + 1 << "c" << c + 1;
      } else {
        EXPECT_GT(middle, 10) << "no answer in r" << r + 1 << "c" << c + 1;
      }
    }
  });
}

TEST(Print, StarBattlePdfAndSvgShowGridZonesAndStars) {
  for (const std::string url : {"https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou",
                                "https://puzz.link/p?starbattle/10/10/2/"
                                "0a45ckj0kjoe8l6m2c1o728rh4e8sk14agm0"}) {
    SCOPED_TRACE(url);
    StarCase s = StarFromUrl(url);
    const std::string pdf = Temp("sb.pdf"), svg = Temp("sb.svg");
    int code = 0;
    std::string out = Shell(
        kBin + " starbattle print '" + url + "' --answers --pdf " + pdf + " --svg " + svg, &code);
    ASSERT_EQ(code, 0) << out;
    std::vector<Image> pages = RasterPdf(pdf);
    ASSERT_EQ(pages.size(), 2u);
    CheckStarPage(pages[0], s, false, "PDF puzzle page");
    CheckStarPage(pages[1], s, true, "PDF answer page");
    std::vector<Image> svg_pages = RasterSvg(svg, 2);
    ASSERT_EQ(svg_pages.size(), 2u);
    CheckStarPage(svg_pages[0], s, false, "SVG puzzle page");
    CheckStarPage(svg_pages[1], s, true, "SVG answer page");
  }
}

TEST(Print, CrosswordPdfAndSvgShowTheGridBlocksAndAnswers) {
  const std::string ipuz = Temp("cw.ipuz"), pdf = Temp("cw.pdf"), svg = Temp("cw.svg");
  int code = 0;
  std::string out = Shell(kBin + " crossword layout " + kSrc +
                              "/data/crossword/sample-words.txt --seed 3 --blocks black --ipuz " +
                              ipuz + " --pdf " + pdf + " --svg " + svg,
                          &code);
  ASSERT_EQ(code, 0) << out;
  std::vector<std::string> rows = IpuzRows(ipuz);
  ASSERT_FALSE(rows.empty());
  std::vector<Image> pages = RasterPdf(pdf);
  ASSERT_EQ(pages.size(), 2u);
  CheckCrosswordPage(pages[0], rows, false, "PDF puzzle page");
  CheckCrosswordPage(pages[1], rows, true, "PDF answer page");
  std::vector<Image> svg_pages = RasterSvg(svg, 2);
  ASSERT_EQ(svg_pages.size(), 2u);
  CheckCrosswordPage(svg_pages[0], rows, false, "SVG puzzle page");
  CheckCrosswordPage(svg_pages[1], rows, true, "SVG answer page");
}

// No clue-list heading ends a column alone: each heading has a clue under it in its column, and
// no clue's wrapped lines are split between columns. This list of 27 clued words put the DOWN
// heading alone at the foot of the first page's left column before headings were kept with their
// first clue.
TEST(Print, NoClueHeadingIsLeftAloneAtTheFootOfAColumn) {
  const std::string svg = Temp("orphan.svg");
  int code = 0;
  std::string out = Shell(kBin + " crossword layout " + kSrc +
                              "/tests/data/print/clued-27-words.txt --seed 1 --svg " + svg,
                          &code);
  ASSERT_EQ(code, 0) << out;
  const std::string text = Slurp(svg);
  // The pages are groups one under another; each text's x, y and words, page by page.
  struct Text {
    double x, y;
    std::string words;
  };
  std::vector<std::vector<Text>> pages;
  const std::regex page_re("<g transform=\"translate\\(0 ");
  const std::regex text_re("<text[^>]*x=\"([0-9.]+)\"[^>]*y=\"([0-9.]+)\"[^>]*>([^<]*)<");
  for (std::sregex_iterator it(text.begin(), text.end(), page_re), end; it != end; ++it) {
    pages.emplace_back();
    const size_t at = static_cast<size_t>(it->position());
    const size_t next = text.find("<g transform=\"translate(0 ", at + 1);
    const std::string page =
        text.substr(at, next == std::string::npos ? std::string::npos : next - at);
    for (std::sregex_iterator t(page.begin(), page.end(), text_re); t != end; ++t) {
      pages.back().push_back({std::stod((*t)[1]), std::stod((*t)[2]), (*t)[3]});
    }
  }
  ASSERT_GE(pages.size(), 2u);
  int headings = 0;
  for (size_t p = 0; p < pages.size(); ++p) {
    for (const Text& h : pages[p]) {
      if (h.words != "ACROSS" && h.words != "DOWN") continue;
      ++headings;
      bool under = false;
      for (const Text& t : pages[p]) {
        under = under || (t.x >= h.x && t.x < h.x + 250 && t.y > h.y + 1 && t.y < h.y + 30);
      }
      EXPECT_TRUE(under) << h.words << " is alone at the foot of its column on page " << p + 1;
    }
  }
  EXPECT_EQ(headings, 2);
}

TEST(Print, FillinPdfAndSvgShowTheBoardAndItsBlackSquares) {
  const std::string ipuz = Temp("fi.ipuz"), pdf = Temp("fi.pdf"), svg = Temp("fi.svg");
  int code = 0;
  std::string out = Shell(kBin + " fillin generate --size 7x7 --seed 6 --words " + kSrc +
                              "/data/fillin/words-test.txt --ipuz " + ipuz + " --pdf " + pdf +
                              " --svg " + Temp("fi-board.svg"),
                          &code);
  ASSERT_EQ(code, 0) << out;
  std::vector<std::string> rows = IpuzRows(ipuz);
  ASSERT_EQ(rows.size(), 7u);
  std::vector<Image> pages = RasterPdf(pdf);
  ASSERT_EQ(pages.size(), 2u);
  CheckCrosswordPage(pages[0], rows, false, "PDF puzzle page");
  CheckCrosswordPage(pages[1], rows, true, "PDF answer page");
  // The web app's print of the same fill-in (imported from the .ipuz), as SVG.
  ps::Budget budget = ps::Budget::Seconds(60);
  ps::Result<ps::app::PuzzleRecord> r =
      ps::app::ImportPuzzle(json{{"text", Slurp(ipuz)}, {"format", "ipuz"}}, budget);
  ASSERT_TRUE(r.ok()) << r.error().ToString();
  EXPECT_EQ(r->kind, "fillin");
  ps::Result<ps::app::Download> d = ps::app::PrintPuzzle(*r, "svg", true);
  ASSERT_TRUE(d.ok()) << d.error().ToString();
  Write(svg, d->body);
  std::vector<Image> web = RasterSvg(svg, 2);
  ASSERT_EQ(web.size(), 2u);
  CheckCrosswordPage(web[0], rows, false, "web SVG puzzle page");
  CheckCrosswordPage(web[1], rows, true, "web SVG answer page");
}

// A free-form fill-in's own drawing (fillin generate --svg): every background cell, even one
// boxed in by words, is a black square, so that no cell looks like one to fill; the cells of
// the words are empty. --blocks none leaves the background white.
TEST(Print, FillinBoardSvgDrawsEveryBackgroundCellBlack) {
  const std::string svg = Temp("fi-own.svg"), none = Temp("fi-none.svg");
  int code = 0;
  // (The print of the made puzzle, its answer pages left out: the board and the word list.)
  std::string out =
      Shell(kBin + " fillin generate --seed 4 --json -q --no-answers --svg " + svg, &code);
  ASSERT_EQ(code, 0) << out;
  json j = json::parse(out, nullptr, false);
  std::vector<std::string> rows = j["doc"].value("grid", std::vector<std::string>{});
  ASSERT_EQ(rows.size(), 15u) << out;
  int background = 0, boxed_in = 0;
  for (size_t r = 0; r < rows.size(); ++r) {
    for (size_t c = 0; c < rows[r].size(); ++c) {
      if (rows[r][c] != '#') continue;
      ++background;
      // Boxed in: word cells on all four sides.
      auto word = [&](int rr, int cc) {
        return rr >= 0 && cc >= 0 && rr < 15 && cc < 15 &&
               rows[static_cast<size_t>(rr)][static_cast<size_t>(cc)] != '#';
      };
      const int ri = static_cast<int>(r), ci = static_cast<int>(c);
      boxed_in += word(ri - 1, ci) && word(ri + 1, ci) && word(ri, ci - 1) && word(ri, ci + 1);
    }
  }
  ASSERT_GT(background, 20);
  ASSERT_GT(boxed_in, 0) << "pick a seed whose layout boxes in a background cell";
  std::vector<Image> pages = RasterSvg(svg, 1, 2);
  ASSERT_EQ(pages.size(), 1u);
  Board b;
  ASSERT_TRUE(FindBoard(pages[0], 15, 15, b)) << "no board in the fill-in SVG";
  for (int r = 0; r < 15; ++r) {
    for (int c = 0; c < 15; ++c) {
      const int ink = CellInk(pages[0], b, c, r);
      if (rows[static_cast<size_t>(r)][static_cast<size_t>(c)] == '#') {
        EXPECT_GT(ink, CellArea(b) * 3 / 4) << "r" << r + 1 << "c" << c + 1 << " should be black";
      } else {
        EXPECT_EQ(ink, 0) << "r" << r + 1 << "c" << c + 1 << " should be empty";
      }
    }
  }
  out =
      Shell(kBin + " fillin generate --seed 4 -q --no-answers --blocks none --svg " + none, &code);
  ASSERT_EQ(code, 0) << out;
  pages = RasterSvg(none, 1, 2);
  ASSERT_EQ(pages.size(), 1u);
  // The same drawing but for the background, so the board is where it was (without black
  // squares an edge of background cells has no frame line to find it by).
  int dark = 0;
  for (int r = 0; r < 15; ++r) {
    for (int c = 0; c < 15; ++c) dark += CellInk(pages[0], b, c, r) > CellArea(b) * 3 / 4;
  }
  EXPECT_EQ(dark, 0) << "--blocks none still drew black squares";
  out = Shell(kBin + " fillin generate --seed 4 -q --blocks grey --svg " + none, &code);
  EXPECT_EQ(code, 2) << out;
}

}  // namespace
