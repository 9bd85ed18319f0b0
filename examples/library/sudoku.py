"""Sudoku with the puzzlesmith Python module: the same steps and output as sudoku.cc."""
import sys

import puzzlesmith
from puzzlesmith import sudoku

try:
    puzzle = sudoku.parse(
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
except puzzlesmith.Error as e:
    sys.exit(f"sudoku: {e}")

# Count up to 2: one solution means the puzzle is sound.
count = sudoku.count(puzzle, limit=2)
print(f"solutions: {count.count}" + ("" if count.complete else " (search cut short)"))

# Solve, with limits on the work (10 seconds, no node limit).
solution = sudoku.solve(puzzle, seconds=10)
print(solution.grid(), end="")

# Grade: the level a person needs, and each deduction on the way.
grade = sudoku.grade(puzzle, steps=True)
print(f"level: {grade.level}, {len(grade.steps)} steps, first: {grade.steps[0]}")

# Generate: the same options and seed give the same puzzle on every machine.
made = sudoku.generate(level="hard", seed=7)
print(f"made ({made.level}): {made.puzzle.line()}")

# Bad input raises puzzlesmith.Error (a ValueError) with .code, .line and .column.
try:
    sudoku.parse("12x4\n")
except puzzlesmith.Error as e:
    print(f"bad input: {e}")
