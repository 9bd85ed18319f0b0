// The Python module `puzzlesmith`, over the library's public API alone (include/puzzlesmith/,
// linked as puzzlesmith::puzzlesmith), so that Python and C++ see the same library: the verbs of
// every kind (make, read, write, solve, grade, hint, check, draw, levels, kinds: puzzlesmith/
// kinds.h) as dicts of the JSON the C++ API returns, which is what the command prints with
// --json; and the typed modules sudoku, starbattle and crossword (typed.cc). Errors are raised as
// puzzlesmith.Error (a ValueError) with .code ("invalid_input", "io", "no_solution", "budget",
// "internal"), .line and .column; limits are the keyword arguments seconds= and nodes= (0: none).
// Every call releases the GIL, and Ctrl-C stops a search (call.h).
//
//   import puzzlesmith
//   made = puzzlesmith.make("sudoku", level="hard", seed=42)
//   print(puzzlesmith.solve(made)["outcome"])
#include <puzzlesmith/puzzlesmith.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "call.h"

namespace puzzlesmith::python {
namespace {

py::object* g_error = nullptr;  // puzzlesmith.Error, kept for the life of the interpreter
py::object* g_dumps = nullptr;  // json.dumps
py::object* g_loads = nullptr;  // json.loads
py::object* g_warn = nullptr;   // warnings.warn

const char* CodeName(ErrorCode code) {
  switch (code) {
    case ErrorCode::kInvalidInput:
      return "invalid_input";
    case ErrorCode::kIo:
      return "io";
    case ErrorCode::kNoSolution:
      return "no_solution";
    case ErrorCode::kBudget:
      return "budget";
    case ErrorCode::kInternal:
      return "internal";
  }
  return "internal";
}

// A JSON answer as Python's values (dicts, lists, str, int, float, bool, None).
py::object Loads(const std::string& text) { return (*g_loads)(text); }
// Python's values as JSON text (TypeError for what JSON cannot hold).
std::string Dumps(const py::handle& value) { return (*g_dumps)(value).cast<std::string>(); }

// A PUZZLE argument as the C++ API takes it: a dict as make() and read() return it (as its JSON),
// or a file's content (str or bytes) or a game ID as they are.
std::string PuzzleText(const py::object& puzzle) {
  if (py::isinstance<py::dict>(puzzle)) return Dumps(puzzle);
  if (py::isinstance<py::str>(puzzle) || py::isinstance<py::bytes>(puzzle)) {
    return puzzle.cast<std::string>();
  }
  throw py::type_error(
      "puzzle: give a dict as make() or read() return it, a file's text (str or bytes) or a game "
      "ID");
}

// A game state: None (the start), a dict, or its JSON text.
std::string StateText(const py::object& state) {
  if (state.is_none()) return "";
  if (py::isinstance<py::str>(state)) return state.cast<std::string>();
  if (py::isinstance<py::dict>(state)) return Dumps(state);
  throw py::type_error("state: give a dict (or its JSON), or None for the start of the game");
}

// What a reader assumed or skipped, or a format could not keep: a warning each, never silence.
void Warn(const std::vector<std::string>& lines) {
  for (const std::string& line : lines) (*g_warn)(line);
}

// The body of a written file: str for text, bytes for a binary format (a .puz file, a PDF: a NUL
// byte, or bytes that are not UTF-8).
py::object Body(const std::string& body) {
  if (body.find('\0') == std::string::npos) {
    PyObject* text =
        PyUnicode_DecodeUTF8(body.data(), static_cast<Py_ssize_t>(body.size()), nullptr);
    if (text != nullptr) return py::reinterpret_steal<py::object>(text);
    PyErr_Clear();
  }
  return py::bytes(body);
}

// read() and read_file(): options by name, as the C++ API's JSON.
py::object Read(const std::string& data, const std::string& format, const py::kwargs& options,
                double seconds, int64_t nodes) {
  py::dict all(options);
  all["format"] = format;
  const std::string how = Dumps(all);
  std::vector<std::string> notes;
  const std::string record = Call(
      seconds, nodes, [&](const Limits& l) { return puzzlesmith::read(data, how, l, &notes); });
  Warn(notes);
  return Loads(record);
}

// Every verb takes these keyword arguments last: the limits of its search (0: none).
#define PS_VERB_LIMITS py::arg("seconds") = 0.0, py::arg("nodes") = 0

void KindVerbs(py::module_& m) {
  m.def(
      "kinds", [] { return Loads(Take(puzzlesmith::kinds())); },
      "Every kind: name, label, aliases, parameters, what it reads and writes, its levels (as "
      "`puzzlesmith kinds --json`)");
  m.def(
      "levels", [](const std::string& kind) { return Loads(Take(puzzlesmith::levels(kind))); },
      py::arg("kind"), "A kind's levels, easiest first (as `puzzlesmith levels KIND --json`)");
  m.def(
      "make",
      [](const std::string& kind, double seconds, int64_t nodes, const py::kwargs& params) {
        const std::string request = Dumps(params);
        return Loads(Call(seconds, nodes,
                          [&](const Limits& l) { return puzzlesmith::make(kind, request, l); }));
      },
      py::arg("kind"), py::kw_only(), PS_VERB_LIMITS,
      "Make a puzzle of a kind from its parameters as keyword arguments (size=9, level='hard', "
      "seed=42, ...; see kinds()): the dict `puzzlesmith make KIND --json` prints. The same seed "
      "gives the same puzzle; without one, a seed from the clock (in the dict's 'seed'). A kind "
      "that makes from a word list (fillin, fill) takes word_list=PATH (the command's --words; "
      "absent: the built-in list) and allow_excluded=True.");
  m.def(
      "read",
      [](const py::object& data, const std::string& format, double seconds, int64_t nodes,
         const py::kwargs& options) {
        if (!py::isinstance<py::str>(data) && !py::isinstance<py::bytes>(data)) {
          throw py::type_error("data: a file's text (str or bytes) or a game ID");
        }
        return Read(data.cast<std::string>(), format, options, seconds, nodes);
      },
      py::arg("data"), py::kw_only(), py::arg("format") = "auto", PS_VERB_LIMITS,
      "A puzzle of any kind from a file's content (str or bytes, the format told from it unless "
      "named) or a game ID: the dict `puzzlesmith convert FILE --json` prints. The kinds' import "
      "options are keywords (kinds()'s 'import_params': stars=2 for a Star Battle zone file, "
      "key='1234' for a locked .puz, strict=True); what the reader assumed or skipped is a "
      "warning");
  m.def(
      "read_file",
      [](const std::string& path, const std::string& format, double seconds, int64_t nodes,
         const py::kwargs& options) {
        std::ifstream in(path, std::ios::binary);
        std::ostringstream bytes;
        if (!in || !(bytes << in.rdbuf())) {
          Error e;
          e.code = ErrorCode::kIo;
          e.message = "cannot read " + path;
          Raise(e);
        }
        return Read(bytes.str(), format, options, seconds, nodes);
      },
      py::arg("path"), py::kw_only(), py::arg("format") = "auto", PS_VERB_LIMITS,
      "read() of a file's content: the dict `puzzlesmith convert PATH --json` prints");
  m.def(
      "write",
      [](const py::object& puzzle, const std::string& format, double seconds, int64_t nodes) {
        const std::string text = PuzzleText(puzzle);
        std::vector<std::string> losses;
        const std::string body = Call(seconds, nodes, [&](const Limits& l) {
          return puzzlesmith::write(text, format, l, &losses);
        });
        Warn(losses);
        return Body(body);
      },
      py::arg("puzzle"), py::arg("format"), py::kw_only(), PS_VERB_LIMITS,
      "A puzzle (a dict, a file's text or a game ID) in a format of its kind, or 'id' / "
      "'seed-id': what `puzzlesmith convert INPUT --to FORMAT` writes (str; bytes for a binary "
      "format such as puz). What the format cannot keep is said as a warning.");
  m.def(
      "solve",
      [](const py::object& puzzle, int64_t max_solutions, double seconds, int64_t nodes) {
        const std::string text = PuzzleText(puzzle);
        return Loads(Call(seconds, nodes, [&](const Limits& l) {
          return puzzlesmith::solve(text, max_solutions, l);
        }));
      },
      py::arg("puzzle"), py::arg("max_solutions") = 2, py::kw_only(), PS_VERB_LIMITS,
      "Solve a puzzle (a dict, a file's text or a game ID) from its clues alone, counting its "
      "solutions up to max_solutions (2 tells unique from several): the dict `puzzlesmith solve "
      "INPUT --max-solutions N --json` prints, {kind, outcome, count, limit, state}");
  m.def(
      "grade",
      [](const py::object& puzzle, double seconds, int64_t nodes) {
        const std::string text = PuzzleText(puzzle);
        return Loads(
            Call(seconds, nodes, [&](const Limits& l) { return puzzlesmith::grade(text, l); }));
      },
      py::arg("puzzle"), py::kw_only(), PS_VERB_LIMITS,
      "The level of a puzzle (a dict, a file's text or a game ID) as its kind grades it: the "
      "dict `puzzlesmith grade INPUT --json` prints, {kind, level}");
  m.def(
      "hint",
      [](const py::object& puzzle, const py::object& state, double seconds, int64_t nodes) {
        const std::string text = PuzzleText(puzzle), game = StateText(state);
        return Loads(Call(seconds, nodes,
                          [&](const Limits& l) { return puzzlesmith::hint(text, game, l); }));
      },
      py::arg("puzzle"), py::arg("state") = py::none(), py::kw_only(), PS_VERB_LIMITS,
      "The next step of a game (a dict, a file's text or a game ID) from a game state as the web "
      "app keeps it (a dict or its JSON; None: the start): the dict `puzzlesmith hint INPUT "
      "--state STATE --json` prints, {technique, text, cells, ...}");
  m.def(
      "check",
      [](const py::object& puzzle, const py::object& state, double seconds, int64_t nodes) {
        const std::string text = PuzzleText(puzzle), game = StateText(state);
        return Loads(Call(seconds, nodes,
                          [&](const Limits& l) { return puzzlesmith::check(text, game, l); }));
      },
      py::arg("puzzle"), py::arg("state") = py::none(), py::kw_only(), PS_VERB_LIMITS,
      "A game state checked against the puzzle's answer: {solved, complete, wrong}");
  m.def(
      "draw",
      [](const py::object& puzzle, const std::string& format, bool answers, bool board,
         const std::string& paper, double seconds, int64_t nodes) {
        const std::string text = PuzzleText(puzzle);
        py::dict how;
        how["answers"] = answers;
        how["board"] = board;
        how["paper"] = paper;
        const std::string options = Dumps(how);
        const std::string body = Call(seconds, nodes, [&](const Limits& l) {
          return puzzlesmith::draw(text, format, options, l);
        });
        return format == "svg" ? Body(body) : py::bytes(body);
      },
      py::arg("puzzle"), py::arg("format") = "svg", py::kw_only(), py::arg("answers") = false,
      py::arg("board") = false, py::arg("paper") = "a4", PS_VERB_LIMITS,
      "The puzzle drawn as 'svg' (str) or 'pdf' (bytes): what `puzzlesmith print INPUT --svg "
      "FILE` writes; answers=True adds the answer page, board=True draws the board alone");
}

}  // namespace

[[noreturn]] void Raise(const Error& e) {
  py::object exc = (*g_error)(e.ToString());
  exc.attr("code") = CodeName(e.code);
  exc.attr("line") = e.line;
  exc.attr("column") = e.column;
  PyErr_SetObject(g_error->ptr(), exc.ptr());
  throw py::error_already_set();
}

void PollSignals(void* context) {
  auto& interrupt = *static_cast<Interrupt*>(context);
  if (interrupt.raised) return;
  py::gil_scoped_acquire gil;
  if (PyErr_CheckSignals() != 0) {
    interrupt.raised = true;
    interrupt.cancel.store(true);
  }
}

}  // namespace puzzlesmith::python

PYBIND11_MODULE(puzzlesmith, m) {
  namespace py = pybind11;
  using namespace puzzlesmith::python;
  m.doc() = "puzzlesmith: Sudoku, Star Battle and crosswords (make, solve, grade, hint, draw)";
  // Never destroyed: they outlive the interpreter's own teardown.
  g_error = new py::object(py::reinterpret_steal<py::object>(
      PyErr_NewException("puzzlesmith.Error", PyExc_ValueError, nullptr)));
  g_dumps = new py::object(py::module_::import("json").attr("dumps"));
  g_loads = new py::object(py::module_::import("json").attr("loads"));
  g_warn = new py::object(py::module_::import("warnings").attr("warn"));
  m.attr("Error") = *g_error;
  m.def("version", &puzzlesmith::Version, "The library's version");
  py::module_ sudoku = m.def_submodule("sudoku", "Sudoku: parse, count, solve, grade, generate");
  SudokuModule(sudoku);
  py::module_ starbattle =
      m.def_submodule("starbattle", "Star Battle: parse, count, solve, generate");
  StarBattleModule(starbattle);
  py::module_ crossword =
      m.def_submodule("crossword", "Crosswords: read and write files, fill-in solve, layout");
  CrosswordModule(crossword);
  KindVerbs(m);
}
