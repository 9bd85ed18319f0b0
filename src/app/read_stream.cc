// See read_stream.h.
#include "app/read_stream.h"

#include <fmt/format.h>

#include <algorithm>

#include "app/io.h"
#include "app/puzzles.h"
#include "app/registry.h"
#include "kind/common.h"

namespace ps::app {

using nlohmann::json;

namespace {

Error IoError(const std::string& what) { return Error{ErrorCode::kIo, what, "", 0, 0}; }

bool Blank(std::string_view text) { return text.find_first_not_of(" \t\r\n") == text.npos; }

// A line number as the readers count them (a file of over two billion lines counts on from there).
int LineNumber(int64_t n) { return static_cast<int>(std::min<int64_t>(n, INT32_MAX)); }

std::string Megabytes(size_t bytes) {
  return fmt::format("{:.0f} MB", static_cast<double>(bytes) / 1e6);
}

// Every line of `text` that is not blank is a game ID or a puzzle record.
bool PuzzleLines(std::string_view text) {
  bool any = false;
  for (size_t at = 0; at < text.size();) {
    const size_t end = std::min(text.find('\n', at), text.size());
    std::string_view line = text.substr(at, end - at);
    at = end + 1;
    const size_t a = line.find_first_not_of(" \t\r"), b = line.find_last_not_of(" \t\r");
    if (a == line.npos) continue;
    if (!IsPuzzleLine(std::string(line.substr(a, b - a + 1)))) return false;
    any = true;
  }
  return any;
}

}  // namespace

Result<std::unique_ptr<PuzzleStream>> PuzzleStream::Open(const std::string& path,
                                                         const ReadOptions& options,
                                                         const StreamOptions& stream) {
  Result<std::FILE*> f = OpenInput(path);
  if (!f.ok()) return f.error();
  return std::unique_ptr<PuzzleStream>(new PuzzleStream(*f, path, options, stream));
}

PuzzleStream::PuzzleStream(std::FILE* file, std::string path, ReadOptions options,
                           StreamOptions stream)
    : file_(file), path_(std::move(path)), options_(std::move(options)), stream_(stream) {
  stream_.piece_bytes = std::max<size_t>(stream_.piece_bytes, 1);
}

PuzzleStream::~PuzzleStream() {
  if (file_ != nullptr && file_ != stdin) std::fclose(file_);
}

Result<bool> PuzzleStream::Fill(size_t bytes) {
  if (eof_) return false;
  const size_t start = buffer_.size();
  buffer_.resize(start + bytes);
  size_t got = 0;
  while (got < bytes) {
    const size_t n = std::fread(buffer_.data() + start + got, 1, bytes - got, file_);
    if (n == 0) break;
    got += n;
  }
  buffer_.resize(start + got);
  if (got < bytes) {
    if (std::ferror(file_) != 0) return IoError(fmt::format("cannot read '{}'", path_));
    eof_ = true;
  }
  return got > 0;
}

Result<std::string> PuzzleStream::TakePiece() {
  const size_t want = stream_.piece_bytes;
  if (buffer_.size() < want && !eof_) {
    if (Result<bool> got = Fill(want - buffer_.size()); !got.ok()) return got.error();
  }
  // Whole lines: up to the last line end within the piece's size, else past it to the first.
  size_t cut = buffer_.size();
  if (!eof_ || buffer_.size() > want) {
    size_t end = buffer_.rfind('\n', want - 1);
    while (end == std::string::npos) {
      end = buffer_.find('\n', want);
      if (end != std::string::npos || eof_) break;
      if (buffer_.size() > want + (size_t{1} << 20)) {
        return InvalidInput(
            fmt::format("line {} is longer than a megabyte: a file over {} is read "
                        "a line at a time, one puzzle a line",
                        next_line_, Megabytes(stream_.whole_up_to)));
      }
      if (Result<bool> got = Fill(size_t{1} << 20); !got.ok()) return got.error();
    }
    if (end != std::string::npos) cut = end + 1;
  }
  std::string piece = buffer_.substr(0, cut);
  buffer_.erase(0, cut);
  next_line_ += std::count(piece.begin(), piece.end(), '\n');
  if (eof_ && buffer_.empty()) done_ = true;
  return piece;
}

Result<std::vector<PuzzleRecord>> PuzzleStream::First(Budget& budget) {
  if (Result<bool> got = Fill(stream_.whole_up_to + 1); !got.ok()) return got.error();
  if (eof_ && buffer_.size() <= stream_.whole_up_to) {
    done_ = true;
    std::string text = std::move(buffer_);
    buffer_.clear();
    return ReadPuzzleTexts(text, options_, budget);
  }
  pieces_ = true;
  PS_TRY(piece, TakePiece());
  if (!PuzzleLines(piece)) {
    // The kind's own line format, when the kind that reads the file says it is one.
    const std::string refused = fmt::format(
        "it is bigger than {} and its puzzles are not one a line, so it is not read a piece at a "
        "time: split it into files under {}, or write its puzzles one a line (Sudoku lines, game "
        "IDs or records)",
        Megabytes(stream_.whole_up_to), Megabytes(stream_.whole_up_to));
    Result<ReaderChoice> choice = ChooseReader(piece, options_.from, options_.kind);
    if (!choice.ok() || choice->kind->lines_apart == nullptr) return InvalidInput(refused);
    json given = json::object();
    for (const kind::Param& p : choice->kind->import_params) {
      const std::string param(p.name);
      if (options_.params.contains(param)) given[param] = options_.params[param];
    }
    PS_TRY(params, CheckImportParams(*choice->kind, given));
    kind::ImportOptions io;
    io.params = std::move(params);
    const int h = choice->kind->lines_apart(piece, choice->format, io);
    if (h < 0) return InvalidInput(refused);
    by_kind_ = true;
    options_.from = choice->format;
    options_.kind = std::string(choice->kind->name);
    header_lines_ = h;
    size_t at = 0;
    for (int i = 0; i < h && at != std::string::npos; ++i) {
      at = piece.find('\n', at);
      if (at != std::string::npos) ++at;
    }
    header_ = piece.substr(0, at == std::string::npos ? piece.size() : at);
  }
  options_.piece = true;
  options_.first_line = 1;
  return ReadPuzzleTexts(piece, options_, budget);
}

Result<std::vector<PuzzleRecord>> PuzzleStream::Next(Budget& budget) {
  if (done_ && started_) return std::vector<PuzzleRecord>{};
  if (!started_) {
    started_ = true;
    Result<std::vector<PuzzleRecord>> first = First(budget);
    if (!first.ok()) done_ = true;
    return first;
  }
  for (;;) {
    const int64_t first_line = next_line_;
    Result<std::string> piece = TakePiece();
    if (!piece.ok()) {
      done_ = true;
      return piece.error();
    }
    if (Blank(*piece)) {
      if (done_) return std::vector<PuzzleRecord>{};
      continue;
    }
    ReadOptions o = options_;
    std::string text;
    if (by_kind_ && header_lines_ > 0) {
      text = header_ + *piece;
      o.first_line = LineNumber(first_line - header_lines_);
    } else {
      text = std::move(*piece);
      o.first_line = LineNumber(first_line);
    }
    Result<std::vector<PuzzleRecord>> read = ReadPuzzleTexts(text, o, budget);
    if (!read.ok()) done_ = true;
    return read;
  }
}

}  // namespace ps::app
