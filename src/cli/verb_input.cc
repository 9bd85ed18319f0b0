// What the shared verbs read and write (verbs.h): every puzzle of every input (files, standard
// input, game IDs, a puzzle's text given on the command line), and records written as a format
// of their kind, a game ID, JSON, text or a print, to a file that may not be written (exit 74).
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <set>

#include "app/io.h"
#include "app/puzzles.h"
#include "app/verbs.h"
#include "cli/verbs.h"
#include "crossword/wordlist.h"
#include "kind/common.h"

namespace ps::cli {

using nlohmann::json;

namespace {

// An import parameter's option: "--word-list" for "word_list".
std::string ImportFlag(std::string_view name) {
  std::string flag = "--" + std::string(name);
  std::replace(flag.begin(), flag.end(), '_', '-');
  return flag;
}

// Import parameters longer than this are read from a file (a fill-in board's word list).
constexpr int kFileImport = 1000;

}  // namespace

void AddInputOptions(CLI::App* cmd, InputArgs& in, const VerbContext& context, bool positional) {
  in.kind = context.kind;
  // `fillin solve LAYOUT WORDS`: a spelling whose second argument is an import parameter.
  const std::string second =
      context.spelling != nullptr ? std::string(context.spelling->positional) : "";
  if (!positional) {
    // The command takes its INPUT itself.
  } else if (!second.empty()) {
    in.inputs = {"-"};
    cmd->add_option("INPUT", in.inputs.front(), "The board ('-' for standard input)")->required();
  } else {
    cmd->add_option("INPUT", in.inputs,
                    "Puzzle files of any kind ('-' for standard input; a file may hold many "
                    "puzzles), game IDs, or a puzzle's text (an 81-character Sudoku line, a "
                    "puzz.link URL, a record's JSON); default '-'");
  }
  cmd->add_option("--from", in.from,
                  "The format when it cannot be told from the text (see `puzzlesmith kinds`)")
      ->capture_default_str();
  cmd->add_option("--words", in.words,
                  "Word list a seeded fill-in ID makes from (default: the built-in one)");
  // One option per import parameter of the kinds' tables (a zone file's --stars, a locked
  // file's --key, a Sudoku's --box, ...), checked there; a long text is a file's.
  for (const app::Param* p : app::ImportParams()) {
    const std::string name(p->name);
    std::string help(p->label);
    if (p->type == app::Param::Type::kBool) {
      cmd->add_flag(ImportFlag(p->name), in.flags[name], help);
      continue;
    }
    const bool file = p->type == app::Param::Type::kText && p->hi > kFileImport;
    if (file) {
      in.files.insert(name);
      help += " ('-': standard input)";
    }
    cmd->add_option(ImportFlag(p->name), in.params[name], help)
        ->type_name(p->type == app::Param::Type::kInt ? "N"
                    : file                            ? "FILE"
                                                      : "TEXT");
    if (ImportFlag(p->name) == "--" + second) {
      std::string upper = name == "word_list" ? "WORDS" : name;
      for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      cmd->add_option(upper, in.params[name], help);
    }
  }
  // The old spelling of a Sudoku-X's flag.
  if (in.flags.count("diagonals") != 0) {
    AddRenamedFlag(cmd, "--x", "--diagonals", in.flags["diagonals"]);
  }
}

namespace {

// Whether `text` reads as something other than a file's name: a puzzle given on the command line.
bool LooksLikeText(const std::string& text) {
  if (text.find('\n') != std::string::npos) return true;
  if (!text.empty() && (text[0] == '{' || text[0] == '[')) return true;
  if (text.rfind("http", 0) == 0 || text.rfind("puzz.link", 0) == 0 ||
      text.rfind("pzv.jp", 0) == 0 || text.rfind("pzprv3", 0) == 0) {
    return true;
  }
  // A text some kind knows by its header (a Solo game ID, ...), not an ID of ours (kind/...).
  if (text.find('/') == std::string::npos && app::RecognisedText(text)) return true;
  // A Sudoku line: 16 characters or more of digits, letters up to G and empty marks.
  return text.size() >= 16 && std::all_of(text.begin(), text.end(), [](char c) {
           return std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == '*' || c == '-' ||
                  c == '_' || (c >= 'A' && c <= 'G') || (c >= 'a' && c <= 'g');
         });
}

}  // namespace

void SayNotes(const std::string& name, const std::vector<app::PuzzleRecord>& records) {
  for (const app::PuzzleRecord& r : records) {
    for (const std::string& note : r.notes) {
      std::fprintf(stderr, "puzzlesmith: note: %s: %s\n", name.c_str(), note.c_str());
    }
  }
}

std::vector<InputPuzzles> ReadInputs(const InputArgs& in, Budget& budget, bool clues_only,
                                     bool pieces) {
  json params = json::object();
  for (const auto& [name, value] : in.params) {
    if (value.empty()) continue;
    if (in.files.count(name) == 0) {
      params[name] = value;
      continue;
    }
    Result<std::string> text = app::ReadInput(value);
    if (!text.ok()) return {InputPuzzles{value, text.error()}};
    // A word list's mistakes are its own, named by its file.
    if (name == "word_list") {
      if (Result<std::vector<std::string>> list = crossword::ParseWordList(*text); !list.ok()) {
        return {InputPuzzles{value, list.error().WithFile(value == "-" ? "<stdin>" : value)}};
      }
    }
    params[name] = std::move(*text);
  }
  for (const auto& [name, on] : in.flags) {
    if (on) params[name] = true;
  }
  app::ReadOptions options{.from = in.from,
                           .params = std::move(params),
                           .words = in.words,
                           .allow_excluded = false,
                           .kind = in.kind != nullptr ? std::string(in.kind->name) : "",
                           .clues_only = clues_only};
  std::vector<std::string> inputs = in.inputs.empty() ? std::vector<std::string>{"-"} : in.inputs;
  std::vector<InputPuzzles> out;
  for (const std::string& input : inputs) {
    const bool file = input == "-" || app::PathExists(input);
    InputPuzzles got{input == "-" ? "<stdin>" : input, std::vector<app::PuzzleRecord>{}};
    if (!file) {
      // A game ID, or a puzzle's own text; else the file that is not there.
      if (app::IsGameId(input) || LooksLikeText(input)) {
        if (app::IsGameId(input)) {
          if (Status s = app::CheckGameId(input); !s.ok()) {
            got.records = s.error();
            out.push_back(std::move(got));
            continue;
          }
        }
        got.records = app::ReadPuzzleTexts(input, options, budget);
      } else if (input.find_first_of(":#") != std::string::npos && !app::CheckGameId(input).ok()) {
        got.records = app::CheckGameId(input).error();  // a mistyped ID
      } else {
        got.records = app::ReadInput(input).error();
      }
      out.push_back(std::move(got));
      continue;
    }
    options.file_name = input == "-" ? "" : input;
    if (pieces) {
      Result<std::unique_ptr<app::PuzzleStream>> stream = app::PuzzleStream::Open(input, options);
      if (stream.ok()) {
        got.stream = std::move(*stream);
      } else {
        got.records = stream.error();
      }
      out.push_back(std::move(got));
      continue;
    }
    Result<std::string> text = app::ReadInput(input);
    if (!text.ok()) {
      got.records = text.error();
      out.push_back(std::move(got));
      continue;
    }
    got.records = app::ReadPuzzleTexts(*text, options, budget);
    if (!got.records.ok() && got.records.error().code == ErrorCode::kInvalidInput) {
      got.records = got.records.error().WithFile(got.name);
    }
    out.push_back(std::move(got));
  }
  // What the readers assumed or skipped, one line each (never silently).
  for (const InputPuzzles& each : out) {
    if (each.records.ok()) SayNotes(each.name, *each.records);
  }
  return out;
}

int WriteTo(const std::string& path, const std::string& body) {
  if (Status s = app::WriteOutput(path, body); !s.ok()) {
    ClearProgress();
    std::fprintf(stderr, "puzzlesmith: %s\n", s.error().ToString().c_str());
    if (JsonErrors()) {
      std::printf("%s\n", json{{"error",
                                {{"message", s.error().message},
                                 {"exit", static_cast<int>(kExitWrite)},
                                 {"file", path},
                                 {"line", nullptr},
                                 {"column", nullptr}}}}
                              .dump()
                              .c_str());
    }
    return kExitWrite;
  }
  return kExitOk;
}

namespace {
double Now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
}  // namespace

BulkProgress::BulkProgress(const CommonOptions& common, std::string verb, size_t total)
    : on_(!common.quiet && total > 1 && isatty(STDERR_FILENO) != 0),  // (kUnknown > 1)
      verb_(std::move(verb)),
      total_(total),
      start_(Now()) {}

void BulkProgress::Step(size_t done) {
  if (!on_) return;
  const double now = Now();
  if (now - start_ < 1.0 || now - last_ < 0.1) return;
  last_ = now;
  if (total_ == kUnknown) {
    std::fprintf(stderr, "\r\033[K%s %zu puzzles, %.1f s (Ctrl-C stops)", verb_.c_str(), done,
                 now - start_);
  } else {
    std::fprintf(stderr, "\r\033[K%s %zu/%zu puzzles, %.1f s (Ctrl-C stops)", verb_.c_str(), done,
                 total_, now - start_);
  }
  std::fflush(stderr);
  shown_ = true;
}

void BulkProgress::Done() {
  if (shown_) {
    std::fprintf(stderr, "\r\033[K");
    std::fflush(stderr);
    shown_ = false;
  }
}

std::string StepLine(const json& step) {
  const std::string technique = step.value("technique", ""), text = step.value("text", "");
  auto lower = [](std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  if (!technique.empty() && lower(text).rfind(lower(technique), 0) == 0) return text;
  return technique.empty() ? text : technique + ": " + text;
}

std::string PuzzleLine(const app::PuzzleRecord& record) {
  const app::Kind* kind = app::FindKind(record.kind);
  if (kind != nullptr && !kind->line.empty()) {
    Result<app::Download> d = app::ExportPuzzle(record, std::string(kind->line));
    if (d.ok()) {
      std::string line = d->body;
      while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
      if (line.find('\n') == std::string::npos) return line;
    }
  }
  return record.game_id.empty() ? record.title : record.game_id;
}

namespace {

// The print formats every kind has, beside the formats of its table.
constexpr const char* kPrints[] = {"svg", "pdf", "html"};

bool IsPrint(const std::string& format) {
  return std::find(std::begin(kPrints), std::end(kPrints), format) != std::end(kPrints);
}

// The file name's extension, lower case ("" when none).
std::string Extension(const std::string& path) {
  const size_t slash = path.find_last_of('/'), dot = path.rfind('.');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return "";
  std::string ext = path.substr(dot + 1);
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext;
}

}  // namespace

std::string FormatForOut(const app::Kind& kind, const std::string& out) {
  const std::string ext = Extension(out);
  if (out == "-" || ext.empty()) return "";
  if (IsPrint(ext)) return ext;
  for (const auto* list : {&kind.writes, &kind.also_writes}) {
    for (std::string_view f : *list) {
      if (f == ext) return std::string(f);
    }
  }
  // The extension a format's files get (.txt for Across Lite text, a Sudoku line, a zone file).
  for (std::string_view f : kind.writes) {
    const std::string name(f);
    if ((ext == "txt" && (name == "acrosslite" || name == "line" || name == "zones")) ||
        (ext == "pzpr" && name == "pzprv3") || (ext == "pzprv" && name == "pzprv3") ||
        (ext == "url" && name == "url")) {
      return name;
    }
  }
  return "";
}

void AddOutputOptions(CLI::App* cmd, OutputArgs& o, const std::string& default_to,
                      const app::Kind* kind, bool with_title) {
  cmd->add_option(
      "--to", o.to,
      "What to write: id (the game ID), seed-id (the ID that makes it again from its "
      "seed), text (for a terminal), a format of its kind (see `puzzlesmith kinds`), "
      "or a print: svg, pdf or html (default: " +
          (default_to.empty() ? std::string("from OUT's extension, else id") : default_to) + ")");
  cmd->add_option("-o,--out", o.out, "Output file ('-': standard output)")->capture_default_str();
  // More files at once, each in the format its option names.
  std::set<std::string> formats(std::begin(kPrints), std::end(kPrints));
  for (const app::Kind* k : app::Kinds()) {
    if (kind != nullptr && k != kind) continue;
    for (std::string_view f : k->writes) formats.insert(std::string(f));
    for (std::string_view f : k->also_writes) formats.insert(std::string(f));
  }
  for (const std::string& f : formats) {
    // (--json is the record; an option the command has already, such as --grid, stays its own.)
    if (f == "json" || cmd->get_option_no_throw("--" + f) != nullptr) continue;
    cmd->add_option_function<std::string>(
           "--" + f,
           [&o, f](const std::string& path) {
             o.files.push_back({f, path});
           },
           fmt::format("Also write it as {} to FILE", f))
        ->type_name("FILE")
        ->group(IsPrint(f) ? "Options" : "Files");
  }
  if (with_title) cmd->add_option("--title", o.title, "Its title (in files and prints)");
  cmd->add_option("--author", o.author, "Its author, where the format keeps one (crosswords)");
  cmd->add_option("--copyright", o.copyright,
                  "Its copyright line, where the format keeps one (crosswords)");
  cmd->add_flag("--no-answers{false}", o.answers,
                "Prints (svg, pdf, html) without their answer pages (with them by default)");
  cmd->add_flag("--answers", o.answers, "Prints with their answer pages (the default)")->group("");
  cmd->add_option("--blocks", o.blocks,
                  "How a crossword's blocks print: auto (black in a dense grid), black or none")
      ->check(CLI::IsMember({"auto", "black", "none"}))
      ->capture_default_str();
  cmd->add_option("--per-page", o.per_page,
                  "Puzzles a page in a print, where the kind lays out several (Sudoku: 1, 2, 4 "
                  "or 6)")
      ->check(CLI::IsMember({1, 2, 4, 6}));
  AddPaperOption(cmd, o.paper);
}

namespace {

// The title, author and copyright asked for, on the record (author and copyright where its
// document keeps them).
void SetMeta(app::PuzzleRecord& r, const OutputArgs& o) {
  if (!o.title.empty()) r.title = o.title;
  if (!o.author.empty() && r.doc.contains("author")) r.doc["author"] = o.author;
  if (!o.copyright.empty() && r.doc.contains("copyright")) r.doc["copyright"] = o.copyright;
}

}  // namespace

namespace {
// A line on stderr, once a run: what a format cannot keep, said once for a file or a batch (whose
// workers write their puzzles at once), not for each puzzle.
void SayOnce(const std::string& line) {
  static std::mutex mu;
  static std::set<std::string> said;
  std::lock_guard<std::mutex> lock(mu);
  if (said.insert(line).second) std::fprintf(stderr, "puzzlesmith: %s\n", line.c_str());
}
}  // namespace

Result<std::string> RecordsText(const std::vector<app::PuzzleRecord>& records,
                                const std::string& to, const OutputArgs& o) {
  if (IsPrint(to)) {
    kind::PrintRequest request;
    request.answers = o.answers;
    request.paper = o.paper;
    request.per_page = o.per_page;
    request.title = o.title;
    request.blocks = o.blocks;
    PS_TRY(d, app::PrintPuzzles(records, to, request));
    return std::move(d.body);
  }
  std::string body;
  for (const app::PuzzleRecord& r : records) {
    if (to == "text") {
      const app::Kind* k = app::FindKind(r.kind);
      if (k == nullptr || k->text == nullptr) {
        return InvalidInput(fmt::format("a {} has no text form", r.kind));
      }
      body += k->text(r);
    } else {
      // A game ID, a seeded ID or a file of the kind's formats, as the API writes it.
      PS_TRY(d, app::WritePuzzle(r, to));
      // What the format cannot keep is said, not dropped silently.
      for (const std::string& loss : d.losses) SayOnce(loss);
      body += d.body;
      if (to == "id" || to == "seed-id") body += "\n";
    }
  }
  return body;
}

namespace {

// The names --to takes beside a kind's formats.
constexpr const char* kOwnTo[] = {"id", "seed-id", "text"};

// What `to` names for `kind`: a format it writes, one of kOwnTo or a print, or an extension
// (--to txt: Across Lite text for a crossword); "" for none.
std::string Resolve(const app::Kind& kind, const std::string& to) {
  if (IsPrint(to) || std::find(std::begin(kOwnTo), std::end(kOwnTo), to) != std::end(kOwnTo) ||
      std::find(kind.writes.begin(), kind.writes.end(), to) != kind.writes.end() ||
      std::find(kind.also_writes.begin(), kind.also_writes.end(), to) != kind.also_writes.end()) {
    return to;
  }
  return FormatForOut(kind, "out." + to);
}

std::string Choices(const app::Kind& kind) {
  std::vector<std::string_view> names(kind.writes.begin(), kind.writes.end());
  for (const char* s : kOwnTo) names.push_back(s);
  for (const char* s : kPrints) names.push_back(s);
  return kind::OneOf(names);
}

}  // namespace

int EmitRecords(std::vector<app::PuzzleRecord> records, const OutputArgs& o,
                const std::string& default_to) {
  if (records.empty()) return kExitOk;
  for (app::PuzzleRecord& r : records) SetMeta(r, o);
  const app::Kind* kind = app::FindKind(records.front().kind);
  if (kind == nullptr) return Fail(InvalidInput("unknown kind " + records.front().kind));
  std::string to = o.to;
  if (!to.empty()) {
    const std::string named = Resolve(*kind, to);
    if (named.empty()) {
      return Fail(InvalidInput(
          fmt::format("--to {}: no such format for a {}: use {}", to, kind->name, Choices(*kind))));
    }
    to = named;
  } else if (!o.common.json && !Extension(o.out).empty()) {
    to = FormatForOut(*kind, o.out);
    if (to.empty()) {
      return Fail(InvalidInput(
          fmt::format("cannot tell the format of '{}' from its extension: name it with --to ({})",
                      o.out, Choices(*kind))));
    }
  }
  if (to.empty()) to = default_to.empty() ? "id" : default_to;
  // Every text first: a format that cannot hold the puzzle writes no file at all.
  std::vector<std::pair<std::string, std::string>> writes;
  for (const auto& [format, path] : o.files) {
    Result<std::string> file = RecordsText(records, Resolve(*kind, format), o);
    if (!file.ok()) return Fail(file.error());
    writes.push_back({path, std::move(*file)});
  }
  std::string body;
  if (o.common.json) {
    for (const app::PuzzleRecord& r : records) {
      body += records.size() == 1
                  ? app::PuzzleJson(r).dump(2) + "\n"
                  : app::PuzzleJson(r).dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
    }
  } else {
    Result<std::string> made = RecordsText(records, to, o);
    if (!made.ok()) return Fail(made.error());
    body = std::move(*made);
  }
  for (const auto& [path, text] : writes) {
    if (int rc = WriteTo(path, text); rc != kExitOk) return rc;
  }
  return WriteTo(o.out, body);
}

}  // namespace ps::cli
