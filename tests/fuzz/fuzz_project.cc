// Fuzz target: the construction project reader. An accepted project writes and reads back
// unchanged, and its layout (when it has one) behaves like any crossword file read.
#include <cstdint>
#include <string>

#include "crossword_file_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 65536) return 0;
  const std::string text(reinterpret_cast<const char*>(data), size);
  ps::Result<ps::crossword::Project> p = ps::crossword::ReadProject(text);
  if (!p.ok()) {
    PS_CHECK(!p.error().message.empty());
    return 0;
  }
  ps::Result<ps::crossword::Project> again =
      ps::crossword::ReadProject(ps::crossword::WriteProject(*p));
  PS_CHECK(again.ok());
  PS_CHECK(*again == *p);
  if (p->layout) ps::crossword::CheckReadFile({*p->layout, p->meta, {}});
  return 0;
}
