"""Zombies through the real binary in tmux: a seeded round played to the SOS, records that
persist across runs, the start screen, a lost life, ASCII mode and bad options."""
import os
import shutil
import subprocess
import tempfile
import time

from tmux_driver import BINARY, Arcade

# With --seed 3 the first classic room has its zombies at (2,2) and (3,2): the right column
# and the top row are safe, so Up x4 then Left x4 walks from the start to the SOS.
SEED = "3"
SAFE_ROUTE = ["Up"] * 4 + ["Left"] * 4


def close_message(a, key, text):
    """A round's message ignores keys for its first 0.3 s of game time (so a held arrow does not
    skip it): press `key` until `text` is gone, polling; returns the screen."""
    for _ in range(50):
        a.send(key)
        try:
            return a.wait_gone(text, timeout=0.2)
        except AssertionError:
            continue
    raise AssertionError(f"{text!r} never closed with {key}:\n{a.screen()}")


def stays_on_screen(a, text, seconds):
    """Polls for `seconds` and fails if `text` leaves the screen meanwhile."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        screen = a.screen()
        assert text in screen, f"{text!r} went away:\n{screen}"
        time.sleep(0.02)


def test_a_seeded_round_is_won_and_w_1_persists_across_runs():
    data = tempfile.mkdtemp(prefix="zombies-e2e-data-")
    try:
        with Arcade("zombies", "--seed", SEED, "--mode", "classic", data_dir=data) as a:
            screen = a.wait_for("W: 0")
            assert "[x]" in screen, "closed ways are marked in colour too:\n" + screen
            a.send(*SAFE_ROUTE)
            a.wait_for("You won!")
            screen = close_message(a, "Enter", "You won!")
            assert "W: 1" in screen and "Lives: " in screen
            a.send("Escape")  # back to the launch menu
            a.quit_from_menu()
            a.assert_restored()
        with Arcade("zombies", "--mode", "classic", data_dir=data) as a:
            screen = a.wait_for("W: 1")
            assert "L: 0" in screen
            a.send("Escape")
            a.wait_for("classic W: 1 L: 0")  # the menu's record line
            a.send("q")
            assert a.wait_exit() == 0
    finally:
        shutil.rmtree(data, ignore_errors=True)


def test_a_revealed_zombie_shows_try_again_beside_the_room_and_costs_a_heart():
    with Arcade("zombies", "--seed", SEED, "--mode", "classic", "--ascii") as a:
        a.wait_for("Lives: <3<3<3")
        # (4,2) is next to the zombie at (3,2); the two extra Lefts are an arrow still held.
        a.send("Left", "Left", "Left", "Left")
        screen = a.wait_for("Try again!")
        lives = next(line for line in screen.splitlines() if "Lives:" in line)
        assert lives.split("Lives:")[1].strip() == "<3<3", lives
        # The room stays in sight beside the message, with both zombies revealed.
        assert "| ## ## Z  ## ## |" in screen and "| ## .  @  .  ## |" in screen, screen
        stays_on_screen(a, "Try again!", 0.5)
        close_message(a, "x", "Try again!")
        a.send("Escape")
        a.quit_from_menu()


def test_the_start_screen_chooses_block_and_esc_comes_back():
    with Arcade("zombies", "--size", "6") as a:
        a.wait_for("Z O M B I E S")
        a.wait_for("6×6")
        a.send("Down", "Enter")
        a.wait_for("ZOMBIES · block · 6×6")
        a.send("Escape")
        a.wait_for("Z O M B I E S")
        a.send("Escape")
        a.quit_from_menu()


def test_ascii_and_no_color_game_screen_is_plain_ascii_with_marked_arrows():
    with Arcade("zombies", "--seed", SEED, "--mode", "classic", "--ascii", env={"NO_COLOR": "1"}) as a:
        screen = a.wait_for("[x]")
        assert "!!" in screen and "@ " in screen
        assert all(ord(c) < 128 for c in screen)
        a.send("q")
        a.quit_from_menu()


def test_too_small_pauses_with_a_notice_and_growing_back_repaints():
    with Arcade("zombies", "--seed", SEED, "--mode", "classic") as a:
        a.wait_for("W: 0")
        a.resize(50, 16)
        a.wait_for("Terminal too small")
        a.resize(80, 24)
        a.wait_for("W: 0")
        a.send("q")
        a.quit_from_menu()


def run_cli(*args):
    return subprocess.run([BINARY, *args], capture_output=True, text=True,
                          env={**os.environ, "ARCADE_DATA_DIR": "/tmp/arcade-e2e-zombies-cli"})


def test_bad_mode_and_size_exit_2_with_one_line():
    for args, text in [(["--mode", "dark"], "--mode must be classic, block or flashlight"),
                       (["--size", "3"], "--size must be between 4 and 12")]:
        result = run_cli("zombies", *args)
        assert result.returncode == 2, result
        assert text in result.stderr, result.stderr


# -- this game's data for the tools (scripts/arcadelib.py's game_file finds it here) -----------
# golden_replay_*: a golden replay's recording (scripts/record_goldens.py), given `session(name, *args)`
# (an Arcade recording Tests/Replays/<name>.jsonl with --no-menu) and ended by leaving the game.
# SOAK_BAD_COMMAND_LINES: (what, arguments) the arcade refuses with exit 2 and one line (the soak).
# SOAK_EXTREME_RECORDS: records tables of Int.max values, by table name (the soak).
# BENCH_RECIPE: how scripts/bench.py reaches its screens (its Recipe's fields, `args` after --seed).

BIG = 9223372036854775807  # Int.max

def golden_replay_zombies_win(session):
    with session("zombies-win", "--seed", "3", "zombies", "--mode", "classic") as a:
        a.wait_for("W: 0")
        for key in SAFE_ROUTE:
            a.send(key)
        a.wait_for("You won!")
        time.sleep(0.5)
        a.send("Escape")
        assert a.wait_exit() == 0


def golden_replay_zombies_loss(session):
    with session("zombies-loss", "--seed", "3", "zombies", "--mode", "classic", "--ascii") as a:
        a.wait_for("Lives: <3<3<3")
        # Walk about (a fixed pattern) until the zombies have taken every heart.
        pattern = ["Left", "Left", "Up", "Right", "Up", "Left", "Down", "Left", "Up", "Up", "Right", "Right"]
        for step in range(120):
            a.send(pattern[step % len(pattern)])
            time.sleep(0.15)
            screen = a.screen()
            if "You lost!" in screen:
                break
            if "Try again!" in screen:
                close_message(a, "Space", "Try again!")
        a.wait_for("You lost!")
        time.sleep(0.5)
        a.send("Escape")
        assert a.wait_exit() == 0


SOAK_BAD_COMMAND_LINES = [
    ("zombies --mode unknown", ["zombies", "--mode", "hard"]),
    ("zombies --size too big", ["zombies", "--size", "99"]),
    ("zombies --size zero", ["zombies", "--size", "0"]),
    ("zombies --size negative", ["zombies", "--size=-4"]),
    ("zombies --size not a number", ["zombies", "--size", "big"]),
]
SOAK_EXTREME_RECORDS = {"zombies": {"modes": {"classic": {"wins": BIG, "losses": 0}}}}
BENCH_RECIPE = dict(
    args=[], still=[("start screen", [], None), ("board", ["Enter"], None)],
    moves=[("Zombies move (board change)", ["Right", "Left", "Down", "Up"] * 3)])
