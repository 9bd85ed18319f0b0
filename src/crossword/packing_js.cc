// Raw deflate (packing.h) in the WebAssembly engine, by pako (npm, a port of zlib that writes the
// same bytes), which the page's engine worker loads as globalThis.pako: Debian ships zlib as a
// native library only, and emscripten's own zlib port downloads its source at build time. The
// native build keeps zlib (packing.cc). A crossword's game ID is the deflated text, so the same
// bytes matter: tests/wasm/smoke.mjs checks an ID made here against the command's.
#include <emscripten/em_js.h>
#include <emscripten/emscripten.h>

#include <cstdlib>
#include <memory>
#include <optional>
#include <string>

#include "crossword/packing.h"

namespace {

// pako's raw deflate (level 9, memory level 9: zlib's Z_BEST_COMPRESSION as packing.cc asks) or
// inflate of `n` bytes at `from`; the answer in a buffer of malloc's, its size at `out_n`; null
// when pako refused the bytes or the answer passes `max_out`.
// clang-format off
EM_JS(char*, ps_pako, (int inflate, const char* from, size_t n, size_t max_out, size_t* out_n), {
  const pako = globalThis.pako;
  if (!pako) return 0;
  let out;
  try {
    const bytes = HEAPU8.slice(from, from + n);
    out = inflate ? pako.inflateRaw(bytes) : pako.deflateRaw(bytes, { level: 9, memLevel: 9 });
  } catch (e) {
    return 0;
  }
  if (!out || out.length > max_out >>> 0) return 0;  // (size_t arrives signed)
  const at = _malloc(out.length + 1);
  HEAPU8.set(out, at);
  HEAPU32[out_n >> 2] = out.length;
  return at;
});
// clang-format on

std::optional<std::string> Pako(bool inflate, std::string_view bytes, size_t max_out) {
  size_t n = 0;
  std::unique_ptr<char, decltype(&std::free)> out(
      ps_pako(inflate ? 1 : 0, bytes.data(), bytes.size(), max_out, &n), &std::free);
  if (out == nullptr) return std::nullopt;
  return std::string(out.get(), n);
}

}  // namespace

namespace ps::crossword {

std::string Deflate(std::string_view bytes) {
  std::optional<std::string> out = Pako(false, bytes, static_cast<size_t>(-1));
  PS_CHECK(out.has_value());  // the engine worker loads pako before the engine
  return *out;
}

Result<std::string> Inflate(std::string_view bytes, size_t max_out) {
  std::optional<std::string> out = Pako(true, bytes, max_out);
  if (!out) return InvalidInput("the packed data is damaged (cut short or mistyped?) or too long");
  return std::move(*out);
}

}  // namespace ps::crossword
