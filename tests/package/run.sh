#!/usr/bin/env bash
# Builds the project of tests/package/consumer/ against puzzlesmith and checks what it prints
# (the solved Sudoku; and with the installed library, the records its generic API makes, byte
# for byte those the installed command prints with --json), the ways a user takes the library:
#   run.sh install BUILD_DIR WORK_DIR VERSION [cmake args...]
#       `cmake --install BUILD_DIR` into WORK_DIR/prefix, then the consumer with
#       find_package(puzzlesmith), and the same program with `pkg-config --cflags --libs`.
#   run.sh subdirectory SOURCE_DIR WORK_DIR VERSION [cmake args...]
#       the consumer with add_subdirectory(SOURCE_DIR): puzzlesmith built inside it.
#   run.sh alone SOURCE_DIR WORK_DIR VERSION [cmake args...]
#       puzzlesmith configured with -DPUZZLESMITH_CROSSWORDS=OFF where zlib, pugixml, cairo (and
#       pkg-config's search for it), CLI11, SQLite, cpp-httplib, GTest and pybind11 cannot be
#       found, built in WORK_DIR and installed into WORK_DIR/prefix; then the install checks above on it. So
#       the library alone needs only fmt and the header-only nlohmann_json.
# The cmake args (compiler, launcher, build type, sanitizer flags) go to the consumer's configure.
set -euo pipefail
mode=$1 from=$2 work=$3 version=$4
shift 4
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
puzzle="..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
expected="$(printf 'puzzlesmith %s (headers %s)\n' "$version" "$version"; cat "$here/expected.txt")"

check() {  # check NAME OUTPUT
  if [[ "$2" != "$expected" ]]; then
    echo "FAIL $1: the consumer printed"
    echo "$2"
    echo "--- expected"
    echo "$expected"
    exit 1
  fi
  echo "ok   $1: the consumer printed the solved grid"
}

rm -rf "$work"
mkdir -p "$work"
start=$SECONDS
install_checks() {  # install_checks BUILD_DIR [cmake args...]
  local build=$1
  shift
  cmake --install "$build" --prefix "$work/prefix" >"$work/install.log"
  test -f "$work/prefix/include/puzzlesmith/puzzlesmith.h"
  # find_package(puzzlesmith)
  cmake -S "$here/consumer" -B "$work/find_package" -G Ninja \
    -DCMAKE_PREFIX_PATH="$work/prefix" "$@" >"$work/configure.log"
  cmake --build "$work/find_package" >"$work/build.log"
  check find_package "$("$work/find_package/solve_sudoku" "$puzzle")"
  generic_checks "$work/find_package/make_json"
  # pkg-config, as a Makefile would use it
  export PKG_CONFIG_PATH
  PKG_CONFIG_PATH="$(dirname "$(find "$work/prefix" -name puzzlesmith.pc)")"
  libdir="$(pkg-config --variable=libdir puzzlesmith)"
  # shellcheck disable=SC2046
  # The headers need C++17 (clang's default is older); a Makefile names its standard itself.
  ${CXX:-c++} -std=c++17 ${PS_CONSUMER_FLAGS:-} -o "$work/solve_sudoku_pc" "$here/consumer/solve_sudoku.cc" \
    $(pkg-config --cflags --libs puzzlesmith) -Wl,-rpath,"$libdir"
  check pkg-config "$("$work/solve_sudoku_pc" "$puzzle")"
}

# The generic API (puzzlesmith/kinds.h) of the installed library: make("sudoku", {"seed": 5})
# prints the record `puzzlesmith make sudoku --seed 5 --json` prints, byte for byte, and the same
# for the grid filler; without the command (the library alone), the record is checked for its
# kind and game ID.
generic_checks() {  # generic_checks MAKE_JSON
  local cli="$work/prefix/bin/puzzlesmith"
  "$1" sudoku '{"seed": 5}' >"$work/api-sudoku.json"
  if [[ ! -x "$cli" ]]; then
    grep -q '"game_id": "sudoku/9:' "$work/api-sudoku.json" ||
      { echo "FAIL generic: make(\"sudoku\") gave"; cat "$work/api-sudoku.json"; exit 1; }
    echo "ok   generic: make(\"sudoku\", {\"seed\": 5}) of the installed library"
    return
  fi
  "$cli" make sudoku --seed 5 --json >"$work/cli-sudoku.json"
  printf '...#\n....\n....\n#...\n' >"$work/pattern.txt"
  "$1" fill '{"pattern": "...#\n....\n....\n#...\n", "seed": 5}' >"$work/api-fill.json"
  "$cli" make fill --pattern "$work/pattern.txt" --seed 5 --json >"$work/cli-fill.json"
  for kind in sudoku fill; do
    if ! cmp -s "$work/api-$kind.json" "$work/cli-$kind.json"; then
      diff -u "$work/cli-$kind.json" "$work/api-$kind.json" | head -40
      echo "FAIL generic: make(\"$kind\") of the installed library printed the lines marked + instead of the command's"
      exit 1
    fi
  done
  echo "ok   generic: make(\"sudoku\") and make(\"fill\") of the installed library print the installed command's --json, byte for byte"
}

case $mode in
  alone)
    disabled=()
    for package in ZLIB pugixml PkgConfig CLI11 SQLite3 GTest pybind11 Python3; do
      disabled+=("-DCMAKE_DISABLE_FIND_PACKAGE_$package=ON")
    done
    # Built in WORK_DIR itself, at a fixed place, so that ccache finds the objects of its last
    # run.
    if ! cmake -S "$from" -B "$work" -G Ninja -DPUZZLESMITH_CROSSWORDS=OFF "${disabled[@]}" \
      "$@" >"$work/library-configure.log" 2>&1; then
      cat "$work/library-configure.log"
      echo "FAIL alone: the library without crosswords did not configure without zlib, pugixml, cairo, CLI11, SQLite, GTest or pybind11"
      exit 1
    fi
    cmake --build "$work" -j 2 >"$work/library-build.log"
    if grep -q "libps_crossword" "$work/build.ninja"; then
      echo "FAIL alone: the crosswords were built"
      exit 1
    fi
    echo "ok   alone: the library without crosswords configured and built with fmt and nlohmann_json only"
    install_checks "$work" "$@"
    if [[ -e "$work/prefix/include/puzzlesmith/crossword.h" ]]; then
      echo "FAIL alone: crossword.h was installed by a library without crosswords"
      exit 1
    fi
    ;;
  install)
    install_checks "$from" "$@"
    ;;
  subdirectory)
    cmake -S "$here/consumer" -B "$work" -G Ninja -DPUZZLESMITH_SOURCE_DIR="$from" "$@" \
      >"$work/configure.log"
    cmake --build "$work" -j 2 >"$work/build.log"
    check add_subdirectory "$("$work/solve_sudoku" "$puzzle")"
    # As a subproject, only the library is built (no command, server, tests or Python module),
    # and none of what those need is looked for.
    if [[ -e "$work/puzzlesmith/puzzlesmith" || -e "$work/puzzlesmith/python" ]]; then
      echo "FAIL add_subdirectory: the subproject built more than the library"
      exit 1
    fi
    if grep -qiE "^(CLI11_DIR|SQLite3_INCLUDE_DIR|HTTPLIB_FOUND|GTest_DIR|pybind11_DIR)" \
      "$work/CMakeCache.txt"; then
      echo "FAIL add_subdirectory: the subproject looked for CLI11, SQLite, httplib, GTest or pybind11"
      exit 1
    fi
    ;;
  *)
    echo "run.sh: no mode '$mode' (install or subdirectory)" >&2
    exit 2
    ;;
esac
echo "$mode: $((SECONDS - start)) s"
