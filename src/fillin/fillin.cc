// The fill-in solver, its failure explanation, and the independent checker; see fillin.h.
#include "fillin/fillin.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "fillin/fill_model.h"

namespace ps::fillin {

using crossword::Board;
using crossword::Crossing;
using crossword::Direction;
using crossword::Fill;
using crossword::kEmpty;
using crossword::Slot;
using crossword::SlotName;
using crossword::ToString;

std::optional<std::string> CountMismatch(const FillinPuzzle& puzzle) {
  std::map<int, int> slots;
  std::map<int, std::vector<std::string>> words;
  for (const Slot& s : puzzle.board.slots) ++slots[s.length];
  for (const std::string& w : puzzle.words) words[static_cast<int>(w.size())].push_back(w);
  std::set<int> lengths;
  for (auto& [len, n] : slots) lengths.insert(len);
  for (auto& [len, ws] : words) lengths.insert(len);
  std::vector<std::string> parts;
  for (int len : lengths) {
    int ns = slots.count(len) ? slots[len] : 0;
    const auto& ws = words[len];
    if (ns == static_cast<int>(ws.size())) continue;
    std::string list = ws.empty() ? "none" : fmt::format("{}", fmt::join(ws, ", "));
    parts.push_back(fmt::format("length {}: {} slot{} but {} word{} ({})", len, ns,
                                ns == 1 ? "" : "s", ws.size(), ws.size() == 1 ? "" : "s", list));
  }
  if (parts.empty()) return std::nullopt;
  return fmt::format("the words do not match the slots: {}", fmt::join(parts, "; "));
}

namespace {

struct Pool {
  std::vector<std::string> distinct;
  std::vector<int> copies;
};

Pool MakePool(const std::vector<std::string>& words) {
  std::map<std::string, int> count;
  for (const auto& w : words) ++count[w];
  Pool pool;
  for (auto& [w, n] : count) {
    pool.distinct.push_back(w);
    pool.copies.push_back(n);
  }
  return pool;
}

// Deletion-based minimal unsatisfiable subset over slots: drop each slot in turn and keep it out
// when the rest still has no fill. Every check is itself a complete search (or the budget ends
// the shrinking early, leaving a smaller but not minimal part).
std::vector<int> ShrinkConflict(const FillinPuzzle& puzzle, const WordIndex& index,
                                const Pool& pool, Budget& budget) {
  const Board& board = puzzle.board;
  std::vector<int> core(board.slots.size());
  for (size_t i = 0; i < core.size(); ++i) core[i] = static_cast<int>(i);
  // Try loosely connected slots first: they are the likeliest to be innocent.
  std::vector<int> degree(board.slots.size(), 0);
  for (const Crossing& c : board.crossings) {
    ++degree[static_cast<size_t>(c.a)];
    ++degree[static_cast<size_t>(c.b)];
  }
  std::vector<int> order = core;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return degree[static_cast<size_t>(a)] < degree[static_cast<size_t>(b)];
  });
  for (int s : order) {
    if (core.size() <= 1 || budget.Exhausted()) break;
    std::vector<int> rest;
    for (int t : core) {
      if (t != s) rest.push_back(t);
    }
    FillModel model(board, index, {pool.copies, false, rest});
    bool still_conflict = !model.feasible();
    if (!still_conflict) {
      search::SearchOptions opts;
      opts.limit = 1;
      search::SearchResult r = model.engine().Search(opts, budget);
      still_conflict = r.complete && r.count == 0;
    }
    if (still_conflict) core = std::move(rest);
  }
  return core;
}

std::string DescribeConflict(const FillinPuzzle& puzzle, const std::vector<int>& core,
                             bool minimal) {
  const Board& board = puzzle.board;
  if (core.size() == 1) {
    int s = core[0];
    std::string pattern = board.Pattern(s);
    const Slot& slot = board.slots[static_cast<size_t>(s)];
    if (pattern.find_first_not_of('?') != std::string::npos) {
      return fmt::format("no fill exists: slot {} (pattern {}) fits no word of the list",
                         SlotName(slot), pattern);
    }
    return fmt::format("no fill exists: slot {} fits no word of the list", SlotName(slot));
  }
  std::vector<std::string> names;
  std::set<int> lengths;
  for (int s : core) {
    names.push_back(SlotName(board.slots[static_cast<size_t>(s)]));
    lengths.insert(board.slots[static_cast<size_t>(s)].length);
  }
  std::vector<std::string> candidates;
  for (int len : lengths) {
    std::set<std::string> ws;
    for (const auto& w : puzzle.words) {
      if (static_cast<int>(w.size()) == len) ws.insert(w);
    }
    candidates.push_back(fmt::format("{} letters: {}", len, fmt::join(ws, ", ")));
  }
  std::string what =
      core.size() == board.slots.size()
          ? fmt::format("no part smaller than the whole board ({} slots) conflicts", core.size())
          : fmt::format(
                "these {} slots cannot be filled together ({}conflicting "
                "part found)",
                core.size(), minimal ? "smallest " : "a ");
  return fmt::format("no fill exists: {}: {}; their words: {}", what, fmt::join(names, ", "),
                     fmt::join(candidates, "; "));
}

}  // namespace

FillinResult SolveFillin(const FillinPuzzle& puzzle, const FillinSolveOptions& options,
                         Budget& budget) {
  FillinResult result;
  if (auto mismatch = CountMismatch(puzzle)) {
    result.outcome = Outcome::kNone;
    result.complete = true;
    result.explanation = *mismatch;
    return result;
  }
  Pool pool = MakePool(puzzle.words);
  WordIndex index(pool.distinct);
  FillModel model(puzzle.board, index, {pool.copies, true, {}});
  if (!model.feasible()) {
    result.outcome = Outcome::kNone;
    result.complete = true;
    result.conflict_slots = {model.empty_slot()};
    result.explanation = DescribeConflict(puzzle, result.conflict_slots, true);
    return result;
  }
  search::SearchOptions opts;
  opts.limit = std::max<int64_t>(1, options.limit);
  opts.progress = options.progress;
  opts.phase = "solving";
  std::function<bool(const search::Engine&)> on_fill;
  if (options.collect_fills) {
    on_fill = [&](const search::Engine& e) {
      result.fills.push_back(model.Decode(e));
      return true;
    };
  }
  search::SearchResult r = model.engine().Search(opts, budget, on_fill);
  result.count = r.count;
  result.complete = r.complete;
  result.stop = r.stop;
  result.nodes = r.nodes;
  result.outcome = OutcomeOf(r.count, r.complete, opts.limit);
  if (r.count > 0) {
    result.fill = model.Decode(r.first_solution);
    if (!r.complete) {
      result.explanation = fmt::format("counting stopped after {} fill{}: {}", r.count,
                                       r.count == 1 ? "" : "s", ToString(r.stop));
    }
    return result;
  }
  if (!r.complete) {
    result.explanation = fmt::format("no fill found before the search stopped ({}; {} nodes)",
                                     ToString(r.stop), r.nodes);
    return result;
  }
  if (options.explain) {
    Budget explain_budget = budget.Child(options.explain_seconds);
    result.conflict_slots = ShrinkConflict(puzzle, index, pool, explain_budget);
    result.explanation =
        DescribeConflict(puzzle, result.conflict_slots, !explain_budget.Exhausted());
  } else {
    result.explanation = "no fill exists";
  }
  return result;
}

bool IsFillinSolution(const FillinPuzzle& puzzle, const Fill& fill, std::string* why) {
  auto fail = [&](std::string msg) {
    if (why != nullptr) *why = std::move(msg);
    return false;
  };
  const Board& board = puzzle.board;
  if (fill.size() != board.slots.size()) return fail("wrong number of slot words");
  Grid<char> written = board.cells;
  for (size_t s = 0; s < fill.size(); ++s) {
    const Slot& slot = board.slots[s];
    const std::string& word = fill[s];
    if (static_cast<int>(word.size()) != slot.length) {
      return fail(fmt::format("slot {} holds \"{}\"", SlotName(slot), word));
    }
    int x = slot.x, y = slot.y;
    for (char c : word) {
      char& cell = written.At(x, y);
      if (cell != kEmpty && cell != c) {
        return fail(fmt::format("letters disagree at {}", CellName(x, y)));
      }
      cell = c;
      if (slot.dir == Direction::kAcross)
        ++x;
      else
        ++y;
    }
  }
  std::vector<std::string> used = fill, listed = puzzle.words;
  std::sort(used.begin(), used.end());
  std::sort(listed.begin(), listed.end());
  if (used != listed) return fail("the words used are not exactly the word list");
  return true;
}

}  // namespace ps::fillin
