import ArcadeJSON
import ArcadeKit
import ArcadeScenes
import DailyModel
import FizzBuzzModel
import FoundationEssentials
import MazeModel
import MemoryModel
import Replay
import Testing

/// ArcadeJSON against the encoder and decoder it replaces (FoundationEssentials, linked by
/// this test only): the same bytes for the arcade's own types (random values: ArcadeJSON's own
/// tests, Packages/ArcadeJSON/Tests), and each
/// reads what the other wrote. Files written before the switch (records, replays, casts)
/// must read back the same, and golden files must stay byte for byte what they were.
@Suite("ArcadeJSON writes and reads what Foundation's JSONEncoder and JSONDecoder did")
struct FoundationParityTests {
  /// The arcade's options: records files, replay lines, casts and the maze report.
  static let optionSets: [ArcadeJSON.JSONEncoder.OutputFormatting] = [
    [.prettyPrinted, .sortedKeys], [.sortedKeys, .withoutEscapingSlashes], [.sortedKeys],
  ]

  static func foundationOptions(_ options: ArcadeJSON.JSONEncoder.OutputFormatting)
    -> FoundationEssentials.JSONEncoder.OutputFormatting
  {
    var result: FoundationEssentials.JSONEncoder.OutputFormatting = []
    if options.contains(.prettyPrinted) { result.insert(.prettyPrinted) }
    if options.contains(.sortedKeys) { result.insert(.sortedKeys) }
    if options.contains(.withoutEscapingSlashes) { result.insert(.withoutEscapingSlashes) }
    return result
  }

  /// Encodes `value` both ways with every option set: the same bytes; each decodes the other's.
  static func expectSameBytes<T: Codable & Equatable>(
    _ value: T, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for options in optionSets {
      let ours = ArcadeJSON.JSONEncoder()
      ours.outputFormatting = options
      let theirs = FoundationEssentials.JSONEncoder()
      theirs.outputFormatting = foundationOptions(options)
      let ourBytes = try ours.encode(value)
      let theirBytes = [UInt8](try theirs.encode(value))
      #expect(
        String(decoding: ourBytes, as: UTF8.self) == String(decoding: theirBytes, as: UTF8.self),
        sourceLocation: sourceLocation)
      #expect(
        try ArcadeJSON.JSONDecoder().decode(T.self, from: theirBytes) == value, sourceLocation: sourceLocation
      )
      #expect(
        try FoundationEssentials.JSONDecoder().decode(T.self, from: Data(ourBytes)) == value,
        sourceLocation: sourceLocation)
    }
  }

  @Test("records tables: the same bytes as Foundation wrote, each reading the other's")
  func recordsTables() throws {
    try Self.expectSameBytes(
      ZombiesRecords(modes: ["classic": .init(wins: 3, losses: 1), "flashlight": .init(wins: 0, losses: 12)]))
    try Self.expectSameBytes(
      MemoryRecords(bestByDeck: [
        "Lo-Fi Garden": BestResult(fewestMoves: 14, fastestSeconds: 52.25, wins: 2),
        "Été / 🌵 \"quoted\"": BestResult(fewestMoves: 8, fastestSeconds: 0.1, wins: .max),
      ]))
    try Self.expectSameBytes(
      FizzBuzzRecords(games: [
        FizzBuzzFinishedGame(
          settings: .classic, score: 61, correct: 70, wrong: 3, missed: 1, playedAt: 1_795_435_834.370865),
        FizzBuzzFinishedGame(
          settings: FizzBuzzSettings(
            firstDivisor: 2, secondDivisor: 7, limit: 30, firstWord: "fi/zz", secondWord: "b\tuzz"),
          score: -4, correct: 0, wrong: 4, missed: 0, playedAt: 1e9),
      ]))
    var maze = MazeRecords()
    try Self.expectSameBytes(maze)
    maze.recordFinished(rooms: 10_000, ratio: 1.0412)
    try Self.expectSameBytes(maze)
    try Self.expectSameBytes(
      DailyBook(
        days: [
          "2026-11-23": ["maze": DailyResult(summary: "ratio 1.04", won: true, finishedAt: 1_795_435_834.5)]
        ],
        practice: ["2026-11-22": 2]))
    try Self.expectSameBytes([DailyDate(iso: "2026-11-23")!])
  }

  @Test("replay headers and lines: the same bytes as Foundation wrote")
  func replayLines() throws {
    try Self.expectSameBytes(
      ReplayHeader(
        arcade: "arcade 0.1.0", seed: .max, args: ["--seed", "1", "maze", "--rooms", "10/2"], ascii: true,
        monochrome: false, size: Size(width: 80, height: 24), start: 1_795_435_834.370865,
        t0: 1.6940000000000002e-06,
        records: ["zombies.json": "{\n  \"schema\" : 1\n}"], dataDir: "/tmp/data", assetsDir: nil))
    var end = ReplayLine(e: "end")
    end.t = 12.5
    end.signal = 11
    end.events = 300
    end.screen = "656544968378027c"
    end.state = "4ae0a579b3a57e05"
    try Self.expectSameBytes(end)
    try Self.expectSameBytes(ReplayLine.event(.key(.char("/")), time: 1, gameTime: 0.25, screen: "ab"))
    try Self.expectSameBytes(
      RoomPayload(id: "R1", tileUrl: "/tiles/1.png", rooms: ["north": ["room": "R2"]], type: "gold"))
  }

  /// A deck's shape as `DeckParser` reads it: the deck's fields must be right, a card's are
  /// read with `try?` (its keys are not: Foundation checks them when the container is made,
  /// ArcadeJSON when the text is parsed, the same for a container made with `try`).
  private struct Deck: Decodable, Equatable {
    struct Card: Decodable, Equatable {
      var face: String?
      private enum Keys: String, CodingKey { case face }
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        face = (try? container.decodeIfPresent(String.self, forKey: .face)) ?? nil
      }
    }
    var name: String
    var cards: [Card]
  }

  @Test(
    "a bad string value spoils the text only when it is read, as in Foundation's decoder",
    arguments: [
      "{\"name\":\"a\tb\",\"cards\":[]}", "{\"name\":\"d\",\"cards\":[{\"face\":\"\t1\"}]}",
      #"{"name":"d","cards":[{"face":"\ud800"}]}"#, #"{"name":"d","cards":[{"face":"\x"}]}"#,
      "{\"name\":\"d\",\"cards\":[{\"face\":\"\u{1}\"}], \"zz\": \"\t\"}",
      "{\"name\":\"d\",\"cards\":[{\"fa\tce\":\"1\"}]}", #"{"name":"d","cards":[{"face":1e400},]}"#,
      #"{"name":"\ud83d\ude00","cards":[{"face":"\u00e9"}]}"#, #"{"name":"d","cards":[{"face":"a"}] x"#,
    ])
  func lazyStringErrors(text: String) {
    let ours = try? ArcadeJSON.JSONDecoder().decode(Deck.self, from: Array(text.utf8))
    let theirs = try? FoundationEssentials.JSONDecoder().decode(Deck.self, from: Data(text.utf8))
    #expect(ours == theirs)
  }

  static let replaysDirectory =
    String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(
      separator: "/")
    + "/Replays"

  @Test("every line of every golden replay reads the same and writes back byte for byte")
  func goldenReplays() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.replaysDirectory).filter {
      $0.hasSuffix(".jsonl")
    }
    #expect(!names.isEmpty)
    let encoder = ArcadeJSON.JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for name in names {
      let bytes = try #require(FileManager.default.contents(atPath: Self.replaysDirectory + "/" + name))
      let rows = [UInt8](bytes).split(separator: UInt8(ascii: "\n"))
      let header = try ArcadeJSON.JSONDecoder().decode(ReplayHeader.self, from: rows[0])
      #expect(
        header == (try FoundationEssentials.JSONDecoder().decode(ReplayHeader.self, from: Data(rows[0]))))
      #expect(try encoder.encode(header) == Array(rows[0]), "\(name) header")
      for row in rows.dropFirst() {
        let line = try ArcadeJSON.JSONDecoder().decode(ReplayLine.self, from: row)
        #expect(line == (try FoundationEssentials.JSONDecoder().decode(ReplayLine.self, from: Data(row))))
        if line.isEnd { #expect(try encoder.encode(line) == Array(row), "\(name) end line") }
      }
    }
  }
}
