#!/usr/bin/env python3
"""Vendor/swift-argument-parser is upstream's tag plus one reviewable patch: this script makes
the tree from the tag and Vendor/argument-parser.patch, and checks the committed tree is
exactly that (so no one edits the vendored files by hand).

    python3 scripts/vendor_argument_parser.py --check    # make test: fails on any difference
    python3 scripts/vendor_argument_parser.py --write    # remake Vendor/swift-argument-parser
    python3 scripts/vendor_argument_parser.py --diff     # remake the patch from the tree (after an edit)
"""
import argparse
import filecmp
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
URL = "https://github.com/apple/swift-argument-parser"
TAG = "1.8.2"
TREE = os.path.join(ROOT, "Vendor", "swift-argument-parser")
PATCH = os.path.join(ROOT, "Vendor", "argument-parser.patch")
# The parts of upstream the arcade builds: the library, its tool-info model and the
# generate-manual plugin and tool (`make man`).
KEPT = ["LICENSE.txt", "Package.swift", "Plugins/GenerateManual", "Sources/ArgumentParser",
        "Sources/ArgumentParserToolInfo", "Tools/generate-manual"]
# Within them, what SwiftPM does not build.
LEFT_OUT = shutil.ignore_patterns("Documentation.docc", "CMakeLists.txt")


def git(*args, cwd):
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True).stdout


def upstream(into):
    """The kept parts of the tag, committed in a scratch repository at `into`."""
    clone = os.path.join(into, "clone")
    git("clone", "--quiet", "--depth", "1", "--branch", TAG, URL, clone, cwd=into)
    base = os.path.join(into, "tree")
    os.makedirs(base)
    for path in KEPT:
        source, target = os.path.join(clone, path), os.path.join(base, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if os.path.isdir(source):
            shutil.copytree(source, target, ignore=LEFT_OUT)
        else:
            shutil.copy2(source, target)
    git("init", "--quiet", cwd=base)
    git("add", "-A", cwd=base)
    git("-c", "user.name=vendor", "-c", "user.email=vendor@localhost", "commit", "--quiet", "-m", TAG, cwd=base)
    return base


def made(into):
    base = upstream(into)
    git("apply", "--whitespace=nowarn", PATCH, cwd=base)
    shutil.rmtree(os.path.join(base, ".git"))
    return base


def differences(a, b, at=""):
    compare = filecmp.dircmp(a, b)
    out = [os.path.join(at, n) for n in compare.left_only + compare.right_only + compare.funny_files]
    out += [os.path.join(at, n) for n in compare.common_files
            if not filecmp.cmp(os.path.join(a, n), os.path.join(b, n), shallow=False)]
    for sub in compare.common_dirs:
        out += differences(os.path.join(a, sub), os.path.join(b, sub), os.path.join(at, sub))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true")
    mode.add_argument("--write", action="store_true")
    mode.add_argument("--diff", action="store_true")
    opts = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="vendor-") as scratch:
        if opts.diff:
            base = upstream(scratch)
            for name in os.listdir(base):
                if name != ".git":
                    path = os.path.join(base, name)
                    shutil.rmtree(path) if os.path.isdir(path) else os.unlink(path)
            shutil.copytree(TREE, base, dirs_exist_ok=True)
            git("add", "-A", cwd=base)
            with open(PATCH, "w") as f:
                f.write(git("diff", "--cached", "--binary", cwd=base))
            print(f"vendor: wrote {os.path.relpath(PATCH, ROOT)}")
            return 0
        tree = made(scratch)
        if opts.write:
            shutil.rmtree(TREE)
            shutil.copytree(tree, TREE)
            print(f"vendor: {os.path.relpath(TREE, ROOT)} remade from {TAG} and the patch")
            return 0
        found = differences(tree, TREE)
        if found:
            print(f"FAIL vendor: {os.path.relpath(TREE, ROOT)} is not {TAG} + {os.path.relpath(PATCH, ROOT)}: "
                  + ", ".join(found[:10]) + " (edit the tree, then run with --diff and commit the patch)")
            return 1
        print(f"vendor: {os.path.relpath(TREE, ROOT)} is {TAG} + {os.path.relpath(PATCH, ROOT)}")
        return 0


if __name__ == "__main__":
    sys.exit(main())
