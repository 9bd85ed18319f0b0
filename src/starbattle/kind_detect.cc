// See kind_detect.h.
#include "starbattle/kind_detect.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string_view>

#include "starbattle/format.h"

namespace ps::starbattle {

using kind::Detection;
using kind::Sniff;
using nlohmann::json;
namespace sb = starbattle;

// A puzz.link URL or game ID, pzprv3, "starbattle" JSON ({"zones"}), or a zone file: N lines of
// N ids making N contiguous zones. (A Sudoku grid written with spaces never makes such zones: its
// empty squares are 0 or '.', and its digits 1..N overflow the ids 0..N-1 or break the zones.)
Detection DetectStarbattle(const Sniff& text) {
  const std::string_view t = text.start;
  if (t.empty()) return {};
  if (text.IsJson()) {
    const json& j = text.json;
    if (j.is_object() && j.contains("zones")) return {"starbattle", Detection::kSignature};
    return {};
  }
  if (t.rfind("pzprv3", 0) == 0 || t.find("starbattle/") != std::string_view::npos) {
    return {"starbattle", Detection::kSignature};
  }
  // (A file of several boards, blank lines between them: its first board tells.)
  std::string_view first = t;
  for (size_t at = 0; at < t.size();) {
    const size_t end = std::min(t.find('\n', at), t.size());
    if (at > 0 && t.substr(at, end - at).find_first_not_of(" \t\r") == std::string_view::npos) {
      first = t.substr(0, at);
      break;
    }
    at = end + 1;
  }
  if (sb::ParseZoneFile(first, 1).ok()) return {"starbattle", Detection::kShape};
  return {};
}

}  // namespace ps::starbattle
