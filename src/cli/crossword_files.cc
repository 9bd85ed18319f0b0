// Crossword files and print from the command line; see crossword_files.h.
#include "cli/crossword_files.h"

#include <fmt/format.h>

#include "app/io.h"
#include "cli/common.h"
#include "crossword/draw.h"
#include "render/pdf_canvas.h"
#include "render/svg_canvas.h"

namespace ps::cli {

void AddOutputOptions(CLI::App* app, OutputArgs& o, bool with_svg) {
  app->add_option("--ipuz", o.ipuz, "Write the crossword as .ipuz here");
  app->add_option("--puz", o.puz, "Write the crossword as Across Lite .puz here");
  app->add_option("--xd", o.xd, "Write the crossword as .xd here");
  app->add_option("--jpz", o.jpz, "Write the crossword as Crossword Compiler .jpz (XML) here");
  app->add_option("--acrosslite", o.acrosslite,
                  "Write the crossword as Across Lite text (<ACROSS PUZZLE V2>) here");
  if (with_svg) app->add_option("--svg", o.svg, "Print to SVG: grid, clue lists, answer key");
  app->add_option("--pdf", o.pdf, "Print to PDF: grid, clue lists, answer key");
  app->add_option("--title", o.title, "Title for files and print");
  app->add_option("--author", o.author, "Author for files and print");
  app->add_option("--copyright", o.copyright, "Copyright line for files and print");
  app->add_option("--blocks", o.blocks,
                  "Print blocks as black squares: auto (black for dense grids), black or none");
  app->add_flag("--no-answers", o.no_answers, "Print without the answer key page");
  AddPaperOption(app, o.paper);
}

void ApplyMeta(const OutputArgs& o, crossword::Metadata& meta) {
  if (!o.title.empty()) meta.title = o.title;
  if (!o.author.empty()) meta.author = o.author;
  if (!o.copyright.empty()) meta.copyright = o.copyright;
}

Result<crossword::BlockStyle> ParseBlocks(const std::string& blocks) {
  using namespace ps::crossword;
  if (blocks == "auto") return BlockStyle::kAuto;
  if (blocks == "black") return BlockStyle::kBlack;
  if (blocks == "none") return BlockStyle::kNone;
  return InvalidInput(fmt::format("--blocks '{}' is not auto, black or none", blocks));
}

// Writes `file` to every output named; the first failure is returned.
Status WriteOutputs(const crossword::CrosswordFile& file, const OutputArgs& o) {
  using namespace ps::crossword;
  PrintOptions print;
  print.answers = !o.no_answers;
  print.paper = o.paper;
  Result<BlockStyle> blocks = ParseBlocks(o.blocks);
  if (!blocks.ok()) return blocks.error();
  print.blocks = *blocks;
  if (!o.puz.empty() && (file.grid.width > 255 || file.grid.height > 255)) {
    return InvalidInput(".puz holds grids up to 255x255");
  }
  struct Writer {
    const std::string* path;
    FileFormat format;
  };
  const Writer writers[] = {{&o.ipuz, FileFormat::kIpuz},
                            {&o.puz, FileFormat::kPuz},
                            {&o.xd, FileFormat::kXd},
                            {&o.jpz, FileFormat::kJpz},
                            {&o.acrosslite, FileFormat::kAcrossText}};
  // A format that cannot hold the puzzle at all stops the command before any file is written.
  for (const Writer& w : writers) {
    if (w.path->empty()) continue;
    if (Status st = CheckWritable(file, w.format); !st.ok()) {
      return InvalidInput(fmt::format("{}: {}", *w.path, st.error().message));
    }
  }
  for (const Writer& w : writers) {
    if (w.path->empty()) continue;
    // What the format cannot keep is said, not dropped silently.
    for (const std::string& loss : Losses(file, w.format)) {
      std::fprintf(stderr, "puzzlesmith: %s: %s\n", w.path->c_str(), loss.c_str());
    }
    if (Status st = app::WriteOutput(*w.path, WriteCrosswordFile(file, w.format)); !st.ok()) {
      return st;
    }
  }
  if (!o.svg.empty()) {
    render::SvgCanvas svg;
    DrawCrossword(file, print, svg);
    if (Status st = app::WriteOutput(o.svg, svg.str()); !st.ok()) return st;
  }
  if (!o.pdf.empty()) {
    render::PdfCanvas pdf(o.pdf == "-" ? "/dev/stdout" : o.pdf);
    DrawCrossword(file, print, pdf);
    if (Status st = pdf.Finish(); !st.ok()) return st;
  }
  return Ok{};
}

}  // namespace ps::cli
