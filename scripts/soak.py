#!/usr/bin/env python3
"""`make soak`: robustness. Key fuzz of every game headless (arcade-soak, its first
session kept and checked by `arcade replay --check`), random keys and resizes in a real terminal (tmux), records under stress, the maze under faults, and bad
command lines, mutated replays, hostile shared leaderboard files and form inputs. Prints one line per check and ends with "N passed, N failed";
exits 1 when anything failed.

    python3 scripts/soak.py [--short] [--only keyfuzz,terminal,records,maze,badinput,replays,shared,forms,paste] [--seed N]

The seed is fixed (1) unless given, so two runs do the same; a failure names the seed, and
the key fuzz the event (half:index) where it broke.

Full mode: >= 1M headless events, 60 s of terminal fuzz per game. --short (what `make test`
runs): ~20k events and ~3 s per game, well under two minutes. Uses .build/release when built,
else .build/debug (or ARCADE_BIN; arcade-soak and records-tool are taken beside it).
"""
import argparse
import glob
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import arcadelib as L  # noqa: E402
import replay_fuzz  # noqa: E402
import shared_fuzz  # noqa: E402

PASSED, FAILED = [], []
SHORT = False


def check(name, ok, detail=""):
    (PASSED if ok else FAILED).append(name)
    print(f"{'ok  ' if ok else 'FAIL'}  {name}{(': ' + detail) if detail else ''}", flush=True)
    return ok


def trapped(rc):
    """A signal death (negative from subprocess) or the shell's 128+N."""
    return rc < 0 or rc >= 128


# -- key fuzz ------------------------------------------------------------------------------------

def key_fuzz(tools, seed, total):
    exe = L.tool(tools, "arcade-soak")
    if not exe:
        return check("key fuzz", False, f"arcade-soak not built in {tools}")
    games = subprocess.run([exe, "--list"], capture_output=True, text=True, timeout=60).stdout.split()
    if not games:
        return check("key fuzz", False, "arcade-soak --list names no game: nothing fuzzed is no pass")
    per_game = -(-total // len(games))
    events = 0
    kept = tempfile.mkdtemp(prefix="arcade-soak-kept-")
    for game in games:
        replay = os.path.join(kept, f"{game}.jsonl")
        cmd = [exe, "--game", game, "--events", str(per_game), "--seed", str(seed), "--keep-replay", replay]
        start = time.monotonic()
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=3600,
                               env=dict(os.environ, SWIFT_BACKTRACE="interactive=no"))
        except subprocess.TimeoutExpired:
            check(f"key fuzz {game}", False, f"hung (no end within an hour): {' '.join(cmd)}")
            continue
        lines = p.stdout.strip().splitlines()
        summary = next((l.strip() for l in lines if l.strip().startswith(("ok ", "FAIL"))), "")
        scenes = next((l.strip() for l in lines if l.strip().startswith("scenes on top")), "")
        if p.returncode != 0 or not lines or not lines[-1].endswith("0 failed"):
            why = "trapped" if trapped(p.returncode) else f"exit {p.returncode}"
            err = p.stderr.strip().splitlines()
            tail = "\n      ".join([l.strip() for l in err if l.startswith("arcade-soak: trapped at event")][:1]
                                  + [l.strip() for l in err if "arcade-soak: the session's replay" in l][:1]
                                  + [l.strip() for l in err if "Fatal error" in l or "rror:" in l][:2]
                                  + [l.strip() for l in err if " at /" in l][:5])
            detail = "\n      ".join(l for l in lines if "violation" in l)[:2000]
            check(f"key fuzz {game}", False,
                  f"{why} after {time.monotonic() - start:.1f} s, seed {seed}; reproduce: {' '.join(cmd)} --trace\n      "
                  f"{detail}\n      {tail}")
        else:
            events += per_game
            note = next((l.strip() for l in lines if l.strip().startswith("note:")), "")
            check(f"key fuzz {game}", True, summary.split(": ", 1)[-1] + (f"; {scenes}" if scenes else "")
                  + (f"; {note}" if note else ""))
            kept_replay_checks(game, replay, cmd)
    shutil.rmtree(kept, ignore_errors=True)
    print(f"      key fuzz: {events:,} events without a trap or a broken invariant", flush=True)


def kept_replay_checks(game, replay, cmd):
    """The fuzzed game's first session, replayed by the arcade (its own parser, env and run
    loop, on another day than the soak's 1970-01-01): the same events, state and end."""
    if not os.path.exists(replay):
        return check(f"kept replay {game} checks", False, f"no replay kept: {' '.join(cmd)}")
    p = subprocess.run([ARCADE, "replay", replay, "--check"], capture_output=True, text=True, timeout=600)
    check(f"kept replay {game} checks", p.returncode == 0,
          (p.stdout.strip() or p.stderr.strip())[:500] + ("" if p.returncode == 0 else f"; reproduce: {' '.join(cmd)}"))


# -- terminal fuzz ------------------------------------------------------------------------------

KEYS = (["Up", "Down", "Left", "Right"] * 6 + ["Enter"] * 4 + ["Space", "Tab", "BTab", "BSpace", "Escape",
        "Home", "End", "PPage", "NPage", "F1", "F5", "DC", "IC", "C-l", "C-g", "C-r", "?", "p", "g", "v", "r"]
        + list("abcdefghijklmnoprstuvwxyz0123456789") + ["q"])


def leave_with_q(a):
    """Presses q (then Esc) until the arcade exits, answering y when a counted daily asks
    whether to leave (any other key stays); returns its exit code or None."""
    for key in ["q"] * 8 + ["Escape"] * 6 + ["q"] * 4:
        if os.path.exists(a.rc_file):
            break
        a.send("y" if "y leave" in a.screen() else key)
        t = time.monotonic() + 0.4
        while time.monotonic() < t and not os.path.exists(a.rc_file):
            time.sleep(0.02)
    try:
        return a.wait_exit(timeout=2)
    except Exception:
        return None


def terminal_fuzz(games, seconds, seed):
    from tmux_driver import Arcade
    rng = random.Random(seed)
    for game in games:
        restarts, sent, resizes, problem = 0, 0, 0, None
        a = Arcade(game, "--seed", str(seed), width=80, height=24)
        try:
            a.wait_until(lambda screen: screen.strip(), "the first screen")
            end = time.monotonic() + seconds
            while time.monotonic() < end and not problem:
                if os.path.exists(a.rc_file):
                    rc = a.wait_exit()
                    ok, why = a.terminal_restored()
                    if rc != 0 or not ok:
                        problem = f"exited {rc} (terminal restored: {why}); last screen:\n{a.full_output()[-1500:]}"
                        break
                    # A legitimate quit (q/Esc from the menu): start again.
                    a.close()
                    a = Arcade(game, "--seed", str(seed + restarts + 1), width=80, height=24)
                    restarts += 1
                    continue
                r = rng.random()
                if r < 0.08:
                    a.resize(rng.randint(10, 120), rng.randint(5, 40))
                    resizes += 1
                elif r < 0.13:
                    a.click(rng.randint(0, 79), rng.randint(0, 23))
                    sent += 2
                else:
                    batch = [rng.choice(KEYS) for _ in range(rng.randint(1, 8))]
                    a.send(*batch)
                    sent += len(batch)
                time.sleep(rng.choice([0, 0.005, 0.02, 0.05]))
            if not problem:
                a.resize(80, 24)
                try:
                    quitting = a.pid() <= 0
                except AssertionError:
                    quitting = True  # the fuzz's own q keys were leaving: its exit code tells
                rc = a.wait_exit(timeout=5) if quitting else leave_with_q(a)
                ok, why = a.terminal_restored() if rc is not None else (False, "did not exit")
                if rc != 0 or not ok:
                    problem = (f"after the fuzz: {'quit by the fuzz, ' if quitting else ''}exit {rc}, "
                               f"restored: {why}; screen:\n{a.screen()}")
        except Exception as e:  # a driver timeout: report the screen
            problem = f"{type(e).__name__}: {e}"
        finally:
            a.close()
        check(f"terminal fuzz {game} ({seconds:.0f} s, seed {seed})", problem is None,
              problem or f"{sent} keys, {resizes} resizes (down to 10×5), {restarts} quits+restarts; answered q, "
                         f"terminal restored")


VIEWER_KEYS = ["Space", ",", ".", "Left", "Right", "[", "]", "Home", "End", "+", "-"] + list("0123456789")


def viewer_fuzz(seconds, seed):
    """The replay viewer's keys (issue 48) at random on each golden replay, with resizes: it
    never crashes, End still reaches the recorded final state, q leaves the terminal restored."""
    from tmux_driver import Arcade
    rng = random.Random(seed)
    for golden in sorted(glob.glob(os.path.join(L.ROOT, "Tests", "Replays", "*.jsonl"))):
        name, sent, problem = os.path.basename(golden), 0, None
        a = Arcade("replay", golden, "--speed", "16", width=80, height=26)
        try:
            a.wait_for("event ")
            end = time.monotonic() + seconds
            while time.monotonic() < end:
                if os.path.exists(a.rc_file):  # Esc (a sequence split by a slow terminal) leaves
                    rc = a.wait_exit()
                    ok, why = a.terminal_restored()
                    if rc != 0 or not ok:
                        problem = f"exited {rc} (terminal restored: {why})"
                        break
                    a.close()
                    a = Arcade("replay", golden, "--speed", "16", width=80, height=26)
                    a.wait_for("event ")
                    continue
                if rng.random() < 0.05:
                    a.resize(rng.randint(20, 120), rng.randint(8, 40))
                else:
                    batch = [rng.choice(VIEWER_KEYS) for _ in range(rng.randint(1, 6))]
                    a.send(*batch)
                    sent += len(batch)
                time.sleep(rng.choice([0, 0.01, 0.05]))
            if problem:
                raise RuntimeError(problem)
            a.resize(80, 26)
            for attempt in range(3):  # End's escape sequence split under load is Esc: it leaves
                if os.path.exists(a.rc_file):
                    a.close()
                    a = Arcade("replay", golden, "--speed", "16", width=80, height=26)
                    a.wait_for("event ")
                a.send("End")
                try:
                    a.wait_for("final state matches the recording", timeout=5)
                    break
                except Exception:
                    if attempt == 2 or not os.path.exists(a.rc_file):
                        raise
            a.send("q")
            rc = a.wait_exit(timeout=5)
            ok, why = a.terminal_restored()
            if rc != 0 or not ok:
                problem = f"exit {rc}, restored: {why}"
        except Exception as e:  # a driver timeout: report the screen
            problem = f"{type(e).__name__}: {e}; screen:\n{a.screen()}"
        finally:
            a.close()
        check(f"viewer fuzz {name} ({seconds:.0f} s, seed {seed})", problem is None,
              problem or f"{sent} keys; End reached the recorded final state; q restored the terminal")


def help_over_small_screens(games):
    """The help overlay open over each game's first two screens while the terminal shrinks below
    the game's minimum size (the overlay is smaller than the game: the scene under it must not
    draw out of bounds). Deterministic: the random fuzz finds this only now and then."""
    from tmux_driver import Arcade
    sizes = [(105, 6), (31, 9), (10, 5), (60, 8), (45, 11), (200, 7), (80, 24)]
    for game in games:
        problem = None
        with Arcade(game, "--seed", "3", width=80, height=24) as a:
            try:
                a.wait_until(lambda screen: screen.strip(), "the first screen")
                for opening in ([], ["Enter"]):
                    if opening:
                        a.resize(80, 24)
                        a.send("F1")  # any key closes help (Esc could leave the game)
                        a.wait_gone("any key closes")
                        a.send(*opening)
                    a.send("F1")  # help; `?` would be typed into a form field
                    a.wait_for("any key closes")
                    for w, h in sizes:
                        a.resize(w, h)
                        # Redrawn for this size: the help, or the notice naming the size.
                        a.wait_until(lambda screen: f"{w}×{h}" in screen or "Help" in screen
                                     or os.path.exists(a.rc_file), f"a frame at {w}×{h}")
                        if os.path.exists(a.rc_file):
                            problem = (f"died with exit {a.wait_exit()} at {w}×{h} with help open "
                                       f"({'after ' + '+'.join(opening) if opening else 'first screen'})")
                            break
                    if problem:
                        break
                if not problem:
                    rc = leave_with_q(a)
                    if rc != 0:
                        problem = f"did not answer q (exit {rc})"
            except Exception as e:
                problem = f"{type(e).__name__}: {e}"
        check(f"help over {game} while the terminal shrinks to 10×5", problem is None,
              problem or f"sizes {', '.join(f'{w}×{h}' for w, h in sizes)}; alive, answered q")


def sigquit_restores_the_terminal():
    """Ctrl-\\ (SIGQUIT), twice in a row: exit 131, terminal restored, no backtracer prompt."""
    from tmux_driver import Arcade
    with Arcade(width=80, height=24) as a:
        try:
            a.wait_for("Quit", timeout=10)
            a.send("C-\\", "C-\\")
            rc = a.wait_exit(timeout=10)
            ok, why = a.terminal_restored()
            out = a.full_output()
            check("Ctrl-\\ (SIGQUIT) → exit 131, terminal restored", rc == 131 and ok and "crashed" not in out,
                  f"exit {rc}, {why}")
        except Exception as e:
            check("Ctrl-\\ (SIGQUIT) → exit 131, terminal restored", False, f"{type(e).__name__}: {e}")


# -- records ------------------------------------------------------------------------------------

def read_table(path):
    with open(path) as f:
        doc = json.load(f)
    return doc["data"]


def records(tools):
    exe = L.tool(tools, "records-tool")
    if not exe:
        return check("records", False, f"records-tool not built in {tools}")
    d = tempfile.mkdtemp(prefix="arcade-soak-records-")
    try:
        # Two writers at once: nothing lost.
        n = 500
        ps = [subprocess.Popen([exe, d, "t", str(n), tag]) for tag in ("A", "B")]
        rcs = [p.wait(timeout=300) for p in ps]
        data = read_table(os.path.join(d, "t.json"))
        ok = rcs == [0, 0] and len(data) == 2 * n and all(f"{t}-{i}" in data for t in "AB" for i in range(n))
        check("records: two processes × 500 writes, all kept", ok, f"exit {rcs}, {len(data)} entries")

        # SIGKILL mid-write: the file is always whole, and only grows.
        kills, bad, last = 100 if not SHORT else 30, [], 0
        rng = random.Random(5)
        for k in range(kills):
            p = subprocess.Popen([exe, d, "k", "100000", f"K{k}"])
            time.sleep(rng.uniform(0.002, 0.03))
            p.send_signal(signal.SIGKILL)
            p.wait()
            path = os.path.join(d, "k.json")
            if os.path.exists(path):
                try:
                    count = len(read_table(path))
                    if count < last:
                        bad.append(f"kill {k}: {count} < {last} entries")
                    last = count
                except (ValueError, KeyError) as e:
                    bad.append(f"kill {k}: unreadable ({e})")
        p = subprocess.run([exe, d, "k", "1", "after"], timeout=60)
        after = len(read_table(os.path.join(d, "k.json")))
        temps = glob.glob(os.path.join(d, ".k.json.arcade-*"))
        check(f"records: {kills} SIGKILLs mid-write, file always readable", not bad and p.returncode == 0
              and after == last + 1 and not temps,
              "; ".join(bad[:5]) or f"{last} entries kept, a write after works ({after}), no temp files left")

        # Corrupt file: moved aside, replaced.
        path = os.path.join(d, "c.json")
        with open(path, "w") as f:
            f.write('{"schema": 1, "data": [tru')
        p = subprocess.run([exe, d, "c", "3"], capture_output=True, timeout=60)
        aside = glob.glob(path + ".corrupt-*")
        ok = p.returncode == 0 and len(read_table(path)) == 3 and len(aside) == 1
        check("records: corrupt file moved aside and replaced", ok, f"exit {p.returncode}, aside {aside}")

        # Read-only directory (as an unprivileged user when we are root) and a data dir that is a file.
        ro = os.path.join(d, "ro")
        os.mkdir(ro)
        subprocess.run([exe, ro, "r", "2"], timeout=60)
        before = open(os.path.join(ro, "r.json")).read()
        os.chmod(ro, 0o555)
        os.chmod(d, 0o755)
        cmd = [exe, ro, "r", "5"]
        if os.geteuid() == 0 and shutil.which("setpriv"):
            cmd = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *cmd]
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
        same = open(os.path.join(ro, "r.json")).read() == before
        # Exit 1: records-tool says an entry was not saved (and the warning names why).
        check("records: read-only directory, no crash, reported, file untouched",
              p.returncode == 1 and same and "not being saved" in p.stderr,
              f"exit {p.returncode} {p.stderr.strip()[:200]}")
        os.chmod(ro, 0o755)
        afile = os.path.join(d, "plainfile")
        open(afile, "w").write("x")
        p = subprocess.run([exe, afile, "r", "2"], capture_output=True, text=True, timeout=60)
        check("records: data dir that is a file, no crash, reported",
              p.returncode == 1 and "not a directory" in p.stderr, f"exit {p.returncode} {p.stderr.strip()[:200]}")
    finally:
        subprocess.run(["chmod", "-R", "u+w", d])
        shutil.rmtree(d, ignore_errors=True)


# -- records that must be left alone (issue 18: newer schema, unreadable, planted links) ----------

def as_player(cmd, owned):
    """`cmd` as a player without privileges: as `nobody` (owning the paths in `owned`) when we
    are root, since root reads a mode 000 file; None when that is not possible here."""
    if os.geteuid() != 0:
        return cmd
    if not shutil.which("setpriv"):
        return None
    for path in owned:
        os.chown(path, 65534, 65534)
    return ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *cmd]


def records_left_alone(tools):
    exe = L.tool(tools, "records-tool")
    if not exe:
        return check("records left alone", False, f"records-tool not built in {tools}")
    d = tempfile.mkdtemp(prefix="arcade-soak-alone-")
    try:
        # A file from a newer arcade: never written, the player told.
        path = os.path.join(d, "fizzbuzz.json")
        newer = '{"schema":2,"data":{"games_v2":[1]}}\n'
        open(path, "w").write(newer)
        p = subprocess.run([exe, d, "fizzbuzz", "3"], capture_output=True, text=True, timeout=60)
        check("records: a newer-schema file is left untouched and reported",
              p.returncode == 1 and open(path).read() == newer and "newer arcade" in p.stderr
              and sorted(os.listdir(d)) == [".fizzbuzz.lock", "fizzbuzz.json"],
              f"exit {p.returncode} {p.stderr.strip()[:200]} files {sorted(os.listdir(d))}")

        # An unreadable (mode 000) file of 15 entries: left alone, not replaced by 1 entry.
        u = os.path.join(d, "u")
        os.mkdir(u)
        os.chmod(d, 0o755)  # mkdtemp's 0700 would stop `nobody` before the file
        subprocess.run([exe, u, "t", "15"], timeout=60, check=True)
        table = os.path.join(u, "t.json")
        before = open(table).read()
        os.chmod(table, 0)
        cmd = as_player([exe, u, "t", "1", "new"], [u, table, os.path.join(u, ".t.lock")])
        if cmd is None:
            check("records: an unreadable (mode 000) file is left untouched and reported", False,
                  "running as root without setpriv: cannot play another user (install util-linux)")
        else:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
            os.chmod(table, 0o644)
            check("records: an unreadable (mode 000) file is left untouched and reported",
                  p.returncode == 1 and open(table).read() == before and "cannot be read" in p.stderr,
                  f"exit {p.returncode} {p.stderr.strip()[:200]}")

        # A symlink re-planted at a temp name (the writers' own prefix; each writer sweeps it
        # under the lock) while 200 writes run, and a symlinked lock file: nothing is written
        # or created through them.
        s = os.path.join(d, "s")
        os.mkdir(s)
        victim = os.path.join(d, "victim")
        open(victim, "w").write("precious")
        p = subprocess.Popen([exe, s, "t", "200"], stderr=subprocess.PIPE, text=True)
        planted = os.path.join(s, f".t.json.arcade-{p.pid % 1_000_000:06d}")
        while p.poll() is None:
            try:
                os.symlink(victim, planted)
            except FileExistsError:
                pass
        p.stderr.read()
        entries = len(read_table(os.path.join(s, "t.json")))
        check("records: a temp-file symlink re-planted during 200 writes is never followed",
              p.returncode == 0 and open(victim).read() == "precious" and entries == 200,
              f"exit {p.returncode}, {entries} entries, victim {open(victim).read()!r}")
        l = os.path.join(d, "l")
        os.mkdir(l)
        target = os.path.join(d, "created-through-the-link")
        os.symlink(target, os.path.join(l, ".t.lock"))
        p = subprocess.run([exe, l, "t", "1"], capture_output=True, text=True, timeout=60)
        check("records: a symlinked lock file is not followed, and reported",
              p.returncode == 1 and not os.path.exists(target) and ".t.lock" in p.stderr,
              f"exit {p.returncode} {p.stderr.strip()[:200]}")
    finally:
        subprocess.run(["chmod", "-R", "u+rw", d])
        shutil.rmtree(d, ignore_errors=True)


def arcade_extreme_records(games):
    """Records holding Int.max (which trapped on Stats and on the next win): the arcade starts,
    reports each table as out of range, moves it aside, and FizzBuzz Stats opens."""
    from tmux_driver import Arcade
    d = tempfile.mkdtemp(prefix="arcade-soak-extreme-")
    big = 9223372036854775807
    # Each game's tables of such values, from its own file (Tests/e2e/test_<game>.py); an empty
    # one says the game has none covered yet, and why, there.
    tables = {}
    for g in games:
        data = getattr(L.game_file(g), "SOAK_EXTREME_RECORDS", None)
        if data is None:
            check(f"extreme records of {g}", False,
                  f"no SOAK_EXTREME_RECORDS in Tests/e2e/test_{g}.py: add its tables with Int.max values")
        tables.update(data or {})
    name = "arcade with records of Int.max: no crash, each table moved aside and reported"
    try:
        for table, data in tables.items():
            with open(os.path.join(d, table + ".json"), "w") as f:
                json.dump({"schema": 1, "data": data}, f)
        with Arcade(data_dir=d, width=80, height=24) as a:
            try:
                a.wait_for("values out of range", timeout=10)
                a.send("x")  # one key acknowledges the warnings
                a.wait_gone("values out of range")
                a.pick("FizzBuzz")
                a.wait_for("Stats")
                a.send("Right")
                a.wait_for("No games played yet")
                a.send("Escape")
                a.wait_for("Quit")
                rc = leave_with_q(a)
                ok, why = a.terminal_restored()
                asides = sorted(glob.glob(os.path.join(d, "*.corrupt-*")))
                check(name, rc == 0 and ok and len(asides) == len(tables), f"exit {rc}, {why}, asides {asides}")
            except Exception as e:
                check(name, False, f"{e}")
    finally:
        shutil.rmtree(d, ignore_errors=True)


# -- the arcade with bad records directories, in a terminal ------------------------------------------

def arcade_bad_data_dirs(games):
    from tmux_driver import Arcade
    d = tempfile.mkdtemp(prefix="arcade-soak-data-")
    try:
        afile = os.path.join(d, "file")
        open(afile, "w").write("x")
        corrupt = os.path.join(d, "corrupt")
        os.mkdir(corrupt)
        for g in games:
            with open(os.path.join(corrupt, g + ".json"), "w") as f:
                f.write("\x00garbage{")
        for name, data_dir in [("data dir is a file", afile), ("corrupt records files", corrupt)]:
            with Arcade(data_dir=data_dir, width=80, height=24) as a:
                try:
                    a.wait_for("Quit", timeout=10)
                    rc = leave_with_q(a)
                    ok, why = a.terminal_restored()
                    check(f"arcade with a {name}: menu shows, q exits 0", rc == 0 and ok, f"exit {rc}, {why}")
                except Exception as e:
                    check(f"arcade with a {name}: menu shows, q exits 0", False, f"{e}")
    finally:
        shutil.rmtree(d, ignore_errors=True)


# -- maze under faults -----------------------------------------------------------------------------

def maze_faults(arcade, games):
    if "maze" not in games:
        return check("maze under faults", False, "`arcade maze` is not in this build")
    if "--faults" not in L.command_help(arcade, "maze"):
        return check("maze under faults", False, "`arcade maze` has no --faults")
    scale = "0.05" if SHORT else "0.3"
    p = subprocess.run([arcade, "maze", "--headless", "--faults", "0.05", "--latency-scale", scale, "--seed", "3"],
                       capture_output=True, text=True, timeout=600)
    try:
        rep = json.loads(p.stdout)
        ok = p.returncode == 0 and rep["outcome"] == "finished" and rep["retries"] > 0 and rep["rooms"] > 0
        detail = (f"{rep['rooms']} rooms, {rep['retries']} retries, {rep['fetches']} fetches, "
                  f"ratio {rep['ratio']}, {rep['outcome']}")
    except (ValueError, KeyError):
        ok, detail = False, f"exit {p.returncode}: {p.stdout[:200]} {p.stderr[:300]}"
    check("maze headless with 5 % 504s completes", ok, detail)
    p = subprocess.run([arcade, "maze", "--headless", "--faults", "1", "--latency-scale", "0.05", "--seed", "3"],
                       capture_output=True, text=True, timeout=600)
    try:
        rep = json.loads(p.stdout)
        ok = p.returncode == 1 and rep["outcome"].startswith("error")
        detail = f"exit {p.returncode}, outcome: {rep['outcome']}"
    except (ValueError, KeyError):
        ok, detail = False, f"exit {p.returncode}: {p.stdout[:200]} {p.stderr[:300]}"
    check("maze headless with a dead server (every fetch 504) reports the error, exit 1", ok, detail)
    from tmux_driver import Arcade, Timeout
    with Arcade("maze", "--faults", "1", "--latency-scale", "0.05", "--seed", "3", width=100, height=35) as a:
        try:
            a.wait_for("Press g to generate a maze.", timeout=10)
            a.send("g")
            failed = ("error", "gave up", "failed", "504")
            try:
                screen = a.wait_until(lambda screen: any(w in screen.lower() for w in failed), "an error", 20)
            except Timeout as e:
                screen = str(e)
            shown = any(w in screen.lower() for w in failed)
            a.send("g")  # try again: the scene must accept a new run
            try:
                a.wait_until(lambda screen: "loading" in screen or os.path.exists(a.rc_file), "a new run", 10)
            except Timeout:
                pass
            alive = not os.path.exists(a.rc_file)
            rc = leave_with_q(a)
            ok, why = a.terminal_restored()
            check("maze in a terminal with a dead server shows the error, retries, q exits 0",
                  shown and alive and rc == 0 and ok,
                  f"error shown={shown}, alive after retry={alive}, exit {rc}, {why}"
                  + ("" if shown else f"; screen:\n{screen}"))
        except Exception as e:
            check("maze in a terminal with a dead server", False, f"{e}")


# -- bad command lines -------------------------------------------------------------------------------

def bad_command_lines(games):
    cases = [
        ("unknown subcommand", ["nosuchgame"]),
        ("unknown option", ["--bogus"]),
        ("--seed not a number", ["--seed", "abc"]),
        ("--seed negative", ["--seed=-1"]),
        ("--seed beyond UInt64", ["--seed", "99999999999999999999999"]),
        ("--seed fraction", ["--seed", "1.5"]),
        ("--seed empty", ["--seed", ""]),
        ("--seed without a value", ["--seed"]),
        ("--data-dir without a value", ["--data-dir"]),
        ("stray argument", ["play", "now"]),
    ]
    for g in games:
        # Every game the arcade has (its subcommands) has bad command lines in its own file.
        own = getattr(L.game_file(g), "SOAK_BAD_COMMAND_LINES", None)
        if not own:
            check(f"bad command lines of {g}", False,
                  f"no SOAK_BAD_COMMAND_LINES in Tests/e2e/test_{g}.py: add its bad options (exit 2, one line)")
        cases += own or []
    multi = []
    for name, args in cases:
        try:
            p = subprocess.run([ARCADE, *args], stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=20)
        except subprocess.TimeoutExpired:
            check(f"bad command line: {name}", False, "hung")
            continue
        err = p.stderr.strip()
        lines = err.splitlines()
        ok = p.returncode == 2 and bool(err) and not p.stdout and not trapped(p.returncode) \
            and "Fatal error" not in err and "Crash" not in err
        if ok and len(lines) > 1:
            multi.append(name)
        check(f"bad command line: {name} → exit 2", ok,
              f"exit {p.returncode}, stderr: {lines[0] if lines else '(none)'}" + ("" if ok else f" …{err[-300:]}"))
    check(f"bad command lines: each error is one line on stderr ({len(cases)} kinds)", not multi,
          f"{len(multi)} of {len(cases)} print more than one line (ArgumentParser's usage lines follow the "
          f"error), e.g. {multi[:3]}" if multi else "")
    # Not a terminal / unknown TERM.
    p = subprocess.run([ARCADE], stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=20)
    check("not a terminal → exit 2, one line", p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1,
          f"exit {p.returncode}: {p.stderr.strip()[:200]}")
    from tmux_driver import Arcade
    with Arcade(term="no-such-terminal") as a:
        try:
            rc = a.wait_exit(timeout=10)
            joined = a.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "a").stdout  # -J: unwrap long lines
            out = [l for l in joined.splitlines() if l.strip()]
            check("unknown TERM → exit 2, a one-line error", rc == 2 and len(out) == 1, f"exit {rc}: {out[:3]}")
        except Exception as e:
            check("unknown TERM → exit 2", False, str(e))


def hostile_deck_name(games):
    """A deck whose name is an OSC title change and a clear-screen, with 0 cards: the error names
    it with its control characters escaped, on one line, exit 2."""
    if "memory" not in games:
        return check("hostile deck name", False, "`arcade memory` is not in this build")
    d = tempfile.mkdtemp(prefix="arcade-soak-deck-")
    try:
        path = os.path.join(d, "deck.json")
        with open(path, "w") as f:
            json.dump({"name": "\u001b]0;PWNED\u0007\u001b[2J\u009b2J\u202e", "cards": []}, f)
        p = subprocess.run([ARCADE, "memory", "--deck", path], stdin=subprocess.DEVNULL, capture_output=True,
                           timeout=20)
        err = p.stderr.decode(errors="replace")
        raw = [c for c in err if (ord(c) < 32 and c != "\n") or 0x7F <= ord(c) <= 0x9F or c == "\u202e"]
        ok = p.returncode == 2 and not raw and err.count("\n") == 1 and "PWNED" in err
        check("hostile deck name → escaped one-line error, exit 2", ok,
              f"exit {p.returncode}: {err.strip()[:160]}" + (f"; raw controls {raw!r}" if raw else ""))
    finally:
        shutil.rmtree(d, ignore_errors=True)


# -- form inputs (the FizzBuzz settings form, in a terminal) -----------------------------------------------

FIELDS = ["First number", "Second number", "Limit", "First word", "Second word"]


def form_inputs(games, arcade):
    if "fizzbuzz" not in games:
        return check("form inputs", False, "`arcade fizzbuzz` is not in this build")
    from tmux_driver import Arcade, Timeout
    # (field index, typed text): fields are first number, second number, limit, first word, second word.
    bad = [(0, "abc"), (0, "0"), (0, "-3"), (1, "99999999999999999999"), (1, "1.5"), (2, "0"), (2, " "),
           (3, "x" * 40), (4, "👨‍👩‍👧"), (3, "")]
    if SHORT:
        bad = bad[:5]
    args = ["fizzbuzz", "--int1", "3", "--int2", "5", "--limit", "100", "--str1", "Fizz", "--str2", "Buzz"]
    for field, text in bad:
        name = f"form input: field {field + 1} = {text[:12]!r}"
        with Arcade(*args, width=100, height=35) as a:
            try:
                a.wait_for("Ready", timeout=10)
                for _ in range(field):
                    a.send("Tab")
                a.send(*(["BSpace"] * 25))
                if text:
                    a.tmux("send-keys", "-t", "a", "-l", "--", text)
                title = FIELDS[field]

                def marked(screen):
                    """The field's line shows the typed text (its last characters) and an error."""
                    line = next((l for l in screen.splitlines() if title in l), "")
                    return ("✗" in line or "must" in line) and text.strip()[-6:] in line

                try:
                    screen = a.wait_until(marked, f"an error mark on {title}", 5)
                except Timeout:
                    screen = a.screen()  # read what is there (the check below says if it is wrong)
                marks = [l for l in screen.splitlines() if "✗" in l or "must" in l]
                a.send("C-g")
                # Go answers at once: the game starts, or the first wrong field is named.
                after = a.wait_until(lambda screen: "Get ready" in screen or f"{title} must" in screen
                                     or f"{title} is" in screen or os.path.exists(a.rc_file), "Go answered")
                stayed = "Get ready" not in after and not os.path.exists(a.rc_file)
                rc = leave_with_q(a)
                check(name + " → an error on its line, Go refused", bool(marks) and stayed and rc == 0,
                      (marks[0].strip()[:120] if marks else f"no error shown:\n{screen}") + f"; exit {rc}")
            except Exception as e:
                check(name, False, str(e))


def form_paste(games):
    """An 8 KB paste into a FizzBuzz word field: the field stops at its limit, the arcade stays
    responsive (Ctrl-C right after the paste exits 130 within 3 s, 15 s for a debug build) and the
    terminal is restored."""
    if "fizzbuzz" not in games:
        return check("form paste", False, "`arcade fizzbuzz` is not in this build")
    from tmux_driver import Arcade

    with Arcade("fizzbuzz", "--int1", "3", "--int2", "5", "--limit", "100", "--str1", "Fizz",
                "--str2", "Buzz") as a:
        try:
            a.wait_for("First word", timeout=10)
            a.send("Down", "Down", "Down", "C-u")
            a.type("x" * 8192)
            screen = a.wait_for("First word is full", timeout=60)
            full = "(now 32)" in screen
            start = time.monotonic()
            a.send("C-c")
            rc = a.wait_exit(timeout=30)
            waited = time.monotonic() - start
            restored, why = a.terminal_restored()
            # The loop draws a frame per key, so Ctrl-C waits for the keys before it: linear,
            # ~1.5 s in a release build (debug is ~5x slower); quadratic took minutes.
            limit = 15.0 if "/debug/" in ARCADE else 3.0
            check("form paste: 8 KB into a word field stops at its limit, Ctrl-C exits 130 promptly",
                  full and rc == 130 and waited < limit and restored,
                  f"field full: {full}, exit {rc} after {waited:.2f} s, "
                  f"terminal {'restored' if restored else why}")
        except Exception as e:
            check("form paste: 8 KB into a word field", False, str(e))


def main():
    global SHORT, ARCADE
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--short", action="store_true")
    ap.add_argument("--only", default="")
    ap.add_argument("--seed", type=int, default=1)  # fixed: `make test` is reproducible
    opts = ap.parse_args()
    SHORT = opts.short
    only = set(filter(None, opts.only.split(",")))
    ARCADE, tools = L.setup_binaries("release" if not SHORT else "debug")
    if not os.path.exists(ARCADE):
        print(f"soak: {ARCADE} not found: build first (`swift build`)", file=sys.stderr)
        return 2
    games = L.subcommands(ARCADE)
    start = time.monotonic()
    print(f"soak{' --short' if SHORT else ''}: {ARCADE}, games: {', '.join(games) or 'none'}, seed {opts.seed}",
          flush=True)

    def want(x):
        return not only or x in only

    if want("keyfuzz"):
        key_fuzz(tools, opts.seed, 20_000 if SHORT else 1_000_000)
    if want("terminal"):
        sigquit_restores_the_terminal()
        help_over_small_screens(games)
        terminal_fuzz(games, 3 if SHORT else 60, opts.seed)
        viewer_fuzz(2 if SHORT else 20, opts.seed)
    if want("records"):
        records(tools)
        records_left_alone(tools)
        arcade_bad_data_dirs(games)
        arcade_extreme_records(games)
    if want("maze"):
        maze_faults(ARCADE, games)
    if want("badinput"):
        bad_command_lines(games)
        hostile_deck_name(games)
    if want("replays"):
        passed, failed = replay_fuzz.run(ARCADE, 60 if SHORT else 1000, opts.seed, report=lambda line: None)
        check("replay fuzz: mutated golden replays through --check, each under "
              f"{replay_fuzz.MEMORY_LIMIT_MB} MB and {replay_fuzz.TIME_LIMIT_S} s",
              not failed, f"{passed} passed, {len(failed)} failed" + ("; " + "; ".join(failed[:3]) if failed else ""))
    if want("shared"):
        passed, failed = shared_fuzz.run(ARCADE, 40 if SHORT else 600, opts.seed, report=lambda line: None,
                                         screen_every=10 if SHORT else 25)
        check("shared fuzz: mutated and hand-made shared attempts of other uids through scores, --json and "
              f"the Leaderboard screen, each under {shared_fuzz.MEMORY_LIMIT_MB} MB and {shared_fuzz.TIME_LIMIT_S} s",
              not failed, f"{passed} passed, {len(failed)} failed" + ("; " + "; ".join(failed[:3]) if failed else ""))
    if want("forms"):
        form_inputs(games, ARCADE)
    if want("forms") or want("paste"):
        form_paste(games)
    print(f"soak: {time.monotonic() - start:.0f} s")
    if FAILED:
        print("failed: " + "; ".join(FAILED))
    print(f"{len(PASSED)} passed, {len(FAILED)} failed")
    return 1 if FAILED else 0


if __name__ == "__main__":
    sys.exit(main())
