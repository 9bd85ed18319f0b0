"""Crosswords with the puzzlesmith Python module: the same steps and output as crossword.cc."""
import puzzlesmith
from puzzlesmith import crossword

words = [("python", "A snake, or a language"), ("sudoku", "Number place"),
         ("star", "It shines at night"), ("puzzle", "What this is"),
         ("grid", "Squares in rows"), ("clue", "A hint to an answer")]
layout = crossword.layout(words, seed=3)  # the same seed gives the same layout
grid = layout.crossword
print(f"{grid.width}x{grid.height}")
print("\n".join(grid.rows))
for e in grid.entries:
    way = "across" if e.across else "down"
    print(f"{e.number} {way}: {e.clue} ({len(e.answer)}) {e.answer}")
for u in layout.unplaced:
    print(f"not placed: {u}")

# Write and read back: every format holds the grid and the clues.
for fmt in ["xd", "ipuz"]:
    data = crossword.write(grid, fmt)  # bytes
    back = crossword.read(data)
    same = back.rows == grid.rows and len(back.entries) == len(grid.entries)
    print(f"{fmt}: {len(data)} bytes, read back {'the same' if same else 'different'}")

# A file with a mistake: the error names the line.
try:
    crossword.read("Title: Broken\n\n\nAB\nC\n\n\nA1. x ~ AB\n", "xd")
except puzzlesmith.Error as e:
    print(f"bad file: {e}")
