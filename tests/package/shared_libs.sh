#!/usr/bin/env bash
# CMake's BUILD_SHARED_LIBS chooses the library a build makes, and only that one: ON gives the
# shared libpuzzlesmith.so.MAJOR (the layers' libraries stay static, inside it), OFF the static
# libpuzzlesmith.a. Checked on the build files of a configure (nothing is built).
#   shared_libs.sh SOURCE_DIR WORK_DIR VERSION [cmake args...]
set -euo pipefail
source=$1 work=$2 version=$3
shift 3
mkdir -p "$work"
fails=0
for shared in ON OFF; do
  dir="$work/$shared"
  rm -rf "$dir"
  if ! cmake -S "$source" -B "$dir" -G Ninja -DBUILD_SHARED_LIBS=$shared \
    -DPUZZLESMITH_BUILD_TESTS=OFF -DPUZZLESMITH_BUILD_PYTHON=OFF -DPUZZLESMITH_BUILD_CLI=OFF \
    -DPUZZLESMITH_BUILD_SERVER=OFF "$@" >"$work/configure-$shared.log" 2>&1; then
    cat "$work/configure-$shared.log"
    echo "FAIL: configure with BUILD_SHARED_LIBS=$shared"
    fails=$((fails + 1))
    continue
  fi
  libs="$(grep -o 'src/lib[a-z_]*\.\(so[.0-9]*\|a\)\b' "$dir/build.ninja" | sort -u | tr '\n' ' ')"
  if [[ $shared == ON ]]; then
    want="src/libpuzzlesmith.so.${version}"
    shared_layers="$(grep -o 'src/libps_[a-z_]*\.so' <<<"$libs" || true)"
    [[ -z "$shared_layers" ]] || { echo "FAIL: BUILD_SHARED_LIBS=ON made shared layers: $shared_layers"; fails=$((fails + 1)); }
  else
    want="src/libpuzzlesmith.a"
  fi
  if [[ " $libs" != *" $want "* ]]; then
    echo "FAIL: BUILD_SHARED_LIBS=$shared makes $libs(no $want)"
    fails=$((fails + 1))
  else
    echo "ok   BUILD_SHARED_LIBS=$shared: $want"
  fi
done
((fails == 0))
