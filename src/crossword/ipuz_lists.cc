// ipuz's variety crosswords: clue lists other than Across and Down ("Rows", "Blooms", "Inward"),
// each clue with the squares of its word in order ("cells": [[x, y], ...], counted from 1), as
// kotwords and Crossword Nexus write them; read into named lists (FromLists) and written back.
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/text.h"
#include "crossword/formats.h"
#include "crossword/formats_internal.h"

namespace ps::crossword {

using nlohmann::json;
using nlohmann::ordered_json;

namespace formats_detail {

bool IsAcrossDownName(std::string_view key) {
  const std::string name = LowerAscii(std::string(key.substr(0, key.find(':'))));
  return name == "across" || name == "down";
}

namespace {

// The keys of the "clues" object in the file's order (nlohmann's json sorts them).
std::vector<std::string> ClueKeysInOrder(std::string_view text, const json& clues) {
  std::vector<std::string> keys;
  for (const auto& [key, list] : clues.items()) keys.push_back(key);
  try {
    const ordered_json o = ordered_json::parse(StripJsonp(text));
    const ordered_json* c = nullptr;
    if (o.is_object() && o.contains("clues")) c = &o["clues"];
    if (c != nullptr && c->is_object() && c->size() == keys.size()) {
      keys.clear();
      for (const auto& [key, list] : c->items()) keys.push_back(key);
    }
  } catch (const ordered_json::exception&) {
    // The text was parsed once already; keep the sorted keys.
  }
  return keys;
}

// The squares of a run from (x, y) going right (dx 1) or down, to a block, a bar or the edge.
std::vector<int> RunFrom(const Grid<char>& letters, const Bars& bars, int x, int y, bool across) {
  const int w = letters.width();
  std::vector<int> out;
  while (letters.Contains(x, y) && letters.At(x, y) != kBlock) {
    const int i = y * w + x;
    if (!out.empty() && (across ? bars.left : bars.top).count(i)) break;
    out.push_back(i);
    across ? ++x : ++y;
  }
  return out;
}

}  // namespace

Result<std::vector<ListedClues>> ReadIpuzLists(
    std::string_view text, const json& clues, const Grid<char>& letters, const Bars& bars,
    const std::map<std::string, std::pair<int, int>>& named) {
  const int w = letters.width(), h = letters.height();
  // Cells count from 1 (the specification), or from 0 when some cell of the file touches 0.
  int base = 1;
  for (const auto& [key, list] : clues.items()) {
    if (!list.is_array()) return Invalid(fmt::format("ipuz clue list \"{}\" is not an array", key));
    for (const json& c : list) {
      if (!c.is_object() || !c.contains("cells") || !c["cells"].is_array()) continue;
      for (const json& xy : c["cells"]) {
        if (xy.is_array() && xy.size() == 2 && xy[0].is_number_integer() &&
            xy[1].is_number_integer() && (xy[0].get<int>() == 0 || xy[1].get<int>() == 0)) {
          base = 0;
        }
      }
    }
  }
  std::vector<ListedClues> out;
  for (const std::string& key : ClueKeysInOrder(text, clues)) {
    ListedClues list;
    list.name = key;
    const bool across = LowerAscii(key.substr(0, key.find(':'))) == "across";
    const bool straight = IsAcrossDownName(key);
    for (const json& c : clues[key]) {
      ListedClue clue;
      const json number = c.is_array() && !c.empty() ? c[0]
                          : c.is_object()            ? c.value("number", json())
                                                     : json();
      clue.label = number.is_string()           ? number.get<std::string>()
                   : number.is_number_integer() ? number.dump()
                                                : "";
      clue.clue = IpuzClueText(c);
      const std::string name =
          fmt::format("clue {}in \"{}\"", clue.label.empty() ? "" : clue.label + " ", key);
      if (c.is_object() && c.contains("cells")) {
        const json& cells = c["cells"];
        if (!cells.is_array())
          return Invalid(fmt::format("the \"cells\" of {} is not a list", name));
        for (const json& xy : cells) {
          if (!xy.is_array() || xy.size() != 2 || !xy[0].is_number_integer() ||
              !xy[1].is_number_integer()) {
            return Invalid(
                fmt::format("{} has a cell that is not [x, y]: {}", name, xy.dump().substr(0, 40)));
          }
          const int x = xy[0].get<int>() - base, y = xy[1].get<int>() - base;
          if (x < 0 || y < 0 || x >= w || y >= h) {
            return Invalid(fmt::format("{} has the cell [{}, {}], outside the {}x{} grid", name,
                                       xy[0].get<int>(), xy[1].get<int>(), w, h));
          }
          clue.cells.push_back(y * w + x);
        }
      } else if (const size_t dash = clue.label.find('-');
                 named.count(clue.label.substr(0, dash))) {
        const auto [x, y] = named.at(clue.label.substr(0, dash));
        const std::string to = dash == std::string::npos ? "" : clue.label.substr(dash + 1);
        if (named.count(to)) {
          // "2-5": from the square marked 2 to the one marked 5, in a straight line.
          const auto [x2, y2] = named.at(to);
          if (x2 != x && y2 != y) {
            return Invalid(fmt::format("{} runs from {} to {}, which are not in one row or column",
                                       name, CellName(x, y), CellName(x2, y2)));
          }
          const int steps = std::max(std::abs(x2 - x), std::abs(y2 - y));
          const int dx = (x2 > x) - (x2 < x), dy = (y2 > y) - (y2 < y);
          for (int k = 0; k <= steps; ++k) clue.cells.push_back((y + dy * k) * w + x + dx * k);
        } else if (straight) {
          clue.cells = RunFrom(letters, bars, x, y, across);
        }
      }
      // A clue without squares is one the solver places, in a variety list or with no number
      // at all (a Route 66 row); an Across or Down number that names no square is an error.
      if (clue.cells.empty() && straight && !clue.label.empty()) {
        return Invalid(fmt::format("{} has no entry in the grid", name));
      }
      list.clues.push_back(std::move(clue));
    }
    out.push_back(std::move(list));
  }
  return out;
}

ordered_json IpuzListsJson(const CrosswordFile& f) {
  const Crossword& g = f.grid;
  ordered_json clues = ordered_json::object();
  for (const std::string& name : g.lists) clues[name] = ordered_json::array();
  for (const Entry& e : g.entries) {
    ordered_json c = ordered_json::object();
    if (!e.label.empty()) {
      if (e.number > 0 && std::to_string(e.number) == e.label) {
        c["number"] = e.number;
      } else {
        c["number"] = e.label;
      }
    }
    c["clue"] = e.clue;
    ordered_json cells = ordered_json::array();
    for (int i : e.cells) cells.push_back({i % g.width + 1, i / g.width + 1});
    c["cells"] = std::move(cells);
    clues[g.lists[static_cast<size_t>(e.list)]].push_back(std::move(c));
  }
  return clues;
}

}  // namespace formats_detail

}  // namespace ps::crossword
