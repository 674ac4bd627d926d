import ArcadeKit
import Foundation
import Testing

@testable import Replay

/// A replay is input from anyone: every bound of `ReplayLimits` refuses a file past it with a
/// line that names the bound, and the events are streamed, never held.
@Suite struct ReplayLimitsTests {
  static let header = ReplayFileErrorTests.header
  static let end = ReplayFileErrorTests.end

  func reason(_ lines: [String]) -> String? {
    do {
      _ = try ReplayFile.parse(Array(lines.joined(separator: "\n").utf8), name: "r.jsonl")
      return nil
    } catch {
      return "\(error.line): \(error.reason)"
    }
  }

  @Test func aResizeBeyondTheLargestTerminalIsRefused() {
    for (w, h) in [(100_000, 100_000), (Int.max, Int.max), (1001, 24), (80, 501), (-1, 24)] {
      let resize = #"{"e":"resize","t":0.5,"g":0.5,"w":\#(w),"h":\#(h)}"#
      #expect(
        reason([Self.header, resize, Self.end])?.hasPrefix("2: corrupt line (a resize beyond 1000×500")
          == true)
    }
    let largest = #"{"e":"resize","t":0.5,"g":0.5,"w":1000,"h":500}"#
    #expect(reason([Self.header, largest, Self.end]) == nil)
  }

  @Test func eventTimesAreFiniteOrderedAndWithinAMonth() {
    let late = #"{"e":"key","g":1,"k":"c:q","t":1e18}"#
    #expect(reason([Self.header, late, Self.end])?.contains("more than 30 days") == true)
    let back = #"{"e":"key","g":1,"k":"c:q","t":-1}"#
    #expect(reason([Self.header, back, Self.end])?.contains("going back") == true)
    let gameTime = #"{"e":"key","g":1e300,"k":"c:q","t":1}"#
    #expect(reason([Self.header, gameTime, Self.end])?.contains("game time") == true)
  }

  @Test func headerFieldsHaveBounds() {
    func with(_ field: String, _ value: String) -> String {
      Self.header.replacingOccurrences(of: "\"seed\":7", with: "\"seed\":7,\"\(field)\":\(value)")
    }
    let long = "\"" + String(repeating: "a", count: 5000) + "\""
    #expect(reason([with("dataDir", long), Self.end])?.contains("a path longer than 4096 bytes") == true)
    let arcade = Self.header.replacingOccurrences(of: "\"arcade 0.1.0\"", with: long)
    #expect(reason([arcade, Self.end])?.contains("\"arcade\" longer than 64 bytes") == true)
    let args = "[" + Array(repeating: "\"--ascii\"", count: 33).joined(separator: ",") + "]"
    #expect(
      reason([Self.header.replacingOccurrences(of: "\"args\":[]", with: "\"args\":\(args)"), Self.end])?
        .contains("more than 32 arguments") == true)
    for name in ["../x.json", "/etc/x.json", ".hidden.json", "a\\u0000.json", "Zombies.json", "x.txt"] {
      let records = Self.header.replacingOccurrences(
        of: "\"records\":{}", with: "\"records\":{\"\(name)\":\"{}\"}")
      #expect(reason([records, Self.end])?.contains("records table named") == true, "\(name)")
    }
    #expect(reason([with("root", "\"menu\""), Self.end])?.contains("unknown \"root\"") == true)
  }

  @Test func aLineOverItsLimitIsNamedNotRead() {
    let long = #"{"e":"key","g":1,"k":"c:q","t":1,"x":"\#(String(repeating: "a", count: 5000))"}"#
    #expect(reason([Self.header, long, Self.end]) == "2: corrupt line (longer than 4096 bytes)")
  }

  @Test func eventsAreStreamedInOrderWithTheirLineNumbers() throws {
    let keys = (1...5).map { #"{"e":"key","g":\#($0),"k":"c:q","t":\#($0)}"# }
    let file = try ReplayFile.parse(
      Array(([Self.header] + keys + [Self.end]).joined(separator: "\n").utf8), name: "r")
    #expect(file.eventCount == 5 && file.lastEventTime == 5)
    let events = file.events()
    var seen: [Int] = []
    while let (line, event) = events.next() {
      seen.append(line)
      #expect(event.t == Double(line - 1))
    }
    #expect(seen == [2, 3, 4, 5, 6] && events.failure == nil)
  }

  @Test func aFileChangedWhileReplayedEndsTheStreamWithAReason() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("changed-\(UUID()).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let key = #"{"e":"key","g":1,"k":"c:q","t":1}"#
    try Data(([Self.header, key, key, Self.end].joined(separator: "\n") + "\n").utf8).write(
      to: URL(fileURLWithPath: path))
    let file = try ReplayFile.read(path: path)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    handle.seek(toFileOffset: UInt64(Self.header.utf8.count + 1 + key.utf8.count + 1))
    handle.write(Data("{nope".utf8))
    handle.closeFile()
    let events = file.events()
    #expect(events.next()?.line == 2)
    #expect(events.next() == nil)
    #expect(events.failure?.reason.hasPrefix("changed while it was replayed") == true)
  }

  @Test func specialFilesAreNamedForWhatTheyAre() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("special-\(UUID())").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(mkfifo(directory + "/fifo", 0o600) == 0)
    #expect(symlink(directory + "/loop", directory + "/loop") == 0)
    func reason(_ path: String) -> String? {
      do {
        _ = try ReplayFile.read(path: path)
        return nil
      } catch { return error.reason }
    }
    #expect(reason(directory + "/fifo") == "a FIFO, not a replay")
    #expect(reason(directory) == "a directory, not a replay")
    #expect(reason(directory + "/loop") == "too many symbolic links")
    #expect(reason(directory + "/none") == "no such file")
    #expect(reason("/dev/zero") == "a device, not a replay")
  }
}

@Suite struct OldReplayTests {
  @Test func wakeLinesOfOlderArcadesAreReadAsNothing() throws {
    let header = ReplayFileErrorTests.header
    let wake = #"{"e":"wake","t":0.5,"g":0.5}"#
    let key = #"{"e":"key","g":1,"k":"c:q","t":1}"#
    let file = try ReplayFile.parse(
      Array(
        [header, wake, key, wake.replacingOccurrences(of: "0.5", with: "1.5"), ReplayFileErrorTests.end]
          .joined(separator: "\n").utf8), name: "r")
    #expect(file.eventCount == 1)
    let events = file.events()
    #expect(events.next()?.line == 3)
    #expect(events.next() == nil && events.failure == nil)
  }

  @Test func aWakeLineStillKeepsTimeInOrder() {
    let back = #"{"e":"wake","t":-1}"#
    #expect(
      (try? ReplayFile.parse(
        Array([ReplayFileErrorTests.header, back, ReplayFileErrorTests.end].joined(separator: "\n").utf8),
        name: "r"))
        == nil)
  }
}
