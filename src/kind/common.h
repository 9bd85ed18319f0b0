// What every kind's table (kind.cc) shares: reading request parameters (with the parameter's name
// in every error), the "mistake" answer of a hint, and a file name from a title.
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"

namespace ps::kind {

inline size_t Z(int i) { return static_cast<size_t>(i); }

// A whole number `name` of `p` (a number or a string of digits) from lo to hi; `def` when absent.
Result<int> IntParam(const nlohmann::json& p, const char* name, int def, int lo, int hi);
Result<std::string> StringParam(const nlohmann::json& p, const char* name, const std::string& def,
                                size_t max_len = 1 << 20);
Result<bool> BoolParam(const nlohmann::json& p, const char* name, bool def);
// The seed: given (a whole number >= 0), else from the clock.
Result<uint64_t> SeedParam(const nlohmann::json& p);

// A hint's answer when the state holds wrong entries: {"technique": "mistake", "text", "cells"}.
nlohmann::json Mistake(const nlohmann::json& wrong, const char* what);

// Names joined for a message: "a, b or c".
std::string OneOf(const std::vector<std::string_view>& names);

// An imported puzzle's title: the one asked for (`given`), else the file's own (`own`), else the
// file's name without its folders and extension; "" when there is none of them (the kind then
// makes one from the puzzle).
std::string ImportTitle(const std::string& given, const std::string& own,
                        const std::string& file_name);

// A title as a file name: letters, digits, '-' and '_'.
std::string SafeName(const std::string& title);

// Base64 with the URL- and shell-safe alphabet (A-Z a-z 0-9 - _), without padding.
std::string Base64UrlEncode(std::string_view bytes);
Result<std::string> Base64UrlDecode(std::string_view text);
// Base64 with the standard alphabet (A-Z a-z 0-9 + /); padding and line breaks are passed over.
Result<std::string> Base64Decode(std::string_view text);

#define PS_TRY(var, expr)                    \
  auto var##_r = (expr);                     \
  if (!var##_r.ok()) return var##_r.error(); \
  auto var = std::move(*var##_r)

}  // namespace ps::kind
