"""The Python module puzzlesmith, imported as a user would, its answers checked against known
facts and against checks written here in Python (independent of the library).
Run by ctest with PYTHONPATH set to the module's folder and PS_SOURCE_DIR to the repository."""
import multiprocessing
import os
import threading
import time
import unittest

import puzzlesmith
from puzzlesmith import crossword, starbattle, sudoku

SOURCE = os.environ["PS_SOURCE_DIR"]
# Project Euler 96, grid 01, and its solution.
PUZZLE = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
SOLUTION = ("483921657967345821251876493548132976729564138136798245372689514814253769"
            "695417382")


def sudoku_ok(p, solution):
    """Rows, columns and boxes each hold 1..N; the givens kept."""
    n, bw, bh = p.size, p.box_width, p.box_height
    cells = solution.cells
    units = [[y * n + x for x in range(n)] for y in range(n)]
    units += [[y * n + x for y in range(n)] for x in range(n)]
    units += [[(by + y) * n + bx + x for y in range(bh) for x in range(bw)]
              for by in range(0, n, bh) for bx in range(0, n, bw)]
    return (all(sorted(cells[i] for i in u) == list(range(1, n + 1)) for u in units)
            and all(g == 0 or g == c for g, c in zip(p.cells, cells)))


def starbattle_ok(board, rows):
    n, k = board.size, board.stars
    stars = [(y, x) for y in range(n) for x in range(n) if rows[y][x] == "*"]
    by_zone = {}
    for y, x in stars:
        by_zone[board.zones[y * n + x]] = by_zone.get(board.zones[y * n + x], 0) + 1
    touching = any(abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1
                   for i, a in enumerate(stars) for b in stars[i + 1:])
    return (all(r.count("*") == k for r in rows)
            and all(sum(rows[y][x] == "*" for y in range(n)) == k for x in range(n))
            and sorted(by_zone) == list(range(n)) and set(by_zone.values()) == {k}
            and not touching)


def grid_holds_entries(cw):
    for e in cw.entries:
        for i, letter in enumerate(e.answer):
            y, x = (e.row, e.column + i) if e.across else (e.row + i, e.column)
            if cw.rows[y][x] != letter:
                return False
    return True


class Sudoku(unittest.TestCase):
    def test_parse_count_solve(self):
        p = sudoku.parse(PUZZLE)
        self.assertEqual((p.size, p.box_width, p.box_height), (9, 3, 3))
        self.assertEqual(p.line(), PUZZLE)
        c = sudoku.count(p)
        self.assertEqual((c.count, c.complete), (1, True))
        s = sudoku.solve(PUZZLE)  # a string works as well as a Puzzle
        self.assertEqual(s.line(), SOLUTION)
        self.assertEqual("".join(map(str, c.first)), SOLUTION)
        self.assertEqual(s.grid().splitlines()[0], " 4 8 3 | 9 2 1 | 6 5 7")

    def test_counts_to_the_limit(self):
        # 4x4 Sudoku has 288 completed grids.
        empty4 = "." * 16
        self.assertEqual(sudoku.count(empty4, limit=1000).count, 288)
        c = sudoku.count(empty4, limit=10)
        self.assertEqual((c.count, c.complete), (10, True))

    def test_limits_run_out_as_an_error(self):
        with self.assertRaises(puzzlesmith.Error) as e:
            sudoku.solve("." * 81, nodes=1)
        self.assertEqual(e.exception.code, "budget")
        c = sudoku.count("." * 81, limit=100, nodes=5)
        self.assertFalse(c.complete)

    def test_bad_input_names_the_place(self):
        with self.assertRaises(puzzlesmith.Error) as e:
            sudoku.parse("12x4\n" + "." * 81)
        self.assertEqual(e.exception.code, "invalid_input")
        self.assertGreater(e.exception.line, 0)
        self.assertIsInstance(e.exception, ValueError)
        with self.assertRaises(puzzlesmith.Error) as e:
            sudoku.solve("11" + "." * 79)
        self.assertEqual(e.exception.code, "no_solution")

    def test_generate_and_grade(self):
        g = sudoku.generate(level="medium", seed=11)
        self.assertEqual(g.level, "medium")
        self.assertTrue(sudoku_ok(g.puzzle, g.solution))
        self.assertEqual(sudoku.count(g.puzzle).count, 1)
        graded = sudoku.grade(g.puzzle, steps=True)
        self.assertEqual(graded.level, "medium")
        self.assertIn(graded.level, sudoku.levels())
        self.assertGreater(len(graded.steps), 0)
        self.assertEqual(sudoku.solve(g.puzzle).cells, g.solution.cells)
        again = sudoku.generate(level="medium", seed=11)
        self.assertEqual(again.puzzle.cells, g.puzzle.cells)
        six = sudoku.generate(size=6, seed=2)
        self.assertEqual((six.puzzle.size, six.puzzle.box_width, six.puzzle.box_height), (6, 3, 2))
        self.assertTrue(sudoku_ok(six.puzzle, six.solution))

    def test_grade_refuses_several_solutions(self):
        with self.assertRaises(puzzlesmith.Error) as e:
            sudoku.grade("." * 81)
        self.assertEqual(e.exception.code, "invalid_input")


class StarBattle(unittest.TestCase):
    def test_solve_a_golden_board(self):
        # tests/golden/starbattle/golden.txt, counted by an independent brute force.
        b = starbattle.parse("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou")
        self.assertEqual((b.size, b.stars), (6, 1))
        self.assertEqual(starbattle.solve(b),
                         [".*....", "...*..", ".....*", "..*...", "....*.", "*....."])
        self.assertEqual(starbattle.count(b).count, 1)
        self.assertEqual(b.url(), "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou")

    def test_generate(self):
        g = starbattle.generate(size=8, stars=1, seed=5)
        self.assertTrue(starbattle_ok(g.puzzle, g.solution))
        c = starbattle.count(g.puzzle)
        self.assertEqual((c.count, c.complete), (1, True))
        self.assertIn(g.level, starbattle.levels())
        self.assertEqual(starbattle.parse(g.puzzle.zone_file()).zones, g.puzzle.zones)

    def test_bad_board(self):
        with self.assertRaises(puzzlesmith.Error) as e:
            starbattle.parse("0 0\n0 2\n")
        self.assertEqual(e.exception.code, "invalid_input")


class Crossword(unittest.TestCase):
    def test_read_files(self):
        for name in ["rebus-circles.ipuz", "rebus-circles.puz", "classic-rebus.xd",
                     "features.jpz", "zipped.jpz", "rebus-v2.txt"]:
            with self.subTest(name):
                cw = crossword.read_file(os.path.join(SOURCE, "tests/data/crossword-features",
                                                      name))
                self.assertEqual(len(cw.rows), cw.height)
                self.assertTrue(all(len(r) == cw.width for r in cw.rows))
                self.assertGreater(len(cw.entries), 0)
                self.assertTrue(grid_holds_entries(cw))
        with open(os.path.join(SOURCE, "tests/data/crossword-features/rebus-circles.puz"),
                  "rb") as f:
            data = f.read()
        self.assertEqual(crossword.read(data).rows,
                         crossword.read_file(os.path.join(
                             SOURCE, "tests/data/crossword-features/rebus-circles.ipuz")).rows)

    def test_write_and_read_back(self):
        cw = crossword.read_file(os.path.join(SOURCE, "tests/data/crossword-features",
                                              "classic-rebus.xd"))
        for fmt in crossword.formats():
            with self.subTest(fmt):
                back = crossword.read(crossword.write(cw, fmt), fmt)
                self.assertEqual(back.rows, cw.rows)
                self.assertEqual([(e.number, e.across, e.clue) for e in back.entries],
                                 [(e.number, e.across, e.clue) for e in cw.entries])

    def test_unreadable(self):
        with self.assertRaises(puzzlesmith.Error) as e:
            crossword.read_file(os.path.join(SOURCE, "no-such-file.puz"))
        self.assertEqual(e.exception.code, "io")
        with self.assertRaises(puzzlesmith.Error) as e:
            crossword.read("hello")
        self.assertEqual(e.exception.code, "invalid_input")

    def test_fillin(self):
        base = os.path.join(SOURCE, "data/fillin/seed-10x10")
        with open(base + ".txt") as f:
            layout = f.read()
        with open(base + ".words") as f:
            words = f.read().split()
        with open(base + ".solution") as f:
            expected = [r.replace(" ", "").replace(".", "#") for r in f.read().splitlines()]
        r = crossword.solve_fillin(layout, words, limit=2)
        self.assertEqual((r.count, r.complete), (1, True))
        self.assertEqual(r.rows, expected)
        with self.assertRaises(puzzlesmith.Error) as e:
            crossword.solve_fillin(layout, words[:-1] + ["honeydue"])
        self.assertIn(e.exception.code, ("no_solution", "invalid_input"))

    def test_layout(self):
        words = [("python", "A snake"), ("sudoku", "Number place"), ("star", "It shines"),
                 ("puzzle", "What this is"), ("grid", "Squares")]
        out = crossword.layout(words, seed=3)
        cw = out.crossword
        placed = sorted(e.answer for e in cw.entries)
        self.assertEqual(sorted(placed + [u.split(":")[0] for u in out.unplaced]),
                         ["GRID", "PUZZLE", "PYTHON", "STAR", "SUDOKU"])
        self.assertGreaterEqual(len(placed), 4)
        self.assertTrue(grid_holds_entries(cw))
        self.assertEqual({e.answer: e.clue for e in cw.entries}["PYTHON"], "A snake")


class Module(unittest.TestCase):
    def test_version(self):
        self.assertRegex(puzzlesmith.version(), r"^\d+\.\d+\.\d+$")

    def test_a_search_lets_other_threads_run(self):
        # Counting 2,000,000 solutions of the empty grid takes about 0.7 s (less on a fast
        # machine; 100,000 took only 0.03 s once the count read its solutions in vectors, too short
        # for this loop); a search that kept the GIL would stop this thread's loop until it ended
        # (a tick or two).
        done = threading.Event()
        counted = []

        def search():
            counted.append(sudoku.count("." * 81, limit=2000000).count)
            done.set()

        worker = threading.Thread(target=search)
        start = time.monotonic()
        worker.start()
        ticks = 0
        while not done.is_set():
            ticks += 1
            time.sleep(0.001)
        worker.join()
        elapsed = time.monotonic() - start
        self.assertEqual(counted, [2000000])
        self.assertGreater(ticks, 20, "the search held the GIL for %.2f s" % elapsed)

    def test_threads_search_at_once_and_each_gets_its_answers(self):
        # Each call runs on its calling thread with the GIL released: the threads search at once.
        puzzles = [sudoku.generate(level="easy", seed=seed).puzzle for seed in range(1, 9)]
        answers = [sudoku.solve(p).line() for p in puzzles]
        results = {}

        def run(index):
            got = []
            for _ in range(25):
                for p in puzzles[index::4]:
                    got.append(sudoku.solve(p).line())
            results[index] = got

        threads = [threading.Thread(target=run, args=(i,)) for i in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=60)
        for i in range(4):
            self.assertEqual(results[i], answers[i::4] * 25)

    def test_searches_work_in_forked_children_after_one_in_the_parent(self):
        # multiprocessing's "fork" (Linux's default start method): the parent has searched (and
        # polled for Ctrl-C) before the fork; the children search on their own threads.
        self.assertEqual(sudoku.count(PUZZLE).count, 1)
        lines = [sudoku.generate(level="easy", seed=seed).puzzle.line() for seed in range(1, 7)]
        with multiprocessing.get_context("fork").Pool(2) as pool:
            counts = pool.map_async(count_line, lines).get(timeout=60)
        self.assertEqual(counts, [1] * len(lines))
        self.assertEqual(sudoku.count(PUZZLE).count, 1)


def count_line(line):
    return sudoku.count(line).count


if __name__ == "__main__":
    unittest.main()
