// The stars of a zone file that does not say them; see zone_stars.h.
#include "starbattle/zone_stars.h"

#include <fmt/format.h>

#include <vector>

#include "starbattle/format.h"
#include "starbattle/originals.h"
#include "starbattle/solver.h"

namespace ps::starbattle {

Result<ZoneStars> ZoneFileStars(const Puzzle& board, std::string_view file_name, Budget& budget) {
  auto with = [&board](int k) {
    Puzzle p = board;
    p.row_stars = p.col_stars = p.zone_stars = k;
    return p;
  };
  if (const int k = StarsFromName(file_name, board.n); k > 0) return ZoneStars{k, ""};
  const int most = (board.n + 1) / 2;
  for (int k = 1; k <= most; ++k) {
    // (Its title names it, with its stars.)
    if (FindOriginal(with(k))) return ZoneStars{k, ""};
  }
  // The counts under which the board has exactly one solution.
  std::vector<int> unique;
  for (int k = 1; k <= most && unique.size() < 2; ++k) {
    const Puzzle p = with(k);
    if (!Validate(p).ok()) continue;
    const SolveResult r = Solve(p, 2, budget);
    if (!r.complete) {
      return MakeError(ErrorCode::kBudget,
                       fmt::format("stopped while trying {} stars a row, column and zone (the "
                                   "zone file does not say how many): say it with --stars K "
                                   "(Stars on the Import page)",
                                   k));
    }
    if (r.count == 1) unique.push_back(k);
  }
  if (unique.size() == 1) {
    return ZoneStars{unique[0], fmt::format("the zone file does not say how many stars: {} a row, "
                                            "column and zone, the only count from 1 to {} that "
                                            "gives one solution",
                                            unique[0], most)};
  }
  return InvalidInput(fmt::format(
      "the zone file does not say how many stars go in each row, column and zone, and {}: say "
      "it with --stars K (Stars on the Import page), or name the file like game-{}-K.txt",
      unique.empty() ? fmt::format("no count from 1 to {} gives one solution", most)
                     : fmt::format("{} and {} both give one solution", unique[0], unique[1]),
      board.n));
}

}  // namespace ps::starbattle
