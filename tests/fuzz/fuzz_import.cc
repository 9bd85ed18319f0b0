// Fuzz target: the web app's request readers. Input that is a JSON object is a make request
// ({"kind", "params"}) checked with a stopped budget, and an import request; any other input is
// pasted text for import (format detection, then the kind's reader). Whatever is accepted must
// export in every format of its kind and print, and a stored solution must pass the check.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "app/puzzles.h"
#include "core/budget.h"

namespace {

void Exercise(const ps::app::PuzzleRecord& r) {
  const char* formats[] = {"line",   "letters", "grid", "json", "url",
                           "pzprv3", "zones",   "ipuz", "puz",  "xd"};
  for (const char* f : formats) (void)ps::app::ExportPuzzle(r, f);
  (void)ps::app::PrintPuzzle(r, "svg", true);
  ps::Result<nlohmann::json> state = ps::app::AnswerGame(r);
  if (!state.ok()) __builtin_trap();  // every kind that reads a file stores its answer
  ps::Result<nlohmann::json> check = ps::app::CheckGame(r, *state);
  if (!check.ok() || !(*check)["solved"].get<bool>()) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 20000) return 0;
  std::string text(reinterpret_cast<const char*>(data), size);
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  ps::Budget budget = ps::Budget::Seconds(1).WithNodeLimit(20000);
  if (j.is_object()) {
    ps::CancelFlag stopped;
    stopped.Cancel();
    ps::Budget none = ps::Budget::Seconds(0, &stopped);
    ps::app::MakeContext ctx{none, nullptr, nullptr};
    if (j.contains("kind") && j["kind"].is_string()) {
      (void)ps::app::MakePuzzle(j["kind"].get<std::string>(),
                                j.value("params", nlohmann::json::object()), ctx);
    }
    ps::Result<ps::app::PuzzleRecord> r = ps::app::ImportPuzzle(j, budget);
    if (r.ok()) Exercise(*r);
  }
  ps::Result<ps::app::PuzzleRecord> r =
      ps::app::ImportPuzzle(nlohmann::json{{"text", text}}, budget);
  if (r.ok()) Exercise(*r);
  return 0;
}
