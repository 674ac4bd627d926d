import ArcadeSystem
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A fresh private directory for one test.
private func scratchDirectory() -> String {
  var template = Array("/tmp/arcade-system-tests-XXXXXX".utf8CString)
  return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
}

@Suite("Files on POSIX")
struct FilesTests {
  @Test("what is written is read back byte for byte, and a second write replaces the first")
  func writeThenRead() {
    let dir = scratchDirectory()
    defer { Files.removeTree(dir) }
    let bytes: [UInt8] = Array("héllo\n\u{0}binary".utf8) + (0...255).map { UInt8($0) }
    #expect(Files.write(bytes, to: dir + "/a") == nil)
    #expect(Files.read(dir + "/a") == bytes)
    #expect(Files.write([1, 2], to: dir + "/a") == nil)
    #expect(Files.read(dir + "/a") == [1, 2])
  }

  @Test("a file larger than the limit, a directory, a FIFO or nothing is not read")
  func readRefusesWhatIsNotASmallFile() {
    let dir = scratchDirectory()
    defer { Files.removeTree(dir) }
    Files.write([UInt8](repeating: 7, count: 100), to: dir + "/big")
    #expect(Files.read(dir + "/big", limit: 99) == nil)
    #expect(Files.read(dir + "/big", limit: 100)?.count == 100)
    #expect(Files.read(dir) == nil)
    #expect(Files.read(dir + "/missing") == nil)
    #expect(mkfifo(dir + "/fifo", 0o600) == 0)
    #expect(Files.read(dir + "/fifo") == nil, "returns at once instead of waiting for a writer")
  }

  @Test("kind tells files, directories, other things and nothing apart")
  func kinds() {
    let dir = scratchDirectory()
    defer { Files.removeTree(dir) }
    Files.write([], to: dir + "/file")
    _ = mkfifo(dir + "/fifo", 0o600)
    #expect(Files.kind(dir + "/file") == .file)
    #expect(Files.kind(dir) == .directory)
    #expect(Files.kind(dir + "/fifo") == .other)
    #expect(Files.kind(dir + "/missing") == nil)
  }

  @Test("names lists a directory without . and .., and nil for what cannot be listed")
  func names() {
    let dir = scratchDirectory()
    defer { Files.removeTree(dir) }
    for name in ["b.json", "a.json", ".hidden", "ünï"] { Files.write([], to: dir + "/" + name) }
    #expect(Files.names(in: dir)?.sorted() == [".hidden", "a.json", "b.json", "ünï"])
    #expect(Files.names(in: dir + "/missing") == nil)
    #expect(Files.names(in: dir + "/a.json") == nil)
  }

  @Test("a write that cannot happen says why")
  func writeFailureIsReported() {
    #expect(Files.write([1], to: "/nonexistent-dir-arcade/x") == "No such file or directory")
  }

  @Test("removeTree removes nested directories and never follows a symbolic link")
  func removeTree() {
    let dir = scratchDirectory()
    let outside = scratchDirectory()
    defer { Files.removeTree(outside) }
    Files.write([1], to: outside + "/keep")
    _ = mkdir(dir + "/sub", 0o700)
    Files.write([1], to: dir + "/sub/x")
    #expect(symlink(outside, dir + "/link") == 0)
    Files.removeTree(dir)
    #expect(Files.kind(dir) == nil)
    #expect(Files.read(outside + "/keep") == [1], "the link's target is untouched")
  }

  @Test("mkdir -p makes each missing directory of the mode asked, and an existing one is fine")
  func makeDirectoriesMakesEachLevel() {
    let dir = scratchDirectory()
    defer { Files.removeTree(dir) }
    let previous = umask(0o022)
    defer { umask(previous) }
    #expect(Files.makeDirectories(dir + "/a/b/c", mode: 0o700) == nil)
    for level in ["/a", "/a/b", "/a/b/c"] {
      var info = stat()
      #expect(stat(dir + level, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR, "\(level)")
      #expect(info.st_mode & 0o777 == 0o700, "\(level) is private")
    }
    #expect(Files.makeDirectories(dir + "/a/b", mode: 0o755) == nil, "already there")
    #expect(Files.makeDirectories(dir + "/a/b/c/", mode: 0o755) == nil, "a trailing slash")
  }

  @Test("mkdir -p says where it stopped: a file in the way, a directory it cannot write")
  func makeDirectoriesSaysWhereItStopped() {
    let dir = scratchDirectory()
    defer { Files.removeTree(dir) }
    Files.write([1], to: dir + "/file")
    #expect(Files.makeDirectories(dir + "/file", mode: 0o755) == .notADirectory(dir + "/file"))
    #expect(
      Files.makeDirectories(dir + "/file/x/y", mode: 0o755) == .unreachable(dir + "/file/x/y", errno: ENOTDIR)
    )
    _ = mkdir(dir + "/closed", 0o500)
    if getuid() != 0 {  // root writes into a 0500 directory all the same
      #expect(
        Files.makeDirectories(dir + "/closed/x", mode: 0o755)
          == .cannotCreate(dir + "/closed/x", errno: EACCES))
    }
    chmod(dir + "/closed", 0o700)
  }

  @Test("the parent of a path: trailing slashes ignored, the root's and a bare name's")
  func parentDirectory() {
    #expect(Files.parentDirectory("/a/b/c") == "/a/b")
    #expect(Files.parentDirectory("/a/b/") == "/a")
    #expect(Files.parentDirectory("/a") == "/")
    #expect(Files.parentDirectory("/") == "/")
    #expect(Files.parentDirectory("name") == ".")
    #expect(Files.parentDirectory("a/b") == "a")
  }

  @Test("rename moves a file over another, and says why when it cannot")
  func renameMovesOrSaysWhy() {
    let dir = scratchDirectory()
    defer { Files.removeTree(dir) }
    Files.write([1], to: dir + "/old")
    Files.write([2], to: dir + "/new")
    #expect(Files.rename(dir + "/old", to: dir + "/new") == nil)
    #expect(Files.read(dir + "/new") == [1] && Files.kind(dir + "/old") == nil)
    #expect(Files.rename(dir + "/old", to: dir + "/other") == Files.errorText(ENOENT))
  }
}

@Suite("Environment and wall clock")
struct EnvironmentTests {
  @Test("a variable is read when set, and an empty one is not 'non-empty'")
  func variables() {
    setenv("ARCADE_SYSTEM_TEST_VAR", "value", 1)
    setenv("ARCADE_SYSTEM_TEST_EMPTY", "", 1)
    unsetenv("ARCADE_SYSTEM_TEST_UNSET")
    #expect(Environment.value("ARCADE_SYSTEM_TEST_VAR") == "value")
    #expect(Environment.value("ARCADE_SYSTEM_TEST_EMPTY") == "")
    #expect(Environment.nonEmpty("ARCADE_SYSTEM_TEST_EMPTY") == nil)
    #expect(Environment.value("ARCADE_SYSTEM_TEST_UNSET") == nil)
  }

  @Test("the wall clock agrees with time(2)")
  func wallClock() {
    let seconds = WallClock.secondsSince1970()
    let now = Double(time(nil))
    #expect(abs(seconds - now) < 2)
  }
}
