"""Installing the arcade: `make install` into a temporary DESTDIR, the installed binary run
from another directory (menu, a Memory deck found under PREFIX/share/arcade), the man page,
bash completion, `make uninstall`; an unwritable PREFIX. The Debian package and the freshness
of the generated files are release checks (release_package.py, `make check-release`)."""
import contextlib
import json
import os
import shutil
import stat
import subprocess
import tempfile

import tmux_driver
from tmux_driver import ROOT, Arcade

PREFIX = "/usr"
FILES = ["bin/arcade", "share/man/man6/arcade.6", "share/bash-completion/completions/arcade",
         "share/zsh/site-functions/_arcade", "share/fish/vendor_completions.d/arcade.fish",
         "share/arcade/decks/space-cadets.json"]
SUDO = [] if os.geteuid() == 0 else ["sudo", "-n"]
# Seconds a test may take (run.py): `make install` builds the arcade in the play-only mode.
TIME_LIMIT = 1200


def make(*args, check=True):
    result = subprocess.run(["make", "--no-print-directory", *args], cwd=ROOT, capture_output=True,
                            text=True)
    if check and result.returncode != 0:
        raise AssertionError(f"make {' '.join(args)} failed:\n{result.stdout}\n{result.stderr}")
    return result


@contextlib.contextmanager
def installed_binary(path, cwd):
    """Runs the tmux driver's arcade as `path`, started from `cwd`."""
    saved_binary, saved_cwd = tmux_driver.BINARY, os.getcwd()
    tmux_driver.BINARY = path
    os.chdir(cwd)
    try:
        yield
    finally:
        tmux_driver.BINARY = saved_binary
        os.chdir(saved_cwd)


def play_menu_and_deck(binary, cwd, deck, title):
    """The menu comes up; `arcade memory --deck <deck>` loads that deck."""
    with installed_binary(binary, cwd):
        with Arcade() as a:
            a.wait_for("a terminal arcade")
            a.wait_for("Memory")
            a.send("q")
            assert a.wait_exit() == 0
        with Arcade("memory", "--deck", deck) as a:
            a.wait_for(title)
            a.wait_for("Pairs")
            a.send("q")
            a.send("q")
            assert a.wait_exit() == 0


def bash_complete(completion_file, bin_dir, *words):
    """What bash offers for the last of `words` (as after pressing Tab)."""
    line = " ".join(words)
    script = (f"source {completion_file}; COMP_WORDS=({' '.join(repr(w) for w in words)}); "
              f"COMP_CWORD={len(words) - 1}; COMP_LINE={line!r}; COMP_POINT={len(line)}; "
              f"_arcade arcade \"${{COMP_WORDS[COMP_CWORD]}}\" \"${{COMP_WORDS[COMP_CWORD-1]}}\"; printf '%s\\n' \"${{COMPREPLY[@]}}\"")
    env = dict(os.environ, PATH=bin_dir + ":" + os.environ["PATH"])
    out = subprocess.run(["bash", "--norc", "-c", script], capture_output=True, text=True, env=env,
                         cwd=tempfile.gettempdir())
    return out.stdout.split()


def test_install_run_complete_uninstall():
    work = tempfile.mkdtemp(prefix="arcade-install-")
    destdir = os.path.join(work, "root")
    root = destdir + PREFIX
    try:
        make("install", "BUILD=debug", f"PREFIX={PREFIX}", f"DESTDIR={destdir}")
        for f in FILES:
            assert os.path.isfile(os.path.join(root, f)), f"{f} not installed"
        # The shared leaderboard's directory: world-writable with the sticky bit, like /tmp.
        shared = os.path.join(destdir, "var", "games", "arcade", "daily")
        assert stat.S_IMODE(os.stat(shared).st_mode) == 0o1777, oct(os.stat(shared).st_mode)
        binary = os.path.join(root, "bin", "arcade")
        assert "not stripped" not in subprocess.run(["file", binary], capture_output=True,
                                                     text=True).stdout

        # A deck only the installed tree has: the binary must read PREFIX/share/arcade.
        decks = os.path.join(root, "share", "arcade", "decks")
        with open(os.path.join(decks, "space-cadets.json")) as f:
            deck = json.load(f)
        deck["name"] = "Installed Only"
        extra = os.path.join(decks, "installed-only.json")
        with open(extra, "w") as f:
            json.dump(deck, f)
        elsewhere = os.path.join(work, "elsewhere")
        os.makedirs(elsewhere)
        play_menu_and_deck(binary, elsewhere, "installed-only", "Installed Only Memory Game!")
        os.remove(extra)

        # The page installed is the committed one (how man renders it is a release check).
        with open(os.path.join(root, "share", "man", "man6", "arcade.6"), "rb") as installed, \
                open(os.path.join(ROOT, "packaging", "arcade.6"), "rb") as committed:
            assert installed.read() == committed.read()

        completion = os.path.join(root, "share", "bash-completion", "completions", "arcade")
        bin_dir = os.path.dirname(binary)
        assert bash_complete(completion, bin_dir, "arcade", "zo") == ["zombies"]
        assert bash_complete(completion, bin_dir, "arcade", "zombies", "--mode", "fl") == ["flashlight"]
        assert bash_complete(completion, bin_dir, "arcade", "memory", "--deck", "space") == ["space-cadets"]

        make("uninstall", f"PREFIX={PREFIX}", f"DESTDIR={destdir}")
        left = [os.path.join(d, f) for d, _, files in os.walk(destdir) for f in files]
        assert left == [], f"left after uninstall: {left}"
        assert not os.path.exists(os.path.join(destdir, "var")), "the empty shared directory stays"
        assert not os.path.exists(os.path.join(root, "share", "arcade"))
    finally:
        shutil.rmtree(work, ignore_errors=True)


def test_uninstall_removes_the_empty_dirs_install_created_and_keeps_the_others():
    work = tempfile.mkdtemp(prefix="arcade-uninstall-")
    prefix = os.path.join(work, "prefix")
    script = os.path.join(ROOT, "packaging", "install.sh")
    binary = os.path.join(os.path.dirname(tmux_driver.BINARY), "arcade")
    env = dict(os.environ, PREFIX=prefix, DESTDIR="", SHARED_DIR=os.path.join(work, "shared", "daily"))
    try:
        # Already there: an empty bin/ and share/man/ holding someone else's page.
        os.makedirs(os.path.join(prefix, "bin"))
        os.makedirs(os.path.join(prefix, "share", "man", "man1"))
        with open(os.path.join(prefix, "share", "man", "man1", "other.1"), "w") as f:
            f.write("other")
        for _ in range(2):  # installing twice keeps the dirs the first install made
            subprocess.run([script, "install", binary], env=env, check=True, capture_output=True)
        # A file of the user's in a dir the install made: that dir stays.
        with open(os.path.join(prefix, "share", "fish", "vendor_completions.d", "mine.fish"), "w") as f:
            f.write("# mine")
        subprocess.run([script, "uninstall"], env=env, check=True, capture_output=True)
        left = sorted(os.path.relpath(os.path.join(d, x), prefix)
                      for d, dirs, files in os.walk(prefix) for x in dirs + files)
        assert left == ["bin", "share", "share/fish", "share/fish/vendor_completions.d",
                        "share/fish/vendor_completions.d/mine.fish", "share/man", "share/man/man1",
                        "share/man/man1/other.1"], left
    finally:
        shutil.rmtree(work, ignore_errors=True)


def test_install_into_unwritable_prefix_installs_nothing():
    work = tempfile.mkdtemp(prefix="arcade-install-")
    try:
        if os.geteuid() == 0:
            destdir = "/proc/arcade-install-test"  # not even root can create files here
        else:
            destdir = os.path.join(work, "locked")
            os.makedirs(destdir)
            os.chmod(destdir, 0o555)
        result = make("install", "BUILD=debug", f"PREFIX={PREFIX}", f"DESTDIR={destdir}", check=False)
        assert result.returncode != 0
        assert "cannot touch" in result.stderr and "nothing was installed" in result.stderr, result.stderr
        assert not os.path.exists(destdir + PREFIX)
    finally:
        shutil.rmtree(work, ignore_errors=True)
