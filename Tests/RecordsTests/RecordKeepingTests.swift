import Foundation
import Records
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Records keep what they do not understand and never corrupt themselves (reliability test
/// 2026-11-24, F2.1-F2.3).
@Suite("Records keep what they do not understand")
struct RecordKeepingTests {
  struct Optional_: Codable, Equatable {
    var wins = 0
    var note: String?
  }

  func text(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

  @Test(
    "a count at the bound the reader accepts stays there: the arcade never writes a file it then calls corrupt"
  )
  func countsSaturateAtTheReadersBound() throws {
    let dir = temporaryDirectory()
    let store = RecordStore(directory: dir)
    #expect(Plausible.add(Plausible.maximumCount, 1) == Plausible.maximumCount)
    #expect(Plausible.add(Plausible.maximumCount - 1, 5) == Plausible.maximumCount)
    #expect(Plausible.add(Int.max, 1) == Plausible.maximumCount)
    #expect(Plausible.add(3, 4) == 7)
    store.update("t", default: Tally()) { $0.wins = Plausible.add(Plausible.maximumCount, 1) }
    #expect(RecordStore(directory: dir).read("t", default: Tally()).wins == Plausible.maximumCount)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains("corrupt") }.isEmpty)
  }

  @Test("fields of the same schema that this arcade does not know survive a write, at every level")
  func unknownFieldsSurvive() throws {
    let dir = temporaryDirectory()
    let path = dir + "/t.json"
    try Data(
      #"{"schema":1,"data":{"wins":5,"names":[],"streak":3,"more":{"a":1}},"future":1,"meta":"x"}"#.utf8
    ).write(to: URL(fileURLWithPath: path))
    RecordStore(directory: dir).update("t", default: Tally()) { $0.wins += 1 }
    let written = text(path)
    for kept in [#""streak" : 3"#, #""future" : 1"#, #""meta" : "x""#, #""a" : 1"#, #""wins" : 6"#] {
      #expect(written.contains(kept), "\(kept) in \(written)")
    }
  }

  @Test("a field this arcade knows and clears is not brought back from the old file")
  func aClearedKnownFieldStaysCleared() throws {
    let dir = temporaryDirectory()
    let store = RecordStore(directory: dir)
    store.update("t", default: Optional_()) { $0.note = "old" }
    store.update("t", default: Optional_()) { $0.note = nil }
    #expect(RecordStore(directory: dir).read("t", default: Optional_()).note == nil)
  }

  @Test("a records file that is the player's symbolic link is updated at its target; the link stays")
  func ownLinkIsWrittenAtItsTarget() throws {
    let dir = temporaryDirectory()
    let elsewhere = temporaryDirectory() + "/dotfiles-t.json"
    RecordStore(directory: temporaryDirectory()).update("t", default: Tally()) { $0.wins = 7 }
    try Data(#"{"schema":1,"data":{"wins":7,"names":[]}}"#.utf8).write(to: URL(fileURLWithPath: elsewhere))
    #expect(symlink(elsewhere, dir + "/t.json") == 0)
    RecordStore(directory: dir).update("t", default: Tally()) { $0.wins += 1 }
    var info = stat()
    #expect(lstat(dir + "/t.json", &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK, "the link stays a link")
    #expect(RecordStore(directory: dir).read("t", default: Tally()).wins == 8)
    #expect(text(elsewhere).contains(#""wins" : 8"#))
  }

  @Test(
    "a records file that is another user's symbolic link is refused with a warning, nothing written",
    .enabled(if: getuid() == 0, "making a file another user's needs root (CI runs as root)"))
  func anotherUsersLinkIsRefused() throws {
    let dir = temporaryDirectory()
    let elsewhere = temporaryDirectory() + "/theirs.json"
    try Data(#"{"schema":1,"data":{"wins":7,"names":[]}}"#.utf8).write(to: URL(fileURLWithPath: elsewhere))
    #expect(symlink(elsewhere, dir + "/t.json") == 0)
    #expect(lchown(dir + "/t.json", 4242, 4242) == 0)
    let store = RecordStore(directory: dir)
    let result = store.save("t", default: Tally()) { $0.wins += 1 }
    #expect(result.problem?.contains("symbolic link owned by another user") == true)
    #expect(text(elsewhere).contains(#""wins":7"#))
    #expect(store.takeWarnings().contains { $0.contains("owned by another user") })
  }
}
