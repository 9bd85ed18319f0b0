// The Python module's typed modules puzzlesmith.sudoku, .starbattle and .crossword over the typed
// headers of the library (puzzlesmith/sudoku.h, starbattle.h, crossword.h), with Python's names.
// A generator's keywords are the parameters of make() for its kind (the kind's table), with the
// same defaults: a seed drawn from the clock when none is given, in the result's .seed.
#include <puzzlesmith/puzzlesmith.h>
#include <pybind11/stl.h>

#include <string>
#include <utility>
#include <vector>

#include "call.h"

namespace puzzlesmith::python {

void SudokuModule(py::module_& m) {
  namespace ss = puzzlesmith::sudoku;
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
      .def_readonly("rating", &ss::Generated::rating)
      .def_readonly("seed", &ss::Generated::seed);

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
  // A Puzzle is copied before the GIL is released: another thread may change its fields.
  m.def(
      "count",
      [](ss::Puzzle p, int64_t limit, double seconds, int64_t nodes) {
        return Call(seconds, nodes,
                    [&](const Limits& l) { return ss::CountSolutions(p, limit, l); });
      },
      py::arg("puzzle"), py::arg("limit") = 2, PS_LIMIT_ARGS,
      "Solutions counted up to the limit (2: is it unique?)");
  m.def(
      "count",
      [parse](const std::string& text, int64_t limit, double seconds, int64_t nodes) {
        const ss::Puzzle p = parse(text, "", false);
        return Call(seconds, nodes,
                    [&](const Limits& l) { return ss::CountSolutions(p, limit, l); });
      },
      py::arg("puzzle"), py::arg("limit") = 2, PS_LIMIT_ARGS);
  m.def(
      "solve",
      [](ss::Puzzle p, double seconds, int64_t nodes) {
        return Call(seconds, nodes, [&](const Limits& l) { return ss::Solve(p, l); });
      },
      py::arg("puzzle"), PS_LIMIT_ARGS, "A solution: the puzzle with every cell filled");
  m.def(
      "solve",
      [parse](const std::string& text, double seconds, int64_t nodes) {
        const ss::Puzzle p = parse(text, "", false);
        return Call(seconds, nodes, [&](const Limits& l) { return ss::Solve(p, l); });
      },
      py::arg("puzzle"), PS_LIMIT_ARGS);
  m.def(
      "grade",
      [](ss::Puzzle p, bool steps, double seconds, int64_t nodes) {
        return Call(seconds, nodes, [&](const Limits& l) { return ss::GradePuzzle(p, steps, l); });
      },
      py::arg("puzzle"), py::arg("steps") = false, PS_LIMIT_ARGS,
      "The level a person needs, with the steps when asked");
  m.def(
      "grade",
      [parse](const std::string& text, bool steps, double seconds, int64_t nodes) {
        const ss::Puzzle p = parse(text, "", false);
        return Call(seconds, nodes, [&](const Limits& l) { return ss::GradePuzzle(p, steps, l); });
      },
      py::arg("puzzle"), py::arg("steps") = false, PS_LIMIT_ARGS);
  m.def(
      "generate",
      [](int size, const std::string& level, const std::string& symmetry, bool diagonals,
         bool minimal, std::optional<uint64_t> seed, double seconds, int64_t nodes) {
        const ss::GenerateOptions o{size, level, symmetry, diagonals, minimal, seed};
        return Call(seconds, nodes, [&](const Limits& l) { return ss::Generate(o, l); });
      },
      py::arg("size") = 9, py::arg("level") = "any", py::arg("symmetry") = "180",
      py::arg("diagonals") = false, py::arg("minimal") = false, py::arg("seed") = py::none(),
      PS_LIMIT_ARGS,
      "A puzzle with one solution at the level asked, with make('sudoku')'s parameters; the same "
      "seed gives the same puzzle");
  m.def("levels", &ss::Levels);
}

void StarBattleModule(py::module_& m) {
  namespace sb = puzzlesmith::starbattle;
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
      .def_readonly("level", &sb::Generated::level)
      .def_readonly("seed", &sb::Generated::seed);
  auto parse = [](const std::string& text, int stars) { return Take(sb::Parse(text, stars)); };
  m.def("parse", parse, py::arg("text"), py::arg("stars") = 1,
        "A board from a zone file, a puzz.link URL, a pzprv3 file or JSON");
  m.def(
      "count",
      [](sb::Puzzle p, int64_t limit, double seconds, int64_t nodes) {
        return Call(seconds, nodes,
                    [&](const Limits& l) { return sb::CountSolutions(p, limit, l); });
      },
      py::arg("puzzle"), py::arg("limit") = 2, PS_LIMIT_ARGS);
  m.def(
      "solve",
      [](sb::Puzzle p, double seconds, int64_t nodes) {
        return Call(seconds, nodes, [&](const Limits& l) { return sb::Solve(p, l); });
      },
      py::arg("puzzle"), PS_LIMIT_ARGS, "A solution: N rows of '*' (star) and '.'");
  m.def(
      "solve",
      [parse](const std::string& text, double seconds, int64_t nodes) {
        const sb::Puzzle p = parse(text, 1);
        return Call(seconds, nodes, [&](const Limits& l) { return sb::Solve(p, l); });
      },
      py::arg("puzzle"), PS_LIMIT_ARGS);
  m.def(
      "generate",
      [](int size, int stars, const std::string& level, std::optional<uint64_t> seed,
         double seconds, int64_t nodes) {
        const sb::GenerateOptions o{size, stars, level, seed};
        return Call(seconds, nodes, [&](const Limits& l) { return sb::Generate(o, l); });
      },
      py::arg("size") = 10, py::arg("stars") = 2, py::arg("level") = "any",
      py::arg("seed") = py::none(), PS_LIMIT_ARGS,
      "A board with one solution, with make('starbattle')'s parameters; the same seed gives the "
      "same board");
  m.def("levels", &sb::Levels);
}

void CrosswordModule(py::module_& m) {
  namespace cw = puzzlesmith::crossword;
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
      [](const std::string& path) {
        return Call(0, 0, [&](const Limits&) { return cw::ReadFile(path); });
      },
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
        return Call(seconds, nodes,
                    [&](const Limits& l) { return cw::SolveFillin(layout, words, limit, l); });
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
        return Call(seconds, nodes, [&](const Limits& l) { return cw::LayoutWords(list, o, l); });
      },
      py::arg("words"), py::arg("width") = 0, py::arg("height") = 0,
      py::arg("strategy") = "compact", py::arg("seed") = 0, PS_LIMIT_ARGS,
      "An interlocking crossword of (word, clue) pairs");
}

}  // namespace puzzlesmith::python
