#!/usr/bin/env python3
"""Independent check of crossword fills (make bench, section checks): shares no code with
puzzlesmith, it reads only the files we read and the JSON we print.

  check_fills.py gridfill WORDLIST MIN_SCORE RESULT.json ...
      RESULT.json: `{"pattern": PATTERN_FILE, "out": <crossword fill --json>}` a line.
      The filled grid keeps the pattern's blocks and given letters and has a letter A-Z in every
      other square; every across and down run of two or more squares (found here from the
      pattern) reads an entry of WORDLIST scored MIN_SCORE or more (`entry;score`, or a plain
      word scored 50), no entry twice; the printed entries are exactly those runs, each reading
      the grid's letters (so crossing entries agree on their shared square).
  check_fills.py fillin DICTIONARY RESULT.json ...
      RESULT.json: `fillin generate --json` a line. The printed slots are exactly the across
      and down runs of two or more squares of the printed layout; each slot's word has its
      length and is in DICTIONARY (lowercased); the words written into the slots agree on every
      shared square and give the printed grid; the slots' words are the puzzle's word list,
      each word used once.

A run that stopped at its time limit without a fill is counted as not made, not checked.
Prints `checked N`, `not_made N`, `failures N` and up to 10 failures; exits 1 on any failure.
"""
import collections
import json
import re
import sys


NOT_MADE = "not made"  # the program stopped at its time limit without a fill: nothing to check


def runs(rows, white):
    """The across and down runs of 2+ squares where white(ch): (row, col, direction, length)."""
    h, w = len(rows), len(rows[0])
    out = []
    for r in range(h):
        c = 0
        while c < w:
            if white(rows[r][c]):
                c0 = c
                while c < w and white(rows[r][c]):
                    c += 1
                if c - c0 >= 2:
                    out.append((r, c0, "across", c - c0))
            else:
                c += 1
    for c in range(w):
        r = 0
        while r < h:
            if white(rows[r][c]):
                r0 = r
                while r < h and white(rows[r][c]):
                    r += 1
                if r - r0 >= 2:
                    out.append((r0, c, "down", r - r0))
            else:
                r += 1
    return out


def cells(slot):
    r, c, d, n = slot
    return [(r + i, c) if d == "down" else (r, c + i) for i in range(n)]


def check_gridfill(pattern, out, words):
    if out is None or out.get("status") != "solved":
        return NOT_MADE  # nothing printed (the script counts a run that ended badly)
    grid = out["grid"]
    if len(grid) != len(pattern) or any(len(a) != len(b) for a, b in zip(grid, pattern)):
        return "the grid's size is not the pattern's"
    for r, (prow, grow) in enumerate(zip(pattern, grid)):
        for c, (p, g) in enumerate(zip(prow, grow)):
            if (p == "#") != (g == "#"):
                return f"r{r + 1}c{c + 1}: a block moved"
            if p != "#" and not ("A" <= g <= "Z"):
                return f"r{r + 1}c{c + 1}: {g!r} is not a letter"
            if p.isalpha() and p.upper() != g:
                return f"r{r + 1}c{c + 1}: the given {p} became {g}"
    slots = runs(pattern, lambda ch: ch != "#")
    read = {s: "".join(grid[r][c] for r, c in cells(s)) for s in slots}
    seen = set()
    for s, word in read.items():
        if word not in words:
            return f"{word} (r{s[0] + 1}c{s[1] + 1} {s[2]}) is not in the list at this score"
        if word in seen:
            return f"{word} is used twice"
        seen.add(word)
    printed = {(e["row"], e["col"], e["direction"], len(e["word"])): e["word"].upper()
               for e in out["entries"]}
    if set(printed) != set(read):
        return "the printed entries are not the grid's runs"
    for s, word in printed.items():
        if read[s] != word:
            return f"the printed entry {word} is not the grid's {read[s]}"
    return None


def check_fillin(out, dictionary):
    if out.get("status") != "unique" and out.get("complete") is not True:
        return NOT_MADE  # the generator gave up (time limit): no puzzle to check
    if out.get("status") != "unique" or out.get("count") != 1:
        return f"printed as made but not unique (status {out.get('status')})"
    layout, grid = out["layout"], out["grid"]
    h, w = len(layout), len(layout[0])
    if out.get("height", h) != h or out.get("width", w) != w or any(len(r) != w for r in layout):
        return "the layout's size is not the one printed"
    bg = "#"  # the layout and grid printed by --json: '#' background, '.' a square to fill
    slots = {(s["row"], s["col"], s["direction"], s["length"]): s["word"] for s in out["slots"]}
    if set(slots) != set(runs(layout, lambda ch: ch != bg)):
        return "the slots are not the layout's runs"
    letters = {}
    for s, word in slots.items():
        if len(word) != s[3]:
            return f"{word} does not have its slot's length {s[3]}"
        if word.lower() not in dictionary:
            return f"{word} is not in the dictionary"
        for (r, c), ch in zip(cells(s), word):
            if letters.setdefault((r, c), ch) != ch:
                return f"r{r + 1}c{c + 1}: the crossing words give {letters[(r, c)]} and {ch}"
    for r in range(h):
        for c in range(w):
            want = letters.get((r, c), bg)
            if len(grid[r]) != w or grid[r][c] != want:
                return f"r{r + 1}c{c + 1}: the printed grid has {grid[r][c]!r}, the words {want!r}"
    if collections.Counter(slots.values()) != collections.Counter(out["words"]):
        return "the slots' words are not the word list, each once"
    return None


def main():
    mode = sys.argv[1]
    failures, checked, not_made = [], 0, 0
    if mode == "gridfill":
        words = set()
        min_score = int(sys.argv[3])
        for line in open(sys.argv[2], encoding="utf-8", errors="replace"):
            line = line.strip()
            if not line:
                continue
            entry, _, score = line.partition(";")
            if (int(score) if score.strip().lstrip("-").isdigit() else 50) >= min_score:
                words.add(re.sub(r"[^A-Z]", "", entry.upper()))
        files = sys.argv[4:]
    else:
        dictionary = {line.strip().lower() for line in open(sys.argv[2], encoding="utf-8",
                                                             errors="replace")}
        files = sys.argv[3:]
    for f in files:
        for i, line in enumerate(open(f), 1):
            if not line.strip():
                continue
            checked += 1
            try:
                d = json.loads(line)
                if mode == "gridfill":
                    pattern = [r for r in open(d["pattern"]).read().split("\n") if r]
                    msg = check_gridfill(pattern, d["out"], words)
                    where = f"{d['pattern'].split('/')[-1]} seed {(d['out'] or {}).get('seed')}"
                else:
                    msg = check_fillin(d, dictionary)
                    where = f"{f.split('/')[-1]}:{i} seed {d.get('seed')}"
            except Exception as e:  # what we cannot read is a failure, not a crash
                msg, where = f"unreadable: {e}", f"{f}:{i}"
            if msg is NOT_MADE:
                not_made += 1
            elif msg is not None:
                failures.append(f"{where}: {msg}")
    for f in failures[:10]:
        print(f"FAIL {f}")
    print(f"checked {checked - not_made}")
    print(f"not_made {not_made}")
    print(f"failures {len(failures)}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
