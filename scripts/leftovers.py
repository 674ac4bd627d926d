#!/usr/bin/env python3
"""No test leaves a process behind: what a command started and did not end is named and ended.

    python3 scripts/leftovers.py COMMAND...   # `make test` runs each stage so; exits 1 when the
                                              # command left a process, else with its status

The watcher becomes a child subreaper (Linux, prctl PR_SET_CHILD_SUBREAPER): a process the
command starts and abandons (a tmux server, which detaches itself; a forked child; an arcade
whose tmux pane was never closed) is handed to the watcher instead of to init, so it can be
found once the command has ended. Each one left is listed (pid and command line), then ended by
its pid. The e2e runner (Tests/e2e/run.py) does the same after each test, naming the test.
Elsewhere than Linux the command runs unwatched and one line says so.

The command runs with a TMPDIR of its own (scripts/scratch.py), removed after it unless it
failed: what its tests make there and forget does not pile up in /tmp.
"""
import ctypes
import os
import signal
import subprocess
import sys
import time

from scratch import Scratch

PR_SET_CHILD_SUBREAPER = 36


def become_subreaper():
    """True once the processes this one's descendants abandon come to it (Linux only)."""
    if not sys.platform.startswith("linux"):
        return False
    libc = ctypes.CDLL(None, use_errno=True)
    return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0


def reap():
    """Collects the exit status of every child that has ended (a subreaper inherits them)."""
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def command_line(pid):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return f.read().replace(b"\0", b" ").decode(errors="replace").strip()[:200]
    except OSError:
        return "?"


def descendants():
    """The living processes under this one: [(pid, command line)], children first."""
    reap()
    parent_of = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                state, ppid = f.read().rsplit(")", 1)[1].split()[:2]  # the name may hold ")"
        except (OSError, ValueError, IndexError):
            continue
        if state != "Z":
            parent_of[int(entry)] = int(ppid)
    found, frontier = [], [os.getpid()]
    while frontier:
        parent = frontier.pop(0)
        children = sorted(pid for pid, ppid in parent_of.items() if ppid == parent)
        found += children
        frontier += children
    return [(pid, command_line(pid)) for pid in found]


def left_behind(grace=3.0):
    """The descendants still alive once `grace` seconds have passed for them to end (a tmux
    server told to stop goes a moment after the command that told it)."""
    rounds = max(1, int(grace / 0.05))
    for _ in range(rounds):
        processes = descendants()
        if not processes:
            return []
        time.sleep(0.05)
    return descendants()


def end(processes):
    """Ends each of `processes` by its pid (SIGKILL: a leftover is not asked twice)."""
    for pid, _ in processes:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    for _ in range(40):
        if not descendants():
            return
        time.sleep(0.05)


def describe(processes):
    return "".join(f"\n    pid {pid}: {command}" for pid, command in processes)


def main(command):
    if not command:
        print("usage: leftovers.py COMMAND...", file=sys.stderr)
        return 2
    scratch = Scratch("arcade-stage-")
    status = watched(command)
    kept = scratch.close(keep=status != 0)
    if kept:
        print(f"leftovers: `{' '.join(command)}` failed; {kept}")
    return status


def watched(command):
    """Runs `command`; its status, or 1 when it left a process behind (named, then ended)."""
    if not become_subreaper():
        print(f"leftovers: not checked here (no child subreaper on {sys.platform}): {' '.join(command)}")
        return subprocess.call(command)
    child = subprocess.Popen(command)
    while True:
        try:
            status = child.wait()
            break
        except KeyboardInterrupt:  # ^C reaches the command too; wait for it to stop
            continue
    left = left_behind()
    if left:
        print(f"leftovers: `{' '.join(command)}` left {len(left)} processes behind (ended now):{describe(left)}")
        end(left)
        return 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
