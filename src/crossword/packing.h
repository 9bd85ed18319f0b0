// Raw deflate (zlib) for the crossword formats that pack their text: the zipped .jpz file and
// the crossword game ID. The only use of zlib, so that a library built without crosswords
// does not need it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "core/result.h"

namespace ps::crossword {

// Raw deflate at the best compression, and back; Inflate refuses more than `max_out` bytes.
std::string Deflate(std::string_view bytes);
Result<std::string> Inflate(std::string_view bytes, size_t max_out);

}  // namespace ps::crossword
