"""The launch menu and the terminal contract, driven through the real binary in tmux."""
import os
import signal
import subprocess

from tmux_driver import BINARY, Arcade


def test_menu_appears_at_80x24_and_q_exits_0_with_the_terminal_restored():
    with Arcade() as a:
        screen = a.wait_for("Quit")
        assert "a terminal arcade" in screen
        a.send("q")
        assert a.wait_exit() == 0
        a.assert_restored()


def test_navigation_and_enter_open_help_and_any_key_closes_it():
    with Arcade() as a:
        a.wait_for("Quit")
        a.send("Up", "Up")  # wraps around: from the first entry up twice lands on Help
        a.send("Enter")
        a.wait_for("Help — Arcade")
        a.send("x")
        a.wait_gone("Help — Arcade")
        a.send("Escape")
        assert a.wait_exit() == 0


def test_ctrl_c_exits_130_and_restores_the_terminal():
    with Arcade() as a:
        a.wait_for("Quit")
        a.send("C-c")
        assert a.wait_exit() == 130
        a.assert_restored()


def test_sigterm_exits_143_and_restores_the_terminal():
    with Arcade() as a:
        a.wait_for("Quit")
        a.kill(signal.SIGTERM)
        assert a.wait_exit() == 143
        a.assert_restored()


def test_sighup_exits_129():
    with Arcade() as a:
        a.wait_for("Quit")
        a.kill(signal.SIGHUP)
        assert a.wait_exit() == 129


def test_resize_below_minimum_shows_the_notice_and_growing_repaints_the_menu():
    with Arcade() as a:
        a.wait_for("Quit")
        a.resize(40, 12)
        a.wait_for("A R C A D E")  # 40x12 still fits the menu, in its compact form
        a.resize(30, 8)
        a.wait_for("Terminal too small")
        a.resize(100, 35)
        screen = a.wait_for("a terminal arcade")
        assert "Terminal too small" not in screen
        a.send("q")
        assert a.wait_exit() == 0


def test_mouse_click_activates_an_entry():
    with Arcade() as a:
        screen = a.wait_for("Quit")
        lines = screen.splitlines()
        row = next(i for i, line in enumerate(lines) if "Quit" in line)
        col = lines[row].index("Quit")
        a.click(col, row)
        assert a.wait_exit() == 0
        a.assert_restored()


def test_stdout_not_a_tty_exits_2_with_one_line():
    result = subprocess.run([BINARY], capture_output=True, text=True, stdin=subprocess.DEVNULL,
                            env={**os.environ, "ARCADE_DATA_DIR": "/tmp/arcade-e2e-notty"})
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert "terminal" in result.stderr


def test_unknown_term_exits_2_with_one_line():
    with Arcade(term="no-such-terminal") as a:
        assert a.wait_exit() == 2
        assert "unknown terminal type 'no-such-terminal'" in a.full_output()


def test_bad_option_exits_2():
    result = subprocess.run([BINARY, "--no-such-option"], capture_output=True, text=True)
    assert result.returncode == 2
    assert "Unknown option" in result.stderr


def test_no_color_menu_renders():
    with Arcade(env={"NO_COLOR": "1"}) as a:
        screen = a.wait_for("Quit")
        assert "▶" in screen
        a.send("q")
        assert a.wait_exit() == 0


def test_ascii_menu_renders_without_unicode():
    with Arcade("--ascii") as a:
        screen = a.wait_for("Quit")
        assert "A R C A D E" in screen and "> 1" in screen
        assert all(ord(c) < 128 for c in screen)
        a.send("q")
        assert a.wait_exit() == 0


def test_non_utf8_locale_falls_back_to_ascii():
    with Arcade(env={"LANG": "C", "LC_ALL": "C"}) as a:
        screen = a.wait_for("Quit")
        assert "A R C A D E" in screen
        a.send("q")
        assert a.wait_exit() == 0


def test_ctrl_z_suspends_and_fg_repaints():
    with Arcade() as a:
        a.wait_for("Quit")
        a.send("C-z")
        a.wait_for("[stopped]")
        a.send("Enter")  # the wrapper shell then runs `fg`
        a.wait_for("a terminal arcade")
        a.send("q")
        assert a.wait_exit() == 0


def test_a_fatal_signal_restores_the_terminal_and_exits_with_its_code():
    with Arcade() as a:
        a.wait_for("Quit")
        a.kill(signal.SIGSEGV)
        assert a.wait_exit(timeout=30) == 128 + signal.SIGSEGV
        a.assert_restored()


def _colours_on_screen(a):
    import re
    out = a.tmux("capture-pane", "-p", "-e", "-t", "a").stdout
    codes = set()
    for seq in re.findall(r"\x1b\[([0-9;]*)m", out):
        codes.update(seq.split(";"))
    return out, codes


def test_a_256_colour_terminal_gets_the_256_colour_theme():
    with Arcade(term="tmux-256color") as a:
        a.wait_for("Quit")
        out, _ = _colours_on_screen(a)
        assert "38;5;214" in out  # the title colour of the 256-colour theme


def test_an_8_colour_terminal_gets_the_8_colour_theme():
    with Arcade(term="xterm") as a:
        a.wait_for("Quit")
        out, codes = _colours_on_screen(a)
        assert "38;5;" not in out
        assert "33" in codes  # yellow title


def test_no_color_uses_no_colours_but_keeps_the_selection_visible():
    with Arcade(env={"NO_COLOR": "1"}) as a:
        a.wait_for("Quit")
        out, codes = _colours_on_screen(a)
        assert not any(c.startswith(("3", "4")) and c not in ("39", "49") for c in codes if c)
        assert "7" in codes  # the selection is reversed


def test_mouse_click_in_sgr_mode_on_xterm_256color():
    with Arcade(term="xterm-256color") as a:
        screen = a.wait_for("Quit")
        lines = screen.splitlines()
        row = next(i for i, line in enumerate(lines) if "Quit" in line)
        a.click_sgr(lines[row].index("Quit"), row)
        assert a.wait_exit() == 0
        a.assert_restored()


def test_clicks_arriving_in_one_burst_are_all_delivered():
    with Arcade() as a:
        screen = a.wait_for("Quit")
        lines = screen.splitlines()
        quit_row = next(i for i, line in enumerate(lines) if "Quit" in line)
        help_row = next(i for i, line in enumerate(lines) if "keys and how" in line)
        burst = ""
        # open Help, close it with a click anywhere, then Quit: three clicks in one write
        for x, y in [(lines[help_row].index("Help"), help_row), (1, 1), (lines[quit_row].index("Quit"), quit_row)]:
            burst += "\x1b[M" + chr(32) + chr(33 + x) + chr(33 + y) + "\x1b[M" + chr(35) + chr(33 + x) + chr(33 + y)
        a.tmux("send-keys", "-t", "a", "-l", burst)
        assert a.wait_exit() == 0


def test_without_an_alternate_screen_the_prompt_lands_on_a_clear_line():
    """vt100 and linux have no alternate screen: what the arcade drew would stay, with the
    cursor on the footer row, and the shell's prompt would land in the footer. The arcade
    clears what it drew, so the prompt is alone on its line and no part of the menu is left."""
    for term in ("vt100", "linux"):
        with Arcade(term=term, after_exit="PROMPT$ ") as a:
            a.quit_from_menu()
            screen = a.wait_for("PROMPT$")
            lines = [line for line in screen.splitlines() if line.strip()]
            assert lines[-1].rstrip() == "PROMPT$", f"{term}: last line {lines[-1]!r}"
            assert "Quit" not in screen and "q quit" not in screen, f"{term}: the menu stayed:\n{screen}"
