# The two commands of the README's Quick start, and a few more for developers.
#   make demo   install what is missing, build, and start the web app (prints its URL)
#   make demo-cli  the command-line demo
#   make test   install what is missing, build, and run the whole suite (also under ASan+UBSan)
#   make bench  benchmarks side by side with the reference tools (writes docs/benchmarks.md);
#               make bench SECTIONS="gridfill micro" reruns only those sections
#   make docs   the library's reference (Doxygen) in build/docs/html
#   make package  the Debian packages in build/release/packages (library, -dev, command, Python),
#               and the web app without a server as build/puzzlesmith-web-VERSION.tar.gz
#   make web    the web app without a server in build/web: the engine compiled to WebAssembly by
#               emscripten (the wasm preset) and the app's files, for any static file server
# What each installs first: scripts/install-deps (build + runtime) for build, demo, docs and
# package; --web (emscripten) for web; --test adds the test tools for test and fuzz (and --web);
# --bench the reference tools.
SHELL := /bin/bash
JOBS ?= $(shell nproc 2>/dev/null || echo 2)

.PHONY: all deps deps-test deps-web build demo demo-cli test test-release test-asan format-check fuzz bench \
	docs package web web-build clean

all: build

deps:
	@scripts/install-deps

deps-test:
	@scripts/install-deps --test

deps-web:
	@scripts/install-deps --web

build: deps
	@cmake --preset release >/dev/null
	@cmake --build --preset release -j $(JOBS)

demo: build
	@scripts/demo

demo-cli: build
	@scripts/demo-cli

# (The release pass also builds the web app without a server, which its tests use: tests/wasm,
# tests/web.)
test-release: deps-test
	@cmake --preset release >/dev/null
	@cmake --build --preset release -j $(JOBS)
	@$(MAKE) --no-print-directory web-build
	@ctest --preset release -j $(JOBS)

test-asan: deps-test
	@cmake --preset asan-ubsan >/dev/null
	@cmake --build --preset asan-ubsan -j $(JOBS)
	@ctest --preset asan-ubsan -j $(JOBS)

format-check: deps-test
	@scripts/format-check

test: format-check test-release test-asan

fuzz: deps-test
	@cmake --preset fuzz >/dev/null
	@cmake --build --preset fuzz -j $(JOBS)
	@echo "fuzz targets are in build/fuzz/tests/fuzz/ (run e.g. LSAN_OPTIONS=suppressions=tests/lsan.supp build/fuzz/tests/fuzz/fuzz_http NEW_DIR tests/fuzz/corpus/http)"

bench:
	@scripts/install-deps --bench
	@cmake --preset bench >/dev/null
	@cmake --build --preset bench -j $(JOBS)
	@$(MAKE) --no-print-directory web-build
	@scripts/bench $(SECTIONS)

docs: deps
	@cmake --preset release -DPUZZLESMITH_DOCS_DIR=$(CURDIR)/build/docs >/dev/null
	@cmake --build --preset release --target docs

package: build web
	@cmake --build --preset release --target package
	@tar -czf build/puzzlesmith-web-$$(sed -n 's/^project(puzzlesmith VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt).tar.gz \
		-C build --transform 's,^web,puzzlesmith-web,' web
	@echo "The web app without a server: build/puzzlesmith-web-*.tar.gz (README.md: The web app without a server)"

web: deps-web web-build

# The engine (emscripten's CMake toolchain, the wasm preset) and the site around it.
web-build:
	@cmake --preset wasm >/dev/null
	@cmake --build --preset wasm -j $(JOBS)
	@scripts/build-web

clean:
	rm -rf build
