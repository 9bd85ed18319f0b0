"""The module's verbs over the kind contract (make, read, write, solve, grade, hint, levels),
for every kind, against the command line: each call's dict must equal what the same command
prints with --json (`puzzlesmith make|convert|solve|grade|hint ... --json`), key for key; and
Ctrl-C stops a long search. Run by ctest with PYTHONPATH at the module's folder and PS_CLI at the
built `puzzlesmith`."""
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import unittest

import puzzlesmith

CLI = os.environ["PS_CLI"]
KINDS = puzzlesmith.kinds()
# One puzzle of each kind that makes them: the kind's example (small, quick, with a seed).
MAKES = {k["name"]: k["example"] for k in KINDS if k["makes"]}
# Parameters the command reads from a file (texts longer than a line: a word list, a pattern),
# and the kinds whose puzzles such a text makes (they have no seeded ID).
FILE_PARAMS = {p["name"] for k in KINDS for p in k["params"]
               if p["type"] == "text" and p.get("max_length", 0) > 1000}
# Kinds made from a text too long for a seeded ID (a word list, a pattern): no seeded ID. (A short
# text, a Sudoku's box, and a finer setting left out of IDs at its default, do not count.)
MADE_FROM_TEXT = {k["name"] for k in KINDS
                  if any(p["type"] == "text" and p.get("max_length", 0) > 64
                         and not p.get("advanced", False) for p in k["params"])}


def cli(*args, ok=True):
    """The command's standard output (bytes) and exit code."""
    run = subprocess.run([CLI, *args], capture_output=True, timeout=120)
    if ok and run.returncode != 0:
        raise AssertionError(f"puzzlesmith {' '.join(args)}: exit {run.returncode}: "
                             f"{run.stderr.decode(errors='replace')}")
    return run.stdout, run.returncode


def cli_json(*args):
    """The command's --json; exit 1 (several solutions, or none) prints it too."""
    out, code = cli(*args, "--json", ok=False)
    if code not in (0, 1):
        raise AssertionError(f"puzzlesmith {' '.join(args)} --json: exit {code}")
    return json.loads(out)


class KindVerbs(unittest.TestCase):
    """For each kind: the Python call's dict equals the command's --json."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.made = {}  # kind -> (the command's dict, the module's dict)
        for kind, params in MAKES.items():
            args = ["make", kind]
            for name, value in params.items():
                if name in FILE_PARAMS:
                    path = os.path.join(cls.tmp.name, f"{kind}-{name}.txt")
                    with open(path, "w", encoding="utf-8") as f:
                        f.write(value)
                    value = path
                args += ["--" + name.replace("_", "-"), str(value)]
            cls.made[kind] = (cli_json(*args), puzzlesmith.make(kind, **params))

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def each(self):
        for kind in MAKES:
            with self.subTest(kind=kind):
                yield kind, *self.made[kind]

    def test_make(self):
        for kind, by_cli, by_py in self.each():
            self.assertEqual(by_py, by_cli)
            self.assertEqual(by_py["seed"], MAKES[kind]["seed"])  # a number, as the command's
            self.assertTrue(by_py["game_id"])

    def test_make_without_seed_says_the_seed(self):
        made = puzzlesmith.make("sudoku", level="easy")
        self.assertIsInstance(made["seed"], int)
        self.assertEqual(puzzlesmith.make("sudoku", level="easy", seed=made["seed"]), made)

    def test_read_game_id(self):
        for _, by_cli, _ in self.each():
            gid = by_cli["game_id"]
            self.assertEqual(puzzlesmith.read(gid), cli_json("convert", gid))

    def test_read_seeded_id(self):
        for kind, by_cli, _ in self.each():
            sid = by_cli["seed_id"]
            self.assertEqual(bool(sid), kind not in MADE_FROM_TEXT)
            if not sid:
                continue
            self.assertEqual(puzzlesmith.read(sid), cli_json("convert", sid))

    def test_write_and_read_every_format(self):
        writes = {k["name"]: k["writes"] for k in puzzlesmith.kinds()}
        for _, by_cli, by_py in self.each():
            # The command's input for the dict: its seeded ID (the same record) where it has one.
            gid = by_cli["seed_id"] or by_cli["game_id"]
            for fmt in writes[by_py["kind"]] + ["id", "seed-id"]:
                with self.subTest(format=fmt):
                    if fmt == "seed-id" and not by_py["seed_id"]:
                        with self.assertRaises(puzzlesmith.Error):
                            puzzlesmith.write(by_py, fmt)
                        continue
                    body, _ = cli("convert", gid, "--to", fmt)
                    written = puzzlesmith.write(by_py, fmt)
                    if fmt in ("id", "seed-id"):  # the command ends the line
                        self.assertEqual(written + "\n", body.decode())
                        continue
                    self.assertEqual(written.encode() if isinstance(written, str) else written,
                                     body)
                    path = os.path.join(self.tmp.name, "written." + fmt)
                    with open(path, "wb") as f:
                        f.write(body)
                    self.assertEqual(puzzlesmith.read(body), cli_json("convert", path))
                    self.assertEqual(puzzlesmith.read_file(path), cli_json("convert", path))

    # A dict as make() returns it is the puzzle its seeded ID makes again: the command's
    # equivalent of a verb on the dict is the verb on that ID.
    def inputs(self):
        # (Puzzles made from a word list or a pattern have no seeded ID: their game ID only.)
        for kind, by_cli, by_py in self.each():
            yield kind, by_cli["game_id"], by_cli["game_id"]
            if by_cli["seed_id"]:
                yield kind, by_cli["seed_id"], by_cli["seed_id"]
                yield kind, by_py, by_cli["seed_id"]

    def test_solve_and_count(self):
        for _, puzzle, arg in self.inputs():
            out, code = cli("solve", arg, "--json", ok=False)
            if code == 2:  # a crossword's answer comes with it: both refuse
                with self.assertRaises(puzzlesmith.Error) as e:
                    puzzlesmith.solve(puzzle)
                self.assertEqual(e.exception.code, "invalid_input")
                continue
            self.assertIn(code, (0, 1))  # unique; multiple (or none)
            self.assertEqual(puzzlesmith.solve(puzzle), json.loads(out))
            for limit in (1, 5):
                self.assertEqual(puzzlesmith.solve(puzzle, max_solutions=limit),
                                 cli_json("solve", arg, "--max-solutions", str(limit)))

    def test_grade(self):
        # Graded from the clues, the same dict as the command's; a kind without a grade (a
        # crossword: its difficulty is in its clues) is refused by both, saying why.
        for _, puzzle, arg in self.inputs():
            out, code = cli("grade", arg, "--json", ok=False)
            if code == 2:
                with self.assertRaises(puzzlesmith.Error) as e:
                    puzzlesmith.grade(puzzle)
                self.assertEqual(e.exception.code, "invalid_input")
                continue
            self.assertEqual(puzzlesmith.grade(puzzle), json.loads(out))

    def test_hint_from_the_start(self):
        for _, puzzle, arg in self.inputs():
            self.assertEqual(puzzlesmith.hint(puzzle), cli_json("hint", arg))

    def states(self, kind, doc):
        """Two game states of a made puzzle: one step right, and one step wrong (None for a kind
        whose game state this test does not know)."""
        if kind == "sudoku":
            values = doc["givens"]
            at = values.index(".")
            wrong = next(d for d in "987654321" if d != doc["solution"][at])
            return ({"values": values[:at] + doc["solution"][at] + values[at + 1:]},
                    {"values": values[:at] + wrong + values[at + 1:]})
        if kind == "starbattle":
            cells = "".join(doc["solution"])
            star = cells.index("*")
            right = [0] * len(cells)
            right[star] = 1
            wrong = [0] * len(cells)
            wrong[cells.index(".")] = 1  # not a star of the solution
            return {"marks": right}, {"marks": wrong}
        if "grid" not in doc or "entries" not in doc:
            return None
        # The crossword kinds: the first entry typed in, then with a wrong first letter.
        grid = doc["grid"]
        letters = ["".join("#" if c == "#" else "." for c in row) for row in grid]
        entry = doc["entries"][0]
        right = [list(row) for row in letters]
        for i, c in enumerate(entry["answer"]):
            r, col = entry["row"], entry["col"]
            if entry["direction"] == "across":
                col += i
            else:
                r += i
            right[r][col] = c
        wrong = [row[:] for row in right]
        first = wrong[entry["row"]][entry["col"]]
        wrong[entry["row"]][entry["col"]] = "Q" if first != "Q" else "X"
        return ({"letters": ["".join(row) for row in right]},
                {"letters": ["".join(row) for row in wrong]})

    def test_hint_from_a_state(self):
        for kind, by_cli, by_py in self.each():
            gid = by_cli["seed_id"] or by_cli["game_id"]
            if self.states(by_py["kind"], by_py["doc"]) is None:
                continue
            for state in self.states(by_py["kind"], by_py["doc"]):
                expected = cli_json("hint", gid, "--state", json.dumps(state))
                self.assertEqual(puzzlesmith.hint(by_py, state), expected)
                self.assertEqual(puzzlesmith.hint(by_py, json.dumps(state)), expected)
            # A wrong step is not hinted past: the hint names it.
            right, wrong = (puzzlesmith.hint(by_py, s)
                            for s in self.states(by_py["kind"], by_py["doc"]))
            self.assertNotEqual(right["technique"], "mistake")
            self.assertEqual(wrong["technique"], "mistake", wrong)

    def test_levels_and_kinds(self):
        for kind in ("sudoku", "starbattle"):
            self.assertEqual(puzzlesmith.levels(kind), cli_json("levels", kind))
        # What kinds() says of each kind is what its verbs do: its levels are levels()'s, a
        # kind that makes is made, and what it makes is written in every format it lists.
        listed = puzzlesmith.kinds()
        self.assertEqual([k["name"] for k in listed], [k["name"] for k in cli_json("kinds")])
        for kind in listed:
            with self.subTest(kind=kind["name"]):
                if kind["levels"] is None:
                    with self.assertRaises(puzzlesmith.Error):
                        puzzlesmith.levels(kind["name"])
                else:
                    self.assertEqual(puzzlesmith.levels(kind["name"]), kind["levels"])
                if kind["makes"]:  # an example to make, with its seed
                    self.assertIn("seed", kind["example"])
        for name, (_, made) in self.made.items():
            writes = next(k["writes"] for k in listed if k["name"] == made["kind"])
            for fmt in writes:
                self.assertTrue(puzzlesmith.write(made, fmt), f"{name} as {fmt}")
        # A make with a seed alone takes the table's defaults (those the record keeps).
        for name in ("sudoku", "starbattle"):
            params = next(k["params"] for k in listed if k["name"] == name)
            made = puzzlesmith.make(name, seed=9)
            kept = [p for p in params if p["name"] in made["params"]]
            self.assertGreaterEqual(len(kept), 3)
            for p in kept:
                self.assertEqual(made["params"][p["name"]], p["default"], f"{name} {p['name']}")

    def test_what_a_reader_skipped_is_a_warning(self):
        text = ("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
                "12x4\n")
        path = os.path.join(self.tmp.name, "skipped.txt")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        with self.assertWarns(UserWarning):
            read = puzzlesmith.read(text)
        self.assertEqual(read, cli_json("convert", path))

    def test_bad_input_is_one_error_as_the_command_says_it(self):
        with self.assertRaises(puzzlesmith.Error) as e:
            puzzlesmith.make("sudoku", size=7)
        self.assertEqual(e.exception.code, "invalid_input")
        _, code = cli("make", "sudoku", "--size", "7", ok=False)
        self.assertEqual(code, 2)
        with self.assertRaises(puzzlesmith.Error) as e:
            puzzlesmith.read("sudoku/9:zz")
        self.assertEqual(e.exception.code, "invalid_input")
        with self.assertRaises(TypeError):
            puzzlesmith.solve(42)


# A search that runs for minutes unless stopped, in a child interpreter that says when it starts.
LONG_SEARCHES = {
    "make": "puzzlesmith.make('sudoku', size=6, level='diabolical', seed=1)",
    "typed": "puzzlesmith.sudoku.generate(size=6, level='diabolical', seed=1)",
}


class CtrlC(unittest.TestCase):
    def interrupted(self, call, wait):
        """Runs `call` in a child interpreter, sends it Ctrl-C a second after it starts, and
        returns its output, error output, exit code and the seconds it took to end after that."""
        code = f"import puzzlesmith, sys\nprint('started', flush=True)\n{call}"
        child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True, env=os.environ)
        self.assertEqual(child.stdout.readline().strip(), "started")
        time.sleep(1)
        self.assertIsNone(child.poll(), "the search ended before Ctrl-C: pick a longer one")
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        try:
            out, err = child.communicate(timeout=wait)
        except subprocess.TimeoutExpired:
            child.kill()
            child.communicate()
            self.fail(f"{call}: still running {wait} s after Ctrl-C")
        return out, err, child.returncode, time.monotonic() - sent

    def test_ctrl_c_stops_a_search(self):
        for name, call in LONG_SEARCHES.items():
            with self.subTest(api=name):
                out, err, code, latency = self.interrupted(call + "\nprint('finished')", 3)
                print(f"\n{call}: exited {latency * 1000:.0f} ms after SIGINT", file=sys.stderr)
                self.assertNotIn("finished", out)
                self.assertIn("KeyboardInterrupt", err)
                self.assertNotEqual(code, 0)
                self.assertLess(latency, 3)

    def test_a_search_after_ctrl_c_works(self):
        # The stopped search's thread is free again: the next call is answered.
        call = ("try:\n    " + LONG_SEARCHES["typed"] + "\nexcept KeyboardInterrupt:\n"
                "    print('stopped', flush=True)\n"
                "print(puzzlesmith.sudoku.count('" + "..3.2.6..9..3.5..1..18.64....81.29..7......."
                "8..67.82....26.95..8..2.3..9..5.1.3.." + "').count)")
        out, err, code, _ = self.interrupted(call, 10)
        self.assertEqual(out.split(), ["stopped", "1"], err)
        self.assertEqual(code, 0, err)


if __name__ == "__main__":
    unittest.main()
