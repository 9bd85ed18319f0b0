#!/usr/bin/env bash
# ctest entry for the browser tests: tests/browser/run.sh BINARY SOURCE_DIR
set -euo pipefail
export PS_BINARY="$1" PS_SOURCE_DIR="$2"
cd "$2"
if [[ ! -x /usr/bin/chromium && -z "${PS_CHROMIUM:-}" ]]; then
  echo "browser tests: Debian's chromium is missing (scripts/install-deps installs it)" >&2
  exit 1
fi
exec node --test --test-reporter=spec tests/browser/*.test.mjs
