// A CNF baseline for crossword grid fill, for CaDiCaL (Debian `cadical`): the question "does
// this grid have a fill from this list at this minimum score?" as a SAT instance, to compare
// CDCL with the filler and to settle that question where the filler cannot. A measuring tool
// written apart from the filler: it shares no code with it.
//
//   grid_fill_cnf encode GRID LIST MIN_SCORE [--rows FIRST LAST] > fill.cnf
//   cadical fill.cnf > model.txt
//   grid_fill_cnf decode GRID model.txt
//
// Encoding: a variable per cell and letter (exactly one letter a cell); per slot, a variable per
// node of the trie of the listed words of its length scored >= MIN_SCORE (a node implies its
// parent and its letter; a node and the next cell's letter imply the child; an inner node
// implies one of its children; the root's children cover the first cell). A solution spells a
// listed word in every slot. The rule that no entry is used twice is left out: a model that
// repeats an entry is reported by `decode`, and "unsatisfiable" stays a proof for the real rule.
// `--rows FIRST LAST` keeps only the slots with a cell in those rows (a relaxation: a proof that
// part of the grid has no fill is a proof for the whole grid; `decode` then prints free letters
// in the cells outside it).
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace {

// One line on stderr and exit code 2, for input this tool cannot use.
[[noreturn]] void Die(const std::string& what) {
  std::fprintf(stderr, "grid_fill_cnf: %s\n", what.c_str());
  std::exit(2);
}

struct Slot {
  std::vector<int> cells;
  int first_row = 0;
  int last_row = 0;
};

std::vector<std::string> ReadGrid(const char* path) {
  std::ifstream in(path);
  if (!in) {
    Die(std::string("cannot read the grid ") + path);
  }
  std::vector<std::string> rows;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty()) rows.push_back(line);
  }
  for (const std::string& r : rows) {
    if (r.size() != rows[0].size()) {
      Die(path + std::string(": rows of different lengths"));
    }
  }
  if (rows.empty()) {
    Die(path + std::string(": no grid"));
  }
  return rows;
}

// Cell numbers (-1 for a block), row-major.
std::vector<int> NumberCells(const std::vector<std::string>& g) {
  std::vector<int> id;
  int n = 0;
  for (const std::string& r : g) {
    for (char c : r) id.push_back(c == '#' ? -1 : n++);
  }
  return id;
}

std::vector<Slot> FindSlots(const std::vector<std::string>& g, const std::vector<int>& id) {
  const int h = static_cast<int>(g.size()), w = static_cast<int>(g[0].size());
  auto at = [&](int r, int c) { return id[static_cast<size_t>(r * w + c)]; };
  std::vector<Slot> slots;
  for (int r = 0; r < h; ++r) {
    for (int c = 0; c < w; ++c) {
      if (at(r, c) < 0) continue;
      if ((c == 0 || at(r, c - 1) < 0) && c + 1 < w && at(r, c + 1) >= 0) {
        Slot s{{}, r, r};
        for (int k = c; k < w && at(r, k) >= 0; ++k) s.cells.push_back(at(r, k));
        slots.push_back(s);
      }
      if ((r == 0 || at(r - 1, c) < 0) && r + 1 < h && at(r + 1, c) >= 0) {
        Slot s{{}, r, r};
        for (int k = r; k < h && at(k, c) >= 0; ++k) {
          s.cells.push_back(at(k, c));
          s.last_row = k;
        }
        slots.push_back(s);
      }
    }
  }
  return slots;
}

int Encode(int argc, char** argv) {
  const std::vector<std::string> g = ReadGrid(argv[2]);
  const int min_score = std::atoi(argv[4]);
  int first = 0, last = static_cast<int>(g.size()) - 1;
  if (argc == 8) {
    if (std::string(argv[5]) != "--rows") {
      Die(std::string("unknown option ") + argv[5] + " (expected --rows FIRST LAST)");
    }
    first = std::atoi(argv[6]);
    last = std::atoi(argv[7]);
  }
  std::map<size_t, std::vector<std::string>> words;  // by length, each listed once
  {
    std::ifstream in(argv[3]);
    if (!in) {
      // An empty list would read as "no fill exists".
      Die(std::string("cannot read the word list ") + argv[3]);
    }
    std::set<std::string> seen;
    for (std::string line; std::getline(in, line);) {
      const size_t semi = line.find(';');
      const int score = semi == std::string::npos ? 50 : std::atoi(line.c_str() + semi + 1);
      std::string w;
      bool letters = true;
      for (char c : line.substr(0, semi)) {
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        if (c == '\r') continue;
        if (c < 'a' || c > 'z') letters = false;
        w += c;
      }
      if (letters && w.size() >= 2 && score >= min_score && seen.insert(w).second) {
        words[w.size()].push_back(w);
      }
    }
  }
  const std::vector<int> id = NumberCells(g);
  std::vector<int> given;  // per cell: letter 0-25, or -1
  for (size_t i = 0; i < id.size(); ++i) {
    const char c = g[i / g[0].size()][i % g[0].size()];
    if (id[i] >= 0)
      given.push_back(c >= 'a' && c <= 'z' ? c - 'a' : c >= 'A' && c <= 'Z' ? c - 'A' : -1);
  }
  const int ncells = static_cast<int>(given.size());
  auto letter = [](int cell, int l) { return 1 + cell * 26 + l; };
  int nvars = ncells * 26;
  std::vector<std::vector<int>> clauses;
  for (int c = 0; c < ncells; ++c) {
    std::vector<int> one;
    for (int l = 0; l < 26; ++l) {
      one.push_back(letter(c, l));
      for (int m = l + 1; m < 26; ++m) clauses.push_back({-letter(c, l), -letter(c, m)});
    }
    clauses.push_back(one);
    if (given[static_cast<size_t>(c)] >= 0)
      clauses.push_back({letter(c, given[static_cast<size_t>(c)])});
  }
  int kept = 0;
  for (const Slot& s : FindSlots(g, id)) {
    if (s.last_row < first || s.first_row > last) continue;
    ++kept;
    const size_t len = s.cells.size();
    // The trie of this slot's words (those agreeing with its given letters); node 0 is the root.
    std::vector<std::array<int, 26>> child(1);
    child[0].fill(-1);
    std::vector<int> var{0}, depth{0};
    for (const std::string& w : words[len]) {
      bool fits = true;
      for (size_t i = 0; i < len; ++i) {
        const int gl = given[static_cast<size_t>(s.cells[i])];
        if (gl >= 0 && gl != w[i] - 'a') fits = false;
      }
      if (!fits) continue;
      size_t n = 0;
      for (size_t i = 0; i < len; ++i) {
        const int l = w[i] - 'a';
        if (child[n][static_cast<size_t>(l)] < 0) {
          const int k = static_cast<int>(child.size());
          child[n][static_cast<size_t>(l)] = k;
          child.emplace_back().fill(-1);
          var.push_back(++nvars);
          depth.push_back(static_cast<int>(i) + 1);
          if (n != 0) clauses.push_back({-var.back(), var[n]});
          clauses.push_back({-var.back(), letter(s.cells[i], l)});
        }
        n = static_cast<size_t>(child[n][static_cast<size_t>(l)]);
      }
    }
    for (size_t n = 0; n < child.size(); ++n) {
      const size_t d = static_cast<size_t>(depth[n]);
      if (d == len) continue;
      std::vector<int> some;
      if (n != 0) some.push_back(-var[n]);
      for (int l = 0; l < 26; ++l) {
        const int k = child[n][static_cast<size_t>(l)];
        const int x = letter(s.cells[d], l);
        if (k >= 0) {
          some.push_back(var[static_cast<size_t>(k)]);
          if (n != 0) {
            clauses.push_back({-var[n], -x, var[static_cast<size_t>(k)]});
          } else {
            clauses.push_back({-x, var[static_cast<size_t>(k)]});
          }
        } else if (n == 0) {
          clauses.push_back({-x});
        }
      }
      clauses.push_back(some);
    }
  }
  std::printf("c grid %s, list %s, min score %d, %d slots of rows %d-%d\n", argv[2], argv[3],
              min_score, kept, first, last);
  std::printf("p cnf %d %zu\n", nvars, clauses.size());
  for (const std::vector<int>& c : clauses) {
    for (int x : c) std::printf("%d ", x);
    std::printf("0\n");
  }
  return 0;
}

int Decode(char** argv) {
  const std::vector<std::string> g = ReadGrid(argv[2]);
  const std::vector<int> id = NumberCells(g);
  const int ncells = *std::max_element(id.begin(), id.end()) + 1;
  std::vector<char> cell(static_cast<size_t>(std::max(ncells, 0)), '?');
  std::ifstream in(argv[3]);
  if (!in) {
    Die(std::string("cannot read the model ") + argv[3]);
  }
  bool sat = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("s SATISFIABLE", 0) == 0) sat = true;
    if (line.rfind("s UNSATISFIABLE", 0) == 0) {
      std::puts("unsatisfiable: no fill exists");
      return 1;
    }
    if (line.rfind("v ", 0) != 0) continue;
    for (size_t p = 2; p < line.size();) {
      const int x = std::atoi(line.c_str() + p);
      if (x > 0 && x <= ncells * 26)  // a cell's letter, not a trie node
        cell[static_cast<size_t>((x - 1) / 26)] = static_cast<char>('a' + (x - 1) % 26);
      p = line.find(' ', p);
      if (p == std::string::npos) break;
      ++p;
    }
  }
  if (!sat) {
    std::puts("no answer in the model file");
    return 3;
  }
  const size_t w = g[0].size();
  std::vector<std::string> rows(g.size(), std::string(w, '#'));
  for (size_t i = 0; i < id.size(); ++i) {
    if (id[i] >= 0) rows[i / w][i % w] = cell[static_cast<size_t>(id[i])];
  }
  std::set<std::string> seen;
  for (const Slot& s : FindSlots(g, id)) {
    std::string word;
    for (int c : s.cells) word += cell[static_cast<size_t>(c)];
    if (!seen.insert(word).second) std::printf("repeated entry: %s\n", word.c_str());
  }
  for (const std::string& r : rows) std::puts(r.c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "encode" && (argc == 5 || argc == 8)) return Encode(argc, argv);
  if (mode == "decode" && argc == 4) return Decode(argv);
  std::fprintf(stderr,
               "usage: grid_fill_cnf encode GRID LIST MIN_SCORE [--rows FIRST LAST] > fill.cnf\n"
               "       grid_fill_cnf decode GRID MODEL\n");
  return 2;
}
