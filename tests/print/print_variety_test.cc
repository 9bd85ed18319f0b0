// Variety crosswords printed as the web app prints them (app::PrintPuzzle's PDF), rendered and
// looked at: a rows garden, marching bands, a spiral and hearts and arrows (with omitted squares)
// (tests/data/crossword-features). The
// page's text (pdftotext) has every clue list under its name with every clue by its label, and
// the grid's labels in their squares' corners; its pixels (pdftoppm, in colour) have each square
// in its colour (white, the file's colours, black blocks), the spiral's bars thicker than the
// lines between squares; the answer page has every letter in its square, the colours kept.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <string>
#include <vector>

#include "print/print_checks.h"

namespace {

// A page in colour: pdftoppm's PPM, and its grey (as RasterPdf's) to find the board by.
struct ColourPage {
  int w = 0, h = 0;
  std::vector<uint8_t> rgb;
  Image grey;
  std::array<int, 3> Mean(int x0, int y0, int x1, int y1) const {
    std::array<long, 3> sum{0, 0, 0};
    long n = 0;
    for (int y = y0; y <= y1; ++y) {
      for (int x = x0; x <= x1; ++x) {
        const size_t at =
            (static_cast<size_t>(y) * static_cast<size_t>(w) + static_cast<size_t>(x)) * 3;
        for (size_t k = 0; k < 3; ++k) sum[k] += rgb[at + k];
        ++n;
      }
    }
    return {static_cast<int>(sum[0] / n), static_cast<int>(sum[1] / n),
            static_cast<int>(sum[2] / n)};
  }
};

std::vector<ColourPage> RasterPdfColour(const std::string& pdf) {
  const std::string prefix = Temp("colour");
  Shell("rm -f " + prefix + "-*.ppm");
  int code = 0;
  const std::string out =
      Shell("pdftoppm -r " + std::to_string(kDpi) + " " + pdf + " " + prefix, &code);
  EXPECT_EQ(code, 0) << out;
  std::vector<ColourPage> pages;
  for (int i = 1; i < 10; ++i) {
    const std::string data = Slurp(prefix + "-" + std::to_string(i) + ".ppm");
    std::istringstream in(data);
    std::string magic;
    ColourPage p;
    int max = 0;
    in >> magic >> p.w >> p.h >> max;
    in.get();
    if (magic != "P6" || p.w <= 0 || p.h <= 0) break;
    p.rgb.resize(static_cast<size_t>(p.w) * static_cast<size_t>(p.h) * 3);
    in.read(reinterpret_cast<char*>(p.rgb.data()), static_cast<std::streamsize>(p.rgb.size()));
    p.grey.w = p.w;
    p.grey.h = p.h;
    p.grey.px.resize(static_cast<size_t>(p.w) * static_cast<size_t>(p.h));
    for (size_t k = 0; k < p.grey.px.size(); ++k) {
      p.grey.px[k] = static_cast<uint8_t>(
          (299 * p.rgb[3 * k] + 587 * p.rgb[3 * k + 1] + 114 * p.rgb[3 * k + 2]) / 1000);
    }
    pages.push_back(std::move(p));
  }
  return pages;
}

// A word of the page's text and where it is (points from the page's top left).
struct Word {
  std::string text;
  double x0, y0, x1, y1;
};

std::vector<Word> WordsOf(const std::string& pdf, int page) {
  const std::string html = Shell("pdftotext -bbox -f " + std::to_string(page) + " -l " +
                                 std::to_string(page) + " " + pdf + " -");
  static const std::regex word(
      R"re(<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>)re");
  std::vector<Word> words;
  for (auto it = std::sregex_iterator(html.begin(), html.end(), word); it != std::sregex_iterator();
       ++it) {
    const std::smatch& m = *it;
    words.push_back({m[5], std::stod(m[1]), std::stod(m[2]), std::stod(m[3]), std::stod(m[4])});
  }
  return words;
}

std::string Upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

std::array<int, 3> Rgb(const std::string& hex) {  // "#C3C8FA"
  return {std::stoi(hex.substr(1, 2), nullptr, 16), std::stoi(hex.substr(3, 2), nullptr, 16),
          std::stoi(hex.substr(5, 2), nullptr, 16)};
}

bool Near(const std::array<int, 3>& a, const std::array<int, 3>& b, int by) {
  for (size_t k = 0; k < 3; ++k) {
    if (std::abs(a[k] - b[k]) > by) return false;
  }
  return true;
}

std::string Show(const std::array<int, 3>& c) {
  return "rgb(" + std::to_string(c[0]) + ", " + std::to_string(c[1]) + ", " + std::to_string(c[2]) +
         ")";
}

class PrintVariety : public ::testing::TestWithParam<std::string> {};

TEST_P(PrintVariety, ListsLabelsColoursBarsAndAnswersAreOnThePage) {
  const std::string name = GetParam();
  ps::Budget budget = ps::Budget::Seconds(60);
  ps::Result<ps::app::PuzzleRecord> r = ps::app::ImportPuzzle(
      json{{"text", Slurp(kSrc + "/tests/data/crossword-features/" + name + ".ipuz")},
           {"format", "ipuz"}},
      budget);
  ASSERT_TRUE(r.ok()) << r.error().ToString();
  const json& doc = r->doc;
  const int w = doc["width"], h = doc["height"];
  std::string sol;
  for (const json& row : doc["grid"]) sol += row.get<std::string>();
  std::map<int, std::string> colours, labels;
  const json colour_map = doc.value("colors", json::object()),
             label_map = doc.value("labels", json::object());
  for (const auto& [k, v] : colour_map.items()) colours[std::stoi(k)] = v;
  for (const auto& [k, v] : label_map.items()) labels[std::stoi(k)] = v;
  ASSERT_FALSE(labels.empty());
  std::vector<int> omitted;
  for (const json& v : doc.value("omitted", json::array())) omitted.push_back(v);

  ps::Result<ps::app::Download> d = ps::app::PrintPuzzle(*r, "pdf", true, ps::render::kA4);
  ASSERT_TRUE(d.ok()) << d.error().ToString();
  const std::string pdf = Temp(name + ".pdf");
  Write(pdf, d->body);
  std::vector<ColourPage> pages = RasterPdfColour(pdf);
  ASSERT_EQ(pages.size(), 2u) << name << ": the puzzle's page and its answers' page";

  // Every list under its name, every clue by its label, in the page's text.
  const std::string text = Shell("pdftotext -layout -f 1 -l 1 " + pdf + " -");
  // (A heading is a line of its own: its name in capitals.)
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    const size_t a = line.find_first_not_of(' '), z = line.find_last_not_of(' ');
    lines.push_back(a == std::string::npos ? "" : line.substr(a, z - a + 1));
  }
  for (const json& list : doc["lists"]) {
    const std::string heading = Upper(list.get<std::string>());
    EXPECT_NE(std::find(lines.begin(), lines.end(), heading), lines.end())
        << name << ": no heading " << heading << " in\n"
        << text;
  }
  for (const json& e : doc["entries"]) {
    const std::string line = e["label"].get<std::string>() + " " + e["clue"].get<std::string>();
    EXPECT_NE(text.find(line), std::string::npos) << name << ": no clue line '" << line << "'";
  }
  EXPECT_EQ(
      Shell("pdftotext -f 2 -l 2 " + pdf + " -").find(Upper(doc["lists"][0].get<std::string>())),
      std::string::npos)
      << name << ": the answer page has the grid, not the clues";

  for (int page = 0; page < 2; ++page) {
    const std::string what = name + (page == 0 ? "" : " answers");
    const ColourPage& im = pages[static_cast<size_t>(page)];
    // An edge of the grid with an omitted square is not one whole line (hearts and arrows): the
    // board is found from the whole lines inside it and widened by a square on that side.
    auto edge_omitted = [&](auto at) {
      return std::any_of(omitted.begin(), omitted.end(), [&](int i) { return at(i % w, i / w); });
    };
    const int open_l = edge_omitted([](int x, int) { return x == 0; }),
              open_r = edge_omitted([&](int x, int) { return x == w - 1; }),
              open_t = edge_omitted([](int, int y) { return y == 0; }),
              open_b = edge_omitted([&](int, int y) { return y == h - 1; });
    Board b;
    ASSERT_TRUE(FindBoard(im.grey, w - open_l - open_r, h - open_t - open_b, b, 80))
        << what << ": no board on the page";
    const double cw = b.cw(), ch = b.ch();
    b.x0 -= open_l * cw;
    b.x1 += open_r * cw;
    b.y0 -= open_t * ch;
    b.y1 += open_b * ch;
    b.cols = w;
    b.rows = h;
    EXPECT_NEAR(b.cw(), b.ch(), 1.5) << what << ": squares are not square";
    const double pt = 72.0 / kDpi;  // points a pixel
    const std::vector<Word> words = WordsOf(pdf, page + 1);
    auto word_in = [&](const std::string& t, int col, int row, double from, double to) {
      return std::any_of(words.begin(), words.end(), [&](const Word& wd) {
        const double cx = (wd.x0 + wd.x1) / 2 / pt, cy = (wd.y0 + wd.y1) / 2 / pt;
        return wd.text == t && cx > b.X(col + from) && cx < b.X(col + to) && cy > b.Y(row + from) &&
               cy < b.Y(row + to);
      });
    };
    for (int row = 0; row < h; ++row) {
      for (int col = 0; col < w; ++col) {
        const int i = row * w + col;
        const std::string at =
            what + ": r" + std::to_string(row + 1) + "c" + std::to_string(col + 1);
        // A corner free of the label (top left) and the letter (the middle): the square's colour.
        const std::array<int, 3> shown =
            page == 0 ? im.Mean(b.X(col + 0.6), b.Y(row + 0.6), b.X(col + 0.88), b.Y(row + 0.88))
                      : im.Mean(b.X(col + 0.78), b.Y(row + 0.1), b.X(col + 0.9), b.Y(row + 0.22));
        if (std::find(omitted.begin(), omitted.end(), i) != omitted.end()) {
          EXPECT_TRUE(Near(shown, {255, 255, 255}, 24))
              << at << " is omitted, shown " << Show(shown);
          continue;
        }
        if (sol[static_cast<size_t>(i)] == '#') {
          EXPECT_TRUE(Near(shown, {0, 0, 0}, 60)) << at << " is a block, shown " << Show(shown);
          continue;
        }
        const std::array<int, 3> want =
            colours.count(i) ? Rgb(colours[i]) : std::array<int, 3>{255, 255, 255};
        EXPECT_TRUE(Near(shown, want, 24))
            << at << " shows " << Show(shown) << ", not " << Show(want);
        if (labels.count(i)) {
          EXPECT_TRUE(word_in(labels[i], col, row, 0.0, 0.55))
              << at << ": no label " << labels[i] << " in its corner";
        }
        if (page == 1) {
          EXPECT_TRUE(word_in(std::string(1, sol[static_cast<size_t>(i)]), col, row, 0.2, 0.9))
              << at << ": no letter " << sol[static_cast<size_t>(i)];
        } else {
          EXPECT_EQ(CellInk(im.grey, b, col, row, 80, 0.35, 0.85), 0)
              << at << ": a letter on the puzzle's page";
        }
      }
    }
    // Bars: the sides of a square that have one are drawn thicker than those between squares.
    std::vector<int> top, left;
    for (const json& v : doc.value("bar_top", json::array())) top.push_back(v);
    for (const json& v : doc.value("bar_left", json::array())) left.push_back(v);
    if (top.empty() && left.empty()) continue;
    int thin = 0, thick = 1000;
    for (int row = 0; row < h; ++row) {
      for (int col = 0; col < w; ++col) {
        const int i = row * w + col;
        if (col + 1 < w) {
          const int t = Thickness(im.grey, b, col, row, true, 100);
          const bool bar = std::find(left.begin(), left.end(), i + 1) != left.end();
          (bar ? thick : thin) = bar ? std::min(thick, t) : std::max(thin, t);
        }
        if (row + 1 < h) {
          const int t = Thickness(im.grey, b, col, row, false, 100);
          const bool bar = std::find(top.begin(), top.end(), i + w) != top.end();
          (bar ? thick : thin) = bar ? std::min(thick, t) : std::max(thin, t);
        }
      }
    }
    EXPECT_GT(thick, thin + 1) << what << ": bars (" << thick
                               << " px) not thicker than the lines between squares (" << thin
                               << " px)";
  }
}

INSTANTIATE_TEST_SUITE_P(Fixtures, PrintVariety,
                         ::testing::Values("rows-garden", "marching-bands", "spiral",
                                           "hearts-and-arrows"),
                         [](const ::testing::TestParamInfo<std::string>& p) {
                           std::string n = p.param;
                           std::replace(n.begin(), n.end(), '-', '_');
                           return n;
                         });

}  // namespace
