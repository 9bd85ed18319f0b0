// The verbs every kind shares, registered from the registry of kinds (app/registry.h), so that a
// new kind gets them without a line here: `make KIND`, `convert`, `print`, `solve`, `grade`,
// `hint`, `levels` and `kinds` (cli/verbs.h builds each), and again under every spelling a kind's
// table lists (`sudoku generate` is `make sudoku`, `starbattle solve` is `solve` reading Star
// Battle first): the same command, with the same options and output, the kind fixed.
#include <fmt/format.h>

#include <algorithm>
#include <memory>

#include "app/puzzles.h"
#include "app/registry.h"
#include "cli/commands.h"
#include "cli/common.h"
#include "cli/verbs.h"
#include "kind/common.h"

namespace ps::cli {
namespace {

using nlohmann::json;

// A parameter's option: "--min-score" for "min_score".
std::string OptionOf(std::string_view name) {
  std::string flag = "--" + std::string(name);
  std::replace(flag.begin(), flag.end(), '_', '-');
  return flag;
}

void AddKinds(CLI::App* cmd, int& exit_code, const VerbContext& /*context*/) {
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
        for (const app::Param& p : k->params) opts.push_back(OptionOf(p.name));
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

struct Verb {
  const char* name;
  const char* about;
  AddVerb add;
};

constexpr Verb kVerbs[] = {
    {"make", "Make puzzles of a kind, with the options the web app's Make form has", AddMakeVerb},
    {"convert",
     "Read puzzles of any kind (files, game IDs) and write them in another format, as game IDs "
     "or as records",
     AddConvertVerb},
    {"print", "Print puzzles of any kind (files, game IDs) to SVG, PDF or HTML", AddPrintVerb},
    {"solve",
     "Solve puzzles of any kind (files, game IDs) from their clues alone, counting their "
     "solutions: unique, multiple, none or budget_exhausted, with the first solution",
     AddSolveVerb},
    {"grade",
     "Grade puzzles of any kind (files, game IDs) from their clues, as their kind grades them: "
     "Sudoku and Star Battle by the techniques a person needs",
     AddGradeVerb},
    {"hint",
     "The next step of a game of any kind (a file or a game ID), from a game state (without "
     "one, from the start): the technique, what it does and the cells",
     AddHintVerb},
    {"levels", "The levels of a kind, easiest first, with the techniques each one needs",
     AddLevelsVerb},
    {"kinds", "List the kinds of puzzle: what each makes, reads and writes, and its levels",
     AddKinds},
};

const Verb* FindVerb(std::string_view name) {
  for (const Verb& v : kVerbs) {
    if (v.name == name) return &v;
  }
  return nullptr;
}

// The command `name` of `app` (by name or alias), or null.
CLI::App* FindCommand(CLI::App& app, const std::string& name) {
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) {
    if (sub->check_name(name)) return sub;
  }
  return nullptr;
}

}  // namespace

void AddKindCommands(CLI::App& app, int& exit_code, std::string_view wanted) {
  // Each verb's options are built only when it is the command asked for (the others need no more
  // than their line in --help): building every kind's make options took half a millisecond of
  // every start.
  for (const Verb& v : kVerbs) {
    CLI::App* cmd = app.add_subcommand(v.name, v.about);
    if (wanted == v.name || wanted == "*") v.add(cmd, exit_code, VerbContext{});
  }
}

void AddKindSpellings(CLI::App& app, int& exit_code, std::string_view wanted) {
  for (const app::Kind* kind : app::Kinds()) {
    for (const app::Kind::Spelling& spelling : kind->spellings) {
      const Verb* verb = FindVerb(spelling.verb);
      if (verb == nullptr) continue;
      const std::string group_name(spelling.group);
      CLI::App* group = FindCommand(app, group_name);
      if (group == nullptr) {
        std::string words;
        for (const app::Kind::Spelling& other : kind->spellings) {
          if (other.group != spelling.group) continue;
          words += (words.empty() ? "" : ", ") + std::string(other.word);
        }
        group = app.add_subcommand(group_name, fmt::format("{}: {}", kind->label, words));
        group->require_subcommand(1);
      }
      const std::string shared =
          spelling.verb == "make"
              ? fmt::format("`puzzlesmith make {}`", kind->name)
              : fmt::format("`puzzlesmith {}`, reading {} first", spelling.verb, kind->label);
      CLI::App* cmd =
          group->add_subcommand(std::string(spelling.word),
                                fmt::format("{}. The same command as {}", verb->about, shared));
      if (wanted == "*" || group->check_name(std::string(wanted))) {
        verb->add(cmd, exit_code, VerbContext{kind, &spelling});
      }
    }
  }
}

}  // namespace ps::cli
