#!/usr/bin/env python3
"""Shared-file fuzzer (issues 34 and 35): mutated real shared attempts (arcade-shared-dailies) and
hand-made ones (huge numbers, NaN text, long strings, control and bidi characters, wrong types,
missing fields, duplicated lines, timer floods, flipped bytes), each with a claim committing to
its bytes and naming a start record made before it; or a real attempt with its claim mutated.
They are placed in a shared directory as another user's files (created as that uid when run as
root, else the runner's own), then read through `arcade scores` and `arcade scores --json` today
(sealed claims) and after the day ended (faketime +1d: the attempts read and verified) and, every
`screen_every` cases, the Leaderboard screen in tmux. A case passes when every run ends within
TIME_LIMIT_S and MEMORY_LIMIT_MB, with exit 0 (or 1), never a signal, the JSON parses, each
refused file is one `ignored:` line, and nothing printed holds a raw control byte. Prints one
line per failure; ends with "N passed, N failed".

Every case's start records are made before the generator runs (it waits ~90 s for its players'
finishes), so the kernel's dates let a claim through to its attempt, as an honest one's would.

    python3 scripts/shared_fuzz.py [--count N] [--seed N] [--arcade PATH]

`scripts/soak.py` runs it (a short count in `--short`).
"""
import argparse
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

import replay_fuzz

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Tests", "e2e"))
import shared_files  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MEMORY_LIMIT_MB = 64
TIME_LIMIT_S = 20
RAW_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\x80-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
READER, OWNERS = 45999, 46000  # uids when root: the reader, then one owner per case (46000 + case % 100)
NUMBERS = [0, -1, 1e19, -1e300, 1e308, 2 ** 63, 2 ** 64, 9.3e18, 5e-324, 1.5, 1e10, 86400 * 3]
STRINGS = ["a" * 5000, "\x1b]0;owned\x07\x1b[2J", "won\u0085\u202e\u2028x", "\u0301" * 1500, "c:\x9b", "", "../x",
           "\ud800".encode("utf-8", "surrogatepass").decode("latin-1")]
ODD = [None, [], {}, "1", True, {"a": [1, {"b": None}]}]


def as_uid(uid):
    return ["setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups"] if os.geteuid() == 0 else []


def seeds(arcade, work):
    """Real attempts of today (arcade-shared-dailies beside the arcade), as (game, header, lines)."""
    maker = os.path.join(os.path.dirname(arcade), "arcade-shared-dailies")
    made = os.path.join(work, "made")
    os.mkdir(made)
    os.chmod(made, 0o1777)
    players = shared_files.generate(made, 6, 47000, maker)
    return [(p["game"], *shared_files.split(p["attempt"])) for p in players]


def hand_made(rng, date):
    """A header written from scratch (fields maybe missing or odd) and a few events."""
    start = time.mktime(time.strptime(date, "%Y-%m-%d")) - time.timezone + 3600
    header = {"arcadeShared": 1, "arcade": "arcade 0.1.0", "uid": 0, "width": 80, "height": 24, "ascii": False,
              "start": start, "t0": 0, "t": 0, "startedAt": 0, "gameClock": {"offset": 0},
              "claim": {"game": rng.choice(["zombies", "memory", "fizzbuzz"]), "date": date,
                        "result": {"summary": "won", "won": True, "finishedAt": start + 1, "abandoned": False,
                                   "score": 3, "seconds": 1}}}
    lines = [b'{"e":"key","g":%d,"k":"up","t":%d}' % (i, i) for i in range(rng.choice([0, 1, 10]))]
    return header["claim"]["game"], header, lines + [b'{"e":"end","events":%d,"t":10}' % len(lines)]


def mutate(game, header, lines, rng):
    """(kind, bytes): one mutated shared file."""
    header = json.loads(json.dumps(header))
    lines = list(lines)
    kind = rng.choice(["number", "string", "odd", "missing", "duplicate", "flood", "event", "bytes", "truncate",
                       "nan"])
    paths = [("claim", "result", k) for k in ("summary", "won", "finishedAt", "abandoned", "score", "seconds")] + \
        [(k,) for k in ("width", "height", "start", "t0", "t", "startedAt", "uid", "arcade", "arcadeShared",
                        "ascii")] + [("gameClock", "offset"), ("gameClock", "pausedAt"), ("claim", "date"),
                                     ("claim", "game")]
    path = rng.choice(paths)
    target = header
    for key in path[:-1]:
        target = target.setdefault(key, {}) if isinstance(target, dict) else {}
    if kind == "number":
        target[path[-1]] = rng.choice(NUMBERS)
    elif kind == "string":
        target[path[-1]] = rng.choice(STRINGS)
    elif kind == "odd":
        target[path[-1]] = rng.choice(ODD)
    elif kind == "missing":
        target.pop(path[-1], None)
    elif kind == "duplicate":
        at = rng.randrange(len(lines))
        what = rng.choice(["header", "event", "end"])
        copy = json.dumps(header).encode() if what == "header" else lines[-1] if what == "end" else lines[at]
        lines[at:at] = [copy] * rng.choice([1, 2, 1000])
    elif kind == "flood":
        t = json.loads(lines[-2])["t"] if len(lines) > 1 else 0
        count = rng.choice([1000, 10_000, 49_000, 60_000])
        lines[-1:-1] = [b'{"e":"timer","g":%.5f,"t":%.5f}' % (t + i * 1e-5, t + i * 1e-5) for i in range(count)]
        end = json.loads(lines[-1])
        end["events"] = end.get("events", 0) + count
        end["t"] = t + count * 1e-5
        lines[-1] = json.dumps(end).encode()
    elif kind == "event":
        at = rng.randrange(len(lines))
        try:
            event = json.loads(lines[at])
        except ValueError:
            event = {}
        event[rng.choice(["e", "g", "t", "k", "x", "y", "w", "h", "m", "events", "state"])] = rng.choice(
            NUMBERS + STRINGS + ODD)
        lines[at] = json.dumps(event, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
    text = json.dumps(header, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
    data = text + b"\n" + b"\n".join(lines) + b"\n"
    if kind == "nan":
        data = data.replace(b'"seconds": ', rng.choice([b'"seconds": NaN, "x": ', b'"seconds": Infinity, "x": ',
                                                        b'"seconds": 1e999, "x": ', b'"seconds": -0, "x": ']), 1)
    elif kind == "bytes":
        data = bytearray(data)
        for _ in range(rng.choice([1, 10, 100])):
            data[rng.randrange(len(data))] = rng.randrange(256)
        data = bytes(data)
    elif kind == "truncate":
        data = data[:rng.randrange(len(data))]
    return kind, data


CLAIM_PATHS = [("claim", "result", k) for k in ("summary", "won", "finishedAt", "abandoned", "score", "seconds")] + \
    [(k,) for k in ("arcadeClaim", "uid", "attempt", "start")] + [("claim", "date"), ("claim", "game"), ("claim",)]


def mutate_claim(claim, rng):
    """(kind, bytes): a claim file with one field changed, removed, or bytes flipped or cut."""
    claim = json.loads(json.dumps(claim))
    kind = rng.choice(["claim number", "claim string", "claim odd", "claim missing", "claim bytes",
                       "claim truncate", "claim large"])
    path = rng.choice(CLAIM_PATHS)
    target = claim
    for key in path[:-1]:
        target = target.setdefault(key, {}) if isinstance(target, dict) else {}
    if kind == "claim number":
        target[path[-1]] = rng.choice(NUMBERS)
    elif kind == "claim string":
        target[path[-1]] = rng.choice(STRINGS)
    elif kind == "claim odd":
        target[path[-1]] = rng.choice(ODD)
    elif kind == "claim missing":
        target.pop(path[-1], None)
    data = json.dumps(claim, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
    if kind == "claim bytes":
        data = bytearray(data)
        for _ in range(rng.choice([1, 10])):
            data[rng.randrange(len(data))] = rng.randrange(256)
        data = bytes(data)
    elif kind == "claim truncate":
        data = data[:rng.randrange(len(data))]
    elif kind == "claim large":
        data = data[:-1] + b',"x":"' + b"a" * rng.choice([4000, 100_000]) + b'"}'
    return kind, data


def run_arcade(arcade, args, env, clock=()):
    """(problem or None, stdout text) of one run as the reader (`clock`: faketime's words), under
    the time and memory bounds."""
    try:
        out = subprocess.run([*as_uid(READER), sys.executable, "-c", replay_fuzz.PEAK_RSS, *clock, arcade, *args],
                             capture_output=True, env=env, timeout=TIME_LIMIT_S)
    except subprocess.TimeoutExpired:
        return f"{' '.join(args)}: still running after {TIME_LIMIT_S} s", ""
    *errors, peak = out.stderr.decode("utf-8", "replace").splitlines() or ["0"]
    stdout = out.stdout.decode("utf-8", "replace")
    if out.returncode not in (0, 1):
        return f"{' '.join(args)}: exit {out.returncode} (200: a signal) {errors[:2]}", stdout
    if int(peak) / 1024 > MEMORY_LIMIT_MB:
        return f"{' '.join(args)}: peak RSS {int(peak) / 1024:.0f} MB", stdout
    for line in stdout.splitlines() + errors:
        if RAW_CONTROL.search(line):
            return f"{' '.join(args)}: a raw control character in {line[:80]!r}", stdout
    return None, stdout


def check_case(arcade, shared, data_dir, name, date):
    env = dict(os.environ, ARCADE_SHARED_DIR=shared, ARCADE_DATA_DIR=data_dir, SWIFT_BACKTRACE="enable=no",
               LANG="C.UTF-8")
    # Today (the claim, sealed), then after the day ended (the attempt read and verified).
    # The moved clock: faketime (by its full path: the RSS wrapper execs it) right before the
    # arcade, as the reader. (The library preloaded alone, the arcade did not see its arguments.)
    for clock in ((), ("/usr/bin/faketime", "-f", "+1d")):
        when = " (next day)" if clock else ""
        problem, text = run_arcade(arcade, ["scores", "--date", date], env, clock)
        if problem:
            return problem + when
        mentioned = [line for line in text.splitlines() if name in line]
        if len(mentioned) > 1:
            return f"scores{when}: {len(mentioned)} lines about the file"
        problem, text = run_arcade(arcade, ["scores", "--json", "--date", date], env, clock)
        if problem:
            return problem + when
        try:
            json.loads(text)
        except ValueError as error:
            return f"scores --json{when}: not JSON ({error})"
    return None


def screen_case(shared, data_dir):
    """The Leaderboard screen opens on the file, answers q and leaves with exit 0."""
    sys.path.insert(0, os.path.join(ROOT, "Tests", "e2e"))
    from tmux_driver import Arcade
    env = {"ARCADE_SHARED_DIR": shared, "SWIFT_BACKTRACE": "enable=no"}
    with Arcade("daily", env=env, data_dir=data_dir, prefix=as_uid(READER)) as a:
        try:
            a.pick("Leaderboard")
            a.wait_for("share your")
            a.send("q")
            a.wait_for("Daily challenge")
            a.send("q")
            a.wait_for("Quit")
            a.send("q")
            code = a.wait_exit()
        except AssertionError as error:
            return f"screen: {str(error).splitlines()[0]}"
        if code != 0:
            return f"screen: exit {code}"
        ok, why = a.terminal_restored()
        return None if ok else f"screen: terminal not restored ({why})"


def create(uid, files):
    """Files made as `uid` when root (never chown'ed: the kernel's dates are what readers check)."""
    shared_files.create_as(uid if os.geteuid() == 0 else os.getuid(), files)


def run(arcade, count, seed, report=print, screen_every=10):
    rng = random.Random(seed)
    date = shared_files.today()
    passed, failed = 0, []
    work = tempfile.mkdtemp(prefix="shared-fuzz-")
    os.chmod(work, 0o755)
    try:
        # Every case's directory and start records first (one per game), then the real attempts.
        cases = []
        for index in range(count):
            shared = os.path.join(work, f"shared{index}")
            os.mkdir(shared)
            os.chmod(shared, 0o1777)
            owner = OWNERS + index % 100 if os.geteuid() == 0 else os.getuid()
            made = {}
            for game in ("zombies", "memory", "fizzbuzz"):
                made[game] = shared_files.token()
                create(owner, [(os.path.join(shared, shared_files.name(game, owner, made[game], "start")), b"",
                                0o644)])
            cases.append((shared, owner, made))
        real = seeds(arcade, work)
        for index, (shared, owner, start) in enumerate(cases):
            data_dir = os.path.join(work, f"reader{index}")
            os.mkdir(data_dir)
            if os.geteuid() == 0:
                os.chown(data_dir, READER, READER)
            game, header, lines = rng.choice(real) if rng.random() < 0.8 else hand_made(rng, date)
            header = dict(header, uid=owner)
            tok = shared_files.token()
            if rng.random() < 0.3:
                attempt = shared_files.join(header, lines)
                claim = json.loads(shared_files.claim_bytes(owner, attempt, start[game]))
                kind, claim_data = mutate_claim(claim, rng)
            else:
                kind, attempt = mutate(game, header, lines, rng)
                try:
                    claimed = json.loads(attempt.split(b"\n", 1)[0])["claim"]
                    assert isinstance(claimed, dict)
                except (ValueError, KeyError, TypeError, AssertionError):
                    claimed = header["claim"]
                claim_data = json.dumps({"arcadeClaim": 1, "uid": owner, "claim": claimed,
                                         "attempt": hashlib.sha256(attempt).hexdigest(), "start": start[game]},
                                        ensure_ascii=False).encode("utf-8", "surrogatepass")
            name = shared_files.name(game, owner, tok, "claim")
            path = os.path.join(shared, shared_files.name(game, owner, tok, "arcade"))
            create(owner, [(path, attempt, 0o644), (os.path.join(shared, name), claim_data, 0o644)])
            problem = check_case(arcade, shared, data_dir, name, date)
            if problem is None and screen_every and index % screen_every == 0:
                problem = screen_case(shared, data_dir)
            if problem is None:
                passed += 1
                shutil.rmtree(shared)
                shutil.rmtree(data_dir)
            else:
                kept = os.path.join(tempfile.gettempdir(), f"shared-fuzz-{seed}-{index}")
                shutil.copytree(shared, kept, dirs_exist_ok=True)
                failed.append(f"{kind} #{index}: {problem} (kept {kept})")
                report(f"FAIL  shared fuzz {kind} #{index}: {problem} (kept {kept})")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return passed, failed


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--arcade", default=os.environ.get("ARCADE_BIN", os.path.join(ROOT, ".build", "debug", "arcade")))
    opts = ap.parse_args()
    start = time.monotonic()
    passed, failed = run(opts.arcade, opts.count, opts.seed)
    print(f"{passed} passed, {len(failed)} failed ({time.monotonic() - start:.0f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
