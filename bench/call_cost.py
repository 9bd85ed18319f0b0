"""The cost of one short call of the library's API from Python: the 17-clue Sudoku of
bench/call_cost.cc counted to 2, in a loop (docs/benchmarks.md, "Python call overhead").
    PYTHONPATH=build/release/python python3 bench/call_cost.py [SECONDS]"""
import sys
import time

from puzzlesmith import sudoku

seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2
p = sudoku.parse("000000010400000000020000000000050407008000300001090000300400200050100000000806000")
calls, start = 0, time.perf_counter()
while (elapsed := time.perf_counter() - start) < seconds:
    for _ in range(100):
        if sudoku.count(p, limit=2).count != 1:
            sys.exit("not unique?")
    calls += 100
print(f"Python count: {calls / elapsed:.0f} calls/s ({1e6 * elapsed / calls:.2f} us a call)")
