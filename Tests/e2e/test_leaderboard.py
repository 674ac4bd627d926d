"""The shared daily leaderboard as real, distinct users: two uids (no accounts added to the
host: setpriv switches the process's uid and gid) join, play today's Zombies daily in tmux and
both appear verified on one board; copies, forgeries and hostile files are ignored or marked
with a one-line reason; a shared directory that cannot be used (missing, without the sticky
bit, another user's, unwritable, full, on a read-only file system: tmpfs mounts) is said in one
line while the game plays on. CI runs as root; without root (or setpriv) these tests fail and say why.

A shared file is one counted attempt named DATE-GAME-UID-TOKEN.arcade (a random token, created
exclusively). The regression tests named test_l1_… to test_l11_… are the reliability report's
findings (../shared/reports/reliability-2026-11-26.md, issue 34), each run as distinct uids: a
hostile owner (HOSTILE and uids of its own) against readers and players."""
import datetime
import glob
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
HOSTILE = 41003
# Honest players whose attempts arcade-shared-dailies makes (real headless dailies): uid
# GENERATED + i played Zombies, Memory and FizzBuzz in turn.
GENERATED = 41100
TOOLS = os.path.dirname(BINARY)


def today():
    return datetime.datetime.now(datetime.timezone.utc).date().isoformat()


def require_user_switching():
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        raise AssertionError(
            "the leaderboard tests run the arcade as other users: they need root and setpriv "
            "(util-linux); run them as root, as CI does")


def as_uid(uid):
    return ["setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups"]


def world_dir(prefix, parent=None):
    """A fresh directory (mode 0755) that every uid can enter, made by root under `parent` (a
    temporary directory by default): fails naming the directory when another uid cannot reach
    it (a parent without o+x), rather than letting a test fail later for that reason."""
    path = tempfile.mkdtemp(prefix=prefix, dir=parent)
    os.chmod(path, 0o755)
    probe = subprocess.run([*as_uid(PLAYERS[0]), "test", "-x", path], capture_output=True, text=True)
    if probe.returncode != 0:
        shutil.rmtree(path, ignore_errors=True)
        raise AssertionError(f"{path}: uid {PLAYERS[0]} cannot enter it (a parent directory without o+x?"
                             f" {probe.stderr.strip()}); set TMPDIR to a directory every user can enter")
    return path


def shared_dir(root):
    """`root`/daily, mode 1777 like /tmp."""
    path = os.path.join(root, "daily")
    os.mkdir(path)
    os.chmod(path, 0o1777)
    return path


def shared_name(game, uid, token=None, day=None):
    token = f"{random.getrandbits(64):016x}" if token is None else token
    return f"{day or today()}-{game}-{uid}-{token}.arcade"


_GENERATED = {}


def generated(index):
    """(uid, game, bytes) of a real shared attempt of today: arcade-shared-dailies' player
    `index` (made once per run, nine players)."""
    if not _GENERATED:
        maker = os.path.join(TOOLS, "arcade-shared-dailies")
        assert os.path.exists(maker), f"{maker} is missing: build it first (swift build)"
        work = world_dir("arcade-generated-")
        try:
            out = subprocess.run([maker, work, today(), "9", str(GENERATED), "arcade 0.1.0",
                                  os.path.join(os.path.dirname(os.path.dirname(TOOLS)), "assets")],
                                 capture_output=True, text=True, timeout=120)
            assert out.returncode == 0, f"arcade-shared-dailies in {work}: {out}"
            for name in os.listdir(work):
                _, _, _, game, uid, _ = name.split("-")
                with open(os.path.join(work, name), "rb") as f:
                    _GENERATED[int(uid) - GENERATED] = (int(uid), game, f.read())
        finally:
            shutil.rmtree(work, ignore_errors=True)
    return _GENERATED[index]


def place(directory, uid, name, data):
    """A file `name` in `directory` owned by `uid` (made by root: quicker for thousands of files;
    the reader sees only the directory entry's owner)."""
    path = os.path.join(directory, name)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    try:
        os.write(fd, data)
        os.fchown(fd, uid, uid)
    finally:
        os.close(fd)
    return path


def split(data):
    """(header dict, event lines as bytes) of a shared attempt."""
    header, rest = data.split(b"\n", 1)
    return json.loads(header), rest.splitlines()


def join(header, lines):
    return json.dumps(header).encode() + b"\n" + b"\n".join(lines) + b"\n"


def owned_by(uid, data):
    """A real attempt's bytes with its header's uid set to `uid` (the same play, another owner)."""
    header, lines = split(data)
    header["uid"] = uid
    return join(header, lines)


class User:
    """A uid with a home and a data directory of its own (nothing added to /etc/passwd)."""

    def __init__(self, uid, shared, parent=None):
        self.uid = uid
        self.shared = shared
        self.home = world_dir(f"arcade-user-{uid}-", parent)
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

    def timed(self, *args, timeout=60):
        """Runs the arcade as this user under GNU time: (result, wall s, CPU s, peak RSS MB)."""
        environment = {**os.environ, **self.env, "ARCADE_DATA_DIR": self.data}
        usage = os.path.join(self.home, "time.out")
        out = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", "-o", usage, *self.prefix, BINARY, *args],
                             capture_output=True, text=True, timeout=timeout, env=environment)
        with open(usage) as f:
            wall, user, system, rss = f.read().split()[-4:]
        return out, float(wall), float(user) + float(system), int(rss) / 1024

    def play_zombies_daily(self, seed):
        """Plays today's Zombies daily with random moves until the counted game ends."""
        daily = os.path.join(self.data, "daily.json")
        with Arcade("zombies", "--daily", env=self.env, data_dir=self.data, prefix=self.prefix) as a:
            play_until_finished(a, daily, seed)
            a.wait_until(lambda _: self.shared_file("zombies") is not None, "the shared file")
            a.send("Escape")
            a.wait_for("Quit")
            a.send("q")
            assert a.wait_exit() == 0

    def shared_file(self, game):
        """This user's own shared file of today's `game` (DATE-GAME-UID-TOKEN.arcade, owned by
        the user), or None."""
        found = [p for p in glob.glob(os.path.join(self.shared, f"{today()}-{game}-{self.uid}-*.arcade"))
                 if os.lstat(p).st_uid == self.uid]
        assert len(found) <= 1, found
        return found[0] if found else None

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
        self.root = world_dir("arcade-shared-")
        self.shared = shared_dir(self.root)
        self.users = [User(uid, self.shared, self.root) for uid in PLAYERS]
        self.reader_data = tempfile.mkdtemp(prefix="arcade-reader-", dir=self.root)

    def put(self, uid, game, data, token=None):
        """A file of `uid` (owned by it) named for it."""
        return place(self.shared, uid, shared_name(game, uid, token), data)

    def reader(self, uid=41009):
        """Another user, who only looks at the board."""
        user = User(uid, self.shared, self.root)
        self.users.append(user)
        return user

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

        # Copied, forged and re-dated attempts are not believed, each with its reason.
        alice_file, bob = m.users[0].shared_file("zombies"), m.users[1]
        bob_file = os.path.join(m.shared, shared_name("zombies", bob.uid))
        with open(alice_file, "rb") as f:
            original = f.read()
        os.unlink(bob.shared_file("zombies"))  # bob's own play leaves; his forgeries take its place
        write_as(bob, bob_file, original)
        assert "another user" in rows_by_uid(m.board())[bob.uid]["reason"]
        header, lines = split(original)
        # The copy with its uid edited replays to the same result: the same play, shared later.
        write_as(bob, bob_file, owned_by(bob.uid, original))
        rows = rows_by_uid(m.board())
        assert not rows[bob.uid]["verified"], rows
        assert rows[bob.uid]["reason"] == "the same play as uid 41001's, shared earlier", rows
        assert rows[m.users[0].uid]["verified"], rows
        forged = json.loads(json.dumps(header))
        forged["uid"] = bob.uid
        forged["claim"]["result"]["summary"] = "won, 3 lives left"
        forged["claim"]["result"]["score"] = 3
        forged["claim"]["result"]["won"] = True
        write_as(bob, bob_file, join(forged, lines))
        row = rows_by_uid(m.board())[bob.uid]
        assert not row["verified"] and "instead" in row["reason"], row
        redated = json.loads(json.dumps(header))
        redated["uid"] = bob.uid
        redated["claim"]["date"] = "2026-01-05"
        write_as(bob, bob_file, join(redated, lines))
        out = m.scores("--json", "--game", "zombies")
        assert out.returncode == 0, out
        board = json.loads(out.stdout)
        assert bob.uid not in rows_by_uid(board), board
        assert any(i["file"] == os.path.basename(bob_file) for i in board["ignored"]), board

        # Leaving deletes only the leaver's files.
        out = bob.run("scores", "--leave")
        assert out.returncode == 0 and "1 shared result deleted" in out.stdout, out
        assert bob.shared_file("zombies") is None and not os.path.exists(bob_file)
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
        write_as(bob, os.path.join(m.shared, shared_name("zombies", alice.uid)), b"{}\n")
        os.symlink("/etc/shadow", os.path.join(m.shared, shared_name("memory", 0)))
        os.mkfifo(os.path.join(m.shared, shared_name("fizzbuzz", 0)))
        os.mkdir(os.path.join(m.shared, shared_name("zombies", 0)))
        sparse = m.put(bob.uid, "memory", b"")
        os.truncate(sparse, 1 << 30)
        _, _, real = generated(0)  # a real Zombies attempt
        # Escape sequences and invalid UTF-8 in the claim.
        header, lines = split(real)
        header["uid"] = alice.uid
        header["claim"]["game"] = "fizzbuzz"
        header["claim"]["result"]["summary"] = "\u001b]0;owned\u0007\u001b[31mred"
        hostile = json.dumps(header).encode().replace(b"red", b"red\xff\xfe")
        write_as(alice, os.path.join(m.shared, shared_name("fizzbuzz", alice.uid)), hostile + b"\n" + lines[-1])
        # An older shared replay (a session's header), another version, more events than a check plays.
        older = {"arcadeReplay": 2, "arcade": "arcade 0.1.0", "seed": 1, "args": ["memory", "--daily", "--date", day],
                 "ascii": False, "monochrome": False, "width": 80, "height": 24, "start": time.time(), "t0": 1,
                 "records": {}, "uid": alice.uid,
                 "shared": {"game": "memory", "date": day,
                            "result": {"summary": "won", "won": True, "finishedAt": 1, "abandoned": False}}}
        write_as(alice, os.path.join(m.shared, shared_name("memory", alice.uid)),
                 json.dumps(older).encode() + b'\n{"e":"end","events":0,"t":1}\n')
        header, lines = split(real)
        header["uid"] = alice.uid
        endless = [b'{"e":"timer","g":1,"t":1}'] * 50_001
        write_as(alice, os.path.join(m.shared, shared_name("zombies", alice.uid)),
                 join(header, endless + [b'{"e":"end","events":50001,"t":1}']))
        header["uid"] = bob.uid
        header["arcade"] = "arcade 9.9.9"
        write_as(bob, os.path.join(m.shared, shared_name("zombies", bob.uid)), join(header, lines))
        start = time.monotonic()
        out = m.scores()
        took = time.monotonic() - start
        assert out.returncode == 0, out
        assert "\x1b" not in out.stdout and "\x07" not in out.stdout, repr(out.stdout)
        assert took < 10, took
        text = out.stdout
        assert f"skipped: uid {bob.uid}: 1 file named for other users, not read" in text, text
        assert "skipped: root: 3 entries not a regular file" in text, text
        assert f"{os.path.basename(sparse)}: larger than 2 MB" in text, text
        assert "played on arcade 9.9.9, this is arcade 0.1.0" in text, text
        assert "longer than 50000 events" in text, text
        assert "not a shared attempt (an older shared format)" in text, text
        ignored = [line for line in text.splitlines() if line.startswith("ignored: ")]
        assert any(f"-fizzbuzz-{alice.uid}-" in line and "not a" in line for line in ignored), text
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


# -- the reliability report's findings (issue 34), as distinct uids --------------------------------

def claim_with(data, uid, **result):
    """A real attempt's bytes for `uid` with fields of its claimed result set (as JSON text,
    spelled as given: "1e400" stays that)."""
    header, lines = split(data)
    header["uid"] = uid
    text = json.dumps(header)
    for key, value in result.items():
        old = json.dumps(header["claim"]["result"][key])
        text = text.replace(f'"{key}": {old}', f'"{key}": {value}', 1)
    return text.encode() + b"\n" + b"\n".join(lines) + b"\n"


def one_line_each(out, names):
    """Each of `names` has exactly one `ignored:` line, and nothing printed has a raw control."""
    for name in names:
        lines = [line for line in out.stdout.splitlines() if line.startswith(f"ignored: {name}: ")]
        assert len(lines) == 1, (name, out.stdout)
    for text in (out.stdout, out.stderr):
        assert not any(ord(c) < 32 and c != "\n" or 0x7f <= ord(c) < 0xa0 for c in text), repr(text)


def look_at_board(user, wait=0.0, then=None):
    """Opens the Leaderboard screen (arcade daily, 5) as `user`, waits for its first frame (and
    `wait` seconds more, or until `then` shows), leaves with q; returns the screen seen."""
    with Arcade("daily", env=user.env, data_dir=user.data, prefix=user.prefix) as a:
        a.wait_for("Leaderboard")
        a.send("5")
        screen = a.wait_for("share your")
        if then:
            screen = a.wait_for(then, timeout=20)
        time.sleep(wait)
        a.send("q")
        a.wait_for("Daily challenge")
        a.send("q")
        a.wait_for("Quit")
        a.send("q")
        assert a.wait_exit() == 0, a.screen()
        a.assert_restored()
        return screen


def test_l1_a_claimed_time_or_score_beyond_any_real_one_is_one_line_and_crashes_no_reader():
    with Machine() as m:
        alice = m.users[0]
        _, _, real = generated(0)
        names = []
        for offset, (key, value) in enumerate([("seconds", "1e19"), ("seconds", "9.3e18"), ("seconds", "1e308"),
                                               ("seconds", "-1e300"), ("seconds", "1e400"), ("score", "1e300"),
                                               ("finishedAt", "1e19"), ("seconds", '"NaN"')]):
            uid = 41200 + offset
            names.append(os.path.basename(m.put(uid, "zombies", claim_with(real, uid, **{key: value}))))
        out = alice.run("scores")
        assert out.returncode == 0, out
        one_line_each(out, names)
        assert "no results shared" in out.stdout.split("Memory")[0], out.stdout
        out = alice.run("scores", "--json")
        assert out.returncode == 0, out
        assert {i["file"] for i in json.loads(out.stdout)["ignored"]} == set(names), out.stdout
        # The screen draws its first frames and leaves as usual.
        screen = look_at_board(alice, wait=0.5)
        assert "No results shared" in screen or "Verifying" in screen, screen


def costly(data, uid, events=30_000):
    """A real Memory attempt for `uid` followed by `events` timer events (after its result):
    far more to play than a file's CPU budget (0.5 s) allows, within the size and event bounds."""
    header, lines = split(data)
    header["uid"] = uid
    return join(header, appended(lines, [{"e": "timer"}] * events, step=1e-5))


def appended(lines, events, step=0.001):
    """`lines` (events and an end line) with `events` added after the last one, and the end
    line's count and time to match."""
    end = json.loads(lines[-1])
    t = json.loads(lines[-2])["t"]
    added = []
    for event in events:
        t += step
        added.append(json.dumps({**event, "g": round(t, 6), "t": round(t, 6)}, ensure_ascii=False,
                                separators=(",", ":")).encode())
    end = {**end, "events": end["events"] + len(events), "t": round(t, 6)}
    return lines[:-1] + added + [json.dumps(end, separators=(",", ":")).encode()]


def test_l2_costly_files_are_bounded_and_the_board_answers_keys_while_checking_them():
    with Machine() as m:
        alice = m.users[0]
        _, _, memory = generated(1)
        owners = [41300 + i for i in range(4)]
        for uid in owners:
            m.put(uid, "memory", costly(memory, uid))
        out, wall, cpu, rss = alice.timed("scores", "--game", "memory")
        print(f"    L2: 4 costly files, 4 owners: `arcade scores` {wall:.2f} s, {cpu:.2f} s CPU, {rss:.1f} MB")
        assert out.returncode == 0, out
        rows = [line for line in out.stdout.splitlines() if "uid 413" in line]
        assert len(rows) == 4 and all("too costly to check" in r for r in rows), out.stdout
        assert wall < 4 * 1.5 + 2 and rss < 64, (wall, rss)
        # The screen, with a fresh cache (the checks run again): keys answered at once while it checks.
        reader = m.reader()
        with Arcade("daily", env=reader.env, data_dir=reader.data, prefix=reader.prefix) as a:
            a.wait_for("Leaderboard")
            a.send("5")
            a.wait_for("Verifying")
            a.send("2")  # Memory: the costly files are checked first
            a.wait_for("Verifying")
            start = time.monotonic()
            a.send("q")
            a.wait_for("Daily challenge", timeout=5)
            answered = time.monotonic() - start
            a.send("5")
            a.wait_for("Verifying")
            start = time.monotonic()
            a.send("C-c")
            code = a.wait_exit(timeout=5)
            left = time.monotonic() - start
            print(f"    L2: the board left {answered * 1000:.0f} ms after q, the arcade exited "
                  f"{left * 1000:.0f} ms after ^C, while checking")
            assert code == 130, code
            assert answered < 1.0 and left < 1.0, (answered, left)
            a.assert_restored()


def test_l3_a_copy_with_its_bytes_respelled_is_still_a_copy():
    with Machine() as m:
        owner, _, memory = generated(1)
        m.put(owner, "memory", memory)
        header, lines = split(owned_by(HOSTILE, memory))
        end = json.loads(lines[-1])
        variants = {
            "a space after {": [lines[0].replace(b"{", b"{ ", 1)] + lines[1:],
            '"t" :': [line.replace(b'"t":', b'"t" :') for line in lines],
            "CR LF": [line + b"\r" for line in lines],
            "an unknown field in the end line": lines[:-1] + [json.dumps({**end, "x": 1}).encode()],
            "keys reordered": [json.dumps(dict(reversed(list(json.loads(line).items())))).encode()
                               for line in lines],
            "all times shifted": [json.dumps({k: (v + 0.001 if k in ("t", "g") else v)
                                              for k, v in json.loads(line).items()}).encode() for line in lines],
        }
        time.sleep(0.01)  # the original is older, to the nanosecond
        uids = {}
        for offset, (what, changed) in enumerate(variants.items()):
            uid = 41400 + offset
            uids[uid] = what
            h = dict(header, uid=uid)
            m.put(uid, "memory", json.dumps(h, separators=(",", ":")).encode() + b"\n" + b"\n".join(changed) + b"\n")
        rows = rows_by_uid(m.board("memory"), "memory")
        assert rows[owner]["verified"], rows
        for uid, what in uids.items():
            assert uid in rows and not rows[uid]["verified"], (what, rows.get(uid))
            print(f"    L3: {what}: {rows[uid]['reason']}")


def test_l4_older_shared_formats_are_refused():
    with Machine() as m:
        alice = m.users[0]
        day = today()
        _, _, real = generated(0)
        header, lines = split(real)
        names = []
        for offset, version in enumerate([1, 2]):
            uid = 41500 + offset
            older = {"arcadeReplay": version, "arcade": "arcade 0.1.0", "seed": 0,
                     "args": ["zombies", "--daily", "--date", day], "ascii": False, "monochrome": False,
                     "width": 80, "height": 24, "start": header["start"], "t0": 0, "records": {}, "uid": uid,
                     "shared": header["claim"]}
            names.append(os.path.basename(m.put(uid, "zombies", join(older, lines))))
        newer = dict(header, uid=41502, arcadeShared=2)
        names.append(os.path.basename(m.put(41502, "zombies", join(newer, lines))))
        out = alice.run("scores", "--game", "zombies")
        assert out.returncode == 0, out
        one_line_each(out, names)
        assert out.stdout.count("not a shared attempt (an older shared format)") == 2, out.stdout
        assert "not a shared attempt of the format this arcade reads" in out.stdout, out.stdout


def test_l5_paths_named_in_a_shared_file_are_never_opened_by_the_reader():
    with Machine() as m:
        alice = m.users[0]
        secret = os.path.join(alice.home, "notes.json")
        with open(secret, "w") as f:
            json.dump({"name": "alice bank PIN 4321", "cards": []}, f)
        os.chown(secret, alice.uid, alice.uid)
        os.chmod(secret, 0o600)
        fifo = os.path.join(m.root, "fifo")  # opened for reading, it would block the reader
        os.mkfifo(fifo)
        os.chmod(fifo, 0o666)
        decks = os.path.join(m.root, "assets")
        os.makedirs(os.path.join(decks, "decks"))
        os.symlink(secret, os.path.join(decks, "decks", "notes.json"))
        os.mkfifo(os.path.join(decks, "decks", "fifo.json"), 0o666)
        _, _, memory = generated(1)
        header, lines = split(owned_by(HOSTILE, memory))
        for extra in ({"args": ["memory", "--deck", secret]}, {"args": ["memory", "--deck", fifo]},
                      {"assetsDir": decks, "deck": secret, "records": {"daily.json": "{}"}}):
            for old in glob.glob(os.path.join(m.shared, f"*-{HOSTILE}-*")):
                os.unlink(old)
            m.put(HOSTILE, "memory", join({**header, **extra}, lines))
            start = time.monotonic()
            out = alice.run("scores", "--json")
            assert out.returncode == 0 and time.monotonic() - start < 10, (extra, out)
            rows = rows_by_uid(json.loads(out.stdout), "memory")
            assert rows[HOSTILE]["verified"], (extra, rows)  # played on the day's own deck
            kept = "".join(open(p, errors="replace").read() for p in glob.glob(os.path.join(alice.data, "*.json")))
            for text in (out.stdout, out.stderr, kept):
                assert "PIN" not in text and secret not in text and fifo not in text, (extra, text)


def test_l6_a_squatted_or_planted_name_never_stops_a_user_sharing():
    with Machine() as m:
        alice = m.users[0]
        day = today()
        # mallory takes the old predictable names and plants a file named for alice with a token.
        write_as_hostile = User(HOSTILE, m.shared, m.root)
        m.users.append(write_as_hostile)
        write_as(write_as_hostile, os.path.join(m.shared, f"{day}-zombies-{alice.uid}.arcade"), b"squat\n")
        subprocess.run([*as_uid(HOSTILE), "ln", "-s", "/etc/passwd",
                        os.path.join(m.shared, f"{day}-memory-{alice.uid}.arcade")], check=True)
        _, _, real = generated(0)
        write_as(write_as_hostile, os.path.join(m.shared, shared_name("zombies", alice.uid)),
                 owned_by(alice.uid, real))
        out = alice.run("scores", "--join")
        assert out.returncode == 0, out
        alice.play_zombies_daily(seed=7)
        mine = alice.shared_file("zombies")
        assert mine is not None and os.lstat(mine).st_uid == alice.uid, os.listdir(m.shared)
        board = m.board()
        assert rows_by_uid(board)[alice.uid]["verified"], board
        assert f"uid {HOSTILE}: 1 file named for other users, not read" in board["skipped"], board


def test_l7_l9_a_flood_of_names_for_others_hides_no_one_and_is_not_read():
    with Machine() as m:
        alice = m.users[0]
        honest = [generated(i) for i in range(3)]
        for uid, game, data in honest:
            m.put(uid, game, data)
        # L9: 1 000 sparse 8 MB files named for other uids.
        for i in range(1000):
            os.truncate(place(m.shared, HOSTILE, shared_name("memory", 200_000 + i), b""), 8 << 20)
        out, wall, cpu, rss = alice.timed("scores", "--json")
        print(f"    L9: 1 000 sparse 8 MB files named for others: {wall:.2f} s, {cpu:.2f} s CPU, {rss:.1f} MB")
        assert out.returncode == 0 and wall < 2 and rss < 64, (out, wall, rss)
        board = json.loads(out.stdout)
        assert board["skipped"] == [f"uid {HOSTILE}: 1000 files named for other users, not read"], board
        # L7: and 60 000 empty ones.
        for i in range(60_000):
            place(m.shared, HOSTILE, shared_name("zombies", 100_000 + i), b"")
        out, wall, cpu, rss = alice.timed("scores")
        print(f"    L7: 61 000 files named for others: {wall:.2f} s, {cpu:.2f} s CPU, {rss:.1f} MB")
        assert out.returncode == 0 and wall < 3 and rss < 64, (out.stderr, wall, rss)
        assert f"skipped: uid {HOSTILE}: 61000 files named for other users, not read" in out.stdout, out.stdout
        for uid, game, _ in honest:
            assert any(f"uid {uid}" in line and line.endswith("✓") for line in out.stdout.splitlines()), out.stdout
        assert "ignored:" not in out.stdout, out.stdout


def test_l8_json_stays_valid_for_any_text():
    with Machine() as m:
        alice = m.users[0]
        _, _, fizzbuzz = generated(2)
        hostile = "won\u0085\u202e\u2028\u2029\u200fx\u009b31m\u0007\u061c"
        m.put(41800, "fizzbuzz", claim_with(fizzbuzz, 41800, summary=json.dumps(hostile)))
        # A long key (2 000 combining marks) in an event: a reason or a refusal may quote it.
        header, lines = split(owned_by(41801, fizzbuzz))
        event = json.loads(lines[1])
        lines.insert(2, json.dumps({**event, "e": "key", "k": "c:a" + "\u0301" * 2000}, ensure_ascii=False).encode())
        m.put(41801, "fizzbuzz", join(header, lines))
        lines[2] = json.dumps({**event, "e": "key", "k": "c:\u009b" + "\u2028" * 1000}, ensure_ascii=False).encode()
        m.put(41802, "fizzbuzz", join(dict(header, uid=41802), lines))
        raw = subprocess.run([*alice.prefix, BINARY, "scores", "--json"], capture_output=True, timeout=60,
                             env={**os.environ, **alice.env, "ARCADE_DATA_DIR": alice.data})
        assert raw.returncode == 0, raw
        text = raw.stdout.decode("utf-8")
        board = json.loads(text)  # valid JSON
        assert not any(ord(c) < 32 and c not in "\n" or 0x7f <= ord(c) < 0xa0 or c in "\u2028\u2029\u202e\u200f\u061c"
                       for c in text), "a raw control, separator or bidi character in --json"
        rows = rows_by_uid(board, "fizzbuzz")
        assert rows[41800]["result"] == hostile, rows  # the text itself, escaped by the encoder only
        refused = {i["file"].split("-")[4]: i["reason"] for i in board["ignored"]}
        for uid in (41801, 41802):
            assert uid in rows or str(uid) in refused, board
        print("    L8: reasons " + "; ".join(f"{len(r)} chars" for r in
                                            [*refused.values(), *[r.get("reason") or "" for r in rows.values()]]))


def test_l10_the_verdict_cache_stays_bounded():
    with Machine() as m:
        alice = m.users[0]
        _, _, real = generated(0)
        # A cache already at its bound (4 000 entries of today, judged long ago) with long reasons.
        header, lines = split(real)
        old = {f"{i:016x}-1-{today()}-zombies-arcade 0.1.0": {"claim": header["claim"], "problem": "x" * 200,
                                                                "date": today(), "judged": 1.0}
               for i in range(4000)}
        cache = os.path.join(alice.data, "leaderboard-cache.json")
        with open(cache, "w") as f:
            json.dump({"schema": 1, "data": old}, f)
        os.chown(cache, alice.uid, alice.uid)
        # mallory rewrites his file before each of alice's looks: a new attempt each time (more
        # keys after its end, a 200-byte claim), each judged and cached.
        for look in range(3):
            for path in glob.glob(os.path.join(m.shared, f"*-{HOSTILE}-*")):
                os.unlink(path)
            claim = json.loads(json.dumps(header["claim"]))
            claim["result"]["summary"] = "\u0301" * 100
            m.put(HOSTILE, "zombies", join(dict(header, uid=HOSTILE, claim=claim),
                                           appended(lines, [{"e": "key", "k": "c:a"}] * (look + 1))))
            out = alice.run("scores")
            assert out.returncode == 0 and not out.stderr, out
            assert f"uid {HOSTILE}" in out.stdout, out.stdout  # judged, not refused unread
        with open(cache) as f:
            entries = json.load(f)["data"]
        size = os.path.getsize(cache)
        print(f"    L10: cache after 3 hostile looks: {len(entries)} entries, {size} bytes")
        assert len(entries) <= 4000, len(entries)
        assert sum(1 for key in entries if f"-{HOSTILE}-" in key) == 3, "the newest verdicts are kept"
        assert all(len(e.get("problem") or "") <= 201 for e in entries.values())
        assert size < 4000 * 1500, size


def test_l11_an_unreadable_directory_and_a_non_utf8_path_are_one_line():
    require_user_switching()
    root = world_dir("arcade-shared-l11-")
    try:
        locked = os.path.join(root, "locked")
        os.mkdir(locked)
        os.chmod(locked, 0o1000)  # root's, sticky, no one else may list it
        user = User(PLAYERS[0], locked, root)
        out = user.run("scores")
        assert out.returncode == 1, out
        lines = out.stderr.strip().splitlines()
        assert len(lines) == 1 and "cannot be read: permission denied" in lines[0], out.stderr
        odd = os.path.join(root.encode(), b"daily\xff")
        os.mkdir(odd)
        os.chmod(odd, 0o1777)
        os.mkdir(os.path.join(root, "daily\ufffd"))  # the name a repair would make: never used
        os.chmod(os.path.join(root, "daily\ufffd"), 0o1777)
        env = {k.encode(): v.encode() for k, v in os.environ.items()}
        env.update({b"HOME": user.home.encode(), b"ARCADE_DATA_DIR": user.data.encode(), b"ARCADE_SHARED_DIR": odd})
        for args in (["scores"], ["scores", "--join"]):
            out = subprocess.run([*user.prefix, BINARY, *args], capture_output=True, env=env, timeout=30)
            lines = out.stderr.decode("utf-8").strip().splitlines()
            assert out.returncode == 2 and len(lines) == 1 and "ARCADE_SHARED_DIR" in lines[0], out
            assert os.listdir(os.path.join(root, "daily\ufffd")) == [], args
        user.close()
    finally:
        shutil.rmtree(root, ignore_errors=True)


def test_a_hostile_owners_1000_files_cost_a_reader_at_most_2_s_and_64_mb():
    with Machine() as m:
        alice = m.users[0]
        honest = [generated(i) for i in range(3)]
        for uid, game, data in honest:
            m.put(uid, game, data)
        # 1 000 files of his own, named for him: each game's costly attempt under many names.
        _, _, memory = generated(1)
        first = {}
        for i in range(1000):
            game = ("zombies", "memory", "fizzbuzz")[i % 3]
            name = os.path.join(m.shared, shared_name(game, HOSTILE))
            if game in first:
                os.link(first[game], name)
            else:
                first[game] = place(m.shared, HOSTILE, os.path.basename(name), costly(memory, HOSTILE))
        out, wall, cpu, rss = alice.timed("scores")
        print(f"    1 000 files of one hostile owner: `arcade scores` {wall:.2f} s, {cpu:.2f} s CPU, {rss:.1f} MB")
        assert out.returncode == 0, out
        assert wall <= 2.0 and rss <= 64, (wall, cpu, rss, out.stdout)
        assert f"skipped: uid {HOSTILE}: 997 older files for the same game, not read" in out.stdout, out.stdout
        for uid, game, _ in honest:
            assert any(f"uid {uid}" in line and line.endswith("✓") for line in out.stdout.splitlines()), out.stdout
