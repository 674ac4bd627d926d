"""Today's counted daily played without sight, looking around during the attempt, is shared and
verified like any other: in line mode (`look`) and in screen-reader mode (`l`), then `arcade
scores` after the day ended (faketime +1d: the owner's arcade reveals the sealed attempt and the
verifier replays it) lists it verified. Runs as the tester's own uid: no other user is needed."""
import json
import os
import random
import re
import select
import subprocess
import tempfile
import time

from shared_files import faketime, seconds_to_midnight, today
from tmux_driver import BINARY, Arcade

# Seconds between inputs: a person's pace (more than 4 inputs within 100 ms is a program, and
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
    own = {k: player.env[k] for k in ("ARCADE_SHARED_DIR", "XDG_CONFIG_HOME", "NO_COLOR")}  # tmux's TERM stays
    with Arcade("zombies", "--daily", "--screen-reader", env=own, data_dir=player.data) as a:
        a.wait_for("Counted attempt: starts at your first move")
        a.send("Enter")
        a.wait_for("You are on E5")
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


class Lines:
    """The arcade in line mode on pipes: commands at a person's pace, lines read as they come."""

    def __init__(self, args, env):
        self.process = subprocess.Popen([BINARY, *args, "--lines"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, env=env)
        self.buffer = b""

    def say(self, command):
        self.process.stdin.write(command.encode() + b"\n")
        self.process.stdin.flush()
        time.sleep(PACE)

    def line(self, wanted, what, timeout=10.0):
        """The next line for which `wanted(line)` holds (the ones before it are passed over)."""
        deadline = time.monotonic() + timeout
        while True:
            while b"\n" in self.buffer:
                line, self.buffer = self.buffer.split(b"\n", 1)
                if wanted(line.decode()):
                    return line.decode()
            assert time.monotonic() < deadline, f"no line {what}"
            ready, _, _ = select.select([self.process.stdout], [], [], 0.5)
            if ready:
                chunk = os.read(self.process.stdout.fileno(), 65536)
                assert chunk, f"the arcade ended before a line {what}"
                self.buffer += chunk

    def close(self):
        self.process.stdin.close()
        return self.process.wait(timeout=30)


FLIP = re.compile(r"^([A-D][1-4]): (.*?)\. (One card up|No match with|Match with)")


def test_a_memory_daily_played_in_line_mode_by_square_names_is_verified():
    """A square's name is one click, not a run of arrow keys given at once (more than 4 inputs
    within 100 ms rule an attempt out as a program's)."""
    player = Player()
    arcade = Lines(["memory", "--daily"], player.env)
    arcade.line(lambda line: "Counted attempt" in line, "with the counted notice")
    arcade.say("enter")
    squares = [column + str(row) for row in range(1, 5) for column in "abcd"]
    seen, found = {}, set()  # the titles of cards seen and still face down; the squares matched

    def flip(square):
        arcade.say(square)
        match = FLIP.match(arcade.line(lambda line: FLIP.match(line) is not None, f"flipping {square}"))
        assert match.group(1) == square.upper(), match.group(0)
        return match.group(2), match.group(3)

    while len(found) < 16:
        unseen = [s for s in squares if s not in found and s not in seen]
        if not unseen:  # every card left is known: turn up a known pair
            first = next(iter(seen))
            twin = next(s for s in seen if s != first and seen[s] == seen[first])
            flip(first), flip(twin)
            found |= {first, twin}
            del seen[first], seen[twin]
            continue
        title, _ = flip(unseen[0])
        twin = next((s for s, t in seen.items() if t == title), None)
        second = twin or next(s for s in unseen[1:])
        second_title, what = flip(second)
        if what == "Match with":
            found |= {unseen[0], second}
            seen.pop(second, None)
        else:
            seen[unseen[0]], seen[second] = title, second_title
    deadline = time.monotonic() + 10
    while not player.claimed("memory"):
        assert time.monotonic() < deadline, "no claim was shared"
        time.sleep(0.05)
    assert arcade.close() == 0
    row = player.own_row_after_the_day("memory")
    assert row["verified"], row
