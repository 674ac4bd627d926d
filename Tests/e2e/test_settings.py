"""Settings: the auto theme asks a real pty (OSC 11), the settings file and the flags."""
import os
import pty
import select
import shutil
import subprocess
import tempfile
import time
import unittest

from tmux_driver import BINARY, Arcade

QUERY = b"\x1b]11;?\x07"


def settings_on_a_pty(answer, env=None):
    """Runs `arcade settings` on a pty that answers the background query with `answer` (None:
    answers nothing, not even DA1). Returns (its output, seconds it took)."""
    config = tempfile.mkdtemp(prefix="arcade-e2e-config-")
    environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color",
                   "XDG_CONFIG_HOME": config, "LANG": "C.UTF-8"}
    environment.update(env or {})
    start = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        try:
            os.execve(BINARY, [BINARY, "settings"], environment)
        finally:
            os._exit(127)  # the exec failed: the child must not go on as the test runner
    out = b""
    answered = False
    while True:
        ready, _, _ = select.select([fd], [], [], 5)
        if not ready:
            break
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
        if not answered and QUERY in out and answer is not None:
            os.write(fd, answer + b"\x1b[?62;22c")
            answered = True
    _, status = os.waitpid(pid, 0)
    elapsed = time.monotonic() - start
    assert os.WEXITSTATUS(status) == 0, out
    return out.decode("utf-8", "replace"), elapsed


def test_auto_theme_is_light_on_a_white_terminal_and_dark_on_a_black_one():
    out, _ = settings_on_a_pty(b"\x1b]11;rgb:ffff/ffff/ffff\x07")
    assert "theme         = auto -> light" in out, out
    assert "#ffffff" in out
    out, _ = settings_on_a_pty(b"\x1b]11;rgb:0000/0000/0000\x1b\\")
    assert "theme         = auto -> dark" in out, out


def test_auto_theme_falls_back_within_its_timeout_on_a_silent_terminal_then_reads_colorfgbg():
    out, elapsed = settings_on_a_pty(None)
    assert "theme         = auto -> dark" in out and "no answer from the terminal" in out, out
    assert elapsed < 2, elapsed  # 100 ms for the answer; the rest is the process
    out, _ = settings_on_a_pty(None, env={"COLORFGBG": "0;15"})
    assert "auto -> light" in out and "COLORFGBG" in out, out


def test_garbage_answer_falls_back_to_dark():
    out, _ = settings_on_a_pty(b"\x1b]11;rgb:zz/zz/zz\x07")
    assert "theme         = auto -> dark" in out, out


def run(*args, env=None, config=None):
    config = config or tempfile.mkdtemp(prefix="arcade-e2e-config-")
    environment = dict(os.environ, XDG_CONFIG_HOME=config)
    environment.pop("NO_COLOR", None)
    environment.pop("ARCADE_ANIMATIONS", None)
    environment.update(env or {})
    return subprocess.run([BINARY, *args], capture_output=True, text=True, env=environment,
                          stdin=subprocess.DEVNULL, timeout=30)


def test_settings_names_where_each_setting_came_from():
    config = tempfile.mkdtemp(prefix="arcade-e2e-config-")
    os.makedirs(os.path.join(config, "arcade"))
    path = os.path.join(config, "arcade", "settings")
    text = "# mine\nkeys = vi\nbell = loud\nanimations = reduced\n"
    with open(path, "w") as f:
        f.write(text)
    r = run("settings", "--theme", "mono", env={"ARCADE_ANIMATIONS": "none"}, config=config)
    assert r.returncode == 0, r.stderr
    assert "theme         = mono  (flag (--theme))" in r.stdout
    assert "keys          = vi  (file)" in r.stdout
    assert "animations    = none  (environment (ARCADE_ANIMATIONS))" in r.stdout
    assert "bell          = off  (default)" in r.stdout
    assert r.stderr.strip() == (f"arcade: settings {path} line 3, column 8: bell 'loud' is not one of off,"
                                f" audible, visual (kept off)")
    with open(path) as f:
        assert f.read() == text  # never rewritten
    r = run("settings", env={"NO_COLOR": "1"}, config=config)
    assert "theme         = mono  (environment (NO_COLOR))" in r.stdout


def test_bad_presentation_flags_exit_2_in_one_line_listing_the_valid_values():
    for flag, listed in (("--theme", "auto, dark, light, high-contrast, colour-blind, mono, list"),
                         ("--keys", "arrows, vi, wasd"), ("--animations", "full, reduced, none")):
        r = run(flag, "nope")
        assert r.returncode == 2
        assert len(r.stderr.strip().splitlines()) == 1 and listed in r.stderr, r.stderr


def test_theme_list_shows_a_line_per_role_of_each_theme():
    r = run("--theme", "list")
    assert r.returncode == 0
    for theme in ("dark", "light", "high-contrast", "colour-blind", "mono"):
        assert f"\n{theme} (" in "\n" + r.stdout
    assert r.stdout.count("The quick brown fox") == 5 * 12


def settings_screen(config, *args):
    """The arcade with its settings in `config`, on the Settings screen (found by name); used in
    a `with`, which ends its tmux server."""
    a = Arcade(*args, env={"XDG_CONFIG_HOME": config})
    try:
        a.pick("Settings")
        a.wait_for("the arrows always move")
    except BaseException:
        a.close()
        raise
    return a


def test_settings_screen_enter_keeps_esc_leaves_r_restores_and_comments_stay():
    config = tempfile.mkdtemp(prefix="arcade-e2e-config-")
    path = os.path.join(config, "arcade", "settings")
    os.makedirs(os.path.dirname(path))
    original = "# my own note\ntheme = dark\nfuture.thing = 3\nbell = off\n"
    with open(path, "w") as f:
        f.write(original)

    # Esc: nothing written, even after changing values.
    with settings_screen(config, "--ascii") as a:
        a.send("Right")  # theme dark -> light
        a.wait_for("< light >")
        a.send("Escape")
        a.wait_for("Quit")
        assert open(path).read() == original
        a.send("q")
        assert a.wait_exit() == 0

    # Enter: the values kept, the comment and the unknown line kept, in place.
    with settings_screen(config, "--ascii") as a:
        a.send("Right")  # theme -> light
        a.send("Down", "Down", "Right")  # animations full -> reduced
        a.send("Down", "Right")  # bell off -> audible
        a.wait_for("< audible >")
        a.send("Enter")
        a.wait_for("Quit")
        a.send("q")
        assert a.wait_exit() == 0
    text = open(path).read()
    assert text.splitlines()[:4] == ["# my own note", "theme = light", "future.thing = 3", "bell = audible"]
    assert "animations = reduced" in text

    # r then Enter: the defaults, the comment and the unknown line still there.
    with settings_screen(config, "--ascii") as a:
        a.send("r")
        a.wait_for("< auto >")
        a.send("Enter")
        a.wait_for("Quit")
        a.send("q")
        assert a.wait_exit() == 0
    text = open(path).read()
    assert "# my own note" in text and "future.thing = 3" in text
    assert "theme = auto" in text and "bell = off" in text and "animations = full" in text
    # No temporary file left beside it.
    assert sorted(os.listdir(os.path.dirname(path))) == ["settings"]


def test_settings_screen_writes_a_new_file_with_its_comments():
    config = tempfile.mkdtemp(prefix="arcade-e2e-config-")
    with settings_screen(config, "--ascii") as a:
        a.send("Down", "Right")  # keys vi, wasd -> vi
        a.send("Enter")
        a.wait_for("Quit")
        a.send("q")
        assert a.wait_exit() == 0
    text = open(os.path.join(config, "arcade", "settings")).read()
    assert text.startswith("# Arcade settings")
    assert "keys = vi\n" in text


def test_settings_screen_asks_for_a_key_refuses_one_bound_twice_and_saves_the_players_own():
    config = tempfile.mkdtemp(prefix="arcade-e2e-config-")
    with settings_screen(config, "--ascii") as a:
        for _ in range(7):  # theme, keys, animations, bell, screen_reader, glyphs, others_watch, then key.up
            a.send("Down")
        a.send("Right")
        a.wait_for("Press the key for Up")
        a.send("j")  # vi's down
        a.wait_for("j would be bound to both up and down: not bound")
        a.send("Right")
        a.wait_for("Press the key for Up")
        a.send("x")
        a.wait_for("Up: up k w x.")
        a.send("Enter")
        a.wait_for("Quit")
        a.send("q")
        assert a.wait_exit() == 0
    text = open(os.path.join(config, "arcade", "settings")).read()
    assert "key.up = x\n" in text, text


def test_an_unreadable_settings_file_gives_the_defaults_in_one_line_even_for_its_owner():
    """Root reads any file, so the unit test of an unreadable file checks nothing as root: here
    the file's owner (nobody, through setpriv) has no read permission on it."""
    if os.geteuid() != 0 or not shutil.which("setpriv"):
        # As another user the unit test (SettingsLoaderTests.unreadable) checks this.
        raise unittest.SkipTest("needs root and setpriv to read as nobody")
    config = tempfile.mkdtemp(prefix="arcade-e2e-config-")
    path = os.path.join(config, "arcade", "settings")
    os.makedirs(os.path.dirname(path))
    with open(path, "w") as f:
        f.write("theme = light\n")
    for p in (config, os.path.dirname(path), path):
        os.chown(p, 65534, 65534)
    os.chmod(config, 0o755)
    os.chmod(os.path.dirname(path), 0o755)
    os.chmod(path, 0)
    r = subprocess.run(["setpriv", "--reuid", "65534", "--regid", "65534", "--clear-groups", BINARY, "settings"],
                       capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=30,
                       env=dict(os.environ, XDG_CONFIG_HOME=config))
    assert r.returncode == 0, r.stderr
    assert r.stderr.strip() == f"arcade: settings {path}: permission denied (using the defaults)", r.stderr
    assert "theme         = auto" in r.stdout
    shutil.rmtree(config, ignore_errors=True)


def test_a_broken_settings_file_is_named_on_the_menu_at_start_and_in_settings():
    """Playtest 2026-11-28 L1 and L2: the file's mistakes are said on the first screen, with line
    and column and what was kept, and listed in Settings; a comment after a value, CRLF line
    ends and a byte-order mark are read."""
    config = tempfile.mkdtemp(prefix="arcade-e2e-config-")
    path = os.path.join(config, "arcade", "settings")
    os.makedirs(os.path.dirname(path))
    with open(path, "wb") as f:
        f.write(b"\xef\xbb\xbftheme = light # mine\r\nbell = visual\r\n\r\n"
                b"theme = drak\r\nanimatoins = none\r\n")
    # At 80x24 Settings has room for the first problem and a count; 120x30 lists both.
    with Arcade("--ascii", env={"XDG_CONFIG_HOME": config}, width=120, height=30) as a:
        screen = a.wait_for("! Settings file: line 4, column 9: theme 'drak'")
        words = " ".join(screen.split())
        assert "did you mean 'dark'? (kept light); 1 more: see Settings" in words, screen
        a.send("x")  # any key dismisses the notice
        a.wait_gone("Settings file:")
        a.pick("Settings")
        screen = a.wait_for("! Your file: line 4, column 9")
        assert "< light >" in screen, screen  # the comment after the value did not spoil it
        assert "visual" in screen, screen  # nor the CRLF line ends
        assert "line 5, column 1: unknown setting 'animatoins'" in " ".join(screen.split()), screen
        a.send("Escape")
        a.wait_for("Quit")
        a.send("q")
        assert a.wait_exit() == 0
        after = a.full_output()
        assert f"arcade: settings {path} line 4, column 9: theme 'drak'" in after, after  # again at exit
