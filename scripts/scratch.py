"""A temporary directory of one stage or one test's own, removed when it passes.

    scratch = Scratch("arcade-test-")   # TMPDIR (and Python's tempfile) now point into it
    ...                                 # run the stage or the test
    scratch.close(keep=failed)          # removed; kept and named when it failed

What a test makes under TMPDIR and forgets (a records directory, a config, a replay) goes with
the directory instead of piling up in /tmp over many runs. A failed stage or test keeps it: the
replay a failing soak or fuzz keeps is written there, and is what one looks at next. The
directory is 1777 like /tmp, so an arcade run as another uid (setpriv) can make its own files.
"""
import os
import shutil
import stat
import tempfile


class Scratch:
    def __init__(self, prefix):
        # TMPDIR or /tmp as they are: tempfile.gettempdir() would quietly fall back elsewhere.
        parent = os.environ.get("TMPDIR") or "/tmp"
        self.path = tempfile.mkdtemp(prefix=prefix, dir=parent)
        os.chmod(self.path, 0o1777)
        self.saved = (os.environ.get("TMPDIR"), tempfile.tempdir)
        os.environ["TMPDIR"] = self.path
        tempfile.tempdir = self.path

    def close(self, keep=False):
        """Puts TMPDIR back; removes the directory, or when `keep`, returns a line naming it."""
        environment, tempdir = self.saved
        if environment is None:
            os.environ.pop("TMPDIR", None)
        else:
            os.environ["TMPDIR"] = environment
        tempfile.tempdir = tempdir
        if keep:
            return f"its temporary files are kept in {self.path}"
        shutil.rmtree(self.path, onerror=_open_and_retry)
        return ""


def _open_and_retry(function, path, _):
    """A test may leave a directory it made unreadable (a records directory of mode 000): opened
    again so it can be removed. Anything that still cannot be removed is left, not fatal."""
    try:
        parent = os.path.dirname(path)
        os.chmod(parent, os.stat(parent).st_mode | stat.S_IRWXU)
        if os.path.isdir(path) and not os.path.islink(path):
            os.chmod(path, stat.S_IRWXU)
            shutil.rmtree(path, onerror=lambda *_: None)
        else:
            function(path)
    except OSError:
        pass
