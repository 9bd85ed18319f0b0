#include "crossword/packing.h"

#include <fmt/format.h>
#include <zlib.h>

namespace ps::crossword {

std::string Deflate(std::string_view bytes) {
  z_stream z{};
  PS_CHECK(deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY) == Z_OK);
  std::string out(deflateBound(&z, static_cast<uLong>(bytes.size())), '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  z.avail_in = static_cast<uInt>(bytes.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  const int rc = deflate(&z, Z_FINISH);
  PS_CHECK(rc == Z_STREAM_END);
  out.resize(z.total_out);
  deflateEnd(&z);
  return out;
}

Result<std::string> Inflate(std::string_view bytes, size_t max_out) {
  z_stream z{};
  if (inflateInit2(&z, -15) != Z_OK) return MakeError(ErrorCode::kInternal, "zlib failed to start");
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  z.avail_in = static_cast<uInt>(bytes.size());
  std::string out;
  char buf[16384];
  int rc = Z_OK;
  while (rc != Z_STREAM_END) {
    z.next_out = reinterpret_cast<Bytef*>(buf);
    z.avail_out = sizeof buf;
    rc = inflate(&z, Z_NO_FLUSH);
    if (rc != Z_OK && rc != Z_STREAM_END) {
      inflateEnd(&z);
      return InvalidInput("the packed data is damaged (cut short or mistyped?)");
    }
    out.append(buf, sizeof buf - z.avail_out);
    if (out.size() > max_out) {
      inflateEnd(&z);
      return InvalidInput(fmt::format("the packed data unpacks to more than {} bytes", max_out));
    }
    if (rc == Z_OK && z.avail_in == 0 && z.avail_out != 0) {
      inflateEnd(&z);
      return InvalidInput("the packed data is cut short");
    }
  }
  inflateEnd(&z);
  return out;
}

}  // namespace ps::crossword
