"""A test case with a temporary source tree: the guards' own tests (test_check_*.py) write small
Swift files into it and run their check on it."""
import os
import shutil
import tempfile
import unittest


class SourceTreeCase(unittest.TestCase):
    prefix = "source-tree-"

    def setUp(self):
        self.root = tempfile.mkdtemp(prefix=self.prefix)

    def tearDown(self):
        shutil.rmtree(self.root)

    def source(self, relative, text):
        path = os.path.join(self.root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
