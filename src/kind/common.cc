// What every kind's table shares; see common.h.
#include "kind/common.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>

namespace ps::kind {

using nlohmann::json;

Result<int> IntParam(const json& p, const char* name, int def, int lo, int hi) {
  if (!p.contains(name) || p[name].is_null()) return def;
  const json& v = p[name];
  int64_t x = 0;
  if (v.is_number_integer()) {
    x = v.get<int64_t>();
  } else if (v.is_string()) {
    const std::string& s = v.get_ref<const std::string&>();
    char* end = nullptr;
    long long parsed = std::strtoll(s.c_str(), &end, 10);
    if (s.empty() || end == nullptr || *end != '\0') {
      return InvalidInput(fmt::format("'{}' must be a whole number, not '{}'", name, s));
    }
    x = parsed;
  } else {
    return InvalidInput(fmt::format("'{}' must be a whole number", name));
  }
  if (x < lo || x > hi) {
    return InvalidInput(fmt::format("'{}' must be from {} to {}, not {}", name, lo, hi, x));
  }
  return static_cast<int>(x);
}

Result<std::string> StringParam(const json& p, const char* name, const std::string& def,
                                size_t max_len) {
  if (!p.contains(name) || p[name].is_null()) return def;
  if (!p[name].is_string()) return InvalidInput(fmt::format("'{}' must be a string", name));
  std::string s = p[name].get<std::string>();
  if (s.size() > max_len) {
    return InvalidInput(fmt::format("'{}' is longer than {} characters", name, max_len));
  }
  return s;
}

Result<bool> BoolParam(const json& p, const char* name, bool def) {
  if (!p.contains(name) || p[name].is_null()) return def;
  if (p[name].is_boolean()) return p[name].get<bool>();
  return InvalidInput(fmt::format("'{}' must be true or false", name));
}

// The seed: given (a whole number >= 0), else from the clock; written back into `used`.
Result<uint64_t> SeedParam(const json& p) {
  if (!p.contains("seed") || p["seed"].is_null() ||
      (p["seed"].is_string() && p["seed"].get<std::string>().empty())) {
    auto now = std::chrono::system_clock::now().time_since_epoch().count();
    return static_cast<uint64_t>(now) % 1000000007ULL;
  }
  const json& v = p["seed"];
  if (v.is_number_unsigned()) return v.get<uint64_t>();
  if (v.is_number_integer() && v.get<int64_t>() >= 0)
    return static_cast<uint64_t>(v.get<int64_t>());
  if (v.is_string()) {
    const std::string& s = v.get_ref<const std::string&>();
    if (!s.empty() && s.size() <= 19 &&
        std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; })) {
      return std::strtoull(s.c_str(), nullptr, 10);
    }
  }
  return InvalidInput("'seed' must be a whole number from 0 to 9999999999999999999");
}

json Mistake(const json& wrong, const char* what) {
  return json{{"technique", "mistake"},
              {"text", fmt::format("{} of your {} {} wrong (shown in red): clear {} before the "
                                   "next step",
                                   wrong.size(), what, wrong.size() == 1 ? "is" : "are",
                                   wrong.size() == 1 ? "it" : "them")},
              {"cells", wrong}};
}

std::string OneOf(const std::vector<std::string_view>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

std::string ImportTitle(const std::string& given, const std::string& own,
                        const std::string& file_name) {
  if (!given.empty()) return given;
  if (!own.empty()) return own;
  std::string stem = file_name.substr(file_name.find_last_of("/\\") + 1);
  if (const size_t dot = stem.rfind('.'); dot != std::string::npos && dot > 0) stem.resize(dot);
  return stem.size() > 200 ? stem.substr(0, 200) : stem;
}

std::string SafeName(const std::string& title) {
  std::string out;
  for (char c : title) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
      out += c;
    } else if (!out.empty() && out.back() != '-') {
      out += '-';
    }
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "puzzle" : out;
}

namespace {

constexpr std::string_view kBase64Url =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr std::string_view kBase64 =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

// Bytes from base64 text in `alphabet`; the characters of `skip` (padding, line breaks) are passed
// over. The first character that is neither: an error naming it.
Result<std::string> DecodeBase64(std::string_view text, std::string_view alphabet,
                                 std::string_view skip, std::string_view name) {
  std::string out;
  uint32_t buf = 0;
  int bits = 0;
  for (char c : text) {
    if (skip.find(c) != std::string_view::npos) continue;
    const size_t v = alphabet.find(c);
    if (v == std::string_view::npos) {
      return InvalidInput(fmt::format("'{}' is not a letter of {}", c, name));
    }
    buf = (buf << 6) | static_cast<uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((buf >> bits) & 0xFF);
    }
  }
  return out;
}

}  // namespace

Result<std::string> Base64Decode(std::string_view text) {
  return DecodeBase64(text, kBase64, "=\n\r ", "base64");
}

std::string Base64UrlEncode(std::string_view bytes) {
  std::string out;
  uint32_t buf = 0;
  int bits = 0;
  for (char ch : bytes) {
    const auto c = static_cast<unsigned char>(ch);
    buf = (buf << 8) | c;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += kBase64Url[(buf >> bits) & 63];
    }
  }
  if (bits > 0) out += kBase64Url[(buf << (6 - bits)) & 63];
  return out;
}

Result<std::string> Base64UrlDecode(std::string_view text) {
  return DecodeBase64(text, kBase64Url, "", "base64url (A-Z a-z 0-9 - _)");
}

}  // namespace ps::kind
