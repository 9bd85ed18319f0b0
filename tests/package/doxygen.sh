#!/usr/bin/env bash
# Runs Doxygen on the public headers with every warning an error (Doxyfile.check, written by
# cmake/Docs.cmake): an undocumented public type, member or function, or a broken reference,
# fails with the header's file and line. Skipped (77) where doxygen is not installed.
#   doxygen.sh DOXYFILE
set -euo pipefail
if ! command -v doxygen >/dev/null; then
  echo "skipped: doxygen is not installed (scripts/install-deps installs it)"
  exit 77
fi
if ! doxygen "$1"; then
  echo "FAIL: Doxygen warned about the public headers (above): document what it names"
  exit 1
fi
echo "ok: the public headers are documented without a warning"
