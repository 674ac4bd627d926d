#!/usr/bin/env python3
"""The arcade stays lean: no Foundation in the shipped code; no ICU, Foundation, regex engine or
concurrency runtime in its binary, no start-up reading of /proc/self/maps and no library search
path of its own.

    python3 scripts/check_lean.py                  # sources only (what `make test` runs)
    python3 scripts/check_lean.py --binary PATH    # and a built release binary (`make bench`)

Why: any swift-corelibs Foundation API (JSONSerialization, NSString, CharacterSet, Thread...)
links ICU's ~34 MB of data into a static binary and slows startup. FoundationEssentials brings
no ICU, but any one of its symbols links ~6 MB of it (a bare argument-parser "hello" strips to
13.5 MB with it, 7.3 MB without). So the code that ships — every target the `arcade` binary
links, the vendored argument-parser and ArcadeJSON — imports no Foundation module at all; the
developer tools (arcade-bench, arcade-soak, arcade-shots, records-tool) may import
FoundationEssentials, never the full Foundation or the modules that always bring ICU
(FoundationInternationalization, FoundationNetworking, FoundationXML).

The shipped targets also build without the implicit imports of _StringProcessing (Swift's regex
engine, ~0.8 MB) and _Concurrency (its runtime and libdispatch, ~0.7 MB, whose initializer runs
at every start), so they may not import them, or Dispatch, by name either.

Prints each offending file and line, or each marker found in the binary, and ends with
"N passed, N failed"; exits 1 when anything failed.
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORBIDDEN = ("Foundation", "FoundationInternationalization", "FoundationNetworking", "FoundationXML")
# Developer tools, never shipped: FoundationEssentials is fine there.
TOOLS = ("arcade-bench", "arcade-soak", "arcade-shots", "records-tool")
# What the shipped code may not import besides FORBIDDEN (see the docstring).
SHIPPED_FORBIDDEN = ("FoundationEssentials", "_StringProcessing", "_Concurrency", "Dispatch")
# Where the shipped code lives besides Sources/ (the vendored parser's plugin tool is a
# developer tool too: it runs at `make man`).
SHIPPED_ROOTS = ("Sources", "Vendor/swift-argument-parser/Sources", "Packages/ArcadeJSON/Sources")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|func|var|let|typealias|protocol)\s+)?"
                    r"([A-Za-z_][A-Za-z0-9_]*)")
# ICU's data library is a symbol `icudt<version>_dat` (and its name as a string); the code
# that loads it names `icudt` too. Either is enough to say ICU came along.
ICU_MARKERS = (rb"icudt\d+_dat", rb"icudt\d+l", rb"ucol_open", rb"ubrk_open")
# Swift's mangled names keep the module's name with its length in the reflection metadata a
# stripped binary still carries.
FOUNDATION_MARKERS = (rb"20FoundationEssentials",)
# _StringProcessing comes with Swift's regex engine (~0.8 MB of code); the shipped targets
# build without its implicit import and search text with ArcadeText.
STRING_PROCESSING_MARKERS = (rb"17_StringProcessing", rb"12_RegexParser")
# The concurrency runtime names its module in its metadata; libdispatch's messages name it.
CONCURRENCY_MARKERS = (rb"12_Concurrency", rb"BUG in libdispatch")


def search_paths(binary):
    """The RUNPATH or RPATH entries of the binary: each one the loader searches (with a dozen
    subdirectories) for every shared library before the system's, at every start."""
    out = subprocess.run(["readelf", "-d", binary], capture_output=True, text=True).stdout
    return re.findall(r"\((?:RUNPATH|RPATH)\)\s+Library r(?:un)?path: \[(.*)\]", out)


def foundation_imports(path, shipped):
    """(line number, text) of every import the file may not have."""
    offenders = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f.read().splitlines(), 1):
            m = IMPORT.match(line)
            if m and (m.group(1) in FORBIDDEN or (shipped and m.group(1) in SHIPPED_FORBIDDEN)):
                offenders.append((number, line.strip()))
    return offenders


def check_sources():
    """One result per Swift file of the shipped roots: (relative path, shipped?, offending lines)."""
    results = []
    for root in SHIPPED_ROOTS:
        for base, dirs, files in os.walk(os.path.join(ROOT, root)):
            dirs.sort()
            parts = os.path.relpath(base, ROOT).split(os.sep)  # Sources/<target>/...
            shipped = not (root == "Sources" and len(parts) > 1 and parts[1] in TOOLS)
            for name in sorted(files):
                if name.endswith(".swift"):
                    path = os.path.join(base, name)
                    results.append((os.path.relpath(path, ROOT), shipped, foundation_imports(path, shipped)))
    return results


def markers(binary, patterns):
    with open(binary, "rb") as f:
        data = f.read()
    found = []
    for marker in patterns:
        m = re.search(marker, data)
        if m:
            found.append(m.group(0).decode("ascii", "replace"))
    return found, len(data)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--binary", help="also check this built binary for ICU data")
    opts = ap.parse_args()
    passed = failed = 0
    for path, shipped, offenders in check_sources():
        if offenders:
            failed += 1
            for number, text in offenders:
                why = ("ships in the arcade: FoundationEssentials links ~6 MB, _StringProcessing, _Concurrency "
                       "and Dispatch ~0.7 MB each; use the standard library, ArcadeSystem, ArcadeText or "
                       "ArcadeJSON") if shipped else "links the full Foundation (and ICU)"
                print(f"FAIL {path}:{number}: `{text}` {why}")
        else:
            passed += 1
    print(f"sources: {passed} Swift files pass (shipped code imports no Foundation module, tools at most "
          f"FoundationEssentials)" + (f", {failed} do not" if failed else ""))
    if opts.binary:
        if not os.path.exists(opts.binary):
            print(f"FAIL {opts.binary}: not built")
            failed += 1
        else:
            for what, patterns in (("ICU", ICU_MARKERS), ("FoundationEssentials", FOUNDATION_MARKERS),
                                   ("_StringProcessing", STRING_PROCESSING_MARKERS),
                                   ("_Concurrency or libdispatch", CONCURRENCY_MARKERS)):
                found, size = markers(opts.binary, patterns)
                if found:
                    failed += 1
                    print(f"FAIL {opts.binary} ({size / 1e6:.1f} MB) carries {what}: {', '.join(found)}")
                else:
                    passed += 1
                    print(f"binary: {opts.binary} ({size / 1e6:.1f} MB) carries no {what}")
            paths = search_paths(opts.binary)
            if paths:
                failed += 1
                print(f"FAIL {opts.binary} has a library search path ({', '.join(paths)}): the loader looks "
                      f"there first for every library at every start (build with --disable-local-rpath)")
            else:
                passed += 1
                print(f"binary: {opts.binary} has no library search path of its own")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
