// Solo's game IDs; see solo_id.h.
#include "sudoku/solo_id.h"

#include <fmt/format.h>

#include <numeric>

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
  while (!text.empty() && (text.front() == ' ' || text.front() == '\n' || text.front() == '\r' ||
                           text.front() == '\t')) {
    text.remove_prefix(1);
  }
  while (!text.empty() && (text.back() == ' ' || text.back() == '\n' || text.back() == '\r' ||
                           text.back() == '\t')) {
    text.remove_suffix(1);
  }
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
  bool seen_r = false, jigsaw = false, x = false;
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
      return Bad("killer Sudoku is not read yet");
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
  if (!jigsaw) {
    if (!desc.empty()) return Bad("more after the givens of a puzzle with boxes");
    return p;
  }
  if (desc.empty()) return Bad("a jigsaw's regions are missing (',' and their code)");
  desc.remove_prefix(1);
  if (desc.find(',') != std::string_view::npos) return Bad("more after the jigsaw's regions");
  Result<std::vector<int>> regions = DecodeRegionEdges(n, desc);
  if (!regions.ok()) return regions.error();
  Result<Geometry> geo = JigsawGeometry(n, *regions, x);
  if (!geo.ok()) return Bad(geo.error().message);
  p.geo = std::move(*geo);
  return p;
}

std::string WriteSoloId(const Puzzle& p) {
  const Geometry& g = p.geo;
  const int n = g.n();
  std::string out = g.jigsaw() ? fmt::format("{}j", n) : fmt::format("{}x{}", g.box_h, g.box_w);
  if (g.diagonals) out += 'x';
  out += ':';
  // As solo.c's encode_grid: runs of empty squares as letters (26 at most each), '_' only
  // between two values with no run between them.
  int run = 0;
  bool any = false;
  for (uint8_t v : p.cells) {
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
  if (g.jigsaw()) out += ',' + EncodeRegionEdges(n, g.regions);
  return out;
}

}  // namespace ps::sudoku
