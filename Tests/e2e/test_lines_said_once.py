"""Line mode says every change once, in order (issue 46): each command of a line is answered as
if it had a line of its own; a command that changes nothing says so in a few words, never the
last news again; Settings binds any key; a map, a history and a wait that saw nothing. Golden
transcripts (SNAPSHOT_UPDATE=1 rewrites them), each session's replay checked."""
import os
import re
import tempfile

from test_lines import ENV, golden_transcript, run_lines


# Each game: the commands that come first on lines of their own (to reach the game), then the
# commands given apart and then all on one line.
SEVERAL = {
    "memory": (["--no-menu", "memory", "--seed", "3", "--deck", "Deep Sea Choir"], [],
               ["a1", "a2", "b1", "c1", "d1"]),
    "zombies": (["--no-menu", "zombies", "--seed", "7"], ["play"], ["left", "up", "up", "right"]),
    "fizzbuzz": (["--no-menu", "fizzbuzz", "--seed", "3"], ["go"], ["next", "next", "fizz", "buzz", "next", "fizz"]),
    "maze": (["--no-menu", "maze", "--seed", "3", "--latency-scale", "0", "--size", "9x9"], ["g", "wait"],
             ["v", "down", "up", "c", "v", "x"]),
    "menu": (["--seed", "5"], [], ["down", "down", "up", "x"]),
}


def test_several_commands_on_a_line_say_the_same_facts_as_one_a_line_in_every_game():
    """Memory's `a1 a2 b1` names all three cards; Zombies' `left up up` says every square's
    neighbours; FizzBuzz says each verdict; the maze each view key: the same lines as the same
    commands on lines of their own."""
    for name, (args, first, commands) in SEVERAL.items():
        code, apart, err = run_lines(args, first + commands)
        assert code == 0, (name, err)
        code, together, err = run_lines(args, first + [" ".join(commands)])
        assert code == 0, (name, err)
        assert together == apart, (name, together, apart)
        assert len(apart) >= len(first) + len(commands), (name, apart)


SCENES = {
    # Each: the arguments, then commands where some key changes nothing (pressed twice or where
    # it does nothing): no line may be the line before it again, unless both answer a command
    # that changed nothing.
    "menu": (["--seed", "5"], ["up", "up", "down", "x", "x", "q"]),
    "settings": (["--seed", "5"], ["settings", "up", "up", "x", "x", "back", "q"]),
    "zombies start": (["--no-menu", "zombies", "--seed", "7"], ["up", "up", "up", "x", "x"]),
    "zombies": (["--no-menu", "zombies", "--seed", "7"],
                ["play", "enter", "enter", "down", "down", "p", "p", "left", "left"]),
    "zombies round end": (["--no-menu", "zombies", "--seed", "7"], ["play", "left left up", "x", "x", "wait 0.5", "x", "x"]),
    "memory start": (["--no-menu", "memory", "--seed", "3"], ["up", "up", "x", "x"]),
    "memory": (["--no-menu", "memory", "--seed", "3"], ["1", "y", "y", "a1", "flip", "flip", "a1", "x"]),
    "pause": (["--no-menu", "memory", "--seed", "3"], ["1", "a1", "pause", "x", "pause", "pause", "x", "x"]),
    "fizzbuzz form": (["--no-menu", "fizzbuzz", "--seed", "3"], ["enter", "up", "up", "stats", "down", "down"]),
    "fizzbuzz stats": (["--no-menu", "fizzbuzz", "--seed", "3"], ["stats", "down", "down", "x", "x", "play"]),
    "fizzbuzz game": (["--no-menu", "fizzbuzz", "--seed", "3"], ["go", "x", "x", "3", "x"]),
    "fizzbuzz end": (["--no-menu", "fizzbuzz", "--seed", "3"], ["enter", "enter", "2", "enter", "enter", "next",
                                                               "next", "x", "x", "enter"]),
    "fizzbuzz timed practice": (["--no-menu", "fizzbuzz", "--daily", "--date", "2026-11-27"],
                                ["x", "x", "enter", "x", "x", "wait 2", "ping", "ping", "ping"]),
    "maze": (["--no-menu", "maze", "--seed", "3", "--latency-scale", "0"],
             ["g", "wait", "up", "up", "v", "up", "up", "s", "x", "x"]),
    "maze share card": (["--no-menu", "maze", "--seed", "3", "--latency-scale", "0"], ["g", "wait", "s", "x", "x"]),
    "daily": (["daily", "--date", "2026-01-01", "--seed", "4"], ["up", "up", "x", "x", "q"]),
    "leaderboard": (["daily", "--date", "2026-01-01", "--seed", "4"],
                    ["leaderboard", "wait 1", "left", "left", "x", "x", "q"]),
    "help": (["--no-menu", "zombies", "--seed", "7"], ["help", "x", "x", "back"]),
}

# The few words that answer a command that changed nothing ("x: nothing changed.", "ping: 3 is
# already answered."): the only lines that may follow themselves.
IDLE = re.compile(r"^\S+: (nothing changed|\d+ is already answered|the first number is not up yet)\.$")


def test_no_key_that_changed_nothing_repeats_the_last_line_in_any_scene():
    shared = tempfile.mkdtemp(prefix="arcade-lines-shared-")
    os.chmod(shared, 0o1777)
    env = {**ENV, "ARCADE_SHARED_DIR": shared}
    for name, (args, commands) in SCENES.items():
        code, lines, err = run_lines(args, commands, env=env)
        assert code == 0, (name, err)
        for before, after in zip(lines, lines[1:]):
            # Two keys that changed nothing each get their few words; news is never said twice.
            assert before != after or IDLE.match(after), f"{name}: {after!r} said twice in a row:\n" + "\n".join(lines)
        assert any(IDLE.match(line) for line in lines), (name, lines)


def test_transcript_settings_in_line_mode():
    """Settings from line mode: a letter bound with the next line's one character, another with
    `key`, the defaults, then Enter says saved and Esc unchanged; the screen_reader row and what
    line mode forces are said (glyphs too). The file written holds the key."""
    directory = tempfile.mkdtemp(prefix="arcade-lines-")
    config = tempfile.mkdtemp(prefix="arcade-lines-config-")
    env = {**ENV, "XDG_CONFIG_HOME": config}
    golden_transcript("settings", ["--seed", "5"],
                      ["settings", "down down down down down", "down", "down", "down", "right", "z", "down", "right",
                       "key X", "enter", "settings", "r", "esc", "q"],
                      directory=directory, env=env)
    text = open(os.path.join(config, "arcade", "settings")).read()
    assert "key.down = z" in text and "key.left = X" in text, text


def test_transcript_memory_several_to_a_line():
    golden_transcript("memory-several", ["--no-menu", "memory", "--seed", "3", "--deck", "Deep Sea Choir"],
                      ["a1 a2 b1", "c1 a1", "look", "map", "history 3", "q", "q"])


def test_transcript_zombies_map_history_and_wait():
    """Zombies: a map of the squares seen and the unseen next to them; look after a round names
    every zombie; a key too soon after the round is said; `wait` that saw nothing says so;
    `history` repeats the last lines."""
    golden_transcript("zombies-map", ["--no-menu", "zombies", "--seed", "7"],
                      ["play", "left left", "map", "up", "look", "enter", "wait 0.5", "map", "history 2",
                       "enter", "back", "back"])


def test_transcript_zombies_lit_room_names_the_zombies():
    """A lit room: each move names the zombies in sight beyond the four next squares."""
    golden_transcript("zombies-lit", ["--no-menu", "zombies", "--seed", "3", "--mode", "flashlight"],
                      ["up", "up", "map", "look", "back"])


def test_transcript_fizzbuzz_past_daily_says_timed_then_enter_starts():
    """A past day's FizzBuzz in line mode: a notice says it is timed and how to play at one's
    own pace, and nothing runs until Enter (Esc goes back)."""
    golden_transcript("fizzbuzz-past-daily", ["--no-menu", "fizzbuzz", "--daily", "--date", "2026-11-27"],
                      ["look", "enter", "wait 0.5", "back", "back"])


def test_transcript_maze_map_reads_the_rooms_row_by_row():
    """The maze's shape in words: before a maze the map says how to make one; once revealed, every
    row as drawn with its rooms, doors, S and E, and where E lies from S; in the detail view the
    rows in view."""
    golden_transcript("maze-map", ["--no-menu", "maze", "--seed", "3", "--latency-scale", "0", "--size", "9x9"],
                      ["map", "g", "wait", "look", "map", "v", "map", "q"])


def test_transcript_share_card_is_a_sentence_on_screen_and_at_exit():
    """A share card in line mode is said as a sentence, never its grid of marks, both while open
    and where the card is printed at exit."""
    golden_transcript("share-card", ["--no-menu", "maze", "--seed", "3", "--latency-scale", "0", "--size", "9x9"],
                      ["g", "wait", "s", "look", "x", "q"])
