// Word list readers; see wordlist.h.
#include "crossword/wordlist.h"

#include <fmt/format.h>

#include <charconv>

#include "core/text.h"
#include "crossword/excluded.h"

namespace ps::crossword {

namespace {

// True for a canonical Roman numeral ("xci", "lvii"): plain dictionaries list them as words.
bool IsRomanNumeral(const std::string& w) {
  auto value = [](char c) {
    switch (c) {
      case 'i':
        return 1;
      case 'v':
        return 5;
      case 'x':
        return 10;
      case 'l':
        return 50;
      case 'c':
        return 100;
      case 'd':
        return 500;
      case 'm':
        return 1000;
      default:
        return 0;
    }
  };
  int total = 0;
  for (size_t i = 0; i < w.size(); ++i) {
    int v = value(w[i]);
    if (v == 0) return false;
    int next = i + 1 < w.size() ? value(w[i + 1]) : 0;
    total += v < next ? -v : v;
  }
  if (total <= 0 || total >= 4000) return false;
  static const std::pair<int, const char*> kTable[] = {
      {1000, "m"}, {900, "cm"}, {500, "d"}, {400, "cd"}, {100, "c"}, {90, "xc"}, {50, "l"},
      {40, "xl"},  {10, "x"},   {9, "ix"},  {5, "v"},    {4, "iv"},  {1, "i"}};
  std::string canonical;
  for (auto [v, s] : kTable) {
    while (total >= v) {
      canonical += s;
      total -= v;
    }
  }
  return canonical == w;
}

bool HasVowel(const std::string& w) { return w.find_first_of("aeiouy") != std::string::npos; }

// The distinct words seen so far, as indices into the dictionary's word vector (open addressing;
// a dictionary of 300,000 entries is read many times faster than through a set of strings).
class SeenWords {
 public:
  explicit SeenWords(const std::vector<std::string>& words) : words_(words), slots_(1024, -1) {}

  // True when `w` is new; then it will be the word at index `id`.
  bool Insert(const std::string& w, int id) {
    if ((static_cast<size_t>(used_) + 1) * 2 > slots_.size()) Grow();
    size_t i = Find(w);
    if (slots_[i] >= 0) return false;
    slots_[i] = id;
    ++used_;
    return true;
  }

 private:
  static uint64_t Hash(const std::string& w) {
    uint64_t h = 1469598103934665603ULL;
    for (char c : w) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
    return h ^ (h >> 29);
  }
  size_t Find(const std::string& w) const {
    size_t mask = slots_.size() - 1;
    for (size_t i = Hash(w) & mask;; i = (i + 1) & mask) {
      if (slots_[i] < 0 || words_[static_cast<size_t>(slots_[i])] == w) return i;
    }
  }
  void Grow() {
    std::vector<int> old = std::move(slots_);
    slots_.assign(old.size() * 2, -1);
    for (int id : old) {
      if (id >= 0) slots_[Find(words_[static_cast<size_t>(id)])] = id;
    }
  }

  const std::vector<std::string>& words_;
  std::vector<int> slots_;
  int used_ = 0;
};

}  // namespace

Result<std::vector<std::string>> ParseWordList(std::string_view text) {
  if (Status s = CheckText(text); !s.ok()) return s.error();
  std::vector<std::string> words;
  for (const Line& line : SplitLines(text)) {
    std::string_view t = TrimRight(line.text);
    size_t lead = 0;
    while (lead < t.size() && (t[lead] == ' ' || t[lead] == '\t')) ++lead;
    t.remove_prefix(lead);
    if (t.empty() || t[0] == '#') continue;  // blank lines and comments
    std::string word;
    for (size_t i = 0; i < t.size(); ++i) {
      char c = t[i];
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
      if (c < 'a' || c > 'z') {
        return InvalidInput(
            fmt::format("{} in word \"{}\"; words are letters a-z only, one word a line",
                        Printable(c), std::string(t)),
            line.number, static_cast<int>(lead + i) + 1);
      }
      word += c;
    }
    if (word.size() < 2) {
      return InvalidInput(fmt::format("word \"{}\" is shorter than 2 letters; slots have 2 or more "
                                      "cells",
                                      word),
                          line.number, static_cast<int>(lead) + 1);
    }
    if (static_cast<int>(word.size()) > kMaxWordLength) {
      return InvalidInput(
          fmt::format("word has {} letters; at most {}", word.size(), kMaxWordLength), line.number,
          static_cast<int>(lead) + 1);
    }
    words.push_back(std::move(word));
  }
  if (words.empty()) return InvalidInput("no words in the word list; put one word a line");
  return words;
}

Result<Dictionary> ParseDictionary(std::string_view text, const DictionaryOptions& options) {
  if (Status s = CheckText(text); !s.ok()) return s.error();
  Dictionary dict;
  SeenWords seen(dict.words);
  // A list written all in capitals is a constructor's list, every entry meant; only a
  // dictionary in lower case marks names and abbreviations with capitals.
  int excluded = 0;
  const bool skip_capitalized =
      options.skip_capitalized && text.find_first_of("abcdefghijklmnopqrstuvwxyz") != text.npos;
  for (const Line& line : SplitLines(text)) {
    std::string_view t = Trim(line.text);
    if (t.empty() || t[0] == '#') continue;
    int score = 50;
    size_t semi = t.find(';');
    if (semi != std::string_view::npos) {
      std::string_view num = Trim(t.substr(semi + 1));
      auto [ptr, ec] = std::from_chars(num.data(), num.data() + num.size(), score);
      if (ec != std::errc() || ptr != num.data() + num.size()) {
        return InvalidInput(fmt::format("score \"{}\" is not a whole number; expected entry;score",
                                        std::string(num)),
                            line.number, static_cast<int>(semi) + 2);
      }
      t = Trim(t.substr(0, semi));
    } else if (skip_capitalized &&
               t.find_first_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ") != std::string_view::npos) {
      continue;  // names and abbreviations such as "kHz"
    }
    bool plain = semi == std::string_view::npos;
    if (score < options.min_score) continue;
    std::string word;
    bool ok = true;
    for (char c : t) {
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
      if (c < 'a' || c > 'z') {
        ok = false;
        break;
      }
      word += c;
    }
    int len = static_cast<int>(word.size());
    if (!ok || len < options.min_length || len > options.max_length) continue;
    // Plain dictionaries also hold Roman numerals and vowelless abbreviations; scored lists
    // have already judged their entries.
    if (plain && skip_capitalized && (IsRomanNumeral(word) || !HasVowel(word))) continue;
    if (options.skip_excluded && IsExcluded(word)) {
      ++excluded;
      continue;
    }
    if (!seen.Insert(word, static_cast<int>(dict.words.size()))) continue;
    dict.words.push_back(std::move(word));
    dict.scores.push_back(score);
  }
  if (dict.words.empty()) {
    if (excluded > 0) {
      return InvalidInput(
          "every word of the dictionary is on the exclusion list (slurs, vulgarities, "
          "non-words); pass --allow-excluded to use them");
    }
    return InvalidInput(
        "no usable words in the dictionary (plain lowercase words, one a line, "
        "or entry;score)");
  }
  return dict;
}

}  // namespace ps::crossword
