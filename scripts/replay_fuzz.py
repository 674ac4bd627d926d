#!/usr/bin/env python3
"""Replay fuzzer: mutated golden replays (sizes, times, counts, fields, truncation, random
bytes) through `arcade replay FILE --check`, each with a memory and a time bound. A file passes
when the arcade answers it the way it answers any replay: exit 0, 1 or 2 (never a signal),
within the bounds, at most a few lines, each one line of printable text of bounded length.
Prints one line per failure and ends with "N passed, N failed"; exits 1 when any failed.

    python3 scripts/replay_fuzz.py [--count N] [--seed N] [--arcade PATH]

`scripts/soak.py` runs it (a short count in `make test`).
"""
import argparse
import glob
import json
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLDENS = sorted(glob.glob(os.path.join(ROOT, "Tests", "Replays", "*.jsonl")))
MEMORY_LIMIT_MB = 64
TIME_LIMIT_S = 20
LINE_LIMIT = 2100  # the arcade's own bound on a printed line, with room for its prefix
RAW_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\x80-\x9f]")
HUGE = [0, -1, 1001, 20000, 100000, 2**31, 2**63 - 1, 2**64, 1e300, -1e300, 1.5, "1", None, True]
TIMES = [-1, 1e18, 1e300, -0.0, 9.2e17, 2**63, "x", None]


def mutations(lines, rng):
    """(kind, list of lines): one mutated copy of a golden replay's lines."""
    header = json.loads(lines[0])
    events = [json.loads(line) for line in lines[1:]]
    kind = rng.choice(["size", "resize", "time", "count", "field", "truncate", "bytes", "args", "records"])
    if kind == "size":
        header[rng.choice(["width", "height"])] = rng.choice(HUGE)
    elif kind == "resize":
        at = rng.randrange(len(events))
        t = events[at].get("t", header["t0"]) if at < len(events) - 1 else header["t0"]
        events.insert(at, {"e": "resize", "t": t, "g": 0, "w": rng.choice(HUGE), "h": rng.choice(HUGE)})
    elif kind == "time":
        at = rng.randrange(len(events))
        events[at][rng.choice(["t", "g"])] = rng.choice(TIMES)
    elif kind == "count":
        at = rng.randrange(max(1, len(events) - 1))
        copies = rng.choice([100, 10_000, 200_000])
        events[at:at + 1] = [events[at]] * copies
    elif kind == "field":
        target = header if rng.random() < 0.5 else events[rng.randrange(len(events))]
        key = rng.choice(list(target.keys()) + ["arcade", "k", "e", "w"])
        target[key] = rng.choice(["a" * rng.choice([10, 100_000, 5_000_000]), "\x1b]0;x\x07\x1b[2J", "\u009b31m",
                                  "c:\x1b", -1, 2**64, [], {}, None])
    elif kind == "args":
        header["args"] = rng.choice([["fizzbuzz", "--print", "--limit", "100000000"], ["maze", "--headless"],
                                     ["--help"], ["help", "zombies"], ["--generate-completion-script", "bash"],
                                     ["--experimental-dump-help"], ["replay", "x.jsonl"], ["--record", "/tmp/x"],
                                     ["zombies", "--mode", "\x1b[2J"] * 20, ["a" * 10_000] * 40])
    elif kind == "records":
        header["records"] = rng.choice([{f"t{i}.json": "{}" for i in range(200)}, {"../x.json": "{}"},
                                        {"/etc/x.json": "{}"}, {"a.json": "x" * (2 << 20)}, {"a\x00.json": "{}"}])
    out = [json.dumps(header, ensure_ascii=rng.random() < 0.5)] + [json.dumps(e) for e in events]
    if kind == "truncate":
        text = "\n".join(out)
        return kind, [text[:rng.randrange(len(text))]]
    if kind == "bytes":
        data = bytearray("\n".join(out).encode())
        for _ in range(rng.choice([1, 10, 100])):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return kind, [data.decode("latin-1")]
    return kind, out


# Runs the arcade from a fresh, small interpreter and prints its peak RSS: a child forked
# straight from this (large) process would start its peak from ours.
PEAK_RSS = """
import os, sys
pid = os.fork()
if pid == 0:
    try:
        os.execv(sys.argv[1], sys.argv[1:])
    finally:
        os._exit(127)
_, status, usage = os.wait4(pid, 0)
print(usage.ru_maxrss, file=sys.stderr)
sys.exit(os.waitstatus_to_exitcode(status) % 256 if os.waitstatus_to_exitcode(status) >= 0 else 200)
"""


def check_one(arcade, path, tmp):
    """None when the arcade answered within bounds, else what went wrong."""
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no", TMPDIR=tmp)
    try:
        result = subprocess.run([sys.executable, "-c", PEAK_RSS, arcade, "replay", path, "--check"],
                                capture_output=True, env=env, timeout=TIME_LIMIT_S)
    except subprocess.TimeoutExpired:
        return f"still running after {TIME_LIMIT_S} s"
    *lines, peak = result.stderr.decode("utf-8", "replace").splitlines() or ["0"]
    if result.returncode not in (0, 1, 2):
        return f"exit {result.returncode} (200: a signal)"
    rss = int(peak) / 1024
    if rss > MEMORY_LIMIT_MB:
        return f"peak RSS {rss:.0f} MB"
    for stream in (result.stdout.decode("utf-8", "replace").splitlines(), lines):
        if len(stream) > 3:
            return f"{len(stream)} lines of output"
        for line in stream:
            if len(line) > LINE_LIMIT:
                return f"a line of {len(line)} characters"
            if RAW_CONTROL.search(line):
                return f"a raw control character in {line[:80]!r}"
    return None


def run(arcade, count, seed, report=print):
    rng = random.Random(seed)
    goldens = [open(p, encoding="utf-8").read().splitlines() for p in GOLDENS]
    passed, failed = 0, []
    with tempfile.TemporaryDirectory(prefix="replay-fuzz-") as tmp:
        for index in range(count):
            kind, lines = mutations(rng.choice(goldens), rng)
            path = os.path.join(tmp, f"fuzz-{index}.jsonl")
            with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write("\n".join(lines) + "\n")
            problem = check_one(arcade, path, tmp)
            if problem is None:
                passed += 1
                os.unlink(path)
            else:
                kept = os.path.join(tempfile.gettempdir(), f"replay-fuzz-{seed}-{index}.jsonl")
                os.replace(path, kept)
                failed.append(f"{kind} #{index}: {problem} (kept {kept})")
                report(f"FAIL  replay fuzz {kind} #{index}: {problem} (kept {kept})")
        # The replay's throwaway records directory goes with it, whatever the verdict.
        leftovers = glob.glob(os.path.join(tmp, "arcade-replay-*"))
        if leftovers:
            failed.append(f"{len(leftovers)} arcade-replay-* directories left in $TMPDIR")
    return passed, failed


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--arcade", default=os.environ.get("ARCADE_BIN", os.path.join(ROOT, ".build", "debug", "arcade")))
    opts = ap.parse_args()
    passed, failed = run(opts.arcade, opts.count, opts.seed)
    print(f"{passed} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
