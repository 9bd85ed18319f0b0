#!/usr/bin/env python3
"""The code blocks of docs/library.md are the files of examples/library/: each block right after
a line `<!-- examples/library/NAME -->` must hold that file exactly (programs, their Python twins
and the output they print, which the library_example tests check in turn).

    doc_examples.py SOURCE_DIR           check; a block that differs fails, naming the file
    doc_examples.py SOURCE_DIR --write   copy the files into their blocks
"""
import re
import sys

source = sys.argv[1]
write = "--write" in sys.argv[2:]
doc_path = f"{source}/docs/library.md"
lines = open(doc_path, encoding="utf-8").read().split("\n")
out, bad, seen, i = [], [], 0, 0
while i < len(lines):
    m = re.fullmatch(r"<!-- (examples/library/[A-Za-z0-9_.]+) -->", lines[i])
    out.append(lines[i])
    i += 1
    if not m:
        continue
    seen += 1
    if i >= len(lines) or not lines[i].startswith("```"):
        sys.exit(f"{doc_path}:{i}: no code block after the marker of {m.group(1)}")
    out.append(lines[i])
    start = i = i + 1
    while i < len(lines) and lines[i] != "```":
        i += 1
    if i == len(lines):
        sys.exit(f"{doc_path}:{start}: the code block of {m.group(1)} is not closed")
    want = open(f"{source}/{m.group(1)}", encoding="utf-8").read().rstrip("\n").split("\n")
    if lines[start:i] != want:
        bad.append(f"{doc_path}:{start}: the block differs from {m.group(1)}")
    out.extend(want)
if write:
    open(doc_path, "w", encoding="utf-8").write("\n".join(out))
    print(f"wrote {seen} blocks into {doc_path}")
elif bad:
    print("\n".join(bad))
    sys.exit("FAIL: run tests/package/doc_examples.py . --write after changing an example")
else:
    print(f"ok: the {seen} blocks of docs/library.md are the files of examples/library/")
