// The Python module `puzzlesmith`: the library's API (include/puzzlesmith/) with Python's
// names. Errors are raised as puzzlesmith.Error (a ValueError) with .code ("invalid_input",
// "io", "no_solution", "budget", "internal"), .line and .column; limits are the keyword
// arguments seconds= and nodes= (0: none). Searches (count, solve, grade, generate, layout,
// solve_fillin) and file reads release the GIL: other Python threads run meanwhile.
//
//   import puzzlesmith
//   p =
//   puzzlesmith.sudoku.parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
//   print(puzzlesmith.sudoku.solve(p).grid())
#include <puzzlesmith/puzzlesmith.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>
#include <utility>

namespace py = pybind11;
namespace pz = puzzlesmith;

namespace {

py::object* g_error = nullptr;  // puzzlesmith.Error, kept for the life of the interpreter

const char* CodeName(pz::ErrorCode code) {
  switch (code) {
    case pz::ErrorCode::kInvalidInput:
      return "invalid_input";
    case pz::ErrorCode::kIo:
      return "io";
    case pz::ErrorCode::kNoSolution:
      return "no_solution";
    case pz::ErrorCode::kBudget:
      return "budget";
    case pz::ErrorCode::kInternal:
      return "internal";
  }
  return "internal";
}

[[noreturn]] void Raise(const pz::Error& e) {
  py::object exc = (*g_error)(e.ToString());
  exc.attr("code") = CodeName(e.code);
  exc.attr("line") = e.line;
  exc.attr("column") = e.column;
  PyErr_SetObject(g_error->ptr(), exc.ptr());
  throw py::error_already_set();
}

template <typename T>
T Take(pz::Result<T> r) {
  if (!r) Raise(r.error());
  return std::move(*r);
}

// Runs a search with the GIL released, so that other Python threads run meanwhile, then takes
// its result with the GIL held again. `search` owns copies of its arguments (captured by value
// while the GIL was held): nothing Python owns is read without it.
template <typename F>
auto Unlocked(F search) {
  auto result = [&search] {
    py::gil_scoped_release release;
    return search();
  }();
  return Take(std::move(result));
}

pz::Limits MakeLimits(double seconds, int64_t nodes) { return pz::Limits{seconds, nodes}; }

// Every function that searches takes these two keyword arguments last.
#define PS_LIMIT_ARGS py::kw_only(), py::arg("seconds") = 0.0, py::arg("nodes") = 0

void SudokuModule(py::module_& m) {
  namespace ss = pz::sudoku;
  py::class_<ss::Puzzle>(m, "Puzzle", "A Sudoku: size N, box shape, cells row by row (0 empty)")
      .def(py::init<>())
      .def_readwrite("size", &ss::Puzzle::size)
      .def_readwrite("box_width", &ss::Puzzle::box_width)
      .def_readwrite("box_height", &ss::Puzzle::box_height)
      .def_readwrite("diagonals", &ss::Puzzle::diagonals)
      .def_readwrite("cells", &ss::Puzzle::cells)
      .def("line", &ss::FormatLine, "One line of N*N characters, '.' for empty")
      .def("grid", &ss::FormatGrid, "A readable grid with box separators")
      .def("__str__", &ss::FormatLine)
      .def("__repr__",
           [](const ss::Puzzle& p) { return "<sudoku.Puzzle " + ss::FormatLine(p) + ">"; });
  py::class_<ss::Count>(m, "Count")
      .def_readonly("count", &ss::Count::count)
      .def_readonly("complete", &ss::Count::complete)
      .def_readonly("first", &ss::Count::first);
  py::class_<ss::Grade>(m, "Grade")
      .def_readonly("level", &ss::Grade::level)
      .def_readonly("rating", &ss::Grade::rating)
      .def_readonly("steps", &ss::Grade::steps);
  py::class_<ss::Generated>(m, "Generated")
      .def_readonly("puzzle", &ss::Generated::puzzle)
      .def_readonly("solution", &ss::Generated::solution)
      .def_readonly("level", &ss::Generated::level)
      .def_readonly("rating", &ss::Generated::rating);

  auto parse = [](const std::string& text, const std::string& box, bool diagonals) {
    return Take(ss::Parse(text, ss::ParseOptions{box, diagonals}));
  };
  m.def("parse", parse, py::arg("text"), py::arg("box") = "", py::arg("diagonals") = false,
        "The first Sudoku of a text (a line of N*N characters or a grid)");
  m.def(
      "parse_all",
      [](const std::string& text, const std::string& box, bool diagonals) {
        return Take(ss::ParseAll(text, ss::ParseOptions{box, diagonals}));
      },
      py::arg("text"), py::arg("box") = "", py::arg("diagonals") = false);
  m.def(
      "count",
      [](const ss::Puzzle& p, int64_t limit, double seconds, int64_t nodes) {
        return Unlocked([=] { return ss::CountSolutions(p, limit, MakeLimits(seconds, nodes)); });
      },
      py::arg("puzzle"), py::arg("limit") = 2, PS_LIMIT_ARGS,
      "Solutions counted up to the limit (2: is it unique?)");
  m.def(
      "count",
      [parse](const std::string& text, int64_t limit, double seconds, int64_t nodes) {
        return Unlocked([p = parse(text, "", false), limit, seconds, nodes] {
          return ss::CountSolutions(p, limit, MakeLimits(seconds, nodes));
        });
      },
      py::arg("puzzle"), py::arg("limit") = 2, PS_LIMIT_ARGS);
  m.def(
      "solve",
      [](const ss::Puzzle& p, double seconds, int64_t nodes) {
        return Unlocked([=] { return ss::Solve(p, MakeLimits(seconds, nodes)); });
      },
      py::arg("puzzle"), PS_LIMIT_ARGS, "A solution: the puzzle with every cell filled");
  m.def(
      "solve",
      [parse](const std::string& text, double seconds, int64_t nodes) {
        return Unlocked([p = parse(text, "", false), seconds, nodes] {
          return ss::Solve(p, MakeLimits(seconds, nodes));
        });
      },
      py::arg("puzzle"), PS_LIMIT_ARGS);
  m.def(
      "grade",
      [](const ss::Puzzle& p, bool steps, double seconds, int64_t nodes) {
        return Unlocked([=] { return ss::GradePuzzle(p, steps, MakeLimits(seconds, nodes)); });
      },
      py::arg("puzzle"), py::arg("steps") = false, PS_LIMIT_ARGS,
      "The level a person needs, with the steps when asked");
  m.def(
      "grade",
      [parse](const std::string& text, bool steps, double seconds, int64_t nodes) {
        return Unlocked([p = parse(text, "", false), steps, seconds, nodes] {
          return ss::GradePuzzle(p, steps, MakeLimits(seconds, nodes));
        });
      },
      py::arg("puzzle"), py::arg("steps") = false, PS_LIMIT_ARGS);
  m.def(
      "generate",
      [](int size, const std::string& level, const std::string& symmetry, uint64_t seed,
         bool diagonals, double seconds, int64_t nodes) {
        ss::GenerateOptions o;
        o.size = size;
        o.level = level;
        o.symmetry = symmetry;
        o.seed = seed;
        o.diagonals = diagonals;
        return Unlocked([=] { return ss::Generate(o, MakeLimits(seconds, nodes)); });
      },
      py::arg("size") = 9, py::arg("level") = "", py::arg("symmetry") = "180", py::arg("seed") = 0,
      py::arg("diagonals") = false, PS_LIMIT_ARGS,
      "A puzzle with one solution at the level asked; the same seed gives the same puzzle");
  m.def("levels", &ss::Levels);
}

void StarBattleModule(py::module_& m) {
  namespace sb = pz::starbattle;
  py::class_<sb::Puzzle>(m, "Puzzle", "A Star Battle board: size N, stars k, zone ids row by row")
      .def(py::init<>())
      .def_readwrite("size", &sb::Puzzle::size)
      .def_readwrite("stars", &sb::Puzzle::stars)
      .def_readwrite("zones", &sb::Puzzle::zones)
      .def("zone_file", &sb::FormatZones)
      .def("url", &sb::FormatUrl);
  py::class_<sb::Count>(m, "Count")
      .def_readonly("count", &sb::Count::count)
      .def_readonly("complete", &sb::Count::complete)
      .def_readonly("first", &sb::Count::first);
  py::class_<sb::Generated>(m, "Generated")
      .def_readonly("puzzle", &sb::Generated::puzzle)
      .def_readonly("solution", &sb::Generated::solution)
      .def_readonly("level", &sb::Generated::level);
  auto parse = [](const std::string& text, int stars) { return Take(sb::Parse(text, stars)); };
  m.def("parse", parse, py::arg("text"), py::arg("stars") = 1,
        "A board from a zone file, a puzz.link URL, a pzprv3 file or JSON");
  m.def(
      "count",
      [](const sb::Puzzle& p, int64_t limit, double seconds, int64_t nodes) {
        return Unlocked([=] { return sb::CountSolutions(p, limit, MakeLimits(seconds, nodes)); });
      },
      py::arg("puzzle"), py::arg("limit") = 2, PS_LIMIT_ARGS);
  m.def(
      "solve",
      [](const sb::Puzzle& p, double seconds, int64_t nodes) {
        return Unlocked([=] { return sb::Solve(p, MakeLimits(seconds, nodes)); });
      },
      py::arg("puzzle"), PS_LIMIT_ARGS, "A solution: N rows of '*' (star) and '.'");
  m.def(
      "solve",
      [parse](const std::string& text, double seconds, int64_t nodes) {
        return Unlocked([p = parse(text, 1), seconds, nodes] {
          return sb::Solve(p, MakeLimits(seconds, nodes));
        });
      },
      py::arg("puzzle"), PS_LIMIT_ARGS);
  m.def(
      "generate",
      [](int size, int stars, const std::string& level, uint64_t seed, double seconds,
         int64_t nodes) {
        sb::GenerateOptions o;
        o.size = size;
        o.stars = stars;
        o.level = level;
        o.seed = seed;
        return Unlocked([=] { return sb::Generate(o, MakeLimits(seconds, nodes)); });
      },
      py::arg("size") = 10, py::arg("stars") = 2, py::arg("level") = "", py::arg("seed") = 0,
      PS_LIMIT_ARGS);
  m.def("levels", &sb::Levels);
}

void CrosswordModule(py::module_& m) {
  namespace cw = pz::crossword;
  py::class_<cw::Entry>(m, "Entry")
      .def_readonly("number", &cw::Entry::number)
      .def_readonly("across", &cw::Entry::across)
      .def_readonly("row", &cw::Entry::row)
      .def_readonly("column", &cw::Entry::column)
      .def_readonly("answer", &cw::Entry::answer)
      .def_readonly("clue", &cw::Entry::clue);
  py::class_<cw::Crossword>(m, "Crossword")
      .def_readonly("width", &cw::Crossword::width)
      .def_readonly("height", &cw::Crossword::height)
      .def_readonly("rows", &cw::Crossword::rows)
      .def_readonly("entries", &cw::Crossword::entries)
      .def_readonly("title", &cw::Crossword::title)
      .def_readonly("author", &cw::Crossword::author)
      .def_readonly("copyright", &cw::Crossword::copyright)
      .def_readonly("notes", &cw::Crossword::notes)
      .def_readonly("words", &cw::Crossword::words);
  py::class_<cw::FillinSolution>(m, "FillinSolution")
      .def_readonly("count", &cw::FillinSolution::count)
      .def_readonly("complete", &cw::FillinSolution::complete)
      .def_readonly("rows", &cw::FillinSolution::rows);
  py::class_<cw::Layout>(m, "Layout")
      .def_readonly("crossword", &cw::Layout::crossword)
      .def_readonly("unplaced", &cw::Layout::unplaced);
  m.def("formats", &cw::Formats);
  m.def(
      "read",
      [](const py::bytes& data, const std::string& format) {
        return Take(cw::Read(std::string(data), format));
      },
      py::arg("data"), py::arg("format") = "",
      "A crossword from a file's bytes; the format told by the content unless named");
  m.def(
      "read",
      [](const std::string& text, const std::string& format) {
        return Take(cw::Read(text, format));
      },
      py::arg("data"), py::arg("format") = "");
  m.def(
      "read_file",
      [](const std::string& path) { return Unlocked([=] { return cw::ReadFile(path); }); },
      py::arg("path"));
  m.def(
      "write",
      [](const cw::Crossword& c, const std::string& format) {
        return py::bytes(Take(cw::Write(c, format)));
      },
      py::arg("crossword"), py::arg("format"), "The file's bytes");
  m.def(
      "solve_fillin",
      [](const std::string& layout, const std::vector<std::string>& words, int64_t limit,
         double seconds, int64_t nodes) {
        return Unlocked(
            [=] { return cw::SolveFillin(layout, words, limit, MakeLimits(seconds, nodes)); });
      },
      py::arg("layout"), py::arg("words"), py::arg("limit") = 1, PS_LIMIT_ARGS);
  m.def(
      "layout",
      [](const std::vector<std::pair<std::string, std::string>>& words, int width, int height,
         const std::string& strategy, uint64_t seed, double seconds, int64_t nodes) {
        std::vector<cw::Word> list;
        for (const auto& [word, clue] : words) list.push_back({word, clue});
        cw::LayoutOptions o;
        o.width = width;
        o.height = height;
        o.strategy = strategy;
        o.seed = seed;
        return Unlocked([=] { return cw::LayoutWords(list, o, MakeLimits(seconds, nodes)); });
      },
      py::arg("words"), py::arg("width") = 0, py::arg("height") = 0,
      py::arg("strategy") = "compact", py::arg("seed") = 0, PS_LIMIT_ARGS,
      "An interlocking crossword of (word, clue) pairs");
}

}  // namespace

PYBIND11_MODULE(puzzlesmith, m) {
  m.doc() = "puzzlesmith: Sudoku, Star Battle and crosswords (solve, count, grade, generate)";
  // Never destroyed: it outlives the interpreter's own teardown.
  g_error = new py::object(py::reinterpret_steal<py::object>(
      PyErr_NewException("puzzlesmith.Error", PyExc_ValueError, nullptr)));
  m.attr("Error") = *g_error;
  m.def("version", &pz::Version, "The library's version");
  py::module_ sudoku = m.def_submodule("sudoku", "Sudoku: parse, count, solve, grade, generate");
  SudokuModule(sudoku);
  py::module_ starbattle =
      m.def_submodule("starbattle", "Star Battle: parse, count, solve, generate");
  StarBattleModule(starbattle);
  py::module_ crossword =
      m.def_submodule("crossword", "Crosswords: read and write files, fill-in solve, layout");
  CrosswordModule(crossword);
}
