// What every crossword file reader must give when it accepts a file (shared by the fuzz targets
// of the readers): a consistent numbered grid that every writer can write and every reader can
// read back to the same letters and numbering (the formats with bars, for a barred grid), and the
// same file again in the format it came in; a variety crossword or a puzzle without its answers
// round-trips through ipuz (and a variety through .jpz) and is refused by the others.
#pragma once

#include <fmt/format.h>

#include <string>

#include "crossword/formats.h"

namespace ps::crossword {

inline std::string Shape(const Crossword& g) {
  std::string s = fmt::format("{}x{}", g.width, g.height);
  for (const Entry& e : g.entries) {
    s += fmt::format(" {}{}{}", e.number, e.dir == Direction::kAcross ? 'A' : 'D', e.answer);
  }
  return s;
}

inline void CheckReadFile(const CrosswordFile& f) {
  PS_CHECK(!f.grid.entries.empty());
  PS_CHECK(Letters(f.grid).ok());
  const std::string shape = Shape(f.grid);
  Result<CrosswordFile> ipuz = ReadIpuz(WriteIpuz(f));
  PS_CHECK(ipuz.ok());
  PS_CHECK(*ipuz == f);  // ipuz keeps everything
  if (IsVariety(f.grid) || !f.squares.unknown.empty()) {
    // A variety crossword (lists and paths), or a puzzle without its answers: ipuz and .jpz (a
    // variety) keep it, the formats of straight Across and Down entries refuse it.
    if (f.squares.unknown.empty()) {
      Result<CrosswordFile> jpz = ReadJpz(WriteJpz(f));
      PS_CHECK(jpz.ok());
      PS_CHECK(jpz->grid == f.grid);
    }
    for (FileFormat format : {FileFormat::kXd, FileFormat::kAcrossText, FileFormat::kJson}) {
      PS_CHECK(!CheckWritable(f, format).ok());
    }
    return;
  }
  Result<CrosswordFile> json = ReadLayoutJson(WriteLayoutJson(f));
  PS_CHECK(json.ok());
  PS_CHECK(*json == f);
  Result<CrosswordFile> jpz = ReadJpz(WriteJpz(f));
  PS_CHECK(jpz.ok());
  PS_CHECK(Shape(jpz->grid) == shape);
  PS_CHECK(jpz->squares.rebus == f.squares.rebus && jpz->squares.omitted == f.squares.omitted);
  PS_CHECK(jpz->squares.bars == f.squares.bars);
  if (!f.squares.bars.empty()) {
    // .xd keeps the bars only for puzzmo's readers, and says so; .puz and Across Lite text
    // have no bars and refuse the grid.
    PS_CHECK(!Losses(f, FileFormat::kXd).empty());
    for (FileFormat format : {FileFormat::kPuz, FileFormat::kAcrossText}) {
      PS_CHECK(!CheckWritable(f, format).ok());
    }
    return;
  }
  Result<CrosswordFile> xd = ReadXd(WriteXd(f));
  PS_CHECK(xd.ok());
  PS_CHECK(Shape(xd->grid) == shape);
  Result<CrosswordFile> text = ReadAcrossText(WriteAcrossText(f));
  PS_CHECK(text.ok());
  PS_CHECK(Shape(text->grid) == shape);
  if (f.grid.width <= 255 && f.grid.height <= 255) {
    Result<CrosswordFile> puz = ReadPuz(WritePuz(f));
    PS_CHECK(puz.ok());
    PS_CHECK(Shape(puz->grid) == shape);
  }
}

}  // namespace ps::crossword
