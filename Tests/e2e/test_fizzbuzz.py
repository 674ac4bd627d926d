"""FizzBuzz through the real binary: the form, a short game answered by keys, the end screen,
the Stats tab, and print mode checked against an independent reference."""
import os
import re
import shutil
import subprocess
import tempfile
import time

from tmux_driver import BINARY, Arcade, Timeout


def reference(int1, int2, limit, str1, str2):
    """FizzBuzz as the exercise states it, written independently of the Swift model."""
    out = []
    for n in range(1, limit + 1):
        word = (str1 if n % int1 == 0 else "") + (str2 if n % int2 == 0 else "")
        out.append(word or str(n))
    return "".join(line + "\n" for line in out)


def run_print(*args):
    return subprocess.run([BINARY, "fizzbuzz", "--print", *args], capture_output=True, text=True,
                          env={**os.environ, "LC_ALL": "C.UTF-8"})


# The large digits of the game screen, read as a player reads them: 3 dots wide, 5 high, each
# dot two cells ("██", or "##" in ASCII), digits two cells apart.
LARGE = {
    "0": ["###", "# #", "# #", "# #", "###"], "1": [" # ", "## ", " # ", " # ", "###"],
    "2": ["###", "  #", "###", "#  ", "###"], "3": ["###", "  #", " ##", "  #", "###"],
    "4": ["# #", "# #", "###", "  #", "  #"], "5": ["###", "#  ", "###", "  #", "###"],
    "6": ["###", "#  ", "###", "# #", "###"], "7": ["###", "  #", "  #", "  #", "  #"],
    "8": ["###", "# #", "###", "# #", "###"], "9": ["###", "# #", "###", "  #", "###"],
}


def read_large(rows):
    """The number drawn in large digits on five screen rows, or None."""
    left = min(len(r) - len(r.lstrip()) for r in rows if r.strip())
    width = max(len(r.rstrip()) for r in rows) - left
    # Every dot is two cells: halve the rows, then each digit is 3 dots and a 1-dot gap.
    dots = ["".join("#" if r[left + i:left + i + 1] in ("█", "#") else " " for i in range(0, width, 2))
            for r in rows]
    digits = ""
    for start in range(0, len(dots[0]) + 1, 4):
        glyph = [d[start:start + 3].ljust(3) for d in dots]
        if not any(g.strip() for g in glyph):
            break
        match = next((digit for digit, shape in LARGE.items() if shape == glyph), None)
        if match is None:
            return None
        digits += match
    return int(digits) if digits else None


def current_number(screen):
    """The number in the middle of the game screen, if one is up: small digits on a small
    screen, large digits (five rows) on a big one (progress bar and buttons excluded)."""
    lines = screen.splitlines()
    for line in lines[3:14]:
        text = line.strip()
        if text.isdigit():
            return int(text)
    for top in range(3, max(3, len(lines) - 9)):
        rows = lines[top:top + 5]
        if all(set(r.strip()) <= {"█", "#", " "} and r.strip() for r in rows):
            return read_large(rows)
    return None


def fill_form(a, values):
    """Types the five values, each into an emptied field (^U: the form opens filled)."""
    for index, value in enumerate(values):
        a.send("C-u")
        a.type(value)
        if index < len(values) - 1:
            a.send("Tab")


def right_answer(n):
    """The key for number `n` of a 3/5 game: Space for both words, f, j, or None for a number."""
    return "Space" if n % 15 == 0 else "f" if n % 3 == 0 else "j" if n % 5 == 0 else None


def play_until_finished(a, answer, timeout=40):
    """Answers each number once as it shows, with the key `answer(number, turn)` gives (None lets
    it go by); returns the "Finished!" screen."""
    seen = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        screen = a.screen()
        if "Finished!" in screen:
            break
        n = current_number(screen)
        if n and n not in seen:
            seen.append(n)
            key = answer(n, len(seen))
            if key:
                a.send(key)
        time.sleep(0.02)
    return a.wait_for("Finished!")


def test_fill_the_form_play_a_short_game_by_keys_and_find_it_in_stats():
    with Arcade("fizzbuzz", "--seed", "1") as a:
        a.wait_for("First number")
        fill_form(a, ["3", "5", "15", "fizz", "buzz"])
        a.wait_for("Ready")
        a.send("Enter")
        a.wait_for("Get ready")
        screen = play_until_finished(a, lambda n, turn: right_answer(n))
        assert "3 • 5 • 15 • fizz • buzz" in screen
        assert "fizzbuzz" in screen  # the sequence, 15 replaced by both words
        score_line = next(line for line in screen.splitlines() if "Score:" in line)
        score = int(score_line.split("Score:")[1].split()[0])
        correct = int(score_line.split("correct:")[1].split()[0])
        wrong = int(score_line.split("wrong:")[1].split()[0])
        missed = int(score_line.split("missed:")[1].split()[0])
        assert score == 2 * correct - wrong
        assert correct + missed == 7  # 3 5 6 9 10 12 15: each answered right or missed
        assert correct >= 1
        assert "said" not in screen or "x said" in screen or "✗ said" in screen
        a.send("Enter")
        a.wait_for("First number")
        a.send("Right")
        screen = a.wait_for("Games")
        row = next(line for line in screen.splitlines() if "3 • 5 • 15 • fizz • buzz" in line)
        assert row.split("buzz")[1].split()[:2] == ["1", str(score)]
        a.send("Escape")
        a.quit_from_menu()
        a.assert_restored()


def test_go_with_a_cleared_field_jumps_to_it_instead_of_starting():
    with Arcade("fizzbuzz", "--int1", "3", "--int2", "5", "--limit", "20") as a:
        a.wait_for("Ready")
        a.send("Down", "Down", "BSpace", "BSpace")
        a.wait_for("must not be empty")
        a.send("C-g")
        screen = a.wait_for("Limit must not be empty")
        assert "Get ready" not in screen
        a.send("Escape")
        a.wait_for("Quit")


def test_the_form_opens_with_defaults_then_with_the_last_settings_played():
    data = tempfile.mkdtemp(prefix="arcade-e2e-data-")
    with Arcade("fizzbuzz", data_dir=data) as a:
        screen = a.wait_for("Ready")
        for value in ["3", "5", "100", "Fizz", "Buzz"]:
            assert re.search(r"\[" + value + "[▏ ]", screen), screen
        assert "must not be empty" not in screen
        assert "Right Stats" in screen or "→ Stats" in screen
        fill_form(a, ["2", "7", "3", "pop", "zap"])
        a.send("C-g")
        a.wait_for("Finished!", timeout=20)
        a.send("Enter")
        a.wait_for("First number")
        a.send("Escape")
        a.quit_from_menu()
    with Arcade("fizzbuzz", data_dir=data) as a:
        screen = a.wait_for("Ready")
        for value in ["2", "7", "3", "pop", "zap"]:
            assert re.search(r"\[" + value + "[▏ ]", screen), screen
        a.send("Escape")
        a.wait_for("Quit")
    shutil.rmtree(data, ignore_errors=True)


def test_a_huge_paste_stops_at_the_field_limit_and_ctrl_c_still_lands():
    with Arcade("fizzbuzz") as a:
        a.wait_for("Ready")
        a.send("Down", "Down", "Down", "C-u")
        a.type("x" * 2000)
        screen = a.wait_for("First word is full: at most 32 characters", timeout=30)
        assert "(now 32)" in screen
        a.send("C-c")
        assert a.wait_exit(timeout=10) == 130
        a.assert_restored()


def test_large_digits_on_a_big_screen_small_on_a_small_one():
    with Arcade("fizzbuzz", "--limit", "15") as a:
        a.wait_for("Ready")
        a.send("C-g")
        screen = a.wait_for("Get ready")
        assert current_number(screen) in (3, 2, 1), screen
        assert "██" in screen
        a.resize(60, 20)
        a.wait_gone("██")
        a.resize(80, 24)
        a.send("Escape")
        a.wait_for("First number")


def progress(screen):
    """The number the game shows, from its progress line ("[████░░░] 2/15"), or None.
    The line stays visible with the pause box open (the box hides the number itself)."""
    match = re.search(r"\] (\d+)/\d+\s*$", screen, re.MULTILINE)
    return int(match.group(1)) if match else None


def test_p_shows_the_pause_box_over_a_hidden_game_and_a_key_resumes():
    """What the pause looks like in a real terminal; that game time stands still under it is
    a Harness test of game time (FizzBuzzGameSceneTests.pause), not a wall-clock check here."""
    with Arcade("fizzbuzz", "--int1", "3", "--int2", "5", "--limit", "15") as a:
        a.wait_for("Ready")
        a.send("C-g")
        a.wait_for("Get ready")
        a.wait_gone("Get ready")
        a.wait_until(lambda screen: progress(screen) is not None, "a number's progress line")
        a.send("p")
        screen = a.wait_for("any key resumes")
        assert "hidden" in screen and progress(screen) is None, "a pause hides the game: " + screen
        a.send("x")
        resumed = progress(a.wait_gone("any key resumes"))
        assert resumed is not None, "the game is back: " + a.screen()
        a.send("Escape")
        a.wait_for("First number")


def test_ascii_and_no_color_game_screens_read():
    with Arcade("fizzbuzz", "--ascii", "--limit", "15", env={"NO_COLOR": "1"}) as a:
        screen = a.wait_for("Ready")
        assert all(ord(c) < 128 for c in screen)
        assert "ok" in screen and "> First number" in screen
        a.send("C-g")
        screen = a.wait_for("Left or f")
        assert all(ord(c) < 128 for c in screen)
        a.send("Escape")
        a.wait_for("First number")


def test_print_mode_matches_an_independent_reference():
    for settings in [(3, 5, 100, "fizz", "buzz"), (3, 5, 20, "a", "z"), (2, 7, 1000, "pop", "🐝"),
                     (1, 1, 5, "x", "y"), (7, 3, 1, "s", "t"), (999_999_999_999, 4, 50, "big", "four")]:
        result = run_print("--int1", str(settings[0]), "--int2", str(settings[1]),
                           "--limit", str(settings[2]), "--str1", settings[3], "--str2", settings[4])
        assert result.returncode == 0, result.stderr
        assert result.stdout == reference(*settings)


def test_print_mode_defaults_to_the_classic_exercise():
    result = run_print()
    assert result.returncode == 0 and result.stdout == reference(3, 5, 100, "Fizz", "Buzz")


def test_default_words_are_the_forms_however_the_game_is_started():
    help_text = subprocess.run([BINARY, "fizzbuzz", "--help"], capture_output=True, text=True).stdout
    assert "(default Fizz)" in help_text and "(default Buzz)" in help_text, help_text
    with Arcade("fizzbuzz", "--limit", "20") as a:
        a.wait_for("First number")
        a.send("C-g")
        a.wait_for("3 • 5 • 20 • Fizz • Buzz")


def test_print_mode_huge_divisors_never_overflow():
    big = str(2**63 - 1)
    result = run_print("--int1", big, "--int2", big, "--limit", "3")
    assert result.returncode == 0 and result.stdout == "1\n2\n3\n"


def test_print_mode_bad_values_exit_2_with_an_error():
    for args in [["--limit", "0"], ["--int1", "abc"], ["--int2=-3"], ["--limit", "99999999999999999999"],
                 ["--str1", ""], ["--str2", "x" * 17], ["--str1", "a\tb"]]:
        result = run_print(*args)
        assert result.returncode == 2, (args, result.returncode)
        assert result.stdout == ""
        assert len(result.stderr.splitlines()) == 1, result.stderr
        assert result.stderr.startswith("arcade: ") and "--" in result.stderr, result.stderr


def test_print_mode_ends_quietly_when_the_pipe_closes():
    result = subprocess.run(
        ["bash", "-c", f"set -o pipefail; {BINARY} fizzbuzz --print --limit 1000000000000 | head -3"],
        capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "1\n2\nFizz\n"
    assert result.stderr == ""


# -- this game's data for the tools (scripts/arcadelib.py's game_file finds it here) -----------
# golden_replay_*: a golden replay's recording (scripts/record_goldens.py), given `session(name, *args)`
# (an Arcade recording Tests/Replays/<name>.jsonl with --no-menu) and ended by leaving the game.
# SOAK_BAD_COMMAND_LINES: (what, arguments) the arcade refuses with exit 2 and one line (the soak).
# SOAK_EXTREME_RECORDS: records tables of Int.max values, by table name (the soak).
# BENCH_RECIPE: how scripts/bench.py reaches its screens (its Recipe's fields, `args` after --seed).

BIG = 9223372036854775807  # Int.max

def golden_replay_fizzbuzz_right_wrong_missed(session):
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
        assert a.wait_exit() == 0


SOAK_BAD_COMMAND_LINES = [
    ("fizzbuzz --limit zero", ["fizzbuzz", "--limit", "0"]),
    ("fizzbuzz --limit negative", ["fizzbuzz", "--limit=-5"]),
    ("fizzbuzz --limit not a number", ["fizzbuzz", "--limit", "ten"]),
    ("fizzbuzz --int1 zero", ["fizzbuzz", "--int1", "0"]),
    ("fizzbuzz --int2 huge", ["fizzbuzz", "--int2", "99999999999999999999999"]),
    ("fizzbuzz --str1 empty", ["fizzbuzz", "--str1", ""]),
    ("fizzbuzz --str2 too wide", ["fizzbuzz", "--str2", "x" * 200]),
    ("fizzbuzz --print --limit zero", ["fizzbuzz", "--print", "--limit", "0"]),
]
SOAK_EXTREME_RECORDS = {
    "fizzbuzz": {"games": [{"settings": {"firstDivisor": 3, "secondDivisor": 5, "limit": 15,
                                         "firstWord": "Fizz", "secondWord": "Buzz"},
                            "score": BIG, "correct": 1, "wrong": 0, "missed": 0, "playedAt": 0}]}}
BENCH_RECIPE = dict(
    args=["--int1", "3", "--int2", "5", "--limit", "100", "--str1", "Fizz", "--str2", "Buzz"],
    still=[("settings form", [], None)], animated=("FizzBuzz game", ["C-g"]))
