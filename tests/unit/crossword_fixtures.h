// The crossword unit tests' fixtures (tests/data/crossword-features): a file's text, the file read
// in the format its name says (a failed read fails the test), and a square by row and column.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "crossword/formats.h"

namespace ps::crossword::fixtures {

inline std::string Fixture(const std::string& name) {
  std::ifstream in(std::string(PS_SOURCE_DIR) + "/tests/data/crossword-features/" + name,
                   std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

inline CrosswordFile Read(const std::string& name) {
  Result<FileFormat> format = FormatForPath(name);
  EXPECT_TRUE(format.ok());
  Result<CrosswordFile> f = ReadCrosswordFile(Fixture(name), *format);
  EXPECT_TRUE(f.ok()) << name << ": " << f.error().message;
  return f.ok() ? *f : CrosswordFile{};
}

// Square (row, col), both counted from 1, as y * width + x.
inline int Sq(const CrosswordFile& f, int row, int col) {
  return (row - 1) * f.grid.width + (col - 1);
}

}  // namespace ps::crossword::fixtures
