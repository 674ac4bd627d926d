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


def split_synopsis(sections_text):
    """The sections file's own SYNOPSIS (a template: @OPTIONS@ stands for the generated global
    options) with the start of DESCRIPTION that follows it, and the rest of the file."""
    lines = sections_text.rstrip("\n").splitlines()
    if not lines or lines[0] != ".Sh SYNOPSIS":
        return None, lines
    end = next((i for i, l in enumerate(lines)
                if l.startswith(".Sh") and l not in (".Sh SYNOPSIS", ".Sh DESCRIPTION")), len(lines))
    return lines[:end], lines[end:]


def build(generated, dump_text, sections_text):
    restore = {}
    for text in texts(json.loads(dump_text), []):
        restore["".join(c for c in text if ord(c) < 128)] = roff(text)
    synopsis, sections = split_synopsis(sections_text)
    lines = []
    skipping = False
    in_synopsis = False
    options = []
    for line in generated.splitlines():
        if line.startswith(".Sh"):
            skipping = line[3:].strip().strip('"') == "EXIT STATUS"
            if in_synopsis:
                for template in synopsis:
                    lines += options if template == "@OPTIONS@" else [template]
                if line.startswith(".Sh DESCRIPTION") and ".Sh DESCRIPTION" in synopsis:
                    in_synopsis = False
                    continue  # the template opened it
            in_synopsis = synopsis is not None and line.startswith(".Sh SYNOPSIS")
            if line.startswith(".Sh AUTHORS"):
                lines += sections
        if in_synopsis:
            # The generator's synopsis names a subcommand as required; the sections file's says
            # a bare `arcade` opens the menu. Only its global options are kept.
            if line.startswith(".Op"):
                options.append(line)
            continue
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
