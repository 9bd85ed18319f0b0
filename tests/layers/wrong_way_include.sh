#!/usr/bin/env bash
# The include rules (cmake/CheckIncludes.cmake) pass on the sources as they are, and refuse a copy
# in which a kind includes the app layer above it, or another kind, naming the file and the rule.
# Usage: wrong_way_include.sh SOURCE_DIR
set -euo pipefail
src="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake -DSRC="$src/src" -DSTAMP="$tmp/ok.stamp" -P "$src/cmake/CheckIncludes.cmake"
test -f "$tmp/ok.stamp" || { echo "the rules did not pass on the sources as they are"; exit 1; }
cp -r "$src/src" "$tmp/src"
printf '#include "app/puzzles.h"\n' >> "$tmp/src/sudoku/format.cc"
if cmake -DSRC="$tmp/src" -DSTAMP="$tmp/bad.stamp" -P "$src/cmake/CheckIncludes.cmake" 2> "$tmp/err"; then
  echo "a wrong-way include (sudoku -> app) was not refused"; exit 1
fi
grep -q 'src/sudoku/format.cc: #include "app/puzzles.h": sudoku may include only' "$tmp/err" || {
  echo "the refusal does not name the file and the rule:"; cat "$tmp/err"; exit 1; }
# One kind may not include another (each kind stands on the layers and the crossword model).
mkdir -p "$tmp/src2" && cp -r "$src/src/." "$tmp/src2/"
printf '#include "sudoku/sudoku.h"\n' >> "$tmp/src2/fillin/fillin.cc"
if cmake -DSRC="$tmp/src2" -DSTAMP="$tmp/bad2.stamp" -P "$src/cmake/CheckIncludes.cmake" 2> "$tmp/err2"; then
  echo "a kind including another kind (fillin -> sudoku) was not refused"; exit 1
fi
grep -q 'src/fillin/fillin.cc: #include "sudoku/sudoku.h": fillin may include only' "$tmp/err2" || {
  echo "the refusal does not name the file and the rule:"; cat "$tmp/err2"; exit 1; }
echo "ok: the sources keep the layers, and wrong-way includes are refused"
