"""The auto theme at start-up, on a real pty playing the terminal: the question (OSC 11, then
DA1) answered at once, with DA1 alone, with garbage, late, or never. Start-up never waits for a
terminal that has not answered: the first frame comes in the fallback theme, and an answer that
comes later switches the theme and is never read as keys."""
import os
import pty
import re
import select
import shutil
import struct
import tempfile
import time

from tmux_driver import BINARY

QUERY = b"\x1b]11;?\x07\x1b[c"
WHITE = b"\x1b]11;rgb:ffff/ffff/ffff\x07"
DA1 = b"\x1b[?62;22c"
# The foreground colours ncurses sends on xterm-256color (setaf): 30-37, 90-97, 38;5;N.
COLOUR = re.compile(rb"\x1b\[(3[0-7]|9[0-7]|38;5;\d+)m")


class PtyArcade:
    """The arcade's menu on a pseudo-terminal of 80×24 that the test answers for."""

    def __init__(self, *args, env=None, settings=None):
        import fcntl
        import termios
        self.config = tempfile.mkdtemp(prefix="arcade-e2e-auto-")
        if settings is not None:
            os.makedirs(os.path.join(self.config, "arcade"))
            with open(os.path.join(self.config, "arcade", "settings"), "w") as f:
                f.write(settings)
        environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color",
                       "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "XDG_CONFIG_HOME": self.config,
                       "ARCADE_DATA_DIR": os.path.join(self.config, "data"), "SWIFT_BACKTRACE": "interactive=no"}
        environment.update(env or {})
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
                os.execve(BINARY, [BINARY, *args], environment)
            finally:
                os._exit(127)  # the exec failed: the child must not go on as the test runner
        self.out = b""

    def read_until(self, wanted, start=0, timeout=10):
        """Reads until `wanted` is in what came from offset `start` on, then until the screen is
        still; returns the bytes from `start`."""
        deadline = time.monotonic() + timeout
        while wanted not in self.out[start:]:
            left = deadline - time.monotonic()
            assert left > 0, f"never saw {wanted!r}; got {self.out[start:][-400:]!r}"
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                self.out += os.read(self.fd, 65536)
        return self.settle(start)

    def settle(self, start, quiet=0.4):
        """Reads until the screen has been still for `quiet` seconds; the bytes since `start`."""
        while True:
            ready, _, _ = select.select([self.fd], [], [], quiet)
            if not ready:
                return self.out[start:]
            chunk = os.read(self.fd, 65536)
            if not chunk:
                return self.out[start:]
            self.out += chunk

    def send(self, data):
        os.write(self.fd, data)

    def quit(self):
        self.send(b"q")
        _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        shutil.rmtree(self.config, ignore_errors=True)
        return os.WEXITSTATUS(status)


def colours(data):
    """The foreground colours of the last screen drawn whole in `data` (from its last clear):
    an answer that came after the first frame repaints the screen in the new theme."""
    return set(COLOUR.findall(data[data.rfind(b"\x1b[2J"):]))


def first_menu(*args, answer=None, env=None):
    """The arcade started with `answer` given as soon as the question arrives (None: nothing).
    Returns (the arcade, the bytes of its first screen)."""
    a = PtyArcade(*args, env=env)
    if answer is not None:
        wait_for_query(a)
        a.send(answer)
    return a, a.read_until(b"Quit")


def wait_for_query(a):
    """Reads until the question has come (answering it before start-up ends, as a local terminal
    does), without waiting for the screen."""
    deadline = time.monotonic() + 10
    while QUERY not in a.out:
        assert time.monotonic() < deadline, a.out
        ready, _, _ = select.select([a.fd], [], [], 1)
        if ready:
            a.out += os.read(a.fd, 65536)


def named_colours():
    """The colours the menu is drawn in with --theme light and --theme dark."""
    result = {}
    for name in ("light", "dark"):
        a, screen = first_menu("--theme", name)
        assert QUERY not in screen  # a named theme asks nothing
        assert a.quit() == 0
        result[name] = colours(screen)
    assert result["light"] and result["dark"] and result["light"] != result["dark"]
    return result


def test_a_white_terminal_answering_at_once_is_drawn_light():
    named = named_colours()
    a, screen = first_menu(answer=WHITE + DA1)
    assert colours(screen) == named["light"]
    assert a.quit() == 0
    a, screen = first_menu(answer=b"\x1b]11;rgb:0000/0000/0000\x1b\\" + DA1)
    assert colours(screen) == named["dark"]
    assert a.quit() == 0


def test_a_terminal_answering_only_da1_gets_the_fallback_and_no_stray_keys():
    named = named_colours()
    a, screen = first_menu(answer=DA1)
    assert colours(screen) == named["dark"]
    assert a.quit() == 0
    a, screen = first_menu(answer=DA1, env={"COLORFGBG": "0;15"})
    assert colours(screen) == named["light"]
    assert a.quit() == 0


def test_a_terminal_answering_garbage_gets_the_fallback():
    named = named_colours()
    a, screen = first_menu(answer=b"\x1b]11;rgb:zz/zz/zz\x07" + DA1)
    assert colours(screen) == named["dark"]
    assert a.quit() == 0


def test_a_silent_terminal_gets_the_first_frame_in_the_fallback_without_any_answer():
    named = named_colours()
    a, screen = first_menu(env={"COLORFGBG": "0;15"})
    assert QUERY in screen  # asked, never answered
    assert colours(screen) == named["light"]
    assert a.quit() == 0


def test_an_answer_after_the_first_frame_switches_the_theme_and_is_not_read_as_keys():
    named = named_colours()
    a, screen = first_menu()
    assert colours(screen) == named["dark"]
    start = len(a.out)
    # Were it read as keys, ESC would leave the menu and the 1 of "11" open Zombies.
    a.send(WHITE + DA1)
    repainted = a.settle(start)
    assert colours(repainted) == named["light"], repainted
    assert b"Quit" in repainted and b"Zombies" in repainted
    assert a.quit() == 0


def test_an_answer_split_around_the_first_frame_is_joined_and_keys_after_it_still_work():
    named = named_colours()
    a = PtyArcade()
    wait_for_query(a)
    a.send(WHITE[:12])  # "\x1b]11;rgb:fff": read before the first frame, its rest after
    screen = a.read_until(b"Quit")
    assert colours(screen) == named["dark"]
    start = len(a.out)
    a.send(WHITE[12:] + DA1)
    repainted = a.settle(start)
    assert colours(repainted) == named["light"], repainted
    assert b"Zombies" in repainted
    start = len(a.out)
    a.send(b"2")  # the keys still reach the menu: 2 opens Memory
    assert b"Memory: choose a deck" in a.read_until(b"back", start=start)
    a.send(b"\x1b")
    a.read_until(b"Quit", start=len(a.out))
    assert a.quit() == 0


def watched(settings, answer=None):
    """The colours of a golden replay watched on the pty by a viewer with `settings`."""
    replay = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Replays",
                          "zombies-win.jsonl")
    a = PtyArcade("replay", replay, "--speed", "20", settings=settings)
    if answer is not None:
        wait_for_query(a)
        a.send(answer)
    deadline, quit_sent = time.monotonic() + 30, False
    while time.monotonic() < deadline:
        ready, _, _ = select.select([a.fd], [], [], 1)
        if not ready:  # the last screen stays until q
            if a.out and not quit_sent:
                a.send(b"q")
                quit_sent = True
            continue
        try:
            chunk = os.read(a.fd, 65536)
        except OSError:  # the viewer has quit: the pty is closed
            break
        if not chunk:
            break
        a.out += chunk
    _, status = os.waitpid(a.pid, 0)
    os.close(a.fd)
    shutil.rmtree(a.config, ignore_errors=True)
    assert os.WEXITSTATUS(status) == 0, a.out[-300:]
    return set(COLOUR.findall(a.out))


def test_a_replay_is_watched_in_the_viewers_own_theme():
    light, dark = watched("theme = light\n"), watched("theme = dark\n")
    assert light and dark and light != dark
    assert watched("theme = auto\n", answer=WHITE + DA1) == light
    assert watched("theme = auto\n", answer=DA1) == dark


def refused_on_a_held_terminal(term, *args, answer_after=0.03):
    """The arcade run by a shell that keeps the terminal open after it exits (as a player's
    shell does), its question answered `answer_after` seconds late. Returns every byte the
    terminal showed, echoes included."""
    import fcntl
    import termios
    config = tempfile.mkdtemp(prefix="arcade-e2e-refusal-")
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": term, "LANG": "C.UTF-8",
                   "XDG_CONFIG_HOME": config, "ARCADE_DATA_DIR": os.path.join(config, "data"),
                   "SWIFT_BACKTRACE": "interactive=no"}
    pid, fd = pty.fork()
    if pid == 0:
        try:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
            command = " ".join([BINARY, *args]) + "; sleep 0.5"
            os.execve("/bin/sh", ["/bin/sh", "-c", command], environment)
        finally:
            os._exit(127)  # the exec failed: the child must not go on as the test runner
    out = b""
    deadline = time.monotonic() + 10
    answered = False
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
        if QUERY in out and not answered:
            time.sleep(answer_after)
            os.write(fd, WHITE + DA1)
            answered = True
    os.waitpid(pid, 0)
    os.close(fd)
    shutil.rmtree(config, ignore_errors=True)
    return out


def test_a_refusal_after_the_question_leaves_no_answer_echoed():
    # An unknown TERM is refused before auto asks anything; a --record that cannot be written
    # (found after the question was sent) reads the late answer with echo off before it exits,
    # so the player's shell shows the error line only, never the answer.
    unknown = refused_on_a_held_terminal("no-such-terminal", "zombies")
    assert QUERY not in unknown and b"unknown terminal type" in unknown, unknown
    unwritable = refused_on_a_held_terminal("xterm-256color", "zombies", "--record", "/nonexistent/x.jsonl")
    assert QUERY in unwritable and b"--record" in unwritable, unwritable
    assert b"rgb:" not in unwritable and b"62;22c" not in unwritable, unwritable
