import Foundation
import Records
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Records written off the key path")
struct DeferredRecordsTests {
  let table = RecordsTable("t", default: Tally())

  /// The session's view of `store`, with the table loaded as the launcher loads the catalog's.
  func loaded(_ store: RecordStore) -> DeferredRecords {
    let records = DeferredRecords(store: store)
    records.load(table)
    return records
  }

  @Test("an update touches no file until the flush, yet every read sees it at once")
  func updateWaitsForFlush() {
    let dir = temporaryDirectory()
    let records = loaded(RecordStore(directory: dir))
    #expect(records.read(table) == Tally())
    let value = records.update(table) { $0.wins += 1 }
    #expect(value.wins == 1)
    #expect(!FileManager.default.fileExists(atPath: records.path(of: "t")))
    #expect(records.read(table).wins == 1)
    #expect(records.hasUntriedWrites)
    #expect(records.flush())
    #expect(RecordStore(directory: dir).read("t", default: Tally()).wins == 1)
    #expect(records.read(table).wins == 1, "counted once, not twice")
    #expect(!records.flush(), "nothing left to do")
  }

  @Test("the flush merges with what another arcade wrote meanwhile")
  func flushMerges() {
    let dir = temporaryDirectory()
    let records = loaded(RecordStore(directory: dir))
    records.update(table) { $0.names.append("mine") }
    RecordStore(directory: dir).update("t", default: Tally()) { $0.names.append("theirs") }
    records.flush()
    #expect(RecordStore(directory: dir).read("t", default: Tally()).names == ["theirs", "mine"])
    #expect(records.read(table).names == ["theirs", "mine"])
  }

  @Test("changes are written in the order they were made")
  func orderIsKept() {
    let dir = temporaryDirectory()
    let records = loaded(RecordStore(directory: dir))
    for name in ["a", "b", "c"] { records.update(table) { $0.names.append(name) } }
    records.flush()
    #expect(RecordStore(directory: dir).read("t", default: Tally()).names == ["a", "b", "c"])
  }

  @Test("a result that cannot be saved stays in the session, is named on screen and at exit")
  func unsavedResultIsKeptAndReported() throws {
    let file = temporaryDirectory() + "/file"
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    let records = loaded(RecordStore(directory: file + "/sub"))
    _ = records.read(table)
    #expect(records.notSavedWarning(for: "t") == nil, "no result held back yet")
    records.update(table) { $0.wins += 1 }
    // Known from the read: the screen can say it on the very frame that shows the result.
    #expect(records.notSavedWarning(for: "t")?.contains("not being saved") == true)
    records.flush()
    #expect(records.unsavedCount == 1)
    #expect(records.read(table).wins == 1, "play goes on with the session's result")
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
    let records = loaded(RecordStore(directory: blocker))
    records.update(table) { $0.wins += 1 }
    records.flush()
    #expect(records.unsavedCount == 1)
    #expect(!records.flush(), "no new change: no retry after every frame")
    unlink(blocker)
    #expect(records.flush(force: true))
    #expect(records.unsavedCount == 0)
    #expect(RecordStore(directory: blocker).read("t", default: Tally()).wins == 1)
  }

  @Test("a loaded table is read from disk once: what another arcade writes later comes in at the next flush")
  func loadedOnce() {
    let dir = temporaryDirectory()
    let records = loaded(RecordStore(directory: dir))
    #expect(records.isLoaded("t") && !records.isLoaded("other"))
    RecordStore(directory: dir).update("t", default: Tally()) { $0.names.append("theirs") }
    records.load(table)
    #expect(records.read(table).names == [], "a second load keeps the session's view")
    records.update(table) { $0.names.append("mine") }
    records.flush()
    #expect(records.read(table).names == ["theirs", "mine"])
  }

  @Test("reading a table nobody loaded is a programming error, not a disk read")
  func unloadedTableStops() async {
    await #expect(processExitsWith: .failure) {
      let records = DeferredRecords(store: RecordStore(directory: "/nonexistent-arcade-records"))
      _ = records.read(RecordsTable("never-loaded", default: 0))
    }
    await #expect(processExitsWith: .failure) {
      let records = DeferredRecords(store: RecordStore(directory: "/nonexistent-arcade-records"))
      records.update(RecordsTable("never-loaded", default: 0)) { $0 += 1 }
    }
  }

  @Test("a table read as another type than it was loaded as is a programming error")
  func wrongTypeStops() async {
    await #expect(processExitsWith: .failure) {
      let records = DeferredRecords(store: RecordStore(directory: "/nonexistent-arcade-records"))
      records.load(RecordsTable("t", default: 0))
      _ = records.read(RecordsTable("t", default: ""))
    }
  }
}
