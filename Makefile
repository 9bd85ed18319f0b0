# The two commands of the README's Quick start, and a few more for developers.
#   make demo   install what is missing, build, and start the web app (prints its URL)
#   make demo-cli  the command-line demo
#   make test   install what is missing, build, and run the whole suite (also under ASan+UBSan)
#   make bench  benchmarks side by side with the reference tools (writes docs/benchmarks.md);
#               make bench SECTIONS="gridfill micro" reruns only those sections
SHELL := /bin/bash
JOBS ?= $(shell nproc 2>/dev/null || echo 2)

.PHONY: all deps build demo demo-cli test test-release test-asan format-check fuzz bench clean

all: build

deps:
	@scripts/install-deps

build: deps
	@cmake --preset release >/dev/null
	@cmake --build --preset release -j $(JOBS)

demo: build
	@scripts/demo

demo-cli: build
	@scripts/demo-cli

test-release: deps
	@cmake --preset release >/dev/null
	@cmake --build --preset release -j $(JOBS)
	@ctest --preset release -j $(JOBS)

test-asan: deps
	@cmake --preset asan-ubsan >/dev/null
	@cmake --build --preset asan-ubsan -j $(JOBS)
	@ctest --preset asan-ubsan -j $(JOBS)

format-check: deps
	@scripts/format-check

test: format-check test-release test-asan

fuzz: deps
	@cmake --preset fuzz >/dev/null
	@cmake --build --preset fuzz -j $(JOBS)
	@echo "fuzz targets are in build/fuzz/tests/fuzz/ (run e.g. LSAN_OPTIONS=suppressions=tests/lsan.supp build/fuzz/tests/fuzz/fuzz_http NEW_DIR tests/fuzz/corpus/http)"

bench: deps
	@scripts/install-deps --bench
	@cmake --preset bench >/dev/null
	@cmake --build --preset bench -j $(JOBS)
	@scripts/bench $(SECTIONS)

clean:
	rm -rf build
