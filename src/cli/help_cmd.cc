// `puzzlesmith help` and `puzzlesmith completions`: the manual page, the shell completions and a
// JSON map of every command, all generated from the CLI11 command tree itself, so that they name
// exactly the commands and options the program takes (nothing is kept by hand beside the code).
//
// The completion scripts share one idea: walk the words typed so far, keep those that name a
// subcommand of the command reached ("sudoku", then "solve"), and offer that command's
// subcommands and options; a word that starts with '-' offers options, anything else a file.
#include <fmt/format.h>

#include <cstdio>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/common.h"

namespace ps::cli {
namespace {

using nlohmann::json;

std::vector<CLI::App*> Children(CLI::App* app) {
  return app->get_subcommands([](CLI::App* sub) { return !sub->get_group().empty(); });
}

std::vector<CLI::Option*> Visible(CLI::App* app) {
  return app->get_options([](CLI::Option* o) { return !o->get_group().empty(); });
}

std::vector<std::string> Names(const CLI::Option* o) {
  std::vector<std::string> names;
  for (const std::string& s : o->get_snames()) names.push_back("-" + s);
  for (const std::string& l : o->get_lnames()) names.push_back("--" + l);
  return names;
}

bool TakesValue(const CLI::Option* o) { return o->get_items_expected_max() > 0; }

json Tree(CLI::App* app, const std::string& path) {
  json node{{"name", app->get_name()}, {"path", path}, {"description", app->get_description()}};
  json options = json::array(), positionals = json::array(), commands = json::array();
  for (CLI::Option* o : Visible(app)) {
    if (o->get_positional()) {
      positionals.push_back({{"name", o->get_name(true)},
                             {"description", o->get_description()},
                             {"required", o->get_required()}});
      continue;
    }
    options.push_back({{"names", Names(o)},
                       {"value", TakesValue(o) ? json(o->get_type_name()) : json(nullptr)},
                       {"description", o->get_description()}});
  }
  for (CLI::App* sub : Children(app)) {
    commands.push_back(Tree(sub, path.empty() ? sub->get_name() : path + " " + sub->get_name()));
  }
  node["options"] = std::move(options);
  node["positionals"] = std::move(positionals);
  if (!commands.empty()) node["commands"] = std::move(commands);
  return node;
}

// Every command of the tree, depth first, with its path ("sudoku solve").
void Walk(CLI::App* app, const std::string& path,
          const std::function<void(CLI::App*, const std::string&)>& visit) {
  visit(app, path);
  for (CLI::App* sub : Children(app)) {
    Walk(sub, path.empty() ? sub->get_name() : path + " " + sub->get_name(), visit);
  }
}

// Text for roff: backslashes and hyphens escaped, no line starting with a control character.
std::string Roff(const std::string& text) {
  std::string out;
  bool line_start = true;
  for (char c : text) {
    if (line_start && (c == '.' || c == '\'')) out += "\\&";
    if (c == '\\') {
      out += "\\e";
    } else if (c == '-') {
      out += "\\-";
    } else {
      out += c;
    }
    line_start = c == '\n';
  }
  return out;
}

std::string ManPage(CLI::App* root) {
  std::string m;
  m += ".TH PUZZLESMITH 1 \"\" \"" + std::string(kVersionText) + "\" \"User Commands\"\n";
  m += ".SH NAME\npuzzlesmith \\- make and solve Sudoku, Star Battle, fill\\-in and crossword "
       "puzzles\n";
  m += ".SH SYNOPSIS\n.B puzzlesmith\n.I COMMAND\n[\\fISUBCOMMAND\\fR] [\\fIOPTIONS\\fR] "
       "[\\fIFILE\\fR]\n";
  m += ".SH DESCRIPTION\n" + Roff(root->get_description()) + "\n.PP\n" +
       Roff(
           "Every command takes the same common options: --json (results, and errors, as JSON "
           "records on standard output), -q/--quiet (no progress or seed line), --time-limit "
           "SECONDS (stop with exit code 3), --help and --version; commands that draw random "
           "numbers take --seed N (without it the seed comes from the clock and is printed, so "
           "that the run can be repeated). Where a file is read or written, '-' is standard "
           "input or output. --count N is the number of puzzles a generator makes, "
           "--max-solutions N how far a solver counts (2 tells unique from several), and --size "
           "takes N or WIDTHxHEIGHT.") +
       "\n";
  m += ".SH COMMANDS\n";
  Walk(root, "", [&](CLI::App* app, const std::string& path) {
    if (path.empty() || !Children(app).empty()) return;
    std::string usage = "puzzlesmith " + path;
    std::vector<CLI::Option*> options = Visible(app);
    for (CLI::Option* o : options) {
      if (o->get_positional()) {
        usage += o->get_required() ? " " + o->get_name(true) : " [" + o->get_name(true) + "]";
      }
    }
    m += ".SS \"" + Roff(usage) + "\"\n" + Roff(app->get_description()) + "\n";
    for (CLI::Option* o : options) {
      std::vector<std::string> names = Names(o);
      std::string head;
      if (o->get_positional()) {
        head = "\\fI" + Roff(o->get_name(true)) + "\\fR";
      } else {
        for (const std::string& n : names) {
          head += (head.empty() ? "" : ", ") + ("\\fB" + Roff(n) + "\\fR");
        }
        if (TakesValue(o)) head += " \\fI" + Roff(o->get_type_name()) + "\\fR";
      }
      m += ".TP\n" + head + "\n" + Roff(o->get_description()) + "\n";
    }
  });
  m += ".SH EXIT STATUS\n";
  for (const char* line :
       {"0\tsuccess", "1\tno solution, or not unique where that is the question",
        "2\tbad input or a bad command line (one line on standard error says what, where and "
        "how to fix it; under --json also a record {\"error\": {...}} on standard output)",
        "3\tstopped by --time-limit or Ctrl-C", "70\tan internal error (a bug)",
        "74\tthe output could not be written (a full disk, a closed pipe)"}) {
    const std::string text(line);
    const size_t tab = text.find('\t');
    m += ".TP\n.B " + text.substr(0, tab) + "\n" + Roff(text.substr(tab + 1)) + "\n";
  }
  m += ".SH EXAMPLES\n.nf\n" +
       Roff(
           "puzzlesmith sudoku generate --level medium --count 10 --seed 1\n"
           "puzzlesmith sudoku solve puzzles.txt --json\n"
           "puzzlesmith starbattle solve 10x10-k2-*.txt\n"
           "puzzlesmith crossword show - < puzzle.ipuz\n") +
       ".fi\n";
  m += ".SH SEE ALSO\nThe README.md and docs/formats.md of the puzzlesmith sources; "
       "\\fBpuzzlesmith help\\fR \\fICOMMAND\\fR for one command's options.\n";
  return m;
}

// The commands below `app` as (path, subcommand names, option names, options that take a value).
struct Entry {
  std::string path;  // "/sudoku/solve"; "" for the top
  std::vector<std::string> subs, options, valued;
};

std::vector<Entry> Entries(CLI::App* root) {
  std::vector<Entry> entries;
  Walk(root, "", [&](CLI::App* app, const std::string& path) {
    Entry e;
    for (char c : path) e.path += c == ' ' ? '/' : c;
    if (!path.empty()) e.path = "/" + e.path;
    for (CLI::App* sub : Children(app)) e.subs.push_back(sub->get_name());
    for (CLI::Option* o : Visible(app)) {
      if (o->get_positional()) continue;
      for (const std::string& n : Names(o)) {
        e.options.push_back(n);
        if (TakesValue(o)) e.valued.push_back(n);
      }
    }
    entries.push_back(std::move(e));
  });
  return entries;
}

std::string Join(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

// The command paths, as one shell pattern ("sudoku|sudoku/solve|...").
std::string Paths(const std::vector<Entry>& entries) {
  std::string paths;
  for (const Entry& e : entries) {
    if (!e.path.empty()) paths += (paths.empty() ? "" : "|") + e.path;
  }
  return paths;
}

std::string Bash(CLI::App* root) {
  const std::vector<Entry> entries = Entries(root);
  const std::string paths = Paths(entries);
  std::string s =
      "# bash completion for puzzlesmith (made by `puzzlesmith completions bash`)\n"
      "_puzzlesmith() {\n"
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
      "  local p=\"\" w i subs=\"\" opts=\"\" valued=\"\"\n"
      "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
      "    w=\"${COMP_WORDS[i]}\"\n"
      "    case \"$w\" in -*) continue ;; esac\n"
      "    case \"$p/$w\" in " +
      paths +
      ") p=\"$p/$w\" ;; esac\n"
      "  done\n"
      "  case \"$p\" in\n";
  for (const Entry& e : entries) {
    s += "    \"" + e.path + "\") subs=\"" + Join(e.subs) + "\"; opts=\"" + Join(e.options) +
         "\"; valued=\"" + Join(e.valued) + "\" ;;\n";
  }
  s += "  esac\n"
       "  if [[ \" $valued \" == *\" $prev \"* ]]; then\n"
       "    COMPREPLY=($(compgen -f -- \"$cur\"))\n"
       "  elif [[ \"$cur\" == -* ]]; then\n"
       "    COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))\n"
       "  elif [[ -n \"$subs\" ]]; then\n"
       "    COMPREPLY=($(compgen -W \"$subs\" -- \"$cur\"))\n"
       "  else\n"
       "    COMPREPLY=($(compgen -f -- \"$cur\"))\n"
       "  fi\n"
       "}\n"
       "complete -o filenames -o bashdefault -F _puzzlesmith puzzlesmith\n";
  return s;
}

std::string Zsh(CLI::App* root) {
  const std::vector<Entry> entries = Entries(root);
  const std::string paths = Paths(entries);
  std::string s =
      "#compdef puzzlesmith\n"
      "# zsh completion for puzzlesmith (made by `puzzlesmith completions zsh`)\n"
      "_puzzlesmith() {\n"
      "  local cmdpath=\"\" w i\n"
      "  local -a subs opts valued\n"
      "  for ((i = 2; i < CURRENT; i++)); do\n"
      "    w=\"${words[i]}\"\n"
      "    [[ \"$w\" == -* ]] && continue\n"
      "    case \"$cmdpath/$w\" in\n"
      "      (" +
      paths +
      ") cmdpath=\"$cmdpath/$w\" ;;\n"
      "    esac\n"
      "  done\n"
      "  case \"$cmdpath\" in\n";
  for (const Entry& e : entries) {
    s += "    (\"" + e.path + "\") subs=(" + Join(e.subs) + "); opts=(" + Join(e.options) +
         "); valued=(" + Join(e.valued) + ") ;;\n";
  }
  s += "  esac\n"
       "  if (( ${valued[(Ie)${words[CURRENT-1]}]} )); then\n"
       "    _files\n"
       "  elif [[ \"${words[CURRENT]}\" == -* ]]; then\n"
       "    compadd -- $opts\n"
       "  elif (( ${#subs} )); then\n"
       "    compadd -- $subs\n"
       "  else\n"
       "    _files\n"
       "  fi\n"
       "}\n"
       "_puzzlesmith \"$@\"\n";
  return s;
}

// fish quotes: single quotes, with ' and \ escaped.
std::string Fish(const std::string& text) {
  std::string out = "'";
  for (char c : text) {
    if (c == '\'' || c == '\\') out += '\\';
    out += c;
  }
  return out + "'";
}

std::string FishScript(CLI::App* root) {
  std::vector<std::string> paths;
  std::string s =
      "# fish completion for puzzlesmith (made by `puzzlesmith completions fish`)\n"
      "function __puzzlesmith_path\n"
      "  set -l p ''\n"
      "  for w in (commandline -opc)[2..-1]\n"
      "    string match -q -- '-*' $w; and continue\n"
      "    contains -- \"$p/$w\" $__puzzlesmith_paths; and set p \"$p/$w\"\n"
      "  end\n"
      "  echo $p\n"
      "end\n"
      "function __puzzlesmith_is\n"
      "  set -l p (__puzzlesmith_path)\n"
      "  test \"$p\" = \"$argv[1]\"\n"
      "end\n"
      "complete -c puzzlesmith -f\n";
  std::string body;
  Walk(root, "", [&](CLI::App* app, const std::string& path) {
    std::string p;
    for (char c : path) p += c == ' ' ? '/' : c;
    if (!path.empty()) {
      p = "/" + p;
      paths.push_back(p);
    }
    const std::string when = " -n \"__puzzlesmith_is '" + p + "'\"";
    for (CLI::App* sub : Children(app)) {
      body += "complete -c puzzlesmith" + when + " -a " + Fish(sub->get_name()) + " -d " +
              Fish(sub->get_description().substr(0, 80)) + "\n";
    }
    bool files = Children(app).empty();
    for (CLI::Option* o : Visible(app)) {
      if (o->get_positional()) continue;
      std::string line = "complete -c puzzlesmith" + when;
      for (const std::string& sn : o->get_snames()) line += " -s " + Fish(sn);
      for (const std::string& l : o->get_lnames()) line += " -l " + Fish(l);
      if (TakesValue(o)) line += " -r -F";
      body += line + " -d " + Fish(o->get_description().substr(0, 80)) + "\n";
    }
    if (files && !path.empty()) body += "complete -c puzzlesmith" + when + " -F\n";
  });
  s += "set -g __puzzlesmith_paths";
  for (const std::string& p : paths) s += " " + Fish(p);
  return s + "\n" + body;
}

}  // namespace

void AddHelpCommands(CLI::App& app, int& exit_code) {
  struct HelpArgs {
    std::vector<std::string> command;
    bool man = false;
    CommonOptions common;
  };
  auto a = std::make_shared<HelpArgs>();
  CLI::App* help = app.add_subcommand(
      "help",
      "Help on a command (help sudoku solve), the manual page (help --man), or a JSON map of every "
      "command and option (help --json)");
  help->add_option("COMMAND", a->command, "The command, such as: sudoku solve");
  help->add_flag("--man", a->man, "Print the manual page (roff; man -l - shows it)");
  AddCommonOptions(help, a->common, false);
  CLI::App* root = &app;
  help->callback([a, root, &exit_code] {
    CLI::App* cmd = root;
    for (const std::string& word : a->command) {
      CLI::App* next = nullptr;
      for (CLI::App* sub : Children(cmd)) {
        if (sub->check_name(word)) next = sub;
      }
      if (next == nullptr) {
        exit_code = Fail(InvalidInput(
            fmt::format("no command '{}' in `puzzlesmith {}`: `puzzlesmith help` lists them", word,
                        fmt::format("{}", Join(a->command)))));
        return;
      }
      cmd = next;
    }
    std::string out;
    if (a->common.json) {
      out = Tree(cmd, Join(a->command)).dump(2) + "\n";
    } else if (a->man) {
      out = ManPage(root);
    } else {
      out = cmd->help();
    }
    std::fputs(out.c_str(), stdout);
    exit_code = kExitOk;
  });

  struct CompletionArgs {
    std::string shell;
    CommonOptions common;
  };
  auto c = std::make_shared<CompletionArgs>();
  CLI::App* completions =
      app.add_subcommand("completions", "Print the shell completion script for bash, zsh or fish");
  completions->add_option("SHELL", c->shell, "bash, zsh or fish")
      ->required()
      ->check(CLI::IsMember({"bash", "zsh", "fish"}));
  AddCommonOptions(completions, c->common, false);
  completions->footer(
      "Install: puzzlesmith completions bash > ~/.local/share/bash-completion/completions/"
      "puzzlesmith; zsh: into a folder of $fpath as _puzzlesmith; fish: "
      "~/.config/fish/completions/puzzlesmith.fish (cmake --install puts them in the system's "
      "folders).");
  completions->callback([c, root, &exit_code] {
    std::string out = c->shell == "bash"  ? Bash(root)
                      : c->shell == "zsh" ? Zsh(root)
                                          : FishScript(root);
    if (c->common.json) out = json{{"shell", c->shell}, {"script", out}}.dump() + "\n";
    std::fputs(out.c_str(), stdout);
    exit_code = kExitOk;
  });
}

}  // namespace ps::cli
