// See fillin_service.h.
#include "app/fillin_service.h"

#include <fmt/format.h>

#include <map>

#include "core/text.h"
#include "crossword/draw.h"
#include "render/svg_canvas.h"

namespace ps::app {

using namespace ps::crossword;
using namespace ps::fillin;

Result<Board> LoadBoard(const LayoutSource& source) {
  bool json = source.slot_list;
  if (!json) {
    std::string_view t = Trim(source.text);
    bool ends_json =
        source.name.size() > 5 && source.name.compare(source.name.size() - 5, 5, ".json") == 0;
    json = ends_json || (!t.empty() && (t[0] == '[' || t[0] == '{'));
  }
  Result<Board> board = json ? ParseSlotList(source.text) : ParseLayout(source.text, source.layout);
  if (!board.ok()) return board.error().WithFile(source.name);
  return board;
}

nlohmann::json SlotsJson(const Board& board, const Fill& fill) {
  nlohmann::json slots = nlohmann::json::array();
  for (size_t s = 0; s < board.slots.size(); ++s) {
    const Slot& slot = board.slots[s];
    slots.push_back({{"row", slot.y},
                     {"col", slot.x},
                     {"direction", std::string(ToString(slot.dir))},
                     {"length", slot.length},
                     {"word", s < fill.size() ? fill[s] : std::string()}});
  }
  return slots;
}

nlohmann::json FillinResultJson(const FillinPuzzle& puzzle, const FillinResult& result) {
  nlohmann::json j;
  j["status"] = std::string(ToString(result.outcome));
  j["count"] = result.count;
  j["complete"] = result.complete;
  j["grid"] = FormatRows(FilledCells(puzzle.board, result.fill));
  j["slots"] = SlotsJson(puzzle.board, result.fill);
  j["nodes"] = result.nodes;
  if (!result.explanation.empty()) j["explanation"] = result.explanation;
  if (!result.conflict_slots.empty()) {
    nlohmann::json conflict = nlohmann::json::array();
    for (int s : result.conflict_slots) {
      const Slot& slot = puzzle.board.slots[static_cast<size_t>(s)];
      conflict.push_back({{"row", slot.y},
                          {"col", slot.x},
                          {"direction", std::string(ToString(slot.dir))},
                          {"length", slot.length}});
    }
    j["conflict"] = conflict;
  }
  return j;
}

nlohmann::json FillinGeneratedJson(const FillinGenerated& g, uint64_t seed) {
  nlohmann::json j;
  j["status"] = std::string(ToString(Outcome::kUnique));
  j["count"] = 1;
  j["complete"] = true;
  j["seed"] = seed;
  j["width"] = g.puzzle.board.width();
  j["height"] = g.puzzle.board.height();
  j["words"] = g.puzzle.words;
  j["layout"] = FormatRows(g.puzzle.board.cells);
  j["grid"] = FormatRows(FilledCells(g.puzzle.board, g.answer));
  j["slots"] = SlotsJson(g.puzzle.board, g.answer);
  j["attempts"] = g.attempts;
  return j;
}

std::string FillinGeneratedText(const FillinGenerated& g, uint64_t seed) {
  const Board& b = g.puzzle.board;
  std::string out = fmt::format("Fill-in puzzle: {}x{}, {} words, seed {}\n\nWords:\n", b.width(),
                                b.height(), g.puzzle.words.size(), seed);
  std::map<size_t, std::vector<std::string>> by_length;
  for (const auto& w : g.puzzle.words) by_length[w.size()].push_back(w);
  for (const auto& [len, ws] : by_length) {
    out += fmt::format("{:2} letters: {}\n", len, fmt::join(ws, ", "));
  }
  out += "\nBoard:\n" + FormatDocStyle(b.cells);
  out += "\nAnswer:\n" + FormatDocStyle(FilledCells(b, g.answer));
  return out;
}

std::string FillinSvg(const Board& board, const Fill* fill, const std::vector<std::string>& words,
                      const std::string& title, bool blocks) {
  render::SvgCanvas canvas;
  DrawOptions o;
  o.blocks = blocks;
  o.words = words;
  o.title = title;
  DrawBoard(fill != nullptr ? FilledCells(board, *fill) : board.cells, o, canvas);
  return canvas.str();
}

}  // namespace ps::app
