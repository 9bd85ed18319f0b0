// Reading a file of puzzles a piece at a time, so that a file of any size is answered in bounded
// memory. A file up to `whole_up_to` bytes is read whole, as ReadPuzzleTexts reads a text. A
// bigger one is read in pieces of whole lines when its puzzles are one a line: game IDs or puzzle
// records (what `make` prints), or a format whose kind says so (Kind::lines_apart: Sudoku's lines
// of digits and CSV sets, the header carried to every piece); the line numbers of notes and
// errors are the file's. Any other big file is refused in one line that says to split it.
#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "app/verbs.h"

namespace ps::app {

struct StreamOptions {
  size_t whole_up_to = size_t{8} << 20;  // a file up to this size is read whole
  size_t piece_bytes = size_t{4} << 20;  // then pieces of about this much
};

class PuzzleStream {
 public:
  // Opens `path` ("-": standard input); an error (kIo) when it cannot be read.
  static Result<std::unique_ptr<PuzzleStream>> Open(const std::string& path,
                                                    const ReadOptions& options,
                                                    const StreamOptions& stream = {});
  ~PuzzleStream();
  PuzzleStream(const PuzzleStream&) = delete;
  PuzzleStream& operator=(const PuzzleStream&) = delete;

  // The next puzzles: the whole file's, or the next piece's; none once done(). An error ends the
  // stream.
  Result<std::vector<PuzzleRecord>> Next(Budget& budget);
  bool done() const { return done_; }
  // Whether the file is being read in pieces (known after the first Next).
  bool in_pieces() const { return pieces_; }

 private:
  PuzzleStream(std::FILE* file, std::string path, ReadOptions options, StreamOptions stream);
  // Reads up to `bytes` more into buffer_; false at the end of the file.
  Result<bool> Fill(size_t bytes);
  // The first call: the whole file, or the first piece and how the rest is read.
  Result<std::vector<PuzzleRecord>> First(Budget& budget);
  // Takes the next piece of whole lines off buffer_ (the rest of the file when it ends).
  Result<std::string> TakePiece();

  std::FILE* file_ = nullptr;
  std::string path_;
  ReadOptions options_;
  StreamOptions stream_;
  std::string buffer_;    // read and not yet taken
  bool eof_ = false;      // the file has no more bytes
  bool started_ = false;  // First has run
  bool done_ = false;     // nothing more to give
  bool pieces_ = false;   // read in pieces
  bool by_kind_ = false;  // pieces read by the kind's reader (else game IDs or records)
  std::string header_;    // the lines every piece after the first needs in front of it
  int header_lines_ = 0;
  int64_t next_line_ = 1;  // the file's line number of buffer_'s first line
};

}  // namespace ps::app
