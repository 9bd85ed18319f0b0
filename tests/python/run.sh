#!/usr/bin/env bash
# The Python module's tests (test_puzzlesmith.py, and test_kinds.py against the command, PS_CLI) by pytest, with the interpreter the module was
# built for, or with Debian's python3 and its pytest (python3-pytest, which scripts/install-deps
# --test installs) when that interpreter has no pytest and is the same Python version. Where
# neither has pytest, the same tests run with the standard library's unittest, and the test says
# so in one line.
#   run.sh PYTHON   (run in tests/python, with PYTHONPATH at the module's folder)
set -euo pipefail
python=$1
version() { "$1" -c 'import sys; print("%d.%d" % sys.version_info[:2])'; }
if "$python" -c 'import pytest' 2>/dev/null; then
  exec "$python" -m pytest -v -p no:cacheprovider test_puzzlesmith.py test_kinds.py
fi
if [[ -x /usr/bin/python3 && "$(version /usr/bin/python3)" == "$(version "$python")" ]] &&
  /usr/bin/python3 -c 'import pytest' 2>/dev/null; then
  exec /usr/bin/python3 -m pytest -v -p no:cacheprovider test_puzzlesmith.py test_kinds.py
fi
echo "pytest is not installed for $python (Debian: python3-pytest); running the tests with unittest"
exec "$python" -m unittest -v test_puzzlesmith test_kinds
