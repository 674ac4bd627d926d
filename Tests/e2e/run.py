"""Runs every test_* function of every test_*.py here (or those named on the command line) and
ends with the line "e2e: N passed, N failed". With --release, the files release_*.py instead:
the checks that build the package and install it on the host (`make check-release`).

Tests that need root (they run the arcade as other uids with setpriv, or mount a tmpfs) are
listed in ROOT_ONLY: a plain run skips them and says so in one line; --root runs them alone
(`make test-root`, as root). A test that cannot run here raises unittest.SkipTest and is
reported as skipped, not passed.

Each test has a time limit (TIME_LIMIT seconds, or its file's own TIME_LIMIT): past it, the test
fails with a TimeLimit raised where it waits. No test leaves a process behind: the runner is a
child subreaper (scripts/leftovers.py), so what a test started and abandoned comes back to it;
after each test such a process fails the test, named, and is ended. Each file's tests run with
a TMPDIR of their own (scripts/scratch.py; a file may keep a world for all its tests), removed
after them, or kept and named when one failed.
A forked child that returns into the runner (an exec that failed) exits at once instead of
running the rest of the suite. With no arcade to test, the runner stops with one line."""
import importlib.util
import os
import signal
import sys
import time
import traceback
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "scripts"))
import leftovers  # noqa: E402
from scratch import Scratch  # noqa: E402
from tmux_driver import BINARY  # noqa: E402

# Seconds one test may take, unless its file sets TIME_LIMIT (the ones that build or install).
TIME_LIMIT = 300

# Root-only tests: a whole file ("test_x.py") or one test ("test_x.py::test_y").
ROOT_ONLY = ("test_leaderboard.py", "test_records_full.py", "test_watch_live.py")


def needs_root(test):
    file = test.split("::")[0]
    return any(entry in (test, file) for entry in ROOT_ONLY)


class TimeLimit(BaseException):
    """Raised in a test past its time limit: a BaseException, so no `except Exception` in the
    test's own waiting swallows it (and raised again every 5 s if one does)."""


def over_time(signum, frame):
    raise TimeLimit()


def run_test(function, limit, runner):
    """Runs one test within `limit` seconds. Returns (outcome, details): "ok", "skip" with the
    reason, or "FAIL" with the traceback."""
    signal.signal(signal.SIGALRM, over_time)
    signal.setitimer(signal.ITIMER_REAL, limit, 5.0)
    try:
        try:
            function()
        finally:
            if os.getpid() != runner:  # a forked child whose exec failed came back here
                os._exit(127)
            signal.setitimer(signal.ITIMER_REAL, 0)
    except unittest.SkipTest as reason:
        return "skip", str(reason)
    except TimeLimit:
        return "FAIL", f"ran over its time limit of {limit} s; it was at:\n{traceback.format_exc()}"
    except Exception:
        return "FAIL", traceback.format_exc()
    return "ok", ""


def main():
    flags = {"--release", "--root"}
    only = [a for a in sys.argv[1:] if a not in flags]
    release = "--release" in sys.argv[1:]
    root = "--root" in sys.argv[1:]
    prefix = "release_" if release else "test_"
    if root and os.geteuid() != 0:
        print("e2e --root: these tests run the arcade as other users (setpriv) and mount tmpfs file "
              "systems: run them as root (`sudo make test-root`; CI does)")
        return 1
    if not release and not os.access(BINARY, os.X_OK):
        print(f"e2e: no arcade to test at {BINARY}: build it first (`swift build`), or set ARCADE_BIN")
        return 1
    runner = os.getpid()
    watched = leftovers.become_subreaper()
    if not watched:
        print(f"e2e: processes a test leaves behind are not looked for on {sys.platform}")
    passed = failed = skipped = 0
    not_run = []
    for name in sorted(os.listdir(HERE)):
        if not (name.startswith(prefix) and name.endswith(".py")):
            continue
        scratch = Scratch("arcade-e2e-file-")
        failed_before = failed
        spec = importlib.util.spec_from_file_location(name[:-3], os.path.join(HERE, name))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for attr in sorted(dir(module)):
            test = f"{name}::{attr}"
            if not attr.startswith("test_") or (only and not any(o in test for o in only)):
                continue
            if not release and needs_root(test) != root:
                not_run += [test] if not root else []
                continue
            start = time.monotonic()
            outcome, details = run_test(getattr(module, attr), getattr(module, "TIME_LIMIT", TIME_LIMIT), runner)
            left = leftovers.left_behind() if watched else []
            if left:
                outcome = "FAIL"
                details += f"it left {len(left)} processes behind (ended now):{leftovers.describe(left)}\n"
                leftovers.end(left)
            if outcome == "ok":
                passed += 1
                print(f"ok    {test} ({time.monotonic() - start:.2f}s)", flush=True)
            elif outcome == "skip":
                skipped += 1
                print(f"skip  {test}: {details}", flush=True)
            else:
                failed += 1
                print(f"FAIL  {test}\n{details}", end="" if details.endswith("\n") else "\n", flush=True)
        kept = scratch.close(keep=failed > failed_before)
        if kept:
            print(f"kept  {name}: {kept}", flush=True)
    if not_run:
        print(f"e2e: {len(not_run)} root-only tests skipped ({', '.join(ROOT_ONLY)}: other uids, tmpfs mounts); "
              "`make test-root` runs them as root")
    print(f"e2e: {passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
