"""The shared daily leaderboard as real, distinct users: two uids (no accounts added to the
host: setpriv switches the process's uid and gid) join, play today's Zombies daily in tmux and
both appear verified on one board; copies, forgeries and hostile files are ignored or marked
with a one-line reason; a shared directory that cannot be used (missing, without the sticky
bit, another user's, unwritable, full, on a read-only file system: tmpfs mounts) is said in one
line while the game plays on. CI runs as root; without root (or setpriv) these tests fail and say why."""
import datetime
import json
import os
import random
import shutil
import stat
import subprocess
import tempfile
import time

from tmux_driver import BINARY, Arcade

PLAYERS = (41001, 41002)


def today():
    return datetime.datetime.now(datetime.timezone.utc).date().isoformat()


def require_user_switching():
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        raise AssertionError(
            "the leaderboard tests run the arcade as other users: they need root and setpriv "
            "(util-linux); run them as root, as CI does")


class User:
    """A uid with a home and a data directory of its own (nothing added to /etc/passwd)."""

    def __init__(self, uid, shared):
        self.uid = uid
        self.shared = shared
        self.home = tempfile.mkdtemp(prefix=f"arcade-user-{uid}-")
        self.data = os.path.join(self.home, "data")
        os.mkdir(self.data)
        for path in (self.home, self.data):
            os.chown(path, uid, uid)
            os.chmod(path, 0o755)

    @property
    def prefix(self):
        return ["setpriv", f"--reuid={self.uid}", f"--regid={self.uid}", "--clear-groups"]

    @property
    def env(self):
        return {"HOME": self.home, "ARCADE_SHARED_DIR": self.shared}

    def run(self, *args):
        environment = {**os.environ, **self.env, "ARCADE_DATA_DIR": self.data}
        return subprocess.run([*self.prefix, BINARY, *args], capture_output=True, text=True, timeout=60,
                              env=environment)

    def play_zombies_daily(self, seed):
        """Plays today's Zombies daily with random moves until the counted game ends."""
        daily = os.path.join(self.data, "daily.json")
        with Arcade("zombies", "--daily", env=self.env, data_dir=self.data, prefix=self.prefix) as a:
            play_until_finished(a, daily, seed)
            a.wait_until(lambda _: os.path.exists(self.shared_file("zombies")), "the shared file")
            a.send("Escape")
            a.wait_for("Quit")
            a.send("q")
            assert a.wait_exit() == 0

    def shared_file(self, game):
        return os.path.join(self.shared, f"{today()}-{game}-{self.uid}.arcade")

    def close(self):
        shutil.rmtree(self.home, ignore_errors=True)


def play_until_finished(a, daily, seed):
    """Random moves (Enter closes a round's message) until the counted Zombies game ended."""
    a.wait_for("daily " + today())
    moves = random.Random(seed)
    deadline = time.monotonic() + 60
    while not finished(daily, "zombies"):
        assert time.monotonic() < deadline, a.screen()
        a.send(moves.choice(["Up", "Down", "Left", "Right", "Enter"]))
        time.sleep(0.02)


def finished(daily, game):
    try:
        with open(daily) as f:
            result = json.load(f)["data"]["days"][today()][game]
        return not result["abandoned"]
    except (OSError, KeyError, ValueError):
        return False


class Machine:
    """A shared directory (mode 1777, like /tmp) and the players."""

    def __init__(self):
        require_user_switching()
        self.root = tempfile.mkdtemp(prefix="arcade-shared-")
        os.chmod(self.root, 0o755)
        self.shared = os.path.join(self.root, "daily")
        os.mkdir(self.shared)
        os.chmod(self.shared, 0o1777)
        self.users = [User(uid, self.shared) for uid in PLAYERS]
        self.reader_data = tempfile.mkdtemp(prefix="arcade-reader-")

    def scores(self, *args):
        environment = {**os.environ, "ARCADE_SHARED_DIR": self.shared, "ARCADE_DATA_DIR": self.reader_data}
        return subprocess.run([BINARY, "scores", *args], capture_output=True, text=True, timeout=120,
                              env=environment)

    def board(self, game="zombies"):
        out = self.scores("--json", "--game", game)
        assert out.returncode == 0, out
        return json.loads(out.stdout)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        for user in self.users:
            user.close()
        shutil.rmtree(self.root, ignore_errors=True)
        shutil.rmtree(self.reader_data, ignore_errors=True)


def rows_by_uid(board, game="zombies"):
    return {row["uid"]: row for row in board["games"][game]}


def test_nothing_is_shared_before_joining():
    with Machine() as m:
        alice = m.users[0]
        out = alice.run("scores")
        assert out.returncode == 0, out
        assert "You do not share yours" in out.stdout, out.stdout
        with Arcade("zombies", "--daily", env=alice.env, data_dir=alice.data, prefix=alice.prefix) as a:
            play_until_finished(a, os.path.join(alice.data, "daily.json"), seed=3)
            a.send("Escape")
            a.wait_for("Quit")
            a.send("q")
            assert a.wait_exit() == 0
        assert os.listdir(m.shared) == [], os.listdir(m.shared)


def test_two_users_play_the_daily_and_both_are_verified_on_one_board():
    with Machine() as m:
        for number, user in enumerate(m.users):
            out = user.run("scores", "--join")
            assert out.returncode == 0 and "You share" in out.stdout, out
            user.play_zombies_daily(seed=number + 7)
            info = os.lstat(user.shared_file("zombies"))
            assert info.st_uid == user.uid and stat.S_IMODE(info.st_mode) == 0o644, info
        board = m.board()
        rows = rows_by_uid(board)
        assert set(rows) == set(PLAYERS), board
        for uid in PLAYERS:
            assert rows[uid]["verified"] is True, rows[uid]
            assert rows[uid]["player"] == f"uid {uid}", rows[uid]  # no passwd entry: the uid
        # A shared replay names no path of the sharer's machine.
        with open(m.users[0].shared_file("zombies"), "rb") as f:
            text = f.read().decode()
        assert m.users[0].home not in text and m.users[0].data not in text
        # It is a replay like any other: `arcade replay --check` plays it.
        check = subprocess.run([BINARY, "replay", "--check", m.users[0].shared_file("zombies")],
                               capture_output=True, text=True, timeout=60)
        assert check.returncode == 0, check
        # The player sees the board in the daily list, their own row highlighted.
        alice = m.users[0]
        with Arcade("daily", env=alice.env, data_dir=alice.data, prefix=alice.prefix) as a:
            a.wait_for("Leaderboard")
            a.send("5")
            a.wait_for("You share your counted dailies")
            a.wait_for("uid 41002")
            screen = a.screen()
            assert "uid 41001" in screen and screen.count("✓") >= 2, screen
            a.send("q")
            a.wait_for("Daily challenge")
            a.send("q")
            a.wait_for("Quit")
            a.send("q")
            assert a.wait_exit() == 0
        # The second opening reads the verdicts from the reader's cache.
        assert os.path.exists(os.path.join(m.reader_data, "leaderboard-cache.json"))

        # Copied, forged and re-dated replays are not believed, each with its reason.
        alice_file, bob = m.users[0].shared_file("zombies"), m.users[1]
        with open(alice_file, "rb") as f:
            original = f.read()
        write_as(bob, bob.shared_file("zombies"), original)
        assert "another user" in rows_by_uid(m.board())[bob.uid]["reason"]
        header, rest = original.split(b"\n", 1)
        claim = json.loads(header)["shared"]["result"]
        # The copy with its uid edited replays to the same result: the same play, shared later.
        edited = json.loads(header)
        edited["uid"] = bob.uid
        write_as(bob, bob.shared_file("zombies"), json.dumps(edited).encode() + b"\n" + rest)
        rows = rows_by_uid(m.board())
        assert not rows[bob.uid]["verified"], rows
        assert rows[bob.uid]["reason"] == "the same play as uid 41001's, shared earlier", rows
        assert rows[m.users[0].uid]["verified"], rows
        forged = json.loads(header)
        forged["uid"] = bob.uid
        forged["shared"]["result"]["summary"] = "won, 3 lives left"
        forged["shared"]["result"]["score"] = 3
        write_as(bob, bob.shared_file("zombies"), json.dumps(forged).encode() + b"\n" + rest)
        row = rows_by_uid(m.board())[bob.uid]
        assert not row["verified"] and "instead" in row["reason"], (row, claim)
        redated = json.loads(header)
        redated["uid"] = bob.uid
        redated["args"] = [a if a != today() else "2026-01-05" for a in redated["args"]]
        write_as(bob, bob.shared_file("zombies"), json.dumps(redated).encode() + b"\n" + rest)
        row = rows_by_uid(m.board())[bob.uid]
        assert not row["verified"], row

        # Leaving deletes only the leaver's files.
        out = bob.run("scores", "--leave")
        assert out.returncode == 0 and "1 shared result deleted" in out.stdout, out
        assert not os.path.exists(bob.shared_file("zombies"))
        assert os.path.exists(alice_file)


def write_as(user, path, data):
    """Writes a file owned by `user` (as the user, so the sticky directory's rules apply)."""
    staging = os.path.join(user.home, "staging")
    with open(staging, "wb") as f:
        f.write(data)
    os.chown(staging, user.uid, user.uid)
    out = subprocess.run([*user.prefix, "cp", staging, path], capture_output=True, text=True)
    assert out.returncode == 0, out


def test_hostile_files_are_ignored_or_marked_in_one_line_and_never_followed():
    with Machine() as m:
        alice, bob = m.users
        day = today()
        # A file of another uid's name, links, a FIFO, a directory, a sparse 1 GB file.
        write_as(bob, os.path.join(m.shared, f"{day}-zombies-{alice.uid}.arcade"), b"{}\n")
        os.symlink("/etc/shadow", os.path.join(m.shared, f"{day}-memory-0.arcade"))
        os.mkfifo(os.path.join(m.shared, f"{day}-fizzbuzz-0.arcade"))
        os.mkdir(os.path.join(m.shared, f"{day}-zombies-0.arcade"))
        with open(os.path.join(m.shared, f"{day}-memory-{bob.uid}.arcade"), "wb") as f:
            f.truncate(1 << 30)
        os.chown(os.path.join(m.shared, f"{day}-memory-{bob.uid}.arcade"), bob.uid, bob.uid)
        # Escape sequences and invalid UTF-8 in the claim; another version; a replay that
        # does not end within the events a check may play.
        header = {"arcadeReplay": 1, "arcade": "arcade 0.1.0", "seed": 1, "args": ["zombies", "--daily", "--date", day],
                  "ascii": False, "monochrome": False, "width": 80, "height": 24, "start": time.time(), "t0": 1,
                  "records": {}, "uid": alice.uid,
                  "shared": {"game": "fizzbuzz", "date": day,
                             "result": {"summary": "\u001b]0;owned\u0007\u001b[31mred", "won": True,
                                        "finishedAt": 1, "abandoned": False}}}
        hostile = json.dumps(header).encode().replace(b"red", b"red\xff\xfe")
        write_as(alice, alice.shared_file("fizzbuzz"), hostile + b'\n{"e":"end","events":0}\n')
        endless = b"".join(b'{"e":"timer","g":0,"t":1}\n' for _ in range(210_000))
        header["shared"]["game"] = "memory"
        write_as(alice, alice.shared_file("memory"),
                 json.dumps(header).encode() + b"\n" + endless + b'{"e":"end","events":210000}\n')
        header["arcade"] = "arcade 9.9.9"
        header["shared"]["game"] = "memory"
        header["uid"] = bob.uid
        write_as(bob, os.path.join(m.shared, f"{day}-zombies-{bob.uid}.arcade"),
                 json.dumps({**header, "shared": {**header["shared"], "game": "zombies"}}).encode()
                 + b'\n{"e":"end","events":0}\n')
        start = time.monotonic()
        out = m.scores()
        took = time.monotonic() - start
        assert out.returncode == 0, out
        assert "\x1b" not in out.stdout and "\x07" not in out.stdout, repr(out.stdout)
        assert took < 30, took
        text = out.stdout
        assert f"{day}-zombies-{alice.uid}.arcade: named for uid {alice.uid} but owned by uid {bob.uid}" in text, text
        assert f"{day}-memory-0.arcade: a symbolic link" in text, text
        assert f"{day}-fizzbuzz-0.arcade: a FIFO" in text, text
        assert f"{day}-zombies-0.arcade: a directory" in text, text
        assert f"{day}-memory-{bob.uid}.arcade: larger than 8 MB" in text, text
        assert "recorded by arcade 9.9.9" in text, text
        assert "longer than 200000 events" in text, text
        fizzbuzz = text.split("FizzBuzz")[1]
        assert "unverified: not a replay" in fizzbuzz, text  # invalid UTF-8: not JSON
        # The board opens in the game too, while these are read.
        with Arcade("daily", env=alice.env, data_dir=alice.data, prefix=alice.prefix) as a:
            a.wait_for("Leaderboard")
            a.send("5")
            a.wait_for("You do not share your dailies")
            a.send("q")
            a.send("q")
            a.wait_for("Quit")
            a.send("q")
            assert a.wait_exit() == 0


def test_a_shared_directory_that_cannot_be_used_is_one_line_and_the_game_plays_on():
    require_user_switching()
    base = tempfile.mkdtemp(prefix="arcade-shared-bad-")
    os.chmod(base, 0o755)
    try:
        missing = os.path.join(base, "missing")
        plain = os.path.join(base, "plain")  # world-writable, no sticky bit
        os.mkdir(plain)
        os.chmod(plain, 0o777)
        foreign = os.path.join(base, "foreign")  # sticky, but another user's
        os.mkdir(foreign)
        os.chmod(foreign, 0o1777)
        os.chown(foreign, PLAYERS[1], PLAYERS[1])
        locked = os.path.join(base, "locked")  # sticky, root's, not writable by others
        os.mkdir(locked)
        os.chmod(locked, 0o1755)
        for directory, words in [(missing, "No shared directory"), (plain, "lacks the sticky bit"),
                                 (foreign, "belongs to uid 41002")]:
            user = User(PLAYERS[0], directory)
            try:
                out = user.run("scores")
                assert out.returncode == 1, out
                lines = out.stderr.strip().splitlines()
                assert len(lines) == 1 and words in lines[0], out.stderr
                out = user.run("scores", "--join")
                assert out.returncode == 1 and words in out.stdout, out
            finally:
                user.close()
        # Joined, then the directory refuses the file: the game plays on, the result is kept
        # in the player's own records, and the board says why in one line.
        share_refused(locked, "permission denied", seed=5)
        assert os.listdir(locked) == []
    finally:
        shutil.rmtree(base, ignore_errors=True)


def share_refused(directory, words, seed=11):
    """A joined player's counted daily cannot be written to `directory`: the game plays on,
    the result is kept in the player's records, and the leaderboard says why in one line."""
    user = User(PLAYERS[0], directory)
    try:
        out = user.run("scores", "--join")
        assert out.returncode == 0, out
        daily = os.path.join(user.data, "daily.json")
        with Arcade("daily", env=user.env, data_dir=user.data, prefix=user.prefix) as a:
            a.wait_for("Daily challenge")
            a.send("1")
            play_until_finished(a, daily, seed=seed)
            a.send("Escape")
            a.wait_for("Daily challenge")
            a.send("5")
            a.wait_for("Not shared:")
            line = next(l for l in a.screen().splitlines() if "Not shared:" in l)
            assert words in line.lower(), line
            a.send("q")
            a.send("q")
            a.wait_for("Quit")
            a.send("q")
            assert a.wait_exit() == 0
        assert finished(daily, "zombies")
    finally:
        user.close()


def mounted_tmpfs(options):
    """A tmpfs at a fresh directory (root only: CI runs as root); its path, to unmount."""
    path = tempfile.mkdtemp(prefix="arcade-shared-fs-")
    out = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", path], capture_output=True, text=True)
    assert out.returncode == 0, f"mounting a tmpfs needs root: {out.stderr}"
    return path


def test_a_full_or_read_only_shared_file_system_is_one_line_and_the_game_plays_on():
    require_user_switching()
    full = mounted_tmpfs("size=16k,mode=1777")
    try:
        filler = os.open(os.path.join(full, "filler"), os.O_WRONLY | os.O_CREAT)  # root's: every block
        try:
            while os.write(filler, b"x" * 4096) > 0:
                pass
        except OSError:
            pass
        finally:
            os.close(filler)
        share_refused(full, "no space left")
    finally:
        subprocess.run(["umount", full])
        os.rmdir(full)
    read_only = mounted_tmpfs("ro,mode=1777")
    try:
        share_refused(read_only, "read-only")
    finally:
        subprocess.run(["umount", read_only])
        os.rmdir(read_only)
