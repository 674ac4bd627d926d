"""Replays through the real binary: the golden replays check, a session recorded in tmux plays
back to the same final screen, bad replay files and options are one-line errors (exit 2), a
changed replay names where it parts (exit 1), and a crash leaves a replay that reproduces it."""
import glob
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

from tmux_driver import BINARY, Arcade

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from arcadelib import subcommands  # noqa: E402
GOLDENS = sorted(glob.glob(os.path.join(ROOT, "Tests", "Replays", "*.jsonl")))


def replay(*args, env=None):
    environment = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    environment.update(env or {})
    return subprocess.run([BINARY, "replay", *args], capture_output=True, text=True, cwd=ROOT, env=environment,
                          timeout=60)


def test_every_golden_replay_checks_to_the_same_final_screen_and_state():
    # Every game the arcade has (its subcommands; the daily list is none) has a golden replay.
    played = set()
    for path in GOLDENS:
        with open(path) as f:
            played.update(json.loads(f.readline())["args"])
    missing = [game for game in subcommands(BINARY) if game != "daily" and game not in played]
    assert not missing, (f"no golden replay of {missing}: add a golden_replay_<name>(session) to its "
                         "Tests/e2e/test_<game>.py, then python3 scripts/record_goldens.py <name>")
    for path in GOLDENS:
        with open(path) as f:
            header = json.loads(f.readline())
        # Game-only (`--no-menu`): a change to the launch menu leaves the goldens valid.
        assert header.get("root") == "game", f"{path}: record it again with scripts/record_goldens.py"
        result = replay(path, "--check")
        how = ("if the change is meant, record the goldens again: swift build && python3 scripts/record_goldens.py"
               " (then read git diff Tests/Replays)")
        assert result.returncode == 0, f"{path}: {result.stdout}{result.stderr}{how}"
        assert "same final screen and state" in result.stdout, f"{path}: {result.stdout}{how}"


def test_a_changed_replay_exits_1_naming_the_event_where_it_parts():
    tmp = tempfile.mkdtemp(prefix="replay-e2e-")
    try:
        with open(os.path.join(ROOT, "Tests", "Replays", "zombies-win.jsonl")) as f:
            lines = f.read().splitlines()
        # The second move goes the other way.
        index = next(i for i, line in enumerate(lines) if '"k":"up"' in line and i > 1)
        lines[index] = lines[index].replace('"k":"up"', '"k":"down"')
        path = os.path.join(tmp, "changed.jsonl")
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        result = replay(path, "--check")
        assert result.returncode == 1, result.stdout + result.stderr
        # The line named is the edited one: the screen after its key is the first to differ.
        expected = rf"changed\.jsonl:{index + 1}: differs from the recording at event \d+: the screen after key down differs"
        assert re.search(expected, result.stdout), result.stdout
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def test_bad_replays_and_speeds_are_one_line_errors_naming_file_and_line_exit_2():
    tmp = tempfile.mkdtemp(prefix="replay-e2e-")
    try:
        with open(os.path.join(ROOT, "Tests", "Replays", "zombies-win.jsonl")) as f:
            lines = f.read().splitlines()
        cases = {
            "truncated": lines[:-1],
            "corrupt": lines[:2] + ["{not json"] + lines[3:],
            "wrong-format": ['{"games":[]}'],
            "future": [lines[0].replace('"arcadeReplay":2', '"arcadeReplay":9')] + lines[1:],
            "empty": [""],
        }
        expected_line = {"truncated": len(lines) - 1, "corrupt": 3, "wrong-format": 1, "future": 1, "empty": 1}
        for name, content in cases.items():
            path = os.path.join(tmp, name + ".jsonl")
            with open(path, "w") as f:
                f.write("\n".join(content) + "\n")
            for extra in ([], ["--check"]):
                result = replay(path, *extra)
                assert result.returncode == 2, (name, result.stdout, result.stderr)
                err = result.stderr.strip()
                assert "\n" not in err and f"{name}.jsonl:{expected_line[name]}:" in err, (name, err)
                assert "crashed" not in err
        missing = replay(os.path.join(tmp, "nope.jsonl"), "--check")
        assert missing.returncode == 2 and "nope.jsonl" in missing.stderr and "\n" not in missing.stderr.strip()
        for speed in ("0.05", "65", "nan"):
            result = replay(GOLDENS[0], "--speed", speed)
            assert result.returncode == 2 and "--speed" in result.stderr, (speed, result.stderr)
        # Another arcade's replay: a one-line warning, then the check says what it finds.
        other = os.path.join(tmp, "other.jsonl")
        with open(other, "w") as f:
            f.write("\n".join([lines[0].replace('"arcade 0.', '"arcade 9.')] + lines[1:]) + "\n")
        result = replay(other, "--check")
        assert result.returncode == 0 and result.stderr.count("\n") == 1 and "recorded by arcade 9." in result.stderr
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def test_a_session_recorded_in_the_terminal_plays_back_to_its_final_screen_without_writing_records():
    tmp = tempfile.mkdtemp(prefix="replay-e2e-")
    try:
        path = os.path.join(tmp, "win.jsonl")
        with Arcade("--record", path, "--seed", "3", "zombies", "--mode", "classic") as a:
            a.wait_for("W: 0")
            a.send(*(["Up"] * 4 + ["Left"] * 4))
            won = a.wait_for("You won!")
            a.kill(signal.SIGTERM)  # a way out that is not q: the replay still gets its end line
            assert a.wait_exit() == 143
        with open(path) as f:
            last = f.read().splitlines()[-1]
        assert '"e":"end"' in last and '"signal":15' in last, last
        assert replay(path, "--check").returncode == 0
        data = os.path.join(tmp, "data")
        # Played in a larger terminal: drawn at its size (the title centred on 100 columns), the
        # viewer's line over the session's footer and the progress line at the bottom.
        with Arcade("replay", path, "--speed", "4", width=100, height=30, data_dir=data) as a:
            screen = a.wait_for("final state matches the recording")
            rows = screen.splitlines()
            assert re.search(r"event (\d+)/\1", rows[29]) and rows[29].startswith(" end "), screen
            assert "You won!" in screen, screen
            title = next(row for row in rows if "ZOMBIES · classic" in row)
            assert title.index("ZOMBIES") == 38, screen  # 28 on the recorded 80 columns
            a.send("q")
            assert a.wait_exit() == 0
        assert not os.path.exists(data) or os.listdir(data) == [], "a replay wrote records"
        # In a terminal smaller than the game's minimum: the usual notice, paused until it fits.
        with Arcade("replay", path, width=50, height=20) as a:
            a.wait_for("Terminal too small: need ")
            a.resize(80, 24)
            a.wait_for(" end ")
            a.send("q")
            assert a.wait_exit() == 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def test_a_crash_writes_the_sessions_replay_and_replaying_it_crashes_at_the_same_key():
    env = {"ARCADE_TEST_TRAP_EVENT": "X"}
    with Arcade("--seed", "4", "memory", env=env) as a:
        a.wait_for("Enter")
        a.send("Enter")
        a.send("X")
        assert a.wait_exit() in (128 + signal.SIGILL, 128 + signal.SIGTRAP)
        assert a.terminal_restored()
        output = a.full_output()
    match = re.search(r"arcade: the session's replay: (\S+\.jsonl)", output)
    assert match, output
    path = match.group(1)
    try:
        with open(path) as f:
            lines = f.read().splitlines()
        assert lines[-1].startswith('{"e":"crash","signal":') and '"k":"c:X"' in lines[-2], lines[-2:]
        again = replay(path, "--check", env=env)
        assert again.returncode < 0 or again.returncode >= 128, again  # the same trap, at the same key
        assert "ends with a crash" in again.stderr
        calm = replay(path, "--check")
        assert calm.returncode == 1 and "the recorded crash did not happen" in calm.stdout
    finally:
        os.unlink(path)


def test_a_cast_holds_what_ncurses_sends_an_xterm_at_the_recorded_times():
    tmp = tempfile.mkdtemp(prefix="replay-e2e-")
    try:
        out = os.path.join(tmp, "fizzbuzz.cast")
        result = replay(os.path.join(ROOT, "Tests", "Replays", "fizzbuzz-mixed.jsonl"), "--cast", out)
        assert result.returncode == 0, result.stderr
        with open(out) as f:
            lines = f.read().splitlines()
        header = json.loads(lines[0])
        assert header["version"] == 2 and (header["width"], header["height"]) == (80, 24), header
        events = [json.loads(line) for line in lines[1:]]
        assert events and all(kind in ("o", "r") for _, kind, _ in events)
        times = [t for t, _, _ in events]
        assert times == sorted(times) and all(b - a <= 2.0 + 1e-6 for a, b in zip(times, times[1:]))
        text = "".join(data for _, kind, data in events if kind == "o")
        assert text.startswith("\x1b[?1049h"), repr(text[:40])  # xterm's alternate screen first
        assert "\x1b[38;5;" in text, "no 256-colour SGR"  # a colour session keeps its colours
        assert "Finished!" in text  # that asciinema reads it is a release check (release_package.py)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def test_a_soak_trap_writes_the_failing_runs_replay_and_replaying_it_traps_again():
    soak = os.path.join(os.path.dirname(BINARY), "arcade-soak")
    tmp = tempfile.mkdtemp(prefix="replay-e2e-")
    env = {"ARCADE_TEST_TRAP_EVENT": "X"}
    try:
        run = subprocess.run([soak, "--events", "3000", "--seed", "3", "--game", "memory", "--replay-dir", tmp],
                             capture_output=True, text=True, timeout=300,
                             env=dict(os.environ, SWIFT_BACKTRACE="enable=no", **env))
        assert run.returncode != 0
        match = re.search(r"arcade-soak: the session's replay: (\S+\.jsonl)", run.stderr)
        assert match, run.stderr
        again = replay(match.group(1), "--check", env=env)
        assert again.returncode < 0 or again.returncode >= 128, again  # the same trap again
        calm = replay(match.group(1), "--check")
        assert calm.returncode == 1 and "the recorded crash did not happen" in calm.stdout, calm
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def test_a_replay_from_before_state_snapshots_still_checks_and_says_its_state_is_not_compared():
    # Recorded with format 1 (the state digest then came from the scenes' stored fields), by
    # an arcade that can no longer record it; made game-only once by hand ("root":"game", its
    # last key, q on the menu, dropped): it ends where the game is left, not on the menu.
    path = os.path.join(ROOT, "Tests", "Replays", "format1", "zombies-win.jsonl")
    result = replay(path, "--check")
    assert result.returncode == 0, result
    assert "same events and final screen (9 events)" in result.stdout, result.stdout
    assert "recorded before state snapshots (replay format 1)" in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr


def test_a_game_alone_ends_the_session_when_left_and_its_replay_checks_without_the_menu():
    tmp = tempfile.mkdtemp(prefix="replay-e2e-")
    try:
        path = os.path.join(tmp, "alone.jsonl")
        with Arcade("--record", path, "--no-menu", "--seed", "3", "zombies", "--mode", "classic") as a:
            a.wait_for("W: 0")
            a.send("Up", "Escape")
            assert a.wait_exit() == 0, "leaving the game left the arcade"
            assert "Quit" not in a.screen(), "no menu was shown"
        with open(path) as f:
            header = json.loads(f.readline())
        assert header["root"] == "game" and "--no-menu" not in header["args"], header
        result = replay(path, "--check")
        assert result.returncode == 0 and "same final screen and state" in result.stdout, result
        with Arcade("--no-menu") as a:
            assert a.wait_exit() == 2
            assert "--no-menu needs a game" in a.screen()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def test_a_record_target_that_cannot_be_written_is_named_as_the_recording():
    """`--record` writes a recording: its errors say so, not "replay" (which reads one)."""
    d = tempfile.mkdtemp(prefix="arcade-record-")
    try:
        existing = os.path.join(d, "z.jsonl")
        with open(existing, "w") as f:
            f.write("x")
        for target, words in [(existing, "already exists (add --force to replace it)"),
                              (os.path.join(d, "no-such-dir", "z.jsonl"), "cannot be written"),
                              (d, "cannot be written")]:
            out = subprocess.run([BINARY, "--record", target, "zombies"], capture_output=True, text=True,
                                 timeout=30)
            assert out.returncode == 2, out
            line = out.stderr.strip()
            assert line.startswith("arcade: --record "), line
            assert "the recording cannot be written" in line and words in line, line
            assert "replay" not in line, line
    finally:
        shutil.rmtree(d, ignore_errors=True)


def test_a_session_that_answers_the_leaderboards_stop_sharing_question_checks():
    # The leaderboard asks before leaving only a player who shares: the replay knows whether the
    # player shared when the session began (its header), and each answer of the session.
    data = tempfile.mkdtemp(prefix="arcade-replay-sharing-")
    shared = tempfile.mkdtemp(prefix="arcade-replay-sharing-shared-")
    os.chmod(shared, 0o1777)  # as /var/games/arcade/daily (the arcade refuses one without the sticky bit)
    env = {"ARCADE_SHARED_DIR": shared, "ARCADE_DATA_DIR": data}
    joined = subprocess.run([BINARY, "scores", "--join"], capture_output=True, text=True, timeout=60,
                            env=dict(os.environ, **env))
    assert joined.returncode == 0, joined
    path = os.path.join(data, "sharing.jsonl")
    with Arcade("daily", "--date", "2026-01-01", "--record", path, data_dir=data,
                env={"ARCADE_SHARED_DIR": shared}) as a:
        a.pick("Leaderboard")
        a.wait_for("Leaderboard ·")  # the board's title, not the daily list's entry
        a.send("o")
        a.wait_for("Stop sharing")
        a.send("Escape")  # any key but y keeps sharing (and does not leave the screen)
        a.wait_gone("Stop sharing")
        a.send("o")
        a.wait_for("Stop sharing")
        a.send("y")  # leaves
        a.wait_for("You left")
        a.send("o")  # joins again: no question
        a.wait_for("You share your counted dailies now")
        # Ended on the leaderboard: the replay's last state holds every scene of the stack.
        a.send("C-c")
        a.wait_exit()
    with open(path) as f:
        assert json.loads(f.readline()).get("sharing") is True
    result = replay(path, "--check")
    assert result.returncode == 0, result


def test_the_maze_is_watched_at_the_recorders_size_and_one_line_says_why():
    golden = os.path.join(ROOT, "Tests", "Replays", "maze-faults.jsonl")
    with Arcade("replay", golden, "--speed", "16", width=100, height=30) as a:
        screen = a.wait_for("Maze is drawn at the recorder's 80×24: its detail view")
        rows = screen.splitlines()
        # Centred: 10 blank columns left of the recorded 80, 2 blank rows above it.
        assert all(row[:10].strip() == "" for row in rows[:28]) and rows[2].startswith(" " * 10 + "Maze"), screen
        assert rows[0].strip() == "" and rows[1].strip() == "", screen
        a.send("q")
        assert a.wait_exit() == 0
