// What the Python module's files share: puzzlesmith.Error raised from an Error, and the way every
// call runs: on the calling thread with the GIL released (other Python threads run meanwhile),
// its Limits' poll (puzzlesmith/result.h) taking the GIL back every 20 ms or so of a search that
// runs long to run Python's signal handlers, so that Ctrl-C stops it: the handler's exception
// (KeyboardInterrupt) sets the search's cancel flag, and is raised once the search has stopped.
// A short call (a count of an easy Sudoku: a few microseconds) costs a release and a take of the
// GIL and nothing more: no thread, no wake-up.
#pragma once

#include <puzzlesmith/result.h>
#include <pybind11/pybind11.h>

#include <atomic>
#include <optional>
#include <utility>

namespace puzzlesmith::python {

namespace py = pybind11;

// Raises `e` as puzzlesmith.Error (a ValueError) with .code, .line and .column.
[[noreturn]] void Raise(const Error& e);

template <typename T>
T Take(Result<T> r) {
  if (!r) Raise(r.error());
  return std::move(*r);
}

// What a call shares with its poll: the cancel flag, set when a signal handler raised, whose
// exception then stays set on this thread until the call raises it.
struct Interrupt {
  std::atomic<bool> cancel{false};
  bool raised = false;
};

// Limits::poll: runs Python's signal handlers (only the main thread's run any: elsewhere this
// returns at once).
void PollSignals(void* context);

// Runs `work(limits)`, which touches nothing Python owns, with the GIL released and limits of
// `seconds` and `nodes` (0: none) whose poll looks for Ctrl-C; its Result's value, or its error
// raised (KeyboardInterrupt, or whatever a signal handler raised, first).
template <typename F>
auto Call(double seconds, int64_t nodes, F&& work) {
  Interrupt interrupt;
  const Limits limits{seconds, nodes, &interrupt.cancel, &PollSignals, &interrupt};
  std::optional<decltype(work(limits))> result;
  {
    py::gil_scoped_release release;
    result.emplace(work(limits));
  }
  if (interrupt.raised) throw py::error_already_set();
  return Take(std::move(*result));
}

// The typed modules puzzlesmith.sudoku, .starbattle and .crossword (typed.cc).
void SudokuModule(py::module_& m);
void StarBattleModule(py::module_& m);
void CrosswordModule(py::module_& m);

// Every function that searches takes these two keyword arguments last.
#define PS_LIMIT_ARGS py::kw_only(), py::arg("seconds") = 0.0, py::arg("nodes") = 0

}  // namespace puzzlesmith::python
