"""What ships builds in the manifest's play-only mode (ARCADE_PLAY_ONLY=1, set by `make play`,
`make install` and `make deb`): the arcade and the targets it links, and no package that only the
tests use is resolved, so a first `make play` fetches nothing. The other mode still declares the
tests, and the two take turns in one checkout (SwiftPM keys its manifest cache on the environment)."""
import json
import os
import shutil
import subprocess
import tempfile

from tmux_driver import ROOT

LOCAL_PACKAGES = {"arcadejson", "swift-argument-parser"}
TEST_PACKAGES = {"swift-property-based", "swift-custom-dump", "xctest-dynamic-overlay"}
# Seconds a test may take (run.py): two builds of at most 900 s each.
TIME_LIMIT = 1900


def swift(*args, cwd, env):
    result = subprocess.run(["swift", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, f"swift {' '.join(args)} failed in {cwd}:\n{result.stdout}\n{result.stderr}"
    return result


def fresh_copy():
    """The manifest and the sources the arcade is built from, with no .build, no Tests/ and no
    Package.resolved, and an environment with an empty SwiftPM cache and no git mirror: a fetch
    of anything would fail (the machine has no network)."""
    home = tempfile.mkdtemp(prefix="arcade-play-only-")
    copy = os.path.join(home, "arcade")
    ignore = shutil.ignore_patterns(".build", ".swiftpm", "Package.resolved")
    for part in ("Sources", "Vendor", "Packages", "packaging"):
        shutil.copytree(os.path.join(ROOT, part), os.path.join(copy, part), ignore=ignore)
    shutil.copy(os.path.join(ROOT, "Package.swift"), copy)
    env = {**os.environ, "HOME": home, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": os.devnull}
    return home, copy, env


def package_identities(dump):
    return {kind[0]["identity"] for dependency in dump["dependencies"] for kind in dependency.values()}


def test_play_only_resolves_no_test_package_on_a_fresh_copy():
    home, copy, env = fresh_copy()
    try:
        play = {**env, "ARCADE_PLAY_ONLY": "1"}
        dump = json.loads(swift("package", "dump-package", cwd=copy, env=play).stdout)
        targets = {target["name"]: target["type"] for target in dump["targets"]}
        assert package_identities(dump) == LOCAL_PACKAGES, package_identities(dump)
        assert "arcade" in targets and "ZombiesModel" in targets and "Leaderboard" in targets, sorted(targets)
        assert "test" not in targets.values() and "arcade-soak" not in targets, sorted(targets)
        swift("package", "resolve", cwd=copy, env=play)
        with open(os.path.join(copy, ".build", "workspace-state.json")) as file:
            state = json.load(file)
        resolved = {entry["packageRef"]["identity"] for entry in state["object"]["dependencies"]}
        assert resolved == LOCAL_PACKAGES, f"a play-only resolve brought {resolved - LOCAL_PACKAGES}"
        assert not os.path.exists(os.path.join(copy, "Package.resolved")), "a play-only resolve pinned a package"
        # Without the variable, the same manifest (re-read, not cached) declares the tests' packages.
        full = json.loads(swift("package", "dump-package", cwd=copy, env=env).stdout)
        assert package_identities(full) == LOCAL_PACKAGES | TEST_PACKAGES, package_identities(full)
    finally:
        shutil.rmtree(home)


def test_play_only_builds_the_arcade_without_warnings_and_the_full_build_follows_in_the_same_build_dir():
    """As `make install BUILD=debug` then `make build` do: the modes take turns in one .build."""
    play = swift("build", "--product", "arcade", cwd=ROOT, env={**os.environ, "ARCADE_PLAY_ONLY": "1"})
    # SwiftPM's own word on a user without a home directory (uid 65534's is /nonexistent) is
    # about the machine, not the build: every other warning fails the test.
    output = "\n".join(line for line in (play.stdout + play.stderr).splitlines()
                       if "disabling user-level cache features" not in line)
    assert "warning:" not in output, output
    assert "Fetching" not in output, output
    swift("build", cwd=ROOT, env={k: v for k, v in os.environ.items() if k != "ARCADE_PLAY_ONLY"})
