#!/usr/bin/env python3
"""Independent check of generated Star Battles (make bench, section checks).

Reads the JSON lines of `puzzlesmith starbattle generate --json` (files named on the command
line) and, for each board, encodes it with the independent CNF encoder of
../shared/tools/starbattle_sat/sbsat.py (one variable a cell, "exactly k" per row, column and
zone by a sequential counter, no-touch as binary clauses; not puzzlesmith's code), and asks
Debian's cadical: the CNF must be satisfiable, its model must be the solution we printed, and
with that solution blocked (a clause that not all of its stars are set) it must be
unsatisfiable, so the solution is the only one. The printed solution is also checked against
the rules directly (k stars in every row, column and zone, none touching, zones N and
contiguous).

With PS_BINARY set (the puzzlesmith program), each board is also checked on the CNF that
`puzzlesmith starbattle cnf` exports (cell r,c is variable r*N+c+1): satisfiable with the printed
solution as its model, unsatisfiable with it blocked. Both encodings must agree.

usage: [PS_BINARY=puzzlesmith] check_starbattle_cadical.py SBSAT_DIR JOBS FILE.jsonl ...
Prints `checked N`, `failures N` and up to 10 failures; exits 1 on any
failure.
"""
import json
import multiprocessing
import os
import shutil
import sys


def check(d, sbsat, sbformat):
    """One board: a failure message, or None when every check passes."""
    n = len(d["zones"])
    k = d["stars"]
    zones = sbformat.normalize([[int(v) for v in row.split()] for row in d["zones"]])
    if any(len(row) != n for row in zones):
        return "the zone grid is not N x N"
    problems = sbformat.check_regions(zones)
    if problems:
        return "; ".join(problems)
    stars = {(r, c) for r, row in enumerate(d.get("solution", [])) for c, ch in enumerate(row)
             if ch == "*"}
    if "solution" in d:
        for r in range(n):
            if sum((r, c) in stars for c in range(n)) != k:
                return f"the printed solution has not {k} stars in row {r + 1}"
        for c in range(n):
            if sum((r, c) in stars for r in range(n)) != k:
                return f"the printed solution has not {k} stars in column {c + 1}"
        for z in range(n):
            if sum(zones[r][c] == z for (r, c) in stars) != k:
                return f"the printed solution has not {k} stars in zone {z}"
        for (r, c) in stars:
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    if (dr or dc) and (r + dr, c + dc) in stars:
                        return f"the printed solution has touching stars at r{r + 1}c{c + 1}"
    cnf, x = sbsat.encode(zones, k)
    sat, model, _ = sbsat.run_solver("cadical", cnf.nv, cnf.cl)
    if not sat:
        return "cadical: no solution"
    found = {(r, c) for r in range(n) for c in range(n) if x[r][c] in model}
    if "solution" in d and found != stars:
        return "cadical's solution is not the printed one"
    block = [-x[r][c] for (r, c) in found]
    sat2, _, _ = sbsat.run_solver("cadical", cnf.nv, cnf.cl + [block])
    if sat2:
        return "cadical: a second solution"
    ours = os.environ.get("PS_BINARY")
    if ours:
        msg = check_our_cnf(ours, d, n, k, found, sbsat)
        if msg:
            return msg
    return None


def check_our_cnf(binary, d, n, k, solution, sbsat):
    """The board on the CNF puzzlesmith exports: the same one solution as the independent CNF."""
    import subprocess
    board = "\n".join(d["zones"]) + "\n"
    r = subprocess.run([binary, "starbattle", "cnf", "-", "-", "--stars", str(k), "-q"],
                       input=board, capture_output=True, text=True)
    if r.returncode != 0:
        return f"starbattle cnf failed: {r.stderr.strip()}"
    nv, clauses = 0, []
    for line in r.stdout.splitlines():
        if line.startswith("p cnf"):
            nv = int(line.split()[2])
        elif line and not line.startswith("c"):
            clauses.append([int(v) for v in line.split()[:-1]])
    sat, model, _ = sbsat.run_solver("cadical", nv, clauses)
    if not sat:
        return "cadical on our CNF: no solution"
    found = {(r_, c) for r_ in range(n) for c in range(n) if r_ * n + c + 1 in model}
    if found != solution:
        return "cadical on our CNF: another solution than on the independent CNF"
    block = [-(r_ * n + c + 1) for (r_, c) in found]
    sat2, _, _ = sbsat.run_solver("cadical", nv, clauses + [block])
    if sat2:
        return "cadical on our CNF: a second solution"
    return None


def work(args):
    line, where, tools = args
    sys.path.insert(0, tools)
    import sbformat  # noqa: E402  (the independent tools, found at run time)
    import sbsat  # noqa: E402
    try:
        d = json.loads(line)
        msg = check(d, sbsat, sbformat)
    except Exception as e:  # a board we cannot read is a failure, not a crash
        msg = f"unreadable: {e}"
    return where, msg


def main():
    tools, jobs, files = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    if shutil.which("cadical") is None:
        print("check_starbattle_cadical: cadical is not installed (Debian package cadical; "
              "scripts/install-deps --bench installs it)", file=sys.stderr)
        return 2
    if not os.path.isfile(os.path.join(tools, "sbsat.py")):
        print(f"check_starbattle_cadical: no sbsat.py in {tools}", file=sys.stderr)
        return 2
    items = []
    for f in files:
        for i, line in enumerate(open(f), 1):
            if line.strip():
                items.append((line, f"{os.path.basename(f)}:{i}", tools))
    failures = []
    with multiprocessing.Pool(jobs) as pool:
        for where, msg in pool.imap_unordered(work, items, chunksize=16):
            if msg is not None:
                failures.append(f"{where}: {msg}")
    for f in sorted(failures)[:10]:
        print(f"FAIL {f}")
    print(f"checked {len(items)}")
    print(f"failures {len(failures)}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
