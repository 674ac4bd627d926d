#!/usr/bin/env python3
"""The arcade stays lean: no full Foundation in the sources, no ICU in the shipped binary.

    python3 scripts/check_lean.py                  # sources only (what `make test` runs)
    python3 scripts/check_lean.py --binary PATH    # and a built release binary (`make bench`)

Why: any swift-corelibs Foundation API (JSONSerialization, NSString, CharacterSet, Thread...)
links ICU's ~34 MB of data into a static binary and slows startup; FoundationEssentials does
not. No Swift file under Sources/ imports `Foundation`, not even as an `#else` fallback (the
arcade builds on Linux, where FoundationEssentials is always there), nor the modules that always
bring ICU (FoundationInternationalization, FoundationNetworking, FoundationXML).

Prints each offending file and line, or each ICU marker found in the binary, and ends with
"N passed, N failed"; exits 1 when anything failed.
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORBIDDEN = ("FoundationInternationalization", "FoundationNetworking", "FoundationXML")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|func|var|let|typealias|protocol)\s+)?"
                    r"([A-Za-z_][A-Za-z0-9_]*)")
# ICU's data library is a symbol `icudt<version>_dat` (and its name as a string); the code
# that loads it names `icudt` too. Either is enough to say ICU came along.
ICU_MARKERS = (rb"icudt\d+_dat", rb"icudt\d+l", rb"ucol_open", rb"ubrk_open")


def foundation_imports(path):
    """(line number, text) of every import that brings the full Foundation (or worse)."""
    offenders = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f.read().splitlines(), 1):
            m = IMPORT.match(line)
            if m and (m.group(1) == "Foundation" or m.group(1) in FORBIDDEN):
                offenders.append((number, line.strip()))
    return offenders


def check_sources():
    """One result per Swift file under Sources/: (relative path, offending lines)."""
    results = []
    for base, dirs, files in os.walk(os.path.join(ROOT, "Sources")):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".swift"):
                path = os.path.join(base, name)
                results.append((os.path.relpath(path, ROOT), foundation_imports(path)))
    return results


def icu_markers(binary):
    with open(binary, "rb") as f:
        data = f.read()
    found = []
    for marker in ICU_MARKERS:
        m = re.search(marker, data)
        if m:
            found.append(m.group(0).decode("ascii", "replace"))
    return found, len(data)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--binary", help="also check this built binary for ICU data")
    opts = ap.parse_args()
    passed = failed = 0
    for path, offenders in check_sources():
        if offenders:
            failed += 1
            for number, text in offenders:
                print(f"FAIL {path}:{number}: `{text}` links the full Foundation (and ICU); use "
                      f"FoundationEssentials (or the standard library)")
        else:
            passed += 1
    print(f"sources: {passed} Swift files import at most FoundationEssentials"
          + (f", {failed} import Foundation" if failed else ""))
    if opts.binary:
        if not os.path.exists(opts.binary):
            print(f"FAIL {opts.binary}: not built")
            failed += 1
        else:
            found, size = icu_markers(opts.binary)
            if found:
                failed += 1
                print(f"FAIL {opts.binary} ({size / 1e6:.1f} MB) carries ICU: {', '.join(found)}")
            else:
                passed += 1
                print(f"binary: {opts.binary} ({size / 1e6:.1f} MB) carries no ICU data")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
