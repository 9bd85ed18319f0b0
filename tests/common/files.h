// Small file helpers shared by the tests that run the real binary.
#pragma once

#include <fstream>
#include <sstream>
#include <string>

namespace ps::testing_files {

inline std::string Slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline void Write(const std::string& path, const std::string& content) {
  std::ofstream(path, std::ios::binary) << content;
}

}  // namespace ps::testing_files
