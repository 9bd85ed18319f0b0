// The verbs every kind shares, built from the registry of kinds (app/registry.h), so that a new
// kind gets them without a line here: `make KIND` with the kind's parameter table as its options
// (the API and the web app's forms read the same table, so defaults cannot differ), and
// `convert`, `print` and `levels`, which take a puzzle file of any kind or a game ID.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>

#include "app/io.h"
#include "app/puzzles.h"
#include "app/registry.h"
#include "app/verbs.h"
#include "cli/batch.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "core/outcome.h"
#include "kind/common.h"

namespace ps::cli {
namespace {

using nlohmann::json;

// Parameters of `make` longer than this are read from a file (a word list, a grid pattern).
constexpr int kFileParam = 1000;

// A parameter's option: "--min-score" for "min_score".
std::string Flag(std::string_view name) {
  std::string flag = "--" + std::string(name);
  std::replace(flag.begin(), flag.end(), '_', '-');
  return flag;
}

struct Output {
  std::string to;  // a format the kind writes, "id" or "seed-id"
  std::string out = "-";
  CommonOptions common;
};

void AddOutputOptions(CLI::App* cmd, Output& o, const std::string& default_to) {
  o.to = default_to;
  cmd->add_option("--to", o.to,
                  "What to write: id (the game ID), seed-id (the ID that makes it again from its "
                  "seed), or a format of its kind (see `puzzlesmith kinds`)")
      ->capture_default_str();
  cmd->add_option("-o,--out", o.out, "Output file ('-': standard output)")->capture_default_str();
}

// A dictionary for kinds that make from one (the same list the web app uses by default).
struct WordsArgs {
  std::string path;
  bool allow_excluded = false;
};

// Writes the record as asked; with --json, its JSON (the same the API gives) instead.
int Emit(const app::PuzzleRecord& r, const Output& o) {
  std::string body;
  if (o.common.json) {
    body = app::PuzzleJson(r).dump(2) + "\n";
  } else if (o.to == "id") {
    if (r.game_id.empty()) return Fail(InvalidInput(fmt::format("a {} has no game ID", r.kind)));
    body = r.game_id + "\n";
  } else if (o.to == "seed-id") {
    if (r.seed_id.empty()) {
      return Fail(InvalidInput(
          "this puzzle has no seeded ID (only puzzles made from parameters and a seed have one); "
          "use --to id"));
    }
    body = r.seed_id + "\n";
  } else {
    Result<app::Download> d = app::ExportPuzzle(r, o.to);
    if (!d.ok()) return Fail(d.error());
    // What the format cannot keep is said, not dropped silently.
    for (const std::string& loss : d->losses)
      std::fprintf(stderr, "puzzlesmith: %s\n", loss.c_str());
    body = std::move(d->body);
  }
  if (Status s = app::WriteOutput(o.out, body); !s.ok()) return Fail(s.error());
  return kExitOk;
}

struct InputArgs {
  std::string input = "-";
  std::string from = "auto";
  // The readers' import parameters (app::ImportParams()), by name: the text of an option, or
  // "1" for a flag, when given.
  std::map<std::string, std::string> params;
  std::map<std::string, bool> flags;
  WordsArgs words;
};

void AddInputOptions(CLI::App* cmd, InputArgs& in) {
  cmd->add_option("INPUT", in.input,
                  "A puzzle file of any kind ('-' for standard input) or a game ID")
      ->capture_default_str();
  cmd->add_option("--from", in.from,
                  "The file's format when it cannot be told from its text (see `puzzlesmith "
                  "kinds`)")
      ->capture_default_str();
  cmd->add_option("--words", in.words.path,
                  "Word list for a seeded fill-in ID (default: the system's)");
  // One option per import parameter of the kinds' tables (a zone file's --stars, a locked
  // file's --key, ...), checked there.
  for (const app::Param* p : app::ImportParams()) {
    const std::string name(p->name);
    if (p->type == app::Param::Type::kBool) {
      cmd->add_flag(Flag(p->name), in.flags[name], std::string(p->label));
    } else {
      cmd->add_option(Flag(p->name), in.params[name], std::string(p->label))
          ->type_name(p->type == app::Param::Type::kInt ? "N" : "TEXT");
    }
  }
}

// The puzzle of a game ID, or of a file (whose text may itself be a game ID).
Result<app::PuzzleRecord> ReadRecord(const InputArgs& in, Budget& budget) {
  json params = json::object();
  for (const auto& [name, value] : in.params) {
    if (!value.empty()) params[name] = value;
  }
  for (const auto& [name, on] : in.flags) {
    if (on) params[name] = true;
  }
  const app::ReadOptions options{.from = in.from,
                                 .params = std::move(params),
                                 .words = in.words.path,
                                 .allow_excluded = in.words.allow_excluded};
  const bool file = in.input == "-" || app::PathExists(in.input);
  if (!file && in.input.find_first_of(":#") != std::string::npos) {
    if (Status s = app::CheckGameId(in.input); !s.ok()) return s.error();  // a mistyped ID
    return app::ReadPuzzleText(in.input, options, budget);
  }
  Result<std::string> text = app::ReadInput(in.input);
  if (!text.ok()) return text.error();
  const std::string name = in.input == "-" ? "<stdin>" : in.input;
  Result<app::PuzzleRecord> r = app::ReadPuzzleText(*text, options, budget);
  if (!r.ok() && r.error().code == ErrorCode::kInvalidInput) return r.error().WithFile(name);
  // What the reader assumed or skipped, one line each (never silently).
  if (r.ok()) {
    for (const std::string& note : r->notes) {
      std::fprintf(stderr, "puzzlesmith: note: %s: %s\n", name.c_str(), note.c_str());
    }
  }
  return r;
}

// `make KIND`: one option per parameter of the kind's table.
void AddMake(CLI::App* make, int& exit_code) {
  make->require_subcommand(1);
  for (const app::Kind* kind : app::Kinds()) {
    if (kind->make == nullptr) continue;
    CLI::App* cmd = make->add_subcommand(std::string(kind->name),
                                         fmt::format("Make a {}", std::string(kind->label)));
    for (std::string_view alias : kind->aliases) cmd->alias(std::string(alias));
    auto values = std::make_shared<std::map<std::string, std::string>>();
    auto flags = std::make_shared<std::map<std::string, bool>>();
    for (const app::Param& p : kind->params) {
      const std::string name(p.name), flag = Flag(p.name);
      std::string help(p.label);
      switch (p.type) {
        case app::Param::Type::kBool:
          cmd->add_flag(flag, (*flags)[name], help);
          continue;
        case app::Param::Type::kInt:
          help += p.choices.empty() ? fmt::format(", {} to {}", p.lo, p.hi)
                                    : fmt::format(": {}", fmt::join(p.choices, ", "));
          help += fmt::format(" (default {})", p.def.dump());
          break;
        case app::Param::Type::kChoice:
          help += fmt::format(": {} (default {})", fmt::join(p.choices, ", "),
                              p.def.get<std::string>());
          break;
        case app::Param::Type::kLevel:
          help += ": any or a level of `puzzlesmith levels` (default any)";
          break;
        case app::Param::Type::kText:
          if (p.hi > kFileParam) help += " (a file; '-' for standard input)";
          break;
        case app::Param::Type::kSeed:
          help = "Random seed; the same seed gives the same puzzle (default: from the clock)";
          break;
      }
      const bool file = p.type == app::Param::Type::kText && p.hi > kFileParam;
      cmd->add_option(flag, (*values)[name], help)
          ->type_name(p.type == app::Param::Type::kInt    ? "N"
                      : p.type == app::Param::Type::kSeed ? "SEED"
                      : file                              ? "FILE"
                                                          : "TEXT");
    }
    auto out = std::make_shared<Output>();
    auto words = std::make_shared<WordsArgs>();
    auto batch = std::make_shared<BatchOptions>();
    AddOutputOptions(cmd, *out, "id");
    AddCommonOptions(cmd, out->common, false);
    AddBatchOptions(cmd, *batch);
    if (kind->needs_dictionary) {
      cmd->add_option("--words", words->path,
                      "Word list, one word a line or entry;score (default: the built-in list of "
                      "common English words)");
      cmd->add_flag("--allow-excluded,--allow-offensive", words->allow_excluded,
                    "Let the words of the exclusion list (slurs, vulgarities, non-words) into the "
                    "puzzle");
    }
    cmd->callback([kind, cmd, values, flags, out, words, batch, &exit_code] {
      json params = json::object();
      for (const app::Param& p : kind->params) {
        const std::string name(p.name);
        if (cmd->count(Flag(p.name)) == 0) continue;
        if (p.type == app::Param::Type::kBool) {
          params[name] = (*flags)[name];
        } else if (p.type == app::Param::Type::kText && p.hi > kFileParam) {
          Result<std::string> text = app::ReadInput((*values)[name]);
          if (!text.ok()) {
            exit_code = Fail(text.error());
            return;
          }
          params[name] = std::move(*text);
        } else {
          params[name] = (*values)[name];
        }
      }
      // A seed from the clock, said (as every command does) so that the puzzle can be made again.
      for (const app::Param& p : kind->params) {
        if (p.type == app::Param::Type::kSeed && !params.contains(std::string(p.name))) {
          params[std::string(p.name)] = ResolveSeed(out->common);
        }
      }
      if (Status s = app::CheckMakeRequest(std::string(kind->name), params); !s.ok()) {
        exit_code = Fail(s.error());
        return;
      }
      std::optional<crossword::Dictionary> dict;
      Budget budget = MakeBudget(out->common, 60);
      app::MakeContext ctx{budget, TerminalProgress(out->common), nullptr};
      if (kind->needs_dictionary) {
        Result<crossword::Dictionary> d = app::LoadDictionary(words->path, words->allow_excluded);
        if (!d.ok()) {
          exit_code = Fail(d.error());
          return;
        }
        if (words->allow_excluded) {
          std::fprintf(stderr, "puzzlesmith: %s\n", app::ExclusionLiftedNotice().c_str());
        }
        dict = std::move(*d);
        ctx.dictionary = &*dict;
      }
      if (batch->count_given) {  // a batch: one JSON record a line (cli/batch.h)
        exit_code = RunMakeBatch(*kind, params, *batch, out->common, ctx.dictionary, out->out);
        return;
      }
      Result<app::PuzzleRecord> r = app::MakePuzzle(std::string(kind->name), params, ctx);
      ClearProgress();
      if (!r.ok()) {
        exit_code = Fail(r.error());
        return;
      }
      exit_code = Emit(*r, *out);
    });
  }
}

void AddConvert(CLI::App* cmd, int& exit_code) {
  auto in = std::make_shared<InputArgs>();
  auto out = std::make_shared<Output>();
  AddInputOptions(cmd, *in);
  AddOutputOptions(cmd, *out, "id");
  AddCommonOptions(cmd, out->common, false);
  cmd->callback([in, out, &exit_code] {
    Budget budget = MakeBudget(out->common, 60);
    Result<app::PuzzleRecord> r = ReadRecord(*in, budget);
    if (!r.ok()) {
      exit_code = Fail(r.error());
      return;
    }
    exit_code = Emit(*r, *out);
  });
}

void AddPrint(CLI::App* cmd, int& exit_code) {
  struct Args {
    InputArgs in;
    std::string svg, pdf;
    bool answers = false, board = false;
    render::Paper paper;
    CommonOptions common;
  };
  auto a = std::make_shared<Args>();
  AddInputOptions(cmd, a->in);
  cmd->add_option("--svg", a->svg, "SVG file");
  cmd->add_option("--pdf", a->pdf, "PDF file (pages of the --paper size)");
  cmd->add_flag("--answers", a->answers,
                "Add the answer page (with --board: the answers in the squares)");
  AddPaperOption(cmd, a->paper);
  cmd->add_flag("--board", a->board,
                "The board alone, one page its own size, as the web app shows it (no title, "
                "rules or clue lists)");
  AddCommonOptions(cmd, a->common, false);
  cmd->callback([a, &exit_code] {
    if (a->svg.empty() && a->pdf.empty()) {
      exit_code = Fail(InvalidInput("say where to print: --svg FILE or --pdf FILE"));
      return;
    }
    Budget budget = MakeBudget(a->common, 60);
    Result<app::PuzzleRecord> r = ReadRecord(a->in, budget);
    if (!r.ok()) {
      exit_code = Fail(r.error());
      return;
    }
    for (auto [path, format] : {std::pair{&a->svg, "svg"}, std::pair{&a->pdf, "pdf"}}) {
      if (path->empty()) continue;
      Result<app::Download> d = a->board ? app::PrintBoard(*r, format, a->answers)
                                         : app::PrintPuzzle(*r, format, a->answers, a->paper);
      if (!d.ok()) {
        exit_code = Fail(d.error());
        return;
      }
      if (Status s = app::WriteOutput(*path, d->body); !s.ok()) {
        exit_code = Fail(s.error());
        return;
      }
    }
    // What was written, as `sudoku print` and `starbattle print` say it (not after a drawing on
    // standard output).
    if (a->common.json && a->svg != "-" && a->pdf != "-") {
      nlohmann::json written = nlohmann::json::array();
      for (const std::string* path : {&a->svg, &a->pdf}) {
        if (!path->empty() && *path != "-") written.push_back(*path);
      }
      std::printf("%s\n", nlohmann::json{{"written", written}}.dump().c_str());
    }
    exit_code = kExitOk;
  });
}

void AddKinds(CLI::App* cmd, int& exit_code) {
  auto common = std::make_shared<CommonOptions>();
  AddCommonOptions(cmd, *common, false);
  cmd->callback([common, &exit_code] {
    if (common->json) {
      std::fputs((app::KindsJson().dump(2) + "\n").c_str(), stdout);
      exit_code = kExitOk;
      return;
    }
    std::string text;
    for (const app::Kind* k : app::Kinds()) {
      text += fmt::format("{} ({})\n", k->name, k->label);
      if (k->make != nullptr) {
        std::vector<std::string> opts;
        for (const app::Param& p : k->params) opts.push_back(Flag(p.name));
        text += fmt::format("  make:   puzzlesmith make {} [{}]\n", k->name, fmt::join(opts, " "));
      }
      if (!k->reads.empty()) text += fmt::format("  reads:  {}\n", fmt::join(k->reads, ", "));
      if (!k->writes.empty()) text += fmt::format("  writes: {}\n", fmt::join(k->writes, ", "));
      if (k->levels != nullptr) {
        std::vector<std::string> names;
        for (const json& l : k->levels()) names.push_back(l["name"].get<std::string>());
        text += fmt::format("  levels: {}\n", fmt::join(names, ", "));
      }
    }
    std::fputs(text.c_str(), stdout);
    exit_code = kExitOk;
  });
}

// Writes `body` to standard output; `code` when it is written, else the failure's.
int Print(const std::string& body, int code = kExitOk) {
  if (Status s = app::WriteOutput("-", body); !s.ok()) return Fail(s.error());
  return code;
}

void AddSolve(CLI::App* cmd, int& exit_code) {
  struct Args {
    InputArgs in;
    int64_t limit = 2;
    CommonOptions common;
  };
  auto a = std::make_shared<Args>();
  AddInputOptions(cmd, a->in);
  cmd->add_option("--max-solutions", a->limit,
                  "Count solutions up to this many (2 tells unique from several; 1 finds one)")
      ->type_name("N")
      ->check(CLI::Range(int64_t{1}, int64_t{1000000}))
      ->capture_default_str();
  AddRenamedOption(cmd, "--limit", "--max-solutions", a->limit)
      ->check(CLI::Range(int64_t{1}, int64_t{1000000}));
  AddCommonOptions(cmd, a->common, false);
  cmd->callback([a, &exit_code] {
    Budget budget = MakeBudget(a->common, 60);
    Result<app::PuzzleRecord> r = ReadRecord(a->in, budget);
    if (!r.ok()) {
      exit_code = Fail(r.error());
      return;
    }
    Result<app::SolveAnswer> solved = app::SolveJson(*r, a->limit, budget);
    if (!solved.ok()) {
      exit_code = Fail(solved.error());
      return;
    }
    std::string body;
    if (a->common.json) {
      body = solved->json.dump(2) + "\n";
    } else {
      body = solved->json["outcome"].get<std::string>() + "\n";
      if (!solved->json["state"].is_null()) body += solved->json["state"].dump() + "\n";
    }
    exit_code = Print(body, solved->outcome == Outcome::kBudget ? kExitBudget
                            : Answered(solved->outcome)         ? kExitOk
                                                                : kExitNoSolution);
  });
}

void AddGrade(CLI::App* cmd, int& exit_code) {
  auto in = std::make_shared<InputArgs>();
  auto common = std::make_shared<CommonOptions>();
  AddInputOptions(cmd, *in);
  AddCommonOptions(cmd, *common, false);
  cmd->callback([in, common, &exit_code] {
    Budget budget = MakeBudget(*common, 60);
    Result<app::PuzzleRecord> r = ReadRecord(*in, budget);
    if (!r.ok()) {
      exit_code = Fail(r.error());
      return;
    }
    Result<json> grade = app::GradeJson(*r);
    if (!grade.ok()) {
      exit_code = Fail(grade.error());
      return;
    }
    exit_code = Print(common->json ? grade->dump(2) + "\n" : r->level + "\n");
  });
}

int PrintHint(const json& hint, bool as_json) {
  return Print(as_json
                   ? hint.dump(2) + "\n"
                   : fmt::format("{}: {}\n", hint.value("technique", ""), hint.value("text", "")));
}

void AddHint(CLI::App* cmd, int& exit_code) {
  struct Args {
    InputArgs in;
    std::string state;
    CommonOptions common;
  };
  auto a = std::make_shared<Args>();
  AddInputOptions(cmd, a->in);
  cmd->add_option("--state", a->state,
                  "The game so far: a JSON file or text, as the web app keeps it "
                  "({\"values\": ...} for Sudoku, {\"marks\": [...]} for Star Battle, "
                  "{\"letters\": [...]} for crosswords); see docs/api.md. Default: the start "
                  "of the game, nothing entered but the givens");
  AddCommonOptions(cmd, a->common, false);
  cmd->callback([a, &exit_code] {
    Budget budget = MakeBudget(a->common, 60);
    Result<app::PuzzleRecord> r = ReadRecord(a->in, budget);
    if (!r.ok()) {
      exit_code = Fail(r.error());
      return;
    }
    json state;  // null: the start of the game
    if (!a->state.empty()) {
      std::string text = a->state;
      if (app::PathExists(a->state) || a->state == "-") {
        Result<std::string> got = app::ReadInput(a->state);
        if (!got.ok()) {
          exit_code = Fail(got.error());
          return;
        }
        text = std::move(*got);
      }
      Result<json> parsed = app::ParseState(text);
      if (!parsed.ok()) {
        exit_code = Fail(parsed.error());
        return;
      }
      state = std::move(*parsed);
    }
    Result<json> hint = app::HintGame(*r, state, budget);
    if (!hint.ok()) {
      exit_code = Fail(hint.error());
      return;
    }
    exit_code = PrintHint(*hint, a->common.json);
  });
}

void AddLevels(CLI::App* cmd, int& exit_code) {
  auto name = std::make_shared<std::string>();
  auto common = std::make_shared<CommonOptions>();
  cmd->add_option("KIND", *name, "A kind (see `puzzlesmith kinds`)")->required();
  AddCommonOptions(cmd, *common, false);
  cmd->callback([name, common, &exit_code] {
    const app::Kind* kind = app::FindKind(*name);
    if (kind == nullptr) {
      std::vector<std::string_view> names;
      for (const app::Kind* k : app::Kinds()) names.push_back(k->name);
      exit_code =
          Fail(InvalidInput(fmt::format("unknown kind '{}': use {}", *name, kind::OneOf(names))));
      return;
    }
    if (kind->levels == nullptr) {
      exit_code = Fail(InvalidInput(fmt::format("{} has no levels", kind->name)));
      return;
    }
    const json levels = kind->levels();
    std::string body;
    if (common->json) {
      body = levels.dump(2) + "\n";
    } else {
      for (const json& l : levels) {
        body += l.value("name", "");
        if (l.contains("techniques")) {
          const json& t = l["techniques"];
          body += ": " + (t.is_string() ? t.get<std::string>() : t.dump());
        }
        if (l.contains("note")) body += " (" + l["note"].get<std::string>() + ")";
        body += "\n";
      }
    }
    exit_code = Print(body);
  });
}

}  // namespace

void AddKindCommands(CLI::App& app, int& exit_code, std::string_view wanted) {
  // Each verb's options are built only when it is the command asked for (the others need no more
  // than their line in --help): building every kind's make options took half a millisecond of
  // every start.
  struct Verb {
    const char* name;
    const char* about;
    void (*add)(CLI::App*, int&);
  };
  static const Verb kVerbs[] = {
      {"make", "Make one puzzle of a kind, with the options the web app's Make form has", AddMake},
      {"convert",
       "Read a puzzle of any kind (a file or a game ID) and write it in another format or as its "
       "game ID",
       AddConvert},
      {"print", "Print a puzzle of any kind (a file or a game ID) to SVG or PDF", AddPrint},
      {"solve",
       "Solve a puzzle of any kind (a file or a game ID) from its clues alone, counting its "
       "solutions: prints unique, multiple, none or budget_exhausted, then the first solution as "
       "a game state (the JSON the web app keeps)",
       AddSolve},
      {"grade",
       "The level of a puzzle of any kind (a file or a game ID), as its kind grades it: Sudoku "
       "and Star Battle by the techniques a person needs",
       AddGrade},
      {"hint",
       "The next step for a game of any kind (a file or a game ID), from a game state (without "
       "one, from the start): the technique, what it does and the cells",
       AddHint},
      {"levels", "The levels of a kind, easiest first, with the techniques each one needs",
       AddLevels},
      {"kinds", "List the kinds of puzzle: what each makes, reads and writes, and its levels",
       AddKinds},
  };
  for (const Verb& v : kVerbs) {
    CLI::App* cmd = app.add_subcommand(v.name, v.about);
    if (wanted == v.name || wanted == "*") v.add(cmd, exit_code);
  }
}

}  // namespace ps::cli
