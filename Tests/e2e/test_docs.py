"""The documents: every link of the README, CONTRIBUTING and docs/*.md names a file that
exists in the repository (and none leaves it), and the README stays a player's page."""
import os
import re

from tmux_driver import ROOT

DOCUMENTS = ["README.md", "CONTRIBUTING.md"] + [
    os.path.join("docs", name) for name in sorted(os.listdir(os.path.join(ROOT, "docs"))) if name.endswith(".md")]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def links(document):
    with open(os.path.join(ROOT, document)) as f:
        return LINK.findall(f.read())


def test_every_link_in_the_documents_names_a_file_of_the_repository():
    assert {"docs/ARCHITECTURE.md", "docs/PERFORMANCE.md", "docs/GAMES.md"} <= set(DOCUMENTS), DOCUMENTS
    checked = 0
    for document in DOCUMENTS:
        for target in links(document):
            if target.startswith(("http://", "https://", "mailto:", "#")):
                continue
            path = os.path.normpath(os.path.join(ROOT, os.path.dirname(document), target.split("#")[0]))
            assert path.startswith(ROOT + os.sep), f"{document}: {target} leaves the repository"
            assert os.path.exists(path), f"{document}: {target} does not exist"
            checked += 1
    assert checked >= 10, checked


def test_the_readme_is_a_players_page_of_at_most_300_lines_linking_the_docs():
    with open(os.path.join(ROOT, "README.md")) as f:
        text = f.read()
    assert len(text.splitlines()) <= 300, len(text.splitlines())
    for target in ["docs/ARCHITECTURE.md", "docs/PERFORMANCE.md", "docs/GAMES.md", "CONTRIBUTING.md"]:
        assert f"]({target})" in text, target
