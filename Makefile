# Arcade — the two commands a fresh machine needs: `make play` and `make test`.
# Both install what they need first (`make deps`: libncurses-dev, tmux, python3 via apt).

SWIFT ?= swift
PREFIX ?= /usr/local
ARGS ?=
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
export SWIFT_BACKTRACE ?= interactive=no
# Release builds link the Swift runtime and Foundation statically: the process then maps
# ~7 MB less and starts faster (no dynamic relocations of a dozen shared libraries).
RELEASE := -c release --static-swift-stdlib

.PHONY: all deps build release play test unit e2e lint format coverage install uninstall clean bench soak

all: build

## deps: install the system packages (only those missing)
deps:
	@missing=""; \
	dpkg -s libncurses-dev >/dev/null 2>&1 || pkg-config --exists ncursesw 2>/dev/null || missing="$$missing libncurses-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v python3 >/dev/null 2>&1 || missing="$$missing python3"; \
	command -v pgrep >/dev/null 2>&1 || missing="$$missing procps"; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
	@command -v $(SWIFT) >/dev/null 2>&1 || { echo "error: the Swift toolchain (swift 6.x) is not on PATH"; exit 1; }

## build: debug build
build: deps
	$(SWIFT) build

## release: optimised build
release: deps
	$(SWIFT) build $(RELEASE)

## play: set up and run the arcade (pass options with ARGS="zombies --seed 7")
play: release
	./.build/release/arcade $(ARGS)

## test: unit, property and scene tests, the end-to-end tests in tmux, then a short soak
test: deps
	python3 scripts/check_lean.py
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	python3 Tests/e2e/run.py
	python3 scripts/soak.py --short

## unit: only the Swift tests
unit: deps
	$(SWIFT) test

## e2e: only the end-to-end tests (real binary in tmux)
e2e: build
	python3 Tests/e2e/run.py

## lint: formatting check (what CI runs before the tests)
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

## format: rewrite the sources with the house format
format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

## coverage: run the Swift tests with coverage and print line coverage per target
coverage: deps
	$(SWIFT) test --enable-code-coverage
	@python3 scripts/coverage.py "$$($(SWIFT) test --show-codecov-path)"

## install: copy the binary and its data to $(PREFIX)
install: release
	install -D -m 755 .build/release/arcade $(DESTDIR)$(PREFIX)/bin/arcade
	mkdir -p $(DESTDIR)$(PREFIX)/share/arcade
	cp -R assets/. $(DESTDIR)$(PREFIX)/share/arcade/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/arcade
	rm -rf $(DESTDIR)$(PREFIX)/share/arcade

## bench: release build (checked free of ICU), then every figure of the benchmark as a table, the
## reference games (freesweep, greed, moon-buggy; installed when missing) measured in the same run
bench: deps
	@missing=""; for game in freesweep greed moon-buggy; do \
	  dpkg -s $$game >/dev/null 2>&1 || missing="$$missing $$game"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing the reference games:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
	$(SWIFT) build $(RELEASE)
	python3 scripts/check_lean.py --binary .build/release/arcade
	python3 scripts/bench.py

## soak: long robustness run (key fuzz, terminal fuzz, records stress, maze faults, bad input)
soak: deps
	$(SWIFT) build $(RELEASE)
	python3 scripts/soak.py

## clean: remove build products
clean:
	rm -rf .build
