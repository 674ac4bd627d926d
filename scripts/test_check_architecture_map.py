#!/usr/bin/env python3
"""The architecture map's check fails on each kind of drift, naming the module: run on a small
made-up map and manifest, not on the real ones (which `check_architecture_map.py` checks).

    python3 scripts/test_check_architecture_map.py      # what `make test` runs

Prints each case and ends with "N passed, N failed"; exits 1 when anything failed.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_architecture_map as check  # noqa: E402

MAP = """
floor 2  App ──> Kit, Model,   (the executable)
                 Json
floor 1  Kit ──> Text   (the runtime: a description
          over two lines, ignored)
         Model ──> Text
floor 0  Text  Json
"""
TARGETS = {"App": {"Kit", "Model", "Json"}, "Kit": {"Text"}, "Model": {"Text"}, "Text": set()}
PRODUCTS = {"Json"}
PATHS = {name: os.path.join("Sources", name) for name in TARGETS}
FOLDERS = list(TARGETS)


def problems(map_text=MAP, targets=None, folders=None):
    drawn, found = check.parse(map_text.split("\n"))
    _, more = check.compare(drawn, targets or TARGETS, PRODUCTS, PATHS, folders or FOLDERS)
    return found + more


def cases():
    yield "the map as the manifest has it: no problem", problems() == []
    yield "a dependency the map leaves out is named with its module", problems(
        MAP.replace("Kit ──> Text", "Kit ──> ")
    ) == ["Kit: Package.swift declares arrows the map does not draw: Text"]
    yield "an arrow the manifest does not declare is named", problems(
        MAP.replace("Model ──> Text", "Model ──> Text, Kit")
    ) == ["Model: the map draws arrows Package.swift does not declare: Kit"]
    yield "a module no target or product is named", problems(MAP + "\n         Snake ──> Text\n") == [
        "Snake: on the map, but Package.swift has no such target or product"
    ]
    yield "a target the map leaves out is named", problems(
        targets={**TARGETS, "Tool": {"Kit"}}
    ) == ["Tool: a target of Package.swift that the map does not show"]
    yield "an arrow to nothing that exists is named", "App: an arrow to Jsn, which is no target or product of Package.swift" in problems(
        MAP.replace("                 Json", "                 Jsn")
    )
    yield "a folder of Sources that is no target is named", problems(folders=FOLDERS + ["Stray"]) == [
        "Sources/Stray: a folder that is no target (SwiftPM builds nothing of it)"
    ]
    yield "a list ended by a comma goes on to the next line", check.parse(MAP.split("\n"))[0]["App"] == {
        "Kit",
        "Model",
        "Json",
    }
    yield "words on the map outside parentheses are not module names", any(
        "'the executable' is not a module name" in p
        for p in problems(MAP.replace("(the executable)", "the executable"))
    )


def main():
    passed = failed = 0
    for name, ok in cases():
        print(("ok    " if ok else "FAIL  ") + name)
        passed, failed = passed + ok, failed + (not ok)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
