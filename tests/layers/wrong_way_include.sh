#!/usr/bin/env bash
# The include rules (cmake/CheckIncludes.cmake) pass on the sources as they are, and refuse a copy
# in which a kind includes the app layer above it, or another kind, naming the file and the rule;
# a kind may include another that its ps_kind line names after USES (the build writes that to a
# file the rules read), and a USES of no kind, or two kinds that use each other, are refused.
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
# (CMake wraps a long message: its lines joined.)
[[ "$(tr -s ' \n' ' ' < "$tmp/err2")" == *'src/fillin/fillin.cc: #include "sudoku/sudoku.h": fillin may include only'*'ps_kind(fillin USES sudoku)'* ]] || {
  echo "the refusal does not name the file, the rule and how to allow it:"; cat "$tmp/err2"; exit 1; }
# With `ps_kind(fillin USES sudoku)`, as the build writes it, the same include is allowed.
printf 'set(uses_fillin sudoku)\n' > "$tmp/uses.cmake"
cmake -DSRC="$tmp/src2" -DSTAMP="$tmp/uses.stamp" -DUSES_FILE="$tmp/uses.cmake" \
  -P "$src/cmake/CheckIncludes.cmake" 2> "$tmp/err3" || {
  echo "a kind including a kind its ps_kind line uses was refused:"; cat "$tmp/err3"; exit 1; }
test -f "$tmp/uses.stamp"
# ... but the way back is not, and neither is a USES of something that is no kind, nor two kinds
# that use each other.
printf '#include "fillin/fillin.h"\n' >> "$tmp/src2/sudoku/format.cc"
if cmake -DSRC="$tmp/src2" -DSTAMP="$tmp/back.stamp" -DUSES_FILE="$tmp/uses.cmake" \
  -P "$src/cmake/CheckIncludes.cmake" 2> /dev/null; then
  echo "the used kind including the kind that uses it (sudoku -> fillin) was not refused"; exit 1
fi
for uses in 'set(uses_fillin app)' 'set(uses_fillin sudoku)\nset(uses_sudoku fillin)'; do
  printf "$uses\n" > "$tmp/bad-uses.cmake"
  if cmake -DSRC="$src/src" -DSTAMP="$tmp/bad.stamp" -DUSES_FILE="$tmp/bad-uses.cmake" \
    -P "$src/cmake/CheckIncludes.cmake" 2> /dev/null; then
    echo "USES that the rules must refuse passed: $uses"; exit 1
  fi
done
echo "ok: the sources keep the layers, wrong-way includes are refused, and a kind includes another only when its ps_kind line uses it"
