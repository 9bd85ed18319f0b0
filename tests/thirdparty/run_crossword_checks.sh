#!/usr/bin/env bash
# Lays out the sample word list, writes it as .puz, .xd, .ipuz and .jpz, and has independent npm parsers
# read the files back (check_crossword_files.mjs); then the same for a converted .puz, a fill-in
# and the hand-written crossword-feature files (rebus, circles, shading, omitted squares,
# diagramless, a locked .puz) and variety crosswords (check_variety_files.mjs). Needs the
# repository's node_modules (npm ci, done by scripts/install-deps); a missing parser is a failure,
# not a skip. @xwordly/xword-parser 1.1.0 declares a dependency, vitiate, that is not on the npm
# registry and that its code never loads: package.json's "overrides" installs the registry's empty
# noop-package under that name, so that npm ci works.
set -euo pipefail
bin="$1"
root="$2"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for pkg in puzjs @confuzzle/puz-crossword xd-crossword-tools-parser @xwordly/xword-parser; do
  if [[ ! -d "$root/node_modules/$pkg" ]]; then
    echo "npm package $pkg is missing from $root/node_modules: run scripts/install-deps --test (npm ci) first" >&2
    exit 1
  fi
done
"$bin" crossword layout "$root/data/crossword/sample-words.txt" --seed 7 --to json \
  --title "Sample" --author "puzzlesmith tests" --copyright "none" \
  --puz "$out/sample.puz" --xd "$out/sample.xd" --ipuz "$out/sample.ipuz" --jpz "$out/sample.jpz" \
  >"$out/sample.json"
# The layout JSON has no metadata: the files must carry the command line's.
node "$root/tests/thirdparty/check_crossword_files.mjs" \
  --title "Sample" --author "puzzlesmith tests" --copyright "none" \
  "$out/sample.json" "$out/sample.puz" "$out/sample.xd" "$out/sample.ipuz" "$out/sample.jpz"
# A standard grid with black squares, read from the committed .puz fixture and converted; it has a
# title, author, copyright (with a non-ASCII sign), notes and a clue with '~' and quotes.
"$bin" crossword convert "$root/data/crossword/tiny.puz" "$out/tiny.xd"
"$bin" crossword convert "$root/data/crossword/tiny.puz" "$out/tiny.json"
"$bin" crossword convert "$out/tiny.xd" "$out/tiny.puz"
"$bin" crossword convert "$out/tiny.puz" "$out/tiny.ipuz"
"$bin" crossword convert "$out/tiny.ipuz" "$out/tiny.jpz"
node "$root/tests/thirdparty/check_crossword_files.mjs" "$out/tiny.json" "$out/tiny.puz" "$out/tiny.xd" "$out/tiny.ipuz" \
  "$out/tiny.jpz"
# A fill-in puzzle (its word list rides in the notes), written by `fillin generate`.
"$bin" fillin generate --size 9x9 --words "$root/data/fillin/words-test.txt" --seed 2 -q \
  --puz "$out/fillin.puz" --xd "$out/fillin.xd" --ipuz "$out/fillin.ipuz" >/dev/null
"$bin" crossword convert "$out/fillin.ipuz" "$out/fillin.json"
node "$root/tests/thirdparty/check_crossword_files.mjs" "$out/fillin.json" "$out/fillin.puz" "$out/fillin.xd" \
  "$out/fillin.ipuz"
# The crossword features (rebus squares, circled and shaded squares, omitted squares, diagramless
# grids, bars, editor/date/publisher/difficulty/intro), from the hand-written files: each is
# converted to .puz, .xd, .ipuz and .jpz (`convert` says on stderr what a format cannot keep), and
# the readers must find in each what its format keeps (check_crossword_files.mjs says which reader
# reads what). A barred grid gets no .puz: `convert` refuses it (exit 2), as the format has no bars.
features="$root/tests/data/crossword-features"
for src in rebus-circles.ipuz rebus-circles.puz classic-rebus.xd diagramless.ipuz locked-1234.puz \
           signs.ipuz signs.xd digits.jpz features.jpz zipped.jpz barred.ipuz barred.jpz design.xd; do
  name="${src%.*}-${src##*.}"
  echo "== $src"
  "$bin" crossword convert "$features/$src" "$out/$name.json"
  files=()
  for ext in puz xd ipuz jpz; do
    if [[ "$src" == barred.* || "$src" == design.xd ]] && [[ "$ext" == puz ]]; then
      if "$bin" crossword convert "$features/$src" "$out/$name.puz" 2>"$out/refused.txt"; then
        echo "a barred grid was written as .puz" >&2
        exit 1
      fi
      continue
    fi
    "$bin" crossword convert "$features/$src" "$out/$name.$ext"
    files+=("$out/$name.$ext")
  done
  locked=()
  [[ "$src" == locked-* ]] && locked=(--locked "$features/$src")
  node "$root/tests/thirdparty/check_crossword_files.mjs" "${locked[@]}" "$out/$name.json" "${files[@]}"
done
# The variety crosswords (one fixture of each family: named clue lists, entries along any path):
# puzzlesmith writes them as ipuz and .jpz only (a .puz or .xd is refused, exit 2: those formats
# have Across and Down alone), so of the npm readers only @xwordly/xword-parser reads them;
# check_variety_files.mjs says what it reads of each, and checks that it agrees with us there.
for family in rows-garden marching-bands spiral snake-charmer twists-and-turns around-the-bend two-tone \
              diagonal labyrinth jelly-roll eight-tracks helter-skelter patchwork spell-weaving \
              hearts-and-arrows; do
  echo "== $family.ipuz"
  for ext in puz xd; do
    if "$bin" crossword convert "$features/$family.ipuz" "$out/$family.$ext" 2>"$out/refused.txt"; then
      echo "a variety crossword was written as .$ext" >&2
      exit 1
    fi
  done
  "$bin" crossword convert "$features/$family.ipuz" "$out/$family.ipuz"
  "$bin" crossword convert "$features/$family.ipuz" "$out/$family.jpz"
  node "$root/tests/thirdparty/check_variety_files.mjs" "$out/$family.ipuz" "$features/$family.ipuz" \
    "$out/$family.jpz"
done
