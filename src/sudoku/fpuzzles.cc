// f-puzzles' JSON and link; see fpuzzles.h.
#include "sudoku/fpuzzles.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "core/lz_string.h"
#include "core/text.h"

namespace ps::sudoku {

namespace {

using nlohmann::json;

Error FpBad(std::string_view what) { return InvalidInput(fmt::format("f-puzzles: {}", what)); }

// The packed text of a link or of the text itself.
std::string_view Packed(std::string_view text) {
  text = TrimSpace(text);
  const size_t load = text.find("load=");
  if (load != std::string_view::npos) text = text.substr(load + 5);
  const size_t amp = text.find('&');
  if (amp != std::string_view::npos) text = text.substr(0, amp);
  return text;
}

// The keys of f-puzzles' constraints that puzzlesmith has no rule for.
constexpr std::string_view kOtherRules[] = {"antiknight",
                                            "antiking",
                                            "nonconsecutive",
                                            "littlekillersum",
                                            "arrow",
                                            "cage",
                                            "ratio",
                                            "difference",
                                            "xv",
                                            "thermometer",
                                            "palindrome",
                                            "sandwichsum",
                                            "even",
                                            "odd",
                                            "extraregion",
                                            "clone",
                                            "quadruple",
                                            "betweenline",
                                            "minimum",
                                            "maximum",
                                            "disjointgroups",
                                            "lockout",
                                            "renban",
                                            "whispers",
                                            "entropicline",
                                            "negative"};

bool Empty(const json& v) {
  return v.is_null() || v == false || (v.is_array() && v.empty()) || (v.is_object() && v.empty());
}

// "R3C12" as a square index of a board of side n, or -1.
int CellOf(const json& name, int n) {
  if (!name.is_string()) return -1;
  int r = 0, c = 0;
  char extra = 0;
  const std::string& s = name.get_ref<const std::string&>();
  if (std::sscanf(s.c_str(), "R%dC%d%c", &r, &c, &extra) != 2 &&
      std::sscanf(s.c_str(), "r%dc%d%c", &r, &c, &extra) != 2) {
    return -1;
  }
  if (r < 1 || r > n || c < 1 || c > n) return -1;
  return (r - 1) * n + (c - 1);
}

}  // namespace

bool LooksLikeFpuzzles(std::string_view text) {
  const std::string_view t = Packed(text);
  if (t.empty()) return false;
  if (t.front() == '{') {
    const json j = json::parse(t, nullptr, false);
    return j.is_object() && j.contains("size") && j.contains("grid") && j["grid"].is_array();
  }
  // f-puzzles' JSON starts with {"size":, which lz-string packs as this.
  return t.rfind("N4IgzglgXgpiBc", 0) == 0;
}

Result<FpuzzlesRead> ReadFpuzzles(std::string_view text) {
  const std::string_view packed = Packed(text);
  std::string plain;
  if (!packed.empty() && packed.front() == '{') {
    plain = std::string(packed);
  } else {
    Result<std::string> unpacked = LzDecompressFromBase64(packed);
    if (!unpacked.ok()) return FpBad(unpacked.error().message);
    plain = std::move(*unpacked);
  }
  const json j = json::parse(plain, nullptr, false);
  if (!j.is_object() || !j.contains("size") || !j["size"].is_number_integer() ||
      !j.contains("grid") || !j["grid"].is_array()) {
    return FpBad("not a puzzle's JSON (it needs \"size\" and \"grid\")");
  }
  for (std::string_view key : kOtherRules) {
    if (j.contains(std::string(key)) && !Empty(j[std::string(key)])) {
      return FpBad(
          fmt::format("puzzlesmith has no rule for \"{}\" (it reads Sudoku, Sudoku-X, "
                      "jigsaw and killer)",
                      key));
    }
  }
  const int n = j["size"].get<int>();
  if (n < 4 || n > kMaxN) return FpBad(fmt::format("a size of {} (puzzlesmith reads 4 to 16)", n));
  const json& grid = j["grid"];
  if (static_cast<int>(grid.size()) != n) {
    return FpBad(fmt::format("\"grid\" has {} rows, not {}", grid.size(), n));
  }
  const bool plus = j.value("diagonal+", false), minus = j.value("diagonal-", false);
  if (plus != minus) {
    return FpBad(
        "only one diagonal (puzzlesmith's Sudoku-X has both: \"diagonal+\" and "
        "\"diagonal-\")");
  }
  Result<Geometry> usual = GeometryForSide(n, plus);
  std::vector<int> region(static_cast<size_t>(n * n), -1);
  std::vector<uint8_t> givens(static_cast<size_t>(n * n), 0);
  bool any_region = false;
  for (int r = 0; r < n; ++r) {
    const json& row = grid[static_cast<size_t>(r)];
    if (!row.is_array() || static_cast<int>(row.size()) != n) {
      return FpBad(fmt::format("row {} of \"grid\" does not have {} squares", r + 1, n));
    }
    for (int c = 0; c < n; ++c) {
      const json& cell = row[static_cast<size_t>(c)];
      const auto i = static_cast<size_t>(r * n + c);
      if (!cell.is_object())
        return FpBad(fmt::format("square R{}C{} is not an object", r + 1, c + 1));
      if (cell.contains("region") && cell["region"].is_number_integer()) {
        const int k = cell["region"].get<int>();
        if (k >= n) return FpBad(fmt::format("square R{}C{}: region {} of {}", r + 1, c + 1, k, n));
        if (k >= 0) {
          region[i] = k;
          any_region = true;
        }
      }
      if (cell.value("given", false) && cell.contains("value") &&
          cell["value"].is_number_integer()) {
        const int v = cell["value"].get<int>();
        if (v < 1 || v > n) {
          return FpBad(
              fmt::format("square R{}C{}: the value {} in a {}x{}", r + 1, c + 1, v, n, n));
        }
        givens[i] = static_cast<uint8_t>(v);
      }
    }
  }
  Puzzle p;
  if (any_region) {
    // Squares without their own region keep their usual box's number.
    for (int i = 0; i < n * n; ++i) {
      if (region[static_cast<size_t>(i)] >= 0) continue;
      if (!usual.ok())
        return FpBad(
            fmt::format("square {} has no region and a {}x{} has no usual boxes", i, n, n));
      const int y = i / n, x = i % n;
      region[static_cast<size_t>(i)] = (y / usual->box_h) * (n / usual->box_w) + x / usual->box_w;
    }
    Result<Geometry> jig = JigsawGeometry(n, region, plus);
    if (!jig.ok()) return FpBad(jig.error().message);
    p.geo = std::move(*jig);
    // Regions that are the usual boxes are a classic board.
    if (usual.ok()) {
      Topology a(p.geo), b(*usual);
      std::vector<std::vector<int>> ra(a.units.begin() + 2 * n, a.units.begin() + 3 * n),
          rb(b.units.begin() + 2 * n, b.units.begin() + 3 * n);
      std::sort(ra.begin(), ra.end());
      std::sort(rb.begin(), rb.end());
      if (ra == rb) p.geo = *usual;
    }
  } else {
    if (!usual.ok()) return FpBad(usual.error().message);
    p.geo = *usual;
  }
  p.cells = std::move(givens);
  if (j.contains("killercage") && j["killercage"].is_array() && !j["killercage"].empty()) {
    std::vector<Cage> cages;
    for (const json& k : j["killercage"]) {
      if (!k.is_object() || !k.contains("cells") || !k["cells"].is_array()) {
        return FpBad("a \"killercage\" without \"cells\"");
      }
      Cage cage;
      for (const json& name : k["cells"]) {
        const int c = CellOf(name, n);
        if (c < 0)
          return FpBad(
              fmt::format("a cage's square {} is not R<row>C<column> of the board", name.dump()));
        cage.cells.push_back(c);
      }
      const json value = k.value("value", json());
      int sum = 0;
      if (value.is_number_integer()) sum = value.get<int>();
      if (value.is_string() && !value.get<std::string>().empty()) {
        const std::string& s = value.get_ref<const std::string&>();
        if (s.find_first_not_of("0123456789") != std::string::npos || s.size() > 3) {
          return FpBad(fmt::format("a cage's sum \"{}\" is not a number", s));
        }
        sum = std::stoi(s);
      }
      if (sum == 0) {
        return FpBad(fmt::format("the cage at {} has no sum (puzzlesmith's cages all have one)",
                                 k["cells"].empty() ? std::string("?") : k["cells"][0].dump()));
      }
      cage.sum = sum;
      cages.push_back(std::move(cage));
    }
    Result<Geometry> killer = KillerGeometry(std::move(p.geo), std::move(cages));
    if (!killer.ok()) return FpBad(killer.error().message);
    p.geo = std::move(*killer);
  }
  FpuzzlesRead out;
  out.puzzle = std::move(p);
  out.title = j.value("title", std::string());
  return out;
}

std::string WriteFpuzzlesJson(const Puzzle& p, const std::string& title) {
  const Geometry& g = p.geo;
  const int n = g.n();
  nlohmann::ordered_json j;
  j["size"] = n;
  if (!title.empty()) j["title"] = title;
  nlohmann::ordered_json grid = nlohmann::ordered_json::array();
  for (int r = 0; r < n; ++r) {
    nlohmann::ordered_json row = nlohmann::ordered_json::array();
    for (int c = 0; c < n; ++c) {
      nlohmann::ordered_json cell = nlohmann::ordered_json::object();
      const auto i = static_cast<size_t>(r * n + c);
      if (p.cells[i] != 0) {
        cell["value"] = p.cells[i];
        cell["given"] = true;
      }
      if (g.jigsaw()) {
        cell["region"] = g.regions[i];
      } else {
        // f-puzzles' own boxes for a side are the usual ones; another box shape says its regions.
        Result<Geometry> usual = GeometryForSide(n, false);
        if (!usual.ok() || usual->box_w != g.box_w) {
          cell["region"] = (r / g.box_h) * (n / g.box_w) + c / g.box_w;
        }
      }
      row.push_back(std::move(cell));
    }
    grid.push_back(std::move(row));
  }
  j["grid"] = std::move(grid);
  if (g.diagonals) {
    j["diagonal+"] = true;
    j["diagonal-"] = true;
  }
  if (g.killer()) {
    nlohmann::ordered_json cages = nlohmann::ordered_json::array();
    for (const Cage& cage : g.cages) {
      nlohmann::ordered_json names = nlohmann::ordered_json::array();
      for (int c : cage.cells) names.push_back(fmt::format("R{}C{}", c / n + 1, c % n + 1));
      cages.push_back({{"cells", std::move(names)}, {"value", std::to_string(cage.sum)}});
    }
    j["killercage"] = std::move(cages);
  }
  return j.dump();
}

std::string FpuzzlesLink(const Puzzle& p, const std::string& title) {
  return "https://f-puzzles.com/?load=" + LzCompressToBase64(WriteFpuzzlesJson(p, title));
}

}  // namespace ps::sudoku
