import ArcadeKit
import Foundation
import Testing

@testable import Replay

@Suite struct ReplayFormatTests {
  @Test func everyKeyRoundTripsThroughItsName() {
    let keys: [Key] = [
      .char("a"), .char(" "), .char("\""), .char("é"), .ctrl("l"), .up, .down, .left, .right, .enter, .escape,
      .tab,
      .backTab, .backspace, .delete, .home, .end, .pageUp, .pageDown, .insert, .function(1), .function(12),
    ]
    for key in keys { #expect(ReplayKey.decode(ReplayKey.encode(key)) == key) }
  }
}

@Suite struct ReplayFileErrorTests {
  static let header =
    #"{"arcade":"arcade 0.1.0","arcadeReplay":1,"args":[],"ascii":false,"height":24,"monochrome":false,"#
    + #""records":{},"seed":7,"start":0,"t0":0,"width":80}"#
  static let key = #"{"e":"key","g":1,"k":"c:q","s":"0","t":1}"#
  static let end = #"{"e":"end","events":1,"screen":"0","state":"0","t":1}"#

  func error(_ text: String) -> ReplayError? {
    do {
      _ = try ReplayFile.parse(Array(text.utf8), name: "r.jsonl")
      return nil
    } catch {
      return error
    }
  }

  @Test func aWholeReplayReads() throws {
    let file = try ReplayFile.parse(
      Array([Self.header, Self.key, Self.end].joined(separator: "\n").utf8), name: "r")
    #expect(file.eventCount == 1 && file.header.seed == 7 && file.end.events == 1)
  }

  @Test func aReplayWithoutItsEndLineIsTruncatedAtItsLastLine() {
    let failure = error([Self.header, Self.key].joined(separator: "\n"))
    #expect(failure?.line == 2 && failure?.reason.hasPrefix("truncated") == true)
  }

  @Test func aCorruptLineIsNamedByItsNumber() {
    let failure = error([Self.header, "{nope", Self.end].joined(separator: "\n"))
    #expect(failure?.line == 2 && failure?.reason.hasPrefix("corrupt") == true)
  }

  @Test func anotherJSONFileIsNotAReplay() {
    #expect(error(#"{"games":[]}"#)?.reason.hasPrefix("not a replay") == true)
    #expect(error("")?.line == 1)
  }

  @Test func aFutureFormatIsRefusedNotGuessed() {
    let future = Self.header.replacingOccurrences(of: #""arcadeReplay":1"#, with: #""arcadeReplay":3"#)
    #expect(error([future, Self.key, Self.end].joined(separator: "\n"))?.reason.contains("newer") == true)
  }

  @Test func aHugeOrUnrepresentableVersionIsRefusedNotATrap() {
    let huge = Self.header.replacingOccurrences(of: #""arcadeReplay":1"#, with: #""arcadeReplay":1e300"#)
    #expect(
      error([huge, Self.key, Self.end].joined(separator: "\n"))?.reason
        == "format version 1e+300 is newer than this arcade reads (2)")
    let beyond = Self.header.replacingOccurrences(of: #""arcadeReplay":1"#, with: #""arcadeReplay":1e400"#)
    #expect(
      error([beyond, Self.key, Self.end].joined(separator: "\n"))?.reason.hasPrefix("not a replay") == true)
  }

  @Test func aHeaderWithTheMarkerWrittenTwiceReadsTheFirst() {
    let twice = Self.header.replacingOccurrences(
      of: #""arcadeReplay":1"#, with: #""arcadeReplay":1,"arcadeReplay":9"#)
    #expect(error([twice, Self.key, Self.end].joined(separator: "\n")) == nil)
  }

  @Test func timeGoingBackIsCorrupt() {
    let early = #"{"e":"key","g":0,"k":"c:q","s":"0","t":-5}"#
    #expect(error([Self.header, early, Self.end].joined(separator: "\n"))?.line == 2)
  }
}

@Suite struct ReplayLineEncodingTests {
  @Test func eventLinesWrittenByHandReadBackAsTheEncoderWouldWriteThem() throws {
    let keys: [Key] = [
      .char("\""), .char("\\"), .char("\u{1}"), .char("\u{8}"), .char("\u{7f}"), .char("é"), .char("🧟"), .up,
      .function(3),
    ]
    let events: [InputEvent] =
      keys.map { .key($0) } + [
        .mouse(MouseEvent(.press, x: -1, y: 7)), .resize(Size(width: 10, height: 5)), .timer(deadline: nil),
      ]
    for (i, event) in events.enumerated() {
      // Session and game time apart, and the same number (most lines: written once, twice read).
      for gameTime in [1.0 / 3, 0.1 * Double(i) + 1e-7] {
        let line = ReplayLine.event(event, time: 0.1 * Double(i) + 1e-7, gameTime: gameTime, screen: "00ff")
        let fast = try #require(line.eventJSON)
        let decoded = try JSONDecoder().decode(ReplayLine.self, from: Data(fast))
        #expect(decoded == line)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(try JSONDecoder().decode(ReplayLine.self, from: encoder.encode(line)) == decoded)
      }
    }
  }
}
