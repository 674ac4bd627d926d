"""Hardening of the terminal edge (issue 18): SIGQUIT, a real crash's report, no stale stderr
log, TERM without cursor addressing, LINES/COLUMNS not trusted, control characters in errors,
negative numbers on the command line."""
import glob
import json
import os
import signal
import subprocess
import tempfile

from tmux_driver import BINARY, Arcade


def test_ctrl_backslash_sigquit_exits_131_and_restores_the_terminal():
    with Arcade() as a:
        a.wait_for("Quit")
        a.send("C-\\")
        assert a.wait_exit() == 128 + signal.SIGQUIT
        a.assert_restored()
        assert "Program crashed" not in a.full_output()  # the runtime's backtracer never ran


def test_a_swift_trap_restores_the_terminal_and_prints_a_readable_report():
    # ARCADE_TEST_TRAP_KEY is test-only: that key hits a real arithmetic-overflow trap.
    with Arcade(env={"ARCADE_TEST_TRAP_KEY": "%"}) as a:
        a.wait_for("Quit")
        a.type("%")
        rc = a.wait_exit(timeout=60)
        assert rc in (128 + signal.SIGILL, 128 + signal.SIGTRAP), rc
        a.assert_restored()
        out = a.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "a").stdout
        assert "arcade: crashed:" in out and "a Swift runtime trap" in out, out
        assert "the terminal was restored" in out, out
        # Then a stack: the runtime's backtracer where it has one (a debug build), else ours
        # (the runtime linked statically has none).
        assert "Thread 0" in out or ("Backtrace (name the frames" in out and "(+0x" in out), out


def _stderr_target(pid):
    return os.readlink(f"/proc/{pid}/fd/2")


def test_the_stderr_log_has_no_name_on_disk_and_sigkill_leaves_no_file():
    before = set(glob.glob("/tmp/arcade-stderr-*"))
    with Arcade() as a:
        a.wait_for("Quit")
        pid = a.pid()
        target = _stderr_target(pid)
        # A file in memory (memfd), or where the kernel refuses one, a /tmp file already unlinked.
        assert target == "/memfd:arcade-stderr (deleted)" or (
            target.startswith("/tmp/arcade-stderr-") and target.endswith(" (deleted)")), target
        a.kill(signal.SIGKILL)
        assert a.wait_exit() == 128 + signal.SIGKILL
    assert set(glob.glob("/tmp/arcade-stderr-*")) - before == set()


def test_term_dumb_exits_2_with_one_line():
    with Arcade(term="dumb") as a:
        assert a.wait_exit() == 2
        out = a.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "a").stdout
        lines = [line for line in out.splitlines() if line.strip()]
        assert lines == ["arcade: terminal type 'dumb' cannot move the cursor (set TERM to a full-screen "
                         "terminal, e.g. xterm-256color)"], lines


def _rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def test_lines_and_columns_from_the_environment_are_not_trusted():
    with Arcade(env={"LINES": "3000", "COLUMNS": "3000"}, width=100, height=35) as a:
        screen = a.wait_for("? help")  # the footer: the last thing of the frame
        lines = screen.splitlines()
        assert len(lines) <= 35 and all(len(line) <= 100 for line in lines)
        footer = next(line for line in lines if "pick an entry" in line)
        assert footer.startswith(" ↑↓ choose") and "? help" in footer, footer  # laid out for 100 columns
        assert _rss_kb(a.pid()) < 100_000  # 3000×3000 cost ~942 MB
        a.resize(40, 12)  # and resizes still come from the terminal
        a.wait_for("A R C A D E")
        a.send("q")
        assert a.wait_exit() == 0


def test_an_absurdly_large_terminal_is_refused_at_start_and_clamped_when_it_grows_later():
    with Arcade(width=1100, height=40) as a:
        assert a.wait_exit() == 2
        out = a.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "a").stdout
        lines = [line for line in out.splitlines() if line.strip()]
        assert lines == ["arcade: the terminal is 1100×40 cells; the arcade draws at most 1000×500 "
                         "(use a smaller window)"], lines
    with Arcade(width=100, height=30) as a:
        a.wait_for("Quit")
        a.resize(1200, 60)
        a.wait_for("a terminal arcade")
        a.send("q")
        assert a.wait_exit() == 0


def _hostile_deck(directory, name):
    path = os.path.join(directory, "deck.json")
    with open(path, "w") as f:
        json.dump({"name": name, "cards": []}, f)
    return path


def test_a_hostile_deck_name_reaches_stderr_escaped_on_one_line():
    with tempfile.TemporaryDirectory() as d:
        path = _hostile_deck(d, "\u001b]0;PWNED\u0007\u001b[2J\u009b31m\u202eevil")
        p = subprocess.run([BINARY, "memory", "--deck", path], capture_output=True, stdin=subprocess.DEVNULL)
    err = p.stderr.decode()
    assert p.returncode == 2
    assert not any(ord(c) < 32 and c != "\n" or 0x7F <= ord(c) <= 0x9F or c == "\u202e" for c in err), repr(err)
    assert err.count("\n") == 1
    assert "\\u{1B}]0;PWNED\\u{7}\\u{1B}[2J\\u{9B}31m\\u{202E}evil" in err, err
    assert "need 8, found 0" in err


def test_a_deck_path_with_a_newline_is_named_whole():
    p = subprocess.run([BINARY, "memory", "--deck", "x\ny.json"], capture_output=True, text=True,
                       stdin=subprocess.DEVNULL)
    assert p.returncode == 2
    assert p.stderr.count("\n") == 1
    assert "x\\ny.json: no such file" in p.stderr, p.stderr


def test_an_unknown_term_with_control_characters_is_escaped():
    with Arcade(term="x\u001b[2Jy") as a:
        assert a.wait_exit() == 2
        out = a.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "a").stdout
        assert "unknown terminal type 'x\\u{1B}[2Jy'" in out, out


def _run(*args):
    return subprocess.run([BINARY, *args], capture_output=True, text=True, stdin=subprocess.DEVNULL)


def test_negative_numbers_as_separate_words_get_the_range_error():
    cases = [
        (["fizzbuzz", "--print", "--limit", "-1"], "--limit must be between"),
        (["fizzbuzz", "--int1", "-3"], "--int1 must be between"),
        (["fizzbuzz", "--print", "--int2", "-5"], "--int2 must be between"),
        (["zombies", "--size", "-4"], "--size must be between 4 and 12 (got -4)"),
        (["maze", "--faults", "-0.5"], "--faults must be between 0 and 1"),
        (["maze", "--latency-scale", "-1"], "--latency-scale must be between 0 and 100"),
        (["maze", "--size", "-5x5"], "--size must be W×H"),
        (["--seed", "-1"], "The value '-1' is invalid for '--seed"),
    ]
    for args, expected in cases:
        p = _run(*args)
        assert p.returncode == 2, (args, p.returncode)
        assert expected in p.stderr and "Missing value" not in p.stderr, (args, p.stderr)
        assert p.stderr.count("\n") == 1, (args, p.stderr)
        # The same value glued with '=' gets the same message.
        glued = _run(*args[:-2], f"{args[-2]}={args[-1]}")
        assert glued.stderr == p.stderr, (args, glued.stderr, p.stderr)


def test_help_names_each_default_once():
    for command in ([], ["zombies"], ["memory"], ["fizzbuzz"], ["maze"], ["replay"], ["daily"]):
        result = subprocess.run([BINARY, *command, "--help"], capture_output=True, text=True, timeout=30,
                                env=dict(os.environ, COLUMNS="200"))
        assert result.returncode == 0, (command, result.stderr)
        for line in result.stdout.splitlines():
            assert line.lower().count("(default") <= 1, (command, line)
