"""Screen-reader mode's bytes: a reader speaks what is written to the terminal, so a key must
rewrite only the rows it changed (issue 38: "no line that did not change is rewritten"). The
arcade runs on a pty of our own; a small terminal model reads every byte it writes (cursor
addressing, erases, inserts and deletes, printed text and its attributes) and says which rows
each key's bytes wrote and which rows' cells changed. A key's bytes are those read until the
screen shows what the key was for (a condition, not a pause), so a frame that came in two
reads still counts whole."""
import fcntl
import os
import pty
import re
import select
import signal
import struct
import tempfile
import termios
import time

from tmux_driver import BINARY

WIDTH, HEIGHT = 80, 24
ESCAPE = re.compile(r"\x1b(\[[0-9;?>=!]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()*+][0-9A-Za-z]|[=>78cDEHMNOZ\\])")


class Terminal:
    """The screen as the bytes leave it: cells of (character, attributes), the cursor, and the
    rows written since `take_written()` was last called."""

    def __init__(self, width, height):
        self.width, self.height = width, height
        self.rows = [[(" ", "")] * width for _ in range(height)]
        self.x = self.y = 0
        self.attributes = ""
        self.region = (0, height - 1)
        self.written = set()
        self.pending = ""
        self.last = " "

    def take_written(self):
        written, self.written = self.written, set()
        return written

    def text(self, y):
        return "".join(ch for ch, _ in self.rows[y])

    def cells(self):
        return [list(row) for row in self.rows]

    def feed(self, data):
        text = self.pending + data
        self.pending = ""
        at = 0
        while at < len(text):
            ch = text[at]
            if ch == "\x1b":
                match = ESCAPE.match(text, at)
                if match is None:
                    if len(text) - at < 64:
                        self.pending = text[at:]  # an escape cut by the read: finished by the next one
                        return
                    raise AssertionError(f"an escape sequence this model does not know: {text[at:at + 20]!r}")
                self.escape(match.group(1))
                at = match.end()
                continue
            at += 1
            if ch == "\r":
                self.x = 0
            elif ch == "\n":
                self.line_feed()
            elif ch == "\b":
                self.x = max(0, self.x - 1)
            elif ch == "\t":
                self.x = min(self.width - 1, (self.x // 8 + 1) * 8)
            elif ch in "\x07\x0e\x0f\x00":
                pass
            elif ch >= " ":
                self.put(ch)

    def put(self, ch):
        if self.x >= self.width:  # the pending wrap of the last column
            self.x = 0
            self.line_feed()
        self.rows[self.y][self.x] = (ch, self.attributes)
        self.written.add(self.y)
        self.last = ch
        self.x += 1

    def line_feed(self):
        top, bottom = self.region
        if self.y == bottom:
            self.delete_lines(top, 1)
        else:
            self.y = min(self.height - 1, self.y + 1)

    def delete_lines(self, y, n):
        _, bottom = self.region
        for _ in range(n):
            del self.rows[y]
            self.rows.insert(bottom, [(" ", "")] * self.width)
        self.written.update(range(y, bottom + 1))

    def insert_lines(self, y, n):
        _, bottom = self.region
        for _ in range(n):
            del self.rows[bottom]
            self.rows.insert(y, [(" ", "")] * self.width)
        self.written.update(range(y, bottom + 1))

    def erase(self, y, start, end):
        for x in range(max(0, start), min(self.width, end)):
            self.rows[y][x] = (" ", self.attributes)
        self.written.add(y)

    def escape(self, body):
        if body == "M":  # reverse index: up a row (tmux-256color's cursor up), scrolling at the top
            if self.y == self.region[0]:
                self.insert_lines(self.y, 1)
            else:
                self.y = max(0, self.y - 1)
            return
        if body in ("D", "E"):  # index, next line
            self.x = 0 if body == "E" else self.x
            self.line_feed()
            return
        if body == "7":
            self.saved = (self.x, self.y)
            return
        if body == "8":
            self.x, self.y = getattr(self, "saved", (0, 0))
            return
        if not body.startswith("["):
            return  # charset, keypad mode, OSC: no cell changes
        final, params = body[-1], body[1:-1]
        private = params.startswith(("?", ">", "=", "!"))
        numbers = [int(p) if p.isdigit() else 0 for p in params.lstrip("?>=!").split(";")] if params else []
        n = max(1, numbers[0]) if numbers else 1
        if private:
            return  # modes: cursor shown, alternate screen, mouse
        if final == "m":
            self.attributes = "" if not numbers or numbers == [0] else self.attributes + ";" + params
        elif final in "Hf":
            row = numbers[0] if numbers else 1
            column = numbers[1] if len(numbers) > 1 else 1
            self.y, self.x = max(1, row) - 1, max(1, column) - 1
        elif final == "A":
            self.y = max(0, self.y - n)
        elif final == "B":
            self.y = min(self.height - 1, self.y + n)
        elif final == "C":
            self.x = min(self.width - 1, self.x + n)
        elif final == "D":
            self.x = max(0, self.x - n)
        elif final == "d":
            self.y = n - 1
        elif final in "G`":
            self.x = n - 1
        elif final == "K":
            mode = numbers[0] if numbers else 0
            start, end = {0: (self.x, self.width), 1: (0, self.x + 1), 2: (0, self.width)}[mode]
            self.erase(self.y, start, end)
        elif final == "J":
            mode = numbers[0] if numbers else 0
            if mode == 0:
                self.erase(self.y, self.x, self.width)
                for y in range(self.y + 1, self.height):
                    self.erase(y, 0, self.width)
            elif mode in (2, 3):
                for y in range(self.height):
                    self.erase(y, 0, self.width)
        elif final == "X":
            self.erase(self.y, self.x, self.x + n)
        elif final == "b":
            for _ in range(n):
                self.put(self.last)
        elif final == "@":
            row = self.rows[self.y]
            self.rows[self.y] = (row[:self.x] + [(" ", self.attributes)] * n + row[self.x:])[:self.width]
            self.written.add(self.y)
        elif final == "P":
            row = self.rows[self.y]
            self.rows[self.y] = row[:self.x] + row[self.x + n:] + [(" ", self.attributes)] * n
            self.written.add(self.y)
        elif final == "L":
            self.insert_lines(self.y, n)
        elif final == "M":
            self.delete_lines(self.y, n)
        elif final == "r":
            top = numbers[0] if numbers else 1
            bottom = numbers[1] if len(numbers) > 1 else self.height
            self.region = (max(1, top) - 1, min(self.height, bottom) - 1)
            self.x = self.y = 0
        # Anything else (device reports, tab stops) changes no cell.


class Session:
    """The arcade on a pty of WIDTH × HEIGHT, its output read into a `Terminal`."""

    def __init__(self, *args):
        data = tempfile.mkdtemp(prefix="arcade-sr-bytes-")
        env = {**os.environ, "TERM": "tmux-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
               "ARCADE_DATA_DIR": data, "XDG_CONFIG_HOME": os.path.join(data, "config"),
               "SWIFT_BACKTRACE": "interactive=no", "ESCDELAY": "25"}
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            try:
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", HEIGHT, WIDTH, 0, 0))
                os.execve(BINARY, [BINARY, *args], env)
            finally:
                os._exit(127)  # the exec failed: the child must not go on as the test runner
        self.screen = Terminal(WIDTH, HEIGHT)

    def read_until(self, condition, what, timeout=10.0):
        deadline = time.monotonic() + timeout
        while not condition(self.screen):
            left = deadline - time.monotonic()
            assert left > 0, f"{what} did not happen; screen:\n" + "\n".join(
                self.screen.text(y) for y in range(HEIGHT))
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                self.screen.feed(os.read(self.fd, 65536).decode("utf-8", "replace"))

    def status(self):
        """The bottom three rows (the status line wraps onto at most three), joined."""
        return " ".join(self.screen.text(y).strip() for y in range(HEIGHT - 3, HEIGHT) if self.screen.text(y).strip())

    def key(self, keys, says):
        """Sends `keys`; reads until the status line says `says`. Returns (rows written, rows
        whose cells changed)."""
        before = self.screen.cells()
        self.screen.take_written()
        os.write(self.fd, keys)
        self.read_until(lambda _: says in self.status(), f"the status {says!r}")
        after = self.screen.cells()
        changed = {y for y in range(HEIGHT) if before[y] != after[y]}
        return self.screen.take_written(), changed

    def close(self):
        try:
            os.kill(self.pid, signal.SIGTERM)
            os.waitpid(self.pid, 0)
        except OSError:
            pass
        os.close(self.fd)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


# The arrows as tmux-256color spells them in keypad mode (smkx), which curses turns on.
LEFT, UP, DOWN, RIGHT = b"\x1bOD", b"\x1bOA", b"\x1bOB", b"\x1bOC"


def test_each_key_rewrites_only_the_rows_it_changed():
    with Session("zombies", "--seed", "7", "--screen-reader") as s:
        s.read_until(lambda _: "Mode classic" in s.status(), "the start screen")
        s.key(b"\r", "You are on E5")  # a new scene: most rows change
        for keys, says in [(LEFT, "Moved west to D5."), (b"l", "Zombies, classic, 5 by 5; you are on D5"),
                           (LEFT, "Moved west to C5."), (b"l", "you are on C5"), (RIGHT, "Moved east to D5.")]:
            written, changed = s.key(keys, says)
            assert written, f"{keys!r} wrote nothing"
            assert written <= changed, f"{keys!r} rewrote rows {sorted(written - changed)} that did not change"
            if keys == b"l":
                assert written <= set(range(HEIGHT - 3, HEIGHT)), f"look wrote rows {sorted(written)}: only the status line"


def test_menu_and_memory_moves_rewrite_only_their_rows():
    with Session("--screen-reader") as s:
        s.read_until(lambda _: "Menu: 1 Zombies" in s.status(), "the menu")
        for keys, says in [(DOWN, "Menu: 2 Memory"), (DOWN, "Menu: 3 FizzBuzz"), (UP, "Menu: 2 Memory")]:
            written, changed = s.key(keys, says)
            assert written and written <= changed, (keys, sorted(written), sorted(changed))
            # The marker's rows (the entry left and the entry chosen) and the status line.
            assert len(written) <= 2 + 3, sorted(written)
        s.key(b"\r", "Deck 1")
        s.key(b"\r", "A new deal")
        for keys, says in [(RIGHT, "B1: face down."), (DOWN, "B2: face down."), (LEFT, "A2: face down.")]:
            written, changed = s.key(keys, says)
            assert written and written <= changed, (keys, sorted(written), sorted(changed))
