// The crossword files and print options shared by every command that makes a crossword-like
// grid (crossword layout and convert, fillin solve and generate).
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "core/result.h"
#include "crossword/draw.h"
#include "crossword/formats.h"

namespace ps::cli {

// Files a crossword is written to, and the print settings.
struct OutputArgs {
  std::string ipuz, puz, xd, jpz, acrosslite, svg, pdf;
  std::string title, author, copyright;
  std::string blocks = "auto";
  bool no_answers = false;
  render::Paper paper;
  bool any() const {
    return !ipuz.empty() || !puz.empty() || !xd.empty() || !jpz.empty() || !acrosslite.empty() ||
           !svg.empty() || !pdf.empty();
  }
};

// --ipuz, --puz, --xd, --jpz, --acrosslite, --svg (unless `with_svg` is false: a command with its
// own --svg), --pdf,
// --title, --author, --copyright, --blocks, --no-answers.
void AddOutputOptions(CLI::App* app, OutputArgs& o, bool with_svg = true);

// The --blocks setting; an unknown word is an error that names the choices.
Result<crossword::BlockStyle> ParseBlocks(const std::string& blocks);

// The title, author and copyright given on the command line, over those in `meta`.
void ApplyMeta(const OutputArgs& o, crossword::Metadata& meta);

// Writes `file` to every output named; the first failure is returned.
Status WriteOutputs(const crossword::CrosswordFile& file, const OutputArgs& o);

}  // namespace ps::cli
