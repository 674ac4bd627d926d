"""Release checks (`make check-release`, which CI runs after `make test`): the Debian package
(lintian, dpkg -i, a game started from /, the shared leaderboard's directory, dpkg --purge), the
committed man page and screenshots against what the code generates, and what the release tools
make of them (man renders the page, asciinema plays a cast). They install on the host and use
tools `make deps` does not install (`make deps-release` does), so `make test` does not run them."""
import os
import shutil
import stat
import subprocess
import tempfile

from test_install import FILES, PREFIX, SUDO, installed_binary, make, play_menu_and_deck  # noqa: F401
from test_replay import replay
from tmux_driver import ROOT, Arcade  # noqa: F401

# Seconds a check may take (run.py): the release build, the man page's and the screenshots' builds.
TIME_LIMIT = 3600


def test_debian_package():
    built = make("deb")
    deb = built.stdout.strip().splitlines()[-1]
    assert deb.endswith(".deb") and os.path.isfile(deb), built.stdout
    deb = os.path.abspath(os.path.join(ROOT, deb))
    fields = subprocess.run(["dpkg-deb", "--field", deb, "Depends"], capture_output=True,
                            text=True).stdout
    for library in ["libc6", "libncursesw6", "libtinfo6"]:
        assert library in fields, f"Depends lacks {library}: {fields}"
    contents = subprocess.run(["dpkg-deb", "--contents", deb], capture_output=True, text=True).stdout
    for path in ["./usr/games/arcade", "./usr/share/man/man6/arcade.6.gz",
                 "./usr/share/bash-completion/completions/arcade", "./usr/share/zsh/site-functions/_arcade",
                 "./usr/share/fish/vendor_completions.d/arcade.fish", "./usr/share/arcade/decks/"]:
        assert path in contents, f"{path} missing from the package"

    lint = subprocess.run(["lintian", "--fail-on", "error", deb], capture_output=True, text=True)
    assert lint.returncode == 0, f"lintian found errors:\n{lint.stdout}{lint.stderr}"
    # Hardened as Debian asks: position-independent, its relocated data read-only once bound
    # (RELRO) and every symbol bound at start (BIND_NOW), not even an info-level tag.
    info = subprocess.run(["lintian", "--display-info", deb], capture_output=True, text=True).stdout
    for tag in ["hardening-no-pie", "hardening-no-relro", "hardening-no-bindnow"]:
        assert tag not in info, f"lintian: {tag}\n{info}"

    subprocess.run(SUDO + ["dpkg", "-i", deb], check=True, capture_output=True)
    try:
        version = subprocess.run(["/usr/games/arcade", "--version"], cwd="/", capture_output=True,
                                 text=True)
        assert version.returncode == 0 and version.stdout.startswith("arcade "), version
        with installed_binary("/usr/games/arcade", "/"):
            with Arcade("zombies", "--mode", "classic", "--seed", "7") as a:
                a.wait_for("ZOMBIES")
                a.send("Escape")
                a.wait_for("a terminal arcade")
                a.send("q")
                assert a.wait_exit() == 0
        play_menu_and_deck("/usr/games/arcade", "/", "space-cadets", "Space Cadets Memory Game!")
        shared = os.stat("/var/games/arcade/daily")
        assert shared.st_uid == 0 and stat.S_IMODE(shared.st_mode) == 0o1777, oct(shared.st_mode)
        listed = subprocess.run(["dpkg", "-L", "arcade"], capture_output=True, text=True).stdout.split()
    finally:
        subprocess.run(SUDO + ["dpkg", "--purge", "arcade"], check=True, capture_output=True)
    files = [p for p in listed if p.startswith("/usr/") and not os.path.isdir(p)]
    assert "/usr/games/arcade" in listed
    assert not any(os.path.exists(p) for p in files), "files left after dpkg -r"
    assert not os.path.exists("/usr/share/arcade")
    assert not os.path.exists("/var/games/arcade"), "purge leaves the shared directory"


def test_committed_man_page_is_current():
    """packaging/arcade.6 was made from today's command definitions and hand sections."""
    result = make("man-check", check=False)
    assert result.returncode == 0, result.stdout + result.stderr + "\n(run `make man` and commit it)"


def test_committed_screenshots_are_current():
    """docs/*.svg are what `make screenshots` renders from today's scenes."""
    result = make("screenshots-check", check=False)
    assert result.returncode == 0, result.stdout + result.stderr + "\n(run `make screenshots` and commit docs/)"


def test_man_renders_the_committed_page_without_warnings_and_with_every_section():
    page = os.path.join(ROOT, "packaging", "arcade.6")
    shown = subprocess.run(["man", "--warnings", "-l", page], capture_output=True, text=True,
                           env=dict(os.environ, MANWIDTH="80", LC_ALL="C.UTF-8", MANPAGER="cat"))
    assert shown.returncode == 0 and shown.stderr == "", shown.stderr
    for section in ["ARCADE(6)", "THE GAMES", "KEYS", "RECORDS AND LOCKING", "ENVIRONMENT",
                    "FILES", "EXIT STATUS", "ARCADE_DATA_DIR", "SIGQUIT", "--deck name|path"]:
        assert section in shown.stdout, f"{section!r} missing from the man page"


def test_asciinema_plays_a_cast_of_a_golden_replay():
    tmp = tempfile.mkdtemp(prefix="release-cast-")
    try:
        out = os.path.join(tmp, "fizzbuzz.cast")
        result = replay(os.path.join(ROOT, "Tests", "Replays", "fizzbuzz-mixed.jsonl"), "--cast", out)
        assert result.returncode == 0, result.stderr
        # Debian's asciinema reads it (cat wants a terminal on /dev/tty: script gives it one).
        shown = subprocess.run(["script", "-qec", f"asciinema cat {out}", "/dev/null"], capture_output=True,
                               text=True, timeout=60)
        assert shown.returncode == 0, shown.stdout + shown.stderr
        assert "Finished!" in shown.stdout
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
