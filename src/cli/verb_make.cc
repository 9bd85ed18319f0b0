// `make KIND` (verbs.h): one option per parameter of the kind's table (the API and the web app's
// forms read the same table, so defaults cannot differ), a batch with --count (cli/batch.h), and
// the record written as --to asks. A kind's spelling (`sudoku generate`, `crossword layout
// WORDS`) is this command with the kind fixed, its first argument a parameter when it says so.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <memory>
#include <optional>

#include "app/io.h"
#include "app/verbs.h"
#include "cli/batch.h"
#include "cli/verbs.h"
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

bool HasParam(const app::Kind& kind, std::string_view name) {
  return std::any_of(kind.params.begin(), kind.params.end(),
                     [&](const app::Param& p) { return p.name == name; });
}

// The help line of a parameter's option.
std::string ParamHelp(const app::Param& p) {
  std::string help(p.label);
  switch (p.type) {
    case app::Param::Type::kBool:
      break;
    case app::Param::Type::kInt:
      help += p.choices.empty() ? fmt::format(", {} to {}", p.lo, p.hi)
                                : fmt::format(": {}", fmt::join(p.choices, ", "));
      help += fmt::format(" (default {})", p.def.dump());
      break;
    case app::Param::Type::kChoice:
      help +=
          fmt::format(": {} (default {})", fmt::join(p.choices, ", "), p.def.get<std::string>());
      break;
    case app::Param::Type::kLevel:
      help += ": any or a level of `puzzlesmith levels` (default any)";
      break;
    case app::Param::Type::kText:
      if (p.hi > kFileParam) help += " (a file; '-' for standard input)";
      break;
    case app::Param::Type::kSeed:
      help = "Random seed from 0 up; the same seed gives the same puzzle (default: from the clock)";
      break;
  }
  return help;
}

// A whole number as the option `flag` gives it; "NxN" (a square board's size, as every command
// writes sizes) is N, and another WxH is refused with the forms it takes.
Result<std::string> IntText(const std::string& text, const std::string& flag) {
  const size_t x = text.find_first_of("xX");
  if (x == std::string::npos) return text;
  Result<std::pair<int, int>> size = ParseSize(text, 1, 100000, flag);
  if (!size.ok()) return size.error();
  if (size->first != size->second) {
    return InvalidInput(fmt::format("{} '{}': this board is square: give N or NxN", flag, text));
  }
  return std::to_string(size->first);
}

// A level's note for people (one the web form does not offer, and why), said before the work
// starts; not for a level that is never made, whose refusal says why.
void SayLevelNote(const app::Kind& kind, const json& params, const CommonOptions& common) {
  if (common.quiet || kind.levels == nullptr || !params.contains("level")) return;
  for (const json& l : kind.levels()) {
    if (l.value("name", "") == params["level"] && l.contains("note") && l.value("generate", true)) {
      std::fprintf(stderr, "puzzlesmith: note: %s\n", l["note"].get<std::string>().c_str());
    }
  }
}

struct MakeArgs {
  std::map<std::string, std::string> values;
  std::map<std::string, bool> flags;
  std::map<std::string, std::vector<CLI::Option*>> options;  // the options that set a parameter
  std::string size;                                          // --size WxH for width and height
  std::vector<std::string> words;
  bool allow_excluded = false;
  bool grid = false;  // --grid: --to grid
  OutputArgs out;
  BatchOptions batch;
};

void BuildMake(CLI::App* cmd, const app::Kind* kind, int& exit_code,
               const app::Kind::Spelling* spelling) {
  auto a = std::make_shared<MakeArgs>();
  const std::string positional = spelling != nullptr ? std::string(spelling->positional) : "";
  const std::string default_to = spelling != nullptr ? std::string(spelling->as) : "";
  for (const app::Param& p : kind->params) {
    const std::string name(p.name), flag = Flag(p.name);
    if (p.type == app::Param::Type::kBool) {
      a->options[name].push_back(cmd->add_flag(flag, a->flags[name], ParamHelp(p)));
      continue;
    }
    const bool file = p.type == app::Param::Type::kText && p.hi > kFileParam;
    a->options[name].push_back(cmd->add_option(flag, a->values[name], ParamHelp(p))
                                   ->type_name(p.type == app::Param::Type::kInt    ? "N"
                                               : p.type == app::Param::Type::kSeed ? "SEED"
                                               : file                              ? "FILE"
                                                                                   : "TEXT"));
    if (name == positional) {
      std::string upper = name;
      for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      a->options[name].push_back(
          cmd->add_option(upper, a->values[name], ParamHelp(p))->type_name(file ? "FILE" : "TEXT"));
    }
  }
  // A board's size as every command writes it (N or WxH), for kinds made by width and height.
  if (HasParam(*kind, "width") && HasParam(*kind, "height") && !HasParam(*kind, "size")) {
    cmd->add_option("--size", a->size, "Width and height at once: N or WxH")->type_name("N|WxH");
  }
  // Old spellings of the kind commands, kept for scripts.
  if (HasParam(*kind, "diagonals"))
    AddRenamedFlag(cmd, "--x", "--diagonals", a->flags["diagonals"]);
  if (std::find(kind->writes.begin(), kind->writes.end(), "grid") != kind->writes.end()) {
    AddRenamedFlag(cmd, "--grid", "--to grid", a->grid);
  }
  // (A kind that makes puzzles of another, the grid filler's fill-ins, writes theirs.)
  const app::Kind* made =
      kind->makes_kind.empty() ? kind : app::FindKind(std::string(kind->makes_kind));
  AddOutputOptions(cmd, a->out, default_to, made, !HasParam(*kind, "title"));
  // `crossword layout --save FILE`: the project, now one of the files (--pzproj FILE).
  if (std::find(kind->also_writes.begin(), kind->also_writes.end(), "pzproj") !=
      kind->also_writes.end()) {
    cmd->add_option_function<std::string>(
           "--save",
           [a](const std::string& path) {
             std::fprintf(stderr, "puzzlesmith: note: --save is now --pzproj\n");
             a->out.files.push_back({"pzproj", path});
           },
           "Old name of --pzproj")
        ->group("");
  }
  AddCommonOptions(cmd, a->out.common, false);
  AddBatchOptions(cmd, a->batch);
  if (kind->needs_dictionary) {
    cmd->add_option("--words", a->words,
                    "Word list, one word a line or entry;score (default: the built-in list of "
                    "common English words); give it again for more lists, a later list's score "
                    "replacing an earlier one's");
    cmd->add_flag("--allow-excluded,--allow-offensive", a->allow_excluded,
                  "Let the words of the exclusion list (slurs, vulgarities, non-words) into the "
                  "puzzle");
  }
  cmd->callback([kind, a, default_to, &exit_code] {
    json params = json::object();
    for (const app::Param& p : kind->params) {
      const std::string name(p.name);
      const auto& opts = a->options[name];
      if (std::none_of(opts.begin(), opts.end(), [](CLI::Option* o) { return o->count() > 0; })) {
        continue;
      }
      if (p.type == app::Param::Type::kBool) {
        params[name] = a->flags[name];
      } else if (p.type == app::Param::Type::kText && p.hi > kFileParam) {
        Result<std::string> text = app::ReadInput(a->values[name]);
        if (!text.ok()) {
          exit_code = Fail(text.error());
          return;
        }
        params[name] = std::move(*text);
      } else if (p.type == app::Param::Type::kInt) {
        Result<std::string> number = IntText(a->values[name], Flag(p.name));
        if (!number.ok()) {
          exit_code = Fail(number.error());
          return;
        }
        params[name] = *number;
      } else {
        params[name] = a->values[name];
      }
    }
    if (a->flags.count("diagonals") != 0 && a->flags["diagonals"]) params["diagonals"] = true;
    if (!a->size.empty()) {
      Result<std::pair<int, int>> size = ParseSize(a->size, 1, 1000);
      if (!size.ok()) {
        exit_code = Fail(size.error());
        return;
      }
      params["width"] = size->first;
      params["height"] = size->second;
    }
    OutputArgs out = a->out;
    if (a->grid) out.to = "grid";
    // A seed from the clock, said (as every command does) so that the puzzle can be made again.
    for (const app::Param& p : kind->params) {
      if (p.type == app::Param::Type::kSeed && !params.contains(std::string(p.name))) {
        params[std::string(p.name)] = ResolveSeed(out.common);
      }
    }
    if (Status s = app::CheckMakeRequest(std::string(kind->name), params); !s.ok()) {
      // A mistake at a line of a parameter read from a file is named by that file.
      Error e = s.error();
      for (const app::Param& p : kind->params) {
        const std::string name(p.name);
        if (e.line > 0 && e.file.empty() && p.type == app::Param::Type::kText &&
            p.hi > kFileParam && params.contains(name)) {
          const std::string& path = a->values[name];
          e = e.WithFile(path == "-" ? "<stdin>" : path);
          break;
        }
      }
      exit_code = Fail(e);
      return;
    }
    SayLevelNote(*kind, params, out.common);
    std::optional<crossword::Dictionary> dict;
    if (kind->needs_dictionary) {
      Result<crossword::Dictionary> d = app::LoadDictionaries(a->words, a->allow_excluded);
      if (!d.ok()) {
        exit_code = Fail(d.error());
        return;
      }
      if (a->allow_excluded) {
        std::fprintf(stderr, "puzzlesmith: %s\n", app::ExclusionLiftedNotice().c_str());
      }
      dict = std::move(*d);
    }
    if (a->batch.count_given && !out.files.empty()) {
      exit_code = Fail(InvalidInput(
          "the file options (--svg, --pdf, --ipuz, ...) hold one puzzle: leave them out with "
          "--count (or make the puzzles one at a time)"));
      return;
    }
    if (a->batch.count_given) {  // a batch: a record a line (cli/batch.h)
      exit_code = RunMakeBatch(*kind, params, a->batch, out, default_to, dict ? &*dict : nullptr);
      return;
    }
    Budget budget = MakeBudget(out.common, app::kDefaultSeconds);
    app::MakeContext ctx{budget, TerminalProgress(out.common), dict ? &*dict : nullptr};
    Result<app::PuzzleRecord> r = app::MakePuzzle(std::string(kind->name), params, ctx);
    ClearProgress();
    if (!r.ok()) {
      Error e = r.error();
      if (e.code == ErrorCode::kBudget && budget.reason() == StopReason::kDeadline) {
        e.message += " (the time limit was reached: raise --time-limit)";
      }
      exit_code = Fail(e);
      return;
    }
    exit_code = EmitRecords({std::move(*r)}, out, default_to);
  });
}

}  // namespace

void AddMakeVerb(CLI::App* make, int& exit_code, const VerbContext& context) {
  if (context.kind != nullptr) {
    BuildMake(make, context.kind, exit_code, context.spelling);
    return;
  }
  make->require_subcommand(1);
  for (const app::Kind* kind : app::Kinds()) {
    if (kind->make == nullptr) continue;
    CLI::App* cmd = make->add_subcommand(std::string(kind->name),
                                         fmt::format("Make a {}", std::string(kind->label)));
    for (std::string_view alias : kind->aliases) cmd->alias(std::string(alias));
    BuildMake(cmd, kind, exit_code, nullptr);
  }
}

}  // namespace ps::cli
