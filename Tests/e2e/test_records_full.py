"""A result the arcade could not save (reliability 2026-11-28 F6): on a full data directory (a
tmpfs filled to the last block) and a read-only one, the result screen says it is not saved, in
full screen and in line mode, stderr says it again at exit, and the records already there are
left byte for byte. Root only (it mounts tmpfs file systems): `make test-root`."""
import os
import subprocess
import tempfile
import unittest
from contextlib import contextmanager

from tmux_driver import BINARY, Arcade

SHORT_GAME = ["fizzbuzz", "--int1", "3", "--int2", "5", "--limit", "2", "--str1", "fizz", "--str2", "buzz"]


@contextmanager
def mounted_tmpfs(size="64k"):
    if os.geteuid() != 0:
        raise unittest.SkipTest("needs root to mount a tmpfs")
    where = tempfile.mkdtemp(prefix="arcade-e2e-full-")
    subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0755", "tmpfs", where], check=True)
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", where], check=False)
        os.rmdir(where)


def one_saved_game(data_dir):
    """Plays the short game once in line mode, saved: the records the player already has."""
    r = subprocess.run([BINARY, "--no-menu", *SHORT_GAME, "--lines", "--data-dir", data_dir],
                       input="go\nnext\nnext\nback\n", capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and "Not saved" not in r.stdout, (r.stdout, r.stderr)
    with open(os.path.join(data_dir, "fizzbuzz.json"), "rb") as f:
        return f.read()


def fill(directory):
    """Writes zeros until the file system has no block left."""
    fd = os.open(os.path.join(directory, "filler"), os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        while os.write(fd, b"\0" * 4096) > 0:
            pass
    except OSError:
        pass  # ENOSPC: full
    finally:
        os.close(fd)


def play_in_lines(data_dir):
    r = subprocess.run([BINARY, "--no-menu", *SHORT_GAME, "--lines", "--data-dir", data_dir],
                       input="go\nnext\nnext\nback\n", capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, (r.returncode, r.stderr)
    # The end is said after the last number's verdict ("2: no word, said as is. Finished …").
    finished = [line for line in r.stdout.splitlines() if "Finished" in line]
    assert finished and "Not saved:" in finished[0], r.stdout
    assert "arcade: Records are not being saved:" in r.stderr, r.stderr
    assert "arcade: 1 result was not saved." in r.stderr, r.stderr
    return finished[0], r.stderr


def play_full_screen(data_dir):
    with Arcade(*SHORT_GAME, data_dir=data_dir, width=100) as a:
        a.wait_for("Ready")
        a.send("C-g")
        screen = a.wait_for("! Not saved:", timeout=30)
        assert "Finished!" in screen, screen
        a.send("C-c")
        assert a.wait_exit() == 130
        after = a.full_output()
        assert "arcade: Records are not being saved:" in after, after
        assert "arcade: 1 result was not saved." in after, after
        return screen, after


def test_a_full_data_directory_says_not_saved_on_the_result_screen_and_at_exit_and_keeps_the_records():
    with mounted_tmpfs() as data:
        before = one_saved_game(data)
        fill(data)
        line, err = play_in_lines(data)
        assert "No space left on device" in line + err, (line, err)
        screen, _ = play_full_screen(data)
        assert "No space left on device" in screen.replace("\n", " ") or "space" in screen, screen
        with open(os.path.join(data, "fizzbuzz.json"), "rb") as f:
            assert f.read() == before, "the records on disk are never truncated"
        leftovers = [n for n in os.listdir(data) if n.startswith(".fizzbuzz.json.arcade-")]
        assert leftovers == [], leftovers


def test_a_read_only_data_directory_says_not_saved_on_the_result_screen_and_at_exit():
    with mounted_tmpfs() as data:
        before = one_saved_game(data)
        subprocess.run(["mount", "-o", "remount,ro", data], check=True)
        line, err = play_in_lines(data)
        assert "Read-only file system" in line + err, (line, err)
        play_full_screen(data)
        with open(os.path.join(data, "fizzbuzz.json"), "rb") as f:
            assert f.read() == before
