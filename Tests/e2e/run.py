"""Runs every test_* function of every test_*.py here (or those named on the command line) and
ends with the line "e2e: N passed, N failed". With --release, the files release_*.py instead:
the checks that build the package and install it on the host (`make check-release`).

Tests that need root (they run the arcade as other uids with setpriv, or mount a tmpfs) are
listed in ROOT_ONLY: a plain run skips them and says so in one line; --root runs them alone
(`make test-root`, as root)."""
import importlib.util
import os
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

# Root-only tests: a whole file ("test_x.py") or one test ("test_x.py::test_y").
ROOT_ONLY = ("test_leaderboard.py",)


def needs_root(test):
    file = test.split("::")[0]
    return any(entry in (test, file) for entry in ROOT_ONLY)


def main():
    flags = {"--release", "--root"}
    only = [a for a in sys.argv[1:] if a not in flags]
    release = "--release" in sys.argv[1:]
    root = "--root" in sys.argv[1:]
    prefix = "release_" if release else "test_"
    if root and os.geteuid() != 0:
        print("e2e --root: these tests run the arcade as other users (setpriv) and mount tmpfs file "
              "systems: run them as root (`sudo make test-root`; CI does)")
        return 1
    passed = failed = skipped = 0
    for name in sorted(os.listdir(HERE)):
        if not (name.startswith(prefix) and name.endswith(".py")):
            continue
        spec = importlib.util.spec_from_file_location(name[:-3], os.path.join(HERE, name))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for attr in sorted(dir(module)):
            test = f"{name}::{attr}"
            if not attr.startswith("test_") or (only and not any(o in test for o in only)):
                continue
            if not release and needs_root(test) != root:
                skipped += not root
                continue
            start = time.monotonic()
            try:
                getattr(module, attr)()
                passed += 1
                print(f"ok    {test} ({time.monotonic() - start:.2f}s)", flush=True)
            except Exception:
                failed += 1
                print(f"FAIL  {test}", flush=True)
                traceback.print_exc()
    if skipped:
        print(f"e2e: {skipped} root-only tests skipped ({', '.join(ROOT_ONLY)}: other uids, tmpfs mounts); "
              "`make test-root` runs them as root")
    print(f"e2e: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
