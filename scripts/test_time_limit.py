#!/usr/bin/env python3
"""A time limit on each Swift test: runs `swift test ...`, and when one test has run longer
than the limit (or nothing was said for that long), ends the run and names the tests still
running and the suites not finished, instead of hanging `make test` silently.

    python3 scripts/test_time_limit.py SECONDS swift test --skip-build    # what `make test` runs

Swift Testing says "◇ Test NAME started." and then "✔ ... passed", "✘ ... failed" or
"➜ ... skipped" for each test (and XCTest "Test Case '...' started." / "passed" / "failed"), so
the tests under way are known from the output alone. The run writes to a pseudo-terminal (raw,
NO_COLOR=1), so that it says each line as it happens instead of in blocks; its output is passed
through as it comes. Ending the run ends every process under it (the test runner SwiftPM starts
is in a process group of its own). Exits with the run's status, or 1 when the limit ended it.
"""
import os
import pty
import re
import selectors
import subprocess
import sys
import time
import tty

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import leftovers  # noqa: E402

# Swift Testing: `◇ Test foo() started.`, `◇ Suite "Name" started.`, `✔ Test "x" passed after 0.1 s…`,
# `✔ Test "x" with 4 test cases passed…`, `✘ Test "x" failed…`, `➜ Test "x" skipped: …`; a case of a
# parameterized test says only `◇ Test case passing … started.` (its test ends for it).
STARTED = re.compile(r"^\S+ (Test|Suite) (?!case passing |run started)(.+?) started\.$")
ENDED = re.compile(r"^\S+ (Test|Suite) (.+?)(?: with \d+ test cases?)? (?:passed|failed|skipped)\b")
# XCTest: `Test Case '-[Module.Class test]' started.` / `... passed (0.001 seconds).`
XC_STARTED = re.compile(r"^Test Case '(.+)' started\.$")
XC_ENDED = re.compile(r"^Test Case '(.+)' (?:passed|failed|skipped)")


ESCAPE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def watch(limit, command):
    leftovers.become_subreaper()  # what the run abandons comes here, to be ended with it
    reading, writing = pty.openpty()
    tty.setraw(writing)  # no CR added to each line, no echo
    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=writing, stderr=writing,
                               env={**os.environ, "NO_COLOR": "1"})
    os.close(writing)
    running = {}  # "Test NAME" / "Suite NAME" -> when each of that name started
    selector = selectors.DefaultSelector()
    selector.register(reading, selectors.EVENT_READ)
    pending = b""
    last_said = time.monotonic()
    while True:
        if selector.select(timeout=1.0):
            try:
                chunk = os.read(reading, 65536)
            except OSError:  # EIO: every writer has closed the terminal
                chunk = b""
            if not chunk:
                break
            sys.stdout.buffer.write(chunk)
            sys.stdout.flush()
            last_said = time.monotonic()
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for line in lines:
                note(ESCAPE.sub("", line.decode(errors="replace")).rstrip("\r"), running)
        now = time.monotonic()
        overdue = [name for name, began in running.items() if name.startswith("Test") and now - began[0] > limit]
        if overdue or now - last_said > limit:
            leftovers.end(leftovers.descendants())
            report(limit, running, now)
            return 1
    os.close(reading)
    return process.wait()


def note(line, running):
    for started, ended in ((STARTED, ENDED), (XC_STARTED, XC_ENDED)):
        match = started.match(line)
        if match:
            running.setdefault(name_of(match), []).append(time.monotonic())
            return
        match = ended.match(line)
        if match:
            began = running.get(name_of(match), [])
            if began:
                began.pop(0)
            if not began:
                running.pop(name_of(match), None)
            return


def name_of(match):
    return f"{match.group(1)} {match.group(2)}" if match.re.groups == 2 else f"Test {match.group(1)}"


def report(limit, running, now):
    print(f"\nswift test: ended after a test ran (or the run was silent) for over {limit} s; still running:")
    for name, began in sorted(running.items(), key=lambda item: item[1][0]):
        print(f"  {name} (for {now - began[0]:.0f} s)")
    if not running:
        print("  no test had started")


def main():
    if len(sys.argv) < 3 or not sys.argv[1].isdigit():
        print("usage: test_time_limit.py SECONDS COMMAND...", file=sys.stderr)
        return 2
    return watch(int(sys.argv[1]), sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
