// `convert` and `print` (verbs.h): every puzzle of every input written in another format, as its
// game ID or JSON record (convert), or drawn to SVG, PDF or HTML in one print (print).
#include <fmt/format.h>

#include <memory>

#include "app/verbs.h"
#include "cli/verbs.h"

namespace ps::cli {

using nlohmann::json;

namespace {

// Every puzzle of the inputs, or the first failure (said, with its exit code).
Result<std::vector<app::PuzzleRecord>> AllRecords(const InputArgs& in,
                                                  const CommonOptions& common) {
  Budget budget = MakeBudget(common, app::kDefaultSeconds);
  std::vector<app::PuzzleRecord> all;
  for (InputPuzzles& each : ReadInputs(in, budget, false)) {
    if (!each.records.ok()) return each.records.error();
    for (app::PuzzleRecord& r : *each.records) all.push_back(std::move(r));
  }
  return all;
}

}  // namespace

void AddConvertVerb(CLI::App* cmd, int& exit_code, const VerbContext& context) {
  struct Args {
    InputArgs in;
    OutputArgs out;
  };
  auto a = std::make_shared<Args>();
  const std::string default_to =
      context.spelling != nullptr ? std::string(context.spelling->as) : "";
  // INPUT [OUT]: the output's format from OUT's extension unless --to names it.
  a->in.kind = context.kind;
  a->in.inputs = {"-"};
  cmd->add_option("INPUT", a->in.inputs.front(),
                  "A puzzle file of any kind ('-' for standard input; a file may hold many), a "
                  "game ID, or a puzzle's text")
      ->capture_default_str();
  cmd->add_option("OUT", a->out.out,
                  "Output file ('-': standard output); its extension names the format unless "
                  "--to does (.ipuz, .puz, .xd, .jpz, .txt, .json, .url, .pzprv3, .cnf, .svg, "
                  ".pdf, .html, ...)");
  AddInputOptions(cmd, a->in, context, false);
  AddOutputOptions(cmd, a->out, default_to, context.kind);
  AddCommonOptions(cmd, a->out.common, false);
  cmd->callback([a, default_to, &exit_code] {
    Result<std::vector<app::PuzzleRecord>> records = AllRecords(a->in, a->out.common);
    if (!records.ok()) {
      exit_code = Fail(records.error());
      return;
    }
    exit_code = EmitRecords(std::move(*records), a->out, default_to);
  });
}

void AddPrintVerb(CLI::App* cmd, int& exit_code, const VerbContext& context) {
  struct Args {
    InputArgs in;
    std::string svg, pdf, html, title, blocks = "auto";
    bool answers = false, board = false;
    int per_page = 1;
    render::Paper paper;
    CommonOptions common;
  };
  auto a = std::make_shared<Args>();
  AddInputOptions(cmd, a->in, context);
  cmd->add_option("--svg", a->svg, "SVG file (the pages one under another)");
  cmd->add_option("--pdf", a->pdf, "PDF file (pages of the --paper size)");
  cmd->add_option("--html", a->html,
                  "HTML page to print from a browser (each page on a sheet of the --paper size)");
  cmd->add_option("--title", a->title, "Heading of every page (default: the puzzle's title)");
  cmd->add_flag("--answers", a->answers,
                "Add the answer pages (with --board: the answers in the squares)");
  cmd->add_option("--per-page", a->per_page,
                  "Puzzles a page, where the kind lays out several on a page (Sudoku: 1, 2, 4 "
                  "or 6)")
      ->check(CLI::IsMember({1, 2, 4, 6}));
  AddPaperOption(cmd, a->paper);
  cmd->add_option("--blocks", a->blocks,
                  "How a crossword's blocks print: auto (black in a dense grid), black or none")
      ->check(CLI::IsMember({"auto", "black", "none"}))
      ->capture_default_str();
  cmd->add_flag("--board", a->board,
                "The board alone, one page its own size, as the web app shows it (no title, "
                "rules or clue lists)");
  AddCommonOptions(cmd, a->common, false);
  cmd->callback([a, &exit_code] {
    if (a->svg.empty() && a->pdf.empty() && a->html.empty()) {
      exit_code = Fail(InvalidInput("say where to print: --svg FILE, --pdf FILE or --html FILE"));
      return;
    }
    Result<std::vector<app::PuzzleRecord>> records = AllRecords(a->in, a->common);
    if (!records.ok()) {
      exit_code = Fail(records.error());
      return;
    }
    for (auto [path, format] :
         {std::pair{&a->svg, "svg"}, std::pair{&a->pdf, "pdf"}, std::pair{&a->html, "html"}}) {
      if (path->empty()) continue;
      Result<app::Download> d = InvalidInput("");
      if (a->board) {
        if (records->size() != 1 || std::string(format) == "html") {
          exit_code = Fail(InvalidInput("--board draws one puzzle, as svg or pdf"));
          return;
        }
        d = app::PrintBoard(records->front(), format, a->answers);
      } else {
        kind::PrintRequest request;
        request.answers = a->answers;
        request.paper = a->paper;
        request.per_page = a->per_page;
        request.title = a->title;
        request.blocks = a->blocks;
        d = app::PrintPuzzles(*records, format, request);
      }
      if (!d.ok()) {
        exit_code = Fail(d.error());
        return;
      }
      if (int rc = WriteTo(*path, d->body); rc != kExitOk) {
        exit_code = rc;
        return;
      }
    }
    // What was written (not after a drawing on standard output).
    if (a->common.json && a->svg != "-" && a->pdf != "-" && a->html != "-") {
      json written = json::array();
      for (const std::string* path : {&a->svg, &a->pdf, &a->html}) {
        if (!path->empty()) written.push_back(*path);
      }
      std::printf("%s\n", json{{"written", written}}.dump().c_str());
    }
    exit_code = kExitOk;
  });
}

}  // namespace ps::cli
