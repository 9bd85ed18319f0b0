#!/usr/bin/env bash
# ctest entry for the WebAssembly engine's smoke test: tests/wasm/run.sh BINARY SOURCE_DIR
# (the engine `make web` builds in build/wasm/engine, which make test's release pass builds first).
set -euo pipefail
export PS_BINARY="$1" PS_SOURCE_DIR="$2"
cd "$2"
export PS_ENGINE_DIR="${PS_ENGINE_DIR:-$2/build/wasm/engine}"
if [[ ! -f "$PS_ENGINE_DIR/engine.wasm" ]]; then
  echo "the web app without a server is not built ($PS_ENGINE_DIR): run make web" >&2
  exit 77
fi
exec node --no-warnings --test --test-reporter=spec tests/wasm/smoke.test.mjs
