#!/usr/bin/env python3
"""Writes packaging/symbol-order.txt: the functions the release arcade runs, those of start-up
first, then those of a session through every game, for the linker's --symbol-ordering-file
(Package.swift). Laid out together, they fill few pages: fewer page faults at start-up and
fewer resident code pages (the kernel maps code 64 KB around each fault).

    python3 scripts/symbol_order.py        # needs valgrind and a release build

Each run is the release binary under `valgrind --tool=callgrind` in tmux (the e2e driver);
the functions are read from callgrind's output (names not demangled). Regenerate after large
changes; stale names are ignored by the linker.
"""
import os
import re
import shutil
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ARCADE = os.path.join(ROOT, ".build", "release", "arcade")
OUT = os.path.join(ROOT, "packaging", "symbol-order.txt")


def run(out, keys_for_session):
    from tmux_driver import Arcade  # noqa: E402  (ARCADE_BIN set first)
    a = Arcade("--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}", ARCADE, "--seed", "7",
               width=100, height=35)
    try:
        a.wait_for("Quit", timeout=60)
        for key in keys_for_session:
            if key.startswith("sleep "):
                time.sleep(float(key.split()[1]))
                continue
            a.send(key)
            time.sleep(1.2)
            if key == "Escape" and "Quit" not in a.screen():
                a.send("Escape")
                time.sleep(1.2)
        a.send("q")
        deadline = time.monotonic() + 30
        while not os.path.exists(out) and time.monotonic() < deadline:
            time.sleep(0.5)
        time.sleep(2)
    finally:
        a.close()


def functions(path):
    """Function names of a callgrind output, in order of first mention (fn= and cfn= lines,
    with callgrind's "(id) name" compression)."""
    names, order, seen = {}, [], set()
    with open(path, errors="replace") as f:
        for line in f:
            m = re.match(r"^c?fn=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
            if not m:
                continue
            if m.group(2):
                names[m.group(1)] = m.group(2)
            name = names.get(m.group(1))
            if name and name not in seen and not name.startswith("0x") and "'" not in name:
                seen.add(name)
                order.append(name)
    return order


def main():
    valgrind = shutil.which("valgrind")
    if not valgrind or not os.path.exists(ARCADE):
        print("symbol_order: needs valgrind and .build/release/arcade", file=sys.stderr)
        return 2
    os.environ["ARCADE_BIN"] = valgrind
    sys.path.insert(0, os.path.join(ROOT, "Tests", "e2e"))
    d = tempfile.mkdtemp(prefix="symbol-order-")
    # Escape goes back one screen, and once more when that did not reach the menu.
    session = (["1", "Enter", "Left", "Up", "Right", "Escape"]
               + ["2", "Enter", "Enter", "Right", "Enter", "sleep 2", "Down", "Escape"]
               + ["3", "C-g", "sleep 3", "Escape"]
               + ["4", "g", "sleep 15", "Escape", "?", "Escape"])
    try:
        run(os.path.join(d, "start"), [])
        run(os.path.join(d, "session"), session)
        names, seen = [], set()
        for part in ("start", "session"):
            for name in functions(os.path.join(d, part)):
                if name not in seen:
                    seen.add(name)
                    names.append(name)
    finally:
        shutil.rmtree(d, ignore_errors=True)
    with open(OUT, "w") as f:
        f.write("\n".join(names) + "\n")
    print(f"symbol_order: {len(names)} functions -> {os.path.relpath(OUT, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
