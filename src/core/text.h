// Small text helpers shared by the parsers: splitting into numbered lines (LF or CRLF), trimming,
// and rejecting binary input early with a clear message.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace ps {

struct Line {
  std::string_view text;  // without the line ending
  int number = 0;         // 1-based
};

// Splits `text` into lines. A final line ending does not start an empty line.
std::vector<Line> SplitLines(std::string_view text);

std::string_view Trim(std::string_view s);
std::string_view TrimRight(std::string_view s);
// Without the spaces, tabs and line ends at either end (a whole text, say, as pasted).
std::string_view TrimSpace(std::string_view s);

// An error when `text` holds a NUL byte or is not valid UTF-8 (binary junk), naming the line and
// column of the first offending byte.
Status CheckText(std::string_view text);

// Converts a byte offset in `text` to a 1-based line and column.
void OffsetToLineColumn(std::string_view text, size_t offset, int& line, int& column);

// `s` with ASCII a-z (Upper) or A-Z (Lower) changed case; other bytes kept.
inline char UpperAscii(char c) {
  return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
}
inline char LowerAscii(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}
std::string UpperAscii(std::string_view s);
std::string LowerAscii(std::string_view s);

// A printable form of a character for messages: 'x', or U+0007 style for control bytes.
std::string Printable(char c);

}  // namespace ps
