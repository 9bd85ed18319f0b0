// How well our numeric rating agrees with human ratings: Spearman rank correlation between our
// rating and the Sudoku Explainer ratings of the shared rated sample, side by side with qqwing's
// difficulty class (simple < easy < intermediate < expert) on the same puzzles, run here.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "app/io.h"
#include "core/stats.h"
#include "sudoku/format.h"
#include "sudoku/logic.h"

int main(int argc, char** argv) {
  using namespace ps;
  using namespace ps::sudoku;
  std::string path = argc > 1 ? argv[1] : "../shared/data/sudoku/rated/se_rated_sample_2.5-9.3.txt";
  int every = argc > 2 ? std::atoi(argv[2]) : 1;
  Result<std::string> text = app::ReadInput(path);
  if (!text.ok()) {
    std::fprintf(stderr, "%s\n", text.error().ToString().c_str());
    return 2;
  }
  std::istringstream in(*text);
  std::string line;
  std::vector<double> ours, se;
  std::vector<std::string> puzzles;
  int k = 0;
  auto t0 = std::chrono::steady_clock::now();
  while (std::getline(in, line)) {
    if (k++ % every) continue;
    size_t sp = line.find(' ');
    auto p = ParsePuzzles(line.substr(0, sp));
    Budget b = Budget::Seconds(30);
    GradeResult g = Grade(p->front().puzzle, {}, b);
    ours.push_back(g.rating);
    se.push_back(std::atof(line.c_str() + sp + 1));
    puzzles.push_back(line.substr(0, sp));
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  // qqwing's class on the same puzzles.
  std::string tmp = "/tmp/ps_rating_puzzles.txt", out = "/tmp/ps_rating_qqwing.csv";
  {
    std::ofstream f(tmp);
    for (const auto& p : puzzles) f << p << "\n";
  }
  double rho_q = 0;
  if (std::system(("qqwing --solve --stats --csv < " + tmp + " > " + out).c_str()) == 0) {
    std::ifstream f(out);
    std::string row;
    std::getline(f, row);  // header
    std::vector<double> cls;
    while (std::getline(f, row)) {
      double c = row.find("Simple") != std::string::npos         ? 1
                 : row.find("Easy") != std::string::npos         ? 2
                 : row.find("Intermediate") != std::string::npos ? 3
                 : row.find("Expert") != std::string::npos       ? 4
                                                                 : 0;
      cls.push_back(c);
    }
    if (cls.size() == se.size()) rho_q = ps::SpearmanCorrelation(cls, se);
  }
  std::printf(
      "| puzzles | ours: Spearman vs SE | qqwing class: Spearman vs SE | ours: ms per grade |\n"
      "|---|---|---|---|\n| %zu (every %d. line) | %.3f | %.3f | %.1f |\n",
      ours.size(), every, ps::SpearmanCorrelation(ours, se), rho_q,
      secs * 1000 / static_cast<double>(ours.size()));
  // By SE band (2.x, 3.x, ... 9.x): how far our rating is from SE's on average.
  std::printf("\n| SE band | puzzles | SE mean | ours mean | ours - SE |\n|---|---|---|---|---|\n");
  double top_sum = 0;
  int top_count = 0;
  for (int band = 2; band <= 9; ++band) {
    double sum_se = 0, sum_ours = 0;
    int count = 0;
    for (size_t i = 0; i < se.size(); ++i) {
      if (static_cast<int>(se[i]) != band) continue;
      sum_se += se[i];
      sum_ours += ours[i];
      ++count;
      if (se[i] >= 8.0) {
        top_sum += ours[i];
        ++top_count;
      }
    }
    if (count == 0) continue;
    std::printf("| %d.x | %d | %.2f | %.2f | %+.2f |\n", band, count, sum_se / count,
                sum_ours / count, (sum_ours - sum_se) / count);
  }
  if (top_count > 0) {
    std::printf("\nSE 8.0 to 9.3 (%d puzzles): ours %.2f on average.\n", top_count,
                top_sum / top_count);
  }
  // The top of the scale: how many puzzles of each SE range we rate 9.0 or more (diabolical).
  std::printf("\n| SE range | puzzles | ours >= 9.0 | share |\n|---|---|---|---|\n");
  const struct {
    const char* name;
    double lo, hi;
  } ranges[] = {{"below 8.5", 0, 8.45}, {"8.5 to 8.9", 8.45, 8.95}, {"9.0 and up", 8.95, 99}};
  for (const auto& r : ranges) {
    int count = 0, high = 0;
    for (size_t i = 0; i < se.size(); ++i) {
      if (se[i] < r.lo || se[i] >= r.hi) continue;
      ++count;
      if (ours[i] >= 8.95) ++high;
    }
    std::printf("| %s | %d | %d | %.1f %% |\n", r.name, count, high,
                count ? 100.0 * high / count : 0.0);
  }
  // Optionally each puzzle's two ratings, for a closer look.
  if (argc > 3) {
    std::ofstream f(argv[3]);
    for (size_t i = 0; i < se.size(); ++i)
      f << puzzles[i] << ' ' << se[i] << ' ' << ours[i] << '\n';
  }
  return 0;
}
