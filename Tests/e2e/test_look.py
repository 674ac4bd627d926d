"""Themes for both backgrounds and glyphs the terminal can draw, through the real binary: the
colour-blind theme on a white terminal is drawn in its light variant; the Linux console gets
ASCII by default; an xterm that may have no emoji font says on the menu how to switch; the
`glyphs` setting draws no emoji under `unicode`; a replay recorded with emoji checks the same
under any glyph set."""
import os
import re
import shutil
import signal
import subprocess
import tempfile

import test_auto_theme as auto
from tmux_driver import BINARY, Arcade

# Anything drawn as an emoji picture (the games' pictures are all in these blocks).
EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2B1B\u2B1C\u2B50\u274C\u2705\u2754]")
BOX = re.compile("[\u2500-\u257F]")


def xterm_rgb(index):
    base = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
            (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
            (255, 0, 255), (0, 255, 255), (255, 255, 255)]
    if index < 16:
        return base[index]
    if index < 232:
        levels = [0, 95, 135, 175, 215, 255]
        i = index - 16
        return levels[i // 36], levels[(i // 6) % 6], levels[i % 6]
    grey = 8 + 10 * (index - 232)
    return grey, grey, grey


def contrast_on_white(rgb):
    def linear(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    lum = 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2])
    return 1.05 / (lum + 0.05)


def index_of(code):
    code = code.decode()
    if code.startswith("38;5;"):
        return int(code[5:])
    n = int(code)
    return n - 30 if n < 90 else n - 90 + 8


def test_colour_blind_on_a_white_terminal_is_drawn_in_its_light_variant_every_colour_readable():
    a, screen = auto.first_menu("--theme", "colour-blind", answer=auto.WHITE + auto.DA1)
    light = auto.colours(screen)
    assert a.quit() == 0
    a, screen = auto.first_menu("--theme", "colour-blind", answer=b"\x1b]11;rgb:0000/0000/0000\x07" + auto.DA1)
    dark = auto.colours(screen)
    assert a.quit() == 0
    assert light and dark and light != dark
    worst = min(contrast_on_white(xterm_rgb(index_of(code))) for code in light)
    # Text 4.5:1, muted text 3:1 (the unit test holds each role to its figure).
    assert worst >= 3, (worst, light)
    assert b"38;5;221" not in screen and b"38;5;221" not in b"".join(light)


def test_theme_list_shows_each_theme_for_the_background_of_the_terminal():
    env = dict(os.environ, COLORFGBG="0;15")
    out = subprocess.run([BINARY, "--theme", "list"], capture_output=True, text=True, env=env, timeout=30,
                         stdin=subprocess.DEVNULL)
    assert out.returncode == 0, out.stderr
    assert "colour-blind (for a light background)" in out.stdout, out.stdout
    assert "Shown for your light background" in out.stdout
    env["COLORFGBG"] = "15;0"
    out = subprocess.run([BINARY, "--theme", "list"], capture_output=True, text=True, env=env, timeout=30,
                         stdin=subprocess.DEVNULL)
    assert "colour-blind (for a dark background)" in out.stdout, out.stdout


def memory_board(a):
    a.pick("Memory")
    a.send("Enter")
    return a.wait_until(lambda s: "Moves" in s, "the Memory board")


def test_the_linux_console_gets_ascii_by_default_and_no_hint():
    with Arcade("--seed", "4", term="linux") as a:
        menu = a.wait_for("Quit")
        assert not EMOJI.search(menu) and not BOX.search(menu), menu
        assert "Pictures show as boxes" not in menu
        board = memory_board(a)
        assert not EMOJI.search(board) and not BOX.search(board), board
        assert re.search(r"[A-Za-z#]", board)


def test_an_xterm_that_may_have_no_emoji_font_says_how_to_switch_and_unicode_draws_no_emoji():
    env = {"XTERM_VERSION": "XTerm(379)"}
    with Arcade("--seed", "4", term="xterm-256color", env=env) as a:
        menu = a.wait_for("Quit")
        assert "! Pictures show as boxes? Settings: glyphs, or --ascii (any key to dismiss)" in menu, menu
        a.send("x")  # any key dismisses it
        a.wait_gone("Pictures show as boxes")
        # The test card from Settings: every set as it is; 2 picks unicode, Enter keeps it.
        a.pick("Settings")
        a.wait_for("the arrows always move")
        a.send("t")
        card = a.wait_for("Do these look right?")
        assert "🧟" in card and "+-+" in card, card
        a.send("2")
        a.wait_for("unicode")
        a.send("Enter")
        a.wait_for("Quit")
        a.send("q")
        assert a.wait_exit() == 0
        text = open(os.path.join(a.dir, "config", "arcade", "settings")).read()
        assert "glyphs = unicode\n" in text, text
    # Chosen: no hint any more, and Memory is drawn without emoji but with its frames.
    config = tempfile.mkdtemp(prefix="look-e2e-config-")
    try:
        os.makedirs(os.path.join(config, "arcade"))
        with open(os.path.join(config, "arcade", "settings"), "w") as f:
            f.write("glyphs = unicode\n")
        with Arcade("--seed", "4", term="xterm-256color", env=dict(env, XDG_CONFIG_HOME=config)) as b:
            menu = b.wait_for("Quit")
            assert "Pictures show as boxes" not in menu, menu
            board = memory_board(b)
            assert not EMOJI.search(board) and BOX.search(board), board
    finally:
        shutil.rmtree(config, ignore_errors=True)


def test_a_narrow_xterm_that_may_have_no_emoji_font_shows_the_whole_hint_under_the_whole_menu():
    with Arcade(term="xterm-256color", width=40, height=14, env={"XTERM_VERSION": "XTerm(379)"}) as a:
        screen = a.wait_for("dismiss)")
        flat = " ".join(screen.split())
        assert "! Pictures show as boxes? Settings: glyphs, or --ascii (any key to dismiss)" in flat, screen
        assert "8  Quit" in screen and "q quit" in screen, screen


def test_a_replay_recorded_with_emoji_checks_the_same_under_ascii_and_on_the_linux_console():
    tmp = tempfile.mkdtemp(prefix="look-e2e-")
    try:
        path = os.path.join(tmp, "memory.jsonl")
        with Arcade("--record", path, "--seed", "4", "memory") as a:
            a.wait_for("choose a deck")
            a.send("Enter")
            a.wait_until(lambda s: "Moves" in s, "the Memory board")
            a.send("Enter", "Right", "Enter")
            a.wait_until(lambda s: EMOJI.search(s), "a card face up")
            a.kill(signal.SIGTERM)
            a.wait_exit()
        environment = dict(os.environ, SWIFT_BACKTRACE="enable=no")
        base = subprocess.run([BINARY, "replay", path, "--check"], capture_output=True, text=True,
                              env=environment, timeout=60)
        assert base.returncode == 0, base.stdout + base.stderr
        for extra, term in (([], "linux"), (["--ascii"], "xterm-256color"), ([], "vt100")):
            env = dict(environment, TERM=term)
            again = subprocess.run([BINARY, *extra, "replay", path, "--check"], capture_output=True,
                                   text=True, env=env, timeout=60)
            assert again.returncode == 0 and again.stdout == base.stdout, (term, extra, again.stdout, again.stderr)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
