#!/bin/bash
# A batch split into SHARDS shards run by GNU parallel, JOBS at a time (on this machine, or on
# others with parallel's --sshlogin), then merged back into batch order and stored in a library
# without duplicates:
#
#   COUNT=100000 SHARDS=8 JOBS=4 examples/parallel/run.sh
#
# Settings: COUNT, SEED, LEVEL, NODE_LIMIT, SHARDS, JOBS, OUT, DB, PUZZLESMITH.
set -euo pipefail
count=${COUNT:-10000}
seed=${SEED:-1}
level=${LEVEL:-beginner}
node_limit=${NODE_LIMIT:-200000}
shards=${SHARDS:-4}
jobs=${JOBS:-$(nproc)}
out=${OUT:-puzzles}
db=${DB:-$out/library.db}
puzzlesmith=${PUZZLESMITH:-puzzlesmith}
mkdir -p "$out"
seq 0 $((shards - 1)) | parallel --halt now,fail=1 -j "$jobs" \
  "$puzzlesmith" sudoku generate --level "$level" --count "$count" --seed "$seed" --json \
  --shard {}/"$shards" --node-limit "$node_limit" --on-failure record -q \
  '>' "$out/shard-{}.jsonl"
files=()
for ((i = 0; i < shards; ++i)); do files+=("$out/shard-$i.jsonl"); done
# One line of each shard in turn is batch order (shard i holds k = i, i+n, ...).
paste -d '\n' "${files[@]}" | grep -v '^$' >"$out/all.jsonl"
"$puzzlesmith" library import-batch "$out/all.jsonl" --db "$db"
