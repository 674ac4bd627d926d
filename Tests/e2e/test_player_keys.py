"""The player's own keys (issue 37): a Zombies round and a whole Memory game played by keys with
the `vi` preset and with a remapped set from the settings file, each recorded, and each replay
checked by a viewer with the default keys (and one whose own keys would read them otherwise):
a replay holds the keys the game received, not the ones the player pressed."""
import os
import subprocess
import tempfile

from tmux_driver import BINARY, Arcade
from test_memory import inside, turned_up
from test_zombies import SAFE_ROUTE

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# What the player presses for each key the games read.
VI = {"Up": "k", "Down": "j", "Left": "h", "Right": "l", "Enter": "Enter"}
REMAPPED_FILE = "keys = arrows\nkey.up = i\nkey.down = m\nkey.left = u\nkey.right = o\nkey.select = x\n"
REMAPPED = {"Up": "i", "Down": "m", "Left": "u", "Right": "o", "Enter": "x"}
# A viewer whose own keys would turn the recorded letters into other moves, were they replayed.
OTHER_VIEWER = "keys = arrows\nkey.down = i\nkey.right = u\nkey.up = m\n"


def config_with(text):
    config = tempfile.mkdtemp(prefix="arcade-e2e-keys-")
    os.makedirs(os.path.join(config, "arcade"))
    with open(os.path.join(config, "arcade", "settings"), "w") as f:
        f.write(text)
    return config


def player(keyset):
    """The arcade's options and environment for `keyset` ("vi" or "remapped")."""
    if keyset == "vi":
        return ["--keys", "vi"], {}, VI
    return [], {"XDG_CONFIG_HOME": config_with(REMAPPED_FILE)}, REMAPPED


def checks_for_any_viewer(path):
    """`arcade replay --check` with the default keys, and with another player's keys."""
    for config in (tempfile.mkdtemp(prefix="arcade-e2e-viewer-"), config_with(OTHER_VIEWER)):
        environment = dict(os.environ, XDG_CONFIG_HOME=config, SWIFT_BACKTRACE="enable=no")
        result = subprocess.run([BINARY, "replay", path, "--check"], capture_output=True, text=True,
                                cwd=ROOT, env=environment, timeout=60)
        assert result.returncode == 0, result.stdout + result.stderr
        assert "same final screen and state" in result.stdout


def zombies_round(keyset):
    options, env, keys = player(keyset)
    path = os.path.join(tempfile.mkdtemp(prefix="arcade-e2e-keys-"), "zombies.jsonl")
    with Arcade("--record", path, "--seed", "3", *options, "zombies", "--mode", "classic", env=env) as a:
        a.wait_for("W: 0")
        for key in SAFE_ROUTE:  # the arrows' route, by the player's letters
            a.send(keys[key])
        a.wait_for("You won!")
        a.send("Escape")
        a.wait_for("Quit")
        a.send("q")
        assert a.wait_exit() == 0
    checks_for_any_viewer(path)


def memory_game(keyset):
    """A whole Memory game by keys: every card turned up two by two, then every pair matched."""
    options, env, keys = player(keyset)
    path = os.path.join(tempfile.mkdtemp(prefix="arcade-e2e-keys-"), "memory.jsonl")
    with Arcade("--record", path, "--seed", "1", *options, "memory", "--deck", "lofi-garden", "--ascii",
                env=env) as a:
        a.wait_until(lambda screen: "Lo-Fi Garden Memory Game!" in screen
                     and all(inside(screen, s) == "  ##  " for s in range(16)), "the 16 cards face down")
        cursor = 0

        def flip(slot):
            nonlocal cursor
            (r0, c0), (r1, c1) = divmod(cursor, 4), divmod(slot, 4)
            moves = ["Down"] * (r1 - r0) + ["Up"] * (r0 - r1) + ["Right"] * (c1 - c0) + ["Left"] * (c0 - c1)
            a.send(*[keys[m] for m in moves], keys["Enter"])
            cursor = slot

        faces, matched, moves = {}, set(), 0
        for first in range(0, 16, 2):
            flip(first)
            a.wait_for("One card up")
            flip(first + 1)
            moves += 1
            screen = turned_up(a, moves, (first, first + 1))
            for slot in (first, first + 1):
                faces[slot] = inside(screen, slot)[2:4]
                if inside(screen, slot)[0] == "*":
                    matched.add(slot)
        pairs = {}
        for slot, face in faces.items():
            if slot not in matched:
                pairs.setdefault(face, []).append(slot)
        for first, second in (p for p in pairs.values() if len(p) == 2):
            flip(first)
            a.wait_for("One card up")
            flip(second)
            a.wait_until(lambda s: inside(s, first)[0] == "*" and inside(s, second)[0] == "*", "a pair")
        a.wait_for("8/8")
        a.send("Escape")
        a.wait_for("Quit")
        a.send("q")
        assert a.wait_exit() == 0
    checks_for_any_viewer(path)


def test_a_zombies_round_with_vi_keys_replays_the_same_for_any_viewer():
    zombies_round("vi")


def test_a_zombies_round_with_remapped_keys_replays_the_same_for_any_viewer():
    zombies_round("remapped")


def test_a_memory_game_with_vi_keys_replays_the_same_for_any_viewer():
    memory_game("vi")


def test_a_memory_game_with_remapped_keys_replays_the_same_for_any_viewer():
    memory_game("remapped")
