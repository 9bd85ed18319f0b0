// The independent grid fill checker (gridfill.h): it finds the runs itself from the pattern (and
// its bars) and looks every entry up in a plain set, sharing no code with the filler.
#include <fmt/format.h>

#include <limits>
#include <set>
#include <unordered_map>

#include "gridfill/gridfill.h"

namespace ps::gridfill {

using crossword::Dictionary;

namespace {

constexpr int kUnlisted = std::numeric_limits<int>::min();

bool Why(std::string* why, std::string text) {
  if (why != nullptr) *why = std::move(text);
  return false;
}

}  // namespace

bool IsGridFill(const Grid<char>& pattern, const std::vector<std::string>& rows,
                const Dictionary& dictionary, int min_score, int max_shared_substring,
                std::string* why, const crossword::Bars& bars) {
  const int w = pattern.width(), h = pattern.height();
  if (static_cast<int>(rows.size()) != h) {
    return Why(why, fmt::format("the fill has {} rows, the grid {}", rows.size(), h));
  }
  for (int y = 0; y < h; ++y) {
    const std::string& row = rows[static_cast<size_t>(y)];
    if (static_cast<int>(row.size()) != w) {
      return Why(why, fmt::format("row {} has {} cells, the grid {}", y + 1, row.size(), w));
    }
    for (int x = 0; x < w; ++x) {
      char p = pattern.At(x, y), f = row[static_cast<size_t>(x)];
      if (p == '#') {
        if (f != '#') return Why(why, fmt::format("r{}c{} is a block in the grid", y + 1, x + 1));
        continue;
      }
      if (f < 'a' || f > 'z') return Why(why, fmt::format("r{}c{} holds no letter", y + 1, x + 1));
      if (p != '.' && p != f) {
        return Why(why, fmt::format("r{}c{} was given as '{}'", y + 1, x + 1, p));
      }
    }
  }
  // Every run of two or more white cells, with whether the pattern gave all its letters.
  struct Run {
    std::string word;
    bool given = true;
    int x, y;
    bool down;
  };
  std::vector<Run> runs;
  for (int pass = 0; pass < 2; ++pass) {
    bool down = pass == 1;
    int outer = down ? w : h, inner = down ? h : w;
    for (int o = 0; o < outer; ++o) {
      int i = 0;
      while (i < inner) {
        auto at = [&](int k) { return down ? std::pair{o, k} : std::pair{k, o}; };
        if (pattern.At(at(i).first, at(i).second) == '#') {
          ++i;
          continue;
        }
        Run r{"", true, at(i).first, at(i).second, down};
        while (i < inner && pattern.At(at(i).first, at(i).second) != '#') {
          auto [x, y] = at(i);
          r.word += rows[static_cast<size_t>(y)][static_cast<size_t>(x)];
          if (pattern.At(x, y) == '.') r.given = false;
          ++i;
          // A bar before the next square ends the run there.
          if (i < inner) {
            auto [nx, ny] = at(i);
            if ((down ? bars.top : bars.left).count(ny * w + nx) != 0) break;
          }
        }
        if (r.word.size() >= 2) runs.push_back(std::move(r));
      }
    }
  }
  // The list's score of every entry in the grid (one pass over the list).
  std::unordered_map<std::string, int> score;
  for (const Run& r : runs) score.emplace(r.word, kUnlisted);
  for (size_t i = 0; i < dictionary.words.size(); ++i) {
    auto it = score.find(dictionary.words[i]);
    if (it != score.end() && it->second == kUnlisted) it->second = dictionary.scores[i];
  }
  std::set<std::string> seen;
  for (const Run& r : runs) {
    std::string name = fmt::format("r{}c{} {}", r.y + 1, r.x + 1, r.down ? "down" : "across");
    if (!r.given) {
      auto it = score.find(r.word);
      if (it->second == kUnlisted)
        return Why(why, fmt::format("{} \"{}\" is not in the list", name, r.word));
      if (it->second < min_score) {
        return Why(
            why, fmt::format("{} \"{}\" scores {}, below {}", name, r.word, it->second, min_score));
      }
    }
    if (!seen.insert(r.word).second) {
      return Why(why, fmt::format("{} \"{}\" appears twice", name, r.word));
    }
  }
  if (max_shared_substring >= 2) {
    const size_t n = static_cast<size_t>(max_shared_substring);
    std::unordered_map<std::string, size_t> owner;
    for (size_t k = 0; k < runs.size(); ++k) {
      const std::string& word = runs[k].word;
      std::set<std::string> mine;
      for (size_t s = 0; s + n <= word.size(); ++s) mine.insert(word.substr(s, n));
      for (const std::string& part : mine) {
        auto [it, fresh] = owner.emplace(part, k);
        if (!fresh) {
          return Why(why, fmt::format("\"{}\" and \"{}\" share \"{}\"", runs[it->second].word, word,
                                      part));
        }
      }
    }
  }
  return true;
}

}  // namespace ps::gridfill
