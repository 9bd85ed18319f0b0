// Fuzz target: game IDs. Whatever opens must have an ID that opens again to the same puzzle, and
// nothing may crash, hang or unpack without bound (a crossword ID is deflated JSON).
#include <cstdint>
#include <string>

#include "app/puzzles.h"
#include "core/budget.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace ps;
  if (size > 8192) return 0;
  std::string text(reinterpret_cast<const char*>(data), size);
  (void)app::IsGameId(text);
  if (app::IsSeedId(text)) {
    (void)app::SeedIdRequest(text);  // making it again is the makers' business, not the parser's
    return 0;
  }
  Budget budget = Budget::Unlimited().WithNodeLimit(20000);
  app::MakeContext ctx{budget, nullptr, nullptr};
  Result<app::PuzzleRecord> r = app::OpenGameId(text, ctx);
  if (!r.ok()) return 0;
  PS_CHECK(!r->game_id.empty());
  Budget again_budget = Budget::Unlimited().WithNodeLimit(20000);
  app::MakeContext again_ctx{again_budget, nullptr, nullptr};
  Result<app::PuzzleRecord> again = app::OpenGameId(r->game_id, again_ctx);
  if (!again.ok()) {
    PS_CHECK(again.error().code == ErrorCode::kBudget);
    return 0;
  }
  PS_CHECK(again->game_id == r->game_id);
  PS_CHECK(again->doc == r->doc);
  return 0;
}
