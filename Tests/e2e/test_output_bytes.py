"""What the arcade writes to the terminal for one move (captured with `tmux pipe-pane`): only
what changed, within the byte budgets of `make bench`. The same screens, cell for
cell, are checked by every other e2e test; these check the bytes behind them."""
import os
import re
import unicodedata
import time

from tmux_driver import Arcade


def wait_quiet(path, quiet=0.3, timeout=5.0):
    """Waits until `path` has not grown for `quiet` seconds; returns its size."""
    deadline = time.monotonic() + timeout
    last, since = -1, time.monotonic()
    while time.monotonic() < deadline:
        size = os.path.getsize(path) if os.path.exists(path) else 0
        if size != last:
            last, since = size, time.monotonic()
        elif time.monotonic() - since >= quiet:
            return size
        time.sleep(0.02)
    return last


def bytes_for_keys(a, keys):
    """The bytes written in answer to each key in `keys`, one entry per key."""
    path = os.path.join(a.dir, "out.bytes")
    open(path, "wb").close()
    a.tmux("pipe-pane", "-o", "-t", "a", "cat >> " + path)
    out = []
    start = wait_quiet(path)
    for key in keys:
        a.send(key)
        end = wait_quiet(path)
        with open(path, "rb") as f:
            f.seek(start)
            out.append(f.read(end - start))
        start = end
    a.tmux("pipe-pane", "-t", "a", check=False)
    return out


def test_zombies_moves_stay_within_their_byte_budget():
    """A guard against regressions: ncurses' own terminfo strings, as they are (xterm-256color,
    as the bench), and nothing of ours beyond them. The goal (140 B) and today's figure are
    `make bench`'s; with xterm's sgr0 and sgr as they are, a move here costs up to ~160 B."""
    with Arcade("zombies", "--seed", "7", width=100, height=35, term="xterm-256color") as a:
        a.wait_for("Enter play", timeout=10)
        a.send("Enter")
        a.wait_for("Move:", timeout=10)
        moves = [b for b in bytes_for_keys(a, ["Left", "Up", "Right", "Down", "Left", "Up"]) if b]
        assert len(moves) >= 3, f"too few moves changed the board: {moves!r}"
        for move in moves:
            assert len(move) <= 180, (len(move), move)


def test_menu_selection_moves_in_at_most_40_bytes():
    with Arcade(width=100, height=35) as a:
        a.wait_for("Quit", timeout=10)
        moves = bytes_for_keys(a, ["Down", "Up"])
        for move in moves:
            assert move, "the cursor move wrote nothing"
            assert b"\x1b[7m" in move or b";7m" in move, move
            assert len(move) <= 40, (len(move), move)


CSI = re.compile(rb"\x1b\[[0-9;?]*[@-~]")
SGR = re.compile(r"\x1b\[([0-9;]*)m")


def styled_cells(screen):
    """A `capture-pane -e` screen as rows of (character, attributes) cells; a wide character
    fills its cell and the next (marked "")."""
    rows = []
    for line in screen.split("\n"):
        row, style, at = [], {}, 0
        for match in list(SGR.finditer(line)) + [None]:
            text = line[at:match.start() if match else len(line)]
            for ch in text:
                row.append((ch, tuple(sorted(style.items(), key=str))))
                if unicodedata.east_asian_width(ch) in ("W", "F"):
                    row.append(("", ()))
            if match is None:
                break
            at = match.end()
            params = [int(p) if p else 0 for p in match.group(1).split(";")]
            while params:
                p = params.pop(0)
                if p == 0:
                    style = {}
                elif p in (38, 48):
                    style["fg" if p == 38 else "bg"] = tuple(params[:2])
                    params = params[2:]
                elif p in (39, 49):
                    style.pop("fg" if p == 39 else "bg", None)
                else:
                    style[p] = True
        rows.append(row)
    return rows


def changed_glyphs(before, after):
    """The characters (spaces left out) of the cells whose character or attributes differ
    between two `capture-pane -e` screens."""
    old, new = styled_cells(before), styled_cells(after)
    blank = (" ", ())
    out = []
    for y in range(max(len(old), len(new))):
        a = old[y] if y < len(old) else []
        b = new[y] if y < len(new) else []
        for x in range(max(len(a), len(b))):
            was, now = (a[x] if x < len(a) else blank), (b[x] if x < len(b) else blank)
            if was != now and now[0] not in (" ", ""):
                out.append(now[0])
    return out


def test_zombies_move_writes_the_glyphs_that_changed_and_nothing_else():
    """Issue 13, item 3: a move sends the squares and pad buttons it changed, no square or
    label drawn again as it was (the byte figure itself is `make bench`'s)."""
    with Arcade("zombies", "--seed", "7", width=100, height=35) as a:
        a.wait_for("Enter play", timeout=10)
        a.send("Enter")
        a.wait_for("Move:", timeout=10)
        path = os.path.join(a.dir, "out.bytes")
        open(path, "wb").close()
        a.tmux("pipe-pane", "-o", "-t", "a", "cat >> " + path)
        start = wait_quiet(path)
        checked = 0
        for key in ["Left", "Up", "Right", "Down", "Left", "Up"]:
            before = a.tmux("capture-pane", "-e", "-p", "-t", "a").stdout
            a.send(key)
            end = wait_quiet(path)
            after = a.tmux("capture-pane", "-e", "-p", "-t", "a").stdout
            with open(path, "rb") as f:
                f.seek(start)
                move = f.read(end - start)
            start = end
            if not move:
                continue  # a closed way: nothing changed, nothing sent
            # What is printed: the bytes without escape sequences and cursor-motion controls.
            text = "".join(ch for ch in CSI.sub(b"", move).decode("utf-8") if ch >= " ")
            written = sorted(ch for ch in text if ch != " ")
            changed = sorted(changed_glyphs(before, after))
            assert written == changed, (key, move, written, changed)
            # Spaces only where ncurses writes one instead of moving the cursor over it.
            assert text.count(" ") <= len(written), (key, move)
            checked += 1
        a.tmux("pipe-pane", "-t", "a", check=False)
        assert checked >= 3, "too few moves changed the board"
