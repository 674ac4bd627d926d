"""Maze through the real binary in tmux: a seeded maze explored to the final stats line, the
detail view, ASCII/NO_COLOR, a resize mid-load, headless JSON, and bad options."""
import json
import subprocess
import time

from tmux_driver import BINARY, Arcade

SEED = "5"
FAST = ["--latency-scale", "0.05"]


def test_g_explores_a_seeded_maze_to_the_final_stats_line_and_q_returns_to_the_menu():
    with Arcade("maze", "--seed", SEED, *FAST) as a:
        a.wait_for("Press g to generate a maze.")
        a.send("g")
        a.wait_for("loading")
        screen = a.wait_for("ratio", timeout=30)
        assert "done in" in screen and "in flight 0" in screen, screen
        assert "critical path" in screen
        a.send("v")
        a.wait_for("detail")
        a.send("q")  # back to the launch menu, whose record line counts the maze
        a.wait_for("explored: 1")
        a.send("q")
        assert a.wait_exit() == 0
        a.assert_restored()


def headless(*args):
    out = subprocess.run([BINARY, "maze", "--headless", *args], capture_output=True, text=True, timeout=120)
    return out, (json.loads(out.stdout) if out.stdout.strip() else None)


def test_the_same_seed_gives_the_same_maze_in_the_terminal_and_headless():
    counts = []
    for seed in [SEED, SEED, "4"]:
        with Arcade("--seed", seed, "maze", *FAST) as a:
            a.wait_for("Press g")
            a.send("g")
            screen = a.wait_for("ratio", timeout=30)
            counts.append(next(line for line in screen.splitlines() if line.startswith("rooms ")).split()[1])
            a.send("Escape")
            a.quit_from_menu()
    assert counts[0] == counts[1], counts
    for seed, count in [(SEED, counts[0]), ("4", counts[2])]:
        out, report = headless("--seed", seed)
        assert out.returncode == 0, out.stderr
        assert str(report["rooms"]) == count, (seed, report, counts)


def test_headless_twice_gives_the_same_json_but_for_wall_time_and_memory():
    reports = []
    for _ in range(2):
        out, report = headless("--seed", "2")
        assert out.returncode == 0, out.stderr
        reports.append(report)
    for r in reports:
        assert len(r["reveal_digest"]) == 16, r
        r.pop("wall_s")
        r.pop("peak_rss_mb")
    assert reports[0] == reports[1], reports
    assert reports[0]["ratio"] <= 1.10 and reports[0]["simulated_s"] > 1, reports[0]


def test_a_headless_run_that_gives_up_says_why_and_exits_1():
    out, report = headless("--faults", "1", "--seed", "1")
    assert out.returncode == 1, out
    assert "bad arguments" not in out.stderr, out.stderr
    assert "gave up on R" in out.stderr and "after 6 attempts" in out.stderr, out.stderr
    assert report["outcome"].startswith("error: gave up"), report


def test_ascii_and_no_color_screens_are_plain_ascii():
    with Arcade("maze", "--seed", SEED, "--ascii", *FAST, env={"NO_COLOR": "1"}) as a:
        a.wait_for("Press g")
        a.send("g")
        screen = a.wait_for("+ done in", timeout=30)
        assert all(ord(c) < 128 for c in screen), screen
        a.send("v")
        screen = a.wait_for("detail")
        assert all(ord(c) < 128 for c in screen), screen
        a.send("q")
        a.quit_from_menu()


def test_too_small_stops_exploring_and_the_timer_and_says_so():
    with Arcade("maze", "--seed", SEED, "--latency-scale", "0.3") as a:
        a.wait_for("Press g")
        a.send("g")
        a.wait_for("loading")
        a.resize(50, 15)
        a.wait_for("Terminal too small")
        a.wait_for("Exploring and the timer are stopped")
        a.resize(100, 30)
        a.wait_for("ratio", timeout=60)
        a.send("q")
        a.quit_from_menu()


def test_headless_prints_one_json_object_with_the_benchmark_keys():
    out = subprocess.run([BINARY, "maze", "--headless", "--seed", "3", "--size", "101x101", "--latency-scale", "0",
                          "--transport", "direct"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    for key in ["rooms", "fetches", "cache_hits", "unlocks", "doors", "retries", "wall_s", "critical_path_s",
                "ratio", "peak_rss_mb", "simulated_s", "reveal_digest"]:
        assert key in report, report
    # Past 4 096 rooms served the original server times out now and then: those are retried.
    assert report["fetches"] == report["rooms"] + report["retries"], report
    assert report["unlocks"] == report["doors"], report


def test_bad_maze_options_exit_2_with_one_line():
    cases = [(["--size", "64x64"], "--size must be W×H with odd sides"),
             (["--transport", "carrier-pigeon"], "--transport must be json or direct"),
             (["--faults", "2"], "--faults must be between 0 and 1")]
    for args, text in cases:
        out = subprocess.run([BINARY, "maze", "--headless", *args], capture_output=True, text=True, timeout=30)
        assert out.returncode == 2, (args, out)
        assert len(out.stderr.strip().splitlines()) == 1 and text in out.stderr, out.stderr


# -- this game's data for the tools (scripts/arcadelib.py's game_file finds it here) -----------
# golden_replay_*: a golden replay's recording (scripts/record_goldens.py), given `session(name, *args)`
# (an Arcade recording Tests/Replays/<name>.jsonl with --no-menu) and ended by leaving the game.
# SOAK_BAD_COMMAND_LINES: (what, arguments) the arcade refuses with exit 2 and one line (the soak).
# SOAK_EXTREME_RECORDS: records tables of Int.max values, by table name (the soak).
# BENCH_RECIPE: how scripts/bench.py reaches its screens (its Recipe's fields, `args` after --seed).

BIG = 9223372036854775807  # Int.max

def golden_replay_maze_with_faults(session):
    with session("maze-faults", "--seed", "5", "maze", "--latency-scale", "0.3", "--faults", "0.2") as a:
        a.wait_for("Press g to generate a maze.")
        a.send("g")
        a.wait_for("loading")
        a.wait_for("ratio", timeout=60)
        time.sleep(0.5)
        a.send("q")
        assert a.wait_exit() == 0


SOAK_BAD_COMMAND_LINES = [
    ("maze --size too small", ["maze", "--size", "3x3"]),
    ("maze --size even", ["maze", "--size", "64x64"]),
    ("maze --size huge", ["maze", "--size", "99999x5"]),
    ("maze --size not WxH", ["maze", "--size", "big"]),
    ("maze --faults above 1", ["maze", "--faults", "2"]),
    ("maze --faults negative", ["maze", "--faults=-0.5"]),
    ("maze --latency-scale nan", ["maze", "--latency-scale", "nan"]),
    ("maze --transport unknown", ["maze", "--transport", "pigeon"]),
    ("maze --headless --size bad", ["maze", "--headless", "--size", "1x1"]),
]
SOAK_EXTREME_RECORDS = {"maze": {"mazesExplored": BIG, "roomsDiscovered": BIG, "largestMaze": 1}}
# The reveal ends by itself: the bench counts until its output goes quiet, and notes the rooms.
BENCH_RECIPE = dict(
    args=[], still=[("before generating", [], None)], animated=("Maze reveal", ["g"]),
    animation_ends=True, animated_note=r"(\d[\d,]*)\s*rooms")
