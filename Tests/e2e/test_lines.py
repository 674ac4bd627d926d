"""Line mode (--lines): the arcade played through a pipe, one command a line in, one line per
change out. Golden transcripts of seeded games of each kind are compared line by line
(SNAPSHOT_UPDATE=1 rewrites them); each session is also recorded and its replay checked, and
bad input (EOF mid-game, unknown words, very long lines, control characters) is answered in
one line and never ends the game."""
import json
import os
import re
import subprocess
import tempfile

from tmux_driver import BINARY

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN = os.path.join(HERE, "transcripts")
ENV = {**os.environ, "SWIFT_BACKTRACE": "interactive=no", "NO_COLOR": "1"}


def run_lines(args, commands, data_dir=None, env=None, timeout=60):
    """The arcade in line mode with `commands` (lines, or bytes) on stdin; (exit code, stdout
    lines, stderr)."""
    data_dir = data_dir or tempfile.mkdtemp(prefix="arcade-lines-")
    data = commands if isinstance(commands, bytes) else ("\n".join(commands) + "\n").encode()
    out = subprocess.run([BINARY, *args, "--lines", "--data-dir", data_dir], input=data, capture_output=True,
                         timeout=timeout, env=env or ENV)
    return out.returncode, out.stdout.decode().splitlines(), out.stderr.decode()


def check_replay(path, data_dir=None):
    """`arcade replay PATH --check` exits 0 (`data_dir`: the player's records, whose finished or left
    dailies of today are the only ones of today a replay may show)."""
    env = {**ENV, "ARCADE_DATA_DIR": data_dir} if data_dir else ENV
    out = subprocess.run([BINARY, "replay", path, "--check"], capture_output=True, text=True, timeout=60,
                         env=env)
    assert out.returncode == 0, out.stdout + out.stderr


# Times that depend on how fast the pipe was read (Memory's clock) are not part of a transcript.
CLOCK = re.compile(r"\b\d+:\d\d\.\d\b")


def compare_golden(name, lines):
    lines = [CLOCK.sub("M:SS.T", line) for line in lines]
    path = os.path.join(GOLDEN, name + ".txt")
    if os.environ.get("SNAPSHOT_UPDATE") == "1" or not os.path.exists(path):
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        return
    with open(path) as f:
        expected = f.read().splitlines()
    how = (f"\nif the change is meant: SNAPSHOT_UPDATE=1 python3 Tests/e2e/run.py test_transcript_{name.replace('-', '_')}"
           ", then read git diff Tests/e2e/transcripts")
    for number, (want, got) in enumerate(zip(expected, lines), 1):
        assert want == got, f"{name}.txt line {number}:\n  expected {want!r}\n  got      {got!r}{how}"
    assert len(expected) == len(lines), f"{name}.txt: {len(expected)} lines expected, {len(lines)} written{how}"


# A round's message takes no key for its first 0.3 s (a held arrow must not skip it): `wait 0.5`.
# Each transcript but the menu's is of its screen alone (`--no-menu`): it starts and ends there,
# so a change to the launch menu (a new entry) changes only the menu's transcript. A game's own
# transcript may live in its Tests/e2e/test_<game>.py (`from test_lines import golden_transcript`).
TRANSCRIPTS = {
    "zombies": (["--no-menu", "zombies", "--seed", "7"],
                ["look", "play", "left", "left", "right", "right", "left", "left", "up", "look", "enter",
                 "wait 0.5", "enter", "look", "west", "north", "north", "back", "back"]),
    "zombies-flashlight": (["--no-menu", "zombies", "--seed", "11", "--mode", "flashlight"],
                           ["up", "left", "left", "left", "look", "up", "up", "back"]),
    "memory": (["--no-menu", "memory", "--seed", "3"],
               ["1", "a1", "b1", "c1", "a1", "d4", "flip", "look", "q", "q"]),
    "fizzbuzz": (["--no-menu", "fizzbuzz", "--seed", "3"],
                 ["3", "5", "15", "fizz", "buzz", "next", "next", "fizz", "4", "buzz", "fizz", "7", "8", "fizz",
                  "buzz", "11", "fizzbuzz", "13", "14", "fizzbuzz", "look", "enter", "back"]),
    "maze": (["--no-menu", "maze", "--seed", "3", "--latency-scale", "0"], ["look", "g", "wait", "look", "v", "q"]),
    "menu": (["--seed", "5"], ["down", "down", "fizzbuzz", "look", "back", "maze", "q", "quit"]),
}


def golden_transcript(name, args=None, commands=None, directory=None, env=None):
    if args is None:
        args, commands = TRANSCRIPTS[name]
    directory = directory or tempfile.mkdtemp(prefix="arcade-lines-")
    replay = os.path.join(directory, "session.jsonl")
    code, lines, err = run_lines([*args, "--record", replay], commands, data_dir=directory, env=env)
    assert code == 0, (code, err)
    compare_golden(name, lines)
    check_replay(replay)


def records(directory, table, data):
    """Writes a records table as the arcade keeps it (schema 1)."""
    with open(os.path.join(directory, table + ".json"), "w") as f:
        json.dump({"schema": 1, "data": data}, f)


def test_transcript_leaderboard():
    """The leaderboard from the daily list, a past day's (practice: the same words any day), over
    an empty shared directory of its own; the reader's own result there, not shared; `share` joins.
    `wait 1`: the look at the directory ends (said) before the next command, however fast it is.
    (Leaving asks first only when the reader shares, which a replay cannot know: not played here.)"""
    directory = tempfile.mkdtemp(prefix="arcade-lines-")
    shared = tempfile.mkdtemp(prefix="arcade-shared-")
    os.chmod(shared, 0o1777)  # as /var/games/arcade/daily: one without the sticky bit is refused
    result = {"summary": "won, 2 lives left", "won": True, "finishedAt": 1767225683, "abandoned": False,
              "score": 2, "seconds": 83}
    records(directory, "daily", {"days": {"2026-01-01": {"zombies": result}}, "practice": {}})
    golden_transcript("leaderboard", ["--no-menu", "daily", "--date", "2026-01-01", "--seed", "4"],
                      ["leaderboard", "wait 1", "down", "look", "verified", "verified", "memory", "right", "share", "back", "q"],
                      directory=directory, env={**ENV, "ARCADE_SHARED_DIR": shared})


def test_transcript_fizzbuzz_stats():
    """FizzBuzz's Stats tab from its form: the timed games of the records, most played first (the
    untimed practice is not counted there)."""
    directory = tempfile.mkdtemp(prefix="arcade-lines-")

    def game(a, b, limit, first, second, score, untimed=None):
        played = {"settings": {"int1": a, "int2": b, "limit": limit, "string1": first, "string2": second},
                  "score": score, "correct": 0, "wrong": 0, "missed": 0, "playedAt": 1767225600}
        return {**played, "untimed": True} if untimed else played

    records(directory, "fizzbuzz", {"games": [
        game(3, 5, 100, "Fizz", "Buzz", 12), game(2, 7, 30, "Ping", "Pong", -3), game(3, 5, 100, "Fizz", "Buzz", 37),
        game(3, 5, 15, "fizz", "buzz", 11, untimed=True), game(3, 5, 100, "Fizz", "Buzz", 20)]})
    golden_transcript("fizzbuzz-stats", ["--no-menu", "fizzbuzz", "--seed", "3"],
                      ["stats", "look", "down", "down", "up", "play", "stats", "down", "replay", "look", "q", "back"],
                      directory=directory)


def test_transcript_zombies():
    golden_transcript("zombies")


def test_transcript_zombies_flashlight():
    golden_transcript("zombies-flashlight")


def test_transcript_memory():
    golden_transcript("memory")


def test_transcript_fizzbuzz_untimed():
    golden_transcript("fizzbuzz")


def test_transcript_maze():
    golden_transcript("maze")


def test_transcript_menu():
    golden_transcript("menu")


def test_eof_mid_game_keeps_finished_games_and_exits_0():
    directory = tempfile.mkdtemp(prefix="arcade-lines-")
    # The form (3, 5, up to 4; the words as they are), a whole game, back to the form, then a
    # second game cut short by the end of the input.
    finished = ["3", "5", "4", "enter", "enter", "next", "next", "fizz", "next", "enter"]
    code, lines, err = run_lines(["fizzbuzz", "--seed", "1"], finished + ["go", "fizz"], data_dir=directory)
    assert code == 0, (code, err)
    assert any("Finished (untimed practice)! Score +2" in line for line in lines), lines
    with open(os.path.join(directory, "fizzbuzz.json")) as f:
        games = json.load(f)["data"]["games"]
    assert len(games) == 1, games  # the game cut by the end of input is not kept, the finished one is
    assert games[0]["untimed"] is True


def test_unknown_word_names_the_valid_ones_and_the_game_goes_on():
    code, lines, _ = run_lines(["zombies", "--seed", "7"], ["play", "jump", "left"])
    assert code == 0
    unknown = [line for line in lines if line.startswith("Unknown word")]
    assert unknown == ["Unknown word 'jump'. Here: north, south, east, west, up, down, left, right, enter,"
                       " space, back, q, help, look, again, history, map, wait, or one key (a letter or digit, or"
                       " key and its name)."], lines
    assert lines[-1].startswith("Moved west to"), lines


def test_very_long_line_is_dropped_in_one_line():
    code, lines, _ = run_lines(["zombies", "--seed", "7"], b"play\n" + b"x" * 200_000 + b"\nleft\n")
    assert code == 0
    assert "A line longer than 1024 bytes was ignored." in lines, lines
    assert lines[-1].startswith("Moved west to"), lines


def test_control_characters_are_never_echoed_raw():
    code, lines, _ = run_lines(["zombies", "--seed", "7"], b"play\n\x1b]0;pwned\x07jump\x1b[2J\nleft\r\n")
    assert code == 0
    text = "\n".join(lines)
    assert "\x1b" not in text and "\x07" not in text, repr(text)
    assert any(line.startswith("Unknown word ']0;pwnedjump[2J'") for line in lines), lines
    assert lines[-1].startswith("Moved west to"), lines


def test_counted_daily_in_line_mode_offers_fizzbuzz_at_your_own_pace_first_and_replays():
    directory = tempfile.mkdtemp(prefix="arcade-lines-")
    shared = tempfile.mkdtemp(prefix="arcade-shared-")
    replay = os.path.join(directory, "daily.jsonl")
    env = {**ENV, "ARCADE_SHARED_DIR": shared}
    code, lines, err = run_lines(["fizzbuzz", "--daily", "--seed", "2", "--record", replay], ["look"],
                                 data_dir=directory, env=env)
    assert code == 0, err
    assert lines[0].startswith("FizzBuzz, daily "), lines
    assert "Counted attempt: starts at your first move" in lines[0]
    assert "Own pace: each number waits for you" in lines[0], lines
    assert "Enter starts at your own pace, t: timed" in lines[0], lines
    check_replay(replay)


def test_the_counted_fizzbuzz_at_your_own_pace_in_line_mode_waits_for_each_number_and_counts_once():
    directory = tempfile.mkdtemp(prefix="arcade-lines-")
    replay = os.path.join(directory, "own.jsonl")
    # `own` chooses it on the notice; each number then waits (`next` says no word) to the end.
    code, lines, err = run_lines(["fizzbuzz", "--daily", "--record", replay], ["own", "wait 4"] + ["next"] * 120,
                                 data_dir=directory)
    assert code == 0, err
    assert any("Finished" in line for line in lines), lines[-5:]
    with open(os.path.join(directory, "daily.json")) as f:
        result = next(iter(json.load(f)["data"]["days"].values()))["fizzbuzz"]
    assert result["ownPace"] is True and result["summary"].endswith(", own pace"), result
    # Its own finished attempt: the player may replay it today.
    check_replay(replay, data_dir=directory)
    # One counted attempt a day either way: the next one is practice, with no notice.
    code, lines, err = run_lines(["fizzbuzz", "--daily"], ["look"], data_dir=directory)
    assert code == 0 and "Counted attempt" not in " ".join(lines), lines


def test_zombies_daily_in_line_mode_is_counted_and_its_replay_checks():
    directory = tempfile.mkdtemp(prefix="arcade-lines-")
    shared = tempfile.mkdtemp(prefix="arcade-shared-")
    replay = os.path.join(directory, "daily.jsonl")
    env = {**ENV, "ARCADE_SHARED_DIR": shared}
    # Left with q, y: the attempt is closed, so the player's own replay of it may show its board.
    code, lines, err = run_lines(["zombies", "--daily", "--record", replay], ["enter", "left", "look", "q", "y"],
                                 data_dir=directory, env=env)
    assert code == 0, err
    assert lines[0].startswith("Zombies, daily "), lines
    assert any(line.startswith("Moved west to") or "saw you" in line for line in lines), lines
    with open(os.path.join(directory, "daily.json")) as f:
        assert "zombies" in f.read()  # the attempt is counted (begun at the first move)
    check_replay(replay, data_dir=directory)
    # Anyone else's data directory: today's board is sealed, said in one line, exit 2.
    out = subprocess.run([BINARY, "replay", replay, "--check"], capture_output=True, text=True, timeout=60,
                         env={**ENV, "ARCADE_DATA_DIR": tempfile.mkdtemp(prefix="arcade-other-")})
    assert out.returncode == 2, out
    assert "is sealed until" in out.stderr and "not your finished attempt" in out.stderr, out.stderr


def test_record_to_a_file_that_exists_is_one_line_and_exit_2_before_any_output():
    directory = tempfile.mkdtemp(prefix="arcade-lines-")
    existing = os.path.join(directory, "kept.jsonl")
    with open(existing, "w") as f:
        f.write("mine\n")
    code, lines, err = run_lines(["zombies", "--seed", "7", "--record", existing], ["play", "left"],
                                 data_dir=directory)
    assert code == 2 and lines == [], (code, lines)
    assert err.strip().count("\n") == 0 and "already exists (add --force to replace it)" in err, err
    with open(existing) as f:
        assert f.read() == "mine\n", "the file is left alone"


def test_seed_gives_the_same_transcript():
    args = ["zombies", "--seed", "9"]
    commands = ["play", "left", "up", "up", "look"]
    assert run_lines(args, commands)[1] == run_lines(args, commands)[1]


def test_not_a_terminal_error_names_line_mode():
    out = subprocess.run([BINARY, "zombies"], input=b"", capture_output=True, timeout=30, env=ENV)
    assert out.returncode == 2
    assert "use --lines" in out.stderr.decode(), out.stderr


def test_a_counted_daily_left_with_y_is_shared_as_abandoned_and_verified_after_the_day():
    directory = tempfile.mkdtemp(prefix="arcade-lines-")
    shared = tempfile.mkdtemp(prefix="arcade-shared-")
    os.chmod(shared, 0o1777)  # as /var/games/arcade/daily
    env = {**ENV, "ARCADE_SHARED_DIR": shared, "ARCADE_DATA_DIR": directory}
    assert subprocess.run([BINARY, "scores", "--join"], env=env, capture_output=True, timeout=30).returncode == 0
    code, lines, err = run_lines(["zombies", "--daily"], ["enter", "up", "wait 0.5", "q", "y", "look"],
                                 data_dir=directory, env=env)
    assert code == 0, err
    assert any(line.startswith("Leave today's counted Zombies?") for line in lines), lines
    claims = [name for name in os.listdir(shared) if name.endswith(".claim")]
    assert len(claims) == 1, os.listdir(shared)
    # After the day (the owner's arcade reveals it at its next start): listed abandoned, verified.
    day = next(name for name in claims)[:10]
    out = subprocess.run(["faketime", "-f", "+1d", BINARY, "scores", "--json", "--game", "zombies", "--date", day],
                         env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out
    (row,) = json.loads(out.stdout)["games"]["zombies"]
    assert row["result"] == "abandoned" and row["verified"], row
