// The original Sweet Spots boards; see originals.h. The build writes sweetspots_boards.inc from
// data/starbattle/sweetspots/gamezone.*.txt (src/CMakeLists.txt): one {name, stars, zone file}
// a board.
#include "starbattle/originals.h"

#include "core/result.h"
#include "starbattle/format.h"

namespace ps::starbattle {
namespace {

struct Embedded {
  std::string_view name;
  int stars;
  std::string_view zones;
};

constexpr Embedded kEmbedded[] = {
#include "sweetspots_boards.inc"
};

}  // namespace

std::vector<Original> SweetSpotsOriginals() {
  std::vector<Original> out;
  for (const Embedded& e : kEmbedded) {
    Result<Puzzle> p = ParseZoneFile(e.zones, e.stars);
    PS_CHECK(p.ok());  // the tests read every board, so a bad data file fails them
    out.push_back({e.name, std::move(*p)});
  }
  return out;
}

std::optional<Original> FindOriginal(const Puzzle& puzzle) {
  for (Original& o : SweetSpotsOriginals()) {
    if (o.puzzle == puzzle) return std::move(o);
  }
  return std::nullopt;
}

}  // namespace ps::starbattle
