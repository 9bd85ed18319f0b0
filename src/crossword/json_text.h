// JSON input for the crossword readers (slot lists, word lists, crossword files): one place
// that turns the JSON library's exceptions into errors with a line and a column.
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>

#include "core/result.h"

namespace ps::crossword {

// Parses `text`; a syntax error becomes "invalid JSON in the <what>: <reason>" at its line and
// column, a value the library cannot hold (a number out of range) an error at 1:1. The caller
// rejects binary text first (CheckText).
Result<nlohmann::json> ParseJsonText(std::string_view text, std::string_view what);

}  // namespace ps::crossword
