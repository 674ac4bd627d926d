"""Screen-reader mode in tmux: after each key the terminal's cursor is visible and stands at the
start of the focused item (a menu entry, a form field, the card under Memory's cursor) while the
key moved the focus, else at the start of the status line, which says in words what the key
changed; `l` says where things are (on the status line, the cursor there); glyphs are words
(ASCII); the mode comes from the flag, the environment or the settings file, and its session
replays."""
import json
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


def wait_status(a, prefix, query=False):
    """The news: the status line starts with `prefix`, and the cursor stands at its start.
    `query`: the answer to l or ^P, which may be longer than the status rows: it covers the
    game from the bottom up until the next key, the cursor at its start."""
    a.wait_until(lambda _: status_line(a).startswith(prefix), f"a status line starting {prefix!r}")
    x, y, shown = cursor(a)
    assert shown and x == 0, (x, y, shown)
    assert query or y >= 24 - 3, f"the cursor is on the status line at the bottom, not row {y}"
    return status_line(a)


def at_cursor(a):
    """The text of the cursor's row from the cursor on."""
    x, y, _ = cursor(a)
    return a.screen().split("\n")[y][x:]


def bottom_rows(a):
    """The status line's rows (the bottom three; a status wraps onto at most three), joined."""
    rows = a.screen().rstrip("\n").split("\n")[-3:]
    return " ".join(row.strip() for row in rows if row.strip())


def wait_focus(a, status, item):
    """A focus move: the status line (at the bottom) says `status`, and the cursor, shown, stands
    at the start of the focused item, whose row reads `item` from there on."""
    a.wait_until(lambda _: status in bottom_rows(a) and at_cursor(a).startswith(item),
                 f"the cursor on {item!r}, the status {status!r}")
    x, y, shown = cursor(a)
    assert shown and y < 24 - 3, (x, y, shown)


def test_each_move_puts_the_cursor_on_the_status_line_which_says_what_changed():
    with Arcade("zombies", "--seed", "7", "--screen-reader") as a:
        wait_focus(a, "Mode classic: 2 zombies in the dark; room 5 by 5. Enter plays.", "> classic")
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


def test_the_menu_says_the_selected_entry_and_the_cursor_stands_on_it():
    with Arcade("--screen-reader") as a:
        wait_focus(a, "Menu: 1 Zombies, find the SOS in the dark.", "> 1  Zombies    find the SOS in the dark")
        a.send("Down")
        wait_focus(a, "Menu: 2 Memory, flip cards, find the 8 pairs.", "> 2  Memory     flip cards")
        a.send("l")
        wait_status(a, "Arcade menu: 1 Zombies, 2 Memory, 3 FizzBuzz")
        a.send("Down")
        wait_focus(a, "Menu: 3 FizzBuzz", "> 3  FizzBuzz")


def test_the_cursor_stands_on_the_focused_choice_field_or_card_and_on_the_news_after_it():
    with Arcade("--seed", "3", "--screen-reader") as a:
        # Zombies' start: the mode, then the room's size it changed, then the game's news.
        wait_focus(a, "Menu: 1 Zombies", "> 1  Zombies")
        a.pick("Zombies")
        wait_focus(a, "Mode classic: 2 zombies in the dark; room 5 by 5.", "> classic     2 zombies in the dark")
        a.send("Down")
        wait_focus(a, "Mode block:", "> block ")
        a.send("Right")
        wait_focus(a, "Mode block: 1 zombie and a block in the way; room 6 by 6.", "Room: < 6x6 >")
        a.send("Enter")
        wait_status(a, "You are on")
        a.send("Escape")
        wait_focus(a, "Mode block", "> block ")
        a.send("Escape")
        # Memory: the deck, the card under the cursor while it moves, the status line after a flip.
        wait_focus(a, "Menu: 1 Zombies", "> 1  Zombies")
        a.pick("Memory")
        wait_focus(a, "Deck 1 Deep Sea Choir, 9 cards.", "> 1  Deep Sea Choir")
        a.send("Enter")
        wait_status(a, "A new deal: 16 cards face down")
        a.send("Right")
        wait_focus(a, "B1: face down.", "B1 down")
        a.send("Down")
        wait_focus(a, "B2: face down.", "B2 down")
        _, y, _ = cursor(a)
        assert y == 8, f"B2's face row is row 8 at 80x24, not {y}"
        a.send("Enter")
        wait_status(a, "B2: ")
        a.send("q")
        a.send("q")
        # FizzBuzz's form: the focused field; a refused start is news on the status line.
        wait_focus(a, "Menu: 2 Memory", "> 2  Memory")
        a.pick("FizzBuzz")
        wait_focus(a, "First number: 3.", "> First number   [3_")
        a.send("Tab")
        wait_focus(a, "Second number: 5.", "> Second number  [5_")
        a.send("C-u")
        wait_focus(a, "Second number: empty, must not be empty.", "> Second number  [_")
        a.send("C-g")
        a.wait_until(lambda _: cursor(a)[1] >= 24 - 3, "the cursor on the status line after a refused start")
        a.send("Escape")
        # Settings: the chosen row.
        wait_focus(a, "Menu: 3 FizzBuzz", "> 3  FizzBuzz")
        settings = a.pick("Settings")
        wait_focus(a, "Setting theme: auto", "> theme           auto")
        a.send("Down")
        wait_focus(a, "Setting keys: vi, wasd, the arrows always move.", "> keys            vi, wasd")
        a.send("Escape")
        # Leaving says so first, on the status line.
        wait_status(a, f"Settings left unchanged. Menu: {settings} Settings")
        # The daily list: the selected game.
        a.pick("Daily")
        wait_focus(a, "Daily: 1 Zombies, not played yet.", "> 1 Zombies     not played yet")
        a.send("Down")
        wait_focus(a, "Daily: 2 Memory, not played yet.", "> 2 Memory")


def test_the_environment_turns_it_on_and_the_session_replays():
    directory = tempfile.mkdtemp(prefix="arcade-sr-")
    replay = os.path.join(directory, "sr.jsonl")
    with Arcade("memory", "--seed", "3", "--record", replay, env={"ARCADE_SCREEN_READER": "1"}) as a:
        wait_focus(a, "Deck 1 Deep Sea Choir, 9 cards.", "> 1  Deep Sea Choir")
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


def test_a_terminal_resized_mid_game_says_it_is_too_small_then_the_game_again():
    with Arcade("zombies", "--seed", "7", "--screen-reader") as a:
        wait_focus(a, "Mode classic", "> classic")
        a.send("Enter")
        a.send("Left")
        wait_status(a, "Moved west to D5.")
        a.resize(40, 10)
        a.wait_until(lambda _: status_line(a).startswith("Terminal too small: need 53x22, have 40x10"),
                     "the too-small notice on the status line")
        x, y, shown = cursor(a)
        assert shown and x == 0 and y >= 10 - 3, (x, y, shown)
        a.send("l")  # look still speaks: what it says is the notice
        a.wait_until(lambda _: status_line(a).startswith("Terminal too small"), "the notice on look")
        a.resize(80, 24)
        wait_status(a, "Zombies, classic, 5 by 5; you are on D5")  # the look stands until the next key
        a.send("Left")
        wait_status(a, "Moved west to C5.")


def test_without_it_the_cursor_is_hidden():
    with Arcade("zombies", "--seed", "7") as a:
        a.wait_for("classic")
        assert not cursor(a)[2]


def no_box_art(rows):
    """No frame a reader would spell out: no +--, no | edge."""
    for row in rows:
        assert "+-" not in row and "-+" not in row and not row.strip().startswith("|"), row


def test_help_pause_and_leave_are_words_without_frames_and_said():
    with Arcade("zombies", "--seed", "7", "--screen-reader") as a:
        wait_focus(a, "Mode classic", "> classic")
        a.send("Enter")
        wait_status(a, "You are on E5")
        a.send("?")
        wait_focus(a, "Help for Zombies, from the cursor on.", "arrows/hjkl/wasd  move")
        rows = a.screen().split("\n")
        title = next(i for i, row in enumerate(rows) if "Help: Zombies" in row)
        no_box_art(rows[title - 1:])
        a.send("l")
        wait_status(a, "Help for Zombies: arrows/hjkl/wasd: move; Enter: close the message;", query=True)
        a.send("x")
        wait_status(a, "You are on E5")
    with Arcade("fizzbuzz", "--seed", "7", "--screen-reader") as a:
        wait_focus(a, "First number", "> First number")
        a.send("C-g")
        a.wait_until(lambda _: "First number" not in bottom_rows(a), "the game started")
        a.send("p")
        wait_status(a, "Paused: the game is hidden and its clock stands still. Any key resumes.")
        no_box_art(a.screen().split("\n"))
        assert a.screen().count("Paused") == 2, "once in the box, once on the status line"
    with Arcade("zombies", "--daily", "--screen-reader") as a:
        a.wait_for("Counted attempt: starts at your first move")
        a.send("Enter")
        wait_status(a, "You are on E5")
        a.send("Left")
        a.send("Escape")
        wait_status(a, "Leave today's counted Zombies? It counts as abandoned. Its board is practice after that."
                       " The game is hidden meanwhile. y leaves, any other key stays.")
        rows = a.screen().split("\n")
        top = next(i for i, row in enumerate(rows) if "Leave today's counted Zombies?" in row)
        no_box_art(rows[top - 1:top + 6])
        assert not any("@" in row for row in rows), "nothing of the board under the question"
        a.send("n")
        a.wait_until(lambda _: "Leave today's" not in status_line(a), "the attempt again")


def test_the_leaderboard_and_fizzbuzz_stats_say_their_rows_and_the_cursor_stands_on_the_tab_or_row():
    # A past day's leaderboard over an empty shared directory: the reader's own result (not shared)
    # is its one row. FizzBuzz's records hold two timed settings.
    data = tempfile.mkdtemp(prefix="arcade-sr-")
    shared = tempfile.mkdtemp(prefix="arcade-sr-shared-")
    os.chmod(shared, 0o1777)
    result = {"summary": "won, 2 lives left", "won": True, "finishedAt": 1767225683, "abandoned": False,
              "score": 2, "seconds": 83}
    with open(os.path.join(data, "daily.json"), "w") as f:
        json.dump({"schema": 1, "data": {"days": {"2026-01-01": {"zombies": result}}, "practice": {}}}, f)
    classic = {"int1": 3, "int2": 5, "limit": 100, "string1": "Fizz", "string2": "Buzz"}
    other = {"int1": 2, "int2": 7, "limit": 30, "string1": "Ping", "string2": "Pong"}
    games = [{"settings": s, "score": score, "correct": 0, "wrong": 0, "missed": 0, "playedAt": 1767225600}
             for s, score in ((classic, 12), (other, -3), (classic, 37))]
    with open(os.path.join(data, "fizzbuzz.json"), "w") as f:
        json.dump({"schema": 1, "data": {"games": games}}, f)
    with Arcade("daily", "--date", "2026-01-01", "--screen-reader", data_dir=data,
                env={"ARCADE_SHARED_DIR": shared}) as a:
        wait_focus(a, "Daily: 1 Zombies, played: won, 2 lives left.", "> 1 Zombies")
        a.send("5")
        # Opened: the game shown and its standing; the cursor on that game's tab.
        wait_focus(a, "Zombies: 1 result, 0 verified; yours, 1:23, is not verified: not shared."
                   " All shared results checked.", " 1 Zombies ")
        a.send("Down")
        wait_focus(a, "Zombies, row 1 of 1: not ranked, you, won, 2 lives left, 1:23, not verified: not shared.",
                   "     you")
        a.send("Right")
        wait_focus(a, "Memory: no results yet. All shared results checked.", " 2 Memory ")
        a.send("l")
        assert wait_status(a, "Leaderboard, 2026-01-01 UTC, Memory (games: 1 Zombies, 2 Memory and 3 FizzBuzz;")
        screen = a.screen()
        assert "✓" not in screen and "·" not in screen, "words, not glyphs"
    with Arcade("fizzbuzz", "--screen-reader", data_dir=data) as a:
        wait_focus(a, "First number: 3.", "> First number")
        a.send("Right")
        wait_focus(a, "Stats, row 1 of 2: Fizz on 3, Buzz on 5, up to 100: played 2 times, best 37,",
                   "> 3 * 5 * 100 * Fizz * Buzz")
        a.send("Down")
        wait_focus(a, "Stats, row 2 of 2: Ping on 2, Pong on 7, up to 30: played 1 time, best -3,",
                   "> 2 * 7 * 30 * Ping * Pong")
        a.send("l")
        wait_status(a, "FizzBuzz stats, every combination of settings played, most played first: 1. Fizz on 3, Buzz on 5,"
                    " up to 100", query=True)
