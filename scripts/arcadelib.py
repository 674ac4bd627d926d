"""Shared helpers for scripts/bench.py and scripts/soak.py: where the binaries are, which games
the binary offers, /proc readings of a process, and tmux panes whose output is counted
(`tmux pipe-pane`) or timed to the byte.

The tmux plumbing is `Tests/e2e/tmux_driver.py` (imported from here); the binary it runs is
`ARCADE_BIN`, which the scripts set before importing it.
"""
import importlib
import os
import re
import shlex
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
E2E = os.path.join(ROOT, "Tests", "e2e")


def build_dir(prefer):
    """`.build/<prefer>` when its arcade exists, else the other configuration."""
    order = [prefer] + [c for c in ("release", "debug") if c != prefer]
    for config in order:
        d = os.path.join(ROOT, ".build", config)
        if os.path.exists(os.path.join(d, "arcade")):
            return d
    return os.path.join(ROOT, ".build", prefer)


def setup_binaries(prefer="release"):
    """Sets ARCADE_BIN (if not set) and imports the e2e driver; returns (arcade, tool dir)."""
    if not os.environ.get("ARCADE_BIN"):
        os.environ["ARCADE_BIN"] = os.path.join(build_dir(prefer), "arcade")
    arcade = os.environ["ARCADE_BIN"]
    tools = os.environ.get("ARCADE_TOOLS_DIR") or os.path.dirname(os.path.abspath(arcade))
    if E2E not in sys.path:
        sys.path.insert(0, E2E)
    os.environ.setdefault("SWIFT_BACKTRACE", "interactive=no")
    return arcade, tools


def game_file(game):
    """A game's own data for the tools, beside its end-to-end tests: the module
    Tests/e2e/test_<game>.py (its golden recordings `golden_*`, its soak cases
    `SOAK_BAD_COMMAND_LINES` and `SOAK_EXTREME_RECORDS`, its `BENCH_RECIPE`), or None."""
    if not os.path.exists(os.path.join(E2E, f"test_{game}.py")):
        return None
    if E2E not in sys.path:
        sys.path.insert(0, E2E)
    return importlib.import_module(f"test_{game}")


def tool(tools, name):
    path = os.path.join(tools, name)
    return path if os.path.exists(path) else None


def subcommands(arcade):
    """The game subcommands `arcade --help` lists (ArgumentParser's SUBCOMMANDS section)."""
    out = subprocess.run([arcade, "--help"], capture_output=True, text=True, timeout=20).stdout
    names, inside = [], False
    for line in out.splitlines():
        if line.strip().upper().startswith("SUBCOMMANDS"):
            inside = True
            continue
        if inside:
            if not line.strip():
                if names:
                    break
                continue
            if not line.startswith(" "):
                break
            m = re.match(r"^ {2}([a-z][a-z0-9-]*)(\s|$)", line)
            # replay plays a file, scores prints a table, settings prints the settings and watch
            # follows another player: none is a game
            if m and m.group(1) not in ("help", "replay", "scores", "settings", "watch"):
                names.append(m.group(1))
    return names


def command_help(arcade, game):
    r = subprocess.run([arcade, game, "--help"], capture_output=True, text=True, timeout=20)
    return r.stdout + r.stderr


# -- /proc -------------------------------------------------------------------------------------

CLK_TCK = os.sysconf("SC_CLK_TCK")


def _read(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return ""


def proc_snapshot(pid):
    """CPU and scheduling counters of a process, summed over its live threads.

    cpu_ns: sum of /proc/PID/task/*/schedstat run time (ns); ticks: utime+stime from
    /proc/PID/stat (whole process, clock ticks); ctxt: voluntary + nonvoluntary context
    switches from /proc/PID/task/*/status (a blocked-then-woken thread counts one each time)."""
    cpu_ns = ctxt = main_ctxt = 0
    threads = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        sched = _read(f"/proc/{pid}/task/{tid}/schedstat").split()
        if sched:
            cpu_ns += int(sched[0])
        for line in _read(f"/proc/{pid}/task/{tid}/status").splitlines():
            if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                ctxt += int(line.split()[1])
                if tid == str(pid):
                    main_ctxt += int(line.split()[1])
        threads += 1
    stat = _read(f"/proc/{pid}/stat")
    fields = stat[stat.rfind(")") + 2:].split()
    ticks = int(fields[11]) + int(fields[12]) if len(fields) > 12 else 0
    return {"t": time.monotonic(), "cpu_ns": cpu_ns, "ticks": ticks, "ctxt": ctxt, "main_ctxt": main_ctxt,
            "threads": threads}


def vm_hwm_kb(pid):
    return status_kb(pid, "VmHWM")


def status_kb(pid, field):
    """A kB figure of /proc/PID/status (VmHWM: peak resident; RssAnon: private memory now,
    the heap, the stack and every page the process wrote), 0 when the process is gone."""
    for line in _read(f"/proc/{pid}/status").splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    return 0


def rates(before, after, bytes_delta):
    dt = after["t"] - before["t"]
    return {
        "seconds": round(dt, 2),
        "cpu_pct": round((after["cpu_ns"] - before["cpu_ns"]) / 1e9 / dt * 100, 3),
        "cpu_pct_ticks": round((after["ticks"] - before["ticks"]) / CLK_TCK / dt * 100, 3),
        "wakeups_per_s": round((after["ctxt"] - before["ctxt"]) / dt, 2),
        "main_wakeups_per_s": round((after["main_ctxt"] - before["main_ctxt"]) / dt, 2),
        "bytes_per_s": round(bytes_delta / dt, 1),
        "threads": after["threads"],
    }


# -- counting a pane's output --------------------------------------------------------------------

class OutputCounter:
    """`tmux pipe-pane -o` into a file: every byte the arcade writes to its terminal."""

    def __init__(self, arcade_pane, name="out"):
        self.a = arcade_pane
        self.path = os.path.join(arcade_pane.dir, name + ".bytes")
        open(self.path, "wb").close()
        arcade_pane.tmux("pipe-pane", "-o", "-t", "a", "cat >> " + shlex.quote(self.path))

    def size(self):
        try:
            return os.path.getsize(self.path)
        except OSError:
            return 0

    def settle(self, quiet=0.3, timeout=8.0):
        """Waits until nothing was written for `quiet` seconds; returns the size."""
        deadline = time.monotonic() + timeout
        last, since = self.size(), time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(0.01)
            now = self.size()
            if now != last:
                last, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return now
        return last

    def delta_for(self, send, quiet=0.15, timeout=2.0):
        """Bytes written in answer to `send()` (None when nothing came within `timeout`)."""
        start = self.settle(quiet=quiet)
        send()
        deadline = time.monotonic() + timeout
        while self.size() == start and time.monotonic() < deadline:
            time.sleep(0.003)
        if self.size() == start:
            return None
        return self.settle(quiet=quiet) - start

    def stop(self):
        self.a.tmux("pipe-pane", "-t", "a", check=False)


# -- startup timing ------------------------------------------------------------------------------

def time_startup(arcade, width, height, done, env=None, timeout=10.0, poll=False):
    """One run: exec → complete screen. The pane's shell blocks on a fifo and then `exec`s the
    arcade; tmux pipes the pane's output into a second fifo that a thread reads, timestamping
    every chunk. t0 is the write that releases the shell. Returns a dict with
      bytes_ms: time of the last byte of the first complete screen (`done(screen)` true on the
                first capture after output went quiet), and
      seen_ms:  with `poll`, the first tight `capture-pane` poll whose text satisfies `done`
                (the polling itself takes CPU from the arcade on a small machine)."""
    import tempfile
    d = tempfile.mkdtemp(prefix="arcade-bench-")
    sock, go, out = os.path.join(d, "sock"), os.path.join(d, "go"), os.path.join(d, "out")
    os.mkfifo(go)
    os.mkfifo(out)
    environment = {"ARCADE_DATA_DIR": os.path.join(d, "data"), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                   "SWIFT_BACKTRACE": "interactive=no", "TERM": "tmux-256color"}
    environment.update(env or {})
    exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in environment.items())
    command = " ".join(shlex.quote(a) for a in ([arcade] if isinstance(arcade, str) else arcade))
    script = f"export {exports}; read x < {shlex.quote(go)}; exec {command}"

    def tmux(*args, check=True):
        return subprocess.run(["tmux", "-S", sock, "-f", "/dev/null", *args], capture_output=True, text=True,
                              check=check)

    chunks = []
    try:
        tmux("new-session", "-d", "-s", "a", "-x", str(width), "-y", str(height), "bash", "-c", script)

        def reader():
            with open(out, "rb", buffering=0) as f:
                while True:
                    b = f.read(65536)
                    if not b:
                        return
                    chunks.append((time.perf_counter(), len(b)))

        tmux("pipe-pane", "-o", "-t", "a", "cat > " + shlex.quote(out))
        th = threading.Thread(target=reader, daemon=True)
        th.start()
        time.sleep(0.05)  # the shell reaches `read`
        fd = os.open(go, os.O_WRONLY)
        t0 = time.perf_counter()
        os.write(fd, b"\n")
        os.close(fd)
        seen = None
        deadline = t0 + timeout
        while poll and time.perf_counter() < deadline:
            screen = tmux("capture-pane", "-p", "-t", "a").stdout
            if done(screen):
                seen = time.perf_counter()
                break
        # Wait for the first output, then for 0.3 s of quiet: the last chunk ends the screen.
        while not chunks and time.perf_counter() < deadline:
            time.sleep(0.005)
        while time.perf_counter() < deadline:
            n = len(chunks)
            time.sleep(0.3)
            if len(chunks) == n:
                break
        complete = done(tmux("capture-pane", "-p", "-t", "a").stdout)
        last = chunks[-1][0] if chunks else None
        first = chunks[0][0] if chunks else None
        return {"bytes_ms": (last - t0) * 1000 if last else None,
                "first_byte_ms": (first - t0) * 1000 if first else None,
                "seen_ms": (seen - t0) * 1000 if seen else None,
                "bytes": sum(n for _, n in chunks), "complete": complete}
    finally:
        tmux("kill-server", check=False)
        import shutil
        shutil.rmtree(d, ignore_errors=True)


def machine():
    model = ""
    for line in _read("/proc/cpuinfo").splitlines():
        if line.startswith("model name"):
            model = line.split(":", 1)[1].strip()
            break
    mem = _read("/proc/meminfo").splitlines()[0].split()[1] if _read("/proc/meminfo") else "0"
    kernel = os.uname().release
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    return {"cpu": model, "cores": os.cpu_count(), "mem_gb": round(int(mem) / 1024 / 1024, 1),
            "kernel": kernel, "swift": swift[0] if swift else "?",
            "load": os.getloadavg()}
