#!/usr/bin/env bash
# ctest entry for the tests of the web app without a server: tests/web/run.sh SOURCE_DIR [NAME]
# runs tests/web/NAME.test.mjs (every tests/web/*.test.mjs without NAME) against build/web, which
# `make web` writes (make test's release pass builds it first), or PS_WEB_DIR.
set -euo pipefail
export PS_SOURCE_DIR="$1"
cd "$1"
export PS_WEB_DIR="${PS_WEB_DIR:-$1/build/web}"
if [[ ! -f "$PS_WEB_DIR/engine.wasm" ]]; then
  echo "the web app without a server is not built ($PS_WEB_DIR): run make web" >&2
  exit 77
fi
if [[ ! -x /usr/bin/chromium && -z "${PS_CHROMIUM:-}" ]]; then
  echo "browser tests: Debian's chromium is missing (scripts/install-deps --test installs it)" >&2
  exit 1
fi
if [[ -n "${2:-}" ]]; then
  exec node --test --test-reporter=spec "tests/web/$2.test.mjs"
fi
exec node --test --test-reporter=spec tests/web/*.test.mjs
