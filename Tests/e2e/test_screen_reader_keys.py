"""Screen-reader mode, key by key (issue 46): after each key the status line says what that key
did, at the cursor, and a key that changed nothing says so in a few words instead of staying
silent or stale; the focused card is words at the cursor; the panel says "Lives: 3"; Memory's
clock is not rewritten every second; ^P says the news before.

The 15 keys the sight report (M8) found silent, stale or misleading, and the test of each:
Settings r, Enter, Esc: test_settings_r_enter_and_esc_each_say_what_they_did; FizzBuzz's
Backspace to an empty field: test_fizzbuzz_form_says_an_emptied_field_and_why; FizzBuzz's l in a
field: test_fizzbuzz_l_in_a_field_says_the_letter_typed; Memory's p p:
test_memory_card_words_at_the_cursor_clock_still_and_pause_resumed; FizzBuzz's p p:
test_fizzbuzz_pause_then_resume_says_resumed_not_the_old_answer_alone; the Maze's v, Up, c and s:
test_maze_view_keys_say_what_they_did; Zombies' p and the lit room:
test_zombies_lives_in_words_a_key_that_does_nothing_and_lit_zombies; the leaderboard's o:
test_leaderboard_o_asks_with_y_stops_sharing_and_n_says_kept; the daily's y:
test_a_daily_left_with_y_says_abandoned_once."""
import os
import tempfile
import time

from tmux_driver import Arcade
from test_screen_reader import at_cursor, bottom_rows, cursor, wait_focus, wait_status


def test_settings_r_enter_and_esc_each_say_what_they_did():
    config = tempfile.mkdtemp(prefix="arcade-sr-config-")
    with Arcade("--screen-reader", "--seed", "5", env={"XDG_CONFIG_HOME": config}) as a:
        settings = a.pick("Settings")
        wait_focus(a, "Setting theme: auto", "> theme")
        for _ in range(4):
            a.send("Down")
        # The file's value, and what the mode forces now.
        wait_focus(a, "Setting screen_reader: off, the full screen; on now", "> screen_reader")
        a.send("Up", "Up")
        wait_focus(a, "Setting animations: full", "> animations")
        assert "screen-reader mode forces none" in bottom_rows(a), bottom_rows(a)
        a.send("r")
        wait_status(a, "Defaults on screen: Enter keeps them")
        a.send("Enter")
        wait_status(a, f"Settings saved, unchanged. Menu: {settings} Settings")
        a.send("Enter")
        wait_focus(a, "Setting theme: auto", "> theme")
        a.send("Escape")
        wait_status(a, f"Settings left unchanged. Menu: {settings} Settings")


def test_settings_in_screen_reader_mode_has_one_setting_a_row():
    with Arcade("--screen-reader", "--seed", "5") as a:
        a.pick("Settings")
        wait_focus(a, "Setting theme: auto", "> theme")
        rows = [row for row in a.screen().split("\n") if "key." in row]
        assert len(rows) == 10 and all(row.count("key.") == 1 for row in rows), rows


def test_memory_card_words_at_the_cursor_clock_still_and_pause_resumed():
    with Arcade("--no-menu", "memory", "--seed", "3", "--screen-reader") as a:
        wait_focus(a, "Deck 1 Deep Sea Choir, 9 cards.", "> 1  Deep Sea Choir")
        a.send("Enter")
        wait_status(a, "A new deal: 16 cards face down")
        a.send("Right")
        wait_focus(a, "B1: face down.", "B1 down")
        a.send("Enter")
        wait_status(a, "B1: ")
        before = a.screen()
        time.sleep(1.3)  # a still screen: the clock is not redrawn each second
        assert a.screen() == before, "nothing rewritten with no key"
        assert "Time: l says it" in before
        a.send("l")
        wait_status(a, "Memory, deck", query=True)
        assert "time 0:0" in bottom_rows(a), bottom_rows(a)
        a.send("p")
        wait_status(a, "Paused")
        a.send("p")
        wait_status(a, "Resumed. B1: ")
        a.send("C-p")
        wait_status(a, "Before this, newest first: ", query=True)


def test_zombies_lives_in_words_a_key_that_does_nothing_and_lit_zombies():
    with Arcade("--no-menu", "zombies", "--seed", "3", "--mode", "flashlight", "--screen-reader") as a:
        wait_status(a, "You are on E5")
        screen = a.screen()
        assert "Lives: 3" in screen and "<3" not in screen and "[x]" not in screen, screen
        a.send("p")
        wait_status(a, "p: nothing changed.")
        a.send("p")
        wait_status(a, "p: nothing changed, 2 times in a row.")
        a.send("Up")
        wait_status(a, "Moved north to E4. The flashlight lights the room!")
        assert "Zombies in sight: C4." in bottom_rows(a), bottom_rows(a)


def test_maze_view_keys_say_what_they_did():
    with Arcade("--no-menu", "maze", "--seed", "3", "--latency-scale", "0", "--screen-reader") as a:
        wait_status(a, "Maze: g generates a maze.")
        a.send("g")
        wait_status(a, "Done:")
        a.send("Up")
        wait_status(a, "Up: nothing changed.")
        a.send("v")
        wait_status(a, "Detail view: the arrows scroll.")
        a.send("c")
        wait_status(a, "Detail view centred on the start room S.")
        a.send("s")
        a.wait_until(lambda _: "Detail view scrolled south." in bottom_rows(a)
                     or "south edge" in bottom_rows(a), "the scroll said")
        a.send("v")
        wait_status(a, "Overview: the whole maze.")


def test_fizzbuzz_form_says_an_emptied_field_and_why():
    with Arcade("--no-menu", "fizzbuzz", "--seed", "3", "--screen-reader") as a:
        wait_focus(a, "First number: 3.", "> First number")
        a.send("Tab", "Tab")
        wait_focus(a, "Limit: 100.", "> Limit")
        a.send("BSpace", "BSpace", "BSpace")
        wait_focus(a, "Limit: empty, must not be empty.", "> Limit")
        x, y, shown = cursor(a)
        assert shown and at_cursor(a).startswith("> Limit"), (x, y)


def test_fizzbuzz_pause_then_resume_says_resumed_not_the_old_answer_alone():
    with Arcade("--no-menu", "fizzbuzz", "--seed", "3", "--screen-reader") as a:
        wait_focus(a, "First number: 3.", "> First number")
        a.send("C-g")
        wait_status(a, "1.")
        a.send("n")
        wait_status(a, "1: no word, said as is. Next: 2.")
        a.send("p")
        wait_status(a, "Paused")
        a.send("p")
        wait_status(a, "Resumed. 1: no word, said as is. Next: 2.")


def test_fizzbuzz_l_in_a_field_says_the_letter_typed():
    """In a form's field l is a letter (Tab leaves the field): the status says the field with it."""
    with Arcade("--no-menu", "fizzbuzz", "--seed", "3", "--screen-reader") as a:
        wait_focus(a, "First number: 3.", "> First number")
        for _ in range(4):
            a.send("Tab")
        wait_focus(a, "Second word: Buzz.", "> Second word")
        a.send("l")
        wait_focus(a, "Second word: Buzzl.", "> Second word")


def test_leaderboard_o_asks_with_y_stops_sharing_and_n_says_kept():
    """o while sharing asks; the question says what y does ("y stops sharing", never "y leaves");
    any other key keeps sharing and says so."""
    data = tempfile.mkdtemp(prefix="arcade-sr-")
    shared = tempfile.mkdtemp(prefix="arcade-sr-shared-")
    os.chmod(shared, 0o1777)
    with Arcade("daily", "--date", "2026-01-01", "--screen-reader", data_dir=data,
                env={"ARCADE_SHARED_DIR": shared}) as a:
        wait_focus(a, "Daily: 1 Zombies", "> 1 Zombies")
        a.pick("Leaderboard")
        wait_focus(a, "Zombies: no results yet.", " 1 Zombies ")
        a.send("o")
        wait_status(a, "You share your counted dailies")
        a.send("o")
        line = wait_status(a, "Stop sharing and delete your shared results? y stops sharing, any other key keeps it.")
        assert "y leaves" not in line, line
        a.send("n")
        wait_status(a, "You still share your counted dailies (o stops).")


def test_a_daily_left_with_y_says_abandoned_once():
    """y on the leave question of today's counted daily: the daily list says the game abandoned,
    once ("1 Zombies, abandoned", never "abandoned: abandoned")."""
    data = tempfile.mkdtemp(prefix="arcade-sr-")
    with Arcade("daily", "--screen-reader", data_dir=data) as a:
        wait_focus(a, "Daily: 1 Zombies", "> 1 Zombies")
        a.send("Enter")
        a.wait_for("Counted attempt: starts at your first move")
        a.send("Enter")
        wait_status(a, "You are on E5")
        a.send("Left")
        a.send("Escape")
        wait_status(a, "Leave today's counted Zombies?")
        a.send("y")
        wait_focus(a, "Daily: 1 Zombies, abandoned.", "> 1 Zombies")
        line = bottom_rows(a)
        assert "abandoned: abandoned" not in line and line.count("abandoned") == 1, line


def test_a_status_longer_than_three_rows_is_never_cut():
    """Today's counted FizzBuzz notice says both paces and the keys: longer than the three status
    rows, it covers the game from the bottom up and ends with its keys, the cursor at its start."""
    data = tempfile.mkdtemp(prefix="arcade-sr-")
    with Arcade("daily", "--screen-reader", data_dir=data) as a:
        wait_focus(a, "Daily: 1 Zombies", "> 1 Zombies")
        a.pick("FizzBuzz")
        line = wait_status(a, "FizzBuzz, daily ", query=True)
        assert line.endswith("Esc goes back."), line
        a.send("Escape")
