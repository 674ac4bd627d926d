"""The reference column of `make bench`: the same figures measured live, in the same run, on
terminal games people already play (Debian's freesweep, greed and moon-buggy, which
`make bench` installs when missing). Nothing here is a constant: a peer that is not installed
is reported as not measured.

Each peer says how to start it straight into a playing screen, which keys move its cursor or
its player, and what text shows once its first screen is complete.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import arcadelib as L  # noqa: E402

GAMES_DIRS = ["/usr/games", "/usr/bin", "/usr/local/games"]


class Peer:
    def __init__(self, name, args, ready, moves, move_kind, keys_for_rss):
        self.name, self.args, self.ready, self.moves = name, args, ready, moves
        self.move_kind, self.keys_for_rss = move_kind, keys_for_rss
        self.exe = next((os.path.join(d, name) for d in GAMES_DIRS if os.path.exists(os.path.join(d, name))),
                        shutil.which(name))


PEERS = [
    # freesweep -f starts on a board at once; arrows move its cursor (a cursor move).
    Peer("freesweep", ["-f"], "Percentage", ["Right", "Down", "Left", "Up"] * 3, "cursor",
         ["Right", "Down", "Right", "Down"]),
    # greed: every move eats a run of digits (a board change).
    Peer("greed", [], "Score", ["Right", "Down", "Left", "Up", "Right", "Down"], "board", ["Right", "Down"]),
    # moon-buggy: its title screen (start-up, size and memory only).
    Peer("moon-buggy", [], "Copyright", [], None, []),
]


def installed():
    return [p for p in PEERS if p.exe]


def environment(home):
    return {"HOME": home, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "tmux-256color",
            "SWIFT_BACKTRACE": "interactive=no", "ARCADE_DATA_DIR": os.path.join(home, "data")}


def stripped_size(path):
    """Bytes of the binary once stripped (a stripped copy; the original is left alone)."""
    d = tempfile.mkdtemp(prefix="bench-strip-")
    try:
        copy = os.path.join(d, "b")
        shutil.copy(path, copy)
        subprocess.run(["strip", copy], check=False, capture_output=True)
        return os.path.getsize(copy)
    finally:
        shutil.rmtree(d, ignore_errors=True)


def startup_cost(cmd, width, height, quiet=0.3, timeout=10.0):
    """Starts `cmd` directly on a pseudo-terminal of width×height (no shell in between) and,
    once its first screen is out (first byte, then `quiet` seconds without output), reads the
    child's CPU time (/proc/PID/task/*/schedstat, ns) and page faults (minflt + majflt of
    /proc/PID/stat) while it waits for a key; then kills it. Returns a dict or None."""
    import fcntl
    import pty
    import select
    import struct
    import termios
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
    home = tempfile.mkdtemp(prefix="bench-peer-")
    env = dict(os.environ, **environment(home))
    try:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True,
                             cwd=home)
        os.close(slave)
        slave = None
        got, last = 0, None
        deadline = t0 + timeout
        while time.perf_counter() < deadline:
            r, _, _ = select.select([master], [], [], quiet if got else timeout)
            if r:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                got += len(chunk)
                last = time.perf_counter()
            elif got:
                break
        snap = L.proc_snapshot(p.pid) if p.poll() is None else None
        faults = None
        if snap:
            stat = L._read(f"/proc/{p.pid}/stat")
            fields = stat[stat.rfind(")") + 2:].split()
            faults = int(fields[7]) + int(fields[9])
        p.kill()
        p.wait()
        if not snap or last is None:
            return None
        return {"cpu_ms": snap["cpu_ns"] / 1e6, "faults": faults, "bytes": got, "last_byte_ms": (last - t0) * 1000}
    finally:
        os.close(master)
        if slave is not None:
            os.close(slave)
        shutil.rmtree(home, ignore_errors=True)


def pane(peer, width, height):
    """The peer in a tmux pane, with the e2e driver (its binary swapped for the peer's)."""
    import tmux_driver
    saved = tmux_driver.BINARY
    tmux_driver.BINARY = peer.exe
    try:
        home = tempfile.mkdtemp(prefix="bench-peer-")
        return tmux_driver.Arcade(*peer.args, width=width, height=height, env=environment(home))
    finally:
        tmux_driver.BINARY = saved


def child_pid(a):
    shell = a.display("#{pane_pid}")
    out = subprocess.run(["pgrep", "-P", shell], capture_output=True, text=True).stdout.split()
    return int(out[0]) if out else None


def ratio(ours, theirs):
    return f"{ours / theirs:.1f}×" if theirs else "—"
