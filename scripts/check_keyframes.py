#!/usr/bin/env python3
"""Every stored `var` of a type with a `savedState()` is kept by it, or says why not.

    python3 scripts/check_keyframes.py      # what `make test` runs

Why: the replay viewer seeks by restoring keyframes (issue 48): each restorable scene, and each
object a scene keeps (the maze's scheduler, server, explorer, the records), copies its stored
vars in `savedState()` and puts them back. A var added later and forgotten there is restored
stale, and only the goldens that happen to change it would notice. So each stored var of such a
type must be named in its `savedState()`, or carry a comment `// not in keyframes: <why>` on its
line or the line above (a cache rebuilt from the rest, say).

The types are found across Sources (a type's `savedState()` may sit in an extension in another
file). Stored vars are the type's own `var` members with a value or a type and no body (a
computed var has `{` and no `=`); `static` ones are not the instance's state.

Prints each var left out and ends with "N passed, N failed"; exits 1 when anything failed.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXEMPT = "not in keyframes:"
TYPE = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|open|package|final)\s+)*"
                  r"(?:class|struct|actor|enum|extension)\s+([A-Za-z_][\w.]*)")
VAR = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*"
                 r"(?:(?:public|private|fileprivate|internal|open|package)(?:\(set\))?\s+|(?:final|lazy|weak|unowned)\s+)*"
                 r"var\s+([A-Za-z_]\w*)(.*)$")
STATIC = re.compile(r"^\s*(?:[\w()@]+\s+)*(?:static|class)\s+var\b")
SAVED = re.compile(r"\bfunc\s+savedState\s*\(\s*\)")


def code_of(line):
    """The line without its comment and string literals (braces in them do not count)."""
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return line.split("//", 1)[0]


def is_stored(rest):
    """`rest` is what follows a var's name: stored unless it opens a body without a value."""
    rest = rest.strip()
    if "{" not in rest:
        return True
    return "=" in rest.split("{", 1)[0]


def scan(path, types):
    """Adds to `types` (name -> {"vars": [(name, line, exempt)], "saved": [text]}) what `path` declares."""
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    depth = 0
    stack = []  # (type name, the depth of its body)
    saved_from = None  # (type name, depth the function's body closes back to, collected text)
    for number, raw in enumerate(lines, 1):
        code = code_of(raw)
        here = stack[-1] if stack else None
        if saved_from is None and here and depth == here[1] and SAVED.search(code):
            saved_from = (here[0], depth, [])
        if here and depth == here[1] and saved_from is None:
            found = VAR.match(code)
            if found and not STATIC.match(code) and is_stored(found.group(2)):
                exempt = EXEMPT in raw or (number >= 2 and EXEMPT in lines[number - 2])
                types.setdefault(here[0], {"vars": [], "saved": []})["vars"].append(
                    (found.group(1), f"{os.path.relpath(path, ROOT)}:{number}", exempt))
        declared = TYPE.match(code)
        if saved_from is not None:
            saved_from[2].append(code)
        for ch in code:
            if ch == "{":
                depth += 1
                if declared is not None:
                    stack.append((declared.group(1).split(".")[-1], depth))
                    declared = None
            elif ch == "}":
                if stack and stack[-1][1] == depth:
                    stack.pop()
                depth -= 1
        if saved_from is not None and depth == saved_from[1] and "}" in code:
            types.setdefault(saved_from[0], {"vars": [], "saved": []})["saved"].append("\n".join(saved_from[2]))
            saved_from = None


def check(sources):
    """[(type, var, where)] of every stored var left out of its type's savedState(), and the count of types checked."""
    types = {}
    for base, dirs, files in os.walk(sources):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".swift"):
                scan(os.path.join(base, name), types)
    missing = []
    checked = 0
    for name in sorted(types):
        found = types[name]
        if not found["saved"]:
            continue
        checked += 1
        body = "\n".join(found["saved"])
        for var, where, exempt in found["vars"]:
            if not exempt and not re.search(rf"\b{re.escape(var)}\b", body):
                missing.append((name, var, where))
    return missing, checked


def main():
    missing, checked = check(os.path.join(ROOT, "Sources"))
    for name, var, where in missing:
        print(f"FAIL {where}: {name}.{var} is a stored var its savedState() does not keep; keep it there, or say"
              f" why a keyframe need not with a comment `// {EXEMPT} <why>`")
    failed = len({name for name, _, _ in missing})
    print(f"{checked - failed} passed, {failed} failed")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
