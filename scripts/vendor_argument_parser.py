#!/usr/bin/env python3
"""Vendor/swift-argument-parser is upstream's tag plus one reviewable patch: this script makes
the tree from the tag and Vendor/argument-parser.patch, and checks the committed tree is
exactly that (so no one edits the vendored files by hand).

    python3 scripts/vendor_argument_parser.py --check     # make test, offline: fails on any difference
    python3 scripts/vendor_argument_parser.py --upstream  # make check-vendor: clones the tag, checks TAG_TREE
    python3 scripts/vendor_argument_parser.py --write     # remake Vendor/swift-argument-parser (clones)
    python3 scripts/vendor_argument_parser.py --diff      # remake the patch from the tree (clones)

--check needs no network: it takes the patch back out of the committed tree (git apply -R) and
compares what is left with TAG_TREE, the git tree hash of the tag's kept parts, recorded below.
`--upstream` clones the tag and checks that hash (run it when TAG changes, then record the new
one).
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
URL = "https://github.com/apple/swift-argument-parser"
TAG = "1.8.2"
# `git write-tree` of the tag's kept parts (KEPT without LEFT_OUT), as `upstream()` makes them.
TAG_TREE = "4eb9b30c8e4845bf900f169059ecdb9646ed0d0e"
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


def tree_hash(directory):
    """The git tree hash of `directory` (in a scratch repository made there, if none)."""
    if not os.path.isdir(os.path.join(directory, ".git")):
        git("init", "--quiet", cwd=directory)
    git("add", "-A", cwd=directory)
    return git("write-tree", cwd=directory).strip()


def unpatched(into):
    """The committed tree with the patch taken back out: the tag's kept parts, if all is well
    (None when the patch does not come back out)."""
    base = os.path.join(into, "unpatched")
    shutil.copytree(TREE, base)
    git("init", "--quiet", cwd=base)
    try:
        git("apply", "-R", "--whitespace=nowarn", PATCH, cwd=base)
    except subprocess.CalledProcessError:
        return None
    return base


def made(into):
    base = upstream(into)
    git("apply", "--whitespace=nowarn", PATCH, cwd=base)
    shutil.rmtree(os.path.join(base, ".git"))
    return base


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true")
    mode.add_argument("--upstream", action="store_true")
    mode.add_argument("--write", action="store_true")
    mode.add_argument("--diff", action="store_true")
    opts = ap.parse_args()
    tree_name, patch_name = os.path.relpath(TREE, ROOT), os.path.relpath(PATCH, ROOT)
    with tempfile.TemporaryDirectory(prefix="vendor-") as scratch:
        if opts.check:
            base = unpatched(scratch)
            if base is None:
                print(f"FAIL vendor: {patch_name} does not come back out of {tree_name} (edit the tree, then "
                      "run with --diff and commit the patch)")
                return 1
            found = tree_hash(base)
            if found != TAG_TREE:
                print(f"FAIL vendor: {tree_name} without {patch_name} is tree {found}, not {TAG} ({TAG_TREE}): "
                      "a vendored file was edited by hand (edit the tree, then run with --diff and commit the patch)")
                return 1
            print(f"vendor: {tree_name} is {TAG} + {patch_name} (tree {TAG_TREE}, offline)")
            return 0
        if opts.upstream:
            found = tree_hash(upstream(scratch))
            if found != TAG_TREE:
                print(f"FAIL vendor: {TAG}'s kept parts are tree {found}; TAG_TREE says {TAG_TREE} (record it)")
                return 1
            print(f"vendor: {TAG}'s kept parts are tree {TAG_TREE}, as recorded")
            return 0
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
        shutil.rmtree(TREE)
        shutil.copytree(tree, TREE)
        print(f"vendor: {tree_name} remade from {TAG} and the patch")
        return 0


if __name__ == "__main__":
    sys.exit(main())
