# Arcade — the two commands a fresh machine needs: `make play` and `make test`.
# Both install what they need first (`make deps`: libncurses-dev, tmux, python3, faketime via apt).

SWIFT ?= swift
PREFIX ?= /usr/local
ARGS ?=
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
export SWIFT_BACKTRACE ?= interactive=no
# Release builds link the Swift runtime and Foundation statically: the process then maps
# ~7 MB less and starts faster (no dynamic relocations of a dozen shared libraries).
RELEASE := -c release --static-swift-stdlib --disable-local-rpath

# `make install BUILD=debug` installs the debug build (the e2e test does, to stay quick).
BUILD ?= release
BUILD_FLAGS := $(if $(filter release,$(BUILD)),$(RELEASE),)
# The manual's date (the generator would stamp today's, making every regeneration a change).
MAN_DATE ?= 2026-11-23
MAN_GENERATED := .build/plugins/GenerateManual/outputs/arcade/arcade.6

.PHONY: all deps build release play test check-release unit e2e lint format coverage install uninstall clean bench soak \
	man man-check deb screenshots screenshots-check completions

all: build

## deps: install the system packages (only those missing)
deps:
	@missing=""; \
	dpkg -s libncurses-dev >/dev/null 2>&1 || pkg-config --exists ncursesw 2>/dev/null || missing="$$missing libncurses-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v python3 >/dev/null 2>&1 || missing="$$missing python3"; \
	command -v pgrep >/dev/null 2>&1 || missing="$$missing procps"; \
	command -v man >/dev/null 2>&1 || missing="$$missing man-db"; \
	command -v lintian >/dev/null 2>&1 || missing="$$missing lintian"; \
	command -v dpkg-shlibdeps >/dev/null 2>&1 || missing="$$missing dpkg-dev"; \
	command -v asciinema >/dev/null 2>&1 || missing="$$missing asciinema"; \
	command -v script >/dev/null 2>&1 || missing="$$missing bsdutils"; \
	command -v faketime >/dev/null 2>&1 || missing="$$missing faketime"; \
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

## test: unit, property and scene tests, the end-to-end tests in tmux, then a short soak.
## Nothing is installed on the host but what `make deps` installs.
test: deps
	python3 scripts/check_lean.py
	python3 scripts/check_one_clock.py
	python3 scripts/vendor_argument_parser.py --check
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(SWIFT) test --package-path Packages/ArcadeJSON
	python3 Tests/e2e/run.py
	python3 scripts/soak.py --short

## check-release: what a release needs besides the tests: the .deb built, lintian-clean,
## installed on this host with dpkg and removed again; the man page and screenshots current
check-release: deps
	python3 Tests/e2e/run.py --release

## unit: only the Swift tests
unit: deps
	$(SWIFT) test

## e2e: only the end-to-end tests (real binary in tmux)
e2e: build
	python3 Tests/e2e/run.py

## lint: formatting check (what CI runs before the tests)
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Packages Package.swift

## format: rewrite the sources with the house format
format:
	$(SWIFT) format --in-place --recursive Sources Tests Packages Package.swift

## coverage: run the Swift tests with coverage and print line coverage per target
coverage: deps
	$(SWIFT) test --enable-code-coverage
	@python3 scripts/coverage.py "$$($(SWIFT) test --show-codecov-path)"

## install: stripped binary, assets, man page arcade(6) and bash/zsh/fish completions into
## $(DESTDIR)$(PREFIX) (BUILD=debug for the debug build); nothing is copied unless all of it can be
install:
	$(SWIFT) build $(BUILD_FLAGS) --product arcade
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" packaging/install.sh install .build/$(BUILD)/arcade

## uninstall: remove exactly what `make install` put under $(DESTDIR)$(PREFIX), and the dirs it created once empty
uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" packaging/install.sh uninstall

## completions: print the completion scripts the binary generates (SHELL_NAME=bash|zsh|fish)
completions: build
	./.build/debug/arcade --generate-completion-script $(or $(SHELL_NAME),bash)

## man: regenerate packaging/arcade.6 from the command definitions (argument-parser's
## generate-manual plugin) and the hand-written sections in packaging/arcade.6.sections
man: build
	$(SWIFT) package plugin generate-manual --configuration debug --section 6 --date $(MAN_DATE) \
	  --authors "Arcade developers"
	./.build/debug/arcade --experimental-dump-help > .build/arcade-help.json
	python3 packaging/man.py build $(MAN_GENERATED) .build/arcade-help.json packaging/arcade.6.sections \
	  packaging/arcade.6
	@if command -v mandoc >/dev/null; then mandoc -T lint -W warning packaging/arcade.6; \
	else groff -ww -man -z packaging/arcade.6; fi

## man-check: fail when packaging/arcade.6 was made from other command definitions or sections
man-check: build
	./.build/debug/arcade --experimental-dump-help > .build/arcade-help.json
	python3 packaging/man.py check packaging/arcade.6 .build/arcade-help.json packaging/arcade.6.sections

## deb: build .build/deb/arcade_<version>_<arch>.deb (release build, dpkg-deb, no network)
deb:
	@command -v dpkg-deb >/dev/null 2>&1 || { \
	  echo "make deb: dpkg-deb is missing; install it with: sudo apt-get install dpkg-dev" >&2; exit 1; }
	$(SWIFT) build $(RELEASE) --product arcade
	packaging/deb.sh .build/release/arcade .build/deb

## screenshots: render the README's pictures (docs/*.svg) headless from seeded sessions
screenshots:
	$(SWIFT) build --product arcade-shots
	./.build/debug/arcade-shots --out docs

## screenshots-check: fail when a committed picture differs from a fresh rendering
screenshots-check:
	$(SWIFT) build --product arcade-shots
	./.build/debug/arcade-shots --check docs

## bench: release build (checked free of ICU), then every figure of the benchmark as a table, the
## reference games (freesweep, greed, moon-buggy; installed when missing) measured in the same run
bench: deps
	@missing=""; for game in freesweep greed moon-buggy time; do \
	  dpkg -s $$game >/dev/null 2>&1 || missing="$$missing $$game"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing the reference games (and GNU time):$$missing"; \
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
