#!/usr/bin/env python3
"""Completes the manual page that swift-argument-parser's generator writes from the command
definitions, and checks that the committed page is current.

    man.py build GENERATED DUMP SECTIONS OUT   write OUT (packaging/arcade.6)
    man.py check PAGE DUMP SECTIONS            exit 1 when PAGE was made from other sources

GENERATED is the plugin's page (`swift package plugin generate-manual --section 6`), DUMP the
command definitions as JSON (`arcade --experimental-dump-help`), SECTIONS the hand-written
mdoc sections (games, keys, records, environment, files, exit status, examples).

The generator drops every non-ASCII character ("4…12" becomes "412"): a line equal to a help
text with those characters removed is replaced by the help text, with roff escapes. Its
generic EXIT STATUS is replaced by ours, and our sections go before AUTHORS. The page carries
a hash of the dump and the sections, so a stale page is found without running the plugin.
"""
import hashlib
import json
import re
import sys

ROFF = {"…": "\\&...", "×": "\\(mu", "—": "\\(em", "–": "\\(en", "→": "\\(->", "≤": "\\(<="}
STAMP = '.\\" sources: '


def texts(node, out):
    """Every string in the dump (abstracts, discussions, help texts)."""
    if isinstance(node, dict):
        for value in node.values():
            texts(value, out)
    elif isinstance(node, list):
        for value in node:
            texts(value, out)
    elif isinstance(node, str) and any(ord(c) > 127 for c in node):
        out.append(node)
    return out


def roff(text):
    return "".join(ROFF.get(c, c) for c in text)


def digest(dump_text, sections_text):
    canonical = json.dumps(json.loads(dump_text), sort_keys=True)
    return hashlib.sha256((canonical + "\0" + sections_text).encode()).hexdigest()[:16]


def build(generated, dump_text, sections_text):
    restore = {}
    for text in texts(json.loads(dump_text), []):
        restore["".join(c for c in text if ord(c) < 128)] = roff(text)
    lines = []
    skipping = False
    for line in generated.splitlines():
        if line.startswith(".Sh"):
            skipping = line[3:].strip().strip('"') == "EXIT STATUS"
            if line.startswith(".Sh AUTHORS"):
                lines += sections_text.rstrip("\n").splitlines()
        if skipping:
            continue
        line = restore.get(line, line)
        if line and not line.startswith("."):
            # roff wants each sentence on a line of its own (the generator joins them).
            line = re.sub(r"([a-z)\]}]\.) (?=[A-Z])", "\\1\n", line)
        lines += line.split("\n")
    header = [lines[0], STAMP + digest(dump_text, sections_text) + " (regenerate with `make man`)"]
    return "\n".join(header + lines[1:]) + "\n"


def main(argv):
    read = lambda path: open(path, encoding="utf-8").read()
    if len(argv) == 6 and argv[1] == "build":
        page = build(read(argv[2]), read(argv[3]), read(argv[4]))
        with open(argv[5], "w", encoding="utf-8") as f:
            f.write(page)
        return 0
    if len(argv) == 5 and argv[1] == "check":
        want = digest(read(argv[3]), read(argv[4]))
        have = next((l[len(STAMP):].split()[0] for l in read(argv[2]).splitlines() if l.startswith(STAMP)), "")
        if have != want:
            print(f"{argv[2]} is stale (made from {have or 'unknown'} sources, now {want}): run `make man`"
                  " and commit it", file=sys.stderr)
            return 1
        print(f"{argv[2]} is current")
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
