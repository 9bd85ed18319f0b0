"""A fill-in puzzle with the puzzlesmith Python module: the same steps and output as fillin.cc."""
import puzzlesmith
from puzzlesmith import crossword

grid = """##########
##........
###.#####.
#......##.
###.##.##.
....##.##.
######.#.#
######.#.#
#........#
######.#.#
"""
words = ["mandarin", "apple", "nance", "papaya", "avocado", "date", "kiwi", "honeydew"]

# limit=2: find up to two fills, so a count of 1 proves the fill unique.
fill = crossword.solve_fillin(grid, words, limit=2)
print(f"fills: {fill.count}" + ("" if fill.complete else " (search cut short)"))
print("\n".join(fill.rows))

# One word changed: no fill exists, and the error says where the words conflict.
try:
    crossword.solve_fillin(grid, words[:-1] + ["honeydue"], limit=2)
except puzzlesmith.Error as e:
    print("with honeydue: " + ("no fill" if e.code == "no_solution" else "bad input"))
