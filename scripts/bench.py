#!/usr/bin/env python3
"""`make bench`: the arcade measures its own speed. Prints ONE table (figure, value, target, how
measured) and writes the same rows, with the raw numbers, to bench-results.json.

Every per-game figure measures the games the binary offers at run time (`arcade --help`
subcommands, `GameCatalog.all` for the in-process parts); a game that is absent is skipped with a
note in the table, never given a number.

    python3 scripts/bench.py [--quick] [--only startup,idle,...] [--json PATH]

Uses `.build/release` (or ARCADE_BIN); `make bench` builds it first. --quick shortens every
window (for trying the script, not for numbers).
"""
import argparse
import datetime
import hashlib
import glob
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import arcadelib as L  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Tests", "e2e"))
import shared_files  # noqa: E402

ARCADE, TOOLS = L.setup_binaries("release")
from tmux_driver import Arcade, Timeout  # noqa: E402

W, H = 100, 35
ROWS = []  # (figure, value, target, how)
RAW = {}
REFERENCE = ("reference: the R rows, measured in this run on freesweep, greed and moon-buggy (scripts/peers.py); "
             "each shows arcade, the peer and arcade ÷ peer")


def row(figure, value, target, how):
    ROWS.append((figure, value, target, how))
    print(f"  {figure}: {value}", flush=True)


def skip(figure, why, target="", how=""):
    row(figure, "not measured: " + why, target, how)


def menu_done(screen):
    return "Quit" in screen and "help" in screen.splitlines()[-1] if screen.strip() else False


def last_line_done(expected_last):
    def done(screen):
        lines = [l for l in screen.splitlines() if l.strip()]
        return bool(lines) and lines[-1].strip() == expected_last and "Quit" in screen
    return done


# -- game recipes: how to reach each game's screens in a real terminal ------------------------------

class Recipe:
    """How to open a game's screens: `args` start it, `still` lists (name, keys, text to wait
    for) for still screens reached one after the other, `moves` lists (figure, keys) of single
    actions whose output is counted, `animated` (figure, keys) starts an animation; one that
    `animation_ends` by itself is counted until its output goes quiet, and `animated_note` (a
    regular expression) picks what its last screen says about it."""

    def __init__(self, game, args, still, moves=(), animated=None, animation_ends=False, animated_note=None):
        self.game, self.args, self.still, self.moves, self.animated = game, args, still, moves, animated
        self.animation_ends, self.animated_note = animation_ends, animated_note


def recipes(games, seed="7"):
    """Each game's recipe, from its own file (BENCH_RECIPE in Tests/e2e/test_<game>.py), started
    as `arcade <game> --seed <seed>` and its recipe's args."""
    out = {}
    for game in games:
        recipe = getattr(L.game_file(game), "BENCH_RECIPE", None)
        if recipe:
            fields = dict(recipe)
            args = [game, "--seed", seed] + fields.pop("args", [])
            out[game] = Recipe(game, args, **fields)
    return out


def open_game(recipe, width=W, height=H):
    a = Arcade(*recipe.args, width=width, height=height)
    wait_stable(a)
    return a


def wait_stable(a, quiet=0.3, timeout=15):
    """Waits until the pane shows something and has not changed for `quiet` seconds."""
    deadline = time.monotonic() + timeout
    last, since = None, time.monotonic()
    while time.monotonic() < deadline:
        screen = a.screen()
        if screen != last:
            last, since = screen, time.monotonic()
        elif screen.strip() and time.monotonic() - since >= quiet:
            return screen
        time.sleep(0.02)
    raise Timeout(f"screen never settled:\n{last}")


# -- 1. startup ----------------------------------------------------------------------------------

def bench_startup(runs):
    # The menu's last line (its footer), read from a settled screen first.
    with Arcade(width=W, height=H) as a:
        screen = a.wait_for("Quit", timeout=15)
        time.sleep(0.3)
        screen = a.screen()
        a.send("q")
    last = [l for l in screen.splitlines() if l.strip()][-1].strip()
    done = last_line_done(last)
    L.time_startup(ARCADE, W, H, done)  # warm the page cache
    results = [L.time_startup(ARCADE, W, H, done) for _ in range(runs)]
    ok = [r for r in results if r["complete"] and r["bytes_ms"] is not None]
    polled = [L.time_startup(ARCADE, W, H, done, poll=True) for _ in range(max(3, runs // 2))]
    seen = [r["seen_ms"] for r in polled if r["seen_ms"] is not None]
    # The method's own floor: the same harness exec'ing a program that prints one line and waits.
    floor_cmd = ["/bin/sh", "-c", "printf 'floor-ok\\n'; exec sleep 5"]
    floor = [L.time_startup(floor_cmd, W, H, lambda s: "floor-ok" in s) for _ in range(5)]
    floor_ms = [r["bytes_ms"] for r in floor if r["bytes_ms"] is not None]
    RAW["startup"] = {"runs": results, "polled": polled, "menu_last_line": last, "floor": floor}
    if not ok:
        return skip("1 startup to complete menu", "menu never completed", "≤ 2× freesweep")
    med = statistics.median(r["bytes_ms"] for r in ok)
    rng = f"{min(r['bytes_ms'] for r in ok):.1f}–{max(r['bytes_ms'] for r in ok):.1f}"
    seen_txt = f"; seen by polling capture-pane: median {statistics.median(seen):.1f} ms" if seen else ""
    if floor_ms:
        seen_txt += f"; harness floor (sh printing one line) {statistics.median(floor_ms):.1f} ms"
    row("1 startup to complete menu", f"{med:.1f} ms median (range {rng}, {len(ok)} runs){seen_txt}", "≤ 2× freesweep (R rows)",
        f"tmux {W}×{H}: shell blocked on a fifo, t0 = release write, then `exec arcade`; end = arrival of the "
        f"last byte of the first screen through `pipe-pane` into a timestamping reader (quiet 0.3 s after), "
        f"screen then checked to end with the menu's last line; peers: see the R rows")


def startup_on_pty(answer, theme=None):
    """One start to the menu on a pseudo-terminal of W×H that answers the background query
    (OSC 11, then DA1) with `answer`, or answers nothing (None). Returns ms from exec to the
    last byte of the first screen (the menu's footer seen, then 0.3 s of quiet), or None."""
    import fcntl
    import pty
    import select
    import struct
    import termios
    config = tempfile.mkdtemp(prefix="arcade-bench-config-")
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color", "LANG": "C.UTF-8",
           "LC_ALL": "C.UTF-8", "XDG_CONFIG_HOME": config, "ARCADE_DATA_DIR": os.path.join(config, "data"),
           "SWIFT_BACKTRACE": "interactive=no"}
    args = [ARCADE] + (["--theme", theme] if theme else [])
    t0 = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        try:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", H, W, 0, 0))
            os.execve(ARCADE, args, env)
        finally:
            os._exit(127)  # the exec failed: the child must not go on as the benchmark
    out, last, answered = b"", None, False
    deadline = t0 + 10
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.3)
        if not ready:
            if b"quit" in out:
                break
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
        last = time.perf_counter()
        if not answered and answer is not None and b"\x1b]11;?" in out:
            os.write(fd, answer + b"\x1b[?62;22c")
            answered = True
    os.write(fd, b"q")
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass
    os.close(fd)
    shutil.rmtree(config, ignore_errors=True)
    return (last - t0) * 1000 if last and b"quit" in out else None


def bench_startup_auto(runs):
    """`theme = auto` (the default) asks the terminal for its background: start-up against a
    terminal that answers (OSC 11 then DA1), one that answers DA1 alone (no OSC 11: the wait ends
    there), one that answers nothing (start-up waits at most auto's 2 ms grace, then draws the
    fallback), and a named theme that asks nothing, measured the same way in the same run."""
    cases = [("answers", b"\x1b]11;rgb:ffff/ffff/ffff\x07", None), ("DA1 only", b"", None),
             ("silent", None, None), ("--theme dark", None, "dark")]
    results = {}
    for name, answer, theme in cases:
        startup_on_pty(answer, theme)  # warm
        results[name] = [startup_on_pty(answer, theme) for _ in range(runs)]
    RAW["startup_auto"] = results
    med = {n: median_or_none(v for v in r if v is not None) for n, r in results.items()}
    if any(v is None for v in med.values()):
        return skip("1b startup, theme auto", "the menu never completed on the pty", "≈ named (figure 1)")
    row("1b startup, theme auto",
        f"terminal answers {med['answers']:.1f} ms, DA1 only {med['DA1 only']:.1f} ms, "
        f"silent {med['silent']:.1f} ms, --theme dark (no query) {med['--theme dark']:.1f} ms (medians of {runs})",
        "each ≤ named + 2 ms (auto's grace): within the start-up figure",
        f"arcade exec'd on a Python pty of {W}×{H} that answers OSC 11 (white) then DA1, DA1 alone, or nothing; "
        "end = last byte of the first screen (footer seen, then 0.3 s quiet); not the tmux method of row 1")


# -- 2./3. idle and animated ----------------------------------------------------------------------

def measure_window(a, seconds, settle=True):
    counter = L.OutputCounter(a, f"w{time.monotonic_ns()}")
    if settle:
        counter.settle(quiet=0.5, timeout=10)
    pid = a.pid()
    b0, s0 = counter.size(), L.proc_snapshot(pid)
    time.sleep(seconds)
    s1, b1 = L.proc_snapshot(pid), counter.size()
    counter.stop()
    return L.rates(s0, s1, b1 - b0)


def fmt_rates(r):
    text = f"{r['cpu_pct']:.2f} % CPU, {r['wakeups_per_s']:.1f} wakeups/s, {r['bytes_per_s']:.0f} B/s"
    if r["threads"] > 1 and r["wakeups_per_s"] > 0:
        text += f" (UI thread {r['main_wakeups_per_s']:.1f} wakeups/s; {r['threads']} threads)"
    return text


def bench_idle(games, rec, seconds):
    how = (f"{seconds:.0f} s window after output was quiet 0.5 s; CPU from /proc/PID/task/*/schedstat (ns), "
           f"wakeups = voluntary+nonvoluntary ctxt switches over /proc/PID/task/*/status, bytes via "
           f"`tmux pipe-pane -o`; ref 0 % / 0 wakeups")
    RAW["idle"] = {}
    with Arcade(width=W, height=H) as a:
        a.wait_for("Quit", timeout=15)
        r = measure_window(a, seconds)
        RAW["idle"]["menu"] = r
        row("2 idle: menu", fmt_rates(r), "0 wakeups, 0 B/s", how)
    for game in ["zombies", "memory", "fizzbuzz", "maze"]:
        if game not in rec:
            skip(f"2 idle: {game}", f"`arcade {game}` is not in this build", "0 wakeups, 0 B/s")
            continue
        recipe = rec[game]
        with open_game(recipe) as a:
            for name, keys, text in recipe.still:
                if keys:
                    a.send(*keys)
                if text:
                    a.wait_for(text)
                r = measure_window(a, seconds)
                RAW["idle"][f"{game}: {name}"] = r
                row(f"2 idle: {game} {name}", fmt_rates(r), "0 wakeups, 0 B/s", how)
    for game in games:
        if game not in rec:
            skip(f"2 idle: {game}", "no recipe for this game in scripts/bench.py")


def moon_buggy_in_play(seconds):
    """moon-buggy's game screen (Space on its title), measured like ours: the reference of the
    animated rows, in this run. None when moon-buggy is not installed."""
    import peers as P
    peer = next((p for p in P.installed() if p.name == "moon-buggy"), None)
    if peer is None:
        return None
    with P.pane(peer, W, H) as a:
        a.wait_for(peer.ready, timeout=10)
        counter = L.OutputCounter(a, "moon")
        a.send("Space")
        a.wait_for("lives", timeout=10)
        pid = P.child_pid(a)
        b0, s0 = counter.size(), L.proc_snapshot(pid)
        time.sleep(seconds)
        s1, b1 = L.proc_snapshot(pid), counter.size()
        counter.stop()
        return L.rates(s0, s1, b1 - b0)


def bench_animated(rec, seconds):
    RAW["animated"] = {}
    how = "same counters as idle, from the key that starts the animation"
    moon = moon_buggy_in_play(seconds)
    RAW["animated"]["moon-buggy"] = moon
    ref = (f"; ref moon-buggy in play, this run: {fmt_rates(moon)}, so arcade ÷ moon-buggy CPU = ×{{ratio}}"
           if moon else "; ref moon-buggy not installed (make bench installs it)")
    # The maze at 80×24 too: the size the reveal's bytes are compared at (moon-buggy's 322 B/s).
    runs = [(g, (W, H)) for g in rec if rec[g].animated]
    if "maze" in rec and rec["maze"].animated:
        runs.append(("maze", (80, 24)))
    for game, (width, height) in runs:
        name, keys = rec[game].animated
        if (width, height) != (W, H):
            name += f" at {width}×{height}"
        with open_game(rec[game], width, height) as a:
            time.sleep(0.5)
            counter = L.OutputCounter(a, "anim")
            pid = a.pid()
            b0, s0 = counter.size(), L.proc_snapshot(pid)
            a.send(*keys)
            extra = ""
            if rec[game].animation_ends:
                # Until the output goes quiet for 1 s (the animation ended) or `seconds`.
                deadline = time.monotonic() + max(seconds, 30)
                last, since = counter.size(), time.monotonic()
                while time.monotonic() < deadline:
                    time.sleep(0.05)
                    now = counter.size()
                    if now != last:
                        last, since = now, time.monotonic()
                    elif time.monotonic() - since > 1.0 and now > b0:
                        break
                s1, b1 = L.proc_snapshot(pid), counter.size()
                # Count only until the last byte (the quiet second is idle time).
                s1["t"] = min(s1["t"], since)
                screen = a.screen()
                m = re.search(rec[game].animated_note, screen) if rec[game].animated_note else None
                extra = f" over the {s1['t'] - s0['t']:.1f} s animation" + (f" ({m.group(0)})" if m else "")
            else:
                time.sleep(seconds)
                s1, b1 = L.proc_snapshot(pid), counter.size()
                extra = f" over {seconds:.0f} s of a game (no answers given)"
            counter.stop()
            r = L.rates(s0, s1, b1 - b0)
            RAW["animated"][game if (width, height) == (W, H) else f"{game}-{width}x{height}"] = r
            ratio = f"{r['cpu_pct'] / moon['cpu_pct']:.1f}" if moon and moon["cpu_pct"] else "—"
            row(f"3 animated: {name}", fmt_rates(r) + extra, "≤ 0.3 % CPU, ≤ 30 wakeups/s",
                how + ref.format(ratio=ratio))


# -- 4. bytes per action ----------------------------------------------------------------------------

def deltas(a, counter, keys):
    out = []
    for k in keys:
        d = counter.delta_for(lambda: a.send(k))
        if d is not None:
            out.append(d)
    return out


def bench_output(rec):
    RAW["output"] = {}
    how = ("bytes `tmux pipe-pane -o` received for one key (after 0.15 s of quiet, until 0.15 s quiet "
           "again); keys that changed nothing are not counted")
    with Arcade(width=W, height=H) as a:
        a.wait_for("Quit", timeout=15)
        counter = L.OutputCounter(a, "menu")
        d = deltas(a, counter, ["Down", "Up"] * 5)
        RAW["output"]["menu cursor"] = d
        if d:
            row("4 bytes per cursor move: menu", f"{statistics.median(d):.0f} B median (max {max(d)}, {len(d)} moves)",
                "≤ 40 B", how + "; peers: see the R rows")
    for game, recipe in rec.items():
        for figure, keys in recipe.moves:
            with open_game(recipe) as a:
                for _, skeys, _ in recipe.still[1:]:
                    a.send(*skeys)
                time.sleep(0.5)
                counter = L.OutputCounter(a, "moves")
                target = "≤ 100 B" if "change" in figure else "≤ 40 B"
                if keys == "flip":
                    bench_flips(a, counter, figure)
                    continue
                d = deltas(a, counter, keys)
                RAW["output"][figure] = d
                if d:
                    row(f"4 bytes per {'board change' if 'change' in figure else 'cursor move'}: {figure}",
                        f"{statistics.median(d):.0f} B median (max {max(d)}, {len(d)} moves)", target,
                        how + "; peers: see the R rows")
                else:
                    skip(f"4 {figure}", "no key produced output", target)
    for game in ["zombies", "memory"]:
        if game not in rec:
            skip(f"4 bytes per board change: {game}", f"`arcade {game}` is not in this build", "≤ 100 B")


def bench_flips(a, counter, figure):
    """Memory: a first flip, a second flip that shows a miss (the pair stays up 0.5 s), and
    the pair turning back, each counted on its own."""
    first, miss, back = [], [], []
    for _ in range(4):
        x = counter.delta_for(lambda: a.send("Enter"))
        if x:
            first.append(x)
        counter.delta_for(lambda: a.send("Right"))
        y = counter.delta_for(lambda: a.send("Enter"), quiet=0.15, timeout=2)
        screen = a.screen()
        if y and "No match" in screen:
            miss.append(y)
            z = counter.delta_for(lambda: None, quiet=0.15, timeout=2)
            if z:
                back.append(z)
        counter.delta_for(lambda: a.send("Down"))
    RAW["output"][figure] = {"first flip": first, "miss shown": miss, "turning back": back}
    how = ("bytes `tmux pipe-pane -o` received for one key (after 0.15 s of quiet, until 0.15 s quiet again); "
           "the miss is the second flip of a pair that does not match, counted until the screen is still "
           "(the pair stays up 0.5 s), then the pair turning back on its own")
    if first:
        row("4 bytes per board change: Memory flip", f"{statistics.median(first):.0f} B median (max {max(first)})",
            "≤ 160 B", how)
    else:
        skip("4 Memory flip", "no flip produced output", "≤ 160 B")
    if miss:
        row("4 bytes per board change: Memory miss shown",
            f"{statistics.median(miss):.0f} B median (max {max(miss)}); turning back "
            f"{statistics.median(back) if back else 0:.0f} B", "≤ 260 B", how)
    else:
        skip("4 Memory miss shown", "no second flip missed", "≤ 260 B")


# -- 5. peak RSS ----------------------------------------------------------------------------------

def catalog_order(games):
    """The games in menu order (GameCatalog.all, as arcade-bench reports it), else --help order."""
    exe = L.tool(TOOLS, "arcade-bench")
    if exe:
        p = subprocess.run([exe, "--seconds", "0", "--min-iterations", "1", "--json-rooms", "0"], capture_output=True,
                           text=True, timeout=300)
        try:
            return json.loads(p.stdout)["games"]
        except (ValueError, KeyError):
            pass
    return games


def bench_rss(games, rec):
    order = catalog_order(games)
    with Arcade(width=W, height=H) as a:
        a.wait_for("Quit", timeout=15)
        time.sleep(0.3)
        menu_kb = L.vm_hwm_kb(a.pid())
        menu_anon_kb = L.status_kb(a.pid(), "RssAnon")
        counter = L.OutputCounter(a, "rss")
        visited = []
        for i, game in enumerate(order):
            a.send(str(i + 1))
            counter.settle(quiet=0.5)
            # Start whatever the first screen offers (a game from a start screen, a form's Go, a
            # maze), play a few keys, and wait until the screen is still (a maze reveal ends).
            for keys in (["Enter"], ["C-g"], ["g"], ["Right", "Down", "Enter", "Left", "Enter"]):
                a.send(*keys)
                time.sleep(0.3)
            counter.settle(quiet=1.0, timeout=40)
            for _ in range(8):
                if "Quit" in a.screen() and "Help" in a.screen():
                    break
                a.send("Escape")
                time.sleep(0.4)
            visited.append(game)
        counter.stop()
        kb = L.vm_hwm_kb(a.pid())
        anon_kb = L.status_kb(a.pid(), "RssAnon")
        RAW["rss"] = {"vmhwm_kb": kb, "visited": visited, "menu_only_vmhwm_kb": menu_kb,
                      "rss_anon_kb": anon_kb, "menu_only_rss_anon_kb": menu_anon_kb}
        row("5 peak RSS, session visiting every game",
            f"{kb / 1024:.1f} MB (visited: {', '.join(visited) or 'menu only'}); the menu alone {menu_kb / 1024:.1f} MB",
            "≤ 8 MB",
            "VmHWM from /proc/PID/status of one arcade that opened each game from the menu, started it "
            "(Enter, ^G, g), played a few keys, waited for a still screen (a maze reveal ends), Esc back")
        row("5b private memory (RssAnon), session visiting every game",
            f"{anon_kb / 1024:.2f} MB after the session; at the menu {menu_anon_kb / 1024:.2f} MB", "≤ 2× the best peer (R rows)",
            "RssAnon from /proc/PID/status (the heap, the stack, the pages written: what the process "
            "alone holds; the binary's and the libraries' pages are shared) of the same arcade, at the "
            "menu and once back from the last game")
        a.send("q")


# -- 6. maze headless -----------------------------------------------------------------------------

def run_timed(cmd, stdout=subprocess.PIPE, timeout=600):
    """Runs under /usr/bin/time: returns (completed, wall s, max RSS KB)."""
    fd, path = tempfile.mkstemp()
    os.close(fd)
    try:
        start = time.monotonic()
        p = subprocess.run(["/usr/bin/time", "-o", path, "-f", "%e %M", *cmd], stdout=stdout,
                           stderr=subprocess.PIPE, timeout=timeout, text=stdout == subprocess.PIPE)
        wall = time.monotonic() - start
        with open(path) as f:
            text = f.read().strip().splitlines()
        rss = int(text[-1].split()[1]) if text else 0
        return p, wall, rss
    finally:
        os.unlink(path)


def bench_maze(games, json_cost):
    if "maze" not in games:
        return skip("6 maze headless", "`arcade maze` is not in this build", "ratio ≤ 1.10; 1M rooms ≤ 3 s")
    help_text = L.command_help(ARCADE, "maze")
    if "--headless" not in help_text:
        return skip("6 maze headless", "`arcade maze` has no --headless", "ratio ≤ 1.10")
    RAW["maze"] = {}
    ratios = []
    for seed in ["1", "2", "3"]:
        p, wall, rss = run_timed([ARCADE, "maze", "--headless", "--seed", seed])
        try:
            rep = json.loads(p.stdout)
        except ValueError:
            return skip("6 maze headless", f"no JSON from `maze --headless` (exit {p.returncode}): {p.stderr[:200]}")
        RAW["maze"][f"default seed {seed}"] = rep
        ratios.append(rep)
    rep = ratios[0]
    row("6 maze default: fetches per room, unlocks per door",
        "; ".join(f"{r['fetches'] / max(1, r['rooms']):.3f} ({r['fetches']}/{r['rooms']}), "
                  f"{r['unlocks'] / max(1, r['doors']):.3f} ({r['unlocks']}/{r['doors']})" for r in ratios),
        "1 and 1", "`arcade maze --headless --seed 1/2/3` (default size, default latencies), its JSON report")
    # Headless runs in virtual time: the reveal's time is the scheduler's simulated_s (what it
    # takes on screen at these latencies); wall_s is the work alone. Older builds had only wall_s.
    row("6 maze default: reveal time ÷ critical path",
        "; ".join(f"{r['ratio']:.3f} ({r.get('simulated_s', r['wall_s']):.2f} s / {r['critical_path_s']:.2f} s, "
                  f"computed in {r['wall_s']:.2f} s)" for r in ratios),
        "≤ 1.10", "the same runs: simulated_s ÷ critical_path_s (longest chain of dependent latencies); "
        "wall_s is the real time the virtual-time run took")
    if "reveal_digest" in rep:
        p, _, _ = run_timed([ARCADE, "maze", "--headless", "--seed", "1"])
        again = json.loads(p.stdout)
        strip = lambda r: {k: v for k, v in r.items() if k not in ("wall_s", "peak_rss_mb")}  # noqa: E731
        same = strip(again) == strip(ratios[0])
        RAW["maze"]["seed 1 again"] = again
        row("6 maze: the same seed twice",
            ("same JSON but wall_s and peak_rss_mb" if same else "DIFFERENT: " + json.dumps(again))
            + f" (reveal_digest {again['reveal_digest']})",
            "identical", "`arcade maze --headless --seed 1` run twice, JSON compared without wall_s, peak_rss_mb")
    m = re.search(r"odd sides (\d+)\D+(\d+)", help_text)
    side = 1415  # a carved maze of W×H tiles has about W·H/2 rooms: 1415² / 2 ≈ 1.0M
    if m and int(m.group(2)) < side:
        side = int(m.group(2)) if int(m.group(2)) % 2 else int(m.group(2)) - 1
    for transport in ["direct", "json"]:
        cmd = [ARCADE, "maze", "--headless", "--seed", "1", "--size", f"{side}x{side}", "--latency-scale", "0",
               "--transport", transport]
        p, wall, rss = run_timed(cmd, timeout=900)
        try:
            rep = json.loads(p.stdout)
        except ValueError:
            skip(f"6 maze ~1M rooms, {transport}", f"exit {p.returncode}: {p.stderr.strip()[:200]}")
            continue
        RAW["maze"][f"big {transport}"] = dict(rep, process_wall_s=wall, max_rss_kb=rss)
        rooms = rep["rooms"]
        per_s = rooms / rep["wall_s"] if rep["wall_s"] else 0
        value = (f"{rooms:,} rooms in {rep['wall_s']:.2f} s explore ({wall:.2f} s process) = {per_s:,.0f} rooms/s; "
                 f"peak {rss / 1024:.0f} MB; {rep['outcome']}")
        target = "whole maze ≤ 3 s" if transport == "direct" else "report"
        if transport == "json" and json_cost and rooms:
            coding = (json_cost["encode_us_per_room"] + json_cost["decode_us_per_room"]) * rooms / 1e6
            direct = RAW["maze"].get("big direct", {}).get("wall_s")
            extra = (f"; for comparison, Codable JSON coding alone (ArcadeJSON) ≈ {coding:.2f} s for {rooms:,} rooms "
                     f"(arcade-bench, a fresh coder per room; the transport writes its JSON by hand and reads it with ArcadeJSON's parser, no Codable)")
            if json_cost.get("encode_reused_us_per_room"):
                reused = (json_cost["encode_reused_us_per_room"] + json_cost["decode_reused_us_per_room"]) * rooms / 1e6
                extra += f", {reused:.2f} s with one reused JSONEncoder/JSONDecoder"
            if direct:
                extra += f", direct + coding ≈ {direct + coding:.2f} s"
            value += extra
        row(f"6 maze ~1M rooms, {transport} transport", value, target,
            f"`{' '.join(cmd[1:])}` under /usr/bin/time -f '%e %M'")


# -- 7. render ------------------------------------------------------------------------------------

def bench_render(quick):
    exe = L.tool(TOOLS, "arcade-bench")
    if not exe:
        skip("7 render 200×60", "arcade-bench not built")
        return None
    args = [exe, "--json-rooms", "20000" if quick else "200000"]
    if quick:
        args += ["--seconds", "0.05", "--min-iterations", "20"]
    p = subprocess.run(args, capture_output=True, text=True, timeout=900)
    try:
        data = json.loads(p.stdout)
    except ValueError:
        skip("7 render 200×60", f"arcade-bench failed (exit {p.returncode}): {p.stderr[:200]}")
        return None
    RAW["render"] = data
    how = ("in-process (arcade-bench): SceneStack.render() into a fresh 200×60 Canvas + the run loop's frame "
           "comparison and a changed-cell count, median over ≥ 0.4 s of iterations")
    for t in data["timings"]:
        row(f"7 render {t['scene']} ({t['mode']})",
            f"{t['render_us_median']:.0f} µs render + {t['diff_us_median']:.0f} µs diff "
            f"(p90 {t['render_us_p90']:.0f} µs, {t['changed_cells_median']} cells changed, {t['iterations']} it.)",
            "", how)
    if not data.get("games"):
        skip("7 render games", "GameCatalog.all is empty in this build")
    return data.get("maze_json_coding")


# -- 8. fizzbuzz --print ------------------------------------------------------------------------------

AWK = ('BEGIN{for(i=1;i<=N;i++){if(i%15==0)print "FizzBuzz";else if(i%3==0)print "Fizz";'
       'else if(i%5==0)print "Buzz";else print i}}')
C_REF = r'''
#include <stdio.h>
#include <stdlib.h>
int main(int c, char **v) { long n = atol(v[1]); static char buf[1 << 16]; setvbuf(stdout, buf, _IOFBF, sizeof buf);
  for (long i = 1; i <= n; i++) { if (i % 15 == 0) fputs("FizzBuzz\n", stdout); else if (i % 3 == 0) fputs("Fizz\n", stdout);
    else if (i % 5 == 0) fputs("Buzz\n", stdout); else printf("%ld\n", i); } return 0; }
'''


def digest(cmd):
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE)
    h = hashlib.sha256()
    lines = 0
    for chunk in iter(lambda: p.stdout.read(1 << 20), b""):
        h.update(chunk)
        lines += chunk.count(b"\n")
    p.wait()
    return h.hexdigest()[:16], lines


def bench_fizzbuzz(games, n):
    if "fizzbuzz" not in games:
        return skip("8 fizzbuzz --print 10^7", "`arcade fizzbuzz` is not in this build")
    help_text = L.command_help(ARCADE, "fizzbuzz")
    if "--print" not in help_text:
        return skip("8 fizzbuzz --print", "`arcade fizzbuzz` has no --print")
    cmds = {"arcade": [ARCADE, "fizzbuzz", "--print", "--limit", str(n), "--int1", "3", "--int2", "5", "--str1", "Fizz",
                       "--str2", "Buzz"],
            "awk": ["awk", "-v", f"N={n}", AWK]}
    d = tempfile.mkdtemp()
    if shutil.which("cc"):
        src, exe = os.path.join(d, "fb.c"), os.path.join(d, "fb")
        with open(src, "w") as f:
            f.write(C_REF)
        if subprocess.run(["cc", "-O2", "-o", exe, src]).returncode == 0:
            cmds["C (cc -O2, stdio)"] = [exe, str(n)]
    RAW["fizzbuzz"] = {}
    parts = []
    digests = {}
    for name, cmd in cmds.items():
        with open(os.devnull, "wb") as null:
            best = None
            for _ in range(2):
                p, wall, rss = run_timed(cmd, stdout=null)
                if best is None or wall < best[0]:
                    best = (wall, rss, p.returncode)
        digests[name] = digest(cmd)
        RAW["fizzbuzz"][name] = {"wall_s": best[0], "max_rss_kb": best[1], "rc": best[2], "sha256_16": digests[name][0],
                                 "lines": digests[name][1]}
        parts.append(f"{name} {n / best[0] / 1e6:.1f} M lines/s, {best[1] / 1024:.1f} MB")
    shutil.rmtree(d, ignore_errors=True)
    same = len({v for v in digests.values()}) == 1
    row(f"8 fizzbuzz --print to {n:,}", "; ".join(parts) + ("; outputs identical" if same else
                                                             f"; OUTPUTS DIFFER: {digests}"),
        "report", "each to /dev/null under /usr/bin/time -f '%e %M' (best of 2), same run; outputs compared by sha256")


# -- R. the reference column: peers measured live in the same run ------------------------------

def median_or_none(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def vs(ours, peers, unit, fmt="{:.1f}", goal_peer=None):
    """"arcade X unit | freesweep Y unit (arcade ÷ peer = R×) | ..." from measured values."""
    parts = [f"arcade {fmt.format(ours)} {unit}" if ours is not None else "arcade not measured"]
    for name, value in peers:
        if value is None:
            parts.append(f"{name} not measured")
        else:
            parts.append(f"{name} {fmt.format(value)} {unit} (×{ours / value:.1f})" if ours is not None and value
                         else f"{name} {fmt.format(value)} {unit}")
    return " | ".join(parts)


def startup_floor():
    """scripts/startup-floor built as the arcade's release is (a Swift program that only opens the
    wide ncurses and draws the menu's lines): the start-up any Swift game on ncursesw pays. Its
    path, or None when it does not build."""
    package = os.path.join(L.ROOT, "scripts", "startup-floor")
    built = subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--disable-local-rpath",
                            "--package-path", package], capture_output=True, text=True)
    if built.returncode != 0:
        print(f"bench: scripts/startup-floor did not build:\n{built.stderr[-2000:]}", file=sys.stderr)
        return None
    return os.path.join(package, ".build", "release", "StartupFloor")


def bench_reference(games, rec, runs):
    import peers as P
    found = P.installed()
    missing = [p.name for p in P.PEERS if not p.exe]
    RAW["reference"] = {"peers": [p.name for p in found], "missing": missing}
    how_peers = ("peers: " + ", ".join(f"{p.name} {' '.join(p.args)}".strip() for p in found)
                 + (f" (not installed: {', '.join(missing)})" if missing else "") + "; ×N = arcade ÷ peer")

    # Binary size, stripped.
    ours = P.stripped_size(ARCADE) / 1e6
    theirs = [(p.name, P.stripped_size(p.exe) / 1e6) for p in found]
    RAW["reference"]["size_mb"] = dict(theirs, arcade=ours)
    row("R binary size, stripped", vs(ours, theirs, "MB", "{:.2f}"), "≤ 12 MB, no ICU",
        "a stripped copy of each binary (`strip`); " + how_peers)

    # Startup: exec → complete first screen, through tmux as figure 1.
    startup = RAW.get("startup", {})
    ours = median_or_none(r["bytes_ms"] for r in startup.get("runs", []) if r["complete"])
    if ours is None:
        with Arcade(width=W, height=H) as a:
            a.wait_for("Quit", timeout=15)
            time.sleep(0.3)
            last = [ln for ln in a.screen().splitlines() if ln.strip()][-1].strip()
        done = last_line_done(last)
        L.time_startup(ARCADE, W, H, done)
        ours = median_or_none(r["bytes_ms"] for r in (L.time_startup(ARCADE, W, H, done) for _ in range(runs))
                              if r["complete"])
    theirs = []
    for p in found:
        def ready(screen, text=p.ready):
            return text in screen
        cmd = [p.exe, *p.args]
        L.time_startup(cmd, W, H, ready)
        results = [L.time_startup(cmd, W, H, ready) for _ in range(runs)]
        theirs.append((p.name, median_or_none(r["bytes_ms"] for r in results if r["complete"])))
    floor = startup_floor()
    how_floor = ("; floor: scripts/startup-floor, a Swift program built as the arcade is that only opens "
                 "ncursesw and draws the menu's lines (what any Swift game on the wide curses pays)")
    if floor:
        def floor_drawn(screen):
            return "q  Quit" in screen
        L.time_startup([floor], W, H, floor_drawn)
        results = [L.time_startup([floor], W, H, floor_drawn) for _ in range(runs)]
        theirs.append(("floor", median_or_none(r["bytes_ms"] for r in results if r["complete"])))
    RAW["reference"]["startup_ms"] = dict(theirs, arcade=ours)
    fs = dict(theirs).get("freesweep")
    row("R startup, exec → complete screen", vs(ours, theirs, "ms"), "≤ 2× freesweep" +
        (f" = {2 * fs:.1f} ms" if fs else ""),
        f"as figure 1 (tmux {W}×{H}, last byte of the first screen), median of {runs}; " + how_peers + how_floor)

    # Startup CPU and page faults: the process alone on a pty, read when its screen is out.
    def cost(cmd):
        results = [P.startup_cost(cmd, W, H) for _ in range(max(5, runs // 2))]
        results = [r for r in results if r]
        return (median_or_none(r["cpu_ms"] for r in results), median_or_none(r["faults"] for r in results))
    ours_cpu, ours_faults = cost([ARCADE])
    theirs = [(p.name, cost([p.exe, *p.args])) for p in found]
    if floor:
        theirs.append(("floor", cost([floor])))
    RAW["reference"]["startup_cost"] = {"arcade": [ours_cpu, ours_faults], **{n: list(v) for n, v in theirs}}
    row("R startup CPU", vs(ours_cpu, [(n, v[0]) for n, v in theirs], "ms", "{:.2f}"), "≤ 3 ms",
        "the program started directly on a pseudo-terminal (no shell), its CPU time from "
        "/proc/PID/task/*/schedstat once the first screen is out and it waits for a key; median; " + how_peers
        + how_floor)
    row("R startup page faults", vs(ours_faults, [(n, v[1]) for n, v in theirs], "faults", "{:.0f}"), "≤ 350",
        "the same runs: minflt + majflt from /proc/PID/stat; " + how_peers + how_floor)

    # Peak RSS: the arcade's session through every game (figure 5) vs each peer after a few keys.
    if "rss" not in RAW:
        bench_rss(games, rec)
    ours = RAW["rss"]["vmhwm_kb"] / 1024
    ours_anon = RAW["rss"]["rss_anon_kb"] / 1024
    theirs, anon = [], []
    floor_peer = None
    if floor:
        floor_peer = P.Peer("floor", [], "q  Quit", [], None, [])
        floor_peer.exe = floor
    for p in found + ([floor_peer] if floor_peer else []):
        with P.pane(p, W, H) as a:
            a.wait_for(p.ready, timeout=15)
            for k in p.keys_for_rss:
                a.send(k)
                time.sleep(0.1)
            time.sleep(0.3)
            pid = P.child_pid(a)
            theirs.append((p.name, L.vm_hwm_kb(pid) / 1024 if pid else None))
            anon.append((p.name, L.status_kb(pid, "RssAnon") / 1024 if pid else None))
    RAW["reference"]["rss_mb"] = dict(theirs, arcade=ours)
    RAW["reference"]["rss_anon_mb"] = dict(anon, arcade=ours_anon)
    row("R peak RSS", vs(ours, theirs, "MB"), "≤ 8 MB",
        "VmHWM: the arcade after a session through every game (figure 5); each peer after its first "
        "screen and a few moves (the floor at its screen); " + how_peers + how_floor)
    best = min((v for n, v in anon if v and n != "floor"), default=None)
    row("R private memory (RssAnon)", vs(ours_anon, anon, "MB", "{:.2f}"),
        "≤ 2× the best peer" + (f" = {2 * best:.2f} MB" if best else ""),
        "RssAnon from /proc/PID/status: the arcade after a session through every game (figure 5b); each "
        "peer after its first screen and a few moves (the floor at its screen); " + how_peers + how_floor)

    # Bytes per cursor move and per move: figure 4 for the arcade, the same counter for the peers.
    if "output" not in RAW:
        bench_output(rec)
    out = RAW["output"]
    peer_bytes = {}
    for p in found:
        if not p.moves:
            continue
        with P.pane(p, W, H) as a:
            a.wait_for(p.ready, timeout=15)
            time.sleep(0.5)
            counter = L.OutputCounter(a, "peer")
            peer_bytes[p.name] = (p.move_kind, deltas(a, counter, p.moves))
            counter.stop()
    RAW["reference"]["bytes"] = peer_bytes
    cursor_peers = [(n, median_or_none(d)) for n, (kind, d) in peer_bytes.items() if kind == "cursor"]
    board_peers = [(n, median_or_none(d)) for n, (kind, d) in peer_bytes.items() if kind == "board"]
    how = "as figure 4 (bytes through `tmux pipe-pane` for one key); " + how_peers
    for figure, key, kind, goal in [("menu cursor move", "menu cursor", "cursor", "≤ 40 B"),
                                    ("Memory cursor move", "Memory cursor move", "cursor", "≤ 40 B"),
                                    ("Zombies move", "Zombies move (board change)", "board", "≤ 100 B"),
                                    ("Memory flip", "Memory flip", "board", "≤ 160 B"),
                                    ("Memory miss shown", "Memory flip", "board", "≤ 260 B")]:
        data = out.get(key)
        if isinstance(data, dict):
            data = data.get("miss shown" if "miss" in figure else "first flip")
        ours = median_or_none(data or [])
        peers_for = cursor_peers if kind == "cursor" else board_peers
        row(f"R bytes: {figure}", vs(ours, peers_for, "B", "{:.0f}"), goal, how)


# -- replays -------------------------------------------------------------------------------------

def key_latencies(args, keys, env=None):
    """ms from `tmux send-keys` to the first byte of the answer, per key (timestamps from a
    thread reading `pipe-pane` through a fifo; a key that changed nothing is skipped)."""
    import threading
    out = []
    with Arcade(*args, width=W, height=H, env=env) as a:
        a.wait_for("Quit", timeout=15)
        fifo = os.path.join(a.dir, "out.fifo")
        os.mkfifo(fifo)
        chunks = []

        def reader():
            with open(fifo, "rb", buffering=0) as f:
                while f.read(65536):
                    chunks.append(time.perf_counter())

        a.tmux("pipe-pane", "-o", "-t", "a", "cat > " + fifo)
        threading.Thread(target=reader, daemon=True).start()
        time.sleep(0.3)
        for key in keys:
            seen = len(chunks)
            t0 = time.perf_counter()
            a.send(key)
            deadline = t0 + 1.0
            while len(chunks) == seen and time.perf_counter() < deadline:
                time.sleep(0.0005)
            if len(chunks) > seen:
                out.append((chunks[seen] - t0) * 1000)
            time.sleep(0.08)
        a.tmux("pipe-pane", "-t", "a", check=False)
    return out


def bench_replay(quick):
    RAW["replay"] = {}
    # 7a. --check of a session of 5 minutes or more: arcade-soak's first session of random play
    # (keys, clicks, resizes, waits up to 40 s) kept as a replay.
    soak = L.tool(TOOLS, "arcade-soak")
    if not soak:
        skip("7 replay --check of a 5-minute session", "arcade-soak not built", "< 1 s")
    else:
        d = tempfile.mkdtemp(prefix="arcade-bench-replay-")
        try:
            for game in ["memory", "zombies", "fizzbuzz", "maze"]:
                path = os.path.join(d, game + ".jsonl")
                subprocess.run([soak, "--game", game, "--events", "1400", "--seed", "1", "--keep-replay", path,
                                "--replay-dir", d], capture_output=True, timeout=600)
                if not os.path.exists(path):
                    skip(f"7 replay --check: {game}", "arcade-soak kept no replay", "< 1 s")
                    continue
                with open(path) as f:
                    lines = f.read().splitlines()
                span = json.loads(lines[-2]).get("t", 0) if len(lines) > 2 else 0
                times, ok = [], True
                for _ in range(1 if quick else 3):
                    t0 = time.perf_counter()
                    p = subprocess.run([ARCADE, "replay", path, "--check"], capture_output=True, text=True)
                    times.append(time.perf_counter() - t0)
                    ok = ok and p.returncode == 0
                RAW["replay"][game] = {"events": len(lines) - 2, "session_s": span, "check_s": times, "same": ok}
                row(f"7 replay --check of a {span / 60:.1f}-minute session: {game}",
                    f"{statistics.median(times):.2f} s ({len(lines) - 2} events{'' if ok else '; DID NOT MATCH'})",
                    "< 1 s", "wall time of `arcade replay FILE --check` (median of 3), FILE = arcade-soak's first "
                    "session of random play (--events 1400 --seed 1 --keep-replay)")
        finally:
            shutil.rmtree(d, ignore_errors=True)
    # 7c. The viewer's moves (issue 48): to the end and back of the longest golden replay, with
    # keyframes of state (a move back restores the nearest one) and, on the same session, without
    # (each move back played again from the start), CPU as the viewer measures it.
    goldens = sorted(glob.glob(os.path.join(L.ROOT, "Tests", "Replays", "*.jsonl")),
                     key=lambda path: sum(1 for _ in open(path)))
    if goldens:
        longest = goldens[-1]
        p = subprocess.run([ARCADE, "replay", "--seek-cost", longest], capture_output=True, text=True, timeout=120)
        RAW["replay"]["seek_cost"] = p.stdout.strip()
        if p.returncode == 0 and p.stdout.strip():
            row(f"7 viewer: to the end and back of {os.path.basename(longest)}",
                p.stdout.strip().split(": ", 1)[1], "< 100 ms a move",
                "`arcade replay --seek-cost FILE` (CPU of this thread): index pass, to the end, back to the start, "
                "to the middle, to the end again, back to the middle; with keyframes, then from the start")
        else:
            skip("7 viewer: to the end and back", f"--seek-cost failed: {p.stderr.strip()[:80]}", "< 100 ms a move")
    # 7b. key -> screen with --record against without, interleaved rounds on the menu cursor.
    keys = ["Down", "Up"] * (5 if quick else 15)
    plain, recorded = [], []
    d = tempfile.mkdtemp(prefix="arcade-bench-record-")
    try:
        for i in range(2 if quick else 4):
            plain += key_latencies([], keys)
            recorded += key_latencies(["--record", os.path.join(d, f"r{i}.jsonl")], keys)
    finally:
        shutil.rmtree(d, ignore_errors=True)
    RAW["replay"]["latency_ms"] = {"plain": plain, "record": recorded}
    if plain and recorded:
        a, b = statistics.median(plain), statistics.median(recorded)
        row("7 key → screen with --record vs without", f"{b:.2f} ms vs {a:.2f} ms median ({(b / a - 1) * 100:+.1f} %)",
            "within 10 %", "ms from `tmux send-keys` to the first byte out (pipe-pane through a fifo), menu "
            "cursor keys, runs with and without --record interleaved")
    else:
        skip("7 key → screen with --record", "no key produced output", "within 10 %")


def bench_replay_bounds():
    """7c: the costliest replay the recorder can write (issue 47, F5): a maze at the replay bound
    (ReplayLimits.mazeCells, 501×501) at latency 0, recorded in line mode, then checked."""
    figure = "7c replay --check of the costliest replay (maze 501×501, latency 0)"
    target = "≤ 2 s CPU, ≤ 64 MB (the documented bound)"
    d = tempfile.mkdtemp(prefix="arcade-bench-worst-")
    try:
        path = os.path.join(d, "worst.jsonl")
        subprocess.run([ARCADE, "--seed", "1", "maze", "--size", "501x501", "--latency-scale", "0", "--lines",
                        "--no-menu", "--record", path, "--data-dir", os.path.join(d, "data")],
                       input=b"g\nwait 60\nq\n", capture_output=True, timeout=600)
        if not os.path.exists(path):
            return skip(figure, "the recording was not made", target)
        with tempfile.NamedTemporaryFile(mode="r", suffix=".time") as usage:
            p = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", "-o", usage.name, ARCADE, "replay", path,
                                "--check"], capture_output=True, text=True, timeout=600)
            wall, user, system, rss = usage.read().split()[-4:]
        cpu = float(user) + float(system)
        RAW["replay"]["worst"] = {"wall_s": float(wall), "cpu_s": cpu, "rss_kb": int(rss), "exit": p.returncode}
        row(figure, f"{cpu:.2f} s CPU, {int(rss) / 1024:.0f} MB peak RSS ({float(wall):.2f} s wall; "
            f"{'same' if p.returncode == 0 else 'DID NOT MATCH'})", target,
            "GNU time of `arcade replay FILE --check`, FILE = `arcade --seed 1 maze --size 501x501 "
            "--latency-scale 0 --lines --no-menu --record FILE` fed `g`, `wait 60`, `q`")
    finally:
        shutil.rmtree(d, ignore_errors=True)


def bench_arguments():
    """10: argument parsing is linear (issue 47, F15: 20 000 arguments took 15 s)."""
    times = {}
    for n in (2000, 20000):
        t0 = time.perf_counter()
        subprocess.run([ARCADE, *(["--ascii"] * n), "zombies"], capture_output=True, stdin=subprocess.DEVNULL,
                       timeout=600)
        times[n] = time.perf_counter() - t0
    RAW["arguments"] = times
    row("10 argument parsing: 20 000 arguments", f"{times[20000]:.2f} s ({times[2000]:.2f} s for 2 000: "
        f"×{times[20000] / max(times[2000], 1e-6):.1f} for ×10)", "well under 1 s, linear",
        "wall time of `arcade --ascii ×N zombies` without a terminal (refused, exit 2)")


NEXT_DAY = ("faketime", "-f", "+1d")  # a reader after the day ended: its attempts revealed, verified


def scores_run(shared, data, date, *extra, clock=()):
    """`arcade scores --json` under GNU time (with `clock`: faketime's words before the arcade):
    (wall s, CPU s, peak RSS KB, report). (The child's own rusage through Python would count the
    forked Python's pages in its peak.)"""
    env = dict(os.environ, ARCADE_SHARED_DIR=shared, ARCADE_DATA_DIR=data)
    with tempfile.NamedTemporaryFile(mode="r", suffix=".time") as usage:
        out = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", "-o", usage.name, *clock, ARCADE, "scores",
                              "--json", "--date", date, *extra], capture_output=True, env=env, timeout=600).stdout
        wall, user, system, rss = usage.read().split()[-4:]
    return float(wall), float(user) + float(system), int(rss), json.loads(out or b"{}")


def counted(report, what, below=43999):
    """Rows of honest players (uids below the hostile ones) that are `what`: "verified" or "sealed"."""
    def match(r):
        return r["verified"] if what == "verified" else (not r["verified"] and r.get("reason") is None)
    return sum(1 for rows in report.get("games", {}).values() for r in rows if match(r) and r["uid"] < below)


def bench_leaderboard(quick):
    """9: the shared leaderboard (issue 35's files: start records, claims, attempts): 200 players'
    results today (sealed claims), then after the day ended (faketime +1d: revealed attempts
    verified from scratch, then from the cache); and the worst cases beside them."""
    maker = L.tool(TOOLS, "arcade-shared-dailies")
    figure = "9 leaderboard: 200 shared results verified"
    if not maker:
        return skip(figure, "arcade-shared-dailies not built", "≤ 1 s CPU")
    if os.geteuid() != 0:
        return skip(figure, "needs root (the files belong to 200 uids)", "≤ 1 s CPU")
    for tool, why in (("/usr/bin/time", "GNU time is missing (make bench installs it)"),
                      ("/usr/bin/faketime", "faketime is missing (make deps installs it)")):
        if not os.path.exists(tool):
            return skip(figure, why, "≤ 1 s CPU")
    if shared_files.seconds_to_midnight() < 900:
        return skip(figure, "too close to midnight UTC (the files are today's)", "≤ 1 s CPU")
    count, first_uid, date = 200, 42000, shared_files.today()
    version = subprocess.run([ARCADE, "--version"], capture_output=True, text=True).stdout.strip()
    work = tempfile.mkdtemp(prefix="arcade-bench-leaderboard-")
    os.chmod(work, 0o755)
    try:
        shared = os.path.join(work, "daily")
        os.mkdir(shared)
        os.chmod(shared, 0o1777)
        # The hostile owners' start records before the honest players' files: by the time their
        # claims are written, the kernel's dates let them through to their (costly) attempts.
        hostile_starts = shared_files.starts(
            shared, [(43999, g) for g in ("zombies", "memory", "fizzbuzz")] +
            [(44000 + i, ("zombies", "memory", "fizzbuzz")[i % 3]) for i in range(100)])
        try:  # start records first, claims once the attempts' finishes have passed (~90 s)
            players = shared_files.generate(shared, count, first_uid, maker, arcade=version, timeout=900)
        except AssertionError as error:
            return skip(figure, f"arcade-shared-dailies failed: {str(error)[:200]}", "≤ 1 s CPU")
        events = {}
        for player in players:
            events.setdefault(player["game"], []).append(player["attempt"].count(b"\n") - 2)
        empty = os.path.join(work, "empty")
        os.mkdir(empty)
        os.chmod(empty, 0o1777)
        _, _, own_rss, _ = scores_run(empty, os.path.join(work, "own"), date, clock=NEXT_DAY)
        # Today: 200 sealed claims (read, checked against the kernel's dates; nothing to verify).
        sealed_runs = [scores_run(shared, os.path.join(work, f"sealed{i}"), date) for i in range(3 if quick else 11)]
        sealed_count = counted(sealed_runs[0][3], "sealed")
        RAW["leaderboard"] = {"sealed": [r[:3] for r in sealed_runs]}
        row("9 leaderboard: open with 200 sealed claims (today)",
            f"{statistics.median(r[0] for r in sealed_runs) * 1000:.0f} ms wall, "
            f"{statistics.median(r[1] for r in sealed_runs) * 1000:.0f} ms CPU ({sealed_count}/{count} sealed)",
            "≤ 50 ms", "`arcade scores --json` today over 200 players' start records and claims (their attempts "
            "sealed, 0600 as the arcade writes them; here already 0644): list, read 200 claims, check their "
            "kernel dates; median of runs")
        # After the day ended: the revealed attempts verified from scratch, then from the cache.
        uncached, cached = [], []
        report = {}
        for i in range(1 if quick else 3):
            data = os.path.join(work, f"reader{i}")
            wall, cpu, rss, report = scores_run(shared, data, date, clock=NEXT_DAY)
            uncached.append((wall, cpu, rss))
            for _ in range(3 if quick else 11):
                cached.append(scores_run(shared, data, date, clock=NEXT_DAY)[0])
        verified = counted(report, "verified")
        cpu = statistics.median(c for _, c, _ in uncached)
        rss = max(r for _, _, r in uncached)
        RAW["leaderboard"].update(uncached=uncached, cached_s=cached, own_rss_kb=own_rss, verified=verified,
                                  events=events)
        row(figure, f"{cpu:.2f} s CPU ({verified}/{count} verified, {statistics.median(w for w, _, _ in uncached):.2f} s wall)",
            "≤ 1 s CPU", "`faketime +1d arcade scores --json --date TODAY` over 200 revealed results "
            "(arcade-shared-dailies: Zombies, Memory and FizzBuzz in turn, random play; files of 200 uids), a "
            "fresh data directory: claims, kernel dates, SHA-256, pace, every replay played again in process; "
            "user+sys (GNU time), median")
        row("9 leaderboard: open with 200 cached verdicts", f"{statistics.median(cached) * 1000:.0f} ms",
            "≤ 50 ms", "wall time of the same look again with the same data directory (verdicts cached by the "
            "claim's SHA-256, the file unchanged: no attempt read); median")
        row("9 leaderboard: memory above the arcade's own", f"{(rss - own_rss) / 1024:.1f} MB "
            f"({rss / 1024:.1f} MB peak vs {own_rss / 1024:.1f} MB on an empty directory)", "≤ 16 MB",
            "peak RSS (GNU time %M) of the uncached run minus that of `arcade scores` on an empty shared "
            "directory, both under faketime")
        for game, counts in sorted(events.items()):
            data = os.path.join(work, f"speed-{game}")
            _, cpu, _, rep = scores_run(shared, data, date, "--game", game, clock=NEXT_DAY)
            n = len(rep.get("games", {}).get(game, []))
            row(f"9 leaderboard: verification speed, {game}", f"{n / cpu:.0f} replays/s "
                f"(median session {statistics.median(counts):.0f} events)", "",
                f"{n} revealed {game} dailies verified from scratch by `arcade scores --game {game}`: count ÷ CPU s")
        bench_hostile_leaderboard(work, shared, date, quick, players, hostile_starts)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def bench_flood(quick):
    """9: a reader's look when one user has flooded the shared directory with 400 000 empty
    files (the reliability report's F4): every honest result still listed and verified."""
    maker = L.tool(TOOLS, "arcade-shared-dailies")
    figure = "9 leaderboard: look with 400 000 foreign entries"
    target = "9/9 listed, ≤ 2 s wall"
    if not maker:
        return skip(figure, "arcade-shared-dailies not built", target)
    if os.geteuid() != 0:
        return skip(figure, "needs root (the files belong to other uids)", target)
    if shared_files.seconds_to_midnight() < 900:
        return skip(figure, "too close to midnight UTC (the files are today's)", target)
    count, first_uid, flooder, date = 9, 45000, 45100, shared_files.today()
    version = subprocess.run([ARCADE, "--version"], capture_output=True, text=True).stdout.strip()
    work = tempfile.mkdtemp(prefix="arcade-bench-flood-")
    os.chmod(work, 0o755)
    try:
        shared = os.path.join(work, "daily")
        os.mkdir(shared)
        os.chmod(shared, 0o1777)
        try:
            shared_files.generate(shared, count, first_uid, maker, arcade=version, timeout=900)
        except AssertionError as error:
            return skip(figure, f"arcade-shared-dailies failed: {str(error)[:200]}", target)
        entries = 40_000 if quick else 400_000
        shared_files.create_as(flooder, [(os.path.join(shared, f"f{i}"), b"", 0o644) for i in range(entries)])
        runs = [scores_run(shared, os.path.join(work, f"reader{i}"), date, clock=NEXT_DAY)
                for i in range(1 if quick else 3)]
        listed = sum(1 for rows in runs[0][3].get("games", {}).values() for r in rows if r["uid"] < flooder)
        verified = counted(runs[0][3], "verified", below=flooder)
        RAW.setdefault("leaderboard", {})["flood"] = [r[:3] for r in runs]
        row(figure, f"{statistics.median(r[0] for r in runs):.2f} s wall, "
            f"{statistics.median(r[1] for r in runs):.2f} s CPU ({listed}/{count} listed, {verified} verified)",
            target, f"`faketime +1d arcade scores --json` over {count} honest results (arcade-shared-dailies) "
            f"and {entries} empty files of one other uid in the shared directory; a fresh data directory "
            "each run (verified from scratch); GNU time, median")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def ranked_tops(report, depth):
    """Each table's first `depth` verified rows of a `scores --json` report, as (uid, result)."""
    tops = {}
    for game, rows in report.get("games", {}).items():  # one list per table ("fizzbuzz-own-pace")
        for r in rows:
            table = tops.setdefault(game, [])
            if r["verified"] and len(table) < depth:
                table.append((r["uid"], r["result"]))
    return tops


def bench_board_scale(quick):
    """9: a reader's first look at a day of 100, 1 000 and 10 000 revealed results: the screen's
    look (`--top 40`: each table checked in claimed order to 40 ranked rows, and the reader's own
    row) against the whole board checked, as the reader who is the last player (deepest uid)."""
    maker = L.tool(TOOLS, "arcade-shared-dailies")
    figure = "9 leaderboard scale: first look"
    target = "≤ 2 s CPU at 10 000, the top and the reader's row correct"
    if not maker:
        return skip(figure, "arcade-shared-dailies not built", target)
    if os.geteuid() != 0 or not shutil.which("setpriv"):
        return skip(figure, "needs root and setpriv (files of 10 000 uids, a reader among them)", target)
    if shared_files.seconds_to_midnight() < 1800:
        return skip(figure, "too close to midnight UTC (the files are today's)", target)
    version = subprocess.run([ARCADE, "--version"], capture_output=True, text=True).stdout.strip()
    depth, date = 40, shared_files.today()
    RAW.setdefault("leaderboard", {})["scale"] = {}
    for count in (100, 1000) if quick else (100, 1000, 10_000):
        work = tempfile.mkdtemp(prefix=f"arcade-bench-scale{count}-")
        os.chmod(work, 0o755)
        try:
            shared = os.path.join(work, "daily")
            os.mkdir(shared)
            os.chmod(shared, 0o1777)
            first_uid = 50_000
            started = time.monotonic()
            try:
                shared_files.generate(shared, count, first_uid, maker, arcade=version, timeout=1800)
            except AssertionError as error:
                skip(f"{figure}, {count} results", f"arcade-shared-dailies failed: {str(error)[:200]}", target)
                continue
            made_s = time.monotonic() - started
            reader = first_uid + count - 1

            def look(name, *extra):
                data = os.path.join(work, name)
                os.mkdir(data)
                os.chown(data, reader, reader)
                return scores_run(shared, data, date, *extra, clock=(
                    "setpriv", f"--reuid={reader}", f"--regid={reader}", "--clear-groups", *NEXT_DAY))

            first = look("first", "--top", str(depth))
            whole = look("whole")
            tops, truth = ranked_tops(first[3], depth), ranked_tops(whole[3], depth)
            # The whole look may run out of its own budget (10 s) at 10 000: compare what it reached.
            correct = all(tops.get(k, [])[:len(v)] == v for k, v in truth.items())
            own = [r for rows in first[3].get("games", {}).values() for r in rows if r["uid"] == reader]
            own_ok = bool(own) and all(r["verified"] for r in own)
            checked = sum(1 for rows in first[3].get("games", {}).values() for r in rows
                          if not (r.get("reason") or "").startswith("not checked yet"))
            RAW["leaderboard"]["scale"][count] = {"first": first[:3], "whole": whole[:3], "generated_s": made_s,
                                                  "judged": checked, "correct": correct, "own_verified": own_ok}
            row(f"{figure}, {count} results",
                f"{first[1]:.2f} s CPU, {first[0]:.2f} s wall, {first[2] / 1024:.1f} MB; top {depth} of each table "
                f"{'correct' if correct else 'WRONG'}, own row {'verified' if own_ok else 'NOT verified'}, "
                f"{checked} of {count} judged (whole board: {whole[1]:.2f} s CPU, {whole[2] / 1024:.1f} MB)",
                target if count == 10_000 else "report",
                f"`setpriv (the last player's uid) faketime +1d arcade scores --json --top {depth}` over {count} "
                "revealed results (arcade-shared-dailies, Zombies, Memory and FizzBuzz in turn), a fresh data "
                "directory: the screen's first look; 'correct' compares each table's verified top with that of "
                "the same look without --top (every claim checked, in claimed order, within the 10 s budget); "
                "GNU time")
        finally:
            shutil.rmtree(work, ignore_errors=True)


def heavy_attempt(data, uid, size=1_900_000):
    """A real shared attempt (`data`) made as large as a shared file may be: key events after
    its result, at a person's pace, up to `size` bytes (the file limit is 2 MB, the check's
    50 000 events), for `uid`. The worst a hostile owner can give every reader to parse and play."""
    header, rest = data.split(b"\n", 1)
    header = json.loads(header)
    header["uid"] = uid
    lines = rest.splitlines()
    end = json.loads(lines[-1])
    t = json.loads(lines[-2])["t"]
    added = []
    total = len(data)
    while total < size and len(added) < 49_000:
        t += 0.03
        line = b'{"e":"key","g":%.4f,"k":"%s","t":%.4f}' % (t, (b"up", b"down", b"left", b"right")[len(added) % 4], t)
        added.append(line)
        total += len(line) + 1
    end.update(events=end["events"] + len(added), t=round(t, 4))
    return b"\n".join([json.dumps(header).encode(), *lines[:-1], *added, json.dumps(end).encode()]) + b"\n"


def bench_hostile_leaderboard(work, shared, date, quick, players, starts):
    """9: the worst case beside the 200 honest results, after the day ended: 1 000 files of one
    hostile owner, and one file as costly as allowed from each of 100 owners (distinct uids),
    their start records made before the honest players' (`starts`), each file made as its uid."""
    samples = {}
    for player in players:
        samples.setdefault(player["game"], player["attempt"])

    # One owner, 1 000 files: 500 claims, each with its attempt (a hard link to the game's largest),
    # so whichever claim is a game's newest (the one read), its attempt is the costliest allowed.
    hostile = 43999
    heavy = {game: heavy_attempt(samples[game], hostile) for game in samples}
    files, first = [], {}
    for i in range(500):
        game = ("zombies", "memory", "fizzbuzz")[i % 3]
        tok = shared_files.token()
        attempt = os.path.join(shared, shared_files.name(game, hostile, tok, "arcade"))
        files.append((attempt, ("link", first[game]) if game in first else heavy[game], 0o644))
        first.setdefault(game, attempt)
        files.append((os.path.join(shared, shared_files.name(game, hostile, tok, "claim")),
                      shared_files.claim_bytes(hostile, heavy[game], starts[(hostile, game)]), 0o644))
    shared_files.create_as(hostile, files)
    runs = [scores_run(shared, os.path.join(work, f"hostile{i}"), date, clock=NEXT_DAY)
            for i in range(1 if quick else 3)]
    wall, cpu, rss = (statistics.median(r[k] for r in runs) for k in range(3))
    RAW["leaderboard"]["hostile_owner_1000"] = [r[:3] for r in runs]
    row("9 leaderboard: 1 000 files of one hostile owner", f"{wall:.2f} s wall, {cpu:.2f} s CPU, {rss / 1024:.1f} MB "
        f"({counted(runs[0][3], 'verified')} of 200 honest verified)", "≤ 2 s, ≤ 64 MB",
        "`faketime +1d arcade scores --json` with the 200 honest results and 1 000 files of one uid (500 claims "
        "and their attempts, hard links to each game's largest allowed, ~1.9 MB), a fresh data directory; GNU time, median")
    for path in glob.glob(os.path.join(shared, f"*-{hostile}-*")):
        os.unlink(path)
    # 100 owners, one costly file each (and its claim).
    for i in range(100):
        uid, game = 44000 + i, ("zombies", "memory", "fizzbuzz")[i % 3]
        attempt = heavy_attempt(samples[game], uid)
        shared_files.share(shared, uid, game, attempt, starts[(uid, game)])
    data = os.path.join(work, "owners100")
    fresh = scores_run(shared, data, date, clock=NEXT_DAY)
    cached = scores_run(shared, data, date, clock=NEXT_DAY)
    RAW["leaderboard"]["owners_100"] = {"fresh": fresh[:3], "cached": cached[:3]}
    for label, run in (("first look", fresh), ("next look", cached)):
        skipped = sum(1 for rows in run[3].get("games", {}).values() for r in rows
                      if (r.get("reason") or "").startswith("not check"))
        row(f"9 leaderboard: a costly file from each of 100 owners, {label}",
            f"{run[0]:.2f} s wall, {run[1]:.2f} s CPU, {run[2] / 1024:.1f} MB ({counted(run[3], 'verified')} verified, "
            f"{skipped} not checked)", "≤ 10 s CPU (the look's budget)",
            "`faketime +1d arcade scores --json`: the 200 honest results and 100 uids' largest attempts (~1.9 MB, "
            "49 000 events), a fresh data directory, then the same one again (verdicts cached); GNU time")


# -- main ---------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="short windows, for trying the script")
    ap.add_argument("--only", default="",
                    help="comma list: startup,idle,animated,output,rss,maze,render,fizzbuzz,reference,replay,"
                         "leaderboard,flood,arguments,scale")
    ap.add_argument("--json", default=os.path.join(L.ROOT, "bench-results.json"))
    opts = ap.parse_args()
    only = set(filter(None, opts.only.split(",")))

    def want(x):
        return not only or x in only

    if not os.path.exists(ARCADE):
        print(f"bench: {ARCADE} not found; run `swift build -c release` (or `make bench`)", file=sys.stderr)
        return 2
    if not shutil.which("tmux"):
        print("bench: tmux is needed (make deps)", file=sys.stderr)
        return 2
    started = time.monotonic()
    games = L.subcommands(ARCADE)
    rec = recipes(games)
    info = L.machine()
    print(f"bench: {ARCADE}; games: {', '.join(games) or 'none'}; {info['cpu']}, {info['cores']} cores, "
          f"load {info['load'][0]:.2f}", flush=True)
    idle_s = 2 if opts.quick else 10
    json_cost = None
    if want("startup"):
        bench_startup(3 if opts.quick else 11)
        bench_startup_auto(3 if opts.quick else 11)
    if want("idle"):
        bench_idle(games, rec, idle_s)
    if want("animated"):
        bench_animated(rec, idle_s)
    if want("output"):
        bench_output(rec)
    if want("rss"):
        bench_rss(games, rec)
    if want("render"):
        json_cost = bench_render(opts.quick)
    if want("maze"):
        bench_maze(games, json_cost)
    if want("fizzbuzz"):
        bench_fizzbuzz(games, 10 ** 6 if opts.quick else 10 ** 7)
    if want("reference"):
        bench_reference(games, rec, 3 if opts.quick else 11)
    if want("replay"):
        bench_replay(opts.quick)
        bench_replay_bounds()
    if want("arguments"):
        bench_arguments()
    if want("leaderboard"):
        bench_leaderboard(opts.quick)
    if want("flood"):
        bench_flood(opts.quick)
    if want("scale"):
        bench_board_scale(opts.quick)

    # The table.
    print()
    print(f"Arcade benchmark — {datetime.datetime.now().strftime('%Y-%m-%d %H:%M')} — {info['cpu']}, "
          f"{info['cores']} cores, {info['mem_gb']} GB, Linux {info['kernel']}, {info['swift']}; "
          f"load at start {info['load'][0]:.2f}; binary {os.path.relpath(ARCADE, L.ROOT)}")
    print(REFERENCE)
    print()
    headers = ("figure", "value", "target", "how measured")
    widths = [max(len(str(r[i])) for r in ROWS + [headers]) for i in range(3)]
    widths[0] = min(widths[0], 48)
    widths[1] = min(widths[1], 110)
    print(f"| {headers[0]:<{widths[0]}} | {headers[1]:<{widths[1]}} | {headers[2]:<{widths[2]}} | {headers[3]} |")
    print(f"|{'-' * (widths[0] + 2)}|{'-' * (widths[1] + 2)}|{'-' * (widths[2] + 2)}|---|")
    for r in ROWS:
        print(f"| {r[0]:<{widths[0]}} | {r[1]:<{widths[1]}} | {r[2]:<{widths[2]}} | {r[3]} |")
    result = {"date": datetime.datetime.now().isoformat(timespec="seconds"), "machine": info,
              "binary": ARCADE, "games": games, "reference": REFERENCE,
              "rows": [dict(zip(("figure", "value", "target", "how"), r)) for r in ROWS], "raw": RAW,
              "seconds": round(time.monotonic() - started, 1)}
    with open(opts.json, "w") as f:
        json.dump(result, f, indent=2, ensure_ascii=False)
    print(f"\n(written to {os.path.relpath(opts.json, L.ROOT)}; {result['seconds']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
