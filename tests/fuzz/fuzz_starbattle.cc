// Fuzz target: the Star Battle readers (zone file, puzz.link URL, pzprv3, JSON). Whatever parses
// must re-parse from each of its formattings to the same board, and survive a budgeted solve, a
// hint, the text drawing and the CNF encoding (every literal a declared variable).
#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/budget.h"
#include "starbattle/cnf.h"
#include "starbattle/format.h"
#include "starbattle/logic.h"
#include "starbattle/solver.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace ps::starbattle;
  if (size > 4096) return 0;
  std::string text(reinterpret_cast<const char*>(data), size);
  auto parsed = ParseAny(text, 1);
  if (!parsed.ok()) return 0;
  const Puzzle& p = parsed->puzzle;
  PS_CHECK(Validate(p).ok());
  PS_CHECK(ParseZoneFile(FormatZoneFile(p), p.row_stars).value().zones == p.zones);
  PS_CHECK(ParsePzprv3(FormatPzprv3(p)).value().puzzle.zones == p.zones);
  PS_CHECK(ParseJson(FormatJson(p)).value().puzzle == p);
  if (p.Stars() > 0) PS_CHECK(ParseUrl(FormatUrl(p)).value() == p);
  (void)FormatText(p);
  const Cnf cnf = EncodeCnf(p);
  PS_CHECK(cnf.cell_variables == p.Cells());
  for (const std::vector<int>& clause : cnf.clauses) {
    for (int lit : clause) PS_CHECK(lit != 0 && std::abs(lit) <= cnf.variables);
  }
  ps::Budget budget = ps::Budget::Unlimited().WithNodeLimit(50);
  SolveResult r = Solve(p, 2, budget);
  if (r.count > 0) PS_CHECK(IsSolution(p, r.solution));
  if (p.n <= 12) {
    std::vector<uint8_t> marks = parsed->marks;
    if (marks.empty()) marks.assign(static_cast<size_t>(p.Cells()), kUnknown);
    Step step;
    (void)NextStep(p, marks, step, 2);
  }
  return 0;
}
