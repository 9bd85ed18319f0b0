"""Star Battle with the puzzlesmith Python module: the same steps and output as starbattle.cc."""
from puzzlesmith import starbattle

board = starbattle.parse("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou")
print(f"{board.size}x{board.size}, {board.stars} star(s) a unit")
print(board.zone_file(), end="")

count = starbattle.count(board, limit=2)
print(f"solutions: {count.count}")
print("\n".join(starbattle.solve(board)))

# A new 8x8 board with one star a unit; the seed makes it again.
made = starbattle.generate(size=8, stars=1, seed=5)
print(f"made ({made.level}): {made.puzzle.url()}")
print("\n".join(made.solution))
