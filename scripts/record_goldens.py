#!/usr/bin/env python3
"""Records the golden replays in Tests/Replays/ by playing the real binary in tmux with
--record (the way a player would: keys and clicks, read off the screen). Run from the
repository root after `swift build`; `make test` then checks each with `arcade replay --check`.
The data files are named by the relative path `assets` so the replays check from any checkout.

Each golden is a game-only session (`arcade --no-menu GAME …`, header `"root":"game"`): it
starts in its game and ends by leaving it, never on the launch menu, so a change to the menu
(a new entry) leaves every golden valid. Each recording is a `golden_replay_<name>(session)` function
in its game's Tests/e2e/test_<game>.py: `record_goldens.py NAME…` records those named."""
import glob
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "Tests", "e2e"))
sys.path.insert(0, HERE)

import arcadelib as L  # noqa: E402
from tmux_driver import Arcade  # noqa: E402

OUT = os.path.join(ROOT, "Tests", "Replays")
ENV = {"ARCADE_ASSETS_DIR": "assets"}
# `--pace S --out DIR`: a pause after every key or click, for replays people watch (the
# README's casts under docs/ are made from these with `arcade replay --cast`).
PACE = 0.0


def session(name, *args, **kw):
    # --force: recording again replaces the golden (a session never replaces a file unasked).
    return Arcade("--record", os.path.join(OUT, name + ".jsonl"), "--force", "--no-menu", *args, env=ENV, **kw)


def recordings():
    """Every game's recordings, from its own file: each `golden_replay_<name>` function of
    Tests/e2e/test_<game>.py, by <name> (zombies_win)."""
    found = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests", "e2e", "test_*.py"))):
        game = os.path.basename(path)[len("test_"):-len(".py")]
        with open(path) as f:
            if "\ndef golden_replay_" not in f.read():
                continue
        module = L.game_file(game)
        for name, function in vars(module).items():
            if name.startswith("golden_replay_") and callable(function):
                found[name[len("golden_replay_"):]] = function
    return found


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
    found = recordings()
    for name in args or found:
        if name not in found:
            sys.exit(f"record_goldens: no recording {name}: the games' are {', '.join(found)}")
        found[name](session)
        print("recorded", name)
