#!/usr/bin/env bash
# Has pzprjs (npm pzpr, the puzz.link engine) decode the Star Battle URLs and pzprv3 files
# puzzlesmith writes, and our reader read what pzprjs writes back (check_starbattle_files.mjs).
# Needs the repository's node_modules (npm ci, done by scripts/install-deps); a missing package is
# a failure, not a skip.
set -euo pipefail
bin="$1"
root="$2"
if [[ ! -d "$root/node_modules/pzpr" ]]; then
  echo "npm package pzpr is missing from $root/node_modules: run scripts/install-deps --test (npm ci) first" >&2
  exit 1
fi
node "$root/tests/thirdparty/check_starbattle_files.mjs" "$bin"
