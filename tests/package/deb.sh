#!/usr/bin/env bash
# The Debian packages of `make package` (cmake/Package.cmake), built from this build folder by
# CPack and checked without touching the machine: names, versions and Depends (dpkg-deb
# --field), the files each holds (--contents; no file in two packages), the library's SONAME
# and shlibs; that dpkg -i would install them all together here, every Depends met by what is
# installed or by one of them (and apt-get install --simulate; nothing is installed); then all of them are unpacked into a folder (dpkg-deb -x)
# where the command, with only the unpacked library, prints its version and solves a Sudoku,
# Debian's python3 imports the unpacked Python module, solves one too and makes a grid fill (the
# dict the unpacked command prints with --json), and a program is built against the unpacked
# library by pkg-config and run.
#   deb.sh CPACK BUILD_DIR WORK_DIR VERSION SOURCE_DIR PYTHON_VERSION
# PYTHON_VERSION is the X.Y of the Python the module was built for, or `none` when it was not
# built (then there are three packages).
set -euo pipefail
cpack=$1 build=$2 work=$3 version=$4 source=$5 python=${6:-none}
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
py="$work/python3-puzzlesmith_${version}-1_${arch}.deb"
debs=("$lib" "$dev" "$cli")
[[ "$python" == none ]] || debs+=("$py")
fails=0
fail() {
  echo "FAIL: $*"
  fails=$((fails + 1))
}
for deb in "${debs[@]}"; do
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

# The Depends of DEBS that neither an installed package nor one of DEBS meets, one a line
# ("PACKAGE: DEPENDENCY").
depends_unmet() {  # depends_unmet DEB...
  local -A given=()
  local deb dep alt name op want have met
  for deb in "$@"; do given[$(dpkg-deb --field "$deb" Package)]=$(dpkg-deb --field "$deb" Version); done
  for deb in "$@"; do
    IFS=',' read -ra deps <<<"$(dpkg-deb --field "$deb" Depends)"
    for dep in "${deps[@]}"; do
      met=0
      IFS='|' read -ra alts <<<"$dep"
      for alt in "${alts[@]}"; do
        read -r name op want <<<"$(sed -E 's/^ *([^ (]+) *(\(([<>=]+) *([^ )]+)\))? *$/\1 \3 \4/' <<<"$alt")"
        name=${name%%:*}
        if [[ -n "${given[$name]:-}" ]]; then
          have=${given[$name]}
        else
          have="$(dpkg-query -W -f='${db:Status-Abbrev} ${Version}' "$name" 2>/dev/null || true)"
          [[ "$have" == "ii "* ]] || continue
          have=${have##* }
        fi
        if [[ -z "$op" ]] || dpkg --compare-versions "$have" "$op" "$want"; then
          met=1
          break
        fi
      done
      ((met)) || echo "$(dpkg-deb --field "$deb" Package): ${dep# }"
    done
  done
}

has_file() {  # has_file DEB PATH
  local files
  files="$(dpkg-deb --contents "$1" | awk '{print $6}')"
  grep -qxF -- "./$2" <<<"$files" || fail "$(basename "$1") has no /$2"
}
has_file "$lib" "usr/lib/libpuzzlesmith.so.${version}"
has_file "$lib" "usr/lib/libpuzzlesmith.so.${version%%.*}"
has_file "$dev" usr/lib/libpuzzlesmith.so
for h in puzzlesmith result export kinds sudoku starbattle crossword version; do
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
if [[ "$python" != none ]]; then
  # The module for the python3 it was built for, where Debian's python3 finds its modules, and
  # nothing else.
  has_depend "$py" "libpuzzlesmith${version%%.*} (= ${version}-1)"
  has_depend "$py" "python3 (>= ${python}~)"
  has_depend "$py" "python3 (<< ${python%%.*}.$((${python#*.} + 1)))"
  py_files="$(dpkg-deb --contents "$py" | awk '$1 !~ /^d/ {print $6}')"
  [[ "$py_files" =~ ^\./usr/lib/python3/dist-packages/puzzlesmith\.cpython-${python/./}-[^/]*\.so$ ]] ||
    fail "$(basename "$py") holds $(tr '\n' ' ' <<<"$py_files")instead of the one module usr/lib/python3/dist-packages/puzzlesmith.cpython-${python/./}-*.so"
fi
# dpkg refuses a package whose file another package already holds.
dupes="$(for deb in "${debs[@]}"; do dpkg-deb --contents "$deb" | awk '$1 !~ /^d/ {print $6}'; done | sort | uniq -d)"
[[ -z "$dupes" ]] || fail "files in two packages: $dupes"
# The library's package says which version of it programs need (shlibs, for dpkg-shlibdeps).
shlibs="$(dpkg-deb --info "$lib" shlibs 2>/dev/null || true)"
[[ "$shlibs" == "libpuzzlesmith ${version%%.*} libpuzzlesmith${version%%.*} (>= ${version}-1)" ]] ||
  fail "$(basename "$lib")'s shlibs file says '$shlibs'"

# dpkg -i would install them all together on this machine: every Depends (one of its
# alternatives) is met, with its version, by an installed package or by one of them (read with
# dpkg-query and compared by dpkg --compare-versions; nothing is installed. `dpkg --dry-run -i`
# cannot tell: it leaves the Depends to the configure step, which it does not do).
unmet="$(depends_unmet "${debs[@]}")"
[[ -z "$unmet" ]] || fail "dpkg -i of the packages would leave Depends unmet: $unmet"
# A check of the check: the -dev package alone needs the library's package.
[[ "$(depends_unmet "$dev")" == *"libpuzzlesmith${version%%.*} (= ${version}-1)"* ]] ||
  fail "the Depends check did not see that the -dev package alone lacks the library"
# And on a machine without them, apt would find what they need in Debian (--simulate; offline,
# from the package lists this machine has, if it has any).
if compgen -G "/var/lib/apt/lists/*_Packages*" >/dev/null; then
  if ! apt-get install --simulate --no-install-recommends "${debs[@]}" >"$work/apt-simulate.log" 2>&1; then
    cat "$work/apt-simulate.log"
    fail "apt-get install --simulate of the packages failed (the lines above)"
  fi
else
  echo "not checked: apt-get install --simulate (this machine has no package lists: apt-get update)"
fi

root="$work/root"
for deb in "${debs[@]}"; do dpkg-deb -x "$deb" "$root"; done
# What is run below uses the unpacked library only.
export LD_LIBRARY_PATH="$root/usr/lib"
loaded="$(ldd "$root/usr/bin/puzzlesmith")"
if [[ "$loaded" == *libpuzzlesmith* && "$loaded" != *"$root/usr/lib/libpuzzlesmith.so."* ]]; then
  fail "the unpacked command did not load the unpacked library: $(grep puzzlesmith <<<"$loaded")"
fi
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

# Debian's python3 imports the unpacked module, which loads the unpacked library.
if [[ "$python" != none ]]; then
  interpreter=/usr/bin/python3
  [[ -x "$interpreter" ]] || interpreter=python3
  got="$(PYTHONPATH="$root/usr/lib/python3/dist-packages" PYTHONDONTWRITEBYTECODE=1 "$interpreter" -c '
import sys, puzzlesmith
print(puzzlesmith.__file__)
print(puzzlesmith.version())
print(puzzlesmith.sudoku.solve(sys.argv[1]).line())
print(" ".join(sorted({l.split()[-1] for l in open("/proc/self/maps") if "libpuzzlesmith" in l})))
' "$puzzle" 2>&1)" || fail "$interpreter could not import the unpacked module: $got"
  expected="$(printf '%s\n' "$root/usr/lib/python3/dist-packages/puzzlesmith.cpython-"*.so "$version" \
    483921657967345821251876493548132976729564138136798245372689514814253769695417382 \
    "$root/usr/lib/libpuzzlesmith.so.${version}")"
  [[ "$got" == "$expected" ]] || fail "python3 -c 'import puzzlesmith' from the unpacked packages printed
$got
instead of
$expected"
  # The verbs of every kind from the installed module: the grid filler's make() is the dict the
  # unpacked command prints with --json.
  printf '...#\n....\n....\n#...\n' >"$work/pattern.txt"
  "$root/usr/bin/puzzlesmith" make fill --pattern "$work/pattern.txt" --seed 5 --json >"$work/fill.json"
  got="$(PYTHONPATH="$root/usr/lib/python3/dist-packages" PYTHONDONTWRITEBYTECODE=1 "$interpreter" -c '
import json, sys, puzzlesmith
made = puzzlesmith.make("fill", pattern="...#\n....\n....\n#...\n", seed=5)
print("same" if made == json.load(open(sys.argv[1])) else json.dumps(made, indent=2))
' "$work/fill.json" 2>&1)" || fail "puzzlesmith.make('fill', ...) of the unpacked module failed: $got"
  [[ "$got" == same ]] || fail "puzzlesmith.make('fill', ...) of the unpacked module gave
$got
instead of what the unpacked command printed ($work/fill.json)"
fi

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
echo "ok: ${#debs[@]} packages, their Depends and files, dpkg would install them; the unpacked command, library and Python module work ($((SECONDS - start)) s)"
