# Arcade — the two commands a fresh machine needs: `make play` and `make test`.
# Both install what they need first (`make deps`: libncurses-dev, tmux, python3... via apt);
# the release checks install their own tools (`deps-release`: lintian, dpkg-dev, man-db, asciinema).

SWIFT ?= swift
PREFIX ?= /usr/local
ARGS ?=
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
export SWIFT_BACKTRACE ?= interactive=no
# Release builds link the Swift runtime statically: the process then maps ~7 MB less and
# starts faster (no dynamic relocations of a dozen shared libraries).
RELEASE := -c release --static-swift-stdlib --disable-local-rpath

# What ships (`make play`, `install`, `deb`) builds in the manifest's play-only mode: the arcade
# and the targets it links, none of the packages the tests use resolved or fetched (Package.swift).
PLAY_ONLY := ARCADE_PLAY_ONLY=1

# Seconds one Swift test may run in `make test` before the run is ended and the test named.
TEST_TIME_LIMIT ?= 300

# `make install BUILD=debug` installs the debug build (the e2e test does, to stay quick).
BUILD ?= release
BUILD_FLAGS := $(if $(filter release,$(BUILD)),$(RELEASE),)
# The manual's date (the generator would stamp today's, making every regeneration a change).
MAN_DATE ?= 2026-11-23
MAN_GENERATED := .build/plugins/GenerateManual/outputs/arcade/arcade.6

.PHONY: all deps deps-release build release play test test-root check-release check-vendor unit e2e lint format \
	coverage install uninstall clean bench soak man man-check deb screenshots screenshots-check completions

all: build

# Installs, with apt, the package after each ':' whose command (before it) is missing.
define install_missing
	@missing="$(2)"; for pair in $(1); do \
	  command -v "$${pair%%:*}" >/dev/null 2>&1 || missing="$$missing $${pair#*:}"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
endef
NCURSES_MISSING = $(shell dpkg -s libncurses-dev >/dev/null 2>&1 || pkg-config --exists ncursesw 2>/dev/null \
	|| echo libncurses-dev)

## deps: install what building and testing need (only what is missing): libncurses-dev, tmux,
## python3, git (the vendored parser's check), procps (pgrep), file, bsdutils (script),
## faketime (the leaderboard's tests and fuzzer cross midnight UTC with it)
deps:
	$(call install_missing,tmux:tmux python3:python3 git:git pgrep:procps file:file script:bsdutils faketime:faketime,$(NCURSES_MISSING))
	@command -v $(SWIFT) >/dev/null 2>&1 || { echo "error: the Swift toolchain (swift 6.x) is not on PATH"; exit 1; }

## deps-release: what the release checks use besides: lintian, dpkg-dev, man-db, asciinema
deps-release: deps
	$(call install_missing,lintian:lintian dpkg-shlibdeps:dpkg-dev man:man-db asciinema:asciinema,)

## build: debug build
build: deps
	$(SWIFT) build

## release: optimised build
release: deps
	$(SWIFT) build $(RELEASE)

## play: set up and run the arcade (pass options with ARGS="zombies --seed 7"); builds the
## arcade alone, not the tools, the tests or the packages only they use
play: deps
	$(PLAY_ONLY) $(SWIFT) build $(RELEASE) --product arcade
	./.build/release/arcade $(ARGS)

## test: unit, property and scene tests, the end-to-end tests in tmux, then a short soak.
## Offline and as any user; nothing is installed on the host but what `make deps` installs.
## The tests that need root are `make test-root`.
# Every stage runs, whatever failed before it (the tests need the build: without it they are
# not run and say so); the failed stages are listed at the end, and make fails then. A stage
# that leaves a process behind (a tmux server, an arcade) fails, naming it (scripts/leftovers.py);
# a Swift test that runs over TEST_TIME_LIMIT seconds ends the run, named (scripts/test_time_limit.py).
test: deps
	@failed=""; \
	stage() { echo "== $$1"; shift; python3 scripts/leftovers.py "$$@" || failed="$$failed\n  $$*"; }; \
	stage "guards: lean" python3 scripts/check_lean.py; \
	stage "guards: one clock" python3 scripts/check_one_clock.py; \
	stage "guards: the map check fails on drift" python3 scripts/test_check_architecture_map.py; \
	stage "guards: the architecture map" env SWIFT="$(SWIFT)" python3 scripts/check_architecture_map.py; \
	stage "guards: the arrows' check fails on drift" python3 scripts/test_check_arrows.py; \
	stage "guards: the manifest's arrows are the imports" env SWIFT="$(SWIFT)" python3 scripts/check_arrows.py; \
	stage "guards: the keyframes' check fails on a forgotten var" python3 scripts/test_check_keyframes.py; \
	stage "guards: keyframes keep every stored var" python3 scripts/check_keyframes.py; \
	stage "vendored parser" python3 scripts/vendor_argument_parser.py --check; \
	if $(SWIFT) build --build-tests; then \
	  stage "Swift tests" python3 scripts/test_time_limit.py $(TEST_TIME_LIMIT) $(SWIFT) test --skip-build; \
	else failed="$$failed\n  $(SWIFT) build --build-tests (so the Swift tests did not run)"; fi; \
	stage "ArcadeJSON tests" python3 scripts/test_time_limit.py $(TEST_TIME_LIMIT) \
	  $(SWIFT) test --package-path Packages/ArcadeJSON; \
	stage "end-to-end tests" python3 Tests/e2e/run.py; \
	stage "soak" python3 scripts/soak.py --short; \
	if [ -n "$$failed" ]; then printf "make test: these stages failed:$$failed\n"; exit 1; fi; \
	echo "make test: every stage passed"

## test-root: the end-to-end tests that need root (the leaderboard as other uids with setpriv,
## tmpfs mounts); run as root, as CI does
test-root: deps
	$(call install_missing,setpriv:util-linux,)
	$(SWIFT) build
	python3 Tests/e2e/run.py --root

## check-release: what a release needs besides the tests: the .deb built, lintian-clean,
## installed on this host with dpkg and removed again; the man page, the screenshots and the
## casts current and readable (man, asciinema)
check-release: deps-release
	python3 Tests/e2e/run.py --release

## check-vendor: the recorded tree of swift-argument-parser's tag against the tag itself (clones
## GitHub; `make test` checks the vendored tree against the recorded hash offline)
check-vendor:
	python3 scripts/vendor_argument_parser.py --upstream

## unit: only the Swift tests (with a TMPDIR of their own, as in `make test`)
unit: deps
	python3 scripts/leftovers.py $(SWIFT) test

## e2e: only the end-to-end tests (real binary in tmux)
e2e: build
	python3 Tests/e2e/run.py

## lint: formatting check (what CI runs before the tests)
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Packages Package.swift scripts/startup-floor/Package.swift scripts/startup-floor/Sources

## format: rewrite the sources with the house format
format:
	$(SWIFT) format --in-place --recursive Sources Tests Packages Package.swift scripts/startup-floor/Package.swift scripts/startup-floor/Sources

## coverage: run the Swift tests with coverage and print line coverage per target
coverage: deps
	$(SWIFT) test --enable-code-coverage
	@python3 scripts/coverage.py "$$($(SWIFT) test --show-codecov-path)"

## install: stripped binary, assets, man page arcade(6) and bash/zsh/fish completions into
## $(DESTDIR)$(PREFIX) (BUILD=debug for the debug build); nothing is copied unless all of it can be
install:
	$(PLAY_ONLY) $(SWIFT) build $(BUILD_FLAGS) --product arcade
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" packaging/install.sh install .build/$(BUILD)/arcade

## uninstall: remove exactly what `make install` put under $(DESTDIR)$(PREFIX), and the dirs it created once empty
uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" packaging/install.sh uninstall

## completions: print the completion scripts the binary generates (SHELL_NAME=bash|zsh|fish)
completions: build
	./.build/debug/arcade --generate-completion-script $(or $(SHELL_NAME),bash)

## man: regenerate packaging/arcade.6 from the command definitions (argument-parser's
## generate-manual plugin) and the hand-written sections in packaging/arcade.6.sections
# The page has no mandoc (or groff) warning: one is new, so it fails, naming the line of the page
# and where to fix it (the page is written first, to read it).
MAN_LINT = @if command -v mandoc >/dev/null; then out=$$(mandoc -T lint -W warning packaging/arcade.6 2>&1); \
	else out=$$(groff -ww -man -z packaging/arcade.6 2>&1); fi; \
	if [ -n "$$out" ]; then echo "$$out"; \
	echo "packaging/arcade.6 warns (fix its source in packaging/arcade.6.sections, then make man)"; exit 1; fi

man: build
	$(SWIFT) package plugin generate-manual --configuration debug --section 6 --date $(MAN_DATE) \
	  --authors "Arcade developers"
	./.build/debug/arcade --experimental-dump-help > .build/arcade-help.json
	python3 packaging/man.py build $(MAN_GENERATED) .build/arcade-help.json packaging/arcade.6.sections \
	  packaging/arcade.6
	$(MAN_LINT)

## man-check: fail when packaging/arcade.6 was made from other command definitions or sections, or warns
man-check: build
	./.build/debug/arcade --experimental-dump-help > .build/arcade-help.json
	python3 packaging/man.py check packaging/arcade.6 .build/arcade-help.json packaging/arcade.6.sections
	$(MAN_LINT)

## deb: build .build/deb/arcade_<version>_<arch>.deb (release build, dpkg-deb; dpkg-dev installed if missing)
deb:
	$(call install_missing,dpkg-shlibdeps:dpkg-dev,)
	$(PLAY_ONLY) $(SWIFT) build $(RELEASE) --product arcade
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
