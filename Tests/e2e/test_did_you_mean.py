"""Command-line typos (playtest 2026-11-28 L4): a mistyped command, option or value is answered
with the one meant, in one line, exit 2; `--size x` names the range instead of the parser's
generic sentence."""
import subprocess

from tmux_driver import BINARY


def refused(*args):
    """The one line the arcade refuses `args` with (exit 2 asserted)."""
    r = subprocess.run([BINARY, *args], capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=30)
    assert r.returncode == 2, (args, r.returncode, r.stdout[:200])
    assert r.stderr.count("\n") == 1, (args, r.stderr)
    return r.stderr


def test_a_mistyped_command_gets_the_command_meant():
    for typed, meant in (("zombie", "zombies"), ("memroy", "memory"), ("fizbuzz", "fizzbuzz"),
                         ("mazes", "maze"), ("setings", "settings"), ("scroes", "scores")):
        err = refused(typed)
        assert f"no command '{typed}'; did you mean '{meant}'?" in err, err
    assert "did you mean" not in refused("quux"), "nothing close: no guess"
    assert "did you mean 'zombies'" in refused("help", "zombie")


def test_a_mistyped_option_gets_the_option_meant():
    for args, meant in ((["zombies", "--sizee", "5"], "--size"), (["--sed", "3"], "--seed"),
                        (["--thme", "dark"], "--theme"), (["memory", "--dek", "x"], "--deck")):
        err = refused(*args)
        assert f"Did you mean '{meant}'?" in err, (args, err)


def test_a_mistyped_value_gets_the_value_meant():
    for args, meant in ((["--theme", "drak"], "dark"), (["--theme", "colour"], "colour-blind"),
                        (["zombies", "--mode", "clasic"], "classic"), (["--keys", "vim"], "vi"),
                        (["--keys", "vi,wsad"], "wasd"), (["--animations", "reduce"], "reduced"),
                        (["memory", "--deck", "deep sea"], "Deep Sea Choir"), (["memory", "--deck", "deep"], "Deep Sea Choir"),
                        (["memory", "--deck", "lofi-gardn"], "lofi-garden")):
        err = refused(*args)
        assert f"did you mean '{meant}'?" in err, (args, err)


def test_a_size_that_is_not_a_number_names_the_range():
    err = refused("zombies", "--size", "x")
    assert "--size must be a whole number between 4 and 12 (got 'x')" in err, err
    assert "is invalid for" not in err
    assert "--size must be between 4 and 12 (got 13)" in refused("zombies", "--size", "13")
