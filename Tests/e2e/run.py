"""Runs every test_* function of every test_*.py here (or those named on the command line) and
ends with the line "e2e: N passed, N failed". With --release, the files release_*.py instead:
the checks that build the package and install it on the host (`make check-release`)."""
import importlib.util
import os
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def main():
    only = [a for a in sys.argv[1:] if a != "--release"]
    prefix = "release_" if "--release" in sys.argv[1:] else "test_"
    passed = failed = 0
    for name in sorted(os.listdir(HERE)):
        if not (name.startswith(prefix) and name.endswith(".py")):
            continue
        spec = importlib.util.spec_from_file_location(name[:-3], os.path.join(HERE, name))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for attr in sorted(dir(module)):
            if not attr.startswith("test_") or (only and not any(o in f"{name}::{attr}" for o in only)):
                continue
            start = time.monotonic()
            try:
                getattr(module, attr)()
                passed += 1
                print(f"ok    {name}::{attr} ({time.monotonic() - start:.2f}s)", flush=True)
            except Exception:
                failed += 1
                print(f"FAIL  {name}::{attr}", flush=True)
                traceback.print_exc()
    print(f"e2e: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
