// Sheets of paper a print is laid out on (ISO A4 and US Letter), in points, and their names as a
// user gives them (the web app's Paper setting, `print --paper`).
#pragma once

#include <optional>
#include <string_view>

namespace ps::render {

struct Paper {
  double width = 595, height = 842;
  std::string_view name = "a4";
};

inline constexpr Paper kA4{595, 842, "a4"};
inline constexpr Paper kLetter{612, 792, "letter"};

// "a4" or "letter" (any case); nullopt for another name.
inline std::optional<Paper> PaperNamed(std::string_view name) {
  auto same = [&](std::string_view want) {
    if (name.size() != want.size()) return false;
    for (size_t i = 0; i < name.size(); ++i) {
      const char c = name[i] >= 'A' && name[i] <= 'Z' ? static_cast<char>(name[i] + 32) : name[i];
      if (c != want[i]) return false;
    }
    return true;
  };
  if (same(kA4.name)) return kA4;
  if (same(kLetter.name)) return kLetter;
  return std::nullopt;
}

}  // namespace ps::render
