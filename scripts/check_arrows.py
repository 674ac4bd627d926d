#!/usr/bin/env python3
"""The manifest is the imports: every target's dependencies in Package.swift are exactly the
modules its sources import, in this package and in Packages/ArcadeJSON, test targets too.

    python3 scripts/check_arrows.py      # what `make test` runs (after its self-test,
                                         # scripts/test_check_arrows.py)

Why: an arrow declared but never imported hides the real layering (and builds a module for
nothing); an import that is not declared builds only while some other target happens to bring
the module in, and breaks when that path changes: first in the play-only manifest
(ARCADE_PLAY_ONLY=1), which keeps only the targets the arcade's declared arrows reach. So the
play-only manifest is read too, and each of its targets must still find every module it imports.

The targets come from `swift package dump-package` (the manifest as SwiftPM evaluates it), the
imports from each target's Swift files (`import X`, `@testable import X`, `import struct X.Y`,
in `#if` branches too). A product of another package counts as the module of its name. Modules
of the toolchain (Glibc, Foundation, Testing...) are not arrows and are not looked at.

Prints each difference as "FAIL <target>: ..." naming the module, and ends with
"N passed, N failed"; exits 1 when anything failed.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = (".", "Packages/ArcadeJSON")

# Arrows that link or build a target without importing it, each with the reason.
LINKED_NOT_IMPORTED = {
    ("ArcadeScenesTests", "IssueReportingTestSupport"):
        "lets custom-dump's failures reach Swift Testing (loaded at run time, never imported)",
    ("RecordsTests", "records-tool"): "builds the tool the tests run as a process",
}

IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?(\w+)", re.MULTILINE)


def module_name(target):
    """A target's module name: SwiftPM's c99name (arcade-soak imports as arcade_soak)."""
    return re.sub(r"\W", "_", target)


def imports_in(directory):
    """The module names imported by the Swift files under `directory`."""
    found = set()
    for base, dirs, files in os.walk(directory):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".swift"):
                with open(os.path.join(base, name), encoding="utf-8", errors="replace") as f:
                    found.update(IMPORT.findall(f.read()))
    return found


def declared(target):
    """The names of a dumped target's dependencies: target names, and product names."""
    names = []
    for dependency in target["dependencies"]:
        (kind, value), = dependency.items()
        names.append(value[0])  # byName/target: [name, condition]; product: [name, package, ...]
    return names


def source_directory(package_dir, target):
    if target.get("path"):
        return os.path.join(package_dir, target["path"])
    parent = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(package_dir, parent, target["name"])


def check(manifest, package_dir, products=(), label=""):
    """The differences between `manifest`'s arrows (a `dump-package` dict) and the imports of
    its targets' sources under `package_dir`: a list of (target, message). `products`: the
    product names the package's dependencies offer (modules of the same name)."""
    targets = {t["name"]: t for t in manifest["targets"]}
    # Every module this package can name: its targets' and its dependencies' products'.
    known = {module_name(name): name for name in [*targets, *products]}
    problems = []
    for name, target in targets.items():
        if target["type"] in ("system", "binary", "plugin", "macro"):
            continue
        directory = source_directory(package_dir, target)
        imported = {m for m in imports_in(directory) if m in known} - {module_name(name)}
        arrows = declared(target)
        where = f"{name}{label}"
        for module in sorted(imported - {module_name(a) for a in arrows}):
            problems.append((where, f"imports {module} but does not declare it: add \"{known[module]}\""
                                    f" to its dependencies in Package.swift"))
        for arrow in arrows:
            if arrow not in targets and arrow not in products:
                problems.append((where, f"declares {arrow}, which this manifest does not have"))
            elif module_name(arrow) not in imported and (name, arrow) not in LINKED_NOT_IMPORTED:
                problems.append((where, f"declares {arrow} but never imports it: remove it from its"
                                        f" dependencies in Package.swift"))
    return problems


def dump(package_dir, environment=None):
    swift = os.environ.get("SWIFT", "swift")
    out = subprocess.run([swift, "package", "--package-path", package_dir, "dump-package"],
                         capture_output=True, text=True, env={**os.environ, **(environment or {})})
    if out.returncode != 0:
        raise SystemExit(f"swift package dump-package in {package_dir} failed:\n{out.stderr.strip()}")
    return json.loads(out.stdout)


def products_of(manifest):
    """The products this package's local dependencies offer (read from their manifests); a remote
    dependency's products are named by the arrows themselves (a product name not offered fails
    the build, so the arrow's own name is trusted)."""
    names = set()
    for dependency in manifest["dependencies"]:
        (kind, [value]), = dependency.items()
        if kind == "fileSystem":
            names.update(p["name"] for p in dump(value["path"])["products"])
    for target in manifest["targets"]:
        names.update(d["product"][0] for d in target["dependencies"] if "product" in d)
    return names


def main():
    problems = []
    checked = 0
    for relative in PACKAGES:
        package_dir = os.path.normpath(os.path.join(ROOT, relative))
        manifest = dump(package_dir)
        problems += check(manifest, package_dir, products_of(manifest))
        checked += len(manifest["targets"])
        if relative == ".":
            # What the full manifest already showed is not said twice.
            play_only = dump(package_dir, {"ARCADE_PLAY_ONLY": "1"})
            label = " (play-only manifest)"
            problems += [(target, message) for target, message in
                         check(play_only, package_dir, products_of(play_only), label)
                         if (target.removesuffix(label), message) not in problems]
            checked += len(play_only["targets"])
    for target, message in problems:
        print(f"FAIL {target}: {message}")
    failed = len({target for target, _ in problems})
    print(f"{checked - failed} passed, {failed} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
