"""A replay is input from anyone: its header runs nothing but a game session, its sizes, times
and counts are bounded, what it prints is escaped, and `--cast`/`--record` never clobber, follow
a link or block on a FIFO. Each test is a reproduction from the reliability test of 2026-11-24."""
import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time

from tmux_driver import BINARY, Arcade

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOLDEN = os.path.join(ROOT, "Tests", "Replays", "zombies-win.jsonl")
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import replay_fuzz  # noqa: E402


class Scratch:
    def __enter__(self):
        self.dir = tempfile.mkdtemp(prefix="replay-untrusted-")
        with open(GOLDEN) as f:
            self.lines = f.read().splitlines()
        self.header = json.loads(self.lines[0])
        return self

    def __exit__(self, *exc):
        shutil.rmtree(self.dir, ignore_errors=True)

    def path(self, name):
        return os.path.join(self.dir, name)

    def replay(self, name, header=None, insert=None, lines=None):
        """A copy of the golden replay with header fields changed or event lines inserted."""
        head = dict(self.header, **(header or {}))
        body = lines if lines is not None else self.lines[1:]
        if insert:
            body = insert + body
        path = self.path(name)
        with open(path, "w") as f:
            f.write("\n".join([json.dumps(head)] + body) + "\n")
        return path

    def at(self, offset):
        return self.header["t0"] + offset

    def events(self, count, line, game_time=False):
        """`count` event lines a millisecond apart (`line` takes t, and g with `game_time`),
        then the end line."""
        out, t = [], self.at(0)
        for _ in range(count):
            t += 0.001
            out.append(line % ((t, t - self.at(0)) if game_time else t))
        return out + ['{"e":"end","t":%.3f,"events":%d}' % (t, count)]


def arcade(*args, env=None, timeout=60):
    environment = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    environment.update(env or {})
    return subprocess.run([BINARY, *args], capture_output=True, text=True, env=environment, timeout=timeout)


def test_a_header_that_asks_for_print_or_headless_runs_nothing_and_is_refused_in_one_line():
    with Scratch() as s:
        for args, word in ((["fizzbuzz", "--print", "--limit", "100000000"], "--print"),
                           (["maze", "--headless", "--seed", "1", "--size", "2001x2001"], "--headless"),
                           (["--help"], "--help"), (["help", "zombies"], "'help'"),
                           (["--generate-completion-script", "bash"], "--generate-completion-script"),
                           (["--experimental-dump-help"], "--experimental-dump-help"),
                           (["replay", "x.jsonl"], "'replay'")):
            path = s.replay("args.jsonl", header={"args": args})
            start = time.monotonic()
            result = arcade("replay", path, "--check", timeout=20)
            assert result.returncode == 2, (args, result.stdout[:200], result.stderr)
            assert result.stdout == "", (args, result.stdout[:200])
            assert result.stderr.count("\n") == 1 and "not a game session" in result.stderr, result.stderr
            assert word in result.stderr, result.stderr
            assert time.monotonic() - start < 5, args
        # With --cast the refusal leaves no temporary file beside the cast.
        result = arcade("replay", path, "--cast", s.path("out.cast"))
        assert result.returncode == 2 and not [n for n in os.listdir(s.dir) if "out.cast" in n], os.listdir(s.dir)


def test_a_resize_beyond_the_largest_terminal_is_refused_not_allocated():
    with Scratch() as s:
        for size in (100000, 2**63 - 1, 20000):
            path = s.replay("big.jsonl", insert=[json.dumps({"e": "resize", "t": s.at(0.01), "g": 0.01,
                                                              "w": size, "h": size})])
            for mode in (["--check"], ["--cast", s.path("out.cast")]):
                result = arcade("replay", path, *mode, timeout=20)
                assert result.returncode == 2, (size, mode, result.stderr)
                assert "big.jsonl:2: corrupt line (a resize beyond 1000×500" in result.stderr, result.stderr
                assert not os.path.exists(s.path("out.cast"))


def test_event_times_past_the_bound_are_refused_before_playing():
    with Scratch() as s:
        body = [json.loads(line) for line in s.lines[1:]]
        for event in body[-3:]:
            if "t" in event:
                event["t"] = event["t"] + 1e18
        path = s.replay("late.jsonl", lines=[json.dumps(e) for e in body])
        result = arcade("replay", path, "--check")
        assert result.returncode == 2, result.stderr
        assert "time more than 30 days after the start" in result.stderr, result.stderr
        # Played interactively it is refused before the terminal is taken (no status clock trap).
        with Arcade("replay", path) as a:
            assert a.wait_exit(timeout=20) == 2
            a.assert_restored()


def test_check_streams_its_events_and_stays_under_64_MB_for_300_000_events():
    with Scratch() as s:
        path = s.replay("many.jsonl", lines=s.events(300_000, '{"e":"suspend","t":%.3f}'))
        # replay_fuzz.check_one measures the peak RSS from a small parent, and stops at 20 s.
        problem = replay_fuzz.check_one(BINARY, path, s.dir)
        assert problem is None, problem


def test_cast_never_clobbers_follows_links_blocks_on_fifos_or_overwrites_its_input():
    with Scratch() as s:
        replay_path = s.replay("game.jsonl")
        precious = s.path("existing.txt")
        with open(precious, "w") as f:
            f.write("precious data")
        result = arcade("replay", replay_path, "--cast", precious)
        assert result.returncode == 2 and "already exists (add --force" in result.stderr, result.stderr
        assert open(precious).read() == "precious data"

        result = arcade("replay", replay_path, "--cast", replay_path, "--force")
        assert result.returncode == 2 and "is the replay being read" in result.stderr, result.stderr
        assert arcade("replay", replay_path, "--check").returncode == 0

        target = s.path("target.txt")
        with open(target, "w") as f:
            f.write("target")
        os.symlink(target, s.path("link.cast"))
        os.symlink(s.path("created-through-link.cast"), s.path("dangling.cast"))
        for link in ("link.cast", "dangling.cast"):
            result = arcade("replay", replay_path, "--cast", s.path(link), "--force")
            assert result.returncode == 2 and "symbolic link" in result.stderr, result.stderr
        assert open(target).read() == "target"
        assert not os.path.exists(s.path("created-through-link.cast"))

        os.mkfifo(s.path("fifo.cast"))
        result = arcade("replay", replay_path, "--cast", s.path("fifo.cast"), timeout=10)
        assert result.returncode == 2 and "is a FIFO" in result.stderr, result.stderr

        # An unwritable place is known before anything is rendered.
        result = arcade("replay", replay_path, "--cast", s.path("no/such/dir.cast"))
        assert result.returncode == 2 and "its directory does not exist" in result.stderr, result.stderr

        # --force replaces a regular file, through a temporary file renamed into place.
        result = arcade("replay", replay_path, "--cast", precious, "--force")
        assert result.returncode == 0, result.stderr
        assert open(precious).read().startswith('{"env"')
        assert [n for n in os.listdir(s.dir) if ".arcade-" in n] == []


def test_record_refuses_an_existing_file_a_link_and_a_fifo_before_the_terminal_starts():
    with Scratch() as s:
        existing = s.path("old.jsonl")
        with open(existing, "w") as f:
            f.write("keep me")
        os.mkfifo(s.path("fifo.jsonl"))
        os.symlink(s.path("elsewhere.jsonl"), s.path("link.jsonl"))
        for name, why in (("old.jsonl", "already exists (add --force"), ("fifo.jsonl", "is a FIFO"),
                          ("link.jsonl", "symbolic link")):
            result = arcade("--record", s.path(name), "zombies", timeout=10)
            assert result.returncode == 2 and why in result.stderr, (name, result.stderr)
        assert open(existing).read() == "keep me"
        assert not os.path.exists(s.path("elsewhere.jsonl"))
        # Refused later (no terminal here): no temporary file is left beside the target.
        result = arcade("--record", s.path("new.jsonl"), "zombies", timeout=10)
        assert result.returncode == 2 and "must be a terminal" in result.stderr, result.stderr
        assert [n for n in os.listdir(s.dir) if "new.jsonl" in n] == [], os.listdir(s.dir)


def test_record_with_force_replaces_the_file_when_the_session_ends():
    with Scratch() as s:
        target = s.path("session.jsonl")
        with open(target, "w") as f:
            f.write("old")
        with Arcade("--data-dir", s.dir, "--seed", "3", "--record", target, "--force", "zombies") as a:
            a.wait_for("classic")
            a.send("Escape")
            a.wait_for("Quit")
            a.type("q")
            assert a.wait_exit() == 0
        assert arcade("replay", target, "--check").returncode == 0
        assert [n for n in os.listdir(s.dir) if ".arcade-" in n] == []


def test_check_prints_paths_and_keys_from_the_file_escaped():
    with Scratch() as s:
        evil = s.replay("x\x1b]0;PWNED\x07\x1b[2Jevil.jsonl")
        result = subprocess.run([BINARY, "replay", evil, "--check"], capture_output=True, env=dict(os.environ))
        assert result.returncode == 0
        assert b"\x1b" not in result.stdout and b"\x07" not in result.stdout, result.stdout
        assert b"\\u{1B}]0;PWNED" in result.stdout, result.stdout
        # Before the golden's first key, however soon after the start it was recorded.
        first = json.loads(s.lines[1])
        key = json.dumps({"e": "key", "t": (s.header["t0"] + first["t"]) / 2, "g": first["g"] / 2, "k": "c:\x1b",
                          "s": "0000000000000000"})
        path = s.replay("esckey.jsonl", insert=[key])
        result = subprocess.run([BINARY, "replay", path, "--check"], capture_output=True, env=dict(os.environ))
        assert result.returncode == 1
        assert b"\x1b" not in result.stdout and b"c:\\u{1B}" in result.stdout, result.stdout


def test_a_long_header_field_is_refused_in_one_short_line():
    with Scratch() as s:
        path = s.replay("long.jsonl", header={"arcade": "a" * 200_000})
        result = arcade("replay", path, "--check")
        assert result.returncode == 2 and len(result.stderr) < 300, result.stderr[:300]
        assert '"arcade" longer than 64 bytes' in result.stderr


def test_sigterm_or_sigint_during_a_check_leaves_no_directory_in_tmpdir():
    with Scratch() as s:
        # A long session that matches to its end: the menu resized to its own size, again and again.
        line = '{"e":"resize","t":%.3f,"g":%.3f,"w":80,"h":24}'
        path = s.replay("long.jsonl", header={"args": []}, lines=s.events(20_000, line, game_time=True))
        tmp = s.path("tmp")
        for sig in (signal.SIGTERM, signal.SIGINT):
            os.makedirs(tmp, exist_ok=True)
            process = subprocess.Popen([BINARY, "replay", path, "--check"], stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, env=dict(os.environ, TMPDIR=tmp))
            deadline = time.monotonic() + 20
            while not [n for n in os.listdir(tmp) if n.startswith("arcade-replay-")]:
                assert time.monotonic() < deadline and process.poll() is None, "no replay directory made"
                time.sleep(0.01)
            process.send_signal(sig)
            process.communicate(timeout=20)
            assert process.returncode == 128 + sig, process.returncode
            assert os.listdir(tmp) == [], os.listdir(tmp)


def test_the_crash_line_never_prints_a_tmpdir_with_control_characters():
    with Scratch() as s:
        hostile = s.path("d\x1b]0;PWNED\x07x")
        os.makedirs(hostile)
        with Arcade("--data-dir", s.dir, env={"ARCADE_TEST_TRAP_KEY": "%", "TMPDIR": hostile}) as a:
            a.wait_for("Quit")
            a.type("%")
            a.wait_exit(timeout=60)
            out = a.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "a").stdout
            assert "the session's replay: /tmp/arcade-crash-" in out, out
            assert "PWNED" not in out, out
        for name in os.listdir("/tmp"):
            if name.startswith("arcade-crash-"):
                path = os.path.join("/tmp", name)
                if stat.S_ISREG(os.lstat(path).st_mode) and time.time() - os.path.getmtime(path) < 120:
                    os.unlink(path)
