import ArcadeSystem
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("The kernel's clock and the attempt lock")
struct KernelClockTests {
  private func directory() throws -> String {
    var template = Array("/tmp/arcade-kernel-clock-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    return String(cString: try #require(made))
  }

  @Test("the kernel's time is a file's date, within a second of an unshifted clock, and leaves no file")
  func kernelTimeFromAFileJustMade() throws {
    let dir = try directory()
    let kernel = try #require(KernelClock.now(in: [dir]))
    #expect(abs(kernel - WallClock.secondsSince1970()) < 2)
    #expect(Files.names(in: dir) == [], "the file is removed at once")
    #expect(KernelClock.processClockAhead(in: [dir]) == 0, "an unshifted clock agrees")
    rmdir(dir)
  }

  @Test("a directory where no file can be made is passed over for the next")
  func unwritableDirectoryIsPassedOver() throws {
    let dir = try directory()
    #expect(KernelClock.now(in: ["/nonexistent/arcade", dir]) != nil)
    #expect(KernelClock.now(in: ["/nonexistent/arcade"]) == nil)
    rmdir(dir)
  }

  @Test("a lock held by one holder is seen as held by another, and is free once nobody holds it")
  func attemptLock() throws {
    let dir = try directory()
    #expect(!AttemptLock.isHeldElsewhere(game: "memory", in: dir), "no lock file: not held")
    do {
      let lock = AttemptLock()
      lock.hold(game: "memory", in: dir)
      #expect(AttemptLock.isHeldElsewhere(game: "memory", in: dir))
      #expect(!AttemptLock.isHeldElsewhere(game: "zombies", in: dir), "one lock per game")
      withExtendedLifetime(lock) {}
    }
    #expect(!AttemptLock.isHeldElsewhere(game: "memory", in: dir), "its holder gone, the lock is free")
    unlink(dir + "/.daily-memory.lock")
    rmdir(dir)
  }
}
