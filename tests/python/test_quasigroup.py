"""The test's kind (tests/kinds/quasigroup/, Latin squares) from Python: the users' module, built on
the public API alone, loads the test copy of the library that has the kind (LD_LIBRARY_PATH at
tests/quasigroup/ of the build), and has every verb for it with no line of its own; each dict is what
the command's test copy prints with --json (PS_QUASIGROUP_CLI)."""
import json
import os
import subprocess
import unittest

import puzzlesmith

CLI = os.environ["PS_QUASIGROUP_CLI"]


def cli_json(*args):
    return json.loads(subprocess.run([CLI, *args, "--json"], capture_output=True, check=True,
                                     timeout=60).stdout)


class QuasigroupKind(unittest.TestCase):
    def test_listed_with_its_parameters_and_levels(self):
        kinds = {k["name"]: k for k in puzzlesmith.kinds()}
        self.assertIn("quasigroup", kinds)
        self.assertEqual([p["name"] for p in kinds["quasigroup"]["params"]], ["size", "level", "seed"])
        self.assertEqual([l["name"] for l in puzzlesmith.levels("quasigroup")], ["easy", "hard"])

    def test_every_verb(self):
        made = puzzlesmith.make("quasigroup", size=4, level="easy", seed=2)
        self.assertEqual(made, cli_json("make", "quasigroup", "--size", "4", "--level", "easy",
                                        "--seed", "2"))
        self.assertEqual(made["seed_id"], "quasigroup/size=4,level=easy#2")
        # Written, read back; opened by its game ID and its seeded ID.
        text = puzzlesmith.write(made, "quasigroup")
        self.assertTrue(text.startswith("quasigroup 4\n"), text)
        self.assertEqual(puzzlesmith.read(text)["game_id"], made["game_id"])
        # Its import parameter is a keyword of read(), as the table says.
        turned = puzzlesmith.read(text, transpose=True)["doc"]["givens"]
        givens = made["doc"]["givens"]
        self.assertEqual(turned, "".join(givens[i % 4 * 4 + i // 4] for i in range(16)))
        self.assertEqual(puzzlesmith.read(made["game_id"])["doc"], made["doc"])
        self.assertEqual(puzzlesmith.read(made["seed_id"]), made)
        # Solved, graded, hinted, checked, drawn.
        solved = puzzlesmith.solve(made)
        self.assertEqual(solved, cli_json("solve", made["game_id"]))
        self.assertEqual(solved["outcome"], "unique")
        self.assertEqual(puzzlesmith.grade(made)["level"], "easy")
        self.assertEqual(puzzlesmith.hint(made), cli_json("hint", made["game_id"]))
        self.assertTrue(puzzlesmith.check(made, solved["state"])["solved"])
        self.assertFalse(puzzlesmith.check(made)["solved"])
        self.assertIn("<svg", puzzlesmith.draw(made, answers=True))
        self.assertTrue(puzzlesmith.draw(made["game_id"], "pdf").startswith(b"%PDF"))


if __name__ == "__main__":
    unittest.main()
