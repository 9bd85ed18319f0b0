// The fill-in requests shared by the front ends (CLI now, web app later): loading a puzzle from
// text, and the JSON and text forms of results.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "fillin/fillin.h"

namespace ps::app {

// Debian's wamerican (installed by scripts/install-deps), which the benchmarks give the reference
// tools; the makers' own default is the built-in list of common words (crossword/excluded.h).
inline constexpr const char* kSystemDictionary = "/usr/share/dict/american-english";

struct LayoutSource {
  std::string text;
  std::string name;        // file name for messages
  bool slot_list = false;  // force JSON slot-list reading
  crossword::LayoutOptions layout;
};

// A layout text or a JSON slot list (chosen by `slot_list`, a .json name, or a leading '[' or
// '{'). Errors carry the file name.
Result<crossword::Board> LoadBoard(const LayoutSource& source);

nlohmann::json SlotsJson(const crossword::Board& board, const crossword::Fill& fill);
nlohmann::json FillinResultJson(const fillin::FillinPuzzle& puzzle,
                                const fillin::FillinResult& result);
nlohmann::json FillinGeneratedJson(const fillin::FillinGenerated& generated, uint64_t seed);

// The puzzle as a person reads it: the words grouped by length, the empty board, the answer.
std::string FillinGeneratedText(const fillin::FillinGenerated& generated, uint64_t seed);
// The board (filled when `fill` is given) with background cells black unless `blocks` is false,
// and the word list under it.
std::string FillinSvg(const crossword::Board& board, const crossword::Fill* fill,
                      const std::vector<std::string>& words, const std::string& title,
                      bool blocks = true);

}  // namespace ps::app
