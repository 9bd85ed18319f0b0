// Prints as a person sees them: every kind's PDF and SVG, puzzle and answer pages, rendered to
// images (poppler's pdftoppm; librsvg's rsvg-convert for SVG) and looked at: the board's grid
// lines are all there, zone and box borders are thicker than cell lines, givens, stars, letters
// and black squares sit in the right cells, and nothing else is inked inside the board. Both the
// command line's prints and the web app's (app::PrintPuzzle) are checked.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "app/puzzles.h"
#include "common/files.h"

namespace {

using nlohmann::json;

const std::string kSrc = PS_SOURCE_DIR;
const std::string kBin = PS_BINARY;
constexpr int kDpi = 100;

std::string Temp(const std::string& name) {
  return testing::TempDir() + "ps_print_" + std::to_string(::getpid()) + "_" + name;
}

using ps::testing_files::Slurp;
using ps::testing_files::Write;

// Runs a shell command; its standard output, and the exit code in `code`.
std::string Shell(const std::string& cmd, int* code = nullptr) {
  std::string out;
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  const int status = pclose(p);
  if (code) *code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return out;
}

// A grey image, 0 black to 255 white.
struct Image {
  int w = 0, h = 0;
  std::vector<uint8_t> px;
  int At(int x, int y) const {
    return px[static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)];
  }
};

Image ReadPgm(const std::string& path) {
  std::string data = Slurp(path);
  std::istringstream in(data);
  std::string magic;
  int w = 0, h = 0, max = 0;
  in >> magic >> w >> h >> max;
  in.get();
  Image im;
  if (magic != "P5" || w <= 0 || h <= 0) return im;
  im.w = w;
  im.h = h;
  im.px.resize(static_cast<size_t>(w) * static_cast<size_t>(h));
  in.read(reinterpret_cast<char*>(im.px.data()), static_cast<std::streamsize>(im.px.size()));
  return im;
}

// The pages of a PDF as images.
std::vector<Image> RasterPdf(const std::string& pdf) {
  const std::string prefix = Temp("page");
  Shell("rm -f " + prefix + "-*.pgm");
  int code = 0;
  std::string out =
      Shell("pdftoppm -r " + std::to_string(kDpi) + " -gray " + pdf + " " + prefix, &code);
  EXPECT_EQ(code, 0) << out;
  std::vector<Image> pages;
  for (int i = 1; i < 100; ++i) {
    // pdftoppm numbers pages with as many digits as the last page needs.
    std::string one = prefix + "-" + std::to_string(i) + ".pgm";
    std::string two = prefix + "-" + (i < 10 ? "0" : "") + std::to_string(i) + ".pgm";
    Image im = ReadPgm(one);
    if (im.w == 0) im = ReadPgm(two);
    if (im.w == 0) break;
    pages.push_back(std::move(im));
  }
  return pages;
}

// An SVG drawn by librsvg, cut into `pages` equal pages (our SVGs stack their pages), `zoom`
// times its own size.
std::vector<Image> RasterSvg(const std::string& svg, int pages, int zoom = 1) {
  const std::string pdf = Temp("svg.pdf");
  int code = 0;
  std::string out =
      Shell("rsvg-convert -z " + std::to_string(zoom) + " -f pdf -o " + pdf + " " + svg, &code);
  EXPECT_EQ(code, 0) << out;
  std::vector<Image> whole = RasterPdf(pdf);
  std::vector<Image> cut;
  if (whole.size() != 1) {
    ADD_FAILURE() << "rsvg-convert made " << whole.size() << " pages";
    return cut;
  }
  const Image& im = whole[0];
  const int ph = im.h / pages;
  for (int p = 0; p < pages; ++p) {
    Image page;
    page.w = im.w;
    page.h = ph;
    page.px.assign(im.px.begin() + static_cast<std::ptrdiff_t>(p) * ph * im.w,
                   im.px.begin() + static_cast<std::ptrdiff_t>(p + 1) * ph * im.w);
    cut.push_back(std::move(page));
  }
  return cut;
}

bool Inked(int v, int threshold) { return v < threshold; }

int LongestRun(const Image& im, bool vertical, int at, int threshold) {
  int best = 0, run = 0;
  const int len = vertical ? im.h : im.w;
  for (int i = 0; i < len; ++i) {
    const int v = vertical ? im.At(at, i) : im.At(i, at);
    run = Inked(v, threshold) ? run + 1 : 0;
    best = std::max(best, run);
  }
  return best;
}

// The board: the outermost long lines of ink, and its cell size.
struct Board {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;  // centres of the frame lines
  int cols = 0, rows = 0;
  double cw() const { return (x1 - x0) / cols; }
  double ch() const { return (y1 - y0) / rows; }
  int X(double col) const { return static_cast<int>(x0 + col * cw() + 0.5); }
  int Y(double row) const { return static_cast<int>(y0 + row * ch() + 0.5); }
};

// Finds the frame: columns (rows) whose longest ink run is close to the longest of all.
bool FindBoard(const Image& im, int cols, int rows, Board& b, int threshold = 200) {
  auto edges = [&](bool vertical, double& lo, double& hi) {
    const int len = vertical ? im.w : im.h;
    std::vector<int> runs(static_cast<size_t>(len));
    int best = 0;
    for (int i = 0; i < len; ++i) {
      runs[static_cast<size_t>(i)] = LongestRun(im, vertical, i, threshold);
      best = std::max(best, runs[static_cast<size_t>(i)]);
    }
    int first = -1, last = -1;
    for (int i = 0; i < len; ++i) {
      if (runs[static_cast<size_t>(i)] >= best * 9 / 10) {
        if (first < 0) first = i;
        last = i;
      }
    }
    if (first < 0 || best < 50) return false;
    // The centre of the line each edge belongs to. A whole edge row or column of black squares
    // merges with the frame into one wide band: then the frame is its outer pixel or so.
    int a = first, z = last;
    while (a + 1 < len && runs[static_cast<size_t>(a + 1)] >= best * 9 / 10) ++a;
    while (z - 1 >= 0 && runs[static_cast<size_t>(z - 1)] >= best * 9 / 10) --z;
    const double approx_cell = static_cast<double>(last - first) / (vertical ? cols : rows);
    lo = a - first > 0.4 * approx_cell ? first + 1.0 : (first + a) / 2.0;
    hi = last - z > 0.4 * approx_cell ? last - 1.0 : (z + last) / 2.0;
    return hi - lo > 50;
  };
  b.cols = cols;
  b.rows = rows;
  return edges(true, b.x0, b.x1) && edges(false, b.y0, b.y1);
}

// Every grid line is inked along most of its length (within a pixel or two of where it belongs).
void ExpectGridLines(const Image& im, const Board& b, int threshold, const std::string& what) {
  // The inked pixels of the line at `at` (a column when `vertical`) between `from` and `to`.
  auto inked = [&](bool vertical, int at, int from, int to) {
    int count = 0;
    for (int t = from; t <= to; ++t)
      count += Inked(vertical ? im.At(at, t) : im.At(t, at), threshold);
    return count;
  };
  for (bool vertical : {true, false}) {
    const int lines = vertical ? b.cols : b.rows;
    const int from = static_cast<int>(vertical ? b.y0 : b.x0);
    const int to = static_cast<int>(vertical ? b.y1 : b.x1);
    for (int i = 0; i <= lines; ++i) {
      int best = 0;
      for (int d = -2; d <= 2; ++d) {
        const int at =
            std::clamp((vertical ? b.X(i) : b.Y(i)) + d, 0, (vertical ? im.w : im.h) - 1);
        best = std::max(best, inked(vertical, at, from, to));
      }
      EXPECT_GE(best, (to - from) * 9 / 10)
          << what << ": " << (vertical ? "vertical" : "horizontal") << " grid line " << i
          << " is missing";
    }
  }
}

// The thickness of the line between cell (col, row) and its right (or lower) neighbour, at the
// middle of that boundary: the run of inked pixels across it (0 when nothing is inked there).
int Thickness(const Image& im, const Board& b, int col, int row, bool right, int threshold) {
  const int fixed = right ? b.Y(row + 0.5) : b.X(col + 0.5);
  const int centre = right ? b.X(col + 1.0) : b.Y(row + 1.0);
  auto ink = [&](int t) {
    return right ? Inked(im.At(t, fixed), threshold) : Inked(im.At(fixed, t), threshold);
  };
  int start = -1;
  for (int d = 0; d <= 3 && start < 0; ++d) {
    if (ink(centre + d))
      start = centre + d;
    else if (ink(centre - d))
      start = centre - d;
  }
  if (start < 0) return 0;
  int lo = start, hi = start;
  while (ink(lo - 1)) --lo;
  while (ink(hi + 1)) ++hi;
  return hi - lo + 1;
}

// Dark pixels in a part of a cell (by default its middle half).
int CellInk(const Image& im, const Board& b, int col, int row, int threshold = 128,
            double from = 0.25, double to = 0.75) {
  int count = 0;
  for (int y = b.Y(row + from); y <= b.Y(row + to); ++y) {
    for (int x = b.X(col + from); x <= b.X(col + to); ++x) count += Inked(im.At(x, y), threshold);
  }
  return count;
}
int CellArea(const Board& b) { return (b.X(0.75) - b.X(0.25) + 1) * (b.Y(0.75) - b.Y(0.25) + 1); }

// ---- Sudoku ----

struct SudokuCase {
  std::string line;      // givens, '.' empty
  std::string solution;  // every value
  int n, bw, bh;
  bool x;
};

void CheckSudokuPage(const Image& im, const SudokuCase& s, bool answers, const std::string& what) {
  Board b;
  ASSERT_TRUE(FindBoard(im, s.n, s.n, b)) << what << ": no board on the page";
  EXPECT_NEAR(b.cw(), b.ch(), 1.5) << what << ": cells are not square";
  ExpectGridLines(im, b, 200, what);
  // Box borders are thicker than the lines between cells of one box.
  int thin = 0, thick = 1000;
  for (int c = 0; c + 1 < s.n; ++c) {
    const int t = Thickness(im, b, c, 0, true, 128);
    if ((c + 1) % s.bw == 0)
      thick = std::min(thick, t);
    else
      thin = std::max(thin, t);
  }
  for (int r = 0; r + 1 < s.n; ++r) {
    const int t = Thickness(im, b, 0, r, false, 128);
    if ((r + 1) % s.bh == 0)
      thick = std::min(thick, t);
    else
      thin = std::max(thin, t);
  }
  EXPECT_GT(thick, thin) << what << ": box borders (" << thick
                         << " px) not thicker than cell lines (" << thin << " px)";
  // Givens (and on the answer page every value) in their cells, nothing in the others.
  for (int r = 0; r < s.n; ++r) {
    for (int c = 0; c < s.n; ++c) {
      const bool given = s.line[static_cast<size_t>(r * s.n + c)] != '.';
      const int ink = CellInk(im, b, c, r);
      if (given || answers) {
        EXPECT_GT(ink, CellArea(b) / 50) << what << ": r" << r + 1 << "c" << c + 1 << " is blank";
      } else {
        EXPECT_EQ(ink, 0) << what << ": r" << r + 1 << "c" << c + 1 << " should be empty";
      }
    }
  }
}

SudokuCase MakeSudoku(const std::string& args, int n, int bw, int bh, bool x) {
  int code = 0;
  std::string out = Shell(kBin + " sudoku generate --json " + args, &code);
  EXPECT_EQ(code, 0) << out;
  // The puzzle's record (make --json): its document holds the givens and the solution.
  json j = json::parse(out, nullptr, false);
  SudokuCase s{j["doc"].value("givens", ""), j["doc"].value("solution", ""), n, bw, bh, x};
  EXPECT_EQ(static_cast<int>(s.line.size()), n * n) << out;
  return s;
}

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
  const std::string pdf = Temp("jigsaw.pdf");
  const std::string printed = Shell(
      kBin + " print '" + j["game_id"].get<std::string>() + "' --answers --pdf " + pdf, &code);
  ASSERT_EQ(code, 0) << printed;
  std::vector<Image> pages = RasterPdf(pdf);
  ASSERT_EQ(pages.size(), 2u);
  for (size_t page = 0; page < pages.size(); ++page) {
    const Image& im = pages[page];
    SCOPED_TRACE(page == 0 ? "puzzle page" : "answer page");
    Board b;
    ASSERT_TRUE(FindBoard(im, 9, 9, b));
    ExpectGridLines(im, b, 200, "jigsaw");
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
  }
  // The givens in their squares (boxes of 9x9: no box border for it to look for).
  CheckSudokuPage(pages[0], s, false, "jigsaw puzzle page");
}

// ---- Star Battle ----

struct StarCase {
  std::string url;
  int n;
  std::vector<std::vector<int>> zones;
  std::vector<std::string> solution;  // rows of '*' and '.'
};

StarCase StarFromUrl(const std::string& url) {
  int code = 0;
  std::string out = Shell(kBin + " starbattle solve --json '" + url + "'", &code);
  EXPECT_EQ(code, 0) << out;
  json j = json::parse(out, nullptr, false);
  StarCase s;
  s.url = url;
  std::string zones = Shell(kBin + " starbattle convert '" + url + "' --to zones");
  std::istringstream in(zones);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream ls(line);
    std::vector<int> row;
    int id;
    while (ls >> id) row.push_back(id);
    if (!row.empty()) s.zones.push_back(row);
  }
  s.n = static_cast<int>(s.zones.size());
  // The solution on one line, its rows joined by '/'.
  std::istringstream rows(j.value("solution", ""));
  for (std::string row; std::getline(rows, row, '/');) s.solution.push_back(row);
  EXPECT_EQ(static_cast<int>(s.solution.size()), s.n) << out;
  return s;
}

void CheckStarPage(const Image& im, const StarCase& s, bool answers, const std::string& what) {
  Board b;
  ASSERT_TRUE(FindBoard(im, s.n, s.n, b, 235)) << what << ": no board on the page";
  EXPECT_NEAR(b.cw(), b.ch(), 1.5) << what << ": cells are not square";
  ExpectGridLines(im, b, 235, what);
  // Zone borders dark and thick; lines inside a zone light and thin.
  for (int r = 0; r < s.n; ++r) {
    for (int c = 0; c < s.n; ++c) {
      for (bool right : {true, false}) {
        if ((right && c + 1 >= s.n) || (!right && r + 1 >= s.n)) continue;
        const int other = right ? s.zones[static_cast<size_t>(r)][static_cast<size_t>(c + 1)]
                                : s.zones[static_cast<size_t>(r + 1)][static_cast<size_t>(c)];
        const bool border = other != s.zones[static_cast<size_t>(r)][static_cast<size_t>(c)];
        const int dark = Thickness(im, b, c, r, right, 100);
        const int any = Thickness(im, b, c, r, right, 235);
        if (border) {
          EXPECT_GE(dark, 3) << what << ": zone border missing right/below of r" << r + 1 << "c"
                             << c + 1;
        } else {
          EXPECT_EQ(dark, 0) << what << ": a dark line inside a zone at r" << r + 1 << "c" << c + 1;
          EXPECT_GE(any, 1) << what << ": the cell line inside a zone at r" << r + 1 << "c" << c + 1
                            << " is missing";
          EXPECT_LT(any, 3) << what << ": the cell line inside a zone is thick";
        }
      }
    }
  }
  for (int r = 0; r < s.n; ++r) {
    for (int c = 0; c < s.n; ++c) {
      const bool star =
          answers && s.solution[static_cast<size_t>(r)][static_cast<size_t>(c)] == '*';
      const int ink = CellInk(im, b, c, r);
      if (star) {
        EXPECT_GT(ink, CellArea(b) / 8) << what << ": no star at r" << r + 1 << "c" << c + 1;
      } else {
        EXPECT_EQ(ink, 0) << what << ": ink at r" << r + 1 << "c" << c + 1;
      }
    }
  }
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

// ---- crosswords and fill-ins ----

// The solution rows of an .ipuz file ('#' for a block).
std::vector<std::string> IpuzRows(const std::string& path) {
  json j = json::parse(Slurp(path), nullptr, false);
  std::vector<std::string> rows;
  for (const json& row : j["solution"]) {
    std::string r;
    for (const json& cell : row) {
      std::string v = cell.is_string()   ? cell.get<std::string>()
                      : cell.is_object() ? cell.value("value", "#")
                                         : "#";
      r += v.empty() || v == "#" ? '#' : v[0];
    }
    rows.push_back(r);
  }
  return rows;
}

void CheckCrosswordPage(const Image& im, const std::vector<std::string>& rows, bool answers,
                        const std::string& what) {
  const int h = static_cast<int>(rows.size()), w = static_cast<int>(rows[0].size());
  Board b;
  ASSERT_TRUE(FindBoard(im, w, h, b)) << what << ": no board on the page";
  EXPECT_NEAR(b.cw(), b.ch(), 1.5) << what << ": cells are not square";
  ExpectGridLines(im, b, 200, what);
  for (int r = 0; r < h; ++r) {
    for (int c = 0; c < w; ++c) {
      const bool block = rows[static_cast<size_t>(r)][static_cast<size_t>(c)] == '#';
      const int ink = CellInk(im, b, c, r);
      if (block) {
        EXPECT_GT(ink, CellArea(b) * 3 / 4)
            << what << ": r" << r + 1 << "c" << c + 1 << " should be a black square";
      } else if (answers) {
        EXPECT_GT(ink, CellArea(b) / 50) << what << ": no letter at r" << r + 1 << "c" << c + 1;
        EXPECT_LT(ink, CellArea(b) / 2) << what << ": r" << r + 1 << "c" << c + 1 << " is black";
      } else {
        // The clue number sits in the top left corner: the rest of the square is white.
        EXPECT_EQ(CellInk(im, b, c, r, 128, 0.5, 0.85), 0)
            << what << ": r" << r + 1 << "c" << c + 1 << " should be empty";
      }
    }
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

// ---- the web app's prints (the same drawing, reached through the app layer) ----

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
  const std::string pattern = Temp("pattern.txt"), filled = Temp("filled.ipuz");
  Write(pattern, "....#\n.....\n.....\n.....\n#....\n");
  int code = 0;
  std::string out = Shell(kBin + " crossword fill " + pattern + " --words " + kSrc +
                              "/data/crossword/fill/words-scored.dict --seed 1 --ipuz " + filled,
                          &code);
  ASSERT_EQ(code, 0) << out;
  ps::Result<ps::app::PuzzleRecord> cw =
      ps::app::ImportPuzzle(json{{"text", Slurp(filled)}, {"format", "ipuz"}}, budget);
  ASSERT_TRUE(cw.ok()) << cw.error().ToString();
  std::vector<std::string> rows;
  for (const json& r : cw->doc["grid"]) rows.push_back(r.get<std::string>());
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

// ---- the web app's boards (the same routine again, the board alone, squares placed by numbers)
// ----

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
  const std::string pattern = Temp("board-pattern.txt"), filled = Temp("board-filled.ipuz");
  Write(pattern, "#....\n.....\n.....\n.....\n....#\n");
  int code = 0;
  std::string out = Shell(kBin + " crossword fill " + pattern + " --words " + kSrc +
                              "/data/crossword/fill/words-scored.dict --seed 2 --ipuz " + filled,
                          &code);
  ASSERT_EQ(code, 0) << out;
  ps::Result<ps::app::PuzzleRecord> cw =
      ps::app::ImportPuzzle(json{{"text", Slurp(filled)}, {"format", "ipuz"}}, budget);
  ASSERT_TRUE(cw.ok()) << cw.error().ToString();
  std::vector<std::string> rows;
  for (const json& r : cw->doc["grid"]) rows.push_back(r.get<std::string>());
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
  out = Shell(kBin + " print '" + sd->game_id + "' --board --pdf " + pdf, &code);
  ASSERT_EQ(code, 0) << out;
  std::vector<Image> pages = RasterPdf(pdf);
  ASSERT_EQ(pages.size(), 1u);
  CheckSudokuPage(pages[0], su, false, "print --board PDF");
}

// ---- pages for the browser ----

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
