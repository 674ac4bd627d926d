import ArcadeRandom
import ArcadeKit
import ArcadeScenes
import FizzBuzzModel
import FoundationEssentials
#if canImport(Glibc)
  import Glibc
#endif
import MazeModel
import MemoryModel
import Records
import Replay
import ZombiesModel
import MemoryDecks

/// One picture: a file name, a window title, and the seeded session that leads to the screen.
struct Shot: Sendable {
  var name: String
  var title: String
  /// Drives the real scenes headless and returns the screen.
  var take: @Sendable (ShotSession) -> Canvas
  /// Rows whose text holds real (wall-clock) measurements, left out of the staleness check.
  var volatileRows: @Sendable (Canvas) -> Set<Int> = { _ in [] }
}

/// What every shot starts from: an 80×24 screen, records in a fresh temporary directory
/// (empty, so no one's scores show), the source tree's assets and a fixed seed.
struct ShotSession: Sendable {
  let assets: String
  let seed: UInt64 = 2026

  func environment() -> AppEnvironment {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("arcade-shots-\(getpid())-\(UUID().uuidString)").path
    var plan = SessionPlan(arcade: "arcade-shots", seed: seed, size: Size(width: 80, height: 24))
    plan.assetsDir = assets
    return plan.environment(
      records: RecordStore(directory: directory), decks: MemoryDeckLibrary(assetsDirectory: assets).shelf(),
      clock: nil)
  }
}

enum Shots {
  static let all: [Shot] = [menu, zombies, memory, fizzbuzz, mazeOverview, mazeDetail]

  /// A game as the player meets it: over the launch menu, so its footer says `q back`.
  static func fromMenu(_ scene: Scene, _ session: ShotSession) -> Harness {
    let h = Harness(MenuScene(env: session.environment()))
    h.stack.push(scene)
    return h
  }

  static let menu = Shot(name: "menu", title: "arcade") { session in
    Harness(MenuScene(env: session.environment())).canvas
  }

  /// A classic room a few steps in: the lit squares around the walker, the lives, the pad.
  static let zombies = Shot(name: "zombies", title: "arcade zombies --mode classic") { session in
    let h = fromMenu(ZombiesScene(env: session.environment(), mode: .classic, size: 5), session)
    h.press(.up, .left)
    h.advance(by: 1)
    return h.canvas
  }

  /// Three pairs found and a fourth card turned up.
  static let memory = Shot(name: "memory", title: "arcade memory --deck space-cadets") { session in
    let env = session.environment()
    let deck = try! MemoryDeckLibrary(assetsDirectory: session.assets).resolve("space-cadets").get()
    let seed: UInt64 = 11
    // The same shuffle the scene makes from this seed tells where each pair lies.
    var rng = SeededRandom(seed: seed)
    let layout = MemoryGame(cards: try! deck.gameCards(), using: &rng).layout
    let h = fromMenu(try! MemoryGameScene(env: env, deck: deck, seed: seed), session)
    var cursor = 0
    func flip(_ slot: Int) {
      let (row, col) = (slot / MemoryGame.columns, slot % MemoryGame.columns)
      let (atRow, atCol) = (cursor / MemoryGame.columns, cursor % MemoryGame.columns)
      h.press(Array(repeating: row > atRow ? Key.down : .up, count: abs(row - atRow)))
      h.press(Array(repeating: col > atCol ? Key.right : .left, count: abs(col - atCol)))
      h.press(.enter)
      cursor = slot
      h.advance(by: 2.5)
    }
    for pair in 0..<3 {
      let slots = layout.indices.filter { layout[$0] == pair }
      flip(slots[0])
      flip(slots[1])
    }
    flip(layout.firstIndex(of: 5)!)
    return h.canvas
  }

  /// The end of a classic game: right answers, one wrong, a few missed.
  static let fizzbuzz = Shot(name: "fizzbuzz", title: "arcade fizzbuzz") { session in
    var settings = FizzBuzzSettings.classic
    settings.limit = 45
    var game = FizzBuzzGame(settings: settings, startedAt: 0)
    while !game.isFinished {
      if let number = game.currentNumber, let expected = settings.kind(of: number).expectedAnswer,
        number % 7 != 0
      {
        game.apply(.answer(number == 12 ? .both : expected), now: game.stepEnds - 0.1)
      }
      game.apply(.tick, now: game.stepEnds)
    }
    return fromMenu(
      FizzBuzzEndScene(game: game, size: Size(width: 80, height: 24), options: RenderOptions()), session
    ).canvas
  }

  static func exploredMaze(_ session: ShotSession, detail: Bool) -> Canvas {
    // The rooms API runs in the scene's game time: advancing the harness explores the maze.
    let env = session.environment()
    let settings = MazeSettings(width: 41, height: 41, transport: .direct)
    let scene = MazeScene(
      env: env, settings: settings, connect: settings.simulatedServer(session: env.sessionSeed))
    let h = fromMenu(scene, session)
    h.press(.char("g"))
    for _ in 0..<3600 where scene.phase.isRunning { h.advance(by: 1) }
    if detail { h.press(.char("v")) }
    return h.canvas
  }

  /// The total time and the critical path are measured with the wall clock.
  static func timedRows(_ canvas: Canvas) -> Set<Int> {
    Set(canvas.lines.indices.filter { canvas.lines[$0].contains("critical path") })
  }

  static let mazeOverview = Shot(
    name: "maze-overview", title: "arcade maze", take: { exploredMaze($0, detail: false) },
    volatileRows: timedRows)

  static let mazeDetail = Shot(
    name: "maze-detail", title: "arcade maze (detail view)", take: { exploredMaze($0, detail: true) },
    volatileRows: timedRows)
}
