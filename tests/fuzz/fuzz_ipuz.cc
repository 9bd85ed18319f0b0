// Fuzz target: the ipuz reader. Whatever it accepts must be a consistent grid that every writer
// writes and every reader reads back (crossword_file_check.h); whatever it refuses gets a message.
#include <cstdint>
#include <string>

#include "crossword_file_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 65536) return 0;
  const std::string text(reinterpret_cast<const char*>(data), size);
  ps::Result<ps::crossword::CrosswordFile> f = ps::crossword::ReadIpuz(text);
  if (!f.ok()) {
    PS_CHECK(!f.error().message.empty());
  } else {
    ps::crossword::CheckReadFile(*f);
  }
  // Read as a text of several puzzles: each one read is consistent, each skipped one says why.
  ps::Result<ps::crossword::CrosswordFiles> all =
      ps::crossword::ReadCrosswordFiles(text, ps::crossword::FileFormat::kIpuz);
  if (!all.ok()) {
    PS_CHECK(!all.error().message.empty());
    return 0;
  }
  PS_CHECK(!all->files.empty() && all->files.size() + all->skipped.size() == all->total);
  for (const ps::crossword::CrosswordFile& one : all->files) ps::crossword::CheckReadFile(one);
  return 0;
}
