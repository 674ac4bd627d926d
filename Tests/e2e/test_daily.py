"""The daily challenge through the real binary in tmux: play the day's maze to the end, open
the share card, and find the card on stdout after the arcade exits; and the --date errors."""
import datetime
import json
import os
import subprocess

from tmux_driver import BINARY, Arcade


def today():
    return datetime.datetime.now(datetime.timezone.utc).date()


def test_play_the_daily_maze_open_the_share_card_and_find_it_on_stdout_after_exit():
    with Arcade("maze", "--daily", "--latency-scale", "0.05") as a:
        a.wait_for("Counted attempt: starts at your first move")  # said before it starts
        a.send("Enter")
        a.wait_for("Press g to generate a maze.")
        a.send("g")
        a.wait_for("ratio", timeout=30)
        a.send("s")
        a.wait_for(f"Arcade Maze · daily {today().isoformat()}")
        a.send("x")  # any key closes the card
        a.wait_gone("Arcade Maze · daily")
        a.send("q")  # the game, then the menu
        a.wait_for("Quit")
        a.wait_for("today 1/4")  # the menu's daily line counts the finished challenge
        a.send("q")
        assert a.wait_exit() == 0
        ok, why = a.terminal_restored()
        assert ok, why
        output = a.full_output()
        assert f"Arcade Maze · daily {today().isoformat()}" in output, output
        assert "of the critical path" in output, output
        with open(os.path.join(a.data_dir, "daily.json")) as f:
            book = json.load(f)["data"]
        assert list(book["days"][today().isoformat()]) == ["maze"], book


def test_the_daily_list_plays_a_game_and_comes_back():
    with Arcade("daily") as a:
        a.wait_for(f"Daily challenge · {today().isoformat()} UTC")
        a.wait_for("Streak: 0 days")
        a.pick("FizzBuzz")
        a.wait_for("Counted attempt")
        a.send("Enter")
        a.wait_for("Get ready")
        a.send("Escape")  # before the first number: nothing began, nothing to ask
        a.wait_for("not played yet")
        a.send("q")
        a.wait_for("Quit")
        a.send("q")
        assert a.wait_exit() == 0


def test_a_bad_date_exits_2_with_one_line():
    tomorrow = (today() + datetime.timedelta(days=1)).isoformat()
    for args, words in [
        (["daily", "--date", "2026-02-30"], "there is no such day"),
        (["daily", "--date", "2026-1-5"], "use YYYY-MM-DD"),
        (["zombies", "--daily", "--date", tomorrow], "is in the future"),
        (["memory", "--date", "2025-12-31"], "before the first daily"),
        (["zombies", "--daily", "--mode", "block"], "drop --mode"),
    ]:
        out = subprocess.run([BINARY, *args], capture_output=True, text=True, timeout=30)
        assert out.returncode == 2, (args, out)
        lines = out.stderr.strip().splitlines()
        assert words in lines[0], (args, out.stderr)
        assert out.stdout == "", out.stdout
