#!/usr/bin/env bash
# Lays out the sample word list, writes it as .puz and .xd, and has independent npm parsers read
# the files back (check_crossword_files.mjs). Needs the repository's node_modules (npm ci, done
# by scripts/install-deps); a missing parser is a failure, not a skip.
set -euo pipefail
bin="$1"
root="$2"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if [[ ! -d "$root/node_modules/puzjs" ]]; then
  echo "node_modules is missing: run scripts/install-deps (npm ci) first" >&2
  exit 1
fi
"$bin" crossword layout "$root/data/crossword/sample-words.txt" --seed 7 --json \
  --title "Sample" --author "puzzlesmith tests" --copyright "none" \
  --puz "$out/sample.puz" --xd "$out/sample.xd" >"$out/sample.json"
node "$root/tests/thirdparty/check_crossword_files.mjs" "$out/sample.json" "$out/sample.puz" "$out/sample.xd"
# A standard grid with black squares, read from the committed .puz fixture and converted.
"$bin" crossword convert "$root/data/crossword/tiny.puz" "$out/tiny.xd"
"$bin" crossword convert "$root/data/crossword/tiny.puz" "$out/tiny.json"
"$bin" crossword convert "$out/tiny.xd" "$out/tiny.puz"
node "$root/tests/thirdparty/check_crossword_files.mjs" "$out/tiny.json" "$out/tiny.puz" "$out/tiny.xd"
# A fill-in puzzle (its word list rides in the notes), written by `fillin generate`.
"$bin" fillin generate --size 9x9 --words "$root/data/fillin/words-test.txt" --seed 2 -q \
  --puz "$out/fillin.puz" --xd "$out/fillin.xd" --ipuz "$out/fillin.ipuz" >/dev/null
"$bin" crossword convert "$out/fillin.ipuz" "$out/fillin.json"
node "$root/tests/thirdparty/check_crossword_files.mjs" "$out/fillin.json" "$out/fillin.puz" "$out/fillin.xd"
