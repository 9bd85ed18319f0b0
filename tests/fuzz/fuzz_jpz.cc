// Fuzz target: the .jpz reader (XML, or a ZIP archive holding it). Whatever it accepts must be a
// consistent grid that every writer writes and every reader reads back (crossword_file_check.h);
// whatever it refuses gets a message.
#include <cstdint>
#include <string>

#include "crossword_file_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 65536) return 0;
  const std::string text(reinterpret_cast<const char*>(data), size);
  ps::Result<ps::crossword::CrosswordFile> f = ps::crossword::ReadJpz(text);
  if (!f.ok()) {
    PS_CHECK(!f.error().message.empty());
    return 0;
  }
  ps::crossword::CheckReadFile(*f);
  return 0;
}
