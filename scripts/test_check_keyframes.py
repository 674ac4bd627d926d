#!/usr/bin/env python3
"""The keyframes check fails on a forgotten var: scripts/check_keyframes.py's `check` run on small
Swift files in a temporary tree.

    python3 scripts/test_check_keyframes.py     # `make test` runs it before the check itself
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_keyframes  # noqa: E402
from source_tree_case import SourceTreeCase  # noqa: E402

SCENE = """\
public final class Scene {
  let env: Int
  private(set) var score = 0
  private var cursor: (x: Int, y: Int)?
  var shown: String { "\\(score)" }
  static var made = 0
  var heading = 1 {
    didSet { score += 1 }
  }
  struct Inner {
    var notTheScenes = 0
  }
  init() { env = 1 }
}
"""

SAVED = """\
extension Scene: RestorableScene {
  public func savedState() -> () -> Void {
    let saved = (score, cursor, heading)
    return { [self] in (score, cursor, heading) = saved }
  }
}
"""


class KeyframesTests(SourceTreeCase):
    prefix = "check-keyframes-"

    def missing(self):
        return check_keyframes.check(self.root)

    def test_every_stored_var_kept_passes_with_its_saved_state_in_another_file(self):
        self.source("A/Scene.swift", SCENE)
        self.source("B/Scene+Keyframes.swift", SAVED)
        self.assertEqual(self.missing(), ([], 1))

    def test_a_stored_var_left_out_of_saved_state_fails_naming_it(self):
        self.source("A/Scene.swift", SCENE.replace("  init()", "  private var combo = 0\n  init()"))
        self.source("B/Scene+Keyframes.swift", SAVED)
        missing, checked = self.missing()
        self.assertEqual(checked, 1)
        self.assertEqual([(name, var) for name, var, _ in missing], [("Scene", "combo")])
        self.assertTrue(missing[0][2].endswith("A/Scene.swift:13"), missing[0][2])

    def test_a_var_with_an_observer_is_stored_and_must_be_kept(self):
        self.source("A/Scene.swift", SCENE)
        self.source("B/Scene+Keyframes.swift", SAVED.replace(", heading)", ")"))
        self.assertEqual([var for _, var, _ in self.missing()[0]], ["heading"])

    def test_a_var_that_says_why_it_is_not_kept_passes(self):
        scene = SCENE.replace("  init()", "  private var cache = 0  // not in keyframes: rebuilt from score\n"
                                         "  // not in keyframes: set as the session is made\n"
                                         "  var runner: (() -> Void)?\n  init()")
        self.source("A/Scene.swift", scene)
        self.source("B/Scene+Keyframes.swift", SAVED)
        self.assertEqual(self.missing(), ([], 1))

    def test_a_type_without_saved_state_is_not_checked(self):
        self.source("A/Scene.swift", SCENE)
        self.assertEqual(self.missing(), ([], 0))

    def test_a_brace_in_a_string_or_comment_does_not_lose_the_type(self):
        scene = SCENE.replace("  let env: Int\n", "  let env: Int\n  let open = \"{\"  // {\n")
        self.source("A/Scene.swift", scene.replace("  init()", "  var late = 0\n  init()"))
        self.source("B/Scene+Keyframes.swift", SAVED)
        self.assertEqual([var for _, var, _ in self.missing()[0]], ["late"])


if __name__ == "__main__":
    unittest.main()
