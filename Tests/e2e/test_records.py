"""Records through the real binary: a result is saved on every way out, a corrupt file is
reported in the menu at start, and an unwritable directory is told in the game and again on
stderr after the terminal is restored."""
import glob
import json
import os
import signal
import tempfile

from tmux_driver import Arcade

SHORT_GAME = ["fizzbuzz", "--int1", "3", "--int2", "5", "--limit", "2", "--str1", "fizz", "--str2", "buzz"]


def play_short_fizzbuzz(a):
    """Starts the prefilled two-number game and waits for its end screen (nothing to answer)."""
    a.wait_for("Ready")
    a.send("C-g")
    return a.wait_for("Finished!", timeout=30)


def saved_games(data_dir):
    with open(os.path.join(data_dir, "fizzbuzz.json")) as f:
        return json.load(f)["data"]["games"]


def test_a_finished_game_is_saved_on_every_way_out():
    ways = [
        ("q", lambda a: (a.send("Escape"), a.wait_for("First number"), a.send("Escape"),
                         a.wait_for("Quit"), a.send("q")), 0),
        ("Ctrl-C", lambda a: a.send("C-c"), 130),
        ("SIGTERM", lambda a: a.kill(signal.SIGTERM), 143),
        ("SIGHUP", lambda a: a.kill(signal.SIGHUP), 129),
    ]
    for name, leave, code in ways:
        with Arcade(*SHORT_GAME) as a:
            play_short_fizzbuzz(a)
            leave(a)
            rc = a.wait_exit()
            assert rc == code, f"{name}: exit {rc}, expected {code}"
            restored, why = a.terminal_restored()
            assert restored, f"{name}: {why}"
            games = saved_games(a.data_dir)
            assert len(games) == 1 and games[0]["settings"]["limit"] == 2, f"{name}: {games}"


def test_a_corrupt_records_file_is_reported_in_the_menu_at_start():
    d = tempfile.mkdtemp(prefix="arcade-e2e-records-")
    with open(os.path.join(d, "zombies.json"), "w") as f:
        f.write("{x")
    with Arcade(data_dir=d) as a:
        a.wait_for("was unreadable")
        assert len(glob.glob(os.path.join(d, "zombies.json.corrupt-*"))) == 1
        a.send("x")
        a.wait_gone("was unreadable")
        a.send("q")
        assert a.wait_exit() == 0


def test_an_unwritable_directory_is_told_in_the_game_and_after_exit():
    d = tempfile.mkdtemp(prefix="arcade-e2e-records-")
    blocker = os.path.join(d, "F")
    with open(blocker, "w") as f:
        f.write("x")
    with Arcade(*SHORT_GAME, data_dir=os.path.join(blocker, "sub"), width=100) as a:
        screen = play_short_fizzbuzz(a)
        assert "! Not saved: cannot create" in screen, screen
        a.send("C-c")
        assert a.wait_exit() == 130
        restored, why = a.terminal_restored()
        assert restored, why
        after = a.full_output()
        assert "arcade: Records are not being saved: cannot create" in after, after
        assert "arcade: 1 result was not saved." in after, after
