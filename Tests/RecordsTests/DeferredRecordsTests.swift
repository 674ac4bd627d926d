import Foundation
import Records
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Records written off the key path")
struct DeferredRecordsTests {
  @Test("an update touches no file until the flush, yet every read sees it at once")
  func updateWaitsForFlush() {
    let dir = temporaryDirectory()
    let records = DeferredRecords(store: RecordStore(directory: dir))
    #expect(records.read("t", default: Tally()) == Tally())
    let value = records.update("t", default: Tally()) { $0.wins += 1 }
    #expect(value.wins == 1)
    #expect(!FileManager.default.fileExists(atPath: records.path(of: "t")))
    #expect(records.read("t", default: Tally()).wins == 1)
    #expect(records.hasUntriedWrites)
    #expect(records.flush())
    #expect(RecordStore(directory: dir).read("t", default: Tally()).wins == 1)
    #expect(records.read("t", default: Tally()).wins == 1, "counted once, not twice")
    #expect(!records.flush(), "nothing left to do")
  }

  @Test("the flush merges with what another arcade wrote meanwhile")
  func flushMerges() {
    let dir = temporaryDirectory()
    let records = DeferredRecords(store: RecordStore(directory: dir))
    records.update("t", default: Tally()) { $0.names.append("mine") }
    RecordStore(directory: dir).update("t", default: Tally()) { $0.names.append("theirs") }
    records.flush()
    #expect(RecordStore(directory: dir).read("t", default: Tally()).names == ["theirs", "mine"])
    #expect(records.read("t", default: Tally()).names == ["theirs", "mine"])
  }

  @Test("changes are written in the order they were made")
  func orderIsKept() {
    let dir = temporaryDirectory()
    let records = DeferredRecords(store: RecordStore(directory: dir))
    for name in ["a", "b", "c"] { records.update("t", default: Tally()) { $0.names.append(name) } }
    records.flush()
    #expect(RecordStore(directory: dir).read("t", default: Tally()).names == ["a", "b", "c"])
  }

  @Test("a result that cannot be saved stays in the session, is named on screen and at exit")
  func unsavedResultIsKeptAndReported() throws {
    let file = temporaryDirectory() + "/file"
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    let records = DeferredRecords(store: RecordStore(directory: file + "/sub"))
    _ = records.read("t", default: Tally())
    #expect(records.notSavedWarning(for: "t") == nil, "no result held back yet")
    records.update("t", default: Tally()) { $0.wins += 1 }
    // Known from the read: the screen can say it on the very frame that shows the result.
    #expect(records.notSavedWarning(for: "t")?.contains("not being saved") == true)
    records.flush()
    #expect(records.unsavedCount == 1)
    #expect(records.read("t", default: Tally()).wins == 1, "play goes on with the session's result")
    #expect(records.notSavedWarning(for: "other") == nil)
    let report = records.exitReport()
    #expect(report.contains { $0.contains("cannot create \(file)/sub") })
    #expect(report.last == "1 result was not saved.")
  }

  @Test("a refused change is tried again at exit (force) and saved once the directory works")
  func retriedAtExit() throws {
    let parent = temporaryDirectory()
    let blocker = parent + "/data"
    try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
    let records = DeferredRecords(store: RecordStore(directory: blocker))
    records.update("t", default: Tally()) { $0.wins += 1 }
    records.flush()
    #expect(records.unsavedCount == 1)
    #expect(!records.flush(), "no new change: no retry after every frame")
    unlink(blocker)
    #expect(records.flush(force: true))
    #expect(records.unsavedCount == 0)
    #expect(RecordStore(directory: blocker).read("t", default: Tally()).wins == 1)
  }
}
