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
