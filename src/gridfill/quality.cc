// The grid fill quality score (quality.h): entry grades from the compiled-in word lists, root
// repeats over the whole grid.
#include "gridfill/quality.h"

#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>

#include "crossword/excluded.h"

namespace ps::gridfill {

namespace {

constexpr int kWordPenalty = 40;

void Add(std::string& why, std::string_view text) {
  if (!why.empty()) why += "; ";
  why += text;
}

bool EndsWith(std::string_view s, std::string_view tail) {
  return s.size() >= tail.size() && s.substr(s.size() - tail.size()) == tail;
}

}  // namespace

EntryGrade GradeEntry(std::string_view word, int score) {
  EntryGrade g;
  if (crossword::IsExcluded(word)) {
    g.quality = 0;
    g.why = "on the exclusion list";
    return g;
  }
  if (score >= 0 && score < 50) {
    g.quality -= 2 * (50 - score);
    Add(g.why, fmt::format("scored {} in the list", score));
  }
  if (crossword::IsCrosswordese(word)) {
    g.quality -= kWordPenalty;
    Add(g.why, "crosswordese");
  } else if (word.size() <= 5 && !crossword::IsShortWordOrName(word)) {
    g.quality -= kWordPenalty;
    Add(g.why, "not a dictionary word or name: an abbreviation, a partial or crosswordese");
  }
  g.quality = std::max(g.quality, 0);
  return g;
}

std::vector<std::string> Roots(std::string_view word) {
  std::vector<std::string> out{std::string(word)};
  for (auto [tail, put] :
       {std::pair{"s", ""}, std::pair{"ies", "y"}, std::pair{"es", ""}, std::pair{"ed", ""},
        std::pair{"d", ""}, std::pair{"ing", ""}, std::pair{"ing", "e"}}) {
    const std::string_view t(tail), p(put);
    if (!EndsWith(word, t) || word.size() - t.size() + p.size() < 3) continue;
    std::string r = std::string(word.substr(0, word.size() - t.size())) + std::string(p);
    // "es" only after s, x, z, ch, sh (boxes, not tates: "s" covers those); "d" only after e.
    if (t == "es" && !(EndsWith(r, "s") || EndsWith(r, "x") || EndsWith(r, "z") ||
                       EndsWith(r, "ch") || EndsWith(r, "sh"))) {
      continue;
    }
    if (t == "d" && !EndsWith(r, "e")) continue;
    if (std::find(out.begin(), out.end(), r) == out.end()) out.push_back(std::move(r));
  }
  return out;
}

FillQuality AssessFill(const crossword::Board& board, const std::vector<std::string>& fill,
                       const std::vector<int>& scores, size_t weakest) {
  FillQuality q;
  const size_t n = std::min(fill.size(), board.slots.size());
  q.quality.assign(n, 100);
  q.why.assign(n, "");
  // Every entry and root seen, and the entry that brought it: ERIES files "eries", "erie" and
  // "ery", so a later ERIE is caught as an earlier ERIE would catch ERIES.
  std::unordered_map<std::string, size_t> first;
  double total = 0;
  for (size_t s = 0; s < n; ++s) {
    const std::string& w = fill[s];
    EntryGrade g = GradeEntry(w, s < scores.size() ? scores[s] : -1);
    if (w.size() >= 3 && w.size() <= 5) {
      ++q.short_entries;
      if (!crossword::IsShortWordOrName(w)) ++q.short_nonwords;
    }
    const std::vector<std::string> roots = Roots(w);
    for (const std::string& r : roots) {
      auto it = first.find(r);
      if (it == first.end()) continue;
      g.quality = std::max(0, g.quality - kRepeatPenalty);
      Add(g.why, fmt::format("repeats the root of {}", fill[it->second]));
      ++q.repeats;
      q.repeated.push_back(static_cast<int>(it->second));
      q.repeated.push_back(static_cast<int>(s));
      break;
    }
    for (const std::string& r : roots) first.emplace(r, s);
    q.quality[s] = g.quality;
    q.why[s] = std::move(g.why);
    total += g.quality;
  }
  q.score = n > 0 ? total / static_cast<double>(n) : 0;
  std::vector<size_t> order;
  for (size_t s = 0; s < n; ++s) {
    if (!q.why[s].empty()) order.push_back(s);
  }
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return q.quality[a] < q.quality[b]; });
  if (order.size() > weakest) order.resize(weakest);
  for (size_t s : order) q.weakest.push_back({static_cast<int>(s), q.quality[s], q.why[s]});
  return q;
}

}  // namespace ps::gridfill
