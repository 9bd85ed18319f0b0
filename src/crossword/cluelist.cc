// Reading the word list of a crossword to construct; see cluelist.h for the forms.
#include "crossword/cluelist.h"

#include <fmt/format.h>

#include <cctype>
#include <nlohmann/json.hpp>
#include <set>

#include "core/text.h"
#include "crossword/json_text.h"

namespace ps::crossword {
namespace {

bool IsSpace(char c) { return c == ' ' || c == '\t' || c == '\r'; }

std::string_view Trim(std::string_view s) {
  while (!s.empty() && IsSpace(s.front())) s.remove_prefix(1);
  while (!s.empty() && IsSpace(s.back())) s.remove_suffix(1);
  return s;
}

// The answer of `word`, or an error at `line`, column `col0 + offending index`.
Result<std::string> Answer(std::string_view word, int line, int col0) {
  std::string out;
  for (size_t i = 0; i < word.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(word[i]);
    if (c >= 'a' && c <= 'z') {
      out += static_cast<char>(c - 'a' + 'A');
    } else if (c >= 'A' && c <= 'Z') {
      out += static_cast<char>(c);
    } else if (c == ' ' || c == '-' || c == '\'') {
      continue;
    } else {
      return InvalidInput(
          fmt::format("'{}' in word '{}' is not a letter A-Z (write answers in plain letters; "
                      "spaces, hyphens and apostrophes are dropped)",
                      c < 0x80 ? std::string(1, static_cast<char>(c)) : fmt::format("\\x{:02x}", c),
                      word),
          line, col0 + static_cast<int>(i));
    }
  }
  if (out.size() < 2) {
    return InvalidInput(fmt::format("'{}' is shorter than two letters", word), line, col0);
  }
  if (out.size() > static_cast<size_t>(kMaxSide)) {
    return InvalidInput(fmt::format("'{}' is longer than {} letters", word, kMaxSide), line, col0);
  }
  return out;
}

Result<std::vector<ClueWord>> ParseText(std::string_view text) {
  std::vector<ClueWord> out;
  int line_no = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view raw = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    std::string_view line = Trim(raw);
    if (line.empty() || line.front() == '#') {
      if (end == text.size()) break;
      continue;
    }
    const int lead = static_cast<int>(raw.find_first_not_of(" \t\r"));
    ClueWord w;
    std::string_view head = line;
    const size_t colon = line.find(':');
    if (colon != std::string_view::npos) {
      head = Trim(line.substr(0, colon));
      w.clue = std::string(Trim(line.substr(colon + 1)));
    }
    // A trailing "across" or "down" word in the head is the direction.
    const size_t space = head.find_last_of(" \t");
    if (space != std::string_view::npos) {
      std::string last(head.substr(space + 1));
      for (char& c : last) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (last == "across" || last == "down") {
        w.direction = last == "across" ? Direction::kAcross : Direction::kDown;
        head = Trim(head.substr(0, space));
      }
    }
    if (head.empty()) return InvalidInput("a clue with no word before ':'", line_no, lead + 1);
    Result<std::string> answer = Answer(head, line_no, lead + 1);
    if (!answer.ok()) return answer.error();
    w.answer = std::move(*answer);
    w.text = std::string(head);
    out.push_back(std::move(w));
    if (end == text.size()) break;
  }
  return out;
}

// What every word list must be: not empty, answers distinct.
Result<std::vector<ClueWord>> CheckList(std::vector<ClueWord> words) {
  if (words.empty()) return InvalidInput("the word list has no words");
  std::set<std::string> seen;
  for (const ClueWord& w : words) {
    if (!seen.insert(w.answer).second) {
      return InvalidInput(
          fmt::format("'{}' is in the list twice (as {}); a crossword uses each "
                      "answer once",
                      w.text, w.answer));
    }
  }
  return words;
}

}  // namespace

Result<std::vector<ClueWord>> ClueListFromJson(const nlohmann::json& j) {
  const nlohmann::json* list = &j;
  if (j.is_object()) {
    if (!j.contains("words") || !j["words"].is_array()) {
      return InvalidInput("a JSON word list object needs a \"words\" array");
    }
    list = &j["words"];
  }
  if (!list->is_array()) return InvalidInput("a JSON word list is an array or {\"words\": [...]}");
  std::vector<ClueWord> out;
  int index = 0;
  for (const nlohmann::json& item : *list) {
    ++index;
    const std::string where = fmt::format("word {} of the JSON list", index);
    ClueWord w;
    std::string word;
    if (item.is_string()) {
      word = item.get<std::string>();
    } else if (item.is_object()) {
      if (!item.contains("word") || !item["word"].is_string()) {
        return InvalidInput(fmt::format("{} has no \"word\" string", where));
      }
      word = item["word"].get<std::string>();
      if (item.contains("clue")) {
        if (!item["clue"].is_string()) {
          return InvalidInput(fmt::format("{}: \"clue\" must be a string", where));
        }
        w.clue = item["clue"].get<std::string>();
      }
      if (item.contains("direction") && !item["direction"].is_null()) {
        const nlohmann::json& d = item["direction"];
        if (!d.is_string() || (d != "across" && d != "down")) {
          return InvalidInput(fmt::format("{}: \"direction\" is \"across\" or \"down\"", where));
        }
        w.direction = d == "across" ? Direction::kAcross : Direction::kDown;
      }
    } else {
      return InvalidInput(fmt::format("{} is neither a string nor an object", where));
    }
    Result<std::string> answer = Answer(word, 0, 0);
    if (!answer.ok()) return InvalidInput(fmt::format("{}: {}", where, answer.error().message));
    w.answer = std::move(*answer);
    w.text = std::move(word);
    out.push_back(std::move(w));
  }
  return CheckList(std::move(out));
}

Result<std::vector<ClueWord>> ParseClueList(std::string_view text) {
  if (Status st = CheckText(text); !st.ok()) return st.error();
  const size_t first = text.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos && (text[first] == '[' || text[first] == '{')) {
    Result<nlohmann::json> j = ParseJsonText(text, "word list");
    if (!j.ok()) return j.error();
    return ClueListFromJson(*j);
  }
  Result<std::vector<ClueWord>> words = ParseText(text);
  if (!words.ok()) return words;
  return CheckList(std::move(*words));
}

}  // namespace ps::crossword
