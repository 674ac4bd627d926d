import ArcadeRandom
import ArcadeKit
import ArcadeSystem
import DailyModel
import Foundation
import MazeModel
import MemoryDecks
import MemoryModel
import Records
import Testing

@testable import ArcadeScenes
@testable import arcade

/// Every help line that names a command reproducing what is on screen: the command is read
/// off the help text, parsed by the arcade's own parser, run headless, and what it shows is
/// compared with the screen the hint was read on, in a plain session and in a daily.
@Suite("Help hints that replay what is on screen")
struct HelpReplayHintTests {
  static let assets = AssetLocator.directory()
  static let day = DailyDate(iso: "2026-11-23")!

  /// An environment like the launcher's; its wall clock says 2026-11-23, 12:00 UTC.
  static func environment(seed: UInt64) -> AppEnvironment {
    let env = AppEnvironment(
      records: RecordStore(directory: NSTemporaryDirectory() + "arcade-hints-\(UUID().uuidString)"),
      seed: seed,
      assetsDirectory: assets, decks: MemoryDeckLibrary(assetsDirectory: assets).shelf(),
      wallClock: { 1_795_392_000 + 43_200 })
    return env
  }

  /// The `arcade …` command in `line`, ending before `end`, split as a shell would (single
  /// quotes hold spaces).
  static func command(in line: String, endingBefore end: String) throws -> [String] {
    let start = try #require(line.range(of: "arcade "), "no command in: \(line)")
    let stop = try #require(line.range(of: end, range: start.upperBound..<line.endIndex), "\(line)")
    var words: [String] = []
    var word = ""
    var quoted = false
    var started = false
    for character in line[start.upperBound..<stop.lowerBound] {
      if character == "'" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(word) }
        word = ""
        started = false
      } else {
        word.append(character)
        started = true
      }
    }
    if started { words.append(word) }
    return words
  }

  /// The first scene of the session `arguments` describe, in a harness, as the launcher would
  /// start it (its seed, no terminal).
  static func run(_ arguments: [String]) throws -> (Harness, Scene) {
    let command = try #require(
      try ArcadeCommand.parseAsRoot(arguments) as? any SessionCommand, "\(arguments)")
    let session = try command.session()
    let env = environment(seed: try #require(session.options.seed, "the hint names a seed: \(arguments)"))
    let start = try #require(session.start, "\(arguments) starts a game")
    let scene = start(env)
    return (Harness(scene, size: Size(width: 80, height: 24)), scene)
  }

  static func helpLine(_ scene: Scene, containing words: String) throws -> String {
    try #require(scene.info.helpText.first { $0.contains(words) }, "\(scene.info.helpText)")
  }

  /// Which card lies where.
  static func deal(_ scene: MemoryGameScene) -> [String] {
    (0..<MemoryGame.slotCount).map { scene.game.card(at: $0).id }
  }

  @Test("Memory: the deal on screen, also a later one and a daily's, is the hint's command's")
  func memory() throws {
    // A deal reached through the menu after other games drew seeds, then dealt again twice.
    let env = Self.environment(seed: 41)
    _ = (env.nextSeed(), env.nextSeed())
    let library = MemoryDeckLibrary(assetsDirectory: Self.assets)
    let deck = try library.resolve("Lo-Fi Garden").get()
    let played = try MemoryGameScene(env: env, deck: deck, seed: env.nextSeed())
    let h = Harness(played, size: Size(width: 80, height: 24))
    h.press(.char("r"), .char("r"))
    let daily = try #require(
      try DailyLaunch.scene(.memory, date: Self.day, env: Self.environment(seed: 3), confirmed: true).get()
        as? MemoryGameScene
    )
    for scene in [played, daily] {
      let line = try Self.helpLine(scene, containing: "deals this board")
      let (replay, started) = try Self.run(try Self.command(in: line, endingBefore: " deals this board"))
      let again = try #require(started as? MemoryGameScene)
      for _ in 1..<scene.dealNumber { replay.press(.char("r")) }
      #expect(again.deck.name == scene.deck.name, "\(line)")
      #expect(Self.deal(again) == Self.deal(scene), "\(line)")
    }
  }

  @Test("Zombies: the room on screen, also a daily's, is the first room of the hint's command")
  func zombies() throws {
    let env = Self.environment(seed: 9)
    _ = env.nextSeed()
    let played = ZombiesScene(env: env, mode: .flashlight, size: 7)
    let daily = try #require(
      try DailyLaunch.scene(.zombies, date: Self.day, env: Self.environment(seed: 3), confirmed: true).get()
        as? ZombiesScene)
    for scene in [played, daily] {
      let line = try Self.helpLine(scene, containing: "starts in this room")
      let (_, started) = try Self.run(try Self.command(in: line, endingBefore: " starts in this room"))
      let again = try #require(started as? ZombiesScene)
      #expect(again.game.mode == scene.game.mode && again.game.size == scene.game.size, "\(line)")
      #expect(again.game.layout == scene.game.layout, "\(line)")
      #expect(again.game.player == scene.game.player, "\(line)")
    }
  }

  @Test("Maze: the maze revealed, also a daily's, is the one the hint's headless command explores")
  func maze() throws {
    let (h, started) = try Self.run(["maze", "--seed", "12", "--size", "15x11", "--latency-scale", "0"])
    let played = try #require(started as? MazeScene)
    let daily = try #require(
      try DailyLaunch.scene(.maze, date: Self.day, env: Self.environment(seed: 3), confirmed: true).get()
        as? MazeScene)
    let dailyHarness = Harness(daily, size: Size(width: 80, height: 24))
    for (scene, harness) in [(played, h), (daily, dailyHarness)] {
      harness.press(.char("g"))
      while scene.phase.isRunning && harness.clock.now < 3600 { harness.advance(by: 1) }
      #expect(scene.phase == .finished)
      let line = try Self.helpLine(scene, containing: "--headless")
      let words = try Self.command(in: line, endingBefore: scene.daily == nil ? ")" : " (the same")
      let command = try #require(try ArcadeCommand.parseAsRoot(words) as? MazeCommand, "\(words)")
      #expect(command.headless)
      let seed = try #require(command.global.seed)
      let (report, _) = MazeHeadless.run(settings: command.settings, seed: seed, clock: ManualClock())
      #expect(report.outcome == "finished", "\(line)")
      #expect(report.rooms == scene.stats.rooms, "\(line)")
      #expect(report.reveal_digest == scene.digest.hex, "\(line)")
    }
  }

  @Test("the seed named for a game's own seed draws that seed first")
  func seedInverse() {
    for value: UInt64 in [0, 1, 42, 196_856, .max, 0x9E37_79B9_7F4A_7C15, 1 << 63] {
      var random = SeededRandom(seed: SeededRandom.seed(firstDrawing: value))
      #expect(random.next() == value)
    }
  }
}
