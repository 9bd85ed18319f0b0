// The crossword fill model on the search engine, shared by the fill-in solver (an exact word
// list) and the fill-in generator's fill from the dictionary (a large list to choose from).
//
//   variable  = a slot; its domain = the words of the slot's length (bitset over a length group)
//   crossing  = two slots share a cell: the letters possible there, seen from either slot, must
//               agree ("letter supports", the arc consistency Qxw and ingrid_core keep)
//   counting  = each distinct word may be used at most as often as the list holds it; when the
//               list is exact (as many words of a length as slots), every word must be used, so a
//               word with only as many possible slots as copies is placed there.
//
// Index layout: for a length group, index[pos][letter] is a bitset over the group's words with
// that letter at that position; letters are 0..25 for a..z.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "core/bitset.h"
#include "crossword/board.h"
#include "search/engine.h"

namespace ps::fillin {

using crossword::Board;
using crossword::Fill;

struct LengthGroup {
  int length = 0;
  std::vector<int> words;                     // pool word ids
  std::vector<std::array<Bitset, 26>> index;  // [position][letter]
};

// Distinct words grouped by length with the position/letter index.
class WordIndex {
 public:
  explicit WordIndex(std::vector<std::string> words);
  const std::vector<std::string>& words() const { return words_; }
  // nullptr when no word has this length.
  const LengthGroup* Group(int length) const;
  // The group-local bitset of words of `pattern`'s length matching it ('?' = any letter).
  Bitset Matching(const std::string& pattern) const;

 private:
  std::vector<std::string> words_;
  std::vector<LengthGroup> groups_;
  std::vector<int> group_of_length_;
};

struct FillModelOptions {
  std::vector<int> multiplicity;  // per pool word; empty: each word at most once
  bool exact = false;             // every copy of every word must be used
  std::vector<int> slots;         // the slots to fill; empty: all slots
};

class FillModel {
 public:
  FillModel(const Board& board, const WordIndex& index, FillModelOptions options);

  search::Engine& engine() { return engine_; }
  // False when some slot has no candidate word even before search.
  bool feasible() const { return feasible_; }
  // The first slot (board index) found with no candidate at all, or -1.
  int empty_slot() const { return empty_slot_; }
  // The fill encoded by engine values (one per model variable); unfilled slots are "".
  Fill Decode(const std::vector<int>& values) const;
  Fill Decode(const search::Engine& engine) const;
  const std::vector<int>& slots() const { return slots_; }

 private:
  const Board& board_;
  const WordIndex& index_;
  std::vector<int> slots_;                 // model variable -> board slot
  std::vector<const LengthGroup*> group_;  // per model variable
  search::Engine engine_;
  bool feasible_ = true;
  int empty_slot_ = -1;
};

}  // namespace ps::fillin
