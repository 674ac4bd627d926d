#!/usr/bin/env python3
"""ARCHITECTURE.md's map of modules against Package.swift and the folder tree.

    python3 scripts/check_architecture_map.py      # what `make test` runs

Why: the map is the first thing a new engineer reads, and it drifted from the manifest twice
(an arrow Replay -> ArcadeSystem it did not draw, a module it did not name). This fails, naming
the module, when the map (the code block under "## Modules and arrows"):
- names a module that is neither a target of Package.swift nor a product the package uses;
- leaves out a target (every target but the test targets);
- draws a module's arrows other than its dependencies in Package.swift (both ways);
and when a folder of Sources/ is no target (SwiftPM ignores it silently). Whether the imports
match the manifest is scripts/check_arrows.py's job, not this one's.

The map's lines, inside the code block (text in parentheses, over one line or several, is a
description, ignored):
    floor N  Name ──> Dependency, Dependency,     (a trailing comma: the list goes on below)
                      Dependency
    floor 0  Name  Name  Name                     (modules with no arrows)
Prints each problem and ends with "N passed, N failed"; exits 1 when anything failed.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "ARCHITECTURE.md")
SECTION = "## Modules and arrows"
ARROW = "──>"
NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_-]*$")


def manifest():
    """{target: set of dependencies} for every target but the tests, and the products used."""
    env = dict(os.environ)
    env.pop("ARCADE_PLAY_ONLY", None)  # the whole manifest, not the play-only one
    out = subprocess.run(
        os.environ.get("SWIFT", "swift").split() + ["package", "dump-package"], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    ).stdout
    package = json.loads(out)
    targets, products, paths = {}, set(), {}
    for target in package["targets"]:
        if target["type"] == "test":
            continue
        deps = set()
        for dependency in target.get("dependencies", []):
            (kind, value), = dependency.items()
            deps.add(value[0])
            if kind == "product":
                products.add(value[0])
        targets[target["name"]] = deps
        paths[target["name"]] = target.get("path") or os.path.join("Sources", target["name"])
    return targets, products, paths


def map_block(text):
    """The lines of the first code block after the section's heading."""
    start = text.find(SECTION)
    if start < 0:
        return None
    lines = text[start:].split("\n")
    try:
        opening = next(i for i, line in enumerate(lines) if line.startswith("```"))
        closing = next(i for i in range(opening + 1, len(lines)) if lines[i].startswith("```"))
    except StopIteration:
        return None
    return lines[opening + 1 : closing]


def parse(lines):
    """{module: set of dependencies, or None when the map draws none}, and the problems."""
    drawn, problems = {}, []
    current, continues = None, False
    # Descriptions, on one line or over several, leave their lines blank (numbers kept).
    text = re.sub(r"\([^()]*\)", lambda m: "\n" * m.group(0).count("\n"), "\n".join(lines))
    for number, line in enumerate(text.split("\n"), 1):
        line = re.sub(r"^\s*floor\s+\d+\s", " ", line).strip()
        line = re.sub(r"^(?:tools|tests)\s", " ", line).strip()
        if not line:
            continues = False
            continue
        if continues:
            names, continues = line.rstrip(",").split(","), line.endswith(",")
            drawn[current] |= {n.strip() for n in names if n.strip()}
            continue
        if ARROW in line:
            left, right = line.split(ARROW, 1)
            current = left.strip()
            if not NAME.match(current):
                problems.append(f"map line {number}: '{left.strip()}' is not one module name")
                continue
            if current in drawn and drawn[current]:
                problems.append(f"{current}: its arrows are drawn twice (map line {number})")
            right = right.strip()
            continues = right.endswith(",")
            drawn[current] = {n.strip() for n in right.rstrip(",").split(",") if n.strip()}
            continue
        for name in line.split():
            if not NAME.match(name):
                problems.append(f"map line {number}: '{name}' is not a module name")
            else:
                drawn.setdefault(name, set())
    for module, deps in drawn.items():
        for dep in deps:
            if not NAME.match(dep):
                problems.append(f"{module}: '{dep}' is not a module name (one name per comma)")
    return drawn, problems


def compare(drawn, targets, products, paths, folders):
    """How many modules the map draws right, and the problems, each naming its module."""
    problems, passed = [], 0
    known = set(targets) | products
    for module in sorted(drawn):
        if module not in known:
            problems.append(f"{module}: on the map, but Package.swift has no such target or product")
        elif module in targets:
            extra = sorted(drawn[module] - targets[module])
            missing = sorted(targets[module] - drawn[module])
            if extra:
                problems.append(f"{module}: the map draws arrows Package.swift does not declare: {', '.join(extra)}")
            if missing:
                problems.append(f"{module}: Package.swift declares arrows the map does not draw: {', '.join(missing)}")
            if not extra and not missing:
                passed += 1
        else:
            passed += 1  # another package's product: its arrows are its own manifest's
        for dep in sorted(drawn[module] - known):
            problems.append(f"{module}: an arrow to {dep}, which is no target or product of Package.swift")
    for target in sorted(set(targets) - set(drawn)):
        problems.append(f"{target}: a target of Package.swift that the map does not show")
    for folder in sorted(folders):
        if os.path.join("Sources", folder) not in paths.values():
            problems.append(f"Sources/{folder}: a folder that is no target (SwiftPM builds nothing of it)")
    return passed, problems


def main():
    try:
        text = open(DOC, encoding="utf-8").read()
    except OSError as error:
        print(f"check_architecture_map: {DOC}: {error.strerror}")
        return 1
    block = map_block(text)
    if block is None:
        print(f"check_architecture_map: no code block under '{SECTION}' in docs/ARCHITECTURE.md")
        return 1
    try:
        targets, products, paths = manifest()
    except (OSError, subprocess.CalledProcessError) as error:
        print(f"check_architecture_map: swift package dump-package failed: {error}")
        return 1
    drawn, problems = parse(block)
    sources = os.path.join(ROOT, "Sources")
    folders = [f for f in os.listdir(sources) if os.path.isdir(os.path.join(sources, f))]
    passed, found = compare(drawn, targets, products, paths, folders)
    problems += found
    for problem in problems:
        print(problem)
    print(f"{passed} passed, {len(problems)} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
