import Foundation
import Records
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The less travelled ways into a records file: dangling links, odd lock files, values JSON
/// cannot hold, and a player without HOME.
@Suite("Records at the edges")
struct RecordEdgeTests {
  @Test("a records file that is the player's dangling link is created where it points; the link stays")
  func danglingOwnLinkIsCreatedAtItsTarget() throws {
    let dir = temporaryDirectory()
    let dotfiles = temporaryDirectory()
    #expect(symlink(dotfiles + "/t.json", dir + "/t.json") == 0)
    let result = RecordStore(directory: dir).save("t", default: Tally()) { $0.wins = 3 }
    #expect(result.problem == nil)
    var info = stat()
    #expect(lstat(dir + "/t.json", &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK, "the link stays a link")
    #expect(RecordStore(directory: dotfiles).read("t", default: Tally()).wins == 3)
  }

  @Test("a relative dangling link is read from the records directory")
  func relativeDanglingLink() throws {
    let dir = temporaryDirectory()
    #expect(symlink("kept-t.json", dir + "/t.json") == 0)
    RecordStore(directory: dir).update("t", default: Tally()) { $0.wins = 2 }
    #expect(FileManager.default.fileExists(atPath: dir + "/kept-t.json"))
    #expect(RecordStore(directory: dir).read("t", default: Tally()).wins == 2)
  }

  @Test("a dangling link into a directory that does not exist is refused, nothing created")
  func danglingLinkNowhereIsRefused() throws {
    let dir = temporaryDirectory()
    let nowhere = temporaryDirectory() + "/missing/t.json"
    #expect(symlink(nowhere, dir + "/t.json") == 0)
    let store = RecordStore(directory: dir)
    let result = store.save("t", default: Tally()) { $0.wins = 1 }
    #expect(result.problem?.contains("leads nowhere the arcade may write") == true)
    #expect(!FileManager.default.fileExists(atPath: nowhere))
  }

  @Test("a lock file that is not a regular file (a FIFO) stops the write, with the reason")
  func lockThatIsAFifoIsRefused() throws {
    let dir = temporaryDirectory()
    #expect(mkfifo(dir + "/.t.lock", 0o644) == 0)
    let store = RecordStore(directory: dir)
    let result = store.save("t", default: Tally()) { $0.wins = 1 }
    #expect(result.problem?.contains(".t.lock is not a regular file") == true)
    #expect(!FileManager.default.fileExists(atPath: store.path(of: "t")))
  }

  @Test("a value JSON cannot hold (NaN) is not written; the table says why")
  func unencodableValueIsNotWritten() {
    let dir = temporaryDirectory()
    let store = RecordStore(directory: dir)
    let result = store.save("t", default: 0.0) { $0 = .nan }
    #expect(result.problem?.contains("cannot be encoded") == true)
    #expect(!FileManager.default.fileExists(atPath: store.path(of: "t")))
  }

  @Test("durations are plausible when finite, not negative and under 10^12 seconds")
  func plausibleSeconds() {
    for ok in [0, 1.5, 1e12] { #expect(Plausible.seconds(ok)) }
    for bad in [-1, 1e12 + 1, .infinity, .nan] { #expect(!Plausible.seconds(bad)) }
  }

  @Test("without HOME, records go under the home the password database gives, else /tmp")
  func homeFromThePasswordDatabase() {
    let directory = RecordStore.defaultDirectory(environment: { _ in nil })
    let home = getpwuid(getuid()).flatMap { $0.pointee.pw_dir.map { String(cString: $0) } } ?? "/tmp"
    #expect(directory == home + "/.local/share/arcade")
    #expect(RecordStore.defaultDirectory(environment: { $0 == "HOME" ? "" : nil }) == directory, "empty HOME")
  }

  @Test("by default the directory comes from the process's environment")
  func defaultEnvironmentIsTheProcesss() {
    let expected = RecordStore.defaultDirectory(environment: { name in
      getenv(name).map { String(cString: $0) }
    })
    #expect(RecordStore.defaultDirectory() == expected)
  }
}
