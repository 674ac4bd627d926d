import Foundation
import Testing

@testable import Records

#if canImport(Glibc)
  import Glibc
#endif

/// A table that knows its plausible range, as every game's table does.
struct Score: Codable, Equatable, PlausibleRecords {
  var best = 0
  var isPlausible: Bool { Plausible.count(best) }
}

private func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

private func write(_ text: String, to path: String) throws {
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

private func mode(of path: String) -> mode_t {
  var info = stat()
  stat(path, &info)
  return info.st_mode & 0o777
}

private func files(in dir: String) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
}

@Suite("Records never lose data")
struct RecordSafetyTests {
  @Test("a file written by a newer arcade is never written; the player is told results are not saved")
  func newerSchemaIsNeverWritten() throws {
    let dir = temporaryDirectory()
    let store = RecordStore(directory: dir)
    let newer = #"{"schema":2,"data":{"games_v2":[1]}}"#
    try write(newer, to: store.path(of: "fizzbuzz"))
    let result = store.save("fizzbuzz", default: Tally()) { $0.wins += 1 }
    #expect(contents(store.path(of: "fizzbuzz")) == Data(newer.utf8))
    #expect(result.problem?.contains("newer arcade") == true)
    let warnings = store.takeWarnings()
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("Records are not being saved") == true)
    #expect(files(in: dir).filter { $0.hasPrefix("fizzbuzz.json") } == ["fizzbuzz.json"], "no copy, no temp")
  }

  @Test("reading a newer file already says results will not be saved (the menu reads at start)")
  func newerSchemaReportedAtRead() throws {
    let store = RecordStore(directory: temporaryDirectory())
    try write(#"{"schema":7,"data":{}}"#, to: store.path(of: "t"))
    #expect(store.read("t", default: Tally()) == Tally())
    #expect(store.problem(for: "t")?.contains("schema 7") == true)
    #expect(store.takeWarnings().count == 1)
  }

  @Test("a records file that is a directory is a read error: reported, left alone, not treated as empty")
  func readErrorIsNotMissing() throws {
    let dir = temporaryDirectory()
    let store = RecordStore(directory: dir)
    try FileManager.default.createDirectory(atPath: store.path(of: "t"), withIntermediateDirectories: true)
    try write("kept", to: store.path(of: "t") + "/inside")
    let result = store.save("t", default: Tally()) { $0.wins = 1 }
    #expect(result.problem?.contains("cannot be read") == true)
    #expect(contents(store.path(of: "t") + "/inside") == Data("kept".utf8))
    #expect(store.takeWarnings().first?.contains("left as it is") == true)
  }

  @Test("a FIFO planted as the records file does not hang the game; it is reported")
  func fifoIsNotReadForever() {
    let store = RecordStore(directory: temporaryDirectory())
    mkfifo(store.path(of: "t"), 0o644)
    #expect(store.read("t", default: Tally()) == Tally())
    #expect(store.problem(for: "t")?.contains("not a regular file") == true)
  }

  @Test("a corrupt file is reported when it is read, once, and moved aside")
  func corruptReportedAtRead() throws {
    let dir = temporaryDirectory()
    let store = RecordStore(directory: dir)
    try write("{x", to: store.path(of: "zombies"))
    #expect(store.read("zombies", default: Tally()) == Tally())
    let warnings = store.takeWarnings()
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("moved it to") == true)
    #expect(store.read("zombies", default: Tally()) == Tally())
    #expect(store.takeWarnings().isEmpty)
    #expect(files(in: dir).contains { $0.hasPrefix("zombies.json.corrupt-") })
  }

  @Test("two corruptions in the same second keep both aside copies")
  func asideNamesAreUnique() throws {
    let dir = temporaryDirectory()
    let store = RecordStore(directory: dir)
    // Earlier copies already hold this second's (and the next second's) plain names.
    let now = time(nil)
    for second in [now, now + 1] {
      try write("old \(second)", to: store.path(of: "t") + ".corrupt-\(second)")
    }
    try write("{first", to: store.path(of: "t"))
    store.update("t", default: Tally()) { $0.wins = 1 }
    try write("{second", to: store.path(of: "t"))
    store.update("t", default: Tally()) { $0.wins = 2 }
    let asides = files(in: dir).filter { $0.contains(".corrupt-") }
    #expect(asides.count == 4)
    let kept = Set(asides.compactMap { contents(dir + "/" + $0).map { String(decoding: $0, as: UTF8.self) } })
    #expect(kept == ["old \(now)", "old \(now + 1)", "{first", "{second"])
  }

  @Test("a chmod 600 records file is still 600 after a write")
  func modeIsKept() throws {
    let store = RecordStore(directory: temporaryDirectory())
    store.update("t", default: Tally()) { $0.wins = 1 }
    chmod(store.path(of: "t"), 0o600)
    store.update("t", default: Tally()) { $0.wins += 1 }
    #expect(mode(of: store.path(of: "t")) == 0o600)
    #expect(store.read("t", default: Tally()).wins == 2)
  }

  @Test("a corrupt file's mode carries to the fresh file that replaces it")
  func modeKeptAcrossCorruption() throws {
    let store = RecordStore(directory: temporaryDirectory())
    try write("{x", to: store.path(of: "t"))
    chmod(store.path(of: "t"), 0o640)
    store.update("t", default: Tally()) { $0.wins = 1 }
    #expect(mode(of: store.path(of: "t")) == 0o640)
  }

  @Test("a symlink planted at a temp name is swept under the lock, never written through")
  func plantedTempLinkNotFollowed() throws {
    let dir = temporaryDirectory()
    let victim = temporaryDirectory() + "/victim"
    try write("precious", to: victim)
    let store = RecordStore(directory: dir)
    store.update("t", default: Tally()) { $0.wins = 1 }
    let planted = dir + "/" + RecordFile.temporaryPrefix(of: "t") + "\(getpid() % 1_000_000)"
    symlink(victim, planted)
    store.update("t", default: Tally()) { $0.wins += 1 }
    #expect(contents(victim) == Data("precious".utf8))
    #expect(store.read("t", default: Tally()).wins == 2)
    var info = stat()
    #expect(lstat(planted, &info) != 0, "the planted link is swept, its target kept")
  }

  @Test("a new temp file is created exclusively, never through an existing name")
  func tempCreatedExclusively() throws {
    let dir = temporaryDirectory()
    let victim = temporaryDirectory() + "/victim"
    try write("precious", to: victim)
    // Fill the directory with links under many temp names: whatever name the writer picks is new.
    let prefix = dir + "/" + RecordFile.temporaryPrefix(of: "t")
    for i in 0..<50 { symlink(victim, prefix + String(UInt64(i) * 997_331, radix: 36)) }
    #expect(RecordFile.replace(dir + "/t.json", with: Array("{}".utf8), mode: nil) == nil)
    #expect(contents(victim) == Data("precious".utf8))
    #expect(contents(dir + "/t.json") == Data("{}".utf8))
  }

  @Test("a symlinked lock file is not followed: nothing is created where it points, and it is reported")
  func lockLinkNotFollowed() throws {
    let dir = temporaryDirectory()
    let target = temporaryDirectory() + "/created-through-the-link"
    symlink(target, dir + "/.t.lock")
    let store = RecordStore(directory: dir)
    let result = store.save("t", default: Tally()) { $0.wins = 1 }
    #expect(!FileManager.default.fileExists(atPath: target))
    #expect(result.problem != nil)
    #expect(store.takeWarnings().first?.contains(".t.lock") == true)
  }

  @Test("values out of a plausible range make the table corrupt: moved aside, reported, never used")
  func extremeIntegersAreCorrupt() throws {
    let dir = temporaryDirectory()
    let store = RecordStore(directory: dir)
    try write(#"{"schema":1,"data":{"best":9223372036854775807}}"#, to: store.path(of: "score"))
    #expect(store.read("score", default: Score()) == Score())
    #expect(store.takeWarnings().first?.contains("values out of range") == true)
    #expect(files(in: dir).contains { $0.hasPrefix("score.json.corrupt-") })
    store.update("score", default: Score()) { $0.best += 1 }
    #expect(store.read("score", default: Score()).best == 1)
  }

  @Test("adding to a record saturates in the plausible range instead of trapping")
  func saturatingAdd() {
    #expect(Plausible.add(Int.max, 1) == Plausible.maximumCount)
    #expect(Plausible.add(Int.min, -1) == 0)
    #expect(Plausible.add(2, 3) == 5)
  }

  @Test("the unwritable directory is found when reading, before any result is lost")
  func unwritableDirectoryFoundAtRead() throws {
    let file = temporaryDirectory() + "/file"
    try write("x", to: file)
    let store = RecordStore(directory: file + "/sub")
    #expect(store.read("t", default: Tally()) == Tally())
    #expect(
      store.problem(for: "t")
        == "Records are not being saved: cannot create \(file)/sub (\(file) is not a directory).")
    #expect(store.takeWarnings().count == 1)
    #expect(!FileManager.default.fileExists(atPath: file + "/sub"))
  }

  @Test("control characters in a path are shown escaped in messages")
  func messagesEscapeControlCharacters() throws {
    let file = temporaryDirectory() + "/\u{1b}]0;PWNED\u{07}"
    try write("x", to: file)
    let store = RecordStore(directory: file + "/sub")
    _ = store.read("t", default: Tally())
    let warning = try #require(store.takeWarnings().first)
    #expect(!warning.unicodeScalars.contains { $0.value < 0x20 })
    #expect(warning.contains("\\u{1b}]0;PWNED\\u{7}"))
  }
}
