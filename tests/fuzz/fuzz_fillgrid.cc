// Fuzz target: the grid reader of `crossword fill` (text with '#' and '.', or an ipuz pattern)
// and the filler on what it reads: a fill must pass the independent checker (after the quality
// search too, which never makes it worse), and the search must stop within its node budget.
#include <cstdint>
#include <string>

#include "core/result.h"
#include "crossword/board.h"
#include "crossword/formats.h"
#include "gridfill/gridfill.h"

namespace {

const ps::crossword::Dictionary& List() {
  static const ps::crossword::Dictionary d = [] {
    ps::crossword::Dictionary l;
    const char* words[] = {"at",   "ta",   "an",    "na",    "ant",   "tan",   "nat",  "tea",
                           "eat",  "ate",  "sea",   "set",   "net",   "ten",   "area", "east",
                           "seat", "neat", "tease", "eaten", "stern", "tenet", "ease", "stat"};
    int score = 0;
    for (const char* w : words) {
      l.words.emplace_back(w);
      l.scores.push_back(score);
      score = (score + 10) % 60;
    }
    return l;
  }();
  return d;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace ps::crossword;
  using namespace ps::gridfill;
  std::string text(reinterpret_cast<const char*>(data), size);
  ps::Result<Board> board = [&]() -> ps::Result<Board> {
    if (!text.empty() && text[0] == '{') {
      ps::Result<ps::Grid<char>> cells = ReadIpuzPattern(text);
      if (!cells.ok()) return cells.error();
      return BoardFromCells(std::move(*cells));
    }
    LayoutOptions lo;
    lo.background = kBlock;
    lo.space = kEmpty;
    lo.auto_detect = false;
    return ParseLayout(text, lo);
  }();
  if (!board.ok()) {
    PS_CHECK(!board.error().message.empty());
    return 0;
  }
  if (board->width() > 8 || board->height() > 8) return 0;
  for (int shared : {0, 2}) {
    GridFillOptions o;
    o.min_score = 10;
    o.max_shared_substring = shared;
    o.quality_rounds = shared == 0 ? 20 : 0;  // the quality search must keep the fill valid
    ps::Budget budget = ps::Budget::Unlimited().WithNodeLimit(2000);
    GridFillResult r = FillGrid(*board, List(), o, budget);
    if (r.outcome == ps::Outcome::kFound) {
      std::string why;
      PS_CHECK(IsGridFill(board->cells, FormatRows(FilledCells(*board, r.fill)), List(), 10, shared,
                          &why));
      PS_CHECK(r.quality.score >= r.first_quality);
    }
    PS_CHECK(r.outcome != ps::Outcome::kBudget || budget.Exhausted());
  }
  return 0;
}
