"""The bench and soak tools' command lines: a bad value is one line on stderr and exit 2 (it was
silently replaced by the default), and a soak that fuzzed nothing is no pass."""
import json
import os
import subprocess

from tmux_driver import BINARY

TOOLS = os.path.dirname(BINARY)


def run(tool, *args):
    return subprocess.run([os.path.join(TOOLS, tool), *args], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "SWIFT_BACKTRACE": "interactive=no"})


def test_bad_numbers_are_an_error_with_exit_2():
    cases = [("arcade-bench", ["--width", "abc"]), ("arcade-bench", ["--seconds", "nan"]),
             ("arcade-bench", ["--min-iterations", "0"]), ("arcade-bench", ["--json-rooms", "1e3"]),
             ("arcade-bench", ["--height"]), ("arcade-soak", ["--events", "many"]),
             ("arcade-soak", ["--seed", "1.5"]), ("arcade-soak", ["--render-every", "0"]),
             ("arcade-soak", ["--game", "nosuchgame"]), ("arcade-soak", ["--bogus"])]
    for tool, args in cases:
        p = run(tool, *args)
        assert p.returncode == 2, (tool, args, p.returncode, p.stdout[-300:])
        assert p.stdout == "", (tool, args, p.stdout[-300:])
        assert len(p.stderr.splitlines()) == 1 and p.stderr.startswith(f"{tool}: "), (tool, args, p.stderr)


def test_a_soak_of_no_events_is_refused_not_passed():
    p = run("arcade-soak", "--events", "0", "--game", "zombies")
    assert p.returncode == 2 and "passed" not in p.stdout, (p.returncode, p.stdout, p.stderr)


def test_a_short_soak_of_one_game_passes_and_says_what_it_fuzzed():
    p = run("arcade-soak", "--events", "200", "--game", "memory", "--seed", "3")
    assert p.returncode == 0, p.stdout + p.stderr
    assert "ok   memory: 200 events" in p.stdout and "entered" in p.stdout, p.stdout
    assert p.stdout.splitlines()[-1] == "1 passed, 0 failed", p.stdout


def test_the_bench_runs_with_its_options_and_prints_json():
    p = run("arcade-bench", "--width", "80", "--height", "24", "--seconds", "0", "--min-iterations", "1",
            "--json-rooms", "10")
    assert p.returncode == 0, p.stderr
    data = json.loads(p.stdout)
    assert (data["width"], data["height"]) == (80, 24)
    assert data["maze_json_coding"]["rooms"] == 10
