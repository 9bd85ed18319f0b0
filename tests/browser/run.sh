#!/usr/bin/env bash
# ctest entry for the browser tests: tests/browser/run.sh BINARY SOURCE_DIR [NAME]
# runs tests/browser/NAME.test.mjs, or every tests/browser/*.test.mjs without NAME.
set -euo pipefail
export PS_BINARY="$1" PS_SOURCE_DIR="$2"
cd "$2"
if [[ ! -x /usr/bin/chromium && -z "${PS_CHROMIUM:-}" ]]; then
  echo "browser tests: Debian's chromium is missing (scripts/install-deps --test installs it)" >&2
  exit 1
fi
if [[ -n "${3:-}" ]]; then
  exec node --test --test-reporter=spec "tests/browser/$3.test.mjs"
fi
exec node --test --test-reporter=spec tests/browser/*.test.mjs
