#!/usr/bin/env python3
"""The arrows check fails on each kind of drift: scripts/check_arrows.py's `check` run on a small
fake package (a dumped manifest as a dict, and Swift files in a temporary tree).

    python3 scripts/test_check_arrows.py     # `make test` runs it before the check itself
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_arrows  # noqa: E402
from source_tree_case import SourceTreeCase  # noqa: E402


def target(name, kind="regular", on=(), products=(), path=None):
    dependencies = [{"byName": [d, None]} for d in on]
    dependencies += [{"product": [p, "some-package", None, None]} for p in products]
    made = {"name": name, "type": kind, "dependencies": dependencies}
    if path:
        made["path"] = path
    return made


class ArrowsTests(SourceTreeCase):
    prefix = "check-arrows-"

    def problems(self, *targets, products=()):
        return check_arrows.check({"targets": list(targets)}, self.root, products)

    def test_imports_that_match_the_arrows_pass(self):
        self.source("Sources/Kit/Kit.swift", "import Glibc\npublic struct Kit {}\n")
        self.source("Sources/App/main.swift", "import Kit\nimport Parser\n")
        problems = self.problems(target("Kit"), target("App", "executable", on=["Kit"], products=["Parser"]),
                                 products={"Parser"})
        self.assertEqual(problems, [])

    def test_an_import_not_declared_fails_naming_the_target_and_the_module(self):
        self.source("Sources/Kit/Kit.swift", "")
        self.source("Sources/Model/Model.swift", "")
        self.source("Sources/App/main.swift", "import Kit\nimport Model\n")
        problems = self.problems(target("Kit"), target("Model"), target("App", "executable", on=["Kit"]))
        self.assertEqual(len(problems), 1)
        self.assertEqual(problems[0][0], "App")
        self.assertIn("imports Model but does not declare it", problems[0][1])

    def test_an_arrow_never_imported_fails_naming_the_target_and_the_module(self):
        self.source("Sources/Kit/Kit.swift", "")
        self.source("Sources/Model/Model.swift", "")
        self.source("Sources/App/main.swift", "import Kit\n")
        problems = self.problems(target("Kit"), target("Model"), target("App", on=["Kit", "Model"]))
        self.assertEqual(problems, [("App", "declares Model but never imports it: remove it from its"
                                            " dependencies in Package.swift")])

    def test_a_product_of_another_package_is_checked_both_ways(self):
        self.source("Sources/Kit/Kit.swift", "import JSON\n")
        self.source("Sources/App/main.swift", "")
        problems = self.problems(target("Kit"), target("App", products=["JSON"]), products={"JSON"})
        self.assertEqual(sorted(t for t, _ in problems), ["App", "Kit"])

    def test_a_test_target_is_read_from_tests_and_its_testable_imports_count(self):
        self.source("Sources/Kit/Kit.swift", "")
        self.source("Sources/Model/Model.swift", "")
        self.source("Tests/KitTests/KitTests.swift", "import Testing\n@testable import Kit\n"
                                                     "#if canImport(Model)\n  import struct Model.Thing\n#endif\n")
        self.assertEqual(self.problems(target("Kit"), target("Model"),
                                       target("KitTests", "test", on=["Kit", "Model"])), [])
        problems = self.problems(target("Kit"), target("Model"), target("KitTests", "test", on=["Kit"]))
        self.assertEqual([t for t, _ in problems], ["KitTests"])

    def test_a_target_with_its_own_path_is_read_there(self):
        self.source("Tests/Doubles/Doubles.swift", "import Kit\n")
        self.source("Sources/Kit/Kit.swift", "")
        self.assertEqual(self.problems(target("Kit"), target("Doubles", path="Tests/Doubles")),
                         [("Doubles", "imports Kit but does not declare it: add \"Kit\" to its dependencies in"
                                      " Package.swift")])

    def test_an_executable_is_imported_by_its_module_name(self):
        self.source("Sources/arcade-tool/main.swift", "")
        self.source("Tests/ToolTests/ToolTests.swift", "@testable import arcade_tool\n")
        self.assertEqual(self.problems(target("arcade-tool", "executable"),
                                       target("ToolTests", "test", on=["arcade-tool"])), [])

    def test_an_arrow_to_a_target_the_manifest_dropped_fails(self):
        # What the play-only manifest would show if it pruned a target the arcade imports.
        self.source("Sources/App/main.swift", "import Kit\n")
        problems = self.problems(target("App", on=["Kit"]))
        self.assertEqual(problems, [("App", "declares Kit, which this manifest does not have")])

    def test_a_commented_import_is_no_import(self):
        self.source("Sources/Kit/Kit.swift", "")
        self.source("Sources/App/main.swift", "// import Kit\nlet s = \"import Kit\"\n")
        problems = self.problems(target("Kit"), target("App", on=["Kit"]))
        self.assertEqual([t for t, _ in problems], ["App"])


if __name__ == "__main__":
    unittest.main(verbosity=1)
