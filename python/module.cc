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
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>

#include "app/io.h"
#include "app/puzzles.h"
#include "app/registry.h"
#include "app/verbs.h"
#include "kind/common.h"

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

// The cancel flag of the search running on this thread (RunCancellable's worker), which
// MakeLimits puts in every search's Limits: set when Python's Ctrl-C (or any signal whose
// handler raises) arrives.
thread_local const std::atomic<bool>* t_cancel = nullptr;

// The thread a calling thread's searches run on: started at its first search and kept, so that
// a call costs two wake-ups rather than a thread's start and end (a count of an easy Sudoku
// takes a few microseconds). It runs one task at a time; the calling thread waits for each.
// After a fork (multiprocessing), the child has no such thread: a worker made in another
// process is left alone (never woken, joined or freed) and a new one started.
class Worker {
 public:
  Worker() : pid_(getpid()), thread_([this] { Loop(); }) {}
  Worker(const Worker&) = delete;
  Worker& operator=(const Worker&) = delete;
  ~Worker() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stop_ = true;
    }
    wake_.notify_one();
    thread_.join();
  }
  pid_t pid() const { return pid_; }

  // Starts a task; the caller waits for it with Wait before starting another.
  void Start(std::function<void()> task) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      task_ = std::move(task);
      busy_ = true;
    }
    wake_.notify_one();
  }
  // Whether the task has ended, waiting for it at most `wait`.
  bool Wait(std::chrono::milliseconds wait) {
    std::unique_lock<std::mutex> lock(mutex_);
    return finished_.wait_for(lock, wait, [&] { return !busy_; });
  }

 private:
  void Loop() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      wake_.wait(lock, [&] { return stop_ || task_ != nullptr; });
      if (task_ == nullptr) return;
      std::function<void()> task = std::move(task_);
      task_ = nullptr;
      lock.unlock();
      task();
      task = nullptr;
      lock.lock();
      busy_ = false;
      finished_.notify_one();
    }
  }

  pid_t pid_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable finished_;
  std::function<void()> task_;
  bool busy_ = false;
  bool stop_ = false;
  std::thread thread_;  // last: started once the rest is made
};

// The calling thread's worker, joined when the thread ends (or at exit, for the main thread).
struct WorkerSlot {
  Worker* worker = nullptr;
  WorkerSlot() = default;
  WorkerSlot(const WorkerSlot&) = delete;
  WorkerSlot& operator=(const WorkerSlot&) = delete;
  ~WorkerSlot() {
    if (worker != nullptr && worker->pid() == getpid()) delete worker;
  }
};
thread_local WorkerSlot t_worker;

Worker& ThisThreadsWorker() {
  if (t_worker.worker == nullptr || t_worker.worker->pid() != getpid()) {
    t_worker.worker = new Worker();  // one made before a fork stays (see Worker)
  }
  return *t_worker.worker;
}

// Runs `work` (which returns a value and touches nothing Python owns: it owns copies of its
// arguments, taken while the GIL was held) on the calling thread's worker while this one, with
// the GIL released, waits for it and every 50 ms takes the GIL back for a moment to run Python's
// signal handlers (PyErr_CheckSignals). When a handler raises (Ctrl-C: KeyboardInterrupt), the
// search is told to stop through its cancel flag, waited for, and the exception raised here.
// Other Python threads run meanwhile.
template <typename F>
auto RunCancellable(F work) {
  using R = decltype(work());
  std::atomic<bool> cancel{false};
  std::optional<R> result;
  std::exception_ptr failure;
  bool interrupted = false;
  {
    py::gil_scoped_release release;
    Worker& worker = ThisThreadsWorker();
    worker.Start([&] {
      t_cancel = &cancel;
      try {
        result.emplace(work());
      } catch (...) {
        failure = std::current_exception();
      }
      t_cancel = nullptr;
    });
    while (!worker.Wait(std::chrono::milliseconds(50))) {
      if (interrupted) continue;
      py::gil_scoped_acquire acquire;
      // The exception a handler raised stays set on this thread until it is thrown below.
      interrupted = PyErr_CheckSignals() != 0;
      if (interrupted) cancel.store(true);
    }
  }
  if (interrupted) {
    if (PyErr_Occurred() == nullptr) PyErr_SetNone(PyExc_KeyboardInterrupt);
    throw py::error_already_set();
  }
  if (failure) std::rethrow_exception(failure);
  return std::move(*result);
}

// Runs a search as RunCancellable does, then takes its result with the GIL held again.
template <typename F>
auto Unlocked(F search) {
  return Take(RunCancellable(std::move(search)));
}

pz::Limits MakeLimits(double seconds, int64_t nodes) {
  return pz::Limits{seconds, nodes, t_cancel};
}

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

// --- The kinds' shared verbs, as dicts equal to the command's --json (app/verbs.h) ---

// An internal error (ps::Error) raised as puzzlesmith.Error.
[[noreturn]] void RaiseApp(const ps::Error& e) {
  pz::Error out;
  switch (e.code) {
    case ps::ErrorCode::kInvalidInput:
      out.code = pz::ErrorCode::kInvalidInput;
      break;
    case ps::ErrorCode::kIo:
      out.code = pz::ErrorCode::kIo;
      break;
    case ps::ErrorCode::kNoSolution:
      out.code = pz::ErrorCode::kNoSolution;
      break;
    case ps::ErrorCode::kBudget:
      out.code = pz::ErrorCode::kBudget;
      break;
    case ps::ErrorCode::kInternal:
      out.code = pz::ErrorCode::kInternal;
      break;
  }
  out.message = e.file.empty() ? e.message : e.file + ": " + e.message;
  out.line = e.line;
  out.column = e.column;
  Raise(out);
}

template <typename T>
T TakeApp(ps::Result<T> r) {
  if (!r.ok()) RaiseApp(r.error());
  return std::move(*r);
}

// JSON to Python (the converter: nlohmann's values one by one, no text in between).
py::object ToPython(const nlohmann::json& j) {
  switch (j.type()) {
    case nlohmann::json::value_t::null:
    case nlohmann::json::value_t::discarded:
      return py::none();
    case nlohmann::json::value_t::boolean:
      return py::bool_(j.get<bool>());
    case nlohmann::json::value_t::number_integer:
      return py::int_(j.get<int64_t>());
    case nlohmann::json::value_t::number_unsigned:
      return py::int_(j.get<uint64_t>());
    case nlohmann::json::value_t::number_float:
      return py::float_(j.get<double>());
    case nlohmann::json::value_t::string:
      return py::str(j.get_ref<const std::string&>());
    case nlohmann::json::value_t::binary:
      return py::bytes(std::string(j.get_binary().begin(), j.get_binary().end()));
    case nlohmann::json::value_t::array: {
      py::list list;
      for (const nlohmann::json& item : j) list.append(ToPython(item));
      return list;
    }
    case nlohmann::json::value_t::object: {
      py::dict dict;
      for (const auto& item : j.items()) dict[py::str(item.key())] = ToPython(item.value());
      return dict;
    }
  }
  return py::none();
}

// Python to JSON: None, bool, int, float, str, lists and tuples, dicts with str keys.
nlohmann::json ToJson(const py::handle& o) {
  if (o.is_none()) return nullptr;
  if (py::isinstance<py::bool_>(o)) return o.cast<bool>();
  if (py::isinstance<py::int_>(o)) {
    if (o.cast<py::int_>() < py::int_(0)) return o.cast<int64_t>();
    return o.cast<uint64_t>();
  }
  if (py::isinstance<py::float_>(o)) return o.cast<double>();
  if (py::isinstance<py::str>(o)) return o.cast<std::string>();
  if (py::isinstance<py::list>(o) || py::isinstance<py::tuple>(o)) {
    nlohmann::json out = nlohmann::json::array();
    for (const py::handle item : o) out.push_back(ToJson(item));
    return out;
  }
  if (py::isinstance<py::dict>(o)) {
    nlohmann::json out = nlohmann::json::object();
    for (const auto& [key, value] : o.cast<py::dict>()) {
      if (!py::isinstance<py::str>(key)) throw py::type_error("a dict's keys must be str");
      out[key.cast<std::string>()] = ToJson(value);
    }
    return out;
  }
  throw py::type_error("not a JSON value: " + py::str(py::type::of(o)).cast<std::string>());
}

ps::Budget AppBudget(double seconds, int64_t nodes) {
  ps::Budget budget = seconds > 0 ? ps::Budget::Seconds(seconds) : ps::Budget::Unlimited();
  if (nodes > 0) budget.WithNodeLimit(nodes);
  budget.WithCancelAtomic(t_cancel);
  return budget;
}

// A puzzle argument: a dict as make and read return it, or a file's text (str or bytes) or a
// game ID, read as `puzzlesmith convert` reads it.
struct PuzzleArg {
  std::optional<nlohmann::json> record;
  std::string text;
};

PuzzleArg ToPuzzleArg(const py::object& puzzle) {
  PuzzleArg arg;
  if (py::isinstance<py::dict>(puzzle)) {
    arg.record = ToJson(puzzle);
  } else if (py::isinstance<py::bytes>(puzzle)) {
    arg.text = puzzle.cast<std::string>();
  } else if (py::isinstance<py::str>(puzzle)) {
    arg.text = puzzle.cast<std::string>();
  } else {
    throw py::type_error(
        "puzzle: give a dict as make() or read() return it, a file's text (str or bytes) or a "
        "game ID");
  }
  return arg;
}

ps::Result<ps::kind::PuzzleRecord> OpenArg(const PuzzleArg& arg, ps::Budget& budget) {
  if (arg.record) return ps::app::RecordFromJson(*arg.record);
  return ps::app::ReadPuzzleText(arg.text, ps::app::ReadOptions{}, budget);
}

// Every verb takes these keyword arguments last: the limits of its search (0: none).
#define PS_APP_LIMITS py::arg("seconds") = 0.0, py::arg("nodes") = 0

void KindsApi(py::module_& m) {
  using nlohmann::json;
  namespace app = ps::app;
  m.def(
      "kinds", [] { return ToPython(app::KindsJson()); },
      "Every kind: name, label, aliases, what it makes, reads and writes, its levels (as "
      "`puzzlesmith kinds --json`)");
  m.def(
      "levels",
      [](const std::string& name) {
        const app::Kind* kind = app::FindKind(name);
        if (kind == nullptr) RaiseApp(ps::InvalidInput("unknown kind '" + name + "'"));
        if (kind->levels == nullptr) RaiseApp(ps::InvalidInput(name + " has no levels"));
        return ToPython(kind->levels());
      },
      py::arg("kind"), "A kind's levels, easiest first (as `puzzlesmith levels KIND --json`)");
  m.def(
      "make",
      [](const std::string& kind, double seconds, int64_t nodes, const std::string& words,
         bool allow_excluded, const py::kwargs& params) {
        const json request = ToJson(params);
        return ToPython(TakeApp(RunCancellable([=] {
          ps::Budget budget = AppBudget(seconds, nodes);
          ps::Result<ps::kind::PuzzleRecord> r =
              app::MakeKind(kind, request, budget, nullptr, words, allow_excluded);
          return r.ok() ? ps::Result<json>(app::PuzzleJson(*r)) : ps::Result<json>(r.error());
        })));
      },
      py::arg("kind"), py::kw_only(), PS_APP_LIMITS, py::arg("word_list") = "",
      py::arg("allow_excluded") = false,
      "Make a puzzle of a kind from its parameters as keyword arguments (size=9, level='hard', "
      "seed=42, ...; see kinds()): the dict `puzzlesmith make KIND --json` prints. The same seed "
      "gives the same puzzle; without one, a seed from the clock (in the dict's 'seed'). A kind "
      "that makes from a word list (fillin, fill) takes word_list=PATH (the command's --words; "
      "'': the built-in list).");
  auto read = [](std::string text, const std::string& format, int stars, const std::string& key,
                 bool strict, const std::string& words, bool allow_excluded, double seconds,
                 int64_t nodes) {
    const app::ReadOptions options{.from = format,
                                   .stars = stars,
                                   .key = key,
                                   .strict = strict,
                                   .words = words,
                                   .allow_excluded = allow_excluded};
    ps::kind::PuzzleRecord r = TakeApp(RunCancellable([=] {
      ps::Budget budget = AppBudget(seconds, nodes);
      return app::ReadPuzzleText(text, options, budget);
    }));
    // What the reader assumed or skipped (the command's "note:" lines), never silently.
    if (!r.notes.empty()) {
      py::object warn = py::module_::import("warnings").attr("warn");
      for (const std::string& note : r.notes) warn(note);
    }
    return ToPython(app::PuzzleJson(r));
  };
  m.def(
      "read",
      [read](const py::object& data, const std::string& format, int stars, const std::string& key,
             bool strict, const std::string& words, bool allow_excluded, double seconds,
             int64_t nodes) {
        if (!py::isinstance<py::str>(data) && !py::isinstance<py::bytes>(data)) {
          throw py::type_error("data: a file's text (str or bytes) or a game ID");
        }
        return read(data.cast<std::string>(), format, stars, key, strict, words, allow_excluded,
                    seconds, nodes);
      },
      py::arg("data"), py::kw_only(), py::arg("format") = "auto", py::arg("stars") = 0,
      py::arg("key") = "", py::arg("strict") = false, py::arg("words") = "",
      py::arg("allow_excluded") = false, PS_APP_LIMITS,
      "A puzzle of any kind from a file's content (str or bytes, the format told from it unless "
      "named) or a game ID: the dict `puzzlesmith convert FILE --json` prints");
  m.def(
      "read_file",
      [read](const std::string& path, const std::string& format, int stars, const std::string& key,
             bool strict, const std::string& words, bool allow_excluded, double seconds,
             int64_t nodes) {
        std::string text = TakeApp(app::ReadInput(path));
        return read(std::move(text), format, stars, key, strict, words, allow_excluded, seconds,
                    nodes);
      },
      py::arg("path"), py::kw_only(), py::arg("format") = "auto", py::arg("stars") = 0,
      py::arg("key") = "", py::arg("strict") = false, py::arg("words") = "",
      py::arg("allow_excluded") = false, PS_APP_LIMITS,
      "read() of a file's content: the dict `puzzlesmith convert PATH --json` prints");
  m.def(
      "write",
      [](const py::object& puzzle, const std::string& format, double seconds,
         int64_t nodes) -> py::object {
        const PuzzleArg arg = ToPuzzleArg(puzzle);
        struct Written {
          std::string body;
          bool text = true;
          std::vector<std::string> losses;
        };
        Written w = TakeApp(RunCancellable([=]() -> ps::Result<Written> {
          ps::Budget budget = AppBudget(seconds, nodes);
          PS_TRY(r, OpenArg(arg, budget));
          if (format == "id" || format == "seed-id") {
            const std::string& id = format == "id" ? r.game_id : r.seed_id;
            if (id.empty()) {
              return ps::InvalidInput(format == "id" ? "a " + r.kind + " has no game ID"
                                                     : "this puzzle has no seeded ID (only "
                                                       "puzzles made from parameters and a seed "
                                                       "have one); use format='id'");
            }
            return Written{id, true, {}};
          }
          PS_TRY(d, app::ExportPuzzle(r, format));
          const std::string& type = d.content_type;
          const bool text = type.rfind("text/", 0) == 0 || type.find("json") != std::string::npos ||
                            type.find("xml") != std::string::npos;
          return Written{std::move(d.body), text, std::move(d.losses)};
        }));
        if (!w.losses.empty()) {
          py::object warn = py::module_::import("warnings").attr("warn");
          for (const std::string& loss : w.losses) warn(loss);
        }
        if (w.text) return py::str(w.body);
        return py::bytes(w.body);
      },
      py::arg("puzzle"), py::arg("format"), py::kw_only(), PS_APP_LIMITS,
      "A puzzle (a dict, a file's text or a game ID) in a format of its kind, or 'id' / "
      "'seed-id': what `puzzlesmith convert INPUT --to FORMAT` writes (str; bytes for a binary "
      "format such as puz). What the format cannot keep is said as a warning.");
  m.def(
      "solve",
      [](const py::object& puzzle, int64_t max_solutions, double seconds, int64_t nodes) {
        const PuzzleArg arg = ToPuzzleArg(puzzle);
        if (max_solutions < 1) RaiseApp(ps::InvalidInput("max_solutions must be 1 or more"));
        return ToPython(TakeApp(RunCancellable([=]() -> ps::Result<json> {
          ps::Budget budget = AppBudget(seconds, nodes);
          PS_TRY(r, OpenArg(arg, budget));
          PS_TRY(solved, app::SolveJson(r, max_solutions, budget));
          return std::move(solved.json);
        })));
      },
      py::arg("puzzle"), py::arg("max_solutions") = 2, py::kw_only(), PS_APP_LIMITS,
      "Solve a puzzle (a dict, a file's text or a game ID) from its clues alone, counting its "
      "solutions up to max_solutions (2 tells unique from several): the dict `puzzlesmith solve "
      "INPUT --max-solutions N --json` prints, {kind, outcome, count, limit, state}");
  m.def(
      "grade",
      [](const py::object& puzzle, double seconds, int64_t nodes) {
        const PuzzleArg arg = ToPuzzleArg(puzzle);
        return ToPython(TakeApp(RunCancellable([=]() -> ps::Result<json> {
          ps::Budget budget = AppBudget(seconds, nodes);
          PS_TRY(r, OpenArg(arg, budget));
          return app::GradeJson(r, false, budget);
        })));
      },
      py::arg("puzzle"), py::kw_only(), PS_APP_LIMITS,
      "The level of a puzzle (a dict, a file's text or a game ID) as its kind grades it from its "
      "clues: the dict `puzzlesmith grade INPUT --json` prints, {kind, game_id, outcome, level, "
      "rating, ...}");
  m.def(
      "hint",
      [](const py::object& puzzle, const py::object& state, double seconds, int64_t nodes) {
        const PuzzleArg arg = ToPuzzleArg(puzzle);
        json game;  // null: the start of the game
        if (py::isinstance<py::str>(state)) {
          game = TakeApp(app::ParseState(state.cast<std::string>()));
        } else if (!state.is_none()) {
          game = ToJson(state);
          if (!game.is_object()) RaiseApp(ps::InvalidInput("state: give a dict (or its JSON)"));
        }
        return ToPython(TakeApp(RunCancellable([=]() -> ps::Result<json> {
          ps::Budget budget = AppBudget(seconds, nodes);
          PS_TRY(r, OpenArg(arg, budget));
          return app::HintJson(r, game, budget);
        })));
      },
      py::arg("puzzle"), py::arg("state") = py::none(), py::kw_only(), PS_APP_LIMITS,
      "The next step of a game (a dict, a file's text or a game ID) from a game state as the web "
      "app keeps it (a dict or its JSON; None: the start): the dict `puzzlesmith hint INPUT "
      "--state STATE --json` prints, {technique, text, cells, ...}");
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
  KindsApi(m);
}
