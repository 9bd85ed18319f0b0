// The API's puzzle requests over the registry of kinds (kinds/kind.h): make, import (with format
// detection), export, print, check, hint and levels, the same for every kind.
#include "app/puzzles.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>

#include "app/registry.h"
#include "kind/common.h"
#include "render/pdf_canvas.h"
#include "render/svg_canvas.h"

namespace ps::app {

using namespace ps::kind;

namespace {

using nlohmann::json;

Result<std::string> RenderPdf(const std::function<void(render::Canvas&)>& draw) {
  std::string tmpl =
      (std::filesystem::temp_directory_path() / "puzzlesmith-print-XXXXXX.pdf").string();
  std::vector<char> name(tmpl.begin(), tmpl.end());
  name.push_back('\0');
  int fd = mkstemps(name.data(), 4);
  if (fd < 0) return MakeError(ErrorCode::kIo, "cannot create a temporary file for the PDF");
  close(fd);
  std::string path(name.data());
  Status st = Ok{};
  {
    render::PdfCanvas canvas(path);
    draw(canvas);
    st = canvas.Finish();
  }
  std::string bytes;
  if (st.ok()) {
    std::ifstream f(path, std::ios::binary);
    std::ostringstream ss;
    ss << f.rdbuf();
    bytes = ss.str();
  }
  std::remove(path.c_str());
  if (!st.ok()) return st.error();
  return bytes;
}

// The kind of a stored puzzle, with the operation asked for.
Result<const Kind*> RecordKind(const PuzzleRecord& r) {
  const Kind* k = FindKind(r.kind);
  if (k == nullptr || k->write == nullptr)
    return InvalidInput(fmt::format("unknown kind '{}'", r.kind));
  return k;
}

}  // namespace

namespace {

// The surest of the kinds' detections, with the kind; none (null kind) for blank text.
std::pair<const Kind*, Detection> Detect(const std::string& text) {
  kind::Sniff sniff;
  sniff.text = text;
  const size_t first = text.find_first_not_of(" \t\r\n");
  if (first != std::string::npos) sniff.start = sniff.text.substr(first);
  if (sniff.IsJson()) sniff.json = json::parse(sniff.start, nullptr, false);
  std::pair<const Kind*, Detection> best{nullptr, {}};
  for (const Kind* k : Kinds()) {
    if (k->detect == nullptr) continue;
    const Detection d = k->detect(sniff);
    if (d.confidence > best.second.confidence) best = {k, d};
  }
  return best;
}

}  // namespace

std::string DetectFormat(const std::string& text) {
  return std::string(Detect(text).second.format);
}

bool RecognisedText(const std::string& text) {
  return Detect(text).second.confidence >= Detection::kHeader;
}

namespace {}  // namespace

Result<MakeRequest> CheckedMakeRequest(const std::string& name, const json& params) {
  if (!params.is_object()) return InvalidInput("'params' must be an object");
  const Kind* k = FindKind(name);
  if (k == nullptr || k->make == nullptr) {
    return InvalidInput(fmt::format("unknown kind '{}': use {}", name, MakeKindNames()));
  }
  PS_TRY(checked, CheckParams(*k, params));
  if (k->validate != nullptr) {
    if (Status s = k->validate(checked); !s.ok()) return s.error();
  }
  return MakeRequest{k, std::move(checked)};
}

Result<PuzzleRecord> MakePuzzle(const MakeRequest& request, MakeContext& ctx) {
  PS_TRY(record, request.kind->make(request.params, ctx));
  SetIds(record);
  return record;
}

std::string MakeKindNames() {
  std::vector<std::string_view> names;
  for (const Kind* each : Kinds()) {
    if (each->make != nullptr) names.push_back(each->name);
  }
  return OneOf(names);
}

Status CheckMakeRequest(const std::string& kind, const json& params) {
  auto request = CheckedMakeRequest(kind, params);
  if (!request.ok()) return request.error();
  return Ok{};
}

Result<PuzzleRecord> MakePuzzle(const std::string& kind, const json& params, MakeContext& ctx) {
  PS_TRY(request, CheckedMakeRequest(kind, params));
  return MakePuzzle(request, ctx);
}

namespace {

// A DIMACS CNF: comment lines ("c ...") and then its problem line ("p cnf VARS CLAUSES").
bool IsDimacsCnf(const std::string& text) {
  for (size_t at = 0; at < text.size();) {
    const size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line = std::string_view(text).substr(at, end - at);
    at = end + 1;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    if (line.rfind("p cnf ", 0) == 0) return true;
    if (line != "c" && line.rfind("c ", 0) != 0 && line.rfind("c\t", 0) != 0) return false;
  }
  return false;
}

// The reader of `text` and its format (ChooseReader below), `wanted` asked first.
Result<ReaderChoice> PickReader(const std::string& text, std::string format, const Kind* wanted) {
  // A kind named by the request (a command line's `sudoku solve`) is asked first: its surest
  // format, when it recognises the text at all and no other kind has the text's signature; else
  // what every kind's detection says.
  auto [detected_kind, detected] = Detect(text);
  if (wanted != nullptr && wanted->detect != nullptr) {
    kind::Sniff sniff;
    sniff.text = text;
    const size_t first = text.find_first_not_of(" \t\r\n");
    if (first != std::string::npos) sniff.start = sniff.text.substr(first);
    if (sniff.IsJson()) sniff.json = json::parse(sniff.start, nullptr, false);
    const Detection own = wanted->detect(sniff);
    if (own.confidence > Detection::kNone &&
        (own.confidence >= detected.confidence || detected.confidence < Detection::kSignature)) {
      detected_kind = wanted;
      detected = own;
    } else if (detected.confidence <= Detection::kFallback && !wanted->reads.empty()) {
      // Nothing else recognises it either: the kind's own reader says what is wrong with it.
      detected_kind = wanted;
      detected = Detection{wanted->reads.front(), Detection::kFallback};
    }
  }
  // "json" is every kind's own JSON: the text tells whose, when it has a kind's signature.
  if (format == "auto" || format == "json") {
    if (format == "auto" || detected.confidence >= Detection::kSignature) {
      format = std::string(detected.format);
    }
  }
  // A format more than one kind reads (ipuz: crosswords and Sudoku) goes to the kind that
  // recognised the text in it, else to the first kind that reads it.
  const Kind* reader = nullptr;
  if (detected_kind != nullptr && detected.format == format) reader = detected_kind;
  std::vector<std::string_view> formats = {"auto"};
  for (const Kind* k : Kinds()) {
    for (std::string_view f : k->reads) {
      if (f == format && reader == nullptr) reader = k;
      if (std::find(formats.begin(), formats.end(), f) == formats.end()) formats.push_back(f);
    }
  }
  if (reader == nullptr) {
    return InvalidInput(fmt::format("unknown format '{}': use {}", format, OneOf(formats)));
  }
  return ReaderChoice{reader, format};
}

}  // namespace

Result<ReaderChoice> ChooseReader(const std::string& text, const std::string& format,
                                  const std::string& kind) {
  const Kind* wanted = nullptr;
  if (!kind.empty()) {
    wanted = FindKind(kind);
    if (wanted == nullptr) return InvalidInput(fmt::format("unknown kind '{}'", kind));
  }
  return PickReader(text, format, wanted);
}

namespace {

Result<std::vector<PuzzleRecord>> Import(const json& request, Budget& budget, bool all) {
  if (!request.is_object()) return InvalidInput("the request must be a JSON object");
  PS_TRY(text, StringParam(request, "text", "", 8 << 20));
  PS_TRY(is_b64, BoolParam(request, "base64", false));
  PS_TRY(format, StringParam(request, "format", "auto", 32));
  ImportOptions options;
  PS_TRY(title, StringParam(request, "title", "", 200));
  PS_TRY(file_name, StringParam(request, "name", "", 4096));
  PS_TRY(title_from_name, BoolParam(request, "title_from_name", true));
  PS_TRY(clues_only, BoolParam(request, "clues_only", false));
  PS_TRY(kind_name, StringParam(request, "kind", "", 32));
  PS_TRY(first_line, IntParam(request, "first_line", 1, 1, std::numeric_limits<int>::max()));
  PS_TRY(piece, BoolParam(request, "piece", false));
  options.first_line = first_line;
  options.piece = piece;
  options.title = title;
  options.file_name = file_name;
  options.title_from_name = title_from_name;
  options.clues_only = clues_only;
  if (is_b64) {
    Result<std::string> bytes = Base64Decode(text);
    if (!bytes.ok()) return InvalidInput("'text' is not valid base64: " + bytes.error().message);
    text = std::move(*bytes);
  }
  const Kind* wanted = nullptr;
  if (!kind_name.empty()) {
    wanted = FindKind(kind_name);
    if (wanted == nullptr) return InvalidInput(fmt::format("unknown kind '{}'", kind_name));
  }
  // (A kind named by the request says itself what is wrong with an empty text.)
  if (text.empty() && (wanted == nullptr || wanted->reads.empty())) {
    return InvalidInput("'text' is empty: paste a puzzle or choose a file");
  }
  if (IsDimacsCnf(text)) {
    return InvalidInput(
        "this is a DIMACS CNF (a SAT solver's input, written from a puzzle): it is not read back; "
        "give the puzzle it was written from");
  }
  PS_TRY(choice, PickReader(text, format, wanted));
  const Kind* reader = choice.kind;
  format = choice.format;
  // The reader's own import parameters, by name (Kind::import_params); those of other kinds'
  // readers are not its business (a zone file's stars given with a Sudoku).
  json given = json::object();
  for (const Param& p : reader->import_params) {
    const std::string name(p.name);
    if (request.contains(name) && !request[name].is_null()) given[name] = request[name];
  }
  PS_TRY(params, CheckImportParams(*reader, given));
  options.params = std::move(params);
  std::vector<PuzzleRecord> records;
  if (all && reader->read_all != nullptr) {
    PS_TRY(read, reader->read_all(text, format, options, budget));
    records = std::move(read);
  } else {
    PS_TRY(record, reader->read(text, format, options, budget));
    records.push_back(std::move(record));
  }
  for (PuzzleRecord& r : records) SetIds(r);
  return records;
}

}  // namespace

Result<PuzzleRecord> ImportPuzzle(const json& request, Budget& budget) {
  PS_TRY(records, Import(request, budget, false));
  return std::move(records.front());
}

Result<std::vector<PuzzleRecord>> ImportPuzzles(const json& request, Budget& budget) {
  return Import(request, budget, true);
}

Result<Download> ExportPuzzle(const PuzzleRecord& r, const std::string& format) {
  PS_TRY(k, RecordKind(r));
  PS_TRY(d, k->write(r, format));
  d.filename = SafeName(r.title) + d.filename;
  return d;
}

namespace {

// A drawing as an SVG or PDF file named `base`.
Result<Download> Render(const kind::Drawing& draw, const std::string& format,
                        const std::string& base) {
  Download d;
  if (format == "svg") {
    render::SvgCanvas canvas;
    draw(canvas);
    d.body = canvas.str();
    d.content_type = "image/svg+xml";
    d.filename = base + ".svg";
  } else if (format == "pdf") {
    PS_TRY(bytes, RenderPdf(draw));
    d.body = std::move(bytes);
    d.content_type = "application/pdf";
    d.filename = base + ".pdf";
  } else {
    return InvalidInput("print as svg or pdf");
  }
  return d;
}

}  // namespace

Result<Download> PrintPuzzle(const PuzzleRecord& r, const std::string& format, bool answers,
                             const render::Paper& paper) {
  PS_TRY(k, RecordKind(r));
  kind::PrintRequest request;
  request.answers = answers;
  request.paper = paper;
  PS_TRY(draw, k->draw(r, request));
  return Render(draw, format, SafeName(r.title) + (answers ? "-with-answers" : ""));
}

Result<Download> PrintPuzzles(const std::vector<PuzzleRecord>& records, const std::string& format,
                              const kind::PrintRequest& request) {
  if (records.empty()) return InvalidInput("nothing to print");
  PS_TRY(first, RecordKind(records.front()));
  const bool one_kind = std::all_of(records.begin(), records.end(),
                                    [&](const PuzzleRecord& r) { return r.kind == first->name; });
  kind::Drawing draw;
  if (one_kind && first->draw_all != nullptr) {
    PS_TRY(all, first->draw_all(records, request));
    draw = std::move(all);
  } else {
    std::vector<kind::Drawing> each;
    for (const PuzzleRecord& r : records) {
      PS_TRY(k, RecordKind(r));
      kind::PrintRequest one = request;
      if (records.size() > 1) one.title.clear();
      PS_TRY(d, k->draw(r, one));
      each.push_back(std::move(d));
    }
    draw = [each](render::Canvas& c) {
      for (const kind::Drawing& d : each) d(c);
    };
  }
  const std::string base = SafeName(records.size() == 1 ? records.front().title : "puzzles") +
                           (request.answers ? "-with-answers" : "");
  if (format != "html") return Render(draw, format, base);
  // Each page its own drawing on its own sheet of the paper, so that a browser's print never
  // cuts a board across sheets; on screen the pages follow one another.
  render::SvgCanvas canvas;
  draw(canvas);
  std::string title = request.title.empty() ? records.front().title : request.title;
  std::string safe;
  for (char c : title) {
    safe += c == '<' ? std::string("&lt;") : c == '&' ? std::string("&amp;") : std::string(1, c);
  }
  std::string html =
      "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + safe +
      "</title>\n<style>@page{size:" + std::string(request.paper.name) +
      ";margin:0} body{margin:0} " +
      // (a hair short of the sheet, so that rounding never spills a page onto a second sheet)
      fmt::format(".page{{width:{:.0f}pt;height:{:.0f}pt;", request.paper.width,
                  request.paper.height - 3) +
      "margin:0 auto;break-after:page;page-break-after:always;"
      "break-inside:avoid;overflow:hidden} .page:last-child{break-after:auto;"
      "page-break-after:auto} .page svg{display:block;width:100%;height:100%}"
      "@media screen{body{background:#ddd} .page{background:#fff;margin:1em auto;"
      "box-shadow:0 1px 4px #0004}}</style></head><body>\n";
  for (const std::string& page : canvas.Pages()) {
    html += "<div class=\"page\">" + page + "</div>\n";
  }
  html += "</body></html>\n";
  return Download{std::move(html), "text/html; charset=utf-8", base + ".html", {}};
}

Result<std::vector<std::string>> PrintPages(const PuzzleRecord& r, bool answers,
                                            const render::Paper& paper) {
  PS_TRY(k, RecordKind(r));
  kind::PrintRequest request;
  request.answers = answers;
  request.paper = paper;
  PS_TRY(draw, k->draw(r, request));
  render::SvgCanvas canvas;
  draw(canvas);
  return canvas.Pages();
}

Result<Download> PrintBoard(const PuzzleRecord& r, const std::string& format, bool answers) {
  PS_TRY(k, RecordKind(r));
  if (k->board == nullptr) return InvalidInput(fmt::format("a {} has no board to draw", r.kind));
  PS_TRY(b, k->board(r, answers));
  return Render(b.draw, format, SafeName(r.title) + (answers ? "-board-with-answers" : "-board"));
}

Result<json> DrawBoard(const PuzzleRecord& r, bool answers) {
  PS_TRY(k, RecordKind(r));
  if (k->board == nullptr) return InvalidInput(fmt::format("a {} has no board to draw", r.kind));
  PS_TRY(b, k->board(r, answers));
  render::SvgCanvas canvas;
  b.draw(canvas);
  std::vector<std::string> pages = canvas.Pages();
  if (pages.size() != 1) return MakeError(ErrorCode::kInternal, "a board is drawn on one page");
  return json{{"svg", pages[0]},
              {"cols", b.cols},
              {"rows", b.rows},
              {"cell", b.cell},
              {"margin", b.margin}};
}

Result<json> StartGame(const PuzzleRecord& r) {
  PS_TRY(k, RecordKind(r));
  json state = k->start != nullptr ? k->start(r) : json();
  if (!state.is_object()) return InvalidInput(fmt::format("a {} has no game to play", r.kind));
  return state;
}

Result<json> AnswerGame(const PuzzleRecord& r) {
  PS_TRY(k, RecordKind(r));
  json state = k->answer != nullptr ? k->answer(r) : json();
  if (!state.is_object()) return InvalidInput(fmt::format("this {} has no stored answer", r.kind));
  return state;
}

Result<json> CheckGame(const PuzzleRecord& r, const json& state) {
  if (state.is_null()) {
    PS_TRY(start, StartGame(r));
    return CheckGame(r, start);
  }
  if (!state.is_object()) return InvalidInput("the game state must be an object");
  PS_TRY(k, RecordKind(r));
  return k->check(r, state);
}

Result<json> CheckSavedGame(const PuzzleRecord& r, const json& state) {
  Result<json> check = CheckGame(r, state);
  if (check.ok() || check.error().code != ErrorCode::kNoSolution) return check;
  return json{{"solved", false}, {"complete", false}, {"wrong", json::array()}};
}

Result<json> HintGame(const PuzzleRecord& r, const json& state, Budget& budget) {
  if (state.is_null()) {
    PS_TRY(start, StartGame(r));
    return HintGame(r, start, budget);
  }
  if (!state.is_object()) return InvalidInput("the game state must be an object");
  PS_TRY(k, RecordKind(r));
  return k->hint(r, state, budget);
}

std::string ToolVersion() { return "puzzlesmith " PS_TOOL_VERSION; }

json PuzzleJson(const PuzzleRecord& r) {
  return {{"tool", ToolVersion()}, {"kind", r.kind},
          {"title", r.title},      {"level", r.level},
          {"params", r.params},    {"seed", r.seed ? json(*r.seed) : json(nullptr)},
          {"game_id", r.game_id},  {"seed_id", r.seed_id},
          {"doc", r.doc}};
}

json WritesFor(const PuzzleRecord& r) {
  json out = json::array();
  const Kind* k = FindKind(r.kind);
  if (k == nullptr || k->write == nullptr) return out;
  for (std::string_view format : k->writes) {
    if (k->write(r, std::string(format)).ok()) out.push_back(std::string(format));
  }
  return out;
}

json LossesFor(const PuzzleRecord& r) {
  json out = json::object();
  const Kind* k = FindKind(r.kind);
  if (k == nullptr || k->write == nullptr) return out;
  for (std::string_view format : k->writes) {
    Result<Download> d = k->write(r, std::string(format));
    if (d.ok() && !d->losses.empty()) out[std::string(format)] = d->losses;
    // A format that cannot hold this puzzle at all (a barred crossword as .puz) is not offered
    // (WritesFor); the reason is said instead.
    if (!d.ok()) out[std::string(format)] = json::array({d.error().message});
  }
  return out;
}

// A kind's level packs, each with the seeded game ID of its puzzle N: `id` + N, written as the
// library writes the ID of a puzzle made from it (every parameter, defaults too), so the web
// app finds a pack's puzzles in the library by their ID.
// A pack of boards kept as they are lists each board's name and game ID instead.
json PacksJson(const Kind& k) {
  json out = json::array();
  for (const Kind::Pack& p : k.packs) {
    if (p.boards != nullptr) {
      json boards = json::array();
      for (const Kind::PackBoard& b : p.boards()) {
        boards.push_back({{"name", b.name}, {"id", fmt::format("{}/{}", k.name, b.id)}});
      }
      out.push_back({{"label", std::string(p.label)},
                     {"note", std::string(p.note)},
                     {"count", boards.size()},
                     {"boards", std::move(boards)}});
      continue;
    }
    std::string id = fmt::format("{}/{}#0", k.name, p.params);
    if (Result<std::pair<std::string, json>> request = SeedIdRequest(id); request.ok()) {
      PuzzleRecord shape;
      shape.kind = request->first;
      shape.params = request->second;
      shape.params.erase("seed");
      shape.seed = 0;
      if (std::string full = SeedIdOf(shape); !full.empty()) id = full;
    }
    out.push_back({{"label", std::string(p.label)},
                   {"note", std::string(p.note)},
                   {"id", id.substr(0, id.size() - 1)},
                   {"count", p.count}});
  }
  return out;
}

json KindsJson() {
  json out = json::array();
  auto names = [](const std::vector<std::string_view>& list) {
    json a = json::array();
    for (std::string_view s : list) a.push_back(std::string(s));
    return a;
  };
  for (const Kind* k : Kinds()) {
    out.push_back({{"name", std::string(k->name)},
                   {"label", std::string(k->label)},
                   {"aliases", names(k->aliases)},
                   {"player", std::string(k->player)},
                   {"maker", std::string(k->maker)},
                   {"make_label", std::string(k->make_label)},
                   {"makes", k->make != nullptr},
                   {"reads", names(k->reads)},
                   {"writes", names(k->writes)},
                   {"levels", k->levels != nullptr ? k->levels() : json(nullptr)},
                   {"params", ParamsJson(k->params)},
                   {"import_params", ParamsJson(k->import_params)},
                   {"packs", PacksJson(*k)},
                   {"needs_dictionary", k->needs_dictionary},
                   {"example", k->example.is_null() ? json::object() : k->example}});
  }
  return out;
}

bool NeedsDictionary(const std::string& kind) {
  const Kind* k = FindKind(kind);
  return k != nullptr && k->needs_dictionary;
}

json LevelsJson() {
  json out = json::object();
  for (const Kind* k : Kinds()) {
    if (k->levels != nullptr) out[std::string(k->name)] = k->levels();
  }
  out["symmetry"] = {"none", "180", "90", "mirror", "diagonal"};
  out["strategy"] = {"compact", "top-down", "centre-out", "random"};
  return out;
}

}  // namespace ps::app
