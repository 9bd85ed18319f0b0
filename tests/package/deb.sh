#!/usr/bin/env bash
# The Debian packages of `make package` (cmake/Package.cmake), built from this build folder by
# CPack and checked without touching the machine: names, versions and Depends (dpkg-deb
# --field), the files each holds (--contents; no file in two packages), the library's SONAME
# and shlibs; then all three are unpacked into a folder (dpkg-deb -x, nothing installed) where
# the command prints its version and solves a Sudoku, and a program is built against the
# unpacked library by pkg-config and run.
#   deb.sh CPACK BUILD_DIR WORK_DIR VERSION SOURCE_DIR
set -euo pipefail
cpack=$1 build=$2 work=$3 version=$4 source=$5
for tool in dpkg-deb dpkg-shlibdeps fakeroot; do
  if ! command -v "$tool" >/dev/null; then
    echo "skipped: $tool is not installed (dpkg-dev and fakeroot; scripts/install-deps installs them)"
    exit 77
  fi
done
start=$SECONDS
rm -rf "$work"
mkdir -p "$work"
if ! "$cpack" --config "$build/CPackConfig.cmake" -B "$work" >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log"
  echo "FAIL: cpack could not build the packages"
  exit 1
fi
arch="$(dpkg --print-architecture)"
lib="$work/libpuzzlesmith${version%%.*}_${version}-1_${arch}.deb"
dev="$work/libpuzzlesmith-dev_${version}-1_${arch}.deb"
cli="$work/puzzlesmith_${version}-1_${arch}.deb"
fails=0
fail() {
  echo "FAIL: $*"
  fails=$((fails + 1))
}
for deb in "$lib" "$dev" "$cli"; do
  [[ -f "$deb" ]] || { ls "$work"; echo "FAIL: no $(basename "$deb")"; exit 1; }
  echo "$(basename "$deb"): $(du -k "$deb" | cut -f1) KiB; Depends: $(dpkg-deb --field "$deb" Depends)"
  [[ "$(dpkg-deb --field "$deb" Version)" == "${version}-1" ]] || fail "$deb: version is not ${version}-1"
done

has_depend() {  # has_depend DEB PACKAGE
  local depends
  depends="$(dpkg-deb --field "$1" Depends | tr ',' '\n' | sed 's/^ *//')"
  grep -qx -- "$2\( .*\)\{0,1\}" <<<"$depends" ||
    fail "$(basename "$1") does not depend on $2 (Depends: $(dpkg-deb --field "$1" Depends))"
}
has_depend "$lib" libc6
has_depend "$lib" libstdc++6
has_depend "$dev" "libpuzzlesmith${version%%.*} (= ${version}-1)"
has_depend "$cli" libcairo2
has_depend "$cli" libsqlite3-0
has_depend "$cli" libc6

has_file() {  # has_file DEB PATH
  local files
  files="$(dpkg-deb --contents "$1" | awk '{print $6}')"
  grep -qxF -- "./$2" <<<"$files" || fail "$(basename "$1") has no /$2"
}
has_file "$lib" "usr/lib/libpuzzlesmith.so.${version}"
has_file "$lib" "usr/lib/libpuzzlesmith.so.${version%%.*}"
has_file "$dev" usr/lib/libpuzzlesmith.so
for h in puzzlesmith result export sudoku starbattle crossword version; do
  has_file "$dev" "usr/include/puzzlesmith/$h.h"
done
has_file "$dev" usr/lib/pkgconfig/puzzlesmith.pc
has_file "$dev" usr/lib/cmake/puzzlesmith/puzzlesmithConfig.cmake
has_file "$dev" usr/lib/cmake/puzzlesmith/puzzlesmithConfigVersion.cmake
has_file "$dev" usr/lib/cmake/puzzlesmith/puzzlesmithTargets.cmake
has_file "$cli" usr/bin/puzzlesmith
has_file "$cli" usr/bin/puzzlesmith-server
has_file "$cli" usr/share/man/man1/puzzlesmith.1
has_file "$cli" usr/share/bash-completion/completions/puzzlesmith
has_file "$cli" usr/share/zsh/site-functions/_puzzlesmith
has_file "$cli" usr/share/fish/vendor_completions.d/puzzlesmith.fish
# dpkg refuses a package whose file another package already holds.
dupes="$(for deb in "$lib" "$dev" "$cli"; do dpkg-deb --contents "$deb" | awk '$1 !~ /^d/ {print $6}'; done | sort | uniq -d)"
[[ -z "$dupes" ]] || fail "files in two packages: $dupes"
# The library's package says which version of it programs need (shlibs, for dpkg-shlibdeps).
shlibs="$(dpkg-deb --info "$lib" shlibs 2>/dev/null || true)"
[[ "$shlibs" == "libpuzzlesmith ${version%%.*} libpuzzlesmith${version%%.*} (>= ${version}-1)" ]] ||
  fail "$(basename "$lib")'s shlibs file says '$shlibs'"

root="$work/root"
for deb in "$lib" "$dev" "$cli"; do dpkg-deb -x "$deb" "$root"; done
soname="$(objdump -p "$root/usr/lib/libpuzzlesmith.so.${version}" | awk '$1 == "SONAME" {print $2}')"
[[ "$soname" == "libpuzzlesmith.so.${version%%.*}" ]] || fail "the library's SONAME is '$soname'"
got="$("$root/usr/bin/puzzlesmith" --version)"
[[ "$got" == "puzzlesmith $version" ]] || fail "the unpacked puzzlesmith --version printed '$got'"
got="$("$root/usr/bin/puzzlesmith-server" --version)"
[[ "$got" == "puzzlesmith $version" ]] || fail "the unpacked puzzlesmith-server --version printed '$got'"
puzzle="..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
got="$(echo "$puzzle" | "$root/usr/bin/puzzlesmith" sudoku solve - -q | head -1)"
[[ "$got" == 48392165796734582125187649354813297672956413813679824537268951481425376969541738* ]] ||
  fail "the unpacked puzzlesmith sudoku solve printed '$got'"

# A program built against the unpacked -dev and library packages by pkg-config (puzzlesmith.pc
# finds its prefix from its own folder).
export PKG_CONFIG_PATH="$root/usr/lib/pkgconfig"
# shellcheck disable=SC2046
${CXX:-c++} -std=c++17 -o "$work/sudoku" "$source/examples/library/sudoku.cc" \
  $(pkg-config --cflags --libs puzzlesmith) -Wl,-rpath,"$root/usr/lib"
if ! diff -u "$source/examples/library/sudoku.out" <("$work/sudoku"); then
  fail "examples/library/sudoku.cc built against the packages printed the lines marked + above"
fi
# It loads the packaged library, not the build's.
loaded="$(ldd "$work/sudoku")"
[[ "$loaded" == *"$root/usr/lib/libpuzzlesmith.so.${version%%.*} "* ]] ||
  fail "the program did not load the unpacked library: $(grep puzzlesmith <<<"$loaded")"

if ((fails > 0)); then
  exit 1
fi
echo "ok: three packages, their Depends and files; the unpacked command and library work ($((SECONDS - start)) s)"
