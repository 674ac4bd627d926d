#!/usr/bin/env python3
"""Records the golden replays in Tests/Replays/ by playing the real binary in tmux with
--record (the way a player would: keys and clicks, read off the screen). Run from the
repository root after `swift build`; `make test` then checks each with `arcade replay --check`.
The data files are named by the relative path `assets` so the replays check from any checkout.

Each golden is a game-only session (`arcade --no-menu GAME …`, header `"root":"game"`): it
starts in its game and ends by leaving it, never on the launch menu, so a change to the menu
(a new entry) leaves every golden valid."""
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "Tests", "e2e"))

from tmux_driver import Arcade  # noqa: E402
from test_fizzbuzz import fill_form, play_until_finished, right_answer  # noqa: E402
from test_memory import card_cell, explore, inside  # noqa: E402
from test_zombies import SAFE_ROUTE, close_message  # noqa: E402

OUT = os.path.join(ROOT, "Tests", "Replays")
ENV = {"ARCADE_ASSETS_DIR": "assets"}
# `--pace S --out DIR`: a pause after every key or click, for replays people watch (the
# README's casts under docs/ are made from these with `arcade replay --cast`).
PACE = 0.0


def session(name, *args, **kw):
    # --force: recording again replaces the golden (a session never replaces a file unasked).
    return Arcade("--record", os.path.join(OUT, name + ".jsonl"), "--force", "--no-menu", *args, env=ENV, **kw)


def left_the_game(a):
    """The game was left: with --no-menu that ends the session (exit 0, no menu shown)."""
    assert a.wait_exit() == 0


def zombies_win():
    with session("zombies-win", "--seed", "3", "zombies", "--mode", "classic") as a:
        a.wait_for("W: 0")
        for key in SAFE_ROUTE:
            a.send(key)
        a.wait_for("You won!")
        time.sleep(0.5)
        a.send("Escape")
        left_the_game(a)


def zombies_loss():
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
        left_the_game(a)


def memory_full():
    with session("memory-full", "--seed", "1", "memory", "--deck", "lofi-garden", "--ascii") as a:
        a.wait_for("Lo-Fi Garden Memory Game!")
        faces, matched = explore(a)
        pairs = {}
        for slot, face in faces.items():
            if slot not in matched:
                pairs.setdefault(face, []).append(slot)
        for first, second in (p for p in pairs.values() if len(p) == 2):
            a.click(*card_cell(first))
            a.wait_for("One card up")
            a.click(*card_cell(second))
            a.wait_until(lambda s: inside(s, first)[0] == "*" and inside(s, second)[0] == "*", "a pair")
        a.wait_for("8/8")
        time.sleep(0.5)
        a.send("q")
        left_the_game(a)


def fizzbuzz_right_wrong_missed():
    with session("fizzbuzz-mixed", "--seed", "1", "fizzbuzz") as a:
        a.wait_for("First number")
        fill_form(a, ["3", "5", "15", "fizz", "buzz"])
        a.wait_for("Ready")
        a.send("Enter")
        a.wait_for("Get ready")
        def mixed(n, turn):
            if turn % 4 == 3:
                return "j"  # a wrong answer (or an answer where none was due)
            if turn % 4 == 0:
                return None  # let it go by: missed when one was due
            return right_answer(n)

        screen = play_until_finished(a, mixed)
        assert "wrong: 0" not in screen and "missed: 0" not in screen, screen
        time.sleep(0.5)
        a.send("Escape")
        a.wait_for("First number")
        a.send("Escape")
        left_the_game(a)


def maze_with_faults():
    with session("maze-faults", "--seed", "5", "maze", "--latency-scale", "0.3", "--faults", "0.2") as a:
        a.wait_for("Press g to generate a maze.")
        a.send("g")
        a.wait_for("loading")
        a.wait_for("ratio", timeout=60)
        time.sleep(0.5)
        a.send("q")
        left_the_game(a)


RECORDINGS = {f.__name__: f for f in
              (zombies_win, zombies_loss, memory_full, fizzbuzz_right_wrong_missed, maze_with_faults)}

def paced(method):
    def wrapper(self, *args):
        method(self, *args)
        time.sleep(PACE)
    return wrapper


if __name__ == "__main__":
    args = sys.argv[1:]
    if "--pace" in args:
        i = args.index("--pace")
        PACE = float(args[i + 1])
        del args[i:i + 2]
        Arcade.send = paced(Arcade.send)
        Arcade.click = paced(Arcade.click)
    if "--out" in args:
        i = args.index("--out")
        OUT = args[i + 1]
        del args[i:i + 2]
    os.makedirs(OUT, exist_ok=True)
    for name in args or RECORDINGS:
        RECORDINGS[name]()
        print("recorded", name)
