// Solo's game IDs; see solo_id.h.
#include "sudoku/solo_id.h"

#include <fmt/format.h>

#include <numeric>

#include "core/text.h"

namespace ps::sudoku {

namespace {

// Edge k of the code (0 .. 2n(n-1)-1): the two cells it divides.
void EdgeCells(int n, int k, int& p0, int& p1) {
  if (k < n * (n - 1)) {
    const int y = k / (n - 1), x = k % (n - 1);
    p0 = y * n + x;
    p1 = p0 + 1;
  } else {
    const int x = k / (n - 1) - n, y = k % (n - 1);
    p0 = y * n + x;
    p1 = p0 + n;
  }
}

int Find(std::vector<int>& parent, int a) {
  while (parent[static_cast<size_t>(a)] != a) {
    parent[static_cast<size_t>(a)] = parent[static_cast<size_t>(parent[static_cast<size_t>(a)])];
    a = parent[static_cast<size_t>(a)];
  }
  return a;
}

Error Bad(std::string_view what) { return InvalidInput(fmt::format("Solo game ID: {}", what)); }

}  // namespace

std::string EncodeRegionEdges(int n, const std::vector<uint8_t>& regions) {
  return EncodeRegionEdges(n, std::vector<int>(regions.begin(), regions.end()));
}

std::string EncodeRegionEdges(int n, const std::vector<int>& regions) {
  std::string out;
  int run = 0;
  const int edges = 2 * n * (n - 1);
  for (int k = 0; k <= edges; ++k) {
    bool edge = true;  // the last one is the virtual edge that ends the code
    if (k < edges) {
      int p0 = 0, p1 = 0;
      EdgeCells(n, k, p0, p1);
      edge = regions[static_cast<size_t>(p0)] != regions[static_cast<size_t>(p1)];
    }
    if (!edge) {
      ++run;
      continue;
    }
    // 'z' as Solo's reader takes it: 26 non-lines and no line (its writer means 25; see
    // solo_id.h), so that Solo opens what is written here.
    for (; run >= 26; run -= 26) out += 'z';
    out += run ? static_cast<char>('a' - 1 + run) : '_';
    run = 0;
  }
  return out;
}

namespace {

// The code read with 'z' as `z_run` non-lines and no line; false when it does not cover exactly
// the grid's edges (`pos` then says how far it went).
bool Decode(int n, std::string_view code, int z_run, std::vector<int>& parent, int& pos) {
  const int cells = n * n, edges = 2 * n * (n - 1);
  parent.resize(static_cast<size_t>(cells));
  std::iota(parent.begin(), parent.end(), 0);
  pos = 0;
  for (char ch : code) {
    int c = ch == '_' ? 0 : ch - 'a' + 1;
    const bool line = ch != 'z';
    if (!line) c = z_run;
    for (; c > 0; --c, ++pos) {
      if (pos >= edges) return false;
      int p0 = 0, p1 = 0;
      EdgeCells(n, pos, p0, p1);
      parent[static_cast<size_t>(Find(parent, p0))] = Find(parent, p1);
    }
    if (line) ++pos;
  }
  return pos == edges + 1;
}

}  // namespace

Result<std::vector<int>> DecodeRegionEdges(int n, std::string_view code) {
  for (char ch : code) {
    if (ch != '_' && (ch < 'a' || ch > 'z')) {
      return Bad(fmt::format("'{}' in the regions' code (letters and '_' only)", ch));
    }
  }
  // 'z' as Solo's reader takes it (26 non-lines), else as its writer means it (25).
  std::vector<int> parent;
  int pos = 0;
  if (!Decode(n, code, 26, parent, pos) && !Decode(n, code, 25, parent, pos)) {
    return Bad(fmt::format("the regions' code does not cover the grid's {} edges exactly",
                           2 * n * (n - 1)));
  }
  std::vector<int> region(static_cast<size_t>(n * n));
  for (int c = 0; c < n * n; ++c) region[static_cast<size_t>(c)] = Find(parent, c);
  return region;
}

bool LooksLikeSoloId(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\n' ||
                           text.front() == '\r')) {
    text.remove_prefix(1);
  }
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n' ||
                           text.back() == '\r')) {
    text.remove_suffix(1);
  }
  size_t i = 0;
  auto digits = [&] {
    const size_t from = i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
    return i > from;
  };
  if (!digits()) return false;
  if (i < text.size() && text[i] == 'x' && i + 1 < text.size() && text[i + 1] >= '0' &&
      text[i + 1] <= '9') {
    ++i;
    digits();
  }
  while (i < text.size() && (text[i] == 'j' || text[i] == 'x' || text[i] == 'k')) ++i;
  if (i >= text.size() || text[i] != ':' || i + 1 >= text.size()) return false;
  for (++i; i < text.size(); ++i) {
    const char c = text[i];
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == ',')) return false;
  }
  return true;
}

Result<Puzzle> ReadSoloId(std::string_view text) {
  text = TrimSpace(text);
  const size_t colon = text.find(':');
  if (colon == std::string_view::npos) return Bad("no ':' between the parameters and the puzzle");
  const std::string_view params = text.substr(0, colon);
  std::string_view desc = text.substr(colon + 1);
  // Parameters as solo.c's decode_params reads them: C, optional xR, then flags.
  size_t i = 0;
  auto number = [&] {
    int v = 0;
    while (i < params.size() && params[i] >= '0' && params[i] <= '9' && v < 1000) {
      v = v * 10 + (params[i++] - '0');
    }
    return v;
  };
  int c = number(), r = c;
  bool seen_r = false, jigsaw = false, x = false, killer = false;
  if (i < params.size() && params[i] == 'x' && i + 1 < params.size() && params[i + 1] >= '0' &&
      params[i + 1] <= '9') {
    ++i;
    r = number();
    seen_r = true;
  }
  for (; i < params.size(); ++i) {
    if (params[i] == 'j') {
      if (seen_r) c *= r;
      r = 1;
      jigsaw = true;
    } else if (params[i] == 'x') {
      x = true;
    } else if (params[i] == 'k') {
      killer = true;
    } else {
      return Bad(fmt::format("'{}' in the parameters '{}'", params[i], params));
    }
  }
  if (!jigsaw && r == 1) jigsaw = true;  // "9x1" is how a jigsaw's parameters can also read
  const int n = c * r;
  if (c < 1 || r < 1 || n < 4 || n > kMaxN) {
    return Bad(fmt::format("a side of {} (puzzlesmith reads sides 4 to {})", n, kMaxN));
  }
  Puzzle p;
  if (jigsaw) {
    p.geo = Geometry(n, 1, x);  // replaced with the regions below
  } else {
    p.geo = Geometry(r, c, x);  // Solo's CxR: boxes R squares wide and C high
  }
  const int cells = n * n;
  // The givens, up to ',' or the end.
  while (!desc.empty() && desc.front() != ',') {
    const char ch = desc.front();
    if (ch >= 'a' && ch <= 'z') {
      p.cells.insert(p.cells.end(), static_cast<size_t>(ch - 'a' + 1), 0);
      desc.remove_prefix(1);
    } else if (ch == '_') {
      desc.remove_prefix(1);
    } else if (ch >= '1' && ch <= '9') {
      int v = 0;
      while (!desc.empty() && desc.front() >= '0' && desc.front() <= '9' && v <= kMaxN) {
        v = v * 10 + (desc.front() - '0');
        desc.remove_prefix(1);
      }
      if (v > n) return Bad(fmt::format("the value {} in a {}x{} grid", v, n, n));
      p.cells.push_back(static_cast<uint8_t>(v));
    } else {
      return Bad(fmt::format("'{}' among the givens", ch));
    }
    if (static_cast<int>(p.cells.size()) > cells) break;
  }
  if (static_cast<int>(p.cells.size()) != cells) {
    return Bad(fmt::format("the givens describe {} squares where a {}x{} grid has {}",
                           p.cells.size(), n, n, cells));
  }
  // The parts after the givens: a jigsaw's regions, then a killer's cages and their sums.
  std::vector<std::string_view> parts;
  if (!desc.empty()) {
    desc.remove_prefix(1);
    for (;;) {
      const size_t comma = desc.find(',');
      parts.push_back(desc.substr(0, comma));
      if (comma == std::string_view::npos) break;
      desc.remove_prefix(comma + 1);
    }
  }
  const size_t want = (jigsaw ? 1u : 0u) + (killer ? 2u : 0u);
  if (parts.size() != want) {
    return Bad(fmt::format("{} ',' parts after the givens where {} has {}{}", parts.size(),
                           jigsaw && killer ? "a jigsaw killer"
                           : jigsaw         ? "a jigsaw"
                           : killer         ? "a killer"
                                            : "a puzzle with boxes",
                           want,
                           want == 0   ? ""
                           : want == 1 ? " (its regions)"
                           : want == 2 ? " (its cages and their sums)"
                                       : " (its regions, its cages and their sums)"));
  }
  if (jigsaw) {
    Result<std::vector<int>> regions = DecodeRegionEdges(n, parts[0]);
    if (!regions.ok()) return regions.error();
    Result<Geometry> geo = JigsawGeometry(n, *regions, x);
    if (!geo.ok()) return Bad(geo.error().message);
    p.geo = std::move(*geo);
  }
  if (!killer) return p;
  Result<std::vector<int>> classes = DecodeRegionEdges(n, parts[jigsaw ? 1 : 0]);
  if (!classes.ok()) return Bad("the cages' code: " + classes.error().message.substr(14));
  std::vector<int> sums;
  if (Status st = DecodeNumbers(parts[jigsaw ? 2 : 1], cells, 999, sums); !st.ok()) {
    return Bad("the cages' sums: " + st.error().message);
  }
  Result<std::vector<Cage>> cages = CagesOf(n, *classes, sums);
  if (!cages.ok()) return Bad(cages.error().message);
  Result<Geometry> geo = KillerGeometry(p.geo, std::move(*cages));
  if (!geo.ok()) return Bad(geo.error().message);
  p.geo = std::move(*geo);
  return p;
}

std::string EncodeNumbers(const std::vector<int>& values) {
  std::string out;
  // As solo.c's encode_grid: runs of empty squares as letters (26 at most each), '_' only
  // between two values with no run between them.
  int run = 0;
  bool any = false;
  for (int v : values) {
    if (v == 0) {
      ++run;
      continue;
    }
    if (run > 0) {
      for (; run > 26; run -= 26) out += 'z';
      out += static_cast<char>('a' - 1 + run);
    } else if (any) {
      out += '_';
    }
    run = 0;
    out += std::to_string(v);
    any = true;
  }
  for (; run > 26; run -= 26) out += 'z';
  if (run > 0) out += static_cast<char>('a' - 1 + run);
  return out;
}

Status DecodeNumbers(std::string_view code, int cells, int max, std::vector<int>& out) {
  out.clear();
  while (!code.empty()) {
    const char ch = code.front();
    if (ch >= 'a' && ch <= 'z') {
      out.insert(out.end(), static_cast<size_t>(ch - 'a' + 1), 0);
      code.remove_prefix(1);
    } else if (ch == '_') {
      code.remove_prefix(1);
    } else if (ch >= '1' && ch <= '9') {
      int v = 0;
      while (!code.empty() && code.front() >= '0' && code.front() <= '9' && v <= max) {
        v = v * 10 + (code.front() - '0');
        code.remove_prefix(1);
      }
      if (v > max) return Bad(fmt::format("the number {} is above {}", v, max));
      out.push_back(v);
    } else {
      return Bad(fmt::format("'{}' among the numbers", ch));
    }
    if (static_cast<int>(out.size()) > cells) break;
  }
  if (static_cast<int>(out.size()) != cells) {
    return Bad(
        fmt::format("the numbers describe {} squares where the grid has {}", out.size(), cells));
  }
  return Ok{};
}

Result<std::vector<Cage>> CagesOf(int n, const std::vector<int>& classes,
                                  const std::vector<int>& sums) {
  std::vector<Cage> cages;
  std::vector<int> cage_of_class(static_cast<size_t>(n * n), -1);
  std::vector<int> sum_of_class(static_cast<size_t>(n * n), 0);
  for (int c = 0; c < n * n; ++c) {
    const int k = classes[static_cast<size_t>(c)], s = sums[static_cast<size_t>(c)];
    if (s == 0) continue;
    if (sum_of_class[static_cast<size_t>(k)] != 0) {
      return Bad(fmt::format("the cage of r{}c{} has two sums", c / n + 1, c % n + 1));
    }
    sum_of_class[static_cast<size_t>(k)] = s;
  }
  for (int c = 0; c < n * n; ++c) {
    const auto k = static_cast<size_t>(classes[static_cast<size_t>(c)]);
    if (sum_of_class[k] == 0) continue;  // a square in no cage
    if (cage_of_class[k] < 0) {
      cage_of_class[k] = static_cast<int>(cages.size());
      cages.push_back({{}, sum_of_class[k]});
    }
    cages[static_cast<size_t>(cage_of_class[k])].cells.push_back(c);
  }
  return cages;
}

std::vector<int> CageClasses(const Geometry& g, std::vector<int>& sums) {
  const int cells = g.cells();
  std::vector<int> classes(static_cast<size_t>(cells), -1);
  sums.assign(static_cast<size_t>(cells), 0);
  int next = 0;
  for (const Cage& cage : g.cages) {
    for (int c : cage.cells) classes[static_cast<size_t>(c)] = next;
    sums[static_cast<size_t>(cage.cells[0])] = cage.sum;
    ++next;
  }
  for (int& k : classes) {
    if (k < 0) k = next++;  // a square in no cage: a class of its own with no sum
  }
  return classes;
}

std::string WriteSoloId(const Puzzle& p) {
  const Geometry& g = p.geo;
  const int n = g.n();
  std::string out = g.jigsaw() ? fmt::format("{}j", n) : fmt::format("{}x{}", g.box_h, g.box_w);
  if (g.diagonals) out += 'x';
  if (g.killer()) out += 'k';
  out += ':';
  out += EncodeNumbers(std::vector<int>(p.cells.begin(), p.cells.end()));
  if (g.jigsaw()) out += ',' + EncodeRegionEdges(n, g.regions);
  if (g.killer()) {
    std::vector<int> sums;
    const std::vector<int> classes = CageClasses(g, sums);
    out += ',' + EncodeRegionEdges(n, classes) + ',' + EncodeNumbers(sums);
  }
  return out;
}

}  // namespace ps::sudoku
