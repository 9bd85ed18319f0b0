#!/usr/bin/env bash
# The GNU parallel example end to end: 4 shards run by parallel, merged back into batch order,
# the same text as one run of the whole batch, and stored in a library without duplicates.
# Exits 77 (ctest: skipped) when GNU parallel is not installed.
#
#   tests/cluster/parallel_test.sh build/release/puzzlesmith
set -euo pipefail
bin=$(realpath "$1")
src=$(cd "$(dirname "$0")/../.." && pwd)
command -v parallel >/dev/null || { echo "SKIP: GNU parallel is not installed (Debian: parallel)"; exit 77; }
work=$(mktemp -d /tmp/ps-parallel.XXXXXX)
trap 'rm -rf "$work"' EXIT
COUNT=50 SEED=3 SHARDS=4 JOBS=2 OUT=$work/out DB=$work/lib.db PUZZLESMITH=$bin \
  "$src/examples/parallel/run.sh" >"$work/run.out"
"$bin" sudoku generate --level beginner --count 50 --seed 3 --json --node-limit 200000 \
  --on-failure record -q >"$work/one.jsonl"
cmp "$work/out/all.jsonl" "$work/one.jsonl" || { echo "FAIL: the shards merged differ from one run"; exit 1; }
grep -q '^50 records read: ' "$work/run.out" || { echo "FAIL: no import:"; cat "$work/run.out"; exit 1; }
# Importing the same batch again adds nothing: every puzzle is a duplicate.
"$bin" library import-batch "$work/out/all.jsonl" --db "$work/lib.db" >"$work/again.out"
grep -q ': 0 puzzles added' "$work/again.out" || { echo "FAIL: a second import added puzzles:"; cat "$work/again.out"; exit 1; }
echo "PASS: $(cat "$work/run.out")"
