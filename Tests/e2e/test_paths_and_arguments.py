"""Paths are used as given, decks are read once, small command-line defects: each a reproduction
from the reliability test of 2026-11-24 (F1.1, F1.2, F5.1, F5.4), exit 2 and one line."""
import json
import os
import shutil
import subprocess
import tempfile
import threading

from tmux_driver import BINARY

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def arcade(*args, env=None, timeout=30):
    environment = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    environment.update(env or {})
    return subprocess.run([os.fsencode(BINARY), *[a if isinstance(a, bytes) else a.encode() for a in args]],
                          capture_output=True, env=environment, timeout=timeout)


def one_line(result):
    err = result.stderr.decode("utf-8", "replace")
    assert err.count("\n") == 1, err
    return err


def test_a_path_that_is_not_utf8_is_refused_never_replaced_by_a_sibling():
    tmp = tempfile.mkdtemp(prefix="paths-e2e-")
    try:
        base = os.fsencode(tmp)
        for args in ([b"--data-dir", base + b"/data\xff", b"zombies"], [b"--record", base + b"/rec\xfe.jsonl", b"zombies"],
                     [b"memory", b"--deck", base + b"/deck\xff.json"], [b"fizzbuzz", b"--print", b"--str1", b"f\xffizz"],
                     [b"replay", base + b"/r.jsonl", b"--cast", base + b"/c\xff.cast"]):
            result = arcade(*args)
            assert result.returncode == 2, (args, result.stderr)
            err = one_line(result)
            assert "is not valid UTF-8" in err and ("\\xFF" in err or "\\xFE" in err), err
        for variable in ("XDG_DATA_HOME", "TMPDIR", "ARCADE_DATA_DIR", "HOME"):
            result = arcade("zombies", env={variable: base + b"/x\xff"})
            assert result.returncode == 2 and f"${variable}" in one_line(result), result.stderr
        assert os.listdir(tmp) == [], os.listdir(tmp)  # no U+FFFD sibling was made
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def test_small_command_line_defects_are_one_line_errors():
    for args, words in ((["maze", "--size", "5x5x"], "--size must be"), (["maze", "--size", "x5x5"], "--size must be"),
                        (["maze", "--size", "5xx5"], "--size must be"),
                        (["maze", "--latency-scale", "0x1p3"], "'0x1p3' is invalid"),
                        (["maze", "--faults", "nan"], "'nan' is invalid"),
                        (["help", "nosuch"], "no command 'nosuch'"),
                        (["daily", "--date", "-2026-01-01"], "use YYYY-MM-DD"),
                        (["zombies", "--daily", "--date", "-2026-01-01"], "use YYYY-MM-DD"),
                        (["--data-dir", ""], "--data-dir must name a directory"),
                        (["--record", "", "zombies"], "--record must name a file")):
        result = arcade(*args)
        assert result.returncode == 2, (args, result.returncode, result.stdout[:200])
        assert words in one_line(result), (args, result.stderr)


def test_a_deck_changed_while_the_arcade_starts_is_read_once_and_never_an_enum_dump():
    tmp = tempfile.mkdtemp(prefix="deck-e2e-")
    try:
        with open(os.path.join(ROOT, "assets", "decks", os.listdir(os.path.join(ROOT, "assets", "decks"))[0])) as f:
            good = f.read()
        small = json.dumps({"name": "D", "cards": json.loads(good)["cards"][:3]})
        path = os.path.join(tmp, "race.json")
        stop = threading.Event()

        def keep_replacing():
            flip = False
            while not stop.is_set():
                with open(path + ".new", "w") as f:
                    f.write(good if flip else small)
                os.replace(path + ".new", path)
                flip = not flip

        with open(path, "w") as f:
            f.write(small)
        writer = threading.Thread(target=keep_replacing)
        writer.start()
        try:
            for _ in range(100):
                result = arcade("memory", "--deck", path)
                err = result.stderr.decode()
                assert result.returncode == 2, (result.returncode, err)
                assert "notEnoughCards(" not in err and "malformed(" not in err, err
        finally:
            stop.set()
            writer.join()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def test_special_and_oversized_decks_say_what_they_are():
    tmp = tempfile.mkdtemp(prefix="deck-e2e-")
    try:
        os.mkfifo(os.path.join(tmp, "fifo.json"))
        os.symlink(os.path.join(tmp, "loop.json"), os.path.join(tmp, "loop.json"))
        with open(os.path.join(tmp, "big.json"), "w") as f:
            f.write(" " * (2 << 20))
        for name, reason in (("fifo.json", "a FIFO"), ("loop.json", "too many symbolic links"),
                             ("big.json", "larger than 1 MB"), ("none.json", "no such file")):
            result = arcade("memory", "--deck", os.path.join(tmp, name), timeout=10)
            assert result.returncode == 2 and reason in one_line(result), (name, result.stderr)
        result = arcade("memory", "--deck", "/dev/zero", timeout=10)
        assert result.returncode == 2 and "a device" in one_line(result), result.stderr
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
