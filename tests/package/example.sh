#!/usr/bin/env bash
# Runs one example of docs/library.md and compares what it prints with the expected output:
#   example.sh EXPECTED_FILE COMMAND [ARGS...]
# The C++ program and its Python twin are both checked against the same file.
set -euo pipefail
expected=$1
shift
if ! out="$("$@")"; then
  echo "FAIL: $* exited with an error"
  exit 1
fi
if ! diff -u "$expected" <(printf '%s\n' "$out"); then
  echo "FAIL: $* printed the lines marked + above instead of those marked - ($expected)"
  exit 1
fi
echo "ok: $* printed $expected"
