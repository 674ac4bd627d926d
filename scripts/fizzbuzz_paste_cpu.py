"""CPU time of a paste (default 8 000 characters) into the FizzBuzz First word field, in the real
binary in tmux (`send-keys -l`), and the delay of a Ctrl-C sent right after a 10 000-character
paste. A measurement for the record (issue 18 item 12), never a test.

    ARCADE_BIN=.build/release/arcade python3 scripts/fizzbuzz_paste_cpu.py [chars]
"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Tests", "e2e"))
from tmux_driver import Arcade, BINARY  # noqa: E402

def cpu(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

def settle(pid, quiet=1.0, timeout=300):
    """Waits until the process used no CPU for `quiet` seconds; returns its CPU time."""
    last, since, end = cpu(pid), time.monotonic(), time.monotonic() + timeout
    while time.monotonic() < end:
        time.sleep(0.1)
        now = cpu(pid)
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet:
            return now
    raise SystemExit("still busy")

n = int(sys.argv[1]) if len(sys.argv) > 1 else 8000
print("binary:", BINARY)
with Arcade("fizzbuzz", "--int1", "3", "--int2", "5", "--limit", "100", "--str1", "Fizz", "--str2", "Buzz") as a:
    a.wait_for("First word")
    a.send("Down", "Down", "Down")
    pid = a.pid()
    before = settle(pid)
    start = time.monotonic()
    a.type("x" * n)
    after = settle(pid)
    print(f"{n}-character paste: {after - before:.2f} s CPU, {time.monotonic() - start - 1.0:.2f} s wall until idle")
with Arcade("fizzbuzz", "--int1", "3", "--int2", "5", "--limit", "100", "--str1", "Fizz", "--str2", "Buzz") as a:
    a.wait_for("First word")
    a.send("Down", "Down", "Down")
    a.type("y" * 10000)
    start = time.monotonic()
    a.send("C-c")
    rc = a.wait_exit(timeout=120)
    print(f"Ctrl-C after a 10 000-character paste: exit {rc} after {time.monotonic() - start:.2f} s")
