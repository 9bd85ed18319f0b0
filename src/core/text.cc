// Text helpers; see text.h.
#include "core/text.h"

#include <fmt/format.h>

#include <cstdint>
#include <cstring>

#include "core/grid.h"

namespace ps {

std::string CellName(int x, int y) { return fmt::format("r{}c{}", y + 1, x + 1); }

std::vector<Line> SplitLines(std::string_view text) {
  std::vector<Line> lines;
  size_t pos = 0;
  int number = 1;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back({line, number++});
    pos = end + 1;
  }
  return lines;
}

std::string_view TrimRight(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

std::string_view Trim(std::string_view s) {
  s = TrimRight(s);
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  return s;
}

std::string_view TrimSpace(std::string_view s) {
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (!s.empty() && blank(s.front())) s.remove_prefix(1);
  while (!s.empty() && blank(s.back())) s.remove_suffix(1);
  return s;
}

void OffsetToLineColumn(std::string_view text, size_t offset, int& line, int& column) {
  line = 1;
  column = 1;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
}

Status CheckText(std::string_view text) {
  size_t i = 0;
  while (i < text.size()) {
    // Eight bytes of ASCII without a NUL at a time (a file of puzzle lines is all ASCII).
    constexpr uint64_t kOnes = 0x0101010101010101u, kHighs = 0x8080808080808080u;
    while (i + 8 <= text.size()) {
      uint64_t word;
      std::memcpy(&word, text.data() + i, 8);
      if (((word | ((word - kOnes) & ~word)) & kHighs) != 0) break;
      i += 8;
    }
    if (i >= text.size()) break;
    auto c = static_cast<unsigned char>(text[i]);
    size_t len = 1;
    bool bad = false;
    if (c == 0) {
      bad = true;
    } else if (c < 0x80) {
      len = 1;
    } else if ((c & 0xE0) == 0xC0 && c >= 0xC2) {
      len = 2;
    } else if ((c & 0xF0) == 0xE0) {
      len = 3;
    } else if ((c & 0xF8) == 0xF0 && c <= 0xF4) {
      len = 4;
    } else {
      bad = true;
    }
    if (!bad) {
      if (i + len > text.size()) {
        bad = true;
      } else {
        for (size_t k = 1; k < len; ++k) {
          if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) bad = true;
        }
      }
    }
    if (bad) {
      int line = 0, column = 0;
      OffsetToLineColumn(text, i, line, column);
      return InvalidInput(c == 0 ? "binary data (a NUL byte); expected a text file"
                                 : "not UTF-8 text (binary data?); expected a text file",
                          line, column);
    }
    i += len;
  }
  return Ok{};
}

std::string UpperAscii(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = UpperAscii(c);
  return out;
}

std::string LowerAscii(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = LowerAscii(c);
  return out;
}

std::string Printable(char c) {
  auto u = static_cast<unsigned char>(c);
  if (u >= 0x21 && u < 0x7F) return fmt::format("'{}'", c);
  if (u == ' ') return "a space";
  if (u == '\t') return "a tab";
  return fmt::format("byte 0x{:02X}", u);
}

}  // namespace ps
