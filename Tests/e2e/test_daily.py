"""The daily challenge through the real binary in tmux: play the day's maze to the end, open
the share card, and find the card on stdout after the arcade exits; and the --date errors."""
import datetime
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time

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
        a.leave_to_menu()  # the game, then the menu
        a.wait_until(lambda s: re.search(r"today 1/\d", s), "today 1/N")  # the daily line counts it
        a.quit_from_menu()
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
        a.leave_to_menu()
        a.quit_from_menu()


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


def test_the_leave_question_hides_the_board_and_yes_makes_the_day_practice():
    with Arcade("daily") as a:
        a.pick("Memory")
        a.wait_for("Counted attempt")
        a.send("Enter")
        a.wait_for("Moves: 0")
        a.send("Enter", "Right", "Enter")  # two cards up: the attempt began
        a.wait_for("Moves: 1")
        a.send("q")
        screen = a.wait_for("Leave today's counted Memory?")
        assert "The game is hidden meanwhile." in screen, screen
        assert "Moves:" not in screen and "Pairs:" not in screen and "🎴" not in screen, screen
        a.send("y")
        a.wait_for("✗ abandoned")
        a.pick("Memory")  # closed by the answer: its deal is practice now
        a.wait_for("(practice)")
        a.send("q")
        a.wait_for("✗ abandoned")
        a.send("q")
        a.quit_from_menu()


def wait_for_file(path, text, timeout=10.0):
    """Polls until `path` exists and holds `text` (the arcade writes after the frame)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with open(path) as f:
                if text in f.read():
                    return
        except OSError:
            pass
        time.sleep(0.05)
    raise AssertionError(f"{path} never held {text!r}")


def test_an_attempt_played_in_another_terminal_is_in_progress_and_a_killed_one_is_cut_off():
    data = tempfile.mkdtemp(prefix="arcade-attempt-")
    with Arcade("memory", "--daily", data_dir=data) as playing:
        playing.wait_for("Counted attempt")
        playing.send("Enter")
        playing.wait_for("Moves: 0")
        playing.send("Enter")  # the first flip begins the attempt (and takes its lock)
        wait_for_file(os.path.join(data, "daily.json"), '"stillOpen"')
        with Arcade("daily", data_dir=data) as other:
            other.wait_for("in progress elsewhere")
            assert "abandoned" not in other.screen(), other.screen()
            other.pick("Memory")
            other.wait_for("today's Memory is in progress in another terminal: finish it there")
            other.send("q")
            other.quit_from_menu()
        playing.kill(signal.SIGKILL)
        assert playing.wait_exit() == 137
    with Arcade("daily", data_dir=data) as later:
        screen = later.wait_for("✗ cut off: practice tomorrow")
        later.pick("Memory")
        screen = later.wait_for("today's Memory was cut off unfinished: practice opens tomorrow")
        line = next(line for line in screen.splitlines() if "cut off unfinished" in line)
        assert line.rstrip().endswith("tomorrow") and len(line.rstrip()) <= 80, line
        later.send("q")
        later.quit_from_menu()


def test_a_clock_moved_ahead_shows_no_board_of_a_day_not_begun():
    """faketime moves the process's clock, not the kernel's dates: a file the arcade just made
    says the real day, and no board of it or later is shown (nothing counts either)."""
    if shutil.which("faketime") is None:
        raise AssertionError("faketime is missing (make deps installs it)")
    data = tempfile.mkdtemp(prefix="arcade-clock-")
    tomorrow = (today() + datetime.timedelta(days=1)).isoformat()
    with Arcade("zombies", "--daily", data_dir=data, prefix=["faketime", "-f", "+1d"]) as a:
        a.wait_for(f"Zombies {tomorrow} is sealed: your clock is 1 day ahead of the system's")
        a.wait_for(f"Daily challenge · {tomorrow} UTC")
        a.pick("Memory")
        a.wait_for(f"Memory {tomorrow} is sealed")
        a.send("q")
        a.quit_from_menu()
    # Today's real board by an explicit date: sealed as well (it is not practice: not played yet).
    with Arcade("daily", "--date", today().isoformat(), data_dir=data, prefix=["faketime", "-f", "+1d"]) as a:
        a.pick("Zombies")
        a.wait_for(f"Zombies {today().isoformat()} is sealed: your clock is 1 day ahead")
        a.send("q")
        a.quit_from_menu()
    assert not os.path.exists(os.path.join(data, "daily.json")) or "zombies" not in open(
        os.path.join(data, "daily.json")).read()


# -- this game's data for the tools (scripts/arcadelib.py's game_file finds it here) -----------
# golden_replay_*: a golden replay's recording (scripts/record_goldens.py), given `session(name, *args)`
# (an Arcade recording Tests/Replays/<name>.jsonl with --no-menu) and ended by leaving the game.
# SOAK_BAD_COMMAND_LINES: (what, arguments) the arcade refuses with exit 2 and one line (the soak).
# SOAK_EXTREME_RECORDS: records tables of Int.max values, by table name (the soak).
# BENCH_RECIPE: how scripts/bench.py reaches its screens (its Recipe's fields, `args` after --seed).

SOAK_BAD_COMMAND_LINES = [("daily --date not a date", ["daily", "--date", "yesterday"])]
# None covered yet (its book's practice counts could be).
SOAK_EXTREME_RECORDS = {}
