// What the print tests share: running the command, rendering a PDF or SVG page to an image
// (poppler's pdftoppm, librsvg's rsvg-convert) and finding the board on it, and the checks of
// each kind's page (grid lines, borders thicker than cell lines, givens, stars, letters and black
// squares in the right cells, nothing else inked inside the board).
#pragma once

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

inline std::string Temp(const std::string& name) {
  return testing::TempDir() + "ps_print_" + std::to_string(::getpid()) + "_" + name;
}

using ps::testing_files::Slurp;
using ps::testing_files::Write;

// Runs a shell command; its standard output, and the exit code in `code`.
inline std::string Shell(const std::string& cmd, int* code = nullptr) {
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

inline Image ReadPgm(const std::string& path) {
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
inline std::vector<Image> RasterPdf(const std::string& pdf) {
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
inline std::vector<Image> RasterSvg(const std::string& svg, int pages, int zoom = 1) {
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

inline bool Inked(int v, int threshold) { return v < threshold; }

inline int LongestRun(const Image& im, bool vertical, int at, int threshold) {
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
inline bool FindBoard(const Image& im, int cols, int rows, Board& b, int threshold = 200) {
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
inline void ExpectGridLines(const Image& im, const Board& b, int threshold,
                            const std::string& what) {
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
inline int Thickness(const Image& im, const Board& b, int col, int row, bool right, int threshold) {
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
inline int CellInk(const Image& im, const Board& b, int col, int row, int threshold = 128,
                   double from = 0.25, double to = 0.75) {
  int count = 0;
  for (int y = b.Y(row + from); y <= b.Y(row + to); ++y) {
    for (int x = b.X(col + from); x <= b.X(col + to); ++x) count += Inked(im.At(x, y), threshold);
  }
  return count;
}
inline int CellArea(const Board& b) {
  return (b.X(0.75) - b.X(0.25) + 1) * (b.Y(0.75) - b.Y(0.25) + 1);
}

// ---- Sudoku ----

struct SudokuCase {
  std::string line;      // givens, '.' empty
  std::string solution;  // every value
  int n, bw, bh;
  bool x;
};

inline void CheckSudokuPage(const Image& im, const SudokuCase& s, bool answers,
                            const std::string& what) {
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

inline SudokuCase MakeSudoku(const std::string& args, int n, int bw, int bh, bool x) {
  int code = 0;
  std::string out = Shell(kBin + " sudoku generate --json " + args, &code);
  EXPECT_EQ(code, 0) << out;
  // The puzzle's record (make --json): its document holds the givens and the solution.
  json j = json::parse(out, nullptr, false);
  SudokuCase s{j["doc"].value("givens", ""), j["doc"].value("solution", ""), n, bw, bh, x};
  EXPECT_EQ(static_cast<int>(s.line.size()), n * n) << out;
  return s;
}

// ---- Star Battle ----

struct StarCase {
  std::string url;
  int n;
  std::vector<std::vector<int>> zones;
  std::vector<std::string> solution;  // rows of '*' and '.'
};

inline StarCase StarFromUrl(const std::string& url) {
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

inline void CheckStarPage(const Image& im, const StarCase& s, bool answers,
                          const std::string& what) {
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

// ---- crosswords and fill-ins ----

// The solution rows of an .ipuz file ('#' for a block).
inline std::vector<std::string> IpuzRows(const std::string& path) {
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

inline void CheckCrosswordPage(const Image& im, const std::vector<std::string>& rows, bool answers,
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

// ---- the web app's prints (the same drawing, reached through the app layer) ----

// ---- the web app's boards (the same routine again, the board alone, squares placed by numbers)
// ----

// ---- pages for the browser ----

}  // namespace
