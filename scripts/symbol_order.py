#!/usr/bin/env python3
"""Writes packaging/symbol-order.txt: the functions the release arcade runs, those of start-up
first, then those of a session through every game, for the linker's --symbol-ordering-file
(Package.swift). Laid out together, they fill few pages: fewer page faults at start-up and
fewer resident code pages (the kernel maps code 64 KB around each fault). Then the arcade's
own globals and metadata that start-up reads or writes (each is in a section of its own):
together they dirty a few pages of data instead of one page in every module's.

    python3 scripts/symbol_order.py        # needs valgrind and a release build

Each run is the release binary under `valgrind --tool=callgrind` in tmux (the e2e driver);
the functions are read from callgrind's output (names not demangled). The data comes from one
start-up under `valgrind --tool=lackey --trace-mem=yes`: every address it touched, named with
`nm`. Regenerate after large changes; stale names are ignored by the linker.
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


def run(out, keys_for_session, tool=None):
    from tmux_driver import Arcade  # noqa: E402  (ARCADE_BIN set first)
    tool = tool or ["--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}"]
    a = Arcade(*tool, ARCADE, "--seed", "7", width=100, height=35)
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
        # Done when the output exists and has stopped growing (lackey writes as it runs).
        deadline, size = time.monotonic() + 60, -1
        while time.monotonic() < deadline:
            time.sleep(1)
            now = os.path.getsize(out) if os.path.exists(out) else -1
            if now >= 0 and now == size:
                break
            size = now
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


# Modules of the toolchain's static libraries.
TOOLCHAIN_MODULES = ("Synchronization", "Glibc", "SwiftGlibc", "_Concurrency", "_StringProcessing")


def data_symbols(trace):
    """The data symbols of Swift code and the C shim, in the order a lackey memory trace first
    touches them (the static libraries' modules left out: their data is a few big sections).
    Names of the standard library count too: the arcade's modules carry their own copies of
    its witness-table caches and specializations."""
    import bisect
    import subprocess
    symbols = []
    nm = subprocess.run(["nm", "-S", "--defined-only", ARCADE], capture_output=True, text=True).stdout
    for line in nm.splitlines():
        parts = line.split()
        if len(parts) != 4 or parts[2] not in "bBdDrR" or not parts[3].startswith(("$s", "arcade_")):
            continue
        module = re.match(r"\$s(\d+)", parts[3])
        if not module or parts[3][module.end():module.end() + int(module.group(1))] not in TOOLCHAIN_MODULES:
            symbols.append((int(parts[0], 16), int(parts[1], 16), parts[3]))
    symbols.sort()
    starts = [start for start, _, _ in symbols]
    low, high = symbols[0][0], symbols[-1][0] + symbols[-1][1]
    order, seen = [], set()
    with open(trace, errors="replace") as f:
        for line in f:
            if line[:2] not in (" L", " S", " M"):
                continue
            address = int(line[3:line.index(",")], 16)
            if not low <= address < high:
                continue
            i = bisect.bisect_right(starts, address) - 1
            start, size, name = symbols[i]
            if address < start + max(size, 1) and name not in seen:
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
        trace = os.path.join(d, "data")
        run(trace, [], tool=["--tool=lackey", "--trace-mem=yes", f"--log-file={trace}"])
        names, seen = [], set()
        for part in ("start", "session"):
            for name in functions(os.path.join(d, part)):
                if name not in seen:
                    seen.add(name)
                    names.append(name)
        data = data_symbols(trace)
    finally:
        shutil.rmtree(d, ignore_errors=True)
    with open(OUT, "w") as f:
        f.write("\n".join(names + data) + "\n")
    print(f"symbol_order: {len(names)} functions, {len(data)} data symbols -> {os.path.relpath(OUT, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
