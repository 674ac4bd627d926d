"""Today's counted daily played without sight, looking around during the attempt, is shared and
verified like any other: in line mode (`look`) and in screen-reader mode (`l`), then `arcade
scores` after the day ended (faketime +1d: the owner's arcade reveals the sealed attempt and the
verifier replays it) lists it verified. Runs as the tester's own uid: no other user is needed."""
import json
import os
import random
import subprocess
import tempfile
import time

from shared_files import faketime, seconds_to_midnight, today
from tmux_driver import BINARY, Arcade

# Seconds between inputs: a person's pace (more than 5 inputs within 100 ms is a program, and
# the leaderboard rules it out).
PACE = 0.05


class Player:
    """A data directory and a shared directory of their own, joined."""

    def __init__(self):
        assert seconds_to_midnight() > 300, "too close to midnight UTC: the attempt would end another day's"
        self.data = tempfile.mkdtemp(prefix="arcade-sight-data-")
        self.shared = tempfile.mkdtemp(prefix="arcade-sight-shared-")
        os.chmod(self.shared, 0o1777)  # as /var/games/arcade/daily: the arcade refuses one without the sticky bit
        self.env = {**os.environ, "SWIFT_BACKTRACE": "interactive=no", "NO_COLOR": "1",
                    "ARCADE_DATA_DIR": self.data, "ARCADE_SHARED_DIR": self.shared,
                    "XDG_CONFIG_HOME": os.path.join(self.data, "config")}
        joined = self.run("scores", "--join")
        assert joined.returncode == 0 and "You share" in joined.stdout, joined

    def run(self, *args, clock=()):
        return subprocess.run([*clock, BINARY, *args], capture_output=True, text=True, timeout=120, env=self.env)

    def finished(self, game="zombies"):
        """Today's counted `game` has its result in the daily table."""
        try:
            with open(os.path.join(self.data, "daily.json")) as f:
                return not json.load(f)["data"]["days"][today()][game]["abandoned"]
        except (OSError, KeyError, ValueError, TypeError):
            return False

    def claimed(self, game="zombies"):
        return any(name.startswith(f"{today()}-{game}-") and name.endswith(".claim") for name in os.listdir(self.shared))

    def attempt_text(self, game="zombies"):
        (name,) = [n for n in os.listdir(self.shared) if n.startswith(f"{today()}-{game}-") and n.endswith(".arcade")]
        with open(os.path.join(self.shared, name)) as f:
            return f.read()

    def own_row_after_the_day(self, game="zombies"):
        """This player's row of today's board, read the next day (their arcade reveals the attempt
        first, then the board verifies it)."""
        out = self.run("scores", "--json", "--game", game, "--date", today(), clock=faketime("+1d"))
        assert out.returncode == 0, out
        rows = [row for row in json.loads(out.stdout)["games"][game] if row["uid"] == os.getuid()]
        assert len(rows) == 1, out.stdout
        return rows[0]


def test_a_daily_played_in_line_mode_looking_mid_game_is_verified_once_the_day_ended():
    player = Player()
    transcript = os.path.join(player.data, "transcript.txt")
    with open(transcript, "w") as out:
        arcade = subprocess.Popen([BINARY, "zombies", "--daily", "--lines"], stdin=subprocess.PIPE, stdout=out,
                                  stderr=subprocess.PIPE, env=player.env)
        moves = random.Random(11)
        deadline = time.monotonic() + 90
        looked = 0
        arcade.stdin.write(b"enter\n")  # past the counted-attempt notice
        while not player.finished():
            assert time.monotonic() < deadline, "the daily did not end within 90 s"
            command = moves.choice(["up", "down", "left", "right", "enter", "look"])
            looked += command == "look"
            arcade.stdin.write(command.encode() + b"\n")
            arcade.stdin.flush()
            time.sleep(PACE)
        deadline = time.monotonic() + 10
        while not player.claimed():
            assert time.monotonic() < deadline, "no claim was shared"
            time.sleep(0.05)
        arcade.stdin.close()  # the end of the input ends the session as q does
        assert arcade.wait(timeout=30) == 0, arcade.stderr.read()
    assert looked > 0
    with open(transcript) as f:
        said = f.read()
    assert "you are on" in said.lower(), "the looks were answered"
    row = player.own_row_after_the_day()
    assert row["verified"], row


def test_a_daily_played_in_screen_reader_mode_pressing_look_is_verified_once_the_day_ended():
    player = Player()
    with Arcade("zombies", "--daily", "--screen-reader", env=player.env, data_dir=player.data) as a:
        a.wait_for("Counted attempt: starts at your first move")
        a.send("Enter")
        a.wait_for("daily " + today())
        moves = random.Random(5)
        deadline = time.monotonic() + 90
        looked = 0
        while not player.finished():
            assert time.monotonic() < deadline, a.screen()
            key = moves.choice(["Up", "Down", "Left", "Right", "Enter", "l"])
            looked += key == "l"
            a.send(key)
            time.sleep(PACE)
        a.wait_until(lambda _: player.claimed(), "the claim")
        a.send("Escape")
        a.wait_for("Quit")
        a.send("q")
        assert a.wait_exit() == 0
    assert looked > 0
    assert '"k":"c:l"' not in player.attempt_text(), "looking is no move of the attempt"
    row = player.own_row_after_the_day()
    assert row["verified"], row
