"""A small driver for end-to-end tests: runs the real arcade binary in a detached tmux pane of
a fixed size, types keys, reads the screen, and checks the terminal afterwards.

No fixed sleeps: every wait polls `capture-pane` (or a file) until a condition holds or a
timeout passes.
"""
import os
import re
import shlex
import shutil
import signal
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("ARCADE_BIN", os.path.join(ROOT, ".build", "debug", "arcade"))


class Timeout(AssertionError):
    pass


def temporary_directory(prefix, mode=0o755):
    """A fresh directory of the test's own under TMPDIR (else /tmp), of `mode`: 0755 by default,
    so an arcade run as another uid (setpriv) can enter it. When it cannot be made, the failure
    names the directory, the reason and how to choose another."""
    # TMPDIR or /tmp as they are: tempfile.gettempdir() would quietly fall back elsewhere.
    parent = os.environ.get("TMPDIR") or "/tmp"
    try:
        path = tempfile.mkdtemp(prefix=prefix, dir=parent)
        os.chmod(path, mode)
        return path
    except OSError as error:
        raise AssertionError(f"cannot make a temporary directory {os.path.join(parent, prefix)}*:"
                             f" {error.strerror} (set TMPDIR to a directory this user can write)") from error


class Arcade:
    """One arcade process in its own tmux server (socket in a temporary directory of its own)."""

    def __init__(self, *args, width=80, height=24, env=None, data_dir=None, term="tmux-256color",
                 stdout_file=None, prefix=(), after_exit=None):
        self.dir = temporary_directory("arcade-e2e-")
        self.sock = os.path.join(self.dir, "sock")
        self.data_dir = data_dir or os.path.join(self.dir, "data")
        self.rc_file = os.path.join(self.dir, "rc")
        # XDG_CONFIG_HOME: the player's own settings file must not change a test.
        environment = {"ARCADE_DATA_DIR": self.data_dir, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                       "XDG_CONFIG_HOME": os.path.join(self.dir, "config"),
                       "SWIFT_BACKTRACE": "interactive=no", "TERM": term}
        environment.update(env or {})
        exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in environment.items())
        # `prefix`: words before the binary (setpriv, to run it as another user).
        command = " ".join(shlex.quote(a) for a in [*prefix, BINARY, *args])
        if stdout_file:
            command += " > " + shlex.quote(stdout_file)
        d = shlex.quote(self.dir)
        # `after_exit`: text the wrapper prints once the arcade is gone, where a shell would
        # print its prompt (no newline first, as a prompt comes).
        shown = f"printf %s {shlex.quote(after_exit)}; " if after_exit else ""
        # The wrapper shell runs the arcade as a job of its own (job control on, as in an
        # interactive shell, so Ctrl-Z stops it), survives ^C, answers a stop with "[stopped]"
        # and `fg` after a line of input, and records the exit code and the tty settings
        # before and after so a test can compare them.
        script = (f"set -m; trap : INT; stty -g > {d}/stty-before; export {exports}; {command}; rc=$?; "
                  f"while [ $rc -eq 148 ]; do echo '[stopped]'; read line; fg; rc=$?; done; "
                  f"{shown}echo $rc > {d}/rc.tmp; stty -g > {d}/stty-after; mv {d}/rc.tmp {d}/rc; "
                  f"exec sleep 600")
        self.tmux("new-session", "-d", "-s", "a", "-x", str(width), "-y", str(height),
                  "bash", "-c", script, ";", "set-option", "-t", "a", "remain-on-exit", "on")

    # -- tmux plumbing ---------------------------------------------------------------------
    def tmux(self, *args, check=True):
        return subprocess.run(["tmux", "-S", self.sock, "-f", "/dev/null", *args],
                              capture_output=True, text=True, check=check)

    def screen(self):
        return self.tmux("capture-pane", "-p", "-t", "a").stdout

    def display(self, fmt):
        return self.tmux("display-message", "-p", "-t", "a", fmt).stdout.strip()

    # -- waiting -----------------------------------------------------------------------------
    def wait_until(self, condition, what, timeout=10.0):
        """Polls the screen until `condition(screen)` holds; returns that screen. A capture can
        catch a frame half drawn, so a test waits for every part it reads, not one line of it."""
        deadline = time.monotonic() + timeout
        screen = ""
        while time.monotonic() < deadline:
            screen = self.screen()
            if condition(screen):
                return screen
            time.sleep(0.02)
        raise Timeout(f"{what} did not happen within {timeout}s; screen was:\n{screen}")

    def pick(self, name, timeout=10.0):
        """Opens the entry called `name` of the numbered list on screen (the launch menu, the
        daily list) with the digit drawn before it: tests name entries, so a new entry does
        not renumber them. Returns the entry's number."""
        pattern = re.compile(r"(\d+) +" + re.escape(name) + r"\b")
        screen = self.wait_until(lambda s: pattern.search(s), f"a numbered entry {name!r}", timeout)
        number = pattern.search(screen).group(1)
        self.send(number)
        return number

    def leave_to_menu(self, *through):
        """q back to the launch menu: q, then q again from each screen named in `through` (its
        text waited for first: "Daily challenge"), until the menu shows. Returns its screen."""
        for screen in through:
            self.send("q")
            self.wait_for(screen)
        self.send("q")
        return self.wait_for("Quit")

    def quit_from_menu(self):
        """q on the launch menu: the arcade exits with 0."""
        self.send("q")
        code = self.wait_exit()
        assert code == 0, (code, self.screen())

    def wait_for(self, text, timeout=10.0):
        """Polls the screen until `text` shows; returns the screen."""
        return self.wait_until(lambda screen: text in screen, f"{text!r} appearing", timeout)

    def wait_gone(self, text, timeout=10.0):
        return self.wait_until(lambda screen: text not in screen, f"{text!r} going", timeout)

    def wait_exit(self, timeout=10.0):
        """Waits for the arcade to exit; returns its exit code."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if os.path.exists(self.rc_file):
                with open(self.rc_file) as f:
                    return int(f.read().strip())
            time.sleep(0.02)
        raise Timeout(f"arcade did not exit within {timeout}s; screen:\n{self.screen()}")

    # -- input ------------------------------------------------------------------------------
    def send(self, *keys):
        """tmux key names: 'Up', 'Enter', 'Escape', 'C-c', 'q'..."""
        self.tmux("send-keys", "-t", "a", *keys)

    def type(self, text):
        self.tmux("send-keys", "-t", "a", "-l", text)

    def click(self, x, y):
        """A left click at cell (x, y), as an X10 mouse report (press then release)."""
        press = "\x1b[M" + chr(32 + 0) + chr(33 + x) + chr(33 + y)
        release = "\x1b[M" + chr(32 + 3) + chr(33 + x) + chr(33 + y)
        self.tmux("send-keys", "-t", "a", "-l", press + release)

    def click_sgr(self, x, y):
        """A left click as an SGR 1006 report (what xterm-256color terminals send)."""
        self.tmux("send-keys", "-t", "a", "-l", f"\x1b[<0;{x + 1};{y + 1}M\x1b[<0;{x + 1};{y + 1}m")

    def resize(self, width, height):
        self.tmux("resize-window", "-t", "a", "-x", str(width), "-y", str(height))

    def pid(self):
        """The arcade's pid (the child of the wrapper shell)."""
        shell = self.display("#{pane_pid}")
        out = subprocess.run(["pgrep", "-P", shell], capture_output=True, text=True).stdout.split()
        for pid in out:
            try:
                with open(f"/proc/{pid}/comm") as f:
                    if f.read().strip() == "arcade":
                        return int(pid)
            except OSError:
                pass
        raise AssertionError("arcade process not found")

    def kill(self, sig):
        os.kill(self.pid(), sig)

    def quit_from_menu(self):
        """Waits for the launch menu, quits it with q and expects exit 0."""
        self.wait_for("Quit")
        self.send("q")
        rc = self.wait_exit()
        assert rc == 0, f"q in the menu exited {rc}"

    # -- after exit -----------------------------------------------------------------------------
    def assert_restored(self):
        """Fails unless the terminal is as it was before the arcade (see terminal_restored)."""
        ok, why = self.terminal_restored()
        assert ok, why

    def terminal_restored(self):
        """True when the tty settings after exit equal those before, and the pane is back on
        the normal screen with the cursor visible and no mouse tracking."""
        with open(os.path.join(self.dir, "stty-before")) as f:
            before = f.read()
        with open(os.path.join(self.dir, "stty-after")) as f:
            after = f.read()
        flags = self.display("#{alternate_on} #{cursor_flag} #{mouse_any_flag}")
        return before == after and flags == "0 1 0", f"stty equal={before == after}, alt/cursor/mouse={flags}"

    def full_output(self):
        """The whole pane history, for text printed after the arcade left the screen; lines the
        pane wrapped are joined (a long path, under a long TMPDIR, wraps at the pane's width)."""
        return self.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "a").stdout

    def close(self):
        self.tmux("kill-server", check=False)
        shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
