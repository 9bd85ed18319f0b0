// lz-string's base64 codec; see lz_string.h. The steps follow the JavaScript library's _compress
// and _decompress one for one (the same dictionary numbering, the same moments the bit width
// grows), so that both sides give the same text.
#include "core/lz_string.h"

#include <fmt/format.h>

#include <unordered_map>
#include <vector>

namespace ps {

namespace {

constexpr std::string_view kAlphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

std::u16string Utf16(std::string_view s) {
  std::u16string out;
  for (size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    uint32_t cp = 0xFFFD;
    size_t len = 1;
    if (b < 0x80) {
      cp = b;
    } else if ((b >> 5) == 6 && i + 1 < s.size()) {
      cp = ((b & 0x1Fu) << 6) | (static_cast<unsigned char>(s[i + 1]) & 0x3Fu);
      len = 2;
    } else if ((b >> 4) == 14 && i + 2 < s.size()) {
      cp = ((b & 0x0Fu) << 12) | ((static_cast<unsigned char>(s[i + 1]) & 0x3Fu) << 6) |
           (static_cast<unsigned char>(s[i + 2]) & 0x3Fu);
      len = 3;
    } else if ((b >> 3) == 30 && i + 3 < s.size()) {
      cp = ((b & 0x07u) << 18) | ((static_cast<unsigned char>(s[i + 1]) & 0x3Fu) << 12) |
           ((static_cast<unsigned char>(s[i + 2]) & 0x3Fu) << 6) |
           (static_cast<unsigned char>(s[i + 3]) & 0x3Fu);
      len = 4;
    }
    i += len;
    if (cp >= 0x10000) {
      cp -= 0x10000;
      out += static_cast<char16_t>(0xD800 + (cp >> 10));
      out += static_cast<char16_t>(0xDC00 + (cp & 0x3FF));
    } else {
      out += static_cast<char16_t>(cp);
    }
  }
  return out;
}

std::string Utf8(const std::u16string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    uint32_t cp = s[i];
    if (cp >= 0xD800 && cp < 0xDC00 && i + 1 < s.size() && s[i + 1] >= 0xDC00 &&
        s[i + 1] < 0xE000) {
      cp = 0x10000 + ((cp - 0xD800) << 10) + (s[i + 1] - 0xDC00u);
      ++i;
    }
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xC0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }
  return out;
}

// The output: bits into characters of 6 bits, first bit most significant.
struct Bits {
  std::string out;
  unsigned val = 0;
  int position = 0;
  void Put(unsigned bit) {
    val = (val << 1) | bit;
    if (position == 5) {
      position = 0;
      out += kAlphabet[val];
      val = 0;
    } else {
      ++position;
    }
  }
  // `width` bits of `value`, least significant first (as the library writes codes).
  void Code(unsigned value, int width) {
    for (int i = 0; i < width; ++i, value >>= 1) Put(value & 1u);
  }
};

}  // namespace

std::string LzCompressToBase64(std::string_view utf8) {
  const std::u16string text = Utf16(utf8);
  std::unordered_map<std::u16string, unsigned> dictionary;
  std::unordered_map<std::u16string, bool> to_create;
  std::u16string w;
  unsigned enlarge_in = 2, dict_size = 3;
  int num_bits = 2;
  Bits bits;
  auto grow = [&] {
    if (--enlarge_in == 0) {
      enlarge_in = 1u << num_bits;
      ++num_bits;
    }
  };
  // The code of w: a character met for the first time spelled out, else its phrase's number.
  auto emit_w = [&] {
    if (to_create.count(w)) {
      const unsigned ch = w[0];
      if (ch < 256) {
        bits.Code(0, num_bits);
        bits.Code(ch, 8);
      } else {
        bits.Code(1, num_bits);
        bits.Code(ch, 16);
      }
      grow();
      to_create.erase(w);
    } else {
      bits.Code(dictionary[w], num_bits);
    }
    grow();
  };
  for (char16_t ch : text) {
    const std::u16string c(1, ch);
    if (!dictionary.count(c)) {
      dictionary[c] = dict_size++;
      to_create[c] = true;
    }
    std::u16string wc = w + c;
    if (dictionary.count(wc)) {
      w = std::move(wc);
      continue;
    }
    emit_w();
    dictionary[wc] = dict_size++;
    w = c;
  }
  if (!w.empty()) emit_w();
  bits.Code(2, num_bits);  // the end mark
  for (;;) {               // the last character, filled with zeros
    bits.val <<= 1;
    if (bits.position == 5) {
      bits.out += kAlphabet[bits.val];
      break;
    }
    ++bits.position;
  }
  std::string out = std::move(bits.out);
  switch (out.size() % 4) {
    case 1:
      return out + "===";
    case 2:
      return out + "==";
    case 3:
      return out + "=";
    default:
      return out;
  }
}

Result<std::string> LzDecompressFromBase64(std::string_view input) {
  if (input.empty()) return InvalidInput("lz-string: an empty text");
  std::vector<unsigned> values;
  for (char ch : input) {
    const size_t v = kAlphabet.find(ch);
    if (v == std::string_view::npos) {
      return InvalidInput(fmt::format("lz-string: '{}' is not a base64 character", ch));
    }
    values.push_back(v == 64 ? 0 : static_cast<unsigned>(v));  // '=' pads as 0
  }
  const size_t length = values.size();
  size_t index = 1;
  unsigned val = values[0], position = 32;
  bool past_end = false;
  auto read = [&](int width) {
    unsigned out = 0;
    for (int i = 0; i < width; ++i) {
      const unsigned bit = (val & position) ? 1u : 0u;
      position >>= 1;
      if (position == 0) {
        position = 32;
        if (index >= length) past_end = true;
        val = index < length ? values[index] : 0;
        ++index;
      }
      out |= bit << i;
    }
    return out;
  };
  std::vector<std::u16string> dictionary(3);
  unsigned enlarge_in = 4, num_bits = 3;
  auto first = read(2);
  std::u16string c;
  if (first == 0 || first == 1) {
    c = std::u16string(1, static_cast<char16_t>(read(first == 0 ? 8 : 16)));
  } else if (first == 2) {
    return std::string();
  } else {
    return InvalidInput("lz-string: the text does not start with a character");
  }
  dictionary.push_back(c);
  std::u16string w = c, result = c;
  for (;;) {
    if (index > length || past_end)
      return InvalidInput("lz-string: the text ends before its end mark");
    unsigned code = read(static_cast<int>(num_bits));
    if (code == 0 || code == 1) {
      dictionary.push_back(std::u16string(1, static_cast<char16_t>(read(code == 0 ? 8 : 16))));
      code = static_cast<unsigned>(dictionary.size() - 1);
      --enlarge_in;
    } else if (code == 2) {
      return Utf8(result);
    }
    if (enlarge_in == 0) {
      enlarge_in = 1u << num_bits;
      ++num_bits;
    }
    std::u16string entry;
    if (code < dictionary.size() && code >= 3) {
      entry = dictionary[code];
    } else if (code == dictionary.size()) {
      entry = w + w[0];
    } else {
      return InvalidInput(fmt::format("lz-string: the code {} names no phrase", code));
    }
    result += entry;
    dictionary.push_back(w + entry[0]);
    --enlarge_in;
    w = std::move(entry);
    if (enlarge_in == 0) {
      enlarge_in = 1u << num_bits;
      ++num_bits;
    }
    if (result.size() > (size_t{1} << 24)) return InvalidInput("lz-string: the text is too long");
  }
}

}  // namespace ps
