// lz-string's compressToBase64 and decompressFromBase64 (pieroxy's JavaScript library, 1.5),
// the codec of f-puzzles' and SudokuPad's "?load=" links, written again in C++ to give the same
// text as the npm package: an LZW-like code over the UTF-16 code units of the text (a dictionary
// of phrases that grows as it reads, codes of a growing bit width, new characters spelled in 8 or
// 16 bits), packed 6 bits to a character of the base64 alphabet, padded with '=' to a multiple
// of four. Our texts are UTF-8: they are turned into UTF-16 code units first, and back.
#pragma once

#include <string>
#include <string_view>

#include "core/result.h"

namespace ps {

std::string LzCompressToBase64(std::string_view utf8);
// Errors (one line) for a character outside the base64 alphabet, a code that names no phrase, or
// a text that ends before its end mark.
Result<std::string> LzDecompressFromBase64(std::string_view base64);

}  // namespace ps
