"""Memory through the real binary in tmux: a seeded game, one pair found by keys and one by a
mouse click, the deck picker, and command-line deck errors."""
import json
import os
import re
import subprocess
import tempfile
import time

from tmux_driver import BINARY, Arcade

# Where the board is drawn at 80x24 (MemoryLayout): 4x4 cards of 8x3 cells, 2 columns and
# 1 row apart, the first card's frame at column 1, row 3 (the side panel takes the rest of the
# width: 36 columns at 80).
LEFT, TOP = 1, 3


def card_cell(slot):
    """The column and row of the middle of a card's inside."""
    row, col = divmod(slot, 4)
    return LEFT + col * 10 + 3, TOP + row * 4 + 1


def inside(screen, slot):
    """The 6 columns inside a card's frame (ASCII mode: one character per cell)."""
    row, col = divmod(slot, 4)
    line = screen.splitlines()[TOP + row * 4 + 1]
    x = LEFT + col * 10
    return line[x + 1:x + 7]


def stats(screen):
    moves, pairs = re.search(r"Moves: (\d+)\s+Pairs: (\d)/8", screen).groups()
    return int(moves), int(pairs)


def turned_up(a, moves, slots):
    """Waits for turn number `moves` to show, with both of its cards marked x or *."""
    return a.wait_until(
        lambda screen: f"Moves: {moves} " in screen and all(inside(screen, s)[0] in "x*" for s in slots),
        f"turn {moves} on {slots}")


def matched_pairs(a, found, slots):
    """Waits for `found` pairs, with the given cards marked matched."""
    return a.wait_until(
        lambda screen: f"Pairs: {found}/8" in screen and all(inside(screen, s)[0] == "*" for s in slots),
        f"pair {found} on {slots}")


def keys_to(from_slot, to_slot):
    """Arrow keys that take the cursor from one slot to another."""
    (r0, c0), (r1, c1) = divmod(from_slot, 4), divmod(to_slot, 4)
    keys = ["Down"] * (r1 - r0) + ["Up"] * (r0 - r1) + ["Right"] * (c1 - c0) + ["Left"] * (c0 - c1)
    return keys


def explore(a):
    """Turns up the cards two by two (clicks) and returns each slot's ASCII face, and the
    slots that got matched along the way."""
    faces, matched = {}, set()
    moves = 0
    for first in range(0, 16, 2):
        a.click(*card_cell(first))
        # Wait for each flip: two clicks sent back to back sometimes lose the first one in
        # the ncurses backend (reported to the lead), which is not what this test is about.
        a.wait_for("One card up")
        a.click(*card_cell(first + 1))
        moves += 1
        screen = turned_up(a, moves, (first, first + 1))
        for slot in (first, first + 1):
            text = inside(screen, slot)
            faces[slot] = text[2:4]
            if text[0] == "*":
                matched.add(slot)
    return faces, matched


def test_seeded_game_pair_by_keys_and_pair_by_click_then_quit():
    with Arcade("memory", "--seed", "1", "--deck", "lofi-garden", "--ascii") as a:
        # Every card read is waited for: a capture can catch the first frame half drawn.
        a.wait_until(lambda screen: "Lo-Fi Garden Memory Game!" in screen
                     and all(inside(screen, s) == "  ##  " for s in range(16)),
                     "the title and the 16 cards face down")
        faces, matched = explore(a)
        pairs = {}
        for slot, face in faces.items():
            if slot not in matched:
                pairs.setdefault(face, []).append(slot)
        unmatched = [p for p in pairs.values() if len(p) == 2]
        assert len(unmatched) >= 2, f"seed 1 matched too much while exploring: {faces}"
        moves, found = stats(a.screen())

        # A pair by keys: the cursor is on the last clicked card (15).
        first, second = unmatched[0]
        a.send(*keys_to(15, first), "Enter")
        a.send(*keys_to(first, second), "Space")
        screen = matched_pairs(a, found + 1, (first, second))
        assert inside(screen, first) == f"* {faces[first]} *"
        assert inside(screen, second) == f"* {faces[second]} *"
        assert "Match!" in screen

        # A pair by mouse clicks.
        first, second = unmatched[1]
        a.click(*card_cell(first))
        a.wait_for("One card up")
        a.click(*card_cell(second))
        screen = matched_pairs(a, found + 2, (first, second))
        assert inside(screen, first) == f"* {faces[first]} *"
        assert inside(screen, second) == f"* {faces[second]} *"
        assert stats(screen) == (moves + 2, found + 2)

        a.leave_to_menu()
        a.quit_from_menu()
        a.assert_restored()


def test_a_mismatch_turns_back_down_after_half_a_second():
    with Arcade("memory", "--seed", "1", "--deck", "space-cadets", "--ascii") as a:
        a.wait_for("Space Cadets Memory Game!")
        faces, matched = explore(a)
        # The last turn must be a mismatch, seen face up (explore read its faces), or there is
        # nothing to turn back down.
        last = (14, 15)
        assert not matched & set(last), f"seed 1 matched the last turn: {faces}"
        assert all(faces[s].strip() and faces[s] != "##" for s in last), faces
        # It turns back down by itself (no key is pressed), and the status asks for a card.
        screen = a.wait_until(
            lambda screen: all(inside(screen, s) == "  ##  " for s in range(16) if s not in matched)
            and "Pick a card" in screen,
            "every unmatched card face down and 'Pick a card'")
        assert stats(screen)[0] == 8  # the eight turns of explore, none added
        a.send("Escape")
        a.quit_from_menu()


def test_deck_picker_lists_the_built_in_decks_and_starts_one():
    with Arcade("memory", "--seed", "3") as a:
        screen = a.wait_for("Memory: choose a deck")
        for name in ("Deep Sea Choir", "Lo-Fi Garden", "Space Cadets"):
            assert name in screen
        a.send("Down", "Enter")
        screen = a.wait_for("Lo-Fi Garden Memory Game!")
        assert "🎴" in screen
        a.send("Escape")
        a.wait_for("Memory: choose a deck")
        a.send("Escape")
        a.quit_from_menu()


def test_no_color_game_screen_keeps_its_marks():
    with Arcade("memory", "--seed", "1", "--deck", "deep-sea-choir", "--ascii", env={"NO_COLOR": "1"}) as a:
        a.wait_for("Deep Sea Choir Memory Game!")
        a.send("Enter")
        # The face-up card under the cursor reads without colour: ">|  Oc  |<".
        a.wait_until(lambda screen: re.search(r">\|  \w\w  \|<", screen), "the marked face-up card")
        a.send("q")
        a.quit_from_menu()


def test_too_few_cards_on_the_command_line_exits_2_with_the_message():
    folder = tempfile.mkdtemp(prefix="memory-e2e-")
    path = os.path.join(folder, "thin.json")
    cards = [{"id": i, "title": f"T{i}", "artist": "A", "face": "🍎🍌🍇🍉🍒🍓🍍"[i], "ascii": f"F{i}"}
             for i in range(7)]
    with open(path, "w") as f:
        json.dump({"name": "Thin", "cards": cards}, f, ensure_ascii=False)
    result = subprocess.run([BINARY, "memory", "--deck", path], capture_output=True, text=True)
    assert result.returncode == 2
    assert "Not enough cards with faces in Thin: need 8, found 7 — choose another deck" in result.stderr


def test_malformed_deck_on_the_command_line_exits_2_naming_the_file():
    folder = tempfile.mkdtemp(prefix="memory-e2e-")
    path = os.path.join(folder, "bad.json")
    with open(path, "w") as f:
        f.write('{"name": "Bad", "cards": [')
    result = subprocess.run([BINARY, "memory", "--deck", path], capture_output=True, text=True)
    assert result.returncode == 2
    assert f"{path}: malformed JSON" in result.stderr


# -- this game's data for the tools (scripts/arcadelib.py's game_file finds it here) -----------
# golden_replay_*: a golden replay's recording (scripts/record_goldens.py), given `session(name, *args)`
# (an Arcade recording Tests/Replays/<name>.jsonl with --no-menu) and ended by leaving the game.
# SOAK_BAD_COMMAND_LINES: (what, arguments) the arcade refuses with exit 2 and one line (the soak).
# SOAK_EXTREME_RECORDS: records tables of Int.max values, by table name (the soak).
# BENCH_RECIPE: how scripts/bench.py reaches its screens (its Recipe's fields, `args` after --seed).

BIG = 9223372036854775807  # Int.max

def golden_replay_memory_full(session):
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
        assert a.wait_exit() == 0


SOAK_BAD_COMMAND_LINES = [
    ("memory --deck unknown", ["memory", "--deck", "no-such-deck"]),
    ("memory --deck missing file", ["memory", "--deck", "/nonexistent/deck.json"]),
    ("memory --deck not JSON", ["memory", "--deck", "/etc/passwd"]),
    ("memory --deck a directory", ["memory", "--deck", "/tmp"]),
]
SOAK_EXTREME_RECORDS = {
    "memory": {"bestByDeck": {"Space Cadets": {"fewestMoves": -1, "fastestSeconds": 1e300, "wins": BIG}}}}
BENCH_RECIPE = dict(
    args=[], still=[("deck picker", [], None), ("board", ["Enter"], None)],
    moves=[("Memory cursor move", ["Right", "Down", "Left", "Up"] * 3), ("Memory flip", "flip")])
