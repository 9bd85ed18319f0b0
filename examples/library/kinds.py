"""Every kind through the module's verbs over the kind contract: make, solve (counting), grade,
hint, write and read. Each returns the dict `puzzlesmith make|solve|grade|hint|convert ... --json`
prints for the same arguments. The same steps and output as kinds.cc."""
import puzzlesmith

WORDS = "apple: Fruit\nbanana: Yellow fruit\ncherry: Red fruit\ngrape: Vine fruit\nlemon: Sour"
MAKES = {
    "sudoku": {"level": "easy", "seed": 7},
    "starbattle": {"size": 6, "stars": 1, "seed": 5},
    "fillin": {"width": 7, "height": 7, "seed": 6},
    "crossword": {"words": WORDS, "seed": 7},
    "fill": {"pattern": "...#\n....\n....\n#...", "seed": 8},
}
# What each kind writes (the formats of `puzzlesmith kinds`).
WRITES = {k["name"]: k["writes"] for k in puzzlesmith.kinds()}
for name, params in MAKES.items():
    # make: the dict of `puzzlesmith make NAME --seed ... --json`; the seed makes it again.
    made = puzzlesmith.make(name, **params)
    print(f"{name}: a {made['kind']}, seed {made['seed']}, level {made['level'] or '-'}")
    print(f"  game ID {made['game_id'][:40]}...")
    # solve: count up to 2 from the clues alone (a crossword's answer comes with it).
    try:
        solved = puzzlesmith.solve(made, max_solutions=2)
        print(f"  solve: {solved['outcome']} ({solved['count']} counted up to {solved['limit']})")
    except puzzlesmith.Error as e:
        print(f"  solve: {e.code}")
    # grade (from the clues: a crossword has none, its difficulty is in its clues) and hint: what
    # a person needs, and the first step from the start of the game.
    try:
        graded = puzzlesmith.grade(made)
        print(f"  grade: {graded['level'] or '-'} ({graded['outcome']})")
    except puzzlesmith.Error as e:
        print(f"  grade: {e.code}")
    hint = puzzlesmith.hint(made)
    print(f"  hint: {hint['technique']}")
    # write a format of the kind, and read it back: the same puzzle.
    fmt = WRITES[made["kind"]][0]
    written = puzzlesmith.write(made, fmt)
    back = puzzlesmith.read(written)
    print(f"  {fmt}: {len(written)} characters, read back: "
          f"{'the same' if back['game_id'] == made['game_id'] else 'different'}")

# A game ID (or a file's text) works wherever a dict does.
graded = puzzlesmith.grade("sudoku/size=9,level=hard#42")
print(f"sudoku/size=9,level=hard#42: a {graded['kind']}, {graded['level']}")
try:
    puzzlesmith.make("sudoku", size=7)
except puzzlesmith.Error as e:
    print(f"bad input: {e.code}: {e}")
