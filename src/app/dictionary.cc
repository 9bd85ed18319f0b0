// The word lists the makers draw from (LoadDictionary, app/puzzles.h), and a constructor's own
// lists as uploaded and as stored (ReadOwnWordList, ReadStoredWordList: app/wordlists.h), read by
// the crossword model's dictionary reader. A library built without the crosswords has
// dictionary_none.cc instead.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <limits>
#include <unordered_map>

#include "app/io.h"
#include "app/puzzles.h"
#include "app/wordlists.h"
#include "core/text.h"
#include "crossword/excluded.h"
#include "crossword/wordlist.h"

namespace ps::app {

namespace {

// A line as a message quotes it: at most 40 characters.
std::string Quoted(std::string_view line) {
  std::string s(line.substr(0, 40));
  if (line.size() > 40) s += "…";
  return "\"" + s + "\"";
}

bool IsLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// When `t` is a word, a comma, tab or space, and a whole number ("erie,50"): that separator's
// name; else null.
const char* WrongSeparator(std::string_view t) {
  size_t i = 0;
  while (i < t.size() && IsLetter(t[i])) ++i;
  if (i == 0 || i == t.size()) return nullptr;
  const char sep = t[i];
  const char* name = sep == ',' ? "comma" : sep == '\t' ? "tab" : sep == ' ' ? "space" : nullptr;
  if (name == nullptr) return nullptr;
  std::string_view rest = Trim(t.substr(i + 1));
  if (!rest.empty() && rest[0] == '-') rest.remove_prefix(1);
  if (rest.empty() || !std::all_of(rest.begin(), rest.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c)) != 0;
      })) {
    return nullptr;
  }
  return name;
}

}  // namespace

Result<OwnWordList> ReadOwnWordList(std::string_view text, bool allow_excluded) {
  if (Status s = CheckText(text); !s.ok()) {
    return InvalidInput(fmt::format(
        "line {}: the file is not plain text: save the list as plain text (UTF-8), one entry a "
        "line, and add it again",
        s.error().line));
  }
  const std::vector<Line> lines = SplitLines(text);
  const bool semicolons = text.find(';') != std::string_view::npos;
  int64_t data = 0, not_letters = 0;
  std::string example;
  for (const Line& line : lines) {
    const std::string_view t = Trim(line.text);
    if (t.empty() || t[0] == '#') continue;
    ++data;
    if (!semicolons) {
      if (const char* sep = WrongSeparator(t)) {
        return InvalidInput(fmt::format(
            "line {}, {}: the score is after a {}, but a word list gives it after a semicolon, "
            "word;score (erie;50), as Spread the Wordlist and Crossword Nexus write it: put a "
            "semicolon in place of the {} on every line and add the list again",
            line.number, Quoted(t), sep, sep));
      }
    }
    const std::string_view entry = Trim(t.substr(0, t.find(';')));
    if (!std::all_of(entry.begin(), entry.end(), IsLetter)) {
      if (not_letters++ == 0) example = fmt::format("line {}, {}", line.number, Quoted(t));
    }
  }
  crossword::DictionaryOptions options;
  options.skip_excluded = !allow_excluded;
  // Every score is kept: one below 0 bans the entry from a list this one is merged after.
  options.min_score = std::numeric_limits<int>::min();
  Result<crossword::Dictionary> d = crossword::ParseDictionary(text, options);
  if (!d.ok()) {
    const Error& e = d.error();
    if (e.line > 0 && static_cast<size_t>(e.line) <= lines.size()) {
      return InvalidInput(fmt::format(
          "line {}, {}: the score after ';' is not a whole number: write word;score with a whole "
          "number (erie;50), or the word alone for a score of 50",
          e.line, Quoted(Trim(lines[static_cast<size_t>(e.line) - 1].text))));
    }
    if (data == 0) {
      return InvalidInput(
          "the list is empty: write one word a line, or word;score (erie;50); lines starting "
          "with # are comments");
    }
    if (e.message.find("exclusion list") != std::string::npos) {
      return InvalidInput(
          "every word of the list is on the exclusion list (slurs, vulgarities, non-words), "
          "which this server leaves out (start it with --allow-excluded to use them)");
    }
    return InvalidInput(
        fmt::format("no line of the list is a word the filler can use: write one word a line, or "
                    "word;score (erie;50), with the letters A to Z only{}",
                    example.empty() ? "" : fmt::format(" ({} is not)", example)));
  }
  if (static_cast<int64_t>(d->words.size()) > kMaxOwnListEntries) {
    return InvalidInput(fmt::format("the list has {} entries; at most {}: split it in two",
                                    d->words.size(), kMaxOwnListEntries));
  }
  OwnWordList out;
  out.dict = std::move(*d);
  out.skipped = data - static_cast<int64_t>(out.dict.words.size());
  if (not_letters > 0) {
    out.notes.push_back(
        fmt::format("{} line{} with other than the letters A to Z left out (such "
                    "as {})",
                    not_letters, not_letters == 1 ? "" : "s", example));
  }
  if (const int64_t rest = out.skipped - not_letters; rest > 0) {
    out.notes.push_back(fmt::format(
        "{} more line{} left out: repeated entries, words in capitals in a list of lowercase "
        "words (names and abbreviations), Roman numerals, or words of the exclusion list",
        rest, rest == 1 ? "" : "s"));
  }
  out.text.reserve(out.dict.words.size() * 12);
  for (size_t i = 0; i < out.dict.words.size(); ++i) {
    out.text += out.dict.words[i];
    out.text += ';';
    out.text += std::to_string(out.dict.scores[i]);
    out.text += '\n';
  }
  return out;
}

Result<crossword::Dictionary> ReadStoredWordList(std::string_view text) {
  crossword::DictionaryOptions options;
  options.skip_capitalized = false;
  options.skip_excluded = false;  // left out when it was added, or allowed then
  options.min_score = std::numeric_limits<int>::min();
  return crossword::ParseDictionary(text, options);
}

Result<crossword::Dictionary> LoadDictionary(const std::string& path, bool allow_excluded,
                                             int min_score) {
  crossword::DictionaryOptions options;
  options.skip_excluded = !allow_excluded;
  options.min_score = min_score;
  if (path.empty()) {
    // The built-in list holds only plain lowercase words, checked when it was made.
    options.skip_capitalized = false;
    Result<crossword::Dictionary> d =
        crossword::ParseDictionary(crossword::CommonWordsText(), options);
    if (!d.ok()) return d.error().WithFile(std::string(crossword::kCommonWordsName));
    return d;
  }
  Result<std::string> text = ReadInput(path);
  if (!text.ok()) return text.error();
  Result<crossword::Dictionary> d = crossword::ParseDictionary(*text, options);
  if (!d.ok()) return d.error().WithFile(path == "-" ? "<stdin>" : path);
  return d;
}

Result<crossword::Dictionary> LoadDictionaries(const std::vector<std::string>& paths,
                                               bool allow_excluded) {
  if (paths.size() <= 1) {
    return LoadDictionary(paths.empty() ? std::string() : paths.front(), allow_excluded);
  }
  // A later list scores again the entries of earlier ones (as gridfill.h's MergeDictionaries).
  crossword::Dictionary out;
  std::unordered_map<std::string, size_t> at;
  for (const std::string& path : paths) {
    crossword::DictionaryOptions options;
    options.skip_excluded = !allow_excluded;
    options.min_score = std::numeric_limits<int>::min();  // a later list may score it again
    Result<std::string> text = ReadInput(path);
    if (!text.ok()) return text.error();
    Result<crossword::Dictionary> d = crossword::ParseDictionary(*text, options);
    if (!d.ok()) return d.error().WithFile(path == "-" ? "<stdin>" : path);
    for (size_t i = 0; i < d->words.size(); ++i) {
      auto [it, fresh] = at.emplace(d->words[i], out.words.size());
      if (fresh) {
        out.words.push_back(d->words[i]);
        out.scores.push_back(d->scores[i]);
      } else {
        out.scores[it->second] = d->scores[i];
      }
    }
  }
  return out;
}

}  // namespace ps::app
