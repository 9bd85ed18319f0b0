// Reading .jpz (formats.h) in the WebAssembly engine, which has no XML parser: pugixml is a native
// library in Debian, with no source to compile for WebAssembly, and a Web Worker (where the engine
// runs) has no DOMParser. Writing .jpz needs no parser and stays (jpz_write.cc). The web app
// without a server says so when a .jpz is imported; `puzzlesmith convert FILE.jpz --to ipuz`
// makes a file it reads.
#include "crossword/formats.h"

namespace ps::crossword {
namespace {

Error NoJpzReader() {
  return InvalidInput(
      "this web app without a server cannot read .jpz files (it has no XML reader): convert it "
      "with `puzzlesmith convert FILE.jpz --to ipuz`, or import it in `puzzlesmith serve`");
}

}  // namespace

Result<std::vector<Result<CrosswordFile>>> ReadJpzAll(std::string_view /*bytes*/) {
  return NoJpzReader();
}

Result<CrosswordFile> ReadJpz(std::string_view /*bytes*/) { return NoJpzReader(); }

}  // namespace ps::crossword
