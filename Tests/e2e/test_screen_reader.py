"""Screen-reader mode in tmux: after each key the terminal's cursor is visible and stands at the
start of the status line, and the status line says in words what the key changed; `l` says
where things are; glyphs are words (ASCII); the mode comes from the flag, the environment or
the settings file, and its session replays."""
import os
import subprocess
import tempfile

from tmux_driver import BINARY, Arcade

ENV = {**os.environ, "SWIFT_BACKTRACE": "interactive=no"}


def cursor(a):
    """(x, y, shown) of the pane's cursor."""
    x, y, flag = a.display("#{cursor_x},#{cursor_y},#{cursor_flag}").split(",")
    return int(x), int(y), flag == "1"


def status_line(a):
    """The status line: the screen's rows from the cursor's row down, joined."""
    _, y, _ = cursor(a)
    rows = a.screen().split("\n")
    return " ".join(row.strip() for row in rows[y:] if row.strip())


def wait_status(a, prefix):
    a.wait_until(lambda _: status_line(a).startswith(prefix), f"a status line starting {prefix!r}")
    x, y, shown = cursor(a)
    assert shown and x == 0, (x, y, shown)
    assert y >= 24 - 3, f"the cursor is on the status line at the bottom, not row {y}"
    return status_line(a)


def test_each_key_moves_the_cursor_to_the_status_line_which_says_what_changed():
    with Arcade("zombies", "--seed", "7", "--screen-reader") as a:
        wait_status(a, "Mode classic: 2 zombies in the dark; room 5 by 5. Enter plays.")
        assert "🧟" not in a.screen() and "╭" not in a.screen(), "words, not glyphs"
        a.send("Enter")
        wait_status(a, "You are on E5; the SOS is on A1.")
        a.send("Left")
        wait_status(a, "Moved west to D5. North, east and west are clear. South is the wall. 3 lives.")
        a.send("l")
        wait_status(a, "Zombies, classic, 5 by 5; you are on D5;")
        a.send("Left")
        wait_status(a, "Moved west to C5.")
        a.send("Up")
        wait_status(a, "A zombie on B4 saw you on C4. Try again: 2 lives left.")


def test_the_menu_says_the_selected_entry_and_the_cursor_follows():
    with Arcade("--screen-reader") as a:
        wait_status(a, "Menu: 1 Zombies, find the SOS in the dark.")
        a.send("Down")
        wait_status(a, "Menu: 2 Memory, flip cards, find the 8 pairs.")
        a.send("l")
        wait_status(a, "Arcade menu: 1 Zombies, 2 Memory, 3 FizzBuzz")


def test_the_environment_turns_it_on_and_the_session_replays():
    directory = tempfile.mkdtemp(prefix="arcade-sr-")
    replay = os.path.join(directory, "sr.jsonl")
    with Arcade("memory", "--seed", "3", "--record", replay, env={"ARCADE_SCREEN_READER": "1"}) as a:
        wait_status(a, "Deck 1 Deep Sea Choir, 9 cards.")
        a.send("Enter")
        wait_status(a, "A new deal: 16 cards face down")
        a.send("Enter")
        wait_status(a, "A1: Shell Game. One card up: find its twin.")
        a.send("l")
        wait_status(a, "Memory, deck Deep Sea Choir; the cursor is on A1: Shell Game")
        a.send("q")
        a.send("q")
        a.send("q")
        a.wait_exit()
    out = subprocess.run([BINARY, "replay", replay, "--check"], capture_output=True, text=True, timeout=60,
                         env=ENV)
    assert out.returncode == 0, out.stdout + out.stderr


def test_a_terminal_too_small_still_speaks():
    with Arcade("zombies", "--seed", "7", "--screen-reader", width=30, height=8) as a:
        a.wait_until(lambda _: "Terminal too small" in status_line(a), "the too-small notice on the status line")
        _, _, shown = cursor(a)
        assert shown


def test_without_it_the_cursor_is_hidden():
    with Arcade("zombies", "--seed", "7") as a:
        a.wait_for("classic")
        assert not cursor(a)[2]
