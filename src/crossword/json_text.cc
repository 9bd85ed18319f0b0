// JSON input for the crossword readers; see json_text.h.
#include "crossword/json_text.h"

#include <fmt/format.h>

#include "core/text.h"

namespace ps::crossword {

Result<nlohmann::json> ParseJsonText(std::string_view text, std::string_view what) {
  try {
    return nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::parse_error& e) {
    int line = 0, column = 0;
    OffsetToLineColumn(text, e.byte > 0 ? e.byte - 1 : 0, line, column);
    // The library's message: "[json.exception.parse_error.101] parse error at line 1, column 2:
    // syntax error while parsing value - invalid literal; last read: '...'". Keep the reason.
    const std::string message = e.what();
    const size_t at = message.find("error while parsing");
    return InvalidInput(fmt::format("invalid JSON in the {}: {}", what,
                                    at != std::string::npos ? message.substr(at) : message),
                        line, column);
  } catch (const nlohmann::json::exception&) {
    return InvalidInput(fmt::format("invalid JSON in the {}: a value out of range", what), 1, 1);
  }
}

}  // namespace ps::crossword
