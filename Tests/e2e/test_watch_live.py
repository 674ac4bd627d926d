"""Watching a friend live on the same machine (issue 48, item 3), as two real uids (setpriv; no
accounts added to the host): a player who allows it (`others_watch = yes`) writes their free
play as a live stream into the shared directory; a second uid lists it (`arcade watch --list`),
follows it in tmux and sees the player's own screen, the player sees "1 watching", and when the
player stops sharing the watcher is told in one line and is back at the list. Hostile live files
(huge, growing fast, rewritten, links, FIFOs, garbage, named for another uid) end a watch or are
passed over with one line each, never a crash or a stall. Root only (run.py --root)."""
import contextlib
import os
import shutil
import subprocess
import tempfile
import threading
import time

from shared_files import as_uid, token
from tmux_driver import BINARY, Arcade

PLAYER = 41201
WATCHER = 41202
HOSTILE = 41300  # + 1…: one uid per hostile file, so each is followed by its own name
TIME_LIMIT = 120


def require_root():
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        raise AssertionError("the live-watch tests run the arcade as two uids: they need root and setpriv")


class User:
    """A uid with a home, data, config and temporary directory of its own."""

    def __init__(self, uid, root, shared, settings=""):
        self.uid = uid
        self.shared = shared
        self.home = os.path.join(root, f"user-{uid}")
        for sub in ("", "data", "tmp", "config", "config/arcade"):
            os.makedirs(os.path.join(self.home, sub), exist_ok=True)
        with open(os.path.join(self.home, "config/arcade/settings"), "w") as f:
            f.write(settings)
        for path, _, files in os.walk(self.home):
            os.chown(path, uid, uid)
            for name in files:
                os.chown(os.path.join(path, name), uid, uid)
        self.data = os.path.join(self.home, "data")

    @property
    def env(self):
        return {"HOME": self.home, "ARCADE_SHARED_DIR": self.shared, "TMPDIR": os.path.join(self.home, "tmp"),
                "XDG_CONFIG_HOME": os.path.join(self.home, "config")}

    def arcade(self, *args, **kwargs):
        return Arcade(*args, env=self.env, data_dir=self.data, prefix=as_uid(self.uid), **kwargs)

    def run(self, *args, timeout=20, stdin=None):
        environment = {**os.environ, **self.env, "ARCADE_DATA_DIR": self.data, "LANG": "C.UTF-8"}
        return subprocess.run([*as_uid(self.uid), BINARY, *args], capture_output=True, text=True,
                              timeout=timeout, env=environment, input=stdin)


@contextlib.contextmanager
def world():
    """A temporary root (removed after) holding the users' homes and the shared directory."""
    require_root()
    root = tempfile.mkdtemp(prefix="arcade-live-")
    try:
        os.chmod(root, 0o755)
        shared = os.path.join(root, "daily")
        os.mkdir(shared)
        os.chmod(shared, 0o1777)
        yield root, shared
    finally:
        shutil.rmtree(root, ignore_errors=True)


def live_files(shared, uid):
    return [n for n in os.listdir(shared) if n.startswith(f"live-{uid}-")]


def wait(condition, what, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"{what} did not happen within {timeout}s")


def game_rows(screen):
    """The rows the session draws (the first row holds the player's "N watching", the last the
    watcher's live line)."""
    return screen.splitlines()[1:22]


def test_a_second_user_follows_a_live_game_and_is_told_when_the_player_stops_sharing():
    with world() as (root, shared):
        player = User(PLAYER, root, shared, "others_watch = yes\n")
        watcher = User(WATCHER, root, shared)
        with player.arcade("zombies", "--seed", "7") as game:
            game.wait_for("classic")
            wait(lambda: live_files(shared, PLAYER), "the live stream")
            name = live_files(shared, PLAYER)[0]
            assert os.lstat(os.path.join(shared, name)).st_uid == PLAYER
            listed = watcher.run("watch", "--list")
            assert listed.returncode == 0, listed
            assert f"uid {PLAYER}" in listed.stdout and "since" in listed.stdout, listed.stdout
            with watcher.arcade("watch", f"uid {PLAYER}") as watch:
                watch.wait_for(f"live · uid {PLAYER}")
                game.wait_for("1 watching")
                for key in ("Enter", "Right", "Right", "Down"):
                    game.send(key)
                    time.sleep(0.1)
                # The same frame on both screens (the watcher's is made again from the events).
                watch.wait_until(lambda s: game_rows(s) == game_rows(game.screen()),
                                 "the watcher's screen matching the player's", timeout=10)
                # r: the session so far in the replay viewer, with its keys; q is live again,
                # caught up with what the player did meanwhile.
                watch.send("r")
                watch.wait_for("Space ,. ←→ [] 0-9 +- q")
                game.send("Left")
                watch.send("q")
                watch.wait_for(f"live · uid {PLAYER}")
                watch.wait_until(lambda s: game_rows(s) == game_rows(game.screen()),
                                 "the watcher caught up after the viewer", timeout=10)
                # The player stops sharing: Esc to the menu, q quits; the stream goes with them.
                game.send("Escape")
                game.wait_for("classic")
                game.send("Escape")
                game.wait_for("Quit")
                game.send("q")
                assert game.wait_exit() == 0
                assert not live_files(shared, PLAYER)
                watch.wait_for(f"uid {PLAYER} stopped sharing.")
                watch.wait_for("↑↓ choose")
                watch.send("q")
                assert watch.wait_exit() == 0


def test_a_player_on_a_larger_terminal_is_laid_out_again_for_a_smaller_watcher():
    """The player at 120×40, the watcher at 80×24: the game drawn for the watcher's screen (as
    the replay viewer draws it), not "Terminal too small"."""
    with world() as (root, shared):
        player = User(PLAYER, root, shared, "others_watch = yes\n")
        watcher = User(WATCHER, root, shared)
        with player.arcade("memory", "--seed", "2", width=120, height=40) as game:
            game.wait_for("live · ^W stop")
            with watcher.arcade("watch", f"uid {PLAYER}") as watch:
                screen = watch.wait_for(f"live · uid {PLAYER}")
                assert "too small" not in screen.lower(), screen
                game.send("Enter")  # the deck
                game.wait_for("Find the 8 pairs")
                game.send("Right")
                game.send("Enter")
                game.wait_for("One card up")
                screen = watch.wait_for("One card up")
                assert "Pairs found" in screen and "too small" not in screen.lower(), screen
                watch.send("q")
                watch.wait_for("↑↓ choose")
                watch.send("q")
                assert watch.wait_exit() == 0
            game.send("Escape")


def test_f_on_the_menu_lists_who_plays_now_and_q_is_the_menu_again():
    with world() as (root, shared):
        player = User(PLAYER, root, shared, "others_watch = yes\n")
        watcher = User(WATCHER, root, shared)
        with player.arcade("fizzbuzz") as game, watcher.arcade() as menu:
            wait(lambda: live_files(shared, PLAYER), "the live stream")
            menu.wait_for("Quit")
            menu.send("f")
            screen = menu.wait_for(f"uid {PLAYER}  fizzbuzz  since")
            assert "no one watching" in screen and "q back" in screen, screen
            menu.send("q")
            menu.wait_for("Quit")
            game.send("Escape")


def test_turning_the_setting_off_removes_the_stream_at_once():
    with world() as (root, shared):
        player = User(PLAYER, root, shared, "others_watch = yes\n")
        with player.arcade() as menu:
            menu.wait_for("Quit")
            wait(lambda: live_files(shared, PLAYER), "the live stream")
            menu.pick("Settings")
            menu.wait_for("others_watch")
            for _ in range(6):
                menu.send("Down")
            menu.send("Right")
            menu.wait_for("no one watches you")
            menu.send("Enter")
            wait(lambda: not live_files(shared, PLAYER), "the stream removed", timeout=5)


def test_ctrl_w_stops_sharing_at_once_and_the_watcher_is_told():
    with world() as (root, shared):
        player = User(PLAYER, root, shared, "others_watch = yes\n")
        watcher = User(WATCHER, root, shared)
        with player.arcade("memory", "--seed", "2") as game:
            game.wait_for("live · ^W stop")
            with watcher.arcade("watch", f"uid {PLAYER}") as watch:
                watch.wait_for(f"live · uid {PLAYER}")
                game.wait_for("1 watching · ^W stop")
                game.send("C-w")
                wait(lambda: not live_files(shared, PLAYER), "the stream removed by ^W", timeout=3)
                game.wait_for("sharing stopped")
                watch.wait_for(f"uid {PLAYER} stopped sharing.")
                watch.send("q")
                assert watch.wait_exit() == 0
            # The game goes on, unshared; ^W was never the session's (the next screen drops the note).
            game.send("Down")
            game.wait_gone("sharing stopped")


def test_a_screen_reader_player_is_told_at_the_cursor_that_sharing_is_on_and_who_watches():
    with world() as (root, shared):
        player = User(PLAYER, root, shared, "others_watch = yes\nscreen_reader = on\n")
        watcher = User(WATCHER, root, shared)
        with player.arcade("memory", "--seed", "2") as game:
            # A screen reader reads where the cursor stands: the news is said on the top row,
            # with the cursor at its start, until the next key.
            game.wait_until(lambda screen: screen.startswith("Shared live: others on this machine may watch you; Ctrl-W stops it."),
                            "sharing said on the top row")
            assert game.display("#{cursor_x},#{cursor_y}") == "0,0"
            game.send("Right")
            game.wait_gone("Shared live:")
            with watcher.arcade("watch", f"uid {PLAYER}") as watch:
                watch.wait_for(f"live · uid {PLAYER}")
                game.wait_until(lambda screen: screen.startswith("1 watching you."), "the watcher said")
                assert game.display("#{cursor_x},#{cursor_y}") == "0,0"
                game.send("Left")
                game.wait_gone("1 watching you.")
                assert game.display("#{cursor_y}") != "0"
                game.wait_for("1 watching · ^W stop")  # the corner badge stays
                watch.send("q")  # back to the list of who plays now, and q again leaves it
                watch.wait_for("Watch: playing now on this machine")
                watch.send("q")
                assert watch.wait_exit() == 0


def test_a_daily_is_never_shown_live_opening_one_removes_the_stream():
    with world() as (root, shared):
        player = User(PLAYER, root, shared, "others_watch = yes\n")
        with player.arcade() as menu:
            menu.wait_for("Quit")
            wait(lambda: live_files(shared, PLAYER), "the live stream")
            stream = os.path.join(shared, live_files(shared, PLAYER)[0])
            menu.pick("Daily")
            wait(lambda: not live_files(shared, PLAYER), "the stream removed as the daily list opened", timeout=5)
            # What was written ends with the key that opened the list: nothing of the list itself.
            menu.send("Escape")
            menu.wait_for("Live sharing stopped: a daily is never shown live")
            assert not os.path.exists(stream)


def hostile_file(shared, uid, kind):
    """A live file of `uid`'s, fresh, of a hostile `kind`; its name."""
    name = f"live-{uid}-{token()}-{int(time.time())}-zombies"
    path = os.path.join(shared, name)
    child = os.fork()
    if child == 0:
        try:
            os.setgroups([])
            os.setresgid(uid, uid, uid)
            os.setresuid(uid, uid, uid)
            if kind == "link":
                os.symlink("/etc/passwd", path)
            elif kind == "fifo":
                os.mkfifo(path, 0o644)
            elif kind == "huge":
                with open(path, "wb") as f:
                    f.truncate(9 << 20)
            elif kind == "garbage":
                with open(path, "wb") as f:
                    f.write(b"\x00\xffnot a replay\n" * 100)
            elif kind == "other":
                os.open(os.path.join(shared, f"live-{uid + 90}-{token()}-1-menu"), os.O_CREAT | os.O_WRONLY, 0o644)
            else:
                with open(path, "wb") as f:
                    f.write(b"{}")
            os._exit(0)
        except BaseException:  # noqa: B036 - the child reports by its status
            os._exit(1)
    _, status = os.waitpid(child, 0)
    assert status == 0, kind
    return path


class in_lines:
    """The arcade in line mode as `user` with `args`, stdin kept open; yields the process and a
    function that reads its lines until one satisfies a condition (10 s at most)."""

    def __init__(self, user, *args):
        self.proc = subprocess.Popen(
            [*as_uid(user.uid), BINARY, *args], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            env={**os.environ, **user.env, "ARCADE_DATA_DIR": user.data, "LANG": "C.UTF-8"})

    def __enter__(self):
        def lines(condition, proc):
            seen = []
            timer = threading.Timer(10, proc.kill)
            timer.start()
            try:
                for line in proc.stdout:
                    seen.append(line)
                    if condition(line):
                        return line
            finally:
                timer.cancel()
            raise AssertionError("not said within 10 s; the watcher said:\n" + "".join(seen))
        return self.proc, lines

    def __exit__(self, *exc):
        if self.proc.poll() is None:
            self.proc.stdin.write("q\n")
            self.proc.stdin.flush()
        try:
            self.proc.wait(timeout=5)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()


class follow(in_lines):
    """`arcade watch --lines` of uid `uid` as `watcher`."""

    def __init__(self, watcher, uid):
        super().__init__(watcher, "watch", "--lines", f"uid {uid}")


def test_line_mode_stops_sharing_on_the_line_stop_sharing():
    with world() as (root, shared):
        player = User(PLAYER, root, shared, "others_watch = yes\n")
        with in_lines(player, "--lines", "--no-menu", "memory", "--seed", "2") as (proc, lines):
            lines(lambda line: line.startswith("Shared live:") and "'stop sharing' stops it" in line, proc)
            wait(lambda: live_files(shared, PLAYER), "the stream written")
            proc.stdin.write("Stop  Sharing\n")
            proc.stdin.flush()
            lines(lambda line: line.startswith("Live sharing stopped."), proc)
            wait(lambda: not live_files(shared, PLAYER), "the stream removed", timeout=3)
            proc.stdin.write("stop sharing\n")
            proc.stdin.flush()
            lines(lambda line: line.startswith("You are not shared live: nothing to stop."), proc)
            proc.stdin.close()
            assert proc.wait(timeout=5) == 0


def test_hostile_live_files_are_passed_over_or_end_the_watch_with_one_line():
    with world() as (root, shared):
        watcher = User(WATCHER, root, shared)
        kinds = ["link", "fifo", "huge", "garbage", "other", "growing"]
        paths = {kind: hostile_file(shared, HOSTILE + i, kind) for i, kind in enumerate(kinds)}
        started = time.monotonic()
        listed = watcher.run("watch", "--list")
        assert listed.returncode == 0, listed
        assert time.monotonic() - started < 5
        for line in ("named for other users", "not a regular file", "larger than 8 MB"):
            assert line in listed.stderr, listed.stderr
        # Each regular one followed in line mode ends with one line, within seconds.
        said = watcher.run("watch", "--lines", f"uid {HOSTILE + kinds.index('garbage')}", stdin="")
        assert "stream is refused: not a replay" in said.stdout, said

        # A stream growing as fast as its owner can write, while it is followed: the header line
        # passes its bound and the watch ends in one line, at once.
        growing = paths["growing"]
        with follow(watcher, HOSTILE + kinds.index("growing")) as (proc, lines):
            lines(lambda line: line.startswith("Watching"), proc)
            with open(growing, "ab") as f:
                for _ in range(12):
                    f.write(b"x" * (1 << 20))
                    f.flush()
            said = lines(lambda line: "the limit" in line, proc)
        assert "stream ended: a line longer than 1 MB (the limit)" in said or "the limit" in said, said

        # A real player's stream rewritten (truncated) by its owner while it is followed.
        player = User(PLAYER, root, shared, "others_watch = yes\n")
        with player.arcade("zombies", "--seed", "3") as game:
            game.wait_for("classic")
            wait(lambda: live_files(shared, PLAYER), "the live stream")
            with follow(watcher, PLAYER) as (proc, lines):
                lines(lambda line: line.startswith("Watching"), proc)
                game.send("Enter")
                time.sleep(0.5)
                stream = os.path.join(shared, live_files(shared, PLAYER)[0])
                subprocess.run([*as_uid(PLAYER), "truncate", "-s", "10", stream], check=True)
                said = lines(lambda line: "rewritten" in line, proc)
            assert said.strip() == f"uid {PLAYER}'s stream ended: rewritten while it was followed.", said
