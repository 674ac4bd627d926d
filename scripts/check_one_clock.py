#!/usr/bin/env python3
"""One clock, no I/O: scenes and models read time only from what the run loop gives them, and
files only as values the launcher read for them.

    python3 scripts/check_one_clock.py      # what `make test` runs

Why: a scene or model that reads the wall clock, sleeps or starts a thread cannot be
replayed from its seed and its keys (issue 11); one that reads files behaves as the disk says,
not as its events say (issue 28). ArcadeScenes and the model modules get time as a value
(`context.now`, a scheduler's virtual time) and records and decks as values; only the
executables, the terminal backend and the run loop touch a real clock, and the launcher the files.

Prints each offending line and ends with "N passed, N failed"; exits 1 when anything failed.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Every model module (Sources/<Name>Model: each game's, the daily's) is pure, found by its name,
# so a new game's model is checked without an edit here; and these besides.
MODELS = tuple(sorted(d for d in os.listdir(os.path.join(ROOT, "Sources")) if d.endswith("Model")))
PURE = ("ArcadeScenes", "MazeServer", "ArcadeRandom", "ArcadeGeometry", "ArcadeGlyphs", "SettingsFormat") + MODELS
CLOCK = re.compile(
    r"\b(?:time|clock_gettime|gettimeofday|usleep|nanosleep|sleep)\s*\("
    r"|\bDate\s*\(|\bDate\.now\b|\bDispatch(?:Time|Queue|WallTime)\b|\b(?:Continuous|Suspending)Clock\b"
    r"|\bsystemUptime\b|\bThread\b|\bCFAbsoluteTimeGetCurrent\b|\bWallClock\b"
    # The C library is where clocks, sleeps and threads live: these modules do not import it,
    # nor the modules that read files (ArcadeSystem, the deck files).
    r"|^\s*import\s+(?:Glibc|Darwin|Musl|ArcadeSystem|MemoryDecks)\b")


def offending_lines(path):
    found = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f, 1):
            code = line.split("//", 1)[0]
            if CLOCK.search(code):
                found.append((number, line.strip()))
    return found


def main():
    passed = failed = 0
    for module in PURE:
        for base, dirs, files in os.walk(os.path.join(ROOT, "Sources", module)):
            dirs.sort()
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(base, name)
                offenders = offending_lines(path)
                if offenders:
                    failed += 1
                    for number, text in offenders:
                        print(f"FAIL {os.path.relpath(path, ROOT)}:{number}: `{text}` reads a clock,"
                              f" sleeps, starts a thread or reaches for files; take time from the loop's"
                              f" context and data from the launcher")
                else:
                    passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
